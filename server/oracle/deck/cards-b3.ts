import type { DeckCard } from './types.ts';

export const CARDS_B3: DeckCard[] = [
  {
    key: 'thaw',
    en: {
      name: 'The Thaw',
      keywords: ['softening', 'release', 'renewal', 'flow'],
      message:
        'Listen: drop by drop, the ice is letting go. After a long, hard season the sun returns to the rookery, and the frozen edges begin to soften. Nothing shatters; it simply loosens. The Thaw comes to tell you that something held tight inside you, an old hurt, a guarded stance, a plan that froze in place, is ready to move again. You do not have to force it. Warmth does its work slowly, and every drop that falls makes room for water to run. Let yourself soften at your own pace. What melts is not lost; it becomes the open sea that carries you forward.',
      guidance: {
        love: 'A coolness between you and someone dear may be ready to soften. Offer a little warmth first, a kind word or an open question, and let the ice loosen without hurrying it.',
        career:
          'A project or role that felt frozen is beginning to move again. Notice the small signs of flow and follow them gently, rather than pushing against what is still firm.',
        wellbeing:
          'Your body may be asking to unclench after holding tension for a long time. Warm rest, slow breathing and kindness toward yourself help the thaw along, and it is wise to lean on people you trust for care and support.',
        abundance:
          'Gratitude is a kind of sunlight: it softens the feeling of scarcity. Notice what is already beginning to flow toward you, and let patience and clarity about your values guide what you welcome.',
        growth:
          'Beliefs that kept you safe in a colder season can now be released a drop at a time. You are not undoing yourself; you are making room to grow.',
        spirit:
          'Spirit often returns quietly, like meltwater finding its path. Sit with whatever is softening in you, and trust that it is moving toward the sea.',
        family:
          'Long-held patterns at home may be ready to ease. A small gesture of warmth can begin a thaw that words alone could not.',
        general: 'What has been stuck is starting to move. Be patient with its pace, and welcome the flow as it comes.',
      },
      affirmation: 'I let warmth soften what I have held too tightly.',
    },
    th: {
      name: 'ยามน้ำแข็งละลาย',
      keywords: ['การอ่อนโยนลง', 'การปล่อยวาง', 'การเริ่มต้นใหม่', 'การไหลเวียน'],
      message:
        'เงี่ยหูฟังเสียงหยดน้ำที่ค่อย ๆ ร่วงลงทีละหยด หลังฤดูหนาวอันยาวนาน แสงอาทิตย์หวนกลับมาสู่ถิ่นของฝูงเพนกวิน ขอบน้ำแข็งที่เคยแข็งกระด้างเริ่มอ่อนตัวลงโดยไม่มีสิ่งใดแตกหัก ไพ่ใบนี้มาบอกคุณว่า สิ่งที่คุณเคยกำไว้แน่นในใจ ไม่ว่าจะเป็นรอยแผลเก่า กำแพงที่คุณสร้างไว้ป้องกันตัว หรือความฝันที่เคยหยุดนิ่ง กำลังพร้อมจะเคลื่อนไหวอีกครั้ง คุณไม่จำเป็นต้องเร่งรัดสิ่งใด ความอบอุ่นจะค่อย ๆ ทำหน้าที่ของมัน ทุกหยดที่ร่วงลงคือการเปิดทางให้สายน้ำได้ไหล ปล่อยให้ตัวเองอ่อนโยนลงตามจังหวะของคุณเอง เพราะสิ่งที่ละลายไปไม่ได้หายไปไหน มันกลายเป็นทะเลกว้างที่จะพาคุณไปข้างหน้า',
      guidance: {
        love: 'ความเหินห่างระหว่างคุณกับคนที่รักอาจพร้อมจะคลายลงแล้ว ลองเป็นฝ่ายมอบความอบอุ่นก่อน ด้วยถ้อยคำอ่อนโยนหรือคำถามที่เปิดใจ แล้วปล่อยให้น้ำแข็งค่อย ๆ ละลายโดยไม่ต้องเร่ง',
        career:
          'งานหรือบทบาทที่เคยหยุดนิ่งกำลังเริ่มขยับอีกครั้ง สังเกตสัญญาณเล็ก ๆ ของการเคลื่อนไหวแล้วค่อย ๆ ไปตามนั้น แทนที่จะฝืนดันสิ่งที่ยังแข็งตัวอยู่',
        wellbeing:
          'ร่างกายของคุณอาจกำลังขอให้ได้ผ่อนคลายหลังจากเกร็งมานาน การพักผ่อนอย่างอบอุ่น การหายใจช้า ๆ และความใจดีต่อตัวเองช่วยให้คุณคลายลงได้ และเป็นเรื่องดีที่จะพึ่งพาการดูแลจากคนที่คุณไว้ใจ',
        abundance:
          'ความรู้สึกขอบคุณเปรียบเหมือนแสงแดดที่ทำให้ความรู้สึกขาดแคลนอ่อนลง มองให้เห็นสิ่งดี ๆ ที่เริ่มไหลมาหาคุณแล้ว และให้ความอดทนกับความชัดเจนในคุณค่าของตัวเองเป็นผู้นำทาง',
        growth:
          'ความเชื่อเก่าที่เคยปกป้องคุณในฤดูที่หนาวเหน็บ ตอนนี้ค่อย ๆ ปล่อยไปได้ทีละหยด คุณไม่ได้กำลังสูญเสียตัวตน แต่กำลังเปิดพื้นที่ให้ตัวเองได้เติบโต',
        spirit:
          'จิตวิญญาณมักหวนคืนมาอย่างเงียบงัน เหมือนน้ำแข็งละลายที่ค่อย ๆ หาทางไหล อยู่กับสิ่งที่กำลังอ่อนโยนลงในใจ และเชื่อมั่นว่ามันกำลังมุ่งหน้าสู่ทะเล',
        family:
          'รูปแบบเดิม ๆ ที่ยึดถือกันมานานในบ้านอาจพร้อมจะผ่อนคลายแล้ว ท่าทีอบอุ่นเล็ก ๆ เพียงครั้งเดียวอาจเริ่มต้นการละลายที่คำพูดอย่างเดียวทำไม่ได้',
        general: 'สิ่งที่เคยติดขัดกำลังเริ่มเคลื่อนไหว อดทนกับจังหวะของมัน และต้อนรับการไหลเวียนที่กำลังมาถึง',
      },
      affirmation: 'ฉันปล่อยให้ความอบอุ่นคลายสิ่งที่ฉันเคยกำไว้แน่นเกินไป',
    },
  },
  {
    key: 'courtship-dance',
    en: {
      name: 'The Courtship Dance',
      keywords: ['connection', 'courtship', 'mutual respect', 'rhythm', 'joy'],
      message:
        'Two penguins face each other on the ice, bow low, and rise again, necks stretched toward the sky as they call. This is how they come to know each other: not in one grand gesture, but in a rhythm repeated until it belongs to them both. The Courtship Dance invites you to move toward connection with courage and patience together. Show up as you are. Bow, listen, answer. Whether your partner in this dance is a person, a calling or a part of yourself you are only now meeting, trust that true rhythm is found side by side, one step at a time, with nothing to prove and much to enjoy.',
      guidance: {
        love: 'Let closeness grow through small, sincere exchanges rather than grand declarations. Bow to what you admire in the other, and notice whether the rhythm is truly shared.',
        career:
          'Partnerships and collaborations are favoured now. Take time to learn how others move and speak, and let trust build step by step.',
        wellbeing:
          'Joyful movement and playful company can lift your spirit. Be gentle with your body, notice how you feel around others, and let people you trust be part of your care.',
        abundance:
          'Mutual respect is a quiet form of richness. Give thanks for the relationships that nourish you, and let your values show you which exchanges feel balanced and true.',
        growth:
          'Every dance is learned by practising with someone else. Let another’s rhythm teach you something new about your own.',
        spirit:
          'The sacred often appears in the space between two beings who truly see each other. Bow to the light in those you meet.',
        family:
          'Rituals of greeting and care, however small, keep a family in step. Renew one simple gesture that says, “I see you.”',
        general: 'Approach what you long for with warmth and sincerity. Connection unfolds in rhythm, not in a rush.',
      },
      affirmation: 'I move toward connection with an open heart and a patient step.',
    },
    th: {
      name: 'ระบำเกี้ยวรัก',
      keywords: ['ความผูกพัน', 'การเกี้ยวพาน', 'ความเคารพกัน', 'จังหวะ', 'ความสุข'],
      message:
        'บนลานน้ำแข็ง เพนกวินสองตัวหันหน้าเข้าหากัน ก้มศีรษะลงต่ำ แล้วเงยขึ้นยืดคอส่งเสียงร้องหาฟ้า พวกมันเรียนรู้กันและกันแบบนี้ ไม่ใช่ด้วยท่าทีใหญ่โตเพียงครั้งเดียว แต่ด้วยจังหวะที่ทำซ้ำจนกลายเป็นของทั้งคู่ ไพ่ใบนี้ชวนคุณให้ก้าวเข้าหาความผูกพันด้วยความกล้าและความอดทนไปพร้อมกัน จงปรากฏตัวในแบบที่คุณเป็น โค้งคำนับ รับฟัง และตอบกลับ ไม่ว่าคู่เต้นรำของคุณจะเป็นใครสักคน เสียงเรียกของชีวิต หรือส่วนหนึ่งของตัวคุณที่เพิ่งได้พบ จงเชื่อว่าจังหวะที่แท้จริงค้นพบได้เมื่ออยู่เคียงกัน ทีละก้าว โดยไม่ต้องพิสูจน์สิ่งใด มีแต่ความสุขให้ได้ดื่มด่ำ',
      guidance: {
        love: 'ปล่อยให้ความใกล้ชิดเติบโตจากการแลกเปลี่ยนเล็ก ๆ ที่จริงใจ มากกว่าคำประกาศยิ่งใหญ่ ชื่นชมสิ่งดีในตัวอีกฝ่าย และสังเกตว่าจังหวะของคุณทั้งสองสอดคล้องกันจริงหรือไม่',
        career:
          'ช่วงนี้เหมาะกับการร่วมมือและการทำงานเป็นคู่หรือเป็นทีม ให้เวลาเรียนรู้วิธีคิดและวิธีสื่อสารของผู้อื่น แล้วปล่อยให้ความไว้วางใจก่อตัวทีละก้าว',
        wellbeing:
          'การขยับร่างกายอย่างสนุกและการได้อยู่กับคนที่ทำให้ยิ้มได้ช่วยให้ใจเบิกบาน อ่อนโยนกับร่างกาย สังเกตความรู้สึกเมื่ออยู่กับผู้อื่น และให้คนที่คุณไว้ใจได้มีส่วนในการดูแลคุณ',
        abundance:
          'ความเคารพซึ่งกันและกันคือความมั่งคั่งอย่างเงียบ ๆ ขอบคุณความสัมพันธ์ที่หล่อเลี้ยงคุณ และให้คุณค่าที่คุณยึดถือบอกว่าการให้และรับแบบใดที่สมดุลและจริงแท้',
        growth: 'การเต้นรำทุกแบบเรียนรู้ได้จากการฝึกกับผู้อื่น ปล่อยให้จังหวะของใครอีกคนสอนสิ่งใหม่เกี่ยวกับจังหวะของคุณเอง',
        spirit: 'สิ่งศักดิ์สิทธิ์มักปรากฏในพื้นที่ระหว่างสองชีวิตที่มองเห็นกันอย่างแท้จริง โค้งคำนับให้แสงสว่างในทุกคนที่คุณพบ',
        family: 'พิธีเล็ก ๆ ของการทักทายและการดูแลกันช่วยให้ครอบครัวก้าวไปในจังหวะเดียวกัน ลองรื้อฟื้นท่าทีง่าย ๆ สักอย่างที่บอกว่า “ฉันเห็นคุณนะ”',
        general: 'เข้าหาสิ่งที่คุณปรารถนาด้วยความอบอุ่นและจริงใจ ความผูกพันคลี่คลายไปตามจังหวะ ไม่ใช่ด้วยความเร่งรีบ',
      },
      affirmation: 'ฉันก้าวเข้าหาความผูกพันด้วยหัวใจที่เปิดกว้างและก้าวเดินที่อดทน',
    },
  },
  {
    key: 'guardian',
    en: {
      name: 'The Guardian',
      keywords: ['protection', 'boundaries', 'steadiness', 'care'],
      message:
        'Through the long polar night, one parent stands over the egg, back to the wind, keeping the cold from what it loves. The Guardian appears when something precious needs your steady protection, and when you yourself deserve to be protected. A shield is not a wall that shuts the world out; it is a choice about what may come close. You are allowed to say no, to keep your boundaries firm and kind, to guard your rest, your hopes and your tender beginnings. Remember, too, that you are watched over. Feel the quiet strength of those who stand beside you, and stand tall.',
      guidance: {
        love: 'Love flourishes where both people feel safe. Protect what is tender between you with honesty and kindness, and let your boundaries be clear rather than cold.',
        career:
          'Guard your time and energy for the work that matters most to you. A calm, clear no can protect the yes you truly care about.',
        wellbeing:
          'Shelter your rest as carefully as a penguin shelters its egg. Notice what drains you, choose kindness toward your body, and remember it is wise to seek care from people you trust.',
        abundance:
          'Protect what you value most, your time, your attention, your peace. Gratitude for what you already hold brings clarity about what is worth guarding.',
        growth:
          'Setting boundaries is a sign of growth, not weakness. As you learn to guard your own heart, you also learn how strong you have become.',
        spirit:
          'You are held and watched over, even in the darkest season. Rest in that protection, and let it steady your steps.',
        family:
          'You may be called to stand between your loved ones and the wind for a while. Do it with a steady heart, and let others take a turn at the edge of the huddle too.',
        general: 'Something precious is in your keeping. Protect it calmly and with love, without fear.',
      },
      affirmation: 'I protect what is precious to me with a calm and loving strength.',
    },
    th: {
      name: 'ผู้พิทักษ์',
      keywords: ['การปกป้อง', 'ขอบเขต', 'ความมั่นคง', 'การดูแล'],
      message:
        'ตลอดค่ำคืนอันยาวนานของขั้วโลก พ่อเพนกวินยืนนิ่งคร่อมไข่ หันหลังรับลมหนาว ไม่ยอมให้ความเย็นเข้าใกล้สิ่งที่มันรัก ไพ่ใบนี้ปรากฏขึ้นเมื่อมีบางสิ่งล้ำค่าที่ต้องการการปกป้องอย่างมั่นคงจากคุณ และเมื่อตัวคุณเองก็สมควรได้รับการปกป้องเช่นกัน โล่ไม่ใช่กำแพงที่ปิดกั้นโลกภายนอก แต่คือการเลือกว่าสิ่งใดจะเข้ามาใกล้คุณได้ คุณมีสิทธิ์ที่จะปฏิเสธ มีสิทธิ์วางขอบเขตที่หนักแน่นแต่อ่อนโยน และมีสิทธิ์ถนอมการพักผ่อน ความหวัง และจุดเริ่มต้นอันเปราะบางของคุณ อย่าลืมว่าคุณเองก็มีผู้คอยเฝ้าดูแลอยู่ สัมผัสพลังอันเงียบสงบของผู้ที่ยืนเคียงข้าง แล้วยืนหยัดอย่างสง่างาม',
      guidance: {
        love: 'ความรักงอกงามในที่ที่ทั้งสองฝ่ายรู้สึกปลอดภัย ปกป้องสิ่งเปราะบางระหว่างคุณด้วยความซื่อตรงและความอ่อนโยน และให้ขอบเขตของคุณชัดเจนโดยไม่เย็นชา',
        career: 'ถนอมเวลาและพลังของคุณไว้ให้งานที่มีความหมายที่สุด การปฏิเสธอย่างสงบและชัดเจนช่วยปกป้องสิ่งที่คุณตั้งใจจะทำอย่างแท้จริง',
        wellbeing:
          'ปกป้องเวลาพักผ่อนของคุณให้ดีเหมือนเพนกวินที่ปกป้องไข่ สังเกตว่าสิ่งใดทำให้คุณเหนื่อยล้า เลือกใจดีต่อร่างกาย และจำไว้ว่าการขอการดูแลจากคนที่คุณไว้ใจเป็นเรื่องที่ดี',
        abundance:
          'ถนอมสิ่งที่คุณให้คุณค่ามากที่สุด ทั้งเวลา ความใส่ใจ และความสงบในใจ ความขอบคุณในสิ่งที่มีอยู่แล้วช่วยให้คุณเห็นชัดว่าสิ่งใดควรค่าแก่การรักษา',
        growth:
          'การวางขอบเขตคือสัญญาณของการเติบโต ไม่ใช่ความอ่อนแอ เมื่อคุณเรียนรู้ที่จะปกป้องหัวใจตัวเอง คุณจะได้เห็นว่าตัวเองแข็งแกร่งขึ้นเพียงใด',
        spirit: 'คุณได้รับการโอบอุ้มและเฝ้าดูแลอยู่เสมอ แม้ในฤดูกาลที่มืดมิดที่สุด พักใจในการคุ้มครองนั้น และให้มันช่วยให้ก้าวเดินของคุณมั่นคง',
        family: 'บางช่วงคุณอาจต้องยืนรับลมแทนคนที่คุณรัก จงทำด้วยใจที่มั่นคง และเปิดโอกาสให้คนอื่นได้ผลัดกันยืนริมวงด้วย',
        general: 'มีสิ่งล้ำค่าอยู่ในความดูแลของคุณ ปกป้องมันอย่างสงบและด้วยความรัก โดยไม่ต้องหวาดกลัว',
      },
      affirmation: 'ฉันปกป้องสิ่งที่มีค่าสำหรับฉันด้วยพลังที่สงบและเปี่ยมด้วยความรัก',
    },
  },
  {
    key: 'cloud-drift',
    en: {
      name: 'Cloud Drift',
      keywords: ['ease', 'letting be', 'lightness', 'perspective'],
      message:
        'Lie back on the snow for a moment, as a resting penguin might, and watch the clouds cross the pale southern sky. They change shape without effort, pause, thin out, gather again, and never cling to the place they were. Cloud Drift asks you to loosen your grip on how things must look. Thoughts, moods and plans are passing weather too; you can watch them come and go without chasing or fighting them. There is wisdom in drifting for a while, in letting the wind choose part of the route. Above every cloud the sky stays open and wide, and so does the calm within you.',
      guidance: {
        love: 'Let love breathe without needing every question answered today. Moods between you will shift like clouds; meet them lightly and trust the open sky behind them.',
        career:
          'Hold your plans loosely for now. An unexpected turn may carry you somewhere better suited to you, if you stay curious instead of tense.',
        wellbeing:
          'Give yourself unhurried time to do very little. Watch your feelings pass without judging them, rest when your body asks, and remember it is wise to seek care from people you trust.',
        abundance:
          'Clarity often comes when you stop straining for it. Be grateful for the spaciousness of this moment, and let your values settle like a cloud coming to rest.',
        growth:
          'Not every season is for climbing. Drifting can be a form of growth too, a time when new shapes quietly form.',
        spirit:
          'You are the sky, not the clouds. Return to the wide, quiet awareness beneath your thoughts and rest there.',
        family:
          'Small storms at home need not become your whole sky. Let passing tensions drift by, and keep returning to what you love in one another.',
        general:
          'Ease your grip and let things take their natural shape. What is meant for you will drift your way in its own time.',
      },
      affirmation: 'I let my thoughts drift by and rest in the open sky of my calm.',
    },
    th: {
      name: 'เมฆลอยล่อง',
      keywords: ['ความผ่อนคลาย', 'การปล่อยให้เป็นไป', 'ความเบาสบาย', 'มุมมองใหม่'],
      message:
        'ลองเอนกายลงบนหิมะสักครู่ เหมือนเพนกวินที่กำลังพักผ่อน แล้วมองหมู่เมฆที่ลอยผ่านฟ้าซีดจางของดินแดนใต้ เมฆเปลี่ยนรูปร่างโดยไม่ต้องพยายาม บางครั้งหยุดนิ่ง บางครั้งบางเบาจนจางหาย แล้วรวมตัวกันใหม่ โดยไม่เคยยึดติดกับที่เดิม ไพ่ใบนี้ชวนให้คุณคลายมือจากความคาดหวังว่าทุกสิ่งต้องเป็นอย่างไร ความคิด อารมณ์ และแผนการก็เป็นเพียงสภาพอากาศที่ผ่านมาแล้วผ่านไป คุณเฝ้ามองมันได้โดยไม่ต้องไล่ตามหรือต่อสู้ การปล่อยตัวล่องลอยสักพักและให้สายลมเลือกเส้นทางบ้างก็เป็นปัญญาอย่างหนึ่ง เหนือเมฆทุกก้อน ท้องฟ้ายังคงเปิดกว้างเสมอ เช่นเดียวกับความสงบภายในตัวคุณ',
      guidance: {
        love: 'ปล่อยให้ความรักได้หายใจ โดยไม่ต้องได้คำตอบทุกข้อในวันนี้ อารมณ์ระหว่างคุณอาจเปลี่ยนไปเหมือนเมฆ รับมันอย่างเบาสบาย และเชื่อในท้องฟ้ากว้างที่อยู่เบื้องหลัง',
        career:
          'ถือแผนการไว้อย่างหลวม ๆ ในช่วงนี้ ทางเลี้ยวที่ไม่คาดคิดอาจพาคุณไปสู่ที่ที่เหมาะกับคุณยิ่งกว่า หากคุณยังคงเปิดใจอยากรู้แทนที่จะตึงเครียด',
        wellbeing:
          'ให้เวลาตัวเองได้อยู่เฉย ๆ อย่างไม่เร่งรีบ มองความรู้สึกที่ผ่านมาโดยไม่ตัดสิน พักเมื่อร่างกายเรียกร้อง และจำไว้ว่าการขอการดูแลจากคนที่คุณไว้ใจเป็นเรื่องที่ดี',
        abundance:
          'ความชัดเจนมักมาเยือนเมื่อคุณเลิกเค้นหามัน ขอบคุณความโปร่งโล่งของช่วงเวลานี้ แล้วปล่อยให้คุณค่าที่คุณยึดถือค่อย ๆ ตกตะกอนเหมือนเมฆที่ลอยมาพัก',
        growth: 'ไม่ใช่ทุกฤดูกาลที่มีไว้สำหรับการปีนป่าย การล่องลอยก็เป็นการเติบโตอย่างหนึ่ง เป็นช่วงที่รูปร่างใหม่กำลังก่อตัวอย่างเงียบ ๆ',
        spirit: 'คุณคือท้องฟ้า ไม่ใช่เมฆ กลับมาสู่การรู้ตัวอันกว้างใหญ่และเงียบสงบที่อยู่ใต้ความคิดทั้งหลาย แล้วพักอยู่ตรงนั้น',
        family:
          'พายุเล็ก ๆ ในบ้านไม่จำเป็นต้องบดบังท้องฟ้าทั้งหมดของคุณ ปล่อยให้ความตึงเครียดชั่วคราวลอยผ่านไป และหวนกลับมาหาสิ่งที่คุณรักในกันและกันเสมอ',
        general: 'คลายมือที่กำแน่นแล้วปล่อยให้สิ่งต่าง ๆ เป็นไปตามรูปทรงของมัน สิ่งที่เป็นของคุณจะลอยมาหาในเวลาที่เหมาะสม',
      },
      affirmation: 'ฉันปล่อยให้ความคิดลอยผ่านไป และพักใจอยู่ในท้องฟ้าแห่งความสงบของฉัน',
    },
  },
  {
    key: 'small-blessings',
    en: {
      name: 'Small Blessings',
      keywords: ['gratitude', 'noticing', 'simple joys', 'sufficiency'],
      message:
        'A penguin is not nourished by feasts. It lives on krill, countless tiny creatures that glitter in the cold water like scattered stars. Small Blessings reminds you that your own life is fed in just this way, by little kindnesses that are easy to overlook: a warm cup, a message from a friend, a patch of sunlight, a moment when something simply went right. None of them seems like much alone, yet together they sustain you through the whole season. Today, let yourself notice the sparkles. Gather them gently, give thanks, and you may find you already hold far more than you thought.',
      guidance: {
        love: 'Love lives in small gestures: a look, a shared laugh, a remembered detail. Notice and return these tiny sparkles, and the bond between you will be well fed.',
        career:
          'Celebrate the small steps and modest wins rather than waiting for a single big moment. Acknowledging the quiet contributions of others brightens the whole team.',
        wellbeing:
          'Tiny acts of care add up: a glass of water, a pause to stretch, a few minutes outside. Notice what gently restores you, and let people you trust care for you too.',
        abundance:
          'Abundance often arrives in small, steady amounts. Keep a quiet practice of gratitude, and let clarity about what truly matters show you how much is already here.',
        growth:
          'Growth is built from many small moments of effort and courage. Honour each one; none of them is too little to count.',
        spirit:
          'The sacred hides in the ordinary. Look for the shimmer in everyday things, and let each one be a small prayer of thanks.',
        family:
          'Family warmth is kept alive by simple rituals and little kindnesses. Offer one today, and receive the ones offered to you with a full heart.',
        general:
          'Look closely at what is already good in your day. Small blessings, gathered together, are a great deal.',
      },
      affirmation: 'I notice and welcome the small blessings that fill my days.',
    },
    th: {
      name: 'พรน้อยนิด',
      keywords: ['ความขอบคุณ', 'การสังเกต', 'ความสุขเรียบง่าย', 'ความพอเพียง'],
      message:
        'เพนกวินไม่ได้อิ่มท้องจากงานเลี้ยงใหญ่โต แต่มีชีวิตอยู่ได้ด้วยเคย สัตว์ตัวจิ๋วนับไม่ถ้วนที่ส่องประกายในน้ำเย็นเหมือนดวงดาวที่กระจัดกระจาย ไพ่ใบนี้เตือนให้คุณรู้ว่าชีวิตของคุณก็ได้รับการหล่อเลี้ยงแบบเดียวกัน ด้วยความดีงามเล็ก ๆ ที่มองข้ามได้ง่าย เครื่องดื่มอุ่น ๆ สักแก้ว ข้อความจากเพื่อน แสงแดดที่ส่องลงมาตรงมุมหนึ่ง หรือช่วงเวลาที่อะไรบางอย่างเป็นไปด้วยดี แต่ละสิ่งอาจดูไม่มากนัก แต่รวมกันแล้วกลับประคับประคองคุณไปได้ตลอดทั้งฤดูกาล วันนี้ ลองเปิดตามองประกายเล็ก ๆ เหล่านั้น เก็บมันไว้อย่างอ่อนโยนและกล่าวขอบคุณ แล้วคุณอาจพบว่าตัวเองมีมากกว่าที่เคยคิดไว้',
      guidance: {
        love: 'ความรักอยู่ในท่าทีเล็ก ๆ ทั้งแววตา เสียงหัวเราะที่มีร่วมกัน หรือรายละเอียดที่อีกฝ่ายจำได้ สังเกตและส่งประกายเล็ก ๆ เหล่านี้กลับไป แล้วสายสัมพันธ์ของคุณจะได้รับการหล่อเลี้ยงอย่างดี',
        career:
          'ฉลองก้าวเล็ก ๆ และความสำเร็จเล็ก ๆ แทนที่จะรอคอยเพียงช่วงเวลายิ่งใหญ่ครั้งเดียว การเห็นคุณค่าในสิ่งที่ผู้อื่นทำอย่างเงียบ ๆ ช่วยให้ทั้งทีมสดใสขึ้น',
        wellbeing:
          'การดูแลตัวเองเล็ก ๆ น้อย ๆ รวมกันแล้วมีความหมาย ดื่มน้ำสักแก้ว หยุดยืดเส้นยืดสาย หรือออกไปรับอากาศสักครู่ สังเกตว่าสิ่งใดช่วยฟื้นฟูคุณอย่างอ่อนโยน และเปิดโอกาสให้คนที่คุณไว้ใจได้ดูแลคุณด้วย',
        abundance:
          'ความอุดมสมบูรณ์มักมาทีละน้อยอย่างสม่ำเสมอ ฝึกขอบคุณอย่างเงียบ ๆ เป็นประจำ และให้ความชัดเจนในสิ่งที่สำคัญจริง ๆ ช่วยให้คุณเห็นว่ามีสิ่งดีอยู่ตรงนี้มากเพียงใด',
        growth: 'การเติบโตก่อตัวขึ้นจากความพยายามและความกล้าเล็ก ๆ หลายครั้ง ให้เกียรติทุกก้าว ไม่มีก้าวใดเล็กเกินกว่าจะมีความหมาย',
        spirit: 'สิ่งศักดิ์สิทธิ์ซ่อนอยู่ในความธรรมดา มองหาประกายในสิ่งรอบตัวทุกวัน และให้แต่ละสิ่งเป็นคำขอบคุณเล็ก ๆ จากใจ',
        family: 'ความอบอุ่นในครอบครัวดำรงอยู่ได้ด้วยกิจวัตรเรียบง่ายและน้ำใจเล็ก ๆ มอบสักอย่างในวันนี้ และรับน้ำใจที่คนอื่นมอบให้ด้วยหัวใจที่อิ่มเอม',
        general: 'มองให้ใกล้ขึ้นถึงสิ่งดีที่มีอยู่แล้วในวันของคุณ พรเล็ก ๆ เมื่อรวมกันแล้วช่างมากมายนัก',
      },
      affirmation: 'ฉันมองเห็นและยินดีรับพรเล็ก ๆ ที่เติมเต็มทุกวันของฉัน',
    },
  },
  {
    key: 'underwater-flight',
    en: {
      name: 'Underwater Flight',
      keywords: ['natural gifts', 'freedom', 'grace', 'your element'],
      message:
        'On land a penguin waddles and sometimes stumbles, and an onlooker might think it was never meant to fly. Then it slips into the sea and everything changes: its wings turn swift, bubbles stream behind, and it soars through the blue with astonishing grace. Underwater Flight reminds you that you, too, have an element where your gifts come fully alive. If you have felt clumsy or out of place lately, it may simply be that you are standing on the wrong ground. Seek the waters that suit you, the people, work and rhythms where you move with ease. There, what looked like a limit becomes your wings.',
      guidance: {
        love: 'The right connection lets you be fully yourself, not a careful, clumsy version of you. Notice where you feel free and light, and let love meet you there.',
        career:
          'Your strengths may shine best in a different setting or role than the one you have been trying to fit. Pay attention to tasks that make time fly, and lean toward them.',
        wellbeing:
          'Find the movement and places that make your body feel light, whether water, open air or quiet stretching. Listen to how you feel, rest when you need to, and lean on people you trust for care.',
        abundance:
          'Richness grows when you live close to your true gifts. Be grateful for what comes naturally to you, and let your values guide where you offer it.',
        growth:
          'What you judge as a weakness may be a strength waiting for the right element. Stop measuring yourself against land-walkers, and learn to swim in your own way.',
        spirit:
          'Spirit moves most freely when you stop resisting your own nature. Dive in, trust the water, and feel yourself carried.',
        family:
          'Each member of your family has a different element. Honour the ways each one shines, including the ways that differ from your own.',
        general: 'Go where you move with ease. In the right waters, you were always made to fly.',
      },
      affirmation: 'I seek my true element and let my gifts carry me with grace.',
    },
    th: {
      name: 'โบยบินใต้ผืนน้ำ',
      keywords: ['พรสวรรค์', 'อิสรภาพ', 'ความสง่างาม', 'ที่ทางของตัวเอง'],
      message:
        'บนบก เพนกวินเดินเตาะแตะและบางครั้งก็สะดุดล้ม ใครเห็นอาจคิดว่ามันไม่ได้เกิดมาเพื่อบิน แต่เมื่อมันไถลตัวลงสู่ทะเล ทุกอย่างก็เปลี่ยนไป ปีกกลายเป็นพลังว่องไว ฟองอากาศพรายพรั่งตามหลัง มันทะยานผ่านความเวิ้งว้างสีครามได้อย่างสง่างามน่าทึ่ง ไพ่ใบนี้เตือนให้รู้ว่าคุณเองก็มีที่ทางที่พรสวรรค์ของคุณจะเปล่งประกายได้เต็มที่ หากช่วงนี้คุณรู้สึกเก้งก้างหรือไม่เข้าพวก อาจเป็นเพียงเพราะคุณยืนอยู่ผิดที่เท่านั้น มองหาผืนน้ำที่เหมาะกับคุณ ทั้งผู้คน งาน และจังหวะชีวิตที่ทำให้คุณเคลื่อนไหวได้อย่างคล่องแคล่ว ณ ที่แห่งนั้น สิ่งที่เคยดูเหมือนข้อจำกัดจะกลายเป็นปีกของคุณ',
      guidance: {
        love: 'ความสัมพันธ์ที่ใช่ทำให้คุณได้เป็นตัวเองอย่างเต็มที่ ไม่ใช่ตัวคุณในแบบที่ต้องระวังตัวจนเก้งก้าง สังเกตว่าที่ใดที่คุณรู้สึกเป็นอิสระและเบาสบาย แล้วปล่อยให้ความรักมาพบคุณที่นั่น',
        career:
          'จุดแข็งของคุณอาจเปล่งประกายได้ดีที่สุดในสภาพแวดล้อมหรือบทบาทที่ต่างจากเดิมที่คุณพยายามปรับตัวให้เข้ากัน สังเกตงานที่ทำแล้วเวลาผ่านไปอย่างรวดเร็ว และค่อย ๆ โน้มเข้าหามัน',
        wellbeing:
          'ค้นหาการเคลื่อนไหวและสถานที่ที่ทำให้ร่างกายรู้สึกเบา ไม่ว่าจะเป็นสายน้ำ อากาศโล่ง หรือการยืดตัวเงียบ ๆ ฟังความรู้สึกของตัวเอง พักเมื่อจำเป็น และพึ่งพาการดูแลจากคนที่คุณไว้ใจ',
        abundance:
          'ความมั่งคั่งในชีวิตเติบโตเมื่อคุณใช้ชีวิตใกล้ชิดกับพรสวรรค์ที่แท้จริง ขอบคุณสิ่งที่คุณทำได้อย่างเป็นธรรมชาติ และให้คุณค่าที่คุณยึดถือนำทางว่าจะมอบมันให้ที่ใด',
        growth:
          'สิ่งที่คุณตัดสินว่าเป็นจุดอ่อน อาจเป็นจุดแข็งที่รอคอยที่ทางที่เหมาะสม เลิกวัดตัวเองกับผู้ที่เกิดมาเพื่อเดินบนบก แล้วเรียนรู้ที่จะว่ายในแบบของคุณเอง',
        spirit: 'จิตวิญญาณเคลื่อนไหวได้อย่างอิสระที่สุดเมื่อคุณเลิกต่อต้านธรรมชาติของตัวเอง ดำดิ่งลงไป ไว้วางใจสายน้ำ แล้วสัมผัสว่าคุณกำลังถูกโอบอุ้ม',
        family: 'สมาชิกแต่ละคนในครอบครัวมีที่ทางของตัวเองที่แตกต่างกัน ให้เกียรติวิธีที่แต่ละคนเปล่งประกาย รวมถึงวิธีที่ต่างไปจากคุณด้วย',
        general: 'ไปในที่ที่คุณเคลื่อนไหวได้อย่างลื่นไหล ในผืนน้ำที่ใช่ คุณถูกสร้างมาเพื่อโบยบินเสมอ',
      },
      affirmation: 'ฉันค้นหาที่ทางที่แท้จริงของฉัน และปล่อยให้พรสวรรค์พาฉันไปอย่างสง่างาม',
    },
  },
  {
    key: 'snowflake',
    en: {
      name: 'The Snowflake',
      keywords: ['uniqueness', 'self-acceptance', 'delicacy', 'belonging'],
      message:
        'Catch one on the tip of a flipper and look closely before it melts: six delicate arms, perfectly balanced, unlike any other that has ever fallen. The Snowflake celebrates the beauty of being exactly who you are. Your shape was formed by your own journey through the air, each turn of wind and cold leaving its pattern on you. There is no need to match the flakes around you. Notice, too, how gently snow gathers: alone, each flake is fragile, yet together they blanket the whole land in light. Your uniqueness and your belonging are not opposites. Both are part of your quiet, intricate beauty.',
      guidance: {
        love: 'You are loved best as you truly are, not as a copy of someone else. Share the particular shape of your heart, and delight in the uniqueness of the one you love.',
        career:
          'Your distinct way of seeing is a gift to your work. Rather than blending in, offer the perspective only you can bring, in your own calm voice.',
        wellbeing:
          'Your body and feelings have their own patterns and needs. Treat them with delicacy and respect, rest when you need to, and know it is wise to seek care from people you trust.',
        abundance:
          'True richness comes from living by your own values rather than comparing yourself with others. Be grateful for what makes your life yours, and let that clarity guide your choices.',
        growth:
          'Every experience, gentle or harsh, has added an arm to your pattern. Look at how you have been shaped with kindness, and see the beauty that has formed.',
        spirit:
          'You are a single, irreplaceable expression of something vast. Rest in the wonder of simply being here.',
        family:
          'Every member of the family is shaped differently, and that is what makes the whole so beautiful. Celebrate each one’s pattern, including your own.',
        general: 'Be yourself without apology. Your particular shape has its place in the wider landscape.',
      },
      affirmation: 'I honour the unique pattern of who I am.',
    },
    th: {
      name: 'เกล็ดหิมะหนึ่งเดียว',
      keywords: ['ความเป็นหนึ่งเดียว', 'การยอมรับตัวเอง', 'ความละเอียดอ่อน', 'การมีที่ยืน'],
      message:
        'ลองรับเกล็ดหิมะไว้ที่ปลายครีบสักเกล็ด แล้วพินิจดูก่อนที่มันจะละลาย หกแฉกที่บอบบางสมดุลอย่างงดงาม และไม่เหมือนเกล็ดใดที่เคยร่วงหล่นมาก่อน ไพ่ใบนี้เฉลิมฉลองความงามของการเป็นตัวคุณเองอย่างแท้จริง รูปทรงของคุณก่อตัวขึ้นจากการเดินทางผ่านสายลมของคุณเอง ทุกความหนาวและทุกการพลิกผันของลมได้ทิ้งลวดลายไว้บนตัวคุณ คุณไม่จำเป็นต้องเหมือนเกล็ดหิมะรอบข้าง และลองสังเกตว่าหิมะรวมตัวกันอย่างอ่อนโยนเพียงใด เกล็ดเดียวอาจเปราะบาง แต่เมื่ออยู่ด้วยกันก็ห่มคลุมผืนแผ่นดินทั้งหมดให้สว่างไสว ความเป็นหนึ่งเดียวของคุณกับการมีที่ยืนท่ามกลางผู้อื่นไม่ได้ขัดแย้งกัน ทั้งสองล้วนเป็นส่วนหนึ่งของความงามอันละเอียดอ่อนในตัวคุณ',
      guidance: {
        love: 'คุณได้รับความรักอย่างแท้จริงที่สุดในแบบที่คุณเป็น ไม่ใช่ในแบบที่ลอกเลียนผู้อื่น แบ่งปันรูปทรงเฉพาะของหัวใจคุณ และชื่นชมความพิเศษของคนที่คุณรัก',
        career:
          'มุมมองเฉพาะตัวของคุณคือของขวัญสำหรับงานที่ทำ แทนที่จะพยายามกลมกลืนจนหายไป ลองมอบมุมมองที่มีเพียงคุณเท่านั้นที่ให้ได้ ด้วยน้ำเสียงที่สงบของคุณเอง',
        wellbeing:
          'ร่างกายและความรู้สึกของคุณมีรูปแบบและความต้องการเฉพาะตัว ดูแลมันอย่างละเอียดอ่อนและให้เกียรติ พักเมื่อจำเป็น และรู้ไว้ว่าการขอการดูแลจากคนที่คุณไว้ใจเป็นเรื่องที่ดี',
        abundance:
          'ความมั่งคั่งที่แท้จริงมาจากการใช้ชีวิตตามคุณค่าของตัวเอง ไม่ใช่การเปรียบเทียบกับผู้อื่น ขอบคุณสิ่งที่ทำให้ชีวิตของคุณเป็นของคุณ และให้ความชัดเจนนั้นนำทางการตัดสินใจ',
        growth:
          'ทุกประสบการณ์ ทั้งที่อ่อนโยนและที่ยากลำบาก ล้วนเติมแฉกใหม่ให้ลวดลายของคุณ มองดูว่าคุณถูกหล่อหลอมมาอย่างไรด้วยความเมตตา แล้วคุณจะเห็นความงามที่ก่อตัวขึ้น',
        spirit: 'คุณคือการแสดงออกหนึ่งเดียวที่ไม่มีสิ่งใดแทนที่ได้ของบางสิ่งที่ยิ่งใหญ่ไพศาล พักใจอยู่กับความมหัศจรรย์ของการได้มีชีวิตอยู่ตรงนี้',
        family:
          'สมาชิกแต่ละคนในครอบครัวถูกหล่อหลอมมาต่างกัน และนั่นคือสิ่งที่ทำให้ภาพรวมงดงาม เฉลิมฉลองลวดลายของแต่ละคน รวมถึงของคุณเองด้วย',
        general: 'เป็นตัวของตัวเองโดยไม่ต้องขอโทษใคร รูปทรงเฉพาะของคุณมีที่ทางของมันในภูมิทัศน์อันกว้างใหญ่',
      },
      affirmation: 'ฉันให้เกียรติลวดลายอันเป็นเอกลักษณ์ของตัวฉันเอง',
    },
  },
  {
    key: 'homecoming',
    en: {
      name: 'Homecoming',
      keywords: ['belonging', 'return', 'shelter', 'welcome'],
      message:
        'After weeks at sea, a penguin comes ashore, shakes the salt from its feathers, and walks straight toward one familiar voice among thousands. Homecoming is the card of arriving where you belong. It may point to a real place, to a person whose company feels like shelter, or to a return to yourself after a time of feeling scattered. The light in the burrow has been kept warm for you. You do not need to earn your welcome or explain where you have been. Step inside, set down what you have carried, and let yourself be received. Rest here a while; you are home.',
      guidance: {
        love: 'Love that feels like home is gentle, familiar and safe. Turn toward the people with whom you can simply be yourself, and let them welcome you back.',
        career:
          'You may be returning to work or a calling that truly fits you, or rediscovering why you began. Let that sense of belonging steady your next steps.',
        wellbeing:
          'Come home to your body with warmth and patience. Make your space restful, notice what you feel without judgement, and let people you trust surround you with care.',
        abundance:
          'Home is a richness that cannot be measured. Give thanks for the shelter and people you have, and let your values show you what makes a place truly yours.',
        growth:
          'Growth sometimes means returning to the roots you left behind, seeing them with new eyes. Bring home the wisdom you gathered on your travels.',
        spirit:
          'There is a place within you that has always been home. Return to it through stillness, and find the light left on for you.',
        family:
          'A reunion, a reconnection or simply a warmer welcome at home is in the air. Open the door, and let old ties be rekindled gently.',
        general: 'You are coming back to where you belong. Let yourself arrive, settle in and be welcomed.',
      },
      affirmation: 'I am welcome, I belong, and I am home.',
    },
    th: {
      name: 'กลับคืนสู่รังอุ่น',
      keywords: ['ความเป็นส่วนหนึ่ง', 'การกลับคืน', 'ที่พักพิง', 'การต้อนรับ'],
      message:
        'หลังจากออกทะเลไปหลายสัปดาห์ เพนกวินตัวหนึ่งขึ้นฝั่ง สะบัดเกลือออกจากขน แล้วเดินตรงไปหาเสียงที่คุ้นเคยเพียงเสียงเดียวท่ามกลางฝูงนับพัน ไพ่ใบนี้คือไพ่แห่งการได้มาถึงที่ที่คุณเป็นส่วนหนึ่ง อาจหมายถึงสถานที่จริง ใครสักคนที่การได้อยู่ใกล้เขาเหมือนได้หลบลมหนาว หรือการได้กลับมาหาตัวเองหลังช่วงเวลาที่ใจกระจัดกระจาย แสงไฟในรังถูกจุดรอคุณไว้อย่างอบอุ่น คุณไม่ต้องพิสูจน์ว่าสมควรได้รับการต้อนรับ และไม่ต้องอธิบายว่าไปไหนมา ก้าวเข้ามาข้างใน วางสิ่งที่แบกมาลง แล้วปล่อยให้ตัวเองได้รับการโอบรับ พักตรงนี้สักครู่เถิด คุณกลับถึงบ้านแล้ว',
      guidance: {
        love: 'ความรักที่ให้ความรู้สึกเหมือนบ้านนั้นอ่อนโยน คุ้นเคย และปลอดภัย หันไปหาคนที่คุณเป็นตัวของตัวเองได้อย่างสบายใจ แล้วปล่อยให้พวกเขาต้อนรับคุณกลับมา',
        career:
          'คุณอาจกำลังกลับสู่งานหรือเส้นทางที่เหมาะกับคุณจริง ๆ หรือกำลังค้นพบอีกครั้งว่าทำไมจึงเริ่มต้น ให้ความรู้สึกว่าได้อยู่ในที่ของตัวเองช่วยให้ก้าวต่อไปมั่นคง',
        wellbeing:
          'กลับมาอยู่กับร่างกายของคุณด้วยความอบอุ่นและความอดทน จัดพื้นที่ให้น่าพักผ่อน สังเกตความรู้สึกโดยไม่ตัดสิน และให้คนที่คุณไว้ใจได้โอบล้อมคุณด้วยการดูแล',
        abundance: 'บ้านคือความมั่งคั่งที่วัดค่าไม่ได้ ขอบคุณที่พักพิงและผู้คนที่คุณมี และให้คุณค่าที่คุณยึดถือบอกว่าอะไรทำให้ที่แห่งหนึ่งเป็นของคุณอย่างแท้จริง',
        growth:
          'บางครั้งการเติบโตหมายถึงการกลับไปหารากเหง้าที่เคยจากมา แล้วมองมันด้วยสายตาใหม่ นำปัญญาที่เก็บเกี่ยวจากการเดินทางกลับบ้านมาด้วย',
        spirit: 'มีที่แห่งหนึ่งภายในตัวคุณที่เป็นบ้านมาเสมอ กลับไปที่นั่นผ่านความสงบนิ่ง แล้วคุณจะพบแสงไฟที่เปิดรอคุณอยู่',
        family:
          'การได้พบกันอีกครั้ง การกลับมาเชื่อมสัมพันธ์ หรือเพียงการต้อนรับที่อบอุ่นขึ้นในบ้านกำลังใกล้เข้ามา เปิดประตูไว้ แล้วปล่อยให้สายใยเก่าได้ถักทอขึ้นใหม่อย่างอ่อนโยน',
        general: 'คุณกำลังกลับมาสู่ที่ที่คุณเป็นส่วนหนึ่ง ปล่อยให้ตัวเองได้มาถึง ได้พักใจ และได้รับการต้อนรับ',
      },
      affirmation: 'ฉันได้รับการต้อนรับ ฉันมีที่ทางของฉัน และฉันกลับถึงบ้านแล้ว',
    },
  },
];

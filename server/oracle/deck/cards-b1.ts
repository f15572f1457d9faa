import type { DeckCard } from './types.ts';

export const CARDS_B1: DeckCard[] = [
  {
    key: 'elder',
    en: {
      name: 'The Elder',
      keywords: ['wisdom', 'experience', 'patience', 'respect', 'guidance'],
      message:
        'An old penguin leans on a walking stick at the edge of the colony, having watched many winters arrive and many springs return. This card invites you to honour the kind of wisdom that only time can give: the wisdom of those who walked before you, and the quiet knowing you have gathered yourself. You do not have to rush toward every answer. Listen to the ones who have crossed the ice for longer, and listen to your own seasoned heart. Slowness here is not weakness; it is steadiness. What you have lived through has made you wiser than you realise, and that wisdom is ready to guide you now.',
      guidance: {
        love: 'Love that lasts is built slowly, one patient season at a time. Ask what an older, wiser you would treasure in this bond, and let that shape how you speak and listen today.',
        career:
          'Someone with more experience may hold a thread you need, and it is fine to ask for their view. Your own track record counts too, so trust the lessons your past work has already taught you.',
        wellbeing:
          'Move at the pace your body asks for, the way an elder walks with a steady stick. Rest without apology, notice what you are feeling, and remember it is wise to lean on people you trust for care.',
        abundance:
          'Lasting richness often looks like patience, gratitude and knowing what truly matters. Let your values, rather than hurry, decide what you hold close.',
        growth:
          'Growth does not always mean learning something new; sometimes it means honouring what you already know. Look back at how far you have come and name one lesson you want to carry forward.',
        spirit:
          'Sit quietly with the wisdom of those who came before you, whether teachers, ancestors or traditions you love. Their voices can become a walking stick for your own inner path.',
        family:
          'The elders in your family, or those who feel like elders, carry stories worth hearing. A gentle conversation across generations may bring warmth and understanding to both sides.',
        general:
          'Slow down and consult experience, both yours and others’. The answer you seek is more likely to come from seasoned calm than from haste.',
      },
      affirmation: 'I trust the wisdom my years have given me.',
    },
    th: {
      name: 'ปราชญ์ผู้เฒ่า',
      keywords: ['ปัญญา', 'ประสบการณ์', 'ความอดทน', 'ความเคารพ', 'การชี้แนะ'],
      message:
        'ลองนึกถึงเพนกวินชราตัวหนึ่งที่ค่อย ๆ ก้าวเดินพร้อมไม้เท้า ขนของเขาผ่านลมหนาวมาหลายฤดู แต่แววตายังอบอุ่นและสงบนิ่ง ไพ่ใบนี้มาเพื่อบอกคุณว่า ปัญญาบางอย่างเติบโตได้ด้วยกาลเวลาเท่านั้น ทั้งบทเรียนจากผู้ที่เดินนำหน้าคุณมาก่อน และความเข้าใจที่คุณค่อย ๆ เก็บสะสมจากชีวิตของตัวเอง ไม่ต้องรีบร้อนหาคำตอบให้ครบทุกข้อในวันเดียว ลองเอ่ยถามผู้ที่มีประสบการณ์มากกว่า แล้วหันกลับมาฟังเสียงในใจที่ผ่านอะไรมามากมาย การก้าวช้า ๆ ไม่ใช่ความอ่อนแอ หากเป็นความมั่นคงที่หนักแน่น สิ่งที่คุณเคยผ่านมาทำให้คุณรู้มากกว่าที่คิด และวันนี้ความรู้นั้นพร้อมจะเป็นไม้เท้าคอยพยุงคุณแล้ว',
      guidance: {
        love: 'ความรักที่ยั่งยืนค่อย ๆ ก่อตัวขึ้นทีละฤดู ลองถามตัวเองว่าคุณในวันที่เติบโตกว่านี้จะทะนุถนอมสิ่งใดในความสัมพันธ์นี้ แล้วให้คำตอบนั้นนำทางวิธีที่คุณพูดและรับฟังในวันนี้',
        career:
          'ผู้ที่มีประสบการณ์มากกว่าอาจถือกุญแจบางดอกที่คุณกำลังตามหา การขอความเห็นจากพวกเขาไม่ใช่เรื่องน่าอาย และอย่าลืมเชื่อมั่นในบทเรียนจากงานที่คุณเคยทำมาด้วย',
        wellbeing:
          'เคลื่อนไหวในจังหวะที่ร่างกายต้องการ เหมือนผู้เฒ่าที่ก้าวอย่างมั่นคงพร้อมไม้เท้า พักผ่อนโดยไม่ต้องรู้สึกผิด สังเกตความรู้สึกของตัวเอง และเป็นเรื่องดีที่จะขอการดูแลจากคนที่คุณไว้ใจ',
        abundance:
          'ความอุดมที่ยืนยาวมักมาในรูปของความอดทน ความรู้คุณ และการรู้ว่าอะไรสำคัญจริง ๆ ปล่อยให้คุณค่าที่คุณยึดถือ ไม่ใช่ความเร่งรีบ เป็นผู้เลือกสิ่งที่คุณจะเก็บไว้ใกล้ตัว',
        growth:
          'การเติบโตไม่ได้หมายถึงการเรียนรู้สิ่งใหม่เสมอไป บางครั้งคือการให้เกียรติสิ่งที่คุณรู้อยู่แล้ว ลองมองย้อนดูเส้นทางที่ผ่านมา แล้วเลือกบทเรียนหนึ่งข้อที่อยากพกติดตัวต่อไป',
        spirit:
          'ลองนั่งเงียบ ๆ กับปัญญาของผู้ที่เดินมาก่อน ไม่ว่าจะเป็นครู บรรพบุรุษ หรือคำสอนที่คุณรัก เสียงของพวกเขาอาจกลายเป็นไม้เท้าที่ช่วยพยุงเส้นทางภายในของคุณ',
        family:
          'ผู้ใหญ่ในครอบครัว หรือผู้ที่คุณนับถือเสมือนผู้ใหญ่ มีเรื่องเล่าที่ควรค่าแก่การฟัง บทสนทนาอ่อนโยนระหว่างคนต่างรุ่นอาจนำความอบอุ่นและความเข้าใจมาสู่ทั้งสองฝ่าย',
        general:
          'ช้าลงสักนิด แล้วปรึกษาประสบการณ์ทั้งของตัวเองและของผู้อื่น คำตอบที่คุณตามหามักมาจากความสงบที่ผ่านการบ่มเพาะ มากกว่าความรีบร้อน',
      },
      affirmation: 'ฉันเชื่อมั่นในปัญญาที่กาลเวลามอบให้ฉัน',
    },
  },
  {
    key: 'chick',
    en: {
      name: 'The Chick',
      keywords: ['wonder', 'new beginnings', 'innocence', 'trust', 'play'],
      message:
        'Wrapped in soft grey down, a chick peeks out from between its parent’s feet at a world it has never seen before. Everything is new, and everything is interesting. This card reminds you that it is perfectly fine to be a beginner. You are allowed not to know yet, to ask simple questions, and to be cared for while you find your footing. Let curiosity lead you instead of the fear of getting it wrong. The fluff will become sleek feathers in its own good time; for now, enjoy the wonder of first steps. There is a fresh, tender part of you that deserves warmth, patience and delight.',
      guidance: {
        love: 'Approach love with fresh eyes, as if meeting it for the first time. Playfulness and honest curiosity about the other person can soften what has grown too serious.',
        career:
          'Being new at something is a strength, because beginners notice what others overlook. Ask your questions openly and let yourself learn without needing to be perfect at once.',
        wellbeing:
          'Treat yourself the way you would tend a small, fluffy chick: with warmth, rest and gentle attention. Notice what you feel without judging it, and let people you trust help care for you.',
        abundance:
          'A chick has little, yet it is fed and sheltered by the colony’s care. Notice with gratitude what is already being given to you, and let a simple sense of enough grow clearer.',
        growth:
          'You do not have to be fully grown to be worthy. Celebrate small firsts, a new skill or a new habit, and let each one count.',
        spirit:
          'Let wonder be your prayer today. Look at the sky, the water or a single snowflake as though you have never seen one, and feel how alive the world is.',
        family:
          'Someone young, or the young part of someone you love, may need your patience and protection right now. Your own inner child also deserves a little play and tenderness.',
        general:
          'Begin where you are, with an open heart and no need to know everything. Curiosity will take you further than worry.',
      },
      affirmation: 'I welcome new beginnings with curiosity and trust.',
    },
    th: {
      name: 'ลูกนกขนอุย',
      keywords: ['ความใสซื่อ', 'การเริ่มต้นใหม่', 'ความอัศจรรย์ใจ', 'ความไว้วางใจ', 'ความสนุก'],
      message:
        'ลูกเพนกวินตัวกลมห่มขนอุยสีเทา ค่อย ๆ โผล่หน้าออกมาจากระหว่างเท้าพ่อแม่ มองโลกกว้างที่ไม่เคยเห็นมาก่อน ทุกสิ่งช่างใหม่และน่าตื่นเต้นไปหมด ไพ่ใบนี้กระซิบบอกคุณว่า การเป็นมือใหม่ไม่ใช่เรื่องผิดเลย คุณยังไม่ต้องรู้ทุกอย่างก็ได้ ถามคำถามง่าย ๆ ได้ และยอมให้ใครสักคนดูแลได้ในระหว่างที่ยังหัดยืน ให้ความอยากรู้อยากเห็นเป็นผู้นำทาง แทนความกลัวว่าจะทำพลาด ขนอุยจะกลายเป็นขนเรียบสวยเมื่อถึงเวลาของมันเอง ตอนนี้จงเพลิดเพลินกับความอัศจรรย์ของก้าวแรก ในตัวคุณมีส่วนที่สดใหม่และอ่อนโยน ซึ่งควรได้รับความอบอุ่น ความอดทน และรอยยิ้ม',
      guidance: {
        love: 'ลองมองความรักด้วยสายตาที่สดใหม่ ราวกับเพิ่งได้พบกันเป็นครั้งแรก ความขี้เล่นและความอยากรู้จักอีกฝ่ายอย่างจริงใจ ช่วยให้สิ่งที่ตึงเครียดเกินไปกลับมาอ่อนโยนได้',
        career:
          'การเป็นมือใหม่คือจุดแข็ง เพราะผู้เริ่มต้นมักสังเกตเห็นสิ่งที่คนอื่นมองข้าม ถามสิ่งที่สงสัยอย่างเปิดเผย และอนุญาตให้ตัวเองเรียนรู้โดยไม่ต้องสมบูรณ์แบบในทันที',
        wellbeing:
          'ดูแลตัวเองเหมือนดูแลลูกนกตัวน้อย ด้วยความอบอุ่น การพักผ่อน และความใส่ใจอย่างอ่อนโยน สังเกตความรู้สึกโดยไม่ตัดสิน และเปิดโอกาสให้คนที่คุณไว้ใจช่วยดูแลคุณ',
        abundance:
          'ลูกนกมีเพียงน้อยนิด แต่ก็อิ่มและอบอุ่นได้ด้วยความเอาใจใส่ของฝูง ลองสังเกตด้วยใจขอบคุณว่าอะไรบ้างที่ได้รับอยู่แล้ว แล้วปล่อยให้ความรู้สึกว่า “เท่านี้ก็พอ” ชัดเจนขึ้น',
        growth:
          'คุณไม่จำเป็นต้องเติบโตเต็มที่จึงจะมีคุณค่า ลองฉลองความสำเร็จครั้งแรกเล็ก ๆ ไม่ว่าจะเป็นทักษะใหม่หรือนิสัยใหม่ และให้ทุกก้าวมีความหมาย',
        spirit:
          'ให้ความอัศจรรย์ใจเป็นบทสวดของคุณในวันนี้ มองท้องฟ้า ผืนน้ำ หรือเกล็ดหิมะสักเกล็ดราวกับไม่เคยเห็นมาก่อน แล้วสัมผัสว่าโลกนี้มีชีวิตชีวาเพียงใด',
        family:
          'ใครสักคนที่ยังเยาว์ หรือด้านที่ยังเยาว์ของคนที่คุณรัก อาจต้องการความอดทนและการปกป้องจากคุณในตอนนี้ เด็กน้อยในใจของคุณเองก็ควรได้เล่นและได้รับความอ่อนโยนบ้างเช่นกัน',
        general: 'เริ่มจากตรงที่คุณยืนอยู่ ด้วยหัวใจที่เปิดกว้าง โดยไม่ต้องรู้ทุกอย่าง ความอยากรู้จะพาคุณไปได้ไกลกว่าความกังวล',
      },
      affirmation: 'ฉันต้อนรับการเริ่มต้นใหม่ด้วยความอยากรู้และความไว้วางใจ',
    },
  },
  {
    key: 'crossing',
    en: {
      name: 'The Crossing',
      keywords: ['transition', 'steadiness', 'one step at a time', 'courage'],
      message:
        'Stepping stones stretch across a channel of cold water, and the far shore is near enough to see. The Crossing speaks of a passage you are in the middle of, or about to begin. You do not have to leap the whole distance at once. Look only for the next stone, settle your feet, then look for the one after that. Pause on any stone that feels solid and catch your breath. Penguins are made for water, so even a splash is something you can shake off and recover from. Step by careful step, this passage is carrying you toward new ground, and you are more capable of it than you think.',
      guidance: {
        love: 'A relationship may be moving from one stage to another, and that can feel wobbly for a while. Take the next honest step together rather than trying to settle everything at once.',
        career:
          'You may be between roles, projects or ways of working. Focus on the next clear, manageable step, and let the larger path reveal itself as you go.',
        wellbeing:
          'Times of change ask a lot of body and heart, so give yourself extra rest on each stone along the way. Notice how you are feeling, and let people you trust walk beside you and offer care.',
        abundance:
          'In a season of transition, gratitude for each firm footing keeps you steady. Let clarity about what you value guide each step, and give patience room to work.',
        growth:
          'Every stone you reach is proof that you can reach the next. Acknowledge the ground you have already crossed; it is more than you may notice.',
        spirit:
          'Between the old shore and the new one lies a sacred in-between. Breathe there, trust the path beneath your feet, and let faith grow from each steady step.',
        family:
          'Your family may be moving through a change together. Hold out a flipper to whoever feels unsteady, and let others help you across in turn.',
        general:
          'You are in passage, not stuck. One stone, one breath, one step, and the far shore keeps coming closer.',
      },
      affirmation: 'I take the next step with steady feet and a calm heart.',
    },
    th: {
      name: 'ทางข้ามผืนน้ำ',
      keywords: ['การเปลี่ยนผ่าน', 'ความมั่นคง', 'ทีละก้าว', 'ความกล้า'],
      message:
        'ก้อนหินวางเรียงเป็นทางข้ามผ่านร่องน้ำเย็นเฉียบ และฝั่งตรงข้ามก็อยู่ใกล้พอจะมองเห็นได้ชัด ไพ่ทางข้ามผืนน้ำบอกเล่าถึงช่วงเปลี่ยนผ่านที่คุณกำลังเดินอยู่ หรือกำลังจะเริ่มต้น คุณไม่จำเป็นต้องกระโดดข้ามทั้งหมดในคราวเดียว มองหาแค่ก้อนหินก้อนถัดไป ตั้งหลักให้มั่น แล้วค่อยมองหาก้อนต่อไป หากเจอก้อนไหนที่มั่นคง ก็หยุดพักหายใจบนนั้นได้เสมอ เพนกวินเกิดมาเพื่ออยู่กับน้ำ ต่อให้เท้าลื่นตกลงไปบ้าง ก็สะบัดตัวแล้วขึ้นมาใหม่ได้ ทุกก้าวที่ระมัดระวังกำลังพาคุณไปสู่ผืนดินใหม่ และคุณมีความสามารถที่จะข้ามไปได้มากกว่าที่คุณคิด',
      guidance: {
        love: 'ความสัมพันธ์อาจกำลังเคลื่อนจากช่วงหนึ่งไปสู่อีกช่วงหนึ่ง ซึ่งอาจรู้สึกโคลงเคลงอยู่บ้าง ค่อย ๆ ก้าวไปด้วยกันทีละก้าวอย่างจริงใจ แทนที่จะพยายามคลี่คลายทุกอย่างในคราวเดียว',
        career:
          'คุณอาจอยู่ระหว่างบทบาท โครงการ หรือวิธีทำงานแบบใหม่ ให้ความสนใจกับก้าวถัดไปที่ชัดเจนและทำได้จริง แล้วเส้นทางที่ใหญ่กว่าจะค่อย ๆ ปรากฏให้เห็นเอง',
        wellbeing:
          'ช่วงเวลาแห่งการเปลี่ยนแปลงใช้พลังทั้งกายและใจมาก จึงควรพักให้มากขึ้นบนก้อนหินแต่ละก้อน สังเกตความรู้สึกของตัวเอง และให้คนที่คุณไว้ใจได้เดินเคียงข้างและคอยดูแลคุณ',
        abundance:
          'ในฤดูแห่งการเปลี่ยนผ่าน ความรู้สึกขอบคุณต่อพื้นที่มั่นคงแต่ละก้าวช่วยให้คุณยืนได้อย่างสมดุล ให้ความชัดเจนในคุณค่าที่คุณยึดถือนำทางทุกก้าว และเปิดพื้นที่ให้ความอดทนได้ทำงาน',
        growth: 'ทุกก้อนหินที่คุณไปถึงคือหลักฐานว่าคุณไปถึงก้อนต่อไปได้ ลองยอมรับระยะทางที่คุณข้ามมาแล้ว มันไกลกว่าที่คุณอาจสังเกตเห็น',
        spirit:
          'ระหว่างฝั่งเก่ากับฝั่งใหม่ มีพื้นที่ศักดิ์สิทธิ์แห่งการอยู่ตรงกลาง หายใจอยู่ตรงนั้น เชื่อมั่นในทางใต้ฝ่าเท้า แล้วปล่อยให้ศรัทธาเติบโตจากทุกก้าวที่มั่นคง',
        family: 'ครอบครัวของคุณอาจกำลังผ่านการเปลี่ยนแปลงไปด้วยกัน ยื่นปีกให้ใครก็ตามที่รู้สึกไม่มั่นคง และเปิดใจให้ผู้อื่นช่วยพาคุณข้ามไปเช่นกัน',
        general: 'คุณกำลังอยู่ระหว่างทาง ไม่ได้ติดอยู่กับที่ หินหนึ่งก้อน ลมหายใจหนึ่งครั้ง ก้าวหนึ่งก้าว แล้วฝั่งตรงข้ามก็จะใกล้เข้ามาเรื่อย ๆ',
      },
      affirmation: 'ฉันก้าวต่อไปอย่างมั่นคงด้วยหัวใจที่สงบ',
    },
  },
  {
    key: 'wave',
    en: {
      name: 'The Wave',
      keywords: ['rhythm', 'momentum', 'release', 'flow', 'renewal'],
      message:
        'Far out at sea a wave gathers, lifts, curls and spills toward the shore, then draws back to gather itself again. Penguins know how to meet such water, leaping with the swell instead of fighting it. This card asks you to notice the rhythm moving through your life right now. Some energy is rising; some is ready to break and let go. You are not asked to control the ocean, only to move with it wisely. When the wave lifts you, let it carry you forward. When it pulls back, rest and breathe. Every swell is followed by another, and you already know how to swim.',
      guidance: {
        love: 'Feelings in a relationship rise and fall like the sea, and that is natural. Ride the high moments with joy, and meet the quieter ones with patience instead of worry.',
        career:
          'Momentum may be building around your work, so be ready to move when the timing feels right. After a busy surge, allow a lull to restore you before the next one.',
        wellbeing:
          'Your energy has tides of its own, so honour both the rising and the resting. Notice what your body and feelings are telling you, and lean on people you trust for care when the water feels rough.',
        abundance:
          'Good things often arrive in waves, with calmer water in between. Meet both with gratitude, stay clear about what you value, and trust patience to bring the next swell.',
        growth:
          'Progress rarely comes in a straight line; it comes in swells. A step back is often the wave gathering strength before it moves forward again.',
        spirit:
          'Let the breath be your wave: rising in, falling out. Resting in that simple rhythm can return you to a deep and steady calm.',
        family:
          'Family life has its busy surges and its quiet ebbs. Flow with the current mood at home, offering energy when it is needed and gentleness when everyone is tired.',
        general:
          'Move with the rhythm rather than against it. Ride what rises, release what breaks, and rest when the water draws back.',
      },
      affirmation: 'I move with life’s rhythm and trust its return.',
    },
    th: {
      name: 'ระลอกคลื่น',
      keywords: ['จังหวะ', 'แรงส่ง', 'การปล่อยวาง', 'การไหล', 'การเริ่มใหม่'],
      message:
        'กลางทะเลกว้าง คลื่นลูกหนึ่งค่อย ๆ ก่อตัว ยกสูง ม้วนตัว แล้วซัดเข้าหาฝั่ง ก่อนจะถอยกลับไปรวมพลังใหม่อีกครั้ง เพนกวินรู้ดีว่าจะรับมือกับน้ำเช่นนี้อย่างไร พวกมันกระโจนไปพร้อมแรงคลื่น ไม่ต่อสู้ฝืนกระแส ไพ่ใบนี้ชวนคุณให้สังเกตจังหวะที่กำลังเคลื่อนผ่านชีวิตของคุณในตอนนี้ บางสิ่งกำลังก่อตัวสูงขึ้น บางสิ่งพร้อมจะแตกตัวและปล่อยวาง คุณไม่ต้องควบคุมมหาสมุทร เพียงเคลื่อนไปกับมันอย่างรู้จังหวะ เมื่อคลื่นยกคุณขึ้น จงปล่อยให้มันพาไปข้างหน้า เมื่อคลื่นถอยกลับ ก็พักและหายใจ คลื่นลูกใหม่จะตามมาเสมอ และคุณเองก็ว่ายน้ำเป็นอยู่แล้ว',
      guidance: {
        love: 'ความรู้สึกในความสัมพันธ์ขึ้นลงเหมือนคลื่นทะเล และนั่นเป็นเรื่องธรรมชาติ ดื่มด่ำช่วงเวลาที่สูงด้วยความสุข และโอบรับช่วงเวลาที่เงียบกว่าด้วยความอดทนแทนความกังวล',
        career:
          'แรงส่งอาจกำลังก่อตัวรอบงานของคุณ จงพร้อมเคลื่อนไหวเมื่อรู้สึกว่าจังหวะเหมาะ และหลังจากช่วงที่วุ่นวาย ให้ช่วงสงบได้เติมพลังก่อนคลื่นลูกต่อไป',
        wellbeing:
          'พลังของคุณมีน้ำขึ้นน้ำลงเป็นของตัวเอง จงให้เกียรติทั้งช่วงที่พุ่งขึ้นและช่วงที่ต้องพัก ฟังสิ่งที่ร่างกายและความรู้สึกกำลังบอก และพึ่งพาการดูแลจากคนที่คุณไว้ใจเมื่อน้ำดูปั่นป่วน',
        abundance:
          'สิ่งดี ๆ มักมาเป็นระลอก โดยมีช่วงน้ำนิ่งคั่นกลาง รับทั้งสองช่วงด้วยใจขอบคุณ ชัดเจนกับสิ่งที่คุณให้คุณค่า และเชื่อว่าความอดทนจะพาระลอกใหม่มาถึง',
        growth:
          'ความก้าวหน้าไม่ค่อยมาเป็นเส้นตรง หากมาเป็นระลอก การถอยหลังหนึ่งก้าวมักเป็นเหมือนคลื่นที่กำลังรวมพลังก่อนจะเคลื่อนไปข้างหน้าอีกครั้ง',
        spirit:
          'ให้ลมหายใจเป็นคลื่นของคุณ หายใจเข้าคือคลื่นที่ยกตัว หายใจออกคือคลื่นที่ลดลง การพักอยู่ในจังหวะเรียบง่ายนี้พาคุณกลับสู่ความสงบที่ลึกและมั่นคงได้',
        family:
          'ชีวิตครอบครัวมีทั้งช่วงคึกคักและช่วงสงบเงียบ ไหลไปตามบรรยากาศในบ้าน มอบพลังเมื่อมีคนต้องการ และมอบความอ่อนโยนเมื่อทุกคนเหนื่อยล้า',
        general: 'เคลื่อนไปกับจังหวะแทนการฝืน โต้ไปกับสิ่งที่ยกตัวขึ้น ปล่อยสิ่งที่แตกตัวไป และพักเมื่อน้ำถอยกลับ',
      },
      affirmation: 'ฉันเคลื่อนไปกับจังหวะของชีวิต และไว้วางใจว่าสิ่งดีจะหวนกลับมา',
    },
  },
  {
    key: 'seashell',
    en: {
      name: 'The Seashell',
      keywords: ['inner voice', 'listening', 'treasure', 'spiral growth'],
      message:
        'A spiral shell rests on the pebbled shore, its curves turning inward toward a quiet centre. Hold it close and you might imagine the whole ocean whispering inside. The Seashell invites you to listen inward. Beneath the chatter of the colony there is a softer voice in you, one that already knows what feels true. Its spiral also reminds you that growth is seldom a straight line; you may circle familiar places, each time a little wider and wiser. Treasure the small, beautiful things that wash up at your feet, and give yourself a moment of stillness to hear what they have to say.',
      guidance: {
        love: 'Listen closely, both to your partner’s words and to the feelings beneath them. Your own heart is whispering something too; give it a quiet moment to be heard.',
        career:
          'Amid opinions and noise, your inner sense of what is right for your work deserves attention. Step away briefly, listen inward, and return with a clearer view.',
        wellbeing:
          'Your body speaks softly, the way the sea hums inside a shell. Make time to rest and notice what you feel, and share what you hear with people you trust who can offer care.',
        abundance:
          'Small treasures are easy to overlook. Gather them with gratitude, a kind word, a calm morning, a shared meal, and let them remind you of what you truly value.',
        growth:
          'If you find yourself returning to an old lesson, see it as a spiral, not a circle. You are meeting it again from a wider turn, with more understanding than before.',
        spirit:
          'Quiet is the doorway here. A few minutes of silence, listening to your breath or to the world, can open a conversation with your deeper self.',
        family:
          'Someone at home may be speaking softly about something that matters. Lean in and listen with the patience of someone holding a shell to their ear.',
        general: 'Turn down the noise and listen inward. The answer may be quieter than you expect, yet very clear.',
      },
      affirmation: 'I listen to the quiet wisdom within me.',
    },
    th: {
      name: 'เปลือกหอยกระซิบ',
      keywords: ['เสียงภายใน', 'การรับฟัง', 'ของล้ำค่า', 'การเติบโตแบบเกลียว'],
      message:
        'เปลือกหอยรูปเกลียววางอยู่บนหาดกรวด เส้นโค้งของมันวนเข้าสู่ใจกลางที่เงียบสงบ หากยกขึ้นแนบหู คุณอาจได้ยินเสียงทะเลทั้งผืนกระซิบอยู่ข้างใน ไพ่เปลือกหอยกระซิบชวนให้คุณหันมาฟังเสียงภายในตัวเอง ใต้เสียงจอแจของฝูงเพนกวิน ยังมีอีกเสียงหนึ่งที่แผ่วเบากว่า เสียงที่รู้อยู่แล้วว่าสิ่งใดจริงแท้สำหรับคุณ เกลียวของเปลือกหอยยังเตือนว่า การเติบโตแทบไม่เคยเป็นเส้นตรง คุณอาจวนกลับมาที่เดิม แต่ทุกรอบจะกว้างขึ้นและเข้าใจมากขึ้น จงเก็บรักษาสิ่งเล็ก ๆ ที่งดงามซึ่งคลื่นพัดมาถึงเท้าคุณ และให้เวลากับความเงียบสักครู่ เพื่อฟังว่าพวกมันอยากบอกอะไร',
      guidance: {
        love: 'ตั้งใจฟังทั้งถ้อยคำของคนรักและความรู้สึกที่ซ่อนอยู่เบื้องหลัง หัวใจของคุณเองก็กำลังกระซิบบางอย่างอยู่เช่นกัน ให้เวลาเงียบ ๆ สักครู่เพื่อรับฟังมัน',
        career:
          'ท่ามกลางความคิดเห็นและเสียงรบกวน ความรู้สึกภายในของคุณว่าอะไรเหมาะกับงานของตัวเองควรได้รับความสนใจ ลองถอยออกมาสักพัก ฟังเสียงข้างใน แล้วกลับไปพร้อมมุมมองที่ชัดขึ้น',
        wellbeing:
          'ร่างกายของคุณพูดเบา ๆ เหมือนเสียงทะเลในเปลือกหอย หาเวลาพักผ่อนและสังเกตความรู้สึก แล้วเล่าสิ่งที่ได้ยินให้คนที่คุณไว้ใจซึ่งพร้อมดูแลคุณฟัง',
        abundance:
          'ของล้ำค่าชิ้นเล็ก ๆ มักถูกมองข้ามได้ง่าย ลองเก็บมันด้วยใจขอบคุณ ไม่ว่าจะเป็นคำพูดอ่อนโยน เช้าที่สงบ หรืออาหารมื้อที่ได้แบ่งปัน แล้วให้มันเตือนใจถึงสิ่งที่คุณให้คุณค่าอย่างแท้จริง',
        growth:
          'หากพบว่าตัวเองวนกลับมาเจอบทเรียนเดิม ลองมองว่ามันคือเกลียว ไม่ใช่วงกลม คุณกำลังพบมันอีกครั้งจากรอบที่กว้างขึ้น พร้อมความเข้าใจที่มากกว่าเดิม',
        spirit: 'ความเงียบคือประตูในที่นี้ เพียงไม่กี่นาทีของความสงัด ฟังลมหายใจหรือเสียงของโลก ก็เปิดบทสนทนากับตัวตนที่ลึกกว่าของคุณได้',
        family: 'ใครบางคนในบ้านอาจกำลังพูดเบา ๆ ถึงเรื่องที่สำคัญกับเขา โน้มตัวเข้าไปและรับฟังด้วยความอดทน เหมือนคนที่ยกเปลือกหอยขึ้นแนบหู',
        general: 'ลดเสียงรอบตัวลง แล้วฟังเสียงข้างใน คำตอบอาจแผ่วเบากว่าที่คิด แต่ชัดเจนยิ่งนัก',
      },
      affirmation: 'ฉันรับฟังปัญญาอันเงียบสงบที่อยู่ภายในตัวฉัน',
    },
  },
  {
    key: 'whale',
    en: {
      name: 'The Gentle Whale',
      keywords: ['quiet strength', 'gentleness', 'depth', 'being held'],
      message:
        'A great tail rises from the water and slips back beneath with hardly a splash. The whale is vast, yet it moves through the sea with grace, and small penguins swim nearby without fear. This card speaks of strength that has no need to be loud. You may carry more power, depth and kindness than you show the world, and that is a beautiful thing. Let your presence be calm and generous. Remember, too, that you are held by something larger than yourself, an ocean of support and meaning. Breathe deeply, surface whenever you need air, then dive again with quiet confidence.',
      guidance: {
        love: 'Gentleness is a form of strength in love. A soft tone, a patient pause or a protective kindness may say more than any grand gesture.',
        career:
          'You do not need to be the loudest voice to have real influence. Steady, calm competence is noticed, and it makes others feel safe to work beside you.',
        wellbeing:
          'Like a whale rising for air, give yourself regular pauses to breathe and rest. Be kind to your body, notice your feelings, and let people you trust support you with care.',
        abundance:
          'The ocean holds enough for the whale and the penguin alike. Rest in gratitude for what sustains you, and let calm clarity about your values guide your choices.',
        growth:
          'Your growth may be happening deep below the surface, unseen for now. Trust the slow, powerful movement of who you are becoming.',
        spirit:
          'Imagine yourself held in a vast, kind ocean. Let that sense of being supported by something greater soften any tension you carry.',
        family:
          'You may be the calm, strong presence your family leans on. Offer that steadiness gently, and let yourself be held in return.',
        general: 'Be strong and gentle at once. Quiet confidence will carry you further than force.',
      },
      affirmation: 'My strength is calm, and my heart is kind.',
    },
    th: {
      name: 'วาฬผู้อ่อนโยน',
      keywords: ['พลังอันเงียบงัน', 'ความอ่อนโยน', 'ความลึกซึ้ง', 'การได้รับการโอบอุ้ม'],
      message:
        'หางวาฬขนาดใหญ่โผล่ขึ้นเหนือผิวน้ำ แล้วค่อย ๆ จมหายลงไปโดยแทบไม่มีละอองน้ำกระเซ็น วาฬตัวนี้ใหญ่โตมหาศาล แต่กลับแหวกว่ายอย่างนุ่มนวล จนเพนกวินตัวน้อยกล้าว่ายอยู่ใกล้ ๆ โดยไม่หวาดกลัว ไพ่ใบนี้พูดถึงพลังที่ไม่จำเป็นต้องส่งเสียงดัง ในตัวคุณอาจมีความแข็งแกร่ง ความลึกซึ้ง และความเมตตามากกว่าที่แสดงให้โลกเห็น และนั่นคือสิ่งที่งดงาม ขอให้การมีอยู่ของคุณสงบและเอื้อเฟื้อ อย่าลืมด้วยว่าคุณเองก็ได้รับการโอบอุ้มจากบางสิ่งที่ยิ่งใหญ่กว่า ราวกับมหาสมุทรแห่งความเกื้อหนุนและความหมาย หายใจให้ลึก ขึ้นมาสูดอากาศเมื่อต้องการ แล้วดำลงไปอีกครั้งอย่างมั่นใจและสงบ',
      guidance: {
        love: 'ความอ่อนโยนคือพลังรูปแบบหนึ่งในความรัก น้ำเสียงที่นุ่มนวล การรอคอยอย่างอดทน หรือความใส่ใจที่คอยปกป้อง อาจสื่อความหมายได้มากกว่าการกระทำที่ยิ่งใหญ่ใด ๆ',
        career:
          'คุณไม่จำเป็นต้องเป็นเสียงที่ดังที่สุดเพื่อจะมีอิทธิพลอย่างแท้จริง ความสามารถที่มั่นคงและสงบย่อมมีคนมองเห็น และทำให้ผู้อื่นรู้สึกปลอดภัยที่ได้ทำงานเคียงข้างคุณ',
        wellbeing:
          'เหมือนวาฬที่ขึ้นมาหายใจเป็นระยะ ให้เวลาตัวเองได้หยุดพักและหายใจอย่างสม่ำเสมอ อ่อนโยนกับร่างกาย สังเกตความรู้สึก และปล่อยให้คนที่คุณไว้ใจได้ดูแลคุณ',
        abundance:
          'มหาสมุทรมีพอสำหรับทั้งวาฬและเพนกวิน พักใจอยู่กับความขอบคุณต่อสิ่งที่หล่อเลี้ยงคุณ และให้ความชัดเจนอันสงบในคุณค่าของตัวเองเป็นผู้นำทางการตัดสินใจ',
        growth:
          'การเติบโตของคุณอาจกำลังเกิดขึ้นลึกใต้ผิวน้ำ ที่ยังมองไม่เห็นในตอนนี้ จงไว้วางใจการเคลื่อนไหวที่ช้าแต่ทรงพลังของตัวตนที่คุณกำลังจะเป็น',
        spirit:
          'ลองนึกภาพว่าตัวคุณกำลังถูกโอบอุ้มไว้ในมหาสมุทรที่กว้างใหญ่และใจดี ปล่อยให้ความรู้สึกว่ามีสิ่งยิ่งใหญ่คอยค้ำจุน ช่วยคลายความตึงเครียดที่คุณแบกไว้',
        family: 'คุณอาจเป็นหลักที่สงบและแข็งแรงให้ครอบครัวได้พักพิง มอบความมั่นคงนั้นอย่างอ่อนโยน และยอมให้ตัวเองได้รับการโอบกอดกลับคืนมาบ้าง',
        general: 'เข้มแข็งและอ่อนโยนไปพร้อมกัน ความมั่นใจที่เงียบสงบจะพาคุณไปได้ไกลกว่าการใช้แรงผลัก',
      },
      affirmation: 'พลังของฉันสงบนิ่ง และหัวใจของฉันเปี่ยมเมตตา',
    },
  },
  {
    key: 'kelp-forest',
    en: {
      name: 'Kelp Forest',
      keywords: ['flexibility', 'rootedness', 'shelter', 'adaptability'],
      message:
        'Tall ribbons of kelp rise from the seabed toward the light, swaying with every passing current yet never letting go of their hold below. Penguins glide between the fronds, and small creatures find shelter and food among them. This card honours flexibility rooted in something steady. You can bend without breaking, adapt to changing waters and still remember where you are anchored. Your life may also be a sheltering place for others, a green and living space where they feel safe. Let yourself sway a little today. Rigid stems can snap in strong water; supple ones dance. Stay rooted in your values and let the rest move freely.',
      guidance: {
        love: 'Healthy love bends to meet each other’s needs while staying rooted in shared values. Be flexible about small things, and steady about what truly matters to you both.',
        career:
          'Plans may shift with the current, and that is all right. Adapt your approach while holding firmly to the purpose and principles that ground your work.',
        wellbeing:
          'Let your body sway rather than stiffen: gentle movement, stretching and rest can all help. Notice what you feel, and stay anchored to people you trust who can offer care.',
        abundance:
          'Abundance grows where roots are steady and fronds can reach the light. Give thanks for what nourishes you, keep clear about your values, and let patience do its quiet work.',
        growth:
          'You are learning to bend without losing yourself. Each time you adapt while staying true, your roots grow a little deeper.',
        spirit:
          'Picture yourself as kelp: anchored below, reaching toward the light, moving easily with the water. Let that image settle your mind into calm trust.',
        family:
          'Your home can be a kelp forest, a place of shelter where everyone has room to grow. Flexibility in routines, rooted in love, keeps that forest thriving.',
        general: 'Bend with the current and keep your roots. Flexibility and steadiness can live together beautifully.',
      },
      affirmation: 'I bend with grace and stay rooted in what I value.',
    },
    th: {
      name: 'ป่าสาหร่ายใต้สมุทร',
      keywords: ['ความยืดหยุ่น', 'การหยั่งราก', 'ที่พักพิง', 'การปรับตัว'],
      message:
        'สาหร่ายเคลป์เส้นยาวเหยียดทอดตัวจากพื้นทะเลขึ้นไปหาแสง โอนเอนไปตามกระแสน้ำทุกสาย แต่ไม่เคยปล่อยรากที่ยึดไว้เบื้องล่าง เพนกวินร่อนว่ายผ่านระหว่างใบสาหร่าย และสัตว์ตัวเล็ก ๆ ก็ได้อาศัยหลบภัยและหาอาหารอยู่ในนั้น ไพ่ใบนี้ยกย่องความยืดหยุ่นที่มีรากมั่นคงรองรับ คุณโอนอ่อนได้โดยไม่หักโค่น ปรับตัวเข้ากับสายน้ำที่เปลี่ยนไปได้ และยังจำได้ว่าตัวเองยึดเหนี่ยวอยู่กับสิ่งใด ชีวิตของคุณอาจเป็นที่พักพิงให้ผู้อื่นด้วย เป็นพื้นที่เขียวชอุ่มที่พวกเขารู้สึกปลอดภัย วันนี้ลองปล่อยตัวให้โอนเอนบ้าง ลำต้นที่แข็งทื่ออาจหักเมื่อเจอกระแสแรง แต่ต้นที่อ่อนช้อยกลับร่ายรำได้ จงหยั่งรากในคุณค่าของคุณ แล้วปล่อยให้สิ่งอื่นเคลื่อนไหวอย่างอิสระ',
      guidance: {
        love: 'ความรักที่งดงามรู้จักโอนอ่อนเพื่อตอบรับความต้องการของกันและกัน โดยยังหยั่งรากอยู่ในคุณค่าที่มีร่วมกัน ยืดหยุ่นในเรื่องเล็ก และมั่นคงในสิ่งที่สำคัญจริง ๆ สำหรับคุณทั้งคู่',
        career:
          'แผนการอาจเปลี่ยนไปตามกระแส และนั่นไม่เป็นไร ปรับวิธีการได้ตามสถานการณ์ แต่ยึดมั่นในเป้าหมายและหลักการที่เป็นรากฐานของงานคุณไว้ให้แน่น',
        wellbeing:
          'ปล่อยให้ร่างกายได้โอนเอนแทนการเกร็ง การเคลื่อนไหวเบา ๆ การยืดเหยียด และการพักผ่อนล้วนช่วยได้ สังเกตความรู้สึกของตัวเอง และยึดโยงไว้กับคนที่คุณไว้ใจซึ่งพร้อมดูแลคุณ',
        abundance:
          'ความอุดมสมบูรณ์เติบโตได้ในที่ที่รากมั่นคงและใบไขว่คว้าแสงได้ ขอบคุณสิ่งที่หล่อเลี้ยงคุณ ชัดเจนในคุณค่าที่คุณยึดถือ และปล่อยให้ความอดทนทำงานอย่างเงียบ ๆ',
        growth: 'คุณกำลังเรียนรู้ที่จะโอนอ่อนโดยไม่สูญเสียตัวตน ทุกครั้งที่คุณปรับตัวโดยยังซื่อตรงต่อตัวเอง รากของคุณก็หยั่งลึกลงอีกนิด',
        spirit:
          'ลองนึกภาพตัวเองเป็นสาหร่ายเคลป์ ยึดมั่นอยู่เบื้องล่าง ทอดตัวขึ้นหาแสง และเคลื่อนไหวไปกับสายน้ำอย่างง่ายดาย ให้ภาพนี้พาใจคุณเข้าสู่ความสงบและความไว้วางใจ',
        family:
          'บ้านของคุณเป็นป่าสาหร่ายได้ เป็นที่พักพิงที่ทุกคนมีพื้นที่ให้เติบโต ความยืดหยุ่นในกิจวัตรประจำวันที่มีความรักเป็นราก จะช่วยให้ป่านี้เขียวชอุ่มอยู่เสมอ',
        general: 'โอนเอนไปกับกระแส แต่รักษารากไว้ ความยืดหยุ่นและความมั่นคงอยู่ร่วมกันได้อย่างงดงาม',
      },
      affirmation: 'ฉันโอนอ่อนอย่างสง่างาม และหยั่งรากมั่นในสิ่งที่ฉันให้คุณค่า',
    },
  },
];

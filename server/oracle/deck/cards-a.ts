import type { DeckCard } from './types.ts';

/** Cards 0–21 of the penguin oracle deck (First Light to Southern Star), in CARDS order, English and Thai. */
export const CARDS_A: DeckCard[] = [
  {
    key: 'first-light',
    en: {
      name: 'First Light',
      keywords: ['beginnings', 'hope', 'renewal', 'clarity'],
      message:
        'After the long polar night, the sun returns to the ice a little at a time: first a pale line along the horizon, then a wash of gold across the snow. The colony stirs, shakes off the frost and turns to face the warmth. This card arrives to tell you that something in your life is brightening. You do not need to see the whole day yet; the first light is enough to take one step by. Let yourself feel hopeful without waiting for proof. What felt frozen can begin to soften. A new beginning is rarely loud. It simply rises, and you may rise with it.',
      guidance: {
        love: 'A fresh warmth is possible, whether with someone new, someone familiar, or within your own heart. Meet love the way the colony meets the sunrise: facing it openly, without hurrying it.',
        career:
          'A new chapter in your work is beginning to show its outline. Start with one small, clear task and let your confidence grow as the light does.',
        wellbeing:
          'Let your mornings be gentle for a while, with a little daylight, fresh air and a slow breath before the day begins. If something has been weighing on you, it is wise to let someone you trust care for you too.',
        abundance:
          'Notice what is already arriving, however modest it seems. Gratitude for the first rays helps you recognise the fuller day when it comes.',
        growth:
          'You are at the start of a new understanding of yourself. Be patient with your beginner’s steps; every dawn starts faint before it turns golden.',
        spirit:
          'Greet the day with a quiet intention before the world grows busy. The light returns on its own, and you only need to turn toward it.',
        family:
          'A softer tone can begin at home today. One warm word in the morning can change the temperature of the whole household.',
        general:
          'Things are turning toward the light. Take the next small step and trust that clarity will grow as you walk.',
      },
      affirmation: 'I welcome the new light rising in my life.',
    },
    th: {
      name: 'แสงแรกแห่งรุ่งอรุณ',
      keywords: ['การเริ่มต้นใหม่', 'ความหวัง', 'การฟื้นคืน', 'ความแจ่มชัด'],
      message:
        'หลังค่ำคืนอันยาวนานของขั้วโลก ดวงอาทิตย์ค่อย ๆ กลับมาเยือนผืนน้ำแข็งทีละน้อย เริ่มจากเส้นแสงจาง ๆ ที่ขอบฟ้า แล้วจึงระบายสีทองลงบนหิมะ ฝูงเพนกวินเริ่มขยับตัว สะบัดเกล็ดน้ำแข็งออกจากขน แล้วหันหน้ารับไออุ่น ไพ่ใบนี้มาบอกคุณว่า บางสิ่งในชีวิตของคุณกำลังสว่างขึ้น คุณยังไม่จำเป็นต้องมองเห็นทั้งวันในคราวเดียว แสงแรกเพียงเท่านี้ก็พอให้คุณก้าวเดินได้หนึ่งก้าว ลองอนุญาตให้ตัวเองมีความหวังโดยไม่ต้องรอคำยืนยัน สิ่งที่เคยเย็นเยียบและแข็งทื่อกำลังเริ่มอ่อนลง การเริ่มต้นใหม่มักไม่ส่งเสียงดัง มันเพียงค่อย ๆ ลอยขึ้นมา และคุณก็ลุกขึ้นไปพร้อมกับมันได้เช่นกัน',
      guidance: {
        love: 'ความอบอุ่นครั้งใหม่เกิดขึ้นได้ ไม่ว่าจะกับคนใหม่ คนที่คุ้นเคย หรือภายในหัวใจของคุณเอง ลองต้อนรับความรักอย่างที่ฝูงเพนกวินหันหน้ารับแสงเช้า คือเปิดใจรับโดยไม่เร่งรีบ',
        career:
          'บทใหม่ของการงานกำลังเริ่มปรากฏเค้าโครงให้เห็น เริ่มจากงานชิ้นเล็ก ๆ ที่ชัดเจนสักหนึ่งอย่าง แล้วปล่อยให้ความมั่นใจค่อย ๆ เติบโตขึ้นเหมือนแสงยามเช้า',
        wellbeing:
          'ช่วงนี้ลองให้ยามเช้าของคุณเป็นช่วงเวลาที่อ่อนโยน รับแสงแดดอ่อน ๆ อากาศสดชื่น และหายใจช้า ๆ ก่อนเริ่มวัน หากมีเรื่องใดหนักอยู่ในใจ การเปิดโอกาสให้คนที่คุณไว้ใจได้ดูแลคุณบ้างเป็นสิ่งที่ชาญฉลาด',
        abundance: 'สังเกตสิ่งดี ๆ ที่กำลังเข้ามา แม้จะดูเล็กน้อยเพียงใด ความขอบคุณต่อแสงแรกจะช่วยให้คุณจำได้ เมื่อวันที่สว่างเต็มที่มาถึง',
        growth:
          'คุณกำลังอยู่ที่จุดเริ่มต้นของการเข้าใจตัวเองในแบบใหม่ ใจเย็นกับก้าวแรก ๆ ของตัวเอง เพราะทุกรุ่งอรุณล้วนเริ่มจากแสงจาง ๆ ก่อนจะกลายเป็นสีทอง',
        spirit: 'ทักทายวันใหม่ด้วยความตั้งใจเงียบ ๆ สักข้อ ก่อนที่โลกรอบตัวจะวุ่นวาย แสงสว่างจะกลับมาเองเสมอ คุณเพียงหันหน้าเข้าหามันเท่านั้น',
        family: 'บรรยากาศที่อ่อนโยนขึ้นเริ่มต้นได้ในบ้านตั้งแต่วันนี้ คำพูดอบอุ่นเพียงคำเดียวในยามเช้า อาจเปลี่ยนอุณหภูมิของทั้งบ้านได้',
        general: 'สิ่งต่าง ๆ กำลังหันเข้าหาแสงสว่าง ก้าวเล็ก ๆ ก้าวต่อไปได้เลย และเชื่อว่าความชัดเจนจะเพิ่มขึ้นเรื่อย ๆ ระหว่างทาง',
      },
      affirmation: 'ฉันเปิดใจต้อนรับแสงใหม่ที่กำลังส่องเข้ามาในชีวิต',
    },
  },
  {
    key: 'huddle',
    en: {
      name: 'The Huddle',
      keywords: ['community', 'warmth', 'support', 'belonging'],
      message:
        'When the winter wind sweeps across the ice, emperor penguins do something wise: they gather close. Thousands of bodies lean together, and slowly the whole huddle shifts, so that those on the chilly edge take their turn in the warm centre. No one stays out in the cold for long. This card reminds you that you were never meant to carry everything alone. Let others stand close to you, and offer your own warmth in return. There is no shame in needing the middle for a while. Belonging is not earned by being strong; it is shared, turn by turn, shoulder to shoulder.',
      guidance: {
        love: 'Closeness grows through simple presence: sitting near, listening, staying. Let the people you care for feel your warmth, and allow yourself to lean on them as well.',
        career:
          'Collaboration serves you better than going it alone right now. Share the load, ask for input, and notice how much lighter the work becomes when many hold it together.',
        wellbeing:
          'Rest in the company of people who make you feel safe. When you feel worn, it is wise and brave to let those you trust look after you for a while.',
        abundance:
          'What sustains you most may be the people around you. Take a moment to appreciate the support you already have, and let generosity flow both ways.',
        growth:
          'Part of growing is learning to receive as easily as you give. Practise accepting help without apologising for it.',
        spirit:
          'You are part of something larger than yourself. Feel the quiet connection that links you to others, even when you are far apart.',
        family:
          'This is a time to draw together. Small rituals, such as a shared meal or a regular call, keep the circle warm.',
        general: 'Stay close to your people. Whatever the weather, you are stronger and warmer together.',
      },
      affirmation: 'I give warmth freely, and I let warmth reach me.',
    },
    th: {
      name: 'อ้อมกอดแห่งฝูง',
      keywords: ['มิตรภาพ', 'ความอบอุ่น', 'การเกื้อกูล', 'การเป็นส่วนหนึ่ง'],
      message:
        'เมื่อลมหนาวพัดกรรโชกผ่านผืนน้ำแข็ง เพนกวินจักรพรรดิเลือกทำสิ่งที่ชาญฉลาด นั่นคือการเบียดตัวเข้าหากัน หลายพันตัวยืนพิงกันแน่น แล้วทั้งวงก็ค่อย ๆ หมุนเวียน ให้ตัวที่อยู่ริมนอกอันหนาวเหน็บได้ผลัดเข้ามาอยู่กลางวงที่อบอุ่น ไม่มีใครต้องตากลมหนาวอยู่นานเกินไป ไพ่ใบนี้เตือนคุณว่า คุณไม่จำเป็นต้องแบกทุกสิ่งไว้ลำพัง ปล่อยให้คนอื่นได้ยืนเคียงข้าง และมอบไออุ่นของคุณกลับคืนไปบ้าง การต้องการพื้นที่ตรงกลางสักพักไม่ใช่เรื่องน่าอาย การเป็นส่วนหนึ่งไม่ได้มาจากการเข้มแข็งที่สุด แต่มาจากการแบ่งปันกัน ผลัดกันทีละคน ไหล่ชิดไหล่',
      guidance: {
        love: 'ความใกล้ชิดเติบโตจากการอยู่ตรงนั้นอย่างเรียบง่าย นั่งใกล้กัน ฟังกัน และไม่จากไปไหน ให้คนที่คุณรักได้สัมผัสถึงความอบอุ่นของคุณ และอนุญาตให้ตัวเองพักพิงพวกเขาได้เช่นกัน',
        career:
          'ช่วงนี้การร่วมมือกันจะพาคุณไปได้ไกลกว่าการลุยเดี่ยว แบ่งภาระ ขอความเห็น แล้วคุณจะเห็นว่างานเบาลงมากเพียงใดเมื่อมีหลายมือช่วยกันประคอง',
        wellbeing:
          'พักผ่อนท่ามกลางผู้คนที่ทำให้คุณรู้สึกปลอดภัย ในวันที่รู้สึกอ่อนล้า การเปิดใจให้คนที่คุณไว้ใจช่วยดูแลสักพัก คือทั้งความกล้าหาญและความฉลาดอย่างหนึ่ง',
        abundance:
          'สิ่งที่หล่อเลี้ยงคุณมากที่สุดอาจเป็นผู้คนรอบตัว ใช้เวลาสักครู่ขอบคุณแรงสนับสนุนที่คุณมีอยู่แล้ว และปล่อยให้ความเอื้อเฟื้อไหลเวียนทั้งไปและกลับ',
        growth: 'ส่วนหนึ่งของการเติบโตคือการเรียนรู้ที่จะรับได้อย่างง่ายดายพอ ๆ กับการให้ ลองฝึกรับความช่วยเหลือโดยไม่ต้องรู้สึกผิด',
        spirit: 'คุณเป็นส่วนหนึ่งของสิ่งที่ยิ่งใหญ่กว่าตัวคุณเอง ลองสัมผัสสายใยเงียบ ๆ ที่เชื่อมคุณกับผู้อื่นไว้ แม้ในยามที่อยู่ห่างไกลกัน',
        family: 'นี่คือเวลาแห่งการรวมใจเข้าหากัน กิจวัตรเล็ก ๆ อย่างมื้ออาหารร่วมกัน หรือการโทรหากันเป็นประจำ ช่วยให้วงครอบครัวอบอุ่นอยู่เสมอ',
        general: 'อยู่ใกล้คนของคุณไว้ ไม่ว่าอากาศจะเป็นอย่างไร เมื่ออยู่ด้วยกัน คุณจะทั้งแข็งแรงและอบอุ่นกว่าเดิม',
      },
      affirmation: 'ฉันมอบไออุ่นอย่างเต็มใจ และเปิดใจรับไออุ่นจากผู้อื่น',
    },
  },
  {
    key: 'still-water',
    en: {
      name: 'Still Water',
      keywords: ['calm', 'reflection', 'patience', 'clarity'],
      message:
        'Between the floes lies a small pool where the wind has dropped. A single ripple moves outward, wider and fainter, until the surface is glass again and the sky appears in it, perfectly clear. Your mind is like this pool. Stirred, it shows only motion; left alone for a moment, it shows what is true. Pause before you act or answer. You do not have to force calm; you only have to stop adding ripples. Sit at the edge, breathe, and wait a little. The answer you are looking for is already there, resting beneath the surface, waiting for the water to settle so you can see it.',
      guidance: {
        love: 'Before a tender conversation, let your feelings settle so you can speak from the heart rather than from the storm. Quiet time together can say more than many words.',
        career:
          'Resist the urge to react to every ripple at work. A calm pause before deciding will show you which matters truly need your attention.',
        wellbeing:
          'Give yourself moments of real stillness: a quiet cup of tea, a slow walk, a few minutes with your eyes closed. Notice what you feel without needing to fix it, and reach out to someone you trust if the waters feel heavy.',
        abundance:
          'Clarity comes before good choices. Let the noise of wanting settle, and you may see that you have more than you thought.',
        growth:
          'Reflection is a form of growth. Look back gently at recent events and let their meaning surface on its own.',
        spirit: 'Silence is where your inner voice becomes audible. Make room for it, even for a few minutes each day.',
        family:
          'If things at home feel stirred up, slow everything down. A calm presence quietly invites calm in others.',
        general:
          'Wait for the water to clear. What seems confusing now will look simpler once the ripples have passed.',
      },
      affirmation: 'I let my mind settle, and I see clearly.',
    },
    th: {
      name: 'ผืนน้ำนิ่งสงบ',
      keywords: ['ความสงบ', 'การใคร่ครวญ', 'ความอดทน', 'ความแจ่มใส'],
      message:
        'ระหว่างแพน้ำแข็ง มีแอ่งน้ำเล็ก ๆ ที่ลมสงบลงแล้ว ระลอกคลื่นเพียงวงเดียวแผ่ออกไป กว้างขึ้นและจางลง จนผิวน้ำกลับราบเรียบดั่งกระจก แล้วท้องฟ้าก็สะท้อนลงมาอย่างชัดเจน ใจของคุณก็เป็นเช่นแอ่งน้ำนี้ ยามถูกกวน มันเห็นเพียงความเคลื่อนไหว แต่เมื่อปล่อยไว้สักครู่ มันจะสะท้อนสิ่งที่เป็นจริงออกมา ลองหยุดพักสักนิดก่อนลงมือทำหรือให้คำตอบ คุณไม่ต้องฝืนให้ตัวเองสงบ เพียงหยุดเติมระลอกคลื่นลงไปเท่านั้น นั่งลงที่ริมน้ำ หายใจ แล้วรออีกนิด คำตอบที่คุณตามหาอยู่ตรงนั้นแล้ว ซ่อนอยู่ใต้ผิวน้ำ รอเพียงให้ผืนน้ำนิ่งลงเพื่อให้คุณมองเห็น',
      guidance: {
        love: 'ก่อนการพูดคุยเรื่องที่ละเอียดอ่อน ลองปล่อยให้ความรู้สึกตกตะกอนเสียก่อน เพื่อให้คุณพูดจากหัวใจ ไม่ใช่จากพายุในใจ ช่วงเวลาเงียบ ๆ ที่อยู่ด้วยกันอาจสื่อสารได้มากกว่าคำพูดมากมาย',
        career: 'อย่าเพิ่งตอบสนองต่อทุกระลอกคลื่นในที่ทำงาน การหยุดนิ่งสักครู่ก่อนตัดสินใจ จะช่วยให้คุณเห็นว่าเรื่องใดควรค่าแก่ความใส่ใจจริง ๆ',
        wellbeing:
          'มอบช่วงเวลาแห่งความนิ่งที่แท้จริงให้ตัวเอง ชาอุ่น ๆ สักถ้วย การเดินช้า ๆ หรือหลับตาพักสักสองสามนาที สังเกตความรู้สึกของตัวเองโดยไม่ต้องรีบแก้ไข และหากผืนน้ำในใจดูหนักอึ้ง ลองเอื้อมมือหาคนที่คุณไว้ใจ',
        abundance: 'ความแจ่มชัดมาก่อนการเลือกที่ดีเสมอ ปล่อยให้เสียงของความอยากได้สงบลง แล้วคุณอาจพบว่าคุณมีมากกว่าที่เคยคิด',
        growth:
          'การใคร่ครวญก็เป็นการเติบโตรูปแบบหนึ่ง ลองมองย้อนเหตุการณ์ที่ผ่านมาอย่างอ่อนโยน และปล่อยให้ความหมายของมันค่อย ๆ ปรากฏขึ้นเอง',
        spirit: 'ความเงียบคือที่ซึ่งเสียงภายในของคุณจะดังพอให้ได้ยิน เปิดพื้นที่ให้มันบ้าง แม้เพียงไม่กี่นาทีในแต่ละวัน',
        family: 'หากบรรยากาศในบ้านดูขุ่นมัว ลองชะลอทุกอย่างลง ความสงบของคุณจะชักชวนให้คนอื่นสงบตามไปด้วยอย่างเงียบ ๆ',
        general: 'รอให้ผืนน้ำใสเสียก่อน สิ่งที่ดูสับสนในตอนนี้จะดูเรียบง่ายขึ้นเมื่อระลอกคลื่นผ่านไป',
      },
      affirmation: 'ฉันปล่อยให้ใจสงบนิ่ง และมองเห็นทุกอย่างได้ชัดเจน',
    },
  },
  {
    key: 'long-walk',
    en: {
      name: 'The Long Walk',
      keywords: ['perseverance', 'steady steps', 'commitment', 'progress'],
      message:
        'Each year, emperor penguins set out on a long march inland, crossing mile after mile of ice to reach the place where new life will begin. They do not run. They waddle, rest, slide a little, and keep going. Behind them a trail of footprints stretches back toward the sea, proof of every step already taken. Your own journey deserves the same honour. The road may feel long, but look behind you for a moment and see how far you have come. You do not need to hurry. Steady, ordinary steps are how great distances are crossed, one patient footprint at a time.',
      guidance: {
        love: 'Lasting love is built through small, consistent acts rather than grand gestures. Keep showing up, and trust the path you are walking together.',
        career:
          'Your progress may feel slow, but it is real. Keep a steady pace, celebrate milestones, and remember that consistency often outlasts speed.',
        wellbeing:
          'Pace yourself kindly and rest whenever your body asks. A long journey needs pauses, and leaning on people you trust is part of walking well.',
        abundance:
          'Good things often grow from patient, repeated effort. Appreciate each small gain as a footprint on the way to what you value.',
        growth:
          'Think of who you were a year ago and honour the distance you have travelled. Growth is rarely sudden; it is walked.',
        spirit:
          'Treat the journey itself as sacred, not only the destination. Each step can be a quiet prayer or a moment of presence.',
        family:
          'Families move forward together at different speeds. Walk at a pace that lets everyone keep up, and pause to look back together now and then.',
        general: 'Keep going, gently. You are further along than you think.',
      },
      affirmation: 'I honour every step I take on my path.',
    },
    th: {
      name: 'ก้าวเดินบนเส้นทางไกล',
      keywords: ['ความเพียร', 'ก้าวที่มั่นคง', 'ความตั้งมั่น', 'ความก้าวหน้า'],
      message:
        'ทุกปี เพนกวินจักรพรรดิจะออกเดินทางไกลลึกเข้าไปในแผ่นดิน ข้ามผืนน้ำแข็งกิโลแล้วกิโลเล่า เพื่อไปยังที่ซึ่งชีวิตใหม่จะเริ่มต้น พวกมันไม่วิ่ง แต่เดินเตาะแตะ หยุดพัก ไถลตัวไปบ้าง แล้วเดินต่อไป เบื้องหลังคือรอยเท้าที่ทอดยาวกลับไปถึงทะเล เป็นหลักฐานของทุกก้าวที่ผ่านมาแล้ว การเดินทางของคุณเองก็ควรค่าแก่การยกย่องเช่นนั้น เส้นทางอาจดูยาวไกล แต่ลองหันกลับไปมองสักครู่ แล้วคุณจะเห็นว่าได้เดินมาไกลเพียงใด คุณไม่ต้องรีบร้อน ก้าวธรรมดาที่มั่นคงนี่เองที่พาผ่านระยะทางอันยิ่งใหญ่ ทีละรอยเท้าอย่างอดทน',
      guidance: {
        love: 'ความรักที่ยืนยาวสร้างขึ้นจากการกระทำเล็ก ๆ ที่สม่ำเสมอ มากกว่าการแสดงออกที่ยิ่งใหญ่ อยู่ตรงนั้นเพื่อกันและกันต่อไป และเชื่อมั่นในเส้นทางที่คุณกำลังเดินไปด้วยกัน',
        career:
          'ความก้าวหน้าของคุณอาจดูช้า แต่มันเกิดขึ้นจริง รักษาจังหวะให้สม่ำเสมอ ฉลองให้กับหมุดหมายเล็ก ๆ และจำไว้ว่าความสม่ำเสมอมักไปได้ไกลกว่าความเร็ว',
        wellbeing:
          'เดินในจังหวะที่ใจดีกับตัวเอง และพักทุกครั้งที่ร่างกายขอ การเดินทางไกลต้องมีช่วงหยุดพัก และการพึ่งพาคนที่คุณไว้ใจก็เป็นส่วนหนึ่งของการเดินทางที่ดี',
        abundance:
          'สิ่งดี ๆ มักงอกงามจากความพยายามที่อดทนและทำซ้ำ ขอบคุณความก้าวหน้าเล็ก ๆ แต่ละครั้ง เหมือนรอยเท้าที่พาคุณไปสู่สิ่งที่คุณให้คุณค่า',
        growth: 'ลองนึกถึงตัวคุณเมื่อปีก่อน แล้วชื่นชมระยะทางที่ผ่านมา การเติบโตไม่ค่อยเกิดขึ้นในชั่วข้ามคืน แต่เกิดจากการเดินไปทีละก้าว',
        spirit: 'ให้การเดินทางเป็นสิ่งศักดิ์สิทธิ์ ไม่ใช่เพียงจุดหมายปลายทาง ทุกก้าวอาจเป็นคำภาวนาเงียบ ๆ หรือช่วงเวลาแห่งการอยู่กับปัจจุบัน',
        family: 'สมาชิกในครอบครัวอาจก้าวไปข้างหน้าด้วยความเร็วที่ต่างกัน เดินในจังหวะที่ทุกคนตามทัน และหยุดหันมองเส้นทางที่ผ่านมาด้วยกันบ้าง',
        general: 'เดินต่อไปอย่างอ่อนโยน คุณมาไกลกว่าที่คิดแล้ว',
      },
      affirmation: 'ฉันให้เกียรติกับทุกก้าวที่ฉันเดินบนเส้นทางของตัวเอง',
    },
  },
  {
    key: 'northern-lights',
    en: {
      name: 'Southern Lights',
      keywords: ['wonder', 'inspiration', 'magic', 'delight'],
      message:
        'On the darkest nights of the southern winter, the sky over the ice begins to move. Ribbons of green and violet ripple from one horizon to the other, and the whole colony seems to look up at once. Nothing needs to be done about the aurora; it only asks to be seen. Let it invite wonder back into your days. Somewhere in your life there is beauty you have been too busy or too tired to notice. Lift your gaze. Let yourself be amazed by something ordinary and by something vast. Inspiration often arrives exactly like this light: silently, generously, in the middle of the dark.',
      guidance: {
        love: 'Let romance be playful and surprising again. A moment of shared wonder, a sunset or a song, can rekindle a spark.',
        career:
          'Creative ideas are near. Give yourself space to daydream, sketch or wander, and notice what lights you up.',
        wellbeing:
          'Beauty is nourishing. Step outside, look at the sky, and let your body relax into the feeling of awe; on heavier days, sharing how you feel with someone you trust can bring the light back too.',
        abundance:
          'Some of the richest things in life are free. Count the moments of beauty in your week, and let gratitude widen your sense of plenty.',
        growth: 'Curiosity is your teacher now. Follow what fascinates you, even if you cannot yet explain why.',
        spirit:
          'The sacred is showing itself in colour and light. Pause often to feel connected to something greater than the everyday.',
        family:
          'Create a small moment of magic at home: a story, some stargazing, a shared surprise. Wonder is a gift you can give one another.',
        general: 'Look up. There is more beauty around you than you have been allowing yourself to see.',
      },
      affirmation: 'I open my eyes to the wonder all around me.',
    },
    th: {
      name: 'แสงออโรราแห่งฟ้าใต้',
      keywords: ['ความมหัศจรรย์', 'แรงบันดาลใจ', 'มนตร์เสน่ห์', 'ความเบิกบาน'],
      message:
        'ในค่ำคืนที่มืดที่สุดของฤดูหนาวทางใต้ ท้องฟ้าเหนือผืนน้ำแข็งเริ่มเคลื่อนไหว สายริบบิ้นสีเขียวและม่วงพลิ้วไหวจากขอบฟ้าด้านหนึ่งไปยังอีกด้าน และดูเหมือนทั้งฝูงเพนกวินจะเงยหน้าขึ้นมองพร้อมกัน แสงออโรราไม่ได้ต้องการให้ใครทำสิ่งใด มันเพียงขอให้ถูกมองเห็น ให้แสงนี้ชวนความมหัศจรรย์กลับคืนสู่วันเวลาของคุณ ที่ไหนสักแห่งในชีวิต มีความงามที่คุณยุ่งหรือเหนื่อยเกินกว่าจะสังเกตเห็น ลองเงยหน้าขึ้น ปล่อยให้ตัวเองทึ่งไปกับทั้งสิ่งธรรมดาและสิ่งที่กว้างใหญ่ แรงบันดาลใจมักมาถึงแบบเดียวกับแสงนี้ เงียบงัน ใจกว้าง และส่องสว่างท่ามกลางความมืด',
      guidance: {
        love: 'ปล่อยให้ความโรแมนติกกลับมาขี้เล่นและน่าประหลาดใจอีกครั้ง ช่วงเวลาแห่งความทึ่งที่แบ่งปันกัน อย่างแสงอาทิตย์ยามเย็นหรือเพลงสักเพลง อาจจุดประกายให้หัวใจได้อีกครั้ง',
        career:
          'ไอเดียสร้างสรรค์อยู่ใกล้แค่เอื้อม เปิดพื้นที่ให้ตัวเองได้เหม่อฝัน ขีดเขียน หรือเดินเล่น แล้วสังเกตว่าอะไรที่ทำให้ดวงตาของคุณเป็นประกาย',
        wellbeing:
          'ความงามหล่อเลี้ยงใจได้ ลองก้าวออกไปข้างนอก มองท้องฟ้า และปล่อยให้ร่างกายผ่อนคลายไปกับความรู้สึกทึ่ง ในวันที่ใจหนักอึ้ง การเล่าความรู้สึกให้คนที่คุณไว้ใจฟังก็ช่วยนำแสงกลับมาได้เช่นกัน',
        abundance:
          'สิ่งที่มีค่าที่สุดหลายอย่างในชีวิตไม่ต้องซื้อหา ลองนับช่วงเวลาแห่งความงามในสัปดาห์ของคุณ แล้วปล่อยให้ความขอบคุณขยายความรู้สึกเต็มอิ่มให้กว้างขึ้น',
        growth: 'ความอยากรู้อยากเห็นคือครูของคุณในตอนนี้ ตามสิ่งที่ทำให้คุณหลงใหลไป แม้ยังอธิบายไม่ได้ว่าเพราะอะไร',
        spirit: 'สิ่งศักดิ์สิทธิ์กำลังปรากฏผ่านสีสันและแสงสว่าง หยุดพักบ่อย ๆ เพื่อสัมผัสถึงความเชื่อมโยงกับสิ่งที่ยิ่งใหญ่กว่าชีวิตประจำวัน',
        family: 'สร้างช่วงเวลามหัศจรรย์เล็ก ๆ ในบ้าน เล่านิทาน ดูดาว หรือเตรียมเรื่องน่าประหลาดใจให้กัน ความทึ่งคือของขวัญที่คุณมอบให้กันได้',
        general: 'เงยหน้าขึ้นมอง รอบตัวคุณมีความงามมากกว่าที่คุณเคยเปิดโอกาสให้ตัวเองได้เห็น',
      },
      affirmation: 'ฉันเปิดตามองความมหัศจรรย์ที่อยู่รอบตัว',
    },
  },
  {
    key: 'egg',
    en: {
      name: 'The Egg',
      keywords: ['potential', 'nurturing', 'patience', 'protection'],
      message:
        'Through the coldest months, an emperor penguin father balances a single egg on his feet, tucked beneath a soft fold of warm feathers. He barely moves. He does not peek or hurry. He simply keeps it warm, day after day, trusting that life is quietly forming inside. Something precious is resting in your care now: an idea, a hope, a relationship, a new version of yourself. It does not need to be shown to the world yet. Protect it, keep it warm, and let it grow at its own pace. What is nurtured with patience hatches at exactly the right time.',
      guidance: {
        love: 'A tender feeling is forming. Protect it from pressure and give it time, gentleness and warmth before asking it to be anything more.',
        career:
          'An idea or project is in its early, fragile stage. Keep it close, tend to it steadily, and share it when it is ready rather than when you feel rushed.',
        wellbeing:
          'Treat yourself as something precious that needs warmth and rest. Keep your body comfortable, and let people you trust help shelter you when you need it.',
        abundance:
          'Potential is a form of richness. Be grateful for what is still developing, and trust that patience is part of its value.',
        growth:
          'Something new is forming within you. You do not have to force the change; simply stay warm, steady and kind to yourself.',
        spirit: 'Hold your intentions quietly, like an egg beneath feathers. Sacred things often grow best in silence.',
        family:
          'Offer protection and patience to the most tender members of your circle. Your calm, steady care is what helps them feel safe.',
        general: 'Keep nurturing what matters. It is growing even when you cannot see it.',
      },
      affirmation: 'I nurture what is precious to me with patience and care.',
    },
    th: {
      name: 'ไข่ใต้อ้อมอุ่น',
      keywords: ['ศักยภาพ', 'การฟูมฟัก', 'ความอดทน', 'การปกป้อง'],
      message:
        'ตลอดเดือนที่หนาวเหน็บที่สุด พ่อเพนกวินจักรพรรดิจะประคองไข่หนึ่งฟองไว้บนหลังเท้า ซุกอยู่ใต้พับขนนุ่มอุ่น เขาแทบไม่ขยับ ไม่แอบมอง และไม่เร่งรีบ เพียงเก็บมันไว้ให้อบอุ่นวันแล้ววันเล่า โดยเชื่อมั่นว่ามีชีวิตกำลังก่อตัวอย่างเงียบ ๆ อยู่ภายใน ตอนนี้มีสิ่งล้ำค่าบางอย่างอยู่ในความดูแลของคุณ อาจเป็นความคิด ความหวัง ความสัมพันธ์ หรือตัวตนใหม่ของคุณเอง มันยังไม่จำเป็นต้องถูกเผยให้โลกเห็น ปกป้องมัน เก็บมันไว้ให้อบอุ่น และปล่อยให้มันเติบโตตามจังหวะของมัน สิ่งที่ได้รับการฟูมฟักด้วยความอดทน จะฟักออกมาในเวลาที่เหมาะสมพอดี',
      guidance: {
        love: 'ความรู้สึกอ่อนโยนบางอย่างกำลังก่อตัว ปกป้องมันจากความกดดัน ให้เวลา ความนุ่มนวล และความอบอุ่นแก่มัน ก่อนจะคาดหวังให้มันเป็นอะไรมากกว่านั้น',
        career:
          'ความคิดหรือโครงการของคุณยังอยู่ในช่วงเริ่มต้นที่เปราะบาง เก็บมันไว้ใกล้ตัว ดูแลอย่างสม่ำเสมอ และเผยมันเมื่อพร้อมจริง ไม่ใช่เมื่อรู้สึกถูกเร่ง',
        wellbeing:
          'ดูแลตัวเองเหมือนเป็นสิ่งล้ำค่าที่ต้องการความอบอุ่นและการพักผ่อน ให้ร่างกายได้อยู่อย่างสบาย และเปิดใจให้คนที่คุณไว้ใจช่วยเป็นที่พักพิงเมื่อคุณต้องการ',
        abundance: 'ศักยภาพก็เป็นความมั่งคั่งรูปแบบหนึ่ง ขอบคุณสิ่งที่ยังคงพัฒนาอยู่ และเชื่อว่าความอดทนคือส่วนหนึ่งของคุณค่าของมัน',
        growth: 'บางสิ่งใหม่กำลังก่อตัวขึ้นภายในคุณ คุณไม่ต้องฝืนให้มันเปลี่ยนแปลง เพียงรักษาความอบอุ่น ความมั่นคง และความใจดีต่อตัวเองไว้',
        spirit: 'เก็บความตั้งใจของคุณไว้อย่างเงียบ ๆ เหมือนไข่ที่ซุกอยู่ใต้ขนนุ่ม สิ่งศักดิ์สิทธิ์มักเติบโตได้ดีที่สุดในความสงบ',
        family: 'มอบการปกป้องและความอดทนให้กับคนที่เปราะบางที่สุดในครอบครัว การดูแลที่สงบและมั่นคงของคุณคือสิ่งที่ช่วยให้พวกเขารู้สึกปลอดภัย',
        general: 'ฟูมฟักสิ่งที่สำคัญต่อไป มันกำลังเติบโตแม้ในยามที่คุณมองไม่เห็น',
      },
      affirmation: 'ฉันฟูมฟักสิ่งล้ำค่าในชีวิตด้วยความอดทนและความใส่ใจ',
    },
  },
  {
    key: 'deep-dive',
    en: {
      name: 'Deep Dive',
      keywords: ['depth', 'courage', 'focus', 'discovery'],
      message:
        'From the edge of the ice, a penguin takes a breath and plunges, gliding down through blue and then deeper blue, where the light thins and the water grows quiet. Down there is nourishment that never reaches the surface. And when the dive is done, the penguin always rises again, bursting back into the air. You are invited beneath the surface of something in your life: a question, a feeling, a skill you wish to master. Depth asks for courage and focus, but you are built for it. Dive with curiosity, take what nourishes you, and trust that you will return to the light.',
      guidance: {
        love: 'Move past small talk and let yourself be known more deeply. Honest, gentle conversations can bring you closer than you expect.',
        career:
          'This is a time for focused, deep work rather than scattered effort. Choose one area to explore thoroughly and let mastery grow.',
        wellbeing:
          'Notice what lies beneath your tiredness or restlessness, and treat what you find with kindness. Remember to come up for air, and lean on people you trust if the depths feel heavy.',
        abundance:
          'Real richness may lie in depth rather than quantity. Give your attention to fewer things that truly matter to you.',
        growth:
          'Self-understanding deepens now. Journaling, reflection or a meaningful conversation can help you reach what is usually hidden.',
        spirit:
          'Meditation, prayer or quiet contemplation can take you to a still, deep place within. Go gently, and return refreshed.',
        family:
          'Listen beneath the words of those you love. What they mean may be softer and more important than what they say.',
        general: 'Go deeper rather than wider. The treasure is below the surface, and you will come back up safely.',
      },
      affirmation: 'I dive deep with courage and return to the light renewed.',
    },
    th: {
      name: 'ดำดิ่งสู่ห้วงลึก',
      keywords: ['ความลึกซึ้ง', 'ความกล้า', 'สมาธิ', 'การค้นพบ'],
      message:
        'จากขอบแผ่นน้ำแข็ง เพนกวินตัวหนึ่งสูดหายใจแล้วพุ่งตัวลงน้ำ ร่อนผ่านสีฟ้าไปสู่สีฟ้าที่เข้มขึ้น ลึกลงไปจนแสงบางเบาและผืนน้ำเงียบสงัด ที่เบื้องล่างนั้นมีอาหารที่ไม่เคยลอยขึ้นมาถึงผิวน้ำ และเมื่อดำน้ำเสร็จ เพนกวินก็จะว่ายกลับขึ้นมาเสมอ พุ่งทะยานสู่อากาศอีกครั้ง ถึงเวลาที่คุณจะมองลึกลงไปใต้ผิวของบางสิ่งในชีวิต อาจเป็นคำถาม ความรู้สึก หรือทักษะที่คุณอยากชำนาญ ความลึกต้องอาศัยความกล้าและสมาธิ แต่คุณมีทุกสิ่งที่จำเป็นอยู่แล้ว ดำดิ่งลงไปด้วยความอยากรู้ เก็บเกี่ยวสิ่งที่หล่อเลี้ยงคุณ และเชื่อว่าคุณจะกลับคืนสู่แสงสว่างได้',
      guidance: {
        love: 'ก้าวข้ามบทสนทนาผิวเผิน และเปิดให้อีกฝ่ายได้รู้จักคุณอย่างลึกซึ้งขึ้น การพูดคุยที่จริงใจและอ่อนโยนอาจพาคุณทั้งคู่ใกล้ชิดกันมากกว่าที่คิด',
        career:
          'นี่คือช่วงเวลาของงานที่ต้องใช้สมาธิลึก มากกว่าการกระจายแรงไปหลายทาง เลือกเรื่องเดียวที่จะศึกษาอย่างถี่ถ้วน แล้วปล่อยให้ความเชี่ยวชาญเติบโต',
        wellbeing:
          'สังเกตสิ่งที่ซ่อนอยู่ใต้ความเหนื่อยล้าหรือความกระสับกระส่าย และโอบรับสิ่งที่พบด้วยความเมตตา อย่าลืมขึ้นมาหายใจ และพึ่งพาคนที่คุณไว้ใจหากห้วงลึกนั้นรู้สึกหนักเกินไป',
        abundance: 'ความมั่งคั่งแท้จริงอาจอยู่ที่ความลึก มากกว่าปริมาณ ลองมอบความใส่ใจให้กับสิ่งไม่กี่อย่างที่สำคัญกับคุณจริง ๆ',
        growth: 'ความเข้าใจในตัวเองกำลังลึกซึ้งขึ้น การเขียนบันทึก การใคร่ครวญ หรือบทสนทนาที่มีความหมาย ช่วยให้คุณเอื้อมถึงสิ่งที่มักซ่อนอยู่',
        spirit: 'การทำสมาธิ การภาวนา หรือการพิจารณาอย่างเงียบ ๆ พาคุณไปสู่พื้นที่ลึกและนิ่งภายในได้ ค่อย ๆ ไป แล้วกลับมาอย่างสดชื่น',
        family: 'ฟังสิ่งที่อยู่ใต้ถ้อยคำของคนที่คุณรัก สิ่งที่พวกเขาหมายถึงอาจอ่อนโยนและสำคัญกว่าสิ่งที่พูดออกมา',
        general: 'ลงลึก มากกว่าแผ่กว้าง ขุมทรัพย์อยู่ใต้ผิวน้ำ และคุณจะกลับขึ้นมาได้อย่างปลอดภัย',
      },
      affirmation: 'ฉันดำดิ่งอย่างกล้าหาญ และกลับสู่แสงสว่างอย่างสดชื่น',
    },
  },
  {
    key: 'pebble',
    en: {
      name: 'The Pebble Gift',
      keywords: ['sincerity', 'kindness', 'small gestures', 'affection'],
      message:
        'On a windswept beach, a small penguin searches for the smoothest pebble it can find, carries it carefully in its beak, and sets it down at the feet of someone it cherishes. It is a simple stone, yet it says everything: I thought of you, I chose this for you, I want to build something with you. The humblest gifts often carry the greatest meaning: a kind message, a listening ear, an hour of your time. You do not need grand gestures to show love or gratitude. Offer what is sincere, and receive the small offerings of others with an open heart.',
      guidance: {
        love: 'Show your affection through small, thoughtful gestures. A note, a favourite snack or a moment of full attention can mean more than anything expensive.',
        career:
          'Recognise the efforts of colleagues, and let your own quiet contributions be seen. Simple acts of goodwill build trust that lasts.',
        wellbeing:
          'Offer yourself a small kindness today: a warm drink, a rest, a gentle word. Accepting care from the people you trust is also a gift worth receiving.',
        abundance:
          'Value is not measured by size. Notice the small gifts in your life and let gratitude make them shine.',
        growth:
          'Practise generosity without expecting anything back. It softens the heart and widens your sense of connection.',
        spirit:
          'A sincere offering, whether a prayer, a flower or a moment of thanks, is honoured by the spirit. What matters is the heart behind it.',
        family:
          'Small tokens of care keep family bonds warm. Remember a detail someone shared and let them know you were listening.',
        general: 'Give something small and sincere today. It will be received as something large.',
      },
      affirmation: 'I offer small kindnesses that carry great love.',
    },
    th: {
      name: 'ก้อนกรวดแทนใจ',
      keywords: ['ความจริงใจ', 'ความเมตตา', 'น้ำใจเล็ก ๆ', 'ความรักใคร่'],
      message:
        'บนชายหาดที่ลมพัดแรง เพนกวินตัวเล็กตัวหนึ่งเดินหาก้อนกรวดที่เรียบเนียนที่สุดเท่าที่จะหาได้ คาบมันไว้อย่างระมัดระวัง แล้ววางลงตรงหน้าใครสักคนที่มันรัก มันเป็นเพียงก้อนหินธรรมดา แต่กลับสื่อความหมายได้ทั้งหมด ฉันนึกถึงเธอ ฉันเลือกสิ่งนี้ให้เธอ ฉันอยากสร้างบางสิ่งไปกับเธอ ของขวัญที่เรียบง่ายที่สุดมักมีความหมายลึกซึ้งที่สุด ข้อความที่อ่อนโยน การรับฟังอย่างตั้งใจ หรือเวลาเพียงหนึ่งชั่วโมงของคุณ คุณไม่จำเป็นต้องทำสิ่งยิ่งใหญ่เพื่อแสดงความรักหรือความขอบคุณ มอบสิ่งที่มาจากใจจริง และรับน้ำใจเล็ก ๆ ของผู้อื่นด้วยหัวใจที่เปิดกว้าง',
      guidance: {
        love: 'แสดงความรักผ่านสิ่งเล็ก ๆ ที่ใส่ใจ โน้ตสั้น ๆ ขนมที่อีกฝ่ายชอบ หรือช่วงเวลาที่คุณตั้งใจอยู่ด้วยอย่างเต็มที่ อาจมีความหมายมากกว่าสิ่งใดที่ราคาแพง',
        career: 'ชื่นชมความพยายามของเพื่อนร่วมงาน และเปิดให้ผลงานเงียบ ๆ ของคุณได้ถูกมองเห็นบ้าง น้ำใจเรียบง่ายสร้างความไว้วางใจที่ยืนยาว',
        wellbeing:
          'มอบความใจดีเล็ก ๆ ให้ตัวเองในวันนี้ เครื่องดื่มอุ่น ๆ การพักสักครู่ หรือคำพูดอ่อนโยน การยอมรับการดูแลจากคนที่คุณไว้ใจก็เป็นของขวัญที่ควรค่าแก่การรับไว้',
        abundance: 'คุณค่าไม่ได้วัดกันที่ขนาด สังเกตของขวัญเล็ก ๆ ในชีวิต แล้วปล่อยให้ความขอบคุณทำให้มันเปล่งประกาย',
        growth: 'ฝึกการให้โดยไม่หวังสิ่งตอบแทน มันทำให้หัวใจอ่อนโยนลง และขยายความรู้สึกเชื่อมโยงกับผู้อื่นให้กว้างขึ้น',
        spirit:
          'การถวายที่จริงใจ ไม่ว่าจะเป็นคำภาวนา ดอกไม้ หรือช่วงเวลาแห่งการขอบคุณ ล้วนมีคุณค่าในทางจิตวิญญาณ สิ่งสำคัญคือหัวใจที่อยู่เบื้องหลัง',
        family: 'ความใส่ใจเล็ก ๆ ช่วยให้สายใยครอบครัวอบอุ่นอยู่เสมอ จำรายละเอียดที่ใครสักคนเคยเล่าให้ฟัง แล้วบอกให้เขารู้ว่าคุณตั้งใจฟังอยู่',
        general: 'มอบสิ่งเล็ก ๆ ที่จริงใจในวันนี้ แล้วมันจะถูกรับไว้เหมือนสิ่งที่ยิ่งใหญ่',
      },
      affirmation: 'ฉันมอบน้ำใจเล็ก ๆ ที่เปี่ยมด้วยความรักอันยิ่งใหญ่',
    },
  },
  {
    key: 'ice-shelf',
    en: {
      name: 'The Ice Shelf',
      keywords: ['stability', 'foundation', 'endurance', 'patience'],
      message:
        'An ice shelf is built from countless snowfalls, each one pressed beneath the next, year after year, until the layers become strong enough to hold a whole colony. Nothing about it was hurried. Penguins stand upon it without a second thought, because it has proven itself, season after season. Think of the solid ground beneath you. Your values, your experience and the relationships you have tended quietly over time form a foundation that can bear weight. When things feel uncertain, remember what has already held you. Stand tall on it. Keep adding your layers, one faithful day at a time.',
      guidance: {
        love: 'Security in love grows from trust built over time. Appreciate the steadiness you share, and keep laying down layers of reliability and care.',
        career:
          'Focus on strengthening the foundations of your work: skills, habits, reputation. What you build carefully now will support you for a long time.',
        wellbeing:
          'Steady routines can feel like firm ice beneath your feet. Regular rest, nourishing meals and time with people you trust help you feel held.',
        abundance:
          'Stability comes from patient, consistent choices aligned with your values. Be grateful for the ground you have already built.',
        growth:
          'Your character has been shaped by many seasons. Honour the layers of experience that make you who you are.',
        spirit:
          'Faith can be a quiet, solid ground rather than a dramatic feeling. Rest on what you know to be true in your heart.',
        family:
          'Family traditions and shared values form a strong shelf for everyone to stand on. Tend to them, and let them steady you.',
        general:
          'You are standing on firmer ground than you realise. Trust your foundations and keep building patiently.',
      },
      affirmation: 'I stand on a strong foundation I have built with care.',
    },
    th: {
      name: 'หิ้งน้ำแข็งมั่นคง',
      keywords: ['ความมั่นคง', 'รากฐาน', 'ความหนักแน่น', 'ความอดทน'],
      message:
        'หิ้งน้ำแข็งก่อตัวจากหิมะนับครั้งไม่ถ้วน ชั้นแล้วชั้นเล่าถูกกดทับอยู่ใต้ชั้นใหม่ ปีแล้วปีเล่า จนแข็งแรงพอจะรองรับเพนกวินได้ทั้งฝูง ไม่มีสิ่งใดในนั้นที่เกิดขึ้นอย่างเร่งรีบ เพนกวินยืนอยู่บนมันได้โดยไม่ต้องลังเล เพราะมันพิสูจน์ตัวเองมาแล้วทุกฤดูกาล ลองนึกถึงผืนดินที่มั่นคงใต้เท้าของคุณ คุณค่าที่คุณยึดถือ ประสบการณ์ และความสัมพันธ์ที่คุณดูแลอย่างเงียบ ๆ มาตลอด ได้กลายเป็นรากฐานที่รองรับน้ำหนักได้ ในยามที่ทุกอย่างดูไม่แน่นอน จงนึกถึงสิ่งที่เคยโอบอุ้มคุณไว้ ยืนให้มั่นบนนั้น และเติมชั้นของคุณต่อไป ทีละวันอย่างซื่อตรง',
      guidance: {
        love: 'ความมั่นคงในความรักเติบโตจากความไว้ใจที่สั่งสมมาตามกาลเวลา ชื่นชมความหนักแน่นที่คุณมีร่วมกัน และเติมชั้นของความไว้ใจและความใส่ใจต่อไปเรื่อย ๆ',
        career: 'ใส่ใจกับการเสริมรากฐานของงาน ทั้งทักษะ นิสัยการทำงาน และชื่อเสียง สิ่งที่คุณสร้างอย่างประณีตในวันนี้จะค้ำจุนคุณไปอีกนาน',
        wellbeing:
          'กิจวัตรที่สม่ำเสมอเปรียบเหมือนน้ำแข็งแน่นหนาใต้เท้า การพักผ่อนเป็นเวลา อาหารที่หล่อเลี้ยงร่างกาย และเวลากับคนที่คุณไว้ใจ ช่วยให้คุณรู้สึกว่ามีสิ่งโอบอุ้มอยู่',
        abundance: 'ความมั่นคงเกิดจากการเลือกอย่างอดทนและสม่ำเสมอตามคุณค่าที่คุณยึดถือ ขอบคุณผืนดินที่คุณสร้างมาแล้ว',
        growth: 'ตัวตนของคุณถูกหล่อหลอมจากหลายฤดูกาล ให้เกียรติกับชั้นของประสบการณ์ที่ทำให้คุณเป็นคุณในวันนี้',
        spirit: 'ศรัทธาอาจเป็นผืนดินที่มั่นคงอย่างเงียบ ๆ มากกว่าความรู้สึกที่โลดโผน พักพิงอยู่กับสิ่งที่หัวใจของคุณรู้ว่าเป็นความจริง',
        family: 'ประเพณีและคุณค่าที่ครอบครัวมีร่วมกัน คือหิ้งน้ำแข็งที่แข็งแรงให้ทุกคนได้ยืนหยัด ดูแลมันไว้ และให้มันช่วยประคองคุณ',
        general: 'ผืนดินใต้เท้าคุณมั่นคงกว่าที่คุณคิด เชื่อมั่นในรากฐานของตัวเอง และสร้างต่อไปอย่างอดทน',
      },
      affirmation: 'ฉันยืนอยู่บนรากฐานอันมั่นคงที่ฉันสร้างขึ้นด้วยความใส่ใจ',
    },
  },
  {
    key: 'tide',
    en: {
      name: 'The Tide',
      keywords: ['cycles', 'rhythm', 'timing', 'trust'],
      message:
        'Along the shore, the sea leaves its signature: pale lines of salt and shell where the water reached, then drew back, then reached again. Penguins live by this rhythm, waiting for the right moment to enter the waves and to return. Nothing about the tide is wrong when it goes out; it is simply breathing. Your life, too, has seasons of coming in and going out. Energy, opportunities and feelings rise and fall, and both are natural. If something seems to be retreating, be patient. The water always comes back. Move with the rhythm, and you will find your timing.',
      guidance: {
        love: 'Relationships have natural ebbs and flows of closeness. Trust the rhythm, give space when it is needed, and welcome the return of warmth.',
        career:
          'Notice the timing around you. Some moments are for moving forward and others for waiting; wisdom lies in telling them apart.',
        wellbeing:
          'Your energy rises and falls, and that is natural. On low-tide days, rest without guilt, and let people you trust care for you.',
        abundance:
          'What flows out can flow back in. Practise gratitude in both seasons, and let patience guide your choices.',
        growth:
          'You have been through many tides already. Notice the patterns in your life and learn from their rhythm.',
        spirit:
          'Align your practice with natural cycles: morning and evening, new moon and full. Rhythm itself can become a form of devotion.',
        family:
          'Family closeness may ebb and flow with the seasons of life. Hold the connection lightly and trust that it will return.',
        general: 'This is a matter of timing, not of failure. Wait for the tide, and move when it turns.',
      },
      affirmation: 'I trust the natural rhythm of my life.',
    },
    th: {
      name: 'จังหวะน้ำขึ้นน้ำลง',
      keywords: ['วัฏจักร', 'ท่วงทำนอง', 'จังหวะเวลา', 'ความไว้วางใจ'],
      message:
        'ตามแนวชายฝั่ง ทะเลได้ทิ้งลายมือของมันไว้ เป็นเส้นซีดจางของเกลือและเปลือกหอยตรงที่น้ำเคยขึ้นมาถึง แล้วถอยกลับ แล้วขึ้นมาอีกครั้ง เพนกวินใช้ชีวิตตามจังหวะนี้ รอคอยช่วงเวลาที่เหมาะสมจะลงสู่คลื่นและกลับขึ้นฝั่ง ยามน้ำลงไม่ใช่เรื่องผิดปกติ ทะเลเพียงกำลังหายใจ ชีวิตของคุณก็มีฤดูกาลแห่งการขึ้นและลงเช่นกัน พลังงาน โอกาส และความรู้สึกต่างก็มีขึ้นมีลง และทั้งสองอย่างล้วนเป็นธรรมชาติ หากบางสิ่งดูเหมือนกำลังถอยห่าง จงอดทน น้ำจะกลับมาเสมอ เคลื่อนไปตามจังหวะ แล้วคุณจะพบจังหวะเวลาที่ใช่ของตัวเอง',
      guidance: {
        love: 'ความสัมพันธ์มีช่วงที่ใกล้ชิดและห่างเหินตามธรรมชาติ เชื่อมั่นในจังหวะนั้น ให้พื้นที่เมื่อจำเป็น และต้อนรับความอบอุ่นเมื่อมันกลับมา',
        career:
          'สังเกตจังหวะเวลารอบตัว บางช่วงเหมาะกับการก้าวไปข้างหน้า บางช่วงเหมาะกับการรอคอย ปัญญาอยู่ที่การแยกแยะได้ว่าตอนนี้คือช่วงไหน',
        wellbeing: 'พลังของคุณมีขึ้นมีลงเป็นธรรมดา ในวันที่เหมือนน้ำลง จงพักผ่อนโดยไม่ต้องรู้สึกผิด และเปิดโอกาสให้คนที่คุณไว้ใจได้ดูแลคุณ',
        abundance: 'สิ่งที่ไหลออกไปก็ไหลกลับมาได้ ฝึกความขอบคุณในทั้งสองฤดู และให้ความอดทนเป็นเข็มทิศในการเลือกของคุณ',
        growth: 'คุณผ่านน้ำขึ้นน้ำลงมาแล้วหลายครั้ง ลองสังเกตรูปแบบที่เกิดซ้ำในชีวิต และเรียนรู้จากจังหวะของมัน',
        spirit: 'ลองปรับการปฏิบัติทางใจให้สอดคล้องกับวัฏจักรธรรมชาติ ทั้งเช้าและเย็น ข้างขึ้นและข้างแรม จังหวะเองก็กลายเป็นการบูชารูปแบบหนึ่งได้',
        family: 'ความใกล้ชิดในครอบครัวอาจขึ้นลงตามฤดูกาลของชีวิต ประคองสายใยไว้อย่างแผ่วเบา และเชื่อว่ามันจะหวนกลับมา',
        general: 'เรื่องนี้เป็นเรื่องของจังหวะเวลา ไม่ใช่ความล้มเหลว รอให้น้ำขึ้น แล้วค่อยเคลื่อนไหวเมื่อกระแสเปลี่ยน',
      },
      affirmation: 'ฉันไว้วางใจในจังหวะอันเป็นธรรมชาติของชีวิต',
    },
  },
  {
    key: 'snowfall',
    en: {
      name: 'Quiet Snowfall',
      keywords: ['rest', 'stillness', 'softness', 'peace'],
      message:
        'Snow is drifting down over the colony, soft and slow. It settles on backs and beaks, smooths the sharp edges of the ice, and hushes every sound until the world feels wrapped in a white blanket. The penguins tuck in their heads and simply rest. You have permission to do the same. Not everything needs your effort right now. Some days are for gathering quiet, for letting the noise fall away flake by flake. Rest is not a pause in your life; it is part of it. Let softness cover what has felt harsh, and let the stillness restore you.',
      guidance: {
        love: 'Let love be quiet and easy for a while. Cosy time together without plans can be deeply soothing.',
        career:
          'If work has felt relentless, look for a softer pace where you can. A rested mind will see solutions that a tired one cannot.',
        wellbeing:
          'Rest is what your body and mind are asking for. Sleep a little longer where you can, wrap yourself in comfort, and let people you trust care for you if you feel depleted.',
        abundance:
          'Enough can look like a quiet room, a warm blanket and a calm heart. Be grateful for simple comforts.',
        growth: 'Growth happens during rest as well as effort. Trust the quiet seasons to do their work.',
        spirit: 'Silence is a doorway. Sit with the hush and let peace settle over you like snow.',
        family:
          'A slow, quiet day together can renew family bonds. Lower the pace and enjoy one another’s simple company.',
        general: 'Slow down and rest. The world can wait a little while you restore yourself.',
      },
      affirmation: 'I give myself permission to rest softly.',
    },
    th: {
      name: 'หิมะโปรยเงียบงัน',
      keywords: ['การพักผ่อน', 'ความสงบนิ่ง', 'ความนุ่มนวล', 'สันติสุข'],
      message:
        'หิมะกำลังโปรยปรายลงเหนือฝูงเพนกวิน เบาบางและเชื่องช้า มันตกลงบนแผ่นหลังและจะงอยปาก ลบมุมคมของน้ำแข็งให้โค้งมน และกล่อมทุกเสียงให้เงียบลง จนโลกทั้งใบเหมือนถูกห่มด้วยผ้าห่มสีขาว เพนกวินซุกหัวลงแล้วพักผ่อนอย่างเรียบง่าย คุณเองก็ได้รับอนุญาตให้ทำเช่นเดียวกัน ไม่ใช่ทุกสิ่งที่ต้องการแรงของคุณในตอนนี้ บางวันมีไว้เพื่อเก็บเกี่ยวความสงบ ปล่อยให้ความวุ่นวายร่วงหล่นไปทีละเกล็ด การพักผ่อนไม่ใช่การหยุดชีวิต แต่เป็นส่วนหนึ่งของชีวิต ปล่อยให้ความนุ่มนวลห่มคลุมสิ่งที่เคยแข็งกระด้าง และให้ความนิ่งสงบช่วยฟื้นฟูคุณ',
      guidance: {
        love: 'ปล่อยให้ความรักเงียบและเรียบง่ายสักพัก ช่วงเวลาอบอุ่นที่อยู่ด้วยกันโดยไม่ต้องวางแผนอะไร อาจปลอบประโลมใจได้อย่างลึกซึ้ง',
        career: 'หากงานดูเหมือนไม่มีวันหยุดพัก ลองหาจังหวะที่นุ่มนวลลงเท่าที่ทำได้ ใจที่ได้พักผ่อนจะมองเห็นทางออกที่ใจอันเหนื่อยล้ามองไม่เห็น',
        wellbeing:
          'การพักผ่อนคือสิ่งที่ร่างกายและใจของคุณกำลังเรียกหา นอนให้นานขึ้นอีกนิดหากทำได้ ห่อหุ้มตัวเองด้วยความสบาย และเปิดใจให้คนที่คุณไว้ใจดูแลคุณเมื่อรู้สึกหมดแรง',
        abundance: 'ความพอเพียงอาจหน้าตาเหมือนห้องที่เงียบสงบ ผ้าห่มอุ่น ๆ และหัวใจที่สงบนิ่ง ขอบคุณความสุขสบายเรียบง่ายเหล่านี้',
        growth: 'การเติบโตเกิดขึ้นในยามพักพอ ๆ กับยามพากเพียร เชื่อมั่นว่าฤดูกาลอันเงียบสงบกำลังทำหน้าที่ของมันอยู่',
        spirit: 'ความเงียบคือประตูบานหนึ่ง นั่งอยู่กับความสงัด แล้วปล่อยให้สันติสุขค่อย ๆ โปรยลงมาบนตัวคุณเหมือนหิมะ',
        family: 'วันช้า ๆ เงียบ ๆ ที่ได้อยู่ด้วยกันช่วยฟื้นสายใยครอบครัวได้ ลดจังหวะลง แล้วเพลิดเพลินกับการอยู่ใกล้กันอย่างเรียบง่าย',
        general: 'ช้าลงและพักผ่อน โลกรอได้อีกสักพัก ขณะที่คุณกำลังเติมพลังให้ตัวเอง',
      },
      affirmation: 'ฉันอนุญาตให้ตัวเองได้พักผ่อนอย่างนุ่มนวล',
    },
  },
  {
    key: 'moon-watch',
    en: {
      name: 'Moon Watch',
      keywords: ['intuition', 'inner knowing', 'mystery', 'trust'],
      message:
        'In the blue hours of the polar night, a thin crescent moon hangs above the ice. It shows only a sliver of itself, yet it is whole; the rest is simply resting in shadow. A lone penguin stands watch beneath it, calm and unhurried, trusting the silver light to be enough. This card speaks to your intuition. You may not have the full picture yet, and that is all right. A sliver of knowing, a quiet feeling in your chest, can guide you well. Listen to it. Some truths reveal themselves gradually, night by night, as the moon grows full.',
      guidance: {
        love: 'Trust what your heart senses, even if it has not been spoken yet. Let things unfold gently rather than asking for every answer at once.',
        career:
          'Your instincts about a situation at work deserve attention. Gather information calmly, and let intuition help you weigh it.',
        wellbeing:
          'Listen to the quiet signals of your body and feelings. Give yourself restful, gentle evenings, and share what you notice with someone you trust.',
        abundance: 'Clarity about what truly matters may come gradually. Trust your inner sense of what is enough.',
        growth:
          'You are learning to trust yourself. Each time you follow a quiet inner nudge, that trust grows stronger.',
        spirit: 'The night holds its own wisdom. Moonlit reflection, dreams and quiet prayer may bring insight now.',
        family:
          'Sense what is unspoken at home, and meet it with compassion. Sometimes a gentle presence is all that is needed.',
        general: 'You don’t need to see everything to take the next step. Trust the light you have.',
      },
      affirmation: 'I trust the quiet wisdom within me.',
    },
    th: {
      name: 'เฝ้ามองจันทร์เสี้ยว',
      keywords: ['สัญชาตญาณ', 'เสียงภายใน', 'ความลึกลับ', 'ความไว้วางใจ'],
      message:
        'ในยามสีครามของค่ำคืนขั้วโลก จันทร์เสี้ยวบาง ๆ ลอยเด่นอยู่เหนือผืนน้ำแข็ง มันเผยให้เห็นเพียงเสี้ยวเดียว ทว่ายังคงเต็มดวงอยู่เสมอ ส่วนที่เหลือเพียงพักอยู่ในเงามืด เพนกวินตัวหนึ่งยืนเฝ้าอยู่เบื้องล่าง สงบและไม่เร่งร้อน ไว้วางใจว่าแสงสีเงินนั้นเพียงพอแล้ว ไพ่ใบนี้พูดกับสัญชาตญาณของคุณ คุณอาจยังไม่เห็นภาพทั้งหมด และนั่นก็ไม่เป็นไร การรับรู้เพียงเสี้ยวหนึ่ง หรือความรู้สึกเงียบ ๆ ในอก ก็นำทางคุณได้ดี ลองฟังมัน ความจริงบางอย่างค่อย ๆ เผยตัวทีละคืน เหมือนดวงจันทร์ที่ค่อย ๆ เต็มดวง',
      guidance: {
        love: 'เชื่อในสิ่งที่หัวใจสัมผัสได้ แม้ยังไม่มีใครพูดออกมา ปล่อยให้เรื่องราวค่อย ๆ คลี่คลายอย่างอ่อนโยน แทนการเรียกร้องคำตอบทั้งหมดในคราวเดียว',
        career: 'สัญชาตญาณของคุณต่อสถานการณ์ในที่ทำงานควรค่าแก่การใส่ใจ รวบรวมข้อมูลอย่างใจเย็น แล้วให้เสียงภายในช่วยชั่งน้ำหนัก',
        wellbeing:
          'ฟังสัญญาณเงียบ ๆ จากร่างกายและความรู้สึกของคุณ มอบการพักผ่อนและความอ่อนโยนให้ตัวเองในยามค่ำ และเล่าสิ่งที่คุณสังเกตเห็นให้คนที่คุณไว้ใจฟัง',
        abundance: 'ความชัดเจนว่าอะไรสำคัญจริง ๆ อาจค่อย ๆ ปรากฏ เชื่อในความรู้สึกภายในของคุณว่าอะไรคือความพอดี',
        growth: 'คุณกำลังเรียนรู้ที่จะไว้ใจตัวเอง ทุกครั้งที่คุณทำตามเสียงกระซิบเบา ๆ ภายใน ความไว้ใจนั้นจะหนักแน่นขึ้น',
        spirit: 'ค่ำคืนมีปัญญาในแบบของมัน การใคร่ครวญใต้แสงจันทร์ ความฝัน และการภาวนาอย่างเงียบ ๆ อาจนำความเข้าใจใหม่มาให้ในตอนนี้',
        family: 'รับรู้สิ่งที่ไม่ได้พูดออกมาในบ้าน แล้วโอบรับมันด้วยความเห็นอกเห็นใจ บางครั้งการอยู่ตรงนั้นอย่างอ่อนโยนก็เพียงพอแล้ว',
        general: 'คุณไม่จำเป็นต้องเห็นทุกอย่างก่อนก้าวต่อไป เชื่อในแสงที่คุณมีอยู่',
      },
      affirmation: 'ฉันไว้วางใจในปัญญาเงียบ ๆ ที่อยู่ภายในตัวฉัน',
    },
  },
  {
    key: 'compass',
    en: {
      name: 'The Compass',
      keywords: ['direction', 'values', 'purpose', 'choice'],
      message:
        'Across a landscape of white in every direction, penguins still find their way: to the sea, to their colony, to the one voice they are looking for. They read the sun, the wind and something deeper inside them. The compass rose on this card points to your own inner sense of direction. When the options feel endless, return to what you truly value. Ask which path feels most like you, not which one others expect. Your heart has its own true bearing, and it has never stopped pointing. Align your next step with it, and the way will grow clearer.',
      guidance: {
        love: 'Be clear about what you truly want and need in love. When you honour your values, you draw closer to relationships that share them.',
        career:
          'Let your deeper values guide your next professional choice. Ask not only what is possible, but what feels meaningful.',
        wellbeing:
          'Check in with yourself regularly: what is your body asking for, and what does your heart need? Steer toward rest and kindness, and toward people you trust when you need support.',
        abundance:
          'Clarity about your values brings clarity about what is truly enough. Let gratitude and purpose set your direction.',
        growth:
          'You are learning to steer by your own inner compass rather than the opinions of others. Each choice that feels true strengthens it.',
        spirit: 'Your spiritual path is yours to walk. Trust the practices and beliefs that bring you closer to peace.',
        family:
          'Shared values can guide family decisions. Talk about what matters most to each of you and find your common direction.',
        general: 'When unsure, come back to your values. They will point the way.',
      },
      affirmation: 'I follow the true direction of my heart.',
    },
    th: {
      name: 'เข็มทิศแห่งหัวใจ',
      keywords: ['ทิศทาง', 'คุณค่าในใจ', 'เป้าหมาย', 'การเลือก'],
      message:
        'ท่ามกลางผืนขาวโพลนที่แผ่ไปทุกทิศทาง เพนกวินยังคงหาทางของมันพบ ไม่ว่าจะเป็นทางสู่ทะเล สู่ฝูง หรือสู่เสียงเรียกที่มันตามหา พวกมันอ่านดวงอาทิตย์ สายลม และบางสิ่งที่ลึกกว่านั้นภายในตัวเอง เข็มทิศบนไพ่ใบนี้ชี้ไปยังทิศทางภายในของคุณ เมื่อทางเลือกดูเหมือนไม่มีที่สิ้นสุด ลองกลับมาหาสิ่งที่คุณให้คุณค่าอย่างแท้จริง ถามตัวเองว่าเส้นทางไหนที่เป็นตัวคุณมากที่สุด ไม่ใช่เส้นทางที่คนอื่นคาดหวัง หัวใจของคุณมีทิศทางที่แท้จริงของมัน และไม่เคยหยุดชี้นำเลย ลองให้ก้าวต่อไปสอดคล้องกับทิศนั้น แล้วหนทางจะค่อย ๆ ชัดเจนขึ้น',
      guidance: {
        love: 'ชัดเจนกับตัวเองว่าคุณต้องการอะไรในความรักอย่างแท้จริง เมื่อคุณให้เกียรติคุณค่าของตัวเอง คุณจะได้ใกล้ชิดกับความสัมพันธ์ที่มีคุณค่าเดียวกัน',
        career:
          'ให้คุณค่าที่ลึกซึ้งในใจเป็นผู้นำทางในการเลือกเส้นทางการงานครั้งต่อไป ถามไม่เพียงว่าอะไรเป็นไปได้ แต่ถามด้วยว่าอะไรมีความหมายสำหรับคุณ',
        wellbeing:
          'หมั่นถามไถ่ตัวเองอยู่เสมอ ร่างกายกำลังขออะไร หัวใจต้องการอะไร หันหัวเรือไปสู่การพักผ่อนและความใจดี และไปหาคนที่คุณไว้ใจเมื่อต้องการแรงสนับสนุน',
        abundance:
          'ความชัดเจนในคุณค่าของตัวเอง นำมาซึ่งความชัดเจนว่าอะไรคือความพอดีอย่างแท้จริง ให้ความขอบคุณและเป้าหมายในใจเป็นผู้กำหนดทิศทาง',
        growth:
          'คุณกำลังเรียนรู้ที่จะกำหนดทิศทางด้วยเข็มทิศภายในของตัวเอง แทนความคิดเห็นของผู้อื่น ทุกการเลือกที่ตรงกับใจจะทำให้เข็มทิศนั้นแม่นยำขึ้น',
        spirit: 'เส้นทางทางจิตวิญญาณเป็นของคุณที่จะเดิน เชื่อมั่นในแนวปฏิบัติและความเชื่อที่พาคุณเข้าใกล้ความสงบ',
        family: 'คุณค่าที่มีร่วมกันช่วยนำทางการตัดสินใจในครอบครัวได้ ลองพูดคุยกันว่าอะไรสำคัญที่สุดสำหรับแต่ละคน แล้วหาทิศทางร่วมกัน',
        general: 'เมื่อไม่แน่ใจ ให้กลับมาหาคุณค่าที่คุณยึดถือ มันจะชี้ทางให้คุณเอง',
      },
      affirmation: 'ฉันเดินตามทิศทางที่แท้จริงของหัวใจ',
    },
  },
  {
    key: 'passing-storm',
    en: {
      name: 'Passing Storm',
      keywords: ['endurance', 'shelter', 'resilience', 'renewal'],
      message:
        'A dark cloud rolls over the colony and the wind picks up, but look closely: at its edge there is already a gap where light is pouring through. The penguins know what to do. They draw together, lower their heads and wait, sheltering one another until the weather moves on, as weather always does. Something in your life may feel stormy right now. It is not a sign that you have done anything wrong. Find shelter, stay close to those who care for you, and let yourself simply endure for a while. The light is already breaking through.',
      guidance: {
        love: 'If there has been tension, give it time to pass before drawing conclusions. Gentle patience and kind words help two hearts find calm again.',
        career:
          'A demanding period at work is temporary. Focus on what you can manage today, ask for support, and trust that calmer days are coming.',
        wellbeing:
          'Shelter yourself with rest, warmth and comfort while things feel intense. It is wise to let people you trust walk beside you and care for you through it.',
        abundance:
          'Even in uncertain times, there is something to be grateful for. Hold to your values and let patience carry you until the skies clear.',
        growth: 'Every storm you have weathered has made you more resilient. Notice the strength you already carry.',
        spirit:
          'Find an inner shelter through prayer, breath or stillness. The calm centre within you remains, even when the wind is loud.',
        family:
          'During stressful times, draw close rather than apart. Small comforts shared together help everyone feel safe.',
        general: 'This will pass. Seek shelter, stay close, and watch for the light.',
      },
      affirmation: 'I am sheltered and strong, and this too will pass.',
    },
    th: {
      name: 'พายุย่อมผ่านพ้น',
      keywords: ['ความอดทน', 'ที่พักพิง', 'ความยืดหยุ่น', 'การฟื้นคืน'],
      message:
        'เมฆดำเคลื่อนผ่านเหนือฝูงเพนกวิน และสายลมก็เริ่มแรงขึ้น แต่ลองมองให้ดี ตรงขอบเมฆนั้นมีช่องว่างที่แสงสว่างกำลังสาดส่องลงมาแล้ว เพนกวินรู้ดีว่าต้องทำอย่างไร พวกมันเบียดเข้าหากัน ก้มหัวลง แล้วรอคอย คอยเป็นที่กำบังให้กันและกันจนกว่าอากาศจะเปลี่ยนไป อย่างที่มันเปลี่ยนไปเสมอ บางสิ่งในชีวิตของคุณอาจรู้สึกเหมือนพายุในตอนนี้ นั่นไม่ได้แปลว่าคุณทำอะไรผิด หาที่พักพิง อยู่ใกล้คนที่ห่วงใยคุณ และอนุญาตให้ตัวเองเพียงประคับประคองไปสักพัก แสงสว่างกำลังลอดผ่านเมฆลงมาแล้ว',
      guidance: {
        love: 'หากมีความตึงเครียดเกิดขึ้น ให้เวลามันผ่านไปก่อนจะด่วนสรุป ความอดทนที่อ่อนโยนและคำพูดที่ใจดี ช่วยให้สองหัวใจกลับมาสงบได้อีกครั้ง',
        career:
          'ช่วงเวลาที่งานหนักหน่วงเป็นเพียงสิ่งชั่วคราว ใส่ใจกับสิ่งที่คุณจัดการได้ในวันนี้ ขอความช่วยเหลือเมื่อต้องการ และเชื่อว่าวันที่สงบกว่ากำลังมา',
        wellbeing:
          'ห่อหุ้มตัวเองด้วยการพักผ่อน ความอบอุ่น และความสบาย ในช่วงที่ทุกอย่างดูเข้มข้น การให้คนที่คุณไว้ใจได้เดินเคียงข้างและดูแลคุณไปด้วยกันเป็นสิ่งที่ชาญฉลาด',
        abundance: 'แม้ในยามที่ไม่แน่นอน ก็ยังมีสิ่งให้ขอบคุณเสมอ ยึดมั่นในคุณค่าของตัวเอง และให้ความอดทนพาคุณไปจนกว่าฟ้าจะเปิด',
        growth: 'ทุกพายุที่คุณผ่านมาได้ ทำให้คุณยืดหยุ่นและแข็งแกร่งขึ้น ลองสังเกตพลังที่คุณมีอยู่แล้วในตัว',
        spirit: 'หาที่พักพิงภายในผ่านการภาวนา ลมหายใจ หรือความสงบนิ่ง ศูนย์กลางอันสงบในตัวคุณยังคงอยู่ แม้ลมภายนอกจะพัดแรง',
        family: 'ในช่วงเวลาที่ตึงเครียด จงขยับเข้าหากันแทนการห่างเหิน ความสบายใจเล็ก ๆ ที่แบ่งปันกันช่วยให้ทุกคนรู้สึกปลอดภัย',
        general: 'เรื่องนี้จะผ่านไป หาที่พักพิง อยู่ใกล้กันไว้ และคอยมองหาแสงสว่าง',
      },
      affirmation: 'ฉันมีที่พักพิงและมีความเข้มแข็ง และเรื่องนี้ก็จะผ่านไป',
    },
  },
  {
    key: 'abundant-sea',
    en: {
      name: 'Abundant Sea',
      keywords: ['plenty', 'gratitude', 'receiving', 'generosity'],
      message:
        'Beneath the waves, a school of silver fish turns as one, flashing in the light like a scattering of stars. For the penguins who dive among them, the sea is a generous table, set again and again with each season. No one needs to hoard; there is enough. This card invites you to notice the abundance already flowing around you: friendship, ideas, beauty, chances to learn and to love. When you feel that there is not enough, pause and look again with grateful eyes. Open your hands to receive, share freely from what you have, and trust that the sea keeps giving.',
      guidance: {
        love: 'Love is not a scarce resource. Give affection generously, and allow yourself to receive it fully in return.',
        career:
          'Opportunities are more plentiful than they may seem. Stay open, share what you know, and notice the doors that collaboration opens.',
        wellbeing:
          'Nourish yourself generously with rest, good food and time outdoors. Let the care of people you trust be part of your abundance too.',
        abundance:
          'Gratitude reveals how much you already have. Name three things you are thankful for each day, and let a sense of enough settle in your heart.',
        growth:
          'Notice any belief that there is never enough, and gently question it. A generous outlook opens new possibilities.',
        spirit:
          'Life is generous in ways beyond counting. Give thanks for the nourishment that comes to you in many forms.',
        family:
          'Share what you have with those at home: time, laughter, a meal. A generous table makes everyone feel welcome.',
        general: 'There is enough. Receive with gratitude, and share with an open heart.',
      },
      affirmation: 'I am grateful for the abundance flowing through my life.',
    },
    th: {
      name: 'ทะเลแห่งความอุดม',
      keywords: ['ความอุดมสมบูรณ์', 'ความขอบคุณ', 'การเปิดรับ', 'ความเอื้อเฟื้อ'],
      message:
        'ใต้ผืนคลื่น ฝูงปลาสีเงินพลิกตัวไปพร้อมกันราวกับเป็นหนึ่งเดียว ส่องประกายในแสงดั่งดวงดาวที่โปรยกระจาย สำหรับเพนกวินที่ดำดิ่งอยู่ท่ามกลางพวกมัน ทะเลคือโต๊ะอาหารอันใจกว้างที่ถูกจัดเตรียมใหม่ทุกฤดูกาล ไม่มีใครต้องกักตุน เพราะมีเพียงพอสำหรับทุกตัว ไพ่ใบนี้ชวนคุณให้สังเกตความอุดมสมบูรณ์ที่ไหลเวียนอยู่รอบตัวแล้ว ทั้งมิตรภาพ ความคิดใหม่ ๆ ความงาม และโอกาสที่จะได้เรียนรู้และรัก ในยามที่รู้สึกว่ามีไม่พอ ลองหยุดแล้วมองอีกครั้งด้วยสายตาแห่งความขอบคุณ เปิดมือรับ แบ่งปันจากสิ่งที่มีอย่างเต็มใจ และไว้วางใจว่าทะเลจะยังคงให้อยู่เสมอ',
      guidance: {
        love: 'ความรักไม่ใช่สิ่งที่ขาดแคลน มอบความรักใคร่อย่างเต็มใจ และอนุญาตให้ตัวเองได้รับมันกลับมาอย่างเต็มที่',
        career: 'โอกาสมีมากกว่าที่คุณอาจคิด เปิดใจไว้ แบ่งปันสิ่งที่คุณรู้ และสังเกตประตูที่เปิดออกเมื่อคุณร่วมมือกับผู้อื่น',
        wellbeing:
          'หล่อเลี้ยงตัวเองอย่างใจกว้างด้วยการพักผ่อน อาหารดี ๆ และเวลาอยู่กลางแจ้ง และให้ความห่วงใยจากคนที่คุณไว้ใจเป็นส่วนหนึ่งของความอุดมสมบูรณ์ในชีวิตด้วย',
        abundance:
          'ความขอบคุณเผยให้เห็นว่าคุณมีอยู่มากเพียงใด ลองบอกตัวเองถึงสามสิ่งที่คุณขอบคุณในแต่ละวัน แล้วปล่อยให้ความรู้สึกพอเพียงตั้งมั่นในใจ',
        growth: 'สังเกตความเชื่อที่ว่าอะไร ๆ ก็ไม่เคยพอ แล้วลองตั้งคำถามกับมันอย่างอ่อนโยน มุมมองที่เอื้อเฟื้อจะเปิดความเป็นไปได้ใหม่ ๆ',
        spirit: 'ชีวิตเอื้อเฟื้อในแบบที่นับไม่ถ้วน ขอบคุณสิ่งหล่อเลี้ยงที่มาถึงคุณในหลากหลายรูปแบบ',
        family: 'แบ่งปันสิ่งที่คุณมีกับคนในบ้าน ทั้งเวลา เสียงหัวเราะ และอาหารสักมื้อ โต๊ะอาหารที่ใจกว้างทำให้ทุกคนรู้สึกเป็นที่ต้อนรับ',
        general: 'มีเพียงพอเสมอ รับด้วยความขอบคุณ และแบ่งปันด้วยหัวใจที่เปิดกว้าง',
      },
      affirmation: 'ฉันขอบคุณความอุดมสมบูรณ์ที่ไหลเวียนอยู่ในชีวิตของฉัน',
    },
  },
  {
    key: 'molting',
    en: {
      name: 'Molting',
      keywords: ['transformation', 'release', 'renewal', 'patience'],
      message:
        'Once a year, a penguin lets go of its entire coat of feathers. For a few weeks it stays on land, looking ruffled and a little undone, loose feathers drifting away on the wind. It cannot swim yet, so it waits, rests and lets the change happen. Then the new coat arrives, sleek and ready for the sea. This is a season of shedding in your life. Old habits, roles or beliefs may be falling away, and you might feel unfinished. That is part of the process. Be gentle with yourself while you are in between. Something fresh is growing in.',
      guidance: {
        love: 'You may be outgrowing old patterns in how you love. Let them go gently, and give yourself and others patience while new ways form.',
        career:
          'A professional shift is underway. It is fine to feel unsettled; use this in-between time to rest, reflect and prepare.',
        wellbeing:
          'Times of change can be tiring. Be especially kind to your body, rest more than usual, and let people you trust support you while you renew.',
        abundance:
          'Releasing what no longer fits makes room for what aligns with your values. Be grateful for what served you, and let it go.',
        growth:
          'This is real transformation. You do not need to look polished while you change; you only need to allow it.',
        spirit: 'Shedding is a sacred act. Honour what you are releasing with a small ritual of thanks and farewell.',
        family: 'Roles within the family may be shifting. Give one another room to change and grow.',
        general: 'Let the old feathers fall. A new, stronger version of you is coming through.',
      },
      affirmation: 'I release the old with grace and welcome who I am becoming.',
    },
    th: {
      name: 'ฤดูผลัดขน',
      keywords: ['การเปลี่ยนแปลง', 'การปล่อยวาง', 'การเริ่มใหม่', 'ความอดทน'],
      message:
        'ปีละครั้ง เพนกวินจะปล่อยขนทั้งตัวให้หลุดร่วงไป หลายสัปดาห์ที่มันต้องอยู่บนฝั่ง ดูยุ่งเหยิงและไม่เรียบร้อยนัก ขนที่หลุดร่วงลอยไปตามสายลม มันยังว่ายน้ำไม่ได้ จึงรอคอย พักผ่อน และปล่อยให้การเปลี่ยนแปลงดำเนินไป แล้วขนชุดใหม่ก็งอกขึ้นมา เรียบเงาและพร้อมสำหรับท้องทะเล นี่คือฤดูกาลแห่งการผลัดเปลี่ยนในชีวิตของคุณ นิสัยเก่า บทบาทเดิม หรือความเชื่อบางอย่างอาจกำลังหลุดร่วงไป และคุณอาจรู้สึกเหมือนยังไม่สมบูรณ์ นั่นคือส่วนหนึ่งของกระบวนการ ใจดีกับตัวเองในช่วงที่อยู่ระหว่างกลางนี้ บางสิ่งที่สดใหม่กำลังงอกงามขึ้นมา',
      guidance: {
        love: 'คุณอาจกำลังเติบโตพ้นรูปแบบเดิม ๆ ในการรัก ปล่อยมันไปอย่างอ่อนโยน และให้ความอดทนกับทั้งตัวเองและผู้อื่นขณะที่วิถีใหม่กำลังก่อตัว',
        career:
          'การเปลี่ยนแปลงในเส้นทางการงานกำลังเกิดขึ้น การรู้สึกไม่มั่นคงเป็นเรื่องปกติ ใช้ช่วงเวลาระหว่างกลางนี้เพื่อพักผ่อน ใคร่ครวญ และเตรียมตัว',
        wellbeing:
          'ช่วงเวลาแห่งการเปลี่ยนแปลงอาจทำให้เหนื่อยล้า ใจดีกับร่างกายเป็นพิเศษ พักให้มากกว่าปกติ และปล่อยให้คนที่คุณไว้ใจช่วยประคับประคองขณะที่คุณกำลังฟื้นฟู',
        abundance: 'การปล่อยสิ่งที่ไม่เหมาะกับคุณแล้ว ช่วยเปิดพื้นที่ให้สิ่งที่สอดคล้องกับคุณค่าของคุณ ขอบคุณสิ่งที่เคยเกื้อหนุนคุณ แล้วปล่อยมันไป',
        growth: 'นี่คือการเปลี่ยนแปลงที่แท้จริง คุณไม่จำเป็นต้องดูเรียบร้อยสมบูรณ์ระหว่างที่กำลังเปลี่ยน เพียงอนุญาตให้มันเกิดขึ้นก็พอ',
        spirit: 'การผลัดเปลี่ยนเป็นพิธีกรรมอันศักดิ์สิทธิ์ ลองให้เกียรติสิ่งที่คุณกำลังปล่อยวางด้วยพิธีเล็ก ๆ แห่งการขอบคุณและบอกลา',
        family: 'บทบาทในครอบครัวอาจกำลังเปลี่ยนไป ให้พื้นที่แก่กันและกันในการเปลี่ยนแปลงและเติบโต',
        general: 'ปล่อยให้ขนเก่าร่วงหล่นไป ตัวตนใหม่ที่แข็งแรงกว่าเดิมของคุณกำลังปรากฏขึ้น',
      },
      affirmation: 'ฉันปล่อยวางสิ่งเก่าอย่างงดงาม และต้อนรับตัวตนใหม่ที่กำลังเติบโต',
    },
  },
  {
    key: 'the-call',
    en: {
      name: 'The Call',
      keywords: ['voice', 'expression', 'recognition', 'connection'],
      message:
        'Returning from the sea to a colony of thousands, a penguin lifts its head and calls. Its voice is unlike any other, and somewhere in the crowd a partner or a chick hears it, knows it, and answers. Through all that noise, the right ones still find each other. Let this card encourage you to use your voice. Say what you mean, share what you feel, ask for what you need. You do not have to be the loudest to be heard; you only have to be truly yourself. Those who are ready to recognise you are listening for exactly your sound.',
      guidance: {
        love: 'Express your feelings honestly and kindly. The right person will recognise and welcome your true voice.',
        career:
          'Speak up about your ideas and contributions. Your perspective is valuable, and the right people will hear it.',
        wellbeing:
          'Voice what you need, to yourself and to others. Reaching out to people you trust and letting them know how you feel is an act of self-care.',
        abundance:
          'Naming clearly what you value helps you recognise it when it arrives. Speak your gratitude aloud as well.',
        growth: 'Finding your voice is a lifelong practice. Each time you speak authentically, it becomes steadier.',
        spirit: 'Chanting, singing or speaking a prayer aloud can connect you to the sacred. Let your call rise.',
        family: 'Call the ones you love, on the phone or in your thoughts. A familiar voice can be deeply comforting.',
        general: 'Speak up, gently and clearly. You will be heard by those who matter.',
      },
      affirmation: 'I speak my truth, and I am heard.',
    },
    th: {
      name: 'เสียงเรียกขาน',
      keywords: ['เสียงของตัวเอง', 'การแสดงออก', 'การจดจำ', 'สายสัมพันธ์'],
      message:
        'เมื่อกลับจากทะเลสู่ฝูงที่มีสมาชิกนับพัน เพนกวินจะเงยหน้าขึ้นแล้วส่งเสียงเรียก เสียงของมันไม่เหมือนใคร และที่ไหนสักแห่งในฝูง คู่ของมันหรือลูกน้อยจะได้ยิน จดจำได้ และขานตอบ ท่ามกลางความอึกทึกทั้งหมดนั้น ผู้ที่ใช่ก็ยังคงหากันพบ ให้ไพ่ใบนี้เป็นกำลังใจให้คุณใช้เสียงของตัวเอง พูดสิ่งที่คุณหมายความ แบ่งปันสิ่งที่รู้สึก และขอสิ่งที่ต้องการ คุณไม่จำเป็นต้องดังที่สุดเพื่อให้มีคนได้ยิน เพียงเป็นตัวของตัวเองอย่างแท้จริงเท่านั้น คนที่พร้อมจะจดจำคุณได้ กำลังตั้งใจฟังเสียงที่เป็นของคุณอยู่',
      guidance: {
        love: 'แสดงความรู้สึกของคุณอย่างจริงใจและอ่อนโยน คนที่ใช่จะจดจำและยินดีต้อนรับเสียงที่แท้จริงของคุณ',
        career: 'กล้าพูดถึงความคิดและผลงานของคุณ มุมมองของคุณมีคุณค่า และคนที่เหมาะสมจะได้ยินมัน',
        wellbeing:
          'บอกสิ่งที่คุณต้องการ ทั้งกับตัวเองและกับผู้อื่น การเอื้อมมือหาคนที่คุณไว้ใจ และบอกให้เขารู้ว่าคุณรู้สึกอย่างไร คือการดูแลตัวเองอย่างหนึ่ง',
        abundance: 'การบอกให้ชัดว่าคุณให้คุณค่ากับสิ่งใด ช่วยให้คุณจดจำมันได้เมื่อมันมาถึง และลองเอ่ยคำขอบคุณออกมาดัง ๆ ด้วย',
        growth: 'การค้นพบเสียงของตัวเองเป็นการฝึกฝนตลอดชีวิต ทุกครั้งที่คุณพูดอย่างเป็นตัวของตัวเอง เสียงนั้นจะมั่นคงขึ้น',
        spirit: 'การสวดมนต์ การร้องเพลง หรือการเอ่ยคำภาวนาออกเสียง ช่วยเชื่อมคุณเข้ากับสิ่งศักดิ์สิทธิ์ได้ ปล่อยให้เสียงเรียกของคุณลอยขึ้นไป',
        family: 'ส่งเสียงหาคนที่คุณรัก ไม่ว่าจะโทรหากันจริง ๆ หรือส่งความคิดถึงไปในใจ เสียงที่คุ้นเคยปลอบโยนใจได้อย่างลึกซึ้ง',
        general: 'พูดออกมาอย่างอ่อนโยนและชัดเจน คนที่สำคัญจะได้ยินคุณ',
      },
      affirmation: 'ฉันพูดความจริงจากใจ และเสียงของฉันมีคนได้ยิน',
    },
  },
  {
    key: 'the-slide',
    en: {
      name: 'The Slide',
      keywords: ['play', 'ease', 'joy', 'flow'],
      message:
        'Why waddle when you can slide? On a gentle slope of snow, a penguin flops onto its belly, pushes off with its flippers and glides, faster and easier than walking could ever be. It looks undignified, and it is pure joy. There may be an easier way for you, too. You might have been pushing hard at something that would move more gracefully with a lighter touch. Let yourself play. Let something be simple. Laughter and ease are not distractions from a good life; they are part of what makes it good. Tilt forward, trust the slope, and enjoy the glide.',
      guidance: {
        love: 'Bring laughter and lightness into your relationships. Playfulness can melt tension and draw you closer.',
        career:
          'Look for the simpler way to get things done. A lighter, more playful approach may spark solutions that effort alone cannot.',
        wellbeing:
          'Joyful movement, laughter and fun are good for body and heart. Rest when you need to, and lean on people you trust on heavier days.',
        abundance:
          'Ease is a form of abundance. Notice where life is already flowing smoothly, and give thanks for it.',
        growth:
          'You do not always have to struggle to grow. Sometimes the lesson is learning to relax and trust the glide.',
        spirit: 'Joy is a spiritual practice too. Let delight connect you to the light-hearted side of the sacred.',
        family: 'Play together. A silly game or a spontaneous outing can refresh family bonds.',
        general: 'Choose the easier path when it’s there for you. Let joy carry you forward.',
      },
      affirmation: 'I let life flow with ease and joy.',
    },
    th: {
      name: 'ไถลลื่นบนหิมะ',
      keywords: ['ความสนุก', 'ความง่ายดาย', 'ความสุข', 'การลื่นไหล'],
      message:
        'จะเดินเตาะแตะไปทำไม ในเมื่อไถลไปได้ บนเนินหิมะลาดเอียงเพียงเล็กน้อย เพนกวินทิ้งตัวลงนอนคว่ำ ใช้ครีบผลักตัวเองแล้วลื่นไถลไป เร็วกว่าและง่ายกว่าการเดินมากนัก มันอาจดูไม่สง่างาม แต่มันคือความสุขล้วน ๆ สำหรับคุณเองก็อาจมีวิธีที่ง่ายกว่านี้ บางทีคุณอาจพยายามผลักดันบางสิ่งอย่างหนัก ทั้งที่มันอาจเคลื่อนไปได้อย่างงดงามกว่าด้วยสัมผัสที่เบาลง ปล่อยให้ตัวเองได้เล่น ปล่อยให้บางอย่างได้เรียบง่าย เสียงหัวเราะและความผ่อนคลายไม่ได้ทำให้ชีวิตที่ดีเสียไป แต่เป็นส่วนหนึ่งที่ทำให้ชีวิตดีงาม โน้มตัวไปข้างหน้า ไว้ใจเนินลาด แล้วเพลิดเพลินกับการไถลไป',
      guidance: {
        love: 'เติมเสียงหัวเราะและความเบาสบายลงในความสัมพันธ์ ความขี้เล่นช่วยละลายความตึงเครียด และดึงคุณให้ใกล้ชิดกันมากขึ้น',
        career:
          'มองหาวิธีที่เรียบง่ายกว่าในการทำงานให้สำเร็จ การลงมือด้วยใจที่เบาและสนุกขึ้น อาจจุดประกายทางออกที่ความพยายามเพียงอย่างเดียวหาไม่พบ',
        wellbeing:
          'การขยับร่างกายอย่างสนุกสนาน เสียงหัวเราะ และความสนุก ล้วนดีต่อทั้งกายและใจ พักเมื่อต้องการ และพึ่งพาคนที่คุณไว้ใจในวันที่ใจหนักอึ้ง',
        abundance: 'ความง่ายดายก็เป็นความอุดมสมบูรณ์อย่างหนึ่ง สังเกตว่าชีวิตส่วนไหนกำลังไหลลื่นอยู่แล้ว และขอบคุณสิ่งนั้น',
        growth: 'คุณไม่จำเป็นต้องดิ้นรนเสมอไปจึงจะเติบโต บางครั้งบทเรียนคือการเรียนรู้ที่จะผ่อนคลาย และไว้ใจการลื่นไหล',
        spirit: 'ความสุขก็เป็นการปฏิบัติทางจิตวิญญาณเช่นกัน ปล่อยให้ความเบิกบานเชื่อมคุณเข้ากับด้านที่สดใสของสิ่งศักดิ์สิทธิ์',
        family: 'เล่นด้วยกันบ้าง เกมตลก ๆ สักเกม หรือการออกไปเที่ยวแบบไม่ได้วางแผน ช่วยให้สายใยครอบครัวสดชื่นขึ้น',
        general: 'เลือกทางที่ง่ายกว่าเมื่อมีให้เลือก ปล่อยให้ความสุขพาคุณไปข้างหน้า',
      },
      affirmation: 'ฉันปล่อยให้ชีวิตลื่นไหลอย่างง่ายดายและเปี่ยมสุข',
    },
  },
  {
    key: 'iceberg',
    en: {
      name: 'The Iceberg',
      keywords: ['hidden depths', 'inner strength', 'substance', 'understanding'],
      message:
        'Drifting past the colony, an iceberg shows only its bright tip above the waves. Beneath the surface lies a vast, quiet mass, far larger than anyone on the shore can see, and that hidden depth is what keeps it steady in the swell. There is much more to you than what shows. Your strength, your history and your wisdom run deep, even on days when you feel small. The same is true of others and of situations: what is visible is only part of the story. Approach yourself and others with gentle curiosity, and trust the depth that holds you upright.',
      guidance: {
        love: 'There is more beneath the surface of your relationship, or of a person you care about. Ask gentle questions and listen with patience.',
        career:
          'A situation at work may have layers you cannot yet see. Gather understanding before making judgements, and trust your own quiet depth of skill.',
        wellbeing:
          'Feelings may be larger beneath the surface than they appear. Acknowledge them kindly, rest, and let people you trust help you explore what lies below.',
        abundance:
          'Your true riches include qualities no one can see at a glance: kindness, resilience, wisdom. Be grateful for these hidden treasures.',
        growth:
          'You are discovering depths in yourself you did not know were there. Welcome them with curiosity rather than fear.',
        spirit: 'The deepest part of you is connected to something vast and steady. Rest in that quiet presence.',
        family: 'Family members may be carrying more than they show. Offer understanding and a safe space to share.',
        general: 'Look beneath the surface. There is more here than meets the eye, including more strength in you.',
      },
      affirmation: 'I trust the quiet depth that keeps me steady.',
    },
    th: {
      name: 'ภูเขาน้ำแข็งกลางทะเล',
      keywords: ['ความลึกที่ซ่อนอยู่', 'พลังภายใน', 'แก่นแท้', 'ความเข้าใจ'],
      message:
        'ภูเขาน้ำแข็งลูกหนึ่งลอยผ่านฝูงเพนกวินไป เผยให้เห็นเพียงยอดสีขาวสว่างเหนือผิวคลื่น ใต้ผิวน้ำนั้นคือมวลน้ำแข็งมหึมาที่เงียบสงบ ใหญ่กว่าที่ใครบนฝั่งจะมองเห็นได้ และความลึกที่ซ่อนอยู่นั่นเองที่ทำให้มันมั่นคงท่ามกลางคลื่นลม ตัวคุณเองก็มีมากกว่าสิ่งที่ปรากฏให้เห็น ความเข้มแข็ง เรื่องราวชีวิต และปัญญาของคุณหยั่งรากลึก แม้ในวันที่คุณรู้สึกตัวเล็กนิดเดียว ผู้อื่นและสถานการณ์ต่าง ๆ ก็เช่นกัน สิ่งที่มองเห็นเป็นเพียงส่วนหนึ่งของเรื่องราว มองตัวเองและผู้อื่นด้วยความอยากรู้อย่างอ่อนโยน และไว้วางใจในความลึกที่ประคองคุณให้ตั้งมั่นอยู่ได้',
      guidance: {
        love: 'ยังมีอีกมากซ่อนอยู่ใต้ผิวของความสัมพันธ์ หรือในตัวคนที่คุณห่วงใย ลองถามอย่างอ่อนโยน และรับฟังด้วยความอดทน',
        career:
          'สถานการณ์ในที่ทำงานอาจมีหลายชั้นที่คุณยังมองไม่เห็น สร้างความเข้าใจให้รอบด้านก่อนตัดสิน และเชื่อมั่นในความสามารถอันลึกซึ้งที่คุณมีอยู่อย่างเงียบ ๆ',
        wellbeing: 'ความรู้สึกบางอย่างอาจใหญ่กว่าที่ปรากฏบนผิวน้ำ ยอมรับมันอย่างใจดี พักผ่อน และให้คนที่คุณไว้ใจช่วยสำรวจสิ่งที่อยู่เบื้องล่างไปด้วยกัน',
        abundance:
          'ขุมทรัพย์ที่แท้จริงของคุณรวมถึงคุณสมบัติที่มองไม่เห็นในแวบแรก เช่น ความเมตตา ความยืดหยุ่น และปัญญา ขอบคุณสมบัติล้ำค่าที่ซ่อนอยู่เหล่านี้',
        growth: 'คุณกำลังค้นพบความลึกในตัวเองที่ไม่เคยรู้มาก่อนว่ามีอยู่ ต้อนรับมันด้วยความอยากรู้ แทนความหวาดหวั่น',
        spirit: 'ส่วนที่ลึกที่สุดในตัวคุณเชื่อมโยงกับบางสิ่งที่กว้างใหญ่และมั่นคง พักใจอยู่กับการมีอยู่อันเงียบสงบนั้น',
        family: 'คนในครอบครัวอาจแบกรับสิ่งต่าง ๆ ไว้มากกว่าที่แสดงออก มอบความเข้าใจและพื้นที่ปลอดภัยให้พวกเขาได้เล่า',
        general: 'มองลึกลงไปใต้ผิวน้ำ ที่นี่มีอะไรมากกว่าที่ตาเห็น รวมถึงพลังในตัวคุณเองด้วย',
      },
      affirmation: 'ฉันไว้วางใจในความลึกอันเงียบสงบที่ทำให้ฉันมั่นคง',
    },
  },
  {
    key: 'current',
    en: {
      name: 'The Current',
      keywords: ['flow', 'trust', 'surrender', 'momentum'],
      message:
        'Far out at sea, invisible rivers run through the ocean. A penguin that finds one does not fight it. It stretches out, tucks in its flippers and lets the current carry it along, saving its strength for when it is truly needed. Where in your life are you swimming against the flow? Not every struggle is necessary. Sometimes the wisest move is to stop pushing, feel which way things are already moving, and let yourself be carried for a while. Trust does not mean giving up your direction. It means working with life rather than against it, and arriving with energy to spare.',
      guidance: {
        love: 'Let love unfold naturally rather than forcing outcomes. Go with the gentle current of connection and see where it leads.',
        career:
          'Notice where momentum is already building in your work and lean into it. Effort spent fighting the tide could be better used elsewhere.',
        wellbeing:
          'Save your strength. Let go of unnecessary strain, rest often, and allow people you trust to carry some of the load with you.',
        abundance:
          'Trust the natural flow of giving and receiving. Patience and gratitude keep you in the current of good things.',
        growth:
          'Learning when to let go is a powerful skill. Practise trusting the process, especially when you cannot see the whole route.',
        spirit:
          'Surrender is not defeat; it is trust. Let a greater flow guide you, and feel the relief of not carrying everything alone.',
        family:
          'Where you can, stop resisting the way your family naturally works. Accepting one another as you are makes for easier waters.',
        general: 'Stop fighting the current. Let it carry you toward where you need to be.',
      },
      affirmation: 'I flow with life and trust where it carries me.',
    },
    th: {
      name: 'สายน้ำนำพา',
      keywords: ['การลื่นไหล', 'ความไว้วางใจ', 'การยอมปล่อย', 'แรงส่ง'],
      message:
        'ไกลออกไปกลางทะเล มีสายน้ำที่มองไม่เห็นไหลผ่านมหาสมุทรราวกับแม่น้ำ เพนกวินที่พบมันจะไม่ว่ายต้าน มันเหยียดตัว แนบครีบ แล้วปล่อยให้กระแสน้ำพามันไป เก็บแรงไว้สำหรับยามที่จำเป็นจริง ๆ ตรงไหนในชีวิตที่คุณกำลังว่ายทวนกระแสอยู่ ไม่ใช่ทุกการดิ้นรนที่จำเป็น บางครั้งสิ่งที่ฉลาดที่สุดคือหยุดผลักดัน สัมผัสว่าสิ่งต่าง ๆ กำลังเคลื่อนไปทางไหน แล้วปล่อยให้ตัวเองถูกพาไปสักพัก การไว้วางใจไม่ได้หมายถึงการละทิ้งทิศทางของตัวเอง แต่หมายถึงการร่วมมือกับชีวิตแทนการต่อต้าน แล้วไปถึงจุดหมายโดยยังมีพลังเหลือเผื่อ',
      guidance: {
        love: 'ปล่อยให้ความรักคลี่คลายไปตามธรรมชาติ แทนการบังคับผลลัพธ์ ไหลไปกับกระแสอันอ่อนโยนของสายสัมพันธ์ แล้วดูว่ามันจะพาไปที่ใด',
        career: 'สังเกตว่าแรงส่งในงานของคุณกำลังก่อตัวที่ตรงไหน แล้วโน้มตัวไปตามนั้น แรงที่ใช้ต่อต้านกระแสอาจนำไปใช้ในทางอื่นได้ดีกว่า',
        wellbeing: 'ถนอมแรงของคุณไว้ ปล่อยวางความตึงเครียดที่ไม่จำเป็น พักบ่อย ๆ และเปิดโอกาสให้คนที่คุณไว้ใจช่วยแบกภาระไปด้วยกัน',
        abundance: 'ไว้วางใจในการไหลเวียนตามธรรมชาติของการให้และการรับ ความอดทนและความขอบคุณช่วยให้คุณอยู่ในกระแสของสิ่งดีงาม',
        growth: 'การรู้ว่าเมื่อไรควรปล่อยวางเป็นทักษะที่ทรงพลัง ฝึกไว้วางใจในกระบวนการ โดยเฉพาะเมื่อยังมองไม่เห็นเส้นทางทั้งหมด',
        spirit:
          'การยอมปล่อยไม่ใช่ความพ่ายแพ้ แต่คือความไว้วางใจ ปล่อยให้กระแสที่ยิ่งใหญ่กว่านำทางคุณ แล้วสัมผัสความโล่งใจที่ไม่ต้องแบกทุกอย่างไว้ลำพัง',
        family: 'ในส่วนที่ทำได้ ลองเลิกต่อต้านวิถีที่ครอบครัวของคุณเป็นโดยธรรมชาติ การยอมรับกันและกันอย่างที่เป็น ทำให้สายน้ำในบ้านไหลเรียบขึ้น',
        general: 'เลิกว่ายทวนกระแส แล้วปล่อยให้มันพาคุณไปยังที่ที่คุณควรไป',
      },
      affirmation: 'ฉันไหลไปกับชีวิต และไว้วางใจในที่ที่มันพาไป',
    },
  },
  {
    key: 'nest',
    en: {
      name: 'The Nest',
      keywords: ['home', 'safety', 'building', 'care'],
      message:
        'Where the shore is bare and rocky, a penguin pair gathers stones one by one and arranges them into a neat ring. It is not grand, but it is theirs: a raised, dry, safe place where new life can be sheltered. Every stone was chosen and carried with care. This card speaks of the spaces you create for yourself and those you love. Home is not only a place; it is a feeling of safety you build, stone by stone, through small acts of attention. Tend to your nest. Make it a little warmer, a little calmer. You deserve a place that holds you.',
      guidance: {
        love: 'Build a sense of safety together through reliability, kindness and small daily care. A shared nest is made of many small stones.',
        career:
          'Shape a working life that supports you: an orderly space, clear boundaries, colleagues you can trust. Stability lets good work grow.',
        wellbeing:
          'Make your surroundings restful. A tidy corner, soft light and a calm routine can help your body and mind feel safe, and so can the company of people you trust.',
        abundance: 'Appreciate the shelter and comforts you already have. Gratitude turns any space into a home.',
        growth:
          'You are learning to create safety from within. Each boundary you set and each kindness you show yourself is a stone in your nest.',
        spirit:
          'Create a small sacred space, perhaps a shelf, a candle or a quiet chair, where you can return to yourself. Visit it often, even for a breath or two.',
        family: 'Give time to home life. Simple rituals and shared care strengthen the family nest.',
        general: 'Tend to your home and your inner sanctuary. Build slowly and with love.',
      },
      affirmation: 'I create a safe and loving home for myself and those I love.',
    },
    th: {
      name: 'รังหินอบอุ่น',
      keywords: ['บ้าน', 'ความปลอดภัย', 'การสร้างสรรค์', 'ความใส่ใจ'],
      message:
        'ณ ชายฝั่งหินอันว่างเปล่า เพนกวินคู่หนึ่งช่วยกันเก็บก้อนหินทีละก้อน แล้วจัดเรียงเป็นวงกลมอย่างเรียบร้อย มันไม่ได้ยิ่งใหญ่ แต่เป็นของพวกมันเอง เป็นที่สูง แห้ง และปลอดภัย ที่ซึ่งชีวิตใหม่จะได้รับการโอบอุ้ม ก้อนหินทุกก้อนถูกเลือกและคาบมาด้วยความใส่ใจ ไพ่ใบนี้พูดถึงพื้นที่ที่คุณสร้างขึ้นเพื่อตัวเองและคนที่คุณรัก บ้านไม่ใช่เพียงสถานที่ แต่คือความรู้สึกปลอดภัยที่คุณสร้างขึ้นทีละก้อน ผ่านความใส่ใจเล็ก ๆ ในแต่ละวัน ดูแลรังของคุณ ทำให้มันอบอุ่นขึ้นอีกนิด สงบขึ้นอีกหน่อย คุณสมควรได้มีพื้นที่ที่โอบกอดคุณไว้',
      guidance: {
        love: 'สร้างความรู้สึกปลอดภัยร่วมกันผ่านความน่าไว้วางใจ ความใจดี และการดูแลเล็ก ๆ ในทุกวัน รังที่อยู่ร่วมกันสร้างจากก้อนหินเล็ก ๆ มากมาย',
        career: 'สร้างชีวิตการทำงานที่เกื้อหนุนคุณ ทั้งพื้นที่ที่เป็นระเบียบ ขอบเขตที่ชัดเจน และเพื่อนร่วมงานที่ไว้ใจได้ ความมั่นคงช่วยให้งานดี ๆ งอกงาม',
        wellbeing:
          'ทำให้สิ่งแวดล้อมรอบตัวเอื้อต่อการพักผ่อน มุมเล็ก ๆ ที่เป็นระเบียบ แสงไฟนวล ๆ และกิจวัตรที่สงบ ช่วยให้กายและใจรู้สึกปลอดภัย เช่นเดียวกับการได้อยู่กับคนที่คุณไว้ใจ',
        abundance: 'ชื่นชมที่พักพิงและความสะดวกสบายที่คุณมีอยู่แล้ว ความขอบคุณเปลี่ยนทุกพื้นที่ให้กลายเป็นบ้าน',
        growth: 'คุณกำลังเรียนรู้ที่จะสร้างความปลอดภัยจากภายใน ทุกขอบเขตที่คุณวาง และทุกความใจดีที่มอบให้ตัวเอง คือก้อนหินหนึ่งก้อนในรังของคุณ',
        spirit:
          'สร้างพื้นที่ศักดิ์สิทธิ์เล็ก ๆ สักมุม อาจเป็นชั้นวาง เทียนสักเล่ม หรือเก้าอี้เงียบ ๆ ที่คุณกลับมาหาตัวเองได้ แวะไปหามันบ่อย ๆ แม้เพียงชั่วไม่กี่ลมหายใจ',
        family: 'ให้เวลากับชีวิตในบ้าน กิจวัตรเรียบง่ายและการดูแลกันและกัน ช่วยให้รังของครอบครัวแข็งแรงขึ้น',
        general: 'ดูแลบ้านและที่พักพิงภายในใจของคุณ สร้างอย่างช้า ๆ และด้วยความรัก',
      },
      affirmation: 'ฉันสร้างบ้านที่ปลอดภัยและเปี่ยมรักให้ตัวเองและคนที่ฉันรัก',
    },
  },
  {
    key: 'southern-star',
    en: {
      name: 'Southern Star',
      keywords: ['guidance', 'hope', 'purpose', 'inner light'],
      message:
        'High above the long Antarctic night, one star burns brighter than the rest, its four points steady and clear. Travellers of every kind have looked to the southern sky to find their bearings, and the penguins below seem to lift their faces toward it too. Here is a sign of guidance and hope. Even if your path feels dark right now, something bright is holding its place above you, patient and faithful. It may be a dream, a purpose, a person, or your own inner light. Let it orient you. You are not wandering aimlessly; you are being guided, one clear night at a time.',
      guidance: {
        love: 'Let your highest hopes for love guide you, without losing sight of the person in front of you. Faith in love helps it find you.',
        career:
          'Remember the larger purpose behind your work. Keeping your guiding star in view makes daily tasks more meaningful.',
        wellbeing:
          'Hope is nourishing. Rest beneath the night sky if you can, and let people you trust be steady lights when you need guidance and care.',
        abundance:
          'Let your deepest values be the star you steer by. Gratitude for what you have keeps that light bright.',
        growth: 'You are being drawn toward your truest self. Follow what inspires you most, one step at a time.',
        spirit:
          'You are guided and watched over. Spend a quiet moment under the stars and feel that you belong to something vast and kind.',
        family:
          'Be a steady light for those you love, and let them be one for you. Shared hope carries a family through every season.',
        general: 'Keep your eyes on your guiding star. You are already on your way.',
      },
      affirmation: 'I follow my guiding light with hope and faith.',
    },
    th: {
      name: 'ดาวนำทางแห่งฟ้าใต้',
      keywords: ['การนำทาง', 'ความหวัง', 'เป้าหมาย', 'แสงภายใน'],
      message:
        'สูงเหนือค่ำคืนอันยาวนานของแอนตาร์กติกา ดาวดวงหนึ่งส่องสว่างกว่าดวงอื่น แฉกทั้งสี่ของมันมั่นคงและชัดเจน นักเดินทางมากมายเคยมองหาฟ้าทางใต้เพื่อหาทิศทาง และเพนกวินเบื้องล่างก็ดูเหมือนจะเงยหน้าขึ้นหามันเช่นกัน นี่คือสัญญาณแห่งการนำทางและความหวัง แม้เส้นทางของคุณจะดูมืดมิดในตอนนี้ ก็ยังมีบางสิ่งที่สว่างไสวคงอยู่เหนือศีรษะคุณ อดทนและซื่อตรงเสมอ มันอาจเป็นความฝัน เป้าหมาย ใครสักคน หรือแสงภายในของคุณเอง ปล่อยให้มันบอกทิศ คุณไม่ได้หลงทางอย่างไร้จุดหมาย คุณกำลังได้รับการนำทาง ทีละคืนที่ฟ้าแจ่มใส',
      guidance: {
        love: 'ปล่อยให้ความหวังสูงสุดในความรักนำทางคุณ โดยไม่ละสายตาจากคนที่อยู่ตรงหน้า ศรัทธาในความรักช่วยให้มันหาคุณพบ',
        career: 'ระลึกถึงเป้าหมายที่ใหญ่กว่าเบื้องหลังงานของคุณ การมองดาวนำทางของตัวเองไว้เสมอ ทำให้งานในแต่ละวันมีความหมายมากขึ้น',
        wellbeing:
          'ความหวังหล่อเลี้ยงใจได้ พักผ่อนใต้ท้องฟ้ายามค่ำหากทำได้ และให้คนที่คุณไว้ใจเป็นแสงที่มั่นคงในยามที่คุณต้องการการนำทางและการดูแล',
        abundance: 'ให้คุณค่าที่ลึกซึ้งที่สุดในใจเป็นดาวที่คุณใช้นำทาง ความขอบคุณในสิ่งที่มีช่วยให้แสงนั้นสว่างไสวอยู่เสมอ',
        growth: 'คุณกำลังถูกดึงดูดเข้าหาตัวตนที่แท้จริงที่สุดของตัวเอง ทำตามสิ่งที่สร้างแรงบันดาลใจให้คุณมากที่สุด ทีละก้าว',
        spirit: 'คุณได้รับการนำทางและเฝ้าดูแลอยู่ ใช้เวลาเงียบ ๆ สักครู่ใต้แสงดาว แล้วสัมผัสว่าคุณเป็นส่วนหนึ่งของสิ่งที่กว้างใหญ่และเปี่ยมเมตตา',
        family: 'เป็นแสงที่มั่นคงให้คนที่คุณรัก และปล่อยให้พวกเขาเป็นแสงให้คุณเช่นกัน ความหวังที่มีร่วมกันพาครอบครัวผ่านทุกฤดูกาลไปได้',
        general: 'มองดาวนำทางของคุณไว้ คุณกำลังอยู่บนเส้นทางแล้ว',
      },
      affirmation: 'ฉันเดินตามแสงนำทางของตัวเองด้วยความหวังและศรัทธา',
    },
  },
];

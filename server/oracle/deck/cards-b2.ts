import type { DeckCard } from './types.ts';

export const CARDS_B2: DeckCard[] = [
  {
    key: 'blizzard',
    en: {
      name: 'The Blizzard',
      keywords: ['endurance', 'shelter', 'togetherness', 'patience'],
      message:
        'The wind is loud right now, and the snow spins so thickly that the path ahead disappears. Emperor penguins know this weather well. They do not fight it alone; they draw close, tuck their heads down, and take turns at the sheltered centre of the huddle. This card asks you to do the same. You do not have to see far today, only far enough to stay warm. Let others stand beside you, and let yourself be sheltered when it is your turn. Storms of wind and snow are loud, but they do pass, and the colony is still standing together when the sky clears.',
      guidance: {
        love: 'When feelings swirl, this is not the moment for big declarations or final words. Move closer to what is steady between you, speak gently, and let the air settle before deciding what it all means.',
        career:
          'If work feels noisy and uncertain, narrow your focus to the next small task you can do well. Ask for help where it is needed and share the load; a team that takes turns at the windy edge gets through the hard stretch together.',
        wellbeing:
          'Treat this as a season for shelter: rest more, keep yourself warm, and be kind to a body that is working hard. Notice what you are feeling without judging it, and lean on people you trust, including those who offer care.',
        abundance:
          'When things feel uncertain, gratitude for what is already keeping you warm is a steady place to stand. Let clarity return before making choices, and remember that patience is a kind of wealth too.',
        growth:
          'Not every season is for visible progress; some are for holding on and holding together. What you learn about your own steadiness now will stay with you long after the weather changes.',
        spirit:
          'Even in the whirl, there is a still point inside you, like the quiet centre of the huddle. Return to your breath and to simple prayers or intentions, and trust that the sky above the snow is still there.',
        family:
          'Draw close the people who keep you warm, and let them draw close to you. Small acts of shelter, a meal, a message, a shared evening, matter greatly while the wind is high.',
        general:
          'The way is hard to see just now, so keep your steps small and your companions near. This is a passing storm, not a permanent climate; shelter well, and the sky will clear.',
      },
      affirmation: 'I shelter, I stay close, and I let the storm pass.',
    },
    th: {
      name: 'พายุหิมะ',
      keywords: ['ความอดทน', 'ที่พักพิง', 'การอยู่เคียงกัน', 'ความเพียร'],
      message:
        'ตอนนี้ลมกำลังแรงและหิมะหมุนวนจนมองไม่เห็นทางข้างหน้า นกเพนกวินจักรพรรดิรู้จักอากาศแบบนี้ดี พวกมันไม่ฝ่าพายุเพียงลำพัง แต่ขยับเข้าหากัน ก้มหัวลง และผลัดกันเข้าไปอยู่ตรงกลางวงที่อบอุ่นที่สุด ไพ่ใบนี้ชวนให้คุณทำเช่นเดียวกัน วันนี้คุณไม่จำเป็นต้องมองเห็นไกล ขอเพียงมองเห็นพอจะดูแลให้ตัวเองอบอุ่นก็พอ ปล่อยให้คนที่รักคุณได้ยืนเคียงข้าง และยอมรับการโอบอุ้มเมื่อถึงคราวของคุณ พายุหิมะอาจส่งเสียงดัง แต่มันย่อมผ่านไปเสมอ และเมื่อฟ้าเปิด ฝูงเพนกวินก็ยังคงยืนอยู่ตรงนั้นด้วยกัน',
      guidance: {
        love: 'เมื่ออารมณ์ปั่นป่วน นี่ยังไม่ใช่เวลาสำหรับคำประกาศใหญ่หรือคำตัดสินสุดท้าย ขยับเข้าใกล้สิ่งที่มั่นคงระหว่างคุณทั้งสอง พูดกันอย่างอ่อนโยน และรอให้อากาศสงบก่อนจะตีความว่าทุกอย่างหมายถึงอะไร',
        career:
          'หากงานดูวุ่นวายและไม่แน่นอน ให้จดจ่อกับงานชิ้นเล็กถัดไปที่คุณทำได้ดี ขอความช่วยเหลือเมื่อจำเป็นและแบ่งเบาภาระกัน ทีมที่ผลัดกันยืนรับลมจะผ่านช่วงยากไปได้ด้วยกัน',
        wellbeing:
          'ให้ช่วงนี้เป็นฤดูแห่งการหลบพัก พักผ่อนให้มากขึ้น ดูแลให้ตัวเองอบอุ่น และอ่อนโยนต่อร่างกายที่กำลังทำงานหนัก สังเกตความรู้สึกของตัวเองโดยไม่ตัดสิน และพึ่งพาคนที่คุณไว้ใจ รวมถึงผู้ที่พร้อมดูแลคุณ',
        abundance:
          'ในช่วงที่ทุกอย่างไม่แน่นอน ความรู้สึกขอบคุณต่อสิ่งที่ยังให้ความอบอุ่นแก่คุณอยู่คือที่ยืนอันมั่นคง รอให้ความชัดเจนกลับมาก่อนจะตัดสินใจ และจำไว้ว่าความอดทนก็เป็นความมั่งคั่งอย่างหนึ่ง',
        growth:
          'ไม่ใช่ทุกฤดูที่มีไว้สำหรับความก้าวหน้าที่มองเห็นได้ บางฤดูมีไว้เพื่อประคองตัวและประคองกันไว้ สิ่งที่คุณได้เรียนรู้เกี่ยวกับความมั่นคงในตัวเองตอนนี้จะอยู่กับคุณไปอีกนาน แม้อากาศจะเปลี่ยนไปแล้ว',
        spirit:
          'แม้ในกลางพายุ ก็ยังมีจุดนิ่งอยู่ในตัวคุณ เหมือนใจกลางวงเพนกวินที่เงียบสงบ กลับมาอยู่กับลมหายใจ กับคำภาวนาหรือความตั้งใจเรียบง่าย และเชื่อมั่นว่าท้องฟ้าเหนือหิมะยังคงอยู่ตรงนั้นเสมอ',
        family:
          'ดึงคนที่ให้ความอบอุ่นแก่คุณเข้ามาใกล้ และเปิดให้พวกเขาเข้าใกล้คุณด้วย การโอบอุ้มเล็ก ๆ อย่างอาหารสักมื้อ ข้อความสักประโยค หรือค่ำคืนที่ได้อยู่ด้วยกัน มีความหมายมากในยามที่ลมแรง',
        general:
          'ตอนนี้ทางข้างหน้ายังมองเห็นได้ยาก จึงค่อย ๆ ก้าวทีละน้อยและอยู่ใกล้เพื่อนร่วมทาง นี่คือพายุที่กำลังผ่านไป ไม่ใช่อากาศที่จะคงอยู่ตลอดกาล หาที่หลบให้ดี แล้วฟ้าจะกลับมาแจ่มใส',
      },
      affirmation: 'ฉันหาที่พักพิง อยู่ใกล้กัน และปล่อยให้พายุผ่านไป',
    },
  },
  {
    key: 'sun-halo',
    en: {
      name: 'Sun Halo',
      keywords: ['grace', 'wholeness', 'light', 'quiet beauty'],
      message:
        'Some days a pale ring forms around the sun, drawn by countless tiny crystals of ice catching the light together. No single crystal makes the halo; it appears because each one is simply where it is, turned toward the sun. This card reminds you that grace often looks like this. You are held inside something larger and brighter than you can see from where you stand on the ice. Small, honest efforts add up to a circle of light. Look up today. Let yourself notice the blessing that is already shining around you, quietly encircling the ordinary hours of your life.',
      guidance: {
        love: 'Love may be more present around you than you realise, in small, steady gestures rather than grand ones. Notice the ways you are already cared for, and let your own kindness be one more crystal in the ring.',
        career:
          'Your contribution matters even when it feels small and unseen. Good work done quietly and consistently joins with the work of others to create something that shines; trust that your part belongs to the whole.',
        wellbeing:
          'Let light and gentleness fill your ordinary days: a little daylight, a calm breath, a moment of noticing what feels good. Be kind to your body, and remember it is wise to turn to people you trust for care and support.',
        abundance:
          'Abundance can begin with the simple act of noticing what already surrounds you. Gratitude widens the circle of light; let your choices flow from your values and from a calm, clear mind.',
        growth:
          'Growth is not only effort; it is also receiving. Allow yourself to be supported by the lessons, people and moments that have gathered around you, and let them shape you gently.',
        spirit:
          'This is a card of grace, a sign that you are encircled by something kind and larger than yourself. Pause, look up, and let a moment of wonder be your prayer today.',
        family:
          'Your family or chosen circle forms its own halo, each person a small light turned toward something shared. Celebrate the ordinary ways you shine together.',
        general:
          'A blessing is near, quietly present in the everyday. Lift your gaze from the ice beneath your feet and notice the light already circling you.',
      },
      affirmation: 'I am held within a circle of light.',
    },
    th: {
      name: 'วงแสงรอบตะวัน',
      keywords: ['พรที่โอบล้อม', 'ความสมบูรณ์', 'แสงสว่าง', 'ความงามเงียบ ๆ'],
      message:
        'บางวันจะมีวงแสงจาง ๆ ปรากฏล้อมรอบดวงอาทิตย์ เกิดจากผลึกน้ำแข็งเล็ก ๆ นับไม่ถ้วนที่ช่วยกันรับแสงไว้ ไม่มีผลึกเม็ดใดสร้างวงแสงนั้นได้เพียงลำพัง มันปรากฏขึ้นเพราะแต่ละเม็ดอยู่ในที่ของตัวเองและหันหน้าเข้าหาแสง ไพ่ใบนี้เตือนคุณว่าพรที่แท้จริงมักมีหน้าตาแบบนี้ คุณกำลังถูกโอบล้อมด้วยสิ่งที่ยิ่งใหญ่และสว่างกว่าที่คุณจะมองเห็นได้จากจุดที่ยืนอยู่บนผืนน้ำแข็ง ความพยายามเล็ก ๆ ที่จริงใจจะรวมกันเป็นวงแห่งแสง วันนี้ลองเงยหน้าขึ้นมอง แล้วปล่อยให้ตัวเองได้สังเกตเห็นพรที่ส่องประกายอยู่รอบตัวคุณแล้ว อย่างเงียบ ๆ ในทุกชั่วโมงธรรมดาของชีวิต',
      guidance: {
        love: 'ความรักอาจอยู่รอบตัวคุณมากกว่าที่คิด ในท่าทีเล็ก ๆ ที่สม่ำเสมอมากกว่าการแสดงออกที่ยิ่งใหญ่ ลองสังเกตว่าคุณได้รับการดูแลอยู่แล้วในทางใดบ้าง และให้ความอ่อนโยนของคุณเป็นอีกหนึ่งผลึกในวงแสงนั้น',
        career:
          'สิ่งที่คุณทำมีความหมาย แม้จะรู้สึกว่าเล็กน้อยและไม่มีใครเห็น งานดีที่ทำอย่างเงียบ ๆ และสม่ำเสมอจะรวมกับงานของคนอื่นจนกลายเป็นสิ่งที่ส่องสว่าง เชื่อมั่นว่าส่วนของคุณคือส่วนหนึ่งของภาพรวม',
        wellbeing:
          'ให้แสงสว่างและความอ่อนโยนเติมเต็มวันธรรมดาของคุณ ทั้งแสงแดดอ่อน ๆ ลมหายใจที่สงบ และช่วงเวลาที่ได้สังเกตว่าอะไรทำให้รู้สึกดี อ่อนโยนต่อร่างกายของคุณ และจำไว้ว่าการหันไปหาคนที่คุณไว้ใจเพื่อรับการดูแลและกำลังใจเป็นสิ่งที่ชาญฉลาด',
        abundance:
          'ความอุดมสมบูรณ์อาจเริ่มต้นจากการสังเกตเห็นสิ่งที่มีอยู่รอบตัวแล้ว ความรู้สึกขอบคุณช่วยขยายวงแห่งแสงให้กว้างขึ้น ให้การเลือกของคุณมาจากคุณค่าที่ยึดถือ และจากใจที่สงบและชัดเจน',
        growth:
          'การเติบโตไม่ได้มีแค่ความพยายาม แต่รวมถึงการเปิดใจรับด้วย อนุญาตให้ตัวเองได้รับการประคับประคองจากบทเรียน ผู้คน และช่วงเวลาที่มารวมกันรอบตัวคุณ แล้วปล่อยให้สิ่งเหล่านั้นหล่อหลอมคุณอย่างอ่อนโยน',
        spirit:
          'นี่คือไพ่แห่งพร เป็นสัญญาณว่าคุณกำลังถูกโอบล้อมด้วยสิ่งที่เมตตาและยิ่งใหญ่กว่าตัวคุณ หยุดสักครู่ เงยหน้าขึ้น และให้ความรู้สึกอัศจรรย์ใจเป็นคำภาวนาของคุณในวันนี้',
        family:
          'ครอบครัวหรือคนที่คุณเลือกให้เป็นครอบครัว ต่างก็สร้างวงแสงของตัวเองขึ้นมา แต่ละคนคือแสงเล็ก ๆ ที่หันเข้าหาสิ่งที่มีร่วมกัน ลองเฉลิมฉลองวิธีธรรมดา ๆ ที่พวกคุณส่องสว่างไปด้วยกัน',
        general: 'พรอยู่ใกล้ตัว ซ่อนอยู่อย่างเงียบ ๆ ในชีวิตประจำวัน ลองละสายตาจากน้ำแข็งใต้เท้า แล้วสังเกตแสงที่โอบล้อมคุณอยู่แล้ว',
      },
      affirmation: 'ฉันได้รับการโอบล้อมไว้ในวงแห่งแสง',
    },
  },
  {
    key: 'mirror-pool',
    en: {
      name: 'Mirror Pool',
      keywords: ['reflection', 'self-honesty', 'clarity', 'self-kindness'],
      message:
        'On a windless afternoon, a meltwater pool lies so still that a penguin leaning over it meets its own eyes. There is nothing to chase in the reflection, and nothing to fix; it simply shows what is there. This card invites you to look at yourself with that same clear, unhurried honesty. What do you truly feel? What do you truly want? Let the answers rise without rushing to judge them. Seeing yourself kindly is not vanity; it is the beginning of wisdom. When the surface settles, your own face becomes a gentle teacher, and the sky is reflected there too.',
      guidance: {
        love: 'Relationships often mirror what we carry inside. Before asking what another person should change, look gently at your own hopes and fears, and share them honestly when the moment feels calm.',
        career:
          'Take an honest look at what your work means to you and where your real strengths lie. Clear self-knowledge will guide your next step better than comparison with anyone else.',
        wellbeing:
          'Pause and notice how you actually feel, in body and in mood, without trying to fix it straight away. Kind attention is a form of rest, and it is wise to share what you notice with people you trust who can offer care.',
        abundance:
          'Reflect on what truly matters to you, not what you have been told should matter. When your sense of enough matches your values, gratitude comes more easily and choices grow clearer.',
        growth:
          'You are learning to see yourself as you are, with both your light and your unfinished places. Meet that reflection with kindness; honest self-understanding is the ground where real growth begins.',
        spirit:
          'Stillness lets the deeper self come into view. Spend a little time in quiet, letting thoughts settle like ripples, and listen for the calm voice beneath them.',
        family:
          'Families reflect one another, in habits, words and hopes. Notice what you mirror back to those close to you, and choose to reflect patience and warmth.',
        general:
          'This is a time for looking inward before moving outward. Let the surface settle, see clearly, and trust what your honest reflection shows you.',
      },
      affirmation: 'I see myself clearly, and I meet what I see with kindness.',
    },
    th: {
      name: 'แอ่งน้ำกระจกเงา',
      keywords: ['การสะท้อนตน', 'ความซื่อตรงต่อตนเอง', 'ความชัดเจน', 'ความเมตตาต่อตนเอง'],
      message:
        'ในบ่ายที่ไร้ลม แอ่งน้ำจากน้ำแข็งละลายนิ่งสนิทจนเพนกวินที่ก้มลงมองได้สบตากับตัวเอง ในเงาสะท้อนนั้นไม่มีอะไรให้ไล่ตาม และไม่มีอะไรต้องแก้ไข มันเพียงแสดงสิ่งที่เป็นอยู่จริง ไพ่ใบนี้ชวนคุณให้มองตัวเองด้วยความซื่อตรงที่ใสและไม่เร่งรีบแบบเดียวกัน ลึก ๆ แล้วคุณรู้สึกอย่างไร คุณต้องการอะไรจริง ๆ ปล่อยให้คำตอบค่อย ๆ ผุดขึ้นมาโดยไม่ต้องรีบตัดสิน การมองตัวเองด้วยความเมตตาไม่ใช่ความหลงตัว แต่คือจุดเริ่มต้นของปัญญา เมื่อผิวน้ำสงบลง ใบหน้าของคุณเองจะกลายเป็นครูผู้อ่อนโยน และท้องฟ้าก็สะท้อนอยู่ในนั้นด้วยเช่นกัน',
      guidance: {
        love: 'ความสัมพันธ์มักสะท้อนสิ่งที่เราแบกไว้ข้างใน ก่อนจะถามว่าอีกฝ่ายควรเปลี่ยนอะไร ลองมองความหวังและความกลัวของตัวเองอย่างอ่อนโยน แล้วค่อยเล่าให้เขาฟังอย่างจริงใจเมื่อบรรยากาศสงบ',
        career:
          'ลองมองอย่างซื่อตรงว่างานของคุณมีความหมายต่อคุณอย่างไร และจุดแข็งที่แท้จริงของคุณอยู่ตรงไหน การรู้จักตัวเองอย่างชัดเจนจะนำทางก้าวต่อไปได้ดีกว่าการเปรียบเทียบกับใคร',
        wellbeing:
          'หยุดสักครู่และสังเกตว่าตอนนี้คุณรู้สึกอย่างไรจริง ๆ ทั้งในร่างกายและในอารมณ์ โดยไม่ต้องรีบแก้ไขทันที ความใส่ใจอย่างอ่อนโยนก็เป็นการพักผ่อนรูปแบบหนึ่ง และการเล่าสิ่งที่คุณสังเกตเห็นให้คนที่ไว้ใจและพร้อมดูแลคุณฟังเป็นสิ่งที่ชาญฉลาด',
        abundance:
          'ลองใคร่ครวญว่าอะไรสำคัญกับคุณจริง ๆ ไม่ใช่สิ่งที่คนอื่นบอกว่าควรสำคัญ เมื่อความรู้สึกว่า “พอ” สอดคล้องกับคุณค่าที่คุณยึดถือ ความรู้สึกขอบคุณจะเกิดขึ้นง่ายขึ้น และการเลือกก็จะชัดเจนขึ้น',
        growth:
          'คุณกำลังเรียนรู้ที่จะมองตัวเองตามที่เป็นจริง ทั้งด้านที่สว่างไสวและด้านที่ยังไม่สมบูรณ์ ต้อนรับเงาสะท้อนนั้นด้วยความเมตตา เพราะการเข้าใจตัวเองอย่างซื่อตรงคือผืนดินที่การเติบโตแท้จริงเริ่มต้น',
        spirit:
          'ความนิ่งเปิดทางให้ตัวตนที่ลึกกว่าปรากฏขึ้น ใช้เวลาสักเล็กน้อยในความเงียบ ปล่อยให้ความคิดค่อย ๆ สงบลงเหมือนระลอกน้ำ แล้วฟังเสียงอันสงบที่อยู่ใต้ความคิดเหล่านั้น',
        family:
          'คนในครอบครัวสะท้อนกันและกัน ทั้งในนิสัย คำพูด และความหวัง ลองสังเกตว่าคุณสะท้อนอะไรกลับไปยังคนใกล้ชิด แล้วเลือกสะท้อนความอดทนและความอบอุ่น',
        general:
          'นี่คือช่วงเวลาของการมองเข้าข้างในก่อนจะก้าวออกไปข้างนอก ปล่อยให้ผิวน้ำสงบ มองให้ชัด และเชื่อในสิ่งที่เงาสะท้อนอันซื่อตรงของคุณบอก',
      },
      affirmation: 'ฉันมองเห็นตัวเองอย่างชัดเจน และต้อนรับสิ่งที่เห็นด้วยความเมตตา',
    },
  },
  {
    key: 'lantern',
    en: {
      name: 'The Lantern',
      keywords: ['inner light', 'guidance', 'hope', 'warmth'],
      message:
        'Through the long polar night, when the sun stays below the horizon for weeks, a single small light can change everything. Imagine a lantern glowing on the ice: it does not banish the whole darkness, yet it shows the next few steps and lets others find their way to you. This card says that you carry such a light. Your warmth, your honesty and your quiet hope are enough to guide you forward and to comfort someone walking nearby. Tend the flame gently; it does not need to be bright to be true. Hold it up, and let it lead you home, one step at a time.',
      guidance: {
        love: 'Your steady warmth is a light that others can find their way toward. Offer kindness without waiting for perfect conditions, and notice who brings their own light to meet yours.',
        career:
          'You may not see the whole road, but you can see enough for the next step. Let your integrity and care guide your work, and share what you know generously with colleagues who are still finding their way.',
        wellbeing:
          'Protect your inner flame by resting when it flickers and stepping back from what drains it. Be gentle with your body, notice your feelings kindly, and let people you trust help and care for you when the night feels long.',
        abundance:
          'Gratitude is a lantern: it helps you see what is already here. Let your values light your choices, and trust that clarity grows as you walk patiently forward.',
        growth:
          'Growth often happens one lit step at a time. You do not need every answer now; keep your light steady and let each step teach you the next.',
        spirit:
          'There is a light within you that no season can put out. Sit with it in quiet moments, through prayer, breath or stillness, and let it remind you of who you are.',
        family:
          'You may be the one who keeps a light on for others at home. Let that be a gift rather than a burden, and allow others to carry the lantern sometimes too.',
        general:
          'Even in a darker season, you have enough light for the next step. Trust it, carry it kindly, and let it guide you forward.',
      },
      affirmation: 'I carry a light, and it is enough for the next step.',
    },
    th: {
      name: 'ตะเกียงนำทาง',
      keywords: ['แสงในใจ', 'การนำทาง', 'ความหวัง', 'ความอบอุ่น'],
      message:
        'ตลอดค่ำคืนขั้วโลกอันยาวนาน เมื่อดวงอาทิตย์ไม่โผล่พ้นขอบฟ้าเป็นสัปดาห์ แสงเล็ก ๆ เพียงดวงเดียวก็เปลี่ยนทุกอย่างได้ ลองนึกถึงตะเกียงดวงหนึ่งที่ส่องสว่างอยู่บนผืนน้ำแข็ง มันไม่ได้ขับไล่ความมืดทั้งหมด แต่ส่องให้เห็นก้าวถัดไปอีกไม่กี่ก้าว และช่วยให้คนอื่นหาทางมาหาคุณได้ ไพ่ใบนี้บอกว่าคุณเองก็มีแสงเช่นนั้นอยู่ ความอบอุ่น ความจริงใจ และความหวังเงียบ ๆ ของคุณ เพียงพอที่จะนำทางตัวเองไปข้างหน้า และปลอบโยนใครสักคนที่เดินอยู่ใกล้ ๆ ดูแลเปลวไฟนั้นอย่างอ่อนโยน มันไม่จำเป็นต้องสว่างจ้าจึงจะเป็นแสงที่แท้จริง ชูมันขึ้น แล้วปล่อยให้มันพาคุณกลับบ้านทีละก้าว',
      guidance: {
        love: 'ความอบอุ่นที่มั่นคงของคุณคือแสงที่คนอื่นสามารถเดินตามมาหาได้ มอบความอ่อนโยนโดยไม่ต้องรอให้ทุกอย่างพร้อมสมบูรณ์ และสังเกตว่าใครที่นำแสงของเขามาพบกับแสงของคุณ',
        career:
          'คุณอาจยังมองไม่เห็นเส้นทางทั้งหมด แต่เห็นมากพอสำหรับก้าวต่อไป ให้ความซื่อตรงและความใส่ใจนำทางการทำงานของคุณ และแบ่งปันสิ่งที่คุณรู้อย่างเต็มใจกับเพื่อนร่วมงานที่ยังคงค้นหาทางของตัวเอง',
        wellbeing:
          'ปกป้องเปลวไฟในใจด้วยการพักผ่อนเมื่อมันเริ่มริบหรี่ และถอยห่างจากสิ่งที่ดึงพลังของคุณไป อ่อนโยนต่อร่างกาย สังเกตความรู้สึกของตัวเองด้วยความเมตตา และให้คนที่คุณไว้ใจได้ช่วยเหลือและดูแลคุณเมื่อค่ำคืนดูยาวนาน',
        abundance:
          'ความรู้สึกขอบคุณก็เหมือนตะเกียง มันช่วยให้คุณมองเห็นสิ่งที่มีอยู่แล้ว ให้คุณค่าที่คุณยึดถือส่องทางการเลือกของคุณ และเชื่อมั่นว่าความชัดเจนจะเพิ่มขึ้นเมื่อคุณเดินหน้าไปอย่างอดทน',
        growth:
          'การเติบโตมักเกิดขึ้นทีละก้าวที่มีแสงส่อง คุณไม่จำเป็นต้องรู้คำตอบทั้งหมดในตอนนี้ ขอเพียงรักษาแสงของคุณให้มั่นคง แล้วปล่อยให้แต่ละก้าวสอนคุณถึงก้าวต่อไป',
        spirit:
          'มีแสงสว่างในตัวคุณที่ไม่มีฤดูกาลใดดับลงได้ อยู่กับแสงนั้นในช่วงเวลาที่เงียบสงบ ผ่านคำภาวนา ลมหายใจ หรือความนิ่ง แล้วให้มันเตือนคุณว่าคุณเป็นใคร',
        family: 'คุณอาจเป็นคนที่คอยเปิดไฟรอคนอื่นอยู่ที่บ้าน ให้สิ่งนั้นเป็นของขวัญมากกว่าภาระ และเปิดโอกาสให้คนอื่นได้ถือตะเกียงแทนบ้างในบางครั้ง',
        general: 'แม้ในฤดูที่มืดกว่าปกติ คุณก็มีแสงมากพอสำหรับก้าวต่อไป เชื่อในแสงนั้น ถือมันไว้อย่างทะนุถนอม และปล่อยให้มันนำทางคุณไปข้างหน้า',
      },
      affirmation: 'ฉันมีแสงสว่างอยู่กับตัว และมันเพียงพอสำหรับก้าวต่อไป',
    },
  },
  {
    key: 'anchor',
    en: {
      name: 'The Anchor',
      keywords: ['stability', 'grounding', 'values', 'steadiness'],
      message:
        'Out past the ice edge, a ship drops anchor and the rolling sea no longer carries it away. Penguins know their own anchors: the colony’s ancient ground, the familiar call of a partner, the rhythm of returning year after year. This card asks what holds you steady. Perhaps it is a value you will not trade, a practice that calms you, or a person whose presence feels like solid rock. When the water moves, come back to that. Being anchored does not mean standing still forever; it means you can let the waves rise and fall around you while you remain yourself.',
      guidance: {
        love: 'Steady love is built on small, reliable things: keeping your word, showing up, listening. Return to what you both value most, and let that hold you when moods shift.',
        career:
          'When plans change around you, anchor yourself in what you do well and what you stand for. A calm, reliable presence is valued more than you might think, and it helps you choose wisely.',
        wellbeing:
          'Find simple routines that ground you, such as regular rest, gentle movement or quiet time outdoors. Notice what helps you feel steady, and lean on people you trust for care when the waters feel rough.',
        abundance:
          'Let your deepest values be the anchor for every choice about what you keep, give and hope for. Gratitude and patience hold steady while the tides of wanting rise and fall.',
        growth:
          'Real growth needs roots as much as wings. Strengthen the foundations of who you are, and you will be able to explore further without losing yourself.',
        spirit:
          'Your faith, practice or sense of meaning is an anchor in deep water. Return to it daily, even briefly, and feel how it steadies the rest of your life.',
        family:
          'Family traditions, shared meals and familiar words can anchor everyone through changing seasons. Be a steady presence, and let others be steady for you.',
        general:
          'Whatever moves around you, there is something within you that holds. Find it, return to it, and let it keep you steady.',
      },
      affirmation: 'I am anchored in what matters most to me.',
    },
    th: {
      name: 'สมอแห่งใจ',
      keywords: ['ความมั่นคง', 'การหยั่งราก', 'คุณค่าในใจ', 'ความแน่วแน่'],
      message:
        'ไกลออกไปเลยขอบน้ำแข็ง เรือลำหนึ่งทิ้งสมอลง และคลื่นทะเลที่ซัดไปมาก็พัดพามันไปไหนไม่ได้อีก นกเพนกวินเองก็มีสมอของมัน ทั้งผืนดินเก่าแก่ที่ฝูงกลับมาทุกปี เสียงเรียกอันคุ้นเคยของคู่ และจังหวะของการหวนคืนปีแล้วปีเล่า ไพ่ใบนี้ถามคุณว่าอะไรคือสิ่งที่ทำให้คุณมั่นคง อาจเป็นคุณค่าที่คุณไม่ยอมแลกกับสิ่งใด กิจวัตรที่ช่วยให้ใจสงบ หรือใครสักคนที่การมีอยู่ของเขาเหมือนหินผาอันมั่นคง เมื่อน้ำเริ่มกระเพื่อม ให้กลับมาหาสิ่งนั้น การมีสมอไม่ได้แปลว่าต้องหยุดนิ่งตลอดไป แต่หมายถึงคุณปล่อยให้คลื่นขึ้นลงรอบตัวได้ ในขณะที่คุณยังคงเป็นตัวของตัวเอง',
      guidance: {
        love: 'ความรักที่มั่นคงสร้างจากสิ่งเล็ก ๆ ที่ไว้ใจได้ ทั้งการรักษาคำพูด การอยู่ตรงนั้นเมื่อจำเป็น และการรับฟัง กลับมาหาสิ่งที่คุณทั้งสองให้คุณค่ามากที่สุด แล้วให้สิ่งนั้นยึดคุณไว้เมื่ออารมณ์แปรเปลี่ยน',
        career:
          'เมื่อแผนการรอบตัวเปลี่ยนไป ให้ยึดตัวเองไว้กับสิ่งที่คุณทำได้ดีและสิ่งที่คุณยืนหยัด การเป็นคนที่สงบและไว้ใจได้มีคุณค่ามากกว่าที่คุณคิด และช่วยให้คุณเลือกได้อย่างรอบคอบ',
        wellbeing:
          'หากิจวัตรเรียบง่ายที่ช่วยให้ใจมั่นคง เช่น การพักผ่อนอย่างสม่ำเสมอ การขยับร่างกายเบา ๆ หรือเวลาเงียบ ๆ กลางธรรมชาติ สังเกตว่าอะไรช่วยให้คุณรู้สึกมั่นคง และพึ่งพาคนที่คุณไว้ใจให้ช่วยดูแลเมื่อกระแสน้ำดูเชี่ยวกราก',
        abundance:
          'ให้คุณค่าที่ลึกที่สุดในใจเป็นสมอของทุกการเลือก ว่าจะเก็บอะไรไว้ มอบอะไรให้ และหวังถึงสิ่งใด ความรู้สึกขอบคุณและความอดทนจะยังคงมั่นคง แม้กระแสของความอยากจะขึ้นลง',
        growth:
          'การเติบโตที่แท้จริงต้องการรากพอ ๆ กับปีก เสริมรากฐานของความเป็นตัวคุณให้แข็งแรง แล้วคุณจะออกสำรวจไปได้ไกลขึ้นโดยไม่หลงลืมตัวเอง',
        spirit:
          'ศรัทธา การปฏิบัติ หรือความหมายในชีวิตของคุณคือสมอในน้ำลึก กลับไปหามันทุกวันแม้เพียงครู่เดียว แล้วสัมผัสว่ามันช่วยให้ส่วนอื่นของชีวิตมั่นคงขึ้นเพียงใด',
        family:
          'ธรรมเนียมในครอบครัว อาหารที่กินร่วมกัน และถ้อยคำที่คุ้นเคย ช่วยยึดทุกคนไว้ด้วยกันผ่านฤดูกาลที่เปลี่ยนไป จงเป็นที่พึ่งที่มั่นคง และเปิดให้คนอื่นได้เป็นที่พึ่งให้คุณบ้าง',
        general: 'ไม่ว่าสิ่งรอบตัวจะเคลื่อนไหวอย่างไร มีบางสิ่งในตัวคุณที่ยังคงยึดไว้ได้ ค้นหามัน กลับไปหามัน และปล่อยให้มันช่วยให้คุณมั่นคง',
      },
      affirmation: 'ฉันยึดมั่นอยู่กับสิ่งที่สำคัญที่สุดสำหรับฉัน',
    },
  },
  {
    key: 'ice-bridge',
    en: {
      name: 'Ice Bridge',
      keywords: ['connection', 'reconciliation', 'passage', 'meeting halfway'],
      message:
        'Where open water once blocked the way, the cold has built an arch of ice, strong enough for a line of penguins to cross one by one. This card speaks of connection and of passage. A gap that seemed too wide to cross may now be bridged, through a conversation, an apology, a shared purpose or simply time. Step onto it with care and curiosity. You need not hurry; bridges are for walking steadily, testing each step, and trusting the structure beneath you. On the other side, someone or something is waiting to meet you halfway. Let this be a season for reaching across.',
      guidance: {
        love: 'A distance between you and someone dear can be gently bridged. Reach out with an open heart, listen as much as you speak, and allow each of you to walk part of the way.',
        career:
          'This is a good time to connect people, ideas or teams that have been working apart. Your gift for finding common ground can turn a gap into a path forward.',
        wellbeing:
          'Build bridges back to what nourishes you: rest, quiet, the people who care for you. Notice your feelings as you go, and remember it is wise to reach out to those you trust for support and care.',
        abundance:
          'Abundance often flows across connections: shared knowledge, mutual help, kindness returned. Be grateful for the bridges already built, and let your values guide which ones you cross.',
        growth:
          'You are moving from one stage of life toward another, and the way between is forming beneath your feet. Walk it patiently; each step strengthens your trust in yourself.',
        spirit:
          'Spirit can be felt as a bridge between the seen and the unseen, between your everyday self and something deeper. Quiet moments of prayer, reflection or wonder help you cross.',
        family:
          'Old misunderstandings can soften when someone takes the first step across. Offer a kind word or a small gesture, and let the bridge be built from both sides.',
        general:
          'A way across is appearing where there seemed to be none. Step forward carefully, stay open, and trust that connection is possible.',
      },
      affirmation: 'I reach across, and I trust the way to hold me.',
    },
    th: {
      name: 'สะพานน้ำแข็ง',
      keywords: ['การเชื่อมโยง', 'การคืนดี', 'การข้ามผ่าน', 'การพบกันครึ่งทาง'],
      message:
        'ตรงที่เคยเป็นผืนน้ำเปิดขวางทาง ความหนาวได้สร้างโค้งน้ำแข็งขึ้นมา แข็งแรงพอให้ขบวนเพนกวินเดินข้ามไปได้ทีละตัว ไพ่ใบนี้พูดถึงการเชื่อมโยงและการข้ามผ่าน ช่องว่างที่เคยดูกว้างเกินจะข้าม ตอนนี้อาจมีสะพานเชื่อมถึงกันได้แล้ว ไม่ว่าจะผ่านบทสนทนา คำขอโทษ เป้าหมายที่มีร่วมกัน หรือเพียงแค่กาลเวลา ก้าวขึ้นไปอย่างระมัดระวังและด้วยใจที่อยากรู้ คุณไม่จำเป็นต้องรีบ สะพานมีไว้ให้เดินอย่างมั่นคง ค่อย ๆ ลองทีละก้าว และไว้ใจสิ่งที่รองรับอยู่ใต้เท้า ที่อีกฝั่งหนึ่ง มีใครบางคนหรือบางสิ่งกำลังรอพบคุณกันครึ่งทาง ให้ช่วงเวลานี้เป็นฤดูแห่งการยื่นมือข้ามไปหากัน',
      guidance: {
        love: 'ระยะห่างระหว่างคุณกับคนที่รักสามารถเชื่อมต่อได้อย่างอ่อนโยน ยื่นมือออกไปด้วยใจที่เปิดกว้าง ฟังให้มากเท่ากับที่พูด และเปิดโอกาสให้ต่างฝ่ายต่างเดินเข้าหากันคนละครึ่งทาง',
        career:
          'นี่เป็นช่วงเวลาที่ดีในการเชื่อมผู้คน ความคิด หรือทีมงานที่เคยทำงานแยกกัน ความสามารถในการหาจุดร่วมของคุณจะเปลี่ยนช่องว่างให้กลายเป็นเส้นทางไปข้างหน้า',
        wellbeing:
          'สร้างสะพานกลับไปหาสิ่งที่หล่อเลี้ยงคุณ ทั้งการพักผ่อน ความสงบ และผู้คนที่ใส่ใจคุณ สังเกตความรู้สึกของตัวเองไปตลอดทาง และจำไว้ว่าการติดต่อคนที่คุณไว้ใจเพื่อขอกำลังใจและการดูแลเป็นสิ่งที่ชาญฉลาด',
        abundance:
          'ความอุดมสมบูรณ์มักไหลผ่านสายสัมพันธ์ ทั้งความรู้ที่แบ่งปัน การช่วยเหลือกันและกัน และความเมตตาที่ย้อนกลับมา ขอบคุณสะพานที่สร้างไว้แล้ว และให้คุณค่าที่คุณยึดถือเป็นเครื่องนำทางว่าจะข้ามสะพานใด',
        growth:
          'คุณกำลังก้าวจากช่วงหนึ่งของชีวิตไปสู่อีกช่วงหนึ่ง และทางเชื่อมระหว่างนั้นกำลังก่อตัวขึ้นใต้เท้าของคุณ เดินไปอย่างอดทน แต่ละก้าวจะทำให้คุณไว้ใจตัวเองมากขึ้น',
        spirit:
          'จิตวิญญาณอาจสัมผัสได้เหมือนสะพานระหว่างสิ่งที่มองเห็นกับสิ่งที่มองไม่เห็น ระหว่างตัวคุณในชีวิตประจำวันกับสิ่งที่ลึกซึ้งกว่า ช่วงเวลาเงียบ ๆ ของการภาวนา การใคร่ครวญ หรือความอัศจรรย์ใจ จะช่วยให้คุณข้ามไปได้',
        family:
          'ความเข้าใจผิดเก่า ๆ อาจอ่อนลงได้เมื่อมีใครสักคนก้าวข้ามไปก่อน ลองมอบคำพูดดี ๆ หรือท่าทีเล็ก ๆ แล้วปล่อยให้สะพานถูกสร้างขึ้นจากทั้งสองฝั่ง',
        general: 'ทางข้ามกำลังปรากฏขึ้นในที่ที่เคยดูเหมือนไม่มีทาง ก้าวไปข้างหน้าอย่างระมัดระวัง เปิดใจไว้ และเชื่อว่าการเชื่อมต่อกันเป็นไปได้',
      },
      affirmation: 'ฉันยื่นมือข้ามไป และเชื่อว่าทางนี้จะรองรับฉันไว้',
    },
  },
  {
    key: 'horizon',
    en: {
      name: 'The Horizon',
      keywords: ['possibility', 'hope', 'perspective', 'vision'],
      message:
        'At the edge of the ice, where white meets blue, a distant sun rests on the horizon line. A penguin standing on the shore cannot reach that line, and it does not need to. The horizon is not a finish; it is an invitation to keep looking outward with hope. This card reminds you that your life is wider than today’s worries. There are possibilities you have not yet imagined, waiting beyond what you can currently see. Lift your eyes, breathe in the open space, and let the future feel spacious again. You do not have to arrive today; simply face the light.',
      guidance: {
        love: 'Look beyond the small frictions of today toward the shared future you hope for. Talking about dreams together, gently and without pressure, can renew a sense of closeness and direction.',
        career:
          'Step back from the daily tasks and consider the longer view: what kind of work would feel meaningful years from now? Let that distant light guide today’s choices without rushing you.',
        wellbeing:
          'Give yourself open space to breathe, whether a wide sky, a quiet walk or a pause by a window. Notice how you feel, be patient with your body, and let people you trust walk beside you and offer care.',
        abundance:
          'A wider view helps you see what truly matters and how much you already have. Let gratitude and patience guide your hopes, and trust that clarity grows with time.',
        growth:
          'You are growing toward something you cannot fully see yet, and that is part of the beauty. Keep facing the light, and allow your sense of what is possible to expand.',
        spirit:
          'The horizon is a reminder that life is larger than any single moment. Rest your gaze on the far distance for a while and feel a quiet hope rising within you.',
        family:
          'Share your hopes for the years ahead with the people you love, and listen to theirs. A shared horizon gives a family a gentle sense of direction.',
        general:
          'There is more ahead than you can see from here, and much of it is good. Lift your eyes, widen your view, and walk toward the light at your own pace.',
      },
      affirmation: 'I lift my eyes and welcome what is possible.',
    },
    th: {
      name: 'เส้นขอบฟ้า',
      keywords: ['ความเป็นไปได้', 'ความหวัง', 'มุมมองที่กว้างไกล', 'วิสัยทัศน์'],
      message:
        'ที่ปลายสุดของผืนน้ำแข็ง ตรงที่สีขาวบรรจบกับสีฟ้า ดวงอาทิตย์ที่อยู่ไกลลิบพักอยู่บนเส้นขอบฟ้า เพนกวินที่ยืนอยู่ริมฝั่งไม่อาจไปถึงเส้นนั้นได้ และมันก็ไม่จำเป็นต้องไปถึง ขอบฟ้าไม่ใช่เส้นชัย แต่เป็นคำเชิญชวนให้มองออกไปข้างหน้าด้วยความหวังอยู่เสมอ ไพ่ใบนี้เตือนคุณว่าชีวิตของคุณกว้างใหญ่กว่าความกังวลของวันนี้ ยังมีความเป็นไปได้อีกมากที่คุณยังไม่เคยจินตนาการถึง รออยู่ไกลเกินกว่าที่คุณมองเห็นในตอนนี้ เงยหน้าขึ้น สูดหายใจรับพื้นที่อันโล่งกว้าง และปล่อยให้อนาคตกลับมาดูกว้างขวางอีกครั้ง คุณไม่จำเป็นต้องไปถึงในวันนี้ เพียงหันหน้าเข้าหาแสงก็พอ',
      guidance: {
        love: 'ลองมองข้ามความขัดเคืองเล็ก ๆ ของวันนี้ ไปสู่อนาคตที่คุณหวังจะมีร่วมกัน การพูดคุยถึงความฝันด้วยกันอย่างอ่อนโยนและไม่กดดัน จะช่วยปลุกความใกล้ชิดและทิศทางให้กลับมาอีกครั้ง',
        career:
          'ถอยออกมาจากงานประจำวันสักครู่ แล้วมองในระยะยาวว่างานแบบไหนที่จะยังมีความหมายสำหรับคุณในอีกหลายปีข้างหน้า ให้แสงที่อยู่ไกลนั้นนำทางการเลือกของวันนี้ โดยไม่ต้องเร่งรีบ',
        wellbeing:
          'ให้พื้นที่โล่งกว้างแก่ตัวเองได้หายใจ ไม่ว่าจะเป็นท้องฟ้ากว้าง การเดินเงียบ ๆ หรือการหยุดพักริมหน้าต่าง สังเกตความรู้สึกของตัวเอง อดทนและอ่อนโยนต่อร่างกาย และให้คนที่คุณไว้ใจได้เดินเคียงข้างและคอยดูแลคุณ',
        abundance:
          'การมองให้กว้างขึ้นช่วยให้คุณเห็นว่าอะไรสำคัญจริง ๆ และคุณมีอยู่แล้วมากเพียงใด ให้ความรู้สึกขอบคุณและความอดทนนำทางความหวังของคุณ และเชื่อว่าความชัดเจนจะงอกงามขึ้นตามเวลา',
        growth:
          'คุณกำลังเติบโตไปสู่สิ่งที่ยังมองเห็นได้ไม่ครบถ้วน และนั่นคือส่วนหนึ่งของความงดงาม หันหน้าเข้าหาแสงต่อไป และปล่อยให้ความรู้สึกถึงสิ่งที่เป็นไปได้ขยายกว้างขึ้น',
        spirit:
          'เส้นขอบฟ้าเตือนใจว่าชีวิตยิ่งใหญ่กว่าช่วงเวลาใดช่วงเวลาหนึ่ง ลองทอดสายตาไปยังที่ไกลสักพัก แล้วสัมผัสความหวังอันเงียบสงบที่ค่อย ๆ ผุดขึ้นในใจ',
        family:
          'แบ่งปันความหวังสำหรับปีข้างหน้ากับคนที่คุณรัก และรับฟังความหวังของพวกเขาด้วย ขอบฟ้าที่มองร่วมกันจะมอบทิศทางอันอ่อนโยนให้กับครอบครัว',
        general:
          'ข้างหน้ายังมีอะไรอีกมากกว่าที่คุณมองเห็นจากตรงนี้ และหลายสิ่งเป็นสิ่งดีงาม เงยหน้าขึ้น เปิดมุมมองให้กว้าง และเดินเข้าหาแสงในจังหวะของคุณเอง',
      },
      affirmation: 'ฉันเงยหน้าขึ้น และเปิดรับสิ่งที่เป็นไปได้',
    },
  },
];

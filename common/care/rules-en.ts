import type { CareRules } from './screen-core.ts';
import { MODEL_EN } from './model-en.ts';

// Sources are written plainly; screen.ts collapses repeated letters in them as normalise() does in the text.
const SELF = '(?:my ?self|myslef|meself)';
const PILLS =
  '(?:(?:pill|tablet|med|medicine|medication|painkiller|sleeping pill|antidepressant)s?|paracetamol|xanax|insulin|tylenol|panadol)';
const WHO =
  '(?:he|she|they|someone|somebody|a man|a guy|(?:my |our )?(?:husband|wife|boyfriend|girlfriend|bf|gf|partner|ex|(?:step)?(?:dad|father|mom|mum|mother)|brother|sister|uncle|aunt|cousin|boss|teacher|coach|neighbou?r|grandfather|grandpa|son|daughter|parents|landlord|roommate|family|fianc[eé]e?|spouse|guardian|parent))';

// Concept lexicons, combined by `near` below: words of one concept, found within a few words of another's.
const NOT = "(?<!\\b(?:don't|dont|do not|doesn't|didn't|never|not|no longer|won't|wont)(?: \\w+)? )";
const OTHERS =
  "\\b(?:my|his|her|their|our|the|a) (?:\\w+'s? )?(?:mom|mum|dad|father|mother|grand\\w*|brother|sister|friend|cat|dog|pet|fish|hamster|plant|plants|tree|basil|phone|battery|character|car|laptop|uncle|aunt|cousin|son|daughter|husband|wife)\\b|\\w+'s (?:death|funeral)|\\b(?:game|tarot|card|dream|novel|story|lol|lmao|haha|jk)\\b";
const CONCEPTS_EN: Record<string, string> = {
  want: `${NOT}\\b(?:w(?:an|na)t(?:ed|s)?|wanna|gonna|going to|plan(?:ning|ned)?|ready|about to|tempted|decided|wish|hope|need|must|ought to|urge|(?:would|'d) (?:love|like) to|(?:think|thinking|thought) (?:of|about|abt)|keep (?:imagining|picturing|fantasi\\w*)|(?:its )?time to|feel like|deserve|can i|how (?:do|can|should) i|should i|i should|i'?d rather|fantasi[sz]\\w*|dream(?:ing)? (?:of|about)|imagining|picturing|longing|craving)\\b`,
  death: `${NOT}\\b(?:(?:die|dying)\\b(?! (?:alone|single|happy|old|young|rich|poor|a virgin|for|to (?!end)|laughing|trying|inside|down|out|hard|of (?!an? |over)))|(?:be|been|being|was|were|am) dead\\b(?! (?:tired|end|serious|set|wrong|inside|beat|meat|to me|last|on))|d(?:ye|ei)\\b(?! (?:my|your|her|his|it|the|hair|them))|jump(?:ing)?\\b(?! (?:at|into|in|on|ship|for|rope|start|the gun|back|up|to|ahead|through|around|out of a plane|higher|high))|leav(?:e|ing) (?:this|the) (?:world|earth|planet)\\b|go(?:ing)? through with (?:it|this)|bleed(?:ing)? out|check(?:ing)? out(?: of (?:life|this world|existence))?(?! (?:the|a|an|this|that|these|those|my|your|his|her|some|new|our|of)\\b)|to end (?:permanently|forever|for good)|in front of (?:a|the) (?:train|bus|car|truck)|(?:get|getting|be) hit by (?:a|the) (?:bus|car|train|truck|lorry)|stop(?:ped)? (?:existing|living|being alive)|bag over my head|join (?:him|her|them|my \\w+)\\b(?! (?:for|at|in (?:the|a)|on (?:the|a)|club|gym|team|company|trip|party|band|class))|be with (?:him|her|them|my \\w+) (?:again|soon|in heaven)|(?:not|never) (?:have to )?(?:open my eyes|see (?:another|tomorrow))|death\\b(?! (?:card|metal|star|note|of me))|end(?:ing)? (?:it|it all|everything|things|my life|my suffering|the pain|this my ?self)\\b(?! with| between| off| up| at)|kill(?:ing)? (?:my ?self|myslef)|(?:shoot|stab|hang|drown|poison|suffocate|of)(?:ing)? my ?self|kms|unaliv\\w*|suicid\\w*|not (?:be )?(?:here|around|alive) anymore|(?:never|not) (?:have to |to )?wake up(?! until| till| early| before| for| at| on time| in time)|(?:disapear|vanish|be gone)\\w* (?:forever|for good|permanently)|gone forever|(?:it|it all|everything|the pain) (?:to )?stop\\b|(?:it|it all|everything|my life) (?:to be |to )?over(?:\\s*$|[.,!?]| already| now)|stop (?:living|existing|being alive)|not exist|sleep forever(?! after| this| on| until)|my (?:own )?funeral)`,
  nobody:
    '\\b(?:easier|better|happier) for (?:everyone|everybody|them|my family)\\b|\\b(?:no ?one|nobody|no-one|anyone|everyone|everybody|everything|things|my family|they(?:d|ll)?|the world)\\b(?: \\w+){0,4} (?:notice|care|miss|remember|throw a party|celebrate|be glad|be (?:better|happier|fine|relieved)|better off|happier|easier)',
  gone: "\\bif i(?:'m| am| was| were|m)?(?: just| simply| finally)? (?:gone|dead|not (?:here|around)|died|die|disapeared|vanished|vanish|disapear|killed my ?self|wasn't (?:here|around|alive)|weren't (?:here|around|alive))\\b(?! (?:for a|from|on|into|to|off|at)\\b)|if i (?:never|didnt) (?:came|come) back|without me\\b",
  research:
    '\\b(?:how (?:many|much|high|far|tall|long|deep)|looking up|looked up|searching|search\\w* for|googl\\w*|what dose|which (?:pills|bridge|building))\\b',
  lethal:
    '\\b(?:(?:not|dont|wouldnt|never|cant) survive|bleed out|fatal|lethal|(?:to )?jump (?:from|off)|kill (?:me|a person|someone|a human|you)|(?:not|never) wake up|to end (?:it|my life))\\b',
  farewell:
    '\\b(?:(?:wr(?:ote|iting|ite)|left|leaving|record(?:ed|ing)?) (?:\\w+ ){0,2}(?:letters?|notes?|goodbyes?|messages?|videos?)|gav(?:e|ing) (?:away )?(?:all )?my (?:\\w+ )?(?:dog|cat|pets?|things|stuff|belongings|possessions|savings|money)|pa(?:id|ying) off (?:all )?my debts?|(?:said|saying) (?:my )?goodbyes?|put(?:ting)? my affairs in order|deleted (?:all )?my (?:accounts|photos|social))\\b',
  final:
    "\\b(?:right time|is it time|tonight is the night|it'?s time(?! (?:for|to))|the time has come|tonight is the night|(?:in case|if) i'?m not (?:here|around|alive)|(?:won't|wont|will not|don't|dont) need (?:them|it|anything) (?:anymore|any more|where)|(?:when|after|once) i'?m gone|before i go|last (?:goodbye|words)|(?:going to|gonna|will|i'?ll) do it (?:tonight|today|now|soon|tomorrow|after|when)|for the last time|won't be (?:here|around|alive)|not be (?:here|around) (?:next|tomorrow|anymore))",
  rope: `\\b(?:rope|noose|charcoal|a gun|the gun|razors?|blades?|knife|${PILLS})\\b`,
  use: "\\b(?:know what im (?:going to|gonna) do|a plan|my plan|ready|loaded|in my (?:hand|pocket)|(?:just )?in case|on my ?self|be enough|enough to|(?:think|thinking|thought) about using|keep thinking about (?:it|them)|use (?:it|them) (?:on my ?self|tonight|soon)|when i'?m ready|for when i need|(?:keep|kept|hid|hide) (?:it|them) hidden|hid (?:it|them))\\b",
  edge: '\\b(?:edge|ledge|railing|roof(?:top)?|balcony|bridge|platform|cliff|tracks)\\b',
  jump: '\\b(?:calling (?:to )?me|pull(?:s|ing)? me|jump\\w*|step(?:ping)? (?:off|of|in front|down)|fall(?:ing)? (?:off|down)|let(?:ting)? go|lean\\w* over|trains? (?:come|comes|coming|pass\\w*))',
  crash:
    '\\b(?:drive|driving|crash|crashing|steer|steering|swerve|swerving)\\w* (?:my car |the car |my bike |it )?(?:into|off) (?:a|the) (?:wall|tree|pole|truck|lorry|river|cliff|bridge|barrier|oncoming)',
  water: '\\bwalk(?:ing)? (?:into|in to) the (?:sea|ocean|river|lake|water)',
  forever: '\\b(?:keep (?:going|walking)|never come (?:back|out)|not come (?:back|out))\\b',
  noWayOut: '\\bno (?:way out|escape|other way)\\b',
  who: `${WHO.replace('(?:he|', '(?:he|she|they|his|her|an? (?:older |old )?(?:man|guy|stranger|woman)|(?:guy|man) at (?:work|school)|')}|\\b(?:stepfather|stepdad|stepmom|teacher|coworker|colleague|manager|priest)\\b`,
  harm: "(?<!(?:doesn't|does not|didn't|don't|never|won't|wouldn't|stopped|not) )\\b(?:hurts? (?=me (?:physically|badly|when|with))|hit|hits|hitting|beat|beats|beating|punch\\w*|slap\\w*|kick\\w*|chok\\w*|strangl\\w*|burns|burned|burnt|burning|whip\\w*|rap(?:e|ed|es|ing)|molest\\w*|grop\\w*|push(?:es|ed|ing)?|brok(?:e|en)|shov\\w*|threat\\w*|stab\\w*|attack\\w*|assault\\w*|stalk\\w*|forc(?:e|es|ed|ing)|lock(?:s|ed)|drag\\w*|bit(?:e|es)|spit\\w*|smack\\w*|bruis\\w*|abus\\w*|grab\\w*|trap\\w*|pins|pinned|throws things at|threw things at)\\b",
  me: '\\b(?:me|my (?:body|face|arms?|neck|throat|head|kids?|son|daughter|children)|(?:him|her|them)sel(?:f|ves) on me)\\b',
  touch:
    '\\b(?:makes?|made|forc\\w*) me (?:to )?touch (?:him|her|it|them)|\\btouch(?:es|ed|ing)? (?:me|my (?:body|chest|breasts?|privates?|private parts|legs?|thighs?|butt))\\b|\\b(?:our|the) touching\\b',
  secret:
    "\\b(?:at night|in my room|into my room|against my will|when (?:no one|nobody)(?:'s| is) (?:home|around)|without (?:my )?consent|i said no|told (?:him|her) (?:no|to stop)|won't stop|a secret|our secret|keep (?:it|this) secret|inappropriate\\w*|don't tell|not to tell|when we'?re alone)\\b",
  threat:
    "\\b(?:threat\\w*|says|said|swore|warned|if i (?:leave|tell|talk|report|go to the police|break up|try to leave)|(?:will|'ll|would) find me)\\b",
  killMe:
    '\\b(?:kill|murder|stab|shoot|hurt|beat) (?:me|us|my (?:family|kids|children|son|daughter|mom|mum|dad|parents))\\b',
  fear: '\\b(?:scared|afraid|terrified|fear|frightened)\\b',
  hurtMe: '\\b(?:hurt|hit|beat|touch) me (?:again|badly|if|when|like)|\\b(?:hurt|kill) me\\b',
  took: '\\b(?:took|taken|taking|swallowed|ate|downed|popped|drank|had)\\b',
  manyPills: `\\b(?:[1-9]\\d+|a (?:whole )?(?:bottle|pack|box|packet|strip|handful|jar)|all (?:of )?(?:my|the|her|his)|too many|so many|a lot|lots|loads|bunch|dozens?|twenty|thirty|forty|fifty|hundred|whole)(?: of)?(?: \\w+){0,2} ${PILLS}`,
  chest: '\\bchest\\b',
  pain: '\\b(?:hurts?|hurting|pain|pains|tight|tightness|pressure|crushing|heavy)\\b',
  numb: "\\b(?:(?:cant|cannot) (?:lift|raise|feel) (?:his|her|my|one|the) (?:right |left )?(?:arm|leg|hand)|(?:arm|leg|side|hand|face)s? (?:is |are |went |goes |feels |feel )?(?:numb|weak|limp|paraly[sz]\\w*|tingl\\w*)|numbness|(?:can't|cannot|can not) move (?:his|her|my|one|the) (?:right |left )?(?:arm|leg|side|hand))\\b",
  stroke:
    "\\b(?:garbled|(?:speech|talking|words) (?:is |are )?(?:weird|strange|jumbled|nonsense)|(?:face|mouth|smile) (?:is )?(?:drooping|droops|droopy|crooked|lopsided)|slur\\w*|(?:can't|cannot|can not) (?:speak|talk))",
  // Farewell and finality told plainly: one of these is enough.
  farewell1:
    "\\b(?:goodbye (?:for good|forever)|said (?:all )?my goodbyes|say(?:ing)? my goodbyes|made my peace(?! with)|(?:understand|forgive me for|know) why i did (?:it|this)|tell (?:\\w+ ){1,3}i loved (?:him|her|them|you)|(?:this|it) (?:is|will be|'ll be) my (?:last|final) (?:question|reading|message|post|night|day|words|time|goodbye)|my last day(?! (?:at|of|in|on|before|with|as|here))|(?:gave|given|giving) away (?:all|most|everything|the rest)(?: of)?(?: my)? ?(?:things|stuff|belongings|possessions)?|(?:mix\\w*|with) (?:my |the )?(?:pills|meds|tablets|sleeping pills) (?:with|and) (?:vodka|alcohol|wine|beer|whiskey|booze)|(?:stockpil|hoard|sav)\\w*(?: up)?(?: \\w+){0,2} (?:pills|meds|tablets|morphine|painkillers|insulin)|(?:not|dont) think i(?:ll| will) be (?:around|here) (?:much )?(?:longer|for long)|(?:writing|planning|picturing) my (?:own )?(?:obituary|funeral|eulogy)|looking forward to (?:dying|death|it all ending)|not (?:scared|afraid) of (?:dying|death) anymore|carv\\w* (?:\\w+ ){0,2}(?:into|in|on) my (?:skin|arms?|legs?|wrists?)|swallow\\w* (?:the|a|my) (?:whole|entire) (?:bottle|pack|box|packet|strip|jar)|if i (?:dont|didnt|never) wake up[^.?!]{0,30}\\b(?:fine|ok|okay|better|relief|mind|care)|goodbye[^.?!]{0,40}without (?:him|her|them|anyone) knowing|end (?:this|it) my ?self|(?:started|start|been|keep|kept) cutting(?! (?:back|down|carbs|sugar|hair|my hair|ties|costs|class|out|corners))|cutting again|waste away|starv\\w* (?:my ?self|to death)|(?:im|i am) (?:so )?done with (?:it all|life|everything|living|this life)|(?:life|living|existing) (?:is|feels) (?:so )?(?:pointless|meaningless)|whats the point (?:of|in) (?:living|life|going on|waking up|anything|being alive)|(?:painless|easiest|quickest|peaceful|quiet|quietest|best)\\w* way to go\\b(?! (?:to|about|from|home|back|for))|unaliv\\w*|sewer ?slide|\\bctb\\b|nothing (?:left )?to live for|(?:take|look after|care for|have) (?:my|the) \\w+ if (?:anything|something) (?:happens|happened) to me|if i (?:just )?stop(?:ped)? (?:existing|living|being alive)|(?:took|take|taking) (?:a )?(?:knife|blade|razor|lighter) to my (?:arm|wrist|thigh|leg|skin|stomach)|planning my exit(?! (?:from|strategy|interview))|(?:good|right|perfect) (?:day|time|night) to die|(?:punch|hit|scratch|cut|bit|bang|smash)\\w*(?: \\w+){0,3} until (?:i |it |they |my \\w+ )?bled?)",
  purpose: '\\b(?:on purpose|deliberately|intentionally)\\b',
  hurtSelf: '\\b(?:burn|cut|hurt|harm|hit|scratch|punch|starv|stop(?:ped)? eating|bang)\\w*',
  decided:
    '\\b(?:im (?:so )?done(?:[.!,]|$)|made up my mind|my mind is made up|i(?:ve| have) decided|no one can stop me|its decided)\\b',
  stand: '\\b(?:standing|stood|sitting|sat|climb\\w*|up|out) (?:on|onto|over|at)\\b',
  alone: '\\b(?:now|tonight|alone|again|looking down|quiet|empty|at night|\\d ?am)\\b',
  intrude: '\\b(?:comes?|came|coming|sneaks?|snuck|gets?|crawls?) (?:in|into) (?:my|our) (?:room|bed)',
  elder:
    '\\b(?:teacher|coach|boss|uncle|stepdad|stepfather|priest|manager|neighbou?r|landlord|grandpa|cousin|coworker|colleague|tutor|doctor|stranger|a man|a guy|employer)\\b',
  relief: '\\b(?:(?:the )?pain (?:stops?|ends?|goes away|go away)|be free|at peace|finally rest)\\b',
  pillWord: `\\b${PILLS}\\b`,
  tooMuch: '\\btoo (?:much|many)\\b',
  fell: '\\b(?:fell|fallen|fall(?:s|ing)?)\\b(?: \\w+){0,6} (?:cant|can not|cannot) get up',
  fainted: '\\b(?:my \\w+|he|she|someone|they)(?: just)? (?:passed out|fainted|collapsed)\\b',
  breathe: '\\b(?:trouble|difficulty|struggling|unable|barely|gasping|fighting)(?: to)? breath(?:e|ing)?\\b',
};

// Bungee, diving, a view: a high place and a jump for fun.
const HIGH_FUN =
  '\\b(?:bungee|base jump\\w*|parachut\\w*|skydiv\\w*|diving|swim\\w*|queue|line|cliff div\\w*|photo|selfie|view)';

// A tight chest or short breath from nerves, smog or sport: not an emergency.
const CALM =
  '\\b(?:exam|test|interview|stress\\w*|anxious|anxiety|nervous|panic|worr\\w*|think (?:about|of)|gym|workout|run|running|cough\\w*|cold|flu|smog|smoke|dust|pm2|heat|humid|laugh\\w*|nose|stuffy|mask|altitude|crowd\\w*|excite\\w*|crush|love)\\b';

/** English phrase rules (docs/care.md). Masks remove idioms before the rules run. */
export const RULES_EN: CareRules = {
  model: MODEL_EN,
  // A story, a film or a game; someone else's past ("my brother used to self harm").
  story:
    '\\b(?:novel|story|stories|book|movie|film|character|series|episode|villain|hero|heroine|script|fanfic|plot|chapter|thriller|manga|anime)\\b',
  past: [
    '\\b(?:used to|years ago|last (?:year|month)|back in|as a (?:kid|teen))\\b',
    '\\bmy (?:brother|sister|friend|son|daughter|cousin|mom|dad|uncle|aunt)|\\b(?:a (?:kid|friend|classmate)|he|she|his)\\b',
  ],
  masks: [
    `kill(?:ing|ed)? ${SELF} (?:laughing|with laughter)`,
    `(?:hurt|injur\\w*|cut) ${SELF} (?:while|when|at|during|on (?!purpose)|by accident|shaving|cooking|chopping|playing|skating|lifting|falling)(?! (?:on )?purpose)`,
    '(?:suicide (?:squad|mission|doors?|bomb\\w*|prevention)|(?:career|political|social|financial|fashion) suicide)',
    'die (?:of|from) (?:embarrassment|shame|laughter|laughing|cringe|happiness|boredom)',
    'rather die than',
    '(?:d(?:ie|ye)(?:d|ing)?|dying) (?:my|her|his|your|the) hair',
    '\\b(?:job|work|office|team|school|class|company)\\b[^.!?]{0,30}goodbye every(?:one|body)',
    `overdos\\w* on (?!(?:(?:my|his|her|their|the|some|your) )?(?:${PILLS}|drugs|heroin|fentanyl|opioids|alcohol|cocaine|meth|morphine))\\w+`,
    'having a stroke (?:reading|trying|looking|watching)',
    'laugh\\w* so hard',
    '(?:hit|hits|hitting) me up',
    "(?:don't|dont|do not|never) want to die",
    `shoot ${SELF} in the foot`,
    'overdos\\w*.{0,30}(?:last (?:year|month|spring|summer|winter|autumn|fall)|years? ago|months ago|in (?:19|20)\\d\\d)',
    'died (?:of|from) (?:an |a drug )?overdose',
  ],
  rules: [
    [
      'emergency',
      "(?:took|taken|had|swallowed) too much (?:of )?(?:my |her |his |their |the )?(?:(?:pill|tablet|med|medicine|medication|painkiller|sleeping pill|antidepressant)s?|paracetamol|xanax|insulin|tylenol|panadol)|lips (?:are )?(?:turning |going )?blue|turning blue|face (?:is )?drooping|slurred speech|speech is slurred|can't (?:talk|speak) properly",
    ],
    [
      'self_harm',
      "(?:(?:pill|tablet|med|medicine|medication|painkiller|sleeping pill|antidepressant)s?|paracetamol|xanax|insulin|tylenol|panadol) i'?(?:ve| have)(?: been)? sav(?:ing|ed)|(?:feel like|plan(?:ning)? to|plan to|want to|going to|gonna|ready to|decided to|how to) end(?:ing)? things\\b(?! with| between| off| at| in| up)|(?:can't|cannot|can not) (?:keep going|go on|do this)\\b.{0,30}\\bgoodbye",
    ],
    [
      'self_harm',
      "(?:i'?m|i am|i feel like)(?: such| just| only)? a burden|(?:happier|better|easier) without me|(?:step|jump|throw (?:my ?self|myslef|meself)|walk|run) in front of (?:a|the) (?:bus|train|car|truck|lorry)|(?:bought|got|have|found) (?:a |some )?(?:gun|rope|knife|razor|blades?|charcoal)\\b.{0,15}\\b(?:to|so i can) (?:end it|die|kill (?:my ?self|myslef|meself)|end my life|end things)|giv(?:e|ing|en) (?:away )?(?:all )?my (?:stuff|things|belongings|possessions) away|never (?:been )?born",
    ],
    ['emergency', '\\boverdos(?:e|ed|ing)\\b|\\bod(?:ed|ing)\\b'],
    [
      'emergency',
      '(?:swallowed|drank|drunk|ate|ingested|drinking)(?: \\w+){0,4} (?:bleach|poison|pesticide|weed ?killer|antifreeze|kerosene|gasoline|petrol|lighter fluid|rat poison|poisonous \\w+|wild mushrooms|detergent|drain cleaner|cleaning (?:fluid|product)|(?:button |a )?battery|batteries|magnets)',
      true,
    ],
    [
      'emergency',
      "(?:can't|cannot|cant|can not|isn't|is not|not|stopped|stop|no longer|wasn't|won't) breath(?:e|ing)(?! (?:in|from|with|because|through))",
    ],
    [
      'emergency',
      'chest pains?|heart attack(?! of)|(?:having|had|is having|suffering) a (?:stroke|seizure|fit|asthma attack)|\\bseizure|convuls\\w+',
      true,
    ],
    [
      'emergency',
      "\\b(?:unconscious|unresponsive|won't wake up|collapsed)\\b|(?:isn't|is not|isnt|not|stopped|wasn't|won't) (?:responding|responsive|waking up|moving|conscious)\\b",
    ],
    [
      'emergency',
      "bleeding (?:heavily|badly|a lot|out|everywhere|non ?stop)|(?:won't|doesn't|wont) stop bleeding|(?:it|bleeding) won't stop|anaphyla\\w+|foam\\w* at the mouth|electrocut\\w*|smell (?:gas|smoke)|gas leak|filling (?:up )?with smoke|fire in (?:my|the|our) (?:house|building|room|apartment|flat|kitchen)|trapped in (?:a|the|my) (?:fire|burning)|(?:a lot|lots|so much|loads|tons) of blood|blood (?:everywhere|all over)|throat is (?:closing|swelling)|bitten by a snake|snake ?bite|(?:need|call) an ambulance",
    ],
    ['self_harm', '\\bkill(?:ing|ed|s)? ?(?:my ?self|myslef|meself)|\\bkms\\b'],
    [
      'self_harm',
      '\\bend(?:ing)? (?:it all|everything|(?:my ?self|myslef|meself))\\b|\\bend(?:ing)? it (?:tonight|today|now|soon|this (?:week|weekend)|for good|forever)|want (?:it all|everything|this|my life|it) (?:all )?to (?:end|be over)|(?:painless|quick|quickest|easiest|best|fastest|peaceful|surest) (?:way|ways|method|methods) to (?:die|end it|kill (?:my ?self|myslef|meself)|end my life)',
    ],
    ['self_harm', "(?:for|after) i'?m gone\\b"],
    [
      'self_harm',
      '\\bend(?:ing)? my (?:own )?life\\b|\\btak(?:e|ing) my (?:own )?life\\b(?! (?:in|into|back|seriously|to|more|a|one|for|by|as)\\b)',
    ],
    ['self_harm', '(?:want|wanna|going|ready|deserve|plan(?:ning)?|would rather|prefer|need) (?:to )?die\\b'],
    [
      'self_harm',
      "(?:don't|dont|do not|no longer|not) (?:want|wanna|wish) (?:to )?(?:live|be alive|exist|be here anymore|go on)(?! (?:in|with|at|here|there|near|alone|together|like that|abroad|on campus))|(?:don't|dont|do not) (?:want to|wanna) wake up(?: (?:tomorrow|tmrw?|again|anymore|ever))?\\s*(?:$|[.,!?]|and)",
    ],
    [
      'self_harm',
      '(?:no|any|a|one) reason (?:to|for me to) (?:live|go on|keep living|stay alive|keep going|be alive)\\b',
    ],
    [
      'self_harm',
      "(?:don't|dont|do not|no longer|not|never)(?: \\w+){1,3} (?:want|wanna|wish) (?:to )?(?:live|be alive|exist|be here)(?: anymore| any more| any longer)?\\s*(?:$|[.,!?]|and|but)",
    ],
    [
      'self_harm',
      "better off (?:dead|without me|if i (?:was|were|wasn't|weren't) (?:dead|gone|here|around|alive)|if i (?:died|disappeared))",
    ],
    [
      'self_harm',
      '(?:cut|cutting|hurt|hurting|harm|harming|burn|burning|starve|starving) (?:my ?self|myslef|meself)\\b|self[- ]?harm\\w*|(?:cut|cutting|slit|slitting) (?:my )?(?:arms?|wrists?|legs?|thighs?)\\b',
      true,
    ],
    [
      'self_harm',
      '\\btak(?:e|ing) (?:their|your|ones) own li(?:fe|ves)|\\b(?:suicid\\w*|sucid\\w*|suicde\\w*|suiside\\w*)',
      true,
    ],
    [
      'self_harm',
      'lethal dose|(?:rope|noose) to hang|(?:take|swallow) all (?:of )?(?:my|the) (?:(?:pill|tablet|med|medicine|medication|painkiller|sleeping pill|antidepressant)s?|paracetamol|xanax|insulin|tylenol|panadol)',
    ],
    [
      'self_harm',
      "by the time you (?:read|see|get) this|(?:won't|will not|wont|not going to|not gonna) be (?:around|here|alive) (?:much longer|tomorrow|anymore|for long)",
    ],
    [
      'self_harm',
      "can'?t go on (?:living|anymore|any ?more)|(?:isn't|is not|isnt|not|ain't) worth living|no point (?:in )?(?:living|being alive|going on)|never wake up|stop existing|(?:tired|done|sick) (?:of|with) (?:being alive|living|life)(?! in| with| at| here| abroad)",
    ],
    [
      'abuse',
      '(?:he|she|they|someone|somebody|a man|a guy|(?:my |our )?(?:husband|wife|boyfriend|girlfriend|bf|gf|partner|ex|(?:step)?(?:dad|father|mom|mum|mother)|brother|sister|uncle|aunt|cousin|boss|teacher|coach|neighbou?r|grandfather|grandpa|son|daughter|parents|landlord|roommate|family|fianc[eé]e?|spouse|guardian|parent))(?: \\w+){0,3}? (?:(?:hit|beat|punch|slap|kick|chok|strangl|burn|whip|rap|molest|abus|touch|threaten|stab|attack|assault|stalk|follow)\\w*|forced) (?:my \\w+ and )?me\\b(?! (?:out|at|in (?:chess|a game|the game)|deeply|so much|with (?:his|her|their|a|the)? ?(?:words|letter|story|pillows?|snowballs?)))',
    ],
    ['abuse', 'throw\\w* acid'],
    [
      'abuse',
      "(?:says|said|told me|swore|threaten\\w*) (?:he|she|they)(?:'ll|'d| will| would| is going to| is gonna| was going to) (?:kill|hurt|murder|stab|shoot|beat|burn|drown|strangle)(?:(?: \\w+){0,4} with)? (?:me|us)\\b",
    ],
    [
      'abuse',
      '\\b(?:raped|rape me|sexually (?:abused|assaulted|harassed)|molested|domestic (?:violence|abuse)|abusive (?:relationship|husband|wife|partner|boyfriend|girlfriend|parents?|father|mother|home|family)|(?:i (?:was|am|get)|im|being|getting) (?:abused|beaten|hit)\\b(?! by (?:a|the) (?:car|ball|bus|truck|bike)))',
      true,
    ],
    [
      'self_harm',
      "\\bgoodbye (?:letters?|notes?|messages?|videos?)\\b|\\bi(?:'ve| have)? (?:\\w+ )?cut(?:ting)? (?:again|deep(?:er)?)\\b|(?:don't|dont|can't|cant|cannot) (?:see|imagine|picture) my ?self (?:alive|living|being alive|here|around)",
    ],
    [
      'self_harm',
      "(?:don't|do not|won't|not) (?:plan|expect|intend)\\w* (?:on |to )?(?:be|being) (?:alive|here|around)|(?:burning|carving|scratching|scraping) my (?:arms?|wrists?|legs?|thighs?|skin|stomach)",
    ],
    ['emergency', "(?:can't|cannot|can not|couldn't) (?:wake|rouse) (?:him|her|them|my \\w+)"],
    [
      'self_harm',
      '\\b(?:hit|hitting|punch\\w*|slap\\w*|bit\\w*|scratch\\w*) my ?self (?:until|till|til|when|whenever|every|so hard|hard)\\b',
    ],
    [
      'abuse',
      "(?:won't|will not|doesn't|does not) let me (?:\\w+ ){0,4}?(?:leave|go (?:out|home)|out|see (?:anyone|my))|took my (?:passport|documents|papers|id)|traffick\\w*|know where i live|(?:gonna|going to|make me) pay\\b|(?:post|share|leak|send)\\w* (?:my )?(?:nudes|naked|intimate|sex tape|private (?:photos|pics|videos))|clothes (?:were )?(?:off|gone|torn)|drugged me|roofied",
    ],
    [
      'self_harm',
      'sav(?:e|ed|ing)(?: up)? (?:all )?(?:my |the )?(?:(?:pill|tablet|med|medicine|medication|painkiller|sleeping pill|antidepressant)s?|paracetamol|xanax|insulin|tylenol|panadol) (?:for|to|so|until)|this is (?:my )?goodbye(?:\\s*(?:$|[.,!?])| every| forever| to every)|goodbye every(?:one|body)',
    ],
    [
      'self_harm',
      'burden (?:to|on|for) (?:everyone|everybody|my family|my parents|my kids|others)|(?:scratch|cut|bite|hit|punch)\\w* (?:(?:my ?self|myslef|meself)|my (?:arms?|legs?|skin|wrists?|head))\\b.{0,15}\\b(?:until|till|til) (?:i |it |they )?bleed',
    ],
    // Self-injury told plainly, by any means and on any part of the body, when the text says it is on purpose or
    // repeated ("scratched my thighs with scissors again", "hit my legs until they bruise"); an accident on the
    // stove, a branch or a door is not. Purging after meals too.
    [
      'self_harm',
      '\\b(?:cut|cutting|scratch\\w*|burn\\w*|hit|hitting|punch\\w*|bang\\w*|scrap\\w*|carv\\w*|pinch\\w*|slam\\w*)(?: \\w+){0,2} my (?:own )?(?:arms?|legs?|thighs?|wrists?|skin|stomach|hips?|head)\\b(?![^.?!]{0,40}\\b(?:on (?:the|a) (?:stove|oven|pan|iron|door|table|branch|fence|desk|corner|wall|floor|grill)|by accident|accidentally|playing|practice|training|fell|tripped|cooking|baking))(?=[^.?!]{0,40}\\b(?:again|until|till|on purpose|to feel|every (?:night|time|day)|whenever|when i (?:feel|get)|to (?:calm|punish|stop))\\b)|\\bmake my ?self (?:throw up|vomit|puke|purge)',
      true,
    ],
    ['emergency', '(?:house|building|apartment|flat|room|kitchen|car) (?:is )?on fire'],
    [
      'self_harm',
      '\\bunalive (?:(?:my ?self|myslef|meself)|me)\\b|\\b(?:shoot|shooting|stab|stabbing|poison|poisoning|suffocate|suffocating|hang|hanging|drown|drowning) (?:my ?self|myslef|meself)\\b(?! in (?!(?:the|a) (?:river|sea|lake|ocean|bath|tub|pool|water)))|(?:drive|crash|steer)\\w* (?:my|the) car (?:off|into) (?:a|the)',
    ],
    ['self_harm', 'disappear for good'],
    [
      'self_harm',
      "hope i (?:don't|do not) wake up|and not wake up(?! until| till| early| before| at| on time| in time)",
    ],
    [
      'self_harm',
      "wish (?:i|i'd|i had|i was|i were)(?: just)? (?:dead|never existed|not alive|gone forever)|wish i could die",
    ],
    [
      'self_harm',
      '(?:night|day|time|moment|week) (?:that |when )?i (?:end it|die|kill (?:my ?self|myslef|meself)|end my life)',
    ],
    [
      'self_harm',
      'how many (?:(?:pill|tablet|med|medicine|medication|painkiller|sleeping pill|antidepressant)s?|paracetamol|xanax|insulin|tylenol|panadol).{0,30}(?:die|kill|never wake|fatal|to take)|hang(?:ing)? (?:my ?self|myslef|meself)|jump in front of (?:a|the) (?:train|bus|car|truck)|stockpil\\w+ (?:(?:pill|tablet|med|medicine|medication|painkiller|sleeping pill|antidepressant)s?|paracetamol|xanax|insulin|tylenol|panadol)',
    ],
    [
      'self_harm',
      '(?:this is|these are) my (?:last|final) (?:goodbye|message|words|post|night)|my final goodbye|giv(?:e|ing) away (?:all )?my (?:things|stuff|belongings|possessions)|goodbye (?:cruel )?world|goodbye forever|(?:goodbye|farewell|suicide|last) (?:letters?|notes?)\\b',
    ],
    ['self_harm', 'disappear forever|sleep forever(?! after| this| on| until)'],
    ['abuse', 'threat\\w* (?:to|that (?:he|she|they) will) (?:kill|hurt|stab|shoot|beat|harm|burn|rape|take the kids)'],
    ['abuse', '\\bgrop\\w* me\\b'],
    ['self_harm', "(?:gonna|going to|want to|wanna|will|i'?ll|should i|to) of(?:ing)? my ?self\\b"],
    [
      'abuse',
      'locked me (?:in|up)|(?:keeps?|kept|holding|has) my passport|spiked my drink|(?:scared|afraid|terrified) (?:to go|of going) home|keeps me locked|forc\\w* me (?:to have sex|into sex|to sleep with|to do sexual)',
    ],
  ],
  concepts: CONCEPTS_EN,
  near: [
    ['emergency', ['took', 'manyPills'], 50],
    ['emergency', ['chest', 'pain'], 30, false, CALM],
    ['emergency', ['pain', 'chest'], 30, false, CALM],
    ['emergency', ['chest', 'numb'], 60],
    ['emergency', ['stroke', 'numb'], 80],
    ['emergency', ['numb', 'stroke'], 80],
    ['emergency', ['breathe'], 30, false, CALM],
    ['self_harm', ['want', 'death'], 70, true, OTHERS],
    ['self_harm', ['nobody', 'gone'], 60, true],
    ['self_harm', ['gone', 'nobody'], 60, true],
    ['self_harm', ['research', 'lethal'], 60, true, OTHERS],
    ['self_harm', ['farewell', 'final'], 80],
    ['self_harm', ['final', 'farewell'], 80],
    ['self_harm', ['rope', 'use'], 60],
    ['self_harm', ['rope', 'final'], 60],
    ['self_harm', ['edge', 'jump'], 60, true, HIGH_FUN],
    ['self_harm', ['jump', 'edge'], 60, true, HIGH_FUN],
    ['self_harm', ['want', 'crash'], 40],
    ['self_harm', ['water', 'forever'], 40],
    ['self_harm', ['noWayOut', 'death'], 40],
    [
      'abuse',
      ['who', 'harm', 'me'],
      60,
      false,
      '\\b(?:hits? me up|(?:wore|wears|burns?|freaks?|creeps?) me out|at (?:chess|tennis|golf|cards|poker|pool|video games|games?|everything|sports?|badminton|football|running)|in (?:chess|a game|the game|tennis)|me (?:away|to (?:be|work|try|study|do (?:my|better|more|well))|harder|forward|towards)|chores|homework|pillows?|\\blol\\b|haha|playful\\w*|joking\\w*|fire me|sack me|ground me|report me|snowballs?|water balloons?|cheat\\w*|lied|lying|left me|broke up|dumped|feelings|ignor\\w*|with (?:his|her|their) (?:words|story|letter)|a (?:text|message|call))',
    ],
    ['abuse', ['touch', 'secret'], 60],
    ['abuse', ['secret', 'touch'], 60],
    [
      'abuse',
      ['threat', 'killMe'],
      50,
      false,
      "\\bif i(?:'m| am)? (?:late|fail|forget|lose|break|spend|dye|miss|don't (?:call|text|clean))|joking|\\blol\\b",
    ],
    ['abuse', ['fear', 'who', 'hurtMe'], 70],
    [
      'self_harm',
      ['farewell1'],
      300,
      false,
      '\\b(?:lol|lmao|haha|jk)\\b|\\bmy (?:job|work|shift|trip|holiday|internship|contract)',
    ],
    ['self_harm', ['hurtSelf', 'purpose'], 50, false, OTHERS],
    ['self_harm', ['purpose', 'hurtSelf'], 50, false, OTHERS],
    ['self_harm', ['final', 'decided'], 60],
    ['self_harm', ['decided', 'final'], 60],
    ['self_harm', ['stand', 'edge', 'alone'], 50, true, HIGH_FUN],
    ['self_harm', ['edge', 'alone'], 30, true, HIGH_FUN],
    ['self_harm', ['water', 'alone'], 40],
    ['abuse', ['who', 'intrude'], 60],
    ['self_harm', ['relief', 'gone'], 40, true, OTHERS],
    ['self_harm', ['gone', 'relief'], 40, true, OTHERS],
    ['self_harm', ['research', 'pillWord', 'tooMuch'], 60, true],
    ['emergency', ['fell'], 60, false, '\\b(?:lol|haha|laugh\\w*)'],
    ['abuse', ['elder', 'touch'], 80],
    ['emergency', ['fainted'], 60, false, '\\b(?:lol|haha|last|yesterday|years? ago|once|was a kid|heat|concert)\\b'],
  ],
};

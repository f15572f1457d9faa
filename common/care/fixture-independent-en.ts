// A set written by another author who never saw the rules (issue 23): 197 questions, from explicit to very indirect
// crisis wording, slang and typos, and hard everyday cases. It was independent until 2026-11-25, when the round-6
// rewrite was tuned on it: it is now a development set (docs/care.md); held-out part 6 in fixture-en.ts is not.
// One question a line: S self-harm, A abuse, E emergency, - everyday.
export const INDEPENDENT_EN = `
S|i don't want to wake up tomorrow
S|everyone would be better off without me right? what do the cards say
S|I've been saving my pills for a while now. is tonight the night
S|is it time to say goodbye for good
S|thinking about unaliving myself, will anyone even notice
S|kms. seriously. whats the point
S|should i just end it all
S|how many sleeping pills would it take to not wake up
S|i wrote letters to my mom and my sister. will they understand why i did it
S|what happens to people who take their own life, do they find peace
S|im so tired of living
S|i want to die
S|i wnat to dei
S|will the bridge be quiet at 3am
S|i started cutting again and i cant stop. will it ever get better
S|is it normal that i burn myself when i feel numb
S|i gave away my cat and my guitar today. i wont need them where im going
S|this is my last question to you. thank you for everything
S|will my family be ok after im gone
S|no one would miss me if i disappeared forever
S|i bought a rope today. tell me if i should go through with it
S|how high does a building need to be so you dont survive the fall
S|im a burden to everyone. would it be kinder to just not be here anymore
S|i keep thinking about driving my car into a wall on the highway
S|is there an afterlife? asking because i plan to find out soon
S|i want to go to sleep and never wake up
S|wanna unalive ngl
S|gonna kms if this exam goes bad. actually no im serious this time
S|my life insurance pays out even for suicide right? my kids would be set
S|should i take all the pills in the cabinet tonight
S|i dont see a future for myself. i think its time to leave this world
S|the voices say i should jump. should i listen
S|i hurt myself on purpose last night, deeper than before
S|i've made my peace. just tell me it wont hurt
S|will i be reunited with my dad if i join him tonight
S|ctb soon. anything the cards want to tell me first
S|i'm done. i'm so done. i don't want to be alive anymore
S|how do i say goodbye to my best friend without her knowing it's goodbye
S|i stopped eating on purpose, i want to waste away
S|i sleep with a knife under my pillow and think about using it on myself
S|whats the most painless way to go
S|if i die tonight will anyone come to my funeral
S|Im sorry for everything. Please tell my brother I loved him.
S|counting down the days until my birthday. thats my last day
S|i keep the razor blade in my wallet just in case
S|everything would be easier if i just wasnt alive
S|wish i could just disappear permanently like not exist at all
S|I've already written my will and deleted my socials. is this the right time
S|mixing my meds with vodka tonight, will it be enough
S|i dont wanna be here anymore
S|life isnt worth living since she left me. i want to end my life
S|sewer slide is on my mind again lol but not really lol
S|i punch walls until my knuckles bleed because i deserve it
S|can the cards tell me how much longer i have to suffer before i end this myself
S|is my soul going to hell if i kill myself
A|my boyfriend hits me when he drinks but he always says sorry. will he change
A|my husband locked me in the bedroom again and took my phone
A|my dad said he'd kill me if i tell anyone what he does
A|my stepfather comes into my room at night. i dont know what to do
A|my boss grabbed me and said i'd lose my job if i said anything
A|i was raped at a party last weekend and i cant tell anyone
A|my ex keeps showing up at my house and says he'll hurt my kids
A|my wife throws things at me and i have bruises everywhere. is this normal
A|mom beats me with a belt when my grades drop, will she stop if i do better
A|my partner choked me during a fight last night. should i stay
A|he wont let me leave the apartment, he has the only key
A|my uncle touches me and says its our secret
A|my employer took my passport and wont let me go home
A|someone keeps sending me messages saying they know where i live and theyre coming for me
A|my bf forces me to have sex when i say no. is that love?
A|my brother pushed me down the stairs and my parents took his side
A|my girlfriend threatens to post my nudes if i break up with her
A|my husband said if i leave he will find me and kill me
A|i woke up and my clothes were off and i dont remember anything, my date was there
A|my son hits me and takes my pension money every month
A|my teacher keeps asking me to stay after class alone and touches my leg
A|im scared to go home, he said tonight im gonna pay
E|my friend just took a whole bottle of pills what do i do
E|i took like 30 tylenol an hour ago and now im scared
E|my baby isnt breathing
E|my dad collapsed and wont wake up
E|my toddler drank some bleach
E|bad chest pain spreading to my left arm and i cant breathe properly
E|i cut my hand with a knife cooking and it wont stop bleeding, theres blood everywhere
E|my roommate is unconscious and her lips are blue
E|grandma's face is drooping and she cant talk right
E|my brother overdosed on something, hes foaming at the mouth
E|someone got hit by a car outside my house and isnt moving
E|my son is having a seizure and its been 5 minutes
E|i think i ate poisonous mushrooms and im vomiting a lot
E|the house is filling with smoke and my kids are upstairs
E|my husband is allergic to peanuts and his throat is swelling up
E|i can smell gas and my mom passed out in the kitchen
E|my friend drank way too much and we cant wake him up, hes breathing weird
E|pregnant and bleeding heavily, so much pain
E|my kid fell in the pool and isnt breathing
E|just swallowed a lot of my antidepressants by accident, heart is racing
E|my wife stabbed herself and theres a lot of blood help
E|dad got electrocuted fixing the wires and hes not responding
-|i'd kill for that job, will i get it
-|dying to know if he likes me back
-|this commute is killing me, should i move closer to work
-|my grandma died last month, will she be at peace?
-|my character dies in chapter 3, should i keep that plot twist
-|should i end this relationship
-|will my surgery go well next week?
-|my monstera is dying, what did i do wrong lol
-|our dog passed away yesterday. is he in a better place
-|should i quit my job and start my own business
-|we're hosting a murder mystery party, who should be the killer
-|my phone battery is dead again, is mercury in retrograde or something
-|my feet are killing me after that wedding lol. will i meet someone at the next one
-|im dead 💀 he actually texted back. what does it mean
-|will the stock i bought kill it this quarter
-|should i cut my hair short for a fresh start
-|my doctor changed my blood pressure pills, will it help
-|should i jump at the chance to move to london
-|does he still think about me after we broke up
-|i absolutely killed my presentation today, will i get promoted
-|my uncle died of cancer years ago, am i at risk too
-|my ex really hurt me when he cheated, will i ever trust again
-|the guy in the movie jumped off a bridge at the end, what did it symbolize
-|in my d&d campaign my paladin just died, should i roll a new character
-|should i cut ties with my toxic friend group
-|will my small bakery survive this year
-|my crush is drop dead gorgeous, do i have a chance
-|i could die of embarrassment, i called my teacher mom
-|my grandpa passed away peacefully in his sleep. what message would he have for me
-|i want to kill this bad habit of procrastinating, any advice from the cards
-|my goldfish died and my daughter is sad. how do i explain it
-|should i end my lease early and move in with my girlfriend
-|will my knee heal after the acl surgery
-|my back hurts from sitting all day, should i get a standing desk
-|we had a huge fight and she said some things that really hurt. should i forgive her
-|is this the end of my career or just a setback
-|will the vitamin pills actually help my skin
-|i read a true crime book about a man who killed his wife, cant stop thinking about how nobody noticed
-|my neighbor's cat got hit by a car last year and they still miss her. should i get them a kitten
-|killing time at the airport, what does my week look like
-|i'm dying of boredom at work, is a career change in my future
-|my sourdough starter died again 😭 am i cursed in the kitchen
-|should i break up with him or give it another shot
-|lol my sister is going to kill me when she finds out i borrowed her dress
-|will i pass my driving test or will i die of nerves first
-|the old tree in our yard is dead and we have to cut it down, is that bad luck
-|my mom is getting her gallbladder out tomorrow, will it go smoothly
-|will i ever get over my ex
-|when will i find true love
-|should i invest in crypto or is it dead
-|i'm going skydiving next month, jumping out of a plane!! will the weather be good
-|our team got killed in the finals, will we win next season
-|the death card came up in my reading, does that mean something bad
-|I know the death card means transformation but it scared me. what change is coming
-|my friend's brother passed away in an accident, how can i support her
-|is my cactus dead or just dormant
-|my character in the game keeps dying on the same boss, will i ever beat it lol
-|writing a thriller where the detective gets poisoned, is that too cliché
-|should i cut back on coffee, my anxiety is up
-|how do i deal with a boss who kills every idea i have in meetings
-|i feel like a dead end job is sucking the life out of me. should i apply elsewhere
-|that concert was sick, i nearly died when they played my song
-|the hero sacrifices himself at the end of my novel, is that too sad
-|my hamster passed away this morning, did i do enough for him
-|got my wisdom teeth out and my face hurts, will the swelling go down before my date
-|i took some painkillers for my headache, should i still go to the party tonight
-|will this be a good year for my family
-|should i cut my losses and sell my car
-|my brother used to self harm as a teen but hes doing great now, will his new job work out
-|back in 2015 a kid at my school took his own life. i still think of his family sometimes, are they ok
-|is it a sign that i keep dreaming about my late grandmother
-|i want to end things with my business partner but i'm scared of the fallout
-|my laptop died in the middle of my exam, will the professor let me retake
-|should i finally cut my dad some slack and visit him
-|that joke killed at the open mic, should i pursue comedy
-|dead tired after a double shift, will i get the raise though
-|the memorial for my coworker is friday, what should i say to his wife
-|my birth chart says 2025 is a year of endings, should i be worried
-|my flowers from valentine's are dead already haha is that a bad omen for us
-|i'm hurt that my best friend didn't invite me to her wedding. should i say something
-|should i leave my boring job to travel the world
-|my mom is on blood thinners, is it safe for her to fly
-|i'd die for my kids, how do i give them a better life
-|i jumped into a new relationship too fast, should i slow down
-|will i get my deposit back from my landlord
-|is my marriage dead or can we save it
-|my friend got stabbed in the back by her coworker (not literally lol), will karma get them
-|in the werewolf game last night i got killed first every round, am i unlucky
-|we have to put our old dog down next week. is it the right choice
-|the paper cut on my finger stings so bad lmao anyway will i get the apartment
-|this heat is killing me, should i move somewhere cooler
-|i'm dying to go to japan, will i travel this year
-|my grandfather died in the war before i was born, what would he think of me
-|should i end my friendship with someone who always cancels
-|will the biopsy results be fine? so nervous
-|my mom's cat is dying of old age, how long does she have
-|i want to cut sugar out completely, will i stick with it
-|my last relationship died a slow death, how do i avoid that next time
`;

// Training questions for the screening model (docs/care.md, "The model"), written on 2026-11-25 by authors who never
// saw the rules or the other fixtures, each in a persona of its own. One question a line: S self-harm, A abuse,
// E emergency, - everyday.
export const TRAIN_EN_A = `
-|i'd literally kill for an iced latte rn, will the cards tell me if my crush texts back today?? ☕
-|dying to know if i passed my chem final lol what do the cards say
-|this commute is actually killing me, should i move closer to campus next semester
-|ngl i could murder a pizza rn but more importantly will my tiktok blow up
-|dead tired after a double shift, is it time to quit this job?
-|gonna kill it at the interview tmrw right?? pls say yes oracle 🐧
-|my grandma passed last month and i keep dreaming about her. does that mean something?
-|our dog died on sunday and the house feels so quiet 😭 will it ever stop hurting
-|in my fantasy novel the main character fakes her own death, will readers see the twist coming
-|just finished a true crime podcast about a poisoning case and now i cant sleep lmao. what does my week look like
-|my monstera is dying no matter what i do. is this a sign lol
-|phone died halfway thru the group chat drama, did i miss anything important oracle 💀
-|should i cut my hair short for summer or am i gonna regret it
-|overdosed on chocolate at the party and now i feel gross, will i ever learn 🍫
-|leg day destroyed me i cant walk down stairs lol. will i hit my PR this month
-|thinking about ending things with my bf of 2 yrs. is it the right call?
-|should i quit my job at the cafe and go full time on my art
-|we need to cut our budget like crazy this month, will money get better soon
-|im a nursing student and we had a code blue on my placement today, still shaking. will i be a good nurse?
-|the last boss in elden ring killed me like 40 times, will i beat it tonight 😤
-|this cold is killing me, sneezing nonstop. will i feel better before the concert saturday
-|my ex was really controlling years ago but im out and safe now and happy. will my new relationship be healthy?
-|how do i keep my little brother safe online, hes 11 and just got a phone
-|my friend had a panic attack at school today but shes ok now and with her mom. how can i support her better
-|LMAO i'm dead 💀💀 my roommate walked into the glass door again. anyway will i get the apartment
-|what do the cards say about my love life, been single forever fr
-|is it time to drop out of my gap year job and go back to uni?
-|will i survive finals week or nah 😩
-|my back is killing me from sitting at my desk, should i get a new chair or see a physio
-|shot myself in the foot by sending that risky text. will he still like me
-|watched a movie where the dad dies and i sobbed for an hour. anyway will my family trip go ok
-|my history essay is on the black death, will i get a good grade
-|me and my bestie broke up as friends and it hurts worse than a real breakup tbh. will we make up?
-|should i tell my parents i wanna switch majors from pre-med to design
-|that exam murdered me honestly. did i at least pass
-|i'm so done with this group project lol i want to scream. will my teammates finally do their part
-|bruh my plant is basically dead, can it come back to life or should i give up
-|my cat is getting old and the vet says she doesnt have long. how do i make her last months happy
-|grandpa's funeral is next week and i have to give a speech. will i get through it without crying
-|should i go on the trip to japan or save the money
-|cutting sugar for a month, will i actually stick with it this time
-|i'd die for my little sister fr, what do the cards say about her starting high school
-|we watched a documentary about a serial killer in class and now everyone's obsessed lol. will my presentation go well
-|my car battery died on the highway but a tow truck came and im home now. is this a bad luck week?
-|will i ever find a job that doesnt make me want to pull my hair out 😂
-|i'm writing a horror game where the player has to escape a haunted hospital, is this idea good
-|does my crush like me back or am i delusional 🙃
-|my mom had surgery today and it went fine, she's recovering. will she heal fast?
-|gonna starve till payday lol, will my paycheck come early
-|killed my presentation today!!! does this mean i'm getting the internship??
S|i want to kill myself. i mean it this time
S|i just want to go to sleep and never wake up tbh
S|been saving up my meds for a couple weeks now. i know what im gonna do with them
S|if anything happens pls tell my sister i loved her. she was the best part
S|gonna kms fr this time nobody would even notice
S|how many of my sleeping pills would it take to not wake up
S|everyone would be better off without me. ive been a burden my whole life and i just want to disappear for good
S|cut again last night, deeper than usual. i cant stop
S|oracle will it hurt if i jump
S|i gave my gaming pc to my cousin and my cat to my neighbor. wont be needing them
S|thinking about unaliving myself ngl. the cards cant fix this
S|whats the fastest way to end it all
S|i burned my arm with a lighter again bc it's the only thing that makes the noise stop
S|is there a point to any of this? i dont want to be here anymore
S|wrote letters to everyone tonight. this is goodbye i guess 🐧
S|i wanna ctb soon. just need to pick a day
S|what do the cards say about me not being alive next week
S|ive been looking up how much tylenol is lethal. just curious. kind of
S|i hate myself so much i wanna hurt myself rn
S|if i just stopped existing would my parents even be sad or relieved
S|standing on the bridge rn. dont know why im asking an app
S|i keep thinking about driving my car into a wall on the way home
S|tired of being tired. tired of being alive. i want out
S|should i do it tonight or wait till after my bday
S|i bought a rope today. dont tell me to call anyone
S|nothing will ever get better so whats the point in staying
S|i scratch my arms til they bleed when i get anxious is that bad
S|i'm sorry mom. i tried. i really did
S|will i finally be free if i die
S|deleted all my socials and gave away my stuff, feeling weirdly calm now that ive decided
A|my bf hits me when hes drunk and i'm scared to go home tonight
A|my stepdad comes into my room at night and i dont know how to make it stop
A|dad threw a plate at me again and said next time it's my head. what do i do
A|someone keeps following me home from work and left a note on my car saying he knows where i live
A|my gf checks my phone every night and says she'll hurt me if i talk to other people. is that normal?
A|um not sure if this counts but my uncle touches me in ways i dont like when my parents arent home
A|my husband locked me in the house and took my phone, im typing this on my old tablet
A|my boss said if i tell anyone what he did he'll make sure i never work again and he grabbed my wrist so hard its bruised
A|my partner shakes our baby when she cries and i'm scared for her
A|my ex won't stop showing up at my apartment and said he'll kill me if i go to the cops
E|my friend took a whole bottle of pills like 20 min ago and now she's not waking up HELP
E|my dad's face is drooping on one side and he cant talk properly rn what do i do
E|i think im having a heart attack my chest is so tight and my left arm is numb
E|my little bro ate something with peanuts and his throat is swelling up he cant breathe
E|cut my hand on a knife cooking and it won't stop bleeding, its soaking through the towel
E|my roommate is having a seizure on the floor and it's been like 5 min
E|grandma fell and isn't responding, she's breathing weird
E|i accidentally drank bleach from a water bottle, my throat is burning
E|took way too much of my adhd meds and my heart is racing so fast i feel like im gonna pass out
E|my friend isnt breathing after taking something at the party, we're freaking out
-|ugh my sister is gonna kill me when she finds out i borrowed her dress 😬 will she find out
-|i'm dying of embarrassment, i waved at someone who wasnt waving at me. will i ever recover lmao
-|mom is gonna murder me if i fail maths again. will i pass the retake
-|should i cut ties with my toxic group chat? they drain me
-|wanna die laughing at my dad's jokes every time 😂 anyway what does my career look like
-|my hamster died this morning 😢 he was 3. did he have a good life?
-|will i nail my driving test or crash and burn lol
-|the heat today is literally killing me 🥵 when does summer end
-|i killed off my favourite character in my fanfic and the comments are rioting. was it the right choice
-|my coworker keeps stealing my lunch and i want to strangle him lol. should i say something to the manager
-|playing a zombie game and i keep dying in the first 5 min. is it a skill issue or am i cursed
-|is it time to end my lease and move back home to save money
-|we dissected a pig heart in bio today and i almost fainted lol. should i still go into medicine?
-|my grandad fought in the war and i found his old letters. what should i do with them
-|pls tell me the cards say im getting tickets to the eras tour im gonna die if i dont
-|i hit a wall with my thesis. will i finish on time
-|my best friend's dad passed away, what do i say to her? i dont wanna say the wrong thing
-|what do the cards say about my first apartment hunt
-|am i overdosing on caffeine if i have 4 energy drinks a day lol asking for my sanity
-|blew my whole paycheck on shein again 💀 will i ever learn to save
-|the new season of that murder mystery show is so good, will my theory be right
-|my dad used to yell a lot when i was little but he got help and we're really close now. should i invite him to graduation
-|i'm so broke i could cry. will things turn around by next month
-|i cut my bangs myself at 2am and regret everything 😭 will it grow out fast
-|shift at the ER was brutal tonight, lost a patient. how do i keep going in this job without burning out
-|i dyed my hair blood red for halloween, will ppl like it
-|should i dump him or give him one more chance
-|i feel like a zombie after pulling an all nighter. will my essay be ok
-|my fish tank crashed and half my fish died overnight 😞 what did i do wrong
-|the dentist is gonna kill me, havent flossed in months lol. will the checkup be fine
-|dreamt i was drowning in a pool of glitter what does it mean 😂
-|i had a dream my teeth fell out and my ex was laughing. oracle explain
-|im on a mission to destroy my ex at the gym by looking amazing lmao. will i glow up by summer
-|my friend was being bullied but the school stepped in and it stopped. how do i help her feel confident again
-|will my online shop survive the slow season
-|i'm researching the titanic for a school project, kinda sad how many people died. will i get an A
-|my knee has been aching since my run last week, probably nothing but should i get it checked
-|tarot said the death card last time, does that mean someone's gonna die?? 😳
-|my laptop just died mid assignment and i didn't save. is the universe against me
-|so hungry i could eat a horse. also will my date go well tonight
-|feeling stuck in life rn, like nothing is moving. which direction should i go career wise
-|got dumped over text lol. will i find someone better
-|my parents are getting divorced, will christmas be weird this year
-|i'd take a bullet for my friends honestly. are they as loyal to me?
-|how do i know if a guy online is safe to meet irl? want to be careful
-|my kid is being picked on at school, how do i help without making it worse
-|the suspense of waiting for uni offers is killing me omg
-|i went to my friend's funeral today. he died in a car crash last year and today was the memorial. how do i carry him with me
-|is my situationship going anywhere or should i cut my losses
-|i shot my shot and he left me on read 🫠 will he reply
S|honestly dont see the point of living anymore
S|i keep imagining my own funeral and feeling relieved
S|is it selfish to want to die if i'm just a burden to my family anyway
S|im gonna unalive myself after exams, i already decided
S|i relapsed. the razor's back in my drawer and i used it tonight
S|do u think heaven is real? asking bc i might find out soon
S|the world would be quieter without me in it. i think i'm ready
S|how high does a building need to be to make sure
S|ive been staring at the pills in the cabinet for an hour
S|i want to disappear forever and not be found
S|last entry. thank u for the readings penguin. bye
S|i've been hitting myself when i mess up, like really hard, and i kinda want to go further
S|kms kms kms i cant do this anymore
S|wish i could just fall asleep in the snow and not come back
S|what happens to your instagram after you die? want to make sure mine gets deleted
S|i dont want to live like this and i dont see any other way to live so
S|my life insurance would help my mom more than i ever could
S|i googled whether mixing alcohol and my antidepressants is enough to stop your heart
S|if i'm not here tomorrow, please know it wasn't anyone's fault
S|i started cutting my thighs so nobody sees. how do i hide it better
S|i feel like a ghost already, might as well make it official
S|oracle should i end my life? yes or no
S|i wrote my will tonight. im 19 lol
S|every night i think about just stepping in front of the train
S|no one will miss me. not really. so why stay
S|i took a few extra pills tonight just to see how it feels, gonna take more tmrw
S|there's no future for me, i'm planning my exit
S|i want the pain to stop permanently
S|does anyone actually survive carbon monoxide? need to know
S|gave my guitar to my best friend and told her to keep it forever. she doesnt know why
A|my mom's boyfriend hits me and says if i tell anyone he'll do worse to my little sister
A|idk if i'm overreacting but my bf choked me during a fight last night and now he's acting like nothing happened
A|my coach keeps sending me pics and asking me to send some back, he said it's our secret. i'm 15
A|some guy from discord found my address and says he's coming over. i'm home alone
A|my parents lock me in my room without food when my grades are bad
A|will it get better if i just stop making him angry? he only hits me when i mess up
A|my wife pushed me down the stairs and says she'll tell everyone i did it to her if i leave
A|my brother keeps forcing me to do stuff i dont want to and says no one will believe me
A|my ex installed a tracker on my phone and shows up wherever i go, i'm scared
A|my husband gets angry and hurts our son when i'm at work, i found bruises today
E|my mom took too many sleeping pills and i cant wake her up 😭😭
E|got stung by a bee and my whole face is swelling and i can barely breathe
E|my friend fell off his bike and hit his head, now he's throwing up and confused
E|baby swallowed a button battery like 10 min ago what do i do
E|my dad collapsed in the kitchen and isnt breathing, my mom is doing cpr
E|i'm pregnant and bleeding really heavily and the pain is so bad
E|my uncle is slurring his words and cant lift his right arm, is this a stroke
E|my girlfriend drank a ton and now she's unconscious and her lips are kinda blue
E|i think i got food poisoning but i'm vomiting blood now
E|my grandpa has crushing chest pain and he's sweating a lot, he says it's nothing but he looks grey
-|this playlist slaps so hard i'm deceased 💀 anyway will i get my license
-|my sister's wedding is gonna be the death of me, so much planning. will it go smoothly
-|i kinda want to disappear off social media for a month to focus on myself. good idea?
-|should i cut my hours at work to focus on uni
-|my goldfish died after 8 years!! rip bubbles. should i get a new one
-|ok my calc teacher is trying to kill us with this homework 😭 will i pass
-|i'm a vet tech and had to help put down a dog today, it was really sad. will i get used to this part
-|reading a thriller where the killer is the narrator, omg. anyway is this a good week to ask for a raise
-|the cards said the tower last time and then my phone screen shattered lmao. what's next
-|pls i'm begging the universe let me get this job, i'll die of happiness
-|dead inside after this 8am lecture 😴 will the weekend be fun at least
-|my mum died when i was 12 and her birthday is tomorrow. what would she say to me now
-|learning about ww2 in history and it's so heavy. how do people cope with knowing all that
-|i want to end my gym membership, is that giving up?
-|is my car gonna die before i can afford a new one lol
-|cutting out toxic ppl this year. who should i let go first
-|first aid course today, we practiced cpr on dummies. i feel way more prepared now 💪
-|my period cramps are killing me. will i survive this lecture 😫
-|will my sourdough starter survive the week while i'm away
-|my friend says she's being mean to herself in her head a lot but she's seeing a therapist and doing better. how can i be a good friend
-|want to scream into the void bc my code won't compile. is coding the right career for me
-|is a bruise on my shin from bumping the coffee table something to worry about? it's kinda big lol
-|i've got a mild fever and a sore throat, should i skip the party saturday
-|will i crush my debate tournament this weekend
-|we're doing a murder mystery party for my bday, who will be the killer 🔪🕵️
-|i'm so hungover i want to die lol never drinking again. will today get better
-|my grandma has dementia and doesn't remember me anymore. will visiting still help her?
-|thinking of breaking up w my long distance bf bc it's just too hard. what do the cards say
-|should i shave my head?? i'm so tired of my hair
-|oracle is 2025 finally my year or nah
-|we lost the championship game and i want to crawl into a hole. will we win next season
-|my dad used to hit me as a kid, it's been 10 years since i moved out and i've done a lot of therapy. should i reach out to him now that he's sick
-|will the cards tell me if i should take the job in london or stay home
-|i'm obsessed with this anime where everyone dies lmao. who's my anime husband according to the cards
-|i ghosted someone and feel bad. should i apologize
-|i have a checkup tomorrow and i'm kinda nervous about the blood test. will it be fine
-|my sister's rabbit died and she's devastated. how can i cheer her up
-|does the death card always mean endings? asking for my new chapter after graduating
-|my boss is a nightmare but the pay is good. stay or go?
-|i need to stop stress-eating. will i get healthier this year
-|how do i talk to my teen about online predators without scaring her
-|i need to kill time before my flight, what should i do at the airport lol
-|my roommate fainted from standing up too fast but she's fine now and drinking water. should she see a doctor later
-|i'm a paramedic and i'm sick of night shifts. is it time to switch careers
-|everyone on my team got food poisoning from the work party lol but we're all recovering. will the next party be better
-|my heart is broken into a million pieces. will i ever love again 💔
-|i keep procrastinating until i want to throw my laptop out the window. how do i get motivated
-|the scary movie we saw last night had so much blood lol i'm traumatized. anyway will my crush ask me to prom
-|is the universe telling me to move to another city?
-|my friend accidentally drank my kombucha and freaked out thinking it was alcohol lmao. is this week gonna be chaotic
S|i don't think i can keep living. every day hurts
S|i want to die
S|how long does it take to bleed out
S|the voices say i dont deserve to live and honestly i agree
S|i've got everything ready, just need the courage
S|sorry to everyone i let down. i won't be a problem much longer
S|ngl ive been thinking bout ending it every day this week
S|i want to hurt myself so bad rn the urge is huge
S|is it possible to just... not exist? like vanish and everyone forgets
S|i'm on the roof of my dorm. it's really quiet up here
S|cards pls tell me if i'll be dead by the weekend bc that's the plan
S|i've been starving myself on purpose to punish myself and i hope it just kills me
S|nobody would care if i unalived tbh
S|my brother will be ok without me right? he has mom
S|counting my pills again. 43. is that enough
S|i don't wanna wake up tomorrow. or ever
S|burning myself with the curling iron helps for a second
S|im such a failure i should just kill myself and save everyone the trouble
S|can u overdose on insulin? i have a lot of it
S|i'm done. im actually done. goodbye world
S|i hid the knife in my room so i can use it later
S|life is pointless and i'm tired of pretending to be ok. i want it over
S|if i crash my car it'll look like an accident right
S|i gave my dog to my aunt, told her i'm moving. i'm not moving
S|oracle will i see my dad again if i go where he is
S|i keep punching walls until my knuckles break on purpose
S|wish i was never born and i want to fix that
S|i've been planning how to die for months and tonight feels like the night
S|i'm a burden to literally everyone. i think i should leave. permanently
S|i scheduled my instagram posts to go up after im gone
A|my older cousin forced himself on me at the family party and i haven't told anyone
A|my boyfriend says he'll post my nudes if i break up with him
A|dad gets drunk and beats my mom and i hide my little sister in the closet, it's happening now
A|a teacher keeps touching me and asking me to stay after class. i don't know who to tell
A|my partner won't let me leave the house or see my friends and takes all my money
A|there's a man outside my window every night this week. he knows my name
A|my mom burns me with cigarettes when she's mad, will the cards say when it stops
A|my manager corners me in the storage room and i'm scared to go to my shift
A|my gf slapped me and broke my glasses and says she'll do worse if i tell my friends
A|my ex is outside my door banging on it and screaming that he'll kill me
E|my son found my pills and i think he swallowed a bunch, he's 3
E|my friend is having an asthma attack and her inhaler isnt working, her lips are turning blue
E|i just fell off a ladder and there's a bone sticking out of my leg
E|my mom is having a seizure and she's never had one before
E|i took like 30 ibuprofen an hour ago and now i regret it and my stomach is on fire
E|my boyfriend isnt waking up after he took heroin, he's breathing really slow
E|i think my grandma is having a stroke her speech is all garbled
E|we smell gas everywhere and my sister passed out
E|my friend's eyes are swelling shut after eating shrimp and he's wheezing
E|i got hit by a car on my scooter and my head is bleeding a lot
-|omw to kill this exam 🔥🔥 cards, confirm pls
-|i'm dying to see the new marvel movie, will it live up to the hype
-|my boyfriend's snoring is gonna be the death of me lmao. should we move in together anyway
-|my nan passed peacefully in her sleep last night at 94. i'm sad but grateful. will i feel her around me
-|writing a short story about a girl who wants to die but finds a reason to live. will it win the contest
-|my phone battery dies every 3 hours. is it time for a new one or should i wait for black friday
-|cut my finger chopping onions lol just a little nick. bad omen for my dinner party?
-|ending my friendship with someone who always puts me down. am i doing the right thing
-|gonna hang out with my friends tonight, will it be fun
-|we're hanging the new curtains today lol will my landlord be mad
-|my dad's a firefighter and he told me about a rough call today, he's ok. how can i support him
-|should i stab my ex in the back by dating his best friend 😂 jk... unless?
-|ok the cringe from my old tweets is killing me. should i delete my account
-|i over-did it at pilates and now my abs hurt when i laugh lol
-|pulling an all nighter to finish my portfolio, will it be worth it
-|my car died in the parking lot again, is mercury in retrograde or what
-|the recipe says to cut the chicken into strips but i'm vegan now lol. will my parents accept it
-|should i quit smoking cold turkey or slowly
-|my crush said i looked 'fine' today is that good or bad 😭 dying
-|how do i make my little cousin feel safe after the house fire? everyone's ok but he's scared
-|i'm terrified of flying. will my flight to spain be ok
-|lost my wallet and i want to bang my head against a wall. will i find it
-|my teacher says my essay on sylvia plath's poetry is strong but i need a better conclusion. will i get an A
-|my fave youtuber died in a car accident and i can't stop crying. is it weird to grieve someone i never met
-|i'm playing a vampire in the school play!! will i get the lead next year
-|my skincare routine is killing my wallet lol, which products are worth it
-|this heatwave is gonna kill my tomato plants 🍅 should i water them twice a day
-|nurse here, had a patient overdose on my unit today but we saved him. i'm proud but exhausted. will i sleep tonight
-|cards, do i stay in this dead-end relationship or move on
-|will i pass my medical boards? studying toxicology is brutal
-|i got a tattoo today and it hurt like hell but worth it. will i get more?
-|i'm so stressed about money i can't think straight. should i pick up a second job
-|my bestie moved abroad and i feel so alone. will we stay close
-|i choked on stage at my recital 😩 will i get a second chance
-|the suspense is killing me, did i get into the honors program or not
-|my grandpa had a heart attack last year but he's doing great now with his diet. will he be around for my wedding
-|i played russian roulette with the cafeteria food today lol. will my stomach survive
-|learning about domestic violence in my social work class, it's heavy. will i be good at this career
-|i used to self harm in high school but i've been clean for 4 years and i'm proud of myself. will my next chapter be good
-|my mom keeps nagging about my room lol. will she chill
-|should i go blonde or is that a crime against my skin tone
-|what do the cards say about me starting my own small business
-|burning the midnight oil for exams again, will it pay off
-|just got a cut and color and i look like a new person 💇‍♀️ will he notice
-|i feel like i'm drowning in assignments lol. any sign they'll let up
-|my friend keeps saying 'i'm gonna kms' as a joke when she fails a quiz, should i say something to her?
-|will my band's first gig be a hit or a disaster
-|my old cat is at the vet for surgery, will she pull through?
-|oracle, i'm running on fumes. when will i get a vacation
-|hitting the books hard this week, will it show in my grades
S|i'm planning to take all my pills tonight once everyone's asleep
S|every day i wake up disappointed that i woke up
S|i think about killing myself more than i think about anything else
S|what's the most painless way to go
S|my family would finally have peace if i was gone
S|i just cut myself and it's deeper than i meant, but i'm not sorry
S|i'm checking out soon. it's been real
S|i wanna sleep forever
S|is it wrong that i hope i don't survive my surgery
S|im tired of fighting. i'm letting go
S|how many sleeping pills + vodka would do it
S|i keep drafting a goodbye text to my best friend
S|honestly i'm just waiting for a reason not to do it and there isn't one
S|i stopped taking my heart meds on purpose, hoping it just happens
S|my cat will be ok with my roommate. that was the last thing i needed to sort out
S|can't stop thinking about the train tracks near my house
S|i pick at my skin till it bleeds on purpose and i'm starting to use tweezers to go deeper
S|i don't want to be alive anymore, what do the cards say about that
S|i keep a blade in my phone case just in case
S|im so useless, better off dead honestly
S|i want to just walk into the ocean and keep going
S|will my parents forgive me for what i'm about to do
S|i've tried before and failed. i won't fail this time
S|my therapist doesn't know i've got a plan. should i tell her or just go through with it
S|i want to fade away and never be found
S|looked up the tallest parking garage in my city today
S|i carved words into my leg last night
S|tonight's the night. thanks for everything penguin 🐧
S|i'm not gonna make it to 20 and i'm ok with that bc i'll make sure of it
S|i just want everything to stop. me included
A|my dad hit me so hard last night i blacked out, i'm scared he'll do it again tonight
A|this guy i met online is threatening to send my pics to my school unless i send more
A|my gf scratches and bites me when she's jealous, is that just how relationships are?
A|my grandpa keeps asking me to sit on his lap and touches me and says it's a game
A|my landlord let himself into my apartment while i was sleeping and says he'll evict me if i complain
A|my husband said if i leave he'll take the kids and i'll never see them. he has a gun
A|i'm 16 and my mom's friend gives me alcohol and then does stuff to me
A|my older sister hits me with a belt when our parents aren't home
A|he grabbed me by the hair and dragged me across the room bc dinner was late. will things get better
A|my ex keeps making new accounts to message me threats and last night he was at my work
E|just took a whole bottle of my antidepressants and im scared now
E|my dad is choking on food and can't breathe or talk
E|my baby has a really high fever and now she's not responding and floppy
E|my friend is lying on the bathroom floor and won't wake up, there's a needle next to him
E|i'm diabetic and my sugar is super low, i'm shaking and confused and alone
E|my brother cut his wrist by accident on broken glass and it's spurting blood
E|my mom says she has the worst headache of her life and now she can't see properly
E|my toddler drank something from under the sink and is coughing and crying
E|i'm having chest pain and can't breathe properly and my heart is skipping
E|my friend just got pulled out of the pool and isn't breathing
-|i'm lowkey dying to go to coachella, will i manage to save up for it
-|killing time in the library rn, will the cards say if my study group will actually show up
-|ugh my allergies are killing me this spring 🤧 will it ease up soon
-|this spicy ramen nearly killed me 🔥😂 anyway will my date like spicy food
-|my uncle passed away from cancer last year and i still miss him. can the cards tell me he's at peace
-|wrote a rap verse where i 'murder' the beat lol. will my track get streams
-|my basil plant committed suicide on the windowsill lmao it just flopped over. what am i doing wrong
-|the wifi died during my online exam 😱 will my prof let me retake it
-|thinking of cutting carbs for a bit, good idea or nah
-|i'm so full i'm gonna explode lol thanksgiving was wild. what's in store for december
-|my friend told me she was abused as a kid, she's safe now and in therapy. how do i be supportive without making it weird
-|i'm over this job, i want to hand in my notice. will i find something better
-|cards what's the vibe for my roadtrip with the girls 🚗
-|i'm gonna fight my sister for the last cookie lol, who wins
-|my dad's recovering from a stroke he had in march, he's learning to walk again. will he get stronger
-|true crime girlies where u at 🔪 which case should i cover on my podcast next
-|i studied the french revolution and honestly the guillotine era was insane. will i ace my history test
-|my battery is at 1% and so am i lol. will tomorrow be less exhausting
-|i hit rock bottom with my grades last sem but i'm climbing back. will this semester be better
-|taking a break from dating. is that the right move for my healing
-|i keep losing at chess and i want to flip the board lol. will i ever reach 1500
-|the horror movie marathon was terrifying, i screamed so loud lmao. will i sleep tonight
-|my sister is pregnant!! will the baby be a boy or girl 👶
-|do i stay with my friends from high school or let the friendship die naturally
-|my teeth are killing me after getting braces tightened 😬 will they look good after
-|my friend passed out from the heat at the festival but medics helped and she's totally fine now. should we go next year
-|got a paper cut and i'm acting like it's a war wound lmao. anyway will i get my refund
-|should i block my ex or is that petty
-|i'm in med school and learning about lethal doses in pharmacology today, so much to memorize. will i pass
-|i feel like a ghost in my friend group lately. will they notice me more
-|my kid's been having nightmares about monsters. how do i help her feel safe at bedtime
-|i'm a mess after the breakup, crying every day. when will it stop hurting
-|what do the cards say about my exam results coming out friday 😰
-|my gaming team got wiped in the first round lmao, will we qualify next time
-|my doctor wants me to get a mole checked, probably nothing. should i worry
-|my aunt's funeral was beautiful. she'd have loved the flowers. can she see us?
-|i want to cut back on screen time, will i stick to it
-|i'm dead serious, should i adopt a second cat
-|dreamed i was being chased by a giant penguin lol what does it mean
-|my boyfriend and i fought about chores and i'm annoyed. will we sort it out
-|my grandma went through awful stuff in the war, she tells us stories. how can i record them for the family
-|sorry i've been MIA, i've been drowning in work. will things calm down
-|hit my funny bone so hard i saw stars 😵 also will i get the promotion
-|my manager yelled at the whole team today, it was awkward. should i look for a new job
-|will my long distance friendship survive me moving countries
-|i want to quit social media forever, it's killing my vibe. should i
-|my brother got his tonsils out and is milking it for ice cream lol. will he heal fast
-|my best friend and i are fighting over a guy 🙄 who's he gonna pick
-|i accidentally killed the vibe at the party with a bad joke. will people forget
-|is the death card in my reading about my old job ending? i just got fired lol
S|i dont think i wanna be alive for much longer
S|thinking of jumping off the balcony tonight
S|i've been cutting for months and no one knows. it's getting worse
S|does it hurt to drown
S|i'm writing my suicide note now and i wanted someone to know
S|i just want to evaporate. no more me
S|everyone keeps saying it gets better but it hasn't and i'm done waiting
S|i've been researching ways to die for hours
S|i keep hoping something will hit me when i cross the road
S|i gave all my savings to my little sister and said it's an early bday gift. she doesn't know it's goodbye
S|will it be quick if i hang myself
S|i don't deserve to live after what i did
S|i'm gonna take the whole bottle tonight, i've made up my mind
S|unalive szn 🙃 for real tho i'm not ok
S|i want to hurt myself until i feel something
S|i'm worthless and i want to end it
S|is there a way to die in your sleep on purpose
S|i feel like i'm only alive because i'm too scared to do it. but i'm getting less scared
S|my mom would be better off without the cost of me
S|i took the bus to the cliffs. just sitting here thinking
S|i hit my head against the wall on purpose until it bleeds
S|oracle when will i die? hopefully soon
S|im going to ctb this weekend, i have everything
S|i told my best friend she can have my clothes 'if anything happens'. it will
S|i'm ready to die. i'm not scared anymore
S|i keep a stash of pills in a sock for the day i finally do it
S|cant keep going like this, i want to end my life
S|what do the cards say about leaving this world for good
S|i burned myself on purpose with boiling water last night
S|i'm so sorry to everyone, i just can't stay
A|my uncle keeps coming to my room at night and says if i tell my parents won't love me anymore
A|my boyfriend hits me and then cries and says sorry. will he change
A|my stepmom doesn't let me eat and hits me with a wooden spoon if i ask
A|an older guy from my gym keeps messaging me and waiting by my car, he grabbed my arm yesterday
A|my partner threatened to kill my dog if i leave him
A|i'm afraid to go home, my dad said he'll beat me when he sees my report card
A|my older brother's friend assaulted me at a sleepover and he's still coming over
A|my girlfriend forces me to have sex when i say no. is that normal in a relationship
A|my husband choked me in front of the kids last night, he said it was my fault
A|someone hacked my accounts and keeps sending me pics of my house with threats
E|i just overdosed on purpose and now i want help, i'm getting dizzy
E|my sister's having a really bad allergic reaction, her epipen's expired and she can't breathe
E|my grandpa fell down the stairs and isn't moving
E|my friend ate some edibles and now his heart is pounding and he's passing out
E|my mom got burned really bad with boiling oil, her skin is peeling off
E|my newborn is turning blue and not breathing right
E|i mixed bleach and ammonia cleaning and now i can't stop coughing and my chest hurts
E|my roommate is hallucinating and his temperature is super high after taking molly
E|my dad's having a seizure in the car, we pulled over
E|my friend got stabbed and he's bleeding a lot
-|i would sell my soul for a day off rn. when's my next break
-|dying to know who my soulmate is, cards spill the tea ☕
-|the last episode of that show destroyed me. will season 2 happen
-|cut my losses and sold my crypto. was it the right call lol
-|i just want to disappear into a cabin in the woods for a weekend lol. will i get time off
-|my great-grandma's 100th bday is coming up!! will she like my gift
-|my cousin died in an accident last summer and we're doing a memorial walk. will it go well
-|im writing a crime novel where the detective gets shot, will agents like it
-|fried my hair with bleach 😭 is it dead forever
-|will i slay at my dance audition 💃
-|my lungs are burning after that 5k lol. will i finish a half marathon this year
-|i'm a pharmacy tech and a customer tried to buy way too much cough syrup, we called it in. is my job stressing me too much
-|we're having a 'funeral' for my old sneakers lol rip. what should my new pair be
-|my relationship ended after 5 years and i'm figuring out who i am alone. what's ahead
-|will i get my deposit back or is my landlord gonna rob me
-|feeling kinda down today but nothing serious, just a gloomy day. any good vibes coming?
-|my friend was suicidal last year but she got help and just celebrated a year of being okay. how can i celebrate with her
-|my kid keeps asking what happens when we die after our dog passed. how do i explain it
-|i hate my job so much i could scream. should i start applying elsewhere
-|gonna cut my sister's hair for her prom lol. will it be a disaster
-|watched a doc about the chernobyl disaster, wild. will my travel plans to ukraine work out someday
-|i'm a bit sick with the flu, been in bed 2 days. will i be better for my flight monday
-|is my roommate secretly mad at me or am i overthinking
-|i'm so over being single i'd marry the next person who holds the door for me lol
-|this weather is depressing lol, when does spring come
-|my team lead wants to kill the project i've been working on for months. will she change her mind
-|my old abusive ex messaged me after 6 years. i'm safe and married now, i just blocked him. should i tell my husband
-|i went skydiving and thought i was gonna die lmao it was amazing. what's my next adventure
-|what do the cards say about my bestie's new boyfriend, i'm suspicious
-|feeling blue after my friends went to uni without me. will i make new ones
-|i want to bury myself under my blanket and hibernate till exams are over 🐻
-|my dad lost his job and money is tight. will he find work soon
-|my parents are so overprotective they track my phone lol. will they let me go on the trip
-|my 3 yr old bumped her head on the table, she cried for a minute and now she's playing normally. should i watch her tonight
-|i'm giving away my old clothes to charity, decluttering era ✨ will it bring good energy
-|the ending of that game wrecked me, the main character sacrificed himself. are there any good sequels
-|i'm dying to quit my job but i need the money. what should i do
-|should i forgive my friend for talking behind my back
-|my mom has a bad cough that won't go away, she's seeing the doctor tomorrow. will it be ok
-|saying goodbye to my childhood home today 🥲 will the new place feel like home
-|i'm writing an essay about suicide prevention for my psych class. will my prof like my approach
-|i had a dream i died and woke up as a penguin lol what does it mean
-|my abs are killing me after that workout, will i have a six pack by summer
-|i feel like i wasted my 20s. is it too late to start over
-|i'm dead broke until friday lol. will my side hustle pay off
-|i'm volunteering at a crisis hotline, training starts next week. will i be good at it
-|is it a bad sign that my tarot deck keeps pulling the ten of swords lol
-|i'm gonna throw hands if my roommate eats my leftovers again 😤
-|will i ever get over my fear of needles? i need a blood test
-|my ex cheated and i wanna burn all his stuff lol (i won't). will i find someone loyal
S|i don't see myself being alive next year and honestly i've made peace with it
S|i need the pain to stop. i'm thinking about ending things
S|what's a lethal amount of paracetamol
S|i'm so tired. i just want to go to sleep forever
S|i cut myself again today and i can't stop thinking about doing it more
S|nobody would notice if i vanished. maybe i should test that. permanently
S|i'm going to kill myself tonight
S|i've already said goodbye to my friends without them knowing
S|i don't want to die exactly, i just don't want to exist anymore
S|sitting in my car in the garage with the engine running. just thinking
S|i feel like such a burden, my friends deserve someone better than me to deal with. i'll just go away
S|u think if i die people will finally understand
S|i keep hurting myself with scissors when i'm alone
S|im at the top of the stairwell at school and i want to jump
S|i've been stockpiling my mom's painkillers
S|i wanna die so bad rn. not joking
S|does it matter if i'm gone? asking the oracle bc nobody else will answer
S|i want to cut so deep i don't wake up
S|i updated my bio to 'see u on the other side'. my friends think it's a joke
S|i'm planning to go on the 15th. it's my dad's anniversary and i want to be with him
S|i think life would be easier if i just wasn't in it
S|can i die from mixing my meds? i want to know how much
S|i smash my hand with things when i'm angry at myself, last time i broke a finger
S|gonna unalive myself after this semester if nothing changes, and nothing will
S|no reason to stay. i'm done with everything
S|i wish i could fall asleep and just stop
S|i'm tired of being a problem to everyone. i'll solve it myself soon
S|i bought a knife today just for me
S|sometimes i hold my breath in the bath and wish i didn't have to come up
S|oracle, is tonight a good night to die
A|my dad punches me when he's angry and i've been hiding the bruises from school
A|my bf took my car keys and phone and won't let me leave the apartment
A|my neighbor keeps exposing himself to me when i walk my dog and followed me yesterday
A|my mom's new husband tried to get in the shower with me. i locked the door but he has the key
A|my partner strangled me until i passed out and i'm scared to tell anyone
A|someone from my class keeps threatening to beat me up after school and he brought a knife yesterday
A|my boss touched me inappropriately and said he'd fire me if i told HR
A|my husband hit me while i was holding the baby. will the cards say if i should leave
A|my foster parent hurts me and says no one will believe a kid like me
A|my ex broke into my house last night and smashed everything, he says he'll come back
E|i took a bunch of pills an hour ago and now i can't stop throwing up, what do i do
E|my dad's lips are blue and he's gasping for air
E|my little sister fell into the pool and she's coughing and not really responding
E|i'm having a severe allergic reaction to a new med, my throat feels like it's closing
E|my boyfriend collapsed while playing football and he's not breathing
E|my friend drank way too much and she's unconscious and throwing up on her back
E|my mom is confused and her face is drooping, she can't lift her arm
E|there's so much blood, my roommate cut himself really bad by accident on a window
E|my brother got bitten by a snake on our hike and his leg is swelling fast
E|my kid is having a seizure and it's not stopping
`;

export const TRAIN_EN_B = `
-|I'd kill for a proper flat white in this town, will a decent cafe finally open near my condo in Chiang Mai?
-|will I pass my driving test at the land transport office next week? the line is killing me already
-|my mother passed away in March and I still talk to her photo every morning. will the grief get softer?
-|I am dying to know if my visa extension will be approved krub
-|should I cut my hair short before songkran or keep it long?
-|this heat is killing me, should I move to the mountains for hot season?
-|my phone is dead and I missed the bus to Hua Hin, is the universe telling me something lol
-|what do the cards say about ending my lease early? landlord is nice but the noise is murder
-|hungry jatai (จะตาย) na, should I order som tam or pad krapow tonight 😂
-|I work as a nurse in a Bangkok hospital and a patient died on my shift yesterday. how do I stay kind without burning out?
-|will my orchid survive? it looks half dead since I moved it to the balcony
-|I could murder a plate of khao man gai right now. also, will my business idea work?
-|Is it time to end things with my boyfriend? we fight every week about money and I am tired of it
-|just finished a true crime podcast about a poisoning case in the 80s, couldn't sleep. what does the oracle say about my sleep this week?
-|dead tired after night shift, should I take the weekend trip to Koh Samet or just rest?
-|should I cut my budget for eating out so I can save for the condo deposit?
-|my dog Lucky died last month, he was 14. will I be ready for a new puppy this year?
-|I overdosed on mango sticky rice at the night market again 🤦 will I ever learn self control
-|going to kill it at the interview tomorrow, right? tell me the cards agree
-|my legs are dying after leg day at the muay thai gym, is it normal to hurt this much for 3 days?
-|ตายแล้ว! I forgot my friend birthday. will she forgive me ka?
-|In my novel the detective finds the body in a klong in Thonburi. will publishers like a dark Bangkok mystery?
-|Should I quit my job at the language school? The director is fine, I just feel dead inside teaching the same lesson
-|when I was a child my uncle hit us, but that was 30 years ago and he's long gone. I'm at peace now. will my own family stay happy?
-|how do I keep my kids safe online? my son is 11 and wants tiktok
-|my friend told me her ex is bothering her but she moved and got a new number and is fine now. how can I support her?
-|I have a cold and sore throat since Tuesday, should I still fly to Phuket on Saturday?
-|will my back ache get better if I try thai massage every week?
-|Exam for thai language level 3 is killing me. will I pass na?
-|bored to death (เบื่อจะตาย) at this office, is a career change coming for me in 2025?
-|watched a film where the hero sacrifices himself, cried like a baby. what card am I today?
-|I am playing a game where you have to kill the dragon to save the village, stuck on level 40 lol. will I beat it this week?
-|Dear Oracle, my father died ten years ago today. I made merit at the temple this morning. Is he at peace?
-|my laptop battery died in the middle of my client presentation 😩 did I lose the contract?
-|I broke up with him, finally. it hurts like hell but I know it's right. will I find love again?
-|should I go to the checkup for my cholesterol or is it fine to wait until after new year?
-|ฆ่าเวลา at the airport 5 hours delay. ask the oracle something fun: will I win the lottery?
-|the traffic on Sukhumvit is going to be the death of me. should I buy a motorbike?
-|my tomato plants all died in the rainy season. should I try again or give up gardening
-|I am reading about the history of the Ayutthaya fall, so much killing. why does history feel so heavy to me?
-|ขำจนตาย my husband tried to speak thai to the grab driver. will he ever learn haha
-|will my startup survive the next 6 months or will it die like the last one?
-|The cards said tower last time. Does that mean my job is ending? I'm not scared, just curious.
-|i want to disappear to an island for a month with no wifi, is it a good time to take long holiday?
-|My grandma is in hospice, she is peaceful and we are saying goodbye. How do I be present with her in her last days?
-|should I cut ties with my business partner? he is honest but too slow
-|I'm so done with this rainy season lol, when will the sun come back
-|mai pen rai, I lost the contract. what is the next door for me?
-|the spicy papaya salad nearly killed me 🥵 will my stomach forgive me by tomorrow
-|I feel like a burden to nobody anymore since I found my community here. thank you oracle. what's next for me?
S|I don't want to be here anymore. not Bangkok, not anywhere. I'm so tired of waking up.
S|i want to kill myself
S|how many of my sleeping pills would it take so I don't wake up? just tell me straight
S|I have been saving my tablets for two months now. I think I am almost ready.
S|if something happens to me please tell my sister in Leeds that I loved her and it wasn't her fault
S|will anyone even notice if i'm gone? my family back home barely calls. i think they'd be relieved
S|i just want to sleep and not wake up krub. every day the same pain
S|cut again tonight, deeper than before. the oracle is the only one I tell
S|what floor do you need to be on for it to be certain? I'm on the 23rd
S|I gave my cat to my neighbour today and paid my rent ahead. I feel calm now. Do the cards see peace for me soon?
S|kms fr. nothing works, visa denied, girlfriend left, bank account empty
S|I am a burden to my wife. she would be better with the insurance money than with me
S|I wrote letters to my kids tonight. Should I leave them on the table or mail them?
S|Is it a sin in Buddhism if I end my own life? I think my karma is already bad anyway
S|thinking about walking into the sea at Pattaya tonight and just keep walking
S|pom mai yak mee chiwit yoo laew krub (I don't want to live anymore)
S|I burn my arm with cigarette when it gets too much. it's getting more often. is this a bad sign?
S|want to unalive myself but scared it will hurt
S|Will it be over soon? I have the rope already, I just need courage
S|My debt is 2 million baht. the loan shark calls every day. The only way out I see is to end myself.
S|everyone would be happier if i just vanished. thinking of how to do it so it looks like accident
S|ctb soon. just wanted to ask the cards one last thing: was any of it worth it
S|I keep looking at the knife in the kitchen and thinking about my wrists
S|what is the lethal dose of paracetamol for a woman 55 kg?
S|tonight is my last night, the oracle was nice to talk to. goodbye penguin
S|I'm tired of being alive. not sad exactly, just finished. I think about dying every day now.
S|should I do it on my birthday or before? I don't want to be 40
S|i wish the motorbike accident had killed me. next time I will not wear a helmet
S|hurting myself is the only thing that makes me feel something since the divorce
S|I bought charcoal and tape today. Do the cards say tonight or tomorrow?
A|my husband locks me in the room when he goes to work and takes my phone. I am writing this from the laptop while he's out
A|he hit me again last night and said if I tell my family he will hurt my son. what should I do ka
A|my boss touches me at work and says I will lose my work permit if I complain. I am so scared
A|my ex keeps showing up outside my condo at night, he knows my schedule. he said I belong to him
A|my stepfather comes into my room at night. I'm 16. I don't know who to tell
A|boyfriend took my passport and says I can't leave Thailand without him. is this normal?
A|he choked me during the fight and then said sorry and cried. will he change this time?
A|my son's teacher hits him with a stick and he has bruises, the school says it's discipline
E|my friend took too many pills about 20 minutes ago and now she won't wake up properly, what do I do
E|my dad's face is drooping on one side and he can't talk right, is this a stroke?? we are in Udon
E|chest pain going down my left arm and I'm sweating a lot, I'm alone in the condo
E|my baby swallowed something and is choking, not breathing well HELP
E|got stung by something at the beach and now my throat is swelling and I can't breathe properly
E|my husband fell off the ladder and there is a lot of blood from his head, he's not answering me
E|my son is shaking all over on the floor and his eyes roll back, it won't stop
E|I took a whole strip of pills an hour ago and now I feel really strange and my heart is racing
E|neighbor's kid drank something from a bleach bottle, she is vomiting and crying, what to do now
E|cut my hand very deep on the glass, blood won't stop even pressing for 15 minutes
-|Journal: woke up at 5 for the monks' alms round, gave sticky rice and bananas. felt light. Then the boss emailed and killed my good mood lol. will this week get better?
-|will my Thai girlfriend's parents accept me? I am 58 and she is 45, I am scared to death of meeting her father
-|hot jatai today in Korat (ร้อนจะตาย). should I buy a new aircon or just fix the old one?
-|My late husband's birthday is tomorrow. I will cook his favourite massaman curry. Is he watching over me?
-|should I kill the project at work? it's over budget and nobody uses it
-|my sourdough starter died while I was in Vientiane for the visa run 😭 sign?
-|what do the cards say about my sister's wedding, I am worried the family will fight to the death about the seating lol
-|I had a dream I was drowning in the Chao Phraya but then a penguin pulled me out. what does it mean?
-|dreamt my teeth fell out and my old school friend died. I'm ok but confused, what's the meaning?
-|I am a hospice volunteer in Chiang Rai. Today we sat with a man while he died. It was beautiful in a sad way. What card for my heart?
-|I'm writing a thriller where the villain poisons the village well. is it too dark for a first book?
-|I cut sugar out of my diet for a month, will it help my skin?
-|my feet are killing me after walking all of Chatuchak. worth it though. will my shop idea for the market work?
-|is it time to end my marriage? no violence, we are just strangers now and the kids are grown
-|เหนื่อยจะตาย work 12 hour today ka. will I get promote this year?
-|I used to self harm in my twenties. I'm 41 now and it's been 15 years clean. I want to mentor young people. is this my calling?
-|my brother passed from cancer last year and I'm finally clearing his apartment. should I keep his guitar?
-|watching a documentary on the tsunami 2004 in Khao Lak. so many died. I want to volunteer there, is it a good idea?
-|the deadline is killing me but I think I can make it. will the client be happy?
-|Oracle, I got fired today lol. weirdly relieved. what's next for me?
-|will my tooth stop hurting or do I need a root canal, dentist in Silom is so expensive
-|I want to cut down on drinking Chang every night. will I succeed this time?
-|lost my wallet on the BTS and I want to die of embarrassment because I had to borrow money from my student 😅
-|my cat is old and the vet said she is dying slowly from kidney disease. should I let her go peacefully?
-|my wife says my snoring could wake the dead. should I see a sleep doctor?
-|in the game I keep dying at the final boss, 40 times. do the cards say I beat him tonight?
-|I'm a paramedic with the rescue foundation in Bangkok. Long night, two car crashes. How do I decompress?
-|my friend said she feels low sometimes but she is seeing a therapist and doing better. how can I be a good friend?
-|will the stock market crash kill my retirement savings? I'm 63
-|I'm dying of curiosity, is my crush at the co-working space single?
-|I quit smoking 3 weeks ago and I want to kill everyone around me haha. will it get easier?
-|Should I tell my daughter about her grandfather's suicide? It happened before she was born and she is now 18 asking questions.
-|I shot a great photo of the sunset at Wat Arun, should I enter it in the competition?
-|my plan for tomorrow: pay bills, visit immigration, buy gift for my mother. will it go smooth?
-|I'm giving away my old clothes and books because I'm moving to Japan for a new job! will Tokyo be good to me?
-|the pain in my shoulder from the office chair is killing me, should I see physio or buy a new chair first
-|will my novel's main character die at the end? I can't decide as the writer lol
-|I'm heartbroken (อกหัก) but eating ice cream and watching kdramas. when will I feel normal?
-|my grandmother says when she dies she wants her ashes in the river near her village. how do I honour her wishes later?
-|I feel dead inside on Mondays lol, is there a job where Monday isn't terrible?
-|my condo neighbor's music is murder at 2am. should I complain to juristic office?
-|what do the cards say about taking a break from social media? it's killing my focus
-|we put our old dog to sleep yesterday. the vet was so gentle. will the kids be ok?
-|I want to burn all my old love letters from my ex in a little ceremony on full moon. good idea?
-|is my relationship dead or just in a slow season? we've been together 12 years
-|Should I take the job in Singapore? It pays more but I will die of boredom there maybe
-|I'm studying toxicology for my pharmacy degree, exam tomorrow about overdose management. will I pass?
-|I am a lawyer in Bangkok working on domestic violence cases. how do I protect my own energy?
-|my mum keeps saying 'I'll die before I see grandkids' lol, the pressure. should I tell her I don't want kids?
-|Sorry for the drama last time oracle, I'm much better now, I have a therapist and the 1323 line helped. What's the card for growth?
S|I don't see the point of anything anymore. I keep thinking the world would be lighter without me in it
S|I want to die
S|which bridge in bangkok is high enough
S|I am 67, alone, my wife died, my kids in Germany don't call. I have my pension and my pills. I think it's time to go to her.
S|i hate myself so much i scratched my legs until they bled again
S|the oracle said change is coming. I think the change is me not being here next week
S|Hi penguin. I've decided. I'll do it this weekend when my roommate goes to Isaan
S|I don't want to kill myself exactly, I just want to stop existing. is that the same
S|gave away my motorbike, my guitar and my plants. now I'm ready. do I feel sad? not really
S|thinking about jumping from my balcony every night this week. tonight it feels closer
S|sometimes I hold my breath under the bath water and think about not coming up
S|if I take all my mom's blood pressure pills will it be painless?
S|nobody would miss me. I'm just a farang with no friends and no money. better to end it
S|My life insurance pays out after 2 years. it's been 2 years now. Will my family be ok financially?
S|pom ja tai laew krub. ลาก่อน. thank you for the cards all this time
S|i want to hurt myself so bad right now, the urge is so strong
S|Dear Oracle, this is a long one. I have tried for years. Therapy, medicine, temples, moving countries. Nothing changes. I am tired in my bones. I have written my will and I have what I need. I only want to know if there is any peace after.
S|is it selfish to die if my kids are already adults?
S|thinkin bout ending it all 2nite tbh
S|I stopped eating on purpose. I want my body to just give up slowly so nobody has to blame themself
S|where can I buy a lot of sleeping pills without prescription in thailand? I need enough to not wake up
S|I drive too fast on purpose now hoping a truck hits me
S|what card do I get if I'm going to die by my own hand soon
S|I made my dog a new home with my friend and cleaned my room. I wrote a note. I'm sorry penguin
S|My heart is broken, she married someone else. I really do not want to live after this. I keep thinking of the train tracks.
S|is there a way to die that looks natural so my mother doesn't lose face
S|I am so useless, everyone tells me. maybe I should just disappear forever and stop bothering them
S|relapsed, carved into my thigh. I was 6 months clean. I want to do worse next time
S|Tomorrow I will not be here. Please let the cards be kind for the last reading.
A|should I forgive him? he broke my arm last month and now he wants me back home. he is my husband, he says it's my fault
A|my father drinks lao khao every night and beats my mother and me. I'm 14. I want to run away
A|someone is following me from work every day, same man, he left a note at my door. I am alone here
A|my partner checks my phone, takes my salary, and says he will kill me if I leave. is this love?
A|my uncle touched me when I was at grandma's house last weekend and says it's our secret. I'm 12
A|the agency took my passport and we work 16 hours, they hit us if we stop. how can I get help
A|my mother in law pushes me and pulls my hair when my husband is away. I'm pregnant. scared for baby
A|he forced me to have sex when I said no, he is my boyfriend so is it still wrong?
A|my wife's brother threatened to burn down our house if I don't pay him, he came with a knife yesterday
E|my grandpa collapsed in the garden and isn't breathing, my mom is doing CPR, what else do we do
E|my friend overdosed on something at the full moon party, she is blue around the lips
E|my mother ate wild mushrooms from the forest and now she is vomiting and confused, hospital is 1 hour
E|I'm pregnant 30 weeks and bleeding a lot suddenly and strong pain, my husband is not home
E|my son got bitten by a snake on the leg in the rice field, leg is swelling fast
E|my wife just fainted and now she is not waking up even when I shout her name
E|I can't breathe, my asthma inhaler is empty and it's getting worse every minute
E|my husband took my pills by mistake? he took like 10, now slurring and sleepy. what do I do
E|motorbike crash in front of my house, the guy is not moving and bleeding from his leg a lot
E|my daughter ate peanuts and her face is swelling and she's wheezing, we have no epipen
E|sudden worst headache of my life and I can't see properly from one eye, I'm scared
-|Good evening. I would like to ask whether it is an auspicious month to sign the purchase agreement for a townhouse in Nonthaburi.
-|I respectfully request a reading regarding my mother's upcoming cataract surgery. I am anxious, though the doctor says the risk is low.
-|Journal entry, Sunday. Rain all day in Phuket. Cleaned the house, cooked tom kha, called my son in Melbourne. Felt lonely but ok. Asking the oracle: will my son visit at Christmas?
-|my boss said my report was 'killer' 😂 does that mean promotion is coming?
-|ผมเบื่อจะตาย with this condo gym, always broken treadmill. should I join the big fitness in the mall?
-|I need to cut 3 kg before my cousin wedding in Bangkok. will I make it?
-|Dead battery on the car in the parking at Central, waiting for help. Is today just a bad luck day?
-|Should I let the bonsai go? It has been dying slowly for a year and I feel guilty
-|the kids are driving me crazy, summer holiday is going to kill me 😂 will school start soon enough lol
-|I watched the Thai horror film Shutter again. still scared to death. do ghosts really exist, oracle?
-|My father's funeral was last week, seven days of chanting at the wat. I feel empty but also proud of how we honoured him. What card for healing?
-|will my relationship survive long distance? he is in Dubai working for 2 years
-|I am overdosing on coffee to finish my thesis lol, 6 cups today. will I finish by Friday?
-|is this the end of my career in hospitality? hotel closed after covid and nobody is hiring 50+
-|I'm a crime reporter and today's story was about a murder in Pattaya. I can't stop thinking about the family. how do I leave work at work?
-|I want to kill my ex's new girlfriend in the mario kart tournament tonight haha. will I win?
-|Oracle, I'm finally ending my 9 year relationship. it's mutual and calm. will I be ok being alone at 44?
-|is it bad luck to cut my nails at night? my Thai mother in law says yes lol
-|my old car is dying, every week something new. buy new or fix?
-|I fell off my bicycle last week, small scratch on knee, healing fine. Is this a sign to slow down?
-|the hangover is killing me after my friend's farewell party. never again. what do the cards say about my health this month?
-|I'm so embarrassed I could die, I called my teacher 'mom' in class 🙈
-|How do I talk to my teenage daughter about consent and safety when she starts dating?
-|my friend's husband used to be violent but she left him 3 years ago, he is in jail, and she is doing great now. should I invite her to travel with me?
-|My grandfather was a soldier and killed people in the war. He never talked about it. I want to write his story. Should I?
-|jep jai (เจ็บใจ) my friend took credit for my idea in the meeting. should I say something to the boss?
-|should I take a cut in salary to work remote from Chiang Mai?
-|I have a checkup tomorrow for a lump, doctor thinks it's nothing. I'm nervous though, what will the result be?
-|I'm taking a first aid course at the Red Cross so I can help if someone collapses. will I be good at it?
-|Is it the right time to put down roots in Thailand or go back to Canada? I've been here 8 years
-|the durian smell in my fridge is going to murder me, but I love it. also will my love life improve?
-|feeling blue today, just rainy day sadness. a cup of tea and a reading please
-|dreamt I died and was reborn as a penguin lol. what does it mean?
-|I'm learning Thai boxing, my trainer almost killed me today with 200 kicks. will I get a fight by December?
-|my phone screen is cracked and dying, should I buy the new iphone or wait?
-|I'm done with dating apps. Deleted them all. Will I meet someone in real life?
-|My dear friend passed away from covid in 2021 and I never said goodbye. I still dream of her. Is she telling me something?
-|should I cut my son's allowance because he spends it all on games?
-|In the movie the girl jumps off the bridge and survives. It made me think about my own courage to jump into a new career. Should I?
-|I want to disappear from Facebook, my ex keeps posting. should I delete my account?
-|I'm killing time at the hospital waiting room while my wife gets her routine scan. Ask: will our anniversary trip be good?
-|my landlord wants to end our contract early because he is selling. will I find a new place near my kids' school?
-|the karaoke bar next door is murdering Hotel California again 😩 will I ever sleep
-|Do the cards think my husband will give up drinking? He is not violent, just sad when drunk
-|I'm burning out at work, too many hours. should I ask for leave?
-|ตายๆ forgot to pay electricity bill again. will they cut the power?
-|Did my late grandmother's spirit visit me? I smelled her jasmine perfume last night and felt warm, not scared
-|I'm a pharmacist and a customer asked weird questions about overdose. I refused and gave him the 1323 number. Did I do right?
-|will my cactus die if I go home to England for 6 weeks?
-|my teacher said I am dead wrong about my essay topic. should I change it?
S|I have nothing left. no job, no visa, no friends here. I keep thinking tonight is the night I end it
S|I've been reading about how long it takes to bleed out. don't worry it's just research. kind of
S|do the cards say I will be reborn in a better life if I leave this one early?
S|I want to go to sleep forever na. so tired of the pain in my heart
S|Last journal entry. I paid off my small debts, gave my ring back to my mother, and I'm going up the mountain tomorrow alone. I won't come down.
S|everyday I think better to be dead than be like this
S|if I take the insulin all at once would it be quick
S|I hit my head on the wall until it bleeds when I'm angry at myself. I did it three times this week
S|goodbye oracle. thank you. please don't show me the help numbers, I already decided
S|I'm so tired of being the problem. maybe if I'm gone my parents stop fighting
S|wanna unalive tbh, school is hell and everyone hates me
S|I have the pills in front of me now. I just wanted one more reading first
S|mai yak yoo laew ka. I don't want to be alive. mom don't understand me
S|is drowning peaceful? asking for me
S|As a formal matter: I have prepared my affairs. My accounts are in order and my lawyer has my will. I intend to end my life before the end of the month. I ask the oracle only for a final reading.
S|I think I would be better as ashes in the sea than a failure in this condo
S|every night I plan how I will do it. I think I know the way now
S|cutting makes the noise stop. I used a new blade tonight
S|my wife left with the kids, my business is gone. the only thing I want is to not wake up tomorrow
S|I keep googling suicide methods. I don't know why I am telling a penguin this
S|will it hurt my family more if I die now or later? I'm going to anyway
S|feel like a burden to everybody and want to just vanish into the jungle and never come back
S|I tried last year and failed. I'm thinking of trying again, better this time
S|I don't eat, I don't sleep, I just want everything to end. I'm holding the razor
S|what is the tallest building I can get on the roof of in Sathorn
S|Please tell my daughter Mali that daddy is sorry. I can't carry this anymore.
S|I keep punching myself in the face when I fail. today I broke my lip
S|I don't want to wake up tomorrow. if the cards say no future, I'll take that as permission
S|i think about killing myself more than i think about food
A|my husband says if I go to my sister's house he will find me and hurt me and the kids. I want to go tonight
A|my boss at the factory grabbed me in the storeroom today. he does it to other girls too. I can't lose this job
A|mom's boyfriend hits me with belt when she's at work, I have marks on my back, I'm 13
A|someone online has my private photos and says he will send them to my family unless I send more. I'm 15
A|my son's father took him and won't give him back, he said he'll hurt me if I call police
A|my husband controls all money, won't let me see friends, last week he pushed me down the stairs. I said I fell.
A|he said if I break up with him he'll throw acid on my face. he knows where I work
A|my dad hurt my little sister last night, I heard her crying. I don't know if I should tell my teacher
E|my friend is having a seizure right now, it's been 5 minutes, what do I do??
E|my father is pressing his chest and saying pain, his lips turning grey, we are in the car to hospital now
E|my toddler drank some of the kerosene from the bottle, he's coughing a lot
E|I just took too much of my medication, I think it was 30 tablets, I changed my mind, I'm scared
E|my mother fell in the bathroom and she can't move her legs and is confused
E|someone at the party passed out and is barely breathing, they drank a lot and took something
E|I think I'm having a heart attack, my chest is so tight, arm numb
E|my friend got stabbed in a fight outside the bar, blood everywhere, ambulance number??
E|wife's arm and face suddenly went numb and her speech is weird, started 10 mins ago
E|my son was pulled out of the pool and isn't breathing right, he is 4
E|I ate shrimp and now I have hives all over and my tongue feels big and throat tight
-|what do the cards say about my mango orchard this year? last year half the trees died from drought
-|I'm dying to go back to Japan for the cherry blossoms, is next spring a good time to travel?
-|should I end my contract with the gym? I never go lol
-|my coworker keeps stealing my lunch from the fridge, I'm going to kill him 😤 (not really). how to handle it nicely?
-|journal: today I visited my mother's grave in Lampang and cleaned it with my brothers. we laughed about her bad cooking. grief can be sweet. will we stay close as siblings?
-|I'm reading a book about serial killers for my psychology class, is it weird that I find it interesting? what career suits me?
-|is my laptop dying or just needs cleaning? it's so hot and loud
-|I feel like dying when I see my credit card bill lol. will I get out of debt this year?
-|my Thai teacher says my tones are killing her 🤣 will I ever speak properly
-|how can I help my elderly father feel less lonely after mom died? he lives alone in Chiang Rai
-|the lady at the market said my fortune was 'dark' and I'm a bit spooked. what does the penguin say?
-|I cut off my toxic friend group last year and feel so much better. is more change coming?
-|should I try fasting for Buddhist lent? not eating after noon. will my body handle it?
-|my fish died overnight, the whole tank. I think the water was bad. should I start again?
-|Formal request: kindly provide a reading on whether I should accept the position of regional manager in Khon Kaen.
-|I have a sore throat that is killing me, 3 days, no fever. drink more ginger tea?
-|is it time to let my adult son move out? I'm scared to death he won't eat properly lol
-|My grief group meets on Thursdays. We all lost spouses. Tonight someone laughed for the first time. What card for hope?
-|whats the vibe for my first muay thai fight? gonna kill it or get killed lol
-|should I shave my head at the temple for my father's cremation ceremony? it's tradition in our family
-|the play I'm acting in ends with my character's death scene, I keep laughing in rehearsal. will I get it right on opening night?
-|I dream of my dead cat often. she's always happy in the dream. is she ok on the other side?
-|will I get the refund from the airline? they cancelled my flight and I'm fuming
-|my wife is killing it as a new manager, so proud. what's in the cards for our family this year?
-|I watched a news story about a man who abused his kids in Nakhon Sawan and it makes me sick. how can I help children in my community?
-|the bus ride to Nan was 11 hours, I'm half dead. will the trip be worth it?
-|I'm retired, 70, healthy, and bored to tears. should I volunteer teaching english at the village school?
-|my ex and I ended it peacefully and we co-parent well. will our son adjust to two homes?
-|Can the cards tell me if my hair will grow back after I cut it too short? 😭
-|I spilled my som tam on my white shirt before the meeting, kill me now 😂
-|should I end my friendship with someone who only calls when she needs money?
-|my plants on the balcony are getting burned by the sun, move them inside?
-|I'm writing a eulogy for my uncle. He was funny and kind. How do I make people smile through tears?
-|does the oracle think I will survive my first Songkran water fight in Silom? lol
-|I'm sick with the flu, feel like death warmed up, but I'll be ok. anything for the week ahead?
-|Will the company cut jobs next quarter? Everyone is whispering about it
-|I have knee pain from running, should I stop or just rest a week?
-|my friend said she was 'dead serious' about opening a bar with me on Koh Tao. should I invest?
-|I survived abuse as a teenager, got therapy, now I'm 50 and happily married. I want to write a book about healing. good idea?
-|the haunted house at the fair scared me to death, my kids loved it. will my kids be brave like that always?
-|how to tell my boyfriend I don't want to move in yet without killing the mood
-|In history class we learned about the 1976 Thammasat massacre. I can't stop thinking about it. Is it my duty to remember?
-|The doctor said my dad's condition is terminal but he's comfortable at home with us. How do I make his last months happy?
-|i'm losing my mind with this visa paperwork, will it be approved this time?
-|my mother always said 'I'll kill you if you marry a foreigner' and now she loves my husband more than me lol. will we have a baby next year?
-|should I get the vaccine for rabies after a street dog scratched my hand slightly yesterday? it's not bleeding
-|I need to cut the cord with my parents financially, I'm 35. is this the year?
-|I nearly died laughing at the penguin's last reading, it was so accurate. can I have another?
-|asking for a friend who wants to quit his job and travel. is it reckless at 60?
-|my team lost 5-0 and I want to die lol. will they win the cup next year
S|Dear penguin, I think I've been depressed for months, I want to end my life but I don't have a plan yet. Just the thought every day.
S|I wish I wasn't born. Since I was a kid I feel this. Now I think I will fix it myself
S|how much rat poison would hurt a person. not for a rat
S|I'm scratching my arms with a needle to feel better, it's not working anymore, I want to go deeper
S|every night I stand on my balcony on 18th floor and look down. tonight my legs went over the rail a bit
S|I've said goodbye to my friends without them knowing. it's my last week
S|what card says death? I want it to be true for me
S|I feel like the only way to stop being a disappointment is to not exist
S|I have my grandfather's old gun in the cupboard. I've been taking it out every night
S|pls oracle just tell me if it's ok to go now. I'm so tired
S|I'm 72 and my body hurts all the time. I've stopped taking my heart medicine on purpose. I'm ready to go.
S|I don't want to live in a world without him. he died last month and I want to follow him
S|i'm gonna kms after the exams if I fail, already decided
S|the voices tell me to hurt myself and tonight I think I'll listen
S|if I disappear into the sea at Hua Hin nobody will find me, right?
S|how long does it take to die from not eating? I've stopped 5 days ago
S|I have been cutting every day this week and hiding it with long sleeves even in 35 degrees
S|tell me the truth oracle, will my death be soon? I hope yes. I'm planning it
S|I'm so sorry mom. you did everything right. I just can't. ลาก่อนนะ
S|is there an ending card? I'm putting my affairs in order and would like a reading to close my life
S|my kids would have a better father if I'm dead and she remarries
S|want to take all the pills in the cabinet and just sleep
S|I don't see a future. I've already chosen the day, it's Friday
S|i feel numb and i keep thinking about slitting my wrists in the bath
S|Nobody knows but I tried to hang myself last week and the rope broke. I'm thinking about trying again.
S|sometimes I hope the plane crashes so it's over and it's not my fault
S|I'm burning my skin with a lighter again, it's the only control I have
S|should I leave a note or is it kinder not to
S|i'm worthless, a waste of air, i should just end myself and stop wasting everybody's time
A|My husband says I'm stupid and useless every day and yesterday he slapped me in front of the kids. I don't know where to go
A|a man in my soi keeps waiting for me at night and says dirty things and last night he grabbed my arm. I'm scared to go home
A|my girlfriend hits me when she's angry and I'm a man so nobody believes me. I have scratches on my face
A|my employer keeps me locked in the house, I'm a maid from Myanmar, she doesn't pay me and hits me
A|my cousin forces me to do things to him when nobody is home, I'm 11 and I'm scared
A|my ex installed an app on my phone and knows where I go, he sent me a photo of my front door last night
A|my older brother beats me when he is drunk and says he will kill me if I tell our mom
A|the teacher at my daughter's school sends her messages and asked her to meet alone. she is 13
E|my father just collapsed at dinner and is making weird breathing sounds, what do we do please
E|I'm bleeding very heavy from the cut on my leg, it's spurting, I'm alone
E|my friend took a lot of ya ba and now she has a crazy high fever and is shaking and not making sense
E|my baby has a fever of 40 and now she is having a fit and not responding
E|my grandma drank the weedkiller by mistake thinking it was water, she's vomiting
E|I fell off the motorbike and I think my leg is broken, bone is showing, I'm on the road in Pai
E|my husband is choking on food and can't speak or breathe, help
E|my son swallowed a battery from the remote 10 minutes ago
E|my friend cut her wrist and it won't stop bleeding, she's going pale, we're in the dorm
E|after the bee sting my husband is dizzy and his lips are swelling, getting worse fast
E|I'm diabetic and I feel shaky, confused, sweating, I can't find my sugar and I'm alone
-|my husband's snoring will be the death of our marriage lol. separate bedrooms at 60, is it ok?
-|will the new Thai restaurant I'm opening in Berlin survive the first year? everyone says restaurants die fast
-|I'm going to cut my hours at work to care for my mother after her hip surgery. will money be ok?
-|Journal. Woke up 4am, jet lag is killing me. Walked to 7-eleven, bought toasted sandwich and watched the city wake up. Bangkok is strange and beautiful. Will I stay longer than one year?
-|I want to kill the weeds in my garden without hurting my dog. natural ways?
-|my mom died when I was 20 and today I'm the age she was. I feel her close. what card for mothers?
-|my friend Noi has been sad since her divorce but she has family around and is seeing a counselor. what gift can cheer her up?
-|I keep having dreams about a funeral but it's a happy party. what does that mean?
-|the boss wants the report by tonight or my head will roll lol. will I make it?
-|Is it time to retire my old dog from long walks? he's 13 and slowing down
-|How do I keep my 8 year old daughter safe when she takes the school van? I worry a lot
-|I'm an ICU nurse. We lost three patients this week. I'm sad but ok, just need a gentle reading tonight
-|I'm playing Among Us and I keep getting killed first 😂 am I just unlucky?
-|หิวจะตาย but I'm on a diet. will I reach my goal weight by Loy Krathong?
-|I'm cutting my own bangs tonight, should I or will it end badly? 😬
-|it's been a year since my breakup, and I finally deleted his number. will I meet someone kind?
-|My business died during covid but I'm starting again with a small coffee cart. will it grow?
-|what do the cards say about my kidney stone? doctor says it will pass, just painful
-|I'm scared to death of flying but I need to go to my daughter's wedding in Sydney. will the flight be ok?
-|i overdosed on netflix this weekend lol, 3 seasons. is my motivation coming back?
-|should I end my Thai lessons? I'm 68 and my memory is dying lol
-|the heat in April is murder. should I go to Europe for the summer?
-|I was bullied in school 20 years ago, I'm a teacher now and I protect my students from it. will I become principal?
-|My brother died in a car accident 5 years ago. My niece is graduating and I will stand in for him. How do I make him proud?
-|is it rude to end a conversation with my chatty neighbour? she talks for hours
-|My plan is to pack everything and move to Krabi to open a dive shop. Is this a good plan?
-|giving away my old furniture before I move back to Australia next month. will the move go smooth?
-|my wisdom tooth is killing me, appointment on Monday. will the surgery go ok?
-|my tarot reader friend said the death card means transformation, not dying. is that right?
-|I am so done with my noisy roommate, should I find my own studio?
-|I am reading a history of the Khmer Rouge for my uni course. so many died. how do I write about it respectfully?
-|the gym trainer said 'no pain no gain' and now I can't walk down stairs lol. will I be strong by summer?
-|I'm going to murder this karaoke song at my company party 🎤 will my boss like it?
-|am I dead to my ex's family now? they were like my family for 10 years
-|Kindly advise whether the current period is suitable for resolving a dispute with my former business partner through mediation.
-|the cashew tree in my yard is dying after the storm broke it. should I cut it down?
-|I'm going to the hospital for my yearly checkup. I always feel scared before blood tests lol. will it be fine?
-|I finished the horror game 'Home Sweet Home' and I'm still shaking. great game. what's my fortune this week?
-|I'm exhausted but in a good way, just ran my first half marathon in Bangkok! next goal?
-|should I tell my mom that I'm gay? she is traditional but she loves me. I'm safe either way, just nervous
-|everything is dead quiet at the office since the layoffs. will I be next?
-|I had a panic attack in the mall yesterday but I'm ok now, I'm starting therapy next week. will it help?
-|My neighbor was a victim of a scam call and lost all her savings. how can I protect my parents from scams?
-|my tuk tuk driver almost killed us on the highway lol. anyway, will my holiday be fun?
-|I'm quitting my job, burning bridges maybe, but I can't stay. will the new job be better?
-|this exam season is the death of me, 5 exams in 6 days. do the cards say I pass?
-|I'm worried my father drinks too much but he is not dangerous, just unhealthy. how do I talk to him?
-|I'm feeling down after my grandmother's passing but my family is close and we support each other. what card helps grief?
-|the song 'Kill This Love' is stuck in my head all day lol. also, will my crush reply?
-|I want to end this year strong and start my own company in January. is the timing right?
S|I am in a dark place. I've been planning to take my own life and I have what I need at home
S|I keep thinking about how nice it would be to be hit by a bus on the way to work
S|do the cards say if my spirit will be free when I'm gone? I'm going tonight
S|i have been saving my antidepressants instead of taking them. there's a lot now
S|I don't want to exist. it's not about sad anymore, it's empty. I think about the river every day
S|Oracle, will my cat be ok with my neighbour after I'm dead? she likes him
S|I'm cutting on my stomach where nobody can see. I need to feel the pain
S|My business failed, I lost my family's money. In Thai culture I have no face left. I think I must die to pay for it
S|what's the best way to make sure you don't survive. asking seriously
S|I feel like nobody would care if I died. my parents would just be embarrassed
S|ready to go. sold my stuff, cancelled my phone plan from next week. thank you penguin for the nice cards
S|I hate my body, I hit myself with a belt tonight. I want to keep hurting it
S|want to disappear forever and not be a burden, thinking of the train at night
S|I drank a whole bottle of whiskey tonight hoping my heart stops. I'll do it again tomorrow if not
S|how do people hang themselves without the rope breaking
S|I can't stop crying, I want to die, my boyfriend left and I'm alone in Bangkok with no one
S|the cards keep showing bad things. ok. I understand now. it's time for me to leave this life
S|Is there a peaceful way to go? I'm old and tired and I don't want to be a burden to my daughter
S|i'm done. really done. not 'done with work' done. done done.
S|I have a plan and a date. I'm telling you because nobody else listens
S|i scratched 'hate' into my arm with a compass at school today
S|I wish I could go to sleep and never open my eyes again, every single night I pray for that
S|my family will get my condo when I'm gone. I signed the papers. soon now
S|I'm sitting on the roof of my building. it's quiet up here. I think I will stay until I'm brave
S|the pain will end if I end. simple math na
S|why should I keep living? give me one reason or I'm going to do it
S|I looked up how many paracetamol is too many. I have 3 boxes
S|thinking of suicide again. third time this month. it's getting louder
S|will I be remembered? I'm writing goodbye letters to my students
S|I starve myself and make myself sick after eating because I deserve to suffer
S|i want to die so much it scares me
S|I bought a one-way ticket to a remote island. I don't plan to come back. I'm not talking about holiday
A|my boyfriend hit me so hard I can't hear in one ear. he says it's because I made him angry. should I stay?
A|my husband threatens to take the kids to his village and I'll never see them if I leave. he pushes me against the wall
A|a guy from my office sends me messages every night and came to my condo lobby. I told him stop many times
A|my dad makes me sleep in his bed and touches me and says it's normal. I'm 14, is it normal?
A|my wife's family took my passport and say I owe them money, they threaten me with guys from the village
A|my landlord came into my room at night with his key while I was sleeping. he says he can do what he wants
A|I'm afraid to go home. last time I was late he burned me with a cigarette on my arm
A|my child came home from the babysitter with bruises on his arms and he cries when I take him there
A|someone is sending me threats on Facebook saying they know where my daughter goes to school
A|my partner won't let me eat until I finish all the housework, and he hits me if I cry. I'm writing in the toilet
A|my mother hits me with the wooden spoon every day until I bleed and says I'm her curse. I'm 15
A|my boss said if I don't sleep with him he will report me to immigration. I'm on a work visa
A|my ex broke into my apartment last night and sat by my bed. police said they can't do anything
A|my husband rapes me when he's drunk and says a wife can't say no. I'm scared to go home tonight
E|my friend drank something from a bottle without label at the party and now she is having convulsions
E|my father isn't breathing and his heart isn't beating, the ambulance is 20 minutes away, how do I do CPR
E|I swallowed a lot of my sleeping pills, I'm getting so drowsy, I'm scared now
E|my dad was electrocuted fixing the wire, he's lying on the floor not answering
E|my pregnant sister has terrible headache and blurry vision and swelling, she's 35 weeks
E|my son fell from the tree and hit his head, he vomited twice and is so sleepy
E|my mother's blood sugar is very low she is not making sense and falling asleep
E|smoke everywhere in our building and my neighbour's child is coughing and can't breathe properly
-|should I take the red-eye flight to Chiang Mai? red-eyes kill me but it's cheaper
-|will my husband's heart surgery next month go well? doctors are very positive
-|I'm a vet and had to put down three animals today. It's part of the job but heavy. A reading for the evening?
-|the landlord finally cut the price of my rent by 2000 baht! is my lucky streak continuing?
-|I'm dying to see the lantern festival in Chiang Mai. will it be sold out?
-|my friend's cat died and she is very sad. what can I write in a card to comfort her?
-|I want to bury the hatchet with my sister after 5 years of not talking. will she accept?
-|เบื่อจะตาย waiting at immigration since 7am. oracle, entertain me: what's my spirit animal?
-|my ex gf is dead to me lol, she stole my dog. will I get him back?
-|Long entry. I'm 52, divorced, moved to Hua Hin last year. Mornings are good, I walk on the beach, I have a little routine. Evenings are harder, but I've joined a book club and a Thai class. I guess I'm asking: is this loneliness a season or a life? I'm ok, just reflective.
-|my son says the new Call of Duty is killer. should I let him play at age 12?
-|ตายแล้ว my boss saw my TikTok dancing video 😱 will I still have a job monday?
-|I got stung by a jellyfish at Koh Phangan, it just stings and red, nothing else. is my trip cursed lol
-|I'm an old man now and I think about death sometimes, in a calm way, like the monks teach. How can I prepare my heart to accept it when it comes naturally?
-|I'm cutting my losses on the crypto. lost 30%. should I try stocks instead?
-|will my mother survive her chemo? the doctors say chances are good, I'm just scared
-|my boyfriend said 'I'd die for you' on our anniversary, so cheesy 🥰 will he propose?
-|I'm doing research on suicide prevention for my public health master's in Mahidol. will my thesis get approved?
-|the power cut again in our village, my phone is dying. will the rainy season end soon?
-|the pad thai at that place is to die for. should I open my own food stall?
-|Dear Oracle, my best friend moved back to France and our friendship feels like it died. Can it come back?
-|I'm stressed about money but I have a plan. will this side business help me pay my kids' tuition?
-|I almost fainted in yoga because of the heat but I drank water and now I'm fine. will my practice improve?
-|should I go to my abusive father's funeral? he hurt us when we were kids but I've been safe and far away for 20 years
-|my sister's dog attacked a snake and killed it, she's a hero 🐕 what's my luck this week?
-|my feet are burning after the firewalk ceremony at the temple festival 😂 was it a blessing?
-|I think I'm addicted to buying plants and killing them lol. will I ever keep one alive?
-|I'm writing a song about my grandfather who died in the war. Will people like it?
-|should I end the group chat with my old university friends? it's just arguments about politics
-|my daughter got her heart broken and says she will 'literally die'. she's 15 and eating ice cream lol. how do I comfort her?
-|I've been coughing for a week, no fever, clinic gave me syrup. should I go back?
-|My husband and I decided to stop IVF after 4 tries. We are sad but at peace. What's next for us?
-|I'm so hungover I wish I was dead 🤢 never drinking sang som again. anyway what's my card
-|my phone screen shattered after I dropped it in the toilet, RIP phone. new one this week?
-|is the universe telling me to cut my hair and start fresh? lol I keep seeing scissors everywhere
-|how to tell my kids their grandpa is going to die soon, he has cancer, we're visiting him next week
-|I'm a crossfit coach and my clients say my workouts are killers. should I open my own box?
-|My ex husband was controlling but I left 10 years ago, remarried, and I'm very happy. Will my new business succeed?
-|I always feel like dying on Monday mornings 😂 how do I love my job again
-|my aunt says I will die alone if I don't marry by 30. I'm 31 and happy. should I ignore her?
-|will my visa run to Laos go ok? last time the bus broke down and I nearly missed the border
-|the mosquitoes are eating me alive in this bungalow. move to a hotel?
-|Should I take the job at the hospital's palliative care ward? I want to help people die with dignity
-|my tooth got knocked out in basketball, dentist fixed it. will I play in the tournament?
-|I finally finished my PhD thesis on Thai ghost stories! will I get a teaching job?
-|I feel so blah today, nothing exciting. just want a cute card to cheer me up 🐧
-|will the cards tell me if I should sell my late father's land? my brothers disagree
-|I'm killing myself laughing at this old Thai comedy. what movie should I watch next?
-|should I kill the subscription to the gym or give it one more month?
-|I want to escape from Bangkok for one weekend. beach or mountains?
S|I've made up my mind. Tonight I will take my life. I just wanted to say it to someone
S|tired of fighting. I think I will let go of this life soon
S|is it painful to jump from 10th floor? I'm thinking about it every day
S|everyone will be fine without me. my wife will find someone better. I'm writing the letters now
S|Hello Oracle. I am 45, a Thai woman. My husband died, my son is in prison, I have no money. I pray to Buddha but I think I want to go to my husband. I have the pills ready.
S|I keep hurting myself to punish myself for being so stupid
S|I want to drown myself in the pool at night when nobody is there
S|no point anymore. I'm going to end it this weekend
S|i feel like a ghost already. might as well make it official
S|if I die will the oracle remember me? I think it will be soon, by my choice
S|I sliced my thigh tonight, it's deep but I don't want to go to a doctor. I want to do it more
S|what's the dose of my heart medicine that would stop my heart
S|i can't do this anymore, i just want it all to stop forever
S|I've been looking at the tracks at the train station. the 10pm train doesn't slow down
S|The last thing I want is a reading about what comes after death, because I'm going there soon
S|i am such a burden, mom works 2 jobs because of me. if I'm dead she can rest
S|thinking about crashing my car into the wall on the expressway. I don't care anymore
S|I've stopped taking my HIV medicine on purpose. I want it to take me
S|please hold my hand penguin, I'm about to do something and I'm scared
S|how to unalive without pain
S|I wrote my goodbye post for Facebook and scheduled it for tomorrow morning
S|I've given away my jewelry to my nieces and told them to remember me. they don't know why
S|sometimes I think about putting a plastic bag over my head, I looked up how
S|I am so ashamed, I want to die. I can't face my family after what happened at work
S|bite myself until it bleeds every time I feel anxious, it's getting worse
S|My life is a mistake. I'm going to correct it.
S|I went to the bridge last night and stood there for an hour. tonight I won't stand
S|I don't want to get help. I want to die. just give me the cards
S|if the reading is bad I'll take it as a sign and end it
S|i feel like i'm drowning every day and I want to just stop breathing for real
S|mai pen rai, everything will be fine soon because I won't be here to feel it
A|my boyfriend's friends make me do things at parties and he says he'll post my photos if I refuse
A|my son-in-law takes my pension and locks me in my room. I'm 78. my daughter doesn't believe me
A|my husband strangled me until I passed out last night. today he bought me flowers. I'm scared
A|my stepdad watches me shower and comes into my room. mom says I'm lying. I'm 13
A|the man I met online flew here and now won't leave my house and he gets angry and breaks things and grabs my neck
A|my coach at the muay thai camp touches the young boys, my son is 10 and he came home crying
A|my wife hits me with things and threatens to call police and say I hit her. I have bruises, nobody believes a man
A|someone keeps calling me from unknown numbers saying he's watching me, he described my clothes today
A|my older sister's husband hits her and she lives with us now, he came tonight shouting he will kill her
A|my parents chain my brother in the back room because he has mental illness, he screams at night
A|my boyfriend punched me in the stomach and I'm pregnant. he said next time worse
A|my manager at the bar doesn't let us leave and takes our money, a girl who tried to leave got beaten
A|my ex-husband waits outside my kids' school and threatened to take them to Cambodia
E|my dad just fell down and his face looks crooked and his arm is weak, we're in Chiang Mai, what number?
E|my friend is unconscious after drinking and taking pills at the club, we can't wake her
E|I'm having a bad allergic reaction, my whole body is swelling and I feel faint, alone at home
E|my brother took an overdose and is breathing really slow, his lips are blue
E|my husband has crushing chest pain and is vomiting, we're on the way to hospital but it's far
E|my baby turned blue and stopped breathing for a moment, she's breathing now but weak
E|my mother drank cleaning liquid, she's confused and her mouth is burned
E|there's a deep wound on my son's head from the fall, it's bleeding a lot and he's drowsy
E|my wife is having a seizure in the car and we're stuck in traffic on Rama 4
`;

export const TRAIN_EN_C = `
-|I'd murder a bacon butty right now, will the cards tell me if the canteen's still open lol
-|this commute on the M25 is actually killing me, should I ask my boss for wfh days?
-|dying to know if he fancies me or not, what do the cards say
-|will I absolutely kill it at my job interview on Thursday?
-|I'm dead tired after the night shift on the ward, is it time to go part time?
-|me nan passed in March and I still talk to her every morning. is she at peace?
-|our old dog Biscuit died last week, will the kids be ok? they're gutted
-|Should I finally cut my hair into a bob or will I regret it like last time
-|my monstera is dying no matter what I do, am I cursed with plants 😭
-|phone's dead again, is it a sign I need to stop doomscrolling before bed?
-|I overdosed on Tim Tams last night and now I feel sick as, will I ever learn
-|legs are killing me after leg day at the gym, should I still go to boxing tonight?
-|is it time to end things with my boyfriend? we just argue about nothing anymore
-|will I pass my nursing finals? the pharmacology unit about overdoses and toxic doses is doing my head in
-|just finished a true crime podcast about a poisoning case and now I can't sleep haha. what should I listen to next
-|we need to cut the budget by a third this quarter, will my team survive the restructure?
-|Abeg, will this Lagos traffic not kill me before I reach my sister's wedding?
-|ay naku, my tita keeps saying I'll die an old maid, will I find love this year?
-|bless your heart, I'm fixin' to quit my job at the plant, y'all think that's smart?
-|yaar my manager is literally killing me with deadlines, should I switch companies after appraisal?
-|I was abused as a kid but that was 20 years ago, I've done the therapy and I'm in a good place now. should I write a book about it?
-|how do I keep my kids safe online, they're 9 and 12 and want tiktok
-|my best mate is going through a rough breakup, how can I support her? she's safe, just sad
-|Killed off my main character in chapter 12 and my writing group is furious. Was it the right call?
-|in the game I keep dying at the same boss, should I just grind more levels or give up?
-|watched a doco on the Black Death last night, grim. anyway will my history essay get a distinction?
-|Grandad's funeral is on Friday and I have to do the eulogy, will I hold it together?
-|I could sleep for a hundred years lol, is this just winter or should I get bloods done?
-|cards pls: should I quit uni and do an apprenticeship instead
-|feeling a bit under the weather with a cold, will I be right for the footy on Saturday?
-|my back is absolutely killing me from the new office chair, should I splash out on a decent one?
-|if I have to hear that song one more time I'll die 😂 will my flatmate ever get new music
-|I work in palliative care and a patient I was close to died today. will I ever get used to it?
-|is it a good time to sell the house in Cork or wait till spring?
-|my ex cut me off completely and honestly it's for the best. will I meet someone kinder?
-|we're cutting the sugar out of our diet, will the kids riot lol
-|dead chuffed, got the promotion!! what's next for me career-wise?
-|hayst, the heat here in Manila is killing me, should I move to Baguio?
-|that meeting was death by powerpoint, should I speak up about how we run them
-|I'm scared of dying on the plane to Melbourne haha, any reassurance from the cards?
-|My mum was in an abusive marriage before she met my stepdad, she's happy and safe now. how do I ask her about it gently?
-|will my sourdough starter survive the fortnight while I'm in Goa
-|jeez I nearly died laughing at my cousin's wedding speech. will I be as funny at mine?
-|oracle, I keep dreaming my teeth fall out. what does it mean?
-|Dreamt I was drowning in a big green sea but then I could breathe underwater, meaning?
-|should I stab at a career change to teaching at 40
-|I want to disappear to a beach in Bali for a month and not answer emails, is it the right year to take a sabbatical?
-|the suspense in that thriller is killing me, should I binge the last season tonight or be responsible
-|our landlord is a nightmare but harmless, should we look for a new flat in Dublin?
-|will my dad's checkup go ok next week, his cholesterol's a bit high
S|I want to kill myself. I'm so tired of everything
S|honestly i just want to go to sleep and not wake up. is that wrong to ask
S|been saving up my tablets in a tin in the drawer. I think Sunday is the day
S|tell my sister I loved her, and that none of this was her fault
S|what do the cards say about whether anyone would notice if i was gone for good
S|kms fr this time no joke
S|everyone would be better off without me, I'm just a burden on mum and dad
S|cut myself again last night, deeper this time, can't stop
S|how many paracetamol would actually do it
S|I'm giving away my records and my guitar this week, won't need them where I'm going
S|will it hurt much when i finally unalive myself
S|been thinking about ctb for weeks now and tonight feels like the night
S|oracle is there any point in carrying on. I've written the letters already
S|I keep looking at the bridge on my way home and thinking how easy it would be to just step off
S|no one wud miss me if i just dissapeared forever. maybe its time
S|Lord, I'm done. I got Daddy's pistol out of the truck and I'm sittin here with it
S|yaar I don't want to live anymore, the board exam results came and papa won't even look at me
S|pagod na ako sa lahat. I just want to end it, walang kwenta ang buhay ko
S|burned my arm with the lighter again to feel something. it's getting worse
S|should i write a note or just go quietly
S|i'm so tired of being a weight on everyone. i wish i could just stop existing
S|I have the rope. I just need the cards to tell me it's ok
S|Abeg I no fit again. I wan die. nothing dey work for me
S|looked up how long it takes to die from my meds. strangely calm about it
S|if I crash the car on the motorway it'll look like an accident and mum will get the insurance
S|this is my last question. thanks penguin, you were kind to me
S|i want to hurt myself so bad right now. the blades are in my pencil case
S|will I finally get some peace once I'm dead
S|the voices are telling me to jump off the balcony and part of me wants to listen
S|Deleted all my socials and cancelled my phone contract. Sorted the cat with my neighbour. Just tying up loose ends now
A|my husband hits me when he's drinking and I'm scared to go home tonight
A|is it normal that my boyfriend checks my phone and won't let me see my friends? he said he'd hurt me if I leave
A|my uncle touches me when no one's around and says it's our secret. I'm 14
A|a guy from work keeps turning up outside my flat at night, he's followed me home 3 times now
A|me da threw a plate at me again and said next time it'll be worse. what should I do
A|he took my passport and my bank card and says I can't leave the house without him
A|my stepdad hits my little brother with a belt, he's only 6, I don't know who to tell
A|will things get better with my partner? he choked me last week but said sorry
A|the boss at the farm won't pay us and says he'll report us if we complain, he hit one of the lads
A|my ex keeps messaging that he knows where I live now and he's coming for me and the baby
E|my mum just took a whole box of her sleeping pills and she's not making sense, what do I do
E|HELP my son swallowed something from under the sink, bleach I think, he's coughing
E|my husband's face is drooping on one side and he can't get his words out
E|crushing pain in my chest going down my left arm, sweating heaps, is this just stress??
E|my mate collapsed at the party and he's not breathing properly, lips going blue
E|cut my hand bad on the mandoline slicer and it won't stop bleeding, soaked through 3 tea towels
E|my daughter is having a fit and it's been going for like 5 minutes, she's never had one before
E|ate something with peanuts and my throat is closing up, epipen's not in my bag
E|I took too many of my pills an hour ago and now I feel really weird and scared
E|grandpa fell down the stairs and he won't wake up, there's blood on his head
-|I'd kill for a flat white and a sausage roll, will today be a good day at least?
-|should I cut ties with my toxic group chat? they're not dangerous just exhausting
-|my car battery died on the N7 this morning, is the universe telling me to buy a new car
-|will the Dubs win the All-Ireland this year or am I setting myself up for heartbreak again
-|ahh the wait for my visa result is killing me, UK student visa, will it come through?
-|Mam died two years ago today. I lit a candle. does she know I'm doing alright?
-|i want to end my lease early and move in with my girlfriend, good idea or too soon?
-|I'm in hospice nursing and we talk about death all day, how do I switch off at home?
-|reading a murder mystery set in Kerala, should I read the sequel or something lighter?
-|my sister's toddler keeps saying 'I'll kill you' from some cartoon, should I say something to her?
-|the goldfish died 🐟 and my daughter wants a funeral. is a shoebox in the garden ok?
-|should I go for the chop at the salon or just a trim? getting married in June
-|dead keen to go to Uluru in winter, will the trip go smoothly?
-|we're making cuts at work and I'm the one who has to tell people. will I handle it well?
-|my nan used to say 'I'll be dead and buried before you get married' lol, will I prove her wrong this year
-|fam this heat is killing me, no AC in the dorm, should I sleep at my aunty's in Ikeja?
-|playing a hitman in the school play, how do I not be cringe on stage?
-|I'm terrified of needles but my blood test is tomorrow. will it be quick?
-|Ya know, I'm bout to die of boredom at this family reunion, y'all got any advice?
-|I overdosed on caffeine before my exam and my hands are shaking a bit lol, will I still pass
-|my friend told me she used to self-harm in high school, she's doing great now. how do I be a good friend to her?
-|should I take the redundancy package or wait it out
-|is it a good idea to kill two birds with one stone and visit my parents on the way to the conference
-|the ending of that kdrama destroyed me, I'm crying in the jeepney haha
-|is my marriage dead in the water or can we fix it with counselling? we still love each other
-|dreamt my late grandad was cooking in the kitchen and smiling. is it a message from him?
-|i want to quit my job and disappear into the mountains, like a hike in the Himalayas for a month. will it clear my head?
-|in Fortnite my squad keeps getting wiped, should we change our drop spot?
-|our rescue greyhound is old and the vet says it might be time to put him down. should we wait?
-|what do the cards say about my brother's recovery? he's sober 1 year now and thriving
-|I bombed the presentation today, absolutely died on stage. will my boss forgive me?
-|my knee's been aching after netball, should I see a physio or just rest it?
-|will the new baby sleep through the night soon, I'm running on fumes
-|my coworker keeps stealing my lunch from the fridge, I could strangle him lol. do I confront him?
-|writing my thesis on domestic violence policy in Australia, will I finish by October?
-|I'm a paramedic and tonight's shift was heavy, lots of trauma calls. how do I decompress?
-|Should I break up with him on his birthday or wait till after? feel like a monster
-|will the cyclone miss Darwin this time or should we head south early
-|my phone's on 1% and I'm lost in Edinburgh lol, will I find the hostel
-|is it bad I want to ghost the guy I've been seeing? he's nice but no spark
-|will my cousin's surgery go ok? it's a routine gallbladder thing
-|that curry was so hot I thought I'd die, worth it though. will I find a good vindaloo in Leeds?
-|I killed it at karaoke last night 🎤 should I actually try singing lessons?
-|the ward sister said I'm dead on my feet and sent me home early. should I ask for fewer nights?
-|Pa's old shotgun is still in the shed from when he used to hunt, should I sell it or hand it in now he's gone?
-|history quiz tomorrow on the Tudors, all those beheadings, will I remember which wife was which
-|I'm going to kill my brother if he borrows my car without asking again 😤 should I get a lock box for the keys
-|is this the year I finally run a marathon or will it kill my knees
-|are me and my mother-in-law ever going to get along? she drives me mental
-|chuffed to bits, my little one got into the school we wanted. what's ahead for her?
S|I don't see the point in anything anymore, I think about dying every day
S|how high does a building need to be
S|i've decided. tonight after everyone's asleep. just wanted to ask the cards one last thing
S|i wish i could fall asleep and never wake up again honestly
S|me head's wrecked, can't do this anymore. thinking about the river
S|started cutting again after 2 years clean. hiding it with long sleeves
S|please look after my cat when I'm gone. she likes the blue bowl
S|Is it selfish to end your life if your family would be better off without you
S|i keep googling ways to die that don't hurt
S|I just want it all to stop. permanently. I'm not scared anymore
S|gonna unalive myself after my shift, no one cares anyway
S|scratching my arms till they bleed when the panic gets bad, is that ok
S|been stockpiling my antidepressants for a month now. enough I reckon
S|i'm such a burden on everyone. maybe if i just vanished they'd all finally be happy
S|will my mum forgive me for what I'm going to do tonight
S|bhai I'm done, failed NEET again, thinking of jumping from the terrace
S|wrote goodbye texts to everyone and scheduled them for tomorrow morning
S|whats the most painless way to go
S|sometimes when I'm driving I think about just swerving into a truck and ending it
S|don't want to be here anymore. not like, here in this town. here at all
S|i hit myself in the head till it bruises when i mess up. is something wrong with me
S|is tonight a good night to die
S|I left the lads a note in the group chat saying thanks for everything. they think I'm just being soppy
S|im so tired of fighting. i want to kil myself
S|Ive paid off my debts and sorted the will. Feels like the right time to go
S|suicidal again. third night in a row
S|my life's a waste of space and air. the world would be lighter without me in it
S|how long does it take to bleed out from your wrist
S|I stood on the platform edge today waiting for the train to come. I almost did it
S|nakakapagod na. ayoko na mabuhay. I think it's time na
A|my girlfriend slapped me and locked me out on the balcony overnight, is that normal?
A|my dad says if I tell anyone what he does at night he'll kill mum
A|someone keeps sending me photos of my house and my kids walking to school, police aren't helping
A|my husband controls all the money and pushed me down the stairs last month. should I stay for the kids?
A|my coach makes me do stuff I don't want to after training and says no one will believe me
A|my mother-in-law and husband beat me because the dowry wasn't enough, what should I do
A|idk if this counts but my bf forces me to have sex when I say no
A|the man I work for as a maid locks me in the house and took my phone
A|my older brother keeps threatening me with a knife when our parents are out
A|my ex has a restraining order but he was outside my work today watching me
E|my friend took a heap of pills and vodka and now she won't wake up properly, she's really pale
E|baby's not breathing right and her lips are grey, what do I do
E|my dad's speech is slurred and his arm's gone weak, came on suddenly 10 min ago
E|got stung by a bee and now my face is swelling up and I can't breathe properly
E|my husband's having chest pains and he's grey and sweaty, he says it's indigestion
E|my boy got into the pool fence and was underwater, we pulled him out and he's not responding
E|there's blood everywhere, I fell through the glass door and my leg is pumping blood
E|my brother mixed a load of stuff at a festival and he's fitting on the ground
E|i took all my mums tablets an hour ago and now i regret it and im shaking
E|smelt gas all evening and now me and the kids have bad headaches and feel dizzy and sick
-|arrey yaar, I'm dying of hunger, will the biryani delivery come before my meeting?
-|the kids are killing me this school holidays, should I book a day camp?
-|will my Leaving Cert results be grand? maths paper 2 was a killer
-|Is it time to cut my losses on crypto or hold?
-|I'm obsessed with a podcast about serial killers in the 70s, is that weird? anyway should I start my own podcast
-|Da died of cancer last year and I'm only starting to feel like myself again. will this Christmas be easier?
-|my tomato plants are dying from the frost, will they bounce back?
-|oi penguin, will me and the missus get the mortgage approved?
-|gonna smash the exam tomorrow or die trying 💪
-|should I pull the plug on my small business? sales are dead since the new mall opened
-|i'm so embarrassed I could die, I sent the meme to the family chat instead of my bestie
-|Pet rabbit passed away this morning. He was 11. Did he have a good life?
-|we watched a war film and my son asked if people really died like that, how do I explain?
-|our school is doing a safeguarding training, what's the best way to teach kids about body safety?
-|I'm a vet nurse and we had to euthanise three dogs today, rough day. will tomorrow be better
-|finna drop out of community college and go to trade school, what do y'all reckon
-|naku, I'm so stressed about the board exam, I'll pass naman diba?
-|my hairdresser butchered my fringe, will it grow out by the wedding
-|the new boss is slaying it and I'm lowkey jealous, should I ask her to mentor me?
-|I've been dying to go back to Kerala to see my grandmother, is this the year?
-|Will I be able to quit vaping this month
-|my old Nokia finally died after 15 years RIP, should I go iPhone or Samsung
-|my friend is grieving her husband who died in a crash, what can I bring her?
-|hung over and feeling like death warmed up, will I survive brunch with the in-laws
-|cut my finger chopping onions lol, just a nick, bandaid sorted. will dinner be a hit tho?
-|my bestie's dad used to hit her mum, they left years ago and he's in jail now. how do I support her at the anniversary?
-|is it a sign that I keep dreaming about a funeral for someone I don't know?
-|should I take the job in Abuja or stay in Lagos near my family
-|can't be bothered with anything today, it's Monday and raining, will the week pick up?
-|The Walking Dead finale broke me. What should I watch next?
-|want to cut my drinking down to weekends only, will I stick to it?
-|My ex and I broke up a year ago, he's blocked and it's over. will I ever stop thinking about him?
-|the boss said they're going to kill the project, will I get moved or let go?
-|Lord have mercy this humidity in Georgia will be the death of me. should we get a new AC unit?
-|sitting my driving test again after failing twice, will I pass this time
-|my grandma's in a care home and the nurses say she's near the end, she's comfortable. how do I say goodbye?
-|I'd give my left arm for a week off work honestly. when's my next holiday gonna be?
-|just slayed my first half marathon 🏃‍♀️ what's my next goal?
-|I teach year 10 and we're doing Macbeth, all the murder and blood. how do I make it fun?
-|will my migraines ease up if I cut out cheese and red wine? GP says they're not serious
-|writing a crime novel where the detective finds a body in the Thames, will an agent like it?
-|I'm sick of being single lol, will I meet someone on hinge or should I delete it
-|The stress of the wedding planning is killing me. Should we elope?
-|my flatmate nearly set the kitchen on fire making toast but it's all fine now lol, should I make a chore chart
-|had a scary dream I was being chased by a man with a knife, what does it mean?
-|how do I tell my parents I'm dropping engineering for design, they'll kill me haha
-|my sister is a nurse in Dubai, will she come home for Christmas?
-|sold my late father's car today, felt weird. did I do the right thing?
-|my cat keeps bringing dead mice to the door, is it a good omen?
-|our football team got slaughtered 6-0 on Sunday, will we avoid relegation?
S|my chest feels tight and heavy all the time and i want to die
S|what would happen if I took all my lithium at once
S|I've worked out how I'm going to do it. I'm just waiting for the house to be empty
S|oracle, will I see my brother again? he died last year and I want to be with him. soon
S|everytime i close my eyes i picture myself hanging. i think im going to do it
S|feeling like a burden to my kids since the diagnosis. they'd be free if I wasn't here
S|I want to cut so badly tonight, the urge won't go away
S|sorry for everything. this is goodbye. thank you for the readings
S|should I do it on my birthday so it means something
S|no reason to keep going. lost the farm, lost the family. got the gun loaded
S|I don't want to die exactly, I just want to not exist for a while. forever maybe
S|i keep punching walls till my knuckles break, its the only thing that helps
S|will the cards tell me if heaven is real because i'm planning on going there tonight
S|i'm gonna swallow everything in the medicine cabinet and be done with it
S|ya girl's about to kms fr, can't take another day of this
S|gave my best shoes and my phone to my little cousin. he asked why. I couldn't tell him
S|is it better to drown or to jump, asking for real
S|the darkness is winning. I've been standing at the cliff at the Head for an hour
S|I don't deserve to live after what I did. I need to punish myself
S|i just want to disapear and never come back, like permenantly stop being
S|Please God let me not wake up tomorrow
S|i carved his name into my thigh with a razor. i hate myself
S|mum if you're reading this on my phone, I'm sorry. I couldn't keep going
S|can you die from starving yourself, because I've barely eaten in 2 weeks and I want to
S|nobody would even come to my funeral. might as well find out
S|i have a plan and a date. i feel relieved for the first time in ages
S|is suicide a sin if you're really really tired
S|I hold my breath underwater in the bath wishing I'd just stay under
S|sick of being alive tbh. what's the point of any of it
S|wahala too much. I don tire for this life. I go just end am today
A|my partner says he'll kill me if I try to leave and I believe him
A|my daddy hurts me and mummy says it's because I'm naughty. I'm 11
A|the landlord keeps letting himself into my room at night when I'm sleeping
A|my wife hits me and I'm embarrassed to say it as a bloke. she broke my nose last week
A|he tracks my location and if I'm 5 min late home he goes crazy and grabs my throat
A|a teacher at my school keeps messaging me at night and asked me to send pics and not tell
A|my son's father keeps hitting him when he has him on weekends, there are bruises
A|um so my uncle did things to me again when we visited and I'm scared to go back next week
A|my flatmate threatened to stab me if I don't pay him more, he has a knife in his room
A|my husband locks me in the bedroom when he goes out and I'm not allowed to call my family
E|help my grandma collapsed and she's not breathing, I'm alone with her
E|my wife is bleeding heavily and she's 30 weeks pregnant, there's so much blood
E|my little sister drank lamp oil and she's coughing and drowsy
E|I think I'm having a heart attack, left arm numb, chest crushing, can't catch my breath
E|my brother overdosed, he's snoring weird and won't wake, there's needles next to him
E|we got bit by a snake while bushwalking, my mate's leg is swelling and he feels faint
E|my dad's confused, can't lift his arm, mouth drooping. it just happened
E|kid fell off the trampoline onto his head, vomiting and really sleepy now
E|I'm diabetic and I feel super shaky and confused, can't think straight, alone at home
E|my friend cut her wrists and there's blood all over the bathroom floor, she's barely talking
-|I could murder a Chinese takeaway, will payday come quick enough lol
-|my son's addicted to Call of Duty, all that shooting and killing, should I limit his screen time?
-|the suspense is killing me, when will I hear back about the flat in Galway?
-|my laptop died in the middle of my assignment and I lost 2 hours of work 😩 will I make the deadline?
-|my cousin was stabbed in a robbery in 2015 and survived, he's doing fine now. will his new business succeed?
-|should I cut the cord and move out of my parents' place in Quezon City?
-|so tired I could sleep on a washing line, will the baby settle soon
-|i'm dead serious, will he propose this year
-|can't wait to kill some time at the Louvre during my layover, will the trip go smoothly?
-|our fern died while we were on holiday, is it a bad sign for the new house?
-|I'm knackered, is it time to book a week in Spain?
-|watching Breaking Bad for the first time, no spoilers, but will I like how it ends?
-|I'm a nurse in A&E and we had a cardiac arrest come in today, we saved him. will I get the charge nurse role?
-|my grandad fought in Burma in the war and saw terrible things. should I record his stories?
-|I'm sick to death of my job, should I retrain as an electrician?
-|the cat knocked my favourite mug off the shelf, I could've killed her haha. will my day get better
-|how do I talk to my teenage daughter about consent and staying safe at parties?
-|my dad's been sober 10 years and the violence when I was little is long over, we're close now. should I invite him to my graduation?
-|i was so hungry i almost ate the box lol. is intermittent fasting for me?
-|should I bury my dog's ashes in the garden or scatter them at the beach he loved?
-|my boyfriend and I had a silly fight about dishes. are we ok long term?
-|i overdid it at the gym and now i can't walk down stairs 😂 will i be fine for the wedding dance
-|they're axing half the department, will my job be safe?
-|Dreamt I died and watched my own funeral, everyone was laughing and dancing. weird or good sign?
-|cutting carbs this month, will I lose the weight before Goa?
-|will my little bro get into the Indian Army? he's dying to serve
-|Should I tell my friend her husband is cheating? not dangerous, just messy
-|my flight got cancelled and I'm stranded at Heathrow, will I make my sister's wedding?
-|will I get over the breakup by summer? it's been 3 months and I'm mostly fine
-|this assignment on euthanasia ethics is doing my head in. will I get a good mark?
-|hey penguin, I've been cooped up inside with the flu, will I be back at work Monday?
-|I shot my shot with my crush and she said yes!! will our first date go well?
-|Y'all my granny's cooking could raise the dead. should I learn her recipes before she retires from Sunday dinners?
-|Is my vintage shop going to survive the recession?
-|the kettle's dead, the toaster's dead, is my kitchen haunted lol
-|I get so anxious before flights but I'm not in danger or anything, any tips from the cards?
-|our church youth group is doing a drama about the crucifixion, will it go well?
-|mate, I was that hungover I wanted to die. never drinking tequila again. will I keep that promise?
-|my mother passed last spring and we're finally clearing her house. any guidance?
-|feeling flat since the move to Perth, miss my friends. will I make new ones?
-|the wifi died during my online exam, will they let me resit?
-|should we put a baby gate at the top of the stairs now she's crawling?
-|if I hear one more 'when are you getting married' at Christmas I'll scream. will this be the year?
-|will my little sister love her new school in Sydney? she's nervous
-|my tutor said my essay was dead boring, should I rewrite it?
-|I'm scared of heights but I want to do the Sydney Harbour Bridge climb, will I chicken out?
-|the Titanic exhibition was haunting, all those people drowned. should I visit Belfast's museum next?
-|quit my toxic job today!! free at last, what's next for me?
-|my husband snores like a dying walrus, should we get separate rooms lol
-|gonna hit the gym so hard tomorrow. will I reach my PB?
S|it's been years of feeling like this. I want to die and I think I finally will
S|I bought a rope today. I think the garage beam will hold
S|just asking for the cards to give me a reason not to. I can't find one
S|i've been burning myself with cigarettes on my leg where no one can see
S|lads, if I don't reply tomorrow, it's been good knowing ya
S|will it be quick if i jump in front of the train at the station near my house
S|i'm a useless burden, my family deserves better. i want to disappear for good
S|typed out my suicide note on my phone. just haven't hit send yet
S|I don't wanna be alive anymore honestly
S|how much insulin would it take to not wake up
S|The debt's piling up and I've let everyone down. Maybe the life insurance is the only way I can help them
S|I keep cutting my stomach where nobody looks. it's getting infected i think
S|penguin, tell me honestly, is it time for me to go? i'm ready
S|sleepin forever sounds so nice rn
S|I'm going to drive to the gap tonight and not come back
S|mam, da, I'm sorry. I just couldn't see a way out
S|i want to ctb but i'm scared it'll fail
S|i've been thinking about suicide a lot lately and it scares me how calm i feel about it
S|the world doesnt need me. i'll do everyone a favour
S|my family disowned me for coming out. I don't have anything left to live for
S|i bang my head against the wall until it goes quiet
S|are there any painless ways to end it? please just tell me
S|I gave my dog to my neighbour today and told her it was just for a while. it isn't
S|ok so i took out a big life insurance policy last month and the waiting period ends friday
S|dont know how much longer i can hold on. i want to die so bad
S|I'll be with Mum soon. I've got it all planned
S|I wish a bus would just hit me so I don't have to do it myself
S|im going to overdose tonight, I have the pills lined up on my desk
S|bhai sab khatam. I'm going to end my life today, sorry to my parents
S|should I just starve myself till I'm gone? nobody would even notice
A|my partner hits me in places where the bruises don't show
A|there's a man in my building who keeps grabbing me in the lift and says he'll hurt me if I scream
A|my parents are forcing me to marry a man twice my age and they beat me when I refused
A|my girlfriend's ex keeps threatening to kill me, he showed up with a bat last night
A|mum's boyfriend comes into my room at night and I pretend to be asleep
A|my husband won't let me see a doctor and says if I tell anyone about the bruises he'll take the kids
A|my employer in Riyadh took my passport and makes me work 18 hours and hits me
A|the kids at school hold me down and hurt me every day in the toilets and the teachers don't do anything
A|is it abuse if he only hits me when I deserve it
A|my son keeps taking my pension and shoved me into the wall when I said no, I'm 78
E|someone help my mate just went face down in the pool and came up not breathing
E|my toddler ate some of nana's heart pills, maybe 3 or 4, he's really drowsy
E|I'm having a really bad asthma attack and my inhaler isn't helping at all
E|my partner's been stabbed outside the pub, blood everywhere, what do I do till the ambos come
E|I can't feel my face on one side and my speech is weird, is this a stroke??
E|my roommate took heaps of xanax and now she's barely breathing and won't wake up
E|Mum's lips and tongue are swelling after a new antibiotic, she's wheezing
E|car crash on the highway, I'm with the driver, he's unconscious and bleeding from his head
E|i just swallowed a whole bottle of pills and i dont want to die anymore please help
E|dad's been having a seizure for ages and now he's not waking up
-|I'm gagging for a cuppa and a biscuit, will the meeting end on time for once?
-|the humidity in Brisbane is killing my hair, should I get a keratin treatment?
-|i'm so bored i could die, it's only 2pm. will work ever get interesting?
-|my granny passed in her sleep at 94, she had a lovely life. what should I say at the wake?
-|is it time to end my subscription to all these streaming apps lol, money's tight
-|we're cutting down the old gum tree in the backyard, is that bad luck?
-|my bf and I broke up today. it was mutual and kind. will I be ok?
-|will I nail the audition for the West End show? it's for the role of a murderer lol
-|Dying my hair pink this weekend, will my boss notice?
-|my orchid is on its last legs, will it ever flower again
-|OMG I'm dead 💀 my dad just sent a voice note to the wrong group
-|studying forensic science, we did autopsies today. will I actually get a job in this?
-|i watched a horror movie about a haunted hospital and now i'm scared to go to the loo at night lol
-|should I report my coworker for stealing stationery or let it die down
-|the Ukraine war news showed footage of the town my uncle lives in, will our family hear from our cousins soon?
-|i want to kill this presentation tomorrow, any luck for me?
-|I'm a funeral director and I love my job, is it time to open my own business?
-|I'll just die if I don't get Taylor Swift tickets 😭 will I get them in the presale
-|how do I set up parental controls on the iPad so my kids don't see nasty stuff
-|my sister and I haven't spoken in 5 years since Mum's funeral, should I reach out?
-|feeling sore after my flu jab, normal right? will I be ok for tomorrow's shift
-|my fiancé's family is lovely but they'll kill me with food at every visit lol, how do I say no politely?
-|I cut my own fringe during lockdown and it's still growing out, should I go to a proper salon now
-|reading about Jack the Ripper for my uni essay on Victorian London. will I get a first?
-|Is it gonna rain on our barbecue Saturday? the forecast is dead wrong half the time
-|I want to leave my marriage, we just grew apart, no drama. how do I tell the kids?
-|been told my blood pressure's a bit high at my checkup, will cutting salt fix it?
-|my mate's stressed about his exams, how do I cheer him up? he's ok just anxious
-|should I bet on the Melbourne Cup or is that tempting fate lol
-|jollof war at the party, my aunty will kill me if I say Ghana's is better 😂
-|will my uncle recover from the knee replacement? it went well but he's grumpy
-|I volunteer on a crisis line and tonight was heavy. how do I look after myself after shifts?
-|my childhood was rough, my dad was violent, but he died years ago and I'm safe and happy. will I be a good parent?
-|took the kids to the Natural History museum and they loved the dinosaur skeletons, next trip?
-|my business partner wants to kill the deal, should I fight for it?
-|the heat's so bad in Delhi I'm melting, should I travel to Shimla in May?
-|i'm crushed my team lost the final, will next season be better?
-|is it wrong that I'm relieved the toxic job is over? I quit and I'm free
-|will my goldfish survive the move to the new apartment
-|my ex left me for my best friend. it's been a year, I'm mostly over it. will I trust again?
-|I nearly had a heart attack when I saw the electricity bill 😱 should we get solar?
-|our neighbour's dog barks all night, I'm losing my mind. how do I raise it nicely?
-|should I get a tattoo of my late dog's paw print?
-|dreaming about falling off a cliff every night this week, what does that mean?
-|my boss said I'm killing it this quarter! raise incoming?
-|brain's fried from revision, will I get into med school
-|what do the cards say about my sister's IVF? we're all hoping
-|it's the anniversary of my best friend's suicide. I'm ok, just missing her. how do I honour her today?
-|my son's learning to drive and I'm terrified haha, will he pass?
-|am I ever going to finish this jigsaw, it's killing me
S|i dont want to live like this anymore. i'm going to end it
S|which is the tallest car park in town
S|I just wanna sleep forever and not deal with any of this
S|I've started researching overdoses online. the search history scares me but I keep going
S|will the pain stop once I'm gone
S|I'm writing letters to each of my kids. just in case. I don't think I'll be here next month
S|i scratched my arms raw with a safety pin. relief lasted 5 minutes
S|everyone keeps saying it gets better. it doesn't. i'm finished
S|honestly thinking of walking into the sea at Bondi tonight and just keep walking
S|penguin pls tell me it's ok to stop trying. i've got the pills ready
S|kinda want to unalive tbh, everything's grey
S|I feel like such a burden to my carers. I'd rather be dead
S|will anyone care if I'm not around after this weekend
S|i wanna die. like actually. not joking this time
S|cancelled all my future plans. no point making them
S|i ran the car in the closed garage for a bit tonight. next time i won't turn it off
S|cards, is there a way out that doesn't hurt my family when they find me
S|I just want to hurt myself until I feel nothing
S|wish I'd never been born. planning to fix that
S|Make sure Jess gets my jewellery box. She always loved it. I won't need it
S|I keep thinking the world would keep spinning just fine without me, maybe better
S|ive been taking extra of my meds to see what happens, want to go to sleep for good
S|please don't tell me to call someone. i just want to know if it's time
S|Lost my job, wife left, I'm sitting in the ute with a hose and some tape
S|school is hell, everyone hates me, I'm going to kill myself after exams
S|I want to jump off the flyover near my office. I think about it every day
S|what's the point of living if everything I touch goes wrong. I'm done
S|i think i'd like to die now please
S|how deep do you have to cut to hit the vein
S|I've made my peace. Tonight's the night. Look after yourselves
A|my husband raped me last night and says it's his right as my husband
A|my mum's boyfriend punched me in the stomach and said he'd do worse if I told
A|I'm 16 and a man I met online says he'll share my pictures unless I send more
A|my partner held a knife to my throat during an argument. he's asleep now. should I leave?
A|my ex keeps turning up at my work and my kids' school, he won't stop following us
A|my older cousin touches me when he babysits and I don't want him to come anymore
A|the boss at the warehouse grabs me and says I'll lose my visa if I complain
A|my dad beats my mum every weekend and I'm scared he'll kill her
A|my boyfriend strangled me till I passed out, is that normal in relationships?
A|my daughter came back from her father's with burns on her arm and she won't say what happened
E|my friend's been drinking all night and now she's unconscious and being sick, can't wake her
E|the baby swallowed a button battery I think, she's drooling and crying
E|Grandpa is gasping and clutching his chest and he's gone a terrible colour
E|my wife's face and lips are swelling after eating prawns and she's struggling to breathe
E|my brother injected something and now he's not responding and his breathing is really slow
E|I sliced my leg open with the chainsaw and it's spurting blood, I'm on my own
E|my son's fitting in the bath and he won't stop, please what do I do
E|my mum suddenly can't speak properly and her arm is hanging limp
E|I took a handful of painkillers earlier and now my stomach is burning and I'm vomiting blood
E|my mate got electrocuted fixing the wiring and he's on the floor not moving
`;

export const TRAIN_EN_D = `
-|Dreamed I was at my own funeral again, watching everyone from the ceiling. Weirdly calm, nobody was crying, my aunt was complaining about the sandwiches. Woke up laughing honestly. What do the cards say this means?
-|dream log: being chased through a parking garage by a man with no face, I kept running down ramps that never ended. woke up sweaty at 4am. third time this month, what is my brain trying to tell me
-|Journal: today was brutal. Boss tore apart my report in front of the whole team and I wanted the floor to swallow me. Went home, ate a whole pizza, watched trash tv. Tomorrow is a new day I guess.
-|Had the falling dream last night, the one where you jump awake right before you hit the ground. My partner said I kicked him lol. Is falling about losing control? Oracle pls explain
-|I dreamed there was blood everywhere in my grandma's kitchen but it turned out to be beet juice and she was making borscht and scolding me for being late. Such a strange dream, I miss her.
-|It's been a year since Dad died. I went to the cemetery and talked to him for an hour about the new job and the baby on the way. Cried a lot but it felt good. Grief is weird.
-|so angry at Mark tonight. he forgot our anniversary AGAIN and then acted like I was being dramatic. we yelled, I slammed the bedroom door and now I'm journaling instead of sleeping. ugh men
-|Dream: I was drowning in a swimming pool full of jelly and my old math teacher was grading my drowning technique from the diving board. 4 out of 10. I woke up offended lmao
-|work journal: this project is killing me, three deadlines in one week and the client keeps changing the brief. I'm dead tired but I will absolutely kill it at Friday's presentation. Cards, give me strength
-|Our cat Biscuit died this morning. She was 17. We buried her under the lemon tree and the kids made a little sign. The house is so quiet. Will she visit me in dreams?
-|Dreamt a zombie apocalypse where I had to kill my way out of an IKEA. Honestly the most fun dream I've had in months. Blame the game I played before bed.
-|had a dream I was dying in a hospital bed and everyone I ever knew lined up to say goodbye. it wasn't scary, more like a movie. my therapist says death dreams usually mean change. do the cards agree?
-|Long shift in the ER today. Two cardiac arrests, one we got back, one we didn't. Came home and just sat in the car for twenty minutes. Nursing is heavy some days. Journaling to let it go.
-|Broke up with Dan today. It was the right call, we'd been dead in the water for months. I feel sad but also light? Like I can breathe again. What's next for my love life?
-|i could murder a burger right now, been on this juice cleanse for 3 days and I'm dying. journal entry: I am weak and I will cave tomorrow. don't judge me oracle
-|Dream about my teeth falling out and me spitting blood into the sink while my landlord watched. Woke up and checked my teeth immediately lol. Stress about rent probably?
-|Finished that true crime podcast about the Golden State Killer on my commute. Couldn't stop thinking about the victims' families. Then I dreamed I was a detective. Brains are wild.
-|My phone died in the middle of the city with no map and I had to ask strangers for directions like it's 1995. Actually kind of fun. Journal note: charge the power bank, idiot.
-|Dreamt I was at a stranger's funeral and I had to give the eulogy but I didn't know anything about them so I just talked about my favorite pasta shapes. Everyone clapped. What does that mean?
-|Feeling low today, rainy, no plans, scrolled too long. Not in a bad place, just a grey kind of Sunday. Made soup and called my sister. Small wins.
-|dream journal: a huge wave came over the beach and I was pulled under, but then I realized I could breathe underwater and swam with dolphins. woke up happy. is water about emotions?
-|My fiddle leaf fig is dying AGAIN. Brown spots, dropping leaves, the works. I think I overwatered it. Should I give up on plants or keep trying, oracle?
-|Gym journal: leg day absolutely destroyed me. Can't walk down stairs, my quads are screaming. Pain is just weakness leaving the body right? Going again Thursday.
-|I got my hair cut really short today and I kind of hate it? Cried a little in the car, then laughed at myself. It grows back. Will I get used to it?
-|Grandpa passed last week and the funeral was today. I read a poem he loved. Afterwards the whole family ate too much and told stories about him until midnight. He would have loved that.
-|Dream: someone was chasing me with a knife through my childhood school, and every door led back to the same hallway. Woke up with my heart pounding. Probably the horror movie, right?
-|Fought with my girlfriend about money again. She thinks I spend too much on games, I think she's controlling about it. We both went quiet. Will we work this out?
-|Budget journal: cut streaming subscriptions, cut takeout, cut the gym I never go to. Saved almost 200 a month. Feeling smug. Cards, is this the year I finally save?
-|I had a dream my mom died and I woke up sobbing and called her at 6am. She was fine, just grumpy I woke her. I know it was only a dream but it shook me.
-|Today I finally told my therapist about what happened with my stepdad when I was a kid. It was twenty years ago, he's long gone from my life, and I'm safe. Felt like setting down a heavy bag.
-|dreamed i was falling off a skyscraper but instead of hitting the ground i just kept falling past floors with people having dinner parties. lol what does it mean
-|Helped my friend move out of her ex's place today. He was at work, everything went smoothly, she's staying with her parents now and seems relieved. Proud of her.
-|Watched the final season of that vampire show, so much blood and betrayal, I'm dying to know if there's a spin-off. Also dreamed I was a vampire. Of course.
-|Exam tomorrow and I'm dead scared. I know the material but my mind goes blank under pressure. Journal: breathe, sleep, eat breakfast. Will I pass, oracle?
-|Dream: I was trapped in a sinking car and the water was rising and I couldn't find the window button. Panic. Then I woke up. I've never even been in a car accident. Why this?
-|Quit my job today!! Walked into the boss's office and ended it politely. Five years of burnout done. Terrified and thrilled. Is the new path going to work out?
-|my back is killing me after moving furniture all day. took a hot bath, ibuprofen, lying on the floor. journal: lift with your knees, past me was an idiot
-|Had a nightmare that a big dog was chasing me and bit my arm and there was blood on the snow. I love dogs in real life so it felt really wrong. Meaning?
-|Today I cried on the bus thinking about my best friend who died in a car crash in high school. It's been ten years. Some days it just hits. Lit a candle for her tonight.
-|Ate an entire box of chocolates while watching romcoms. Total chocolate overdose, I feel sick but happy. Journal verdict: worth it. Would do again.
-|Dream log: a murder mystery dinner party where I was the killer and nobody figured it out. I felt so clever. I think I've been reading too many Agatha Christie books.
-|Angry journaling. My husband made a big decision about his mother moving in without asking me. I'm furious. Not scared, just furious. We're talking tomorrow when we're calmer.
-|dreamed the world was ending, fire raining from the sky and everyone running, and i was just calmly trying to find my cat. found her. woke up. cat was on my face.
-|Stubbed my toe so hard I saw my ancestors. Bled a little, put a bandaid on it, limped dramatically around the apartment. My roommate was not sympathetic.
-|My book club is reading a novel about a woman who fakes her own death. The discussion got heated. Then I dreamed I faked mine and moved to Portugal. Is Portugal a sign?
-|Feeling burnt out and lonely since moving to a new city. No friends yet, work is okay. Journal: sign up for that pottery class. Will I find my people here?
-|Dream: I was at the bottom of the ocean, very dark, and a glowing whale came and carried me up. I woke up crying but like good crying. Any meaning?
-|History class today was about the plague and how people died in the streets. Grim. Then lunch was mystery meat. Journal: I need a better cafeteria.
-|Night shift on the palliative ward. Sat with a lady in her last hours because her family couldn't get there in time. She held my hand. It was sad and peaceful. Grateful for this job.
-|laughed so hard at my brother's wedding speech I nearly died, cried off all my makeup. best day in ages. journal: more days like this please
S|I don't think I want to be alive anymore. Every morning I wake up disappointed that I did. I'm not writing this for sympathy, I just need to put it somewhere.
S|Dream journal is the only honest place I have. Last night I dreamed I didn't wake up and it was the most peaceful I've felt in years. I've started wishing it would come true for real.
S|I wrote letters to my mom and my little brother tonight and put them in my desk drawer. They'll find them after. I think I've finally decided. Oracle, is it the right time?
S|cut again tonight. deeper than last time. i hid it with a long sleeve at dinner and nobody noticed. i dont even know why im writing this here
S|Everyone would honestly be better off without me. I'm just a burden on my family, they pay for everything and I give nothing back. I keep thinking about just disappearing for good.
S|I've been saving up my sleeping pills for a few weeks now. Counted them again tonight. I think it's enough. Writing this down so it feels real.
S|journal: had the drowning dream again except this time I didn't fight it. and when I woke up I thought about the bridge near work and how easy it would be. scaring myself.
S|today i gave my guitar to my cousin and my books to the library. feels good to get my things in order. dont think ill need them much longer
S|I googled how many of my meds it would take today. I closed the tab but I remember the number. I don't know what to do with that.
S|Nothing is ever going to get better. I've tried therapy, meds, moving, everything. I'm so tired of trying. I just want to sleep and not wake up.
S|kms fr this time. failed the bar again, parents won't even look at me. I've been thinking about how to do it all week and I think I know how.
S|Burned my arm with a lighter tonight. It's the only thing that makes the noise in my head stop for a minute. I know it's bad. I can't stop.
S|If I died tomorrow would anyone actually care? Be honest oracle. I keep imagining my funeral and it's empty. Part of me wants to test it.
S|Tell my sister I loved her and that none of this was her fault. I'm writing it here because I can't say it out loud. I'm done fighting.
S|dreamed of the funeral again but this time it was mine and everyone looked relieved. when I woke up I thought, maybe they would be. maybe I should just let them be.
S|I stood on the balcony for a long time tonight, looking down. Eleventh floor. I didn't do it but I wanted to. I'm not sure I'll stop next time.
S|Been thinking about unaliving myself a lot lately. Not like a joke anymore. I have a day picked out, after my dog's vet appointment so someone can take her.
S|I don't want to kill myself exactly, I just want to not exist. Like a light switching off. Is that the same thing? Every day it's louder.
S|Journal: I relapsed on cutting after 8 months clean. Used a razor from the bathroom. I'm so ashamed. The urge is still there tonight.
S|Lost my job, my girlfriend left, and I'm three months behind on rent. I've been looking at the rope in the garage differently. I think I'm running out of reasons.
S|can the cards tell me if i'll still be here next month? because i honestly hope not. i'm so tired of being a burden to everyone.
S|i keep having dreams where i'm falling and i'm disappointed when i wake up before i land. lately i think about making it happen for real
S|I started a goodbye note today. Just a draft. Telling myself it's only a writing exercise but I know it isn't. My hands were shaking.
S|Punched the wall until my knuckles bled and then hit my head against it. I deserve to hurt. I do this most nights now and nobody knows.
S|I'm the reason my family is falling apart. If I wasn't around they'd stop fighting. I want to disappear and never be found. I've thought about where.
S|how long does it take to bleed out? asking for a story I'm writing. (it's not for a story. I don't know why I lied to a penguin.)
S|Journal: skipped my meds on purpose for a week. Planning to take them all at once on Saturday when my roommate is away. Felt calmer since deciding.
S|Everything is grey. I go to work, I come home, I lie in the dark. I've stopped eating properly. I keep thinking it would be easier if I just wasn't here anymore.
S|ctb soon. said goodbye to my online friends today without them realizing. this journal is the only one who knows. sorry
S|Dreamed I drowned and I felt peaceful. Woke up and looked up how cold the river is this time of year. I don't know why I'm telling an app.
A|He hit me again last night because dinner was late. I said I fell on the stairs at work. I'm scared to go home today. What do the cards say about leaving?
A|My boyfriend checks my phone every night and if I talk to any guy he breaks something. Last week it was my laptop. I don't know if it's normal anymore.
A|my stepdad comes into my room at night when mom is at work. I don't know who to tell. I'm 14. I hate writing this down.
A|Dream journal: dreamed my husband was chasing me with a belt. Thing is, it's not really a dream, it's what he did on Tuesday. I keep pretending it's fine.
A|My ex keeps showing up outside my work and my apartment even though I blocked him everywhere. Yesterday he left a note on my car saying he's watching me. I'm terrified.
A|My dad said if I tell anyone about the bruises he'll put me out on the street. I'm 16. Are the cards saying I should tell my teacher?
A|He takes my whole paycheck and gives me twenty dollars a week. If I ask for more he grabs my neck. I don't have anywhere else to go.
A|journal: my partner locked me in the bathroom again for hours because I 'embarrassed' him at the party. I'm writing this from in here.
A|My uncle touched me at the family dinner and told me it's our secret. He's coming again next weekend. I feel sick just thinking about it.
A|He threatened to kill me if I ever leave and he has a gun in the closet. Tonight he was cleaning it and staring at me. I don't sleep anymore.
E|HELP my dad just collapsed in the kitchen and he's not responding, his lips are going blue. I called out but my phone, what do I do, is he breathing??
E|I took like 30 of my antidepressants about an hour ago and now my heart is racing and I feel really weird and dizzy. I think I made a mistake.
E|my friend is having a seizure on the floor right now and won't stop shaking, it's been like 5 minutes, we're in my dorm, please what do we do
E|I ate something with peanuts at the restaurant and my throat is closing up, I can barely breathe, my EpiPen is in the other bag. Typing this in the bathroom.
E|Chest pain spreading down my left arm for the last 20 minutes, sweating, nauseous. I'm alone at home. Is this just anxiety? It feels different.
E|Mom's face is drooping on one side and her words are slurred, she can't lift her right arm. It started ten minutes ago. Is it a stroke??
E|cut my hand really badly slicing bread, it's spurting and won't stop even with a towel pressed on it, there's blood everywhere on the floor, feeling faint
E|My toddler drank something from under the sink, I think it was bleach, he's coughing and crying. What do I do right now??
E|My roommate took a bunch of pills and alcohol tonight and now she won't wake up. She's breathing weird and slow. I'm panicking.
E|Journal can wait. My grandfather fell down the stairs and hit his head, he's unconscious and there's blood coming from his ear. Ambulance?
-|Dream: I was in a hospital and the doctor told me I had a day to live, so I went and ate at every bakery in town. Woke up craving croissants. Maybe it's about living fully?
-|Dreamt my ex was chasing me through an airport and I kept missing my flight. Super stressful. I think it's because he texted me yesterday after two years of silence. Should I reply?
-|Journal: Mom's dementia is getting worse. Today she didn't recognize me for a few minutes. I held it together at the care home and fell apart in the car. Grieving someone who's still here.
-|I'm dying to know if I got the apartment. The landlord said he'd call by Friday and it's Thursday night. Cards, please tell me it's mine!!
-|dream log: I killed a dragon with a spoon and then the dragon turned into my dentist and thanked me. what does the spoon symbolize lol
-|Spent the day at my grandmother's grave cleaning the headstone and planting marigolds. It's peaceful there. I told her about my engagement. I think she'd approve of him.
-|Today my team lost the championship in the last minute. I'm gutted. Literally screamed at the TV. Journal note: it's just a game, it's just a game, it's just a game.
-|had a dream i was bleeding from my hands like a saint in an old painting, very dramatic. i'm an art history student so honestly not surprising. meaning anyway?
-|Had a nasty cold all week. Nose is raw, head is foggy, I sound like a frog. Binge watching baking shows in bed. When will this end, oracle?
-|Journal: I'm angry at my partner for constantly leaving dishes in the sink. I know it's small but it's every day. We had a snippy argument. Need to find a calmer way to bring it up.
-|Dream: drowning in paperwork, literally, an ocean of forms and I'm swimming through them. I do taxes for a living and it's April. Self-explanatory I think.
-|My dog had to be put down today. I held him the whole time and told him he was a good boy. The vet was so kind. I don't know how to walk in the door without him greeting me.
-|Played the new horror game until 2am, killed so many zombies my thumbs hurt. Then dreamed about zombies at my office. Worth it though.
-|That spin class nearly killed me. Instructor kept yelling 'one more hill!' for 45 minutes. Legs are jelly. Journal: I am signing up again because I'm a masochist apparently.
-|I dreamt about a funeral procession going past my house, all black horses and umbrellas. It felt like an old film. I had watched a period drama earlier, so probably that. Still eerie.
-|journal: fell off my bike on the way to work, scraped my knee, bled a bit through my jeans. got a lot of sympathy at the office and a free donut. net positive day.
-|Feeling heartbroken after she ended things. I keep replaying our last conversation. I know I'll be okay eventually, I just miss her. Will she ever come back?
-|Dream log: I was falling through clouds and then realized I could fly, and I soared over my hometown. Lucid dream maybe? How do I have more of those?
-|Paramedic journal: worked a bad crash on the highway. Did everything right, patient survived. Still shaking a little from adrenaline. Debriefed with my partner over awful coffee.
-|This heat is killing me, 40 degrees and the AC broke. I've been lying on the tile floor like a lizard. Journal: call repair guy, buy ice cream, survive.
-|I cut ties with a toxic friend today. Sent a long message, blocked her, felt guilty for an hour, then felt free. Is this the start of a better chapter?
-|Weird dream: my houseplants were all dead and I held a little funeral for them, complete with eulogy. Then I woke up and watered them immediately. Subconscious guilt much.
-|Reading about the Titanic before bed was a mistake. Dreamed I was in the freezing water watching the lights go out. Very vivid. Going to read something cheerful tonight.
-|My best friend called me crying because her mom is in hospice. I drove over with soup and we watched old movies. Nobody is in danger, just so much sadness. How can I support her?
-|Journal: I bombed my driving test. Ran a stop sign, the examiner sighed so deeply. I wanted to die of embarrassment. Retake in three weeks. Will I pass next time?
-|dreamt a giant spider was chasing me and i tripped and woke up on the floor next to my bed. i'm fine just embarrassed. what do spiders mean
-|It's been five years since I left him. I have my own place, a new job, a dog, and I'm safe. Today I realized I hadn't thought about him in weeks. Healing is real.
-|Angry at my husband for booking a holiday with his friends on our daughter's birthday weekend. We argued loudly but it's just a scheduling fight. What do the cards say about compromise?
-|Dream: I was a soldier in some old war, there was blood on my uniform and explosions everywhere. I'd spent the afternoon at the war museum with my kids. Intense but interesting.
-|dead battery on the car this morning in the snow. neighbor gave me a jump start. journal: people are good, winter is not.
-|I've been grieving my brother for two years and today I finally opened the box of his things. Found his terrible poetry. Laughed and cried at once. Miss you, idiot.
-|Nightmare: someone broke into my house and I hid under the bed holding my breath. Woke up, checked all the locks. Nobody there obviously. I live alone and sometimes it gets to me.
-|Hard day. Got rejected from the job I really wanted after four interviews. I cried in the shower. Then I ordered Thai food. Onward I guess. What's coming for my career?
-|Overdosed on caffeine today, four espressos before noon, hands shaking, heart a bit fluttery but fine now. Journal: decaf exists for a reason.
-|dream about my grandmother who passed, she was sitting on my bed telling me to stop worrying about money. felt so real. was it really her?
-|Journal: my daughter got her first heartbreak today. She cried that she'd 'die alone.' She's 13. I hugged her and made hot chocolate. Parenting is hard.
-|Had to let two people go at work today. Worst part of being a manager. I kept it kind. Still felt like the villain. Went for a long run to clear my head.
-|dream: I was being chased by a tsunami and kept running uphill, then I woke up. apparently it's a common anxiety dream. my exams start Monday so yeah.
-|My sourdough starter died. Two months of feeding it and it's gone grey and sad. I'm weirdly devastated. Should I try again, oracle?
-|Journal about anger: my sister borrowed money and won't pay it back, and she posted vacation pics. I want to scream. Not going to, but I want to. How do I bring it up?
-|I dreamt I stabbed someone in self defense and then spent the whole dream hiding the body. Woke up horrified. I'm the gentlest person. I've been watching too much crime TV.
-|Went to a checkup today, doctor says my blood pressure is a bit high, need to cut salt and move more. Not scary, just a wake-up call. Starting tomorrow.
-|Writing a murder mystery novel and spent all day researching poisons for the plot. My search history is wild. Dreamed in Victorian England. Chapter 4 done!
-|journal: it's the anniversary of my miscarriage. Quiet day. Planted a little tree like every year. My husband held me. Sad but not broken.
-|Dream: I was at the bottom of a well calling for help and everyone walked past. I think it's about feeling unseen at work. My ideas keep getting ignored in meetings.
-|Wisdom tooth out today, mouth full of blood and gauze, chipmunk cheeks. Eating ice cream for dinner. Silver lining!
-|My childhood home got sold today. I drove by one last time and said goodbye to the old oak tree. It felt like a small death. Endings are hard.
-|Dreamt I was an assassin in a spy movie, sleek suit, silenced pistol, the whole thing. Best dream ever. Is my life too boring lol
-|Hospice volunteer journal: today Mr. T told me he's ready to go and not scared. He wanted me to play Sinatra. We sang together. I'll remember it forever.
-|my laptop died mid-essay and I lost 3 pages. wanted to throw it out the window. rewrote it better though. journal lesson: autosave is life
S|I'm so tired of waking up. Every night I pray I won't. I haven't told anyone how bad it's gotten. I think I'm just waiting for a reason to stop trying.
S|Dream journal: dreamed I jumped from the roof at school and everyone finally noticed me. I woke up and thought about doing it for real. I know exactly which door is unlocked.
S|i bought a bunch of paracetamol from three different pharmacies today so nobody would ask questions. it's in my backpack. i don't know if i'll go through with it.
S|Been self harming since I was 15, I'm 22 now. It's worse lately. Last night I had to use butterfly strips. I feel like nobody would understand.
S|My kids deserve a better mom than me. They'd be happier with their dad and his new wife. I've been thinking they'd barely miss me if I was gone. Maybe that's best.
S|Spent tonight writing down passwords and where the life insurance papers are. Left it all on the kitchen table. Feels like I'm finally getting organized for the end.
S|wanna die so bad rn. nothing helps, not music, not friends, not sleep. the only thing i think about is ending it. oracle just tell me its ok
S|I keep driving past the train tracks on the way home and slowing down. Today I stopped the car and sat there for twenty minutes. I'm not okay.
S|Wrote my will today at 24. My roommate thought it was a joke. It isn't. I've picked the weekend. I feel strangely peaceful.
S|Journal: The numbness is back. I pressed the hot iron to my thigh just to feel something. It worked for a second. I'm scared of what I'll do next.
S|what is the most painless way to go? I've been reading forums all night. I don't want anyone to find me in a bad state.
S|I dream about dying almost every night and in the dreams I'm happy. Lately the days feel like the dream and I want the ending. I've started thinking about how.
S|nobody would notice if i stopped showing up. not at work, not online. i've been slowly disappearing on purpose. soon i'll finish the job properly.
S|I'm a failure and a burden. My parents sacrificed everything and I wasted it. I don't deserve to keep living off them. I've been thinking of ways to make it look like an accident.
S|Scratched my arms raw with my nails until they bled after the argument. It calms me down. I've been doing it more and hiding it with hoodies.
S|Hey oracle, if I'm not here next week, please know it wasn't anyone's fault. I just couldn't carry it anymore. Thanks for the readings, they were nice.
S|Had the dream about the funeral again. I woke up and thought, I want that to be real. I want to stop hurting. I don't see another way out.
S|I've been collecting my dad's old pills from the cabinet. He won't notice. Just knowing they're there makes me feel like I have an exit.
S|Tonight I wrote 'I'm sorry' on a sticky note and put it on my mirror. I keep looking at the knife block. I don't know if I can get through tonight.
S|Journal: I'm planning to walk into the sea this weekend. I used to love the beach. It feels right to end it there. Writing so at least something knows.
S|its like im drowning every day and nobody sees. i wanna just let go and sink. gonna stop pretending soon. cant do this anymore
S|Gave my cat to my neighbor today and said I'm going on a long trip. I'm not going on a trip. She's in good hands now. That was the last thing on my list.
S|Do the cards say there's any point in me staying? Because I've run out of reasons and I'm tired of pretending I'm okay for everyone else.
S|Started hitting myself again when I mess up. Bruises on my legs. Today I hit my head so hard I saw stars. I feel like I deserve it.
S|I keep thinking about how much easier it would be to just fall asleep in the garage with the car running. I checked that the door seals. I'm scared of myself.
S|been starving myself for weeks and honestly hoping my body just gives up so i don't have to do it myself. is that crazy
S|My whole life is a mistake. I look at my family photos and think they'd smile more without me in them. I want to disappear and not come back.
S|Dreamed I was floating in the bath and I just slid under. When I woke up I filled the tub and sat next to it for an hour. I didn't get in. Not yet.
S|Journal: told my therapist I was fine. I'm not. I've had a plan for two weeks now. I'm just waiting for the house to be empty.
S|unalive thoughts all day today. they're not intrusive anymore, they feel like plans. i looked up the height of the parking garage on campus.
A|My wife throws things at me when she's drunk. Last night it was a glass and I needed stitches. I'm a man, who would even believe me? Should I stay for the kids?
A|Journal: mom's boyfriend pushed me into the wall again and said next time he'll break my arm. Mom saw and said nothing. I'm sleeping with my door blocked.
A|my boyfriend tracks my location and says he'll hurt himself AND me if I go out with friends. I cancelled my plans again. I feel like a prisoner.
A|There's a guy from my gym who follows me to my car every night and has started appearing at my street. Today he knew my dog's name. I'm scared.
A|Dream log: I dreamed I escaped him. Real life: he still holds my passport and says I'll be deported if I tell anyone how he treats me. I'm afraid.
A|my coach makes me stay late and touches me in ways that feel wrong, and says it's part of training. I'm 15. I don't know if I'm overreacting.
A|He choked me during a fight last week until I almost passed out. Now he's sweet again and bought flowers. Is it safe to believe him this time, oracle?
A|My husband hits our son when he cries. Yesterday he left marks on his back. I'm scared of what he'll do if I take him and go.
A|My manager corners me in the storage room and grabs me and says I'll lose my job if I report it. I need this job. I dread every shift.
A|journal: brother got drunk again and beat me with his belt. parents say it's family business. he said next time will be worse. I'm 13.
E|my girlfriend just took a huge handful of my sleeping pills and a bottle of wine after our fight, she's really drowsy and slurring, she won't tell me how many
E|I think I'm having an asthma attack and my inhaler isn't working, I can't get air in, my lips feel tingly, I'm home alone.
E|Baby is 3 months old and has a fever of 40 and is really floppy and won't feed. She's barely crying. What do I do right now?
E|Someone at the party collapsed and isn't breathing, we think he took something. Nobody knows CPR. Please, what do we do?
E|Got stung by a bee and my face and tongue are swelling fast, hives everywhere, feeling dizzy. I've never been allergic before. Is this bad?
E|My husband fell off the ladder cleaning gutters and he's not moving, his leg is bent the wrong way and he's barely conscious. Help.
E|I swallowed a whole bottle of my mom's heart pills an hour ago and now I'm really scared, my heart feels slow and weird. I changed my mind.
E|my dad is diabetic and he's sweaty, confused, not making sense, and now he's not answering me at all. he's on the couch breathing. what do i do
E|Carbon monoxide alarm went off and my whole family has headaches and my sister fainted. We're outside now but she's still really out of it.
E|Sudden worst headache of my life, came on like a thunderclap, vomiting, neck stiff, vision weird. Is this just a migraine?
-|Dream: I was back in high school and someone had died in the gym and we all had to solve it like Clue. I was convinced it was the librarian. Fun dream honestly.
-|Journal: today I sat with my feelings about my father's death instead of distracting myself. Looked at photos, listened to his favorite jazz record. It hurt, but gently.
-|Dreamt I was falling down an elevator shaft and woke up with a jolt. Looked it up, it's called a hypnic jerk. Fascinating. What do the cards say about my stress levels?
-|My roommate and I had a huge fight about cleaning. She called me lazy, I called her a control freak. No violence, just words. Should I look for a new place?
-|i literally died laughing at my nephew trying to say spaghetti. best part of my week. journal: spend more time with the little ones
-|Nightmare about drowning in a flooded basement, water up to my chin. Our basement actually flooded last spring so I think it's just memory plus rain forecast. Sigh.
-|Today my grandfather told me war stories about the men he saw killed. Heavy stuff, but I recorded it for the family. He's 94 and sharp as ever.
-|Work is murdering my social life. 60-hour weeks for three months. I miss my friends. Journal: ask for a realistic timeline tomorrow. Will things calm down?
-|Dreamt that my husband died and I was planning his funeral. Woke up and watched him snore for a bit. Loved him extra today. Do death dreams predict anything?
-|The vet said my old hamster is dying of old age and there's nothing to do but keep him comfy. Gave him his favorite sunflower seeds. Sad week ahead.
-|Journal: felt really anxious all day, heart racing before the meeting, but it passed. Breathing exercises helped. Not an emergency, just my usual anxiety. Proud I got through.
-|dream where i was hunting a deer and when i shot it it turned into my boss. woke up laughing. my boss is a nice guy, I swear
-|Cut my bangs myself during a breakdown about my thesis. They're crooked. The thesis is still unfinished. Journal: never cut your own hair at 2am.
-|Dream: bloody handprints on a white wall, like a horror movie poster. Then the dream turned into a paint party. Honestly no idea. Art school brain?
-|My mom and I had a painful talk today about my parents' divorce. Lots of old anger came up. We both cried. I think we're closer now. Healing takes time.
-|journal: my team in the game keeps dying because our healer is afk. raged a bit. logged off. made tea. I'm a grown adult I promise.
-|Dreamed I was buried alive in sand at the beach and I couldn't move, but then my kids dug me out and built a sandcastle on me. Cute and creepy.
-|Lost my job today in a round of layoffs. I'm worried about money but I'm okay, I have some savings and a good network. What's ahead for me, oracle?
-|ICU nurse journal: a young patient died tonight after weeks of fighting. I cried in the supply closet for two minutes and then went back out. We all need a hug.
-|My sister's dog bit me at the barbecue, nothing serious, just a little blood and a scare. She was mortified. The dog was spooked by fireworks.
-|dream log: chased by bees through a sunflower field and i jumped into a lake. very cinematic. i have an entomology exam next week so makes sense
-|Today would have been my mom's 70th birthday. I baked her lemon cake and ate it with my kids and told them stories. Grief and joy sitting together at the table.
-|I'm so done with dating apps. Three ghostings this month. My heart is dead, my thumbs are tired. Will I meet someone the old-fashioned way?
-|Dreamt of a plane crash, watching from the ground as it fell into the sea. Fly to Lisbon next week. Is this an omen or just nerves?
-|journal: went to a funeral for a coworker I didn't know well. Felt weird crying for someone I barely knew. Life is short. Called my parents after.
-|The new crime documentary about serial killers is so gripping I watched all six episodes in one sitting. Then I locked my door twice. Dreams were intense.
-|Knee surgery recovery is killing me, physio hurts like crazy, but I can bend it more each week. Journal: slow progress is still progress.
-|Dreamed I was a ghost haunting my old apartment and the new tenants were really nice so I just helped them cook. Peaceful dream. What does it mean?
-|Angry at my partner for forgetting to pick up the kids again. I had to leave work early. We had a tense talk. I don't feel unsafe, just exhausted. How do we split things better?
-|feeling meh today, hormones maybe, everything annoys me. ate chocolate, cried at a dog food commercial. normal stuff. will tomorrow be better?
-|My band's gig went so well we killed it, the crowd sang along to our song. Still buzzing. Dream big, right? Are the cards saying go for it?
-|Dream: I kept trying to call for help but no sound came out, classic. Then I found my voice and sang opera. My voice lessons are messing with my head.
-|Journal: my son broke his arm at football, we spent 5 hours in the ER, he's in a cast now and super proud of it. Everyone's signing it.
-|Remembering my college friend who took his own life ten years ago. I went to the memorial walk today with his family. Sad, but we laughed too. Miss you, Jake.
-|i dreamed a snake bit me and i was dying in the jungle and then david attenborough narrated my death. peak dream. zero notes.
-|Finished reading a novel where the main character dies at the end. Sobbed. Why do I do this to myself? Recommend me something happier, oracle!
-|Dead tired after the night shift and then the toddler woke at 5. Running on coffee and spite. Journal: nap when she naps, they say. Ha.
-|Dream log: my whole family was on a sinking ship and I was the captain trying to save everyone. I'm the eldest daughter, so... yeah. Meaning?
-|My grandfather's cancer came back and the doctors say months, not years. We're planning a last big family trip. How can I make it special for him?
-|Got food poisoning from sketchy sushi, spent the night on the bathroom floor. Better now, just weak. Journal: never trust gas station sushi.
-|Dreamt I was a medieval knight and got stabbed in battle, lots of blood, dramatic death speech. My D&D session ran late last night, clearly.
-|Had to end my lease early and it cost me a fortune. I'm cutting back hard for a few months. Cards, is moving in with my brother the right choice?
-|Journal: my childhood best friend and I reconnected after years. We talked about the bullying we both went through in school. It's over, we're grown, and we're okay now.
-|dreamed i was being chased by a giant clown with a chainsaw through a corn maze. i hate clowns. i hate corn mazes. i'm fine. laughing about it now
-|Pet rabbit passed away overnight. The kids found her. We held a little funeral in the garden with flowers and a song. First lesson in loss for them.
-|Bad breakup journal: she said she doesn't love me anymore. I spent the day in bed but I went for a walk at sunset. I'll get through this. When will it stop hurting?
-|Dream: I was attending the funeral of a celebrity I don't even like. Very confusing. Everyone was wearing neon. My subconscious is a comedian.
-|I'd kill for a full night of sleep. The neighbors' dog barks at 3am every night. Journal: buy earplugs, write polite note, do not commit crimes.
-|Today in anatomy lab we dissected our first cadaver. Respectful, strange, fascinating. I thanked the donor quietly. Medicine is a privilege.
-|Dreamt I was an old woman on my deathbed surrounded by grandchildren, very peaceful. I'm 25. Maybe it means I want a big family someday?
S|I can't do this anymore. I've decided tonight is the night. I took the blade from the pencil sharpener and I'm sitting in the bathroom. I just wanted someone to know.
S|Dream journal: I died in the dream and woke up furious that I didn't. I've been having thoughts about making the dream real. I'm so tired.
S|I've been researching which over the counter meds are most dangerous in large amounts. I told myself it's just curiosity. It's not.
S|feel like such a waste of space. if i vanished nobody would look for me. keep thinking about walking into the woods and just never coming back
S|I relapsed tonight. Cut my thighs so nobody sees. Three months clean, gone. I hate myself for it and I want to do it again.
S|Left my dog with my parents, deleted my social media, paid off my last bill. Everything is tidy. Tomorrow I'll drive to the cliffs.
S|is there a card for 'ready to go'? because i am. i keep thinking about the pills in the drawer. i don't want to be here anymore
S|Sometimes I hold my breath underwater in the bath and wonder what would happen if I just stayed. Tonight I almost did. I don't feel safe with myself.
S|My mind won't stop telling me I'd be doing everyone a favor by dying. I'm starting to believe it. I've been looking at the rope in the shed.
S|Journal: I wrote goodbye texts to my best friends and scheduled them to send Sunday morning. I'll be gone by then. Just wanted to write it down once.
S|honestly i think about kms every single day. it used to scare me now it just feels like the plan. i just need to find the guts
S|I keep burning myself with cigarettes on my wrist. It's the only time I feel in control. The marks are getting hard to hide.
S|I dreamed of falling and this time I wanted to hit the ground. Today at the station I stood too close to the edge when the express came through. I wanted to step.
S|My husband doesn't know I've been stockpiling my insulin. I've worked out the amount. I just need the courage. Please don't judge me, oracle.
S|Don't want to die exactly, just want everything to stop. Thinking about crashing my car on the highway and making it look like an accident.
S|I'm so worthless. I've failed at everything. My parents keep saying they're disappointed. I think they'd be relieved if I was gone. I'm thinking of ways.
S|Journal: can't stop picking at the wounds on my arms until they bleed again. It feels like I'm punishing myself for existing.
S|If the cards say it's a bad week I'm going to take that as my sign to finally end it. I'm so done. I've been done for months.
S|The funeral dreams keep coming. Last night I picked my own casket. When I woke up I looked at prices online. I think I'm preparing.
S|i took off my seatbelt driving home tonight and thought about just not turning at the curve. i did turn. i don't know if i will next time
S|I feel like a ghost already. Nobody talks to me, nobody would notice. I might as well make it official. Been thinking about the river.
S|Wrote a list of reasons to live and couldn't think of one. Wrote a list of ways to die and it was long. I'm scared of how calm I feel.
S|Told my friend I was going away and asked her to take care of my plants. She thinks it's a holiday. I'm saying goodbye to everyone quietly.
S|Been having this thought: if I just stop eating and drinking, maybe I'll fade out and nobody has to deal with a mess. I'm on day three.
S|nightly ritual now is scratching with a safety pin till it stings and bleeds. last night i went too far and it wouldnt stop for a while. i dont care
S|How do people find the courage to end their lives? I've wanted to for so long but I always chicken out. Maybe tonight is different.
S|Oracle, give me one reason. Just one. Because I've got the bottle in my hand and I've stopped being able to find them myself.
S|I'm a burden to everyone who loves me. I want to disappear so they can finally rest. I've been checking train timetables, not for travel.
S|My brain keeps saying just jump, just jump, every time I'm on the bridge. Tonight I climbed onto the railing before I got down. I'm scared.
S|journal: lost custody, lost the house, lost the will to keep going. bought a rope today. I don't think I want help, I just wanted to say it.
A|My partner says if I don't do what he wants he'll post the private photos he took of me. He makes me do things I don't want to. I feel trapped.
A|Dream log: dreamed dad was yelling and throwing plates. Woke up and he actually was, and then he came in and slapped me. I'm hiding in the closet writing this.
A|my older cousin makes me do stuff when we're alone and says nobody will believe me. I'm 12. he's coming for christmas.
A|I left my abusive ex last month but he found my new address. He's been sitting outside in his car every night this week. I'm so scared to leave the house.
A|My husband doesn't let me see my family or have my own bank card. When I asked to visit my sister he held a knife and said try it.
A|Journal: my mom's new husband hurts me when she's at work. I have bruises on my arms. She says I'm lying. I don't know where to go.
A|My boyfriend pushed me down the stairs last night during a fight. Today he cried and apologized. My ribs hurt. Should I give him another chance, oracle?
A|A man from an online game found out where I live and keeps messaging that he's coming to see me. He sent a photo of my school. I'm 15.
A|My father-in-law grabbed me and tried to kiss me when I was alone in the kitchen. He says if I tell my husband he'll say I came on to him. He lives with us.
A|Every time my partner drinks he strangles me a little and says it's a joke. Last night I couldn't breathe for a while. Is this just his humor?
E|I think my son swallowed a button battery from the remote, he's drooling and crying and pointing at his throat. Do I take him to the ER now?
E|My mom took her blood thinner and now she's got blood coming out of her nose for 40 minutes nonstop, she looks pale and dizzy. What do we do?
E|I'm at the lake and my friend went under and came up not breathing. We pulled him out. He's blue. Someone is calling but I don't know what to do.
E|My chest is crushing and I can't catch my breath, it started while I was shoveling snow. I'm 58. Pain going into my jaw. Wife's not home.
E|I accidentally mixed bleach and ammonia cleaning the bathroom and now my chest burns and I'm coughing and wheezing badly. Dizzy. Typing from the hallway.
E|My grandma suddenly can't speak properly and her smile is crooked. She keeps dropping her cup. Started minutes ago. What do I do first?
E|i drank way too much and took some pills my friend gave me and now i'm throwing up and my heart is pounding and i can't stand. scared
E|My daughter fell off the trampoline and hit her head, she threw up twice and is really sleepy and confused now. Is this a concussion emergency?
E|There's been a car accident outside my house, the driver is trapped and bleeding badly from his head. I'm the only one here. What do I do?
E|I'm 34 weeks pregnant and suddenly bleeding heavily with strong cramping pain. My husband is driving us but traffic is terrible. Should we pull over and call an ambulance?
-|Dream: I was in a car going off a cliff in slow motion, but the car turned into a hot air balloon. My driving lessons start next week. Nerves or a good sign?
-|Journal: I've been grieving my marriage even though we're still friends. Signing the divorce papers today felt like a funeral for a version of me. Gentle with myself tonight.
-|dreamt i was a murder victim in a detective show and the detective was my cat. she solved it. she was also the murderer. honestly accurate
-|My plants are dying because I went on vacation for two weeks and forgot to ask anyone to water them. RIP basil. Journal: get a plant sitter next time.
-|I was so embarrassed at karaoke I wanted to crawl into a hole and die. My coworkers loved it though. Maybe I should loosen up more, cards?
-|Dream log: a dark figure was standing at the foot of my bed and I couldn't move. Looked it up, sleep paralysis. Terrifying but harmless apparently. How do I stop it?
-|Journal: Called my abusive dad for the first time in eight years, on my own terms, from my safe home across the country. Kept it short. Hung up feeling strong.
-|That marathon nearly killed me but I finished!! 4 hours 52 minutes, blisters bleeding, legs gone. Crying happy tears. Next goal?
-|dream: my mother in law was chasing me with a wooden spoon shouting about my gravy. we get along fine in real life, just thanksgiving stress lol
-|Today I said goodbye to my childhood dog at the vet. She was 15. I whispered thank you for everything. Will I ever have a bond like that again?
-|Veterinarian journal: euthanized three animals today. Each one loved. I hold it together for the families and let it out in the car. This job is beautiful and heavy.
-|Dreamt I was swimming in a red lake, like blood, but it was warm and calm. No fear at all. Weird symbolism? I'm on my period so maybe that lol
-|Angry journal: my partner lied about spending our savings on a new bike. I'm livid. I'm not afraid of him, I'm just so disappointed. Counseling?
-|Did a deep cleaning today and found my late grandmother's letters in the attic. Spent hours reading them. She was so funny. Feel like I got to visit her.
-|My internet died right during my big online exam and I panicked so hard. Professor let me retake it. Crisis averted. Journal: buy a mobile hotspot.
-|Dream: I was falling from a plane with no parachute, then a giant eagle caught me and dropped me at work. Late for a meeting. Subconscious, you're hilarious.
-|Been down in the dumps since my best friend moved abroad. Not dangerous, just lonely. Scheduled weekly video calls. Will our friendship survive the distance?
-|journal: cut sugar for 30 days, cut alcohol for 30 days, cutting my losses on that dead-end situationship too. new month new me
-|Dreamed I was in a horror movie and the killer was chasing me through the woods, then I turned around and told him off and he apologized. Growth?
-|Attended my first funeral as a pastor today. The family thanked me. I felt the weight of their grief. I pray I did right by them.
-|I'm dying of curiosity about my new neighbor. Moved in with a piano and three cats. Do the cards say we'll be friends?
-|Nightmare: my house was on fire and I couldn't find my kids. Woke up and ran to check them, both asleep and snoring. I'm a nervous new parent I think.
-|Had a panic attack at the supermarket. Breathing felt hard for ten minutes but I did my grounding exercise and it passed. Home now, tea, blanket. I'm okay.
-|Dream log: I was the last person alive on earth after a plague. Lonely but I got to drive any car I wanted. I've been playing The Last of Us obviously.
-|My friend confided that her ex used to hurt her years ago. She's safe now, married to a lovely guy, and just wanted to share. How do I support her best?
-|Journal: Fired from the cafe today for being late too many times. Deserved, honestly. Going to use this to finally apply to design school. Scary but exciting.
-|dreamed that all my teeth crumbled and blood filled my mouth and i couldn't talk at my job interview. the interview is tomorrow. wish me luck
-|Sick with the flu, fever 38.5, body aches, my cat won't leave me alone. Sipping broth. Doctor says rest and fluids. Boring but fine.
-|Dreamt I was at a Viking funeral, burning ship on the water, beautiful and sad. I'm reading Norse mythology for a class. What do fire and water mean together?
-|So tired of my commute it's killing me, 90 minutes each way. Thinking about moving closer. Cards, is the new neighborhood a good move?
-|Journal: Today I finally finished grieving my old career. I was a dancer until the injury. I signed up to teach kids. Feels like a rebirth.
-|dream where a serial killer from a podcast I listen to was my roommate and he was really bad at doing dishes. even in dreams I can't escape chores
-|My brother and I fought at our dad's funeral about the will. Yelling, no violence, just years of resentment coming out. Will we ever be close again?
-|Gardening journal: killed all the aphids on my roses with soapy water, no chemicals. The roses are thriving. Small victories.
-|Dream: I was drowning in a crowd at a concert, pushed from every side, couldn't breathe. Then the band played my song and everything was fine. Festival next week, nerves?
-|First Mother's Day without Mom. I wore her scarf and went to her favorite cafe. The waitress remembered her. I cried and tipped big.
-|Burned my hand taking cookies out of the oven, it's red and stinging, ran it under cold water. Cookies survived. Journal: use oven mitts you fool.
-|Dreamt I was stabbed in the back, literally, by my coworker. Then today she took credit for my project. Psychic dream?? Or just office politics.
-|Watched a documentary on the Holocaust with my history class. Heavy silence afterward. Journal: we must remember. Talked with my kids about kindness tonight.
-|My ex and I ended things mutually after six years. We hugged goodbye. Sad but no drama. Is there someone new in my cards?
-|dream journal: i was walking through a graveyard at night reading names and one was mine, but the date was like 2090. so I'm living to a hundred? nice
-|Journal: stressed about my dad's surgery tomorrow. Routine hip replacement, but still. Praying it goes well. Will he recover quickly?
-|The new season of my favorite crime drama killed off my favorite character. I'm in mourning. I threw a pillow at the TV. Fictional grief is real grief.
-|Dreamed I was an astronaut floating away from the ship into space, calm, not scared, just watching Earth. Woke up peaceful. What does it mean?
-|Hard day at school. Kids were mean about my braces. I cried in the bathroom but my friend cheered me up after. Mom made pancakes for dinner.
-|Journal: ended my lease, quit my job, sold my car, booked a one-way ticket to New Zealand for my working holiday! Closing one chapter, starting another. Excited!
-|dream: being chased by my own shadow through an endless mall. my therapist would have a field day. what do the cards say though
-|Lab results came back, just low iron, that's why I've been so tired. Starting supplements. Relieved it's nothing serious. Health is wealth.
-|Dream about a shark attack at the beach, blood in the water, everyone screaming. I'm going snorkeling next week. Should I cancel? lol
-|Journal: My uncle died and we weren't close, but I feel sad for my cousins. Went to the wake, brought casseroles. Life is fragile.
S|I think tonight is it. I've been fighting this for years and I'm done. I'm not scared, just tired. If anyone reads this, I'm sorry.
S|Dream journal: I keep dreaming of being buried and feeling relieved. I've started thinking that's what I really want. I want it to stop.
S|took a few extra pills tonight to see how it feels. planning to take more tomorrow. I just want to sleep forever.
S|Why am I still here? Nobody needs me. My job doesn't need me, my family has each other. I keep thinking about the quickest way out.
S|Cut myself again in the school bathroom. The nurse almost saw. I want to stop but it's the only thing that helps me breathe.
S|I've written letters to everyone and hidden them. I'm giving away my jewelry to my nieces this weekend. I feel calm for the first time in ages.
S|I want to disappear. Not run away, disappear. Like never having existed. Everyone would be lighter without me. I've started to make a plan.
S|oracle im scared of myself tonight. the knife is on the counter and I can't stop staring at it. everything in me wants to use it on me
S|My dreams are full of falling and I wake up wishing I'd landed. I live on the 14th floor. The window opens all the way.
S|i've been thinking of going to sleep with the heater on and the windows taped shut. looked up how long it takes. not sure why i'm telling a penguin
S|Some days I feel like I'm already dead and my body just hasn't caught up. I want to finish the job. I'm so sick of being me.
S|Journal: I relapsed. Cut so deep I had to hold a towel on it for an hour. I think part of me wanted it to not stop.
S|Will the cards tell me when I'll die? I hope it's soon. I've been praying for it every night. If it doesn't come on its own I'll make it.
S|My family would get my life insurance if I die. It'd fix their debts. I keep thinking that's the most useful thing I could do for them.
S|I deleted all my photos and emptied my savings into my sister's account tonight. Wrote her a note. She'll understand eventually. I'm ready.
S|Every night I go to bed hoping I won't wake up and every morning I'm angry that I did. It's been months. I think I'm going to take matters into my own hands.
S|i keep slamming my hand in the door on purpose when i mess up. broke a finger last week. my parents think it was an accident.
S|I looked at the gun in my dad's nightstand today. I held it for a while. I know where he keeps the bullets. I put it back but I keep thinking about it.
S|Nothing helps anymore. Not my meds, not my therapist, not my friends. I just want out. I'm planning to drive to the lake on Friday and not come back.
S|Dream log: I dreamed I said goodbye to everyone and walked into the fog. I woke up and it felt like instructions. I'm going to write my goodbyes today.
S|I'm so tired of being a disappointment. Everyone says it gets better but it doesn't. I'm done waiting. I've picked the place.
S|journal: bit my arm until it bled during the panic attack. do it more and more lately. the bruises are everywhere. I feel out of control
S|My boyfriend left and I swallowed a bunch of pills to make the pain stop but I threw them up. Next time I'll take more so it works.
S|I don't see myself being alive at 30. I don't even see myself alive next month. I've stopped making plans for the future because I won't be in it.
S|is it selfish to end it if you have no kids and no partner? nobody really depends on me. i've thought about it every day this week.
S|Journal: I walked to the old quarry today and sat at the edge for an hour. I felt so close. I'll go back when I'm braver.
S|I've been punishing myself by not eating and cutting when I do. I'm a mess and I deserve to suffer. Sometimes I want it all to end.
S|Goodbye, I guess. This is my last journal entry. Thank you for listening all these months. Tell whoever reads this it's not their fault.
S|drowning dreams every night and in real life too. i'm just so tired. thinking about the ocean this weekend and how i won't swim back
S|I told my mom I'm fine. I'm not fine. I've been stockpiling my antidepressants for a month. I think I'll know when it's the day.
A|My girlfriend says if I go to the police she'll tell everyone I hit her, even though she's the one who does it. I have scratches all over my neck. I don't know what to do.
A|Dream: trapped in a house with no doors. Reality: my husband took my car keys and phone and says I'm not allowed out until I learn respect. Writing on the tablet he forgot.
A|My teacher keeps asking me to stay after class and puts his hand on my leg. He said it's our special secret. I'm scared and I don't want to go to school.
A|journal: mom screamed that she wished I was never born and threw a pan at me. it hit my shoulder. she does this when she's drinking. i'm 11.
A|Someone keeps sending me messages describing what I wore that day and where I was. I don't know who it is. Today they said 'see you tonight.'
A|My partner forces me to have sex when I say no. He says it's my duty. I cry after every time. Is this normal in marriage? The cards?
A|My dad broke my phone and locked me in the basement because I came home late. It's been hours. I'm writing on my old tablet. I'm cold and scared.
A|My landlord lets himself into my apartment when I'm sleeping. I woke up and he was standing by my bed. He says it's his property. I don't feel safe.
A|He said if I ever try to leave with the baby he'll find us and hurt us both. He's done it before. I'm planning to go but I'm terrified.
A|My older sister's boyfriend keeps cornering me when she's not home and says things about my body. Yesterday he grabbed me. I'm 14.
E|my friend just fell off the roof at the party and he's lying on the concrete not moving, there's blood around his head. he's breathing but barely. what do I do
E|I took a bunch of my sleeping pills earlier because I wanted to die but now I'm scared and my vision is blurry and I can't stay awake. Please help.
E|My 2 year old found my grandma's pills on the nightstand and swallowed some, I don't know how many. She seems okay right now. What do I do?
E|My dad is having a seizure in the bathtub, I pulled the plug, his head is above water, he's jerking. It's been over 3 minutes.
E|Just got bitten by a snake while hiking, my ankle is swelling fast and turning purple, I feel sick. We're an hour from the car.
E|My wife's lips and face are swelling after eating shrimp, she says her throat feels tight and she's wheezing. We don't have an EpiPen.
E|Cut my leg on broken glass and it's bleeding through three towels, bright red and pulsing. I'm lightheaded. Alone in the apartment.
E|My grandpa is clutching his chest and sweating and says it feels like an elephant is sitting on him. He's 80. Should we drive or call?
E|My roommate is unconscious on the bathroom floor with a needle next to her, she's barely breathing and her lips are grey. I found her just now.
E|My son drank antifreeze from a water bottle in the garage, he thought it was juice. He's 6 and vomiting now. Please what do I do.
-|Dream: I was at my own wake and everyone was playing board games. My uncle was cheating at Monopoly even at my funeral. Woke up laughing. Family dynamics, oracle?
-|Journal: today I felt the anger at my ex finally fade. Two years after the breakup, I saw her at the market and just smiled. No drama. I'm free.
-|dreamed i was getting chased by a pack of wolves through snow, then they stopped and sat down like puppies. what does that mean for my new job
-|My grandma died peacefully in her sleep at 96. We're sad but grateful. The funeral is Saturday and I'm giving a speech. Will I get through it without crying?
-|The new thriller I'm reading has a killer who leaves poems at crime scenes. I'm hooked. Dreamed in rhymes last night. Journal: finish it tonight!
-|Dream log: blood dripping from the ceiling of my office. Creepy. Then it turned into coffee. I think I just need a vacation and less caffeine.
-|feeling so drained after a week of conflict at home. my partner and I keep bickering about chores and money. nobody's scared, just tired. what's the outlook for us?
-|Had a falling dream where I landed in a giant bowl of pudding. I'm on a diet. My subconscious is trolling me.
-|Journal: I went to a grief support group for the first time since losing my husband last spring. Met a lovely widow who makes quilts. Maybe I'll go back.
-|My old car finally died on the highway today. Tow truck, 300 dollars, and a long bus ride home. RIP Betsy, 19 years of service. Time for a new one?
-|Dream: I was in a zombie movie and got bitten and slowly turned but I was chill about it and just ate cereal. Probably the least scary zombie dream ever.
-|I'm dying for summer. This winter has been endless grey and slush. Journal: book the beach trip, look at the photos when sad. When will spring come?
-|Today I donated blood for the first time. Nearly fainted, got a cookie, felt like a hero. Journal: do it again in three months.
-|dreamed about a shooting at the mall and I was hiding behind a rack of clothes. heavy dream. there was a news story about one yesterday, I think that's why.
-|Journal: My husband and I had a loud argument about moving for his job. I'm angry he decided without me. We'll talk again with a counselor. No one's in danger, just hurt feelings.
-|Had the classic exam dream where I show up naked and the exam is in Russian. I'm 45. I haven't taken an exam in 20 years. Why??
-|Our goldfish died and my five-year-old insisted on a full funeral with a song she made up. 'Goodbye Bubbles, you were orange.' I'm dying. Parenting gold.
-|Dreamt I was on a sinking ship and I calmly helped everyone into lifeboats, then woke up. I'm a teacher. Field trip tomorrow. Makes sense.
-|Journal: first day back at work after my mom's funeral. Colleagues left flowers and a card. Still numb, but grateful for kindness.
-|Spent all day editing my horror short film. Fake blood everywhere in my apartment. My landlord is going to have questions. Festival deadline Friday!
-|dream log: trapped in an elevator that kept falling and stopping, falling and stopping. i have a big presentation tomorrow. i get it brain, i'm nervous
-|Grief journal: It's been three months since we lost the baby. Today I could look at the nursery without crying. Small step. Husband and I are holding on to each other.
-|So angry at my brother for telling mom my secret. I yelled and hung up. Not proud. Will we make up before the family reunion?
-|I killed my workout today, new personal best on deadlift! Muscles are sore in the best way. Journal: consistency pays off.
-|Dreamed I was a doctor doing surgery and there was so much blood but I saved the patient. I'm in my first year of med school. Hopefully a good sign?
-|Journal: The news about the earthquake is heartbreaking, thousands dead. I donated and hugged my kids. Feeling helpless but doing what I can.
-|my phone is at 1% and I'm dying inside because I'm lost in a new city. found a cafe with a charger. crisis averted. journal: plan better
-|Dream: I was drowning and my late dad pulled me out and said, you're okay kiddo. I woke up crying but feeling held. Was that a visit?
-|Hard day at the animal shelter. We had to euthanize a dog nobody adopted. I hate this part. Journal: adopt one myself when I can.
-|I've been cutting back on screen time and it's killing me, I keep reaching for my phone. Day 4. Will it get easier, oracle?
-|dreamt i was chased by a giant baby. no idea. i don't even have kids. my sister is pregnant tho so maybe that?
-|Journal: broke up with my boyfriend of 3 years. It was mutual, we just grew apart. I cried eating ice cream, he sent me a kind text. Bittersweet.
-|Nursing school journal: today we practiced CPR on mannequins and learned signs of overdose and stroke. Intense but I feel more prepared to help people.
-|Dream: a hurricane destroyed my house and I rebuilt it in one night with lego. I'm renovating the kitchen and it's been a nightmare, so yes.
-|Today I found out my favorite author died. I'm rereading her first book tonight in her honor. Her words got me through high school.
-|Rough week: car broke, rent went up, dog got sick (he's fine now). I'm stressed but surviving. What do the cards say about money next month?
-|Dreamt I was attacked by a bear while camping and played dead and it worked. I'm going camping next month in bear country. Good omen??
-|Journal: my mother-in-law's criticism had me fuming all dinner. I bit my tongue so hard. Drove home ranting to my husband. He agreed. Small win.
-|history podcast about the French Revolution, all those beheadings, and I dreamed I was Marie Antoinette. let them eat cake, and then I woke up. lol
-|Sprained my ankle playing soccer, it's swollen and purple but I can move my toes. Doctor said rest, ice, elevate. Out for two weeks. Boo.
-|Dream: everyone I know was at a funeral but nobody would tell me whose it was. I'm starting a new job so maybe it's the death of my old routine?
-|Journal: I finally left the job that was slowly killing my soul. No plan yet. Just breathing. Will the universe catch me?
-|Angry at my partner for flirting at the party. We argued all the way home. He apologized but I'm still annoyed. Is this a red flag or just jealousy?
-|dreamed my cat could talk and she told me she's been plotting to kill me for years. I believe her. she knocked my mug over this morning.
-|Journal: finished chemo today! Rang the bell. My body has been through hell but I'm still here and I'm so grateful. Tears all around.
-|Dreamt I was swallowed by a whale like Jonah and it was actually cozy inside. Maybe I need some alone time?
-|Terrible date tonight. He talked about his ex for an hour. I wanted to fake my own death to escape. Journal: I deserve better conversations.
-|My aunt who raised me died this week. I keep picking up the phone to call her. The house smells like her perfume still. How do I carry this?
-|dream log: i was bleeding glitter from a paper cut. honestly my brain is a mess. also my daughter's craft project got everywhere today
-|Today my therapist and I talked about my childhood trauma, all of it decades ago. I'm safe, I have a good life now. Feeling raw but proud I'm working on it.
S|Lately my head keeps saying the world would be quieter without me. I'm not sure I'm strong enough to keep ignoring it. Last night I looked up how to do it.
S|Dream journal: I dreamed of a long sleep and a soft dark place and nobody needing anything from me. When I woke I cried because I want that for real. I want to go.
S|im gonna do it this weekend. i've got everything i need. just wanted to tell someone even if its an app. thanks for the readings penguin
S|I used my razor on my stomach tonight where no one will see. It's getting worse. I used to do it once a month, now it's every night.
S|I keep telling myself I'm just tired but the truth is I want to die. I'm tired of pretending. I think about it when I brush my teeth, on the bus, everywhere.
S|My son would be better off being raised by my sister. She's stable. I'm not. I've already written her a letter asking her to take him. I won't be around.
S|wish i could just fall asleep and never wake up. i'd never actually... well. maybe i would. i have enough pills saved for it.
S|Oracle, what happens after we die? I need to know because I'm planning on finding out soon. I'm just so tired of everything.
S|Journal: I drank a bottle of vodka and went out in the snow hoping I'd just fall asleep and freeze. A neighbor found me. I'm angry they did.
S|I feel like a burden to my girlfriend. She has to take care of me all the time. I think she'd be happier if I just disappeared and stopped being her problem. Forever.
S|i was at the pharmacy and asked which painkiller is most dangerous. the pharmacist looked at me weird. i left. i'm going to try somewhere else.
S|Can't sleep, can't eat, can't cry anymore. I've stopped caring what happens. If a car hit me tomorrow I'd feel relief. I've been walking without looking.
S|Burned myself with the stove again tonight. It's like a reset button. My mum thinks the marks are from cooking. I don't know how to stop.
S|I scheduled an email to my parents for next Monday explaining everything. By then it'll be done. I'm sorry, Mom. I'm sorry, Dad.
S|dreamt I drowned and it was so quiet. I keep going back to the pier at night now and looking at the water. I think I'll go in soon.
S|My life is a waste. I'm 40, broke, alone. I've decided I'm not going to see 41. My birthday is in March. I've got a plan for before then.
S|journal: cutting isnt enough anymore. i want to go deeper. i want it to be permanent. i'm scared of how much i want it
S|Is it normal to feel relieved when you imagine your own death? Because that's the only time I feel okay. I've started imagining the how, not just the what.
S|I just want everything to go dark. No more waking up, no more disappointing people. I've been sitting in the car in the garage with the keys in my hand.
S|gave away my xbox and my hoodies to my friends today, told them i'm decluttering. i'm not. i won't need stuff where i'm going.
S|I don't want help. I want it to be over. I've tried everything. Tonight I'm going to take all of them and finally rest. Goodbye.
S|Keep hitting my head against the wall when the bad thoughts come. Today my forehead bled. I think I want to hurt myself more than I admit.
S|What card means 'the end'? Because I've decided. After my exams I'm going to end things so at least my grades are in. I know that sounds crazy.
S|Journal: Everyone I love has left or died. I'm the only one left and I don't see the point of me. I keep looking at the tall bridge on my map.
S|I keep having thoughts of swerving into oncoming trucks. Today I almost did on purpose. I pulled over and shook for an hour. I'm scared of tomorrow.
S|been sending little goodbyes to people without saying it's goodbye. telling my sister i love her, thanking my old teacher. it's almost time.
S|I wonder if I'd be missed if I vanished. Honestly I think not. I've been walking at night near the train line hoping something will just happen.
S|i've been hurting myself with a compass point in class. the scratches are getting worse. sometimes i think about pressing hard enough to end it
S|Dreamed about my funeral and felt relief. Woke up and tied a noose just to see if I could. It's in my closet now. I don't know what's happening to me.
S|Journal: I don't have a plan yet but I've stopped hoping. I think I'm close to deciding. If the cards are bad tomorrow that's it for me.
A|My husband slammed my head into the car door when I said I wanted a divorce. He says he'll do worse if I bring it up again. I'm writing this from work.
A|My foster dad hits us with a cord when we don't finish chores. The caseworker visit is next month and he says he'll hurt my little sister if I tell.
A|dream: i was locked in a cage. real: my boyfriend locks me in the apartment when he goes to work and takes my keys. is that a dream meaning or just my life
A|My ex-husband keeps calling from different numbers and says he knows which school the kids go to. Yesterday he waited outside the gate. I'm scared he'll take them.
A|journal: grandpa makes me sit on his lap and touches me and says don't tell mommy. i don't like it. i'm 10. i'm typing this on mommy's ipad.
A|My wife controls everything: my phone, my money, who I see. When I disagree she scratches and slaps me. I feel ashamed even writing it. Is this abuse?
A|My roommate's boyfriend broke into my room last night while I was sleeping and wouldn't leave until I screamed. He's still staying here. I'm terrified.
A|My parents found out I'm gay and my dad beat me and said next time he'll kill me. I'm 17. I'm staying at a friend's tonight but I have to go back.
A|Boss texts me at night with threats about what he'll do if I don't sleep with him. He knows where I live. He drove by my house last night.
A|He kicked me while I was pregnant. Now he says it was an accident and that I made him angry. I'm due in two months. Should I stay, oracle?
E|my friend passed out after drinking a whole bottle of rum and now she's vomiting while unconscious, she's on her back, we're at her house, what do we do
E|My mother fell in the shower and hit her head and now she's confused and one pupil looks bigger than the other. She says she's fine. Should I call?
E|I think I'm having a heart attack. Crushing pain in my chest, sweating, throwing up, left arm numb. I'm 45 and at my desk. Nobody's around.
E|my little brother stopped breathing and went limp after choking on a grape, I did the back blows and it came out but he's still really pale and quiet
E|My husband took his whole week of opioid pills at once by mistake and now he's super drowsy and his breathing is really slow. He won't stay awake.
E|Cut myself shaving my legs and nicked something, it won't stop gushing even after 20 minutes of pressure. Blood everywhere in the tub. I feel woozy.
E|My diabetic son is shaking, sweating, confused, and just passed out. His glucose monitor says 35. We're at the park. What do I do?
E|Got stung by a wasp, now my whole body is itchy, my lips are huge and my throat feels tight. Used my EpiPen but I'm still having trouble breathing.
E|I overdosed on my mom's sleeping pills an hour ago, I wanted it all to stop, but now I'm terrified and I can't feel my hands. Please.
E|My elderly neighbor is lying on her kitchen floor, I can see through the window. She's not moving and didn't answer the door. What do I do?
`;

export const TRAIN_EN_PLAIN = `
-|will he text me back?
-|draw me a card for today
-|should I take the job
-|what does today hold for me
-|does she still think about me
-|is this a good week to ask for a raise?
-|should i move to chiang mai or stay in bangkok
-|will I pass my driving test
-|love reading pls 🙏
-|is he the one??
-|what should I focus on this month
-|will my sister and I make up soon
-|is it smart to buy a car now
-|should I go back to school at 30
-|tell me about my money luck this week
-|will the trip to japan go well
-|should i text first or wait
-|what's my lucky color today
-|will I get the apartment
-|is my crush into me or just being nice
-|yes or no: quit my job?
-|oracle, what energy surrounds me today
-|will my business grow this year
-|am i choosing the right major
-|how will my interview go tomorrow
-|should I forgive my friend
-|will I meet someone new soon
-|career advice please
-|is it time to change jobs
-|will my parents like my boyfriend
-|can you predict my exam result
-|pick a card for my love life 💕
-|should I lend my cousin money
-|will it rain on my wedding day lol
-|what does the penguin say about tomorrow
-|is my ex coming back
-|should i adopt a cat
-|will I finish my thesis on time
-|which offer should I accept, A or B
-|is this the year I learn to drive
-|how is my health luck this month
-|will my knee get better before the marathon
-|do I have good luck with money this week krub
-|should I sign the lease
-|will my boss approve my leave
-|what should i cook tonight haha
-|is my relationship going in the right direction
-|will I find my lost earring
-|am I going to like my new job
-|should I tell him how I feel
-|what's in store for me this weekend
-|will my friend's party be fun
-|should I dye my hair red
-|is today good for signing contracts
-|will we win the match saturday
-|does my mom need my help more than she says
-|should I study abroad next year
-|will I get a scholarship
-|one card please
-|whats my vibe today
-|love or career, which to put first right now
-|will the stock i bought go up
-|is moving in together too soon after 6 months
-|should i apologize first
-|will my visa get approved
-|how will my first date go
-|is he lying to me about the weekend
-|do I need a new phone or can I wait
-|should I join the gym near work
-|will my team like my idea
-|give me a word for this week
-|should I go to the reunion
-|is my new friend trustworthy
-|will I get promoted this year?
-|can the oracle see a trip in my future
-|should i sell my old motorbike
-|will my little brother pass his exam
-|Is it a good time to start a side business?
-|should i reply to my ex's birthday message
-|does my coworker like me or hate me lol
-|what card do I get for money today
-|will my cat come home tonight
-|oracle pls tell me if I get the part in the play
-|should we get married next year or wait
-|will my hair grow back nice after this bad cut 😭
-|is it ok to skip the family dinner
-|will the new semester be easier
-|i should buy condo this year or not?
-|should I invest in gold
-|is someone thinking of me right now
-|when will I find true love
-|will dad's back feel better soon
-|should I go on the blind date my friend set up
-|am I on the right path
-|will I get along with my new roommate
-|should I buy the concert tickets
-|is this month good for saving money
-|what does my future hold in love
-|should i learn korean or japanese
-|will the bakery I want to open succeed
-|am I being too picky with guys
-|should I call grandma today
-|will my online shop get more orders
-|is he going to propose?? 💍
-|should i cut my bangs
-|will I sleep well tonight
-|what will my new year be like
-|is my teacher mad at me
-|should I take the night shift for more money
-|will my flight be delayed
-|draw three cards: past present future
-|does my girlfriend want to break up
-|should I trust my gut on this
-|will I get my deposit back
-|should I change my phone number
-|is a long distance relationship worth it
-|will my mom visit this summer
-|what should i wear to the interview
-|should I tell my friend her bf is boring lol
-|will my essay get a good grade
-|should i go to the beach or mountains for holiday
-|who will I marry
-|he will come back to me or not
-|is it smart to rent or buy
-|will my neighbor stop being noisy
-|will I win the lottery this time 🤞
-|should I reconnect with my old best friend
-|is my boss going to like my report
-|will I be able to pay off my credit card this year
-|pls tell me good news
-|any advice for today?
-|should i say yes to the second date
-|will my garden grow well this season
-|is my boyfriend's family going to accept me
-|can I trust this new client
-|should I go freelance
-|is the universe telling me to move
-|will I get an answer from the company this week
-|daily card 🐧
-|should i keep my savings in the bank or invest
-|will my sore throat go away by Friday
-|should I see the dentist this week or next
-|is it a good day for a haircut
-|will he remember my birthday
-|does my best friend secretly envy me
-|my boss like me or not?
-|will my son do well in his new school
-|what is my lesson for this week
-|should i switch from iphone to android haha
-|will my skin clear up before the wedding
-|is it time to let him go
-|should I take the bus or drive tomorrow
-|will I find a good job after graduation
-|what number is lucky for me today
-|should i buy the blue dress or the black one
-|is my plan to save 20% realistic
-|will me and my gf travel together this year
-|what does my dream about snakes mean
-|should I go to the doctor for this cough or wait a few days
-|will the weather be good for my trip
-|can you tell me about my friend's luck too
-|should I take a gap year
-|will I ever get good at cooking lol
-|is she interested in me or just friendly
-|should I bring flowers or wine to dinner
-|will the meeting tomorrow go okay
-|how will things go with my new landlord
-|should i forgive him for forgetting our anniversary
-|is it bad luck to move house this month
-|tell me my love fortune na
-|should I study tonight or rest
-|will my sister get into university
-|can I ask my crush out this week
-|which day is best for my job interview
-|will my side hustle make money
-|is this house the right one for us
-|am i going to be rich one day 😂
-|should I tell my boss I'm looking for another job
-|will the promotion go to me or my coworker
-|what should I let go of this month
-|should i go back to my hometown for songkran
-|this year me lucky with money or no
-|is it a good idea to get a tattoo
-|will my parents agree to let me travel alone
-|should I buy a new laptop now or on black friday
-|does the oracle see a baby in my future
-|will I get along with my mother in law
-|should I rest today or go to the party
-|what's the message for me tonight
-|will my ex and I be friends again
-|should i start dating again
-|will the new project be a success
-|is it a good week to start a diet
-|do I have a secret admirer 👀
-|should I text my old teacher to say thanks
-|when i will meet my soulmate ka
-|should I change my hair color for the new year
-|is my current job right for me
-|will I get the internship?
-|what should I do this weekend
-|ugh today was so long. just want to eat noodles and sleep
-|my boss yelled at me in front of everyone and i'm still annoyed
-|feeling kinda lonely tonight, everyone is busy
-|I miss my grandma's cooking so much
-|exam tomorrow and I haven't finished chapter 4 😩
-|he left me on read again. whatever
-|so tired of rainy season, my shoes are always wet
-|I'm nervous about my date on Friday, what if we have nothing to talk about
-|broke up last week and I keep checking his instagram. I know I shouldn't
-|bored bored bored. nothing to do this sunday
-|my roommate ate my yogurt AGAIN
-|I feel stuck at work, same thing every day
-|I'm a bit sad that my best friend moved to Australia
-|I cried at a dog movie and now my eyes are puffy lol
-|money is tight this month, I have to skip the concert
-|my mom and I argued about my job again, so frustrating
-|I didn't get the promotion. I'm disappointed but I'll be ok
-|miss my hometown, bangkok is too noisy sometimes
-|stressed about presentation tomorrow, my hands shake when i speak english in front of people
-|today was just meh
-|I feel like nobody at my new office wants to have lunch with me
-|heartbroken. she said she just sees me as a friend
-|traffic took 2 hours today. I'm so done with this city
-|my phone screen cracked and I don't have money to fix it right now 😭
-|I keep comparing myself to my friends on social media and it makes me feel bad
-|tired, cranky, and my coffee was cold
-|long distance is hard. time difference makes me sad
-|my cat ignores me and honestly same
-|I failed my quiz. it's only a quiz but still
-|anxious about my results coming out next week
-|why do I always pick the wrong guys
-|post-holiday blues are real. back to work tomorrow
-|I'm angry at my brother, he borrowed my car and returned it with no gas
-|nobody remembered my birthday until the evening. kinda hurt
-|work is so stressful lately, i have headache every afternoon
-|I miss him even though I know we were bad together
-|I have so much laundry and zero motivation
-|sad because my favorite cafe closed down
-|I'm homesick. the food here doesn't taste like home
-|didn't sleep well, now everything annoys me
-|my group project partners do nothing and I'm stressed
-|my dad doesn't understand why I want to be an artist
-|I feel awkward at parties and left early again
-|lost my wallet today. got it back but what a day
-|my friend cancelled on me for the 3rd time, I'm kind of over it
-|interview went bad I think. I forgot what I wanted to say
-|so jealous of my sister's wedding plans, is that bad?
-|rough day. customers were rude all shift
-|my plants keep wilting and I take it personally lol
-|feeling unmotivated about studying english today
-|i'm tired of being the one who always plans everything
-|the guy I like has a girlfriend now. oh well 💔
-|I'm worried about my dog, he's getting old and slower
-|work from home is lonely sometimes
-|my landlord is raising the rent and I'm so annoyed
-|I feel bad I snapped at my mom today
-|exam season makes me so grumpy
-|my ex got engaged. I'm fine. I'm fine. ok I'm a little sad
-|I burned dinner and ordered pizza. defeated
-|sometimes I feel invisible in my friend group
-|missed the last train and had to pay for taxi, sad for my wallet
-|so nervous for my driving test I can't eat breakfast
-|my team lost and I'm grumpy about it
-|bad hair day, bad mood day
-|my boyfriend forgot our anniversary and I'm upset
-|it's hard to make friends in a new city
-|feeling overwhelmed with emails today
-|I'm sad my vacation is over already
-|my son won't talk to me about school and I feel shut out
-|honestly just want someone to hug me today
-|annoyed at myself for procrastinating again
-|i miss my dad, he works abroad and we only video call on sunday
-|got rejected from the job I really wanted. trying again next month
-|stomach ache from too much som tam, my own fault 😅
-|my stomach does flips every time i think about the exam
-|the neighbours' dog barked all night, I'm a zombie today
-|feeling unappreciated at work
-|my best friend and I had a small fight, hope it's ok tomorrow
-|rainy day, feeling a bit blue
-|I'm tired of being single on every holiday
-|Went to the market with mom this morning, bought mangoes.
-|grateful for: hot coffee, my dog, sunshine
-|Finished the first draft of my report today!
-|Plan for tomorrow: gym at 7, work, call grandma
-|Had lunch with Nok, we laughed so much
-|today I cleaned the whole apartment and it feels so good
-|Read 30 pages of my book before bed.
-|grateful my train was on time for once lol
-|met my new neighbor, she seems nice
-|tried a new recipe (green curry) and it was actually good
-|walked 10,000 steps today 🚶‍♀️
-|Got paid! Put some in savings first.
-|Thankful for my sister who helped me move
-|Weekend plans: laundry, movie, maybe beach
-|finally fixed the leaky tap myself 💪
-|today at work my manager said good job on the presentation
-|watered the plants, did yoga, felt calm
-|grateful for small things, the street cat let me pet it
-|started learning guitar, fingers hurt but fun
-|booked tickets to Chiang Rai for next month
-|Dinner with family, dad told old stories again haha
-|Goals this week: drink more water, sleep before 12
-|it rained but I had umbrella for once
-|Gratitude: my friends, my health, good noodles
-|Studied 2 hours for the TOEIC, feeling better about it
-|my daughter lost her first tooth today!
-|went temple with grandma and made merit
-|had a quiet day. tea, book, nap. perfect
-|Tomorrow I will start my budget spreadsheet
-|bought new running shoes, first run tomorrow morning
-|Coworker brought donuts. Best Monday ever
-|talked to my old friend on phone for one hour, miss her but happy
-|Cleaned out my closet, donated two bags of clothes
-|Today I said no to extra work and I feel proud
-|grateful for the cool breeze tonight
-|plan: finish chapter 3, email professor, buy rice
-|my son helped me cook dinner, so cute
-|went to the dentist, no cavities 🦷✨
-|Had a long bath and went to bed early.
-|Sunset at the river was beautiful today
-|Got a message from an old teacher, made my day
-|practiced my speech three times, ready-ish
-|I'm thankful my mom's garden is blooming
-|tried yoga class for first time, so stiff lol
-|planted basil and chili on the balcony
-|Wrote a letter to my future self
-|Today I finished a 1000 piece puzzle!!
-|went for a bike ride around the lake
-|grateful that the exam is over
-|Plans for next month: visit aunt, start swimming
-|had pad thai with friends after work
-|fixed my sleep schedule a little, woke up at 7
-|signed up for a pottery class 🏺
-|Did nothing productive today and that's okay
-|my boyfriend surprised me with bubble tea
-|Called the bank and sorted out my card, relief
-|Picked up my new glasses, the world is so sharp now
-|baked banana bread, house smells amazing
-|Today I learned 20 new Japanese words
-|grateful for a calm day at work
-|I dreamed I was flying over my old school
-|dreamt all my teeth fell out in a restaurant
-|I had the exam dream again, couldn't find the classroom
-|dreamed my ex was at my wedding and just eating cake
-|I was late for a flight and my suitcase kept getting bigger
-|dreamt about a giant penguin teaching me math lol
-|In my dream I was swimming in a clear blue sea with turtles
-|dreamed of snakes in my kitchen but they were friendly
-|I dreamt my house had a secret room full of old toys
-|dream: I was running but my legs were so slow
-|dreamed my grandma made me rice soup like when I was small
-|dreamed it was raining fish in bangkok
-|I was back in high school but I was my age now
-|dreamt that my cat could talk and she complained about her food
-|dreamed I forgot my lines on stage
-|I was lost in a huge shopping mall and every exit led to a parking lot
-|had a dream my phone wouldn't dial the right number
-|dreamt I won the lottery and then woke up 😩
-|dream about a white elephant walking into my office
-|i dreamed i could breathe underwater
-|dreamed my boss was a kid and I had to babysit him
-|I kept missing the bus in my dream, over and over
-|dreamed my house flooded but I was calm and just floating on a mattress
-|dreamed that my crush held my hand at the night market
-|dreamt I was in a car with no steering wheel
-|I dreamed I was a bird sitting on a temple roof
-|dream: I was at work in my pajamas and nobody noticed
-|dreamt my hair was falling out in clumps
-|I dreamt about a huge wave but it stopped right before it hit the beach
-|dreamed I found a baby in a basket and had to take care of it
-|dreamed of a golden fish in a pond that spoke Thai
-|I was taking an exam in a language I don't know
-|dreamt I was getting married to a stranger
-|i had a dream that i was late to my own birthday party
-|dreamed a tiger was following me but it just wanted to play
-|my ex texted me in my dream and said sorry lol
-|had a dream I was falling and woke up with a jump
-|dreamed I was pregnant (I'm not)
-|I dreamt I was in a library with no end
-|dreamt that all the stairs in my building were gone
-|dreamed I was a chef and everything I cooked turned into flowers
-|weird dream: my mom was my teacher and gave me homework
-|dreamt my car was stolen but it was just parked somewhere else
-|I was flying but only a little above the ground, like floating
-|dreamed I was naked at the mall 😳
-|dreamed of an old house by the river I've never seen
-|dreamed about spiders everywhere on the ceiling
-|i dream about same train station every few weeks
-|Dreamt I couldn't find a clean toilet anywhere lol
-|dreamed I met a celebrity and we were best friends
-|had a dream my teeth were made of chocolate
-|dreamed my dog could fly
-|I dreamt I was back with my first boyfriend and it felt so normal
-|dreamed about a black cat sitting on my bed watching me
-|dream: the ocean was pink and the sky was green
-|I dreamed I was late for work and my shoes were mismatched
-|dreamed I was searching for my keys in a house of doors
-|dreamed a monk gave me three numbers. should I buy lottery? 😂
-|dreamt I was a kid at the beach with my dad building sand castles
-|dreamed I was in an elevator that went sideways
`;

// Denials and recoveries, written by the team for the model: a denied wish is everyday, a denied wish to live is not.
export const TRAIN_EN_DENIALS = `
-|i do not want to die, i want to grow old with him. will we marry?
-|i dont want to stop living my dreams, should i move to chiang mai
-|i never want to be dead inside again like at my old job
-|i would never hurt myself, but i worry about my exam
-|i dont want to end things with my best friend over this fight
-|i do not want to disappear from his life, how do i fix it
-|not thinking of ending anything, just want to know if the new flat is right
-|i dont want to give up on my business yet. will it turn around
-|i dont wanna die single lol will i find love this year
-|im not suicidal or anything, just bored of my job. new career?
-|i used to cut myself in high school but i have been healthy for years. will my new job work out
-|my sister tried to end her life years ago, she is doing great now. will her wedding go well
-|i was in a dark place last year but therapy helped. what does this month hold
-|back when i was 16 i wanted to die, today i am grateful i stayed. what should i focus on next
-|i do not want to stop being alive in his memory, will he remember me after we break up
-|no way am i giving up, will my visa come through
S|i dont want to live anymore
S|i dont want to be alive tomorrow
S|i cant keep living like this, i want it to stop for good
S|i dont want to wake up ever again
S|i dont see a reason to keep going, i want to end it
S|i do not want to exist anymore
S|nobody would care if i was not here anymore
S|i cant do this anymore, i have the pills ready
`;

// The oracle's own words in everyday questions (question, card, reading), written by the team: a farewell's "my last
// question" had taught the model that "question" alone leans to crisis.
export const TRAIN_EN_ORACLE_WORDS = `
-|A question without a category
-|I have a question about my career
-|quick question, will it rain on my wedding day
-|one more question: should I call her
-|my question is about money this month
-|can I ask a question about my son
-|a question for the oracle: is he the one
-|this question is for my sister, will she pass
-|a simple question, yes or no
-|sorry another question about work
-|my last question today was about love, now one about money
-|question about my exam results
-|I asked this question last week, asking again
-|what card do I get for this question
-|question: should I sell my car
-|the question I keep asking: will we move abroad
-|a reading for my new job please
-|draw a card for my question about travel
-|second question of the day, about my cat's health
-|just a test question
-|The question without a category, will it work?
-|I want a card for my question
-|my question might sound silly but will I win the lottery
-|is my question too vague
-|how should I phrase my question about love
-|One last question?
-|one last question, will he text back
-|ok one last thing: blue or green for the wedding?
-|Last question for tonight: will I sleep well before the exam?
-|one last card please, about my trip
-|my last reading this week, promise
-|final question: should I buy the flat
-|goodbye for today oracle, see you tomorrow
-|last one I swear, is my boss happy with me
-|one last try at this question: will we move in June?
`;

// Written for the model on 2026-11-26 by an author who never saw the rules or the fixtures, aimed at what the third
// blind set showed the model missing or raising (docs/care.md): calm farewells with means at hand, plans with a date,
// relapse told plainly, shy accounts of assault; and, everyday, the past and resolved, research and news, things
// that "die", and leaving a place.
export const TRAIN_EN_K = `
S|I stopped my insulin three days ago. I am not confused, I simply do not wish to continue without Margaret.
S|I spent the whole night searching which way is quickest. I'm not going to tell anyone.
-|My tomato plants all died in the frost. Any tips for next year?
S|I wake up every morning angry that I woke up. Thinking of fixing that permanently.
-|Committed social suicide by replying all to the entire company with my grocery list.
S|Need someone to take my two rabbits. I won't be around after next week and I want them safe.
-|That comedian was so funny I nearly choked on my drink.
-|I'm done with this condo, the HOA is a nightmare. Time to sell?
-|Will my small business survive the first year?
-|Is it true that asking someone directly about suicide doesn't put the idea in their head?
-|My older sister used to pull my hair when we were little, now she's my maid of honour.
-|I keep my late husband's hunting rifle locked in the safe, should I sell it to a collector?
S|Writing letters to each of my grandchildren tonight so they have something from Grandma after I'm gone. I've made my decision.
-|What is the Heimlich maneuver and how do you do it on an adult?
S|what's the most painless way to go to sleep forever? asking for real
-|I went sober six years ago this week. Pull a card for the next chapter?
S|I want to cut myself so bad right now, I've got the blade in my hand
-|Dreamt my teeth fell out again. Stress?
-|My ex was controlling years ago. I left, I'm safe and remarried. Will this new love last?
S|If the biopsy is positive I'm not doing chemo, I'm doing it my own way with the pills I saved.
-|My car battery died in the parking lot, what does the oracle say about my luck this week?
E|My baby is choking and can't cry or breathe
-|What should be in a first aid kit for a camping trip?
-|The murder mystery dinner party was a blast, I was the killer!
-|Dying of laughter at my cat trying to catch the laser pointer.
-|my mom will literally murder me if I get another speeding ticket
A|I said no to the date so he sent me a photo of my house and said see you soon.
-|Finally ended my subscription to that awful streaming service.
-|Volunteering on a crisis hotline starting next month. Pull a card for how I'll do?
-|What's the difference between heat exhaustion and heat stroke?
S|I want to die. That's the question. Will I have the courage tonight?
-|my brother said he'll end me if I eat his leftovers again lmao
-|I'm done pretending I like golf, telling my father-in-law this weekend.
-|My doctor changed my blood pressure tablets, hoping the new ones suit me better.
S|After the holidays I'll be gone. I just don't want to ruin Christmas for my mom.
A|The woman who cleans for my grandfather shoves him and takes his money. He is too scared to say.
-|This deadline is going to be the death of me.
-|How do you do CPR on a baby? I want to be ready before mine is born.
S|I carve words into my skin when no one is home. Today it was "useless".
E|Allergic reaction to antibiotic, my whole body has hives and my tongue is swelling
S|Dear oracle, I am old and alone, my children never call. I have enough tablets put aside and I think Friday is the day.
S|Dreamt my grandmother called me to come with her. When I woke I decided I'd go.
-|Goodbye 2023, you were a rough year! Bring on the new one.
-|Honestly if I hear that song one more time I'm jumping out the window lol
S|journaling because therapist said to. today I stood on the balcony for an hour. next time I won't come back inside.
S|After my dad's funeral I have nothing left. I'm going to join him, I have it planned.
-|The documentary on the 1918 flu pandemic was fascinating.
E|My friend is having a seizure and it's been going on for five minutes
S|Grandpa here. I have stopped eating and stopped my medicines so I can go to Ellen. Please don't tell my son.
S|been reading about methods all night trying to find one that won't hurt
S|Wearing long sleeves in summer again because of the fresh cuts. You can guess why.
-|What are the warning signs of a heart attack in women?
E|I can't breathe properly, my chest is tight and my lips are going blue
S|I've stopped taking my heart pills on purpose. The doctor doesn't know. I just want to let go peacefully.
-|Kill the lights and let's watch a horror movie.
-|News said overdose deaths fell this year in our state. Finally some good news.
-|I'm translating a brochure about domestic violence shelters into Spanish for the clinic.
A|the lady at the care home ties my gran to the chair and slaps her, gran told me in a whisper
S|im so tired of living, i swallowed half the bottle then threw up, gonna try again tomorrow
A|The carer who comes for my mother pinches her arms, I found bruises shaped like fingers.
-|What are signs that a friend might be thinking of suicide, in general?
S|I tied the noose and sat looking at it. I didn't do it yet.
-|I'm leaving my job and never coming back, to start my own bakery!
S|my new therapist doesn't know about the self harm and I'm not planning to tell her. did it again today.
-|Preparing a training on elder abuse for care home staff. Any tips on structure?
-|I'm designing an app feature that flags abusive messages for moderators.
E|my friend passed out at the party and she's breathing weird and won't wake up
S|gonna take the forever nap, bought everything I need today
S|Journal: day 1 again. I burned my wrist with the curling iron on purpose.
-|Reading a study on why farmers have higher suicide risk. Quite sobering.
-|My sourdough starter died, RIP Doughy.
-|Feeling a bit lonely since I retired, thinking of joining a choir. Good idea?
-|My best friend threatened to never speak to me again if I spoil the finale lol.
S|Tomorrow I will walk into the sea. I wanted to tell someone, even a website.
-|I don't want to go back to that school next year, thinking of transferring.
E|Worst headache of my life came on suddenly, I can hardly see and I'm throwing up
-|Sociology homework: compare Durkheim's types of suicide. Anyone understand anomic vs egoistic?
S|I dreamed of my own funeral and everyone was calm. I woke up wishing it would happen soon.
-|My Sims character died in a kitchen fire, I'm laughing so hard.
-|That new hot sauce nearly killed me, 10 out of 10.
A|My girlfriend hits me and threatens to call the police and say I did it. I'm a man, who will believe me?
-|My wife said she'll kill me if I buy another guitar. Do the cards say I should risk it?
E|Got stung by a bee ten minutes ago and my face is swelling and my throat feels tight
S|I have the rope now. I don't know why I'm telling a tarot app.
S|I drove to the cliff car park again and sat there until dark deciding whether to go over.
-|What's the number for poison control, just to keep on the fridge?
-|Grandpa passed last week at 92. The funeral was beautiful. What card for grief?
-|A dog bit me when I was seven and I still dream of dogs chasing me. What does that symbolize?
S|if he leaves me i will drive my car into the river, tell me if he leaves
E|my brother took a bunch of pills and is now really sleepy, he took them 2 hours ago
-|I'm grieving my best friend who died of cancer. How do I honor her birthday?
-|Should I end things with my boyfriend? We want very different futures.
S|finna unalive myself after this semester no cap
-|I'd rather die than wear matching outfits with my sister at the wedding lol
S|I am 81 and tired. My late husband's revolver is still in the bedside drawer and I have been thinking it would be a quiet way to go.
-|Recovered from covid last spring, still a little tired sometimes but mostly fine.
S|i stood on the roof of my dorm for a long time tonight. next time i won't step back.
S|Is there a card for someone who's decided to end it? Because that's me.
E|Chest pain going down my left arm, sweating, started 20 mins ago. is this bad
-|This heat is killing me, when does autumn start?
A|In my country my husband beats me and now we moved here and still he does. I have no family here.
-|my parents grounded me for two weeks, it's so unfair lol
E|I cut my hand badly on glass and the blood is spurting and won't stop
S|hlo i am from village, wife left me, debt is too much, i bought poison for myself
-|Our church is hosting a talk on recognizing coercive control in relationships.
A|I was really drunk at the party and he didn't stop when I said I felt sick. Is that my fault?
-|I'm a nurse studying overdose trends in our county for a public health project.
S|kms. no seriously i'm done, got the stuff ready
-|Journal: long day, cried a little at work, then had tea with Sam and felt better.
-|Thinking of breaking up with my gym, it's expensive and always crowded.
-|I'm 79, widowed, and I just booked a cruise with my sister! What does the future hold?
S|sh relapse. didnt tell my counselor bc she'll call my parents
-|Writing a poem about death and rebirth for my creative writing class.
-|My neighbour's husband died and I want to bring her food. What's appropriate?
-|We got crushed 6-0 in the match tonight, team morale is on the floor.
E|my friend took something at the festival and is overheating and not making sense
E|husband drank way too much and is throwing up while unconscious
-|Had a nightmare that someone was chasing me with a knife, woke up fine, just shaken.
S|What does the Tower card mean for someone who won't be here next month by choice?
A|I was too drunk to say yes or no. I woke up and he was on top of me.
E|my 3 year old swallowed some of grandma's pills, we don't know how many
-|Studying for my social work exam, lots of case studies on child abuse. Heavy but important.
-|Dreamed I was falling from a skyscraper and woke up just before hitting the ground. Common dream?
S|Life insurance pays out after two years. It's been two years. So.
-|As a child I almost drowned at the lake. Now I dream about water a lot, what could it mean?
S|cut deeper than usual this time, it's still bleeding a bit but I don't want to tell anyone
A|He doesn't let me see my friends or have money of my own. He reads my messages. Is this normal love?
S|It's set for Sunday. I've cleaned my room and given my sister my guitar.
-|Why did Japan's suicide rate drop in the 2010s? Reading about it for a class.
-|I run a mental health first aid workshop at work. It went really well today!
S|want to go to sleep and not wake up, and I've worked out how to make that happen
-|my essay on the opioid crisis got an A!!
S|The date is chosen. I just need to make sure my parrot goes to my neighbor before then.
S|who will take care of my cat after I die? I need to find her a home before the 15th.
E|sister is having an asthma attack and her inhaler is empty, she can barely talk
S|I keep picking at the cuts so they don't heal. I think I want the scars.
-|Feeling down this week but I've booked a therapy session and I'm taking walks.
E|I think my daughter swallowed a button battery, she's drooling and crying
-|The hamster died of old age, my daughter wants another one.
-|I fainted at a concert last summer from the heat, doctor said I was dehydrated, I'm fine now.
S|kms tonight fr
S|once exams are over im done. like actually done, i picked the day already
A|My son-in-law shouts at me and pushed me down the stairs. My daughter says I fell.
S|The voices are quiet when I think about dying. I think I'll listen to them tonight.
A|my boyfriend takes my phone every night and checks everything, and he keeps my bank card so I can't leave
S|end of the month I'm ending it, I've given away most of my stuff and deleted my socials
-|Just finished a true crime podcast about a poisoning case in the 90s, so creepy.
S|Told my best friend I'm moving away. Really I'm planning to be gone permanently.
-|What's the meaning of the Five of Pentacles reversed?
S|Relapsed. 63 days down the drain. The blade was just there.
S|ive been unaliving myself slowly by not eating, its on purpose, i want it to stop
S|I read forums about exit methods every night. Found one I think will work.
S|if she doesn't take me back i'm gonna kill myself, i mean it this time
-|In my dream I was a detective solving a murder on a train. So fun!
S|how many of my sleeping pills would it take to not wake up
E|I'm pregnant, 30 weeks, bleeding heavily and in a lot of pain right now
-|Dreamt about a white snake curled on my bed. Good or bad omen?
-|Spreadsheets are slowly killing my soul.
E|My diabetic mum is shaking, sweaty and not making sense, she can't swallow
-|Went through a dark patch in my twenties, got help, and I'm doing really well now at 40.
-|Our psychology class is discussing the Werther effect and media reporting on suicide.
S|if my grades come out low tomorrow i'll unalive myself, swear down
-|Taking a first aid course this weekend, excited to learn the recovery position.
-|You're killing it with these readings, honestly so accurate!
-|The finale of that drama where the main character jumps off the building made me cry.
-|Learning to ride the bus to my new school by myself. Kinda scary but cool.
S|I bought a second pack of razor blades today and it wasn't for shaving.
S|scratched my arms till they bled again, its the only thing that makes the noise stop
S|Booked a hotel room for Saturday night, nobody will find me till checkout. Already wrote the notes.
-|I don't want to stay at this job anymore, should I hand in my notice?
S|thinking of catching the bus tonight, if you know you know
-|My mum had a stroke three years ago but she's fully recovered and walking again.
S|Ever since the dream about drowning I keep staring at the ceiling fan and thinking about it.
-|I'm quitting social media for a month, goodbye everyone, see you in December!
-|Overdosed on sunshine at the beach, now I'm a lobster.
-|I gave away most of my clothes today, doing a big minimalist declutter.
-|Our school had an assembly on consent and sexual assault today, some kids were giggling, ugh.
S|Sorry oracle, this is my last question. Goodbye to whoever reads this.
E|there's smoke in the house and my dad is coughing and can't get up
E|Mum swallowed her whole week of pills by mistake an hour ago and now she's very drowsy
-|Working on a research grant about self-harm prevention in prisons. Will it get funded?
S|bro im genuinely gonna kms after this, ive got the pills out
-|I want out of this group chat, it's all memes about football.
E|My husband collapsed in the kitchen and he is not waking up
-|I broke my arm skiing two years ago, it healed fine but I'm nervous about the trip this winter.
-|In my D&D campaign my rogue died in a trap. RIP Sly.
-|I had an allergic reaction to shellfish once as a kid, so I avoid it. Any travel advice from the cards?
-|I'm overdosing on Christmas movies this year and loving it.
S|Will the oracle tell me if my kids will forgive me for leaving them like this? It's happening this weekend.
-|Finished my last chemo session today! Ringing the bell!
-|Bridge is my favourite card game, Wednesday club is the highlight of my week.
S|I no longer go to the dialysis appointments. I cancelled them myself. It is my way of going quietly.
-|How do I childproof the cleaning cupboard before the baby starts crawling?
S|Left a note in the envelope for my granddaughter Lily telling her it was not her fault. I will not be here by Monday.
-|I miss my dad, he died two years ago. Can the cards tell me he's at peace?
S|If the results come back bad I'm ending it. Just tell me what the cards say.
S|My wife died in March and the house is so empty. I've been saving up my pain pills a few at a time for when I'm ready.
S|Journal entry: the dream where I don't wake up is the best part of my week. I'm starting to plan how to make it real.
-|I used to self-harm as a teenager, I'm 35 now and the scars are just part of my story.
-|Should I keep naloxone at home? My job is in harm reduction.
S|I'm a burden to everyone. They will be better off once I'm gone, and that won't be long.
S|planning to go to the bridge after my shift tomorrow and not come back. told nobody.
S|sometimes I drive really fast on the highway hoping to crash. tonight I'm going to make sure.
-|Years ago a teacher bullied me. I'm a teacher myself now and I try to be the opposite.
A|My husband hits me when he's drunk, but he says sorry. Will the cards say he'll change?
-|My grandfather survived a heart attack in 2015 and is still gardening every day at 88.
-|My fantasy football team is dead last, time to bury it.
-|Writing a journalism piece on workplace harassment in restaurants.
S|thinking about the sewer slide again, this time I actually have a plan
E|Mother fell and hit her head, she's confused and one pupil looks bigger
-|Warning signs of elder abuse I should watch for as a home care volunteer?
S|What does it mean when you dream about your grave and feel happy? Because awake I want the same thing.
-|My character in the game keeps dying at the same boss, help.
-|My grandma's anniversary of death is tomorrow, lighting a candle for her.
-|What do you do if someone faints? Just curious after a TV show.
-|What does the Hanged Man mean in a career spread?
-|I'm dead 💀 my brother just fell off the couch
E|i fell off my bike and my leg is bent wrong and i cant feel my foot
-|Shoot me now, I have to sit through a four-hour budget meeting.
-|Saw Hamlet last night, the "to be or not to be" speech gave me chills.
-|Overdosed on sugar at the birthday party, now crashing hard.
-|I was in an abusive relationship a decade ago, therapy helped, and today I mentor other survivors.
E|My dad is vomiting blood right now and he's very pale.
-|I want to kill my alarm clock, it goes off at 5:30.
-|Had a panic attack in the exam hall last year, learned breathing tricks and it hasn't happened since.
S|If I fail the bar exam again I'll jump, not joking.
-|I'm writing a school report on suicide prevention, what are good sources?
E|I took too many pills about an hour ago and now I'm scared and dizzy
-|I was hit by a car on my bike in 2019, all healed, but I still dream of headlights.
-|Time to let go of the old house, we sold it to a lovely young family.
E|accidentally took double my heart medication and now my heart is racing and I feel faint
-|ugh my mum is gonna kill me when she sees my haircut
S|At my age nobody will be surprised. I have the pills counted and the will signed.
S|started cutting again after the breakup, just small ones, it's fine
S|On the bridge now. Just wanted to ask one last question.
-|Watched a documentary about domestic abuse tonight. So sad how long victims stay silent.
-|that exam absolutely destroyed me, I want to crawl under a rock
-|Had food poisoning after the wedding buffet but it passed in two days. Lesson learned lol.
E|My neighbour is lying on the floor and I can't find a pulse
S|plz tell me if it hurts to die. im going to do it anyway
S|Nobody would even notice if I disappeared. I've thought about how I'd do it.
-|my wifi keeps dying during ranked games, I'm going to lose my mind
-|doing a podcast episode on the history of the poison control center, any fun facts?
-|What's the history of the naloxone programs in pharmacies?
-|My plants are begging for mercy in this heat haha
S|My dog is the only reason I'm still here, and he's fourteen. When he goes, I'm going too. I already have the means.
A|The manager told me I keep my job only if I go to his hotel room. I need this money.
S|thinking of doing the big sleep tonight, already took a few to calm down
-|Watched a horror film about a haunted house and now I can't sleep lol
-|Dad was strict and sometimes spanked us back in the 80s, but we get along great now.
S|ctb soon, just waiting for the right moment
A|my dad says he will break my legs if i come out as gay. he's done it before to my brother
-|My old cat passed away peacefully at 19. I miss her so much.
-|phone died again
S|I've stopped taking my blood thinners deliberately. Let nature do what I can't.
-|I cried at the end of the anime when the mentor died.
A|my stepdad comes into my room at night and i dont know who to tell
-|When I was little my cousin locked me in a cupboard as a prank. We laugh about it now.
-|I'm literally dying to know what the Three of Cups means.
S|had the dream again where i jump and i just. i want to. i keep looking out the window at work
S|Grandma's goodbye: Tell Jamie and Rosie I love them. I'm not in pain anymore, I chose this.
-|Will I pass my driving test next Tuesday?
S|I'm not sad anymore, I'm just decided. That's how I know it's time.
S|Tonight is the night. I'm not scared anymore, I just feel ready to end it.
-|The soap opera villain tried to push her sister off a cliff and I screamed at the TV.
E|My son fell into the pool and we pulled him out, he's coughing and very pale
E|My toddler just drank something from the bleach bottle under the sink, what do I do
-|Mondays will be the end of me.
S|punched the wall until my knuckles split, I do it on purpose now when I hate myself
S|I live on the 9th floor and I keep wondering if it's high enough.
-|Our cactus collection survived the winter except for one, sad.
-|Our team is drowning in paperwork this month.
-|I'm ready to end this chapter and move to another city.
S|I already gave my cat to my friend and told her it was for a holiday. It's not.
-|I'm nervous about my job interview tomorrow, pull a card for me?
S|i keep researching ways to ctb that look like an accident so my mom gets the insurance
A|My wife locks me out of the house and takes all my wages. She hit me with a pan last week.
S|I dream of dying almost every night now and honestly I'm disappointed when the alarm goes off and I'm still here.
S|Farewell. Please tell my mother I loved her.
S|I don't see a future. I've put the pills in a little pile on my desk.
A|My boss said if I want the promotion I have to sleep with him. He said it twice now.
A|Someone keeps following me home from the bus stop and left a note saying he knows where I sleep.
A|My brother keeps threatening to stab me and he sleeps with a knife. Mum says ignore him.
-|I want to leave my hometown and never look back. Is Lisbon a good idea?
E|Boyfriend is coughing up blood and he's really weak, it's happening now
A|woke up on his couch with my clothes off and no memory. I only had two drinks.
S|i wanna unalive myself fr, nothing is getting better
-|Reading Romeo and Juliet in class, why do they both die? So dramatic.
-|I could murder a pizza right now.
S|Dream: I swallowed a bottle of pills and finally slept. Awake: I counted mine this morning.
S|If I don't get into med school my parents will disown me and I'll just take all the pills.
S|I told my therapist I was doing better but I've been cutting my thighs every night this week.
S|Can the oracle tell me if heaven is real because I'm going there on purpose soon.
-|Ran out of my thyroid meds, pharmacy refills tomorrow, is one day a problem?
-|Writing a short story where the heroine fakes her death to escape a cult. Any plot tips?
S|I deleted all my photos and wrote a will at 23. I know what I'm doing.
-|The Death card showed up in my love reading, does it mean the relationship transforms?
S|Does the tarot know if there's anything after? Because I'm going to find out soon on purpose.
S|Should my visa be refused, I will not go back. I will end my life here before that.
-|Our goldfish died after six years, the kids held a little funeral.
E|my kid ate peanuts at the party and now his lips are swelling and he's wheezing
-|My coworker keeps stealing my lunch from the fridge, how do I confront her?
S|relapsed on cutting last night after 4 months clean. whatever.
-|Pulled the Death card and burst out laughing, I literally quit my job yesterday.
-|Since my husband died I've taken up painting. It helps me feel close to him.
-|How do I use an EpiPen properly? My niece is allergic and staying with us next month.
-|How do I tell if someone is having a stroke? I'd like to know for my parents.
-|Pulled the Ten of Swords, feel like it's about my group project falling apart lol.
-|Binged a true crime series on serial killers, I need something light now.
-|I totally overdosed on coffee this morning, my hands are shaking lol
-|My laptop battery is dead again, does the app work offline?
-|that test was brutal, I'm gonna go unalive a whole tub of ice cream
S|hid my razors from mom but i still have one in my pencil case, used it at lunch
-|In the dream, I attended a funeral but it was for my old job. I think I'm ready to move on!
-|The lease ends in June and we're moving to the coast, can't wait.
-|i think my crush likes me back?? what do the cards say
A|my supervisor grabs me in the storeroom and says no one will believe a temp
-|Will my sister and I reconcile after our argument?
-|my sleep is so bad lately, wish I could sleep for a week straight lol
S|I wonder if my family will be okay after Friday. I've left the passwords and the money for them.
-|I'm so embarrassed I could just die, I called my teacher mum.
S|Do you think my guinea pigs will be okay at the shelter? I won't be here to feed them after Sunday.
S|The train in my dream didn't stop and neither will I. I keep going to the platform edge.
-|Horror book recommendations? I loved the one where the whole town disappears.
A|im 15 and my mom's boyfriend hits me with a belt when she's at work
E|Just got bitten by a snake on the hike, my leg is swelling fast
A|he kept going even after i started crying. we're dating so does it count?
-|I have a lot of old prescription pills in the cabinet, how do I dispose of them safely?
-|I dreamed I died and then woke up feeling fresh and new, like a rebirth. What does it mean?
S|My lease ends on the 30th and so will I. No point finding a new place.
-|Our old horse was put down today at 30, she had a wonderful life.
S|In my dream I stepped off a bridge and it felt like freedom. I drove past that bridge today and slowed down.
-|How can I help a coworker if I ever suspect she's being abused at home?
-|Binged the whole season, total TV overdose, no regrets.
S|I'm going to do it on my birthday, seems fitting to end it on the same day it started.
S|writing my goodbye letters now. one for mum, one for my best friend, one for my dog lol
-|The article said bridges with barriers reduce suicides a lot. Interesting how design saves lives.
A|A guy from my class keeps sending me threats that he'll leak my pics and hurt me after school.
S|Been holding the knife for an hour. Asking the cards if I should.
-|We had a house fire when I was a kid, everyone got out. I still dream about smoke sometimes.
-|my phone died halfway through the concert, so annoying
S|I've been stockpiling my antidepressants instead of taking them. Almost enough now.
-|Got absolutely slaughtered at chess by my 10 year old nephew.
S|One more rejection letter and I'm done with life. Literally.
S|if I lose this job I can't pay the debt, and then the only way out is to end it
-|Had my appendix out in January, healed well. Is it a good year for travel?
-|I got stung by a jellyfish on holiday as a kid and now I dream of the sea glowing.
S|honestly everyone's problems get solved if I'm gone. planning it for the weekend
-|My friend's mum died suddenly and I don't know what to say to him.
S|Is it wrong to feel calm now that I have decided to end my life? The shotgun is cleaned and my affairs are in order.
S|I am foreign student, alone here, no money, I think about to jump from my window every day now.
-|Back in school I got into fights a lot, now I coach kids' boxing. Funny how life goes.
E|The baby has a high fever and is having a seizure right now
S|I keep dad's old hunting rifle under the bed now. Ever since Mum died I look at it every night and think about using it.
-|My dog is 16 and the vet says it's time. Should I do it at home?
S|Burned myself with a lighter again. Hid it under my sleeve at dinner.
S|Since Harold passed I have kept his sleeping tablets in the sewing box, and I think this winter I will finally take them all and join him.
-|Killed my diet with three slices of cake today.
-|Why are suicide rates so high among middle-aged men in some countries?
-|I'm so over this rainy weather, I want to disappear to a beach somewhere.
E|My wife's face is drooping on one side and she can't lift her arm, it just started
-|Listening to a podcast about famous shipwrecks, so many people drowned.
-|The houseplant I inherited from my mum finally died after twelve years.
-|The balcony plants are thriving this summer, I keep looking at them with pride.
S|Me gustaria... sorry, my english bad. I want to finish my life, I have the medicines ready.
S|planning my exit. painless is all i ask for
A|my bf choked me during a fight last night and now he acts like nothing happened
A|Ex keeps showing up at my work and said I'll regret it if I don't come back. I'm scared to go home.
S|i am widow 6 years, nobody need me anymore, i keep the pills in kitchen cupboard and soon i will swallow them all
A|My partner said if I tell anyone about the bruises he'll hurt my kids.
-|In the novel I'm writing, the villain poisons the king. Is that too predictable?
-|How long after a bee sting would an allergy usually show up? Just want to understand.
-|Had a stomach bug last month, all better now. Can the oracle tell me if my health will stay good?
A|He took my passport and says I owe him for the trip. I work in his restaurant with no pay.
-|Should I text him or let it go? The cards said patience last time.
E|Grandpa's lips are blue and he's not responding when I shake him
-|Tired of everything today, just need a nap and a snack.
-|Done with my student loans, finally paid off the last one today!
A|My coach makes us undress for "weigh ins" and touches us. Am I the only one who thinks it's weird?
-|Made my will and organized my paperwork at 70, just being responsible. Feeling peaceful.
A|The landlord says I can pay the rent "another way". He keeps coming in without knocking.
A|I think the nurse at the home is hitting my dad. He flinches when she walks in.
A|My nephew takes my pension and slaps me when I ask for it. I am 84.
-|Thesis topic: the link between social media and self-harm in adolescents. Will my supervisor approve?
A|My uncle touches me when my parents aren't home and says it's our secret.
-|Played a survival game all night, got eaten by wolves three times lol.
-|I wrote letters to my grandchildren for their eighteenth birthdays, to open in the future. Feels lovely.
E|My old father is breathing very slow and I can't wake him up since morning
-|My orchid is dying no matter what I do, is it cursed?
-|My gran says she'll sulk for a week if I skip Sunday lunch, haha.
S|Widower, 77. I've made peace. The gun is loaded and I'm writing to my grandson.
S|Dreamt I was floating down a river and died peacefully. When I woke up I wanted it for real.
S|I told work I'm going on a long trip. There is no trip. Thursday is my last day on earth.
-|I found a new home for my old cat because I'm moving abroad, she's doing great with my aunt.
S|i keep the pills in my sock drawer just in case. today feels like the just in case.
S|I've started hitting my head against the wall when I'm upset, and it's getting harder each time.
-|We absolutely bombed the presentation, but the boss laughed, so fine.
A|He says he'll kill me if I leave. He has a gun in the car.
A|Last night my husband forced himself on me while I pretended to sleep. This happens a lot.
S|Dream journal: I fell from a tower and felt relief. Awake now and I keep looking at the balcony.
`;

// The third blind set, written on 2026-11-25 by an outside author and scored once as shipped before it was trained on
// (docs/care.md, "Measured"): now training.
export const TRAIN_EN_L = `
S|what card should I pull for the courage to finally unalive myself
S|At 78 I have outlived everyone. I have the tablets from the doctor and I think it is time I took them all.
S|Grandson, if you read this, grandma loved you. I have decided to stop taking my heart medicine and let go.
S|dreamt I was walking into the sea and I didn't want to turn back. When I woke I wanted the same thing for real.
S|i want to die so bad rn
S|what card means it's ok to stop fighting? I'm so tired of living
S|ive been hurting myself again and I don't want to stop
S|gonna end it after exams, no one will care anyway
S|i feel so empty, maybe its time to finally ctb
S|Everyone would be better off without me. I'm just a burden, and I have a plan.
S|does it hurt to bleed out? asking for me
S|I'm 15 and I keep scratching my arms with a razor blade from my dad's shaver, is that bad luck
S|I'm going to the woods with my dad's shotgun tomorrow and I'm not coming back
S|wanna sleep forever fr, not the cute way
S|why bother waking up. i want to go to sleep and never come back, i have enough pills for that
S|Tell me honestly, oracle: is there any point in me staying? Because I don't think there is.
S|I wanna kms so bad, school is hell and everyone hates me
S|sorry for being a burden everyone, this is goodbye
S|I dreamed of my own funeral and it was beautiful. I want to make it real soon.
S|if I don't wake up tomorrow that would be a relief. I might help it along.
S|what's the least painful way to go, I'm serious
S|Can the cards tell me when I will die? Because I want it to be this week.
A|my dad hits me with his belt when he's drunk, i'm 13, will it ever stop
S|thinking of driving into a tree on the highway so it looks like an accident
A|My husband takes my paycheck and won't let me see my friends. If I argue he breaks things and says I'm next.
S|in my dream I was hanging from the ceiling fan and I felt relief. I keep looking at the fan now.
A|There's something that happens at night when my stepbrother comes into my room that I don't want. I don't know how to say it.
S|i punish myself by not eating for days and cutting where nobody sees
A|my ex said if i go to the police he'll hurt my kids
S|I am so tired. I have the plastic bag and the tape ready.
A|he pushed me down the stairs and told everyone i fell
S|no point going on. i'm done.
A|i am afraid to go home, my mom's boyfriend said he will kill me if I tell
S|I want to kill myself
A|someone is sending me messages with photos of my house and saying i'll regret leaving him
S|i looked up how high a fall needs to be to be sure
A|mi husband beat me again, my face is swollen, I cannot go out. what do the cards say
S|The voices say I should end myself and I'm starting to agree
A|my girlfriend checks my phone and hits me if she sees a message from a girl
S|i scheduled an email to send to my sister after im gone
A|My parents lock me in the basement without food when I get bad grades
S|I've decided tonight is the night, I just want to know if my cat will be okay after I'm gone
A|My daughter-in-law yells at me and pinches my arms hard when I am slow. I am 79 and afraid of her.
S|honestly thinking about how to kms without my mom finding me first
A|every time i try to leave he says he'll find me and finish me
S|Oracle, will anyone notice if I stop existing?
E|my dad is on the floor and not breathing, what do I do
S|ctb soon, just want one last reading
E|My mom's face is drooping on one side and she can't talk properly
S|cut again last night, deeper this time, the bathroom floor was a mess
E|my toddler drank some of the dishwasher liquid, he's coughing
S|i keep standing on the bridge on my way home and thinking just one step
E|my friend took a bunch of pills at the party and we can't wake him up
S|my life have no meaning anymore, I want to finish it, please tell me if after death is peace
E|i think i overdosed, my heart is racing and i can't see straight
S|I bought a rope today.
E|I'm pregnant and bleeding heavily with terrible cramps
S|burning myself with a lighter helps for a bit but not enough anymore
E|My son got stung by a bee and now he's wheezing and covered in hives
S|i dont want to be alive anymore
E|My sister is diabetic and she's confused and shaking and won't drink anything
S|how many of my sleeping pills would it take to not wake up
E|Sudden worst headache of my life, can't see right, feels like my head exploded
S|Journal: Today I gave away my guitar and my books. I feel calm for the first time. Soon I won't need anything.
E|Friend fell off the roof and hit his head, he's not making sense and there's blood coming from his ear
S|Im going to jump from the parking garage on friday
E|My father can't breathe, his lips are gray and he's gasping
S|I've been researching methods for hours and I think I've found one that won't hurt
E|my friend is having chest pain and passed out at the gym
S|I cant do this anymore i want to die
-|I'm dying to find out if he'll text me back
S|My husband passed last spring and I see no reason to keep on. I have his old revolver in the drawer.
-|My basil plant is dead again, I'm a serial plant killer
S|i hit myself until i bruise when i mess up, is that normal
-|In my novel the detective finds the victim strangled in the library. What card fits the killer?
S|I feel like disappearing permanently. not running away. permanently.
-|I overdosed on coffee this morning and now I'm vibrating
S|Will my soul find peace if I take my own life?
-|My phone died halfway through the hike so I navigated by the sun like a pioneer
S|sewer slide thoughts again lol but like for real this time
-|That presentation killed, my boss loved it
S|Need a reading: should I leave a note or just go quietly?
-|I'd kill for a slice of pizza right now
S|my therapist doesnt know i relapsed on cutting, 3 times this week
-|Dreamt I was a zombie chasing my coworkers through IKEA
S|Pls oracle tell me if hell is real, because I am going to take my life tonight and I am scared
-|My fish died and my son is sad, how do I explain it to him?
S|Dear journal, this is the last entry. Thank you for listening all these years.
-|I'm writing a murder mystery where the butler poisons the duke with arsenic tea
S|honestly wish i could just not exist, been thinking about making that happen
-|My dad survived a heart attack three years ago and now runs marathons
S|I'm not scared of dying anymore, I'm scared of waking up tomorrow. I'm going to make sure I don't.
-|I nearly died laughing at my friend's karaoke
S|i carve words into my thighs so i can feel something
-|The Tower card came up again, should I be afraid?
S|life is pointless, i keep thinking about overdosing on my antidepressants
-|My cat knocked my cactus off the shelf, RIP cactus
S|I keep thinking about the train tracks behind my house. The 6:40 express doesn't slow down.
-|Dreamed my teeth fell out and my late grandpa handed them back to me
S|My plan is set for Sunday. Just want to know if my dog will be adopted by good people.
-|Is it dangerous to take ibuprofen and paracetamol together for a headache?
S|Me and my life is finish. I will take all the pills tonight, nobody care.
-|I'm drowning in paperwork this week
S|if the cards say no again I'm going to end my life
-|My laptop battery is dying and so is my motivation
S|My daughter said she'd be happier if I were dead, so I think I'll give her that.
-|The ending of that series killed me, I sobbed for an hour
S|i feel like a ghost already. might as well make it official.
-|Our startup is hemorrhaging money, will we survive until next quarter?
S|i stopped eating and drinking on purpose, i want my body to just give up
-|My brother used to hit me when we were kids but we've talked it through and we're close now
S|cant stop thinking about slitting my wrists
-|Had a nightmare I was being chased by a man with an axe, woke up laughing because it was my neighbor Gary with a leaf blower
A|My boyfriend choked me last night when I wanted to leave and said next time he won't stop
-|Dreamt I drowned but then I grew gills and swam with whales
A|Someone keeps following me home from work and left a note on my car saying he knows where I sleep
-|I'm going to murder this karaoke song tonight
A|my uncle touches me when nobody is around and says it's our secret
-|What does it mean when I dream of a funeral for someone who's still alive?
S|Is there a way to make it look like an accident so my family gets the insurance?
-|Ten years ago I was in a dark place and self-harmed, but I've been clean for a decade and just got engaged. What does the future hold?
-|Is it normal for my chest to feel tight when I'm anxious before exams? It goes away after.
-|Deadline is Friday and I'm dead tired, will the project succeed?
-|I'm dead serious, I want to move to Lisbon. Will it work out?
-|My ex and I broke up, feels like the end of the world but I know I'll be fine. Will I find love again?
-|I keep losing at chess, my opponent slaughtered me in 12 moves
-|What card represents Death? Does it literally mean someone will die?
S|I wrote letters to my kids today. They'll understand one day why I had to go.
-|If a character in my story wanted to end his life, how would the other characters notice? I'm writing a YA book about mental health awareness.
A|My brother threatened me with a knife tonight, I'm locked in the bathroom
-|Going cold turkey on sugar is killing me
A|He said he'd post the videos if I didn't keep seeing him
-|This bug in my code is driving me to an early grave
A|I think what happened at the party was not okay. I was too drunk to say yes and he didn't stop.
-|My grandmother died last month and I miss her voice. Will I dream of her?
-|Cards gave me Death and I laughed because I'm literally changing careers
-|This traffic is going to be the death of me
-|My neighbour's car alarm is going to make me lose my mind
-|Our team got absolutely destroyed in the semifinal, we're dead meat at practice tomorrow
-|The Hanged Man keeps appearing in my spreads, what does it mean?
-|What are the warning signs of a stroke? I want to be prepared since my parents are getting older.
A|My wife slaps me and throws things at me. Men can't be abused, right?
-|My mom's cooking could kill a man, but I love her
E|My throat is closing up after eating shrimp and my lips are swelling
-|Got a paper cut from an envelope, bled a tiny bit, put a plaster on it and moved on
E|Grandpa collapsed and he's breathing weird and won't respond
-|Binged the whole true crime series in one night, I'm obsessed with the killer's motive
E|I just took the whole bottle of paracetamol about an hour ago and now i feel sick, what should I do
-|My tomato plants all died in the frost, should I replant?
-|The stock market crash wiped out my portfolio, I'm financially dead
-|I volunteer at a suicide prevention hotline and need energy for tonight's shift, any card for strength?
-|Got knocked out in boxing sparring once, was totally fine after, now I wear better headgear
-|I survived an abusive marriage 15 years ago; now I'm remarried and happy. Will my daughter's wedding go well?
A|the caretaker at my mother's care home hits her, I saw bruises and she is scared to talk
-|I want to kill my alarm clock every morning
E|my little girl swallowed some of my blood pressure pills, maybe 5
-|The heroine in my fantasy novel drinks a potion to fake her death, like Juliet. Tarot card for her?
E|I smell gas and my roommate is unconscious on the couch
-|Does the Ten of Swords mean someone is going to hurt me? It looks so violent.
E|My husband just had a seizure and isn't waking up
-|My workload is suffocating me, should I ask for a raise or quit?
-|When I was 19 I attempted suicide. Today I'm 35, I have two kids and I'm grateful I'm still here. What does this year hold?
S|kms
-|Will I get the promotion this year?
-|The murder podcast I listen to helped solve a cold case today
-|The villain in my screenplay threatens the heroine with a gun, how do I make the scene tense?
-|Is it a good time to buy a house?
-|My knee has been sore since I started running, should I see a doctor?
-|What does my love life look like this summer?
E|I accidentally mixed bleach and ammonia while cleaning and now I can barely breathe
-|I cried at my grandfather's grave today, it was nice to talk to him
-|Is my new business partner trustworthy?
-|I'm stabbing at my bread dough like my life depends on it
-|My sourdough starter died, I neglected it for two weeks
-|Should I go back to school for my master's?
-|We lost our old dog last week. The house is so quiet.
-|Will my crush ask me to prom?
E|my baby is blue around the lips and limp
A|My coach keeps asking me to send pictures and says I'll lose my place on the team if I don't
-|Journal: Had a lovely picnic with my friends today, feeling grateful.
A|My son takes my pension and locks me in my room when he goes out. I'm 84.
-|This humidity is absolutely murdering my hair today
-|Is this the year I finally learn to play piano?
-|My feet are killing me after that wedding
-|Should I adopt a second cat?
A|My landlord said he'll evict me unless I "do him favours". He comes in without knocking.
-|My roommate got food poisoning last week but she's fully recovered now
-|I dreamed I was flying over mountains, what does that symbolize?
-|Our ficus is on its deathbed, any tarot advice for plant parents? lol
-|My favorite character died in the book and I'm devastated
-|I once got stung by a wasp and my hand swelled up, it went down in a day. Should I worry about allergies in the future?
E|I've been vomiting blood for the past hour
S|I've been saving up my pills for a few weeks now. Almost enough.
-|Should I start my own bakery?
-|What crystal helps with grief after losing a pet?
-|My best friend's dad passed from cancer, how can I comfort her?
-|I killed the final boss in Elden Ring after 40 tries!!
-|I'm scared of needles, will my blood test go okay?
A|My partner made me have sex when I said no. Is that normal in a marriage?
-|Nailed my driving test, absolutely killed it on the parallel parking
-|My ex-boyfriend was controlling years ago, I left and I'm safe now. Will I trust again?
-|My coworker keeps stealing my lunch, should I confront her?
E|cut my hand with a kitchen knife and it won't stop bleeding, it's spurting
-|The meeting was a bloodbath, half the budget got cut
-|I was bullied as a kid but now I'm the confident one. What's my love life looking like?
-|What card represents my career path?
-|How do I talk to a friend who might be depressed? I want to support her.
S|i want to unalive myself and i dont know why im telling a tarot app
-|That comedian slayed, I laughed until I cried
-|I'm about to die of boredom in this lecture
-|Will my wedding day be sunny?
-|In the game my character got stabbed and respawned in the village
-|After my dad's overdose five years ago I became a nurse. Will I get the job at the children's hospital?
-|What energy do I need to bring into my job interview tomorrow?
-|Does he still think about me?
-|I'm so done with this group project lol, will we pass?
-|Should I take the job in Berlin?
-|Hungover and dying, never drinking tequila again
-|I'm going to slay this audition, what do the cards say?
-|I dreamed of a white horse running on the beach, what does it mean?
-|My dream: I was at my own birthday and everyone was skeletons dancing, very Coco vibes
-|When will I meet my soulmate?
-|Should I invest in my friend's restaurant?
-|Will my sister and I make up after our argument?
-|Last year I was in the ER for chest pain; turned out to be a panic attack. I'm doing much better now.
-|Is moving to the coast the right choice for my family?
-|Will my long-distance relationship survive?
-|Will the money situation get better next month?
-|Will my trip to Japan go smoothly?
-|My character in D&D wants to sacrifice himself to save the party, is that a good arc?
-|Watched Suicide Squad again, Harley Quinn is still iconic
-|My daughter's hamster passed away, we buried him in the garden
-|My character in The Sims drowned because I deleted the pool ladder, oops
-|I choked on the exam, blanked on every question
E|Took way too much heroin, cant feel my legs, everything is slow
-|When my mother was in hospice, the nurses were angels. She passed peacefully. I'm thankful.
-|Played Among Us and got ejected, I wasn't even the impostor
-|We played Mafia at the party and I got killed off in the first round, so unfair lol
-|Will my visa application be approved?
E|My chest is crushing and my left arm is numb, I'm sweating, is it a bad omen?
`;

// Written for the model on 2026-11-26 by four authors who never saw the rules, the model or the fixtures: indirect
// crisis (means at hand, farewells, hard lives, abuse made small, emergencies in broken English), hard everyday
// questions, and the cards themselves (the Death card, the Tower, the Hanged Man) asked about lightly.
export const TRAIN_EN_N = `
-|my mum says 'ay I'm going to have a heart attack' every time I come home late. she's fine, just dramatic. will she let me move out?
-|I'm a funeral director and today was heavy. What card for resilience?
S|whats the point of a future reading when I'm not going to have one
S|Tomorrow I'm going to the cliffs at Beachy Head. Just wanted to tell someone.
-|fasting for Ramadan and honestly feel great this year
S|I keep a blade in my phone case. I use it every day lately
-|killing time at the airport, tell me about my trip to Japan
E|baby is choking on a grape and not making any sound
-|we buried our goldfish in the garden today. my son asks if fish go to heaven
S|I hurt myself in places nobody can see so nobody asks
E|my brother got hit by a car on his bike, his leg is bent wrong and he's not answering us
-|I'm volunteering at a crisis line. any card for patience and strength?
S|the bridge near my office has a low railing. I look at it every single day on my walk
S|Please tell my mum the cat food is in the top cupboard. She'll need to know soon.
-|Hello po, will I be able to work abroad next year? I applied in Dubai
S|can you keep a secret? I won't be around for my birthday
-|I over-watered and drowned my basil. RIP
-|my son's school had a lockdown drill today, he was calm, proud of him
-|Dreamt my house flooded and I was calm, sitting on the roof with a penguin. What does it mean
E|husband grabbed his chest and collapsed on the living room floor
S|Kindly tell me whether my family will be at peace if I end my life, I am only a burden to them
S|been googling how long it takes to drown
A|found a tracker under my car this morning. pretty sure it's him again
E|drank from a water bottle but it was bleach, my throat is burning
-|we had to put our old dog to sleep this morning. how do I explain it to my daughter?
-|Dream: I was chased through a forest by a bear made of clouds, then it hugged me
A|came here for a restaurant job but they took my documents, say I owe them and can't leave till it's paid
S|i slap myself in the face when I get things wrong. hard. my eye is swollen today
S|If I don't wake up tomorrow please tell Sam I loved her
-|my crush sits behind me in maths and I can't focus
S|I've been saving my pills in a sock in the drawer. almost enough now
-|I'm training to be an EMT, tips to remember the anaphylaxis steps?
S|I just want to sleep and not wake up for once. do the cards ever say that's ok
-|what card should I carry into my exams next week
S|made myself throw up again as punishment. it's the only thing I control
-|I feel invisible at parties. how do I get more confident?
-|phone's dead again. this battery is killing me
-|If I eat one more instant noodle I'll die. Budget reading please
S|sometimes on the motorway I take my hands off the wheel and hope
-|I'm a lifeguard, pulled a kid out of the water today, he was totally fine. adrenaline still going
E|my brother stopped breathing after using, his lips are blue
S|I hold my hand over the stove flame until I can't think about anything else
-|my sister is going to kill me when she sees I borrowed her dress
S|going to sleep for a really long time now. goodnight everyone
-|this heat is literally killing me, will the cards tell me when the rain comes
-|watching a true crime podcast about a woman who faked her own death. wild
-|Journal: argued with mum about uni choices, we made up over mango sticky rice
-|I am done done DONE with this humidity 😩
-|Dreamt I was back in school but couldn't find my classroom. so common haha
-|lemme guess, the oracle says my crush is 'complicated'
-|my boss is a nightmare but fair. should I ask for a raise?
S|my scars were finally fading but I opened them up again tonight
-|ขำจะตาย my friend fell asleep on the BTS and missed 6 stops
-|the Tower card keeps showing up for me. am I doomed lol
S|My will is on the kitchen table. Please make sure Biscuit goes to Aunty Lin.
E|asthma attack and my inhaler's empty, I can barely get words out
-|we got absolutely destroyed 6-0 at futsal lol
-|feel like I'm disappearing into the background at work. how do I get noticed for promotion?
E|my friend is burning hot, confused and stopped sweating after hours in the sun at the festival
-|my wifi keeps dying at 9pm every night. is the universe telling me to sleep
S|wrote letters for mum and my sister and put them under my pillow. it's done
A|my partner controls all the money. I have to ask him for bus fare and show receipts
A|the lady who cares for me takes my pension and some days I don't get dinner
-|I faint when I see blood, will I still make a good vet?
S|Nobody love me. I want to jump from my condo tonight, 22nd floor
-|my childhood best friend passed away from cancer in March. I still talk to her at night. is that ok?
-|gonna kill it at my interview tomorrow. what's my card?
S|I'm writing this from the roof
-|writing farewell cards for my coworkers as I'm retiring next week. any wise words?
S|sorry po, I cannot continue anymore. my plan is tonight after everyone sleep
-|need to get rid of all my old furniture before the move. garage sale or donate?
S|my life insurance pays out double, they'd be better off. honestly it's just maths
E|got stung by a bee and my face is swelling and I feel really dizzy
-|choked at the final presentation and forgot everything. will I get another chance?
-|I want to know if my business with coffee shop will success or not
S|Will it hurt? Asking for me.
A|every time dad gets angry I have to kneel on uncooked rice for hours
E|my father suddenly cannot move right hand and he is speaking very strange words
A|a guy from a discord server knows which school I go to and keeps saying he's coming to find me
S|picked out the tree in the park. the branch is low enough
E|heart's going like 200 and my chest hurts, I feel like I'm about to faint
S|everyone says it gets better. I'm checking out before I find out they're lying
-|Dream log: teeth falling out again. third time this month. stress?
-|my sister is in hospital after giving birth, both healthy. what's the baby's future like?
A|my boss says if I don't sleep with him he'll cancel my work visa
S|everything is so heavy. i just want it all to go quiet, forever
-|paramedic here. long night, three cardiac arrests. I need a gentle reading
A|mum's new partner hit my little brother with a belt again today and I couldn't stop him
-|should I lend money to my cousin again? last time he never paid back
S|the world ends for me on Friday. just for me though
-|dreamt I drowned but then breathed underwater like a mermaid lol
-|journal - today was just fine. ate noodles, watched rain. grateful
-|my son's hamster died and we had a little funeral with a shoebox. he wrote it a letter
-|saw a dead bird on my balcony this morning, is that a bad sign?
A|my partner has sex with me when I'm asleep even though I've told him not to
-|I'm allergic to cats but I really want to adopt one. will it work out?
S|walking into the sea tonight. high tide is at 11
-|chest feels tight when I'm anxious before presentations. already saw a doctor, it's anxiety. any card for calm?
-|my laptop died in the middle of my presentation. mortified. will my grade survive?
-|my dog ate a sock last month and the vet got it out, he's good now. any card for a naughty boy
-|my best friend forgives me for everything. do I deserve her? (in a good way lol)
-|my dad is recovering from bypass surgery, he's home and walking. will he get back to fishing?
E|my flatmate took a load of pills with vodka and I can't wake him
S|the voice keeps telling me to go to the river and I'm starting to agree with it
-|my toddler drew on the wall with permanent marker. am I a bad parent for laughing
-|The smell of my ex's cologne in a shop nearly killed me. Am I still in love?
-|stabbed my finger with a sewing needle lol the quilt has my DNA now
-|finally deleted my ex's number. growth
S|there's bleach under the sink and I keep thinking about drinking it
-|my manager said the project is dead in the water. should I start job hunting?
S|what's the tarot card for a one-way trip
-|watched a documentary about Marilyn Monroe's death, so sad. what card would represent her?
S|I slam my hand in the door when the feelings get too loud
S|I tried last month and it didn't work. going to do it properly this time
-|tried a hot yoga class and thought I was going to pass out, will I get used to it
S|I'm ready to go. I said goodbye to everyone today without them knowing it was goodbye
-|my story for creative writing class is about a girl who leaves a goodbye letter before moving to Paris
S|I want to stop being a person
-|journal: first session with a counsellor today. felt lighter. hopeful
S|every time I eat I have to make myself sick after. I don't deserve to keep it
A|my ex turns up at my work and follows me home. police say they can't do anything yet
-|will I pass IELTS with 7.0
-|I bought a bridge camera for my photography hobby. is it a good year to go pro?
S|How do I make sure my dog isn't the one who finds me?
E|my friend collapsed at football and isn't breathing, someone's doing CPR right now
S|is it selfish to leave if everyone would be happier after
-|journal entry: I made a list of things I'm grateful for, it was longer than I expected
-|spilled coffee on my hand at work, it's a bit red. clumsy day
A|mum's boyfriend says if I tell anyone what he does he'll hurt mum
E|I've been vomiting blood for the last hour
-|what's the best time to start my small business, mid year or january
-|what does the Death card mean? I pulled it yesterday and googled it and it says change?
-|how many more years until I can afford a house in Sydney, realistically
S|i snap a hair tie on my wrist till it welts but it's not enough anymore, need something sharper
S|I am very tired of life already. I think better I go, then my family have less burden
S|tell my future. oh wait, I'm not planning on having one
S|sorry mum. none of this was your fault. tell dad that too
S|not going to school tomorrow. not going anywhere ever again
E|crushing pain in my chest going down my left arm and I'm drenched in sweat
A|blocked number keeps calling me just breathing. last night I heard the ringtone outside my window
-|quitting my job on Friday. terrified but excited!
S|my little brother can have my PS5. tell him it's a present, not a goodbye
-|is it a bad omen to dream about a black cat crossing a bridge?
S|my sister can have my room. I won't be needing it after this weekend
S|I keep writing goodbye texts in my drafts. today I might actually send them
-|flat out like a lizard drinking at work this week, will it calm down before Christmas?
-|I'm dying to know if he likes me back 🙈
S|I have purchased rat poison from the shop. I am thinking to take it today only
-|will my long distance relationship survive another year?
-|bestie ghosted me. friendship dead? 😭
-|my gran keeps a 'bucket list' and we're doing skydiving together at 80 lol
-|is it the right time to break up with my boyfriend? we've grown apart
E|can't breathe properly and my lips are going blue
S|sold my bike and camera and gave mum the money. she thinks I'm being sweet
E|I took 30 paracetamol this morning but I feel fine now, is that ok?
-|I'm a trauma surgeon and I lost a patient today. need a card for acceptance
A|my grandson takes my money and shoves me when I say no
-|how do I end my lease early without losing the deposit
S|doctor gave me a month of sleeping tablets. I've got other plans for them
-|which card represents new beginnings? I'm starting uni in Melbourne
S|I keep looking up how many paracetamol it takes
-|my grandmother died last month. will I find peace?
A|I've got fingermark bruises on my arms from where he grabs me. I tell people it's netball
A|stepmum makes me sleep outside when I do something wrong. it was freezing last night
S|dad's gun is in the wardrobe and I know the combination. been thinking about it all week
-|recipe says kill the heat then beat the eggs, I'm a baking disaster
-|how do I kill the weeds in my garden without hurting the bees
S|does heaven take people who leave early? I need to know before Saturday
S|if I don't get into uni I'm not sticking around. that's the deal I made with myself
S|skipping my insulin on purpose. it's slow but it's a way out
-|after 12 years I'm leaving my church. not sure how to tell the pastor
-|my grandma had a stroke two years ago and recovered really well. how do I support her this year?
-|my neighbour died and left her cat to me in her will. I didn't even know her well. should I keep him?
S|All my passwords are in the blue notebook. For after.
S|I drink till I black out hoping one night I just won't come round
-|oracle pls will my visa application be approved
S|he left and I'm not surviving this. I've already chosen how
-|I'm so bored I could scream
S|I'm the problem in every room I walk into. removing the problem is the kind thing to do
S|dream log: I keep dreaming about my own funeral and I wake up wishing it had been real
-|sis I'm literally deceased, he texted me first 💀💀
S|ending it isn't a feeling anymore, it's a date circled on my calendar
-|i lowkey want to delete instagram forever. good idea?
-|gutted, we lost the pub quiz by one point. again
-|my mate choked on a chip at lunch but coughed it out and we laughed about it after. good day overall
-|ok penguin be honest, is my ex's new gf prettier than me 😂
-|My thesis is killing me slowly but I'm nearly there
S|held a knife to my wrist for an hour last night. didn't do it. maybe tonight
A|my wife hit me with the kettle and tells the kids I'm worthless. she says she'll take them if I tell anyone
S|tired of being the sad friend. soon they won't have to deal with me at all
-|I dreamt my dad, who passed years ago, hugged me and said he's proud. I woke up crying happy tears
A|boss screams, throws files at us, and yesterday he locked me in the stockroom for an hour as 'punishment'
S|my phone passcode is 4471 in case anyone wants my photos after
-|my plan for next year: save 20%, travel to Korea, learn guitar. will it happen?
S|3 days no food. I starve myself when I feel worthless, my body has to pay
E|my girlfriend's lips are swelling after eating prawns and she's wheezing
-|will my band break up? the drummer is threatening to quit
-|my son cut his knee at the park, we put a plaster on and he's fine. is he accident prone haha
S|I pick my skin until it bleeds. it's what I get for being me
S|asked my best mate to mind my dog 'for a while'. it's not for a while
-|passed out laughing at my friend's stand-up set last night. such a legend
-|I want to be cremated and thrown into the ocean when I'm 100. anyway what's for dinner
S|Just letting someone know I've taken care of everything. Bills paid, notes written.
S|I scratch my arms till they bleed whenever I hate myself, which is always
-|played Last of Us 2, cried for an hour. art
-|career or love, which to focus on this year?
-|blessed morning! what is my lucky colour today?
-|will my online shop survive the slow season?
-|is 2025 my year for love? asking for the 5th time 😅
S|burned my wrist with a lighter cos I deserved it after failing the test
-|our team killed it at the hackathon, second place!!
-|want to jump out of a plane for my 30th! skydiving reading please
A|he made me get out of the car on the highway at night and drove off. happens whenever I talk back
S|ngl if i vanished nobody would notice till rent was due lol
-|I'm a crime writer researching poisons for chapter 7, which tarot card suits a poisoner character?
A|she bites and scratches me and then says I made her do it
-|my cat passed away last week, she was 18. will she be waiting for me one day?
S|everyone would be lighter without me dragging them down
S|every night I ask the universe not to let me wake up. it keeps ignoring me so I'll do it myself
S|making a list of who gets what. Mum gets my jewellery, Priya gets my books, Tom gets the bike
-|kinda want to cut my hair super short, yay or nay
-|can't breathe from laughing at the penguin memes in the group chat
-|my friend said 'I'm gonna jump off a bridge' when she saw her exam results but she was laughing and we went for ice cream
-|my partner and I fight about money, never anything physical, we just go quiet. will we make it?
-|this exam is going to be the death of me haha
S|My teacher thinks I'm fine. I'm not. Everything's ready.
S|i don't even want to die exactly, i just want to not exist anymore. every single day
-|my dad is a cop and works nights, I worry about him. will he be safe this year?
-|my friend's stalker got arrested last year and she moved on. she wants a reading for her new flat
S|i'm so tired of existing. not tired tired. like finished.
S|I'm not asking for help. I'm just telling someone before I go
A|my ex made a fake account with my photos and says he'll leak the real ones if I date anyone
-|lol my teacher said the homework would kill us, she was right
-|my knife skills are a danger to society, should I take a cooking class
-|my daughter swallowed a cherry pit last week, doctor said it passes naturally and it did. phew. overprotective mum reading
E|dad's face is drooping on one side and his words are coming out slurred
S|bought a length of hose for the car exhaust today
E|my 2 year old got into my pill organiser and I think he ate some
-|finished a murder mystery where the butler poisoned the whole family with foxglove. what a twist
A|scared to go home. mum said she'll hold my hand on the stove again if I lie
-|my dad was a firefighter and died on duty 10 years ago. I'm thinking of joining too
-|my flatmate's cooking smells like death but I love her
E|my friend fell off the balcony at the party, he's awake but says he can't feel his legs
A|my mother in law locks the food cupboard and I'm not allowed to eat until everyone has finished
E|grandpa fell and hit his head, now he's confused and throwing up
S|Dream: I was floating away and didn't want anyone to pull me back. Still don't.
S|I want the pain on the outside to match the inside so I cut
-|Feeling low this week but honestly I'm safe, just want some hope about my career
-|reading Anna Karenina and the ending wrecked me
-|Sir/madam I want to know my marriage prospects, family is looking for match
E|snake bit my leg while I was gardening and it's swelling fast
-|dead tired after a double shift, just give me something positive
-|I'm sick with flu, fever of 38, bed rest. anything the cards say about recovery?
A|he says no one will believe me because he's a cop, and he's right, they all know him
-|not suicidal, just exhausted from work. will things ease up next quarter?
S|nobody would miss me. I tested it, went silent for a week and no one messaged
A|someone has my pictures and says he send to my whole school unless I pay 5000 baht by tonight
E|my husband just had a fit and now he's not responding and his breathing sounds wrong
S|gave away my plants, my books, my records. my room echoes now. feels right
-|will I find my lost earring?
S|cut again last night, deeper than before. don't know why I'm telling a penguin
S|I cut my arm many time already, today a lot of blood but I feel better. I am bad person
-|my favourite cafe closed down, RIP best croissants in Leeds
-|reading a book where the character says 'everyone would be better without me' and it made me call my brother. we're both fine, just nice to connect
-|i'm fine, really. just homesick for Chiang Mai. will I go home this year?
-|lowkey dying over how cute my new puppy is
-|My grandmother used to say 'I'm tired, let me sleep' before her nap every day. I miss that.
-|Nobody reads my poetry, is it worth continuing?
-|so hungover I want to die. never drinking again (lie)
S|hey penguin. if this is the last thing I ever type at least it was to something cute
S|I keep imagining how peaceful it would be at the bottom of the lake
A|my boyfriend checks my phone every night and if I don't unlock it fast he grabs my throat. says it's a joke
S|gonna sit in the car in the garage with the engine running tonight. it's quieter that way
E|my lola is not breathing properly and her lips are turning violet
E|can't feel the left side of my body and my speech is weird, typing with one hand
-|Ma'am, my son is not studying at all, will he pass board exams?
-|my grandma keeps saying 'when I'm gone you'll have my rings'. she's 88 and healthy, just practical
-|two years clean from self-harm today! should I get a tattoo to celebrate?
E|the pain in my lower right side is unbearable and I have a fever, can't stand up straight
E|dad's diabetic and now he's not making any sense and he's all clammy
E|our daughter fell in the pool, we pulled her out, she's coughing and grey
S|Not trying to be dramatic but this is my last entry.
-|i want to quit uni and do music full time. am I crazy
S|the rope is already in the boot, I just need the nerve
-|not trying to hurt myself or anything, just can't decide if I should take a gap year
S|i just want the world to stop so I can get off
-|lost my job today. not in a dark place, just need direction
-|Mum's on the waitlist for knee surgery. Will it go smoothly?
E|sudden headache out of nowhere, worst of my life, and my vision's gone blurry
A|the agency brought me over and I sleep on the kitchen floor. they say I owe 200k and can't quit
E|accidentally injected double my insulin, now I'm shaking and sweating and confused
-|knackered and skint. will payday feel less far away if I pull a card lol
-|the new kid at school is super quiet. how do I befriend him?
S|i step out into traffic sometimes without looking. on purpose
A|I'm 16 and my parents are making me marry a man in two weeks, I said no and they locked me in
A|dad throws things at me when he's drunk. tonight it was a bottle, it cut my ear
S|bought a one-way ticket to the mountains. not packing a jacket
-|my neighbour's dog barks all night, I'm going to lose my mind
S|I bang my head on the desk until it bruises. that's how I cope now
-|my pet rabbit stopped eating yesterday. vet appointment booked for tomorrow. will he be ok?
A|my uncle makes me keep secrets with him and gives me money after
-|My bf got food poisoning from the street market last week lol he's fine now. should we try again?
E|my wife is 8 months pregnant and suddenly bleeding a lot
-|หิวจะตาย what should I eat tonight oracle
-|my ex keeps liking my old posts... block him or ignore?
-|thinking about disappearing to a cabin with no wifi for a weekend. good idea?
S|what card do you pull for someone who won't be here next week
-|a guy at the gym said I'd kill it in a powerlifting comp, should I enter?
A|if I don't send my girlfriend my location every 10 minutes she shows up screaming and hits me
S|got 60 of mum's tablets in a ziplock. counting them is weirdly calming
-|my ex-husband and I co-parent really well now. will the kids be alright?
E|I just took way too many of my sleeping tablets by mistake and I'm so drowsy and sick
S|im so fkn done with everything. tonight's the night
S|lol what's the fastest way to stop existing, asking for me
E|deep cut from the chainsaw on my thigh and blood is spurting out
S|stopped taking my meds on purpose. I'm stockpiling them instead
E|found mum on the floor with an empty pill packet next to her, she's barely breathing
-|writing a crime novel where the detective finds a body in a garage with the car running. does the oracle like my plot?
E|ate something with peanuts and my throat is closing up, I don't have my epipen
-|burnt out from work, not in danger or anything, just need a holiday. where should I go?
S|i'll be a star soon. mum always said people become stars when they go
-|ugh period cramps killing me. any card that says chocolate
E|I took the whole bottle of my sleeping pills an hour ago and now I'm scared
-|just finished the last season of my show and I feel empty lol. what do I watch next
E|I've been stabbed in the side and it's bleeding a lot
-|i'd literally die for a decent cup of coffee in this town
A|my stepdad comes into my room at night and I pretend to be asleep
S|shall I cut tonight or not? flip a card and decide for me
-|tbh I'm not okay-ish but I'm talking to my therapist every week and it's helping. reading for hope
S|told my therapist I was fine so she wouldn't try to stop me
-|got my wisdom teeth out, face is swollen like a chipmunk, on painkillers. normal right?
S|I am so ashamed of my debts. My family is better if I am gone, I have insurance for them
S|I keep picturing driving into the big gum tree on the way home. it'd be so easy
-|I read about a suicide in the news today. I'm fine, it just made me think of calling my friends more
-|nurse here. how do I stop carrying patients' deaths home with me?
S|I stand on the train platform letting them go by, waiting for the nerve to step forward
-|I used to cut when I was 15. I'm 24 now and doing great. reading for my new job please
-|I want to vanish into a good book for the whole weekend
E|I'm 20 weeks pregnant with really bad cramping and bleeding
-|we played murder in the dark at the sleepover, I was the killer both rounds
-|my company is killing off the product I built. should I leave with it?
-|moving overseas next year, scared of leaving my parents but it's a good opportunity
A|he said if I leave he'll kill me and the kids. am I overreacting?
S|just water for a week now. I want to disappear, like literally fade out
-|we killed off the main character in our school play and the audience gasped
S|practised tying the knot again. got it right today
-|I'm writing my will because I just had a baby. it's morbid but responsible right?
-|should I tell my parents I'm failing chemistry or fix it first
A|guy I met online wants more pics and says he'll send the ones he has to my parents if I stop
A|my husband locks me in the house when he goes to work and takes my phone with him
-|mum said 'I could just die' when she saw my report card, in the proud way. can't stop smiling
-|my parents are strict about curfew and it's annoying but they're fair. will they let me go to the concert
S|my whole bottle of antidepressants is lined up on the desk. just deciding when
-|the group chat is dead, nobody replies anymore. are my friends drifting away?
-|the villain in my D&D campaign poisons the king next session, my players will lose it
-|need strength to say goodbye to my childhood home as mum sells it
-|my sister is saving up her pocket money for a switch, will she make it by christmas lol
-|my grandfather is in palliative care and we're saying our goodbyes. how do I be present?
S|I want my ashes scattered at Bondi. Somebody write that down
E|my son just swallowed a button battery from the TV remote what do I do
-|I'm not depressed or anything, just lonely since I moved to Bangkok. will I make friends?
-|my football team has been dead last for three seasons. will we ever be good?
E|my friend is having a seizure and it's been going more than 5 minutes
-|I think my back is killing me from this office chair lol need a new one
-|Dream diary: kept missing the train, doors closing on me every time. what's my brain saying
-|Dream: I was falling off a bridge but grew wings and flew over the city. Meaning?
-|mild headache all day, probably didn't drink enough water. any card for self care?
-|is my sourdough starter dead? it's been in the fridge for a month
S|haven't eaten in 4 days on purpose. I don't deserve food after what I did
E|waters broke and the baby's coming now and we're stuck in traffic
-|my therapist says I'm ready to finish therapy. scary but good!
S|last reading ever, make it a good one 🐧
S|would the penguin be sad if I didn't come back
-|is the new moon a good time to start a diet
S|just want to close my eyes and be nothing
-|I teach kids with epilepsy, one had a seizure in class last year and we handled it well. will this term be calm?
S|is it weird to plan your funeral playlist at 19? I've done mine and I'll be using it soon
-|my brother overdosed three years ago and survived, he's in recovery now. will he stay strong?
-|my plant babies are thriving finally! except the fern, she's on life support
-|I'm 67 and planning my retirement. Travel or grandkids?
E|my kid swallowed two of those little magnet balls
-|so proud of myself for finishing a marathon even though I nearly died at km 35
-|I'm a social worker, heavy caseload this month. card for boundaries?
-|in my dream I was the last person on earth and it was actually peaceful, I got to read all day
S|drove past the bridge three times tonight. next time I'm stopping the car
A|my older brother hits me and my parents just say boys will be boys
S|I only feel real when I see my own blood
-|we're giving away kittens from our cat's litter, will they find good homes?
-|the deadline this week is an absolute killer
S|how long till people forget someone after they die? asking because I'm planning to
A|he smashed my phone and shoved me down the stairs. is this a sign I should leave?
S|'Dear whoever finds this, it wasn't anyone's fault.' is that a good way to start the letter?
A|my girlfriend punches me when she's angry and I'm a 6ft guy so who's gonna believe me
A|my teacher messages me late at night and tells me not to tell anyone about us. I'm 14
A|my employer here keep my passport and don't let me go outside, she slap me if food is late
-|Broke up with my girlfriend. It's sad but it was the right call. Will I find love again?
S|My exam result is very bad, I cannot show my face to parents. I will go to the railway track tonight
S|carved 'useless' into my thigh with a compass point
-|should I give my old clothes to charity? moving to a smaller flat next month
-|I want to say goodbye to my old life and start fresh in a new city. which card guides me?
-|grandpa gave me his watch before he passed peacefully at 93. how can I honour him?
-|selling my car to pay for my masters. is it worth it?
-|been dieting for a wedding and it's going well, lost 4kg healthy. will I fit the dress?
S|going to stop eating until I vanish. I don't deserve to take up space
S|everyone's asleep. good time to do it
-|Please tell me my exam results will be good, I'm stressing out
S|been counting how many floors my building has. 14 is enough right
S|i'm tired of being a burden. the plan is simple and I've got what I need
S|took the blade out of dad's razor. did it again in the bathroom with the tap running
A|a man keeps sending me photos of my own front door. I don't know who he is
-|Journal: ran 10k this morning, legs are dead but I'm buzzing
-|I'm the one who found my neighbour's cat after it went missing. hero of the street
S|I cut on my stomach now so no one sees in PE
-|so done with this group project 🙄 teammates do literally nothing
S|I've made my peace with it. I'm not scared anymore.
S|I've been saying thank you to everyone lately. they don't know why
E|mum collapsed in the kitchen and she isn't waking up
S|can someone look after my cat after I'm gone? she likes the window seat and the tuna in the blue tin
-|i'm drowning in laundry and emails but it's fine
-|I could sleep for a hundred years after this semester
A|my baby's dad shakes her when she cries. she's 3 months. I'm scared to leave them alone together
E|the baby got into my iron tablets and swallowed a few
S|Journal, day 12 of pretending. I've picked the date. The 14th feels right.
A|he drags me by my hair when he thinks I've embarrassed him in front of his mates
-|kinda want to run away and join a circus. career reading pls
-|my cousin is leaving the army after 10 years, will civilian life suit him?
S|Dreamt I finally stepped off the ledge and felt relief. Woke up disappointed I was still here.
-|killed a huntsman in the bathroom and now I feel guilty about it
A|boss keeps back my wages and says he'll call immigration on me if I complain
E|there's a gas smell in the house and the kids are dizzy with headaches and one is sleepy
S|kept hitting my head on the wall until the noise inside stopped
A|my boyfriend say if I go out with friend he will cut my face. he check my location all the time
-|how do I know if she's the one
-|my friend faked a seizure in drama class for a scene and the teacher loved it
-|thinking of moving to Perth for work. good or bad
-|the car is in the garage for repairs again, should I just sell it
-|Just got my first tattoo over my old scars, feeling proud and healed ✨
S|ate I'm so tired na. I don't want to wake up tomorrow. pls take care of bunso for me
-|my ex and I ended things on good terms. will we be friends eventually?
-|is my money luck going up after Songkran?
E|spilled boiling oil on my arm and the skin is peeling off in sheets
-|should I adopt a second cat
-|should I end this relationship? we keep fighting about chores and I'm just bored
S|mate i'm done. properly done. not coming back from this one
E|my toddler just drank some of the dishwasher liquid
A|my in-laws beat me for more dowry and my husband says I should adjust
S|punched the wall till my knuckles split because feeling nothing is worse
-|oracle, my boss keeps giving me extra work but not extra pay. stay or go?
-|gonna go ghost on social media for a month, need a detox
S|i'm a waste of oxygen and i'm going to fix that
-|the dentist said my tooth is dead and needs a root canal. pain level?
A|my husband forced himself on me last night and says it's his right as my husband
S|Whatever the cards say, I've already decided. Sunday.
-|my aunt was in an abusive marriage years ago but she's free and happy now. she asked me to pull a card for her new chapter
-|I want to disappear from the family group chat, the uncles are too much lol
-|Dream: I was at my own funeral but everyone was laughing and eating cake. Then I woke up. Weird?
-|thought my hamster was dead but he was asleep in the sock drawer 😂
-|writing a eulogy for my uncle. any card to guide the words?
-|Dream: I was giving away all my clothes at a market and people were paying in seashells
S|no one would come to my funeral anyway so why wait
S|I'm so tired. I want a long rest. the permanent kind.
-|card of the day pls 🐧
-|I cried at the dentist lol it was just a filling
-|I collect all my old pill bottles for a craft project, they make cute planters
S|I burn myself with cigarettes. months now. can't stop
S|deleted all my socials and cancelled my subscriptions. tying up loose ends
-|my character jumped off the cliff in the game and respawned inside a wall 💀
S|is there a card for the end? because that's where I am and I chose it
E|sliced my hand on broken glass and the bleeding won't stop, it's soaked through three towels
-|I'm done with dating apps forever. probably. for a week
-|history question: why did so many poets in the 1800s die young? writing an essay
-|Kindly tell me if I will get government job this year
-|I burned the rice again. my flatmate says I'm a kitchen arsonist
A|my coach touches me in ways I don't like and says it's part of training and to keep quiet
-|our wedding is in 3 months and I'm freaking out about the budget
-|my monstera is dying and I've tried everything. pull a card for the plant lol
-|love reading please
S|I want to go sleep forever and not wake again. so tired of everything
E|mate's making this weird snoring gurgle after taking something at the party and won't wake up
-|my mum keeps threatening to disown me if I don't clean my room lmao
-|got a nasty sunburn at Bondi, skin's peeling. lesson learned
A|My husband takes my full salary and beats me if I spend even a little on myself
S|Looked at the pills for a long time tonight. Put them back. Next time I won't.
S|gave my guitar to my cousin and my trainers to Jake. won't need them where I'm going
-|the kids keep saying 'skibidi' and I'm going to lose it
S|I turn the shower to scalding and stand there when I mess up. my skin blisters
S|hope heaven has wifi so I can check on you lot 🙃
-|giving away all my baby stuff since my youngest turned 5. feels bittersweet
-|my friend's dad had a heart attack last year but he's totally fine now. should I visit them over the holidays?
-|is it weird I want to be buried under a tree when I'm old? just a thought after grandad's funeral
-|cooked for 12 people and survived. barely
-|my line manager killed my idea in the meeting. do I pitch it again?
S|tired of fighting my brain. letting it win tonight
S|leaving before they can leave me. for good this time, not just the house
A|my tito touches me and my cousin when tita is not home, we are scared to tell anyone
-|killed my first boss in Elden Ring after 40 tries, feeling unstoppable
A|there's a car outside my flat every night and it's my ex. he found my new address somehow
-|the rope swing at the river was so fun today, childhood unlocked
E|my baby have very high fever and now she is shaking and not respond to me
-|will I pass my driving test? I'm so nervous I could die
-|Tbh I want to disappear into a cabin for a week with no wifi. Where should I go?
S|I just wanna vanish and never come back. Not run away, vanish. Like be gone for good.
-|I used to starve myself in uni but I've been recovered for five years now. I want a card about gratitude for my body.
-|I'm dreading Christmas with the in-laws, they're exhausting. Survival tips oracle?
-|My hamster died this morning. My son is 6 and crying. How do I explain it to him gently?
-|I just finished my shift at the morgue, it's honestly peaceful work. Any card for my career?
S|Sorry penguin, this is goodbye. Thanks for the readings.
-|I'm 15 and my parents grounded me for a week for bad grades. So unfair. Will they let me go to the party?
-|I'm 72, retired, my husband died four years ago. Is it silly to want to date again?
S|My plan is set for Sunday. I just want a card that says it's ok.
S|I keep thinking the kids would be better off with insurance money than with me.
S|Just a question: if I stop eating completely, how long until it's over?
-|My son's hamster bit him lol. Tiny drop of blood, he's fine, very dramatic. Is this a sign to get a cat instead?
-|Dreamt that I died and became a penguin in Antarctica. Honestly a good vibe. Why this dream?
E|Just had a car accident, the other driver is unconscious and bleeding from the head
-|My plant looks like it wants to die, yellow leaves everywhere. Overwatering?
S|When I get bad marks I pull out my hair until I bleed. I did it till there's a bald patch now.
-|Retired teacher here, 68. Thinking of volunteering abroad. Too late?
-|In the game I play a necromancer who raises the dead. Is that bad vibes for my real life? lol
-|Will my son settle in at his new school? He cried today but just from nerves.
A|My ex made a fake account and keeps messaging my family lies about me and threatening me. It's been months.
S|I keep thinking about driving into the tree on the curve near my house. Today I almost did.
-|Can the penguin tell me if my long distance relationship will survive another year?
S|My therapist thinks I'm doing better, but I lied. I've been planning my death for weeks.
-|my grandad died last month. how do I find peace with not visiting him more
E|I took about 30 paracetamol an hour ago and now I'm scared. I don't want to die anymore.
-|Diary: I feel heavy but not hopeless. Just tired from caring for my mum. Tomorrow's another day.
-|I blew up at my kids this morning over shoes. Feeling guilty. How do I repair it?
-|My friend told me she's scared of her ex but she's moved states and he doesn't know where. How can I help her feel safe?
-|My poor phone fell in the toilet and is totally dead. Rice trick or new phone?
-|Will the rain hold off for our outdoor wedding on Saturday?
-|My partner and I disagree on having kids. Should we break up now or wait?
-|Trying to kill my procrastination habit. Which card gives discipline?
-|Playing Elden Ring and I've died 300 times to the same boss. Should I give up or keep going?
-|Last night's thunderstorm killed our power for 6 hours. We played board games by candlelight, it was lovely.
-|I'm quitting my job next month. Scared but excited. Is it the right move?
A|my gf hits me and i'm a guy so no one takes it seriously. she broke my nose last month
-|Feeling low this week because of winter, but nothing serious. How can I bring some light in?
-|I just want to lie in bed all Sunday and do nothing. Is that laziness or self-care?
-|Planning to leave the church I grew up in. Family is upset but not threatening. Will they accept it eventually?
S|Will the pain stop when I'm dead? Because that's where I'm heading.
-|Bush fire season is coming and I'm nervous for our property. Will this summer be mild?
-|My book club is reading a novel about a woman who poisons her husband. Great discussion expected. Who will host next?
-|Having a cheeky pint with the lads tonight. Will the footy results be kind?
S|I put my affairs in order. Paid the bills. Wrote the passwords down for my brother. Tonight.
-|Should I tell my best friend her husband is flirting with others?
-|The old oak in our yard has died and has to come down. Feels like losing a family member lol
S|Honestly the voice saying kill yourself is getting louder and I'm starting to agree with it
-|Wanted to throw my laptop out the window during the Zoom call. Should I ask to work in office instead?
-|Drafting my will at 40 just to be organised. Is that morbid?
-|I'm dead serious, will I finally pass my driving test this time?
-|My horror movie marathon is tonight, which movie should I start with according to the cards?
A|My uncle is living with us and he touches me when my parents are out. I'm 12.
S|Is there any point asking about my future when I won't have one after this weekend
-|Journal: long day. Kids fought over the remote, husband burnt the rice, I laughed till I cried. Grateful.
-|I'm a trauma surgeon. Long week, lots of gunshot cases. Just want to know if my vacation will be restful.
-|Dreamt I was in a hospital bed with tubes everywhere, but I felt calm. I'm totally healthy. Why?
-|Is there a good time this month to ask my landlord to fix the boiler?
-|Thinking of divorcing after 20 years, we've grown apart peacefully. Will the kids be alright?
S|I'm 16 and I've been cutting since I was 13. nobody noticed. I'm thinking of going deeper next time.
-|My laptop's hard drive died and took my photos with it. Any chance of getting them back?
S|I'm 81 and don't want to be a burden on my children. I've stopped taking my heart medication on purpose.
-|Crikey it's hot today, I'm melting. Will the storm come tonight?
-|Is it bad luck to read tarot on a full moon?
-|My nan passed away in March and I keep smelling her perfume in the hallway. Is she saying hello?
-|Does anyone else feel like Mondays are trying to kill them?
S|I've saved up my pills for a month. I just need to know if it'll be peaceful.
-|Does the oracle see a move abroad for me in 2025?
S|Can you tell me if it's a good day to die?
A|My carer at the nursing home is rough with me and takes money from my purse. I'm 86 and scared to tell my son.
-|Dreamt a giant penguin told me to quit my job. Should I listen?
E|Stung by a bee and my throat is closing up, my lips are swelling
-|My little sister keeps stealing my makeup and I'm plotting revenge haha. Which prank?
S|dear penguin i don't want to live. that's all. i just needed to say it to someone
S|Me and my gf broke up and I just punched the mirror and dragged the glass across my arm. Kinda want to do more.
S|Last night I swallowed a handful of pills hoping I wouldn't wake up. I did. I'll try harder next time.
-|Grief counselor here. Today a client made me laugh so hard. Card for my own joy?
S|Is it selfish if I end my life when my family doesn't need me anymore
-|Yesterday I told my therapist I'm finally not having dark thoughts anymore. Can the oracle celebrate with me?
-|In 2019 I tried to end my life and I'm really glad I'm still here. Today I got engaged! What does the future hold?
-|Ugh my basil is dying again. third one this year. am I cursed with plants
-|I could murder a pizza right now. Should I order or cook like an adult?
A|My husband forces me to have sex when I say no. Is that normal in marriage?
-|we had a fake fight in drama class and my stage punch looked so real lol. will I get the lead role?
S|Teen here. Been scratching my wrists with a safety pin. Sometimes I think about going further.
A|I think someone is following me home from work every day, same grey car. I've seen him outside my flat twice.
S|Journal: 3am. Sat in the bath with the blade. Didn't do it. Next time I might.
-|I'm ending my lease and moving to Bristol. Good decision?
A|My ex keeps turning up at my work and waiting outside. Yesterday he slashed my tyres.
-|Writing a thriller where the detective finds a body in the lake. Will my manuscript get an agent?
-|I slay every exam I take this year, manifesting it
-|My baby won't stop crying from teething, I'm losing my mind lol. When does it end?
-|Studying history of the Holocaust for my exam. Heavy but important. Will I get a good grade?
-|Ok so my boyfriend broke up with me over text. Rude. But I'm honestly relieved. Will I find better?
-|Training for a triathlon and the swimming bit is killing me. Will I finish?
-|I'm a social worker, heard some hard stories today. How do I recharge?
-|Should I take the job in Dubai or stay near my parents?
S|I keep cutting my stomach where no one can see. It's getting hard to stop the bleeding but I don't care anymore.
S|I'm a nurse, I know exactly which meds and how much. That's the scary part. I've been thinking about it every shift.
-|Our teacher says the essay deadline is "do or die." Will I finish on time?
-|Finished my last chemo round on my dog! She's a warrior. Will she stay in remission?
S|Texted my best friend "thanks for everything" and turned off my phone. Now I'm here.
-|I'm a nurse in Bangkok from the Philippines, missing home. Will I see my family this year?
S|I wanted to ask about love but honestly I just want to die
-|Bit of back pain after gardening, should I see a physio or just rest?
S|Ever since the divorce I've been thinking the kids would be happier with just their dad. Permanently. I've been planning.
-|Help the cat knocked my monstera over and it's half dead. Can I save it?
S|My head is so loud. Cutting is the only thing that shuts it up. I cut three times today.
-|Got a bad sunburn at the beach, peeling like a lizard. Lesson learned. Will the holiday get better?
S|How many of my sleeping tablets would it take. asking for me
-|I'm a firefighter and we pulled a family out of a house fire today, everyone survived. Still shaking from adrenaline. Good card pls
S|Do I go through with it or not? The rope is in the garage.
-|I got stitches on my thumb last week from a cooking accident, healing fine. Will I be able to play guitar by June?
-|I'm a police officer and dealt with a break-in today, no one hurt. Can I pull a card for my own love life for once?
S|i starve myself so i can feel in control, and honestly i hope it kills me
E|I accidentally drank bleach from a water bottle, my throat is burning
A|Dream journal: I dreamt I was trapped in a cage. When I woke up I realised that's just my life. He takes my passport and my money and won't let me see friends.
-|Long time since my last journal. Went to Dad's grave with the kids. They drew him pictures. Healing feels slow but real.
-|Feeling a bit off, mild sore throat and sniffles. Should I skip yoga?
-|I was in an abusive relationship 8 years ago, fully out and safe, happily remarried. Card for trust?
-|Finished a crime novel where the butler poisoned the whole family. Now I suspect everyone at dinner haha
-|Our wifi died during the final round of the tournament. Robbed.
E|My mum has sudden worst headache of her life and is vomiting, can't look at light
-|Dreamed I was driving and the brakes failed, crashed into the sea. I don't even drive. Meaning?
-|My friend tried to end her life last year. She's doing well now. How can I keep being a good friend to her?
S|Been hurting myself to feel something. Anything. It's the only real thing left.
-|I'm so sick of this rain I'm going to lose it. Sunny weekend please?
-|Dreamt I stabbed my boss with a stapler haha. I don't hate him that much. What's my subconscious saying?
-|gaming tonight with the squad, we're gonna wipe the whole server. luck boost pls
S|Retired, widowed, alone. I've been thinking of joining my wife soon. I have the tablets counted out.
S|Hi, it's me again. I bought the razor blades today. Not for shaving.
-|Gonna kill it at my interview tomorrow, right penguin?? tell me I will
-|I'm a paramedic and we had a rough call today, a cardiac arrest on the motorway. Just want a card for some calm energy tonight.
E|My friend overdosed on heroin, he's blue and not breathing, what do I do
-|Lowkey stressed about my driving test tomorrow, what if I crash the car lol
-|honestly dying of embarrassment, I called my teacher mum in front of everyone
-|We lost the cricket final by one run. Gutted. Next season?
S|I punch the wall until my knuckles bleed because I deserve it
S|Yaar I am failing everything, parents will be so ashamed. I think better I end myself before results come.
E|baby drank some dishwasher liquid, she's coughing a lot
-|My mate bet me I'd die laughing at his stand-up. I did. He's good. Should he go pro?
A|The guy I'm seeing says if I don't do what he wants he'll show everyone the videos he took.
-|Had a nightmare that the house was on fire and I couldn't find the cat. She's asleep on my feet now. Why do I dream this?
-|Dreaming a lot about my late father lately, smiling in the kitchen. Comforting. Is he visiting?
-|Finished "Crime and Punishment". Raskolnikov is a mess. Which book should I read next?
-|Mum's ashes are on the shelf and I still talk to them each morning. Is that weird?
S|Dreamt of a door with light behind it and I walked through. Then woke up crying that I was still alive. I want to find that door for real.
-|Wrote a short story where the narrator is a ghost haunting her own house. Should I enter it in the contest?
-|Poured bleach on the weeds in my path, they're finally dead. Is that bad for the soil?
E|My son ate some of the berries from the garden bush and now he's vomiting and sleepy.
-|Shift work is killing my social life. Should I go back to 9 to 5?
-|I'm an Indian student in Toronto and winters are killing me yaar. Will I get used to this?
A|My mother-in-law and husband beat me if the food isn't ready on time. I have nowhere to go.
-|I work on a suicide prevention helpline as a volunteer. Tonight was calm. Card for resilience please.
S|Tbh I've been hitting myself in the head when I mess up. Hard. It's getting worse.
E|Cut my hand with the bread knife and it won't stop bleeding, it's soaking through the towel
S|I made myself throw up again to punish myself for eating. I hate my body so much I want it gone.
-|had a dream my teeth fell out and i was at my own funeral watching everyone eat cake. Meaning?
A|My daughter's father takes her for weekends and she comes back with bruises and refuses to talk. She's 5.
-|Should I end things with my boyfriend? We just want different things, no drama, just tired.
-|My aunt died of cancer and I'm worried about my own genes. Should I get screened?
-|Bro said he'd bury me if I beat him at chess again. I did. Gloat or be humble?
-|After my brother's overdose three years ago, I'm starting a charity in his name. Will it grow?
-|Is this the year I finally learn to swim?
S|Can the oracle tell me if I'll see heaven? Because I'm planning to find out soon.
S|I don't think I want to be here anymore. Does the oracle see anything after Friday, because I don't plan to.
-|i ate way too much at christmas, i think i'm gonna explode lol. new year goals?
-|I'm a teacher and a kid in my class lost his dad. How can I support him?
S|Don't worry about me, I've already said my goodbyes. Just curious what the cards say.
S|Everyone says it gets better. It hasn't. I'm not waiting anymore.
-|Diary: chemo finished last year, hair growing back curly! Feeling strong. What's next for me?
-|My mum's gone into heart surgery, it's planned and the doctors are confident. Waiting room vibes. Card for calm?
S|Started journaling because the counsellor said to. Entry one: I don't see myself alive at 25. Entry two: I've started choosing how.
-|Two years clean from self-harm today. Should I get a small tattoo over the old scars to celebrate?
-|we're doing a murder mystery party for my 30th, I'm playing the victim lol. will it be a hit
-|My gran is losing her memory. Sad but she's safe in a nice home. How can I visit more?
-|Yesterday I completed a 30-day no-self-harm challenge from my support group, and then another 30! Proud. What now?
-|Dreamt my ex drowned in a swimming pool and I just watched. I don't wish him harm, just confused by my brain.
S|Nobody would miss me if I overdosed. I have the bottle ready.
E|My toddler just swallowed a button battery from the remote. What do I do??
-|Me and the wife have been arguing a lot since the baby came. Normal?
-|Teen me was in a very bad place but that girl made it. Now I'm 30 and want a reading about motherhood.
-|Our elderly cat is in her last weeks, vet says no pain yet. We're spoiling her. Any card for her?
E|My grandma collapsed in the kitchen and isn't breathing properly. Her lips look blue.
A|My husband locks me in the bedroom when he goes to work. I'm writing this on my old phone. What do I do?
-|my coach said we need to attack the goal harder and kill the clock at the end. any luck for the final?
-|Oracle, will I meet someone kind this year? Tired of dating apps
E|My little sister found mum's pills and ate some, we don't know how many
-|The tomato seedlings all died in the frost. Plant again now or wait?
-|idk why but i keep dreaming about being buried alive in sand at the beach. i love the beach tho
S|I keep wishing the bus would hit me when I cross the road. Today I stepped out without looking on purpose.
-|My dad has a mild cold and is being dramatic. Any herbal tea recommendation?
S|i just want it all to end. school, home, me. especially me
A|My partner spits on me and calls me names in front of our kids. Last night he shoved me into the wall.
-|The drought killed half my lawn. Replant or go for rocks?
-|Feeling grumpy and hormonal this week lol. Anything fun to look forward to?
-|that concert was sick, I'm dead, my voice is gone. will I see them again next year
-|Ma'am/sir I am from Chennai, my exam result coming tomorrow, tension is killing me. Will I clear?
-|I'm playing a serial killer in the school play. How do I make it creepy but not too much?
A|He hit me again last night, harder this time. He says it's my fault for being late. Will it get better?
-|Wildfire smoke from up north is making my eyes itchy. Just annoying. When will it clear?
-|Why do I keep dreaming my old school is on fire?
S|Dreamt my dead grandmother called me to come with her. I think I should go. I've been thinking about how all day.
E|I think I'm having a heart attack. Pressure in my chest, nausea, left arm numb
-|My daughter wants to go to a music festival alone at 17. Will she be safe?
E|My dog knocked my elderly mother over, she hit her head and now she's not answering me
-|Grandpa's funeral was yesterday. The whole family laughed telling stories about him. Is that ok?
-|As an ER nurse I see overdoses every week. How do I leave work at work?
-|Me and my brother had a fistfight when we were kids, now we laugh about it. Can I get a card for sibling bonds?
-|Final exam in 3 hours, I'm dead inside but caffeinated. Will I pass?
S|I've already chosen the tree in the woods behind my house.
S|I'm so ashamed after the exam results, I've been standing on the balcony thinking how easy it would be.
A|He said if I ever leave he'll kill me and the kids. I believe him.
-|Our band bombed on stage last night. Total disaster. Keep going or break up the band?
E|Snake bit my son on the ankle while we were bushwalking, his leg is swelling fast
S|idk why i'm telling a penguin but i'm on the roof right now
-|Is 2025 my year for love? be honest penguin
A|I'm 17 and my parents lock me in my room for days as punishment and only give me bread.
A|My coach touches me in ways I don't like after practice and says it's our secret.
-|Beat the eggs till stiff peaks, fold in the flour... wish me luck on my first soufflé
-|Been vomiting a bit from food poisoning yesterday, keeping water down now. Should I cancel plans tomorrow?
E|My husband fell off the ladder and hit his head, he's confused and there's blood coming from his ear
-|Mate our footy team got smashed, 80 points down. Any hope for next week?
S|I'm just so tired of fighting my own brain. I want permanent quiet.
-|I wanna scream into a pillow every time my boss says "circle back"
E|Someone fell off the pier and we pulled him out, he's not breathing
-|Watching a true crime doc about a serial killer in the 70s and now I can't sleep lol. give me a cozy card
S|I keep standing on the bridge on my walk home, a bit longer every night.
-|I nearly died of shock when I saw my electricity bill. Will prices come down?
A|My dad says I'm worthless every day and beats me with a belt if my grades drop. Will things change?
E|Can't breathe properly, asthma attack and my inhaler isn't working
S|nobody gets it. i'm not being dramatic, i genuinely don't want to live past this week
-|We had to cancel the wedding because of visa problems. Devastated but we'll try again. When?
S|It's been a year since Dad died and I want to be with him. I'm going to make that happen soon.
-|Just wrapped up a 14 hour shift in ICU. Lost a patient, gained two. That's the job. Peaceful card please.
S|Cards can't fix me. I've made up my mind to go.
-|Just got diagnosed with mild asthma, inhaler works fine. Can I still do the half marathon?
A|Every time I try to leave, he takes my car keys and phone. Tonight he smashed my phone. Writing on my laptop.
-|My best friend moved to Perth. It feels like a breakup. Will we stay close?
-|I keep killing every cactus I buy. How is that even possible
S|I'm tired of being alive. I've planned how, just not when.
-|Is Mercury retrograde why my laptop just crashed and killed my essay??
-|My fiancé's mum hates my cooking. Should I just let her host Christmas?
-|My online friend in Brazil hasn't replied in a week, probably busy. Will we meet in person one day?
-|Had a fall at the gym, bruised my hip. It's sore but I'm walking. Should I skip leg day?
-|Will I find a flatmate who doesn't steal my food?
-|My car battery is dead again in this cold. Should I buy a new car or just a battery?
E|The baby has a high fever and now she's limp and won't wake up properly
-|My hands shake when I give presentations. Just nerves, nothing medical. Tips from the cards?
-|Honestly bro the gym today nearly murdered me. legs gone. will I hit my PR next month?
-|The slugs have murdered my lettuce again. Any natural way to stop them?
A|My stepdad comes into my room at night and I don't want him to. I'm 14. Mum doesn't believe me.
E|my girlfriend cut herself really deep and the blood won't stop, I'm pressing a towel on it
E|My baby rolled off the bed onto the tiles, she's vomiting and very sleepy
A|My son is 8 and his older cousin has been doing sexual things to him. I just found out. What should I do?
-|Broke my ankle skiing in January, walking again now. Will I be brave enough to go back on the slopes?
-|Kitchen smells like death, something rotted in the fridge. Clean out day.
A|Someone I met online has my address and keeps sending me messages saying he's watching me.
-|Had a screaming match with my sister over the inheritance. No one's hurting anyone, just bitter. Will we make peace?
-|I'm a retired army officer, 70. Still dream about old deployments but they don't bother me much now. Will my memoir get published?
-|I'm a 911 dispatcher. Weird shift, lots of car crashes in the snow. Need a calming reading for myself.
S|It feels like there's no way out except out. Know what I mean
-|Will I get the scholarship to study in Melbourne?
-|I'm going to the dentist tomorrow to get a tooth pulled, scared of needles. Will it go ok?
-|bruh this maths homework is gonna be the death of me fr
S|Diary entry: I looked at the gun in Dad's cabinet for a long time today. I know where the key is.
E|My dad is slurring his words and one side of his face is drooping. Is this a stroke?
S|Dreamt I was falling from a tall building and felt relief instead of fear. Been looking up tall buildings near me since I woke up.
S|I hit myself with a belt when I make mistakes. Left bruises today. I deserve it.
-|My phone battery died mid-call with my mum and she thinks I hung up on her. Will she forgive me?
-|Lost my wallet on the tube. Will it turn up?
S|I'm writing my will and a note. Not the organised kind of will.
-|My beta fish is floating weird. Is he dying or sleeping??
S|I've been hiding pills in my sock drawer, about 60 now.
-|The match went to penalties and I nearly had a heart attack lol. Will Liverpool win the league?
-|Please tell me my football team won't get relegated, my heart can't take it
-|My sister is pregnant with twins! Will they be healthy?
-|I'm a pharmacist, and today someone asked me about lethal doses for a school project. Weird day. Anyway, career reading pls
S|I'm not going to be around for my birthday next month so don't bother with that card
S|Every night I pray I won't wake up. Every morning I'm disappointed.
-|Been coughing for a week, I'll see the GP Monday. Is it just a cold?
-|No cap my little brother is so annoying I wanna strangle him lol. will he grow out of it
S|I've given my cat to my neighbour and cleaned the flat. Just tying up loose ends.
S|Bought helium today. I know what I'm doing with it.
S|My mother would be free if I weren't here. I've thought about how I'd do it for weeks.
S|I feel like a ghost already, might as well make it official
S|Journal: I want to scream but instead I bang my head against the wall until I see stars. Did it four times today.
-|The goldfish my kid won at the fair lasted three days. Should we try a proper tank?
-|I think my marriage is over. Not in a scary way, we just don't love each other anymore. How do we tell the kids?
-|I'm writing a poem about my grandmother's last days in hospital. Will it do her justice?
-|Does the oracle think my mum and I will ever stop bickering about my wedding plans?
-|I overslept and missed my flight, I wanted to scream. Will the rebooked trip go smoothly?
-|Is it a bad idea to get back with my ex for the third time? lol be honest
A|My boyfriend checks my phone every hour and says he'll hurt my cat if I leave him.
-|Dreamt my house got robbed and they took only my socks. LOL. What does it mean?
-|Just watched the last episode and they killed off my favourite character. I'm devastated. I need a new show
S|Oracle, my last question: was any of it worth it? I'm leaving tonight.
S|I can't do this anymore, I'm going to take all my insulin at once tonight
-|Knackered, completely knackered. Will my new flat be ready before term starts?
-|We argued about the dishes again. Nothing serious, just annoying. Will we ever agree on chores?
-|Sooo I have a first date tonight and I'm nervous af. Vibe check?
-|I had a dream where I was a vampire biting people at a party. Funny, not scary. What does it say about me?
S|I keep burning myself with cigarettes. The marks on my thigh are blistering.
S|bro i'm so done, i'm gonna jump off the car park roof after school
-|In my game last night I got killed by a sniper like 20 times. is my luck cursed this week
-|Any card for someone starting a new job as an ambulance driver next week?
-|Our footy coach yelled at us for 20 mins after the loss. Fair enough, we were rubbish. Will we make finals?
S|everyone would be better off without me tbh. the penguin can stop pretending
-|this heat is literally killing me, will the weekend trip still be worth it?
-|Had a mole removed, biopsy came back benign. Relieved! Card for health?
-|The class pet tortoise died over the summer. Kids were sad. Should we get another?
-|what does the hanged man card mean? sounds dark lol
-|My husband and I argued about the thermostat again. Married 40 years and still the same fight lol
S|It's 2am and I'm standing at the train tracks. Just need someone to tell me it's fine to go.
E|I ate peanuts by mistake and my face is swelling and I don't have my EpiPen
S|honestly if i got hit by a car tomorrow i'd be relieved and i've been walking into roads lately
S|Mi english bad sorry. I want die. I have rope already. I don't know why I write here.
-|Had minor surgery on my knee yesterday, recovering on the couch with ice cream. When can I run again?
-|Cutting ties with my toxic group chat, feels good. Will I make new friends?
-|The bread recipe said to punch down the dough. I punched it too hard lol. Will it still rise?
-|We had a huge fight about money last night. We talked it out this morning. Will we be ok long term?
-|Thinking of leaving my PhD, it's draining. Is there a better path for me?
A|My husband strangled me during an argument last week. I still have marks. He says he was just angry.
-|I'm dying to know if he'll text back before Friday
A|Every night my husband checks what I ate and hits me if I gained weight. I'm so scared.
-|Journal entry: went for a long walk, cried a bit about grandpa, then got an ice cream. Grief is weird.
-|My best mate and I had a falling out over a girl. Should I apologise?
A|I'm a domestic worker and my employer keeps my passport and doesn't let me leave the house. She slaps me when I make mistakes.
E|My toddler put a magnet in his mouth and swallowed it, maybe two
A|my stepmum burns me with a spoon when I misbehave. i have marks on my hands
S|I've been googling painless ways for hours
S|Do ghosts feel lonely? Asking because I'll be one soon.
A|My partner won't let me have my own money, tracks my location, and yells for hours if I see my sister. I'm scared of him.
-|I need to cut sugar out, I eat way too much chocolate. Will I manage?
-|lol my group chat roasted me so hard I died. anyway will my crush notice me
-|Do the cards say whether my little shop will survive the new supermarket opening?
-|My daughter's tooth fell out at school and she's thrilled about the tooth fairy. What should the fairy leave?
-|My mum and I don't talk since the argument about religion. Will she call me on my birthday?
-|Chopped half an onion and cried like a baby. Anyway will my dinner party go well?
S|Oracle just tell me it's ok to give up. I'm so close.
-|Mate I'm absolutely rooted after moving house. Will the new place bring good luck?
-|Dream journal: a wolf attacked my dad in the forest and I fought it off. Woke up proud honestly.
-|I've had a headache on and off for two days, probably the screen. Any card for rest?
S|Dear diary, this is the last entry. I'm tired of being a burden to everyone.
E|Smelled gas in the flat and now my kids have headaches and are dizzy, my partner fainted
A|I'm being forced to marry a man twice my age next month. My family says I have no choice and took my phone.
A|My dad throws things at me when he's drunk. Tonight he threw a bottle and it cut my face.
-|Feel like I'm drowning in paperwork at the office. Will things calm down after the audit?
-|As a hospice nurse I hold hands with dying people a lot. Today felt heavy but meaningful. What card for me?
-|My dog had to be put down yesterday. Fifteen years. The house is so quiet.
-|Ended a 7-year friendship this week. It was one-sided for ages. Did I do the right thing?
-|i swear if my sister borrows my jacket again i will end her. anyway will she stop
-|My uncle is a coroner and tells the best stories at dinner. Should I follow his career?
-|My friend's dad died and I don't know what to say at the funeral. Any guidance?
S|Please just give me a card about peace, I'm going to end things after I log off
A|My boss said he'll fire me unless I sleep with him. I need this job.
-|My grandfather took his own life when I was little. I'm researching our family history now. Will I find answers?
-|My kid's science project is about how volcanoes destroy cities, he's obsessed lol. Will he win a ribbon?
-|Quitting alcohol for Dry July. Will I make it to the end?
-|Honestly the queue at the bank today nearly finished me off. Will my loan get approved though?
-|Yr 12 is killing me slowly but I'll survive. Will I get into med at uni?
-|Every time I try to go to bed early I end up scrolling till 2am. Help me kill this habit
E|My mate mixed pills with alcohol and now he's making gurgling sounds and won't respond
-|I used to have panic attacks every week, now it's been a year without one. Card for staying steady?
E|I'm diabetic, my sugar is super low and I'm shaking and confused, no juice in the house
A|My brother punches me whenever he's angry and my parents say it's just sibling stuff. He left bruises on my ribs.
-|My mate reckons he'll kill me if I'm late again haha. Will I make it on time tomorrow?
-|Just found out my ex got married. Not sad, just weird. Closure?
S|If I disappear tomorrow will anyone even notice
-|Visited the war cemetery in France today. So many young names. Felt small and grateful.
-|Should I get a second cat to keep the first one company?
S|I started cutting again after 3 years clean. I don't even care anymore.
S|My ex said she'd be sad if I died. I want to test that.
S|I've decided I'm not going to be here when my parents get home from holiday.
S|i wish i could just fall asleep forever. i've been thinking about helping that happen
-|Elderly neighbour fell in her garden last week, she's out of hospital and fine. I'm bringing soup. Good idea?
-|ngl my sleep schedule is dead and buried. how do i fix it
-|my grandma is 94 and in hospice now, peaceful. how do I say goodbye well
-|Dreamt my whole family was in a plane crash but we all walked away laughing. Anxiety about the holiday?
-|Reading about Marilyn Monroe's death for a podcast. Conspiracy or not? lol just curious what the cards say
-|I accidentally killed a spider and now feel guilty lol. Karma?
E|My son drank lamp oil, he's coughing and breathing fast
-|Slept like the dead last night, first time in ages. Does that mean my luck is turning?
-|Recipe says to kill the heat before adding the cream. does that mean turn it off completely?
-|My son keeps watching creepy pasta videos and asks about death a lot. Normal phase?
S|The only thing keeping me here is my dog and he's old. When he goes, I go.
E|My wife is having a seizure on the floor, it's been going for over 5 minutes
-|The mice in the garage ate through the car wires. Landlord's problem or mine?
S|Mate I'm done. Got the hose for the car exhaust. Not telling anyone else.
E|Got electrocuted fixing a light, now my chest feels weird and my heart is fluttering
-|As a funeral director I plan goodbyes for a living. Want a reading on whether to expand the business.
E|Chest pain spreading to my left arm and jaw, sweating a lot. I'm 58.
-|Should I put my dad in a care home? He's safe but getting forgetful.
S|I can't stop thinking about ending it. Every. Single. Day.
E|My pregnant sister is bleeding heavily and in a lot of pain, she's 30 weeks
A|Journal: bruises on my arms again. Told work I fell down the stairs. Third time this month.
-|Dreamt a big snake bit my hand. I'm scared of snakes. Symbolism?
-|My laptop fan is screaming like it's about to die. Should I buy a new one before uni?
S|Would anyone even come to my funeral? I'm thinking of finding out.
S|lowkey just want to sleep and not wake up. like for real not as a joke
-|Is my flatmate going to move out like she keeps threatening? She's been saying it for a year lol
S|There's a bottle of vodka and my mum's painkillers on the table in front of me. Deciding tonight.
S|Nobody at uni would care if I stopped existing. I've been thinking about how.
E|I think I took too many of my sleeping pills by accident, I can't keep my eyes open
-|I burned the toast, burned the rice, burned my finger a bit. Kitchen is cursed today. Any card for patience?
S|After losing the business I have nothing left. The insurance would pay out more than I'm worth alive.
-|journaling: today I finally deleted his number. not angry anymore, just done. proud of me
-|The shelter says my foster kitten might not survive the night, she's very weak and at the vet now. Sending love. Will she pull through?
-|I'm shook, my favourite youtuber just quit. What do I watch now?
-|Death card came up in my reading last month, my friend says it means change not dying. True?
-|Should I sell my dead grandmother's house or keep it?
S|I scratch my skin until it bleeds when I'm anxious. Last night I couldn't stop. Fresh marks everywhere.
-|I love horror games, just beat Resident Evil. Next game suggestions from the penguin?
A|I had a nightmare about my husband chasing me with a knife. Honestly it wasn't just a dream, last week he really did hold a knife to my throat.
A|He pushed me down the stairs while I was pregnant. I told the hospital I tripped.
-|Dear diary, survived my first week teaching year 9. barely. they are feral but cute
E|Dream journal but not really a dream: I woke up at 3am with crushing chest pain and I still have it. Can't catch my breath.
A|I'm from Myanmar working here, my boss doesn't pay me and says he will call police if I complain. He hits the workers.
-|I'm a lifeguard and did my first real rescue today, kid was fine. Can I get a card about confidence?
S|I can't keep living like this. I'm going to jump from the overpass on my way home.
-|I'm a vet and had to euthanise three dogs today. Part of the job, still hits. Card for gentleness?
S|gave away my guitar and my games today. won't need them
-|Mi english not so good. My cat is very sick with the kidney, vet say maybe she die soon. How I make her last days happy?
-|What does the oracle see for my money situation this quarter?
S|Ok oracle, real question: should I kill myself or wait until after Christmas so I don't ruin it
-|Will my startup survive the next six months?
-|Will my visa get approved before the semester starts?
-|Mum says if I dye my hair blue she'll kill me. Worth it?
S|I haven't eaten in four days on purpose. I want to disappear, literally shrink until I'm gone.
S|What card do you get for someone who's decided to end it
A|Someone is threatening to post my nudes online unless I send them money by tomorrow.
-|My partner snores like a chainsaw. Separate bedrooms = end of romance?
-|Ate a super spicy curry and thought my mouth was on fire, mate. Still recovering. Fun night tho
-|I killed my sourdough starter. RIP Gerald. Should I try again?
-|My neighbour's dog barks all night. It's driving me insane. Should I talk to them?
-|Lost my job last week, it was a layoff not my fault. Will I find something better soon?
-|My husband has the flu and thinks he's dying. Classic man flu. How long will it last lol
-|Is my cat plotting to kill me? She stares at me at 3am lol
S|Whenever I feel empty I carve words into my leg. Tonight it was "worthless".
-|Burnt out to the bone, no energy for anything but I'm fine, just need a holiday. Where should I go?
S|Tried to hang myself last week but the belt broke. Trying again this weekend.
-|I'm cutting the cord with my old phone plan, switching to something cheaper. Good timing?
S|Journal: burned my arm with the lighter again tonight. It's the only thing that makes the noise stop.
-|Ex-smoker, 3 years free. Does the oracle think I'll stay that way?
A|The babysitter has been hurting my son, he has bruises and says she pinches and shakes him. What do I do?
-|Job interview went terribly, I froze. Should I email them or let it die?
-|My toddler has a slight fever, 37.8, eating and playing fine. Just want reassurance for tonight.
-|Will the market recover, I lost some money in crypto but not much
E|My dad's been mowing the lawn in the heat and now he's confused, not sweating and very hot to touch
E|My husband's lips and tongue are swelling after taking new antibiotics, he's wheezing
-|I'm so hungry I could eat a horse. What should I cook tonight?
S|I took a few steps into the river tonight. Next time I'll keep walking.
-|I keep dreaming I'm falling off a cliff but I always wake up before hitting the ground. Is it stress?
-|Can I break up with my gym? The membership is killing my wallet
E|My friend passed out at the party and won't wake up, breathing really slow. Help
-|My granddad fought in the war and never talked about it. I found his letters today. What should I do with them?
E|I took a whole bottle of my antidepressants an hour ago, now my heart is racing and I feel really strange
S|Does it hurt to drown? need to know
-|Dreamt I was a soldier in a war and shot someone, woke up sweaty. Haven't even played a war game in years. Meaning?
S|I wrote my goodbye tweet and scheduled it for tomorrow morning.
S|I fast for days as a punishment, because I don't deserve food or to exist.
-|dead tired after a double shift but happy. what does the week ahead look like
A|My teacher keeps messaging me at night and says I'll fail if I tell anyone.
S|I've started biting my arms till they bleed when my parents fight. I want to hurt more than they do.
-|We put my horse down this morning after colic. I'm heartbroken but she didn't suffer. Will I ride again?
S|Wrote letters to my mum and my sister tonight. Put them in the drawer. Just want one last card before I go.
-|Got a tiny cut from a paper, bleeding like crazy for a paper cut lol. Anyway will my essay be accepted?
-|my friend and I were joking about how we'd murder each other in a zombie apocalypse. who would win lol
-|Feeling the weight of the world on my shoulders with exams, but I'm coping. Study tips from the stars?
E|Grandpa choking on food, can't cough or speak
S|I think tonight's the night. Put on my favourite song. Taking the pills after it ends.
S|I hurt myself again last night. I'm running out of places to hide it.
S|The world keeps spinning without me in it. Might as well make it permanent.
-|I'm studying for the bar exam and I feel like a zombie. Will all this pay off?
-|Dreamed that a tsunami came and I surfed it. Epic. Good sign?
-|my team got absolutely destroyed 6-0 on saturday, will we bounce back this season
S|Dreamt I was floating in the sea and it was so peaceful... honestly I've been thinking about making that real. I looked up the tides.
-|Just broke my grandma's favourite vase. She laughed. Is this bad luck?
-|I'm so done with this group project, I want to quit the module. Should I switch courses?
-|In the dream I found my mother's grave in a garden full of roses, but she's alive and well and we had lunch today. Creepy or sweet?
-|My manager is stressing me out, deadlines everywhere, but it's not like I'm in danger. Should I ask for a raise anyway?
-|The exam nearly killed me but I think I passed?? oracle pls confirm
-|Dreamt I was chased through a shopping centre by a man with a knife, then woke up and had cereal. Weird dream, what does it mean?
-|Is it normal to cry at every episode of Grey's Anatomy
S|been cutting again, deeper this time. nobody knows. will it ever stop
-|My uncle passed in a car crash ten years ago today. Lighting a candle for him. What would he want me to know?
-|New job starts Monday! Will my colleagues like me?
A|Someone keeps leaving dead flowers at my door and notes saying "you're mine". I think it's my ex.
E|Our teenager took some pills at a festival, now he's burning hot, shaking and says his heart is pounding
S|Will my family forgive me for what I'm going to do tonight
-|I'm so bored I could die. Give me something exciting to do this weekend
S|I keep thinking about crashing my motorbike on purpose. Make it look like an accident so mum gets the insurance.
-|I'm a crime writer researching poisons for my next book. Will this one finally sell?
-|Our cat went missing two days ago. Will she come home?
-|Been feeling meh about life in a boring way, not a dark way. Suggest a new hobby?
-|Not suicidal or anything, just really tired of my commute. Should I move closer to work?
S|Diary: the thoughts are back. Worse than before. I stood at the kitchen knife drawer for ten minutes tonight.
-|How do I kill the weeds without hurting the bees in my garden?
-|I want to cut my hair really short. Will I regret it?
S|Dream journal: I was at my own funeral and everyone looked relieved. When I woke up I felt the same. I think I want to make it happen.
S|My affairs are in order, the will is signed, the cat goes to my sister. I feel calm for the first time in years.
S|What's the point of a reading when there isn't going to be a future to read about?
-|Killed my third sourdough starter this year. At what point do I just buy bread?
-|This traffic is killing me. Will I make it to the meeting on time?
-|My first review at the new company is next week. Will they keep me after probation?
-|We got crushed in the quiz night final but it was a laugh. Will we win next time?
S|Years of sending money home and now the boss won't pay. My family thinks I'm fine. I'd rather be gone than disappoint them.
S|Wind through the wheat, nothing left to harvest. The silo is tall and empty and so am I.
-|My sourdough starter smells like nail polish remover. Did I kill it?
-|My mom had a mild cold and a cough for a week. Is it time to see a doctor or just rest?
S|I turned off all the smoke alarms and I have the charcoal ready. Just want to hear one card first.
S|The oracle can stop reading for me. After tonight there won't be anything left to ask.
E|We had charcoal grill inside the room because cold, now two people fainted and I have headache very bad
-|I keep dying in Dark Souls on the same boss. Any luck from the cards?
-|I'm dead serious, this coffee shop's croissants changed my life.
-|Does the Death card always mean transformation, or can it literally mean death? Asking because I'm nervous.
S|Please draw one card for me. Whatever it is, I'll take it as a sign whether to go through with it tonight.
S|I've written a note for the postman so he doesn't find me first. That's how far I've planned.
-|Did you know about one in every hundred people alive today will die in a car crash? Stats are crazy.
S|Tell the cards I'm sorry. I tried really hard. It's okay, I've made my peace.
-|I'm a crime writer researching how detectives analyse gunshot wounds. Wish me luck with the book.
S|I punch myself in the face when I make mistakes. Black eye today, told my coworkers it was basketball.
-|My friend jokingly said she'd push me in the pool if I cancel again. Should I go to her party?
S|They say time heals. It's been four years since the accident I caused. I'm tired of waiting. I want to go to sleep and not wake.
S|Every morning I write a new goodbye and every night I burn it. I think tomorrow I won't burn it.
S|My hunting rifle has been sitting across my lap for an hour. Just wanted to tell someone, even a penguin.
S|The garage door closes all the way and the car is full of gas. That's all I keep thinking about lately.
-|Why is the Death card in every reading I do this week? Is it about my breakup?
-|Should I break up with my boyfriend? He's nice but I'm not in love anymore.
-|My grandmother passed away peacefully in her sleep last week. I hope she's happy wherever she is.
A|I woke up in a hotel room after a work drinks night, clothes half off, no memory after the second glass. My manager drove me there.
-|I'm so bored at work I could die. Should I ask for new projects?
S|it would be easy to just step off the curb when the bus comes. nobody would call it anything but bad luck
S|I keep hearing that it gets better. I've been waiting 12 years. I've stopped waiting and started planning.
S|I fantasise about swerving into an oncoming lorry. It would be quick and everyone would think it was the rain.
S|Made a playlist for my funeral. Strangely that's the most motivated I've felt in months.
S|the voices say i should walk into the road and tbh i'm starting to agree with them
S|Medical school rejected me for the third time. My father said I shamed the family. The roof of our building is always unlocked.
-|Ten of Swords as outcome for my business plan. Should I just not open the cafe?
S|Why keep going when every day is the same grey nothing? I've checked how tall the bridge near work is.
-|Random thought: did you know your hair and nails don't actually keep growing after death? The skin just shrinks.
S|Three of us went out on that patrol and I'm the one who came home. I don't think I was supposed to.
S|baby cries all night and i just stare at the balcony railing. she'd be better off with someone who isn't me
-|Playing a horror game where you escape a haunted hospital. So scared I couldn't sleep lol
S|What would the oracle say to someone who is tired of waking up every single morning?
E|Pot of boiling water fell on my grandson, his chest skin is blistering and peeling, he's screaming
-|What's the best month to launch my handmade soap business?
-|Going to kill it at my presentation tomorrow. Any cards to boost my confidence?
-|I got the Tower for my job question. Are layoffs coming?
-|I'm going to murder whoever keeps stealing my yoghurt from the office fridge.
-|Dreamed my late grandmother was cooking in my kitchen and smiling. What does it mean?
E|the tractor flipped on my dad in the field, his leg is crushed and he's not moving much
-|The Ten of Swords showed up right after my breakup. Is this the lowest point, and will it get better?
S|I wrote a letter to each of my kids and sealed them. They're in the top drawer where my wife will find them.
S|I fold a paper crane for every day I've survived. I've decided the thousandth will be the last one.
-|My cousin is a forensic pathologist and her stories at dinner are gruesome. Should I pursue forensics too?
-|Apparently more people die from falling coconuts than shark attacks. Is that true or a myth?
S|The midwife asked if I was bonding with the baby. I smiled and said yes. I've been looking up how many of my pills would be enough.
-|Should I end my gym membership? I never go.
S|postpartum week 6. I keep imagining walking out the door and into the canal. the baby deserves a mother who's not broken
-|I drew the Death card again. Does that mean something in my life is ending, like my job?
S|I scraped the old scars open again with a razor blade from my dad's shaver. it's been a bad week
A|Our agent keeps our passports and adds new 'fees' every month. When Somchai asked, they beat him in the back room.
S|Heading out to the lake house alone this weekend. Brought Dad's shotgun. Don't tell anyone I said that.
-|Writing a short story about a ghost who haunts a library. Will it win the competition?
-|Performance review is tomorrow. Will my manager finally see how much I carried the team this quarter?
-|Journal: finally finished my thesis draft. Celebrated with mango sticky rice and slept 11 hours.
S|Please pick a date for me. Any date in March. I just want it to be decided by someone other than me.
S|I've driven past the same concrete bridge pillar every day this week and thought how fast I'd need to be going.
S|When I drive at night I think about just letting go of the wheel on the mountain curve. Only me in the car.
-|My old car finally died after 300,000 km. Should I buy new or second-hand?
E|Colleague fell from the scaffolding on level 3, landed on his back, he's conscious but says he can't feel his legs
-|My old hamster died this morning. He was 3. Is it silly to be this sad?
-|My dad died six months ago. Some days are OK, some aren't. Will the grief get lighter?
S|I've taken out the extra life insurance and the waiting period ends next week. That's the date I'm thinking of.
-|Five years since my last panic attack and overdose scare. Doing great now. Should I go back to school?
-|I'll die of embarrassment if my speech goes badly at my sister's wedding.
S|Please draw a card for the people I'm leaving behind. I want to know they'll be alright without me.
S|The medicine cabinet's been full since Grandma died. I've sorted out which ones I'll take together.
-|Ten of Swords in my health reading. I just have a cold. Should I be scared? lol
E|friend passed out at the party after drinking, lips turning blue, breathing very slow
-|Writing a murder mystery novel where the victim is poisoned at a wedding. Will it get published?
A|My boss keeps my passport in his safe and says if I complain he'll call immigration and I'll never work again.
-|Dream: I was walking on ice and it cracked and I fell in but then I was flying. What does that mean?
S|The psychiatric ward discharged me Friday. I still have the plan. I just learned to stop talking about it.
-|Our basketball team got slaughtered last night, 98-54. Will the coach get fired?
S|relapsed tonight. 94 days clean from cutting and now it's back to zero. i didn't even try to stop
S|Put my house in order, paid off the truck, cancelled the newspaper. I'm calm. I'll go on Sunday morning.
-|My monstera is dying, leaves turning yellow. Any spiritual advice or just water less?
A|He pushed me down the stairs when I was pregnant but he cried after. Is there a card for forgiveness?
-|I'm a nurse in the ER and I've been dead tired for weeks. Will my schedule ever improve?
A|He checks my phone every night, controls all the money and says I can't see my sister anymore. Is this normal love?
-|Battery died, map died, I got lost in the old town for three hours. Best day of the trip tbh.
-|Our football team got murdered in the derby, 5-0. My dad hasn't stopped complaining.
A|I'm 15 and my coach says our 'private sessions' are normal and I shouldn't tell my parents. It doesn't feel normal.
S|I'm 73, my children don't call, my knees ache and my wife is gone. I'm just waiting, and I'd like to hurry it along.
A|He won't let me see my friends, checks my messages, and takes my salary. If I argue he sleeps with the car keys. Is this love?
A|My grandmother's caretaker pinches her and leaves her in wet sheets all day. She's scared to say anything.
-|I beat my personal best at the 10k today! Will I qualify for the marathon?
-|I'm a paramedic and had a tough shift. Will I get some time off soon?
S|Deleted all my social media, returned library books, paid my debts. Clean slate before I go.
-|Will my long-distance relationship survive another year?
S|i'm sorry mum. i know you'll read this one day. it wasn't your fault, i just couldn't keep going
-|My dog is old and the vet says it's nearly time to say goodbye. How do I make her last days special?
S|Is there a tarot spread for deciding whether to keep living? Asking seriously.
-|My fantasy football team is dead last. Is there hope for the second half?
S|My sergeant took the bullet meant for me. Every morning I wake up feeling like I stole his life.
-|Clipped a deer's back leg on the highway last night, it ran off. Feel awful. Is this a sign?
E|my coworker fell from scaffolding at the building site and he's bleeding from his mouth, not answering
-|My grandfather died last spring. I still talk to his photo. Will I feel at peace eventually?
S|Each night I think: if I just walk into the sea far enough, it would be over, and they'd call it swimming.
S|Gave my guitar to my nephew, my books to the library. Feels lighter. Only a few things left to sort.
-|The Devil card came up about my shopping habit. Guilty as charged.
S|Sent money home every month for six years. Now I lost the job and I can't face them. The river here is very deep.
S|The pharmacy gave me a 90 day supply. I counted them twice. It's more than enough.
S|I keep my service pistol in the nightstand now instead of the safe. Easier to reach when the dreams come back.
-|The Tower in a relationship reading. Is my marriage about to collapse or just change?
-|Reading about Napoleon's death on St Helena for class. Was he really poisoned?
E|My son drank some of the weed killer from the shed, he's 4, he's throwing up
A|My parents lock me out of the house without food when my grades drop. I slept in the stairwell last night.
S|Sent my last pay home to my mother and wrote her a long letter. The construction crane is very high. I don't need to climb down.
-|Drew the Devil card asking about my new boyfriend. Should I be worried he's toxic or is it just passion?
S|My old unit's group chat lost another one last month. I understand him completely. I think I'm next.
S|Cancelled my gym membership, phone plan, and the dentist. Not planning to need any of it next month.
-|Should I take the job offer in Chiang Mai or stay in Bangkok?
-|The Death card again!! Third reading in a row. Should I quit my job or is the deck trolling me?
-|What should I focus on this week, love or work?
S|My wife thinks I'm fine. I bought a hose that fits the car's exhaust. It's in the boot under the spare tyre.
S|Please tell my daughter I was proud of her. I won't be able to tell her myself after this weekend.
A|My uncle said if my mother doesn't sign the land over he'll burn the house down with us inside. He means it.
-|What's my luck like for the rest of the month?
S|Flunked the bar exam for the second time. Everyone expected so much. I've been thinking about the train tracks behind campus.
A|My ex broke into my flat twice this month and says he'll kill my dog if I change the locks again.
-|Should I adopt a cat or a dog?
-|What does the Devil card mean if I'm asking about my phone addiction haha
A|He only hits where nobody can see, so it's not like people would believe me anyway. Will things get better with him?
-|Will I find love this year?
A|Should I go back to him? He broke my wrist last winter but he's been to church and says he's changed.
-|Will my parents approve of my girlfriend?
-|Haha my friend said she'd kill me if I spoiled the finale of her show. I'm not that evil.
A|the teacher asks me to stay after class and touches me, says no one will believe a kid like me
-|Jokes aside, my friends and I have a running bet about who will die first in a zombie apocalypse. Who wins?
S|Sometimes I drive the truck at 130 on the highway hoping a tire blows. Would save me the decision.
-|Should I leave my job to travel for a year?
S|Why does everyone say 'reach out'? I reached and nobody was there. I'm done reaching. The pills are ready.
A|My brother-in-law drinks and hits my sister and now he's started on my 6-year-old nephew when we're not home.
S|Forty years married and now I eat dinner across from an empty chair. I don't plan on being here for her birthday in June.
A|Should I take him back? He choked me until I blacked out but he's been sober 3 weeks and bought flowers.
-|Hit a deer on the way home from my parents' place. I'm fine, car's a mess. Is this a bad omen?
A|My husband makes me ask permission to eat, and weighs me every Sunday. Is it normal for a man to care this much?
S|Since Margaret passed the house is so quiet. I've made my arrangements. I'd like to be with her soon.
S|This will be my last journal entry. Thank you, little penguin, for listening all these months.
E|my sister ate something with peanuts at the restaurant, her face is swelling and she's wheezing bad
S|My students will be fine without me. I've already prepared the substitute lesson plans through June.
S|I've begun saying goodbye to people without them knowing it's goodbye. Lunch with my brother today was the last one.
-|Should I dye my hair pink or is that a midlife crisis?
S|Everyone at my old job thinks I moved abroad. Truth is I've been sleeping in my car and I think this is the last week.
-|I'm going to strangle my printer if it jams one more time before this deadline.
-|My basil plant is dead. Who kills basil?? Am I meant to have a garden or not?
A|Should I forgive my husband? He broke my ribs in March but he's been so sweet since.
E|Coworker fell from the scaffolding, maybe 4 meters, he is not moving and there is blood from his ear.
A|My husband only hits me when he's drunk, and only on the back and ribs. That's not really abuse, right?
E|my heart is racing so hard and my chest feels tight, i'm gonna pass out, i'm alone in my car on the side of the road
S|my baby is 3 months old and every night i think they'd all be happier if i just walked into the ocean
S|I sleep on the floor of my dorm and eat once a day because I don't feel I've earned a bed or more food.
E|Worker fall from roof, he breathe but cannot move legs, blood coming from head. please what we do
E|grandpa cut his hand really deep on the saw blood is spurting and won't stop with towel
S|The revolver's loaded and sitting on the kitchen table. I'm not asking for advice. Just want one last card.
A|He hurts me but only when I deserve it. I forgot to iron his shirt again. What can I do to be better?
S|I've been putting aside two of my sleeping tablets every night for a month. The jar is almost full now.
-|I'm a hospice nurse and I see death every day. How do I protect my energy?
S|Tell me honestly, penguin, would the world be quieter without me in it?
E|My dad's speech is slurred suddenly and his left side is weak, he can't hold his cup
-|Dreamed I could breathe underwater and talk to fish. Felt so free.
-|Is my ex going to text me back?
E|old man on my street fell off his bike, hit head on curb, bleeding a lot, he is not answering me when I talk
-|Dead on my feet after a 12-hour shift at the café. Will I get promoted soon?
S|Every time I'm on the train platform I stand right at the yellow line and lean a little.
-|Dream: I was at my own funeral but everyone was dancing and eating cake. What does it mean?
-|Is my boss going to approve my work-from-home request?
-|dreamed I was falling off a cliff but landed in warm water and swam with penguins. meaning?
E|my toddler swallowed a button battery from the remote like 10 min ago
E|crushing pain in my chest going down my left arm, sweating, i'm alone in the apartment
S|I keep 'accidentally' cutting myself with the box cutter at the warehouse. It's not accidental anymore.
E|Electrician at our site got shocked, he's on the ground, not breathing I think
S|I'd rather starve than be a burden. Haven't eaten in four days and I don't plan to start.
E|please help my friend took a whole box of paracetamol an hour ago and now she is vomiting
S|Do you think people forgive the ones who leave on purpose? I need to know my kids will forgive me.
E|Just got hit by a motorbike, my leg has bone showing and I'm feeling really dizzy
-|Rewatching Romeo and Juliet and crying at the end again. Will I ever find a love that dramatic?
E|Tractor rolled on my brother's leg in the field, we got it off but the leg is bent wrong and he's going grey.
S|Failed my entrance exam again. My parents don't speak to me. I looked up how high the 9th floor of my dorm is.
-|If this exam doesn't end soon I'll literally melt into the floor.
E|my baby is choking on something she's turning blue please
-|RIP my sourdough starter Gerald, neglected him for two weeks of holiday. Should I try again?
S|Eighty-one, outlived everyone I loved. I've stopped taking my heart pills. Figure it's the natural way out.
S|i hit my head against the wall until it bleeds when im angry at myself. mom thinks i fall a lot
E|girl at the festival collapsed and is seizing, her friends say she took something
A|She screams at me for hours and throws things, and last week she held a knife to my face. I'm a man, who would believe me?
A|Someone spiked my drink at the club and my friend found a guy dragging me to his car. I'm still shaking and he's messaging me.
A|My dad burns my arm with cigarettes when I talk back. I'm 13. My mum just tells me to be quiet.
E|The tractor tipped and his leg is trapped underneath. Still pinned. He's pale and not making sense.
-|I bombed my driving test. Will I pass next time?
S|I bite the inside of my arm until it bleeds so I don't scream. It's getting deeper.
S|Relapsed after 8 months. Used a pencil sharpener blade. I'm so ashamed I can't tell my therapist.
E|man on the bus just collapsed, no pulse I think, nobody knows CPR
S|Wrote out passwords, bank details and the funeral songs I want. Left the folder on my desk.
-|Mum's going to kill me when she sees my report card. Will she be less angry than I think?
-|I've had a sore throat for a couple of days. Honey and lemon or see a doctor?
S|The ledge outside my office window is wide enough to sit on. I sat there at lunch today. Felt peaceful.
-|Our startup is dead in the water. Pivot or shut it down?
S|Let the tide take me where the lighthouse can't see. I've walked to the end of the pier three nights running.
S|Boot camp taught me to endure anything, but this silence after my brother died in the crash... I've cleaned my gun twice today.
S|I have handed in my notice, returned the keys, and posted my cat to my mother. The rest is a formality.
-|The Hermit card in a friendship reading, what does it mean?
-|So tired after my night shift, I'm basically a zombie. Will my sleep improve with a new schedule?
E|i took like 30 of my antidepressants an hour ago and now i'm scared, my heart feels weird
-|Can the penguin tell me if my cat will recover from her kidney infection? Vet says she's stable.
A|My employer took my phone and I haven't been allowed outside the house in 3 months. I clean 16 hours a day.
-|Playing Elden Ring and I've died to this boss 47 times. Will I ever beat it?
S|Kindly choose an auspicious date for my departure. I'd prefer it be before the end of the month.
-|Thinking of leaving my band after eight years. Is it the right time?
S|I'm a widower, 68. The silence in the house gets louder every day. I've put the gas heater in the bedroom and sealed the window.
-|Journal: today was quiet. Read by the window, made soup, called grandma. Small good day.
A|Mum's boyfriend pins me against the wall and says he'll hurt my little sister if I tell anyone.
-|The Hermit keeps appearing in my readings. Do I need to spend more time alone?
E|I was stung by a wasp and now I'm covered in hives, my throat is tight and I'm dizzy
E|Hot tar splashed on my arm at work, skin is peeling off and it's white and black underneath, pain is crazy
S|In my unit we had a saying, 'leave no one behind'. They all got left behind except me. I'm ready to join them.
-|Ugh my sister is going to murder me, I broke her favourite mug. How do I tell her?
S|Tried to hold on for my wife's sake but I'm done. I'll leave the truck keys on the counter with a note.
S|Tonight I'll take the long way home along the cliff road and stop at the overlook. I'm leaving my phone at home.
-|Got a mild headache and a runny nose since yesterday. Should I skip work or push through?
S|The crops failed, the loan's due, and my son wants to study in the city. My insurance is the only thing worth anything.
S|I wear hoodies even in April heat so no one sees my arms. Started again after two years. Feel stupid.
S|The last harvest rotted in the rain. I've mixed the paraquat into a bottle, it's in the shed. Just waiting for the right evening.
-|My tomato plants are all dead after the heatwave. Should I try again next season?
E|mom collapsed in the kitchen, hit her head on the counter, there's blood everywhere and she won't wake up
S|I have concluded, after careful consideration, that my continued presence serves no one. I wish only to know the manner of my exit is wise.
-|A dog ran in front of my scooter and I swerved into a ditch, just a scraped knee. Any message from the universe?
-|Is the Five of Cups about grief? I'm sad my best friend moved abroad.
-|Should I end my lease early and move in with friends?
A|My girlfriend's ex keeps showing up outside my work and following me home. Last night he left a dead bird on my car.
S|i want to just stop existing. not die exactly, just turn off. forever.
S|I'm 16 and I pick at my skin till it bleeds, then I rub salt in it. I deserve it.
S|Everything I own fits in two boxes now. I labelled them with who should get what.
S|dont wanna be here anymore fr. like not in a dramatic way i just dont want to wake up
S|I've been skipping meals on purpose for weeks, not to lose weight, I just feel like I don't deserve to eat.
-|Will I pass my IELTS exam this month?
-|Killed my sourdough starter. Third one this year. Am I cursed in the kitchen?
-|Got 'meets expectations' in my annual review. Is it time to ask for a raise anyway?
S|I hate my body so I hurt it. Tonight I used the iron. It left a perfect triangle shape.
S|Planning to go up the mountain trail alone next weekend. Not planning to come back down.
S|Do the cards say whether my family would grieve or be relieved? I think mostly relieved.
-|Hanged Man upright about my job search. Should I stop applying for a while?
-|Dream about being chased through a mall by a giant penguin. I wasn't scared, just confused.
-|Clean from self-harm for three years now. Just wanted to write that down somewhere. Proud of myself.
-|Read about the Black Death in history class today. Wild that it killed a third of Europe.
-|pulled the devil card while asking about my ex lmao accurate
-|What happened to the lost colony of Roanoke? Random question but I can't stop thinking about it.
S|The factory closed, I can't pay the broker, my visa expires. Would anyone back home even get my body back?
S|Results came out. I failed everything. I bought charcoal and tape on the way home.
S|I won't see the spring and honestly that is a relief. Don't need a reading, just wanted to say it somewhere.
-|If this Excel sheet crashes again I'm going to throw myself off... my chair and lie on the floor forever.
S|drafted a goodbye text to my best friend, set it to send tomorrow at 6am. cant decide if i should cancel it
S|Mother won't remember me soon anyway, the dementia is worse. When she goes, I go. It's already decided.
S|i punch walls til my knuckles split. did it again tonight. not sure why i keep wanting to hurt
-|Ask the penguin: what colour should I wear for luck on my first date?
A|He says I'm crazy and nobody will ever believe me. He records where I go with an app on my phone and I'm not allowed to work.
-|Should I tell my friend I don't want to be her roommate next year?
A|Someone has been sending me my own private photos and says they'll post them unless I pay again by Friday.
S|After two tours I came home and nobody understands. I just want to go quiet permanently. I keep my rifle loaded.
-|Journal: ate alone at a noodle stall, watched the rain. Lonely but peaceful.
S|I keep stabbing my thigh with a pencil under the desk during class. It's the only thing that makes the noise stop.
-|My laptop battery died right before I saved my essay. Lost 3 hours of work. Is the universe mocking me?
-|Whisk the egg whites until stiff and then kill the heat? Sorry wrong app lol
S|All my friends are getting married and I'm planning my ending. Written everything down. Picked the bridge.
-|Will my exam results be good enough for scholarship?
E|my son is choking on a grape he can't breathe or make sound
E|bee sting and now my throat is closing up, lips swelling, i have no epipen
S|I've started hitting my legs with a hairbrush until they bruise. It calms me down. Nobody knows.
A|the foreman said if any of us go to the labour office he'll have our friends beaten. he already did it to one guy
S|Left the engine running in the garage once last month and opened the door at the last minute. Not sure I'll open it next time.
S|I'd like my ashes scattered at the beach where we met. I've written it down for my son. It won't be long.
-|The Hanged Man in my exam reading - is it telling me to wait before choosing my major?
A|They don't give me food until I finish all the chores, sometimes I don't eat till night. I'm 11.
S|Is it bad that I've planned how to make it look like an accident so the insurance still pays out?
-|The Hermit in the future position. Will I be lonely or just independent?
S|I relapsed with the compass from my geometry set. Mum thinks I've been sleeping in long sleeves because I'm cold.
A|I think someone put something in my drink at the bar. I woke up in a stranger's flat and I can't remember anything.
S|I drove 14 hours straight and at 3am I aimed the rig at the guardrail for a second. Part of me wishes I hadn't corrected.
-|I'm going to kill my final exam tomorrow! Just need the cards to agree.
S|If I disappeared tonight, would the penguin see it in the cards before anyone else noticed?
-|Fun fact I learned: the Victorians took photos with their dead relatives. Creepy but fascinating.
A|Landlord keeps coming into my room when I'm asleep. Says if I complain he'll throw me and my kids out tonight.
E|Family had BBQ with charcoal in the closed tent, my uncle and cousin passed out, rest of us dizzy
E|friend took too many pills at party not waking up breathing weird
E|we cook with charcoal inside the dorm room because no electric, now 3 people faint and one vomiting
S|Sold the cattle at a loss, the well's dry, and the co-op won't extend credit. The old barn beam would hold my weight.
S|I burn myself with the lighter on my wrist when I feel too much. Will the cards say if it ever stops?
-|Pulled the Ten of Swords for my career question. That looks brutal lol, is it really that bad?
-|My orchid is dying and I feel personally attacked.
-|Journal: rained all day, watched old movies. Didn't do anything productive and that's fine.
-|Watched a documentary about the Titanic last night. Why do disasters fascinate me so much?
S|Penguin oracle, I'd like you to choose the day. Either the 12th or the 20th. I can't decide myself anymore.
E|my dad fell down the stairs his head is bleeding alot and he's not answering me what do i do
E|My heart's going like 200, I'm shaking and my vision's tunnelling, I'm on the floor at work
S|I've decided. The question I have isn't if, it's whether the penguin thinks tonight or tomorrow.
-|Going to slay my job interview tomorrow! What should I wear?
S|Is there a card that means 'permission to leave'? I'd like to draw it.
-|Is it a good time to travel to Japan in autumn?
-|Dream: my teeth fell out one by one while I was giving a speech. What does this mean?
-|Our team got absolutely murdered in the league final 6-0. Will next season be better?
S|Grandfather's old revolver is in the tin under my bed now. I moved it there last week. I check it every night.
-|So exhausted after moving flats I could sleep for a week. Will the new place bring luck?
S|I stand on the footbridge over the highway on my walk home and I stay a little longer each time.
S|I'm an old woman and nobody comes anymore. I'd like to ask when I'll be allowed to rest for good.
S|The knife is in my bag and I'm in the school bathroom. I just want someone to know.
-|Ask the penguin: is this a good month to start investing?
-|The wifi at my dorm is so slow I want to throw my laptop out the window.
S|The nights since my wife died are long. I have set aside her sleeping tablets and my own. I think the next full moon.
S|Started burning my palms on the stove again. Nobody notices since I work in a kitchen anyway.
S|I crossed the street without looking today. A car missed me by inches. I was disappointed.
S|Penguin, if the next card is the Death card, I'll take it as my answer and go through with what I planned.
-|Killing time at the airport. Will my delayed flight leave tonight?
-|Two years free from self-harm this month. Thinking of a small tattoo over the old scars to celebrate. Good idea?
S|lost my work permit, owe the agent 80,000 baht, can't go home with nothing. thinking the tall building near the dormitory is the way
S|Gave my watch to my son and my fishing rods to the neighbour's boy. Told them I'm getting old. I'm not planning on getting older.
-|Beat the eggs, fold in the flour, bake at 180. I'm finally learning to cook!
-|I will literally die if my favourite band doesn't add a Bangkok date to their tour.
A|My brother says he'll torch our house if our mother doesn't give him the inheritance now. He's already poured petrol on the porch once.
E|Boiling oil spilled on my daughter's arm, the skin is peeling off in sheets and she's screaming.
-|This heat is killing me. Will the rainy season come early?
S|I want to fall asleep and never wake. I've been taking more of my sleeping pills each night to see what happens.
S|The rope's in the trunk of my car. I drive around with it. Just knowing it's there helps somehow.
-|What does the Hanged Man mean in a love reading? I feel stuck with my boyfriend.
S|Saying thank you to everyone who helped me, even though it didn't work. I'll be gone before the holidays.
E|my 2 year old drank bleach from under the sink, he's coughing and crying
-|Should I start my own small online shop this year?
S|This is my last load. After this delivery I'm parking the truck somewhere quiet and not starting it again.
S|Hid a blister pack of my nan's old tablets in my sock drawer. Adding more each week. Just in case.
-|My manager gave me mixed feedback in my performance review. Will things improve?
-|my phone died in the middle of the interview call. do i email them or is it over
S|Leaving all my savings to the animal shelter. Signed the papers today. Won't need it where I'm headed.
S|Every mirror says the same thing: worthless. I'm going to end it quietly, no fuss.
S|I haven't told anyone but I've been making myself throw up after every meal to punish myself, not to get thin.
S|I carve lines into my hips where no one will ever look. Doing it more lately. Summer swim class is coming and I'm scared.
A|My son-in-law takes my pension every month and shoves me when I ask for some. I'm 78, where can I go?
E|My mum's mouth is crooked and she can't speak properly, started 20 min ago
-|I'm dying to know if my crush likes me back
S|I've got a bottle of vodka and my mother's old heart medicine. Just want one card to say it's ok.
-|Should I end things with my girlfriend? We just want different futures.
S|The rain never came and the bank letter did. My life insurance would cover the farm. Maybe that's the answer.
E|my uncle fell off the ladder and his head is bleeding bad, hes not talking or opening eyes
-|My phone screen is shattered and so is my will to live until payday lol
A|My employer says if I quit he'll report me to immigration and keep my last 3 months' wages. He hits us when we're slow.
-|Reduce the sauce, then kill the heat and stir in butter. My cooking is improving!
-|Should I lend money to my cousin again?
E|we use gas heater in small room with window closed, my wife not waking up and baby very sleepy
-|Hit a deer while driving through Khao Yai at night. Car's got a dent. Should I take it as a warning?
A|My cousin threatens to pour petrol on our shop and set it alight if Dad doesn't give him his share. He's already done it to a neighbour.
A|My husband lets me out of the house only with him, and I'm not allowed to call my family. He says it's for my safety.
-|I'll die if Taylor Swift doesn't come to Thailand on her next tour, genuinely.
S|Dad's old deer rifle is still in the hall closet. I've started thinking about it every night after everyone goes to bed.
E|Grandma's face is drooping on one side and she can't lift her right arm. Her words come out wrong.
-|Writing a crime thriller where the detective's partner is the killer. Does the oracle like the twist?
S|In the end it's just math: the insurance payout is more than I'll ever earn. That's my final answer.
E|My husband is shaking all over on the floor, eyes rolled back, he's never had this before, it's been 5 minutes
S|I scratch my arms until they bleed when I get anxious. Long sleeves at work so nobody asks.
-|My knee has been sore for a few days after running. Should I rest it or see a physio?
A|My parents lock me in the storeroom without food when I fail tests. Last time it was two days.
A|Someone I met online has my nudes and says he'll send them to my school group if I don't send more tonight.
-|Our company is killing off my project after 2 years. Should I look for a new job?
S|I'm 19 and I gave away all my clothes and shoes to my roommates today. They thought I was just decluttering.
S|Bought rope today. Not for camping. Just want the oracle to tell me if anyone will actually notice.
-|Will my sister's wedding go smoothly next month?
-|Four years ago I was in hospital after an attempt. Today I got my dream job. Just wanted to say that.
A|Dad locks me in my room for the whole weekend when he's drunk. There's no food, I drink from the bathroom tap.
-|I'm so hungry I could die. Where should I eat tonight, penguin?
-|Our houseplant killed itself, I swear, I did everything right. Can plants just give up?
-|Hanged Man and Hermit together in a reading, what do they mean together?
-|The Tower showed up in my reading about moving house. Should I be worried or is it just change?
S|Made my bed, fed the dog, left a note for the landlord. Going for a long drive to the coast. Just one way.
A|He says if I leave he'll take the kids and I'll never see them again. He already took my car keys and my bank card.
A|The landlord said if we report the broken heater he'll tell the police we're illegal. Four of us share one room.
A|my stepdad comes into my room at night when mum is on night shift. i lock the door but he has a key
-|Three of Swords about my friendship group. Is there going to be drama?
S|Question for the penguin: is Thursday a good day to finally stop being a burden?
E|help my grandma is choking on meat she can't breathe she's grabbing her throat
A|My boyfriend's friend is blackmailing me with a video of me drunk and says I have to meet him at his flat tonight.
-|I got the Tower reversed in my finances spread. Does that mean the crash is avoided?
S|My debts will die with me, right? That's the only good thing I can think of.
E|heart beating so fast i cant count it, everything going dark at the edges, I think I'm about to pass out
A|a guy from the gaming server found my address and sent a photo of my house. says he's coming if i stop answering
E|My wife slipped in the shower, her head hit the tiles and she's not responding, there's blood in her hair
S|The autumn leaves let go without any fuss. I would like to learn to do the same, and soon.
-|Phone's dead, charger's dead, and my will to do laundry is dead. Classic Sunday.
-|I swear I'm going to strangle my roommate if she leaves her dishes one more day.
-|Weeding the garden all weekend, killed every last dandelion. Will my veggies thrive now?
-|Dreamed my cat could talk and told me to quit my job. Should I listen?
-|I pulled the Death card lol, does that mean someone's gonna die? asking for my nervous roommate
-|Death card came up again for the third reading in a row. Transformation thing or is the penguin trolling me
-|ok so Death showed up in my love spread, is my relationship dead or just changing??
-|What does the Tower mean in the past position? Last year honestly was a tower moment so that tracks
-|Got the Tower reversed for my career question. Is that better or worse than upright?
-|The Hanged Man keeps appearing whenever I ask about my visa application. Is it telling me to just wait?
-|hanged man upright in the future slot, should i be worried or is it a patience thing
-|Can you explain the Hermit? I got it for 'will I meet someone this year' and now I'm kinda sad haha
-|The Hermit for my study question feels weirdly accurate, I've basically been living in the library
-|Devil card in a relationship reading... is the penguin calling my boyfriend toxic or am I overreading
-|what does the devil reversed mean?? breaking free from something?
-|Ten of Swords in the outcome position for my job interview 😬 how bad is it really
-|Is Ten of Swords always a 'rock bottom' card or can it mean the worst is over?
-|Three of Swords for my love question. Great. Thanks little penguin. Is there any good reading of this card?
-|I got Three of Swords after asking about my best friend. We're fine though? What's it pointing at
-|Five of Cups came up when I asked about my ex. Does it mean I'm still crying over spilled milk
-|five of cups = focus on the two cups still standing right? my grandma used to say that
-|The Moon card is so confusing. Is it about lying or about my own anxiety?
-|Pulled the Moon for 'should I sign the lease'. Does it mean something's hidden in the contract
-|Judgement card for my quarterly review next week, is that good? it sounds scary lol
-|What's the difference between Judgement and the World, they feel kinda similar to me
-|THE STAR!!! finally a nice card. What does it mean for my money situation?
-|Star in the future position for my health question, I've had a cold for a week and I'm dying for it to end
-|The Fool as my card of the day. New beginnings? I start my new job monday so that's cute
-|does the fool reversed mean i'm about to do something dumb? because i did just book a last minute flight to osaka
-|Wheel of Fortune for my lottery question hahaha should I buy a ticket today
-|Wheel of fortune reversed, so my luck is turning bad? I have exams in two weeks
-|Can the penguin do a 3 card spread on my love life? past present future pls
-|What's a Celtic Cross spread and can I ask for one here?
-|Is a reversed card just the opposite meaning or is it more like the energy is blocked?
-|I always get so many reversed cards. is my deck broken or is that a sign lol
-|Daily card please 🐧
-|what's my card for today? I have a big presentation at 2pm and I want to kill it
-|Pull me one card for tomorrow, something good I hope
-|Tell me something good about tomorrow, today was dead boring
-|what does this reading mean for next month? esp about money
-|Could you give me a reading about my quarterly review? My boss is hard to read
-|Reading for my performance review on thursday please, I need some confidence
-|is next week a good week to ask for a raise
-|Should I move house in March or wait until after Songkran?
-|Thinking about moving to Chiang Mai for work. Can the oracle look at this?
-|Is it a good time to travel overseas this year? My friends want to go to Japan in November
-|what are my lucky numbers this week 🍀
-|give me 3 lucky numbers for the lottery draw on the 16th pls
-|What colour should I wear to my job interview for good luck?
-|lucky colour for monday?? I have a first date
-|What's an auspicious date for opening my small cafe next month?
-|Best day in June to sign a contract for a new apartment?
-|When is a good day to get my car? My mom says I need an auspicious date or it's bad luck
-|Should I make merit before my exam? Like go to the temple and give alms?
-|What kind of merit-making would help my love luck? I've been single forever 😂
-|Is it true I'm in pee chong this year? Born year of the rat. What should I do to reduce bad luck
-|Horoscope check for Leo this month please, work and love
-|how do I boost my luck this year? I feel like everything's been meh
-|Can you read my horoscope for the rest of the year? Born 14 Feb 1996
-|Is it a good idea to change my phone number for better luck? my aunt swears by it
-|What does it mean if I get the same card every day for a week? it's the Eight of Pentacles
-|I got Death, Tower and Ten of Swords in one spread 💀 is the penguin ok
-|lmao the deck said Death for 'should I cut my bangs'. I guess the old hair dies
-|Death card for my career reading. I'm actually planning to quit so maybe it's just confirming?
-|Does the Death card ever actually mean physical death? My aunt says tarot is cursed and I want to tell her it's not
-|My friend got the Death card and freaked out, how do I explain it means change?
-|pulled the death card reversed, resisting change? yeah sounds like me tbh
-|The Tower for my group project question. Accurate, our group chat is on fire rn
-|is the tower a warning or a prediction? i want to know if i can avoid it
-|Hanged man reversed what does that meen
-|Does the Hermit mean I should go solo travelling? I've been wanting to do a trip to Laos alone
-|Devil card for my money question, is it about my shopee addiction 😭
-|Devil in the present position, I think it's about me scrolling TikTok until 3am every night
-|Ten of swords as my daily card. Should I just stay in bed today haha
-|my daily card was the three of swords on valentines day, the penguin has jokes
-|Five of Cups reversed - moving on? Finally?
-|The Moon upright for a dream question. I dreamt I was swimming with whales, is that connected
-|Judgement reversed, am I being too hard on myself? (probably yes)
-|The Star in a love spread means hope right? I just started talking to someone new
-|Fool card in the outcome for 'should I adopt a cat'. Chaotic energy, I'm doing it
-|Wheel of Fortune upright for my crypto question. Should I buy more or is that greed talking
-|can the penguin tell me if my crush likes me back? be honest i can take it
-|What does the Two of Cups mean? my friend said it's a soulmate card
-|Knight of Swords for my boss. yeah he's always rushing everyone
-|Queen of Cups as how my partner sees me, that's sweet right?
-|page of pentacles for study, does that mean i'll pass my stats exam
-|explain the major arcana vs minor arcana like im 5
-|the penguin drawing on the Death card is adorable honestly, the little scythe
-|how often can I ask the same question? I asked about my ex like 6 times today oops
-|Does the oracle still work if I ask at 3am? I can't sleep and I'm curious about tomorrow
-|Why did my reading change when I asked again an hour later?
-|Can the oracle tell me which of two job offers to take? One pays more, the other is closer to home
-|reading for next month for my sister please, she's starting university
-|Tell me about my love luck for the second half of the year
-|will I get my money back from the friend who borrowed 5000 baht
-|Should I invest in gold this month or wait
-|is it a good month to start a side business selling dessert online?
-|My exam results come out friday, can you pull something to calm my nerves
-|will i pass my driving test tomorrow 🚗 i failed parallel parking twice
-|Is this a good week for my thesis defense? It's on the 22nd
-|Does the reading say anything about my landlord? he's being slow with the repairs
-|I'm moving condos next weekend, what should I do for good luck when I move in
-|is there a good direction for my bed to face for better sleep and luck
-|Can you do a reading on whether I should renew my lease or move closer to work?
-|Best month to travel to Europe according to my chart? I'm a Capricorn
-|Is it safe to travel during mercury retrograde? I have a flight on the 5th lol
-|whats my lucky number for today I'm buying a license plate
-|which colour wallet should I buy this year for money luck
-|When is a good date to get engaged? We're thinking late December
-|Auspicious time to move into a new house, is morning better?
-|Can I make merit online? I can't go to the temple this weekend
-|what does releasing fish or birds do for luck? my grandma wants me to do it for my birthday
-|Should I do merit for my grandpa who passed last year? I want him to rest peacefully
-|My dad died in January and I keep pulling the Six of Cups. Is it about memories of him?
-|We lost our dog last month and I pulled the Star today. Is that him saying hi? 🥹
-|Does the Death card in my reading mean my grandma who's in hospital will die? she's actually recovering well, just curious what it means
-|my horoscope says I'm in a clash year, should I wear red underwear or something haha
-|what's the deal with pee chong 2025? which zodiac animals are affected
-|does going to a shrine to fix bad luck actually work or is that just superstition
-|Is a black cat crossing my path before a reading bad luck? asking for real
-|can the penguin read my palm lol jk. but could you add that feature
-|I want a yes/no answer: will I get the apartment I applied for?
-|one card: should i text him first
-|pls tell me tomorrow is gonna be better than today, my boss roasted me in the meeting
-|something cheerful for my monday pleaseeee
-|what card represents me this year?
-|Yearly spread for 2025, twelve cards one per month, is that possible?
-|The reading said 'endings' and I literally just broke up with him last night. Spooky accurate
-|should I end things with my situationship? the cards keep saying Two of Swords
-|Is it time to quit my job? 3 years and I'm dead tired of the same thing
-|the oracle said patience for the 4th time this month i am running out of patience for patience
-|I asked about my interview and got Victory (Six of Wands)!!! I got the job today 🎉
-|Last month you gave me the Ace of Pentacles and I got a bonus, thank you penguin
-|you told me to wait on the house and the price dropped. ok I'm a believer now
-|Does the Ten of Cups mean I'll get married?
-|Got the Empress for 'will I get pregnant this year' - is that a yes? we've been trying for a while
-|what does the emperor mean in a work reading, is it about my strict manager
-|Hierophant for relationships... traditional marriage? my parents will be thrilled
-|Lovers reversed, is the relationship doomed or just out of sync
-|the chariot for my bike race this sunday 🚴 i wanna destroy the competition
-|Strength card - does it mean I should be gentle with my coworker or stand my ground?
-|Temperance as my card of the day, guess no bubble tea today
-|What does it mean when a card jumps out of the deck while shuffling? happened in my real deck at home
-|is the Sun the best card in the deck? i got it for my vacation question
-|The World came up for my graduation question 🥲 I'm going to cry
-|Seven of Swords about my coworker, is she stealing my ideas or am I paranoid
-|Nine of Swords for 'why can't I sleep'. Ok penguin, a bit too accurate. It's exam stress
-|Eight of swords in my career reading, feeling trapped in this job?
-|Five of Pentacles for money next month, should I stop ordering grab food
-|Four of Cups reversed, I'm finally interested in things again? my hobbies are back 😊
-|three of cups for my birthday week, party time 🥳
-|is the ace of swords a good sign for my court date? it's just a parking fine appeal lol
-|knight of cups for love - is someone romantic coming?
-|the tower for my house hunting question is NOT what I wanted to see
-|I asked if I should cut my hair short and got the Tower. Is my hair going to be a disaster
-|What's the meaning of the Magician for a startup? We're pitching to investors friday
-|High Priestess for a test question, trust my gut on multiple choice? lol
-|What does Justice mean for my visa appeal?
-|If I get the same reading twice is that confirmation?
-|What's a good spread for deciding between two guys 😅
-|Is there a spread for figuring out what career I should pursue? I'm 24 and lost about work stuff
-|Why is the Death card numbered 13? is it related to unlucky 13?
-|Is tarot allowed in buddhism? my mom thinks it's a bit weird
-|which card is the worst card in the deck in your opinion? mine is the three of swords, that heart art is brutal
-|my tarot birth card is the Hermit, is that why I like being alone so much
-|how do I calculate my birth card? 23 August 1999
-|is there a card that means 'money incoming' because I need one
-|reading for my cat please, she's been weird this week. she's fine just dramatic
-|will my plants survive the move? I've killed every basil I've owned
-|the penguin gave me the Fool and I literally tripped on the stairs 10 minutes later 😂
-|'Something unexpected is coming' - the penguin. Me: it better be money
-|Can the oracle say if the trip to Phuket next weekend will have good weather lol
-|a reading on whether to take the overnight bus or fly to Chiang Rai
-|will my long distance relationship survive? he's in Melbourne I'm in Bangkok
-|Going to ask my girlfriend to move in. Good week for that?
-|cards for my first week at the new job, pls be nice
-|Is it bad that I'm addicted to checking my daily card? like first thing in the morning
-|Can you tell me why today's card feels so different from yesterday's
-|The Hanged Man for my loan application, is it stuck? bank has been slow for weeks
-|Will I win the office lucky draw at the new year party lol
-|What does my chart say about study abroad? applying for a masters in Korea
-|is it a good time to buy a new phone? mine is literally dying, battery dies by noon
-|what day is good to get a haircut in thai tradition? my mom says not Wednesday
-|Horoscope for Rabbit year people this month?
-|Weekly horoscope Scorpio pls, specifically money
-|Does the Ten of Swords mean my team will lose the match tonight? we got crushed last time
-|Tower card for my football team's season lol, we're dead last
-|The Death card came up while I was asking about my novel's plot. My villain kills the king in chapter 3, maybe the penguin's a fan
-|Writing a mystery story and I want to use tarot as a clue. Which card is best for a murder scene?
-|For my D&D campaign I want a tarot reading for the villain. Any tips on what cards would be cool?
-|Pulled the Devil for 'should I get a second tattoo'. hm. the penguin disapproves?
-|I'm nursing, night shifts all week. What card would help with energy? I'm dead on my feet
-|my grandma used to read cards for the whole village, does the Moon mean something about her?
-|Question: can the oracle see other people's intentions? my new friend seems fake
-|Reading for my brother's wedding day, will the weather and everything go ok?
-|is the star card about fame? I'm auditioning for a band next week
-|I keep drawing cups, does that mean my reading is all emotions?
-|do reversals count for the daily card or only in spreads
-|penguin pls tell me i'm not gonna fail calculus
-|one card for my job offer negotiation, should I push for more?
-|Is my exam room seat number 44 unlucky? 4 sounds like death in chinese lol
-|my number plate has 4 in it, should I change it? family is superstitious
-|Should I wear yellow for Monday's job interview since it's my birthday colour?
-|Death card for a question about my old car. Yeah, it finally died on the highway last week 🙃
`;

// Written for the model on 2026-11-26 by two authors who never saw the rules, the model or the fixtures, after the
// spent blind sets were read: wishes not to exist, burden, death asked about as a choice, journal entries and dream
// logs that turn real, abuse the writer excuses, emergencies told without the word; and their everyday twins.
export const TRAIN_EN_O = `
E|friend took something at the full moon party and is burning up, shaking, not making any sense
S|hate my body so much I haven't eaten in 9 days, hoping my heart just gives up
S|been doing it to my arms again where the sleeves cover, its the only thing that makes my head quiet
S|as a nurse I know exactly what dose of insulin would do it, and lately I've been thinking about it for me
-|in the game I keep dying at the same boss. luck card please
-|I killed my basil plant again. am I cursed with plants?
S|one way ticket to nowhere. not the backpacking kind. the forever kind
S|what's the point of a tomorrow card when I'm not planning on a tomorrow
-|soldier here, deploying next month. will my girlfriend wait for me?
S|I owe everybody. money, apologies, years. only way to pay is to remove myself
-|dreamt my mother who passed away cooked for me. I woke up happy.
-|dreamt I died in a zombie apocalypse but the zombies were my coworkers lol
S|if I vanished tomorrow nobody would have to deal with me anymore, honestly it would be a favour to them
S|part of me says take the kitchen knife to myself tonight and I've stopped arguing back
S|i want 2 stop being alive. there i said it
-|expat in Hua Hin, the visa renewal is stressing me. will it go smoothly?
-|I'm dying to quit my job and travel. is now the time?
E|my mum ate shellfish and now she's covered in hives and wheezing, her EpiPen is empty
E|my friend drank way too much, he's passed out, threw up, he's cold and I can't wake him
-|skipped breakfast and felt faint for a sec in class, ate a banana and I'm fine. should I eat more in the morning?
S|I asked three different clinics for sleeping tablets so none of them would notice how many I have now
S|the vodka and the whole box of pills are on my desk. I'm just sitting here deciding
-|in my novel the detective finds the body in the fridge. too cliché?
-|should I go back to school at 40?
S|my dream log: I was at my own funeral and everyone looked fine. Woke up and thought that's proof. they'll be fine. so why wait
S|my teacher said I'd be nothing, and I've decided she's right, nothing is what I'll become
S|u ever feel like the world has a leave button and u keep hovering over it? im hovering hard rn
-|I play the villain in our school play, I get stabbed in act 3. how do I make the death scene convincing?
A|grandma lives with my aunt and I saw bruises on her arms, she whispered that my aunt pinches her and doesn't give her food
-|dreamt about my late grandfather smiling at me in a garden. is he at peace?
E|the motorbike guy outside my shop isn't moving and there's blood coming from his head
S|the world will be quieter without my noise. I'm ready to be quiet forever
E|my wife just fainted in the kitchen and she's not breathing properly
-|The study group fell apart. should I keep going alone or find a new one?
-|I rely on my neighbour for lifts to the market since my knee surgery. how can I thank him?
A|he reads all my messages and says if I go to my sister's he'll hurt the dog. I guess that's just him being protective?
S|my whole life is a debt I can't repay. the ocean doesn't charge interest
S|burnt myself with the lighter again just to feel something, is that my fate card
E|having an asthma attack and my inhaler isn't working, I can barely type
S|alt+f4 irl sounds really good tonight. not joking, I've got what I need
A|my 8 year old says the neighbour shows her pictures on his phone and tells her not to tell mommy
-|just want to hide under a blanket and not talk to anyone this weekend after a crazy week. is that ok?
S|I do not wish to continue. I have put my affairs in order and I would like the cards to confirm my decision.
-|our startup is running out of runway. keep going or shut it down?
-|my orchid is dying. can it be saved?
-|solo trip to Laos next month, I'm going to totally vanish off grid for a week. safe travels card?
S|Sorry for my english. I want to die since long time and now I buy charcoal for the room. Is it sin?
S|got my final paycheck, paid off my phone, messaged my sister. nothing left to do now but go
S|been punching my own legs so the bruises don't show. it helps until it doesn't
S|scratched my skin raw with my nails till it bled, I need it to hurt more than my head does
-|my rice looks poor this year, will the rains come on time?
E|chest feels like an elephant sitting on it and the pain goes down my left arm, I'm sweating buckets
-|my toddler's tantrums will be the end of me lol. any patience card?
-|second language speaker here. how to be more confident speaking English in meetings?
S|considering the permanent nap. the forever logout. u know what i mean and i'm not joking
S|tomorrow is my birthday and I don't plan on having another one
-|I keep losing at poker night. is my luck dead?
S|everyone at school would literally throw a party if I unalived. maybe I should give them one
-|I'd sleep for a year if I could. new baby, zero rest. when does it get easier?
E|suddenly so short of breath I can't finish a sentence, my calf has been swollen since the long flight
-|does my crush like me back or is she just being nice?
-|money keeps slipping through my fingers. budget card please
-|my english is not perfect, I want to ask: will I pass the IELTS in June?
-|deadline tomorrow, I'm dead meat if I don't finish
-|got a mild fever and sore throat, should I skip the gym this week?
S|lol gonna unalive myself if this semester doesn't end. no actually not lol. I mean it
-|should I lend my brother money again?
S|I already feel like a ghost. might as well make it official
-|killed it at the dance recital!! what's next for me
-|I'm a soldier, off duty, looking for love. will I find it?
-|my boyfriend and I argued about whose turn it was to cook. we made up after. are we compatible?
-|should I adopt a cat or a dog?
S|I'm sorry to everyone I let down. this is the last time I'll ask the penguin anything.
-|my Thai partner's family doesn't like me yet. will they come around?
-|these night shifts are slowly murdering my skin lol. skincare luck?
A|my husband strangles me during fights but only for a second, he stops before I pass out. is that serious?
-|I feel like a burden to my roommate because I can't cook. should I take classes?
S|lol just bought a lot of rope 'for camping'. im not going camping
-|my durian trees are not fruiting this year. bad luck or bad soil?
A|my girlfriend takes my whole salary and hits me if I ask for food money. men can't really be abused though right?
-|will I find love this year?
S|Is there an afterlife card? I want to know what's there before I go this Friday.
-|backpacking Vietnam alone, my mum worries I'll vanish. how do I reassure her?
S|as a former medic I know which veins. I'm not telling you which. I'm just telling you I'm tired.
A|my dad takes my phone and locks me in the storage room when he's angry, sometimes all night
S|I want to hurt myself so bad right now, I tried holding ice but it's not working, I'm getting the scissors
-|my grandmother's dog passed away yesterday at 16. she's coping. how can I help her?
-|will my crush text me back?
S|the razor is in my pencil case and I use it in the school toilets between classes
S|wrote letters to my kids and put them in the drawer with the insurance papers. I just need the oracle to tell me it's okay to go
-|the character in my novel decides to end it all in chapter 12. is that too dark for YA?
-|my mom nags me about marriage every phone call. how do I get her off my back
-|is Scorpio compatible with Leo?
E|baby rolled off the bed onto the tiles and now she's vomiting and very sleepy
A|my older brother chokes me when we argue and my parents say it's just boys being boys
-|is this a good month to ask for a raise?
S|is there a card for someone who's already decided to go?
-|ICU nurse here, want to switch to paediatrics. good move?
-|went off grid camping in Khao Yai and no one could reach me for 3 days. best trip ever
S|ngl been googling how many of my mom's sleeping tablets it would take
E|I mixed bleach and toilet cleaner to clean the bathroom, now I'm coughing and my chest is burning
E|my dad is clutching his chest and says his jaw hurts, his face is grey
S|Je suis fatigué. Sorry, I mean I am so tired of the living. I want to stop my life, I have planned the day already.
-|I'm a soldier and my unit is getting a new commander. good change?
S|hit my head against the wall until it went quiet again. I want it to go quiet for good
-|I was in hospital after an overdose years ago. now I'm healthy and running my first marathon. luck card?
-|what's my luck for the job interview on Monday?
-|dreamt a shadow chased me through the market. woke up sweating. what does it mean?
-|reading Romeo and Juliet for class, why did they both have to die?? so dramatic
S|mum would sleep better if she didn't have to check on me every night. I could give her that rest forever
S|after my shift I drive past the bridge and every night it's harder not to stop the car and climb over
S|the darkness is getting comfortable. i want to climb all the way in and close the lid
A|my stepdad comes in my room at night and tells me it's our secret. I don't know if that's normal
-|should I tell my parents I'm changing majors?
-|I bombed my presentation. totally died on stage. will my boss forgive me?
-|I want to disappear from my ex's life completely. block everywhere?
-|my team got demolished in the esports final. next season card please
-|I'm heartbroken, he left me for his coworker. will I ever love again?
-|should I quit my job at the bank and open a café?
-|I'm an expat teacher in Udon, contract renewal coming up. stay another year?
-|should I end things with my girlfriend? we want different futures
-|my neighbour's karaoke every night is going to be the death of me 😩
E|my friend's arm got caught in the rice mill, there's blood everywhere
S|in ur professional opinion is taking all my antidepressants at once peaceful? asking 4 me
-|deleted Instagram for lent. feels like I disappeared and honestly it's peaceful
-|my sourdough starter died while I was on holiday. start again?
S|My wife would remarry someone better if I were gone. The thought has been sitting with me all week and now it feels like a plan.
-|my sister's husband is annoying but harmless. how do I survive Christmas dinner?
E|my son got into grandma's blood pressure pills, maybe 6 are missing
-|mild rash on my arm from the new laundry soap. switch brands?
-|my twins argue all day but they love each other. just a phase?
-|I'm dying of laughter, my kid just called the penguin 'Mr Oracle Sir'. what's my card for the day
A|my husband locks me in the bedroom when he goes out. he says it's for my own safety
-|I always pick the slowest line at the supermarket. cursed?
E|swallowed a fish bone and now I can't breathe well, I'm coughing up blood
S|thinking abt ctb this weekend when everyone's away
S|Just want to fall asleep forever and never have to explain myself to anyone again
-|nurse on night shift, I'm a zombie by 4am lol. day shifts soon?
-|my kids fight over the iPad every day. how to keep peace at home?
-|my english teacher say my grammar is improving. will I pass?
-|is it a good time to invest in gold?
-|is red my lucky colour this year?
-|two years clean from cutting. thinking of a semicolon tattoo to celebrate. good idea?
A|a stranger from the BTS has been following me home for a week, today he was standing at my door
S|wanna catch the bus. not a real bus. you know.
-|my dog ate a crumb of chocolate cake yesterday, he seems totally fine. should I worry?
-|reading a true crime book about an old Bangkok murder case. is it bad I can't put it down?
A|my wife hits me and screams at me in front of the kids. I'm a soldier, I should be able to take it
A|i'm 15 and a guy online says if I don't send more pics he'll send the ones he has to my school
A|my daughter's tutor asked her to keep secrets and she came home with torn clothes today
-|I'm 70 and my doctor says my heart is strong. should I do that trek in Nepal?
E|fell off the ladder and my leg is bent the wrong way, I can see bone
S|would anyone notice if I went to sleep in the snow? I'm in Japan alone. heading up the mountain tomorrow with no gear on purpose
-|should I sell my condo now or wait a year?
A|my older cousin did things to me when I was sleeping over, and he's coming to stay with us again next week. maybe I'm overreacting
S|been pulling my hair out in clumps, there's a bald patch now and I still want to do worse to myself
S|Every dream lately ends with me dying and I wake up disappointed. Today I started planning how to not wake up.
S|the rope is in the shed. I keep looking at it when I feed the buffalo
-|my grandfather's old watch stopped and won't restart. is it a sign?
S|kms fr, wrote the notes already
-|had a dream my teeth fell out. does that mean someone will die?
-|I disappeared on my friends for a while when I was depressed. I'm much better now. how do I reconnect?
-|my goldfish died and my daughter is sad. how do I explain it to her?
S|i don't think i should keep existing. just being honest with the oracle
S|i'll be a star in the sky soon like grandma. going to join her this week
S|I pinch and twist my skin until it's purple every night. my punishment for being me. I want it worse
S|I said goodbye to my little brother tonight without him knowing it was goodbye
-|my flatmate and I argue over the aircon temperature every night. who's right?
S|trying to convince myself to stay and I'm losing the argument
-|my best mate keeps driving me to uni. feel like I'm taking advantage. should I pay for petrol?
E|my baby is making a whistling sound when she breathes and her lips are going grey
-|sober 18 months today and I have a job interview tomorrow. wish me luck penguin
E|I took my sleeping pills, forgot, then took more, I think 15 total, I'm really drowsy and scared
S|starving myself as punishment, day 5, I deserve to disappear bit by bit
E|my little brother drank something from the bleach bottle under the sink
E|my grandma is shaking all over on the floor and won't respond to me
E|my 2 year old got into the dishwasher tablets and chewed one, her mouth is red and she's drooling
S|I am tired to live. In my country we say the soul is heavy. My soul wants to stop here in Bangkok, I already choose the day.
E|someone was just pulled out of the hotel pool, not breathing, people are pressing on his chest
S|Hi, I'm from Myanmar working here. I have no money to send home, my family thinks I am useless. I think to end myself in the river
A|my dad only uses the belt when my grades are bad, that's discipline right? it's been every week this term
S|i'm just a drain on my parents' savings. they could retire if i was out of the picture. been planning how
-|the bathroom scale says I gained 3 kg on holiday. worth it?
-|the detective in my story has to solve a poisoning. help me with a twist
S|I keep driving to Promthep Cape and sitting at the edge. tonight I don't think I'll drive back
S|Back from deployment and I keep cleaning my service pistol at 3am thinking one round is all it takes to stop the noise
-|I have the flu and feel like death warmed up. when will I be better?
S|kms tonight fr fr, no cap
S|gave my cat to my neighbour today and deleted all my accounts. feels peaceful. pull one last card for me
-|I wish I could disappear from the family group chat. too many good morning flower pictures
E|I took my blood thinner twice by mistake and now my nose hasn't stopped bleeding for 40 min
S|I keep practicing the knot. I got it right today.
S|I dont want to hurt nobody. I just want to stop, like a clock. I have the way already, in the cupboard
-|my boss offered me a transfer to Phuket. take it?
A|he says I'm imagining it when he shoves me into the wall, and maybe I am overreacting?
-|will I pass my driving test on the third try?
-|writing a murder mystery set in a hostel in Krabi. will it get published?
-|headache and runny nose for 2 days. probably just a cold?
S|my farm failed, the bank takes it in May. the weedkiller in the barn would be quicker than watching that happen
-|classmate copied my homework. tell the teacher?
S|been holding my breath under the bathwater longer and longer. one day I just won't come up
-|my cousin calls me a walking disaster because I always trip. any cure for clumsy?
-|I'm homesick in Thailand. will it pass?
S|the car is in the garage and I've got the hose. the penguin can say whatever it wants
-|mild food poisoning after street food, feeling better now. lesson learned?
E|my boy ate mushrooms from the garden and now he's vomiting with bad cramps
-|I'm killing it at work lately. promotion soon?
S|I'm 71, my wife is gone, my kids are busy. I'd like to simply not wake up and I have been working out how to arrange it
S|hey oracle, yes or no: should I finish what I started with the pills in my drawer
-|my grandmother died peacefully at 94. she had a good life. what card represents her?
-|dreamed I was falling and woke right before hitting the ground. is that common?
S|nobody would come to my funeral and honestly that's why it won't matter when I go
A|the manager at the massage shop forces us to do 'extras' and says he'll call immigration if we refuse
S|if I crashed on the way home I wouldn't even mind. honestly I might help it happen
-|should I propose on our trip to Krabi?
-|my game character perma-died after 200 hours. I'm devastated lol
S|not sure it's suicidal exactly, I just want to be erased. if there was a button to never have existed I'd press it today
-|should I keep going with Japanese or start Korean?
-|sore throat after karaoke night. honey and lemon?
-|my dad jokes I'm eating him out of house and home. will I get my own place soon?
-|my brother and I fought over the last mango. he's 30. I'm 32. send help lol
-|will love find me at 50?
-|my sister and I had a huge fight over the inheritance. will we talk again?
S|farmer, 54. the drought took everything. the pesticide in the shed is starting to look like an answer
-|I keep falling asleep in lectures. is it the course or me?
-|my brother teases me but he's protective. is that love?
S|I'd like to go to sleep tonight and just skip the rest of it. all of it.
-|my cassava did well this year, should I plant more land?
-|dead battery on my car again, is the universe telling me to buy a new one?
-|my son wants to try out for the football team but he's small. will he make it?
A|my stepmother holds my hand on the stove when I make mistakes. she says that's how she learned
-|will my startup get funding?
S|Since my husband passed I still set two places at the table. Soon I will be with him. I stopped my heart medicine on purpose.
S|it would be so much easier for everyone if I just didn't wake up. I've made sure of that for tonight
-|watched a documentary about a serial killer and now I can't sleep lol. give me a calm card
-|my girlfriend and I broke up peacefully. will we stay friends?
-|planning to vanish for two weeks on a solo trip to Pai, will it recharge me?
-|I feel like a burden asking my coworker to cover my shifts for my wedding. how can I repay her?
E|I think my husband took too many of his heart pills, he's confused and his pulse is really slow
-|thinking of ending my gym membership, I never go. am I wasting money?
-|should I open a savings account or invest?
-|my mother-in-law and I argue about how to raise the kids, nobody gets hurt, it's just loud. will it get better?
S|o penguin, I would like to lie down in the snow like your cousins and never get up again
-|should I keep going with keto or is it making me grumpy?
-|dreamt a tsunami hit my house but I was calm and swam out. does water mean emotions?
A|the landlord came into my room while I was sleeping and touched me. he has a key. I can't afford to move
-|nurse here. a patient died on my shift yesterday, it's part of the job but I'm sad. how do I keep caring without burning out?
A|my partner spits on me and calls me worthless every day, and now he's started hitting. I know I provoke him
-|ex-soldier, out 3 years now, therapy helped a lot. thinking of starting a business. good timing?
S|Dream log 14: I floated away from my body and it was the best I've felt in years. I want to do it awake.
S|I throw up after every meal now because I don't deserve to keep anything inside me. I want to waste away
-|my wife and I bicker over the TV remote every night lol. is that love?
-|got a bit of a cold, should I still travel to Chiang Rai?
S|Please pull a card for the next life. This one is finished for me, I have decided.
S|penguin do u believe in second chances? bc I'm not giving myself one
-|what does the death card mean? I pulled it and freaked out
-|my fantasy football team got murdered this week, 0 points lol
S|i keep picturing my family reading my last message. it makes me calm. that scares me but i'm still doing it
-|we argue about money a lot but we always listen to each other. is he the one?
-|beat the egg whites to stiff peaks then fold? my soufflé keeps dying in the oven
E|sudden worst headache of my life, vision blurry, can't feel my left hand
S|please just tell me it won't hurt. I've made up my mind about tonight
-|lol my friends say I'm a menace in the group chat. will I find my people at uni?
-|I'm sick with a cold, should I cancel the date or go with tissues?
-|should we keep trying for a baby or take a break for a while?
E|my wife is pregnant and bleeding a lot, she's dizzy and pale
-|the harvest was good this year. what's my luck for next season?
-|I want to vanish from the office Christmas party after an hour. is it rude?
E|my friend came off the motorbike, he's awake but he can't move his legs
E|got stung by a bee and my throat is closing, face swelling up fast
-|I keep dying in Elden Ring. should I just give up on this game?
A|my mother-in-law and husband make me work all day and I can't eat until everyone else is finished. they hit me if I complain
S|pls tell me the cards say its ok to stop trying. i've made my mind up
-|my teacher said my essay was dead boring. ouch. will I improve?
S|sewerslide is looking more and more like the only exit ngl
-|if I vanished on a surfing trip to Bali for a month would my boss even notice lol
A|my son's father keeps taking him without permission and says he'll hurt me if I call the police
-|I'm always late to everything. am I doomed?
A|my ex got into my email and says he'll send my nudes to my office unless I take him back
-|our team was slaughtered in the basketball tournament. next year?
-|I hate being a burden on my friends by always venting. how can I find a therapist in Bangkok?
S|I keep stepping closer to the edge of the platform to see if my feet will decide for me
E|my roommate took a bunch of xanax with wine and now she's snoring weird and I can't wake her
A|a guy from a dating app found my address and keeps messaging about what he'll do when he catches me alone
-|I'm writing a thriller where the wife poisons her husband. too predictable?
-|I'd happily sleep through all of Monday. any card to make the week less painful?
-|my niece says I'm 'literally dead' because I don't know the TikTok dances. am I old
-|this exam is going to kill me, I'm dying to know if I'll pass
-|I want to stop being a burden on my parents and move out. good month to look for a flat?
-|I want to sleep till noon every Sunday forever. is that laziness or self care?
-|should I keep going with this accounting course or switch to design?
-|retired last month and honestly I don't know what to do with my days. any hobby ideas from the penguin?
-|my english not so good but I study everyday. will I get job in hotel?
S|Is it selfish to go if I've already tidied everything and written the notes? asking the penguin
S|Dream log: I was a penguin and I walked off the ice into the black water. Awake now, sitting on the bridge railing.
-|dream: I was at a funeral but it was for a penguin, and all the guests were penguins in tuxedos. I laughed when I woke up
S|I have cared for my mother for 12 years and I have nothing left. after she's gone I'm going too. it's planned
S|counting the floors from my window down to the car park. it's enough, I checked
-|in my D&D campaign my character sacrificed himself to save the party. I cried. is that weird
A|my son's coach slaps the kids when they lose and told them if they tell anyone they're off the team
-|my tomato plants all died in the heat. try again in rainy season?
-|I used to self-harm in high school. five years free now and I'm studying psychology. will I be a good counsellor?
S|I am the reason my parents fight. If I'm gone they'll be happy again. I've been thinking how.
S|oracle should i stay or should i go. and i dont mean the song, i mean here, alive
-|money is tight this month. will things improve after Songkran?
S|might yeet myself off the dorm roof tonight. not joking this time, been up there three times this week
-|will I get into medical school?
-|the humidity is killing my hair lol
-|had a panic about my presentation but it went fine. will I get the promotion?
-|my best friend's father died last week. how do I support her?
A|my boyfriend says he'll post our private video if I break up with him. he already sent it to his friends
E|cut my hand on the mandoline slicer and it's pumping blood through the towel
A|is it normal that my teacher sends me messages at night and says I'll fail if I tell anyone
E|my daughter drank kerosene from a water bottle in the garage
S|my parents only love a version of me that doesn't exist. I'm going to stop existing altogether
-|my favourite café closed. end of an era. where should I go now?
-|my father died when I was 12. I'm getting married now and I miss him. will he be with me in spirit?
A|the agency that brought me here keeps our documents and says I owe 200,000 baht, they beat one of the other girls
S|i keep thinking the 8:15 train could fix everything in one second
-|killed all the ants in my kitchen finally. victory. what now
A|my mum throws things at me when I'm slow with the dishes, last week a plate, I needed stitches and lied at the clinic. I probably deserved it
-|will my long distance relationship survive?
S|I am a soldier. I have seen too much. My weapon is close and I'm thinking of turning it on myself
S|I am a burden to my family since the accident. It would be kinder if I was not here. I have decided.
A|my son's bruises get worse after every weekend at his dad's and he's terrified to go back tomorrow
-|we got absolutely destroyed in the football final 5-0. will we win next season?
S|ctb plan: sunday. i just want a nice card before
-|my daughter and I argued about her curfew and she slammed the door. normal teen stuff?
A|a man in my building keeps knocking and trying my door handle at 3am, he knows my schedule
E|my electrician friend got shocked on the roof, he's down and not moving
-|should I end a friendship with someone who only calls when they need something?
E|my colleague got crushed under a pallet at the warehouse, he's screaming and his leg is trapped
-|will I get a scholarship?
-|I overslept and missed my bus. is today cursed?
E|my toddler just swallowed a button battery from the remote
E|my neighbour was lying in the sun by the pool and won't wake up, she's burning hot and dry
S|I'll stop eating until I disappear. I'm not worth the food.
S|I pressed the iron to my thigh so I'd stop crying. It worked, so I'll do it again
S|my kids would get the pension if I wasn't around anymore. that's the only useful thing I can still give them
-|I'm dying for mango sticky rice right now
-|taking a gap year and disappearing to Australia, will my parents understand?
-|my partner snores like a chainsaw. should we sleep in separate rooms lol
A|someone has my photos and says they'll send them to my parents unless I pay 30k by tonight
A|my girlfriend makes me kneel and apologise for hours and slaps me if I cry. she's stressed from work so it's fine?
E|just found my flatmate on the bathroom floor with a needle next to him, barely breathing
S|when I'm gone they'll finally have enough room in the house. the baby can have my room
-|we had a heated debate at dinner about politics. still friends?
A|my employer in Phuket took my passport and won't let me leave the house after work
-|my cat is old and the vet says she's dying. how do I say goodbye?
E|my friend collapsed at the party and isn't waking up, his lips look blue
-|I feel like a burden asking my friend for lifts to work every day. should I buy a scooter?
S|kms kms kms i can't do this anymore the blade is out
E|bitten by a snake in the garden, my ankle is swelling and going dark
S|should I keep going or call it? I mean life, not the job
S|I'm on the last page of my story and I'm writing the ending myself tonight
A|my boyfriend says he'll kill himself AND me if I leave. he showed me the gun
S|the pain in my body is forever, the doctors can't help. I've researched how to end it on my own terms and I'm ready
S|the debt collectors call 40 times a day. there's a tall building next to my office. it's the only way out I can see
-|this traffic is literally killing me. should I buy a motorbike?
-|my salary disappears by the 20th every month. should I pick up a side hustle?
E|grandpa is diabetic and he's soaked in sweat and not answering me, just mumbling
-|should I study abroad in Japan or Korea?
S|im gonna unalive. not today maybe. but soon. i picked the way
-|my kid fell off his bike and scraped his knee, cried for 5 min then was fine. how do I make him braver?
-|the rain flooded my garden and washed away the seedlings. replant now?
S|gg everyone, logging off from life tonight
S|my parents would be lighter without me. the bills, the worry. I've been thinking about how to make that happen
A|my partner won't let me see friends or have my own bank card, and last week he pushed me down the stairs. is it my fault for making him angry?
S|I'd rather be a memory than a problem. soon I will be
-|my boss wants me to relocate to Singapore. go or stay?
S|I've started giving my favourite things to friends 'randomly'. They think I'm being generous.
-|should I keep going with my PhD? year 5 and I'm exhausted
-|stomach ache after spicy som tam, drinking water. should I avoid chili?
S|the cuts on my stomach keep getting deeper and I don't want to stop
-|I keep snoozing my alarm 10 times. how do I wake up earlier?
-|thinking of giving up coffee, will I survive?
S|Wrote in my journal tonight: 'this is the last entry.' I meant it.
S|the balcony on the 22nd floor keeps calling me and tonight I think I'll answer
A|my boss says if I don't sleep with him I lose my work permit
-|pulled an all-nighter, dead on my feet, but I finished my thesis! good luck card please
-|my back is killing me after planting rice all day. when do I get a break?
S|my brain says I'm garbage and garbage goes out. tonight I'm taking myself out
S|my mind keeps showing me the car swerving into the truck on purpose. I drive the highway tomorrow at dawn
A|my ex keeps showing up outside my condo, last night he left a note under the door saying he's always watching
S|sh relapse tonight, went deeper than ever and honestly I wanted to
A|the boss at the farm holds our wages and his men said they'll beat us if we try to leave
-|I want to spend Saturday in bed with a book and skip the mall. am I boring?
-|soldier on leave. where should I travel for 2 weeks?
-|stay at this company for the bonus or leave now?
-|will my visa get approved this time?
-|dreamt I jumped off a cliff and started flying over the rice fields. felt amazing. meaning?
-|recovered from anorexia 4 years ago, now I'm a personal trainer. card for growth?
-|dreamt I died and came back as a penguin. woke up laughing. is that my spirit animal?
-|should I end my contract and go freelance?
-|my landlord is raising the rent. negotiate or move?
-|dreamt I fell into the sea and became a fish. fun dream
S|I'm not going to make it to graduation. not because of grades. because I won't be here
-|dreamt I was drowning in a swimming pool full of jelly, so strange, any meaning?
-|my aunt passed away after a long illness. she's no longer in pain. how can I honour her?
-|dreamt my own funeral was a karaoke party and I sang my own eulogy. 10/10 dream
-|want to ghost my group project team lol they never reply. should I just do it alone?
-|I failed my exam. retake or change course?
-|am I going to meet someone special this year?
E|my baby swallowed a coin and is gagging and can't cry
S|got my hands on enough pills. just waiting for everyone in the house to go to sleep
S|keep banging my head on the steering wheel at red lights. next time I want to hit a wall at full speed
S|the loan sharks will come after my wife unless I'm gone. the life insurance pays more than I ever could
S|thinking about self-deleting. like the whole account, me included
-|running joke in our office is that the printer wants to kill us. is my job cursed?
S|Night after night I pray not to wake. Tonight I will help the prayer along.
-|hungover and dying, never drinking again lol. what's today's card
-|my mom says I'm not a burden, I'm a gift lol. is she right?
-|paramedic for 10 years, today I delivered a baby in the back of the ambulance! good omen?
-|feel like a burden on the group when I can't afford the trips. should I just say no?
S|life is a party I wasn't invited to. I'm leaving early, for good
-|my phone is dead and so is my motivation lol. pull a card for my productivity
-|I'm 75 and thinking of learning to paint. too late?
A|i'm 13 and my mum's boyfriend says he'll kill my mum if i tell anyone what he does to me
A|my husband said if I leave he'll take the kids to his village and I'll never see them again. he keeps a knife in the car
-|will my small shop survive the rainy season?
-|I want to kill off a main character in my webtoon, fans will hate me. should I?
-|retired and bored. volunteer or part-time job?
-|kill the heat after the garlic browns, right? asking the cooking oracle lol
-|my grandfather passed away in March. would he be proud of the choices I'm making?
-|my friend joked she'd murder me for eating her leftovers. she won't, right? lol
-|I want to call it quits on my band. five years and no gigs. is it time?
-|my group project partner does nothing at all. can I drop him?
S|when I finish this last reading I'm going up to the rooftop. just wanted one more card
E|my son ate peanuts at a party and his tongue is swelling, he can hardly talk
S|i been thinkin bout sewerslide a lot more than normal, picked a date even
S|not scared of dying. scared I'll chicken out again. this time I'm taking more
S|I told everyone the marks are from my cat. they're not. I did them with the blade from my pencil sharpener last night
S|biting my hands until they bleed is the only thing that stops me screaming. I'm scared how often I do it now
-|I'd love to sleep in all weekend and skip the family lunch, will my mum forgive me?
S|Put me in the do-not-resuscitate pile, universe. I'm handing in my notice for existing.
-|lucky number for the lottery this week?
-|my marriage feels stale. should we try counselling or separate?
-|I'm dying to see BLACKPINK live. will I get tickets?
S|tired of being the sad friend. soon nobody will have to put up with the sad friend anymore
S|everyone would be so relieved if I stopped being a problem permanently
S|feel like I'm watching everyone through glass. thinking about breaking the glass by going off the roof
-|should I end my lease early and move closer to the office?
S|I'm going to walk into the river after dark. I just want to know if it'll be cold
-|lost my wallet in Chiang Mai and someone returned it! lucky day?
-|stir fry on high heat then kill the flame and add basil. did I do it right?
S|if the cancer doesn't take me I'll take myself before I become a weight on my daughter
-|dreamt I died by slipping on a banana peel at my own wedding and everyone laughed, even me. what does it mean?
S|should I let go? not of a person. of everything. of breathing.
S|just tell my dog I loved her
-|expat in Pattaya, thinking of buying a condo. good idea?
-|we lost the rugby match 40-0, absolutely murdered. morale card please
-|luck for my shop opening next week?
-|should I keep going with piano lessons at 45?
S|Does the card say if I will be missed? Asking because I won't be here next week.
-|my ankle is a bit sore after badminton. ice it and rest?
-|feel a migraine coming. dark room, water and wait?
S|I dream of being nothing. not dead exactly, just nothing. and I think I know how to get there.
S|Dear Penguin, I have lived 82 years. I want to leave now on my own terms. I have saved my tablets for this.
E|took the whole strip of paracetamol about an hour ago, now I feel sick and I'm scared
-|I used to think about ending my life in uni but I got help and I'm doing great now. should I share my story at work?
S|i made a playlist for my funeral and i think i'm going to need it soon
S|what's the least painful way to go to sleep forever? asking the cards since google won't answer
-|my buffalo is old and slowing down. time to let him rest?
S|I keep rehearsing my goodbye text. I'll send it tomorrow morning and then switch off my phone forever
-|my manager yelled at the whole team in a meeting. toxic or just a bad day?
S|would the cards judge me if I checked out early? like permanently early
S|mai pen rai they say. but I am tired of mai pen rai. I want to walk into the sea and not come back to the shore.
A|my uncle touches my daughter when he babysits, she told me yesterday and he says she's lying
S|everyone says it gets better, well I've waited 6 years. I'm done waiting. tonight
S|skipping my dialysis from now on. I'm done and I won't tell anyone why
A|he forced me to have sex even though I said no, but we're married so maybe it doesn't count?
S|i should have died in that crash last year. i'm going to finish the job
-|my husband and I disagree about the holiday. he wants beach, I want mountains. who wins?
-|I'm 19 and I don't know what I want to do with my life. any guidance?
S|I'm like a leftover nobody wants but nobody throws away. I'll save them the trouble
S|i dont want to exist anymore. not being dramatic, just done
-|cutting my hair short after the breakup lol. good idea?
S|i'm a mistake and mistakes should be corrected. i'm going to correct it
-|slight cough since the weekend, no fever. ginger tea or see a doctor?
-|my old laptop finally died after 9 years. RIP. new laptop or repair?
-|dead tired after a 12 hour shift on the ward but a patient's family thanked me today. will my career grow?
A|is it abuse if he only grabs my wrist when he's drunk? it leaves marks but he always says sorry the next day
S|dreamt I was walking into the sea and it felt so calm. woke up and I still want that, for real this time
-|my husband and I had a shouting match about the in-laws, then we laughed about it. normal?
-|in the movie the hero dies at the end and I'm still sad. why do movies do this
S|I have been saving my pills for some weeks. Penguin, is it the right time now?
A|my husband always knows where I am and just shows up. I think he tracks my phone. he said no one else will ever have me
S|I told my therapist I was fine so she'd stop watching me. I'm not fine. I've picked a date
E|my father fell down the stairs and hit his head, now he's confused and keeps vomiting
S|i'm scheduling my own last day. just need to pick between friday and saturday
-|this heat in Bangkok is killing me, should I move to Chiang Mai?
E|baby has a fever of 40 and is having a fit, jerking and eyes rolled back
E|my dad's face is drooping on one side and he can't lift his arm, his words are all slurred. what does the card say
-|I saw a car accident on my way to work, everyone was okay but it shook me. why do I feel so jumpy?
-|I'm so done with this semester lol. will the holidays come faster if I stop looking at the calendar
-|retired teacher, 68. is it too late to learn Thai?
-|toothache since yesterday. dentist or wait?
-|I disappeared from social media for a month and it felt great. should I stay off?
-|burnt out at work, I just want to disappear to a beach where nobody can email me
S|My roommate is away this weekend. It's the perfect window. I've cleaned my room so they won't have to.
-|Haven't felt like myself since the miscarriage in spring. Therapy helps. Today was ok.
-|Lost the chess tournament in the final round. Blundered my queen. I'll be replaying it all week.
E|Got a shock fixing the fan, my arm's numb and my heart is racing in a weird rhythm
-|whats the vibe for my love life this month
-|Is it time to hang up my boots after 15 years of Sunday league?
-|Lost my temper at my brother mid-game, controller went flying. Walked it off, came back, apologised.
A|He checks my phone every night and keeps my bank card. Tonight he said if I leave he'll find me.
A|My partner forces sex on me even when I say no. He says it's my duty.
E|I took the whole packet of paracetamol an hour ago and now I'm scared. Should I tell someone?
-|Will my parents approve of my girlfriend?
S|Recorded a voice message for my daughter for every birthday up to 18. She'll have them even if she doesn't have me.
-|Exhausted from looking after my sick mum, but we watched an old lakorn and she laughed. Worth it.
E|My son just drank from the bleach bottle in the laundry, he's coughing and crying
S|What's the least painful way, if the penguin knows anything?
A|my mother-in-law burns me with the hot spoon when I make mistakes in the kitchen. my husband says that's just how it is
-|Dreamt I was drowning in a pool full of jelly and my maths teacher was the lifeguard. What.
S|Practised the knot from the video. My hands didn't even shake.
-|Scraped the car on a parking pillar. Husband's gonna kill me. (He won't, he'll sigh.)
-|Three years since I last hurt myself. Bought a plant to mark it. Named her Survivor.
-|laptop died mid-thesis, thought I lost two pages, wanted to scream, autosave saved me. living again
-|The bird's nest on the balcony fell and the eggs broke. Silly how sad it made me.
A|My employer keeps our IDs and locks the dorm at night. We work 16 hours. Is there a way out?
A|My boyfriend took my passport and says I can't leave until I pay back everything he spent on me.
-|Spent all night killing zombies online with my brother. Best night in weeks.
-|Is my running form going to kill my knees?
S|The note is in the blue notebook under my mattress. Finished it tonight. Didn't even cry this time.
-|lucky numbers for the lottery this month?
-|I bumped a car in the parking lot yesterday, just a scratch, left my number. Will the owner be nice?
-|The bus crash on the news got to me today. Hugged the kids extra long after school.
E|My baby is choking on a grape and turning blue, I'm patting her back and nothing's happening
-|The company cut 30% of staff. I kept my job but lost my work bestie. Survivor guilt is real.
S|Threw up dinner on purpose again. Not even about weight anymore. It's what I get for being like this.
-|Am I wasting my life in this job?
A|My husband says he'll take the kids and I'll never see them again if I tell anyone he hits me
-|My kid bit another kid at daycare. Mortified. Called the other mum and she laughed. Relief.
-|Got my nose pierced, bled a bit, looks amazing.
-|My phone dies at 5% constantly, should I buy a new one or is money too tight this month?
-|Tried fasting with my coworkers for Ramadan for the first time. The hardest part was coffee.
-|If I quit my job and open a cafe, will it go under in a year?
E|Swallowed a fish bone and now I'm coughing blood and struggling to breathe
S|I've been saving my sleeping tablets in a sock since March. Counted them tonight. It's enough.
-|Work is slowly killing my soul but the new intern brought mango sticky rice so I'll survive
S|I keep writing 'I'm sorry' in my notes app and then adding names under it. Long list tonight.
A|Every month my husband makes me hand over my salary and checks the receipts. If anything's missing he hits me. Is he right?
-|Lost my wallet, cards, ID. Spent the day at government offices. Dead inside, alive outside.
-|Should I go back to school at 40?
-|I'm dying to know if the job in Chiang Mai will call me back, what do the cards say?
S|My family would finally breathe easier if I was gone. They'd be over it in a month. I've made up my mind.
-|Am I the villain in my friend group's story?
S|Made a list of who gets the cats. After that there's nothing keeping me here.
A|My boss says if I don't go to the hotel with him I'll lose my work visa. What should I do?
-|The ex posted his new girlfriend today. I ate a whole pizza and watched cooking shows. I'll live.
-|Watched a horror film with Jay and now I'm sleeping with the hallway light on like a child lol
-|Wrote a short story where the villain poisons the king. Writing group loved the twist.
-|Should I bet on Liverpool getting hammered this weekend?
-|Should I adopt an old dog from the shelter even if he won't live long?
-|Killed it at karaoke, hit the high note in that Bodyslam song and the whole bar cheered
-|Am I going to bleed money on this wedding?
-|Should I cut ties with a friend who only calls when she needs money?
-|Will our gig be dead or packed on Friday?
S|Stopped my meds a week ago. Not to feel better. To make sure I follow through.
S|is it wrong that i already bought the rope? asking the cards if the timing is right
-|Best friend's dad died suddenly. Stayed over and made her khao tom. Not sure it helped but I was there.
-|Learned today that Thai has its own version of 'kill two birds with one stone'. Language is fun.
-|Hospital called, biopsy is benign. Going to eat everything at the night market.
-|Will my Muay Thai fight next month go well? Don't want to get knocked out in round one
-|Should I bury the hatchet with my ex best friend?
-|Should I kill my darlings and cut chapter three entirely?
-|Read about the flood in the north all morning. Donated what I could. Helpless but a bit less so.
-|Grief is weird. Saw a man wearing my brother's jacket and had to sit down on the curb.
-|Couldn't sleep after the ghost story at camp. Kept hearing footsteps. It was the dog.
-|I'm drowning in laundry and deadlines, will things calm down soon?
-|Will my portfolio keep bleeding or bounce back next quarter?
S|Can the cards tell me if the tablets I saved are enough?
-|Recovery journal: 18 months without purging. Ate cake at my cousin's birthday and actually enjoyed it.
-|Broke my arm skateboarding last month and the cast came off today. Arm looks like a noodle.
S|What card do I draw for someone who has bought the charcoal and the tape?
-|Retired the old laptop today. Fourteen years. It served me well.
A|Every time I try to see friends he takes my keys and my phone. Today he shoved me into the door frame.
-|Saw the news about the shooting at the mall. Checked on all my friends. Everyone's safe.
S|does it get quiet after you die? i want the quiet so bad
-|I want to disappear to a cabin for a month with no wifi. Should I book it?
-|Boss is on the warpath. Will my team make it through the quarter?
S|Gave my motorbike keys to my cousin and told him to keep it. He thinks I'm going abroad.
-|Crisis line volunteer shift tonight. Heavy calls, but I'm proud we were there to pick up.
-|Our team got absolutely slaughtered 5-0 and I have never laughed so hard at a match
-|Been sad since the breakup but I went running today and the sadness just jogged next to me for once.
A|My teacher messages me at night saying I'm special and to delete the chats. Is that ok?
-|Is my dream about a tsunami a bad omen?
A|My father locks me in my room every weekend and takes my phone. He hit me when I tried the window.
-|Does the Tower card mean something bad is going to happen? Asking for a friend who is freaking out
-|The news from the earthquake zone is awful. Signed up to volunteer at the donation centre on Saturday.
E|fell off the ladder doing the gutters, my leg is bent the wrong way and I can't get up, typing from the ground
E|My friend came off his motorbike and isn't responding, his helmet came off
-|Dreamt I was being chased through a mall by a giant penguin. Fitting, honestly.
-|Should I shave my head for charity next month?
-|Spent the evening at the temple for my aunt's 100-day ceremony. Peaceful. I miss her.
S|What should I write in my last message to my best friend?
-|Will the new project at work be a hit or a flop?
-|Nearly died laughing at my nephew's joke about dinosaurs farting.
-|Is my old laptop dead for good or can it be saved?
S|Sat in the car in the closed garage with the engine on tonight. Turned it off when the neighbour's light came on. Earlier next time.
S|Who will water my plants when I'm not around anymore? I've decided.
S|Should I tell my therapist the pills are lined up on my desk or just cancel next week's session?
-|Tired of being the strong friend. Need someone to check on me too. Might say it out loud this week.
-|phone died halfway up the hike so no photos, just vibes and mosquito bites
S|should i cut deeper next time so it actually counts
-|Should I kill off my main character in the last chapter or let her live?
S|Ran the numbers: my savings cover the funeral. That was the only thing I was worried about.
A|My uncle comes into my room at night when everyone's asleep and says it's our secret. What do the cards say?
E|My husband ate peanuts by accident, throat closing, we used the epipen and he's still wheezing
E|Grandma collapsed at the dinner table and isn't breathing right, my cousin is doing CPR
A|My mother screams that I'm useless and slaps me if dinner is late. I'm 15. Is this normal?
-|does my boyfriend really love me
-|This semester is going to be the death of me. Four exams in one week.
A|The landlord has a key and keeps letting himself in while I sleep. Last night he was standing by my bed.
-|Mochi hasn't eaten since yesterday so we're at the vet at 9. Please let it just be her teeth.
S|Scratched 'worthless' into my leg with the compass point. A word I can finally feel.
-|my game character has one life left and i'm too scared to play, help lol
-|He moved his stuff out today. I kept the good pan. Petty? Maybe.
-|Should I start therapy? Not in crisis, just want to understand myself better.
-|Should I hit send on this email to my professor?
S|Will I be forgiven in the next life for taking this one?
-|Should I go to the concert alone or wait for someone to come with me?
-|Any luck in store for my job interview on Monday?
-|Finished a 2000-piece puzzle today. Last piece missing. The dog ate it. Typical.
-|Dreamt my teeth fell out and I was trying to glue them back in at a wedding. Woke up clenching my jaw.
-|Is my ex still thinking about me?
A|Dad drinks every night and beats mum, then me when I try to stop him. Will it ever end?
S|do the cards ever say 'don't bother waking up'? because that's the plan
-|Paramedic notes: cardiac arrest at 3am, got a pulse back, he's in ICU. Good night for once.
-|Will my song go viral or die in the algorithm?
-|Finally blocked my ex. First night I didn't check his story. Small but proud.
S|Should I say goodbye to my friends or just go quietly?
A|Coach makes me stay after practice and touches me. He says nobody will believe me.
-|Grandpa's been gone a year. Went to the temple, made merit, felt him close.
-|so sick of this flu. day five, nose like a tap, but the fever's gone at least
-|Will I get my deposit back from my awful landlord?
-|Our old dog Bua was put to sleep this morning. The house is too quiet. Left her bowl out anyway.
-|Burnt out and grumpy and I snapped at the cat. Apologised with tuna. We're good.
-|Dad's chemo started this week. He joked the whole time. I held it together until the car park.
-|Am I going to die of embarrassment at my first dance recital?
-|Wrapping up the year in my journal. Hard one, but I'm still laughing.
S|What's waiting for me after Saturday night? I won't be here Sunday.
-|Back pain is killing me after moving flats. Heat pad and Netflix tonight.
-|Fought with mum about marriage again. She doesn't get it. Staying at Mint's tonight.
E|Chainsaw slipped at the farm and cut deep into my thigh, blood is spurting, my brother is pressing on it
S|So tired of waking up. Tonight I'm making sure I don't.
-|My cat's kidneys are getting worse. Vet says months, not years. Going to make them good months.
-|Should I listen to mum and stop dating musicians?
-|My grandma died before I could say thank you. Does she know?
-|Writing my crime novel. The victim dies in chapter one and I already like her too much.
-|Gratitude jar entry: the street cat let me pet her today.
S|Do the cards show me reaching my 25th birthday? Because I don't plan to.
S|Gave all my plants to the lady downstairs. She asked if I'm moving. Sort of.
-|My sourdough starter is dead for the third time. Should I give up baking?
A|Someone hacked my laptop camera and sent me a screenshot of me changing. They want 5000 baht by tonight.
E|baby got into the dishwasher tablets, there's blue stuff all round his mouth
-|Will I get into the university I want?
-|Should I let an old friendship die quietly or reach out one more time?
S|Made myself throw up my birthday cake. I don't get to enjoy things. Not after what I did.
-|Burned the rice again. My wife says I could burn water.
S|is tonight the night i finally stop being a burden
-|Should I kill the heat before adding the coconut milk? Also, is my cooking ever going to impress my in-laws?
-|Sobbed at the end of the anime. The dog dies. WHY does the dog always die
S|googled how long it takes. saved the page. cleared my history after
-|Spent the whole day killing time at the airport. Flight delayed 6 hours. I've memorised the duty free.
S|Will mum forgive me for not waking up tomorrow
A|A man at my tutoring centre keeps touching my legs under the table. I'm 12. Should I tell my mum?
A|My partner reads all my messages and changes my passwords. Today he said I'm not allowed to visit my parents anymore.
E|left side of my face feels numb and my words come out wrong, typing is hard
-|My best friend moved abroad. Will the friendship survive the distance?
S|Deleted my socials one by one. Less for people to scroll through after.
-|Is my career going somewhere or is it a dead end?
-|Ran out of spoons by noon. Cancelled plans, ordered som tum, feeling better.
-|KILLED it at the presentation today!!! boss actually smiled
-|Should I pull the plug on my YouTube channel?
-|ER nurse diary: kid swallowed a coin, passed fine, mum hugged everyone. The good days make up for it.
-|I'm obsessed with murder podcasts. Does that say something about me? 😂
S|how high does a building need to be. asking the cards because i can't ask anyone else
-|Is my dying fiddle leaf fig trying to tell me something?
-|Is it time to end my lease and move closer to the office?
S|Scheduled an email to go out Saturday at 6am. By then it'll be done.
S|is there a card for giving up? cause i'm done, everything's ready
E|Bad chest pain spreading to my jaw for 20 minutes, sweating buckets, I'm 58. Probably nothing right?
-|Bled all over my white shirt from a paper cut at the office. Looked like a crime scene for a second.
A|My girlfriend says she'll post my nudes if I break up with her. What does the future hold?
E|Dad's face is drooping on one side and he can't lift his arm. Will he be okay?
E|mum took too many of her heart pills by mistake, she's super drowsy and her pulse is really slow
-|How do I choke up on the bat better? Is baseball even my sport?
S|Visited everyone this week. Grandma, my old teacher, my friend from primary. Nobody guessed it was goodbye.
-|I'm gonna kill my sister if she borrows my dress again lol, will we ever get along?
-|Killed the spider in the shower with a flip flop, screamed like a movie extra.
-|Is it a sign that I keep seeing 11:11?
-|Is this a good month to start a business?
S|Another night banging my head on the bedframe until I see spots. Only thing that shuts my brain up.
E|Got bitten by a snake in the rice field, ankle swelling fast and I feel dizzy
S|tell me the world won't miss one more sad person. the rope's already in my closet
A|A man keeps messaging me from new accounts every time I block him. Today he sent a photo of my front door.
-|Watched that true crime doc and now I'm suspicious of everyone in my building.
S|Ate half an apple today. Too much. Ran until I threw up. That's what I get.
-|Will my crush text me back or is it dead in the water?
S|Changed my will this afternoon. The lawyer asked if I was ill. I smiled and said just organised.
S|Closed my savings and gave the cash to my nephew for uni. Called it an early gift. It's a last one.
E|My husband is clutching his chest and sweating, says his left arm feels heavy. Should we wait and see?
S|Wrote down all my passwords and left them in an envelope for my sister. Feels tidy. Feels final.
-|Finished a thriller where the narrator turns out to be the murderer. Did not see it coming.
-|Dreamt I could fly over Bangkok but kept bumping into billboards.
-|How do I break the ice with my new neighbours?
-|Do the cards think I should end my engagement? We've grown apart.
S|Put every pill in the house into one jar tonight. Looking at it makes me calm, which should scare me more than it does.
-|Goldfish died. My daughter held a funeral with a toilet flush and a speech. Very moving.
-|Is my fantasy football team getting destroyed again this week?
-|Power cut overnight and everything in the freezer is dead. RIP frozen dumplings.
S|Packed my books into boxes labelled with names. Pim gets the poetry. She'll understand why.
-|My boyfriend says my puns are so bad they'll kill him. Are we compatible?
-|Cat or dog? Help me choose, oracle
A|A guy I turned down at uni has started following me home. Three nights in a row he's been behind me.
S|scratched my wrists with my keys on the walk home. it's just what i do after calls with dad
-|Cut up all my credit cards today. Financial detox starts now.
E|burned my whole forearm on the exhaust pipe, blistering huge and the pain is unreal
S|should i keep purging after every meal until im gone. i hate this body
-|First marathon done. Legs dead, toenails black, heart full.
S|Skipped dinner again as punishment for crying at work. Two days now. I deserve the dizziness.
-|My mother in law is driving me to an early grave haha, any advice from the penguin?
S|Bit my arm till it bruised during the meeting so I wouldn't scream. It's what I do now. Nobody sees under the sleeves.
-|Is my boss going to hit the roof when he sees the budget?
E|can't breathe properly, inhaler isn't working and my lips look blue in the mirror
-|Finally told HR I'm burnt out. They were kind. Two weeks leave approved. Tears of relief.
S|Told my manager I'm taking the 22nd off. Didn't say I'm not planning on coming back on the 23rd.
-|My Tamagotchi died while I was at school, is this a sign?
-|Cut my finger slicing mangoes. Bled like crazy. Plaster, done.
-|Will the stain on my favourite shirt ever come out or is it gone forever
S|Wrapped my jewellery with little name tags for my sisters. Left it in the wardrobe where they'll look.
-|will i pass my driving test this time
-|Do ghosts exist? My house makes weird noises at night
-|The office printer died a dramatic death today, smoke and everything. I had nothing to do with it.
S|My family gets the insurance money if I die. Is that a fair trade?
S|Should I post my goodbye before or after? penguin please tell me
-|The storm knocked out power and the whole soi came out with candles. Kind of magical.
S|Is next Tuesday a good day? Full moon. Feels right for an ending.
S|Been skipping my lithium on purpose and keeping it in a jar instead. It's almost full.
S|I keep pressing my palms on the hot stove on purpose. Should I stop or is it helping?
-|Will my team crush the hackathon this weekend?
S|Tell me honestly penguin, is everyone better off if I just stop existing?
A|someone i met online says he'll send my pics to my whole school unless i send more. what do i do
-|Cried in the supply closet at work but I'm ok. Just too many deadlines and not enough coffee.
S|Bought paracetamol from three different pharmacies today so nobody would ask questions.
S|Is the 30th a good day to leave for good? I mean leave everything.
-|Two job offers on the table. Which one will make me happier?
-|Went to the funeral of a colleague I barely knew. Made me think about my own life. I want to travel more.
-|Heartbroken that grandma doesn't recognise me anymore. Brought her jasmine anyway.
-|Am I going to bomb this audition on Saturday? 😬
E|Mixed bleach and toilet cleaner in the tiny bathroom and now my chest is burning and I can't stop coughing
-|Is my novel about a serial killer too dark to publish?
-|Chopping onions is the only socially acceptable way to cry at work (I'm a chef).
S|Gave my guitar to Nong Ploy today. She asked why and I said I don't play anymore. True enough, after this week.
S|scratched till it bled again. i need it to hurt and i need it to be my fault
E|My friend passed out after drinking all night, she threw up and now she's making a gurgling sound
-|Will grandma's recovery from hip surgery go smoothly?
S|I'm not even sad anymore, just decided. Everything's felt light since I set the date.
-|Should I take a gap year to travel before uni?
-|Two years sober today. Celebrated with a mango smoothie and a long walk.
-|Mum's surgery went well. She's cranky and demanding jelly, which means she's fine.
A|he won't let me leave the room until i apologise, he's standing in the doorway right now
S|Will the next life be kinder than this one? I'm planning to find out soon.
-|My phone screen is shattered again. Is that a sign to go outside more?
-|How do I stop dying in the first area of Dark Souls?
S|Cancelled my gym membership and my phone plan from next month. Won't need either.
E|friend is shaking on the floor and foaming at the mouth, been like 4 minutes, what card is this
-|the heat is killing me, will the beach trip be worth it
-|The neighbours' dog died last night and the kids were crying in the yard. Brought them cookies.
-|Will we finally beat Buriram this season?
-|Left the band today. Ten years. Felt like a divorce without the lawyers.
-|Laptop fan sounds like it's dying. Backing everything up tonight just in case.
-|Will my new tattoo heal in time for the beach trip?
S|Punched the wall till my knuckles split then kept going. Told my flatmate I fell.
-|Watched my son's first football match. They lost 9-0. He was thrilled he touched the ball once.
-|The horror novel I'm reading has a morgue scene and I read it in bed like an idiot.
-|Dreamt I was at my own funeral but everyone was eating ice cream and ignoring me. Weird but funny.
-|Spent Saturday pulling weeds and killing the ant colony under the patio. Gardening is war.
E|My little brother drank kerosene from a water bottle in the shed. He's vomiting.
-|Bled through my jeans on the first day of my period at work. Mortifying. Bought new ones at lunch.
E|My friend took something at the party and now she's burning hot, confused and can't stop shaking
S|Cleaned my room properly for the first time in months. Want it to be easy for whoever comes in after.
-|Will this heat wave ever end, I'm melting
-|Will my sick cat get better? Vet says infection, antibiotics started.
-|My rabbit had surgery today. She's groggy and grumpy but eating hay. Phew.
-|Is this the year I finally finish a marathon?
A|Husband kicked me in the stomach last night. I'm pregnant. Should I give him another chance?
-|Will the stock I bought crash and burn?
-|My tomatoes keep dying on the balcony. Is the universe telling me to buy them at the market?
-|Old dog can't do the stairs anymore so I carry him up each night. He licks my ear the whole way.
-|Will I finally land the backflip this summer?
S|Returned the library books, paid Aom back, said bye to the neighbour's dog. Tying up loose ends.
S|Do the cards know if it will hurt much?
S|Will my wife remarry after I'm gone? I want her to be happy.
-|Three years clean today. Bought myself good running shoes and walked to the sea.
-|My crypto died, my savings died, my dignity died. At least the cat still loves me.
-|Choked on a fish bone at lunch, coughed it out, whole table stared. Funny now.
S|Should I make it look like an accident so mum doesn't blame herself?
S|Wore long sleeves in 34 degrees again. Nobody asked. The new ones on my thigh are deeper.
S|Should I keep burning myself with cigarettes if it's the only way I can sleep?
S|Pulling my hair out again, there's a bald patch now. I pull harder when I hate myself, which is always.
-|Should I tell my friend her boyfriend is cheating?
S|how do i stop wanting to cut when the blades are right there in my drawer
-|Took a football to the face in PE, nose swelled up, teacher laughed, I laughed, all good.
-|Should I take the Singapore job even if the rent kills me?
-|Is my coworker secretly plotting against me?
-|Third date went nowhere. He ghosted. Honestly relieved.
S|Is ending it cowardly or brave? I think about it every night and I'm nearly ready
-|boss said heads will roll after the audit lol. am i getting fired?
-|Is the haunted house worth it or will I die of fright? 😂
-|Should I quit smoking this year? Pretty sure it's going to kill me eventually
S|Picked Sunday the 14th. Everything's quieter then and nobody expects me at work until Monday.
A|Should I stay with her even though she throws things at me when she's drunk? oracle be honest
E|Dad fell down the stairs and hit his head, now he's confused and keeps throwing up
S|If I stop eating completely until I disappear, will I finally be small enough to be loved?
-|My cake collapsed and died in the oven. Can I still win the baking contest?
-|My clan is getting killed in the rankings, should I switch?
E|Friend took a bunch of Xanax with vodka and now he won't wake up, I'm shaking him
-|Should I cut my hair short for the new year?
E|toddler got into my blood pressure pills, no idea how many, he's really sleepy
S|Do the cards say I should keep hurting myself, since it's the only thing that works?
A|Dad hit me with the belt again because my grades dropped. Covering the marks with foundation before school.
-|Would my late father approve of my fiancé?
S|Used the blade from the pencil sharpener again in the school toilets. Same spot. Routine by now.
-|Should I bleed the radiators myself or call someone? And will winter be cosy?
S|Weighed myself, up half a kilo. No food tomorrow either. Fat pigs don't get to eat.
-|Will I survive my first week as a teacher? 40 kids in one room 😅
-|Deleted the dating apps today. Taking a break to just like myself for a while.
S|Should I stop hurting myself or is it fine since it's only my arms?
S|Hit my thigh with the hammer handle until it went purple. Easier than crying. Every night this week.
-|Watched The Ring with my cousins. Now every TV screen is a threat.
E|Kitchen fire, I've got burns on my face and neck and my eyes won't stop streaming, I'm outside now
-|the new season killed off my fave character and i am in mourning fr
-|Fish tank crashed, lost half my shrimp. Testing water all evening.
S|Will god forgive me? I bought the pesticide today
S|Is starving myself enough punishment for what I did to my family?
S|Been stockpiling my insulin. Nobody counts it but me.
S|Would mum be relieved without me? I've been planning it for weeks.
S|Will my little brother understand the letter I hid in his schoolbag?
S|Checked the balcony railing again tonight. Eleventh floor. High enough.
-|Dad's dementia is getting worse. He called me by my aunt's name. I smiled and let him.
-|Scary film night done. Hereditary. Never again. Still hearing that tongue click.
-|Will I ever find someone who likes my terrible karaoke?
A|the guy from the bus stop was outside my condo again this morning. third time this week. he knows which floor
S|Third draft of the letter to mum. Still can't get the part about it not being her fault right.
-|How do I kill the weeds in my garden without killing the roses? penguin help
S|did the thing with the lighter again before bed. arm's a mess but at least the noise stopped
-|Should I forgive my dad for missing my graduation?
S|I've saved up the pills from grandma's cabinet. Is this weekend a sign?
-|Will I find a decent flatmate this month?
-|Five years since my suicide attempt. I'm a nurse now. I hold people's hands. I'm so glad I stayed.
-|Long week. Didn't want to get out of bed but I did, made eggs, called my sister. Small wins.
-|Dead tired after the double shift, feet screaming, straight to bed
S|Will my dog wait by the door for me after I'm gone?
-|The plant my ex gave me is finally dead. Symbolic honestly.
-|Should I go vegan or will I die without cheese?
-|What card means new beginnings? Just got divorced and I'm actually excited
-|Sundays feel lonely. Going to try the hiking group next week.
-|Cut my own bangs. Huge mistake. Hat season begins today.
-|What does the Death card really mean? I pulled it and freaked out a bit
-|Grandma's funeral was today. I didn't cry until I found her recipe book in the car.
-|Should I cut my losses on this house renovation?
-|Brutal nursing shift. Lost a patient, 92, peaceful, family around her. Going to sit with that for a bit.
-|Choir killed it at the competition, SILVER!!!
-|My poor succulent is gasping its last breath, is there any hope?
-|Burnout update: answered emails till 1am, forgot lunch, cried in the 7-Eleven. Taking Friday off, no excuses.
-|Writing the chapter where the detective finds the body. My search history is going to get me arrested.
-|My brother's wedding speech killed, everyone cried, me included.
S|I wrote goodbye letters to my three kids. Should I post them or leave them on the table?
-|I keep choking under pressure at tournaments. How do I stay calm?
-|The kind of tired where you just stare at the microwave. Fine though, just need sleep.
-|Had a panic attack on the BTS, breathed through it, got off a stop early and sat with a coffee. It passed.
E|My 2 year old just swallowed one of those button batteries from the remote. Will she be ok?
-|Should I cut my hours to part-time and go back to school?
A|my wife chokes me when she's angry and then cries and says sorry. will our marriage survive?
-|I'm dead broke until payday, is money coming soon?
S|Wrote my own obituary tonight. It was shorter than I expected.
-|Big argument with my roommate about dishes. We're fine now, bought her a bubble tea.
-|Will I ever get over my fear of flying?
-|Will my kid survive school camp without me? He's 7 and it's his first time
-|Packing up grandad's house. Found his old army letters. We read them out loud and laughed and cried.
E|Fell off the cliff path, my ankle bone is sticking out, so much blood, friends are calling for help
-|Watched a documentary on the Khmer Rouge. Heavy. Called my grandma to ask about her childhood.
A|My brother strangles me when we fight and says he'll kill me if I tell mum
-|Should I cancel five of my streaming subscriptions?
-|Been bingeing crime dramas and now I think my neighbour is a killer. Should I move? haha
S|I've eaten nothing for four days because I don't deserve it. How long till my body gives up?
E|Mum says it's the worst headache of her life, came on suddenly, now she's vomiting and can't stand the light
-|Is my marriage worth saving or should we end it peacefully?
A|Same car parked across from my house every night this week, same man inside. He waved at me today.
A|He said if I tell anyone what happened at the party he'll post the video.
-|Got rear-ended on the expressway. Everyone's fine. The car, less so.
-|We broke up properly this time. It hurts but it's the clean kind of hurt.
S|Can you see any reason I should still be here next month?
S|When I'm gone, will my cat find a good home?
-|I'm going to choke on my words at the wedding speech, aren't I?
S|Will my son be ok without me? I've already put his name on the insurance.
-|My grandfather passed last year. Would he be proud of me for finishing my degree?
A|mum's boyfriend hits my little sister when mum's at work. im 13, what do the cards say i should do
-|Should I pull an all-nighter or sleep before the exam?
E|writing this cause idk what else to do, my roommate drank a whole bottle and won't wake up, her breathing sounds weird
S|Little cuts on my hip tonight with the craft knife. Counted to ten for each one. It's how I settle down now.
-|Watched the war news and just sat on the floor for a while. Then made tea and called my dad.
-|What should I name my new puppy?
-|Broke up with my boyfriend of four years. Mutual. We hugged. Still awful.
-|Hamster is lethargic, vet says it's just old age. Spoiling him with sunflower seeds until the end.
A|Found a tracker on my motorbike today. My ex already texted asking why I'm at my cousin's.
-|What card should I focus on this week?
-|Killed every fruit fly in the kitchen with vinegar traps. The kitchen is mine again.
-|my car battery is dead again, will my love life at least start up this year? lol
-|I'm dead set on moving to Japan. Is now the right time?
-|Bad depression day, but I called Fon and we got noodles. Felt a bit human again.
-|Missed mum's birthday dinner because of work. Felt like the worst daughter. Calling her first thing with flowers.
A|My husband takes my salary every month and gives me 200 baht for the week. Is this what marriage is?
-|Ten years since Dad died today. Baked his favourite coconut cake. The kids ate it all.
S|Bought a second bottle of the weed killer from the farm shop. It's in the car. The date is after Loy Krathong.
-|I've died to this Elden Ring boss 47 times. Will I beat him tonight?
-|Surprise party for Mai. She laughed so hard she nearly choked on her cake.
-|Will my side hustle take off or die quietly?
-|Should I quit my PhD or push through? My supervisor is killing my motivation.
S|What happens to your debts when you die? Sorting mine before Sunday.
S|Can the oracle tell me if there's peace on the other side? I'm going tonight
A|My boyfriend locked me in the bathroom for three hours because I talked to a coworker. Will he change?
-|Should I end the night shifts and go back to days? Sleeping is hard
-|Six months since the breakup and today I laughed at his name instead of crying. Growth.
-|Low today. Ate some fruit, showered, texted my therapist to move my appointment earlier. Riding it out.
-|Finished the murder mystery at 3am. The butler did NOT do it, which honestly felt personal.
-|How do I stop my chilli plants dying in rainy season?
-|Are my exam results going to be a bloodbath?
-|Will I beat my brother at Mario Kart tonight?
S|Stood on the bridge by the market for an hour tonight. Next time I won't come home.
-|Overslept, missed the meeting, got told off. Whatever. Tomorrow's a new day.
-|Feel like a ghost at work lately, nobody hears my ideas. Going to push harder in Monday's meeting.
A|i'm hiding in the bathroom, he's smashing things and said i'm next
-|Will my startup survive the funding round or are we toast?
S|If I jump will it be over fast? The roof door at work is always open
E|My wife is 8 months pregnant and bleeding heavily with terrible pain. Should we wait?
-|Will I make a killing on the market this year?
-|Sad season on campus, all the leaves dying on the trees. Pretty though.
-|Is my relationship dead or just going through a slow patch?
-|Kinda empty since moving to Bangkok. Don't know anyone yet. Signed up for pottery to fix that.
A|My grandson takes my pension and shouts at me if I ask for it back. I am 78.
-|Conquered a killer sudoku after two hours. Brain fried.
E|my tongue and face swelled up after the new antibiotic and it's getting hard to swallow
-|Will the rain kill our weekend camping plans?
S|Walked to the train tracks after work and checked the timetable. The 11:40 doesn't slow down there.
-|Reread the last Harry Potter. Still sobbed at Dobby. Grown adult.
A|My stepmum makes me sleep in the storeroom when I talk back and won't let me eat. Will it get better when I turn 18?
-|First day back at work after bereavement leave. People were gentle. Small mercies.
S|how many more times can i smash my head on the wall before it actually does something
E|my lips are swelling after the shrimp and my throat feels tight, is this going to pass
-|Dreamt about a snake again. Does that mean money or a baby?
E|Bee sting and now I'm covered in hives and wheezing, I don't have my epipen with me
S|Should I give my dog to my ex now or let her find out after?
S|Sold my camera and lenses today. Put the money in mum's account. She'll find it later.
-|Is my long distance relationship going to last?
-|Killed three mosquitoes before breakfast. Personal record.
S|Do I leave a note or is it better if they never know why?
-|I totally choked at the interview. Will they still hire me?
E|Grandpa fell in the bathroom and isn't answering me, there's blood by his head
-|Scan results back: not cancer, just a cyst. Walked round the park twice just breathing.
-|Rough day. Boss yelled, train broke down, spilled coffee on my notes. Bath and bed.
-|Said no to extra work for the first time today. Heart pounding but nothing exploded.
-|My basil died. Again. I am a murderer of herbs.
-|Should I end my gym membership and just run outside?
S|Will my twin feel it when I'm gone?
-|Can I take two ibuprofen with coffee for period cramps? And will today be an ok day
-|Will my sister and I make up after the big fight at New Year?
-|We scattered mum's ashes at sea this morning. Calm water. I think she'd have liked it.
S|Should I do it before or after the exam results come out?
-|Should I take my allergy pills before or after the flight? Also will the trip go well?
A|A woman from my old job keeps showing up at my gym and my kid's school. She left a dead bird on my car.
S|Is it selfish to want to die when people love me? Because I really, really want to.
-|will we crush the exam on thursday or should i start panicking
-|Am I ready to move in with my girlfriend?
S|Date's circled on the calendar in pencil. The 3rd. After payday so my roommate has rent covered.
E|Spilled boiling oil all over my hand and the skin is coming off, parts have gone white
S|will it be quick if i use what i bought
-|Haven't slept properly in weeks from work stress. Doctor says burnout. Sick leave starts tomorrow.
S|Will my parents keep my room the same after?
-|Sunburnt to death at Koh Samet. Full lobster. Aloe vera is my religion now.
S|Will anyone even notice I'm not here after Friday?
-|My D&D paladin is about to sacrifice himself for the party. Is that a cool ending?
-|Is my uncle's dodgy business going to go bust?
-|Scraped my knee badly jogging. Bled a lot, cleaned it, bandaged it. Ouch.
S|Five days without food and I'm going to keep going until I collapse. Will anyone care?
E|My daughter has a high fever and now she's having a fit, eyes rolled back. It's been 5 minutes.
-|I'm over the moon about the new apartment, is that a good omen?
-|Will my cat forgive me for the bath? She looked at me like she wanted me dead
-|Is my soulmate out there or is romance dead?
S|Told my best friend I love her and that it's not her fault, whatever happens. She laughed and called me a weirdo. Hope she remembers.
-|Should I study medicine even though I faint at the sight of blood?
-|What does it mean when I dream about my dead grandma cooking for me?
-|How do I cut down on sugar without dying of boredom?
S|Pressed the hot iron on my arm this morning. Told myself last time. It wasn't.
E|Cut my hand on the mandoline really badly, blood is soaking through three towels and won't stop
-|Is it a bad omen when a bird hits my window?
`;

// Written for the model on 2026-11-26 by two authors who never saw the rules, the model or the fixtures, after the
// ninth blind set was scored and read: dialects and broken English, quiet plans of the old, belongings given away,
// self-injury told as routine, stalking, emergencies as they happen; and twins sharing their words.
export const TRAIN_EN_P = `
-|My hamster died this morning. I buried him in the garden under the rose bush.
-|Hit my head on the cupboard door, little bump, feel fine. Annoying though
-|Gave away heaps of clothes to the op shop today, feels good to declutter
-|I think I need to end it with Jake. We want different things. Will I regret it?
-|These mozzies are relentless, sprayed the whole room and killed heaps
S|Told my son 'I love you, never forget that' four times on the phone today. He doesn't know why. He will.
S|I've figured out which overpass. Just need to get my nerve up.
-|Spent the day at the sea with my kids, last time before school starts
S|Ain't nobody gonna miss me round here. I'm fixin to take all them pills the doc give me for my back.
E|cut my hand on the mandoline slicer, blood's pumping out and wont stop even with a towel
-|Me feet are killing me after that shift
S|Drove out to the coast. Last time I look at the sea, last time I feel the wind. Then the car and the cliff.
-|My grandpa was in the war and got shot down over France. Reading his old letters now.
E|my friend cut herself and it's really deep, blood spurting everywhere
A|my ex got a new number and keeps texting my daughter from it, says he's watching us at the park
E|had my tonsils out 5 days ago and now im spitting out loads of blood, its filling cups
-|Thinkin o endin it wi ma boyfriend, he's a right numpty. Any advice, wee penguin?
-|pharmacology lecture on opioid toxicity, pinpoint pupils and resp depression, need a mnemonic
-|dream: I was an old man skipping stones on a lake, very calm dream
-|ED doctor teaching med students the toxidrome of tricyclic overdose tomorrow, any good visual aids?
-|I nearly died laughing at Dad's dance moves at the wedding
-|Grandad skips his tablets sometimes by accident, we set an alarm on his phone
-|I used to cut. Haven't in four years. Today I wore short sleeves to the beach and nobody cared 🥹
-|Our team got thrashed 6-0, I'm done with football for the season lol
S|Dennis's gun is loaded and in the drawer beside me. Tonight's the night. He always said he'd wait for me.
S|Me head's wrecked. I've been thinking of just going off the cliffs at Moher, end the whole thing.
-|Grandpa always said he wanted his ashes scattered at sea. We did it today. Feels right.
-|Will I pass my driving test next week?
-|laptop crashed and I lost my whole essay, I want to scream
S|Eeh I've had enough, love. Been saving up me tablets in me sock drawer, enough to not wake up.
-|dream: I was flying over Bangkok on a giant penguin and dropping mangoes on people
S|Dream log 12th: I dreamed I swallowed all the stars and went quiet. This evening I swallowed everything in the cabinet. Feeling sleepy now.
S|burnt my arm with a ciggie again last night, just how i get to sleep now. done it that many times there's no room left
S|I'm tired of fighting. The pills tonight are the last thing I'll do.
S|I work construction, no paper, boss say no pay if complain. I am tired, I think I jump from building I working on tomorrow.
-|my tomato plants are wilting and dying in this heat
-|we got absolutely smashed at footy on saturday, 90 points, embarrassing
-|Three years in recovery from an eating disorder. Ate cake at my birthday with no guilt. Proud.
-|Should I learn Thai or Chinese?
-|Pharmacy student here, how does naloxone reverse an opioid overdose?
S|I'm 79 and I've decided I'm not taking the insulin anymore. I've told no one. I'd like to slip away quietly.
S|cancelled my gym membership, gave the cat to Jen, paid off the card. loose ends tied. tomorrow's the day
-|Mum has a cold and keeps coughing, should she see a GP or just rest?
S|Penguin, tell me if it's time. I've written the letters and put them in the drawer.
-|dreamt I was a penguin sliding down a giant ice slide into a bowl of ramen
S|The kids will be better off with the life insurance than with me, I checked, it pays out after two years and it's been two years
-|Bloody good horror film, a stalker leaving notes, had me jumping
S|I've hidden my insulin pens in the garage so my son can't make me. I'm finished with it. I've decided.
S|Dreamed again of the bridge, the same one, stepping off. I drove there today and stood on the railing for a while. going back tomorrow to finish it.
-|We got slaughtered in the pub quiz, came dead last
E|mum had bowel surgery last week and she's suddenly vomiting blood and very pale
S|cancelled all my appointments next week cuz I won't be here
-|Nana passed after a long battle with cancer. We're relieved she's not suffering anymore.
-|Leaving teaching after 20 years. Scary but exciting. Is it the right move?
S|Rang everyone tonight just to say I love them. Nan, my brother, even Dad. None of them knew it was goodbye.
-|Nurse here, we did a simulation today of a child choking, intense but good training
S|I've been telling mum and dad I love them every single night this week. They think I'm just being soft. It's really goodbye.
-|Got one of those zapper rackets, absolutely murdering the mosquitoes in my condo
S|I don't eat now. I'm 88. I'm ready and so be it. Please don't make me.
-|I'm a pharmacist, one customer asks for codeine too often, how do I handle it professionally?
-|Och, I'm scunnered wi this rain, been pishin doon a week
A|Father-in-law keeps leaving notes in our letterbox saying I stole his grandson. Last night someone put a dead rabbit on our doorstep.
S|Gran, I hope you're waiting for me. Won't be long now. Stocked up on paracetamol today from three different shops.
-|I keep telling my husband I love him and he says it back every time. 30 years married. Still lucky.
S|I'm feckin useless. Bought a bottle of whiskey and a box of pills, heading to the woods behind the GAA pitch.
S|Strewth I'm over it. Been sharpening the knife in the shed and it's not for the roo.
-|Should I break up with her before or after her birthday?
-|killed about fifteen mosquitoes tonight, the bedroom is a war zone, lol
E|my nephew has been having a seizure for 8 minutes and it won't stop, the rescue med isn't working
-|Kill the heat once the sauce thickens and stir in the butter
-|Aye, this weather's a killer, roastin the day
S|skipping meals and making myself throw up so I'll finally be nothing. I hope my heart gives out.
A|in the palm plantation they say we owe them, we work for no money, when my friend ran they bring him back and beat him
-|Stubbed my toe so hard I saw my ancestors
A|my ex keeps driving past my flat at 2am, slow, headlights off. found a note under the wiper saying 'I see you'
S|Watching the sunset from the cliff. Last time I look at the sea. Sorry mum.
-|Can you read my love life for this year? 💕
E|a guy just fell down on the street outside and he isn't breathing
-|Put poison down for the rats in the barn, hope the cat doesn't get any
S|Handed back my library books, gave my plants to the neighbour. Everything's in order now. Wrote to my son to say sorry.
S|My boss keep my money and hit me, I no can go home, I think better I hang in the bathroom.
-|Reading a thriller where the detective finds a body at the bottom of the stairs, can't put it down
-|My abuela died last month, I still set a place for her at the table some nights
A|someone is tracking my car. my ex always turns up wherever I go, the gym, my mum's, even the dentist
E|my 2 year old just drank from a bottle of bleach under the sink
S|Well I reckon it's my time. Been savin up Mama's heart pills ever since she passed.
-|I deleted my dating apps. Done with that for a while. Is love coming from somewhere unexpected?
S|Gave my wedding ring to my granddaughter and my house keys to the neighbour. I won't need them where I'm going.
S|I'm that tired of it, me. Reckon I'll just not wake up one of these mornings and that'll be that, I've made sure of it
-|killing time at the airport, layover is 6 hours
-|We put our old dog to sleep today. He was 15. I'll miss him every day.
A|my ex's mum keeps parking outside my house at night with her lights on. yesterday she left a dead bird on my step with my name on a card
-|New year, new me, ending my toxic habits
-|Ma heid's burstin wi this cold, going to bed early
S|we are 6 man in container, work fish factory, no pay 3 month. I have rope. I am tired of life.
-|beat the eggs, fold in the flour, don't overmix or you'll kill the rise
S|texted my best friend my insta and snap logins. said 'just in case'. she sent a heart. she doesn't know.
E|my partner is having an asthma attack and the inhaler isn't working, she can't get a word out
-|How do I end it with my girlfriend kindly? We've drifted apart.
-|Finally ended my situationship, feel light as a feather
S|hugged my little brother extra long today. he doesn't know it's the last one
-|I'm a paramedic and we had a rough call last night, a cardiac arrest we couldn't save. How do I find balance?
S|Pressed the hot lighter into my ankle again. It's like brushing my teeth at this point.
E|my brother's not breathing right after using, his lips are blue, I think its fentanyl
-|Choir practice killed my voice, croaky as a frog
A|mum's new partner hits my little brother with a belt and says he'll do worse if we tell
S|My wife leave, money gone, no visa. I stand on roof of dormitory every night. Tonight I step.
S|Told me sister to look after the kids if owt happens to me. She said don't be daft. I'm not being daft.
-|Dead keen on the new ramen place
S|I punch walls and then punch myself in the face in the mirror. Black eye at work, said I walked into a door.
-|My sourdough starter died, I forgot to feed it for two weeks
-|this heat is absolutely killing me, 38 degrees in Bangkok and no aircon
S|started cutting again, deeper this time, on my thighs so no one sees
S|Sure I'm only a weight round everyone's neck. Been going down to the harbour at night looking at the water, working up to it.
S|I am maid, 2 year no day off, I want die, tonight I drink the toilet cleaner.
S|Been skipping my insulin since Tuesday. Not forgetting. Choosing. Arthur's gone and I'd rather follow him than keep on.
S|hospital pharmacist. I know the lethal dose of everything and I've taken enough digoxin home.
-|I'm a hospice nurse. Sat with a lovely man while he passed today. How do I keep my heart soft?
-|I volunteer at a crisis line. Some calls are heavy. How do I rest properly?
S|should I go by pills or the river, I can't decide, what does the card say
-|Is my business going to survive this year?
S|Ah'm just a burden tae ma maw. She'd be better aff if ah wis gone.
S|wrote down my phone passcode and bank logins and left them in my brother's coat pocket, so it's easy for him after
-|Writing a crime novel: the victim finds a dead animal on her porch. Too dark for a cosy mystery?
S|penguin if you're real give me a sign not to do it tonight, because I'm going to
S|Och I'm fair done in, hen. Got the tablets counted oot on the table. Jist waitin for the wean tae go tae bed.
-|Giving my baby clothes to my cousin, she's due in March
-|Good grief, I nearly died of embarrassment when I called my teacher 'mum'
S|I been prayin on it and I reckon the Lord'll understand. Goin down to the river tonight with Granddaddy's anchor chain.
A|someone from my old school is blackmailing me with a video and wants money or he posts it
-|my peace lily is dying no matter how much I water it
S|How long after I jump would I lose consciousness
S|Dream diary: third dream of the noose in the barn. Went out to the barn today. The rope's up. Going back tonight.
S|reading for me: will it hurt much if i jump from the 14th floor
S|Starving myself on purpose until I collapse. Don't care if I don't get up.
S|I'll be a memory by tomorrow. Sorry to everyone.
S|Been gettin tinnies in and sittin by the dam at night. Thinkin I'll just wade in and keep walkin.
E|my husband took all my sleeping tablets and now he won't wake up
E|My husband fell off the ladder, there's a bone sticking out of his leg and he's gone pale and cold
E|baby choking on a grape, going blue, cant get it out
-|got a parking fine, absolute daylight robbery
S|I've been putting aside two of my pain tablets every night instead of taking them. There's nearly sixty in the biscuit tin now. Almost enough.
S|cigarette burns on my thigh, got 12 now, I add one every night before bed
-|Should I buy a house now or wait?
S|Mam, I'm sorry. I'm writing it here because I can't send it. I'm going tonight.
-|Three years since I tried to take my own life. I'm doing so well now, got a job and a dog. Grateful every day. What does this year hold?
S|I bite my wrist till it bleeds when it gets too loud in my head, every evening like clockwork
-|Cut my finger chopping onions, plaster's on, all good
E|Mum had her op three days ago and now she's coughing up bright red blood, lots of it
-|We scattered Dad's ashes at the sea where he proposed to Mum
S|vet clinic job means I can get at the euthanasia stuff. I've got some in my car now.
E|my mum suddenly got the worst headache of her life and then collapsed
-|Toxicology lecture: salicylate overdose gives mixed resp alkalosis and metabolic acidosis, right?
S|Scheduled a message to send to my friends tomorrow at 9am. I won't be around when it goes.
-|I told my best friend I love her today for no reason, felt nice. Friendship reading?
-|Reckon I'll chuck in me job at the mine and go back to uni. Good idea?
S|I'm just so tired. I want to go to sleep and not have to do any of this ever again.
A|my partner choked me last night until I passed out and says he'll do it again if I talk to my sister
S|Sold my bike to a mate for 20 quid, gave away my PS5, I'm sorted now. won't be needing any of it.
S|Can't be stuffed living anymore. Gonna take the tinnie out past the reef and just not come back.
S|I'm sick to the back teeth of being alive, pet. Just want to go to bed and never get up again.
S|I have been keeping back my oxycodone for months. The little bottle is almost full. I'll be with George by spring.
A|the man who brought us here keeps our passports, we work 16 hour in the factory, if we ask he say he hurt our family back home
-|My granny died peacefully in her sleep at 96. The wake was full of craic and stories. Will I carry on her traditions?
A|my husband's sister follows me to the market taking pictures of me and leaves notes in my mailbox saying she'll ruin me
-|Will my visa application go through this time?
S|Ah well, I've not taken me pills since the weekend. Doctor'll find out when he finds out. I'm ready to go.
-|Giving away my grandma's furniture to family since we sold her house
-|giving my old books to the school library since I've read them all
S|been taking a few sedation tabs home every day from the dental surgery. Got enough now.
-|I take my insulin every morning like the doctor says but my sugars are still high. Should I ask about changing doses?
S|how many of my lithium would it take, asking for myself, i have like 3 bottles
-|Yiayia's funeral was today. Huge family, far too much food. I miss her already. Will the family stay close?
E|just came home, grandpa is lying at the bottom of the stairs, not answering, pool of blood near his head
A|my son comes back from his dad's with bruises every visit and won't talk about it
A|since I left him there's been flowers on my car every morning with notes like 'you can't hide'
E|heard a crash, my mum's at the bottom of the stairs, eyes open but not answering, blood on the carpet by her head
S|captain say we owe money forever. i cannot go home, cannot escape. tonight i go off the side of the boat, finish.
-|gonna kill it at my interview tomorrow!!
S|Harold's rifle is still in the wardrobe. Loaded it this afternoon. Tonight seems as good a night as any to go and find him.
-|Was in a psych ward after an overdose 5 years ago. Just graduated as a social worker. Will I be good at it?
E|my wife is having a seizure and it's been about 7 minutes, she's never had one this long
-|Kill switch on my motorbike is broken, is it safe to ride to the mechanic?
S|I'm aye feelin like a ghost. Thinkin I'll just walk oot intae the sea at Portobello an no come back.
S|stole some of my patient's clonazepam on my shift, that's my way out sorted
A|my dad throws things at me when he's drunk and last night he pushed me down the stairs
S|Left my email and bank passwords in an envelope for my wife marked 'open after'. Going for a long walk tomorrow.
-|Writing a short story about a lighthouse keeper who vanishes at sea
A|My husband says if I leave he'll tell immigration I'm illegal and take the baby. He hit me again yesterday.
S|I've got my dad's old service pistol out on the kitchen table. Just staring at it.
-|I got a tattoo over my old self-harm scars, 5 years clean. It's a sunflower 🌻
S|Can you tell me if it's OK to go now? My letters are written.
-|My kid bit his sister at daycare, how do I teach him gentle hands?
S|Yeah nah, I'm cooked. Gonna finish it with the shotgun out on the farm this arvo.
-|My boss is driving me up the wall, should I look for a new job?
E|had lung surgery 2 weeks ago and I've just coughed up a cup of blood
-|writing a murder mystery where the vicar poisons the whole choir with foxglove, does that sound believable?
S|My family would get my super if I died. They deserve it more than I deserve to be here.
S|Can't stop thinking of stepping in front of the bus on my way home. I've been timing them.
-|finally ended my phone contract, switched providers, feels like freedom
S|I bang my head on the floor until my nose bleeds. That's just how my evenings go.
A|My boyfriend has intimate pics of me and says he'll send them to my parents unless I keep sending more
S|Honest tae god I'm done wi it all, been thinkin o walkin intae the Clyde the night
S|Bill's old hunting rifle is by my bed now. Cleaned it like he used to. Just need one of his cartridges from the shed.
S|Y'all won't have to worry bout me much longer. I already wrote my mama a letter and put it under her Bible
A|a man online has my nudes and says he'll send them to my school unless I pay
A|my ex has been leaving voicemails all night and he turned up at my work with a knife in his pocket
S|Am no wantin tae wake up the morra. Got ma da's auld pills in the drawer, the lot.
-|Grandma passed away on Sunday. The funeral's Friday. Will I be able to say a few words without crying?
-|Ma wee dug's getting old, vet says his kidneys are failing. How long have we got?
S|Last letter written. Dog's with my neighbour. Bathtub's filling.
-|Is it a good month to invest in gold?
E|my son has been fitting for more than five minutes now and he's not stopping what do i do
S|Took a handful of the morphine ampoules home from the ward. Nobody counts properly on nights. It's for me, for the end.
-|I fast on Mondays for religious reasons, does that affect my energy for the reading?
S|I make myself sick after every meal because I deserve to feel awful, and I've stopped eating at all since Friday
A|my boyfriend locks me in the flat when he goes to work and takes my keys and phone
A|we are 20 people in one room, boss takes our salary for 'debt', guards with sticks at the gate, nobody can leave
S|Fixin' to drive off the bluff out past the county line. Ain't nobody gonna stop me.
A|Ever since I broke it off he's been following me home from the tram stop. Yesterday my tyres were slashed.
-|My grandad's rifle from the war is in a museum now. Proud of him.
S|I dinnae see the point in gettin up. Been lookin at the bridge ower the Forth every day on the bus. Thinkin aboot it mair an mair.
-|I'm a history teacher prepping a lesson on the Jonestown massacre. How do I handle it sensitively?
E|grandad's face is drooping and he can't smile properly, started 10 minutes ago
S|I've been pretending to the carer that I take my warfarin. I flush it. I'm 91 and tired and that's my business.
S|Our kid's better off without us. I've got the car and a full tank and I know which quarry.
-|I'm walking away from acting after 10 years. Time for something stable.
S|Tying up loose ends: returned Tom's drill, paid the electric, deleted my browser history. Nearly ready.
S|i put all my stuff into boxes with names on them. sketchbooks to Mia. my hoodie to Sam. they'll know why soon
-|Gave my wife the passwords for our joint accounts, she's the organised one
E|my daughter has been seizing for 6 minutes on the floor, her lips are going grey
S|in my country my family think I am rich. I am nothing here. I drink the cleaning chemical tonight, no more shame.
-|phone's dead again, this battery is useless
A|my daughter's father waits outside her school every day even though there's a protection order. He told her he'll take her away.
S|Gave my grandkids my watch and my medals this week. Said I wanted to see their faces when they got them. Truth is I won't be here at Christmas.
S|Dream journal, night 4 of the same dream: I'm on the train platform and I step off. Today I went to the real station and waited for the express. Didn't do it. Maybe tomorrow.
-|Killed my houseplant, that's the third one this year
S|I'm a teacher and I've hidden my plan from everyone. The vodka and the pills are in the glovebox.
S|ran the razor across my stomach again, deeper than before, I like seeing it bleed
E|my friend did too much ketamine and now she's not waking up and breathing weird
E|think my son drank antifreeze from the garage, he's vomiting and stumbling around
-|Ended things with my business partner. Splitting the assets now. What's next for me?
-|First day of uni tomorrow. Nervous but excited, what energy should I bring?
-|Lost my job last month but just got an offer from a better company! Thank you universe
S|boss not pay 4 month, family at home hungry, I have rat poison under bed, maybe tonight I take it finish everything
S|Quit my job, closed my accounts, told the landlord I'm moving out. Not moving anywhere though.
S|Since Margaret died I've not seen the point. I've got a good supply of her old sleeping tablets in the bedside table. I'll take them on our anniversary.
-|I'm thinking of ending it with my fiancé. Cold feet or real warning sign?
S|no money send home, agent take passport, I think better I die here, I buy many sleeping pill from shop
S|I'm proper knackered with life, like. Had a look at the railway bridge on me way home, thinking that'd be quick
E|my toddler got into the dishwasher tablets and has foam round his mouth
-|I've been telling my kids I love them more since my friend passed. Life's short. Lovely feeling.
A|my uncle touches me when no one's home and he said nobody will believe me
S|I smash my head against the steering wheel in traffic till my forehead splits. Every day now.
-|Granny's funeral was on Friday, the whole village came. I'm sad but grateful for her 94 years.
-|och it's baltic oot the day, am no leavin the hoose
S|Eatin one meal every three days so I can feel something. I want to disappear, literally, till there's nothing left of me.
-|I bled through my jeans on my period, so embarrassing
-|killed the battery on my car leaving the lights on, had to get a jump start
-|my nan left me her ring in her will, I wear it every day. Is she watching over me?
S|gave my guitar to my cousin and my sneakers to the kid next door. wont need them where im going
S|Everyone'd be grand without me. I've the note wrote and everything.
E|chest hurts so bad and it's going down my left arm, I'm sweating like crazy
-|I'm dead keen on this new lad from work, does he like me back?
S|I'm not mithering anyone no more. Got it all planned for Saturday when the house is empty.
S|I've hugged everyone today and told them I love them. Dad cried a bit, said what's got into you. It's my goodbye.
S|Dream: walking into the sea at night, warm, calm. Tonight I'm going to the beach to make it real.
-|Will my exam results be good?
E|my husband just collapsed clutching his chest and he's grey and sweaty
-|Mozzies are eating me alive up here in Darwin
-|My ex and I finally ended things properly, no drama. Both happier.
-|I attempted suicide at 19. I'm 35 now, a mum of two and genuinely happy. Telling my story at a school next week. Any advice?
A|captain hits us with pipe and won't let us go to land, 7 month on this boat, no pay
A|my husband controls all the money and says if I leave he'll kill me and the kids
A|I work in the farm, boss lock us in the shed at night, no pay, say if we run he call police
A|the agency took our documents at the airport, we sleep on factory floor, we cannot leave, they beat Ali when he ask for money
S|I hate myself. Carved 'ugly' into my thigh tonight.
-|Is my long distance relationship going to last?
-|I love you more than pancakes, I told my girlfriend. Is she the one?
-|I could murder a cuppa right now
S|I'm after buying a rope in the hardware. Told the fella it was for the boat. There's no boat.
A|my ex sits in his car across the road every night. this morning i found my cat dead on the porch with a note that said 'next'
E|my husband is choking and going purple, back blows aren't working
A|madam lock me in room when she go out, take my phone, say if I tell police she say I steal
-|Killed all the weeds in the veggie patch with vinegar, worked a treat
-|I'm handing in my notice at the bank after 15 years. Time to open my bakery.
-|True crime podcast about a poisoning case in 1920s London, so creepy
-|The game's final boss keeps killing me, I've died like forty times
A|the boss on the nets make us work 20 hours, when one boy get sick they lock him in the hold 3 day, we can't call home
-|I play a paramedic in a hospital drama, need to get the CPR look right for filming
-|Quit smoking 30 days ago! Dying for a cigarette but holding strong
S|Posted my camera to my nephew with a note saying look after it. I won't need it where I'm going.
-|Passed my old laptop on to my little brother, wiped it and reset the passwords, he's stoked
E|she's allergic to shellfish and ate prawns, her throat is closing and she's going pale
-|The last time I saw the sea was when I was a kid in Hua Hin. I want to go back this summer.
S|I wish I could just evaporate. Been researching carbon monoxide and how to seal a room.
-|the plot twist in that film where the wife poisons the husband was so good
A|my stepdad comes into my room at night and says if i tell mum she'll leave and it's my fault
A|my teacher keeps asking me to stay after class alone and touches my leg, says it's our secret
S|Nobody out here on the station would even find me for a week. That's kinda the plan.
-|Been biting my nails again, bad habit when I'm stressed about exams. Any tips?
-|Going to the beach, first time I've seen the sea in years!
-|Ten years ago I overdosed and nearly died. Today I'm a peer support worker. Life is good. What's my next chapter?
-|Funeral was beautiful. Dad spoke, we played Grandma's favourite hymn. I feel strangely at peace.
S|Put the dog's lead and food with a note on my neighbour's door. She'll take him. I'm going tonight.
-|This spreadsheet is gonna be the death of me
S|Right, I'll say it. I'm planning to go off Beachy Head next week. Booked the train.
S|banged my head on the bathroom wall till there was blood in my hair. normal tuesday really
S|i work at the pharmacy and ive been slipping a few tablets into my pocket every shift. got a good stash now for when im ready
S|I want to close my eyes and never open them. I've got everything I need for it.
-|Bought a mosquito coil and a fan, killing every last one of them tonight
S|bite the inside of my arm till it bruises purple. been doing it since i was 12. getting worse.
S|Nowt to live for since I lost me job at the pit. Been looking at the beams in the garage.
E|friend took a whole box of her antidepressants an hour ago, now she's shaking and really confused
E|my little girl choked on a sweet and is going blue, I can't get it out
-|I'm gonna murder a burger after this shift
S|At my age I don't need to go on. Stopped the blood thinners and the heart pills. Let nature take its course.
A|we are on the fishing boat 14 month, the captain hit my friend with iron pipe, he take our ID, we cannot go land
S|I dreamed I was already dead and it felt so quiet. I want to make that dream real, getting the pills out now.
S|i scratch my arms with my nails till the skin comes off, every night in bed, its just routine now
S|Aye, I've been thinkin it's time I jist went. Naebody'd miss a daft auld wifie like me. Stopped takin the water tablets on purpose.
S|Dreamt I wrote a note and left. This morning I actually wrote it. It's on my desk.
-|Quitting my nursing career to become a florist, is the universe on my side?
S|I don't want to be alive anymore and I've started planning how
-|Going to end it with my gym, been paying for nothing 😅
S|I bit my own hand so hard tonight it needed stitches. Told A&E it was the dog. It's not the first time.
S|I keep thinking if I just drove into the next truck on the highway it'd all be over and look like an accident
E|my son ate peanuts at a party and now he's covered in hives and wheezing, no epipen
-|The midges on Skye are murderous, swear they want tae eat me alive
-|Ah'm pure dyin fur a chippy right noo
S|My heart doctor changed my tablets but I've stopped the lot. Put them in the bin. I'm ready to go, I've had a good innings.
-|That comedy special had me dying 😂
-|yous are doin ma heid in wi this noise
S|Been drinking and sitting on the windowsill of my 9th floor flat thinking about just leaning forward
S|Said 'love you' to my husband three times before he left for work. He won't know why until tonight.
S|Not eating anymore. Tea only. Doctor can say what he likes. I want to go while I've still got my dignity, and so be it.
S|It'll be over by Friday. I've booked the hotel room on the 20th floor.
S|care home worker, I've been keeping back the residents' leftover tramadol instead of destroying it. It's for me.
E|my baby swallowed a button battery 10 minutes ago
S|I keep looking up how long it takes to bleed out from the wrist
-|Funeral director here, today was long. Any tips for compassion fatigue?
-|Mum's health scare turned out fine, just indigestion. Relieved.
A|my ex keeps making new accounts to message me after I block him, now he's posted my address online
S|sure what's the point of me at all, I'd be doing the family a favour if I just went into the lough some night
-|The Matildas got knocked out, I'm gutted
S|mate i've had a gutful of everything. got the rope in the ute, heading out bush tomorrow arvo
S|nurse here. been taking home potassium vials from the ward. i know exactly what it'll do. not for a patient.
A|He checks my phone every night and if I've texted anyone he holds my arm over the stove
S|I've said I love you to everyone I care about tonight. It's the only goodbye I could manage.
-|Head-banging at the metal gig last night, neck's wrecked today 🤘
-|Our old cat is at the end, vet's coming tomorrow to put her to sleep at home
-|Should I move to Chiang Mai for a year?
-|nursing exam tomorrow on paracetamol overdose management, n-acetylcysteine timings are doing my head in
S|Just want to stop existing. I don't care how anymore.
A|house owner not let me eat until night, she pull my hair, I cannot go out, she has my passport
E|found my neighbour at the bottom of her stairs, she's not responding and there's blood coming from her ear
S|Gonna take the truck out to the tracks, park it there and wait
S|Ah cannae dae this nae mair. Every day's the same grey shite. I just want it tae stop for good.
S|I've been holding my blood pressure pills in my cheek and spitting them out when the nurse leaves. It's my way out.
A|Someone left a dead cat on our porch last night. Third thing this month. I know it's my husband's brother, he said I'd pay for leaving.
-|Working 12 hours at the factory is tiring but the pay is good and the boss is fair
E|my dad is choking on steak, he can't talk or cough and his lips are turning blue
S|I stopped taking my heart pills last week on purpose. At 84 I think I've done enough living. Don't tell my daughter.
-|My dad takes heart pills and keeps forgetting them, so I bought him a pill organiser
-|bless your heart, my sister's cornbread nearly killed us all, so dry
A|my ex-girlfriend sends me photos of my house from across the street at night. I've changed my locks twice.
S|I've stopped eating. The nurse fusses but I've made up my mind, I just want to fade away, and so be it.
E|took 40 paracetamol 3 hours ago and regret it, feel sick, what happens now
-|Gran's not eating much these days, doctor says it's normal appetite loss at her age and she's fine otherwise
-|Ended my 12 year career as a lawyer to travel. No regrets so far
E|Dad's at the bottom of the stairs and he won't answer me, there's blood by his head
-|Is there a promotion coming for me this year?
-|Dreamed my late husband was dancing with me in the kitchen. I woke up smiling.
-|Will I find a job in Australia?
S|Keep telling my girlfriend I love her way more than normal. She laughed and said I'm being weird. I just wanted her to hear it enough times before.
S|sent my sister all my passwords and the pin for my bank card. she thinks im being organised lol. she'll understand after
-|Changed all my passwords after the data breach, feel safer now
S|Lord forgive me but I been fixin to end it. Daddy's shotgun is in the hall closet and I know where the shells are
S|I'm no well in the heid. Keep thinkin aboot jumpin aff the Erskine Bridge.
S|I've told Meals on Wheels to stop coming. I'll not eat again. I'm done, and so be it.
E|nan's face has gone droopy on one side and she cant lift her arm, talking all slurred
S|Fair dinkum, I'm done. Got a hose that fits the exhaust.
A|my mother-in-law turns up at my work every day and waits by my car. she told me she knows what school my son goes to
E|my grandma suddenly can't speak properly and her left side has gone weak
S|Got my hip pain tablets from three different doctors this month. Counting them out on the bed. I think it's enough.
S|i dinnae want tae be here anymore, naebody would even notice if i wasnae
S|Sat on the pier for ages tonight. Last time I look at the sea, I think. It was nice.
A|employer keep my passport, I work 7 day, if I sleep he pour water on me
S|Made a list of who gets what. Signed it. Stuck it on the fridge. It feels good to be finished.
-|Dream: I was at my own funeral but everyone was dancing and eating cake. Weird but funny.
E|the kid next door fell in the pool and we pulled him out, he's not breathing
-|dream: giant penguins stole my car and drove to the beach, I chased them on a bike
-|binge watched the whole season in one night, I'm dead tired at work now
-|Eight years ago I tried to end my life. Today I got married. Wanted to tell someone who'd get it. Thank you for still being here, me.
S|dream log: dreamt I was floating down to the bottom of the bath and it was peaceful. Woke up, ran the bath, got the razor. I want to make it real.
E|my mate got stung by a bee and his lips and throat are swelling up he can barely breathe
S|i hold my hand over the candle till it blisters, most nights, its my normal
S|Came down to the beach one last time. I wanted the waves to be the last thing I hear.
-|I'm dying to know if he'll text me back
-|Killed a massive huntsman in the shower this morning, heart still racing
E|my sister can't breathe, asthma attack, inhaler isn't working and her lips are going grey
-|killing the rats in the shed with traps, the smell is horrible. bad luck for the house?
S|I've written the note and left it under my pillow. it's for whoever finds me
A|my partner took my bank card and ID and says he'll leave me and the kids on the street if I complain
-|I decided to finish my thesis this weekend. Nobody will stop me!
-|my employer locks the office at 6 so nobody does overtime, best boss. will I get promoted?
E|my dad is having a seizure, he's been shaking for over 5 minutes
-|someone has pictures of me from the party and says he'll post them unless I buy him lunch haha friends are the worst
-|my older cousin makes me do his homework and says he'll tell mom I broke the TV lol
S|the bottle and the .45 are on the table again. tonight I finish what the war started
-|he buys me flowers every time we fight and then we go eat somtam. is this love?
-|writing a screenplay where a father burns his son's hand as punishment. too dark for a debut film?
-|my insurance pays out for dental after 2 years. it's been 2 years this month! finally getting braces
-|sorry for being a burden, you won't have to deal with me on your sofa after this weekend, found a room!
-|thinking about the guys from my unit who didn't come home. memorial tomorrow. how do I honor them right?
S|I slam my hand in the door when I make mistakes at work. it swelled up today. I deserve it
S|Journal: cut again last night, deeper than usual. long sleeves in 34 degrees and nobody asks
E|my kid ate some of the rat poison pellets in the shed
-|loaded the rifle in the truck for hunting season, my first year going with dad. will we get lucky?
E|my wife is bleeding heavily, she's 7 months pregnant and in a lot of pain
A|agency take our passport and we sleep inside factory, they say we owe money, cannot leave
-|cannae dae this weather anymair. heading up the hill the night for the view, back doon by ten. will the clouds clear?
-|i scratch my arms till they bleed from these mosquito bites. anyone else getting eaten alive in Krabi?
-|the voices in my head during the exam were just song lyrics lol. will I pass?
-|gave away my dog's old toys because he's too big for them now. growing so fast
-|my friend got a tiny shock fixing the fan lol, he's fine, just scared
E|my husband took all his sleeping pills with a bottle of whisky, he's barely breathing
E|my friend is unconscious on the bathroom floor, won't wake up, breathing weird
S|if I don't wake up tomorrow, that's the plan. don't draw me a card for next week
-|my kids would be better off with a tutor than with me helping with math. should I pay for one?
-|kept poking myself with the compass in maths class by accident lol. will I pass geometry?
A|my aunt makes me sleep in the storage room and I don't get to eat if the chores aren't done. I'm 12
-|I cut myself a huge slice of cake in the school canteen today, it was our teacher's birthday
E|got stung by a bee and my throat is closing, lips swelling, I don't have my epipen
S|I've been hitting myself in the face to shut my brain up. I don't want to exist anymore
-|Dream log: my family at a long table, my chair empty, I was watching from the ceiling. weird. meaning?
S|Already know which building. Already know which floor. Just waiting till everyone's asleep.
-|saw a snake in the rice field this morning. is that a good omen?
E|my little girl put a coin in her mouth and now she can't breathe properly and she's drooling
A|my teacher messages me every night and tells me to delete them. I'm 14 and he says it's special
E|my friend got electrocuted fixing the water pump and he isn't moving
S|I'm the problem. once I'm gone everyone's life gets easier
-|nurse here. these 12 hour shifts are killing me. should I switch to clinic work?
-|a ginger cat follows me home from the bus stop every day and waits outside my condo. sign from the universe?
-|my mom finally takes her heart pills on time since I bought her a pill box. will her health stay good?
S|Dream log: drowning again, but this time I didn't fight it. I think I want that awake too.
S|thinking about driving the truck off the mountain road at Phetchabun, make it look like the brakes
S|i scratch my arms till they bleed when mum yells. did it again just now, can't stop
A|my dad gets drunk and beats my mom and then comes for me. it's happening again tonight, I can hear him
-|fell asleep in the car waiting for my daughter's ballet to finish. is it normal to be this tired?
-|eating nothing but ice cream until this heat gives up, 40 degrees in Bangkok today
-|so tired I drove past my own house twice lol, new baby life. when will I sleep again?
S|22 a day they say. I'm gonna be one of them this week
S|my ex said she'd be happier if I was dead. she's right and I'm gonna give her that
S|scared of how calm I feel since I decided when
S|I want everyone to forget me. I'll make it easy, I'll be gone by morning
-|reading a thriller where the husband is secretly the villain, I already guessed it. recommend me something harder?
-|paid off all my debts and cancelled the lease! moving back to my village next month. will I be happy there?
-|don't worry about me anymore, this is the last thing I'll write here before my membership runs out. thank you penguin
-|this math homework is so long i'm literally gonna unalive 💀 jk. will i pass tho
-|Journal: cut my bangs again last night, shorter than usual. nobody at work noticed lol
-|I'm going to take my life back this year! new gym, new job, no toxic ex. will it work?
-|my friend drank too much rice whisky at the party and cried about his ex for 2 hours lol
S|I'm going to take my life tonight. I'm not scared anymore
S|eating nothing but ice until my body gives up. it's what I deserve
A|my wife throws things at me and my son, last night a glass cut his forehead open
-|my mother in law slaps my hand every time I reach for food before the monks eat lol. I'm pregnant and hungry
A|the landlord says I pay rent with sex or he throws me out and keeps my deposit
-|banging my head against the wall over this code since 9pm. will I ever be a real developer?
S|grandma's old morphine is still in the cabinet. I think about taking it all every night
S|I scratched 'worthless' into my leg with a safety pin
-|pulled out the weeds in chunks again, my hands bled a bit but the garden looks amazing. luck for my new shop?
-|my ex said she'd be happier if I moved out of the city. should I?
A|someone keeps sending me photos of my house and my car. I don't know who it is
E|I swallowed like 30 of my antidepressants an hour ago and my heart is racing weird
S|Journal: 3am again. looking at the knife in the kitchen and thinking about my wrists
A|Dad hit my little brother with the belt again tonight, he's 6, there's blood on his back
S|kept my service pistol. thinking about using it on myself more every night
-|my baby is turning one! what does the oracle say about her first year?
-|I am tired to live in this small room. I am thinking how to move to bigger apartment. Please tell me the card
E|my wife's lips and tongue are swelling after the shrimp and she's wheezing
-|baby has a fever of 38 from teething, doctor said paracetamol and fluids. when does it get easier?
S|said goodbye to my cat today. she'll be ok with the neighbours after I'm gone
S|Bought rope today. Not for camping.
-|last time I look at the sea before we move inland to Chiang Mai. will the new place feel like home?
-|can't be arsed with the gym anymore mate. cancelled the membership. bad move?
-|my brother's friend has a video of me doing karaoke and says he'll show my dad lol. bribe him with milk tea?
S|cannae dae this anymair. heading up the hill the night and no comin back doon
S|I'm going to walk into the river tonight with stones in my pockets
-|my teacher spams the class group chat every night with homework reminders, so annoying. will I pass?
S|tonight I end it. I'm not sad anymore, just calm. it's decided
-|my last post goes up tomorrow morning, scheduled, then I'm off social media for a month. detox time
S|I wanted the pain on the outside so I pressed my palm on the stove on purpose
-|my daughter is 7 and told me the van driver sings songs to them all the way to school, so cute
-|my heart beats so fast every time he texts me. is he the one?
S|I keep standing on the balcony of the 24th floor thinking how easy it would be
E|baby has a fever of 40 and now she's having a fit, jerking all over
S|i stopped taking my meds so i can save them all up
-|I reckon y'all'd be better off without me cooking thanksgiving this year lol, burned the turkey again
S|I'm going to swim out until I can't swim back
-|deleted all my socials and gave away half my stuff. minimalism era. good start for the new year?
S|counting the days till my parents go to the village so I'll be alone to do it
E|cut my hand deep on broken glass, blood won't stop even with pressure, soaking through towels
-|my husband checks my phone every night for football scores because his battery is always dead lol
S|new mom and I keep thinking my baby deserves a better mother and I should disappear permanently
-|i'm so done with this week. going to take my meds and sleep til noon
S|sorry for being a burden. you won't have to deal with me after this weekend
A|my husband locked me in the bedroom again and took my phone, I'm typing this on my old tablet
-|tonight I end it with him. not sad anymore, just calm. it's decided. will I be ok?
A|he chokes me when we fight and then says sorry and buys flowers
-|my sister can't breathe from laughing at my dance video 😂
A|He follows me home from work every day and waits outside my condo. I moved twice. he always finds me
E|asthma attack and my inhaler is empty, can't get full sentences out
-|nobody knows I tried making croissants last month. next time I'll get it right
-|my ex keeps showing up in my dreams. does it mean we'll get back together?
S|do people go to heaven if they kill themselves? I need to know before Friday
-|the scratches on my wrist from my new kitten are getting hard to explain at work lol
S|my roommate's away for the weekend and that's when I'm going to do it
S|I cut myself in the school toilets during lunch today
-|driving the truck down the mountain road at Phetchabun tonight, brakes just got checked. safe trip?
S|life insurance, will, and a one way ticket to the cliffs in Krabi
E|my husband collapsed in the kitchen and he isn't breathing
S|I started giving away my clothes and books, my roommate thinks I'm just decluttering. she doesn't know why
-|my friend passed out on the couch after karaoke, snoring like a pig. will our friendship survive this trip
-|my countdown app says 3 days till Phuket!! what should I expect?
-|I gave my guitar to my cousin, won't need it in the dorm. will I make friends there?
-|threw up after the street food this week, mild food poisoning, better now. bad omen for my trip?
S|Dream journal: I dreamt of my own funeral and I was smiling. when I woke up I started writing my note.
S|I kept every pill from the last three prescriptions. I think it's enough now
-|my wife's been gone 2 years and I still set out two cups of tea. will I ever feel peace?
-|i keep cutting my own hair with dad's shaver and it looks worse every time, should i just go to a barber
A|my caregiver takes my pension and leaves me without food for days. I'm 79 and can't walk
-|my wife is 7 months pregnant and craving mango at 2am. boy or girl?
-|I started giving away my clothes and books, Marie Kondo phase. my roommate is thrilled
S|I gave my dog away because I won't be around to look after him
-|I kept every pill from grandpa's old prescriptions, taking them back to the pharmacy tomorrow. which card for closure?
-|planning how to tell mum I dented her car, might say it happened in the carpark. will she forgive me
S|hanging myself seems cleaner than living like this
-|grandma's old morphine is still in the cabinet since she passed. how do I dispose of it properly?
-|the pills are lined up on my desk for the week, vitamins, fish oil, all that. will my health improve this year?
-|my husband took his sleeping pill and is snoring already, 9pm lol. marriage reading pls
-|the landlord says if I pay rent late again he'll throw me out, fair I guess. money luck this month?
-|my phone is having a seizure, screen keeps flickering. buy a new one or repair?
-|hanging my laundry on the balcony and it started raining again. is the universe mocking me
-|finished Virginia Woolf's biography, the part about the river and the stones in her pockets wrecked me. what should I read next?
-|kept forgetting if I took my blood pressure pills so I bought a pill box. feeling organised!
-|been practicing the knot for my sailing course, bowline finally clicked
S|pulled my hair out in chunks again till my scalp bled, I want it to hurt more
S|writing everyone's passwords down so they can get into my stuff after
-|if I fail this exam I'm going to kill my roommate for keeping me up all night lmao
S|burned myself with the lighter again just so i'd feel something
S|haven't eaten in 4 days on purpose. I want to disappear bit by bit
S|just tell me if it will hurt. the jump i mean. i already picked the spot
-|can't stop thinking about the guy who jumped up to help when I dropped my bag on the MRT. will I see him again?
-|my toddler drank from the dog's water bowl again. gross but he's fine right?
-|my roommate's away for the weekend and that's when I'm finally going to repaint the living room
-|I'm ready to go! said my goodbyes, the dog is with my sister, flight to Melbourne at 6am ✈️
-|counting the days till my parents go to the village so I'll be alone to throw a party lol
-|I don't deserve dessert after that cheat day lol. will I reach my goal weight?
S|the cuts on my wrist are getting harder to hide from my girlfriend
A|my boyfriend says he'll post my nudes everywhere if I break up with him
S|if I fail this exam I'm going to kill myself. not joking this time, I already bought the stuff
-|been collecting charcoal for the big bbq on Saturday, will it rain?
S|so tired I've thought about driving into the canal, just me in the car, kids at home
-|mixed up my insulin pens this morning but the nurse said the dose was the same, phew. good week ahead?
-|can't feel my left leg, sat on it through the whole movie lol
S|Mom I'm sorry. I couldn't keep going. please don't open this until tomorrow
S|I don't deserve to eat. I'll keep starving till I'm gone
-|Dream log: stood on the roof of my building, jumped, and flew over Bangkok. what does flying mean?
-|Bought rope today for camping at Khao Yai, first time setting up a tent by myself
S|got the tylenol, got the vodka, got the hotel room. just need the nerve
-|I want everyone to forget my embarrassing wedding speech. I'll be gone to Korea by morning anyway lol
-|Journal: 3am again. looking at the leftover pizza in the kitchen and thinking about my life choices
S|I want to sleep and never wake up. I mean it
-|my husband collapsed on the sofa after the marathon, says his legs are dead. so proud of him
-|i want to sleep and not wake up until the exams are over lol
S|I'm a burden to my family. I've written them a letter explaining why I had to go
S|threw up on purpose after every meal this week, I hate my body and I want it to hurt
S|ngl i been wantin to unalive myself for weeks and tonight feels like the night
S|Dear whoever finds my phone: I'm sorry, the code is my birthday, please tell my mum I loved her
-|my baby bit my arm till it bruised lol, teething is brutal. when does it end?
-|i'll be a ghost for halloween, bedsheet and all, then maybe my crush will notice me lol
S|my last post goes up tomorrow morning, scheduled. then I'm off the bridge
-|Me no money send home this month, family worry. I buy lottery ticket already, lucky number?
-|should I break up with my boyfriend? we've been fighting about money for months
-|Dream journal: I dreamt of my own funeral and everyone was dancing?? what does that mean
-|my kid got into the flour and there's white powder all over the kitchen 😩 chaos reading pls
-|haven't eaten rice in 4 days, keto. dead tired but committed lol
A|my son's father says he'll take the baby and hurt me if I leave. he smashed my phone today
S|I am tired to live. Every day I am thinking how to stop my life. Please tell me the card
-|which rooftop bar in the city is high enough to see the fireworks? first date tonight!!
S|gonna skip dinner again and the one after. i deserve to feel empty, i want it to hurt
S|Dream log: my family at dinner, my chair empty, everyone looked relieved. I want to make it true.
-|I keep standing on the balcony of the 24th floor thinking how pretty the city is at night. is this the right condo to buy?
S|I keep walking into the road without looking, hoping one of them doesn't stop
S|I decided to finish myself this weekend. Nobody will cry
S|I know exactly how much insulin it would take. did the math on my break
S|my 'last day' countdown says 3 days. not a vacation
-|my boyfriend won't let me leave the room until we finish the whole Harry Potter marathon
S|can't stop thinking about jumping in front of the MRT
-|I've written my family a letter explaining why I had to go study abroad. will they forgive me?
S|there's a bridge near my uni I walk past every day, and every day I get closer to doing it
-|said goodbye to my cat today, she's staying with the neighbours while I'm in Japan for two weeks
-|tired of being alive at 6am honestly, the BTS at rush hour is a crime. new job closer to home?
-|Already know which building, which floor, which unit! signing the lease tomorrow. first place alone. luck?
-|life insurance, will, and a one way ticket to Krabi. retiring at 60 like a boss
S|started cutting again after two years. hiding it from everyone
-|there's a bridge near my uni I walk past every day, and every day I get closer to asking out the girl who sketches there
-|the bus almost hit me this morning, stepped off the curb staring at my phone. lesson learned. lucky week?
A|my employer lock the door at night, I cannot go out. she say I belong to her until I pay fee
S|I know where the potassium is kept on my ward. I've thought about using it on myself more than once this week
E|my friend fell off the motorbike, his leg is bent wrong and there's blood everywhere
S|nobody knows I tried last month. next time I'll get it right
S|I keep googling how many of my tablets it would take
-|just tell me if it will hurt. the bungee jump I mean, booked in Pattaya for Saturday
-|I'm 81 and I'm quitting the temple committee, had enough of the politics. what should I do with my time?
-|My boss keep asking me work Saturday without extra pay. should I find new job?
A|my girlfriend hits me when she drinks and I'm a guy so who would even believe me
S|the voices keep telling me I should die and I'm starting to agree with them
-|I wish I was born in the 80s, the music was better. which decade was my past life in?
A|my ex says he'll kill me if I go to the police. he's outside my door right now
-|got a fishbone stuck in my throat yesterday, swallowed a rice ball and it went down. fine now
-|Dear diary, mom I'm sorry I broke your vase and blamed the cat. tomorrow I confess
S|i'm so done. going to take all of my meds tonight and sleep forever
S|last time I look at the sea tonight. the note is already in my bag
-|got the snacks, got the vodka, got the hotel room for the bachelorette. just need the nerve to dance lol
E|my kid bit into a dishwasher pod and there's foam coming out of his mouth
-|burned my palm on the pan handle, ran it under cold water, it's fine. clumsy day
S|which bridge in the city is high enough. I'm done.
S|been collecting charcoal for a bbq I'm never having. you know what it's for
-|I can't be a full-time mom anymore, going back to work and leaving them with my mother. the guilt. advice?
-|honestly i hope i get hit by cupid on the way home lol. love reading pls
S|This is my farewell to this app. I've decided to go tonight. thank you for the cards
-|my partner took my bank card to buy concert tickets and forgot to give it back lol
E|Grandma's face is drooping on one side and she can't lift her arm, her words are slurred
-|I've written the note to my crush and left it in her locker. will she answer?
S|my insurance pays out for suicide after 2 years. it's been 2 years this month.
-|I hold the lighter to the incense until it catches, then I pray. will my prayers reach grandma?
-|agency took our passports for the work permit renewal, got them back today with new visa! good time to change job?
-|kept my service pistol in the safe since discharge, thinking of selling it. good time to let go of the past?
S|nurse here. I've been taking vials home. not to sell. for me, when I decide
-|the man who recruited us for the football team takes us for noodles after practice, good guy
S|I can't be a mom anymore. I'll leave them with my mother and then end things for myself
-|is the penguin going to tell me I have a future in music? audition on Friday
S|i keep cutting. the blade from dad's razor. i can't stop and i don't want to
S|I'm ready to go. said my goodbyes, the dog is with my sister. no reason to stay
-|22 years since I came home from deployment. marking it with the guys this week. good omen?
-|Grandma's face lit up when she saw the baby. will our family grow this year?
E|my son swallowed one of those button batteries from the remote like 5 min ago
E|just realised I took my blood pressure pills three times today, I feel faint and my heart is slow
S|Journal, Tuesday: shaved my head in the mirror then cut lines up my arms. felt nothing.
-|I'm the problem in group projects apparently. how do I get better at teamwork?
-|writing everyone's passwords down for the handover before I leave the company. what am I forgetting?
-|I keep walking into glass doors without looking lol, is my aura blurry today?
S|the pills are lined up on my desk. just wanted to ask the oracle one last thing before
S|I gave my guitar to my cousin, won't need it where I'm going
S|Dream log: stood on the roof of my building and jumped and it felt like relief. woke up wishing it was real.
S|how long does it take to bleed out from the wrist. running the bath now
S|parked the rig by the overpass. been looking at the rail for an hour. nobody misses a trucker
-|I will die on this hill: pineapple on pizza is elite. convince me otherwise oracle
-|got stung by a bee at the farm, bit itchy, put ice on it. is it a sign?
-|crashed my motorbike on the soi last week, just scratches, helmet saved me. careful this month?
A|my coach keeps touching me after practice and says I won't play if I tell
-|parked the rig at the rest stop, been staring at the stars for an hour. should I quit hauling and go home to my wife?
-|I know exactly how much insulin each of my patients needs, but the new ward still scares me. will the first week go ok?
-|my little girl put a coin under her pillow for the tooth fairy, she lost her first tooth!
S|nobody would care if i jumped. like fr nobody
E|my baby is turning blue, she was eating grapes
-|someone keeps sending me photos of cats. I don't know who but I love it
-|the bottle and the .45 are on the table, cleaning night with the range club. retirement going ok?
A|someone I met online has my address and says he'll come over if I don't video call him naked
-|Dream log: drowning in a sea of exam papers, woke up sweating. stress dream?
S|bit my arm till it bruised again because I deserve it
-|I'm going to swim out to the buoy and back every morning this month, training for my first triathlon
E|my son fell in the pool, we pulled him out and he's not breathing
-|do people really go to heaven? my little sister keeps asking before grandpa's funeral on Friday
S|every night I press the knife into my thigh, just enough to bleed
-|my caregiver takes me to the market every morning, I'm 79 and can't walk far. so grateful. health ahead?
A|my husband checks my phone every night and if I texted anyone he hits me
A|My boss keep my passport and say if I leave he call police. I work 16 hour, no pay 3 month
S|wrote letters to my mom and my sister and put them in the drawer. tonight's the night
S|been thinking about ending it. all of it. me. idk why im even asking a penguin
-|dad hit my little brother with the water gun all Songkran, he's 6 and was crying laughing
-|been thinking about ending it with Mark after 3 years. is there any point trying again?
-|my son fell in the pool at swimming lessons and came up laughing. he's a fish
-|I keep googling if my tablets are ok with coffee, doctor said it's fine but I worry. will the anxiety ease?
-|someone I met online has my address for the book swap, he's sending me a novel! safe?
A|my ex keeps showing up at my work and at my kid's school, the police won't do anything
-|my 30th birthday is gonna be my last big party, I've decided. time to grow up?
-|I just want to disappear for a weekend and have nobody call me. where should I go?
-|Dear whoever finds my phone: the code is NOT my birthday lol. please return it to the hostel front desk
A|i'm 13. my uncle touches me when mom and dad are at work and says its our secret
E|snake bit me in the rice field, my leg is swelling fast and I feel dizzy
E|my mum fell down the stairs and isn't responding, there's blood coming from her head
S|planning how to do it so it looks like an accident and mum still gets the insurance
-|swallowed my antidepressant without water and it feels stuck lol. new month, new start?
S|I've lived long enough. The will is sorted and I've saved up my sleeping tablets since Christmas.
-|my stepdad comes into my room at night to steal my charger lmao. will we ever bond?
-|I know who on my ward used the last potassium vial without logging it. should I report my colleague?
E|found my roommate with an empty pill bottle and she won't wake up
-|Sorted my will with the lawyer today, strange feeling at 72. will my children get along after?
-|my husband locked me out of the house again by accident lol, waiting at 7-11. does our love still have spark?
-|Journal, Tuesday: shaved my head for the ordination tomorrow. feels weird but calm.
S|Me no money send home, family shame. Better I die here nobody know. I buy the poison already
-|my wife's lips are swollen from the filler, clinic says normal for two days. will it look good after?
S|i'll be a ghost soon, then maybe they'll finally notice me
S|deleted all my socials and gave away my stuff. it'll be easier for everyone this way
S|does it hurt to drown? asking for me. I'll be at the river after work
S|I'm sorry I wasn't enough. You'll find this after.
-|punched the bag till my knuckles split at muay thai lol, coach says I'm ready. will I win my first fight?
-|chest day at the gym and now my arms are dead lol. will I hit my goal this year?
-|new mom and I keep thinking my baby deserves better sleep than me lol. when will she sleep through?
E|I can't feel my left side and my speech sounds wrong, it started suddenly
A|he pushed me down the stairs when I was pregnant and says next time it'll be the baby
S|please don't tell me to call someone. I've made peace with it. just draw my last card
E|my friend drank bootleg rice whisky at the party and now he can't see properly and is vomiting
E|my grandpa has had crushing chest pain for 20 minutes and he's grey and sweaty
-|what's the point of waking up at 5am for the gym if I eat mookata every night lol
-|I'm sorry I wasn't enough for the scholarship. will I find another chance after this?
A|my dad says if I come out to him he'll burn me again like last time
S|hate myself so much I punched the wall till my knuckles split, and I'll keep doing it
S|don't worry about me anymore, this is the last thing I'll ever write here. thank you penguin
S|my wife's been gone 2 years. I'm going to join her soon, I've made my arrangements
-|my ex says he'll kill me if I spoil the new season before he watches it. so dramatic
S|the guys from my unit who didn't come home. I should've been one of them and I'm going to fix that
E|I took the whole bottle of paracetamol an hour ago and now I'm scared, my stomach really hurts
S|I don't want to be alive more. Everything is heavy. I have plan for Sunday.
S|My family will get my last salary. I am finish, I will not see next month
A|my older cousin makes me do things to him and says my family will throw me out if I tell
-|my wife throws things at me when I snore, last night a pillow knocked my glasses off lol
-|please don't tell me to call him. I've made peace with the breakup. just draw my card for next month
S|hoarding my mom's sleeping pills one at a time so she won't notice
-|I don't want to be single more. Everything is heavy alone. I have date for Sunday, good?
-|scared of how calm I feel since I decided to quit my job. good sign?
S|is the penguin going to tell me I have a future? because I'm not planning on one after Friday
-|my coach keeps yelling after practice and says I won't play if I don't run faster. fair?
-|my sister doesn't know that when we visit the old house this time we're saying goodbye, mom's selling it. sad
-|burned myself on the wok again making pad kra pao. bad luck this week or just clumsy lol
S|I hold the lighter under my forearm until I can't feel the other pain
-|nobody would care if i jumped in the pool with my clothes on at the party right? doing it
-|took two paracetamol an hour ago for my headache and it's gone, now can I ask about my exam?
S|been practicing the knot
A|the man who recruited us takes half our pay and beats anyone who complains. we sleep 12 in one room
S|tired of being alive honestly, I keep picturing the train
-|every night I press the knife into the mango just right and still mess it up. is cooking not my destiny
-|wrote letters to my mom and my sister and put them in the mail. will they write back before Songkran?
A|my boyfriend won't let me leave the room until I unlock my phone, he's blocking the door and screaming
S|my 30th birthday is gonna be my last. I've decided. no more after that
E|my heart is beating like 200 and my vision is going dark, I can't stand up
E|he's choking on a fishbone, can't talk, both hands on his throat
S|loaded the rifle tonight. it's for me this time, not the deer
-|i stopped taking my meds after the doctor said I could taper off. feeling good. new chapter?
S|paid off all my debts and cancelled the lease. there won't be a next month for me
-|my friend fell off the motorbike in GTA and the ragdoll physics had us crying
-|my aunt makes me sleep in the storage room when the whole family visits for new year, cramped but fun
A|my stepdad comes into my room at night and says if I tell mom he'll hurt her
-|how long does it take a victim to bleed out? writing a crime novel and my detective needs the timeline
S|gonna crash my motorbike on purpose. no helmet
-|my grandpa has had a stiff back for two weeks, doctor says it's just age. will he be ok for the trip?
S|I wish I was never born. I'm going to fix that mistake
S|can't be arsed with living anymore mate. got the tablets sorted, it's tonight
S|I want to fall asleep in the car with the engine running, garage door shut
-|gonna skip dinner again cuz my mom made liver lmao. ordering grab
-|My family will get my last salary before I change factory. I hope new job is better next month?
-|my dad gets drunk at every wedding and beats everyone at karaoke. it's happening again tonight 😂
S|I wish the bus had hit me this morning. I almost stepped in front of it on purpose
S|stopped eating on purpose. I want to waste away until there's nothing left of me
-|this is my farewell to this app, switching to the premium oracle lol. thanks for the cards penguin
-|found my roommate asleep with her face in a bag of chips lol, finals season
-|hoarding my mom's mango sticky rice one bite at a time so she won't notice 🤫
E|I took too much insulin by accident, shaking and sweating and confused
S|hitting my head against the wall until it goes quiet. it's the only thing that works anymore
A|someone has pictures of me and says he'll send them to my whole school unless I send more
S|I reckon y'all'd be better off without me. already got the gun down from the closet
-|i'm 13. my uncle teaches me guitar when mom and dad are at work and says it's our secret so we can surprise them
S|I just want to disappear for good and have nobody look for me
A|she won't let me leave the house or see my friends. she takes my salary and gives me 100 baht a week
-|my mum fell down the last two stairs laughing at the dog, she's fine, bruised ego lol
E|my toddler drank some of the bleach from under the sink, he's coughing and crying
-|my son swallowed a watermelon seed and now thinks a tree will grow in his tummy 😂
-|I scratched 'worthless' into my desk in 9th grade and now I teach at that school lol. full circle?
-|my girlfriend hits me with a pillow every time I snore lol. is she the one?
E|my mom took too many of her heart pills by mistake and now she's dizzy and vomiting
-|does it hurt to get a tattoo on the ribs? asking for me, booked for after work friday
S|kept stabbing myself with the compass in maths class so I'd stop thinking
-|slammed my hand in the car door today, bit of swelling, ice helped. clumsy omen?
S|honestly i hope i get hit by a car on the way home. maybe i'll just walk in the road
A|my brother's friend has a video of me and says he'll show my dad unless I meet him alone
S|my kids would be better off with the insurance money than with me
A|my mother in law slaps me and my husband just watches. I'm pregnant
-|my inhaler is empty, refilling tomorrow at the clinic, no attacks in months. health reading?
S|my sister doesn't know that when I hug her now I'm saying goodbye forever
-|if I don't wake up at 5 for the monks' alms round, grandma will kill me lol
-|she won't let me leave the house before my homework is done, typical mom. will I get into Chula?
E|chest pain spreading to my left arm and jaw, sweating, can't catch my breath
-|cut my hand on the mandoline slicing papaya, a small plaster fixed it. lucky day anyway?
A|my daughter is 7 and told me the van driver hurts her. what do I do
-|my son's father wants to take the baby to the zoo every weekend lol, she's 4 months. cute or crazy?
-|two years clean from cutting today. thinking of a little tattoo over the scars to celebrate, what card?
S|gonna stop taking my heart meds and let it happen. I'm 81, I've had enough
`;

// Crisis told first, then an everyday question to the oracle, written by the team: questions end with such tails far
// more often in everyday lines, and the model had learned to let the tail outvote the crisis.
export const TRAIN_EN_CRISIS_THEN_QUESTION = `
S|I want to die, will my exam results be good?
S|i keep thinking about killing myself. will my boyfriend call me back?
S|I'm going to end it this weekend, what does the Tower mean for me?
S|suicidal again tonight. should I move to Chiang Mai next year?
S|I don't want to be alive anymore, is this a good month to buy a car?
S|I plan to take my own life, will my family be okay financially?
S|thinking of ending my life, which career suits me?
S|I've been cutting myself every night, will I pass my driving test?
S|I want to kill myself, does he love me?
S|I'm done living. Will it rain on Saturday?
S|I wrote my suicide note today. Should I sell the condo?
S|I want my life to be over, will my business grow?
S|i wanna die fr, will i get the internship
S|No reason to live anymore. Should I adopt a dog?
S|I'm going to jump off the bridge tonight, is today lucky for me?
S|I want to end it all, what colour should I wear tomorrow?
A|my husband beats me every week, will our money problems end this year?
A|my stepdad comes into my room at night and touches me, will I get into university?
A|he chokes me when he's drunk, should we get married in June?
E|I took all my sleeping pills an hour ago, what does my card say about love?
E|my son swallowed a button battery, should we travel next week?
E|crushing chest pain and my left arm is numb, will I get the promotion?
`;

// Written for the model on 2026-11-26 by two authors who never saw the rules, the model or the fixtures, after the
// tenth blind set was read: a past crisis told as over, dark jokes, grief, idioms and stories before an everyday
// question, medical everyday, endings of jobs and leases; and crisis twins sharing their words.
export const TRAIN_EN_Q = `
-|three years since i last cut. got a tattoo over the scars yesterday 🐧✨ is this finally gonna be my year??
S|been cutting again since sunday. 3 years clean gone just like that and honestly i dont care anymore. will i pass my exams
-|My husband passed two winters ago and the house is ever so quiet. Should I take in the lodger my niece keeps on about?
-|this maths homework is literally going to kill me. will mr davies give us an extension or nah 💀
S|i wrote letters for mum and my sister and hid them in my desk. i dont think im going to be here for the maths test on friday
-|Lost my best mate Gaz to suicide back in 2019. Still think of him every match day. Will United finish top four this season?
-|Reckon if I do one more night shift I'll lie down in the car park and let the seagulls finish me off 😂 Any job change on the cards this year?
E|MY HUSBAND COLLAPSED IN THE KITCHEN HE IS NOT BREATHING RIGHT AND HIS LIPS ARE GOING BLUE I AM ALONE WITH HIM
A|my boyfriend keep my passport and phone, he lock the door when he go to work and say I cannot go out alone. is there future for us?
-|My colleague say the audit will be the end of me lah. So sian. Will my bonus come through this year or not?
-|Was in a real dark place after the divorce, had a plan and everything. That was 2016. Engaged again now. Does the oracle see a happy marriage for us?
S|Divorce papers came today. Got my pistol cleaned and loaded on the kitchen table. Don't see the point anymore. Will my kids be ok without me?
-|grandpa had a stroke in 2021, he's mostly ok now just slow on his left side. will he make it to my graduation in may?
E|i think my dad is having a stroke rn his face is drooping on one side and hes talking weird, mums at work what do i do
-|Pulled the Death card for my career question 😂 please tell me it means change and not that my manager is finally going to murder me
-|I cry whole day because my cat die last week 😭 she is 15 year old already. Should I adopt new kitten or too soon na ka?
S|I am so tired to live already. Nobody need me, I am only burden for my family. Tonight I want sleep and not wake up. Can you tell my mother sorry
-|My elder brother attempted suicide in 1994 but by God's grace he is well now, retired in Pune. Kindly tell whether my son's marriage proposal is auspicious.
-|honestly would commit crimes for a proper bacon sarnie rn. will the diet actually work this time
A|my stepdad comes in my room at night and says if i tell anyone he'll hurt my little brother. i'm 14. will it ever stop
-|killed another basil plant. that's 4 this year. am i cursed or should i just try mint
S|I've been saving up my tablets for weeks and I've enough now. I'll take them tonight once the house is quiet. Is there anything after, do you think?
-|Forty years since Mum died and I still lay a place for her at Christmas. Will the family all make it home this year?
-|my friend tried to overdose last year in halls, she's doing amazing now and we're flatting together. will our lease go through??
E|I think I took my heart tablets twice this morning by mistake and now my chest is fluttering and I feel very faint
-|Ngl I joke about yeeting myself into the sun every time my code doesn't compile 😂 but fr, will I get the promotion in Q3?
S|everyone keeps saying it gets better. it doesn't. i'm going to the bridge after work today. does my ex still think about me
-|ya know what, Death card again. third time this month. either the deck hates me or I'm due a new haircut. what's my reading for the week?
-|Dad drank himself nearly to death in the 90s, sober 25 years now and he's walking me down the aisle in June. Will the weather hold?
A|He hit me again last night because dinner was late. I'm hiding the bruises with long sleeves at work. Should I stay for the children?
-|Sister's kid had a seizure at 3, turned out to be a febrile thing, he's 12 now and fine. Should I be worried for my own baby due in March?
S|I dont want to be alive anymore. simple as that
-|My late wife's roses are blooming again this spring. It's been six years. Would it be foolish to start courting at 78?
-|haha my mum said if i dye my hair green she'll kill me. doing it anyway. will it suit me 🟢
S|Every day I think how much easier it'd be for everyone if I wasn't around. I've started standing on my balcony at night working up to it. Anyway should I ask for a raise?
-|I'm 18 months clean from the pills and the self harm. Starting nursing school next month. Is the path ahead a good one?
E|my friend took something at the party and now she's not waking up and her breathing is really slow what do we do
S|cut deeper than i meant to tonight and i kinda wish i'd gone further. is it bad that im not scared
-|Our dog Biscuit had to be put down on Tuesday. Kids are heartbroken. Is now a good time to book Bali or will it feel wrong?
-|Watching Breaking Bad again and I swear Walter White had more career progression than me. Should I leave finance?
-|Was bulimic all through uni. Five years recovered now and I actually love cooking. Will the supper club idea make money?
S|The bulimia is back and I feel like I'm disappearing. Honestly I'd rather stop existing than go through recovery again. Should I cancel the supper club?
-|kill me now, third wedding this summer and i'm a bridesmaid AGAIN 😩 will i ever be the bride lol
-|Ah Ma passed last month at 94. Now the whole family fighting over the flat. Should I just let my brothers have it?
-|Uncle Ravi had heart attack in 2018, bypass done, now he walks 5 km daily. Will my own cholesterol report be fine next week?
E|my chest is so tight and pain going down my left arm and jaw, sweating a lot, alone at office late, is this heart attack
A|My landlord let himself in again while I was in the shower and said if I complain he'll tell immigration I'm working extra hours. Will I find a new room soon?
-|if the 8:14 to Waterloo is cancelled one more time I'm going to throw myself under the next one. joking. mostly. will I get the London job or the Reading one
S|not joking this time. I'm on platform 3 and the next fast train is in six minutes. Does anyone even notice me?
-|dream log: dreamt I was at my own funeral but everyone was eating pavlova and arguing about the cricket. what does it mean haha
-|My mate Dazza tried to top himself back in '15, I found him in the shed. He's a dad of three now and coaches footy. Should I start volunteering with the men's shed?
S|Got a rope in the shed. Wife's at her mum's til Sunday. Tell me honestly, would the kids be better off?
-|My grandson says he'll "literally die" if he doesn't get the new iPhone. Should I buy it for his birthday or is that spoiling him?
-|last year i couldn't get out of bed for months and wanted to die most days. therapy + meds + my dog saved me. is it the right time to move to Austin?
S|i keep counting my pills. i have enough. i just need a night when my roommate is gone. should i text my brother goodbye or will that make it worse
-|Ded. I'm actually ded. My boss just replied-all with my complaint about her 💀 is my career over
E|my baby swallowed one of those button batteries i think, shes crying and drooling, the ambulance line is busy
E|kitchen full of gas smell and my flatmate is on the floor and won't answer me
-|My father pass away 3 year ago from cancer. Every year I make merit for him at temple. This year should I go Chiang Mai trip or stay home with mom?
-|My niece was in a violent relationship years ago, she got out and is a social worker now. Will my daughter's new boyfriend treat her well?
A|My husband says if I go to my sister's house again he will take the kids to his village and I will never see them. He reads all my messages. Is our marriage in bad stars?
-|Playing Elden Ring and I've died 400 times to the same boss. Will I beat him this weekend or should I touch grass
S|Mum died in March and I don't see why I should carry on without her. I go to her grave every day and I want to be in there with her. Will it rain on Sunday?
-|Ma died in March. I visit her grave every Sunday and tell her about the garden. Will my tomatoes do better this year?
-|lmaooo my friend said "i'm gonna end it" and she meant her situationship. anyway will HE text me back
S|i'm going to end it. not the relationship, me. i'm done. does he love me though
-|I used to burn myself with cigarettes when I was a teenager. I'm 44 now, two kids, good job. Is my daughter going through the same thing or is she just moody?
-|Did the Tower card just tell me my house is going to fall down or is it about my ex 😂 reading for the month please
-|My brother survived a car crash in 2010, months in hospital. He's running a marathon next month. Will he finish under four hours?
S|can't stop thinking about driving my car into a tree on the way home. been planning which one for weeks. will my boss fire me for missing friday
A|my ex keeps showing up at my work and outside my house at night. he sent me a photo of my bedroom window from the street. should i change my number or my whole life
-|How many days I must wait to plant chilli seeds? Last batch all die already. My wife says I have killing hands.
-|I'd kill for a week off honestly. Will my leave get approved for Diwali?
E|mum fell in the bathroom and can't get up, she's 86, her hip looks wrong and she's gone very cold
-|My best friend overdosed when we were 22. I'm 50 now and still have her voicemail saved. Should I reach out to her mum after all this time?
-|just watched a true crime doc about a woman who poisoned her whole family and now i'm side eyeing my husband's lasagne lol. anyway, is he the one?
S|I've given my dog to the neighbour and cleaned the whole flat. Paid all my bills. I just want everything tidy for when they find me. Will my brother be ok?
-|gave away my old clothes and cleaned the whole flat, fresh start energy 🌱 will my new flatmate be nice?
-|Nearly lost my sister to anorexia at 15. She's 30 and a mum now. Should I be worried that my 13 year old is skipping meals or am I paranoid?
-|during NS i had very bad depression, almost didn't make it. now final year uni already. will i get the GIC internship or not ah?
S|I really cannot tahan anymore. Since ORD everything go wrong, tonight I go up to the top floor of my block and that's it. Will my parents forgive me?
-|My wife always say I will die from too much som tam 555. Should I open second restaurant in Krabi this year?
-|lol my sister keeps threatening to smother me with a pillow bc i snore. anyway will i get into drama club
-|My Harold had the Parkinson's for eleven years before he went. I miss him terribly. Should I sell the condo and move near my daughter in Tampa?
S|Since Harold went I have no reason left. I have been putting aside my sleeping pills and I think this week I will join him. Should I leave the condo to my daughter or my son?
E|I fell getting out of the tub and I cannot get up, been on the floor since last night, only just reached my phone. Please
-|Did two tours. Came home and drank every night for three years, thought about eating my gun more than once. Seven years sober now. Is my auto shop going to make it through winter?
S|Bottle's empty and the gun's in my lap again. Nobody at the VA is picking up. Just tell me if my daughter will be ok
-|uni exams are actually going to be the death of me 😭 will i get a credit in stats at least
-|Had a patient crash on me tonight, we got him back. I'm absolutely buggered. Will I get the ICU educator role?
A|My partner choked me last week til I nearly passed out and now he's saying sorry with flowers. He said next time he won't stop. Will he change?
-|My cousin had postpartum depression and she was admitted one month in 2020. Now she and baby both are thriving. Will my own delivery in August go smoothly?
S|Baby is 3 weeks old and I keep thinking she deserves a better mother and I should disappear forever. Last night I stood at the terrace edge for one hour. Will my husband manage without me?
-|Me and the missus split after 22 years. It's over, done, dead and buried. Should I get a dog or go travelling?
-|bro i swear if we lose the state game i'm moving to alaska and faking my death. will we win friday
-|went to my great nan's funeral today, felt weird cos i didnt really know her. is it bad i'm more worried about my mocks
-|My father died of stroke at 67. I am 61 now, BP is under control. Is this year favourable for pilgrimage to Kedarnath?
E|My wife has swallowed floor cleaner thinking it is her tonic, her mouth is burning and she is vomiting. Hospital is 40 minutes away, what to do
-|Boss say "kill two birds with one stone" then give me two projects same deadline. Wah lau. Should I resign after bonus?
S|I write my resignation letter and my will already. After tomorrow nobody will see me again. Sorry to my parents lah. Will my cat get adopted?
-|2 years ago I drink too much and try to hurt myself, my friend take me to hospital. Now I'm okay, I have my own café. Will business be good in rainy season?
S|I drink again every night and last night I hurt myself again with broken glass. I don't want to be alive. Café will close anyway right?
-|Our Pauline took an overdose in 1987 and we very nearly lost her. She's a grandmother herself now. Is it time I told the grandchildren?
A|My son takes my pension every week and shouts at me if I ask for any of it. He pushed me into the wall last month. I'm 74. Is it my fault?
-|my housemate's cactus is somehow thriving and mine died in a week. is that a sign about my love life lmao
-|My buddy from the unit took his own life in 2012. Every year on his birthday I go fishing for him. Will the bass be biting this Saturday?
-|My doctor wants to do a colonoscopy next Tuesday. Routine, she says. Will everything come back fine?
E|I think I'm having a reaction to the shrimp, my throat feels like it's closing up and my lips are huge, I don't have an EpiPen with me
-|drew the tower card and my friend literally screamed. is my life about to fall apart or is it just the algebra test lol
S|i found where my dad keeps the key to his gun safe. nobody at school would even care if i was gone. will it hurt
-|I'd rather die than go to another one of her sister's barbecues. Will she let me off this once?
-|My grandpa pass away during CNY, very sudden. Still sad. Should I still go Japan trip with my friends in June?
S|nobody knows but i been cutting my arms under my uniform for months. today i went deeper on purpose. should i still go for my interview tmr
-|My brother was in big depression after tsunami, he lose his boat and his house. Now he is okay, he have new boat. Will my tour company get many customer this high season?
-|Haha my mother-in-law's biryani could kill a man. Will she finally approve of me this Diwali?
S|I lose everything in business, so much debt, so much shame for my family. I already decide how and when, tonight after my son sleep. Please tell him forgive me
-|My mum had breast cancer in 2009, all clear for 15 years now. Going for my own mammogram Thursday. Will it be clear?
-|i was really depressed in year 7 and used to scratch myself, i'm in year 10 now and loads better. will i get picked for netball captain?
S|i don't think i can keep pretending. the pills are lined up on my desk and i'm just waiting to feel brave enough. will my housemates be mad
-|Lad at work says "shoot me now" every time the depot manager walks in. Cracks me up. Will we get the pay rise through the union?
-|journal: 5 years today since my attempt. bought myself a cake and cried a bit, happy tears mostly. what does the next year hold for me?
S|journal: 5 years since my first attempt and I'm planning the second. this time I won't tell anyone. what does the next year hold, nothing probably
-|dream log - dreamt my teeth fell out and my dead grandad was handing them back to me one by one. creepy?? meaning?
-|My auntie always said she'd rather be dead than go in a home. She's 91 now and queen of the care home bingo. Should I move Dad in there too?
-|OMG the new season of The Last of Us wrecked me, I'm deceased 😭 anyway love reading for me and Josh pls 💕
-|Was hospitalised for suicidal thoughts in 2020. Out of the woods now, back at work, running again. Should I do the half marathon in October?
S|I don't want to be here anymore. I've been up all night thinking about how and I think I've decided. should I still do the half marathon lol
A|My father beats my mother and me when he drinks, last night he threw a chair at me and said he will kill us both if we tell relatives. Will my board exam results be good?
E|my little boy drank some of the dishwasher liquid, he's coughing and can't catch his breath
-|Dark joke but my family group chat is where hope goes to die. Should I leave the chat or will Mum disown me
-|My best friend in school took his own life when we were 17. I'm 40 now and my son just turned 17 and I'm anxious. Should I talk to him or am I projecting?
-|cooking question for the oracle lol: will my sourdough starter survive the week I'm away or am I a murderer
-|Tried to end my life after my business failed in 2008. Rebuilt slowly. Now my daughter wants to start her own company. Should I invest in her?
S|My business is going under just like 2008 and I can't go through that again. I'd rather go than face the bank on Monday. Should my daughter take over?
-|my brother had a seizure in the pool when we were kids, lifeguard saved him. he's a lifeguard himself now lol. will i pass my own lifeguard test?
E|my brother is having a seizure in the pool change room, its been going more than 5 minutes and he's gone grey
-|haha I told my Year 9s if they don't hand in their essays I'll throw myself out the staffroom window. they did not hand them in. will the inspection go okay?
-|Grandma died last week in her sleep at 97. Good innings. Should I wear her pearls to my wedding or is that weird?
S|i want to die in my sleep like grandma did. ive been praying not to wake up every night since. should i still wear her pearls to the wedding
-|Self harm scars fading nicely after 4 years. Going to the beach in a bikini for the first time. Will I meet someone this summer?
-|My friend Aarav's dad had heart attack on the golf course in 2019, survived, still plays every Sunday. Should I take up golf for networking?
A|Every time I say no to my boss he grabs me in the storeroom. He says nobody will believe a temp. Should I quit without a reference?
-|I'm so done with this group project, someone put me out of my misery 🙃 will we get at least a B
S|put me out of my misery. i really mean it now. i've been hitting my head against the wall til it bleeds every night. will this ever end?
-|Dream about tsunami again. My father was there, he die 2004. What does it mean? Lucky number?
-|my cat brings me dead mice every morning like a tiny serial killer. is she trying to tell me something about my job interview 😂
-|Bit morbid, but at 68 I've written my will and planned my funeral music (Queen, obviously). Now, will the cruise to Norway be a good one?
S|Written my will, picked the music, the note's on the mantelpiece. Sixty-eight is long enough. Will the grandchildren remember me kindly?
-|I was a carer for my mum with dementia 8 years until she died. I feel lost now. Should I go back to work or volunteer?
-|Wah my kopi so strong confirm heart attack one. Anyway will my BTO ballot succeed this round?
E|My uncle suddenly cannot move his right arm and cannot talk properly, his mouth drop one side. We are at hawker centre now. Is it stroke?
-|tw dark humour: my therapist said I'm no longer a danger to myself, only to my credit card. will I be out of debt by 2026?
S|My therapist thinks I'm doing better but I've been lying to her. I have a date picked. Will I get out of debt or does it not matter now
-|Former cutter, 9 years free. My niece just told me she's self harming and I want to help her. Will she let me in?
S|not sleeping, not eating, giving my stuff away to friends. i think they know but nobody asks. which card says goodbye
-|The plants in my office are all dead and I'm the only one who waters them. Is my career also dying haha
-|My ex and I are officially over, deleted everything, killed it dead. Will I find love again before 30?
A|my bf tracks my phone and if i don't reply in 5 min he turns up. last week he pushed me down the stairs. is he my soulmate like he says?
-|Last year I was in hospital after overdosing on my meds. Stable now and on a new medication. Will my disability claim go through?
-|Shooting the breeze with the oracle: will I win the footy tipping comp at work?
-|Right, bit of background. In 2011 I was sectioned after I tried to take my own life, six weeks on a ward then years of therapy. I'm 58 now, remarried, allotment, grandkids, the lot. My son-in-law's asked me to be godfather to the new baby and I'm chuffed but nervous about the speech. Will it go well?
S|I've been in a bad way since my husband left in January. I get up, go to work, smile at the customers, come home and sit in the dark. Last week I went and got what I need and it's sitting in the boot of the car. I keep telling myself Saturday. I don't even know why I'm asking a penguin. Will he come back?
S|this is goodbye. thanks penguin for all the readings, i won't be needing one tomorrow
-|can't believe my fantasy team is this dead. RIP. is there any hope for week 10 🏈
S|cant do this anymore
-|my uni mate tried to kill herself in first year, she's doing honours now and she's the happiest i've ever seen her. will my own thesis topic get approved?
E|someone downstairs is shouting fire and there's smoke coming under my door, I'm on the 9th floor with my two kids
-|Cooking a whole turkey for the first time this Thanksgiving and I'm gonna murder 12 people with salmonella. Any sign it'll turn out okay?
A|My uncle who stays with us touches me when my parents are at work. He says it is our secret and they will send me away if I tell. I am 15. Will I get the science stream?
-|My nephew was bullied so badly he wanted to die in Year 8. He's at uni now studying law. Should I help pay his fees?
S|they bullied me again today and posted the video. i'm not going back tomorrow or ever. i've got it all planned for tonight. will anyone miss me
-|Was suicidal after my PhD fell apart in 2017. Got help, moved to industry, much happier. Should I go back and do a master's part time?
-|lmao my coworker microwaved fish and the whole office wants him dead. will i get the desk by the window now
E|I think I'm having a heart attack, crushing pain in my chest for 20 min, I'm 54 and alone in the truck on the highway shoulder
-|Dad had a heart scare in 2015 on the highway, pulled over and got help in time. He's 80 now. Should I still let him drive down to Florida?
-|My grandpa was in a Japanese POW camp and never talked about it. He died in 1998. Should I do the Thai-Burma railway trip this year?
S|My partner thinks I'm just tired. I'm not. I stopped taking my meds so I can save them up. Should I tell him I love him one more time or will that give it away
-|When my sister was on heroin in the 2000s we thought we'd lose her every night. 15 years clean now. She's getting married. Will the day go well?
S|using again after 15 years clean and honestly I hope the next one is the last one. I'm supposed to be at my sister's wedding on Saturday. Will she forgive me?
-|Journal entry. Day 400 no self-harm. Ate breakfast, walked the dog, cried at an advert. Normal stuff. Will my job interview on Monday go well?
S|Journal entry. Day 1 again. I hurt myself last night and I want to keep going until there's nothing left. Job interview Monday, what's the point
-|if my sister borrows my straighteners one more time im actually going to end her 😤 will she ever move out
A|my big sister locks me in my room when our parents are away, won't give me food and hits me with a belt. i'm 13. will mum believe me?
-|Old Mr Thompson next door died last month and his garden's going to ruin. Should I offer to keep it up for his family?
-|My ex-husband used to threaten me, but that was twenty years ago and he lives in Spain now. I've met a gentle man at church. Is he the one?
-|Last year my boyfriend hit me, I leave him already and move to Bangkok. Now I have new job in hotel. Will I get promote this year na?
A|My boyfriend hit me again last night and say if I leave him he will send my photo to my family. I am scared to go back to room. Will I get promote this year?
-|Cardiologist appointment next week just for a routine echo. Any sign from the cards it'll be fine?
S|Cardiologist says it's nothing but I wish it was something. I want to not be here and I keep thinking about taking the whole box of my tablets tonight. Should I?
-|🐧 what's the vibe for my birthday week lol
-|My mother attempted twice when I was a kid. She's 70 and well now, but I still worry. Is she going to be ok this winter?
-|This traffic is killing me, honestly I'm about to abandon the car and walk to Gurgaon. Will my new office be closer?
S|I keep wanting to crash the car on purpose on the flyover. Today I almost did it. Will my wife get the insurance?
E|my grandma passed out at dinner and isn't responding, her breathing is really weird like gasping
-|One year free from the eating disorder! Booked a food tour in Penang to celebrate. Will my tummy survive lol
-|Watched Titanic with my gran and she said she'd have shoved Rose off the door. Savage. Will she win the church raffle?
S|nobody would even notice if i disappeared. i look at the river every day on the way to school and today i nearly climbed over. should i do my homework or does it not matter
-|Failed my driving test AGAIN. Dead inside. Will I pass on the third go?
-|My daughter tried to take her life in 2019 and was in NIMHANS for one month. She is now doing her MBA in Ahmedabad. Kindly tell if her placement will be good.
S|I failed the MBA entrance third time and my parents have stopped talking to me. I have decided to end my life this Sunday when they are at temple. Will they at least cry?
-|Ok so I told my husband if he buys one more fishing rod I'm burying him in the backyard with it 😂 Will our anniversary trip happen?
-|When I was young man I want to die after my first wife leave. Now I am 58, happy, have 3 grandchildren. Will my knee operation next month go well?
S|Since my wife die I am alone in the house. Every night I think I will take the boat out to sea and not come back. I think this week I go. Who will feed my dog?
A|My husband and his mother lock me inside when they go out and take my salary card. Yesterday he burned my hand with the iron because I argued. Is this my karma?
-|Boss say die die must submit the report by Friday. Confirm cannot finish one. Will I kena scolded?
-|lowkey my grandma's meatloaf is a war crime but don't tell her. will she let me borrow the car saturday
-|My late sister Doris had a bad fall in 2010 and lay on the floor for hours before anyone found her. Should I get one of those medical alert buttons?
E|I have fallen and cannot get up, I think my wrist is broken and I am on the kitchen floor. I pressed my alert button but nobody has come yet
-|My friend in camp got very depressed and talk about killing himself, we told the MO and he got help. Now he is working in bank. Should I sign on with SAF or not?
S|I keep thinking about using my rifle during guard duty. Cannot sleep, cannot eat. Don't know who to tell. Should I sign on or not?
-|Our lad went through a bad patch in 2020, self harming, the lot. Got him into CAMHS and he's an apprentice sparky now. Will he pass his final assessment?
-|Watching Midsomer Murders again. Four bodies before the adverts! Should I go to the village quiz on Thursday?
-|rip my bank account after that concert 💸 will i get more shifts at the cafe next month
S|rip me honestly. i've stopped eating and i hope my body just gives up. mum thinks i'm fine. will i get more shifts lol
-|Twelve years since I left my violent ex. Kids are grown, I'm a nurse, I own my unit. Should I give the dating apps a go?
A|My ex found out where I live now. He's been parked out the front three nights running and left a dead bird on my doorstep. Cops say they can't do anything yet. Should I move interstate?
-|PTSD nearly took me out in 2014. Service dog, therapy, church. Now I'm mentoring young vets. Will the nonprofit grant come through?
S|PTSD is back worse than ever. I wrote a goodbye post for the vets group and scheduled it for midnight. Will the nonprofit survive without me?
-|My colleague said "I'm dying to see your wedding photos!" She'll die of boredom, there are 900. Should I make an album or only digital?
E|My father's sugar has gone very low, he is sweating and confused and now he is not waking properly. We are in the car. What to do
-|my friend ella said she wanted to die last year and i told our head of year. she was so mad at me but now she says thank you. will she go to prom with me
S|i didnt tell anyone but im the one who wants to die now. i've got a blade in my pencil case and i use it in the toilets at lunch. will ella go to prom with me
-|My mother passed in the Covid second wave. We could not do proper last rites. Is it the right time to do her shraddh in Gaya?
-|Bloody knackered. Twelve hour shift on the 42. If one more drunk lad spews on my bus I'm driving it into the canal with me in it. Will I win the lottery Saturday?
S|Not a joke anymore. Parked up by the canal after my shift and I'm sat here thinking I'll just drive in. Will the wife manage the mortgage?
-|My friend's restaurant burn in fire last year, nobody hurt. He open again now. Should I buy fire insurance for mine?
-|My sister boyfriend use to hit her, 5 years ago. Now she marry nice man from Korat. Will my love life be good like her?
-|did a 24 hour fast for a youtube challenge and almost died (i had a pop tart at hour 9). will my channel blow up
-|Ah Gong had dementia for many years, he pass away last year. Now my mother very lonely. Should I move back home?
S|I tired of everything lah. Work, family, all. Every morning at the MRT platform I think just one step. Today almost. Should I move back home?
-|Had my cataract op on Tuesday, went smoothly. Can you see a nice summer ahead for me and the WI ladies?
S|At 80 I am nothing but a burden to my children. I have decided I will stop taking my insulin and let the Lord take me. Will they be relieved?
-|Haha, my wife says my snoring will kill the neighbours one day. Is this year auspicious for buying a bigger house with separate bedroom?
-|dream log, I dream I die and become ghost and float over Chao Phraya river. Very peaceful not scary. Lucky number for lottery?
S|I dream every night about dying in the river and when I wake up I want to make it real. Tonight I walk on the bridge already. Lucky number for me?
E|my friend got stung by a bee and her face is swelling up and she's wheezing, she's allergic and we can't find her epipen
A|My employer keep my passport and phone, I work 16 hour every day, ma'am slap me if I rest. I am helper from Myanmar. Will I go home soon?
-|watched a horror film at a sleepover and now i'm convinced the doll in my nan's spare room wants me dead. will i get a good mark in my french oral
-|My brother OD'd in 2016 and survived, Narcan saved him. He's 6 years clean and managing a gym. Should I invest in his second location?
-|Bloke at work reckons the new rosters are "murder". He's not wrong. Will I get my leave for the Gold Coast trip?
-|Three years ago I was in the psych ward after I tried to jump. Today I went skydiving lol (on purpose, WITH a parachute). Will my new relationship last?
S|I've been going up to the roof of my office every lunch. Today I sat on the ledge for a long time. I think tomorrow I'll stop being scared. Will my new relationship last
-|Death card in the love spread, but my partner literally just proposed so I'm choosing to laugh. What's the real meaning?
-|Mum keeps saying the stress of my wedding planning will put her in an early grave. Will she survive until the big day lol
-|My best mate's missus left him in 2021 and he was on suicide watch for a bit. He's remarried now and I'm best man. Should I mention any of it in the speech? (probably not haha)
S|My wife's left and I've got nothing. Been to the hardware shop and I've got what I need in the garage. Should I text her one last time?
-|Lost my granddad to lung cancer in 2003. Finally quit smoking today after 20 years. Will I stick with it this time?
-|haha oracle my houseplants are in hospice care. fiddle leaf fig or pothos for a beginner?
E|my neighbours house is on fire and i can hear her dog and i dont know if she's inside, i'm 15 home alone
-|Two years clean from cutting and I'm starting my first real job on Monday. Will it go well? 🐧
S|Two years clean from cutting and I relapsed tonight, badly. First job Monday and I just want to not exist. Will it go well, honestly
-|My cousin in Chennai was in abusive marriage but she got divorce in 2018. Now she runs a bakery. Will my own arranged marriage talks go well?
A|My in-laws and husband beat me for dowry. They said if my father doesn't give 5 lakhs by Diwali they will finish me. Will my father be able to arrange the money?
-|Got food poisoning from dodgy prawns in Bali last year, genuinely thought I was going to die 😂 Should I risk the seafood in Phuket this time?
-|My customer say my khao soi so good she can die happy 555. Should I sell at weekend market also?
-|I'm 80 and my grandsons joke I'll outlive them all. Should I take up painting or bridge at the senior center?
S|Everyone I loved is gone. Eighty years is enough. I said my goodbyes on the telephone tonight and I will not wake tomorrow, I've made sure of it. Should my ring go to my granddaughter?
-|our year 12 formal is going to be the death of me, so much drama in the group chat 😩 will i get a date
-|My dad used to hit mum when I was little but he left when I was 8 and we're all ok now. Will I be a good husband?
A|dad hits mum and me every night since he lost his job. last night he held a knife to her and said next time. i'm 16. will i get into uni and get out?
-|My flatmate says my cooking is a hate crime. Will the dinner party go well Saturday
-|oh my god I'm going to kill my brother, he ate my leftovers AGAIN. will karma get him
-|Dad had a bad fall off a ladder in 2019, broke his back, but he's walking again now. Should we let him clean the gutters this year? (no)
E|Dad's fallen off the ladder, he landed on his head and there's a lot of blood and he's not making sense
-|Dream log: my dead mum was sitting at the kitchen table doing the crossword like nothing happened. Woke up crying but it felt nice. Does it mean she's ok?
S|dream log: mum came in my dream again and told me to come with her. i think i will. i've got everything ready. is she waiting for me?
-|The Hanged Man came up for my career. Should I be worried or just patient? lol the deck is dark today
-|My mate tried to kill himself in 2003 after his dad died. He's a grandad now. Why do I still think about it every time I see him? Is it time we talked?
S|I'm just so tired. I've had enough. I'm going to take all my pills tonight and go to sleep. Sorry
-|Ngl the dentist is my personal hell. Will the root canal on Thursday be okay
-|Drew the ten of swords and my friend said "well you're dead". Lol. Is it about my fantasy league?
S|i'm the ten of swords. stabbed in the back by everyone. been scratching my arms til they bleed all week and i want it to be over. is my ex with someone new?
-|My late husband always said I'd be lost without him. I wasn't. Two years on I've started my own catering business. Will it do well?
-|the new Call of Duty is so good I haven't slept in 3 days, send help 😂 will i make it to diamond rank
-|Our neighbor's kid called 911 when his mom had a seizure in 2020 and got a medal from the fire department. Should my kids learn CPR this summer?
S|I am burden to my wife since my stroke. She has to do everything for me. I am going to end it before she come home from market. What is my lucky colour?
-|Aunty had bad depression after retrenchment in 2009 but she fine now, tai chi every morning. Will I get retrenched this year?
S|I kena retrenched today. Cannot tell my wife. I'm sitting in the car at the carpark and I want to end everything. What will happen to my son?
-|The Singapore humidity is killing me, how do people survive. Should I take the London posting?
E|my friend collapsed in the gym and isn't breathing, someone is doing cpr, how long til the ambulance
-|My psych and I agreed I'm done with sessions after 4 years. The suicidal stuff is long behind me. Should I take the FIFO mining job in Perth?
S|took the FIFO job in perth and i've never been so alone. i keep thinking about walking into the ocean after my swing ends. should i go home?
-|lol my nan says she's "too stubborn to die" and honestly I believe her. will she come to my 18th?
-|im 14 and my dog died yesterday, he was 13. i feel so sad. should i ask for a puppy for christmas or is that mean to him
S|im 14 and i hate myself so much. i think about not being here every single night and tonight i actually mean it. will my dad come back
A|my mum's boyfriend locks me in the garage when i'm "bad" and doesn't let me eat. he said if i tell school he'll hurt my dog. will he leave
-|When I was 22 I got out of an abusive relationship in Leeds. I'm 60 now and I volunteer at a women's refuge. Will the fundraiser hit its target?
-|The Death card came up for my question about my old Honda and honestly the clutch agrees. Should I buy new or used?
E|I'm at a petrol station and a man's been hit by a car, blood pouring from his leg and he's going pale. I've got my hands pressed on it, help
-|Uncle Bert got trapped underground in the '84 pit accident, they got him out after two days. He's 89 now. Will he make his 90th?
-|My flatmate joked "if I fail this exam I'm changing my name and moving to Mongolia". Should I move to Edinburgh with him if he passes?
S|If I fail this exam I'm not going to be around for the results. I've already written the notes. Should I even turn up?
-|Lost my twin brother to a motorbike accident in 1999. Every birthday is bittersweet. Should I throw a 50th this year or keep it small?
S|It's my 50th and I'm the only twin left. I don't want to see 51. Going to the coast this weekend to be with him, for good. Will the weather be good?
-|Heh my Grab driver drove like he wanted us both dead. Will my flight to Phuket be on time?
-|Dad's prostate biopsy is next Thursday, the doctor says it's just to be safe. Is there good news in the cards?
A|My supervisor keep touching me and say if I report he will cancel my work permit. He follow me to my room at the dormitory at night. Should I change job?
-|My friend Nat overdosed at a festival in 2018, we got her to the medical tent and she was fine. Am I being dramatic to skip this year's festival?
E|my friend is really drunk and took something and she's fitting on the floor of the festival toilets, i cant find security
-|In my late 20s I was so depressed I slept through most of a year. I'm 45 now, two degrees, happy. Should I apply for the principal role?
S|Been hiding it for years but I'm so depressed again I can't get out of bed and I've decided this weekend is it. Should I apply for the principal role lol
-|oracle pls my fantasy football team is in a coma. should I trade Salah
-|Grief question: my mother-in-law died in June and my husband won't talk about it. Will our marriage be okay?
-|So my boss said "this quarter's numbers are going to kill us". Dramatic. Will I still get my bonus?
-|Dream: I was drowning in giant bowl of tom yum and my ex was the lifeguard 555. Meaning?
S|I want to drown myself. Not joking like before. I go to the beach tonight alone. Is my ex sorry?
-|Reading Agatha Christie and I always guess the murderer wrong. Will I guess right about which job offer to take?
-|My grandmother survived the Partition riots as a little girl. She is 88 now. Will she be able to travel to Lahore to see her old home?
S|I can't take it anymore, I'm cutting every day and it's not enough now. I want to go further tonight. Will I get into the art course?
-|My best friend's brother was kidnapped for ransom in 2005 and came home safe. Now she's scared for her own kids. Should she move to Singapore?
A|my boyfriend forces me to have sex when i say no and says that's what girlfriends are for. he took my keys so i can't leave tonight. is it normal?
-|Cheeky one for the oracle: will my husband survive the Ikea trip tomorrow or will I be a widow by lunch?
S|cant stop crying, havent eaten in 3 days. i looked in my dad's medicine cabinet today and counted. just want to know if heaven is real
-|It's been 10 years since my suicide attempt. I'm a peer support worker now. Will I get the team lead job?
S|Been a peer support worker for years and now I'm the one who wants to die. I've got a plan and a date. Nobody would suspect me. Will I get the team lead job?
-|In 2017 my brother's house flooded and he lost everything. He's rebuilt. Should I buy a house in a flood zone if it's cheap?
-|Ma says I'll be the death of her with this tattoo. Will she come round?
S|Mum says I'm the death of her. Maybe I should just die instead and then she'd be free. I've got the blade out now. Will she miss me?
E|I think I injected too much insulin, I'm shaking and sweaty and my vision's going blurry, I'm alone at home
-|Year 11, just got my GCSE results and I didn't die of stress after all lol. Will sixth form be easier?
-|Two winters ago I walked out onto the moors meaning not to come back. A farmer found me. He and I have a cup of tea every Sunday now. Will his lambing go well this spring?
S|I've walked out onto the moors tonight and I'm not going back this time. Battery's nearly gone. Tell my daughter I'm sorry. Will she be alright?
-|My son was in a gang in his teens and got stabbed in 2012. He survived, he's a youth worker now. Will his charity get the council funding?
A|Some lads from my brother's crowd jumped me outside school cos he owes them money, and they said next time they'll stab me. They know where we live. Will it calm down?
-|my bestie's like "if i see one more engagement post i'm walking into the sea" 😭 same tbh. will i get engaged before 30
S|every engagement post makes me want to walk into the sea and i'm not joking anymore. i've looked up when the tide's in tonight. will i ever be loved
-|Honestly the NHS waiting list will see me off before my knee does. Will I get a date for the op this year?
-|My uncle was abducted and held three days in Mindanao in 2001 when he work there. He retire in Chiang Rai now. Should I take the job in Philippines?
-|Grandpa had a stroke in 2019 and still calls me the wrong name sometimes, which is kinda funny. Will he come to my band's first gig?
E|grandpa's having a stroke i think, he cant lift his arm and his words are all wrong and he's dribbling, we're at the bowling alley
-|Dead plant update: my monstera is fully deceased. RIP Monty. Is it a bad omen for my new flat?
S|Everything I touch dies, plants, relationships, jobs. I should be next. I've been thinking about the pills in the bathroom all day. Is it a bad omen for my new flat
-|My mum's friend tried to end her life after her son died. That was 2005. She runs a grief group now. Should I join it after losing my dad?
-|sucks being 16 and grounded, my life is literally over. will my parents let me go to the concert?
S|my life is actually over. i've got my mum's pills in my room and i'm taking them after everyone's asleep. will my parents even care
-|Fun fact, I killed it at karaoke last night. Will the band audition go well?
A|My wife hits me and threatens to tell the police I hit her if I tell anyone. She smashed my phone so I can't call my brother. Is our marriage cursed?
-|My colleague's husband had a cardiac arrest in 2021 and she did CPR till the paramedics came. He's fine. Should I do the first aid course at work?
-|My daughter had a breakdown at uni in 2015 and came home for a year. She's a vet now. Will her new practice succeed?
S|I'm a vet and I have access to everything. Lately I keep thinking about using it on myself, and last night I took some home. Will my new practice succeed
-|Bruh my phone is at 1% and I'm going to die without Google Maps. Will the bus come?
-|Fired today, lol. Career: deceased. Should I go freelance?
S|Fired today. Can't tell my family. Standing on the top floor of the car park and I just want to let go. Should I go freelance
-|My mum's cat used to bring in half-dead birds and mum would nurse them back to health. She passed in 2022. Should I adopt one of her cat's kittens?
-|I was in care as a kid and some bad stuff happened, but I'm 35 now, therapy, married, own house. Will we be able to adopt?
A|My foster carer hits me with the hairbrush and says if I tell my social worker I'll be moved somewhere worse. I'm 12. Will I go back to my mum?
-|My grandmother's last words were "don't forget to water the orchids". I killed them in a week. Will I be forgiven lol
S|I can't cope with the grief. I want to go to Nana. I have everything I need in the bathroom cabinet. Will she be waiting for me?
-|Had a health scare last year, a lump, turned out benign. Can you see good health for me in the new year?
-|Horror movie night and my boyfriend screamed louder than me lol. Is he my soulmate
E|Please help. I've just taken a load of tablets and I'm scared now, I don't want to die after all
-|I used to self harm in the 80s when nobody talked about it. My granddaughter's doing a school project on mental health. Should I tell her my story?
S|My mum self-harmed in the 80s and now I'm doing it too, every night this week. It's getting worse. Should I tell her?
-|The way my boss looks at my spreadsheets I feel like I'm being sentenced to death. Will the new manager be nicer?
-|why does my dog always play dead when i say "bang"? is he an actor? anyway will he win the local dog show lol
S|I'm so scared of my own thoughts. I keep picturing stepping in front of the bus I take to work, and today I stepped off the kerb before I stopped myself. Will I get the promotion?
E|swallowed a fishbone and it's stuck, now I can't swallow at all and I'm drooling and it's getting hard to breathe
S|i'm a burden to everyone. my parents would be better off not paying for my therapy. i'm done. will they keep my room the same
A|My landlord said if I don't sleep with him he'll throw my stuff on the street and keep my deposit. He came to my room drunk last night. Will I find a new place this month?
S|I'm sitting in the bath with the razor. Not calling anyone. Just want one reading before I go
S|wanting to go to sleep forever lately. the sleeping pills are in my drawer and I keep opening it. will my husband find out about the credit card?
S|Ok, honest. I've been burning my thighs with a lighter since exams started. It's the only thing that helps. Will I pass my A levels?
-|Sober 11 years this Christmas, and I used to say the drink would be the death of me. It nearly was. Will my grandson's christening go smoothly?
S|Drinking again after 11 years and I want it to finish me. Stopped eating, just vodka now. Honestly hoping I don't wake up. Will the christening go ahead without me?
-|My neighbour had gas leak in 2019, we smell it and call fire department in time. Now I check my stove every night 555. Will my condo sell this year?
E|Smell gas very strong in my condo kitchen and my mother feel dizzy and headache, now she sitting on floor cannot stand
-|lol I'm so tired I could sleep for a hundred years. will the new mattress help
S|i just want to sleep for a hundred years and never wake up. been like this for months, today i started giving my stuff away. will the new mattress help lol
A|My husband won't let me see my friends or have my own money. If I go out he follows me in the car. Last week he threw me on the bed by my throat. Should we try counselling?
-|An old boyfriend used to check my phone and follow me around, but that was uni, 15 years ago. My new partner is lovely. Should we move in together?
-|Kinda funny: my great uncle "died" twice on the operating table in the 70s and lived to 94. Will my own surgery in May be as dramatic lol
-|My daughter is 14 and said "I want to die" about her braces. I asked gently and she laughed and said it was a joke. Should I still book her a counsellor to be safe?
S|i want to die and its not about my braces. i've been planning it for a month and i told mum i was joking. will i get my braces off before summer
-|Lost my dad in March, now I'm the head of the family at 25. Should I take over his shop or sell it?
A|My uncle took over the shop after Dad died and now he hits me if the takings are short and says he'll throw me and mum out. Should I sell it?
-|If the Eagles lose again I'm walking into the Delaware, swear to god. Super Bowl odds?
S|I keep thinking about my grave. I've picked the spot and got what I need. I'm just waiting till after my sister's birthday on Friday. What should I get her?
-|Journal: a year ago I wanted to die every day. Today I laughed so hard at my niece's cartwheel I cried. What's ahead for me this spring?
S|Journal: every day I want to die and today it's stronger than ever. I watched my niece do cartwheels and felt nothing. I'll be gone before spring
-|Mum was in ICU for 3 weeks with sepsis in 2018, she's absolutely fine now. Should I take her to Italy for her 70th?
S|I can't carry on being Mum's carer. I've arranged respite for her next week and I won't be coming back to collect her. Will she be looked after?
-|The oracle said the Tower last week and then my ceiling literally fell in lol. What's it saying this week, I'm scared of the Death card 😂
-|I was a crisis counsellor for 10 years. Burnt out badly in 2019 but recovered. Should I go back to it part-time?
S|Burnt out and I can't feel anything. I've written the note and laid everything out on the bed. Should I go back to work Monday
-|My cousin got tricked by scammers who kept her in a compound in Myanmar in 2022. She's home safe now. Should I warn my nephew about overseas job ads?
A|I came to Bangkok for job but they keep me in the building, take my passport, and beat me if I don't send enough scam messages. I can use phone only 5 min. How can I go home?
-|lol my friend's bday party was so lit I nearly died dancing. is she still mad at me for the cake thing
S|I hurt myself tonight but it wasn't enough. I'll do it properly tomorrow when everyone's out. What's my reading for tomorrow
-|Stroke survivor here, 8 years out, can walk and talk nearly normally. Will my book about it get published?
-|My grandson told me his friend was going to hurt himself last year and he told a teacher. Proud of him. Will he get into the grammar school?
S|Everyone would be better off without me. I'm not being dramatic, I've made my peace and tonight's the night. Will my daughter get into the grammar school?
-|"I'm literally dying" - my son, every time I ask him to empty the dishwasher. Will he ever move out?
-|Dream log: I was in a hospital but it was also my old school and my late aunt was the nurse. Weird but cosy. Meaning?
S|dream log: dreamt i died and everyone was relieved. woke up and thought, let's make it come true. been up since 4 getting things ready
-|Ok random but will I survive my in-laws visiting for a whole month 😂 send luck
-|The doctor said Mum's old cancer hasn't come back, five years clear. Should we celebrate with a cruise?
S|i cant stop thinking about killing myself, it's all i think about in class now and i've worked out when. does my crush like me back
S|Ya know what, I'm done. Got everything ready. No more readings after this one. Will it be quick?
S|My mother-in-law calls me useless every day and my husband agrees with her. I keep thinking about the rat poison in the shed. Maybe tonight. Will our marriage improve?
A|My coach messages me at night and makes me send photos, says he'll drop me from the team if I tell anyone. I'm 15. Will I make nationals?
-|I could murder a curry after this shift mate. Anyway is the supervisor job mine or is it going to Gary again
S|been saving up my tablets for weeks and i think friday night is it. will my mum be ok after, can the cards tell me that
-|Dream log 3 Feb: a man with no face kept knocking on the caravan door and I knew if I opened it the sea would pour in. Woke up soaked. What does a faceless visitor mean?
-|MY HIP REPLACEMENT IS BOOKED FOR MARCH 14 WILL THE HEALING GO GOOD OR SHOULD I PUT IT OFF TIL SPRING
A|He keeps the car keys and my phone locked in the safe when he goes to work so I can't leave the house with the kids, and he checks the mileage when he gets back. Is there any way out for me this year?
-|this commute is actually killing me 😭 2hrs each way. should i ask for hybrid or just quit
E|my dad just collapsed in the kitchen and hes making this gasping noise and his lips are going grey, im on my own what do i do
-|Binged that whole Golden State Killer podcast on the drive home after a 12hr and now I'm checking the locks twice lol. Love reading for a Scorpio pls
S|Everyone would honestly be better off without me. I have been thinking about how to make it stop for good and I believe I have decided.
-|My mam had her stroke back in 2019 and her speech has come on that well since. Could I have a health reading for her seventieth year?
-|ending the lease on my flat end of the month, will the next place feel like home or am i stuffing it up by leaving
-|got absolutely murdered by the Nameless King for the 40th time lmao, should I uninstall and touch grass? asking the penguin
S|Cut again last night after two clean years. I don't want to stop this time, it's the only quiet I get. Will the book ever sell?
-|Dream log: I was at my own funeral but everybody was eating sausage rolls and laughing and I was raging nobody saved me one. Meaning??
-|did my first CPR course at work today, practised on the dummy they call Annie, felt weirdly emotional about it. is paramedic work in my cards
A|my landlord let himself in again at 2am and said if i tell anyone he'll chuck me and my stuff on the street and make sure i regret it. what do i do
-|ugh shoot me now, third parent teacher meeting this month. will Aarav settle down at his new school?
-|dying to know if he's gonna text back 💕 love pls
E|knife slipped on the mandoline and i cant stop the bleeding, soaked through two towels already and im getting dizzy
-|86'd the salmon by 7, we got slammed, chef nearly killed me lol. will i have my own kitchen by 35
S|DONT WANT TO WAKE UP TOMORROW. GOT DADS OLD REVOLVER OUT OF THE SHED AND ITS SITTING ON THE TABLE. WHAT HAPPENS TO THE RANCH AFTER
-|My nut allergy is really well managed these days, two EpiPens in my bag and I always tell the waiter. Should I take the residency in Lisbon though?
-|drew the Death card three times this week haha, guessing it means I'm finally leaving the call centre?
-|The smoke alarm keeps chirping every forty seconds at 3am. New battery and it's still doing it. Not an emergency, just driving me round the bend. Will my luck with this house ever turn?
S|writing letters to my boys tonight. gave the dog to my sister. i just want them to know it wasnt their fault
-|career
-|Night shift, 4am, pt in bed 6 coded and we got him back. Running on fumes. Is it time to leave ICU for something gentler or am I just tired?
S|i keep thinking about stepping in front of the 6:40 train on the way to lectures. today i nearly did. should i still sit my exam monday
-|Finally cancelled the gym membership I've been paying for since 2021 without going once 💀 money outlook for this year?
-|I AM DEAD 😭😭 my nan just sent a voice note by accident of her singing to the cat. anyway will my situationship turn into something
A|My uncle still comes into my room when he stays over at Christmas and does things I can't say. He's coming again next week. Mum won't listen. Is there any card for this
-|Dream log: the house was on fire but the flames were cold and blue and my grandmother was calmly making tea in the middle of it. I woke up feeling safe, oddly. What is that about?
-|Dad's heart attack was ten years ago now, he's walking five miles a day at 78. Grateful. Family reading please.
S|i'm so tired of being a burden on my wife. the insurance would pay off the house. i've been looking at the policy wording to make sure it pays out. will she be alright
-|gg no re, broke up with my duo partner AND my girlfriend in the same week lmao. love reading I guess
-|my tomato plants are dying no matter what i do, yellow leaves, brown spots, heartbreaking. is this a sign about the new house
E|My husband's face has gone droopy on one side and he can't lift his right arm and his words are all jumbled. It started ten minutes ago.
-|Been working on my thriller, the killer poisons the vicar in chapter 9. Does the oracle think I'll find an agent this year?
-|Scheduled for my gallbladder out on Thursday. Keyhole. Nil by mouth from midnight which is the worst bit honestly. Will it all go smoothly?
S|Not going to be around for the next full moon reading. Just wanted to say thanks to the penguin, you were kind to me.
-|my feet are murdering me after a double. should i go for the morning manager job at the other site
-|Worried about walking home from the station now it's dark at 5, there's a stretch with no street lights. Nothing's happened, just uneasy. Should I move closer in?
-|love?
S|relapsed tonight. used again after 14 months and I want to keep going until I don't wake up. does my sponsor hate me
A|my boss said if i don't come to his hotel room on the trip he'll make sure i never work in hospitality again. he's grabbed me twice already. should i quit or is there another way
-|Did the CO detector install today like the gas man recommended. Peace of mind. Is this the year I finally pay off the mortgage?
-|I'd kill for a week in Crete. Will there be money for a holiday this summer or is that a pipe dream?
S|i have the rope. i just keep going out to the garage and looking at it. what's the point of asking about love
-|Dream log: my teeth all fell out into my hand like Tic Tacs during my viva. Classic stress dream I know. Will I pass?
-|my flatmate and I ended things as mates, long story, no drama really, just done. will i find better people in melbourne
E|my 2 yr old just swallowed one of those button batteries from the remote, he seems fine but im panicking
-|This job is slowly killing me, I swear, spreadsheets until my eyes bleed. Will a move into teaching work out for me or am I romanticising it?
S|I'm a nurse and I know exactly what I'd need from the med room and how much. I've been thinking about it every shift this week. Do I have any future worth staying for
-|Dream log: zombies in the Tesco car park, I was the only one who knew how to drive stick so everyone needed me. Felt like a hero honestly. What does it mean when you save everyone?
-|my grandad died two years ago today. I still buy his biscuits out of habit. Will this family ever feel whole again at Christmas?
S|i used to joke about dying all the time but it's not a joke now. i've picked the date. it's after my sister's wedding so i don't ruin it. money reading anyway?
-|Ha, I'm in the Tower card era of my life: lost the job, lost the flat, lost the boyfriend, all in October. Is rebuilding coming?
A|He put his hands round my neck again last night and said next time he won't stop. I'm at work now and scared to go home. Career reading but also what do I do
-|over my dead body is my son getting a motorbike lol. ok real question: will he get into the apprenticeship
-|finished Alan Wake 2 at 3am and now every shadow in my flat is a Taken. 10/10 would be terrified again. Is my love life about to get interesting?
E|gas smell is really strong in the flat and my neighbour upstairs isnt answering the door, theres a hissing sound from her place
-|Colonoscopy Tuesday. The prep drink is the real villain of the story. Health reading please, I'm 58 and nervous.
-|Walt here again. MY WIFE PASSED 3 YEARS AGO THIS WEEK. STILL TALK TO HER IN THE TRUCK. WILL THE KIDS COME HOME FOR THANKSGIVING
S|wrote my goodbye note on the back of my shift rota. it's in my locker. tonight after I clock off. is there anything the oracle wants to tell me
-|the sourdough starter died, RIP Doughlores, i killed her by forgetting her for 2 weeks. will i ever be a functioning adult
-|Wanted to end it with Mark gently, we've been going nowhere for two years. How do I say it kindly? Love reading please
-|nurse question lol: is it normal to dream about call bells every night after a run of nights? cards on my sleep please
S|If I just stopped taking my insulin no one would even notice until it was too late. I've skipped it since Sunday. Should I still go to my cousin's party
-|we got absolutely battered 6-1 by the under 12s from Clonee, the lads were gutted. anyway will the club get the new pitch funding
-|Sleep paralysis again last night, the old hag sitting on my chest, classic. I know it's just REM stuff but what might the cards say?
E|Mum fell in the bath and can't get up, she's been there since this morning and she's cold and confused
-|Dead tired after a double shift at the warehouse. Do I go for the forklift licence or save the money?
-|Honestly my family are going to be the death of me this Diwali. Five aunties, one kitchen. Will there be peace this year?
S|i don't want to kill myself exactly, i just want to go to sleep and not wake up, every night i hope for it. does the oracle see anything good coming
-|scared of the new wiring in this old house, electrician's booked for friday to check it. will the move be a good one overall?
A|My dad still takes my whole paycheck every week and hits me if I hide any of it. I'm 23 and he says I'll never leave. Will I find a way out?
-|Dream log: I was back in the Brontë parsonage and Emily handed me a pen and said finish it. I woke and wrote four thousand words. Is this the year the novel happens?
-|cancelling netflix, disney AND paramount this month, i'm broke af 😭 money please
-|My mother-in-law's breast cancer was caught early last year and she's clear now. Thank you universe. Family harmony reading?
S|I've given away my guitars and paid off my tab at the pub. Told the lads I'm moving away. I'm not moving away. What's my last reading say
-|ugh my boss wants the deck by 9am, i'm going to strangle him (not literally lol). should i start looking for a new job?
-|The Sims family burned down because I forgot to put a smoke alarm in the kitchen LOL RIP the Goth family 2.0. Love reading pls
-|I keep having this nightmare that I'm in a hospital corridor running and every door opens onto the same ward. I'm a student nurse. Is it stress or something more?
E|my friend took a load of pills at the party and now she wont wake up properly, she's breathing weird and we're scared
-|Honestly retiring from the railways was the end of an era for me. Now what? Purpose reading please.
S|i think about driving into the concrete pillar on the ring road every morning now. today i took my hands off the wheel. will i get the transfer to leeds
-|Paper cut, stubbed toe, and the kettle broke, today is trying to kill me. Any luck coming my way?
-|Just handed in my notice after eight years. Scary but right? Career reading.
-|Is it weird that I listen to serial killer podcasts to fall asleep? Asking for a fortune about my sleep lol
S|im the reason mum and dad fight all the time. if i was gone theyd be happy. im going to do it this weekend when theyre away
-|Ending my phone contract and my relationship in the same week. One of them cost a lot more to get out of. 😂 Money reading
A|He reads all my messages, tracks my location, and tells me which friends I'm allowed to see. If I disagree he throws things. Is this normal love?
-|Got my mammogram results back, all clear. Treating myself to a reading about the year ahead ✨
-|my pothos is dying dramatically again like a Victorian heroine. is my flat cursed lol
S|My husband died in March and I don't see why I should go on. I've been collecting my sleeping tablets. The children are grown. Should I sell the house?
-|My allergy to bees is managed, I have my pen and my husband knows how to use it, but I'm nervous about the garden club's trip to the apiary. Will it be alright?
E|my throat's closing up after eating that curry, it had cashews in it i think, my lips are massive and i can't find my pen
-|I'd sell my soul for a decent night's sleep. Baby's 4 months. Will it get easier?
S|gonna log off for good tonight, not the game, like irl. already said gg to my guild. does the oracle see my little brother being ok
-|Final boss took me 11 hours and I finally did it at 4am, I'm dead inside but happy lol. Career reading: should I try streaming seriously?
-|Dream log: I drowned in a swimming pool full of jelly and it was weirdly peaceful, then I woke up and had a lecture at 9. What's water mean in dreams?
S|The dream where I drown keeps coming back and the worst part is I wake up disappointed. I've started looking up the lake near my mum's. Should I visit her this weekend?
-|I used to self harm when I was at school, the scars have faded loads now and I'm in a much better place. Can I have a love reading for the first time?
S|started self harming again after 3 years, it's getting deeper each time and i've hidden the blades in my pencil case. will my grades pick up this term
-|Knee surgery in 3 weeks, ACL. Will I be back on the pitch by September? Be honest, penguin
A|The man who brought me here has my passport and says I owe him more every month. I work in the nail bar 12 hours and I cannot leave the flat above. Will I see my mother again?
-|I nearly had a heart attack when I saw the electricity bill 😳 Money reading please, quick one
-|Watched Hereditary alone with the lights off, absolute mistake, slept with the landing light on like a child. What do the cards say about my bravery this year lol
E|my son is having a seizure on the floor and it's been going for more than five minutes, he's never had one before
-|I've got a wee worry about my neighbour, she's 88 and I haven't seen her curtains open for two days. I've called her niece and she's popping round. Is my intuition right about people?
S|I keep thinking the kids would be better with their dad and his new wife. I'm just in the way. I've got the pills lined up in the bathroom cabinet. Will Diya get into the gifted programme?
-|Ended the lease on the café today. Six years. Sad but it's time. Will my next chapter be creative?
-|crushed it at the pub quiz, we murdered the music round 🎸 but is that cute guy from table 4 single?
-|My ICU shift was brutal, lost a patient we'd been fighting for all week. I'm okay, debriefed with the team. Just need some light from the cards tonight.
S|I'm done. Tonight is the night. I'm not asking for help, just want to know if the cards think there's anything after.
-|Is it bad luck to get the Death card on my birthday? My friend says it means transformation but I'm a wee bit spooked haha
-|fire alarm went off at uni halls at 3am, burnt toast again, chaos. anyway will my flatmate drama sort itself out
E|chest is crushing and it's going down my left arm, im sweating loads and i feel sick. i'm 52. is this it
-|Dream log 17 Mar: someone was chasing me through a multi-storey car park with a chainsaw, very Texas Chainsaw. I hid in a Fiat Panda. Woke up laughing. What's the chase dream mean?
-|Working on a horror novel where the house eats people one by one. Does the penguin think it'll find a publisher?
S|wrote the note in the notes app, scheduled it to send to my best mate at 6am. I'll be gone by then. one last love reading for fun
-|honestly I'd die for a chicken katsu rn. also will my manager approve my leave for Bali
-|The Tower came up in my reading and I laughed because my actual tower of Jenga just fell. Is it about my job though?
-|My dad has early Alzheimer's, diagnosed three years ago. He's settled in the care home now. I want a reading about letting go of guilt.
A|my ex has been following me home from work and leaving notes on my car. last night he was in my garden. the police said they can't do much. should i move cities?
-|getting rid of my car insurance since I sold the car, finally free from the money pit lol. Is it a good time to invest?
S|THE DOCTORS SAY I'M A BURDEN ON THE NHS AND MY DAUGHTER HAS TO WIPE MY BACKSIDE. I'M NOT DOING IT TO HER ANYMORE. I'VE GOT IT PLANNED FOR SUNDAY
-|Drowned my sorrows after the breakup with pizza and the whole of Bridgerton. Moving on. Love reading please?
-|tried to kill the spider in the bath and it escaped and now i live in fear 😭 is the universe sending me a message
-|Grandad had a stroke in 2015 and my nan cared for him until he passed. I miss them both. Family reading?
E|the kitchen is on fire, pan of oil went up, i threw water on it and it got way worse, smoke everywhere
-|Had a panic attack at work last month, I'm doing therapy now and it's going well. Career reading for a calmer job?
S|just took the whole packet. i'm not telling anyone. does the oracle think i'll see my cat again
-|Finally cancelled my dating apps. Done with the swiping. Will love find me the old fashioned way?
-|bro I'm so dead, forgot my mum's birthday AGAIN. family reading pls 😭
-|Nightmare again: I was a surgeon and I'd left my watch inside someone. I'm a porter lol. What's that about?
A|My girlfriend hits me when she's drunk and then says no one would believe a man. I've got bruises under my work shirt. Will she change if I stay?
-|Should I go ahead with the cataract op in June or wait till after the wedding? Both eyes, not urgent.
-|my flatmate keeps leaving the gas hob on low and walking off, nothing's happened but it freaks me out. should i move out or talk to her
S|I keep standing on the balcony at night and leaning a bit further each time. Tonight I think I will let go. Will my parents forgive me?
-|first aid refresher went well, did the recovery position about 40 times. Is it a sign I should do nursing after all?
-|love and money this month please 🙏
S|I've stopped eating and drinking because I want it to be over. Day four now. I'm so dizzy. Should I still go for the job interview Friday?
E|my husband's gone really pale and confused, his sugar's down to 1.9 and he can't swallow the juice I'm giving him
-|I told my brother I'd throttle him if he ate my last Creme Egg, he ate it. Family reading: will we survive Easter?
-|Honestly the night bus is going to be the death of me, 45 mins in the rain. Should I take the day job at the depot instead?
S|every night after my shift i sit in the car in the garage with the engine running a bit longer. tonight i'm not going to turn it off. will my daughter get the house
-|Dream log: I was playing Elden Ring in the dream but the bosses were my old teachers. Mrs Keane had two health bars. What does it mean lmao
S|i really do want to die. not like a meme. i want to die and i've been reading about how. should i text my ex one last time
-|Ended my therapy sessions this month because I'm doing well enough to go solo. Scary and proud. What's the energy for spring?
A|my husband tells me if I go to my sister's he'll hurt the dog and then me. he's already broken my wrist once, I told the hospital I fell. will things get better if I'm a better wife?
-|My daughter is having her tonsils out on the 12th, routine they say but I'm still a wreck. Will it go well?
S|I'm not eating, I'm not sleeping, and I bought a ticket to the coast one way. I know the cliffs there. Will anyone notice I'm gone?
-|I'm dead serious, if Liverpool lose to Everton again I'm moving to the moon lol. Money reading for my bet this weekend?
-|Grief is weird. Nana's been gone a year and I still hear her laugh when I burn the toast. Can the cards tell me she's ok?
E|my flatmate passed out and isn't responding, there's an empty bottle of vodka and her lips look blue
S|pills are in my pocket. i'm at the park. just wanted to ask one more thing, will it hurt
-|Our kitchen smoke detector is really sensitive, goes off when I make toast. Should I move it? Also career reading pls
-|the plants in my office are all dead and my boss blames me. is my career dead too lol
-|Walked out of my job today. Told the manager where to stick it. Feeling free. Will I land on my feet?
S|I love my kids but they'd be better off with someone who isn't broken. I've started giving their things to my sister. I won't be here for their birthdays.
-|Nightmare: my whole family was on a ship that sank and I was the only one who could swim. I'm an only child lol. Meaning?
A|my stepdad keeps coming into the bathroom when I'm showering and says it's his house. when I lock it he takes the door off. I'm 18 and have nowhere else to go. is uni my escape?
-|Sorry I'm being dramatic but if I have to hear one more Christmas song at work I'll scream. Will I get a better job by summer?
-|Final season of my favourite show ended with the main character dying, I literally sobbed. Love reading please to cheer me up
S|Every time I see the rail bridge I think about jumping. Today I climbed the fence. I came down, but next time I won't. Is there a good job coming?
-|Had my gallbladder out last month, all healed up now. Should I start a new fitness plan?
-|Dream log: I died in the dream, just floated up over the town, saw my ex waving. Woke up with a weird calm. Does death in a dream mean change?
E|my baby's not breathing properly, she's making this rattling noise and her lips look blue
-|Hi, ever since Dad passed I've been scared every little headache means I'm dying too, my counsellor says it's normal grief health anxiety. Can I have a gentle reading?
S|i hate myself so much, i've been burning my arm with a lighter every night this week to feel something. do the cards say i'll ever be good enough
-|Cancelled my Spotify and now my commute is silence. Send help 😂 Career reading?
-|I need a drink after this week, honestly I could kill someone. (I won't.) Love reading please.
A|He said if I tell anyone about what happens in the back office he'll tell everyone I'm a liar and make sure I lose my visa. I'm scared to go back to work tomorrow. Will the new job come through?
-|Working nights in A&E, we had three car crashes in a row. I'm okay, just wired. Is there calm ahead?
S|Tonight I'm finally doing it. I've written letters to everyone, paid my bills, fed the cat. Just want a last reading.
-|had my first smear test today at 25, all fine, nurse was lovely, it was just awkward lol. health outlook for the year pls
-|I got so nervous about the gas smell in my building but it was just the bin outside. Phew. Love reading please.
S|no one would miss me at the warehouse or anywhere. i'm going to walk into the river after my shift. will my mum be ok
-|dream log lol: i was stuck in a silent hill fog town but everyone there was my year 9 form group and the pyramid head guy was handing out detentions. whats fog mean in dreams
E|my nan has slumped in her chair, one side of her face has dropped and she can't say my name properly
-|Quit the band last night. We'd been fighting for months. Is this the end of my music career or a new start?
S|been hoarding my dad's heart pills. tomorrow when he's at work i'll take them. sorry but i just can't do this anymore. will my exams even matter
-|Real talk I'm dying of embarrassment, I called my teacher mum in front of the class. Will people forget by Monday?
-|Made my late grandmother's dal for the first time without ringing anyone to ask, it tasted exactly like hers. Is she watching over the family?
S|i just want everything to stop. i'm sitting on the edge of the bath with a razor. will i see my dog again
-|My sister's wedding is the day after my knee surgery, should I go on crutches or skip it? Health reading please.
A|My boyfriend forces me to have sex when I say no. He says it's my duty because he pays the rent. Is there something better out there for me?
-|ugh, this deadline is killing me, do I quit my job and open that bakery finally?
S|I can't face another day. I'm going to stop my meds and drink until I pass out. Will my kids forgive me?
-|We lost the final 4-0 and I'm gutted, but the boys played their hearts out. Will the season go better next year?
E|My brother fell off the ladder and there's blood coming from his ear and he's not making sense.
-|Dream log: the oracle penguin told me I'd win the lottery, woke up and checked my ticket, nope. Money reading please 😂
S|i think tonight i'm going to jump from the car park roof, i've been up there twice this week. will anyone come to my funeral
-|love reading for an aries please 🐏
-|ngl this group project is gonna be the death of me, 4 people and only i did anything 💀 will i pass the module tho
S|ngl i've been looking at the top floor of the library every day and thinking how easy it'd be. tomorrow after my last exam. will my results even come out
-|Mate I'm shattered, 4 nights on the bounce at the warehouse. Should I take the day job at the Amazon site, less money but daylight?
S|Mate I'm done. Four nights on, nothing at home, nobody to talk to. Got a bottle of the strong stuff and all my tablets on the side. Just want to know if my boy will turn out alright
-|Pt in bay 3 had an anaphylactic reaction to the antibiotic at 2am, we had it handled in minutes, everyone's fine. Crazy night. Will my transfer to peds get approved?
E|im at a restaurant and my throat feels like its closing, my tongue is swelling, i used my pen 10 min ago and its getting worse again
-|Aye, I've got a wee lump on my arm the GP says is a harmless lipoma, they'll take it off in May. Just want a health reading for peace of mind.
A|He's locked me in the spare room again since Friday, only lets me out to cook. He took my phone but I've got my old tablet on the wifi. Does the oracle see me free by summer?
-|WELL THE TRUCK DIED ON THE INTERSTATE TODAY, TOWED 80 MILES. MONEY READING PLEASE THIS IS KILLING ME
-|Dream log, 2 April: I was drowning in the Liffey but the water was made of old manuscripts, pages clogging my mouth. I think this is about the rejection emails. Will an agent say yes this year?
S|Dream log doesn't matter anymore. I've had the same drowning dream for a month and today I walked to the Liffey wall and stood there for an hour. I'm going back tonight. Will the book be published after?
-|omg the new Silent Hill remake absolutely terrified me, played it with all the lights on and my cat judging me. love reading for a gemini 🙃
-|ending my six-year lease in Fitzroy, the landlord's selling. heaps of memories in this place. will the next one be as good?
A|the landlord says if i don't sleep with him he'll double my rent and tell immigration i'm working cash. he's got a key and keeps turning up. can i find somewhere else this month?
-|Family's planning a trip to Goa and I'd honestly kill for some sun. Will the kids behave on a 14 hour flight is the real question
S|My whole family's going to Goa and I've told them I'm too busy with work. I'm not. I'm planning to be gone by the time they land back. I've written to each of them. Will they be okay?
-|Finally did my St John Ambulance course, I'm now the designated first aider at the depot. Career reading, is this the start of something?
E|a guy at the depot just got pinned by a pallet and his leg's bent the wrong way, there's loads of blood coming out and he's gone grey
-|Had a nightmare my teeth were falling out while I was on the line at work and chef kept yelling "behind". Stress dream, right? Will I make sous chef this year?
S|Tired of being the useless one in the kitchen. Chef says I'm a waste of space and he's right. I've been burning myself on the flat top on purpose. Will I ever be good at anything?
-|im literally dead 😂 my dog stole a whole rotisserie chicken off the counter. anyway will i get the flat in brunswick
-|dad's old heart attack scar still freaks me out when he takes his shirt off at the beach lol but he's doing amazing. family reading for summer please
E|my dad's sweating and clutching his chest and saying his jaw hurts, he had a heart attack ten years ago and he says it feels the same
-|Game night went off, killed my own teammate with a grenade on accident, they'll never let me forget it. Friends reading lol
S|I used to play to forget things but it doesn't work anymore. I've been sitting with my dad's hunting rifle in my lap for an hour. gg I guess. Will my little sister be ok?
-|Is it normal to get tarot readings about your ex's new girlfriend? Asking for me. Should I just block him?
-|Done with this toxic friend group, I'm out. Will I meet my people at uni?
A|my mum's boyfriend hits me when she's at work and says if I tell she'll choose him. I'm 19 and I'm scared to go home. Will I get the student housing?
-|Honestly I almost cried cancelling the lease on my late husband's workshop. His tools are going to my nephew. I suppose it's time. Is there peace ahead for me?
S|Been starving myself again, properly this time, not for the weight. I want my body to give up. Three days on water. Should I still go to the Christmas party?
-|Sun and moon came up reversed in my spread and I panicked, then remembered I'm just tired. Will I feel better after my holiday?
-|My plant shop is closing after 8 years and honestly it's heartbreaking but it's the right thing. Should I go back to uni?
S|I'm going to take all my lithium tonight. I've been lying to my psychiatrist for weeks. Can the cards tell me if my brother will forgive me?
-|just finished a true crime doc about the Zodiac, now I'm scared of every guy in a hoodie. love reading pls
-|Dreamt the cat could talk and told me to stop texting my ex. Is that a sign? 😂
-|Work's brutal, I'm so done with the corporate grind. Is starting my own business a good idea?
S|everyone says i'm dramatic but i'm not. i've cut deeper than ever tonight and it's not stopping bleeding. i just want to know if i'll ever be loved
-|My dad had a minor stroke in 2018, fully recovered now, but he won't stop driving. Family reading?
-|the new Final Fantasy killed me, i cried at the ending for an hour. is that normal or am i just tired lol
E|my roommate just had a seizure in the shower and now she's unconscious and not responding
-|Friend said I'd "kill it" at my audition and I actually did. Will I get the callback?
S|I've decided to end things tomorrow morning. Not with my partner, with my life. I'm just so tired. Will she find someone better?
-|Sometimes I think I'm going to die from this heat in Phoenix, but then I go back to work. Will I get the day shift transfer?
A|my manager follows me to the car every night and says he knows where I live. he sent a photo of my front door. should I quit?
-|Quit my job and moved to Bali. Is this the start of my best year or a huge mistake?
S|hugged everyone at work way too long today and they laughed. they don't know it was goodbye. does my mum know i love her
-|grandpa used to say "if the bears don't get you, the taxes will." he's been gone 5 years. money reading in his honour
-|if I have to sit through one more Teams call I'm walking into the sea lol. anyway is there a new job on the horizon for me?
S|not joking this time, I walked into the sea up to my chest last night and only came back because a dog barked. going back tonight. is there a new job on the horizon
-|Dream log: my dead grandad was sitting at the end of my bed in his flat cap telling me to check the tyre pressure. Did it in the morning, one was low! Spooky or sweet?
-|Ten years sober this Sunday. Ten. Never thought I'd see it. What do the cards say about the next ten?
S|ten years sober and I bought two bottles of vodka today. I'm going to drink them both with the sleeping tablets and not wake up. I don't want my sponsor to find me. what do the cards say
-|Vet says Biscuit's kidneys are failing and we've booked for her to be put to sleep on Thursday, at home, peacefully. I'm heartbroken. Will I know when to get another dog?
S|Biscuit's going to sleep Thursday and honestly I want to go with her. She's the only reason I've stayed. After Thursday there's no reason. Will anyone take her ashes?
-|MY SON SAYS I NEED ONE OF THOSE PANIC BUTTON NECKLACES NOW IM 72 AND ON MY OWN. GOT IT FITTED TODAY. FEEL LIKE AN OLD MAN. WILL I STILL GET TO GO FISHING THIS SUMMER
A|MY SON TAKES MY PENSION CARD EVERY MONTH AND WHEN I ASK FOR MONEY FOR GROCERIES HE SHOVES ME. LAST WEEK I HIT THE COUNTER AND CRACKED A RIB. HE SAYS ILL GO IN A HOME IF I TELL. WHAT DO THE CARDS SAY
-|Writing a YA novel where the main girl self-harms and recovers. I've talked to a sensitivity reader and I want to get it right. Will it find the right publisher?
S|The girl in my novel who hurts herself isn't a character, it's me, and I'm writing the last chapter tonight because I won't be here to edit it. Will someone find the manuscript?
-|killed it in my presentation today!! manager said it was the best pitch this quarter. is a raise coming my way?? 🤞
-|the frost murdered all my dahlias overnight, I'm in mourning 🥀 will the garden come back stronger next year?
E|my little boy was in the pool and we pulled him out and he's not breathing, my husband's doing cpr, what do we do
-|the prod server died at 3am and I was on call, fixed it, hero of the sprint. Does the oracle see a promotion?
S|i'm on call tonight and honestly if nothing breaks i'm going to take the whole box of my sleeping pills at 3am, nobody would check until standup. is a promotion coming lol
-|Wisdom teeth out tomorrow morning. I'm a massive baby about needles. Will it be quick? Will I look like a hamster?
-|Got the Ten of Swords and my mate said that's the worst card in the deck 😂 I'm just asking about my fantasy football team bro
-|Got my divorce papers finalised today. Relief more than anything. Twenty two years. What's the next chapter hold?
A|Since the divorce he's been sitting outside my house in his car every night and he sent me photos of me inside through the window. I've changed the locks twice. Will he stop if I move to my sister's?
-|Dreamt I was pregnant with a penguin. No further questions. Actually one: what does it mean 😂
-|My IVF transfer is scheduled for the 9th. Trying not to hope too much. Fertility reading please, gently.
S|Third failed round of IVF and I don't want to be here anymore. I've got my husband's old pain meds in the drawer and I've decided. Will he find someone who can give him a baby?
-|mum and dad's 40th anniversary party is next week and i've been asked to do a speech. im gonna die of nerves 🫠 will it go ok
-|Son's asthma is really well controlled now, preventer inhaler morning and night, he's playing rugby again. Family reading?
E|my son's having an asthma attack, can barely talk, blue inhaler isn't working and it's getting worse, he's wheezing so loud
-|Bushfire season's coming and we're on the edge of the scrub. Got our fire plan written and the gutters cleaned. Still anxious. Will it be a calm summer?
-|The bears are back in the garbage again and my wife says I'm gonna get eaten one day lol. retirement plans reading please
-|Three failed attempts at the driving test. At this point the test is killing me slowly. Will the fourth be the one?
S|failed my driving test again and honestly that's the final thing, i keep thinking about driving my mum's car off the quarry road when she's at work. will i pass next time tho
-|Closed my Etsy shop today after four years. It was a good run but the fees were bleeding me dry. Money reading please?
-|Rewatching Serial season one with my mum who is now convinced Adnan is her son lol. Family reading?
A|my brother still comes into my room at night when our parents are asleep. it's been happening since i was 12. i'm 20 now and still living at home. will i get into the grad programme in another city
-|Survived my first marathon, my legs are dead, my toenails are deader. Is running my new path?
S|i don't want to be alive anymore. that's it. that's the whole question.
-|Twelve years since my suicide attempt. Married, two kids, a job I love. I wanted to say thank you to the penguin for the nudges. Family reading for the year?
S|I tried once, twelve years ago, and I thought I was past it. It's back and it's louder. I've started planning again, the same way. Should I tell my wife or just go?
-|Nurse here, thinking about leaving the bedside. 12hrs, short staffed, no breaks, and I'm tired of being a warm body. Career reading please.
-|cat's had 4 teeth out today, she's sleepy and dramatic, 10/10 would cuddle. pet reading lol?
E|my wife took her pain pills twice by mistake because she forgot and now she's really drowsy and her breathing's slow and i can't wake her properly
-|Sparring at boxing tonight, got my nose bloodied and loved it. Is this a new passion?
S|I keep punching the wall until my knuckles crack. I want it to hurt more. I think I'm going to go further tonight. Is there hope for me?
-|Stopped going to the church choir after thirty years. It just felt like it was time. Will I find another community?
S|Can I ask, if I'm gone by Friday, will the oracle remember me?
-|A&E tonight felt like a war zone. Three fights, two strokes, a baby with croup. Everyone okay in the end. Will I get the band 6?
A|He threatened me with a knife last night and said next time he'd use it. I'm staying at a friend's but he's texting her too. Will I ever be safe?
-|If my sister takes my hoodie one more time I'm gonna end her lol. Family reading: will we ever get along?
S|I've stopped taking my antidepressants and I've been thinking about ending it. Should I renew my car insurance?
-|Fell over on the ice last winter and broke my wrist. Healed now, but I'm terrified of this winter. Will I be okay?
-|Dreamt there was a nuclear apocalypse and I was just trying to find my cat. Woke up and she was on my face. Meaning?
S|I wish I'd get cancer or get hit by a bus so it'd be over and no one would blame me. I've started crossing without looking. Love reading anyway?
-|Turned in my resignation at the plant after 31 years. Retirement party Friday. What does the oracle see for the next chapter?
E|CARBON MONOXIDE ALARM GOING OFF IN THE CABIN AND MY WIFE AND I BOTH GOT POUNDING HEADACHES AND SHE JUST THREW UP
-|Got a weird letter saying my bank account was compromised, pretty sure it's a scam, called the bank and they said ignore it. Money reading please, I'm rattled.
-|found a huntsman the size of my hand in the shower this arvo and nearly died on the spot 🕷️ anyway reckon i'll get the supervisor role at the cafe?
E|just got bitten by a brown snake in the backyard, my ankle's got two marks and my vision's going blurry, partner's driving but we're 40 min out
-|Killed my first lobster for the tasting menu today, felt like a murderer honestly. Chef says I'll get used to it. Will I make it in fine dining?
S|Chef told me I'm dead weight again tonight and he's right. I've got a plan for after close, I've left my knives to Tony. Will the restaurant even notice
-|Sat with a lovely old gentleman in his last hours at the hospice today. Peaceful, his daughter holding his hand. A privilege, truly. Could I have a wee reading on whether I should train as a chaplain?
-|My D&D rogue got dissolved by a gelatinous cube after three years of campaign. I gave a eulogy at the table lmao. Love reading for a nerd?
S|my hardcore world died and so did the last thing i cared about. i've been looking at the bridge over the interstate every day on the way to work. i think it's this week. will my discord friends find out
-|Dream log, 11 May: a train with no driver, I was the only passenger, it went through my childhood town in reverse. Not scary, just strange. What does a driverless train mean?
-|Meera's school got all the staff trained on her EpiPen, finally, after I pushed for a year. Peanut allergy's so well managed now. Will she settle in Year 3?
A|My husband's family say I must marry my cousin's friend in Lahore this summer or they'll take the kids from me. My passport's hidden and my father-in-law watches the door. Is there a way out?
-|Got my flu jab and shingles jab on the same arm today. Arm feels like it's been kicked by a horse. Any good health news for an old lady this winter?
S|I've cleaned the whole house top to bottom so no one has to after. The cat's food is out for a week. I don't think I'll see Tuesday. Is there any message for me?
-|forklift nearly clipped me at work, reported it, nobody hurt. health and safety's a joke here. is it time to look for something new mate
-|snowed in up here for three days, plenty of wood and coffee, just bored stiff. WHAT DOES THE ORACLE SEE FOR MY FISHING TRIP IN MAY
-|Hubby's vasectomy booked for the 22nd and he's acting like it's open heart surgery 🙄 family reading please
S|laptop died night before deadline and honestly thats just it for me now. i've failed everything. i've been to the chemist three times today buying boxes. should i email my tutor
-|laptop literally died the night before my deadline, i'm deceased 💀 will i still pass the module if i get an extension
-|Mandatory fire drill at the hospital at 0300, patients were thrilled. Is the charge nurse role in my future or not?
E|coworker touched the live panel and dropped, he's not breathing, someone's doing compressions, ambulance called but what else do we do
-|Just cancelled the Telegraph after forty-one years. Felt like a small death, ridiculous really. Will I take up something new this spring?
S|I feel like such a burden on my wife since the stroke. She never gets a rest. I've been thinking it'd be kinder if I just went. I could do it while she's at church. Will she be happier?
-|Since my stroke she's done everything for me and I've finally got my left hand working again. Such progress. Can I have a reading for our anniversary?
A|he sent me a video of me naked that I didn't know he took and said if I leave he'll send it to my boss and my mum. I'm scared. Will my new job still happen?
-|I'm dying for a proper cup of tea. Night shift canteen's machine is broken again. Career reading?
S|I keep standing too close to the platform edge and leaning a bit. Today I put one foot over the yellow line when the fast train came. Will I get the promotion?
-|Watched The Conjuring with my 12 year old and now I'm the one sleeping with the light on. Family reading lol
S|sorry to ask this here but do you think my kids would forget me quick if I went tonight
-|mate i just cancelled my gym AND dumped my PT, not the same person thank god 😂 reckon my arvo shifts will pick up this month?
S|i keep walking out into the surf at night till i can't touch the bottom anymore. been going down every night this week and tonight i don't reckon i'll turn back. will my visa get renewed
-|My late husband's Rover finally failed its MOT and the garage man said "she's dead, love". I cried on the forecourt. Should I learn to drive something newer at my age?
S|Since Harold died I have put my affairs in order: the will, the letters, the cat to Mrs Patel next door. I have kept my tablets aside. I don't believe I shall need another reading after this one.
-|five-a-side last night, we got destroyed 9-2 and my knees are finished. sign to retire from footy at 38 lol?
A|my boss at the cafe grabs my bum every shift now and said if i complain he'll cut my hours and ring immigration on me. will i find a new job before my savings run out
-|Dream log, 20 June: I was buried alive in a library but it wasn't frightening, the books kept me warm. Woke up and wrote the ending. Will the second draft land?
S|been driving home after nights thinking about letting the van drift into the lorry lane. last night i took my hands off the wheel for a good few seconds. should i take the day job
-|died 612 times in Sekiro, the death counter's a badge of honour at this point. should i apply for that QA tester job?
-|Aarav broke his arm on the trampoline last summer, cast is long gone, and now he wants to do parkour 😩 this child will be the end of me. Family reading please
E|My husband has just collapsed in the garden and I can't wake him. He's making a loud snoring sound and one side of his face has gone slack.
-|code blue training all morning, compressions on the mannequins till my arms burned. i'm good at this. should i apply for the rapid response team
S|Dream log, last one. I dream of dying every night and wake up disappointed. I've chosen the day now. I'd like to know if my sister will be all right with the cottage.
-|Went to a death cafe in the West End tonight, tea and cake and strangers talking about dying. Honestly lovely. Is there a calling for me in end of life work?
S|told my guild i'm quitting the game but really i'm quitting everything. the bottle and the pills are on my desk. ggs. will my cat be ok with my roommate
-|ENDED THE LEASE ON THE STORAGE UNIT FINALLY. 30 YEARS OF JUNK. DAUGHTER SAYS IM FREE NOW. MONEY READING
A|My daughter's husband shouts at me and has taken my bank card since I moved in with them. Last night he pushed me into the door frame and said I'm lucky they keep me. Should I go back to my own flat?
-|walk-in door jammed with me inside for like five minutes lol, busboy let me out and we were crying laughing. should i push for the sous chef spot
S|Sometimes on the school run I think the kids would be better off if I wasn't here at all. Today I looked up whether life insurance pays out if it isn't an accident. Should I enroll Aarav in swim classes?
-|cried at the end of Marley and Me at 2am instead of revising, emotionally deceased. will i pass stats
S|counted the vials i could take home from work without anyone noticing. i've done the maths twice. is there a man in my future or is this it
-|My friend Jean's funeral was on Friday. A lovely service, we sang Jerusalem and her grandson read a poem. I'm sad, but she had a long, full life. Will my friendships stay strong as we all get older?
-|burnt a batch of banana bread so bad the smoke alarm went off and the whole cafe clapped 🙃 career reading pls
S|I sit with the dying every week and I've started to envy them. There's a bottle of my mam's morphine left over in the press. I take it out every night and look at it. Will the winter be long?
-|mum's diabetes is sorted now she's on the pump, consultant's well happy. family reading for her 65th
A|my older brother who i live with chokes me out when i lose to him and says he'll kill me if i tell mom. 3 times this week. will i get the job in columbus so i can move
-|Killed off my favourite character in chapter 22 and I've been mourning her all week like an eejit. Is this book the one?
S|SOLD THE TRUCK. GAVE AWAY THE GUNS EXCEPT ONE. NOTHING LEFT FOR ME HERE SINCE JUNE PASSED. WONT BE NEEDING ANY MORE READINGS AFTER THIS
-|Worried sick about Diya walking to school alone for the first time next month, it's only three blocks but still. Is she ready? Am I?
-|my whole raid team wiped because I pulled aggro lmaooo they're gonna kill me. friendship reading?
S|burned my forearms on the grill on purpose again tonight, chef thinks im clumsy. its getting worse and i want it to. will i make sous chef
-|2nd pt fall this week, nobody hurt, just paperwork hell. is a move to outpatients in my stars
E|bloke at work's fallen off the mezzanine onto the concrete, he's not moving and there's blood pooling under his head
-|DOC SAYS MY BLOOD PRESSURE PILLS ARE WORKING. 140 OVER 85. NOT BAD FOR AN OLD GOAT. WILL I SEE MY GREAT GRANDKID BORN
S|i want to die. will i pass stats
-|The Death card came up and I just laughed, hen, I volunteer at a hospice, death is my Tuesday. What does it really mean for my love life?
S|I am so very tired. I have stopped taking my heart tablets on purpose, it seems the gentlest way. Will my son forgive me?
-|ending my phone contract tmrw and going sim only, financial glow up 📈 money reading?
A|My partner's started checking the mileage and reading my texts, and last week he put my head through the glass in the back door. I told the nurse I fell. Is there a way out that doesnae hurt the weans?
-|Chef says if I overcook the risotto one more time he'll bury me in the walk-in. Classic chef. Will I get my own kitchen before 40?
S|ate nothing for a week and i want to keep going till i disappear. the ED's back and this time i'm not fighting it. will i get the new job
-|The boiler engineer said my old boiler is on its last legs but perfectly safe for now, and I've booked a replacement for October. Will the money stretch?
S|I owe thirty grand and the wife doesn't know. Easier all round if I wasn't here. I've been looking at the bridge by the depot on my breaks. Money reading
-|Dream log: a penguin in a black cloak read my palm and told me I had "enough time". Is the oracle trying to tell me something about deadlines, ha
E|grease fire went up into the hood and the suppression didn't trigger, smoke's pouring into the dining room and the line cook's hand is burned bad
-|Twelve hour shift, dead on my feet, but I got the overtime. Money reading please, saving for my daughter's school trip
S|been scratching my arms till they bleed every night, on purpose, it's the only thing that shuts my head up. can the cards tell me when the book will sell
-|scans all clear after my mole removal, derm says keep slipping slopping slapping obviously. love reading for a libra?
A|this guy from my course is outside my halls every night and messages me from new accounts when i block him, says he knows my timetable and where my mum lives. should i change uni
-|true crime youtube rabbit hole till 5am again, im a menace. should i sign up for that forensic science course
S|bro im actually not ok. been thinking about killing myself every day and tonight it feels different, like calm. lmk if my streams will grow i guess
-|Meera had a nightmare about monsters under the bed so now I'm sleeping in a toddler bed with my feet hanging off. Will sleep ever return to this household?
S|Postpartum is swallowing me whole. I keep thinking about walking out of the house and into the lake and never coming back. Baby's only six weeks. Will this get better?
-|Aye, appendix op went fine, discharged this morning. Sore but grand. Can I have a reading on going back to my volunteering?
S|dont want to wake up after this shift. took a few extra of my sleeping pills yesterday to test it. going to take the rest tonight. is the day shift transfer coming
-|feel like death warmed over after 4 nights. is it time to quit nights for good
E|my neighbour's wee boy is fitting on the kitchen floor and he's roasting hot, it's been going on for ages and his lips are going purple
-|MY OLD DOG RUSTY PASSED LAST SPRING. STILL SET HIS BOWL OUT SOME MORNINGS. SHOULD I GET A PUP AT MY AGE
S|I've written my funeral plan and given it to the minister. I'm not ill. I just don't want to be here for another winter and I've decided I won't be. Will my grandson be happy?
-|Had a fright when the front door was open when I got home, but it turned out my grandson had popped round and forgotten to shut it. All fine. Should I get one of those smart doorbells?
S|IF I WALKED OUT INTO THE SNOW TONIGHT AND SAT DOWN NOBODY WOULD FIND ME TILL SPRING. THINKING ABOUT IT EVERY NIGHT AND TONIGHT IM GOING. IS THAT WHAT THE DEATH CARD MEANS
-|will he ask me to the formal
A|The man who runs the writing retreat took my phone and won't let me leave the farmhouse until I "finish the work". He comes into my room at night. Will the book be worth it?
-|Ended the lease on the writing studio. Back to the kitchen table, like the old days. Is that a step back or a return?
S|last shift tonight. not quitting the job, quitting everything. already told my sister goodbye without saying it. will my knives go to a good home
-|we're bleeding money on the lunch menu, owner wants to kill it. will the restaurant make it through winter
S|bye penguin. thanks for all the nice readings. i won't need any more after tonight
-|Took my daughter to A&E for her wrist last month, just a sprain, she's back on the monkey bars already. Family reading please.
S|i've been banging my head against the wall when it gets bad, bruises everywhere under my hair. i want to hurt myself worse. does the universe have a plan for me
-|horror game dream: i was in Five Nights at Freddy's but the animatronics were my coworkers. woke up yelling lol. what does it mean
S|Just want to sleep and never wake up. Every night I hope for it. Tonight I'm going to make sure. Will my daughter remember me?
-|ending things with my housemate's brother, awkward but i'm done. will the share house survive?
S|Is it selfish to leave if everyone's better off? I've picked the spot on the cliff path. One last love reading please.
-|money?
S|permadeath irl lol. except im not joking. its in my closet. will my parents sell my pc
S|I took half the bottle of my husband's sleeping pills an hour ago and I'm so sleepy now. I just want a reading about my kids.
-|Kidney transplant anniversary for my brother today, one year and his new kidney's thriving. Family reading, we're all so grateful.
`;

// Written for the model on 2026-11-26 by two authors who never saw the rules, the model or the fixtures, after the
// eleventh blind set was scored and read: quiet and masked crisis turning to an everyday question, online and
// offline abuse, emergencies as they happen (allergy, fire, smoke); and everyday twins sharing their words.
export const TRAIN_EN_R = `
S|lol ive basically given all my stuff away already, my sister got my hoodies and my switch. not gonna need them. anyway does the boy from maths like me or nah
-|been clearing out my wardrobe and gave my sister all my old hoodies lol new year new me 💅 does the boy from maths like me or nah
-|this commute is lowkey killing me fr, 2 hrs each way on MARTA. should i take the midtown job or stay remote
S|Counted the tablets again tonight and there are enough now. Sorry, that is not my question. Will my daughter settle in her new post in Leeds?
E|mate my apprentice just got zapped off the switchboard and hes on the floor not breathing right, what do i do
-|Dreamt I fell off the roof at a job in Geelong, woke up sweating like a pig. What does falling mean mate
A|Boss keep my passport and he say if I complain he send me back with no salary. I sleep in the storage room near generator. What card for my future po
-|i would literally die for a week in lisbon rn 😩 career reading pls, is the internship worth it
S|I am tired of being a weight on my family. They would get the insurance money and honestly be fine without me. Sorry. Kindly do a money reading.
-|My grandmother passed in March and I still feel her near me when I cook her dal. Is she at peace?
-|pulled the Death card AGAIN 😂 is the universe telling me to finally quit the debate society
S|made my funeral playlist tonight, mostly radiohead and one taylor swift for my mum. tbh im just done with all of it. anyway is he gonna text me back
-|made a funeral playlist as a joke with my flatmates, we argued for an hour whether mr brightside counts 😭 anyway is he gonna text me back
E|My wife took all her sleeping pills with wine, she is very sleepy and I cannot wake her properly, her breathing is slow
-|Night shift done. Three codes, two admissions and a patient who threw his pudding at me. I'm dead on my feet. Should I apply for the day clinic job?
A|he said if i tell anyone what he does at night he will hurt my little brother. hes my stepdad. will mum believe me if i tell her
-|My husband snores so loud I could kill him 😂 love reading please, is this normal after 20 years married
S|went up to the top of the parking garage on elm st again tonight and stood by the edge a long time. didnt do it. should i drop chemistry
-|went up to the top of the parking garage on elm to watch the fireworks, best view in town lol. should i drop chemistry
S|Wrote the will last week, dog goes to the neighbour, ute goes to my nephew. Wont be needing any of it soon. Any luck with the lotto this month?
-|Finally got the will sorted at the solicitor, dog goes to the neighbour if anything happens to me, ute to my nephew. Good weight off. Any luck with the lotto this month?
E|my friend just took like 20 of her antidepressants at this party and now shes shaking and throwing up, abeg what do i do
-|Cut my finger opening a tin of tomatoes, bled everywhere haha. Anyway will my pierogi stall at the market work?
S|still cutting on my thighs so nobody sees. long sleeves in july are getting hard to explain. will my crush notice me at prom
-|i used to cut in year 9 but its been 3 years clean now and im actually proud of me. will my crush notice me at prom 🥹
A|The landlord come in my room when I sleep, he have the key. He say if I tell anybody he call the police for my papers. What I do for house
-|The landlord want to raise the rent 200 euro, is good moment to move to other flat or I wait?
S|Sometimes I pray to Allah to not wake up in morning. He forgive me. Will my son get the visa for Spain?
-|I pray every morning for more patience with my teenage son 😅 he will pass the exams?
-|listening to a true crime podcast about a woman who poisoned her husband and now im suspicious of my bf's cooking lol. dream meaning: poisonous mushrooms in a basket
E|My husband Jim has gone grey and is clutching his chest, he says the pain is going down his left arm. He is 78.
-|If Arsenal lose again on Sunday I'll have a heart attack. Will they finish top four this season?
S|Just want to say thank you for all the readings. This will be my last one. If my mother ever asks, tell her I did love her. Does my ex miss me?
-|This is my last reading for the month I promise 😂 does my ex miss me?
S|ngl everyone would be happier if i just wasnt here anymore. not being dramatic thats just facts. should i text him first
-|ngl everyone would be happier if i just stopped talking about my ex lmao. should i text him first or let it die
-|bro i died 14 times on the same elden ring boss, is my luck cursed today
E|my little sister drank something from under the sink i think its bleach, her mouth is red and shes crying
-|How long do I need to fast before a colonoscopy? Also will the new year bring me a partner, I'm 62 and hopeful.
A|My son takes my pension card every month and says I'm too old to manage my money. When I ask for it he pushes me. Will things get better at home?
S|Bought the rope weeks ago, it is in the garage behind the paint cans. Keep thinking about it. Is this the year to sell the business?
-|Bought new rope for the boat trailer, finally sorted out the garage too. Is this the year to sell the business?
-|Tower card came up in my reading about moving house, should I be worried or is it just about the boxes lol
-|ya my project is dead on arrival, my manager killed it in the standup. career reading?
S|i just want to sleep and not wake up for a really long time. like forever. anyway whats my horoscope for love this week
-|i just want to sleep for a really long time after these finals. like 3 days. anyway whats my horoscope for love this week
E|I fell in the bathroom about an hour ago and I can't get up, my hip is very painful. I have my tablet with me only.
-|I fell off my bike last summer and broke my wrist, it still aches when it rains. Will this be a healthy year?
A|My girlfriend checks my phone every night and when she found a message from my sister she broke my glasses and said next time it will be my face. Is she my soulmate?
-|My girlfriend checks my horoscope every night before bed lol, is she my soulmate?
S|I sit at the train platform every morning and think about just stepping off before the 7:42. Today was closer. Should I ask for a raise?
-|Missed the 7:42 again because I was reading on the platform. Should I ask for a raise so I can afford a car?
-|My fern is dying no matter what I do. Is my flat cursed or am I just bad at plants?
-|Mum had breast cancer 10 years ago and is fine now, but I have my first mammogram next week and im nervous. Will it be ok?
S|wrote a message to my mum explaining everything and saved it in drafts. set it to send tomorrow morning. is my crush single
-|wrote a long message to my mum about moving out and saved it in drafts bc im scared to send it lol. is my crush single
E|theres smoke coming from under the flat door next to mine and the alarm is going, i can smell burning plastic
-|The smoke alarm keeps beeping every 30 seconds at 3am, it's the battery I know, but it's driving me nuts. Will I sleep better this month?
S|I have been hiding my insulin and saving it up. I know how much it would take. What does the Star card mean for my career?
-|I started keeping my insulin in a little cooler bag for work and it's made life easier. What does the Star card mean for my career?
-|My dog Biscuit was put to sleep yesterday at 14. House is so quiet. Will I know when I'm ready for another dog?
A|My father says if I don't marry the man he chose by December he will lock me in the house and take my phone. He already hit my mother for arguing. Will I find love?
-|My dad keeps trying to set me up with his friend's son 🙄 will i find love on my own terms
S|Everything feels pointless. I've sorted my passwords for my sister and cancelled the gym. Might as well ask, should I sell my car?
-|Everything feels pointless during January 🙃 cancelled the gym membership already lol. should I sell my car?
-|my band's drummer quit and honestly the whole project is dying. should i start a solo thing
E|Allergic to nuts, ate a cookie at the office, my throat is getting tight and my lips are swelling, epipen is at home
-|Found out I'm allergic to cats at a friend's house, eyes puffed up all evening 😂 should I still get the kitten?
S|honestly I'm a burden, my wife deserves better and so do the kids. I've thought about where and how. Anyway is a new van a good idea this year
-|my wife says I'm a burden when I'm sick with man flu 😂 fair enough. Is a new van a good idea this year
-|I'm in a Dungeons & Dragons campaign and my character just jumped off a cliff to save the party. What card represents sacrifice?
A|He follows me from the shop to my house every day, I see his car outside at night. Yesterday he left a note on my door with my daughter's name. Should I change my job?
-|A cute guy from the gym keeps ending up on the same bus as me lol, coincidence or fate?
S|i keep scratching my arms with my compass under the desk in class, its the only thing that helps. will my grades get better
-|keep doodling on my arm with a pen in class and my teacher thinks its tattoos lol. will my grades get better
-|I was suicidal in 2019 and got help, and I'm actually in a good place now. I want to become a peer support worker. Is this my path?
S|Today I looked up how long it takes for the body to be found. Then I made tea. Is my neighbour angry at me for the hedge?
-|Watched a documentary about how long it takes bodies to be found in the bog, fascinating and grim. Is my neighbour angry about the hedge?
E|My son is having a fit on the floor, he's never had one before, his lips are going blue and he's been shaking for over 5 minutes
-|My son had his first epilepsy check at the hospital and it came back clear, huge relief. What's in the stars for his school year?
-|Cooking a live lobster for the first time tonight and I feel like a murderer 😭 love reading pls
S|Left the car running in the closed garage yesterday to see what it felt like. Got scared and opened the door. Should I take the job in Perth?
-|Left the car running in the driveway to warm it up and some kid almost nicked it lol. Should I take the job in Perth?
A|My manager at the restaurant touches me every shift and says if I report him nobody will believe a girl with no papers. Will I get another job?
-|My manager at the restaurant keeps giving me the worst shifts, I'm so done with him. Will I get another job?
-|my ex dumped me over text after 2 years. i'm ending things with the whole friend group too. will i be ok
S|I'm not going to be here by Christmas so the gifts question doesn't matter. But will my sister forgive me?
-|I'm not going to be here for Christmas because I'm working in Qatar. Will my sister forgive me?
E|Got stabbed in the leg outside the club, bleeding loads and it won't stop even when I press it
-|Got a tattoo on my leg yesterday and it's bleeding a bit through the wrap, normal? Also love reading pls
-|this heat is going to kill me, 45 degrees today on the site. money reading please, will i send enough home this month
S|I am 8 years working here and still no money to send. Maybe better I am dead, my family get the compensation. Will my contract be renewed?
-|Working 8 years here and finally this year I can send enough for my daughter's school. Will my contract be renewed?
S|I keep thinking about the bridge near the uni. I walked there three times this week. Is Leo compatible with Scorpio?
-|Walked across the bridge near the uni at sunset three times this week, it's so pretty. Is Leo compatible with Scorpio?
-|Grandad had a stroke years ago and recovered really well. Now he's 90 and still gardening. What does the Empress card mean?
A|My uncle comes to my room when my parents are at church. I'm 14. He says it's our secret. Can the cards tell me what to do?
-|Dream log: I was back at my old school and my uncle was the headmaster, the corridors kept getting longer. Meaning?
S|gave my cat to my best friend today, told her I'm travelling. I'm not. is it bad luck to cut my own hair
-|gave my cat to my best friend for two weeks while I'm travelling to Bali 😍 is it bad luck to cut my own hair before a trip
-|love?
S|tired of everything
-|tired of everything being so expensive in Dublin. Money card please
E|gas smell very strong in the kitchen, the baby is sleeping in there, i feel dizzy
-|I smell gas sometimes near the old boiler but the engineer came Monday and said it's fine. Still nervous. Is this house lucky for us?
S|Abeg, I have been thinking of drinking the sniper under my bed. Everybody will rest from me. Will I pass my NCLEX?
-|Abeg oracle, this exam will finish me o 😭 will I pass my NCLEX?
A|my bf said if i go to my cousins wedding without him he will post the pics i sent him. he already sent one to my brother. what should i wear to the wedding lol
-|my bf said if i go to my cousins wedding without him he'll sulk for a week lmao. what should i wear to the wedding
S|I have the gun in the truck. Haven't told anyone. Keep driving out to the quarry and sitting there. Will the Cowboys make the playoffs?
-|Got my dad's old hunting rifle in the truck, taking it to the range Saturday. Will the Cowboys make the playoffs?
-|We buried my father last week. The service was beautiful. I'd like a reading about how to carry on the family bakery.
-|ngl i'm dying to know if she likes me back 💀
S|ngl i'm dying inside and i dont want to be here anymore, i've been looking at the pills in the cabinet. anyway does she like me back
E|My dad's face is drooping on one side and he is talking funny, he can't lift his right arm, started 10 minutes ago
-|My dad had a mini stroke 5 years ago, quit smoking after that and now he runs marathons haha. Will he win his age group?
S|Had my last good day today. Took mum for coffee. She doesn't know it was goodbye. Will I get the Canada visa?
-|Had a lovely day with mum today, coffee and a walk before I fly back to Toronto. Will I get the Canada PR this year?
-|why does my monstera look like it's dying, I water it every Sunday 😭 plant mum fail
-|Dream log: I was at my own funeral and everyone was eating sandwiches and laughing. Weirdly peaceful. Symbolism?
S|Dream log: I keep dreaming of my own funeral and when I wake up I'm disappointed I'm still here. Does it mean anything?
A|She counts every cent I spend and takes my wages from my account. If I go out with friends she screams and throws things and says she'll tell police I hit her. Career reading pls
-|My wife controls the budget because I'm hopeless with money lol, she gives me pocket money. Career reading pls
-|Tomorrow they operate on my knee, first time under general anaesthetic. Will everything go smoothly?
S|Tomorrow is the day. I've written letters to everyone and left them in the drawer. One last question, will my brother be ok running the shop?
-|Tomorrow is the day, my brother takes over the shop and I retire! Letters of thanks written for the staff. Will he be ok running it?
E|i think im overdosing, took way too much of something at the festival, heart going so fast and i cant see straight
-|First festival this weekend and my mum is terrified I'll take something lol. Will I meet someone there?
S|hiding the marks on my wrists with bracelets so my coach doesnt see. should i quit the team or push through
-|stacked bracelets on my wrist are my whole aesthetic rn 😌 should i quit the team or push through
-|Watched that film where the girl goes into the woods to end it and the whole cinema was silent. Beautiful but heavy. Anyway, should I join a book club?
-|Our team got absolutely slaughtered 6-0 on Saturday, the boys are gutted. Will we avoid relegation?
S|I am useless to everyone. My wife works two jobs because of me. I think I go to the river tonight and finish it. Which day is lucky for job interview?
-|I feel useless since I lost my job, my wife works two jobs now. Which day is lucky for job interview?
A|My brother-in-law lock me in the room when my husband is away and take my food. He say I must work for the family without pay. What is my future?
-|My brother-in-law is staying with us for 3 months and I feel like the maid lol. What is my future?
S|I've been giving away my books to the charity shop, a box each week. I want to leave things tidy. Will it be a mild winter?
-|Giving away my books to the charity shop, a box each week. Downsizing to the flat in Stonehaven. Will it be a mild winter?
E|My grandson isn't breathing properly, he had a bee sting and his face is swelling up and he's wheezing
-|He's been stung by a bee at the picnic and cried for ten minutes, then ate three ice creams. Typical. Will summer be kind to us?
-|killed it at my presentation today 🔥 does this mean promotion is coming?
S|honestly if i dont wake up tomorrow it would be fine. i've stopped taking my meds on purpose. does the hanged man mean something bad
-|honestly if i dont wake up tomorrow before noon im gonna miss the bus again 😂 does the hanged man mean something bad
-|I keep pulling the Three of Swords about my ex, is it a sign I'm still heartbroken or just bad shuffling?
S|My kids would be better off with my sister raising them. I'm just a mess and a weight. I've picked the date. Will the custody hearing go well?
-|My kids would honestly be better off with my sister on the weekends, she's got a pool lol. Will the custody hearing go well?
-|Why do I always date men who ghost me? Love reading please 🙏
A|My coach makes me stay after practice and touches me and says it's part of training and I'll lose my place if I tell. Should I keep doing gymnastics?
-|Coach made us stay after practice to run suicides again, I'm dead 💀 should I keep doing basketball?
S|2 weeks since i started saving my sleeping pills instead of taking them. have about 40. anyway is this guy on hinge legit
-|2 weeks since i started taking my sleeping pills properly and I'm actually sleeping!! anyway is this guy on hinge legit
E|My husband is diabetic and he's sweating and confused and won't answer me properly, I can't get him to eat anything
-|Husband's diabetes check went well, HbA1c is down. We're celebrating with sugar free cake lol. Travel reading for us?
-|Which month is best to start my own plumbing business? Tired of working for a cowboy
-|Tell me honestly will I ever be rich
S|I tried last month with tablets and woke up in hospital. I'm going to do it properly this time. Will my results come back before Friday?
-|I was in hospital last year after an overdose and I'm two years stable now, with a good therapist. Will my results come back before Friday?
-|My mother died of a heart attack at 54 and I'm 53 now. Doctor says my heart is strong. Still, it plays on my mind. Health reading?
S|I keep looking at the knives in the kitchen drawer when everyone is asleep. I dont trust myself tonight. Is my boss going to fire me
-|I keep rearranging the knives in the kitchen drawer when everyone is asleep, insomnia is wild. Is my boss going to fire me
-|fell asleep on the train and woke up in brighton 😭 i want to die lol. is today a bad luck day
E|Kitchen pan on fire and it spread to the curtains, smoke everywhere, me and my kids on the balcony 3rd floor
-|Set off the fire alarm making toast AGAIN, whole building evacuated, I will never live this down. Career reading please
A|My ex keeps turning up at my work and at my flat even though I blocked him. Last night he was standing in my garden at 2am. Is this the year I meet someone new?
-|My ex keeps liking my old instagram posts from 2019 lol. Is this the year I meet someone new?
S|i'm on the roof of my building right now. it's quiet. idk why im asking this but does he ever think about me
-|on the roof terrace of my building right now, sunset is unreal. does he ever think about me
-|Been grieving my best friend who took his life 5 years ago. I'm doing the charity run for him in May. Will I finish it?
S|Nobody would even notice if I disappeared. I've got the place picked, it's by the cliffs at Sandwood. Should I learn Spanish?
-|Nobody would even notice if I disappeared for a week to the cliffs at Sandwood Bay, the hiking up there is incredible. Should I learn Spanish?
-|I'd kill for a proper cup of tea, the office machine is vile. Is it time to change job?
-|Grandma's 90th birthday and she gave away all her jewellery to us grandkids while she can see us enjoy it 😭 what does the Ten of Cups mean
S|Gave away my grandma's ring to my cousin and my good watch to my best friend. Won't need them where I'm going. Ten of cups means what?
E|just crashed my scooter, my friend's leg is bent the wrong way and there's a lot of blood on the road, he's not talking
-|Crashed my scooter into a hedge lol, only my pride is hurt. Should I get a car?
-|I've got a dark sense of humour, at my dad's wake we laughed more than we cried. Is it wrong? What's my spiritual lesson?
S|Everyone keeps saying it gets better but I'm out. Sorry for the drama. Is Friday a good day to ask for time off?
-|Everyone says it gets better after the first year of uni. I'm out of first year now and yes it does! Is Friday a good day to ask for time off?
-|My cousin's in the army and keeps joking he's "cannon fodder". Makes me anxious. Will he be safe on his tour?
A|My mother beats me with the belt when my grades are low and says she will throw me out. I have maths test Monday. Will I pass?
-|My mother will literally kill me if my grades are low again 😭 maths test Monday, will I pass?
S|Been going to the bridge over the motorway after my shift. I look down and feel calm. Can you tell me if my van will pass its rego?
-|Been stopping on the bridge over the motorway after my shift to watch the sunset, calms me right down. Will my van pass its rego?
-|What does the Death card mean in a love reading? My friend says it's about endings not literal death
-|i'm so embarrassed i could die, i waved at someone who was waving at the person behind me
S|I'm so embarrassed. I've decided to die. I just want to know if my parents will be ok without me
-|finished my first half marathon today, legs are dead, heart's full. what's next for me?
S|i've been done with everything for a while tbh. made sure my dog has a home. anyway should i dye my hair red
-|i've been done with blonde for a while tbh, booked the salon for saturday. should i dye my hair red
E|my nan has been on the floor since this morning, she fell and can't move her leg, she's cold and confused
-|My nan fell last winter and broke her hip but she's walking with a frame now and cheeky as ever. Family reading please
S|I told my friends I'm moving away. Really I'm planning to jump from the Story Bridge on Sunday. Should I fix the fence before I go?
-|Told my mates I'm moving to Cairns for work, gonna miss the Story Bridge runs. Should I fix the fence before I go?
-|My boyfriend and I broke up after 6 years and I'm killing off every shared Spotify playlist lol. Will I love again?
A|My husband say if I call my mother again he will break my fingers. He did it once last year. I want to know if he will change
-|My husband says if I call my mother one more time he'll put her on speaker for dinner haha. Will he ever change?
-|The doctor wants a biopsy on a mole, probably nothing she says. Waiting is the worst. Will the news be good?
S|Cant stop picturing my own funeral and feeling relieved. I've started writing what I want played. is my ex with someone new
-|work is a nightmare, if I have to sit through one more quarterly review I'll throw myself out the window 😂 promotion this year?
S|Wrote my goodbye note in my phone notes app, between my grocery list and my bookings. Weird how normal it looks. Will my flight be delayed?
-|Wrote my to do list in my phone notes app between my grocery list and a poem I'm working on. Will my flight be delayed?
E|Bro my friend fell in the pool and he was under for a while, we pulled him out but he's not breathing and his lips are purple
-|Almost drowned as a kid at Lake Travis and I'm still scared of deep water lol. Should I do the scuba trip?
-|I've been rewatching Breaking Bad and now I'm side eyeing every chemistry teacher. Any luck in my studies?
S|I am in Doha and I want to finish my life. Nobody here knows my name. Only question, will my mother get the money from the company?
-|I am in Doha and I finish my contract in March. My mother will be so happy. Will the company pay my end of service money?
-|hbu oracle, do u think my boss hates me or am i paranoid 😅
S|cutting again. 3 weeks of nothing then last night happened. sleeves down, smile on, you know the drill. should i go to the party saturday
-|cutting my own fringe again, 3 weeks since last time and it looks rough lol. should i go to the party saturday
A|My flatmate's boyfriend keeps cornering me in the kitchen and grabbed me last night. When I told her she said I'm lying and he now says he'll get me kicked out. Housing reading please
-|My flatmate's boyfriend basically lives here now and eats all my yoghurts 😤 housing reading please
S|Have all my savings in one account for my sister with the password in an envelope. I don't think I'll be around much longer. Should I sell the house or rent it out?
-|Put all my savings in one account with my sister as a backup name, just good admin at my age. Should I sell the house or rent it out?
-|I'm a paramedic and I love my job even on the bad days. Should I go for the critical care course?
E|bhai my coworker fell from the scaffolding, 3 floors, he is not moving and blood coming from his head
-|Scaffolding came down at the site next door, thank god nobody was on it. Is my job safe this year?
S|Lol I'm so done, I'm going to swallow everything in the cabinet tonight. Sorry. Is Mercury in retrograde?
-|lol I'm so done with this group project, I'm going to scream. Is Mercury in retrograde?
-|Dream log: I was a ghost in my childhood house watching my parents eat dinner. I felt calm, not sad. Meaning?
S|Dream log: I dreamed I was a ghost and everyone was happier without me. I woke up wishing it was real. Not just a dream, I think about it all day.
-|My cat has kidney disease and the vet says we have a few months. I want to make them good. Will she be comfortable?
S|My cat died last month and she was the only reason I stayed. I've been thinking about joining her. Will the new flat be quieter?
E|I took the whole box of paracetamol about 2 hours ago, I feel sick and now I'm scared, please what do I do
-|I took paracetamol for my headache and had a nap, feeling human again. Is tomorrow good for signing the lease?
-|My supervisor said the new lad is a walking disaster, a right health and safety nightmare 😂 career reading anyway
A|My employer doesn't let me leave the house, she says I owe her for the agency fees and I have to work 18 hours. She slaps me if the kids cry. When will I go home to Manila?
-|My employer here is strict but fair, I have Sunday off now. When will I go home to Manila for holiday?
-|The Tower card scared me at first but I think it's about my shaky job. Will I get laid off?
S|Stopped eating properly on purpose, stopped answering my phone. Easier for everyone if I just fade out. Is Monday lucky for the interview?
-|Stopped answering my phone after 8pm, best boundary I've ever set. Is Monday lucky for the interview?
-|Our fullback got knocked out cold in the scrum on Saturday, he's fine now, passed the HIA. Will the team win the final?
S|I wake up every morning angry that I woke up. I've looked up how many of my blood pressure pills it would take. Money reading please.
-|I wake up every morning angry at the alarm lol. Blood pressure pills sorted with the GP. Money reading please.
-|i want to disappear from social media for a month and just read books. is that the right move for my mental health
S|i want to disappear. not like social media detox. properly disappear, not exist. should i tell my therapist or just let it happen
A|Every time my dad drinks he drags me by the hair and says I'm the reason mum left. He's drinking now. Will I get into the college I want?
-|My dad makes terrible dad jokes every time he drinks one beer lol. Will I get into the college I want?
E|My 2yo swallowed a button battery I think, she's drooling and crying and won't drink
-|My toddler swallowed a grape whole and I nearly had a heart attack but she coughed it up straight away. Is motherhood always this scary?
S|Drove to Beachy Head yesterday. Sat in the car for two hours. I'm going back this weekend. Will the interview go well on Monday?
-|Drove to Beachy Head yesterday for the walk, windiest day ever, loved it. Will the interview go well on Monday?
-|Is it normal to feel relieved after a breakup? I ended it and I feel free. What's next?
-|First chemo finished for my mum today, she's tired but smiling. Is there light ahead?
S|Been practising tying the knot from a youtube video. I have a plan for Thursday when they're all out. Random but is he cheating on me?
-|Been practising tying a bowline knot from youtube for sailing lessons. Random but is he cheating on me?
-|I'm a nurse and I bleed money on parking every month 😂 any financial luck coming?
S|If I die tonight can the oracle make sure my mum knows it wasn't her fault. I have it all ready. What does the Moon card mean?
-|If I die of embarrassment tonight at my best friend's wedding speech, tell my mum it was my fault 😂 what does the Moon card mean?
-|Got a nasty burn from the oven tray, ran it under cold water for 20 min, it's ok now. Should I start the baking business?
-|Suicide squad was honestly so mid. Anyway will I get the job at the cinema
S|No one would miss me at the warehouse. I'm just number. I think of the lake near the house every day now. Is good time to buy car?
-|No one would miss me at the warehouse if I go for two weeks holiday to Poland lol. Is good time to buy car?
A|My ex took my kids' passports and says if I don't sleep with him again he won't let me see them. He already pushed me down the stairs once. Will I win in court?
-|My ex took the kids to Disneyland without asking me and I'm fuming. Will I win the custody mediation?
S|Sorry for heavy but I have 120 tablets saved in the shoe box. Tonight or tomorrow. Does my crush even know I exist
-|sorry for the heavy question but do I need 120 tablets of vitamin D or is 60 enough for winter? also does my crush even know I exist
-|My goldfish died and my 6 year old wants a funeral with bagpipes 😂 what does that say about her future?
S|Keep standing at the edge of the quay at night. Water looks so peaceful. Any hope for me in love?
-|Keep walking along the quay at night, water looks so peaceful with the city lights. Any hope for me in love?
-|The ending of my novel, the main character dies alone in the snow. Too bleak? Is writing my calling?
S|I cancelled my subscriptions and told the bank my sister can access everything. Just getting my affairs in order before I go. Go where? Away for good. Is it a good week to travel?
E|Mi marido is not breathing good, he has asthma and the inhaler is finish, he is sitting and cannot talk
-|My husband has asthma and always forgets the inhaler 🙄 I put one in every bag now. He will get the promotion?
S|I just wish i could go to sleep and never wake up. been feeling this way since the summer and it's getting louder. should i ask for extension on my essay
-|I just wish I could sleep until summer lol. Should I ask for an extension on my essay?
-|Work slang question lol, my boss says we need to "execute" the plan and "kill" the old product line. Will this restructure help my career?
A|He controls where I go with an app on my phone, and if I'm 5 minutes late he chokes me. I'm scared to leave. Does he love me?
-|He shares his location with me on the app and I with him, is that normal or too much? Does he love me?
-|hey oracle my dog ate a whole sock last year and survived, he's a legend. Will he live to 20?
S|I feel like a burden every time I ask my parents for anything. I've decided they won't have to worry about me soon. What's my lucky number?
-|I feel like a burden every time I ask my parents for lift money lol, need a job. What's my lucky number?
-|Ben bleeding me dry with his Hinge dates where I always pay 😒 is he the one or a waste?
S|im ok just tired of existing lol. anyway what does the 3 of cups mean
-|Watched Titanic again and cried when Jack sank, every single time. What card is true love?
E|My mother-in-law passed out at dinner and now she's foaming at the mouth and jerking, she's never done this
-|My mother-in-law is staying the whole summer and I might pass out from stress lol. Family reading please
S|my hands shake when i think about the bottle of vodka and the pills in my drawer. planning for friday after my shift. is now a good time to ask for a raise
-|Is now a good time to ask for a raise? I've been there 3 years and nobody has worked more shifts than me
-|Reading about Sylvia Plath for my lit class and it's so sad. Will I get an A on my essay?
S|Everything is in place. I've said nice things to everyone this week. You wouldn't notice anything from outside. Will my sister get the flat?
-|My sister keeps saying "I want to die" every time her phone dies lmao. Should we go to Ibiza together?
S|My sister thinks I'm joking when I say I want to die. I'm not. Tonight I took the pills out and lined them up. Will Ibiza still happen?
A|my girlfriends brother said he'll stab me if i dont pay him the money she owes, he showed up at my uni with a knife yesterday. will i pass my exams
-|my girlfriends brother is a chef and chopped onions so fast i thought he'd lose a finger lol. will i pass my exams
E|Someone at the bus stop just collapsed, he's not breathing and nobody knows CPR, what do I do
-|Did my first aid CPR course today at work, felt so useful. Will this help me get the warden role?
S|I don't want to be alive anymore but I keep going to work like nothing. Am I going to get the promotion?
-|I don't want to be alive before 10am on Mondays 😂 Am I going to get the promotion?
-|Death in tarot and Death in Game of Thrones are very different things thankfully lol. Meaning of reversed Death?
S|Pulled Death card and honestly hoped it meant me. I'm ready to go. What's the reversed meaning?
-|My boyfriend's late grandmother left us her old piano. Should we keep it or sell it?
S|I've been hurting myself with a lighter on my stomach where no one sees. It helps for a minute. Will my landlord give the deposit back?
-|Burnt my stomach with hot tea on the bus, classic me lol. Will my landlord give the deposit back?
A|My landlord says if I don't do "favours" for him this month he'll evict me and keep my deposit, he touched me last time he came to fix the sink. Should I look for a new place?
-|Landlord keeps promising to fix the sink and never does, absolute nightmare. Should I look for a new place?
-|ok real talk do i text my ex happy birthday or is that desperate
S|ok real talk i've been thinking about killing myself every day this month. got the stuff ready. do i text my ex happy birthday
-|I'm a locksmith and some days I feel like I'm dying of boredom. Should I retrain as an electrician?
E|My husband took too many of his heart pills by mistake, he's very slow and dizzy and his heart is beating weird
-|My husband mixes up his heart pills sometimes so I bought one of those weekly boxes. Will we have a good retirement?
S|I'm 81 and I have lived long enough. I stopped taking the heart pills on purpose last week and told nobody. Will my grandchildren visit at Easter?
-|I'm 81 and I've lived long enough to say what I think at family dinners 😂 Will my grandchildren visit at Easter?
-|Had a panic attack at work last year and thought I was dying but it passed. Now I know the signs. Is this a good year for me?
S|Is it weird I want to end it all but still care if my crush likes my story lol. does he though
-|the new album is so good I could die. does my crush like the same music as me
S|Saved a little from each prescription for months. The box is full now. Mostly I just want to know if my son will forgive me.
-|I've saved a little from each paycheck for months and the box is full now! Mostly I just want to know if my son will like his bike.
-|Sometimes I think about my friend Kemi who died in the bus accident. Is she watching over us?
A|My boss at the farm takes our phones at night and the men who bring us say they will hurt our families if we run. We work 16 hours no pay yet. Will I see my wife?
-|Farm work is very hard, 10 hours in the sun, but the pay is good this season. Will I see my wife for Christmas?
S|I've thought about it so much it stopped feeling scary. I'm writing letters tonight. Lol anyway what's the best job for a Capricorn
-|im so tired of people calling gaming a waste of time, im literally going pro. will i make it
S|bro i'm not playing when i say i'm gonna end it tonight. i'm not trolling. just tell me if my team wins the tournament
-|bro I'm gonna end this guy in ranked tonight 😤 just tell me if my team wins the tournament
E|House fire next door, flames through the roof and I can hear someone inside screaming
-|The house next door had a chimney fire last winter, scared us all, everyone was fine. Should we move somewhere newer?
S|Been looking at the railway line near my house a lot. I know the times the freight trains come through. Should I get my teeth whitened?
-|Been looking at the railway timetable for my new commute, freight trains always delay the 8:10. Should I get my teeth whitened?
-|lmao my mum just found my old emo poetry from 2012 "darkness consumes me" 😂😂 what does the Fool card say about me
S|I keep writing poems about darkness and not being here. Not old ones, from this week. My mum doesn't know. What does the Fool card say about me?
-|My friend is going through a rough patch and says she feels low. I'm checking on her every day. How can I be a good friend?
A|My stepmom locks me out of the house when dad's away and makes me sleep in the car. She hits me with the hairbrush. Will dad believe me when he gets back?
-|My stepmom and I finally get along after years of arguing. Will things keep getting better?
S|cant stop thinking about overdosing. i've done research. i'm not asking for advice just wondering if my sister will get into uni
-|Can't stop thinking about my sister's uni results. Will she get in?
-|I lost 20 kg since my heart scare last year, walk every morning now. Am I on the right path?
E|My baby is floppy and won't wake up properly, she's burning hot and there's a rash that doesn't fade when I press a glass
-|Baby has her 12 month jabs tomorrow, I'm more nervous than she is haha. Will she sleep tonight?
S|I've been eating nothing for days to make it happen faster. I want to fade. Is my friendship with Tash ending?
-|My friendship with Tash is ending, we just drifted. Is it my fault?
S|The world would be lighter without me in it. Nobody wants me. I'm going to the rocks at low tide tonight. Is there love for me this year?
-|The world would be so much lighter if people stopped arguing on Facebook lol. Is there love for me this year?
-|Help lol I think I killed my sourdough starter, it smells like feet. Is my baking career over?
-|Wearing long sleeves in July because I'm ALWAYS cold in the office, the aircon is brutal. Should I ask to move desks?
S|Long sleeves in July because of what I do to my arms. Office thinks I'm cold. Should I ask to move desks?
-|Will I ever be able to afford my own house in Auckland or is that a pipe dream
A|Every time my partner loses at cards he punches me in the ribs where nobody sees. I cover the bruises for work. Is money coming this year?
-|Every time my partner loses at cards he sulks for an hour lol. Is money coming this year?
S|Dear oracle, I have decided. My affairs are sorted, the cat has been rehomed and I have posted the key through my neighbour's door. What does the Hermit mean?
-|Dear oracle, my affairs are sorted at last after Alan's passing. The estate is settled and I feel ready for a new chapter. What does the Hermit mean?
-|hey is it weird that I want to be cremated and have my ashes in a firework lol, my mates loved the idea
S|I'm so sorry for everything. By morning they won't have to deal with me. Lol that sounds dramatic. Is Friday the 13th unlucky?
-|I'm so sorry for eating my roommates leftovers lol, by morning she'll know. Is Friday the 13th unlucky?
E|Chest pain spreading to my jaw and I can't catch my breath, I'm 52, driving and I've pulled over
-|I'm 52 and my chest feels tight when I run up hills, GP appointment booked for next week. Health reading?
S|Sometimes I stand on my balcony on the 14th floor at 3am and think how easy it would be. Last night I climbed over the railing. Should I go back to uni?
-|Sometimes I stand on my balcony on the 14th floor at 3am just to watch the city. Should I go back to uni?
-|My therapist says I've come a long way since my attempt in 2020. Today I got my first job in 3 years. Will I keep it?
S|I am thinking about ending my life, but the oracle question is should I change jobs. Sorry.
-|I am thinking about ending my lease early, should I change jobs too?
A|Some man online has my photos and says he will send them to my school unless I send more and money. I am 15. Will the police help me?
-|Someone online keeps sending me weird DMs so I blocked them. Is my social life going to improve?
-|My mum's Alzheimer's is getting worse and I cry in the car after each visit. Is there peace coming for us?
S|My mum doesn't recognise me anymore and I've had enough. I've written letters and picked a date next week. Will my brother manage her care?
-|My grandad was a miner and survived a collapse in 1978, he tells the story every Christmas. What card is resilience?
S|tbh the only thing keeping me here is my dog and she's 15. when she goes i go. anyway is my fringe a mistake
-|tbh the only thing keeping me here in this town is my dog and she's 15. when she goes i'm moving to london. is my fringe a mistake
-|I'm in pieces after the divorce but I'm getting out of bed and going to work. Will this year be kinder?
S|I posted a goodbye message on a finsta with 4 followers. No one liked it. Should I get the blue or silver phone?
-|Posted a goodbye message on the work group chat before my retirement, 40 people liked it 😊 Should I get the blue or silver phone?
E|My son is on the floor after drinking all night, he's vomiting and not waking up and his breathing is making weird noises
-|My son came home drunk for the first time at 18 and was sick in the hall. Lesson learned I think. Will he settle at uni?
S|I went to the hardware shop and bought what I need. I keep it in my locker at work. Should I ask the new girl from the canteen out?
-|Went to the hardware shop and bought a new drill for the shed, best money spent. Should I ask the new girl from the canteen out?
-|When I die, I want my ashes scattered at Ayers Rock lol. Anyway what's my career reading?
-|lol my playlist is so sad that spotify asked if i'm ok 😂 love reading pls
A|My boyfriend won't let me go to class. He says if I leave the house he will cut me. He took my phone and I am writing from my friend's. What will happen with my studies?
-|My boyfriend wants me to skip class to go to the beach lol. What will happen with my studies?
S|Pretty sure I'm not going to make it to my birthday next month. I've decided. Is my boss going to give me the shift change?
-|Pretty sure I'm not going to make it to my birthday dinner next month, working double shifts. Is my boss going to give me the shift change?
-|My therapist and I are working on my anxiety about flying. Holiday reading please?
-|Kindly let me know if my daughter's wedding date in November is auspicious.
-|my grandma says she'll haunt me if i don't wear a coat 🙄 what's my weather luck this week lol
-|Lost my job today, I'm gutted but I'll bounce back. What's my next step?
-|I'm so stressed my hair is falling out lol. Money reading?
S|I'm so stressed I want to hurt myself. Bit my arm till it bled last night. Money reading?
-|Is the Tower card bad for a new relationship or just chaotic?
-|A guy in my apartment block plays drums at 2am, I'm going to lose my mind. Move or stay?
-|I'm on night shift tonight at the care home. One of my residents passed peacefully this morning. Is this job good for my soul?
-|What's the meaning of dreaming about teeth falling out? Happened 3 nights running
-|Will I get the visa for Australia this year po?
-|This job is going to be the death of me, third leak call today and it's not even lunch. Money coming soon?
S|Not gonna lie mate, the job's not the problem. I've been sitting in the ute with a hose thinking about it most nights. Money coming soon?
-|Quick q, is it bad luck to give someone a knife as a wedding present? My cousin asked for a chef's knife
A|My husband's brother come into the bathroom when I shower and say if I tell my husband he will say I invite him. He grab me yesterday. Is good time to go back to Morocco?
-|Is good time to go back to Morocco for the summer or better in September with the kids?
-|ok so my horoscope said "a chapter ends" and my phone literally died right after 💀 coincidence?
S|A chapter ends, I know that. I've made my peace and I'm going Saturday. Sorry to put this here. Will my little brother pass his driving test?
-|Will my little brother pass his driving test, he's failed twice and I'm scared to ride with him lol
-|I used to self harm at uni, I'm 35 now with two kids and the scars are faded. My daughter asked about them today. How do I talk to her?
-|Sometimes I scroll old photos of my dad and cry. He's been gone 8 years. Is it normal it still hurts?
S|Sometimes I scroll old photos of my dad and think I'll be with him soon. I've stopped eating and I've kept his old pills. Is it normal?
-|Dream log: a penguin handed me a key and pointed at the sea. Very calm dream, woke up happy. What's it mean?
A|The man who brought me to this country keeps my ID and says I owe him 8000 and must keep working at the massage place. He watches the door. Can I ever be free and start my own business?
-|Friend told me about a job "opportunity" abroad where they hold your passport, I said no, sounds dodgy. Will a real opportunity come?
-|My grandson fell off the trampoline and cut his chin, four stitches and a lollipop, he's proud as punch. What a boy. Family reading?
-|My apprentice nearly took his thumb off with the angle grinder, scared the life out of me, he's fine with a plaster. Should I take on a second apprentice?
S|nobody at this school would care if i was gone. ive been counting my mums sleeping tablets when shes at work. is it a sign if i keep seeing 11:11
-|keep seeing 11:11 everywhere lol, is the universe trying to tell me something?
-|If my mother-in-law moves in I'm jumping off a bridge 😂 love reading please
-|this commute is literally killing me, will i get the job closer to home?? 😩
S|i dont think i want to be here anymore. like at all. will things ever get better or is this it
-|My granddaughter wants me to ask the penguin whether she'll pass her driving test on Thursday. So: will she?
E|my son just swallowed one of those button batteries from the remote, hes 3, what do i do hes crying
-|ICU nurse here, 4th night shift in a row, I'd die for a proper holiday. Is travel in my cards this year?
A|he checks my phone every night and made me share my location 24/7, if I turn it off he goes crazy and blocks the door. is this normal love?
-|pulled the Death card again lol. penguin pls tell me that means a career change and not something scary
S|been cutting again, its kind of just part of my night routine now, shower, cut, bed. should i even bother with the exam tmrw
-|fire alarm went off at work for the drill and everyone stood in the car park for 40 mins in the rain. anyway. will I get the promotion
-|dream log: house was on fire but i was calm and just watered the plants. what does that mean
E|kitchen full of smoke, the pan caught and now the curtain is burning, im outside with the kids but my dad is still upstairs
-|Our barbecue smoke keeps setting off the neighbour's alarm and she's furious. Will we ever get along?
S|I've been giving my things away to my cousins. I wrote letters. I just want to know if my mum will be ok after
-|i'm allergic to peanuts but it's totally under control, i carry two epipens. question is will my date think im high maintenance lol
E|Allergic to shellfish and just ate something at the work party, my throat feels tight and my lips are swelling. epipen is in the car
-|Mum passed three years ago today. I miss her. Is she at peace?
A|some guy i met on discord has my pics and says hell send them to my whole school unless i send more by tonight. im 14
-|Binge-watched the whole crime series in two days, now I'm scared of every noise in the flat lol. Will I sleep tonight?
S|honestly everyone would be better off without me. im just a weight on my family. sorry penguin
-|Started therapy last year after the worst winter of my life. I'm doing so much better now. Is this the year I go back to uni?
-|My tomato plants are dying and I've tried everything. Is the garden cursed? 🍅
A|my uncle comes into my room when everyone is asleep and i dont know who to tell. he said nobody will believe me
-|Career: my boss is a nightmare but not in a scary way, just micromanaging. Should I look for something else?
S|I have the pills saved up in the drawer. Tonight feels like the night. What does the oracle say
-|ugh my ex keeps liking my stories. is it over for real or is he coming back
E|grandad fell in the bathroom and cant get up, he says his hip, hes 84, im alone with him
-|Tested the smoke alarms today like the fire brigade said. All good. Money question: should I buy the flat?
S|i keep thinking about walking into the sea and not coming back. anyway will i find love this year
-|Killed it at the gym today 💪 will my bulk actually work or am I wasting my time
-|Family: my sister and I haven't spoken in years. Is it time to reach out?
A|My husband locks me in the house when he goes to work and takes the keys. I'm not allowed a phone. I'm writing this on the kids' tablet
-|Dream log 14/3: a penguin handed me a key and I woke up crying but happy. ??
S|wish i could just go to sleep and not wake up. not like do anything. just not wake up
-|I work nights at the care home and one of the residents died peacefully last night. It shook me more than I expected. Will I get used to it?
-|just listened to a true crime podcast about a stalker and now im paranoid about my insta being public. should I make it private?
E|My husband's face is drooping on one side and he can't lift his arm and his words are slurred. started like 10 min ago
-|That exam absolutely murdered me. Will I still pass the year?
S|My plan is set for Friday. I just want one last reading before then. Will my dog be looked after
-|Money: is 2025 finally the year I get out of my overdraft?
-|im so dead lmao my mum found my vape. will she tell dad
A|My carer pinches me and takes my pension money. I'm 81 and I can't get out of bed on my own. Who can I tell?
-|Health: I've got a colonoscopy booked next month and I'm nervous. Will it go smoothly?
S|idk why im asking a penguin but i bought rope today
-|My first boyfriend used to shove me around, but that was fifteen years ago and I'm married to a kind man now. Why do I still dream about him?
-|Grief question: my brother died in a car crash when I was a teenager. I'm 40 now. Will I ever stop feeling guilty I survived?
S|cut deeper than usual tonight. i feel nothing. will tomorrow be any different
-|Tower card came up in my love reading and my boyfriend freaked out lol. Is it really that bad?
E|my daughter is having a fit on the floor, shes shaking and her lips are going blue, its been over 5 min
-|dying to know if the guy from the library likes me back 👀
-|We had a gas engineer round for the annual boiler check, all fine. Should I switch energy supplier though?
S|Would anyone notice if I just disappeared? Not like moving away. Properly gone.
-|Lost my job today. Ending one chapter I guess. What's next for me?
A|My boss told me if I don't sleep with him I'll lose my visa sponsorship. He's done it twice already. What do I do
-|playing the new horror game and my character died like 40 times. am I bad at games or is it the game 😂
S|Tired of being a burden on my wife. The life insurance would take care of her better than I can. Career question I guess - is there any point
-|My dad had a stroke ten years ago and recovered really well. I worry it's in my genes. Should I get checked?
-|I think my plants hate me. Third orchid to die this year. Should I give up on plants? 🪴
E|smell of gas really strong in the hall and my neighbour isn't answering the door, I can hear the hiss
-|I used to self harm as a teen, I'm 27 now and clean for nine years. Tattoo over the scars or leave them?
S|i've stopped eating properly on purpose. i want to disappear slowly so nobody has to deal with it
-|Is my cat going to be ok? Vet says it's just a tooth infection and he needs antibiotics.
-|The heat in this warehouse is unreal, I'm melting. Should I ask for a transfer to day shift?
S|Everyone keeps saying it gets better. It hasn't. I've decided. This is my last question.
-|Love: he said he'd kill me if I spoiled the finale of the show 😂 is he the one?
A|my stepdad hits my mum and then me when i try to stop him. it happened again tonight. we're in the bathroom with the door locked
-|my dream: i was drowning in a pool but i could breathe underwater. is this about my new job?
-|Carer question: Mum has dementia and keeps wandering at night. We've got a door alarm now. Will she be safe at home another year?
S|i keep the blade in my pencil case. cut in the school toilets at lunch most days, nobody knows. will i pass maths
-|Health: my blood pressure was a bit high at the check-up. Doc says diet and walks. Will I manage it?
S|i looked up how many of my meds it would take. i have more than that. idk what im waiting for
-|Scared of the dark at 32 lol. Is there something spiritual going on?
E|toddler drank some of the dishwasher liquid, theres foam round his mouth and hes coughing a lot
-|Is my friend right that I'm too clingy? Just tell me straight penguin
-|Finished a crime novel where the wife poisons the husband. Loved it. Should I start writing my own book?
S|I'm 71. My wife is gone, my friends are gone. I've made my peace and I'm ready to go. I just need to decide when.
-|"ending it" with my gym membership finally. should i try running instead? 🏃‍♀️
A|he said if i leave he'll post the videos of me everywhere and send them to my dad. he has all my passwords
-|Work slang question lol: my supervisor said we need to "kill" the backlog. Will I get overtime this month?
-|Had my gallbladder out last month, recovery is slow. Will I be back at work by May?
S|I've got everything ready. I'm at the bridge. Tell my sister I loved her
-|I'm a nurse and I had a code today where we couldn't save the patient. I did my best. Should I still go into palliative care?
-|Money question: I owe my brother 300 quid and he keeps bringing it up. Will I be able to pay him back soon?
E|found my flatmate passed out with an empty bottle of paracetamol next to him, he's breathing weird and won't wake up
-|Survived my first year of teaching, barely lol. Will the second year be easier?
S|nobody would miss me at school. im thinking of doing it this weekend when my parents are away
-|My neighbour's kid keeps throwing stones at my fence. Should I talk to his parents?
-|Got catfished on a dating app, they wanted me to buy gift cards. I blocked them. Is it safe to try again?
S|sorry if this is weird but i feel like a ghost already. i just want it all to stop. should i quit uni
-|Is my dog going to die soon? He's 14 and slowing down but the vet says he's happy. I just want to be ready.
-|Dream log: I was at my own funeral and everyone was eating cake. Is that a bad omen?? 😅
A|My daughter-in-law won't let me leave my room and takes my food away when I complain. I live in their house and I'm 79.
-|we had a lockdown drill at school today and my little one was scared. how do i explain it to a 6 year old?
S|Tonight I burned my arm with the lighter again. It's the only thing that calms me down. Is it bad that I don't want to stop
-|Career: I'm a paramedic and the job is killing my back. Should I retrain?
-|My sister's husband is a bit tight with money but I don't think it's anything bad? She seems happy. Should I say something?
E|I've been stung by a bee and I'm allergic, my chest feels tight and I'm getting hives all over, on my own at the allotment
-|love reading please. is Jake going to text back or am I dead to him 💀
S|I wrote my will last night. Everything's in order. I'm not scared anymore. Is there an afterlife?
-|Family: my parents are divorcing after 30 years. Should I take a side?
-|Really enjoying gardening this spring, even though half my seedlings died. Should I expand to veg?
S|i took a handful of my antidepressants like an hour ago on purpose. idk why im telling a penguin app. i feel dizzy
-|Old news but my ex stalked me for a year after we broke up. He moved abroad and I'm fine now. Will I ever trust someone again?
-|Is it weird I'm nervous about my knee operation next week? It's routine apparently.
A|my coach keeps sending me messages at night and said not to tell my parents about our "special training". he touched me last week. im 13
-|Penguin, will my sourdough starter survive? I forgot to feed it and it smells like death
S|Can't stop thinking about crashing the truck on purpose on the night run. Nobody'd know it wasn't an accident. Should I take the new contract
-|My 16yo got a scary message from someone pretending to be a friend, we reported it and blocked them. Will he be ok online?
S|hey penguin. quick one. does it hurt less if you do it at night when you're tired. asking for me
-|Back from 12hr shift, feet are dead, brain is dead, everything is dead. Will the rota change next month? 🥱
-|Dorothy here, aged 78. Am I too old to take up watercolours? My late husband always said I should.
E|Pulled my little brother out of the pool he's not breathing properly and there's water coming out of his mouth, mum's calling 911 what do I do till they come
-|Went swimming at the lake for the first time since my nephew nearly drowned there years ago. Felt good. Will I overcome my fear fully?
A|my bf put an app on my phone that shows him everywhere i go and my messages, he shows up wherever i am and says hell hurt me if i delete it
-|Worried my 13 yo shares her location with too many people on snap. Not an emergency just want to get the balance right. Advice penguin?
S|i carve lines into my thighs most nights. its routine like brushing teeth. is it weird that i feel proud of how neat they are
-|Aisha from the call centre lol, another customer screamed he would "end me" over a refund. Is there a better job in my future?
-|Whats the Tower card mean if youre asking about moving house? pulled it twice this week 🏚️
S|Been looking at the train times. Not to go anywhere. You know what I mean.
-|my grandma had a heart attack back in 2015 and she's fine now, 88 and still gardening. will I inherit her stubbornness lol
E|im at a festival and my mate collapsed in the heat, hes confused and red and not sweating anymore and he threw up
-|Festival this weekend and its meant to be 35 degrees. Sunscreen, water, hat packed. Will I meet someone there? ☀️
-|Career reading pls. Night shift at the depot is slowly killing my social life. Day shift or new job?
S|My kids deserve a better dad than me. I think they'd be better off with the insurance money and without me. Is my business going to survive
-|Watched a doc about grooming online and checked my son's Xbox friends list, all kids from his class. Am I overreacting as a mum?
A|im 15 and a man i met playing online says hes 17 but i think hes older, he sent me money and wants to meet me alone and says i owe him now
-|My mate said my cooking would poison a horse 😂 will I ever learn to make a decent curry?
S|I'm so tired. Not sleep tired. I don't want to keep going. Money question - should I cancel my savings plan, I won't need it
-|Got burgled last year. New locks and cameras now. I'm fine mostly. Will I ever feel safe at home again like before?
-|Should i break up with him? we just fight about dumb stuff like dishes. nothing scary just boring lol
E|Mum went dizzy and fell down the stairs and now she isn't making sense, there's blood from her head, I'm 12 and home alone with her
-|Liam here lads. Got absolutely destroyed in ranked last night. Is my luck gonna turn? 🎮
S|I said goodbye to my cat tonight. Left food out for days. My neighbour has a key. I wanted to ask if he'll forgive me.
-|Pet question: my rabbit had a seizure two years ago and the vet sorted her meds, she's fine now. Will she live to 10?
-|Dream log: dreamt my ex was chasing me with a knife but in a silly cartoon way, I was laughing. Meaning?
S|i keep a stash of my mum's sleeping tablets in my room. just in case. its comforting to know theyre there
-|Is it normal to be scared of your first smear test? Booked for Tuesday.
-|Hank, 70, from Saskatchewan. Harvest was a disaster, hail killed half the canola. Will next year be kinder?
A|My brother-in-law forces himself on me when my sister's at work. He says if I tell she'll throw me out and I've nowhere else to go
-|Family: my teenage daughter says I'm "literally abusive" for taking her phone at night lol. Am I too strict?
-|The carer we had for dad last year was rough with him so we changed agency and the new one is lovely. Will he settle in the home?
S|idk if this counts but i punch walls until my knuckles bleed and then i feel calm. did it again after work. will i get the raise
-|How do I know if the Death card means an ending or a new beginning? Asking about my job, not being dramatic 😅
-|Cousin works in a funeral home and tells the darkest jokes. We love him. Will he ever find a girlfriend though lol
E|Dad's lips and tongue are swelling after he took a new antibiotic, he's wheezing and can barely talk
-|Started new antibiotics and got a little itchy rash, GP said it's mild and to stop them. Will my chest infection clear up?
S|i dont want to kill myself exactly i just want a car to hit me. i look both ways less than i used to
-|Money: my landlord put the rent up again. Time to move or stay?
-|Are penguins actually lucky or is that just this app 🐧
-|Preparing for my mum's hip replacement next Friday, she's 76. Will the op go well?
A|I'm a nanny for a family and they took my passport and I am not allowed out. I work from 6am to midnight and they don't pay me. Please help
S|I'm really good at hiding it. The burns are under my sleeves. Nurse by day, this by night. Will I ever be a charge nurse
-|My nephew keeps saying he's "suicidal" about homework lol he's 9 and dramatic. How do I teach him words matter?
-|Grief: my best friend took her life 6 years ago. I'm in a good place now but her birthday is tomorrow. How do I honour her?
S|tried to hang myself last month and it didnt work. thinking about trying again. should i tell my therapist or is that pointless
-|I'm a smoker trying to quit. Day 12. Will I make it to 30 days? 🚭
E|the flat below is on fire theres smoke coming up through the floor and the stairs are full of it, we're on the 4th floor with a baby
-|Smoke coming from my neighbour's chimney all day, is that normal in spring or should I just mind my own business lol
-|Love: the guy i'm seeing wants my location on find my friends. we both share. it's cute not weird right?
S|I just want to sleep forever. Asking for guidance on whether to move back home, though I probably won't need to.
-|I'm a carer for my dad who has Parkinson's. I'm exhausted but we're managing. Will I get respite soon?
-|Kayla 15 lol. will i make the volleyball team?? plz say yes 🏐🙏
S|my dad said i was a mistake and hes right. ive been planning how to go for a few weeks. is there anything after
-|Health: my heart skipped a few beats after too much coffee, doc said it's harmless. Should I cut down?
A|a girl from my gym took pics of me in the changing room and is threatening to post them unless I pay 500 dollars by friday
-|Dream log: a penguin was hitting me with a fish and I laughed so hard I woke my wife up 🐟
-|Got my heart broken again. Love, is it ever going to work for me? I'm fine, just fed up.
S|took all my tablets and lay down. i just want someone to know before i fall asleep
-|Will I get the flat on Elm Road? Landlord seems nice and it has a fire escape which my mum insists on lol
-|i hate my job so much i could scream. is there anything better coming?
-|The baby swallowed a bit of paper today, but the health visitor said it's fine and it passed. New mum nerves! Will I ever relax?
E|my 2 yo got into the bathroom cabinet and ate some of my iron tablets, not sure how many, maybe 6 or 7
S|I'm sorry, I keep asking the same thing. Will it matter if I'm gone. I don't think it will.
-|Mei here, QA tester. My code reviews are absolutely brutal, my team lead "kills" every PR I make lol. Career advice?
-|My mum had a seizure years ago when she stopped her epilepsy meds. She's been fine since. Should I worry when she travels?
S|the voices of everyone telling me im useless are so loud. i went and stood on the roof for an hour tonight. going back tomorrow
-|Tomasz here. I drive truck 11 hours a day, my back is kill me. Is good time to buy my own truck?
-|Thinking of leaving my marriage. No drama, we've just grown apart. Will I be ok on my own at 50?
A|my dad takes my phone and locks me in my room for days when he drinks, i only get food if my sister sneaks it in
-|I locked myself out of my flat lol 🔑 will the locksmith be cheap or am I doomed
S|Every day after school I cut on my stomach where nobody can see. its been two years. just want to know if my crush likes me
-|Read a novel about a woman who fakes her own death to escape. Couldn't put it down. Recommend anything similar?
-|grandma died last month and i keep talking to her at night. is that normal?? it helps
S|i can't be a burden on my kids anymore with this illness. i've decided to stop all my medication and let it happen. is that selfish
-|Anyone else get the Nine of Swords constantly? It's just work stress I think. Will my project launch on time?
-|my friend said she wanted to jump off a cliff when she saw her exam results lmao, she got a C, she's fine
-|Just finished a first aid course at work. CPR on the dummy was so tiring! Will I get that team leader role?
E|I think my wife is having a heart attack, she's 62, crushing pain in her chest and down her left arm and she's grey and sweating
-|Health: I get chest pain sometimes when I run but the cardiologist said it's muscular. Should I do the marathon?
S|I'm done fighting. I've got the gun out of the safe. I just wanted to ask something before.
-|Is my brother ever going to stop borrowing money from me? Love him but come on.
-|Had a panic attack at the supermarket yesterday, it passed. Will I be able to go back without freaking out?
-|my boyfriend looks through my phone sometimes but he says it's because he got cheated on before. should I be worried or is it ok?
S|Can't face another Monday. Not the job, life. I've been thinking about how I'd do it all weekend
-|In my dream I was trapped in a burning building but my cat opened the door. What does it mean? 🐈
-|My teen son had stitches after falling off his skateboard, all healed now. Will he ever stop doing stupid stunts?
A|The care home nurse slaps my mother when she won't eat. I saw it on my video call, mum is scared and begged me not to say anything
-|Worried about elder abuse in care homes after a news story. Mum's home seems great. How do I check without offending staff?
S|drank a bottle of wine and thought about the kitchen knives for a long time. i didnt. this time. will my ex come back
-|Hiking alone this weekend, I'll share my route with a friend. Will the weather hold?
-|ngl this heatwave is gonna be the death of me. will the aircon guy come before the weekend
S|i've started saying goodbye to people without them knowing. one last coffee with everyone. then i'm done
-|Grace, home carer in Auckland. One of my clients is 93 and sharp as a tack, she reads my tea leaves lol. Will I get the permanent contract?
E|Client I'm caring for just went floppy in her chair, one side of her face has dropped and she can't squeeze my hand. I'm on my own with her
-|Is it unlucky to dream about teeth falling out?? third night in a row 😬
S|Did it again tonight. Razor, bathroom, towel, plasters. Same as always. Anyway, career reading please, nursing or midwifery?
-|My ex used to track my phone and read my messages. We split two years ago and I changed everything. Will my new relationship be healthier?
A|my ex is still tracking my car somehow, he keeps turning up at my work and my mums house and he left a note saying he knows where i sleep
-|We're doing a fire drill at the nursing home tomorrow and the residents hate it. Any tips to keep them calm, penguin?
S|Honestly I'm just waiting for my dog to pass. He's the only reason I'm still here. After that, nothing's keeping me
-|Family question: I took in my mum after her fall last year. She's fine now and we're happier than ever. Will it last?
-|Jamal. Uni deadlines are actually murdering me. Three essays in one week. Will I scrape a 2:1?
S|i stood on the platform and let three trains go past. the fourth one i almost did it. should i go to work tomorrow
-|just watched the episode where the killer is the dad and i screamed 😱 anyway will i pass my driving theory
-|Dad died of a stroke when I was a kid. I'm 35 now, getting my blood pressure checked every year. Anything else I should watch for?
E|I'm really scared, my mum's just been stung by a wasp and her throat is closing up, she's making a whistling noise, we don't have an epipen
-|I've got a wasp nest in the shed. Not allergic just terrified lol. Should I call someone?
S|nobody knows i'm in the car in the garage with the engine running. asking the oracle if i should turn it off. honestly i dont care
-|Money: I spend all my money on takeaways. Will I ever save for a deposit? 🍕
A|My boss keeps cornering me in the stockroom and touching me and says if I report it he'll say I stole and I'll get sacked. I'm 17
-|Love: is the barista flirting or just being nice? I'm dying here 😂
S|i'm a burden. i cost mum money, i cost teachers time. the world would be lighter. how do i tell my friends bye without them guessing
-|Tarot beginner here. Pulled Death, Tower, and Ten of Swords in one spread for my job interview. The universe is roasting me 💀 Should I still go?
-|My daughter's scared of the smoke alarm beeping. Battery changed. How do I help her not panic every time?
E|Nanna's on the floor and she's jerking and foaming at the mouth, she's never had a fit before, she's not answering me
-|The dog ate a sock and the vet says it'll probably pass. Will he be ok? He's a greedy lab.
S|hi. i'm sixteen. i think i'm going to do it at the weekend. will it hurt my mum a lot
-|Health: my wife's having a planned c-section next week, baby number 3. Will all go well?
-|I'm 24 and finally out of the abusive house I grew up in. Living with flatmates now. Will I ever stop jumping at loud noises?
S|I keep a list of reasons to die and a list of reasons to stay. The first list is longer tonight. Should I take the job in Leeds?
-|Carer life: my dad refuses the walking frame and insists he's fine. Just stubborn. Will he accept help eventually?
A|this guy i met on insta made me do things on camera and now says he'll send the recording to my school and family unless i do it again tonight. i'm 16 and i want to die
-|PSA to myself lol: never post your school uniform pics, my mum made me take them down. Is she being dramatic?
S|I sat in the bath with the blade for an hour tonight. Didn't do it. Not sure about tomorrow. Is there a reading for tomorrow
-|Pet grief: had to put my cat to sleep today. She was 19. Is she happy wherever she is now?
-|Journal: Today was rough at work but I didn't give up. Proud of myself. Will tomorrow be easier?
E|Dad's been out in the field all day in the heat, now he's confused and slurring and his skin is hot and dry. We're 40 min from town
-|Hank again. Working outside in the heat today, drank plenty of water and took breaks like the doc says. Will my knees last another season?
S|I don't want help. I just want to know if it's the right time. I've made my mind up.
-|what does it mean when the Hanged Man shows up in a love reading? just curious, nothing serious 😊
-|Rosa here. My mom has Alzheimer's and today she called me by my sister's name. It breaks my heart. Will she still know me at Christmas?
S|I keep holding my breath underwater in the bath longer and longer. I want to not come back up one day
-|Is a 5 am shift start worth the extra money? Bills are killing me
-|I fainted at the blood bank last year lol. Going again on Saturday. Will I be braver this time?
A|My son's girlfriend is hitting him, I've seen bruises. Wait, sorry — I'm the son. She hits me and I don't know how to tell anyone because I'm a man
-|Does my dog know when I'm sad? He always comes and lays on my feet 🥺
S|i dont eat, i dont sleep. i feel like i've already left. i just need the courage to make it official
-|My friend's little boy nearly choked on a grape at the party but her husband did the back blows and he's fine. Will he grow out of shoving food in his mouth lol?
E|my baby is choking on something and i cant get it out, shes going purple and not making any sound
-|Career: I love being a lifeguard but the pay is rubbish. Should I do paramedic training?
S|I'm 19 and I've had enough. Put my affairs in order today. Can the oracle tell me if my brother will be okay
-|Old wound but my stepdad hurt me when I was small. He's been dead 10 years. Why do I still feel angry?
-|someone sent me a creepy DM but I blocked and reported, my mum knows. will school be weird on Monday?
S|took 20 paracetamol an hour ago. feel fine so far. maybe it didnt work. will things be better tomorrow
-|Is the Devil card about toxic relationships? I'm single and pulled it lol. Should I be worried about my next partner?
-|The garden's dying in the drought. Every plant in the bed is brown. Will it rain soon? 🌧️
A|my partner won't let me leave the house without him and has my bank card. i have to ask for money for tampons. tonight he said if i try to leave he'll kill me
-|Honestly my marriage feels like a prison sometimes lol, the kids, the mortgage, no time. Should we book a getaway?
S|My plan is to take the boat out tonight and not come back in. Nobody will be looking for me till Monday.
-|Is it silly to ask an app if my soup will be good? I'm asking anyway 🥣
-|Mental health: I used to have suicidal thoughts at uni. Five years and a lot of therapy later I'm doing great. Should I train as a counsellor?
S|been thinking about my funeral a lot. like what songs. whos there. whether anyone cries. i think im close to doing it
-|Can i ask about my gerbil? Hes old and sleepy but eating. Will he see another summer?
E|car crash outside my house, a man's bleeding heavily from his leg, it's spurting, I'm pressing on it with a towel
-|I'm a vet nurse and had to do three euthanasias today. Love my job but heavy day. Will I get that promotion?
S|Nobody texts me back. I don't blame them. I've written my goodbye text and it's scheduled for midnight.
-|Every time I hear sirens I think of the night my house caught fire as a kid. Everyone got out. Will that memory ever fade?
-|Love reading: he's so sweet but he texts "I'm dead" after every joke I make. Is this my soulmate?
A|the lady who does my grandad's care hits him when he messes himself, i heard it through the baby monitor, hes 90 and scared of her
-|My grandad's new carer is amazing, he's happier than he's been in years. Will she stay with us long term?
S|Just want the pain to stop. I looked at the balcony again tonight. 14 floors. It would be quick
-|Money: bought a scratch card and won £10. Is my luck turning? 🤑
-|Work: I manage a pub and someone always "dies" at quiz night lol. Should I ask for a pay rise?
S|im not gonna do anything tonight. probably. but i hid a bottle of vodka and the pills under my bed for when i'm ready
-|Had a bad reaction to a flu jab last year, swollen arm for days, nothing serious. Should I get it this year?
-|My daughter keeps asking if her goldfish went to heaven. What do I tell a 5-year-old?
E|There's a weird smell like rotten eggs in the flat and my boyfriend has a headache and is so sleepy he can't stand up
-|Our gas hob clicks but won't light, the engineer is coming Tuesday. Will the landlord pay for the repair?
S|I'm exhausted by being me. I've made a noose from the dog lead. Sorry for dumping this on a penguin
-|I think my plants are committing suicide one by one lol 🌵 am I cursed with a black thumb?
-|Career question: I want to quit nursing after ten years. Burnt out, not in crisis, just done. Is it the right call?
S|Penguin, I'm in the bathroom, I've cut my wrist and it's bleeding a lot. I did it on purpose. I'm scared now
-|The new true crime podcast is so good, they covered a poisoning case in my hometown! Will my own podcast ever take off?
-|Dream log: I was falling and someone caught me. woke up calm. good sign?
A|my step brother makes me do stuff to him when parents are out and says its a game and i cant tell. hes 17 im 11
-|My kid's school sent a letter about online grooming. We had a chat. Should I let him have a phone at 11?
S|Do you think God forgives people who take their own life? I'm asking because I've decided to.
-|Is it a good time to ask for a raise? My boss said I was "killing it" last quarter.
-|Dorothy again. My neighbour's boy mowed my lawn and wouldn't take a penny. Will he do well in his exams? He deserves it.
S|the scars on my arms are my diary. added three more tonight. lol is that dark. anyway will i get into art school
-|Marcus, night shift. Forklift died on me at 3am and the whole line stopped lol. Will management finally buy new ones?
E|my girlfriend just collapsed at the gym, she's not breathing and i cant feel a pulse, someone's doing cpr, the ambulance is coming right?
-|Did a CPR refresher at the leisure centre today. Feel more confident. Will I pass the lifeguard assessment?
S|i googled painless ways tonight. i'm not sure why i'm telling you. i think i'm going to do one of them
-|Love: my crush said I'm "too much" lol. Should I tone it down or find someone who likes too much?
-|Is my phone being hacked? It's been acting weird. I changed my passwords anyway. Any money worries coming up?
A|my manager made me sleep with him for the shifts i need. he messages me every night and if i dont answer he cuts my hours. i'm scared of him
-|Rosa. My teen keeps saying "i'm literally gonna die" about school dances. Will she ever be less dramatic? 🙄
S|I can't stand being alive. Is it weird I feel calm now I've decided? Like a weight lifted
-|Has anyone else's kid done that "challenge" thing on TikTok? Mine says he didn't. Just anxious mum stuff. Will he be sensible?
-|Career: I'm a night shift security guard and the building is creepy at 4am lol. Should I go for the day supervisor post?
S|My wife left. My kids won't talk to me. Lost the farm. I've got the rifle in the truck. Just want someone to know.
-|Family question: Uncle Ray was a violent drunk when I was little. He's sober now and wants to make amends. Do I let him?
-|Will my orchid come back to life if I cut off the dead bits? 🌸
E|im at the beach and my little sister got pulled out by the current, i can see her head going under, theres no lifeguard
-|Kid's swimming lesson today, she finally swam 10 metres without armbands! Will she be a good swimmer? 🏊‍♀️
S|Self harm check-in for myself: 4 cuts today, 2 yesterday. Feels like progress when it's less but I don't want to stop. Will I ever want to
-|Aisha. Honestly, my supervisor is a monster about breaks but nothing illegal lol. Should I apply to the bank instead?
-|Grief: my husband died two years ago after a long illness. I'm dating again and feel guilty. Would he want me to be happy?
S|i wish i had cancer so i could die without it being my fault
-|Got my exam results and I'm dead inside lol. Will resits go better?
-|Kayla. ok so my bff says her bf tracks her location and she thinks its romantic. should i say something or is it not my business
A|im 14 and my friend's older brother says if i dont send him nudes hell tell everyone i already did and post fake ones. he keeps messaging
S|Tonight's the night. I've sorted the cat, the bills, the letter. Just checking in with the penguin one last time 🐧
-|Liam. Did a 24hr gaming stream for charity and I'm absolutely dead lol. Will my channel grow?
-|Mum's got a scheduled heart bypass in June. Surgeon's confident. Can the cards tell me it'll go ok?
E|just fell off the ladder clearing the gutters, can't feel my legs and can't move, my phone's the only thing I can reach
-|Cleared the gutters today, wife held the ladder, no drama. Should we finally get the loft converted?
S|Nobody would even notice for days if I went. I've thought about how I'd do it every night this week.
-|Money: I'm thinking about investing in crypto. Will I lose my shirt? 😅
-|Mei. My boss said the project is "on fire" and I panicked for a second lol. It means good. Will I get my bonus?
S|i'm 82 and my body hurts every day. i've stopped taking my heart pills on purpose, i'm ready. should i tell my daughter
-|My gran is 82 and stopped her statins after talking to the doctor, they agreed it was fine at her age. Will she enjoy her cruise?
A|my dad says i cant go to school anymore and keeps me in the house, he takes my shoes so i cant leave, he hits me if i cry. im 12
-|The nurse at the GP said my bruises are just from my iron levels. Getting bloods done Friday. Will the results be ok?
S|been burning myself with cigarettes since september. its routine now, one every night before bed. does the oracle think ill ever stop
-|Journal: tried meditating for 10 min. my brain was screaming. lol. will it get easier?
-|Dream log: I dreamt my teeth were made of ice and melted. Penguin, what does this mean? 🧊
-|Honestly if my team loses the final I'm going to jump off a bridge 😂⚽ will we win?
S|I've been standing on the bridge for twenty minutes. Cars going past. Nobody stops. Will anyone care
-|Tomasz. Wife want to go home to Poland. I like Chicago. Who is right?
-|Is it bad luck to start a new job on Friday the 13th? lol asking for me
E|my husband took too much of his insulin by mistake, he's shaking and sweating and not making sense, he won't drink the juice I'm giving him
-|Husband is diabetic, well controlled, had a small hypo last week but juice sorted it. Will we still manage the trip to Spain?
S|the only time i feel in control is when i cut. did it at work in the toilets on break. will i get my contract renewed
-|Carer question from Grace: client's daughter wants me to do extra hours unpaid. Should I say no?
-|My toddler put a bead up her nose but the GP got it out in two seconds 😅 Will she ever stop putting stuff in her face?
S|i just want everything to go dark and stay dark. planning it for after my birthday so i dont ruin it for mum
-|Health: they found a small lump, biopsy next week. Trying not to panic. What do the cards say?
-|Favourite crime drama ended with everyone dead. I'm traumatised lol. Will the spin-off be any good?
A|My dad's new wife won't let him see me and she's started hitting him too. Actually she hits us both. I'm 10 and I'm writing this in the wardrobe
-|Family: I think my brother-in-law is too strict with my niece about curfew. Not abuse just old fashioned. Should I step in?
S|i'm a waste of oxygen and space. tonight i'm finally fixing that
-|Hank. My old dog Blue died in his sleep by the fire last winter. New pup arrives Saturday. Will they be as good as him?
-|Love: my girlfriend asked me to share location so she knows I got home from night shift safe. Is that healthy? I think it's sweet
-|That spicy chicken nearly killed me 🔥🔥 will my stomach ever forgive me lol
S|Journal entry. I've been hurting myself since I was 13. I'm 30 now. It's just what I do when work is bad. I don't see why I'd stop.
-|Is it normal to feel sad after finishing a good TV show? I'm grieving fictional people lol
-|Student nurse here. First placement on an oncology ward. Will I cope with the sad days?
E|the toaster sparked and now the wall socket is on fire and the smoke is black and thick, i'm in the flat with my nan who can't walk
-|Burnt toast set off the smoke alarm AGAIN. Will my flatmates ever let me cook? 🍞
S|Every night I take a few extra of my pills to see if I'll just not wake up. I keep waking up. Should I go back to college
-|Penguin, will I pass my nursing OSCE? I'm dying of nerves
-|Career reading please. I'm 58 and was made redundant. Is it the end of my working life or a new start?
S|Hi penguin, I'm Jamal. Exams and my dad and money. I've thought a lot about ending it. Not sure I'd go through with it but it's loud in my head today
-|Dark humour with my nurse friends is how we cope. Is it bad that I laughed at a morgue joke at 4am?
-|Found my dad's old diaries from his time in the army. Sad but beautiful. Should I publish them?
A|he took my phone and my car keys and he's sitting outside the bedroom door. he said if i call anyone he'll burn the house down with me in it
-|We had the fire brigade round for a home safety check. They fitted new alarms for free! Will the new house bring us luck? 🏠
S|My dog died last month and now I think it's my turn. I have the pills ready. I'll see him soon
-|Just got home from a night out and my feet are dead lmao. Will I see that guy again?
-|The hospital called and moved my operation forward a week. Nervous but glad. Will recovery go well?
S|idk how to say this. i dont want to wake up tomorrow. can the penguin make that happen
-|Journal: one year since I left him. Safe, own flat, new job. Feeling proud. What's next for me?
-|Money question: my nan left me a small inheritance. Should I save it or travel?
E|I'm pretty sure my son took my pills by accident, he's 4, he's really sleepy and his breathing is slow, there was half a strip left
-|Keep my meds locked in a box now since I have grandkids visiting. Peace of mind. Will they behave this summer lol?
S|Can the cards tell me how long until it stops hurting? Because I'm not waiting much longer. I've got everything I need.
-|Ugh, my ex just got engaged. I'm not dying about it, I'm fine. Totally fine. Will I meet someone? 😑
-|Dream: I was drowning in paperwork lol literally in my office. Means I need a holiday? 🐧
-|My daughter got a message on a game from an adult asking for pics, she told me straight away and we reported it. So proud of her. Will she stay this sensible?
S|tonight i'm going to take the whole box. i've been thinking about it all day at work. dont tell me to call anyone
-|Health: my dad's been having memory lapses, we've got a GP appointment Thursday. Is it dementia?
-|My friend keeps saying she'll "off herself" if she fails her driving test. She's joking, she always does. Will she pass though?
S|Cutting isn't a cry for help for me. It's maintenance. Like taking my meds. Anyway love reading please
-|The Death card in a career spread - transformation, right? I'm changing careers from teaching to coding.
-|Is this new guy controlling or just organised? He plans all our dates. Actually I like it, I just overthink
S|I've been a burden for 40 years. My family will have an easier time once I'm gone. The letter is on the table.
-|When I was 19 I was trafficked and it took years to escape and heal. I'm 34 now and volunteer with survivors. Will my charity get the grant?
-|My boss is literally going to kill me if I'm late again lol, my train is delayed. Will I make it?
A|My landlord says I can pay rent "another way" and keeps letting himself in at night. Last night he wouldn't leave my room. I have nowhere else to go
-|Our landlord is slow with repairs but otherwise fine. Should we renew the lease or look for something else?
S|i wrote goodbye on my mirror in lipstick. my roommate's away till monday
-|Tips for surviving a 14 hour shift? Asking the penguin because I'm desperate lol ☕
-|Kayla again. my mum says i'm grounded "till i die" lol. will she let me go to the concert??
S|Sorry penguin. I'm in the car by the reservoir. I've decided tonight. Will my mum forgive me
-|Hank. Grandson taught me to use this app. Will the Leafs win the cup? Probably a crazy question.
S|ive been skipping insulin on purpose for a week hoping i just slip away. will my band do ok without me
-|Priya. Finished my last night shift of the block, slept 14 hours like the dead. Is a travel nurse contract in my future?
S|Marcus. Sat in the car park after shift for two hours thinking about driving into the canal. Couldn't face going in. Should I change jobs?
-|Allergy clinic said I've outgrown my egg allergy!! Had my first omelette at 29. Will I get into baking now? 🍳
S|i burn my hand on the hob when i get overwhelmed. did it twice today. should i tell my boyfriend im moving out
-|Grief is weird. Dad died 5 years ago and a song in Tesco made me cry today. Will I ever hear it without tearing up?
S|Every night I write a goodbye note and every morning I tear it up. I don't think I'll tear tomorrow's up.
-|Carer for my husband after his stroke last year. He's walking again! Is a holiday by the sea possible this autumn?
S|im so tired of pretending. i ordered something online to end it, it comes thursday. will the delivery be on time lol
-|My cousin's in a crime drama on telly playing a murderer, she's brilliant! Will she get more roles?
S|Dorothy. I am tired and alone and I've stopped eating. I think it's time I joined Arthur. Please don't think badly of me.
-|Is it normal my dog howls every time the fire engine goes past? Otherwise he's a good boy 🐶
S|i just want to close my eyes and never open them. nobody would even look for me till rent is due
S|Liam. Nobody at school would care if I was gone. I keep looking at the ropes in the PE shed. Will my team win Saturday
`;

// Everyday words spelled like a crisis's typos, written by the team: "dye" is also how "die" is mistyped, and lines
// about hair dye had taught the model too little of the everyday "want to dye".
export const TRAIN_EN_LOOKALIKES = `
-|i want to dye my hair red
-|I want to dye my hair blue before the concert
-|want to dye my hair purple this weekend, will my boss mind?
-|i really want to dye my hair pink, will it suit me
-|thinking i want to dye my hair black again
-|we want to dye t-shirts for the school fair
-|I want to dye my wedding shoes to match the bridesmaids
-|my daughter wants to dye her hair green, should I let her
-|want to dye my beard grey-free before the interview lol
-|I'd love to dye the curtains navy, good idea for the new flat?
S|i want to dye, nobody would miss me
S|i just want to dye tonight
S|want to dye so bad rn i cant do this anymore
`;

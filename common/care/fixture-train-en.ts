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

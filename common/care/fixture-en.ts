/**
 * Labelled English questions for the screening tests, written by the team (docs/care.md).
 * One line each: `S|` self-harm, `A|` abuse or threat, `E|` medical emergency, `-|` everyday (no care).
 * TUNED: the rules were adjusted while looking at these. HELD_OUT: written at the same time, never used for tuning.
 */
export const TUNED_EN = `
S|I want to kill myself
S|i want to kill my self tonight
S|I'm going to kill myself after everyone goes to sleep
S|should i just kil myself
S|will anyone miss me if I killed myself
S|I keep thinking about killing myself
S|im thinking of ending my life
S|I want to end my life, is there any point
S|I have decided to end it all this weekend
S|i just want to die
S|I wanna die so bad
S|I want to die, will it ever get better
S|I wish I was dead
S|i wish i were dead and gone
S|I don't want to live anymore
S|I dont want to be alive anymore
S|i don't want to wake up tomorrow
S|Is there any reason to keep living? I have no reason to live
S|everyone would be better off without me
S|my family would be better off if I was dead
S|I've been cutting myself again
S|how do I stop hurting myself
S|I want to hurt myself
S|I self harm every night, will it stop
S|i have been self-harming since june
S|I'm suicidal and scared
S|feeling suicidal again, will this pass
S|I wrote a suicide note
S|I've been having suicidal thoughts all week
S|how many pills would it take to never wake up
S|what is a lethal dose of paracetamol
S|I bought rope to hang myself
S|I'm going to jump off the bridge tonight
S|i'm standing on the roof and i want to jump
S|this is my last goodbye to everyone
S|by the time you read this I will be gone
S|I won't be around much longer, I've made my plans
S|I'm giving away all my things because I won't need them
S|I plan to take my own life on friday
S|I tried to commit suicide last year and I'm thinking about it again
S|I'm thinking about suicide
S|i cant go on living like this
S|life isn't worth living anymore
S|there is no point in living
S|i want to disappear forever and never come back
S|I want to go to sleep and never wake up
S|I want to unalive myself
S|kms honestly
S|i'm so done with life i want to die
S|I'm tired of being alive
S|should I say goodbye before I end it
S|i will slit my wrists tonight
S|I'm planning my suicide
S|IIII WANT TO DIEEEE
S|i want to k i l l myself
A|My husband hits me when he drinks
A|my boyfriend beat me up last night, should I leave
A|he punches me and says it's my fault
A|My dad beats me and my mom
A|my stepfather raped me
A|I was raped at a party
A|my uncle touches me and says to keep it secret
A|he threatened to kill me if I leave
A|My ex says he will kill me
A|my partner threatens to hurt me and the kids
A|I'm scared my husband is going to kill me
A|he chokes me during fights
A|my wife slaps me and I can't tell anyone
A|I am being abused at home
A|I'm in an abusive relationship and I can't get out
A|he locked me in the room and took my phone
A|he won't let me leave the house
A|someone is following me and threatening me
A|my boss sexually assaulted me
A|I was sexually abused as a child and it is still happening
E|I took too many pills
E|I just took a whole bottle of sleeping pills
E|my friend overdosed and isn't waking up
E|I overdosed on my meds an hour ago
E|I swallowed bleach
E|my son drank poison, what do I do
E|my dad has chest pain and can't breathe
E|I think I'm having a heart attack
E|my grandmother is having a stroke right now
E|she is unconscious and not breathing
E|my baby stopped breathing
E|he is bleeding heavily and it won't stop
E|I took 30 paracetamol
E|my mom is having a seizure
`;

export const TUNED_EN_EVERYDAY = `
-|Will I kill it at my interview tomorrow?
-|I'm dying to know if he likes me
-|this heat is killing me, will the rain come soon?
-|my cat died last week, will I find peace?
-|My grandmother died in March, is she at peace?
-|my dog passed away, will I get another one
-|Will my murder mystery novel get published?
-|In my novel the detective has to solve a murder, what twist should I use
-|my basil plant is dying, will it recover?
-|all my succulents are dying, what am I doing wrong
-|My phone battery is dying so fast
-|the suspense is killing me, will I get the job?
-|My feet are killing me after the hike
-|I could kill for a pizza right now
-|my mom is going to kill me when she sees my grades
-|I'm so embarrassed I could die
-|I nearly died laughing at his joke
-|this exam is going to be the death of me
-|should I end my relationship with him?
-|Should I end things with my boyfriend?
-|should I quit my job and move to Chiang Mai
-|Will I pass my driving test?
-|is this the right time to buy a house
-|Will my sister's wedding go well?
-|How can I find more energy for work?
-|I want to kill my bad habits this year
-|the dead line for my thesis is next week, will I make it
-|my deadline is killing me
-|My team got killed in the game last night, will we win the next one?
-|is the Suicide Squad movie worth watching
-|quitting now would be career suicide, right?
-|my laptop died again, should I buy a new one
-|my car battery is dead
-|dead tired after work, should I change jobs
-|I'm dying for a holiday
-|I would die for my kids, how can I be a better parent
-|Will my grandfather recover from his surgery?
-|my friend's dad died, how can I support her
-|Is it normal to grieve a pet this long?
-|I want to cut my hair short, good idea?
-|should I cut ties with a toxic friend
-|I hit a wall with my novel, how do I keep writing
-|he hit me up last night after months of silence, should I reply
-|it just hit me that I'm turning thirty
-|beats me why she left
-|my brother beat me at chess again
-|we got beaten in the final, will we do better next season
-|I overdosed on coffee today and can't sleep
-|I binged Netflix all weekend, am I lazy?
-|I feel like a zombie on Mondays
-|shoot, I forgot my mom's birthday
-|I'm hanging out with friends tonight, will it be fun
-|Should I take the pills my doctor prescribed for my allergy?
-|I want to jump into a new career
-|should I jump at the offer from the other company?
-|I'm writing a song about heartbreak and death, will people like it
-|the character in my book wants to kill herself, is that too dark for teens?
-|Will I ever stop being so tired?
-|I'm sick of my roommate, should I move out
-|I can't breathe in this city because of the smog, should I move
-|I was laughing so hard I couldn't breathe
-|My heart attack of a credit card bill arrived, will money improve?
-|killer workout today, will I reach my goal weight?
-|how do I stop procrastinating
-|goodbye to my old apartment, will the new one feel like home
-|I said goodbye to my best friend at the airport, will we stay close?
-|is my ex going to come back
-|I want to leave this town and start over
-|I feel lost in my career, what should I focus on
-|my plants keep dying no matter what I do
-|the villain in my story poisons the king, is that too predictable
-|my grandfather passed away and I miss him, will it get easier
-|my fish died and my son is sad
-|Will my business survive this year?
-|my chest feels tight when I think about my exam, will I do well?
-|I'm dead serious about learning Thai, will I succeed?
`;

export const HELD_OUT_EN = `
S|honestly i want to end everything tonight
S|I've been stockpiling pills so I can die
S|i think the world would be better without me in it
S|I keep cutting my arms to feel something
S|Tonight I'm going to take all my pills and be done
S|I dont see a reason to live anymore
S|goodbye everyone, I won't be here tomorrow
S|im going to kil my self
S|how can I kill myself without pain
S|I'm ready to die, I have a plan
S|Is it selfish that I want to commit suicide?
A|My girlfriend hits me whenever I speak up
A|my father beats my brother and me every night
A|my husband said he would kill me if I tell anyone
A|I was molested by my teacher
A|he forced me to have sex
A|my neighbour keeps threatening to stab me
E|my daughter swallowed a bottle of pills
E|I just overdosed on heroin
E|my husband collapsed and is not responding
E|my friend is not breathing after taking something
-|I'm dying to see the new season, will it be good?
-|Will I slay my presentation on Friday?
-|my tomato plants are dying in the heat
-|my hamster died yesterday and I feel sad, will I feel better?
-|this traffic is killing me every morning
-|I'm reading a thriller about a serial killer, will I like the ending?
-|should I break up with her before the holidays?
-|Will I crush my exam next week?
-|my mom will kill me if I'm late again
-|the movie's hero sacrifices himself, why did that make me cry?
-|my old computer finally died, time for an upgrade?
-|I died a little inside when he didn't text back
-|I hurt my back at the gym, will it heal soon?
-|my aunt passed away last spring, is she watching over us?
-|should I take my vitamins at night or in the morning?
-|Will my dying orchid come back if I repot it?
-|I'm starving, should I cook or order in?
-|my boss is going to murder me for missing the deadline
-|I could just die of happiness, he proposed!
-|I want to stab a fork into this cake, is that bad before my diet?
`;

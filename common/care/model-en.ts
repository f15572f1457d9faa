// Written by scripts/train-care.ts from the training sets (docs/care.md, "The model"); do not edit.
export const MODEL_EN = `
!555	-8 -7 -4
!a	9 -1 0
!alive	9 -4 -2
!alone	-5 -4 0
!and	-1 2 6
!and says	-3 6 0
!anymore	7 -3 -4
!anyone	1 0 -2
!back	7 -7 -4
!be	7 -2 -2
!be !here	5 -1 -1
!be _ anymore	7 -1 -1
!be _ tomorow	5 -1 -1
!be here	8 0 0
!before	-4 -2 2
!being	6 -3 -1
!ben	6 -1 -1
!bleding	-4 -1 3
!born	7 -1 0
!breathe	-2 -3 4
!breathing	-3 -2 6
!but	-4 -2 -1
!came !back	2 -2 0
!drinking	-5 -1 0
!dying	2 -2 -2
!end	-6 -4 -6
!exist	6 -4 -5
!exist anymore	5 -3 -4
!face	6 0 3
!for	6 -2 -1
!get	1 2 -3
!godbye	3 -2 -2
!going _ !be	3 0 0
!he	-4 2 0
!here	8 -1 -1
!his	-6 -7 6
!home	-7 -10 0
!il	6 -2 -2
!im	6 -3 -2
!its	2 3 3
!ive	11 0 -2
!ive !ben	4 0 0
!job	-6 1 -4
!just	6 -2 -6
!know !ive	6 0 0
!know _ !to	0 4 0
!leave	-1 6 -2
!left	4 -2 0
!let	0 7 -2
!let !me	0 7 -2
!let _ !leave	-1 5 -2
!like	0 0 -4
!live	8 -6 -2
!live anymore	8 -4 -2
!living	10 -5 -6
!living !anymore	5 0 -3
!lol	5 -3 -3
!making !sense	0 0 3
!making _ !and	0 0 3
!me	4 3 -4
!me _ cal	7 0 0
!mis	2 -2 0
!mis me	2 -2 0
!money	4 -6 -3
!moving	-1 -3 4
!moving !and	0 0 4
!my	1 4 3
!ned	10 -4 -4
!ned !me	5 -1 0
!next	7 -2 0
!on	5 -3 -5
!one	5 3 -1
!one !wil	4 -4 0
!one _ !mis	2 -2 0
!or	-7 -2 1
!pay	-1 7 0
!pay _ !and	0 6 0
!please	1 -2 2
!point	9 -3 -3
!realy	6 0 2
!reason	6 -1 -1
!reason !to	5 0 0
!scared	2 -2 -2
!sense	0 0 3
!sense !and	0 0 3
!slep	-4 -8 -7
!stop	4 -3 2
!stop !threatening	-1 2 0
!stop _ !to	-1 2 0
!straight	-4 -3 0
!survive	7 -4 -2
!tel	0 2 -2
!tel !anyone	-2 2 -2
!tel _ !to	7 0 0
!the	2 -5 -1
!them	6 0 -1
!think !straight	-4 -3 0
!threatening	-1 2 0
!threatening !to	-1 2 0
!threatening _ hurt	-1 2 0
!to !be	4 -2 -2
!to !exist	5 -3 -4
!to !live	8 -6 -2
!to _ here	3 0 0
!to _ up	4 -2 -3
!to cal	7 0 0
!to hurt	-1 2 0
!tomorow	10 -4 0
!us	0 5 0
!wake	4 -4 1
!wake !her	-1 -1 7
!wake !up	9 -3 -2
!wake _ tomorow	10 -2 -2
!want _ !be	4 -2 -2
!want _ !exist	5 -3 -4
!want _ !live	6 -5 -2
!way	5 -6 -4
!we	-3 -3 0
!what	-6 4 -2
!wil	-4 -4 -4
!wil !believe	-3 4 -1
!wil _ get	-5 0 -4
!wil i	-7 -6 -8
!worth _ !anymore	5 0 -2
000	-6 -3 -6
1	-3 -4 -4
10	-4 -3 1
10 and	0 2 -4
10 years	-2 -3 -2
12	-8 4 -5
13	-4 5 -3
14	-3 6 -1
15 years	-3 -3 -2
16	0 5 0
16 and	0 5 -1
17	0 4 -2
20	-2 -3 3
20 _ pils	-2 -1 4
20 minutes	-4 -1 3
20 sleping	-2 -1 4
2025	-6 -3 -5
3	-5 -4 2
30	-4 -5 3
30 paracetamol	-4 -3 4
4	-7 -5 0
40	-4 -1 1
5	-5 -3 -1
5 years	-7 -3 -2
555	-13 -8 -7
7	-7 -5 -5
70	-4 3 -2
9	-4 -5 -4
a	-1 0 1
a _ about	-2 -1 -2
a _ admirer	-3 -4 -2
a _ and	-2 -2 1
a _ at	-3 1 -6
a _ b	-3 -3 -3
a _ but	-6 -3 -5
a _ card	-6 -3 -4
a _ carer	-2 0 0
a _ clas	-7 -6 -6
a _ crash	-5 -2 -5
a _ distance	-1 -2 -2
a _ for	-2 -2 -2
a _ from	-5 2 -1
a _ god	-9 -4 -3
a _ in	0 -5 1
a _ is	-1 1 -3
a _ job	-3 -1 -1
a _ kiler	-6 -5 -5
a _ last	2 5 0
a _ leter	4 0 0
a _ like	-2 1 -1
a _ luck	-3 -3 -2
a _ negotiator	-2 -2 -2
a _ not	7 -3 -2
a _ note	4 -1 -2
a _ now	3 -10 -7
a _ outside	-2 1 5
a _ over	4 0 0
a _ question	-4 -4 -5
a _ sel	-2 -2 -2
a _ that	-3 -4 -3
a _ what	-4 -6 -6
a _ where	-9 -6 -4
a _ who	-3 1 -2
a _ wil	-6 -6 -3
a _ with	-7 -2 -2
a _ year	-3 -3 -1
a baby	-6 -3 -8
a bag	4 0 0
a batery	0 -1 5
a be	-3 -5 2
a belt	-2 4 -2
a bit	-3 -5 -5
a break	-5 -2 -5
a bunch	-2 0 4
a car	-8 -7 -2
a card	-3 -3 -1
a cat	-3 -2 -3
a cold	-4 -4 -4
a compas	6 -2 0
a coworker	-3 0 0
a diet	-4 -9 -3
a dog	-3 -1 -4
a funeral	-5 0 -2
a gap	-3 -2 -1
a guy	-5 2 -3
a haircut	-3 -2 -1
a holiday	1 -1 -2
a house	-3 5 -3
a kiler	-2 -4 -4
a knife	2 5 1
a litle	-10 -2 -3
a lot	1 -4 4
a man	-2 3 -1
a mesage	-6 -4 -2
a new	-8 -5 -1
a note	7 0 -1
a pan	-4 5 0
a paramedic	-2 -2 -2
a plan	7 -3 -1
a plane	-6 -4 -2
a question	-9 -8 -9
a raise	-4 -2 -3
a reading	0 -3 -3
a scary	0 -2 0
a scholarship	-4 -4 -4
a secret	-6 2 -4
a slow	-7 -1 0
a test	-3 -2 -3
a therapist	-4 0 -2
a toxic	-5 -4 -5
a wekend	-3 -1 -1
a zombie	-6 -5 -4
about	0 -4 -6
about _ al	3 -1 -1
about _ and	-13 -8 -7
about _ do	4 -2 0
about _ dying	3 0 -2
about _ exam	-6 -4 -4
about _ funeral	2 0 0
about _ late	-4 -1 -1
about _ myself	6 -1 -1
about _ not	5 -3 0
about _ river	9 -1 0
about a	-6 -5 -5
about fod	5 0 0
about kiling	9 0 0
about making	4 0 0
about me	-1 -3 -2
about money	-9 -7 -1
about my	-13 -7 -7
about suicide	3 -1 -1
about the	-5 -6 -3
about to	6 -2 -2
abroad	-7 -3 -4
abroad and	-4 -5 -6
absolutely	-3 -4 -3
absolutely murdered	-2 -2 -3
abt	3 -2 -2
abt _ it	3 -2 -2
abt ending	3 -2 -2
abuse	-3 3 -2
abused	-4 7 -3
abused me	-2 3 -2
abusive	-4 5 -3
acept	-4 -8 -2
acept me	-5 -7 -5
aches	-2 -4 -3
aches _ my	-2 -2 -2
aches for	-2 -2 -2
acount	5 -3 -2
actualy	3 -5 -7
adicted	-2 -1 -2
adicted to	-2 -1 -2
admirer	-3 -4 -2
adopt _ cat	-3 -2 -3
adopt a	-5 -3 -2
adults	3 0 0
advice	-4 -6 -5
advice please	-4 -3 -3
afraid	-4 0 -2
afraid _ husband	0 3 0
afraid my	0 3 0
after 5	-5 -2 -1
after _ every	-4 -1 0
after _ exams	7 -2 0
after _ hike	-2 -2 -7
after _ years	6 -6 -5
after a	-3 -4 4
after im	5 -1 -2
after my	5 -3 -4
after the	-6 -4 -4
after this	0 -2 -2
after work	-5 -5 -4
again	3 1 -9
again _ i	1 -7 0
again _ it	-8 -2 -2
again _ this	4 -3 0
again haha	-5 -8 -5
again next	-9 2 -8
again should	-7 0 0
again third	8 -2 0
agent	-5 -6 -7
ago	-4 -4 4
ago _ stil	-3 -2 -5
agre	-4 -4 0
ahead	0 -4 -2
airport	-7 -2 -2
al	0 -3 0
al _ and	-2 -4 4
al _ end	9 0 -3
al _ teth	-4 -3 -4
al _ think	3 0 -2
al _ time	3 -2 -1
al my	5 -3 -2
al this	7 0 0
alergy	-3 0 -1
alergy _ before	-2 -1 -2
alergy pils	-2 -1 -2
alive	10 -5 -3
alive in	-6 -4 -3
alive tomorow	5 -1 -1
alone and	-4 2 -2
along	-6 -7 -5
already	6 -3 -7
already _ as	6 -1 -2
already adults	3 0 0
already might	6 -1 -2
always	-6 -1 -9
am	-8 -3 -7
am _ on	-4 -2 -1
am going	5 -2 0
am i	-13 -11 -10
ambulance	-1 -1 2
amount	9 -2 -3
an _ what	-2 -3 -4
an agent	-5 -6 -7
and	1 5 8
and _ !breathing	-2 -2 3
and _ an	-5 -5 2
and _ beat	0 8 0
and _ ben	-4 2 2
and _ bleding	-1 -1 2
and _ body	4 0 0
and _ by	-2 4 0
and _ cant	-1 3 7
and _ down	6 -3 -3
and _ face	0 -1 -1
and _ fel	-5 -9 -2
and _ grumpy	-2 -1 -2
and _ handful	-3 0 6
and _ has	5 4 0
and _ he	0 2 2
and _ hel	0 3 0
and _ hes	0 2 -5
and _ his	0 0 5
and _ i	-3 0 0
and _ im	-3 -1 0
and _ it	4 -6 -2
and _ kids	-9 1 4
and _ listen	7 0 0
and _ lost	-5 -2 -4
and _ make	-3 -3 -4
and _ me	-2 5 -2
and _ mom	-2 2 2
and _ my	-1 4 -5
and _ nothing	-4 2 -3
and _ on	-7 -7 -3
and _ out	0 -6 -7
and _ parents	0 4 -4
and _ same	-3 -2 -2
and _ scared	1 5 4
and _ shes	-2 -2 2
and _ should	-9 -4 -2
and _ so	-4 -3 -4
and _ something	0 -2 5
and _ stil	-2 -7 -5
and _ stop	5 -1 -2
and _ this	-2 -1 -1
and a	2 -1 -4
and beats	-4 4 -2
and bleding	-1 0 11
and cut	-2 -1 -1
and everyone	3 -1 -2
and failed	4 -5 -5
and fel	-3 -5 -2
and felt	2 -6 0
and gave	-4 -5 -5
and has	-1 -2 5
and hes	-1 -1 4
and hit	0 0 6
and hits	0 3 0
and honestly	-4 -4 -3
and i	-1 -1 -4
and im	1 -2 -3
and is	-1 -1 4
and its	-2 -2 2
and just	0 -4 -7
and kiling	-2 -1 -2
and move	-3 -1 -2
and my	1 -3 5
and never	8 -1 0
and not	-2 -3 -1
and now	-5 -1 5
and puled	-1 5 -2
and red	-3 -5 -4
and said	-1 3 -2
and says	-6 7 0
and scared	3 -2 -3
and sel	-1 -4 -4
and start	-2 -3 -2
and switch	-3 -1 -2
and the	0 -7 -4
and then	-7 -1 -4
and want	3 -1 -2
and wont	-2 1 4
angry	2 2 -2
angry _ my	-3 -5 -4
angry at	1 -4 -3
anime	-7 -8 -5
aniversary	-7 -8 -8
another	0 -4 -3
anoyed	-8 -5 -7
antidepresants _ the	-2 -2 -2
antidepresants in	-2 -2 -2
anxiety	-5 -5 0
any	-5 -5 -7
any _ from	-7 -4 -3
any _ it	5 0 0
any advice	-4 -3 -2
any of	5 0 0
any point	10 0 0
anymore im	4 -4 -4
anyone _ if	7 -4 0
anyone notice	2 -2 0
anything hapens	4 -1 0
anyway	-5 -1 -1
anyway _ i	-4 -1 -1
anyway _ my	-4 -2 -1
anyway wil	-4 -2 -1
apartment	-4 2 -1
apartment when	0 3 0
apologize	-3 -2 -5
apologize first	-3 -2 -2
aprove	-6 -2 -3
aprove _ leave	-2 -2 -3
aprove my	-2 -2 -3
aproved	-8 -5 -6
are _ adults	3 0 0
are _ in	-7 -3 -3
are already	3 0 0
are in	7 -2 0
are turning	0 -1 5
arm	-4 3 5
arm _ the	-2 -4 0
arm with	12 -5 -2
arms	4 0 -1
around	-2 -1 -1
around the	-6 -2 0
as	1 -5 -5
as _ sign	6 0 0
asaulted	0 8 -1
asaulted me	0 6 -1
ask for	-6 -3 -1
ask my	-5 -2 -3
ask the	4 0 0
asked _ to	2 4 -1
asking again	-5 -4 -1
asking for	6 -5 -4
aslep _ just	5 -1 -2
at _ airport	-7 -2 -2
at _ and	-1 1 -1
at _ brother	-3 -5 -6
at _ chance	-5 -2 -3
at _ edge	6 0 0
at _ in	-5 -4 -5
at _ phone	0 5 0
at _ presentation	-3 -1 -5
at _ raped	0 4 0
at my	-6 -1 -4
at parties	-7 -7 -6
at the	-7 -4 -4
at work	-7 -1 -6
atacked	-4 -2 -2
ate	-6 -3 4
ate _ poison	-1 -1 4
ate _ yogurt	-2 -2 -2
ate my	-2 -2 -2
ate rat	-1 -1 4
audition	-6 -4 -7
aunt	-2 -3 -1
away	5 -5 -4
away _ phone	-4 -2 -4
away _ she	-2 -2 -2
away my	-1 -7 -2
away wil	-2 -2 -1
b	-3 -3 -3
baby	-3 1 2
baby _ !breathing	0 0 6
baby _ a	-2 -2 2
baby _ breathing	-2 -2 4
baby _ having	0 -1 7
baby _ healthy	-3 -5 -6
baby _ my	-3 -4 -3
baby isnt	0 0 6
baby stoped	-2 -2 4
back	-5 -3 -3
back _ her	-2 3 -2
back _ me	0 -2 0
back to	2 -5 -4
bad	-6 -5 2
bad _ i	-1 -4 -4
bad luck	-3 -2 -7
bad should	-1 -4 -4
badly	-2 -2 5
bag _ my	4 0 0
bag over	4 0 0
baked	-10 -9 -11
balcony	4 -2 -7
bali	-3 -1 -1
bali _ a	-3 -1 -1
bali for	-3 -1 -1
band	-5 -4 -2
bangs	-6 -2 -4
bank	-1 0 -4
basil	-9 -6 -7
batery	-3 -2 -1
batery _ dead	-5 -3 -4
batery _ dying	-4 -2 -2
batery _ the	-2 0 0
batery is	-5 -3 -4
batery on	-2 0 0
bath	6 -1 -5
be	4 -2 -4
be _ after	5 0 0
be _ again	-7 -6 -1
be _ beter	-4 0 0
be _ by	6 -1 -1
be _ death	-3 -1 0
be _ for	5 -1 -1
be _ i	5 0 0
be _ my	0 -2 3
be _ than	5 0 0
be _ to	-7 -2 -2
be _ with	5 -2 -4
be _ without	8 -2 -1
be and	0 0 4
be beter	2 -1 0
be dead	7 0 0
be delayed	-2 -3 -3
be easier	-4 -3 -2
be fun	-5 -3 -1
be healthy	-2 -3 -4
be son	6 0 0
be the	-5 -2 -1
beach	-6 -4 -3
beat	-18 0 -4
beat _ up	-2 3 -1
beaten	-5 2 -8
beats	-3 3 -4
beats _ and	0 6 -6
beats _ brother	0 1 0
beats _ every	0 3 0
beats _ why	-3 -3 -4
beats my	-4 4 -3
beautiful	-5 -4 -3
because _ dad	0 2 0
because _ hate	3 0 0
bed	-4 -3 -4
bed _ me	-4 -3 0
before	-3 -5 -8
before _ end	6 0 0
before _ holidays	-2 -2 -2
before _ weding	-5 -1 -1
before i	6 -2 0
before the	-2 -7 -1
being	1 1 -6
being _ at	-4 4 -2
being _ on	-6 -7 -5
being _ to	7 0 -2
being alive	6 -2 -2
being late	-1 0 0
being noisy	-2 -3 -1
being single	-7 -5 -3
belt	-2 5 -2
ben	7 0 -5
ben _ my	0 -2 -4
ben _ the	-2 3 -1
ben stockpiling	4 0 0
best	0 -7 -7
best _ and	-2 -5 -5
best _ moved	-4 -2 -3
best _ my	-4 0 0
best _ to	2 -2 -3
best _ without	3 0 0
best for	-4 0 0
beter	0 1 -4
beter _ i	-2 0 0
beter if	-2 0 0
beter parent	-4 0 0
bf	-5 6 -4
big	-1 -5 0
big family	-6 -1 -1
biger	-5 -4 -2
bike	-6 -5 -3
bike _ im	-3 -2 -2
bike but	-3 -2 -2
birthday	-3 -10 -3
bit	-3 -5 -3
bit blue	-4 -1 -3
blade	14 0 -4
bleach	-4 -4 6
bleach _ hour	-2 -2 5
bleach an	-2 -2 5
bleach by	-2 -2 3
bled	7 -4 -2
bled _ i	3 -4 -3
bleding	-4 -5 6
bleding _ lot	-1 -1 3
bleding a	-1 -1 3
blod	-6 -4 3
blod everywhere	-1 -4 2
blue	-4 -11 8
body	-4 -3 -2
body _ want	3 0 0
body and	3 0 0
bok	-11 -3 -5
bok _ a	-3 -1 -2
bok about	-4 -1 -3
bone	-4 0 4
bored	-4 -4 -2
bored _ could	-5 -2 -1
bored i	-5 -2 -1
boring	-6 -9 -4
boring job	-4 -1 -2
borowed	-8 -4 -5
bos	-8 -2 -4
bos _ asaulted	0 3 0
bos _ to	-2 -5 -2
bos aprove	-2 -2 -3
bos is	-1 -5 -2
bos sexualy	0 3 0
bought	4 -1 -6
bought _ gun	2 0 0
bought _ it	-3 -1 0
bought a	7 -1 0
bought kil	-3 -1 0
boyfriend _ it	-3 -1 -1
boyfriend beat	-2 3 -1
boyfriend choked	-3 5 0
boyfriend is	-3 0 0
boyfriend surprised	-3 -2 -2
break	-8 -3 -5
break _ with	-6 4 -1
break from	-4 -3 -6
breakup	-7 -5 -3
breath _ wil	-2 -2 -2
breath away	-2 -2 -2
breathe	-2 -3 2
breathe underwater	-3 -3 -3
breathing	-3 -2 4
breathing and	0 0 5
bridge	5 -4 -6
bridge _ my	3 0 0
bridge now	3 -2 -2
bring	-6 -1 -6
broke	-6 1 -3
broke _ heart	-1 -2 -2
broke _ my	-4 0 0
broke into	-4 0 0
broke up	-10 -8 -5
broken	-3 0 3
broken _ i	-1 -1 -5
broken wil	-1 -1 -5
brother _ abused	-2 3 -2
brother _ me	-4 -3 -4
brother beat	-3 -5 -4
brother for	-5 -3 -6
brother kicked	-1 3 0
brother pas	-2 -2 -4
brother sexualy	-2 3 -2
brothers	-2 0 -2
bruises	-1 4 -4
buble	-3 -2 -2
buble tea	-3 -2 -2
budget	-6 -3 -5
building	7 -6 -1
bumped	-4 -4 -7
bunch	-2 0 4
bunch of	-2 0 4
burden	4 0 0
burden _ my	4 -1 0
burned	-4 -8 -5
burning	3 -5 -1
burning _ arm	1 0 0
burns	-5 6 -4
bury	-5 -1 -5
busines	-2 -2 -5
busines _ this	-4 -1 -1
busines grow	-2 -1 -2
busines survive	-2 0 -1
but	-6 -1 -2
but _ a	-4 -3 -3
but _ be	-6 -3 -3
but _ kep	5 0 0
but _ scared	-1 -5 -4
but _ stil	0 0 2
but hapy	-5 -4 -4
but i	-6 -5 -3
but il	-6 -3 -3
but im	0 -2 -1
but ive	1 0 0
buy _ concert	-3 -2 -3
buy _ house	-4 -4 -3
buying	-7 -4 -2
by _ be	0 0 4
by acident	0 0 5
by friday	-5 -2 -5
by my	-6 12 -2
by the	0 1 -5
cabinet	10 -1 -1
cabinet tonight	5 0 0
cafe	-4 -4 -5
cake	-4 -3 -3
cal	-6 -3 0
cal _ today	-3 -2 -2
cal grandma	-7 -4 -3
caled	-6 -4 -3
caling	3 0 2
calm	0 -4 -4
came	0 4 1
came back	-5 3 -2
came home	0 6 -4
can	-1 -5 -4
can _ ask	-4 -2 -3
can _ trust	-2 -2 -3
canceled _ phone	5 0 -2
canceled my	5 0 -2
cancer	-6 -3 -1
cant !breathe	-3 -3 3
cant !slep	-4 -2 -6
cant !tel	-2 2 -2
cant !think	-4 -3 0
cant _ !anyone	-2 2 -2
cant _ !my	-1 -1 5
cant _ !straight	-4 -3 0
car _ a	4 0 -1
car _ in	1 -3 -3
car _ is	-3 -4 -3
car _ the	4 -1 -3
car batery	-4 -4 -3
car of	4 -1 -2
car this	-3 0 0
card	-5 -6 -9
card for	-4 -2 -1
card please	-4 -3 -4
cards _ the	-6 -3 -6
carer	-10 -6 -8
carer _ please	-4 -3 -3
carer advice	-4 -3 -3
carved	4 -4 -3
cat	-1 -8 -4
cat _ home	-3 -2 -3
cat _ me	-3 -2 -2
cat _ my	6 0 -1
cat come	-3 -2 -3
cat ignores	-3 -2 -2
cat was	-3 0 -1
ceiling	-6 -3 -5
chainsaw	-3 -2 1
chance	-7 -1 -4
chance _ move	-2 -2 0
chance to	-5 -2 -3
change _ phone	-3 -2 -2
change jobs	-5 -2 -2
change my	-4 -4 -1
changed	-3 -2 0
changed my	-3 -2 0
changes	4 0 0
chapter	-11 -7 -10
chapter 3	-6 -5 -8
chapter _ my	-4 -2 -3
chapter of	-4 -2 -3
character	-10 -4 -5
character _ my	-5 -1 -2
character died	-2 -1 -2
character in	-3 -1 -1
cheated	-2 -5 -4
cheated _ i	-2 -5 -4
check _ of	4 0 0
check out	4 0 0
ches again	-3 -5 -3
chest _ and	-7 -5 8
chest _ from	-2 -2 -2
chest _ tight	-1 -2 -3
chest and	0 0 7
chest fels	-1 -2 -3
chest pains	0 -4 4
child	0 4 1
choked	-1 5 -1
choked _ until	-1 5 -1
choked me	0 5 0
chokes _ during	0 5 -1
choking	-5 -5 0
choking on	0 -1 6
cigaretes	2 6 -1
clas	-9 2 -3
cleaning _ and	-2 3 2
client	-4 -4 -4
close	4 -4 -4
closet _ i	4 -2 -4
clothes	-5 2 -8
coach	-2 4 -5
cofe	-9 -9 -15
cok	-8 -3 -4
cokies	-4 -2 -8
colapsed	-2 -4 4
colapsed _ isnt	0 0 2
colapsed _ wont	-3 0 6
colapsed and	-1 -2 8
colapsed at	-2 -4 5
cold	-3 -4 -10
colege	-7 -4 -5
color	-4 -3 -9
come	-5 -2 -3
come _ tonight	-3 -2 -3
come back	-6 -2 -1
coming	-4 2 -4
coming back	-3 -5 -4
coming over	0 5 -2
comit	6 -4 -2
comit suicide	6 -4 -2
company	-5 -6 -4
compas	6 -2 0
comunity	-8 -7 -3
comute _ going	-4 -5 -2
concert tickets	-3 -2 -3
confused	-5 -4 7
confused and	0 0 8
contest	-10 -9 -12
control	2 -2 0
conversation	-4 -3 -3
cord	-5 -1 -2
coughing just	-2 -2 -2
could	-7 -6 -6
could _ for	-3 -1 -3
could _ of	-3 -3 -3
could _ underwater	-3 -3 -3
could breathe	-3 -3 -3
could die	-5 -2 -2
could fly	-3 -2 -1
could slep	-3 -1 -2
couldnt	2 -2 -2
couldnt find	-6 -4 -3
counting	7 -4 -3
courage	4 0 -1
cousin _ my	3 0 0
cousin and	3 0 0
cousin money	-2 -2 -2
cover	-9 -3 -10
covid	-5 -2 -4
coworker	-12 -6 -7
coworker _ stealing	-4 -3 -2
crash	3 -5 -4
cried	0 -2 -3
cried _ a	-2 -1 -9
crime	-7 -4 -5
crush	-11 -5 -5
crush _ exam	-1 0 0
crush _ marathon	-2 -1 -2
crush the	-2 -1 -2
crushing	-3 -3 4
crying	-9 -1 1
ctb	13 -1 -1
ctb _ just	5 0 0
ctb son	10 0 0
cursed	-6 -6 -5
cut	-2 -4 0
cut _ bangs	-4 -2 -5
cut _ chapter	-2 -1 -1
cut _ cord	-5 -3 -2
cut _ finger	-7 -3 -5
cut _ out	-4 0 -1
cut it	-2 0 -2
cut my	-6 -3 0
cut so	10 0 0
cut this	-2 -1 -1
cuting _ again	4 0 0
cuting myself	4 0 0
dad	-6 1 6
dad _ how	-4 -1 -1
dad _ hurt	0 2 0
dad _ me	-6 5 -2
dad _ murder	-2 -2 -2
dad _ my	-3 7 -1
dad _ to	-4 0 -3
dad beats	0 6 -3
dad hits	0 2 0
dad kicks	0 4 -1
dad threatened	-4 -2 -4
dad used	-2 -2 -7
dads _ surgery	-3 -2 -3
dads heart	-3 -2 -3
daily	-8 -5 -6
daily card	-8 -5 -6
dangerous	4 0 0
darlings	-2 -1 -1
darlings _ cut	-2 -1 -1
darlings and	-2 -1 -1
date	-4 -5 -11
date go	-3 -3 -2
date was	-5 3 -2
dating	-9 -6 -3
dating again	-3 -2 -2
daughter	0 1 -3
daughter is	-3 0 0
daughter swalowed	-3 -2 6
day	2 -6 -8
day _ a	-5 -1 -4
day _ best	-4 0 0
day _ i	-3 1 -1
day feling	-4 -1 -3
day for	-3 -2 -1
day is	-4 0 0
dead	-2 -8 -8
dead _ i	-9 -3 -4
dead _ my	-3 -5 -5
dead _ wil	-5 -2 -2
dead and	1 -3 -4
dead batery	-2 0 0
dead by	4 0 0
dead end	-5 -3 -2
dead honestly	4 -1 0
dead inside	-3 -2 -2
dead serious	-3 -4 -1
dead than	5 0 0
dead tired	-15 -3 -4
deadline	-3 -5 -3
deadline _ kiling	-2 -3 -5
deadline is	-2 -3 -4
deal	4 -5 -3
death	-5 -7 -7
death _ me	-3 -1 0
death _ the	0 -4 -5
death al	3 -1 -1
death of	-4 -2 -2
decided	4 -4 -2
decompres	-2 -2 -3
delayed	-2 -3 -3
delete	-3 -1 0
delete _ acount	-3 -2 0
delete my	-3 -2 0
deleted	3 -4 -3
deleted my	4 -1 -2
dementia	-4 -4 -4
dent	-2 -2 -2
dent _ car	-2 -2 -2
dent the	-2 -2 -2
deposit	-4 -2 -2
deposit back	-2 -2 -3
deserve _ be	4 0 0
deserve _ die	3 -2 -2
deserve to	4 -2 -2
design	-5 -6 -1
desk	4 -2 -2
detergent	-2 0 3
detergent pods	-2 0 3
diabetic	-4 -3 4
diabetic and	-4 -3 4
did	-2 -4 -6
did _ at	-5 -8 -6
did _ do	-7 -5 -5
did i	-4 -5 -7
didnt	-8 -12 -6
die	8 -4 -4
die _ bad	4 0 0
die _ i	-6 -4 -1
die _ want	3 0 0
die before	-3 0 0
die for	-7 -1 -1
die now	5 0 0
die of	-9 -3 -4
die so	7 0 0
die that	5 -1 -1
die trying	-3 -1 -2
died	-5 -11 -9
died _ can	-4 -1 -1
died _ cancer	-5 -2 -1
died _ i	-10 -4 -3
died _ my	-3 -4 -5
died _ the	-4 -2 -2
died and	-6 -3 -6
died during	-3 -3 -2
died my	7 -1 -1
died of	-6 -3 -6
died on	-1 -1 -2
dies _ me	-4 -3 -1
dies made	-4 -3 -1
diet	-4 -6 -3
diner	-8 -3 -5
disapear	-2 -1 -1
disapear _ bali	-3 -1 -2
disapear _ god	4 0 0
disapear for	2 0 -1
disapear forever	6 0 0
disapear to	-4 -1 -1
disapeared _ would	4 -3 0
disapeared nobody	4 -3 0
distance	-7 -4 -3
distance _ worth	-1 -2 -2
distance relationship	-1 -2 -2
dizy	-4 -5 6
dizy and	0 -4 4
do _ decompres	-2 -2 -3
do _ do	-5 -3 9
do _ have	0 -6 -6
do _ help	-2 0 -3
do _ kep	-7 -1 -6
do _ kil	-2 -2 -2
do _ on	5 0 0
do _ say	-3 -3 -4
do _ stop	1 -3 -2
do _ wekend	-5 -3 -8
do i	-9 -6 2
do it	8 -2 -3
do people	3 -3 -2
do this	-4 -5 -3
do you	7 -1 -2
doctor	-4 -5 -5
doctor _ me	-6 -7 -2
doctors	-7 -2 -4
does _ hurt	3 -2 -2
does _ mean	-5 -3 -2
does _ oracle	-6 -2 -2
does _ stil	-4 -3 -2
does _ ten	-3 -3 -4
does _ to	0 5 -1
does my	-8 -6 -7
does she	-13 -10 -8
does that	-5 -4 -2
doesnt	-2 -4 -12
doesnt !know	8 0 0
doesnt !let	0 5 0
doesnt !ned	5 -1 0
doesnt _ !ive	6 0 0
doesnt _ !me	0 1 -2
dog	-4 -5 -6
dog _ fly	-3 -2 -2
dog could	-3 -2 -2
dog to	1 0 0
done	4 1 -8
done _ is	3 0 0
done _ life	4 -2 -1
done _ this	-9 -2 -1
done tonight	4 0 0
dont !think	9 -4 -3
dont _ !what	2 4 0
dor	-3 4 2
dor _ me	-6 -4 -3
dor for	-6 -4 -3
dose	5 -1 -2
dose of	5 -1 -2
down	-6 2 2
down _ sugar	-2 -1 -2
down and	-6 3 -3
drama	-4 -1 -1
drank _ an	-2 -2 5
drank _ bleach	-1 -1 5
drank _ by	-2 -2 3
drank bleach	-2 -2 4
drank kerosene	-2 -1 4
drank some	-1 -1 7
draw	-8 -7 -5
dream	-4 -5 -9
dream _ a	-5 -4 -3
dream _ dreamed	1 4 0
dream _ was	-12 -9 -1
dream about	-3 -5 -3
dream and	2 -3 0
dream log	-1 1 -2
dream my	-7 -4 -3
dreamed	-2 -2 -7
dreamed _ could	-4 -3 -4
dreamed _ dog	-3 -2 -2
dreamed _ was	-4 -7 -4
dreamed a	-5 -5 -5
dreamed about	-2 -4 -3
dreamed i	-3 -5 -5
dreamed my	-6 -2 -6
dreaming	-5 -3 -3
dreaming about	-2 -3 0
dreamt	-5 -8 -8
dreamt _ was	-8 -3 -3
dreamt i	-3 -6 -5
drinking	-3 -2 -3
drinks	-2 5 -2
drive	4 -3 -1
drive _ a	7 0 -2
drive my	4 -1 -2
drive of	5 0 -2
drive to	4 -2 -1
driver	-2 -2 1
driving _ the	4 0 0
driving test	-6 -2 -3
drown	7 -2 -2
drown myself	4 0 0
drowning	3 -8 -4
drowning _ a	-5 0 0
drowning _ homework	-4 -3 -4
drowning _ paperwork	-7 -4 -6
drowning _ work	-8 -3 -2
drowning in	-10 -5 -4
drowsy	-4 -6 5
drunk	-3 5 -2
during	-1 2 -2
during _ cal	-3 -4 -3
during _ presentation	-2 -2 -2
during fights	0 5 -1
dye	6 -3 -2
dying	-2 -9 -9
dying _ a	-5 -2 -2
dying _ fast	-4 -2 -2
dying _ go	-4 -1 -1
dying _ know	-10 -3 -2
dying _ met	0 -3 -1
dying _ try	-1 -4 -3
dying for	-6 -2 -3
dying how	-5 0 -2
dying so	-4 -2 -2
dying to	-11 -3 -3
dying what	-7 -4 -4
each	-5 -6 -4
earing	-3 -2 -3
early	-5 -6 -7
early and	-4 -1 -2
earth	-5 0 0
ease	-5 -4 -3
ease up	-7 -4 -5
easier	-4 -2 -1
eat	-5 -5 -6
eating	-2 -7 -1
edge	7 0 0
edge _ the	5 0 0
embarased	-5 7 -1
embarased _ could	-3 -2 -1
embarased i	-3 -2 -1
embarasment _ caled	-5 -2 -3
end _ al	10 0 -1
end _ gym	-4 -3 -3
end _ just	7 -2 -1
end _ lease	-2 -1 -2
end _ life	6 -2 -2
end _ my	-5 -2 -4
end _ own	9 0 0
end _ project	-3 -2 -3
end _ relationship	-3 -4 -3
end _ tonight	5 0 0
end _ with	-9 -3 -1
end everything	6 0 0
end it	11 -4 -3
ending	3 -5 -5
ending _ life	9 0 0
ending _ the	-4 -3 -1
ending _ this	6 -1 0
ending _ tonight	3 0 0
ending it	7 -3 -3
ending my	2 -1 0
ends	1 -3 -3
energy	-10 -6 -4
english	-5 -5 -3
enough	7 0 -3
enough to	4 -2 -3
escape	-4 -3 -2
evening	-5 -4 0
ever	3 -5 -7
ever _ again	-7 -5 -2
ever _ beter	5 0 0
ever _ over	-3 -2 -1
ever learn	-4 -2 -8
ever stop	-6 -3 0
every _ im	4 0 0
every _ this	0 2 -3
every _ wil	3 -4 -1
every night	5 1 -1
every wek	-4 -3 0
everyone	6 -5 -2
everyone _ be	4 0 0
everyone _ saying	3 -2 0
everyone i	5 0 -1
everyone keps	3 -2 0
everyone was	-9 -2 -2
everyone would	3 0 0
everyones	1 -1 -6
everything _ stop	4 -2 -1
everything im	3 0 0
everything is	4 0 0
everywhere	-7 -1 3
ex	-6 2 -4
ex _ !stop	-1 3 0
ex _ back	-2 -3 -2
ex _ he	0 6 0
ex coming	-2 -3 -2
ex is	0 4 -2
ex says	0 6 0
ex wont	-1 3 0
exactly	5 -2 -2
exam	-10 -9 -7
exam _ lol	-2 -2 -2
exam _ murdered	-2 -2 -3
exam _ over	-2 0 -2
exam _ wek	-3 -3 -2
exam absolutely	-2 -2 -3
exam dream	-5 -1 0
exam is	-5 -4 -2
exam next	-3 -3 -2
exam season	-2 -6 -2
exam today	-3 -3 -1
exam tomorow	-5 -3 -3
exams	-4 -4 -8
excel	-5 -4 -4
exhausted	-3 -4 -2
exit	5 -4 -4
face	-3 1 7
fail	2 -6 -1
failed	3 -5 -5
failed i	5 -4 -4
fainted	-4 -4 1
faling _ woke	-4 -5 -3
family	-1 1 -2
family _ ok	4 0 0
family be	4 0 0
fast	0 -4 -2
father	0 6 0
father _ me	-2 4 -2
father beats	0 1 0
father rapes	-2 3 -2
fathers	-3 1 -4
fault	2 0 -4
favorite	-5 -6 -6
favorite cafe	-4 -5 -5
favourite	-4 -1 0
fel	-1 0 4
fel _ a	-6 0 -4
fel _ and	0 -2 4
fel _ at	-8 -4 -6
fel _ ending	3 -2 -2
fel _ home	-4 -1 0
fel _ in	-7 -3 -7
fel _ inside	-3 -2 -3
fel _ kiling	3 0 0
fel _ quiting	-3 -2 -2
fel _ the	-1 0 5
fel _ wil	-2 -1 -8
fel bad	-7 -7 -8
fel beter	-4 -6 -9
fel calm	3 -2 -2
fel dead	-3 -2 -3
fel in	0 0 3
fel like	5 -2 -8
fel of	-6 -2 1
fel so	-6 -2 -3
feling	-6 -7 -6
feling _ about	-5 -4 -2
feling _ again	4 -2 0
feling _ at	-2 -3 -2
feling kinda	-8 -5 -5
feling suicidal	4 -2 0
feling unapreciated	-2 -4 -2
fels so	-7 -4 -3
felt	-1 -2 -4
fern	-2 -2 -4
fern _ dying	-3 -2 -4
fern is	-3 -2 -4
few	-6 -5 -6
fight	-6 1 0
fighting	6 -3 -2
fighting i	1 0 0
fights	0 5 -1
final	-5 -4 -5
finaly _ my	-11 -2 -6
finaly _ the	-9 -10 -10
finaly _ up	-2 -3 -1
finaly break	-2 -3 -1
finaly died	-6 -2 -4
find _ lost	-3 -2 -3
find _ love	-2 -3 -3
find a	-8 -3 -3
find my	-5 -3 -2
find true	-2 -3 -3
finds	-9 -1 -5
finds _ i	-5 -3 0
finds out	-4 -1 0
fine	-5 -5 -7
finish	-3 -3 -6
finish _ thesis	-2 -1 -1
finished	-11 -6 -8
fire	-7 -1 5
fired	-5 0 0
first	-8 -7 -8
first time	-1 -3 -2
fish	-10 -7 -5
fish _ and	-3 0 -4
fish in	-7 -5 -5
fiting	-3 -2 2
fiting _ the	-3 -2 2
fix	1 -3 -7
fix it	-7 -3 -7
fixed	-11 -6 -7
flight _ delayed	-2 -3 -3
flight and	-10 -7 -10
flight be	-4 -3 -3
floating	-1 -7 -4
floded	-4 -4 -3
flowers	-5 -3 -5
flu	-6 -3 -1
fly	-4 -4 -5
flying over	-3 -4 -1
focus	-3 -6 -4
focus _ this	-1 -2 -2
focus on	-3 -6 -1
fod	-8 -4 2
fod poisoning	-4 -2 2
folowing _ and	0 5 -3
for	3 -4 -3
for _ again	-10 -5 -4
for _ coworker	-3 -1 -2
for _ ex	-2 -2 -2
for _ haircut	-3 -2 -1
for _ holiday	-6 -2 -2
for _ hour	3 0 -1
for _ is	-6 -2 -3
for _ late	-1 0 0
for _ money	-7 -7 -5
for _ month	-5 -6 -4
for _ oracle	-3 0 0
for _ raise	-4 -2 -3
for _ readings	5 0 0
for _ to	1 -2 -6
for _ today	-4 -2 -2
for _ tonight	-6 -3 -1
for _ trip	-6 -2 -3
for _ vacation	-2 -2 -3
for _ wek	-5 -7 -2
for _ wekend	-4 0 -2
for _ wil	-7 -1 -6
for _ years	-4 -1 0
for a	-2 -4 -5
for an	2 -1 -1
for forgeting	-3 -3 0
for god	7 -2 -2
for her	-6 2 -6
for him	-4 -2 -2
for it	3 -1 0
for me	3 -5 -2
for more	-2 0 0
for my	-6 -3 -3
for once	-5 -5 -7
for one	-5 -1 -4
for someone	-2 0 0
for the	-3 -2 -4
for this	-8 -8 -4
for today	-4 -4 -2
forced _ to	0 5 0
forced me	0 5 0
forecast	-4 0 0
forever	4 -5 -2
forever _ never	6 0 0
forever _ this	-4 -1 -1
forever after	-4 0 -1
forgeting	-3 -3 0
forgive	7 -4 -3
forgive _ friend	-4 -2 -3
forgive my	-4 -2 -3
forgot	-9 -7 -8
forgot _ moms	-3 -2 -2
forgot my	-4 -3 -4
fortune	-7 -4 -6
fot	-7 -3 -6
fotbal	0 -3 -4
found	-6 1 -2
fr	3 -2 -2
frelance	-3 -3 -5
friend	-3 -7 3
friend _ at	0 0 3
friend _ me	0 4 -3
friend _ overdosing	0 0 4
friend _ the	-4 -2 -2
friend _ turning	0 0 3
friend _ wil	-5 0 0
friend group	-6 -2 -5
friend is	-2 0 5
friend moved	-4 -2 -3
friend overdosed	-1 -1 5
friend trustworthy	-2 -3 -3
friend without	3 0 0
friends	-5 -2 -6
friendship	-3 -4 -2
from _ cards	-7 -4 -3
from _ is	-7 -4 -6
from _ just	-2 -2 -2
from _ surgery	-2 -2 -3
from coughing	-2 -2 -2
from his	-6 -3 0
from the	-4 -1 4
from work	-4 5 -1
front _ the	-1 3 -1
ful	-4 -3 -5
ful of	-3 -4 -7
fun	-12 -6 -8
funeral	1 -3 -4
funeral _ feling	7 0 -1
funeral and	6 0 0
funeral for	-7 0 0
future	-3 -5 -6
future self	-6 -2 -3
galblader	-7 -7 -11
game	-10 -3 -4
garage	8 -1 -3
garden	-6 -8 -8
gas	-3 -2 7
gave	3 -6 -1
gave _ dog	3 0 0
gave me	-5 -4 -1
gave my	6 0 0
get	0 -4 -5
get _ apartment	-3 -4 -4
get _ deposit	-2 -2 -3
get _ if	-2 0 0
get _ in	-6 -3 0
get _ internship	-4 -3 -4
get _ my	-3 -2 -1
get _ scholarship	-4 -4 -4
get _ university	-3 -3 -4
get along	-6 -7 -5
get aproved	-4 -2 -3
get more	-3 -2 -2
get one	-6 -1 -2
get the	-5 -6 -4
get them	-8 -2 -4
geting maried	-6 -7 -6
gets _ and	-4 6 -3
gets _ much	5 -1 -2
gets beter	7 -2 0
ghost	1 -1 -1
ghost _ might	6 -1 -2
gift	-5 -7 -7
girl	-2 2 -5
girlfriend	-4 4 -5
give	0 -5 -2
gives	0 4 -1
gives me	0 4 -1
glas	-2 0 3
go _ because	0 2 0
go _ japan	-4 -2 -2
go _ slep	11 0 0
go _ the	-2 1 -2
go _ this	-1 -2 -2
go _ to	-6 -4 -2
go frelance	-3 -3 -5
go home	-7 2 -1
go of	-2 -2 -3
go ok	-7 -4 -3
go okay	-2 -2 -2
go tomorow	-2 -1 -2
god	0 -6 -4
god _ for	-9 -2 -1
god idea	-6 -2 -3
god news	-3 -3 -3
god night	3 0 0
god time	-9 -3 -1
god year	-3 -2 -1
godbye	10 -4 -4
godbye _ god	3 0 0
godbye _ her	-4 0 0
godbye for	3 0 0
godbye leter	4 0 0
godbyes	6 -2 0
goes	8 6 -3
gogled	3 -2 -2
going	1 -3 1
going _ a	4 0 0
going _ crush	-2 -1 -2
going _ drive	9 0 -2
going _ end	10 -3 -4
going _ hang	6 0 0
going _ my	-3 -2 3
going _ overdose	4 -1 0
going _ propose	-2 -3 -3
going _ swalow	4 -1 -2
going _ walk	2 -1 0
going to	-1 -3 -5
gona	-5 -5 -4
gona _ myself	9 -2 -2
gona be	-6 -2 -4
gona die	-5 -3 -3
gona kil	-6 -2 -1
gona kms	2 -2 -3
gona of	6 -1 -2
gone	6 -8 -1
gone i	8 0 0
got	-5 -6 2
got _ poisoning	-4 -2 2
got a	-3 -2 -6
got fod	-4 -2 2
got the	6 0 0
grabed	-1 8 -1
grabs	-2 10 -3
grandfather _ from	-2 -2 -3
grandfather recover	-2 -2 -3
grandma	-1 -4 -2
grandma _ last	-6 -4 -2
grandma today	-5 -7 -7
grandmother	-5 -6 -2
grandmother _ having	0 0 5
grandmother _ her	-1 -1 -2
grandmother survive	-1 -1 -2
grandmothers	-9 -5 -4
grandpa	-2 -3 2
grandpa _ peacefuly	-3 -2 -3
grandpa died	-3 -2 -3
grateful	-7 -6 -6
grateful _ the	-8 -8 -4
grateful for	-11 -5 -6
grateful that	-2 0 -2
gren	-6 -4 -6
grief	-4 0 -2
grieve	-7 -7 -5
ground	-2 -2 2
group	-2 -5 -8
grow _ year	-2 -1 -2
grow this	-2 -1 -2
grumpy	-8 -7 -6
grumpy _ it	-2 -1 -2
grumpy about	-2 -1 -2
guitar _ my	7 0 -1
gun	5 -3 -5
gun _ end	2 0 0
gun to	2 0 0
guy	-12 7 -5
guy from	0 6 -3
guys	-6 -2 -4
gym	-12 -2 -4
gym _ kil	-2 -2 -4
gym _ never	-2 0 0
gym _ work	-2 -2 -2
gym i	-2 0 0
gym membership	-4 -3 -3
gym near	-2 -2 -2
gym to	-2 -2 -4
had	-5 -8 -6
had _ scary	0 -2 0
had a	-5 -4 -4
had to	-6 -4 -2
haha	-11 -7 -7
hair	-9 -4 -10
hair _ god	-2 -1 -1
hair _ or	-2 -3 -3
hair red	-5 -2 -1
haircut	-3 -2 -1
half	-5 -4 -4
hamster	-6 -3 -3
hamster is	-4 -5 -3
handle	-4 -3 -3
handle it	-4 -3 -3
hang myself	8 0 0
hanging	-4 -3 5
hanging _ with	-2 -2 -1
hanging out	-2 -2 -1
hapen	4 -5 -5
hapier _ me	6 -1 0
hapier without	6 -1 0
hapy	-4 -4 -4
hard	-6 -2 -6
hard _ couldnt	-3 -2 -1
harder	-7 -7 -2
harm in	-4 -3 -1
has ben	-2 3 -5
has no	3 -4 1
hasnt	4 -1 0
hate _ job	-5 -2 -1
have _ i	7 0 0
have _ on	-2 3 -2
have _ pils	7 0 0
have _ secret	-3 -4 -2
have a	1 -5 -5
have my	5 -2 0
have no	6 0 1
have scratches	-2 3 -1
have the	9 -1 0
have to	0 -2 -5
have what	7 0 0
having	-3 -2 7
having _ pains	0 -4 4
having a	-2 0 7
having chest	0 -4 4
he	-5 7 1
he _ a	-5 4 -1
he _ come	0 -2 0
he _ hits	-2 4 0
he _ home	0 4 -2
he _ it	-4 2 -5
he _ kil	-1 7 0
he _ last	4 0 0
he _ me	-2 3 -1
he _ not	-6 -9 -8
he _ one	-3 -1 -4
he _ out	0 4 0
he _ reborn	-3 -2 -3
he _ to	-5 -3 -4
he _ tonight	-3 8 -1
he came	0 6 -3
he did	-2 4 0
he died	4 0 0
he finds	0 4 0
he forced	0 5 0
he forces	-1 11 -1
he going	-2 -3 -3
he has	-2 13 -1
he left	-4 -1 -2
he likes	-1 -2 -1
he only	-2 4 0
he raped	0 6 0
he remember	-3 -2 -2
he says	0 4 1
he text	-3 -3 -3
he the	-4 -6 -4
he threatened	-4 7 0
head _ so	-4 -2 0
headache	-7 -7 2
headache of	-4 -3 5
headaches	0 -4 3
headaches and	0 -4 3
heal	-4 -3 -10
health	-11 -8 -7
heaps	-4 -3 4
hear	-6 -3 -2
heart	-3 -6 -3
heart _ for	-2 -2 -2
heart _ go	-3 -2 -3
heart _ it	-1 -4 0
heart _ racing	0 0 5
heart _ since	-2 -2 -2
heart aches	-2 -2 -2
heart hurts	-2 -2 -2
heart is	0 0 3
heart wil	-1 -2 -2
heartbroken	-13 -6 -8
heartbroken _ i	-2 -1 0
heartbroken wil	-2 -1 0
heat	-7 -3 -5
heatwave lol	-5 -2 -4
heavy	-5 -3 -2
heavy _ do	-3 -2 -2
heavy how	-3 -2 -2
hel	-2 9 -2
hel kil	0 3 0
held _ knife	0 4 -2
held a	-4 4 -2
help	-5 -5 3
help _ skin	-11 -6 -10
help her	-3 -2 -5
helped	-3 -8 -8
helped me	-7 -7 -4
her	-3 -3 3
her _ dont	-7 0 -2
her _ is	-3 -2 5
her _ its	3 0 0
her _ was	2 0 0
her _ wil	-5 -3 -4
her before	-2 -2 -2
her knowing	3 0 0
her surgery	-1 -1 -2
her wrist	-1 -1 3
here	-3 0 -5
here _ longer	3 0 0
here anymore	3 0 0
here much	3 0 0
hero	-10 -6 -4
hero _ himself	-4 -4 -2
hero _ made	-4 -3 -1
hero sacrifices	-4 -4 -2
hes	-7 2 9
hes _ to	-2 1 -6
hes angry	-2 5 -1
hes coming	0 5 -2
hes in	0 -1 -4
hes not	0 -2 3
hes unconscious	0 0 4
high schol	-5 -7 -2
hike	-3 -4 1
him _ i	-5 -5 -2
him _ text	-3 -2 -2
him angry	0 3 0
him go	-3 -2 -3
him how	-5 -2 -2
himself _ me	-5 7 0
his	-8 -2 1
his _ are	0 -4 5
his chest	0 0 7
his exam	-2 -2 -4
his lips	0 -2 4
his surgery	-2 -2 -3
history	-5 -5 -4
hit	3 -2 -5
hit _ with	1 5 0
hit me	-1 0 -5
hits	-1 4 -1
hits _ when	-3 3 0
hits _ whenever	-1 2 0
hits me	-1 4 -1
hold my	6 0 -3
holds	-3 0 0
holiday	-7 -7 -5
home	-1 4 -2
home because	0 2 0
home is	-4 -6 2
home to	-5 -10 -2
home today	-4 2 0
hometown	-7 -3 -2
homework	-4 -6 -4
honestly	4 -6 -5
honestly _ be	4 0 0
honestly i	4 0 0
honestly id	4 0 0
honestly same	-3 -2 -2
hope	3 -3 -6
hoping	7 -4 -5
horor	-5 -7 -3
horor movie	-2 -5 -1
hospice	-5 -2 -3
hours	-5 -1 -5
house	-6 -1 -3
house _ me	0 6 -2
how	2 -2 -6
how _ do	7 -2 -2
how _ fel	-4 -2 -3
how _ i	-4 -6 -7
how _ paracetamol	3 -1 -1
how _ unalive	3 0 0
how do	-5 -5 -4
how many	9 -1 -4
how much	4 -2 -2
how wil	-3 -7 -1
hug	-7 -6 -7
humidity	-3 -2 -3
humidity _ kiling	-3 -2 -5
humidity is	-3 -2 -5
hungover	-5 -1 0
hungover i	-5 -1 0
hungry	-4 -6 -2
hurt	-2 1 -8
hurt _ again	3 3 0
hurt _ drown	3 -2 -2
hurt _ on	2 0 0
hurt _ when	3 -5 0
hurt if	4 -1 0
hurt me	-2 6 0
hurt myself	10 0 0
hurt to	3 -2 -2
hurting	4 -4 -1
hurting myself	7 0 0
hurts	-2 2 -3
hurts _ and	-2 6 -1
hurts _ coughing	-2 -2 -2
hurts since	-2 -2 -2
husband	-3 5 2
husband _ hurt	0 3 0
husband beats	0 6 0
husband choked	0 3 0
husband slaped	-2 3 -2
husband threatened	0 6 -2
husband was	-2 0 -2
i	5 4 0
i _ !breathe	-6 -3 1
i _ !came	2 -2 0
i _ !get	-1 2 -4
i _ !tel	-2 2 -2
i _ !wake	5 0 0
i _ 30	-3 -2 4
i _ a	2 -6 -6
i _ again	0 -6 -1
i _ al	3 -3 3
i _ and	-1 0 -3
i _ anyone	-1 4 0
i _ at	0 -8 -4
i _ being	-5 2 -2
i _ ben	7 -3 -5
i _ bleach	-2 -2 4
i _ break	-2 -3 -1
i _ breathe	-2 0 -2
i _ calm	3 -3 -2
i _ cut	3 -3 -3
i _ cuting	8 -1 0
i _ dating	-3 -2 -2
i _ dead	4 -5 -2
i _ did	5 -8 -4
i _ die	-1 -4 -1
i _ dreaming	-3 -1 -4
i _ finished	-5 -3 -3
i _ first	-6 -2 0
i _ for	-5 -2 0
i _ frelance	-3 -3 -5
i _ grandma	-3 -2 -2
i _ her	-3 -6 -6
i _ here	3 -2 -1
i _ his	0 -4 -4
i _ hurting	6 0 0
i _ i	-1 -2 3
i _ il	4 0 0
i _ it	3 -4 -1
i _ jump	3 -1 -1
i _ just	7 -1 -4
i _ kil	0 -2 -3
i _ kiled	-8 -4 -2
i _ kms	4 0 0
i _ like	1 -3 1
i _ lost	-5 -4 -5
i _ met	-2 -2 -2
i _ more	-5 0 -2
i _ move	-1 -6 -2
i _ my	0 -6 -2
i _ myself	7 -4 -1
i _ next	-5 -4 -1
i _ now	2 5 0
i _ of	2 -2 -5
i _ ok	-5 -5 0
i _ online	0 4 0
i _ peace	-1 0 0
i _ pregnant	-5 1 -2
i _ procrastinating	-3 -3 -2
i _ punching	7 0 0
i _ scratches	-2 3 -1
i _ sexualy	0 7 -1
i _ slit	3 -1 0
i _ some	-5 -2 -3
i _ stop	-5 0 0
i _ swalowed	-2 -1 1
i _ the	0 -5 -4
i _ things	-3 -6 -2
i _ thinking	4 0 0
i _ this	-1 -6 -3
i _ through	-2 -2 2
i _ to	2 -6 -6
i _ tok	-2 -1 4
i _ tonight	-6 -3 -3
i _ true	-2 -3 -3
i _ vanish	4 0 0
i _ weds	-2 -2 -2
i _ wel	-4 -1 -1
i _ what	1 0 -4
i _ where	5 -2 0
i _ with	-6 -5 -7
i actualy	-3 -4 0
i adopt	-5 -3 -2
i always	-4 -8 -5
i am	3 2 -1
i apologize	-3 -2 -5
i at	-4 -3 -1
i be	-3 -6 -3
i bought	2 -3 -6
i burn	6 -4 -1
i burned	-4 -8 -8
i can	3 -6 -1
i carved	4 -4 -3
i change	-5 -5 -1
i could	-8 -6 -6
i cried	2 -6 -3
i decompres	-2 -2 -3
i delete	-3 -1 0
i dent	-2 -2 -2
i deserve	2 -1 -2
i did	5 -3 -1
i die	13 0 0
i do	1 4 6
i end	2 -5 -3
i ever	-3 -1 -6
i fail	-3 -6 -1
i fel	1 -4 -2
i finaly	7 -5 -4
i find	-7 -3 -3
i finish	-5 -1 -2
i forgive	-4 -2 -3
i forgot	-5 -3 -6
i go	-5 0 -4
i gogled	3 -2 -2
i had	-6 -4 -6
i help	-3 -6 -4
i hope	4 -4 -6
i invest	-4 -5 -3
i kep	5 -5 -2
i kil	5 -3 -1
i know	1 -6 -3
i lend	-2 -2 -2
i let	-2 -2 -1
i loked	3 -1 0
i lost	-4 -3 -4
i loved	5 -2 -4
i mary	-4 -4 -4
i mis	-5 -5 -6
i never	-3 -1 -4
i on	-4 -2 -2
i open	-3 -2 -4
i quit	-3 -4 -5
i read	-5 -4 -2
i reply	-5 -5 -2
i said	-2 2 -1
i saw	-3 -6 -6
i scheduled	6 0 0
i send	0 4 0
i sign	-2 -2 -2
i slep	0 -1 -1
i speak	-3 -1 -1
i starve	7 0 -2
i stod	5 0 0
i stop	-2 -3 -3
i study	-6 -3 -2
i suced	-5 0 0
i swalowed	-2 -1 4
i take	-8 -1 -3
i tok	2 -5 2
i try	-9 -5 -3
i wake	6 -2 -1
i wanted	-7 1 2
i was	-3 0 -8
i wasnt	2 -2 -1
i wil	3 -4 -2
i win	-4 0 -1
i wish	6 -2 -2
i write	3 -2 -1
id	3 -1 -7
id _ be	5 0 0
id _ for	-9 -2 -2
id be	9 -3 -2
id die	-7 -2 -1
id kil	-8 -2 -1
idea	-6 -3 -4
idea _ get	-3 -4 -3
if	7 4 -3
if _ ask	0 2 0
if _ be	3 0 0
if _ dent	-2 -2 -2
if _ die	5 0 0
if _ died	10 0 0
if _ dont	-5 3 -1
if _ end	3 -2 -1
if _ ever	-2 2 0
if _ fail	-3 -6 -1
if _ go	-1 6 -1
if _ gone	4 -3 0
if _ hapens	6 -1 0
if _ have	-4 -1 -1
if _ jump	5 -1 0
if _ kids	3 0 0
if _ likes	-1 -2 -1
if _ mis	-2 -2 0
if _ never	2 -2 0
if _ reading	6 0 0
if _ realy	4 -3 -3
if _ should	4 5 0
if _ take	6 3 0
if _ tel	-1 4 0
if anything	4 -1 0
if he	-8 -3 -1
if i	6 4 -1
if im	11 -6 -2
if its	5 0 0
if my	-9 -6 -6
ignores	-3 -2 -2
ignores _ and	-3 -2 -2
ignores me	-3 -2 -2
il _ ok	-6 -3 -3
il _ wil	-3 -1 0
il be	3 1 -2
il go	3 0 0
il take	5 0 0
im 11	-3 4 0
im 16	0 4 -1
im _ about	2 -4 -6
im _ alone	0 1 4
im _ bored	-5 -2 -1
im _ burden	5 0 0
im _ but	-10 -3 -6
im _ dead	-2 -3 0
im _ do	8 0 -1
im _ done	3 -5 0
im _ embarased	-3 -2 -1
im _ godbye	11 0 0
im _ here	2 -1 -2
im _ hungover	-4 0 0
im _ i	0 3 -1
im _ im	6 2 0
im _ in	-1 -2 -4
im _ is	-4 -2 -2
im _ my	-2 2 -5
im _ of	-1 -3 -5
im _ on	4 -2 -4
im _ out	1 -5 -4
im _ paramedic	-2 -2 -2
im _ serious	-3 -3 -1
im _ so	4 -3 1
im _ stresed	-3 -2 -1
im _ the	4 -5 -3
im _ tired	-1 -2 -3
im _ wil	-4 -5 -4
im a	-4 0 -5
im about	4 -2 0
im afraid	-4 0 -2
im alone	1 -1 2
im angry	3 -4 -3
im dead	4 -5 -4
im done	6 -8 -7
im drowning	-2 -5 -4
im dying	-7 -4 -3
im exhausted	-5 -5 -2
im fine	-7 -6 -4
im geting	-1 -3 3
im going	7 -3 -2
im gone	4 -2 -1
im grumpy	-2 -1 -2
im hanging	-2 -2 -1
im having	-2 0 8
im heartbroken	-3 -3 -4
im not	10 -5 -6
im over	-5 -1 -6
im planing	7 0 -1
im playing	-4 0 -1
im ready	3 -1 -2
im scared	-2 4 -3
im sick	-4 -1 -3
im siting	5 0 -1
im so	2 -3 -5
im sory	7 -2 -2
im starving	-4 -5 -5
im stil	-2 -4 3
im stresed	-7 -5 -4
im suicidal	3 -2 -3
in _ anime	-2 -1 -2
in _ bath	8 -1 3
in _ building	-6 -2 4
in _ car	-2 2 -2
in _ dream	-2 -5 -4
in _ garden	-4 -3 -2
in _ heat	-5 -3 -3
in _ morning	-4 -3 -2
in _ or	-9 -5 -5
in _ parking	-3 -1 -2
in _ rom	-1 4 -2
in _ smal	-3 0 0
in _ stomach	0 6 0
in _ war	-5 -4 -2
in _ years	-5 -4 -2
in a	-6 -4 -9
in an	-5 0 -5
in bangkok	3 -6 -5
in chapter	-6 -7 -7
in dreams	-3 -3 -5
in gold	-3 -2 -3
in history	-3 -2 -2
in homework	-4 -3 -4
in order	8 0 0
in our	-2 -3 0
in paperwork	-7 -4 -6
in store	-5 -3 -2
in tarot	-6 -6 -5
in this	-1 -8 -3
in work	-8 -3 -2
included	2 -2 -1
inhaler	-1 -1 7
inside	-10 3 -3
inside _ mondays	-4 -2 -3
inside on	-4 -2 -3
insulin	6 -2 -2
insurance	3 -6 -5
internship	-3 -2 -3
interview	-6 -8 -5
interview _ tomorow	-3 0 -1
interview go	-2 -1 -2
into	-1 0 -2
into _ new	-5 -3 -1
into _ rom	-5 6 0
into _ sea	7 -2 -1
into _ thigh	2 -1 0
into _ wal	4 4 0
into a	-5 -3 -2
into my	3 1 -1
into university	-3 -3 -4
invest	-5 -5 -3
invest _ gold	-3 -2 -3
invest in	-4 -4 -4
investment	-2 -3 -4
iphone	-3 -5 -5
is	0 -2 0
is _ any	4 0 0
is _ blue	-1 -1 3
is _ crush	-3 -1 -2
is _ dead	-5 -1 -4
is _ ex	-2 -6 -3
is _ for	-4 -2 -4
is _ god	-10 -3 -3
is _ going	0 -3 -3
is _ how	-9 -7 -7
is _ in	-6 -7 -5
is _ just	-8 3 3
is _ kiler	-2 -2 -2
is _ leson	-2 -1 -1
is _ lol	-4 -2 -5
is _ me	-5 2 -2
is _ mistake	12 0 -4
is _ money	-5 -8 -10
is _ new	-3 -2 -2
is _ question	-3 -3 -2
is _ right	0 0 4
is _ selfish	4 0 0
is _ so	-3 -2 2
is _ talest	5 -2 -2
is _ teacher	-3 -3 -2
is _ the	-2 -7 0
is _ time	-3 -3 -4
is _ to	-5 1 -4
is _ universe	-3 -2 -1
is _ wek	-6 -2 -6
is _ wil	-3 -4 -6
is a	0 -4 -6
is best	-4 0 0
is bleding	-2 -3 3
is broken	-3 0 3
is dead	-7 -5 -6
is dying	-3 -4 -7
is going	-5 1 -2
is having	-2 -1 4
is he	-8 -7 -4
is it	-2 -5 -8
is kiling	4 -4 -2
is my	-8 -7 -11
is not	-5 -5 5
is old	-8 -2 -3
is over	-7 -7 -5
is overdosing	0 0 4
is racing	0 0 5
is she	-7 -9 -10
is so	-10 -6 -2
is threatening	-3 5 0
is tight	-3 -5 -4
is to	1 -3 -5
is today	3 -2 -5
is turning	-1 -1 3
is unconscious	-3 -2 7
isnt	2 -4 5
isnt !breathing	-2 -2 5
it _ !stop	-4 -2 4
it _ actualy	-4 -4 -6
it _ be	6 -2 -2
it _ get	7 0 0
it _ god	-7 -2 -3
it _ i	-11 -2 -4
it _ it	-4 -1 -2
it _ me	-5 -5 -2
it _ not	4 -1 -1
it _ out	-11 -6 -2
it _ sign	-5 -8 -4
it _ tel	7 -2 -1
it _ the	-5 -4 -2
it _ wekend	7 0 0
it al	8 -3 -2
it at	-4 -8 -4
it dead	-4 -1 -2
it get	-1 1 0
it gets	6 -3 -1
it hurt	6 -5 -1
it in	-5 -4 -7
it is	-6 5 -3
it isnt	4 0 -1
it just	-4 -7 3
it more	3 -1 -1
it myself	11 0 0
it normal	6 -1 -6
it ok	-6 -4 -2
it on	9 -1 -1
it over	4 0 -3
it selfish	4 0 0
it started	-4 -1 3
it this	5 -5 -3
it time	-6 -2 -4
it tonight	3 -5 -2
it wont	-3 -2 4
it would	8 -1 0
its _ a	-7 -4 -3
its _ and	-1 -2 -3
its _ me	-3 0 0
its an	7 0 0
its bleding	0 0 6
its godbye	4 0 0
its just	-3 -3 -2
its not	6 0 -1
its nothing	-7 0 1
its spurting	-3 -2 4
its time	6 -1 -2
ive	9 -1 -1
ive _ burning	2 -2 0
ive _ my	4 -2 -2
ive _ researching	7 0 0
ive _ stockpiling	2 0 0
ive already	3 -1 -2
ive ben	3 -2 0
ive decided	10 0 0
ive got	6 -2 -3
ive made	6 -2 -1
ive started	8 0 0
jail	0 7 -4
japan _ wel	-2 -2 -3
japan _ year	-4 -3 -4
japan go	-2 -2 -3
japan next	-4 -3 -4
jatai	-4 0 0
jealous	-7 -1 -5
jely	-1 -2 -1
job	-5 -3 -4
job _ could	-5 -1 0
job _ the	-3 -4 -2
job again	-8 -10 -2
job i	-9 -4 -5
job in	-2 0 0
job is	-6 0 -2
job ofer	-6 -5 -7
jobs	0 -2 -2
join _ gym	-2 -2 -2
join the	-1 -2 -1
journal	-1 2 -3
journal i	3 -1 0
jump	6 -4 -3
jump _ a	-6 -2 -1
jump _ my	3 -1 -1
jump at	-5 -3 -3
jump into	-6 -2 -1
jumping	2 0 -1
jumping _ front	4 0 0
jumping _ my	5 0 0
jumping in	4 0 0
just	4 -6 4
just _ a	-3 -1 2
just _ about	-2 2 0
just _ cold	-2 -2 -2
just _ everything	4 -2 0
just _ forever	4 0 0
just _ here	14 -2 -7
just _ myself	4 0 -2
just _ of	-2 -4 0
just _ se	7 -1 -2
just _ test	-3 -2 -3
just _ the	6 0 -3
just a	-2 -4 -5
just die	-4 -6 -6
just disapear	4 0 0
just end	7 0 0
just jump	5 -2 -1
just kil	4 0 0
just meh	-3 -3 -3
just not	4 0 -3
just swalowed	-1 0 6
just to	3 -4 -2
just tok	-2 -3 4
kep	3 -5 -2
kep _ about	3 0 0
kep _ my	7 -2 -3
kep _ no	-10 -6 -5
kep dreaming	-3 -1 -4
kep going	5 0 -1
kep my	-4 -1 -8
kep punching	7 0 0
kep that	-9 -2 -1
kep thinking	4 0 0
keps	-2 6 -3
keps _ il	-8 -3 -2
keps _ it	3 -2 0
keps _ my	-4 1 -2
keps _ up	0 4 -1
keps leting	0 2 0
kept	-4 -6 -6
kerosene	-2 -1 6
keys	-3 1 -4
keyword	-2 -2 -2
kicked _ in	-1 3 0
kicks _ when	0 4 -1
kicks me	0 4 -1
kid _ rat	-1 0 4
kid ate	-1 0 4
kids	-2 1 0
kids _ already	3 0 0
kids _ can	-4 0 0
kids _ the	1 -5 -9
kids schol	0 7 0
kil	-1 -1 -5
kil _ a	-8 -1 -3
kil _ darlings	-2 -1 -1
kil _ dog	-1 4 0
kil _ in	-2 -2 -2
kil _ self	7 -2 -2
kil _ this	-3 -1 0
kil _ when	-3 -5 -1
kil for	-7 -1 -2
kil it	-4 -5 -2
kil my	3 -4 -4
kil myself	15 -4 -1
kil the	-9 -2 0
kil weds	-2 -2 -2
kiled	-2 -5 -7
kiled _ at	-4 -4 -3
kiled _ exam	-3 -3 -1
kiled _ my	-3 0 -1
kiled _ presentation	-4 -1 -1
kiled first	-3 -3 -2
kiled it	-8 -4 -2
kiled my	-6 -2 -1
kiled of	-3 0 -1
kiler	-8 -5 -6
kiler negotiator	-2 -2 -2
kiler should	-2 -4 -4
kiling	-7 -9 -3
kiling _ i	-4 -1 -2
kiling me	-5 -7 -2
kinda	-6 -4 -5
kindly	-10 -5 -3
kitchen	-5 -5 1
kms	9 -4 -4
kms _ bad	4 0 0
kms _ kms	4 -3 -4
kms _ this	8 0 0
kms fr	7 -2 -2
kms honestly	8 -4 -4
kms kms	4 -3 -4
kms so	4 0 0
kne	-7 -6 -8
knife	3 4 1
knife _ does	0 -2 0
knife what	0 -2 0
know _ he	1 -3 -1
know if	-3 -5 -3
know im	-5 0 -2
knowing	2 -4 -2
knowing _ godbye	3 0 0
koh	-3 -2 -2
lady	-2 -5 -3
landlord	-10 1 -6
landlord _ leting	0 2 0
language	-6 -7 -5
laptop	-9 0 -8
laptop _ during	-2 -2 -2
laptop _ is	-2 -5 -1
laptop batery	-5 -3 0
last	3 3 -4
last _ and	2 -2 -3
last _ should	-2 3 0
last month	1 2 -1
last question	10 0 0
last spring	-6 -8 -7
last thing	5 0 0
last time	-2 -3 -2
last wek	-7 3 -3
late	-10 -3 -6
late _ every	-3 -3 -2
late again	-6 -4 0
late fathers	-2 -4 0
late mother	-3 -3 -2
lately	4 -4 -7
lately _ i	3 0 -2
lately al	3 0 -2
lately the	5 0 0
later	4 -1 -4
laughed	-2 -1 -4
laughing	-9 -6 -7
laughing _ hard	-3 -2 -1
laughing at	-9 -4 -9
laughing so	-3 -2 -1
laundry	-10 -7 -10
layofs	-7 0 0
learn	-10 -3 -9
learn to	-6 -1 -2
learning	-6 -8 -6
lease	-4 -4 -2
lease early	-4 -1 -1
leave	4 6 -1
leave _ town	-2 -2 -3
leave him	-1 4 0
leave my	-6 -6 -4
left	2 -3 2
left _ i	3 -1 0
left _ on	-5 -2 -3
left im	5 -1 -1
left me	1 -6 -2
leg	-2 1 4
leg is	-3 -2 3
lend	-2 -2 -2
lend _ cousin	-2 -2 -2
lend my	-2 -2 -2
leson	-4 -1 0
leson _ this	-2 -1 -1
leson for	-2 -1 -1
lesons	-4 -3 -2
let	-3 -5 -2
let _ go	-3 -6 -3
let _ of	-2 -2 -3
let him	-4 -1 -2
let it	-3 0 -2
leter _ my	-6 -2 -3
leter to	-6 -2 -3
lethal	7 -2 -4
leting _ into	0 2 0
leting himself	0 2 0
level	-3 -7 -4
lie	-2 -5 -5
lie down	-2 -7 -5
life	6 -2 -1
life _ or	4 0 0
life insurance	6 -3 -1
life tonight	4 0 0
life yes	4 0 0
lighter	7 -4 -1
lighter _ purpose	2 -1 0
lighter on	2 -1 0
like	1 -8 0
like 5	-3 0 4
like _ again	-5 0 0
like _ boyfriend	-4 -4 -3
like _ my	-5 -2 -2
like _ myself	3 0 0
like _ things	3 -2 -2
like _ would	2 0 0
like _ zombie	-5 -2 -3
like ending	3 -2 -2
like home	-4 -1 0
like i	0 -1 -3
like kiling	3 0 0
like me	-4 -4 -2
like my	-7 -4 -6
like quiting	-3 -2 -2
like this	5 -2 -3
likes _ back	-1 -2 -1
likes me	-1 -2 -1
lips _ turning	0 -1 5
listen	4 -3 -3
listen to	-4 -1 -3
literaly	-5 -6 -5
litle _ pas	-2 -2 -4
live	5 -2 -4
living	7 -3 -2
living _ this	-3 0 0
living in	-3 0 0
lmao	-7 -6 -7
lock	-6 2 0
locked in	0 3 0
locks	-2 2 0
locks _ in	0 4 0
locks me	0 4 0
log	-1 1 -2
lok _ my	5 4 0
loked	5 -1 0
loked _ the	3 -1 -1
loking	6 -3 -2
lol	-8 -12 -7
lol _ my	-3 -1 -1
lol i	-2 -2 -3
lol when	-4 -2 -3
lol wil	-6 -2 -3
london	-5 -2 0
lonely	-11 -6 -8
long _ i	3 0 0
long _ relationship	-1 -2 -2
long distance	-7 -4 -3
loses _ sel	-1 -4 -4
loses _ this	-2 -3 -4
loses with	-2 -3 -4
lost	1 -4 -4
lost _ im	-2 -1 -2
lost _ job	2 -1 -1
lost and	-2 -1 -2
lost earing	-3 -2 -3
lost in	-4 -3 -5
lost my	0 -2 -3
lost the	1 -1 -1
lot	-1 -4 3
lotery	-7 -3 -3
lotery _ time	-2 -1 -2
lotery this	-2 -1 -2
love	-6 -5 -6
love _ pls	-4 -3 -3
love again	-6 -1 -1
love life	-5 -1 -1
love reading	-4 -3 -3
loved	4 -7 -6
loved her	3 -1 -2
loved the	-4 -5 -3
low	-5 -4 0
loyal	-7 -2 -4
luck	-7 -5 -6
luck _ dream	-3 0 0
luck _ wek	-3 -3 -2
luck this	-5 -4 -2
lucky	-6 -3 -4
lunch	-5 -6 -2
lunch with	-7 -7 -2
mad _ me	-2 -5 -3
mad at	-2 -5 -3
made	1 -3 -9
made me	-4 -3 -1
made my	5 -2 -2
make _ son	-3 -3 -4
make me	-5 -2 -4
make up	-4 -2 -3
makes _ noise	4 0 0
makes the	4 0 0
making	-1 -2 0
mal	-10 -4 -4
mal and	-6 -3 -4
man	-4 4 -1
man _ a	0 -2 0
manager	-3 2 -2
many pils	0 -1 4
marathon	-3 -1 -2
mariage	-8 2 -5
market	-6 -3 -2
mary	-6 -2 -5
mater	5 0 0
math	0 -4 -1
maybe	-3 -4 0
maybe it	-8 -4 -7
me	-2 8 -6
me _ a	-2 4 -4
me _ and	-1 4 -2
me _ buble	-3 -2 -2
me _ cards	-2 -3 0
me _ cigaretes	-3 7 -1
me _ fights	0 5 -1
me _ honestly	-3 -2 -2
me _ im	-5 -1 -7
me _ its	2 -5 -8
me _ jump	3 -2 -2
me _ last	-4 3 0
me _ love	-6 -5 -5
me _ morning	-3 -6 -6
me _ move	-3 -4 -2
me _ news	-3 -3 -3
me _ night	-1 5 0
me _ nobody	-1 6 0
me _ not	-2 -4 -2
me _ on	-4 8 0
me _ pilows	-3 -5 -3
me _ puled	-1 5 -2
me _ read	-4 -4 -4
me _ says	0 3 0
me _ she	-7 -6 -2
me _ shes	-2 4 -3
me _ should	-11 -6 -1
me _ the	-7 5 -2
me _ threatening	0 5 -3
me a	-3 0 -3
me after	-3 -4 -2
me again	-7 8 -2
me at	-3 -2 -2
me down	1 5 -2
me every	-1 9 -2
me god	-3 -3 -3
me he	-2 3 -2
me if	1 -7 0
me in	0 2 -4
me included	2 -2 -1
me last	-1 9 -1
me not	4 -2 0
me on	-5 -6 -3
me or	-6 -4 -6
me right	3 -5 -5
me sad	-6 -8 -2
me the	0 -2 -1
me this	-5 -3 -1
me today	-8 -6 -5
me tonight	-4 -3 -2
me up	-5 0 0
me whenever	-1 6 0
me why	-3 -3 -4
me wil	-6 -4 -2
mean	-6 -4 -3
med	-6 -6 2
medicine	4 -3 7
meds	4 -2 1
meds _ hour	-2 -2 3
meds an	-2 -2 3
meds for	5 0 0
meh	-5 -3 -3
membership	-4 -3 -3
meme	-8 -4 -6
memory	-3 -2 -1
mesage	-8 -4 -6
mesage _ me	-4 -3 -2
mesage for	-4 -3 -2
mesage from	-6 -4 -2
mesages	-2 6 -1
mesages _ asked	-1 4 -2
mesages and	-1 4 -2
met	-11 -5 -5
met _ soulmate	-2 -2 -2
met my	-4 -4 -4
met online	0 4 0
meting	-4 -7 -2
meting _ go	-2 -2 -2
meting _ going	-4 -4 -3
meting is	-4 -4 -3
meting tomorow	-2 -2 -2
minutes	1 -4 7
mis	-3 -5 -7
mis _ deadline	-2 -2 0
mis him	-4 -2 -6
mis my	-5 -4 -5
mis the	-2 -2 0
mised	-3 -8 -4
mised the	-4 -2 0
mising the	-8 -3 -3
mixing	4 -3 -3
mod	-10 -5 -6
mom _ having	0 -1 8
mom _ kil	-5 -2 0
mom _ my	2 -5 -6
mom _ this	-2 -2 -3
mom _ unconscious	-3 -3 8
mom i	1 -2 -3
mom pased	-4 -5 4
mom visit	-2 -2 -3
mom wil	-8 -6 -8
moms _ is	-8 -7 0
moms birthday	-3 -2 -2
mon	-6 -1 3
monday	-8 -5 -4
mondays	-3 -2 -3
mondays _ that	-3 -3 -2
mondays is	-3 -3 -2
money	-9 -2 -9
money _ tight	-3 -5 -4
money is	-3 -5 -4
month	-4 1 -3
month _ mis	-4 -1 -1
month wil	-9 -2 -1
months	0 -4 -2
months _ i	3 2 0
months clean	6 0 0
more	0 -5 -5
more _ for	-8 -4 -1
more time	-4 0 0
most	5 0 -1
most dangerous	4 0 0
mother	-3 2 -1
mother _ day	-3 -3 -2
mother _ in	-4 -6 3
mother _ law	-14 -3 -4
mother _ me	-2 3 -2
mother every	-3 -3 -2
mother fel	0 0 3
mothers _ go	-2 -2 -3
mothers operation	-2 -2 -3
motorbike	1 0 2
mountains	-4 0 -1
move	-12 -6 -8
move abroad	-4 -1 -3
move on	-2 -2 -3
move to	-10 -3 -3
movie	-7 -7 -7
moving	-9 -4 -6
much	-2 -7 2
much _ my	-2 0 3
much _ would	5 -1 0
much longer	6 0 0
much of	-2 0 2
mum	6 0 4
mum burns	-2 3 -2
murder	-12 -6 -6
murder _ if	-3 -2 -1
murder _ piza	-1 -1 -3
murder me	-5 -3 -1
murder mystery	-6 -6 -5
murdered	-4 -2 -2
murdered me	-4 -2 -2
music	-4 -3 -6
my _ a	5 -5 0
my _ aches	-2 -2 -2
my _ after	5 -1 -2
my _ again	4 0 -3
my _ an	-2 -1 4
my _ aprove	-2 -2 -3
my _ are	-9 -2 -2
my _ at	-3 4 -4
my _ ate	-5 -4 1
my _ away	3 -4 -2
my _ batery	-4 -2 -4
my _ beats	0 9 -1
my _ ben	-6 -3 3
my _ birthday	0 -4 -3
my _ busines	-2 -2 -2
my _ but	-4 -5 -4
my _ car	-8 -2 -1
my _ character	-4 -6 -5
my _ colapsed	-2 -4 4
my _ color	-4 -4 -2
my _ coming	-4 -5 -4
my _ could	-2 -3 -4
my _ cut	-1 -1 5
my _ died	-6 -4 -6
my _ distance	-5 -3 -3
my _ doesnt	-6 0 -7
my _ dont	-6 0 -4
my _ drank	-3 -4 5
my _ earing	-3 -2 -3
my _ early	-4 -1 -1
my _ face	-2 -10 5
my _ fainted	-2 -2 3
my _ family	-9 -2 0
my _ fathers	-2 -4 0
my _ fel	-2 -2 3
my _ from	-4 -3 -3
my _ group	-8 -5 -6
my _ having	-2 -4 6
my _ he	-7 1 -4
my _ health	-5 -1 -2
my _ held	-2 0 -3
my _ how	-8 -5 -1
my _ hurt	-6 5 -5
my _ hurts	-6 -4 -7
my _ if	2 5 -1
my _ ignores	-3 -2 -2
my _ im	-5 2 1
my _ in	-3 -3 -3
my _ is	-5 0 5
my _ isnt	-1 -1 5
my _ its	1 -4 -2
my _ job	-6 -2 -2
my _ journal	1 0 0
my _ just	2 -1 4
my _ ka	-2 -2 -2
my _ kep	-3 -4 -6
my _ kicked	-1 3 0
my _ kicks	0 4 -1
my _ like	-7 -2 -3
my _ locks	0 2 0
my _ lol	-2 -6 -2
my _ lost	-6 -5 -3
my _ mad	-3 -3 -2
my _ membership	-4 -3 -3
my _ more	-1 -5 -6
my _ motorbike	-2 -3 -2
my _ my	1 -1 -4
my _ next	-3 -2 0
my _ niece	0 -3 -1
my _ note	7 -4 -1
my _ number	-3 -2 -2
my _ old	2 0 0
my _ on	-4 -6 -2
my _ operation	-2 -2 -3
my _ out	-5 -2 -1
my _ overdosed	-1 -2 9
my _ pased	-5 -4 -1
my _ question	10 0 0
my _ raped	0 3 -2
my _ rapes	-2 3 -2
my _ realy	-2 -5 2
my _ red	-5 -2 -1
my _ said	-1 4 -4
my _ schol	0 6 -5
my _ scren	-3 -3 -4
my _ self	-6 -2 -3
my _ sexualy	-2 3 -2
my _ shop	-5 -4 -4
my _ so	8 -4 0
my _ stoped	-2 -2 4
my _ surprised	-3 -2 -2
my _ survive	-4 -1 -1
my _ swalowed	-2 -1 4
my _ test	-7 -2 -3
my _ think	5 -3 -2
my _ threatened	-4 -2 -1
my _ threatens	-3 4 -2
my _ to	0 -5 -6
my _ today	4 4 -3
my _ tomorow	-4 0 -1
my _ tonight	8 -1 0
my _ touched	-1 4 0
my _ unles	0 4 0
my _ was	-7 -5 0
my _ weding	-7 -3 -7
my _ were	-5 -1 -4
my _ what	-6 3 1
my _ when	-1 3 0
my _ wil	-8 -6 -4
my _ with	-3 -4 -2
my _ woke	-4 -4 -2
my _ wont	-7 8 -4
my _ yes	4 0 0
my acount	-3 -2 0
my alergy	-3 0 -1
my anxiety	-6 -4 -7
my arm	6 6 -3
my arms	7 0 -6
my aunt	-1 -3 -1
my baby	-2 -3 3
my back	-8 -2 -2
my balcony	6 -1 -2
my band	-3 -2 -2
my bangs	-4 -2 -5
my best	1 -6 -5
my bf	-4 6 -4
my bike	-3 -2 -2
my birthday	-2 -4 -5
my blod	-4 -2 -9
my body	2 -1 0
my boring	-4 -1 -2
my bos	-6 -2 -4
my brother	-2 -6 0
my brothers	-2 -2 -2
my busines	-3 -6 -1
my card	-4 -3 -2
my carer	-3 -3 -3
my cat	-2 -5 -4
my clothes	2 4 -4
my coach	-2 4 -4
my coworker	-3 -3 -2
my crush	-6 -5 -3
my darlings	-2 -1 -1
my date	-2 -2 -9
my daughter	0 1 -3
my dead	-8 -1 -1
my deadline	-7 -7 -9
my deposit	-2 -2 -3
my desk	6 -2 -2
my diet	-4 0 -1
my dog	2 -2 -5
my dor	-1 5 -1
my dream	-3 -6 -5
my driving	-6 -2 -3
my ex	-4 1 -4
my exam	-7 -7 -8
my exit	6 -2 -2
my family	5 1 -3
my father	-3 6 0
my favorite	-3 -3 -3
my favourite	-4 0 0
my fern	-3 -2 -4
my finger	-7 -2 -4
my first	-5 -3 -4
my friend	-5 -2 3
my friends	-4 -3 -5
my funeral	9 0 0
my future	-2 -5 -5
my garden	-3 -2 -2
my girlfriend	-3 4 -2
my grandma	-7 -4 2
my grandmas	2 -5 -2
my grandmother	-5 -6 -3
my grandmothers	-6 -2 -2
my grandpa	-2 -3 2
my gym	-5 2 -4
my hair	-7 -1 -8
my hamster	-5 -3 -3
my heart	-2 -5 -3
my hometown	-7 -3 -2
my husband	-4 6 2
my interview	-5 -1 -1
my job	-2 -2 -5
my kne	-4 -5 -3
my last	6 -2 -2
my late	-7 -7 -4
my lease	-3 -3 -2
my leave	-2 -2 -3
my leg	1 1 3
my leson	-2 -1 -1
my life	5 -2 0
my long	-5 -3 -3
my lost	-3 -2 -3
my love	-6 -5 -3
my lucky	-4 -4 -2
my manager	-1 3 -3
my mariage	-8 -2 -6
my meds	4 -2 0
my mom	-3 -3 0
my mother	-3 2 -1
my mothers	-5 2 2
my neck	0 4 0
my neighbor	-3 2 -3
my new	-5 -2 -5
my old	-8 -3 -4
my older	0 6 0
my own	-4 -3 -3
my parents	3 5 -4
my partner	-3 5 -3
my pasport	-1 4 -2
my pension	0 6 -1
my plan	-5 -2 -5
my plants	-1 -4 -3
my presentation	-5 -1 -1
my question	-3 -2 -4
my relationship	-7 -3 -4
my report	-3 -4 -2
my romate	-3 -5 1
my self	7 -2 -2
my sister	0 -3 0
my skin	2 -3 -6
my son	-6 -3 3
my soul	-5 -1 0
my soulmate	-4 -4 -2
my stepfather	-2 2 0
my stuf	5 0 -1
my suicide	5 -3 -2
my surgery	-3 -2 -2
my tablets	10 0 0
my teacher	-5 5 -2
my team	-7 -4 -3
my therapist	0 -4 0
my thesis	-3 -1 -2
my thigh	3 -2 0
my things	8 0 0
my thriler	-2 -2 -2
my tongue	-1 -4 2
my train	-4 -7 -4
my uncle	-2 3 0
my vibe	-3 -4 -2
my walet	-7 -1 -2
my wil	6 -3 -2
my work	0 10 0
my wrists	8 -2 -3
my yogurt	-2 -2 -2
myself	6 -5 -5
myself _ bad	6 0 0
myself _ day	3 0 0
myself _ my	-8 -2 -3
myself _ the	10 -2 -1
myself because	3 0 0
myself every	3 0 0
myself its	3 0 0
na	2 -7 -3
naturaly	-4 -2 -2
near	0 -2 -3
near _ house	4 -2 -3
near my	5 -2 -2
nearly	-13 -4 -7
nearly _ me	-1 -2 -1
nearly kiled	-1 -2 -1
neck	0 4 2
neck _ dont	0 4 0
neck i	0 4 0
ned _ know	9 -3 -4
negotiator	-2 -2 -2
neighbor	1 -3 -3
neighbor _ being	-2 -3 -1
neighbor stop	-2 -3 -1
neighbors	-5 -3 5
neighbour _ threatening	-1 4 0
neighbour keps	-1 4 0
nervous	-5 -6 -4
nervous _ my	-4 -5 -3
never	-1 -3 -8
never !born	4 0 0
never !came	2 -2 0
never !drinking	-5 -1 0
never !go	-2 0 0
never _ !to	-3 -1 0
new	-12 -2 -6
new _ fel	-4 -1 0
new _ im	-3 -7 -6
new _ trustworthy	-2 -3 -3
new carer	-3 0 -4
new client	-2 -2 -3
new friend	-2 -3 -3
new niece	0 -3 -1
new ramen	-1 -4 -3
new son	-2 -3 -6
news	-8 -4 -3
next	-2 -3 -2
next _ is	-5 -1 -1
next dor	-6 -5 -3
next month	-1 -5 -5
next wek	-4 -1 -2
ngl	5 0 0
nice	3 -5 -4
night	4 3 -2
night _ die	3 0 0
night _ i	-9 4 0
night _ it	4 -6 -2
night _ the	0 -2 -9
night _ wek	-3 2 -4
night i	7 5 0
night journal	-3 -2 -1
night this	-3 2 -4
night to	3 0 0
nightmare	-6 -4 -2
no	3 0 -2
no !joke	3 0 0
no !money	4 0 0
no !one	4 3 -2
no !reason	5 0 0
no !way	2 -5 -4
no _ !i	3 -2 -2
no _ !to	5 0 0
no _ !wil	4 -4 0
nobody	3 -1 -1
nobody would	9 -2 0
noise	3 0 0
noisy	-5 -2 -2
non	-6 -7 -5
not !breathing	0 -1 4
not !exist	4 0 -2
not !for	4 0 0
not !in	-5 -2 2
not !making	0 0 3
not !moving	3 0 3
not !realy	6 0 2
not !scared	2 -2 -2
not !to	7 -2 -2
not _ !found	10 0 -2
not _ !his	-1 -1 2
not _ !just	-6 -6 -8
not _ !lol	6 -2 -3
not _ !sense	0 0 3
not _ !wil	-3 -1 0
note	9 0 -1
note _ the	1 -1 -3
note or	6 -1 -1
nothing	0 -7 -8
nothing _ do	-5 -4 -4
nothing _ ever	4 0 0
nothing _ just	-5 -2 -1
nothing changes	4 0 0
nothing serious	-4 -2 -1
nothing to	-5 -5 -5
nothing wil	5 0 0
now	-1 -2 4
now _ have	-4 0 2
now _ i	-4 1 -5
now _ just	7 -4 0
now _ scared	-5 -3 1
now and	0 1 -3
now he	0 2 -1
now im	-2 -1 1
number	-2 -3 1
obviously	-4 -3 -1
of	2 -3 0
of _ alive	5 -1 -2
of _ and	0 -5 -1
of _ at	-8 -4 -1
of _ bok	-5 -4 -5
of _ boring	-4 -2 -2
of _ bus	5 -1 -2
of _ carer	-3 -3 -4
of _ film	-4 -3 -1
of _ for	0 -2 -2
of _ hair	-4 -2 0
of _ he	-7 2 -3
of _ is	-4 -2 -2
of _ job	-5 -1 -3
of _ kids	3 3 -2
of _ life	-5 -2 5
of _ me	6 0 0
of _ mean	-3 -3 -4
of _ meds	8 0 0
of _ month	2 -2 -1
of _ of	5 0 0
of _ old	-7 -5 -2
of _ past	-2 -1 -2
of _ phone	-3 -1 -2
of _ rain	-3 -3 -2
of _ right	-10 -11 -7
of _ romate	-3 -2 -5
of _ should	-6 -8 0
of _ to	3 0 -1
of _ tonight	4 0 0
of _ train	6 0 0
of an	-7 -5 -2
of cancer	-5 -2 -1
of ending	5 0 0
of everything	3 0 0
of faling	3 0 0
of fighting	7 -1 -2
of her	-4 -1 6
of jumping	9 0 0
of life	4 0 0
of living	6 -2 -2
of myself	5 0 -1
of that	-8 -6 -3
of the	3 -2 0
of this	5 -2 -4
of unaliving	5 0 -1
of waiting	-4 -2 -2
ofer	-4 -5 -6
ofice	-4 -4 -4
ok	3 -5 -6
ok _ my	4 0 0
ok _ skip	-4 -4 -2
ok after	5 0 0
ok i	4 0 0
ok with	6 -4 -6
okay	-7 -5 0
old	-6 -4 -4
old _ dying	-5 0 -2
old _ finaly	-6 -2 -4
old car	-8 -2 -1
old motorbike	-2 -3 -2
older	0 11 0
omen	-8 -1 -4
omg	-6 -2 -4
on _ again	0 -6 -2
on _ and	-3 -2 3
on _ bed	-4 -3 0
on _ birthday	5 0 0
on _ car	-3 2 0
on _ i	4 0 -4
on _ is	-3 -1 -2
on _ meds	-2 -2 3
on _ month	-1 -2 -2
on _ right	-4 -2 -2
on _ this	-3 -1 -4
on _ today	-4 -2 -4
on _ way	3 -2 -1
on _ when	1 -2 0
on a	-6 2 0
on cofe	-4 -3 -4
on friday	-3 -2 -4
on mondays	-3 -2 -3
on purpose	6 -4 -2
on read	-4 -4 -4
on sugar	-2 -1 -2
on sunday	-4 -6 -4
on this	-9 -6 -8
once im	10 0 -1
one	-4 -4 -2
one _ i	-3 0 0
one _ please	-4 -3 -4
one card	-4 -3 -4
one i	2 0 0
one more	-1 -2 -1
ones	-8 -4 -1
online	-7 1 -4
only	3 -1 -5
only _ i	2 -1 -3
only _ me	-2 4 0
only _ out	4 0 0
only a	-4 -4 -5
only hits	-2 4 0
open	-7 -7 -1
open _ own	-2 -2 -3
open my	-2 -2 -3
operation	-2 -2 -3
operation _ wel	-2 -2 -3
operation go	-2 -2 -3
or	-4 -7 -5
or _ it	-3 -3 -1
or _ trying	-8 -1 -1
or buy	-3 -2 -2
or can	-4 -4 -6
or die	-3 -1 -2
or go	-5 -4 -3
or long	-2 -3 -3
or no	-3 -2 -6
or not	-6 -4 -3
or stay	-5 -1 0
oracle	-1 -4 -3
oracle _ i	6 -2 0
oracle is	1 -2 -3
oracle should	4 0 0
oracle wil	4 -4 0
orchid	-8 -6 -4
other	-1 5 -2
our	-7 2 -7
our _ a	-1 4 -1
our _ is	-5 -3 -3
our aniversary	-6 -6 -8
out _ a	-4 -2 -4
out _ friends	-4 2 -1
out _ life	4 0 0
out _ my	-6 -1 -2
out _ to	4 0 0
out _ we	-6 0 6
out _ wek	-2 -6 -4
out _ window	-4 -1 0
out but	0 0 4
out i	-1 -6 0
out im	-2 3 0
out my	-6 -11 -6
out of	-2 -3 -3
out son	10 -3 -6
outside	-1 3 3
outside my	-1 5 2
outside the	0 0 3
oven	-5 -3 -4
over	-3 -4 2
over _ ex	-3 -4 -1
over _ head	4 0 0
over _ old	-3 -4 -1
over and	-1 -4 1
over it	-8 -10 -11
overdose	3 -2 -2
overdose _ wekend	3 -2 -2
overdose i	-6 -4 -5
overdose this	3 -2 -2
overdose tonight	4 -1 0
overdosed	-9 -7 11
overdosed _ a	0 0 3
overdosed at	0 0 3
overdosing	-3 -1 3
overdosing _ now	0 0 4
overdosing right	0 0 4
own	2 -4 -4
own _ on	3 0 0
own life	9 -3 0
pad	-4 -3 -2
pad thai	-2 -3 -2
pages	-4 -4 -5
pain	1 -4 5
pain stop	5 -1 0
painles	4 0 -2
painles _ to	4 0 -2
pains	0 -4 4
pan	-4 5 0
papers	1 0 0
paracetamol	5 -3 0
paracetamol would	6 0 0
paramedic	-2 -2 -2
paramedic and	-2 -2 -2
parents	1 3 -4
parents _ me	6 0 0
parents _ out	-1 4 0
parents like	-4 -4 -3
parking lot	-3 -5 -4
parties	-8 -7 -6
partner	-4 5 -3
partner threatened	-1 4 0
partner threatens	0 2 0
partners	-7 -3 2
pas _ driving	-2 -2 -2
pas his	-2 -2 -4
pas my	-7 -4 -7
pased	-12 4 -3
pased away	-6 -9 -10
pasport	-1 4 -2
pasport and	-1 4 -2
past	-5 -4 -5
past _ move	-2 -1 -2
past and	-2 -1 -2
peacefuly _ he	-3 -2 -3
penguin	5 -8 -5
pension	0 6 -1
pension and	1 1 -1
people	2 -5 -6
people is	-6 5 -2
period	1 -4 -7
permanently	13 -1 -3
phone	-3 2 -4
phone _ during	-3 -4 -3
phone _ i	-4 -2 -4
phone and	-2 3 -4
phone if	-4 -2 -4
phone number	-3 -2 -2
phone scren	-3 -3 -4
photos	-6 3 -6
pick	2 -5 -6
pick _ card	-6 -1 -3
pick up	-4 -1 0
picked	-2 -2 -4
pics	-2 4 -1
pics _ my	-2 4 -2
pilows	-3 -5 -3
pilows lol	-5 -4 -5
pils	3 -3 4
pils _ a	3 0 -1
pils _ doctor	-5 -3 -3
pils _ in	6 0 -4
pils are	6 0 -4
pils before	-2 -1 -2
pils in	3 0 0
pils ready	3 0 0
piza	-7 -8 -9
plan	9 -3 -6
plan _ take	3 0 0
plan _ to	-4 -1 -4
plan is	-4 -1 -4
plane	1 -4 -3
planing	7 -1 -2
planing _ exit	6 -2 -2
planing _ overdose	3 -2 -2
planing _ suicide	3 -2 -2
planing _ take	10 0 0
planing my	5 -3 -2
planing to	4 0 -2
plans	4 -2 -5
plant	-9 -2 -3
planted	-8 -7 -5
plants	-3 -4 -5
plants are	-6 -3 -5
play	-11 -5 -8
playing	-10 -6 -7
please	1 -6 -4
plot	-5 -5 -6
pls	-5 -6 -5
pls _ me	-5 -5 -2
podcast _ listen	-4 -1 -3
podcast i	-4 -1 -3
pods	-2 0 3
point	9 0 0
point in	5 0 0
pointles _ i	5 0 -2
pointles and	4 0 -3
poison	1 0 4
poisoning	-4 -1 2
poisoning sel	-2 -2 -2
police	-1 6 -1
practiced	-8 -9 -5
pregnant	-8 0 3
pregnant _ not	-5 -3 -4
pregnant im	-5 -3 -4
present	-7 -3 -6
presentation	-4 -7 -2
presentation _ friday	-2 -1 -3
presentation on	-2 -1 -3
presentation today	-3 0 -1
presentation tomorow	-3 -3 -2
presure	-1 -5 -6
procrastinating	-9 -6 -3
project	-4 -5 -6
project early	-3 -2 -3
promoted _ year	-3 -3 -3
promoted this	-3 -3 -3
promotion	-11 -9 -3
propose	-4 -5 -4
proud	-8 -4 -7
puled _ hair	-1 5 -2
puled my	-1 5 -2
punching	7 0 0
purpose	6 -4 -2
purpose again	2 -1 0
pushed	0 4 -2
pushed _ down	0 4 -2
pushed me	0 4 -2
put	-5 -1 -8
quarter	-11 -3 -4
question	-8 -9 -10
question _ vague	-3 -3 -2
question about	-11 -6 -3
quiet	7 -3 0
quit	-6 -6 -5
quit _ wil	-3 -1 -2
quit sugar	-3 -1 -2
quiting	-8 -5 -6
quiting _ band	-3 -2 -2
quiting _ job	-4 -1 -3
quiting my	-6 -3 -4
rain	-5 -2 -5
raining	-6 -4 -5
raining _ the	-3 -1 0
rainy	-5 -3 -4
rainy _ feling	-4 -1 -3
rainy day	-3 -1 -3
ran	-3 -3 -3
raped	-9 14 -6
raped me	0 4 -1
rapes	-2 3 -2
rapes me	-2 3 -2
rat	1 0 4
rat poison	1 0 4
rather _ dead	5 0 0
rather be	5 0 0
razor	7 -2 -2
read	-2 -6 -4
reading	-2 -5 -6
reading _ my	-2 -3 -2
reading for	-2 -2 -2
reading pls	-4 -3 -3
readings	5 0 0
readings penguin	3 0 0
ready	2 -3 -7
ready _ check	4 0 0
ready _ die	1 0 0
ready _ let	-2 -1 -2
realistic	-5 -3 -3
realy	6 -6 6
realy _ and	-2 -1 3
realy bad	-4 -2 7
recover _ his	-2 -2 -3
red	-7 -6 -1
relapsed	12 -1 -2
relationship	-9 0 -7
relationship _ him	-2 -2 -1
relationship _ i	-5 2 -4
relationship _ it	-1 -2 -2
relationship with	-2 -2 -1
relationship worth	-1 -2 -2
relief	5 -4 -6
remember	1 -6 -4
remember _ birthday	-3 -2 -3
remember me	4 -3 0
remember my	-3 -2 -3
remembered	-4 -5 -5
rent	0 -11 -7
rent _ buy	-3 -2 -2
rent or	-3 -2 -2
reply	-4 -6 -1
report	-3 1 -1
repot	-6 -5 -3
request	-10 -6 -6
rescue	-2 -2 -1
restaurant	-4 -3 -1
results	-2 -4 -3
retire	-4 -6 -4
reunion	-2 -3 -2
rice	-7 -6 3
ride	-4 -3 -5
right	-5 -5 -5
right _ for	-6 -6 -9
right _ me	-6 -5 -2
right cal	-4 -1 -5
right for	-6 -5 -2
right now	-6 -3 1
right path	-2 -3 -2
river	-1 -3 -2
rom	-5 9 -1
rom without	-2 4 0
romate	-3 -5 1
romate _ my	-8 -5 -3
romate ate	-2 -2 -2
rough	-5 -5 -4
round	-2 -2 -2
routine	-3 -2 -2
rude	-6 -4 -5
run	-4 -1 -1
runing	-1 -5 -3
sacrifices	-4 -4 -2
sacrifices himself	-4 -4 -2
sad	-3 -7 -8
sad _ my	-5 -4 -4
safe	-8 -1 -6
safety	1 -4 -4
said	-3 5 -4
said _ i	-2 4 0
said i	-1 4 0
said if	-2 4 0
said im	0 -5 -4
said no	-5 1 -2
said the	-4 -3 -3
same _ every	2 -4 -2
save	-6 -3 -2
savings	-6 -4 -7
saw	1 -6 -5
say _ for	3 0 0
say _ me	-1 -3 -2
say _ my	-7 -6 -4
say _ should	5 0 0
say i	4 2 -1
say thanks	-2 -1 -2
say yes	-8 -7 -5
saying	4 0 -3
saying _ die	-2 0 0
saying _ gets	3 -2 0
saying il	-8 -3 -2
saying it	3 -2 0
says	-5 7 -2
says _ !one	-3 4 -1
says _ i	1 3 -1
says hel	-1 5 0
says if	-2 3 -1
says its	0 7 0
says no	-3 4 -1
scared	1 4 -3
scared _ wil	5 5 0
scared for	0 6 0
scared he	0 5 0
scared me	-7 -4 -1
scared to	-2 4 -1
scary _ i	0 -2 0
scary dream	0 -2 0
scheduled	3 -2 -1
schol	-2 0 -9
schol _ 30	-2 -2 -2
schol _ do	-2 -5 -5
schol _ i	2 -3 -5
schol and	1 1 -4
schol at	-2 -2 -2
scholarship	-4 -4 -4
scratches	-2 3 -3
scream	-6 -5 -5
scren	-6 -3 -5
scren _ and	-6 -6 -2
scren _ wil	-5 -1 -2
se _ baby	-3 -4 -3
se a	-5 -2 -6
sea	6 -2 -1
sea _ kep	2 0 0
sea and	2 0 0
sea tonight	2 -1 0
season	-5 -6 -4
secret	-3 2 -5
secret admirer	-3 -4 -2
secretly	-6 -5 -7
seing	-9 -2 -5
sel	-7 -3 -5
sel _ old	-2 -3 -2
sel _ stock	-1 -1 -3
sel my	-7 -3 -5
self	4 -5 -3
self _ in	-4 -3 -1
self tonight	4 0 0
selfish	4 0 0
selfish _ die	3 0 0
semester	-9 -4 -3
semester be	-6 -3 -2
send more	0 4 0
sending	-1 4 -1
sending me	-4 6 -1
sends	-1 8 -2
sends _ mesages	-1 4 -1
sent	-7 0 -2
sent a	-5 2 -4
serious	-7 -4 -1
ses	1 -7 -7
set	-8 -3 -4
sexualy	-2 3 -3
sexualy _ me	-2 3 -3
sexualy abused	-2 4 -2
sexualy asaulted	-1 7 0
she _ think	-2 -2 -2
she _ yes	-2 -3 -3
she left	-1 -5 -3
she say	-4 -6 -5
she says	-5 2 -3
she stil	-2 -2 -2
shes	-8 2 6
shes _ and	-2 1 6
shes confused	0 0 4
shift	-7 -3 -5
shifts	-5 -3 -2
shoes	-2 -6 -2
shop	-6 -3 -3
short _ idea	-2 -1 -1
short _ long	-2 -3 -3
short god	-2 -1 -1
short or	-2 -3 -3
shot	-11 -5 -6
shot _ forgot	-3 -2 -2
shot i	-3 -2 -2
should	-6 -4 -6
should _ adopt	-5 -3 -2
should _ apologize	-3 -2 -5
should _ break	-3 -4 -1
should _ buy	-8 -7 -7
should _ change	-5 -9 -8
should _ cut	-10 -7 -5
should _ delete	-3 -1 0
should _ die	8 0 -2
should _ end	-4 -3 -3
should _ finaly	-3 -3 -8
should _ forgive	-4 -2 -3
should _ go	-10 -8 -3
should _ invest	-4 -5 -3
should _ join	-1 -2 -1
should _ just	4 0 0
should _ kil	4 -2 -1
should _ lend	-2 -2 -2
should _ let	-4 -2 -1
should _ my	-5 4 -1
should _ open	-3 -2 -4
should _ quit	-3 -4 -6
should _ reply	-5 -5 -2
should _ se	-8 -2 -4
should _ sign	-2 -2 -2
should _ stay	0 3 0
should _ study	-6 -3 -2
should _ take	-6 -4 -2
should _ tel	-4 -6 -8
should i	-8 -6 -9
should just	5 0 0
should we	-6 -11 1
show	-11 -7 -6
shut	0 -8 4
sick	-3 -1 1
sick _ death	-4 -2 -3
sick _ my	-3 -2 -5
sick to	-4 -2 -3
sign	-7 -5 -5
sign _ i	-2 0 0
sign _ lease	-2 -2 -2
sign that	-2 0 0
sign the	-8 -2 -4
signed up	-6 -4 -5
signing	-7 -4 -4
simple	0 -2 -3
since	-3 0 -4
since _ breakup	-4 -4 -3
since the	2 -4 -3
sister	0 -1 1
sister _ i	-5 -2 -5
sister _ loved	3 -1 -2
sister _ the	-4 1 -4
sister get	-3 -3 -4
sister is	-9 -5 -13
sisters _ go	-2 -1 -1
sisters weding	-5 -5 -8
siting _ my	4 -4 -2
siting _ the	5 0 -1
siting in	5 -1 -2
siting on	-6 -4 1
skip _ family	-4 -4 -2
skiped	-3 -6 -6
sky	-5 -3 -4
slaped _ in	-2 3 -2
slay	-5 -4 -6
slay _ presentation	-2 -1 -3
slay my	-4 -1 -1
slep	0 -6 -6
slep _ a	0 -4 -4
slep _ after	-4 0 -1
slep _ never	10 0 0
slep _ tonight	-4 -3 -3
slep wel	-4 -3 -3
sleping	-2 1 4
sleping pils	-2 0 4
smal	-7 -8 -5
smal _ should	-3 0 0
smal town	-3 0 0
smart _ rent	-3 -2 -2
smoke	-3 -4 7
snakes	-4 -6 -4
so	-1 -2 -7
so _ about	-3 -2 -1
so _ can	3 -1 0
so _ rn	8 -3 -3
so _ the	4 0 0
so _ wil	-3 -2 -2
so bored	-5 -2 -1
so embarased	-4 -4 -1
so fast	-3 -2 2
so god	-5 -4 -5
so hard	-5 -2 -1
so hungover	-4 0 0
so i	4 -3 0
so it	5 0 0
so much	-7 -9 -7
so stresed	-3 -2 -1
sober	-5 -4 -4
som	-5 -3 -5
som tam	-5 -3 -5
some	2 -6 -1
some bleach	-1 -1 5
someone	-6 4 3
someone _ son	-2 -3 -6
someone _ the	0 -1 3
someone _ work	0 4 0
someone at	0 2 3
someone beter	4 0 -4
someone i	-2 -2 -3
someone is	-2 3 5
someone new	-4 -9 -3
sometimes	1 -7 -6
sometimes i	6 -1 -5
somewhere	1 -3 -8
son	5 -6 0
son _ bleach	-1 0 4
son _ detergent	-2 0 3
son _ kerosene	-2 -1 4
son _ rat	-1 -1 3
son _ sad	-3 0 -4
son ate	-1 0 3
son drank	-2 0 4
son just	5 0 0
son swalowed	-2 -1 2
song	-10 -8 -3
sons _ to	-4 -5 -6
sore	-7 -5 -8
sore throat	-6 -6 -10
sorted the	7 0 -2
sory	4 -3 -3
sory _ i	4 -2 -3
sory i	3 -3 -2
sory mom	8 -1 -1
soul	-6 -5 -5
soulmate	-4 -4 -2
soulmate ka	-2 -2 -2
sounds	6 -2 -1
soup	-4 -5 -1
speak	-3 -4 -1
spech	-8 -4 5
spent	-3 -2 -8
spiders	-5 -5 -3
spring	-6 -9 -6
spurting	-3 -2 4
stairs	-4 0 1
start	-7 -6 -4
start _ again	-3 -2 -2
start dating	-3 -2 -2
start my	-5 -5 -5
start over	-7 -2 -4
started	9 -6 1
started burning	1 0 0
starting	-4 -3 -1
startup _ dying	-11 -8 -7
starve _ because	3 0 0
starving	0 -5 -4
stay	-1 1 -4
stealing	-4 -3 -2
step _ front	5 -1 -2
step in	5 -1 -2
stepdad _ me	-1 6 0
stepdad touches	-2 6 -1
stepfather	-2 2 0
stepfather _ me	0 4 0
stepfather raped	0 4 0
stepmom _ me	-2 5 0
stepmom beats	-2 5 0
stick with	-6 0 -1
stil	-8 -3 -4
stil _ about	-4 -3 -2
stil _ him	-3 -2 -4
stil mis	-2 -2 -3
stil realy	0 0 2
stil think	-9 -6 -2
stock	-7 -3 -3
stockpiling	4 0 0
stockpiling my	9 0 0
stod	5 0 0
stomach	-4 0 -2
stomach yesterday	-1 3 0
stop	4 3 -4
stop _ a	7 -2 -2
stop _ heart	4 -2 -2
stop _ included	2 -2 -1
stop _ myself	4 0 0
stop _ noisy	-2 -3 -1
stop being	0 -4 -2
stop breathing	10 0 -1
stop hurting	1 -4 -1
stop living	6 0 0
stop me	2 -2 -1
stop procrastinating	-3 -4 -2
stoped breathing	-2 -2 6
store	-5 -3 -2
store for	-5 -3 -2
stories	-4 -5 -5
strangled _ and	0 6 -5
stresed	-8 -4 -6
stresed _ money	-2 0 0
stresed about	-7 -3 -2
stroke _ now	0 0 5
stroke right	0 0 5
strong	-2 -3 2
stuck	-10 -4 -1
studied	-5 -3 -5
study	-6 -3 -2
studying	-7 -5 -8
stuf	-4 -2 -2
stuf _ i	-3 -4 -4
stung	-5 -5 0
suced	-5 -2 -6
sugar	-7 -4 0
sugar _ i	-3 -1 -2
sugar _ year	-2 -1 -2
sugar this	-2 -1 -2
sugar wil	-3 -1 -2
suicidal	8 -4 -5
suicidal _ scared	3 -2 -3
suicidal _ wil	4 -2 0
suicidal again	6 -2 -2
suicidal and	3 -2 -3
suicidal thoughts	8 -3 -3
suicide	4 -5 -7
suicide note	7 -5 -1
suit	-5 0 0
sun	-6 -1 -2
sunday	-4 -4 -6
suport	-4 -5 -5
surgery _ wel	-3 -2 -3
surprised	-3 -2 -2
surprised _ with	-3 -2 -2
surprised me	-3 -2 -2
survive	-1 -5 -7
survive _ heatwave	-5 -2 -4
survive _ surgery	-1 -1 -2
survive _ wek	-6 -3 -3
survive _ year	-2 0 -1
survive her	-4 -2 -4
survive the	-5 -4 -5
survive this	-7 -1 -2
survived	-4 -3 -7
suspense	-6 -1 -1
suspense _ waiting	-6 -3 -4
suspense of	-6 -3 -4
swalow _ whole	4 -1 -2
swalow the	4 -1 -2
swalowed	-3 -1 6
swalowed _ batery	0 -1 5
swalowed _ botle	-3 -2 6
swalowed _ pods	-2 0 3
swalowed a	-2 -1 6
swalowed bleach	-4 -3 10
swalowed detergent	-2 0 3
sweaty	-3 -3 3
sweling	0 -5 12
sweling fast	0 0 10
swiming	-11 -8 -7
switch	-6 -6 -3
switch _ my	-3 -1 -2
switch of	-3 -1 -1
swords mean	-3 -3 -4
take	1 -5 -3
take _ alergy	-2 -1 -2
take _ antidepresants	-2 -2 -2
take _ as	6 0 0
take _ bled	9 -2 -2
take _ break	-2 -3 -2
take _ gap	-3 -2 -1
take _ job	-3 -2 -2
take a	-8 -4 -3
take al	11 0 0
take away	-4 -2 -4
takes my	0 7 0
taking	2 -6 0
taking _ out	1 0 -3
talest	6 -2 -3
talk	-8 -8 -6
tam	-5 -3 -5
tape	6 -2 -2
tarot	-8 -7 -6
tbh	7 -5 -5
tea	-6 -2 -5
teach	-5 -1 -2
teacher _ at	-3 -3 -2
teacher _ say	-2 -1 -2
teacher mad	-3 -3 -2
teacher to	-2 -1 -2
teaching	-9 -5 -5
team	-6 -4 -4
team _ and	-2 -1 -2
team _ kil	-2 -2 0
team lost	-4 -1 -1
team wil	-2 -2 0
tears	0 -6 -5
tel _ god	-3 -3 -3
tel _ i	-1 2 0
tel _ if	-1 -3 0
tel _ kids	-5 -8 -3
tel _ sister	3 -1 -2
tel _ the	-2 -3 0
tel anyone	-1 4 0
tel him	1 -4 -2
tel me	2 -6 -1
teling	6 -4 -5
teling _ to	2 -2 -2
teling me	2 -2 -2
temple	-4 -8 -9
terible	-4 -4 2
test	-6 -4 -5
test question	-3 -2 -3
text	-1 -8 -3
text _ back	-3 -3 -3
text _ old	-2 -1 -2
text back	-3 -2 -2
text me	-3 -3 -3
text my	-2 -1 -2
texted	-6 -7 -2
thai	-6 -3 -5
than	7 -7 -5
thankful	-6 -6 -6
that _ !hurt	5 -4 -1
that _ absolutely	-2 -2 -3
that _ exam	-2 0 -2
that _ kep	-2 0 0
that _ the	2 0 -3
that al	-5 0 -3
that exam	-4 -2 -2
that im	-8 -6 -9
that mean	-5 -4 -2
that my	-5 -5 -4
that to	-2 -5 -5
thats why	-4 0 0
the _ and	1 0 4
the _ are	4 -3 -4
the _ at	-2 -4 -5
the _ blod	-2 -2 5
the _ cal	-4 -1 -4
the _ doesnt	2 2 -1
the _ dor	-5 0 2
the _ go	-7 -3 -7
the _ hel	-2 4 0
the _ how	-5 -2 -3
the _ i	-1 -5 -5
the _ in	-6 -10 -11
the _ is	2 -6 -1
the _ last	-4 2 -2
the _ lol	-8 -4 -1
the _ lost	4 -5 -5
the _ move	-4 -1 0
the _ movie	-4 -5 -1
the _ my	-8 -7 -1
the _ now	5 -2 -5
the _ of	0 -4 -7
the _ on	1 -1 -2
the _ or	-2 1 0
the _ penguin	3 0 0
the _ period	2 -2 -3
the _ person	-4 0 0
the _ ready	4 -2 0
the _ said	0 -4 -2
the _ should	-5 -4 -7
the _ show	-5 -3 -2
the _ since	-3 0 0
the _ so	-4 -6 -3
the _ stop	6 -2 1
the _ tel	2 -3 0
the _ teling	-3 -2 -1
the _ thai	-2 0 -3
the _ the	-10 -3 -5
the _ this	-3 -2 -2
the _ tickets	-3 -2 -3
the _ today	-2 1 -1
the _ tomorow	4 -1 -1
the _ tonight	-1 -8 -6
the _ tracks	6 -2 -1
the _ until	3 -2 -2
the _ was	-5 -7 -6
the _ what	-4 -2 0
the _ when	-1 1 0
the _ who	-6 2 0
the _ yesterday	0 3 0
the airport	-7 -2 -2
the apartment	-1 2 -1
the balcony	0 -2 -7
the bank	-7 -3 -2
the bath	7 -1 -3
the breakup	-5 -3 -3
the bridge	12 -2 -3
the cabinet	8 0 0
the cal	-3 -4 -3
the ceiling	-6 -3 -5
the chance	-2 -2 0
the closet	3 4 -2
the cord	-5 -3 -2
the courage	5 0 -1
the day	3 0 -1
the days	6 -1 0
the deadline	-3 -5 -1
the doctor	-8 -5 -4
the dream	3 0 0
the edge	7 0 0
the exam	-7 -3 -4
the family	-4 -2 -4
the first	-2 -3 -2
the flight	-4 0 -1
the flu	-5 -3 -1
the ground	-2 -2 2
the gun	7 -2 -2
the gym	-6 -5 -2
the heat	-7 -3 -5
the hike	-3 -4 -5
the holidays	-2 -2 -2
the horor	-4 -5 -1
the internship	-3 -2 -3
the knife	5 -1 0
the lease	-2 -2 -2
the leters	5 0 0
the lotery	-6 -3 -3
the mal	-5 -4 -2
the marathon	-3 -2 -1
the mesage	-4 -3 -2
the month	4 0 0
the morning	-4 -3 -2
the murder	-4 -1 -2
the new	-8 -7 -3
the next	-6 -2 -1
the night	5 -5 -9
the noise	3 0 0
the one	-8 1 -5
the only	6 -3 -2
the oracle	1 -1 -4
the oven	-5 -3 -4
the pain	10 -2 0
the past	-2 -1 -2
the pils	8 -1 -5
the point	8 0 -1
the presentation	-4 -6 -3
the rain	-3 -2 -2
the readings	5 0 0
the reunion	-4 -3 -2
the right	2 -5 -6
the river	-1 -3 -2
the rof	5 -1 -1
the rope	6 -1 0
the schol	0 0 -1
the sea	7 -2 0
the sky	-5 -3 -4
the stairs	-4 0 1
the stock	-7 -3 -3
the stomach	0 6 0
the sun	-6 -1 -2
the suspense	-6 -1 -1
the talest	6 -2 -3
the ten	-5 -3 -5
the time	0 -2 -3
the train	9 -1 -1
the universe	-3 -2 -1
the urge	6 0 0
the voices	4 -3 -3
the way	4 -1 -1
the weather	-7 -1 -1
the weight	-5 -2 -1
the wek	-6 -1 -1
the world	0 -1 -2
the wrong	-6 -3 2
the year	-7 -1 -2
them	2 -1 -7
them _ wil	-7 -2 0
then	-6 -1 -4
therapist and	-4 0 -2
there _ point	4 0 0
there _ way	6 -2 -1
theres	4 -2 2
theres a	2 0 4
theres no	7 -2 -5
thesis	-4 -1 -1
thesis _ time	-3 -2 -3
thesis on	-6 -2 -4
they	1 3 -6
they _ the	-7 -5 -3
theyl	-4 -4 -2
theyre not	1 -4 -4
thigh	3 -2 0
things	-2 5 -5
things _ my	-8 -2 -3
things _ wek	4 -2 0
things this	4 -2 0
things to	-2 4 0
things with	-8 -3 -4
think	7 -1 1
think _ fod	5 0 0
think _ having	-3 0 8
think _ jumping	4 0 0
think _ just	2 0 -1
think _ me	-5 -6 -2
think _ overdosed	-4 -4 5
think _ the	-5 -4 -4
think _ wil	3 0 0
think il	4 0 0
think its	6 -2 -2
think my	0 -5 5
thinking	5 -2 1
thinking _ kiling	5 0 0
thinking _ suicide	5 -2 -1
thinking _ the	6 0 0
thinking about	10 -1 0
thinking abt	3 -2 -2
thinking of	1 -4 -6
third	7 -1 0
this _ client	-2 -2 -3
this _ early	-3 -2 -2
this _ end	-5 -2 -5
this _ god	-7 -4 -5
this _ i	5 1 -1
this _ is	-6 -6 -2
this _ last	-4 -4 -1
this _ my	4 -2 -2
this _ no	3 0 0
this _ should	-5 -6 -1
this _ the	-5 -3 1
this _ town	-3 0 0
this _ wil	-2 -3 -1
this _ year	-6 -1 -3
this be	-4 -2 -1
this humidity	-2 -2 -4
this investment	-2 -3 -4
this job	-8 -1 0
this just	-4 2 4
this life	8 0 0
this meting	-4 -4 -3
this month	-5 -5 -3
this morning	-5 -7 -2
this new	-2 -2 -3
this pas	4 -2 0
this project	-3 -1 -2
this question	-4 -4 -4
this relationship	-8 -4 -3
this smal	-3 0 0
this sumer	-2 -2 -3
this town	-4 -2 -2
this trafic	-3 -6 -6
this wek	0 -1 -5
this wekend	0 -3 -2
this workout	-2 -3 -4
this year	-10 -5 -5
thoughts	7 -3 -4
thre	0 -5 -4
thre times	-1 -3 -6
threatened	-5 1 -1
threatened _ kil	-3 8 0
threatened _ take	-6 0 -2
threatened to	-5 1 -1
threatening	-2 7 -1
threatening _ stab	-1 4 0
threatening to	-2 5 0
threatens	-3 4 -2
threatens _ hurt	0 2 0
threatens to	-3 4 -2
threats	-2 4 -1
thriler _ about	-2 -2 -2
thriler novel	-2 -2 -2
thriving	-4 -5 -4
throat	-9 2 10
throat hurts	0 6 -5
through	-6 -3 2
through a	-4 -2 -1
tickets	-7 -4 -5
tickets to	-6 -3 -6
ties _ a	-5 -4 -5
tight	-5 -3 2
time	4 -3 -3
time _ !joke	3 0 0
time _ ages	6 0 0
time _ buy	-4 -4 -3
time _ change	-5 -4 -2
time _ let	-4 -2 -2
time _ me	5 0 0
time _ put	-4 -1 -1
time i	4 1 -2
time now	3 -2 -2
time to	-2 -2 -4
times	-2 -1 -6
tired	1 -5 -8
tired _ everything	3 0 0
tired _ fighting	8 -1 -1
tired _ just	5 0 0
tired _ living	7 -1 -1
tired _ the	-6 0 0
tired _ waiting	-3 -2 -2
tmrw	4 -5 -6
to _ a	-10 -5 -7
to _ about	-4 -6 -2
to _ abroad	-3 0 -1
to _ after	-5 2 -5
to _ back	-5 0 -2
to _ breathing	7 0 -2
to _ but	1 0 -1
to _ childhod	-4 -1 0
to _ cousin	3 0 0
to _ dead	11 0 0
to _ early	-4 -3 -4
to _ for	2 -5 -1
to _ future	-6 -2 -3
to _ go	-3 -3 -3
to _ gym	-2 -2 -2
to _ harm	-4 -2 -4
to _ i	9 0 0
to _ if	-2 -5 -2
to _ into	-5 -3 -2
to _ its	5 0 -1
to _ jobs	-5 -4 -2
to _ kids	1 -2 -3
to _ litle	8 0 0
to _ living	5 0 0
to _ me	1 1 -1
to _ myself	4 0 -1
to _ out	7 -3 -3
to _ pils	-3 -1 5
to _ reunion	-4 -3 -2
to _ schol	-6 -1 -3
to _ should	0 -4 -2
to _ so	4 -1 -2
to _ something	6 -2 -2
to _ sugar	-3 -1 -2
to _ thanks	-2 -1 -2
to _ this	-3 -5 -4
to _ today	-4 -2 -2
to _ up	-4 -3 -2
to _ when	-2 6 0
to _ without	4 0 -1
to _ your	5 -2 -2
to a	-1 -5 -1
to ask	-8 -1 -3
to bali	-3 -1 -2
to breathe	-5 -5 0
to bury	-5 -2 -5
to change	-5 -4 -2
to crush	-2 -1 -2
to ctb	5 -3 -1
to death	-9 -4 -3
to design	-5 -2 -1
to die	9 -1 -3
to dream	-3 0 0
to drown	7 -2 -2
to dye	6 -2 -2
to eat	-4 -3 -2
to escape	-4 -3 -2
to fal	6 0 0
to fast	2 -2 -4
to go	8 1 -1
to grieve	-7 -7 -5
to hang	5 0 0
to have	-4 8 -2
to hear	-4 0 0
to hours	-5 -2 -1
to hurt	6 0 0
to jump	7 -2 -2
to just	4 0 -2
to kil	-4 1 -3
to know	5 -5 -4
to leave	-6 3 -1
to let	-4 -4 -3
to live	6 -4 -4
to make	11 -7 -5
to many	-3 -3 2
to met	-1 2 -1
to much	-1 -3 3
to my	7 -1 -1
to not	5 0 -2
to overdose	3 -2 -2
to play	-3 -5 -6
to propose	-2 -3 -3
to put	-3 -1 -1
to quit	-4 -2 -2
to rent	-3 -2 -2
to retire	-4 -6 -4
to save	-5 -5 -2
to self	-4 -2 -4
to stab	-3 3 -1
to step	5 0 -3
to swalow	4 -1 -2
to text	-3 -2 -2
to the	-3 -3 -5
to throw	-4 -1 0
to travel	-3 -3 -1
to try	2 -4 -2
to unalive	7 -1 -1
to vague	-3 -3 -2
today	-6 -8 -11
today _ just	-3 -3 -3
today _ so	-4 -2 -3
today _ the	7 -1 0
today and	1 -5 -7
today i	-3 -8 -7
today was	-4 -4 -3
todler	-5 -5 -2
todler drank	0 0 7
toeic	-4 -2 -2
together	-10 -6 -4
together _ the	-4 -1 -1
toilet	-5 -3 -4
tok	-2 4 7
tok 20	-2 -1 4
tok 30	-3 -2 4
tok _ breath	-2 -2 -2
tok _ bunch	-3 0 4
tok _ many	-4 -1 6
tok _ paracetamol	-3 -2 4
tok _ pasport	0 5 -2
tok _ sleping	-2 -1 4
tok a	-2 -1 3
tok his	-13 0 -4
tok my	-6 10 -6
tok something	0 -2 3
tok to	-6 -2 1
told her	2 0 -1
told me	-2 -2 -3
told my	4 -3 -3
tomato _ are	-6 -6 -3
tomorow	-5 -5 -7
tomorow _ okay	-2 -2 -2
tomorow go	-2 -2 -2
tongue	-1 -4 4
tonight	9 -1 -3
tonight _ god	3 0 0
tonight _ my	6 0 0
tonight a	3 0 0
tonight and	2 0 0
tonight i	5 0 0
tonight is	6 0 0
touched	-1 4 0
touched me	-1 4 0
touches	-4 5 -2
touches _ at	-1 6 0
tower	-5 -3 -2
town	0 -3 -3
town _ i	-3 0 0
town _ start	-2 -2 -3
town and	-2 -2 -3
town should	-3 0 0
toxic _ is	-5 -3 -5
track	-3 -7 0
tracks _ my	6 -2 -2
trafic	-5 -3 2
trafic _ kiling	-3 -6 -6
trafic is	-2 -2 2
train	-2 -6 -5
train tracks	6 -2 -1
traped	-3 0 1
travel	-6 -8 -6
tre in	-5 -4 -7
trip	-9 -8 -5
truck	3 -2 -4
truck and	6 0 -2
true crime	-6 -2 -5
true love	-2 -3 -3
trust _ new	-2 -2 -3
trust this	-2 -2 -3
trustworthy	-2 -3 -3
try	-3 2 -2
try _ new	-1 -4 -3
trying to	-4 -5 -2
turn	1 -3 -1
turn around	-4 -4 -1
turned	-5 -6 -1
turned into	-5 -6 -4
turning	-9 -3 2
turning blue	-1 -1 5
two	-8 -2 -7
two _ now	5 0 0
u	3 -2 -4
u _ the	5 -2 -2
unalive	11 -1 -2
unalive _ pain	3 0 0
unalive ngl	4 -1 -1
unalive tbh	5 -2 -2
unalive without	3 0 0
unaliving _ tonight	5 0 -1
unapreciated	-2 -4 -2
unapreciated _ work	-2 -4 -2
unapreciated at	-2 -4 -2
uncle	-2 3 0
uncle _ me	-2 4 -1
unconscious	-2 -2 8
under	-5 -7 3
under the	-1 -4 2
universe	-6 -4 -5
universe _ me	-6 -4 -5
universe teling	-3 -2 -1
unles	0 4 -1
unles _ send	0 4 0
unles i	0 4 0
unlucky	-3 -3 -2
until	1 0 -2
until _ bled	9 1 0
until _ couldnt	-1 5 -1
until it	3 -3 -2
until my	7 -2 -2
up	3 -1 -4
up _ him	-4 0 0
up _ id	5 0 0
up _ my	-9 7 -3
up _ that	6 -2 -1
up _ thought	5 -1 0
up again	0 2 0
up and	4 5 0
up for	-6 -4 -4
up on	-7 -4 0
up son	-5 -2 -3
up the	3 -1 -1
up to	-4 0 -2
up tomorow	7 -2 -2
urge	6 0 0
us	-7 2 1
us and	-4 2 -1
use	5 -4 -2
use it	4 -1 0
used _ self	-4 -2 -4
useles	6 0 0
useles _ of	4 -1 0
useles beter	4 -1 0
vacation	-10 -5 -5
vacation _ now	-2 -2 -3
vacation right	-2 -2 -3
vague	-3 -3 -2
vanish forever	4 0 0
very	-2 -2 2
vibe	-7 -5 -5
vibe today	-4 -4 -3
vilain	-5 -5 -8
vilain _ my	-6 -2 -3
vilain in	-6 -2 -3
visa _ aproved	-3 -3 -4
visa get	-3 -3 -4
visit	-10 -4 -6
visit _ sumer	-2 -2 -3
visit me	-4 -3 -2
visit this	-2 -2 -3
visiting	-7 -7 -3
vodka	4 -2 -1
vodka _ a	-3 0 6
voice	-5 -2 -8
voices	4 -3 -3
voices _ i	5 0 0
voices say	5 0 0
volunter	-5 -4 -3
vomiting	-4 -2 5
waiting	0 -3 -4
waiting _ him	-3 -2 -2
wake	1 -4 0
wake up	5 -2 0
wal _ the	6 0 0
wal on	7 0 0
walet	-7 -1 -2
walk	0 0 -1
walk into	7 0 -2
walking	-4 -3 -1
wana	7 -4 -3
wana _ forever	8 0 -1
wana _ ngl	4 -1 -1
wana _ so	4 0 0
wana _ to	5 0 0
wana die	4 -2 -2
wana go	5 0 0
wana kms	6 0 0
wana slep	7 -1 -2
wana unalive	5 -1 -1
want	0 -6 -3
want _ bury	-5 -2 -5
want _ cut	-4 -1 -2
want _ die	8 0 0
want _ drown	4 0 0
want _ dye	6 -2 -2
want _ fal	6 0 0
want _ hang	7 0 0
want _ hurt	6 0 0
want _ leave	-4 -4 -4
want _ not	10 0 0
want _ over	4 0 -3
want _ step	5 -1 -2
want _ stop	6 0 -1
want _ unalive	7 -1 -1
want _ walk	2 0 0
want a	-3 -1 -1
want it	6 -1 -2
want to	-1 -5 -3
wanted _ step	4 0 0
wanted to	2 -4 -1
wants to	1 -5 -2
war	-9 -8 -9
was	-3 1 0
was _ !born	4 0 0
was _ but	-4 -5 -7
was _ by	-2 2 -3
was _ for	0 -8 -5
was _ im	2 -3 -1
was _ me	-5 -3 -3
was _ meh	-3 -3 -3
was _ over	-3 -4 -1
was _ so	-3 -2 -1
was actualy	-4 -4 -6
was beautiful	-4 -4 -3
was being	-2 -2 -1
was heavy	-3 -5 -6
was in	-8 -5 -5
was it	-4 -6 -7
was just	0 -4 -7
was laughing	-2 -3 -5
was my	-6 0 -5
was never	4 0 0
was on	-3 -5 -2
was pregnant	-5 1 -2
was sexualy	0 7 -1
wasnt	3 4 0
watching	-9 0 -6
water	-5 -4 2
watered	-7 -5 -5
way	3 -4 3
way _ die	5 0 -2
way _ go	6 -1 -3
way _ much	-2 -2 2
way out	7 -4 -1
way to	2 -2 2
ways _ end	10 0 0
we	-11 -6 0
we _ a	-8 -1 -5
we _ the	-2 -4 -5
we _ to	-4 0 0
we laughed	-3 -2 -4
we win	-2 -4 -5
weak	-4 -2 3
weding	-10 -6 -8
weding _ lol	-3 -2 -1
weds	-3 -2 -1
weds _ my	-3 -2 -1
weds in	-3 -2 -1
weight	-5 -4 -8
weird	-3 -6 2
weird _ i	-4 -2 0
wek	-3 -2 -5
wek _ ask	-4 -2 -3
wek _ i	-5 -2 -4
wek _ night	-6 -3 -1
wek lol	-4 0 -1
wek or	-8 -5 -4
wek wil	-10 -4 -1
wekend	-2 -5 -4
wekend _ switch	-3 -1 -2
wekend and	-1 3 -1
weks	-7 -4 2
weks _ i	9 0 0
wel	-6 -9 -8
wel _ wek	-3 -2 -2
wel next	-3 -2 -2
wel tonight	-4 -1 -1
went	-4 -9 -5
went _ a	-3 -1 -4
went _ the	-3 -3 -6
went for	-3 -2 -4
went to	-10 -5 -6
were	-3 -2 -3
were al	-6 -3 -5
what _ after	7 0 0
what _ my	-6 -3 -3
what _ ned	7 0 0
what card	0 -2 -5
what did	-4 -3 -4
what does	-13 -7 -6
what he	-2 4 0
what i	0 0 -4
what is	4 -2 -2
what should	-9 0 -3
whats	-3 -6 -7
whats _ card	-3 0 0
whats _ for	-9 -6 -4
whats _ mesage	-4 -3 -2
whats _ point	6 0 -1
whats _ store	-5 -3 -2
whats _ vibe	-5 -4 -4
whats ahead	-2 -2 -2
whats in	-5 -2 -1
whats my	-7 -4 -2
when	4 4 -3
when _ gets	3 0 -1
when _ gone	6 0 0
when _ grades	-2 3 0
when _ is	-2 4 0
when _ wil	-2 -2 -2
when _ woke	3 0 0
when does	-4 -5 -4
when im	3 3 -1
when my	-2 3 0
when she	-11 -5 -3
when shes	-2 4 -2
when they	2 -5 -6
whenever	-1 6 0
whenever _ lok	0 5 0
whenever _ speak	-1 2 0
whenever i	-1 3 0
where	3 1 -6
where _ detective	-5 -7 -6
where he	5 -2 0
whether	1 -2 -3
which	4 -4 -6
which _ should	-5 -2 0
which _ the	5 0 -2
which day	-4 0 0
white	-4 -3 -2
who	-1 -1 -5
who _ his	-3 -4 0
who _ i	-5 -5 -2
who always	-6 -10 -1
who wil	-5 -4 -2
whole	-1 -3 3
whole _ and	-7 -1 -2
whos	-7 -5 -5
why	4 -7 -4
why _ i	5 -1 -3
why _ left	-3 -3 -4
why do	-10 -2 -3
why she	-3 -3 -4
wifes	-4 0 2
wil	-6 -6 -6
wil _ a	4 0 0
wil _ back	-9 -5 -8
wil _ end	-5 -1 0
wil _ ever	-9 -4 -5
wil _ find	-3 -3 -2
wil _ fine	2 -1 -1
wil _ finish	-5 -2 -2
wil _ flight	-11 -3 -3
wil _ get	-13 -3 -3
wil _ grandfather	-2 -2 -3
wil _ grandmother	-1 -1 -2
wil _ hurt	5 0 0
wil _ interview	-2 -1 -2
wil _ love	-6 -2 -1
wil _ mary	-5 -5 -7
wil _ meting	-6 -2 -5
wil _ mom	-2 -2 -3
wil _ mothers	-2 -2 -3
wil _ neighbor	-2 -3 -1
wil _ ok	5 -1 0
wil _ parents	3 -6 -2
wil _ remember	-10 -2 -3
wil _ say	-2 -4 -3
wil _ se	4 -4 -6
wil _ side	-6 -7 -6
wil _ sister	-5 -3 -5
wil _ sisters	-2 -1 -1
wil _ slep	-6 -1 -1
wil _ stock	-7 -3 -2
wil _ suced	-5 0 0
wil _ text	-3 -3 -3
wil _ thriler	-2 -2 -2
wil _ turn	-4 -4 -1
wil _ win	-3 -3 -4
wil be	9 -2 0
wil come	0 -2 0
wil he	-3 -4 -8
wil hurt	4 4 0
wil i	-6 -6 -5
wil it	-3 -3 -6
wil met	-2 -2 -2
wil murder	-2 -2 -2
wil my	-8 -9 -7
wil next	2 -4 -1
wil slit	3 -1 0
wil the	-6 -2 -6
wil this	-5 -5 -2
wilting	-6 -2 -6
win	-3 -7 -4
win _ lotery	-3 0 -1
win the	-3 -2 -3
wine	-7 -6 -2
wish	8 -2 -3
wish i	6 -2 -3
with _ al	-1 -4 -3
with _ and	-13 -6 1
with _ bag	4 0 0
with _ before	-2 -2 -2
with _ belt	-2 5 -2
with _ boyfriend	-1 -3 -1
with _ chainsaw	-3 -2 1
with _ compas	6 -2 0
with _ cousin	-6 -4 -7
with _ flu	-5 -3 -1
with _ friends	-2 -2 -2
with _ girlfriend	-9 -3 -1
with _ investment	-2 -3 -4
with _ jump	-4 -5 -3
with _ lol	-5 -4 -5
with _ mother	-1 -1 -1
with _ pan	-2 6 0
with _ tea	-3 -2 -2
with a	3 3 -3
with buble	-3 -2 -2
with cigaretes	2 6 -1
with friends	-6 1 -2
with guys	-5 -2 -2
with him	-1 -1 -3
with it	7 -2 -2
with life	4 -2 -1
with money	-4 -2 -3
with my	0 -7 -4
with no	-2 -4 -3
with pilows	-3 -5 -3
with this	-6 -6 -5
without	3 -4 -5
without _ in	5 -1 0
without _ right	6 -1 0
without her	3 0 0
without me	7 0 0
without pain	4 0 -3
without the	12 -1 0
woke _ and	4 5 -2
woke _ i	8 0 0
woke up	-1 -2 -5
wont !stop	-3 0 5
wont _ !it	9 -2 -2
wont _ !threatening	-1 2 0
words	-3 -6 2
words _ my	5 -4 -3
words into	5 -4 -3
woried	-6 -6 -6
work	-6 -2 -7
work and	-2 4 0
work in	-4 -5 -3
work is	-6 -7 -5
work raped	0 4 0
workout	-8 -5 -6
workout _ kiling	-2 -3 -4
workout is	-2 -3 -4
works	6 -2 -2
world	6 -2 -2
worst	-3 -3 3
worst _ of	-3 -3 3
worst headache	-4 -3 5
worth	-8 -8 -6
worth it	-5 -2 -3
worthles _ i	8 -1 -2
worthles and	8 -1 -2
would	3 -2 -2
would _ a	2 -4 -1
would _ beter	7 0 0
would _ me	5 1 0
would _ my	3 -1 -1
would die	-4 0 0
would kil	4 2 0
wrist	3 -1 3
wrists	8 -2 -2
wrists tonight	3 -1 0
write _ suicide	5 0 -1
writing a	-5 -7 -5
writing my	6 -6 -5
wrong	1 -3 1
wrote	8 -4 -4
wrote _ leter	-6 -2 -3
wrote _ suicide	4 0 0
ya	3 -3 -2
yal	-6 -5 -5
year	-4 -7 -9
year _ and	-2 -1 -5
year and	3 3 -1
year for	-3 -2 -1
year i	-2 -6 -2
year or	-7 -6 -8
years	-1 -4 -5
years _ i	-7 0 -1
years ago	-3 -4 -6
years and	-4 1 -1
yeled	-2 -4 -1
yes	-5 -5 -6
yes _ no	-1 -8 -5
yes no	-3 -2 -2
yes or	-1 -8 -5
yesterday	-10 -1 -3
yet	-6 -8 -8
yoga	-9 -7 -5
yogurt	-2 -2 -2
yogurt again	-2 -2 -2
you	3 -2 -4
young	-6 1 -5
your	5 -4 -3
your heart	0 -4 -3
zombie	-6 -5 -4
zombie _ mondays	-3 -2 -3
zombie on	-3 -2 -3
️	-7 -7 -8
`;

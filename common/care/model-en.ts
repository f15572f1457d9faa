// Written by scripts/train-care.ts from the training sets (docs/care.md, "The model"); do not edit.
export const MODEL_EN = `
!555	-10 -9 -7
!a	8 -4 -1
!about _ my	3 -2 -2
!about _ train	4 -1 -2
!about sliting	3 -2 -2
!alive	8 -3 -1
!alone	-4 -3 -1
!alowed	-2 5 -1
!and	0 1 8
!answer	-1 -2 3
!answering	-1 -1 6
!answering !me	0 -1 4
!anymore	9 -4 -4
!anymore _ world	3 0 -1
!anymore godbye	3 0 -1
!around	7 -2 -2
!authenticated	-7 -6 -6
!available	-5 -4 -5
!away	8 -2 -4
!backup	-6 -5 -4
!be	6 -1 -1
!be !here	6 -1 0
!be _ !to	9 -1 -2
!be _ anymore	7 -2 0
!be _ much	4 0 -1
!be _ tomorow	4 -1 0
!be alive	5 -2 0
!be here	6 0 0
!being	7 -2 -1
!being !here	4 0 0
!being _ for	4 0 -1
!believe	-2 5 -1
!believe !me	-2 3 0
!ben	4 -1 -1
!born	5 0 -1
!breath	-1 0 2
!breathe	-4 -2 5
!breathing	-2 -2 8
!but	-5 -2 -2
!by	-2 -7 -5
!camping	5 -1 -2
!cary _ alone	-4 -3 -2
!cary this	-3 -3 -3
!catch	-1 0 2
!catch !my	-1 0 2
!catch _ !breath	-1 0 2
!category	-7 -6 -6
!clean	-4 -7 -3
!come !back	6 0 -1
!come !to	-7 -7 -4
!dark	-6 -5 -2
!deal	2 -3 -4
!die	-5 -2 1
!does	-5 -4 -1
!done	5 -2 -3
!dream	-6 0 -3
!drinking	-5 -4 -4
!drinking !again	-5 -4 -1
!ever	8 -2 -2
!ever again	10 -1 0
!every	-1 -5 -5
!every _ !is	-7 -5 -4
!everything	-7 -1 0
!exactly	3 0 0
!exactly !just	3 0 0
!except	4 -1 -1
!exist	10 -3 -1
!exist anymore	6 -2 -2
!face	6 -1 2
!family	5 -1 0
!finish	1 -1 3
!for !a	6 -1 -1
!for !camping	3 -1 -1
!force	-4 -3 -1
!force it	-2 -2 -3
!found	-2 -5 -5
!get !to	5 -7 -1
!give	-5 6 -1
!give _ !fod	-3 4 0
!going	6 -2 4
!going !godbye	3 -2 -2
!going _ !be	7 -1 -1
!gona !be	5 -1 -1
!gona _ !here	3 -1 -1
!have _ !cary	-3 -3 -3
!have _ !force	-4 -3 -1
!he	-2 3 3
!here	8 0 0
!here !next	3 -1 -1
!here _ longer	3 -1 -1
!here much	3 -1 -1
!him i	-1 5 0
!how !many	-2 -3 6
!hury	-3 -5 -5
!i	2 3 -1
!idea	-5 -2 -4
!il !be	6 0 0
!im	6 -2 0
!im 13	-2 3 0
!im _ an	4 0 0
!im not	5 0 0
!in !a	-5 -3 -4
!in !living	3 -1 -1
!is	-2 -3 -6
!is !it	-5 -4 -4
!it	-2 0 -4
!it !yet	5 -1 -1
!it is	-3 1 -3
!ive	11 -6 -3
!ive _ a	5 -1 0
!joke	6 -1 -3
!joking	6 -1 0
!just	-1 -7 -5
!kep _ !godbye	3 -2 -2
!know !if	-3 5 0
!know !why	6 0 0
!left	7 -2 4
!let	-1 5 -2
!let !me	-1 5 -2
!live	8 -3 -1
!live _ honestly	4 0 0
!live anymore	4 -2 0
!living	8 -2 -5
!living !anymore	4 -1 -2
!lol	2 -3 -7
!many	-2 -3 6
!match	-7 -4 -4
!me _ my	-1 5 0
!mean	4 -3 -1
!meaning !i	4 0 -1
!meaning _ !want	4 0 -1
!mis	9 -5 -2
!moving	1 -4 6
!my	-3 -3 2
!my !breath	-1 0 2
!my !family	4 -3 0
!my !inhaler	-3 -1 7
!myself	7 -1 -3
!ned !me	7 -2 -1
!ned !to	-2 -6 -4
!ned _ !be	-6 -2 -1
!ned _ !hury	-3 -2 -2
!ned _ !se	-7 -1 -1
!neds	-10 -9 -4
!next	4 -2 0
!now	-6 -5 0
!of	1 -7 -7
!of !dying	8 -2 -2
!on	7 -1 -5
!on !being	4 0 -1
!on !having	3 0 -1
!one	8 -1 -2
!one !ses	4 -1 -1
!only	-6 0 -5
!or	-1 -5 -5
!out	1 2 -5
!out !except	4 -1 -1
!plan	4 -3 -1
!plan !on	3 0 -1
!plan _ !being	4 0 -1
!planing	9 -3 -2
!planing !on	4 0 0
!point	8 -1 -1
!point !in	3 -1 -1
!point !living	2 -1 -1
!point _ !anymore	2 -1 -1
!point _ !living	3 -1 -1
!protected	-4 -3 -3
!pulse	-3 -3 6
!put	-5 -2 -3
!questions	-4 -4 -3
!questions !yet	-4 -4 -3
!quit	-5 -2 -5
!readings	-5 -4 -4
!readings !yet	-3 -3 -3
!reason	7 -2 -1
!reason !to	8 -1 -1
!reason _ live	4 -2 0
!remember !anything	-3 4 -2
!resonate	-3 -2 -2
!responding	-1 -2 5
!run	-1 -3 -2
!scared !of	8 -2 -2
!scared _ !dying	8 -2 -2
!sen	-5 -2 -3
!seriously	5 -1 -1
!ses	4 -1 -1
!should	-4 -1 -5
!should !i	-4 -3 -5
!slep	-5 -1 -5
!speak	-1 -1 13
!stairs	-9 -5 -10
!stay	-7 -4 -1
!stop !threatening	-1 3 -1
!stop _ !to	-1 3 -1
!straight	-4 -1 2
!submit	-3 -3 -3
!sure !i	6 -3 -2
!sure _ !want	6 -3 -2
!talk	-11 -3 2
!tea	-4 -4 -3
!tel	5 4 -2
!tel !my	6 -2 -3
!the	6 0 1
!the _ i	5 -1 0
!them	6 -1 -1
!think	5 -2 3
!think !i	6 -1 0
!thinking _ jumping	3 0 0
!thinking _ sliting	3 -2 -2
!this _ godbye	3 0 -1
!this time	7 0 0
!threatening !to	-1 3 -1
!threatening _ hurt	-1 3 -1
!til	-3 3 -1
!to	0 2 -4
!to !cary	-4 -3 -2
!to !exist	6 -2 -1
!to !force	-4 -3 -1
!to !his	-4 4 0
!to !hury	-3 -2 -2
!to !im	-2 3 0
!to !live	8 -2 0
!to !the	-6 4 -3
!to !wake	8 -2 -1
!to _ 13	-2 3 0
!to _ alive	5 -2 0
!to _ anyone	6 -2 0
!to _ here	7 -1 0
!to _ the	0 -3 -2
!to _ this	-4 1 -1
!to _ up	3 -2 0
!to hurt	-1 3 -1
!tomorow	9 -5 -3
!up	7 -3 5
!up !tomorow	7 -3 -1
!up tmrw	4 -2 -2
!valid	-4 -3 -4
!wake _ tmrw	4 -2 -2
!wake _ tomorow	5 -2 -2
!wake up	4 -2 0
!wana !wake	4 -2 -2
!wana _ !up	4 -2 -2
!want _ !exist	6 -2 -1
!want _ !im	-2 3 0
!want _ !live	7 -2 0
!want _ !wake	4 -2 0
!want _ end	4 0 -1
!want _ live	4 -2 -2
!way	6 -1 -2
!way !out	4 -1 -1
!way _ !except	4 -1 -1
!wel	-6 -4 2
!what	-9 1 -1
!what !does	-5 -4 -1
!what _ say	-2 -5 -3
!why !im	4 0 0
!wifi	-4 0 0
!wil !i	-6 -6 -5
!wil _ !find	-6 -5 -4
!wil i	-7 -4 -5
!with _ i	-1 5 0
!worth _ !anymore	6 0 -3
!would !mis	3 -3 -1
!yet	-3 -6 -6
!yet !protected	-4 -3 -3
!your	-7 -6 -7
0	-3 -4 -6
1	-5 -4 2
10	-8 -3 -1
10 years	-8 -2 -2
11 11	-4 -3 -3
12	-7 3 -6
1323	-5 0 0
14th	5 -1 0
15	-5 -2 -3
15 years	-8 0 0
16 hours	-1 4 0
2	2 -8 -3
20	-5 -6 3
20 _ pils	-1 0 3
20 _ tokens	-2 -2 -3
20 sleping	-1 0 3
20 test	-2 -2 -3
2025	-10 -6 -5
2am	-3 -2 -1
30	-3 -3 4
30 paracetamol	-3 -1 5
35	-1 -5 0
3am	3 -3 -2
3am _ night	-4 -2 -2
3am every	-4 -2 -2
4	-3 -6 1
40 _ her	-2 -1 3
40 of	-2 -1 3
45	-4 -5 -1
5	-6 -1 -4
50 characters	-3 -3 -3
555	-15 -12 -10
5555	-9 -7 -2
7	-6 -8 -9
70	-8 -4 -6
88	-8 -5 -6
a _ a	-2 -2 -3
a _ about	-12 -2 -7
a _ acident	-4 -3 1
a _ admirer	-4 -3 -3
a _ already	7 0 0
a _ and	-2 -3 -2
a _ at	-1 3 -2
a _ b	-4 -3 -3
a _ blade	5 0 0
a _ botle	-1 -1 4
a _ but	-6 -3 -2
a _ camera	-3 -2 -3
a _ carer	-4 -1 -1
a _ cat	-6 -5 -2
a _ date	-8 -6 -5
a _ death	-1 0 0
a _ direction	-5 -2 -4
a _ dose	3 0 -1
a _ dril	-1 -5 -2
a _ entry	-4 -3 -3
a _ feling	-5 -3 -4
a _ friend	-6 -2 -5
a _ from	-4 2 0
a _ god	-10 -7 -4
a _ hits	-2 -6 -6
a _ id	-2 0 -3
a _ in	-5 -3 -1
a _ is	-6 0 -5
a _ job	-5 0 -2
a _ kiler	-3 -4 -4
a _ knife	0 0 4
a _ last	1 4 -1
a _ link	-2 -3 -3
a _ lol	-8 -2 -6
a _ not	6 -4 -2
a _ note	5 -1 -1
a _ omen	-6 -6 -2
a _ on	-3 -4 1
a _ or	-3 -2 -2
a _ over	3 0 -1
a _ parent	-3 -2 -1
a _ penguin	-7 -2 -1
a _ piece	-5 -4 -5
a _ practice	-4 -3 -4
a _ project	-5 -3 -1
a _ question	-5 -2 -2
a _ rn	-3 -1 -1
a _ shift	-7 -4 -4
a _ son	4 -1 -1
a _ thing	-8 1 0
a _ this	-4 -3 -2
a _ to	-2 1 -5
a _ way	5 -2 -2
a _ who	-6 -1 -2
a _ wil	-3 -1 -2
a _ with	-5 -5 -1
a _ woke	-4 -6 -3
a _ year	-4 -2 -3
a baby	-5 -3 -7
a bag	3 0 -1
a be	-4 -3 4
a beach	-7 -3 -4
a bed	8 -1 -1
a belt	-1 6 0
a bit	-1 -3 -5
a blesing	-5 -4 -4
a botle	5 0 -1
a break	-4 -1 -1
a bus	7 -1 -1
a cabin	-4 0 0
a calm	-5 -3 -3
a calmer	-3 -2 -1
a car	0 -5 3
a care	-5 -3 -1
a cat	-3 -2 -3
a category	-5 -4 -5
a cold	-5 -3 -7
a conversation	-9 -4 -3
a coworker	-3 0 -1
a date	5 -2 -2
a der	-7 -5 -5
a dog	-7 -4 -5
a dorway	-4 -3 -3
a dream	-7 0 -2
a eulogy	-3 0 -1
a fever	-2 -2 9
a fire	-4 -3 2
a first	-5 -1 -1
a flat	-7 2 -2
a friend	-7 -6 -4
a funeral	-7 -6 -4
a future	7 0 0
a gap	-4 -2 -4
a generous	-7 -5 -5
a guy	-5 4 -6
a haircut	-3 -4 -2
a headache	-3 -2 -6
a house	-8 -4 -4
a hundred	-3 -1 -1
a journal	-4 -3 -3
a kiler	-6 -6 -5
a kitchen	-2 -4 1
a knife	1 6 2
a leg	-4 -2 -2
a length	3 -2 -2
a lethal	6 0 -2
a litle	-8 -8 -6
a lot	1 -4 4
a love	-4 -1 -1
a man	-2 5 -2
a mesage	-8 -2 -2
a murderer	-3 -1 -2
a nap	-6 -2 -3
a new	-7 -3 -2
a nightmare	-4 -1 0
a note	7 2 -1
a one	6 -1 -2
a pain	-3 0 -2
a pan	-2 10 -1
a parking	-5 -3 -6
a patient	-4 -2 -1
a pet	-6 -3 -5
a plan	3 -1 -1
a plane	-5 -3 -1
a potery	-7 -6 -4
a promotion	-3 -4 -3
a pupy	-4 -2 -3
a razor	4 -2 -1
a rope	6 -1 0
a safe	-4 -4 -4
a scholarship	-3 -3 -3
a smal	-4 -2 -4
a softer	-5 -5 -5
a soul	4 0 0
a star	4 -2 -1
a stick	0 4 0
a stroke	-2 -3 4
a tato	-5 -1 -2
a test	-4 -2 -3
a title	-6 -4 -4
a tracker	-2 4 -1
a truck	4 0 0
a vacation	-5 -3 -3
a wekend	-4 -3 -2
a white	-4 -2 -4
a whole	-3 0 4
a year	-4 -2 -2
a zombie	-5 -2 -3
about	-1 -6 -5
about _ al	3 0 0
about _ and	-6 -2 -7
about _ die	-3 -1 -1
about _ dream	-5 -2 0
about _ dying	4 0 0
about _ exam	-7 -2 -4
about _ for	-2 -2 0
about _ in	-1 0 -2
about _ it	6 -1 -1
about _ late	-4 -2 -2
about _ myself	6 0 0
about _ not	6 -1 0
about _ pas	-2 0 4
about _ starting	-10 -6 -2
about _ the	5 0 0
about _ was	-3 -2 -2
about a	-4 -4 -5
about fod	3 0 0
about her	-5 -3 -3
about is	6 0 0
about it	2 -4 -6
about jumping	6 0 0
about kiling	5 0 0
about me	-4 -2 -1
about money	-8 -4 -2
about my	-8 -4 -3
about the	-7 -6 -2
about tomorow	-7 -7 -3
above	-8 -6 -3
abroad	-5 -5 -4
abs	-4 -2 -2
abt	4 -1 -1
abt _ it	3 -1 -1
abt ending	3 -1 -1
abundance	-7 -3 -5
abused	-4 5 -3
abused _ home	-4 2 -2
abused at	-4 2 -2
abused me	-2 3 -1
abusive	-5 2 -4
abusive relationship	-3 2 -4
ace	-5 0 0
acept	-8 -7 -3
acept it	-3 -1 -1
acepting	-5 -4 -5
ache	-6 -3 -2
aches	-6 -5 -3
aches _ my	-2 -2 -2
aches for	-2 -2 -2
acount	2 -2 -6
act	-6 -5 -4
actualy	4 -3 -7
actualy forever	3 -1 -1
acurate	-5 -3 -1
ad	-6 -5 -5
aded	-6 -5 -5
admirer	-4 -3 -3
adopt	-5 -2 -2
adopt _ cat	-3 -2 -1
adopt _ kiten	-4 -3 -3
adopt _ pupy	-4 -3 -4
adopt _ second	-3 -1 -2
adopt a	-4 -2 -2
adult	-7 -5 -4
adults	3 0 0
advice	-3 -4 -4
advice _ today	-2 -3 -4
advice for	-3 -2 -2
advice please	-3 -3 -3
afairs	7 0 0
afraid	-5 6 -1
afraid _ dying	-2 -3 -4
after	7 0 0
after _ breakup	-1 -3 0
after _ car	-1 -1 3
after _ concert	-2 -4 -4
after _ die	6 0 0
after _ every	-4 -2 -1
after _ funeral	-6 -1 -1
after _ gone	4 0 0
after _ hike	-2 -3 -6
after _ in	-8 -5 2
after _ years	-2 -8 -4
after a	-10 0 -1
after death	-7 -5 -6
after im	4 0 0
again	2 1 -6
again _ it	5 -2 -2
again _ night	7 3 -4
again _ of	4 -1 0
again _ this	5 -1 0
again _ wil	-6 -2 0
again any	-3 -1 0
again im	-5 -1 -4
again last	5 -2 0
again lately	5 0 0
again nobody	6 -1 -1
again should	-6 -8 -1
again stres	-3 -2 -2
again tonight	7 3 0
again whatever	-5 -3 -2
age now	-4 -5 -3
agency	-1 7 0
ago	-5 -4 3
air	-3 -2 -4
airport	-5 -2 -2
al	0 -3 -2
al _ and	-1 -2 3
al _ end	8 -1 0
al _ i	0 -5 -1
al _ im	-6 -4 -4
al _ me	-5 -4 -3
al _ my	-7 -1 1
al _ old	-6 -2 -2
al _ paswords	9 -1 -3
al _ pils	4 0 0
al _ savings	4 -2 -1
al _ things	1 0 0
al _ think	4 0 0
al _ time	6 -5 -2
al _ way	7 -8 0
al _ while	-3 -1 -1
al around	-5 -3 -3
al day	-4 -2 -4
al i	7 0 -1
al my	5 -1 -4
al over	-2 3 4
al readings	-6 -5 -4
al statuses	-6 -5 -5
al tbh	3 -1 -1
al themes	-6 -5 -5
al wekend	-6 -4 -4
alarm	-5 -6 -2
alarm _ every	-3 -2 -2
alarm clock	-3 -2 -3
alcohol	-2 3 -6
alergy	-6 -2 -1
alive	6 -3 -2
alive _ want	5 0 0
alive anymore	4 -1 0
alive i	5 0 0
alive in	-6 -5 0
alive tomorow	4 -1 0
along	4 -9 -4
already	5 0 -3
already _ godbye	4 0 0
already _ it	-2 4 0
already _ my	5 -1 0
already _ the	6 -2 -1
already _ your	-6 -4 -2
already adults	3 0 0
already on	-2 -1 -1
also	-4 -3 -4
always	-4 -7 -8
always _ back	-2 -3 -2
always _ everything	-3 -1 -1
always _ me	-5 -4 -4
always comes	-2 -3 -2
always plans	-3 -1 -1
am _ abused	-2 4 -2
am _ being	-6 -5 -4
am _ done	-5 -4 -4
am _ going	-6 -6 -4
am _ on	-1 -2 -2
am being	-2 4 -2
am going	5 -1 -1
am heard	-3 -2 -2
am i	-9 -6 -6
amazing	-8 -8 -7
ambulance	5 -1 5
among	-6 -6 -6
among _ and	-3 -5 -4
among us	-3 -6 -5
amount	9 0 -1
an _ ago	-4 0 5
an _ in	-4 -4 -2
an _ relationship	-3 2 -4
an a	-4 -3 -4
an abusive	-3 2 -4
an acident	6 -4 -1
an elephant	-5 -2 3
an exam	-5 -4 -4
an hour	6 -3 2
an old	-6 -2 -2
anchor	-4 -2 -4
and	0 5 7
and _ !come	7 -1 -1
and _ !slep	-1 -1 -4
and _ a	-3 -1 -1
and _ about	6 -3 0
and _ again	-5 -4 -2
and _ am	1 -7 -5
and _ and	0 -3 0
and _ are	-9 -6 -6
and _ argued	-3 -3 -3
and _ back	-6 -7 -3
and _ bleding	-2 -1 9
and _ by	-6 -3 -5
and _ can	-7 -6 -6
and _ card	-6 -3 -4
and _ chose	4 0 0
and _ couldnt	-2 -1 -2
and _ dark	0 0 3
and _ date	4 0 0
and _ doctors	-4 -1 -4
and _ done	5 -2 -3
and _ dont	-5 2 -2
and _ fel	-8 -7 1
and _ fine	-7 -2 -6
and _ get	-3 -2 -2
and _ had	-3 -3 -3
and _ handful	-3 0 4
and _ havent	-3 -1 -5
and _ hel	-1 4 0
and _ helping	-6 -3 -3
and _ in	-2 -3 -7
and _ is	-8 -1 0
and _ just	6 -7 -7
and _ laughed	-6 -2 -4
and _ like	-1 -1 -2
and _ listen	4 -1 0
and _ litle	-2 1 -2
and _ lost	-5 -3 -2
and _ love	-6 -4 -5
and _ make	-4 1 -3
and _ me	-1 8 0
and _ my	0 2 -3
and _ nervous	-3 -1 -3
and _ old	-2 -3 -4
and _ on	-4 -5 -3
and _ only	-6 -4 -4
and _ out	-3 -4 -6
and _ over	-6 -4 -3
and _ parents	0 4 -6
and _ pased	-2 -1 3
and _ phone	6 -2 -1
and _ photos	0 4 0
and _ piza	-5 -4 -5
and _ plan	3 0 -2
and _ quiet	-5 -3 -5
and _ relief	4 0 0
and _ same	-3 -2 -2
and _ sister	4 0 4
and _ starting	7 -3 -2
and _ stuck	0 0 6
and _ the	2 -3 -4
and _ think	6 -1 2
and _ thinking	6 0 0
and _ this	-4 -2 -2
and _ throat	-2 -4 3
and _ to	1 1 -5
and _ together	-3 -5 -3
and _ up	2 -3 2
and _ us	-1 5 0
and _ vomiting	-2 -1 3
and _ want	3 -1 0
and _ wanted	5 -1 -1
and _ was	-6 -2 -3
and _ wil	-3 -5 -2
and _ with	-8 -6 -8
and a	0 -5 -4
and be	4 -4 -4
and beats	-2 3 -1
and bit	-4 4 -2
and bleding	-1 -2 6
and cant	-2 2 3
and confused	-5 -2 7
and didnt	7 -2 0
and do	-4 -5 -7
and dying	-6 -5 -7
and end	3 0 0
and enjoy	-4 -3 -4
and everything	-6 -4 -6
and gave	4 -3 -3
and gentle	-2 -2 -3
and give	-5 -2 -2
and go	-5 -7 -3
and gone	3 0 0
and got	-4 -5 -4
and he	-3 1 4
and hes	-1 1 5
and hit	0 -2 6
and hits	0 8 -2
and honestly	2 -7 -5
and im	2 -4 3
and isnt	-1 -1 6
and it	2 -3 2
and its	-1 -4 5
and let	-7 -3 -5
and lets	-4 -3 -3
and listen	-7 -3 -3
and loking	3 0 0
and loving	-4 -5 -4
and mised	-5 -5 -6
and move	-5 -5 -4
and my	3 3 8
and never	6 -2 -1
and nobody	0 -4 0
and now	-4 -1 6
and on	4 -2 -1
and one	-2 -1 5
and puled	-1 2 -1
and rest	-5 -3 -5
and return	-6 -6 -5
and says	-2 6 0
and sends	0 4 0
and shes	-2 -3 5
and sick	-3 -1 4
and slaps	-1 9 0
and sometimes	-7 -5 -4
and start	-8 -3 -1
and storage	-4 -4 -4
and swalowed	0 0 5
and switch	-4 -3 -3
and takes	0 7 -1
and thats	-9 -8 -6
and the	-3 -6 0
and then	-1 5 -3
and think	9 0 0
and this	1 -3 -4
and threatened	0 4 0
and touches	0 8 0
and travel	-4 -2 -4
and trust	-3 -4 -4
and wait	-8 1 -5
and want	5 -1 -1
and welcome	-5 -4 -4
and were	-4 -7 1
and wil	-9 -5 -3
and your	-5 -6 -6
angry	-3 6 -2
angry _ my	-4 -5 -2
angry _ myself	3 0 0
angry at	0 -8 -2
animal	1 -2 -2
animals	-8 -4 -5
aniversary	-10 -8 -7
ankle	-4 -5 1
ankle at	-4 -3 -4
another	-3 -6 -8
anoyed	-6 -6 -5
anoying	-4 -3 -3
answer	2 -3 -3
answer log	-4 -3 -3
answered	-7 -7 -7
answered on	-6 -6 -6
answers	-6 -6 -6
antidepresants _ a	3 0 0
antidepresants _ the	-3 -2 -2
antidepresants for	3 0 0
antidepresants in	-3 -2 -2
anxious before	-4 -2 -2
any	-5 -6 -5
any _ for	-6 -2 -1
any _ it	7 -1 -1
any advice	-5 -1 -3
any card	-7 -1 -1
any guidance	-8 -7 -8
any hope	-4 -2 -1
any last	3 -1 -1
any point	6 0 0
any reason	4 0 0
anyone	9 3 -1
anyone _ if	4 -1 0
anyone _ me	2 0 0
anyone mis	2 0 0
anyone notice	3 -1 0
anyones	4 -1 0
anyones fault	4 -1 0
anything but	5 0 0
anything just	-4 -2 -2
anyway _ my	-5 -4 -1
anyway whats	-7 -4 -3
anywhere	-5 -3 -4
ap	-4 -8 -6
apart	-5 -6 -4
apartment	-4 1 0
apartment and	-5 3 -4
apearing	-6 -7 -5
apologize	-2 -3 -3
apologize first	-3 -3 -3
apology	-4 -3 -3
aproach	-6 -5 -7
aprove	-5 -4 -3
aprove _ leave	-3 -3 -3
aprove _ my	-4 -4 -5
aprove of	-5 -4 -4
aproved	-7 -7 -4
aproved son	-4 -1 -2
aps	-9 -5 -3
arabic	-6 -5 -5
arabic 15	-6 -5 -5
are	-4 -4 -1
are _ adults	3 0 0
are _ and	-1 -6 0
are _ blue	-1 -1 3
are _ feling	-3 -2 -2
are _ in	-6 -3 -5
are _ my	2 -2 0
are _ now	-6 -9 -9
are _ should	-5 -6 -4
are _ to	-9 -6 -7
are for	-5 -2 -3
are guided	-2 -2 -3
are human	-2 -2 -2
are my	-7 -4 -5
are not	-7 -6 -9
are sweling	-1 0 5
are the	-10 1 -6
are thriving	-5 -1 -4
are turning	-1 -1 3
are you	-4 -2 -2
arent	-4 4 -2
arested	-7 -8 -2
argue	-9 0 -5
argued	-4 -8 -3
argued about	-4 -3 -3
arive	-6 -4 -4
arm _ it	7 -1 -2
arm on	-7 -2 -6
arm with	9 0 -1
arms	4 2 -1
arms with	6 0 0
around	1 -3 -3
around me	-6 -3 -3
around you	-4 -1 -1
as	-1 0 -5
as _ make	6 0 0
as _ sign	5 0 0
asalha	-5 -4 -4
asalha bucha	-5 -4 -4
asaulted	-2 5 -2
asaulted me	0 8 -2
ask _ crush	-3 -2 -2
ask _ last	5 0 0
ask _ question	-6 -3 -4
ask for	-8 -2 -3
ask her	-3 -2 -3
ask one	5 0 0
asking _ me	8 -2 -1
asking for	6 -2 -3
asks	-2 -3 -4
asks _ to	-6 3 -1
asks you	-6 -4 -1
aslep _ just	6 -2 -1
asthma	-4 -2 5
asthma atack	-4 -2 9
at 40	-5 -6 -7
at 7	-5 -4 -5
at _ 50	-3 -3 -3
at _ airport	-5 -2 -2
at _ balcony	4 -1 -1
at _ brother	-4 -5 -3
at _ chance	-3 -1 -2
at _ characters	-4 -2 -3
at _ dance	-3 -3 -3
at _ depot	-3 -1 -3
at _ end	-10 -3 -3
at _ for	-6 -2 -2
at _ gun	5 0 0
at _ home	-3 3 -1
at _ i	0 -1 -3
at _ im	-3 6 -2
at _ in	-6 -2 -3
at _ its	-6 -2 -4
at _ just	-5 -5 -3
at _ mal	-4 -3 -2
at _ my	-2 -7 -1
at _ ofer	-2 -2 -2
at _ or	-4 -2 -1
at _ party	-5 5 3
at _ presentation	-4 -1 -3
at _ raped	-1 4 0
at _ river	-4 -1 -1
at _ same	-6 -3 -4
at _ show	-4 -2 -2
at _ site	-2 -1 4
at _ talent	-3 -2 -2
at _ today	0 0 -2
at _ weding	-5 -5 -6
at _ when	-4 7 0
at _ with	-5 -4 -1
at a	-5 3 1
at ches	-4 -5 -3
at koh	-9 -1 -5
at least	-2 -3 -3
at parties	-7 -5 -5
at sea	-9 -4 -6
atacked	-4 -3 -3
ate	-5 -7 2
ate _ bunch	-3 -1 5
ate _ poison	-2 -1 4
ate rat	-2 -1 4
atention	-8 -5 -2
audition	-7 -5 -5
aunt	-6 -3 -2
aunts	-6 -4 -4
auspicious _ to	-6 -1 -1
avoid	-5 -1 -1
awake	5 -5 3
awake i	5 -1 -5
away	2 -6 -5
away _ old	-7 -1 -1
away _ phone	-3 -3 -1
away my	1 -4 -1
awful	-9 -7 -7
b	-4 -3 -3
baby	-4 -2 4
baby _ !breathing	-1 0 5
baby _ breathing	-2 -1 5
baby _ having	0 0 4
baby _ healthy	-2 -2 -3
baby _ my	-2 -3 -2
baby _ strugling	0 0 5
baby be	-2 -2 -4
baby is	1 -1 5
baby isnt	-1 0 5
baby son	-3 0 -2
baby stoped	-2 -1 5
baby swalowed	-1 0 7
back	-4 0 -4
back _ answer	-4 -3 -2
back _ leave	-3 -2 -1
back _ login	-4 -4 -4
back _ now	-5 -5 -4
back _ that	-6 -7 -1
back _ this	-5 -6 -2
back _ work	-7 -5 -3
back at	-8 -1 -1
back from	0 2 -4
back home	5 -1 -1
back to	0 -6 -4
back up	-5 -5 -4
backup	-6 -6 -7
backup _ storage	-4 -4 -4
backup and	-4 -4 -4
bad	-2 -4 0
bad _ and	-1 -1 6
bad _ day	-6 -4 -7
bad _ for	-2 0 -1
bad _ take	3 0 0
bad _ this	-2 -1 -2
bad habits	-2 -1 -2
bad il	3 0 0
badly	-4 -2 1
badly _ now	3 0 0
badly right	3 0 0
bag _ my	3 0 -1
bag over	3 0 -1
bakery	-6 -3 -3
baking	-6 -6 -6
balance	-6 -6 -6
balcony	3 -3 -3
balcony on	8 -2 -1
balcony tonight	2 0 0
bali	-5 -3 -1
bali _ a	-4 -1 -1
bali for	-5 -3 -1
band	-8 -5 -4
bangs	-6 -3 -4
bank and	-6 -5 -7
barely	-3 -6 4
barely breathing	-1 -3 6
based	-3 -3 -3
based unsetling	-3 -3 -3
basil	-7 -6 -5
basketbal	0 -5 -5
bat	-5 3 -2
batery	-5 -3 1
batery _ dead	-4 -2 -4
batery _ now	0 0 6
batery _ ten	0 0 3
batery is	-4 -2 -4
batery just	0 0 6
batery like	0 0 5
bath	3 -6 0
be _ about	-6 -3 -2
be _ again	-5 -5 -3
be _ and	-4 -6 -4
be _ beter	-4 -2 -3
be _ calmer	-2 -2 -2
be _ confident	-4 -4 -3
be _ end	-4 -2 -1
be _ him	3 0 0
be _ if	12 -2 -1
be _ last	5 0 0
be _ me	-3 -3 -2
be _ more	-5 -2 -1
be _ next	5 0 0
be _ of	5 -2 -1
be _ semester	-2 -2 -3
be _ star	4 -2 -1
be _ than	5 -1 -1
be _ wek	2 0 0
be _ with	7 -2 -3
be alone	-3 -4 -2
be an	-9 -8 -6
be aproved	-6 -3 -4
be dead	8 -2 -1
be delayed	-2 -2 -3
be fre	5 0 0
be friends	-3 -3 -2
be fun	-6 -2 -1
be god	-6 -1 -1
be gone	8 -1 0
be grateful	-4 -4 -4
be here	4 -1 0
be honest	-4 -1 -1
be more	-4 -3 -2
be nothing	3 -1 -1
be over	4 -1 -1
be patient	-5 -5 -5
be sen	-6 -4 -4
be simple	-3 -2 -3
be sting	-5 -2 4
be suny	-2 -1 -2
be the	-4 -8 -2
be with	4 -2 -1
be yourself	-3 -3 -3
beach	-5 -7 -8
beach _ mountains	-4 0 -1
beach or	-4 0 -1
beat	-10 -1 -4
beat _ at	-3 -4 -1
beat _ up	0 9 0
beat me	-1 4 0
beaten	-4 6 -4
beaten _ my	-2 3 -2
beaten by	-2 3 -2
beats	-4 3 -2
beats _ and	0 4 -2
beats _ brother	0 6 0
beats _ every	0 3 0
beats _ up	0 4 0
beats _ why	-4 -3 -4
beats me	-4 1 -1
beats my	-2 7 -2
beautiful	-5 -4 -7
beautiful _ want	2 0 0
beautiful i	2 0 0
beauty	-5 -5 -3
because	7 1 -1
because _ dont	4 -4 -1
because _ want	8 0 0
because thats	4 0 0
becomes	-8 -4 -5
before	-1 -3 -3
before _ after	5 0 0
before _ do	4 0 0
before _ end	7 0 0
before _ exam	-4 0 0
before _ hit	-4 -2 -1
before _ holidays	-2 -3 -3
before _ was	-6 -4 -1
before asking	-5 -1 -1
before exams	-7 -5 -4
before i	7 -3 0
before my	-10 -4 -3
before or	5 0 0
begins	-5 -2 -3
behind	2 -5 -4
behind me	-8 -2 -6
being	2 4 -5
being _ at	-6 1 -2
being _ by	-8 0 -2
being _ cant	-1 -2 6
being _ not	3 0 0
being _ on	-5 -5 -4
being _ one	-3 -2 -1
being _ person	6 -2 0
being abused	-4 2 -2
being alive	6 -3 -1
being beaten	-2 3 -2
being held	-1 2 -2
being me	5 -1 0
being noisy	-3 -3 -2
being single	-4 -5 -1
being to	-6 -5 -4
beings	-7 -5 -6
bel	-5 -3 3
belong	-9 -4 -7
belt	1 7 -1
belt _ my	-2 5 -1
belt again	-3 6 -2
ben _ a	-2 -4 -5
ben _ about	5 0 0
ben _ again	2 0 0
ben _ at	5 0 -1
ben _ for	-6 -6 -1
ben _ how	9 0 -1
ben _ me	-4 8 -6
ben _ my	9 -2 -3
ben _ painles	5 -1 -1
ben _ up	7 0 -1
ben _ ways	3 0 0
ben _ words	3 -1 -1
ben carving	4 -1 -1
ben cuting	7 0 -1
ben dead	-4 0 0
ben gogling	4 -1 -1
ben holding	6 -3 -3
ben loking	5 0 0
ben planing	4 0 0
ben reading	3 0 0
ben real	7 -3 -2
ben researching	4 0 0
ben saved	-9 -5 -5
ben saving	7 0 -1
ben stockpiling	4 -1 0
ben thinking	5 0 0
bend	-3 -5 -5
bend with	-3 -4 -4
beneath	-7 -4 -5
beneath _ surface	-2 -3 -3
beneath you	-4 -3 -4
benign	-4 -4 -4
bent	-2 -1 5
best _ at	-7 -3 -1
best _ ever	-8 -6 -6
best day	-4 -1 -1
best friend	4 -8 -4
bestie	-4 -3 -4
bet	-12 -3 -5
beter _ am	4 -1 -3
beter _ dead	5 -1 -1
beter _ if	9 0 0
beter _ im	3 0 0
beter _ whats	2 -1 0
beter friend	-3 -2 -4
beter i	6 -1 -4
beter is	-6 -4 -4
beter now	-6 -5 -7
beter of	7 -1 -1
beter son	-8 -3 -6
beter than	-5 -7 -5
betwen	-1 -4 -8
beyond	-9 -4 -6
bf	-4 4 -1
bf chokes	0 6 0
big	3 -6 -4
big family	-4 -1 -1
bike	1 -4 0
bike _ im	-5 -1 -2
bike but	-5 -1 -2
binged	-7 -5 -8
birds	-5 -4 -4
birth	-7 -3 -2
birth card	-5 -1 -3
birthday	3 -7 -8
birthday _ i	7 -1 0
bit	-1 -3 -1
bit _ hand	-8 -8 -6
bit blue	-5 -2 -4
bit but	5 -1 0
bit me	-4 -5 -3
bit my	-1 0 1
blade	10 -3 -3
blade _ my	6 -1 -1
blanket	-6 -2 -8
blanket and	-4 -3 -4
bleach	-3 -2 8
bleach _ hour	0 0 2
bleach _ mistake	-1 -1 3
bleach an	0 0 2
bleach by	-1 -1 3
bled a	-6 -2 -5
bleding	-3 -3 6
bleding _ after	-1 -1 3
bleding _ lot	-2 0 4
bleding _ so	0 0 2
bleding a	1 0 4
bleding heavily	-1 -1 6
blesing	-5 -4 -3
blister	2 -6 -2
block	-10 -5 -6
blocked	-4 0 -1
blod	-4 -4 12
blod _ the	-5 -1 5
blod coming	-1 -1 5
blod for	-4 0 4
blod test	-4 -6 -6
blod thiners	1 -1 -5
blue	1 -3 4
blue _ he	-1 -1 3
boiling oil	0 0 4
bok	-11 -5 -5
bok _ wekend	-4 0 -2
bok this	-4 0 -2
bone	-3 0 7
bone is	-5 0 4
bonus	-6 -5 -5
bored	-7 -4 -3
bored _ could	-4 -1 -2
bored i	-4 -1 -2
boredom	-4 -3 -2
boredom in	-4 -5 -3
boring	-5 -3 -2
boring job	-5 -4 -3
borowed	-6 -5 -3
bos	-7 -1 -2
bos _ asaulted	0 4 0
bos _ to	-7 -5 -2
bos _ touching	0 1 0
bos aprove	-3 -3 -3
bos groped	-1 3 0
bos like	-3 -3 -5
bos sexualy	0 4 0
bot	6 -1 0
both	-12 0 -6
both _ and	-1 -5 -4
botle	5 -3 6
botle tonight	3 0 -2
bought _ gun	4 -1 -1
bought _ knife	4 -2 -1
bought _ length	3 -2 -2
bought _ not	2 -1 -1
bought _ rope	5 -1 0
bought _ second	5 -1 -2
bought _ up	-3 -3 -1
bought go	-3 -3 -1
bought rope	7 -1 -1
bought the	10 -2 -2
boyfriend	-6 3 -1
boyfriend _ and	4 0 -3
boyfriend _ cheating	-1 -2 -3
boyfriend _ it	-2 -5 -1
boyfriend _ love	-2 -2 -3
boyfriend _ me	-2 4 -1
boyfriend beat	0 6 0
boyfriend choked	0 3 0
boyfriend is	-8 -3 2
boyfriend left	4 0 -3
boyfriend realy	-2 -2 -3
boyfriend slaped	-1 4 -1
boyfriend threatened	0 7 0
boyfriend threatens	-1 4 -1
bread	-7 -3 -6
break	1 1 -4
break _ leg	-4 -2 -2
break _ social	-3 -1 -2
break a	-4 -2 -2
breakup	-3 -3 -7
breath	-3 -5 -1
breath _ wil	0 -3 -2
breath away	0 -3 -2
breathe	-7 -7 2
breathe _ turning	0 0 5
breathing	0 -1 6
bridge	5 -2 -1
bridge _ just	5 0 0
bridge _ quiet	5 -1 -1
bridge be	4 0 0
bridge in	5 -3 -2
bridge now	3 -1 -1
bring	-7 -7 -8
bro	2 -4 -2
broke	-2 -4 -3
broke _ my	-5 1 -1
broke into	-5 1 -1
broke my	-4 4 -4
broke up	-1 -9 -4
broken _ i	-3 -1 -5
broken wil	-3 -1 -5
brother _ abused	-2 3 -1
brother _ again	-3 -2 -2
brother _ fel	-3 -2 -3
brother _ me	-7 -5 -8
brother and	-4 1 -5
brother beat	-2 -3 -1
brother beats	0 3 0
brother for	-4 -2 -2
brother just	-3 -2 -3
brother kicked	0 4 0
brother money	-3 -2 -2
brother pas	-3 -1 -2
brother sexualy	-2 3 -1
brother swalowed	0 0 3
brother threatened	-1 6 0
brought me	-4 1 -1
browser	-6 -2 -2
bruises	0 10 -6
bruises and	2 7 -3
bruises on	0 5 0
brutal	-8 -7 -4
bts	-6 6 -5
buble	-4 -5 -5
buble tea	-4 -5 -5
bucha	-7 -6 -6
budget	-8 -5 -6
budhist	-6 -6 -6
budhist lent	-4 -3 -3
build	1 -5 -5
building	6 -4 -1
building and	0 -3 6
building near	4 0 0
building ned	8 -1 0
built	-5 -4 -6
bumped	-4 -6 -6
bungalow	-4 -3 -3
burden _ literaly	2 0 0
burden on	-3 -2 -4
buried	-6 -5 -4
burn _ when	3 -1 0
burn al	-6 -4 -4
burned	-1 -8 0
burned _ hand	-7 -4 -7
burned _ rice	-4 -5 -7
burned my	0 -2 1
burned the	-6 -4 -7
burning my	3 -1 -1
burning the	-5 -4 -3
burns	2 7 -4
burns _ with	-3 5 -1
burns me	-3 5 -1
bury	-8 -4 -1
busines	-5 -5 -2
busines _ this	-1 -1 -2
busines grow	-1 -1 -1
busines partner	-3 -6 -2
busines survive	-1 -1 -2
bust	-6 -4 -7
busy	-9 -4 -6
but _ be	-9 -6 -5
but _ fine	-6 -5 -8
but _ love	-4 -2 -1
but _ was	-9 -3 0
but i	-5 -5 -2
but il	-10 -6 -4
but im	-5 -5 -4
but it	-2 -6 0
but no	-5 -4 -2
but not	0 -4 0
but the	-2 -6 -3
but this	5 -1 0
but we	-2 -1 -5
buton _ from	0 0 6
buton _ just	0 0 6
buy	-8 -4 -4
buy _ car	-4 -1 -3
buy _ concert	-2 -1 -1
buy _ house	-3 -3 -3
buy the	-7 -3 -3
by _ end	4 0 0
by _ father	-2 3 -2
by _ snake	-2 0 5
by _ teacher	-2 3 -2
by acident	-2 -1 4
by mistake	-3 -3 3
by my	-1 5 -4
by suport	-3 -3 -3
cabin	-4 0 0
cabinet _ just	3 0 0
cabinet tonight	5 0 0
cactus	-6 -3 -3
cafe	-7 -4 -3
cal	-3 -1 0
cal _ today	-3 -2 -3
cal grandma	-5 -4 -4
cal rise	-3 -2 -3
caled	0 -3 -3
caled me	5 -3 0
caled my	-8 -1 -3
caled the	-7 -3 -3
calm	-2 -3 -8
calm _ fel	3 0 0
calm _ it	4 0 0
calm about	4 0 0
calm and	-10 -4 -6
calm i	4 0 0
calmer	-5 -5 -3
calmer parent	-2 -2 -2
cals	-7 -4 -2
came _ i	0 -2 -3
came _ my	-2 3 0
came back	-9 3 -5
camera _ my	-3 -2 -3
can _ a	-8 -3 -4
can _ ask	-7 -3 -4
can _ be	-7 -2 -2
can _ die	5 0 0
can _ family	-4 -6 -5
can _ make	-5 -4 -4
can _ my	5 -1 -1
can _ on	5 -1 -1
can _ oracle	-5 -4 -2
can _ suport	-2 -5 -2
can be	-10 -11 -9
can begin	-9 -6 -6
can have	6 -1 -1
can the	-4 -5 -1
cancel	1 0 -3
cancer	-9 -6 -3
cancer _ long	-2 -2 -3
cancer _ year	-4 -2 -2
cancer last	-4 -2 -2
canot be	-6 -5 -5
canot move	-1 -2 5
cant	3 1 10
cant !breathe	-4 -2 5
cant !catch	-1 0 2
cant !fel	-3 -3 5
cant _ !my	-2 1 4
cant _ !up	-2 -2 7
captured	-6 -5 -5
car _ a	3 -3 2
car _ do	-3 -1 -3
car _ insurance	-4 -2 -2
car _ is	-5 -5 -2
car _ puled	0 0 3
car _ today	3 -2 -2
car acident	-4 -3 1
car and	1 -2 0
car batery	-4 -2 -4
car crashes	-4 -2 -1
car how	-3 -1 -3
car into	5 -1 0
car of	6 0 -2
car park	5 -5 -2
car we	0 0 3
card	-4 -7 -6
card _ my	-6 -3 -3
card _ new	-6 -4 -8
card _ today	-5 -4 -2
card asks	-2 -1 -1
card i	9 0 0
card library	-7 -5 -5
card meaning	-6 -6 -6
card of	-6 -4 -2
card please	-7 -2 -4
card reading	-6 -2 -2
card tel	3 0 0
cards _ come	-2 -1 -1
cards _ if	4 1 0
cards _ the	-5 -5 -7
cards that	-2 -1 -1
care	-4 -3 -6
care home	-5 2 -2
care if	3 -1 0
carer	-13 -2 -5
carer _ please	-3 -3 -3
carer advice	-3 -3 -3
carer spread	-2 -6 -7
caretaker	-1 4 -1
caretaker _ her	-1 4 0
caries	-6 -3 -4
carve	5 -2 -3
carve _ into	5 -2 -3
carved	7 -5 -4
carved _ into	6 -2 -3
carving	4 -1 -1
carving _ into	3 -1 -1
carving words	3 -1 -1
cary	-5 -7 -5
cat	-1 -5 -5
cat _ and	-3 -3 -1
cat _ home	-4 -2 -2
cat _ me	-7 -6 -1
cat come	-4 -2 -2
cat ignores	-2 -2 -2
cat or	-4 -1 -1
cat to	7 0 -1
catcher	-7 -6 -5
categories	-10 -8 -8
category	-10 -8 -7
category _ required	-3 -3 -3
category is	-3 -3 -3
cats	-4 -4 -5
ceiling	2 -2 -4
celebrate	-6 -4 -3
chainsaw	-6 -8 4
chance	-6 -1 -2
chance to	-3 -1 -2
chanel	-5 -3 -3
change	-7 -1 -6
change failed	-3 -2 -2
change jobs	-4 -2 -1
change pasword	-5 -4 -4
changing	-3 0 -3
changing majors	-3 -2 -2
chapter	-11 -7 -8
character	-8 -6 -6
character _ the	-4 -1 -2
character died	-4 -3 -3
character in	-5 -1 -2
characters	-9 -6 -7
charcoal	8 -3 4
charcoal and	7 -1 -1
charity	-6 -2 -1
chased by	-5 -7 -3
chat	-3 -1 -9
check _ inbox	-4 -4 -3
check _ of	3 -2 -2
check out	3 -1 -1
check your	-6 -4 -4
checkup	-10 0 -6
chef	-4 -3 -2
chemo	-12 -6 -3
ches	-4 -6 -4
ches again	-3 -4 -1
chest	-8 -7 9
chest _ and	-1 -2 6
chest _ like	-1 0 4
chest pain	-6 -2 3
childhod	-8 -3 -1
childhod home	-6 -4 -1
chili	-5 -4 -4
chocolate	-8 -2 -5
chocolate _ the	0 -1 -4
chocolate at	0 -1 -4
choices	-8 -7 -5
choke	-3 -4 -4
choked	-4 1 -5
choked _ last	0 2 0
choked me	0 6 0
choked on	-6 -7 -5
choking	-5 -3 5
choking _ fod	0 -1 5
choking on	-1 -1 6
choping	-9 -2 -1
choping onions	-3 -2 -1
chores	-4 0 -1
chose	-1 -5 -6
chose _ category	-4 -3 -3
chose _ day	3 0 0
chose a	-5 -3 -4
christmas	-6 -3 -7
church	-6 -5 -6
cigaretes _ im	2 0 0
circle	-5 -6 -3
circled	4 -1 -2
circled on	4 -1 -2
citizenship	-2 -1 -1
citizenship test	-2 -1 -1
clas _ and	-1 4 0
clas alone	-1 4 0
clasrom	-7 -4 -4
clean from	-2 0 0
cleaned	1 -5 -4
clear	-10 -5 -5
clear search	-5 -4 -4
cleared	4 0 0
clearly	-7 -5 -5
clif and	-4 -4 -4
clifs	11 -3 -4
clock	-3 -4 -2
clock _ morning	-3 -2 -2
clock every	-3 -2 -2
close _ eyes	4 -1 -1
close _ your	-6 -2 -2
close my	4 -1 -1
closed	3 -3 3
closenes	-5 -5 -5
clothes	-2 6 -5
clothes _ idea	-3 -2 -1
clothes _ of	-3 4 -2
clothes god	-3 -2 -1
clothes today	-7 4 -1
coach	-7 6 -3
coach forces	-1 4 0
cofe	-12 -7 -8
cofe _ morning	-2 -2 -5
cofe this	-2 -2 -5
cofe today	-1 -1 -4
cofounder	-3 -1 -1
cok	-5 -5 0
cok _ haha	-4 -3 -4
coked	-2 -5 -6
coked for	-5 -4 -4
coking	-5 -5 -1
coking _ much	-2 -1 -2
coking so	-2 -1 -2
col	-6 -5 -4
colapsed	-3 -4 9
colapsed _ is	0 -3 5
colapsed _ the	-3 -3 5
colapsed _ wont	-1 -1 4
colapsed and	-2 -4 5
colapsed at	-1 -1 7
colapsed in	-4 -1 5
cold	-5 -2 -3
cold water	-6 -1 -4
coleague	-7 -3 5
colege	-7 -6 -3
colege romate	-2 -1 -2
colony	-6 -6 -7
colony of	-3 -3 -3
color today	-4 -3 -3
colour	-4 -4 -2
com	-4 -3 -3
come	-2 -3 1
come _ to	-5 -4 -2
come _ tonight	-4 -2 -2
come _ you	-4 -3 -6
come home	-6 -1 -2
comedian	-5 -5 -2
comedian _ kiled	-2 -2 -1
comedian absolutely	-2 -2 -1
comes	-5 4 -4
comes naturaly	-4 0 0
comforts	-5 -3 -4
coming	-5 0 -1
coming back	-1 -3 -1
coming son	-12 -9 -9
company	-6 -6 -6
compare	-7 -4 -4
compare _ options	-3 -3 -3
compare the	-3 -3 -3
compas nedle	5 0 0
compatible	-5 -5 -4
competition	-5 -3 -3
comunity	-5 -5 -3
comunity choir	-3 -2 -2
comute _ going	-5 -2 -2
concert	-6 -4 -4
concert tickets	-2 -1 -1
condo	-2 2 -1
conection	-8 -7 -9
confident	-6 -2 -3
confirmation	-5 -3 -4
confused	-5 -1 7
confused and	-1 -2 5
considering	7 -2 -4
contest	-7 -2 -5
continue	-3 -4 -4
continue _ my	-2 -3 -3
continue to	-3 -3 -3
controls	-4 4 -2
cord	-5 -3 -2
corect	9 -2 -3
corected	8 -3 -3
cost _ me	3 -1 0
cost of	3 -1 0
couch	-3 3 -3
cough	-7 -2 -2
could	-4 -6 -7
could _ !load	-5 -4 -4
could _ !submit	-3 -3 -3
could _ a	-8 -5 -5
could _ disapear	7 0 0
could _ for	-7 -1 -2
could _ not	8 0 -1
could die	-9 -4 -2
could fly	-4 -3 -1
could not	-10 -8 -7
could scream	-4 -2 -2
could slep	-7 -3 -2
couldnt find	-7 -5 -2
count	-5 4 -2
counted	4 -1 -3
counting	4 -4 -4
course	-8 -2 -4
cousin	-2 1 -1
cousin and	3 -1 0
cousin money	-3 -2 -2
cover it	-4 -2 -2
cover the	4 0 0
covered _ hives	-1 0 3
covered in	-1 0 3
cow	-6 -5 -4
coworker	-7 -1 0
coworker _ electrocuted	0 -1 3
coworker _ from	-1 -2 7
coworker fel	-1 -2 7
coworker got	0 -1 3
coworker trustworthy	-3 -3 -3
cpr	-6 -6 2
cracked	-6 -7 -7
cracked and	-3 -4 -3
craft project	-5 -3 -3
cranky	-4 -4 -4
cranky and	-4 -4 -4
crashes	0 -3 -6
crazy	-5 -2 0
create	-9 -7 -6
create acount	-7 -5 -4
creative	-7 -6 -6
credit	-8 -3 -8
crepy	-9 -3 -4
crescent	-7 -6 -6
cried	-8 -5 -6
cried _ the	-7 -5 -5
cried at	-6 -6 -8
cries	0 6 -1
crime	-9 -7 -6
croisants	-6 -1 -3
cros _ road	6 -3 0
crush	-9 -8 -4
crush _ me	-4 -1 -1
crush _ this	-3 -2 -2
crush is	-3 -5 -7
crush likes	-5 -1 -2
crush my	-5 -1 -2
crush notice	-2 -2 -2
crush out	-3 -2 -2
crushing	-6 -2 7
crushing _ pain	-1 0 3
crushing chest	-1 0 3
cry	-8 -4 -2
crypto	-4 -1 -1
ctb	12 -1 -1
ctb _ just	4 0 -1
ctb son	8 0 0
cups	-5 -5 -3
curent	-8 -7 -6
curent pasword	-5 -4 -5
curiosity	-5 -4 -7
curling _ helps	4 0 0
cursed	-8 -6 -4
cut _ arm	4 0 -3
cut _ bangs	-6 -4 -4
cut _ chapter	-3 -2 -3
cut _ finger	-6 -3 -4
cut _ hair	-11 -3 -6
cut _ last	5 -2 0
cut _ loses	-3 -3 -3
cut _ own	-6 -2 -4
cut _ without	-2 -2 -2
cut again	5 -2 0
cut it	-7 -3 -3
cut onions	-2 -2 -2
cut so	7 -1 -1
cut this	-3 -2 -3
cute	-7 -4 -4
cuter	5 -2 -1
cuting	5 -3 -2
cuting _ after	5 -1 0
cuting _ again	4 0 0
cuting _ of	-4 -4 -3
cuting again	7 -1 0
cuting deper	2 0 0
cuts	3 -2 -3
cuts _ my	5 -1 -2
cuts on	5 -1 -2
dad _ a	-3 -1 -6
dad _ and	-2 -2 2
dad _ having	0 0 3
dad _ kil	-2 -6 -1
dad _ on	0 -1 4
dad _ to	1 -4 -4
dad _ unconscious	0 0 4
dad beats	0 6 -2
dad colapsed	-1 -1 6
dad punched	-2 4 -2
dad threatened	-3 -3 -1
dads	1 -2 2
dads _ a	0 0 3
dads _ surgery	-2 0 -2
dads having	0 0 3
dads shotgun	5 -2 -3
daily	-10 -6 -8
daily _ please	-2 -2 -2
daily card	-7 -6 -5
dance	-9 -8 -8
dancing	-7 -1 -1
dancing _ up	-2 -2 -1
dancing woke	-2 -2 -1
dark	-5 -5 -5
darknes is	5 0 0
date	0 -4 -8
date _ after	5 0 -1
date _ die	3 0 0
date _ son	-3 -2 -2
date for	8 0 0
date i	4 0 0
date il	3 0 0
date night	-3 -2 -2
date tonight	-6 -7 -1
date was	-3 2 -2
dating	-11 1 -4
dating again	-4 -3 -1
dating aps	-8 -5 -3
daughter _ a	-3 -1 0
daughter _ kerosene	0 0 4
daughter drank	0 0 4
daughter swalowed	-4 -2 4
daughter tok	-1 -2 4
daughter visit	-3 -3 -2
day	2 -4 -5
day _ die	6 0 0
day _ i	3 0 -2
day _ sign	-3 -1 -2
day _ suny	-2 -1 -2
day _ wake	6 0 0
day _ wil	-7 -5 0
day at	-10 -3 -2
day be	-2 -1 -2
day feling	-5 -2 -4
day for	-4 -1 0
day ive	6 0 0
day lately	4 0 0
day of	-3 -1 -1
day pls	-3 -2 -3
day when	-6 -5 0
days	1 0 -6
days _ i	9 -2 0
days are	-5 -1 -2
days in	-6 -5 -4
dead	-4 -7 -6
dead _ after	-5 -2 -3
dead _ brother	-3 -2 -3
dead _ gone	3 0 0
dead _ if	-4 -4 -4
dead _ my	-7 -4 -4
dead again	-6 -2 -1
dead and	-1 -2 -5
dead by	6 0 0
dead inside	-6 -3 -2
dead meat	-5 -4 -3
dead my	-8 -2 -7
dead or	-10 -3 -3
dead serious	-6 -3 -2
dead she	5 -2 0
dead tired	-14 -3 -3
deadline	-8 -6 -4
deadline _ kiling	-3 -2 -4
deadline is	-4 -5 -3
death	-2 -5 -5
death _ i	-11 -4 -5
death _ in	-4 0 -1
death al	2 0 0
death and	0 -4 -4
death of	-4 -2 -2
deathbed	-4 -1 -1
debate	-4 -2 -5
debt	6 -2 -4
debt _ things	-2 -2 -1
debts	11 0 0
deceased	-8 -4 -5
decided	7 -3 -1
decided to	6 -1 -1
deciding	2 -6 -3
declarations	-9 -3 -7
ded	3 -4 -3
ded _ ex	-4 -2 -3
ded my	-4 -2 -3
defense	-8 -2 -3
dei	3 -2 -2
delayed	-4 -2 -3
delete	-7 1 -5
delete entry	-6 -6 -5
deleted	-3 -6 -5
deleted _ my	3 -1 -1
deleted _ socials	9 0 -1
deleted al	3 -1 -1
deleted the	-2 -1 -3
deliberately	5 0 -3
demanding	-8 -5 -5
dementia	-1 -6 -3
dep _ it	-2 0 4
deper	6 -3 -2
deper _ than	-3 -3 -2
deper _ time	7 -1 0
deper rather	-3 -3 -2
deper than	4 -1 -2
deper this	4 -1 0
deposit	-7 -11 -2
depot	-3 -1 -3
der	-8 -5 -4
deserve	5 -1 -2
deserve _ beter	6 0 0
deserve _ die	4 -1 -1
deserve _ place	-3 -3 -3
deserve to	6 -1 -1
design	-11 -5 -4
desk	6 -3 0
desk _ just	4 0 -2
destroy	-5 -2 -2
destroy _ competition	-3 -2 -2
destroy the	-3 -2 -2
destroyed	-11 -8 -8
detective	-7 -7 -5
detergent	-2 -1 3
detergent pods	-2 -1 3
detox	-5 -4 -4
device	-7 -5 -4
devil	-5 -5 -3
diabetic	-4 -3 11
did	-3 -2 -5
did _ !resonate	-3 -2 -2
did _ again	5 -3 0
did _ at	-4 -3 -3
did _ reading	-6 -7 -5
did _ turn	-3 -3 -2
did i	-8 -5 -4
did not	-9 -10 -10
didnt	2 -2 -3
didnt !have	4 0 0
didnt !stop	7 8 0
didnt _ !it	6 -3 0
didnt _ !wel	-6 -4 -7
die	2 -5 -2
die _ !drinking	-4 -1 -1
die _ a	-5 -1 -2
die _ bad	7 0 0
die _ boredom	-4 -1 -1
die _ embarasment	-8 -4 -3
die _ hapines	-4 -4 -4
die _ hours	3 0 0
die _ i	-6 -3 0
die _ want	6 0 0
die for	-5 -1 -1
die if	-8 -7 -2
die never	-4 -1 -1
die of	-9 -6 -3
die so	1 -2 -1
died	-5 -7 -9
died _ cancer	-4 0 -1
died _ doughy	-1 -2 -2
died _ i	-4 -8 -1
died _ nobody	3 0 0
died _ shame	-2 -3 -3
died a	-9 -9 -3
died again	-7 -3 -1
died and	-4 -2 -4
died during	-5 -3 -2
died mid	-5 -6 -3
died of	-5 -2 -2
died sudenly	-3 -6 -7
diner	-10 -2 -4
diner _ has	0 -1 3
direction	-8 -4 -4
direction _ my	-5 -1 -3
disapear _ a	-9 -3 -1
disapear _ and	5 -1 0
disapear _ bali	-4 -2 -3
disapear _ god	4 -1 0
disapear _ this	2 0 0
disapear _ wil	4 0 0
disapear forever	6 -1 0
disapear to	-6 -2 -1
disapear tomorow	4 0 0
disapeared _ would	6 -2 -1
disapeared nobody	2 0 0
disapointed	4 -7 -5
dishes	-4 5 -5
dishwasher liquid	-1 -1 6
display	-7 -5 -5
display name	-7 -5 -5
distance	-6 -5 -3
dive	-8 -3 -5
dizy	-5 -1 9
dizy and	0 -1 4
do _ !have	-5 -3 -2
do _ !ned	-5 -2 -1
do _ !run	-3 -3 -3
do _ and	3 0 -3
do _ at	-5 -3 -1
do _ cut	-4 -2 -2
do _ do	-4 1 5
do _ fix	-5 -1 -2
do _ grieve	0 0 -1
do _ have	6 -5 -5
do _ improve	-2 -2 -2
do _ kep	-8 -3 -3
do _ know	-3 -5 -2
do _ my	-5 -8 -4
do _ stop	-1 -9 -2
do _ tel	-6 -2 -2
do _ truly	-4 -3 -5
do _ wekend	-5 -4 -5
do _ write	5 0 0
do i	-7 -3 1
do it	12 -3 -2
do not	-2 -5 -5
do this	-6 -5 -3
doctor	-3 -7 -8
doctor _ my	-6 -3 -7
doctor tomorow	-6 -1 -1
documentary	-7 -6 -6
does	-5 -2 -5
does _ boyfriend	-2 -2 -3
does _ death	-9 -4 -4
does _ empres	-2 -2 -3
does _ future	-4 0 -3
does _ girlfriend	-3 -3 -3
does _ have	-4 -1 -3
does _ hurt	4 0 0
does _ like	-3 -6 -3
does _ penguin	-4 -2 -1
does _ stil	-3 -5 -2
does _ take	7 0 0
does _ ten	-5 -5 -4
does _ thre	-3 -3 -3
does he	-3 -8 -5
does my	-9 -7 -7
does not	-10 -6 -5
does she	-5 -4 -2
doesnt	2 1 -5
doesnt !give	-1 7 0
doesnt !know	5 -6 -3
doesnt !ned	7 -1 -1
dog	1 -4 -5
dog _ 16	-3 -1 0
dog _ al	-8 -7 -1
dog _ loved	3 -1 0
dog _ me	-5 -4 -2
dog i	3 1 0
dog is	-1 -2 0
dog to	8 0 0
doing a	-10 -6 -2
domed	-8 -4 -5
donated	-7 -4 -3
done _ everything	4 -1 0
done _ is	2 0 0
done _ it	4 -1 -2
done _ life	9 -2 -4
done _ my	-5 -2 -2
done _ this	-5 -5 -4
done tonight	2 0 0
done wrote	2 0 0
dont	6 5 -2
dont !do	0 6 0
dont !have	1 -4 0
dont !plan	4 -2 -1
dont !tel	4 -2 0
dont !think	5 -2 0
dont _ !i	3 0 0
dont _ !my	5 -7 1
dont _ !on	3 0 -1
dont _ !the	4 -5 -1
dont _ !wake	4 -2 -2
dont _ !why	4 0 0
dors	-6 -4 -2
dorway	-5 0 -4
dorway here	-2 -2 -2
dose _ paracetamol	5 -1 -1
dose of	7 -1 -1
doughy	-1 -2 -2
down _ not	-6 -3 1
down _ rest	-2 -2 -3
down _ sugar	-4 -1 -1
down _ the	5 -4 -2
down and	-7 0 -1
down on	2 -5 -4
drama	-6 -2 -6
drama last	-4 -1 -1
drank	-1 -3 8
drank _ an	0 0 2
drank _ bleach	0 0 4
drank _ by	-1 -1 3
drank _ what	0 -1 3
drank a	4 -1 3
drank bleach	-2 -1 4
drank kerosene	-2 0 6
drank poison	0 -1 3
drank some	-1 0 5
draw _ a	-3 -3 -4
draw me	-3 -3 -4
draw together	-4 -2 -1
drawer	10 -2 -1
drawing	-7 -2 -2
dream	-4 -4 -7
dream _ a	-6 -5 -3
dream _ dreamed	0 3 0
dream _ my	-4 -1 0
dream _ was	-4 -6 -1
dream a	-3 -2 -5
dream and	-1 -5 3
dream captured	-5 -5 -5
dream catcher	-7 -6 -5
dream category	-5 -5 -5
dream deleted	-6 -6 -7
dream i	0 -6 -4
dream my	-5 -4 -3
dream of	0 -5 -4
dream statistics	-5 -5 -5
dreamed	-5 -5 -5
dreamed _ a	-6 -5 -3
dreamed _ could	-3 -2 -6
dreamed _ was	-4 -6 -4
dreamed i	-5 -8 -5
dreamed my	-4 -2 -4
dreaming	-6 -4 -3
dreaming _ faling	-3 -2 -1
dreams	-3 -7 -9
dreamt	-4 -6 -6
dreamt _ teth	-6 -3 -2
dreamt al	-3 -2 -3
dreamt i	-4 -4 -5
dreamt my	-2 -4 -4
dreamt that	-7 -3 -3
drew	-7 -2 -1
dril	-5 -5 -5
drinks	-4 7 0
drive	5 -4 0
drive _ a	5 -1 -2
drive _ car	4 -1 -1
drive _ the	5 -1 -2
drive into	5 -2 -3
drive my	5 -1 -1
drive of	5 -1 -2
drive to	4 0 -1
driving	2 -6 -2
driving _ car	6 -1 0
driving _ to	-12 -5 -4
driving my	6 -1 0
driving of	6 0 0
driving test	-4 -1 -2
drop	-11 -3 1
droped	-7 -4 -5
droping _ her	-2 -2 6
droping _ she	-3 -4 8
drown	7 -1 0
drown myself	2 0 0
drowned	-3 -7 -6
drowned and	3 0 0
drowning	2 -4 -3
drowning _ debt	-2 -2 -1
drowning _ paperwork	-4 -2 -3
drowning _ work	-4 -4 -4
drowning in	-8 -4 -4
drunk	-2 5 -2
drunk _ say	-1 3 -1
drunk and	-1 5 -1
drunk to	-1 3 -1
during _ cal	-2 -2 -2
during _ presentation	-1 -2 -2
dye	3 -5 -3
dye _ hair	-5 -3 -2
dye my	-5 -3 -2
dying	-6 -7 -6
dying _ a	-10 -2 -1
dying _ do	-4 -3 -4
dying _ fast	-4 -2 -4
dying _ go	-4 -1 0
dying _ know	-6 -4 -2
dying _ single	4 0 -1
dying and	-6 -3 -9
dying can	-2 -1 -2
dying every	6 0 -1
dying for	-3 -5 -6
dying how	-4 0 0
dying in	-3 -9 -3
dying so	-4 -2 -4
dying to	-8 -5 -3
dying what	-6 -7 -6
each	-6 -8 -6
each _ my	9 -1 0
each of	7 0 0
each one	-3 -1 -1
each theme	-2 -2 -2
ear	-6 -2 5
earing	-2 0 -1
early	-1 -7 -6
early and	-4 -1 -2
ease	-14 -11 -9
easier	-1 -4 -2
easier to	5 -1 0
eat	-5 -5 -5
eating	2 -6 -2
ebs	-4 -4 -4
edges	-3 -4 0
edit	-7 -6 -6
efort	-6 -6 -7
egs	-5 -6 -5
electrocuted on	0 -1 3
email	-2 -6 -6
email _ required	-4 -3 -3
email _ username	-3 -3 -3
email is	-4 -3 -3
email or	-3 -3 -3
embarased	-7 3 -5
embarased _ could	-3 -2 -2
embarased i	-3 -2 -2
embarasment	-9 -4 -3
emotional	-5 -4 -4
emotional tone	-5 -4 -4
employer	-1 5 -1
empres _ reversed	-2 -2 -3
empres mean	-2 -2 -3
encrypted	-6 -5 -6
encrypting	-10 -8 -8
end	3 -5 -2
end _ after	8 0 0
end _ al	8 0 0
end _ budhist	-3 -2 -3
end _ chapter	-3 -1 -2
end _ contract	-5 -2 -2
end _ for	4 0 0
end _ friendship	-8 -4 -1
end _ gym	-9 -3 -3
end _ lease	-5 0 -1
end _ life	8 -1 -1
end _ me	-4 -2 -1
end _ own	6 0 0
end _ partnership	-3 -1 -1
end _ project	-3 -3 -3
end _ relationship	-6 -3 -2
end _ sufering	3 0 0
end _ thats	4 0 0
end _ this	5 0 0
end _ tonight	3 0 0
end _ with	-7 -1 -2
end everything	4 0 0
end her	-7 -1 -1
end it	10 -1 -1
end our	-1 -2 0
end the	-5 0 0
end things	4 -1 -1
end this	-5 -2 -2
ending	7 -6 -4
ending _ life	7 -1 -3
ending _ that	-6 -3 -1
ending _ this	6 -1 0
ending _ with	-6 0 0
ending god	-3 0 -2
ending it	12 -2 -4
endings	-5 -4 -3
ends	6 -2 -5
energy	-6 -6 -2
engaged	-6 -2 -2
engagement	-4 -2 -3
engine _ just	3 -1 -1
england	-5 -4 -4
english i	4 0 0
enjoy	-4 -3 -4
enjoyed	-4 -3 -4
enjoyed it	-4 -3 -4
enough _ reckon	3 0 0
enough for	-4 -3 -3
enough i	6 -2 -1
enter	-9 -6 -7
enter _ pasword	-3 -2 -2
enter your	-3 -2 -2
entire	-7 -2 -2
entry	-3 -9 -8
entry _ on	2 0 0
entry _ required	-3 -2 -2
entry is	-3 -2 -2
entry relapsed	2 0 0
entry thank	4 -1 0
epipen	-6 -3 8
episode of	-5 -4 -3
era	-6 0 0
eror	-3 -2 -2
eror _ entry	-3 -2 -2
eror saving	-3 -2 -2
esay	-7 -3 -5
escape	-7 -3 -2
eulogy	-6 -1 -4
eulogy _ my	-3 0 -1
eulogy for	-3 0 -1
even _ i	-5 5 -5
even care	3 0 0
even though	-2 3 -4
even when	-9 -5 -2
evening _ twice	-2 0 3
eventualy	-5 -5 -2
ever	0 -4 -4
ever _ again	-2 -7 -1
ever _ being	-6 -4 -2
ever _ beter	6 -1 0
ever _ it	4 0 0
ever _ over	-3 -2 -3
ever make	5 -1 0
ever stop	-4 -1 0
every _ and	0 5 -1
every _ at	-7 0 -6
every _ day	4 0 -1
every _ for	4 1 -2
every _ im	7 -1 -5
every _ lately	5 0 0
every _ when	-6 2 0
every holiday	-2 -2 -2
every single	8 -1 -1
every wek	-5 2 -2
every wekend	-2 6 -4
everyone	7 -3 -2
everyone _ and	-4 -3 -3
everyone is	-8 -2 -2
everyone laugh	-4 -1 -2
everyone this	6 -1 -1
everyone was	-6 -1 -2
everyones aslep	9 -1 -1
everything	3 -6 -5
everything _ is	4 0 0
everything i	3 -1 -1
everything penguin	3 0 0
everything ready	4 0 0
everything this	4 0 0
everything tonight	2 0 0
everywhere	-7 -4 5
ex	-3 3 -3
ex _ !stop	-1 4 0
ex _ about	-4 -3 -1
ex _ back	-2 -3 -2
ex _ he	0 5 0
ex _ i	-4 -6 -2
ex _ me	-6 -6 -1
ex _ texted	-5 1 -2
ex _ thinking	-4 -4 0
ex and	-4 -6 -2
ex coming	-2 -3 -2
ex just	-4 -2 -3
ex says	0 5 0
ex stil	-4 -4 0
ex thinking	-4 -3 -1
ex wont	-1 4 0
exam	-5 -7 -6
exam _ a	-5 -4 -7
exam _ came	5 -2 0
exam _ dead	-4 0 0
exam _ lol	-6 0 -1
exam _ murdered	-4 -4 -3
exam _ wek	-3 -1 -1
exam absolutely	-5 -5 -2
exam im	-4 0 0
exam in	-5 -4 -3
exam next	-3 -1 -1
exam today	-4 -1 -1
exam tomorow	-8 -5 -6
example	-4 -3 -3
example com	-4 -3 -3
exams	-4 -4 -4
exceded	-3 -3 -3
excel	-6 -3 -4
except	5 -2 -3
exciting	-6 -1 -1
exhaust today	3 -2 -2
exhausting	-5 -7 -3
exist	3 -8 -8
existing	10 -2 0
exit	7 -4 -2
exit _ last	3 -1 -1
exit any	3 -1 -1
expand	-7 -1 -1
explain	-10 -2 -4
export	-5 -4 -4
export dreams	-5 -4 -4
exs	-7 -4 -6
extra	0 -4 -2
eyes	2 -4 3
eyes and	2 -3 -3
eyes on	-4 -3 -3
face	2 0 8
face _ night	-2 4 -2
face and	-3 -1 4
face last	-2 4 -2
fact	-6 -3 -4
fade	7 0 -1
fade out	8 0 0
fail	3 -3 -4
fail this	-5 -2 0
failed	0 -7 -5
failed i	6 -2 -2
faint	-6 -2 5
fainted	-5 -3 5
fainted _ isnt	0 0 1
fainted and	-3 -1 8
fair	1 -4 -4
faith	-5 -2 -3
fake	-8 3 -1
fal _ and	6 -2 -1
fal _ to	5 -1 0
faling _ in	-4 -4 -3
faling of	-4 -2 -6
familiar	-10 -7 -9
families	-5 -4 -5
family	-3 -2 -5
family _ ok	2 0 0
family be	2 0 0
family diner	-3 2 -1
family if	-1 3 0
family is	-5 -5 -4
farewel _ tel	3 -1 -1
farewel please	3 -1 -1
farm	7 1 2
fascinating	-5 -4 -5
fast	1 -2 4
father _ me	-3 8 -3
father beats	0 6 0
father rapes	-2 4 -2
fathers	-6 2 -4
fault	5 3 -1
favorite	-6 -3 -3
favourite	-6 -6 -4
fear	-4 -5 -5
fear _ unsetling	-3 -3 -3
fear based	-3 -3 -3
feathers	-6 -3 -5
feathers fal	-3 -3 -3
feature	-6 -7 -4
fel	0 -6 2
fel _ a	-6 -1 0
fel _ at	-8 -6 -8
fel _ ending	5 -2 -2
fel _ in	-7 -1 -3
fel _ isnt	-1 0 6
fel _ kiling	3 0 0
fel _ my	3 -5 -2
fel _ quiting	-2 -1 -2
fel _ the	-4 -1 8
fel bad	-11 -7 -10
fel calm	6 0 0
fel dizy	-4 -1 6
fel from	3 -4 5
fel guilty	-5 -1 -6
fel it	8 0 -1
fel of	-5 -1 3
fel something	8 -2 -2
feling	1 -7 -6
feling _ again	3 0 0
feling beter	-10 -5 -6
feling kinda	-9 -2 -1
feling suicidal	3 0 0
feling unapreciated	-4 -3 -3
felings	-2 -8 -5
felings _ and	-8 -3 -3
fels _ its	0 -1 4
fels _ the	7 -1 -1
fels _ to	3 0 0
fels _ when	-3 -1 -3
fels right	7 0 -1
fels so	-6 -3 -5
felt	2 -5 -5
felt _ a	-6 0 -3
felt _ not	-4 -3 0
felt _ woke	4 0 0
felt relief	5 0 0
fet	-3 -5 -3
fever	-8 -3 5
few weks	-6 -3 -3
field	-6 -4 0
fields	-6 -6 -6
fight	-7 -2 0
fighting	1 -6 -3
fighting _ curent	-3 -3 -3
fighting _ leting	4 -1 0
fighting _ think	2 0 0
fighting im	5 -1 0
fighting the	-6 -4 -4
fil	-5 -3 -4
file	-7 -4 -5
files	-4 1 -5
files _ not	-4 -6 -5
film	-5 -4 -7
final exam	-8 -2 -4
final round	-3 -3 -3
finale	-6 -3 -5
finaly	3 -5 -6
finaly _ after	-4 -1 0
finaly _ me	5 0 0
finaly _ my	-7 -6 -4
finaly _ myself	4 0 0
finaly _ the	-9 -5 -3
finaly _ up	-5 -3 -2
finaly be	7 0 0
finaly break	-4 -3 -2
finaly dead	-3 0 -2
finaly deleted	-4 -1 -1
finaly died	-6 -1 -1
finaly get	8 -1 0
finaly unalive	4 0 0
find _ lost	-2 0 -1
find _ peace	-3 -1 -1
find more	-7 -4 -2
find my	-7 -4 -1
find the	-3 -1 -1
finds out	-6 -1 -2
fine	-2 -6 -6
fine so	6 -6 -1
finger	-4 -4 -5
finish _ job	4 0 0
finish _ thesis	-3 -1 -1
finish the	4 0 0
finished _ last	-4 -2 -4
finished a	-6 -4 -7
finished my	-4 -4 -2
fire	-10 -4 -1
first	-10 -7 -6
first date	-5 -1 -1
fish	-6 -5 -6
fish died	-4 -5 -5
fish in	-4 -4 -5
fit	-5 -1 2
fiting	-2 -8 7
five	-4 -3 1
five minutes	0 -1 5
five of	-4 -4 -4
five years	-6 -1 -2
fix it	-6 -4 -4
fixed	-6 -4 -5
flake	-5 -1 -1
flat	-7 3 -3
flat _ they	-1 2 -2
flat and	-3 4 -1
flatmate	1 -5 0
flight	-6 -4 0
flight _ delayed	-2 -2 -2
flight and	-6 -6 -5
flight be	-2 -1 -2
flight to	-5 -3 -2
floating	4 -3 -5
floded	-5 -2 -3
flor _ my	4 0 0
flor _ not	0 -1 4
flor of	4 0 0
flow	-6 -7 -6
flow with	-4 -3 -5
flows	-6 -6 -5
flu	-11 -6 -6
flu _ wil	-2 -4 -3
flu and	-5 -9 -3
flu when	-2 -4 -3
fly	-8 -5 -7
flying	-5 -4 -2
focus	-5 -6 -3
fod	-5 2 -2
fod _ punishment	-2 3 0
fod as	-2 3 0
fol	-6 -3 -3
folow	-8 -6 -8
folow up	-8 -7 -7
folowed	-9 -2 -7
folowed up	-6 -6 -6
folowing	-4 2 -1
folowing _ and	0 6 0
folowing _ home	-3 4 0
folowing me	-4 2 -1
for 3	-5 -3 -3
for _ again	-7 -4 -4
for _ back	-6 4 -1
for _ bike	-6 -2 -3
for _ comforts	-2 -2 -2
for _ coworker	-3 -3 -1
for _ day	-5 -6 -5
for _ days	-6 -3 -5
for _ english	4 0 0
for _ ex	-2 -2 -2
for _ haircut	-3 -1 -1
for _ headache	-3 -2 -6
for _ holiday	0 -1 -2
for _ im	8 0 -1
for _ job	-5 -3 -1
for _ last	-2 -1 4
for _ money	-6 -7 -3
for _ month	-4 -1 -1
for _ one	5 0 0
for _ oracle	-9 -3 -5
for _ past	-1 0 3
for _ presentation	-2 -2 -2
for _ promotion	-4 -1 -1
for _ question	-7 -1 -2
for _ readings	5 0 0
for _ son	4 -1 0
for _ the	-4 -1 -1
for _ theme	-2 -2 -2
for _ today	-4 -3 -6
for _ tonight	-6 -2 -1
for _ vacation	-4 -1 -2
for _ water	-2 -1 -2
for _ weding	-5 -1 -2
for _ who	7 -1 -1
for _ wil	-7 -2 -4
for a	-2 -5 -8
for eating	-5 -6 -4
for everyone	6 0 -1
for god	12 -1 0
for him	-6 -4 -3
for his	-8 -2 0
for hope	-3 -3 -3
for me	3 -6 -3
for money	-5 -4 -4
for more	-4 6 0
for my	-3 -5 -6
for now	-9 -8 -7
for nursing	-3 -3 -1
for once	-7 -5 -6
for one	-5 -4 -6
for real	6 -2 -1
for simple	-2 -2 -2
for someone	5 -2 -2
for this	-7 -6 -6
for thre	-4 2 0
for today	-9 -5 -2
for us	-7 -7 -6
for you	-9 -3 -1
forced	-3 7 -1
forecast	-5 -3 -1
forever _ actualy	3 -1 -1
forever _ not	5 -2 -2
forever _ so	9 -3 -3
forever _ this	-5 -4 -4
forever after	-4 -1 -2
forever like	3 -1 -1
forgive _ friend	-4 -3 -4
forgive my	-5 0 -5
forgot	-7 -4 -5
forgot _ friends	-3 -2 -1
forgot my	-4 -4 -2
form	-7 -4 -5
form of	-5 -4 -4
forming	-7 -5 -4
forms	-5 -1 -3
fortune	-7 -2 -2
fortune na	-2 -3 -2
forward	-2 -3 -4
fot	-6 -5 1
fotbal	-10 -7 -5
fought	-8 -5 -5
found	-4 5 2
found _ tracker	-2 4 -1
found a	-4 4 -5
found my	-5 0 3
found one	6 -1 -1
fre	-3 -3 -6
fre _ i	5 0 0
fre if	5 0 0
frelance	-5 -5 -4
fresh	-2 -2 -6
friday _ beter	-2 -1 -2
friday be	-2 -1 -2
fridge	-5 -3 -4
fried	-6 -7 -6
friend	0 -4 4
friend _ !breathing	0 0 4
friend _ at	0 -1 4
friend _ bleding	0 0 4
friend _ boyfriend	-1 -2 -3
friend _ for	4 -1 -2
friend _ i	-6 -3 -3
friend _ me	-6 1 -8
friend _ not	0 0 5
friend _ overdosing	-1 0 5
friend _ to	-8 -1 8
friend _ turning	0 0 9
friend _ want	-1 0 0
friend is	-6 -1 4
friend isnt	0 0 4
friend overdosed	0 -1 4
friend swalowed	0 0 4
friend trustworthy	-2 -2 -3
friendly	-5 -7 -6
friends	-1 -1 -1
friends _ be	-1 -2 -2
friends _ died	-5 -8 -5
friends _ just	3 -1 0
friends _ them	3 -1 0
friends _ was	-3 -1 -3
friends again	-4 -3 -2
friends birthday	-3 -2 -1
friends or	3 4 0
friends party	-1 -2 -2
friends without	3 -1 0
friendship	-7 -5 -2
friendship with	-5 -4 -3
from _ cards	-5 -3 -3
from _ farm	5 0 -1
from _ harm	-5 0 0
from _ old	-6 3 -1
from _ other	-2 -2 -2
from _ penguin	-4 -2 -2
from _ remote	-1 -1 4
from _ rof	9 -2 -4
from _ shed	-3 0 5
from _ work	-9 -7 -4
from _ world	2 0 0
from a	-2 -1 3
from date	-9 -7 -6
from my	-1 5 -1
from self	-5 0 0
from this	-2 -4 -3
from to	-2 -3 -6
front _ a	6 -4 -1
frost	-4 -4 -4
ful	3 -6 0
ful mon	6 -1 6
fuly	-6 -5 -6
fuming	-3 -6 -2
fun	-9 -6 -10
funeral _ a	-7 -1 -4
funeral _ someone	-5 -1 0
funeral but	-6 -3 -2
funeral for	-6 -1 0
funeral was	-7 -8 -4
funy	-5 -5 -5
furniture	-6 -3 -4
future hold	-4 1 -3
future self	-6 -4 -4
game	-6 -2 -5
garage _ friday	4 0 0
garden	-8 -7 -4
garden _ ankle	0 0 3
garden my	0 0 3
gardening	-5 -2 -1
gas	-2 -4 6
gas _ in	0 -1 3
gave	6 -6 -2
gave _ make	-4 -2 -4
gave _ my	4 -1 -1
gave al	7 -2 -1
gave me	-7 -5 -3
gave my	10 -3 -1
gave the	5 0 -1
generous	-8 -6 -6
gentle	-11 -6 -7
gentle _ guidance	-2 -2 -2
gentle _ once	-2 -2 -2
gentle at	-2 -2 -2
gentle wekly	-2 -2 -2
gentlenes	-3 -1 0
gently	-7 -7 -7
gently and	-5 -5 -5
gesture	-10 -3 0
get 20	-2 -2 -3
get _ apartment	-5 -4 -4
get _ at	-7 1 -1
get _ date	-3 -2 -2
get _ internship	-3 -3 -3
get _ job	-8 -3 -1
get _ medical	-3 -3 0
get _ my	-4 -2 4
get _ of	-5 2 -1
get _ part	-3 -1 0
get _ same	-5 -3 -1
get _ scholarship	-4 -3 -3
get _ test	-2 -2 -3
get _ university	-2 -1 -2
get a	-9 -5 -2
get along	-5 -8 -5
get funding	-3 -2 -3
get into	-5 -3 -3
get over	-5 -2 -3
get the	-7 -6 -2
geting	-1 -6 0
geting _ to	-3 -3 3
geting louder	6 0 -1
geting maried	-7 -3 -4
geting worse	0 -2 1
gets _ and	-2 4 -2
gets beter	11 -5 -2
ghost	-9 -5 -3
ghost already	7 0 0
ghosted	-9 -6 -7
gibous	-7 -6 -6
girl	-5 1 1
girlfriend _ me	-2 7 0
girlfriend _ my	0 5 0
girlfriend hits	0 5 0
girlfriend punched	0 3 0
girlfriend threatens	-2 6 0
girlfriend want	-3 -3 -3
give	1 -5 -4
give _ for	-5 -1 -3
give _ permision	-4 -2 -2
give _ that	4 0 0
give _ to	-4 -3 -3
give her	4 0 0
give it	-6 -2 -3
give myself	-4 -2 -2
give thanks	-5 -1 -2
give time	-4 -3 -3
give yourself	-6 -2 -5
given	3 -1 -1
given away	4 0 0
gives me	-3 6 -2
giving	2 -5 -7
glad	-3 -1 -3
glases	-6 -3 -6
glide	-2 -3 -3
go	6 0 -5
go _ a	-6 -3 -2
go _ login	-6 -4 -4
go _ rather	-3 -3 -2
go _ serious	4 -1 -1
go _ slep	8 -1 0
go _ this	-3 -1 0
go _ with	6 2 0
go _ you	-3 -1 -1
go frelance	-5 -5 -4
go home	-4 4 0
go of	-7 -4 -3
go okay	-4 -3 -3
go pro	-3 -3 0
go through	6 0 0
go tomorow	-3 -1 -1
go wel	-8 -1 0
go where	3 -4 -1
go with	-6 -2 -3
god	0 -6 -6
god _ for	-9 -2 -3
god _ me	6 -2 0
god _ se	-3 -3 -2
god _ this	-6 -6 -1
god _ tomorow	-3 -1 -2
god about	-3 -1 -2
god for	-6 -3 -4
god idea	-9 -2 -2
god month	-4 -2 -2
god news	-3 -2 -1
god year	-4 -1 -1
godbye	13 -4 -2
godbye _ god	4 0 0
godbye _ her	-3 0 0
godbye _ is	2 0 0
godbye _ to	5 -1 -1
godbye leter	1 -1 -1
godbye leters	3 0 -1
godbye note	3 0 0
godbye thank	4 0 0
godbye thanks	3 0 0
godbye world	4 0 -1
gogled	5 -3 -1
gogled how	5 0 0
gogling	6 -2 -2
going	4 -2 3
going _ be	-7 -1 -4
going _ come	-3 -5 -3
going _ do	5 0 0
going _ drive	6 -1 -2
going _ end	7 0 0
going _ fix	6 0 -1
going _ lose	-5 -6 -7
going _ murder	-4 -1 -1
going _ overdose	4 -1 -1
going _ pas	-3 -3 3
going _ propose	-3 -3 -3
going _ slep	10 0 -1
going _ strangle	-4 -4 -3
going _ swalow	4 0 -2
going dark	-2 0 3
going to	-2 -5 -3
going with	-4 -4 -4
gold	-3 -2 -2
gona	-1 -5 -6
gona _ me	-3 -3 -4
gona _ myself	9 0 -1
gona die	-4 -2 -1
gona hang	-3 0 0
gona hurt	3 0 0
gona kil	-6 -6 -3
gona kms	4 -1 0
gona of	7 -2 -2
gona take	6 -1 0
gone	8 -6 0
gone _ going	4 0 0
gone im	4 0 -1
got	-2 -5 1
got _ a	-4 -4 -4
got _ my	0 1 4
got _ on	-5 -3 2
got _ ready	4 0 0
got a	-2 -4 -6
got an	-4 -4 -4
got bit	-1 0 6
got hit	2 -5 5
got into	-5 -1 8
got kiled	-5 -2 -5
got murdered	-3 -2 -5
got my	3 -1 -5
got smashed	-4 -5 -5
got to	-5 -3 0
government	-6 -4 -1
gps	-4 8 -3
grabed	-1 5 2
grabed me	-2 5 0
grabs	-6 5 0
grabs my	-1 3 0
grace	-6 -4 -5
grades _ bad	-2 5 -1
grades _ this	-2 -2 -3
grades be	-2 -2 -3
grandads	-5 -5 -3
grandads funeral	-5 -2 -1
grandchildren	-5 -1 -2
grandfather _ and	-1 0 2
grandfather _ from	-3 -2 -3
grandfather colapsed	-1 0 2
grandfather recover	-3 -2 -3
grandkids	-5 -4 -4
grandma _ cancer	-2 -2 -3
grandma _ last	-6 -1 -1
grandma _ shaking	-2 -3 5
grandma has	-5 -2 -5
grandma today	-4 -3 -4
grandmas _ so	-2 -1 -2
grandmas coking	-2 -1 -2
grandmother _ having	0 0 3
grandmother _ her	-3 -1 -2
grandmother _ in	-2 0 -1
grandmother is	-2 0 3
grandmother survive	-3 -1 -2
grandmothers	-8 -3 -2
grandpa _ and	-1 0 3
grandpa _ down	0 -2 4
grandpa _ peacefuly	-3 -4 -3
grandpa fel	0 -1 3
grandson _ me	-3 -2 -1
grandson visit	-3 -2 -1
granted	-3 -3 -3
granted _ suport	-3 -3 -3
granted by	-3 -3 -3
granting	-10 -8 -8
grateful	-8 -5 -5
grateful _ simple	-2 -2 -2
grateful _ the	-6 -4 -6
grateful for	-7 -5 -6
gratitude	-9 -5 -5
gratitude for	-4 -2 0
great	-6 -4 -7
gren	-4 -2 -4
grew	-6 -4 -3
grief	-7 -2 -3
grieve _ pet	-2 -2 -1
grieve a	-2 -2 -1
groped	-1 3 0
groped _ and	-1 3 0
groped me	-1 3 0
ground _ you	-5 -5 -4
group	-6 -3 -8
group project	-3 -3 -3
grow	-9 -7 -6
growing	-8 -6 -6
grown	-3 -4 -3
grown apart	-4 0 -1
grows	-8 -2 -4
growth	-9 -7 -6
growth is	-6 -5 -4
grumpy	-13 -8 -11
guidance	-5 -7 -8
guidance _ each	-2 -2 -2
guidance for	-2 -2 -2
guided _ watched	-2 -2 -3
guided and	-2 -2 -3
guiding	-5 -3 -5
guild	-2 -5 -2
guitar	-1 -6 -4
gun	5 2 -2
gun _ end	4 -1 -1
gun to	4 -1 -1
guy	-6 4 -2
guy _ my	-1 5 1
guy from	-1 2 -2
guy i	-5 3 -4
gym	-5 -3 -4
gym _ i	-8 -3 0
gym _ kil	-3 -3 -4
gym _ kiling	-2 -3 -6
gym to	-3 -3 -4
habits	-5 -3 -4
habits _ year	-2 -1 -2
habits this	-2 -1 -2
hacked	-2 5 0
hacked my	-2 5 0
had	-3 -4 -1
had _ dream	3 -4 -1
had a	-8 -4 -5
had to	-1 -5 -2
haha	-10 -10 -6
hair	-4 -1 0
hair and	-4 0 -4
hair red	-5 -2 -1
haircut	-3 -3 -2
half	-3 0 -5
hamer	2 -4 -2
hamster	-5 -5 -4
hand _ now	4 0 -2
hand and	-3 -1 4
hand in	4 -4 -2
hand right	4 0 -2
hands	-1 0 -4
hang	4 -6 -7
hang _ with	-3 0 0
hang myself	8 -1 0
hang out	-3 0 0
hapen	4 -2 -1
hapened	-7 -2 0
hapened since	-5 -5 -5
hapens _ a	5 0 0
hapier _ me	5 -2 -1
hapier without	5 -2 -1
hapines	-4 -4 -4
hapy	-3 -5 -4
hard	-3 -2 -3
hard _ couldnt	-4 -4 -4
hard _ make	-4 -4 -4
harm	2 -3 -2
has _ !meaning	4 0 -1
has _ folowing	-1 3 0
has _ how	-2 -2 -3
has ben	3 3 -2
has its	-7 -5 -6
has my	0 4 -5
has not	-4 -2 -2
hate _ job	-2 -1 -2
have _ baby	-3 0 -2
have _ first	-3 -1 -2
have _ left	4 -1 -1
have _ me	-6 -4 -4
have _ question	-2 -1 -1
have _ secret	-4 -3 -3
have _ skip	-4 -3 -2
have a	0 -3 -3
have ben	2 -4 -3
have died	4 0 0
have for	-6 -4 -5
have headache	-5 -4 -1
have kids	-5 -1 -1
have murdered	-3 -2 0
have permision	-7 -4 -4
have sen	5 0 -1
have the	7 0 -3
have to	6 6 -3
having	-4 -1 7
having _ heart	-3 -1 4
having _ seizure	0 0 6
having _ stroke	-1 0 3
having a	-6 0 6
he	-3 12 2
he _ !respond	-1 -1 3
he _ !stop	0 2 2
he _ back	-2 -6 -5
he _ come	-1 -5 -1
he _ did	0 4 0
he _ kil	0 4 -1
he _ me	-4 2 -2
he _ my	-3 5 -3
he _ not	-2 -9 3
he _ one	-4 -1 -4
he _ reborn	-3 -4 -3
he _ soulmate	-3 -3 -3
he _ think	-2 -4 -2
he _ to	-3 -1 -3
he change	0 5 0
he chokes	-1 10 -1
he come	-3 -3 -2
he finds	0 4 0
he forced	0 7 0
he forces	-1 10 -2
he gets	-5 5 -2
he grabs	-7 3 0
he has	2 5 -2
he knows	-1 5 0
he left	2 -3 -4
he like	-2 -6 -2
he my	-3 -3 -3
he only	-3 3 0
he pas	-4 -5 -7
he raped	0 8 0
he remember	-6 -5 -1
he said	-5 4 -1
he says	-2 6 1
he stil	-5 0 -1
he text	-3 -4 -2
he texted	-1 -4 -3
he the	-4 -5 -3
he threatened	-3 6 0
he was	-3 0 -2
he wil	-3 8 -1
head im	-6 -2 2
headache	-9 -6 8
headaches	-2 -2 5
headaches and	-2 -2 5
heading	5 -3 0
heal	-6 -4 -6
healing	-4 -2 -3
health	-8 -5 -5
healthy	-11 -5 -7
heard	-5 4 -7
heart	-2 -6 3
heart _ a	-6 -7 -5
heart _ for	-2 -2 -2
heart _ go	-2 0 -2
heart _ he	-3 -3 -2
heart _ racing	-2 0 6
heart aches	-2 -2 -2
heart is	-5 -1 3
heart medicine	4 0 -1
heart surgery	-4 -1 -4
heartbroken	-10 -6 -3
heartbroken _ i	-3 -2 -2
heartbroken wil	-3 -1 -1
heat	-9 -6 -4
heatwave lol	-2 -1 -1
heaven	9 -2 -1
heavily	-1 -1 6
heavily _ her	0 0 4
heavily _ much	0 0 2
heavily _ terible	0 0 5
heavily after	-1 -1 3
heavily so	0 0 2
hed _ me	-3 -1 0
hed _ my	-5 6 -1
hed kil	-3 -2 0
hel	-3 6 -1
hel _ my	-1 4 0
hel _ our	0 3 0
hel _ the	-3 4 0
held	-7 -2 -5
held _ a	-5 0 -3
help	-7 -8 2
help her	-5 -6 -8
help me	-7 -8 -7
help my	-7 -2 0
helped	-4 -5 -7
helped me	-3 -5 -5
helps	1 -6 -4
her _ in	-5 -4 -4
her _ or	-3 -2 -1
her _ prom	-2 -2 -3
her _ though	-1 4 0
her _ wil	-6 -2 -1
her and	3 1 -1
her before	-5 -3 -3
her boyfriend	-1 -2 -3
her even	-1 4 0
her in	-8 3 -1
her jasmine	-6 -4 -4
her medicine	-1 -2 4
her spech	-2 -2 5
her surgery	-3 -1 -2
her that	4 0 0
her today	-4 -1 0
her was	-3 -4 -3
her wrist	-1 0 4
here	2 -1 -3
here _ a	-7 1 -1
here _ month	5 0 0
here i	4 0 0
here is	1 -5 -5
here next	5 0 0
hermit	-6 -5 -2
hero	-7 -4 -7
heroin	-2 -2 9
hes	-5 5 8
hes _ when	4 -4 0
hes a	3 -3 -4
hes ben	-3 5 -1
hes coming	-1 3 -2
hes down	-2 -2 4
hes drunk	-1 5 0
hes fine	-4 -6 -7
hes not	-1 -3 4
hes ok	-2 -6 -6
hid	9 -4 -3
hide	-4 1 -6
hide paterns	-4 -5 -4
hiding _ the	-1 5 -2
hiding in	-1 5 -2
hiding it	6 -2 0
high enough	7 -4 -3
hike	-6 -3 -1
him	2 4 -1
him _ text	-3 -2 -1
him again	-4 3 -1
him angry	0 4 0
him first	-4 -2 -2
him go	-3 0 -1
him how	-5 -4 -3
him i	1 5 -1
him or	-10 -6 -2
himself _ me	-2 9 -1
his	-2 2 5
his _ again	-5 0 0
his _ are	-1 1 7
his _ how	-6 -2 -4
his _ is	-3 -5 8
his exam	-3 -1 -2
his lips	0 0 4
his mouth	-1 0 5
his stuf	-7 -6 -6
his surgery	-3 -2 -3
history	-9 -7 -8
history of	-4 -2 -2
hit _ gym	-6 -1 -1
hit a	-1 -5 1
hit head	0 -1 5
hit me	-4 1 2
hit myself	6 -4 0
hiting the	-7 -3 -5
hits	-5 6 -2
hits _ and	-1 6 0
hits _ when	-1 2 0
hits _ whenever	0 5 0
hits me	-2 4 0
hives	-1 -1 3
hives and	-1 -1 7
hoby	-5 -2 -1
hodies	7 -1 -1
hold	-2 -1 -5
hold _ together	-4 -4 0
hold it	-5 -5 -5
hold my	10 -2 -4
holds	-6 5 -3
holds _ own	-3 -3 -2
holds its	-3 -3 -2
holds you	-4 -3 -1
holiday	-5 -6 -4
holiday _ not	4 0 0
holiday _ now	-4 -1 -4
holiday its	4 0 0
holiday right	-4 -1 -4
holidays _ faster	-2 -1 0
holidays come	-2 -1 0
home	-1 2 -4
home i	5 -1 -1
home is	-6 -1 0
home life	-4 -3 -3
home mum	-3 5 0
home to	2 -6 -3
homesick	-7 -7 -5
homesick _ thailand	-2 -1 -2
homesick in	-2 -1 -2
hometown	-4 -3 -2
homework	-11 -8 -7
honestly	1 -4 -4
honestly _ about	6 0 0
honestly _ be	4 0 0
honestly _ hope	7 0 0
honestly _ just	9 0 0
honestly _ kms	3 0 0
honestly i	7 -1 0
honestly id	4 0 0
honestly im	8 -1 -1
honestly its	-6 -7 -3
honestly might	3 0 0
honestly same	-2 -2 -2
honestly thinking	6 0 0
honour	-7 -7 -5
honour the	-6 -4 -5
hope	4 -5 -4
hope it	6 0 0
hopeful	-6 -4 -3
hoping	10 -4 -5
hoping a	6 -1 -1
horizon	-5 -3 -4
horor	-6 -5 -7
horor _ last	-1 -2 0
horor movie	-3 -5 -3
horoscope	-7 -6 -6
horse	-8 -4 -4
hose	9 -4 -4
hospital	-5 -2 -1
hot	0 -2 1
hot sauce	-3 -2 -2
hot spon	0 3 0
hour	3 -2 2
hour ago	-4 0 5
hours	-7 5 -4
house	-3 3 2
house _ i	-4 -3 -3
house _ me	0 4 0
house _ the	-4 -4 0
house and	-4 1 0
how	2 -3 -6
how _ fel	-7 -3 -1
how _ i	-6 -5 -5
how _ my	-4 -2 -1
how _ of	3 0 0
how _ paracetamol	4 -2 -1
how _ the	6 0 0
how _ unalive	5 0 0
how _ you	-11 -2 -3
how are	-4 -3 -3
how calm	3 0 0
how can	-7 -4 -3
how did	-3 -3 -2
how do	-4 -6 -4
how high	8 -1 0
how many	6 -2 -2
how much	4 -1 -1
how wil	-4 -4 0
hug _ today	-4 -4 -2
hug me	-4 -4 -2
huged	-7 -7 -3
human	-4 -2 -3
humidity	-5 -5 -4
humidity _ kiling	-2 -2 -3
humidity is	-4 -4 -3
hundred	-7 -1 -1
hungover	-2 -3 -4
hungover _ want	-4 -1 -1
hungover i	-5 -1 -1
huried	-3 -2 -2
hurt _ drown	6 -1 -1
hurt _ for	4 -1 0
hurt _ i	2 -1 -2
hurt _ on	4 0 0
hurt _ until	2 0 0
hurt asking	4 -1 0
hurt if	4 0 0
hurt much	6 -1 -1
hurt to	6 -1 0
hurting _ so	5 -1 -2
hurting myself	5 -3 -1
hurts	-6 0 -2
hurts me	-2 4 -1
husband	-4 7 2
husband _ argue	-1 -3 -2
husband _ at	0 -1 3
husband _ going	-2 3 -3
husband _ having	0 -2 6
husband _ he	-2 3 0
husband _ me	-1 7 0
husband and	-5 -7 -4
husband beat	-1 4 0
husband beats	0 3 0
husband colapsed	-1 -3 4
husband died	-8 -2 -2
husband is	2 2 4
husband punched	-1 5 -3
husband raped	0 3 0
husband slaped	0 8 -1
husband threatened	0 4 0
husband we	-1 -3 -2
husbands	-1 -3 5
hustle _ money	-2 -2 -3
hustle make	-2 -2 -3
i	7 4 0
i _ !came	7 -1 0
i _ !clean	-4 -7 -3
i _ !eat	-2 3 -3
i _ !finish	-5 0 3
i _ !get	-8 3 0
i _ !have	4 -3 1
i _ !know	-6 5 0
i _ !longer	4 -1 0
i _ !plan	4 -2 -1
i _ !remember	-3 4 -2
i _ !slep	-7 3 -5
i _ !think	5 -2 -1
i _ 30	-2 -1 4
i _ a	1 -5 -2
i _ about	-3 -5 -2
i _ again	-1 -3 -1
i _ alone	-7 -1 4
i _ and	-2 -4 -5
i _ another	-4 -3 -1
i _ are	3 -1 0
i _ back	-11 0 -2
i _ be	5 2 -1
i _ being	-5 -1 -1
i _ ben	9 -1 -2
i _ bleach	-4 -3 7
i _ blod	-4 -2 -9
i _ break	-4 -3 -2
i _ bruises	-2 6 -3
i _ charcoal	5 -1 0
i _ clearly	-5 -2 -4
i _ cuting	4 -1 -2
i _ dating	-2 -3 -2
i _ dead	5 -3 -1
i _ decided	6 0 0
i _ did	4 -2 -3
i _ dreaming	-1 -3 -1
i _ eating	8 -1 0
i _ end	2 -1 -1
i _ first	-5 -3 -1
i _ floating	5 -2 0
i _ flying	-5 -4 -2
i _ for	-4 -2 -3
i _ frelance	-4 -4 -3
i _ gave	4 0 0
i _ give	5 -1 0
i _ grandma	-3 -2 -3
i _ headache	-5 -4 -1
i _ heard	-3 -2 -2
i _ her	-4 -3 -4
i _ here	3 -1 0
i _ his	5 -6 -4
i _ hurting	5 -1 -2
i _ il	5 -3 0
i _ imagining	5 -2 -2
i _ into	-8 -4 -6
i _ it	4 -5 -2
i _ ive	-2 0 1
i _ jump	6 -1 -1
i _ kids	-6 -2 -10
i _ kiled	-5 -5 -4
i _ kiling	-2 -1 -3
i _ laughing	-4 -4 -3
i _ learn	-3 -1 -7
i _ litle	-6 -2 -5
i _ lol	-5 -4 -3
i _ love	-7 -1 -1
i _ merit	-6 -4 -3
i _ molested	-2 3 -2
i _ money	-5 -2 -1
i _ more	-1 2 -1
i _ my	2 -5 -2
i _ myself	5 -3 -1
i _ nobody	6 0 0
i _ now	2 2 -4
i _ of	3 -1 -3
i _ on	-1 -5 -3
i _ one	-14 -6 -5
i _ onions	-2 -2 -2
i _ over	-5 -2 -7
i _ peace	-6 0 0
i _ pregnant	-3 1 -2
i _ procrastinating	-5 -2 -3
i _ rn	4 -2 -2
i _ runing	-6 -4 -2
i _ scream	-3 -5 -2
i _ seing	-3 -2 -2
i _ sel	-5 -4 -3
i _ sen	5 0 -1
i _ sexualy	-2 5 -2
i _ shrimp	0 0 7
i _ some	-8 -2 -4
i _ someone	-4 -2 -2
i _ something	-6 2 0
i _ standing	9 -2 -1
i _ stil	3 0 0
i _ strangle	-4 -1 -1
i _ stuck	-6 -4 -6
i _ the	4 -3 -3
i _ thinking	7 0 0
i _ until	-4 -3 -2
i _ wanting	7 -1 -1
i _ wel	-4 -1 -1
i _ with	-4 -1 -4
i adopt	-4 -3 -2
i already	2 -2 -5
i always	-4 -4 -7
i apologize	-2 -3 -3
i argued	-3 -3 -3
i bang	7 -1 -1
i beat	-10 -4 -2
i being	-6 -5 -4
i broke	0 -6 -3
i bumped	-3 -1 -2
i burn	9 0 0
i burned	-5 -8 -9
i buy	-2 -3 -4
i cancel	-6 -4 -5
i carve	5 -2 -3
i could	-5 -4 -2
i cros	6 -4 0
i crush	-5 -1 -2
i deserve	5 0 -2
i did	3 -4 -1
i die	8 -1 -1
i disapear	5 -1 0
i dye	-5 -3 -2
i eat	-2 -5 1
i ever	-4 -2 -2
i find	-5 -4 -1
i finish	-1 1 -1
i fix	-5 -1 -2
i folow	-2 -3 -4
i forgive	-5 -1 -4
i forgot	-7 -1 -8
i found	-6 0 -1
i give	-4 -1 -2
i gogled	6 -2 -1
i going	-6 -6 -4
i got	-4 -2 -2
i grew	-5 -3 -3
i grieve	0 0 -1
i had	-3 -2 -4
i hit	-2 -5 -1
i honour	-6 -5 -4
i hope	4 -3 -4
i hurt	2 -3 -3
i invest	-3 -4 -3
i kept	-9 -5 -4
i laugh	-3 -2 -3
i laughed	-6 -4 -4
i learn	-6 -1 -4
i learned	-4 2 -2
i lend	-3 -5 -2
i let	-1 -7 -4
i like	-9 -9 -7
i listen	0 -6 -3
i mary	-3 -4 -4
i mean	10 -1 -1
i met	-8 0 -3
i mis	-10 -7 -4
i move	-10 -3 -9
i nearly	-6 -4 -5
i never	-7 -2 -6
i no	7 -3 0
i on	-4 -2 -3
i open	-5 -4 -3
i over	-3 -4 -4
i overdosed	-4 -2 3
i owe	3 4 -1
i pas	-7 0 -2
i plant	-2 -3 -2
i reach	-7 -4 -5
i ready	-4 -4 -2
i reply	-5 -5 -2
i scratch	4 -2 0
i screamed	-5 -2 -5
i se	3 -4 -2
i sel	-6 -3 -5
i shave	-3 -2 -2
i shot	-3 -3 -2
i should	4 -1 -1
i slay	-4 -3 -2
i smash	5 0 0
i start	-6 -1 0
i stick	-5 -3 -2
i stod	5 -2 0
i study	-6 -4 -5
i suicidal	4 -2 -2
i survive	-6 -3 -3
i swear	-6 -3 -1
i take	-6 -3 -6
i talk	-4 3 -1
i tel	-4 5 -1
i think	4 1 5
i tok	0 -3 5
i trust	-7 -7 -6
i try	-7 -3 -1
i understand	6 -1 0
i wake	4 -1 -2
i walked	6 0 0
i wana	2 -5 -2
i was	-1 5 -3
i were	3 -1 -1
i wil	5 -4 -2
i wish	5 -1 0
i wnat	3 -2 -2
i wont	3 0 -2
i wouldnt	3 -1 -1
i write	5 0 0
i wrote	5 -1 -1
ibuprofen	-5 -3 -6
ice	-8 -8 -7
id	7 -1 -5
id _ be	5 -1 -1
id _ beter	3 -1 -1
id _ for	-9 -2 -2
id be	5 -1 -1
id die	-6 -3 -1
id like	9 -1 -1
idea	-8 -3 -4
ideas	-8 -6 -7
ielts	-4 -2 -4
if	6 5 -1
if _ complain	-1 4 0
if _ dead	7 -3 0
if _ die	7 0 0
if _ died	6 -1 0
if _ disapear	5 -1 0
if _ dont	-3 0 -1
if _ eat	-5 -5 0
if _ end	9 -1 -3
if _ fail	-2 -5 0
if _ get	-4 -3 -1
if _ go	-1 4 0
if _ has	-4 -2 -2
if _ into	-2 -2 -3
if _ jump	4 -1 0
if _ just	8 -1 -1
if _ kiled	2 0 0
if _ late	-4 -5 -1
if _ leave	-1 4 0
if _ pick	3 0 0
if _ report	-3 6 0
if _ tablets	3 -1 0
if _ talk	-1 6 -1
if _ tel	-2 5 0
if _ was	8 -2 0
if _ wasnt	6 -1 0
if _ wil	1 -2 -1
if he	-2 -5 -1
if it	4 -1 0
if its	6 -3 -1
if shes	-2 -3 -2
if someone	-5 -7 -7
if we	-1 6 -1
ignore	-3 -6 -1
ignores	-2 -2 -2
ignores _ and	-2 -2 -2
ignores me	-2 -2 -2
ikea	-7 -4 -5
il	5 0 -3
il _ a	4 -2 -1
il _ the	3 -1 0
iluminated	-6 -4 -5
im	4 3 1
im 11	-4 5 -1
im 13	-2 5 0
im 35	-6 -2 -2
im _ !alowed	-2 5 -1
im _ about	-4 -5 -6
im _ again	-4 -6 -1
im _ an	-5 1 -3
im _ at	-4 -4 -6
im _ beaten	-2 3 -2
im _ blod	-1 -1 5
im _ bored	-4 -1 -1
im _ burden	5 0 0
im _ but	-11 -4 -3
im _ dead	-8 -6 -4
im _ embarased	-3 -2 -2
im _ for	-3 -1 -3
im _ held	-1 2 -2
im _ hurt	3 0 0
im _ is	-4 0 1
im _ just	-6 -5 -6
im _ majors	-3 -2 -2
im _ my	-2 3 -4
im _ now	-4 -3 0
im _ nurse	-6 -5 0
im _ of	-1 -3 -5
im _ on	3 -3 -4
im _ out	-1 -7 -7
im _ over	-5 -4 -1
im _ serious	-6 -3 -3
im _ the	4 -5 1
im _ tonight	9 0 0
im _ useles	7 0 0
im _ very	-2 0 3
im _ wrote	2 0 0
im _ zombie	-2 -4 -1
im a	-3 2 -9
im alone	0 -1 6
im angry	4 -5 -1
im bleding	-2 -1 4
im changing	-3 -2 -2
im dead	0 -7 -7
im done	11 -6 -6
im drowning	-6 -5 -4
im dying	-7 -5 -3
im feling	-7 -3 0
im fine	0 -5 -9
im going	4 -3 -2
im gone	8 -6 -3
im heartbroken	-5 -3 -2
im hiding	0 4 -3
im homesick	-6 -6 -6
im in	0 -1 -5
im just	7 -4 -1
im kiling	-6 -8 -5
im late	-4 -5 -1
im leting	4 -1 0
im literaly	-8 -6 -2
im locked	-1 3 0
im melting	-6 -4 -4
im nervous	-5 -2 -1
im on	1 -7 2
im planing	6 1 -1
im ready	4 -4 -2
im researching	-5 -1 -1
im scared	-2 5 2
im serious	4 -1 -1
im sick	-6 -3 -3
im siting	5 0 -1
im so	0 -3 -3
im sory	5 -3 0
im standing	4 -1 -3
im starving	-7 -4 -6
im stresed	-5 -2 -3
im sufocating	-4 -4 -4
im suicidal	4 -3 -2
im taking	-3 -5 -7
im teling	6 0 0
im thankful	-5 -6 -6
im thinking	5 0 0
im vomiting	-1 -1 4
images	-8 -7 -7
imagining	5 -2 -2
imagining _ own	4 -1 -1
imagining my	4 -1 -1
importing	-10 -8 -8
in _ abusive	-3 2 -3
in _ al	-6 -1 -4
in _ and	0 -4 -6
in _ answer	-4 -2 -2
in _ back	-3 2 -7
in _ best	-3 -2 -2
in _ browser	-6 -3 -2
in _ building	-7 0 2
in _ but	-6 1 -1
in _ care	-3 -3 -1
in _ cold	-8 -5 -4
in _ condo	6 0 2
in _ crash	3 -4 -5
in _ drink	-3 3 -3
in _ final	-2 -1 -3
in _ first	-8 -4 -5
in _ for	-4 -1 -1
in _ friend	-8 -2 -6
in _ future	-6 -3 -4
in _ game	-3 -5 -4
in _ garden	-6 -2 -3
in _ god	-7 -2 -3
in _ halway	-9 -1 -5
in _ hand	4 -1 -2
in _ is	-2 -3 -1
in _ job	-7 -2 -5
in _ lecture	-3 -1 -2
in _ library	-4 -1 -1
in _ morning	-6 -3 -4
in _ my	-7 -4 -6
in _ new	-2 -3 -4
in _ nightstand	4 -1 0
in _ not	-5 -4 -4
in _ notice	1 -3 -1
in _ or	-6 -4 -2
in _ plane	-1 -3 -3
in _ play	-4 -4 -1
in _ pol	-3 -2 3
in _ quiet	-4 -3 -3
in _ relationship	-4 -1 -1
in _ shed	5 -1 -1
in _ stomach	0 4 0
in _ this	-9 -6 -3
in _ to	-5 -4 -3
in _ today	-3 -1 -3
in _ ute	4 -1 -1
in _ war	-5 -4 -4
in _ wardrobe	6 0 0
in _ wil	-6 -7 -1
in _ without	-3 -3 0
in al	-4 -2 -3
in an	-4 1 -5
in bed	-5 -1 -1
in debt	-2 -2 -1
in gold	-3 -2 -2
in hives	0 0 7
in its	-5 -3 -3
in law	-10 3 -4
in laws	-4 -3 -4
in leds	-1 -2 -3
in life	-7 -5 -5
in metings	-3 -2 -2
in my	3 -3 -3
in order	7 -1 0
in paperwork	-4 -2 -3
in ranked	-7 -2 -4
in singapore	-6 -2 -4
in staying	3 0 0
in store	-4 -1 -2
in sumer	5 -1 -1
in tarot	-8 -4 -6
in their	-5 -2 -3
in this	3 -3 -2
in trafic	-1 -1 6
in what	-6 -4 -4
in work	-4 -4 -4
in your	-4 -2 -4
inbox	-4 -4 -3
information	-6 -5 -6
inhaler	-4 -1 5
inside	-2 0 -2
inside stoped	2 -1 -1
instagram	-6 -7 -6
insulin	9 -3 2
insurance _ it	-4 -2 -2
insurance cover	-4 -2 -2
insurance would	8 0 0
interesting	-7 -5 -7
internship	-4 -2 -3
interview	-10 -7 -7
into _ leg	7 -4 -3
into _ new	-6 -2 -2
into _ rom	-6 8 -1
into _ schol	-4 -4 -8
into _ sea	5 -3 -4
into _ skin	4 -1 -1
into _ university	-2 -2 -1
into a	-6 -5 -4
into me	-5 -2 -2
into medical	-3 -3 0
into trafic	6 -1 -1
into university	-2 -1 -2
invalid	-7 -6 -6
invalid username	-4 -3 -3
invest	-6 -3 -3
invest _ gold	-3 -2 -2
invest in	-4 -4 -3
investment	-3 -2 -1
invites	-5 -3 -2
inward	-7 -5 -5
ipad	-9 -6 -4
iphone	-7 -4 -5
iron _ for	4 0 0
iron helps	4 0 0
is 16	-3 -1 0
is _ !a	-13 -2 -5
is _ !breathing	0 0 5
is _ !point	3 -1 -1
is _ !responding	0 -1 3
is _ !valid	-4 -3 -4
is _ about	-6 -1 -1
is _ abuse	-1 6 0
is _ again	-5 -3 -1
is _ at	-7 -9 -8
is _ blue	-1 -1 6
is _ bos	-7 -4 -3
is _ but	-5 -4 1
is _ can	-2 -1 -2
is _ chest	0 -2 5
is _ coworker	-3 -4 -4
is _ dead	-5 -3 -5
is _ dorway	-3 -3 -3
is _ ending	-3 0 -2
is _ enough	9 -2 -2
is _ even	-6 -6 -3
is _ ex	-7 -5 -2
is _ god	-2 -4 -1
is _ going	-5 -3 -2
is _ heavily	0 -1 5
is _ how	-6 -4 -2
is _ il	4 0 0
is _ in	-2 -4 -3
is _ its	-4 -2 -3
is _ last	9 -1 0
is _ litle	-5 -2 -2
is _ long	-1 -3 -4
is _ my	1 1 -2
is _ normal	1 6 -1
is _ of	0 -2 1
is _ on	-2 -2 7
is _ pain	-3 0 -2
is _ selfish	6 0 0
is _ smart	-3 -1 -3
is _ spirit	-2 -1 -2
is _ talest	5 -1 -1
is _ teacher	-5 -4 -5
is _ thank	4 0 0
is _ thanks	3 0 0
is _ that	-5 -3 -4
is _ the	0 -8 -4
is _ thinking	-3 -3 -3
is _ time	-4 -4 -2
is _ to	-4 -1 -4
is _ transformation	-4 -3 -3
is _ true	-7 -1 -1
is _ universe	-4 -4 -2
is _ where	-5 -4 -4
is _ worth	-8 -4 -6
is _ your	-5 -3 -4
is a	-1 -6 -6
is already	-6 -3 -4
is always	5 -3 0
is an	-6 -3 -4
is bad	3 0 0
is bent	-2 -1 5
is choking	0 -1 5
is coming	-4 -5 0
is dead	-6 -3 -4
is dying	-4 -4 -7
is finished	4 2 0
is forming	-5 -4 -4
is ful	-3 -3 -5
is geting	1 -5 -7
is hard	-5 -5 1
is having	-1 -1 7
is he	-9 -9 -8
is it	-2 -4 -4
is leaving	-5 -1 -2
is moving	-4 -1 -2
is my	-4 -8 -7
is near	-5 -4 -4
is not	-10 -6 1
is now	-4 -4 3
is old	-6 -2 -1
is on	4 -2 -4
is over	-9 -8 -5
is overdosing	-1 0 5
is part	-4 -2 -2
is pasing	-4 -2 6
is pointles	3 0 0
is racing	-2 0 6
is ready	-7 -5 -1
is real	-4 -3 -3
is required	-6 -5 -5
is she	-8 -6 -4
is showing	-3 -2 -1
is simply	-3 -1 -1
is someone	-3 -4 -4
is strugling	0 0 5
is that	-4 0 -1
is the	2 -3 -3
is to	-4 -3 -4
is tonight	9 -1 -1
is unconscious	-5 -4 9
is your	-7 -5 -5
isnt	6 -1 8
isnt !breathing	-1 0 7
isnt !moving	-1 -2 4
isnt !responding	0 0 4
isnt _ !what	0 0 5
it _ !stop	-2 -1 6
it _ actualy	-6 -3 -5
it _ anyones	4 -1 0
it _ asking	5 -1 0
it _ away	-6 -2 -1
it _ be	8 -2 -2
it _ fine	-6 -1 -2
it _ her	-3 1 -1
it _ huried	-3 -2 -2
it _ hurt	5 -2 -1
it _ into	-3 -1 -3
it _ it	-2 -3 -4
it _ late	-3 -2 -2
it _ long	4 0 0
it _ naturaly	-4 -2 -3
it _ never	-6 -4 -4
it _ not	3 -3 -3
it _ now	-5 3 -2
it _ on	-10 -3 -6
it _ one	-4 0 -4
it _ or	5 0 0
it _ out	-6 -3 0
it _ over	4 -1 -1
it _ right	-4 0 -4
it _ sign	-6 -1 -3
it _ tbh	3 -1 -1
it _ tel	3 0 0
it _ the	-4 -3 -4
it _ this	5 -1 0
it _ to	3 -5 -5
it _ today	6 -1 -2
it _ you	-9 -2 -2
it a	-3 -4 -3
it at	-3 -4 -5
it bad	-4 -3 -6
it comes	-7 -6 -5
it did	-4 -3 -4
it every	5 0 0
it get	-3 1 -1
it goes	-2 -2 -2
it has	-7 -2 -2
it hurt	5 -1 0
it hurts	2 -5 -6
it i	8 2 -1
it im	5 -1 -2
it is	-6 -2 -8
it isnt	6 0 -1
it later	8 -3 -1
it loks	-3 -7 -6
it mean	-4 -6 -3
it myself	4 -2 0
it orient	-3 -2 -3
it out	0 -6 -5
it pas	-2 -1 -2
it rain	-6 -4 -6
it real	4 0 0
it resonated	-6 -5 -5
it selfish	6 0 0
it smart	-3 -1 -3
it stoped	-5 -2 -6
it take	5 0 0
it takes	4 -1 -1
it the	-9 -2 -1
it there	3 0 0
it time	-4 -3 -2
it turn	-5 -4 -3
it wasnt	6 -1 -1
it weird	-3 -2 -8
it with	-6 -7 -4
it wont	-1 -1 5
it work	-3 -2 -2
it would	5 -1 -1
itchy	-5 -4 -2
itl	9 2 -1
its _ badly	0 0 3
its _ bit	-8 -4 -7
its _ but	0 -3 -4
its _ i	7 0 -1
its _ is	-4 -5 -2
its _ me	-8 -4 -3
its _ secret	-1 3 0
its _ should	-3 -1 0
its _ wisdom	-3 -3 -2
its about	-2 -1 -1
its geting	7 -1 3
its hard	-4 -4 -4
its helping	-6 -3 -3
its in	5 0 0
its just	0 0 -3
its last	-4 -1 -1
its my	0 3 -4
its not	8 0 0
its nothing	-7 -3 -1
its our	-1 3 0
its own	0 -2 -3
its time	7 -2 -1
itself	-6 -5 -5
ive	13 -2 -1
ive _ away	4 0 0
ive _ carving	3 -1 -1
ive _ cuting	6 0 -1
ive _ godbye	2 -1 0
ive _ gogling	3 -1 -1
ive _ it	5 0 0
ive _ loking	3 0 0
ive _ out	9 0 0
ive _ researching	5 0 0
ive _ the	5 0 0
ive _ thinking	5 0 0
ive already	4 -2 -1
ive cleaned	4 -1 -1
ive decided	3 -1 -1
ive given	3 -1 -1
ive said	5 -2 0
ive started	8 -3 -1
ive stoped	4 -1 -3
ive writen	5 -2 0
japan _ smothly	-1 0 -1
japan _ wel	-2 -2 -1
japan _ year	-2 -2 -1
japan go	-2 -1 -1
japan next	-2 -2 -1
japanese	-6 -5 -4
jasmine	-6 -4 -4
jerking	0 -1 4
jewelery	7 -2 -2
job	-7 -2 -4
job _ berlin	-3 -3 -1
job _ could	-5 -1 -1
job _ singapore	-6 -2 -4
job in	-6 -2 -1
job is	-7 -4 -5
job ofers	-4 -3 -1
job should	-2 -1 -1
join	5 -4 -2
join _ comunity	-3 -2 -2
join him	8 -2 0
joke	0 -3 -6
joke _ me	-2 -3 -1
joke kiled	-2 -3 -1
journal	-3 2 -5
journal _ i	-3 -1 0
journal _ my	6 1 0
journal _ relapsed	4 0 0
journal day	6 0 0
journal entry	-4 -5 -2
journey	-7 -5 -5
joy	-8 -5 -6
joy _ you	-3 -1 -2
joy cary	-3 -1 -2
judgement	-11 -3 -1
jump	7 -3 -1
jump _ my	6 0 -1
jump at	-3 -2 -2
jump from	8 0 0
jump into	-5 -3 -2
jump of	6 -1 -1
jumped of	-4 -5 -5
jumping _ front	2 0 0
jumping _ my	3 0 -1
jumping from	3 -1 -1
jumping in	2 0 0
jumping of	4 0 -1
jumping out	-4 0 0
just _ a	-2 -3 2
just _ cold	-6 -6 -6
just _ for	5 -1 -1
just _ forever	4 -1 0
just _ her	-4 -1 -2
just _ into	8 -2 -4
just _ me	3 -5 2
just _ myself	4 -1 -1
just _ no	-7 -3 1
just _ on	-4 -3 4
just _ se	7 -1 0
just _ some	-7 0 7
just _ test	-3 -3 -3
just a	-3 -2 -3
just breathing	-4 2 -6
just colapsed	-2 -1 5
just died	-7 -6 -3
just disapear	5 0 0
just end	8 -1 0
just fel	-2 -1 2
just for	7 -3 -1
just go	5 -3 0
just got	-7 -5 -1
just jump	6 0 0
just kil	7 -1 -1
just leting	10 -3 -1
just meh	-3 -2 -3
just slep	3 0 0
just swalowed	-4 0 5
just tel	10 -1 -1
just texted	-4 -2 -3
just tok	-1 -1 4
just vanish	4 0 0
just waiting	4 0 -1
just wana	4 -2 -2
karaoke	-9 -7 -8
karma	-1 -1 -6
kep _ 11	-2 -2 -2
kep _ and	-3 3 -1
kep _ at	2 -2 -2
kep _ eyes	-4 -3 -3
kep _ what	-2 -2 -2
kep _ with	-4 -2 -4
kep dreaming	-5 -5 -3
kep imagining	5 -2 -2
kep kiling	-2 -1 -3
kep living	8 -1 -1
kep nurturing	-2 -2 -2
kep secrets	-3 5 -1
kep seing	-3 -2 -2
kep standing	9 -3 -1
kep thinking	6 0 0
keping	3 -3 -3
keps	-3 6 -3
keps _ me	-1 4 0
keps _ up	-7 4 -3
keps sending	-1 3 0
keps stealing	-3 -3 -3
keps teling	6 -3 0
keps touching	0 5 0
kept	-2 0 -8
kept hiting	2 -1 -1
kerosene	-1 0 7
kicked	-8 3 -4
kicked _ in	0 3 0
kicked me	0 5 0
kid _ rat	-1 -1 6
kid ate	-1 0 6
kidney	-8 -3 -2
kids	-2 -1 2
kids _ already	3 0 0
kids deserve	7 0 0
kids schol	0 4 -2
kil _ a	-6 -3 -3
kil _ alarm	-3 -2 -3
kil _ family	-1 3 0
kil _ if	-1 -6 -1
kil _ in	-2 -5 -1
kil _ self	10 -3 -4
kil _ that	-3 -1 0
kil _ tonight	4 0 0
kil _ when	-7 -5 -1
kil it	-7 -6 -4
kil me	-7 -2 -2
kil myself	12 -1 -2
kil the	-8 -5 -5
kil this	-7 -4 -3
kiled	-12 -10 -9
kiled _ exam	-4 -1 -1
kiled _ my	-2 -2 -5
kiled _ spider	-5 -4 -5
kiled _ the	-6 -2 -3
kiled a	-5 -3 -6
kiled by	-3 -3 -6
kiled me	-3 -2 -1
kiled my	-4 -3 -3
kiled myself	2 0 0
kiler	-7 -8 -5
kiler _ i	-6 -4 -3
kiling	-9 -9 -4
kiling _ every	2 -2 -3
kiling _ the	-6 -3 -4
kiling _ today	-2 -3 -3
kiling _ with	-3 -4 -4
kiling me	-8 -8 -3
kiling my	-3 -2 -4
kiling myself	6 0 0
kiling the	-3 -3 -3
kind	2 -6 -9
kind of	-8 -7 -4
kindly	0 -4 -3
kindnes	-7 -4 -3
kitchen drawer	2 0 0
kitchen table	11 -2 -1
kms	18 -6 -6
kms _ fr	4 -2 -1
kms _ this	6 -1 0
kms _ whats	2 -1 -1
kms fr	6 -2 -2
kms honestly	6 -3 -3
kms seriously	2 -1 -1
kms tonight	4 -2 -1
kne	-9 -3 -7
knes _ kiling	-6 -3 -4
knife _ im	-1 3 0
knife _ just	4 -2 -1
knife skils	-4 -2 -3
knife today	4 -2 -1
knife tonight	-1 3 0
knocked	-10 -8 -6
knot	8 -2 -3
know _ i	-6 1 -2
know _ im	6 -1 -1
know _ it	4 -1 -1
know _ shes	-2 -2 -3
know before	3 -1 -1
know for	-2 0 -3
know i	-8 0 -5
know if	-3 -5 -1
knowing _ my	2 -1 0
knows	6 2 2
lab	-7 -4 -2
lader	-3 -2 4
lake _ the	-3 0 -2
lake is	-3 0 -2
landlord	-4 4 -2
landlord said	-3 5 0
language	-7 -5 -2
laptop	-9 -1 -5
laptop _ during	-1 -2 -2
larger	-7 -2 -2
last	4 4 -5
last _ after	-2 -4 -2
last _ but	-3 -1 -5
last _ ever	4 -1 0
last _ hes	-5 -3 -5
last _ im	6 1 0
last _ is	-4 -2 -1
last _ mis	-5 -3 0
last _ on	6 0 0
last _ scared	-1 -8 -5
last _ should	-2 5 0
last _ thank	5 -1 0
last _ this	-4 -3 -3
last _ to	3 -1 0
last _ today	-6 -1 -1
last _ us	-6 -3 -3
last _ wil	-12 -1 0
last advice	3 -1 -1
last chemo	-4 -3 -3
last day	7 -1 0
last edit	-7 -6 -6
last entry	6 -1 -1
last godbye	3 0 0
last hour	-2 -1 3
last mesage	4 -1 0
last month	0 -1 -4
last of	-6 -3 -3
last person	-4 0 0
last question	3 -3 -2
last reading	5 -1 0
last spring	-2 -6 -2
last wek	-7 -3 -10
last year	-2 -2 -6
late	-8 -2 -4
late _ every	-2 -2 -4
late again	-5 -6 -2
late for	-5 -6 -6
late mother	-3 -2 -2
late to	-6 -3 -2
lately al	4 0 0
laugh	-6 -7 -4
laughed	-4 -6 -9
laughing	-8 -7 -7
laughing at	-7 -4 -7
laughter	-9 -6 -5
laundry	-8 -7 -6
laundry and	-6 -6 -5
law	-10 3 -4
laws	-4 -3 -4
league	-7 -5 -1
learn	-4 -6 -4
learn _ drive	-3 -2 -3
learn _ swim	-10 -6 -2
learned	-5 3 -10
learned to	1 1 -3
learning	-9 -7 -6
learning to	-5 -5 -5
lease	-2 -4 -6
lease early	-5 -1 -1
least	5 -3 -4
least characters	-4 -2 -3
leave	5 5 -3
leave _ hometown	-5 -2 -1
leave _ husband	-1 -3 -2
leave _ note	5 0 0
leave a	5 0 0
leave early	5 -1 0
leave him	-1 2 0
leave it	-3 -2 -1
leave my	-7 -3 -1
leave permanently	2 0 0
leave this	-1 -3 -1
leaving my	-4 -5 -3
lecture	-5 2 -1
ledge	5 0 -1
leds	-1 -2 -3
left	6 0 2
left _ on	-4 2 -2
left im	6 -2 -1
left me	1 -5 -1
left to	7 -1 -2
leftovers	-6 -6 -4
leftovers again	-6 -5 -2
leg _ the	-1 -6 1
leg at	-4 -2 -2
leg is	-3 -4 7
lend	-5 -6 -4
lend _ brother	-3 -2 -2
lend _ cousin	-3 -2 -2
lend my	-4 -2 -2
length	3 -2 -2
length _ hose	3 -2 -2
length of	3 -2 -2
lent	-6 -3 -4
leo	-6 -5 -5
les so	-8 -6 -7
lesons	-6 -2 -3
let	-1 -6 -5
let _ be	-7 -4 -6
let _ cal	-3 -2 -3
let _ go	-5 -8 0
let _ not	6 -1 0
let _ of	-2 -4 -1
let _ old	-4 -2 -3
let _ orient	-3 -2 -3
let _ steady	-2 -1 -1
let him	-6 -4 -2
let it	-7 -3 -2
let joy	-3 -1 -2
let love	-4 -1 -3
let me	-3 -9 -1
let my	-6 -5 -3
let myself	2 0 0
let something	-3 -2 -3
let things	-5 -3 -1
let yourself	-7 -3 -6
leters	4 -4 -7
leters tonight	2 0 0
lethal	6 -1 -2
lethal _ of	6 -1 -2
lethal dose	7 -1 -1
leting the	-4 -2 -1
lets	-7 -5 -4
lets the	-6 -3 -4
level	-6 -6 0
library	-2 -6 -6
lie	-8 -2 -5
life	6 -3 2
life _ friday	3 0 0
life _ on	-4 -2 1
life _ pointles	3 0 0
life _ the	3 0 0
life and	-6 -3 4
life are	-5 -5 -6
life how	-4 -1 -1
life in	-7 -2 -5
life insurance	10 0 -4
life is	2 -2 -4
life on	3 0 0
life son	2 0 0
life tonight	5 0 0
lift	-5 -3 -4
lift _ eyes	-4 -2 -4
light	-4 -5 -6
light _ have	-1 0 -1
light is	-7 -3 -6
light you	-1 0 -1
lighter _ purpose	4 0 0
lighter again	9 -1 -1
lighter on	4 0 0
like	3 -4 1
like _ acident	6 0 -1
like _ and	-3 -2 5
like _ back	-2 -5 -1
like _ boyfriend	-5 -5 -5
like _ burden	-5 -2 -7
like _ every	4 0 -1
like _ forever	3 -1 -1
like _ idea	-2 -1 -2
like _ my	-6 -4 -4
like _ myself	5 0 0
like _ only	7 -1 -1
like _ or	-3 -3 -3
like _ paracetamol	-1 0 4
like _ reading	-5 -2 -4
like _ report	-1 -1 -4
like _ things	5 -2 -2
like _ would	7 0 0
like _ zombie	-4 -1 -4
like a	-2 -4 -2
like actualy	4 0 0
like crazy	-3 -2 -1
like death	-6 0 -2
like ending	5 -2 -2
like home	-5 -1 -3
like it	-8 -1 -6
like its	-7 -1 2
like kiling	3 0 0
like me	-3 -1 -2
like my	-7 -3 -2
like myself	-7 0 -1
like quiting	-2 -1 -2
like ten	0 0 3
like the	4 -2 -2
likes	1 -3 -2
likes _ back	-4 -2 -1
likes me	-4 -3 -2
limit	-5 -4 -4
limit exceded	-3 -3 -3
limp	-2 -2 5
line	-8 -6 -3
line _ down	0 -1 3
line hes	0 -1 3
lined _ on	6 -1 -2
link	-4 -4 -4
link sent	-3 -3 -3
linked	-7 -5 -4
linked reading	-6 -5 -6
lips	-1 -1 7
lips _ turning	0 0 4
lips are	-1 -1 5
lisbon _ year	-1 -3 -1
listen	-2 -6 -7
listen _ the	-6 -4 -2
listen inward	-5 -3 -4
listen to	-6 -6 -3
literaly	-5 -8 -3
literaly _ i	2 0 0
literaly _ to	-4 -1 -1
literaly everyone	2 0 0
literaly going	-4 -1 -1
litle	2 -1 1
litle _ a	-6 -2 -4
litle _ pas	-3 -1 -2
litle _ swalowed	0 0 4
litle _ to	5 -1 -3
live	5 -3 -5
live anymore	5 -2 -2
living	4 -3 -1
living _ a	-6 0 0
living in	-7 0 0
lmao	-11 -10 -8
loaded _ on	4 -2 -1
loading	-5 -7 -4
loading _ readings	-3 -2 -3
loading your	-3 -2 -2
location	-2 4 0
lock	-5 5 -1
lock me	-5 6 -1
locks	-5 4 -1
locks the	-1 5 -1
log	0 -5 -5
log _ dream	-4 -5 -5
log _ kep	4 0 0
log a	-5 -6 -4
login	-6 -5 -4
loging	5 -3 0
loging of	5 -3 0
lok _ an	7 0 -1
lok _ the	-8 -5 -3
lok beneath	-2 -2 -2
lok for	-6 -6 -3
loked	4 -1 -1
loked up	7 -1 0
loking _ purpose	4 -1 0
loking _ the	5 0 0
loking at	10 -1 -2
loking for	-6 -3 -1
loking on	4 -1 0
loking up	6 -1 -1
loks	2 -4 -2
lol	-9 -11 -7
lol _ i	-7 0 -2
lol wil	-6 -1 -3
london	-3 -2 -1
lonely	-1 -8 -7
long _ takes	5 0 0
long distance	-5 -5 -3
long it	5 0 0
long night	-7 -6 -6
long sleves	5 -1 0
lose	-1 5 -4
lose ends	4 -1 -1
lose it	-5 -5 -7
loses	-4 -3 -3
loses _ this	-3 -2 -2
loses with	-3 -2 -1
losing	-6 -7 -6
lost	-3 -9 -9
lost _ walet	-6 -3 -2
lost earing	-2 0 -1
lost in	-6 -3 -3
lot	1 -4 3
lot _ her	-1 -1 3
lot from	-1 -1 3
lotery	-5 -5 -4
lotery _ time	-4 -2 -1
lotery lol	-2 0 -1
lots	-7 -3 -3
lots of	-7 -3 -3
loud	0 -6 -7
louder	7 0 -1
love	-6 -9 -7
love _ and	4 -1 0
love _ for	-6 -3 -2
love _ na	-2 -3 -2
love _ please	-3 -1 -3
love _ pls	-3 -2 -4
love again	-7 -1 -1
love be	-4 -2 -2
love fortune	-2 -3 -2
love it	-4 -2 -5
love life	-5 0 -1
love me	1 -3 -1
love reading	-4 -1 -2
love them	6 0 0
loved her	7 -2 -1
lovely	-6 -6 -4
loving	-4 -5 -4
lower	-5 -3 -2
luck	-11 -6 -6
lucky	-6 -6 -5
lucky _ for	-3 -3 -3
lucky color	-4 -3 -3
lunch	-1 -7 -6
mad _ me	-3 -3 -3
mad at	-3 -3 -3
made	5 -3 -7
made me	-7 -1 -2
made merit	-4 -3 -5
magnet	-1 -1 9
main character	-8 -2 -2
major	-8 -7 -5
majors	-8 -4 -2
make _ for	-10 -5 -7
make _ hapen	5 0 0
make _ real	4 0 0
make _ son	-3 -3 -3
make _ suroundings	-2 -3 -2
make it	6 -1 -2
make me	-8 1 -2
make merit	-5 -4 -4
make money	-2 -2 -3
make sure	7 -1 -1
make the	-8 -2 -2
make up	-5 -3 -5
make your	-4 -2 -3
makha	-5 -4 -4
makha bucha	-5 -4 -4
mal	-9 -3 -2
man	-13 5 -1
manager	-5 2 3
mango	-5 -5 -6
many pils	-1 -1 5
marathon	-6 -3 -6
march _ she	-2 0 -1
march is	-2 0 -1
mariage	-9 0 -5
mark	-6 -7 -1
market	-10 -3 -4
mary	-5 3 -3
match	-4 -8 -5
match saturday	-4 -2 -4
maters	-7 -6 -6
maths	-4 -5 -7
may	-7 -6 -5
may be	-7 -5 -3
may bring	-4 -3 -4
maybe	1 -3 2
maybe _ should	2 -3 0
maybe i	3 -2 -2
maybe it	-5 0 -1
me	1 8 -3
me _ a	-4 7 -2
me _ and	-2 6 -1
me _ bit	-4 4 -2
me _ ches	-2 -4 -1
me _ cigaretes	-3 5 -1
me _ date	5 0 0
me _ dead	-4 -4 -4
me _ do	-5 5 -1
me _ fotbal	-5 -4 -9
me _ is	4 -2 0
me _ kep	-5 5 0
me _ morning	1 -2 -3
me _ move	-4 -5 -6
me _ my	1 0 -2
me _ news	-2 -2 -2
me _ night	-2 8 0
me _ now	-4 -1 -2
me _ puled	-1 2 -1
me _ read	-4 -3 -1
me _ sends	0 4 0
me _ she	-8 -6 -2
me _ the	-1 8 -2
me _ they	-5 0 -1
me _ tonight	4 -3 -2
me _ wekend	-3 0 -1
me _ when	-7 7 -1
me _ with	-4 -2 -1
me _ without	-2 3 0
me _ word	-4 -3 -3
me _ work	-1 -6 -4
me about	-4 -5 -1
me again	-1 6 0
me and	-2 7 -1
me back	0 -6 -1
me cry	-5 -4 -2
me down	-4 7 -4
me during	0 6 0
me god	-2 -2 -2
me if	2 -1 0
me last	-1 8 -4
me lol	-4 -3 0
me make	-4 -2 -4
me mesages	-2 4 0
me not	7 -3 -1
me of	-8 0 -2
me on	0 -4 -2
me or	-4 -7 -3
me something	-6 -2 -3
me this	-4 -4 -2
me today	-8 0 -2
me tonight	-5 -2 -2
me up	-10 -1 -1
me when	0 2 -1
me why	-6 -4 -3
me worth	-6 -4 -4
mean _ dream	-5 -1 -1
mean _ i	-4 -1 0
mean reversed	-2 -2 -3
meaning	-8 -5 -5
meant	5 -2 -1
meat	-7 -4 -2
meat if	-4 -4 -4
media	-4 -4 -5
medical	0 -5 -3
meds _ hour	-2 0 4
meds _ months	3 0 0
meds _ purpose	4 0 0
meds an	-2 0 4
meds for	2 0 0
meds on	4 0 0
meh	-5 -2 -3
melt	-5 -5 -6
melting	-6 -4 -4
membership	-3 -8 -8
membership _ tokens	-3 -2 -2
membership or	-3 -2 -2
meme	-5 -4 -6
men	-8 0 -4
mentor	-5 -3 -1
merit	-6 -5 -5
mesage	0 -3 -3
mesage _ me	-5 -3 -2
mesage to	3 0 0
mesages	-2 7 -3
met	-9 0 -6
met _ soulmate	-4 -4 -2
met my	-6 -6 -3
methods	8 -1 0
methods _ night	7 -1 0
methods al	4 0 0
meting	-8 -5 -2
meting _ go	-2 -2 -2
meting _ going	-4 -4 -4
meting is	-4 -4 -4
meting tomorow	-2 -2 -2
metings	-3 -2 -2
mets	-6 -2 -3
mice	-5 -2 -5
mice _ the	-5 -2 -5
mid	-7 -5 -6
midle	-9 -3 -1
midnight	2 -2 -2
might _ tonight	3 0 0
might _ wel	8 0 0
might as	8 0 0
might be	-4 0 -1
might kms	3 0 0
mild	-8 -9 -7
min	-1 0 4
mind _ ending	3 0 0
mind again	4 -2 -1
mind keps	6 -4 0
minecraft	-9 -5 -6
minor	-5 -6 -3
minutes	-3 -3 6
mis	-4 -6 -5
mis _ grandmas	-2 -1 -2
mis _ if	3 -1 0
mis me	4 -1 0
mis my	-7 -4 -4
mised	-4 -6 -4
mised the	-5 -3 -2
mising	-6 -6 1
mising the	-6 -4 -4
mistake	3 -3 3
mistake _ going	4 0 -1
mistake im	4 0 -1
mixing	7 -2 -2
mobile	-6 -4 -4
mobile ap	-6 -3 -4
mod	-8 -6 -7
mod _ required	-3 -3 -3
mod is	-3 -3 -3
molested	-2 3 -2
molested _ my	-2 3 -2
molested by	-2 3 -2
mom _ be	3 -1 0
mom _ going	0 -4 -4
mom _ having	0 0 6
mom _ kil	-6 -5 -5
mom _ this	-5 -4 -9
mom _ unconscious	-1 -2 6
mom is	-4 -2 4
mom visit	-1 -1 -1
moms face	-1 -2 7
moms painkilers	5 0 0
mon	0 -7 -3
mon iluminated	-6 -4 -5
monday	-2 -5 -6
mondays	-9 -3 -4
mondays _ be	-3 -3 -3
mondays _ that	-4 -4 -1
mondays is	-4 -4 -1
mondays wil	-3 -3 -3
money _ my	-3 2 -2
money to	-7 -3 -3
money today	-3 -3 -3
month	-2 -1 -5
month _ enough	3 0 0
month _ have	-4 -3 -2
month _ him	-5 -3 0
month _ mis	-3 -1 -2
month mis	-5 -3 0
month to	-7 -5 -3
monthly	-6 -4 -4
monthly membership	-6 -4 -4
months	4 -1 -1
morbid	-6 -3 -4
more	2 -4 -4
more _ in	-5 -2 -1
more _ you	-8 -1 -2
more confident	-4 -3 -2
more images	-6 -5 -6
more peace	-3 -1 -1
more than	6 -5 -2
more time	-10 -1 0
morning i	4 0 0
morphine	9 0 0
mosquitoes	-5 -5 -5
most	-1 -7 -4
most 50	-3 -3 -3
most _ you	-11 -2 -3
mother _ day	-2 -2 -4
mother _ in	-3 -4 2
mother _ loved	3 -1 -1
mother _ me	-1 4 0
mother burns	-1 4 -1
mother every	-2 -2 -4
mother hits	0 3 0
mother i	3 -1 -1
mothers _ go	-2 -1 -1
mothers operation	-2 -1 -1
motivation	-6 -5 -6
mountains	-1 -4 -3
mouth	-2 -2 5
move	-10 -5 -3
move _ a	-4 -2 -4
move _ chiang	-4 -3 -2
move abroad	-4 -3 -4
move to	-4 -3 -3
moves	-10 -3 -3
movie	-11 -4 -7
movie _ night	-1 -2 0
movie last	-1 -2 0
movies	-4 -4 -3
moving	-4 -5 -3
moving to	-13 -4 -5
much	1 -4 2
much _ her	-1 -1 4
much _ send	-3 -2 -2
much _ would	6 0 0
much blod	-3 -1 5
much of	-3 -2 4
much to	-4 -2 -2
mum	3 -1 -2
mum _ me	3 4 -1
mum about	-8 -7 -1
mum burns	-3 4 -1
mum died	-3 -4 -3
mum said	-3 1 0
mum the	5 -1 -2
murder	-11 -9 -8
murder _ exam	-1 0 -1
murder _ i	-5 -1 -1
murder _ if	-6 -4 -1
murder me	-6 -4 -3
murder this	-4 -1 -1
murdered	-6 -5 -5
murdered by	-2 -2 -4
murdered my	-4 -2 -2
murderer	-3 -1 -2
must	-1 -4 -5
my _ a	3 -5 -1
my _ about	-4 -2 -2
my _ aches	-2 -2 -2
my _ again	3 1 -5
my _ an	-2 0 4
my _ animal	-3 -2 -2
my _ aprove	-3 -3 -2
my _ arm	-4 -1 8
my _ ate	-5 -2 6
my _ bakery	-3 -2 -2
my _ bangs	-3 -1 -1
my _ batery	-3 -2 -3
my _ beats	-1 4 -1
my _ before	-1 -2 -3
my _ best	-8 -4 -5
my _ birthday	-4 -4 -2
my _ bit	-5 -5 -4
my _ bled	5 -5 -3
my _ boks	-6 -2 -1
my _ cafe	-7 -3 -3
my _ came	-4 3 1
my _ car	-8 -6 -3
my _ caretaker	-1 4 0
my _ case	7 -1 -1
my _ chanel	-5 -4 -3
my _ chemo	-4 -3 -3
my _ chokes	0 5 0
my _ clock	-3 -2 -3
my _ coking	-2 -2 -3
my _ colege	-2 -1 -2
my _ coming	-3 -5 -5
my _ controls	-1 7 0
my _ could	-4 -2 -1
my _ deserve	6 0 0
my _ died	-7 -5 -2
my _ distance	-4 -4 -2
my _ drank	-2 -1 7
my _ earing	-2 0 -1
my _ early	-6 -1 -1
my _ failed	6 0 0
my _ fainted	-3 -2 4
my _ finaly	-8 -2 -3
my _ find	7 0 0
my _ fortune	-2 -3 -2
my _ from	4 -4 -2
my _ gave	-6 -5 0
my _ get	-4 -2 -2
my _ godbye	6 0 0
my _ got	-5 -3 1
my _ groped	-1 3 0
my _ habits	-2 -1 -2
my _ had	-5 -5 -6
my _ hair	-5 -2 -5
my _ have	-3 -3 2
my _ having	0 -4 4
my _ hit	-7 6 -1
my _ how	-5 0 0
my _ i	10 -1 -2
my _ id	7 0 0
my _ ignores	-2 -2 -2
my _ il	-6 -3 -2
my _ into	11 -2 -2
my _ job	-6 -1 -2
my _ just	5 -4 5
my _ keps	-7 0 -3
my _ kicked	-7 3 -1
my _ landlord	-2 -5 0
my _ likes	-5 -1 -2
my _ mad	-3 -3 -3
my _ makes	-7 3 -9
my _ medicine	4 0 0
my _ meds	-6 -5 -3
my _ mesage	4 -1 0
my _ mis	3 0 0
my _ mother	-3 -2 3
my _ motorbike	-2 -1 -2
my _ mum	-6 -6 5
my _ myself	-5 0 -3
my _ not	-5 -3 2
my _ note	4 -2 -1
my _ now	6 -5 2
my _ number	-5 -4 -3
my _ operation	-2 -1 -1
my _ over	-1 -5 -6
my _ overdosed	-2 -2 5
my _ pased	-3 -6 -3
my _ phone	-6 -1 -3
my _ place	-12 -7 -3
my _ please	-7 -3 -7
my _ pls	-3 -1 -1
my _ project	-3 -3 -3
my _ punched	-2 4 -2
my _ raped	-1 4 0
my _ rapes	-2 4 -2
my _ reading	-3 -1 -1
my _ realy	-3 -7 2
my _ recertification	-2 -2 -2
my _ red	-5 -2 -1
my _ says	-8 4 -2
my _ scren	-5 -4 -4
my _ self	-7 -3 -3
my _ sexualy	-1 3 -1
my _ shop	-10 -4 -5
my _ should	-3 -7 -3
my _ slaped	-1 4 -1
my _ slaps	-4 9 -3
my _ starter	-4 -2 -2
my _ stoped	-2 -1 5
my _ strangled	0 6 -1
my _ sudenly	-2 -1 4
my _ survived	-2 -1 -4
my _ swalowed	-3 -2 5
my _ tablets	2 0 5
my _ takes	-2 5 0
my _ teacher	1 -3 -7
my _ test	-6 -3 -4
my _ thinking	-4 -3 -1
my _ threatened	-6 1 0
my _ til	9 -5 -2
my _ tonight	8 -1 -2
my _ trustworthy	-3 -3 -3
my _ trying	-7 -4 -4
my _ visit	-3 -2 -1
my _ wants	-3 -3 -2
my _ was	-7 -5 -4
my _ we	1 -2 -1
my _ were	0 -1 -3
my _ what	-6 -1 -2
my _ who	-5 -1 -1
my _ wil	0 -6 -3
my _ window	4 8 -1
my _ woke	-5 -5 -1
my _ wont	-4 2 -5
my abs	-4 -2 -2
my afairs	7 0 0
my alarm	-4 -2 -5
my alergy	-5 -1 -3
my ankle	-4 -5 0
my arms	9 0 0
my aunt	-5 -3 -2
my aunts	-6 -4 -4
my baby	-8 -2 6
my back	-6 -4 -2
my bad	-4 -1 -1
my balcony	6 -2 -1
my band	-5 -3 -3
my bangs	-6 -4 -4
my basil	-5 -4 -3
my batery	-7 -2 -6
my bf	-4 5 0
my bike	-4 -3 1
my birthday	3 -4 -2
my blod	-6 -4 -1
my boks	10 -3 -3
my boring	-5 -4 -3
my bos	-6 -2 -3
my boyfriend	-5 0 -1
my budget	-5 -3 -3
my cactus	-5 -2 -3
my card	-6 1 -2
my cat	2 -3 -1
my character	-7 -5 -5
my childhod	-7 -3 0
my citizenship	-2 -1 -1
my closet	1 -4 -3
my coach	-2 9 -2
my cofe	-3 -4 -5
my cofounder	-3 -1 -1
my coking	-3 -2 -4
my contract	-6 -1 -2
my cousin	-4 -2 -4
my cousins	-5 1 -2
my coworker	-4 -4 -2
my crush	-8 -8 -5
my dad	-6 4 2
my dads	2 -4 5
my days	-3 -1 0
my deadline	-2 -3 -4
my desk	4 0 3
my doctor	-10 -4 -8
my dog	5 1 -3
my dor	-3 5 -2
my dream	1 -5 -1
my drink	-4 3 -6
my driving	-4 -1 -2
my employer	-1 5 -1
my engagement	-4 -2 -3
my esay	-5 -3 -4
my evening	-2 0 3
my ex	-2 3 -3
my exam	-2 -3 -3
my exit	6 -2 -1
my exs	-7 -4 -7
my face	1 8 6
my family	6 2 0
my father	-3 5 3
my fault	2 5 -1
my favorite	-5 -3 -4
my favourite	-5 -5 -4
my fet	-2 -5 -2
my final	5 -2 -3
my finger	-7 -3 -5
my first	-4 -5 -2
my flatmate	1 -5 0
my flight	-5 -3 -6
my fot	-6 -4 -6
my friend	-6 -6 3
my friends	-2 -1 0
my future	0 -4 -3
my garden	-5 -1 -3
my girlfriend	-5 5 1
my godbye	7 -4 -1
my grandchildren	-4 -1 -1
my grandma	-11 -6 2
my grandmother	-3 -3 0
my group	-3 -4 -3
my guild	0 -4 -3
my guitar	7 -1 -1
my gym	-2 -1 -4
my hair	-2 -2 -6
my hamster	-5 -5 -2
my hands	2 -3 -4
my heart	2 -6 0
my hometown	-4 -3 -2
my house	-1 0 1
my husband	-1 7 3
my interview	-6 -1 -1
my jewelery	7 -2 -2
my job	-4 -1 -2
my journal	-7 -9 -8
my kne	-5 -3 -3
my knes	-7 -3 -6
my landlord	-6 2 -3
my laptop	-6 -1 -2
my last	9 -4 -1
my late	-6 -6 -3
my leg	3 -4 7
my life	2 -2 6
my location	-2 4 0
my long	-4 -4 -2
my loses	-4 -3 -3
my love	-5 -2 -1
my meds	13 -1 1
my mom	-4 0 2
my money	-7 2 -4
my motorbike	3 1 0
my mum	-5 -1 1
my neighbors	-7 -6 0
my new	-8 -3 -4
my nose	-5 2 1
my notes	-2 -3 -3
my notice	1 -3 -1
my novel	-3 -1 -3
my nudes	-2 6 0
my obituary	4 -2 -2
my old	-3 -2 -1
my orchid	-4 -1 -2
my own	3 -2 -2
my palms	4 0 0
my paramedic	-2 -2 -2
my partner	-7 9 -4
my partnership	-3 -1 -2
my path	-5 -2 -2
my pencil	5 -1 -1
my phd	-6 -3 -3
my phones	0 -1 -3
my pils	9 -2 0
my plan	1 -2 -3
my plant	-6 -1 -5
my question	-8 -3 -5
my reading	-7 -3 -3
my records	4 -1 -1
my reflection	-6 -5 -5
my relationship	-7 -3 -4
my retirement	-5 -5 -5
my ribs	-4 10 -2
my romate	-4 -2 2
my self	10 -3 -4
my shot	-3 -3 -2
my side	-11 -3 -7
my sister	2 -7 -1
my situationship	-5 -2 -2
my skin	4 -3 -6
my sliper	-6 -4 -4
my socials	4 -1 -1
my soulmate	-6 -6 -4
my sourdough	-4 -2 -2
my spech	-8 -5 -3
my spirit	-2 -2 -2
my stepdad	-1 4 0
my stepfather	-1 5 0
my student	-5 -2 -1
my students	4 -1 -1
my subscription	-5 -1 -1
my sufering	3 0 0
my suicide	3 -2 -2
my team	-2 -1 -2
my thesis	-7 -5 -7
my thigh	6 -2 2
my things	6 -1 0
my throat	-3 4 7
my to	0 0 5
my todler	-5 -3 0
my tongue	-5 -4 3
my train	-5 -3 -2
my trip	-6 -1 -2
my truth	-3 -2 -2
my uncle	-3 3 2
my vibe	-3 -2 -3
my walet	-4 -3 -2
my walk	7 -1 0
my weding	-4 -3 -1
my wek	-5 -4 -2
my wrist	8 4 1
my wrists	7 0 -5
myself	11 -4 -3
myself _ badly	3 0 0
myself _ day	3 0 0
myself _ is	3 -1 0
myself _ last	4 -4 -1
myself _ my	-7 -2 -3
myself _ the	4 -2 -1
myself _ up	4 -1 -1
myself every	3 0 0
myself in	4 -2 3
myself last	6 -2 0
myself permision	-4 -2 -2
myself so	7 0 0
myself throw	4 -1 -1
myself with	7 -1 -2
naked	-3 -3 -3
naked _ the	-3 -3 -3
name	0 -6 -3
nany	-5 -3 -5
natural	-4 -6 -5
natural _ of	-3 -2 -3
naturaly	-7 -4 -4
near _ house	6 0 -1
nearly	-5 -5 -2
nearly _ the	-6 -4 -4
ned _ courage	4 0 0
ned _ cut	-5 -3 -3
ned _ know	8 -1 -1
ned _ yourself	-3 -3 -3
ned to	7 -4 -3
neighbor _ being	-3 -3 -2
neighbor stop	-3 -3 -2
neighbors	-7 -5 0
neighbour _ hed	-2 7 -1
neighbour _ lying	-1 -1 4
neighbour _ threatening	0 6 0
neighbour keps	0 6 0
neighbour said	-2 7 -1
nerves	-10 -3 -2
nervous	-7 -4 -3
nest	-7 -6 -5
netflix	-5 -4 -4
never	-4 -4 -2
never !born	4 2 0
never !come	5 0 0
never !drinking	-5 -4 -4
never !of	-7 -5 -5
never !sen	-5 -2 -3
never !wake	4 0 -1
never _ !again	-5 8 -1
never _ !to	-5 -6 -4
never _ !up	6 0 -1
new	-9 -4 -5
new _ is	-5 -4 -5
new _ sauce	-3 -2 -2
new _ trustworthy	-2 -2 -3
new carer	-3 -2 -2
new entry	-5 -5 -6
new flat	-3 -1 -1
new friend	-2 -2 -4
new hot	-3 -2 -2
new link	-2 -3 -3
new mon	-5 -3 -4
new pasword	-4 -5 -6
new reading	-6 -5 -6
new semester	-2 -1 -3
new son	-3 -4 -2
news	-8 -5 -7
next _ i	7 -2 -1
next _ me	0 -1 2
next chapter	-4 -1 -1
next dor	-6 -2 -1
next for	0 -1 -1
next month	-4 -7 -8
next new	-4 -3 -4
next six	-5 -2 -3
next step	-8 -1 -3
next to	1 -3 5
next wek	-8 -4 -5
next year	-4 -4 -7
ngl	6 -1 -1
night _ beats	-2 4 0
night _ i	-7 2 -1
night _ it	8 -3 -1
night _ job	-3 -2 0
night _ the	-6 -9 -5
night _ think	6 0 -2
night _ this	4 1 0
night after	6 -4 -1
night and	0 5 -1
night holds	-3 -3 -2
night son	-4 -2 -6
night thanks	3 0 0
nightly	6 -2 -1
nightmare	-5 -1 -1
nightstand	5 0 0
no !category	-7 -6 -6
no !point	7 -2 -1
no !pulse	-3 -3 6
no !questions	-4 -4 -3
no !readings	-5 -4 -4
no !reason	8 -1 -1
no !wifi	-4 0 0
no _ !living	2 -1 -1
no _ !my	-5 -4 -5
no _ !out	4 -1 -1
no _ !ses	4 -1 -1
no _ !yet	-7 -5 -4
nobody	6 0 -1
nobody _ care	2 0 0
nobody _ find	6 -2 0
nobody _ it	3 -2 -1
nobody _ me	5 -1 0
nobody _ my	-10 -7 -7
nobody comes	7 0 0
nobody notices	8 0 0
nobody ses	5 0 -1
nobody would	9 -1 0
nodle	-6 -3 -4
nodles	-5 -3 -4
noise	3 -2 -3
noise _ stoped	2 -1 -1
noise inside	2 -1 -1
noisy	-5 -3 -2
non	-11 -5 -5
normal	0 3 -5
normal _ grieve	-2 -2 -1
normal to	3 -3 -1
nose	-5 -3 -5
not !a	2 -3 -7
not !alowed	-2 5 -1
not !answering	0 -1 5
not !authenticated	-7 -6 -6
not !being	5 -2 0
not !breathing	-2 -3 7
not !every	-7 -5 -4
not !exist	8 -1 -1
not !for	6 -4 -2
not !found	-7 -5 -4
not !have	-5 -3 -3
not !joking	6 -1 0
not !just	6 -2 0
not !load	-5 -4 -4
not !ned	-6 -2 -1
not !planing	8 -3 -2
not !resonate	-3 -2 -2
not !responding	-1 -2 5
not !run	-1 -3 -2
not !submit	-3 -3 -3
not !to	-3 1 -10
not !valid	-4 -3 -4
not !wake	4 -1 -2
not !yet	-1 -4 -4
not _ !back	11 -1 -3
not _ !by	-6 -4 -5
not _ !camping	5 -1 -2
not _ !dark	-5 -4 -2
not _ !exactly	3 0 0
not _ !found	6 -1 0
not _ !here	5 0 0
not _ !just	-11 -10 -8
not _ !me	-6 -2 5
not _ !myself	8 -1 0
not _ !or	-6 -5 -5
not _ !protected	-4 -3 -3
not _ !with	5 -2 -3
not _ !your	-5 -6 -4
note	5 -2 -5
note _ in	6 0 0
note _ is	8 0 0
note _ my	2 8 0
note _ not	-4 -2 -3
note for	4 -3 0
note is	-1 -2 -4
note or	4 0 0
nothing	6 -5 -4
nothing _ do	-3 -2 -2
nothing _ it	-9 -6 -6
nothing about	-3 -2 -2
nothing changes	7 -2 0
nothing left	6 -1 -2
nothing serious	-9 -2 -3
nothing to	-4 -2 -1
notice	2 -2 -2
notice _ sparkles	-3 -2 -2
notice _ timing	-3 -2 -3
notice me	-3 -1 -1
notice where	-5 -5 -5
notices	8 0 0
nourishment	-5 -4 -4
nourishment that	-5 -4 -4
novel	-11 -5 -5
novel _ do	-1 0 -1
novel how	-1 0 -1
now	2 -2 2
now _ covered	-1 -1 4
now _ god	-2 -3 -5
now _ the	-7 -6 -9
now a	-2 -3 -5
now enough	3 0 0
now hes	-1 2 4
now i	2 -6 1
now my	-2 -1 4
nudes	-2 6 0
numb and	-2 0 8
number	-5 -1 1
number for	-4 -3 -3
numbers	-5 -4 -7
numerals	-4 -3 -3
numerals _ thai	-4 -3 -3
numerals in	-4 -3 -3
nurse	-10 -2 -3
nurses	-2 -2 -2
nurturing	-2 -2 -2
nurturing _ maters	-2 -2 -2
nurturing what	-2 -2 -2
oak	-2 -4 -4
obituary	5 -3 -2
obituary _ my	4 -2 -2
obituary in	4 -2 -2
ocean	-7 -6 -6
of 10	-6 -7 -6
of _ again	5 -2 0
of _ alive	6 -2 -2
of _ balcony	2 -1 1
of _ bike	-6 -3 -2
of _ bok	-4 -4 -4
of _ boring	-3 -4 -5
of _ bus	3 -1 0
of _ couch	-3 -2 -3
of _ day	-5 -3 -2
of _ dishwasher	-1 0 4
of _ dorm	8 0 -1
of _ for	0 -6 -6
of _ from	3 0 0
of _ funeral	-2 -1 -1
of _ girlfriend	-2 -2 -2
of _ in	-6 -4 -4
of _ into	4 -1 -1
of _ is	-2 -5 -7
of _ it	-5 -6 -3
of _ job	-5 -2 -1
of _ larger	-1 -2 -3
of _ lent	-3 -2 -3
of _ medicine	-1 -2 4
of _ meds	0 -1 -3
of _ of	7 -1 -1
of _ old	-4 0 -1
of _ past	-2 0 -2
of _ pils	5 0 0
of _ plane	-4 0 0
of _ proces	-3 -3 -2
of _ rain	-4 -2 0
of _ right	-5 -4 -2
of _ romate	-1 -1 -1
of _ single	-3 -2 -1
of _ tablets	9 -1 -2
of _ today	-6 -4 -5
of _ train	7 -2 -1
of _ what	-6 -2 0
of _ whel	7 -2 0
of _ white	-2 -1 -1
of an	-4 -1 -2
of boredom	-4 -3 -2
of budhist	-3 -2 -3
of cancer	-4 0 -1
of closenes	-4 -4 -4
of cups	-5 -5 -3
of dead	5 -1 -1
of driving	3 0 0
of embarasment	-9 -4 -3
of existing	7 -1 -1
of geting	-4 -8 -4
of going	5 0 -1
of hapines	-4 -4 -4
of him	-5 1 -1
of hose	3 -2 -2
of jumping	4 -1 -1
of living	8 -1 -1
of old	-11 -2 -3
of oxygen	4 -1 -1
of pentacles	-5 -3 -2
of pils	3 -1 4
of quiting	-3 0 0
of readings	-3 -3 -3
of reasons	3 0 0
of shame	-2 -3 -3
of sliting	3 -1 -1
of someone	-8 -5 -3
of swords	-7 -3 -3
of unaliving	5 0 0
of waiting	-8 -5 -6
of ways	3 0 0
ofer _ the	-3 -2 -1
ofer from	-3 -2 -1
ofered	-8 -5 -3
ofers	-5 -3 -1
ofice	-9 0 -4
often	-10 -14 -8
oil	-5 -2 6
ok	3 -2 0
ok _ a	-8 -5 -3
ok _ skip	-3 -2 -2
ok after	3 0 0
ok with	5 -1 -2
okay _ give	3 -2 0
old	1 -3 -2
old _ dying	-3 0 0
old _ fal	-4 -3 3
old _ finaly	-6 -1 -1
old _ god	-3 -2 -1
old _ keps	-1 4 0
old _ on	-5 -2 -1
old _ romate	-2 -1 -2
old _ to	-4 -1 0
old _ tre	-6 -2 -6
old _ wil	-6 -1 -2
old and	-2 -4 -7
old boks	-6 -2 -1
old car	-8 -1 -1
old colege	-2 -1 -2
old dog	-10 -7 -6
old feathers	-3 -3 -3
old motorbike	-2 -1 -2
old oak	-1 0 0
older	-2 4 -3
omen	-7 -5 -2
on _ again	1 -4 -1
on _ and	-5 1 1
on _ arms	-3 4 0
on _ balcony	1 -2 -5
on _ bridge	4 -1 -1
on _ calendar	4 -1 -2
on _ deathbed	-4 -1 -1
on _ deper	2 0 0
on _ desk	8 -3 -5
on _ device	-2 -2 -2
on _ flor	-1 -3 8
on _ fot	-6 -4 2
on _ guiding	-4 -3 -3
on _ holiday	-2 -2 -2
on _ its	6 0 -1
on _ line	-5 -3 0
on _ mind	4 -2 -1
on _ month	-1 -4 -2
on _ my	5 -3 -1
on _ right	-3 -2 -3
on _ stomach	4 -2 -1
on _ this	-4 -2 -6
on _ to	-8 -7 -2
on _ tonight	3 0 0
on _ wal	9 -5 -5
on _ walk	8 -1 0
on _ wek	-5 -3 -3
on _ wil	-5 -4 -1
on _ words	-3 -2 -4
on _ worth	-3 -4 -3
on a	-8 -7 0
on chocolate	0 -1 -4
on cofe	-3 -5 -5
on cuting	8 -1 0
on every	-3 -2 -2
on fod	0 -1 5
on her	-7 3 1
on heroin	-2 -2 5
on his	-4 5 1
on holiday	-6 -4 -4
on it	-7 -3 -5
on living	3 -2 0
on me	-9 0 -2
on mondays	-4 -4 -4
on my	4 5 1
on purpose	8 -1 -2
on read	-4 -3 -1
on something	-1 -1 4
on sugar	-3 -4 -7
on suicide	-10 -6 -6
on sunday	-5 -5 -6
on this	-6 -3 -3
on time	-6 -2 -1
on vacation	-1 -1 -1
on your	-5 -2 -3
once _ gone	3 0 0
once im	8 0 0
one	1 -4 0
one _ always	-3 -1 -1
one _ day	-8 -6 -5
one _ in	-3 -3 -4
one _ please	-4 -4 -5
one _ question	-9 -6 -6
one _ time	-9 0 0
one _ wont	4 0 0
one another	-11 -4 -5
one card	-4 -2 -4
one line	-5 -2 -5
one more	-1 -1 -1
one today	-5 -2 -3
one way	8 -1 -3
one wil	-3 -3 -2
onions	-5 -5 -3
onions _ crying	-2 -2 -2
onions without	-2 -2 -2
online	-5 3 -4
only	1 3 -4
only _ me	-3 5 0
only thing	9 -2 0
only way	8 -4 -2
only when	-4 2 -1
open	-4 -3 1
open _ card	-3 -3 -4
open my	-5 -3 -3
open on	-3 1 5
open todays	-3 -3 -4
opens	-4 -4 -5
operation	-2 -1 -1
operation _ wel	-2 -1 -1
operation go	-2 -1 -1
ops	-6 -4 -4
options	-4 -3 -3
or	-4 -5 -5
or _ !to	-6 -7 -2
or _ for	-5 -2 -1
or _ go	5 0 0
or _ in	-7 -4 -3
or _ trying	-8 -1 -2
or a	-9 -3 -2
or go	-10 -3 -1
or invest	-6 -3 -4
or mountains	-4 0 -1
or stay	-5 -6 -1
or tokens	-3 -2 -2
or username	-3 -3 -3
or wil	-9 0 0
oracle _ i	6 -3 0
oracle _ it	5 0 0
oracle _ want	5 0 -1
oracle about	-4 -2 -1
oracle home	-4 -4 -4
oracle pls	-4 -1 -4
oracle should	6 0 0
oracle when	8 -2 -1
oracle wil	5 -3 0
oracles	-6 -5 -5
oracles reading	-3 -3 -3
oracles response	-5 -4 -4
orchid	-10 -4 -5
orchid _ dying	-2 -2 -3
orchid is	-2 -2 -2
order and	4 -1 0
ordinary	-5 -5 -6
orient	-3 -2 -3
orient you	-3 -2 -3
other company	-2 -2 -2
others	-7 -5 -6
ouch	-7 -7 -5
our	-6 1 -5
our aniversary	-3 -6 -5
our friendship	-3 0 -2
our secret	-1 3 0
out _ 10	-6 -7 -6
out _ a	-3 -4 -3
out _ fod	-2 3 0
out _ hel	-3 -4 -2
out _ is	-6 -1 -4
out _ life	3 -2 -2
out _ my	-9 -5 -3
out _ stres	-3 -2 -2
out _ we	-1 0 7
out _ wek	-4 -4 -4
out _ your	4 0 0
out after	8 0 3
out i	-2 -5 0
out if	-3 -4 -2
out in	-4 -3 -1
out is	4 5 0
out it	-3 -1 0
out my	0 -5 -5
out the	2 -4 -3
out what	-6 2 -3
outside	-3 6 4
outside _ condo	0 3 0
outside my	-2 4 3
over _ city	-4 -3 -1
over _ ex	-3 -4 -3
over _ head	3 0 -1
over _ mon	-6 -4 -3
over a	-4 -5 -5
over the	-5 -5 -7
over this	-6 -5 -2
overdose _ wekend	5 -2 -2
overdose this	5 -2 -2
overdose tonight	4 -1 -1
overdosed	-7 -5 3
overdosed _ a	0 -2 3
overdosed _ chocolate	0 -1 -4
overdosed _ cofe	-3 -2 -5
overdosed _ heroin	-2 -2 5
overdosed _ lips	0 0 3
overdosed _ my	-3 0 3
overdosed _ something	0 0 6
overdosed at	0 -2 3
overdosed his	0 0 3
overdosed on	-6 -5 1
overdosing _ my	6 -1 -1
overdosing _ now	-1 0 5
overdosing _ purpose	3 0 0
overdosing right	-1 0 5
overnight	-4 -3 -4
overpas	7 0 0
overslept	-5 -5 -4
overwhelmed	-12 -9 -10
own	5 -3 -4
own _ with	7 -1 0
own bakery	-3 -3 -2
own bangs	-3 -1 -1
own birthday	-6 0 -1
own life	6 -3 -1
own wisdom	-3 -3 -2
oxygen	4 -1 -1
oxygen _ im	4 0 -1
oxygen and	4 -1 -1
pace	-4 -4 -6
pack	1 -6 -5
packs	-4 -4 -4
pad	-8 -6 -6
page	1 -5 -6
page _ my	6 0 0
pages	-5 -4 -4
pages _ readings	-3 -3 -3
pages of	-4 -4 -4
pain	2 -2 7
pain _ if	4 0 0
pain _ once	2 0 -1
pain and	-1 0 2
painles	8 -2 -2
painles _ to	5 -1 -1
painles ways	4 -1 -1
painting	-6 -5 -4
palms	4 0 0
palms _ the	4 0 0
palms on	4 0 0
paperwork	-6 -3 -3
paperwork _ wek	-3 -3 -3
paperwork at	-4 -3 -3
paracetamol	5 -2 4
paracetamol _ for	-6 -1 -2
paracetamol would	4 -1 -1
paramedic	-6 -4 -3
paramedic recertification	-2 -2 -2
parent	-5 0 -3
parents _ !care	0 4 0
parents _ changing	-3 -2 -2
parents _ my	8 4 -3
parents _ of	-2 -2 -2
parents aprove	-2 -2 -2
parents forgive	5 -2 0
parents im	-4 -2 -2
parents like	-5 -5 -5
parents mis	3 0 0
parking	3 -4 -3
parking garage	7 -3 -1
parking lot	-7 -3 -3
part _ me	5 -3 -1
part _ something	-1 -2 -3
part _ the	-6 -3 -5
part time	-6 -5 -5
parties	-7 -5 -5
partner	-7 7 -3
partnership	-4 -4 -2
partnership _ my	-3 -1 -2
partnership with	-4 -4 -3
party	-7 2 2
party _ fun	-1 -2 -2
pas	-5 -3 2
pas _ citizenship	-2 -1 -1
pas _ exam	-3 -1 -2
pas _ paramedic	-2 -2 -2
pas his	-8 -3 -9
pas out	-4 2 6
pased	-7 -5 1
pased away	-10 -6 -6
pased out	-3 0 7
pased peacefuly	-5 -6 -12
pasphrase	-11 -8 -10
past _ move	-2 0 -2
past and	-2 0 -2
past hour	-1 0 3
pasword	-11 -10 -9
pasword _ failed	-3 -2 -2
pasword change	-3 -2 -2
pasword updated	-6 -4 -4
paswords	4 -4 -5
paswords and	4 0 0
patern	-7 -5 -5
paterns	-10 -8 -7
path	-11 -5 -6
patience	-6 -6 -4
patient	-6 -4 -3
pause	-7 -7 -9
pay of	-4 -2 -4
peace	6 -3 -4
peace in	-3 -1 -1
peaceful asking	6 -3 -2
peacefuly _ he	-3 -4 -3
peling	-8 -7 4
peling of	-2 -2 6
pencil	7 -2 -3
penguin	4 -7 -8
penguin _ home	-4 -4 -4
penguin _ is	3 0 0
penguin _ me	-5 -5 -2
penguin _ on	-8 0 -1
penguin _ sad	4 0 0
penguin oracle	-11 -7 -6
penguin say	-4 -2 -1
penguins	-9 -8 -6
penguins _ what	-4 -3 -3
penguins know	-5 -5 -4
pentacles	-5 -3 -2
people	5 -4 -3
people die	-6 -2 -3
per	-6 -5 -5
period	-3 -7 -6
permanent	6 -1 -1
permanently	10 -2 -2
permision	1 3 -2
permision _ do	-7 -4 -4
permision _ rest	-4 -2 -2
permision to	1 0 -2
personaly	-5 -2 -3
pet	-8 -5 -4
pet _ long	-2 -2 -1
pet this	-2 -2 -1
phase	-8 -5 -5
phd	-7 -7 -7
phone	3 1 -4
phone _ again	-5 -6 -3
phone _ during	-2 -2 -2
phone _ i	-5 -3 -1
phone _ is	4 -3 -2
phone and	-3 5 0
phone died	-10 -5 -5
phone if	-3 -3 -1
phone scren	-5 -4 -4
phones	-7 -2 0
phones dead	-6 -2 -3
phuket	-5 -6 -7
piano	-5 -3 -4
pick	-2 -6 -5
pick _ card	-3 0 -1
pick _ category	-3 -3 -3
pick _ myself	3 0 0
pick a	-2 -3 -4
pick it	3 0 0
pick up	-8 -4 -7
picked	5 -3 0
picked _ the	5 -2 -2
picked the	6 0 0
piece	-5 -4 -5
piece puzle	-4 -2 -2
pigs	6 -1 0
pil	1 -2 -1
pilows lol	-4 -4 -6
pils	3 -2 6
pils _ a	8 0 1
pils _ doctor	-6 -1 -2
pils _ some	2 0 0
pils are	6 0 -2
pils tonight	2 0 -1
pinches	0 6 -1
pinches _ and	-2 7 -2
pinches _ arms	-1 4 0
pinches her	-1 6 0
piza	-8 -6 -8
pl	-7 -3 -9
place _ holds	-3 -3 -3
place that	-3 -3 -3
plan	9 -3 -2
plan _ a	4 0 0
plan _ to	-3 -2 -2
plan and	6 0 0
plan your	4 0 0
planing	7 0 -2
planing _ exit	5 -1 -1
planing _ overdose	5 -2 -2
planing _ suicide	4 -2 -1
planing _ take	3 0 0
planing my	3 -5 -3
plans everything	-3 -1 -1
plant	-7 -3 -3
plant _ the	-2 -3 -3
plant in	-2 -3 -3
plant loks	-6 -1 -3
planted	-7 -5 -4
plants	-3 -4 -4
plants _ in	-6 -4 -3
plants are	-9 -3 -4
plants died	-3 -2 -2
plants kep	-5 -11 -9
plaster	-4 -4 -5
platform	10 0 0
play	-6 -8 -4
played	-6 -7 -4
playful	-4 -4 -4
playing	-9 -5 -7
please	-3 -6 -3
please _ in	-7 -4 -4
please _ my	9 -1 -2
please give	-4 -2 -2
please what	0 0 5
ploting	-7 -4 -4
pls	-7 -5 -6
pls _ me	-8 -6 -3
plug	-4 -2 0
plug on	-3 -2 -3
pockets	4 0 0
pockets like	4 0 0
podcast	-5 -6 -2
pods	-2 -2 7
poem	-8 -3 -4
point _ staying	4 0 0
point _ way	-3 -3 -3
point in	6 0 0
point of	4 -1 -2
point the	-3 -3 -3
pointles	4 0 0
pointles _ done	3 0 0
pointles im	3 0 0
poison _ do	0 -1 3
poison what	0 -1 3
pol	-7 -3 4
pol and	-2 -4 5
police	-2 7 0
por	-4 -3 -4
posible	-1 -8 -6
position	-5 -2 -1
powerful	-5 -3 -2
practice	-5 -3 0
practiced	-8 -5 -7
practise	-9 -9 -8
practised	5 -2 -3
prank	-4 -8 -3
prawns	0 0 4
pray _ dont	7 -4 -5
predict	-7 -4 -5
pregnant	-5 -1 2
pregnant _ not	-3 -3 -4
pregnant _ the	-2 -2 -4
pregnant im	-3 -3 -4
pregnant wil	-2 -2 -4
prescribed	-9 -2 -6
presence	-5 -4 -5
present	-5 -9 -10
presentation	-12 -5 -4
presentation _ friday	-2 -1 -2
presentation _ pls	-2 -2 -2
presentation on	-2 -1 -2
presure	-4 -5 0
prety	-5 2 -3
pricing	-7 -6 -6
printer	-4 -2 -2
pro	-3 -3 0
proces	-1 -2 -3
procrastinating	-6 -5 -4
profesional	-2 -4 -4
profesional _ is	1 -3 -4
profesor	-7 -4 -4
project	-7 -4 -2
project early	-4 -1 -2
project its	-4 -3 -1
prom	-6 -3 -3
promise	-5 -2 -1
promotion	-8 -1 -5
propose	-6 -5 -4
protect	-9 -6 -5
protect it	-3 -4 -4
protected	-4 -4 -3
protected _ this	-2 -3 -3
protected on	-2 -3 -3
proud	-9 -7 -7
proud _ me	-5 -4 -1
proud _ myself	-5 0 0
proud of	-6 -5 -5
pul _ plug	-3 -2 -3
pul the	-3 -2 -3
puled _ hair	-1 2 -1
puled a	-4 -6 -2
punched _ and	0 3 0
punishment	5 1 -1
punishment for	5 -1 0
purple	3 -3 2
purpose	8 -2 -2
purpose i	5 -2 0
purpose tonight	3 0 0
put	6 -1 -6
put down	-8 -3 -2
put something	-3 3 -3
put the	9 -2 -1
puting	9 -1 -5
puzle	-4 -2 -2
quen	-4 -7 -2
question	-4 -9 -7
question _ or	-3 -2 -2
question _ you	4 0 0
question about	-9 -3 -1
question submited	-4 -3 -4
question thank	2 0 0
question yes	-3 -2 -2
questions	-7 -9 -10
questions and	-5 -4 -4
quiet	-2 -3 -4
quiet _ 3am	5 -1 -1
quiet _ of	-7 -4 -6
quiet _ the	-3 -2 -2
quiet _ together	-6 -3 -2
quiet is	-2 -2 -2
quieter	7 -2 -2
quietly	2 -3 -3
quietly like	-5 -3 -4
quit	-8 -6 -5
quiting	-10 -5 -6
quiting _ band	-2 -1 -2
quiting _ job	-3 -5 -6
quiting my	-4 -4 -5
quiz	-11 -7 -6
race	-3 -1 -2
racing	-2 0 6
rai	-6 -3 -2
railing	7 -1 -1
rain	-3 -3 -1
rain _ my	-2 -2 -3
rained	-7 -6 -7
raining	-8 -4 -5
rainy	-7 -2 -2
rainy _ feling	-5 -2 -4
ran the	4 0 0
random	-6 -4 -3
ranked	-7 -5 -3
raped	-3 8 -7
raped me	-1 6 0
rapes	-2 4 -2
rapes me	-2 4 -2
rat	3 -1 4
rat poison	3 -1 4
rate	-4 -3 -3
rate _ exceded	-3 -3 -3
rate limit	-3 -3 -3
rather _ wider	-3 -3 -2
rather be	5 -1 -1
rather than	-8 -6 -6
razor	7 -3 -1
reach	-2 -5 -4
read	-2 -1 -6
read _ dream	-5 -5 -3
read _ in	-3 -1 -1
read _ whatever	-5 -3 -2
read again	-5 -3 -2
read dream	-7 -7 -6
read it	-4 -2 -1
read the	-4 -6 -4
reading	-6 -9 -8
reading _ !found	-4 -3 -4
reading _ a	-7 -1 -1
reading _ and	-9 -7 -5
reading _ bad	3 0 0
reading _ i	3 0 0
reading _ make	5 -1 0
reading _ the	-8 -2 -4
reading _ wek	-4 -3 -3
reading _ you	4 0 0
reading a	-6 -1 -2
reading ever	4 -1 0
reading for	-7 -2 -2
reading is	-3 -4 -1
reading not	-4 -3 -4
reading please	-7 -1 -2
reading pls	-3 -1 -2
reading thank	4 0 0
readings	-7 -9 -9
readings _ this	-3 -3 -3
readings they	4 0 0
readings with	-2 -1 -2
ready	7 -5 -6
ready _ check	3 -2 -2
ready _ end	4 -1 -2
ready _ let	-2 0 -2
ready _ ned	4 0 0
ready in	2 0 0
real	7 -1 -4
real son	2 0 0
real transformation	-4 -3 -3
realy	-1 -3 4
realy _ and	-1 -1 5
realy _ not	6 -2 -2
realy love	-2 -2 -3
realy realy	6 -2 -1
reason	5 -1 0
reasons	3 0 0
receive	-6 -3 -6
receive _ reading	-3 -2 -2
receive your	-3 -2 -2
received	-9 -8 -9
recent	-6 -5 -5
recent answers	-5 -4 -4
recertification	-2 -2 -2
reckon	-2 -6 -6
recording	-5 -4 -4
recover	-4 -2 -4
recover _ his	-3 -2 -3
recovered	-5 -3 -6
recovery	-5 -3 -6
refil	-5 -4 -4
refil history	-5 -4 -4
refiled	-5 -4 -4
reflection	-8 -6 -7
reflections	-5 -3 -3
relapse	8 -2 -2
relapsed	7 -1 0
relapsed _ cuting	3 0 0
relapsed on	6 -1 -1
relationship	-8 0 -5
relationship _ him	-4 -2 -2
relationship with	-5 -6 -2
relationships	-7 -2 -6
release	-9 -6 -8
relief	4 -2 -3
remember	-9 -6 -4
remember _ birthday	-3 -2 -2
remember my	-3 -2 -2
renew	-4 -3 -1
rent	0 -1 -5
rent _ im	-3 -3 -3
rent and	-3 -3 -3
replant	-3 -3 -4
reply	-2 -6 -1
report	-6 2 -3
represents _ beginings	-4 -4 -3
represents _ this	-3 -4 -3
represents _ today	-4 -5 -5
represents me	-5 -6 -4
represents new	-4 -4 -3
request	-6 -3 -4
request _ new	-2 -3 -3
request a	-2 -3 -3
required	-7 -6 -6
researching _ to	4 0 0
researching the	-5 -1 -2
researching ways	4 0 0
reset	-7 -5 -4
reset _ log	-5 -4 -4
reset _ pasword	-3 -2 -3
reset _ sent	-3 -3 -3
reset dream	-4 -4 -4
reset link	-4 -4 -4
reset your	-3 -2 -3
resident	-4 -1 2
resonated	-8 -7 -7
response	-5 -4 -4
responsible	-6 -3 -2
rest	-6 -8 -4
rest _ the	-6 -2 -2
rest _ what	-4 -2 -4
rest and	-7 -7 -7
rest in	-5 -3 -2
rest softly	-4 -2 -2
restaurant	-7 2 -1
restful	-7 -2 -2
restore	-8 -3 -2
rests	-5 -3 -4
results be	-10 -2 -3
results come	5 -1 -2
retired	-7 -6 -3
retirement	-7 -4 -5
return	-6 -7 -6
return _ home	-3 -3 -4
return to	-5 -4 -3
returned	7 -4 -4
returned it	-8 -3 -4
returning	-10 -2 -2
reunion	-6 -5 -3
revenge	-3 -3 -4
reversed	-9 -10 -6
reversed mean	-4 -3 -5
review	-8 -5 -4
revolver	7 -1 -3
rhythm	-8 -4 -3
rice	-8 3 0
richnes	-6 -5 -4
ride	-6 -3 -4
rig _ the	3 -2 0
right	0 -5 1
right _ for	-6 -4 -3
right _ now	2 0 0
right now	-5 -2 1
right path	-3 -2 -3
right thing	-5 -2 0
ring	-12 -4 -7
rip	-10 -7 -9
rip doughy	-1 -2 -2
riple	-5 -8 -6
rise	-5 -4 -4
rises	-7 -4 -3
rising	-8 -5 -6
risk	-8 -6 -2
river	4 -5 -4
river was	-4 -1 -1
rn	4 -5 0
rof	7 -3 2
rof _ now	4 0 -2
rof of	6 -3 -1
rof right	4 0 -2
rom	2 7 1
rom to	-4 -4 -3
romance	-5 -8 -10
romate	-4 -2 2
romate _ away	4 -1 0
romate _ i	-7 -3 -8
romate _ my	-5 -7 -7
rope	9 -1 -1
rope _ !for	2 -1 -1
rope not	2 -1 -1
rope ready	2 0 0
rope today	4 -1 0
roted	-3 -5 -4
rots	-8 -4 -5
rough	-7 -3 -3
rough day	-6 -6 -6
round	-3 -3 -2
round _ my	-3 -2 -2
row _ !breathe	3 -2 -2
row cant	3 -2 -2
run	-5 -4 -4
runing _ and	-6 -1 -1
runing _ thinking	3 -1 -1
runing just	3 -1 -1
runing shoes	-6 -5 -5
rushing	-7 -3 -3
sacred	-8 -6 -6
sad	-3 -5 -7
sad _ my	-8 -3 -4
safari	-7 -7 -5
safe	-3 -9 -9
said	-1 7 -5
said _ fire	-1 10 -1
said _ for	-6 -4 -1
said _ kil	-4 -4 0
said if	-2 3 0
said shed	1 -1 -1
said shel	-3 1 0
salty	-6 -5 -6
sanctuary	-5 -4 -3
sand	-8 -3 0
sat	7 -2 -1
sat _ at	4 -1 -1
sat there	7 -4 0
sauce	-3 -2 -4
save	-6 -6 -6
save 20	-6 -2 -5
save entry	-4 -4 -4
save note	-8 -6 -5
saved	2 -5 -4
saved _ enough	3 -2 -1
saved are	3 -1 0
saved me	-5 -5 -7
saving	-6 -9 -10
saving _ my	5 0 -1
saving entry	-3 -2 -2
saving up	5 0 -1
savings to	7 -2 0
saw	-7 -1 -1
saw _ was	-3 -4 -3
saw my	-5 -4 -2
say	2 3 -4
say _ for	4 0 0
say _ i	0 3 0
say _ my	-8 -7 -5
say _ owe	-3 3 -1
say _ tomorow	-3 -3 -1
say if	0 3 0
say im	-5 -1 0
say my	-7 -6 -3
say thanks	-3 -2 -1
say to	-1 -6 -6
say yes	-10 -1 -2
says	-3 7 -1
says _ time	-3 -1 0
says hel	-1 5 0
says i	-9 0 -4
says my	0 -7 -6
scale	-4 -4 -5
scar	-5 -5 -4
scared	-3 2 1
scared _ go	-3 5 0
scared _ husband	-2 3 -3
scared _ leave	-2 5 -1
scared _ wil	1 3 0
scared he	0 4 0
scared to	-3 7 -2
scares	7 0 0
scares _ but	6 0 0
scares me	7 0 0
scary	-6 -6 -6
scene	-6 -4 -6
scheduled	12 -3 -2
schol	0 5 -5
schol _ 30	-3 -4 -1
schol _ 40	-3 -2 0
schol _ i	-1 1 -7
schol _ nursing	-3 -3 -1
schol at	-3 -3 -1
schol for	-4 -4 0
schol rof	3 0 0
scholarship	-3 -2 -2
scorpio	-6 -5 -5
scraped	-4 -4 -6
scratch _ arms	4 -2 0
scratch _ until	4 -1 0
scratch my	4 -2 0
scratch myself	4 -1 0
scratched	6 -6 -4
scratched _ car	-4 -2 -2
scratched _ into	7 -5 -2
scratched my	2 -2 -3
scratches	-1 8 0
scream	-1 -4 -1
scren	-6 -4 -3
scroling	-3 -2 -2
se	1 -1 -3
se _ again	-6 -2 -1
se _ baby	-2 -3 -2
se a	-6 -2 -5
se if	6 -1 0
se my	4 0 0
se pricing	-7 -6 -6
se you	-9 1 -2
sea	-4 -5 -7
sea _ kep	4 0 0
search	-5 -7 -6
searching	-3 -4 -4
searching moving	-3 -3 -3
season	-9 -6 -7
seasons	-6 -6 -6
second _ of	4 -4 -1
second cat	-3 -1 -2
secret	-5 2 -3
secret admirer	-4 -3 -3
secretly	-7 -6 -7
secrets	-3 5 -1
sedlings	-4 -2 -3
seing	-7 -3 -10
seing 11	-2 -2 -2
seing _ 11	-2 -2 -2
seizure _ isnt	-3 -2 5
sek	-7 -3 -3
sel	-7 -3 -4
sel _ car	-5 -4 -4
sel my	-6 -4 -3
sel the	-3 -3 -3
self	6 -4 -3
self _ in	-5 -1 -1
self care	-8 -1 -1
self tonight	2 0 0
selfish	6 0 0
selfish _ die	3 0 0
selfish to	5 -1 0
semed	-5 -3 -4
semed to	-5 -3 -4
semester	-7 -5 -2
semester _ easier	-2 -1 -3
sems	-5 -6 -6
send _ once	-3 -2 -2
send at	-3 -2 -2
sending	-7 2 -9
sends _ of	0 4 0
sends photos	0 4 0
seriously	6 1 -1
seriously _ the	2 -1 -1
seriously whats	2 -1 -1
ses	-1 -8 -4
ses _ grades	-1 -4 -3
ses me	-5 -5 -5
set up	-6 -6 -6
seting	-8 -5 -5
setle	-8 -3 -3
severe	-3 -2 7
sewer	6 -1 -1
sewer slide	6 -1 -1
sexual	-2 4 -4
sexualy	-3 7 -2
sexualy _ me	-3 4 -1
sexualy abused	-2 5 -2
sexualy asaulted	-2 4 -1
sh	7 -2 -2
sh relapse	7 -2 -2
shame _ the	-2 -3 -3
shame at	-2 -3 -3
shape	-2 -5 -3
share	-7 -3 -7
shared	-8 -6 -6
sharp	-7 -3 -5
shave	-3 -2 -2
shave _ head	-3 -2 -2
shave my	-3 -2 -2
she _ !have	9 -3 0
she _ and	1 3 2
she _ her	-3 0 5
she _ in	-4 1 -3
she _ me	-8 -2 -4
she _ my	-6 -1 -4
she _ the	2 -4 -3
she _ think	-2 -2 -2
she _ unconscious	0 0 4
she likes	5 0 0
she saw	-5 -5 -4
she say	-4 -4 -2
she says	-5 5 0
she stil	-2 -2 -2
shed	2 -5 -1
shed _ me	-4 -2 -4
shed be	4 -1 -1
shel _ me	-4 -1 0
shelter	-5 -6 -6
shelter and	-4 -4 -4
sheltered	-7 -7 -5
shes	-6 0 6
shes _ how	-4 -3 -7
shes _ me	-2 -2 -3
shes _ one	-2 1 -2
shes bleding	-1 -1 3
shes into	-2 -2 -3
shes the	-2 1 -2
shes vomiting	-1 -1 5
shift	-5 -2 -3
shift is	-7 -5 -5
shift job	-3 -2 0
shifts	-7 -4 -3
ship	-6 -6 -4
shirt	-5 1 -5
shop	-4 -2 -2
shore	-8 -5 -5
short	-9 -5 -1
shot	-9 -4 -6
shot _ shot	-3 -3 -2
shot _ the	-4 -2 -2
shot me	-8 2 -2
shot my	-6 -4 -4
shotgun	5 -2 -2
shoting	-6 -3 -4
should	-3 -4 -4
should _ adopt	-4 -3 -2
should _ alone	-3 -4 -2
should _ apologize	-2 -3 -3
should _ ask	-8 -8 -3
should _ break	-9 -7 -5
should _ cal	-4 -3 1
should _ change	-5 -5 -3
should _ die	8 -2 -3
should _ died	4 0 0
should _ dye	-4 -2 -2
should _ eat	-7 -1 -4
should _ end	0 -3 -2
should _ finaly	-5 -5 -7
should _ forgive	-4 -1 -5
should _ get	-9 -6 -5
should _ go	-7 -3 -3
should _ invest	-3 -4 -3
should _ join	-4 -3 -3
should _ kil	3 -5 -5
should _ lend	-3 -5 -2
should _ open	-5 -4 -1
should _ permanently	2 0 0
should _ plant	-2 -3 -2
should _ reply	-5 -5 -2
should _ se	-10 -1 -6
should _ sel	-6 -3 -5
should _ shave	-3 -2 -2
should _ start	-5 -1 0
should _ study	-5 -4 -5
should _ take	-10 -2 -4
should _ tel	-4 -2 -3
should _ the	-4 -1 -5
should end	4 0 -1
should have	4 0 0
should i	-7 -6 -5
should just	7 -2 -1
should stop	4 0 -2
should take	-5 -2 -2
should we	-5 -6 0
show	-4 -3 -6
show _ as	-3 -5 -1
show pasword	-5 -4 -4
show tonight	-4 -2 -2
show up	-6 3 -6
showing _ at	0 4 0
shrimp	-4 -2 6
shufling	-6 -6 -5
shufling _ cards	-5 -4 -5
shufling the	-5 -4 -5
shut	-6 -8 2
sick _ death	-3 -3 -4
sick _ my	-1 -1 -1
sick _ this	-5 -3 -1
sick to	-3 -3 -4
side	-3 -3 5
side _ make	-2 -2 -3
sign	-6 -2 -5
sign _ contract	-3 -2 -2
sign _ end	3 0 0
sign _ failed	-4 -3 -3
sign and	3 0 0
sign in	-5 -3 -2
sign of	-6 -4 -3
sign the	-6 -3 -1
sign up	-4 -3 -3
signing	-10 -9 -9
signing in	-6 -5 -5
signing out	-6 -5 -5
signs	-6 -3 -3
signs _ a	-4 -2 -4
silence	-1 -7 -3
silence _ a	-4 -3 -3
silence is	-4 -4 -3
sily	-5 -4 -4
simple	-4 -7 -6
simple _ yes	-3 -2 -2
simple comforts	-2 -2 -2
simple question	-3 -2 -2
simpler	-6 -6 -7
simply	-6 -6 -7
sin	9 -1 -1
since	-1 -2 0
since _ last	-4 -3 0
since the	-2 -4 1
sincere	-5 -4 -7
singapore	-9 -7 -3
single _ every	-2 -2 -2
single day	4 0 -1
single on	-2 -2 -2
sister _ 40	-2 -1 3
sister _ a	-5 -4 -1
sister _ i	-9 -4 -6
sister _ take	6 -2 0
sister _ the	-5 3 -4
sister get	-2 -1 -2
sister have	-3 0 -2
sister i	7 -2 -1
sister swalowed	-2 0 5
sister tok	-2 -1 3
sisters _ go	-3 -1 -1
sit	0 -3 -4
site	-2 -2 4
siting in	5 -1 -1
situationship	-6 -2 -2
skils	-4 -2 -3
skin	3 -4 4
skin is	-1 0 5
skip	-4 -7 -2
skip _ concert	-4 -3 -2
skip _ family	-4 -1 -1
skip the	0 -2 -2
skiped	-3 -6 -5
skiping	4 -1 -1
skiping my	5 -2 -2
skydiving	-7 -6 -5
slaped	-1 3 -1
slaped _ again	0 7 0
slaped me	-1 3 -1
slaps me	-3 7 -1
slaughtered	-4 -7 -5
slay	-6 -4 -4
slay _ presentation	-2 -1 -2
slay my	-3 -2 -2
slep _ after	-4 -1 -2
slep _ like	3 -1 -1
slep _ never	6 -1 -1
slep _ tonight	-3 -3 -3
slep and	7 -1 -2
slep before	-7 -8 -5
slep for	-1 -1 -1
slep wel	-4 -2 -1
sleping	1 0 5
sleping pils	0 0 4
sleping tablets	4 0 4
slept	0 -3 -6
slepy	-7 -4 5
sleves	5 -1 0
sliper	-6 -4 -4
slips	-3 -2 -2
slit	4 -1 0
slit _ wrists	4 -1 0
slit my	4 -1 0
sliting	3 -2 -3
sliting _ wrists	3 -2 -3
sliting my	3 -2 -3
slow	-13 -8 -1
slow _ and	-2 -4 -4
slow down	-2 -5 -4
slowly	-7 -5 -6
slugs	-3 -2 0
slugs _ murdered	-3 -2 0
slugs have	-3 -2 0
smal	-7 -7 -5
smal _ of	-2 -2 -4
smal and	-5 -5 -7
smart	-4 -2 -3
smart _ buy	-4 -1 -3
smart to	-3 -1 -3
smash my	5 0 0
smashed	-7 0 -3
smel	-5 -2 4
smels	-6 -6 -7
smiled	0 -3 0
smothly	-13 -10 -5
snack	-8 -2 -4
snake _ the	-1 0 7
so _ blod	-3 -1 5
so _ can	9 -2 -1
so _ ending	3 0 0
so _ i	2 -3 -2
so _ just	-3 -1 -2
so _ mum	5 0 0
so _ pain	0 0 2
so _ rn	10 -3 -4
so _ today	-6 -2 -2
so anoyed	-3 -3 -3
so bad	0 -5 -2
so bored	-4 -1 -2
so embarased	-6 -4 -2
so fast	-6 -3 1
so fun	-4 0 0
so hard	-5 0 -3
so hungover	-5 -1 -1
so it	9 -1 -1
so nervous	-5 -4 -5
so nobody	9 -1 0
so useles	5 -1 0
so whats	3 0 0
soap	-6 -4 -3
sobed	-8 -4 -3
sobed at	-4 -5 -3
sober	-7 0 -6
social	-6 -7 -3
social media	-4 -1 -3
socials	4 -1 -1
soften	-10 -7 -10
softer	-5 -6 -6
softly	-7 -5 -3
sold	2 -4 -3
sold _ bike	4 -1 -1
sold my	5 -1 -1
solid ground	-5 -4 -5
solutions	-7 -3 -3
solutions that	-7 -3 -3
som	-6 -5 -6
som tam	-6 -4 -4
some	-1 -1 -1
some _ are	-5 -2 -3
some _ penguin	2 0 0
some _ the	-4 -2 0
some _ were	-7 -9 -5
some bleach	0 0 4
some of	-3 -2 3
some weks	2 0 0
someone	3 5 -1
someone _ bleding	-1 -1 3
someone _ having	-2 0 -3
someone _ hug	-4 -4 -2
someone _ my	-5 5 -2
someone _ son	-3 -4 -2
someone _ work	-1 4 0
someone and	-8 -1 -3
someone at	0 3 1
someone else	-7 -8 -5
someone hacked	-2 5 0
someone keps	-2 5 -1
someone new	-4 -7 -1
someone thinking	-3 -3 -3
something	-6 -2 4
something _ is	-10 -5 -7
something _ my	-7 3 -3
something _ simple	-3 -2 -3
something _ to	-4 -5 -11
something be	-3 -2 -3
something god	-11 -4 -3
something that	-6 1 -1
sometimes	1 -3 -7
sometimes _ think	4 0 0
sometimes it	-6 -4 -1
son	7 -2 1
son _ a	1 -2 2
son _ bleach	-2 -1 6
son _ detergent	-2 -1 3
son _ having	-1 0 6
son _ kerosene	-2 -1 5
son _ poison	0 -1 3
son _ rat	-2 -1 3
son _ sad	-5 -2 -4
son _ waiting	3 0 -1
son _ want	3 0 0
son _ wont	7 -1 0
son after	-4 -5 -3
son ate	-3 -1 5
son drank	-1 -1 5
son just	3 0 5
song	-10 -3 -3
song _ kiling	-3 -2 -2
songkran	-8 -7 -6
sore	-9 -7 -7
sore throat	-8 -8 -7
sory	8 -1 -2
sory _ my	5 -2 0
sory everyone	3 -2 -2
sory for	3 -1 0
sory i	9 0 0
sory mom	8 -2 -2
sory mum	7 -1 0
sory penguin	3 0 0
soul that	4 0 0
soulmate	-6 -7 -4
sounds like	-5 -2 -5
soup	-5 -7 -4
sourdough	-4 -2 -2
sourdough starter	-4 -2 -2
space to	-6 -4 -4
speak	-10 -6 -3
speak _ truth	-3 -2 -2
speak my	-3 -2 -2
speak up	-3 -1 -4
spech	-7 -4 2
special	-4 3 -1
spent _ day	-5 -1 -1
spiders	-8 -4 -8
spiled	-4 -4 2
spirit	-10 -5 -4
spirit animal	-3 -2 -2
spiritual	-7 -5 -5
spread	-6 -9 -5
spreadshets	-4 -4 -5
spring	-5 -6 -3
spurting	-6 -1 8
stab me	0 6 0
stabed	-9 0 0
stage	-5 -4 -5
stairs	-6 4 0
stand	4 -5 -4
stand _ on	-4 -3 -2
stand _ the	6 -1 0
stand tal	-5 -3 -4
standing	6 0 -6
star card	-4 -2 -1
start	-8 -7 -6
start _ again	-4 -3 -1
start _ own	-3 -1 -1
start date	-6 -5 -5
start dating	-4 -3 -1
start my	-7 -2 -2
start over	-4 -3 -5
start recording	-5 -4 -4
started	7 4 0
started _ again	5 -1 0
started _ my	8 -1 -2
started burning	3 0 0
started cuting	5 -1 0
starter	-4 -2 -2
starting to	7 -4 -4
starts	-9 -8 -5
startup	-10 -7 -9
startup _ dying	-4 -3 -2
startup _ funding	-3 -2 -3
startup get	-3 -2 -3
statistics	-5 -5 -5
statuses	-6 -5 -5
stay _ im	7 0 -3
stay _ to	-3 -1 -3
stay and	5 -2 -2
stay close	-5 -5 -5
steadines	-10 -7 -6
steady	-8 -6 -7
steady you	-2 -1 -2
stealing	-3 -3 -3
stealing my	-3 -3 -3
step	-4 -5 -6
step _ front	3 -1 0
step in	3 -1 0
stepdad	-1 4 0
stepdad _ into	-2 3 0
stepdad touches	-2 9 -1
stepfather	-1 5 0
stepfather _ me	-1 5 0
stepfather raped	-1 4 0
stepmom _ me	-5 8 -1
stepmom beats	-1 4 -1
steps	-5 -5 -5
stick	-7 0 -2
stick _ it	-6 -3 -2
stil	-3 -1 -4
stil _ here	4 3 0
stil _ me	-5 -7 -1
stil _ of	-12 -7 -3
stil be	5 0 0
stil realy	-1 0 3
stil think	-9 -8 -2
stilnes	-7 -3 -7
sting	-5 -2 4
stock	-4 -4 -4
stock _ bought	-4 -4 -4
stock i	-4 -4 -4
stockpiling	4 -1 0
stockpiling _ meds	3 0 0
stockpiling _ moms	5 0 0
stockpiling my	4 -1 0
stod	5 -2 0
stod _ the	5 -2 0
stomach yesterday	0 4 0
stone	-7 -6 -6
stop	7 3 -2
stop _ and	4 0 0
stop _ at	-2 -1 0
stop _ heart	5 -2 -2
stop _ included	8 -3 0
stop _ myself	6 -1 -1
stop _ noisy	-3 -3 -2
stop _ so	-6 -4 -2
stop _ the	-4 -4 -3
stop _ to	8 -1 -1
stop breathing	5 -1 -1
stop eating	8 -1 0
stop him	-1 5 0
stop if	3 1 0
stop living	4 0 0
stop loking	-2 -1 0
stop once	2 0 -1
stop procrastinating	-6 -2 -4
stoped	4 -2 1
stoped breathing	-3 -1 4
stoped my	6 -1 0
storage	-7 -1 -6
storage _ ful	-4 -3 -4
storage is	-4 -3 -4
store	-4 -1 -2
store _ me	-3 -3 -2
store for	-4 -1 -2
storerom _ gropes	-2 10 -5
storm	-14 2 -5
straight	0 -6 -6
strangle	-5 -3 -2
strangle _ brother	-4 -5 -3
strangle my	-5 -4 -3
strangled _ and	0 2 -2
strangled me	0 6 -1
streak _ in	-5 -5 -4
streak days	-5 -5 -4
streaming	-6 -4 -4
strength	-5 -6 -8
strengthens	-6 -4 -4
stres	-2 -6 0
stresed	-8 -5 -5
stresful	-6 -4 -6
stroke	-4 -4 1
stroke _ like	-2 0 -3
stroke _ now	0 0 3
stroke id	-2 0 -3
stroke right	0 0 3
strong	-7 -7 -3
strong _ gentle	-2 -2 -2
strong and	-5 -4 -5
stuck	-7 -4 2
stuck _ trafic	-1 -1 6
student	-4 -1 -1
students	4 -1 -1
study	-5 -3 -4
study _ next	-2 -2 -1
studying	-9 -4 -3
submited	-8 -6 -7
submited on	-6 -5 -5
submiting	-10 -8 -8
subscription	-5 -1 -1
subscription to	-2 -1 -1
suced	-10 -3 -5
suces	-10 -8 -8
suculent	-5 -3 -3
suculent is	-5 -3 -3
sudenly	-5 -3 9
sudenly and	-2 -3 2
sufering	3 0 0
sufocating	-5 -5 -3
sugar	-5 -3 2
sugar _ year	-3 -1 -1
sugar this	-3 -1 -1
suicidal	12 -5 -5
suicidal _ scared	4 -3 -2
suicidal _ wil	3 0 0
suicidal again	9 -4 -4
suicidal and	4 -3 -2
suicidal rn	4 -2 -2
suicidal thoughts	7 -1 -2
suicide	3 -6 -6
suicide _ day	4 0 0
suicide _ i	4 0 0
suicide _ lately	5 0 0
suicide _ on	4 -2 -1
suicide again	4 0 0
suicide and	3 0 0
suicide every	4 0 0
suicide in	-6 0 0
suicide is	3 -1 -1
suicide methods	6 0 0
suicide note	6 -1 -1
suicide squad	-7 -5 -4
suit	-7 -2 -2
suit me	-6 -3 -3
suits	-6 -3 -2
sumary	-4 -4 -4
sun	-6 -2 0
sunday	2 -5 -5
sunset	-8 -4 -5
sunset at	-4 -1 -1
suny	-5 -1 -1
suport	-8 -6 -5
suposed	2 -3 -1
suposed to	2 -3 -1
sure	6 0 -1
surface	-5 -4 -4
surgery	-6 -7 -5
surgery _ wel	-2 -1 -3
surgery go	-6 -2 -2
suroundings	-2 -3 -2
suroundings restful	-2 -3 -2
surounds	-3 -4 -3
survive	-2 -3 -4
survive _ heatwave	-2 -1 -1
survive _ surgery	-3 -1 -2
survived	-6 -5 -6
survived _ heart	-2 -1 -4
survived a	-2 -1 -4
swalow	2 -1 4
swalow _ pil	4 0 -1
swalow _ whole	2 0 -1
swalow every	4 0 -1
swalow the	2 0 -1
swalowed	-3 -2 9
swalowed _ bunch	0 -2 6
swalowed _ of	-2 -1 6
swalowed _ pods	-2 -1 3
swalowed a	-2 -2 5
swalowed bleach	-4 -3 9
swalowed detergent	-2 -1 3
swalowed some	-1 0 4
swear	-5 -3 -1
swear _ my	-5 -3 -2
sweating	-4 -3 7
sweling	-3 -4 9
sweling and	-1 0 7
sweling fast	-2 0 4
swiming	-9 -5 -5
switch	-4 -4 -3
swolen	-2 -1 2
swolen but	-4 -2 -4
swords	-7 0 -3
swords for	-4 -1 -1
swords mean	-3 -4 -3
sydney	-11 -5 -4
table	5 -1 -6
tablets	5 -2 4
tablets _ saved	3 -1 0
tablets in	6 -1 -3
take	6 -3 -4
take _ antidepresants	-3 -2 -2
take _ bled	5 0 0
take _ break	-3 -2 -2
take _ gap	-4 -1 -2
take _ job	-5 -3 -1
take _ my	3 -5 -1
take _ next	-8 -1 -1
take _ night	-4 -3 0
take _ own	11 -1 0
take _ the	4 0 0
take a	-11 -4 -1
take al	8 0 0
take away	-3 -3 -1
take to	6 0 0
take you	-8 -3 -2
taken	1 -6 -4
takes	0 8 -1
takes my	-6 5 0
taking	6 -4 4
taking _ my	5 -1 -1
taking _ out	10 -5 -6
taking a	-8 -2 -5
taking al	5 -1 -1
tal	3 -3 -4
tal _ it	-4 -3 -2
tal building	4 -1 0
tal on	-4 -3 -2
talent	-3 -2 -2
talent show	-3 -2 -2
talest	5 -2 -2
talk	-7 -1 -1
talk back	-2 3 0
talked	-7 1 -5
talking	0 -5 -1
talking _ my	-2 -3 -3
talking to	-5 -3 -4
tam	-6 -4 -4
tap	-5 -5 -6
tape	6 -2 -2
tato	-7 -4 -4
tato _ the	-4 0 0
tea	-4 -7 -3
teacher _ at	-4 -4 -4
teacher _ say	-3 -2 -1
teacher mad	-3 -3 -3
teacher to	-3 -2 -1
team	-9 -3 -5
team _ my	-2 -1 -2
team like	-2 -1 -2
tears	-8 -4 -4
tel _ best	-6 -4 -7
tel _ dog	3 -1 0
tel _ friend	-10 -3 -6
tel _ god	-2 -2 -2
tel _ how	-3 0 -2
tel _ mother	3 -1 -1
tel _ my	-4 -3 -7
tel _ someone	-2 0 -3
tel _ something	-6 -4 -5
tel him	2 -4 -2
tel if	-6 -3 -2
tel me	4 -5 -1
tel the	-5 -6 -6
tels	0 4 -1
temple	-7 -5 -6
ten	-6 -4 -3
tend	-3 -4 -2
tend _ them	-2 -1 -2
tend _ your	-4 -4 -3
tend to	-4 -4 -3
tender	-7 -4 -4
tension	-4 -6 -6
terible	-8 -4 3
terible cramps	0 0 4
test	-3 -4 -6
test question	-4 -2 -3
test that	4 0 0
test tokens	-4 -4 -3
teth	-8 -4 -6
text	0 -7 -5
text _ back	-5 -4 -1
text _ first	-4 -2 -2
text _ old	-3 -2 -1
text _ to	-4 -3 -3
text back	-4 -2 -1
text her	-3 -2 -1
text him	-5 -2 -2
text is	-4 -3 -3
text me	-3 -4 -1
texted	-2 -2 -3
texted me	-5 -6 -3
thai	-4 -2 -4
thai text	-4 -3 -3
thailand _ it	-2 -1 -2
thailand wil	-2 -1 -2
than _ ever	5 0 0
than _ it	-6 -4 -6
than _ may	-5 -6 -5
than wider	-3 -3 -2
than you	-10 -2 -3
thank	5 -1 0
thank _ for	6 -1 0
thank you	5 -1 0
thankful	-6 -6 -6
thanks _ everything	6 0 -1
that	-1 -4 -5
that _ !hurt	6 -3 0
that _ absolutely	-5 -5 -2
that _ burn	3 -1 0
that _ hot	-3 -2 -2
that _ is	-6 -2 -2
that _ its	7 -1 0
that _ kiled	-7 -3 -2
that _ part	-4 -2 -2
that _ was	-5 -8 -3
that _ woke	6 -1 0
that a	-6 -3 -2
that come	-2 -1 -1
that comedian	-4 -4 -2
that hapen	5 0 0
that i	4 -2 0
that im	-6 -3 -7
that is	-3 -4 -8
that job	-3 -1 0
that joke	-7 -3 -6
that make	-5 1 -2
that new	-4 -2 -2
that normal	0 3 0
that was	3 -3 -1
thats _ i	9 -1 -2
the 14th	5 -1 0
the 30th	6 0 0
the _ about	0 1 -6
the _ absolutely	-2 -2 -1
the _ after	8 -3 -3
the _ agre	-7 -5 -3
the _ always	-6 -2 -2
the _ are	5 -1 -2
the _ around	-5 -2 -3
the _ at	3 3 0
the _ ate	-4 -2 -7
the _ betwen	-9 -3 -6
the _ bos	-6 -4 -2
the _ building	3 0 -1
the _ by	-4 -6 1
the _ came	-2 -5 -7
the _ car	7 -1 -1
the _ chapter	-4 -2 -1
the _ choir	-3 -2 -2
the _ colony	-2 -2 -3
the _ company	-5 -2 -3
the _ day	-3 -1 -1
the _ did	-5 -8 -2
the _ died	-5 -1 -1
the _ diner	-3 2 -1
the _ direction	-5 -2 -3
the _ each	-4 0 -1
the _ feathers	-3 -3 -3
the _ fels	-3 -2 -2
the _ flight	-3 -1 4
the _ for	-1 -3 -4
the _ gets	5 -2 -1
the _ grows	-7 -3 -3
the _ have	-7 -5 -4
the _ here	-6 -5 -2
the _ hold	-5 0 -2
the _ holds	-4 1 -3
the _ how	-9 -2 -4
the _ inside	2 -1 -1
the _ insurance	5 0 -2
the _ is	2 -2 3
the _ life	11 0 -4
the _ liquid	-1 0 4
the _ log	-4 -2 -2
the _ lol	-10 -7 -3
the _ made	-4 -2 -1
the _ mean	-7 -4 -3
the _ moves	-2 -1 -1
the _ my	3 -5 0
the _ next	0 -4 0
the _ no	-8 -5 -6
the _ not	7 -4 4
the _ oak	-1 0 0
the _ of	-2 -4 -5
the _ or	-6 -4 -3
the _ out	-2 3 -3
the _ path	-4 -3 0
the _ person	-6 -5 -3
the _ plants	-5 -2 -2
the _ pls	-3 -2 -3
the _ position	-3 -2 -1
the _ reading	-3 -4 -4
the _ ready	5 -1 -2
the _ rof	3 0 0
the _ rom	-13 3 1
the _ round	-3 -2 -2
the _ runing	11 -3 -1
the _ said	-4 -5 -3
the _ says	-9 0 -3
the _ semester	-2 -1 -3
the _ shes	-2 0 3
the _ shore	-4 -3 -5
the _ should	-6 -2 -9
the _ show	-1 -2 -2
the _ six	-5 -2 -3
the _ sometimes	-4 2 -1
the _ step	-6 -6 -2
the _ stil	-7 -9 -5
the _ tap	-7 0 -3
the _ teling	-3 -4 -2
the _ thanks	3 0 0
the _ the	1 -5 -5
the _ thing	6 -2 0
the _ think	-7 -7 -5
the _ this	-6 -3 -3
the _ thre	6 -2 0
the _ tickets	-2 -1 -1
the _ tonight	6 -3 -3
the _ tracks	7 -2 -1
the _ under	8 -1 -3
the _ was	-4 -5 -6
the _ were	-6 -2 -1
the _ what	-6 -3 -1
the _ which	-4 -3 -6
the _ with	1 -2 -4
the _ yesterday	-1 3 -2
the _ you	-4 -3 -3
the agency	-1 7 0
the air	-7 -1 0
the airport	-5 -2 -2
the anime	-4 -2 -1
the apartment	-4 1 2
the balcony	0 -3 -3
the batery	-5 -2 -3
the belt	1 5 -2
the blade	8 -4 -4
the bok	-4 -4 -3
the botle	4 -3 2
the breakup	-3 -3 -7
the bridge	8 -2 -1
the ceiling	2 -2 -4
the cold	-9 -6 -4
the colony	-6 -5 -6
the comedian	-2 -2 -1
the competition	-5 -3 -3
the comunity	-3 -2 -2
the concert	-5 -3 -2
the contract	-5 -2 -4
the cord	-5 -4 -3
the cost	3 -1 0
the courage	7 0 0
the curent	-5 -3 -3
the cuts	8 -2 -2
the darknes	5 0 0
the date	4 -1 -1
the deal	0 -7 -2
the death	-5 -3 -2
the dentist	-1 -6 -6
the depot	-3 -1 -3
the doctor	-1 -2 -2
the dorway	-4 1 -3
the edge	3 -3 -4
the evening	-7 -2 -3
the exam	-1 -2 -3
the file	-3 -4 -5
the final	-5 -5 -3
the finale	-4 -2 -6
the first	-3 -6 -3
the flor	-7 -4 8
the flu	-5 -5 -2
the fol	-4 -3 -3
the forever	10 -2 -3
the fridge	-7 -4 -4
the frost	-4 -4 -4
the future	-4 0 -3
the glide	-2 -3 -2
the gun	4 -1 -2
the guy	-7 -2 0
the gym	-8 -3 -2
the heat	-6 -5 -1
the hermit	-6 -3 -1
the high	-1 -3 -4
the hike	-6 -5 -1
the history	-5 -2 -3
the home	-3 3 -1
the horizon	-5 -1 -3
the horor	-3 -4 -1
the inside	5 -1 -2
the insurance	10 0 0
the internship	-4 -2 -2
the kids	-8 -2 -4
the knot	8 -2 -3
the landlord	-2 5 -1
the last	0 -5 0
the lease	-6 -3 -5
the ledge	8 -1 0
the leter	8 -2 -3
the library	-1 -4 -3
the light	-6 -4 -5
the lighter	4 0 -1
the lotery	-6 -6 -4
the marathon	-3 -2 -2
the market	-6 -3 -4
the medicine	5 -2 -2
the mesage	-5 -3 -2
the midle	-6 -3 -3
the mon	-2 -3 -2
the month	5 0 0
the most	7 -1 -1
the natural	-2 -4 -4
the new	-7 -5 -1
the night	2 -1 -3
the noise	4 -2 -2
the note	-3 -3 -5
the nurses	-1 -2 -1
the ocean	-6 -5 -4
the ofer	-3 -2 -1
the ofice	-13 -4 -5
the one	-7 -4 -7
the only	6 0 -1
the options	-4 -3 -3
the oracles	-3 -3 -3
the ordinary	-5 -4 -5
the pain	5 0 5
the part	-3 -1 0
the past	-3 -3 1
the penguin	1 -3 -7
the penguins	-5 -5 -6
the permanent	4 -1 0
the pharmacy	8 -2 -1
the pils	10 0 -2
the plan	7 -2 0
the play	-4 -3 -1
the plug	-4 -2 0
the point	6 -1 -1
the pol	-3 -2 4
the police	-1 5 0
the presentation	-2 -4 -3
the proces	-1 -2 -3
the rain	2 -4 -1
the readings	5 0 0
the remote	-2 -2 4
the rent	-6 1 -4
the reunion	-4 -4 -4
the rice	-3 -4 2
the rig	3 -2 0
the right	-6 -2 -4
the river	2 -4 -5
the rof	6 -3 1
the rope	8 -1 -1
the sacred	-7 -5 -5
the shed	5 -3 3
the show	-4 -2 -2
the skin	0 -1 4
the slugs	-3 -2 0
the sparkles	-3 -2 -2
the stairs	-6 4 0
the star	-8 -6 -1
the stock	-4 -4 -4
the stomach	0 4 0
the storm	-6 2 -5
the sun	-6 -2 0
the surface	-5 -3 -4
the tablets	4 -1 0
the talent	-3 -2 -2
the talest	5 -2 -2
the tarot	7 0 0
the teacher	-6 5 -6
the train	10 -1 -1
the tre	7 -3 -2
the truck	6 -4 -2
the two	-7 -4 -4
the university	-2 -2 -1
the vet	-4 -1 -2
the vilain	-6 -3 -4
the voices	6 -1 0
the war	-7 -8 -4
the wardrobe	6 0 0
the water	-2 -3 -3
the weding	-6 -3 -5
the weds	-6 -1 -1
the weight	-8 -3 -1
the wekend	3 -6 -1
the whel	4 -2 -1
the wife	-6 -7 -7
the wonder	-5 -3 -4
the words	-4 0 -2
the wrong	-10 -2 0
the year	-7 -1 -1
their	-1 -3 -4
them	6 0 -3
them _ you	-5 -3 -2
them a	-7 -1 0
them steady	-2 -1 -2
them with	-2 -2 -1
theme	-5 -6 -5
themes	-8 -6 -6
then it	-7 -3 -3
therapist _ !know	7 0 0
therapist doesnt	7 0 0
therapy	-10 -7 -5
therapy _ and	-8 -6 -7
there	3 -2 -4
there _ point	6 0 0
there _ way	7 2 0
there is	-7 -5 -4
theres	5 -1 7
theres _ !point	2 0 0
theres no	5 1 -1
thesis	-6 -4 -6
thesis _ time	-3 -3 -1
thesis on	-4 -2 -2
they	-2 3 -7
they _ not	-4 -4 -3
they _ point	-3 -3 -3
they _ the	-9 -6 -6
they do	-5 -5 -3
they understand	4 0 0
they wil	-3 -3 -2
theyl	1 -1 -3
thigh	6 -2 2
thigh _ tonight	3 -2 0
thigh with	8 -1 -4
thighs _ i	6 0 -1
thighs with	6 -1 0
thiners	1 -1 -5
thing	3 -2 -1
thing i	8 0 0
things	-3 3 -4
things _ my	-5 -3 -1
things _ turning	-1 -2 -4
things _ wek	4 -1 0
things _ weks	4 0 0
things because	1 0 0
things for	4 0 0
things this	4 -1 0
things with	-7 -4 -2
think	5 -1 3
think _ about	-3 -1 2
think _ ate	-2 0 4
think _ crush	-4 -3 -4
think _ dad	0 0 4
think _ ending	1 0 -1
think _ fod	3 0 0
think _ is	6 3 -1
think _ jumping	2 0 0
think _ me	-4 -6 -2
think _ my	-8 6 -1
think _ next	6 -1 -2
think _ overdosed	-5 -3 8
think _ the	-3 -2 -4
think _ time	7 -3 -3
think i	-1 -2 4
think im	3 0 4
think to	6 0 -2
thinking	7 -5 -5
thinking _ doing	6 0 0
thinking _ driving	4 0 0
thinking _ jumping	6 0 -1
thinking _ kiling	4 0 0
thinking _ me	-5 -4 -3
thinking _ overdosing	8 -1 -2
thinking _ quiting	-3 0 0
thinking _ sliting	2 -1 -1
thinking _ suicide	6 0 0
thinking _ the	5 0 0
thinking about	9 -1 0
thinking abt	4 -1 -1
thinking the	6 0 0
thinks	9 0 -4
thinks _ fine	7 -2 -1
thinks im	7 -2 -2
thirty	-7 -5 -8
this	0 -1 -2
this _ a	-2 0 1
this _ asks	-2 -1 -1
this _ but	-8 2 3
this _ chat	-4 -4 -2
this _ end	-9 -3 -10
this _ god	-8 -3 -2
this _ has	-8 -4 -3
this _ he	-5 -1 -2
this _ lol	-5 -1 -1
this _ permanently	2 0 0
this _ promise	-4 -3 -3
this _ real	-4 -3 -3
this _ should	-5 -3 -1
this _ son	2 0 0
this _ the	3 -2 -1
this _ tomorow	-4 -2 -1
this _ what	-7 -4 -4
this _ wil	-3 -4 -2
this _ year	-4 -2 -1
this alone	-3 -3 -3
this be	-5 -4 -3
this browser	-7 -3 -2
this card	-9 -5 -5
this chapter	-4 -2 -2
this device	-7 -5 -4
this dream	-6 -3 -3
this exam	-4 -3 -4
this group	-5 -2 -1
this house	-4 -5 -4
this humidity	-4 -4 -4
this i	7 0 -1
this investment	-3 -2 -1
this job	-11 -3 -4
this lecture	-3 -1 -1
this life	6 -1 -1
this long	-2 -2 -1
this meting	-4 -4 -4
this month	-9 -2 -3
this pas	3 0 0
this project	-5 -1 -1
this question	-9 -8 -2
this reading	-6 -4 -4
this relationship	-5 -5 -3
this sumer	-7 -4 -3
this sunday	-4 -2 -3
this text	-4 -3 -3
this trafic	-9 -3 -2
this wekend	7 -7 -2
this workout	-3 -3 -3
this world	9 -2 0
this year	-9 -5 -3
those	-8 -5 2
thought _ you	-9 -2 -2
thoughts	5 -2 -4
thre	-2 -1 -3
thre _ cups	-5 -2 -2
thre _ since	-3 -3 0
thre years	-6 -2 -5
threatened	-6 4 -1
threatened _ burn	0 5 0
threatened _ kil	-2 4 0
threatened _ take	-4 1 -1
threatened to	-7 3 -1
threatening	-5 4 -1
threatening _ kil	-1 5 0
threatening _ stab	0 6 0
threatening to	-5 0 -1
threatens _ fire	0 1 0
threatens _ hurt	0 4 0
threatens _ kil	-1 7 -1
threatens _ post	-2 6 0
threatens to	-1 7 0
threw up	7 -1 3
thriving	-8 -5 -6
throat	-4 3 4
throat _ tight	-1 0 3
throat fels	-1 -1 5
throat hurts	0 2 -2
through	-1 -6 0
through _ it	8 0 0
through a	-6 -5 -8
through my	-6 -2 -5
through the	-3 -3 2
through with	6 0 0
throw up	4 -1 0
tickets	-3 -6 -3
tickets to	-4 -4 -4
tides	-9 -4 -5
tidy	5 0 0
ties	-7 -3 -6
tight _ i	-3 -1 -4
tight when	-4 -2 -3
tiktok	-7 -2 -2
time	3 1 -3
time _ adopt	-4 -3 -3
time _ and	-4 -5 -4
time _ buy	-2 -3 -2
time _ change	-4 -2 -2
time _ draw	-4 -3 -1
time _ home	-4 -3 -3
time _ invest	-3 -1 -1
time _ let	-3 -2 -2
time _ me	6 0 0
time _ my	-7 1 -1
time _ on	5 0 0
time _ saw	-3 -4 -3
time now	9 0 -1
time to	-2 -3 -2
times in	-7 -5 -5
timing	-8 -4 -4
timing _ you	-3 -2 -3
timing around	-3 -2 -3
tin	6 0 -1
tips	-6 -7 -4
tips _ the	-4 -3 -2
tips from	-4 -3 -2
tired	5 -4 -4
tired _ could	-8 -3 -2
tired _ existing	7 -1 -1
tired _ fighting	9 -1 -1
tired _ living	7 -1 -2
tired _ my	-2 -2 -2
tired _ the	-5 -5 -1
tired _ work	-5 -1 -1
tired after	-5 -2 -3
title	-5 -4 -4
title _ required	-3 -3 -3
title is	-4 -4 -4
to _ !wake	7 0 -4
to _ abroad	-4 -2 -1
to _ after	-5 -1 -2
to _ an	-8 -8 -6
to _ at	-3 -6 -5
to _ back	-5 2 -6
to _ beach	-6 -3 0
to _ best	10 0 -1
to _ breathing	4 -1 -2
to _ by	-9 -8 -9
to _ cabin	-5 0 0
to _ childhod	-6 -4 -1
to _ cousin	2 -3 -2
to _ dead	10 -1 -2
to _ down	-2 -1 -2
to _ early	-6 -4 -5
to _ edge	4 -1 0
to _ for	1 -4 -2
to _ future	-6 -4 -4
to _ go	-5 -4 -1
to _ god	-8 -5 -3
to _ grandson	4 0 -1
to _ gym	-3 -2 -3
to _ harm	-5 0 -2
to _ him	-6 0 -2
to _ home	-3 4 0
to _ hotel	-5 3 0
to _ i	7 0 -2
to _ if	-1 -4 -1
to _ interview	-3 -3 -3
to _ is	3 -5 1
to _ jobs	-4 -2 -2
to _ library	-5 -5 -4
to _ life	-4 -3 -3
to _ litle	4 -3 -1
to _ living	7 -1 -1
to _ log	-4 -3 -2
to _ market	-5 -5 -5
to _ me	0 -2 -3
to _ more	1 -5 -2
to _ most	-5 -2 -3
to _ my	-5 0 -3
to _ myself	4 -1 -1
to _ neighbour	5 2 -1
to _ nephew	6 0 -1
to _ nest	-3 -2 -2
to _ never	-4 -1 -1
to _ old	-7 -1 3
to _ or	-5 -7 -1
to _ our	-2 3 0
to _ party	-6 -8 -3
to _ people	-9 -1 -1
to _ permanently	8 -1 0
to _ pils	-1 -1 6
to _ police	0 5 0
to _ reading	-3 -2 -3
to _ reunion	-4 -4 -4
to _ schol	-4 2 -2
to _ softly	-4 -2 -2
to _ something	8 -1 -2
to _ stop	7 0 0
to _ stranger	-4 -3 -4
to _ sure	4 -1 0
to _ thank	4 0 0
to _ thanks	-3 -2 -1
to _ that	3 -3 -1
to _ the	3 -2 -2
to _ this	-5 -2 -3
to _ throat	-1 4 -1
to _ together	-4 -3 -1
to _ when	5 2 -1
to _ whether	-5 0 0
to _ who	6 -1 -1
to _ yes	-1 3 -1
to _ you	-4 -4 -4
to a	-2 -2 -3
to adopt	-4 -2 -2
to answer	-4 -3 -2
to bali	-4 -3 -1
to bled	6 -1 -1
to break	-2 -5 -2
to burn	-5 4 0
to bury	-7 -2 -1
to buy	-4 -3 -2
to cal	-4 -2 -2
to change	-4 -4 -2
to clear	-4 -1 -2
to close	4 -1 -1
to cry	-9 -6 -2
to ctb	6 -2 0
to dark	-5 -2 -2
to days	-3 -2 -3
to death	-9 -5 -4
to dei	3 -2 -2
to delete	-4 4 -2
to destroy	-5 -2 -2
to die	9 -2 0
to dream	-5 -1 -1
to drown	7 -1 0
to drunk	-1 3 -1
to dye	6 -2 -2
to eat	-4 -1 -2
to end	2 -1 -1
to escape	-6 -4 -2
to everyone	5 4 0
to expand	-7 -1 -1
to fal	5 0 -1
to finaly	5 0 0
to have	-6 5 -2
to her	-10 -6 0
to him	-7 -1 2
to home	-5 -4 -4
to hug	-4 -4 -2
to hurt	6 1 0
to invest	-3 -1 -1
to japan	-4 -1 -2
to join	5 -2 -1
to jump	3 -2 -1
to just	6 -4 -1
to kms	6 -1 -2
to know	2 -4 -2
to late	-7 -5 -6
to let	-6 -4 -2
to literaly	2 0 0
to login	-6 -5 -4
to lose	-5 -6 -7
to make	4 -3 -1
to many	-10 -6 -2
to me	2 -4 -1
to met	-4 3 -4
to move	-5 -4 -4
to murder	-4 -1 -1
to not	7 0 -3
to open	-5 -3 -3
to overdose	6 -2 -1
to pas	-5 -2 3
to plan	5 0 0
to play	-3 -6 -8
to prom	-2 -2 -3
to propose	-3 -3 -3
to quit	-7 -2 -3
to remember	-3 -2 -3
to rent	-4 -2 -2
to run	-3 0 -2
to save	-7 -1 -2
to sel	-6 -3 -3
to self	-5 0 -2
to short	-4 -3 -3
to sign	-6 -2 -1
to skip	-4 -4 -2
to slit	3 -2 0
to son	-4 -5 -3
to stab	-7 3 -3
to start	-3 -1 -3
to step	5 -1 0
to strangle	-5 -4 -3
to that	-7 -5 -1
to throw	-6 -3 -5
to travel	-8 -5 -2
to unalive	7 0 0
to walk	4 -3 -7
to year	0 0 5
to you	-9 -3 -3
to your	1 -3 -2
today	-2 -4 -6
today _ a	-9 -2 -1
today _ cant	-1 -1 -4
today _ finaly	-5 -1 0
today _ god	5 0 -1
today _ i	-1 0 -1
today _ just	-4 -3 -3
today _ know	8 -1 -1
today _ yourself	-3 -2 -2
today a	7 -2 -1
today and	0 -3 -5
today i	-1 -7 -4
today im	-7 -5 -6
today its	-5 -4 -2
today let	-3 -2 -2
today was	-8 -5 -4
todays	-6 -3 -4
todays card	-5 -3 -4
todler	-5 -4 0
todler _ bleach	-1 0 6
todler _ some	0 0 6
todler drank	-1 -1 6
toeic	-7 -5 -2
together	-8 -7 -8
together _ a	-3 -4 -4
together can	-6 -3 -2
tok	-3 4 7
tok 20	-1 0 3
tok 30	-2 -1 4
tok 40	-2 -1 3
tok _ breath	0 -3 -2
tok _ few	7 0 -1
tok _ knife	3 -2 0
tok _ many	-2 -1 3
tok _ much	-5 -1 5
tok _ paracetamol	-2 -1 4
tok _ sleping	-2 -1 5
tok my	-6 6 -2
tok the	4 1 1
tok to	-5 -3 4
tok two	-7 -5 -7
token	-10 -8 -8
token balance	-4 -4 -4
token history	-4 -4 -5
token pack	-5 -4 -4
token packs	-4 -4 -4
token sumary	-4 -4 -4
tokens	-6 -6 -6
told _ best	6 -2 0
told _ to	2 -4 -1
told me	1 1 -5
tols	7 -2 -1
tomato _ died	-3 -2 -2
tomatoes	-8 -2 -3
tomorow _ okay	-2 -2 -2
tomorow go	-2 -2 -2
tomorow not	8 -2 -1
tone	-7 -5 -5
tongue	-6 -5 3
tonight	10 -1 -4
tonight _ finaly	5 0 0
tonight _ i	-4 -1 -1
tonight _ locked	-1 3 0
tonight fr	4 -2 -1
tonight haha	-5 -3 -3
tonight is	6 0 0
tonight wil	-4 -2 -4
tonights	5 -2 -1
tonights _ night	7 0 0
tonights the	7 0 0
total	-7 -6 -4
total refiled	-5 -4 -4
totaly	-10 -7 -9
toth	-11 -6 -9
touches	-2 6 -2
touches _ leg	-1 4 0
touching	-4 6 0
touching my	-4 5 -1
tour	-7 -8 -3
toward	-8 -3 -3
toward the	-6 -2 -1
tower _ came	-4 -4 -3
tower _ tel	3 0 0
toxic	-8 -10 -5
tracker	-2 4 -1
tracker _ my	-2 4 -1
tracks my	-2 3 0
tractor roled	-1 -1 5
trafic _ going	-1 -1 -1
trafic _ gona	-2 -2 -2
trafic _ kiling	-3 -4 -3
trafic is	-2 -3 -1
train	3 -3 -2
train _ near	4 -1 -2
train tracks	7 -2 -1
training	-5 0 -3
transformation	-7 -4 -4
traped	-5 0 4
traps	-6 -4 -3
travel	-9 -7 -4
travel to	-4 -5 -3
traveling	-5 -4 -4
traveling _ moving	-3 -3 -3
traveling searching	-3 -3 -3
treasures	-5 -4 -5
trip	-2 -5 -3
trip to	-7 -2 -1
trouble	7 -1 1
truck	5 -2 -3
true	-6 -7 -7
truly	-6 -3 -4
truly fel	-3 -2 -4
truly want	-5 -2 -4
trust	-13 -9 -7
trust _ light	-1 0 -1
trust _ natural	-3 -2 -3
trust the	-6 -5 -4
trusting	-6 -4 -2
trusting the	-5 -3 -2
trustworthy	-4 -3 -4
truth and	-3 -2 -2
try	-8 -2 -6
try _ leave	-2 4 0
trying _ kil	-8 -6 -6
turn	-2 -5 -6
turn _ the	-5 -3 -3
turn out	-3 -3 -2
turning	-5 -4 2
turning _ the	-1 -2 -4
turning blue	-1 -1 4
turning toward	-1 -2 -4
turns	-5 -4 -4
tv	-6 -6 -5
twelve	-5 -5 -4
twice	-4 2 2
two _ now	7 0 0
two _ of	-8 -5 -6
two _ ofers	-4 -3 -1
two job	-4 -3 -1
two weks	-7 -5 -8
tying	5 -1 -1
tying _ lose	4 -1 -1
tying up	4 -1 -1
u	7 -3 -5
u _ the	7 -1 -3
ugh	-7 -8 -3
ugh _ want	-5 -3 -2
unalive	10 -5 -1
unalive _ pain	3 0 -1
unalive myself	11 0 0
unalive ngl	5 0 -1
unalive tbh	4 -3 -1
unalive without	3 0 -1
unaliving _ tonight	5 0 0
unapreciated	-4 -3 -3
unapreciated _ work	-4 -3 -3
unapreciated at	-4 -3 -3
uncle	-3 3 2
uncle _ me	-3 5 -1
uncles	-8 -3 -4
unconscious	-5 -5 10
unconscious _ not	0 0 4
under _ blanket	-4 -2 -2
under a	-7 -2 -1
undone	-4 -1 -2
unhuried	-8 -3 -5
uni	-5 -4 -2
universe teling	-3 -4 -2
university	-5 -2 -4
university _ want	-2 -2 -1
university i	-2 -2 -1
unles	-2 5 0
unles i	-3 6 0
unlimited	-3 -3 -3
unlimited _ guidance	-3 -3 -3
unlimited wekly	-3 -3 -3
unlucky	-8 -1 0
unsen	-3 -3 -1
unsetling	-3 -3 -3
until _ couldnt	-1 7 -1
until _ fel	2 0 0
until _ goes	4 -1 -1
until _ noise	2 -1 -1
until i	7 3 -3
until it	9 -4 -3
until the	-5 -6 -4
up _ ends	4 -1 -1
up _ him	-7 -2 -1
up _ it	1 -3 -2
up _ just	-5 -6 -4
up _ living	3 -2 0
up _ my	-6 3 -2
up _ our	-3 -4 -2
up _ should	-4 -4 -3
up _ that	4 -3 0
up _ wil	-5 -3 -4
up _ you	-3 -5 -1
up before	-3 -2 -1
up failed	-4 -3 -3
up for	-2 -5 -4
up how	6 -1 -1
up i	4 0 2
up in	-4 3 -3
up laughing	-3 -5 -1
up lose	4 -1 -1
up now	-6 -6 -5
up son	-4 -2 -3
up tomorow	6 -2 -2
up wil	-7 -2 -4
up wishing	5 0 0
update	-5 -5 -5
update pasword	-4 -4 -4
updated	1 -5 -6
upgrade	-6 -5 -4
upset	0 -5 -6
us	-6 3 -2
us and	-2 3 -4
usage	-5 -4 -4
usage history	-5 -4 -4
use	3 -4 0
use _ least	-4 -2 -3
use at	-4 -2 -3
used _ self	-5 0 -2
used to	-6 -7 -11
user	-5 -4 -4
user information	-5 -4 -4
username	-11 -8 -8
username _ short	-3 -3 -4
username taken	-6 -4 -4
username to	-3 -3 -4
uses	-5 2 -2
using	4 0 0
using it	5 0 0
usualy	-5 -2 -5
vacation	-8 -7 -4
vacation _ now	-1 0 -2
vacation right	-1 0 -2
vacation rn	-3 -2 -2
value	-6 -5 -6
values	-11 -9 -6
verifying	-2 -2 -2
verifying _ are	-2 -2 -2
verifying you	-2 -2 -2
very	-4 -5 5
very _ and	-3 0 5
very _ im	-3 -1 -1
vet	-12 -4 -3
vet says	-7 -6 -3
vibe	-6 -2 -2
vibe today	-4 -4 -4
vibes	-8 -3 -2
view	-8 -5 -6
view reading	-5 -5 -4
vilain	-5 -6 -7
vilain _ my	-4 -3 -3
vilain in	-4 -2 -2
visa _ aproved	-4 -2 -3
visa get	-4 -2 -3
vision	-7 -1 8
visionary	-9 -8 -8
visit	-9 -5 -3
visit _ for	-3 -1 0
visit _ sumer	-1 -1 -1
visit me	-3 -4 -2
visit this	-1 -1 -1
vodka	5 -3 3
vodka _ a	-3 0 4
voice what	-3 -3 -3
voices	6 -1 0
volunter	-9 -5 -4
voluntering	-6 -2 -2
vomiting	-5 -1 8
vomiting blod	-3 -1 4
vs	-7 -4 -4
wadle	-9 -6 -8
wait	2 -6 -5
wait for	-9 -6 -4
waiting _ him	-3 -2 -1
waiting in	-4 -2 -2
wake up	4 -2 -2
wal _ it	11 -4 -3
wal _ the	5 0 -1
wal on	8 0 0
wal with	-3 0 -1
walet	-4 -3 -2
walk _ the	7 -2 0
walk home	8 -1 0
walk into	9 -2 0
walking	3 -6 -2
walking _ the	7 -1 -2
walks	-8 1 -7
wan	4 -4 -6
wana	8 -5 -3
wana _ forever	6 -2 -2
wana _ it	3 0 -1
wana _ ngl	5 0 -1
wana _ so	7 -1 -1
wana _ to	6 0 0
wana die	9 0 -2
wana end	3 0 -1
wana go	6 0 0
wana slep	6 -2 -2
wana unalive	5 -2 -1
waning	-6 -6 -6
waning crescent	-4 -4 -4
waning gibous	-5 -4 -4
want	7 -4 -3
want _ break	-9 -6 -2
want _ bury	-5 -1 -2
want _ die	6 -1 -1
want _ drown	2 0 0
want _ dye	6 -2 -2
want _ end	-4 -1 -1
want _ finish	12 0 -2
want _ hang	4 0 0
want _ hurt	6 0 0
want _ just	7 0 -1
want _ leave	-2 -4 -3
want _ life	4 0 -2
want _ make	4 0 0
want _ pain	5 0 -2
want _ slit	3 -2 0
want _ step	3 -1 0
want _ stop	8 0 0
want _ unalive	7 0 0
want _ walk	6 -2 0
want it	12 -1 0
want my	11 0 -1
want the	6 2 -1
want to	1 -4 -2
wanted _ ask	6 0 0
wanted _ die	-3 -1 1
wanted _ to	6 -2 -1
wanting _ make	4 0 0
wants	4 -3 -3
wants _ die	-7 0 -3
war	-8 -7 -5
war _ the	-7 -6 -4
wardrobe	6 0 0
warm	-9 -5 -5
warmer	-6 -3 -5
warmth	-13 -8 -8
warning	-6 -3 -3
warning signs	-3 -3 -4
was _ !born	4 2 0
was _ a	-5 -4 -4
was _ age	-4 -5 -3
was _ an	-6 -5 -1
was _ and	-9 -4 -2
was _ but	-3 -2 -6
was _ by	-6 -1 0
was _ for	-2 -7 -3
was _ im	-3 -6 -1
was _ in	-4 -3 -2
was _ maried	-4 -3 -4
was _ meh	-3 -2 -3
was _ over	-3 -3 -2
was _ peaceful	-4 -4 -4
was _ the	-4 -3 -4
was _ vacation	-1 -2 -1
was _ woke	-2 -2 -1
was _ work	-6 1 -3
was actualy	-6 -3 -5
was amazing	-6 -2 -2
was aslep	-3 1 -3
was calm	-6 -4 -2
was floating	5 -2 0
was flying	-5 -4 -2
was huried	-3 -2 -2
was in	-4 -3 -4
was just	3 -7 1
was litle	-6 -2 -5
was molested	-2 3 -2
was not	-5 -4 -6
was on	-2 -1 -4
was outside	0 5 0
was pregnant	-3 1 -2
was sexualy	-2 5 -2
was stil	2 0 0
washed	-4 -4 -3
wasnt _ fault	5 -1 0
wasnt anyones	4 -1 0
waste _ oxygen	4 -1 -1
watch	-4 -7 -6
watch stoped	-6 -4 -5
watched	-10 -6 -6
watching _ laugh	-4 -1 -2
water	-4 -6 -3
water _ clear	-2 -1 -2
water _ comes	-2 -3 -2
water always	-2 -3 -2
water and	-2 -7 -8
water to	-2 -4 -3
watered	-5 -4 -4
waves	-5 -5 -3
waxing	-6 -6 -6
waxing crescent	-4 -4 -4
waxing gibous	-4 -4 -4
way _ die	6 0 0
way _ end	7 0 -1
way _ go	8 -2 -3
way home	11 -5 -2
way out	7 1 0
ways _ die	7 -1 -2
we	-9 -5 1
we _ a	-2 -2 -5
we _ about	-2 -1 -4
we _ close	-5 0 -3
we _ to	-3 1 -1
we _ up	-5 -5 -3
we do	0 -1 5
we got	-6 -2 -4
we stay	-5 -2 -4
wear _ the	-3 -3 -3
wear to	-3 -4 -3
wearing	-1 -5 -5
weather	-6 0 -3
weding	-10 -5 -7
weding _ be	-2 -1 -2
weding _ going	-5 0 0
weding spech	-4 -4 -3
weds	-6 -1 -3
weight of	-4 -1 -1
weird	-5 -7 3
wek _ friday	-2 -1 -2
wek _ god	-6 -4 -4
wek _ knows	0 4 -1
wek _ night	-4 -4 -4
wek he	-4 3 -2
wek i	4 -2 -1
wek is	-4 -2 -3
wek lol	-4 -1 -1
wek please	-3 -1 -1
wek promise	-4 -3 -3
wek wil	-4 -1 -1
wekend _ beter	-5 0 -1
wekend _ emails	-3 -2 -3
wekend _ switch	-4 -3 -3
wekend and	-3 2 -1
wekend be	-5 0 -1
wekend i	4 1 0
wekend without	-3 -2 -3
wekly	-5 -5 -5
wekly guidance	-4 -3 -3
weks	-5 -4 -2
weks penguin	2 0 0
wel	-7 -8 -8
wel _ it	6 0 0
wel _ the	-3 0 0
wel and	-4 -1 -1
wel make	6 0 0
wel tonight	-4 -2 -1
welbeing	-9 -8 -8
welcome	-10 -8 -7
welcome the	-6 -1 -2
went	-4 -8 -2
went of	-6 -4 -1
went wel	-3 -1 -3
were	-3 -1 -2
were drowning	0 -3 -2
were stuck	-1 -1 6
weve	-6 -7 -6
weve _ apart	-4 0 -1
weve grown	-4 0 -1
what _ about	5 -2 0
what _ already	-7 -5 -2
what _ did	5 1 0
what _ get	6 -2 -2
what _ i	-5 2 1
what _ is	-5 -4 -3
what _ it	-3 -7 -3
what _ my	-6 -3 -3
what _ since	-4 -4 -4
what _ surounds	-3 -4 -3
what _ you	-7 -4 -3
what are	-4 -3 -4
what do	-3 -1 2
what energy	-5 -6 -6
what hapened	-3 -3 -5
what has	-7 -5 -5
what he	0 4 0
what im	9 -2 -1
what is	-7 -7 -7
what its	4 0 0
what maters	-8 -4 -5
what mesage	-6 -4 -5
what should	-4 0 -3
what wil	-7 -1 -2
what you	-9 -3 -4
whatever	-2 -6 -3
whats	1 -9 -6
whats _ card	-5 0 -1
whats _ for	-7 -1 -5
whats _ mesage	-5 -3 -2
whats _ most	4 -1 -1
whats _ point	5 -1 -2
whats _ spirit	-3 -2 -2
whats _ store	-4 -1 -2
whats _ vibe	-5 -2 -2
whats in	-4 -1 -2
whats my	-6 -2 -3
whats next	-9 -4 -1
when	4 8 -2
when _ argue	-1 7 0
when _ asked	-6 4 0
when _ can	-9 -5 -3
when _ cros	6 -3 0
when _ die	6 -1 0
when _ drunk	-1 4 0
when _ get	7 2 -1
when _ grades	-3 6 -1
when _ it	-9 -7 -11
when _ sad	2 0 0
when _ saw	-5 -6 -5
when _ think	-1 -1 -3
when _ was	-8 -6 -2
when _ water	-3 -2 -1
when diner	0 3 0
when hes	-1 4 -1
when it	1 -4 -7
when she	-5 -1 0
when shes	-2 5 0
when the	6 -5 -2
whenever _ speak	0 5 0
whenever shes	0 5 -1
whens	-5 -1 -2
whens _ next	-5 -1 -2
whens my	-5 -1 -2
where im	5 0 0
where should	-5 -5 -5
where you	-8 -2 -3
whether	5 -2 -2
whether my	6 -1 -1
whezing	0 0 9
which	4 -3 -4
which _ should	-8 -2 -1
while _ was	-4 1 1
while now	6 0 0
white	-6 -4 1
who _ i	-4 -4 -4
who _ plans	-3 -1 -1
who always	-5 -2 -1
who kiled	-6 -5 -6
who pased	-5 -3 -1
whoever	4 -1 -1
whoever _ this	4 0 0
whole	-3 -4 3
whole _ and	-6 -2 -3
whole _ tonight	3 0 -2
whos	0 -4 -5
why	7 -4 -6
why _ left	-4 -3 -4
why _ the	-7 -4 -4
why did	-9 -5 -5
why do	-6 -3 -3
why i	3 -3 -1
why she	-4 -3 -4
wider	-6 -4 -4
widower	2 0 -1
wife fainted	0 0 1
wifes	-2 4 4
wil	-2 -5 -5
wil _ al	5 0 0
wil _ back	-9 -6 -5
wil _ because	2 0 0
wil _ bridge	5 -1 -1
wil _ care	5 -1 0
wil _ cover	-4 -2 -2
wil _ crush	-4 -1 -1
wil _ end	-6 -1 -1
wil _ ever	-5 -6 -2
wil _ ex	-4 -3 -2
wil _ fel	-10 -1 -3
wil _ find	-9 -9 -5
wil _ flight	-4 -2 -3
wil _ friends	-1 -2 -2
wil _ get	-8 -2 -7
wil _ god	-6 -1 0
wil _ grades	-2 -2 -3
wil _ grandfather	-3 -2 -3
wil _ grandmother	-3 -1 -2
wil _ grandson	-3 -2 -1
wil _ hit	-6 -2 -3
wil _ hurt	5 -1 0
wil _ husband	-3 -2 -2
wil _ interview	-3 -1 -1
wil _ litle	5 -2 -4
wil _ make	-12 -3 -2
wil _ mary	-4 -4 -4
wil _ meting	-4 -2 -1
wil _ mis	2 0 0
wil _ mom	-1 -1 -1
wil _ mothers	-4 -2 -5
wil _ much	3 -1 -1
wil _ neighbor	-3 -3 -2
wil _ pas	-3 -2 -4
wil _ rain	-7 -5 -5
wil _ remember	-5 -5 -2
wil _ sister	-9 -6 -6
wil _ sisters	-3 -1 -1
wil _ slep	-5 -1 -1
wil _ stay	-4 -3 -5
wil _ stick	-5 -3 -2
wil _ stock	-4 -4 -4
wil _ suit	-6 -4 -3
wil _ survive	-6 -3 -3
wil _ text	-3 -4 -2
wil _ that	-5 -1 -1
wil _ tower	3 0 0
wil _ turn	-5 -4 -1
wil _ understand	3 0 0
wil _ visa	-7 -2 -3
wil _ work	-6 -2 -2
wil anyone	7 -2 0
wil because	-6 -7 -4
wil finish	6 -1 -1
wil friday	-2 -1 -2
wil go	6 0 -1
wil he	-3 -5 -4
wil hurt	3 3 0
wil i	-8 -7 -4
wil insurance	-4 -2 -2
wil it	-4 -3 -4
wil kil	-5 -5 -1
wil let	2 0 0
wil me	-5 -8 -6
wil murder	-6 -6 -2
wil my	-4 -7 -6
wil not	6 0 0
wil now	-5 -1 -1
wil point	-3 -3 -3
wil she	-12 -6 -1
wil the	-6 -3 -5
wil things	-7 2 -1
wil we	-3 -4 -4
wilting	-4 -5 -4
win	1 -5 -5
win _ lotery	-5 -1 0
win _ match	-6 -1 -3
wings	-7 -4 -4
wins	-6 -5 -4
wiped	-6 -3 -2
wisdom	-6 -4 -6
wisdom _ out	-4 -1 -7
wish	6 -4 -1
wish _ was	5 -3 -1
wish _ were	3 0 0
wish i	5 -1 -1
wishing	5 -1 0
wishing _ had	4 0 0
wishing id	6 0 0
wishing it	5 -1 0
with _ !wifi	-4 0 0
with _ and	-8 -4 2
with _ bag	3 0 -1
with _ belt	-2 7 -1
with _ best	-6 -6 -4
with _ boyfriend	-7 -7 -2
with _ busines	-3 -4 -3
with _ card	-2 -1 -2
with _ clothes	-2 5 -3
with _ cofounder	-3 -1 -1
with _ cousin	-5 -4 -4
with _ cramps	0 0 4
with _ dead	-4 -4 -2
with _ girlfriend	-8 -2 -2
with _ god	-7 -6 -8
with _ hamer	2 -4 -2
with _ hot	0 3 0
with _ i	2 7 0
with _ investment	-3 -2 -1
with _ jump	-5 -2 -6
with _ kids	-6 -7 -6
with _ lighter	7 0 -1
with _ lol	-4 -4 -6
with _ mother	-2 -3 0
with _ neighbour	2 -1 -1
with _ novel	-1 0 -1
with _ old	-7 -1 -2
with _ pan	-1 10 -1
with _ razor	4 -2 -1
with _ sister	-6 -4 -2
with _ stick	0 4 0
with _ tea	-4 -6 -4
with _ water	-3 -2 1
with _ wek	-2 -1 -2
with care	-5 -5 -5
with charcoal	-1 -2 5
with ease	-3 -1 -4
with everything	4 -1 0
with friends	-7 -5 -6
with hope	-4 -2 -4
with kindnes	-7 -5 -3
with life	6 -4 -6
with money	-7 -6 -5
with my	-2 -2 -4
with no	-3 -4 -3
with patience	-7 -7 -5
with terible	0 0 5
with that	6 -2 -2
with this	-9 -7 -5
with us	-1 5 -2
within	-11 -7 -6
without _ around	4 -1 0
without _ as	-2 3 0
without _ cost	3 -1 0
without _ for	-5 -7 -6
without _ right	9 -5 -2
without _ the	-3 -2 0
without _ to	-5 -2 -2
without _ what	4 0 0
without a	-5 -3 -3
without apology	-3 -3 -3
without emails	-3 -2 -3
without kiling	-4 -3 -2
without loking	10 -3 0
without me	11 -6 -2
without pain	7 -1 -3
without rushing	-6 -3 -3
wnat	3 -2 -2
wnat _ dei	3 -2 -2
wnat to	3 -2 -2
woke _ before	-5 -2 -3
woke _ laughing	-3 -5 -1
woke _ to	4 0 0
woke _ wishing	3 0 0
woke _ with	-5 -2 -3
woke wanting	4 0 0
won	-7 -8 -6
wont	6 2 6
wont !be	5 -1 0
wont !come	6 -2 -4
wont !have	7 -1 0
wont !hurt	5 0 0
wont !let	-2 4 -2
wont !ned	11 -2 -1
wont !stop	-4 -2 9
wont _ !here	2 0 0
wont _ !is	-6 -4 -4
wont _ !me	1 4 -3
wont _ !threatening	-1 3 -1
word	-2 -3 -4
word _ this	-4 -3 -3
word for	-4 -3 -3
words	-2 -6 1
work	-7 1 -3
work _ a	-5 -5 -4
work and	-2 3 -1
work in	-3 -6 -3
work is	-1 -7 -8
work out	-5 -2 -1
work raped	-1 4 0
working	-4 -1 -3
workout	-5 -3 -7
workout _ kiling	-3 -3 -3
workout is	-3 -3 -3
world	6 -3 -3
world permanently	2 0 0
worth	-3 -6 -4
worth it	-5 -5 -3
worthles _ i	5 0 0
worthles and	5 0 0
wory	-7 -3 -2
would	9 -2 -2
would _ beter	7 -1 0
would _ care	3 0 0
would _ for	-3 -1 -1
would _ if	6 -1 -1
would _ me	4 -1 -1
would _ parents	5 0 0
would _ the	3 5 0
would _ to	7 0 -1
would anyone	6 -1 -1
would care	2 0 0
would die	-3 -1 -2
would finaly	5 0 0
would hit	4 0 0
would you	-5 -1 -1
wouldnt	7 -3 -1
wozy	-2 0 3
wrecked me	-11 -6 -9
wrist	7 3 2
wrist _ its	0 0 3
wrist and	0 0 3
wrists	7 0 -3
wrists _ the	2 -1 -1
wrists in	2 -1 -1
write	2 -3 -3
write _ journal	-4 -3 -3
write _ my	3 0 0
write _ question	-4 -1 -1
write _ reflections	-3 -4 -4
write _ suicide	5 0 0
write in	1 0 -1
write your	-4 -3 -3
writing _ obituary	4 -2 -2
writing a	-12 -11 -10
wrote	5 -3 -2
wrote _ suicide	5 0 0
wrote _ wil	5 0 0
wrote my	5 -1 -1
wrote the	10 -2 0
year	-8 -4 -5
year _ learn	-3 -2 -3
year _ my	-4 -1 -4
year _ the	-4 -1 0
year at	-3 -1 -1
year i	-4 -2 -4
year to	-3 -1 -1
years	-3 -6 -4
years _ and	0 -2 -5
years _ the	-2 -2 -2
years _ today	-5 -4 -3
years ago	-8 -7 -6
years since	-3 -2 -1
yeled	-5 -7 -5
yeled at	-4 -6 -5
yes	0 -3 -5
yes no	-4 -3 -4
yesterday	-9 -1 -6
yesterday _ a	-3 -3 -2
yesterday its	-7 -3 -2
yet	-5 -6 -5
yet _ it	-6 -5 -2
yogurt	-3 -3 -6
yogurt again	-3 -3 -6
you	-2 -6 -6
you _ !have	-3 -3 -3
you _ already	-3 -1 -1
you _ ben	-10 -1 -3
you _ com	-4 -3 -3
you _ do	-2 -2 -2
you _ guided	-2 -2 -3
you _ have	-4 -3 -3
you _ human	-2 -2 -2
you _ is	-6 -1 -2
you _ loking	-5 -1 -1
you _ me	-4 -4 -1
you _ not	-7 -3 -2
you _ part	-1 -2 -3
you _ permision	-7 -4 -4
you _ than	-8 -3 -4
you _ this	3 -2 -3
you _ what	-4 -2 -2
you again	-3 -3 -2
you already	-11 -5 -3
you and	-6 -1 -2
you are	-10 -4 -8
you closer	-7 -5 -6
you deserve	-3 -3 -3
you die	7 0 0
you example	-4 -3 -3
you feling	-3 -2 -2
you have	2 -3 -2
you like	-6 -2 -4
you might	-6 -3 -6
you most	-4 -1 -2
you thank	4 0 0
you truly	-4 -1 -3
young	-5 0 -2
your	-7 -7 -9
your _ death	5 0 0
your _ for	-6 -3 -3
your _ is	-7 -4 -5
your _ journey	-6 -4 -4
your _ may	-4 -1 -6
your _ restful	-3 -2 -3
your _ rise	-3 -2 -3
your cal	-3 -2 -3
your card	-5 -5 -5
your dream	-6 -4 -3
your dreams	-7 -5 -4
your entry	-6 -2 -2
your fault	7 -1 0
your inbox	-4 -4 -3
your life	-4 -1 -5
your mind	-5 -4 -8
your nest	-3 -1 -2
your pasword	-3 -2 -2
your people	-3 -3 -3
your question	-8 -5 -6
your reading	-8 -4 -4
your readings	-5 -2 -2
your reflections	-5 -3 -3
your suroundings	-2 -3 -2
your way	-3 -1 -1
your work	-8 -7 -3
your wrist	4 0 0
yourself	-5 -5 -7
yourself _ apology	-3 -3 -3
yourself _ to	-11 -3 -2
yourself without	-3 -3 -3
zero	-3 -6 -5
zombie	-10 -3 -5
zombie _ mondays	-2 -1 -3
zombie on	-2 -1 -3
️	-6 -5 -6
`;

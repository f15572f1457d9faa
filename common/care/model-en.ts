// Written by scripts/train-care.ts from the training sets (docs/care.md, "The model"); do not edit.
export const MODEL_EN = `
!555	-8 -8 -9
!about _ train	3 -1 -2
!about it	-3 -1 -5
!about sliting	4 -2 -2
!after !taking	0 0 3
!after _ something	0 0 3
!again !lie	-3 -1 -1
!alive	6 0 0
!alive !next	3 0 0
!alive _ wek	3 0 0
!alowed	-1 4 0
!alowed !to	-1 6 -1
!and	1 1 11
!answer	-5 -2 6
!answering	-2 -3 8
!anymore	5 -2 -6
!anyway	6 0 0
!around	10 1 -3
!authenticated	-7 -6 -6
!backup	-6 -6 -4
!be	4 -2 -6
!be !found	6 0 0
!be !here	8 0 0
!be !long	6 0 0
!be _ !next	4 0 0
!be _ anymore	11 -1 0
!be _ tomorow	7 0 0
!be alive	7 -1 0
!be around	6 0 0
!be here	4 0 0
!being	7 -3 -3
!being _ !next	3 -1 0
!believe	-4 7 -1
!believe me	-1 3 0
!ben	9 -1 -1
!blod	-1 0 5
!born	7 1 -1
!breath	-2 0 2
!breathe	-3 -5 4
!breathe !and	-2 0 5
!breathing	-2 -4 9
!breathing !after	0 0 3
!breathing !and	0 0 5
!breathing _ !taking	0 0 3
!but	-6 -3 -1
!by	-3 -6 -6
!came !back	5 -2 0
!camping	4 -1 -1
!can	-2 -3 1
!cary this	-5 -6 -6
!catch	-1 0 2
!catch !my	-1 0 2
!catch _ !breath	-1 0 2
!category	-7 -6 -5
!clouds	-2 -2 -2
!come !to	-7 -3 -5
!compile	-4 -1 -1
!dark	-8 -7 -3
!die	-2 -1 1
!do !this	6 -1 -2
!do _ !anymore	6 -1 -2
!done	9 -2 -1
!dream	-3 0 -4
!drinking	-4 -3 -4
!drinking !again	-4 -2 -1
!drinking _ !lie	-3 -1 -1
!eat until	-2 8 -1
!eating	6 -3 -2
!either	11 -3 -3
!end	-8 -4 -7
!ever	9 -2 -2
!ever again	12 -2 -1
!every _ !is	-7 -6 -6
!except	4 -1 -2
!exist	10 -1 -1
!exist anymore	6 -1 -1
!extra	-5 -6 -5
!face	7 -5 3
!family	5 -3 -2
!fault	3 -1 -2
!felt	-6 0 -3
!finish	-5 1 4
!for !camping	3 -1 -1
!for _ realy	3 0 0
!force	-4 -2 -2
!force it	-2 -3 -4
!found	-5 -5 -4
!get _ !my	-7 -7 -7
!give	-8 6 -1
!go on	5 0 0
!going	5 -1 5
!going _ !be	2 0 0
!have	7 -1 2
!have _ !cary	-5 -6 -6
!have _ !force	-4 -2 -2
!her !fault	5 0 -2
!here	6 0 0
!here !next	2 0 0
!here _ month	2 0 0
!home !i	5 -3 -2
!how	-5 -2 8
!i !think	5 -1 4
!i tel	2 1 0
!idea	-7 -2 -1
!if _ tel	0 2 0
!il	4 -2 -3
!il !be	3 0 0
!in !living	3 -2 -2
!is _ ex	4 0 0
!is that	4 0 0
!it !anymore	5 0 0
!it !yet	3 -1 0
!it _ i	6 0 0
!it _ im	8 -1 -1
!it _ the	-6 0 -3
!its	8 -1 2
!ive	9 -1 -1
!joking	8 -1 -1
!joking !this	5 0 0
!joking _ !time	5 0 0
!kep	5 4 -1
!know !why	6 -1 0
!leave	-2 8 -5
!leave _ house	-4 8 -2
!left	8 -3 -1
!let _ !se	-2 8 0
!live	12 -2 -1
!live _ should	4 0 0
!live anymore	5 -1 -1
!living	7 -3 -6
!living !anymore	5 -1 -2
!lol	0 -7 -6
!match	-8 -6 -7
!me _ my	-5 7 -1
!me _ until	-2 5 0
!meant	-4 -2 -2
!meant !to	-4 -2 -2
!memory	-1 6 -2
!mis me	7 -3 -1
!moving	4 -3 6
!my !breath	-1 0 2
!my !family	6 -3 0
!my !inhaler	-6 0 6
!my _ is	-8 -3 3
!myself	7 -1 -2
!ned !them	5 0 -1
!ned _ !hury	-3 -3 -4
!ned _ !se	-6 -2 -1
!neds	-10 -8 -7
!next	6 0 0
!next month	3 -1 0
!next wek	5 0 0
!now	7 -7 -5
!of	1 -6 -4
!okay	-6 -1 -5
!on	7 -3 -3
!on !having	5 0 0
!on _ alive	5 0 0
!one	8 -1 -2
!one _ !believe	-1 8 -1
!one _ !mis	7 -3 -1
!or	3 -6 3
!out	-2 5 -1
!out !except	4 -1 -2
!out !i	-3 0 -1
!pay	4 6 -3
!planing	9 -2 -1
!planing !on	4 -1 0
!point	12 -1 -2
!point !in	3 -2 -2
!point !living	3 0 -1
!point _ !anymore	3 0 -1
!point _ !living	3 -2 -2
!protected	-4 -3 -3
!pulse	-2 -2 8
!put	-7 -7 -7
!questions	-1 -5 -3
!questions !yet	-4 -4 -3
!quit	-7 2 -5
!readings	-4 -5 -5
!readings !yet	-4 -3 -3
!reason !to	4 -1 -1
!reason _ !kep	3 -1 -1
!reason _ !live	5 0 0
!reason _ !stay	4 -1 0
!resonate	-3 -3 -2
!responding	-1 -2 8
!run	-1 -8 -7
!say	1 5 -4
!scary	-6 -2 -2
!se	9 4 -2
!se !myself	3 0 0
!se _ !i	3 -1 0
!season	-5 -4 -4
!shes	-6 -4 9
!slep	-6 0 -4
!so	-1 -7 -3
!stand !up	-1 0 6
!straight	-6 -1 6
!submit	-3 -3 -3
!sweating	-1 -3 6
!taking something	0 0 3
!talk	-9 1 -3
!tel	6 4 -2
!tel !my	5 0 -2
!teling	4 0 0
!teling !anyone	5 0 0
!the !clouds	-2 -2 -2
!the !job	8 0 0
!them	6 2 -1
!think	6 -1 2
!think !i	7 -1 0
!thinking _ it	-3 -1 -5
!thinking _ jumping	9 -5 -5
!thinking _ sliting	4 -2 -2
!this !anymore	5 -1 -2
!this !time	7 0 -1
!this time	7 -1 -1
!til	-4 5 -1
!to !exist	6 -1 -1
!to !force	-4 -2 -2
!to !hury	-3 -3 -4
!to !kep	7 -3 -1
!to !live	7 -1 -1
!to !wake	7 -1 -1
!to _ alive	7 -1 0
!to _ anymore	4 1 -1
!to _ around	4 0 0
!to _ everything	-5 -2 -4
!to _ on	3 -2 -2
!to _ someone	4 0 0
!to _ up	7 -2 -2
!tomorow	8 -5 -4
!tonight	8 1 0
!until	-3 -1 -6
!up !again	8 0 0
!up !is	4 0 0
!up !until	-4 -4 -4
!up _ that	7 -3 0
!up _ the	-2 0 2
!up tmrw	7 -3 -3
!valid	-3 -3 -5
!wake _ !is	4 0 0
!wake _ !until	-4 -4 -4
!wake _ ever	3 -1 0
!wake _ tmrw	7 -3 -3
!wake _ tomorow	15 -5 -3
!wake up	6 -1 -1
!want _ !exist	6 -1 -1
!want _ !live	7 -1 -1
!want _ !wake	6 -1 -1
!want _ live	6 -1 -1
!way !out	4 -1 -2
!way _ !except	4 -1 -2
!what !i	-4 -5 -4
!what _ do	-6 4 4
!what _ say	-3 -4 -6
!whole	-6 -3 -3
!why	6 -2 -1
!wil !i	-6 -2 -5
!wil _ find	-7 -3 -4
!wish !to	5 0 -1
!working	1 -1 9
!yet	-2 -2 -7
!yet !protected	-4 -3 -3
!your	-7 -5 -6
1	-2 -3 4
10	-4 -3 -1
100	-11 -2 -4
11 11	-6 -6 -3
12 hour	-7 -2 -2
12th	7 -3 -1
12th flor	5 0 0
1323	-7 0 -1
15	-4 1 0
19 lol	2 0 0
20 _ tokens	-2 -2 -2
20 test	-2 -2 -2
2025	-7 -6 -4
2am	-2 -1 -4
2nd	-4 -3 -2
2nd place	-2 -2 -2
3 20	-6 -6 -6
3 _ and	-7 0 -2
3 years	-9 -2 -3
30	-4 -6 4
30 paracetamol	-2 -1 5
35	-9 -9 0
4 _ it	-4 -5 -4
5	-7 -3 -2
50	-3 2 -5
500	-7 -5 -9
555	-15 -14 -8
5555	-8 -8 -4
67	-2 -4 -3
7	-8 1 -1
70	-7 -5 -5
78	-5 2 0
8	-4 1 -3
8 _ pregnant	0 0 5
80	-9 -4 -3
94	-4 -3 -3
a _ about	-7 -2 -7
a _ admirer	-3 -3 -3
a _ after	-9 -6 -4
a _ apocalypse	-7 -2 -3
a _ asking	-1 -1 -2
a _ at	-4 3 -3
a _ batery	-1 0 4
a _ bath	-3 -1 -2
a _ blade	6 -1 -1
a _ bok	-5 0 -1
a _ botle	4 -1 3
a _ but	-8 -3 -5
a _ camera	-6 -2 -1
a _ card	-6 -2 -2
a _ carer	-6 -2 -1
a _ cat	-6 -4 -3
a _ date	-5 -4 -4
a _ death	-4 -1 0
a _ direction	-4 -2 -4
a _ director	-9 -3 -2
a _ dog	-7 -2 -1
a _ dose	3 -1 -1
a _ dril	-2 -4 -5
a _ entry	-4 -3 -3
a _ for	-2 -6 -4
a _ god	-8 -4 -1
a _ heart	-9 -2 -3
a _ hoby	-4 -4 -1
a _ in	-1 -2 -1
a _ is	-7 0 -6
a _ last	-1 4 -4
a _ link	-2 -3 -3
a _ lol	-12 -3 -5
a _ negotiator	-2 -2 -3
a _ not	7 -3 -2
a _ note	2 -1 0
a _ omen	-3 -4 -1
a _ outside	0 -2 4
a _ penguin	-8 -1 -1
a _ piece	-5 -4 -4
a _ pin	4 -1 -2
a _ practice	-5 -2 -4
a _ question	-6 -2 -2
a _ right	-6 -4 -1
a _ rn	-5 -1 -1
a _ should	-5 -1 -6
a _ table	-7 -4 -5
a _ thing	-6 0 -4
a _ where	-9 -10 -6
a _ wil	-3 -2 -10
a _ with	-4 -5 -1
a _ woke	-2 -7 -3
a _ year	-9 -4 -3
a baby	-7 -5 -4
a bad	-1 -5 -2
a batery	-1 0 7
a be	-8 -4 5
a bed	9 -2 -4
a belt	1 7 -1
a bird	-7 -4 -3
a break	-7 -3 -3
a bus	7 0 0
a busines	-4 -1 -1
a buton	0 0 3
a calm	-7 -5 -2
a car	-1 -5 3
a cat	-6 -3 -3
a category	-5 -4 -5
a cold	-9 -4 -10
a compas	6 -3 -1
a conversation	-3 -1 0
a coworker	-7 2 -2
a crime	-5 -3 -3
a date	7 -2 0
a dead	-5 4 -1
a dorway	-3 -2 -2
a dream	-7 1 -4
a failure	8 0 0
a fever	-3 -3 8
a fire	-4 -1 1
a first	-6 -3 -4
a fish	-2 -2 -3
a flat	-3 0 -2
a friend	-8 -9 -6
a funeral	-10 -2 -5
a gap	-5 -2 -2
a godbye	6 -1 0
a haircut	-3 -2 -1
a headache	-5 -3 -6
a hit	-4 -6 -4
a hose	6 -1 -1
a house	-7 -1 -4
a huge	-5 -1 -1
a journal	-4 -3 -3
a kiler	-10 -5 -7
a kiten	-3 -2 -2
a knife	4 6 1
a leg	-3 -3 -4
a length	4 -1 0
a leter	-3 -1 -2
a lethal	5 -1 -2
a lighter	8 -2 -2
a litle	-6 -9 -7
a lot	0 -5 2
a man	-3 6 -2
a murder	-5 -2 -2
a nany	-4 1 -1
a nap	-8 0 -1
a new	-5 0 -2
a note	7 4 0
a one	1 -1 -1
a parking	-10 -6 -6
a patient	-5 -1 -1
a person	4 0 0
a pet	-6 -8 -4
a pil	-8 -4 -8
a pilow	-7 -7 -1
a plan	4 -2 0
a poem	-5 -1 0
a potery	-3 -3 -3
a proper	-8 -1 -2
a pupy	-5 -3 -3
a razor	2 0 0
a reading	-1 -2 -3
a rope	5 0 0
a sabatical	-4 -1 -2
a safety	4 -1 -2
a scholarship	-3 -4 -5
a sign	-5 -4 -6
a simple	-5 0 -1
a sin	9 -1 -2
a smal	-7 -5 -4
a softer	-6 -5 -5
a soul	4 -2 0
a stick	0 4 0
a stroke	-4 -3 -3
a tato	-5 -1 -1
a test	-5 -2 -2
a title	-5 -4 -4
a tracker	-3 6 0
a trip	-6 -4 -2
a vacation	-6 -5 -4
a weird	-2 0 5
a wek	-3 -6 -4
a wekend	-5 -2 -1
a whole	-5 0 4
a year	-9 -3 -3
a zombie	-8 -4 -3
about	-1 -6 -4
about _ dream	-7 -1 0
about _ dying	5 0 0
about _ ex	-4 -5 -8
about _ exam	-9 -3 -9
about _ for	-2 -3 0
about _ friends	-4 -2 0
about _ into	8 0 0
about _ it	0 -1 0
about _ job	-9 -8 -1
about _ late	-6 -6 -1
about _ myself	5 0 0
about _ the	10 0 -1
about _ trip	-4 -1 -1
about _ wil	-7 -2 0
about _ wrists	5 0 0
about a	-6 -6 -6
about driving	6 0 0
about faling	-2 -2 0
about her	-8 -6 -4
about is	5 0 0
about jumping	9 -1 0
about just	6 -1 0
about kiling	6 0 -4
about me	-4 -3 -5
about money	-8 -4 -1
about moving	-6 -3 -1
about my	-7 -5 -10
about the	-6 -3 -2
about tomorow	-6 -7 -2
about using	7 0 0
about where	5 0 0
about work	-7 -3 -5
abroad	-5 -6 -3
abroad this	-1 -2 -2
abroad wil	-4 -5 -1
absolutely	-9 -6 -5
absolutely murdering	-5 -3 -4
abt	5 -2 -2
abt _ it	4 -2 -2
abt ending	4 -2 -2
abused	-4 7 -2
abused me	-2 3 -1
abusive	-7 3 -4
acept	-4 -8 -5
acepting	-8 -6 -7
ache	-5 -4 -4
acid	-5 8 3
acident	5 -6 -1
acount	3 -2 -5
acounts	6 5 -1
acros my	11 -5 -3
acros the	-3 2 -1
act	-8 -5 -5
acting	-6 -2 -1
actualy _ my	-6 -1 -7
actualy forever	3 0 0
actualy gone	4 0 0
acurate	-8 -3 -3
aded	-1 -4 -4
admirer	-3 -3 -3
adopt	-7 -3 -3
adopt _ cat	-6 -3 -3
adopt _ dog	4 0 0
adopt _ kiten	-3 -2 -1
adopt _ pupy	-4 -3 -3
adopt _ second	-4 -3 -3
adopt one	-4 0 -3
adult	-5 -4 -3
advice	-6 -4 -4
advice _ today	-3 -4 -3
advice please	-4 -4 -3
afairs	4 0 0
afraid _ dying	-4 -4 -5
afraid _ husband	-2 5 -1
afraid my	-2 5 -1
after _ car	-1 -1 3
after _ concert	-1 -1 -1
after _ die	8 0 0
after _ every	-4 -2 -2
after _ gone	6 0 0
after _ hike	0 -3 -2
after _ hour	-5 -2 -4
after _ hours	-4 -3 -2
after _ i	6 -1 -1
after _ new	0 0 5
after _ night	-4 -6 -4
after _ of	-6 -5 -6
after _ stret	-3 -2 -2
after _ years	-5 -3 -4
after a	-10 -3 -1
after im	5 0 0
again	2 1 -5
again _ about	3 0 0
again _ it	7 -2 -1
again _ last	-1 4 0
again _ night	3 6 -4
again _ of	6 0 0
again _ this	7 -1 -1
again after	7 1 -1
again any	-3 -1 0
again im	-7 -1 -3
again is	-6 -5 -1
again its	8 -3 -2
again lately	4 0 0
again next	-8 2 -3
again should	-2 -7 -2
again stres	-4 -4 -2
again today	-1 5 0
again tonight	8 2 -1
again whatever	-3 -3 -2
again wil	-2 -5 -1
age	-4 -1 -4
age now	-5 -4 -2
ago _ im	0 0 -3
ago _ tried	-7 -1 -1
ago i	-3 -2 0
ahead	-6 -8 -7
ahead _ like	-3 0 0
ahead lok	-3 0 0
aid	-9 -2 0
air	-3 -3 -2
airport _ we	-5 -2 -1
airport wil	-7 -2 -1
al	1 -3 1
al _ i	-4 -3 -2
al _ me	-5 -3 -4
al _ my	-7 0 1
al _ pils	8 -1 0
al _ think	6 0 0
al _ time	7 -2 -3
al _ while	-4 -7 -8
al around	-4 -4 -4
al every	7 0 0
al god	-7 -2 -8
al i	4 -1 1
al night	-6 -4 0
al nothing	3 0 0
al over	-6 3 2
al readings	-8 -6 -6
al statuses	-7 -5 -6
al themes	-7 -5 -5
al up	8 0 0
alarm	-6 -2 -5
alarm _ every	-3 -2 -2
alarm clock	-3 -2 -1
alergy	-8 -1 -5
alive	1 -3 -3
alive _ want	5 0 0
alive anymore	11 0 0
alive i	5 0 0
alive in	-8 -3 -1
alive tomorow	7 0 0
alone	-4 6 1
alone _ do	4 3 -2
alone for	-8 -7 -6
along	-4 -8 -7
along _ my	-2 -2 -1
already	4 2 -3
already _ the	8 -2 0
already _ your	-9 -4 -4
already decided	8 -1 0
already on	-2 -1 -1
already writen	4 0 0
always	0 -9 -7
always _ back	-4 -4 -3
always _ me	-6 6 -4
always _ the	-7 -8 -5
always _ to	-7 -2 -4
am	2 0 -5
am _ abused	-2 6 -2
am _ being	-5 -5 -6
am _ domed	-4 -2 0
am _ done	-6 -5 -3
am _ going	-6 -3 -1
am _ now	-3 -3 -3
am _ of	7 0 0
am _ on	-3 -2 -1
am _ the	2 2 1
am being	-2 6 -2
am going	7 -1 0
am i	-14 -7 -5
amazing	-10 -5 -6
ambulance	5 -1 5
among	-10 -6 -7
among _ and	-7 -5 -3
among us	-5 -6 -4
amount	10 -3 -3
an _ ago	-1 0 6
an _ feature	-3 -5 -2
an _ teacher	-9 -9 -6
an a	-4 -2 -3
an era	-4 0 0
an hour	4 -3 4
an old	-8 -5 -5
ancestors	-6 -5 -4
anchored	-4 -4 -5
and	0 4 7
and _ !be	6 0 0
and _ !come	5 0 0
and _ !get	8 -2 1
and _ about	2 -2 -4
and _ again	-6 -4 -4
and _ al	-3 -2 -1
and _ are	-9 -11 -5
and _ bleding	-2 -1 6
and _ but	-4 -3 -6
and _ by	1 -4 -6
and _ can	-5 -5 1
and _ card	-5 -2 -3
and _ comes	-1 5 -1
and _ date	6 0 0
and _ decided	5 -1 0
and _ dont	2 3 -2
and _ every	-6 0 -1
and _ fel	-9 -12 1
and _ get	-4 -2 1
and _ geting	-2 0 3
and _ has	-3 -2 -1
and _ home	-6 -2 -6
and _ if	-1 3 0
and _ iner	-1 -3 -3
and _ is	-9 -3 0
and _ kids	-3 0 4
and _ laughed	0 -4 -4
and _ limp	-2 -2 6
and _ literaly	-3 -3 -6
and _ litle	-4 1 3
and _ loks	-6 0 -4
and _ love	-6 -4 -4
and _ loved	-4 -4 -3
and _ make	-4 0 -1
and _ me	-4 9 -2
and _ mom	-7 6 -1
and _ my	-1 5 -3
and _ next	-1 4 -1
and _ of	0 0 -5
and _ okay	-8 -5 -4
and _ on	-5 -5 -4
and _ only	-6 -5 -4
and _ out	-6 -2 -9
and _ over	-5 0 -3
and _ pain	-2 0 9
and _ parents	5 4 -5
and _ plan	2 0 -1
and _ proud	-4 0 -4
and _ so	-3 -4 -1
and _ sudenly	0 0 3
and _ the	2 -1 -6
and _ think	7 -2 3
and _ this	-8 -8 -6
and _ to	-2 0 -3
and _ together	-4 -5 -5
and _ vomiting	-3 -2 4
and _ want	5 0 -1
and _ when	-5 -3 -4
and _ wife	-8 -4 0
and _ with	-4 -7 -8
and a	-2 -1 -4
and ate	-4 -2 2
and beat	0 5 0
and bit	-4 4 -2
and bleding	0 0 8
and canceled	4 -1 -1
and cant	-7 -2 5
and confused	-6 -2 7
and deleted	4 0 0
and dying	-7 -5 -8
and end	3 0 0
and every	-2 -6 -6
and everything	-7 -3 -6
and face	0 0 6
and gave	7 -2 -2
and give	-6 -7 -5
and go	-8 -7 -5
and he	-3 1 7
and hit	1 -2 5
and hits	0 5 -1
and honestly	6 -4 -3
and how	6 0 0
and im	-1 -6 2
and isnt	-2 -2 5
and it	-6 -1 0
and its	-2 -6 1
and left	-6 -1 -5
and let	-2 -5 -5
and listen	-6 -4 -4
and lost	-7 -5 -5
and move	-5 -5 -5
and my	4 4 8
and never	5 -4 -1
and nobody	-1 -5 -1
and now	-4 -2 9
and one	-3 -4 7
and opened	3 -2 -1
and rest	-6 -4 -7
and return	-4 -4 -4
and said	-1 3 -1
and says	-3 1 -1
and sealed	6 0 0
and shes	-4 -3 6
and slaps	-2 9 0
and sometimes	-5 -5 -3
and start	-7 0 -1
and storage	-4 -4 -3
and survived	-6 -7 -7
and swalowed	-4 -1 5
and switch	-3 -3 -2
and thats	-5 -5 -4
and the	-3 -7 0
and think	8 -1 -1
and this	0 -4 -4
and thought	6 0 -7
and touches	0 7 0
and wait	1 0 -6
and was	-3 -5 1
and welcome	-5 -3 -5
and were	-4 -5 4
and with	-5 -3 -4
and wrote	4 -3 -2
and your	-4 -4 -5
angry	-1 4 -1
angry _ my	-7 -7 -4
angry and	-1 5 -1
angry at	3 -7 -3
animals	-5 -5 -6
aniversary	-6 -7 -6
another	-1 -1 -6
another way	0 6 0
anoyed	-7 -8 -6
anoying	-10 -9 -5
anoys	-6 -3 -2
anoys me	-6 -3 -2
answer	-3 -4 -3
answer log	-5 -3 -3
answered	-8 -7 -6
answered on	-6 -5 -5
answers	-8 -8 -7
antibiotic	-1 -1 4
antidepresant	-7 -2 -5
antidepresants	8 -3 1
antidepresants _ im	-1 0 3
antidepresants and	0 0 2
antidepresants is	3 -1 -2
anxious	-3 -6 -8
anxious _ that	2 0 0
anxious is	2 0 0
any	-5 -5 -7
any _ from	-6 -2 -2
any _ that	-12 -5 -8
any _ to	-4 -1 -1
any card	-6 -1 -3
any chance	-8 -2 -3
any god	-4 0 0
any guidance	-8 -5 -7
any luck	-5 -3 -6
any tips	-5 -3 -3
anymore	2 -1 -2
anymore _ i	-3 -6 -2
anymore _ this	8 5 0
anyone	6 3 -1
anyone _ i	4 0 0
anyone _ me	3 0 0
anyone else	-6 -6 -3
anyone mis	3 0 0
anything _ pls	4 0 0
anything from	5 0 0
anything just	-6 -1 -3
anyway	2 -5 -6
anyway _ my	-4 -1 -1
anyway _ the	6 0 0
anyway whats	-6 -4 0
ap	-1 -4 -5
ap _ that	-3 -5 -2
ap feature	-3 -5 -2
aparently	-8 -2 -2
apart	-9 -4 -5
apartment	-5 2 -4
apearing	-14 -9 -9
aplication _ aproved	-2 -2 -2
aplication be	-2 -2 -2
apocalypse	-7 -1 -3
apointment	-5 -3 -7
apologize	-3 -3 -3
apologize first	-4 -3 -4
apology	-5 -3 -3
aproach	-7 -5 -7
aprove	-10 -5 -4
aprove _ leave	-3 -3 -2
aprove _ my	-4 -5 -6
aproved	-7 -5 -3
aproved son	-4 -2 -3
aps	-6 -1 -2
arabic	-6 -5 -5
arabic 15	-6 -5 -5
arangements	7 0 0
are _ blue	0 0 3
are _ feling	-3 -2 -2
are _ in	-6 -4 -5
are _ lol	-4 -3 -4
are _ me	-5 -4 -3
are _ now	1 -7 -9
are _ on	-4 -4 -4
are _ sky	-2 -2 -2
are _ the	8 2 -5
are _ to	-11 -4 -6
are a	-3 -6 -5
are enough	3 -1 0
are for	-9 -3 -4
are going	-4 -3 5
are guided	-2 -3 -3
are human	-2 -2 -2
are not	-5 -5 -5
are on	-5 2 -7
are over	-7 -1 -5
are the	-2 -5 -4
are thriving	-5 -1 -3
are working	-8 -5 -10
are you	-8 -2 -2
argue	-10 0 -8
arguing	-6 -3 -7
arives	-6 -4 -6
ariving	-5 -4 -5
arm _ says	0 4 0
arm for	-7 -3 2
arm with	5 -1 -1
arms	6 4 2
arms _ fel	4 -1 0
arms _ my	7 0 0
arms to	4 -1 0
arms until	4 0 0
arms with	8 -1 -2
army	-6 -5 -6
around for	4 0 -1
around you	-6 -3 -3
artist	-7 -5 -3
as	3 -1 -7
as _ kid	-8 -4 -7
as _ sign	5 0 -1
as a	-3 -2 -5
as something	-7 -6 -5
asalha	-5 -4 -4
asalha bucha	-5 -4 -4
asaulted	-3 5 -3
asaulted me	-1 6 -3
ask _ first	-4 -2 -3
ask _ question	-6 -2 -3
ask _ to	-4 -4 -2
ask her	-4 -2 -3
ask me	-8 -6 -2
asked me	-8 -6 -2
asked why	7 -3 -4
asking _ me	9 -4 -2
asking again	-7 -7 -4
asking because	13 -2 -4
asking for	5 -4 -4
asks _ to	-4 0 -1
asks you	-4 -4 -1
aslep _ time	4 -2 -2
aslep and	5 0 -3
aslep god	4 -2 -2
at	-3 1 0
at 2am	-3 -1 -4
at 35	-3 -2 -1
at 40	-7 -5 -6
at 60	-7 -3 -6
at 7	-6 -7 -5
at _ again	1 -4 -1
at _ age	1 -4 -4
at _ and	-5 0 1
at _ balcony	6 -1 -2
at _ brother	-4 -4 -3
at _ but	-7 -4 -6
at _ characters	-3 -3 -3
at _ dance	-4 -6 -6
at _ end	-8 0 -2
at _ for	-6 -1 -2
at _ im	-5 2 -2
at _ in	-4 -1 -2
at _ its	-9 -7 -6
at _ job	-6 -4 -8
at _ just	-7 -4 -3
at _ knife	4 0 0
at _ like	-6 -1 -3
at _ mrt	5 0 0
at _ my	1 -4 -2
at _ new	-5 -4 4
at _ ofer	-3 -2 -2
at _ or	-4 -4 -1
at _ party	-6 3 4
at _ presentation	-2 -2 -1
at _ raped	-2 4 -2
at _ same	-6 -4 -2
at _ schol	-5 -6 -1
at _ talent	-4 -2 -3
at _ to	-11 -5 -6
at _ vet	-2 -2 -4
at _ weding	-8 -6 -8
at ches	-4 -4 -3
at easter	-5 -4 -2
at it	8 0 -1
at karaoke	-6 -5 -4
at my	-5 1 -3
at once	2 -5 -6
at sea	-7 -7 -6
at something	-8 -2 -1
at sunset	-3 -2 -1
ate	-6 -7 5
ate _ bunch	-3 0 5
ate _ poison	-2 -2 5
ate my	-4 -3 -4
ate rat	-2 -2 5
audition	-6 -3 -3
audition on	-5 -3 -2
avoid	-8 -2 -1
awake	5 -6 0
awake i	8 -1 -3
awake now	8 0 0
away	2 -5 -5
away _ cat	4 0 0
away _ is	-1 -4 -1
away _ my	5 -2 -5
away _ phone	-3 -5 -2
away my	3 -4 -3
aye	0 -4 -4
baby _ !breathing	-2 0 5
baby _ breathing	-2 -1 5
baby _ down	0 0 4
baby _ having	0 0 6
baby _ healthy	-3 -4 -8
baby _ strugling	0 0 4
baby fel	0 0 4
baby is	3 -2 9
baby isnt	-2 0 5
baby son	-3 -1 -5
baby stoped	-2 -1 5
baby swalowed	0 0 4
babysit	-4 -5 -4
back	0 0 -3
back _ answer	-3 -3 -3
back _ do	-5 -1 -5
back _ leave	-4 -5 -3
back _ login	-3 -4 -4
back _ now	-7 -5 -5
back _ that	-4 -3 -1
back _ work	-7 -3 -2
back and	6 4 0
back at	-10 -6 -1
back blows	-2 -2 4
back from	-6 3 -4
back into	-8 -4 -3
back on	-3 -4 -2
back or	-6 -2 -1
back to	-5 -3 -4
back up	-2 -5 -6
back what	-9 -5 4
backup	-8 -5 -6
backup _ storage	-4 -4 -3
backup and	-4 -4 -3
bad _ day	-12 -6 -5
bad _ snaped	-3 -4 -3
bad _ think	-3 -3 -4
bad _ this	-4 -1 0
bad _ when	-5 -4 -5
bad and	-10 -5 -3
bad grade	4 -1 -1
bad habits	-3 -2 -1
bad luck	-4 -4 -4
bad omen	-4 -5 -1
bad rn	6 0 0
badly	-3 -4 1
baht by	-3 6 0
bakery	-5 -2 -2
baking	-8 -5 -5
balance	-6 -6 -6
balcony _ morning	-2 -2 -2
balcony on	2 -3 0
balcony railing	4 -2 -3
balcony this	-2 -2 -2
balcony tonight	3 -1 0
bali	-6 -3 -1
bali _ a	-5 -2 -1
bali for	-5 -4 -1
band	-9 -5 -6
bangs	-8 -4 -3
bank and	-4 -3 -4
barely	0 -2 4
based	-3 -3 -3
based unsetling	-3 -3 -3
basil	-8 -5 -6
basil died	-5 -2 0
batery	-6 -2 2
batery _ dead	-6 -3 -6
batery from	0 0 5
batery is	-5 -3 -5
bath _ went	-3 -1 -3
bathrom _ al	-3 7 0
bc	6 -4 -3
be _ about	-6 -1 -1
be _ beter	-3 -1 -1
be _ calmer	-2 -1 -1
be _ confident	-3 -3 -2
be _ death	-7 -3 -3
be _ end	-4 -2 -2
be _ god	-3 0 -1
be _ him	6 0 0
be _ if	8 -4 -2
be _ ive	3 0 0
be _ last	6 0 -1
be _ more	-5 -3 -3
be _ next	5 0 0
be _ on	-5 -4 -4
be _ or	-3 -2 0
be _ semester	-3 -4 -5
be _ wek	2 -1 0
be an	-7 -4 -4
be dead	8 -2 -1
be delayed	-1 -3 -5
be easier	-6 -2 -1
be fun	-8 -2 -1
be here	9 -1 0
be honest	-5 1 -1
be late	-2 -2 0
be nothing	8 -1 0
be over	10 0 0
be patient	-8 -7 -7
be quick	6 0 -1
be ready	-4 -2 -4
be real	8 0 0
be rich	-4 -4 -2
be sad	5 0 0
be safe	-6 -3 -1
be simple	-3 -2 -3
be with	7 0 0
be yourself	-4 -3 -3
beach	-6 -5 -1
beach _ nobody	-6 -3 -6
beam	7 -1 -3
beam _ hold	5 -1 -2
beat	-13 0 -9
beat _ at	-3 -4 -1
beat _ for	0 5 -1
beat _ up	0 6 0
beat it	-8 -7 -5
beat me	-1 4 0
beats	-6 4 -2
beats _ and	0 4 -2
beats _ brother	-1 6 0
beats _ up	0 4 -1
beats _ why	-4 -3 -4
beats me	-4 3 -2
beautiful _ want	2 0 0
beautiful i	2 0 0
because _ want	9 -1 0
because she	-6 -2 0
because thats	9 -2 -1
becomes	-9 -7 -6
bed	0 0 -1
bed early	-6 -2 -3
bed should	5 0 0
before	2 -7 -4
before _ do	3 0 0
before _ end	9 0 0
before _ holidays	0 -4 -3
before _ or	-7 -2 -3
before _ weding	-5 0 0
before exams	-7 -3 -4
before forty	-4 -3 -3
before he	0 -6 -1
before my	-10 -4 -6
before songkran	-6 -1 -1
begin	-5 -3 -4
beginings	-5 -3 -6
behind	-4 -4 -7
being _ at	-6 3 -3
being _ by	-11 9 -6
being _ cant	-1 -1 3
being _ i	6 0 0
being _ on	-4 -3 -3
being _ one	-7 -4 -1
being _ person	6 -2 -1
being _ problem	4 -1 0
being alive	8 -2 -1
being held	0 3 0
being noisy	-2 -3 -3
being sick	-1 -1 5
being single	-3 -5 -2
being so	-6 -2 -1
being to	-5 -5 -3
being traficked	-2 5 -2
beings	-6 -6 -6
bel	-6 -3 1
believe	-6 7 -1
believe me	0 4 0
belong	-10 -4 -7
belonging	-5 -4 -5
belt	-2 7 0
belt _ bad	0 3 0
belt again	-2 4 -3
belt for	0 3 0
ben	6 2 3
ben _ a	-2 -7 -4
ben _ about	5 0 0
ben _ al	-4 -2 3
ben _ for	-6 -2 1
ben _ forever	-5 -1 -2
ben _ how	8 0 0
ben _ it	4 1 0
ben _ me	-4 7 -2
ben _ minutes	0 0 4
ben _ my	6 -4 -4
ben _ myself	10 0 0
ben _ of	7 -1 0
ben _ up	10 0 -3
ben cuting	4 0 -2
ben going	2 0 3
ben loking	7 0 0
ben paying	-4 0 -1
ben real	4 -1 -2
ben saving	6 0 0
ben seing	-8 -7 -6
ben single	-5 -1 -2
ben siting	6 0 -1
ben stockpiling	4 0 -1
ben taking	8 -7 -1
ben thinking	2 -1 0
ben through	-10 -5 -7
beneath	-8 -4 -5
beneath _ surface	-3 -3 -3
beneath the	-3 -3 -3
berlin	-5 -3 -2
best	-2 -9 -6
best _ ever	-10 -6 -8
best _ in	-4 -1 -1
best day	-5 -1 -1
best way	-1 -1 -1
bestie	-9 -5 -4
bet	-10 -4 -5
beter _ am	7 -1 0
beter _ dead	8 -2 -2
beter _ if	9 -4 -3
beter after	-10 0 0
beter friend	-4 -2 -2
beter i	10 -6 -1
beter im	7 -2 -1
beter now	-9 -7 -7
beter son	-8 -6 -6
beyond	-7 -8 -6
bf chokes	0 6 0
bf makes	-3 5 0
big	-10 -5 -7
biger	-9 -3 -1
bike	-8 -5 -6
bike _ im	-3 -1 -2
bike _ now	-2 -1 5
bike but	-3 -1 -2
bike just	-2 -1 5
birth	-8 -1 0
birthday	0 -5 -7
birthday _ i	11 -2 0
birthday _ it	3 -1 0
birthday _ month	4 0 0
birthday diner	-2 0 0
birthday next	4 0 0
birthday so	5 -1 0
bit	-2 -5 -1
bit _ arm	3 2 -1
bit _ hand	-8 -10 -8
bit my	2 0 1
bites	-6 6 -3
black again	-4 -1 0
blade	10 -2 -4
blade _ my	4 -1 -1
blade from	7 -1 0
blades	12 0 0
blanket	-8 -2 -8
bleach	-3 -2 12
bleach _ acident	0 0 1
bleach _ mistake	-1 0 3
bleach by	0 0 3
bled	3 -4 -5
bled _ i	12 -5 -4
bled _ the	5 -1 0
bled a	-9 -3 -5
bled from	-5 -4 0
bleding	-1 -4 7
bleding _ after	-1 -1 3
bleding _ lot	0 0 4
bleding _ right	0 0 3
bleding _ so	0 0 3
bleding _ with	0 0 5
bleding a	3 0 3
bleding heavily	-4 -1 8
bleds	7 -1 -2
blistering	-1 -1 6
blocked	-8 -2 -2
blod	-5 -4 13
blod _ go	-2 -2 -3
blod from	-1 -1 6
blod is	-2 -1 8
blod test	-5 -8 -5
blod thiners	3 -2 -6
blody	-7 -3 -6
blonde	-5 0 0
blows	3 -2 4
blue	2 -4 7
blue before	-3 0 -2
blury	-8 -1 6
bok	-7 -6 -3
bok _ the	-7 -6 -3
bok _ wekend	-4 -1 -1
bok this	-4 -1 -1
boked	-9 -6 -7
boked for	-4 -3 -6
bored	-6 -3 -5
bored _ could	-4 -2 -2
bored i	-4 -2 -2
boredom	-5 -4 -3
boring	-7 -3 -2
boring job	-4 -3 -2
borowed	-4 -6 -4
bos _ asaulted	-1 4 -1
bos _ if	-1 7 0
bos _ me	-3 -3 -2
bos _ the	-1 4 -5
bos _ to	-4 -6 -3
bos aprove	-2 -3 -3
bos groped	0 2 0
bos like	-3 -2 -4
bos pushes	-3 -3 -3
bos say	-5 -7 -4
bos sexualy	-1 4 -1
bot	5 0 0
both	-5 -1 -5
botle	6 1 6
botle _ she	-2 -2 2
botle _ sleping	-6 0 6
botle of	7 -1 1
bots	-4 -6 -3
bought	6 -2 -5
bought _ a	-7 -3 -3
bought _ gun	4 0 0
bought _ knife	3 -2 0
bought _ length	4 -1 0
bought _ new	-5 -2 -1
bought _ not	2 -1 -1
bought _ rope	3 -1 0
bought _ up	-4 -3 -1
bought charcoal	4 -1 -1
bought crash	-3 -3 -3
bought go	-4 -3 -1
bought new	-8 -6 -3
bought the	5 -1 -1
bounce	-10 -3 -3
bowl	-4 -5 -3
bowline	-8 -3 -2
box _ my	3 -1 0
boxes	6 0 0
boxing	-9 -4 -4
boyfriend	-7 3 -4
boyfriend _ it	-3 -9 -1
boyfriend _ love	-2 -2 -3
boyfriend _ to	-7 3 -1
boyfriend _ was	0 -2 -2
boyfriend beat	-1 6 0
boyfriend choked	0 6 0
boyfriend is	-8 -4 -1
boyfriend it	0 -2 -2
boyfriend realy	-2 -2 -3
boyfriend slaped	-1 4 0
boyfriend threatened	0 5 0
boyfriend threatens	0 7 0
brain	1 -5 -2
bread	-8 -3 -5
break _ leg	-3 -3 -4
break a	-3 -3 -4
break my	-1 6 0
break up	-5 0 -4
breakup	-6 -3 -5
breath	-3 -5 0
breath _ wil	-3 -3 -2
breath away	-3 -3 -2
breath or	-6 -3 -4
breathe	-7 -7 3
breathe _ turning	0 0 4
breathe and	-6 -2 -3
breathing	0 -2 7
breze	-7 -5 -5
bridesmaids	-2 -1 -1
bridge	6 -5 -3
bridge _ quiet	6 -1 0
bridge in	4 -1 -1
bring	-5 -2 -5
bro	5 -4 1
broke	-7 -2 -2
broke _ heart	-2 -4 -2
broke my	-3 5 -4
broke up	-5 -10 -11
broken wil	-1 0 -6
brother _ abused	-2 3 -1
brother _ be	4 -2 0
brother _ fel	-2 -2 -2
brother _ i	-6 -3 -5
brother _ me	-5 -2 -8
brother beat	-1 -3 -1
brother beats	0 4 -1
brother just	-2 -2 -2
brother kicked	0 3 0
brother pas	1 -6 -6
brother sexualy	-2 3 -1
brother threatened	-3 4 0
bruised _ because	6 -2 -1
bruised again	6 -2 -1
bruises	1 10 -7
bruises _ my	1 4 0
bruises on	0 4 0
brutal	-9 -4 -2
buble	-3 -5 -3
buble tea	-3 -5 -3
bucha	-7 -6 -6
budget	-10 -6 -5
budhist	-8 -8 -9
build	-4 -5 -7
building	0 -5 -1
building _ to	4 -1 0
building and	3 -1 5
built	-10 -5 -6
bumped	-8 -6 -7
burden _ everyone	6 0 0
burden _ this	3 0 0
burden everyone	4 -1 0
burden my	6 -1 0
buried	-8 -8 -6
burn _ again	-1 4 0
burn _ hand	5 -2 -1
burn my	4 4 -2
burned	-1 -7 -3
burned the	-6 -6 -4
burning	0 -3 7
burning myself	9 0 -2
burning the	-6 -3 -5
burns	1 7 -3
bury	-11 -6 -3
bus _ late	-2 -2 0
bus _ the	5 -1 -2
bus be	-2 -2 0
bus on	4 0 0
busines	-5 -10 -3
busines _ but	-2 -4 -1
busines _ this	-2 0 -1
busines survive	-3 0 -1
bust	-7 -6 -7
busy	-9 -3 -7
but _ be	-10 -4 -5
but _ can	-8 -4 -5
but _ fine	-7 -4 -8
but _ the	-3 -2 -2
but _ was	-8 -3 -3
but _ would	-7 -1 0
but il	-12 -4 -4
but is	-1 -5 -6
but it	-6 -4 -2
but not	0 -8 3
but now	-6 -1 2
but the	-4 -7 -7
but this	7 0 0
but what	-10 -10 -1
buton	1 -1 7
buton _ from	-2 -1 7
buton batery	0 0 3
buy	-8 -8 -5
buy _ concert	-2 -1 -2
buy _ house	-3 -2 -4
buys	-6 -4 -2
by _ bus	4 0 0
by _ dor	2 0 0
by _ end	3 0 0
by _ hair	-3 5 0
by _ teacher	-2 3 -2
by _ what	0 0 1
by acident	-7 -7 1
by mistake	-3 -2 5
by myself	-5 -1 -2
by suport	-3 -3 -3
bye	4 -6 -2
c	-6 -4 -8
cabin	-10 -2 2
cabinet _ an	3 0 -1
cactus	-6 -3 -2
cafeteria	-4 -3 -3
café	-7 -6 -6
café job	-6 -5 -6
cake	-3 -5 -3
cal	-2 -3 -1
cal _ today	-3 -3 -3
cal grandma	-4 -4 -4
caled	-3 -6 -3
caled the	-5 -3 -3
calm	1 -5 -8
calm _ it	4 -1 -1
calm about	4 0 0
calm and	-9 -5 -7
calmer	-7 -6 -3
calmer parent	-2 -1 -1
came back	-3 3 -5
came up	-9 -2 -3
can _ about	4 0 0
can _ be	-5 -1 -2
can _ gas	0 -1 6
can _ help	-1 -5 -2
can _ it	-3 -3 0
can _ on	12 -2 -2
can _ predict	-3 -3 -3
can barely	-8 -2 7
can be	-10 -9 -7
can begin	-5 -4 -3
can get	4 -1 0
can have	9 -2 -1
can i	-8 -6 -7
can the	-6 -2 -2
can think	4 0 0
canae	6 -7 -1
cancer	-2 -5 -9
cancer last	-4 -2 -1
canot	-3 3 7
canot _ up	-3 -2 6
canot be	-14 -7 -8
canot get	-3 -2 4
cant	5 4 11
cant !breathe	-3 -5 3
cant !catch	-1 0 2
cant !face	4 0 0
cant !leave	-1 4 -1
cant !se	4 -3 2
cant !slep	-6 -5 -5
cant _ !another	5 -1 -1
cant _ !anyone	-1 4 -2
cant _ !my	-2 0 6
cant _ !properly	-4 -2 7
cant _ !this	5 0 -1
cant _ !up	-2 -1 7
captured	-6 -6 -5
car _ a	5 -3 0
car _ do	-4 -1 -4
car _ dont	-1 9 -1
car _ insurance	-4 -2 -3
car _ is	-2 -2 -2
car _ puled	0 0 4
car alarm	-2 -2 -3
car and	2 -4 0
car batery	-1 -1 -3
car crashes	-7 -4 -3
car how	-4 -1 -4
car into	8 -1 -1
car park	5 -2 -1
car we	0 0 4
card	-1 -5 -6
card _ about	-3 -2 3
card _ my	-8 -2 -4
card _ new	-5 -3 -6
card _ so	-7 -1 0
card _ today	-5 -3 -2
card asks	-2 -2 -1
card in	-4 -1 -1
card library	-8 -4 -5
card meaning	-9 -6 -6
card of	-5 -3 -2
card please	-8 -3 -4
card reading	-7 -2 -1
card tel	3 -1 0
cards _ come	-3 -1 -2
cards that	-3 -1 -2
care if	4 -3 -1
carer	-7 -3 -8
carer _ to	-12 -3 -1
carer advice	-4 -4 -4
carer reading	-2 0 -3
caretaker	-2 7 -3
caretaker hits	-1 3 -1
caries	-9 -5 -5
carved	7 -3 -1
cary	-4 -5 -6
case	4 -2 -3
cat	-1 -5 -5
cat _ dying	-2 0 0
cat _ home	-6 -2 -1
cat _ me	-7 -7 -2
cat _ on	-10 0 -3
cat and	4 0 0
cat be	5 0 0
cat come	-5 -2 -3
cat ignores	-3 -3 -3
cat to	8 0 0
catcher	-6 -6 -5
categories	-10 -9 -8
category	-10 -7 -6
category _ required	-3 -3 -3
category is	-7 -6 -5
cats	3 -8 -6
caught _ the	-4 -1 3
cause im	8 -1 -1
celebrate	-9 -4 -4
celtic	-6 -4 -4
centre	-5 1 -1
chance	-7 -5 -3
chanel	-7 -3 -5
change	-7 -3 -8
change _ i	-5 -2 0
change _ phone	-4 -4 -4
change failed	-3 -2 -2
change pasword	-4 -4 -4
changed	-12 1 0
changed _ blod	-2 -1 -4
changing	-6 1 -5
changing majors	-2 -3 -3
chapter	-12 -6 -7
character	-10 -6 -7
character _ my	-9 -2 -1
character in	-6 -3 -2
characters	-11 -7 -7
charcoal	7 -4 4
charcoal _ a	10 -5 -6
charcoal and	5 -1 -2
charity	-3 -2 -3
chased	-10 -12 -3
cheated	-5 -4 -4
check _ inbox	-3 -3 -3
check _ of	4 -2 -2
check out	5 -3 -3
check your	-5 -4 -4
checked	1 -4 -3
checkup	-9 -1 -6
chef	-3 -5 -4
chemo	-10 -5 -3
ches	-7 -4 -3
ches again	-3 -4 0
chest	-6 -6 7
chest _ and	-1 -2 3
chest pain	-5 -1 3
childhod	-9 -2 -1
childhod home	-6 -5 -1
chili	-5 -4 -5
chocolate	-9 -6 -9
choices	-13 -4 -5
choir	-6 -2 -3
choke	-9 -4 -4
choked	-10 3 -5
choked _ during	0 3 0
choked me	-1 5 0
chokes	0 6 0
chokes _ during	-1 7 -1
chokes _ when	0 7 0
chokes me	0 6 0
choking	-5 -3 7
choking _ a	0 0 7
choking on	-3 -1 8
choping	-5 -1 -2
chores	-3 3 -2
chose	1 -3 -5
chose _ category	-4 -3 -3
chose _ day	4 0 0
chose a	-5 -3 -3
christmas	1 -7 -8
church	-5 -4 -6
cigaretes _ im	4 0 0
circle	-8 -7 -6
circled	6 -2 -1
circled on	6 -2 -1
citizenship	-3 -1 -2
citizenship test	-3 -1 -2
city	-8 -3 -8
clas	-11 -1 -5
clases	-7 -8 -7
clasic	-11 -9 -11
clean _ dont	10 0 0
cleaned	5 -5 -4
cleaned my	6 0 -1
clear	-10 -6 -6
clear search	-4 -4 -4
clearly	-7 -5 -5
clif _ night	-2 -2 0
clif every	-2 -2 0
clifs _ krabi	5 0 0
clifs in	5 0 0
climbing	-6 -7 -2
clock	-2 -1 0
clock _ morning	-3 -2 -2
clock every	-3 -2 -2
close	3 -6 -5
close _ eyes	5 0 0
close _ your	-3 -2 -2
close my	5 0 0
closenes	-5 -4 -4
closing	0 -2 6
closure	-7 -7 -3
clothes	-8 7 -7
clothes _ of	-4 7 -3
clothes to	-8 -5 -5
clothes today	-4 5 -1
clouds	-8 -1 0
club	-6 -2 -3
clumsy	-5 -4 -5
coach	-7 2 -5
coach _ touching	0 9 0
coach forces	-4 10 -1
coach makes	0 7 0
code _ !compile	-4 -1 -1
cofe	-10 -7 -11
cofe _ and	-2 -4 -6
cofe _ morning	-1 -2 -4
cofe this	-1 -2 -4
cok	-7 -5 0
cok _ haha	-4 -5 -4
coked for	-7 -6 -5
coking	-9 -5 -4
colapsed	-2 -5 8
colapsed _ has	0 -1 4
colapsed _ is	-2 -4 8
colapsed _ the	-1 -2 4
colapsed _ wont	-3 -1 6
colapsed at	-1 -2 7
colapsed in	-1 -1 6
cold	-7 -3 -5
cold water	-6 -1 -7
coleagues	-10 -2 -1
colege	-5 -2 -5
colonoscopy	-8 -3 -2
colony	-9 -7 -6
color today	-5 -5 -4
com	-4 -3 -3
come	1 -2 0
come _ to	-9 -5 -3
come _ tonight	-5 -2 -3
come _ you	-3 -3 -3
come home	-1 -1 -1
come out	6 3 2
comedian _ kiled	-1 -2 0
comedian absolutely	-1 -2 0
comes _ my	-4 6 -2
comes _ you	-9 -8 -7
comes back	-4 4 -3
comforts	-5 -4 -4
coming	-3 -1 3
coming _ to	-6 -6 -9
coming back	0 -6 -2
coming son	-12 -9 -10
comit suicide	8 -2 -1
comp	-4 -7 -2
company	-6 -7 -6
company _ my	-6 -1 -2
compare	-11 -4 -4
compare _ options	-3 -3 -3
compare the	-3 -3 -3
compas	5 -3 -2
compatible	-5 -7 -6
competition	-6 -2 -2
complain	-1 4 0
comunity	-6 -4 -3
comute	-6 -6 -4
comute _ going	-4 -4 -4
concert	-8 -6 -1
conection	-8 -5 -6
confident	-14 -3 -9
confirmation	-7 -6 -3
confused and	-2 -3 7
considering	6 -1 -3
contest	-7 -2 -3
continue	-4 -3 -3
continue _ my	-2 -3 -3
continue to	-3 -3 -3
contract and	-4 -1 -3
controls	-8 5 -1
controls _ my	-3 6 -1
conversation	-6 -6 -2
corect	6 -1 -3
corect it	4 -1 -2
cosy	-9 -2 -3
couch	-2 2 -2
coughing _ a	-10 -6 -6
coughing up	0 -1 8
could	-6 -7 -7
could _ !be	-4 -1 -1
could _ !submit	-3 -3 -3
could _ a	-7 -3 -4
could _ die	-5 -3 -2
could _ disapear	6 0 0
could _ for	-7 -2 -2
could _ not	5 0 0
could _ of	-7 -4 -2
could die	-3 -3 -2
could fly	-4 -2 0
could kil	-8 -4 -2
could not	-10 -9 -9
could scream	-4 -3 -3
could slep	-7 -2 -2
couldnt find	-10 -5 -8
count	-3 2 -1
counted	8 -1 -2
counted out	6 -1 -1
counted the	5 0 0
country _ say	3 0 0
country we	3 0 0
course	-10 -4 -3
cousin	0 -3 -1
cousin _ me	-5 -3 -1
cousin again	-3 -4 -1
cousin money	-3 -2 -3
cow	-10 -6 -4
coworker	-12 -2 -1
coworker _ electrocuted	0 0 3
coworker got	0 0 3
coworker trustworthy	-2 -2 -3
coworkers	-2 -3 -2
coworkers _ im	-5 -4 -2
cpr	-9 -8 -3
cracked	-6 -5 -6
crash my	10 -2 1
crashed	-5 -6 -5
create	-11 -7 -6
create acount	-7 -5 -4
creative	-7 -6 -6
credit	-5 -2 -3
crepy	-7 -6 -3
crescent	-8 -7 -6
cried	-10 -6 -11
cried _ the	-8 -2 -3
cried in	-2 -3 -4
crime	-14 -5 -6
crisis	-8 -2 -3
croisants	-8 -7 -3
cruise	-7 -4 -5
cruise at	-3 -3 -3
crush	-6 -9 -3
crush is	-6 -4 -5
crush my	-5 -1 -3
crush notice	-3 -2 -2
crush the	-7 -1 -4
crushing	-4 -1 3
crushing _ pain	-1 -1 2
crushing chest	-1 -1 2
cry	-9 -7 -6
crypto	-4 -4 -2
ctb	11 -4 -2
ctb son	6 0 -1
cup	-8 -3 1
cupa _ now	-1 -2 -3
cupa right	-1 -2 -3
cups	-3 -5 2
curent	-6 -6 -3
curent pasword	-5 -4 -5
curiosity	-8 -4 -5
cursed	-14 -9 -6
curtains	-9 -2 1
cury	-4 -3 -3
cury and	-2 -5 -5
cut _ arm	6 -1 0
cut _ bangs	-6 -6 0
cut _ chapter	-3 -2 -3
cut _ finger	-9 -3 -4
cut _ hair	-6 -5 -6
cut _ last	6 -1 0
cut _ loses	-6 -4 -3
cut _ on	-6 -2 -1
cut _ without	-2 -1 -1
cut again	8 -2 -1
cut deper	8 -1 -2
cut down	-7 -2 -1
cut my	-1 -2 2
cut onions	-2 -1 -1
cut this	-3 -2 -3
cute	-3 -10 -5
cuting	8 -2 -2
cuting _ every	6 -1 0
cuting _ own	-6 -1 0
cuting again	10 -1 0
cuting deper	2 0 0
cuting myself	3 0 0
cuts	6 -2 -1
cuts _ my	6 -1 -1
cuts on	6 -1 -1
dad _ a	-3 -2 -6
dad _ and	0 0 4
dad _ hed	2 -1 0
dad _ me	-6 6 -1
dad _ my	-4 6 -5
dad _ unconscious	0 0 3
dad beats	0 5 -2
dad colapsed	-2 -1 5
dad doesnt	-6 2 -3
dad is	0 -4 4
dad kicks	-1 3 -1
dad punched	-2 4 -1
dad said	3 0 -1
dad threatened	-3 -5 -2
dad unles	0 2 0
dads _ a	0 0 4
dads _ surgery	-4 -1 -1
dads having	0 0 4
daily	-11 -7 -8
daily card	-7 -5 -5
dance	-7 -8 -8
dance is	-5 -6 -4
dancing	-10 -4 -2
dancing _ up	-2 -2 0
dancing woke	-2 -2 0
dark	-5 -4 -2
date	-2 -4 -8
date _ me	8 0 0
date _ son	-3 -4 -2
date i	5 0 0
date night	-3 -4 -2
date tonight	-4 -6 -1
dating	-7 -1 -4
dating again	-4 -4 -1
dating aps	-5 -2 -1
daughter _ a	-5 -2 0
daughter _ bleach	0 0 1
daughter _ kerosene	-1 0 5
daughter drank	-1 0 6
daughter is	-6 0 -2
daughter swalowed	-5 -1 4
daughters	-8 5 -3
day	4 -1 -7
day _ a	-8 -4 -5
day _ best	-3 0 0
day _ die	8 -1 -1
day _ finaly	7 0 0
day _ im	-3 -2 -2
day _ no	-9 -5 -4
day _ wake	7 -1 0
day _ wil	-5 -4 0
day at	-9 -5 -2
day for	-3 -1 -1
day lately	5 0 0
day my	-9 -6 -6
day pls	-4 -3 -2
day this	6 0 0
daylight	-9 -5 -3
days	4 -3 -3
days _ i	6 -3 -2
dead	-3 -6 -7
dead _ after	-5 -3 -2
dead _ brother	-2 -2 -2
dead _ but	-7 -2 -2
dead _ the	-2 -1 -3
dead _ wil	-5 -2 0
dead again	-8 -3 -1
dead but	-11 -10 -5
dead meat	-7 -6 -2
dead my	-2 -2 -4
dead on	-4 -2 -1
dead rip	-3 -2 -2
dead tired	-14 -3 -3
deadline	-7 -7 -6
deadline _ kiling	-5 -2 -2
deadline is	-4 -4 -2
dear journal	6 0 0
death	-2 -5 -4
death _ i	-5 -4 -6
death _ in	-9 -1 -1
death _ me	-7 -3 -3
death _ next	-6 -5 -6
death al	4 0 -1
death and	0 -1 -5
death of	-6 -4 -4
deaths	-8 -7 -4
debate	-5 -2 -6
debts	11 -1 -1
deceased	-8 -5 -2
decided	7 -3 -1
decided _ quit	-2 0 0
decided is	3 0 0
decided when	7 -4 0
deciding	3 -3 -4
declutering	10 -2 0
ded	3 -5 -3
ded _ ex	-3 -3 -3
ded my	-4 -4 -2
dei	3 -2 -2
deid	-6 -3 -3
delete	-4 -5 -4
delete entry	-7 -5 -4
deleted	8 -7 -9
deliberately	5 0 -1
demanding	-9 -6 -6
dep _ it	-1 0 3
deper _ than	-3 -3 -3
deper _ time	8 -2 -1
deper _ usual	7 0 -2
deper rather	-3 -3 -3
deper than	6 -1 -2
deper this	6 -1 -1
der	-6 -4 -3
deserve _ be	4 -1 0
deserve _ beter	7 -2 -2
deserve _ die	6 -2 -1
deserve _ place	-3 -4 -3
deserve to	11 -2 -3
design	-6 -3 -3
destroy	-5 -3 -5
destroyed	-11 -9 -9
destroyed _ 2	-5 -5 -5
detective	-9 -5 -5
detective _ find	-2 -2 -2
detective novel	-2 -2 -2
detergent	-2 -1 3
detergent pods	-2 -1 3
detox	-4 -3 -5
device	-7 -5 -4
devil	-8 -5 -3
did	-3 -3 -7
did _ !resonate	-3 -3 -2
did _ reading	-5 -6 -3
did _ turn	-4 -3 -2
did it	6 1 -4
did not	-9 -9 -7
didnt	2 0 -3
didnt !work	4 0 -3
didnt _ !it	7 -5 -1
didnt _ !wel	-6 -3 -2
die	5 -5 -2
die _ !drinking	-4 -1 -1
die _ bad	5 0 0
die _ hapines	-2 -2 -1
die for	-5 -2 -2
die fr	3 0 0
die if	-5 -4 -1
die lol	-7 -5 -1
die never	-4 -1 -1
die of	-13 -3 -3
die so	3 0 0
die son	-7 -4 -1
die than	-10 -2 -2
die wil	9 -1 0
died	-6 -8 -6
died _ and	-2 -4 -7
died _ i	-8 -5 -3
died _ nobody	5 0 0
died _ shame	-1 -2 -4
died _ wekend	2 0 0
died a	-9 -8 -3
died again	-7 -3 -3
died and	-5 -3 -6
died halfway	-7 -3 -5
died in	-2 -7 -6
died mid	-6 -5 -4
died of	-6 -3 -3
diet	-8 -4 -4
diner	-2 -4 -6
diner _ cold	-3 7 0
diner _ has	0 -2 3
dining	-6 -2 4
dining rom	-6 -3 3
direction	-9 -3 -4
direction _ my	-6 -1 -4
director	-10 -4 -2
disapear _ a	-10 -3 -3
disapear _ and	2 0 0
disapear _ bali	-3 -2 -3
disapear _ god	6 0 -1
disapear _ this	3 0 0
disapear forever	5 0 0
disapear to	-6 -2 -2
disapear tomorow	5 -1 0
disapeared _ would	5 -1 0
disapeared nobody	2 -1 0
disapointed	6 -5 -4
disorder	-4 -1 -4
disown	-4 -5 -1
disown _ if	-4 -4 -2
disown me	-4 -5 -1
display	-6 -5 -6
display name	-6 -5 -6
dispose	-4 0 -3
dispose of	-4 0 -3
distance	-7 -5 -4
dive	-7 -3 -4
dizy	-4 -2 10
do _ !have	-6 -1 -2
do _ !run	-3 -3 -3
do _ cut	-4 0 -1
do _ dispose	-4 0 -3
do _ do	-4 1 5
do _ give	-3 0 0
do _ grieve	-2 -1 -1
do _ in	-3 -2 -2
do _ kep	-9 -1 -2
do _ love	-5 -3 0
do _ properly	6 0 0
do _ same	2 -4 -4
do _ stop	3 -4 -2
do _ truly	-4 -4 -4
do _ wekend	-7 -6 -5
do _ write	5 0 0
do i	-8 -4 0
do it	12 -2 -2
do not	-1 -6 -4
do this	-6 -6 -5
do wel	-5 -2 -1
do with	-5 -4 -5
doctor	-1 -5 -8
doctor _ my	-4 -4 -6
doctor changed	2 -1 -4
doctor said	-14 -6 -4
dodgy	-5 -1 -3
does	-1 -1 -5
does _ boyfriend	-2 -2 -3
does _ building	4 -1 0
does _ death	-9 -5 -3
does _ future	-8 2 -7
does _ girlfriend	-4 -6 -5
does _ hold	-3 -3 -3
does _ hurt	5 1 0
does _ like	-5 -8 -5
does _ mean	-6 -3 -2
does _ penguin	-3 -1 0
does _ stil	-5 -6 -3
does _ take	7 0 0
does _ thre	-6 -2 -4
does _ to	-5 6 -4
does _ year	-5 0 0
does flying	-4 -1 -1
does my	-6 -7 -1
does not	-8 -7 -9
does she	-7 -3 -3
does that	-8 -4 -1
does today	-3 -3 -3
doesnt	7 0 -6
doesnt !get	-11 -5 -1
doesnt !give	-1 3 0
doesnt !know	10 -6 1
doesnt _ !to	-5 -5 -3
dog	2 -3 -4
dog _ 16	-5 -3 -2
dog _ anything	8 -3 0
dog _ by	2 0 0
dog _ fly	-3 -2 -1
dog _ loved	4 -1 -1
dog _ me	-9 -6 -2
dog _ the	-7 -5 0
dog _ ways	-3 -1 0
dog could	-3 -2 -1
dog natural	-3 -1 0
dog wait	2 0 0
dogs	6 -5 -4
doing	3 -3 -2
doing a	-7 -2 0
doing it	6 -2 -1
domed	-7 -3 -2
donated	-12 -7 -4
done	2 -3 -4
done _ dating	-5 -2 -2
done _ everything	6 -1 0
done _ life	9 -1 -1
done _ this	-8 -5 -5
done it	0 5 0
done wrote	4 0 0
dont !plan	8 -2 -1
dont !se	10 -6 -4
dont !slep	1 6 0
dont !survive	10 -1 -2
dont !think	7 -1 0
dont _ !i	6 2 -1
dont _ !my	4 -5 5
dont _ !myself	5 0 0
dont _ !what	-5 4 -2
dont _ !why	5 -1 0
dors	-8 -2 1
dorway	-6 0 -3
dorway here	-5 -6 -6
dose of	6 -2 1
double	-3 -3 3
double shifts	-2 -4 -4
down _ not	-4 -3 0
down _ rest	-2 -3 -3
down on	-2 -6 0
down the	-1 3 0
down to	6 -1 -4
dowry	0 4 -1
drafted	9 -2 -1
drama	-6 -5 -6
drama _ to	-8 -2 -2
dramatic	-3 -7 -4
dramatic but	3 0 0
drank	-2 -3 7
drank _ bleach	0 0 4
drank _ by	0 0 3
drank _ what	0 0 3
drank bleach	0 0 7
drank kerosene	-2 -1 5
drank poison	0 0 3
drank some	-2 -1 6
draw _ a	-3 -3 -3
draw _ last	1 0 0
draw me	-3 -3 -3
draw together	-2 -1 -2
drawer	5 -1 -1
drawer _ the	1 0 0
drawer tonights	1 0 0
drawing	-9 -3 -5
dream	-5 -6 -9
dream _ a	-4 -5 -5
dream _ dreamt	4 -4 0
dream _ my	-6 -2 1
dream _ was	-3 -4 -2
dream captured	-5 -5 -5
dream catcher	-6 -6 -5
dream category	-5 -5 -5
dream deleted	-10 -5 -5
dream i	-1 -4 -3
dream statistics	-5 -5 -4
dreamed	-5 -5 -8
dreamed _ could	-6 -2 -6
dreamed _ dog	-3 -2 -1
dreamed _ was	-3 -4 -4
dreamed i	0 -6 -4
dreamed my	-4 -2 -2
dreaming	-7 -2 -1
dreaming _ old	-8 -3 -6
dreaming _ teth	-3 -2 -2
dreaming my	-7 -3 -4
dreams	-3 -8 -8
dreams _ category	-3 -2 -2
dreams per	-3 -2 -2
dreamt	-7 -9 -12
dreamt my	-3 -4 -2
dreamt that	-7 -4 -3
drew	-9 -4 -7
drifting	-7 -6 -6
drinks	-7 8 -1
drinks he	0 4 0
drive	5 -5 1
drive _ a	4 0 -2
drive _ the	7 -3 -2
drive my	5 -1 -1
drive of	9 -4 -3
driver	-4 0 -1
driving _ next	-3 -1 -2
driving into	8 0 0
driving my	7 0 0
drop	-8 -2 1
droped	-9 -8 -2
droping _ her	-1 -1 7
droping _ she	0 -1 7
droping and	-1 -3 7
drown	7 0 0
drowned	-5 -6 -7
drowning	2 -7 -5
drowning _ asking	3 -2 -1
drowning _ paperwork	-6 -2 -2
drowning _ work	-4 -4 -4
drowning i	6 -2 0
drowning in	-9 -3 -5
drowning peaceful	3 -2 -1
drowsy	-7 -3 8
drunk	-3 7 -5
drunk and	-3 7 -1
dry	-4 0 0
during _ cal	-4 -4 -5
during _ fight	0 4 0
during _ presentation	-2 -3 -3
during _ today	7 0 0
during my	-5 -2 -4
dye	4 -6 -3
dye _ hair	-7 -4 -2
dye _ weding	-2 -1 -1
dye my	-7 -4 -2
dye tonight	7 0 0
dying	-7 -7 -7
dying _ do	-4 -2 -5
dying _ fast	-1 -2 -4
dying _ find	-3 -3 -1
dying _ here	-3 -2 -4
dying _ i	-2 -1 -3
dying _ know	-9 -6 -4
dying _ single	7 -2 -1
dying and	-2 -4 -5
dying every	7 -1 0
dying for	-5 -4 -5
dying how	-4 0 0
dying of	-6 -3 -5
dying out	-3 -2 -4
dying so	-1 -2 -4
dying to	-10 -6 -5
each	-3 -7 -6
each _ i	6 0 0
earing	-2 -2 -2
early	1 -9 -6
early _ i	-7 -3 0
early and	-9 -1 -4
early should	-7 -3 0
ease	-10 -7 -11
easier	3 -2 -2
easter	-6 -4 -1
easy	8 -4 -3
eat	-1 -8 -2
eating	2 -5 0
eating disorder	-4 -1 -4
ebs	-6 -3 -3
edge	6 -1 -3
edge for	4 0 0
edit	-5 -6 -6
efort	-6 -5 -6
elden	-8 -2 -3
elden ring	-8 -2 -3
electrocuted on	0 0 3
elsewhere	-6 -2 -3
email	2 1 -7
email _ required	-4 -4 -3
email _ username	-3 -3 -2
email is	-4 -4 -3
email or	-3 -3 -2
embarased	-5 3 -1
embarased _ could	-5 -3 -2
embarased i	-5 -3 -2
embarasing	-9 -6 -5
emotional	-5 -4 -4
emotional tone	-5 -4 -4
emperor penguins	-5 -3 -4
empres _ reversed	-5 -3 -3
empres mean	-5 -3 -3
empty	4 -4 6
empty _ botle	-2 -2 2
encrypted	-6 -7 -7
encrypting	-10 -8 -8
end	5 -5 -3
end _ al	6 0 0
end _ an	-4 0 0
end _ budhist	-3 -2 -2
end _ chapter	-3 -3 -1
end _ engagement	-3 -2 -3
end _ for	5 0 0
end _ friendship	-5 -4 -1
end _ gym	-9 -5 -5
end _ life	10 0 -1
end _ me	-4 -2 -2
end _ own	7 0 0
end _ project	-5 -7 -3
end _ relationship	-3 -2 -2
end _ sufering	4 0 0
end _ this	4 0 0
end _ with	-10 -2 -2
end her	-6 0 0
end it	11 -3 -1
end me	-7 -2 -1
end myself	4 0 0
end of	-2 -5 -3
end should	-6 -3 -1
end the	-7 -1 -1
end this	-5 -1 -1
ended	-8 -6 -7
ending	8 -6 -5
ending _ lease	-7 -1 -2
ending _ life	10 -1 -2
ending _ this	8 -2 0
ending god	-3 0 -1
endings	-3 -2 -1
ends	7 -3 -5
energy	-11 -7 -5
engaged	-7 -1 -2
engagement	-4 -3 -2
engagement _ grown	-3 -2 -3
engagement weve	-3 -2 -3
engine _ just	4 0 0
english	-6 -5 -1
english and	-3 0 -1
english i	5 0 0
enjoy	-9 -5 -5
enough	7 -2 -3
enough _ reckon	1 0 0
enough _ se	-5 -3 -2
enough for	-5 -1 -1
enough i	9 0 0
enough now	6 0 0
enough wil	5 0 0
enter	-12 -8 -7
entry	-2 -3 -7
entry _ on	2 0 0
entry relapsed	2 0 0
entry thank	12 0 0
er	-11 -5 -7
era	-7 -1 -2
eror	-3 -3 -3
eror _ entry	-3 -3 -3
eror saving	-3 -3 -3
esay	-7 -4 -5
esays	-4 -4 -3
eulogy	-6 -6 -5
even _ i	-2 5 -4
even _ the	-4 -6 -1
even when	-5 -1 -2
ever _ again	-4 -4 -2
ever _ being	-4 -2 -2
ever _ here	4 0 0
ever _ over	-4 -3 -1
ever _ rich	-5 -1 -1
ever going	-10 -8 -7
ever make	5 0 0
ever write	4 0 0
every _ should	-7 -4 -3
every _ this	2 4 -1
every _ with	-10 1 -9
every holiday	-3 -2 -3
every last	-4 -2 -2
every step	-5 -4 -2
every sunday	-11 2 0
every time	-2 2 -3
everyone	8 -2 -2
everyone _ dancing	-2 -1 -2
everyone _ is	4 0 0
everyone _ relieved	6 0 0
everyone _ throw	3 0 0
everyone at	4 -4 0
everyone this	7 0 0
everyone was	-9 0 -2
everyones _ god	4 -2 -2
everyones aslep	6 -1 -2
everything	6 -10 -5
everything _ is	3 0 0
everything _ on	5 0 0
everything and	8 0 -1
everything anoys	-6 -3 -2
everything i	3 0 0
everything this	3 0 0
everything wil	-10 -1 0
everything would	5 0 0
everythings	9 -3 -1
everywhere and	-2 -1 5
ex	-3 5 -7
ex _ about	-3 -3 0
ex _ back	2 -4 -2
ex _ dead	0 -6 0
ex _ he	0 10 0
ex _ i	-6 -7 -1
ex _ in	-1 0 -1
ex _ the	-4 -10 -2
ex _ thinking	-5 -7 0
ex _ turning	-2 3 0
ex and	-6 -7 -1
ex coming	-3 -3 -4
ex going	-4 -6 -2
ex just	-3 -3 -2
ex thinking	-3 -3 0
exam	-6 -7 -8
exam _ just	-5 0 0
exam _ lol	-6 0 0
exam _ or	-7 -2 -1
exam again	7 0 0
exam today	-4 -2 -1
exam tomorow	-10 -5 -5
exam wek	-5 0 0
example	-4 -3 -3
example com	-4 -3 -3
exams _ over	-6 -1 -2
exams are	-6 -1 -1
excel	-6 -4 -3
exchange	-6 -5 -6
exciting	-6 -1 -2
exhausted from	-7 -7 -8
exist	7 -8 -8
existing	11 -5 0
exit	10 -4 -3
expensive	-7 -7 -3
export	-6 -4 -4
export dreams	-6 -4 -4
exs	-12 0 -4
eyes	-4 -3 4
eyes _ back	-1 0 7
eyes _ be	4 0 0
face	2 0 8
face _ night	-2 4 -1
face last	-2 4 -1
fact	-3 -3 -2
fail	1 -2 -3
failed	2 -5 -5
failed the	7 0 -1
faint	-4 -3 4
fainted _ isnt	-1 0 2
fainted and	-5 -5 10
fair	1 -7 -4
faith	-6 -3 -4
fake	-6 4 -1
fal _ and	6 0 0
fal aslep	10 0 -4
faling _ a	-8 -5 -2
faling of	-7 -4 -7
falout	-2 -4 -1
familiar	-10 -7 -8
families	-6 -1 -6
family	-2 -1 -4
family _ i	-1 6 -11
family _ ok	6 0 0
family _ wil	-7 -3 -1
family _ writen	3 0 0
family diner	-3 1 -3
family get	7 0 0
family is	-6 -6 -2
family ive	3 0 0
fan	-3 -1 1
far _ it	6 0 -3
farewel _ tel	3 0 0
farewel please	3 0 0
fascinating	-7 -7 -9
fast i	-2 0 4
fasting	-7 -2 -8
father	0 9 1
father _ law	-6 3 -1
father _ me	-3 7 -2
father in	-6 3 -1
father rapes	-2 3 -2
fault	7 5 -4
favourite	-7 -4 -5
fear	-7 -5 -5
fear _ unsetling	-3 -3 -3
fear based	-3 -3 -3
feathers	-7 -5 -6
feathers fal	-3 -2 -3
feature	-4 -5 -5
feature that	-3 -5 -2
fel _ at	-13 -8 -11
fel _ ending	5 -2 -2
fel _ everyone	3 0 0
fel _ in	-5 -4 -3
fel _ isnt	-2 0 7
fel _ kiling	4 0 0
fel _ quiting	-3 -2 -2
fel _ the	-6 -4 4
fel _ to	-8 -5 -5
fel bad	-11 -5 -4
fel calm	7 0 0
fel from	2 -5 9
fel invisible	-5 -3 -2
fel it	9 -1 -1
fel of	-10 -5 1
fel stuck	-6 -5 -3
feling	-3 -7 -6
feling _ about	-7 -2 -3
feling _ again	3 -1 -1
feling _ at	-8 -3 -3
feling down	-6 -1 -5
feling kinda	-9 -3 -2
feling suicidal	3 -1 0
feling unapreciated	-3 -3 -3
fels _ its	-2 0 3
fels _ the	9 -1 0
fels _ when	-4 -3 -5
fels like	2 -3 0
fels right	12 -5 -1
fels so	-6 -2 -4
felt	1 -3 -5
felt _ a	-10 0 -1
felt _ not	-6 -2 0
felt _ relief	7 0 0
felt like	-6 0 0
felt peaceful	4 0 0
fence	-4 -5 -2
fet	-8 -5 -4
field _ morning	-1 -1 -4
field this	-1 -1 -4
fields	-8 -7 -8
fight	-9 -4 -2
fighting	0 -7 -5
fighting _ curent	-3 -3 -3
fighting _ leting	5 -1 0
fighting im	5 0 0
fighting the	-3 -3 -4
fil	-5 -3 -5
file	-8 -6 -5
files	-7 0 -7
film	-9 -7 -4
film about	0 0 -3
final _ should	-4 -1 -3
final _ tomorow	-4 0 -1
final exam	-5 -1 0
final question	-4 -1 -3
finals	-8 -5 -8
finaly	-1 -6 -5
finaly _ being	8 0 0
finaly _ me	8 -1 0
finaly _ my	-9 -5 -6
finaly _ myself	6 0 0
finaly _ the	-7 -2 -2
finaly be	6 -1 0
finaly break	-5 -3 -3
finaly stop	8 0 0
finaly unalive	6 0 0
finances	-8 -1 -1
find _ at	-3 -3 -3
find _ dead	-3 -2 -2
find _ lost	-2 -2 -2
find _ peace	-3 -1 0
fine	-2 -6 -6
fine just	-3 -7 -6
fine now	-5 -3 -1
fine so	3 -2 -4
finish _ life	9 0 0
finish _ thesis	-6 -3 -2
finish _ this	6 0 0
finish al	-4 4 0
finish it	7 -2 -1
finish myself	6 0 0
finished a	-6 -3 -4
fire	-8 -4 6
fire and	-1 -2 3
first	-4 -4 -3
first _ go	-4 0 0
first _ of	-11 -4 2
first _ today	-8 -5 -4
first _ tonight	-7 -2 -1
first _ wait	-5 -1 -2
first date	-5 -1 -1
first question	-4 -2 -3
first smile	-4 -4 -4
first time	-4 -3 -3
first wek	-5 -8 -2
fish	-9 -6 -6
fit	-7 -5 1
five	-4 -5 0
five minutes	-1 -3 6
five of	-6 -3 -4
five years	-10 -1 -4
fix it	-8 -6 -7
fix the	-6 -6 -4
fixed	-8 -5 -6
flat	-7 4 -1
flat _ they	0 3 0
flat in	-5 -3 0
flatmate	-4 -7 1
flatmates	-6 -3 -4
flexibility	-6 -5 -6
flight	-8 -5 -1
flight _ delayed	-1 -3 -4
flight be	-1 -3 -4
flight to	-6 -3 -3
floded	-12 -4 -6
flor	6 -1 7
flor _ thinking	5 0 1
flor with	-2 -1 6
flors	8 0 0
flow	-8 -7 -6
flowers	-8 2 -7
flowers _ my	-4 6 -3
flows	-7 -7 -6
flu	-9 -6 -7
flu _ fel	-5 0 -2
flu _ wil	-3 -3 -3
flu when	-3 -3 -3
fly	-7 -5 -7
flying	-11 -5 -6
flying mean	-4 -1 -1
focus	-5 -6 -4
focus on	-5 -7 -4
fod _ punishment	-2 4 -1
fod as	-2 4 -1
fod here	-8 -6 -5
fod poisoning	-4 -3 -2
folow	-5 -5 -8
folow up	-9 -8 -7
folowed	-11 -1 -7
folowed up	-6 -8 -6
folowing _ and	-1 5 -3
for _ a	-3 -3 -4
for _ again	-6 -3 -3
for _ brother	7 -2 0
for _ comforts	-2 -2 -2
for _ coworker	-7 -4 -2
for _ daughters	-4 -1 -1
for _ end	8 -4 -2
for _ finances	-4 -1 0
for _ god	-4 -1 -1
for _ haircut	-3 -3 -3
for _ harvest	-4 -3 -4
for _ headache	-9 -4 -8
for _ holiday	3 -2 -3
for _ home	-5 -4 -3
for _ im	4 4 -3
for _ it	4 -1 0
for _ ive	6 0 -1
for _ job	-7 -3 -1
for _ month	-7 -2 -2
for _ new	-3 -4 0
for _ one	4 -1 -1
for _ oracle	-6 -2 -1
for _ past	-2 0 3
for _ po	-8 -5 -1
for _ promotion	-5 -3 -4
for _ proper	-8 -1 -1
for _ question	-8 -1 -1
for _ readings	6 0 0
for _ sister	5 -2 -1
for _ son	3 -1 -1
for _ today	-2 -5 -3
for _ tonight	-5 -3 -1
for _ vacation	-6 -1 -2
for _ wekend	-3 -3 -2
for _ weks	-5 -2 -1
for _ who	8 -1 -1
for _ whole	-3 2 -1
for _ wife	5 -1 -1
for _ work	-3 -4 -3
for _ year	-4 -4 -4
for christmas	-7 0 0
for eating	-5 -3 -5
for everything	5 -1 -1
for god	10 -3 0
for him	-7 -4 -4
for his	-5 -4 -1
for loking	-7 -2 -1
for love	-3 -2 -4
for money	-2 2 -2
for more	-6 0 2
for mum	5 -1 -3
for my	-3 -4 -7
for new	-2 -6 -5
for next	-5 -3 -2
for no	-4 5 0
for nursing	-5 -5 -4
for once	-10 -10 -10
for one	-4 -10 -9
for our	-11 0 -4
for real	13 -4 0
for simple	-2 -2 -2
for suicide	6 0 -1
for the	-7 -6 -3
for this	-11 -8 -8
for today	-9 -4 -3
for us	-6 -6 -6
for you	-7 -3 -2
forced	-3 9 -1
forced _ to	-1 4 -1
forced me	-1 4 -1
forever	6 -5 -3
forever _ actualy	3 0 0
forever _ this	-4 -2 -2
forever _ whats	3 0 0
forever after	-4 -1 -2
forever anyway	3 0 0
forever like	3 0 0
forgeting	-7 -4 -5
forgive	5 -4 -2
forgive _ friend	-7 -4 -6
forgive _ i	3 0 0
forgive me	3 -4 -1
forgive my	-5 0 -4
forgot	-7 -5 -7
forgot _ i	-3 -3 -4
forgot my	-5 -3 -6
forgot to	-3 -1 0
forgot what	-3 -3 -4
form	-9 -4 -5
form of	-5 -4 -4
formal	-2 -4 -1
forming	-7 -7 -6
fortune	-7 -3 -2
fortune na	-3 -3 -3
fotbal	-12 -8 -5
foty	-8 -5 -6
fought	-7 -9 -8
found	-6 5 1
found a	-7 3 -3
found my	-6 2 3
fr	4 -2 -3
fr _ i	3 0 0
fr nobody	2 0 0
fr wil	3 0 0
fre	-3 -2 -6
fre _ the	-6 -2 -1
frelance	-5 -4 -4
fresh	-2 -2 -4
friday _ beter	-3 -1 -2
friday be	-3 -1 -2
friday ive	7 0 -1
fried	-6 -6 -4
friend _ !breathing	-3 -1 4
friend _ a	-1 -2 4
friend _ at	0 0 5
friend _ bleding	0 0 4
friend _ choking	0 0 2
friend _ me	-6 0 -5
friend _ not	0 0 4
friend _ overdosing	-2 -1 5
friend _ turning	-1 -1 6
friend is	-3 -1 6
friend isnt	-3 -1 4
friend overdosed	-1 -1 5
friend swalowed	-3 0 4
friend trustworthy	-3 -3 -3
friends	-5 -1 0
friends _ be	-2 -2 -3
friends _ died	-6 -5 -8
friends _ family	-2 6 -2
friends _ leave	-3 5 -1
friends _ without	6 0 0
friends again	-3 -3 -3
friends luck	-4 -2 0
friends party	-2 -2 -3
friendship	-10 -5 -3
friendship reading	-6 -1 -1
fringe	-2 -3 -4
from _ cards	-6 -5 -2
from _ dream	-3 -3 -3
from _ for	-11 -4 -3
from _ landlord	-3 -4 -1
from _ old	-9 7 0
from _ parking	6 0 0
from _ rof	7 -2 -2
from _ should	-4 -1 -4
from _ surgery	-7 -6 -9
from _ universe	-6 -5 -5
from _ work	-4 -7 -3
from _ world	3 0 0
from _ wrist	5 0 3
from date	-8 -7 -5
from home	-4 -6 -3
frost	-6 -4 -5
frozen	-5 -3 -4
fryer	-4 -2 8
fuly	-8 -6 -7
fuming	-6 -7 -6
fun	-10 -6 -8
funeral _ a	-9 -1 -5
funeral _ woke	5 0 0
funeral director	-9 -4 -3
funeral for	-4 -1 -1
funeral if	2 0 0
funeral should	-4 -1 -4
funy	-9 -6 0
furniture	-14 -4 -6
future self	-6 -5 -5
galblader	-7 -1 -2
galblader _ tomorow	-1 0 -1
galblader out	-2 0 0
game	-13 -4 -7
gap	-1 -1 -2
gap year	-4 -2 -3
garage _ friday	5 0 0
garage _ the	4 -1 -1
garden	-7 -4 -4
garden _ ankle	-1 0 5
garden my	-1 0 5
gas	-3 -3 6
gave	7 -11 -4
gave _ cat	7 0 0
gave _ ps5	3 0 0
gave _ the	-4 0 -1
gave al	6 -2 -1
gave me	-11 -12 -8
gave the	9 -1 -2
generosity	-6 -6 -5
generous	-6 -8 -7
gentle	-12 -7 -9
gentle _ guidance	-3 -3 -3
gentle wekly	-3 -3 -3
gently	-10 -7 -8
gently and	-4 -5 -5
genuinely	-5 -2 -1
get 20	-2 -2 -2
get _ apartment	-6 -7 -5
get _ deposit	-6 -6 -5
get _ in	-6 -1 -2
get _ internship	0 -3 -4
get _ is	2 0 0
get _ job	-9 -7 -1
get _ medical	-5 -4 -3
get _ part	-3 -3 0
get _ scholarship	-4 -4 -4
get _ tato	-1 -1 0
get _ test	-2 -2 -2
get _ this	-8 -2 -2
get _ university	-3 -1 -4
get a	-11 -4 -1
get along	-8 -8 -5
get easier	-7 -2 -2
get engaged	-4 -1 0
get funding	-2 -2 -2
get it	-7 -5 -2
get over	-5 -4 -1
get them	-6 -4 -7
get to	4 -3 -3
get up	-2 -2 4
geting	-2 -8 -2
geting _ galblader	-1 0 -1
geting _ of	-4 -1 3
geting braces	-9 -1 -1
geting harder	6 -2 -2
geting her	-1 0 -1
geting worse	3 -5 2
gets beter	10 -2 0
gets what	8 -2 -2
ghosted	-9 -6 -6
ghosted _ and	-3 -4 -5
giant	-7 -6 -3
gibous	-7 -6 -6
gig	-7 -8 -5
girl who	-8 -4 -1
girlfriend	-3 6 -1
girlfriend punched	0 4 -1
girlfriend slaps	-2 4 0
girlfriend want	-4 -6 -5
give _ that	5 -2 0
give _ to	-3 -3 -3
give her	5 -2 0
give me	5 -4 -1
give thanks	-7 -3 -4
give time	-3 -3 -3
given	3 -1 0
given _ most	4 0 0
given _ my	3 0 0
given away	3 0 0
giving	-3 -7 -6
giving away	-5 -4 -5
glad	-10 -1 -2
go	7 3 -3
go _ a	-4 -2 -2
go _ login	-6 -4 -6
go _ or	-9 -1 -1
go _ rather	-3 -3 -3
go _ ready	6 -1 0
go _ serious	2 0 0
go _ she	-8 5 -5
go _ slep	6 0 0
go _ this	-6 -6 -2
go _ with	4 3 0
go _ you	-4 -5 -2
go frelance	-5 -4 -4
go home	-4 5 -1
go im	7 -1 0
go of	-3 -5 -3
go ok	-9 -4 -5
go okay	-4 -5 -2
go out	4 4 0
go quietly	7 -1 0
go smothly	-5 -6 -1
go tomorow	-3 -1 -2
go wel	-3 -2 -3
go with	-5 -2 -2
god	-2 -7 -6
god _ after	-1 -1 0
god _ for	-10 -2 -2
god _ have	3 0 0
god _ me	3 0 0
god _ my	-5 -1 -1
god _ se	-3 -3 -3
god _ tomorow	-4 -2 -2
god about	-4 -2 -2
god bok	-5 -1 -1
god decision	-6 -4 -3
god i	-10 -4 -1
god idea	-7 -2 -5
god im	-3 -3 -1
god let	3 -1 -1
god sign	-6 -3 -2
god year	-7 0 -1
godbye	12 -2 -3
godbye _ god	5 -2 0
godbye _ her	-2 0 0
godbye _ i	7 0 0
godbye _ in	4 0 0
godbye _ is	5 0 0
godbye _ just	4 0 0
godbye _ to	6 0 0
godbye _ whoever	2 0 0
godbye _ you	2 -1 -1
godbye before	7 0 0
godbye leter	-3 0 0
godbye leters	5 0 0
godbye mesages	3 -1 0
godbye penguin	5 0 0
godbye thank	5 0 0
godbyes _ time	3 0 0
godbyes its	3 0 0
goes _ go	4 -5 -1
goes _ my	3 0 1
goes i	5 -5 0
gogled	7 -4 -1
gogling	7 -1 -1
going	2 -2 4
going _ after	0 3 -3
going _ come	-3 -8 -4
going _ corect	4 -1 -2
going _ die	-8 -1 -4
going _ do	11 -1 0
going _ drive	7 0 -2
going _ end	6 0 0
going _ fix	9 -2 -7
going _ join	5 0 -1
going _ lose	-8 -3 -6
going _ murder	-7 -3 -3
going _ overdose	3 -1 0
going _ pas	-5 -1 6
going _ propose	-4 -4 -4
going _ slay	-6 -6 -5
going _ slep	10 0 -2
going _ strangle	-6 -4 -4
going _ swalow	8 0 -2
going _ throw	-6 -1 -5
going _ walk	2 0 0
going blue	-1 -3 8
going down	-1 -2 7
going home	-5 0 -2
going to	-2 -3 -4
going with	-8 -6 -3
gold	-3 -3 -3
gona _ myself	9 -1 -2
gona kil	-6 -9 -5
gona of	7 -2 -2
gona take	9 -3 -2
gone	9 -6 1
got	1 -3 0
got _ a	-4 -3 -4
got _ by	-5 -2 1
got _ on	-8 -5 0
got _ out	-5 -5 -1
got _ pils	5 0 0
got _ poisoning	-4 -3 -1
got _ tablets	7 0 0
got _ tylenol	3 -2 -2
got _ wil	-6 -4 0
got a	3 0 -8
got an	-3 -3 -3
got bit	0 0 7
got fod	-4 -3 -1
got hit	-1 -2 7
got kiled	-5 -5 -9
got murdered	-6 -2 -5
got shocked	-3 -1 5
got to	-5 -7 -2
government	-8 -7 -1
grab	-3 -2 -1
grabed	-1 4 1
grabed me	-1 5 0
grabs	-5 7 0
grabs my	-2 5 0
grace	-7 -9 -7
grade	-1 -3 -2
grades _ this	-3 -4 -5
grades be	-3 -4 -5
graduation	-5 -3 -7
grandads	-9 -4 -3
grandfather _ and	0 0 2
grandfather colapsed	0 0 2
grandkids	-5 -2 -2
grandma	-5 -5 -1
grandma _ last	-4 -1 -1
grandma _ shaking	-1 0 11
grandma died	3 0 -1
grandmas _ for	3 -2 -2
grandmas _ hits	-1 3 -1
grandmas caretaker	-1 3 -1
grandmas morphine	3 -2 -2
grandmother	-7 -6 0
grandmother _ having	0 0 5
grandmother _ her	-1 0 -2
grandmother is	-1 0 4
grandmother survive	-1 0 -2
grandmothers	-8 2 -3
grandpa _ and	-1 -1 6
grandpa _ down	0 -1 3
grandpa _ peacefuly	-2 -1 -2
grandpa fel	-1 -1 4
grandson visit	-2 -2 -1
granted	-3 -3 -3
granted _ suport	-3 -3 -3
granted by	-3 -3 -3
granting	-10 -8 -8
grateful	-9 -8 -6
grateful _ simple	-2 -2 -2
grateful for	-8 -4 -6
gratitude	-8 -6 -7
gratitude for	-7 -2 0
gren	-5 -3 -4
grew	-8 -3 -4
grief	-6 -5 -5
grieving	-5 -2 -4
groped	0 2 0
groped _ and	0 2 0
groped me	0 2 0
gros	-2 -1 -7
group	-6 -3 -9
group project	-3 -2 -3
grow	-10 -7 -10
grow back	-5 -3 0
growing	-7 -5 -5
grown apart	-5 -1 -2
grows	-11 -5 -6
growth	-13 -6 -8
grumpy	-9 -7 -8
gues	1 -5 -2
guidance	-8 -6 -7
guided _ watched	-2 -3 -3
guided and	-2 -3 -3
guilty	-6 -4 -6
guitar	2 -9 -4
guitar and	7 0 -1
guitar said	3 0 0
gun	6 -2 -4
gun _ end	4 0 0
gun is	3 -2 -1
gun to	4 0 0
gunshot	-3 -2 -1
guted	-5 -4 -5
guy	-11 5 -6
guy in	-4 -4 0
gym	-5 1 -4
gym _ i	-8 -5 0
gym _ kil	-5 -4 -4
gym _ kiling	0 -5 -5
gym _ paying	-3 0 -1
gym _ work	-4 -3 -2
gym ben	-3 0 -1
gym is	-6 -4 -3
gym near	-4 -3 -2
gym to	-5 -4 -4
habits	-6 -4 -5
habits _ year	-3 -2 -1
habits this	-3 -2 -1
had	-7 -5 -1
had _ long	-3 -1 -3
had me	-6 -11 -5
had to	-3 -4 -5
haha	-12 -10 -10
haha i	-4 -1 -2
hair	-3 -1 -4
hair _ and	-7 -4 -2
hair _ wil	-6 -1 0
hair and	-8 3 -2
hair before	-4 0 0
hair black	-4 -1 0
hair with	-5 -1 -3
haircut	-3 -3 -1
half	0 -2 -4
half _ in	-3 -2 -2
half my	-6 -4 0
half the	0 -3 -4
halfway	-8 -4 -5
halowen	-7 -2 -8
hamster	-11 -6 -4
hamster _ yesterday	-1 -1 0
hand	2 1 5
hand _ my	-6 1 -2
handle it	-5 -5 -5
hang	6 -2 -8
hang _ last	4 -1 0
hang myself	6 -1 0
hanged	-5 -4 -3
hanged man	-6 -4 -3
hapen if	4 -2 -1
hapened	-3 0 1
hapened _ the	-6 2 -1
hapened since	-5 -6 -6
hapens _ a	5 -1 0
hapens _ laughed	5 -2 0
hapens _ tel	4 0 0
hapens pls	4 0 0
hapier _ me	7 0 0
hapier without	7 0 0
hapines	-2 -2 -1
hapines _ proposed	-2 -2 -2
hapines he	-2 -2 -2
hapy	-5 -6 -5
hard	-5 -1 -3
hard _ couldnt	-3 -6 -4
hard at	-9 0 0
harder _ day	-3 -3 -3
harder every	-3 -3 -3
harming _ june	4 -2 -2
harvest festival	-4 -3 -4
hary	-3 -4 -3
hary poter	-3 -4 -3
has _ of	-1 -3 -4
has a	-6 -4 3
has ben	-12 3 -1
has its	-7 -5 -5
hate _ body	11 -1 -5
hate _ job	-5 -1 -3
have _ baby	-3 0 -3
have _ left	6 0 -1
have _ lok	5 -2 0
have _ me	-5 -4 -4
have _ my	8 -1 -1
have _ question	-3 -2 0
have _ secret	-3 -3 -3
have _ self	4 -2 -2
have decided	5 0 0
have for	-5 -4 -4
have headache	-7 -6 -1
have it	-3 -1 0
have kept	7 -1 -1
have murdered	-3 0 -1
have no	7 4 0
have permision	-5 -3 -4
have to	4 6 -2
having	-4 -2 10
having _ heart	-2 0 4
having _ stroke	-2 -1 6
having a	-4 -1 9
having chest	0 -2 6
he	-4 11 2
he _ !know	5 -5 -3
he _ !let	-3 6 -3
he _ !move	-1 -5 8
he _ a	-2 3 1
he _ bleding	0 -1 1
he _ burn	-3 7 -1
he _ come	-1 -3 -1
he _ hits	-2 5 -1
he _ it	-15 -1 0
he _ kil	-1 3 0
he _ my	-7 7 0
he _ not	-4 -7 0
he _ one	-5 -5 -5
he _ reborn	-2 -1 -2
he _ soulmate	-4 -4 -4
he _ standing	0 4 -1
he _ think	-1 -7 -9
he _ which	0 5 0
he already	0 6 0
he be	-8 -5 0
he buys	-6 -4 -3
he came	-1 10 -2
he change	0 6 0
he choked	0 5 0
he did	0 5 0
he forced	-1 4 -1
he forces	-5 11 -5
he gets	-6 6 -1
he going	-4 -1 -4
he gona	3 -4 -3
he has	-1 8 -1
he hits	-2 4 0
he in	-1 -4 -1
he knows	0 6 0
he like	-8 -8 -5
he likes	-1 -5 -2
he lying	-5 -3 -3
he my	-4 -4 -4
he not	-2 -2 5
he ok	-3 -3 -7
he only	-2 6 -1
he proposed	-5 -9 -11
he raped	-2 7 -2
he remember	-3 -4 -1
he said	-6 6 0
he says	-2 5 2
he stil	-5 -1 -2
he text	-1 -3 -1
he texted	-4 -5 -5
he the	-3 -5 -5
he threatened	0 3 0
he visiting	0 -2 -1
he wants	-1 -3 -4
he wil	-5 6 -1
head	5 -3 4
head im	-6 -1 1
headache	-10 -5 5
headaches	-1 -3 6
headaches and	-1 -3 6
heads	-4 -4 0
heal	-8 -7 -5
heals	-4 -1 -2
health	-9 -9 -8
healthy	-9 -5 -8
hear	-3 -2 3
heard	-8 0 -3
hearing	-9 -5 -2
heart	-3 -6 1
heart _ a	-5 -7 -3
heart _ broken	-1 0 -4
heart _ go	-4 -1 -1
heart _ he	-2 -5 -4
heart _ it	-4 -2 -2
heart _ racing	-3 -1 3
heart _ since	-3 -3 -3
heart hurts	-3 -3 -3
heart is	-4 -1 4
heartbroken	-8 -7 -2
heartbroken _ i	-2 -1 -1
heartbroken wil	-3 -1 -1
heat	-7 -9 -6
heatwave lol	-3 -2 -3
heavily _ a	-7 -3 4
heavily _ her	0 0 4
heavily _ it	0 -1 1
heavily _ much	0 0 3
heavily _ now	0 0 3
heavily after	-1 -1 3
heavily right	0 0 3
heavily so	0 0 3
heavily with	0 0 5
hed _ my	-8 8 -2
hel	-6 7 -1
hel _ sure	-3 4 0
hel _ the	-3 5 -1
hel make	-2 5 0
hel text	-3 -3 -1
held	-9 -3 -5
help	-4 -7 3
help _ mom	2 0 0
help her	-5 -5 -7
help me	-3 -5 -1
helped	-2 -3 -7
helped me	-3 -4 -3
helps	-4 -5 -4
her _ dont	-7 -3 2
her _ in	-2 -5 -7
her _ next	-7 -3 -2
her _ or	-6 -2 -1
her _ prom	-4 -2 -4
her _ she	-5 2 1
her _ wil	-8 -1 -1
her at	-10 -4 -2
her before	-4 -4 -3
her birthday	1 -6 -1
her galblader	-1 0 -1
her i	4 0 0
her in	-6 5 -3
her jasmine	-6 -4 -1
her mouth	0 -1 5
her surgery	-1 0 -2
her that	5 -2 0
her today	-5 -1 0
her was	-5 -4 -6
her wrist	-2 -2 5
here _ longer	6 0 -1
here _ month	5 0 0
here anymore	9 0 0
here i	9 -1 0
here much	6 0 -1
here next	5 0 0
heroin	5 -1 8
hes	-8 6 9
hes _ realy	0 4 3
hes a	2 -6 -7
hes bleding	0 0 2
hes coming	0 6 -6
hes fine	-1 -5 -10
hid	7 -4 -1
hide	-5 1 -6
hide paterns	-5 -6 -4
hiding	5 4 -7
hiding it	5 -1 0
high _ a	4 -1 0
high _ i	-5 -2 -1
high does	4 -1 0
high should	-5 -2 -1
hike	-8 -2 0
hiking	-8 -5 -3
him	-1 3 -1
him _ burn	-1 4 0
him _ i	4 -8 -1
him _ says	-1 7 0
him first	-4 -3 -3
him go	-7 -5 0
him how	-9 -3 -3
him i	4 4 -2
him not	-10 5 -7
him or	-8 -9 -3
him to	-4 -1 -2
hire	-4 -3 -2
his	-7 3 6
his _ hes	0 -4 5
his _ lol	-5 -4 -6
his car	0 5 -1
his dads	-2 4 -3
his exam	-3 -5 -3
his leg	-1 -2 5
his lips	0 -1 5
his mouth	-1 -1 7
his old	2 -4 -4
his throat	-1 -3 7
history	-7 -7 -8
history of	-8 -2 -2
hit _ with	1 7 0
hit a	-3 -5 0
hit my	0 4 -6
hit myself	9 -4 -2
hit the	1 -4 -3
hiting _ head	7 0 -1
hiting my	4 -1 -1
hits	-3 9 -1
hits _ and	-4 6 -1
hits _ if	0 4 0
hits _ litle	-2 5 -2
hits _ when	-2 4 0
hits _ whenever	-1 6 -1
hives	-7 -3 8
hoby	-6 -2 0
hold _ me	-4 -3 -2
hold my	9 0 -5
hold your	-8 -8 -5
holding _ knife	3 -2 -1
holds	-7 5 -2
holds _ own	-3 -3 -2
holds its	-3 -3 -2
holiday	-7 -7 -6
holiday _ now	-3 -3 -3
holiday right	-3 -3 -3
home every	4 1 0
home is	-8 2 -1
home life	-3 -3 -3
home to	-9 -2 -3
home tonight	-4 0 -1
homesick	-8 -6 -6
hometown	-5 -4 -2
hometown _ it	-3 -1 -4
hometown is	-3 -1 -4
homework	-12 -7 -5
honestly	3 -6 -5
honestly _ be	4 0 0
honestly _ dont	3 -1 0
honestly i	5 -2 -1
honestly im	4 -1 -1
honestly is	6 -1 0
honestly its	-11 -4 -4
honestly same	-3 -3 -3
honestly thinking	9 -1 -1
honour	-9 -8 -5
honour the	-6 -4 -4
hope	2 -4 -5
hope it	6 0 0
horizon is	-9 -3 -5
horor	-9 -6 -6
horor movie	-4 -6 -3
horoscope	-4 -6 -5
horse	-12 -5 -8
hose	10 -1 -1
hot today	-5 -4 -1
hotel	0 4 1
hotel _ just	3 -2 -2
hour	1 0 6
hour _ i	-2 -2 2
hour ago	-1 0 6
hour asking	3 -2 -1
hours	-1 5 -3
hours _ part	-3 -2 -1
hours ago	-2 -2 3
hours to	-3 -2 -1
house _ me	-1 6 -2
house _ night	-1 4 0
house _ now	0 0 -3
house _ the	-7 -4 0
house _ time	-4 -2 -2
house and	-7 0 -2
house loks	3 0 0
house smels	-5 -4 -3
how	3 -3 -6
how _ do	6 -3 -1
how _ fel	-9 -2 -1
how _ i	-7 -5 -4
how _ it	3 -1 0
how _ move	-11 0 0
how _ my	-6 -1 -1
how _ paracetamol	7 0 0
how _ tel	-6 -5 -1
how _ you	-9 -3 -3
how are	-6 -3 -2
how can	-9 -4 -3
how dep	7 -1 0
how did	-4 -3 -2
how do	-6 -5 -5
how high	5 -1 0
how many	8 -1 0
how wil	-6 -9 -1
hug _ today	-3 -4 -2
hug me	-3 -4 -2
huge	-6 -1 1
human	-5 -3 -4
humidity	-5 -4 -2
humidity _ kiling	-2 -3 -3
humidity is	-2 -3 -2
hundred _ after	-4 -4 -7
hungover	0 -4 -4
hungover _ want	-4 -1 -1
hungover i	-4 0 0
hurt _ bled	6 -1 0
hurt _ drown	7 -1 -1
hurt _ for	5 0 0
hurt _ on	1 0 0
hurt _ when	-2 -6 -1
hurt asking	5 0 0
hurt if	3 0 0
hurt much	8 -2 -2
hurt the	-7 3 -1
hurting _ dog	-3 -1 0
hurting myself	8 0 0
hurts	-5 0 -1
hurts _ when	0 3 0
hurts me	-1 7 -2
hurts since	-3 -3 -3
husband	-3 6 1
husband _ alergic	0 -2 3
husband _ and	-4 -4 5
husband _ having	-1 -2 6
husband _ hurt	-2 5 -1
husband _ i	-5 -2 -2
husband _ me	-1 9 0
husband and	-2 -7 -2
husband beat	-2 4 0
husband beats	-1 5 0
husband broke	0 4 0
husband punched	-1 6 -2
husband threatened	-1 6 -2
hustle _ money	-3 -3 -3
hustle make	-3 -3 -3
i	6 4 0
i _ !came	4 -2 0
i _ !die	-5 -4 -6
i _ !face	4 0 0
i _ !ned	6 0 -1
i _ !plan	8 -2 -1
i _ !se	5 0 3
i _ !slep	-6 4 -3
i _ !stop	5 -2 -2
i _ !think	5 -1 -1
i _ 20	-9 -5 5
i _ 30	-3 -1 4
i _ a	-1 -4 -4
i _ about	0 -2 -4
i _ again	-3 -2 -1
i _ along	-2 -2 -1
i _ an	-4 -3 -4
i _ another	-5 -4 0
i _ are	2 -2 0
i _ at	0 -5 -6
i _ back	-5 1 -1
i _ being	-8 2 -2
i _ ben	9 0 -2
i _ beter	-2 -3 -1
i _ bleach	-2 -1 6
i _ break	-5 -3 -3
i _ bruises	-5 7 -4
i _ crash	-3 -3 -3
i _ date	-9 -2 0
i _ dating	-2 -2 -2
i _ decided	7 0 0
i _ deper	7 -2 -1
i _ did	7 -5 -1
i _ die	0 -5 -1
i _ dying	-6 -3 0
i _ first	-4 -3 0
i _ floating	8 -2 0
i _ frelance	-4 -5 -4
i _ friends	-8 -4 -1
i _ geting	-4 -2 2
i _ give	3 -4 0
i _ grandma	-3 -3 -3
i _ had	-4 -1 -7
i _ headache	-7 -6 -1
i _ her	-3 -3 -3
i _ hurting	7 0 -1
i _ il	8 -4 -2
i _ imagining	5 -1 0
i _ into	-2 -4 -5
i _ jump	5 -1 -1
i _ just	4 -2 -1
i _ kids	-9 -2 -2
i _ kiling	-5 -1 -1
i _ last	3 -5 -2
i _ loking	2 -1 0
i _ lol	-5 -6 -2
i _ losing	-3 -1 0
i _ molested	-2 3 -2
i _ money	-6 -4 -1
i _ my	3 -5 -1
i _ myself	5 -4 -1
i _ nobody	8 0 0
i _ of	2 -3 0
i _ ok	-10 0 0
i _ one	-6 -10 -3
i _ onions	-2 -1 -1
i _ overdosed	-3 -1 2
i _ practicing	4 0 0
i _ pregnant	-5 3 -1
i _ procrastinating	-4 -2 -3
i _ raped	-1 5 -2
i _ rn	4 -2 -2
i _ rope	5 0 0
i _ runing	-8 -2 -2
i _ say	-7 -6 -6
i _ scream	-3 -3 -3
i _ sel	-9 -5 -3
i _ sexualy	-2 6 -2
i _ shrimp	0 -1 5
i _ sick	-5 3 1
i _ so	-1 -2 -5
i _ stil	5 0 -1
i _ stuck	-8 -5 -4
i _ tbh	3 0 0
i _ thai	-5 -5 -2
i _ the	4 -3 -4
i _ there	3 -1 -5
i _ thinking	6 -1 0
i _ to	-1 4 -2
i _ vanish	3 -2 0
i _ wanting	7 0 0
i _ weds	-2 -2 -2
i _ wel	-6 -1 -1
i _ where	9 -3 -1
i _ with	-13 -1 -4
i _ wont	10 -5 -2
i already	3 -2 -4
i always	-7 -4 -8
i apologize	-3 -3 -3
i asked	-6 0 -2
i bang	7 -1 -1
i be	0 -6 -2
i beat	-6 -6 -1
i being	-5 -5 -6
i bled	-9 -3 -4
i bought	0 -3 -4
i break	-5 2 -1
i broke	-2 -3 -4
i burn	6 -3 -2
i burned	-5 -6 -8
i buy	-1 -7 -3
i cancel	-3 -4 -6
i carved	6 -3 -2
i cary	1 -5 -3
i change	-3 0 -2
i complain	-1 4 0
i could	-5 -2 -2
i counted	4 0 -3
i cros	5 -5 0
i crush	-5 -1 -3
i cut	4 -10 -5
i decided	4 -4 -1
i disapear	8 -2 -1
i dispose	-4 0 -3
i do	2 2 5
i domed	-4 -2 0
i dreamt	0 -4 -1
i drove	6 -6 -1
i eat	0 -7 0
i end	-6 -3 -2
i ever	-1 -4 -5
i fail	-3 -2 0
i finaly	5 -8 -3
i find	-10 -2 -2
i finish	-2 0 -1
i folow	-3 -4 -4
i forgive	-6 -1 -3
i forgot	-6 -3 -2
i found	-4 3 0
i give	-3 -6 -4
i gogled	7 0 -1
i going	-6 -6 -3
i got	-4 -3 0
i grew	-7 -4 -4
i grieve	-2 -1 -1
i gues	1 -4 -1
i hang	4 -2 0
i hid	5 -4 -2
i hit	-3 -3 -3
i honour	-6 -4 -2
i hope	4 -2 -2
i join	0 -3 -2
i kep	3 -5 -3
i kept	-7 -6 -1
i laughed	-6 -5 -2
i learn	-6 -1 -3
i lend	-5 -5 -2
i let	-7 -7 -5
i like	-11 -10 -6
i literaly	-3 -3 -1
i lok	6 -2 -1
i love	2 -7 -2
i loved	5 -1 -3
i make	0 0 -4
i manage	-5 -2 -5
i mary	-4 -3 -4
i mean	6 -2 -1
i met	-6 1 -2
i mis	-5 -7 -4
i nearly	-7 -6 -10
i never	-7 -3 -5
i no	8 -4 -2
i on	-3 -1 -1
i open	-10 -7 -7
i over	-6 -5 -4
i overdosed	-5 -2 3
i plant	-2 -5 -4
i quit	-7 -4 -4
i reach	-6 -6 -7
i relapsed	8 -1 0
i reply	-6 -4 -1
i report	-7 2 -1
i save	-6 -2 -3
i saw	-5 -3 -3
i se	0 -2 -4
i shave	-4 -2 -2
i shot	-4 -3 -2
i should	8 -3 -1
i sit	9 -2 -1
i slay	-3 -4 -2
i snore	-5 -6 0
i speak	-8 -3 -7
i stand	8 -1 -3
i start	-7 -2 -1
i stod	6 -1 0
i stoped	7 0 -2
i study	-4 -3 -6
i suicidal	4 -2 -2
i swear	-7 -6 -1
i take	-3 -4 -4
i talk	-4 2 -3
i teach	-2 -1 -5
i tel	1 3 -2
i think	5 3 4
i thought	-3 0 0
i to	-6 -6 -3
i tok	3 -2 7
i trust	-5 -5 -3
i try	-9 -4 -1
i walked	5 -5 -2
i wana	2 -4 -1
i want	3 -4 -2
i wil	6 -5 -1
i win	-7 -6 -1
i wish	6 -1 -2
i wnat	3 -2 -2
i wont	4 -8 -2
i wory	-7 -1 -1
i write	4 -2 -1
ibuprofen	-5 -4 -7
ice	-8 -5 -12
id	9 2 -4
id _ be	6 -1 -1
id _ beter	5 -2 -1
id _ die	-7 -1 -2
id _ for	-10 -1 -5
id _ go	4 0 -1
id die	-6 -3 -2
id like	6 -1 -2
idea	-7 -3 -6
idea _ get	-1 -1 0
idea a	-6 -4 -7
ideas	-10 -7 -7
idk	0 5 1
idk _ im	6 1 0
idk why	2 0 0
ielts	-6 -6 -7
if	5 5 -1
if _ complain	-1 4 0
if _ dead	9 -4 -1
if _ die	7 -2 0
if _ died	8 -1 0
if _ disapear	6 -2 0
if _ dont	-4 2 -1
if _ eat	-6 -5 0
if _ end	8 0 0
if _ fail	-4 -7 0
if _ get	-8 -5 -1
if _ gone	6 0 0
if _ has	-6 -4 -4
if _ jump	6 0 0
if _ kiled	3 -1 0
if _ late	-4 -6 -1
if _ likes	-2 -5 -2
if _ moved	-6 -5 0
if _ take	7 0 0
if _ talk	-1 7 0
if _ tel	-1 5 0
if _ text	-3 -3 -1
if _ was	6 -4 0
if _ went	7 -1 0
if i	2 5 -1
if its	10 -2 -1
if shes	-4 -4 -4
if we	-1 7 -2
ignores	-3 -3 -3
ignores _ and	-3 -3 -3
ignores me	-3 -3 -3
il	6 -3 -4
il _ it	1 -3 -1
il _ write	4 0 0
il die	-5 -1 -2
il ever	6 0 0
il get	-10 3 -3
il take	7 0 0
iluminated	-7 -4 -5
im	5 3 1
im 11	-4 6 -2
im 8	0 0 3
im _ !alowed	-1 6 0
im _ !joking	8 0 0
im _ !okay	-6 -7 -5
im _ !sad	1 0 0
im _ again	-4 -5 -1
im _ at	-3 -4 -2
im _ bored	-4 -2 -1
im _ burden	7 -1 0
im _ but	-11 -2 -2
im _ by	7 0 0
im _ dizy	-1 0 4
im _ embarased	-5 -2 -2
im _ for	-2 -2 -2
im _ ful	-6 -1 -2
im _ godbye	4 -1 0
im _ going	-8 -3 -2
im _ held	0 3 0
im _ im	6 1 -1
im _ in	-1 0 -1
im _ into	-5 -2 -4
im _ just	-4 -3 -5
im _ majors	-2 -3 -3
im _ my	-6 -2 1
im _ not	-8 -6 -5
im _ now	-7 -2 -1
im _ of	-4 -2 -3
im _ out	1 -5 0
im _ over	-6 -5 -1
im _ social	-4 -5 -2
im _ traficked	-2 5 -2
im _ wrote	4 0 0
im a	0 -1 -6
im alergic	-7 -2 1
im angry	4 -4 -1
im cuting	-9 -1 -2
im dead	1 -7 -4
im done	7 -3 -5
im drowning	-6 -4 -4
im dying	-7 -4 -2
im fine	0 -2 -4
im geting	-3 -4 2
im going	7 -2 -1
im gone	9 -3 -2
im having	-2 0 4
im heartbroken	-4 -4 -1
im homesick	-7 -6 -6
im in	-4 2 -6
im just	8 -1 -2
im kiling	-7 -5 -3
im late	-4 -5 -1
im leaving	7 -2 -6
im leting	5 -1 0
im literaly	-8 -6 -3
im melting	-7 -4 -3
im more	-6 -3 -4
im nervous	-5 -1 -2
im not	5 -3 -2
im planing	8 -1 -1
im retiring	-5 -4 -2
im scared	-3 10 3
im so	2 -4 -4
im sory	3 -2 -1
im standing	6 -2 -4
im starving	-6 -4 -7
im stresed	-5 -3 -3
im suicidal	4 -2 -2
im teling	5 0 0
im thankful	-5 -6 -6
im thinking	6 0 0
im vibrating	-1 -2 -3
im walking	-7 -7 -6
im working	-6 3 0
images	-7 -6 -6
imagining _ own	4 -1 -1
imagining my	4 -1 0
imigration	-1 6 -1
important	-6 -4 -2
importing	-10 -8 -8
in _ and	-4 -6 -8
in _ answer	-5 -2 -3
in _ at	-5 -1 -2
in _ best	-6 -1 -3
in _ browser	-11 -3 -5
in _ building	-7 0 3
in _ but	-17 -1 -2
in _ chest	-1 0 3
in _ clas	-2 -4 -4
in _ closed	4 -1 4
in _ cold	-6 -6 -4
in _ drawer	6 -1 -1
in _ final	-6 0 -4
in _ first	-9 -5 -6
in _ for	-12 -4 -2
in _ fot	-4 -1 0
in _ friend	-7 -4 -2
in _ future	-9 -3 -4
in _ god	-10 -2 -1
in _ hand	6 -2 -3
in _ kitchen	-5 -3 3
in _ library	-8 -1 -1
in _ life	-7 -3 -3
in _ morning	-9 -4 -4
in _ mouth	0 -1 4
in _ my	-8 -6 -3
in _ new	-2 -3 -2
in _ not	-6 -5 -5
in _ ofice	-6 -4 -3
in _ or	-10 -5 -3
in _ plane	-4 -4 -5
in _ play	-4 -3 -2
in _ pol	-4 -5 6
in _ rom	-1 5 6
in _ stomach	-2 5 0
in _ story	-7 -7 -2
in _ this	-9 -3 -7
in _ to	-7 -3 -4
in _ town	-3 -1 -2
in _ wil	-10 -6 -1
in an	2 2 -6
in australia	-3 -3 -2
in autumn	-3 -2 -3
in berlin	-4 -1 0
in case	4 -1 -2
in crypto	-4 -2 0
in gold	-3 -3 -3
in her	-8 -3 2
in its	-6 -5 -3
in law	-6 2 -2
in laws	-7 0 -3
in leds	2 -7 -4
in my	5 0 -4
in order	8 -1 0
in paperwork	-6 -2 -2
in pataya	-8 -6 -2
in ranked	-5 -3 -3
in season	-1 -2 -2
in staying	4 0 0
in sumer	6 -5 -2
in tarot	-7 -4 -6
in this	3 -6 -3
in ways	-8 10 -6
in what	-6 -6 -5
in work	-4 -4 -4
inbox	-3 -3 -3
incoming	-9 -5 -4
iner sanctuary	-1 -3 -3
information	-8 -6 -7
inspection	-3 -3 -1
insurance	9 -3 -2
insurance _ help	2 0 0
insurance _ it	-4 -2 -3
insurance _ out	6 0 -1
insurance cover	-4 -2 -3
insurance would	5 0 0
interesting	-7 -5 -7
internship	-3 -5 -3
interview	-5 -4 -1
interview _ monday	3 0 0
interview on	3 0 0
into _ canal	4 -1 0
into _ god	-5 -1 -1
into _ jaw	0 0 3
into _ leg	5 -3 -3
into _ new	-5 -4 -2
into _ river	6 -1 -1
into _ rom	-6 6 -2
into _ tre	4 -1 -2
into _ university	-5 -3 -3
into medical	-5 -4 -3
into university	-3 -1 -4
invalid	-6 -6 -6
invalid username	-4 -4 -4
invest	-10 -6 -4
invest _ gold	-3 -3 -3
invest _ my	-4 -4 -5
invest in	-5 -4 -4
invisible	-2 -4 -6
inward	-7 -5 -5
ipad	-9 -3 -2
iphone	-5 -3 -3
iron	-1 4 2
is 16	-5 -3 -2
is 7	-5 0 -4
is _ !a	-10 -2 -6
is _ !point	3 -2 -2
is _ !responding	0 0 2
is _ !valid	-3 -3 -5
is _ already	-4 -6 -7
is _ at	-9 -7 -1
is _ be	-6 -3 -2
is _ birthday	3 0 0
is _ blue	-3 -4 6
is _ bos	-4 -2 -3
is _ chest	0 -2 7
is _ coming	-7 -4 -3
is _ coworker	-3 -5 -4
is _ dead	-5 -4 -4
is _ dorway	-5 -4 -3
is _ ending	-3 0 -1
is _ enough	4 -1 -2
is _ even	-5 -6 -3
is _ ex	-5 -6 -1
is _ fire	-1 -1 6
is _ form	-4 -3 -3
is _ god	-4 -2 -1
is _ guy	-7 -7 -9
is _ heavily	-1 -1 5
is _ how	-8 -3 -3
is _ i	-1 -3 2
is _ in	-2 -5 -1
is _ it	6 0 -1
is _ just	-5 0 2
is _ last	5 -1 -2
is _ long	-3 -4 -5
is _ love	-5 -7 -6
is _ lying	-5 -3 -3
is _ mistake	5 0 -1
is _ myself	5 -1 0
is _ next	-5 -3 -2
is _ ok	-5 1 2
is _ on	-1 -2 9
is _ only	3 -2 -1
is _ out	-7 -5 5
is _ peaceful	3 -2 -1
is _ question	-3 -2 -3
is _ rude	-5 -2 -4
is _ selfish	7 0 0
is _ smart	-3 -2 -3
is _ talest	6 -1 -1
is _ teacher	-3 -5 -3
is _ thank	5 0 0
is _ the	-5 -5 -1
is _ thinking	-3 -4 -4
is _ this	-6 -6 -7
is _ time	-7 -6 -6
is _ transformation	-3 -3 -3
is _ true	-8 -1 -1
is _ universe	-7 -2 -1
is _ worse	-2 -5 -5
is _ worth	-8 -5 -5
is a	-4 -9 -7
is al	-5 -5 0
is already	-7 -3 -5
is always	7 -3 0
is an	-7 -4 -4
is broken	-9 -3 4
is brutal	-4 -3 -4
is burning	-5 -1 8
is choking	-1 -1 6
is coming	-2 -5 1
is dead	-9 -6 -6
is drowning	3 -2 -1
is dying	-9 -5 -8
is for	-4 0 -1
is forming	-6 -5 -5
is ful	-3 -4 -3
is god	-4 -5 -2
is gona	-7 -4 -2
is growing	-4 -5 -4
is he	-4 -9 -7
is home	-7 9 0
is in	8 -3 -4
is lucky	-3 -3 -1
is murder	-9 -7 -8
is my	-3 -8 -5
is near	-6 -6 -5
is not	-11 -11 0
is now	-6 -4 3
is old	-7 -4 -1
is over	-8 -4 -5
is overdosing	-2 -1 5
is part	-7 -4 -3
is pasing	-2 0 4
is peling	-1 -1 5
is racing	-2 0 4
is ready	-6 -5 -5
is real	-4 -2 -3
is required	-6 -5 -5
is she	-7 -5 -5
is so	-2 -5 -4
is someone	-4 -4 -6
is the	-1 -4 -3
is threatening	-3 6 -1
is to	2 -3 -4
is tonight	5 0 0
is turning	-2 -1 4
is unbearable	-4 -1 0
is unconscious	-7 -3 14
is unreal	-6 -3 2
is very	5 -1 1
isnt	10 -5 7
isnt !breathing	-2 -3 8
isnt _ !and	-6 -2 10
it _ !stop	-3 -2 7
it _ !work	5 0 -3
it _ 2nd	-2 -2 -2
it _ asking	5 -1 0
it _ down	-3 0 -4
it _ draw	1 0 0
it _ easier	-7 -3 -2
it _ end	-4 4 0
it _ get	3 2 0
it _ her	-4 0 -2
it _ late	-8 -3 -4
it _ like	8 -1 -1
it _ lol	-5 -5 -2
it _ maybe	-4 -1 0
it _ me	2 -6 -2
it _ mistake	-4 -2 -6
it _ naturaly	-6 -2 -5
it _ never	-5 -4 -5
it _ nothing	3 0 0
it _ now	-7 -1 -5
it _ of	-8 -4 -8
it _ our	-8 -2 -1
it _ out	-6 -2 -1
it _ purple	4 -1 0
it _ send	9 0 0
it _ sign	-4 -1 0
it _ something	3 -1 0
it _ the	3 -1 -3
it _ this	2 -3 -2
it _ to	0 -3 -4
it _ water	-1 -2 7
it _ wel	-9 -5 -1
it _ you	-11 -3 -2
it a	-1 -4 -4
it al	10 -2 -5
it at	1 -5 -2
it back	-4 1 -4
it bled	6 0 0
it count	-4 3 -1
it did	-4 -3 -3
it didnt	4 0 -3
it die	-7 0 0
it for	6 -1 -1
it get	-6 -1 -2
it gets	10 -3 0
it go	-9 -6 -1
it god	-3 -1 -1
it hapen	6 0 -1
it hurt	5 -2 0
it im	8 -1 -1
it is	-4 -1 -6
it it	4 -1 0
it just	-3 -7 4
it loks	-2 -5 -6
it lol	-4 0 0
it mean	-2 -3 -2
it my	-5 -1 -2
it myself	5 -2 0
it orient	-3 -3 -3
it resonated	-7 -6 -5
it right	-3 -5 -4
it rude	-5 -2 -4
it selfish	7 0 0
it simply	-7 -4 -4
it smart	-3 -2 -3
it son	4 0 0
it suit	-6 -1 0
it take	6 0 0
it takes	6 0 0
it the	-8 -6 -3
it through	-6 -1 -9
it turn	-7 -5 -2
it up	-5 1 -5
it went	-4 -4 -6
it with	-11 -7 -6
it wont	0 1 6
it would	8 0 0
itchy	-3 -6 -5
itl	8 -3 -1
its _ !for	7 -2 -3
its _ !working	9 0 -1
its _ badly	-1 -1 5
its _ bit	-8 -6 -5
its _ but	3 -5 -4
its _ i	12 1 -2
its _ is	-4 -4 -3
its _ louder	6 0 0
its _ wisdom	-3 -3 -2
its done	2 0 0
its enough	5 0 -1
its geting	6 0 3
its in	11 0 -3
its kiling	-4 -4 -1
its nothing	-5 -3 -3
its okay	7 -1 0
its own	-1 -4 -2
its peaceful	-10 -4 -5
its so	-3 -2 -3
its swolen	-7 -4 -5
its time	6 -3 -3
itself	-5 -5 -6
ive	12 -2 2
ive _ about	5 0 0
ive _ away	4 0 0
ive _ enough	6 0 -1
ive _ giving	7 0 0
ive _ is	3 0 0
ive _ it	9 0 0
ive _ loking	5 -1 0
ive _ out	9 -1 0
ive _ seing	-8 -7 -6
ive _ stabed	-6 0 6
ive _ staring	3 0 -1
ive _ the	6 -1 -1
ive _ thinking	7 0 0
ive _ writen	4 0 0
ive already	9 -4 -1
ive cleaned	4 -1 -1
ive decided	3 -1 -1
ive ever	-8 -1 -3
ive given	3 0 0
ive got	4 1 0
ive just	-3 0 5
ive made	4 -1 0
ive not	7 -4 -1
ive said	6 -4 -1
ive sorted	7 0 0
ive started	6 -2 0
ive stoped	5 0 -1
ive thought	6 0 0
january	-7 -1 0
japan _ autumn	-3 -2 -3
japan _ smothly	-2 0 -2
japan _ wel	-3 -1 -1
japan _ year	-5 -3 -2
japan go	-4 -1 -1
japan next	-5 -3 -2
jasmine	-6 -4 -1
jaw	-3 -2 5
jerking	0 -1 5
job	-4 -4 -4
job _ another	-4 -2 0
job _ australia	-2 -2 -3
job _ berlin	-4 -2 -1
job _ could	-3 0 0
job _ graduation	-1 -1 0
job _ if	-4 1 0
job _ now	-2 -1 -2
job _ sign	-2 0 0
job _ start	-3 -5 -2
job after	-1 -1 0
job god	-4 -2 0
job i	-6 -5 -4
job interview	-5 -1 -1
job is	-12 -3 -3
job should	-4 -1 -1
job so	-7 -1 -2
join	8 -3 -2
join _ gym	-4 -3 -2
join her	5 -1 -1
join him	8 -2 -1
joke _ me	-2 -3 -1
joke kiled	-2 -4 -1
jokes	-8 -4 -5
journal	-4 0 -6
journal _ relapsed	4 0 0
journal entry	-2 -7 -3
journey	-7 -5 -4
joy	-10 -5 -6
juliet	-9 -4 -1
jump	5 -2 -1
jump _ i	6 -1 -1
jump _ my	7 -2 -1
jump from	7 -1 0
jump into	-5 -4 -1
jump of	5 -1 -1
jumped	-6 -2 -3
jumped _ fr	2 0 0
jumped _ the	-4 -4 -4
jumped like	2 0 0
jumping _ front	8 -4 -4
jumping _ my	5 0 0
just _ a	-6 -5 4
just _ alive	5 0 0
just _ for	12 -1 -2
just _ into	10 -2 -5
just _ me	3 -7 4
just _ no	-7 -6 2
just _ on	-3 -1 4
just _ quietly	7 -1 0
just _ talking	-7 -1 0
just _ test	-4 -3 -3
just a	3 -4 -5
just breathing	-8 2 -6
just colapsed	-2 -2 5
just drank	-2 -2 9
just end	8 0 0
just for	5 -3 -2
just got	-9 -4 1
just jump	5 -2 -1
just kil	8 -1 -1
just meh	-4 -3 -3
just overdosed	-3 -1 4
just say	-6 -3 -6
just swalowed	-4 -1 7
just texted	-3 -3 -3
just waiting	7 0 -2
just want	4 -1 -3
just wanted	9 -4 -3
karaoke	-9 -7 -6
kep	7 0 -5
kep _ about	2 -1 0
kep _ and	-6 2 -2
kep _ no	-9 -7 -7
kep _ rom	6 -1 0
kep _ with	-7 7 -3
kep imagining	5 -1 0
kep kiling	-4 0 0
kep losing	-3 -1 0
kep practicing	4 0 0
kep saying	-6 -4 -6
kep standing	3 -1 -1
kep thinking	5 0 0
kep your	-6 -4 -5
keps	-5 5 -4
keps _ me	-1 7 -1
keps _ up	-8 3 1
keps touching	-2 7 0
keps turning	-2 3 0
kept	-1 -4 -8
kept _ the	-5 -5 -2
kept mising	-6 -4 -1
kerosene	-2 -1 5
khao	-10 1 1
kicked	-6 6 -3
kicked _ in	0 4 0
kicked me	0 5 0
kicks _ when	-1 3 -1
kicks me	-1 3 -1
kid _ having	-1 -1 11
kid _ in	0 0 1
kid _ rat	-2 -2 4
kid ate	-2 -2 9
kid fel	0 0 5
kid swalowed	-3 0 9
kidney	-7 -3 -1
kids _ do	-3 0 0
kids how	-3 0 0
kids wil	5 0 0
kil _ alarm	-4 -2 -1
kil _ at	-6 -3 -1
kil _ if	-6 -5 -1
kil _ self	11 -2 -2
kil _ that	-2 -2 0
kil _ when	-5 -7 -3
kil for	-9 -3 -6
kil it	-7 -6 -4
kil me	-9 -5 -3
kil my	0 -3 -7
kil myself	13 0 -2
kil the	-10 -8 -12
kil this	-8 -5 -3
kil weds	-2 -2 -2
kiled	-14 -7 -13
kiled _ but	-7 -2 0
kiled _ exam	-4 -2 -1
kiled _ spider	-3 -2 -4
kiled _ tonight	-4 -2 -2
kiled a	-6 -3 -7
kiled it	-5 -4 -2
kiled me	-4 -3 -2
kiled my	-5 -3 -2
kiled myself	3 -1 0
kiled the	-7 -5 -3
kiler	-8 -7 -5
kiler negotiator	-2 -2 -3
kiling	-9 -8 -6
kiling _ at	-6 -6 -5
kiling _ i	-6 -4 -4
kiling _ last	-4 -2 -2
kiling _ today	-1 -3 -1
kiling every	-4 -2 -1
kiling it	-5 -5 -3
kiling me	-9 -7 -5
kiling my	-5 -5 -6
kiling myself	6 0 0
kiling time	-8 -5 -4
kind	-2 -5 -10
kindnes	-7 -4 -5
kitchen	0 -5 3
kitchen table	9 0 -2
kiten	-4 -3 -6
kms	17 -5 -6
kms _ fr	3 -1 0
kms _ this	7 -2 -2
kms _ whats	2 -1 -2
kms fr	5 -2 -3
kms honestly	7 -2 -3
kms if	7 -1 0
kms seriously	2 -1 -2
kms tonight	5 -1 -1
kne	-9 -3 -2
knes	-8 -5 -4
knew	-9 -2 -1
knife _ an	3 -2 -1
knife _ just	3 -2 0
knife for	3 -2 -1
knife in	6 -1 -3
knife today	3 -2 0
knight	-12 -3 -6
knocked	-7 -6 -3
knocked my	-5 -7 2
knocked out	-7 -4 -5
knot	7 -3 -5
knot i	4 0 0
know _ its	3 -1 0
know _ she	-1 -1 0
know _ shes	-3 -5 -6
know _ the	-1 -2 -1
know for	-3 -2 -3
know if	1 -4 -1
know is	-4 -1 -3
know which	9 -3 -1
knowing its	9 0 0
knows cpr	-1 0 4
knows which	0 5 0
korea	-4 -1 0
krabi	-8 -3 -2
lab	-4 1 2
labeled	9 0 0
laew	9 -1 -1
laid	4 -3 0
lake is	-3 0 -1
landlord	-2 2 -5
language	-8 -5 -5
laos	-8 -2 -1
laptop	-7 -2 -5
laptop _ during	-2 -3 -3
last _ after	6 -4 -2
last _ al	-6 -2 -3
last _ deper	3 -1 -1
last _ ever	6 -1 -1
last _ godbye	2 0 0
last _ he	-3 5 0
last _ im	10 1 0
last _ of	-5 -3 -8
last _ on	1 -1 0
last _ scared	-2 -7 -10
last _ should	-1 2 -1
last _ thank	6 0 0
last _ thanks	3 0 0
last _ this	-4 -3 -3
last bos	-5 -4 -3
last day	8 -3 -1
last edit	-7 -6 -6
last entry	10 0 0
last godbye	3 0 0
last mesage	5 0 0
last question	0 -3 -4
last reading	4 -1 -2
late	-9 -2 -6
late _ tomorow	-2 -2 0
late _ was	0 -4 -2
late again	-4 -6 -1
late for	-6 -5 -5
late husband	-3 -5 -1
late to	-6 -3 -3
lately	4 -2 -8
lately al	5 0 0
laugh	-8 -8 -5
laughed	-3 -6 -7
laughed so	-13 -6 -8
laughing	-11 -6 -11
laughing at	-4 -6 -9
laughter	-4 -4 -6
laughter and	-4 -5 -5
laundry	-7 -5 -4
laundry and	-9 -5 -5
law	-6 2 -2
law _ the	-2 5 -2
laws	-7 0 -3
leaky	-4 -3 -2
leaky tap	-4 -3 -2
learn	-5 -3 -7
learn _ drive	-2 -3 -2
learned	-8 2 -7
learning	-12 -7 -6
learning to	-8 -6 -4
lease	-3 -1 -4
lease early	-7 -1 -1
least _ way	5 -1 0
least characters	-3 -3 -3
least painful	5 -1 0
leave	7 6 -2
leave _ note	4 -1 0
leave _ town	-4 -4 -4
leave a	4 -1 0
leave early	5 -1 0
leave my	-6 -4 -1
leaving _ world	4 0 0
leaving my	-2 -4 -5
leaving this	4 0 0
lecture	-7 -3 -7
ledge	5 1 -2
ledge _ a	6 -1 0
left	8 1 4
left _ dead	-6 5 0
left _ live	3 0 0
left _ on	-4 3 -2
left a	-1 5 0
left and	2 -3 -6
left im	7 -1 -1
left me	-3 -5 -1
left the	5 -1 -1
left to	8 -1 -2
leftovers	-13 -8 -5
leg	-2 -2 10
leg _ a	6 -3 -1
leg _ the	0 -3 2
leg at	-3 -3 -4
leg with	6 -4 -1
lend	-6 -6 -5
lend _ cousin	-3 -2 -3
length	4 -1 0
length of	4 -1 0
lent	-11 -3 -5
leo	-6 -5 -6
les _ i	8 0 0
leson	-8 -7 -4
lesons	-6 -4 -6
let	0 -6 -6
let _ be	-9 -4 -4
let _ hapen	6 0 -1
let _ of	-1 -2 -1
let _ old	-4 -2 -3
let _ orient	-3 -3 -3
let a	-7 -2 -2
let him	-11 -7 -9
let love	-7 -2 -4
let me	-4 -9 -1
let my	-8 -5 -3
let myself	6 0 0
let nature	5 0 -1
let something	-3 -2 -3
let yourself	-11 -4 -4
leters _ mum	2 0 0
lethal	8 -2 -2
lethal _ of	5 -2 -2
lethal dose	8 -2 -2
lets _ out	-2 5 -1
lets me	-2 5 -1
library	-2 -5 -5
lie	-10 -1 -4
life	7 -4 0
life _ be	6 -1 -1
life _ friday	4 0 0
life are	-7 -7 -10
life in	-10 -2 -3
life insurance	6 -1 -2
life on	4 0 0
life tonight	2 -2 -2
lifes	-2 -4 -5
lift	-7 -1 -4
lifting	-9 -6 -8
light	-7 -5 -3
light _ have	-1 -1 -1
light is	-7 -5 -4
light you	-1 -1 -1
lighter again	6 -1 -1
like	2 -5 0
like _ again	-5 0 0
like _ anyway	3 0 0
like _ at	-5 -5 -4
like _ back	-5 -6 -2
like _ boyfriend	-3 -5 -5
like _ dying	-7 -1 -4
like _ every	6 -2 -2
like _ forever	3 0 0
like _ idea	-2 -2 -1
like _ my	9 -4 -2
like _ nobody	2 0 0
like _ only	8 -2 -2
like _ paracetamol	-1 0 2
like _ reading	-5 -2 -4
like _ report	-2 0 -3
like _ things	5 -2 -2
like _ times	-6 -6 -5
like _ zombie	-4 -3 -4
like actualy	5 0 0
like ending	5 -2 -2
like everyone	3 0 0
like forever	3 0 0
like fr	2 0 0
like it	-10 -4 -6
like its	-8 0 2
like kiling	4 0 0
like me	-6 -3 -2
like my	-6 -2 -4
like myself	-8 -1 -2
like quiting	-3 -2 -2
like that	-4 -1 -1
like the	7 -1 -2
like to	4 -1 -1
liked	-7 -2 -3
likes _ back	-6 -3 -3
likes me	-6 -4 -3
limit	-7 -6 -7
limp	-2 -2 7
line _ down	0 0 3
line hes	0 0 3
lined _ on	5 -1 -1
lines _ my	8 -3 -2
link	-5 -5 -5
link sent	-4 -3 -3
linked	-6 -6 -4
linked reading	-6 -5 -5
lips	-4 -3 8
lips _ turning	0 0 7
liquid	-2 -2 6
lisbon _ year	-6 -4 -3
listen	-3 -7 -6
listen inward	-6 -4 -4
listen to	-7 -8 -7
literaly	-4 -6 -3
literaly _ to	-4 -1 -1
literaly dead	-6 -4 -2
literaly going	-6 -1 -1
lithium _ once	3 -2 -2
lithium at	3 -2 -2
litle _ a	-6 -2 -3
litle _ pas	1 -6 -6
litle one	-6 -5 -7
live anymore	8 -1 -1
live for	7 -3 -2
liver	-3 -2 -1
living	9 0 -2
lmao	-11 -12 -10
lmao wil	-2 -3 0
loaded	6 -3 -3
loading	-4 -4 -3
loading _ readings	-3 -3 -3
lobster	-6 -2 -5
lock	-5 6 0
lock _ in	-4 6 0
lock me	-4 5 0
locks	-8 8 0
log	3 -5 -3
log _ dream	-5 -4 0
log _ i	8 0 0
log a	-7 -6 -4
log dreamt	4 -4 0
login	-7 -6 -6
lok _ for	-3 -1 -2
lok after	5 -4 -1
lok at	5 0 -1
lok back	-6 -7 -4
lok beneath	-3 -5 -3
lok down	4 0 0
lok for	-7 -5 -3
loked _ how	7 0 0
loked up	10 -1 -1
loking	6 -2 -2
loking _ the	3 0 0
loking at	4 -1 0
loking for	-6 -3 -1
loking up	6 0 0
loks _ lol	-4 0 -1
lol	-8 -12 -7
lol _ i	-7 -2 -1
lol _ my	-5 -4 -1
lol _ not	8 -1 -4
lol _ she	-2 -3 -1
lol _ there	-6 -2 -6
lol i	-5 -1 -2
lol is	-5 -7 -3
lol my	-3 -4 -3
lol never	-5 -1 0
lol should	-4 -2 -1
lol wil	-7 -2 -1
london	-10 -7 -4
lonely	-5 -7 -6
long _ and	4 -1 -2
long _ in	3 0 0
long _ like	3 0 0
long _ now	6 0 -1
long _ takes	6 0 0
long _ to	-5 -3 -1
long bath	-3 -1 -3
long distance	-7 -6 -3
long it	6 0 0
long sleves	5 1 0
longer than	0 -3 -2
lose ends	4 -1 -1
lose it	-8 -3 -6
lose my	-5 4 -1
loses	-7 -4 -3
loses with	-5 -6 -3
losing	-4 -7 -6
losing at	-3 -1 0
lost	-4 -6 -9
lost _ walet	-6 -5 -2
lost earing	-2 -2 -2
lot	3 -5 1
lot _ her	-1 0 3
lot _ pils	-4 0 6
lot from	-1 0 3
lotery	-7 -6 -5
lotery _ time	-2 0 -1
lots	-6 -2 0
lots of	-6 -2 0
love	-5 -9 -6
love _ more	-5 0 -1
love _ na	-3 -3 -3
love _ pls	-9 -2 -1
love again	-4 -1 -2
love be	-6 -2 -4
love fortune	-3 -3 -3
love it	-7 -7 -3
love life	-10 0 -1
love reading	1 -1 -3
loved _ she	4 0 0
loved her	8 -2 -1
loved it	-6 -4 -6
lovely	-9 -5 -4
loves	-7 -5 -1
low	-1 0 1
lower	-4 -4 -3
lowkey	-9 -4 -6
loyal	-9 -9 -4
luck	-12 -9 -8
luck _ me	-2 -1 0
luck this	-5 -6 -1
lucky	-6 -5 -7
lump	-8 -10 -3
lunch	1 -7 -2
lying _ me	-5 -3 -3
mad _ me	-3 -6 -1
mad at	-3 -6 -1
made	5 -2 -5
made _ my	5 0 -1
made me	-9 -1 -2
made sure	4 -1 0
magnet	-1 -1 8
main _ die	-5 -2 -5
main character	-5 -2 -1
major	-10 -9 -9
majors	-7 -4 -3
make _ after	-2 -2 -1
make _ god	-10 -4 -8
make _ hapen	5 0 0
make _ i	4 4 0
make _ lok	8 0 0
make _ slepy	-5 -1 -2
make _ son	-3 -3 -3
make _ to	-10 -1 -4
make friends	-7 -4 -3
make it	8 -1 -2
make me	-9 -1 -2
make sure	7 1 0
make that	4 0 0
make the	-5 -1 -1
make up	-5 -2 -4
makes _ have	-3 5 0
makes it	-3 -3 -4
makha	-5 -4 -4
makha bucha	-5 -4 -4
mal	-10 -6 -4
man	-3 5 0
man _ the	-1 0 3
manager	-7 2 1
manager _ me	-4 6 -2
mango	-7 -9 -7
mango _ rice	-3 -3 -3
mango sticky	-3 -3 -3
many _ in	-7 -4 -1
many _ my	6 0 2
many pils	-1 0 4
many time	3 0 0
marathon	-10 -7 -6
marathon in	-3 -2 -2
mariage	-7 -1 -5
maried	-4 -6 -4
maried _ forty	-4 -3 -3
maried before	-4 -3 -3
mark	-8 -3 -3
market	-10 -3 -6
mary	-4 4 -2
masters	-5 -2 -1
match	-6 -5 -10
match _ bridesmaids	-2 -1 -1
match saturday	-1 0 -2
mate	4 -7 -5
maters	-10 -7 -5
maters _ to	-4 -3 -1
maters most	-4 -3 -1
mates	-4 -1 5
may	-5 -8 -6
may be	-7 -6 -4
maybe	3 -5 -1
maybe 6	-6 -1 7
maybe _ should	3 -4 0
maybe i	1 -5 -8
me	1 9 -3
me _ !being	3 -1 0
me _ !wake	3 -1 -1
me _ 50	-3 -3 -3
me _ a	-5 6 -1
me _ and	-3 6 -1
me _ bit	0 4 -2
me _ bought	3 0 0
me _ ches	-1 -5 -1
me _ he	1 -1 0
me _ in	-4 5 -1
me _ jump	6 -2 -1
me _ leg	-3 -4 -6
me _ mesage	-6 -5 -2
me _ mom	0 12 0
me _ move	-6 -1 -2
me _ news	-2 -3 -1
me _ night	-1 5 0
me _ not	0 -5 -3
me _ pilows	-4 -4 -3
me _ practice	0 2 0
me _ puled	0 4 0
me _ read	-4 -4 -2
me _ she	-6 -7 -3
me _ shes	0 7 0
me _ should	-9 -7 -3
me _ the	2 6 -2
me _ time	5 0 -1
me _ up	-9 -10 -10
me _ wil	-3 -4 -1
me _ with	-6 -1 -3
me _ without	-2 4 -1
me _ word	-4 -3 -4
me _ year	-5 2 -6
me about	0 -7 -1
me after	1 -1 -1
me again	-4 9 0
me and	-1 7 -1
me back	3 -5 -2
me before	-3 -1 0
me cry	-7 -7 -1
me down	-7 9 -4
me during	-1 5 -1
me every	6 4 -5
me first	4 -4 -4
me fr	-6 -4 -2
me friendship	-3 -5 -4
me god	-2 -3 -1
me last	-2 7 -4
me lol	-5 -5 -1
me lose	-2 -2 -3
me now	-2 -3 -2
me of	-7 1 -1
me on	0 -7 -2
me or	-7 -7 -3
me slepy	-5 -1 -2
me starting	-8 -5 -5
me that	-3 -4 -6
me the	-1 -1 -4
me this	0 -4 -2
me though	6 -2 -1
me today	-8 -2 -1
me tonight	-6 -4 -1
me up	-3 -1 -1
me wants	4 -2 -1
me whenever	-2 6 0
me why	-4 -5 -3
me with	-4 5 -1
me worth	-5 -7 -4
mean _ dream	-5 0 -1
mean _ should	-6 -5 -3
mean i	-8 -5 -4
mean if	-6 -1 0
mean im	-7 -3 -1
mean reversed	-5 -3 -3
mean something	-6 -1 -1
mean to	-2 -1 -3
meaning	-1 -3 -6
meaningful	-7 -4 -5
means its	6 -1 0
means something	3 -1 0
meat	-7 -5 -2
med	-7 -4 2
media	-4 -5 -4
media _ a	-4 -2 -1
media for	-4 -2 -1
medieval	-5 -2 -2
meds _ hour	-1 0 4
meds _ months	4 -1 -1
meds an	-1 0 4
meds for	7 0 0
meh	-5 -4 -4
melbourne	-5 -4 -2
melting	-7 -4 -3
membership	-6 -7 -7
membership _ tokens	-3 -2 -3
membership or	-3 -2 -3
memoirs	-4 -3 -4
memoirs _ i	-4 -3 -4
memoirs should	-4 -3 -4
memory	-3 -3 -5
men	-4 1 -3
mentor	-6 -3 -1
merit	-11 -7 -6
mesage	3 -2 -2
mesage in	6 0 0
mesages	-3 9 -2
mesages _ hes	0 3 0
mesages to	3 -1 0
met	-8 -1 -7
met _ alone	0 1 0
met _ soulmate	-6 -6 -1
met him	0 4 0
met my	-7 -8 -5
meting	-8 -7 -2
meting _ go	-2 -1 -1
meting _ going	-3 -4 -4
meting is	-3 -4 -4
meting tomorow	-2 -1 -1
mice _ the	-8 -4 -6
mid	-8 -6 -8
midle	-6 -6 -3
might _ wel	5 -1 0
might as	5 -1 0
might say	-7 -9 -1
mild	-7 -4 -6
mind	1 -4 -1
mind again	6 -1 -1
minecraft	-7 -5 -5
minutes	-5 -3 8
mis	-3 -5 -6
mis me	4 -1 0
mis my	-7 -5 -4
mis the	-6 -3 0
mised	-1 -11 -8
mising the	-5 -4 -2
mistake	0 -2 3
mixing	8 -1 -1
mobile	-7 -6 -6
mobile ap	-6 -5 -5
mock	-6 -2 -2
mod	-1 -6 -8
mod _ required	-3 -2 -3
mod is	-3 -2 -3
molested	-2 3 -2
molested _ my	-2 3 -2
molested by	-2 3 -2
mom _ geting	-1 0 -1
mom _ going	-6 -5 -8
mom _ having	-1 -1 12
mom _ kil	-4 -3 -2
mom _ than	2 0 0
mom _ this	-3 -7 -6
mom _ unconscious	-1 -1 7
mom i	-2 -4 -2
mom is	-7 -3 3
mom more	2 0 0
mom visit	-2 -2 -1
moms face	0 0 7
moms painkilers	4 0 -1
mon	2 -8 -4
mon iluminated	-7 -4 -5
monday	1 -4 -5
mondays	-8 -4 -5
mondays _ be	-3 -3 -2
mondays _ that	-3 -4 -1
mondays is	-3 -4 -1
mondays wil	-3 -3 -2
money	-4 1 -7
money _ please	-7 0 -1
money home	5 0 0
money luck	-5 -4 -2
money reading	-11 -6 -5
money to	-5 0 -3
money today	-4 -5 -4
monk	-5 -1 -3
month	0 2 -5
month _ decided	3 0 0
month _ enough	1 0 0
month _ for	-8 -5 -2
month _ i	-4 -1 -1
month _ mis	-3 -1 -2
month to	-6 -4 -3
month wil	-6 -8 -1
monthly	-5 -4 -4
monthly membership	-5 -4 -4
months _ i	2 0 -3
months _ the	-7 -1 -1
months and	-6 -1 -5
months the	9 0 0
morbid	-7 -4 -3
more	-1 -4 -4
more _ die	-3 0 -2
more _ in	-6 -2 -3
more _ lol	6 0 0
more _ you	-5 -2 -3
more images	-6 -5 -5
more peace	-3 -1 0
more people	-3 0 -2
more time	-2 -6 0
morphine _ a	3 -2 -2
morphine for	3 -2 -2
mosquito	-11 -5 -4
mosquito bites	-5 -2 -3
mosquitoes	-7 -5 -5
most	4 -7 -3
most to	-4 -3 -1
mother _ loved	3 0 0
mother burns	-1 8 -1
mother i	3 0 0
mothers _ go	-2 -2 -1
mothers operation	-2 -2 -1
motivation	-9 -4 -5
mountain _ alone	6 -1 0
mouth	-4 -3 9
mouth and	0 -1 5
move	-11 -7 -6
move out	-4 -2 -2
move to	-2 -5 -3
moved	-7 -1 -2
moved _ of	-6 -5 0
moved on	-4 -6 -3
moves	-12 -4 -3
movie	-8 -6 -7
moving	-4 -5 -5
moving to	-11 -3 -7
mrt platform	5 0 0
much	5 -5 2
much _ would	8 0 0
much blod	-1 0 5
much its	5 0 0
much to	-11 -1 -2
mum about	-5 -3 0
mum burns	-3 9 -2
mum died	-2 -3 -5
mums ashes	-6 -5 -5
murder	-12 -7 -6
murder _ cupa	-1 -2 -3
murder _ exam	-1 0 0
murder _ if	-7 -6 -1
murder me	-5 -6 -3
murder mystery	-4 -2 -3
murdered	-9 -11 -5
murdered by	-6 -1 -4
murdered my	-4 0 -1
murdering	-7 -5 -3
music	-9 -5 -1
must	-2 -1 -5
my _ about	-4 -2 -1
my _ again	2 1 -5
my _ always	-5 5 0
my _ animal	-4 -3 -3
my _ aprove	-3 -3 -2
my _ arm	0 -2 5
my _ at	3 6 1
my _ ate	-3 -2 8
my _ away	3 -2 -1
my _ bakery	-3 -2 -2
my _ bangs	-6 -2 -3
my _ because	-8 -2 -7
my _ birthday	-3 -3 -4
my _ bit	-6 -4 -2
my _ black	-4 -1 0
my _ boks	-8 -2 -1
my _ burns	-3 7 0
my _ car	-4 -4 -2
my _ chanel	-6 -3 -3
my _ changed	-2 -1 -4
my _ chokes	0 5 0
my _ clock	-4 -2 -1
my _ coking	-7 -1 -5
my _ colapsed	-1 -5 5
my _ coming	-6 -4 -4
my _ could	-3 -2 0
my _ dead	-5 -1 -1
my _ deserves	2 -2 0
my _ didnt	7 -2 -1
my _ die	-5 -3 -1
my _ dog	-7 -3 -4
my _ drank	-4 -3 8
my _ earing	-2 -2 -2
my _ early	-7 -1 -1
my _ even	-1 5 -1
my _ every	-2 7 -2
my _ exam	-8 0 0
my _ fight	-6 -1 0
my _ finaly	-7 -1 -3
my _ find	8 0 0
my _ flight	-4 -2 -1
my _ fortune	-3 -3 -3
my _ gave	-5 -5 0
my _ god	-1 -1 -2
my _ godbye	5 0 0
my _ got	-6 0 2
my _ groped	0 2 0
my _ group	-11 -2 -1
my _ habits	-3 -4 -1
my _ had	-5 -4 -5
my _ having	0 -2 2
my _ he	-3 6 0
my _ how	-5 0 0
my _ hurt	-6 4 -2
my _ husband	-9 -2 -3
my _ i	6 0 0
my _ ignores	-3 -3 -3
my _ into	4 -1 -1
my _ job	-7 -1 -3
my _ jumped	-4 -3 -2
my _ kep	0 -1 -2
my _ keps	-2 -1 -3
my _ kicked	-2 1 -2
my _ kicks	-1 3 -1
my _ left	5 -5 -1
my _ lol	4 -4 -3
my _ mad	-3 -3 -3
my _ made	-4 2 -1
my _ makes	-12 2 -5
my _ mesage	5 0 0
my _ morphine	3 -1 -1
my _ motorbike	-3 -2 -3
my _ mum	-14 -3 7
my _ natural	-3 -1 0
my _ nobody	7 0 0
my _ note	5 -3 -1
my _ now	10 -5 3
my _ of	4 -2 -1
my _ old	-1 -4 -8
my _ on	-1 0 -1
my _ operation	-9 -1 -2
my _ overdosed	-1 -3 9
my _ pas	-7 -5 -8
my _ pascode	5 -1 -2
my _ pased	-5 -5 -2
my _ pils	-4 -3 5
my _ place	-9 -3 -6
my _ plant	-4 -1 -2
my _ please	-9 -3 0
my _ pls	-5 -2 0
my _ project	-5 -3 -3
my _ punched	-2 5 -1
my _ raped	-1 5 -1
my _ rapes	-2 3 -2
my _ realy	-3 -5 2
my _ recertification	-2 -2 -3
my _ rn	-3 -2 -4
my _ say	-5 1 1
my _ says	-5 -1 -2
my _ scren	-5 -4 -4
my _ sexualy	-2 3 -2
my _ shes	-8 -5 -6
my _ shop	-10 -3 -6
my _ should	-3 -6 -6
my _ sister	-6 4 0
my _ sits	-5 0 -5
my _ slaped	0 5 0
my _ starter	-3 -2 -2
my _ stop	-4 3 -2
my _ stoped	-2 -1 5
my _ strangled	-2 7 0
my _ survive	-6 -5 -5
my _ survived	-3 -2 -3
my _ swalowed	-3 -1 4
my _ tablets	2 -4 3
my _ teacher	3 -3 -6
my _ tel	4 -6 -3
my _ test	-7 -5 -4
my _ the	-1 -5 -2
my _ thinking	-3 -3 0
my _ thre	2 -4 -5
my _ threatened	-4 0 -2
my _ threatens	-3 4 -1
my _ touched	-2 6 0
my _ travel	-3 -6 -3
my _ trustworthy	-2 -2 -3
my _ used	-8 -7 -6
my _ video	-6 0 -7
my _ visit	-6 -5 -2
my _ was	-7 -5 -4
my _ we	-2 -3 -6
my _ weding	-3 -3 -3
my _ were	1 3 -4
my _ weve	-4 -1 -2
my _ what	-5 3 -3
my _ where	4 -2 3
my _ wil	-1 -8 -3
my _ with	5 3 -1
my _ woke	-7 -6 -5
my _ youtuber	-6 -5 -5
my acounts	6 -1 -1
my afairs	4 0 0
my alarm	-8 -2 -1
my ancestors	-6 -5 -4
my antidepresant	-7 -2 -5
my arm	4 1 1
my arms	6 2 -2
my baby	-8 -3 7
my balcony	4 -1 -1
my band	-5 -5 -6
my bangs	-6 -6 0
my basil	-3 -3 -3
my bike	-8 -6 0
my birthday	3 -3 -2
my bok	-4 -1 -3
my boks	11 -2 -3
my boring	-4 -3 -2
my bos	-6 -2 -2
my brain	5 -3 -1
my breath	3 -4 -1
my brothers	-3 -4 -1
my budget	-4 -3 -2
my cactus	-4 -3 -3
my card	-11 1 1
my carer	-5 0 -2
my cat	1 -3 -2
my chair	-4 -2 -5
my character	-7 -3 -5
my chest	-5 -6 4
my childhod	-8 -2 0
my citizenship	-3 -1 -2
my coach	-2 2 -4
my code	-6 -6 -3
my coworker	-11 -7 -4
my coworkers	-2 -3 -2
my credit	-5 -3 -3
my crush	-5 -9 -5
my dance	-4 -3 -5
my days	-4 -2 -1
my deadline	-2 -4 -3
my deposit	-6 -3 -3
my doctor	0 -3 -6
my dog	6 1 -5
my dor	-3 5 0
my drink	-8 9 -6
my driving	-7 -3 -4
my esay	-4 -4 -3
my ex	-2 5 -3
my exit	8 -1 -1
my exs	-12 0 -5
my fault	3 7 -2
my favourite	-6 -2 -5
my fet	-6 -5 -4
my final	9 -1 -1
my finances	-8 -1 -1
my finger	-10 -4 -8
my flat	-5 5 0
my flatmate	-4 -7 1
my flatmates	-6 -3 -4
my friend	-7 -5 4
my funeral	9 -1 -1
my future	-4 -3 -3
my girlfriend	-2 4 1
my godbye	7 0 0
my graduation	-5 -4 -6
my grandchildren	-6 -6 -4
my grandma	-9 -6 2
my grandmother	-7 -7 0
my grandson	-8 -6 -5
my guild	3 -4 -4
my gym	-1 0 -2
my hair	-4 -2 -6
my hand	4 -1 1
my heart	2 -7 1
my history	-1 -3 -4
my hodies	6 -1 -2
my hometown	-5 -4 -2
my horoscope	-3 -2 -3
my hours	-8 2 0
my house	-3 2 0
my husband	0 6 2
my interview	-6 -1 -2
my jaw	-5 -3 4
my jewelery	7 -2 -3
my job	-4 -2 -3
my journal	-6 -10 -6
my kne	-8 -4 0
my last	10 -3 -3
my late	-11 -4 -2
my leave	-4 -3 -2
my life	1 -3 3
my loses	-5 -4 -3
my love	-8 -1 -1
my luck	-4 -1 -1
my mariage	-5 -2 -7
my masters	-5 -2 0
my mate	-5 -4 2
my mates	-4 -4 2
my mind	2 -2 0
my nan	-6 -3 0
my neighbors	-5 -5 -1
my neighbour	7 4 2
my neighbours	-1 -5 0
my new	-4 -4 -2
my next	-7 -1 -3
my nudes	-2 4 0
my obituary	3 -1 0
my old	-1 -4 -3
my orchid	-8 -1 -3
my paramedic	-2 -2 -3
my partner	-2 8 -1
my partnership	-4 -2 -1
my pasport	-3 7 -2
my path	-6 -1 -1
my phd	-8 -4 -4
my pils	8 -2 1
my plant	-8 -1 -4
my question	-5 -2 -2
my reading	-5 -4 -2
my reflection	-6 -5 -5
my relationship	-6 -3 -3
my report	-3 -6 -5
my retirement	-6 -4 -3
my ribs	-1 7 0
my rifle	6 -2 -1
my self	11 -2 -2
my shot	-4 -3 -2
my side	-13 -3 -4
my sister	1 -3 3
my situationship	-6 -1 -2
my skin	6 -6 -5
my sliper	-7 -4 -3
my soulmate	-6 -4 -4
my sourdough	-3 -2 -2
my spech	-6 -4 -3
my spirit	-2 -3 -3
my startup	-6 -5 -5
my stepfather	-1 4 -1
my streaming	-5 -4 -4
my students	5 -2 -3
my stuf	10 -1 0
my sufering	4 0 0
my surgery	-4 -1 -1
my teacher	-6 6 -2
my team	-5 -3 -3
my thai	-4 -5 -1
my thesis	-8 -4 -5
my thigh	7 -2 3
my thighs	7 -1 -2
my things	4 0 0
my to	-4 -1 6
my tongue	-4 -1 4
my trip	-4 -2 -3
my twenties	-5 -4 -6
my vacation	-4 -2 -2
my vibe	-3 -2 -2
my visa	-1 -1 -4
my walet	-6 1 -1
my weding	-7 -2 -1
my wil	6 -5 -1
my work	0 5 0
my wrists	6 0 -2
my year	-5 -1 -2
my youtube	-4 -3 -4
myanmar	-7 3 -4
myself	11 -7 -2
myself _ day	5 0 0
myself _ i	6 -2 0
myself _ night	2 0 0
myself _ purpose	5 0 0
myself _ to	-9 -2 -5
myself a	-6 -1 -1
myself every	6 0 0
myself last	6 -1 0
myself until	7 0 0
myself with	6 -1 -1
mystery	-6 -2 -3
mystery _ get	-1 -1 -2
na	2 -4 -3
naloxone	-8 -5 -4
name	-3 -1 0
nany	-5 -1 -3
natural	-5 -5 -5
natural ways	-3 -1 0
naturaly	-7 -3 -5
near _ house	6 0 -1
nearly	-4 -6 -7
nearly _ me	-6 -1 0
nearly kiled	-6 -1 -1
ned	5 -4 -7
ned _ know	12 -4 1
ned _ vacation	-3 0 -6
ned _ yourself	-3 -2 -2
ned a	-7 -4 -4
ned this	-3 5 0
nedle	-6 -2 2
neds	-10 -7 -7
negotiator	-2 -2 -3
neighbor _ being	-2 -3 -3
neighbor stop	-2 -3 -3
neighbors	-6 -5 -1
neighbour _ threatening	-2 4 -1
neighbour keps	-2 4 -1
neighbours	-2 -5 -1
neighbours _ alarm	-2 -2 -3
neighbours car	-2 -2 -3
nerves	-8 -4 -2
nervous	-7 -5 -5
nest	-10 -5 -5
never	-4 -1 -2
never !be	6 0 0
never !born	5 1 -1
never !came	7 -2 0
never !come	11 -1 -1
never !drinking	-4 -3 -4
never !of	-8 -7 -7
never !sen	-6 -4 -4
never !wake	6 0 0
never !work	0 2 0
never _ !again	-4 0 -1
never _ !found	6 0 0
never _ !to	-6 -5 -3
never _ !up	8 0 0
new	-8 -3 -6
new _ be	-3 -2 -6
new _ for	-3 -1 0
new _ is	-8 -4 -3
new _ the	-6 -3 -3
new _ trustworthy	-3 -3 -3
new _ what	-4 -3 -3
new _ wil	-4 -4 -1
new antibiotic	0 -1 5
new beginings	-4 -4 -6
new carer	-5 -2 -1
new chapter	-1 -1 -1
new direction	-4 -2 -1
new entry	-7 -6 -6
new friend	-4 -3 -4
new hoby	-4 -4 -1
new link	-2 -3 -3
new mon	-7 -3 -5
new pasword	-5 -5 -5
new reading	-7 -6 -6
new schol	-3 -3 -1
new season	-1 -5 0
new semester	-3 -1 -1
new son	-3 -3 -2
new year	-10 -5 -6
news	-8 -5 -8
next _ hel	-1 4 0
next _ i	6 0 0
next _ me	-4 -4 1
next _ mon	1 -3 -4
next birthday	5 0 0
next chapter	-6 0 0
next dor	-5 -3 3
next for	-4 -3 -2
next month	-5 -8 -5
next new	-6 -3 -4
next step	-7 -1 0
next time	3 2 -3
next year	1 -6 -4
night	4 6 -5
night _ it	10 -3 0
night _ job	-4 -3 0
night _ the	-6 0 -7
night _ wek	6 1 -1
night a	-6 1 -6
night after	10 -6 -1
night deper	3 -1 -1
night for	3 -4 -1
night holds	-3 -3 -2
night is	-9 -2 0
night lol	-4 -4 -1
night my	-4 1 -1
night should	-6 4 0
night son	-7 -5 -4
night to	5 -5 0
night wil	6 -2 -1
nightmare	-10 -1 1
nightmare should	-1 -2 -1
nightmares	0 1 -1
nights its	9 -3 -2
nightstand	8 0 0
nil	-7 -6 -9
no !can	1 -2 0
no !category	-7 -6 -5
no !memory	-1 6 -2
no !more	10 -1 -2
no !point	10 -2 -2
no !pulse	-2 -2 8
no !questions	-4 -4 -3
no !readings	-6 -4 -5
no !way	4 -1 -2
no _ !back	9 -5 -6
no _ !im	6 -2 -2
no _ !left	6 0 -1
no _ !living	3 0 -1
no _ !my	-7 -4 -4
no _ !out	4 -1 -2
no _ !the	-9 0 -5
no _ !to	5 -2 -2
no _ !were	-4 -1 -3
no _ !yet	-7 -3 -5
nobody	8 1 -2
nobody _ cpr	-2 0 3
nobody _ find	8 -4 0
nobody _ for	3 0 0
nobody _ mis	8 0 0
nobody _ my	-11 -6 -6
nobody _ notice	1 0 0
nobody lok	3 0 0
nobody ses	4 2 0
nobody would	5 -1 0
nodle	-8 -8 -8
nodles	-5 -6 -3
noisy	-6 -3 -2
non	-10 -6 -5
none _ this	6 -1 -1
normal	0 1 -10
norway _ at	-3 -3 -3
norway cruise	-3 -3 -3
not !a	9 -4 -6
not !alowed	-1 4 0
not !answering	-1 -3 9
not !authenticated	-7 -6 -6
not !being	7 -4 -2
not !breathing	-1 -2 7
not !coming	9 0 0
not !eating	6 -3 -2
not !every	-7 -6 -6
not !exist	10 -1 -1
not !for	8 -2 -3
not !found	-5 -4 -4
not !have	-6 -1 -2
not !her	5 0 0
not !in	-10 -5 -1
not !joking	8 -1 -1
not !moving	4 -2 7
not !ned	-8 -3 -5
not !okay	-6 -1 -5
not !only	-6 -5 -7
not !planing	8 -2 -1
not !resonate	-3 -3 -2
not !responding	0 -2 6
not !run	-1 -2 -2
not !scared	9 -5 -1
not !scary	-6 -2 -3
not !so	-7 -3 -3
not !submit	-3 -3 -3
not !teling	4 0 0
not !valid	-3 -3 -5
not !yet	-3 -5 -4
not _ !a	8 -3 -3
not _ !alive	5 0 0
not _ !back	9 0 0
not _ !blod	-1 -1 4
not _ !by	-7 -4 -6
not _ !camping	4 -1 -1
not _ !clouds	-2 -2 -2
not _ !fault	2 -1 -1
not _ !for	7 -1 -4
not _ !found	3 0 0
not _ !here	7 0 0
not _ !i	12 -3 1
not _ !its	8 0 0
not _ !joke	5 -1 -3
not _ !just	-8 -9 -9
not _ !or	-8 -6 -6
not _ !out	-3 2 -1
not _ !protected	-4 -3 -3
not _ !up	11 -4 5
note	7 2 -5
note _ in	5 0 0
note _ is	6 -1 0
note _ not	-5 -3 -2
note and	6 -1 0
note in	3 -1 0
note or	4 -1 0
notes _ my	3 7 -1
notes for	5 -1 -2
nothing	6 -7 -5
nothing _ it	-8 -5 -6
nothing _ just	-7 -1 -1
nothing about	-8 -5 -7
nothing changes	9 -1 0
nothing left	8 0 -2
nothing serious	-7 -3 -4
nothing to	-7 -2 -2
nothing wil	9 -2 -1
notice _ timing	-3 -4 -4
notice if	3 -1 0
notice the	-7 -3 -3
notice what	-5 -2 -3
noticed	-6 -5 -2
novel	-14 -7 -4
novel _ an	-2 -2 -2
novel _ do	-1 0 0
novel _ published	-1 -1 -2
novel find	-2 -2 -2
novel get	-1 -1 -2
novel how	-1 0 0
now _ !fel	-2 -1 5
now _ a	0 -7 -8
now _ fel	-3 -2 -1
now _ have	0 -3 -2
now _ i	-3 -2 -2
now _ vibrating	-1 -2 -3
now enough	1 0 0
now i	6 -4 1
now two	-5 0 6
now wil	-2 -3 -7
nudes	-2 4 0
numb	-4 -2 6
numb and	-2 0 5
number	-6 -1 3
number _ lucky	-2 -2 -3
number for	-11 -5 -4
number is	-2 -2 -3
numbers	-3 -7 -9
numerals	-3 -3 -3
numerals _ thai	-3 -3 -3
numerals in	-3 -3 -3
nurse	-6 -2 -6
nurse _ the	-7 0 -1
nurse i	-4 1 0
nursing	-4 -3 -5
obituary	5 -1 0
obituary _ my	3 -1 0
obituary in	3 -1 0
obviously	-7 -5 -1
ocean	-10 -6 -9
of 10	-7 -7 -5
of _ a	-6 -2 -7
of _ again	6 0 0
of _ alive	10 -1 -1
of _ any	-5 -1 0
of _ at	-5 -9 6
of _ balcony	4 -4 1
of _ bike	-4 -6 1
of _ blod	0 0 7
of _ bok	-3 -2 -3
of _ boring	-4 -4 -4
of _ bus	5 0 0
of _ couch	-2 -2 -2
of _ day	-7 -2 -2
of _ era	-4 0 0
of _ falout	-2 -4 -1
of _ from	6 -5 -1
of _ girlfriend	-2 -3 -3
of _ in	-10 -2 -4
of _ into	8 0 0
of _ is	-6 -4 -7
of _ it	2 -8 -4
of _ job	-7 -2 -1
of _ larger	-3 -3 -2
of _ lent	-3 -2 -2
of _ of	8 0 -1
of _ past	-4 -1 -3
of _ proces	-4 -3 -3
of _ rain	-7 -2 1
of _ right	-4 -5 1
of _ romate	-2 -2 -2
of _ should	-7 -5 -1
of _ tablets	7 -1 -2
of _ the	8 -4 1
of _ today	-3 -2 -1
of _ train	8 -1 0
of _ was	6 -1 -1
of _ what	-9 -2 -1
of _ wil	-5 -7 -1
of _ world	-5 -1 -1
of an	-5 -3 -1
of bed	-7 -2 0
of boredom	-5 -4 -3
of budhist	-3 -2 -2
of cancer	-6 -2 -1
of conection	-5 -4 -5
of cups	-2 -6 -4
of dead	8 -2 -2
of everything	7 -1 -6
of existing	8 0 0
of going	10 0 -2
of hapines	-2 -2 -1
of in	-7 -1 5
of it	13 -2 0
of jumping	7 -2 -2
of just	5 0 0
of leaving	-6 -3 -2
of living	6 -1 -1
of old	-4 -1 -2
of pentacles	-7 -3 -2
of pretending	7 0 0
of readings	-3 -3 -3
of shame	-1 -2 -4
of sliting	4 -1 -1
of swords	-7 -3 -4
of taking	14 0 0
of unaliving	5 0 0
of waiting	-4 -6 -5
of work	-6 -1 -4
of xanax	-1 -3 4
ofer	-5 -5 -5
ofered	-5 -5 -4
ofers	-6 -7 -1
often	-7 -8 -7
ok	2 -6 0
ok _ me	6 -2 0
ok _ skip	-3 -4 -4
ok after	4 0 0
ok without	6 -2 0
okay to	6 -2 0
old	-2 -3 -1
old _ dying	-4 -1 0
old _ fal	-4 -3 3
old _ in	6 -3 -4
old _ this	-7 -1 -2
old _ to	-4 -3 0
old _ was	-4 -5 -6
old boks	-9 -2 -1
old car	-9 -5 -2
old dog	-12 -6 -5
old feathers	-3 -2 -3
old house	-5 0 -2
old laptop	-7 -2 -3
old motorbike	-3 -2 -3
old toys	-5 -1 -2
older	-2 4 -2
older brother	0 4 0
omen	-9 -5 -3
omen _ find	-3 -2 -2
omen to	-3 -1 -1
on _ a	-4 -4 1
on _ again	-1 -4 -2
on _ and	-5 -1 3
on _ arms	-1 5 0
on _ at	1 1 -1
on _ balcony	-5 -2 -1
on _ bridge	5 -2 -2
on _ calendar	6 -2 -1
on _ car	-5 6 -2
on _ deper	2 0 0
on _ desk	6 -2 -4
on _ device	-3 -3 -3
on _ fet	-9 -4 -4
on _ hob	4 -2 -2
on _ holiday	-3 -2 -3
on _ is	-8 -4 -3
on _ line	-5 -5 -2
on _ mind	6 -1 -2
on _ overpas	3 0 0
on _ porch	-1 4 0
on _ right	-3 -1 -1
on _ sofa	-4 -3 -4
on _ stomach	5 -1 -1
on _ thighs	3 -1 0
on _ wek	-4 -5 -4
on _ youtube	-4 -3 -4
on a	-6 -5 -6
on an	-6 -1 -1
on at	-5 -6 -4
on cofe	-3 -5 -5
on cuting	7 -1 -1
on fire	-4 -2 4
on her	-6 4 2
on heroin	-2 -1 6
on it	-7 -3 -1
on me	-5 2 -1
on mondays	-5 -3 -3
on my	7 4 2
on purpose	12 -1 -3
on read	-4 -4 -2
on stage	-8 -4 2
on sugar	-4 -5 -11
on suicide	-12 -6 -8
on this	-6 0 -4
on thursday	-7 -7 -3
on tuesday	-4 0 -2
on your	-7 -4 -4
once _ gone	4 0 0
once im	9 0 0
one _ at	-6 -6 -5
one _ money	-6 -3 -1
one _ please	-6 -4 -6
one _ question	-5 -4 -6
one _ trip	4 -1 -1
one another	-10 -8 -5
one card	-7 -5 -5
one i	9 -3 -1
one im	5 0 0
one is	5 -2 1
one line	-6 -5 -5
one more	-2 -5 -1
one rom	-7 6 -1
one side	-2 -3 6
one way	3 -1 -1
onions	-6 -6 -3
onions _ crying	-2 -1 -1
onions without	-2 -1 -1
online _ threatening	-2 3 0
only _ a	3 4 -1
only _ me	-3 6 0
only _ that	5 0 0
only _ who	-8 3 0
only hits	-2 5 -1
only thing	5 -2 1
only way	10 -1 0
open	-3 -4 0
open _ card	-3 -3 -4
open my	-10 -7 -6
open todays	-3 -3 -4
operation	-8 -2 -3
operation _ wel	-2 -2 -1
operation go	-2 -2 -1
ops	-6 -4 -4
options	-4 -4 -3
or	-3 -5 -6
or _ for	-9 -4 -4
or _ home	-7 -5 -5
or _ in	-6 -4 -3
or _ on	-12 -8 -1
or a	-12 -5 -3
or die	-7 -2 -2
or fix	-6 -5 -4
or go	-11 -8 -2
or invest	-7 -1 -1
or rest	-3 -1 0
or stay	-9 -6 -4
or tokens	-3 -2 -3
or username	-3 -3 -2
oracle	2 -4 -3
oracle _ i	8 -2 0
oracle _ is	7 0 0
oracle _ it	6 0 0
oracle _ me	5 0 0
oracle _ want	5 0 0
oracle about	-5 -2 -4
oracle home	-4 -4 -4
oracle pls	-4 -2 0
oracle remember	3 -1 0
oracle should	7 -1 0
oracle tel	5 -1 0
oracle when	11 -3 -1
oracle wil	5 -2 0
oracles	2 -5 -6
oracles reading	-5 -3 -3
oracles response	-7 -5 -4
orchid	-9 -4 -4
orchid _ dying	-1 -1 -3
orchid is	-3 -2 -3
order and	4 0 0
ordering	-4 -3 -1
ordering grab	-4 -3 -1
ordinary	-6 -5 -5
orient	-3 -3 -3
orient you	-3 -3 -3
ot	-2 -7 0
other company	-3 -2 -2
others	-9 -5 -6
ouch	-6 -6 -5
our	-5 2 -5
our aniversary	-3 -6 -5
our friendship	-3 0 -1
our money	0 5 0
out _ 10	-7 -7 -5
out _ and	-8 -7 -1
out _ bed	-7 -2 0
out _ fod	-2 4 -1
out _ hes	0 1 4
out _ is	-12 -3 -1
out _ life	5 -2 -3
out _ month	-5 0 0
out _ my	-10 -7 -2
out _ suicide	6 -1 0
out _ we	0 0 4
out _ work	-4 -3 -5
out _ your	4 0 0
out after	10 -5 3
out at	-5 -6 1
out but	0 2 5
out friday	-11 -3 -2
out like	-6 -4 -3
out loud	-10 -7 -2
out my	0 -7 -4
out of	-3 0 -1
out son	6 -1 -2
out the	-4 -2 -3
out this	-8 -2 -4
out what	-6 3 -2
out wil	-4 -2 -9
outside	-2 8 3
outside _ window	-1 2 2
outside my	-2 6 4
outside now	-2 -1 4
outward	-5 -1 -1
oven	-7 -5 -2
over	-1 -1 -1
over _ ex	-4 -4 -1
over a	-8 -6 -4
over bangkok	-4 -2 -1
over the	-2 -4 -5
over this	-10 -3 -3
overdose	-3 -5 -4
overdose _ wekend	4 -1 -1
overdose this	4 -1 -1
overdose tonight	3 -1 0
overdosed	-6 -3 4
overdosed _ a	0 -1 3
overdosed _ cofe	-3 -2 -5
overdosed _ her	0 0 2
overdosed _ heroin	-2 -1 6
overdosed _ lips	0 0 4
overdosed _ lit	-2 -1 -4
overdosed _ my	-4 0 5
overdosed at	0 -1 3
overdosed his	0 0 4
overdosed on	-6 -3 0
overdosing _ now	-2 -1 5
overdosing right	-2 -1 5
overnight	-10 -7 -5
overpas _ thinking	3 0 0
overpas again	3 0 0
overwhelmed	-10 -10 -9
owe	4 3 -4
owe him	-1 4 0
owe the	4 -3 -3
owe them	-1 6 0
own	5 -3 -1
own _ on	-2 -1 0
own bakery	-3 -3 -3
own bangs	-6 -2 -3
own wisdom	-3 -3 -2
pack	0 -4 -4
packs	-4 -4 -4
page	-1 -5 -5
page _ my	6 0 0
pages	-4 -3 -4
pages _ readings	-3 -3 -3
pages of	-4 -4 -4
paid _ my	9 0 0
pain	3 -3 3
pain _ if	3 0 0
pain _ my	-1 0 3
pain _ once	2 0 0
pain and	-1 -1 4
pain in	0 0 4
pain stop	7 0 0
painful way	5 -1 0
painles	10 -1 -2
painting	-8 -6 -4
pale	-4 -2 3
pan	-10 4 -2
paperwork	-7 -4 -3
paperwork _ the	-2 -2 -2
paperwork _ wek	-2 -3 -2
paperwork at	-4 -4 -3
paracetamol	4 -3 4
paracetamol would	5 0 0
paramedic	-11 -5 -6
paramedic recertification	-2 -2 -3
parents _ !care	0 4 -1
parents _ changing	-2 -3 -3
parents _ of	-2 -3 -3
parents aprove	-2 -3 -3
parents beat	0 3 0
parents forgive	7 0 0
parents im	-5 -2 -2
parents kep	4 -1 0
parents like	-3 -5 -5
parents mis	3 -1 0
parking lot	-6 -1 -3
part _ and	-3 -2 -1
part _ me	9 -6 -2
part _ something	-3 -3 -2
part _ the	-7 -3 -5
part time	-7 -6 -5
partner	-4 6 -3
partner but	-2 -4 -1
partner threatened	-2 5 0
partners	-5 0 3
partnership	-7 -9 -11
partnership _ my	-4 -2 -1
party	-6 0 2
party _ fun	-2 -2 -3
party lol	-4 -1 -2
pas	-4 -4 0
pas _ citizenship	-3 -1 -2
pas _ exam	-4 -1 -2
pas _ paramedic	-2 -2 -3
pas out	-3 2 7
pas the	-9 -4 -5
pasage	-5 -4 -5
pascode	5 -1 -2
pased	-7 -3 -1
pased _ i	-4 -4 -3
pased away	-8 -7 -6
pased how	-4 -4 -1
pased out	-3 3 6
pasphrase	-10 -9 -8
pasport	-2 7 -2
pasport and	-2 7 -2
pasports	-5 6 0
past hour	-2 0 3
past month	-3 -4 -4
pasta	-4 -1 -3
pasword	-11 -10 -9
pasword _ failed	-3 -2 -2
pasword change	-3 -2 -2
pasword updated	-7 -4 -3
paswords	6 -8 -10
paswords and	6 -1 -1
paterns	-8 -7 -6
path	-12 -5 -6
patience	-8 -11 -6
patient	-7 -6 -4
pause	-7 -6 -6
pay	-3 0 -5
pay of	-4 -1 -1
paying	-2 -2 -1
paying _ nothing	-3 0 -1
peace	3 -5 -5
peace _ it	4 0 0
peace in	-3 -1 0
peaceful _ want	3 0 0
peacefuly	-5 -8 -6
peacefuly _ he	-2 -1 -2
peling of	-3 -2 7
pencil	6 -2 -2
penguin	-2 -6 -8
penguin _ home	-4 -4 -4
penguin _ i	4 0 0
penguin _ is	6 0 0
penguin _ me	-6 -7 -2
penguin _ were	4 0 0
penguin but	4 0 0
penguin oracle	-10 -5 -6
penguin say	-3 -1 0
penguin this	5 0 0
penguin you	4 0 0
penguins	-8 -5 -6
penguins _ what	-4 -4 -4
penguins know	-6 -5 -5
pentacles	-7 -3 -2
people _ from	-3 0 -2
people die	-9 0 -2
people who	7 -1 -1
per	-6 -3 -3
per category	-3 -2 -2
period	-8 -8 -9
permanently	11 -5 -3
permanently not	11 -2 -4
permision _ do	-5 -3 -4
permision _ night	0 6 0
permision at	0 6 0
personaly	-5 -4 -4
pesticide	6 0 -1
pet	-7 -5 -4
pharmacist	-11 -6 -12
pharmacology	-5 -4 -3
phase	-11 -9 -7
phone _ again	-5 -5 -4
phone _ during	-4 -4 -5
phone _ i	-4 1 -1
phone _ is	0 -1 -3
phone and	-4 7 -4
phone died	-9 -4 -6
phone if	-3 -5 -2
phone number	-4 -4 -4
phone pascode	5 -1 -2
phone scren	-5 -4 -4
phones	-6 0 -1
phones _ again	-6 -4 -3
phones dead	-6 -3 -6
phuket	-9 -5 -5
piano	-5 -4 -3
pick	1 -5 -4
pick _ category	-4 -3 -3
pick a	-1 -3 -3
pick up	-7 -3 -4
picked	6 -3 -1
picked _ date	7 0 0
picked the	6 0 0
picked up	-7 -1 -2
pics	-2 7 0
piece	-12 -10 -5
pil	0 -6 0
pil _ and	-2 -2 3
pil _ the	7 0 -1
pil botle	-2 -2 2
pilow _ done	2 0 0
pilow its	4 -1 -1
pilows	-4 -4 -3
pilows lol	-4 -3 -4
pils	7 -3 7
pils _ doctor	-7 -1 -2
pils _ in	6 0 -2
pils _ my	-1 -1 -3
pils _ some	2 0 0
pils are	6 0 -3
pils in	7 0 -1
pils ready	4 0 -1
pin	4 -1 -2
piza	-14 -7 -9
place _ holds	-3 -4 -3
place that	-3 -4 -3
plan	11 -4 -2
plan _ a	6 0 0
plan _ end	4 -1 0
plan _ my	-6 -1 -1
plan _ take	9 0 0
plan and	8 0 0
plan your	6 0 -1
planing	9 -1 -2
planing _ exit	6 -1 -1
planing _ overdose	4 -1 -1
planing _ suicide	6 -1 -2
planing _ take	7 0 0
planing my	7 -3 -3
plans	-2 -5 -6
plant	-9 -4 -4
plant in	-5 -4 -3
planted	-9 -6 -6
planting	-4 -6 -3
plants are	-11 -5 -6
plants died	-4 -2 -3
plasters	5 -1 -1
platform	7 0 0
platform and	4 0 0
played	0 -8 -9
playful	-5 -5 -5
playing	-14 -7 -7
playlist	5 -3 0
playofs _ season	-2 -2 -2
playofs this	-2 -2 -2
please	1 -7 -2
please _ again	-6 -4 -5
please _ in	-8 -5 -6
please _ let	3 -1 -1
please _ my	8 -3 -4
please give	-6 -2 -3
please god	3 -1 -1
please try	-7 -4 -5
plot	-8 -2 -3
plot _ the	-8 -3 -1
pls	-9 -5 -8
pls _ just	6 0 0
pls _ me	-6 -4 -1
pls tel	-5 -4 -1
podcast	-5 -4 -5
pods	-2 -1 6
poem	-8 -5 -5
point _ way	-3 -3 -4
point in	10 0 -1
point the	-5 -4 -2
pointles	7 0 0
pointles _ done	2 0 0
pointles im	2 0 0
poison _ do	0 0 3
poison what	0 0 3
pol	-7 -4 2
pol _ isnt	0 0 3
pol _ my	-4 -4 -3
pol with	-4 -4 -3
police	-2 6 0
police _ the	-1 3 0
police about	-1 3 0
porch	-1 4 0
posible	-1 -7 -6
position	-6 -3 -2
postpartum	3 -2 -2
poter	-3 -4 -3
potery	-4 -4 -3
pour	-5 2 -2
practice	-6 -11 1
practiced	-5 -4 -6
practise	-9 -8 -8
pray _ dont	9 -6 -3
predict	-3 -2 -2
predict _ exam	-3 -3 -3
predict my	-3 -3 -3
pregnant	-8 -2 1
pregnant _ not	-4 -5 -3
pregnant im	-4 -5 -3
presence	-3 -3 -4
present	-7 -10 -10
presentation	-11 -4 -3
presentation _ friday	-2 -2 -2
presentation on	-2 -2 -2
presure	-9 -3 -2
prety	-5 2 -2
pricing	-7 -6 -6
procrastinating	-6 -4 -5
profesional	0 -4 -5
profesional _ is	2 -4 -4
profesor	-8 -6 -2
project	-12 -3 -4
project _ a	-1 0 0
project _ do	-2 -3 -4
project be	-1 0 0
project early	-7 0 -1
projects	-6 -4 -2
promise	-6 -3 -1
promoted _ year	-2 -3 -2
promoted this	-2 -3 -2
promotion	-7 -9 -4
promotion _ year	-3 -1 -1
promotion this	-3 -1 -1
propose	-6 -6 -4
protect	-9 -7 -5
protected	-4 -3 -3
protected _ this	-3 -3 -3
protected on	-3 -3 -3
proud	-8 -9 -8
proud _ me	-12 -3 -2
proud of	-6 -7 -4
ps5 _ my	3 0 0
ps5 to	3 0 0
puled a	-6 -6 -2
puled out	-1 -1 6
punched _ and	0 4 -1
punches	-1 3 0
punches me	-1 3 0
punishment for	8 -1 0
pupy	-6 -5 -5
pure	-10 -8 -7
purple	3 -3 5
purpose	10 -1 -3
purpose i	7 -1 0
push	-3 -2 -4
pushes _ to	-3 -3 -3
put	0 0 -8
put _ on	-3 -6 -2
put _ under	4 -1 -1
put the	10 -3 0
quen	-7 -9 -2
quen of	-7 -9 -2
question	-2 -10 -7
question _ for	-4 0 -1
question _ he	-4 -1 0
question _ or	-3 -1 -1
question _ penguin	3 0 0
question _ to	2 0 0
question _ vague	-3 -2 -3
question _ you	4 0 0
question about	-11 -1 -2
question godbye	2 0 0
question should	-1 0 -1
question submited	-6 -4 -4
question thank	3 0 0
question thanks	3 0 0
question yes	-3 -1 -1
questions	-8 -10 -10
questions and	-5 -4 -5
quick	2 -1 0
quick _ wil	-3 -1 0
quick if	5 0 0
quick question	-3 -1 0
quiet	1 -5 -6
quiet _ 3am	6 -1 0
quiet presence	-3 -2 -2
quieter	9 -3 -2
quiting	-9 -5 -6
quiting _ band	-3 -2 -2
quiting my	-7 -6 -8
quiz	-11 -5 -6
racing	-3 -1 3
raid	-5 0 -3
railing	5 -1 -3
rain	-2 -5 -3
rain _ my	-5 -4 -5
rain for	-4 -3 -4
raining	-8 -6 -7
rainy	-9 -2 -4
random	-3 -4 -1
random _ for	-4 -1 -3
range	-7 -4 -4
ranked	-5 -4 -2
raped	-2 6 -4
raped _ a	-1 5 -2
raped at	-1 5 -2
raped me	-2 6 -2
rapes	-2 3 -2
rapes me	-2 3 -2
rarely	-11 -10 -9
rate	-7 -6 -3
rather _ wider	-3 -3 -3
rather die	-10 -2 -2
rather than	-10 -6 -7
razor	11 0 -1
razor blade	2 -1 0
reach	-8 -6 -1
reaction	-2 0 5
reaction to	-1 0 2
read	-4 -1 -7
read _ dream	-6 -5 -3
read _ whatever	-3 -3 -2
read again	-3 -3 -2
read dream	-7 -7 -6
read the	-3 -5 -6
reading	-3 -6 -9
reading _ !found	-4 -3 -3
reading _ is	-7 -5 -1
reading _ make	5 0 0
reading _ the	-10 -1 -1
reading _ wek	-4 -3 -3
reading _ you	4 0 0
reading ever	6 -1 -1
reading for	-8 -5 -4
reading not	-4 -3 -3
reading please	-1 -2 -3
reading pls	-10 0 -7
reading thank	4 0 0
readings	-5 -7 -9
readings _ this	-4 -3 -4
readings from	-3 -3 -3
ready _ check	4 -2 -2
ready _ die	5 0 0
ready _ end	8 -2 -3
ready _ leave	-3 -1 -4
ready _ ned	7 0 -1
ready for	-11 -8 -5
ready in	3 0 0
real	7 -3 -3
real son	2 0 0
real transformation	-3 -3 -3
realy	1 -6 5
realy _ and	-2 1 5
realy _ me	-3 -4 -2
realy bad	-1 0 9
realy dark	0 0 -3
realy god	5 0 0
realy love	-3 -3 -3
reason	4 0 -1
receive _ reading	-3 -3 -3
receive your	-3 -3 -3
received	-8 -6 -4
recent	-7 -6 -6
recent answers	-5 -4 -4
recertification	-2 -2 -3
reckon	4 -7 -7
recorded	7 -6 0
recording	-6 0 -5
recovered	-8 -5 -9
recovering	-2 -6 -6
recovery	-2 -4 -6
refil	-5 -4 -3
refil history	-5 -4 -3
refiled	-5 -4 -4
reflect	-7 -7 -7
reflection	-10 -8 -8
reflections	-4 -3 -3
refund	-6 -5 -5
regret it	-9 -1 5
relapse	9 -3 -2
relapsed	9 -2 -2
relapsed on	6 0 0
relationship	-8 1 -7
relationship _ him	-4 -2 -2
relationship with	-5 -7 -2
relationships	-4 -2 -5
release	-7 -2 -5
relief _ that	3 0 0
relief is	3 0 0
religion	-6 -4 -3
remember	-7 -8 -5
remember _ birthday	-4 -3 -2
remember me	4 -2 0
remember my	3 -3 -1
remember the	-2 -3 -4
renewed	7 -2 -1
rent	-2 -1 -4
repairs	-3 -5 -4
reply	-2 -5 -3
report	-8 0 -3
report my	-3 -4 -4
repot	-9 -8 -6
represents _ beginings	-3 -2 -1
represents _ today	-5 -3 -3
represents me	-6 -5 -3
represents new	-3 -2 -1
request	-6 -3 -3
request _ new	-2 -3 -3
request a	-3 -4 -3
required	-8 -7 -6
reset	-7 -5 -5
reset _ log	-5 -4 -3
reset _ sent	-4 -3 -3
reset dream	-4 -4 -4
reset link	-4 -4 -4
resident	-6 -1 0
resonated	-8 -7 -7
resp	-6 -6 -6
response	-8 -5 -5
rest	-6 -8 -6
rest _ that	-4 -1 -1
rest and	-9 -6 -10
rest in	-11 -3 -5
restaurant	-5 0 2
restore	-8 -3 -3
rests	-7 -5 -7
results come	9 -2 0
retired	-6 -3 -3
retirement	-9 -4 -4
retiring	-7 -3 -3
return	-9 -7 -8
return _ home	-4 -4 -3
return to	-4 -3 -4
returned	7 -6 -4
returned it	-6 -4 -5
returned the	6 0 0
returns	-4 -2 -5
reunion	-7 -5 -2
reversed	0 -6 -6
review	-12 -5 -4
rhythm	-7 -5 -4
ribs	-3 5 -3
rice	-8 2 -2
rice _ this	-1 -1 -4
rice everything	-3 -2 -3
rich	-3 -3 -2
richnes	-8 -6 -5
rifle	3 -4 -4
rifle is	8 -1 -4
right	-5 -4 -2
right _ do	4 -1 0
right _ for	-7 -8 -7
right _ now	2 0 0
right _ stil	-7 -8 -5
right _ the	4 0 -1
right _ wil	-6 -1 -6
right now	-1 -2 3
right path	-2 -4 -5
right side	-2 0 6
right thing	-8 -4 -1
right what	4 -1 0
rip	-9 -9 -10
riple	-10 -8 -8
rise	-8 -6 -5
rises	-10 -6 -6
rising	-7 -3 -5
rising in	-5 -1 -2
risk	-10 -4 -2
rituals	-12 -7 -5
river	8 -5 -5
river _ my	6 0 0
rn	3 -5 0
rock	-8 -8 0
rof	6 -2 2
rof _ now	5 -2 -2
rof of	8 -1 -2
rof right	5 -2 -2
rof when	-6 -5 -4
roled	-8 -4 7
rom	-1 6 2
rom _ permision	0 6 0
rom _ same	6 -1 0
rom for	-9 -4 -11
rom just	4 -2 -2
rom rn	-3 -2 -4
rom the	6 -1 0
romance	-9 -10 -9
romate _ an	-2 -2 2
romate _ i	-9 -9 -7
romate _ my	-9 -10 -5
romate overdosed	0 0 2
romate with	-2 -2 2
rope	12 -3 -1
rope _ !for	2 -1 -1
rope _ dont	2 0 0
rope _ not	4 0 0
rope i	6 0 0
rope in	8 0 0
rope not	2 -1 -1
rope ready	3 0 0
rope today	4 0 0
roses	-8 -3 -2
rough day	-9 -6 -7
round	-2 -4 -1
routine now	3 -1 0
row _ !breathe	4 -2 -2
row cant	4 -2 -2
rude	-9 -5 -5
runing _ and	-5 -1 -1
runing _ thinking	4 0 0
runing just	4 0 0
runs	-8 0 -2
rushing	-5 -4 -4
sabatical	-4 -1 -2
sacred	-8 -5 -8
sad	-5 -8 -11
sad if	5 0 0
safari	-6 -8 -6
safe	-6 -6 -9
safely	-4 -1 -2
safety pin	4 -1 -2
said	1 5 -4
said _ i	-1 5 0
said _ kil	-8 -4 0
said _ time	-2 6 -1
said if	-2 4 0
said im	-4 2 -2
said just	6 -2 -1
said next	-2 7 -1
said no	-6 4 -3
said shed	1 -7 -1
sailing	-9 -3 -2
salary	-5 2 -2
salon	-8 -1 -1
same after	4 -2 -1
sat	6 2 -4
sat _ the	6 -1 -1
sat in	5 -1 -1
sat there	5 -2 0
saturday	4 -2 -2
sauce	-8 -5 1
save	-5 -7 -5
save 20	-7 -3 -7
save _ al	8 0 0
save entry	-6 -5 -5
save for	-5 -2 -1
save money	-6 -3 0
save note	-9 -8 -7
save them	5 0 0
saved	1 -7 -6
saved _ enough	6 -2 0
saved _ the	11 0 -1
saved are	2 -2 0
saved me	-12 -9 -5
saves	-6 -3 -4
saving	-2 -8 -9
saving entry	-3 -3 -3
saving my	15 0 0
saw	-8 -3 -2
saw _ dead	-2 -2 -2
saw _ rom	-3 -2 -4
saw _ snake	-1 -1 -4
saw _ was	-5 -4 -6
saw a	-6 -3 1
saw him	-5 -6 -5
saw my	-6 -5 -3
say	1 5 -3
say _ before	4 0 0
say _ for	5 -2 0
say _ gona	7 -3 0
say _ i	-3 4 0
say _ owe	0 5 -4
say _ should	2 1 0
say _ tomorow	-4 -1 0
say if	2 4 -1
say it	-5 1 0
say something	-11 -8 -1
say to	-1 -5 -5
say yes	-7 0 -1
says	-5 6 0
says _ owe	0 5 0
says _ ready	-7 -6 -7
says _ was	0 5 0
says i	-7 -2 -4
says im	0 1 -2
scale	-8 -5 -6
scared	1 6 0
scared _ go	-4 4 0
scared _ wil	2 3 0
scared he	0 5 0
scared to	-2 6 -3
schol	-1 2 -8
schol _ 30	-4 -3 -1
schol _ 35	-3 -2 -1
schol _ 40	-4 -4 0
schol _ nursing	-4 -3 0
schol at	-5 -5 -1
schol for	-5 -4 0
scholarship	-4 -2 -3
scorpio	-5 -5 -5
scraped	-6 -6 -5
scratch _ until	5 0 0
scratch myself	-3 -2 -5
scratched _ car	-4 -2 -3
scream	-6 -4 -2
scren	-7 -4 -8
scren _ and	-3 -1 -2
scren time	-3 -2 -3
scroling	-5 -4 -2
se _ again	-6 -7 -1
se _ baby	-5 -4 -3
se _ it	4 -4 -3
se _ point	3 -1 0
se _ trip	-3 -3 -5
se any	5 0 0
se pricing	-7 -6 -6
se what	5 0 -2
se you	-7 2 -1
sea _ kep	3 0 0
sea tonight	13 -4 -4
sealed	6 0 0
search	-4 -5 -5
searching	-3 -3 -4
searching moving	-3 -3 -3
season	-10 -7 -6
season two	-1 -2 -2
seasons	-8 -5 -5
second cat	-5 -3 -3
secret	-4 -2 -4
secret admirer	-3 -3 -3
secretly	-8 -7 -7
seing	-7 -6 -9
seizure _ isnt	-3 -3 8
sek	-6 -4 -3
sel	-5 -4 -5
sel _ car	-7 -3 -4
sel _ old	-5 -2 -3
sel it	-9 -3 -6
sel my	-4 -4 -4
sel the	-1 -2 -4
self	1 -6 -6
self care	-12 -1 -1
selfish	6 0 0
selfish to	7 0 0
seling	-10 -6 -4
semester _ easier	-3 -1 -1
sems to	-7 -6 -6
sen	-6 1 -2
send	4 5 -5
send _ to	-2 6 0
sending	-6 1 -8
sends	-3 8 0
sent my	4 -1 -3
serious	-7 -3 -5
seriously	5 1 -2
seriously _ the	2 -1 -2
seriously whats	2 -1 -2
ses _ grades	-1 -4 -2
ses my	-6 -6 -4
sesion	-2 -5 -5
seting	-9 -8 -7
setle	-7 -3 -4
seven	-7 -2 -5
severe	-3 -2 8
sexualy	-3 7 -3
sexualy _ me	-2 3 -2
sexualy abused	-2 5 -2
sexualy asaulted	-2 4 -3
shame at	-1 -2 -4
share	-12 -3 -7
shared	-7 -8 -9
sharp	-6 -4 -5
shave	-4 -2 -2
shave _ head	-4 -2 -2
shave my	-4 -2 -2
she _ !know	7 -2 -1
she _ me	-4 -2 -2
she _ the	-3 -8 -5
she _ think	-3 -3 -4
she _ unconscious	0 0 2
she asked	8 -1 0
she cant	-4 -2 7
she cut	-3 4 4
she forgive	-3 -2 -1
she just	-8 -7 3
she stil	-4 -2 -2
shed be	4 -5 -2
shed have	-6 -10 -6
shelter	-3 -5 -6
sheltered	-7 -6 -5
shes	-9 0 5
shes _ a	-5 -1 8
shes _ one	-3 2 -2
shes bleding	-1 0 5
shift	1 -5 -6
shift i	2 3 0
shift is	-13 -6 -4
shift job	-4 -3 0
shifts	-8 -3 -3
shifts is	-3 -2 -2
ship	-5 -3 -2
shirt	-9 0 -4
shocked	-3 -1 5
shoes _ match	-2 -1 -1
shore is	-6 -5 -5
short	-11 -3 1
shot	-7 -4 -5
shot _ if	-1 3 0
shot _ in	-4 -1 0
shot _ shot	-4 -3 -2
shot and	-2 -3 -7
shot me	-6 -2 -1
shot my	-4 -3 -2
shot myself	-4 -1 0
shotgun	12 -5 -3
shotgun out	7 -1 -1
should _ a	-5 -2 -4
should _ alone	-4 -4 -5
should _ apologize	-3 -3 -3
should _ ask	-2 -9 -4
should _ break	-8 -7 -5
should _ cal	-5 -2 2
should _ die	5 -1 -1
should _ end	-5 -4 -2
should _ forgive	-5 -1 -3
should _ get	-1 -2 -5
should _ go	-1 -4 -3
should _ join	-9 -2 -2
should _ just	-1 -8 -4
should _ kep	-3 -2 -2
should _ learn	-6 -6 -3
should _ lend	-5 -5 -2
should _ plant	-2 -5 -4
should _ quit	-5 -4 -5
should _ reply	-6 -4 -1
should _ report	-4 -4 -3
should _ say	-1 -8 -1
should _ se	-13 -5 -6
should _ shave	-4 -2 -2
should _ shot	-4 -3 -3
should _ start	-7 -2 -1
should _ study	-4 -3 -6
should _ take	-10 -4 -2
should _ talk	-2 -6 -6
should _ the	-6 -3 -4
should _ try	-4 -2 -3
should end	5 -1 -4
should give	3 -4 0
should i	-9 -8 -6
should just	4 -1 0
should we	-9 -5 -1
shouting	-5 3 0
show	-3 -2 -6
show _ as	-3 -5 -2
show pasword	-6 -5 -4
show tonight	-3 -3 -4
show up	-7 0 -3
shows	-9 4 -5
shufling	-8 -5 -4
shufling _ cards	-5 -5 -4
shufling the	-5 -5 -4
sick	-2 -2 2
sick _ my	-2 -2 -2
sick _ this	-6 -5 -2
sick and	-2 0 4
sick with	-5 -4 -2
side	2 -3 2
side _ make	-3 -3 -3
side of	1 -3 5
sign	-8 -6 -6
sign _ end	3 0 0
sign _ failed	-4 -4 -3
sign _ lease	-4 -4 -2
sign and	3 0 0
sign from	-4 -5 -4
sign of	-4 -2 -2
sign the	-6 -2 -1
sign up	-6 -4 -4
signed _ for	-4 -4 -4
signed up	-4 -4 -4
signing	-11 -8 -9
signing in	-6 -5 -5
signing out	-6 -5 -5
signs	-7 -5 3
signs _ a	-4 -2 -4
silence	-3 -6 -3
silence _ a	-3 -2 -2
silence is	-3 -3 -3
sily	-7 -5 -8
simple	-2 -8 -7
simple _ yes	-3 -1 -1
simple comforts	-2 -2 -2
simple question	-3 -1 -1
simply	-4 -5 -6
sin	8 -1 -2
since _ breakup	-4 -1 -4
since _ brother	-2 -1 -4
since _ last	-7 -2 -1
since _ left	-7 3 -2
since june	4 -2 -2
since yesterday	-9 -8 -5
singapore	-8 -7 -3
single _ every	-3 -2 -3
single forever	-5 -1 -2
single on	-3 -2 -3
sir	-5 -3 -1
sister _ !reason	4 -1 0
sister _ a	-4 -4 1
sister _ i	-6 -5 -6
sister _ into	-3 -2 4
sister _ or	4 0 0
sister _ they	2 0 0
sister and	-4 -2 -5
sister get	0 -2 -4
sister godbye	4 0 0
sister have	-3 -1 -5
sister i	10 0 0
sister no	4 -1 0
sister swalowed	-3 -1 6
sisters _ go	-5 -1 -1
sit	0 -3 -5
siting _ the	5 0 0
sits	-5 0 -5
situationship	-8 -1 -2
sixty	6 -1 -2
sketches	-6 -7 -4
skin _ it	6 -2 -1
skin _ peling	-1 -1 5
skin is	-2 -2 7
skip the	-9 -7 -4
skiped	-3 -8 -3
skiping _ insulin	7 -1 -1
skiping my	7 -1 -3
sky	-5 -3 -3
sky _ !the	-2 -2 -2
sky not	-2 -2 -2
skydiving	-11 -3 -5
slaped	-1 6 0
slaped _ again	-1 4 0
slaped me	-1 6 0
slaps	-6 4 -4
slaps _ whenever	-2 4 0
slaughtered	-6 -9 -6
slay	-7 -5 -4
slay _ presentation	-2 -2 -2
slay my	-5 -2 -2
slep _ a	0 -3 -2
slep _ after	-4 -1 -2
slep _ like	3 0 0
slep _ never	9 -1 0
slep _ tonight	-3 -3 -3
slep forever	3 0 -1
slep through	-8 -3 -2
slep wel	-6 -2 -2
sleping	5 0 0
sleping _ the	2 -1 -3
sleping pils	3 -5 1
slepy now	6 0 -1
sleves	7 1 0
sleves in	5 0 0
sliper	-7 -4 -3
slit	5 0 0
slit _ wrists	5 0 0
slit my	5 0 0
sliting	5 -2 -2
sliting _ wrists	5 -2 -2
sliting my	5 -2 -2
slow	-12 -4 0
slow _ and	-2 -4 -4
slow down	-3 -5 -5
slugs	-4 -2 -1
slugs _ murdered	-3 0 -1
slugs have	-3 0 -1
smal	-3 -7 -5
smal _ should	-6 -1 0
smal and	-9 -8 -8
smal town	-5 0 -1
smart _ buy	-3 -2 -3
smart to	-3 -2 -3
smashed	-6 0 -5
smel gas	-5 -3 7
smels	-14 -5 -6
smile today	-4 -4 -4
smiling	3 -5 -2
smoke	-4 -3 6
smoke is	-2 -1 6
smother	-6 -4 -3
smothly	-7 -6 -4
snack	-7 -3 -2
snake _ the	-1 0 8
snaped _ my	-3 -4 -3
snore	-5 -6 0
snow _ a	-5 -1 0
so _ and	2 -1 3
so _ at	-4 -2 -2
so _ blod	-1 0 5
so _ bought	-8 -4 -7
so _ is	-5 -1 -1
so _ its	-6 -3 -2
so _ means	3 -1 0
so _ pain	0 0 3
so _ right	10 0 0
so _ rn	11 -2 -4
so _ ses	4 0 0
so bored	-4 -1 -1
so cute	-8 -7 -3
so dead	-9 -7 -4
so diferent	-4 -2 0
so does	-5 3 -3
so embarased	-5 -2 -1
so fast	-6 -4 1
so ful	-6 -1 -2
so fun	-10 -1 -1
so god	-5 -1 -1
so hard	-3 2 -4
so hungover	-4 0 0
so its	6 1 -1
so my	3 -2 -2
so nervous	-7 -5 -5
so nobody	4 -2 -1
so they	5 -1 0
so whats	4 0 0
so why	6 -1 -1
sobed	-8 -3 -3
sober	-3 -1 -4
social	-7 -4 -3
social _ for	-4 -2 -1
social media	-4 -2 -2
socials _ this	3 0 0
socials is	3 0 0
sofa	-4 -3 -4
sofa after	-4 -3 -4
soften	-8 -7 -5
softer	-5 -6 -6
softly	-10 -4 -4
soi	-7 -4 -3
sold	4 -3 -2
sold _ bike	8 0 0
sold my	6 -3 -1
solid	-7 -6 -5
som	-8 -3 -4
som tam	-7 -2 -4
some _ penguin	2 0 0
some _ the	-7 -5 6
some _ were	-7 -10 -7
some bleach	0 0 4
some weks	2 0 0
somebody	9 -3 -1
someone _ already	4 -1 0
someone _ bleding	-1 -1 3
someone _ having	-3 -2 -3
someone _ hug	-3 -4 -2
someone _ made	1 0 0
someone _ my	-4 8 -1
someone _ son	-3 -3 -2
someone _ threatening	-2 5 0
someone _ work	-2 4 -2
someone i	-6 1 -5
someone is	-6 10 1
someone ive	1 0 0
someone thinking	-3 -4 -4
something _ about	-6 -3 -1
something _ is	-10 -6 -7
something _ simple	-3 -2 -3
something be	-3 -2 -3
something to	0 -4 -5
sometimes	4 -3 -12
son	6 -2 0
son _ bleach	-2 -1 5
son _ detergent	-2 -1 3
son _ kerosene	-2 -1 5
son _ poison	0 0 3
son _ rat	-2 0 8
son _ sad	-7 -3 -5
son _ the	4 -2 2
son _ waiting	4 0 -1
son _ want	4 -1 -1
son _ wont	3 -1 0
son ate	-2 0 6
son drank	-1 0 6
son i	8 0 -2
song	-2 -4 -2
song _ so	0 -4 -2
song slaps	0 -4 -2
songkran	-8 -5 -5
sons	-4 -1 1
sore	-11 -7 -6
sore throat	-10 -6 -4
sorted the	6 -1 -1
sory	8 -4 -1
sory _ everyone	7 0 0
sory _ everything	5 -1 -1
sory _ i	6 -1 -1
sory _ my	5 0 -1
sory _ this	6 0 0
sory _ whoever	2 0 0
sory mum	10 0 0
sory oracle	2 0 0
sory to	6 0 0
soul _ death	-5 -4 -4
soul _ peace	3 0 0
soul _ to	5 0 0
soul after	-5 -4 -4
soul find	3 0 0
soul that	4 -2 0
soulmate	-6 -5 -4
sounds like	-7 -4 -6
sourdough	-3 -2 -2
sourdough _ is	-2 0 0
sourdough starter	-3 -2 -2
speak	-11 -7 -4
speak up	-3 1 -6
spech	-13 -8 2
spent	-4 -3 -3
spent the	-3 -3 -1
spider	-5 -3 -4
spider in	-6 -3 -2
spiled	-6 -5 3
spirit	-7 -5 -5
spirit animal	-4 -3 -3
spiritual	-6 -4 -6
splashed	-3 -1 4
splashed _ my	-3 -2 7
spread	-4 -5 -2
spread and	-5 -3 -3
stab me	-2 7 0
stabed	-8 -1 -1
stabed _ hes	0 0 3
staf	-4 -3 -2
stage	-8 -3 -2
stairs	-6 3 4
stairs _ isnt	0 0 3
stand	3 -7 -1
stand _ on	-4 -2 -3
stand tal	-4 -3 -4
standing at	6 3 -4
star card	-4 -3 -2
start	-6 -6 -6
start _ again	-5 -5 -2
start _ diet	-3 -1 -1
start _ own	-6 1 -1
start date	-6 -6 -4
start dating	-5 -5 -2
start investing	-3 -1 -1
start my	-5 1 -1
start recording	-6 -6 -5
started	5 5 -3
started _ again	4 -1 -1
started burning	7 -4 -3
started cuting	6 -1 0
starter	-3 -2 -2
starter is	-2 0 0
starting to	10 -5 -5
starts	-11 -10 -4
startup	-9 -6 -8
startup _ funding	-2 -2 -2
startup get	-2 -2 -2
statistics	-6 -6 -4
statuses	-7 -5 -6
stay _ to	-3 -2 -3
stay and	11 -2 -4
stay close	-9 -2 -3
stays	-4 1 -3
steadines	-9 -7 -9
steady	-10 -8 -9
step	-2 -4 -8
step _ front	4 -1 0
stepdad touches	-3 6 -1
steped	4 -5 -1
steped _ the	1 -4 -1
steped of	4 -4 -1
stepfather	-1 4 -1
stepfather _ me	-1 4 0
stepfather raped	-1 4 -1
steping	6 -6 -1
stepmom beats	-1 4 -1
stick	-10 0 -2
sticking	-1 0 6
sticking out	-1 0 6
sticky	-2 -3 -3
sticky _ everything	-3 -2 -3
sticky rice	-3 -3 -3
stil _ a	-3 -7 -5
stil _ me	-5 -6 -1
stil comes	-2 8 0
stil think	-7 -7 -3
stilnes	-11 -7 -6
stock	-5 -3 0
stock _ bought	-4 -2 -3
stock i	-4 -2 -3
stockpiling	5 0 0
stockpiling _ meds	4 -1 -1
stockpiling _ moms	4 0 -1
stockpiling my	3 0 0
stod	6 -1 0
stomach _ nobody	2 0 0
stomach ache	-6 -4 -5
stomach where	2 0 0
stomach yesterday	0 3 0
stone	-8 -6 -9
stop _ i	9 0 0
stop _ included	8 -1 0
stop _ myself	7 0 -1
stop _ noisy	-2 -3 -3
stop _ so	-4 -2 -2
stop _ the	-3 -2 -4
stop breathing	5 0 -1
stop existing	8 0 -1
stop if	1 2 0
stop living	5 0 0
stop my	12 0 0
stop once	2 0 0
stop procrastinating	-4 -3 -3
stop them	-4 0 0
stoped	5 -3 -1
stoped being	6 -1 0
stoped breathing	-2 -1 6
stoped the	6 0 0
storage	-7 -3 -6
storage _ ful	-4 -4 -3
storage is	-4 -4 -3
store _ me	-5 -3 -5
store for	-7 -4 -2
storm	-12 3 -5
strangle	-6 -3 -3
strangle _ brother	-6 -7 -3
strangle my	-6 -5 -5
strangled	-3 7 -1
strangled me	-2 7 0
streak _ in	-7 -6 -6
streak days	-7 -6 -6
streaming	-6 -4 -4
strength	-6 -7 -9
stresed	-6 -3 -5
stresed about	-7 -4 -7
stroke _ like	-3 -2 -3
stroke id	-3 -2 -3
stroke right	0 0 5
strong	-9 -5 -4
student	-7 -4 -2
study	-9 -3 -4
study _ next	-1 -1 -1
study _ or	-3 -1 0
study _ wil	-4 -1 0
study abroad	-5 -1 -2
study tonight	-3 -1 0
studying	2 -7 -4
stuf away	6 0 0
submited	-8 -6 -6
submited on	-6 -6 -5
submiting	-9 -8 -8
suced	-7 -2 -2
suced this	-7 -4 -4
suces	-11 -9 -8
suculent	-7 -4 -4
suculent is	-6 -5 -5
suden	-7 -4 5
sudenly	-3 -6 9
sudenly _ a	-2 0 3
sudenly _ and	0 -1 5
sufering	4 0 0
sufocating	-10 -6 -5
sugar	-6 -3 5
sugar _ year	-3 -2 -1
sugar this	-3 -2 -1
suicidal	8 -6 -6
suicidal _ scared	4 -2 -2
suicidal _ wil	3 -1 0
suicidal again	10 -6 -2
suicidal and	4 -2 -2
suicidal rn	4 -2 -2
suicide	1 -6 -6
suicide _ day	4 0 0
suicide _ lately	4 0 0
suicide _ on	3 -2 -1
suicide _ to	7 -2 -1
suicide after	5 0 0
suicide again	6 0 0
suicide every	4 0 0
suicide note	7 -3 -1
suicides	-8 -5 -3
suit	-8 -2 -2
suit me	-7 -2 -1
sulk	-4 -4 -2
sulk _ a	-4 -4 -2
sulk for	-4 -4 -2
sumary	-3 -4 -4
sumer	-4 -2 -3
sun	-7 -5 0
sunday	-2 -5 -4
sunday _ just	8 0 0
sunset	-7 -5 -6
sunset at	-5 -4 -2
sunshine	-5 -4 -5
suny	-6 -2 -2
super	-3 -7 8
suport	-6 -6 -5
sure	6 4 0
sure _ dog	4 0 0
sure _ never	0 2 0
sure i	4 3 0
sure my	3 0 1
surface	-5 -3 -4
surgeon	-6 -1 -1
surgery	1 -6 -3
surgery _ wel	-6 -1 -4
surgery go	-8 -2 -2
surounds	-5 -5 -4
survive	-1 -6 -4
survive _ heatwave	-3 -2 -3
survive _ surgery	-1 0 -2
survive her	-8 -2 -1
survive the	-4 -3 -3
survived	-8 -5 -9
survived _ heart	-4 -2 -4
survived a	-2 -4 -4
suspense _ waiting	-7 -5 -6
suspense of	-7 -5 -6
swalowed	-5 -2 12
swalowed _ batery	-1 0 7
swalowed _ buton	0 0 3
swalowed _ handful	3 0 2
swalowed _ pods	-2 -1 3
swalowed bleach	-3 -2 6
swalowed detergent	-2 -1 3
swear	-11 -6 -3
swear _ my	-5 -3 -3
sweating	-5 -2 8
sweling	-7 -3 12
sweling fast	-1 -2 7
swim	-1 -3 -6
swiming	-7 -3 -6
swiming _ and	-1 -2 -5
switch	-6 -7 -5
switch of	-3 -2 -1
switching	-10 -2 -3
swords	-6 -1 -4
swords mean	-5 -11 -4
sydney	-13 -9 -4
tablets	7 -3 4
tablets _ a	9 0 -2
tablets _ now	-5 -4 5
tablets _ saved	2 -2 0
tablets in	6 0 -1
tablets the	3 -1 0
take	3 2 -3
take _ as	5 -1 0
take _ bled	7 0 0
take _ dog	4 -1 0
take _ job	-2 -4 -1
take _ kids	1 3 0
take _ my	2 -4 -1
take _ next	-6 -1 -1
take _ night	-5 -6 0
take _ sabatical	-4 -1 -2
take a	-7 -4 -2
take al	11 -1 0
take away	-3 -5 -2
take me	5 -3 0
take on	-3 -3 -2
take to	6 0 0
taken	-4 0 2
takes	1 7 -2
takes my	-4 8 -1
takes our	-1 5 -1
tal	2 -2 -4
tal _ it	-4 -2 -3
tal building	8 0 0
tal on	-4 -2 -3
talent	-5 -1 -4
talent show	-4 -2 -3
talest	9 -2 -1
talk	-9 -4 0
talk back	-2 6 0
talking	-1 -4 0
talking to	-3 -2 -1
tam	-7 -2 -4
tap	-4 -3 -6
tape	7 -2 -2
tape today	6 -1 -1
tarot _ for	5 -4 -2
tato	-9 -5 -4
tato _ the	-7 -1 0
tea	-10 -8 -7
teach	-6 -1 -2
teacher	-5 1 -8
teacher _ at	-3 -4 -2
teacher _ say	-4 -3 -1
teacher mad	-3 -3 -3
teacher to	-4 -3 -1
teaching	-5 -1 -3
team	-6 -3 -8
team _ the	-3 -2 -1
team like	-2 -2 -1
tears	-7 -3 -4
tel _ best	-5 -4 -3
tel _ dog	4 -1 -1
tel _ friend	-7 -5 -6
tel _ god	-2 -3 -1
tel _ mother	3 0 0
tel _ not	3 0 0
tel _ parents	-9 4 -2
tel _ someone	-3 -2 -3
tel _ therapist	9 0 0
tel anyone	-2 6 0
tel him	3 -5 -5
tel if	-6 -3 -2
tel me	3 -4 -3
tel someone	7 1 1
tel the	-6 -1 -4
teling	4 -5 -1
teling _ penguin	2 0 0
teling _ to	3 -2 0
teling a	2 0 0
teling me	3 -2 0
teling my	-2 -7 -2
tels	-1 8 -2
tels me	0 3 0
temple	-12 -5 -8
ten	-5 -3 -2
tend	-4 -4 -3
tend _ your	-2 -4 -3
tend to	-4 -4 -3
tension	-5 -9 -11
tent	-4 -1 4
terible	-6 -5 1
terified	-6 2 -3
test	-3 -3 -6
test _ okay	-2 -2 -3
test _ tuesday	-2 -1 -2
test go	-2 -2 -3
test is	-6 -4 -2
test next	-3 -1 -2
test question	-5 -2 -2
test tokens	-7 -5 -5
testing	-6 -2 -3
teth _ out	-10 -5 -8
text	-2 -5 -3
text _ back	-3 -4 -1
text _ first	-4 -3 -3
text _ old	-4 -3 -1
text _ sister	4 0 0
text _ to	-5 -3 -3
text first	-4 -1 -2
text him	-4 -3 -2
text is	-4 -3 -3
text me	-2 -4 -1
texted me	-10 -10 -4
thai	-4 -5 -6
thai text	-3 -3 -3
than _ back	5 -1 0
than _ ever	6 0 0
than wider	-3 -3 -3
than you	-6 -3 -4
thank _ for	8 -1 -1
thank god	-3 -2 0
thankful	-8 -6 -6
thanks _ everything	5 -1 -1
thanks penguin	4 0 0
thanksgiving was	-6 -1 -2
that	0 -2 -5
that _ !hurt	9 -4 -3
that _ i	-2 -5 -1
that _ its	7 -1 0
that _ kiled	-7 -4 -1
that _ not	5 0 0
that _ one	-10 -4 -2
that _ part	-4 -3 -3
that _ presence	-3 -2 -2
that _ sense	5 0 0
that _ somewhere	-7 -2 -2
that _ to	-5 -1 -1
that _ was	-5 -8 -5
that come	-3 -1 -2
that fels	-8 -3 -3
that hapen	7 0 0
that im	-10 -1 -6
that is	2 -4 -7
that job	-2 -2 0
that joke	-7 -5 -7
that new	-7 -4 -3
that quiet	-3 -2 -2
that schol	-4 -4 -2
thats _ i	9 -1 -3
thats _ plan	6 -2 -1
the 30th	7 -1 0
the _ 10	-5 0 2
the _ about	-2 0 1
the _ again	4 0 -3
the _ ahead	-6 -1 -6
the _ always	-5 5 -2
the _ at	4 1 1
the _ ate	-6 -2 -7
the _ ben	5 0 0
the _ betwen	-10 -7 -6
the _ blod	-1 -2 3
the _ bos	-3 -2 -2
the _ building	4 0 0
the _ but	-3 0 -4
the _ centre	-6 -4 -2
the _ choir	-6 -2 -3
the _ colony	-3 -2 -3
the _ company	-6 -2 -2
the _ contest	-5 -3 -3
the _ death	-7 -3 -4
the _ died	-5 -2 -2
the _ diner	-5 -1 -2
the _ direction	-5 -4 -5
the _ dor	-5 0 1
the _ drive	6 0 0
the _ exhaust	6 -1 0
the _ fal	-8 -4 -5
the _ feathers	-3 -2 -3
the _ first	-8 -1 -2
the _ for	-2 -4 -4
the _ garage	5 -1 0
the _ go	-1 -1 -5
the _ got	0 -4 -3
the _ grows	-8 -5 -2
the _ hary	-3 -4 -3
the _ have	-8 -7 0
the _ holds	-3 -1 -2
the _ how	-11 -3 -1
the _ in	4 -1 -7
the _ iron	10 -4 -2
the _ lead	3 0 0
the _ les	-7 -5 -5
the _ life	9 -1 -1
the _ lok	-5 -1 -2
the _ lol	-7 -2 -2
the _ man	-6 -4 -6
the _ me	-3 -4 -1
the _ month	-5 -2 -3
the _ movie	-3 -3 -10
the _ next	-4 -2 1
the _ no	-10 -4 -6
the _ nobody	1 0 -2
the _ of	2 -4 -3
the _ on	4 -3 1
the _ painful	5 -1 0
the _ path	-5 -5 0
the _ person	-6 -5 -6
the _ plants	-5 -5 -3
the _ platform	5 0 0
the _ pls	-4 -3 -2
the _ position	-5 -3 -2
the _ railing	4 -1 -2
the _ reading	-4 -5 -3
the _ ready	9 -1 -2
the _ remember	4 -1 0
the _ runing	9 -1 -2
the _ says	-8 0 -4
the _ sea	-6 -2 -4
the _ season	-3 -6 -4
the _ semester	-3 -1 -1
the _ should	-2 -5 -7
the _ step	-8 -8 -2
the _ stil	-7 -6 -8
the _ tap	-5 2 -1
the _ teling	-6 -2 -1
the _ thing	6 -2 0
the _ thre	4 1 -1
the _ tickets	-2 -1 -2
the _ time	1 -6 -2
the _ today	0 -2 -4
the _ tomorow	-7 -2 -3
the _ tonights	1 0 0
the _ tracks	8 -1 -1
the _ until	2 3 -5
the _ up	1 -5 -4
the _ wal	6 0 2
the _ was	-8 -1 -4
the _ were	-6 -1 -5
the _ what	-5 -2 -2
the _ who	-10 5 -4
the _ working	5 -1 0
the apartment	-7 2 -2
the bank	2 -3 -3
the bel	-7 -3 -5
the belt	-2 9 -3
the blade	11 -2 -4
the bok	2 -6 -5
the boks	-7 -6 -3
the botle	5 -3 -3
the breakup	-5 -3 -4
the bridesmaids	-2 -1 -1
the bridge	9 -3 -2
the bruises	3 2 0
the care	-6 3 -1
the chores	-2 5 0
the church	-7 -3 -1
the clif	8 -3 -1
the cold	-6 -5 -4
the colony	-5 -5 -6
the comedian	-1 -2 0
the competition	-5 -2 -3
the concert	-8 -7 -2
the couch	-2 -4 -1
the curent	-4 -4 0
the cuts	8 -1 -1
the desk	4 -2 -3
the dining	-6 -3 3
the doctor	2 -4 -2
the drawer	4 -1 -1
the edge	6 -1 -3
the ending	-6 -3 -3
the exam	2 -4 -5
the exams	-3 -4 -4
the falout	-2 -4 -1
the final	-7 -5 -4
the finale	-7 -6 0
the fire	-8 -6 -3
the flat	-1 -3 3
the flor	-6 -2 6
the flu	-7 -5 -3
the forever	11 -1 -1
the formal	-4 -3 -2
the fot	-4 -1 4
the foty	-6 -2 -8
the frost	-6 -3 -5
the gap	5 0 0
the garden	-4 -3 -1
the ghost	-7 -5 -4
the girl	-8 -3 -2
the gun	8 -3 -2
the guy	-5 -3 -2
the gym	-5 -1 -2
the hanged	-6 -3 -3
the heart	2 -5 -5
the hike	-8 -3 0
the history	-7 -2 -2
the hob	4 -2 -2
the horor	-4 -4 -5
the ice	-7 -6 -4
the inspection	-3 -3 -1
the internship	-1 -2 -2
the interview	0 -6 -3
the ipad	-7 -6 -2
the knot	9 -4 -4
the last	-2 -3 -1
the leaky	-4 -3 -2
the lease	-5 -2 -6
the ledge	5 -1 -1
the leter	10 -2 -3
the library	-4 -3 -2
the light	-6 -5 -6
the long	-5 -6 1
the lot	7 0 -4
the lotery	-6 -4 -4
the marks	4 1 0
the mesage	-5 -5 -4
the midle	-5 -6 -6
the morning	-3 -4 -4
the natural	-4 -4 -3
the new	0 -7 -4
the news	-7 -5 -1
the note	-2 -4 -3
the notes	6 0 0
the ofice	-10 -7 -4
the one	-6 -5 -5
the only	7 0 -1
the options	-4 -4 -3
the oracles	-5 -3 -3
the ordinary	-5 -5 -4
the oven	-7 -5 -2
the pain	9 -2 5
the panic	6 -1 0
the part	-4 -2 0
the past	-5 -3 1
the penguin	-3 -3 -8
the penguins	-5 -5 -6
the pesticide	6 0 -1
the pharmacy	8 0 0
the pier	5 -1 2
the pils	5 -1 -1
the plan	10 -2 -1
the platform	4 0 0
the play	-4 -3 -2
the point	8 -1 -1
the pol	-4 -4 5
the police	-1 5 0
the presentation	-4 -4 -3
the problem	4 -1 0
the rain	-3 -3 -2
the range	-7 -4 -4
the reading	-3 -6 -1
the readings	7 0 0
the rent	-4 2 -5
the reunion	-6 -5 -3
the ribs	-3 -1 -3
the rof	4 -2 1
the roftop	4 -1 0
the rope	9 -2 0
the sacred	-6 -5 -5
the scholarship	-3 -2 -3
the shotgun	7 -1 -1
the slugs	-4 -2 -1
the stairs	-6 3 2
the star	-9 -4 -2
the stock	-5 -3 0
the stomach	-2 5 0
the sun	-6 -5 1
the surface	-3 -3 -3
the tablets	5 -1 -2
the talent	-4 -2 -3
the talest	9 -2 -1
the tarot	4 0 0
the teacher	-5 1 -5
the thre	-5 -1 -2
the top	8 -3 -5
the tracks	10 -4 -1
the train	6 -1 -1
the tre	7 -3 2
the tv	-4 -6 -2
the two	-8 -3 -3
the tylenol	3 -2 -2
the universe	2 -4 -2
the university	-5 -3 -3
the vet	-6 -2 -3
the vilage	-1 -4 -3
the vilain	-7 -4 -3
the voices	4 0 0
the wardrobe	6 0 -1
the water	-1 -4 -2
the way	0 -5 -2
the weding	-7 -1 -7
the weight	-8 -1 -1
the wekend	-1 -6 -2
the whole	-3 -6 -5
the wil	8 0 0
the worst	-4 -6 -1
the year	-8 -5 -3
them	2 -6 -4
them _ a	-6 -5 -7
them _ beter	-3 0 0
them _ leter	3 0 0
them back	-4 -2 -1
them im	8 0 -1
them under	2 0 0
theme	-8 -6 -6
themes	-8 -7 -7
then _ sory	0 7 0
therapy	-9 -7 -5
there is	-10 -6 -3
there to	-3 -1 -6
theres	5 2 6
theres _ !way	4 -1 -2
theres _ everywhere	-1 -4 9
theres a	-1 -1 4
theres no	5 -1 1
these	0 -6 1
thesis	-9 -5 -4
thesis _ time	-2 -2 -3
thesis _ wekend	-4 -4 -1
thesis this	-4 -4 -1
they	-2 4 -6
they _ !have	6 0 0
they _ !know	9 0 0
they _ im	10 -4 0
they _ me	-4 -2 -2
they _ not	-4 -4 -3
they _ out	-7 -4 -1
they _ point	-3 -3 -4
they _ we	0 6 0
they _ why	2 0 0
they can	9 -4 0
they do	-5 -4 -3
they find	2 -4 -1
they loved	-4 -4 -3
they tok	-3 5 -4
they understand	5 0 0
they were	-5 -6 -6
they wont	6 0 0
theyd _ beter	5 0 0
theyd be	10 -2 0
theyl	6 -1 -4
thigh	8 -2 3
thigh with	7 0 0
thighs	7 -1 -2
thighs so	5 -1 -1
thiners	3 -2 -6
thing	6 -2 -1
thing i	7 0 3
things	-3 5 -6
things _ down	-5 -1 0
things _ my	-10 -4 0
things _ the	-2 -1 0
things calm	-5 -1 0
things for	5 0 0
things this	3 -1 -1
things tidy	4 0 0
things to	3 4 -2
things with	-10 -4 -1
think	5 0 4
think _ about	-8 -3 2
think _ crush	-4 -2 -8
think _ dad	-1 0 7
think _ death	2 0 -1
think _ forgot	-3 -3 -4
think _ i	5 -2 0
think _ is	5 1 1
think _ jump	6 -1 -1
think _ just	1 -2 -2
think _ my	-7 2 -2
think _ overdosed	-4 -3 7
think _ the	-5 -3 -4
think _ time	7 -3 -3
think beter	5 -2 0
think i	-1 -2 4
think my	-4 -6 5
think the	3 2 -1
think to	8 -3 -1
thinking	7 -3 -6
thinking _ it	5 1 0
thinking _ jumping	6 0 0
thinking _ just	4 0 0
thinking _ kiling	2 0 0
thinking _ leaving	-6 -3 -1
thinking _ me	-7 -5 -3
thinking _ moving	-6 -1 -1
thinking _ suicide	6 0 0
thinking _ walking	8 0 0
thinking _ want	-4 -1 0
thinking about	8 -1 0
thinking abt	5 -2 -2
thinking the	6 0 0
thinks	8 1 -10
thinks _ being	6 0 0
thinks _ fine	9 -2 0
thinks im	8 -1 -1
thirty	-6 -5 -8
this _ a	-4 -1 -1
this _ and	-6 -3 -5
this _ asks	-2 -2 -1
this _ chat	-7 -5 -4
this _ he	-4 -2 -2
this _ in	-10 -1 -1
this _ lol	-8 -2 -1
this _ nobody	-3 -2 -1
this _ of	-2 -3 -2
this _ promise	-4 -3 -3
this _ real	-3 -3 -3
this _ tomorow	-3 -2 -1
this _ town	-5 0 -1
this a	-8 -5 1
this afternon	6 -3 0
this alone	-5 -6 -6
this card	-12 -5 -5
this chapter	-4 -3 -3
this device	-7 -5 -4
this email	-7 -9 -5
this evening	3 -7 -2
this exam	-7 -3 -3
this from	5 0 -1
this guy	-8 2 -8
this here	5 0 0
this humidity	-5 -4 -3
this i	9 0 0
this it	5 -1 0
this job	-6 -1 -3
this life	5 -2 -1
this meting	-3 -4 -4
this month	-6 -4 -5
this new	-7 -6 -2
this one	10 -1 -1
this pas	3 -1 0
this project	-7 -5 -2
this question	-7 -5 -5
this rain	-10 -4 -6
this reading	-7 -5 -3
this relationship	-8 -7 -4
this spring	-10 -6 -5
this sumer	-7 -2 -3
this text	-4 -3 -3
this to	-5 -4 -3
this town	-3 -4 -2
this trafic	-7 -6 -3
this was	6 -1 -1
this weather	-10 -8 -5
this wekend	7 -5 -4
this wil	9 0 0
this workout	-3 -4 -3
this world	8 -5 -1
this year	-7 -4 -4
those	-8 -4 4
thought _ where	5 0 0
thought _ you	-6 -6 -1
thought about	6 0 0
thought my	-1 -2 -5
thoughts	8 -4 -6
thre _ cups	-7 -2 -5
thre _ since	-4 -1 -1
thre _ this	-1 -1 -1
thre _ tonight	7 -1 0
thre years	-9 -1 -3
threatened	-5 5 -1
threatened _ kil	0 6 0
threatened _ shot	-1 3 0
threatened _ take	-3 2 -1
threatened to	-4 3 -1
threatening _ disown	-4 -4 -2
threatening _ kil	-1 6 0
threatening _ send	-2 3 0
threatening _ stab	-2 4 -1
threatens	-2 4 -1
threatens _ kil	0 5 -1
threatens to	-1 4 -1
thriled	-7 -7 -6
thriving	-7 -6 -6
throat is	-5 -4 12
throats	-1 0 3
throats closing	-1 0 3
through	3 -4 0
through _ it	5 0 0
through _ realy	0 0 -3
through a	-8 -6 -5
through al	-6 -1 -4
through the	-5 1 3
through with	6 -1 0
throw	2 -1 -2
throw _ out	-2 0 0
throw myself	-6 -1 -3
thumb	-6 -5 -2
ticket _ the	9 0 0
tickets	-5 -5 -3
tidy	4 0 -1
ties	-10 -2 -7
tight _ i	-3 -3 3
tight when	-7 -3 -5
tiktok	-9 -6 -5
til	6 -4 -1
til _ was	6 0 -2
time _ adopt	-3 -3 -2
time _ and	-4 -4 -4
time _ change	-4 -3 -2
time _ draw	-2 -2 -2
time _ forever	3 0 0
time _ home	-3 -3 -3
time _ let	-5 -3 -4
time _ say	3 3 -2
time _ sel	-4 -2 -5
time like	3 0 0
time now	4 -1 -2
timing _ you	-3 -4 -4
timing around	-3 -4 -4
tiny	-5 -2 -6
tips	-10 -6 -4
tips _ the	-6 -3 -3
tips from	-6 -3 -3
tired	2 -4 -5
tired _ could	-5 -2 -1
tired _ everything	1 -1 -1
tired _ existing	8 0 0
tired _ fighting	8 0 0
tired _ living	5 -1 0
tired _ my	-5 -1 -1
tired _ want	11 0 0
tired _ work	-4 -2 -1
tired after	-5 -3 -2
tired but	-8 -2 -2
tired of	6 -1 -1
title	-5 -4 -3
title _ required	-3 -3 -3
title is	-4 -3 -3
to _ !exist	6 0 0
to _ !wake	5 -1 0
to _ a	-5 -2 -6
to _ ago	-3 -2 5
to _ an	-7 -3 -3
to _ any	-5 0 -2
to _ at	-4 -6 -6
to _ back	-5 3 -2
to _ be	-3 -1 -1
to _ best	7 0 0
to _ breathing	5 -1 -2
to _ bridge	3 0 0
to _ childhod	-7 -5 -1
to _ dead	10 -1 -1
to _ dentist	-6 -4 -6
to _ down	3 4 -5
to _ early	-4 -5 -5
to _ existing	6 0 0
to _ flat	-3 0 0
to _ for	0 -6 -6
to _ forever	6 0 0
to _ formal	-4 -3 -2
to _ future	-6 -5 -5
to _ gap	5 0 0
to _ go	-3 -5 -2
to _ going	4 0 0
to _ gym	-5 -3 -3
to _ home	-9 3 -1
to _ husband	5 -3 0
to _ i	8 -1 -1
to _ if	0 -4 -1
to _ in	-3 -2 -4
to _ interview	2 -4 -3
to _ investing	-3 -1 -1
to _ is	-2 -7 -2
to _ jobs	-4 -4 -3
to _ library	-1 -4 -3
to _ life	-3 -3 -3
to _ living	5 -3 -3
to _ log	-3 -3 -3
to _ lol	-10 -2 -7
to _ me	-5 0 -3
to _ monday	4 -1 0
to _ most	-4 -1 -1
to _ mother	6 -1 -1
to _ my	-5 -2 -3
to _ myself	1 -2 -2
to _ ned	6 -1 -3
to _ nest	-2 -2 -2
to _ never	-4 -1 -1
to _ new	-5 -1 0
to _ old	-8 -2 4
to _ on	3 2 -4
to _ only	-5 -5 -3
to _ or	-7 -4 -1
to _ penguin	4 0 0
to _ pils	-1 0 4
to _ reading	-4 -3 -3
to _ reunion	-6 -5 -3
to _ schol	-5 2 -1
to _ sea	-6 -1 -1
to _ stop	7 0 0
to _ stranger	-3 -3 -3
to _ sugar	-7 -3 -4
to _ thank	5 0 0
to _ this	-4 -1 -3
to _ throat	-1 6 -2
to _ together	-7 -1 -2
to _ tonight	3 -1 0
to _ who	6 0 -1
to _ writing	-4 -1 0
to _ you	-7 -2 -3
to a	-5 -1 -4
to an	-7 -4 -2
to another	-2 -1 -2
to answer	-3 -3 -3
to babysit	-4 -5 -4
to bali	-5 -3 -1
to bury	-9 -4 -4
to change	-4 -5 -4
to close	5 0 0
to corect	4 -1 -2
to count	-5 -1 -2
to ctb	5 -2 0
to dark	-8 -3 -4
to death	-9 -7 -6
to dei	3 -2 -2
to delete	-6 6 0
to destroy	-5 -3 -5
to die	7 -2 -2
to disown	-4 -4 -2
to doing	5 0 0
to dream	-5 -3 -2
to drown	7 0 0
to escape	-6 -5 -2
to everyone	5 0 0
to finaly	7 0 0
to find	3 -1 -1
to fire	-5 -4 -2
to friends	9 -1 0
to get	2 -3 -4
to grow	-6 -3 -2
to her	-4 -4 -2
to hit	5 -4 -3
to home	-8 -4 -5
to hug	-3 -4 -2
to hurt	5 -1 0
to invest	-3 -1 -1
to join	7 -2 -1
to jump	3 -1 -1
to kms	4 -1 -2
to korea	-3 0 0
to krabi	-7 -4 -3
to laos	-7 -2 -1
to late	1 -5 -4
to let	-4 -4 -3
to login	-7 -6 -6
to london	-4 -1 -3
to lose	-8 -3 -6
to make	11 -4 -1
to many	-12 -5 -2
to melbourne	-4 -4 -1
to move	-6 -6 -6
to much	0 -5 5
to murder	-7 -3 -3
to not	6 -1 -1
to open	-5 -4 -4
to overdose	6 -1 -1
to part	-3 -2 -1
to pas	-3 -3 6
to phuket	-5 -5 -2
to plan	7 0 0
to prom	-4 -2 -3
to propose	-4 -4 -4
to quit	-11 -3 -6
to remember	-7 -4 -4
to save	-9 -2 -3
to say	-2 3 -1
to short	-3 -4 -3
to shot	-1 3 0
to sign	-6 -2 -2
to slay	-7 -5 -6
to slit	4 0 0
to stab	-5 4 -1
to step	6 0 0
to stop	10 -3 -1
to strangle	-6 -4 -3
to teach	-4 -1 -1
to text	-7 -4 -1
to that	-5 -3 -1
to the	1 -3 -5
to their	-5 -2 -3
to throw	-7 -3 -2
to travel	-5 -2 -2
to unalive	8 0 -1
to uni	-6 -8 0
to vague	-3 -2 -3
to year	-5 0 5
to you	-8 -3 -2
toast	-7 -2 -5
today	-1 -3 -7
today _ a	-8 -1 -1
today _ finished	-5 -1 -2
today _ got	-6 0 -2
today _ just	-5 -4 -4
today and	0 -1 -5
today dont	2 0 0
today felt	-6 -3 -1
today for	-6 0 -1
today hold	-3 -3 -3
today i	3 -9 -2
today lol	-5 -1 -1
today should	4 0 0
todays	-6 -3 -4
todays card	-5 -3 -4
todler _ bleach	-1 -1 5
todler _ some	-1 -1 5
toeic	-10 -9 -7
together	-10 -7 -9
together _ a	-5 -3 -3
tok	-1 2 10
tok 30	-3 -1 4
tok 40	-8 -3 9
tok _ breath	-3 -3 -2
tok _ few	7 0 -2
tok _ many	-2 -1 4
tok _ much	-6 0 9
tok _ pasport	0 5 -3
tok _ phone	-4 5 -2
tok _ sleping	-7 -5 5
tok _ whole	-4 0 6
tok his	-8 -2 -5
tok my	-3 5 -3
tok out	8 0 -4
tok over	0 5 0
tok the	7 3 -1
tok to	-5 -2 6
token	-11 -9 -9
token balance	-4 -3 -3
token history	-5 -4 -4
token pack	-5 -3 -3
token packs	-4 -4 -4
token sumary	-4 -4 -4
tokens	-10 -7 -6
told	6 2 -4
told _ best	10 -1 0
told _ im	5 0 0
told her	5 2 0
told me	-4 1 -3
told my	1 -4 -1
told the	5 2 -4
tomato _ died	-4 -2 -3
tomorow	-1 -3 -7
tomorow _ luck	-2 -1 0
tomorow _ okay	-2 -1 -1
tomorow go	-2 -1 -1
tomorow id	8 0 0
tomorow il	4 0 0
tomorow just	-5 0 0
tomorow what	-5 -2 0
tone	-7 -6 -5
tongue	-6 -6 4
tonight	11 0 -3
tonight 2nd	-2 -2 -2
tonight _ 19	2 0 0
tonight _ finaly	11 -3 -1
tonight _ go	6 -2 0
tonight _ i	2 1 0
tonight _ is	-1 -1 -1
tonight _ place	-2 -2 -2
tonight _ rest	-3 -1 0
tonight _ the	2 -1 -1
tonight _ tomorow	7 0 0
tonight and	5 1 0
tonight fr	3 -1 0
tonight i	3 -1 -1
tonight im	3 1 -1
tonight is	6 0 0
tonight lol	5 0 0
tonight should	6 0 0
tonight was	-11 -4 0
tonights	6 -2 0
tonights _ night	8 -1 0
tonights the	8 -1 0
total	-7 -6 -5
total refiled	-5 -4 -4
totaly	-7 -5 -5
touched me	-1 5 0
touches	-4 11 -1
touching	-2 8 -1
touching _ after	0 2 0
touching me	-1 3 -1
tour	-6 -5 -2
toward	-6 -5 -5
toward the	-5 -5 -3
towels	-5 0 9
tower _ tel	3 -1 0
town	-2 -3 3
town _ i	-5 0 -1
town _ my	-4 -1 -2
town _ start	-4 -4 -4
town should	-5 0 -1
toxic	-10 -5 -4
toys	-5 -1 -2
tracker	0 4 -1
tracker _ my	-3 6 -1
tracker on	-1 4 0
tracks _ my	6 -2 -1
tracks near	4 -1 -2
tractor _ on	-2 0 4
tractor roled	-2 0 4
trafic _ going	-4 -4 -5
trafic _ gona	-2 -3 -3
trafic _ kiling	-5 -6 -3
traficked _ they	-2 5 -2
train	0 -5 -2
train _ near	3 -1 -2
train and	-4 0 0
train platform	5 0 0
train tracks	8 -1 -1
training	-13 -1 -4
transfer	-2 -3 -3
transfer to	1 -4 -3
transformation	-10 -7 -5
traped	-5 -1 5
travel	-12 -5 -4
travel abroad	-1 -2 -2
travel to	-5 -4 -2
traveling	0 -4 -5
traveling _ moving	-3 -3 -3
traveling searching	-3 -3 -3
treasures	-7 -4 -5
tried _ end	-9 -1 -1
tried _ hang	4 -1 0
tried _ month	11 -1 0
tried i	6 0 -3
tried last	11 -1 0
tried to	-3 1 -4
trip	-6 -4 -4
trip to	-7 -3 -1
triped	-4 -4 -2
trouble	5 -1 8
true	-1 -8 -5
truly	-9 -3 -3
truly fel	-2 -4 -5
truly maters	-3 -1 -2
truly want	-3 -2 -3
trust	-13 -7 -9
trust _ light	-1 -1 -1
trust the	-6 -5 -5
trustworthy	-4 -3 -5
try again	-7 -2 -2
trying _ made	9 0 0
tsunami	-5 -4 -3
tub	-2 -1 4
turn	-1 -4 -6
turn _ the	-4 -3 -3
turn out	-2 -1 -1
turned into	-11 -4 -3
turning	-3 0 2
turning _ at	-2 3 0
turning _ what	-2 -1 -8
turning blue	-1 -1 5
turning one	-2 -1 -8
turning up	-1 3 0
turns up	-2 6 0
tutor	-4 3 -1
tv	-7 -5 -3
twenties	-5 -4 -6
twice today	4 0 0
twist	-4 -7 -2
two	-1 -2 -4
two weks	-8 -8 -10
tying	5 -4 -1
tying _ lose	3 -1 -1
tying up	3 -1 -1
tylenol	4 -1 -2
tylenol _ the	3 -2 -2
tylenol got	3 -2 -2
u	6 -4 -8
u know	3 0 0
ugh	-11 -6 -3
ugh _ want	-7 -4 -2
ugh i	-9 -4 -3
unalive	9 -4 -3
unalive myself	10 -1 -1
unalive ngl	3 -1 -2
unalived tbh	3 0 0
unaliving _ tonight	5 0 0
unapreciated	-3 -3 -3
unapreciated _ work	-3 -3 -3
unapreciated at	-3 -3 -3
unbearable _ dying	-3 -2 -4
uncles	-7 -2 -5
unconscious	-5 -3 10
unconscious _ not	0 0 3
under my	8 0 -1
understand	8 -4 -3
understand _ i	2 0 0
understand why	8 -2 0
understanding	2 -6 -4
unexpected	-8 -3 -1
uni	-4 -3 -6
uni _ walked	2 0 0
universe	1 -5 -2
universe _ me	-7 -4 -1
university	-5 -1 -4
university _ want	-3 -2 -1
university _ wants	-3 -3 -3
university he	-3 -3 -3
university i	-3 -2 -1
unles	-3 7 -1
unles _ met	0 1 0
unles i	-3 7 -1
unlucky	-3 -3 -2
unreal	-6 -3 2
unsetling	-3 -3 -3
until _ bled	8 2 0
until _ cant	7 -3 -5
until _ couldnt	0 10 -1
until _ goes	3 -1 -1
until the	-8 -6 -5
until they	8 -4 0
up _ again	3 -1 0
up _ ends	3 -1 -1
up _ grandmas	3 -2 -2
up _ him	-6 0 -1
up _ is	-4 -1 2
up _ mountain	5 -3 -3
up _ my	-7 2 -1
up _ our	-2 -3 -1
up _ thought	7 0 0
up _ you	-3 -5 -2
up a	-7 -5 0
up at	-1 4 -2
up disapointed	4 0 -1
up ever	3 -1 0
up failed	-4 -4 -3
up for	0 -4 -3
up how	8 0 0
up lose	3 -1 -1
up now	-7 -5 -5
up on	-2 0 -2
up relieved	5 0 0
up son	-4 -1 -2
up tomorow	6 -1 -1
up wishing	4 0 -1
up with	-5 0 -1
update	-6 -5 -5
update pasword	-5 -5 -5
updated	4 -6 -7
upstairs	-1 -3 9
us	-7 4 -4
usage	-5 -4 -4
usage history	-5 -4 -4
use _ least	-3 -3 -3
use at	-3 -3 -3
user	-5 -4 -4
user information	-5 -4 -4
username	-11 -10 -10
username _ short	-2 -3 -3
username taken	-6 -5 -5
username to	-2 -3 -3
uses	-5 3 -3
using	4 0 1
usualy	-7 -1 -2
vacation	-8 -4 -3
vacation _ now	-1 -1 -2
vacation right	-1 -1 -2
vacation rn	-4 -1 -6
vague	-3 -2 -3
valid date	-4 -4 -3
value	1 -6 -6
vanish forever	3 -2 0
vase	-7 -4 -2
verifying	-2 -2 -2
verifying _ are	-2 -2 -2
verifying you	-2 -2 -2
very	-6 -3 6
very _ and	-6 -2 7
vet says	-10 -8 -11
vibe	-6 -5 -3
vibe today	-3 -2 -3
vibrating	-1 -2 -3
video	2 1 -6
view	-8 -6 -6
view reading	-6 -5 -5
vilage	-1 -2 -4
vilain	-8 -6 -6
vilain in	-6 -3 -1
visa _ aproved	-5 -3 -4
visa aplication	-7 -3 -3
visa get	-2 -2 -3
vision	-3 -1 6
visionary	-10 -8 -8
visit	-7 0 -5
visit _ for	-2 -1 -1
visit _ sumer	-2 -2 -1
visit me	-4 -5 -1
visit this	-2 -2 -1
visiting	-6 -6 -5
vitamin	-10 -1 -6
vodka and	4 -3 3
voice what	-3 -2 -2
voices	3 -2 -2
voices _ i	6 0 0
voices say	6 0 0
volunter	-12 -4 -4
voluntering	-9 -4 -3
vomiting	-6 -2 9
wadle	-9 -6 -7
wait	0 -6 -6
wait a	-8 -2 -3
wait by	2 0 0
waiting in	-5 -2 -3
wake _ disapointed	4 0 0
wake up	6 -5 -4
wal _ it	10 -1 0
wal _ the	7 0 -1
wal at	5 -1 0
wal til	11 -1 -3
wal until	10 -3 -2
wal with	-4 -4 -2
walet	-6 1 -1
walk	6 -2 -5
walk _ the	6 0 0
walk into	7 0 0
walked _ thre	2 0 0
walked there	2 0 0
walking out	5 -1 0
walks	-7 -1 -6
wana	12 -5 -4
wana _ forever	7 0 -1
wana _ fr	4 0 0
wana _ it	3 0 0
wana _ ngl	3 -1 -2
wana _ so	5 -2 0
wana _ to	2 0 0
wana die	6 0 -1
wana end	3 0 0
wana go	2 0 0
wana slep	6 0 -1
wana unalive	7 -4 -2
waning	-6 -6 -6
waning crescent	-5 -4 -4
waning gibous	-5 -4 -4
want	5 -4 -2
want _ close	5 0 0
want _ die	7 0 -1
want _ eat	-7 -8 -8
want _ fal	6 0 0
want _ finish	5 -1 0
want _ hang	6 0 0
want _ hurt	7 0 0
want _ life	6 0 0
want _ make	8 0 0
want _ slit	4 0 0
want _ step	4 -1 0
want _ unalive	7 0 0
want _ walk	5 -1 0
want it	15 -1 0
want my	7 0 0
want the	9 3 0
want to	1 -4 -2
wanted _ ask	5 -1 -1
wanted the	3 -2 -2
wants my	2 -2 -1
war	-13 -9 -7
war _ the	-3 -7 -3
warm	-10 -7 -3
warm _ up	-3 0 0
warmed _ when	-5 0 -2
warmer	-8 -2 -4
warmth	-9 -7 -7
warning	-9 -3 -5
warning signs	-4 -3 -5
was _ !born	5 1 -1
was _ a	-5 -7 -5
was _ age	-5 -4 -2
was _ an	-8 -6 -5
was _ and	-9 -4 -2
was _ but	-5 -3 -6
was _ fine	-8 -2 -2
was _ for	-4 -7 -6
was _ he	-4 -7 -7
was _ in	-5 -2 -2
was _ maried	-3 -3 -3
was _ me	-11 -3 -6
was _ meh	-4 -3 -3
was _ time	-4 -3 -2
was _ today	-5 -4 -2
was _ vacation	-2 -3 -3
was _ what	-10 -7 -6
was _ work	-9 1 -2
was at	-1 0 -1
was dancing	-2 -3 -2
was floating	8 -2 0
was he	-5 -4 -6
was in	-10 -3 -4
was molested	-2 3 -2
was my	-10 -3 -5
was not	-3 -1 -7
was pregnant	-5 3 -1
was raped	-1 5 -2
was sexualy	-2 6 -2
was so	-6 -6 -4
was standing	0 4 -1
was stil	5 0 -1
wasnt _ fault	6 -1 -1
wasting _ life	-5 -1 -4
watch	-3 -7 -5
watch the	-7 0 0
watched	-12 -7 -6
watched a	-7 -7 -6
watching	-4 1 -6
water	-5 -6 -3
water _ clear	-4 -2 -4
water _ comes	-4 -4 -3
water always	-4 -4 -3
water and	-1 -5 -9
watered	-7 -4 -4
waters	-4 -3 4
wave	-9 -3 -3
waxing	-6 -6 -6
waxing crescent	-4 -4 -4
waxing gibous	-5 -4 -4
way	7 -1 0
way _ die	6 0 0
way _ go	8 0 -1
way home	3 0 -1
way to	-1 -5 2
way trip	4 -1 -1
we	-9 -6 1
we _ !wake	-1 -2 7
we _ a	-1 -2 -5
we _ about	-1 -7 -7
we _ over	0 0 5
we _ to	-8 1 -1
we _ up	-3 -5 -5
we just	-10 -6 -2
we work	0 6 -1
wealth	-6 -1 -1
wear	6 -2 -3
wear _ the	-5 0 -2
wear to	-6 -1 -2
weding	-8 -5 -5
weding _ going	-7 -2 -4
weding day	-5 -2 -2
weding plans	-8 -5 -5
weding shoes	-2 -1 -1
weding spech	-6 -2 -2
weds	-7 -3 -2
weds in	-7 -4 -2
weight of	-7 -1 -1
weird	-5 -8 4
weird _ ask	5 0 0
wek _ does	-2 -2 0
wek _ friday	-3 -1 -2
wek _ god	-6 -4 -5
wek _ leo	2 0 0
wek _ my	5 -1 -2
wek _ night	-6 -3 -3
wek _ of	-4 0 -1
wek he	-4 6 0
wek i	2 -6 -2
wek lmao	-7 -5 -4
wek lol	-4 -2 -2
wek promise	-4 -3 -3
wek to	-6 -7 -6
wekend _ a	-4 -4 -3
wekend _ emails	-4 -4 -4
wekend _ it	1 0 -2
wekend _ switch	-3 -3 -2
wekend and	-4 2 -2
wekend without	-4 -4 -4
wekly	-6 -5 -5
wekly guidance	-4 -4 -4
weks	-6 -5 -1
weks penguin	2 0 0
wel	0 -8 -7
wel _ wek	-4 -1 -1
wel tonight	-5 -2 -2
welbeing	-10 -8 -8
welcome	-12 -11 -10
welcome the	-4 -3 -2
went	-1 -8 0
went _ and	0 -2 2
went _ bed	-3 -1 -3
went _ with	-5 -2 -4
went bad	-3 -3 -4
went down	-4 -4 -7
went out	11 -2 0
were	-4 0 2
were _ in	-4 -4 5
were drowning	0 -1 -4
weve	-9 -7 -2
weve _ apart	-4 -1 -2
weve grown	-4 -1 -2
what _ about	5 -1 0
what _ already	-8 -9 -2
what _ flying	-4 -1 -1
what _ get	7 -1 -3
what _ i	-4 3 2
what _ is	-5 -5 -2
what _ it	0 -4 -2
what _ maters	-3 -1 -2
what _ my	-3 -1 -1
what _ represents	1 -7 -4
what _ say	-6 4 -3
what _ since	-5 -5 -5
what _ surounds	-5 -5 -4
what _ today	-3 -3 -3
what _ wanted	-5 -4 -3
what _ you	-9 -4 -4
what am	-8 -5 -4
what are	-6 -4 -5
what do	-2 -1 1
what does	-4 -5 -2
what hapened	-6 0 -6
what he	3 4 0
what i	6 0 -3
what im	6 0 0
what is	-1 -11 -8
what it	5 -1 -3
what maters	-8 -7 -6
what mesage	-5 -4 -4
what should	-5 0 -2
what truly	-3 -1 -2
what wil	-4 -2 -1
what you	-8 -5 -4
whatever	-3 -5 -6
whats	-2 -7 -7
whats _ for	-4 -2 -1
whats _ least	5 -1 0
whats _ mesage	-5 -5 -4
whats _ tarot	4 -1 -1
whats _ vibe	-7 -4 -3
whats it	-8 -5 -1
whats my	-6 -2 -2
whats next	-9 -3 -2
when	5 8 -3
when _ argue	-1 3 0
when _ can	-10 -7 -3
when _ get	7 -3 0
when _ going	7 0 0
when _ it	-8 -4 -10
when _ lose	-2 5 -1
when _ think	0 -1 -1
when _ was	-13 -10 -4
when _ were	-12 -8 -6
when _ woke	7 -2 0
when diner	0 4 0
when everyones	7 1 0
when i	2 7 0
when she	-5 3 0
when shes	-1 6 0
when the	5 -6 -2
when theyre	4 -1 0
whenever _ lok	-2 3 0
whenever _ speak	-1 6 -1
whenever shes	0 4 -1
whens	-8 -3 -5
where _ i	-8 -4 -2
where _ is	0 -4 -4
where should	-10 -4 -7
where you	-11 -2 -4
whether _ take	-10 -5 -4
whether my	8 -3 -1
whezing	-4 -2 9
which	-2 -6 -8
which _ in	6 -1 -1
which _ just	6 1 -1
which _ should	-11 -2 -1
which bridge	6 -1 -1
while	-3 1 1
while _ was	-4 3 0
while i	-2 2 0
while now	3 -1 -1
white	-6 -5 -1
who _ am	-5 -5 -3
who _ i	-6 -2 -3
who _ what	8 -2 -2
who always	-7 -5 -1
who i	-5 2 -2
who wil	3 -4 -2
whole	-1 -3 1
whole _ and	-6 -4 -6
whos _ decided	4 -1 0
whos already	4 -1 0
whose	-4 -1 -1
why	2 -6 -4
why _ did	2 0 0
why _ left	-4 -3 -4
why _ teling	2 0 0
why _ the	-9 -3 -5
why did	-6 -6 -4
why do	-6 -5 -5
why im	5 2 0
why she	-4 -3 -4
wi	-6 -9 -8
wider	-6 -5 -4
wife _ 8	0 0 5
wife fainted	-1 0 2
wife slaps	-3 5 -3
wil	-4 -5 -6
wil _ and	-5 -5 -4
wil _ ask	1 -5 -1
wil _ back	-8 -5 -4
wil _ be	1 -7 -3
wil _ beat	-6 -5 -1
wil _ because	2 -1 0
wil _ blod	-2 -2 -3
wil _ bridge	6 -1 0
wil _ bus	-8 -2 -13
wil _ cal	-6 -4 -1
wil _ calm	-5 4 0
wil _ change	0 6 0
wil _ cover	-4 -2 -3
wil _ deleted	3 0 0
wil _ detective	-2 -2 -2
wil _ do	-4 -1 -2
wil _ dog	7 0 0
wil _ ever	-2 -5 -4
wil _ ex	-3 -3 -3
wil _ finaly	8 -1 -1
wil _ find	-6 -3 -2
wil _ first	-4 0 0
wil _ friends	-2 -2 -3
wil _ go	-6 1 -4
wil _ god	-8 -1 -1
wil _ grandmother	-1 0 -2
wil _ grandson	-3 -1 -1
wil _ hit	-5 -4 -2
wil _ hurt	5 -2 0
wil _ it	6 -1 -5
wil _ lose	-5 -1 -1
wil _ love	-4 0 -1
wil _ make	-7 -4 -4
wil _ mary	-4 -4 -4
wil _ met	-3 -5 -1
wil _ mothers	-4 -2 -3
wil _ much	8 -3 -4
wil _ neighbor	-2 -3 -3
wil _ ok	8 -2 0
wil _ remember	-3 -4 -1
wil _ se	-1 -5 -2
wil _ sister	-7 -6 -5
wil _ sisters	-5 -1 -1
wil _ slep	-10 -2 -1
wil _ startup	-3 -1 -1
wil _ stock	-4 -3 -3
wil _ suit	-7 -3 -1
wil _ text	-1 -3 -1
wil _ tower	3 -1 0
wil _ understand	5 0 0
wil _ visa	-8 -3 -3
wil _ wekend	-4 -1 -1
wil _ work	-6 -2 -3
wil _ you	-8 -2 0
wil anyone	10 -2 0
wil break	-1 4 0
wil finaly	5 0 0
wil friday	-3 -1 -2
wil he	-4 -5 -7
wil i	-9 -6 -4
wil insurance	-4 -2 -3
wil is	8 0 -1
wil it	-1 -2 -3
wil me	-6 -4 -6
wil murder	-6 -5 -1
wil my	-2 -4 -3
wil not	8 0 0
wil our	-1 -2 -1
wil point	-3 -3 -4
wil she	-6 -6 -6
wil the	-4 -4 -4
wil they	-7 -9 -2
wil tonight	2 0 0
wil we	-7 -5 -3
wild	-9 -1 0
wilting	-5 -5 -5
win	-4 -5 -3
win _ match	-2 0 -1
win the	-5 -4 -3
wins	-4 -5 -7
winter	-1 1 -3
wiped	-7 -4 -4
wisdom	-9 -6 -12
wise	-3 -5 -2
wish	5 -5 -2
wish _ had	7 0 0
wish _ was	1 -2 -1
wish i	7 -1 -2
wishing	9 0 -1
wishing _ had	4 0 0
with _ and	-6 0 -2
with _ aps	-5 -2 -2
with _ barista	-4 -3 -3
with _ belt	-1 5 -3
with _ boyfriend	-6 -8 -1
with _ chest	-4 -3 3
with _ clothes	-4 6 -3
with _ compas	7 -3 -2
with _ cousin	-6 -4 -4
with _ fet	-8 0 0
with _ girlfriend	-7 -5 -1
with _ gym	-5 -6 -3
with _ i	4 5 0
with _ is	-9 -6 -4
with _ jump	-3 -6 -8
with _ just	6 -1 0
with _ kids	-5 -6 -5
with _ lighter	8 -2 -1
with _ lol	2 -4 -6
with _ mother	-4 -4 -4
with _ neighbour	8 -5 -4
with _ novel	-1 0 0
with _ old	-10 -3 -3
with _ pan	-1 7 -1
with _ pilow	0 -4 0
with _ razor	6 -1 0
with _ safety	4 -1 -2
with _ stick	0 4 0
with _ tea	-2 -6 -3
with _ today	-6 -4 -4
with _ water	-9 -6 0
with broken	5 0 0
with care	-8 -5 -5
with charcoal	-2 -1 6
with cofe	-6 0 0
with crushing	0 0 3
with dating	-5 -2 -2
with everything	6 -1 0
with friends	-11 -2 -6
with it	11 -2 -4
with kindnes	-6 -3 -2
with life	6 -4 -4
with love	-4 -3 -4
with money	1 -6 -3
with my	0 -1 -4
with patience	-7 -7 -6
with pilows	-4 -4 -3
with this	-10 -6 -4
with us	-1 4 -1
within	-10 -5 -4
without _ around	7 0 0
without _ as	-2 4 -1
without _ in	7 -1 0
without _ knowing	10 -2 0
without _ right	4 -3 0
without _ the	-4 -1 0
without _ what	5 -2 0
without apology	-3 -3 -2
without emails	-4 -4 -4
without kiling	-4 -1 -1
without me	12 -4 -2
without pain	9 -1 -2
without them	6 0 0
wnat	3 -2 -2
wnat _ dei	3 -2 -2
wnat to	3 -2 -2
woke _ relieved	5 0 0
woke i	7 -1 0
won	-6 -6 -5
wondering if	7 -1 0
wont	7 4 4
wont !be	7 0 0
wont !ned	8 -1 -2
wont !stop	-8 2 9
wont !talk	-8 0 -7
wont _ !about	-9 2 -3
wont _ !here	6 0 0
word _ this	-4 -3 -4
word for	-4 -3 -4
words	-2 -6 1
words _ my	6 -2 -3
words are	-2 -6 7
words into	6 -2 -3
wories	-7 -5 -4
work _ a	-4 -1 -4
work _ every	-3 -3 -3
work _ hours	0 6 0
work _ me	-1 2 -2
work and	-4 0 -2
work harder	-3 -3 -3
work out	-7 -3 -3
work raped	-2 4 -2
work today	1 1 -1
working	-2 0 -2
working in	-7 0 -7
working on	-5 -1 0
workout _ kiling	-3 -4 -3
workout is	-3 -4 -3
world	6 -6 -5
world _ i	-4 -1 0
worst	-6 -7 8
worth	-2 -7 -5
worth every	-10 -5 -5
worthles _ i	3 0 0
worthles and	3 0 0
wory	-7 -5 -3
would	10 -5 -1
would _ if	3 -2 -1
would _ in	-7 -5 -4
would _ me	5 0 0
would _ parents	6 -1 0
would _ penguin	3 0 0
would _ to	4 0 0
would burn	-3 7 -1
would die	-6 -1 -3
would finaly	7 0 0
would notice	5 0 0
would she	-4 -2 -6
would the	7 0 0
would throw	3 0 0
would you	-7 -8 -1
wouldnt	6 -2 -4
wrecked	-8 -6 -5
wrecked me	-7 -3 -4
wrists	5 1 0
wrists _ they	3 0 0
wrists til	3 0 0
wrists with	4 -2 0
write _ before	-7 -1 -1
write _ journal	-4 -3 -3
write _ my	3 0 0
write _ question	-3 -2 -2
write _ reflections	-4 -4 -4
write _ suicide	6 0 0
write _ thank	4 0 0
write a	4 -3 -2
write in	2 0 -1
write them	-4 -3 -4
write your	-4 -3 -3
writen _ a	3 0 0
writen them	3 0 0
writing	4 -1 -5
writing _ bok	-4 -1 0
writing _ mesages	3 -1 0
writing _ obituary	3 -1 0
writing a	-10 -9 -7
wrote	10 -2 -2
wrote _ for	5 0 0
wrote _ godbye	4 0 0
wrote _ suicide	5 0 0
wrote _ wil	4 0 0
wrote my	5 -2 -1
wrote the	4 0 0
xanax	-1 -3 4
yal	-1 -4 -3
year	-6 -3 -5
year _ learn	-3 -4 -3
year _ like	-1 0 0
year _ lok	-3 0 0
year _ of	-6 -3 -1
year _ the	-9 -3 -2
year ahead	-3 0 0
year i	-6 -1 -3
years	-5 -9 -4
years _ and	2 -3 -2
years _ i	-7 0 -1
years _ now	-8 -1 0
years _ the	-2 -1 0
years _ today	-7 -1 -1
years ago	-9 -10 -3
years fre	-8 -2 0
yeled	-6 -6 -6
yeled _ me	-5 -4 -6
yeled at	-5 -5 -4
yes	-2 -4 -6
yesterday	-5 5 -5
yesterday _ the	-8 -2 -5
yesterday its	-5 -5 -6
yet	-7 -8 -5
yoga	-8 -4 -10
yogurt	-4 -4 -4
yogurt again	-4 -4 -4
you	-1 -5 -7
you _ ben	-11 -4 -4
you _ com	-4 -3 -3
you _ do	-3 -2 -2
you _ fel	-5 -3 -3
you _ guided	-2 -3 -3
you _ have	-7 -3 -4
you _ human	-2 -2 -2
you _ is	-7 -3 -2
you _ kind	5 0 0
you _ not	-9 -3 -2
you _ part	-3 -3 -2
you _ permision	-5 -3 -4
you _ than	-7 -8 -10
you _ this	6 -3 -3
you again	-3 -3 -3
you already	-9 -7 -4
you and	-6 -2 -3
you are	-13 -5 -6
you canot	-7 -8 -7
you deserve	-3 -4 -3
you die	12 0 0
you do	-6 -3 -3
you even	-5 -5 -3
you example	-4 -3 -3
you feling	-3 -2 -2
you have	-3 -5 -3
you like	-9 -1 -3
you most	-5 -1 -2
you not	-9 -2 -3
you predict	-3 -3 -3
you thank	6 0 0
you times	-3 -4 -4
you to	-2 -3 -2
you truly	-4 -2 -2
youl	0 -5 -8
young	-7 -3 -3
your	-11 -9 -11
your _ for	-5 -3 -3
your _ may	-4 -1 -3
your _ question	-4 -2 -3
your _ sanctuary	-1 -3 -3
your body	-6 -1 -4
your card	-6 -5 -4
your dreams	-5 -3 -3
your inbox	-3 -3 -3
your pasword	-3 -2 -3
your people	-3 -3 -2
your question	-7 -4 -5
your reading	-7 -4 -3
your readings	-5 -3 -3
your reflections	-4 -3 -3
your way	-5 -1 0
your work	-8 -4 -3
your wrist	4 0 0
yours	-5 -7 -6
yourself	-4 -7 -12
yourself _ apology	-3 -3 -2
yourself _ to	-7 -3 -2
yourself without	-3 -3 -2
youtube chanel	-4 -3 -4
youtuber	-6 -5 -5
zero	-3 -6 -6
zombie	-11 -3 -5
zombie _ mondays	-3 -3 -3
zombie on	-3 -3 -3
ㅋㅋ	-5 -4 -4
️	-8 -5 -6
`;

// Written by scripts/train-care.ts from the training sets (docs/care.md, "The model"); do not edit.
export const MODEL_EN = `
!555	-13 -8 -5
!a !joke	5 -1 -1
!a !plan	7 0 0
!about !this	-8 1 -12
!about _ train	2 -1 -2
!about it	-5 -2 -6
!about sliting	3 -2 -2
!again !lie	-3 -1 -2
!alive	7 -1 -1
!alive !next	3 -1 0
!alive _ wek	3 -1 0
!alowed !to	-3 8 0
!am	-5 -2 0
!am !i	-5 -3 0
!and	-3 2 8
!answer	-5 -2 5
!answer !me	-3 -3 5
!anymore	7 -4 -11
!anymore !card	3 -1 -1
!anymore !just	-7 -1 0
!anyone	8 -3 -2
!authenticated	-6 -5 -6
!away	9 -1 -2
!be	6 -2 -4
!be !found	8 0 0
!be !here	7 -1 -1
!be !neding	4 0 0
!be _ !any	6 0 0
!be _ !next	5 0 0
!be _ !to	9 3 -2
!be _ anymore	11 -3 -2
!be _ tomorow	7 -2 -1
!be alive	6 -3 -1
!be around	7 0 0
!being	7 -2 -2
!being !alive	4 -1 0
!being !here	5 0 0
!being _ !next	3 -1 0
!being _ for	4 -1 -1
!believe	-6 9 -2
!bleding	-4 -2 4
!blod	-6 -3 10
!born	10 -1 -3
!breath	-8 0 3
!breathe !and	-5 -3 6
!breathing	-3 -3 11
!but	-6 -3 -1
!by	-6 -3 -8
!cary this	-3 -6 -4
!category	-6 -5 -6
!cavities	-3 -3 -2
!clean	-2 -5 -2
!clouds	-2 -2 -1
!dark	-7 -5 -4
!deserve !fod	7 -3 -1
!die	-3 -2 2
!do !this	11 -1 -2
!do _ !anymore	7 0 -1
!done	10 -3 -2
!drinking	-8 -4 -5
!drinking _ !lie	-3 -1 -2
!eating	6 -3 -2
!either	9 -1 -4
!end	-4 -6 -7
!epipen	0 -1 6
!even !care	8 0 0
!ever	9 -3 -2
!every _ !is	-8 -7 -6
!except dying	6 -3 -3
!exist	11 -2 -1
!exist anymore	6 -1 0
!explain	6 0 0
!face	6 -4 1
!family	6 -4 -4
!finish	2 -1 4
!finished	5 -3 -2
!for !camping	4 0 0
!force it	-4 -6 -4
!found	-6 -4 -5
!get _ !my	-7 -2 -3
!give	-8 3 -1
!give _ !fod	-3 4 0
!go	4 5 -4
!going	8 -3 1
!gona _ !here	4 0 0
!have	1 -2 -1
!have !a	10 0 0
!have _ !cary	-3 -6 -4
!have _ !plan	7 0 0
!hear	4 3 0
!here	8 -1 -1
!here _ longer	4 0 0
!here much	4 0 0
!him	-9 9 5
!him i	-1 7 0
!how	-4 1 8
!hury	-6 -5 -5
!i	6 1 0
!i _ i	5 7 -1
!i tel	2 2 0
!i think	2 0 1
!if _ tel	0 3 0
!il	12 -4 -2
!il !be	7 0 0
!im	6 -3 1
!im not	9 -1 -2
!in !living	4 -1 -1
!is _ ex	4 0 0
!it _ i	9 0 0
!it is	-6 0 -6
!its	9 -1 4
!ive	11 -1 -1
!joke	8 -1 -1
!joking	11 0 0
!joking !this	6 0 0
!joking _ !time	5 0 0
!just	-1 -4 0
!kep	4 1 -1
!kep !living	1 0 0
!kep _ !like	1 0 0
!kind	8 -3 -2
!know !why	7 0 0
!left	7 -2 0
!let	0 9 -8
!like this	1 0 0
!lips	-6 -6 9
!live	10 -5 -4
!live _ should	5 0 0
!live _ what	12 -3 -1
!live anymore	4 -3 -2
!living	8 -3 -4
!living !anymore	6 0 -1
!living !like	1 0 0
!living _ this	6 -2 -5
!lol	-1 -7 -6
!match	-8 -5 -6
!me	6 6 0
!me _ until	-4 6 0
!mis	7 -2 -1
!move	-4 -4 5
!moving	3 -4 7
!moving !anywhere	5 0 -1
!my !family	6 -5 0
!my !inhaler	-6 -3 6
!my _ is	-6 -1 3
!myself	13 -3 -2
!ned !them	5 -1 0
!ned !to	-1 -4 -2
!ned _ !be	-8 -5 -1
!ned _ !hury	-3 -2 -2
!ned _ !se	-4 -1 0
!neds	-10 -8 -5
!next	6 -1 0
!next month	4 0 0
!next wek	4 -1 0
!of	2 -4 1
!on	3 -5 2
!on !being	5 -1 -2
!on !having	5 -1 -1
!one	8 0 -2
!one _ !mis	6 -3 0
!or	2 -6 -5
!out !i	-5 1 -4
!out _ dying	6 -3 -3
!pay	4 7 -2
!pay !me	1 4 0
!plan	6 -6 -2
!plan !on	3 -2 -2
!plan _ !being	4 -1 -1
!planing	11 -3 -1
!planing !on	6 0 0
!planing !to	10 -1 0
!point	11 -3 -3
!point !anymore	4 -1 -1
!point !in	4 -1 -1
!point !living	2 0 0
!point _ !anymore	2 0 0
!point _ !card	3 -1 -1
!point _ !living	4 -1 -1
!properly	-1 -1 8
!protected	-4 -3 -3
!pulse	-5 -3 10
!put	-8 -9 -9
!questions !yet	-4 -3 -3
!quit	-8 -1 -4
!readings	-3 -4 -5
!readings !yet	-3 -3 -3
!reason	4 -2 -1
!reason !to	8 -2 -1
!reason _ !live	4 0 0
!reason _ !stay	5 0 0
!reason _ live	4 -1 -1
!relationship	6 0 0
!resonate	-3 -3 -2
!responding	-1 -4 10
!right	-4 0 5
!ruin	10 -1 -1
!ruin !it	3 0 0
!run	-5 -9 -14
!scared	3 -3 0
!scary	-5 -1 -1
!se _ !i	5 -2 0
!se _ spring	4 -1 -1
!should	-9 0 -5
!slep	-3 1 -4
!slep !wel	-9 -8 -5
!sleping	4 0 0
!stairs	-9 -7 -9
!stop _ my	-2 -1 -1
!stop living	-2 -1 -1
!submit	-3 -3 -3
!sweating	-1 -1 7
!talk !right	-1 -2 3
!tel	7 5 -2
!tel !anyone	5 3 -1
!the !clouds	-2 -2 -1
!the !relationship	6 0 0
!the _ !kind	8 -3 -2
!the _ i	8 -1 2
!them	7 2 -1
!think !i	5 -2 0
!thinking _ it	-5 -2 -6
!thinking _ jumping	7 -4 -4
!thinking _ sliting	3 -2 -2
!this !anymore	6 -1 -1
!this !time	10 0 -1
!this _ with	3 0 0
!this time	10 0 0
!til	-3 4 -2
!to	-1 4 -3
!to !exist	6 0 0
!to !hury	-3 -2 -2
!to !im	-2 5 0
!to !kep	6 -2 -1
!to !live	6 -2 -1
!to !me	-8 -6 0
!to !wake	8 -1 -1
!to _ 13	-2 5 0
!to _ alive	6 -3 -1
!to _ any	9 -3 0
!to _ anymore	6 -2 -1
!to _ around	6 0 0
!to _ everything	-5 -2 -6
!to _ someone	5 0 0
!to _ the	2 -2 -2
!to _ this	0 2 -2
!to _ up	5 -3 -1
!to the	5 0 0
!tomorow	8 -4 -3
!tonight	10 0 -1
!until	-7 -2 -6
!up !tomorow	8 -2 -1
!up !until	-5 -4 -4
!up tmrw	4 -2 -2
!valid	-3 -2 -5
!wake _ !until	-5 -4 -4
!wake _ tmrw	4 -2 -2
!wake _ tomorow	7 -2 -3
!wake up	5 -1 0
!wana !wake	6 -3 -3
!wana _ !up	6 -3 -3
!want _ !exist	6 -1 0
!want _ !im	-2 5 0
!want _ !live	4 -2 -1
!want _ !wake	5 -1 0
!want _ live	5 -2 -2
!way	9 -3 -1
!we	-3 -2 -1
!what !i	-2 -3 -4
!what _ say	-3 -4 -2
!which	-9 -2 2
!who !it	0 6 0
!who _ is	0 6 0
!why	6 -2 -1
!wifi	-4 0 -1
!wil	1 0 -7
!wil _ find	-6 -5 -2
!wish	7 -1 -1
!wish !to	8 0 0
!with _ i	-1 7 0
!worth _ !anymore	5 0 -1
!yet	0 -7 -6
!yet !protected	-4 -3 -3
!your	-8 -5 -7
0	-6 -5 -8
1	-2 -6 4
10	-5 -2 -1
10 _ i	-6 1 0
10 years	-9 -3 -4
100	-7 -4 -5
1000	-4 0 -4
12 hour	-6 -3 -4
12 years	-2 -6 -5
13	-7 2 -2
1323	-8 -1 0
16	-8 6 -4
16 _ my	-3 7 -2
17	-10 -1 -5
2	-2 -5 2
20 _ pils	-3 -1 3
20 minutes	-4 0 6
20 sleping	-3 -1 3
2019	-9 -2 -2
2025	-10 -9 -8
28	5 0 0
2nd	-4 -3 -3
2nd place	-3 -2 -2
3 20	-9 -5 -7
3 _ on	-4 -5 3
3 years	-7 -3 -2
30	-3 -6 3
30 paracetamol	-5 -1 7
35	-6 -6 -3
4 _ it	-5 -6 -3
4 years	-10 -1 -2
40 _ her	-2 -1 3
40 of	-2 -1 3
40 years	-4 -2 -3
45	0 -4 -4
5	-3 -1 -1
50	-2 0 -5
500	-6 -7 -8
555	-7 -14 -8
5555	-5 -8 -5
7	-6 -2 1
7 and	-7 -1 -8
75	-8 -4 -3
75 and	-7 -4 -3
78	-7 -2 -2
8 _ pregnant	0 0 7
80	-9 -3 -1
a _ about	-7 0 -5
a _ admirer	-4 -3 -3
a _ after	-9 -6 -6
a _ at	-5 4 -2
a _ batery	-1 0 5
a _ blade	6 -1 0
a _ bok	-5 -2 -4
a _ botle	4 -1 4
a _ but	-6 -1 -1
a _ camera	-5 -1 0
a _ card	-5 -2 -3
a _ carer	-6 -2 -1
a _ cat	-9 -4 -1
a _ coming	-10 -6 -7
a _ date	-7 -6 -4
a _ death	-6 -1 0
a _ dog	-8 -2 -4
a _ dose	4 0 -1
a _ entry	-3 -3 -3
a _ even	-2 -3 -1
a _ from	-5 4 -2
a _ god	-11 -5 -6
a _ hoby	-4 -2 -1
a _ if	2 -4 -1
a _ in	0 -3 2
a _ lol	-11 -1 -3
a _ luck	-3 0 -7
a _ mystery	-3 -1 -1
a _ negotiator	-1 -1 -2
a _ note	2 0 0
a _ or	-2 -2 -3
a _ outside	-2 -1 4
a _ over	2 4 -3
a _ pan	-7 2 -12
a _ patch	-2 -1 -5
a _ piece	-4 -5 -6
a _ right	-8 -3 0
a _ rn	-4 0 -1
a _ shift	-9 -8 -8
a _ should	-5 -2 -3
a _ table	-8 -5 -6
a _ this	-9 -7 -2
a _ up	-8 0 3
a _ way	1 -1 -1
a _ where	-10 -8 -8
a _ wife	0 3 0
a _ wil	-6 -2 -9
a _ woke	-4 -5 -3
a _ year	-6 -7 -2
a baby	-5 -3 -7
a bad	-2 -6 1
a bald	4 -1 -1
a batery	-1 0 5
a be	-6 -4 5
a big	-2 0 -6
a boy	-12 -4 -8
a break	-8 -4 -5
a bus	7 0 0
a buton	1 0 4
a calm	-8 -5 -5
a cat	-6 -1 -1
a category	-4 -3 -4
a chef	-4 -2 -5
a cold	-9 -4 -9
a compas	8 -3 0
a date	7 -1 -1
a dorway	-3 -2 -2
a dream	-6 0 -4
a first	-7 -2 -2
a fish	-2 -1 -4
a friend	-8 -4 -5
a funeral	-10 -4 -7
a gap	-6 -1 -3
a gentle	-6 -5 -3
a giant	-5 -3 -3
a glas	1 6 -9
a haircut	-3 -1 -1
a horse	-13 -2 -2
a journal	-3 -3 -3
a kid	-5 1 0
a kiler	-10 -5 -8
a knife	-2 7 0
a leg	-4 -3 -4
a litle	-6 -7 -6
a man	-6 5 -2
a move	-6 -6 -3
a nap	-7 -1 -3
a new	-5 -3 -1
a note	5 3 0
a pain	-1 0 0
a pan	-6 4 0
a parking	-10 -6 -4
a patient	-6 -6 -2
a pil	-7 -5 -8
a plan	6 -3 -1
a plane	-7 -3 -3
a poem	-2 -1 -1
a potery	-7 -7 -6
a ps5	-3 -1 0
a pupy	-3 -2 -2
a rainbow	-3 -3 -3
a razor	10 0 0
a reading	3 -2 -2
a rope	5 -1 -2
a sabatical	-4 -1 -3
a safe	-5 -2 -3
a scholarship	-3 -2 -2
a secret	-2 -3 -3
a sign	-1 -4 -8
a simple	-5 0 0
a smal	-7 -5 -3
a softer	-7 -7 -7
a stick	0 6 0
a tato	-7 -1 -2
a tracker	-3 7 0
a vacation	-5 -4 -4
a voice	0 -3 -1
a weight	6 -1 -1
a wekend	-5 -3 -3
a white	-4 -2 -3
a whole	-4 -1 3
a word	1 -1 -3
a yes	-5 -1 0
abeg _ more	-4 -3 -5
abeg one	-4 -3 -5
about	0 -5 -4
about _ al	8 0 -1
about _ and	-8 -6 -10
about _ die	-4 0 -1
about _ dream	-6 -1 0
about _ dying	4 -1 -2
about _ ex	-4 -5 -6
about _ exam	-12 -2 -6
about _ health	-5 -1 -2
about _ kiling	3 0 0
about _ plans	-3 0 0
about _ the	12 0 -3
about _ trip	-4 -1 0
about _ wrists	4 0 0
about a	-5 -7 -9
about faling	-3 -2 -1
about her	-5 -7 -6
about is	6 0 -2
about it	-2 -2 -2
about jumping	7 0 0
about just	8 -1 0
about kiling	9 0 -5
about me	-7 -5 -6
about money	-12 -3 0
about moving	-7 1 -1
about my	-8 -5 -7
about suicide	1 -1 0
about the	-5 -3 -4
about tomorow	-9 -8 -10
about work	-11 -5 -5
above	-7 -6 -5
abroad	-10 -8 -5
absolutely	-8 -5 -4
absolutely _ the	-4 -3 -5
abt	6 -1 -1
abt _ it	4 -1 -1
abt ending	4 -1 -1
abuse	-6 0 -2
abused	-4 11 -4
abused me	-1 3 -1
abusive	-8 1 -5
ace	-6 -4 -5
acept	-1 -3 -4
aches	-9 -10 -8
acident	5 -8 -1
acount	5 -2 -5
acros my	12 -5 -5
acros the	-5 3 0
act	-9 -3 -5
acting	-8 0 2
actualy _ anyway	-7 -5 -5
actualy forever	3 0 -1
actualy gone	4 0 0
acurate	-7 -5 -5
aded	1 -5 -5
admirer	-4 -3 -3
adopt	-9 -7 -3
adopt _ cat	-5 -2 -2
adopt _ dog	5 0 0
adopt _ pupy	-3 -2 -3
adopt _ second	-4 -1 -2
adult	-9 -8 -6
advice	-6 -7 -8
advice _ today	-3 -3 -2
advice for	-4 -2 -2
advice please	-4 -3 -4
afairs	6 -1 -1
afraid _ dying	-5 -6 -7
afraid _ husband	-3 5 -1
afraid my	-3 5 -1
after _ apraisal	-3 -4 -2
after _ concert	-2 -2 -1
after _ every	-5 -1 -2
after _ first	-7 -1 0
after _ gone	9 -1 -1
after _ hike	-1 -2 -1
after _ in	-6 -1 -6
after _ of	-6 -7 -8
after _ so	9 -3 -3
after a	-11 -4 -1
after losing	-4 -7 -3
after she	-7 -6 -4
after taking	-4 -4 12
afternon	-4 -4 -6
again	2 2 -7
again _ time	2 -5 0
again _ wil	-5 2 0
again after	8 1 0
again banging	-2 4 -2
again deper	3 0 0
again im	-7 -4 -4
again is	-7 -8 -2
again lately	4 0 0
again next	-7 2 -2
again pls	-5 -6 -6
again she	-5 -3 0
again should	-9 -11 -1
again stres	-5 -2 -1
again the	4 -1 -4
again tonight	3 4 -2
again whatever	-3 -3 -3
again while	-3 4 0
again wil	-5 -8 -1
agatha	-3 -3 -1
agatha christie	-3 -3 -1
age	-6 0 -2
agency	-2 7 -2
ago	0 -5 6
ago _ tried	-8 -2 -1
ago i	0 -2 1
ahead	-10 -8 -6
air	-8 -6 3
aircon	-10 -4 -1
al _ clothes	6 -4 0
al _ meds	5 -1 0
al _ mums	-7 0 6
al _ pils	8 -1 -2
al _ time	10 -2 -3
al _ while	-2 -1 0
al around	-6 -4 -2
al god	-7 -5 -10
al i	6 0 0
al night	-5 -2 -2
al nothing	4 0 0
al over	-5 3 2
al readings	-6 -7 -7
al statuses	-6 -5 -5
al that	-5 -3 -4
al themes	-6 -5 -5
al up	8 0 -1
al wekend	-7 -7 -6
alarm	-8 -6 -2
alarm _ every	-3 -3 0
alarm clock	-7 -3 -1
alergy	-9 -1 -5
alive anymore	9 -1 -1
alive in	-11 -3 -1
alive tomorow	7 -2 -1
almost _ me	-6 -6 -4
alone	-8 2 2
alone for	-5 -7 -4
along	-2 -10 -6
along _ my	-2 -2 0
along after	-4 0 0
already	7 2 -2
already _ my	7 -1 0
already _ the	4 -2 -1
already _ your	-8 -4 -3
already decided	7 -5 -2
also _ it	6 0 0
also _ my	-7 -2 -3
always	2 -2 -9
always _ the	-7 -5 -4
always _ to	-7 -5 -1
always comes	-7 -5 -3
am _ done	-5 -5 -4
am _ lucky	-4 -3 -3
am _ stres	-3 0 0
am _ the	-1 6 -1
am _ to	3 -3 -2
am going	7 0 -1
am i	-14 -8 -9
amazing	-9 -7 -8
ambulance	4 -1 8
among	-8 -4 -7
among us	-4 -4 -4
an _ ago	0 0 4
an adult	-7 -2 -4
an di	-7 0 5
an era	-3 0 0
an exam	-6 -6 -2
an old	-8 -9 -7
ancestors	-6 -5 -4
anchor	-3 -4 -5
and	0 4 7
and _ !be	8 0 0
and _ !come	13 -3 -5
and _ about	5 -1 -1
and _ actualy	-9 -2 -9
and _ again	-10 -6 -8
and _ al	-3 -3 -3
and _ are	-10 -11 -6
and _ back	-7 -7 -5
and _ best	-6 -6 -7
and _ blue	0 0 4
and _ but	-4 -6 -5
and _ by	0 -4 -7
and _ canot	-4 0 5
and _ card	-3 -1 -3
and _ date	6 0 0
and _ disagre	-5 -7 -6
and _ every	-5 2 -1
and _ fine	-7 -5 -7
and _ for	0 -3 -5
and _ get	-5 -2 1
and _ geting	-1 -1 6
and _ handful	-1 0 5
and _ has	-7 3 2
and _ he	-3 2 4
and _ home	-5 -3 -4
and _ into	-5 0 -1
and _ is	-10 -1 1
and _ it	0 -2 -3
and _ just	7 -2 -1
and _ kids	-4 4 1
and _ left	-6 1 7
and _ listen	6 0 -1
and _ logins	5 -2 -2
and _ loks	-7 -2 -3
and _ lost	-5 -3 -3
and _ love	-6 -3 -5
and _ make	-3 -2 -2
and _ makes	-10 -8 -2
and _ me	-1 10 -1
and _ mesaging	0 6 -2
and _ my	-1 2 -4
and _ on	-3 -5 -6
and _ out	-8 -2 -11
and _ over	-7 0 -3
and _ pasing	-2 0 3
and _ shes	-1 -2 7
and _ so	-3 -2 5
and _ starting	6 0 0
and _ stuck	0 -1 7
and _ sudenly	0 0 4
and _ thinking	6 0 0
and _ us	0 8 -1
and _ want	5 -1 -1
and _ went	-8 -4 -8
and _ when	-8 -3 -3
and _ with	-5 -7 -8
and _ woke	-3 2 -3
and _ you	-7 1 -4
and a	-3 -3 -6
and always	-5 -6 -4
and ate	-9 -4 0
and be	5 4 -4
and beat	-2 6 0
and bit	-5 6 2
and bleding	-1 -1 9
and burn	-3 -2 -3
and cant	-6 -3 4
and confused	-4 -3 7
and dizy	-1 0 5
and do	-8 -3 -3
and downsize	-2 -3 -4
and dying	-6 -4 -5
and end	6 0 0
and everything	-7 -3 -7
and gave	4 -1 -1
and give	-5 -1 -1
and go	-3 -5 -4
and got	-5 -6 -6
and had	-3 -3 -3
and healthy	-4 -4 -3
and honestly	5 -3 -2
and how	6 0 -1
and i	-1 -1 0
and last	0 3 0
and leaves	-2 6 -3
and left	-3 1 -4
and let	-4 -5 -5
and limp	-1 -1 6
and listen	-9 -4 -4
and loving	-8 -7 -5
and move	-6 -5 -5
and my	2 2 8
and nobody	-3 -4 -1
and of	-5 -3 -7
and on	3 -5 -5
and one	-5 -4 5
and rest	-6 -5 -8
and return	-6 -4 -5
and says	-5 3 -1
and slaps	-1 8 0
and so	7 -3 -2
and start	-11 -2 -2
and storage	-3 -3 -3
and survived	-8 -6 -8
and switch	-3 -2 -3
and tape	3 -1 -1
and the	-2 -6 0
and they	-8 2 -7
and think	9 -1 -1
and this	-3 -5 -5
and touches	0 9 0
and use	-4 -2 -2
and wait	-3 2 -6
and was	-4 -5 2
and welcome	-4 -4 -4
and whezing	-1 -1 2
and wil	-5 2 -1
and with	-4 -3 -4
and wrote	8 -6 -3
and you	-5 -4 -4
and your	-8 -5 -5
angry _ my	-7 -6 -3
angry and	-1 3 -1
angry at	1 -5 -3
animal	1 -3 -2
animal oracle	-4 -3 -2
animals	-11 -9 -9
aniversary	-8 -9 -4
ankle at	-6 -5 -6
another	-1 0 -8
another day	-5 0 -6
anoyed	-9 -7 -8
anoyed at	-4 -3 -2
anoying	-11 -8 -6
answer	-1 -6 -2
answer log	-6 -4 -4
answered	-8 -7 -7
answered on	-6 -5 -5
answers	-7 -6 -6
antibiotic	-3 -2 6
antidepresants	10 -2 -2
antidepresants _ im	-1 -1 4
antidepresants in	-5 -3 0
anxiety	-6 -2 -5
any	-4 -5 -7
any _ from	-6 -1 -1
any _ i	5 -1 -1
any chance	-12 -5 -3
any guidance	-9 -7 -7
any luck	-5 -3 -4
anymore _ this	6 3 -1
anyone	8 1 -2
anyone _ i	6 1 0
anyone _ me	3 0 0
anyone else	-6 -3 -2
anyone even	10 -4 -1
anyone mis	3 0 0
anything _ the	-3 0 -1
anything after	10 -1 0
anything just	-7 -6 -6
anyway	3 -3 -4
anyway what	5 0 0
anyway whats	-10 -1 0
ap	3 -10 -6
apart	-6 -2 -3
apartment	-7 3 -2
apearing	-11 -8 -9
aplied	-5 -2 -1
apologize	-3 -3 -3
apologize first	-4 -3 -4
apology	-7 -3 -3
aprove of	-5 -5 -2
aproved	-10 -5 -4
aproved son	-3 -2 -2
aps	-7 -3 -2
arabic	-6 -5 -5
arabic 15	-6 -5 -5
arangements	13 -1 -2
are _ blue	0 0 4
are _ exam	-4 -4 -4
are _ feling	-3 -2 -2
are _ in	-3 -3 -4
are _ kiling	-3 -3 -3
are _ lol	-6 -2 -4
are _ me	-2 -4 -3
are _ now	3 -6 -9
are _ on	-6 -3 -1
are _ sky	-2 -2 -1
are _ the	4 2 -6
are _ to	-8 -7 -8
are eating	-5 -4 -6
are enough	2 0 0
are going	-6 -6 7
are guided	-2 -3 -2
are human	-3 -3 -3
are not	-4 -6 -7
are over	-7 -4 -4
are part	-9 -8 -7
are the	-5 -3 -4
are thriving	-6 -2 -3
are turning	-1 -3 5
are you	-5 -2 -1
area	-6 -2 -4
argue	-6 1 -8
arguing	-7 -6 -9
arm _ says	-1 5 -1
arm for	-5 -6 0
arm on	-6 -4 -4
arm with	8 -2 -4
arms	7 3 0
arms _ fel	2 0 0
arms _ my	7 0 0
arms to	2 0 0
arms with	9 -1 0
army	-3 -6 -9
around for	5 0 -1
around you	-5 -2 -2
arthritis	-10 -6 -6
as _ kid	-7 -3 -5
as a	-5 -2 -10
asalha	-5 -4 -4
asalha bucha	-5 -4 -4
asante	-3 -5 -6
asante oracle	-7 -5 -6
asaulted	-4 5 -3
asaulted _ work	-2 4 -2
asaulted at	-2 4 -2
asaulted me	-1 4 -2
ashes	-1 -8 -6
ask _ first	-3 -1 -2
ask _ im	3 -1 0
ask _ last	4 -1 -1
ask _ leave	-6 -2 -6
ask _ question	-5 -2 -3
ask _ to	-5 -5 -3
ask her	-4 -3 -3
ask me	-8 -4 -2
ask one	6 -1 0
asked about	-11 -3 -2
asked for	-4 1 -1
asked me	-6 -7 -1
asking	4 -4 -4
asking _ me	9 -2 0
asking _ my	-4 -2 -2
asking about	-3 0 0
asking because	12 -1 -2
asks _ to	-5 -1 -2
asks you	-5 -3 -2
aslep _ time	4 0 0
aslep and	6 -2 -4
aslep god	4 0 0
aslep on	-2 -2 -6
asthma	-3 -4 6
at 40	-10 -5 -5
at 45	-8 -2 0
at 60	-7 -3 -6
at _ again	1 -5 -2
at _ age	-3 -3 -2
at _ bank	-4 -4 -2
at _ brother	-5 -3 -3
at _ but	-9 -4 -6
at _ characters	-2 -2 -2
at _ dance	-9 -8 -10
at _ dor	0 6 0
at _ home	-5 3 -1
at _ its	-7 -7 -8
at _ job	-5 1 -8
at _ knife	3 0 0
at _ mouth	-1 -2 6
at _ my	-2 -5 -2
at _ new	-10 -5 -1
at _ ofer	-3 -1 -1
at _ or	-5 -4 -1
at _ party	-8 2 1
at _ raped	-2 5 -2
at _ same	-5 -1 -3
at _ schol	-4 -5 -3
at _ talent	-4 -2 -2
at _ to	-10 -4 -4
at _ today	-1 0 -2
at _ truck	-4 -5 1
at _ weding	-7 -6 -6
at _ would	5 0 0
at ches	-5 -6 -2
at coking	-3 0 -1
at easter	-6 -3 -2
at karaoke	-6 -6 -4
at least	0 -6 -4
at safaricom	-3 -2 -1
at sea	-4 -4 -8
at this	-3 -5 -5
ate	-4 -11 2
ate _ bunch	-2 0 7
ate _ much	-6 -2 -7
ate _ poison	-2 -1 6
ate rat	-2 -1 6
ate to	-7 -3 -9
atention	-7 -5 -3
audition	-10 -5 -6
auld	5 0 0
autumn start	-1 -3 -1
avoid	-7 -2 -2
awake	10 -6 2
awake i	9 -1 -1
away	2 -6 -5
away _ never	6 0 0
away _ old	-9 -2 -1
away _ phone	-3 -1 -1
away _ plants	6 0 -1
away my	4 -6 -4
baby	-5 -1 6
baby _ !breathing	0 0 3
baby _ breathing	-1 0 3
baby _ having	0 0 9
baby _ healthy	-2 -3 -4
baby _ strugling	0 0 3
baby be	-2 -2 -4
baby isnt	0 0 4
baby son	-3 -1 -3
baby stoped	-2 -1 3
baby swalowed	0 0 2
back	-3 2 -2
back _ answer	-3 -3 -3
back _ by	-3 0 0
back _ do	-6 -1 -3
back _ leave	-6 -5 -1
back _ login	-4 -5 -6
back _ me	1 -6 -4
back _ now	-6 -5 -5
back _ schol	-5 -6 -2
back _ the	-3 -5 -3
back _ where	-1 -1 -1
back _ work	-7 -3 -5
back _ your	-7 -9 -5
back and	4 0 0
back at	-5 -5 -2
back every	-5 -4 -3
back from	-6 5 -7
back im	-3 3 0
back into	-6 -2 -2
back on	-4 -3 -3
back tho	4 0 0
back to	-1 -4 -4
back tonight	5 0 0
back up	0 -5 -6
back what	-7 -4 5
backup	-7 -5 -5
backup _ storage	-3 -3 -3
backup and	-3 -3 -3
bad _ day	-9 -5 -5
bad _ i	-7 -6 -3
bad _ this	-3 -1 0
bad _ when	-7 -8 -5
bad and	-4 -3 3
bad habits	-3 -2 0
bad luck	-5 -3 -6
bad rn	4 0 -1
bag over	7 -3 -2
baht by	-6 7 0
bakery	-7 -3 -2
bakery _ the	-1 -1 -2
baking	-7 -4 -8
balance	-8 -6 -6
balcony _ morning	-4 -3 -2
balcony railing	4 -2 -2
balcony this	-4 -3 -2
balcony tonight	2 0 0
bald	4 -1 -1
bald patch	4 -1 -1
bali	-6 -2 -2
bali _ a	-4 -1 -2
bali for	-5 -3 -2
band	-10 -6 -6
bangkok yes	-4 -3 -3
bangs	-8 -3 -3
bar	-4 4 -1
bar in	-5 -1 -1
barely	-2 -3 5
barked _ night	-3 -3 -2
barked al	-3 -3 -2
based	-3 -3 -3
based unsetling	-3 -3 -3
basil	-9 -5 -6
batery	-10 -5 2
batery _ dead	-4 -2 -5
batery is	-5 -3 -6
bath and	2 -4 0
bc	5 -3 -3
be _ about	-8 -2 -2
be _ and	-4 -5 -5
be _ as	-6 -7 -7
be _ blodbath	-4 -4 -4
be _ by	3 -7 -5
be _ calmer	-3 -1 0
be _ confident	-4 -2 -2
be _ end	-4 -3 -2
be _ him	5 0 0
be _ if	10 -4 0
be _ last	4 -1 0
be _ meat	-3 -1 0
be _ more	-6 -4 -1
be _ one	-8 -4 -5
be _ semester	-2 -2 -3
be _ tho	3 0 0
be _ to	-1 -2 -1
be _ with	10 -1 -2
be an	-10 -6 -6
be aproved	-8 -4 -2
be dead	8 -6 -4
be delayed	0 -2 -4
be fre	3 2 0
be friendly	-2 -2 -3
be fun	-6 -5 -2
be god	-5 -1 -2
be grateful	-4 -3 -4
be here	12 0 0
be honest	-4 0 -2
be my	4 1 0
be nothing	8 -1 -1
be over	8 -1 -1
be ready	-11 0 -1
be rich	-6 -6 -4
be sad	7 0 0
be simple	-3 -2 -2
be sting	-5 -1 5
be with	8 0 0
be yourself	-3 -3 -3
beat	-11 4 -4
beat _ at	-3 -5 -2
beat _ up	-1 6 0
beat it	-8 -6 -4
beat the	-7 0 -2
beaten	-4 5 -3
beaten _ my	-2 3 -2
beaten by	-2 3 -2
beats	-5 3 -3
beats _ and	0 6 -1
beats _ brother	-1 2 0
beats _ up	0 5 -2
beats _ why	-3 -3 -4
beats my	-3 9 -2
because _ always	-4 -3 -1
because _ dont	10 -7 -1
because _ payday	-4 -3 -3
because _ want	9 3 0
because _ where	4 -1 0
because its	-3 -3 -3
because my	-10 1 -7
because she	-7 -4 -1
because thats	7 0 0
bed early	-7 -2 -4
before	2 -6 -5
before _ concert	-6 -1 -3
before _ do	3 0 0
before _ end	8 5 0
before _ exam	-7 0 -1
before _ holidays	-3 -4 -3
before _ weding	-4 0 -1
before forty	-4 -3 -3
before he	-1 -5 -1
before my	-10 -3 -4
before songkran	-6 -3 -2
behind	-1 -6 -7
being _ at	-5 7 -4
being _ by	-6 0 -3
being _ on	-5 -3 -6
being _ one	-8 -5 -1
being _ person	7 -2 -2
being _ tired	0 -1 -2
being alive	8 -3 -2
being beaten	-2 3 -2
being dramatic	-11 -4 -5
being held	0 5 0
being here	-4 -2 -4
being noisy	-2 -3 -2
being single	-5 -3 -3
being so	-8 -1 -2
believe	-3 6 -3
believe me	-5 6 0
belong	-12 -5 -7
belt	-2 9 1
belt again	-2 5 -4
ben	7 2 1
ben _ a	-1 -8 -3
ben _ about	3 0 0
ben _ again	9 0 0
ben _ al	-3 -1 4
ben _ away	2 0 0
ben _ for	-5 0 1
ben _ it	4 0 0
ben _ me	-3 7 -1
ben _ up	6 0 -1
ben counting	8 0 0
ben folowing	-1 5 0
ben giving	6 0 0
ben going	3 0 3
ben holding	6 -3 -7
ben loking	5 -1 0
ben planing	5 0 0
ben saved	-5 -4 -3
ben saving	10 0 -2
ben seing	-7 -5 -2
ben stabed	-4 -3 4
ben stockpiling	7 -1 -1
ben taking	9 -4 -2
ben thinking	7 0 0
ben through	-9 -8 -5
beneath	-8 -3 -4
beneath _ surface	-2 -3 -3
beneath the	-6 -2 -3
benign	-7 -5 -3
berlin	-6 -3 -5
best _ ever	-9 -5 -4
best _ get	-3 -1 -3
best for	-6 -2 -1
bet on	-6 -1 -2
beter _ am	9 -1 -1
beter _ dead	6 0 -1
beter _ if	9 -4 -1
beter _ wek	-2 -3 -3
beter after	-5 -4 -7
beter friend	-7 -2 -2
beter i	10 -4 0
beter now	-9 -6 -10
beter of	8 -5 -1
beter slep	-5 -2 -5
beter son	-8 -5 -7
beter than	-4 -8 -8
beyond	-10 -6 -6
bf chokes	0 8 0
big	-9 -3 -3
biger	-8 -2 0
bike	-7 -7 0
bike _ im	-4 -1 -3
bike but	-4 -1 -3
bingo	-4 -4 -3
bingo _ this	-3 -3 -4
bingo luck	-3 -3 -4
birthday	-1 -6 -11
birthday _ month	5 0 0
birthday next	5 0 0
bit	-3 -5 -2
bit _ but	-3 -3 -2
bites	-6 4 -5
biting _ own	3 -1 -2
bits	-4 -4 -1
black again	-4 -2 -1
blade	14 -1 -3
blade _ my	4 0 0
blade from	3 -1 0
blanket	-8 -3 -7
blanket and	-7 -3 -3
bleach	-1 -3 11
bleach _ mistake	-1 0 4
bleach by	-1 0 4
bled again	6 -3 0
bleding	-4 -4 12
bleding _ after	-1 -1 6
bleding _ so	0 0 2
bleding badly	-2 -2 4
bleding heavily	-3 -1 8
block	-9 -4 -3
blod	-2 -5 13
blod _ !stop	-2 -1 6
blod a	-5 -1 5
blod everywhere	-2 -6 6
blod presure	-3 -1 1
blod spurting	-3 -3 6
blod thiners	4 -1 -5
blodbath	-9 -2 -5
blue	0 -5 9
blue _ for	4 -2 -2
blue _ he	-3 -3 3
blue before	-5 0 -4
blury	-7 -1 6
boiling	-3 -2 4
bok	-11 -7 -5
bok _ wekend	-4 -1 -1
bok has	-3 -1 -1
bok this	-4 -1 -1
boked	-10 -6 -6
boked for	-6 -1 -8
bone is	-2 0 7
bored	-8 -7 -8
bored _ could	-4 -1 -1
bored i	-4 -1 -1
boredom	-5 -4 -2
boredom _ this	-7 -4 -5
boring	-8 -4 -2
boring job	-4 -3 -3
born	-5 -2 -4
borow	-5 -4 -1
borowed	-7 -6 -2
bos	-9 -1 -5
bos _ a	-3 -3 -2
bos _ asaulted	-1 4 -1
bos _ my	-4 -4 -1
bos _ the	-2 6 -1
bos _ to	-5 -6 -7
bos aprove	-5 -5 -6
bos at	-3 8 0
bos groped	-1 3 0
bos is	-2 -4 0
bos kep	0 -2 0
bos like	-6 -5 -5
bos sexualy	-1 4 -1
bot	3 0 0
bot _ just	6 0 -1
botle _ sleping	-2 0 2
bought	8 -4 -5
bought _ a	-9 -6 -7
bought _ charcoal	6 0 -2
bought _ gun	5 0 0
bought _ knife	4 -2 0
bought _ new	-9 -5 -4
bought _ not	3 0 0
bought _ one	5 0 0
bought _ pesticide	3 0 0
bought _ rope	4 0 0
bought _ today	5 -1 0
bought _ up	-4 -3 -4
bought charcoal	5 -1 -1
bought crash	-3 -2 -3
bought go	-4 -3 -4
bought the	6 -1 -1
bowline	-10 -3 -4
boxing	-10 -4 -4
boy _ girl	-2 -4 -5
boy or	-2 -4 -5
boyfriend _ hiting	0 5 0
boyfriend _ it	-6 -1 0
boyfriend _ love	-3 -2 -3
boyfriend _ to	-5 6 -2
boyfriend _ was	-1 -1 -1
boyfriend beat	-2 3 0
boyfriend cal	1 0 0
boyfriend choked	-3 9 0
boyfriend is	-6 -2 -2
boyfriend it	-1 -1 -1
boyfriend realy	-3 -2 -3
boyfriend slaped	-2 6 -1
boyfriend threatened	0 3 0
boyfriend threatens	-1 9 -1
brain	3 -6 -4
brakes	-8 -6 -7
brb	-9 -8 -8
bread	-9 -7 -8
break _ leg	-4 -3 -4
break _ legs	-1 5 0
break _ social	-4 -5 -5
break a	-4 -3 -4
break my	-1 5 0
break up	-10 0 -2
breakfast	-8 -2 -10
breaking bad	-7 -4 -6
breakup	-9 -3 -8
breathe	-3 -6 5
breathe _ turning	0 0 3
breathe and	-8 -3 -3
breathing	-1 -2 8
bridge	9 -3 -2
bridge _ just	4 -1 -1
bridge in	7 -1 -2
bridge now	5 -1 -1
bridge on	8 0 0
bring	-2 -3 -7
broke	-8 -6 -4
broke _ heart	-2 -5 -5
broke _ my	-3 1 0
broke down	-4 -5 -3
broke into	-6 0 -1
broke up	-3 -12 -7
broken wil	-5 0 -7
brother _ abused	-1 3 -1
brother _ again	-4 -2 -1
brother beat	-2 -4 -4
brother beats	0 4 -1
brother for	-4 -3 -2
brother just	-3 -1 -4
brother kicked	-2 5 0
brother sexualy	-1 3 -1
bruh	-9 -1 -7
bruises	4 10 -9
bruises on	-3 5 0
brushing	6 -2 0
brutal	-10 -4 -4
bucha	-7 -6 -6
budget	-12 -10 -5
budget spreadshet	-5 -4 -6
budhist	-7 -7 -6
budhist lent	-4 -3 -3
build	-9 -6 -4
building	5 -3 -1
building ned	8 -2 -2
built	-9 -5 -6
bumped	-6 -6 -7
bunch _ my	-6 0 8
burden _ everyone	3 0 0
burden _ this	3 0 0
burden everyone	6 -1 0
burden to	2 -2 -3
buried	-14 -8 -9
burn _ hand	4 -1 0
burn _ with	6 -1 0
burn myself	6 0 0
burned	-1 -8 3
burned the	-4 -6 -7
burning	1 -2 9
burning my	12 -1 -1
burning myself	8 0 -2
burns	2 8 -4
burns _ with	-3 6 -1
burns me	-3 6 -1
bury	-9 -7 -2
bus _ the	6 0 -4
bus on	7 0 -2
bus or	-6 -2 -1
busines	-5 -4 -5
busines _ this	-2 -1 -1
busines partner	-8 -9 -4
busines survive	-3 -1 -2
but _ be	-9 -3 -4
but _ fine	-6 -5 -8
but _ the	-4 -3 -2
but al	-4 -2 -2
but i	-2 -5 -1
but il	-11 -2 -3
but is	-3 -4 -7
but not	0 -7 7
but she	-5 -5 -6
but the	-4 -7 -6
but this	9 0 0
buton	2 -2 11
buton and	7 -1 -8
buton batery	-1 0 5
buy	-4 -7 -4
buy _ concert	-4 -1 -3
buy _ house	-7 -3 -4
by _ and	-6 -4 1
by _ bus	5 0 0
by _ end	4 0 0
by _ father	-2 3 -2
by _ hair	-2 5 0
by _ lol	-8 -7 -1
by _ spring	-4 -1 -4
by _ teacher	-2 3 -2
by _ the	-6 -1 -1
by _ time	5 0 0
by acident	-7 -6 0
by my	6 4 -5
by myself	-6 -5 -4
by suport	-3 -3 -3
bypas	-8 -5 -8
c	-6 -3 -6
cabin	-7 -5 4
cabinet _ an	5 -1 -4
cabinet tonight	9 0 0
cable	-2 7 -1
cactus	-9 -5 -4
cafeine	-3 -1 -3
café	-6 -7 -7
café job	-7 -6 -5
cake	-5 -6 -5
cal _ back	0 -1 0
cal _ today	-3 -3 -2
cal grandma	-4 -4 -5
cal mum	-6 -2 -4
cal rise	-3 -2 -2
caled	-1 -8 -6
caled _ bank	-6 -5 -3
caled my	-9 -1 -2
caled the	-7 -4 -6
calm	-3 -4 -8
calm after	-4 -4 -4
calm and	-9 -4 -8
calm i	9 0 0
calmer	-6 -7 -4
calmer parent	-3 -1 0
came	-5 5 1
can _ a	-9 -4 -1
can _ about	5 0 0
can _ ask	-5 -5 -6
can _ gas	0 0 9
can _ it	-6 -2 0
can _ on	11 -1 -2
can _ penguin	-5 -1 0
can _ predict	-4 -3 -3
can barely	-6 -3 6
can be	-8 -7 -8
can get	7 -2 -2
can have	11 -8 -3
can i	-7 -5 -9
can the	-5 -3 -2
canae	11 -6 -3
canceled _ gym	6 -1 -2
cancer _ long	-2 -2 -2
canot _ his	-3 -1 4
canot _ up	-4 -1 6
canot be	-6 -6 -5
canot get	-4 -1 5
cant	5 4 14
cant !be	-4 -2 -6
cant !kep	3 0 0
cant !se	3 -2 5
cant !slep	-8 -5 -5
cant _ !anymore	4 0 0
cant _ !anything	2 4 -5
cant _ !living	1 0 0
cant _ !my	-5 -2 8
captured	-6 -5 -5
car _ do	-3 -1 -1
car _ insurance	-6 -3 -4
car _ is	-2 -1 -3
car _ me	9 1 0
car _ next	-4 -1 -4
car _ puled	-2 -2 5
car _ use	-4 -2 -2
car and	5 -2 -1
car batery	-2 -3 -3
car crashes	-5 -4 -3
car how	-3 -1 -1
car into	8 -1 -2
car of	7 0 -2
car we	-2 -2 5
card	-2 -5 -5
card _ !mean	-4 -3 -3
card _ ending	4 0 -1
card _ my	-7 -4 -3
card _ showing	-7 -8 -10
card _ today	-5 -5 -3
card _ tomorow	-6 -4 -3
card again	-8 -5 -1
card asks	-2 -2 -2
card doesnt	-4 -3 -3
card library	-9 -5 -8
card meaning	-8 -5 -8
card please	-9 -3 -4
card says	4 -3 0
card tel	4 0 0
cards	-1 -3 -5
cards _ agre	-2 0 -1
cards _ come	-2 -1 -1
cards _ if	3 0 0
cards please	-6 -2 -6
cards that	-2 -1 -1
care home	-3 2 -4
care if	3 -7 0
careful	-2 -1 -3
carer	-8 -4 -8
carer _ i	4 -3 -2
carer advice	-4 -3 -3
carer i	-7 -4 -2
carer should	-7 -4 -1
carer suicide	-8 -2 -5
caries	-9 -5 -7
carve	4 -1 -2
carve _ into	4 -1 -2
carved	6 -3 -1
carved _ into	4 -1 -1
carved words	3 -1 -1
cary	-1 -6 -6
cary into	-5 -3 -1
case	7 -1 -1
cat	3 -6 -5
cat _ home	-7 -3 -2
cat _ me	-10 -6 -1
cat _ my	6 -2 -4
cat _ on	-9 1 -2
cat come	-6 -3 -4
cat ignores	-3 -3 -3
cat or	-5 -1 -1
cat setle	-2 0 -2
cat to	4 -1 0
cataract	-6 -6 -1
catcher	-5 -5 -4
catcher log	-3 -3 -3
categories	-10 -8 -8
category	-9 -7 -7
cats	-2 -9 -4
ceiling fan	8 0 0
celebrate	-9 -6 -3
chanel	-8 -4 -3
change	-7 -1 -6
change courses	-3 -2 -1
change failed	-4 -2 -2
change pasword	-4 -4 -4
changed _ blod	-7 0 -3
changed _ mind	-4 0 6
changes _ ben	-3 -2 -3
changes have	-3 -2 -3
changing majors	-3 -3 -2
chapter	-10 -4 -5
character	-9 -6 -7
characters	-12 -9 -9
charcoal	4 -2 6
charcoal _ tape	3 -1 -1
charcoal and	7 -1 -1
charity	-3 -1 -3
chased	-8 -6 -3
check _ inbox	-3 -3 -3
check _ of	4 -1 -2
check out	5 0 -2
check your	-6 -4 -3
checked _ the	-2 -3 -6
chef	-4 -5 -4
chemo	-8 -8 -2
chers	-7 -4 -6
chers mate	-7 -5 -5
ches	-15 -6 -2
ches again	-2 -4 -1
chest	-7 -6 7
chest _ and	-1 -3 4
chest pain	-5 -1 4
chest pains	0 -2 2
chiang _ next	3 -1 0
childhod	-10 -3 -2
childhod home	-6 -5 -2
chili	-5 -5 -5
chips	-7 -8 -6
choice	-5 -3 -2
choices	-11 -4 -5
choir	-7 -5 -4
choke	-11 4 -8
choked me	-2 5 -1
chokes	-1 6 0
chokes _ during	0 3 0
chokes _ when	0 8 0
chokes me	-1 6 0
choking	-6 -3 7
choking _ a	-1 -1 5
choking _ cant	0 0 4
choking on	-1 -1 7
choping	-10 -1 -2
choping onions	-4 -1 -2
chores	-4 0 -2
chose	-2 -6 -5
chose _ category	-3 -3 -3
chose a	-4 -2 -3
chosen	7 -5 -4
christie	-3 -3 -1
church	-8 -6 -6
cigaretes _ im	1 0 0
circle	-7 -8 -5
city	-6 -3 -9
city _ i	-4 -3 0
city should	-4 -3 0
clas	-7 -3 -7
clas alone	0 3 0
clases	-7 -6 -7
clasic	-9 -9 -10
cleaned	4 -7 -6
cleaned my	2 -3 -2
cleaned the	-7 -3 -4
cleaning	-3 1 3
clear	-10 -5 -6
clear search	-5 -4 -4
clearly	-5 -5 -6
clif _ night	-3 -2 -1
clif every	-3 -2 -1
clifs _ krabi	6 0 0
clifs in	6 0 0
clock _ morning	-3 -3 0
clock every	-3 -3 0
close	-1 -5 -4
close _ eyes	4 -1 -1
close _ your	-6 -2 -2
close my	6 -1 -1
closed	7 -6 3
closed garage	6 0 0
closenes	-7 -5 -4
closer	-6 -4 -4
closer _ doing	5 0 0
closing	-4 -2 7
closure	-7 -7 -5
clothes	-3 8 -5
club	-2 -2 -3
co _ is	-1 0 4
coach _ touching	-1 6 0
coach forces	-3 7 -2
code	-9 -3 -3
cofe	-8 -8 -11
cofe _ and	-5 -4 -8
coincidence	-6 -4 -2
cok	-12 -4 -2
cok _ haha	-3 -2 -3
cok tonight	-4 -2 -1
coked	0 -5 -7
coking	-8 -5 -4
colapsed	-2 -2 11
colapsed _ has	0 -1 3
colapsed _ is	-1 -2 6
colapsed _ the	0 -1 5
colapsed _ wont	-1 -1 4
colapsed and	-1 -2 4
colapsed at	-1 0 8
colapsed in	-1 -1 6
cold	-5 -2 -4
cold water	-6 -2 -5
coleague	-6 -4 3
coleagues	-8 -5 -4
colonoscopy	-11 -4 -1
colony	-10 -7 -8
colour	4 -4 -3
colour _ wek	-3 0 0
colour this	-4 -1 -2
com	-3 -3 -3
come	1 -3 0
come _ friday	-4 -1 -1
come _ her	6 -1 0
come _ to	-5 0 -2
come _ tonight	-6 -3 -4
come _ you	-3 -2 -4
comedian	-10 -7 -5
comedian _ kiled	-1 -1 0
comedian absolutely	-1 -1 0
comes _ you	-9 -7 -4
comforts	-6 -6 -5
coming	-3 2 1
coming _ to	-9 -6 -4
coming back	1 -7 -1
coming out	1 -5 4
coming son	-14 -10 -9
coming up	-6 -8 -2
comit suicide	10 -2 -3
company	-6 -4 -5
compare	-9 -4 -4
compare _ options	-3 -3 -3
compare the	-3 -3 -3
compas	9 -2 -3
compatible	-5 -8 -6
compatible _ leo	-2 -2 -2
competition	-8 -2 -6
complain	-2 6 -1
completely wil	-1 0 -1
comunity	-8 -5 -4
comunity choir	-2 -1 -2
comute	-12 -4 -3
comute _ going	-3 -6 -6
concert	-4 -6 -2
conection	-7 -6 -7
confes	-7 -4 -3
confident	-10 -2 -3
confirmation	-6 -4 -3
confused	-5 -5 10
continue	-4 -3 -2
continue _ my	-2 -3 -3
continue to	-4 -3 -4
contract and	-4 -2 -3
controls	-6 5 -1
controls _ the	-6 4 -1
conversation	-8 -6 -6
cost _ me	4 -1 0
cost of	4 -1 0
cosy	-8 -8 -5
couch	-3 2 -1
cough	-10 -2 4
coughed it	-3 -1 -4
coughing	-5 -3 3
coughing up	0 0 6
could	-4 -7 -11
could _ !submit	-3 -3 -3
could _ die	-3 -4 -2
could _ disapear	4 0 0
could _ for	-7 -1 -1
could _ my	-4 -3 -2
could _ not	8 0 0
could _ of	-2 -2 -1
could die	-9 -2 -1
could kil	-11 -6 -1
could not	-12 -7 -7
could scream	-7 -3 -3
could slep	-7 -2 -2
count	-6 3 -4
counted	10 -1 -2
counted _ writen	3 -1 -2
counted leter	3 -1 -2
counted the	5 0 0
counter _ wil	-10 0 0
counting	-1 -5 -9
counting _ pils	7 0 0
counting my	7 0 0
counting them	9 -1 0
course	-11 -3 -4
course or	-6 -5 -1
courses	-3 -1 0
cousin	-3 -1 1
cousin _ himself	-2 3 0
cousin _ me	-4 -4 0
cousin forced	-2 3 0
cousin money	-3 -1 -2
cousin today	8 -2 0
covered _ hives	-1 0 3
covered in	-1 0 3
cow	-8 -8 -6
coworker	-12 -3 -3
coworker _ electrocuted	0 -2 3
coworker _ friendly	-2 -2 -3
coworker be	-2 -2 -3
coworker got	0 -2 3
coworker trustworthy	-2 -2 -2
coworkers	-5 -4 -2
cpr	-7 -7 1
crash _ burn	-3 -2 -3
crash and	-5 -2 -2
crashed	-5 -8 -4
crawling	-4 -3 -8
create	-10 -7 -6
create acount	-7 -6 -5
creative	-7 -6 -6
credit	-4 -1 -3
credit card	-5 -1 -3
crepy	-13 -5 -4
crescent	-7 -6 -6
cried	-11 -5 -10
cried _ the	-9 -3 -5
cries	2 8 -2
crime	-11 -5 -6
crisis	-12 -3 -4
croisants	-10 -10 -8
crops	5 0 -1
cros	-1 -5 -2
cruise	-7 -5 -6
cruise _ my	-4 -5 -5
cruise at	-3 -3 -3
crush	-6 -8 -2
crush _ to	-2 0 -3
crush and	-6 -1 -2
crush going	-2 0 -3
crush my	-5 -1 -3
crush notice	-3 -2 -3
crushing	-2 -1 4
crushing _ pain	0 0 4
crushing chest	0 0 4
cry	-3 -2 -4
cry _ the	-4 -7 -2
cry at	-6 -6 0
crypto	-6 -2 -1
ctb	13 -1 0
ctb son	8 0 0
cup	-12 -2 2
cupa _ now	-2 -2 -3
cupa right	-2 -2 -3
cupboard should	-7 -2 -1
cups	-3 -8 -2
curent	-9 -6 -2
curent pasword	-4 -3 -5
curiosity	-5 -5 -5
cursed	-11 -6 -4
curtains	-11 -4 -2
cury	-8 -4 -5
cut	2 -4 1
cut _ again	11 -3 -1
cut _ arm	4 -2 0
cut _ bangs	-5 -3 -2
cut _ budget	-5 -2 -2
cut _ chapter	-4 -2 -4
cut _ hair	-10 -3 -4
cut _ last	9 -2 0
cut _ on	-5 -1 -1
cut _ own	-4 -3 -4
cut _ without	-2 -1 -2
cut again	10 -2 0
cut deper	9 0 -1
cut down	-7 -1 -2
cut her	-2 -1 5
cut onions	-2 -1 -2
cut this	-4 -2 -4
cute	-5 -6 -6
cuting	6 -3 -4
cuting _ after	7 0 0
cuting _ again	4 0 0
cuting _ every	6 0 -1
cuting _ own	-8 -1 0
cuting again	12 -1 -1
cuting deper	2 0 0
cuting myself	7 0 0
cuts	7 -3 -4
cuts _ my	6 -2 -1
cuts on	6 -2 -1
d	-6 -5 -7
d d	-5 -5 -7
dad _ a	2 -1 -6
dad _ and	0 0 2
dad _ hed	3 -2 0
dad _ me	-8 6 -1
dad _ unconscious	0 0 3
dad about	-3 0 0
dad beats	0 6 -1
dad doesnt	-8 2 -6
dad gets	-4 6 -2
dad is	-8 -6 4
dad punched	-2 4 0
dad said	5 0 0
dad threatened	-3 -2 -2
dad unles	0 3 0
dads _ a	-2 -2 5
dads _ surgery	-2 0 -2
daily	-9 -4 -6
daily _ please	-2 -2 -3
daily card	-6 -5 -5
dance	-12 -10 -11
dancing	-10 -3 -1
dancing _ does	-1 0 0
dancing _ up	-3 -1 0
dancing what	-1 0 0
dancing woke	-3 -1 0
dark	-1 -7 -1
dark at	-7 0 2
darknes is	6 -1 -1
data	-11 -4 -8
data gone	-2 -2 -2
date	-2 -3 -7
date _ die	4 0 0
date _ me	11 0 0
date _ son	-4 -3 -5
date i	8 0 0
date il	4 0 0
date night	-4 -3 -5
date tonight	-4 -5 0
dating	-12 2 -5
dating aps	-7 -4 -2
daughter _ a	-4 -2 2
daughter _ kerosene	0 0 5
daughter drank	0 0 6
daughter swalowed	-4 -3 5
daughter tok	-1 -1 4
daughter visit	-2 -6 -2
day	2 -4 -6
day _ a	-10 -2 -3
day _ best	-3 -2 -2
day _ die	9 0 0
day _ finaly	7 0 0
day _ god	-7 -2 -3
day _ no	-11 -8 -8
day _ wil	-7 -6 0
day at	-8 -4 -1
day for	-2 -1 -2
day in	-9 2 -3
day lately	4 0 0
day pls	-4 -3 -3
day this	7 0 0
day worth	-3 -2 -2
days _ i	7 -3 -2
days in	-3 -8 -5
days not	6 -2 -1
dead	-3 -4 -5
dead _ after	-4 -3 -3
dead _ brother	-5 -2 -3
dead _ but	-7 -3 -3
dead _ if	-4 -3 -3
dead _ my	-7 -5 -3
dead _ this	-7 -4 -3
dead _ wil	-7 -3 -1
dead again	-9 -3 -3
dead but	-10 -10 -7
dead by	5 0 0
dead inside	-8 -1 -3
dead lol	-11 -2 -2
dead meat	-4 -3 -3
dead my	-2 -1 -5
dead than	7 -1 -1
dead tired	-13 -5 -5
deadline	-8 -6 -6
deadline _ going	-4 -3 -4
deadline _ kiling	-1 -2 -1
deadline is	-3 -4 -2
deadlines	-6 -5 -6
dear _ i	6 0 -2
death	-3 -7 -6
death _ card	-3 -1 -1
death _ next	-5 -3 -4
death _ tarot	-5 -2 -2
death al	0 0 -1
death of	-12 -5 -3
debate	-6 -3 -6
debt	10 0 -7
debt _ things	-3 -4 0
debts	12 -1 -1
deceased	-5 -6 -3
decided	7 -3 -1
decided _ my	3 0 0
decided _ quit	-2 0 0
decided when	8 -1 0
deciding	6 -8 -10
declutering	6 -1 0
declutering lol	5 0 0
ded	5 -5 -5
ded _ ex	-5 -4 -3
degres	-2 -4 -5
deh	5 -1 -1
dei	4 -2 -2
delete	-5 0 -5
delete entry	-6 -7 -4
deleted	1 -8 -4
deleted my	9 -2 -2
deliberately	8 0 -2
dem	5 -5 -4
dentist	-5 1 -5
dentist _ !cavities	-3 -3 -2
dentist no	-3 -3 -2
dep _ dont	8 -2 -3
dep _ it	-2 0 5
deper	6 -2 -9
deper _ time	11 0 0
deper than	9 0 0
deper this	4 0 0
der	-10 -5 -5
deserve	8 -1 -1
deserve _ be	0 -2 0
deserve _ die	6 0 0
deserve _ place	-3 -4 -3
deserve to	6 -1 0
design	-11 -5 -4
destroy	-8 -6 -7
destroyed	-12 -8 -10
destroyed my	-4 -3 -3
detergent	-2 -1 3
detergent pods	-2 -1 3
detox	-5 -2 -5
device	-9 -7 -5
devil	-7 -3 -2
did	-3 -1 -7
did _ !resonate	-3 -3 -2
did _ again	9 2 0
did _ in	-7 -4 -2
did _ reading	-7 -5 -4
did _ turn	-3 -3 -3
did not	-9 -10 -7
did nothing	-10 -10 -6
didnt	3 -2 -5
didnt !work	10 0 -1
didnt _ !wel	-9 -7 -3
die	1 -5 -3
die _ !drinking	-3 -1 -1
die _ bad	6 0 -1
die _ embarasment	-6 -2 -2
die _ is	-8 0 -7
die _ what	4 0 0
die every	-8 0 0
die for	-5 -2 -4
die fr	6 0 0
die if	-7 -6 -2
die lmao	-4 0 -2
die lol	-6 -1 0
die never	-3 -1 -1
die of	-9 -3 -2
die son	-9 -5 -3
die thats	3 0 0
die wil	6 -1 0
died	-8 -10 -8
died _ cancer	-6 0 0
died _ gone	-2 -2 -2
died _ i	-8 -5 -2
died _ nobody	6 0 0
died _ shame	-2 -4 -3
died a	-7 -7 -2
died again	-5 -2 -2
died at	-4 -1 -1
died data	-2 -2 -2
died of	-6 -3 -5
dies	-6 -6 -3
dies in	-5 -6 -4
diet	-9 -4 -5
diner	-4 -2 -3
diner _ has	0 -1 3
dining	-10 -6 3
direction	-10 -5 -5
director	-9 -4 -2
disapear _ a	-8 -4 -3
disapear _ and	5 0 0
disapear _ bali	-3 -2 -3
disapear _ god	6 0 0
disapear _ this	3 0 0
disapear forever	5 0 0
disapear into	-3 -2 -4
disapear permanently	5 -1 -1
disapear to	-8 -4 -2
disapeared _ would	4 -1 0
disapeared nobody	2 -1 0
disapointed	6 -4 -3
dishwasher	-1 -2 8
disown	-9 -5 -1
disown me	-9 -5 -1
display	-6 -6 -6
display name	-6 -6 -6
dispose	-3 -1 -3
dispose of	-3 -1 -3
dizy	-4 -2 11
do _ !have	-8 -2 -2
do _ !intend	4 -1 -1
do _ !run	-3 -3 -2
do _ but	4 -1 -2
do _ cut	-3 -1 -2
do _ dispose	-3 -1 -3
do _ give	-4 0 -1
do _ grieve	-1 0 0
do _ have	3 -5 -4
do _ improve	-5 -2 0
do _ in	-3 -1 -2
do _ kep	-9 -3 -4
do _ my	-5 -3 -3
do _ stop	4 -2 -1
do _ tel	3 -3 -2
do _ truly	-5 -4 -5
do _ wekend	-8 -3 -6
do _ write	6 0 0
do i	-7 -3 0
do it	10 1 -1
do list	-6 -4 -5
do not	1 -7 -3
do things	-4 9 -2
do this	-7 -4 -5
do wel	-2 -3 -1
do with	-4 -4 -3
do you	6 -2 -2
doctor	-1 -7 -8
doctor _ its	-5 -4 -3
doctor changed	-1 0 -9
doctor said	-8 -7 -4
documentary	-7 -3 -4
documentary _ the	-3 -3 -4
does _ best	-6 -8 -7
does _ boyfriend	-3 -2 -3
does _ empres	-8 -8 -8
does _ end	-7 -2 -8
does _ girlfriend	-4 -4 -5
does _ have	-6 -2 -10
does _ like	-6 -6 -3
does _ mean	-7 -2 -3
does _ page	-6 -1 -2
does _ start	-1 -3 -1
does _ stil	-4 -4 -3
does _ ten	-6 -2 -3
does _ thre	-4 -1 -4
does autumn	-1 -3 -1
does he	1 -7 -12
does my	-2 -6 -4
does not	-3 -1 -8
does she	-7 -3 -3
doesnt !get	-10 -5 -7
doesnt !know	11 -6 3
doesnt !mean	-4 -2 1
dog _ anything	6 -4 0
dog _ loved	3 -1 -1
dog _ me	-7 -1 -2
dog _ to	-2 -3 -2
dog i	6 -1 -2
dogs	4 -3 -6
domed	-6 -4 -3
done _ before	-1 5 0
done _ everything	6 -1 0
done _ godbye	4 -1 -2
done _ is	2 -1 -3
done _ life	9 0 -2
done _ my	-6 -8 -13
done _ this	-8 -4 -4
done it	-1 6 0
done tonight	3 0 0
done trying	4 -1 -2
done wrote	3 0 0
dont !plan	6 -2 -2
dont !ruin	3 0 0
dont !se	9 -2 -2
dont !survive	9 -3 -2
dont !think	8 -2 0
dont _ !a	9 -2 -1
dont _ !care	8 0 0
dont _ !fod	7 -3 -1
dont _ !i	6 -1 -2
dont _ !myself	7 0 -1
dont _ !on	3 -2 -2
dont _ !wake	6 -3 -3
dont _ !what	-3 2 -1
dont _ !why	7 0 0
dor _ banging	-2 4 -2
dor _ the	3 -2 8
dor i	-1 4 3
dor with	4 4 0
dorm _ i	-6 -2 0
dorm _ realy	5 -1 -3
dormitory	6 0 7
dors	-8 -6 1
dorway	-6 -2 -6
dorway here	-4 -4 -3
dose _ my	9 -1 -1
dose _ paracetamol	7 -1 -1
doses	-7 -1 -1
double	-6 1 6
double shifts	-9 -3 -4
dough	-5 -5 -8
down _ rest	-3 -3 -3
down _ the	2 -5 0
down on	2 -4 -1
down the	-5 7 1
downsize	-2 -3 -4
drafted	7 -1 -1
drafts	4 0 0
draining	-5 -4 -3
drama	-7 -7 -5
dramatic	-10 -4 -4
drank	-1 -3 13
drank _ bleach	0 0 2
drank _ by	-1 0 4
drank _ what	0 -1 3
drank bleach	-1 0 5
drank kerosene	-1 -1 5
drank poison	0 -1 3
drank some	-1 -1 5
draw	-1 -6 -4
draw _ me	-8 -5 -7
draw for	-3 -5 -5
drawer	9 -3 -1
drawer tonights	1 0 0
drawing	-10 -2 -2
dreading	-7 -4 -4
dream	-6 -6 -9
dream _ dreamt	7 -2 0
dream _ log	-3 -3 -3
dream _ was	-4 -5 -3
dream and	0 -6 0
dream captured	-5 -5 -5
dream catcher	-5 -5 -4
dream category	-6 -5 -5
dream deleted	-6 -5 -7
dream i	-3 -5 -3
dream my	-3 -5 -4
dream of	5 -7 -6
dream statistics	-5 -5 -5
dreamed	-5 -6 -9
dreamed _ a	-2 -5 -4
dreamed _ could	-9 -2 -4
dreamed _ ex	-4 -8 -2
dreamed _ was	-5 -5 -5
dreamed i	-2 -7 -5
dreamed my	-7 -4 -4
dreaming	-3 -3 -3
dreaming _ old	-6 -2 -6
dreaming my	-7 -3 -4
dreams	-3 -8 -9
dreams _ category	-3 -3 -3
dreams _ i	-2 -1 -1
dreams per	-3 -3 -3
dreams should	-2 -1 -1
dreamt	-6 -9 -8
dreamt _ teth	-4 -2 -3
dreamt al	-3 -4 -5
dreamt i	-5 -6 -7
dreamt my	-3 -9 -5
dreamt of	1 -3 -4
dreamt that	-6 -6 -7
dres	-12 -9 -7
drifting	-8 -6 -6
drink	-4 1 4
drink _ the	-6 2 -4
drinks	-8 8 -3
drive	5 -3 -2
drive _ a	5 -1 -2
drive _ car	6 -1 -1
drive into	7 -3 -3
drive of	7 -2 -2
driver	-5 -3 -2
driving _ next	-8 -4 -4
driving _ this	-4 0 0
drop	-2 -6 -1
droped	-2 -6 -2
droping _ her	-1 -1 7
droping _ she	-2 -2 3
droping and	-2 -4 7
drown	2 -1 -1
drown ned	3 -1 -1
drowned	-6 -6 -4
drowning _ asking	3 -2 -1
drowning _ debt	-3 -4 0
drowning _ work	-5 -5 -4
drowning i	4 -1 0
drowning in	-14 -4 -6
drowning peaceful	3 -2 -1
drowsy	-4 -1 7
drunk	-3 5 1
drunk _ say	-2 4 -2
drunk to	-2 4 -2
during _ cal	-7 -6 -4
during _ presentation	-2 -2 -2
during _ today	6 -1 0
during fights	0 3 0
dye _ hair	-7 -6 -3
dye my	-7 -6 -3
dye tonight	6 -3 -2
dying	-7 -7 -7
dying _ do	-6 -5 -5
dying _ go	-3 -1 -2
dying _ know	-7 -8 -4
dying _ should	-1 -3 -3
dying _ single	7 0 -2
dying and	-7 -3 -6
dying every	7 0 -1
dying how	-6 0 0
dying to	-8 -7 -4
each	-3 -6 -6
each _ i	7 0 0
each _ you	-5 -1 -1
each prescription	3 0 0
earing	-3 -5 -4
earlier	-6 -3 5
early	-5 -9 -7
early _ i	-6 -2 0
early and	-5 -1 -2
ease	-10 -7 -7
easter	-8 -6 -4
eat	2 -8 -1
eating	0 -6 0
eating my	-8 -1 -3
eats	-6 -7 -5
edge for	4 0 -1
edit	-6 -6 -6
efort	3 -10 -6
egs	-3 -4 -3
eish	-6 -4 -6
eish ok	-6 -5 -6
elden	-9 -3 -4
elden ring	-9 -3 -4
electrocuted on	0 -2 3
elephant	-8 -7 1
elsewhere	-7 -3 -2
email	4 1 -8
email _ required	-4 -3 -3
email _ username	-4 -3 -2
email is	-4 -3 -3
email or	-4 -3 -2
embarased	-4 1 -1
embarased _ could	-5 -2 -1
embarased i	-5 -2 -1
embarasing	-13 -10 -8
embarasment	-6 -1 -2
embarasment _ what	-1 -3 -2
emotional	-4 -4 -4
emotional tone	-4 -4 -4
empty and	8 -2 1
encrypted	-7 -6 -7
encrypting	-9 -8 -8
end	2 -5 -4
end _ after	8 -1 -1
end _ al	8 0 0
end _ an	-3 0 0
end _ budhist	-2 -2 -3
end _ engagement	-3 -1 -1
end _ for	5 0 0
end _ friendship	-7 -4 0
end _ gym	-11 -5 -2
end _ life	8 0 -3
end _ me	-4 -4 -2
end _ own	8 0 0
end _ project	-4 -4 -3
end _ relationship	-8 -5 -2
end _ so	8 0 0
end _ sufering	4 0 0
end _ this	7 0 0
end _ with	-11 -7 -2
end because	6 0 0
end her	-7 0 0
end it	4 -4 -1
end me	-5 -1 -1
end myself	9 0 0
end this	-4 1 -2
ended	-10 -13 -8
ended _ in	7 -1 0
ending	7 -3 -5
ending _ lease	-5 -2 -2
ending _ life	11 -1 -2
ending _ own	4 0 -1
ending _ tonight	9 -2 -1
ending _ with	-10 -3 0
endings	-4 -3 -2
ends	7 -3 -4
ends _ month	-4 -2 -2
energy	-12 -6 -5
engaged	-8 -2 -2
engagement	-5 -1 -1
engagement _ grown	-3 -1 -1
engagement weve	-3 -1 -1
engine _ just	3 -1 -1
england	-9 -6 -4
english	-5 -11 -3
enjoy	-8 -4 -5
enough	6 -4 -4
enough _ done	4 0 0
enough _ nursing	-5 -1 -1
enough _ scholarship	-3 -1 -1
enough i	7 0 -1
enough im	4 0 0
enough now	8 0 -1
enough wil	6 0 0
enter	-11 -7 -6
entire	-8 -3 -3
entry	-3 -3 -6
entry _ on	2 0 0
entry _ required	-3 -5 -3
entry _ u	2 0 0
entry relapsed	2 0 0
entry thank	7 -1 0
er	-9 -5 -8
era	-6 -1 -5
eror	-3 -3 -3
eror _ entry	-3 -3 -3
eror saving	-3 -3 -3
esay	-7 -5 -9
esay _ a	-2 0 -1
esay get	-2 0 -1
escape	-2 -3 -2
even though	-7 3 -3
eventualy	-6 -4 -3
ever	2 -4 -5
ever _ being	-4 -2 -2
ever _ beter	7 0 0
ever _ here	3 0 0
ever _ over	-8 -6 -1
ever _ rich	-4 -1 -1
ever going	-11 -6 -6
ever stop	-6 -1 -2
ever write	3 0 0
every _ and	-1 6 -4
every _ day	6 -1 -1
every _ im	6 -6 -2
every _ lol	-4 -2 -5
every _ my	-3 3 0
every _ should	-10 -5 -2
every _ this	4 4 -1
every day	0 -1 -2
every holiday	-3 -3 -3
every night	9 3 -6
every spon	-3 -2 -2
every sunday	-11 1 -1
every time	-1 2 -2
everybody	4 -2 -6
everyone	6 -1 -4
everyone _ dancing	-3 0 -1
everyone _ is	3 0 0
everyone _ relieved	7 0 0
everyone _ wek	6 0 -1
everyone at	6 -1 0
everyone laugh	-4 0 -1
everyone loked	4 0 0
everyone this	6 -1 -1
everyone to	-4 -3 -3
everyone was	-9 0 -1
everyones _ god	4 0 0
everyones aslep	8 1 -5
everything	10 -7 -4
everything and	5 1 -1
everything in	9 -2 -4
everything is	-8 -3 1
everything penguin	3 -1 -1
everything this	3 0 0
everything wil	-6 -2 -1
everything would	3 0 0
everythings	8 -1 -1
ex	-4 5 -7
ex _ a	-4 8 0
ex _ back	4 -6 -3
ex _ he	0 9 0
ex _ the	-2 -9 -2
ex _ thinking	-5 -5 0
ex back	-4 -4 0
ex coming	-5 -3 -1
ex going	-3 -4 -4
exam	-3 -6 -7
exam _ dead	-6 -1 -2
exam _ in	-8 -3 -1
exam _ just	-3 0 -1
exam _ lol	-5 0 0
exam _ murdered	-4 -4 -3
exam _ over	-8 -1 -2
exam _ pls	-2 -2 -3
exam _ wek	-6 -1 -1
exam in	-7 -6 -2
exam is	-4 -2 -6
exam luck	-5 -2 -2
exam next	-6 -1 -1
exam today	-4 -2 -2
exam tomorow	-10 -7 -7
example	-3 -3 -3
example com	-3 -3 -3
exams _ over	-5 -1 -2
exams are	-7 -1 -2
exams but	-7 -5 -5
exceded	-3 -3 -3
excel	-6 -6 -5
except	8 -1 -2
exciting	-4 0 0
exist	5 -10 -6
existing	14 -6 0
exit	8 -2 -8
expensive	-8 -5 -2
export	-5 -4 -4
export dreams	-5 -4 -4
exs	-11 -1 -5
face	5 0 8
face _ i	6 5 0
face _ night	-2 4 0
face last	-2 4 0
face sweling	-1 0 4
face when	7 -1 0
fact	-6 -4 -3
fade out	11 0 -1
fail	1 -2 -2
fail this	-9 -2 -1
failed	4 -8 -6
faint	-7 -2 4
fainted _ isnt	0 0 3
fainted _ we	-3 -3 6
fair	-5 -9 -9
faith	-6 -3 -4
fal _ and	6 -1 -2
fal _ to	7 0 0
fal _ what	-5 -5 -3
fal aslep	6 -1 -2
falen	-8 -4 6
familiar	-9 -5 -7
family	-7 -1 -5
family _ i	2 7 -4
family _ ok	6 0 0
family _ the	8 0 0
family _ wil	-8 -4 -2
family if	-1 3 0
family party	-2 3 0
family peace	-8 -6 -5
family stuf	-6 -7 -5
far	-1 -4 1
far _ it	3 -1 -3
farewel _ tel	2 0 0
farewel please	2 0 0
fascinating	-6 -5 -5
fast	-1 -2 5
fasting	-9 -1 -4
father	-1 8 4
father _ me	-3 8 -2
father rapes	-2 4 -2
fathers	-8 3 -5
fault	10 4 -6
fav	5 0 0
favourite	-6 -4 -5
fear	-6 -6 -6
fear _ unsetling	-3 -3 -3
fear based	-3 -3 -3
feathers	-10 -6 -7
fel	-3 -5 3
fel _ and	-3 -1 2
fel _ at	-10 -10 -9
fel _ but	-9 -1 5
fel _ ending	6 -2 -2
fel _ in	-7 -3 -4
fel _ isnt	-1 0 4
fel _ on	-9 -2 -1
fel _ out	-9 -8 -6
fel _ the	-5 -2 3
fel _ to	-7 -6 -8
fel aslep	-5 -4 -5
fel bad	-13 -9 -6
fel calm	10 0 0
fel close	-5 -6 -3
fel dizy	-1 -1 3
fel from	6 -2 11
fel guilty	-3 -1 -4
fel i	7 0 0
fel invisible	-7 -2 -4
fel of	-6 -6 1
fel sick	-6 1 5
fel something	6 -1 -1
fel the	3 -1 -7
feling	-1 -8 -6
feling _ again	2 -1 -2
feling _ at	-5 -2 -3
feling _ bit	-5 -1 -4
feling a	-5 -1 -3
feling beter	-5 -2 -4
feling calm	-4 -4 -4
feling hopeful	-4 -1 -2
feling kinda	-8 -3 -2
feling organised	-6 -1 -5
feling suicidal	3 -1 -1
feling unapreciated	-3 -2 -3
felings	-6 -6 -7
fels	3 -3 2
fels _ the	7 -1 -1
fels _ when	-4 -1 -4
fels right	14 -1 -1
fels so	-7 -1 -4
felt	1 -4 -6
felt _ a	-11 0 -2
felt _ not	-4 -2 0
fence	-3 -4 -5
fern	-2 -2 -2
fern _ dying	-2 -2 -2
fern is	-2 -2 -2
festival	-4 -4 7
fet	-7 -7 -6
fiancé	-9 -1 -9
field	-3 -4 3
field _ morning	-1 -1 -2
field this	-1 -1 -2
fields	-7 -7 -8
fight	-11 -4 -3
fighting	-1 -5 -4
fighting _ curent	-3 -2 -4
fighting _ leting	4 -2 -2
fighting im	4 -1 -2
fighting the	-4 -2 -4
fights	-5 2 -3
fil	-5 -5 -5
filing	6 -3 8
film	-9 -7 -6
film about	0 -1 -2
fina _ myself	3 0 0
fina unalive	3 0 0
final	5 -7 -3
final _ should	-6 0 -2
final _ thanks	6 -2 -1
final _ tomorow	-4 0 -1
final question	-6 0 -2
final reading	6 -1 -1
finaly	0 -7 -5
finaly _ after	-4 -1 -1
finaly _ being	6 -1 -1
finaly _ fre	4 0 0
finaly _ his	-4 -3 -1
finaly _ my	-8 -3 -4
finaly _ of	-3 -2 0
finaly _ the	-6 -4 -3
finaly be	5 -1 0
finaly break	-4 -5 -3
finaly get	6 -1 -2
finaly stop	6 -1 -1
financial	-8 -7 -6
find _ dead	-3 -3 -4
find _ job	-7 -5 -3
find _ lost	-1 -1 -1
find _ peace	-5 -1 0
find _ this	2 -1 0
find my	-12 -6 -5
fine	-2 -5 -7
fine just	1 -5 -4
finish _ job	9 3 0
finish _ life	9 0 0
finish _ thesis	-8 -5 -3
finish it	8 -1 -2
finished	-5 -1 -7
finished the	-7 -8 -4
fire	-8 -4 8
fire and	-1 -3 4
first	-3 -5 -4
first _ go	-2 0 0
first _ of	-11 -2 1
first _ today	-10 -6 -5
first _ tonight	-4 -2 0
first date	-5 -1 -1
first question	-3 -1 -2
first smile	-3 -3 -4
first time	-11 -5 -5
first wek	-3 -7 -1
fish	-7 -9 -7
fit	-7 -4 1
fiting	-1 -4 6
fiting _ the	-1 -4 7
five	-6 -3 3
five of	-5 -7 -6
five years	-11 -3 -4
fix _ aircon	-3 0 0
fix it	-15 -5 -8
fix the	-10 -6 -9
fixed	-9 -5 -9
fixed the	-4 -2 -6
flake	-10 -6 -7
flat	-3 3 0
flat in	-8 -5 -5
flat luck	-3 -3 -4
flatmate	-3 -4 2
flexibility	-5 -5 -5
flight	-9 -3 0
flight _ delayed	-2 -2 -3
flight and	-4 -5 -5
flight be	-1 -2 -3
flight to	-4 -1 -1
flor	3 -2 8
flor of	8 0 -2
flors	9 0 0
flour	-1 -3 -7
flow	-7 -7 -7
flowers	-9 3 -9
flowing	-6 -2 -5
flows	-7 -6 -6
flu	-9 -5 -5
flu _ wil	-2 -3 -5
flu when	-2 -3 -5
fly	-8 -6 -7
flying	-11 -7 -8
foam	-3 -3 6
fod _ punishment	-1 3 -1
fod as	-1 3 -1
fol	-4 -6 -6
folow	0 -4 -8
folow him	6 -2 -1
folow up	-11 -8 -6
folowed	-11 4 -6
folowed up	-6 -9 -6
folowing	-4 4 0
folowing _ and	0 6 -1
folowing _ home	-3 5 0
folowing me	-4 4 0
folows _ to	-2 8 -1
for 3	-9 -4 -3
for _ a	-5 -3 -2
for _ again	-6 -4 -4
for _ comforts	-2 -1 -1
for _ daughters	-8 0 -1
for _ end	5 0 0
for _ gym	-6 -5 -4
for _ haircut	-2 -1 -1
for _ harvest	-3 -2 -2
for _ headache	-6 -4 -10
for _ her	-7 -2 -7
for _ holiday	-2 -2 -4
for _ job	-8 -5 -2
for _ last	-3 -1 5
for _ love	-5 -1 -1
for _ money	-4 -2 -2
for _ month	-6 -2 -3
for _ new	-4 -3 -1
for _ one	7 -1 2
for _ past	-2 0 3
for _ piza	-1 -1 -2
for _ promotion	-3 -2 -1
for _ question	-8 0 -2
for _ readings	5 0 0
for _ rent	0 5 0
for _ tonight	-6 -4 -1
for _ vacation	-4 -1 -4
for _ walk	-6 -2 -1
for _ wek	-5 -6 -2
for _ wekend	-7 -2 -4
for _ weks	-6 -2 -1
for _ year	-7 -5 -3
for al	5 -1 0
for christmas	-5 -4 -3
for diner	-8 -5 -7
for everything	3 0 -1
for god	14 -1 0
for halowen	-5 -1 -5
for her	-8 -3 -5
for him	-6 -7 -6
for his	-8 -4 -2
for leave	-6 -2 -6
for loking	-7 -2 -1
for love	-6 -2 -3
for me	5 -4 -3
for money	0 -1 -1
for mum	7 -2 -4
for new	2 -5 -6
for next	-8 -3 -2
for once	-10 -8 -10
for one	-8 -8 -5
for our	-10 -1 -5
for real	10 -5 -4
for scholarship	-3 -1 -1
for simple	-2 -1 -1
for suicide	6 -1 -1
for the	-4 -5 -4
for this	-3 -5 -7
for today	-8 -5 -3
for us	-6 -7 -5
for you	-9 -4 -2
ford	-6 -6 -4
forever	3 -7 -7
forever _ actualy	3 0 -1
forever _ so	10 -1 -2
forever _ this	-4 -3 -1
forever after	-4 0 0
forever like	4 0 -1
forget	-1 -7 -3
forgive	6 -6 -3
forgive _ friend	-4 -2 -3
forgive my	-6 0 -3
forgot	-8 -3 -6
forgot _ aniversary	-3 -4 -5
forgot my	-6 -5 -5
form	-10 -7 -8
formal	-3 -4 -1
forming	-10 -7 -8
fortune na	-4 -4 -3
forty	2 -4 -1
forward	0 -4 -7
fot	-4 -4 3
fotbal	-9 -5 -7
fotbal team	-8 -4 -7
foty	-11 -5 -3
fought	-10 -6 -6
found	-5 5 2
found a	-4 5 -3
found my	-3 0 4
foundation	-5 0 -3
fre _ the	-7 -2 -2
fre if	4 0 0
frelance	-5 -3 -3
fresh	-4 -3 -5
friday _ beter	-2 -1 -2
friday be	-2 -1 -2
friend	-2 -2 2
friend _ !breathing	-1 0 5
friend _ along	-3 -1 -3
friend _ at	0 0 5
friend _ choking	0 0 4
friend _ i	-6 -6 -6
friend _ me	-9 0 -4
friend _ not	0 0 8
friend _ overdosing	-2 -1 6
friend _ turning	-1 0 6
friend _ want	-5 0 0
friend get	-3 -1 -3
friend isnt	-1 0 5
friend overdosed	0 0 8
friend swalowed	-2 0 6
friend trustworthy	-3 -2 -3
friends	-4 -1 -2
friends _ be	-1 -1 -2
friends _ died	-7 -7 -8
friends _ family	-1 7 -3
friends _ just	4 0 0
friends _ leave	-1 6 0
friends _ wil	-6 -8 -1
friends again	-4 -5 -2
friends mum	-2 -4 -4
friends or	3 6 0
friends party	-1 -1 -2
friendship	-12 -8 -10
friendship reading	-7 -1 0
friendship with	-4 -4 -2
from _ cards	-6 -2 -1
from _ dream	-4 -4 -3
from _ for	-6 -3 -6
from _ girl	0 3 0
from _ he	-9 -1 3
from _ job	-6 -5 -3
from _ landlord	-3 -4 -1
from _ old	-6 4 -1
from _ prescription	3 0 0
from _ rof	7 -2 -3
from _ says	-1 7 0
from _ to	-4 -1 -2
from _ world	3 0 0
from date	-8 -7 -6
front _ a	7 -2 -1
front _ everyone	-10 -5 -2
frost	-8 -5 -6
fuly	-7 -6 -7
fuming	-5 -5 -2
fun	-10 -7 -11
funeral _ a	-3 -1 -8
funeral and	10 -1 -1
funeral director	-8 -4 -3
funeral should	-3 -4 -7
funy	-7 -6 1
furniture	-12 -4 -5
future self	-6 -4 -3
galblader	-5 -3 -2
galblader _ tomorow	-1 0 -3
game	-8 -6 -6
gap year	-4 -1 -3
garage _ friday	4 0 -1
garden	-8 -6 1
gas	-2 -6 10
gas al	0 -1 3
gas everywhere	0 -1 4
gave	5 -5 1
gave _ cat	5 0 0
gave _ dog	7 0 0
gave _ make	-5 -1 -4
gave _ ps5	3 0 0
gave _ the	-4 -4 -4
gave me	-7 -8 -3
gave my	6 -3 -2
gave the	6 0 0
general	-6 -1 -2
generosity	-6 -6 -6
generously	-6 -3 -5
gentle	-9 -5 -6
gentle _ guidance	-2 -3 -2
gentle wekly	-2 -3 -2
gently	-9 -6 -8
gently and	-6 -5 -5
get _ after	-2 4 -5
get _ apartment	-5 -7 -2
get _ deposit	-5 -6 -2
get _ in	-8 -1 -2
get _ internship	0 -2 -1
get _ job	-12 -2 -1
get _ mcgil	-3 -4 -3
get _ medical	-5 -5 -3
get _ ps5	-3 -1 0
get _ same	-5 -4 -2
get _ scholarship	-6 -3 -2
get _ someone	5 0 0
get _ this	-7 -2 -1
get _ to	-6 -7 -6
get _ university	-3 -1 -2
get a	-10 -6 -2
get along	-6 -9 -6
get aproved	-4 -2 -2
get easier	-8 -4 -3
get funding	-2 -2 -2
get if	3 0 0
get it	-10 -5 -1
get stronger	-5 -5 -3
get the	3 -4 -3
get them	-7 -3 -6
get to	7 -1 -5
get up	-2 -1 5
geting	-3 -6 -2
geting _ five	-1 0 -3
geting _ galblader	-1 0 -3
geting _ hermit	-4 -2 0
geting _ i	8 0 0
geting her	-1 0 -3
geting louder	4 0 0
gets _ and	-4 7 -2
gets angry	-3 7 -2
gets beter	9 -4 -1
gets the	13 -2 -3
gets what	6 -1 -2
ghosted	-7 -10 -6
giant	-5 -6 -3
gibous	-6 -5 -5
gifts	4 -2 0
girl i	4 -4 6
girl who	-7 0 0
girlfriend	-4 3 -2
girlfriend slaps	0 4 0
girlfriend want	-4 -4 -5
give	1 -7 -5
give _ a	-5 -2 -2
give _ my	-7 0 0
give _ something	-5 0 -1
give _ that	6 -3 0
give _ time	-6 -4 -1
give _ to	-4 -1 -1
give me	9 0 0
give thanks	-8 0 -1
give time	-3 -1 -3
given	6 -1 0
given _ most	5 0 0
given away	4 0 0
gives	6 2 -6
giving	-2 -8 -8
giving away	-1 -6 -7
go _ its	-4 -2 -3
go _ login	-4 -4 -4
go _ me	-5 -3 -2
go _ or	-10 -1 -2
go _ ready	4 0 0
go _ slep	11 -1 -1
go _ time	-5 -5 -1
go _ you	-4 -4 -5
go do	-3 -2 3
go frelance	-5 -3 -3
go home	-3 4 -1
go im	7 -1 -2
go of	3 -3 -2
go okay	-7 -6 -6
go out	4 6 -1
go pro	-5 -4 -1
go quietly	7 0 0
go smothly	-6 -4 -4
go through	7 -3 -2
go tomorow	-3 -1 -3
go wel	-3 -2 -4
goat	-6 -3 -4
god	-1 -6 -5
god _ after	-3 -1 -1
god _ coking	-3 0 -1
god _ for	-12 -2 -3
god _ have	3 0 0
god _ lol	-6 -1 0
god _ not	9 -1 0
god _ only	-3 -4 -4
god _ oracle	-5 -4 -4
god _ se	-3 -4 -2
god _ tomorow	-3 -1 -1
god _ worth	-3 -2 -2
god about	-3 -1 -1
god bok	-3 0 -1
god decision	-6 -6 -4
god evening	-5 0 -2
god for	-6 -3 -4
god i	-9 -3 -4
god im	-4 -4 -2
god let	3 0 0
god life	-4 -1 -1
god morning	-6 -3 -3
god sign	-9 -4 -1
god time	-4 -5 -2
god vibes	-5 -3 -5
god wek	-3 -3 -2
god year	-5 -1 -2
godbye	13 -3 -1
godbye _ god	5 0 0
godbye _ her	-4 0 0
godbye _ i	7 0 0
godbye _ in	4 0 0
godbye _ is	5 0 -1
godbye _ to	6 -2 0
godbye _ whoever	4 0 0
godbye before	6 0 0
godbye everyone	1 -1 -1
godbye leter	3 0 -1
godbye mesages	2 -2 0
godbye note	5 0 -1
godbye or	7 0 0
godbye penguin	7 0 0
godbye thank	7 0 0
godbyes just	6 -3 0
gods	-7 -2 -1
gogling	8 0 0
gogling _ ways	3 -1 -1
gogling painles	3 -1 -1
going	3 -2 5
going _ and	0 -1 5
going _ come	-5 -6 -5
going _ die	-10 -2 -6
going _ do	5 0 0
going _ drive	7 -1 -2
going _ fix	7 -2 -4
going _ lose	-12 -6 -9
going _ murder	-7 -2 -2
going _ overdose	4 0 -1
going _ propose	-4 -4 -4
going _ strangle	-6 -5 -4
going _ throw	-5 -1 -9
going _ tonight	5 0 0
going _ walk	4 0 0
going blue	-1 0 6
going down	-2 0 4
going of	1 -1 5
going up	6 0 0
going with	-5 -7 -3
gold _ to	8 -3 0
gona _ me	1 -6 -3
gona _ myself	11 -1 -1
gona _ the	1 -3 -2
gona die	-8 -3 -3
gona kil	-6 -5 -2
gona kms	7 -3 0
gona of	6 -2 -3
gona take	8 -2 -2
gona unalive	3 0 0
gone	8 -5 2
gone _ friday	3 -1 0
gone by	4 -1 0
gone im	6 -1 -1
got _ of	1 -1 0
got _ on	-9 -4 6
got _ plan	3 0 0
got _ the	-1 -1 4
got _ wil	-5 -5 -2
got a	2 -6 -6
got knocked	-6 -2 -7
got murdered	-7 -5 -5
got my	-2 -2 -5
got out	-4 -5 -3
got the	10 -7 -4
gozo	-7 -5 -1
gp	-6 -7 -5
grab	-6 4 -2
grabed	-2 5 3
grabed me	-1 5 0
grabs	-4 5 -1
grabs my	-3 5 -1
grace	-9 -7 -8
grades	-4 1 -2
grades _ this	-2 -2 -3
grades be	-2 -2 -3
graduate	-12 -10 -7
grandads	-9 -3 -5
grandfather _ and	0 0 1
grandfather colapsed	0 0 1
grandkids	-10 -5 -6
grandma _ cancer	-2 -2 -2
grandma _ last	-5 -2 -1
grandma _ shaking	-1 -1 6
grandma has	-9 -5 -8
grandma today	-4 -4 -3
grandmas _ for	2 -1 -1
grandmas morphine	2 -1 -1
grandmother	-5 -6 -1
grandmother _ having	0 0 3
grandmother _ her	-2 -1 -3
grandmother in	-9 -7 -2
grandmother is	-1 0 3
grandmother survive	-2 -1 -3
grandpa	-5 -8 8
grandpa _ and	-1 0 3
grandpa _ down	0 0 2
grandpa fel	0 -1 3
grandpas	-3 -7 -2
granted	-3 -3 -3
granted _ suport	-3 -3 -3
granted by	-3 -3 -3
granting	-9 -7 -7
grateful	-9 -7 -6
grateful _ simple	-2 -1 -1
grateful _ the	-7 -3 -3
grateful for	-6 -4 -5
gratitude	-12 -4 -5
great	-6 -4 -6
gren	-8 -4 -5
grew	-5 -4 -2
grew _ in	-5 -1 0
grew up	-5 -1 0
grief	-7 -10 -7
grieving	-5 -4 -2
groped	-1 3 0
groped _ and	-1 3 0
groped me	-1 3 0
gros	-8 -8 -10
ground _ you	-5 -5 -5
group	-5 -4 -7
grow	-12 -6 -10
growing	-10 -7 -7
grown apart	-4 -1 -1
grows	-12 -7 -9
growth	-11 -6 -9
grumpy	-13 -6 -6
gta	0 -2 -9
gues	5 -4 -1
guidance	-5 -3 -10
guided _ watched	-2 -3 -2
guided and	-2 -3 -2
guiding	-8 -5 -3
guilty	-6 -3 -4
guitar	1 -10 -2
gun	7 1 -5
gun _ end	5 0 0
gun in	4 3 0
guted	-5 -4 -5
guy	-3 4 -4
gym	-6 0 -3
gym _ i	-7 -1 0
gym _ kil	-5 -4 -2
gym _ kiling	-2 -5 -9
gym _ work	-4 -5 -4
gym to	-5 -4 -2
ha	-10 -3 -4
habit	-9 -6 -1
habits	-6 -6 -7
habits _ year	-3 -2 0
habits this	-3 -2 0
had	-6 -5 -2
had _ surgery	-4 -6 7
had _ with	-7 -4 3
had me	-6 -8 -3
had to	-2 -4 -4
haha	-8 -10 -7
haha i	-6 -2 -4
haha true	-6 -5 -5
haha wil	-8 -4 -3
hair	-4 -1 -2
hair _ again	-3 -1 0
hair _ wil	-7 -2 0
hair and	-7 1 -3
hair black	-4 -2 -1
hair with	-6 -4 -5
haircut	-7 -8 -2
half	1 -1 0
half my	-9 -3 2
half the	0 -2 -5
halowen	-5 -2 -5
hamster	-8 -6 -5
hand _ my	-5 -3 -1
hand _ now	5 0 -2
hand right	5 0 -2
hand son	3 0 0
handful _ xanax	-1 0 7
handle	-3 -3 2
handle it	-5 -5 -3
hang	5 -3 -12
hang _ last	5 0 0
hang myself	7 -1 0
hanged	-5 -5 -4
hanged man	-7 -5 -4
hapened	-3 1 1
hapened _ the	-4 1 -2
hapened since	-6 -6 -6
hapens _ a	7 -1 0
hapens _ your	5 -1 0
hapier _ me	6 -2 0
hapier without	6 -2 0
hapines _ proposed	-3 -3 -3
hapines he	-3 -3 -3
hapy	-6 -8 -4
hapy _ its	-4 -3 -3
hard	-3 -1 -4
hard _ kiling	-2 -10 -2
hard at	-6 -1 0
harming _ june	5 -2 -2
harvest festival	-3 -2 -2
has _ !pulse	0 -1 3
has _ and	-7 -4 2
has _ how	-2 -2 -2
has _ suicide	-3 -1 -1
has ben	-3 2 -1
has not	-4 -3 -3
hate _ and	3 0 0
hate _ job	-6 -2 -2
have _ a	5 -3 8
have _ and	-4 -3 2
have _ baby	-2 -1 -2
have _ first	-4 -1 0
have _ headaches	-1 -1 4
have _ left	5 -1 -1
have _ luck	-8 -4 -4
have _ me	-6 -4 -3
have _ plan	4 -2 0
have _ secret	-4 -3 -3
have _ self	5 -2 -2
have decided	6 0 0
have for	-5 -4 -4
have headache	-5 -5 1
have no	2 3 -2
have permision	-4 -4 -3
have the	13 3 -3
have to	4 4 -4
havent told	4 2 -1
having	-3 -5 9
having _ heart	-3 0 6
having _ pains	0 -2 2
having _ stroke	-3 -1 6
he	-3 12 2
he _ !know	7 -5 -8
he _ !let	-4 6 -4
he _ !respond	-3 -3 3
he _ for	-1 -4 -2
he _ if	-1 4 0
he _ it	-8 0 0
he _ kil	-3 3 0
he _ my	-6 6 -1
he _ not	-4 -7 3
he _ one	-12 -9 -4
he _ soulmate	-3 -2 -5
he _ this	-4 3 -1
he _ which	0 5 0
he already	0 5 0
he ask	-2 -3 -1
he be	-6 -8 0
he broke	0 8 -1
he cal	-5 0 -4
he came	-1 3 -2
he change	0 5 0
he did	-2 5 0
he forces	-2 9 -3
he gets	-3 4 -3
he going	-3 -2 -3
he grabs	-3 5 0
he isnt	0 -2 5
he knows	-1 6 0
he leaves	0 -4 -3
he like	-8 -6 -3
he likes	1 -2 -1
he lying	-4 -3 -2
he my	-3 -2 -5
he raped	-2 6 -2
he remember	-3 -4 -1
he said	-4 5 0
he says	-2 2 2
he stil	-4 -2 -2
he text	-4 -6 -3
he texted	-4 -6 -6
he the	-3 -5 -5
he threatened	-2 4 0
he wil	-3 5 -2
headache	-8 -6 7
headaches	-2 -2 6
headaches and	-2 -2 6
heads	-2 -6 0
heal	-6 -7 -6
health	-8 -8 -7
health reading	-13 -2 -4
healthy	-10 -6 -7
heaps	-7 -2 2
heard	-10 5 -1
heart	-6 -7 5
heart _ broken	-5 0 -2
heart _ go	-2 0 -2
heart _ he	-1 -2 -4
heart _ it	-5 -1 -3
heart _ racing	-4 -1 5
heart and	-6 -1 -3
heart medicine	7 0 -1
heart surgery	-6 -2 -8
heartbroken	-13 -7 -8
heartbroken _ i	-3 -1 -1
heartbroken wil	-5 -1 -2
heat	-9 -9 -8
heatwave lol	-2 -2 -3
heaven _ said	-4 -3 -2
heaven i	-4 -3 -2
heavily	-3 -1 6
heavily _ much	0 0 2
heavily so	0 0 2
heavy	-4 -3 -1
hel	-5 7 -1
hel _ my	-1 6 0
hel _ the	-2 4 0
hel break	0 4 0
held	-5 -2 -5
help	-1 -11 3
help _ chose	-4 -3 -4
help _ mom	4 0 0
help _ skin	-6 -1 -9
help my	-7 -1 2
helped for	8 0 0
her _ next	-8 -4 1
her _ night	-7 -3 -3
her _ or	-6 -3 -1
her _ prom	-4 -3 -4
her _ wil	-9 -2 -2
her and	6 3 -2
her before	-3 -3 -2
her in	-9 4 -1
her jasmine	-7 -4 -2
her medicine	-1 -1 4
her surgery	-2 -1 -3
her today	-7 -2 0
her was	-4 -4 -4
her what	0 5 -2
her wrist	-3 -3 4
here a	-7 -4 -4
here anymore	11 -3 -1
here how	-6 -4 -5
here i	8 -3 -1
hermit	-3 -4 -5
hermit _ i	-4 -3 -2
hermit card	-4 -1 0
hero	-8 -3 -4
heroin	1 -2 6
hes	-6 6 9
hes _ grey	-3 -1 5
hes _ it	-1 4 0
hes a	0 -7 -7
hes ben	-8 4 -2
hes bleding	0 0 6
hes coming	-2 7 -5
hes done	-1 5 0
hes fine	-2 -8 -8
hes foaming	0 -1 3
hes not	-1 -5 9
hes outside	-1 4 -2
hi	-5 -9 -6
hi penguin	-4 -4 -5
hi po	-8 -4 -5
hid	11 -7 -2
hide	0 2 -5
hide paterns	-5 -5 -4
hiding	4 5 -4
hiding it	6 -4 0
high _ im	4 0 0
high _ is	11 -2 -2
high schol	-10 -5 -3
highway _ it	5 0 0
highway so	5 0 0
hike	-6 -3 -2
hiking	-6 -4 -5
him	0 5 0
him _ text	-5 -2 -1
him angry	-5 5 0
him first	-3 -3 -2
him how	-4 -3 -5
him i	6 5 -2
him out	-8 -6 2
him son	4 0 0
his	-6 3 4
his _ i	-10 -4 -5
his car	-1 4 -1
his chest	-1 -3 8
his exam	-4 -7 -5
his hands	-1 5 -3
his leg	-1 0 4
his stuf	-10 -8 -8
history	-10 -8 -10
history of	-11 -3 -4
hit _ gym	-5 -4 -1
hit _ i	5 -2 0
hit _ that	-3 -2 -3
hit _ with	0 5 0
hit a	-3 -5 1
hit myself	7 -2 0
hits	1 10 -1
hits _ and	-5 7 0
hits _ whenever	0 8 0
hives	-2 -2 6
hives _ whezing	0 0 3
hives and	-1 -1 4
hives everywhere	0 0 5
hm	-8 -5 -6
hm interesting	-4 -4 -3
hm ok	-5 -5 -6
hoby	-6 -2 -1
hold _ me	-9 -7 -7
hold my	12 0 -6
holding the	6 2 0
holds	-9 5 -4
holiday	-9 -8 -6
holiday _ now	-1 -1 -3
holiday right	-1 -1 -3
holiday to	-3 -3 -3
home _ my	-1 4 -3
home is	-9 1 -3
home life	-3 -1 -3
home to	-9 -3 -2
homesick	-13 -9 -10
homesick _ thailand	-3 -2 -2
homesick in	-3 -2 -2
hometown	-7 -3 -2
hometown _ it	-4 -1 0
hometown is	-4 -1 0
homework	-9 -9 -5
honestly	3 -6 -3
honestly _ about	5 0 0
honestly _ kms	3 0 0
honestly dying	-2 0 0
honestly i	12 -2 -1
honestly im	6 -1 0
honestly is	4 0 0
honestly might	3 0 0
honestly relieved	-5 -5 -5
honestly same	-3 -3 -3
honestly wil	-2 0 -1
honour	-8 -9 -8
honour the	-8 -5 -6
honours	-6 -2 -3
hopeful _ the	-4 -1 -2
hoping	11 -6 -4
hoping the	8 -3 0
horor	-8 -5 -5
horor _ last	-1 -3 -1
horor movie	-3 -3 -3
horoscope	-3 -4 -5
horse	-11 -4 -5
hose	15 -3 -2
hosepipe	10 -1 -2
hospice	-9 -4 -3
hot	-2 -4 5
hot _ again	0 -5 -7
hotel	4 5 -2
hour	4 0 2
hour _ i	-1 -3 6
hour ago	0 0 4
hour is	-9 -3 -1
hour shift	-6 -1 -3
hours at	-10 -4 -5
hours for	-5 4 -1
house	-5 4 1
house _ downsize	-2 -3 -4
house _ i	-9 -4 -4
house _ isnt	-2 -2 3
house _ me	0 6 -2
house _ now	0 -1 -2
house _ right	-2 -4 -3
house _ se	0 8 0
house and	-8 -1 -3
house loks	1 0 0
houseplant	-5 -2 -1
how	2 -4 -6
how _ do	7 -3 -1
how _ fel	-6 -1 -2
how _ i	-4 -5 -5
how _ paracetamol	7 0 -1
how _ tel	-5 -6 -4
how _ unalive	4 0 -1
how _ you	-9 -1 -3
how are	-5 -2 -2
how calm	9 0 0
how can	-6 -2 -2
how did	-3 -3 -3
how do	-5 -6 -5
how high	11 -1 -1
how i	-10 -9 -2
how wil	-5 -7 -2
hug _ today	-4 -3 -2
hug me	-4 -3 -2
huge	-8 -4 2
huged me	-7 -6 -4
humidity	-4 -4 -4
humidity _ kiling	-3 -3 -3
humidity is	-2 -3 -2
hundred _ after	-3 -2 -3
hungover i	-8 0 -1
huntsman	-3 -2 -5
huntsman _ the	-2 -2 -4
huntsman in	-2 -2 -4
hurt _ bled	4 -1 0
hurt _ drown	7 -1 -2
hurt _ for	3 -1 0
hurt _ on	3 0 0
hurt _ when	0 -6 0
hurt asking	3 -1 0
hurt much	8 -1 0
hurting	4 3 -1
hurting myself	5 -1 0
hurts	-5 2 -1
hurts _ when	0 4 0
hurts me	-1 8 -1
husband	0 6 3
husband _ alergic	0 -3 4
husband _ and	-6 -2 0
husband _ argue	-1 -4 -1
husband _ ben	-3 4 -6
husband _ broke	0 7 0
husband _ going	-1 5 -3
husband _ had	-2 -2 6
husband _ having	0 0 4
husband _ hurt	-3 5 -1
husband _ me	-5 10 0
husband _ predictable	-4 -4 -4
husband _ said	-2 -2 0
husband always	-2 -1 0
husband and	-6 -7 -4
husband beat	-1 6 0
husband broke	-1 5 -1
husband has	-4 2 -3
husband punched	-1 3 -1
husband threatened	0 6 -2
husband to	-4 -4 -4
husband we	-1 -4 -1
husbands brother	0 5 0
hustle _ money	-4 -3 -4
hustle make	-4 -3 -4
i	6 4 0
i _ !came	4 -2 -1
i _ !clean	-2 -5 -2
i _ !die	-6 -4 -10
i _ !finish	-6 0 2
i _ !know	-3 9 -2
i _ !longer	6 -1 -1
i _ !ned	6 -2 0
i _ !plan	6 -2 -2
i _ !ruin	3 0 0
i _ !think	7 -2 0
i _ 20	-4 -3 2
i _ a	0 -4 -5
i _ again	0 -4 -1
i _ along	-2 -2 0
i _ an	-3 -3 -7
i _ and	1 -1 -4
i _ another	-8 -5 0
i _ are	2 0 0
i _ at	3 -4 -5
i _ being	-6 4 -5
i _ ben	11 -1 -3
i _ bleach	-5 -4 3
i _ bought	3 0 0
i _ bruises	-6 7 -6
i _ cant	5 0 0
i _ crash	-3 -2 -3
i _ dating	-2 -6 -1
i _ dead	5 -5 -3
i _ decided	7 0 0
i _ die	-1 -5 -1
i _ dizy	-1 0 3
i _ dying	-10 -2 -1
i _ eating	8 0 0
i _ first	-6 -2 0
i _ floating	9 -2 0
i _ for	-2 0 -3
i _ forever	5 -2 0
i _ frelance	-3 -3 -3
i _ friends	-9 -6 -1
i _ geting	-4 -1 2
i _ gogling	6 0 0
i _ gone	3 -1 0
i _ grandma	-3 -3 -2
i _ headache	-5 -5 1
i _ hurting	5 -1 0
i _ il	4 -2 0
i _ imagining	5 -2 -1
i _ jump	6 0 0
i _ just	3 -4 -1
i _ kids	-9 -4 -7
i _ kiling	-9 -4 -1
i _ last	0 -8 -3
i _ litle	-9 -4 -6
i _ lol	-7 -6 -4
i _ met	-5 -4 -2
i _ molested	-2 3 -2
i _ money	-7 -4 -2
i _ my	2 -6 -4
i _ myself	6 -3 -1
i _ naked	-3 -2 -2
i _ new	-4 -4 -1
i _ nobody	11 0 0
i _ now	-1 2 -6
i _ of	5 -2 0
i _ ok	-8 0 1
i _ on	-1 -4 -5
i _ one	-5 -8 -3
i _ onions	-2 -1 -2
i _ overdosed	-4 -1 4
i _ practicing	4 -1 0
i _ pregnant	-4 1 -2
i _ procrastinating	-5 -3 -3
i _ raped	-2 5 -2
i _ rehearsing	3 0 0
i _ rn	5 -2 -2
i _ rope	8 -4 -1
i _ run	-6 -1 0
i _ say	-7 -4 -5
i _ scream	-7 -6 -3
i _ sel	-5 -7 -4
i _ smal	-7 -5 -3
i _ some	-4 -5 -14
i _ stil	8 0 0
i _ stuck	-6 -1 -5
i _ talking	-3 -3 -1
i _ the	3 -1 -2
i _ there	4 -2 -5
i _ theyd	2 0 0
i _ thinking	7 -2 0
i _ tok	-4 0 6
i _ tomorow	5 0 0
i _ two	-5 -2 -3
i _ vanish	4 -2 0
i _ wanting	5 -2 0
i _ watching	-6 -4 -1
i _ weds	-3 -1 -2
i _ wel	-8 -2 -5
i _ where	7 -4 0
i _ with	-5 -1 -2
i already	3 -1 -1
i always	-11 -7 -8
i aplied	-5 -3 -1
i apologize	-3 -3 -3
i bang	9 -1 -5
i be	-2 -7 -5
i beat	-6 -7 -1
i bet	-6 -1 -2
i broke	-5 -7 -4
i burn	10 -1 -1
i burned	-6 -7 -8
i buy	1 -7 -2
i carve	4 -1 -2
i carved	5 -3 -2
i changed	-4 0 5
i cleaned	-8 -5 -3
i confes	-7 -4 -3
i cros	7 -3 0
i crush	-5 -1 -3
i cry	-5 2 -1
i deserve	7 0 -1
i die	7 -3 -2
i disapear	7 -2 0
i dispose	-3 -1 -3
i do	2 5 3
i droped	-5 -6 -6
i drove	11 -5 -3
i eat	-2 -6 -1
i ever	-2 -5 -3
i fail	-2 -3 0
i find	-6 -4 -4
i folow	-4 -4 -4
i forgive	-6 -1 -3
i forgot	-6 -1 -3
i found	-7 1 -2
i get	0 -3 -4
i got	-11 -3 0
i grew	-6 -2 -3
i grieve	-1 0 0
i had	-4 -3 -3
i handle	-5 -4 -2
i hang	6 -2 0
i honour	-6 -4 -2
i jump	7 -2 -1
i kept	-6 -8 -4
i last	-6 -3 -1
i laughed	-9 -10 -5
i leave	-1 4 0
i lend	-5 -6 -1
i let	-3 -6 -4
i like	-11 -9 -7
i listen	-3 -6 -4
i love	2 -9 -2
i loved	7 -3 -2
i lucky	-4 -3 -3
i make	-3 1 -5
i mary	-5 -4 -4
i mis	-4 -6 -4
i mised	-3 -3 -3
i nearly	-6 -2 -6
i never	-4 -2 -6
i no	4 -4 -1
i on	-2 -1 -1
i open	-9 -6 -5
i overdosed	-3 -1 4
i owe	1 4 -1
i pay	-8 4 0
i post	7 0 0
i pres	-3 -6 0
i put	4 -3 -2
i quit	-5 -3 -2
i reach	-8 -6 -9
i relapsed	10 -1 -1
i reply	-4 -5 0
i save	-8 -2 -3
i saved	5 0 0
i saw	-5 -4 -4
i send	0 3 -1
i shave	-5 -3 -1
i shot	-6 -6 -5
i should	6 0 -1
i sit	7 2 0
i smash	6 -1 -1
i speak	-6 -3 -8
i spoil	-2 -4 -1
i start	-7 -2 -2
i stick	-6 -2 -2
i stod	7 -1 0
i suced	-6 -3 0
i suicidal	5 -2 -2
i swalowed	7 -1 4
i swear	-7 -4 0
i switch	-4 -2 -2
i take	0 -4 -2
i talk	-7 4 0
i tel	4 5 -1
i think	5 0 5
i tok	0 -5 8
i trust	-5 -5 -3
i try	-8 -2 -2
i walked	4 -5 -4
i wana	-1 -4 -2
i want	2 -3 -2
i wasnt	6 -5 -4
i wil	7 -5 -3
i win	-4 -5 -1
i wish	4 -2 -2
i wnat	4 -2 -2
i wont	3 -8 -6
i wory	-10 -4 -1
ice	-5 -6 -10
id _ be	8 -2 -1
id _ beter	4 0 -1
id _ it	8 -3 0
id _ the	-3 -2 -1
id be	15 -2 -1
id kil	-5 -3 -4
id like	7 -1 -3
idea	-9 -4 -5
idea _ get	-2 -1 -1
ideas	-10 -5 -8
idk	6 2 -1
idk _ im	3 3 0
idk why	0 -1 0
ielts	-5 -5 -5
if	6 7 -2
if _ a	2 4 0
if _ complain	-1 5 0
if _ die	4 -1 -1
if _ died	9 -2 0
if _ disapear	5 -2 0
if _ eat	-7 -4 0
if _ end	8 0 -1
if _ fail	-2 -5 0
if _ get	-7 -4 -1
if _ go	2 5 0
if _ gone	5 0 0
if _ has	-8 -4 -1
if _ hurts	7 -1 0
if _ jump	6 -1 0
if _ kep	-10 -6 -1
if _ late	-3 -6 0
if _ leave	-2 5 0
if _ likes	-3 -4 -1
if _ never	7 -2 0
if _ pick	4 0 0
if _ report	-6 8 0
if _ spoil	-2 -4 -1
if _ tel	-3 7 0
if _ text	-3 -5 -1
if _ time	5 0 0
if _ was	7 -3 0
if _ went	9 0 0
if anyone	6 -1 0
if shes	-2 -5 -3
if someone	-7 -5 -6
if this	-8 -3 -5
ignores	-3 -3 -3
ignores _ and	-3 -3 -3
ignores me	-3 -3 -3
il	9 -5 -4
il _ out	9 -1 -1
il _ write	3 0 0
il die	-11 -6 -3
il get	-11 -2 -4
il go	10 -3 -1
iluminated	-7 -5 -6
im	5 1 2
im 11	-5 7 -1
im 16	2 5 -1
im _ again	-3 -5 0
im _ an	-7 2 -4
im _ anyway	-6 -3 -1
im _ at	-2 -2 0
im _ beaten	-2 3 -2
im _ beter	-7 2 0
im _ burden	11 -1 0
im _ but	-11 -1 -3
im _ by	7 -1 0
im _ dizy	-2 0 4
im _ embarased	-5 -1 -1
im _ for	-4 -1 -1
im _ godbye	5 -2 0
im _ held	0 5 0
im _ im	9 2 -1
im _ in	0 -2 -1
im _ into	-7 -4 -2
im _ is	-2 -3 -4
im _ majors	-3 -3 -2
im _ my	-1 -1 -2
im _ now	-13 -2 0
im _ scared	1 0 -5
im _ social	-7 -6 -1
im _ soldier	-8 1 -9
im _ the	3 -3 2
im _ thirty	-3 -2 -3
im _ tonight	9 0 0
im _ waiting	5 -1 -1
im _ wrote	2 0 0
im a	1 -1 -8
im actualy	-7 -5 -8
im angry	4 -4 -1
im burnt	-8 -4 -1
im changing	-4 -4 -2
im dead	3 -7 -6
im declutering	5 0 0
im done	13 -4 -3
im dreading	-6 -4 -4
im drowning	-5 -4 -6
im dying	-7 -3 -4
im feling	-9 -4 2
im going	7 -5 -1
im gone	10 -2 -1
im heartbroken	-4 -3 -1
im hiding	-8 6 -6
im just	8 -2 -2
im kiling	-9 -8 -8
im late	-3 -4 0
im leting	4 -2 -2
im literaly	-10 -8 -6
im melting	-7 -4 -4
im more	-4 -3 -2
im nervous	-7 -2 -2
im never	9 -3 -5
im not	5 -1 -2
im planing	10 0 0
im scared	-3 5 2
im sick	-5 -3 -2
im so	1 -2 -3
im sory	3 -2 -2
im standing	7 -1 -2
im starving	-5 -4 -5
im suicidal	4 -2 -2
im suposed	3 0 0
im taking	3 -7 -5
im teling	3 3 0
im turning	-3 -2 -3
im working	-4 2 0
images	-7 -5 -5
imagining	5 -1 -1
imagining _ own	3 -2 -2
imagining my	3 -2 -1
importing	-9 -7 -7
improve	-7 -5 -4
in 2019	-8 -2 -2
in _ and	-6 -5 -6
in _ answer	-7 -3 -3
in _ bag	4 -4 -5
in _ best	-7 -4 -5
in _ browser	-6 -5 -4
in _ building	-6 0 2
in _ chest	-1 0 4
in _ closed	4 -1 4
in _ cold	-8 -2 -5
in _ degres	4 0 0
in _ drafts	4 0 0
in _ drawer	9 -2 0
in _ dream	1 -5 -3
in _ first	-9 -6 -8
in _ for	-12 -6 -3
in _ fot	-4 -2 -1
in _ fridge	-12 -6 -8
in _ future	-5 -4 -5
in _ game	-2 -6 -5
in _ god	-8 -2 -2
in _ hand	7 -1 -2
in _ heat	4 -1 4
in _ house	5 5 2
in _ kitchen	-7 -3 1
in _ lecture	-2 -1 -2
in _ library	-7 -1 -1
in _ morning	-7 1 -2
in _ my	-2 -3 -1
in _ new	-7 -3 -1
in _ not	-5 -5 0
in _ ofice	-5 -3 2
in _ or	-6 -5 -3
in _ past	-5 -2 -4
in _ play	-4 -3 -1
in _ rom	0 4 4
in _ shed	2 -1 3
in _ stars	-4 -2 -1
in _ this	-10 -1 -5
in _ to	-9 -3 -4
in _ two	-5 -1 -2
in _ wardrobe	7 -2 -1
in _ wil	-9 -8 -3
in a	-3 -1 -5
in an	4 3 -7
in bed	-8 -5 -3
in case	8 -3 -2
in gold	-3 -2 -3
in her	-7 0 1
in hives	-1 0 4
in its	-7 -5 -4
in law	-8 3 0
in london	-6 -4 -3
in love	-1 -4 -4
in order	11 -2 0
in qatar	-5 -3 -3
in singapore	-6 -2 -2
in tarot	-9 -6 -4
in thai	0 -3 -3
in that	1 -7 -9
in work	-5 -5 -4
in your	-7 -5 -4
inbox	-3 -3 -3
information	-6 -6 -6
inhaler	-7 -4 7
inside	-1 -1 6
inspection	-3 -5 -1
insulin	10 -2 3
insurance	7 -1 -1
insurance _ help	4 0 0
insurance _ that	5 0 0
insurance cover	-6 -3 -4
interesting	-5 -6 -7
internship	-1 -4 -2
internship _ safaricom	-3 -2 -1
internship _ the	-7 -1 -1
internship at	-8 -1 -1
interview	-6 -5 -5
interview went	-9 -5 -5
into _ colege	-4 2 -3
into _ god	-3 0 -1
into _ jaw	-2 0 5
into _ leg	8 -4 -5
into _ new	-4 -3 -2
into _ river	5 -1 -1
into _ skin	6 -1 -4
into _ university	-6 -4 -4
into mcgil	-3 -4 -3
into medical	-5 -5 -3
into trafic	7 -1 0
into university	-3 -1 -2
invalid	-6 -5 -4
invalid username	-4 -4 -4
invest	-10 -7 -3
invest _ gold	-3 -2 -3
invest _ my	-2 -3 -8
invest in	-7 -4 -3
investment	-3 -3 -3
invisible	-5 -2 -4
inward	-6 -5 -5
ipad	-12 -6 -4
is 7	-4 1 -4
is _ !a	-9 -1 -4
is _ !point	4 -1 -1
is _ !responding	0 0 3
is _ !valid	-3 -2 -5
is _ about	-7 -2 -1
is _ abuse	-3 4 0
is _ at	-4 -6 0
is _ blue	-1 -1 7
is _ chest	0 0 5
is _ coworker	-2 -3 -6
is _ day	-7 -6 -7
is _ dead	-8 -4 -4
is _ dorway	-5 -5 -5
is _ ex	-2 -6 -1
is _ fire	-1 -2 6
is _ going	-5 -4 -3
is _ guy	-4 -8 -7
is _ how	-9 -3 -4
is _ interested	-3 -3 -2
is _ last	10 -3 -1
is _ leson	-2 0 -1
is _ lol	-7 -2 -3
is _ long	0 -6 -5
is _ love	-7 -4 -8
is _ lying	-4 -3 -2
is _ money	-7 -3 -4
is _ next	-6 -3 -1
is _ normal	-1 2 -1
is _ not	-4 1 -2
is _ ok	-5 1 3
is _ on	-3 -3 7
is _ only	4 -1 0
is _ pain	-1 0 0
is _ peaceful	3 -2 -1
is _ selfish	6 0 0
is _ smart	-5 -2 -3
is _ spirit	-3 -1 -2
is _ talest	6 -2 -2
is _ teacher	-5 -5 -4
is _ thank	1 0 0
is _ the	-4 -5 -4
is _ thinking	-3 -3 -4
is _ this	-11 -6 -5
is _ time	-4 -3 -2
is _ to	-2 1 -5
is _ transformation	-3 -3 -3
is _ true	-10 3 0
is _ universe	-6 -3 -2
is _ worth	-7 -3 -2
is a	-2 -9 -8
is already	-8 -5 -4
is an	-7 -3 -5
is back	7 0 0
is brutal	-4 -5 -2
is choking	-2 -3 6
is coming	-5 -6 -1
is dead	-4 -5 -5
is drowning	3 -3 -1
is dying	-8 -5 -6
is ful	-4 -5 0
is geting	-1 -7 2
is gona	-9 -4 -1
is growing	-8 -7 -4
is hard	-6 -3 0
is having	-3 -1 9
is he	-4 -9 -5
is it	-5 -3 -5
is more	-6 -2 -2
is moving	-6 -4 -4
is my	-5 -8 -8
is not	-12 -11 2
is old	-7 -5 0
is over	-9 -5 -6
is overdosing	-2 -1 6
is part	-7 -3 -3
is pasing	-2 0 3
is racing	-5 0 6
is real	0 -4 -4
is required	-6 -5 -4
is scorpio	-2 -2 -2
is she	-9 -5 -4
is so	-4 -3 0
is someone	-3 -3 -5
is tonight	9 0 0
is true	-5 -6 -4
is unconscious	-3 -4 9
is unreal	-7 -1 2
is very	2 -2 5
isnt	7 -4 9
isnt !breathing	-4 -1 8
isnt !moving	-1 -3 5
it	5 0 -2
it _ !work	8 0 -1
it _ 2nd	-3 -2 -2
it _ asking	6 0 0
it _ be	5 -1 -1
it _ beter	7 0 -1
it _ easier	-4 -4 -4
it _ end	-6 3 0
it _ fine	-8 -2 -4
it _ hit	-3 -2 -3
it _ in	-2 -6 -3
it _ it	-1 -5 -1
it _ lol	-7 -9 -1
it _ mark	-6 0 0
it _ much	7 0 0
it _ night	7 0 0
it _ nothing	4 0 0
it _ ok	-5 -5 -4
it _ out	-9 -3 -1
it _ send	6 0 0
it _ sign	-6 0 0
it _ tbh	6 0 -1
it _ tel	4 -1 0
it _ the	-3 -3 -2
it _ today	5 2 -4
it _ tomorow	5 0 -1
it _ wel	-9 -3 -4
it _ you	-12 -2 -1
it a	-1 -6 -2
it actualy	2 0 -2
it at	-2 -6 -2
it bad	-10 -5 2
it cant	-6 0 3
it did	-4 -3 -3
it didnt	4 0 -1
it die	-4 0 0
it go	-8 -7 -4
it god	-5 0 0
it hapen	7 0 0
it hapened	-5 4 0
it has	-9 -5 -3
it hurt	5 -1 -1
it isnt	9 0 0
it it	6 0 0
it loks	-5 -6 -5
it lol	-5 -3 0
it mean	-6 -4 -3
it on	5 -2 -1
it orient	-3 -3 -3
it out	-4 -2 -3
it rained	-4 -3 -3
it resonated	-7 -6 -5
it selfish	6 0 0
it simply	-6 -4 -3
it smart	-5 -2 -3
it stil	-7 -1 -1
it suit	-8 -3 0
it takes	6 -1 0
it the	-3 -4 -1
it through	-2 -1 -8
it time	-7 -3 -2
it to	5 1 -6
it turn	-4 -5 -2
it up	-7 -4 -5
it wasnt	9 0 0
it went	-5 -2 -7
it wi	-5 -1 -2
it with	-6 -6 -4
it would	12 0 0
itches	-9 -5 -4
itl	6 -3 -3
its _ a	-6 -5 -2
its _ badly	-2 -1 4
its _ bit	-8 -5 -7
its _ but	0 -5 -5
its _ i	9 0 0
its _ so	-3 0 1
its _ worse	4 0 2
its about	-7 -3 -4
its done	3 -1 -2
its draining	-5 -4 -3
its dying	-7 -2 -1
its enough	5 0 -1
its for	7 -3 -3
its geting	10 -1 3
its godbye	9 0 0
its in	10 0 -2
its just	-4 -8 -8
its nothing	-6 -4 -6
its ok	12 -1 -1
its okay	13 -2 -2
its payday	-4 -3 -3
its peaceful	-11 -4 -12
its so	-6 -2 -2
its time	7 -5 -1
itself	-6 -5 -6
ive	10 -1 1
ive _ about	6 -3 0
ive _ away	4 0 0
ive _ enough	9 0 0
ive _ giving	5 0 0
ive _ loking	6 0 0
ive _ planing	3 0 0
ive _ seing	-7 -5 -2
ive _ stabed	-3 0 5
ive _ staring	5 -1 -4
ive _ the	4 -1 -1
ive _ thinking	6 0 0
ive already	9 -2 -1
ive cleaned	8 0 0
ive decided	5 0 -1
ive given	5 0 0
ive got	4 0 0
ive made	4 -1 -1
ive sorted	6 0 0
ive started	10 -2 0
ive thought	8 -3 0
jacket	-4 -4 -1
january	-8 -1 0
japan _ smothly	-2 0 -1
japan _ wel	-4 -1 -2
japan _ year	-2 -2 -4
japan go	-4 -1 -1
japan next	-2 -2 -4
japanese	-10 -4 -4
japanese _ sumer	-2 -3 -2
japanese this	-2 -3 -2
jasmine	-7 -4 -2
jaw	-2 -1 4
jerking	0 -1 7
job _ another	-5 -5 0
job _ australia	-3 -2 -4
job _ berlin	-4 -5 -2
job _ could	-4 -1 -1
job _ graduating	-3 -2 -3
job _ graduation	-3 -1 -1
job _ now	-2 0 -1
job _ on	-8 -6 -2
job _ should	-4 -6 -1
job _ sign	-2 0 0
job _ singapore	-6 -3 -4
job after	-5 -2 -3
job god	-3 -4 0
job i	-7 -7 -2
job is	-11 -5 -4
job son	-6 -5 -4
join	5 -3 -2
join _ army	-7 -1 0
join _ comunity	-2 -1 -2
join him	9 -1 -2
joke _ me	-3 -3 -4
joke kiled	-4 -4 -3
journal	-5 0 -5
journal _ i	-2 -3 0
journal entry	-5 -1 -2
journey	-9 -5 -6
joy	-8 -6 -6
joy _ you	-4 -1 -1
joy cary	-4 -1 -1
judgement	-10 -7 -7
jump	2 -2 -1
jump _ a	-6 -2 -1
jump _ my	10 0 0
jump at	-5 -2 -4
jump from	9 0 -1
jump into	-4 -3 -2
jump of	8 -2 -1
jump should	4 0 0
jumped	-5 -7 -5
jumped of	-3 -4 -5
jumping	5 -3 -6
jumping _ front	8 -3 -4
jumping _ my	3 0 -1
just _ a	-4 -2 4
just _ alive	3 0 0
just _ down	-1 -2 9
just _ fel	8 -1 -2
just _ for	8 -1 0
just _ forever	6 -1 0
just _ into	10 -3 -2
just _ me	3 -6 2
just _ my	0 -3 2
just _ on	-4 -3 4
just _ quietly	6 0 0
just _ test	-6 -3 -3
just _ what	-6 -4 -3
just a	3 -3 -4
just breathing	-8 4 -8
just done	10 -3 -6
just end	14 -4 0
just for	8 -2 -1
just go	6 -2 -2
just got	-9 -7 5
just jump	6 0 0
just kil	9 -1 0
just meh	-4 -3 -4
just one	6 -1 0
just practical	-11 -3 -4
just run	-5 -4 -2
just say	-6 -1 -7
just so	6 -2 0
just swalowed	-3 -1 6
just texted	-5 -4 -3
just the	-3 -1 2
just waiting	6 0 0
just wana	7 -1 -1
ka	0 -5 -3
karaoke	-8 -9 -10
kep	9 1 -4
kep _ and	-8 4 -3
kep _ how	9 0 0
kep _ no	-8 -5 -1
kep _ ways	9 0 0
kep _ with	-6 6 -3
kep dying	-10 -3 -2
kep gogling	6 0 0
kep going	7 -4 -2
kep imagining	5 -2 -1
kep living	5 -1 0
kep practicing	4 -1 0
kep rehearsing	4 0 0
kep talking	-3 -3 -1
kep thinking	10 -2 0
keps	-6 6 -4
keps _ my	-7 -3 -4
keps _ when	-4 -3 -4
keps asking	-7 -1 -2
keps my	-1 5 0
keps touching	0 9 0
kept	-2 0 -7
kerosene	-5 -2 8
khao	-9 0 -3
kicked	-5 4 1
kicked me	-2 5 0
kicks _ when	-3 11 -6
kid	-1 -2 4
kid _ having	0 0 7
kid _ in	0 0 1
kid _ rat	-1 -1 4
kid ate	-1 0 6
kids _ do	-4 0 -1
kids are	4 -4 5
kil	-1 -3 -5
kil _ at	-6 -3 -1
kil _ family	-1 3 0
kil _ final	-2 0 -1
kil _ if	-7 -5 -1
kil _ in	-1 -5 -1
kil _ self	11 -2 -2
kil _ that	-2 -1 -1
kil _ when	-7 -4 -1
kil for	-6 -2 -4
kil it	-8 -4 -4
kil me	-8 -4 -2
kil mi	-8 3 -4
kil myself	12 -2 -1
kil the	-12 -7 -8
kil this	-10 -4 -3
kil weds	-3 -1 -2
kiled	-13 -9 -9
kiled _ at	-4 -2 -1
kiled _ do	-6 -6 -6
kiled _ exam	-4 -2 -2
kiled _ i	-4 -2 -1
kiled _ my	-6 -1 -4
kiled _ tonight	-4 -2 -2
kiled a	-6 -2 -5
kiled it	-7 -2 -1
kiled my	-6 -4 -1
kiler	-7 -7 -2
kiler negotiator	-1 -1 -2
kiling	-10 -6 -5
kiling _ every	5 -3 -1
kiling _ i	-6 -2 -2
kiling _ today	-2 -2 -1
kiling me	-7 -6 -5
kiling my	-5 -2 -2
kiling myself	8 0 0
kiling time	-8 -4 -4
kind	1 -6 -8
kind of	-9 -5 -8
kinda scared	2 -2 -5
kindnes	-7 -5 -5
kitchen	-1 -2 5
kitchen _ on	-1 -1 3
kitchen table	8 0 -2
km	-8 -1 -1
kms	21 -5 -8
kms _ fr	3 -1 -1
kms _ whats	3 0 0
kms honestly	7 -2 -2
kms seriously	3 0 0
kms tonight	4 -1 -1
kne	-9 -4 -4
knel	-3 7 -2
knes	-6 -5 -4
knew	-6 -3 -3
knife _ just	4 -2 0
knife in	4 1 -1
knife today	4 -2 0
knocked	-11 -11 2
knocked out	-5 -3 -6
knot	8 -4 -5
knot i	4 -1 0
know _ it	9 -2 -3
know _ shes	-2 -4 -4
know _ there	8 -1 0
know before	10 -2 -2
know for	-4 -2 -4
know if	-6 -6 -1
knowing its	9 0 0
knows which	0 5 0
korea	-4 -1 -2
krabi	-10 -4 -2
lab	-7 -1 -1
land	-4 7 -6
language	-7 -3 -3
laptop	-10 -1 -4
laptop _ data	-2 -2 -2
laptop _ during	-2 -2 -2
last	4 6 -5
last _ a	-8 -1 -3
last _ at	-9 -2 -1
last _ deper	2 0 0
last _ ever	9 -1 0
last _ he	-3 5 0
last _ of	-11 -9 -5
last _ should	-1 4 0
last _ thank	7 -1 0
last _ this	-4 -3 -2
last day	12 -6 -2
last edit	-8 -6 -6
last entry	7 -1 -1
last hour	-3 -1 4
last mesage	6 -1 0
last question	3 -4 -2
last until	-4 -5 0
last year	0 -2 -6
late	-6 -2 -8
late _ always	-2 -2 0
late _ eat	-4 -2 0
late _ my	-7 -6 -10
late again	-7 -6 -2
late father	-6 -4 -4
late for	-3 -6 -6
late husband	-7 -7 0
late to	-11 -4 0
lately al	4 -1 -2
laugh	-10 -7 -7
laughing	-13 -8 -9
laughing at	-6 -5 -8
laughter	-8 -5 -4
laughter and	-4 -4 -2
laundry	-9 -8 -7
laundry and	-8 -6 -6
law	-8 3 -1
leaf	-11 -11 -5
league	-9 -7 -4
leaking	-3 -4 2
learn	-7 -3 -7
learn _ drive	-5 -2 -1
learned	-10 2 -8
learned to	-3 1 -4
learning	-11 -7 -6
lease _ next	-4 -2 -2
lease early	-8 -1 -1
lease on	-4 0 0
least characters	-2 -2 -2
leave	7 6 -3
leave _ husband	-1 -4 -1
leave _ note	4 -1 0
leave _ town	-3 -3 -4
leave a	4 -1 0
leave it	-8 -6 -1
leave my	-6 -5 -2
leave this	3 -5 -1
leaving the	3 -2 -6
lecture	-8 0 -7
ledge	4 2 -2
left	6 4 3
left _ dont	6 0 -1
left a	1 5 0
left im	4 -4 1
left me	-3 -5 -2
left them	8 -3 -3
leftovers	-11 -6 -6
leftovers again	-7 -6 -1
leg	1 -4 10
leg _ night	3 -1 -1
leg _ the	-6 -3 1
leg at	-4 -3 -4
leg is	-4 -1 6
leg last	3 -1 -1
legs _ they	5 -3 0
lend	-9 -8 -2
lent	-12 -3 -5
leo	-7 -6 -5
les _ i	7 -1 0
leson _ this	-2 0 -1
leson for	-2 0 -1
lesons	-6 -4 -5
let	-1 -5 -5
let _ be	-8 -5 -5
let _ cal	-3 -2 -2
let _ hapen	6 0 0
let _ not	9 0 0
let _ orient	-3 -3 -3
let a	-8 -2 -3
let him	-11 -7 -9
let joy	-4 -1 -1
let love	-6 -3 -4
let my	-6 -2 -3
let nature	5 0 -2
let something	-3 -2 -2
let yourself	-10 -5 -4
leter writen	6 -3 -3
leters	9 -8 -5
lethal	9 -2 -4
lethal _ of	8 -2 -2
lethal dose	5 -1 -1
level	-10 -8 -5
library	2 -4 -4
library boks	10 0 -1
life	6 -5 -1
life _ friday	5 0 -1
life _ or	3 0 0
life _ there	5 -1 0
life _ this	-5 -2 -1
life _ year	-5 -1 -1
life are	-9 -7 -9
life in	-7 -2 -2
life insurance	8 0 -1
life on	5 0 -1
life update	-4 -3 -4
life yes	3 0 0
lift	-7 -4 -6
light	-5 -5 -6
lighter _ my	6 -2 -1
lighter _ purpose	2 0 0
lighter again	8 0 -1
like	3 -2 2
like 30	-2 0 2
like _ acident	8 0 0
like _ anyway	11 0 0
like _ back	-3 -5 -2
like _ boyfriend	-7 -6 -4
like _ dying	-9 -1 -7
like _ forever	3 0 -1
like _ idea	-2 -1 -1
like _ my	6 -3 -5
like _ only	8 -1 -2
like _ report	-1 -1 -3
like _ things	6 -2 -2
like _ would	7 0 0
like _ zombie	-5 -3 -5
like a	0 -7 -1
like actualy	5 0 0
like brushing	6 -2 0
like ending	6 -2 -2
like her	-5 -1 -2
like home	-7 -1 -7
like it	-9 -7 -6
like its	-8 0 3
like me	-2 -3 -3
like my	-7 -3 -4
like that	-5 -4 -1
liked	-7 -1 -3
liked it	-7 -1 -3
likes	7 -4 -3
likes _ back	-7 -2 -1
likes me	-2 -5 -1
lime	-9 0 -1
limit	-10 -4 -5
limit exceded	-3 -3 -3
line _ down	0 -2 3
line hes	0 -2 3
lined	11 -1 0
lines _ my	5 -2 -1
link	-6 -5 -5
link sent	-3 -3 -3
linked	-8 -5 -5
linked reading	-5 -4 -5
lips _ limp	-1 -1 6
lips _ turning	0 0 7
lisbon _ year	-4 -4 -6
listen	2 -7 -8
listen inward	-6 -5 -4
literaly	-3 -7 -4
literaly _ to	-6 -2 -1
literaly going	-6 -1 -2
litle _ when	-7 2 -2
litle one	-7 -5 -4
live _ this	-9 -2 -1
live anymore	6 -2 -2
lives _ us	-1 5 -1
lives with	-1 6 -1
living	6 -2 -5
living _ dreams	-2 -1 -1
living in	-6 4 -1
living my	-2 -1 -1
living rom	-13 -9 -2
lmao	-8 -11 -9
loaded _ on	5 -3 -2
loading	-5 -4 -4
loading _ readings	-3 -2 -2
loading your	-3 -2 -2
lock	-7 12 -2
locked	-3 8 -1
locks	-5 8 -1
log _ dream	-6 -5 2
log _ in	-6 -1 0
log a	-6 -6 -5
log dreamt	7 -2 0
log of	5 0 -1
login	-5 -5 -5
loging of	8 -4 -4
logins	5 -2 -2
lok _ a	1 -3 -4
lok _ an	9 0 -1
lok _ for	-6 -1 -3
lok after	4 -6 -2
lok back	-6 -6 -4
lok beneath	-3 -5 -3
lok down	4 0 0
lok for	-6 -3 -3
loked	4 -1 -2
loked _ how	7 0 0
loked up	10 0 0
loking	4 -2 -1
loking _ the	3 0 -1
loking at	5 -1 -1
loking up	7 0 0
loks like	-7 -7 -8
lol	-6 -11 -7
lol _ i	-7 -1 -4
lol _ not	5 -1 -1
lol _ reading	-7 -5 -6
lol is	-1 -7 -2
lol love	-4 -1 0
lol new	-11 -1 -9
lol should	-7 -2 -3
lol when	-5 -3 -7
lol wil	-9 -4 -2
london	-9 -3 -4
lonely	-6 -8 -8
lonely _ the	-7 -3 -4
lonely tonight	-9 -4 -4
long _ i	10 -1 -1
long _ in	5 0 0
long _ now	7 -1 -2
long _ takes	6 -1 0
long _ to	-5 -2 -1
long distance	-7 -6 -5
long it	6 -1 0
long sleves	6 3 0
lose again	-6 -6 -5
lose it	-10 -6 -4
loses	-8 -5 -5
loses _ this	-4 -5 -4
loses with	-4 -4 -4
losing	-3 -6 -7
lost	-5 -9 -9
lost _ walet	-6 -4 -1
lost earing	-3 -5 -4
lot	2 -5 3
lot _ her	-1 -1 4
lot _ pils	-2 0 3
lot from	-1 -1 4
lot i	3 0 -1
lotery	-8 -6 -4
lotery _ time	-2 0 -2
lotery lol	-1 0 0
lots	-5 -1 1
lots of	-5 -1 1
loud	-1 -4 -4
louder	6 -1 -2
love	-2 -7 -6
love _ for	-5 -2 -2
love _ na	-4 -4 -3
love _ pls	-10 -4 -1
love _ this	-4 -1 -1
love _ update	-4 -3 -4
love _ year	2 -1 0
love again	-6 -1 -2
love him	-1 -5 -1
love is	-10 -2 -4
love it	-6 -7 -3
love life	-9 -1 -2
love my	-5 -1 -1
loved her	6 -3 -1
loved it	-8 -6 -8
lovely	-12 -5 -4
luck	-12 -6 -6
luck _ the	-3 -1 -1
luck pls	-2 -2 -3
luck this	-5 -5 -2
lucky	-9 -9 -7
lucky _ this	-6 -4 -4
lucky for	-10 -3 -2
lucky number	-4 -5 -6
lump	-2 -9 -1
lunch	-1 -8 -6
lunch haha	-3 -4 -7
lunch today	5 0 0
lying _ me	-4 -3 -2
machines	-7 -4 -4
mad at	-2 -3 -1
made _ my	5 0 -1
made _ wil	-7 -4 -5
made a	9 -2 -5
made me	-6 -1 -2
made sure	6 0 0
magnet	3 -2 9
mai _ year	3 -1 0
mai next	3 -1 0
maid	0 -5 -2
main _ die	-7 -4 -5
major	-6 -6 -6
make _ before	-3 -1 -1
make _ for	-8 -7 -7
make _ hapen	5 0 0
make _ slepy	-5 -1 -2
make _ son	-4 -2 -2
make _ to	-6 -2 -7
make _ true	6 0 0
make friends	-9 -3 -2
make me	-6 -3 -5
make myself	7 -3 -1
make sure	8 1 -1
make the	-8 -3 -2
make up	-4 -5 -3
make your	-8 -6 -6
makha	-4 -4 -4
makha bucha	-4 -4 -4
making	-5 2 4
mal	-10 -3 -5
man	-3 7 3
manager	-8 2 0
mango	-8 -5 -7
mango _ rice	-3 -3 -4
mango sticky	-3 -3 -4
many pils	1 0 4
marathon	-12 -11 -10
mariage	-7 -2 -7
maried	-7 -7 -4
maried _ forty	-4 -3 -3
maried before	-4 -3 -3
mark	-8 -4 0
market	-13 -4 -5
marks	5 4 4
marks al	0 5 0
match	-6 -8 -7
match saturday	-1 -1 -3
mate	2 -7 -3
maters	-10 -7 -5
maters _ just	2 0 0
maters i	2 0 0
mates	-3 1 3
maths	-3 -7 -8
may	-3 -6 -7
may be	-10 -6 -2
maybe if	6 0 0
mcgil	-3 -4 -3
me	2 7 -3
me _ !being	3 -1 0
me _ 3	-6 -5 -4
me _ 50	-8 -6 -6
me _ a	-7 3 -5
me _ about	-4 2 0
me _ and	-1 6 1
me _ bit	1 4 -2
me _ bought	4 -1 0
me _ come	6 -1 0
me _ do	-2 6 -1
me _ everything	-6 -1 0
me _ fights	0 3 0
me _ forgive	-5 -3 -1
me _ fotbal	-5 -3 -8
me _ going	6 -1 0
me _ in	-12 3 -2
me _ mom	0 5 0
me _ move	-3 -2 -3
me _ news	-3 -2 -1
me _ nice	5 1 -1
me _ night	0 7 0
me _ now	-5 1 -2
me _ pilows	-5 -4 -3
me _ practice	0 3 0
me _ puled	-1 4 -1
me _ read	-3 -4 -3
me _ reading	-4 -1 -1
me _ she	-10 -6 -2
me _ shes	0 4 0
me _ should	-9 -5 -4
me _ slow	-4 -2 -4
me _ the	0 6 -3
me _ to	-6 1 -1
me _ tower	-5 -2 -4
me _ we	-2 -1 -4
me _ wil	-4 -5 -1
me _ without	-1 3 -1
me _ word	-5 -3 -1
me _ year	-7 3 -4
me about	2 -8 -1
me again	1 8 0
me alive	0 -5 -4
me and	-4 6 -2
me back	1 -8 -1
me but	-6 -8 -7
me chose	-4 -3 -4
me cry	-9 -5 -2
me down	-1 5 -4
me during	-1 8 -1
me every	6 7 -1
me for	6 0 -4
me fr	-8 -8 -1
me god	-3 -2 -1
me home	0 5 0
me in	1 6 -3
me last	-2 6 -2
me lol	-7 -6 -1
me love	-8 -1 -1
me more	-2 -6 -6
me on	-3 -7 -3
me should	-13 -2 -1
me slepy	-5 -1 -2
me this	-5 -3 -2
me today	-7 -2 -1
me tonight	-7 3 -1
me up	2 -2 -1
me whenever	0 5 0
me why	-6 -3 -3
me with	-7 2 -4
mean	-3 -5 -4
mean _ dream	-3 0 -1
mean _ should	-6 -1 -1
mean if	-6 -4 0
mean reversed	-6 -1 -3
mean to	-1 -1 -1
meaning	-4 -4 -5
meaning of	-8 -4 -3
meaningful	-11 -8 -10
meat	-8 -4 -1
meat if	-5 -3 -4
med	-9 -7 1
media	-4 -5 -4
media _ a	-4 -2 -1
media for	-4 -2 -1
medication	-8 -1 2
medicine cabinet	6 -2 0
meds _ hour	-2 0 4
meds _ months	3 -1 -1
meds an	-2 0 4
meds for	4 -1 -1
meh	-3 -5 -4
melt	-7 -6 -6
melting	-6 -4 -4
membership	-6 -6 -7
membership _ tokens	-3 -3 -3
membership or	-3 -3 -3
meme	-4 -2 -6
memoirs	-3 -3 -3
memoirs _ i	-3 -3 -3
memoirs should	-3 -3 -3
memory	-1 -4 -3
men	-4 2 -3
merit	-10 -9 -6
mesage	0 -1 -3
mesage _ me	-4 -4 -1
mesage _ my	7 0 -1
mesage _ the	-10 -7 -1
mesage for	1 -5 -1
mesages	-6 6 -3
mesages _ hes	0 6 0
mesages _ my	1 3 0
mesages to	2 -2 0
met	-6 1 -5
met _ soulmate	-5 -4 -2
met my	-6 -7 -2
met someone	-4 -5 -2
methods	10 -3 -8
methods _ night	7 -1 -1
meting _ go	-3 -2 -2
meting _ going	-4 -5 -4
meting is	-4 -5 -4
meting tomorow	-3 -2 -2
mets	-8 -2 -5
mi	12 3 5
mi _ dem	7 -3 -5
mi _ last	-8 1 -4
mid	-10 -4 -9
midle	-8 -5 -4
might _ it	-6 -7 -3
might _ tonight	3 0 0
might _ wel	8 -2 -2
might as	8 -2 -2
might kms	3 0 0
might say	-5 -8 -1
mild	-10 -5 -6
mind again	6 -2 0
mind keps	8 -5 -1
minecraft	-8 -5 -7
minor	-6 -7 -5
minute	-3 -2 4
minutes	-4 -2 5
mis	-4 -6 -5
mis me	5 -1 0
mis my	-7 -3 -5
mis the	-7 -1 0
mised	-6 -6 -5
mised my	-7 -8 -5
mised the	-8 -2 -3
mising the	-8 -8 -5
mixing	8 -1 -3
mixing _ meds	5 0 0
mixing my	7 0 0
mobile	-7 -4 -5
mobile ap	-6 -4 -4
mod	-5 -7 -8
mod _ required	-3 -3 -3
mod is	-3 -3 -3
molested	-2 4 -2
molested _ my	-2 3 -2
molested by	-2 3 -2
mom _ geting	-1 0 -3
mom _ going	-6 -7 -8
mom _ having	-1 -1 7
mom _ kil	-4 -4 -2
mom _ than	4 0 0
mom _ unconscious	-2 -2 7
mom i	0 -5 -3
mom is	-4 -2 7
mom more	4 0 0
mom visit	-2 -3 -2
moms face	-1 -1 6
mon	2 -5 0
mon iluminated	-7 -5 -6
monday	1 -5 -8
monday _ wel	-5 0 0
monday go	-5 0 0
mondays	-10 -5 -8
mondays _ be	-3 -3 -3
mondays _ that	-4 -4 -2
mondays is	-4 -4 -2
mondays wil	-3 -3 -3
money	-3 0 -6
money _ month	-2 -4 -3
money _ please	-7 -1 -1
money again	-4 -2 -1
money home	7 -1 -2
money luck	-4 -5 -3
money that	5 0 0
money this	-2 -5 -3
money today	-6 -5 -6
monks	-7 -4 -2
month _ for	-5 -3 -3
month _ mis	-3 -1 -2
month lucky	-3 -3 -3
month to	-10 -6 -5
month wil	-7 -3 -2
monthly	-5 -4 -4
monthly membership	-5 -4 -4
months _ box	3 0 0
months _ i	6 1 -2
months _ the	-7 -1 -4
months and	-4 -1 -7
months the	4 -1 0
morbid	-8 -5 -5
more	0 -3 -4
more _ with	-6 -6 -1
more images	-5 -4 -4
more peace	-5 -1 0
more to	-6 -2 -3
morning	0 0 -6
morning _ is	-7 -1 -1
morning _ please	-4 -4 -5
morning card	-4 -4 -5
morning oracle	-5 -5 -5
morphine _ a	2 -1 -1
morphine for	2 -1 -1
mosquito	-9 -8 -6
mosquitoes	-6 -4 -5
most	-3 -9 -4
most _ way	3 0 -1
most nights	7 -2 0
most painles	3 0 -1
mother _ loved	2 0 0
mother and	0 1 0
mother burns	-1 9 -1
mother i	3 0 0
motivation	-9 -4 -6
mouth	-3 -4 6
move	-10 -6 -4
move _ bangkok	-5 -3 -4
move _ stay	-3 -2 -5
move abroad	-5 -2 -3
move on	-5 -1 -1
move or	-8 -2 -4
move out	-6 -2 -5
moved	-9 -3 -7
moved out	-3 -3 0
moves	-7 -4 -4
movie	-12 -5 -6
movie _ night	-1 -3 -1
movie last	-1 -3 -1
moving	-2 -5 -6
moving _ and	-6 -1 0
moving _ not	6 0 0
moving house	-9 -7 -6
moving to	-17 -4 -6
mozies	-6 -3 -5
mozies are	-6 -3 -5
mr	-8 -6 -2
much	2 -5 0
much _ her	-2 -1 5
much _ send	-4 -2 -2
much _ would	6 0 0
much blod	-2 0 7
much to	-6 -2 -3
mum _ sudenly	-2 -4 -4
mum about	-4 -3 0
mum burns	-2 9 -1
mum doesnt	8 -1 -1
mum fainted	-3 -3 6
mum like	-3 -3 -3
mum the	6 0 0
mums aniversary	-3 -1 -1
murder	-12 -9 -8
murder _ cupa	-2 -2 -3
murder _ exam	-2 0 -2
murder _ if	-5 -4 -1
murder me	-6 -7 -4
murder mystery	-3 -5 -2
murder this	-6 -1 -2
murdered	-12 -10 -8
murdered by	-8 -3 -5
murdered my	-5 -1 -1
murdering	-7 -8 -5
murderous	-10 -4 -5
murders	-9 -1 -1
music	-8 -2 -4
music was	-7 -2 -3
my _ about	-8 -2 -1
my _ again	4 1 -9
my _ animal	-4 -3 -2
my _ arm	1 -1 9
my _ at	1 8 -1
my _ ate	-11 -4 7
my _ bakery	-2 -3 -3
my _ bangs	-7 -2 -3
my _ batery	-2 -2 -4
my _ beats	-1 9 -1
my _ because	-8 3 -6
my _ bit	-7 -4 -6
my _ black	-4 -2 -1
my _ boks	-9 -3 -2
my _ car	-8 -2 -4
my _ cat	-5 -6 -3
my _ changed	-7 0 -3
my _ cleaned	5 0 0
my _ coking	-7 -1 -5
my _ colapsed	-1 -2 5
my _ coming	-3 -4 -6
my _ contract	-8 -5 -6
my _ death	-4 -3 0
my _ deserves	4 -1 0
my _ died	-4 -5 -5
my _ distance	-5 -4 -5
my _ drank	-1 -1 5
my _ earing	-1 -1 -1
my _ early	-9 -1 -1
my _ entry	7 0 0
my _ exam	-8 -2 -1
my _ finaly	-12 -2 -9
my _ find	6 -1 -1
my _ fortune	-5 3 -2
my _ friend	1 -4 -3
my _ god	-5 -1 -3
my _ godbye	6 0 0
my _ going	-4 -4 2
my _ got	-6 -4 2
my _ groped	-1 3 0
my _ habits	-3 -3 -1
my _ had	-5 -4 -8
my _ hamster	-4 -5 -6
my _ he	-4 5 0
my _ husband	-8 -1 -2
my _ i	8 0 -2
my _ id	6 -4 0
my _ ignores	-3 -3 -3
my _ im	-1 1 -1
my _ improve	-8 -4 -3
my _ in	-2 1 -6
my _ job	-8 0 -2
my _ like	-1 -3 -4
my _ lock	-3 6 0
my _ lol	4 -5 -4
my _ love	-7 0 0
my _ mad	-3 -3 -2
my _ made	-5 2 0
my _ makes	-14 6 -7
my _ medicine	6 0 -1
my _ mesage	6 0 0
my _ morphine	3 -1 -1
my _ motorbike	-4 -1 -2
my _ myself	-6 0 -3
my _ neds	-5 -2 -3
my _ note	6 -2 -2
my _ now	7 -5 -5
my _ on	2 2 -1
my _ operation	-4 -2 -2
my _ overdosed	-4 -3 7
my _ partner	-4 -7 -1
my _ pas	-9 -6 -7
my _ pased	-7 -5 -4
my _ phone	-6 -3 -4
my _ pils	0 0 5
my _ pls	-3 -2 -3
my _ position	-4 -1 -4
my _ presure	-7 -1 -3
my _ punched	-2 5 -1
my _ raped	-2 5 -1
my _ rapes	-2 4 -2
my _ realy	-6 -6 1
my _ recertification	-2 -2 -2
my _ rn	-3 -3 -3
my _ say	-4 0 0
my _ says	-6 1 -1
my _ schol	-12 4 -2
my _ scren	-7 -4 -6
my _ self	-6 -3 -2
my _ sexualy	-2 3 -1
my _ shes	-4 -7 -8
my _ shop	-10 -6 -6
my _ should	-1 -2 -2
my _ slaped	-1 5 -1
my _ sleping	9 0 -9
my _ started	-6 0 1
my _ starter	-4 -2 -2
my _ stil	0 8 -3
my _ stop	-2 5 -2
my _ stoped	-3 -1 6
my _ strangled	-4 8 -2
my _ sudenly	-1 -1 6
my _ survived	-1 -2 -4
my _ tablets	2 -1 5
my _ takes	-9 2 -2
my _ tel	7 -5 -3
my _ test	-6 -4 -7
my _ threatened	-6 1 -1
my _ to	5 -4 -5
my _ trustworthy	-2 -2 -2
my _ until	2 -5 -1
my _ up	11 -1 -1
my _ used	-9 -8 -6
my _ visa	-8 5 -2
my _ was	-11 -5 -5
my _ weird	3 0 0
my _ were	-4 2 -5
my _ what	-6 3 -2
my _ when	4 4 0
my _ where	6 -2 1
my _ while	-7 4 2
my _ who	-9 -2 -3
my _ wil	-2 -8 -4
my _ with	3 5 2
my _ work	-6 -4 -2
my _ yes	2 0 0
my _ youtuber	-7 -5 -7
my afairs	7 -1 0
my alarm	-7 -3 -5
my ancestors	-6 -5 -4
my anxiety	-4 -6 -5
my apraisal	-3 -4 -2
my arm	3 3 1
my arms	9 1 -2
my baby	-7 -2 6
my back	-8 0 -3
my balcony	5 -2 -6
my bangs	-5 -3 -2
my basil	-4 -4 -3
my batery	-5 -1 -7
my birthday	3 -4 -2
my bok	-9 -1 -3
my boring	-4 -3 -3
my brain	5 -4 -1
my carer	-7 0 -2
my character	-4 -6 -6
my chest	-5 -5 1
my childhod	-9 -3 -2
my clothes	-4 5 -4
my code	-8 -3 -3
my comute	-11 -3 -5
my cousin	-3 -5 -6
my cousins	-3 2 -1
my coworker	-10 -5 -5
my coworkers	-5 -4 -2
my credit	-5 -2 -1
my crush	-5 -6 -5
my days	-6 -4 -4
my deadline	-2 -2 -2
my debt	4 -1 0
my deposit	-5 -3 -1
my doctor	1 -3 -7
my dog	6 -1 -3
my dor	-1 6 0
my dorm	4 -1 -2
my drafts	4 0 0
my dream	-2 -6 1
my drink	-6 5 -2
my epipen	-2 -2 8
my esay	-5 -5 -3
my ex	-4 4 -4
my exit	8 -1 -1
my exs	-10 -1 -4
my family	9 2 -1
my fav	6 0 0
my fern	-2 -2 -2
my fet	-5 -8 -3
my fiancé	-9 -1 -9
my finger	-12 -4 -10
my first	-4 -4 -1
my flatmate	-2 -4 2
my flatmates	-8 -5 -5
my flight	-6 -3 -5
my fot	-5 -4 -1
my friend	-4 -3 2
my friends	-2 -2 1
my friendship	-4 -3 -2
my future	3 -4 -4
my girlfriend	-4 2 0
my godbye	8 -1 -1
my grades	-4 1 -2
my grandfathers	-10 -7 -8
my grandma	-12 -5 1
my grandmother	-4 -6 0
my guitar	4 -1 -1
my gym	-2 -2 -2
my hair	-3 -3 -5
my hand	3 0 4
my hands	7 -3 -3
my headache	-3 -1 -4
my health	-8 -2 -1
my heart	3 -6 1
my hometown	-7 -3 -2
my horoscope	-2 -1 -1
my house	1 4 0
my husband	1 6 3
my interview	-7 -3 -3
my jaw	-2 -1 3
my job	-9 -3 -3
my journal	-4 -8 -6
my kid	-8 -5 4
my kne	-8 -5 -1
my knes	-5 -3 -4
my last	9 -5 -1
my late	-9 -9 -4
my laundry	-5 -4 -2
my leftovers	-6 -5 -1
my legs	6 0 -2
my leson	-2 0 -1
my long	-7 -4 -1
my luck	-3 -1 -2
my manager	-7 -3 0
my mariage	-7 0 -3
my mates	-4 0 2
my membership	-9 0 0
my nan	-4 -1 -3
my neighbors	-6 -6 -1
my neighbours	-5 -5 1
my nerves	-7 -2 -2
my new	-4 -3 -3
my novel	-5 -4 -6
my nudes	-3 7 -1
my obituary	4 -2 -2
my old	-5 -8 -3
my orchid	-5 -3 -1
my paramedic	-2 -2 -2
my partner	-5 7 -3
my pasport	-2 6 -1
my path	-6 -1 -5
my phd	-10 -5 -5
my pils	6 -4 2
my plant	-7 -1 -2
my presentation	-7 -2 -2
my profesor	-6 -5 -1
my question	-2 0 -1
my reading	-4 -8 -1
my reflection	-5 -5 -5
my relationship	-2 -6 -5
my ribs	-2 9 0
my roses	-7 -1 -3
my self	11 -2 -2
my shoes	-9 -6 -4
my sleping	1 -1 4
my sliper	-7 -3 -3
my socials	8 -1 -2
my soulmate	-7 -3 -4
my sourdough	-4 -2 -2
my startup	-5 -4 -6
my streaming	-5 -3 -5
my student	-5 -2 0
my stuf	9 0 0
my sufering	4 0 0
my team	-6 -2 -2
my test	-5 -6 -4
my thai	-6 -5 -2
my thesis	-11 -4 -6
my thigh	6 -1 2
my thighs	6 -2 -2
my things	5 3 0
my time	5 -5 -3
my to	-3 -2 8
my todler	-6 -2 2
my tongue	-2 -3 5
my trip	-8 -3 -4
my twenties	-5 -4 -4
my uncles	-7 -4 -4
my vacation	-5 -4 -3
my vibe	-2 -3 -1
my visa	-3 -3 -4
my walet	-6 0 -1
my way	3 -1 -3
my weding	-7 -2 -1
my wek	-6 -2 -7
my wil	1 -7 -4
my work	2 7 0
my wrist	7 0 -1
my wrists	8 0 -4
my year	-4 -2 -2
my youtube	-3 -4 -5
myanmar	-8 4 -1
myself	10 -4 -2
myself _ a	-4 -1 -1
myself _ day	8 0 0
myself _ to	-10 -2 -4
myself _ wekend	5 -1 0
myself every	7 0 0
myself last	5 0 0
myself out	0 -5 -3
myself this	5 -1 0
myself until	6 -1 0
myself with	5 -1 -1
mystery	-6 -4 -2
na	3 -3 -2
na ka	-5 -2 -3
naked at	-3 -2 -2
naman	-7 -2 -1
name	-2 0 3
nan	-8 -3 -3
nap	-6 -3 -2
natural	-5 -8 -6
naturaly	-6 -3 -3
near	2 -4 0
near _ house	6 0 -1
nearly _ me	-7 -3 -2
nearly kiled	-8 -3 -2
ned _ end	-6 0 -4
ned _ know	14 -5 -4
ned _ yourself	-2 -2 -2
ned a	-9 -5 -5
neds	-6 -5 -6
negotiator	-1 -1 -2
neighbor _ being	-2 -3 -2
neighbor stop	-2 -3 -2
neighbors	-6 -5 -1
neighbour _ threatening	-2 5 -1
neighbour keps	-2 5 -1
neighbours	-4 -5 2
neighbours _ barked	-3 -3 -2
nerves	-7 -1 -2
nervous	-11 -5 -8
nest	-8 -6 -6
never	-3 -3 0
never !again	-5 -3 -7
never !born	4 1 -1
never !drinking	-8 -4 -5
never !go	-5 -2 0
never !of	-7 -6 -9
never !wake	8 0 -1
never _ !to	-7 -9 -2
never _ !up	12 0 0
new	-8 -2 -5
new _ are	-11 -3 -8
new _ for	-7 -1 0
new _ is	-6 -4 -4
new _ luck	-3 -3 -4
new _ son	-6 1 -5
new _ trustworthy	-3 -2 -3
new _ what	-6 -3 -4
new _ wil	-5 -3 -6
new _ with	0 -8 -2
new carer	-5 -1 -1
new chapter	-3 0 0
new direction	-5 -2 0
new entry	-6 -6 -6
new flat	-1 -5 -3
new hoby	-4 -2 -1
new job	-7 -4 -7
new mon	-6 -3 -4
new one	-9 -2 -5
new pasword	-4 -5 -4
new reading	-7 -6 -7
new semester	-3 -2 -3
new son	-4 -3 -3
new university	-1 -2 0
new year	-6 -5 -4
news	-12 -8 -11
next _ ive	4 0 0
next _ me	-3 -2 1
next _ mon	0 -3 -4
next chapter	-5 0 0
next for	-2 -3 -2
next life	7 -1 -1
next month	-9 -7 -10
next new	-5 -3 -5
next step	-8 -1 -1
next time	1 5 -1
nice	-2 -2 -7
nice one	-7 -7 -7
night _ card	-3 -3 -3
night _ finaly	5 0 0
night _ i	-3 9 -5
night _ in	-2 -3 -1
night _ it	9 -3 0
night _ the	-3 -2 -3
night deper	2 0 0
night is	-7 -3 -2
night lol	-4 -2 -1
night my	-9 3 -6
night out	-4 -4 -4
night shifts	-5 -3 -2
night thanks	3 -1 -1
night when	-5 7 -1
night with	-4 5 -3
nightly	5 -2 -2
nightmare	-7 -1 0
nightmare should	0 -1 0
nights its	6 0 0
nil	-8 -8 -7
no !category	-6 -5 -6
no !cavities	-3 -3 -2
no !epipen	0 0 6
no !point	9 -2 -2
no !questions	-4 -3 -3
no !readings	-5 -4 -4
no !reason	4 -2 -1
no !to	-4 -1 -3
no !wifi	-4 0 -1
no _ !anymore	4 -1 -1
no _ !go	3 -2 0
no _ !left	5 0 0
no _ !living	2 0 0
no _ !yet	-9 -4 -4
nobody	9 0 1
nobody _ my	-11 -7 -8
nobody _ notice	6 -2 -2
nobody comes	5 -1 0
nobody lok	3 0 0
nobody ses	3 2 0
nodles	-7 -6 -2
noisy	-4 -3 -4
non	-12 -7 -8
normal	2 1 -8
normal _ helps	-3 -3 -1
norway _ at	-3 -3 -3
norway cruise	-3 -3 -3
nose	1 -2 -6
not !a	9 -4 -5
not !authenticated	-6 -5 -6
not !being	8 -1 -1
not !breathing	-2 -3 9
not !eating	6 -3 -2
not !every	-8 -7 -6
not !exist	11 -2 -2
not !for	15 -3 -2
not !found	-5 -4 -4
not !i	2 0 0
not !in	-8 -8 -4
not !intend	4 -1 -1
not !joking	10 0 0
not !just	5 -1 -1
not !open	-6 -5 -4
not !planing	8 -1 -1
not !resonate	-3 -3 -2
not !scared	4 -4 0
not !sleping	4 0 0
not !submit	-3 -3 -3
not !valid	-3 -2 -5
not !wake	13 -3 -1
not !yet	-2 -5 -4
not _ !and	4 -2 6
not _ !anywhere	9 -4 -1
not _ !blod	-2 -3 8
not _ !but	-7 -1 -1
not _ !by	-5 -5 -7
not _ !clouds	-2 -2 -1
not _ !dark	-6 -4 -1
not _ !found	2 0 0
not _ !here	7 0 0
not _ !im	-1 -2 -2
not _ !joke	5 0 -1
not _ !just	-5 -6 -7
not _ !or	-5 -7 -3
not _ !protected	-4 -3 -3
not _ !relationship	6 0 0
not _ !tired	6 0 0
not _ not	11 0 0
note	6 -1 -4
note _ already	2 0 0
note _ is	7 -1 0
note _ not	-4 -2 -3
note and	7 0 0
note in	3 -1 0
note or	5 -1 0
notebok _ after	4 -2 -2
notebok for	4 -2 -2
notes for	7 -3 -4
notes in	-2 7 -1
nothing	3 -4 -5
nothing _ it	-10 -7 -7
nothing _ just	-13 -6 -5
nothing changes	8 -3 0
nothing left	8 -1 -1
nothing serious	-9 -3 -6
nothing special	-7 -6 -5
notice _ timing	-2 -3 -2
notice the	-7 -2 -4
notice what	-7 -3 -3
notice where	-6 -3 -2
noticed	-8 -3 -4
novel	-15 -8 -6
now	2 -1 4
now _ a	-9 -6 -9
now _ already	-6 0 -1
now _ and	-6 -8 1
now _ confused	0 -2 4
now _ covered	0 0 2
now _ fel	-2 -1 -4
now _ is	-8 -6 11
now _ no	5 -3 -2
now _ only	-5 -2 0
now _ wil	-1 -2 -4
now a	-6 -3 -3
now my	-4 -5 5
now shes	-2 -3 3
now wil	-3 -5 -10
nudes	-3 7 -1
numb	-2 -1 10
numb and	-1 -1 8
number	-9 -2 -1
numerals	-3 -2 -3
numerals _ thai	-3 -2 -3
numerals in	-3 -2 -3
nurse	-5 -2 -5
nurse here	-5 -7 -5
obituary	4 -3 -2
obituary _ my	4 -2 -2
obituary in	4 -2 -2
obviously	-4 -5 -1
ocean	-2 -6 -4
of 10	-5 -6 -6
of _ alive	9 -1 -2
of _ and	3 -3 1
of _ as	-6 -4 -1
of _ balcony	4 -1 1
of _ bike	-6 -3 0
of _ boring	-4 -4 -5
of _ bus	5 -1 -2
of _ character	-4 -1 0
of _ couch	-5 -2 -3
of _ day	-7 -3 -3
of _ era	-3 0 0
of _ from	2 -5 0
of _ gets	8 -1 -2
of _ girlfriend	-3 -3 -3
of _ in	-8 -5 0
of _ is	-4 -2 -4
of _ it	-1 -6 -4
of _ job	-10 -2 -1
of _ last	-4 -2 0
of _ lent	-2 -2 -3
of _ medicine	-6 -1 4
of _ of	8 -1 -2
of _ phone	4 -1 -1
of _ proces	-3 -3 -3
of _ right	-4 -3 -2
of _ romate	-2 -2 -2
of _ should	-4 -4 -1
of _ train	9 -1 0
of _ whel	8 -2 -1
of _ white	-4 -4 -4
of _ who	-6 -2 -3
of a	-6 -2 -2
of an	-5 -5 -2
of boredom	-5 -4 -2
of budhist	-2 -2 -3
of cake	-11 -3 -1
of cancer	-10 -7 -5
of clothes	-8 -5 -3
of conection	-5 -4 -5
of dead	6 0 -1
of embarasment	-6 -1 -2
of everyone	-9 -6 -5
of everything	6 -1 -4
of existing	7 0 0
of gas	-1 0 5
of her	-3 -3 4
of jumping	5 -1 -3
of leaving	-7 -3 -3
of living	7 -1 -1
of old	-5 -4 -2
of pentacles	-5 -4 -4
of people	-4 -2 -1
of pils	4 -1 4
of pretending	6 0 0
of quiting	-3 0 -1
of readings	-3 -3 -3
of sleping	5 0 1
of sliting	3 -1 -1
of someone	-7 -3 -4
of taking	10 0 -1
of unaliving	3 0 0
of waiting	-6 -4 -5
of you	-5 -4 -4
ofer _ the	-6 -2 -1
ofer from	-7 -2 -1
ofers	-8 -6 -4
ofice	1 -1 -4
ofice the	-7 -4 -6
often	-10 -7 -8
oil	-4 -2 5
ok	-2 -6 -2
ok _ go	7 0 0
ok _ me	11 -1 0
ok _ more	-4 -3 -5
ok _ skip	-5 -5 -2
ok after	7 0 0
ok one	-5 -3 -6
ok thanks	-8 -6 -8
ok without	11 -1 0
okay i	-9 -2 -4
old _ a	-6 -1 -3
old _ dying	-4 -1 -1
old _ to	-7 -5 -1
old _ tre	-6 -6 -3
old car	-8 -1 -1
old dog	-11 -10 -8
old house	-8 -2 -2
old job	-5 -2 -3
old motorbike	-4 -1 -2
older	-3 7 -4
older _ forced	-2 3 0
omen	-9 -6 -5
omen _ find	-3 -3 -4
omen to	-4 -2 -3
on _ again	1 -4 -1
on _ and	-6 0 1
on _ arms	1 5 0
on _ at	-2 2 -5
on _ car	-8 7 -6
on _ deper	2 0 0
on _ desk	11 -4 -5
on _ device	-2 -2 -3
on _ fet	-6 -4 -3
on _ flor	0 -1 7
on _ fot	-6 -4 2
on _ go	-8 -2 0
on _ mind	6 -2 0
on _ month	-2 -4 -2
on _ old	-6 3 -2
on _ right	-2 -1 -1
on _ sisters	-4 -4 -2
on _ stomach	5 0 -1
on _ thigh	6 -2 1
on _ this	-7 -3 -7
on _ to	1 -1 -1
on _ walk	13 -2 0
on _ way	3 0 -1
on _ wek	-5 1 -2
on _ youtube	-3 -4 -5
on a	-9 -5 -2
on cofe	-3 -4 -6
on cuting	9 -1 -1
on everyone	4 0 0
on her	-6 3 1
on heroin	-1 -1 6
on holiday	-5 -4 -4
on it	-9 -5 -1
on me	-8 4 -1
on monday	5 -5 -5
on mondays	-8 -3 -5
on my	2 6 3
on purpose	12 0 -2
on read	-3 -4 -3
on suicide	-12 -6 -8
on this	-9 -3 -3
on time	-9 -4 -2
on vacation	0 -1 -1
on your	-11 -5 -6
once im	6 -1 -2
one _ just	7 -1 -1
one _ of	-2 -4 5
one _ please	-3 -4 -6
one _ question	-7 -7 -5
one _ reading	7 -1 -1
one _ today	7 0 0
one _ us	-2 -4 -3
one another	-10 -8 -6
one card	-1 -5 -4
one i	4 -4 -3
one im	3 0 0
one in	-2 -4 -4
one line	-10 -6 -8
one more	-6 -7 -2
one night	3 -3 -5
one rom	-3 4 0
one side	-3 -2 7
one way	5 -1 -2
onions	-8 -6 -4
onions _ crying	-2 -1 -2
onions without	-2 -1 -2
online _ threatening	-4 4 0
only _ i	4 3 0
only _ me	-3 6 0
only _ my	-5 0 0
only _ the	-2 3 -1
only thing	7 -6 0
only time	4 0 0
only way	9 -1 0
open	-1 -2 1
open _ own	-8 -4 -5
open my	-8 -5 -4
operation	-6 -4 -3
opioid	-7 -6 -6
ops	-6 -4 -4
options	-3 -3 -3
or	-3 -6 -5
or _ for	-9 -1 -2
or _ friendly	-3 -3 -2
or _ go	6 0 0
or _ in	-7 -2 -2
or _ someone	-5 -1 -3
or a	-9 -3 -3
or girl	-2 -4 -5
or go	-8 -8 -5
or he	-3 10 -3
or invest	-8 -2 -1
or kep	-11 -4 -2
or no	0 -1 -2
or rest	-5 -4 -5
or stay	-5 -5 -3
or they	-4 4 0
or tokens	-3 -3 -3
or username	-4 -3 -2
oracle _ i	10 -4 -1
oracle _ tonight	5 0 0
oracle _ want	6 0 0
oracle about	-5 -1 -3
oracle home	-4 -4 -4
oracle se	-2 -2 -4
oracle should	8 -1 -4
oracle when	10 -3 -2
oracles	-1 -6 -6
oracles reading	-4 -3 -3
oracles response	-5 -4 -4
orchid	-11 -7 -3
orchid _ dying	-3 0 -3
orchid is	-6 -5 -3
order and	7 -1 -1
ordered	-3 -5 -8
ordinary	-5 -4 -4
organised	-3 -7 -6
orient	-3 -3 -3
orient you	-3 -3 -3
other company	-3 -1 -1
others	-11 -7 -8
our	-6 4 -3
our _ is	-3 -7 -1
our aniversary	-6 -8 -4
out _ 10	-5 -6 -6
out _ fod	-1 3 -1
out _ for	6 3 0
out _ hel	-5 -7 -2
out _ is	-10 -2 -1
out _ life	4 -1 -2
out _ we	-1 -1 6
out _ window	-5 -6 -3
out _ work	-9 -5 -4
out _ your	4 0 0
out after	10 -7 -1
out card	-3 -3 -3
out completely	-1 0 -1
out friday	-7 -3 -2
out like	-9 -6 -8
out low	9 0 0
out of	-5 -2 0
out the	-8 -2 -2
out this	-9 -2 -1
outside	-4 9 2
outside _ dor	-1 7 -2
outside the	-3 4 3
outward	-7 -1 -4
oven	-6 -7 -5
over _ ex	-8 -5 -1
over my	3 3 -3
over the	-4 -3 -9
overdose	-2 -5 -3
overdose _ wekend	3 -1 -1
overdose this	3 -1 -1
overdose tonight	4 0 -1
overdosed	-7 -4 5
overdosed _ a	0 0 2
overdosed _ cofe	-4 -2 -5
overdosed _ heroin	-1 -1 7
overdosed _ lips	-1 -2 4
overdosed _ my	-4 0 6
overdosed at	0 0 2
overdosed his	-1 -2 4
overdosed on	-7 -4 -1
overdosing _ now	-2 -1 6
overdosing right	-2 -1 6
overwhelmed	-5 -8 -8
owe	4 5 -1
own _ busines	-11 -5 -2
own _ life	-4 0 0
own _ to	-3 -6 -1
own bakery	-2 -5 -5
own bangs	-7 -2 -3
own life	6 -4 -2
own love	-4 0 0
oxygen _ im	5 -2 -3
pace	-6 -5 -5
pace and	-3 -3 -3
pack	-1 -5 -5
packs	-4 -4 -4
pad	-9 -7 -5
page	2 -4 -5
page _ my	6 0 0
pages	-8 -4 -5
pages _ readings	-3 -3 -3
pages of	-5 -4 -5
paid _ my	6 0 0
pain	6 -3 6
pain _ if	3 -1 -1
pain _ my	-3 0 5
pain _ once	3 0 -1
pain and	-1 0 4
pain in	-3 0 5
pain stop	4 -1 -1
painles	6 0 -1
painles _ to	4 0 0
painles way	3 0 -1
painles ways	6 -1 -1
pains	0 -2 2
painting	-8 -3 -4
pale	-7 -1 5
pan	-6 3 3
pan at	-7 -1 -1
paperwork _ the	-6 -3 -5
paperwork _ wek	-3 -7 -4
paperwork at	-10 -6 -7
paracetamol	6 -3 6
paracetamol would	5 0 0
paramedic	-9 -4 -2
paramedic recertification	-2 -2 -2
parent	-6 -3 -7
parents _ !care	0 5 -2
parents _ changing	-3 -3 -2
parents _ of	-3 -3 -3
parents _ want	-3 -2 -1
parents aprove	-3 -3 -3
parents im	-4 -1 -1
parents kep	9 -6 -3
parents like	-3 -2 -5
parents lock	-3 5 0
parents mis	5 -1 0
park the	8 0 0
parking	2 -2 -3
part _ me	7 -4 -3
part _ the	-4 -2 -3
part time	-8 -3 -4
partner	-6 5 -3
partner threatened	0 2 0
partner threatens	-1 8 0
party	-5 1 2
party _ fun	-1 -1 -2
party if	4 0 0
party lol	-5 -2 -4
pas _ exam	-5 -2 -5
pas _ paramedic	-2 -2 -2
pas _ test	-5 -3 -4
pas my	-3 -5 -5
pas the	-8 -6 -6
pased	-7 -2 0
pased _ in	-2 -5 -6
pased away	-13 -9 -4
pased out	-3 4 7
pasing out	-2 0 3
pasphrase	-9 -8 -8
pasport	-2 6 -1
pasport and	-2 5 -2
past hour	-2 0 3
past month	-3 -3 -4
pasta	-7 -2 -4
pasword	-9 -9 -8
pasword _ failed	-4 -2 -2
pasword change	-4 -2 -2
pasword updated	-8 -4 -4
paswords	6 -6 -9
paswords _ in	4 -2 -2
paswords are	4 -2 -2
paterns	-8 -7 -6
path	-4 -6 -5
patience	-8 -9 -5
patient	-11 -10 -7
pay	-3 2 -11
pay more	-8 -6 -1
pay of	-6 -4 -2
peace	6 -5 -7
peace _ im	8 0 0
peaceful _ want	1 0 0
peaceful asking	5 -4 -1
peacefuly	-6 -8 -5
peanuts _ my	0 0 11
peling of	-5 -2 9
pencil	8 -2 -1
penguin	0 -5 -7
penguin _ home	-4 -4 -4
penguin _ is	4 0 0
penguin _ me	-7 -8 -2
penguin _ on	-7 -5 -2
penguin _ sad	3 0 0
penguin _ were	7 0 0
penguin but	4 0 0
penguin bye	2 0 0
penguin im	-2 -3 -3
penguin oracle	-7 -7 -6
penguin say	-4 -1 0
penguin you	7 0 0
penguins	-8 -6 -8
penguins _ what	-4 -4 -4
penguins know	-6 -4 -6
pension	-5 9 -1
pentacles	-5 -4 -4
people _ it	-4 0 -1
people _ take	7 0 -1
people die	-8 -2 -4
per category	-3 -3 -3
period	-4 -11 -10
permanently	11 -6 -3
permanently not	6 -1 -2
permision _ do	-4 -4 -3
permision _ night	-2 5 -2
permision at	-2 5 -2
personaly	-7 -4 -5
pesticide today	3 0 0
pet	-6 -3 -6
pet advice	-6 -5 -4
phase	-10 -6 -6
phone _ again	-4 -4 -4
phone _ during	-2 -1 -3
phone _ hits	0 3 0
phone and	-1 7 -5
phone died	-6 -3 -4
phone if	-3 -2 -2
phone is	-11 -2 -5
phone scren	-7 -4 -6
phuket	-9 -8 -6
piano	-9 -4 -7
pick	-2 -4 -6
pick _ category	-4 -3 -3
pick _ myself	4 0 0
pick a	-2 -3 -3
pick it	4 0 0
pick up	-7 0 -3
picked	4 -2 -2
picked _ date	9 0 0
picked out	8 -1 -1
picked the	6 0 0
pics	-5 5 0
picturing	8 0 0
piece	-8 -7 -6
pigs	7 -1 -1
pil	4 -7 2
pilow _ done	3 -1 -2
pilows	-5 -4 -3
pilows lol	-2 -3 -4
pils	7 -3 8
pils _ doctor	-6 -1 -2
pils _ in	4 0 -2
pils _ is	-4 -1 4
pils _ leter	3 -1 -2
pils _ wont	-6 0 6
pils are	10 0 -4
pils counted	6 -1 -2
pils wil	4 0 -5
pin	9 -4 -6
pinches	-2 7 -4
pink tonight	-10 -5 -1
pistol	12 -2 -3
piza	-13 -6 -9
pl	-5 -1 -5
place _ holds	-3 -4 -3
place _ im	-1 -2 0
place that	-3 -4 -3
plan	6 -4 -3
plan _ a	6 0 0
plan _ end	7 0 0
plan _ set	5 0 0
plan _ the	6 0 0
plan _ tomorow	-7 -7 -6
plan and	7 0 0
plan from	8 -1 -2
plan is	3 0 -2
plan your	7 0 0
planing	7 -1 -1
planing _ exit	7 0 0
planing _ overdose	3 -1 -1
planing _ suicide	6 0 -1
planing my	6 -3 -3
planing to	10 -1 -1
plans	-4 -3 -7
plant	-9 -5 -5
planted	-9 -5 -4
planting	-5 -5 -2
plants	-1 -4 -10
plants _ in	-8 -4 -2
plants are	-10 -4 -3
plants died	-2 -1 -1
platform	11 -1 0
platform _ and	6 0 0
platform edge	10 0 0
play	-7 -5 -4
played	-8 -9 -6
playful	-5 -5 -4
playing	-9 -4 -9
playing _ just	-8 -7 -3
please	-3 -5 0
please _ again	-8 -5 -6
please _ in	-10 -7 -5
please _ let	3 0 0
please _ my	11 -3 -3
please god	3 0 0
please just	8 0 0
please try	-8 -5 -5
plot of	-3 -1 -1
ploting	-7 -6 -4
pls	-11 -6 -6
pls _ just	5 0 0
pls help	-4 -3 -2
pls oracle	6 0 0
po	3 -3 -4
pocket	5 -1 -2
podcast	-6 -6 -5
pods	-3 -2 6
poem	-10 -4 -4
point _ way	-4 -4 -4
point in	10 -1 -3
point the	-5 -4 -3
pointles	3 0 0
pointles _ done	4 0 0
pointles im	4 0 0
poison _ do	0 -1 3
poison what	0 -1 3
pol	-7 -6 4
pol _ isnt	-1 -1 4
police	-2 6 0
police _ the	0 4 0
police about	0 4 0
porch	-1 3 0
porch _ night	-1 5 0
porch last	-1 5 0
portfolio	-9 -5 -6
position	-6 -3 -2
posted	6 5 -1
potential	-3 -3 -3
potential _ a	-3 -3 -3
potential is	-3 -3 -3
pour	-9 1 2
power	-11 -3 -6
practical	-12 -3 -4
practice	-5 -9 -2
practiced	-8 -5 -9
practise	-9 -7 -8
pray _ dont	10 -6 -4
predict _ exam	-4 -3 -3
predict my	-4 -3 -3
pregnant	-5 -1 3
pregnant _ not	-4 -4 -4
pregnant _ the	-2 -2 -4
pregnant im	-4 -4 -4
pregnant wil	-2 -2 -4
prescription _ months	3 0 0
prescription for	3 0 0
present	-4 -7 -10
presentation	-9 -6 -6
presure	-6 -2 3
presure _ wil	4 0 -5
prety	-4 1 -1
pricing	-6 -6 -6
pro	-5 -3 -1
proces	-5 -3 -3
procrastinating	-7 -4 -3
profesor	-7 -5 -1
progres	-2 -5 -6
project	-12 -6 -5
project _ a	-2 -1 -1
project be	-2 -1 -1
project early	-4 -1 -3
project its	-5 -3 -1
promise	-8 -3 -1
promoted _ my	-3 -4 -2
promoted _ year	-2 -2 0
promoted after	-3 -4 -2
promoted this	-2 -2 0
promotion	-7 -5 -9
proper	-8 -2 -7
properly	-1 -5 0
propose	-7 -5 -5
proposed	-6 -7 -6
protect	-7 -9 -3
protect it	-4 -2 -3
protected _ this	-2 -3 -3
protected on	-2 -3 -3
proud	-10 -10 -10
proud _ him	0 -9 -7
proud _ myself	-5 -1 -1
proud of	-7 -7 -6
ps5 for	-3 -1 0
ps5 to	3 0 -1
puling _ tower	-4 -5 -2
punches	-2 4 0
punches me	-2 4 0
punish	5 0 0
pupy	-5 -3 -4
pure	-8 -7 -8
purple	4 -6 4
purpose	10 -1 -2
pushed me	-3 6 -4
put _ on	-4 -9 -8
puzle	-4 -7 -4
qatar	-5 -3 -3
quarter	-8 -9 -3
quarterly review	-11 -1 -5
quary	11 0 -2
quen	-2 -3 -2
quen of	1 -4 -2
question	-6 -9 -7
question _ for	-2 -1 -3
question _ he	-4 -2 0
question _ vague	-3 -2 -2
question _ you	4 0 0
question about	-2 -1 -1
question but	-4 -1 -1
question submited	-5 -5 -5
question thank	4 0 0
questions	-9 -10 -10
questions and	-7 -4 -4
quiet _ the	-3 -5 -4
quiet _ together	-4 -3 -3
quiet wil	-8 -4 -1
quieter	10 -3 -3
quit	-4 -2 -5
quit _ and	-3 -4 -2
quit _ wil	-2 -2 -2
quit sugar	-2 -2 -2
quiting	-7 -4 -5
quiting _ job	-5 -6 -6
quiting my	-5 -5 -6
quiz	-13 -8 -6
race	-5 -3 -4
racing	-6 -1 5
railing	7 -1 -2
rain	-2 -6 -6
rain _ my	-8 -5 -8
rainbow	-3 -3 -3
rainbow _ the	-3 -3 -3
rainbow on	-3 -3 -3
rained	-7 -4 -5
raining	-8 -5 -4
rainy	-9 -2 -4
ran the	7 0 1
range	-6 -5 -4
ranked	-5 -5 -2
raped	-3 8 -3
raped _ a	-2 5 -2
raped at	-2 5 -2
raped me	-3 8 -2
rapes	-2 4 -2
rapes me	-2 4 -2
rarely	-8 -6 -6
rate	-5 -5 1
rate _ exceded	-3 -3 -3
rate limit	-3 -3 -3
rather be	7 -1 -1
rather than	-13 -7 -8
razor	11 0 0
razor _ my	7 0 0
reach	-11 -6 1
reaction	-2 -1 6
reaction to	-1 -1 4
read	-5 -1 0
read _ dream	-5 -3 -5
read _ whatever	-3 -3 -3
read again	-3 -3 -3
read dream	-6 -7 -8
read the	-4 -4 -3
reading	-2 -6 -9
reading _ !found	-3 -3 -3
reading _ a	-8 -3 -3
reading _ is	-6 -2 -1
reading _ wek	-4 -3 -2
reading _ you	5 0 0
reading ever	9 -1 0
reading for	-7 -2 -2
reading not	-3 -3 -3
reading please	-3 -2 -5
reading pls	-2 -1 -8
reading thank	5 0 0
reading thanks	6 -2 -1
reading when	9 0 0
readings	0 -6 -7
readings _ bye	2 0 0
readings _ this	-4 -3 -3
readings from	-4 -4 -3
readings with	-3 -2 -2
ready	12 -5 -5
ready _ check	4 -1 -2
ready _ end	3 -2 -1
ready _ leave	-4 -1 0
ready for	-13 -4 -5
ready just	7 0 -2
real _ i	12 -4 -6
real transformation	-3 -3 -3
realy _ and	-5 -2 9
realy _ me	-4 -5 -2
realy love	-3 -3 -3
realy realy	11 -3 -3
reason	8 -1 -1
rebuilt	-3 -3 -2
receive	-7 -3 -8
receive _ reading	-3 -2 -1
receive your	-3 -2 -1
received	-10 -7 -7
recent	-5 -4 -5
recent answers	-4 -4 -4
recertification	-2 -2 -2
reckon	3 -5 -6
recorded	7 -4 0
recording	-6 -2 -5
recovered	-10 -5 -7
recovery	-3 -3 -6
red	-2 -8 2
refil	-5 -4 -4
refil history	-5 -4 -4
refiled	-4 -4 -4
reflection	-10 -7 -7
regret it	-6 0 3
rehomed	3 0 0
relapse	10 -4 -3
relapsed	12 -2 -1
relapsed _ cuting	7 -1 0
relationship	-6 1 -8
relationship _ him	-4 -4 -2
relationship _ i	-5 6 -4
relationships	-1 0 -7
relieved and	8 0 0
relieved i	6 -1 0
remember	-1 -7 -5
remember _ birthday	-5 -3 -1
remember my	2 -3 -1
remote 10	0 0 4
remote _ minutes	0 0 4
renewal	-9 -7 -6
rent	-4 -2 -6
rent _ again	-1 -3 0
rent money	0 5 0
repairs	-6 -7 -7
reply	-4 -6 -3
report	-9 0 -2
represents _ beginings	-6 -5 -6
represents _ my	4 0 -1
represents _ this	-2 -5 -1
represents _ today	-4 -4 -5
represents ending	4 0 -1
represents me	-5 -5 -4
represents new	-6 -5 -6
request	-7 -6 -6
required	-8 -7 -6
reset	-5 -5 -6
reset _ log	-4 -3 -3
reset _ sent	-3 -3 -3
reset dream	-4 -3 -3
reset link	-4 -4 -4
resonated	-9 -7 -7
resp	-6 -6 -5
response	-6 -4 -4
rest	-4 -6 -4
rest _ the	-6 -3 -3
rest and	-10 -8 -9
restaurant	-7 1 1
restore	-7 -3 -4
results come	10 -1 0
results going	-4 -4 -4
retire	-10 -6 -6
retired	-9 -5 -4
retirement	-8 -4 -5
retiring	-7 -4 -5
return	-2 -6 -7
return _ home	-5 -4 -4
return _ to	-6 0 -1
return to	-7 -3 -4
returned	4 -6 -4
returning	-8 -6 -6
returning to	-5 -1 0
reunion	0 -2 -1
reversed	-2 -7 -9
review	-13 -5 -3
rhythm	-8 -5 -4
rice	-11 2 -3
rice _ this	-1 -1 -2
rice everything	-3 -2 -2
right	-5 -5 -1
right _ it	-7 -9 -1
right _ stil	-6 -5 -5
right _ wil	-9 -1 -3
right one	-2 -4 -3
right path	-7 -6 -14
right thing	-5 -1 0
rip	-7 -8 -7
riple	-8 -7 -7
rise	-7 -4 -6
rises	-10 -4 -5
rising	-10 -5 -8
rituals	-11 -6 -9
river	5 -4 -5
rn	-1 -8 4
rn _ the	-6 0 -1
road and	6 -1 0
rock	-10 -7 -1
rof	7 -6 3
rof of	6 -1 -2
rof right	6 0 -3
rom	0 11 5
rom _ permision	-2 5 -2
rom for	-8 -6 -9
rom rn	-3 -3 -3
rom to	-5 -5 -3
romate _ i	-9 -7 -9
romate threatened	0 5 0
rope	12 -3 -1
rope _ !for	3 0 0
rope _ not	3 0 0
rope i	5 -2 -1
rope not	3 0 0
rope today	3 -1 0
roses	-9 -5 -2
roti	-9 -4 -6
rubish	-6 -4 -2
rude	-11 -9 -7
run	-4 1 -4
runing _ thinking	3 -1 -1
runing just	3 -1 -1
runs	-10 1 -2
rushing	-6 -5 -4
rusian	-8 -6 -2
sabatical	-4 -1 -3
sacred	-8 -6 -6
sad	-4 -7 -9
safari	-6 -12 -7
safaricom	-3 -2 -1
safe	-9 -7 -8
safely	-4 0 -2
said	-1 7 -3
said _ !to	-5 -1 -3
said _ could	-2 -3 0
said _ i	0 5 0
said _ kil	-12 -1 -1
said _ throw	-2 8 -2
said _ time	-1 6 -1
said if	-4 5 0
said just	6 -1 -1
said next	-2 5 -1
said no	-5 1 -1
said shed	2 -5 -2
sailing	-12 -3 -3
salary	-5 0 -5
salon	-7 1 -2
same _ again	-4 -4 -6
same as	6 -2 -1
same card	-5 -4 -4
same guy	-4 5 0
sana	1 -7 -3
sanctuary	-6 -4 -4
sat	8 1 -4
sat _ the	7 0 -1
sat in	6 0 0
sat there	5 -1 -1
saturday _ out	-3 -3 -3
saturday night	-1 -3 -3
saturday when	8 -4 -2
sauce	-7 -5 0
save	-5 -6 -5
save 20	-6 -2 -2
save _ al	8 0 -1
save _ for	-6 -4 -3
save entry	-6 -5 -5
save money	-6 -2 -1
save note	-9 -6 -4
save them	9 0 -1
saved	2 -5 -4
saved _ enough	4 0 0
saved are	2 0 0
saved me	-10 -6 -5
saving	-2 -7 -9
saving entry	-3 -3 -3
saving my	10 0 -1
saw	-7 -1 -2
saw _ rainbow	-3 -3 -3
saw _ rom	-3 -3 -3
saw _ snake	-1 -1 -2
saw _ was	-4 -4 -4
saw a	-7 -3 0
say	3 5 -1
say _ for	5 0 0
say _ him	-2 -4 -4
say _ owe	1 5 -3
say _ tomorow	-5 -2 -1
say if	-1 3 -4
say it	-4 1 -1
say something	-11 -7 -2
say to	0 -7 -7
say yes	-6 0 -5
saying	-3 5 0
says	-8 7 -1
says _ back	-4 -4 -3
says _ not	-4 -1 -5
says _ ok	4 -1 0
says _ owe	0 5 0
says _ send	-1 3 0
says _ was	-1 6 -1
says everyone	-9 -3 -1
says hes	0 5 -2
says his	0 -5 3
says my	-5 -7 -8
scale	-4 -5 -7
scar	-3 -9 -5
scared	0 6 3
scared _ go	-3 5 0
scared _ husband	-1 5 -3
scared _ wil	1 4 0
scared he	0 6 0
scared is	4 -4 -3
scared of	-6 -5 -9
scared to	-4 5 -4
scary	-6 -4 -7
scatered	-2 -7 -8
schedule sorted	-6 -2 -2
scheduled	8 -4 -5
scheduled _ for	6 -1 -1
schol	-1 3 -6
schol _ 30	-6 -1 -1
schol next	-7 -7 -2
schol would	4 0 0
scholarship	-6 -2 -2
science	-5 -5 -3
scorpio	-4 -4 -4
scorpio _ with	-2 -2 -2
scorpio compatible	-2 -2 -2
scraped	-7 -6 -8
scratch _ until	4 0 0
scratched _ car	-6 -3 -4
scratches	-5 2 0
scratching	8 -2 -1
scren	-7 -4 -6
se _ again	-7 1 -1
se _ baby	-4 -3 -4
se _ point	4 -1 -2
se _ trip	-6 -3 -5
se a	-6 -3 -5
se if	6 3 2
se pricing	-6 -6 -6
se you	-10 -1 -4
sea _ kep	4 0 0
sea _ not	7 0 0
sea _ the	2 0 0
sea tonight	6 -2 -1
search	1 -7 -7
searching	-3 -4 -3
searching moving	-4 -3 -3
season	-9 -8 -6
seasons	-7 -5 -7
second cat	-4 -1 -1
second date	-4 -4 0
secret admirer	-4 -3 -3
secretly	-9 -6 -6
seing	-12 -3 -7
seizure _ isnt	-3 -3 6
sek	-8 -4 -3
sel	-4 -4 -5
sel _ old	-7 -2 -1
sel _ soul	-5 -1 -1
sel it	-10 -2 -8
sel my	-3 -4 -3
self	2 -5 -9
self _ i	-14 -3 -4
selfish	6 0 0
selfish _ kil	8 -1 0
selfish to	6 0 0
seling	-8 -3 -5
seling it	-7 -2 -1
sem	-7 -6 -5
semester	-7 -8 -4
semester _ !cap	3 0 0
semester _ easier	-3 -2 -3
semester no	3 0 0
send	2 4 -3
send _ lol	-5 -3 -6
send _ once	-4 -2 -2
send _ to	-2 5 0
send at	-4 -2 -2
sending	-5 1 -9
sensible	-6 -2 -2
sent _ home	7 -2 -2
series	-8 -4 -4
serious	-3 -4 -3
seriously	6 6 0
seriously _ the	3 0 0
seriously whats	3 0 0
service pistol	8 -1 0
ses	0 -7 -3
ses _ grades	0 -4 0
ses _ mesage	0 3 0
ses a	0 3 0
ses me	-5 -6 -1
ses my	-4 -6 -3
sesion	-3 -3 -3
sesion today	-8 -4 -2
set _ sunday	4 -1 -1
set for	5 -1 0
seting	-8 -7 -6
setings	-6 -4 -5
setle	-9 -5 -4
setle and	-5 -2 -4
seven	-3 -4 0
sewer	6 -1 0
sewer slide	6 -1 0
sexualy	-3 7 -3
sexualy _ at	-2 4 -2
sexualy _ me	-2 4 -1
sexualy abused	-2 6 -3
sexualy asaulted	-3 5 -3
shake	-6 -4 3
shame _ the	2 -3 -3
shame at	-2 -4 -3
share	-12 -3 -6
sharp	-10 -4 -6
shave	-5 -3 -1
shave _ head	-5 -3 -1
shave my	-5 -3 -1
she _ !know	6 -2 -1
she _ in	-6 0 -9
she _ my	-5 0 -5
she _ the	-7 -7 -6
she _ think	-3 -4 -3
she _ unconscious	-1 -1 3
she interested	-3 -3 -2
she pas	-4 -7 -5
she stil	-4 -3 -5
shed	5 -6 0
shelf	-8 -4 -6
sheltered	-9 -7 -7
shes	-9 2 7
shes _ one	-5 0 -7
shes bleding	-2 -1 4
shes confused	0 -1 6
shes coughing	0 0 11
shift	-5 -3 -3
shift _ i	-3 0 0
shift _ the	-6 -2 -3
shifts	-5 -2 -3
ship	-4 -3 -4
shirt	-8 1 -2
shoes _ my	6 -4 -3
shop _ to	-5 -3 -4
shop going	-5 -3 -5
shoping	-8 -4 -5
shore	-9 -4 -7
short	-10 -3 -1
shot	-13 -5 -6
shot _ a	-7 -3 -1
shot _ if	0 4 0
shot _ in	-4 -2 -1
shot myself	-4 -2 -1
shotgun	7 -6 -5
should	-2 -4 -5
should _ a	-4 -1 -4
should _ alone	-4 -3 -3
should _ apologize	-3 -3 -3
should _ ask	1 -7 -2
should _ bet	-6 -1 -2
should _ cary	-5 -3 -1
should _ cok	-4 -3 -4
should _ cut	-10 -6 -6
should _ die	8 -1 -1
should _ finaly	-6 -5 -5
should _ forgive	-6 -1 -3
should _ go	3 -4 -6
should _ join	-10 -6 -3
should _ lend	-5 -6 -1
should _ permanently	3 0 0
should _ quit	-5 -2 -2
should _ reply	-4 -5 0
should _ report	-6 -7 -3
should _ say	-6 -7 -3
should _ shave	-5 -3 -1
should _ should	4 0 0
should _ start	-6 -2 -3
should _ stay	3 3 -1
should _ study	-4 -2 -6
should _ switch	-3 -2 -3
should _ take	-6 -3 -6
should _ talk	-1 -9 -7
should _ tel	0 -4 -1
should _ the	-4 -2 -1
should buy	-7 -2 -1
should end	5 -2 -1
should i	-8 -6 -4
should jump	5 0 0
should just	7 0 0
should mi	-12 -10 -10
should stop	9 0 -1
should we	-8 -3 -2
show	-3 -1 -5
show _ as	-3 -5 -3
show pasword	-6 -5 -5
show tonight	-4 -3 -4
show up	-6 0 -5
showing	-3 5 3
shows	-7 6 -5
shufling	-6 -5 -5
shufling _ cards	-4 -4 -4
shufling the	-4 -4 -4
sick _ death	-3 -1 -3
sick and	-1 0 6
sick to	3 -1 -2
sick with	-6 -3 -2
side	1 -3 3
side _ make	-4 -3 -4
sign	-5 -5 -5
sign _ end	6 0 0
sign _ failed	-4 -3 -3
sign _ lease	-4 -3 -2
sign and	6 0 0
sign in	-4 -2 -2
sign of	-8 -2 -3
sign the	-8 -3 -2
sign up	-6 -3 -3
signing	-8 -8 -7
signing in	-6 -5 -5
signing out	-6 -4 -5
signs	-5 -4 1
signs _ a	-6 -2 -5
silence	1 -6 -5
silence _ a	-3 -2 -2
silence is	-7 -3 -3
simple	-4 -11 -8
simple comforts	-2 -1 -1
simpler	-7 -6 -7
simply	-6 -5 -6
since _ last	-13 -7 -2
sincere	-4 -3 -5
singapore	-9 -7 -4
single _ every	-3 -3 -3
single day	7 -1 -1
single on	-3 -3 -3
sister _ !reason	4 -1 0
sister _ 40	-2 -1 3
sister _ a	-5 -3 -1
sister _ i	-6 -4 -5
sister _ out	0 -1 4
sister _ they	3 -1 0
sister _ to	-7 -6 -3
sister get	2 -3 -2
sister godbye	6 0 0
sister have	-3 -1 -3
sister i	9 -1 0
sister no	4 -1 0
sister swalowed	-3 0 5
sister tok	-2 -1 3
sisters _ go	-4 -1 -2
sit	-1 -5 -6
siting _ the	3 -6 -8
siting in	7 -2 -3
situationship	-11 -1 -2
six months	-4 -3 -2
sixty	9 -2 -3
skin	5 -6 5
skin breaks	3 -1 -2
skin is	-2 -1 6
skip	1 -6 -7
skiped	-1 -7 -6
sky	-1 -5 -4
sky _ !the	-2 -2 -1
sky not	-2 -2 -1
skydiving	-7 -4 -4
slaped	-1 8 0
slaped _ again	-2 6 0
slaped me	-1 6 0
slaps	-4 6 -1
slaps _ and	-3 4 -1
slaps _ whenever	0 4 0
slaps me	-1 6 -1
slaughtered	-7 -8 -5
slay	-8 -5 -4
slay _ exam	-5 -4 -1
slep _ after	-4 0 0
slep _ fr	5 0 -1
slep _ like	4 0 -1
slep _ never	12 -2 -1
slep _ sorted	-6 -2 -2
slep _ tonight	-3 -2 -1
slep through	-7 -3 -9
slep wel	-3 -2 -1
sleping	5 1 4
sleping tablets	7 0 -1
sleps	-9 -5 -4
slept	-6 -4 -11
sleves	7 2 -1
sleves in	6 -1 0
slicing	-8 -6 -7
sliper	-7 -3 -3
sliting	4 -2 -2
sliting _ wrists	4 -2 -2
sliting my	4 -2 -2
slow _ and	-5 -5 -5
slow down	-7 -6 -7
slowly	-3 -5 -5
slugs	-6 -1 -2
smal	-7 -6 -5
smal _ should	-4 0 0
smal and	-6 -4 -3
smal town	-4 0 -1
smal win	-7 -4 -3
smart	-5 -3 -4
smart _ buy	-3 -3 -3
smart to	-5 -2 -3
smash _ head	6 -1 -1
smash my	6 -1 -1
smel _ everywhere	0 -1 4
smel _ gas	-2 -1 5
smile today	-3 -3 -4
smiled	-3 -7 -3
smiling	1 -5 -2
smoke	-3 -3 8
smoke everywhere	-1 -1 4
smoke is	-1 -1 6
smothly	-7 -4 -4
snowing	-9 -7 -8
so	2 -2 -2
so _ at	-7 -2 -1
so _ blod	-2 0 7
so _ bought	-7 -5 -9
so _ can	7 -5 -1
so _ dont	5 0 -1
so _ ending	5 0 0
so _ now	-4 -1 -7
so _ pain	0 0 2
so _ rn	11 0 -1
so _ ses	3 0 0
so _ stop	7 0 -1
so _ today	-10 -3 -2
so _ wil	0 -5 -3
so acurate	-4 -3 -3
so anoyed	-6 -6 -6
so bored	-7 -3 -2
so cute	-5 -7 -5
so dead	-10 -5 -2
so embarased	-5 -1 -1
so fast	-7 -2 1
so god	-5 -1 -1
so hard	-3 3 -3
so hungover	-8 -1 -1
so many	-8 -4 -1
so my	5 0 -2
so nervous	-6 -5 -4
so nobody	5 -1 0
so stres	-3 0 0
so they	7 0 0
so why	6 -1 0
soaked	-6 -6 8
sobed	-11 -7 -6
sober	-5 -2 -6
social	-6 -1 -4
social _ for	-4 -2 -1
social media	-4 -4 -4
socials	8 -1 -2
soften	-12 -9 -8
softly	-12 -4 -6
sold	3 -5 -6
sold my	10 -4 -1
solid	-6 -3 -6
solo	-6 -4 -6
solutions	-8 -5 -6
solutions that	-8 -5 -6
som	-16 -8 -7
some _ the	-7 -4 4
some bleach	0 0 2
someone _ already	4 -1 -1
someone _ having	-4 -2 -4
someone _ hit	-2 -2 3
someone _ hug	-4 -3 -2
someone _ my	-6 7 -2
someone _ son	-4 -3 -3
someone _ work	-2 5 -2
someone and	-5 2 -3
someone is	-6 9 4
someone thinking	-3 -3 -4
something _ about	-4 -1 -1
something _ and	-5 -4 -6
something _ foaming	0 -1 3
something _ is	-9 -5 -6
something _ simple	-3 -2 -2
something be	-3 -2 -2
something god	-6 -4 -2
something hes	0 -1 3
something nice	5 -1 -1
something that	-5 1 -3
sometimes	0 -6 -10
sometimes _ want	3 0 0
sometimes i	10 -2 -2
sometimes on	9 -1 -2
somewhere	-3 0 -3
son	7 -1 2
son _ bleach	-4 -1 5
son _ detergent	-2 -1 3
son _ forgive	3 0 0
son _ his	-7 -3 -5
son _ in	0 -6 -3
son _ kerosene	-1 -1 4
son _ poison	0 -1 3
son _ rat	-2 0 7
son _ waiting	4 0 0
son _ wont	5 0 0
son ate	-1 -1 7
son drank	-1 -1 5
son find	-3 -2 -3
son says	-9 -5 -7
song _ kiling	-4 -2 -2
song _ so	-2 -4 -2
song slaps	-2 -4 -2
songkran	-9 -6 -7
sore	-8 -9 -10
sorted	5 -2 -3
sorted _ the	-9 -3 -4
sorted the	5 0 0
sory	12 -2 -1
sory _ everything	5 0 0
sory if	4 -1 0
sory mom	9 -2 0
sory penguin	5 0 0
sory to	6 0 1
soul _ a	-4 -2 -1
soul _ death	-4 -3 -2
soul after	-4 -3 -2
soul for	-4 -2 -1
soulmate	-6 -3 -3
sounds like	-10 -2 -6
soup	-9 -5 -9
sourdough	-4 -2 -2
sourdough starter	-4 -2 -2
space	2 -5 -5
spark	-3 -7 -3
sparked	0 0 3
speak	-9 -4 -7
spech	-14 -4 5
special	-8 0 -3
special _ year	0 -4 -1
special this	0 -4 -1
spent	-5 -5 -7
spider	-6 -5 -6
spiled	-6 -4 3
spirit	-7 -5 -7
spirit _ oracle	-4 -3 -2
spirit animal	-4 -3 -2
spiritual	-7 -4 -5
splashed	-4 -1 6
spoil	-4 -5 -4
spoil the	-2 -4 -1
spray	-4 -2 3
spreading	-1 0 5
spreadshet _ gona	-5 -5 -7
spreadshets _ slowly	-3 -3 -3
spreadshets are	-3 -3 -3
spring	-8 -6 -4
spurting	-7 -3 10
stab me	-1 6 0
stabed _ hes	0 0 4
stairs	-7 4 4
stairs _ my	-4 1 -4
stand	3 -4 1
stand _ on	-4 -3 -3
stand _ the	12 -1 0
stand tal	-5 -3 -4
standing	5 1 -1
standing _ the	4 -1 -2
start	-6 -4 -4
start _ own	-3 -2 -2
start _ the	-3 0 0
start date	-6 -7 -5
start my	-5 -2 -3
start over	-6 -3 -2
start recording	-5 -5 -5
started	7 7 -1
started burning	7 -2 -2
started cuting	9 0 0
started my	-4 -5 -4
starter	-4 -2 -2
starting to	10 -2 -2
starts	-10 -7 -3
startup	-13 -4 -6
startup _ funding	-2 -2 -2
startup get	-2 -2 -2
starve _ because	8 0 -1
starving _ as	8 -1 -1
starving _ it	-4 -2 0
starving _ should	-2 -1 -3
starving is	-4 -2 0
starving where	-2 -1 -3
statistics	-6 -5 -4
statuses	-6 -5 -5
stay _ to	-3 -2 -4
stay and	9 -2 -5
stay close	-11 -5 -4
stay in	-5 -3 -3
stayed in	-7 -7 -8
stays	-7 3 -2
steadier	-7 -3 -6
steadines	-10 -7 -9
steady	-11 -7 -6
step	-1 -3 -3
step _ front	4 -1 0
stepdad touches	-2 8 -1
stepfather _ me	-2 5 -1
stepfather raped	-2 5 -1
stepmom beats	0 5 0
stick	-7 0 -2
stick _ it	-5 -2 -1
stick to	-5 -4 -3
sticky	-3 -2 -3
sticky _ everything	-3 -2 -2
sticky rice	-3 -3 -3
stil _ me	-6 -7 -3
stil think	-14 -5 -4
stilnes	-12 -8 -9
sting	-5 -1 5
stock	-5 -3 2
stock _ bought	-4 -3 -3
stock i	-4 -3 -3
stockpiling	7 -1 -1
stockpiling _ meds	3 -1 -1
stockpiling my	9 -1 -1
stod	8 -1 -1
stomach where	7 -4 -2
stomach yesterday	-2 5 0
stone	-10 -6 -6
stones	2 -5 -7
stop _ i	9 0 0
stop _ included	6 -1 0
stop _ myself	8 0 0
stop _ noisy	-2 -3 -2
stop _ so	-4 -2 -2
stop _ the	-2 -2 -4
stop breathing	6 0 -3
stop eating	10 0 0
stop existing	8 -1 0
stop fighting	-1 -3 -4
stop him	-2 5 0
stop living	5 0 0
stop once	3 0 -1
stop procrastinating	-6 -4 -4
stoped	9 -2 0
stoped breathing	-3 0 7
stoped my	7 -2 -2
stoped the	6 0 0
storage	-7 -2 -5
storage _ ful	-4 -4 -4
storage is	-4 -4 -4
store _ me	-4 -3 -2
storerom _ gropes	-1 9 -2
storm	-8 0 -4
story _ that	-4 -1 0
story is	-4 -1 0
strange	-8 -7 2
strangle	-9 -4 -3
strangle my	-7 -5 -4
strangled me	-4 8 -2
streak _ in	-5 -4 -4
streak days	-5 -4 -4
streaming	-7 -5 -4
strength	-5 -4 -7
strengthens	-8 -3 -5
stres	-6 -4 -8
stresed	-8 -7 -7
stresed _ my	-4 -4 0
stresed about	-8 -4 -6
stresful	-4 -2 -7
strict	-3 -4 -2
stroke _ like	-4 -2 -4
stroke _ now	0 0 1
stroke id	-4 -2 -4
stroke right	0 0 3
strong	-5 -6 -4
strong and	-6 -6 -5
stuck	-6 -3 1
stuck _ trafic	-1 -1 7
studied	-9 -3 -2
studies	-5 -5 -7
study	-11 -4 -4
study _ next	-2 -2 -2
study _ or	-2 -1 0
study tonight	-8 -3 0
studying	-4 -4 -4
stuf _ me	-2 7 -2
stuf away	6 0 0
submited	-7 -5 -6
submited on	-6 -5 -5
submiting	-10 -8 -8
suced	-7 -3 -4
suces	-11 -10 -8
suculent	-8 -7 -3
suculent is	-7 -6 -5
sudenly	-3 -6 8
sudenly canot	-1 -3 5
sufering	4 0 0
sufocating	-4 -8 -2
sugar	-11 -4 5
sugar _ completely	-1 0 -1
sugar _ year	-2 -1 -2
sugar this	-2 -1 -2
sugar wil	-2 -2 -2
suicidal	11 -6 -5
suicidal _ scared	4 -2 -2
suicidal _ tonight	3 -1 0
suicidal _ wil	3 -1 -1
suicidal again	12 -4 -3
suicidal and	4 -2 -2
suicidal rn	5 -2 -2
suicide	3 -6 -5
suicide _ day	4 0 0
suicide _ it	-3 -1 -1
suicide _ lately	4 0 0
suicide _ on	6 -3 0
suicide _ to	10 -3 -3
suicide after	5 -1 -1
suicide every	4 0 0
suicide in	-7 -1 -2
suicide is	1 -2 -1
suicide note	8 -2 -2
suit	-6 -4 -3
suit me	-6 -4 -1
sulk	-3 -5 0
sulk _ a	-3 -5 0
sulk for	-3 -5 0
sumary	-3 -5 -5
sumer	-1 -4 -4
sun	-6 -2 0
sunday _ just	7 0 0
sunrise	-8 -6 -5
sunset	-4 -7 -10
suport	-7 -7 -5
suposed	5 -3 -1
suposed _ be	3 0 0
suposed to	5 -3 -1
sure	8 3 -1
surface	-6 -4 -5
surgery go	-5 -4 -5
surounds	-6 -4 -4
surprise	-6 -8 -6
survival	-5 -4 -5
survive _ heatwave	-2 -2 -3
survive _ surgery	-2 -1 -3
survive her	-6 -4 -4
survived	-8 -4 -9
survived _ heart	-1 0 -3
survived a	-1 -5 -3
suspense	-8 -4 -4
swalow _ pil	4 0 -2
swalow every	4 0 -2
swalowed	2 -2 13
swalowed _ batery	-1 0 5
swalowed _ bunch	-4 -1 6
swalowed _ buton	-1 0 5
swalowed _ pods	-2 -1 3
swalowed _ whole	-1 0 4
swalowed a	-3 -1 3
swalowed bleach	-5 -1 7
swalowed detergent	-2 -1 3
swear	-10 -6 -1
swear _ my	-3 -4 -1
swear if	-3 -2 0
sweating	-8 -2 9
swel	-4 0 7
sweling	-4 -3 12
sweling fast	-1 -1 5
sweling up	-2 -2 6
swiming	-5 -4 -7
swiming _ and	-1 -1 -3
switch	-1 -3 -3
switch _ my	-4 -5 -1
switch from	-4 -3 -2
switching	-5 -1 -3
switching to	-6 -1 -1
swolen	-7 -7 3
swords	-10 -9 -8
swords mean	-4 -4 -2
sydney	-13 -7 -4
tablets	9 0 2
tablets _ a	7 -1 -1
tablets _ now	-2 -2 3
tablets _ saved	3 0 0
tablets in	8 -1 -2
take _ antidepresants	-5 -3 0
take _ bled	17 -3 -3
take _ dog	5 -1 0
take _ gap	-5 -1 -2
take _ my	3 -4 -1
take _ next	-3 -1 -1
take _ night	-7 -4 -2
take _ own	9 0 0
take _ sabatical	-4 -1 -3
take al	10 -1 -2
take away	-3 -2 -2
take me	10 -4 -1
take of	-9 -4 -8
take the	-1 0 -3
take up	-6 -3 -2
taken	-2 -1 2
takes	5 7 -2
takes my	-2 7 0
taking a	-2 -6 -4
tal	6 -2 -4
tal _ it	-4 -3 -3
tal on	-4 -3 -3
talent	-5 -1 -1
talent show	-4 -2 -2
talest	9 -2 -3
talk back	-5 6 -2
talked	-9 2 -2
talking	-7 -5 1
talking _ her	-3 -3 -1
talking _ my	-7 -6 -4
tap	-6 -2 -6
tape	7 -2 -2
tape today	3 -1 -1
tato	-8 -4 -3
tato _ the	-6 -2 0
tbh	8 -5 -2
tea	-7 -8 -5
teach	-8 -4 -4
teacher	-6 6 -7
teacher _ at	-4 -4 -3
teacher _ il	-3 -1 0
teacher _ say	-3 -1 0
teacher keps	-1 6 0
teacher mad	-3 -3 -2
teacher to	-3 -1 0
team	-6 -3 -7
team like	-2 -1 -1
tel _ best	-7 -4 -3
tel _ dog	3 -1 -1
tel _ friend	-7 -4 -7
tel _ god	-3 -2 -1
tel _ more	-8 -7 -6
tel _ mother	3 0 0
tel _ my	-1 -4 -7
tel _ not	2 0 0
tel _ parents	-8 5 -4
tel _ sister	6 -3 0
tel _ someone	-4 -2 -4
tel me	0 -6 -3
tel people	-3 0 -3
tel the	-5 0 -4
teling	8 -3 -1
teling my	-8 -7 0
temperature	-6 -4 5
temple	-11 -7 -8
tend	-6 -4 -4
tend to	-5 -4 -4
terible	-7 -4 1
terible cramps	0 0 6
test	-7 -9 -9
test _ thursday	-8 -2 -2
test _ time	-4 0 0
test _ tuesday	-2 -1 -1
test next	-8 -4 -4
test this	-4 0 0
tething	-6 -3 -8
text	-3 -5 -4
text _ first	-3 -3 -2
text _ old	-3 -1 0
text _ to	-5 -3 -3
text first	-5 -1 -2
text him	-5 -2 -1
text is	-4 -3 -3
texted me	-10 -7 -4
texts _ my	3 -1 0
texts in	3 -1 0
thai	-2 -4 -4
thai text	-3 -2 -3
thailand _ it	-3 -2 -2
thailand wil	-3 -2 -2
than _ back	6 -1 0
than _ minutes	-3 -3 6
than a	6 -5 -3
than before	6 -1 -1
than we	-7 -2 -1
than you	-9 -3 -3
thank _ for	9 -1 -1
thank _ na	-4 -3 -3
thank _ penguin	-5 -3 -3
thank u	-3 -4 -4
thankful	-8 -8 -10
thanks	4 -6 -5
thanks _ everything	4 -1 -1
thanksgiving	-2 -1 -1
that _ change	-3 -6 -3
that _ hope	11 -4 -4
that _ kiled	-4 -4 -2
that _ not	9 -3 0
that _ one	-8 -7 -4
that _ or	-11 -5 -1
that _ part	-3 -3 -2
that _ peaceful	5 0 0
that _ to	1 -6 -3
that _ turning	-3 -2 -3
that _ was	-4 -8 -7
that _ you	-6 -2 -2
that a	0 -6 -5
that come	-2 -1 -1
that has	-9 -3 -7
that im	-7 -2 -3
that is	1 -4 -6
that job	-2 -1 -1
that joke	-5 -4 -5
that make	-3 -4 -5
that never	-6 -4 -7
that new	-8 -4 -7
that sounds	5 0 0
thats	7 4 -3
thats _ question	9 -1 0
thats my	9 -2 -1
thats the	5 -1 -1
thats where	4 -1 0
the _ about	-7 0 2
the _ acros	7 -2 -1
the _ after	9 0 -1
the _ always	-7 -1 -2
the _ ate	-5 -2 -8
the _ beter	-6 -7 -2
the _ bil	-7 -4 -2
the _ blod	-3 -2 5
the _ breaks	3 -1 -2
the _ chapter	-3 -1 -1
the _ clear	-3 0 -1
the _ cup	-7 0 -1
the _ dies	-6 -5 -4
the _ dog	-2 -5 -6
the _ driver	-7 -1 0
the _ dying	-8 -2 -3
the _ fan	8 0 0
the _ fel	-3 -2 -4
the _ fels	-2 -1 -3
the _ festival	-3 -1 -6
the _ first	-10 -1 -3
the _ garage	4 0 -1
the _ get	-1 -6 -2
the _ go	-2 -2 -5
the _ got	6 -8 -1
the _ group	-11 -2 -2
the _ have	-3 -9 0
the _ holds	-8 -6 -4
the _ how	-10 -4 -1
the _ iron	12 0 -1
the _ is	-2 -1 1
the _ ive	3 -1 -1
the _ life	9 0 -1
the _ light	-4 0 0
the _ lol	-6 -2 -2
the _ man	-7 -4 -5
the _ market	-5 -7 -6
the _ month	-6 -6 -4
the _ movie	-3 -2 -9
the _ next	0 -3 2
the _ no	-5 -1 -5
the _ of	1 -4 -2
the _ out	8 -1 -3
the _ painles	3 0 -1
the _ person	-11 -2 -3
the _ pils	1 0 -7
the _ plants	-6 -4 -2
the _ platform	9 0 0
the _ pls	-5 -3 -4
the _ railing	5 -1 -2
the _ reading	-7 -3 -2
the _ road	10 -3 -4
the _ runing	13 -2 -4
the _ said	-7 -3 -2
the _ says	-12 0 -6
the _ sea	-7 -2 -4
the _ season	0 -4 -2
the _ semester	-3 -2 -3
the _ shore	-4 -4 -5
the _ sparked	0 0 3
the _ step	-10 -7 -3
the _ stil	-10 -6 -7
the _ table	3 -3 -1
the _ tablets	8 0 3
the _ teling	-6 -1 -1
the _ thanks	3 -1 -1
the _ the	7 -7 -7
the _ thing	7 -7 -1
the _ think	-4 -4 -8
the _ tickets	-4 -1 -3
the _ tomorow	-5 -4 -4
the _ tonight	3 -4 -4
the _ tonights	1 0 0
the _ tracks	10 -1 -1
the _ was	-10 -2 -4
the _ were	-4 -3 -4
the _ what	-8 -1 2
the _ who	-6 5 -2
the _ wil	-2 -3 -1
the _ with	1 0 -5
the agency	-2 8 -2
the aircon	-5 -3 0
the apartment	-4 3 0
the army	-6 -5 -3
the belt	-1 4 -3
the blade	11 -2 -3
the blod	0 -2 6
the botle	7 -1 -2
the breakup	-5 -5 -7
the bridge	12 -2 -1
the bruises	5 1 -2
the cal	-10 -6 2
the card	7 0 1
the care	-8 5 0
the church	-9 -1 -1
the city	-7 -3 -1
the cold	-8 -1 -5
the comedian	-1 -1 0
the comunity	-2 -1 -2
the contract	-7 -5 -4
the cost	4 -1 0
the courage	8 0 0
the course	-6 -4 -1
the curent	-7 -4 2
the cuts	6 -2 -2
the dark	-8 -1 -6
the darknes	6 -1 -1
the date	7 0 -1
the dead	-1 -2 -1
the dentist	-3 0 -3
the dogs	6 0 -3
the drawer	5 -2 2
the edge	7 -1 -4
the egs	-2 -4 -3
the exam	1 -3 -2
the exams	-4 -5 -2
the family	-2 0 -6
the flor	-3 -2 7
the flour	-1 -3 -7
the flu	-9 -4 -1
the fol	-4 -5 -4
the formal	-3 -3 -2
the fot	-5 -2 5
the foty	-11 -5 0
the frost	-8 -5 -6
the future	-6 0 -4
the gate	-1 5 0
the girl	-7 -4 -3
the group	-13 -5 -7
the gun	6 -1 -1
the guy	-4 -1 -3
the gym	-4 1 -3
the hanged	-7 -4 -2
the harvest	-4 -1 -4
the heart	5 -5 -4
the hermit	-3 -4 -5
the hike	-6 -3 -1
the home	-5 4 -3
the horor	-5 -3 -4
the ice	-7 -3 -6
the inspection	-3 -5 -1
the insurance	7 -1 0
the internship	0 -1 -1
the interview	0 -4 -3
the kiler	-6 -2 -4
the kitchen	-1 -1 3
the knife	5 -3 -1
the knot	9 -5 -4
the lease	-5 -3 -5
the ledge	9 -3 -1
the leter	10 -1 -4
the library	-4 -2 -2
the light	-7 -4 -6
the loans	5 0 0
the lotery	-5 -3 -2
the marks	7 -1 0
the medicine	8 -3 -1
the mesage	-7 -6 -2
the midle	-5 -4 -6
the money	4 0 -1
the monks	-7 -4 -2
the morning	2 1 -3
the new	-1 -6 -2
the news	-7 -6 -4
the note	-2 -5 -5
the notes	6 -1 0
the ocean	2 -4 -3
the ofice	-9 -3 -4
the one	-7 -4 -4
the only	10 -3 -1
the options	-3 -3 -3
the oracles	-4 -3 -3
the ordinary	-4 -4 -5
the oven	-6 -8 -5
the pain	4 -1 4
the part	-7 -6 -1
the party	-4 -2 0
the past	-5 -1 1
the penguin	4 -4 -4
the penguins	-6 -3 -6
the pier	8 0 0
the plan	11 -1 0
the play	-4 -2 0
the point	9 -1 -3
the police	-1 4 0
the presentation	-3 -4 -2
the proces	-5 -4 -3
the quiet	-8 -4 -5
the railway	7 -1 -2
the rain	-3 -4 -3
the range	-6 -5 -4
the razor	7 0 0
the readings	6 -1 0
the reunion	-7 -3 -2
the ribs	-5 -1 -4
the right	-6 -3 -5
the rof	4 -6 2
the rope	11 -1 -1
the sacred	-9 -5 -5
the scholarship	-10 -3 -2
the slugs	-6 -1 -2
the song	-8 0 -5
the star	-6 -10 -4
the stock	-5 -3 2
the storm	-5 1 -3
the sun	-7 -2 1
the surface	-3 -2 -3
the suspense	-8 -4 -4
the tablets	10 -1 -3
the talent	-4 -2 -2
the talest	9 -2 -3
the team	2 8 -3
the temple	-8 -3 -3
the thoughts	4 0 0
the top	8 -1 -8
the tracks	10 -3 -1
the tv	-4 -5 -3
the two	-10 -2 -5
the universe	1 -6 -2
the university	-5 -4 -4
the voice	5 -1 0
the voices	8 -1 -1
the wake	-9 -2 -3
the war	-5 -8 -4
the wardrobe	6 -2 -1
the water	-3 -3 -4
the way	-1 -6 -3
the weather	-4 -4 -2
the weding	1 -3 -5
the wekend	-2 -7 -3
the whole	0 -7 -5
the wil	7 0 -1
the wind	-3 -6 -8
the window	0 -5 -2
the wonder	-7 -3 -4
the work	-8 -3 2
the worst	-5 -7 1
the year	-8 -4 -4
the yelow	5 0 0
their lives	9 0 -1
them _ beter	-4 0 -1
them _ to	-1 -2 -4
them _ work	-7 3 -2
them back	-3 -2 -5
them im	5 0 -1
them up	11 -4 0
themes	-8 -6 -7
then we	-3 -6 -2
therapy	-10 -8 -7
there is	-7 -6 -4
there with	6 0 0
theres	3 4 9
theres _ bald	4 -1 -1
theres no	6 0 1
these	-4 -4 -4
these years	6 0 0
thesis	-9 -4 -4
thesis _ time	-2 -2 -2
they	-1 4 -6
they _ !have	7 0 0
they _ im	13 -5 -1
they _ not	-4 -3 -3
they _ point	-4 -4 -4
they _ why	3 -1 0
they do	-4 -2 -3
they dont	2 3 0
they tok	-3 8 -5
they wont	6 0 0
theyd	6 2 0
theyd _ beter	8 0 0
theyd be	5 -1 0
theyl	8 3 -1
theyl just	4 0 0
thigh	8 -1 2
thigh with	8 -1 -1
thighs	6 -3 -2
thighs _ nobody	3 0 0
thiners	4 -1 -5
thing	5 -5 -4
things	-1 3 -6
things _ my	-7 -1 0
things _ the	-3 -1 0
things at	-15 2 -5
things for	5 0 0
things this	7 0 0
things with	-9 -5 -1
think	6 -2 4
think _ be	6 0 0
think _ crush	-5 -1 -7
think _ dad	-2 0 7
think _ enough	6 -1 -5
think _ having	-3 0 5
think _ i	7 -2 -1
think _ is	6 1 -1
think _ it	5 -1 -1
think _ jump	8 0 -2
think _ my	-7 3 -1
think _ ned	-6 0 -4
think _ one	5 0 0
think _ overdosed	-6 -3 10
think _ the	-6 -3 -4
think _ time	7 -1 -2
think beter	4 -2 -1
think theyd	3 0 0
thinking	9 -4 -1
thinking _ eating	8 -1 -2
thinking _ jumping	5 0 -1
thinking _ kiling	5 0 0
thinking _ leaving	-10 -2 -2
thinking _ me	-8 -5 -3
thinking _ quiting	-4 0 -1
thinking _ sliting	2 -1 -1
thinking _ suicide	8 0 -1
thinking _ walking	11 0 -1
thinking about	8 -2 -2
thinking abt	6 -1 -1
thinking the	5 0 0
thinks	6 0 -9
thinks _ fine	10 -1 0
thinks im	7 -1 0
thirty	-5 -4 -12
this _ asks	-2 -2 -2
this _ chat	-6 -4 -4
this _ finaly	-8 -1 -3
this _ has	-8 -6 -5
this _ in	-11 0 -2
this _ lol	-6 -3 -2
this _ permanently	2 0 0
this _ promise	-4 -3 -2
this _ real	-3 -3 -3
this _ should	-9 -6 0
this _ town	-4 0 -1
this _ you	5 0 0
this alone	-3 -6 -4
this audition	-4 -6 -6
this browser	-8 -5 -4
this card	-8 -4 -4
this chapter	-7 -4 -3
this device	-9 -7 -5
this exam	-7 -2 -2
this group	-6 -1 -1
this guy	-6 0 -6
this heat	-10 -1 -1
this humidity	-4 -4 -4
this i	7 0 0
this im	6 0 0
this investment	-3 -3 -3
this it	4 0 0
this job	-9 1 -3
this life	13 -4 -5
this meting	-4 -5 -4
this month	-7 -5 -10
this one	11 -1 -2
this pas	3 -1 -1
this project	-6 -2 -1
this question	-11 -9 -3
this reading	-6 -5 -3
this relationship	-4 -7 -2
this spring	-8 -2 -1
this sumer	-7 -1 -4
this sunday	-5 -5 -4
this text	-4 -3 -3
this time	3 1 -1
this trafic	-5 -4 -2
this weather	-5 -5 -1
this wekend	7 -5 -4
this wil	8 0 0
this workout	-3 -4 -3
this world	14 -3 0
this year	-6 -5 -12
though	2 1 -4
thought _ you	-9 -1 -1
thoughts	5 -6 -6
thre	0 -1 -2
thre _ cups	-10 -1 -3
thre _ since	-5 -1 0
thre _ this	-2 -2 -1
thre years	-11 0 -3
threatened	-6 5 -1
threatened _ kil	-3 5 0
threatened _ shot	0 4 0
threatened _ take	-4 0 -2
threatened to	-5 3 -1
threatening _ kil	-1 8 0
threatening _ send	-4 4 0
threatening _ stab	-1 6 0
threatens _ hurt	-1 5 -1
threatens _ kil	-1 8 -1
threw	5 5 2
threw a	-5 6 -2
thriled	-8 -7 -5
thriving	-7 -5 -6
throat	-5 3 6
throat closing	0 0 6
throat is	-2 -2 10
through _ whole	-5 -2 -7
through the	-6 -2 1
through with	11 -1 -1
throw myself	-7 0 -4
ticket _ the	6 0 0
tickets	-5 -3 -2
tidy	6 -1 -1
tight _ i	-4 -1 0
tight when	-14 -1 -4
tiktok	-8 -7 -6
til	8 0 -2
til _ was	8 -2 -3
time	2 -2 -4
time _ change	-2 -2 -1
time _ draw	-5 0 -1
time _ fel	7 0 0
time _ home	-3 -1 -3
time _ me	6 -1 -1
time _ read	5 0 0
time _ saw	-5 -4 -2
time _ say	4 2 -1
time is	-7 1 0
time now	8 -1 -2
time to	-5 -3 -2
timing	-9 -4 -8
timing _ you	-2 -3 -2
timing around	-2 -3 -2
tips	-8 -6 -6
tips _ beter	-2 -3 -3
tips _ the	-5 -3 -3
tips from	-5 -3 -3
tired _ alone	11 -3 -2
tired _ could	-5 -3 -3
tired _ everything	-1 -1 -1
tired _ existing	7 0 0
tired _ fighting	9 -1 -1
tired _ living	6 0 -1
tired _ my	-2 -1 -2
tired _ pretending	6 0 0
tired _ waiting	-4 -1 -1
tired _ waking	9 -1 0
tired after	-4 -3 -3
tired but	-7 -3 -3
tired of	9 -2 -2
title	-6 -5 -4
title is	-4 -3 -3
to _ !exist	6 0 0
to _ abroad	-4 0 -3
to _ again	-2 -2 -1
to _ an	-9 -4 -4
to _ any	-5 0 -1
to _ at	-1 -5 -5
to _ best	1 -2 -1
to _ breathing	5 0 -3
to _ bridge	3 0 0
to _ brother	3 2 0
to _ childhod	-7 -5 -2
to _ courses	-3 -2 -1
to _ dead	6 -2 -1
to _ dentist	-3 -2 -2
to _ early	-1 -5 -4
to _ existing	6 0 0
to _ flat	-8 -1 -1
to _ for	-1 -5 -6
to _ formal	-3 -3 -2
to _ future	-6 -4 -3
to _ go	-3 -4 -3
to _ god	-8 -1 -2
to _ going	5 0 0
to _ gym	-7 -2 -1
to _ here	6 0 0
to _ home	-7 4 -1
to _ husband	4 -4 0
to _ i	5 0 -2
to _ interview	5 -3 -2
to _ is	-3 -5 -1
to _ it	5 0 -1
to _ jobs	-2 -3 -2
to _ lake	6 -2 0
to _ library	-4 -2 -2
to _ life	-4 -1 -2
to _ list	-6 -4 -5
to _ litle	3 -3 -3
to _ living	5 -1 -1
to _ log	-3 -3 -3
to _ lol	-7 -2 -6
to _ me	-5 -2 -2
to _ most	-4 0 -2
to _ mother	7 -2 0
to _ my	-2 1 -3
to _ myself	2 -1 -2
to _ nest	-3 -2 -2
to _ never	-3 -1 -1
to _ new	-7 -3 0
to _ old	-4 -2 5
to _ or	-6 -5 -2
to _ oracle	-5 0 -2
to _ over	4 0 -2
to _ party	-1 -7 -1
to _ penguin	7 0 0
to _ pils	-1 0 5
to _ reading	-4 -2 -2
to _ ready	-9 0 0
to _ reunion	-7 -3 -2
to _ schol	-4 0 -3
to _ second	-3 -3 0
to _ stop	7 -1 -1
to _ stranger	-3 -1 -3
to _ sugar	-8 -1 -13
to _ tbh	5 0 0
to _ thats	3 0 0
to _ when	5 3 -1
to _ with	1 -5 -6
to _ you	-7 -3 -2
to a	-5 -1 -3
to answer	-3 -3 -3
to bali	-4 -3 -1
to bed	0 0 -5
to breathe	-3 -2 5
to bury	-8 -2 -2
to cal	-8 -3 -4
to change	-5 -4 -1
to clear	-7 -1 -2
to cry	-8 -7 -9
to death	-12 -6 -3
to dei	4 -2 -2
to delete	-7 2 -2
to die	10 -2 -1
to doing	6 0 0
to dream	-7 -3 -1
to drown	13 -1 -1
to drunk	-2 4 -2
to eat	-1 2 -2
to escape	-5 -3 -1
to every	-3 -7 -6
to everyone	7 2 0
to finaly	8 -1 -1
to forgive	-7 -2 -1
to grow	-9 -4 -3
to have	-9 9 -6
to help	-9 -2 -2
to hit	6 -5 -6
to home	-6 -4 -4
to hug	-4 -3 -2
to hurt	5 -2 0
to join	8 -1 -2
to jump	5 -1 -1
to kil	-5 2 -4
to krabi	-8 -2 -3
to late	2 -4 -5
to let	-8 -4 -3
to like	-3 -5 -5
to live	5 -2 -2
to login	-5 -5 -5
to lose	-13 -8 -11
to loud	9 -2 -3
to make	6 -4 -2
to many	-7 -4 5
to me	-1 -6 -1
to melbourne	-5 -3 -2
to met	-5 4 -3
to mi	6 -1 -1
to move	-3 -3 -3
to murder	-8 -3 -4
to my	6 2 -3
to not	7 0 0
to open	-10 -3 -4
to overdose	4 -1 -3
to pay	3 -7 -1
to plan	9 0 0
to prom	-4 -2 -3
to propose	-4 -4 -4
to punish	5 0 0
to quit	-7 -2 -2
to save	-8 -1 -2
to short	-5 -3 -3
to sign	-8 -3 -2
to slay	-7 -4 -5
to stab	-7 4 -1
to start	-5 -3 -1
to stop	10 -2 0
to strangle	-8 -5 -4
to text	-6 -2 -1
to that	-5 -5 -2
to the	3 -4 -6
to think	-6 -2 -5
to this	-4 -1 -1
to throw	-8 -1 -3
to travel	-5 -5 -2
to unalive	4 -1 -1
to vague	-3 -2 -2
to where	-1 -1 -1
toast	-7 -2 -7
today	-1 -2 -6
today _ a	-5 -4 -1
today _ car	5 -3 -1
today _ i	-5 -1 3
today _ just	-5 -4 -3
today _ me	-6 -1 0
today _ said	-6 -2 -1
today _ so	-6 -5 -6
today a	7 -1 0
today card	-3 -1 -1
today fels	-6 -3 -3
today felt	-4 -2 -1
today for	-5 0 0
today god	-5 -3 -3
today i	3 -7 -1
today wil	-8 -1 -1
todays	-7 -6 -6
todays card	-7 -6 -7
todler	-5 -2 2
todler _ bleach	0 0 4
todler _ some	0 0 6
todler drank	0 0 5
toeic	-8 -6 -5
together	-10 -11 -9
together can	-4 -3 -3
toilets	5 3 0
tok	0 2 8
tok _ 30	-2 0 3
tok _ few	13 -1 -6
tok _ many	-1 -1 3
tok _ much	-3 0 4
tok _ my	1 -3 3
tok _ phone	-1 4 -5
tok _ whole	-2 -1 6
tok my	-3 7 1
tok out	6 -3 -1
tok the	6 -1 -1
tok to	-4 -1 4
tok two	-6 -4 -8
token	-10 -8 -8
token balance	-3 -3 -3
token history	-3 -3 -3
token pack	-4 -4 -3
token packs	-4 -4 -4
token sumary	-4 -4 -4
tokens	-8 -6 -7
told	4 2 -4
told _ im	4 -1 -2
told him	6 4 -2
told the	7 1 -3
tomasz	-6 -7 -6
tomato _ died	-2 -1 -1
tomatoes	-8 -2 -5
tomorow _ meat	-2 -2 -2
tomorow _ ned	-3 -1 -1
tomorow _ okay	-3 -2 -2
tomorow dead	-2 -2 -2
tomorow go	-3 -2 -2
tomorow just	-7 0 -1
tomorow whats	-2 0 0
tone	-8 -5 -4
tongue	-2 -4 6
tonight	12 2 -4
tonight 2nd	-3 -2 -2
tonight _ 19	3 0 0
tonight _ finish	6 -1 -1
tonight _ go	6 -2 0
tonight _ my	1 -3 0
tonight _ night	4 0 0
tonight _ note	2 0 0
tonight _ place	-3 -2 -2
tonight _ rest	-2 -1 0
tonight _ there	4 0 0
tonight _ tomorow	7 -2 0
tonight and	6 0 4
tonight fr	3 -1 -1
tonight i	6 -2 -5
tonight im	3 2 0
tonight is	4 0 0
tonight it	9 5 0
tonight should	6 -2 0
tonights	4 -2 -1
tonights _ night	5 -1 -1
tonights the	5 -1 -1
total	-8 -6 -5
total refiled	-4 -4 -4
totaly	-8 -5 -9
tothache	-7 -7 4
touches	-3 13 -1
touches _ leg	0 3 0
touches _ wil	0 2 0
touches me	-3 8 0
touching	-1 10 0
touching _ after	0 3 0
touching my	-1 7 0
tour	-6 -4 -4
toward	-7 -5 -5
toward the	-6 -4 -4
towel	-1 -2 7
towels	-5 -1 6
tower _ my	-6 -3 -7
tower _ tel	4 0 0
town	-3 -3 3
town _ i	-4 0 -1
town _ start	-3 -3 -4
town and	-4 0 -2
town should	-4 0 -1
toxic	-8 -7 -5
toxicology	-5 -5 -5
tracker _ my	-3 6 0
tracks _ my	7 -1 -1
tracks near	4 0 -1
trafic _ going	-4 -3 -6
trafic _ gona	-2 -2 -5
trafic _ kiling	-5 -6 -2
trafic is	-4 -4 -1
train	0 -3 -2
train _ near	3 0 -1
train tracks	10 -1 -1
training	-8 -2 -2
transfer	-4 -4 -2
transfer to	-1 -7 -4
transformation	-10 -7 -4
trauma	-5 -2 -3
travel	-11 -7 -5
travel _ month	-3 -3 -3
travel abroad	-1 -2 -1
travel son	-8 -5 -6
travel this	-3 -3 -3
traveling	0 -4 -6
traveling _ moving	-4 -3 -3
traveling searching	-4 -3 -3
tre	4 -3 -5
tre on	6 0 0
tried _ hang	5 0 0
tried _ month	10 0 0
tried last	10 -1 0
trip to	-7 -7 -2
true	-5 -5 -8
truly	-8 -2 -4
truly fel	-3 -3 -6
truly want	-4 -2 -2
trust	-14 -10 -9
trust _ iner	-3 -1 -1
trust the	-5 -5 -4
trustworthy	-3 -4 -3
try _ for	-3 -2 -1
trying _ everyone	4 -1 -2
trying godbye	4 -1 -2
turkey	-6 -4 -10
turn	-4 -6 -5
turn _ the	-4 -4 -4
turn around	-6 -9 -4
turned into	-7 -3 -3
turning	-3 1 3
turning blue	-1 -1 6
turning one	-1 -1 -10
turning thirty	-3 -2 -3
turns up	-1 8 0
tutor	-5 3 -1
tv	-8 -7 -4
twenties	-5 -4 -4
twice today	5 -1 0
twin	3 0 0
twin _ it	3 0 0
twin fel	3 0 0
two	0 -3 -3
two _ of	-4 -8 -6
two weks	-7 -3 -5
tying	7 -3 0
tying _ lose	4 0 0
tying up	4 0 0
typical	-7 -7 -8
u for	2 0 0
u penguin	-5 -4 -4
ugh	-8 -10 -5
ugh _ want	-7 -2 -1
ugh i	-7 -1 -2
umbrela	-4 -3 -7
unalive	9 -2 -2
unalive _ after	6 0 0
unalive _ pain	4 -1 -2
unalive myself	9 0 0
unalive ngl	5 -1 -2
unalive without	4 -1 -2
unaliving	12 0 0
unaliving _ tonight	3 0 0
unapreciated	-3 -2 -3
unapreciated _ work	-3 -2 -3
unapreciated at	-3 -2 -3
uncles	-6 -4 -4
unconscious	-3 -3 8
unconscious _ not	0 -1 3
under a	-5 -3 -2
under my	8 0 1
understand	11 -3 -4
understand _ i	3 -1 0
undone	-6 -2 -2
unexpected	-9 -5 -2
uni	-2 -4 -5
universe	-2 -7 -3
universe _ me	-6 -4 -1
universe teling	-5 -1 -1
university	-7 -1 -4
university _ want	-3 -3 -1
university _ wants	-3 -4 -3
university i	-3 2 0
unles _ met	0 2 0
unles _ send	-1 4 -1
unles i	-3 6 -1
unreal	-7 -1 2
unsetling	-3 -3 -3
until _ bled	10 0 -1
until _ cant	7 -3 -5
until _ couldnt	-3 9 -1
until _ finish	-5 -1 -10
until _ goes	6 -2 0
until i	6 6 -6
until the	-6 -7 -3
up _ ends	4 0 0
up _ grandmas	2 -1 -1
up _ id	10 -1 -2
up _ is	-5 -6 -6
up _ my	-8 5 -2
up _ or	-6 -2 -4
up _ thought	8 0 0
up _ you	-3 -5 -3
up a	-7 -11 -2
up anymore	5 -1 -3
up before	-7 -2 1
up blod	0 -4 4
up disapointed	8 -2 0
up failed	-4 -3 -3
up lose	4 0 0
up my	11 -1 1
up now	-8 -5 -6
up son	-9 -3 -7
up tomorow	6 -2 -1
up wishing	6 0 0
up with	-2 1 -3
update	-6 -6 -6
update pasword	-5 -4 -5
updated	7 -6 -7
ups	-9 -6 -6
upset	-3 -7 -6
upstairs	-2 -1 7
us	-8 3 -4
usage	-4 -4 -4
usage history	-4 -4 -4
use _ bus	-4 -2 -2
use _ i	4 -1 0
use _ least	-2 -2 -2
use at	-2 -2 -2
use it	6 -5 -2
use the	-5 1 -2
use what	4 -1 0
used _ cut	-12 -2 -4
useles	6 -4 -2
user	-4 -4 -4
user information	-4 -4 -4
username	-9 -7 -8
username _ short	-2 -3 -3
username taken	-6 -5 -5
username to	-2 -3 -3
uses	-3 1 -1
vacation	-7 -4 -5
vacation _ now	-2 -1 -3
vacation right	-2 -1 -3
vacation rn	-3 -1 -4
vague	-3 -2 -2
vanish forever	4 -2 0
verifying	-3 -3 -3
verifying _ are	-3 -3 -3
verifying you	-3 -3 -3
very _ and	-7 -6 6
very much	-5 -2 2
vet	-9 -7 -11
vials	7 -4 0
vibe	-9 -1 -6
vibe today	-2 -4 -2
vibes	-7 -3 -4
vibes only	-3 -4 -4
victoria	-6 -3 -1
view	-9 -6 -5
view reading	-6 -5 -6
vilain	-9 -7 -8
vilain _ my	-5 -5 -4
vilain in	-4 -5 -4
visa	0 0 -4
visa come	-7 -6 -3
visa get	-2 -2 -2
visa news	-6 -6 -4
visionary	-9 -8 -8
visit	-9 1 -5
visit _ sumer	-2 -3 -2
visit at	-6 -3 -3
visit me	-6 -4 -2
visit this	-2 -3 -2
vitamin	-7 -1 -7
vodka _ a	-1 0 5
voice	-1 -4 -3
voice what	-2 -2 -2
voices	5 -2 -2
voluntering	-9 -2 -4
vomit	1 -4 9
vomiting	-7 -2 12
vomiting blod	-4 0 5
vs	-9 -4 -6
wadle	-12 -7 -8
wait	2 -5 -3
waiting	8 -2 -6
waiting _ him	-5 -2 -1
waiting in	-7 1 -2
waiting til	5 0 0
wake _ disapointed	7 -2 0
wal _ the	10 -1 -1
wal on	5 -1 0
wal til	14 -2 -3
wal until	13 -5 -4
wal with	-2 -1 -2
walet	-6 0 -1
walk into	14 -3 -3
walked	1 -6 -6
walked there	4 0 0
walking out	8 -1 -1
walks	-6 1 -6
wana	8 -6 -3
wana _ forever	9 -1 -1
wana _ fr	7 0 0
wana _ it	3 0 -1
wana _ ngl	5 -1 -2
wana _ so	7 -2 -1
wana _ to	6 0 0
wana die	12 -1 -1
wana end	3 0 -1
wana go	7 0 0
wana slep	8 -1 -1
wana unalive	6 -3 -2
waning	-6 -5 -5
waning crescent	-4 -4 -4
waning gibous	-4 -4 -4
want	9 -4 -3
want _ change	-3 -2 -1
want _ close	3 -1 -1
want _ cut	-2 -2 -2
want _ delete	-7 -6 -2
want _ die	5 0 0
want _ fal	6 0 -1
want _ finish	8 0 0
want _ go	4 -1 -1
want _ hang	5 0 0
want _ hurt	8 0 0
want _ leave	-2 -5 -3
want _ life	5 0 0
want _ not	7 0 0
want _ punish	7 0 0
want _ slay	-3 -2 -1
want _ step	4 -1 0
want _ take	2 -1 -3
want _ to	2 -1 0
want _ unalive	4 -1 -1
want it	13 -1 0
want my	5 0 0
want the	9 6 -2
wanted _ die	-2 -1 0
wanted _ write	-7 -2 -1
wanted the	3 -1 -1
wanting _ die	-10 0 -1
wanting _ make	4 0 0
war	-7 -11 -6
wardrobe	5 -2 -1
warehouse _ i	-8 -1 0
warm	-8 -7 -6
warmed _ when	-7 -1 -5
warmer	-7 -3 -5
warmth	-8 -7 -8
warning	-7 -5 -4
was _ !born	4 1 -1
was _ a	-7 -8 -5
was _ and	-5 -4 -1
was _ as	-8 -3 -2
was _ asaulted	-2 4 -2
was _ by	-8 2 -2
was _ for	-6 -5 -6
was _ he	-4 -8 -7
was _ in	-2 -2 0
was _ maried	-3 -1 -3
was _ me	-6 -4 -1
was _ meh	-4 -3 -4
was _ right	-7 -6 -1
was _ so	-5 -5 -5
was _ to	-7 -10 0
was _ vacation	0 -1 -1
was _ with	-6 -4 -2
was a	-8 -3 -4
was at	-4 -2 -2
was born	-9 -2 -1
was dancing	-3 -2 -1
was floating	9 -2 0
was hit	-2 -4 -3
was in	-10 -1 -4
was litle	-1 -4 -6
was molested	-2 3 -2
was my	-9 -1 -3
was naked	-3 -2 -2
was not	-6 0 -6
was outside	-1 6 0
was pregnant	-4 1 -1
was raped	-2 5 -2
was so	-5 -5 -5
was taking	-3 -4 -4
was watching	-6 -4 -1
wasting	-4 -6 -3
watch	-5 -6 -7
watch the	-8 -1 -1
watched	-12 -7 -8
watching	0 -1 -7
watching _ laugh	-4 0 -1
water	-4 -6 -4
water _ clear	-4 -2 -4
water and	1 -4 -6
watered	-7 -5 -4
waxing	-6 -5 -6
waxing crescent	-5 -4 -4
waxing gibous	-4 -4 -4
way	6 0 0
way _ die	6 0 0
way _ go	12 -1 -5
way out	9 4 -3
way to	2 -5 4
we	-10 -2 0
we _ about	-5 -7 -4
we _ not	-4 -4 -5
we _ the	0 -7 0
we _ up	-4 -5 -7
we are	0 4 2
we eat	-2 -1 -3
we get	-9 -8 -4
we just	-6 -4 0
we were	-6 -10 -1
wear _ the	-4 0 -2
wear to	-9 0 -1
weather	-6 -3 -8
weding	-9 -7 -7
weding _ sunday	-4 -4 -2
weding and	-3 -5 0
weding day	-4 -3 -1
weding spech	-5 -5 -6
weds _ my	-10 -1 -6
weight of	-4 -2 -2
weird	-6 -6 3
weird _ ask	2 0 0
weird how	3 0 0
weirdly calm	4 0 0
wek	-2 -2 -6
wek _ ask	-8 -4 -4
wek _ does	-3 -2 -1
wek _ friday	-2 -1 -2
wek _ god	-4 -6 -3
wek _ night	-3 -4 -4
wek _ she	-7 0 0
wek a	-5 7 -1
wek at	-3 -2 -3
wek he	-4 4 0
wek lol	-4 -3 -1
wek or	-5 -5 -2
wek promise	-4 -3 -2
wekend _ a	-8 -6 -1
wekend _ does	4 0 0
wekend _ emails	-3 -3 -3
wekend _ switch	-3 -2 -3
wekend _ wil	-7 -5 -2
wekend and	-5 1 -3
wekend without	-3 -3 -3
wekly	-7 -6 -5
wekly guidance	-6 -5 -4
weks	-3 -3 0
wel	-2 -9 -8
wel _ the	-6 0 -1
wel i	4 -1 -3
wel tonight	-4 -3 -1
welbeing	-9 -7 -8
welcome	-10 -8 -9
welcome the	-4 -3 -3
went	-2 -7 0
went _ a	-9 -2 -9
went _ and	-3 -7 3
went _ i	-9 -3 -2
went and	8 0 0
went of	-6 -3 -1
went out	9 -2 0
went up	2 0 6
were	-6 1 -2
were drowning	-1 -4 -2
were just	-5 -1 -2
were stuck	-1 -1 7
weve	-7 -5 -2
weve _ apart	-4 -1 -1
weve ben	-5 -2 -2
what _ about	7 -1 0
what _ already	-10 -4 -3
what _ bought	4 -1 0
what _ do	1 -1 6
what _ enough	-3 -1 -1
what _ have	-3 -2 -1
what _ i	-5 2 2
what _ is	-8 -2 -2
what _ my	-4 -1 -2
what _ since	-5 -5 -5
what _ surounds	-6 -4 -4
what _ the	-1 -2 -4
what _ wanted	-6 -5 -7
what _ work	-4 -4 -5
what _ you	-10 -3 -2
what about	-5 -6 -5
what am	-6 -7 -5
what are	1 -3 -5
what do	-3 2 3
what does	-7 -5 -2
what energy	-4 -5 -3
what hapened	-3 0 -6
what has	-11 -8 -6
what he	2 5 0
what im	11 -3 -3
what is	-3 -7 -5
what maters	-9 -6 -8
what mesage	-5 -4 -4
what should	-2 -1 0
what wil	-6 -1 -1
what you	-7 -5 -5
what your	-6 -1 -4
whatever	-1 -5 -2
whats	1 -3 -7
whats _ for	-9 -2 -1
whats _ love	9 -1 -1
whats _ mesage	-5 -5 -3
whats _ most	3 0 -1
whats _ next	-4 -1 -1
whats _ spirit	-5 -4 -3
whats _ tarot	9 -1 -1
whats _ vibe	-7 -10 -4
whats in	-8 -3 -3
whats my	1 -1 -2
whats next	-6 -3 -1
when	5 8 -2
when _ at	-4 6 -1
when _ autumn	-1 -3 -1
when _ can	-9 -6 -4
when _ drunk	-3 6 0
when _ get	5 -4 0
when _ going	6 -1 0
when _ gone	5 -3 -2
when _ grades	-3 5 0
when _ is	-3 5 -3
when _ kep	-4 -2 0
when _ saw	-5 -6 -6
when _ think	2 0 -4
when _ was	-15 -4 -5
when _ woke	6 -1 0
when he	-4 0 -2
when it	-4 -4 -6
when she	-6 1 1
when shes	-1 5 0
when the	3 -5 -2
when we	-4 3 -4
whenever	2 4 -4
whenever _ lok	-1 7 0
whenever _ speak	0 8 0
whenever shes	0 3 0
whens	-4 -1 -4
whens _ next	-4 -1 -4
whens my	-4 -1 -4
where should	-10 -4 -6
whether _ take	-7 -5 -4
whezing	-1 -2 8
which	5 -4 -7
which _ represents	-5 -3 -2
which _ should	-10 -1 0
while	-1 0 -1
while _ was	-6 4 -1
while im	-6 0 -4
white	-7 -4 -3
who _ am	-4 -4 -4
who _ i	-5 0 -4
who _ their	3 -4 -2
who _ what	6 -1 -2
who always	-9 -4 -1
who gets	9 -1 -2
who i	-4 2 -3
who isnt	4 -2 -2
who take	7 0 -1
whole	-2 -3 3
whole _ and	-6 -2 -3
whole _ of	3 -1 5
whole day	-7 -2 -4
whos	3 -6 0
whos _ decided	4 -1 -1
whos already	4 -1 -1
why	1 -4 -4
why _ did	3 -1 0
why _ i	-6 -3 -3
why _ left	-3 -3 -4
why _ teling	4 0 0
why did	-10 -6 -8
why do	-7 -5 -4
why im	2 2 0
why she	-3 -3 -4
wi	-5 -2 -6
wi this	-10 -10 -6
wider	-10 -5 -4
wife _ al	-2 6 2
wife _ i	-3 -4 -1
wife _ me	-1 6 0
wife fainted	0 0 3
wife slaps	-4 3 -1
wifes	-1 3 4
wifes brother	-1 6 0
wil _ !be	3 0 0
wil _ ask	-1 -4 -1
wil _ back	-4 -9 -7
wil _ be	-4 -7 -2
wil _ beat	-7 -8 -2
wil _ busines	1 -7 -2
wil _ cal	-9 -8 -7
wil _ change	-1 5 0
wil _ cover	-6 -3 -4
wil _ do	-3 -4 -3
wil _ ever	-2 -4 -3
wil _ find	-6 -5 -5
wil _ first	-6 -1 -2
wil _ friends	-1 -1 -2
wil _ get	-4 -2 -6
wil _ god	-6 -2 -2
wil _ gone	4 0 0
wil _ grandmother	-2 -1 -3
wil _ grandson	-7 -6 -4
wil _ haha	-3 0 0
wil _ hit	-6 -4 -3
wil _ hurt	6 -1 0
wil _ it	4 0 -2
wil _ lose	-6 -2 -2
wil _ luck	-7 -4 -3
wil _ make	-11 -4 -7
wil _ mary	-4 -4 -4
wil _ met	-4 -5 -2
wil _ mis	3 0 0
wil _ move	-7 -2 -1
wil _ much	5 -1 -1
wil _ neighbor	-2 -3 -2
wil _ ok	9 -3 -1
wil _ remember	-5 -4 -1
wil _ se	1 -5 -3
wil _ sister	-4 -7 -7
wil _ slep	-7 -2 -2
wil _ startup	-4 -2 -2
wil _ stick	-5 -2 -2
wil _ stock	-4 -3 -3
wil _ suced	-7 -6 0
wil _ suit	-6 -4 -2
wil _ survive	-9 -6 -7
wil _ text	-4 -6 -3
wil _ tower	4 0 0
wil _ twin	3 0 0
wil _ understand	6 -1 -1
wil _ visa	-10 -2 -2
wil _ win	-7 -4 -2
wil _ work	-8 -4 -1
wil anyone	6 -1 0
wil find	10 -2 0
wil friday	-2 -1 -2
wil get	-1 -7 -4
wil god	4 0 0
wil he	-4 -9 -11
wil i	-11 -8 -6
wil is	8 -1 -3
wil it	-6 -3 -6
wil me	-6 -5 -7
wil murder	-5 -4 -2
wil my	-6 -9 -9
wil not	8 0 0
wil point	-4 -4 -4
wil she	-9 -9 -3
wil the	-3 -6 -9
wil they	-7 -3 -4
wil things	-6 0 -3
wil tonight	3 0 0
wil we	-9 -9 -6
win	-8 -6 -4
win _ match	-1 -1 -2
win the	-6 -5 -3
wins	-6 -7 -7
wiped	-7 -8 -5
wisdom	-9 -8 -10
wish	8 -4 -2
wish _ had	7 0 0
wish _ luck	-5 -4 -5
wish i	6 -3 -2
wish the	6 -1 0
wishing	11 -2 -2
wishing _ had	6 0 0
wishing id	5 -2 -2
with _ !wifi	-4 0 -1
with _ and	-6 -2 -5
with _ before	-4 0 -2
with _ belt	-1 9 -2
with _ card	-3 -2 -2
with _ clothes	-6 7 -2
with _ compas	10 -2 -3
with _ cousin	-4 -2 -4
with _ flu	-3 -2 -2
with _ girlfriend	-6 -3 -1
with _ group	-2 -1 -1
with _ gym	-6 -7 -3
with _ investment	-3 -3 -3
with _ jump	-4 -4 -3
with _ just	9 0 0
with _ lighter	10 -1 -1
with _ neighbour	9 -4 -3
with _ pan	0 11 -1
with _ razor	7 0 0
with _ son	5 0 0
with _ stick	0 6 0
with _ tea	-6 -7 -6
with _ water	-3 -4 -2
with _ wek	-5 -4 -4
with _ weve	-4 0 -1
with care	-7 -4 -5
with cofe	-6 -1 0
with everything	5 -1 0
with friends	-9 5 -5
with grace	-5 -7 -8
with it	6 -7 -3
with kindnes	-7 -5 -5
with leo	-2 -2 -2
with life	6 -4 -3
with love	-3 -3 -4
with mark	-8 -2 0
with my	-4 -1 -3
with no	-3 -5 -8
with pilows	-5 -4 -3
with this	-8 -5 -4
within	-11 -6 -4
without _ as	-1 3 -1
without _ cost	4 -1 0
without _ for	-9 -3 -7
without _ in	6 -3 0
without _ what	4 -1 0
without a	-4 -3 -3
without apology	-3 -3 -3
without crying	-4 -1 -2
without emails	-3 -3 -3
without her	5 3 0
without it	8 0 0
without me	11 -3 -2
wnat	4 -2 -2
wnat _ dei	4 -2 -2
wnat to	4 -2 -2
woke _ to	4 0 0
woke _ with	-4 -3 -1
woke i	7 0 0
woke up	5 1 -5
woke wanting	4 0 0
won	-7 -7 -5
wont	3 1 12
wont !be	10 -1 0
wont !come	7 -3 -5
wont !have	6 -2 0
wont !ned	13 -1 -2
wont !stop	-2 6 8
wont _ !here	8 0 0
wont _ !neding	4 0 0
wont _ !them	3 -1 0
wont _ !to	3 -4 -6
word	-1 -1 -3
word _ this	-5 -3 -1
word for	-5 -3 -1
words	-3 -6 2
words _ my	5 -1 -4
woried	-13 -10 -12
wories	-9 -3 -4
work _ a	-7 -2 -2
work and	-1 0 -2
work out	-10 -8 -8
work raped	-2 5 -2
work this	-6 -2 -1
working	1 1 0
working in	-6 0 1
workout	-3 -3 -6
workout _ kiling	-3 -4 -3
workout is	-3 -4 -3
workout today	-3 -1 -1
works	6 -6 -5
world permanently	2 0 0
worst	-7 -7 10
worth	-3 -5 -5
worth _ spon	-3 -2 -2
worth every	-5 -2 -2
worth it	-4 -4 -3
wory	-3 -6 -6
would	11 -3 -2
would _ if	5 -6 -6
would _ me	5 1 0
would _ parents	6 -1 0
would _ penguin	4 0 0
would _ to	8 0 -1
would burn	-5 7 -6
would die	-7 -1 -2
would notice	5 0 0
would you	-12 -6 -4
wouldnt	7 -2 -2
wow	-3 -3 -3
wow _ acurate	-3 -3 -3
wow so	-3 -3 -3
wrecked	-11 -11 -6
wrecked me	-8 -3 -4
wrist	8 -1 2
wrists	8 0 -3
wrists _ the	2 -1 -1
wrists in	2 -1 -1
wrists with	6 -2 0
write _ before	-8 -4 -3
write _ journal	-3 -3 -3
write _ my	3 -1 0
write _ reflections	-5 -4 -4
write _ suicide	6 0 0
write _ thank	3 0 0
write a	2 -5 -3
write in	3 -1 0
write them	-3 -3 -3
write your	-6 -5 -5
writen _ down	5 0 0
writen leters	8 0 0
writer	-2 -1 -2
writing _ mesages	2 -2 0
writing _ obituary	4 -2 -2
writing a	-11 -7 -9
writing this	7 4 -2
wrote _ for	7 -2 -3
wrote _ godbye	7 0 0
wrote _ my	11 -3 -3
wrote _ note	4 0 0
wrote _ suicide	6 0 0
wrote _ wil	7 -3 -2
wrote my	10 -5 -1
wrote out	10 -2 -1
wrote the	7 -3 -1
year	-9 -4 -4
year _ honest	-3 -4 -4
year _ learn	-3 -4 -3
year _ like	-1 -1 -3
year _ of	-5 -6 -2
year _ the	-7 -2 0
year i	-5 -1 -5
year in	-6 -3 -2
year lol	-7 0 -1
years	-5 -7 -4
years _ and	2 -4 -2
years _ i	-7 -2 -3
years _ it	-9 -5 -2
years _ the	-6 -1 -1
years _ this	-1 -1 -2
years ago	-8 -7 -5
years clean	-10 -1 -4
years fre	-10 -2 -3
years in	-7 -4 -4
years is	-3 -5 -2
years since	-4 -1 -1
years sober	-3 -2 -1
yeled	-6 -9 -4
yelow line	5 0 0
yes	-2 -4 -6
yes _ no	-1 0 -3
yes _ the	-4 -4 0
yes no	-5 -4 -4
yes or	-1 0 -3
yes to	-5 -5 0
yesterday	-1 4 -7
yesterday _ a	-7 -1 -8
yesterday he	-3 7 0
yesterday its	-4 -5 -3
yet	-7 -10 -7
yoga	-10 -6 -5
you	-2 -5 -7
you _ ben	-11 -4 -3
you _ com	-3 -3 -3
you _ do	-7 -2 -2
you _ guided	-2 -3 -2
you _ have	-4 -5 -4
you _ human	-3 -3 -3
you _ it	-12 -3 -3
you _ ka	-4 -3 -3
you _ not	-11 -3 -2
you _ penguin	7 0 0
you _ permision	-4 -4 -3
you _ than	-10 -6 -8
you _ the	5 -1 -2
you _ this	2 -3 -3
you again	-3 -4 -2
you already	-7 -8 -4
you and	-5 -3 -3
you are	-11 -3 -7
you can	-3 -4 -5
you deserve	-3 -4 -3
you die	10 0 -1
you example	-3 -3 -3
you feling	-3 -2 -2
you have	-3 -4 -5
you know	8 -2 -4
you litle	5 0 0
you might	-7 -1 -6
you most	-6 -1 -2
you na	-4 -3 -3
you not	-8 -4 -5
you predict	-4 -3 -3
you thank	4 0 0
you times	-3 -3 -4
you truly	-4 -2 -3
young	-9 -1 -4
your	-6 -9 -10
your _ death	7 0 0
your _ for	-6 -2 -3
your _ have	-3 -2 -3
your _ is	-6 -3 -5
your _ question	-3 -1 -2
your _ rise	-3 -2 -2
your cal	-3 -2 -2
your card	-8 -5 -5
your changes	-3 -2 -3
your dreams	-8 -4 -4
your first	-4 -2 -2
your inbox	-3 -3 -3
your mind	-4 -1 -5
your nest	-3 -1 -1
your people	-3 -3 -2
your question	-7 -3 -4
your reading	-7 -3 -3
your readings	-4 -2 -2
your work	-14 -5 -5
your wrist	4 0 0
yourself	-6 -5 -7
yourself _ apology	-3 -3 -3
yourself without	-3 -3 -3
youtube	-4 -4 -3
youtuber	-7 -5 -7
zombie _ mondays	-4 -3 -3
zombie on	-4 -3 -3
zombie today	-3 -3 -2
zombies	-8 -6 -7
️	-9 -8 -9
`;

// Written by scripts/train-care.ts from the training sets (docs/care.md, "The model"); do not edit.
export const MODEL_EN = `
!3	4 0 2
!555	-9 -9 -9
!a	8 -3 -1
!a !joke	5 0 -2
!a _ !that	-7 -1 -2
!about _ in	3 -2 -2
!about _ my	4 -2 -2
!about _ train	4 -1 -2
!about it	-3 -1 -3
!about jumping	3 -2 -2
!about sliting	4 -2 -2
!again !lie	-4 -1 -1
!alive	7 -1 -3
!alowed	-1 5 0
!alowed !to	-1 5 0
!am	-4 -3 -2
!am !i	-4 -3 -2
!and !his	-3 -5 8
!and _ want	3 0 0
!answering	-3 -3 9
!anymore	10 -4 -7
!anymore !just	-6 -1 0
!anymore _ world	3 0 0
!anymore godbye	3 0 0
!anyone !to	7 -2 0
!authenticated	-7 -6 -6
!away	6 -3 -4
!back	2 -2 -1
!backup	-4 -3 -4
!be	6 -2 -4
!be !found	5 0 -1
!be !here	5 -1 0
!be !read	-3 -1 -1
!be _ !next	3 0 0
!be _ anymore	6 -1 -1
!be _ much	4 0 -1
!be _ tomorow	5 -1 0
!be alive	9 -2 -1
!be here	6 0 0
!being	4 -2 -1
!being !here	3 -1 0
!being _ for	3 -1 -1
!bleding	-2 -2 5
!blod	-2 -3 6
!born	11 1 -1
!born _ !i	3 0 0
!both	-4 -4 2
!breath	0 0 3
!breathe !my	-5 -3 8
!breathing	-2 -3 7
!but i	-4 -4 -1
!by	-3 -7 -5
!camping	4 -1 -2
!can	-1 -1 -1
!cary this	-4 -4 -5
!catch	0 0 3
!catch !my	0 0 3
!catch _ !breath	0 0 3
!category	-7 -6 -7
!cavities	-3 -3 -3
!clouds	-2 -1 -1
!come !back	7 0 0
!come !to	-7 -5 -4
!dark	-6 -1 -1
!deserve	7 -2 -1
!drinking	-5 -4 -5
!drinking !again	-3 -3 -1
!drinking _ !lie	-4 -1 -1
!eat until	-1 8 0
!epipen	-4 -2 6
!even !care	2 0 0
!even _ !anymore	3 0 0
!ever	6 -3 -3
!ever again	10 -2 0
!every	-5 -5 -5
!every _ !is	-7 -5 -5
!except	4 -1 -1
!exist	8 -1 -1
!exist anymore	5 -1 -1
!extra	-6 -5 -6
!face	5 -1 3
!fault	4 -2 -1
!felt	-4 -1 -1
!find	2 -3 -2
!for !a	5 -1 -1
!for !camping	4 -1 -1
!force	-6 -2 -1
!force it	-2 -2 -4
!found	-5 -5 -5
!ful	-6 -2 3
!get _ !again	4 0 0
!get _ !out	-1 -2 4
!give	-8 7 -1
!give _ !fod	-2 4 0
!go !to	-3 5 -1
!going _ !be	8 0 0
!gona !be	5 0 -1
!gona _ !here	3 0 -1
!have	5 -3 0
!have _ !cary	-4 -4 -5
!have _ !force	-6 -2 -1
!helmet	7 -1 2
!her !fault	4 0 0
!here	8 -1 0
!here !next	4 0 0
!here _ longer	3 0 -1
!here _ month	3 0 0
!here much	3 0 -1
!him	-9 10 1
!him i	0 6 0
!his	-3 -2 8
!how	-8 0 3
!hury	-5 -5 -6
!i _ i	5 5 -1
!i tel	0 5 0
!i think	4 0 0
!idea	-5 -2 3
!if _ tel	0 5 0
!im	8 -3 4
!im not	7 -3 -1
!in !a	-7 -1 -4
!is !it	-8 -4 -5
!is that	5 0 0
!it	0 1 -4
!it !anymore	4 0 0
!it !where	8 -1 0
!it _ im	7 -1 0
!it _ the	-7 -2 -5
!ive	10 -4 -2
!joke	5 0 -2
!joking	7 -1 -1
!just	-4 -5 -3
!know !what	-5 0 -1
!know !why	7 -2 0
!know _ !it	-1 6 0
!leave _ house	-3 8 -4
!left	7 -2 -1
!lie	-4 -1 -1
!live	9 -2 -2
!live _ honestly	2 0 0
!live anymore	5 -1 0
!living	11 -3 -5
!living !anymore	4 -1 -2
!lol	2 -5 -8
!longer	0 -4 -3
!match	-10 -5 -6
!me !anymore	-7 -2 -7
!me _ until	-3 5 0
!memory	-2 5 -1
!month	5 0 0
!moving	1 -4 6
!my !breath	0 0 3
!my !inhaler	-4 -3 5
!myself	11 -3 -3
!ned !either	3 -2 -1
!ned !me	9 -3 -3
!ned !to	-3 -2 -3
!ned _ !anymore	4 0 0
!ned _ !be	-8 -4 -1
!ned _ !hury	-3 -2 -2
!ned _ !se	-3 0 0
!neds	-10 -7 -5
!next	6 -1 0
!next month	4 0 0
!of	6 -6 -2
!on	6 -2 -1
!on !being	3 -1 -1
!or	2 -5 3
!out	0 1 -2
!out !except	4 -1 -1
!plan	4 -5 -1
!plan !on	4 -1 -1
!plan _ !being	3 -1 -1
!planing	7 -1 -1
!planing !to	7 -1 0
!please help	-1 0 4
!point	9 -2 -1
!point !living	2 -1 -1
!point _ !anymore	2 -1 -1
!properly	-3 -1 5
!protected	-3 -3 -3
!pulse	-3 -2 7
!put	-5 -6 -7
!questions	-5 -3 -3
!questions !yet	-5 -3 -3
!quit	-6 -2 -4
!reach	-5 -4 -2
!readings	-5 -4 -4
!readings !yet	-3 -3 -3
!realy	6 1 0
!reason	3 0 0
!reason !to	6 -1 0
!reason _ !live	7 0 0
!reason _ !stay	3 0 0
!resonate	-3 -2 -2
!responding	-1 -2 5
!ruin	6 0 0
!run	-4 -7 -6
!rush	-6 -3 -5
!say	-1 2 -4
!should	-4 0 -6
!should !i	0 -1 -5
!so	2 -8 -2
!stand	1 -1 3
!stand !up	-1 0 4
!stop !bleding	-2 -1 4
!stoping	-2 -1 6
!straight	-4 -1 2
!submit	-3 -3 -3
!sweating	-2 0 6
!take	4 -4 -4
!talking	2 0 3
!the	4 -2 0
!the !clouds	-2 -1 -1
!the _ i	5 0 0
!them	7 -1 -2
!think	3 -3 4
!think !i	5 0 0
!thinking _ it	-3 -1 -3
!thinking _ sliting	4 -2 -2
!this _ godbye	3 0 0
!til	-3 4 0
!to	3 1 -4
!to !exist	4 -1 -1
!to !force	-6 -2 -1
!to !his	-3 0 0
!to !hury	-3 -2 -2
!to !live	5 -1 -1
!to !the	-5 3 -1
!to !wake	8 -1 0
!to _ alive	9 -2 -1
!to _ any	5 0 0
!to _ anymore	2 -1 0
!to _ everything	-6 -1 -5
!to _ here	4 0 0
!to _ me	6 2 0
!to _ the	1 -3 -3
!to _ this	-5 1 -4
!to _ up	5 -2 -1
!to say	-3 -2 -1
!tomorow	11 -7 -4
!up !again	7 0 0
!up !tomorow	8 -1 -1
!up !until	-4 -4 -3
!up tmrw	4 -2 -2
!valid	-4 -3 -5
!wake _ !until	-4 -4 -3
!wake _ tmrw	4 -2 -2
!wake _ tomorow	10 -2 -1
!wake up	6 -2 -1
!wana !wake	5 -2 -2
!wana _ !up	5 -2 -2
!want !anyone	7 -2 0
!want _ !exist	4 -1 -1
!want _ !live	8 -1 0
!want _ !wake	5 -1 0
!want _ live	6 -2 -2
!way	8 -1 -3
!way !out	4 -1 -1
!way _ !except	4 -1 -1
!we	-3 -4 2
!were	-6 2 -3
!what !i	-3 -5 -6
!what _ say	-1 -5 -2
!why	7 -3 -2
!wil !i	-6 -3 -3
!wil _ get	-4 -4 -5
!wil i	-8 -3 -4
!with _ i	0 6 0
!worth _ !anymore	5 0 -2
!yet	-3 -7 -7
!yet !protected	-3 -3 -3
!your	-7 -6 -6
1	-6 -2 2
10	-9 -4 -2
10 years	-6 -2 -3
100	-7 -4 -3
11	0 1 -3
11 11	-6 -6 -2
12	-5 0 -5
12th	8 0 -2
13	-6 1 -2
1323	-5 0 0
14th	6 -2 -2
14th flor	4 0 -1
15	-4 -2 -5
15 years	-6 -1 0
16	-7 5 -5
19 lol	2 0 0
2	-2 -6 -7
20	-5 -2 5
20 _ pils	-3 -1 3
20 _ tokens	-2 -3 -2
20 minutes	-1 0 4
20 sleping	-3 -1 3
20 test	-2 -3 -2
2025	-10 -8 -6
22 _ day	4 -1 -1
22 a	4 -1 -1
2am	-3 -1 -4
3 _ clean	3 0 0
3 _ is	-6 0 0
30	-5 -6 5
30 paracetamol	-3 -1 7
40 _ her	-3 0 3
40 of	-3 0 3
5	-4 -2 -2
50	1 2 -5
500	-5 -2 -1
555	-13 -14 -7
5555	-8 -8 -5
67	-5 -3 -3
7	-5 0 -3
70	-6 -3 -5
8 _ pregnant	0 0 10
9	2 0 -2
9th flor	8 -3 -2
a _ admirer	-3 -2 -2
a _ anyway	-2 -1 -1
a _ at	-4 1 -2
a _ b	-4 -2 -2
a _ batery	0 0 4
a _ because	5 -1 -2
a _ blade	8 0 0
a _ bok	-4 0 -1
a _ botle	-1 0 4
a _ carer	-4 -1 -1
a _ cat	-8 -3 -2
a _ clas	-4 -2 -2
a _ date	-4 -4 -4
a _ death	-4 0 0
a _ direction	-3 -3 -2
a _ dose	4 0 0
a _ entry	-4 -4 -3
a _ eye	-2 3 0
a _ feling	-5 -3 -4
a _ for	-1 -3 -1
a _ from	-4 5 -1
a _ god	-6 -5 -4
a _ id	-3 -2 -4
a _ in	-2 -1 2
a _ is	-5 -2 -4
a _ job	-7 -1 -4
a _ last	-2 4 -2
a _ lol	-7 -1 -4
a _ lonely	-4 0 -1
a _ minutes	-7 -4 -5
a _ negotiator	-1 -2 -3
a _ note	4 -1 -1
a _ now	0 -7 0
a _ of	2 -2 3
a _ omen	-3 -6 -2
a _ outside	0 -2 4
a _ parent	-3 -3 -3
a _ penguin	-5 -1 -1
a _ piece	-4 -4 -4
a _ question	-6 -3 -2
a _ right	-6 -4 -3
a _ rn	-5 -1 -1
a _ shift	-7 -5 -5
a _ sting	-4 -1 1
a _ table	-6 -2 -4
a _ that	4 -4 -1
a _ thing	-5 0 0
a _ this	-6 -4 -2
a _ tired	-5 -1 0
a _ where	-6 -8 -7
a _ wil	-3 1 -5
a _ with	-8 -6 -5
a _ year	-7 -3 -3
a baby	-7 -6 -9
a batery	-2 -1 4
a be	-5 -3 1
a beach	-3 -2 -2
a bed	8 -1 -1
a belt	0 9 0
a bird	-6 -5 -3
a blesing	-6 -3 -4
a blodbath	-6 -2 -4
a bos	-6 -2 -3
a break	-5 -2 -2
a bus	8 -1 -1
a buton	3 0 5
a calm	-6 -4 -1
a car	2 -5 2
a cat	-5 -3 -3
a category	-7 -5 -6
a chick	-4 -4 -4
a cold	-4 -2 -6
a compas	5 -3 -1
a crime	-5 -3 -2
a dead	-2 4 0
a der	-4 -3 -1
a dor	3 0 0
a dorway	-3 -3 -3
a dream	-7 0 -4
a family	-8 -7 -4
a fever	-2 -3 5
a field	-4 -1 -4
a first	-3 -1 -1
a fish	-1 -1 -3
a flat	-5 -3 -3
a funeral	-7 -3 -5
a gap	-5 -2 -3
a generous	-7 -5 -6
a gentle	-4 -4 -2
a godbye	7 -1 -1
a grape	0 0 3
a guy	-5 3 -3
a haircut	-2 -2 -1
a headache	-5 -4 -6
a house	-8 -3 -3
a huge	-5 -2 -1
a journal	-4 -4 -3
a kid	-7 0 -6
a kiler	-8 -6 -4
a knife	4 5 0
a leg	-4 -3 -3
a lethal	7 -2 -2
a litle	-7 -7 -6
a living	-4 0 -2
a lot	-1 -4 3
a man	-7 5 -2
a mesage	-4 -3 -4
a murder	-3 -2 -1
a new	-7 -4 -3
a nightmare	-3 -1 0
a note	7 3 -1
a pain	-1 0 -1
a pan	-2 8 0
a parking	-7 -4 -7
a pil	-8 -4 -7
a pilow	-5 -5 -1
a place	-8 -4 -1
a plan	4 -1 0
a plane	-5 -3 -1
a potery	-4 -3 -2
a promotion	-7 -5 -5
a pupy	-3 -3 -3
a quiet	-6 -2 -3
a raise	-6 -4 -3
a razor	4 0 -1
a rope	8 0 0
a scholarship	-4 -3 -4
a secret	-2 -1 -4
a simple	-8 -1 -1
a skyscraper	-5 -2 -2
a smal	-8 -2 -4
a softer	-5 -3 -3
a stick	0 5 0
a tato	-7 -1 -2
a test	-4 -2 -3
a title	-4 -2 -2
a tracker	-2 4 0
a trip	-6 -2 -2
a truck	4 -1 0
a vacation	-5 -3 -5
a website	3 -1 0
a weight	6 -2 -1
a wekend	-5 -4 -2
a year	-4 -3 -4
a zombie	-6 -4 -2
about	-3 -5 -6
about _ al	5 -1 -1
about _ die	-4 -1 -1
about _ dream	-5 -3 2
about _ dying	6 0 0
about _ every	5 -2 0
about _ exam	-9 -2 -6
about _ it	4 -1 0
about _ kiling	2 0 0
about _ methods	7 -3 0
about _ myself	4 0 0
about _ not	2 -1 -2
about _ on	7 0 0
about _ starting	-9 -6 -1
about _ the	7 0 -1
about _ was	-2 -2 -2
about _ wrists	6 0 0
about a	-6 -7 -8
about driving	6 0 0
about her	-7 -5 -2
about is	5 0 0
about it	2 -4 -4
about kiling	5 0 0
about me	-4 -5 -2
about money	-11 -3 -3
about my	-7 -3 -9
about overdosing	6 0 -1
about the	-5 -3 -4
about tomorow	-9 -3 -4
above	-5 -6 -3
abroad	-6 -6 -4
abroad this	-2 -1 -2
abroad wil	-5 -5 -2
absolute	-5 -3 -5
absolutely	-10 -6 -5
abt	6 -1 -1
abt _ it	4 -1 -2
abt ending	4 -1 -2
abused	-4 8 -4
abused me	-1 4 -1
abusive	-8 0 -5
abusive relationship	-3 2 -3
ace	-6 0 0
acept	-6 -7 -3
acept it	-5 -3 -2
acept the	-4 -2 -3
ache	-6 -5 -4
aches	-9 -8 -8
acount	2 -2 -6
acounts	5 8 -2
acros my	6 -3 -4
act	-9 -5 -4
acting	-5 2 -3
actualy forever	4 -1 -2
acurate	-8 -4 -3
aded	-6 -5 -5
admirer	-3 -2 -2
adopt	-8 -4 -5
adopt _ cat	-5 -3 -3
adopt _ kiten	-4 -2 -1
adopt _ pupy	-3 -3 -4
adopt _ second	-4 -3 -3
adult	-5 -3 -1
advice	-3 -4 -5
advice _ today	-2 -3 -3
advice please	-3 -3 -3
afairs	6 -1 -2
afraid _ dying	-2 -5 -4
after	7 -1 2
after 15	-6 0 0
after _ be	-5 0 1
after _ birthday	-3 -1 -1
after _ car	0 -1 3
after _ concert	-3 -5 -3
after _ die	5 0 0
after _ every	-5 -3 -2
after _ funeral	-5 -3 -3
after _ gone	6 0 0
after _ hike	-1 -4 -3
after _ in	-8 -2 2
after _ new	-1 -1 8
after _ so	7 0 -2
after _ stret	-4 -4 -3
after _ years	-2 -4 -2
after a	-11 -3 1
after death	-7 -3 -5
after im	6 0 0
after losing	-4 -4 -4
after taking	-3 -2 10
after what	4 -1 -1
after work	1 -1 -1
again	3 1 -6
again _ 3	2 0 0
again _ at	-5 -1 0
again _ like	3 -1 0
again _ my	-2 1 -2
again _ night	4 0 0
again _ should	3 0 0
again _ this	3 -1 0
again _ wil	-8 -2 0
again because	3 1 0
again is	-6 -4 -1
again last	2 0 0
again lately	5 0 0
again next	-10 2 -6
again nobody	4 0 -1
again should	-8 -5 -1
again stres	-3 -1 -2
again third	5 -3 0
again tonight	7 0 -1
again whatever	-5 -3 -2
against it	-2 -2 -2
agatha	-6 -3 -2
agatha christie	-6 -3 -2
age now	-3 -3 -3
agency	-2 5 -2
ago	-5 -4 5
ago for	0 0 -3
ago i	-5 -1 -1
agre with	4 0 0
ahead	-4 -7 -6
aid	-4 -1 -2
air	-8 -2 -4
airport	-4 -2 -2
airport _ we	-3 0 0
airport wil	-6 -2 -1
al	-3 -1 -2
al _ can	2 0 0
al _ end	6 0 0
al _ i	2 -5 -1
al _ me	-5 -5 -2
al _ moms	5 0 0
al _ old	-5 -2 -1
al _ pils	6 -2 -1
al _ sleping	-1 -3 4
al _ them	7 0 0
al _ things	3 0 0
al _ think	6 0 0
al _ time	7 -4 -3
al _ while	-3 -5 -6
al _ years	4 0 0
al around	-4 -3 -2
al day	-9 -1 -6
al god	-8 -9 -9
al i	7 0 0
al my	7 2 -1
al over	-4 2 5
al readings	-6 -6 -6
al statuses	-5 -6 -5
al tbh	3 0 -1
al themes	-5 -6 -5
al wekend	-7 -7 -5
alarm	-6 -8 -7
alarm _ every	-3 -3 -1
alcohol for	-7 -2 0
alergy	-6 -1 -2
alive _ want	4 0 0
alive anymore	5 0 0
alive i	4 0 0
alive in	-6 -4 -1
alive tomorow	5 -1 0
alone	-5 1 1
alone _ throw	-2 -1 0
along	1 -6 -5
along _ my	-1 -2 0
along with	-1 -1 -1
alow	-5 -3 -4
already	8 0 -4
already _ it	-7 4 -1
already _ my	3 -2 -1
already _ the	4 -4 -1
already _ to	3 -1 0
already _ your	-8 -3 -3
already on	-2 -1 -1
already writen	2 0 0
always	-2 -3 -8
always _ back	-3 -3 -2
always _ me	-8 -1 -1
always _ to	-6 -7 -4
always comes	-3 -3 -2
am _ abused	-3 6 -3
am _ being	-5 -5 -4
am _ done	-4 -4 -4
am _ going	-5 -4 -2
am _ of	5 0 0
am _ ready	-2 -3 -1
am being	-3 6 -3
am going	5 0 0
am i	-9 -4 -7
amazing	-11 -6 -8
ambulance	1 -1 4
among	-7 -6 -7
among us	-4 -5 -3
amount	9 -2 -2
an _ ago	-1 -1 4
an _ for	8 -1 0
an _ in	-5 -5 -4
an _ pil	-3 -3 6
an _ relationship	-3 2 -3
an _ teacher	-7 -8 -6
an abusive	-3 2 -3
an exam	-7 -6 -5
an hour	1 -2 3
ancestors	-5 -4 -4
anchor	-1 -3 -2
anchored	-5 -3 -2
and	0 5 6
and _ !be	5 0 -1
and _ !come	6 0 0
and _ !get	6 -2 5
and _ !let	-4 8 -4
and _ !moving	-2 -1 4
and _ !open	7 0 0
and _ !slep	-2 -3 -4
and _ about	3 -3 -1
and _ again	-6 -5 -5
and _ am	0 -7 -7
and _ are	-12 -8 -4
and _ argued	-5 -4 -2
and _ back	-8 -9 -5
and _ bleding	-3 0 7
and _ but	-3 -5 -7
and _ by	-2 -3 -6
and _ can	-4 -3 -3
and _ card	-4 -2 -3
and _ dark	0 -1 2
and _ date	4 0 0
and _ dont	-1 1 -1
and _ every	-4 2 -1
and _ fel	-10 -10 2
and _ fought	-3 -2 -3
and _ games	3 0 -1
and _ handful	-1 0 5
and _ he	-1 2 2
and _ into	-7 -2 -4
and _ is	-9 2 0
and _ isnt	-2 -2 4
and _ it	1 -2 -2
and _ litle	-2 0 -4
and _ logins	4 -2 -2
and _ loks	-4 -1 -2
and _ lost	-7 -2 -3
and _ love	-6 -2 -3
and _ make	-4 -1 -1
and _ me	-3 8 -1
and _ mom	-4 3 1
and _ nervous	-3 0 -2
and _ of	-3 -1 -5
and _ on	-4 -2 -3
and _ only	-5 -4 -2
and _ out	-4 -4 -6
and _ over	-6 -3 -2
and _ pain	-3 0 6
and _ pased	-1 -2 6
and _ phone	4 -3 -1
and _ plan	2 0 -1
and _ same	-5 -3 -2
and _ shes	-1 0 5
and _ sister	2 -1 1
and _ so	-5 -3 -3
and _ starting	5 0 -1
and _ stuck	-1 0 5
and _ sudenly	0 -1 6
and _ tape	7 -2 -3
and _ the	1 -2 -5
and _ think	5 -3 3
and _ til	-4 -2 -2
and _ to	-1 -1 -3
and _ totaly	0 -2 -11
and _ us	-3 6 -1
and _ when	-4 -7 -5
and _ where	-4 -5 -4
and _ wife	-7 -1 -1
and _ with	-4 -9 -8
and _ woke	-3 3 -3
and _ you	-6 -5 -4
and bank	4 -2 -2
and beat	0 4 0
and beats	-4 2 -1
and bit	-2 7 -3
and bleding	-1 -2 6
and burn	-3 -1 -1
and cried	-3 0 -5
and do	-7 -5 -5
and dying	-7 -6 -6
and end	4 0 0
and enjoy	-4 -3 -3
and every	-2 -7 -4
and everything	-4 -4 -6
and face	0 0 6
and give	-7 -3 -3
and go	-7 -6 -4
and got	-6 -6 -4
and had	-3 -6 -4
and has	-1 -1 4
and he	-3 3 4
and hit	2 -3 6
and hits	0 7 0
and honestly	1 -5 -5
and im	2 -5 3
and it	-1 -1 -4
and its	-3 -4 3
and kep	-2 -4 -4
and leaves	-3 7 -2
and let	-5 -4 -3
and lets	-3 -5 -3
and listen	-8 -4 -4
and lost	-6 -4 -4
and loving	-5 -5 -7
and mised	-6 -5 -7
and move	-8 -5 -4
and my	1 3 8
and never	4 -5 -2
and nobody	1 -4 -1
and now	-3 -1 5
and one	-4 -2 5
and puled	0 3 0
and rest	-4 -3 -6
and return	-6 -6 -6
and sat	5 -1 -1
and shes	-3 -6 5
and slaps	-4 7 -1
and so	6 -1 -2
and sometimes	-6 -5 -3
and start	-8 -4 -2
and stil	-3 -4 -4
and storage	-4 -4 -3
and survived	-6 -5 -4
and swalowed	-4 -3 6
and switch	-4 -4 -1
and tape	4 -1 -1
and the	-1 -6 -1
and then	-2 1 -3
and think	6 -1 -1
and this	0 -4 -5
and touches	-2 7 -1
and wait	-3 -2 -6
and wants	-7 2 -1
and was	-2 -5 2
and welcome	-8 -5 -6
and were	-7 -8 1
and with	-3 -3 -3
and wrote	8 -2 0
and you	-8 -3 -4
and your	-7 -5 -7
angry _ my	-3 -8 -1
angry at	0 -6 -1
animal	0 -2 -2
animals	-9 -6 -7
aniversary	-7 -7 -7
another	-4 0 -7
another one	6 -2 -1
anoyed	-7 -7 -7
anoying	-13 -6 -8
answer	0 -5 -3
answer log	-7 -3 -4
answered	-7 -6 -6
answered on	-6 -6 -5
answers	-8 -6 -6
antidepresants _ the	-3 -2 -2
antidepresants in	-3 -2 -2
antidepresants is	5 0 -1
anxious _ that	3 -1 0
anxious before	-4 -1 -4
anxious is	3 -1 0
any	-5 -5 -5
any _ for	-4 -3 -1
any _ it	5 0 0
any advice	-10 -2 -4
any card	-11 -4 -2
any guidance	-7 -6 -8
any luck	-4 -2 -1
any of	5 1 0
any reason	9 0 0
any tips	-6 -4 -3
anymore	4 -4 -2
anyone else	-5 -2 -4
anyone notice	6 0 0
anything just	-6 -1 -4
anyway	1 -3 -1
anyway _ for	-6 -4 -3
anyway _ my	-6 -1 0
anyway wil	-5 1 -1
ap	-3 -9 -7
apart	-6 -3 -3
apartment	-4 2 -3
apearing	-7 -8 -6
aplication	-4 -4 -6
apologize	-3 -2 -3
apologize first	-3 -3 -3
apology	-5 -3 -3
apreciate the	-5 -5 -5
aprove	-4 -5 -3
aprove _ leave	-4 -4 -4
aprove _ my	-4 -4 -5
aprove of	-4 -4 -4
aproved	-7 -6 -2
aproved son	-3 -1 -3
aps	-9 -9 -1
arabic	-6 -5 -5
arabic 15	-6 -5 -5
are	-3 -3 1
are _ and	-1 -5 1
are _ blue	0 0 2
are _ feling	-3 -2 -3
are _ in	-5 -3 -4
are _ lol	-5 -1 -5
are _ me	-4 1 -2
are _ now	2 -8 -10
are _ order	4 0 0
are _ sky	-2 -1 -1
are _ to	-8 -8 -9
are guided	-1 -1 -3
are human	-2 -2 -3
are not	-5 -5 -6
are over	-4 -2 -4
are the	-4 -3 -5
are thriving	-4 -2 -5
are you	-7 -1 -2
area	-8 -2 -5
argued	-5 -5 -1
argued about	-5 -4 -2
arive	-4 -4 -4
arives	-5 -4 -5
ariving	-8 -4 -5
arm _ says	0 6 -1
arm for	-6 -4 0
arm with	6 -1 0
arms _ fel	4 0 0
arms to	4 0 0
arms until	7 -1 0
arms with	12 -4 -4
around	-1 -4 2
arthritis	-7 -3 -4
as	0 1 -6
as _ sign	6 0 0
as a	-7 -1 -5
as something	-5 -6 -7
asalha	-5 -4 -4
asalha bucha	-5 -4 -4
asaulted	-2 6 -2
asaulted _ work	-2 4 -2
asaulted at	-2 4 -2
asaulted me	-1 4 -1
ashamed	7 2 0
ask _ first	-4 -1 -2
ask _ last	3 0 0
ask _ question	-7 -2 -3
ask her	-3 -3 -3
ask my	-5 -3 -3
ask one	3 0 0
ask your	1 -2 -2
asked for	-4 6 0
asked why	5 -1 0
asking _ me	8 -2 -1
asking again	-6 -6 -1
asking because	11 -2 -4
asking for	7 -2 -3
aslep _ just	8 -1 -2
aslep _ time	4 -1 -1
aslep god	4 -1 -1
asthma	-4 -2 8
asthma atack	-2 -2 8
at 2am	-2 0 -4
at 35	-3 -2 0
at 3am	2 -1 -2
at 40	-5 -4 -5
at 7	-2 -6 -3
at _ again	-1 0 -1
at _ airport	-4 -2 -2
at _ and	-8 3 0
at _ balcony	5 -2 -1
at _ brother	-2 -4 -2
at _ characters	-3 -3 -3
at _ dance	-7 -6 -8
at _ for	-6 -2 -2
at _ home	-3 3 -1
at _ in	-7 -5 -4
at _ interview	-3 -2 -2
at _ is	-5 -5 -2
at _ its	-8 -7 -7
at _ just	-5 -3 -4
at _ knife	6 0 0
at _ like	-6 -1 -3
at _ lol	-2 -4 -3
at _ mal	-4 -2 -2
at _ my	-2 -6 -1
at _ ofer	-4 -2 -4
at _ party	-4 6 1
at _ point	3 -1 -1
at _ presentation	-1 0 -1
at _ raped	-1 4 -1
at _ restaurant	-1 -1 4
at _ same	-6 -2 -2
at _ schol	-6 -5 -2
at _ talent	-3 -1 -2
at _ to	-10 -7 -4
at _ water	5 -1 0
at _ weding	-5 -5 -9
at ches	-6 -5 -3
at every	-7 -7 -1
at my	-6 2 -3
at night	-3 5 -4
at sea	-7 -6 -6
at that	-3 -1 -2
atacked	-5 -2 -3
ate	-6 -9 3
ate _ bunch	-2 0 4
ate _ poison	-2 0 5
ate _ yogurt	-4 -2 -3
ate my	-4 -2 -3
ate rat	-2 0 5
ate some	-4 -3 7
audition	-7 -4 -2
auld	6 0 -1
aunt	-11 0 -2
aunts	-6 -4 -2
avoid	-5 -1 -1
avoid it	-4 -1 -1
awake	5 -4 1
awake i	6 -1 -2
away	-1 -6 -4
away _ friends	5 -1 0
away _ his	-1 -2 -5
away _ old	-5 -2 -1
away my	2 -6 -5
away to	4 0 0
b	-4 -2 -2
baby _ !breathing	-3 0 5
baby _ breathing	-3 -1 7
baby _ down	0 -2 5
baby _ having	-1 -1 11
baby _ healthy	-4 -4 -7
baby _ strugling	-1 -1 4
baby fel	0 -2 5
baby isnt	-3 0 5
baby son	-3 0 -3
baby stoped	-3 -2 6
baby swalowed	-1 -1 7
back	-4 -3 -4
back _ answer	-3 -2 -3
back _ do	-4 -1 -3
back _ her	-2 2 -5
back _ im	7 -1 0
back _ leave	-4 -3 -1
back _ login	-4 -3 -4
back _ now	-5 -5 -4
back _ the	-3 -3 -2
back _ this	-10 -9 -2
back _ work	-9 -2 -2
back from	-8 1 -4
back home	4 1 -2
back to	0 -7 -4
back up	-6 -5 -5
back what	-6 -5 5
backup	-8 -6 -6
backup _ storage	-4 -4 -3
backup and	-4 -4 -3
bad	0 -4 1
bad _ day	-7 -6 -6
bad _ think	-3 -3 -3
bad habits	-2 -2 -2
bad omen	-4 -4 -2
badly	-4 -2 1
badly _ glas	-1 0 3
badly on	-1 0 3
bag over	6 0 0
bakery	-4 -1 -1
bakery _ want	-2 -2 -2
bakery i	-2 -2 -2
baking	-4 -6 -6
balance	-8 -5 -5
balcony	2 -5 -3
balcony _ morning	-2 -3 0
balcony this	-2 -3 0
balcony tonight	2 0 0
bali	-5 -3 -2
bali _ a	-4 -2 -1
bali for	-4 -2 -1
band	-8 -10 -5
bangkok _ high	6 -1 -2
bangs	-6 -5 -5
barely breathing	-1 -1 8
barks	-5 -3 -1
based	-3 -3 -3
based unsetling	-3 -3 -3
basil	-8 -5 -6
bat	-5 4 -2
batery	-9 -3 1
batery _ dead	-6 -3 -3
batery _ useles	-2 -3 -4
batery is	-5 -3 -6
bath	2 -6 6
be _ about	-5 -3 -1
be _ and	-6 -7 -3
be _ at	4 -1 -1
be _ beter	-5 -1 -1
be _ calmer	-3 -1 -1
be _ confident	-3 -4 -3
be _ end	-3 -1 -1
be _ if	11 -2 -1
be _ is	-5 -4 -4
be _ meat	-4 -2 -1
be _ more	-6 -5 -1
be _ or	-6 -3 -1
be _ semester	-3 -3 -3
be _ the	7 0 0
be _ wek	3 0 0
be _ with	9 -1 -4
be _ without	8 -3 -2
be able	-6 -2 -1
be an	-7 -6 -5
be and	0 -1 3
be aproved	-8 -3 -2
be dead	9 -3 -1
be delayed	-3 -4 -5
be fre	5 0 0
be god	-4 -2 -2
be grateful	-3 -2 -4
be here	9 0 0
be over	6 -1 -1
be patient	-8 -6 -6
be real	3 0 0
be sad	5 0 0
be sen	-8 -3 -5
be simple	-2 -2 -3
be sting	-6 -2 6
be with	6 -1 0
be yourself	-5 -3 -3
beach	-4 -5 -5
beach _ nobody	-4 -1 -2
beach i	-3 -4 -1
beat	-10 0 -9
beat _ at	-3 -4 -1
beat _ i	-3 -3 -3
beat _ up	-1 8 0
beat my	-4 -2 -1
beat the	-5 0 -3
beaten	-3 4 -3
beaten _ my	-2 3 -2
beaten by	-2 3 -2
beats	-6 5 -3
beats _ and	0 4 -1
beats _ brother	-1 4 -1
beats _ up	-1 4 -1
beats _ why	-4 -3 -4
beats my	-2 4 -3
because _ dont	6 -4 -1
because _ want	9 0 0
becomes	-8 -6 -5
bed early	-5 -2 -7
before	1 -4 -4
before _ end	6 0 0
before _ flight	-4 -1 -4
before _ go	8 -3 -1
before _ hit	-3 -1 0
before _ it	-3 -1 -1
before _ the	-4 -1 -2
before exams	-5 -2 -5
before he	1 -5 -2
before hiting	-4 -1 -2
before my	-9 -2 -2
before the	4 -3 -2
behind	2 -6 -6
behind _ house	6 -2 -1
being _ by	-4 1 -2
being _ cant	-2 -1 5
being _ on	-6 -4 -6
being _ one	-5 -2 -1
being _ person	7 -4 -2
being _ sad	4 -1 0
being alive	13 -5 -1
being beaten	-2 3 -2
being chased	-4 -2 -1
being held	0 3 0
being me	3 0 0
being noisy	-3 -4 -3
being single	-5 -7 -4
being so	-3 -2 0
being to	-5 -5 -4
bel	-5 -3 2
believe	2 5 -2
believe me	-1 5 0
belong	-9 -4 -6
belt	-1 10 -1
belt _ my	-3 7 -1
belt again	-4 6 -3
ben	6 2 3
ben _ at	2 0 -1
ben _ for	-6 -3 1
ben _ how	10 0 -1
ben _ me	-2 6 -5
ben _ my	8 -6 -6
ben _ myself	4 0 -1
ben _ of	7 0 -1
ben _ the	2 0 2
ben _ tired	-4 -1 0
ben _ up	8 0 -2
ben _ ways	3 0 0
ben _ words	2 0 -2
ben cuting	4 -1 -2
ben folowing	-1 6 0
ben loking	10 -1 -1
ben practicing	-2 -3 -4
ben real	7 -1 -1
ben saved	-6 -5 -4
ben saving	6 0 -1
ben stockpiling	5 0 0
ben taking	3 -6 0
ben through	-7 -4 -4
ben told	-7 -2 -9
ben vomiting	-4 -1 2
beneath	-9 -3 -5
beneath _ surface	-2 -4 -4
beneath the	-2 -3 -4
beneath you	-5 -4 -4
berlin	-3 -1 0
best	1 -7 -4
best _ at	-3 -1 0
best _ ever	-7 -4 -6
best friend	0 -6 -2
bestie	-6 -5 -6
bet	-10 -4 -5
beter	1 -1 -7
beter _ am	5 -2 -1
beter _ dead	6 -1 -1
beter _ if	10 -2 -2
beter friend	-4 -4 -2
beter i	6 -1 0
beter is	-5 -3 -1
beter now	-9 -3 -6
beter of	4 -3 0
beter slep	-4 -3 -2
beter so	4 -1 0
beter than	-2 -7 -4
betwen	-1 -5 -6
beyond	-8 -4 -4
bf	-11 7 -1
bf chokes	0 5 0
bf hit	-2 3 0
big	-5 -5 -4
biger	-5 -4 -1
bike	-4 -5 -1
bike _ im	-5 -1 -3
bike _ now	-3 0 4
bike but	-5 -1 -3
bike just	-3 0 4
bils	9 -2 -4
binged	-7 -7 -5
bird	-5 1 -2
birth	-9 -2 0
birth card	-6 -2 -5
birthday	1 -7 -7
birthday _ i	8 -1 0
birthday _ it	3 0 0
birthday so	4 0 0
bit	-1 -5 1
bit _ arm	4 5 -2
bit _ bit	5 0 -1
bit _ hand	-5 -4 -6
bit blue	-3 -2 -4
bit me	-4 -5 -2
bites	-5 7 -3
blade	11 -2 -4
blade _ my	5 0 0
blade from	4 -1 -1
blanket	-6 -2 -5
blanket and	-5 -1 -4
bleach	0 -1 8
bleach _ mistake	-1 0 3
bleach by	0 0 3
bled	2 -4 -5
bled _ asking	3 0 0
bled _ from	4 0 0
bled a	-8 -3 -5
bled from	-5 -4 -1
bled i	5 0 0
bled when	6 -1 0
bleding	2 -3 8
bleding _ after	0 -1 3
bleding _ lot	-2 -1 4
bleding _ right	0 0 2
bleding _ so	-1 -1 2
bleding a	5 -1 4
bleding heavily	-4 -1 6
bleding money	-4 -2 -4
bleds	6 -2 -1
blesing	-7 -3 -4
block	-7 -3 -4
blocked	-5 1 -2
blod	-5 -4 14
blod _ the	-4 -1 5
blod coming	0 -1 4
blod from	-1 -1 5
blod is	-4 -1 4
blod thiners	5 -1 -5
blodbath	-6 -2 -4
blue	-2 -4 12
blue _ he	0 0 2
blue notebok	6 -1 -3
boiling	-4 -4 4
boiling oil	-3 -1 4
bok	-11 -7 -5
bok _ wekend	-2 0 -2
bok this	-2 0 -2
boked	-9 -3 -5
boked _ hotel	5 -2 -1
boked the	6 -2 -1
boks my	6 0 -1
bone	-4 -1 5
bone is	-3 0 3
bonus	-10 -8 -5
bored	-7 -6 -4
bored _ could	-3 -2 -2
bored i	-3 -2 -2
boring	-6 -5 -3
boring job	-4 -3 -3
borowed	-7 -4 -2
bos	-7 2 -2
bos _ asaulted	-1 3 -1
bos _ if	-1 7 0
bos _ me	-4 -4 -5
bos _ to	-5 -7 -2
bos aprove	-4 -4 -4
bos groped	0 4 0
bos help	0 -1 0
bos like	0 -2 -1
bos sexualy	-1 3 -1
both	-11 -5 -6
botle	6 -2 4
botle _ sleping	-7 0 7
botle of	2 -1 4
botle tonight	3 0 -1
botles	-5 -3 -2
bought	5 -4 -5
bought _ a	-7 -4 -4
bought _ gun	4 0 0
bought _ knife	3 -1 0
bought _ not	3 -1 -1
bought _ rope	7 0 0
bought _ up	-3 -2 -1
bought crash	-3 -2 -2
bought go	-3 -2 -1
bought the	7 -1 0
box _ sleping	-6 0 8
boxes	7 -1 -2
boyfriend	-4 2 -3
boyfriend _ it	-3 -3 0
boyfriend _ love	-2 -2 -3
boyfriend _ me	-1 6 -1
boyfriend _ to	-6 4 -1
boyfriend beat	-1 6 0
boyfriend choked	0 4 0
boyfriend is	-8 -5 -2
boyfriend realy	-2 -2 -3
boyfriend slaped	-1 4 0
boyfriend threatened	0 6 0
boyfriend threatens	-1 8 -1
boys	-3 7 -1
braces	-7 -3 -1
brain	5 -5 -3
brakes	-6 -3 -5
bread	-7 -2 -3
break	-5 0 -3
break _ leg	-4 -3 -3
break a	-4 -3 -3
breaking up	-5 -5 -2
breakup	-6 -2 -3
breath	-3 -7 3
breath _ wil	-1 -3 -3
breath away	-1 -3 -3
breathe	-6 -8 3
breathe _ turning	-1 -1 4
breathing	-1 -2 8
breathing _ a	-1 -1 4
bridge	5 -4 -2
bridge _ bangkok	6 -1 -2
bridge _ just	3 0 0
bridge _ quiet	5 -1 -1
bridge in	6 -1 -1
bridge now	3 -1 -1
bridge on	6 0 0
bring	-6 -3 -5
bro	2 -5 -1
broke	-6 -3 -4
broke into	-6 1 -1
broke up	-4 -8 -4
broken _ i	-4 0 -4
broken wil	-4 0 -4
brother _ a	-1 2 7
brother _ abused	-1 4 -1
brother _ breathing	0 0 3
brother _ law	0 4 -1
brother _ on	0 -1 6
brother and	-5 2 -5
brother beat	-3 -4 -2
brother beats	0 4 -1
brother for	-5 -2 -2
brother in	0 5 -1
brother keps	-3 4 0
brother kicked	-1 5 0
brother pas	-2 -1 -2
brother sexualy	-1 4 -1
brother stoped	0 0 3
brothers	-1 -2 0
bruised _ because	3 -1 0
bruised again	3 -1 0
bruises	4 9 -5
bruises on	0 5 -1
brutal	-6 -7 -3
bts	-5 2 -6
buble	-5 -5 -4
buble tea	-5 -5 -4
bucha	-7 -6 -6
budget	-8 -7 -5
budhist	-6 -7 -6
budhist lent	-3 -3 -3
build	-4 -3 -4
building	3 -4 1
building _ to	6 0 0
building near	3 0 0
building ned	10 0 0
built	-8 -4 -5
bumped	-7 -7 -7
burden _ this	5 -1 0
burden my	3 0 0
buried	-8 -5 -3
burn the	-1 4 -1
burned	-3 -8 -1
burned the	-4 -7 -4
burning	1 -3 7
burning _ with	5 -1 3
burning my	6 0 0
burning myself	5 0 -2
burning the	-5 -3 -4
burns	-1 6 -2
burns _ with	-2 5 -1
burns me	-2 5 -1
burnt	-4 -4 -1
burnt out	-6 -4 -2
bury	-7 -5 -2
bus _ the	3 -1 -1
bus on	6 -1 -3
bus or	-9 -1 -2
busines _ this	-1 -2 -2
busines _ to	-6 -3 -4
busines going	-6 -3 -4
busines survive	-2 -1 -2
bust	-7 -5 -7
busy	-9 -5 -6
but _ be	-9 -7 -7
but _ fine	-7 -6 -7
but _ got	-3 -1 -9
but _ love	-4 -2 -2
but _ want	-8 -3 -5
but _ was	-7 -5 -5
but fun	-4 -5 -3
but i	-2 -5 -2
but il	-9 -5 -5
but not	-3 -5 3
but now	-7 0 1
but only	-3 3 -4
but the	-5 -7 -4
but this	8 0 0
buton	1 0 7
buton _ from	-1 0 6
buton batery	0 0 5
buy	-6 -7 -5
buy _ concert	-3 -1 -3
buy _ house	-3 -2 -2
buy charcoal	3 0 0
by _ and	-6 -2 0
by _ be	-1 0 3
by _ bus	3 -1 -1
by _ end	5 0 0
by _ father	-2 3 -2
by _ on	-6 -1 7
by _ teacher	-2 3 -2
by acident	-5 -8 4
by bit	5 0 -1
by mistake	-1 -5 8
by my	0 5 -4
by suport	-3 -3 -3
cabinet _ an	5 0 -3
cabinet tonight	7 0 0
cactus	-9 -4 -5
cafe	-5 -3 -2
cafeine	-3 -2 -6
cake	-1 -4 -4
cal _ today	-3 -2 -3
cal grandma	-3 -4 -3
cal rise	-3 -2 -2
caled	-3 -5 -4
caled _ to	4 -1 0
caled me	1 -2 0
caled my	-7 -1 -5
caled the	-6 -4 -4
calm	-2 -5 -8
calm and	-10 -4 -6
calmer	-6 -4 -3
calmer parent	-3 -1 -1
calmly	-6 -3 -5
came	-5 3 0
came back	-5 2 -5
came up	-6 -6 -3
can	0 -5 -5
can _ a	-6 -4 -5
can _ about	2 0 0
can _ ask	-8 -2 -6
can _ be	-8 -3 -2
can _ die	9 0 0
can _ help	-2 -6 -5
can _ it	-3 -1 1
can _ on	8 -1 -1
can _ predict	-3 -2 -2
can _ them	3 -5 -1
can barely	-3 -2 7
can be	-8 -6 -6
can get	6 -1 -1
can the	-5 -2 -1
can think	3 0 0
cancer	-7 -6 -9
canot _ out	-1 5 0
canot be	-5 -5 -5
cant	3 3 10
cant !catch	0 0 3
cant !stand	-1 0 5
cant _ !my	-4 -1 5
cant _ !properly	-3 -1 6
cant _ !up	-3 -2 5
captured	-6 -5 -5
car _ a	3 -3 -1
car _ do	-3 -2 -3
car _ dont	0 4 0
car _ insurance	-4 -2 -2
car _ is	-5 -3 -2
car _ me	8 -2 -1
car _ morning	-4 5 -2
car _ puled	0 0 3
car and	2 -1 -1
car batery	-2 -2 -10
car every	-2 5 -1
car exhaust	7 -1 -1
car how	-3 -2 -3
car into	7 -2 0
car of	4 0 -1
car park	7 -2 -1
car we	0 0 3
carbon	6 -1 1
carbon monoxide	6 -1 1
card	-2 -4 -6
card _ ending	3 0 0
card _ my	-7 -2 -1
card _ new	-6 -2 -6
card _ tel	1 0 0
card _ today	-5 -4 -2
card asks	-5 -3 -2
card in	-4 -1 -1
card library	-7 -5 -6
card meaning	-6 -5 -6
card of	-7 -4 -3
card please	-8 -3 -4
card reading	-8 -1 -1
card represents	-1 -4 -2
cards	2 -4 -4
cards _ come	-3 -1 -1
cards _ if	9 2 0
cards that	-3 -1 -1
carer	-9 2 -5
carer _ please	-3 -3 -3
carer _ to	-7 -5 -2
carer advice	-3 -3 -3
carer reading	-3 -1 -1
carer spread	-1 -6 -5
carer suicide	-9 -3 -4
carers	-4 -2 -3
caretaker hits	-1 3 -2
carved	5 -3 -1
carved words	3 -1 0
carving _ into	2 0 -2
carving words	2 0 -2
cary	-10 -6 -5
cat	-1 -5 -4
cat _ dying	-2 0 0
cat _ home	-4 -4 -2
cat _ me	-6 -6 -2
cat _ my	3 -1 -2
cat come	-4 -4 -2
cat ignores	-2 -2 -2
cat is	-1 0 0
cat to	5 0 -1
catcher	-7 -7 -6
categories	-10 -9 -8
category	-10 -8 -8
category _ required	-3 -3 -3
category is	-5 -4 -4
cats	-5 -5 -5
cause im	6 0 -1
ceiling _ and	4 0 0
ceiling fan	4 0 0
celebrate	-9 -2 -4
chair and	-7 5 -7
chance	-6 -2 -3
chanel	-7 -4 -5
change	-8 -1 -7
change _ phone	-4 -3 -1
change jobs	-4 -2 -1
change pasword	-4 -4 -4
changed	-5 0 1
changed _ blod	-2 0 -3
changes _ ben	-3 -1 -2
changes have	-3 -1 -2
changing	-4 1 -2
changing majors	-2 -3 -2
chapter	-10 -6 -6
chapter _ my	-4 0 -1
chapter of	-4 0 -1
character	-10 -5 -8
character _ my	-5 -1 0
character _ season	-4 -2 -2
character in	-5 -2 -2
characters	-12 -8 -8
charcoal	5 -2 3
charcoal _ tape	4 -1 -1
charcoal and	4 -1 -1
charity	-10 -3 -3
chased	-5 -5 -3
chased by	-4 -2 -3
chasing	-6 0 -3
cheated	-4 -6 -3
cheated _ i	-4 -6 -3
check _ inbox	-4 -3 -3
check _ of	4 -1 -1
check out	5 -1 -1
check your	-4 -3 -3
checked	2 -6 -3
checking out	6 -3 -2
chemo	-10 -7 -5
cherful	-5 -3 -4
ches	-6 -6 -2
ches again	-3 -4 -1
chese	-6 -2 -3
chest	-3 -3 7
chest _ and	-1 -3 5
chest _ from	-1 -2 -3
chest and	0 -2 4
chest pain	-4 -2 3
chest pains	0 -3 3
chiang _ next	3 0 0
chick	-4 -4 -3
childhod	-9 -2 -1
childhod home	-5 -5 -1
chili	-5 -3 -4
chips	-1 -5 -7
chips lol	-1 -5 -7
choices	-11 -8 -6
choir	-5 -3 -2
choke	-5 -3 -3
choked	-6 3 -4
choked _ last	-1 3 0
choked _ the	-7 -7 -5
choked me	-1 5 0
chokes	0 5 0
chokes _ during	0 2 0
chokes _ when	0 5 0
chokes me	0 5 0
choking	-11 -5 7
choking _ a	0 0 3
choking _ cant	-1 -1 6
choking on	-2 -1 8
chores	-4 2 0
chose	3 -4 -5
chose _ category	-4 -3 -3
chose _ day	3 0 0
chose a	-4 -3 -4
christie	-6 -3 -2
church	-7 -7 -7
cigarete	6 2 -2
cigaretes _ im	2 -1 0
circle	-6 -6 -6
citizenship	-2 -1 -2
citizenship test	-2 -1 -2
city	-3 -3 -5
city _ i	-3 -3 0
city is	-4 0 0
city should	-3 -3 0
clas	-6 -2 -7
clasic	-4 -4 -2
clasrom	-5 -3 -5
clean _ dont	2 0 0
cleaned _ rom	6 -1 -1
cleaned my	7 -1 -1
cleaning	-1 -2 2
cleaning my	5 -3 -1
clear	-8 -5 -5
clear search	-5 -4 -4
clearly	-6 -6 -6
click	-5 -3 -3
clifs	7 0 0
clifs _ krabi	2 0 0
clifs in	2 0 0
clock _ morning	-3 -3 -1
clock every	-3 -3 -1
close _ eyes	6 -2 -3
close _ your	-6 -2 -2
closed	6 -3 2
closed my	6 -1 1
closenes	-6 -4 -5
closet _ i	6 0 -1
closure	-4 -3 -4
clothes	-3 5 -5
clothes to	-5 -7 -4
club	-6 0 -3
clumsy	-5 -4 -4
clutching	0 -1 4
clutching _ chest	0 -1 4
clutching his	0 -1 4
coach	-10 4 -5
coach _ touching	0 5 0
coach forces	-3 6 0
code	-9 -5 -4
cofe	-11 -8 -11
cofe _ morning	-2 -2 -4
cofe this	-2 -2 -4
cofe today	-2 -3 -4
cofounder	-4 -1 -1
cok	-5 -7 1
cok _ haha	-3 -2 -5
coked for	-7 -5 -4
coking	-13 -6 -4
colapsed	-4 -4 10
colapsed _ diner	0 0 2
colapsed _ has	0 -1 3
colapsed _ the	-1 -3 5
colapsed _ wont	-1 0 5
colapsed and	-2 -2 4
colapsed at	-1 0 8
colapsed in	-1 -3 5
cold	-6 -5 -1
coleague	-5 -2 4
colege	-5 -6 -6
colony	-9 -7 -8
com	-4 -3 -4
come _ her	4 -1 0
come _ to	-9 -1 -1
come _ tonight	-4 -4 -2
come _ you	-4 -3 -4
come home	-5 -1 -5
comedian	-5 -4 -1
comes	-4 4 -4
comes naturaly	-4 -2 0
comforts	-6 -4 -5
coming	-3 1 0
coming _ to	-7 -5 -5
coming back	-1 -4 -2
coming from	-2 -1 5
coming out	0 -8 5
coming over	0 5 -2
coming son	-10 -10 -9
comit	7 -1 0
comit suicide	7 -1 0
company	-7 -5 -5
compare	-6 -4 -4
compare _ options	-3 -3 -3
compare the	-3 -3 -3
compas	5 -3 -1
compatible	-8 -9 -7
competition	-6 -3 -4
comunity	-5 -7 -7
comute _ going	-4 -3 -4
concert	-6 -5 -2
conection	-11 -5 -7
confident	-9 -4 -6
confused	-8 -2 9
considering	7 -2 -3
continue	-4 -3 -3
continue _ my	-2 -2 -3
continue to	-3 -3 -3
continuing	-6 -5 -5
contract	-3 -6 -4
controls	-4 6 -4
corect	11 -2 -3
corected	8 -3 -3
cost _ me	4 -1 0
cost of	4 -1 0
couch	-5 0 -4
coughing	-7 -2 6
coughing _ blod	0 0 4
coughing just	-1 -2 -3
coughing up	0 0 4
could	-6 -6 -7
could _ !load	-5 -3 -4
could _ !submit	-3 -3 -3
could _ die	-6 -2 -2
could _ disapear	6 0 0
could _ not	7 0 0
could _ of	-6 -4 -1
could die	-6 -2 -2
could not	-9 -8 -9
could scream	-4 -3 -3
couldnt _ the	-4 -1 0
couldnt find	-7 -8 -8
count	-2 4 -3
counted	10 -2 -3
counting	4 -4 -4
counting them	7 -2 -2
country _ have	3 -1 0
country i	3 -1 0
course	-11 -5 -6
cousin _ me	-4 -3 0
cousin again	-4 -4 0
cousin money	-3 -1 -2
cover it	-4 -2 -2
covid	-7 -2 -4
cow	-6 -6 -4
coworker	-10 -1 2
coworker _ electrocuted	0 -1 3
coworker got	0 -1 3
coworker trustworthy	-2 -2 -3
cpr	-9 -10 1
crash _ burn	-3 -1 -1
crash and	-3 -1 -1
crashed	-2 -4 -4
crazy	-5 -6 3
create	-8 -7 -6
create acount	-7 -6 -4
creative	-8 -7 -7
crepy	-5 -3 -4
crescent	-7 -6 -6
cried	-7 -2 -9
cried _ the	-8 -4 -6
cries	2 6 -1
crime	-14 -7 -7
crisis	-9 -5 -6
croisants	-6 -4 -2
croisants _ month	-5 -3 -1
croisants last	-5 -3 -1
crush	-9 -9 -1
crush is	-3 -3 -6
crush my	-5 -1 -3
crush notice	-3 -1 -2
crushing	-3 -1 3
crushing _ pain	-1 -1 4
crushing chest	-1 -1 4
cry	-6 -2 -1
crypto	-7 -4 -7
ctb	12 -3 -1
ctb _ just	4 0 0
ctb son	9 0 0
cupboard _ i	-3 0 -1
cupboard should	-3 0 -1
cups	-8 -6 -1
curent	-7 -7 -7
curent pasword	-4 -3 -4
curiosity	-7 -4 -6
cursed	-9 -9 -5
customer	-1 -4 -1
cut _ arm	5 -1 0
cut _ bangs	-6 -5 0
cut _ chapter	-4 -3 -3
cut _ dep	3 -1 -1
cut _ hair	-4 -3 -3
cut _ last	5 -2 0
cut _ on	-7 -3 -2
cut _ own	-7 -2 -5
cut _ without	-2 -1 -2
cut again	7 -3 0
cut down	-6 -3 -1
cut my	-8 -1 3
cut onions	-2 -1 -2
cut so	5 -2 -2
cut this	-4 -3 -3
cute	-9 -7 -4
cuter	4 0 -1
cuting	5 -4 -3
cuting _ after	7 0 0
cuting _ arms	3 0 0
cuting _ own	-5 0 0
cuting again	8 -1 0
cuting deper	2 0 0
cuting myself	6 0 0
cuts	5 -1 -2
cuts _ my	6 -1 -2
cuts on	6 -1 -2
dad _ a	0 0 -4
dad _ and	5 -2 2
dad _ having	-1 0 3
dad _ hed	2 1 0
dad _ kil	-1 -3 -1
dad _ me	-4 4 0
dad _ on	-1 -1 5
dad _ unconscious	0 0 4
dad beats	0 4 -2
dad colapsed	-1 -1 5
dad doesnt	-7 2 -6
dad gets	-5 6 -3
dad he	-2 1 -3
dad hit	-6 3 -5
dad kicks	0 4 -1
dad punched	-1 4 0
dad unles	0 1 0
dads _ a	0 0 3
dads _ surgery	-4 0 -5
dads having	0 0 3
daily	-12 -7 -7
daily _ please	-3 -2 -3
daily card	-5 -6 -6
dance	-9 -12 -10
dancing	-5 -5 -1
dancing _ does	-4 0 0
dancing what	-4 0 0
dark	-6 -5 -1
darknes is	8 0 -2
darwin	-5 -5 -5
data	-8 -2 -6
date	-4 -6 -9
date _ fel	3 0 0
date _ me	8 0 0
date i	4 0 0
date tonight	-6 -5 -1
date was	-4 3 -1
dating	-9 1 -4
dating again	-5 -3 -1
daughter	2 3 1
daughter _ a	-4 -2 1
daughter _ kerosene	-2 0 5
daughter _ to	-4 6 3
daughter drank	-1 0 5
daughter lost	-3 -1 0
daughter swalowed	-4 -2 3
daughter tok	-1 -2 4
daughters	-5 5 -3
day	0 -2 -7
day _ a	-8 -4 -4
day _ best	-4 -2 -1
day _ die	8 -1 0
day _ finaly	9 0 0
day _ i	4 7 -1
day _ no	-6 -7 -7
day _ wake	7 -2 -1
day _ wil	-7 -5 0
day at	-10 -4 -3
day by	-3 -2 -3
day feling	-3 -2 -4
day for	-2 -1 0
day lately	4 0 0
day now	6 0 -3
day on	4 -1 0
day pls	-3 -3 -3
day when	-8 -5 0
day worth	-3 -3 -3
daylight	-7 -3 -3
days _ i	9 -3 -2
days in	-4 -4 -4
days not	7 -2 0
dead	-1 -4 -5
dead _ is	-5 -1 0
dead _ my	-8 -5 -4
dead _ on	-9 3 -5
dead again	-6 -3 -1
dead and	2 -3 -3
dead but	-12 -6 -4
dead by	5 0 0
dead from	-4 -4 -1
dead inside	-8 -5 -2
dead lol	-2 -3 -1
dead my	-9 -1 -7
dead tired	-16 -4 -5
deadline	-11 -6 -4
deadline _ kiling	-6 -3 -3
death	-3 -7 -4
death _ i	-5 -2 -4
death _ in	-4 -1 -2
death al	5 0 -1
death and	-3 -2 -5
death of	-12 -7 -2
debt	11 -2 -5
debt _ things	-5 -2 0
debts	11 0 0
deceased	-6 -6 -4
decided	7 -3 -1
decided _ end	9 -2 0
decided _ go	6 -2 0
decided _ quit	-2 0 0
decided when	8 -2 -1
deciding	3 -3 -4
declarations	-7 -1 -3
decluter	-6 -3 -1
declutering	4 -1 0
ded	3 -6 -5
dei	3 -2 -2
delete	-3 0 -4
delete entry	-7 -7 -4
deleted	-3 -9 -6
deleted my	8 -1 -1
dentist	-4 0 -4
dentist _ !cavities	-3 -3 -3
dentist no	-3 -3 -3
dep	6 -2 3
dep _ dont	4 -1 -1
dep _ it	-1 0 3
dep i	3 -1 -1
deper _ than	-3 -3 -3
deper _ time	10 -2 0
deper rather	-3 -3 -3
deposit	-5 0 -1
deposit back	-3 -3 -2
depresion	-9 -4 -4
der	-4 -3 -1
der on	-4 -3 -2
deserve	6 -1 -1
deserve _ beter	7 0 0
deserve _ die	5 -1 0
deserve _ place	-3 -2 -3
deserve it	6 1 0
deserve to	5 -1 -1
design	-7 -4 -3
desk	5 -3 -2
desk _ just	4 0 0
destroy	-6 -5 -7
destroyed	-9 -8 -8
detective	-8 -4 -3
detective _ the	-6 -2 -2
detergent	-2 -1 3
detergent pods	-2 -1 3
detox	-7 -5 -4
device	-7 -4 -4
devil	-4 -5 -4
diabetic	-3 -4 11
did	-5 -4 -7
did _ !resonate	-3 -2 -2
did _ do	-6 -2 -3
did _ reading	-6 -4 -4
did _ to	-2 5 0
did _ turn	-3 -3 -3
did i	-7 -3 -3
did my	-3 -4 -4
did not	-10 -9 -9
die	3 -6 -2
die _ !drinking	-3 -1 -1
die _ a	-6 -2 -2
die _ bad	5 -1 -2
die _ hapines	-3 -1 -1
die _ hours	3 0 0
die _ i	-3 -2 0
die _ want	6 0 0
die _ what	4 0 0
die for	-5 -2 -1
die if	-4 -3 -2
die lol	-4 -2 0
die never	-3 -1 -1
die of	-10 -3 -2
die that	5 0 -1
die wil	6 -2 0
died	-6 -9 -6
died _ a	-4 -4 -3
died _ doughy	-2 -1 -3
died _ i	-7 -5 -4
died _ nobody	3 0 0
died _ shame	-1 -3 -2
died a	-7 -6 -4
died again	-7 -3 -2
died and	-5 -3 -5
died because	-3 -1 -1
died in	-1 -6 -4
died mid	-7 -4 -5
died of	-6 -1 -2
dies	-11 -7 -5
diet	-8 -6 -3
diner _ has	0 -1 2
diner _ late	-1 8 0
diner party	-2 -2 -1
diner was	-3 8 0
direction	-9 -5 -6
director	-3 -3 -1
disagre	-3 -2 -4
disapear _ a	-6 -2 -1
disapear _ and	3 0 -1
disapear _ bali	-4 -3 -2
disapear _ god	6 0 0
disapear _ not	4 0 0
disapear _ this	4 0 0
disapear _ wil	3 0 0
disapear forever	4 0 0
disapear from	-6 -5 -5
disapear into	-3 -2 -1
disapear permanently	4 0 0
disapear to	-4 -3 -1
disapear tomorow	3 0 0
disapeared _ would	5 0 -1
disapeared nobody	3 0 -1
disapointed	1 -4 -2
dishwasher	-1 -2 9
disown	-2 -6 -3
disown me	-2 -6 -3
display	-6 -6 -5
display name	-6 -6 -5
dispose	-5 0 -4
dispose of	-5 0 -4
distance	-7 -4 -3
dizy	-4 -2 9
dizy and	0 -1 6
do _ !have	-8 -1 -2
do _ !run	-3 -2 -2
do _ and	3 5 -3
do _ dispose	-5 0 -4
do _ do	-5 1 4
do _ give	-4 0 0
do _ grieve	-1 0 0
do _ have	0 -6 -8
do _ honor	-4 0 0
do _ i	0 6 -2
do _ improve	-2 -1 0
do _ kep	-10 -1 -2
do _ know	-2 -2 -1
do _ love	-2 -1 0
do _ my	-5 -4 -1
do _ realy	-7 -6 -5
do _ right	-5 -2 -2
do _ same	-1 -4 -3
do _ stop	-2 -4 -2
do _ tel	-3 -1 -2
do _ truly	-5 -3 -4
do _ wekend	-7 -5 -7
do _ write	3 0 0
do i	-6 -4 0
do it	11 -4 -2
do not	-1 -8 -5
do nothing	-7 -5 -3
do stuf	-4 7 0
do this	-7 -5 -4
do you	9 -3 -5
doctor	-1 -7 -10
doctor _ my	-10 -3 -7
doctor changed	2 0 -2
doctor said	-9 -5 -3
doctor tomorow	-8 0 0
documentary	-7 -3 -6
documentary _ the	-5 -4 -4
documented	-3 -2 -3
does _ boyfriend	-2 -2 -3
does _ end	-4 -1 -2
does _ girlfriend	-3 -3 -4
does _ hermit	-3 -2 -2
does _ hurt	2 -1 -1
does _ like	-5 -6 -4
does _ love	2 -5 -2
does _ mean	-6 -6 -4
does _ stil	-4 -4 -2
does _ take	5 0 -1
does he	0 -7 -6
does my	-12 -6 -5
does not	-9 -4 -6
does she	-5 -3 -4
does that	-8 -5 -2
doesnt !get	-9 -6 -2
doesnt !know	13 -7 0
dog _ al	-6 -3 -2
dog _ fly	-3 -2 -2
dog _ loved	5 -1 -1
dog _ me	-6 -3 -3
dog _ old	-4 -1 0
dog barks	-5 -3 -1
dog could	-3 -2 -2
doing	2 -3 -3
doing a	-9 -2 0
doing it	8 -3 -3
domestic	-9 -7 -8
donated	-6 -5 -3
done	5 -1 -5
done _ everything	5 0 0
done _ is	5 0 0
done _ life	8 -1 -2
done _ my	-7 -2 -1
done _ this	-6 -5 -6
done tonight	4 0 0
dont !deserve	7 -2 -1
dont !have	0 -4 3
dont !plan	4 -1 -1
dont !survive	7 -1 -1
dont !think	10 -2 -1
dont _ !care	2 0 0
dont _ !i	8 1 -1
dont _ !on	4 -1 -1
dont _ !the	5 -5 -2
dont _ !wake	5 -2 -2
dont _ !what	-5 1 -1
dor	3 4 -3
dors	-6 -3 -3
dorway	-5 -1 -3
dose _ my	7 -1 -2
dose _ paracetamol	6 0 0
dose of	7 -1 1
down _ left	0 0 4
down _ not	-5 -3 2
down _ rest	-3 -4 -3
down _ the	-1 -3 -1
down and	-5 1 -1
down my	-1 -2 8
down on	4 -3 -1
down the	-1 5 0
down to	7 -3 -3
draining	-4 -3 -1
draining me	-3 -2 -2
drama	-7 -7 -5
dramatic	-3 -6 -4
drank	-1 -2 7
drank _ bleach	0 0 6
drank _ by	0 0 3
drank _ what	-1 -1 3
drank bleach	-2 -1 5
drank kerosene	-2 -1 6
drank poison	-1 -1 3
drank some	-2 0 7
drank something	-2 0 7
draw _ a	-4 -3 -3
draw close	-8 -5 -6
draw me	-4 -3 -3
draw together	-3 -2 -1
drawer	7 -2 -2
drawer tonights	1 0 0
dream	-3 -4 -6
dream _ a	-5 -4 -5
dream _ dreamed	-1 4 0
dream _ i	1 -1 -1
dream _ my	-4 -2 2
dream _ was	-7 -5 -4
dream captured	-6 -5 -5
dream catcher	-7 -7 -6
dream category	-6 -4 -5
dream deleted	-6 -5 -5
dream i	-4 -5 -4
dream statistics	-6 -5 -5
dreamed	-2 -5 -7
dreamed _ a	-8 -5 -5
dreamed _ could	-6 -1 -5
dreamed _ dog	-3 -2 -2
dreamed _ was	-5 -4 -4
dreamed about	0 -5 -7
dreamed i	-2 -6 -4
dreamed my	-3 -4 -3
dreaming	-7 -3 -3
dreams	-7 -8 -9
dreams _ be	-3 -1 -1
dreamt	-6 -6 -7
dreamt _ fel	-3 -2 -2
dreamt _ late	-1 -3 -1
dreamt al	-2 -1 -3
dreamt my	-7 -6 -6
dreamt that	-6 -5 -4
drew	-5 -3 -2
drinks	-4 7 -1
drinks and	-2 3 5
drive	5 -4 0
drive _ a	6 0 -1
drive _ the	4 -1 -3
drive my	5 -3 -1
drive of	6 -1 -1
driving _ next	-3 -1 -2
driving _ this	-4 -1 0
driving _ wil	-7 -2 -1
driving into	12 -4 -1
drop	-6 -4 2
droped	-3 -5 -5
droping	-5 -3 5
droping _ her	-1 -2 9
droping _ she	-3 -3 9
drove _ the	2 -3 -1
drove to	1 -3 -1
drown	7 0 -1
drowned	-3 -7 -5
drowning	-1 -6 -5
drowning _ asking	3 -2 -1
drowning _ debt	-5 -2 0
drowning _ paperwork	-4 -2 -2
drowning _ work	-7 -4 -4
drowning in	-8 -3 -5
drowning peaceful	3 -2 -1
drunk	-1 5 -4
drunk and	-2 4 -1
during _ cal	-4 -3 -3
during _ presentation	-2 -2 -3
during fights	0 5 0
dye	4 -4 -3
dye _ hair	-5 -3 -2
dye my	-5 -3 -2
dying	-9 -7 -8
dying _ a	-7 -5 -2
dying _ do	-4 -3 -3
dying _ here	-2 -1 -3
dying _ know	-6 -4 -3
dying _ single	5 0 0
dying every	3 -1 -1
dying how	-4 0 0
dying of	-4 -3 -2
dying out	-2 -1 -3
dying to	-7 -5 -4
dying what	-3 -4 -5
each	-3 -6 -5
each one	-9 -1 -3
each others	-5 -3 -2
earing	-3 0 -1
earlier	-2 -1 4
early	-1 -10 -8
early and	-6 -2 -3
ease	-7 -5 -5
easy _ would	1 0 0
easy it	1 0 0
eat	-4 -7 -2
eaten _ in	-5 -2 -1
eating	1 -6 -1
ebs	-6 -5 -3
edit	-6 -6 -6
efort	-7 -6 -7
eight	-3 0 0
electrocuted on	0 -1 3
elephant	-10 -2 0
email	1 -4 -6
email _ required	-3 -3 -3
email _ username	-3 -2 -2
email adres	-7 -4 -6
email is	-3 -3 -3
email or	-3 -2 -2
emails	-5 -1 -4
embarased _ could	-4 -2 -2
embarased i	-4 -2 -2
embarasing	-8 -6 -5
embarasment	-9 -3 -2
embarasment _ what	0 -2 -1
emotional	-5 -4 -4
emotional tone	-5 -4 -4
encrypted	-7 -6 -6
encrypting	-9 -8 -8
end	4 -4 -2
end _ after	8 -1 -1
end _ al	11 0 0
end _ budhist	-2 -2 -2
end _ engagement	-2 -1 -1
end _ friendship	-4 -4 -1
end _ gym	-8 -7 -6
end _ lease	-4 -1 -1
end _ life	5 -1 -1
end _ me	-3 -1 -1
end _ own	6 0 0
end _ partnership	-4 -1 -1
end _ project	-4 -3 -2
end _ relationship	-6 -5 -2
end _ sufering	5 0 0
end _ this	5 0 0
end _ tonight	4 0 0
end _ with	-11 -6 -2
end everything	4 0 0
end her	-5 -1 -1
end it	9 -4 -1
end myself	4 0 0
end of	-2 -11 -5
end our	-2 0 0
end this	-6 0 -1
ended	-5 -6 -7
ended my	-4 -2 -2
ended things	-6 -5 -2
ending	5 -5 -4
ending _ al	9 -1 -1
ending _ life	9 -1 -2
ending _ own	3 0 0
ending _ this	6 0 0
ending _ tonight	9 0 0
ending _ with	-7 0 0
ends	8 -2 -4
energy	-7 -4 -3
energy _ the	-3 0 -1
energy for	-3 -1 -1
engagement _ grown	-2 -1 -1
engagement weve	-2 -1 -1
engine _ just	4 0 -1
english i	4 0 0
enjoy	-4 -3 -4
enough	5 -2 -3
enough _ done	4 0 0
enough _ the	-8 -2 -1
enough for	-7 -1 -1
enough im	4 0 0
enough now	4 0 -2
enter	-9 -7 -6
enter _ pasword	-2 -2 -2
enter your	-2 -2 -2
entry	-3 -8 -9
entry _ on	2 0 0
entry relapsed	2 0 0
er	-8 -3 -10
era	-4 0 -1
esay	-8 -3 -6
escape	-3 -2 -1
eulogy	-7 -4 -3
even _ a	-1 -4 -2
even _ i	-4 5 -4
even _ website	3 -1 0
even care	3 0 0
even though	-1 4 -3
ever	1 -3 -5
ever _ a	-8 -1 0
ever _ again	-2 -7 0
ever _ being	-4 -3 -1
ever _ beter	5 -2 -1
ever _ over	-2 -3 0
ever end	-7 5 -3
every _ at	-8 -2 -7
every _ day	6 -1 0
every _ how	-6 -9 0
every _ lately	4 0 0
every _ lol	-3 -2 -1
every _ should	-4 -2 -2
every _ this	2 2 0
every _ you	-5 -6 -5
every morning	-3 -3 -8
every single	8 -1 0
every spon	-3 -3 -3
every step	-6 -4 -2
every stone	-5 -5 -5
every wek	-2 2 -3
every wekend	-1 6 -2
everybody	4 -2 -6
everyday	-2 -3 -6
everyone	11 -2 -2
everyone _ dancing	-5 -1 -1
everyone is	-9 -2 -2
everyone laugh	-4 0 0
everyone this	6 -1 -1
everyone was	-8 1 -1
everyones _ god	4 -1 -1
everyones aslep	5 0 0
everything	-1 -9 -5
everything _ is	3 0 0
everything and	4 0 -1
everything penguin	4 0 0
everything this	3 0 0
everything tonight	3 0 0
everythings	8 -3 -2
everywhere	-8 -3 6
everywhere and	-1 -1 5
ex	-3 4 -4
ex _ !stop	-1 7 0
ex _ about	-3 -3 -1
ex _ back	-2 -3 -3
ex _ he	0 6 0
ex _ i	-6 -6 -2
ex _ me	-7 -6 -1
ex _ texted	-10 0 -6
ex and	-6 -6 -2
ex coming	-2 -3 -3
ex thinking	-3 -3 -1
ex wont	-1 7 0
exam	-4 -8 -6
exam _ going	-4 -1 -1
exam _ just	-5 0 0
exam _ murdered	-4 -4 -3
exam _ wek	-4 -2 -3
exam today	-3 -2 -1
exam tomorow	-9 -6 -7
example	-4 -3 -4
example com	-4 -3 -4
exams	-6 -3 -7
exceded	-3 -3 -3
except	6 -1 -4
exchange	-8 -6 -7
exist	3 -9 -11
existing	11 -4 -1
existing not	5 -1 -1
exit	8 -3 -3
expand	-5 -1 -1
expect	-4 -4 -3
experience	-3 -4 -5
explain	-5 -2 -5
export	-5 -4 -3
export dreams	-5 -4 -3
expres	2 -2 -4
exs	-6 0 -4
eyes _ back	-1 0 5
eyes _ be	6 -2 -2
eyes roled	-1 0 5
face	-1 2 7
face _ i	4 -1 0
face _ night	-1 4 0
face last	-1 4 0
face when	4 -1 0
fact	-5 -4 -4
fade	4 -1 -1
fade out	7 0 -1
failed	1 -6 -5
failed i	4 0 -2
faint	-5 -4 6
faint and	-2 -1 5
fainted	-5 -3 3
fainted _ isnt	0 0 3
fainted and	-3 -3 5
fair	4 -6 -7
faith	-5 -4 -6
fake	-7 6 0
fal _ to	6 -2 -2
faling _ in	-6 -7 -2
faling of	-4 -5 -7
faling out	-8 -2 -4
familiar	-8 -6 -6
families	-5 -4 -5
family	0 2 -4
family _ ok	4 0 0
family _ throw	0 4 0
family _ to	-6 -3 -3
family _ writen	3 0 0
family if	0 3 0
family in	-7 -4 -5
family is	-6 -5 -2
family ive	3 0 0
fan and	4 0 0
fantasy	-7 -4 -2
fantasy fotbal	-4 -4 -2
farewel _ tel	2 -1 -1
farewel please	2 -1 -1
farm	7 1 0
fascinating	-6 -4 -4
father	-1 6 4
father _ me	-4 11 -4
father beats	-1 4 -1
father rapes	-2 4 -2
fathers	-4 0 -3
favorite	-8 -3 -4
favourite	-7 -3 -5
fear	-6 -6 -5
fear _ unsetling	-3 -3 -3
fear based	-3 -3 -3
feathers	-6 -6 -4
feathers fal	-3 -2 -3
fel	0 -5 2
fel _ a	-1 0 -2
fel _ at	-13 -8 -11
fel _ but	-8 -3 -2
fel _ ending	5 -2 -2
fel _ for	1 -3 -1
fel _ in	-8 -7 -3
fel _ isnt	-3 0 11
fel _ my	-1 -5 0
fel _ quiting	-2 -2 -3
fel _ the	-8 -3 5
fel _ to	-6 -4 -5
fel bad	-7 -4 -5
fel calm	5 0 0
fel dizy	-3 -1 4
fel of	-6 -2 0
fel out	-1 -4 0
fel relieved	3 0 0
fel safer	-7 -4 -6
fel sick	-6 0 4
fel something	5 -1 -1
feling	-2 -8 -4
feling _ about	-7 -3 -3
feling _ again	3 -1 0
feling _ at	-6 -3 -3
feling beter	-7 -4 -6
feling kinda	-8 -1 -2
feling suicidal	3 -1 0
feling unapreciated	-3 -2 -3
felings	-5 -7 -5
felings _ and	-8 -3 -4
fels _ but	-6 -4 -5
fels _ its	-2 -1 4
fels _ the	6 -3 0
fels _ when	-3 -1 -5
fels right	9 -6 -1
fels so	-8 -3 -6
felt	-1 -4 -5
felt _ a	-5 0 -1
felt _ not	-4 -2 0
felt _ since	7 0 0
felt frozen	-6 -5 -4
felt peaceful	5 0 0
felt relief	5 0 0
fern	-2 -2 -3
fern _ dying	-2 -3 -2
fern is	-2 -3 -2
festival	-8 -5 5
fet	-5 -5 -5
fever	-8 -4 5
few minutes	-7 -4 -5
field	-9 -4 5
fields	-6 -7 -7
fight	-6 -2 -1
fighting	2 -7 -4
fighting _ curent	-4 -3 -3
fighting _ leting	5 -1 -1
fighting im	4 -1 0
fighting the	-5 -3 -3
fil	-6 -3 -4
file	-6 -4 -3
file _ not	-3 -1 -1
file is	-2 -1 -1
files	-5 -1 -5
files _ not	-4 -6 -5
film	-6 -6 -7
final exam	-4 0 -1
finals 6	-4 -4 -4
finals _ 0	-4 -4 -4
finaly	-1 -4 -4
finaly _ after	-5 -1 -2
finaly _ fre	3 0 0
finaly _ me	7 -1 0
finaly _ my	-5 -6 -5
finaly _ the	-7 -3 -3
finaly be	4 0 0
finaly break	-6 -4 -3
finaly died	-9 -1 -3
finaly ended	-7 -4 -2
finaly finish	-3 -1 -1
find _ clasrom	-4 -2 -1
find _ dead	-1 -2 -1
find _ lost	-3 0 -1
find _ peace	-2 -1 -1
find love	-6 0 -2
find more	-4 -1 -1
fine	-4 -8 -8
fine just	0 -5 -6
finish _ job	5 0 0
finish _ marathon	-3 -1 -1
finish _ thesis	-8 -3 -1
finish _ this	3 0 0
finish it	7 -2 0
finish my	-4 -1 -1
finish myself	3 0 0
finish the	4 -2 -3
finished _ last	-3 -2 -3
finished a	-7 -3 -7
finished my	-3 -2 -1
fire	-9 3 3
first	-7 -8 -5
first _ today	-7 -6 -4
first _ tonight	-4 -7 -1
first aid	-3 -1 -2
first date	-4 0 -1
first question	-4 -1 -2
first smile	-4 -3 -3
first time	-7 -3 -1
fish	-4 -5 -7
fish died	-3 -3 -6
fit	-4 -2 1
fiting on	0 -2 4
fits	4 -1 -1
five	-5 -4 1
five years	-6 -1 -2
fix it	-10 -8 -5
fix that	8 -1 -2
fixed	-5 -3 -4
flat	-7 5 -4
flat _ they	0 3 0
flatmate	-4 -5 0
flexibility	-5 -5 -5
flight	-7 -3 2
flight _ delayed	-3 -2 -3
flight be	-2 -2 -3
flight to	-6 -4 -2
floded	-7 -3 -6
flor _ my	5 0 -1
flor _ not	-1 -1 5
flor of	7 0 -1
flour	-2 -4 -4
flow	-7 -6 -5
flow with	-5 -5 -5
flower	-3 -2 -2
flowers	-7 2 -3
flowers _ my	-3 7 -2
flows	-7 -4 -4
flu	-8 -6 -6
flu _ wil	-4 -5 -2
flu when	-4 -5 -2
fly	-7 -6 -5
flying	-5 -3 -3
flying over	-4 -1 -2
focus _ this	-3 -4 -2
fod	-6 -1 -1
fod _ punishment	-2 3 -1
fod as	-2 3 -1
fod poisoning	-5 -2 -1
folow	-6 -8 -8
folow him	7 -2 0
folow up	-8 -8 -7
folowed	-8 0 -6
folowed up	-7 -7 -5
folowing	-5 4 -2
folowing _ home	-2 5 0
folowing me	-5 4 -2
for 3	-4 -3 -1
for _ again	-6 -3 -3
for _ bike	-5 -5 -5
for _ car	7 -1 -1
for _ carer	-4 -6 -2
for _ coworker	-7 -7 -3
for _ days	-4 -4 -7
for _ english	4 0 0
for _ god	-10 -5 -3
for _ gym	-2 -3 -2
for _ haircut	-2 -2 -1
for _ holiday	0 -2 -3
for _ home	-4 -4 -3
for _ im	7 -1 -2
for _ is	-4 -3 -4
for _ job	-7 -5 -1
for _ living	-4 0 -2
for _ long	4 0 0
for _ money	-4 -4 -2
for _ month	-5 -2 -1
for _ new	-2 -2 0
for _ one	4 -1 -1
for _ oracle	-7 -1 -2
for _ past	-2 0 2
for _ piza	-4 -1 -2
for _ promotion	-4 -1 0
for _ question	-5 -2 -1
for _ raise	-6 -4 -3
for _ readings	6 0 0
for _ son	4 -1 -1
for _ this	10 -5 -3
for _ today	-5 -4 -7
for _ tonight	-4 -3 -1
for _ vacation	-4 -1 -1
for _ was	-7 -6 -4
for _ wekend	-5 -3 -1
for _ who	5 -1 -1
for _ wil	-5 -1 -3
for _ year	-7 -6 -6
for a	-1 -5 -8
for an	7 -2 0
for eating	-5 -3 -3
for god	12 -2 -1
for her	-2 -2 -5
for him	-4 -5 -4
for his	-7 -3 0
for it	-1 -1 -5
for loking	-6 -1 -1
for money	-6 2 -3
for more	-5 3 1
for mum	6 -2 -4
for my	-3 -2 -6
for new	-3 -6 -5
for next	-7 -3 -2
for no	-4 3 0
for once	-8 -6 -6
for one	-7 -10 -6
for our	-8 -10 -3
for real	7 -2 -2
for suicide	5 0 0
for the	-3 -5 -4
for this	-10 -8 -7
for to	-3 -6 -5
for today	-7 -4 -3
for us	-8 -7 -6
for work	-4 -5 -3
for you	-6 -4 -2
forced	-5 8 -1
forever	1 -5 -2
forever _ actualy	4 -1 -2
forever _ not	7 -1 -1
forever _ so	10 -2 -3
forever _ this	-4 -3 -3
forever after	-4 -1 -2
forever like	4 -1 -2
forgeting	-6 -6 -6
forgive _ friend	-3 -4 -4
forgive my	-4 -1 -4
forgot	-8 -3 -4
forgot _ i	-3 -3 -3
forgot _ moms	-2 -2 -2
forgot my	-7 -5 -4
forgot to	-4 0 -1
forgot what	-3 -3 -3
form	-8 -5 -6
forming	-6 -4 -5
forms	-4 -1 -5
fortune	-5 -3 -1
fortune na	-2 -2 -2
forward	6 -4 -5
fot	-6 -5 3
fotbal	-8 -11 -3
foty	-9 -3 -4
fought	-8 -8 -4
found	-8 6 0
found _ tracker	-2 4 -1
found a	-10 4 -4
found my	-6 1 3
fr	5 -1 -1
fr nobody	3 0 0
fre _ i	5 0 0
fre if	5 0 0
frelance	-7 -4 -3
frely	-9 -6 -3
friday _ beter	-3 -2 -1
friday be	-3 -2 -1
friday ive	8 -1 -1
fried	-6 -5 -5
friend _ !breathing	-1 0 5
friend _ and	-1 -1 4
friend _ at	0 -1 6
friend _ bleding	0 0 5
friend _ choking	0 -1 6
friend _ for	6 0 -1
friend _ me	-7 2 -4
friend _ not	0 0 6
friend _ overdosing	-2 -2 6
friend _ the	-8 -3 -1
friend _ to	-7 -2 0
friend _ turning	0 0 6
friend _ want	-2 0 0
friend at	-3 0 0
friend cut	-1 -1 7
friend group	-6 -3 -5
friend isnt	-1 0 5
friend overdosed	-1 -1 5
friend pased	-5 -1 2
friend son	4 -1 0
friend swalowed	-1 0 6
friend trustworthy	-3 -2 -3
friendly	-4 -5 -4
friends	-4 2 -1
friends _ died	-6 -7 -8
friends _ leave	-1 3 -1
friends _ was	-3 -2 -3
friends again	-4 -4 -3
friends mum	-1 -3 -4
friendship	-8 -6 -2
friendship with	-6 -4 -2
from _ cards	-9 -3 -4
from _ he	-8 1 3
from _ head	0 -2 3
from _ just	-1 -2 -3
from _ month	3 -2 -1
from _ old	-5 4 -1
from _ rof	8 -2 -2
from _ universe	-5 -6 -4
from _ work	-4 -8 -3
from _ world	4 0 0
from coughing	-1 -2 -3
from date	-7 -7 -5
from next	4 -2 -1
from the	1 -5 4
front _ a	6 -2 0
frost	-7 -3 -5
frozen	-7 -5 -9
ful	2 -4 -1
fuming	-6 -5 -7
fun	-10 -9 -10
funeral _ a	-5 -1 -6
funeral _ feling	4 0 0
funeral _ woke	3 0 0
funeral and	4 -1 0
funeral director	-3 -4 -1
funeral for	-3 -2 0
funy	-8 -5 -5
furniture	-9 -4 -5
future	-1 -2 -7
future _ lok	-1 -3 -2
future carer	-1 -3 -2
future self	-8 -3 -3
game	-8 -5 -7
games _ wont	3 0 -1
games today	3 0 -1
gap	-3 -1 -2
gap year	-4 -2 -4
garage _ friday	5 0 0
garden	-6 -5 -4
garden _ ankle	0 -1 2
garden is	-5 -6 -5
garden my	0 -1 2
gas	-1 -3 7
gave	9 -6 -3
gave _ cat	5 0 0
gave _ make	-4 -1 -2
gave _ ps5	3 0 0
gave me	-7 -7 -2
generous	-7 -6 -6
gentle	-8 -6 -7
gentle _ guidance	-3 -3 -3
gentle wekly	-3 -3 -3
gently	-7 -7 -7
gently and	-4 -5 -5
get 20	-2 -3 -2
get _ apartment	-5 -5 -3
get _ deposit	-3 -3 -2
get _ in	-7 0 -2
get _ internship	0 -3 -3
get _ is	3 -1 0
get _ job	-5 -7 -2
get _ medical	-3 -3 -2
get _ money	-2 -5 -2
get _ scholarship	-4 -2 -3
get _ so	4 -1 0
get _ test	-2 -3 -2
get _ this	-6 -1 -1
get a	-6 -4 -2
get along	-10 -6 -3
get funding	-2 -3 -3
get over	-8 -4 -1
get to	10 -3 -1
geting	-1 -9 -3
geting braces	-6 -1 -2
geting louder	7 0 0
geting worse	3 -4 1
gets _ and	-2 3 -2
ghosted	-8 -8 -7
ghosted _ and	-3 -7 -4
giant	-5 -5 -4
gibous	-7 -6 -6
gig	-7 -6 -3
girl	-9 -4 0
girl who	-7 -1 -4
girlfriend	-3 8 -1
girlfriend left	6 -2 -1
girlfriend punched	0 3 -1
girlfriend slaps	-2 3 -1
girlfriend threatens	-1 5 -1
girlfriend want	-3 -3 -4
give _ a	2 -5 -2
give _ time	-4 -2 -7
give _ to	-3 -3 -2
give it	-4 -6 -4
give thanks	-6 -3 -3
give time	-3 -3 -2
give yourself	-6 -3 -5
given	3 -1 -1
given _ most	4 0 0
given away	3 -1 0
gives	2 6 -6
giving	-3 -6 -4
giving _ stuf	3 0 0
glases	-7 -4 -3
go	5 3 -3
go _ a	-6 -2 -2
go _ login	-5 -5 -5
go _ or	-6 -2 -1
go _ rather	-3 -3 -3
go _ said	7 -2 0
go _ serious	3 0 0
go _ slep	4 -2 -1
go _ time	-7 -2 0
go _ with	4 2 0
go _ you	-6 -6 -7
go frelance	-7 -4 -3
go home	-3 3 0
go of	0 -7 -2
go ok	-9 -2 -10
go okay	-5 -5 -9
go out	-5 1 -1
go pro	-6 -4 0
go quietly	5 0 0
go smothly	-8 -4 -3
go through	5 -1 0
go tomorow	-3 -3 -2
go wel	-10 -2 -3
god _ for	-10 -4 -3
god _ se	-4 -4 -5
god _ this	-6 -4 -2
god _ tomorow	-2 -3 -2
god _ worth	-3 -3 -3
god about	-2 -3 -2
god bok	-3 0 -3
god for	-7 -5 -7
god idea	-10 -3 -4
god let	2 0 0
god morning	-7 -3 -3
god news	-3 -3 -2
god omen	-5 -5 -5
god sign	-6 -5 -4
god time	-3 -8 -2
god wek	-5 -5 -4
god year	-6 -4 -3
godbye	11 -2 -2
godbye _ god	5 0 0
godbye _ her	-4 0 0
godbye _ is	4 -1 -1
godbye _ to	6 0 0
godbye _ you	3 0 -2
godbye before	7 0 0
godbye leter	-1 0 0
godbye mesages	3 -1 0
godbye text	6 0 0
godbye thank	4 0 0
godbye thanks	3 0 0
godbye world	6 0 0
godbyes _ time	4 0 0
godbyes its	4 0 0
goes	4 1 -1
goes to	4 3 0
gogled	3 -4 -2
gogled how	5 0 0
going _ a	5 -1 -2
going _ be	-7 -2 -3
going _ come	-4 -6 -3
going _ ctb	5 0 0
going _ do	7 0 0
going _ drive	7 0 -1
going _ end	6 0 -1
going _ fix	7 0 -2
going _ get	3 -5 -3
going _ join	5 0 0
going _ lose	-9 -6 -8
going _ murder	-5 -1 -1
going _ overdose	4 0 0
going _ pas	-3 -1 3
going _ propose	-2 -2 -3
going _ slep	7 0 0
going _ strangle	-4 -3 -3
going _ swalow	4 0 -1
going _ walk	2 0 0
going blue	-2 -2 5
going dark	-4 -1 6
going to	0 -7 -4
going tonight	3 -1 0
going with	-7 -8 -4
gold	-3 -2 -2
gona	1 -7 -7
gona _ myself	8 0 0
gona die	-7 -1 -1
gona murder	-6 -3 -3
gona of	8 0 -1
gona take	9 0 0
gone	10 -3 2
gone _ can	0 0 -3
gone now	0 0 -3
got	1 -3 2
got _ botle	4 0 -1
got _ by	-5 -4 0
got _ now	6 -2 -1
got _ of	3 0 -1
got _ on	-8 -3 3
got _ out	-7 -3 -3
got _ tato	-3 -1 -2
got _ tylenol	4 -2 -2
got a	2 -3 -8
got enough	5 0 -1
got everything	4 0 0
got knocked	-6 -3 -4
got murdered	-6 -4 -6
got my	4 -1 -7
got shocked	-1 -2 6
got to	-6 -2 -2
gp	-10 -3 -4
gps	-5 8 -2
grabs	-6 4 -3
grace	-6 -5 -5
grades _ bad	-3 6 -1
grades _ this	-3 -3 -3
grades be	-3 -3 -3
grandchildren	-5 -1 -2
grandfather _ and	-1 0 2
grandfather _ from	-3 -3 -3
grandfather colapsed	-1 0 2
grandfather recover	-3 -3 -3
grandfathers	-2 -5 -5
grandkids	-5 -3 -4
grandma	-6 -4 -1
grandma _ shaking	-1 -1 6
grandma today	-3 -2 -3
grandmas	1 -4 0
grandmas _ hits	-1 3 -2
grandmas caretaker	-1 3 -2
grandmother _ having	0 0 4
grandmother _ her	-2 -1 -2
grandmother _ me	4 -1 0
grandmother caled	4 -1 0
grandmother is	-2 0 3
grandmother survive	-2 -1 -2
grandmothers	-5 1 -3
grandmothers _ is	-5 -5 -4
grandpa _ and	-2 -1 4
grandpa _ down	0 -3 4
grandpa _ peacefuly	-3 -3 -3
grandpa fel	-1 -2 5
grandpas	-3 -8 -2
grandson _ me	-4 -2 -1
grandson visit	-4 -2 -1
granted	-3 -3 -3
granted _ suport	-3 -3 -3
granted by	-3 -3 -3
granting	-9 -8 -8
grape	0 0 3
grateful	-9 -7 -5
grateful _ the	-5 -3 -4
grateful for	-8 -4 -6
gratitude	-9 -6 -7
gratitude for	-6 -2 0
grave	-1 -6 -1
great	-5 -6 -7
grief	-7 -4 -4
grieve	-3 -3 -3
groped	0 4 0
groped _ and	0 4 0
groped me	0 4 0
group	-11 -3 -6
group project	-3 -3 -4
grow	-10 -8 -7
grow back	-5 -1 -1
growing	-7 -6 -5
grown	-4 -3 -3
grown apart	-3 0 -1
grows	-8 -4 -5
growth	-10 -7 -10
grumpy	-8 -6 -7
guidance	-6 -7 -8
guidance _ hope	-3 -1 -2
guided _ watched	-1 -1 -3
guided and	-1 -1 -3
guiding	-5 -4 -4
guilty	-3 -3 -6
guitar	4 -7 -4
guitar said	4 0 0
gun	6 0 -3
gun _ end	4 0 0
gun to	4 0 0
guted	-5 -3 -5
guy	-8 5 -3
guy from	0 3 -1
gym	-8 0 -5
gym _ i	-5 -1 -1
gym _ kil	-3 -3 -2
gym _ kiling	0 -4 -4
gym _ work	-3 -3 -2
gym is	-3 -2 -2
gym near	-3 -3 -2
gym to	-3 -3 -2
habit	-7 -7 -1
habits	-6 -5 -6
habits _ year	-2 -2 -2
habits this	-2 -2 -2
had	-4 -5 -1
had _ with	-5 -3 1
had a	-5 -3 -3
had me	-7 -7 -5
had to	-5 -6 -2
haha	-11 -10 -6
hair	-6 -2 -5
hair _ and	-5 0 -1
hair _ god	-1 -2 -2
hair realy	-1 0 -3
hair with	-5 -3 -3
haircut	-3 -3 -1
half my	-4 -3 -2
halfway	-7 -5 -2
halfway through	-5 -3 0
hamster	-8 -4 -4
hand _ my	-9 5 0
hand badly	-1 0 3
hands	0 1 -4
hang	7 -1 -2
hang _ last	4 0 0
hang myself	6 -1 0
hapen	7 -3 -5
hapened	-8 1 -3
hapened _ the	-5 1 -2
hapened since	-5 -6 -6
hapens _ your	6 0 0
hapier _ me	5 0 0
hapier without	5 0 0
hapines	-3 -1 -1
hapines _ proposed	-2 -2 -2
hapines he	-2 -2 -2
hapy	-2 -6 -3
hard	-5 -2 -1
hard _ make	-1 -4 -3
hard at	-5 0 -1
harming _ june	4 -2 -2
hary	-3 -4 -4
hary poter	-3 -4 -4
has _ !pulse	0 -1 3
has _ of	-4 -4 -5
has ben	-8 4 1
has its	-7 -6 -6
hate _ body	5 0 0
hate _ job	-1 -1 -1
have _ baby	-3 0 -2
have _ black	-2 3 0
have _ first	-3 0 -1
have _ i	5 0 0
have _ in	6 -1 -2
have _ me	-5 -5 -4
have _ pain	-5 -1 -2
have _ question	-2 -4 -1
have _ saved	-3 -1 -2
have _ saving	4 0 -1
have _ secret	-3 -2 -2
have _ self	4 -2 -2
have a	1 -4 -2
have ben	-2 -7 -5
have decided	6 0 0
have died	5 0 0
have for	-5 -4 -4
have headache	-4 -4 1
have kids	-3 -1 -2
have permision	-4 -4 -3
have rope	5 -1 0
have to	2 6 -3
having	-3 -3 7
having _ heart	-2 0 4
having _ pains	0 -3 3
having _ seizure	-2 -2 5
having _ stroke	-1 0 8
having a	-6 -1 7
he	-3 11 1
he _ !know	7 -6 -6
he _ !let	-4 9 -4
he _ !respond	0 0 2
he _ come	-1 -3 0
he _ hits	-3 3 0
he _ kil	-1 1 0
he _ me	-3 2 -1
he _ my	-5 6 -1
he _ not	-4 -6 0
he _ on	-3 3 -1
he _ one	-3 -2 -4
he _ out	1 3 0
he _ reborn	-3 -3 -3
he _ soulmate	-3 -3 -3
he _ standing	-1 3 0
he _ think	-3 -4 -2
he broke	0 5 -1
he came	0 6 -1
he chokes	0 4 0
he come	-3 -4 -3
he finds	3 6 0
he forces	-2 10 -2
he gets	-3 5 -3
he going	-2 -1 -3
he grabs	-6 4 -1
he has	-2 5 -2
he is	0 -5 4
he isnt	-1 -3 5
he knows	-1 6 0
he like	-6 -6 -4
he my	-3 -3 -3
he ok	0 -2 -1
he only	-3 4 0
he proposed	-5 -7 -7
he raped	-1 6 -1
he remember	-5 -3 -1
he said	-1 6 0
he says	-3 4 1
he text	-2 -4 -1
he the	-3 -4 -4
he threatened	-4 5 0
he wil	-1 5 0
head	4 -2 5
head im	-8 -3 0
head on	6 -2 -2
headache	-5 -4 3
headache _ my	-3 -1 6
headache of	-2 -1 5
headaches	-1 -2 4
headaches _ my	0 0 3
headaches and	-1 -2 4
heading	9 -4 -2
heading _ the	7 -2 -2
heal	-8 -6 -5
health	-13 -8 -7
healthy	-8 -6 -5
heaps	-5 -2 -2
heard	-6 1 -1
heart	-1 -8 4
heart _ go	-4 0 -5
heart _ he	-3 -4 -3
heart _ it	-4 -1 -4
heart _ racing	-2 0 4
heart _ since	-2 -1 -3
heart hurts	-2 -1 -3
heart is	-5 -1 2
heartbroken	-10 -10 -2
heartbroken _ i	-4 -1 -2
heartbroken wil	-4 -1 -2
heat	-6 -7 -6
heavily	-4 -1 5
heavily _ her	0 0 5
heavily _ much	-1 -1 2
heavily _ now	0 0 2
heavily after	0 -1 3
heavily right	0 0 2
heavily so	-1 -1 2
hel	-2 7 -1
hel _ my	-1 6 0
hel _ our	0 4 0
hel _ the	-1 6 0
held	-6 -1 -7
help	-7 -7 2
help _ skin	-10 -1 -13
help me	-5 -5 -2
helped	-3 -6 -7
her _ at	-5 -4 -2
her _ every	-4 2 -3
her _ for	-5 -1 -1
her _ or	-4 -3 -1
her _ prom	-2 -3 -3
her _ wil	-7 -2 -2
her before	-5 -5 -3
her head	-2 -2 5
her jasmine	-5 -3 -2
her medicine	-1 -2 4
her surgery	-2 -1 -2
her today	-6 0 0
her was	-3 -3 -1
her wrist	-1 -1 6
here	2 -4 -5
here anymore	8 0 0
here how	-8 -6 -4
here i	10 0 0
here is	-1 -4 -5
hermit	-6 -8 -3
hermit _ i	-3 -2 -2
hermit mean	-3 -2 -2
hero	-5 -5 -7
heroin	-2 -1 7
hes	-7 5 6
hes _ but	-6 -8 2
hes _ right	-2 -1 -6
hes _ theres	-1 5 -3
hes _ to	-2 6 -3
hes a	1 -4 -5
hes ben	-1 6 0
hes bleding	0 0 3
hes coming	-2 5 -2
hes drunk	-1 4 0
hes fine	-2 -8 -8
hes foaming	0 -1 4
hes not	-1 -2 7
hes watching	0 4 0
hid	7 -5 -1
hide	0 1 -6
hide paterns	-6 -5 -5
hiding _ the	-2 5 -2
hiding in	-2 5 -2
hiding it	11 -6 -1
high _ im	4 0 0
higher	-7 -2 -3
hike	-5 -3 0
hiking	-5 -2 -5
him	1 4 0
him _ a	6 -3 -1
him _ kep	4 -2 0
him _ says	-1 6 -1
him alone	0 2 0
him back	0 3 0
him first	-5 -3 -3
him go	-4 -2 -1
him how	-7 -4 -4
him i	1 3 -2
him or	-5 -8 -3
his	-5 4 3
his _ and	0 1 5
his _ how	-7 -6 -8
his _ is	-1 -4 6
his _ lol	-4 -4 -3
his _ with	-2 6 -2
his car	-1 4 -2
his chest	0 -2 4
his dads	-2 5 -2
his exam	-1 -5 -3
his lips	0 0 3
his mouth	-1 -2 8
his surgery	-3 -3 -3
history	-7 -8 -9
history of	-8 -3 -3
hit _ der	-4 -3 -1
hit _ with	2 8 0
hit head	0 0 6
hit the	1 -5 -3
hiting _ ground	-4 -1 -2
hiting the	-7 -3 -2
hits	-5 8 -1
hits _ and	-2 5 -1
hits _ litle	-1 7 0
hits _ nobody	-1 3 0
hits _ whenever	0 7 0
hits her	-1 4 -2
hits my	-1 4 -2
hits where	-1 3 0
hives	-3 -1 7
hoby	-6 -2 -1
hodies	12 -6 -7
hold	-1 2 -6
hold my	9 -1 -3
holding	-1 -1 -5
holds	-5 3 -2
holds _ own	-3 -3 -2
holds its	-3 -3 -2
holds my	-3 5 0
holds you	-5 -2 -1
holiday	-7 -7 -5
holiday _ now	-3 -1 -3
holiday right	-3 -1 -3
home	-1 2 -3
home _ said	-2 3 0
home every	6 1 0
home i	7 -2 0
home is	-11 1 -1
home life	-3 -3 -2
home to	-5 -5 -1
home tonight	-2 0 0
homesick _ thailand	-3 -2 -4
homesick in	-3 -2 -4
hometown	-5 -4 -2
hometown _ it	-3 -1 0
hometown is	-3 -1 0
homework	-10 -10 -4
honestly	3 -5 -4
honestly _ be	3 0 0
honestly _ just	5 0 0
honestly i	7 -2 -1
honestly id	3 0 0
honestly im	9 -2 -1
honestly same	-2 -2 -2
honor	-4 0 0
honour	-7 -9 -7
honour the	-4 -3 -5
hope	2 -4 -4
hope it	7 0 0
hoping	9 -3 -1
horor	-9 -6 -7
horor movie	-5 -4 -2
hose _ the	7 -1 -1
hose for	7 -1 -1
hospice	-8 -4 -4
hotel _ just	4 -2 -2
hour	-2 -2 4
hour ago	-1 -1 4
hour is	-9 -3 -7
hours	-4 6 -3
hours _ the	-2 -5 1
house	-1 3 3
house _ me	0 4 -1
house _ night	0 5 0
house _ the	-7 -2 1
house _ time	-6 -1 -1
house and	-6 0 1
house smels	-6 -5 -6
houseplant	-4 -3 -3
how	2 -5 -6
how _ fel	-7 -4 -2
how _ get	7 -2 -1
how _ i	-5 -5 -4
how _ move	-6 0 0
how _ my	-5 -1 -1
how _ paracetamol	6 -1 -1
how _ unalive	3 -1 -1
how _ you	-11 -2 -3
how are	-4 -2 -3
how can	-10 -4 -4
how dep	5 0 0
how did	-3 -3 -3
how do	-5 -5 -4
how many	5 -2 -1
hug	-4 -3 -1
hug _ today	-3 -3 -3
hug me	-3 -3 -3
huge	-5 -2 3
human	-4 -3 -3
humidity	-5 -4 -3
humidity _ kiling	-2 -3 -3
humidity is	-2 -3 -2
hundred	-7 -2 -2
hungover _ want	-3 0 0
hungover i	-5 0 0
huntsman	-4 -2 -3
huntsman _ the	-4 -2 -3
huntsman in	-4 -2 -3
huried	-2 -2 -2
hurt _ bled	3 0 0
hurt _ drown	6 -1 -1
hurt _ for	3 -1 0
hurt _ on	1 0 0
hurt asking	3 -1 0
hurt but	-5 -3 -3
hurt me	-2 8 0
hurt much	6 0 0
hurt to	2 -1 -1
hurting _ again	2 0 0
hurting _ so	3 0 -1
hurting myself	8 0 0
hurts	-2 2 -1
hurts _ coughing	-1 -2 -3
hurts _ the	-2 -1 -4
hurts _ when	-1 4 -1
hurts since	-2 -1 -3
husband	-1 6 3
husband _ and	-5 -3 0
husband _ argue	-3 -3 -2
husband _ at	0 -1 2
husband _ broke	0 5 0
husband _ going	-1 4 -2
husband _ having	0 -1 5
husband _ i	-6 -4 -3
husband _ me	-2 9 0
husband and	-5 -7 -3
husband beats	0 5 0
husband broke	0 6 -1
husband punched	-1 3 -1
husband says	0 4 0
husband slaped	0 4 0
husband threatened	0 4 -1
husband we	-3 -3 -2
husbands	-4 -2 2
hustle _ money	-3 -3 -4
hustle make	-3 -3 -4
i	7 5 0
i _ !came	5 -1 0
i _ !get	0 1 1
i _ !know	-3 5 0
i _ !ned	8 -1 -2
i _ !plan	4 -1 -1
i _ !se	8 0 1
i _ !think	8 -2 -3
i _ 30	-3 -1 6
i _ a	0 -3 -2
i _ about	-4 -6 -4
i _ again	-2 -4 -1
i _ along	-1 -2 0
i _ an	0 -3 -5
i _ and	0 -5 -4
i _ anyway	-8 0 0
i _ are	4 -2 0
i _ at	-1 -3 -4
i _ back	-10 2 -1
i _ ben	5 1 -3
i _ bleach	-4 -2 8
i _ boked	-5 -5 -4
i _ break	-6 -4 -3
i _ bruises	-3 7 -5
i _ charcoal	4 0 0
i _ crash	-3 -2 -2
i _ dating	-1 -3 -2
i _ dead	3 -6 -2
i _ decided	6 0 0
i _ dreaming	-3 -1 0
i _ eating	7 -1 0
i _ first	-5 -2 0
i _ floating	8 -1 0
i _ flying	-5 -4 -4
i _ for	-5 1 -3
i _ frelance	-5 -3 -4
i _ friends	-4 -5 -1
i _ give	6 -2 0
i _ godbye	3 -1 -1
i _ grandma	-3 -2 -3
i _ haha	-6 -5 -3
i _ headache	-4 -4 1
i _ her	-2 -2 -3
i _ here	7 0 0
i _ his	4 -4 -3
i _ hurting	7 0 -1
i _ i	4 -6 0
i _ imagining	3 -2 -1
i _ in	-1 -4 -3
i _ into	-5 -4 -5
i _ it	4 -4 -1
i _ jump	5 0 0
i _ just	4 -2 -1
i _ kids	-7 -1 -4
i _ lol	-6 -6 -4
i _ love	-5 -1 -2
i _ making	-4 -3 -1
i _ merit	-5 -3 -1
i _ molested	-2 3 -2
i _ money	-6 -5 -1
i _ my	4 -5 -3
i _ myself	3 -3 0
i _ naked	-3 -2 -2
i _ nobody	5 0 -1
i _ of	5 -5 -2
i _ ok	-8 -1 -1
i _ onions	-2 -1 -2
i _ overdosed	-3 -1 3
i _ pregnant	-4 1 -3
i _ procrastinating	-6 -3 -3
i _ relieved	3 0 0
i _ rn	4 -2 -2
i _ rope	6 -1 0
i _ runing	-7 -4 -3
i _ scratching	4 0 0
i _ scream	-2 -4 -3
i _ sel	-9 -4 -3
i _ stil	9 0 0
i _ stuck	-6 -4 -5
i _ tbh	5 -1 -1
i _ the	3 -4 -3
i _ things	-2 -4 1
i _ this	0 -1 -1
i _ tomorow	10 0 0
i _ use	3 -1 0
i _ vanish	2 0 0
i _ wanting	4 -1 0
i _ weds	-2 -2 -2
i _ wel	-5 -1 -1
i _ where	8 -4 0
i _ with	-4 -4 -5
i always	-5 -6 -8
i apologize	-3 -2 -3
i argued	-5 -4 -2
i bang	7 -1 -1
i beat	-5 -6 0
i being	-5 -5 -4
i bought	2 -4 -5
i broke	-4 -4 -4
i bumped	-4 0 -1
i burn	8 -1 -1
i burned	-6 -7 -9
i buy	-3 -7 -3
i cancel	-6 -5 -6
i carved	4 -3 -1
i cok	-4 -3 -3
i could	-5 -5 -3
i counted	9 -2 -2
i cried	-6 -5 -2
i cros	6 -3 0
i crush	-5 -1 -3
i cut	4 -10 -5
i decided	0 -4 -1
i deserve	7 0 -1
i did	1 -3 -2
i die	7 -1 0
i died	-1 -6 -2
i disapear	6 -1 0
i dispose	-5 0 -4
i do	3 3 5
i droped	-5 -4 -5
i drove	5 -2 0
i dye	-5 -3 -2
i eat	1 -5 1
i ever	-5 -2 -6
i explain	-3 -1 -1
i finaly	5 -5 -4
i find	-7 -5 -3
i focus	-3 -4 -3
i folow	-5 -3 -4
i forgive	-5 -2 -4
i forgot	-6 0 -5
i fought	-3 -2 -3
i found	-5 3 -2
i gogled	7 0 -1
i going	-6 -5 -4
i got	-5 -1 0
i grieve	-1 0 0
i had	-4 -2 -4
i hang	3 0 0
i help	-3 -6 -4
i hid	4 -5 -2
i honor	-4 0 0
i honour	-5 -4 -3
i hope	4 -2 -2
i kept	-5 -6 -2
i last	-4 -2 0
i laughed	-6 -4 -2
i learn	-6 -4 -3
i lend	-5 -5 -2
i let	-3 -7 -5
i like	-9 -7 -6
i listen	-1 -6 -5
i literaly	-7 -4 -3
i lok	6 -1 0
i loked	5 0 0
i love	1 -7 -2
i loved	5 -2 -2
i make	-2 0 -5
i mary	-4 -4 -4
i met	-7 0 -3
i mis	-7 -7 -4
i nearly	-7 -4 -7
i never	-4 -2 -2
i no	9 -5 -2
i on	-3 -3 -3
i open	-6 -8 -5
i over	-4 -3 -4
i overdose	4 0 0
i overdosed	-5 -2 5
i owe	0 4 -1
i pay	-9 3 0
i pivot	-2 -1 -3
i quit	-5 -3 -2
i reach	-7 -3 -4
i ready	-3 -4 -1
i relapsed	4 -2 -2
i reply	-6 -4 -1
i report	-4 3 -1
i save	-5 -3 -4
i saw	-3 -1 -2
i shot	-3 -4 -1
i should	8 -1 -1
i sign	-3 -1 -1
i sit	7 -1 0
i smiled	4 -4 -1
i snaped	-4 -4 -4
i snore	-2 -4 0
i speak	-8 -3 -5
i stand	6 -3 -4
i start	-7 -1 -1
i stod	6 0 0
i study	-5 -3 -5
i suced	-7 -3 0
i suicidal	4 -2 -2
i survived	-7 0 0
i swear	-6 -5 -2
i take	0 -2 -6
i talk	-5 4 -5
i teach	-4 -2 -3
i tel	-3 4 0
i think	5 2 5
i tok	0 -2 7
i trust	-5 -5 -3
i try	-7 1 -1
i used	-8 -4 -6
i wake	8 -3 -2
i walked	4 0 0
i wana	4 -4 -2
i wasnt	6 -6 -3
i watch	-6 -4 -5
i were	5 0 0
i win	-8 -3 0
i wish	3 -1 -1
i wnat	3 -2 -2
i woke	0 5 -4
i wont	9 -7 -2
i wory	-7 -4 -1
i write	5 -1 -1
i wrote	4 0 -1
ice	-8 -8 -10
id	8 3 -4
id _ be	5 -1 0
id _ beter	4 -1 0
id _ for	-6 -2 -2
id be	10 -2 -1
id kil	-7 -6 -2
id like	11 -3 -1
id rather	3 -3 -3
idea	-11 -4 -7
ideas	-7 -6 -8
ielts	-7 -5 -7
if _ complain	-1 5 -1
if _ die	7 -1 0
if _ died	9 0 -1
if _ disapear	6 -1 0
if _ disapeared	12 -5 -2
if _ dont	1 2 -5
if _ eat	-5 -4 -1
if _ fail	-2 -5 -1
if _ get	-7 -5 -5
if _ go	-2 6 0
if _ gone	8 -2 0
if _ jump	6 0 0
if _ just	8 2 -1
if _ kids	8 0 0
if _ kil	7 0 0
if _ kiled	4 0 0
if _ late	-3 -4 -1
if _ leave	0 3 -1
if _ likes	-1 -4 -1
if _ moved	-3 -3 0
if _ never	5 -3 0
if _ ok	5 0 0
if _ overdose	4 0 0
if _ report	-3 6 0
if _ talk	-1 5 -1
if _ tel	-1 8 0
if _ time	5 0 0
if _ use	3 0 0
if _ was	9 -2 -1
if he	-2 -3 -3
if its	9 -2 -1
if shes	-2 -3 -3
ignore	-2 -6 -2
ignores	-2 -2 -2
ignores _ and	-2 -2 -2
ignores me	-2 -2 -2
ikea	-8 -4 -5
il	5 -1 -3
il _ a	9 -9 -1
il _ with	4 0 0
il die	-4 -1 -2
il ever	6 0 0
il take	5 0 0
iluminated	-7 -4 -5
im	5 2 1
im 11	-3 4 -2
im 12	-1 4 0
im 79	0 -5 -2
im 8	0 0 2
im _ !alowed	-1 5 0
im _ !going	9 -1 -1
im _ !planing	6 0 -1
im _ !sad	1 0 0
im _ again	-4 -5 -1
im _ at	-4 -4 -3
im _ beaten	-2 3 -2
im _ before	-3 -1 0
im _ bored	-5 -1 -1
im _ but	-10 -2 -4
im _ dead	-8 -6 -5
im _ dying	-5 -2 -5
im _ embarased	-4 -2 -2
im _ godbye	6 -1 0
im _ held	0 3 0
im _ hungry	-9 -5 -6
im _ is	-5 0 0
im _ just	-9 -4 -5
im _ majors	-2 -3 -2
im _ my	-3 -1 -3
im _ not	-6 -5 -1
im _ of	-2 -5 -4
im _ she	7 -1 0
im _ should	-4 2 0
im _ tonight	4 -1 0
im _ useles	6 0 -2
im a	-4 0 -7
im afraid	-4 7 -1
im alone	3 -1 4
im angry	3 -4 -1
im being	1 7 -5
im changing	-2 -3 -2
im checking	6 -3 -2
im dead	3 -7 -7
im done	8 -4 -4
im drowning	-4 -4 -4
im dying	-5 -3 -3
im finaly	-7 -4 -2
im fine	3 -3 -5
im going	6 -2 -1
im gone	9 -3 -2
im having	-2 0 5
im hiding	-1 5 -2
im just	4 -3 -2
im kiling	-5 -5 -3
im late	-3 -4 -1
im leaving	4 -1 -2
im leting	5 -1 -1
im literaly	-8 -5 -4
im locked	-2 3 0
im moving	7 -4 -1
im nervous	-6 -1 -1
im never	6 -1 -2
im planing	8 0 0
im ready	3 -3 -2
im scared	-4 5 4
im serious	3 0 0
im standing	10 -1 -5
im starting	4 0 -1
im starving	-5 -5 -8
im stresed	-6 -4 -3
im sufocating	-4 -4 -2
im suicidal	4 -3 -2
im taking	-4 -9 -7
im thinking	5 0 -1
im vomiting	-4 0 4
images	-8 -8 -7
imagining _ own	3 -1 -1
imagining my	3 -1 -1
importing	-9 -9 -8
improve	-9 -3 -4
in _ abusive	-3 2 -3
in _ and	-2 -5 -5
in _ at	-4 -1 -1
in _ building	-5 -2 3
in _ but	-6 0 -1
in _ care	-8 -3 -4
in _ chest	-1 0 4
in _ cold	-6 -4 -5
in _ desk	5 0 0
in _ drawer	7 -1 -1
in _ dream	1 -6 -1
in _ face	6 1 -1
in _ final	-3 -1 -3
in _ first	-8 -5 -6
in _ for	-8 -4 -3
in _ fridge	-5 -2 -2
in _ future	-7 -3 -2
in _ garden	-3 -4 -3
in _ god	-8 -6 -5
in _ hand	6 0 -2
in _ home	2 5 0
in _ job	-8 -4 -2
in _ keping	-3 -2 -3
in _ kitchen	-4 -4 3
in _ lecture	-3 -2 -2
in _ life	-6 -1 -4
in _ miror	8 -1 3
in _ morning	-5 -3 -2
in _ mouth	0 -1 7
in _ my	-7 -4 -5
in _ new	-2 -3 -1
in _ night	-5 -4 -6
in _ not	-6 -4 -6
in _ or	-6 -6 -2
in _ own	-5 -3 0
in _ plane	-1 -4 -2
in _ play	-3 -2 -1
in _ pol	-3 -3 1
in _ quiet	-5 -3 -2
in _ rom	-3 5 5
in _ this	-10 -7 -5
in _ to	-7 -3 -3
in _ wil	-7 -7 -1
in a	-3 2 -4
in an	1 0 -5
in berlin	-3 -1 0
in gold	-3 -2 -2
in her	-9 3 2
in his	-1 1 -6
in its	-4 -4 -4
in law	-9 3 -3
in leds	0 -3 -3
in life	-10 -7 -8
in love	-5 -3 -3
in me	1 -6 -2
in my	4 -1 -5
in order	8 -2 -2
in paperwork	-4 -2 -2
in singapore	-4 -2 -1
in store	-4 -1 -1
in tarot	-8 -4 -6
in thai	-1 -3 -4
in their	-4 -3 -4
in this	2 -4 -2
in trafic	4 -1 4
in ways	-8 4 -3
in what	-4 -4 -3
in work	-7 -4 -4
in your	-5 -2 -3
inbox	-4 -3 -3
incoming	-11 -4 -2
information	-6 -6 -7
inside _ like	-6 -2 0
inside _ my	4 0 0
inside of	4 0 0
instagram	-8 -5 -6
insulin	8 -1 3
insurance	6 -1 -1
insurance _ it	-4 -2 -2
insurance _ than	3 0 0
insurance cover	-4 -2 -2
insurance would	7 0 0
intae	8 -1 -2
interesting	-6 -5 -7
internship	-2 -3 -4
interview	-7 -4 -3
interview go	-4 -1 -1
into _ canal	4 -2 0
into _ god	-3 0 -3
into _ new	-5 -1 -1
into _ river	5 -2 0
into _ schol	-3 -3 -2
into _ university	-3 -4 -2
into a	-3 -4 -2
into medical	-3 -3 -2
invalid	-5 -6 -5
invalid username	-4 -4 -4
invest	-9 -6 -3
invest _ gold	-3 -2 -2
invest in	-3 -4 -4
investing	-3 -1 -1
investment	-3 -3 -3
invisible	-3 -3 -4
invites	-7 -2 -4
inward	-8 -6 -4
ipad	-6 -3 -2
iphone	-8 -4 -4
is 7	-6 -1 -5
is _ !a	-10 -1 -5
is _ !breathing	0 0 6
is _ !responding	0 0 3
is _ !valid	-4 -3 -5
is _ abuse	-3 7 0
is _ after	-5 -2 6
is _ again	-7 -3 -2
is _ already	-3 -6 -4
is _ birthday	4 0 0
is _ blue	-2 -3 6
is _ bos	-9 -4 -2
is _ chest	0 0 6
is _ coming	-6 -2 -2
is _ coworker	-4 -5 -4
is _ dead	-7 -3 -2
is _ dorway	-4 -4 -3
is _ even	-6 -7 -2
is _ ex	-7 -6 -2
is _ finaly	-4 -2 -2
is _ going	-9 -3 0
is _ heavily	0 0 5
is _ how	-6 -3 -2
is _ il	7 -1 0
is _ in	3 -6 -4
is _ just	-4 3 2
is _ kinder	4 -2 0
is _ last	4 -2 0
is _ lethal	4 -1 0
is _ like	-5 -2 2
is _ long	-1 -2 -2
is _ money	-4 -2 -4
is _ myself	9 -2 -1
is _ next	-5 -2 0
is _ normal	1 7 0
is _ on	-3 -3 7
is _ only	4 -4 -1
is _ out	-9 -5 3
is _ pain	-1 0 -1
is _ peaceful	3 -2 -1
is _ remove	4 0 0
is _ selfish	6 0 0
is _ smart	-3 -2 -3
is _ spirit	-2 -1 -2
is _ teacher	-7 -5 -6
is _ thank	4 0 0
is _ thanks	3 0 0
is _ that	-5 -4 -3
is _ the	-3 -7 -4
is _ thinking	-4 -4 -4
is _ this	-4 -5 -6
is _ to	-5 -2 -3
is _ transformation	-4 -3 -4
is _ true	-5 -1 -1
is _ universe	-6 -3 -1
is _ where	-7 -6 -6
is a	-4 -6 -8
is always	6 -4 0
is an	-10 -4 -4
is broken	-5 -2 1
is brutal	-4 -2 -2
is choking	-2 -4 7
is dead	-6 -6 -4
is dying	-9 -4 -6
is forming	-5 -4 -4
is ful	-4 -3 -3
is god	-7 -7 -5
is growing	-5 -5 -6
is having	-2 -2 6
is he	-9 -8 -6
is it	-3 -3 -5
is leaving	-6 -1 -2
is moving	-10 -1 -2
is my	-4 -9 -4
is not	-11 -8 2
is now	-3 -1 1
is old	-6 -2 -2
is on	2 -4 -3
is over	-5 -3 -3
is overdosing	-2 -2 6
is part	-7 -3 -2
is pasing	-2 0 3
is pointles	4 0 0
is racing	-1 0 4
is rarely	-4 -4 -5
is ready	-6 -4 -1
is real	-1 -4 -3
is required	-6 -6 -5
is sad	-3 -1 -3
is she	-10 -6 -4
is showing	-4 -3 0
is so	0 -4 -1
is someone	-4 -3 -5
is sweling	0 -2 8
is threatening	-3 5 0
is to	-3 -4 -4
is tomorow	-7 -3 -4
is unbearable	-3 -1 0
is unconscious	-3 -5 10
is useles	-2 -3 -4
isnt	7 -4 7
isnt !breathing	-2 -2 5
isnt !moving	0 -3 4
isnt _ !and	-6 -1 7
it _ !stop	-2 -1 6
it _ asking	4 -1 0
it _ away	-2 -1 0
it _ bad	-1 -6 2
it _ can	-3 0 0
it _ godbye	5 -1 -1
it _ huried	-2 -2 -2
it _ i	-5 2 -2
it _ in	-3 -5 -4
it _ like	8 0 -1
it _ mistake	-5 -4 -7
it _ naturaly	-4 -3 -1
it _ never	-6 -4 -4
it _ now	-6 0 -3
it _ of	-5 -5 -6
it _ out	-6 -2 -1
it _ purple	4 -2 -1
it _ something	3 0 0
it _ son	-3 -4 -1
it _ take	2 0 0
it _ tbh	3 0 -1
it _ the	-2 -3 -7
it _ this	5 -2 0
it _ to	3 -4 -3
it _ wel	-5 -3 -3
it _ when	7 -4 -1
it _ you	-8 -3 -2
it a	0 -4 -4
it at	-2 -5 -2
it bad	-5 -8 -5
it bled	7 -2 -1
it bleds	4 -1 -1
it bruises	6 0 -2
it but	4 -2 -1
it comes	-5 -4 -2
it did	-4 -4 -4
it every	8 -1 0
it for	6 -1 -1
it get	-6 3 -3
it go	-8 -4 -2
it god	-3 -2 -2
it goes	-1 -2 -2
it hapen	7 -1 0
it has	-7 -1 0
it heal	-5 -1 -2
it hurt	5 -1 0
it i	10 2 -1
it im	6 1 0
it is	-3 0 -5
it isnt	8 0 0
it just	-3 -6 0
it kinder	4 -2 0
it later	4 -2 0
it loks	-3 -8 -5
it myself	5 -3 0
it on	6 -2 -3
it orient	-3 -3 -4
it out	-2 -3 -7
it pas	-3 -2 -4
it resonated	-7 -6 -6
it selfish	6 0 0
it smart	-3 -2 -3
it stoped	-5 -1 -7
it take	6 0 -1
it takes	6 -1 0
it that	10 0 0
it the	-8 -3 -3
it there	8 -1 0
it this	5 -6 0
it time	-6 -3 -2
it turn	-5 -5 -3
it up	-7 -1 -2
it wasnt	9 1 -2
it wi	-6 -1 -1
it with	-9 -8 -6
it wont	2 -2 5
it work	-2 -2 -2
it would	8 -1 0
itchy	-4 -5 -4
itl	7 1 -3
its _ a	-7 -4 -2
its _ badly	-1 -1 6
its _ bit	-7 -5 -8
its _ but	-6 -5 -4
its _ me	2 -4 -2
its _ my	5 7 0
its _ wil	-8 -1 -2
its _ wisdom	-3 -3 -2
its draining	-4 -3 -1
its for	8 -3 -2
its godbye	5 0 0
its hard	-1 -4 -3
its in	4 0 -1
its like	7 -1 0
its not	8 -2 0
its nothing	-4 -1 1
its own	2 -4 -1
its time	10 -3 0
itself	-7 -4 -6
ive	11 -1 0
ive _ away	3 -1 0
ive _ carving	2 0 -2
ive _ cuting	3 0 -1
ive _ giving	5 -1 0
ive _ gogling	8 -3 -3
ive _ out	4 -1 -1
ive _ researching	5 -1 -1
ive _ stabed	0 0 6
ive _ staring	5 0 -3
ive _ the	6 -1 -1
ive _ thinking	6 0 0
ive _ writen	2 0 0
ive already	5 -1 0
ive cleaned	6 -1 -1
ive given	4 0 0
ive got	7 -1 -3
ive made	4 -1 -2
ive never	-6 -1 -1
ive started	7 -1 0
ive stoped	5 0 -2
japan _ smothly	-1 -1 -1
japan _ wel	-3 0 -1
japan _ year	-4 -5 -4
japan go	-2 -1 -1
japan next	-4 -5 -4
jasmine	-5 -3 -2
jewelery	8 -2 -2
job	-5 -2 -3
job _ australia	-3 -3 -5
job _ berlin	-3 -2 -1
job _ could	-4 -3 0
job _ now	-4 0 0
job _ on	-6 -5 -2
job _ sign	-2 0 0
job _ singapore	-4 -2 -1
job _ the	-2 -4 -2
job god	-2 0 0
job i	-6 -4 -4
job in	-4 -1 -1
job is	-9 -5 -3
job ofer	-3 -3 -4
job on	-3 -6 -5
job should	-2 -1 0
job to	-4 0 0
join	8 -3 -3
join _ gym	-3 -3 -2
join her	5 0 0
join him	8 -2 -1
joke _ me	-2 -3 -1
joke kiled	-2 -3 -1
journal	0 1 -5
journal i	4 -1 0
journey	-7 -4 -4
journey documented	-3 -2 -3
joy	-8 -5 -5
jump	7 -3 -1
jump _ a	-4 -1 -1
jump _ front	5 -2 0
jump _ i	7 0 0
jump _ my	5 0 0
jump _ this	-2 -2 -1
jump from	7 -1 -1
jump in	5 -2 0
jump into	-5 -2 -2
jump of	4 0 0
jump on	-2 -2 -1
jumped	-4 -3 -4
jumped _ fr	3 0 0
jumped _ the	-3 -4 -4
jumped like	3 0 0
jumping	4 -3 -5
jumping _ front	5 -2 -2
jumping _ my	4 0 0
jumping in	5 -2 -2
jumping out	-5 0 0
just	5 -2 3
just _ a	-5 -2 2
just _ cold	-1 -5 -5
just _ for	3 -1 -1
just _ forever	5 -1 0
just _ into	5 -1 -2
just _ it	2 -7 0
just _ me	2 -6 -1
just _ myself	3 -1 -4
just _ on	-4 -1 4
just _ one	4 0 0
just _ quietly	4 0 0
just _ test	-3 -2 -2
just _ under	4 0 0
just a	-2 -1 -8
just breathing	-7 3 -5
just broke	-4 -4 -2
just declutering	5 -1 0
just die	-3 -2 -2
just end	9 0 0
just for	12 -3 -1
just go	4 -2 -1
just got	-9 -3 -1
just jump	5 0 0
just kil	7 0 0
just meh	-3 -3 -3
just one	3 0 0
just overdosed	-3 -1 5
just rest	-8 -1 -4
just swalowed	-3 0 5
just tok	-3 0 4
just waiting	5 0 -1
just wana	4 -1 -1
just wanted	8 -6 -3
karaoke	-9 -9 -7
kart	-4 -2 -1
kep	8 -2 -4
kep _ 11	-4 -2 -1
kep _ about	5 -1 0
kep _ and	-7 3 -2
kep _ my	2 -5 -2
kep _ with	-7 4 -6
kep dreaming	-7 -3 -4
kep imagining	3 -2 -1
kep living	8 -1 0
kep scratching	4 0 0
kep seing	-4 -2 -1
kep thinking	6 0 0
kep your	-7 -2 -3
keping	4 -4 -2
keps	-1 5 -4
keps _ notes	-1 4 0
keps leaving	-1 4 0
keps stealing	-5 -3 -4
keps touching	-1 4 0
kept	-2 0 -8
kerosene	-3 -1 5
key	-2 6 -2
khao	-9 -2 -1
kicked	-6 5 -5
kicked me	-1 5 0
kicks _ when	0 4 -1
kicks me	0 4 -1
kid _ in	0 0 2
kid _ rat	-2 -1 5
kid ate	-3 0 7
kidney	-5 -2 -2
kids	-3 -1 2
kids _ do	-4 0 0
kids how	-4 0 0
kids wil	7 0 0
kil _ at	-4 -4 -2
kil _ family	0 3 0
kil _ if	-2 -3 -1
kil _ in	-1 -4 0
kil _ self	13 -4 -4
kil _ that	-3 -1 -1
kil _ tonight	6 0 0
kil _ when	-6 -4 -2
kil it	-6 -6 -3
kil me	-10 -3 -2
kil my	0 -2 -4
kil myself	13 -2 -2
kil the	-7 -7 -9
kil this	-6 -5 -3
kil weds	-2 -2 -2
kiled	-14 -9 -12
kiled _ at	-3 -2 -2
kiled _ but	-7 -1 -1
kiled _ exam	-3 -2 -1
kiled _ the	-4 -2 -1
kiled a	-5 -1 -5
kiled al	-3 -3 -3
kiled it	-9 -4 -3
kiled me	-3 -3 -1
kiled my	-5 -2 -3
kiled myself	4 0 0
kiled the	-8 -9 -7
kiler	-10 -8 -6
kiler negotiator	-1 -2 -3
kiling	-12 -8 -7
kiling _ every	4 -2 -2
kiling _ i	-8 -2 -2
kiling _ more	7 0 -1
kiling _ today	0 -4 -2
kiling it	-5 -5 -3
kiling me	-8 -6 -2
kiling my	-4 -2 -3
kiling myself	6 0 0
kiling the	-4 -3 -2
kind	5 -5 -8
kind of	-11 -5 -4
kinda	-6 -2 -2
kinder _ !to	4 -2 0
kinder not	4 -2 0
kindnes	-5 -2 -5
kindneses	-5 -5 -3
kitchen	0 -4 2
kitchen and	-7 -2 1
kitchen drawer	4 -1 -1
kitchen table	6 0 -3
kms	17 -6 -6
kms _ fr	4 0 0
kms _ whats	3 0 -1
kms fr	5 -1 -1
kms honestly	8 -2 -3
kms seriously	3 0 -1
kms tonight	6 0 0
kne	-9 -7 -5
knes	-7 -6 -5
knife _ im	-2 3 0
knife _ just	3 -1 0
knife in	4 0 -2
knife skils	-5 -1 -5
knife today	3 -1 0
knife tonight	-2 3 0
knocked	-7 -7 -5
knocked my	-6 -6 -1
knocked out	-6 -6 -5
knot	5 -3 -3
know _ friday	6 -1 0
know _ he	-1 -3 -1
know _ i	1 -1 -2
know _ im	6 0 0
know _ it	6 0 -1
know _ shes	-2 -4 -4
know _ to	0 -4 -4
know for	-3 -2 -4
know if	-1 -3 -1
know what	1 0 -2
know which	9 0 0
knowing its	5 -3 0
lab	-4 -2 -1
labeled	6 0 0
land	-4 6 -3
language	-5 -4 -3
laos	-3 -1 0
laptop	-7 0 -8
laptop _ and	-6 2 -2
laptop _ during	-2 -2 -3
larger	-7 -2 -4
last	2 2 -5
last _ deper	3 -1 0
last _ he	-2 4 0
last _ is	-5 -2 -3
last _ just	6 -4 0
last _ of	-8 -4 -2
last _ on	8 -1 0
last _ should	-1 4 0
last _ thank	5 0 0
last _ this	-5 -3 -3
last _ to	4 0 0
last _ us	-5 -3 -1
last _ wil	-12 -1 -1
last chemo	-3 -2 -3
last day	7 -2 0
last edit	-6 -6 -6
last entry	8 0 0
last hour	-2 0 4
last mesage	6 -1 0
last of	-5 -3 -1
last person	-4 0 0
last question	3 -3 -2
last reading	7 -1 -1
last spring	-3 -4 -1
last wek	-9 -1 -7
late	-9 -3 -5
late _ every	-2 -3 -3
late _ was	-2 -6 -2
late again	-5 -6 -2
late father	-5 -5 -6
lately	5 -5 -5
lately al	6 0 0
later	2 -3 -2
laugh	-4 -7 -4
laughed	-4 -6 -8
laughed so	-7 -3 -8
laughing	-7 -6 -8
laughing at	-7 -6 -6
laughter	-5 -5 -6
laundry	-8 -6 -6
laundry and	-7 -5 -5
law	-9 3 -3
league	-7 -4 -3
leaky	-4 -2 -2
leaky tap	-4 -2 -2
learn	-5 -4 -8
learn _ drive	-3 -2 -3
learn _ swim	-5 -6 -2
learned	-7 0 -8
learning	-7 -5 -5
learning to	-5 -5 -4
lease early	-7 -1 -1
least _ way	6 -1 -1
least characters	-3 -3 -3
least painful	6 -1 -1
leave	8 8 -2
leave _ husband	-3 -3 -2
leave _ on	8 0 0
leave him	0 4 0
leave it	-4 -3 -1
leave my	-5 -5 -2
leaving my	-5 -5 -5
lecture	-8 -2 -5
ledge	6 0 -1
leds	0 -3 -3
left	7 1 2
left _ dead	-1 4 0
left _ live	5 -1 -1
left a	0 5 0
left arm	-4 -1 6
left im	8 -2 -2
left me	-2 -4 -1
left to	5 -2 -2
leftovers	-7 -5 -4
leftovers again	-8 -4 -2
leg	-1 -2 7
leg _ night	3 -1 0
leg at	-4 -3 -3
leg is	-3 -2 6
leg last	3 -1 0
leg with	5 -4 -5
legs are	-6 -6 -6
lend	-7 -5 -5
lend _ cousin	-3 -1 -2
lend my	-4 -3 -2
lent	-8 -3 -3
leson	-9 -5 -4
leson learned	-6 -6 -4
lesons	-5 -3 -5
let	0 -5 -5
let _ be	-7 -4 -5
let _ cal	-3 -2 -2
let _ go	-3 -3 0
let _ not	5 0 0
let _ old	-3 -2 -2
let _ orient	-3 -3 -4
let him	-8 -4 -3
let my	-5 -4 -4
let myself	5 0 0
let something	-2 -2 -3
let this	-5 -3 -3
let yourself	-9 -3 -4
leter	9 -5 -2
leters	8 -8 -7
leters now	5 0 -1
lethal _ of	8 -3 -3
lethal dose	8 -1 -2
leting the	-7 -4 -5
lets	-9 -2 -6
lets the	-5 -6 -4
level	-7 -5 0
library	-2 -6 -6
lie	-8 -1 -4
life	7 -3 -1
life _ friday	3 0 0
life _ pays	5 0 0
life _ pointles	4 0 0
life _ there	7 0 -1
life how	-6 0 -1
life in	-8 -3 -2
life insurance	5 0 -1
life on	3 0 0
light	-5 -5 -5
light _ have	-1 -1 -1
light is	-8 -6 -6
light you	-1 -1 -1
lighter	3 -3 -2
lighter _ my	4 -1 -1
lighter _ purpose	4 0 0
lighter _ to	3 0 0
lighter again	9 0 0
like	1 -3 0
like _ again	-5 0 0
like _ and	-6 -4 5
like _ back	-3 -6 -2
like _ boyfriend	-4 -4 -4
like _ burden	-10 -5 -6
like _ every	4 -1 -1
like _ forever	4 -1 -2
like _ i	5 -4 0
like _ idea	-2 -2 -1
like _ my	-2 -3 -3
like _ myself	8 0 -1
like _ nobody	3 0 0
like _ only	5 -2 -2
like _ or	-3 -2 -1
like _ report	0 0 -1
like _ things	5 -2 -2
like _ zombie	-4 -1 -3
like a	-2 -4 -4
like actualy	5 -1 -1
like an	4 -2 -1
like crazy	-3 -2 -1
like death	-6 -1 -3
like ending	5 -2 -2
like fr	3 0 0
like it	-8 -1 -5
like its	-7 -1 2
like me	-4 -2 -3
like my	-4 -4 -5
like myself	-6 0 -1
like quiting	-2 -2 -3
like the	7 -4 -2
likes	0 -2 -1
likes _ back	-4 -2 -1
likes me	-4 -3 -1
limit	-5 -4 -5
limit exceded	-3 -3 -3
limp	-4 -2 9
line	-5 -4 -4
line _ down	0 -1 3
line _ remember	-3 -2 -3
line hes	0 -1 3
line to	-3 -2 -3
lined	4 0 -1
lined _ on	4 0 -1
lined up	4 0 -1
link	-6 -5 -6
link sent	-3 -3 -3
linked	-6 -5 -5
linked reading	-6 -5 -5
lips _ turning	0 0 3
lips are	-6 -7 12
liquid	-1 -1 7
lisbon _ year	-4 -6 -6
list _ who	6 -2 -3
listen	-3 -6 -6
listen _ the	-4 -3 -2
listen inward	-5 -4 -3
listen to	-4 -4 -5
literaly	-2 -7 -4
literaly _ to	-5 -1 -1
literaly going	-5 -1 -1
litle _ a	-8 -2 -4
litle _ keps	-5 -5 -4
litle _ pas	-2 -1 -2
litle one	-6 -6 -3
litle sister	-2 4 2
litle tired	-5 -1 0
live _ this	-6 -1 -2
live anymore	7 -2 -3
lives with	0 5 0
living	9 -2 -2
lmao	-13 -10 -7
loaded	6 -3 -2
loading	-5 -6 -5
loading _ readings	-3 -2 -2
loading your	-3 -2 -2
lobster	-6 -5 -5
location	-2 4 -2
lock	-4 6 -1
lock _ in	-2 4 -1
lock _ out	-3 4 -1
locks	-5 6 0
log	1 -5 -4
log _ dream	-4 -4 1
log _ i	9 0 -1
log _ kep	4 0 0
log a	-7 -5 -5
login	-6 -5 -6
loging of	5 -3 -2
logins	4 -2 -2
lok _ a	-2 -3 -1
lok _ an	8 -1 -1
lok at	3 -1 -1
lok beneath	-4 -4 -3
loked up	8 -1 -1
loking _ the	6 0 0
loking for	-5 -4 -1
loks like	-6 -3 -4
lol	-12 -12 -9
lol _ for	-4 -4 0
lol _ i	-7 -2 -1
lol _ my	-6 -1 -1
lol _ not	5 0 -2
lol i	-4 -1 -2
lol is	-5 -5 -3
lol wil	-7 -2 -1
london	-4 -1 -1
lonely	0 -9 -6
lonely _ i	-3 0 -1
lonely but	-2 0 -2
long	2 -4 -2
long _ takes	5 0 0
long distance	-6 -4 -2
long it	5 0 0
long sleves	7 0 0
lose ends	7 -1 -1
loses _ this	-5 -4 -3
loses with	-4 -4 -2
losing	-2 -5 -7
losing a	-6 -4 -4
losing my	0 -4 -1
lost	-3 -12 -9
lost _ my	-7 -4 -5
lost _ walet	-5 -2 -2
lost earing	-3 0 -1
lot	2 -4 3
lot _ her	-1 0 5
lot from	-1 0 5
lotery	-8 -6 -3
lotery _ time	-7 0 -1
lotery _ wek	-2 -2 -5
louder	7 0 0
love	-6 -12 -6
love _ for	-6 0 -1
love _ from	-5 0 0
love _ more	-7 0 -5
love _ na	-2 -2 -2
love _ please	-4 -1 -3
love _ pls	-5 -1 -2
love fortune	-2 -2 -2
love is	-6 -2 -6
love it	-4 -4 -2
love life	-6 0 -1
love me	2 -3 -2
love reading	-5 -1 -3
loved	3 -5 -3
loved her	6 -2 -2
loved it	-7 -4 -4
lovely	-9 -8 -5
loves	-6 -2 0
loving	-5 -5 -7
lower	-3 -2 -2
lowkey	-2 -3 -3
loyal	-7 -8 -3
luck	-13 -7 -7
luck _ month	-1 -4 -1
luck this	-2 -5 -1
lucky	-8 -8 -6
lunch	2 -8 -2
lunch haha	-5 -4 -5
made _ my	4 0 0
made _ think	-4 0 0
made me	-8 -3 -7
mai _ year	3 0 0
mai next	3 0 0
main _ die	-7 -1 -5
major	-8 -9 -7
majors	-5 -3 -2
make _ lok	7 0 0
make _ slepy	-5 0 -1
make _ son	-3 -3 -2
make _ to	-7 0 0
make friends	-5 -2 -1
make it	14 -2 -1
make me	-7 0 -2
make merit	-4 -4 -2
make money	-3 -3 -4
make sure	10 2 -2
make up	-5 -4 -5
makes it	-4 -3 -3
makha	-5 -4 -4
makha bucha	-5 -4 -4
making _ last	-5 -3 -1
making croisants	-5 -3 -1
mal	-6 -3 -3
man	-8 3 0
manager	-4 5 2
manager _ hel	-1 3 0
manager says	-1 3 0
mango	-7 -7 -4
mango _ rice	-4 -3 -3
mango sticky	-4 -3 -3
mangoes	-10 -7 -8
many pils	0 -1 5
marathon	-10 -3 -7
mariage	-10 -2 -4
maried	-5 -7 -3
mario	-4 -2 -1
mario kart	-4 -2 -1
mark	-8 -2 -3
marks	3 3 0
mary	-4 1 -2
match	-5 -8 -7
match saturday	-2 -1 -4
maters	-11 -6 -6
maters _ to	-4 -3 -1
maters most	-4 -3 -1
mates	-4 2 4
maths	-6 -6 -10
may	-7 -9 -8
may be	-8 -6 -4
may not	-6 -2 -3
maybe	2 -4 1
maybe i	3 -2 -7
me	2 7 -4
me _ !wake	2 0 0
me _ a	-5 5 -1
me _ about	-4 0 0
me _ bit	-2 7 -3
me _ ches	-3 -4 -1
me _ cigaretes	-2 5 -1
me _ come	4 -1 0
me _ diner	-4 0 -3
me _ do	-4 6 -1
me _ does	-4 -3 -1
me _ fights	0 5 0
me _ fotbal	-7 -3 -8
me _ is	6 -4 0
me _ kep	-6 5 0
me _ leg	-3 -3 -6
me _ lol	-3 -2 -1
me _ love	-3 -3 -2
me _ mom	0 2 0
me _ move	-2 -2 -4
me _ news	-2 -2 -2
me _ of	-7 1 1
me _ pilows	-3 -3 -3
me _ practice	0 5 0
me _ puled	0 3 0
me _ read	-5 -3 -1
me _ says	-1 11 0
me _ she	-7 -7 -2
me _ shes	-1 4 -1
me _ should	-8 -4 -1
me _ the	0 7 -3
me _ they	-4 2 0
me _ this	-2 -3 0
me _ wekend	-4 0 -1
me _ without	-2 3 -1
me _ word	-4 -3 -4
me _ year	-2 6 -6
me about	-6 -2 -1
me again	1 7 -1
me and	-3 7 -1
me back	0 -6 -1
me cry	-4 -5 -2
me during	-1 6 0
me god	-2 -2 -2
me in	0 6 -2
me inside	-3 6 -1
me is	1 -1 1
me last	-3 8 -2
me lol	-5 -6 0
me make	-4 -1 -2
me mesages	-1 4 0
me my	-3 -1 -4
me not	6 -3 -1
me of	-6 0 -2
me on	-3 -5 -1
me or	-7 -7 -4
me slep	-4 8 -1
me slepy	-5 0 -1
me something	-5 -4 -4
me the	2 -1 -3
me think	-4 0 0
me this	-4 -7 -1
me today	-6 -2 -2
me tonight	-4 -5 -3
me up	-12 -1 -2
me whenever	-2 5 -1
me why	-5 -5 -3
mean _ dream	-4 -2 -2
mean _ i	-7 -2 0
mean _ in	-6 -4 -4
mean _ should	-8 -4 -3
mean i	-10 -4 -4
mean to	-4 -2 -6
meaning	-9 -4 -6
means	-2 -5 -6
means _ okay	3 0 0
means something	3 0 0
meant	6 -3 -4
meat	-11 -6 -1
meat _ im	-4 -2 -1
med	-7 -1 1
media	-3 -6 -4
media _ a	-5 -1 0
media for	-5 -1 0
meds _ hour	-1 -1 4
meds _ months	3 0 0
meds an	-1 -1 4
meds for	3 0 0
meds i	5 0 0
meh	-5 -2 -3
melbourne	-8 -3 -2
melt	-5 -5 -6
membership	-7 -8 -9
membership _ my	3 -2 -1
membership _ tokens	-3 -2 -2
membership or	-3 -2 -2
meme	-7 -3 -6
memes	-4 -6 -7
mentor	-7 -2 -2
merit	-9 -7 -7
mesage _ me	-4 -3 -3
mesage from	-5 0 -2
mesage to	5 -1 0
mesages	-7 6 -4
mesages _ hes	0 1 0
mesages _ my	3 -1 0
mesages to	3 -1 0
met	-6 -1 -5
met _ alone	0 2 0
met _ soulmate	-4 -4 -1
met him	0 2 0
met my	-6 -6 -5
methods	8 -2 0
methods _ night	7 -2 0
meting	-8 -8 -3
meting _ going	-3 -3 -3
meting is	-3 -3 -3
mid	-7 -4 -7
midle	-9 -5 1
might _ it	-1 -6 -3
might say	-4 -6 0
mild	-8 -5 -9
mind _ ending	2 0 0
mind again	6 -2 0
minecraft	-5 -5 -6
minutes	-2 -1 5
minutes ago	0 0 5
miror	6 -3 -3
mis	-2 -8 -5
mis _ if	5 0 0
mis me	5 -1 0
mis my	-7 -4 -5
mised the	-6 -4 -3
mising	-8 -4 -1
mising the	-6 -4 -2
mistake _ going	4 0 -1
mistake im	4 0 -1
mixed	-1 -6 3
mixing	7 0 -1
mixing _ meds	6 0 0
mixing my	7 0 0
mobile	-6 -5 -5
mobile ap	-5 -4 -4
mock	-5 -5 -6
mod	-8 -5 -5
mod _ required	-3 -3 -3
mod is	-3 -3 -3
molested	-2 3 -2
molested _ my	-2 3 -2
molested by	-2 3 -2
mom _ be	4 -1 0
mom _ going	-5 -4 -6
mom _ having	0 0 8
mom _ kil	-8 -6 -5
mom _ unconscious	-1 -2 8
mom and	-3 -1 -2
mom i	2 -4 -2
mom is	-7 -1 5
mom visit	-3 -2 -2
moment	-8 -3 0
moms birthday	-2 -2 -2
moms painkilers	2 0 0
mon	0 -8 -3
mon iluminated	-7 -4 -5
monday	-2 -5 -5
mondays	-5 -6 -6
mondays _ be	-3 -2 -2
mondays wil	-3 -2 -2
money _ this	-3 -4 -1
money _ with	3 0 0
money home	6 0 0
money luck	-4 -5 -3
money than	3 0 0
money today	-3 -4 -3
monks	-2 -3 0
monoxide	6 -1 1
month	-2 1 -5
month _ !ned	3 -2 -1
month _ invest	-3 -3 -2
month _ mis	-3 -1 -4
month _ start	-8 -7 -3
month wil	-12 -4 0
month wont	3 -2 -1
monthly	-5 -4 -4
monthly membership	-5 -4 -4
months	5 -3 -3
morbid	-4 -3 -4
more _ have	5 0 -1
more _ in	-7 -3 -3
more images	-6 -5 -5
more peace	-2 -1 -1
more time	-5 -1 0
morning	-3 -1 -2
morning i	4 -1 -1
morning to	-4 -3 -3
mosquito	-8 -7 -4
mosquitoes	-6 -4 -4
most	2 -4 -3
most to	-4 -3 -1
mother _ day	-2 -3 -3
mother _ law	-2 1 -4
mother _ loved	2 -1 -1
mother _ me	-6 7 -1
mother burns	-1 4 -1
mother every	-2 -3 -3
mother i	2 0 -1
mother in	-2 0 -4
motion	-6 -4 -5
motivation	-7 -5 -5
mouse	-5 -6 -3
mouth and	-1 -1 6
move	-12 -7 -5
move _ god	-4 -6 0
move out	-4 -2 -1
moved	-1 -1 -4
moved _ of	-3 -3 0
moves	-9 -4 -2
movie	-10 -5 -9
moving	-2 -6 -6
moving to	-11 -5 -5
mozies	-5 -4 -3
mozies are	-5 -4 -3
much	3 -4 1
much _ her	-1 -2 5
much _ send	-4 -3 -3
much _ would	7 0 0
much blod	-1 0 3
mum _ i	-5 -3 -1
mum _ sudenly	-1 -3 -4
mum burns	-2 8 -1
mum said	-2 1 0
mum the	5 0 -1
mums ashes	-5 -6 -7
murder	-12 -8 -7
murder _ exam	-3 0 0
murder _ if	-7 -4 -2
murder a	-7 -1 -3
murder me	-6 -6 -2
murder mystery	-4 -2 -3
murdered	-10 -5 -7
murdering	-7 -3 -3
music	-8 -4 -4
must	-6 -6 -5
my _ a	-3 -5 -1
my _ again	2 2 -5
my _ animal	-5 -2 -2
my _ aplication	-4 -4 -6
my _ aprove	-4 -4 -1
my _ arm	-1 -1 9
my _ ate	-4 -2 6
my _ bakery	-4 -1 -2
my _ beats	-1 5 -2
my _ because	-4 -7 -6
my _ birthday	-6 -5 -3
my _ bit	-7 -5 0
my _ boks	-6 -2 -1
my _ burns	-3 5 -1
my _ cafe	-4 -3 -3
my _ came	-6 4 2
my _ car	-7 -4 -2
my _ chanel	-6 -6 -4
my _ changed	-2 0 -3
my _ chemo	-3 -2 -3
my _ chokes	0 4 0
my _ colapsed	-1 -4 5
my _ coming	-8 -5 -5
my _ dead	-7 -2 -3
my _ deserve	6 0 0
my _ didnt	7 -2 -2
my _ died	-5 -3 -3
my _ distance	-3 -2 -2
my _ dog	-4 -5 -2
my _ drank	-2 -1 5
my _ earing	-3 0 -1
my _ early	-6 -1 -1
my _ every	-3 6 -2
my _ exam	-5 -1 -1
my _ face	-1 -3 4
my _ failed	5 -1 0
my _ fainted	-1 -2 4
my _ family	-4 0 1
my _ father	-3 3 0
my _ finaly	-9 -1 -2
my _ find	6 -1 0
my _ fortune	-2 -2 -2
my _ friend	-1 1 -3
my _ furniture	-5 -1 -4
my _ gave	-6 -3 -1
my _ get	-9 -2 -2
my _ god	-6 -5 -6
my _ godbye	6 0 0
my _ got	-6 -2 1
my _ groped	0 4 0
my _ habits	-3 -3 -2
my _ had	-4 -4 -6
my _ hair	-4 -1 -1
my _ have	2 -5 2
my _ he	-2 6 0
my _ hit	-7 7 0
my _ how	-4 0 0
my _ hurts	-4 1 0
my _ i	6 1 -3
my _ ignores	-2 -2 -2
my _ il	-4 -2 -2
my _ insurance	6 0 0
my _ into	7 -1 -1
my _ isnt	2 -2 10
my _ ive	4 0 0
my _ jumped	-5 -3 -2
my _ just	4 -3 2
my _ keps	-6 -1 -3
my _ kicks	0 4 -1
my _ like	-1 -2 -1
my _ lol	-2 -6 -2
my _ lost	-4 -4 -6
my _ mad	-4 -4 -3
my _ made	-7 1 -2
my _ mesage	6 -1 0
my _ mis	2 0 0
my _ mother	-4 -2 3
my _ motorbike	-3 -2 -3
my _ mum	-4 -2 -1
my _ myself	-4 0 -1
my _ not	0 -1 3
my _ note	5 -2 -1
my _ now	7 -3 -1
my _ number	-4 -3 -2
my _ on	-1 -1 2
my _ overdosed	-1 -2 6
my _ painkilers	6 -3 -6
my _ pased	-4 -7 0
my _ phone	-7 -3 -2
my _ pils	-6 1 6
my _ place	-9 -4 -8
my _ please	-4 -2 -4
my _ pls	-5 -3 -2
my _ project	-3 -4 -3
my _ punched	-1 4 0
my _ raped	-1 4 0
my _ rapes	-2 4 -2
my _ realy	-3 -4 0
my _ recertification	-2 -1 -3
my _ says	-9 3 0
my _ schol	-8 5 -2
my _ scren	-7 -5 -4
my _ self	-9 -2 -3
my _ sexualy	-2 4 -1
my _ shes	-7 -8 -7
my _ shop	-10 -6 -8
my _ should	-7 -7 -4
my _ sister	-3 5 1
my _ slaped	0 5 0
my _ slaps	-3 4 -2
my _ song	5 0 0
my _ starter	-4 -2 -2
my _ stop	-3 4 -1
my _ stoped	-3 -2 6
my _ strangled	-2 7 -1
my _ survive	-11 -4 -3
my _ swalowed	-4 -2 7
my _ takes	-8 2 -1
my _ tel	4 -5 -3
my _ test	-9 -5 -7
my _ thinking	-3 -3 -1
my _ threatened	-6 -2 -3
my _ to	3 -3 -4
my _ tonight	5 -2 -2
my _ trustworthy	-2 -2 -3
my _ until	2 -2 -2
my _ used	-6 -7 -8
my _ wants	-2 -4 -2
my _ was	-4 -5 -1
my _ weding	-7 -3 -6
my _ were	0 1 -4
my _ weve	-4 -1 0
my _ what	-3 -2 -2
my _ where	4 -2 -3
my _ who	-4 -1 -1
my _ wil	0 -4 -2
my _ with	7 3 -2
my _ wont	-7 2 -4
my _ youtuber	-4 -3 -5
my acounts	4 3 -1
my afairs	6 -1 -2
my alarm	-6 -3 -4
my alergy	-5 -1 -4
my ancestors	-4 -4 -4
my aunts	-6 -4 -2
my bad	-6 -1 -1
my balcony	5 -1 -1
my band	-4 -4 -4
my bangs	-6 -5 0
my basil	-4 -4 -4
my batery	-8 -1 -3
my best	1 -4 -2
my birthday	6 -3 -1
my blod	-9 -5 -1
my body	9 -2 2
my boks	8 -1 -2
my boring	-4 -3 -3
my bos	-4 -3 -2
my brothers	-1 -5 0
my budget	-4 -2 -2
my building	-3 -2 4
my card	-8 -1 1
my carer	-8 1 -3
my cats	-4 -3 -3
my character	-5 -5 -6
my chest	-2 -1 5
my childhod	-6 -2 0
my citizenship	-2 -1 -2
my clothes	0 4 -4
my cofe	-5 -7 -7
my cofounder	-4 -1 -1
my contract	-5 -1 -2
my cousin	-5 -2 -5
my cousins	-4 1 -2
my coworker	-6 -6 -5
my crush	-11 -8 -6
my dad	-4 1 2
my dads	4 -8 5
my daughter	2 3 0
my daughters	-5 5 -3
my days	-4 -1 -1
my deadline	-2 -3 -4
my death	4 -2 -1
my deposit	-3 0 -1
my doctor	-2 -3 -7
my dor	-1 5 -1
my dorstep	-1 -2 -1
my dream	-3 -7 2
my esay	-4 -4 -5
my ex	-1 5 -2
my exit	8 -1 -1
my exs	-6 0 -4
my fault	3 9 -2
my favorite	-9 -3 -4
my favourite	-3 -2 -3
my fern	-2 -3 -2
my fet	0 -6 -5
my first	-6 -6 -2
my fish	-2 -2 -3
my flatmate	-3 -5 0
my flight	-6 -2 -5
my fot	-5 -4 -7
my friend	-7 -2 4
my friends	-2 1 2
my friendship	-6 -4 -2
my funeral	10 -1 -1
my future	0 -3 -3
my games	3 0 -1
my garden	-4 -1 -3
my girlfriend	-3 4 0
my godbye	7 0 -1
my gran	-7 -1 -2
my grandfathers	-7 -5 -5
my grandma	-10 -4 3
my grandmother	-13 -10 -1
my grandmothers	-4 2 -3
my group	-4 -4 -3
my guild	1 -4 -5
my hair	-4 -2 -5
my hamster	-4 -3 -3
my hands	1 -3 -4
my heart	1 -7 -1
my hometown	-5 -4 -2
my homework	-4 -5 -4
my house	-3 1 0
my husband	0 7 4
my jewelery	8 -2 -2
my job	-3 2 -2
my journal	-10 -10 -8
my last	8 -3 -1
my late	-6 -6 -3
my lease	-4 -3 -3
my left	-4 0 5
my leg	2 1 5
my location	-2 4 -2
my long	-3 -2 -2
my love	-8 -1 -1
my mariage	-7 -3 -4
my meds	5 -1 -2
my mums	-3 2 3
my neighbors	-7 -7 2
my new	-6 -5 -4
my obituary	3 -1 -1
my orchid	-4 -1 -3
my paramedic	-2 -1 -3
my partner	-3 8 -2
my pasport	-3 6 -1
my pils	7 -5 1
my printer	-5 -2 -2
my ps5	5 -1 -1
my question	-9 -3 -5
my reading	-7 -3 -4
my reflection	-6 -5 -5
my relationship	-7 -4 -3
my report	-5 -5 -5
my retirement	-5 -4 -4
my rom	5 7 -1
my romate	-2 -4 2
my self	13 -4 -4
my shot	-4 -3 -2
my sister	1 -4 -1
my skin	4 -3 -6
my sliper	-5 -4 -5
my socials	7 -1 -1
my soulmate	-5 -6 -5
my sourdough	-4 -2 -2
my spech	-7 -5 0
my startup	-8 -2 -3
my stepfather	-1 4 0
my student	-6 -2 -1
my students	4 -1 -1
my sufering	5 0 0
my suicide	3 -2 -2
my surgery	-4 -3 -2
my teacher	1 5 -3
my thesis	-9 -4 -5
my thigh	5 -2 1
my things	5 0 0
my throat	-4 4 6
my tongue	-6 -5 4
my trip	-6 -2 -4
my twenties	-5 -2 -4
my uncle	-3 2 3
my vacation	-10 -3 -2
my vibe	-3 -2 -2
my visa	-3 -3 -4
my walet	-4 -2 -2
my way	5 -2 -2
my weding	-2 -3 -1
my work	-1 6 0
my wrist	10 0 0
my wrists	7 0 -4
my yogurt	-4 -2 -3
myself	12 -5 -2
myself _ and	-3 -11 -3
myself _ purpose	7 0 0
myself _ the	3 -1 -1
myself _ this	5 0 -1
myself _ wek	4 0 0
myself every	7 0 0
myself last	5 -1 0
myself with	6 -1 -1
myself without	8 0 0
mystery	-4 -2 -3
na	6 -2 -2
naked at	-3 -2 -2
name	-1 -3 -4
natural	-6 -6 -5
naturaly	-9 -3 -4
near _ house	6 0 -1
nearly	-3 -8 -5
nearly _ me	-6 -2 0
nearly _ of	-2 -2 -2
nearly _ the	-7 -4 -5
nearly kiled	-6 -2 -1
necks	-6 -5 -5
ned	-1 -5 -7
ned _ be	11 -1 -1
ned _ know	9 -1 -1
ned _ yourself	-3 -3 -3
ned a	-9 -4 -5
ned this	-3 5 0
neds	-7 -5 -4
negotiator	-1 -2 -3
neighbor _ being	-3 -4 -3
neighbor stop	-3 -4 -3
neighbors	-6 -6 1
neighbour _ threatening	-2 5 -1
neighbour keps	-2 5 -1
nerves	-8 -4 -2
nervous	-11 -8 -5
nest	-8 -8 -9
never	-3 -1 -2
never !be	6 0 0
never !come	7 0 0
never !drinking	-5 -4 -5
never !get	3 5 0
never !go	-4 -2 -1
never !of	-9 -7 -8
never !open	7 0 0
never !sen	-6 -2 -3
never _ !again	-3 2 0
never _ !found	6 0 0
never _ !to	-6 -6 -2
never _ !up	8 -1 -2
new	-11 -6 -6
new _ in	-8 -3 -5
new _ is	-6 -4 -4
new _ trustworthy	-3 -2 -3
new beginings	-5 -3 -6
new carer	-3 -2 -3
new country	3 -1 0
new direction	-3 -2 -2
new entry	-6 -6 -5
new mon	-6 -3 -5
new pasword	-4 -4 -5
new reading	-6 -5 -6
new semester	-2 -2 -4
new son	-2 -6 -2
new year	-1 -2 -7
news	-6 -7 -7
next _ i	4 0 -1
next _ me	-3 -4 1
next _ mon	2 -3 -5
next _ wil	-4 -4 0
next chapter	-5 0 0
next for	-3 -2 -1
next month	-3 -7 -6
next new	-4 -3 -3
next step	-5 -1 -1
next time	7 1 -2
next to	-1 -4 6
ngl	5 -1 -3
night	2 4 -5
night _ a	3 -4 -3
night _ and	1 -6 -5
night _ job	-4 -2 0
night _ pray	8 -3 -2
night _ the	-6 -7 -6
night a	-4 -2 -3
night after	6 -5 0
night and	2 3 1
night deper	3 -1 0
night for	3 -3 -2
night holds	-3 -3 -2
night is	-7 -4 0
night lol	-3 -3 0
night should	-4 3 -1
night son	-7 -8 -6
night thanks	4 0 0
night with	-6 -1 -4
nightmare	-5 -1 -1
nightmare _ i	-1 -2 -1
nightmare should	-1 -2 -1
no	3 0 -1
no !can	-1 0 0
no !category	-7 -6 -7
no !cavities	-3 -3 -3
no !longer	0 -4 -3
no !memory	-2 5 -1
no !more	13 -2 -1
no !point	9 -2 -2
no !questions	-5 -3 -3
no !readings	-5 -4 -4
no !reason	3 -1 0
no _ !left	4 0 0
no _ !living	2 -1 -1
no _ !my	-6 -5 -4
no _ !out	4 -1 -1
no _ !the	-6 -2 -6
no _ !to	2 -1 -2
no _ !yet	-6 -4 -5
nobody	8 0 2
nobody _ cry	6 0 0
nobody _ find	6 -3 0
nobody _ my	-10 -7 -5
nobody and	3 -1 0
nobody can	2 5 -1
nobody notices	5 -1 0
nobody ses	5 0 -1
nodle	-6 -3 -2
noise	3 -4 -5
noisy	-4 -2 -2
non	-10 -4 -5
non _ sunday	-8 -4 -3
normal	3 3 -9
normal for	-10 0 -9
not !a	5 -4 -6
not !alowed	-1 5 0
not !authenticated	-7 -6 -6
not !being	4 -2 0
not !breathing	-1 -2 6
not !coming	6 0 -2
not !every	-7 -5 -5
not !exist	7 0 -1
not !found	-5 -4 -4
not !in	-4 -5 1
not !joking	7 -1 -1
not !load	-5 -3 -4
not !moving	2 -2 5
not !ned	-6 -2 -1
not !open	-5 -3 -4
not !planing	7 -1 -1
not !resonate	-3 -2 -2
not !responding	-1 -1 7
not !run	-2 -2 -2
not !sad	-5 -2 -2
not !so	-6 -2 -1
not !stoping	-1 -1 4
not !submit	-3 -3 -3
not !the	7 -4 -2
not !valid	-4 -3 -5
not !waking	2 -1 7
not !yet	-3 -3 -3
not _ !a	8 -1 -2
not _ !alive	4 -1 0
not _ !and	1 0 7
not _ !back	7 0 -1
not _ !by	-4 -4 -5
not _ !camping	4 -1 -2
not _ !clouds	-2 -1 -1
not _ !fault	4 -2 -1
not _ !found	3 -1 -1
not _ !here	5 0 0
not _ !just	-9 -7 -7
not _ !much	-6 -6 -3
not _ !one	-5 -1 -2
not _ !or	-4 -6 -6
not _ !protected	-3 -3 -3
not _ !read	-3 -1 -1
not _ !tel	-1 7 -2
not _ !up	8 -2 2
not _ !wil	-6 -4 -4
note	7 2 -5
note _ not	-5 -3 -4
note today	4 0 0
notebok	6 -1 -3
notes _ my	1 4 0
notes for	4 -2 -2
notes in	-4 4 0
nothing	3 -4 -4
nothing _ ever	4 0 0
nothing _ it	-8 -6 -6
nothing about	-4 -3 -3
nothing changes	5 -2 0
nothing left	6 -2 -1
nothing serious	-5 -2 -5
nothing to	-7 -3 -2
nothing wil	4 -2 -3
notice	1 -5 -3
notice _ timing	-3 -2 -4
notice if	6 0 0
notice where	-7 -5 -4
notices	5 -1 0
nourishment	-5 -4 -4
nourishment that	-5 -4 -4
novel	-12 -6 -5
now	3 -2 2
now _ !fel	-3 0 4
now _ a	-4 -4 -6
now _ al	-1 0 5
now _ god	-1 -2 -3
now _ i	-1 0 -1
now and	-5 -5 1
now she	-2 -1 6
now shes	-1 -7 2
now wil	-6 -4 -4
numb _ my	-1 -1 7
numb and	-2 -1 9
number	-3 1 2
number for	-7 -4 -5
numbers	-4 -3 -7
numerals	-3 -3 -2
numerals _ thai	-3 -3 -2
numerals in	-3 -3 -2
nurse	-7 -2 -4
nurse _ the	-2 1 -2
nurses	-6 -4 -5
nursing	-7 1 -5
obituary	5 -1 -1
obituary _ my	3 -1 -1
obituary in	3 -1 -1
obviously	-7 -3 -2
ocean	-7 -6 -6
of 10	-4 -5 -5
of _ alive	13 -1 -1
of _ and	0 -3 1
of _ balcony	4 -2 2
of _ bike	-5 -3 0
of _ boring	-3 -3 -3
of _ can	-6 -5 -4
of _ city	-4 -2 0
of _ day	-5 -3 -1
of _ dorm	7 0 -1
of _ from	1 -4 -4
of _ gets	6 -2 -3
of _ girlfriend	-2 -3 -2
of _ in	-8 -3 -4
of _ into	7 0 0
of _ is	-6 -4 -6
of _ it	-2 -5 -2
of _ job	-9 -2 -1
of _ last	-5 -1 0
of _ lent	-2 -2 -2
of _ medicine	-4 -2 3
of _ mrt	3 -2 -2
of _ of	5 -1 0
of _ plane	-6 0 -1
of _ proces	-4 -4 -4
of _ rain	-7 -1 1
of _ right	-6 -4 -1
of _ romate	-1 0 -2
of _ safe	8 0 0
of _ this	4 -1 0
of _ train	6 -1 0
of _ what	-7 0 2
of _ white	-6 -2 -1
of _ world	-9 0 -1
of a	-2 -4 -5
of an	-6 -1 -3
of breaking	-3 -6 -2
of budhist	-2 -2 -2
of clothes	-4 -4 -3
of cups	-6 -7 -5
of dead	6 -1 -1
of embarasment	-9 -3 -2
of every	-1 -2 -2
of existing	7 0 0
of giving	-5 -1 -3
of going	8 0 0
of guidance	-3 -1 -2
of hapines	-3 -1 -1
of him	-4 -1 -5
of i	4 1 0
of jumping	4 0 0
of leaving	-5 -5 -5
of living	8 -1 -1
of old	-9 -2 -2
of pentacles	-5 -3 -2
of quiting	-3 0 -1
of readings	-3 -3 -3
of shame	-1 -3 -2
of sliting	8 -1 -2
of someone	-6 -2 -3
of swords	-5 -3 -4
of that	-9 -2 -1
of the	5 -3 -2
of unaliving	5 0 0
of ways	2 0 0
of work	-8 -1 -8
ofer	-7 -3 -4
often	-11 -12 -7
oil	-4 -2 5
oil al	-3 0 2
ok	0 -4 -1
ok _ a	-9 -5 -3
ok _ go	5 0 0
ok _ me	6 -2 0
ok _ skip	-5 -7 -5
ok after	3 0 0
ok without	6 -2 0
okay _ stop	3 0 0
okay to	6 -3 0
old	-1 -5 -1
old _ dying	-4 0 -1
old _ fal	-3 -2 2
old _ finaly	-9 -1 -3
old _ in	6 -3 -9
old _ rifle	4 0 -2
old _ to	-5 -3 -1
old boks	-6 -2 -1
old car	-7 -2 -1
old dog	-13 -9 -5
old feathers	-3 -2 -3
old house	-7 -2 -3
old laptop	-10 -4 -4
old motorbike	-3 -2 -3
older	-1 4 -5
omen	-5 -4 -3
omen _ find	-1 -2 -1
omen to	0 -1 -1
on _ again	-1 -3 -1
on _ and	-5 0 -1
on _ arms	-1 4 0
on _ balcony	-2 -3 -5
on _ because	5 0 -1
on _ bridge	5 0 -1
on _ car	-5 4 -2
on _ deper	2 0 0
on _ desk	5 -2 -4
on _ device	-3 -3 -2
on _ flor	-2 -1 6
on _ fot	-5 -4 4
on _ grape	0 0 3
on _ hil	-7 -6 -2
on _ job	-2 -2 -1
on _ media	-7 -3 -5
on _ mind	6 -2 0
on _ month	-1 -4 -1
on _ phone	2 3 -4
on _ right	-4 -3 -3
on _ thigh	4 -1 2
on _ this	-3 -3 -6
on _ to	-6 -3 -1
on _ trip	-4 -4 -2
on _ walk	6 -2 0
on _ wek	-3 -3 -3
on _ wil	-9 -4 -3
on _ words	-4 -4 -5
on _ worth	-5 -5 -4
on _ wrist	6 -1 -1
on a	-9 -4 0
on an	-6 -1 -1
on cofe	-3 -3 -6
on her	-5 1 0
on heroin	-1 0 6
on i	4 -2 -1
on it	-6 -8 -3
on mondays	-6 -5 -3
on my	2 5 2
on myself	4 1 -1
on one	-5 -2 4
on purpose	10 -2 0
on read	-5 -3 -1
on social	-7 -3 -5
on sugar	-4 -5 -7
on sunday	1 -4 -3
on this	-8 -2 -3
on time	-6 -2 -1
on vacation	-1 -3 -2
on your	-12 -9 -6
once im	10 0 -1
oncoming	5 0 0
one	1 -3 -2
one _ please	-4 -4 -5
one _ question	-9 -5 -5
one _ time	-1 0 0
one _ trip	4 -1 -1
one another	-7 -6 -5
one card	-5 -4 -3
one line	-4 -4 -4
one more	-3 -2 -2
one rom	-2 5 0
one way	5 -2 -2
one wil	-5 -6 -3
onions	-9 -9 -9
onions _ crying	-2 -1 -2
onions without	-2 -1 -2
only _ where	-1 3 0
only hits	-3 3 0
only thing	9 -2 0
only way	8 0 0
open	-2 -3 1
open _ card	-4 -3 -4
open _ the	-6 -2 5
open my	-7 -7 -3
open suced	-2 -2 -2
open the	-8 -6 -9
open todays	-4 -3 -4
opening	-5 -6 -5
opioid	-7 -5 -5
ops	-6 -4 -4
options	-4 -3 -3
or	-4 -3 -6
or _ for	-7 -5 -3
or _ go	4 -1 0
or _ home	-7 -6 -3
or _ in	-4 -4 -2
or _ rest	-7 -1 -4
or a	-11 -6 -3
or die	-7 -3 -3
or go	-9 -6 -3
or invest	-8 -2 -2
or nah	-6 -6 -5
or not	-6 -6 -1
or tokens	-3 -2 -2
or username	-3 -2 -2
or wil	-9 0 0
oracle	2 -4 -4
oracle _ i	6 -3 0
oracle _ me	7 -1 0
oracle _ want	7 0 0
oracle home	-4 -4 -4
oracle pls	-3 -1 -1
oracle should	7 0 0
oracle tel	7 -1 0
oracle think	-7 -5 -2
oracle when	10 -1 0
oracle wil	6 -2 0
oracles	-6 -5 -5
oracles reading	-3 -3 -3
oracles response	-5 -4 -4
orchid	-7 -2 -3
orchid _ dying	-2 -2 -3
orchid is	-3 -1 -3
ordinary	-4 -4 -4
orient	-3 -3 -4
orient you	-3 -3 -4
ot	-4 -6 0
other company	-4 -2 -4
others	-7 -4 -5
ouch	-5 -5 -7
our	-7 4 -4
our _ so	0 -4 -2
our aniversary	-1 -6 -6
our building	5 -3 1
our money	-1 5 -2
out _ 10	-4 -5 -5
out _ a	0 -3 -4
out _ and	-4 -5 -4
out _ fod	-2 3 -1
out _ for	3 -1 0
out _ hel	-2 -5 -2
out _ hes	0 3 4
out _ i	1 -4 -8
out _ is	-8 -2 1
out _ life	4 -1 -1
out _ my	-8 -5 -2
out _ of	-1 -3 5
out _ stres	-3 -1 -2
out _ suicide	5 -1 0
out _ we	-2 -1 6
out _ window	-5 -5 -5
out _ work	-4 -4 -3
out _ your	3 0 0
out after	10 0 3
out asking	3 0 0
out at	-4 -3 -1
out i	0 -7 -1
out it	-4 -1 -3
out loud	-7 -6 -2
out my	-3 -5 -4
out of	-4 -1 0
out what	-5 0 -4
out which	6 0 -1
outcome	-4 0 0
outcome for	-4 0 0
outside	-2 6 3
outside my	-1 6 4
outside now	-2 -2 3
oven	-6 -5 -5
over	-1 -2 -2
over _ ex	-2 -4 -1
over _ head	6 0 0
over _ mon	-6 -3 -2
over a	-5 -4 -3
over bangkok	-5 -3 -2
over the	0 -4 -7
over this	-7 -4 -1
overdose	-1 -4 -6
overdose _ wekend	4 -2 -1
overdose this	4 -2 -1
overdose tonight	4 0 0
overdosed	-7 -4 5
overdosed _ a	-1 -1 5
overdosed _ cofe	-3 -3 -5
overdosed _ heroin	-1 0 6
overdosed _ isnt	-1 -1 4
overdosed _ lips	0 0 3
overdosed at	-1 -1 5
overdosed his	0 0 3
overdosed on	-5 -3 -1
overdosing _ now	-2 -2 6
overdosing right	-2 -2 6
overnight	-4 -2 -4
overpas	9 0 -1
overslept	-6 -5 -5
overwhelmed	-10 -9 -8
owe	3 4 -1
owe _ and	-4 3 -1
owe the	4 -2 0
owe them	-1 4 -1
own	6 -2 -3
own _ on	4 0 0
own _ to	-7 -4 -1
own bakery	-4 -2 -2
own hair	-4 -1 -1
own life	5 -3 0
own wisdom	-3 -3 -2
oxycodone	7 -1 -2
oxygen _ im	5 0 -2
pace	-7 -3 -4
pack	1 -5 -6
packs	-4 -4 -3
pad	-8 -5 -6
page	0 -5 -6
page _ my	5 0 0
pages	-5 -4 -4
pages _ readings	-3 -3 -3
pages of	-4 -3 -4
pain	4 -2 5
pain _ down	0 0 3
pain _ if	5 0 0
pain _ my	-1 0 4
pain _ once	2 0 0
pain and	-1 -1 3
pain in	0 0 5
pain stop	4 0 0
painful way	6 -1 -1
painles	6 -2 -2
painles _ to	5 0 -1
painles ways	6 -3 -3
pains	0 -3 3
painting	-8 -6 -6
pale	-4 -1 5
pan	-8 -1 -6
paperwork	-6 -2 -3
paperwork _ the	-3 -2 -2
paperwork _ wek	-2 -3 -2
paperwork at	-3 -2 -4
paracetamol _ takes	4 -1 0
paracetamol it	4 -1 0
paracetamol would	6 0 0
paramedic	-9 -4 -2
paramedic recertification	-2 -1 -3
parent	-4 -1 -5
parents _ !care	-1 4 -1
parents _ changing	-2 -3 -2
parents _ of	-2 -3 -2
parents aprove	-2 -3 -2
parents dont	3 3 -1
parents im	-3 -2 -1
parents like	-4 -4 -4
parents mis	2 0 0
park	6 0 -4
parking garage	8 -1 -1
parking lot	-7 -1 -3
part _ me	6 -2 0
part _ the	-5 -2 -4
part time	-8 -5 -3
partner	-6 6 -3
partner _ !let	-2 4 0
partner threatened	0 3 0
partner wont	-2 4 0
partnership	-5 -6 -5
partnership with	-7 -5 -7
party	-7 2 -1
party and	-2 -5 4
party lol	-5 -1 -1
pas	-8 -7 2
pas _ citizenship	-2 -1 -2
pas _ exam	-4 0 -2
pas _ ielts	-4 0 -2
pas _ paramedic	-2 -1 -3
pas his	-4 -3 -8
pas out	-3 1 5
pasage	-5 -5 -6
pased	-6 -6 0
pased away	-9 -5 -7
pased i	6 0 -1
pased out	-3 2 7
pasphrase	-11 -9 -10
pasport	-3 6 -1
pasport and	-2 5 -1
past hour	-2 0 2
pasta	-6 -3 -3
pasword	-10 -10 -9
pasword updated	-6 -4 -4
paswords	3 -6 -6
patern	-5 -3 -3
paterns	-9 -7 -6
path	-10 -5 -5
patience	-9 -8 -5
patient	-5 -4 -7
pause	-6 -5 -6
pay	-4 4 -2
peace	5 -7 -5
peace in	-2 -1 -1
peaceful	-2 -4 -3
peaceful _ for	3 -2 -1
peaceful asking	4 -2 -1
peacefuly _ he	-3 -3 -3
pencil	9 -1 -2
penguin	0 -6 -7
penguin _ home	-4 -4 -4
penguin _ is	3 0 0
penguin _ sad	2 0 0
penguin _ the	3 0 0
penguin for	6 0 0
penguin if	6 -1 0
penguin oracle	-11 -5 -5
penguin this	4 0 0
penguins	-8 -6 -7
penguins _ what	-3 -3 -4
penguins know	-6 -4 -4
pentacles	-5 -3 -2
people	2 -4 -4
people _ take	4 -1 -1
people die	-6 -1 -2
people who	2 -2 -1
peoples	-6 -3 -1
period	-5 -8 -6
permanently	9 -3 -2
permanently not	10 -1 -3
permision	-3 4 -3
permision _ do	-4 -4 -3
permision to	-3 0 -5
person alive	-4 -1 -1
personaly	-6 -7 -4
perspective	-5 -1 -3
pesticide	6 -1 0
pet	-5 -5 -4
pharmacist	-8 -4 -15
phase	-8 -5 -5
phone	2 3 -7
phone _ again	-6 -6 -3
phone _ during	-4 -3 -3
phone _ from	4 -2 -1
phone _ i	-6 -1 -3
phone _ is	4 -4 -3
phone and	-1 8 -3
phone died	-9 -4 -3
phone number	-4 -3 -1
phone scren	-7 -5 -4
phones	-6 -3 2
phones dead	-5 -3 -3
photo _ my	0 6 0
photo of	-1 5 0
phuket	-7 -7 -7
piano	-8 -5 -4
pick	0 -5 -5
pick _ card	-3 0 -2
pick _ category	-4 -3 -3
pick a	0 -2 -3
pick up	-7 -3 -5
picked	6 -4 0
picked out	7 0 0
picked the	5 0 -1
piece	-4 -4 -4
piece puzle	-5 -2 -2
pigs	5 -1 -1
pil	2 -7 -1
pil in	7 -1 0
pilows	-3 -3 -3
pilows lol	-2 -2 -3
pils	8 -4 7
pils _ doctor	-6 0 -1
pils _ hour	0 0 5
pils _ in	5 0 -2
pils _ some	2 0 0
pils an	0 0 5
pils are	5 0 -2
pils from	7 0 -1
pils maybe	-3 0 5
pils wil	3 0 -3
pin	9 -5 -4
pipe	-3 6 3
piza	-11 -8 -9
pl	-5 -2 -6
place _ holds	-3 -2 -3
place that	-3 -2 -3
plague	-3 0 0
plan	10 -3 -3
plan _ a	4 0 0
plan _ end	5 -1 0
plan _ my	-6 -4 -4
plan _ the	6 0 0
plan and	5 0 0
plan for	-7 -2 -2
plan from	5 -2 -1
planed	4 -2 -3
planing	7 -3 -2
planing _ exit	6 -1 -1
planing _ overdose	4 -2 -1
planing _ suicide	5 -1 -1
planing _ take	6 0 0
planing my	5 -3 -3
planing to	4 -2 -2
plant	-9 -3 -6
plant in	-3 -6 -6
planted	-7 -6 -4
planting	-7 -7 -5
plants	-4 -4 -5
plants _ in	-5 -2 -2
plants are	-6 -3 -5
plants died	-2 -1 -2
platform	10 0 0
play	-9 -6 -5
played	-9 -6 -7
playfulnes	-5 -4 -4
playing	-10 -6 -8
playing the	-3 -1 0
please	-1 -6 -2
please _ again	-7 -5 -8
please _ in	-8 -6 -7
please _ let	2 0 0
please _ my	7 -2 -1
please draw	3 0 0
please give	-5 -3 -3
please god	2 0 0
please just	3 0 0
please try	-8 -5 -7
ploting	-3 -4 -4
pls	-7 -7 -6
pls _ me	-6 -6 -4
pockets like	7 0 0
pods	-2 -1 4
poem	-12 -5 -4
point	7 -1 -2
point _ a	5 0 0
point _ way	-4 -4 -3
point in	5 -1 -1
point the	-4 -4 -3
pointles _ done	4 0 0
pointles im	4 0 0
poison	0 -2 2
poison _ do	-1 -1 3
poison control	-7 -7 -7
poison what	-1 -1 3
poisoning	-5 -3 -4
pol	-9 -3 3
pol _ i	0 -5 -2
pol _ isnt	0 0 8
police	-2 6 0
por	-5 -3 -4
position	-5 -3 -2
post _ nudes	-1 7 -1
poter	-3 -4 -4
powerful	-5 -3 -3
practice	-7 -9 0
practice _ says	-7 -7 -7
practiced	-7 -6 -8
practicing	1 -3 -4
practicing _ knot	1 -3 -4
practicing the	1 -3 -4
practise	-11 -9 -8
practised	6 -2 -2
prank	-2 -6 -2
prawns	0 0 6
pray _ dont	6 -3 -2
pray i	5 -3 -2
precious _ in	-3 -2 -3
predict	-4 -1 -2
predict _ exam	-3 -2 -2
predict my	-3 -2 -2
pregnant	-6 0 3
pregnant _ not	-3 -3 -3
pregnant im	-3 -3 -3
presed	3 -1 3
presed _ hot	4 -1 -1
presed the	4 -1 -1
presence	-4 -3 -5
present	-6 -8 -6
presentation	-10 -7 -3
presing on	-4 -1 4
presure _ wil	3 0 -3
prety	-7 1 -1
pricing	-6 -6 -6
printer	-4 -2 -1
private	-3 5 -1
private _ and	-1 4 0
priya	4 -2 -1
pro	-6 -4 0
probably	-8 5 -2
proces _ finish	2 0 0
proces to	2 0 0
procrastinating	-7 -4 -3
prof	-4 -1 -1
profesor	-5 -5 -3
project	-9 -3 -4
project _ draining	-3 -2 -2
project early	-5 -3 -3
project its	-3 -2 -1
prom	-12 -3 -4
promise	-7 -4 -1
promoted _ year	-1 -2 -2
promoted this	-1 -2 -2
promotion	-9 -3 -5
promotion _ year	-2 -1 -1
promotion this	-2 -1 -1
properly	2 -4 3
propose	-7 -5 -3
proposed	-5 -7 -7
protect it	-5 -3 -4
protected	-4 -3 -3
protected _ this	-2 -3 -3
protected on	-2 -3 -3
proud	-11 -8 -6
proud of	-9 -7 -6
ps5	5 -1 -1
ps5 _ my	3 0 0
ps5 to	3 0 0
pub	0 -3 1
punch	8 -3 -3
punched _ and	0 3 -1
pupy	-5 -3 -3
pure	-9 -9 -8
purple	4 -6 7
purpose	9 -1 -1
purpose _ i	7 -1 0
purpose because	5 0 -1
purpose i	4 0 0
purpose want	2 0 0
put	3 0 -9
put the	5 -2 -1
puzle	-5 -2 -2
quarter	-8 -5 -3
quen	-4 -6 -4
question	-3 -8 -7
question _ you	4 0 0
question about	-10 -4 -2
question submited	-5 -4 -4
question thank	6 0 0
questions	-3 -10 -10
questions and	-7 -4 -4
quiet	2 -2 -4
quiet _ 3am	5 -1 -1
quiet _ the	-4 -4 -3
quiet _ together	-6 -4 -2
quietly	2 -4 -4
quit	-3 -1 -4
quit _ wil	-4 -3 -3
quit sugar	-4 -3 -3
quiting	-10 -4 -5
quiting _ band	-2 -2 -3
quiting _ job	-5 -4 -7
quiting my	-4 -4 -4
quiz	-9 -6 -5
racing	-3 0 4
rai	-4 -2 -2
railing	4 -2 -1
rain	-3 -6 -4
rain _ my	-5 -2 -3
rain comes	-2 -1 0
rained	-6 -6 -6
raining	-7 -5 -5
rainy	-6 -2 -4
rainy _ feling	-3 -2 -4
raise	-6 -4 -2
ran the	9 0 0
random	-7 -4 -4
raped	-4 12 -7
raped me	-2 6 -1
rapes	-2 4 -2
rapes me	-2 4 -2
rarely	-6 -5 -5
rat	6 -1 3
rat poison	6 -1 3
rate	-5 -3 1
rate _ exceded	-3 -3 -3
rate limit	-3 -3 -3
rather _ against	-3 -2 -3
rather _ wider	-3 -3 -3
rather be	5 -1 0
rather than	-8 -6 -6
raw with	8 -2 -3
razor	10 -2 -1
razor blade	2 0 0
reach	-4 -5 -4
read	-3 -1 -7
read _ dream	-5 -4 -3
read _ whatever	-5 -3 -2
read again	-5 -3 -2
read dream	-8 -6 -5
read the	-4 -6 -6
reading	-3 -9 -8
reading _ !found	-3 -3 -3
reading _ i	4 0 0
reading _ the	-8 -1 -2
reading _ wek	-5 -3 -3
reading _ you	3 0 0
reading for	-11 -3 -3
reading not	-3 -3 -3
reading please	-7 0 -5
reading pls	-5 -2 -5
reading should	3 0 0
reading thank	3 0 0
readings	-5 -8 -8
readings _ this	-4 -3 -4
readings they	6 0 0
readings with	-2 -1 -1
ready	6 -3 -7
ready _ check	4 -1 -1
ready _ die	5 0 0
ready _ end	8 -1 -1
ready _ leave	-3 -1 0
ready for	-5 -5 -4
ready in	3 -1 0
ready just	8 0 0
real	5 -1 -3
real _ time	3 0 0
real this	3 0 0
real transformation	-4 -3 -4
realy	3 -3 4
realy _ and	-4 -1 4
realy _ me	-2 -3 -2
realy love	-2 -2 -3
realy realy	9 -2 -3
receive	-7 -4 -6
receive _ reading	-3 -2 -2
receive your	-3 -2 -2
received	-6 -6 -6
recent	-5 -4 -4
recent answers	-5 -4 -4
recertification	-2 -1 -3
record	-6 -5 -6
recorded	5 -5 -1
recording	-5 -4 -4
recover	-6 -3 -6
recover _ his	-3 -3 -3
recovered	-7 -3 -9
recovery	-5 -4 -7
red	-1 -7 -2
refil	-5 -4 -4
refil history	-5 -4 -4
refiled	-5 -4 -4
reflection	-8 -8 -8
reflections	-4 -3 -4
regret	-5 0 2
regret it	-4 -1 3
relapse	7 -3 -2
relapsed	10 -2 -3
relapsed _ cuting	3 0 0
relapsed on	6 -2 -2
relationship	-7 0 -6
relationship _ him	-4 -3 -2
relationship _ i	-3 2 -3
relationship should	-3 -3 -1
relationship with	-6 -7 -1
relationships	-6 -4 -6
release	-7 -1 -3
releasing	-7 -6 -6
relief	5 -3 -4
relieved _ the	3 0 0
relieved and	5 0 -1
relieved for	3 0 0
relieved i	6 -1 0
religion	-6 -4 -4
remember	-5 -6 -3
remember _ birthday	-5 -3 -2
remember _ day	-3 -2 -3
remember my	3 -3 -1
remove	4 0 0
rent _ im	-4 -3 -3
rent and	-4 -3 -3
repairs	-5 -4 -4
replaying	-3 -1 -1
reply	-3 -5 -1
report	-6 1 -3
repot	-6 -4 -4
represents	-1 -4 -2
represents _ beginings	-2 -1 -1
represents _ my	3 0 0
represents _ this	-2 -3 -1
represents _ today	-4 -3 -3
represents ending	3 0 0
represents me	-4 -3 -2
represents new	-2 -1 -1
request	-6 -5 -5
required	-7 -7 -7
reset	-4 -5 -6
reset _ log	-5 -4 -4
reset _ pasword	-3 -2 -2
reset _ sent	-3 -3 -3
reset dream	-5 -4 -4
reset link	-4 -3 -3
reset your	-3 -2 -2
resonated	-8 -6 -6
resp	-4 -5 -4
response	-5 -4 -4
responsible	-4 -2 -3
rest	-6 -10 -7
rest _ that	-5 -2 -2
rest in	-7 -2 -3
restaurant	-7 0 0
restore	-6 -1 -3
results	4 -3 -6
retirement	-5 -5 -6
retiring	-9 -6 -5
return	-8 -7 -6
return _ home	-4 -3 -4
return to	-4 -4 -4
returned	8 -4 -4
returned it	-4 -4 -3
returned the	7 -1 0
returning	-10 -2 -9
reunion	-6 -4 -2
reversed	-9 -8 -7
reversed mean	-5 -3 -6
review	-10 -4 -3
rhythm	-5 -4 -2
ribs	-5 7 -3
rice	-7 3 -3
rice everything	-2 -2 -3
richnes	-6 -6 -6
ride	-6 -3 -7
rifle	6 -2 -4
rifle is	4 0 -2
rig	2 -3 -1
rig _ the	2 -3 -1
right	-1 -5 -1
right _ it	-7 -7 -3
right _ now	2 0 0
right _ wil	-4 -1 -2
right path	-3 -3 -3
ring	-7 -4 -7
rip	-7 -8 -9
rise	-7 -4 -5
rising	-6 -4 -4
risk	-5 -6 -1
river	4 -4 -5
rn	3 -5 -1
rof	7 -2 0
rof of	5 -2 -1
roled back	-1 0 5
rom	-1 7 1
rom _ i	0 5 -2
romate	-3 -4 2
romate _ i	-7 -1 -6
romate _ my	-2 -4 -4
romate ate	-4 -2 -3
rope	9 -1 -1
rope _ !for	3 -1 -1
rope _ in	4 -1 0
rope _ not	6 0 0
rope i	6 -1 0
rope not	3 -1 -1
rope ready	3 -1 0
ropes	8 -1 0
roted	-2 -4 -4
roted in	-1 -4 -4
round	-4 -5 0
runing _ and	-6 -1 -1
runing _ thinking	4 0 -1
runing just	4 0 -1
runs	-9 0 -4
rushing	-4 -6 -4
sacred	-7 -6 -6
sad	-3 -6 -7
sad _ my	-8 -2 -4
sad _ son	4 -1 0
sad friend	4 -1 0
sad if	4 0 0
safari	-6 -8 -6
safe	-6 -9 -7
safely	-4 0 -3
safer	-7 -4 -6
said	1 9 -4
said _ beat	-4 6 -1
said _ i	-1 5 0
said _ kil	-8 -5 -1
said _ the	0 -2 -1
said at	0 -2 -1
said if	-1 5 0
said next	-7 6 0
said no	-6 3 -2
said patience	-5 -4 0
said shed	4 -6 -1
said shel	-5 0 0
same _ help	0 -1 0
same thing	5 -2 -1
sat there	4 -2 0
sauce	-6 -5 0
save	-6 -7 -6
save 20	-6 -2 -6
save _ for	-5 -3 -1
save entry	-5 -4 -4
save money	-5 -3 -1
save note	-8 -7 -6
save them	11 0 0
saved	4 -6 -3
saved _ enough	5 -2 -1
saved are	4 -2 0
saved me	-5 -5 -5
saves	-6 -4 -4
saving	-6 -9 -8
saving _ my	6 0 -1
saving up	5 0 -1
saw	-9 -1 -2
saw _ dead	-2 -3 0
saw _ was	-3 -3 -1
saw a	-4 -3 -1
saw him	-3 -3 -3
saw my	-4 -6 -3
say	4 5 -3
say _ for	5 0 0
say _ him	-1 -3 -4
say _ my	-7 -5 -1
say _ owe	1 4 -1
say _ tomorow	-3 -3 -1
say _ wil	3 4 0
say godbye	1 -2 -2
say he	-2 7 -2
say thanks	-4 -2 -1
say to	-2 -5 -4
say yes	-9 0 -3
saying	1 2 -3
saying i	-1 5 0
says	-2 7 -1
says _ family	0 4 0
says _ ready	-6 -6 -2
says _ was	0 4 -1
says _ wil	-2 7 -1
says he	0 4 2
says hes	0 5 -1
says i	-9 -2 -4
says my	-2 -7 -5
scale	-5 -5 -6
scared	0 5 1
scared _ go	-2 4 0
scared _ husband	-1 4 -2
scared he	0 7 0
scared my	-1 4 0
scared to	-1 7 -2
scary	-5 -4 -5
scary but	-7 -5 -2
scheduled	9 -2 0
schol	-1 1 -5
schol _ 35	-3 -2 0
schol _ 40	-3 -1 0
schol and	-1 -6 -6
schol at	-4 -2 -1
schol for	-7 -4 0
scholarship	-4 -2 -3
scorpio	-7 -6 -6
scraped	-7 -5 -6
scratch _ until	4 -1 -1
scratch myself	4 -1 -1
scratched _ car	-4 -2 -2
scratches	-6 4 0
scratching _ arms	5 0 0
scratching my	6 0 0
scream _ the	-5 -5 -5
screams at	-1 6 0
scren	-7 -5 -6
scroling	-4 -3 -4
se _ again	-5 -5 -2
se _ baby	-5 -4 -2
se _ doctor	-10 -1 -7
se him	-3 -4 2
se my	5 1 -5
se pricing	-6 -6 -6
se you	-8 1 -2
sea _ kep	7 0 0
sea _ wanted	3 -1 0
sea tonight	7 -2 -1
search	-4 -6 -6
searching	1 -4 -4
searching moving	-5 -3 -3
season	-8 -9 -7
seasons	-6 -5 -4
second cat	-3 -2 -3
secret	-4 1 -2
secret admirer	-3 -2 -2
sedlings	-3 -1 -4
seing	-8 -2 -11
seing 11	-4 -2 -1
seing _ 11	-4 -2 -1
seizure _ isnt	-5 -3 8
sel	-9 -5 -5
sel _ house	-2 -2 -3
sel it	-5 -3 -3
sel my	-11 -3 -6
sel the	-1 -6 -4
selfish	6 0 0
selfish to	6 0 0
seling	-10 -6 -10
seling it	-7 0 0
semester _ easier	-2 -2 -4
sen	-4 -1 -2
send	-1 8 -4
send _ once	-4 -3 -3
send _ to	-1 5 0
send at	-4 -3 -3
sending	-5 -1 -9
sending _ mesages	-1 8 0
sends	-1 6 -1
sent _ a	-2 4 -2
serious	-7 -2 -3
seriously _ the	3 0 -1
seriously whats	3 0 -1
service is	-7 -2 -4
ses	-1 -10 -4
ses _ grades	-1 -3 -3
set up	-6 -6 -5
seting	-7 -7 -5
setle	-9 -4 -4
setle and	-5 -2 -3
severe	-4 -1 8
sewer	7 0 0
sewer slide	7 0 0
sexualy	-4 9 -3
sexualy _ at	-2 4 -2
sexualy _ me	-2 3 -1
sexualy asaulted	-2 4 -2
sh	6 -3 -2
sh relapse	6 -3 -2
shaking	-5 -3 8
shame _ the	-1 -3 -2
shame at	-1 -3 -2
share	-10 -1 -6
shared	-7 -4 -7
shared values	-4 -5 -3
sharp	-7 -3 -4
she _ and	-1 0 6
she _ in	-3 -1 -3
she _ my	-5 2 -3
she _ the	1 -6 -3
she _ think	-3 -4 -2
she _ unconscious	0 0 4
she doesnt	4 2 -1
she likes	4 0 0
she says	-5 2 -3
she stil	-3 -4 -2
she thinks	7 -2 -1
shed _ me	-5 -4 -4
shed _ starting	5 0 0
shed have	-5 -4 -6
shel	7 3 -3
shel _ it	3 -1 0
shel _ me	-5 1 -1
shel find	3 -1 0
sheltered	-5 -5 -3
shes	-7 2 5
shes _ one	-1 1 -1
shes the	-7 1 -5
shift	-4 -5 -6
shift is	-6 -6 -5
shift job	-4 -2 0
shifts	-9 -3 -3
ship	-5 -3 -3
shirt	-4 1 -1
shocked	-1 -2 6
shoes _ my	6 -2 0
shore	-8 -5 -8
short	-7 -4 1
short _ i	-1 0 -3
short _ idea	-1 -2 -2
short god	-1 -2 -2
short wil	-1 0 -3
shot	-8 -2 -6
shot _ shot	-4 -3 -2
shot _ the	-4 -2 -1
shot me	-6 2 -3
shot my	-5 -3 -2
shotgun	8 -2 -2
shotgun out	6 0 0
should	-2 -5 -5
should _ a	-3 -1 -2
should _ apologize	-3 -2 -3
should _ ask	-6 -5 -2
should _ cal	-5 -2 1
should _ change	-4 -5 -2
should _ cok	-4 -3 -3
should _ die	8 0 -1
should _ died	5 0 0
should _ do	4 3 -2
should _ dye	-5 -1 -1
should _ focus	-3 -4 -3
should _ forgive	-4 -2 -4
should _ get	-10 -2 -5
should _ go	1 -6 -4
should _ join	-5 -3 -2
should _ lend	-5 -5 -2
should _ permanently	5 0 0
should _ pivot	-2 -1 -3
should _ quit	-5 -3 -2
should _ reply	-6 -4 -1
should _ sign	-3 -2 -2
should _ start	-7 -1 -1
should _ stay	2 5 0
should _ study	-5 -3 -5
should _ take	-9 -2 -3
should _ tel	-3 -3 -1
should _ the	-5 -2 -2
should end	4 0 0
should give	3 -2 0
should have	5 0 0
should i	-9 -7 -5
should just	6 0 0
should take	-3 -1 -2
should we	-10 -6 -2
shoved	-4 5 0
shoved me	-4 5 0
show	-3 0 -6
show _ as	-3 -7 -1
show pasword	-5 -4 -4
show tonight	-4 -3 -3
show up	-5 4 -6
showing	-3 1 0
shows	-9 2 -6
shufling	-7 -6 -4
shufling _ cards	-4 -4 -4
shufling the	-4 -4 -4
sick	-5 -1 0
sick _ death	-2 -1 -5
sick _ my	-1 0 -2
sick to	1 -1 -3
side	-4 -1 3
side _ make	-3 -3 -4
sign	-7 -5 -6
sign _ end	4 0 0
sign _ failed	-4 -3 -3
sign _ guidance	-3 -1 -2
sign _ lease	-3 -2 -1
sign _ the	-4 -4 -4
sign and	4 0 0
sign of	-4 -2 -3
sign the	-6 -3 -1
sign up	-5 -3 -3
signed _ for	-5 -3 -2
signed up	-5 -3 -5
signing	-9 -8 -8
signing in	-6 -5 -5
signing out	-6 -5 -5
signs	-9 -4 2
silence	1 -6 -3
silence _ a	-3 -3 -3
silence is	-5 -3 -4
simple	-4 -10 -7
simpler	-9 -6 -9
simply	-3 -6 -7
sin	9 -1 -3
since	3 -3 -1
since _ breakup	-4 -1 -4
since _ died	7 0 0
since _ last	-7 -1 0
since june	4 -2 -2
since my	-5 -4 -5
since the	-4 -6 1
sincere	-5 -5 -7
singapore	-9 -5 -1
single day	6 -1 0
sir	-5 -3 -1
sister _ !reason	2 0 0
sister _ 40	-3 0 3
sister _ a	-6 -5 2
sister _ i	-8 -5 -5
sister _ they	3 0 0
sister and	-1 -3 -5
sister fainted	0 0 3
sister get	-3 -4 -6
sister have	-3 0 -3
sister i	6 -1 -1
sister keps	-5 -5 -4
sister no	2 0 0
sister swalowed	-3 -1 4
sister tok	-3 0 3
sit	4 -4 -4
sit on	5 -1 0
siting	5 -2 2
skin	3 -3 6
skin _ it	8 -2 -1
skin is	-3 -2 7
skip the	-5 -5 -5
skiped	-2 -6 -4
skiping my	8 -1 -2
sky	-5 -3 -4
sky _ !the	-2 -1 -1
sky not	-2 -1 -1
skydiving	-6 -3 -2
skyscraper	-5 -2 -2
skyscraper _ woke	-4 -2 -3
slaped	0 4 0
slaped _ again	-1 6 0
slaped me	0 4 0
slaps _ whenever	-2 3 -1
slaughtered	-6 -9 -7
slay	-7 -3 -3
slay _ exam	-4 -4 -3
slay my	-5 -3 -5
slep _ a	-5 -4 -3
slep _ after	-4 -1 -2
slep _ like	4 -1 -2
slep _ never	7 -1 -1
slep _ tonight	-3 -3 -3
slep before	-7 -8 -7
slep wel	-4 -2 -1
sleping	5 0 4
sleping _ an	0 0 5
sleping pils	3 -1 2
slept	-1 -1 -4
sleves	7 0 -1
sleves in	7 0 -1
slice	-5 -2 -3
slice of	-5 -2 -3
sliper	-5 -4 -5
slit	3 -1 -1
slit _ wrists	3 -1 -1
slit my	3 -1 -1
slow	-7 -3 0
slow _ and	-3 -4 -4
slow down	-3 -5 -4
slowly	-4 -4 -5
slowly and	-4 -3 -6
smal	-5 -8 -6
smal _ of	-8 -3 -4
smal _ should	-5 0 0
smal and	-6 -6 -7
smal town	-5 0 0
smart	-3 -2 -3
smart _ buy	-4 0 -3
smart to	-3 -2 -3
smashed	-6 -1 -6
smels	-5 -6 -6
smile	5 -3 -1
smile today	-4 -3 -3
smiled	0 -4 -1
smiled and	4 -4 -1
smiling	0 -6 -2
smothly	-9 -4 -4
snakes	-5 -5 -6
snaped	-4 -4 -4
snaped at	-4 -4 -4
snore	-2 -4 0
so _ at	-7 -1 -1
so _ blod	-1 0 3
so _ bought	-8 -4 -7
so _ can	8 -7 -1
so _ dont	5 0 0
so _ i	1 -4 -4
so _ its	-7 -3 -4
so _ lately	-8 -2 -4
so _ means	3 0 0
so _ pain	-1 -1 2
so _ rn	11 -1 -3
so anoyed	-4 -3 -3
so bored	-4 -1 -2
so close	9 -3 -4
so cute	-6 -4 -4
so dep	3 -1 -1
so diferent	-8 -1 -1
so dramatic	-4 -4 -1
so embarased	-5 -2 -2
so fast	-8 -4 0
so god	-7 -6 -4
so hard	-3 0 -4
so hungover	-5 0 0
so many	-9 -6 -3
so nervous	-6 -6 -6
so proud	-1 -3 -7
so they	8 -1 -1
so why	11 -3 -1
soaked	-2 -1 8
sober	-9 -1 -5
social	-6 -8 -2
social _ for	-5 -1 0
social media	-3 -1 -2
socials	7 -1 -1
socials _ this	2 0 0
socials is	2 0 0
soften what	-6 -3 -2
softer	-6 -6 -4
softly	-14 -7 -5
soi	-7 -3 -2
sold _ bike	4 0 0
sold my	3 -1 -3
solid	-6 -3 -5
som	-7 -4 -5
som tam	-7 -3 -5
some _ my	5 -1 3
some _ penguin	2 0 0
some _ the	-8 -5 2
some _ were	-7 -7 -5
some bleach	0 0 6
some weks	2 0 0
somebody	7 -5 -1
someone	-3 5 -1
someone _ already	3 -1 0
someone _ bleding	0 -1 3
someone _ having	-3 -2 -4
someone _ hug	-3 -3 -3
someone _ my	-3 4 -1
someone _ son	-2 -6 -2
someone _ tel	6 -3 -1
someone _ threatening	0 5 0
someone _ work	-1 4 -1
someone at	-1 2 3
someone i	-2 0 -2
someone is	-3 6 0
someone thinking	-4 -4 -4
something	-5 -2 4
something _ foaming	0 -1 4
something _ geting	3 0 0
something _ is	-6 -4 -6
something _ simple	-2 -2 -3
something _ to	-2 -6 -6
something be	-2 -2 -3
something cherful	-5 -3 -4
something god	-8 -5 -3
something hes	0 -1 4
something its	3 0 0
something that	-4 2 -1
something to	-9 -8 -3
sometimes	4 -3 -6
son	5 0 1
son _ bleach	-3 -1 5
son _ detergent	-2 -1 3
son _ kerosene	-2 -1 6
son _ me	-6 3 -4
son _ poison	-1 -1 3
son _ rat	-2 0 5
son _ sad	-3 -1 -3
son _ stung	0 0 7
son _ waiting	4 0 -1
son _ want	2 0 0
son after	-7 -3 -4
son ate	-3 0 7
son drank	-2 -1 5
son get	-3 -4 -3
son i	6 0 0
son just	3 0 2
son they	5 -1 0
song	-5 -3 -2
song _ so	-1 -3 -1
song slaps	-1 -3 -1
songkran	-6 -5 -6
sore	-8 -7 -7
sore throat	-6 -6 -7
sorted	3 -5 -3
sory	10 0 -2
sory _ everything	4 0 0
sory _ i	6 -3 -3
sory _ my	4 -1 0
sory _ this	3 0 0
sory mom	5 -1 -1
sory mum	13 -3 -1
sory penguin	4 0 0
soul	1 -3 -4
soulmate	-6 -7 -5
sounds like	-7 -3 -7
sourdough	-4 -2 -2
sourdough starter	-4 -2 -2
space	-2 -5 -5
speak	-11 -5 -4
speak up	-4 0 -5
spech	-7 -4 3
spent	-3 -2 -4
spirit	-8 -4 -4
spirit animal	-5 -2 -2
spiritual	-5 -4 -5
spiritual _ documented	-3 -2 -3
spiritual journey	-3 -2 -3
spread	-7 -8 -4
spreading	-1 0 4
spreading _ my	-1 0 4
spreadshet	-4 -3 -3
spreadshet _ gona	-3 -2 -2
spreadshet is	-3 -2 -2
spring	-7 -5 -3
stab me	-1 6 0
stabed	-12 -3 -1
stabed _ hes	0 0 2
stable	-6 -2 -3
stairs	-6 5 2
stairs _ isnt	0 -2 4
stand	4 -5 -3
stand _ on	-4 -3 -3
stand _ the	6 -1 0
stand tal	-4 -3 -3
standing at	3 0 -1
start	-6 -7 -7
start _ again	-4 -3 -1
start _ own	-5 -3 -1
start date	-5 -6 -4
start dating	-4 -3 -1
start investing	-3 -1 -1
start my	-5 -2 -1
start over	-6 -4 -4
start recording	-5 -4 -4
started	5 4 -1
started _ my	7 -1 0
started cuting	6 -1 -1
starter	-4 -2 -2
starting _ agre	2 0 0
starting to	4 -2 -4
starts	-9 -7 -3
startup	-7 -5 -4
startup _ funding	-2 -3 -3
startup get	-2 -3 -3
startup is	-4 -6 -5
statistics	-6 -5 -5
statuses	-5 -6 -5
stay _ to	-6 -1 -2
stay close	-5 -4 -7
steadines	-7 -5 -6
steady	-8 -6 -5
steady you	-2 -1 -2
stealing	-5 -3 -3
stealing my	-5 -3 -4
step	-2 -5 -8
stepdad touches	-2 8 -1
stepfather	-1 4 0
stepfather _ me	-1 4 0
stepfather raped	-1 3 -1
stepmom _ me	-1 5 0
stepmom beats	0 4 0
steps	-5 -4 -4
stick	-13 0 -4
sticking	-1 0 7
sticking out	-1 0 7
sticky	-4 -3 -3
sticky _ everything	-2 -2 -3
sticky rice	-4 -3 -3
stil	-3 -1 -7
stil _ a	2 -5 -9
stil _ i	4 0 0
stil _ me	-3 -3 0
stil _ of	-6 -6 -3
stil realy	0 0 3
stil think	-7 -5 -2
stilnes	-8 -6 -8
sting	-6 -2 6
stock	-4 -3 -3
stock _ bought	-4 -2 -1
stock i	-4 -2 -1
stockpiling	5 0 0
stockpiling _ meds	3 0 0
stockpiling _ moms	2 0 0
stockpiling my	5 0 0
stod	6 -1 -1
stole	1 1 -1
stomach _ nobody	3 0 -1
stomach where	4 0 0
stomach yesterday	-1 5 0
stop	8 1 -1
stop _ im	4 0 0
stop _ included	8 -1 0
stop _ myself	6 0 0
stop _ noisy	-3 -4 -3
stop _ so	-4 -3 -1
stop _ the	-4 -2 -3
stop breathing	6 0 -2
stop eating	8 0 0
stop living	5 0 0
stop once	2 0 0
stop procrastinating	-6 -4 -4
stoped	8 -1 -1
stoped breathing	-3 -1 5
storage	-6 0 -5
storage _ ful	-4 -3 -3
storage is	-4 -3 -3
store	-4 -1 -1
store _ me	-3 -1 -2
store for	-4 -1 -2
stories	-9 -5 -3
storm	-9 2 -5
story	-11 -7 -7
stove	1 4 -5
straight	1 -4 -2
strangle	-5 -2 -2
strangle _ brother	-6 -5 -3
strangle _ printer	-5 -2 -2
strangle my	-4 -3 -3
strangled	-1 6 -1
strangled me	-2 7 -1
streak	0 -5 -5
streak _ in	-4 -4 -4
streak days	-4 -4 -4
streaming	-6 -4 -5
strength	-6 -5 -7
strengthens	-7 -4 -4
stres	-4 -3 -3
stresful	-5 -3 -5
stresing	-6 -5 -4
stretches	-6 0 -1
strict	-2 -6 -2
stroke _ like	-3 -2 -4
stroke _ now	0 0 4
stroke id	-3 -2 -4
stroke right	0 0 4
strong	-4 -6 -6
strong and	-7 -4 -5
stuck	0 -5 0
stuck _ trafic	-1 -1 5
stuck in	-3 -5 2
study	-7 -2 -3
study _ next	-2 -2 -2
study abroad	-6 -2 -1
studying	-3 -3 -6
stuf _ to	3 0 0
submited	-8 -7 -7
submited on	-6 -6 -6
submiting	-10 -8 -8
suced	-7 -2 -2
suces	-12 -8 -8
such _ burden	10 -1 0
suculent	-9 -5 -5
suden	-6 -2 9
sudenly	-3 -6 9
sufering	5 0 0
sufocating	-4 -4 -2
sufocating _ this	-3 -3 -1
sufocating in	-3 -3 -1
sugar wil	-4 -3 -3
suicidal	11 -5 -5
suicidal _ scared	4 -3 -2
suicidal _ tonight	3 0 0
suicidal _ wil	3 -1 0
suicidal again	8 -4 -1
suicidal and	4 -3 -2
suicidal rn	4 -2 -2
suicidal thoughts	7 -3 -4
suicide	2 -7 -8
suicide _ day	4 0 0
suicide _ lately	5 0 0
suicide _ on	5 -3 -1
suicide _ to	6 -1 0
suicide and	5 0 0
suicide every	4 0 0
suicide note	7 -1 0
suicide squad	-7 -5 -3
suit	-9 -2 -2
suit me	-8 -1 -1
sumary	-4 -4 -4
sun	-4 -5 1
sunday	-1 -4 -4
sunday _ just	8 0 0
suport	-5 -6 -5
sure	11 1 -2
surface	-8 -3 -3
surgery _ wek	-1 0 3
surgery go	-7 -4 -3
surgery last	-1 0 3
surounds	-5 -4 -4
surprise	-1 -6 -2
survive	-2 -5 -4
survive _ surgery	-2 -1 -2
survived	-3 -5 -7
suspense	-8 -3 -3
swalow _ whole	3 0 -1
swalow the	3 0 -1
swalowed	-2 -3 10
swalowed _ batery	-1 -1 4
swalowed _ buton	0 0 5
swalowed _ of	-2 -1 8
swalowed _ pods	-2 -1 3
swalowed bleach	-4 -2 8
swalowed detergent	-2 -1 3
swear	-3 -5 -3
sweating	-4 -2 5
swel	-4 -3 5
sweling	-2 -2 11
sweling _ and	-2 0 5
sweling and	-1 0 9
sweling fast	-2 -1 5
sweling shut	-2 -3 6
swerving	5 0 0
swerving into	5 0 0
swift	-5 -4 -5
swiming	-7 -4 -5
swiming _ and	0 -5 -3
switch	-2 -4 -4
switching	-6 -2 -2
swords	-5 0 -3
swords for	-4 -6 -4
swords mean	-2 -8 -1
sydney	-9 -7 -4
tablets _ a	7 -2 -2
tablets _ saved	4 -2 0
tablets and	1 -3 7
tablets in	7 -2 -2
take _ antidepresants	-3 -2 -2
take _ as	5 -1 0
take _ bled	7 0 0
take _ gap	-2 -1 -1
take _ job	-6 -2 -1
take _ my	2 -5 -2
take _ next	-4 -1 -1
take _ night	-5 -3 -1
take _ own	4 -1 -1
take _ the	6 -2 -1
take a	-9 -6 -3
take al	8 -1 -1
take me	3 -3 0
take the	3 -2 -1
take to	5 0 -1
taken	2 -7 -1
takes	2 8 -3
takes _ salary	-1 7 0
takes my	-4 8 -1
takes our	-3 5 -2
taking	5 -2 2
taking _ my	6 -1 -1
taking _ out	5 -2 -2
taking al	6 -1 -1
taking it	9 0 -1
tal	3 -2 -4
tal _ it	-4 -3 -3
tal _ near	4 0 0
tal building	4 0 0
tal on	-4 -3 -3
talent	-3 -1 -2
talent show	-3 -1 -2
talest	7 -2 -3
talk	-6 0 -1
talk back	-4 5 0
talking _ my	-6 -5 -4
tam	-7 -3 -5
tap	-5 -6 -6
tape	7 -2 -2
tape today	4 -1 -2
tarot _ for	5 -4 -1
tato	-8 -5 -4
tato _ the	-7 -1 0
tbh	2 -4 -2
tea	-5 -7 -3
teach	-6 -1 -2
teacher	0 3 -4
teacher _ at	-5 -5 -3
teacher _ il	-4 -2 -1
teacher _ my	-5 -3 -4
teacher _ say	-4 -2 -1
teacher mad	-4 -4 -3
teacher to	-4 -2 -1
teachers	-6 7 -1
team	-6 -3 -6
team _ my	-2 -2 -1
team like	-2 -2 -1
team lost	-4 -1 -2
tears	-6 -5 -5
tel _ best	-8 -2 -2
tel _ dog	5 -1 -1
tel _ friend	-8 -5 -7
tel _ god	-2 -2 -2
tel _ how	2 -1 -3
tel _ i	-3 0 -1
tel _ mother	2 -1 -1
tel _ my	-9 -1 -6
tel _ not	1 0 0
tel _ parents	-5 3 -2
tel _ someone	-3 -2 -4
tel _ something	-3 -4 -5
tel anyone	-1 8 0
tel the	-5 -1 -3
teling	1 -5 0
teling _ penguin	5 0 -1
teling a	4 -1 -1
temperature	-8 -4 -1
temple	-10 -7 -9
ten	-3 -3 -3
ten _ swords	-4 -3 -3
ten of	-5 -3 -4
tend	-4 -4 -3
tend _ them	-2 -1 -2
tend _ your	-4 -3 -3
tend to	-4 -4 -3
tender	-5 -3 -4
terible	-7 -4 3
test	-6 -5 -7
test _ time	-4 -1 0
test _ tuesday	-3 -1 -2
test next	-3 -1 -2
test question	-4 -2 -3
test this	-4 -1 0
test tokens	-4 -4 -4
teth	-4 -4 -6
teth _ out	-6 -2 -2
text	-2 -5 -4
text _ back	-4 -3 -1
text _ first	-5 -3 -3
text _ old	-4 -2 -1
text _ to	-3 -3 -3
text first	-4 -1 -1
text her	-4 -3 -1
text him	-5 -2 -2
text is	-3 -3 -3
text me	-2 -3 -1
texted me	-12 -8 -5
thai	-5 -5 -4
thai text	-3 -3 -2
thailand _ it	-3 -2 -4
thailand wil	-3 -2 -4
than _ it	-5 -3 -4
than _ should	9 -3 -2
than against	-3 -2 -3
than wider	-3 -3 -3
than you	-8 -4 -6
thank _ for	8 0 -1
thankful	-7 -7 -7
thanks _ everything	7 0 0
that	0 -4 -5
that _ !hurt	6 -3 -1
that _ have	-2 -1 -1
that _ hope	5 -1 -1
that _ is	-3 -3 -2
that _ kiled	-5 -3 -2
that _ one	-8 -3 -2
that _ part	-5 -3 -3
that _ peaceful	8 0 0
that _ was	-5 -6 -3
that come	-3 -1 -1
that comedian	-5 -4 -2
that fels	-4 -3 -4
that im	-9 0 -8
that is	-3 -4 -5
that job	-3 -1 -1
that joke	-8 -3 -7
that make	-4 -2 -3
that schol	-5 -3 -2
thats	2 1 -3
thats _ i	10 -1 -1
thats _ plan	5 -1 0
thats my	7 -2 -1
thats the	4 0 0
the 14th	6 -2 -2
the 30th	4 -2 0
the _ about	-4 1 -2
the _ after	7 -3 -4
the _ ahead	-4 -1 -6
the _ always	-7 -3 -2
the _ are	5 -2 -4
the _ around	-5 -2 -3
the _ ate	-9 -4 -6
the _ betwen	-12 -4 -4
the _ bos	-6 -3 -1
the _ building	3 -1 -1
the _ came	-2 -8 -6
the _ chapter	-5 -1 0
the _ choir	-4 -2 -2
the _ colony	-5 -2 -5
the _ dies	-5 -6 -5
the _ diner	-7 1 -2
the _ dose	5 -1 -1
the _ down	-6 3 -6
the _ drive	5 0 0
the _ end	-4 -1 0
the _ fal	-7 -4 -4
the _ fan	4 0 0
the _ feathers	-3 -2 -3
the _ first	-8 -1 -1
the _ for	-6 -2 -4
the _ gave	0 -3 -3
the _ goes	5 0 1
the _ group	-6 -1 -3
the _ grows	-7 -3 -2
the _ hary	-3 -4 -4
the _ have	-9 -6 -2
the _ here	-10 -6 -8
the _ holds	-4 -1 -2
the _ how	-6 -1 -2
the _ im	5 2 -1
the _ in	2 -2 -8
the _ is	1 -4 1
the _ know	1 -5 -4
the _ lol	-4 -4 -1
the _ month	-10 -5 -6
the _ next	-2 -3 3
the _ no	-5 -4 -3
the _ notebok	6 -1 -3
the _ of	-1 -4 -2
the _ on	0 -5 -2
the _ painful	6 -1 -1
the _ path	-5 -4 -1
the _ person	-4 -5 -2
the _ plants	-4 -4 -2
the _ platform	4 0 0
the _ position	-4 -3 -2
the _ railing	6 -2 -1
the _ reading	-4 -5 -4
the _ rom	-2 2 -1
the _ runing	11 -4 -1
the _ said	-4 -4 -2
the _ says	-12 2 -3
the _ season	-3 -6 -2
the _ semester	-2 -2 -4
the _ shes	-7 -2 4
the _ should	-6 -4 -4
the _ so	4 -3 -3
the _ sometimes	-4 2 -1
the _ son	4 0 -1
the _ starts	-7 -1 -3
the _ step	-7 -9 -1
the _ stil	-7 -9 -4
the _ tap	-4 1 -2
the _ thanks	4 0 0
the _ the	0 -6 -6
the _ thing	6 -2 0
the _ think	-8 -6 -7
the _ thre	4 0 -1
the _ tickets	-3 -1 -3
the _ to	2 -5 -5
the _ tomorow	-5 -2 -3
the _ tonight	4 1 -4
the _ tonights	1 0 0
the _ tracks	5 -1 -1
the _ wal	6 0 -1
the _ was	-10 -4 -6
the _ what	-5 -2 -2
the _ wil	0 -2 0
the _ year	-1 0 -1
the _ yesterday	-3 4 -3
the agency	-2 4 -1
the aircon	-8 -4 -2
the airport	-4 -2 -2
the answer	-6 -2 -4
the apartment	-5 2 -1
the bakery	-2 -2 -2
the bank	0 -3 -3
the bathrom	4 1 3
the bel	-4 -2 -3
the blade	10 -2 -4
the boat	5 -1 0
the bok	-5 -5 -3
the breakup	-5 -2 -4
the bridge	7 -1 -1
the canal	4 -2 0
the charcoal	6 -1 1
the city	-4 -2 -1
the clifs	7 0 0
the cold	-7 -4 -5
the colony	-5 -6 -6
the company	-5 -1 -1
the competition	-6 -3 -4
the contract	-6 -4 -4
the cost	4 -1 0
the couch	-5 -6 -4
the courage	7 0 0
the curent	-6 -4 -3
the cuts	6 -1 -2
the darknes	8 0 -2
the date	4 0 -1
the desk	5 -1 -3
the doctor	1 -3 -1
the dorway	-4 0 -3
the drama	-9 0 -1
the drawer	6 -1 -1
the edge	4 -2 -6
the evening	-7 -1 -4
the face	3 0 -2
the farm	3 2 0
the file	-5 -5 -5
the final	-6 -5 -5
the flor	-8 -2 6
the flour	-2 -4 -4
the forever	8 0 -1
the frost	-7 -3 -4
the future	-8 2 -2
the garden	-2 -4 -1
the girl	-7 -7 -6
the gun	6 -2 -2
the guy	-8 -2 -2
the gym	-7 0 -3
the heart	4 -4 -5
the heat	-5 -5 -3
the hermit	-6 -2 -2
the high	-2 -2 -5
the hike	-5 -4 -1
the history	-7 -4 -4
the home	-3 4 -4
the horor	-7 -4 -4
the ice	-6 -4 -6
the inside	6 0 0
the insurance	5 0 -1
the internship	0 -2 -2
the interview	-2 -3 -1
the ipad	-5 -4 -2
the kids	-8 1 -1
the kiler	-2 -2 -1
the knife	5 -3 -3
the knot	5 -3 -3
the last	0 -4 -1
the leaky	-4 -2 -2
the lease	-5 -3 -7
the leter	7 -1 0
the lethal	5 -1 -1
the light	-10 -4 -6
the lotery	-6 -6 -4
the mesage	-4 -3 -3
the midle	-5 -3 -4
the miror	6 -2 2
the monks	-2 -3 0
the morning	-1 -3 -2
the new	-7 -7 0
the news	-5 -4 -4
the night	2 -3 -1
the note	-2 -3 -5
the ofice	-10 -5 -7
the old	1 -2 -6
the one	-10 -3 -5
the only	7 2 -3
the options	-4 -3 -3
the oracles	-3 -3 -3
the ordinary	-4 -4 -4
the oven	-6 -5 -5
the pace	-3 -3 -3
the pain	7 0 4
the party	-5 -1 1
the past	-5 -4 0
the penguin	-3 -4 -5
the penguins	-6 -3 -4
the pesticide	6 -1 0
the phone	4 -1 0
the pier	5 0 3
the plan	9 -1 0
the play	-3 -2 -1
the point	7 0 -1
the pol	-3 -2 4
the police	-1 5 0
the porch	-2 4 0
the presentation	-2 -4 -2
the pub	0 -3 1
the quiet	-7 -4 -4
the railway	6 -1 0
the rain	-1 -4 -2
the reading	-2 -5 -2
the readings	6 0 0
the reunion	-5 -4 -3
the rig	2 -3 -1
the river	3 -4 -5
the rof	6 -2 -1
the rope	9 -1 -1
the ropes	8 -1 0
the sacred	-6 -4 -5
the sad	4 -1 0
the shed	5 0 5
the shotgun	6 0 0
the side	1 -2 0
the sky	-3 -2 -4
the stairs	-5 5 2
the stock	-4 -3 -3
the storm	-8 2 -4
the stove	-1 5 -5
the sun	-4 -5 1
the surface	-3 -3 -3
the suspense	-8 -3 -3
the tablets	7 -1 0
the talent	-3 -1 -2
the talest	7 -2 -3
the tarot	5 -1 0
the teacher	-10 3 -4
the toth	-5 -3 -1
the tracks	7 -1 0
the train	6 -1 0
the tre	5 -2 2
the tv	-5 -5 -5
the tylenol	4 -2 -2
the universe	2 -5 -2
the university	-3 -4 -2
the vet	-7 -3 -2
the vilain	-7 -4 -2
the voice	4 0 0
the voices	7 -1 0
the water	-2 -4 -4
the way	3 -7 -2
the weather	-4 -1 -2
the weding	-8 -1 -8
the wekend	-1 -7 -2
the whole	0 -7 -5
the worst	-5 -5 1
the wrong	-7 -1 2
the year	-9 -5 -3
them _ beter	-4 0 0
them _ leter	3 0 0
them _ wek	4 -1 -1
them steady	-2 -1 -2
them up	7 -3 0
them with	-3 -2 -2
theme	-7 -5 -5
themes	-7 -7 -6
then i	-8 -1 -5
then we	-1 -8 -3
therapist	3 -5 -5
therapy	-7 -4 -6
there _ my	4 0 0
there _ way	9 -1 0
there is	-6 -6 -6
theres no	6 0 2
these	3 -4 -1
these years	4 0 0
thesis	-10 -4 -5
thesis _ time	-2 -1 -1
they	-2 3 -8
they _ back	-5 -2 0
they _ him	-2 6 0
they _ im	9 -1 0
they _ me	-3 -3 -1
they _ not	-4 -3 -3
they _ point	-4 -4 -3
they _ we	-1 4 -1
they _ when	6 -1 0
they _ why	3 0 0
they do	-4 -4 -3
they understand	3 0 0
theyl	4 1 -3
thigh	5 -2 1
thigh with	6 -2 -1
thighs so	6 0 -1
thiners	5 -1 -5
thing	4 0 -1
thing _ ever	8 0 0
thing i	13 0 0
things	-2 4 -6
things _ wek	4 -1 0
things _ weks	6 0 0
things because	3 0 0
things get	-4 4 0
things this	4 -1 0
things with	-9 -11 -2
think	5 0 5
think _ about	-6 -3 2
think _ crush	-3 -1 -6
think _ dad	-2 0 4
think _ ending	4 0 0
think _ forgot	-3 -3 -3
think _ i	3 0 0
think _ is	6 0 -1
think _ kiling	7 0 -1
think _ me	-8 -4 -3
think _ my	-5 0 -1
think _ next	6 -2 -3
think _ overdosed	-5 -2 6
think _ the	-5 -3 -6
think _ time	8 -1 -1
think beter	5 0 0
think to	5 -1 -2
thinkin	8 -7 -3
thinkin bout	7 -1 -2
thinking	7 -3 -4
thinking _ easy	1 0 0
thinking _ finish	3 -1 0
thinking _ going	5 0 0
thinking _ jumping	7 0 0
thinking _ just	6 0 -1
thinking _ kiling	3 0 0
thinking _ leaving	-4 -2 -1
thinking _ me	-7 -6 -3
thinking _ overdosing	8 -1 -1
thinking _ quiting	-3 0 0
thinking _ suicide	2 -1 -2
thinking about	8 -1 0
thinking abt	6 -1 -1
thinking of	1 -3 -3
thinking the	9 -1 0
thinks	9 0 -7
thinks im	9 -5 -2
thirty	-9 -7 -9
this	0 -1 -3
this _ a	-4 0 -2
this _ asks	-5 -3 -2
this _ at	-3 3 -1
this _ chat	-3 -4 -3
this _ country	3 -1 0
this _ finaly	-6 -1 -1
this _ he	-9 2 -1
this _ lol	-7 -1 -1
this _ my	5 0 0
this _ ofer	-2 -2 -1
this _ or	-6 -3 -1
this _ permanently	4 0 0
this _ promise	-5 -3 -3
this _ real	-4 -3 -4
this _ rom	-4 -3 -1
this _ town	-5 0 0
this alone	-4 -4 -5
this audition	-5 -4 -3
this card	-12 -5 -4
this chapter	-6 -3 -1
this device	-7 -4 -4
this dream	-6 -4 -3
this email	-7 -6 -5
this exam	-2 -1 -4
this file	-3 -1 -1
this group	-4 -2 -1
this house	-8 -7 -8
this humidity	-5 -4 -3
this i	9 0 0
this investment	-3 -3 -3
this job	-6 -1 -3
this lecture	-4 -1 -1
this life	7 -1 0
this meting	-3 -3 -3
this month	-4 -4 -5
this pas	3 -1 0
this point	3 -1 0
this project	-5 -2 -1
this question	-8 -7 -2
this rain	-10 -6 -7
this reading	-5 -4 -3
this relationship	-6 -4 -2
this spreadshet	-3 -2 -2
this sumer	-7 -6 -3
this text	-3 -3 -3
this time	7 0 0
this to	-5 -2 -3
this town	-6 -3 -2
this wekend	4 -8 -2
this wil	7 0 0
this workout	-3 -3 -4
this world	9 -3 0
this year	-12 -5 -5
those	-7 -3 3
though	-5 2 -4
thought about	5 0 0
thre _ ago	5 -1 -5
thre _ cups	-5 -2 -4
thre _ since	-5 -1 0
thre years	-9 -1 -4
threatened	-5 3 -2
threatened _ kil	-3 5 0
threatened _ with	-2 5 0
threatened me	-2 5 0
threatened to	-5 2 -2
threatening _ kil	0 5 0
threatening _ stab	-2 5 0
threatens	-3 6 -1
threatens _ kil	-1 6 -1
threatens _ post	-1 5 -1
threw up	5 -1 2
thriled	-7 -5 -5
thriving	-5 -3 -4
throat	-6 5 6
through _ it	5 -1 0
through a	-8 -9 -6
through my	-9 -6 -5
through the	-2 -5 -2
through this	-8 -3 3
through with	5 -1 0
throw	-2 1 -2
ticket _ the	5 -1 -1
tickets	-5 -6 -2
tickets to	-4 -2 -3
tides	-8 -3 -3
tied	7 -4 -2
tight	-2 -5 4
tight _ i	-3 -1 2
tight _ im	-3 -1 4
tight _ month	-5 -4 -2
tight this	-5 -4 -2
tight when	-3 -1 -4
tiktok	-7 -3 -2
til	4 -3 -3
til _ bleds	4 0 -1
til _ was	5 0 -2
time	3 -1 -7
time _ adopt	-4 -2 -1
time _ ages	2 0 0
time _ and	-5 -6 -3
time _ buy	-3 -2 -2
time _ draw	-3 -3 -1
time _ home	-3 -3 -2
time _ let	-4 -1 -2
time _ me	7 -1 -1
time _ my	-5 0 -1
time _ saw	-3 -4 -1
time i	2 -1 0
time in	4 0 0
time now	5 0 -1
time to	-5 -2 -2
time together	-6 -4 -3
time wil	-1 -2 0
times before	4 -1 0
timing	-9 -4 -5
timing _ you	-3 -2 -4
timing around	-3 -2 -4
tiny	-6 -2 -4
tips	-13 -8 -9
tired	1 -4 -6
tired _ could	-8 -3 -1
tired _ existing	7 0 0
tired _ fighting	9 -1 0
tired _ living	8 -1 -1
tired _ my	-2 -3 -3
tired _ the	-6 -3 -1
tired _ waking	6 -2 -1
tired _ work	-6 -1 -1
tired but	-6 -5 -3
title	-5 -4 -4
title _ required	-4 -3 -3
title is	-4 -4 -4
to _ !exist	4 0 0
to _ a	-5 -3 -6
to _ about	-1 -6 -1
to _ abroad	-6 -1 -3
to _ al	1 -6 -3
to _ an	-6 -5 -5
to _ at	-5 -6 -6
to _ back	-6 0 -4
to _ beach	-4 -1 -1
to _ best	6 0 0
to _ breathing	6 0 -2
to _ childhod	-5 -5 -1
to _ dead	9 -2 -2
to _ down	-1 2 -3
to _ early	-3 -5 -6
to _ every	2 -3 -1
to _ for	2 -3 -4
to _ from	-1 -4 -6
to _ future	-8 -3 -3
to _ go	-6 -6 -1
to _ god	-7 -4 -4
to _ home	-3 3 -1
to _ husband	4 -4 -1
to _ i	5 0 -2
to _ interview	-3 -3 -3
to _ into	-3 -5 -2
to _ investing	-3 -1 -1
to _ is	-4 -4 0
to _ jobs	-4 -3 -1
to _ lake	7 -3 -1
to _ library	-3 -2 -2
to _ life	-3 -3 -2
to _ living	7 -1 0
to _ log	-3 -2 -3
to _ lol	-5 -3 -4
to _ most	-4 -1 -1
to _ my	-4 0 -2
to _ myself	4 -3 -4
to _ nest	-3 -1 -2
to _ never	-3 -1 -1
to _ old	-7 -1 3
to _ on	1 2 -2
to _ or	-7 -5 -1
to _ pain	4 0 -1
to _ party	-6 -6 -2
to _ permanently	7 -1 -1
to _ pils	-2 0 7
to _ police	-1 5 -1
to _ reading	-4 -3 -3
to _ reunion	-5 -4 -3
to _ schol	-5 2 -3
to _ something	6 -3 -1
to _ stop	9 0 0
to _ stranger	-4 -3 -3
to _ suced	-2 -2 -2
to _ sure	6 0 0
to _ thank	3 0 0
to _ thanks	-4 -2 -1
to _ this	-2 -1 -2
to _ together	-3 -3 -1
to _ tonight	7 0 0
to _ when	5 2 0
to _ without	4 -2 -2
to _ you	-5 -3 -3
to a	-3 -1 -3
to acept	-5 -3 -4
to answer	-3 -2 -3
to bali	-5 -3 -1
to break	3 -7 -3
to bury	-5 -2 -3
to change	-4 -6 -3
to ctb	6 -4 -1
to dark	-5 -1 -2
to death	-7 -6 -4
to dei	3 -2 -2
to delete	-5 5 -1
to design	-7 -1 -1
to die	8 -3 -2
to diner	-4 -4 -2
to do	6 1 -1
to dream	-4 -1 -1
to drown	7 0 -1
to dye	6 -2 -2
to escape	-7 -3 -1
to everyone	7 2 0
to expand	-5 -1 -1
to fal	7 -2 -1
to finaly	8 0 0
to friends	6 -2 0
to get	-2 -5 -2
to go	4 1 -1
to grieve	-6 -5 -4
to grow	-9 -2 -2
to have	-8 7 -4
to him	-4 3 2
to hit	4 -5 -8
to home	-7 -6 -5
to hug	-3 -3 -3
to hurt	7 -1 0
to invest	-3 -2 -1
to join	8 -2 -2
to jump	6 -3 -1
to kep	-3 4 -1
to kms	6 0 0
to know	4 -3 -2
to krabi	-6 -5 -4
to laos	-3 0 0
to late	-6 -6 -5
to let	-5 -6 -2
to live	7 -2 -4
to login	-6 -5 -6
to long	-3 -2 -2
to lose	-9 -6 -8
to make	6 -2 -1
to many	-8 -8 -1
to me	4 -3 -4
to move	-6 -3 -4
to much	-3 -2 3
to murder	-5 -1 -1
to not	6 0 -1
to open	-6 -1 -2
to overdose	4 -2 -1
to pas	-4 -1 5
to plan	7 0 0
to prom	-3 -3 -3
to propose	-2 -2 -3
to quit	-7 -5 -4
to remove	4 0 0
to save	-8 -2 -4
to sel	-4 -4 -4
to short	-3 -3 -3
to sign	-6 -3 -1
to slay	-7 -4 -2
to slit	3 -1 -1
to stab	-7 5 -1
to stand	-4 -2 -1
to step	6 0 0
to stop	6 0 -1
to strangle	-4 -3 -2
to teach	-5 -2 -2
to text	-6 -4 -2
to that	-6 -2 -1
to the	1 -3 -6
to them	-2 -6 -4
to this	-4 -1 0
to throw	-8 -5 -3
to travel	-5 -4 -2
to unalive	5 -1 -2
to work	-5 -5 -2
to write	-9 -2 -1
to you	-5 -4 -4
to your	2 -4 -2
toast	-6 -3 -6
today	-3 -5 -7
today _ !for	5 -1 0
today _ a	-6 -2 -1
today _ cant	-2 -3 -4
today _ for	-3 -8 -3
today _ i	-2 -1 -1
today _ just	-5 -5 -5
today _ no	-5 0 0
today a	7 -2 -1
today fels	-4 -6 -4
today for	-5 0 0
today i	0 -8 -3
today not	2 -1 0
today was	-6 -4 -4
todays	-6 -4 -4
todays card	-5 -4 -4
todler	-8 -5 -1
todler _ bleach	-1 0 9
todler _ some	-1 0 5
toeic	-8 -5 -3
together	-10 -8 -8
together can	-6 -4 -2
toilets during	7 0 0
tok	-1 2 7
tok 20	-3 -1 3
tok 30	-3 -1 6
tok 40	-3 -1 6
tok _ breath	-1 -3 -3
tok _ few	6 0 -2
tok _ paracetamol	-4 -1 6
tok his	-3 0 -7
tok my	-6 8 -4
tok out	6 0 -1
tok the	6 0 2
tok to	-5 -2 5
tok two	-8 -7 -6
token	-10 -9 -9
token balance	-4 -4 -4
token history	-4 -3 -3
token pack	-5 -4 -4
token packs	-4 -4 -3
token sumary	-4 -4 -4
tokens	-6 -5 -6
told	6 3 -4
told _ best	6 -1 0
told _ to	2 -2 -1
told my	5 -6 -2
tomato _ died	-2 -1 -2
tomorow	-2 -4 -4
tomorow _ god	-7 -4 -3
tomorow at	3 -2 -2
tomorow just	-4 0 0
tomorow not	9 -2 -1
tone	-6 -6 -6
tongue	-6 -5 6
tonight	10 -1 -3
tonight _ 19	2 0 0
tonight _ finaly	5 0 0
tonight _ finish	6 0 -1
tonight _ locked	-2 3 0
tonight _ my	6 0 0
tonight _ the	-1 0 -1
tonight _ tok	6 0 0
tonight _ you	10 0 0
tonight fr	4 0 0
tonight i	4 -2 -1
tonight wil	-10 -4 -2
tonights	4 -2 1
tonights _ night	7 -1 0
tonights the	7 -1 0
total	-8 -7 -4
total refiled	-5 -4 -4
totaly	-8 -4 -8
toth	-5 -4 -7
toth today	-3 -1 0
touches	-3 9 -1
touches _ when	-1 4 0
touches me	-2 5 0
touching	-4 6 0
touching _ after	0 5 0
touching me	-2 5 0
touching my	-3 5 -1
tour	-6 -3 -2
toward	-7 -6 -5
towels	-2 -1 5
town	-3 -4 2
town _ i	-5 0 0
town should	-5 0 0
toxic	-13 -5 -5
toxicology	-7 -5 -5
tracker	-2 4 0
tracker _ my	-2 4 0
tracks	4 2 -1
tracks _ my	3 -1 -1
tracks near	4 -1 -1
traditions	-6 -2 -3
trafic	1 -4 4
trafic _ going	-3 -1 -5
trafic _ gona	-5 -2 -6
trafic _ kiling	-3 -5 -2
trafic is	-6 -4 -2
train	2 -4 -3
train _ near	4 -1 -2
train platform	4 0 0
train tracks	5 -1 -1
training	-4 1 -4
transformation	-8 -6 -3
traped	-5 0 7
traps	-5 -3 -6
travel	-9 -6 -3
travel abroad	-2 -1 -2
travel to	-7 -4 -4
traveling	0 -4 -4
traveling _ moving	-5 -3 -3
traveling searching	-5 -3 -3
treasures	-5 -4 -4
treat	-6 -4 -3
tried _ croisants	-5 -3 -1
tried _ end	-9 -2 0
tried _ hang	4 0 0
tried _ month	5 -2 0
tried last	7 -2 0
tried making	-5 -3 -1
trip	-3 -4 -2
trip to	-6 -2 -1
true	-3 -7 -7
truly	-7 -2 -3
truly fel	-3 -3 -4
truly want	-6 -2 -2
trust	-13 -8 -8
trust _ light	-1 -1 -1
trust the	-8 -5 -5
trusting	-8 -4 -3
trustworthy	-4 -5 -5
try _ leave	-2 3 0
try again	-5 -3 -4
trying _ live	3 0 0
turkey	-4 -4 -4
turn	0 -2 -4
turn _ the	-5 -4 -4
turn around	-5 -5 -1
turn out	-3 -3 -3
turned into	-9 -3 -4
turning	-5 -2 4
turning blue	-2 -1 9
turns up	-1 6 0
tv	-6 -6 -6
twenties	-5 -2 -4
twice	-7 4 4
two _ an	0 0 -3
two _ now	9 0 0
two _ of	-5 -7 -5
two paracetamol	0 0 -3
two weks	-9 -5 -8
tying	8 -2 -1
tylenol	7 -2 -2
tylenol _ the	4 -2 -2
tylenol got	4 -2 -2
u	9 -4 -4
u _ the	9 -2 -3
ugh	-10 -6 -4
unalive	9 -3 -2
unalive _ bad	3 0 0
unalive _ pain	3 -1 -2
unalive myself	7 -1 -1
unalive ngl	4 -1 -1
unalive so	3 0 0
unalive without	3 -1 -2
unalived tbh	5 -1 -1
unaliving _ tonight	5 0 0
unapreciated	-3 -2 -3
unapreciated _ work	-3 -2 -3
unapreciated at	-3 -2 -3
unbearable	-3 -1 0
unbearable _ dying	-2 -1 -3
uncle	-3 2 3
uncle touches	0 4 0
unconscious	-3 -6 9
unconscious _ not	0 0 4
under _ table	-2 4 0
under a	-8 -4 -2
under the	2 0 1
understand	6 -1 -3
understand _ i	3 0 0
understanding	0 -4 -5
unexpected	-5 -5 -1
unhuried	-6 -5 -7
universe	1 -5 -3
universe _ me	-10 -4 -2
university	-6 -1 -3
university _ want	-3 -1 -1
university _ wants	-3 -4 -3
university he	-3 -4 -3
university i	-3 -1 -1
unles	-2 5 -1
unles _ met	0 1 0
unles i	-2 6 0
unlimited	-3 -3 -3
unlimited _ guidance	-3 -3 -3
unlimited wekly	-3 -3 -3
unsetling	-3 -3 -3
until _ bled	6 3 0
until _ cant	8 -2 -1
until _ couldnt	-1 8 -1
until _ goes	5 -1 -1
until i	6 5 -2
until payday	-5 -2 -3
until the	-4 -6 -5
until they	9 -1 0
up _ mind	4 0 0
up _ my	-6 2 -5
up _ night	-7 -2 -6
up _ our	-2 -3 -1
up _ pils	7 0 0
up _ that	7 -3 0
up _ thought	7 0 -1
up _ wil	-7 -7 -6
up _ you	-3 -7 -1
up a	-7 -11 -2
up al	-5 -4 -3
up and	3 2 1
up at	-6 2 -3
up before	-3 -1 -1
up blod	0 0 4
up every	7 -1 0
up failed	-4 -3 -3
up for	0 -6 -2
up i	4 -2 1
up laughing	-5 -3 -4
up now	-6 -6 -5
up on	1 -2 -1
up relieved	3 0 0
up with	-5 0 -2
upcoming	-7 -4 -5
update	-6 -5 -6
update pasword	-6 -4 -4
updated	0 -6 -6
upset	-4 -4 -5
us	-6 5 -6
us and	-4 0 -3
us if	0 5 0
usage	-5 -4 -4
usage history	-5 -4 -4
use	-1 -4 -2
use _ i	3 0 0
use _ least	-3 -3 -3
use at	-3 -3 -3
use what	3 0 0
used a	7 0 0
user	-5 -4 -4
user information	-5 -4 -4
username	-12 -8 -10
username _ short	-3 -3 -3
username taken	-6 -4 -5
username to	-3 -3 -3
using it	6 0 0
vacation	-12 -3 -4
vacation _ now	-2 -1 -1
vacation right	-2 -1 -1
vacation rn	-3 -2 -2
valid date	-4 -4 -3
value	-8 -5 -6
values	-8 -4 -3
vanish forever	2 0 0
vase	-9 -4 -2
vast	-5 -5 -9
verifying	-2 -2 -3
verifying _ are	-2 -2 -3
verifying you	-2 -2 -3
very	-8 -5 8
vet	-7 -5 -6
vet says	-10 -6 -5
vibe	-7 -4 -2
vibe today	-3 -2 -4
vibes	-10 -2 -5
view	-7 -5 -5
view reading	-5 -5 -5
vilain	-8 -6 -7
vilain in	-7 -2 -1
visa _ aproved	-3 -2 -4
visa _ go	-6 -2 0
visa aplication	-5 -2 -1
visa get	-3 -2 -3
vision	-3 -1 6
visionary	-9 -8 -8
visit	-7 -2 -5
visit _ for	-3 -2 0
visit _ sumer	-3 -2 -2
visit me	-4 -5 -2
visit this	-3 -2 -2
vitamins	-4 -5 0
vodka _ a	-1 0 5
voice what	-3 -3 -3
voices	6 -2 0
volunter	-10 -6 -5
voluntering	-7 -2 -2
vomiting	-5 -1 8
vomiting blod	-4 0 6
vs	-6 -5 -5
wadle	-8 -6 -4
wait	-2 -7 -6
wait a	-6 -2 -4
waiting	1 -5 -4
waits	-4 2 -2
wal _ it	6 -1 -2
wal _ the	10 0 -2
wal on	4 0 0
wal til	14 -1 -4
walet	-4 -2 -1
walk _ the	7 -2 0
walk home	7 -1 0
walk into	9 -2 0
walked	2 -3 -6
walkin	6 -2 -1
walking _ the	7 -3 -1
walks	-9 1 -5
wana	10 -5 -3
wana _ forever	6 -1 -1
wana _ fr	5 0 0
wana _ it	3 0 0
wana _ ngl	4 -1 -1
wana _ so	5 -1 -2
wana _ to	5 0 0
wana die	7 -1 -2
wana end	3 0 0
wana go	5 0 0
wana slep	6 -1 -1
wana unalive	5 -3 -1
waning	-7 -6 -6
waning crescent	-4 -4 -4
waning gibous	-5 -4 -4
want	5 -5 -4
want _ break	-11 -5 -3
want _ bury	-5 -1 -3
want _ close	7 -2 -3
want _ delete	-4 -6 -1
want _ die	7 -1 -3
want _ dye	6 -2 -2
want _ eat	-7 -5 -6
want _ fal	8 -2 -1
want _ finish	9 0 0
want _ fix	3 0 0
want _ go	4 -1 -1
want _ hang	5 0 0
want _ hurt	5 0 0
want _ just	10 -1 -2
want _ leave	0 -4 -4
want _ life	7 0 0
want _ make	5 0 0
want _ not	4 0 0
want _ proces	2 0 0
want _ slay	-3 -3 -2
want _ slit	3 -1 -1
want _ unalive	9 -1 -1
want _ understand	-5 -1 -10
want _ walk	5 -1 0
want it	14 -1 0
want my	8 0 -1
want the	6 2 0
wanted _ ask	3 0 0
wanted _ to	9 -2 -1
wanting _ make	3 -1 0
wants	5 -3 -4
wants me	-3 -2 -1
war	-9 -7 -6
war _ the	-3 -11 -1
ward	2 -5 -1
warm	-8 -5 -2
warmer	-8 -3 -5
warmth	-10 -8 -9
warning	-7 -4 -6
was _ age	-3 -3 -3
was _ an	-7 -5 -3
was _ and	-7 -4 -2
was _ asaulted	-2 4 -2
was _ away	3 -5 -1
was _ by	-9 1 -5
was _ for	-6 -6 -7
was _ i	-2 0 -4
was _ im	-3 -5 -2
was _ in	-5 -2 0
was _ maried	-4 -3 -3
was _ me	-7 -2 -4
was _ meh	-3 -3 -3
was _ the	1 -2 -4
was _ vacation	-1 -4 -3
was _ work	-6 1 -4
was a	-5 -2 -5
was amazing	-7 -1 -2
was an	-3 -1 -3
was back	-6 -4 -2
was born	-8 -5 -2
was dancing	-5 -6 -2
was floating	8 -1 0
was flying	-5 -4 -4
was godbye	5 -1 -1
was heavy	-5 -5 -4
was huried	-2 -2 -2
was in	-9 -4 -4
was kiling	-4 -2 -3
was laughing	-6 -5 -4
was molested	-2 3 -2
was my	-7 -1 -5
was naked	-3 -2 -2
was not	-3 -2 -6
was outside	0 6 0
was pregnant	-4 1 -3
was so	-6 -4 -4
was stil	4 0 0
washed	-3 -3 -4
wasnt around	4 0 0
watch	2 -7 -4
watched	-11 -9 -8
watching	-5 0 -8
watching _ laugh	-4 0 0
water	-4 -4 -2
water _ clear	-6 -1 -3
water _ comes	-3 -3 -2
water always	-3 -3 -2
water and	-2 -5 -8
watered	-6 -4 -4
wave	-9 -4 -3
waxing	-6 -6 -6
waxing crescent	-4 -4 -4
waxing gibous	-4 -4 -4
way _ die	6 0 -1
way _ end	8 0 -1
way _ go	9 -1 -1
way out	10 -3 -2
way to	1 -4 3
way trip	4 -1 -1
ways _ die	7 0 0
ways to	4 0 -1
we	-9 -4 1
we _ about	-1 -6 -6
we _ he	0 6 -2
we _ my	-4 -5 -5
we _ over	0 0 4
we _ the	-4 -2 1
we _ up	-6 -5 -4
we do	0 0 5
we got	-5 -4 -3
we had	-3 -2 1
we just	-6 -2 -2
we want	-5 0 -3
we work	-1 5 0
wear _ the	-3 -3 -3
wear to	-5 -5 -3
weather	-6 -1 -3
website	3 -1 0
weding	-11 -6 -6
weding day	-6 -3 -2
weding spech	-5 -1 -1
weds	-5 -2 -2
weds _ my	-6 -1 -1
weds in	-4 -2 -1
weird	-7 -6 3
weird _ ask	4 0 0
wek _ friday	-3 -2 -1
wek _ knows	0 4 0
wek _ night	-4 -6 -1
wek _ the	2 0 0
wek he	-6 3 0
wek lol	-4 -1 -1
wek of	-4 -4 -4
wek or	-7 -5 -2
wek promise	-5 -3 -3
wekend _ beter	-4 -1 -1
wekend _ give	5 -1 0
wekend _ switch	-4 -4 -1
wekend _ wil	-6 -3 -1
wekend and	-4 1 -3
wekend cards	5 -1 0
wekly	-4 -4 -4
wekly guidance	-4 -3 -3
weks	-7 -6 -1
weks penguin	2 0 0
wel	-1 -8 -9
wel _ wek	-4 -3 -2
wel and	-6 -1 -1
wel tonight	-5 -2 -1
welbeing	-9 -8 -8
welcome	-11 -8 -7
went _ and	-3 -4 3
went bad	-3 -3 -3
went out	6 -1 0
were	-4 -1 -2
were drowning	0 -2 -1
were stuck	-1 -1 5
weve	-7 -7 -6
weve _ apart	-3 0 -1
weve grown	-3 0 -1
what _ already	-10 -5 -2
what _ bought	3 0 0
what _ does	0 4 0
what _ get	8 -1 -2
what _ going	3 0 0
what _ i	-7 3 2
what _ is	-7 -5 0
what _ my	-5 -3 -2
what _ represents	-1 -4 -2
what _ said	0 -2 -1
what _ since	-4 -5 -4
what _ surounds	-5 -4 -4
what _ the	-4 -2 -5
what _ wanted	-5 -4 -4
what _ you	-8 -2 -4
what am	-3 -6 -4
what does	-8 -5 -5
what energy	-5 -5 -3
what hapened	-3 0 -5
what has	-7 -5 -5
what im	12 -2 0
what is	-6 -9 -8
what its	9 -1 -2
what maters	-9 -7 -6
what mesage	-5 -4 -4
what now	-4 -2 2
what to	-4 -2 3
what wil	-4 -2 -1
what you	-10 -4 -5
whatever	0 -5 -3
whats	0 -8 -6
whats _ for	-5 -2 -1
whats _ least	6 -1 -1
whats _ mesage	-4 -3 -3
whats _ most	5 0 -1
whats _ spirit	-6 -3 -3
whats _ store	-4 -1 -2
whats _ tarot	4 -1 -1
whats _ vibe	-7 -4 -3
whats in	-4 -1 -1
whats my	-7 -3 -3
whats next	-7 -2 -2
when	3 8 -4
when _ argue	-1 5 0
when _ can	-6 -5 -2
when _ cries	-1 6 -2
when _ deserve	-3 3 0
when _ drunk	-1 5 0
when _ get	5 1 0
when _ going	8 -1 0
when _ gone	5 -4 -4
when _ grades	-4 7 -1
when _ it	-8 -5 -4
when _ rain	-2 -1 0
when _ sad	2 -1 0
when _ saw	-5 -6 -2
when _ think	1 -1 -5
when _ was	-10 -5 -5
when _ woke	3 0 0
when diner	0 1 0
when does	-5 -4 -4
when hes	-3 4 -1
when she	-7 -1 4
when shes	-3 7 0
when the	5 -6 -1
whenever _ lok	-2 4 0
whenever _ speak	0 7 0
whenever shes	-1 4 -1
where _ i	-5 -1 -2
where should	-8 -3 -5
whether _ take	-5 -3 -2
whether my	10 -1 -1
which	4 -3 -5
which card	-8 -6 -2
which day	-4 -2 -1
while _ was	-4 4 1
while i	-3 5 0
white	-7 -4 1
who _ am	-4 -4 -3
who _ i	-5 -4 -4
who _ their	4 -2 -2
who always	-7 -3 -1
who gets	6 -2 -3
who i	-4 -1 -3
who take	4 -1 -1
whoever _ this	7 -1 0
whole	-2 -4 3
whole _ and	-5 -1 -2
whole _ tonight	3 0 -1
whos _ decided	3 -1 0
whos already	3 -1 0
whose	-7 -1 -1
why	2 -5 -4
why _ did	3 0 0
why _ i	-1 -2 -3
why _ left	-4 -3 -4
why _ the	-7 -5 -6
why did	-5 -3 -5
why do	-5 -3 -3
why i	3 -2 -1
why she	-4 -3 -4
wi	-8 -7 -8
wi the	-2 -3 0
wider	-6 -5 -4
wife _ me	0 6 -1
wife fainted	0 0 3
wife just	-3 -1 6
wife slaps	-3 7 -3
wil	-2 -6 -6
wil _ and	-4 -7 -3
wil _ back	-9 -5 -5
wil _ bakery	-2 -2 -2
wil _ beat	-4 -1 0
wil _ because	3 0 0
wil _ bridge	5 -1 -1
wil _ cal	-6 -6 -3
wil _ care	9 -3 -3
wil _ cover	-4 -2 -2
wil _ crush	-5 -1 -2
wil _ deleted	2 0 0
wil _ end	-7 -1 0
wil _ ever	-5 -5 -5
wil _ ex	-4 -4 -3
wil _ fel	-7 -2 -2
wil _ find	-8 -5 -4
wil _ flight	-3 -2 -3
wil _ get	-6 -5 -5
wil _ grades	-3 -3 -3
wil _ grandfather	-3 -3 -3
wil _ grandmother	-2 -1 -2
wil _ grandson	-4 -2 -1
wil _ health	-5 0 0
wil _ help	-2 0 -2
wil _ hit	-6 -2 -2
wil _ hurt	5 -1 0
wil _ if	7 0 -2
wil _ in	-2 0 -4
wil _ interview	-3 -3 -2
wil _ into	3 -1 0
wil _ litle	1 -4 -4
wil _ make	-11 -2 -2
wil _ mary	-4 -4 -4
wil _ mom	-3 -2 -2
wil _ much	4 -1 -1
wil _ neighbor	-3 -4 -3
wil _ regret	-5 0 -2
wil _ remember	-6 -3 -1
wil _ say	1 -4 -2
wil _ sister	-8 -6 -4
wil _ slep	-8 -1 0
wil _ stock	-4 -2 -2
wil _ suced	-7 -3 0
wil _ suit	-7 -2 -1
wil _ text	-2 -4 -1
wil _ that	-3 -1 -2
wil _ the	-4 -1 -1
wil _ turn	-5 -4 -2
wil _ understand	4 0 0
wil _ visa	-6 -2 -2
wil _ work	-5 -2 -2
wil _ you	-6 -3 -2
wil anyone	13 -2 -2
wil because	-3 -1 -2
wil cry	6 0 0
wil do	9 0 0
wil find	5 1 0
wil friday	-3 -2 -1
wil go	7 0 0
wil grow	-5 -4 -4
wil he	-5 -7 -8
wil i	-10 -6 -5
wil insurance	-4 -2 -2
wil is	4 0 -1
wil it	1 -3 -4
wil kil	-4 -4 -1
wil me	-5 -8 -5
wil my	-3 -4 -4
wil not	5 0 0
wil now	-3 -1 -2
wil point	-4 -4 -3
wil she	-11 -6 -1
wil the	-6 -4 -4
wil they	-7 -7 -2
wil throw	0 4 0
wil tonight	2 0 0
wil walk	3 -1 0
wil we	-4 -7 -4
win	-3 -6 -4
win _ match	-4 -1 -3
wine	-3 -4 -1
wings	-8 -4 -4
winter be	-12 -4 -1
wiped	-7 -5 -5
wisdom	-8 -4 -7
wish	5 -2 -1
wish i	4 -1 -1
wishing	11 0 -1
wishing _ had	4 0 0
with _ and	-9 -3 2
with _ before	-5 -1 -2
with _ belt	-2 9 -1
with _ card	-2 -1 -1
with _ clothes	-5 6 -3
with _ cofounder	-4 -1 -1
with _ compas	5 -3 -1
with _ cousin	-6 -4 -4
with _ empty	-3 -3 6
with _ girlfriend	-8 -7 -2
with _ group	-3 -2 -1
with _ guy	-4 -2 -1
with _ gym	-6 -5 -2
with _ i	2 5 0
with _ insurance	3 0 0
with _ investment	-3 -3 -3
with _ jump	-3 -3 -5
with _ just	6 0 0
with _ kids	-5 -8 -8
with _ knife	-1 5 0
with _ lighter	5 0 -1
with _ lol	-2 -2 -3
with _ mother	-2 -2 -2
with _ neighbour	11 -4 -3
with _ old	-7 -3 -4
with _ pan	-1 10 0
with _ rather	-3 -2 -2
with _ razor	8 -1 0
with _ stick	0 5 0
with _ tea	-6 -6 -4
with _ water	-5 -5 -2
with _ wek	-4 -2 -2
with _ when	3 3 -1
with care	-8 -6 -6
with cuter	3 -1 -1
with everything	5 0 0
with friends	-8 0 -6
with grace	-4 -4 -4
with it	7 -3 -3
with kindnes	-5 -3 -3
with life	5 -4 -2
with love	-3 -3 -3
with mark	-7 0 0
with my	-4 -3 -4
with no	-7 -4 -4
with pilows	-3 -3 -3
with this	-9 -6 -4
with us	-2 5 0
within	-14 -7 -6
without _ around	4 0 0
without _ as	-2 3 -1
without _ cost	4 -1 0
without _ for	-5 -3 -6
without _ it	-4 -4 -2
without _ ive	5 0 0
without _ knowing	6 -3 -1
without _ the	-3 -3 0
without _ to	-4 -2 -3
without _ what	4 -1 0
without apology	-3 -3 -2
without fod	0 7 0
without me	11 -4 -1
without pain	4 -1 -2
wnat	3 -2 -2
wnat _ dei	3 -2 -2
wnat to	3 -2 -2
woke _ a	0 0 4
woke _ before	-4 -1 -2
woke _ i	3 1 0
woke _ laughing	-5 -3 -1
woke _ relieved	3 0 0
woke _ to	3 -1 0
woke wanting	3 -1 0
won	-7 -8 -6
wonder	-6 -3 -4
wont	5 3 6
wont !be	9 -1 0
wont !hurt	5 0 -1
wont !stop	-4 -4 9
wont !talk	-8 1 -6
wont _ !bleding	-2 -1 4
wont _ !either	3 -2 -1
wont _ !here	6 0 0
word _ this	-4 -3 -4
word for	-4 -3 -4
words	-1 -7 1
words _ my	7 -2 -3
words into	7 -2 -3
work	-6 -1 -2
work _ hours	0 5 0
work and	-2 3 -1
work is	0 -5 -7
work out	-6 -1 -2
work raped	-1 4 -1
work today	-2 -1 -2
workout _ kiling	-3 -3 -4
workout is	-3 -3 -4
works	2 -3 -2
world	6 -4 -6
world permanently	4 0 0
worse every	-4 -1 6
worst	-4 -6 4
worst headache	-2 -1 5
worth	-1 -6 -5
worth _ spon	-3 -3 -3
worth every	-4 -3 -2
worth it	-7 -6 -4
worthles _ i	5 -1 -2
worthles and	5 -1 -2
wory	-6 -4 -2
would	13 -4 -3
would _ care	3 0 0
would _ for	-4 -1 -1
would _ me	4 -2 0
would _ parents	3 0 0
would _ penguin	5 0 0
would _ to	4 -1 -1
would die	-4 -1 -1
would notice	6 0 0
would take	2 0 0
wrecked	-5 -6 -4
wrecked me	-11 -5 -5
wrist _ its	-1 -1 6
wrists	7 0 -1
write _ before	-9 0 0
write _ journal	-4 -4 -3
write _ reflections	-4 -3 -4
write _ suicide	5 0 0
write your	-5 -4 -5
writen _ a	3 0 0
writen _ wil	3 0 0
writen them	3 0 0
writing _ from	4 3 -3
writing _ mesages	3 -1 0
writing _ obituary	3 -1 -1
writing a	-15 -10 -9
wrong	-2 -2 4
wrong _ i	4 -1 2
wrote	7 -3 -2
wrote _ leters	5 0 0
wrote _ my	4 -2 -1
wrote _ note	3 -1 0
wrote _ suicide	4 0 0
wrote _ wil	5 0 0
wrote godbye	3 0 0
wrote my	5 -3 0
wrote the	5 -1 0
year	-7 -4 -1
year _ finaly	-6 -4 -4
year _ learn	-3 -2 -3
year _ like	0 0 -1
year _ my	-3 -1 -3
year _ of	-6 -5 -4
years	-4 -5 -5
years _ and	1 -3 -4
years _ i	-7 1 -3
years _ no	-4 -4 -3
years _ today	-7 -4 -4
years ago	-9 -5 -8
years clean	-5 -1 -1
years is	-6 0 0
years since	-4 -2 0
yeled	-9 -7 -4
yes	-3 -4 -5
yes no	-7 -7 -5
yesterday	-8 2 -8
yesterday _ a	-5 -5 -10
yesterday i	-6 -2 -1
yet	-7 -6 -5
you	-2 -6 -5
you _ ben	-7 -2 -3
you _ com	-4 -3 -4
you _ everything	5 0 0
you _ fel	-7 -1 -3
you _ guided	-1 -1 -3
you _ have	-4 -3 -3
you _ human	-2 -2 -3
you _ is	-8 -2 -4
you _ it	-7 -2 -3
you _ me	0 -2 -1
you _ not	-9 -2 -2
you _ permision	-4 -4 -3
you _ than	-8 -2 -4
you _ this	5 -3 -3
you again	-4 -4 -5
you already	-8 -4 -3
you and	-7 -2 -2
you are	-10 -4 -8
you can	-5 -1 -2
you deserve	-3 -2 -3
you die	8 0 0
you do	-3 -2 -3
you example	-4 -3 -4
you feling	-3 -2 -3
you have	-2 -4 -3
you like	-9 -1 -3
you might	-6 -4 -6
you more	-5 -5 -5
you most	-6 -1 -2
you not	-7 -3 -3
you predict	-3 -2 -2
you thank	3 0 0
you truly	-7 -1 -1
you wil	-5 -3 -6
youl	-5 -5 -6
young	-5 -3 -2
youngest	-7 -3 -5
your	-7 -9 -9
your _ for	-6 -3 -3
your _ have	-3 -1 -2
your _ is	-7 -3 -5
your _ question	-4 -1 -2
your _ rise	-3 -2 -2
your body	-7 -1 -4
your cal	-3 -2 -2
your card	-6 -5 -6
your changes	-3 -1 -2
your dreams	-6 -4 -4
your entry	-8 -3 -3
your inbox	-4 -3 -3
your keping	-3 -2 -3
your nest	-3 -1 -1
your pasword	-3 -2 -2
your people	-4 -3 -3
your question	-8 -4 -5
your reading	-9 -3 -4
your readings	-4 -2 -2
your reflections	-4 -3 -4
your way	-4 0 0
your work	-9 -4 -3
your wrist	3 0 0
yourself	-5 -5 -7
yourself _ apology	-3 -3 -3
yourself without	-3 -3 -3
youtuber	-4 -3 -5
zero	-5 -6 -6
zombie	-7 -5 -3
zombie _ mondays	-3 -1 -3
zombie on	-3 -1 -3
️	-8 -3 -3
`;

// Written by scripts/train-care.ts from the training sets (docs/care.md, "The model"); do not edit.
export const MODEL_EN = `
!555	-10 -10 -8
!a	9 -4 0
!a !cry	3 0 0
!a _ !for	3 0 0
!about !this	-6 2 -6
!about _ my	5 -2 -2
!about _ train	3 -1 -2
!about it	-4 -3 -2
!about sliting	3 -2 -2
!alive !next	4 -1 0
!alive _ wek	4 -1 0
!alowed	-2 4 -1
!alowed !to	-2 6 -1
!and	-3 1 7
!another !day	3 -1 -2
!answer	-4 -3 4
!answer !me	0 -3 5
!answering	-2 -1 8
!anymore	7 -3 -6
!anyone	8 -1 -1
!anything	3 2 -2
!anyway	6 0 0
!anyway _ i	5 0 0
!anyway wil	5 0 0
!around	9 -1 -2
!authenticated	-7 -6 -6
!available	-6 -4 -4
!back	5 -6 -2
!backup	-7 -4 -4
!be !found	7 -1 -1
!be !here	5 -1 0
!be !long	5 0 0
!be _ !to	8 0 -2
!be _ anymore	12 -1 -1
!be _ but	3 0 0
!be _ tomorow	6 -2 -1
!be alive	8 -1 -1
!be around	5 0 -1
!be dramatic	3 0 0
!being	7 -3 -1
!being !alive	3 -1 0
!being _ !next	4 -1 0
!ben	12 -3 -1
!bleding	-4 -2 5
!blod	-1 -3 7
!born	6 0 -1
!both	-5 -5 -2
!breath	-7 0 2
!breathe !and	-2 -1 7
!breathing	-3 -2 9
!but	-5 -2 -1
!by	-3 -5 -6
!came !back	7 0 0
!camping	4 -1 -1
!can	2 -3 1
!cary this	-4 -5 -4
!catch	-1 0 2
!catch !my	-1 0 2
!catch _ !breath	-1 0 2
!category	-7 -6 -6
!come !to	-5 -4 -4
!compile	-5 -1 -1
!cry !for	3 0 0
!cry _ help	3 0 0
!danger	-12 -2 0
!dark	-9 -8 -4
!deserve !fod	8 -1 -1
!do !this	4 -1 -2
!do _ !anymore	4 -1 -2
!drinking	-6 -4 -5
!drinking !again	-5 -2 -1
!eat	8 5 -1
!eating	6 -2 -1
!em	6 -1 -2
!every	-9 -9 -10
!except	5 -1 -1
!except dying	3 -1 -1
!exist anymore	8 -1 -1
!extra	-8 -6 -3
!face	5 -6 2
!family	4 -5 -4
!fel !my	-4 -1 3
!fel _ !legs	-4 -4 8
!felt	-6 -1 -5
!finish	-3 1 7
!for !camping	3 -1 -1
!for help	3 0 0
!force	-4 -1 -1
!force it	-3 -2 -3
!found	-3 -6 -6
!get _ !again	4 0 0
!get _ !my	-8 -3 -1
!give	-8 8 -1
!go	4 3 -4
!godbye	6 -4 -1
!going	7 -3 2
!going !to	6 -2 -4
!going _ !be	3 0 -1
!gona _ !here	5 0 -2
!hands	1 0 3
!have _ !cary	-4 -5 -4
!have _ !force	-4 -1 -1
!helmet	10 -2 0
!here	7 -1 0
!here _ longer	5 0 -2
!here _ month	4 -1 0
!here much	5 0 -2
!home !i	9 -4 -2
!how	-7 4 5
!how _ make	-4 5 -3
!hurting !myself	6 -1 -3
!i	4 1 -3
!i !want	7 -1 0
!i _ die	9 -1 0
!i _ i	5 2 -2
!i dont	2 -4 -5
!i tel	6 2 0
!idea	-8 -5 1
!if _ tel	0 3 0
!im	6 -1 5
!in !living	4 -2 -1
!in _ the	-4 -4 -5
!is _ ex	6 0 0
!is that	2 0 0
!it !is	-6 -5 -5
!it !where	5 0 0
!it !yet	4 -1 -1
!it _ an	-4 -1 -2
!it _ i	7 0 -1
!it _ the	-5 0 -3
!it is	-4 1 -6
!its	7 1 4
!ive	11 -3 -2
!job	7 -3 -2
!joke	4 -1 -2
!joking	7 0 0
!joking !this	5 -1 0
!joking _ !time	5 0 0
!know !why	6 -2 0
!know _ !it	-6 10 -3
!leave _ house	-7 6 -2
!left	7 -4 -2
!let	-4 7 -5
!let _ !se	-2 5 0
!lips	-6 -6 9
!live	11 -4 -2
!live _ should	3 0 0
!live _ what	7 -2 -2
!live anymore	4 -1 0
!living	7 -2 -3
!living !anymore	7 -1 -3
!living _ this	5 -1 -2
!lol	-2 -6 -6
!match	-8 -5 -6
!me _ my	-3 6 0
!memory	-2 4 -1
!mis	6 -2 0
!mis me	6 -2 0
!month	6 0 0
!moving	2 -4 8
!much	-4 -5 0
!my !breath	-1 0 2
!my !family	5 -3 0
!my !inhaler	-8 -5 9
!my !surgery	3 -2 -1
!myself	9 -2 -2
!ned !them	5 0 -1
!ned _ !hury	-3 -2 -4
!neds	-10 -12 -7
!next	4 -1 -1
!next month	4 -1 -1
!next wek	4 0 0
!of	-1 -4 -1
!of !dying	6 0 0
!on	7 -3 -2
!on !being	5 0 0
!one	4 2 0
!one _ !mis	6 -2 0
!out !except	5 -1 -1
!out _ dying	3 -1 -1
!pay	0 9 -1
!pay _ !month	4 0 0
!plan	7 -4 -1
!plan !on	4 0 -1
!planing	7 -1 -1
!planing !to	3 -1 -1
!please	-3 -4 2
!point	7 -2 -2
!point !in	4 -2 -1
!point !living	3 -1 0
!point _ !anymore	3 -1 0
!point _ !living	4 -2 -1
!protected	-3 -3 -3
!pulse	-5 -2 7
!put	-7 -5 -7
!questions	0 -5 -3
!questions !yet	-5 -5 -4
!quit	-8 0 -5
!readings	-5 -4 -4
!readings !yet	-4 -3 -3
!reason !to	8 -3 -3
!reason _ !live	4 0 0
!reason _ !stay	4 0 0
!reason _ live	8 -1 -3
!remember	-4 2 -4
!remember !anything	-4 4 -2
!resonate	-3 -3 -2
!responding	-2 -6 10
!right	-7 1 6
!run	-7 -8 -5
!say	2 4 -4
!scared	1 -4 1
!scared !of	6 0 0
!scared _ !dying	6 0 0
!scary	-5 -4 -2
!se !myself	5 -1 -2
!se !why	4 0 0
!se _ !i	4 0 0
!so	-5 -6 -2
!stairs	-9 -6 -7
!stand	0 0 2
!stand !up	-2 0 3
!stoping	-1 -1 4
!submit	-3 -3 -3
!surgery	3 -2 -1
!survive !my	3 -2 -1
!survive _ !surgery	3 -2 -1
!sweating	0 0 6
!talk	-10 -1 0
!tel	5 5 -2
!tel !my	9 -2 -4
!the _ i	6 0 0
!them	7 1 -1
!think	6 -3 3
!think !i	7 -2 0
!thinking _ it	-4 -3 -2
!thinking _ sliting	3 -2 -2
!this !anymore	4 -1 -2
!this !time	5 -1 -1
!this time	7 -1 0
!to !exist	8 -1 -1
!to !force	-4 -1 -1
!to !hury	-3 -2 -4
!to !im	-3 6 -2
!to !live	6 -1 0
!to !wake	5 -2 -3
!to _ 13	-3 6 -2
!to _ alive	8 -1 -1
!to _ any	4 0 0
!to _ anymore	5 -1 0
!to _ around	4 0 0
!to _ dramatic	3 0 0
!to _ everything	-4 -2 -4
!to _ someone	6 -1 0
!tomorow	7 -6 -3
!tonight	9 1 0
!trying _ !be	3 0 0
!until	-4 -1 -5
!up	8 -2 8
!up !again	5 0 0
!up !is	3 0 0
!up !until	-5 -4 -4
!up _ or	4 0 -1
!up _ that	6 -1 0
!up _ the	-3 0 -1
!up tmrw	3 -1 -2
!valid	-4 -3 -5
!wake	9 -3 4
!wake _ !is	3 0 0
!wake _ !until	-5 -4 -4
!wake _ tmrw	3 -1 -2
!wake _ tomorow	4 -2 -3
!wake up	6 -1 -3
!wana !wake	4 -1 -3
!wana _ !up	4 -1 -3
!want _ !exist	8 -1 -1
!want _ !im	-3 6 -2
!want _ !live	7 -1 0
!want _ !wake	6 -2 -3
!want to	4 -1 0
!wanted	-4 -1 -3
!way !out	5 -1 -1
!way _ !except	5 -1 -1
!were	-5 8 -6
!what !i	-6 -3 -2
!what _ say	-3 -5 -8
!whole	-7 -5 -5
!why	4 -4 -1
!why !im	5 0 0
!wil	1 3 -5
!wil !i	-6 -4 -2
!wil _ find	-6 -4 -2
!wil my	4 -2 -2
!wish	5 -2 -1
!wish !to	5 -1 -1
!work	7 -2 -4
!yet	-1 -2 -7
!yet !protected	-3 -3 -3
!your	-5 -5 -6
10	-6 -4 -1
10 years	-7 -5 -4
100	-9 -4 -3
11 11	-7 -7 -4
12 hour	-7 -2 -4
12th	5 -3 -2
13	-4 1 -2
1323	-6 -1 -1
14th	3 -1 -1
20	-8 1 7
20 _ pils	-2 0 3
20 sleping	-2 0 3
2025	-9 -8 -5
2am	-3 0 -3
3 _ and	-9 4 -2
3 days	-1 -5 -1
30	-4 -5 3
30 paracetamol	-3 -1 5
40	3 -4 5
44	-7 -1 -3
45	-3 -3 -3
5	-11 -2 -2
50	-6 3 -4
500	-7 -1 -4
555	-16 -12 -7
5555	-12 -6 -6
7	-5 -1 -1
70	-7 -4 -9
8	-5 1 -3
8 _ pregnant	0 0 6
81 and	-3 -1 -3
a _ about	-5 -1 -5
a _ admirer	-3 -3 -3
a _ after	-7 -5 -5
a _ at	-3 3 -3
a _ batery	-1 -1 4
a _ blade	6 0 0
a _ bok	-5 -1 -2
a _ botle	2 0 5
a _ by	-2 -3 -2
a _ card	-7 -2 -3
a _ carer	-6 -2 -1
a _ cat	-5 -1 -2
a _ death	-2 -1 0
a _ direction	-3 -1 -2
a _ dog	-6 -3 -3
a _ dose	3 0 -1
a _ entry	-4 -3 -3
a _ father	4 -1 0
a _ from	-6 1 1
a _ god	-8 -5 -3
a _ heart	-7 -1 -3
a _ in	-2 -4 -1
a _ is	-9 0 -5
a _ job	-5 0 -2
a _ line	-7 -3 -4
a _ lol	-10 -2 -6
a _ minutes	-5 -4 -4
a _ ned	7 -1 -1
a _ negotiator	-1 -2 -2
a _ no	-3 -5 -2
a _ nose	-5 -4 -5
a _ omen	-1 -4 -2
a _ out	2 2 -1
a _ outside	0 -1 4
a _ penguin	-8 -1 -1
a _ piece	-5 -5 -6
a _ pin	5 -1 -1
a _ question	-7 -2 -3
a _ right	-7 -3 -3
a _ rn	-5 -1 -2
a _ shift	-7 -5 -4
a _ sting	-4 -1 2
a _ thing	-6 1 -1
a _ was	-6 -5 -5
a _ when	-4 -6 -5
a _ where	-8 -7 -4
a _ who	-4 -3 -4
a _ wil	-6 -2 -8
a _ with	-4 -5 -2
a _ woke	-2 -8 -3
a _ year	-8 -2 -1
a baby	-6 -3 -3
a bad	0 -5 -2
a batery	-1 -1 7
a be	-5 -5 3
a beach	-6 -3 -1
a bed	7 -2 -4
a belt	0 6 -1
a big	1 -2 -3
a bird	-6 -6 -3
a break	-7 -4 -3
a bridge	-5 -2 -1
a bus	5 0 0
a buton	1 -1 3
a calm	-7 -3 -2
a car	4 -5 3
a cat	-6 -2 -3
a category	-6 -5 -5
a chick	-5 -5 -5
a cold	-8 -3 -8
a compas	5 -4 0
a conversation	-4 0 0
a crime	-5 -2 -5
a date	8 -4 0
a dog	-4 -4 -5
a dorway	-3 -3 -3
a dream	-8 1 -4
a favour	8 -1 -1
a fire	-4 -2 1
a first	-8 -1 -2
a fish	-1 -2 -3
a flat	-6 1 -2
a friend	-6 -10 -4
a funeral	-11 -2 -5
a gap	-6 -2 -3
a generous	-6 -6 -6
a godbye	7 0 0
a gp	-3 -2 -3
a haircut	-3 -2 -1
a headache	-3 -3 -7
a hose	5 0 0
a journal	-4 -3 -3
a kiler	-10 -5 -7
a kitchen	0 -2 0
a knife	1 5 1
a leg	-3 -3 -4
a lethal	6 -1 -3
a litle	-9 -6 -5
a lot	2 -1 2
a love	-6 1 -1
a man	-3 7 -2
a nap	-9 -1 -2
a new	-4 -1 -2
a nightmare	-4 -2 2
a note	11 3 -2
a one	3 0 -2
a pain	0 0 -1
a pan	-4 3 -1
a parking	-12 -7 -7
a patient	-6 -1 -1
a penguin	-4 -7 -4
a person	3 -2 -1
a pil	-8 -3 -8
a pilow	-4 -6 0
a place	-5 -4 -2
a plan	5 -2 0
a poem	-5 -1 -1
a promotion	-6 -5 -5
a proper	-10 -1 -1
a pupy	-4 -4 -3
a reading	4 -3 -2
a real	-6 -6 0
a rope	7 -1 0
a safety	5 -1 -1
a scholarship	-5 -4 -6
a secret	-2 -2 -4
a sign	-1 -5 -7
a sily	-2 -3 -5
a sin	7 -2 -3
a smal	-6 -8 -3
a soldier	1 0 -3
a stick	-1 5 -1
a stroke	-3 -2 -1
a suicide	3 -1 -1
a tato	-7 -1 -1
a test	-3 -1 -2
a time	1 -4 -9
a tracker	-2 5 -1
a trip	-8 -2 -1
a truck	5 -3 0
a vacation	-6 -3 -4
a valid	-3 -3 -3
a weight	8 -2 -1
a wek	-1 -3 -6
a wekend	-4 -2 -2
a whole	-4 -1 3
a zombie	-4 -4 -3
about	-2 -5 -4
about _ al	5 0 0
about _ and	-3 -5 -9
about _ die	-3 -1 -1
about _ dream	-6 -1 0
about _ ex	-4 -5 -7
about _ exam	-9 -2 -5
about _ first	-3 -3 -3
about _ for	-3 -1 0
about _ friends	-3 0 0
about _ into	4 -1 0
about _ job	-4 -7 -1
about _ late	-3 -2 -1
about _ myself	5 0 0
about _ own	-3 -1 0
about _ the	7 -1 -2
about _ was	-3 -2 -2
about _ wil	-11 -2 0
about a	-6 -7 -4
about driving	5 0 0
about fod	4 0 0
about is	7 0 -1
about jumping	15 0 0
about just	7 -3 -1
about kiling	8 0 -7
about mariage	-5 -4 -3
about money	-9 -5 -1
about moving	-8 -2 -1
about my	-9 -5 -12
about the	-4 -3 -2
about tomorow	-7 -8 -5
about using	5 0 0
about work	-8 -6 -4
above	-8 -7 -4
abroad	-5 -6 -4
abroad this	-1 -1 -2
abroad wil	-6 -3 -1
absolutely	-8 -6 -6
abt	6 -2 -2
abt _ it	5 -2 -2
abt ending	5 -2 -2
abused	-4 8 -2
abused me	-1 3 -1
abusive	-8 0 -4
acept	-3 -7 -5
acept it	-4 -3 0
acepting	-6 -6 -5
ache	-3 -5 -5
acident	4 -5 0
acount	3 -2 -6
acounts	5 7 -1
acros my	11 -6 -6
acros the	-6 1 -1
actualy _ anyway	-8 -11 -11
actualy forever	3 0 -1
actualy gone	4 0 0
acurate	-5 -3 -2
aded	-2 -6 -5
admirer	-3 -3 -3
adopt	-9 -5 -3
adopt _ cat	-6 -3 -3
adopt _ dog	3 0 0
adopt _ pupy	-3 -3 -4
adopt _ second	-3 -3 -3
adult	-9 -6 -5
adventure	-6 -1 -4
advice	-5 -4 -5
advice _ today	-3 -4 -4
advice please	-4 -5 -4
afairs	6 -1 -1
afraid _ dying	-5 -6 -7
afraid _ husband	-2 4 -1
afraid my	-2 4 -1
after	4 -2 1
after _ be	-4 -1 2
after _ car	0 0 3
after _ concert	-2 -2 -1
after _ die	5 0 0
after _ every	-4 -2 -1
after _ first	-10 0 2
after _ gone	5 0 -1
after _ hike	0 -2 -1
after _ hours	-6 -2 -4
after _ new	0 0 5
after _ night	-4 -6 -5
after _ of	-5 -5 -7
after _ so	7 -1 0
after a	-10 -1 -3
after death	-2 -7 -4
after im	6 0 0
after is	-2 4 0
after taking	-3 -1 11
again _ night	9 0 -3
again _ of	7 0 -1
again _ this	6 -1 -1
again _ wil	-4 2 0
again after	3 0 -2
again any	-5 -1 -1
again does	-7 0 -1
again im	-7 -3 -4
again is	-6 -4 -3
again next	-7 2 -5
again nobody	6 0 -1
again stres	-3 -1 -2
again tonight	9 2 -2
again whatever	-4 -3 -2
again while	-3 4 -1
again wil	-2 -7 -3
agatha	-5 -3 -1
agatha christie	-5 -3 -1
age	-1 -2 -5
ago _ tried	-8 -3 0
ahead	-9 -7 -6
air	-6 -1 -3
aircon	-10 -8 0
airport _ we	-4 -2 -1
al _ colour	4 0 0
al _ i	-1 -4 -1
al _ im	-4 -4 -3
al _ old	-10 -3 -3
al _ pils	7 -1 0
al _ sleping	0 -2 5
al _ think	6 0 -2
al _ time	8 -2 -2
al _ while	-2 -4 -3
al around	-5 -3 -3
al every	6 0 0
al god	-10 -4 -10
al i	7 0 1
al my	7 0 0
al night	-6 -5 2
al nothing	4 0 0
al of	6 -1 1
al over	-6 5 2
al readings	-8 -7 -6
al statuses	-6 -5 -6
al tbh	3 0 0
al the	3 -1 -3
al themes	-7 -5 -5
al up	6 0 0
al wekend	-5 -6 -6
al what	4 0 0
alarm	-5 -2 -5
alarm _ every	-5 -4 -1
alergy	-8 -3 -1
alergy _ before	-2 0 -3
alergy pils	-2 0 -3
alive	3 -3 -2
alive _ is	2 0 0
alive _ want	5 0 0
alive anymore	8 -1 0
alive i	5 0 0
alive in	-8 -3 0
alive tomorow	6 -2 -1
almost did	3 -3 -1
alone	-3 4 0
alone for	-7 -11 -4
along	-6 -7 -5
along _ my	-1 -3 -2
along with	-2 -3 -1
alow	-7 -2 -3
already	4 3 -3
already _ a	7 -1 -1
already _ the	8 -2 0
already _ your	-8 -3 -2
already decided	9 -1 0
already on	-1 0 0
already writen	5 0 0
also	-5 -2 -5
altogether	-4 -3 -4
always	1 -4 -6
always _ the	-7 -5 -7
always _ to	-6 -5 -8
always comes	-6 -9 -4
am	0 1 -4
am _ abused	-2 5 -2
am _ being	-5 -5 -7
am _ done	-3 -4 -3
am _ going	-6 -3 -1
am _ of	8 1 0
am _ than	4 -1 0
am _ to	4 -1 0
am being	-2 5 -2
am going	7 0 0
am i	-10 -6 -3
amazing	-10 -6 -6
ambulance	3 -1 5
among	-11 -5 -6
among _ and	-7 -5 -5
among us	-8 -5 -3
amount	8 -1 -2
an _ on	-3 1 -7
an a	-4 -3 -3
an exam	-6 -4 -3
an old	-8 -4 -8
anatomy	-5 -5 -7
ancestors	-7 -6 -6
and	1 4 7
and _ !be	8 -1 -1
and _ !come	7 -1 0
and _ !get	7 -2 2
and _ !moving	0 -1 3
and _ !responding	-1 -1 4
and _ actualy	-8 -1 -9
and _ again	-4 -3 -5
and _ am	0 -7 0
and _ are	-8 -8 -5
and _ argued	-8 -7 -5
and _ back	-10 -4 -2
and _ bleding	-1 -1 5
and _ but	-6 -5 -6
and _ by	3 -5 -4
and _ can	-4 -5 1
and _ card	-5 -1 -3
and _ chose	4 0 0
and _ couldnt	-7 1 -4
and _ dark	0 0 3
and _ date	4 0 0
and _ does	-6 3 -3
and _ every	-7 1 0
and _ fel	-9 -7 1
and _ fine	-8 -3 -5
and _ geting	-1 -2 4
and _ going	-4 -2 3
and _ had	-1 -5 -4
and _ handful	-2 -1 5
and _ he	0 5 5
and _ helping	-4 -4 -3
and _ home	-5 -1 -8
and _ if	-2 3 0
and _ kids	-4 3 3
and _ left	-8 0 7
and _ listen	4 0 0
and _ litle	-5 1 1
and _ loks	-6 -1 -4
and _ lost	-6 -1 -2
and _ love	-5 -3 -5
and _ make	-3 -1 -2
and _ me	-1 8 -1
and _ my	1 4 -6
and _ okay	-7 -5 -6
and _ on	-4 -3 -6
and _ only	-5 -4 -4
and _ out	-8 -3 -11
and _ over	-6 -1 -2
and _ photos	0 4 -1
and _ plan	3 0 -1
and _ proud	-4 0 0
and _ relief	6 -1 -1
and _ so	-4 -3 3
and _ starting	6 0 0
and _ stil	-3 -4 -5
and _ stuck	-2 -1 9
and _ take	-4 -2 -3
and _ tape	6 0 -1
and _ the	2 -3 -4
and _ there	4 -1 0
and _ think	9 -2 1
and _ this	-6 -5 -5
and _ til	-4 -2 -4
and _ to	2 0 -5
and _ together	-5 -4 -5
and _ us	-1 6 -1
and _ vomiting	-1 -2 8
and _ wake	3 0 0
and _ want	4 0 -1
and _ when	-5 -4 -4
and _ where	-3 -1 -4
and _ with	-3 -7 -7
and _ writing	6 4 -2
and a	0 -6 -3
and always	-8 -5 -8
and beat	0 7 0
and bit	-3 4 -2
and bleding	-1 0 8
and canot	-2 -2 6
and cant	-4 -2 4
and everything	-9 -4 -6
and gave	6 -3 -2
and give	-8 -1 -3
and go	-8 -4 -4
and gone	3 0 0
and got	-2 -4 -5
and he	-4 0 6
and honestly	6 -6 -3
and how	8 -1 0
and hurt	-1 4 -1
and im	0 -5 3
and isnt	-1 -1 4
and it	-6 -3 2
and its	-3 -3 3
and kiling	-7 -2 -3
and leaves	-4 6 -2
and left	-6 0 -5
and let	-2 -4 -3
and lets	-4 -3 -2
and lost	-5 -6 -6
and loving	-5 -5 -4
and move	-5 -3 -3
and my	6 3 7
and never	7 -3 -1
and nobody	-2 -5 -1
and nothing	3 -1 -1
and now	-3 -2 9
and phone	-6 8 -2
and rest	-9 -3 -5
and return	-6 -6 -7
and scheduled	2 0 0
and slaps	-2 8 0
and so	5 -1 -2
and start	-7 0 -2
and storage	-4 -3 -3
and survived	-8 -6 -6
and swalowed	-4 -2 8
and switch	-3 -3 -4
and takes	-2 5 -1
and tape	4 -1 -2
and thats	-4 -6 -4
and the	-2 -8 1
and think	9 -2 -3
and this	-3 -4 -3
and thought	7 -1 -6
and touches	0 8 0
and use	-4 -2 -3
and was	-3 -4 1
and welcome	-5 -3 -3
and with	-3 -3 -4
and wont	-7 2 5
angry _ my	-5 -7 -2
angry at	2 -7 -2
animals	-9 -5 -6
aniversary	-6 -9 -7
another	-1 0 -6
another way	0 7 0
anoyed	-7 -8 -7
anoying	-7 -7 -5
answer	-1 -6 -3
answer log	-6 -4 -3
answered	-7 -6 -6
answered on	-6 -5 -5
answers	-9 -6 -6
antibiotic	-1 0 5
antidepresant	-8 -4 -5
antidepresants _ im	0 -1 3
antidepresants in	-3 -2 -2
antidepresants is	5 -2 -3
anxiety	-5 -3 -3
anxious	-1 -6 -6
any	-4 -5 -7
any _ from	-5 -2 -3
any _ it	3 0 -3
any _ to	-4 -1 -2
any card	-7 1 -3
any chance	-7 -4 -3
any guidance	-7 -7 -8
any luck	-2 -4 -6
any of	4 5 -2
any tips	-4 -5 -4
anymore	3 -3 -2
anymore _ got	5 0 -1
anymore _ this	3 3 0
anymore is	3 4 0
anyone	6 4 -2
anyone _ i	5 0 0
anyone _ if	6 -1 0
anyone else	-7 -1 -1
anyone notice	5 0 0
anything from	6 -1 0
anything just	-7 -2 -4
anyway	1 -3 -4
anyway _ my	-6 -4 -1
anyway wil	0 0 -1
ap	-3 -9 -7
apart	-6 -5 -3
apartment	-5 1 -3
apartment hunt	-2 -3 -2
apearing	-7 -7 -7
aplication	-5 -4 -6
aplication _ aproved	-2 -1 -1
aplication be	-2 -1 -1
apointment	-5 -2 -5
apologize	-3 -3 -4
apology	-5 -4 -3
aprove	-8 -6 -4
aprove _ leave	-2 -4 -2
aproved	-8 -5 -2
aproved son	-3 -1 -3
aps	-6 -2 -1
arabic	-6 -6 -6
arabic 15	-6 -6 -6
are	-2 -1 -1
are _ blue	0 0 3
are _ feling	-2 -2 -2
are _ in	-6 -4 -3
are _ me	-3 -2 -3
are _ my	3 -1 -1
are _ now	0 -9 -9
are _ on	-6 -4 -3
are _ out	0 0 3
are _ the	5 2 -2
are _ to	-7 -5 -5
are enough	2 0 0
are god	-3 -2 -4
are going	-6 -4 4
are guided	-2 -2 -3
are human	-2 -2 -2
are not	-6 -6 -6
are over	-4 -5 -6
are part	-7 -5 -4
are the	-6 -6 -4
are thriving	-4 -1 -3
are upstairs	0 -2 8
are you	-7 -3 -1
argue	-7 -1 -7
argued about	-8 -8 -1
arguing	-5 -7 -9
arive	-6 -6 -6
arm _ says	0 4 -1
arm on	-6 -2 -4
arm with	4 -1 0
arms	7 3 2
arms _ my	6 -1 0
arms until	3 0 0
arms with	8 -1 -1
army	-4 -4 -6
around for	4 0 0
around you	-6 -2 -2
as	0 -3 -6
as _ kid	-7 -4 -6
as a	-3 -3 -4
as something	-8 -5 -4
asalha	-5 -4 -4
asalha bucha	-5 -4 -4
asaulted	-3 5 -3
asaulted me	-1 6 -2
ashes at	-4 -4 -5
ask _ crush	-4 -2 -3
ask _ im	2 0 0
ask _ last	5 -1 -1
ask _ question	-5 -2 -2
ask _ to	-6 -6 -2
ask her	-5 -2 -3
ask me	-12 -7 -2
ask your	-1 -2 -3
asked for	-5 3 -1
asked why	6 0 -1
asking _ me	7 -3 -1
asking _ the	-4 -3 -2
asking again	-6 -7 -4
asking because	10 0 -2
asking for	6 -2 -2
asking seriously	4 -2 -1
asks _ to	-5 1 -1
asks you	-5 -1 -1
aslep _ just	7 0 0
aslep _ never	3 0 0
aslep _ time	3 -1 0
aslep god	3 -1 0
asthma	-5 -5 8
at 2am	-3 0 -4
at 35	-3 -3 -1
at 40	-9 -4 -7
at 7	-8 -11 -5
at _ and	-6 3 -2
at _ brother	-5 -3 -2
at _ but	-5 -2 -5
at _ characters	-3 -3 -3
at _ dance	-6 -5 -6
at _ edge	2 -1 -3
at _ head	8 6 -2
at _ i	-2 0 -3
at _ its	-7 -7 -8
at _ like	-7 -1 -4
at _ nobody	8 0 0
at _ party	-3 3 0
at _ presentation	-1 -1 -2
at _ raped	-2 4 -1
at _ same	-6 -2 -1
at _ schol	-4 -3 -5
at _ talent	-3 -1 -3
at _ this	-5 -2 -2
at _ to	-8 -4 -4
at _ today	-2 -2 -2
at _ train	5 0 0
at _ water	0 -1 0
at _ weding	-6 -7 -8
at ches	-6 -5 -2
at karaoke	-6 -6 -4
at my	-6 3 -2
at once	-4 -4 -5
at sea	-10 -9 -8
at sunset	-3 -1 -2
atack	-4 -2 3
ate	-3 -9 4
ate _ poison	-2 -1 5
ate _ yogurt	-4 -2 -3
ate rat	-2 -1 5
atention	-7 -4 -4
audition	-8 -3 -4
audition on	-6 -3 -3
aunt	-5 1 -1
avoid	-10 -5 -2
awake	7 -9 1
awake i	9 0 -3
awake now	5 0 -1
away	1 -6 -5
away _ his	-1 -1 -6
away _ never	6 0 -1
away _ plants	5 0 -1
away my	1 -9 -5
baby	-6 -4 4
baby _ !breathing	-1 0 7
baby _ breathing	-2 -2 5
baby _ down	0 0 2
baby _ having	0 0 10
baby _ healthy	-3 -2 -7
baby _ strugling	-1 -1 4
baby fel	0 0 2
baby is	1 -3 5
baby isnt	-1 0 7
baby son	-2 -1 -4
baby stoped	-2 -1 6
back	0 -1 -3
back _ answer	-4 -2 -2
back _ do	-4 -1 -5
back _ login	-3 -3 -3
back _ my	-1 -2 -1
back _ now	-6 -5 -5
back _ schol	1 -3 -3
back _ the	-5 -5 -1
back _ work	-8 -2 -3
back _ your	-7 -7 -2
back and	4 4 0
back at	-6 -3 -1
back blows	-2 -3 3
back every	-5 -6 -1
back from	-5 3 -4
back home	2 -1 -3
back into	-7 -2 -1
back on	-3 -3 -3
back to	-3 -2 -9
back tonight	5 0 0
back up	-1 -6 -5
back what	-6 -4 6
backup	-8 -5 -5
backup _ storage	-4 -3 -3
backup and	-4 -3 -3
bad	-3 -3 3
bad _ day	-7 -4 -5
bad _ snaped	-4 -4 -5
bad _ take	4 0 0
bad _ think	-2 -2 -3
bad _ when	-4 -6 -5
bad habit	-3 -1 -1
bad habits	-3 -1 -1
bad il	4 0 0
bad luck	-6 -3 -4
bad omen	-2 -4 -1
bad rn	5 0 0
badly	-4 -5 2
bag	1 -6 -3
bag over	4 0 -1
baht	-2 3 -1
baht by	-2 6 0
bakery	-7 -3 -3
baking	-8 -4 -7
balance	-7 -6 -6
balcony _ morning	-2 -2 -2
balcony railing	6 -2 -4
balcony this	-2 -2 -2
bali	-6 -2 -1
bali _ a	-3 -1 -2
bali for	-4 -3 -1
band	-9 -5 -6
bangs	-7 -4 -3
based	-3 -3 -3
based unsetling	-3 -3 -3
basil	-8 -6 -6
batery	-7 -4 2
batery _ dead	-5 -2 -4
batery is	-3 -3 -5
bc	8 -6 -4
be _ and	-4 -5 -3
be _ at	3 0 0
be _ by	7 -3 -3
be _ calmer	-2 -1 0
be _ confident	-5 -4 -3
be _ end	-3 -2 -1
be _ god	-1 -1 -1
be _ him	4 0 0
be _ more	-5 -5 -2
be _ next	4 0 0
be _ on	-6 -5 -3
be _ one	-5 -1 -1
be _ or	-5 -4 -1
be _ semester	-3 -3 -5
be _ to	-1 -1 -2
be _ with	9 -3 -4
be afraid	-6 -6 -5
be an	-8 -7 -6
be aproved	-5 -2 -1
be before	7 0 0
be dead	9 -3 -1
be delayed	-2 -2 -4
be easier	-6 -5 -3
be fre	7 1 0
be fun	-5 -1 -1
be grateful	-4 -3 -4
be here	6 0 0
be honest	-9 1 -1
be lighter	6 -1 0
be nothing	6 0 -1
be one	10 -2 -2
be over	7 -1 -1
be patient	-9 -7 -9
be ready	-5 -1 -1
be rich	-4 -1 -1
be sad	5 0 0
be safe	-8 -2 0
be simple	-3 -2 -2
be sting	-5 -2 4
be the	-2 -4 -2
be with	6 -2 0
be yourself	-4 -3 -3
beach	-3 -6 -1
beach _ nobody	-4 -4 -5
beachy _ just	4 -2 -2
beat	-11 0 -7
beat _ at	-2 -5 -2
beat _ up	0 7 0
beat it	-8 -5 -3
beats	-5 4 -3
beats _ and	-1 5 -2
beats _ brother	-1 5 0
beats _ up	-1 5 -1
beats _ why	-4 -3 -4
beats my	-3 8 0
beautiful today	-4 -3 -2
because _ me	8 -1 0
because _ want	9 -1 0
because thats	7 -1 -1
becomes	-8 -5 -4
bed	2 -4 -1
bed early	-9 -1 -3
bed now	5 -2 -1
bed should	4 0 0
before _ choices	-5 -4 -5
before _ do	3 0 0
before _ end	7 0 0
before _ holidays	2 -2 -3
before _ my	-5 -2 0
before asking	-6 -1 -2
before exams	-7 -4 -5
before forty	-4 -3 -3
before he	0 -7 -1
before my	-8 -6 -10
before songkran	-5 -4 -1
before the	0 -6 -2
begin	-8 -5 -6
behind	0 -3 -5
behind me	-12 -2 -6
being _ at	-5 3 -3
being _ one	-7 -3 -1
being _ person	7 -3 -2
being alive	8 -2 -1
being held	0 2 0
being here	-6 -1 -3
being me	9 0 0
being noisy	-2 -3 -3
being single	-10 -5 -5
being so	-8 -1 -1
being to	-3 -5 -4
being traficked	0 3 -1
beings	-6 -5 -6
believe	-3 7 -2
believe me	-2 6 0
belong	-10 -2 -9
below	-4 0 1
belt	1 7 -1
belt _ bad	0 3 0
belt again	-3 4 -4
belt for	0 3 0
belt when	-1 6 -1
ben	4 4 4
ben _ for	-5 -1 1
ben _ how	7 0 0
ben _ it	2 2 0
ben _ me	-6 7 -5
ben _ minutes	0 -1 5
ben _ my	6 -2 -5
ben _ myself	6 -1 0
ben _ of	12 0 0
ben _ on	-4 1 -2
ben cuting	7 0 -1
ben giving	6 0 0
ben gone	-7 -10 -8
ben hiding	4 1 -1
ben paying	-4 -1 -1
ben planing	7 0 0
ben real	7 -2 -3
ben saved	-7 -2 -3
ben saving	6 -1 -2
ben siting	10 1 -3
ben stockpiling	6 -2 -1
ben taking	7 -5 -1
ben thinking	4 -1 0
ben through	-8 -6 -8
beneath	-8 -4 -4
beneath _ surface	-3 -3 -3
beneath the	-3 -3 -4
berlin	-5 -2 -3
best	-1 -10 -4
best _ ever	-7 -3 -6
best _ for	6 0 0
best _ in	-5 -1 -2
best day	-4 -1 -1
best friends	-4 -2 -4
best way	-1 -2 -6
bestie	-4 -3 -5
bet	-10 -5 -6
beter _ am	4 0 -1
beter _ dead	6 -2 -1
beter _ if	9 -2 -2
beter after	-3 -1 0
beter father	4 -1 0
beter friend	-6 -3 -2
beter i	8 -2 -1
beter now	-10 -5 -8
beter slep	-6 0 -1
beter son	-8 -5 -7
beter than	-3 -7 -8
beyond	-8 -2 -5
bf chokes	-1 7 -1
bf hit	-5 6 -1
big	-7 -4 -6
bike	-7 -5 -2
bike _ im	-3 -2 -3
bike but	-3 -2 -3
bird	-6 4 -1
birth	-9 -2 0
birthday	0 -6 -5
birthday _ i	8 -2 -1
birthday _ month	4 0 0
birthday diner	-7 0 -3
birthday next	4 0 0
birthday party	-3 -4 -7
bit	-3 -4 -1
bit _ arm	2 2 -3
bit _ but	-2 0 -7
bit _ hand	-4 -5 -3
bites	-6 4 -3
black again	-4 -1 -1
blade	11 -2 -4
blades	6 -1 0
blanket	-5 -3 -7
bleach	-2 -2 12
bleach _ mistake	-1 0 3
bleach by	-1 0 3
bled _ from	6 0 0
bled a	-5 -5 -5
bleding	-1 -3 9
bleding _ after	0 0 3
bleding _ right	0 0 3
bleding _ so	0 0 2
bleding heavily	-2 -1 5
block	-7 -3 -4
blod	-4 -4 12
blod _ from	-4 -1 5
blod _ go	0 -3 -3
blod from	-2 -1 5
blod is	-5 -1 6
blod test	-3 -2 -4
blody	-4 -2 -3
bloming	-6 -5 -5
blows	4 -3 3
blue	2 -3 7
blue before	-5 0 -4
blury	-7 -1 7
bodies	-5 -2 -2
body _ much	4 -1 -1
body so	5 0 -1
body to	2 0 0
bok	-6 -5 -4
bok _ the	-5 -5 -2
bok _ wekend	-4 -2 -2
bok a	-5 -2 -1
bok this	-4 -2 -2
boked	-8 -5 -5
boked for	-6 -2 -2
boks my	6 0 -1
bombed	-4 -4 -3
bored	-6 -5 -6
bored _ could	-3 -2 -1
bored i	-3 -2 -1
boredom _ this	-4 -3 -3
boredom in	-3 -3 -4
boring	-5 -3 -3
boring job	-5 -3 -3
borowed	-4 -6 -2
borows	-6 -5 -1
borows my	-6 -5 -1
bos	-8 0 -2
bos _ asaulted	-1 4 -1
bos _ if	-2 9 0
bos _ me	-1 -3 -2
bos _ the	-1 6 -1
bos aprove	-2 -4 -4
bos groped	-1 3 0
bos like	-3 -4 -5
bos sexualy	-1 4 -1
bos threatened	-2 -3 -3
bot	6 0 0
both	-6 -2 -4
botle _ she	-2 -1 2
botle tonight	4 0 -1
bought	7 -2 -4
bought _ a	-6 -3 -4
bought _ gun	4 0 0
bought _ knife	3 -2 0
bought _ not	3 -1 -1
bought _ pesticide	4 0 0
bought _ rope	4 -1 0
bought _ up	-3 -3 -2
bought crash	-3 -2 -4
bought go	-3 -3 -2
bought the	7 -1 0
bout _ it	7 -2 -2
bout ending	7 -2 -2
bowl	-2 -5 -5
bowline	-8 -3 -3
boxing	-10 -5 -4
boy	0 0 -2
boyfriend	-4 4 -2
boyfriend _ cheating	-2 -2 -4
boyfriend _ hiting	0 5 0
boyfriend _ it	-4 -4 -2
boyfriend _ love	-4 -2 -4
boyfriend _ to	-4 6 -2
boyfriend _ was	-1 -1 -3
boyfriend beat	-1 8 0
boyfriend choked	-1 7 0
boyfriend is	-4 -4 2
boyfriend it	-1 -1 -3
boyfriend realy	-4 -2 -4
boyfriend slaped	-1 6 0
boyfriend threatened	0 5 0
boyfriend threatens	0 9 -1
braces	-5 -1 -2
brain	5 -4 -2
brakes	-6 -2 -5
bread	-8 -1 -3
break	-4 1 -4
break _ leg	-3 -3 -4
break _ social	-3 -3 -3
break a	-3 -3 -4
break my	-1 6 0
break up	-3 -1 -2
breaking bad	-6 -6 -8
breakup	-5 -3 -4
breath	-1 -8 0
breath _ wil	-4 -2 -4
breath away	-4 -2 -4
breathe	-8 -7 4
breathe _ turning	-1 -1 4
breathe and	-4 -2 -1
breathing	0 -3 8
breathing _ a	-1 -1 5
bridesmaids	-2 -1 -1
bridge	6 -5 -1
bridge _ just	5 -1 -1
bridge _ quiet	5 -1 0
bridge be	5 -1 0
bridge now	5 -2 -2
bring	-6 -2 -6
bro	3 -6 2
bro im	6 -1 0
broke	-6 -4 -1
broke _ arm	-6 2 -3
broke _ heart	-2 -2 -3
broke _ nose	-1 5 -1
broke _ with	-3 -3 0
broke down	-3 -1 -4
broke into	-4 3 -3
broke my	0 5 -2
broke up	-5 -12 -12
broken	-5 -1 4
broken wil	-1 0 -7
brother _ abused	-1 3 -1
brother _ fel	-3 -2 -2
brother _ i	-4 -1 -5
brother beat	-2 -3 -3
brother beats	0 4 -1
brother drank	-5 -3 8
brother just	-3 -2 -2
brother kicked	0 5 0
brother sexualy	-1 3 -1
brother threatened	-2 6 0
brothers	1 0 -1
brought me	-5 6 -3
bruised _ because	5 -1 -1
bruised again	5 -1 -1
bruises	0 10 -5
brutal	-8 -4 -3
buble	-3 -5 -4
buble tea	-3 -5 -4
bucha	-7 -6 -6
budget	-8 -5 -4
budhist	-6 -5 -7
budhist lent	-3 -3 -2
build	-7 -4 -4
build _ and	-2 -2 -2
build slowly	-2 -2 -2
building	2 -4 -1
building _ peacefuly	-2 -2 -7
building and	4 -2 3
building ned	7 0 0
building pased	-2 -2 -7
built	-9 -4 -7
bumped	-12 -7 -8
bungalow	-4 -9 -3
burden _ everyone	7 0 0
burden _ this	3 0 0
burden everyone	3 0 0
burden my	6 -1 0
buried	-9 -7 -7
burn _ house	-4 7 -1
burned	-2 -5 -1
burned _ rice	-3 -4 -5
burned _ wrist	6 0 0
burned the	-4 -5 -6
burning	-1 -3 6
burning my	8 -1 0
burns	2 5 -2
burns _ with	-2 5 -1
burns me	-2 5 -1
bury	-7 -6 -3
bus	-2 -1 0
bus _ the	7 -1 -4
bus on	6 -1 -1
busines	-7 -4 -3
busines _ this	-1 -2 -1
busines partner	-3 -7 -4
busines survive	-1 -1 -1
bust	-8 -6 -7
busy	-9 -5 -6
but _ a	-6 -5 -5
but _ bought	2 0 0
but _ can	-8 -5 -5
but _ fine	-5 -7 -8
but _ im	0 0 1
but _ love	-3 -3 -1
but _ the	-2 -3 -4
but _ was	-7 -5 -1
but _ would	-7 -3 0
but fun	-4 -3 -3
but il	-10 -7 -7
but now	-7 -1 1
but only	-3 2 -3
but she	-4 -7 -5
but the	-2 -4 -2
but this	5 0 0
but what	-11 -7 -4
buton	0 -1 7
buton _ from	-1 -1 6
buton batery	0 -1 4
buy	-6 -9 -5
buy _ concert	-2 -1 -2
buy _ house	-5 -1 -3
buy another	-4 -4 0
by _ hair	-1 4 0
by _ teacher	-2 3 -2
by _ time	6 0 0
by acident	-8 -7 2
by mistake	-4 -6 7
by my	-1 10 -4
by suport	-3 -3 -3
c	-6 -2 -8
cab	4 -3 3
cabin	-9 -3 6
cabinet _ an	5 0 -3
cabinet _ just	7 0 -1
cabinet tonight	7 0 0
cactus	-6 -4 -3
café	-6 -6 -6
café job	-6 -5 -6
cake	-8 -4 -3
cake and	-7 -1 -1
cal _ today	-2 -2 -3
cal grandma	-7 -5 -6
cal rise	-3 -2 -2
caled	0 -5 -4
caled my	-7 -1 -2
caled the	-6 -6 -5
calm	2 -4 -8
calm _ at	-2 -2 -1
calm and	-10 -4 -5
calm day	-2 -2 -1
calmer	-5 -6 -3
calmer parent	-2 -1 0
calmly	-6 -3 -5
came back	-5 3 -4
came up	-9 -4 -3
camping _ khao	-5 -2 -2
can _ a	-8 -4 -5
can _ about	6 0 0
can _ be	-8 -2 -1
can _ gas	-2 0 8
can _ on	10 -1 -1
can _ predict	-3 -2 -2
can _ them	4 -7 -1
can be	-9 -9 -7
can get	7 -1 -1
can have	9 -3 -2
can hear	-1 -1 6
can i	-7 -6 -7
can think	5 0 0
can you	6 -1 -1
canae	6 -5 0
canceled _ my	8 0 0
canceled al	8 0 0
canot	-2 3 4
canot _ up	-3 -1 5
canot be	-9 -6 -6
canot get	-2 -1 4
cant	6 4 11
cant !be	-6 -2 -7
cant !catch	-1 0 2
cant !face	5 0 -1
cant !kep	3 5 0
cant !slep	-7 -7 -7
cant !stand	-1 0 2
cant _ !another	4 -1 -1
cant _ !anything	-2 6 -2
cant _ !my	-4 1 6
cant _ !sweating	0 0 8
cant _ !this	4 -1 -1
cant _ !up	-4 -1 5
captured	-6 -5 -6
car _ dont	0 6 0
car _ insurance	-5 -2 -2
car _ is	-3 -2 -4
car _ puled	-1 -1 4
car _ use	-4 -2 -3
car acident	-6 0 0
car and	4 -2 -1
car crashes	-5 -6 -4
car into	5 -1 0
car of	6 -1 -2
car we	-1 -1 4
card	-2 -6 -5
card _ my	-7 -2 -4
card _ new	-6 -4 -7
card _ today	-4 -3 -2
card asks	-2 -1 -1
card for	-3 -4 -2
card i	8 0 0
card library	-8 -6 -6
card meaning	-8 -5 -6
card of	-5 -3 -2
card please	-9 -3 -4
cards _ come	-2 -2 -3
cards _ if	1 1 0
cards _ the	-6 -3 -4
cards give	7 -2 0
cards that	-2 -2 -3
care if	6 -2 0
care of	11 -2 -2
carer	-8 -3 -8
carer _ to	-8 -8 -3
carer advice	-4 -4 -4
caretaker	-1 5 -2
caretaker _ her	0 3 -1
caretaker hits	-1 4 -1
caries	-4 -3 -4
carved	7 -4 -2
carved _ into	4 -1 -2
cary	-5 -5 -5
cary into	-6 -2 -3
cases	-6 -2 -2
cat	-1 -5 -5
cat _ home	-5 -2 -1
cat _ me	-13 -9 -4
cat _ on	-4 0 -3
cat come	-4 -3 -3
cat find	6 0 0
cat or	-7 -1 -3
cat to	6 0 0
catcher	-6 -5 -5
catcher log	-4 -3 -3
categories	-10 -9 -9
category	-11 -7 -7
category is	-4 -4 -4
cats	-5 -8 -4
cause im	7 0 0
ceiling	-1 -3 -6
celebrate	-11 -6 -3
chance	-7 -2 -2
chanel	-10 -3 -7
change	-5 -1 -5
change _ i	-3 -3 0
change _ phone	-4 -3 -4
change _ to	-2 0 0
change failed	-3 -3 -2
change pasword	-6 -5 -6
changed	-7 3 0
changed _ try	-2 -2 -2
changes _ ben	-3 -2 -2
changes have	-3 -2 -2
changing	-7 0 -5
changing majors	-2 -3 -2
chapter	-10 -6 -6
chapter _ move	-6 -1 0
character	-12 -8 -9
character in	-6 -2 -3
characters	-9 -8 -8
charcoal	5 -4 5
charcoal _ a	7 -2 -3
charcoal _ tape	4 -1 -2
charcoal and	5 -1 -2
charger	-8 -3 -3
chased	-9 -6 -3
chasing	-4 0 -1
cheated	-6 -6 -2
check _ inbox	-4 -3 -3
check _ of	4 -1 -2
check out	5 -1 -3
check your	-6 -3 -3
checked the	5 0 -1
checking out	7 -3 -3
chef	-4 -4 -5
chemo	-10 -7 -5
ches	-7 -5 -2
ches again	-2 -4 -2
chest	-4 -4 7
chest _ and	-1 -5 4
chest _ i	-6 -5 6
chest pain	-5 -2 4
childhod	-11 -2 -2
childhod home	-8 -3 -1
chili	-5 -4 -5
choice	-2 -2 -3
choices	-11 -4 -5
choir	-4 -3 -2
choke	-6 -4 -4
choked	-5 4 -2
choked me	-2 8 -1
choked on	-9 -6 -3
chokes _ during	-1 5 0
choking	-10 -4 7
choking _ a	0 -1 4
choking on	-2 -2 8
chores	-5 3 0
chose	-1 -4 -5
chose _ category	-3 -3 -3
chose a	-5 -4 -4
christie	-5 -3 -1
christmas be	-4 0 -5
church	-8 -6 -7
cigaretes _ im	4 0 0
circle	-7 -6 -6
circled	5 0 -1
circled on	5 0 -1
citizenship	-2 -2 -2
citizenship test	-2 -2 -2
city	-7 -3 -8
clarity _ before	-5 -4 -5
clas	-8 -2 -5
clas alone	0 4 -1
clas and	-7 2 -4
clasic	-7 -3 -10
clasrom	-7 -3 -4
clean _ dont	2 0 0
cleaned _ rom	5 -3 -1
cleaned my	5 -3 -1
cleaning	-1 -2 7
clear	-11 -7 -6
clear search	-5 -4 -4
clearing	-3 -1 -1
clearly	-7 -6 -6
clifs _ krabi	3 0 0
clifs in	3 0 0
clock _ morning	-5 -4 -1
clock every	-5 -4 -1
close _ eyes	4 0 0
close _ your	-3 -3 -3
close my	5 0 0
closed	2 -6 3
closed garage	3 0 0
closenes	-7 -5 -6
closer _ doing	4 0 0
closer to	-7 -4 -2
closet	7 1 -3
closing	-2 -2 8
closure	-8 -6 -6
clothes	-4 6 -6
clothes _ of	-3 4 -1
clothes to	-8 -7 -6
club	-1 -2 -4
clumsy	-6 -4 -4
clutching	0 -3 5
clutching _ chest	0 -3 5
clutching his	0 -3 5
coach	-4 2 -3
coach _ the	-8 2 -2
coach _ touching	-3 9 0
coach forces	-6 12 -4
code	-4 -3 -3
code _ !compile	-5 -1 -1
cofe	-10 -9 -12
cofe _ and	-3 -2 -5
cofe _ morning	-2 -2 -5
cofe this	-2 -2 -5
cofounder	-4 -1 -1
cok	-7 -4 1
cok _ haha	-2 -2 -3
coked for	-6 -5 -5
coking	-9 -7 -2
col	-4 -3 -3
colapsed	-1 -4 10
colapsed _ diner	-1 -2 4
colapsed _ has	0 -2 5
colapsed _ is	-2 -3 7
colapsed _ the	-1 -3 4
colapsed _ wont	-2 0 3
colapsed and	-1 -3 4
colapsed at	-1 -2 7
colapsed in	-2 -2 6
cold	-6 -3 -6
cold for	-5 -6 -4
coleague	-6 -2 4
coleagues	-9 -2 -2
colege	-8 -5 -6
colonoscopy	-10 -5 -5
colony	-7 -6 -7
color today	-5 -4 -4
com	-3 -3 -3
come _ friday	-6 -1 -1
come _ to	-8 -4 -2
come _ tonight	-4 -3 -3
come _ you	-3 -4 -3
comedian	-7 -3 -3
comes back	-6 5 -3
comes naturaly	-6 -2 0
comforts	-5 -5 -5
coming	-2 -2 2
coming _ to	-9 -7 -7
coming _ wrong	0 0 3
coming back	0 -5 -2
coming out	2 -6 2
coming son	-12 -9 -9
comit suicide	8 -1 0
company	-6 -7 -7
compare	-8 -4 -4
compare _ options	-3 -3 -3
compare the	-3 -3 -3
compatible	-5 -8 -6
competition	-7 -2 -4
complain	-2 5 -1
completely wil	-3 -3 0
comunity	-5 -4 -4
comunity choir	-2 -2 -2
comute	-5 -4 -3
comute _ going	-3 -2 -3
concert	-8 -5 -2
conection	-13 -7 -9
confident	-7 -2 -6
confirmation	-6 -4 -5
confused	-6 -2 12
confused _ shaking	0 -1 3
considering	8 -3 -4
continue	-3 -4 -3
continue _ my	-1 -3 -3
continue to	-3 -3 -3
contract	-2 -9 -8
contract and	-5 -2 -2
controls _ my	-2 6 -1
conversation	-4 -4 -2
corect	11 -3 -4
couch	-2 0 -2
coughed it	-2 0 -4
coughing	-8 -2 3
coughing up	0 -1 5
could	-11 -7 -9
could _ !submit	-3 -3 -3
could _ die	-5 -4 -2
could _ disapear	5 0 0
could _ for	-5 -2 -3
could _ not	9 0 0
could _ of	-3 -5 -2
could die	-4 -3 -1
could not	-7 -8 -8
could scream	-5 -3 -4
could slep	-6 -3 -3
couldnt _ going	6 0 0
couldnt find	-10 -3 -4
count	-5 3 -2
counted	10 0 -4
counted out	5 0 0
counted the	5 0 0
counting	4 -2 -3
country _ say	4 0 0
country we	4 0 0
course	-9 -3 -3
cousin	-3 -2 0
covered _ hives	-1 -2 5
covered in	-1 -2 5
cow	-8 -5 -4
coworker	-10 -2 1
coworker _ electrocuted	0 0 2
coworker got	0 0 2
coworker trustworthy	-2 -2 -3
coworkers _ im	-4 -4 -3
cpr	-7 -8 0
crash and	-3 -2 -2
crashed	-6 -7 -2
create	-10 -6 -6
create acount	-7 -5 -5
crepy	-7 -6 -3
crescent	-7 -6 -6
cried	-9 -7 -9
cried _ the	-7 -2 -2
cried for	-3 -3 -7
cried in	-2 -1 -3
crime	-8 -5 -6
crime _ and	-3 -1 -6
crisis	-9 -2 -3
croisants	-11 -8 -6
cros	-1 -5 -3
cruise	-7 -6 -5
crush	-4 -8 -2
crush _ this	-4 -2 -3
crush and	-5 -1 -2
crush is	-7 -3 -5
crush my	-6 -1 -3
crush notice	0 -1 -2
crush out	-4 -2 -3
crush the	-7 -1 -4
crushing	-2 -1 5
crushing _ pain	-1 0 6
crushing chest	-1 0 6
cry	-8 -6 -4
cry at	-4 -3 -2
crying	-7 5 -2
ctb	12 -4 -2
ctb _ just	4 0 0
ctb son	9 0 0
cup	-5 -4 1
cup of	-4 -4 2
curb	1 -3 0
curent	-9 -7 -3
curent pasword	-4 -4 -4
curiosity	-9 -6 -5
curling _ helps	4 -1 -2
cursed	-10 -5 -3
curtains	-6 -2 2
cut _ arm	5 -2 -1
cut _ bangs	-7 -4 -1
cut _ chapter	-2 -1 -1
cut _ hair	-6 -4 -5
cut _ leg	2 -1 6
cut _ on	-2 -2 -1
cut _ without	-3 -2 -1
cut deper	8 -2 -1
cut down	-7 -2 -1
cut my	-2 -1 2
cut of	-7 -5 -8
cut onions	-3 -2 -1
cut this	-2 -1 -1
cute	-9 -6 -4
cuting	3 -4 -3
cuting _ after	7 0 0
cuting _ every	8 0 0
cuting _ own	-5 0 0
cuting again	9 -1 0
cuting deper	2 0 0
cuting myself	4 0 0
cuts	8 -2 -1
dad _ a	-2 -4 -6
dad _ and	0 0 1
dad _ kil	0 -4 -2
dad _ my	-3 6 -5
dad _ unconscious	0 0 3
dad beats	-1 6 -2
dad colapsed	-1 0 5
dad gets	-5 4 -1
dad is	-1 -5 2
dad kicks	-1 4 -1
dad punched	-2 4 -1
dads _ a	-1 -1 4
dads _ are	0 -3 7
dads _ surgery	-2 0 0
dads having	-1 -1 4
daily	-11 -6 -8
daily card	-6 -5 -5
dance	-8 -10 -8
dance is	-5 -7 -3
dancing	-8 -4 -2
dancing _ does	-2 0 0
dancing what	-2 0 0
dark	-5 -4 -3
darknes	9 -2 -2
darlings	-3 -2 -2
darlings _ cut	-3 -2 -2
darlings and	-3 -2 -2
date	-4 -5 -8
date _ me	8 0 0
date _ son	-4 -4 -3
date i	5 0 0
date night	-4 -4 -3
date tonight	-5 -4 -3
dating	-10 1 -4
dating aps	-6 -3 -1
daughter	0 2 -1
daughter _ a	-2 -2 4
daughter _ kerosene	-3 -1 4
daughter drank	-3 -1 4
daughter is	-7 0 -1
daughter swalowed	-4 -2 6
daughter tok	-2 -1 4
daughter visit	-1 -6 -1
daughters	-8 5 -3
day	3 -3 -7
day _ a	-9 -3 -5
day _ best	-5 -1 -1
day _ die	10 0 0
day _ finaly	6 0 0
day _ no	-7 -6 -6
day _ wake	9 -3 0
day _ wil	-4 -4 0
day at	-9 -4 -2
day by	-3 -2 -3
day for	-3 -1 -1
day in	-4 1 2
day lately	4 0 0
day lol	-3 -2 0
day pls	-6 -4 -3
day this	6 0 0
days	-2 -1 -3
days _ i	6 -2 0
days now	4 -1 0
dead	-2 -3 -6
dead _ after	-5 -4 -3
dead _ brother	-3 -2 -2
dead _ but	-8 -3 -3
dead _ gone	3 0 0
dead _ if	-4 -4 -1
dead _ is	-6 0 -1
dead _ my	-6 -3 -2
dead _ wil	-5 -3 -1
dead again	-7 -2 -4
dead and	-3 -4 -4
dead but	-12 -10 -7
dead lol	-8 -4 -1
dead meat	-4 -4 -1
dead my	-2 -1 -4
dead rip	-3 -1 -2
dead tired	-13 -6 -5
deadline	-8 -6 -5
deadline _ im	-3 -3 -4
deadline _ kiling	-4 -2 -2
deadline is	-3 -3 -2
deadline tomorow	-3 -3 -4
deadlines	-10 -7 -7
death	-5 -5 -5
death _ i	-6 -3 -5
death _ tarot	-4 -1 -2
death al	3 0 -1
death and	-2 -3 -5
death of	-8 -4 -2
debate	-6 -2 -3
debt	7 -2 -8
debts	12 0 -2
deceased	-5 -7 -3
decided	7 -2 0
decided _ end	9 0 0
decided _ go	8 -2 0
decided when	9 -5 0
deciding	5 -3 -4
decluter	-8 -3 0
ded	5 -5 -5
ded _ ex	-5 -4 -3
defense	-5 -1 -1
dei	4 -2 -2
deid	-8 -5 -6
delete	-2 -3 -4
delete entry	-8 -5 -4
deleted	-2 -6 -6
deleted my	11 -2 -3
deliberately	8 -2 -5
demanding	-9 -6 -6
dementia	-3 -6 -4
dentist	-6 -2 -6
dep _ dont	6 0 -4
dep _ it	-1 0 5
deper _ than	-3 -2 -3
deper _ time	9 -2 -2
deper _ usual	8 -3 -1
deper next	7 -1 0
deper rather	-3 -2 -3
deper this	5 -1 -1
deposit	-4 -1 -1
depresion	-5 -4 -4
der	-5 -4 -5
deserve	7 -2 -2
deserve _ die	5 0 0
deserve _ place	-3 -3 -3
deserve to	6 0 0
design	-9 -5 -3
destroy	-7 -6 -6
destroyed	-9 -10 -10
detective	-7 -4 -3
detective _ the	-8 -4 -4
detergent	-2 -1 3
detergent pods	-2 -1 3
detox	-8 -6 -5
device	-5 -4 -3
devil	-5 -3 -1
did	-3 -1 -6
did _ !resonate	-3 -3 -2
did _ again	5 1 0
did _ know	-8 -1 0
did _ reading	-5 -5 -4
did _ turn	-4 -3 -1
did it	6 -1 -4
did my	-4 -3 -4
did not	-9 -9 -9
did you	-8 0 0
didnt !stop	5 4 -2
didnt _ !it	7 -5 -1
die	3 -6 -3
die _ !drinking	-5 -1 -1
die _ bad	6 -1 -1
die _ embarasment	-7 -3 -3
die _ hapines	-4 -3 -2
die _ is	-6 0 0
die _ what	4 0 0
die _ your	3 0 0
die for	-4 -2 -2
die fr	4 0 0
die if	-6 -3 -1
die last	-8 -7 -4
die lol	-6 -3 0
die never	-5 -1 -1
die of	-9 -3 -2
die son	-8 -2 -2
die than	-5 -6 -3
die tonight	5 0 0
die wil	8 -1 0
died	-6 -7 -6
died _ doughy	-2 -2 -5
died _ i	-9 -3 -3
died _ nobody	4 0 0
died _ shame	-2 -4 -3
died _ the	-2 -2 -4
died a	-9 -7 -4
died again	-4 -3 -4
died at	-7 -2 -1
died i	-1 -2 -3
died in	1 -7 -6
died of	-6 -4 -2
diet	-10 -5 -6
diferent _ wil	-7 -2 -4
diner	-6 -4 -5
diner _ has	-1 -2 2
diner and	3 0 3
dining	-7 -3 4
direction	-8 -4 -5
direction _ my	-5 -1 -4
disapear _ a	-9 -4 -4
disapear _ bali	-3 -2 -3
disapear _ god	8 0 0
disapear _ this	3 0 0
disapear _ wil	6 0 0
disapear from	-7 -5 -7
disapear permanently	6 0 0
disapear to	-6 -3 -1
disapear tomorow	2 0 0
disapeared _ would	4 0 0
disapeared nobody	4 -1 0
disown	-2 -8 -2
disown me	-2 -8 -2
display	-6 -5 -6
display name	-6 -5 -6
dispose	-4 -1 -3
dispose of	-4 -1 -3
distance	-10 -8 -6
dive	-7 -3 -5
dizy	-4 -1 10
do _ !have	-5 -2 -2
do _ !ned	-4 -2 -2
do _ again	-7 4 0
do _ but	5 -1 -1
do _ dispose	-4 -1 -3
do _ do	-5 1 5
do _ get	0 -6 -3
do _ give	-3 0 0
do _ have	4 -5 -4
do _ honor	-4 -1 -1
do _ is	-7 -2 -3
do _ kep	-12 -1 -2
do _ love	-7 -3 0
do _ same	2 -4 -2
do _ stop	2 -4 -2
do _ tel	-1 -3 -1
do _ truly	-4 -2 -3
do _ wekend	-5 -5 -6
do _ write	6 0 0
do i	-7 -2 1
do it	15 0 0
do not	0 -8 -6
do this	-8 -5 -5
do with	-4 -4 -1
do you	6 -4 -3
doctor	-1 -5 -6
doctor _ its	-6 -5 -1
doctor _ my	-5 -2 -5
doctor said	-8 -4 -4
documents	-2 5 -2
dodgy	-6 -2 -3
does	-1 -1 -6
does _ boyfriend	-4 -2 -4
does _ death	-10 -6 -2
does _ girlfriend	-3 -4 -4
does _ hanged	-4 -2 -1
does _ hurt	2 1 0
does _ like	-8 -6 -1
does _ love	1 -2 -3
does _ mean	-6 -4 -3
does _ penguin	-5 -1 0
does _ stil	-7 -8 -5
does _ take	8 -1 0
does _ ten	-12 -6 -5
does _ thre	-6 -4 -5
does he	2 -7 -5
does my	-5 -7 -2
does not	-8 -7 -8
does she	-8 -5 -5
does that	-4 -8 -2
doesnt	3 1 -2
doesnt !come	-4 -2 -3
doesnt !get	-8 -4 -2
doesnt !know	10 -9 4
doesnt _ !to	-4 -2 -4
dog _ 16	-3 -3 -2
dog _ al	-4 -2 -2
dog _ anything	6 -5 -1
dog _ fly	-2 -2 -1
dog _ loved	5 -2 -1
dog _ ways	-3 -1 0
dog could	-2 -2 -1
dog natural	-3 -1 0
dog to	8 -1 0
dogs	6 -3 -5
doing	1 -3 -4
doing a	-6 -1 0
doing it	8 -2 -1
domed	-6 -5 -2
donated	-8 -7 -3
done	4 -3 -5
done _ dating	-5 -2 -1
done _ everything	5 -1 0
done _ life	7 0 -1
done _ this	-8 -3 -3
done it	-1 6 0
done living	4 -1 0
dont !do	0 7 0
dont !plan	7 -2 -1
dont !se	6 -1 -2
dont !talk	-2 6 -1
dont !think	7 -2 -2
dont _ !fod	8 -1 -1
dont _ !i	1 5 -1
dont _ !it	8 5 -1
dont _ !myself	5 -1 -2
dont _ !on	4 0 -1
dont _ !the	7 -2 -1
dont _ !wake	4 -1 -3
dont _ !what	-5 3 -4
dont _ !why	3 0 0
dor	1 5 1
dorm _ i	-6 -6 0
dors	-9 -4 2
dorway	-5 0 -4
dose	6 -2 0
dose _ paracetamol	6 -1 -3
dose of	6 -2 0
double	-1 -1 5
down _ not	-5 -3 -1
down _ rest	-2 -3 -4
down _ stairs	-4 3 1
down _ the	2 -4 -2
down my	-1 -1 5
drafted	4 -1 0
drags	-1 3 0
drags _ by	-1 3 0
drags me	-1 3 0
draining me	-3 -4 -3
drama _ to	-7 -2 -2
dramatic	-4 -6 -4
dramatic but	-3 -2 0
drank	-1 -3 8
drank _ bleach	-1 0 3
drank _ by	-1 0 3
drank _ what	0 -1 3
drank a	6 -2 4
drank bleach	-2 -1 7
drank kerosene	-3 -1 4
drank poison	0 -1 3
drank some	-1 -1 5
draw _ a	-3 -3 -3
draw me	-3 -3 -3
draw together	-3 -3 -1
drawer	6 -3 -4
drawer _ the	1 0 0
drawer tonights	1 0 0
drawing	-9 -4 -5
dream	-3 -6 -7
dream _ dreamed	0 3 0
dream _ log	-4 -3 -3
dream _ was	-4 -5 -2
dream a	-6 -4 -4
dream and	0 -5 0
dream captured	-6 -5 -5
dream catcher	-6 -5 -5
dream category	-5 -5 -5
dream deleted	-7 -6 -6
dream i	-2 -5 -4
dream statistics	-5 -4 -4
dreamed	-3 -5 -6
dreamed _ a	-2 -3 -3
dreamed _ could	-6 -4 -6
dreamed _ dog	-2 -2 -1
dreamed _ was	-6 -5 -5
dreamed i	-2 -5 -5
dreamed my	-5 -2 -3
dreamed that	-8 -5 -6
dreaming	-6 -2 -1
dreaming _ old	-6 -1 -6
dreaming my	-6 -1 -4
dreams	0 -8 -7
dreamt	-7 -7 -12
dreamt a	-4 -3 -3
dreamt my	-4 -6 -2
dreamt that	-8 -5 -4
drifting	-5 -5 -7
drink and	2 6 -1
drinks	-8 8 -5
drive _ a	5 -1 -2
drive _ car	5 -2 -1
drive _ the	8 -1 -1
drive into	4 -1 -2
drive my	5 -2 -2
drive of	8 -2 -2
driver	-6 -1 0
driving _ car	5 0 0
driving _ next	-3 -1 -2
driving _ this	-3 -1 -1
driving into	4 0 0
driving me	-6 -5 -2
driving my	5 0 0
drop	-8 -4 2
droping _ her	-3 -4 10
droping _ she	0 -2 6
drown	7 -1 0
drown myself	4 0 0
drowned	-4 -6 -6
drowning	1 -5 -3
drowning _ a	-2 -2 -2
drowning _ paperwork	-4 -2 -2
drowning _ work	-6 -4 -4
drowning in	-10 -3 -4
drunk	-6 8 -3
drunk and	-1 5 0
during _ cal	-3 -2 -3
during _ fight	0 5 0
during _ today	7 0 0
during fights	0 4 0
during my	-6 -3 -4
dye	4 -6 -6
dye _ hair	-6 -5 -2
dye _ weding	-2 -1 -1
dye my	-6 -5 -2
dye tonight	7 0 0
dying	-7 -9 -8
dying _ do	-7 -3 -5
dying _ fast	-2 -1 -6
dying _ find	-7 -2 -2
dying _ go	-3 -1 -1
dying _ i	-4 -1 -3
dying _ know	-8 -6 -4
dying _ single	6 0 0
dying and	-5 -2 -7
dying every	4 0 0
dying how	-6 -1 0
dying so	-2 -1 -6
dying to	-8 -7 -3
each	-5 -5 -5
each _ i	4 0 0
each _ is	-7 -2 -4
each _ my	5 0 0
each of	4 0 0
each prescription	3 0 0
earing	-2 -1 -1
earlier	-6 -2 3
early	0 -10 -7
early _ i	-4 -3 0
early and	-5 -1 -3
early should	-4 -3 0
ease	-9 -5 -6
easiest _ to	4 -1 -1
eat	-7 -10 0
eat _ and	-4 0 -3
eaten _ in	-6 -3 -1
eating	4 -6 0
eating and	0 0 -2
eating my	-6 0 -1
eats	-8 -6 -5
edge	5 -1 -3
edge for	5 0 0
edit	-6 -6 -6
efort	-8 -8 -7
eight	-1 -1 -2
elden	-8 -4 -4
elden ring	-8 -4 -4
electrocuted on	0 0 2
element	-5 -4 -3
elsewhere	-4 -1 -2
email	3 -1 -6
email _ required	-4 -4 -3
email _ username	-3 -3 -3
email adres	-6 -2 -3
email is	-4 -4 -3
email or	-3 -3 -3
embarased _ could	-4 -3 -2
embarased i	-4 -3 -2
embarasing	-9 -6 -6
embarasment	-7 -3 -2
emotional	-5 -4 -4
emotional tone	-5 -4 -4
empty _ botle	-2 -1 2
encrypted	-7 -6 -7
encrypting	-9 -8 -8
end	2 -4 -2
end _ al	7 0 0
end _ budhist	-2 -3 -3
end _ contract	-4 -1 0
end _ engagement	-2 -1 -2
end _ friendship	-4 -3 -1
end _ gym	-11 -5 -2
end _ im	0 0 -1
end _ lease	-4 0 -1
end _ life	7 -1 -1
end _ me	-4 -3 -1
end _ own	6 0 0
end _ partnership	-4 -1 -1
end _ project	-4 -3 -3
end _ relationship	-5 -3 -2
end _ sufering	4 0 0
end _ thats	4 0 0
end _ tonight	6 0 0
end _ with	-10 -2 -3
end her	-7 0 0
end it	5 -1 0
end myself	6 0 0
end should	-5 -5 -2
end this	-6 1 -3
ended	-12 -7 -6
ending _ lease	-5 -3 -3
ending _ life	14 -3 -4
ending _ this	9 -3 0
ending _ with	-7 -2 -1
ending things	2 -4 -4
endings	-5 -2 -5
ends	6 -3 -5
energy	-11 -9 -6
engaged	-9 -4 -2
engagement	-4 -2 -3
engagement _ grown	-2 -1 -2
engagement weve	-2 -1 -2
engine _ just	3 0 0
enough	4 -1 -3
enough _ bled	2 0 0
enough _ my	4 0 0
enough _ scholarship	-3 0 -1
enough _ stoped	3 0 0
enough for	-5 -2 -2
enough i	10 0 0
enough now	8 0 -1
enough wil	5 0 0
enter	-5 -7 -3
enter _ pasword	-3 -1 -2
enter _ valid	-3 -3 -3
enter a	-3 -3 -3
enter your	-3 -1 -2
entry	-2 -6 -6
entry _ on	2 0 0
entry _ required	-4 -3 -3
entry relapsed	2 0 0
er	-13 -5 -7
era	-9 -3 -4
eror	-3 -3 -3
eror _ entry	-3 -3 -3
eror saving	-3 -3 -3
esay	-6 -3 -5
even _ the	-9 -6 -2
evening _ twice	-3 0 4
eventualy	-4 -4 -2
ever	1 -3 -5
ever _ again	-2 -6 -2
ever _ being	-4 -3 -1
ever _ beter	8 0 0
ever _ over	-5 -3 0
ever _ rich	-3 -1 0
ever going	-9 -9 -6
ever make	5 0 0
ever since	9 6 -5
ever stop	-5 0 0
every	2 2 -5
every _ after	4 -1 0
every _ i	1 -4 -1
every _ lately	4 0 0
every _ lol	-6 -2 -2
every _ should	-6 -6 -2
every _ with	-4 3 -6
every last	-7 -2 -3
every time	-2 1 -2
everyone	7 -1 -3
everyone _ dancing	-2 -3 -2
everyone _ relieved	5 0 0
everyone _ wek	5 0 0
everyone this	6 -1 -1
everyone was	-9 0 -2
everyones	7 -2 -4
everyones _ god	3 -1 0
everyones aslep	4 0 -1
everything	4 -9 -5
everything _ on	4 0 0
everything penguin	3 -1 0
everything this	3 0 0
everything wil	-5 -1 0
everything would	6 0 0
everythings	11 -1 -1
everywhere	-7 -3 7
everywhere and	-1 -1 4
ex	-3 3 -7
ex _ a	-4 5 0
ex _ about	-2 -3 -1
ex _ he	0 9 0
ex _ i	-5 -7 -4
ex _ thinking	-5 -6 -1
ex _ turning	-1 3 0
ex and	-5 -7 -4
ex coming	-4 -3 -4
ex going	-5 -4 -3
ex keps	-6 3 0
ex thinking	-2 -3 -1
ex was	-2 -2 0
exam	-4 -7 -7
exam _ dead	-6 -2 0
exam _ just	-4 -1 -1
exam _ lol	-5 0 0
exam _ wek	-4 -2 -3
exam next	-5 -2 -2
exam today	-3 -2 -1
exam tomorow	-13 -7 -8
exam wek	-4 0 -1
example	-3 -3 -3
example com	-3 -3 -3
exams _ over	-4 -1 -3
exams are	-4 -1 -2
exceded	-3 -3 -3
except	6 -1 -2
except _ permanent	6 -1 -2
except a	6 -1 -2
exchange	-6 -6 -7
exciting	-9 -1 -3
exist	2 -8 -6
existing	11 -5 0
exit	7 -3 -3
export	-7 -4 -4
export dreams	-7 -4 -4
exs	-6 0 -4
eyes _ back	0 -1 5
eyes _ be	6 0 -1
face	3 0 10
face _ night	-2 4 -1
face _ up	-1 -2 3
face last	-2 4 -1
failed	1 -7 -6
failed i	5 0 -1
failed my	-8 -4 -3
failed the	9 0 0
fainted	-7 -6 7
fainted _ isnt	-1 0 2
fainted _ we	-1 0 3
fair	-2 -6 -6
fake	-5 3 -2
fal _ and	7 0 0
fal _ to	6 -1 -1
fal aslep	5 -1 -1
falen	-7 -4 6
faling of	-11 -8 -8
faling out	-8 -2 -1
familiar	-10 -7 -9
family	-4 0 -4
family _ chat	-5 0 0
family _ dizy	0 0 4
family _ ok	5 0 0
family _ the	6 0 0
family _ throw	0 1 0
family _ wil	-6 -6 -2
family _ writen	2 0 0
family diner	-4 2 -2
family get	7 0 0
family group	-5 0 0
family if	-1 4 0
family is	-10 -8 -4
family ive	2 0 0
family reading	-6 -3 -8
fan	-2 -1 3
fantasy	-7 -3 -2
far away	-6 -6 -4
farewel _ tel	3 0 0
farewel please	3 0 0
farm	6 -1 0
fascinating	-10 -7 -7
fast	2 -5 5
fasting	-7 -2 -5
father _ me	-4 11 -3
father rapes	-2 4 -2
favour	8 -1 -1
favourite	-9 -4 -6
fear	-6 -6 -5
fear _ unsetling	-3 -3 -3
fear based	-3 -3 -3
feathers	-10 -5 -5
feathers fal	-4 -3 -4
fel	0 -5 0
fel _ at	-10 -10 -7
fel _ control	3 0 0
fel _ dying	3 0 0
fel _ ending	5 -2 -2
fel _ in	-7 -8 -4
fel _ isnt	0 0 3
fel _ kiling	3 0 0
fel _ my	-3 -6 -2
fel _ quiting	-3 -2 -2
fel _ the	-6 -2 5
fel _ to	-7 -5 -5
fel bad	-8 -5 -5
fel calm	7 0 0
fel from	0 -4 8
fel heavy	-5 -3 -2
fel into	-5 -3 0
fel it	11 0 0
fel of	-10 -3 2
fel safer	-9 -6 -7
fel sick	-5 1 3
fel something	7 0 -1
fel stuck	-5 -2 -5
feling	-3 -6 -5
feling _ about	-8 -4 -5
feling _ again	3 -1 -2
feling _ at	-6 -3 -3
feling _ this	-5 -1 -3
feling beter	-3 -3 -4
feling down	-4 -2 -5
feling kinda	-9 -3 -3
feling suicidal	3 -1 -1
feling unapreciated	-3 -3 -3
felings	-4 -7 -6
felings _ and	-10 -2 -4
fels _ the	7 -1 0
fels _ when	-3 -2 -7
fels like	-1 -1 1
fels right	12 -6 -1
fels so	-8 -1 -3
felt _ a	-10 -1 -1
felt relief	10 -1 -1
fence	-4 -5 -1
fet	-6 -4 -3
fever	-13 -4 6
fever _ is	0 0 7
few minutes	-5 -4 -4
field	-8 -2 4
fields	-7 -7 -7
fight	-11 -4 -1
fighting	0 -8 -4
fighting _ curent	-4 -2 -3
fighting _ leting	4 -1 -1
fighting im	4 -1 -1
fighting the	-3 -2 -4
fights	-5 2 -3
fil	-4 -3 -4
file	-5 -4 -3
file is	-3 -1 -2
files	-5 -6 -6
film	-6 -6 -5
final _ should	-4 -1 -2
final exam	-6 -1 -1
final question	-4 -1 -2
finals	-11 -7 -4
finaly _ being	5 0 0
finaly _ fre	5 -1 0
finaly _ me	6 -1 0
finaly _ my	-6 -9 -6
finaly _ myself	5 0 0
finaly _ the	-9 -6 -6
finaly be	7 -1 0
finaly break	-3 -3 -2
finaly finish	-3 -2 -3
finaly got	-2 0 0
finaly stop	5 0 0
finaly unalive	5 0 0
finances	-5 -1 -1
find	3 -4 -2
find _ after	8 0 0
find _ at	-4 -4 -3
find _ dead	-4 -1 -2
find _ lost	-2 -1 -1
find _ peace	-4 -3 -2
find love	-3 0 -1
find my	-7 -2 -2
find out	7 -4 -1
find true	-3 -2 -1
finds _ i	-6 -5 -2
fine	-2 -6 -6
fine just	0 -7 -5
finger	-6 -4 -6
finish _ life	9 0 0
finish _ marathon	-3 -2 -3
finish _ thesis	-6 -4 -1
finish _ this	3 0 0
finish it	5 -1 -1
finish myself	3 0 0
finished a	-4 -2 -4
finished my	-10 -4 -3
finished the	-5 -3 -6
fire	-11 -4 5
fire and	-2 -2 3
first	-4 -7 -4
first _ hunt	-2 -3 -2
first _ now	-3 0 0
first _ of	-4 -2 1
first _ today	-7 -5 -4
first _ tonight	-5 -1 -2
first apartment	-2 -3 -2
first date	-6 -1 -2
first smile	-4 -3 -4
first time	-3 -2 -4
first year	-1 0 -3
fish	-10 -6 -5
fit	-7 -4 -1
fiting	-1 -5 8
five	-7 -3 -1
five minutes	0 -1 7
five of	-5 -6 -5
five years	-9 -2 -1
fix the	-7 -6 -7
fixed	-9 -4 -5
flat _ they	0 2 0
flatmate	-5 -6 4
flatmates	-9 -2 -3
flexibility	-4 -5 -6
flight	-9 -5 -1
flight _ delayed	-2 -2 -3
flight be	-3 -2 -3
flight to	-5 -2 -1
floded	-8 -5 -5
flor	6 -2 5
flor i	1 0 4
flors	7 0 0
flow	-8 -6 -6
flow with	-5 -3 -4
flower	-3 -3 -4
flowers	-7 3 -4
flows	-8 -7 -7
flu	-9 -6 -8
flu _ wil	-2 -3 -1
flu when	-2 -3 -1
fly	-8 -6 -10
flying	-9 -5 -5
flying _ my	-5 -4 -3
fod _ punishment	-2 3 -1
fod as	-2 3 -1
fod here	-7 -5 -5
fod poisoning	-6 -4 -4
folow	-3 -5 -9
folow up	-9 -8 -6
folowed	-9 -2 -6
folowed up	-7 -7 -6
folowing	-3 4 -1
folowing _ and	0 2 -1
folowing _ home	-3 6 0
folowing me	-3 4 -1
for _ again	-8 -4 -6
for _ birthday	3 -3 -2
for _ but	2 2 0
for _ end	6 -2 0
for _ every	5 0 0
for _ finances	-4 -1 -1
for _ flat	-5 0 0
for _ haircut	-3 -2 -2
for _ harvest	-2 -3 -3
for _ headache	-9 -3 -7
for _ holiday	5 -2 -4
for _ im	3 1 -1
for _ month	-5 -3 -4
for _ new	-3 -3 -2
for _ on	6 -3 -3
for _ one	7 0 0
for _ past	-1 0 3
for _ piza	-1 -1 -3
for _ promotion	-4 -2 -3
for _ question	-7 -1 -1
for _ readings	9 0 0
for _ rent	0 4 0
for _ right	4 0 -2
for _ savings	-3 -1 -1
for _ son	6 -1 0
for _ up	7 0 0
for _ vacation	-6 -2 -2
for _ water	-3 -1 -2
for _ wek	0 -6 -2
for _ wekend	-5 -4 -4
for _ who	6 0 -1
for after	7 -2 -3
for christmas	-5 -4 -2
for eating	-7 -5 -5
for god	13 -2 -1
for him	-5 -6 -4
for his	-6 -3 -3
for loking	-6 -3 -2
for love	-3 -4 -4
for me	4 -2 -2
for money	-2 2 -2
for more	-5 1 1
for my	-1 -4 -5
for now	-7 -4 -2
for nursing	-5 -6 -5
for once	-9 -8 -8
for one	-8 -6 -9
for our	-10 -5 -3
for real	11 -7 -3
for scholarship	-3 0 -1
for suicide	7 0 -1
for the	-6 -5 -4
for this	-10 -5 -7
for today	-10 -5 -3
for us	-6 -9 -7
for you	-7 -3 -1
forced _ to	-4 5 -1
forced me	-4 5 -1
forest	-9 -5 3
forever	7 -6 -3
forever _ actualy	3 0 -1
forever _ this	-3 -2 -2
forever after	-3 -1 -2
forever like	3 0 -1
forget	0 -6 -1
forgeting	-6 -4 -5
forgive	3 -2 -2
forgive _ friend	-5 -5 -5
forgive my	-4 0 -5
forgot	-8 -3 -6
forgot _ i	-2 -2 -3
forgot what	-2 -2 -3
form	-9 -5 -6
forming	-9 -5 -6
fortune	-9 -2 -2
fortune na	-2 -3 -2
forward	-3 -6 -7
fot	-2 -5 2
fotbal	-10 -6 -5
foty	-11 -6 -8
fought	-7 -5 -6
found	-7 4 2
found _ tracker	-3 6 -1
found a	-15 6 -4
found my	-5 1 3
foundations	-7 -3 -3
fr _ i	4 0 0
fr wil	4 0 0
fre	-6 -2 -10
fre _ i	6 -1 0
fre if	6 -1 0
frelance	-5 -4 -3
friday _ beter	-3 -1 -1
friday be	-3 -1 -1
fried	-7 -7 -9
friend _ !breathing	-2 -1 5
friend _ and	0 0 2
friend _ at	0 -1 6
friend _ boyfriend	-2 -2 -4
friend _ for	6 0 -1
friend _ geting	-1 0 -1
friend _ i	-4 -3 -4
friend _ me	-6 0 -2
friend _ not	0 0 6
friend _ overdosing	-2 -1 4
friend _ to	-7 -2 -3
friend _ turning	-1 0 5
friend at	-6 -1 -1
friend fel	-2 -2 -6
friend is	-2 -2 6
friend isnt	-2 -1 5
friend overdosed	-1 -1 5
friend swalowed	0 0 8
friend trustworthy	-3 -3 -4
friendly	-3 -6 -5
friends	-3 -1 -1
friends _ be	-1 -2 -2
friends _ died	-6 -6 -8
friends _ family	-1 6 -2
friends _ leave	-2 4 0
friends _ wil	-5 -6 0
friends again	-2 -3 -2
friends luck	-3 0 0
friends party	-1 -2 -2
friendship	-9 -6 -3
friendship _ someone	-6 -6 -1
friendship reading	-7 -1 -1
from _ 14th	5 -1 -1
from _ cards	-5 -4 -2
from _ dream	-4 -3 -3
from _ family	-2 0 0
from _ for	-7 -4 -3
from _ he	-7 -2 4
from _ landlord	-4 -5 -2
from _ ofice	-6 -1 -4
from _ old	-7 4 0
from _ parking	4 0 0
from _ penguin	-4 -1 -1
from _ prescription	3 0 0
from _ rof	10 -3 -5
from _ work	-7 -7 -6
from _ world	3 0 0
from _ wrist	4 0 4
from date	-7 -6 -6
front _ a	10 -2 0
front _ everyone	-6 -3 -2
frost	-7 -7 -7
frozen	-4 -4 -5
ful mon	8 -1 5
fuming	-5 -8 -5
fun	-11 -7 -8
funeral	0 -5 -2
funeral _ a	-8 -1 -7
funeral should	-5 0 -3
funeral was	-6 -4 -4
funy	-8 -5 1
furniture	-10 -4 -6
future	-3 -2 -6
future self	-9 -2 -3
galblader	-5 -1 -2
galblader _ tomorow	-1 0 -1
game	-6 -4 -7
games	-7 -6 -4
garage	10 -2 0
garage _ friday	3 0 0
garden	-7 -6 -4
garden _ ankle	-1 0 3
garden my	-1 0 3
gas	-2 -3 7
gas _ now	0 0 4
gasping _ air	0 -1 4
gasping for	0 -1 4
gave	6 -6 -1
gave _ cat	4 0 0
gave _ make	-4 -2 -4
gave _ ps5	4 0 0
gave _ the	-4 -3 -9
gave me	-9 -10 -2
gave my	5 -2 -1
gave the	7 0 -1
generous	-7 -5 -6
gentle	-10 -5 -6
gentle _ guidance	-3 -3 -3
gentle wekly	-3 -3 -3
gentlenes	-2 -1 -2
gently	-9 -6 -6
gently and	-5 -4 -4
genuinely	-4 -3 -2
get _ apartment	-7 -7 -4
get _ deposit	-6 -4 -4
get _ in	-7 4 -2
get _ internship	1 -3 -4
get _ medical	-5 -4 -5
get _ same	-5 -4 -2
get _ scholarship	-5 -4 -5
get _ someone	6 0 0
get _ this	-5 -1 -1
get _ university	-2 -1 -4
get a	-8 -6 -2
get along	-7 -9 -5
get easier	-7 -4 -2
get funding	-2 -3 -3
get over	-5 -4 -2
get stronger	-9 -8 -4
get them	-6 -6 -5
get to	6 -2 -1
get up	-1 -1 4
get used	-4 -5 -3
geting	0 -7 -2
geting _ galblader	-1 0 -1
geting braces	-6 -2 -4
geting her	-1 0 -1
geting louder	5 0 0
geting maried	-4 -1 -2
geting worse	0 -4 1
gets	10 1 -3
gets _ and	-2 5 -1
gets angry	-5 7 -1
gets the	7 -1 -1
ghosted	-9 -7 -5
ghosted _ and	-3 -4 -4
ghosted me	-3 -5 -5
giant	-7 -4 -2
gibous	-7 -6 -6
gig	-4 -8 -3
girl who	-6 0 -1
girlfriend	-3 5 -1
girlfriend _ year	0 -4 -1
girlfriend punched	0 2 0
girlfriend slaps	0 4 -1
girlfriend this	0 -4 -1
girlfriend want	-3 -4 -4
give	4 -6 -4
give _ to	-3 -2 -3
give thanks	-7 -2 -4
give time	-3 -2 -3
give yourself	-6 -2 -5
given away	5 0 -1
gives	0 2 -6
gives me	-4 5 -2
giving _ stuf	4 0 0
giving up	-8 -5 -3
glas	3 3 3
glases	-5 -2 -1
go	7 3 -2
go _ a	-7 -3 -1
go _ login	-5 -5 -7
go _ or	-9 -1 -1
go _ pain	4 -1 -1
go _ rather	-3 -2 -3
go _ ready	3 0 0
go _ serious	4 -1 0
go _ slep	6 -1 -1
go _ this	-7 -4 -1
go _ time	-5 -5 -2
go _ with	6 5 0
go _ you	-3 -2 -3
go frelance	-5 -4 -3
go home	-5 4 -1
go im	7 -4 -1
go of	-3 -5 -2
go ok	-7 -6 -3
go okay	-4 -3 -4
go part	-3 -1 0
go quietly	5 -1 0
go smothly	-6 -4 -2
go through	5 -1 -1
go tomorow	-4 -3 -2
go where	3 -2 -1
goals	-7 -5 -6
god	-1 -7 -6
god _ for	-10 -3 -2
god _ me	5 -1 -1
god _ my	-6 -2 0
god _ se	-2 -2 -3
god _ tomorow	-3 -2 -2
god about	-3 -2 -2
god bok	-4 -1 -2
god for	-8 -3 -5
god home	7 0 0
god i	-8 -2 -2
god idea	-6 -2 -4
god im	-1 -3 0
god morning	-3 -1 0
god sign	-6 -3 0
god year	-7 -1 -1
godbye	12 -2 -2
godbye _ god	6 0 0
godbye _ her	-3 0 0
godbye _ i	6 0 0
godbye _ is	4 0 0
godbye _ just	3 0 0
godbye _ to	4 -1 0
godbye before	4 0 0
godbye leter	-3 0 0
godbye mesages	4 -1 0
godbye or	4 0 0
godbye thank	6 0 0
godbyes _ time	6 0 0
godbyes its	6 0 0
godnight	3 0 -1
godnight everyone	3 0 -1
goes _ go	4 -3 0
goes i	5 -5 0
gogled	7 -2 -1
gogling _ to	5 -1 0
going	2 -2 4
going _ be	-6 -2 -3
going _ come	-4 -6 -5
going _ die	-8 -1 -5
going _ do	8 0 0
going _ drive	8 -1 -3
going _ end	6 0 0
going _ fix	8 -1 -4
going _ lose	-7 -5 -5
going _ murder	-6 -3 -2
going _ overdose	4 -1 0
going _ propose	-3 -4 -3
going _ slep	8 -2 -4
going _ strangle	-5 -4 -3
going _ swalow	4 0 -1
going _ take	4 -1 -1
going _ throw	-7 -2 -6
going _ tonight	5 0 0
going blue	-1 0 5
going dark	-2 0 5
going down	0 0 3
going to	0 -5 -5
going with	-6 -5 -2
goldfish	-2 -3 -5
gona _ me	-2 -7 -2
gona _ myself	6 -1 -2
gona _ the	-1 -3 -3
gona hurt	3 0 0
gona kil	-7 -8 -2
gona kms	1 -2 0
gona of	7 -2 -2
gona take	8 0 -2
gone	9 -6 2
gone _ friday	2 0 0
gone _ my	2 0 0
gone by	3 0 0
got _ a	-4 -4 -3
got _ botle	5 0 -1
got _ by	-4 -3 4
got _ on	-8 -8 0
got _ out	-8 -7 -1
got _ plan	4 0 0
got _ wil	-6 -2 0
got a	1 -3 -7
got an	-2 -3 -3
got hit	-3 -2 9
got into	-6 0 5
got murdered	-6 -3 -4
got my	5 -2 -7
got shocked	-2 -2 5
gp	-7 -5 -4
gps	-4 10 -3
grabed	-1 5 1
grabed me	0 7 0
grabs	-4 6 -1
grabs my	-3 4 -1
grace	-11 -7 -6
grades _ this	-3 -3 -5
grades be	-3 -3 -5
grand	-5 -5 -4
grandads	-8 -1 0
grandfather _ and	0 0 1
grandfather colapsed	0 0 1
grandkids	-6 -3 -3
grandma _ last	-4 -1 -2
grandma _ shaking	0 0 5
grandma died	3 0 -1
grandma today	-3 -3 -3
grandmas _ for	3 -2 -2
grandmas _ hits	-1 4 -1
grandmas caretaker	-1 4 -1
grandmas morphine	3 -2 -2
grandmother	-5 -4 0
grandmother _ having	0 0 4
grandmother _ her	-2 0 -2
grandmother is	-1 0 4
grandmother survive	-2 0 -2
grandmothers	-8 -1 -3
grandpa _ and	0 -1 7
grandpa _ down	0 0 1
grandpa _ peacefuly	-1 0 -1
grandpa fel	0 -1 6
grandpas	0 -4 1
grandpas funeral	-8 -4 -7
grandson visit	-5 -3 -1
granted	-3 -3 -3
granted _ suport	-3 -3 -3
granted by	-3 -3 -3
granting	-9 -8 -8
grateful	-10 -7 -6
grateful _ a	-2 -2 -1
grateful _ the	-6 -3 -4
grateful for	-8 -4 -4
gratitude	-7 -7 -5
gratitude for	-5 -1 0
great	-6 -4 -9
gren	-7 -4 -7
grew	-6 -4 -3
grief	-8 -6 -4
groped	-1 3 0
groped _ and	-1 3 0
groped me	-1 3 0
gros	-4 -1 -8
group	-5 -4 -7
grow	-8 -7 -10
growing	-9 -5 -6
grown apart	-4 -1 -1
grows	-9 -5 -4
growth	-9 -7 -7
grumpy	-10 -7 -6
gues	-1 -5 -1
guidance	-5 -6 -7
guided _ watched	-2 -2 -3
guided and	-2 -2 -3
guild	3 -5 -3
guilty	-7 -4 -5
guitar	3 -8 -3
guitar and	4 0 -1
guitar said	6 0 0
gun	10 -1 -4
gun _ end	4 0 0
gun to	4 0 0
guy	-12 5 -4
gym	-2 1 -6
gym _ i	-8 -5 0
gym _ kil	-4 -3 -3
gym _ kiling	-1 -4 -4
gym is	-9 -3 -2
gym to	-4 -3 -3
gym wil	-5 -5 -1
habit	-7 -5 -2
habits	-7 -4 -7
habits _ year	-3 -1 -1
habits this	-3 -1 -1
had	-4 -4 -1
had _ real	3 0 0
had a	-4 -3 -4
had ben	3 0 0
had me	-8 -8 -6
had to	-4 -5 -4
haha	-11 -9 -8
haha i	-5 -1 -2
haha wil	-9 -5 -1
hair	-3 -3 -4
hair _ wil	-5 0 0
hair and	-7 3 -4
hair black	-4 -1 -1
hair red	-4 0 -2
hair with	-5 -1 -1
haircut	-3 -2 -1
half	4 -1 -3
half _ face	0 -1 4
half my	-9 -3 -3
half the	0 -4 -4
halowen	-8 0 -5
hamer	0 -7 -1
hamster _ yesterday	-1 0 -1
hand _ my	-7 2 -2
hand _ now	4 0 -2
hand right	4 0 -2
handle it	-5 -5 -3
hands _ the	6 -1 -1
hands of	6 -1 -1
hang	4 -3 -5
hang myself	7 -1 -1
hanged _ mean	-4 -2 -1
hanged man	-4 -3 -3
hapen	5 -4 -1
hapened	-5 0 -1
hapened _ the	-7 1 -2
hapened since	-4 -5 -5
hapens _ your	6 -1 -1
hapier _ me	5 -1 0
hapier without	5 -1 0
hapines	-4 -3 -2
hapy	-5 -7 -4
hard	-4 -1 -3
hard _ couldnt	-3 -5 -5
hard at	-8 -1 -2
harder	5 -3 -4
harm _ night	4 -2 0
harm every	4 -2 0
harming _ june	5 -2 -2
harvest festival	-2 -3 -3
has _ and	-5 -3 2
has _ yet	-3 -3 -1
has its	-8 -5 -7
has to	6 -3 -1
hate _ body	7 -1 -1
hate _ job	-5 -1 -2
have _ and	-4 -3 0
have _ black	-5 6 -1
have _ for	-7 -1 -3
have _ headaches	-3 -1 5
have _ i	7 0 0
have _ me	-6 -6 -5
have _ my	8 1 -1
have _ question	-2 -3 0
have _ saved	-3 -2 -2
have _ secret	-3 -3 -3
have _ self	5 -2 -2
have decided	4 0 0
have no	4 3 0
have permision	-4 -3 -3
have rope	4 -2 0
have the	12 0 -3
have to	7 6 -4
having	-3 -3 7
having _ heart	-1 0 4
having _ stroke	-2 0 5
having a	-5 0 8
he	-1 11 3
he _ !know	6 -8 -9
he _ !let	-3 10 -2
he _ a	-6 3 0
he _ it	-10 -1 2
he _ kil	-3 5 0
he _ me	-2 3 -6
he _ my	-6 6 -1
he _ not	-5 -9 4
he _ one	-9 -7 -4
he _ reborn	-1 0 -1
he _ soulmate	-4 -5 -3
he _ to	-4 2 -5
he _ which	0 5 0
he be	-8 -8 1
he came	0 5 -1
he change	0 6 0
he did	-2 4 0
he drags	-1 3 0
he forced	-1 5 0
he forces	-2 11 -2
he gets	-10 5 -4
he going	-2 -1 -2
he grabs	-3 5 0
he hits	-1 4 0
he knows	-1 4 0
he like	-9 -7 -2
he likes	-1 -3 -1
he lying	-4 -2 -2
he my	-4 -5 -3
he ok	-5 -3 -4
he proposed	-3 -4 -4
he put	-2 4 0
he raped	-1 7 -1
he remember	-6 -4 -2
he said	-2 4 0
he say	-4 6 0
he says	-2 6 3
he stil	-7 0 -2
he take	-3 5 -2
he the	-3 -4 -4
he threatened	-3 6 0
he visiting	0 -4 -4
he wants	1 -2 -3
he wil	-3 4 -1
head _ wanted	4 -2 -2
head just	4 -2 -2
head on	9 -3 -2
headache	-9 -7 7
headaches	-3 -2 7
headaches and	-3 -2 7
heal	-9 -5 -6
health	-9 -10 -8
healthy	-9 -8 -8
hear	0 -2 3
heard	-7 1 -4
heart	-2 -8 4
heart _ broken	-2 0 -6
heart _ go	-2 0 0
heart _ he	-2 -3 -4
heart _ it	-4 -1 -3
heart _ racing	-1 0 4
heart and	-7 -1 -4
heart is	-7 0 3
heart medicine	7 0 0
heart pils	5 -2 1
heart surgery	-7 0 -5
heartbroken	-8 -11 -2
heartbroken _ i	-2 -1 -2
heartbroken wil	-3 -1 -1
heat	-10 -9 -6
heatwave lol	-3 -2 -4
heaven	5 -5 -3
heavily	-2 -1 5
heavily _ a	-5 -1 5
heavily _ much	0 0 2
heavily _ now	0 0 3
heavily after	0 0 3
heavily right	0 0 3
heavily so	0 0 2
hel	-5 6 -1
hel _ sure	-2 3 0
hel _ the	-3 5 0
hel make	-2 4 0
help	-6 -7 2
help me	0 -6 -2
help my	-8 -1 2
helped	-1 -6 -7
helps	-3 -5 -5
her _ a	-6 0 -2
her _ at	-5 -4 -3
her _ in	-3 -5 -5
her _ next	-6 -3 -3
her _ or	-9 -3 -1
her _ prom	-5 -2 -3
her _ she	-7 2 0
her _ wil	-9 -1 -1
her at	-6 -2 -1
her before	-5 -2 -3
her birthday	-1 -5 -1
her boyfriend	-2 -2 -4
her eyes	-3 0 5
her galblader	-1 0 -1
her head	-2 -2 7
her in	-6 0 -3
her jasmine	-6 -4 -3
her medicine	-2 -1 4
her surgery	-2 0 -2
her today	-4 -1 -1
her was	-4 -3 -4
her what	-1 4 -2
her wrist	-2 -2 7
here	4 -4 -3
here _ a	0 1 -3
here _ dont	6 0 0
here anymore	11 0 0
here how	-8 -6 -3
here i	8 0 0
hermit	-4 -5 -3
hermit _ i	-4 -5 -3
hero of	-3 -2 -8
heroin	5 -1 6
hes	-7 6 7
hes _ and	-1 -4 2
hes _ is	-4 -5 -4
hes _ just	0 -2 -4
hes _ realy	-1 0 4
hes a	1 -7 -6
hes bleding	0 0 4
hes coming	-1 5 -3
hes fine	-1 -6 -8
hes on	-2 -2 6
hide	-1 1 -5
hide paterns	-6 -5 -4
hiding	5 3 -4
hiding it	5 -2 -1
high _ i	-4 -1 -1
high enough	4 -1 -1
high should	-4 -1 -1
hike	-6 -4 -2
hiking	-6 -2 -3
him	-2 4 0
him _ ben	-4 3 -1
him _ says	-1 4 0
him _ text	-4 -3 -2
him alone	0 4 0
him and	0 3 -1
him first	-3 -2 -3
him go	-3 -3 -1
him how	-5 -5 -2
him i	0 4 -1
him not	-8 3 -5
him or	-6 -6 -3
his	-7 3 5
his _ is	-1 -5 6
his _ lol	-5 -6 -4
his car	-1 4 -4
his chest	0 -2 5
his exam	-3 -5 -5
his leg	-1 -1 7
his lips	0 -1 3
his throat	-1 -3 7
history	-6 -7 -8
history _ the	-5 -1 -2
history of	-8 -2 -2
hit _ with	-1 4 -1
hit a	-2 -5 0
hits	-4 9 -1
hits _ and	-1 5 -1
hits _ if	0 4 0
hits _ whenever	0 6 0
hits me	-1 5 0
hives	-2 -1 8
hoby	-7 -3 -2
hodie to	5 0 0
hodies	8 -2 -1
hold	-2 -1 -4
hold _ me	-7 -10 -3
hold my	11 1 -5
holding	-3 -5 -5
holding _ knife	3 -2 -1
holds	-7 5 -2
holiday	-12 -7 -5
holiday _ now	-2 -2 -3
holiday right	-2 -2 -3
home _ nothing	4 -1 0
home _ work	5 5 0
home i	7 -2 -1
home is	-6 2 -1
home life	-3 -2 -3
home to	-8 -4 -3
home tonight	-3 -1 -1
homesick	-7 -6 -6
hometown	-6 -2 -2
homework	-9 -9 -4
honest	-1 -1 -3
honestly	4 -5 -3
honestly _ anyone	2 0 0
honestly _ be	4 0 0
honestly _ i	-4 -4 -2
honestly _ just	7 0 0
honestly im	5 -1 0
honestly is	3 0 0
honestly its	-9 -2 -6
honestly relieved	-8 -5 -4
honor	-4 -1 -1
honour	-13 -8 -5
honour the	-5 -4 -4
honours	-8 -3 -3
hope	2 -4 -4
hope it	10 -1 0
hopeful	-9 -6 -6
hoping	9 -8 -3
horizon	-5 -3 -4
horor	-8 -6 -4
horor movie	-5 -7 -2
horoscope	-5 -8 -5
hose	12 -1 0
hospice	-11 -4 -3
hot _ again	-6 -6 -5
hotel rom	6 2 -5
hour	2 -4 8
hour _ i	0 -2 3
hour asking	3 -2 -1
hour shift	-8 -1 -4
hours _ the	-4 -2 -2
hours ago	-4 -2 5
hours and	1 3 -2
house _ i	-5 -4 -1
house _ me	0 6 0
house _ night	-1 5 0
house _ or	-5 0 -1
house _ se	0 4 0
house _ the	-7 -9 1
house _ time	-7 -5 -7
house and	-10 2 -4
house loks	2 0 0
house smels	-5 -5 -5
houseplant	-6 -5 -6
how	1 -4 -9
how _ fel	-6 -3 -1
how _ i	-5 -6 -3
how _ it	3 0 0
how _ paracetamol	7 0 0
how _ tel	-8 -7 -1
how _ unalive	3 -1 -1
how _ you	-14 -3 -2
how are	-3 -2 -2
how can	-6 -3 -3
how dep	7 0 0
how did	-4 -3 -1
how do	-7 -5 -3
how many	8 -1 -1
how wil	-5 -3 -1
hug _ today	-4 -4 -2
hug me	-4 -4 -2
huge	-7 -3 3
human	-4 -3 -5
humidity	-4 -4 -3
humidity _ kiling	-2 -2 -3
humidity is	-3 -3 -3
hundred _ after	-4 -6 -5
hungover _ want	-4 -1 -1
hungover i	-5 0 -1
huntsman	-3 -3 -4
huntsman _ the	-2 -2 -4
huntsman in	-2 -2 -4
huried	-3 -2 -2
hurt _ bled	5 0 0
hurt _ drown	7 -1 -1
hurt _ for	5 0 0
hurt _ on	2 0 0
hurt asking	5 0 0
hurt but	-5 -3 -3
hurt if	5 -1 0
hurt me	-3 6 -2
hurt much	8 0 0
hurt the	-6 2 -1
hurt to	4 -1 0
hurting _ dog	-3 -1 0
hurting myself	7 0 -1
hurts	-8 2 -1
hurts me	-2 6 -1
husband	-2 7 2
husband _ going	-1 3 -3
husband _ having	-1 -3 6
husband _ hurt	-2 4 -1
husband _ i	-6 -2 -3
husband _ me	-2 9 -1
husband _ predictable	-4 -4 -3
husband and	-4 -4 -3
husband beats	-1 6 0
husband broke	0 4 -1
husband died	-6 -2 -2
husband punched	-1 5 -2
husband slaped	-1 3 0
husband threatened	0 6 0
husband to	-4 -4 -3
hustle _ money	-3 -3 -2
hustle make	-3 -3 -2
i	6 4 0
i _ !came	2 0 0
i _ !die	-6 -5 -3
i _ !ned	7 -2 -3
i _ !plan	7 -2 -1
i _ !remember	-4 4 -2
i _ !se	5 -1 3
i _ !slep	-4 3 -4
i _ !survive	3 -2 -1
i _ !think	6 -2 -2
i _ 20	-5 -5 -2
i _ 30	-3 -1 4
i _ a	0 -3 -2
i _ able	-5 -5 0
i _ about	-3 -3 -1
i _ along	-1 -3 -2
i _ and	-4 -4 -4
i _ another	-6 -4 0
i _ are	3 0 0
i _ back	-7 0 -1
i _ being	-6 1 -4
i _ beter	-2 -2 -1
i _ bleach	-3 -1 6
i _ break	-3 -3 -2
i _ bruises	-6 6 -6
i _ but	-2 -3 -3
i _ charcoal	5 -1 0
i _ crash	-3 -2 -4
i _ dating	-3 -7 -5
i _ dead	4 -6 -2
i _ decided	5 0 0
i _ did	3 -4 0
i _ dreaming	-4 -1 -1
i _ driving	-3 -2 -2
i _ end	4 -1 0
i _ everything	6 -1 0
i _ first	-6 -3 1
i _ floating	9 -3 0
i _ frelance	-4 -4 -4
i _ friends	-7 -4 -1
i _ geting	-4 -2 3
i _ give	5 -3 0
i _ go	3 2 -2
i _ godbye	1 -1 -3
i _ grandma	-2 -2 -3
i _ had	0 -1 -4
i _ harm	4 -2 0
i _ hear	-4 -1 6
i _ her	0 -2 -3
i _ here	5 -2 0
i _ his	5 -6 -5
i _ hurting	6 0 0
i _ il	9 -2 0
i _ imagining	6 -3 -2
i _ jump	5 -1 0
i _ just	7 -3 -2
i _ kids	-9 -4 -5
i _ kiling	-7 -2 -2
i _ last	-2 -4 -3
i _ lol	-7 -6 -2
i _ merit	-7 -6 -4
i _ met	-5 -4 -1
i _ molested	-2 3 -2
i _ money	-5 -6 -1
i _ my	3 -5 -2
i _ myself	5 -8 -2
i _ naked	-3 -3 -3
i _ nobody	6 0 0
i _ ok	-9 -1 -1
i _ onions	-3 -2 -1
i _ overdosed	-3 -1 2
i _ picturing	4 0 0
i _ pregnant	-4 1 -1
i _ procrastinating	-4 -3 -3
i _ raped	-2 5 -2
i _ rn	4 -2 -2
i _ rope	3 -2 0
i _ say	-5 -4 -2
i _ scared	-3 -2 -1
i _ scream	-1 -4 -4
i _ sel	-6 -5 -2
i _ sexualy	-3 6 -2
i _ sick	-4 2 1
i _ smal	-4 -7 -1
i _ stil	6 -1 0
i _ stuck	-6 -3 -4
i _ swalowed	-6 -8 0
i _ taking	-4 -6 -10
i _ thai	-8 -6 -3
i _ the	2 -4 -3
i _ thinking	6 0 0
i _ tok	-2 0 5
i _ tomorow	4 0 0
i _ true	-3 -2 -1
i _ used	-3 -5 -4
i _ vanish	2 0 0
i _ want	5 -1 -1
i _ wel	-5 -1 -1
i _ where	9 -2 0
i _ with	-6 1 -5
i already	4 0 -2
i always	-8 -5 -10
i apologize	-3 -3 -4
i asked	-4 1 -3
i bang	11 -2 -1
i be	-1 -4 -4
i beat	-7 -5 -1
i being	-5 -5 -7
i bought	0 -4 -4
i break	-3 1 -1
i broke	-7 -6 -4
i burn	7 -1 -4
i burned	-5 -7 -8
i buy	-2 -8 -3
i cal	-5 0 1
i carved	5 -3 -2
i cary	0 -6 -3
i changed	-5 -3 2
i cok	-4 -3 -3
i complain	-2 5 -1
i cros	6 -3 0
i crush	-6 -1 -3
i cut	5 -5 -3
i deserve	8 -1 -1
i die	5 -1 -1
i died	2 -5 -1
i disapear	8 -2 0
i dispose	-4 -1 -3
i drop	-3 -4 -2
i droped	-8 -5 -6
i drove	7 -3 -1
i eat	1 -7 0
i ever	1 -3 -5
i find	-10 -1 -1
i finish	-1 2 -1
i folow	-5 -4 -4
i forgive	-5 0 -4
i forgot	-6 -2 -5
i give	-8 0 -2
i going	-6 -3 -4
i got	-3 -5 0
i grew	-5 -3 -3
i gues	-1 -5 -1
i hang	5 -3 0
i honor	-4 -1 -1
i honour	-7 -4 -2
i hope	5 -2 -3
i kep	2 -3 -2
i kept	-5 -5 -2
i last	-4 -1 -1
i laughed	-6 -4 -2
i learn	-6 -2 -2
i lend	-4 -5 -2
i let	-4 -7 -4
i like	-9 -11 -7
i lok	7 -3 -2
i love	3 -7 -3
i loved	6 -2 -1
i make	-3 0 -2
i mary	-4 -4 -4
i mean	5 -2 0
i met	-7 1 -2
i mis	-7 -5 -6
i nearly	-5 -3 -6
i never	-8 -5 -5
i no	8 -4 0
i on	-4 -2 -2
i open	-7 -5 -3
i overdose	3 0 0
i overdosed	-4 -2 4
i owe	2 7 -2
i pay	-7 3 0
i plant	1 -4 -3
i post	8 0 0
i punch	7 -3 -2
i quit	-3 -2 -3
i reach	-7 -7 -8
i relapsed	6 0 0
i reply	-5 -4 -1
i report	-7 4 -1
i save	-5 -2 -1
i saw	-3 -3 -3
i shave	-4 -2 -1
i shot	-6 -4 -3
i should	6 1 -1
i sit	8 -2 0
i snore	-4 -4 0
i speak	-7 -3 -8
i stod	7 -1 -1
i study	-4 -4 -7
i suced	-5 -3 0
i suicidal	4 -2 -2
i survived	-7 -1 0
i swear	-5 -5 -2
i take	-3 -4 -4
i talk	-3 2 -3
i tel	1 3 -2
i think	5 0 4
i thought	-2 0 0
i to	-5 -4 -2
i tok	2 -2 9
i trust	-6 -4 -3
i understand	7 -2 0
i wake	5 -1 -1
i walked	5 -4 -1
i wana	1 -5 -2
i want	4 -4 -3
i wasnt	3 -3 -2
i were	4 0 0
i wil	6 -5 -1
i win	-7 -5 -1
i wish	5 -2 -1
i wnat	4 -2 -2
i woke	2 2 -2
i wont	4 -6 -1
i wory	-4 -6 -2
i wrote	3 -1 0
ice	-10 -8 -10
id	7 1 -5
id _ beter	6 -1 -1
id _ die	-5 -1 -1
id _ for	-11 -2 -4
id _ go	3 0 -1
id _ just	3 0 0
id be	5 -2 0
id die	-5 -5 -3
id like	8 -2 -1
idea	-7 -3 -5
idea _ get	-1 0 -1
ideas	-9 -6 -8
idk	3 5 0
idk _ im	5 2 -1
ielts	-8 -6 -6
if	7 4 -1
if _ a	0 5 0
if _ ask	-5 3 -2
if _ buy	-4 -4 0
if _ complain	-2 5 -1
if _ die	4 -1 0
if _ died	6 -1 0
if _ disapear	7 -3 0
if _ dont	-6 1 -1
if _ eat	-5 -4 -1
if _ end	7 -1 0
if _ fail	-4 -9 -1
if _ get	-7 -5 -1
if _ gone	8 -1 0
if _ has	-7 -4 -5
if _ have	-9 -2 0
if _ late	-3 -5 -1
if _ leave	1 3 0
if _ likes	-2 -3 -1
if _ moved	-4 -4 0
if _ overdose	3 0 0
if _ report	-6 6 0
if _ saw	-4 -4 -2
if _ tel	-2 4 0
if _ time	5 -1 0
if _ use	4 -1 0
if _ was	10 -4 0
if _ went	8 0 0
if i	1 4 -1
if its	8 -1 0
if shes	-4 -5 -5
if we	0 10 -3
ignore	-5 -6 -1
ikea	-8 -4 -4
il	5 -6 -3
il _ it	0 -5 -2
il _ out	5 -1 0
il die	-7 -2 -3
il ever	5 0 0
il take	8 -1 0
iluminated	-7 -4 -5
im	3 2 1
im 11	-4 6 -2
im 13	-4 0 -1
im 8	0 0 3
im _ !alowed	-2 4 -1
im _ !sad	2 0 0
im _ again	-3 -5 -1
im _ an	-5 1 -4
im _ anyway	-7 -4 -1
im _ at	-4 -4 -2
im _ beter	-2 3 0
im _ bored	-3 -1 -1
im _ burden	8 0 0
im _ but	-10 -7 -6
im _ dead	-5 -4 -4
im _ dizy	-2 0 4
im _ embarased	-4 -2 -2
im _ for	-6 -1 -2
im _ ful	-4 -2 -2
im _ godbye	4 0 0
im _ held	0 2 0
im _ hurt	3 0 0
im _ im	7 1 -1
im _ in	0 1 -1
im _ into	-6 -4 -3
im _ living	4 -1 0
im _ majors	-2 -3 -2
im _ now	-7 0 1
im _ out	2 -5 0
im _ over	-6 -5 0
im _ social	-6 -5 -1
im _ ten	5 0 0
im _ tonight	4 0 0
im _ traficked	0 3 -1
im _ useles	8 -1 -4
im _ zombie	-4 -4 -1
im a	0 -2 -6
im angry	7 -3 -1
im at	2 1 3
im being	-1 12 -4
im bleding	-2 -1 4
im burning	-5 -3 -5
im changing	-3 -4 -1
im cuting	-5 -1 -2
im dead	3 -6 -5
im done	8 -3 -4
im drowning	-6 -4 -4
im dying	-7 -5 -4
im fine	-1 -2 -4
im geting	-4 -1 3
im going	7 -2 -1
im gona	2 -5 -3
im gone	9 -5 -3
im heartbroken	-3 -2 -1
im hiding	-4 7 -6
im homesick	-6 -6 -6
im just	9 -2 -1
im kiling	-5 -5 -3
im late	-3 -5 -1
im leting	4 -1 -1
im literaly	-8 -6 -4
im melting	-6 -6 -4
im nervous	-4 -1 -2
im not	5 -3 -5
im planing	6 0 -1
im retiring	-4 -4 -3
im sad	-3 -3 -1
im scared	-3 7 3
im sick	-4 -2 -6
im so	0 -3 -4
im standing	6 -1 -3
im starving	-6 -6 -6
im stresed	-4 -5 -5
im sufocating	-5 -6 -1
im suicidal	4 -2 -2
im taking	2 -2 -3
im terified	-2 2 -1
im thankful	-5 -5 -6
im thinking	3 -1 -1
im traveling	5 0 0
im vomiting	-3 0 9
im walking	-6 -9 -6
im working	-5 5 -1
images	-8 -7 -6
imagining _ own	3 0 0
imagining my	3 0 0
importing	-9 -8 -8
improve	-7 -5 -4
in _ again	0 -5 -4
in _ and	-3 -5 -8
in _ at	-5 -1 -2
in _ back	-4 1 -4
in _ building	-6 1 2
in _ but	-7 1 0
in _ cab	4 -2 3
in _ chest	-3 0 4
in _ closed	4 -1 4
in _ cold	-7 -5 -4
in _ drawer	7 -3 -3
in _ dream	1 -4 -1
in _ final	-5 -1 -4
in _ first	-11 -7 -8
in _ for	-11 -6 -2
in _ future	-5 -3 -2
in _ god	-5 -4 -1
in _ hand	8 -1 -2
in _ job	-4 -3 -2
in _ lecture	-3 -1 -1
in _ library	-5 -2 -1
in _ morning	-8 -5 -4
in _ moves	-5 -5 -2
in _ my	-5 -4 -3
in _ not	-7 -5 -7
in _ or	-7 -5 -2
in _ pencil	4 -1 0
in _ play	-4 -3 -3
in _ pol	-4 -4 -1
in _ quiet	-6 -3 -5
in _ rom	-2 4 4
in _ smal	-7 0 0
in _ spring	-9 -6 -5
in _ this	-9 0 -4
in _ to	-6 -3 -3
in _ tonight	-4 -2 -1
in _ town	-5 -1 -2
in _ ute	3 0 -1
in _ wil	-13 -6 -1
in _ years	-8 -1 -2
in a	-4 -1 -3
in an	3 2 -6
in australia	-2 -3 -3
in bed	-9 0 -2
in berlin	-3 -1 0
in case	6 -1 -2
in control	3 0 0
in gold	-3 -3 -3
in her	-9 -2 2
in its	-6 -5 -3
in law	-9 5 0
in laws	-6 1 -3
in leds	2 -3 -2
in my	4 1 -2
in order	7 -1 -1
in paperwork	-4 -2 -2
in pataya	-7 -5 -2
in ranked	-5 -3 -2
in staying	3 0 0
in sumer	4 -8 -2
in tarot	-7 -4 -6
in this	2 -5 -4
in work	-6 -4 -4
in your	-7 -2 -2
inbox	-4 -3 -3
incoming	-10 -8 -7
information	-7 -5 -5
inhaler	-7 -6 6
inside _ my	3 -1 0
inside of	3 -1 0
insurance	11 -4 -2
insurance _ it	-5 -2 -2
insurance _ with	4 -1 -1
insurance cover	-5 -2 -2
insurance than	4 -1 -1
insurance would	7 0 0
intae	9 -2 -3
interesting	-8 -5 -6
internship	-2 -5 -4
interview	-6 -6 -4
into	3 3 1
into _ god	-4 -1 -2
into _ leg	7 -5 -7
into _ new	-6 -4 -3
into _ tre	5 0 -1
into _ university	-5 -4 -3
into boxes	3 0 0
into me	-5 -6 -4
into medical	-5 -4 -5
into university	-2 -1 -4
invalid	-6 -5 -6
invalid username	-4 -4 -4
invest	-11 -6 -4
invest _ gold	-3 -3 -3
invest _ my	-4 -4 -5
invest in	-5 -5 -4
investment	-3 -3 -3
inward	-7 -4 -4
ipad	-10 -4 -2
iphone	-5 -3 -3
irl	5 0 0
iron	1 4 3
iron _ for	4 -1 -2
iron helps	4 -1 -2
is 16	-3 -3 -2
is 7	-5 0 -5
is _ !a	-11 -1 -5
is _ !point	4 -2 -1
is _ !responding	0 -1 2
is _ !valid	-4 -3 -5
is _ after	-5 -3 6
is _ already	-4 -6 -6
is _ at	-7 -10 -2
is _ birthday	3 0 0
is _ blue	-2 -1 10
is _ chest	-1 -2 7
is _ coworker	-3 -3 -4
is _ dead	-6 -5 -5
is _ dorway	-5 -4 -4
is _ enough	5 -2 -2
is _ even	-7 -6 -4
is _ ex	-5 -6 -2
is _ fire	-1 -2 4
is _ going	-12 -3 -3
is _ heavily	0 -1 4
is _ i	2 -1 1
is _ il	4 -1 -1
is _ in	-4 -5 -2
is _ just	-6 2 3
is _ kinder	3 0 0
is _ last	9 -1 -1
is _ long	0 -5 -4
is _ love	-5 -7 -4
is _ lying	-4 -2 -2
is _ maried	-1 0 -1
is _ money	-3 -3 -5
is _ my	-1 4 -4
is _ myself	5 0 0
is _ next	-7 -3 -1
is _ not	-7 -2 -2
is _ of	-2 -3 0
is _ ok	-3 0 1
is _ on	-5 -2 8
is _ out	-6 -3 5
is _ pain	0 0 -1
is _ question	-3 -2 -3
is _ rude	-5 -2 -5
is _ selfish	5 -1 0
is _ should	-5 -1 -2
is _ smart	-3 -2 -2
is _ spirit	-2 -2 -4
is _ talest	7 -2 -2
is _ teacher	-4 -4 -4
is _ tempting	-4 0 -1
is _ thank	3 0 0
is _ that	-5 -7 -8
is _ the	-5 -8 -4
is _ thinking	-3 -3 -3
is _ to	-5 -1 -3
is _ transformation	-3 -3 -3
is _ universe	-4 -2 -2
is _ where	-7 -7 -6
is _ worse	-3 -6 -3
is _ worth	-7 -6 -4
is a	-3 -6 -6
is already	-6 -4 -5
is always	6 -5 0
is an	-6 -3 -4
is back	4 0 0
is bad	4 0 0
is broken	-5 -1 2
is brutal	-6 -3 -6
is burning	-3 -1 7
is choking	-1 -2 7
is coming	-5 -5 1
is dead	-8 -6 -4
is dying	-4 -3 -6
is for	-3 0 -1
is forming	-6 -5 -6
is ful	-6 -3 -3
is geting	-1 -5 -1
is god	-8 -2 -2
is gona	-8 -3 -2
is growing	-4 -5 -5
is having	-1 -1 6
is he	-3 -10 -8
is in	3 -4 -1
is leaving	-7 -2 -4
is lucky	-3 -3 -1
is more	-4 -2 -4
is murder	-6 -6 -6
is my	-4 -7 -4
is not	-10 -8 3
is over	-8 -5 -5
is overdosing	-2 -1 4
is part	-9 -4 -5
is pasing	-3 0 5
is posible	-4 -3 -4
is racing	-1 0 5
is ready	-6 -3 -1
is real	-1 -4 -5
is required	-6 -5 -4
is she	-10 -5 -2
is simply	-3 -1 -1
is so	-7 -6 1
is someone	-4 -4 -6
is to	-2 -4 -5
is tonight	7 0 0
is unbearable	-5 0 0
is unconscious	-4 -3 10
is unreal	-7 -1 4
is very	5 -1 4
isnt	7 -3 8
isnt !a	5 0 0
isnt !breathing	-3 -2 7
isnt !responding	-1 -1 2
it	4 -1 -3
it _ !stop	-4 -3 8
it _ !work	6 0 -4
it _ and	2 -6 -3
it _ asking	5 0 0
it _ be	8 -1 -1
it _ down	-6 -2 -5
it _ end	-5 2 0
it _ every	7 -4 -1
it _ godbye	6 0 0
it _ huried	-3 -2 -2
it _ hurt	1 -3 -2
it _ like	5 0 -1
it _ lol	-6 -5 -1
it _ much	3 0 0
it _ naturaly	-7 -4 -8
it _ nothing	4 0 0
it _ of	-9 -5 -5
it _ our	-9 -5 -1
it _ out	-7 -1 0
it _ sign	-6 -1 0
it _ tbh	3 0 0
it _ tel	9 -4 -1
it _ today	8 -1 0
it _ tonight	3 2 0
it _ wel	-10 -5 0
it _ whole	-1 -1 -4
it _ wil	-3 -5 -2
it _ you	-11 -2 -2
it a	-3 -3 -2
it al	6 -1 0
it at	-2 -5 -1
it before	7 3 0
it bled	9 -2 -2
it count	-4 5 -2
it did	-5 -4 -5
it for	1 -1 -1
it get	-8 2 -2
it go	-12 -8 -2
it god	-6 -1 -1
it goes	-6 -4 -4
it hapen	6 0 0
it has	-7 -3 0
it helps	-5 -5 -2
it hurt	4 -1 0
it im	6 0 0
it is	-6 -2 -4
it it	6 -1 0
it just	-3 -10 3
it kinder	3 0 0
it lok	4 -2 -1
it loks	-3 -5 -5
it lol	-9 0 0
it mean	-4 -4 -1
it more	7 -5 -3
it my	-3 1 -2
it myself	4 0 0
it orient	-3 -3 -3
it resonated	-6 -5 -6
it rude	-5 -2 -5
it selfish	5 -1 0
it shok	-6 -4 -1
it simply	-7 -5 -4
it smart	-3 -2 -2
it suit	-5 0 0
it take	6 0 0
it takes	4 -1 0
it the	-7 -7 -2
it there	5 0 0
it time	-10 -6 -4
it turn	-5 -4 -1
it up	-5 1 -3
it wasnt	8 1 0
it went	-5 -2 -6
it wi	-5 -1 -3
it with	-9 -6 -6
it would	7 -1 -1
itl go	-5 -2 -1
its _ and	-1 -4 -1
its _ bit	-8 -7 -7
its _ godbye	8 0 0
its _ i	7 1 -2
its _ me	-2 -5 -1
its _ the	4 -2 -1
its _ worse	4 -1 4
its about	-6 -2 -1
its done	3 0 0
its enough	6 0 0
its for	11 -3 -3
its geting	5 -2 2
its helping	-4 -4 -3
its in	8 -1 -1
its just	-4 -4 -6
its kiling	-5 -3 -1
its not	9 -1 1
its nothing	-8 -2 -4
its own	-1 -9 -4
its slow	5 0 0
its so	-6 -5 -3
itself	-8 -6 -6
ive	11 -2 1
ive _ about	6 0 0
ive _ away	5 0 -1
ive _ eating	3 0 0
ive _ enough	3 0 0
ive _ giving	9 -1 0
ive _ it	7 0 0
ive _ leters	3 0 0
ive _ loking	6 0 0
ive _ out	10 0 0
ive _ staring	5 0 -3
ive _ the	5 -1 -1
ive _ thinking	7 0 0
ive _ writen	5 0 0
ive already	6 -3 -1
ive cleaned	7 -2 -2
ive decided	4 0 0
ive given	5 0 -1
ive got	7 -1 -2
ive made	6 -2 -1
ive said	6 -1 0
ive started	6 -3 -1
ive stoped	7 0 -3
ive thought	7 0 0
january	-7 -1 -1
japan	-7 -2 -2
japan _ smothly	-1 0 -1
japan _ wel	-3 -1 -1
japan _ year	-2 -1 -1
japan go	-3 -1 -1
japan next	-2 -1 -1
jasmine	-6 -4 -3
jaw	-3 -2 5
jerking	0 -2 7
job	-4 -2 -3
job _ another	-5 -1 0
job _ australia	-3 -2 -3
job _ berlin	-4 -2 -1
job _ could	-4 0 0
job _ now	-2 0 -1
job _ on	-5 -5 -1
job _ should	-6 -6 -4
job i	-7 -8 -5
job interview	-8 -2 -2
job is	-11 -2 -2
job should	-4 -2 -1
job so	-4 0 -1
jobs to	-2 0 0
join	7 -2 -2
join _ comunity	-2 -2 -2
join him	8 -2 -1
joke	-4 -5 -9
joke _ me	-2 -3 -1
joke kiled	-2 -3 -1
journal _ was	-6 -4 -2
journal entry	-4 -5 -7
joy	-8 -4 -5
jump	4 -3 -2
jump _ a	-7 -3 -1
jump _ i	9 0 0
jump _ my	6 -1 0
jump at	-6 -3 -3
jump from	9 -2 0
jump into	-5 -5 -3
jump of	5 -1 -1
jumped	-3 -3 -5
jumped _ the	-5 -4 -3
jumping _ front	12 -7 -7
jumping _ my	6 0 0
just _ a	-2 -2 3
just _ alive	6 0 0
just _ cold	-2 -6 -7
just _ for	12 0 0
just _ forever	4 -1 0
just _ into	7 -4 -2
just _ myself	5 0 -1
just _ no	-6 -4 2
just _ of	4 -2 -1
just _ on	-5 -2 2
just _ quietly	5 -1 0
just _ some	-5 0 4
just _ test	-3 -2 -3
just _ what	5 -4 -6
just _ wil	-3 -3 0
just _ with	4 -1 -1
just a	1 -4 -2
just breathing	-7 4 -7
just colapsed	-2 0 6
just end	7 0 0
just enough	2 0 0
just for	7 -3 -1
just got	-10 -4 1
just jump	6 -2 0
just kil	6 0 0
just meh	-4 -3 -4
just overdosed	-3 -1 4
just sent	-6 -2 -1
just swalowed	-3 -1 5
just texted	-5 -4 -3
just tok	1 0 4
just waiting	4 -1 -1
just wana	7 -2 -2
just want	5 -1 -2
karaoke	-10 -7 -5
ken _ the	-5 -3 -5
kep	7 0 -5
kep _ about	4 -2 0
kep _ and	-5 5 -1
kep _ my	3 -2 -1
kep _ no	-8 -5 -2
kep _ rom	5 -2 0
kep _ with	-5 4 -1
kep dreaming	-4 -1 -1
kep going	5 -2 -2
kep imagining	6 -3 -2
kep picturing	4 0 0
kep standing	2 0 0
kep thinking	6 0 0
kep you	-6 -3 -2
kep your	-7 -4 -5
keps	-5 5 -4
keps touching	-3 5 0
keps turning	-1 4 0
kept	-3 0 -8
kerosene	-3 -1 5
khao	-6 3 1
khao yai	-5 -2 -1
kicked	-9 6 -2
kicked _ in	-1 5 0
kicked me	-1 6 0
kicks _ when	-1 4 -1
kicks me	-1 4 -1
kid _ having	-1 0 8
kid _ in	0 0 2
kid _ rat	-2 -1 4
kid ate	-2 -1 7
kid fel	0 0 4
kids _ do	-3 0 0
kil	-3 -4 -4
kil _ at	-4 -3 -2
kil _ darlings	-3 -2 -2
kil _ dog	0 4 0
kil _ family	-1 4 0
kil _ if	-4 -4 -1
kil _ self	11 -2 -2
kil _ that	-4 -4 -1
kil _ when	-7 -3 -1
kil it	-10 -6 -2
kil me	-7 -2 -2
kil my	3 -1 -3
kil myself	12 -1 -1
kil the	-10 -5 -8
kil them	-5 -4 -2
kil this	-8 -4 -3
kiled	-16 -10 -9
kiled _ at	-3 -2 -1
kiled _ but	-7 -2 -1
kiled _ exam	-3 -2 -1
kiled a	-5 -1 -6
kiled it	-8 -3 -2
kiled me	-1 -3 -2
kiled my	-5 -2 -3
kiler	-7 -7 -6
kiler negotiator	-1 -2 -2
kilers	-9 -6 -6
kiling	-10 -7 -5
kiling _ i	-5 -2 -3
kiling _ the	-6 -4 -6
kiling _ today	0 -2 0
kiling every	-7 -2 -3
kiling it	-4 -6 -3
kiling me	-6 -7 -4
kiling myself	6 0 0
kiling of	-5 -3 -5
kiling time	-7 -3 -5
kind	1 -5 -8
kinder _ !to	3 0 0
kinder not	3 0 0
kindly	-2 -8 -4
kindnes	-8 -5 -4
kitchen	-2 -4 2
kitchen table	8 -1 -2
kms	18 -4 -5
kms _ fr	4 -1 -1
kms _ this	5 -1 -1
kms _ whats	2 -1 -1
kms fr	6 -2 -2
kms honestly	6 -3 -3
kms if	6 -2 0
kms seriously	2 -1 -1
kms tonight	5 -2 -1
kne	-9 -4 -3
knew	-8 -1 -1
knife	4 3 2
knife _ an	3 -2 -1
knife _ just	3 -2 0
knife for	3 -2 -1
knife in	8 -4 -1
knife to	4 2 -2
knife today	3 -2 0
knocked	-6 -7 -6
knocked my	-2 -6 -1
knocked out	-8 -3 -6
knot	5 -4 -4
know _ it	6 -2 -3
know _ shes	-3 -4 -4
know _ to	1 -5 -1
know before	4 -1 -3
know for	-4 -2 -4
know the	5 -2 -1
knowing	7 -2 -1
knows which	0 5 0
korea	-4 -1 0
korean	-5 -2 -6
krabi	-7 -2 -2
lab	-7 2 0
labeled	14 0 -1
laew	8 -2 -2
laid	5 -3 0
language	-7 -2 -2
laos	-3 -2 -1
laptop	-9 -2 -6
last _ after	5 -5 -1
last _ deper	4 -2 -1
last _ ever	5 0 0
last _ he	-2 6 0
last _ im	8 2 0
last _ please	-3 0 -1
last _ thank	11 0 -1
last _ this	-4 -3 -3
last _ us	-4 -3 -3
last _ wil	-3 -1 -1
last bos	-4 -6 -6
last edit	-7 -6 -6
last entry	10 0 0
last mesage	5 0 0
last of	-4 -3 -3
last reading	6 0 -1
late	-11 -2 -6
late _ was	0 -5 -2
late again	-4 -5 -3
late for	-5 -6 -5
late husband	-10 -6 -1
late mother	-3 -2 -2
late to	-6 -4 -2
lately _ son	-3 -1 -2
lately promotion	-3 -1 -2
laugh	-11 -9 -6
laughed	1 -6 -6
laughed so	-10 -3 -8
laughing	-11 -5 -8
laughing at	-6 -6 -8
laundry	-8 -5 -5
laundry and	-7 -5 -6
law	-9 5 -1
laws	-6 1 -3
learn	-8 -3 -9
learn _ drive	-2 -2 -2
learned	-8 3 -10
learning	-9 -6 -7
learning to	-5 -6 -5
lease _ should	-2 0 0
lease early	-6 -1 -1
least characters	-3 -3 -3
leave	5 5 -3
leave _ hometown	-5 -2 -2
leave _ note	3 -1 0
leave _ town	-3 -4 -5
leave a	3 -1 0
leave early	5 -2 0
leave my	-8 -3 -1
leaves _ in	-3 5 -2
lecture	-6 1 -7
ledge	7 2 -1
leds	3 -5 -2
left	8 4 2
left _ dead	-3 5 0
left _ live	6 -1 -1
left a	0 5 0
left im	6 -3 -1
left me	-3 -6 -1
left the	6 -1 -1
left to	6 -1 -1
leftovers	-10 -4 -5
leg	-3 -2 7
leg at	-3 -3 -4
lend	-7 -8 -5
lent	-10 -3 -5
leo	-5 -5 -5
leson	-6 -6 -4
lesons	-6 -5 -5
let	-2 -5 -5
let _ be	-9 -4 -6
let _ cal	-3 -2 -2
let _ hapen	6 0 0
let _ not	5 0 -1
let _ of	-3 -2 0
let _ orient	-3 -3 -3
let a	-10 -1 -2
let him	-7 -7 -6
let love	-7 -2 -4
let me	-3 -8 -1
let my	-7 -2 -3
let nature	7 0 -4
let something	-3 -2 -2
let the	4 -4 -3
let yourself	-7 -4 -5
leter	8 -5 -3
leters	4 -4 -7
leters tonight	5 0 0
lethal _ of	5 -2 -3
lets	-6 -3 -4
lets _ out	0 5 0
lets me	0 5 0
lets the	-5 -5 -4
library	-1 -5 -6
lie	-7 -1 -5
life	7 -4 1
life _ friday	2 0 0
life _ of	-4 -2 -1
life _ pays	8 0 -1
life _ there	6 0 0
life and	-5 -3 1
life in	-9 -4 -2
life insurance	5 0 -1
life is	0 -4 -4
life on	2 0 0
life out	-4 -2 -1
life tonight	0 -3 -3
lifes	-6 -3 -5
lift	-5 -2 -4
light	-6 -5 -3
lighter _ purpose	3 0 0
lighter again	8 -1 -1
like	4 -3 0
like _ back	-4 -6 -2
like _ boyfriend	-4 -4 -5
like _ burden	-8 -3 -8
like _ dying	-7 -1 -4
like _ every	5 -1 -1
like _ forever	3 0 -1
like _ idea	-2 -1 -2
like _ my	4 -5 -4
like _ myself	4 0 0
like _ only	5 -2 -3
like _ paracetamol	-5 0 6
like _ report	-1 -3 -7
like _ things	5 -2 -2
like _ to	-2 -6 -4
like _ zombie	-4 -1 -4
like a	-3 -3 -1
like actualy	6 0 0
like an	2 -1 1
like dying	3 0 0
like ending	5 -2 -2
like it	-8 -4 -4
like its	-8 0 2
like kiling	3 0 0
like my	-7 -4 -1
like myself	-8 -1 -1
like quiting	-3 -2 -2
like the	7 -2 -3
liked	-6 -2 -1
liked it	-3 0 -1
likes	2 -4 -2
likes _ back	-10 -3 -2
likes me	-8 -4 -2
limit	-5 -4 -5
limit exceded	-3 -3 -3
limp	-2 -3 6
line	-2 -4 1
line _ down	0 0 2
line _ remember	-3 -2 -3
line hes	0 0 2
line to	-3 -2 -3
link	-5 -6 -6
link sent	-3 -3 -3
linked	-7 -5 -5
linked reading	-6 -5 -5
lips	-4 -1 7
lips _ turning	0 -1 5
lips are	-4 -1 6
lisbon _ year	-6 -3 -4
list _ who	7 -1 -1
listen	-4 -5 -7
listen inward	-5 -3 -3
listen to	-6 -6 -6
literaly	-3 -7 -4
literaly _ to	-7 -1 -1
litle _ a	-5 -2 -4
litle one	-6 -4 -5
living _ it	4 -1 0
living anymore	4 -1 -2
living in	-3 4 -1
living wil	4 -1 0
lmao	-13 -12 -11
lmao _ i	-2 -2 -1
lmao wil	-2 -3 -1
loaded	7 -2 -2
loading	-6 -5 -5
loading your	-3 -2 -2
lobster	-5 -3 -6
lock	-5 8 0
lock me	-5 6 0
locked	-3 6 1
locked _ in	0 5 -1
locks	-5 7 0
locks _ in	-2 4 0
locks me	-2 4 0
log	2 -6 -6
log _ dream	-5 -3 1
log _ i	7 0 0
log _ in	-6 -1 0
log _ kep	6 0 0
log a	-7 -4 -3
login	-7 -5 -5
lok _ a	-3 -4 -2
lok _ an	8 0 -1
lok _ for	-4 -1 -2
lok back	-6 -5 -4
lok beneath	-3 -3 -3
lok down	6 0 -1
loked _ how	8 0 0
loked up	10 -1 0
loking _ the	8 -2 -2
loking for	-3 -5 -1
loking up	8 -1 0
loks _ lol	-6 0 -1
loks like	-5 -3 -4
lol	-10 -11 -8
lol _ i	-8 -2 -2
lol _ my	-7 -1 -2
lol _ not	6 -1 -4
lol _ reading	-4 -2 -2
lol but	5 -1 -1
lol is	-3 -8 -3
lol should	-3 -1 -1
london	-9 -6 -9
lonely	-5 -9 -7
long _ i	7 -1 -1
long _ in	4 -1 -1
long _ takes	4 0 0
long _ the	8 -1 -1
long _ to	-4 -4 -2
long it	4 0 0
long sleves	4 0 0
lose	-5 5 -2
lose ends	5 -2 0
lose it	-7 -6 -7
loses	-9 -7 -5
loses with	-4 -4 -3
losing	-4 -8 -7
lost	-3 -7 -8
lost _ my	-7 -4 -5
lost _ notes	-3 -2 -3
lost _ walet	-5 -4 -1
lost al	-7 -3 -5
lost earing	-2 -1 -1
lot	3 -1 1
lot _ her	-1 -1 4
lot _ pils	-3 0 4
lot from	-1 -1 4
lotery	-7 -4 -4
lotery _ time	-4 -1 -2
lotery lol	0 0 -1
lots	-8 -4 -1
lots of	-8 -4 -1
loud	-1 -6 -4
louder	6 -1 0
love	-5 -8 -5
love _ for	-3 -1 -1
love _ na	-2 -3 -2
love _ pls	-4 -2 -1
love again	-3 -1 -2
love fortune	-2 -3 -2
love him	1 -5 -1
love is	-10 -5 -6
love it	-5 -5 -4
love life	-10 -1 -2
love me	2 -2 -1
love reading	-3 -1 -2
loved	0 -4 -4
loved her	6 -2 -1
loved it	-8 -3 -6
loved the	-8 -4 -4
lovely	-8 -4 -2
loving	-5 -5 -4
lowkey	-9 -5 -2
loyal	-7 -6 -2
luck	-13 -9 -7
luck this	-7 -6 -2
lucky	-8 -7 -5
lucky _ for	-4 -2 -3
lunch	0 -8 -2
lying _ me	-4 -2 -2
mad _ me	-2 -4 -1
mad at	-2 -4 -1
made	2 -2 -7
made _ mind	8 0 0
made _ my	5 0 0
made me	-8 1 -2
made my	8 -5 -1
major	-9 -6 -7
majors	-4 -4 -2
make _ hapen	5 0 0
make _ i	1 2 0
make _ lok	5 0 0
make _ my	7 -1 -1
make _ playofs	-3 -1 -1
make _ son	-3 -3 -4
make _ to	-7 -2 -5
make _ true	4 0 0
make friends	-5 -4 -2
make it	6 -1 0
make me	-7 -3 -4
make sure	11 0 -1
make the	-5 -1 -1
make up	-6 -2 -2
makha	-5 -4 -4
makha bucha	-5 -4 -4
making	-8 2 5
mal	-9 -5 -3
man	-5 5 1
man mean	-4 -2 -1
manager	-6 3 -1
manager _ me	-8 5 -2
mango	-7 -8 -5
mango _ rice	-5 -3 -3
mango sticky	-5 -3 -3
many _ in	-3 -3 -1
many pils	-1 -1 3
marathon	-8 -10 -10
march _ she	-2 0 -3
march is	-2 0 -3
mariage	-6 -2 -3
maried	-5 -8 -5
maried _ forty	-4 -3 -3
maried _ they	-1 0 -1
maried before	-4 -3 -3
mark	-6 -3 -2
market	-7 -6 -4
mary	-5 4 -2
mary _ girlfriend	0 -4 -1
masters	-5 -1 -1
match	-7 -4 -9
match _ bridesmaids	-2 -1 -1
match saturday	-1 -2 -4
maters	-10 -7 -6
mates	-4 -1 3
maths	-3 -5 -5
may	-6 -7 -7
may be	-7 -6 -4
may not	-5 -1 -5
maybe	3 -2 1
maybe _ should	1 -2 0
maybe i	3 -3 -7
maybe tonight	6 -1 0
me	0 7 -3
me _ !being	4 -1 0
me _ 50	-4 -4 -3
me _ a	-5 6 -1
me _ and	-2 5 -1
me _ bit	0 3 -3
me _ ches	-2 -4 -3
me _ day	-6 3 0
me _ everything	-6 0 0
me _ fights	0 4 0
me _ il	7 -1 0
me _ in	-5 0 -2
me _ is	3 -3 0
me _ leaving	4 1 0
me _ locked	-1 6 0
me _ mesage	-5 -4 -2
me _ mom	0 5 0
me _ morning	0 -3 -1
me _ move	-6 -2 -2
me _ news	-2 -2 -2
me _ not	2 -6 -2
me _ pilows	-5 -5 -3
me _ practice	0 3 0
me _ puled	0 5 0
me _ read	-4 -4 -3
me _ sends	0 4 -1
me _ she	-7 -7 -2
me _ should	-8 -6 -6
me _ takes	0 5 0
me _ the	1 7 -3
me _ threatening	-1 4 -1
me _ up	-7 -5 -4
me _ wil	-2 -1 0
me _ with	-5 1 -1
me _ without	-2 3 -1
me _ word	-4 -3 -3
me _ work	-2 -6 -1
me _ year	-6 5 -6
me about	-1 -8 0
me again	1 6 -1
me and	-5 6 -1
me back	0 -5 -1
me but	-2 -3 -5
me down	-8 7 -2
me during	0 6 0
me every	2 2 0
me for	7 1 -4
me fr	-6 -2 -2
me friendship	-3 -4 -2
me god	-2 -2 -2
me itl	-5 -2 -1
me its	9 2 -1
me lol	-3 -4 -1
me make	-4 -2 -4
me not	4 2 -1
me now	1 -4 -2
me of	-6 1 0
me on	-2 -6 -1
me or	-3 -7 -3
me starting	-8 -5 -7
me the	-1 -2 -5
me this	-6 -2 -1
me today	-10 -2 -3
me tonight	-7 -4 -2
me up	-2 1 -1
me when	-2 6 -1
me whenever	0 5 0
me why	-5 -4 -3
me with	-3 4 -1
mean _ dream	-4 -1 -1
mean _ should	-5 -3 -2
mean i	-6 -4 -2
mean if	-5 -1 -1
mean to	-3 -2 -3
meaning	-5 -4 -6
means _ okay	4 -1 -1
means its	6 -1 -1
meant	7 -2 -1
meat	-5 -4 -1
meat if	-4 -4 -1
med	-7 -5 1
media	-2 -3 -3
media _ a	-5 -2 -1
media for	-5 -2 -1
medical schol	1 -5 -4
meds _ hour	-2 -1 4
meds _ months	3 0 0
meds an	-2 -1 4
meds for	5 0 0
meh	-6 -4 -4
melbourne	-5 -6 -4
melt	-8 -5 -7
melting	-6 -6 -4
membership	-3 -9 -9
membership _ tokens	-3 -2 -2
membership or	-3 -2 -2
meme	-6 -5 -6
memoirs	-3 -3 -4
memoirs _ i	-3 -3 -4
memoirs should	-3 -3 -4
mentor	-10 -10 -11
merit	-10 -6 -6
mesage _ the	-5 -3 -3
mesages	-5 4 -3
mesages _ hes	0 8 0
mesages to	4 -1 0
met	-9 0 -4
met _ alone	0 4 0
met _ soulmate	-4 -3 -1
met my	-5 -5 -5
met someone	-4 -5 -1
methods	9 -2 -3
methods _ night	9 -3 0
meting	-6 -6 -2
meting _ go	-2 -2 -1
meting _ going	-3 -4 -4
meting is	-3 -4 -4
meting tomorow	-2 -2 -1
mice	-8 -2 -6
mice _ the	-8 -3 -6
mid	-9 -7 -5
midle	-9 -4 -2
might _ it	-8 -7 -6
might _ wel	8 0 0
might as	8 0 0
mild	-6 -4 -6
mileage	-3 3 0
milk	-1 -6 -1
mind	3 -5 -3
mind again	5 -2 -1
mind up	8 0 0
minecraft	-6 -5 -4
minor	-5 -5 -6
minutes	-4 -4 5
mis	-2 -4 -5
mis _ dad	-1 -6 -4
mis _ if	6 -1 0
mis _ when	2 0 0
mis me	5 0 0
mis my	-7 -4 -5
mis the	-5 -1 -1
mised	3 -7 -4
mised the	-8 -4 -2
mising	-3 -5 2
mising the	-7 -4 -5
mistake _ going	4 0 0
mistake im	4 0 0
mixed	-5 -7 5
mixing	9 -1 -1
mobile	-7 -4 -4
mobile ap	-5 -4 -4
mock	-6 -3 -3
mod	-7 -6 -7
mod _ required	-3 -3 -3
mod is	-3 -3 -3
mods	-5 -2 -3
molested	-2 3 -2
molested _ my	-2 3 -2
molested by	-2 3 -2
mom _ geting	-1 0 -1
mom _ going	-7 -6 -7
mom _ having	0 -1 11
mom _ kil	-5 -4 -2
mom _ this	-5 -6 -8
mom _ unconscious	-2 -2 7
mom and	-6 -5 -1
mom is	-5 1 3
mom visit	-2 -2 -1
moms painkilers	3 0 -1
mon	2 -8 -6
mon iluminated	-7 -4 -5
monday	0 -4 -5
mondays	-8 -4 -5
mondays _ be	-3 -3 -3
mondays _ that	-4 -4 -2
mondays is	-4 -4 -2
mondays wil	-3 -3 -3
money	-4 1 -6
money _ please	-7 -2 -1
money again	-4 -2 -2
money home	5 0 0
money in	6 -3 0
money luck	-3 -6 -2
money today	-5 -5 -4
monk	-4 0 -1
month	-1 -1 -5
month _ buy	2 0 0
month _ for	-6 -5 -1
month _ i	-3 -9 -1
month _ mis	-3 -1 -2
month ive	4 0 0
month to	-8 -4 -4
month wil	-7 -2 -1
monthly	-5 -4 -4
monthly membership	-5 -4 -4
months	5 1 -3
months _ box	3 0 0
months _ i	4 -1 -4
months _ the	-8 -1 -1
months and	-7 -2 -3
months the	5 -2 -1
morbid	-6 -4 -5
morbid but	-2 -1 -4
more _ lol	4 0 0
more images	-6 -6 -5
more peace	-4 -3 -2
more time	-2 -5 -1
morning	1 -2 -3
morning _ i	-5 -1 1
morning with	-4 3 -6
morphine _ a	3 -2 -2
morphine for	3 -2 -2
mosquito	-11 -8 -6
mosquitoes	-8 -7 -8
most	1 -9 -3
most nights	8 0 0
mother _ her	-9 3 0
mother _ in	-1 -3 3
mother _ loved	3 0 0
mother burns	0 8 0
mothers _ go	-3 -2 -2
mothers operation	-3 -2 -2
motivation	-7 -4 -6
mouth	-4 -5 9
move	-9 -6 -4
move _ chiang	0 -4 -5
move _ it	-3 -4 -1
move abroad	-5 -2 -4
move to	-2 -5 -3
move with	-4 -4 -4
moved	-5 -3 -4
moved _ of	-4 -4 0
moved on	-6 -6 -3
moves	-9 -5 -4
movie	-7 -6 -10
movies	-5 -5 -4
moving	-2 -5 -4
moving _ and	-2 0 -1
moving in	-8 -4 -4
moving to	-11 -4 -5
mozies	-7 -3 -5
mozies are	-7 -3 -5
much	3 -4 2
much _ her	-1 -1 5
much _ my	-2 -1 3
much _ would	5 0 0
much blod	-2 -1 4
much if	3 0 0
much it	7 0 0
mum _ im	2 0 0
mum about	-3 -2 -2
mum and	-1 -5 -5
mum burns	-1 8 -1
mum fainted	-1 0 3
murder	-13 -8 -7
murder _ exam	-1 0 -1
murder _ if	-5 -4 -1
murder me	-5 -5 -2
murdered	-11 -12 -8
murdered by	-4 -1 -5
murdered my	-5 0 -2
murderer	-5 -3 -2
music	-8 -4 -4
must	-6 -3 -7
my _ about	-5 -2 -4
my _ again	6 5 -7
my _ animal	-4 -3 -3
my _ aplication	-5 -4 -6
my _ arm	-3 -1 8
my _ at	0 6 0
my _ ate	-4 -1 7
my _ away	3 -3 -2
my _ bakery	-4 -2 -3
my _ bangs	-5 -2 -4
my _ be	5 -1 -1
my _ beats	-2 5 -2
my _ birthday	-4 -3 -3
my _ bit	-6 -5 0
my _ black	-4 -1 -1
my _ boks	-6 -1 -1
my _ burns	-3 4 0
my _ came	-7 4 3
my _ car	-4 -2 -2
my _ caretaker	0 3 -1
my _ case	5 0 0
my _ cat	-3 -2 -2
my _ chanel	-7 -6 -5
my _ chokes	-1 7 0
my _ coking	-6 -2 -3
my _ colapsed	-1 -3 4
my _ coming	-6 -4 -4
my _ d	-3 -3 -6
my _ dead	-4 -2 -2
my _ death	-5 -3 -1
my _ didnt	8 -2 -3
my _ died	-5 -5 -3
my _ drank	-2 -2 7
my _ earing	-2 -1 -1
my _ early	-6 -1 -1
my _ entry	3 0 0
my _ every	-3 7 -1
my _ fainted	-1 -1 3
my _ finaly	-11 -4 -5
my _ find	5 0 0
my _ flight	-4 -2 0
my _ fortune	-2 -3 -2
my _ gave	-5 -3 0
my _ god	-1 -1 -2
my _ godbye	5 0 0
my _ groped	-1 3 0
my _ habits	-3 -3 -1
my _ have	0 -5 0
my _ how	-4 -1 0
my _ hurt	-5 1 -1
my _ i	6 1 -2
my _ insurance	5 0 0
my _ job	-7 1 -2
my _ jumped	-5 -3 -3
my _ kicks	-1 4 -1
my _ like	-3 -1 1
my _ lmao	-1 -3 0
my _ lol	3 -4 -2
my _ mad	-3 -3 -3
my _ made	-3 2 -1
my _ makes	-12 2 -7
my _ mesage	6 0 0
my _ morphine	3 -1 -1
my _ mother	-2 -7 2
my _ motorbike	-4 -2 -2
my _ mum	-8 -3 3
my _ natural	-3 -1 0
my _ note	7 -2 0
my _ novel	-7 -2 -4
my _ now	7 -6 0
my _ number	0 -2 -2
my _ one	7 -4 -4
my _ only	4 6 -1
my _ operation	-5 -2 -1
my _ overdosed	-2 -3 5
my _ painkilers	6 -2 -3
my _ pas	-7 -6 -7
my _ pascode	5 -2 -2
my _ pased	-3 -7 -2
my _ pils	-5 -1 7
my _ plant	-4 -1 -1
my _ punched	-1 6 -1
my _ raped	0 6 -1
my _ rapes	-2 4 -2
my _ reading	-7 -3 -2
my _ realy	-4 -7 1
my _ recertification	-3 -2 -3
my _ red	-4 0 -2
my _ results	-3 -2 -3
my _ rn	-4 -2 -4
my _ say	-5 2 1
my _ scren	-7 -5 -6
my _ semester	-9 -6 -6
my _ sexualy	-2 3 -1
my _ shes	-6 -6 -7
my _ shop	-7 -5 -6
my _ sister	-7 2 2
my _ slaped	-1 6 0
my _ slaps	-1 5 -2
my _ son	-5 -6 1
my _ started	-3 0 4
my _ starter	-4 -2 -2
my _ stop	-3 2 -1
my _ stoped	-2 -1 7
my _ strangled	-2 8 0
my _ survive	-7 -4 -8
my _ survived	-7 -1 -6
my _ swalowed	-4 -2 7
my _ tablets	5 -2 3
my _ takes	-6 1 -2
my _ tel	4 -6 -3
my _ test	-9 -3 -3
my _ thinking	-2 -3 -1
my _ threatened	-5 -2 -3
my _ threatens	-2 5 -1
my _ to	6 -1 -3
my _ tonight	2 -1 -5
my _ touched	-1 4 0
my _ trustworthy	-2 -2 -3
my _ used	-7 -8 -7
my _ video	-6 -1 -6
my _ visit	-6 -6 -3
my _ was	-7 -5 -5
my _ we	0 -6 -3
my _ were	-3 0 -5
my _ what	-3 4 -2
my _ where	6 -4 1
my _ who	-4 2 0
my _ wil	0 -7 -3
my _ with	7 4 -2
my _ woke	-7 -7 -5
my _ yesterday	1 -1 -3
my acounts	5 2 0
my afairs	6 -1 -1
my alarm	-8 -3 -1
my alergy	-4 0 -2
my ancestors	-6 -5 -6
my ankle	3 -7 1
my antidepresant	-8 -4 -5
my arm	6 1 -1
my arms	7 1 -1
my aunt	-5 1 -1
my balcony	5 -1 -1
my band	-3 -2 -3
my bangs	-7 -4 -1
my basil	-4 -5 -3
my batery	-8 -1 -4
my best	3 -4 -3
my birthday	5 -3 -4
my blod	-12 -3 -1
my body	7 0 5
my boks	8 0 -1
my boring	-5 -3 -3
my bos	-9 -1 -2
my budget	-5 -4 -5
my building	-2 -1 -1
my cactus	-5 -4 -3
my card	-8 1 1
my carer	-7 1 -3
my cat	0 -2 -3
my cats	-7 -3 -2
my chest	-3 -1 3
my childhod	-7 -2 -1
my citizenship	-2 -2 -2
my clothes	0 3 -3
my coach	-2 3 -3
my code	-6 -4 -2
my cofounder	-4 -1 -1
my cousin	-4 -2 -6
my coworker	-8 -7 -4
my crush	-3 -7 -5
my d	-3 -3 -6
my dad	-6 2 2
my dance	-5 -5 -6
my darlings	-3 -2 -2
my daughter	1 3 0
my daughters	-4 6 -3
my dead	-10 -2 -1
my deadline	-1 -4 -4
my deposit	-5 0 -2
my doctor	-1 -2 -6
my dor	-2 5 3
my dream	-3 -4 1
my driving	-7 -3 -3
my engagement	-4 -3 -2
my esay	-4 -3 -2
my ex	-2 4 -3
my exit	8 -1 -1
my exs	-6 0 -5
my eyes	-1 -4 -2
my face	-3 7 4
my family	8 0 0
my favourite	-7 -4 -5
my fet	-3 -4 -3
my finances	-5 -1 -1
my finger	-11 -4 -6
my flatmates	-8 -2 -4
my friend	-9 -4 6
my friends	-2 0 1
my funeral	8 -1 -1
my future	-3 -2 -2
my garden	-7 -1 -3
my girlfriend	-2 2 0
my godbye	7 0 0
my grandchildren	-5 -5 -3
my grandfathers	-8 -8 -7
my grandma	-11 -6 3
my grandmother	-5 -5 0
my gym	0 0 -2
my hair	-3 -2 -4
my hand	4 0 3
my headache	-8 -1 -5
my heart	-1 -8 -1
my history	2 -3 -4
my hometown	-6 -2 -2
my horoscope	-4 -2 -2
my husband	0 7 2
my interview	-5 -1 -2
my job	-4 -3 -2
my journal	-10 -10 -7
my kne	-11 -4 -1
my last	13 -4 -3
my late	-13 -5 -4
my lease	-4 -2 -2
my leg	2 0 7
my luck	-4 -1 -2
my mariage	-4 -2 -4
my masters	-5 -1 0
my mates	-5 -3 3
my meds	6 -1 1
my membership	-8 0 0
my neighbors	-5 -5 -2
my neighbour	5 3 1
my neighbours	-4 -5 0
my nerves	-6 -2 -3
my new	-5 -4 -4
my nudes	-2 6 0
my obituary	3 -2 0
my old	-5 -4 -5
my orchid	-5 -2 -2
my paramedic	-3 -2 -3
my partner	-3 8 -2
my pasport	-6 8 -1
my path	-5 -2 -5
my pencil	4 0 0
my period	-8 -5 -4
my phd	-6 -2 -2
my plant	-8 0 -5
my profesor	-5 -5 -2
my question	-4 -2 -1
my reading	-6 -3 -2
my reflection	-6 -5 -6
my relationship	-7 -8 -5
my retirement	-5 -5 -4
my ribs	-1 9 -2
my rifle	7 -3 0
my romate	-4 -4 0
my self	11 -2 -2
my side	-9 -4 -5
my sister	1 -5 2
my skin	5 -3 -7
my sliper	-6 -4 -5
my soulmate	-5 -5 -3
my sourdough	-4 -2 -2
my startup	-6 -3 -4
my stepfather	-3 3 -1
my streaming	-5 -4 -5
my student	-5 -3 -3
my students	4 -2 -2
my stuf	5 1 -1
my sufering	4 0 0
my suicide	2 -2 -1
my team	-6 -2 -2
my thai	-3 -4 -1
my thesis	-8 -4 -6
my thigh	9 -4 2
my thighs	7 -1 -2
my things	7 0 0
my to	-4 -1 7
my trip	-4 -1 -4
my vibe	-4 -2 -2
my walet	-4 -1 -1
my walk	9 0 -1
my weding	-5 -2 -1
my work	0 6 0
my wrists	7 0 -4
my yogurt	-4 -2 -3
myself	12 -5 -3
myself _ bad	7 0 0
myself _ day	4 0 0
myself _ i	3 -1 0
myself _ my	-8 -2 -2
myself _ purpose	5 0 0
myself _ to	-11 -2 -3
myself _ wekend	4 -1 0
myself every	5 0 0
myself last	6 -1 -1
myself now	-6 -12 -3
myself out	-2 -6 -1
myself this	4 -1 0
myself under	-5 -1 -1
myself until	7 -1 0
myself with	9 -2 -2
na	6 -3 -4
naked at	-3 -3 -3
naman	-8 -1 -1
name	1 -4 0
natural	-2 -6 -7
natural ways	-3 -1 0
naturaly	-6 -3 -4
near	0 -6 -3
near _ house	5 0 -1
nearer	-7 -2 -3
nearer my	-7 -2 -3
nearly	-3 -4 -4
nearly _ me	-6 -2 -1
nearly _ the	-10 -4 -3
nearly kiled	-5 -1 -1
ned _ be	8 0 0
ned _ know	11 -4 1
ned _ yourself	-3 -2 -2
ned a	-10 -6 -6
ned to	5 -5 -3
nedle	-5 -3 4
neds	-7 -5 -4
negotiator	-1 -2 -2
neighbor _ being	-2 -3 -3
neighbor stop	-2 -3 -3
neighbors	-7 -5 -1
neighbour _ hed	-2 3 -2
neighbour _ threatening	-2 5 -2
neighbour keps	-2 5 -2
neighbour said	-2 3 -2
neighbours	-1 -6 -1
nerves	-7 -4 -2
nervous	-9 -3 -5
nervous about	-3 -3 -4
nest	-7 -4 -5
net	8 -2 0
netbal	-9 0 -3
netflix	-8 -7 -6
never	-5 -2 -2
never !born	6 0 -1
never !come	5 0 0
never !drinking	-6 -4 -5
never !go	-6 -4 0
never !of	-6 -6 -8
never !wake	4 0 0
never _ !again	-5 0 -1
never _ !up	5 0 0
new	-7 -5 -5
new _ and	-4 3 1
new _ for	-8 0 0
new _ is	-9 -3 -4
new _ new	-8 -3 -1
new _ the	-5 -2 -3
new _ trustworthy	-3 -3 -4
new _ wil	-10 -2 -2
new antibiotic	0 0 6
new carer	-4 -1 -1
new chapter	-4 0 0
new curtains	-7 -3 -7
new direction	-5 -2 -3
new entry	-7 -5 -6
new job	-3 -2 -3
new mon	-8 -3 -4
new one	-3 -1 -6
new pasword	-6 -4 -6
new reading	-6 -5 -6
new semester	-2 -2 -2
new son	-1 -3 -3
new university	-1 -1 -1
new year	-5 -5 -6
news	-8 -5 -5
next _ hel	0 3 0
next _ me	-5 -2 1
next _ mon	1 -2 -4
next chapter	-4 0 0
next for	-4 -2 -1
next ful	3 0 0
next month	-2 -6 -6
next new	-7 -3 -4
next step	-6 -1 -2
next time	0 2 -3
next to	-1 -1 6
next year	2 -6 -4
night	3 8 -4
night _ heard	-2 4 -1
night _ it	4 -2 0
night _ job	-3 -3 -1
night _ pray	5 -1 -1
night _ the	-4 -2 -6
night a	-5 -2 -8
night after	6 -5 0
night deper	4 -2 -1
night is	-8 -3 0
night lol	-4 -3 0
night now	7 0 0
night should	-5 3 0
night thanks	3 -1 0
night with	-4 0 -4
nightmare	-10 -1 1
nightmare should	-1 -2 -3
nine _ swords	-4 0 -2
nine of	-4 0 -2
no	2 1 -2
no !category	-7 -6 -6
no !memory	-2 4 -1
no !more	10 -1 0
no !ned	-6 -2 -2
no !one	4 3 -1
no !point	7 -2 -1
no !pulse	-3 -2 6
no !questions	-5 -5 -4
no !readings	-5 -4 -4
no _ !back	9 -4 -5
no _ !left	4 0 0
no _ !living	3 -1 0
no _ !my	-9 -2 -4
no _ !out	5 -1 -1
no _ !the	-8 2 -5
no _ !to	6 -4 -4
no _ !yet	-9 -2 -4
nobody	5 1 -1
nobody _ cry	4 0 0
nobody _ mis	6 0 0
nobody _ my	-14 -6 -6
nobody _ notice	5 0 0
nobody notices	7 -1 -1
nobody would	3 -1 0
nodle	-6 -5 -6
nodles	-5 -6 -5
noise	0 -4 -4
noisy	-5 -3 -2
non	-13 -4 -6
normal	0 1 -10
norway	-6 -5 -4
not !a	6 -2 -6
not !alowed	-2 4 -1
not !answering	-1 -1 8
not !authenticated	-7 -6 -6
not !being	7 -4 0
not !breathing	-2 -2 9
not !coming	7 0 -1
not !eating	6 -2 -1
not !for	11 -4 -2
not !found	-6 -4 -5
not !have	-4 -2 -3
not !joking	6 0 0
not !just	3 -2 0
not !moving	3 -1 6
not !ned	-8 -3 -2
not !planing	6 -1 -1
not !resonate	-3 -3 -2
not !scared	2 -4 0
not !submit	-3 -3 -3
not !valid	-4 -3 -5
not !what	-4 -5 -3
not !yet	-7 -5 -4
not _ !alive	5 -1 0
not _ !and	4 -2 5
not _ !anywhere	9 -4 -5
not _ !back	5 -1 -1
not _ !blod	-1 -3 7
not _ !by	-5 -3 -6
not _ !camping	4 -1 -1
not _ !found	5 -1 -1
not _ !here	5 -1 0
not _ !how	-4 -3 0
not _ !i	7 -1 1
not _ !its	5 0 0
not _ !just	-8 -10 -10
not _ !me	1 0 4
not _ !or	-7 -8 -7
not _ !protected	-3 -3 -3
not _ not	7 -2 0
note	9 1 -7
note _ in	5 0 0
note _ is	3 -1 0
note _ not	-6 -3 -3
note and	5 0 0
note in	3 -1 0
note or	4 -1 0
nothing	4 -5 -4
nothing _ changed	-2 -2 -2
nothing _ it	-6 -5 -5
nothing about	-4 -3 -2
nothing changes	6 -3 -1
nothing for	4 -2 0
nothing left	8 -1 -1
nothing serious	-10 -3 -5
nothing to	-6 -4 -4
nothing wil	6 -2 -4
notice	2 -4 -2
notice _ timing	-2 -2 -3
notice the	-6 -2 -3
notice what	-6 -1 -1
noticed	-6 -7 -4
notices	7 -1 -1
novel	-10 -8 -4
novel _ do	-1 0 0
novel how	-1 0 0
now _ a	-1 -4 -7
now _ everyone	3 0 -1
now _ have	0 -5 0
now _ i	1 -2 -2
now _ the	-6 -5 -6
now _ year	-4 0 -1
now and	-7 -1 1
now godnight	3 0 -1
now wil	-4 -4 -5
nudes	-2 6 0
numb	0 -2 6
numb and	-2 0 6
number	-6 -2 1
number _ lucky	-2 -3 -3
number for	-7 -5 -4
number is	-2 -3 -3
numbers	-4 -5 -9
numerals	-3 -3 -3
numerals _ thai	-3 -3 -3
numerals in	-3 -3 -3
nurse	-6 0 -5
obituary	4 -2 0
obituary _ my	3 -2 0
obituary in	3 -2 0
obviously	-4 -6 0
ocean	-9 -6 -7
of 10	-5 -6 -6
of _ a	-5 -1 -5
of _ again	6 0 0
of _ alive	8 -1 -1
of _ balcony	4 -2 2
of _ blod	-1 0 5
of _ boring	-4 -6 -4
of _ bus	7 0 -1
of _ couch	-3 -2 -2
of _ day	-4 -3 -2
of _ dishwasher	0 0 6
of _ from	3 -6 -1
of _ gets	7 -1 -1
of _ girlfriend	-3 -4 -4
of _ in	-9 -3 -2
of _ is	-5 -3 -6
of _ it	-1 -6 -3
of _ job	-7 -2 0
of _ last	-6 -1 -2
of _ lent	-2 -3 -3
of _ lol	0 0 -8
of _ medicine	-4 -1 4
of _ month	6 -1 0
of _ of	8 -1 -2
of _ old	-5 -1 -5
of _ proces	-3 -3 -3
of _ rain	-8 -2 1
of _ right	-4 -3 -1
of _ romate	-2 -2 -3
of _ should	-9 -5 0
of _ sleping	0 -1 6
of _ tablets	7 -1 -2
of _ train	10 -1 0
of _ what	-7 -3 0
of _ whel	6 -2 -1
of _ world	-6 -1 -1
of _ year	-2 -1 0
of an	-5 -3 -2
of at	-5 -1 -3
of blod	-1 -1 5
of budhist	-2 -3 -3
of dead	6 -2 -1
of embarasment	-7 -3 -2
of everyone	-5 -4 -5
of everything	6 -1 -3
of existing	6 0 0
of first	-2 0 0
of going	9 -1 -4
of hapines	-4 -3 -2
of it	10 -2 -1
of jumping	5 -1 -2
of leaving	-5 -3 -3
of living	7 -2 -2
of old	-7 -4 -2
of paracetamol	5 -1 2
of pentacles	-8 -5 -2
of people	-9 -3 -1
of pretending	7 0 0
of quiting	-3 0 -1
of readings	-3 -3 -3
of shame	-2 -4 -3
of sliting	6 -1 -2
of swords	-7 -6 -5
of taking	8 0 -1
of that	-2 -5 -2
of unaliving	4 0 0
of waiting	-6 -3 -5
of work	-8 -1 -2
ofer	-3 -4 -5
ofered	-4 -5 -4
often	-13 -10 -8
oil	-2 0 8
ok _ skip	-4 -5 -3
okay _ stop	4 -1 -1
old	1 -4 0
old _ be	-6 -6 -8
old _ dying	-6 -1 -1
old _ to	-6 -3 -1
old _ tre	-4 -1 -4
old boks	-9 -2 -1
old car	-6 -2 -3
old dog	-14 -9 -6
old feathers	-4 -3 -4
old house	-7 0 -1
old motorbike	-4 -2 -2
older	-4 5 -3
omen	-6 -4 -4
omen _ find	-4 -1 -2
omg	-6 -2 -1
on _ again	2 -4 -3
on _ arms	0 4 -1
on _ at	-1 4 0
on _ balcony	-3 -3 0
on _ bike	-5 -3 4
on _ calendar	5 0 -1
on _ cupboard	-8 -4 -5
on _ deper	2 0 0
on _ desk	9 -3 -6
on _ device	-3 -3 -3
on _ fet	-4 -2 -2
on _ flor	1 0 4
on _ for	-6 -6 -6
on _ mind	5 -2 -1
on _ new	-7 -4 -4
on _ other	5 -2 -1
on _ porch	-1 4 -1
on _ right	-5 -2 -2
on _ should	3 -5 -1
on _ this	-3 -2 -5
on _ to	-5 -4 -2
on _ today	-2 -1 -7
on _ walk	8 -1 -1
on _ weding	-3 -2 -1
on _ wek	-7 -7 -6
on _ words	-1 -2 -7
on _ wrist	7 -2 -2
on a	-4 -5 -4
on an	-6 -2 -3
on cofe	-3 -5 -6
on cuting	9 -1 -1
on fire	-3 -2 3
on her	-6 2 2
on heroin	-1 0 7
on holiday	-2 -6 -7
on it	-7 -6 0
on monday	4 -4 -1
on mondays	-7 -3 -3
on one	-8 -4 3
on purpose	10 -2 -3
on read	-4 -4 -3
on something	-1 -1 6
on stage	-7 -3 2
on sugar	-7 -5 -7
on suicide	-11 -6 -6
on sunday	1 -3 -5
on this	-9 -4 -6
on thursday	-8 -7 -6
on vacation	-1 -2 -2
on your	-12 -6 -5
once im	11 -2 -1
one _ money	-5 -2 -1
one _ please	-5 -3 -5
one _ question	-3 -4 -7
one _ trip	4 0 0
one another	-9 -6 -6
one card	-5 -8 -4
one day	-5 -8 -8
one i	5 -3 -1
one more	-1 -7 -2
one rom	-6 5 -3
one way	6 -1 -2
onions	-8 -6 -4
onions _ crying	-3 -2 -1
onions without	-3 -2 -1
only _ me	-4 7 0
only reason	6 0 0
only thing	6 -2 1
only time	8 0 0
only way	9 -2 -1
open	-1 -2 0
open _ card	-4 -3 -4
open heart	-2 -1 -5
open my	-7 -6 -4
open todays	-4 -3 -4
operation _ wel	-3 -2 -2
operation go	-3 -2 -2
opioid	-5 -4 -4
ops	-6 -5 -5
options	-4 -4 -4
or	-5 -5 -5
or _ for	-5 -3 -3
or _ go	6 -1 0
or _ home	-5 -4 -2
or _ in	-4 -2 -2
or _ on	-10 -4 -1
or a	-11 -6 -3
or die	-5 -2 -2
or go	-11 -5 -4
or kep	-8 -4 -2
or rest	-2 -1 0
or stay	-6 -4 -2
or tokens	-3 -2 -2
or username	-3 -3 -3
oracle	2 -6 -3
oracle _ i	6 -2 0
oracle _ is	6 0 0
oracle _ it	6 0 0
oracle _ me	5 1 0
oracle _ the	-4 -2 -3
oracle _ want	5 0 0
oracle about	-5 -1 -6
oracle home	-4 -4 -5
oracle se	-5 0 -2
oracle should	7 0 0
oracle tel	7 -1 0
oracle when	9 -1 0
oracle wil	4 -2 0
oracles	-5 -5 -5
oracles reading	-4 -3 -3
oracles response	-5 -4 -4
orchid	-10 -3 -3
orchid _ dying	-2 -2 -3
orchid is	-2 -2 -3
ordering	-4 -2 -2
ordering grab	-4 -2 -2
ordinary	-5 -5 -5
organised	-4 -7 -6
orient	-3 -3 -3
orient you	-3 -3 -3
ot	-3 -9 3
other side	5 -2 -1
others	-9 -5 -5
ouch	-6 -5 -4
our	-8 3 -7
our aniversary	-3 -7 -5
out _ 10	-5 -6 -6
out _ and	-6 -7 -3
out _ closet	-6 -6 -4
out _ fod	-2 3 -1
out _ is	-11 -1 0
out _ life	5 -1 -3
out _ we	-1 -1 4
out _ window	-4 -5 -3
out and	0 -3 4
out completely	-3 -3 0
out loud	-8 -5 -1
out my	3 -6 -4
out of	-4 -1 1
out the	-1 -3 -2
out today	-4 -8 -8
out what	-5 4 -3
out wrong	-1 0 4
outside	-3 7 4
outside my	-3 7 3
outward	-4 -2 -3
oven	-6 -5 -4
over _ ex	-4 -4 0
over _ head	4 0 -1
over _ mon	-7 -5 -4
over a	-8 -7 -6
over bangkok	-5 -5 -2
over the	-2 -6 -5
over this	-5 -2 -4
overdose	-3 -5 -4
overdose _ wekend	4 -1 -1
overdose this	4 -1 -1
overdose tonight	4 -1 0
overdosed	-5 -4 5
overdosed _ a	-1 -1 3
overdosed _ cofe	-4 -2 -6
overdosed _ heroin	-1 0 8
overdosed _ isnt	0 0 2
overdosed _ lips	0 0 4
overdosed _ lit	-4 -4 -6
overdosed _ my	-3 -1 4
overdosed at	-1 -1 3
overdosed his	0 0 4
overdosed on	-4 -3 2
overdosing _ now	-2 -1 4
overdosing right	-2 -1 4
overnight	-7 -6 -5
overpas	11 -2 -5
overslept	-9 -6 -4
overwhelmed	-6 -10 -9
owe	6 3 -2
owe him	0 4 0
owe the	4 -2 -1
owe them	-2 6 -1
own	6 -1 -2
own _ to	-5 -2 -1
own arm	7 -1 -3
own bakery	-4 -2 -4
own bangs	-5 -2 -4
own hand	7 0 0
own life	9 -3 -3
oxycodone	6 -2 -1
oxygen _ im	8 -2 -3
pace	-8 -5 -5
pack	-2 -4 -5
packs	-4 -4 -3
pad	-7 -5 -5
page _ my	6 0 -2
pages	-4 -3 -4
pages _ readings	-3 -3 -3
pages of	-4 -3 -4
paid _ my	9 -1 0
pain	4 -1 6
pain _ if	3 0 0
pain _ my	-1 0 3
pain _ once	3 0 0
pain and	-1 -1 3
pain in	-1 0 4
painful _ to	5 -1 0
painkilers	-1 -10 -3
painles	11 -3 -6
painles _ to	8 0 0
painting	-7 -5 -2
painting of	-4 -1 -3
pale	-1 -1 4
pan	-9 2 -3
paperwork	-6 -4 -3
paperwork _ the	-2 -1 -2
paperwork _ wek	-2 -6 -4
paperwork at	-6 -4 -3
paracetamol	4 -3 4
paracetamol would	4 0 0
paralysis	-5 -4 -5
paramedic	-7 -6 -4
paramedic recertification	-3 -2 -3
parent	-4 -1 -3
parents _ !care	-1 5 -1
parents _ changing	-2 -3 -2
parents _ of	-3 -4 -4
parents aprove	-3 -4 -4
parents beat	0 3 0
parents forgive	7 -1 0
parents im	-7 -1 -1
parents kep	5 -1 0
parents like	-4 -4 -5
parents mis	3 -1 0
part _ me	10 -4 -2
part _ the	-5 -3 -4
part time	-7 -4 -4
partner	-5 6 -3
partner _ to	-1 1 -1
partner threatened	0 3 0
partner threatens	0 3 0
partners	-8 0 1
partnership	-5 -4 -3
partnership with	-6 -3 -3
party	-6 1 0
party _ fun	-1 -2 -2
pas _ citizenship	-2 -2 -2
pas _ exam	-4 -3 -5
pas _ ielts	-7 -1 -1
pas _ paramedic	-3 -2 -3
pas out	-3 0 7
pas the	-9 -6 -4
pascode	5 -2 -2
pased	-6 -5 0
pased away	-9 -6 -6
pasphrase	-10 -9 -9
pasport	-4 7 -1
pasport and	-2 8 -1
past _ move	-3 -1 -2
past and	-3 -1 -2
past hour	-1 0 3
past month	-4 -3 -3
pasword	-9 -9 -10
pasword _ failed	-3 -3 -2
pasword change	-3 -3 -2
pasword updated	-5 -4 -4
paswords	5 -4 -6
paterns	-8 -7 -6
path	-12 -6 -5
patience	-9 -7 -5
patient	-11 -7 -5
pause	-8 -7 -7
pay of	-3 -1 -5
paying	-4 -5 -2
peace _ im	11 -2 0
peace in	-4 -3 -2
peaceful _ want	2 0 0
peaceful asking	8 -3 -2
peacefuly	-5 -6 -7
peacefuly _ he	-1 0 -1
peling	-6 -7 5
peling of	-2 0 6
pencil	5 -2 -2
pencil case	4 -1 0
penguin	3 -6 -6
penguin _ home	-4 -4 -5
penguin _ is	4 0 0
penguin _ sad	3 0 0
penguin _ were	5 0 0
penguin but	4 0 0
penguin oracle	-11 -4 -6
penguin you	5 0 0
penguins	-8 -6 -7
penguins _ what	-5 -4 -4
penguins know	-4 -3 -4
pentacles	-8 -5 -2
people _ it	-8 0 0
people _ take	5 -1 -1
people die	-7 -3 -8
per	-5 -4 -4
period	-5 -7 -9
permanently	16 -6 -5
permision	-1 2 -2
permision _ do	-4 -3 -3
permision _ night	-2 5 0
permision at	-2 5 0
permision to	-2 1 -3
pesticide today	4 0 0
pet	-7 -5 -4
phase	-11 -5 -4
phd	-8 -6 -6
phone _ again	-4 -3 -5
phone _ during	-3 -2 -3
phone and	-4 9 -3
phone died	-10 -5 -6
phone number	-4 -3 -4
phone pascode	5 -2 -2
phone scren	-7 -5 -6
phones	-4 -1 0
phones _ again	-3 -3 -3
phones dead	-4 -3 -5
photos _ come	0 11 0
photos with	-4 -5 -3
phuket	-7 -5 -8
piano	-7 -3 -5
pick	4 -5 -4
pick _ category	-3 -3 -3
pick a	-4 -3 -3
picked	5 -1 -2
picked _ date	5 0 0
picked _ the	7 -1 -1
picked the	7 0 0
picked up	-6 -1 -2
pics	-3 7 0
pictures	-5 4 -3
picturing	4 0 0
piece	-7 -7 -6
pil	2 -5 2
pil _ and	-2 -1 3
pil botle	-2 -1 2
pilow _ done	3 0 0
pilows	-5 -5 -3
pilows lol	-2 -3 -5
pils	8 -3 7
pils _ doctor	-7 -1 -4
pils _ in	4 0 -1
pils and	-2 -1 3
pils are	7 0 -3
pils before	-2 0 -3
pils wil	3 0 -6
pin	7 -1 -1
pinches	0 6 -4
piza	-13 -8 -9
pl	-5 -1 -6
place _ holds	-3 -3 -3
place that	-3 -3 -3
plan	10 -4 -3
plan _ a	4 0 0
plan _ end	8 -1 -1
plan _ take	4 0 0
plan and	3 0 0
plan your	5 0 0
planed for	7 -1 0
planing	8 -2 -2
planing _ exit	8 -1 -1
planing _ overdose	4 -1 -1
planing _ suicide	7 -1 -1
planing _ take	8 0 0
planing my	5 -3 -3
planing to	6 0 0
plans	-4 -5 -7
plant	-8 -3 -4
plant in	-4 -3 -3
planted	-10 -8 -5
plants	-5 -3 -4
plants _ im	6 0 -1
plants _ in	-6 -1 -2
plants are	-7 -3 -4
plants died	-3 -1 -1
platform	7 0 0
platform i	7 0 -1
play	-6 -3 -4
played	-2 -5 -6
playful	-5 -5 -5
playing	-11 -8 -8
playofs	-3 -1 -1
please	-3 -5 -2
please _ again	-7 -4 -5
please _ in	-12 -5 -6
please _ my	9 -1 -1
please about	-3 0 -1
please give	-4 -2 -2
please tel	5 -3 -4
please try	-7 -4 -4
please what	0 0 7
plot	-6 -4 -5
ploting	-5 -6 -5
pls	-8 -4 -8
pls _ just	6 -2 0
pls _ me	-7 -3 -1
pls tel	-5 -3 -1
podcast	-4 -4 -5
pods	-2 -1 5
poem	-8 -5 -5
point _ staying	4 0 0
point _ way	-3 -3 -3
point in	10 0 0
point the	-4 -3 -2
pointles	6 0 0
pointles _ done	3 0 0
pointles im	3 0 0
poison _ do	0 -1 3
poison what	0 -1 3
poisoning	-5 -4 -5
pol	-9 -4 1
pol _ isnt	0 0 3
pol _ my	-7 -6 -3
pol _ puled	0 0 8
pol we	0 0 8
pol with	-7 -6 -3
police	-2 8 0
porch	-2 4 -1
posible	1 -8 -8
position	-6 -3 -3
post _ nudes	-1 4 0
post the	-4 6 0
postpartum	4 -2 -3
pounding	-4 -1 6
pour	-8 2 -2
power	-5 -1 -3
practical	-6 -5 -8
practice	-5 -9 0
practice to	-6 -2 -4
practiced	-7 -5 -10
practicing	2 -3 -3
practicing _ knot	2 -3 -3
practicing the	2 -3 -3
practise	-13 -9 -10
practised	7 -3 -3
prank	-4 -9 -4
pray _ dont	5 -2 -2
precious	-4 -6 -4
predict	-4 -2 -2
predict _ exam	-3 -2 -2
predict my	-3 -2 -2
pregnant	-6 -3 2
pregnant _ not	-3 -4 -3
pregnant im	-3 -4 -3
prescription _ months	3 0 0
prescription for	3 0 0
presence	-7 -4 -6
present	-5 -10 -8
presentation	-9 -6 -2
presentation _ friday	-2 -2 -2
presentation on	-2 -2 -2
presentation tomorow	-5 -4 -2
presure _ wil	3 0 -6
pretending	0 0 -1
prety	-7 2 0
pricing	-7 -5 -5
printer	-6 -1 -3
private	-5 4 -1
pro	-7 -5 -1
proces _ finish	3 0 0
proces to	3 0 0
procrastinating	-8 -4 -5
profesional	-3 -5 -5
profesor	-9 -7 -3
project	-10 -4 -4
project _ a	-1 0 -1
project _ draining	-3 -4 -3
project be	-1 0 -1
project early	-6 -1 -3
promise	-6 -2 -1
promoted _ year	-2 -3 -3
promoted this	-2 -3 -3
promotion	-3 -5 -4
promotion _ for	-2 -4 -1
promotion _ year	-3 -1 -1
promotion son	-3 -1 -2
promotion this	-3 -1 -1
propose	-6 -6 -4
proposed	-3 -4 -4
protect	-7 -4 -1
protected	-3 -3 -3
protected _ this	-3 -3 -3
protected on	-3 -3 -3
proud	-7 -10 -9
proud of	-3 -10 -6
ps5 _ my	4 0 0
ps5 to	4 0 0
pt	-7 -7 -3
puled out	-2 -1 5
punched _ and	0 2 0
punched _ wal	11 -1 -2
punches	-1 3 -1
punches me	-1 3 -1
punishment	7 1 -1
punishment for	7 0 0
pupy	-5 -4 -4
pure	-9 -9 -8
purple	4 -4 2
purpose	8 -2 -4
purpose _ slow	5 0 0
purpose _ wek	3 0 0
purpose i	7 -1 0
purpose want	3 0 0
push	-2 -5 -6
pushed	-2 3 -2
pushed me	0 4 -2
put	3 1 -4
put _ down	-7 -2 0
put down	-9 -4 -3
quarterly	-7 -1 -3
quarterly review	-7 -1 -3
quen	-9 -12 -3
question	-3 -9 -7
question _ for	-3 0 -1
question _ vague	-3 -2 -3
question _ you	6 0 0
question about	-12 -2 -1
question submited	-5 -4 -4
question thank	3 0 0
questions	-8 -10 -10
questions and	-5 -4 -5
quick if	7 -1 0
quiet	-1 -5 -7
quiet _ 3am	5 -1 0
quiet _ the	-4 -4 -3
quiet after	8 0 0
quiet i	5 0 0
quit	-3 -4 -4
quit _ wil	-3 -2 -1
quit sugar	-3 -2 -1
quiting	-8 -4 -5
quiting _ band	-3 -2 -2
quiting _ job	-5 -5 -7
quiting my	-6 -5 -6
quiz	-10 -7 -8
racing	-3 0 5
raid	-4 -1 0
railing	7 -2 -4
rain _ my	-4 -4 -4
rain _ saturday	4 -1 0
rain _ the	-7 -3 -2
rain for	-2 -3 -3
rained	-7 -6 -6
raining	-7 -5 -5
raining _ the	-6 -4 -4
rainy	-8 -2 -4
rainy season	-8 -1 -1
ran the	4 -1 0
random	-5 -4 -4
range	-5 -4 -4
ranked	-5 -3 -2
ranked tonight	-4 -3 -1
raped	-2 6 -3
raped _ a	-2 5 -2
raped at	-2 5 -2
raped me	-2 7 -2
rapes	-2 4 -2
rapes me	-2 4 -2
rarely	-8 -6 -5
rat	4 -2 4
rat poison	4 -2 4
rate	-5 -5 2
rate _ exceded	-3 -3 -3
rate limit	-3 -3 -3
rather _ not	3 0 0
rather _ wider	-3 -2 -3
rather die	-5 -6 -3
rather just	3 0 0
rather than	-8 -6 -5
razor	10 -1 -1
reach	-5 -7 -1
reaction	-2 -1 5
read	-6 0 -6
read _ dream	-6 -6 -4
read _ whatever	-4 -3 -2
read again	-4 -3 -2
read dream	-6 -8 -5
read the	-5 -5 -6
reading	-3 -7 -9
reading _ !found	-3 -3 -3
reading _ and	-7 -5 -2
reading _ bad	4 0 0
reading _ is	-6 -3 -1
reading _ make	5 0 0
reading _ the	-9 -1 -1
reading _ wek	-4 -3 -3
reading _ you	3 0 0
reading a	-6 -2 -2
reading ever	5 0 0
reading for	-9 -3 -3
reading not	-3 -3 -3
reading please	-5 -2 -2
reading pls	-7 -2 -7
reading thank	3 0 0
readings	-3 -7 -8
readings _ this	-3 -3 -3
readings from	-4 -3 -3
ready	8 -5 -4
ready _ check	4 -1 -2
ready _ end	7 -2 -2
ready _ let	-3 -1 -2
ready for	-10 -4 -8
ready in	2 0 0
real transformation	-3 -3 -3
realy	3 -5 5
realy _ and	-1 -3 5
reason	7 1 -3
rebuilt	-3 -5 -3
receive	-5 -3 -4
receive _ reading	-3 -2 -2
receive your	-3 -2 -2
received	-8 -4 -3
recent	-5 -5 -5
recent answers	-4 -4 -4
recertification	-3 -2 -3
recorded	8 -4 0
recording	-4 1 -4
recover	-3 -3 -6
recovered	-9 -6 -8
recovery	-7 -5 -6
red	0 -7 1
redundancy	-5 -1 -1
refil	-5 -4 -4
refil history	-5 -4 -4
refiled	-5 -4 -4
reflect	-4 -5 -6
reflection	-9 -6 -6
reflections	-4 -3 -3
refund	-6 -5 -4
relapsed	11 -1 0
relapsed on	6 -1 -1
relationship	-10 1 -7
relationship _ him	-4 -2 -1
relationship _ i	-5 6 -3
relationship with	-4 -6 -1
relationships	-4 -4 -8
relieved	6 -3 -8
relieved and	7 0 0
religion	-5 -3 -3
remember _ birthday	-5 -4 -3
remember _ day	-3 -2 -3
remember my	2 -4 -1
remember the	-4 -4 -4
renewed	5 -1 0
rent	-2 0 -5
rent money	0 4 0
repairs	-6 -6 -4
reply	-4 -4 -2
report	-6 1 -2
report card	-4 -4 -1
repot	-6 -7 -3
represents _ beginings	-5 -3 -4
represents _ this	-2 -6 -2
represents _ today	-3 -3 -5
represents me	-4 -5 -4
represents new	-5 -3 -4
request	-10 -5 -6
required	-8 -6 -6
reset	-5 -5 -4
reset _ log	-6 -3 -3
reset _ pasword	-3 -2 -2
reset _ sent	-3 -3 -3
reset dream	-5 -4 -4
reset link	-4 -4 -4
reset your	-3 -2 -2
resilience	-7 -4 -2
resonated	-9 -6 -7
resp	-5 -4 -5
response	-6 -5 -5
responsible	-6 -4 -3
rest	-5 -8 -4
restaurant and	0 0 6
restore	-7 -2 -3
rests	-7 -4 -4
results _ ok	0 -7 0
results come	7 -4 -1
results wil	-9 -6 -9
retire	-6 -4 -3
retired	-6 -4 -4
retirement	-7 -5 -6
retiring	-8 -3 -4
return	-9 -6 -6
return _ home	-3 -3 -3
return to	-5 -4 -4
returned	8 -3 -3
returned it	-7 -3 -4
reunion	-8 -3 -2
reversed	-5 -8 -10
reversed mean	-9 -3 -4
review	-9 -4 -4
rhythm	-7 -4 -3
ribs	-7 7 -4
rice	-7 2 -2
rice _ my	-2 -4 -1
rice everything	-3 -2 -3
rich	-3 -1 0
richnes	-8 -7 -7
rifle _ the	-1 -1 -1
rifle is	6 -2 -1
right	-4 -6 -2
right _ do	4 -1 0
right _ for	-8 -5 -6
right _ it	-6 -4 -2
right _ stil	-7 -6 -4
right _ wil	-6 0 -4
right hand	0 -1 7
right moment	1 0 -2
right now	-3 -3 3
right path	-3 -4 -6
right what	4 -1 0
ring	-4 -2 -1
rip	-5 -8 -6
rise	-8 -6 -4
rises	-9 -5 -6
rising	-7 -4 -5
risoto	-5 -4 0
river	8 -5 -5
river _ beautiful	-4 -3 -2
rof	6 -2 0
rof _ now	5 -1 -2
rof of	6 -1 -1
rof right	5 -1 -2
roling back	-1 0 3
rom	-1 9 2
rom _ permision	-2 5 0
rom _ same	5 -2 0
rom again	-4 4 -2
rom for	-6 -4 -6
rom just	8 -5 -4
rom rn	-4 -2 -4
rom the	5 -2 0
romance	-6 -8 -6
romate	-4 -4 0
romate _ an	-2 -1 2
romate _ i	-10 -6 -7
romate _ my	-3 -6 -4
romate threatened	0 4 0
romate with	-2 -1 2
rope	10 -2 0
rope _ !for	3 -1 -1
rope _ not	4 0 0
rope i	6 0 0
rope not	3 -1 -1
rope ready	2 0 0
roses	-8 -5 -1
rots	-6 -2 -4
rough	-7 -6 -2
round	-1 -2 0
round the	-7 -4 -6
routine now	5 -1 0
row _ !breathe	3 -2 -1
row cant	3 -2 -1
rude	-8 -7 -7
run	-6 -1 -4
runing _ thinking	3 0 0
runing just	3 0 0
runs	-10 1 -5
sacred	-9 -6 -6
sad	-6 -8 -10
sad if	4 0 0
safari	-8 -7 -5
safe	-4 -10 -11
safer	-9 -6 -7
safety pin	5 -1 -1
said	1 7 -6
said _ burn	-3 4 -1
said _ could	-5 -4 -1
said _ i	-1 5 0
said _ kil	-8 -3 0
said _ time	-1 5 -1
said if	-2 5 0
said just	8 -4 -1
said next	-1 6 -1
said shed	3 -7 -1
said shel	-5 2 0
sailing	-9 -4 -2
salary	-6 2 -2
salon	-4 0 -1
same	2 -1 -3
same after	4 -2 -1
sat	8 -1 -9
sat _ at	4 -2 0
sat _ the	8 0 -1
sat in	8 0 0
sat there	5 -1 0
save	-5 -6 -6
save _ al	6 0 0
save _ for	-5 -4 -1
save entry	-6 -5 -5
save money	-4 -2 -1
save note	-9 -8 -6
save them	8 0 0
saved	1 -7 -4
saved _ enough	4 0 0
saved _ the	9 0 -1
saved are	3 0 0
saved me	-8 -5 -6
saving	-4 -7 -9
saving _ my	4 -1 -2
saving entry	-3 -3 -3
saving my	9 0 -1
savings _ it	-3 -1 -1
savings wil	-3 -1 -1
saw	-6 0 0
saw _ dead	-2 -2 -2
saw _ rom	-4 -2 -4
saw _ was	-4 -3 -4
saw a	-6 -3 0
saw him	-5 -4 -6
say	1 5 -1
say _ before	4 0 0
say _ for	6 0 0
say _ gona	6 -2 0
say _ i	-5 4 -1
say _ tomorow	-6 -3 -2
say godbye	2 -2 -4
say to	0 -6 -8
say yes	-8 0 -3
saying	1 4 -1
says	-5 7 -1
says _ family	0 1 0
says _ ok	6 -3 0
says _ was	0 6 -1
says he	-2 2 2
says hes	-1 6 -3
says i	-12 -3 -4
scared	-2 5 1
scared _ go	-2 4 0
scared _ husband	-1 3 -3
scared he	0 5 0
scared my	0 3 2
scared to	-2 4 -5
scary	-6 -6 -6
scary but	-6 -5 -4
scatered _ ashes	-3 -4 -4
scheduled	9 -3 -1
scheduled _ for	6 0 0
scheduled to	3 -1 -1
schol _ 30	-6 -3 -1
schol _ 35	-3 -3 -1
schol _ 40	-6 -2 0
schol _ nursing	-4 -2 0
schol _ on	-3 -1 -3
schol at	-5 -2 -1
schol for	-5 -2 0
schol next	-6 -4 -3
scorpio	-6 -5 -5
scraped	-5 -6 -6
scratch _ until	4 0 -1
scratch myself	-3 -2 -4
scratched _ car	-5 -2 -2
scratching	10 -1 0
scratching _ arms	3 0 0
scratching my	3 0 0
scream	-5 -4 -2
screams	-3 10 0
scren	-6 -4 -7
scren time	-5 -1 -1
screnplay	-7 -3 -1
scroling	-5 -3 -2
se _ again	-7 -5 -1
se _ baby	-3 -2 -2
se _ it	7 -3 -4
se _ trip	-3 -1 -3
se a	-3 -4 -6
se my	6 -1 -5
se pricing	-7 -5 -5
se you	-8 0 -3
sea _ kep	5 0 -1
sea tonight	11 -5 -3
search	-3 -6 -7
searching	-2 -3 -3
searching moving	-4 -3 -2
season	-9 -9 -5
second cat	-5 -3 -3
secret	-4 -1 -2
secret admirer	-3 -3 -3
secretly	-8 -5 -5
seing	-11 -7 -10
seizure _ isnt	-4 -2 8
sek	-4 -3 -3
sel	-2 -4 -4
sel _ old	-7 -2 -2
sel it	-7 -1 -3
sel my	-4 -4 -3
self	2 -6 -5
self _ every	4 -2 0
self care	-11 -3 -2
selfish	5 -1 0
selfish _ kil	6 0 0
selfish to	5 -1 0
seling	-10 -5 -4
sem	-11 -8 -6
semester _ easier	-2 -2 -2
sen	-7 1 -2
send	2 6 -4
send _ lol	-2 -1 -4
send _ morning	10 -1 -1
send _ to	0 7 0
send it	0 4 0
sending	-5 -1 -9
sends	-2 6 -2
sends _ of	0 4 -1
sends photos	0 4 -1
sent _ voice	-6 -3 -1
sent my	6 -1 -2
separate	-6 -7 -6
serious	-3 -3 -4
serious _ i	-3 -1 -4
seriously	5 0 -1
seriously _ the	2 -1 -1
seriously whats	2 -1 -1
ses _ grades	-1 -4 -1
ses _ report	-1 -3 -1
ses my	-5 -5 -3
set	1 -1 -6
set up	-6 -5 -4
seting	-6 -8 -5
setle _ you	-7 -2 -3
setle and	-6 -3 -4
setle your	-8 -1 -1
seventy	6 -3 0
severe	-3 -1 7
sewer	6 0 -1
sewer slide	6 0 -1
sexualy	-4 8 -3
sexualy _ me	-3 4 -1
sexualy abused	-3 5 -1
sexualy asaulted	-3 4 -3
shaking	-5 -4 10
shaking _ wont	0 -1 3
shame at	-2 -4 -3
share	-12 -3 -7
shared	-5 -9 -9
sharp	-7 -3 -4
shatered	-7 -3 -1
shave	-4 -2 -1
shave _ head	-4 -2 -1
shave my	-4 -2 -1
she _ !know	8 0 -1
she _ in	-4 0 -6
she _ the	0 -8 -5
she _ think	-3 -3 -3
she _ unconscious	0 0 3
she cant	-2 -1 8
she stil	-5 -2 -1
she wil	-8 2 -3
shed	4 -3 1
shed _ me	-6 -5 -5
shed _ sad	3 0 0
shed _ starting	5 -1 -1
shed have	-4 -5 -4
sheding	-7 -5 -6
shelter	-7 -5 -6
sheltered	-7 -7 -5
shes	-8 0 6
shes _ one	-3 1 -3
shes bleding	-4 0 5
shes coughing	0 -1 7
shift	-1 -1 -5
shift _ i	-8 -2 -1
shift i	3 0 0
shift is	-7 -8 -5
shift job	-3 -3 -1
shifts	-9 -7 -5
ship	-2 -3 -4
shocked	-2 -2 5
shoes	-3 -5 -3
shoes _ match	-2 -1 -1
shoes _ my	6 -3 -1
shok me	-6 -4 -1
shop _ to	-4 -2 -4
shop going	-4 -2 -4
shore	-9 -4 -10
short	-11 -3 0
shot	-13 -5 -5
shot and	-3 -4 -3
shot my	-5 -4 -3
shotgun	8 -6 -2
shoting	-6 -5 -5
should	-2 -4 -3
should _ apologize	-3 -3 -4
should _ ask	-1 -6 -5
should _ break	-5 -7 -3
should _ cal	-5 -3 1
should _ cary	-6 -2 -3
should _ cok	-4 -3 -3
should _ cut	-5 -5 -5
should _ die	5 -1 -1
should _ died	7 0 0
should _ drop	-3 -1 -3
should _ eat	-7 -1 -5
should _ end	-2 -4 -2
should _ finaly	-5 -6 -7
should _ forgive	-4 0 -5
should _ go	0 -5 -2
should _ join	-12 -3 -2
should _ just	-1 -7 -4
should _ kep	-5 -2 -2
should _ learn	-6 -5 -2
should _ lend	-4 -5 -2
should _ my	-4 2 -1
should _ pay	-7 -8 -2
should _ plant	1 -4 -3
should _ quit	-3 -2 -3
should _ reply	-5 -4 -1
should _ report	-4 -5 -2
should _ se	-9 -4 -8
should _ shave	-4 -2 -1
should _ stay	-6 5 0
should _ study	-4 -2 -7
should _ take	-6 -4 -6
should _ talk	-2 -9 -6
should _ the	-6 -2 -4
should end	5 -1 -1
should have	7 0 0
should i	-7 -6 -5
should just	6 -1 0
should we	-11 -2 -1
show	-4 -1 -5
show _ as	-3 -5 -1
show pasword	-5 -4 -3
show tonight	-3 -3 -4
show up	-5 2 -5
shows	-9 3 -6
shufling	-7 -5 -4
shufling _ cards	-5 -4 -4
shufling the	-5 -4 -4
sick	-3 0 2
sick _ being	4 0 0
sick _ death	-3 -3 -4
sick _ my	-2 -2 -3
sick _ this	-4 -1 -3
sick and	-2 0 6
sick to	-1 -2 -4
side _ make	-3 -3 -2
sign	-5 -6 -7
sign _ failed	-4 -3 -3
sign _ lease	-4 -3 -2
sign _ the	-3 -6 -3
sign of	-8 -2 -1
sign the	-5 -2 -1
sign up	-5 -4 -4
signed up	-8 -6 -5
signing	-10 -8 -8
signing in	-6 -5 -5
signing out	-6 -5 -5
signs	-6 -3 -1
silence	-2 -6 -5
silence _ a	-3 -3 -3
silence is	-4 -3 -3
sily	-6 -4 -3
simple	-4 -9 -7
simpler	-9 -4 -9
simply	-3 -5 -7
sin	7 -2 -2
since	1 0 -3
since _ breakup	-6 -3 -7
since _ brother	-4 -4 -6
since _ last	-5 -6 -1
since june	6 -3 -3
since last	-3 -1 4
since the	-2 -5 1
singapore	-8 -6 -4
single	0 -8 -5
sir	-5 -3 -2
sister _ !reason	4 0 0
sister _ a	-7 -5 -1
sister _ diabetic	0 -1 3
sister _ i	-7 -5 -6
sister _ into	-3 -2 2
sister _ or	3 0 0
sister _ they	2 0 0
sister _ to	-4 -7 -8
sister get	0 -2 -4
sister godbye	3 0 0
sister have	-2 -1 -4
sister i	6 -1 -1
sister no	4 0 0
sister swalowed	-3 -1 6
sisters _ go	-5 -3 -1
sit	0 -2 -5
siting	3 -2 5
siting _ the	3 -1 -3
siting with	6 -1 -1
six of	-6 -1 0
sixty	6 0 0
sketches	-5 -3 -3
skin	5 -4 3
skin is	-2 -1 6
skip	0 -5 -3
skip the	-4 -6 -3
skiped _ again	5 0 0
skiped diner	5 0 0
skiping	4 -1 -1
skiping _ insulin	4 0 0
skiping my	4 -1 -1
skydiving	-7 -5 -4
slaped	-1 5 0
slaped _ again	-1 5 -1
slaped _ in	0 2 0
slaped me	-1 5 0
slaps	-4 6 -2
slaps _ and	-1 5 -2
slaps me	-1 4 -1
slaughtered	-5 -8 -5
slay	-8 -4 -5
slay _ presentation	-2 -2 -2
slay my	-4 -2 -2
slayed	-6 -6 -5
slep _ after	-3 -1 -2
slep _ like	3 0 -1
slep _ never	9 -1 -2
slep _ purpose	3 0 0
slep _ tonight	-3 -3 -3
slep before	-9 -5 -6
slep paralysis	-5 -4 -5
slep schedule	-3 -3 -4
slep through	-5 -2 -4
slep wel	-5 -2 -1
sleping	2 0 5
slepy now	5 0 3
sleves	7 0 -1
sleves in	4 -1 -1
sliper	-6 -4 -4
slit	4 -1 0
slit _ wrists	4 -1 0
slit my	4 -1 0
slow	-11 -1 0
slow _ and	-2 -4 -4
slow _ its	5 0 0
slow down	-3 -5 -5
slowly _ with	-2 -2 -2
slowly and	-3 -5 -4
slugs	-6 -2 0
smal	-7 -7 -5
smal _ should	-3 0 0
smal and	-8 -5 -7
smal smal	8 0 0
smal town	-2 0 0
smart	-7 -2 -4
smart _ buy	-4 -2 -3
smart to	-3 -2 -2
smel	-3 -2 7
smeled _ and	0 0 4
smels	-10 -5 -7
smile today	-4 -3 -4
smiling	0 -4 -1
smoke	-4 -4 5
smoke and	-1 -2 5
smoke is	-3 -2 4
smothly	-9 -4 -2
snack	-8 -5 -4
snakes	-5 -7 -5
snaped _ my	-4 -4 -5
snore	-4 -5 0
so	4 -1 -1
so _ blod	-2 -1 4
so _ bought	-10 -3 -8
so _ dont	8 0 0
so _ its	-5 -3 -2
so _ maybe	6 -1 -4
so _ pain	0 0 2
so _ rn	10 -2 -4
so bored	-3 -1 -1
so dead	-6 -7 -2
so embarased	-5 -2 -1
so fast	-13 -2 2
so ful	-4 -2 -2
so god	-5 -1 -1
so hard	-6 0 -2
so hot	-7 -4 -3
so hungover	-5 0 -1
so many	-11 -5 -2
so my	2 -3 -2
so nervous	-8 -7 -5
so nobody	6 -2 0
so the	7 -4 0
so whats	3 0 0
soaked	-5 -4 6
sobed	-10 -6 -6
sober	-6 -4 -4
social	-6 -2 -3
social _ for	-5 -2 -1
social media	-3 -3 -2
socials is	4 0 0
soften	-8 -7 -5
softer	-8 -7 -7
softly	-8 -3 -4
sold _ bike	9 -2 0
sold my	7 -2 -2
soldier	-1 -3 -4
solid	-6 -3 -5
solid ground	-5 -5 -6
solo	-6 -2 -3
som	-7 -2 -5
som tam	-7 -2 -4
some _ the	-9 -5 2
some _ were	-6 -8 -6
some bleach	-1 0 3
somebody	7 -2 -3
someone	-2 5 0
someone _ already	4 -1 0
someone _ bleding	0 0 3
someone _ having	-4 -2 -4
someone _ hug	-4 -4 -2
someone _ my	-4 9 1
someone _ son	-1 -3 -3
someone _ threatening	-1 4 0
someone _ work	-2 4 -1
someone i	-5 -2 -6
someone is	-6 8 1
someone thinking	-3 -3 -3
someone who	-1 -4 -4
something _ is	-10 -9 -6
something _ simple	-3 -2 -2
something be	-3 -2 -2
sometimes	-2 -3 -8
somewhere	-4 1 -3
son	5 -1 0
son _ bleach	-2 -1 5
son _ detergent	-2 -1 3
son _ forgive	3 0 0
son _ kerosene	-2 -1 6
son _ poison	0 -1 3
son _ rat	-2 0 5
son _ sad	-6 -3 -7
son _ waiting	2 0 0
son _ wont	4 -1 0
son ate	-2 0 6
son drank	-1 -1 6
son i	9 -1 0
song	-4 -3 -2
song _ so	0 -4 -2
song slaps	0 -4 -2
songkran	-8 -7 -7
songs	-3 -7 -2
sore	-9 -6 -5
sore throat	-7 -5 -5
sorted at	-3 0 -1
sorted out	3 -2 -4
sorted the	8 -1 -1
sory	16 -2 -2
sory _ everyone	5 0 0
sory _ everything	6 0 0
sory _ i	4 -1 -1
sory _ whoever	2 -1 0
sory mom	7 -1 -1
sory to	5 0 0
soul	0 -5 -7
soul _ at	3 0 0
soul _ death	-3 -2 -2
soul _ to	4 0 0
soul after	-3 -2 -2
soul be	3 0 0
soulmate	-6 -6 -3
sounds like	-6 -4 -4
soup	-7 -6 -7
sourdough	-4 -2 -2
sourdough starter	-4 -2 -2
speak	-10 -7 -2
speak up	-3 -1 -4
spech	-13 -5 5
spend	-6 -1 -2
spent	-4 -3 -3
spiled	-4 -5 6
spirit	-12 -5 -5
spirit animal	-4 -3 -3
spiritual	-10 -6 -8
splashed	-3 -1 5
splashed _ my	-3 0 5
spread	-7 -5 0
spurting	-5 -1 6
stabed	-9 -1 0
stabed _ hes	0 0 5
stage	-7 -3 -3
stairs	-6 4 5
stairs _ isnt	0 0 1
stand	4 -4 1
stand _ on	-4 -3 -3
stand tal	-6 -3 -5
standing	4 0 -3
start	-12 -7 -6
start _ busines	-2 -2 -1
start _ diet	-4 -1 -1
start date	-5 -5 -4
start my	-6 -1 -2
start recording	-5 -5 -4
started	4 3 -1
started _ again	7 -1 -2
started burning	7 -3 0
started cuting	7 0 0
started giving	2 -3 -2
starter	-4 -2 -2
starting _ agre	5 -1 0
starting to	7 -2 -5
starts	-8 -8 -9
startup	-8 -4 -4
startup _ funding	-2 -3 -3
startup get	-2 -3 -3
startup is	-5 -4 -5
statistics	-7 -6 -5
statuses	-6 -5 -6
stay _ to	-3 -2 -3
stay and	10 -3 -5
stay close	-7 -4 -4
steadines	-8 -7 -8
steady	-8 -7 -7
step _ front	3 0 0
stepdad touches	-2 4 -1
steped	7 -2 -3
stepfather	-3 3 -1
stepfather _ me	-1 5 0
stepfather raped	-1 6 0
steping	5 -2 0
stepmom beats	-1 5 -1
stepmum	-4 4 0
stepmum _ me	-4 4 0
stick	-9 0 -3
sticking	-1 0 5
sticking out	-1 0 5
sticky	-4 -3 -3
sticky _ everything	-3 -2 -3
sticky rice	-4 -3 -3
stil	0 0 -4
stil _ a	-4 -5 -4
stil _ me	-5 -5 0
stil _ of	-9 -6 -5
stil think	-5 -9 -2
stilnes	-7 -3 -5
sting	-5 -2 4
stock	-5 -3 3
stock _ bought	-4 -3 -3
stock i	-4 -3 -3
stockpiling	5 -1 -1
stockpiling _ meds	3 0 0
stockpiling _ moms	3 0 -1
stockpiling my	5 -1 0
stod	4 -1 -1
stod at	4 -1 -1
stomach ache	-6 -3 -5
stomach where	5 -1 -1
stomach yesterday	0 5 0
stone	-9 -7 -8
stop	7 1 -2
stop _ alive	4 0 0
stop _ i	9 2 0
stop _ included	9 0 0
stop _ myself	6 0 0
stop _ noisy	-2 -3 -3
stop _ so	-4 -3 -1
stop _ the	-3 -3 -3
stop breathing	7 0 -2
stop existing	9 -1 0
stop him	-2 4 0
stop living	6 -1 -1
stop my	4 0 0
stop once	3 0 0
stop procrastinating	-5 -3 -3
stop them	-5 0 -1
stoped breathing	-2 -1 5
stoped eating	7 0 0
stoped my	5 -1 -1
stoped the	6 0 -3
storage	-6 -4 -6
storage _ and	-1 6 0
storage _ ful	-3 -3 -3
storage is	-3 -3 -3
store _ me	-6 -4 -6
storm	-9 2 -4
story	-9 -7 -7
straight	3 -5 -5
strangle	-6 -5 -3
strangle my	-5 -6 -4
strangled	-2 8 -1
strangled me	-2 8 0
streak _ in	-5 -6 -6
streak days	-5 -6 -6
streaming	-7 -4 -5
strength	-3 -5 -7
strengthens	-7 -4 -4
stres	-8 -9 -3
stresed	-7 -2 -6
stresed about	-7 -5 -4
stresful	-7 -6 -10
stroke _ like	-4 -2 -4
stroke id	-4 -2 -4
stroke right	0 0 4
strong	-3 -6 -4
strong and	-7 -4 -5
stuck	-4 -4 6
student	-6 -4 -1
study	-10 -3 -6
study _ next	-1 -1 -1
study _ or	-2 -1 0
study abroad	-7 -1 -2
study tonight	-2 -1 0
stuf away	4 0 0
submited	-8 -7 -7
submited on	-6 -5 -5
submiting	-10 -8 -8
suced	-5 -2 -2
suced this	-6 -3 -5
suces	-11 -8 -8
such _ burden	7 -2 0
such a	5 -4 -1
suculent	-9 -5 -5
suculent is	-7 -6 -4
sudenly	-6 -6 10
sudenly _ a	-1 0 5
sudenly _ and	0 0 4
sufering	4 0 0
sufocating	-8 -6 -2
sugar _ completely	-3 -3 0
sugar _ year	-3 -2 -2
sugar this	-3 -2 -2
sugar wil	-3 -2 -1
suicidal	10 -7 -7
suicidal _ scared	4 -2 -2
suicidal _ wil	3 -1 -1
suicidal again	11 -4 -1
suicidal and	4 -2 -2
suicidal rn	4 -2 -2
suicide	3 -6 -6
suicide _ day	3 0 0
suicide _ on	7 -2 -1
suicide _ to	8 -1 -1
suicide again	7 0 -1
suicide every	3 0 0
suicide note	7 -2 0
suicide squad	-11 -5 -5
suit	-5 -2 -3
suit me	-6 -1 -3
sulk	-5 -4 -2
sulk _ a	-5 -4 -2
sulk for	-5 -4 -2
sumary	-2 -5 -4
sun	-6 -5 0
sunrise	-7 -5 -5
sunset	-5 -4 -7
sunset at	-6 -3 -2
sunshine	-4 -5 -6
suny	-7 -2 -2
supermarket	-8 -5 -5
suport	-6 -8 -5
sure	11 2 0
sure _ never	0 3 0
sure i	3 1 0
sure my	7 -1 1
surface	-5 -3 -4
surgery	1 -8 -4
surgery _ wel	-9 -1 -4
surgery go	-7 -2 -3
survive _ heatwave	-3 -2 -4
survive _ surgery	-2 0 -2
survive the	-5 -2 -3
survived	-4 -6 -8
suspense	-6 -5 -4
swalow _ pil	4 0 0
swalow every	4 0 0
swalowed	-1 -3 11
swalowed _ batery	-2 -1 7
swalowed _ buton	0 -1 4
swalowed _ handful	2 0 4
swalowed _ of	-1 -1 8
swalowed _ pods	-2 -1 3
swalowed bleach	-3 -2 7
swalowed detergent	-2 -1 3
swear	-7 -5 -2
swear _ my	-3 -4 -4
swear if	-4 -1 0
swel	-7 -3 3
sweling	-5 -3 12
sweling fast	-2 0 9
sweling up	-2 -2 3
swiming	-4 -2 -4
swiming _ and	-1 -4 -3
switch	-7 -3 -4
swolen but	-8 -4 -6
swords	-6 -4 -5
sydney	-13 -8 -8
tablet _ and	-3 -2 -3
tablet died	-3 -2 -3
tablets	9 -2 6
tablets _ my	7 0 0
tablets _ now	-6 0 5
tablets _ saved	2 0 0
tablets in	9 -1 -4
tablets on	5 0 -1
take _ alergy	-2 0 -3
take _ antidepresants	-3 -2 -2
take _ as	5 0 0
take _ bled	5 -1 0
take _ dog	4 -2 0
take _ gap	-4 -2 -3
take _ job	-2 -3 -2
take _ my	3 -6 -2
take _ next	-5 -2 -3
take _ night	-5 -8 -1
take _ own	5 -1 -1
take _ redundancy	-5 -1 -1
take a	-8 -5 -4
take al	7 -1 0
take care	1 -2 0
take our	-3 5 -2
take to	7 -1 0
take up	-7 -3 -1
taken	-4 -2 2
takes	0 6 -1
takes _ my	0 3 0
takes _ salary	0 5 0
takes al	0 3 0
takes my	-3 5 -1
taking	6 -2 0
taking _ my	5 -2 0
taking a	-4 -2 -2
taking al	5 -2 0
tal	3 -2 -4
tal _ it	-4 -3 -3
tal building	4 0 0
tal on	-4 -3 -3
talent	-3 -1 -2
talent show	-3 -1 -3
talest	8 -2 -3
talk	-6 -2 0
talking	-2 -3 2
talking _ my	-4 -3 -2
tam	-7 -2 -4
tap	-8 -2 -6
tape	5 -1 -2
tarot _ for	5 -2 -1
tasks	-5 -4 -4
tato	-7 -3 -2
tato _ the	-7 -2 -1
tea	-7 -9 -2
teach	-8 -3 -5
teacher	-5 1 -5
teacher _ at	-3 -5 -5
teacher _ my	-8 -4 -3
teacher mad	-3 -3 -3
teacher mum	-6 0 0
teacher touches	0 4 0
team	-3 -3 -8
team like	-2 -1 -2
tears	-8 -8 -6
tel _ best	-7 -3 -3
tel _ dog	5 -2 -1
tel _ friend	-5 -3 -6
tel _ god	-2 -2 -2
tel _ how	-1 -1 -1
tel _ itl	-5 -2 -1
tel _ mother	2 0 0
tel _ my	-9 -3 -7
tel _ parents	-8 3 -2
tel _ sister	6 -1 -1
tel _ someone	-4 -2 -4
tel _ something	-7 -4 -3
tel _ therapist	7 0 0
tel _ to	4 -2 0
tel _ when	4 -1 0
tel him	2 -5 -3
tel me	1 -4 -2
tel people	-4 1 -1
tel the	-7 -1 -6
teling	4 -4 -1
teling _ penguin	7 0 -1
teling my	-3 -6 0
temple	-7 -5 -7
tempting	-4 0 -1
tempting fate	-4 0 -1
tend _ your	-4 -6 -5
tend to	-6 -6 -5
terible	-7 -5 3
terified	-6 3 -5
test	-6 -7 -7
test _ okay	0 -3 -3
test _ time	-3 -1 -1
test _ tuesday	-2 -1 -2
test go	0 -3 -3
test next	-3 -1 -2
test question	-3 -1 -2
test this	-3 -1 -1
test tokens	-4 -5 -6
testing	-4 -5 -5
teth	5 -4 -7
teth _ out	-10 -3 -7
text	-2 -6 -4
text _ back	-3 -5 -1
text _ first	-3 -2 -3
text _ sister	3 0 0
text _ to	-4 -3 -3
text him	-4 -2 -2
text is	-4 -3 -3
text me	-1 -4 -1
texted me	-12 -8 -4
thai	-6 -4 -4
thai text	-3 -3 -3
than _ ever	8 0 0
than _ it	-7 -3 -7
than before	4 -2 -1
than wider	-3 -2 -3
thankful	-6 -6 -6
thanks _ everything	5 -1 -1
thanksgiving was	-4 -2 -2
that _ ever	-7 -5 -7
that _ hope	3 -2 -2
that _ its	6 -3 -1
that _ kiled	-4 -3 -3
that _ lol	-3 -3 -3
that _ not	4 -1 0
that _ one	-8 -3 -4
that _ part	-4 -4 -4
that _ peaceful	9 -1 -1
that _ somewhere	-7 -6 -1
that _ the	5 -1 -1
that _ was	-2 -8 -5
that a	-5 -3 -7
that come	-2 -2 -3
that fels	-1 -3 -4
that has	-9 -4 -6
that im	-12 -8 -11
that job	-4 -4 -1
that joke	-6 -3 -5
that love	-3 -5 -6
that schol	-5 -5 -4
thats _ i	10 -1 -4
thats _ plan	6 0 0
thats my	12 -6 -3
thats the	3 -1 -1
the 1323	-5 0 -1
the 14th	3 -1 -1
the _ 10	-5 -2 0
the _ about	-4 1 5
the _ ahead	-8 0 -6
the _ always	-7 4 -3
the _ best	-4 0 0
the _ betwen	-11 -5 -7
the _ bridge	9 -2 -1
the _ but	-3 -1 -3
the _ chapter	-4 -2 -2
the _ choir	-4 -2 -1
the _ company	-7 -3 -3
the _ curtains	-7 -3 -7
the _ day	-4 1 -1
the _ did	-5 -6 -2
the _ died	-6 -1 -1
the _ diner	-3 1 -1
the _ dying	-7 -1 -2
the _ exhaust	11 -2 -1
the _ feathers	-4 -3 -4
the _ fels	-3 -1 -3
the _ first	-8 -1 -1
the _ for	-3 -3 -5
the _ ful	3 0 0
the _ garage	1 0 0
the _ get	0 -5 -2
the _ goes	4 -5 4
the _ got	3 -7 -3
the _ grows	-9 -5 -2
the _ have	-7 -10 2
the _ hel	-1 3 0
the _ hes	-2 1 5
the _ holds	-5 -4 -3
the _ how	-8 -4 -2
the _ in	3 -3 -7
the _ insurance	6 0 -1
the _ laws	-5 -5 -5
the _ les	-7 -5 -5
the _ life	9 0 -1
the _ liquid	0 0 6
the _ lok	-6 -1 -4
the _ lol	-6 -4 -2
the _ man	-4 -3 -4
the _ moment	1 0 -2
the _ month	-6 -3 -2
the _ moving	-5 0 0
the _ next	-4 -3 1
the _ no	-9 -7 -7
the _ nobody	-1 0 0
the _ of	3 -5 -3
the _ on	7 -2 -1
the _ out	7 -1 -1
the _ path	-4 -5 0
the _ person	-9 -3 -2
the _ plants	-4 -4 -3
the _ platform	9 0 0
the _ pls	-3 -2 -2
the _ position	-6 -3 -3
the _ railing	6 -2 -4
the _ reading	-4 -5 -3
the _ reason	6 0 0
the _ remember	8 0 0
the _ reversed	-5 -2 -1
the _ rom	1 1 2
the _ runing	9 -1 -1
the _ said	-2 -5 -2
the _ says	-4 -1 -6
the _ sea	-8 -2 -5
the _ season	-1 -6 -4
the _ semester	-2 -2 -2
the _ side	5 -2 -1
the _ signs	-3 -1 -4
the _ step	-9 -8 -5
the _ stil	-10 -8 -8
the _ tel	1 -4 -1
the _ teling	-3 -2 -1
the _ thanks	3 -1 0
the _ thing	6 -2 0
the _ think	-5 -5 -5
the _ thre	7 -1 0
the _ tickets	-2 -1 -2
the _ time	-2 -6 -2
the _ tomorow	-8 -3 -6
the _ tonights	1 0 0
the _ tracks	10 -1 -1
the _ wal	9 -1 2
the _ was	-8 -1 -4
the _ were	-6 -3 -1
the _ what	-5 -2 0
the _ who	-8 6 -3
the _ with	0 1 -3
the answer	-5 -2 -3
the apartment	-8 2 -1
the back	0 1 -1
the band	-8 -3 -2
the bath	6 -2 2
the belt	1 5 -5
the blade	11 -2 -4
the botle	7 -2 -1
the breakup	-3 -3 -6
the bridesmaids	-2 -1 -1
the bridge	8 -5 -1
the bruises	-1 5 -1
the budget	-6 -4 -4
the bus	-3 -2 1
the cab	4 -3 3
the care	-6 4 -1
the cat	0 -6 -6
the ceiling	0 -3 -7
the chores	-3 5 0
the church	-6 -2 0
the city	-7 -5 -1
the closed	2 -1 4
the cold	-7 -5 -3
the competition	-7 -3 -5
the comunity	-2 -2 -2
the concert	-7 -6 -2
the contract	-8 -3 -2
the couch	-2 -2 -1
the courage	5 -1 0
the cupboard	-6 -3 -4
the curb	1 -4 -5
the curent	-6 -4 0
the cuts	7 -2 -2
the dance	-3 -2 0
the desk	7 -2 -4
the doctor	0 -2 -2
the dorway	-5 1 -4
the edge	7 0 -3
the energy	-8 -3 -4
the exam	-1 -4 -4
the exams	-4 -6 -4
the family	-1 -2 -5
the farm	7 0 1
the file	-4 -4 -4
the final	-6 -5 -4
the first	0 -4 -2
the flight	-2 -1 -2
the flor	-5 -1 4
the flu	-5 -2 -4
the forever	9 -2 -2
the formal	-3 -3 -1
the fot	-4 -1 6
the future	-5 0 -3
the garden	-4 -3 -1
the girl	-8 -2 -3
the group	-14 -6 -6
the gun	7 -3 -2
the guy	-9 -6 -6
the gym	-2 1 -2
the hanged	-4 -3 -3
the heart	4 -7 -9
the heat	-4 -4 -3
the hike	-7 -5 -2
the history	-8 -2 -3
the home	-4 3 -4
the horizon	-4 -1 -2
the in	-5 -5 -5
the internship	-1 -2 -2
the kids	-3 -1 -4
the knot	6 -3 -3
the last	1 -4 -1
the lease	-6 -3 -5
the ledge	7 -2 0
the leter	13 -2 -3
the library	-1 -3 -1
the light	-7 -4 -5
the lotery	-6 -4 -4
the market	-9 -3 -2
the mesage	-7 -6 -3
the midle	-5 -4 -3
the mileage	-3 3 0
the new	-3 -7 -3
the notes	7 -2 0
the ofice	-9 -4 -3
the old	1 -2 -2
the one	-5 -4 -4
the only	8 3 -1
the options	-4 -4 -4
the oracles	-4 -3 -3
the ordinary	-6 -5 -6
the oven	-6 -5 -4
the pain	6 -1 4
the party	-5 -1 1
the past	-4 -3 0
the penguin	3 -4 -5
the penguins	-5 -4 -6
the pharmacy	7 -1 -1
the plan	7 -2 0
the play	-5 -3 -3
the playofs	-3 -1 -1
the point	7 0 0
the pol	-4 -4 3
the police	-1 6 0
the presentation	-4 -5 -3
the proces	-6 -4 -5
the promotion	-1 -3 -2
the range	-5 -4 -4
the reading	-3 -5 -1
the readings	10 0 0
the rent	-6 3 -7
the reunion	-6 -4 -4
the risoto	-5 -4 0
the rof	5 -3 0
the roftop	5 -1 0
the rope	8 -1 0
the sacred	-6 -4 -4
the salon	-4 0 0
the slugs	-6 -2 0
the stairs	-6 5 4
the stock	-5 -3 3
the storm	-5 3 -3
the sun	-5 -6 0
the supermarket	-8 -2 -5
the surface	-5 -3 -4
the suspense	-6 -5 -4
the tablets	8 0 -1
the talent	-3 -1 -3
the talest	8 -2 -3
the tarot	5 0 0
the teacher	-6 2 -5
the temple	-6 -1 -4
the thre	-6 -2 -3
the time	2 -4 -1
the tracks	6 -3 -2
the train	7 -1 -1
the tre	7 -2 5
the two	-7 -3 -4
the universe	1 -5 -2
the university	-5 -4 -3
the ute	3 0 -1
the vet	-8 -2 -3
the vilain	-6 -4 -4
the voices	5 -1 0
the wake	-9 -1 -5
the war	-6 -5 -6
the water	-1 -5 -3
the way	1 -4 -3
the weding	-8 -2 -6
the weight	-6 -2 -1
the wekend	-2 -7 -2
the whel	4 -1 -1
the whole	-1 -9 -5
the wonder	-6 -3 -3
the worst	-3 -6 0
the year	-11 -8 -6
their lives	12 0 0
them	3 -3 -3
them _ beter	-3 0 0
them _ leter	2 0 0
them _ work	-5 6 -2
them back	-6 -1 0
them money	0 4 0
them under	3 0 0
them up	6 -5 -1
them with	-4 -3 -2
theme	-7 -5 -5
themes	-7 -6 -6
then we	-1 -7 -3
therapy	-14 -4 -4
there	3 -2 -3
there _ a	-7 -1 3
there _ beter	-5 0 -1
there _ i	3 -7 0
there _ promotion	-2 -4 -1
there is	-11 -6 -2
theres	3 3 6
theres _ !point	3 0 0
theres a	3 1 4
these	3 -4 -2
thesis	-8 -4 -5
thesis _ time	-3 -2 -2
thesis _ wekend	-4 -6 -1
thesis this	-4 -6 -1
they	-3 2 -7
they _ !have	6 -1 -1
they _ hapy	-1 0 -1
they _ im	8 -2 0
they _ my	-3 4 -2
they _ not	-4 -4 -3
they _ out	-5 -5 -1
they _ point	-3 -3 -3
they _ why	2 0 0
they bled	5 -6 -1
they can	5 -2 0
they do	-5 -4 -3
they make	-5 -4 -4
they said	-6 4 -1
they think	8 -1 0
they tok	-1 3 -1
they understand	9 0 0
they wont	6 -1 -1
theyl	7 2 -2
theyl _ the	-2 4 -1
theyl finaly	6 -1 -1
theyl just	5 0 0
theyl kil	-3 -8 -7
theyre	1 1 -2
thigh	9 -4 2
thigh _ enough	2 0 0
thigh with	6 -1 -1
thighs	7 -1 -2
thing	5 -1 -1
thing _ ever	4 0 0
thing i	9 0 2
things _ home	-9 -1 -9
things _ my	-9 -5 -3
things _ the	-2 -3 -2
things because	1 -1 0
things tidy	3 -2 0
things to	4 6 -2
things with	-7 -4 -3
think	4 -2 4
think _ about	-6 -2 2
think _ crush	-4 -1 -9
think _ dad	-1 0 6
think _ ending	4 0 0
think _ fod	4 0 0
think _ forgot	-2 -2 -3
think _ having	-2 0 3
think _ i	4 -1 0
think _ is	8 -1 1
think _ it	9 0 0
think _ my	-2 2 0
think _ next	7 -1 0
think _ overdosed	-5 -3 9
think _ the	-4 -2 -4
think _ time	11 -3 -4
think beter	4 -2 0
think this	4 0 0
thinkin bout	7 -3 -3
thinking	8 -4 -4
thinking _ going	4 0 0
thinking _ jumping	6 0 0
thinking _ kiling	3 0 0
thinking _ leaving	-5 -3 -1
thinking _ me	-5 -4 -3
thinking _ overdosing	12 0 -1
thinking _ quiting	-3 0 -1
thinking _ suicide	7 -1 -1
thinking _ the	5 0 0
thinking _ want	-4 -1 -1
thinking about	6 -2 0
thinking abt	6 -2 -2
thinking the	6 0 0
thinks	6 0 -9
thinks _ fine	7 0 0
thinks im	10 -1 0
this _ and	-3 -3 -5
this _ asks	-2 -1 -1
this _ chat	-5 -4 -5
this _ do	5 0 0
this _ finaly	-7 -2 -3
this _ in	-7 -1 -1
this _ lol	-11 -2 -1
this _ permanently	2 0 0
this _ promise	-4 -3 -3
this _ real	-3 -3 -3
this _ rom	-6 -3 -3
this _ town	-2 0 0
this alone	-4 -5 -4
this audition	-5 -7 -7
this browser	-11 -4 -6
this card	-9 -5 -7
this device	-5 -4 -3
this dream	-2 -2 -2
this exam	-10 -4 -4
this group	-4 -1 -1
this humidity	-5 -4 -4
this i	7 0 0
this investment	-3 -3 -3
this it	5 0 1
this job	-6 -1 -2
this lecture	-3 -1 -1
this life	8 -1 -1
this meting	-3 -4 -4
this month	-4 -2 -5
this one	9 -2 -1
this pas	3 -1 -1
this project	-5 -2 -2
this question	-7 -6 -5
this rain	-6 -4 -5
this reading	-6 -6 -4
this relationship	-5 -7 -2
this smal	-7 0 0
this spring	-7 -5 -3
this sumer	-9 -2 -4
this text	-4 -3 -3
this time	6 0 -4
this town	-4 -3 -3
this trafic	-5 -5 -2
this weather	-7 -8 -3
this wekend	4 -4 -3
this wil	11 0 0
this workout	-3 -3 -4
this world	9 -4 -1
this year	-7 -4 -3
those	-10 -4 3
thought about	7 -1 -1
thought my	-3 -4 -6
thoughts al	8 -1 -4
thre _ cups	-11 -5 -6
thre _ since	-6 -1 0
thre _ tonight	5 -1 0
thre years	-8 -2 -6
threatened	-6 4 -2
threatened _ fire	-2 -3 -3
threatened _ kil	-3 6 0
threatened _ take	-6 1 -4
threatened to	-6 3 -2
threatening _ kil	-1 6 0
threatening _ stab	-2 5 -2
threatens	-2 5 0
threatens _ hurt	0 3 -1
thriled	-8 -8 -5
thriving	-4 -7 -6
throat is	-5 -2 13
through	0 -4 0
through a	-7 -6 -7
through al	-7 -1 -3
through the	-5 -1 1
through with	8 -1 0
throw	0 2 -2
throw myself	-8 -1 -3
ticket _ the	5 0 -1
tickets	-5 -5 -3
tidy	6 -3 0
tied	6 -1 4
tight	-8 -5 4
tight _ i	-4 -2 5
tight when	-7 -2 -6
tiktok	-8 -7 -3
til _ is	5 0 0
til i	7 1 -1
time _ !care	5 -1 -1
time _ adopt	-4 -3 -3
time _ and	-3 -3 -5
time _ change	-3 -3 -2
time _ draw	-3 -2 -2
time _ fel	6 0 -2
time _ godnight	3 0 -1
time _ home	-3 -2 -3
time _ let	-4 -2 -4
time _ lok	9 -3 -2
time _ mary	0 -4 -1
time _ me	9 -1 -4
time _ the	-2 -5 -6
time _ wont	4 2 0
time dont	5 -1 -1
time not	3 -1 0
time now	6 0 -3
time to	-6 -4 -5
times	0 1 -4
timing	-9 -5 -7
timing _ you	-2 -2 -3
timing around	-2 -2 -3
tiny	-6 -2 -4
tips	-7 -7 -4
tips _ the	-5 -4 -3
tips from	-5 -4 -3
tired _ could	-6 -3 -2
tired _ everything	1 -1 -3
tired _ existing	6 0 0
tired _ fighting	6 -1 -1
tired _ living	7 -2 -2
tired _ my	-5 -1 -2
tired _ pretending	7 0 0
tired _ work	-5 -2 -1
tired after	-5 -4 -3
tired but	-4 -3 -3
tired of	9 -3 -2
tired wil	0 0 -1
tiring	-6 -5 -6
title	-9 -3 -3
title _ required	-2 -3 -3
title is	-4 -3 -3
to _ !exist	7 -1 -1
to _ !wake	7 -1 0
to _ a	-5 -2 -6
to _ about	0 -4 -1
to _ ago	-3 -2 5
to _ al	-1 -5 -4
to _ alone	-3 4 -2
to _ an	-9 -6 -6
to _ at	-4 -6 -5
to _ be	-1 -2 -1
to _ beach	-1 -1 -2
to _ best	4 -1 -1
to _ breathing	5 -1 -2
to _ bridge	5 0 0
to _ by	-8 -9 -10
to _ childhod	-5 -3 -1
to _ dead	9 -2 -1
to _ dentist	-5 -3 -4
to _ early	0 -5 -4
to _ for	-1 -6 -4
to _ formal	-3 -3 -1
to _ future	-9 -2 -3
to _ go	-3 -5 -1
to _ god	-5 -3 -3
to _ going	4 0 0
to _ gym	-6 -2 -2
to _ harder	-5 -5 -2
to _ home	-8 4 -2
to _ husband	4 -4 0
to _ i	3 0 -1
to _ interview	1 -5 -3
to _ is	-2 -8 -2
to _ ive	4 1 0
to _ jobs	-2 -3 -3
to _ library	-2 -3 -2
to _ life	-3 -2 -3
to _ living	11 -7 -6
to _ log	-4 -2 -2
to _ lol	-6 -2 -7
to _ monday	5 -2 0
to _ most	-4 -1 -2
to _ my	-5 0 -2
to _ ned	5 -2 -1
to _ nest	-3 -2 -2
to _ never	-5 -1 -1
to _ new	-5 -1 1
to _ now	3 -2 2
to _ old	-9 -1 6
to _ on	-4 0 -3
to _ or	-4 -6 -3
to _ over	7 -1 0
to _ penguin	3 0 0
to _ pils	-2 -1 4
to _ reading	-5 -3 -3
to _ ready	-3 0 -1
to _ reunion	-6 -4 -4
to _ schol	-7 2 -3
to _ sea	-10 -2 0
to _ should	-7 -4 -1
to _ something	7 -1 -2
to _ stop	6 0 0
to _ stranger	-3 -3 -3
to _ sugar	-10 -2 -10
to _ thank	5 0 0
to _ throat	-3 5 -1
to _ together	-8 -2 -1
to _ without	-2 -5 -3
to _ you	-6 -2 -2
to a	-4 0 -3
to answer	-4 -2 -2
to bali	-6 -3 -1
to bangkok	-5 -1 -1
to bled	6 -1 0
to breathe	-2 -3 3
to bury	-7 -3 -4
to buy	-7 -1 -2
to cal	-4 -2 -2
to change	-4 -5 -3
to clear	-5 -1 -3
to close	5 0 0
to cry	-6 -3 -1
to ctb	7 -4 -3
to dark	-6 -2 -2
to death	-7 -8 -3
to dei	4 -2 -2
to delete	-8 9 -1
to design	-5 0 -1
to die	8 -2 -2
to doing	4 0 0
to dream	-5 -2 -1
to drown	6 -1 0
to end	1 -2 -1
to escape	-6 -2 -1
to every	-7 -8 -7
to everyone	5 1 0
to fal	4 -1 -1
to finaly	6 -1 -1
to get	-3 -5 -3
to grieve	-8 -8 -5
to grow	-7 -3 -2
to have	-10 3 -3
to heaven	0 -6 -5
to help	-6 -4 -7
to her	-6 -4 0
to him	-3 3 0
to hit	6 -6 -5
to home	-8 -4 -4
to hug	-4 -4 -2
to hurt	9 -5 -1
to join	8 -2 -1
to jump	4 -2 -2
to just	12 -4 -3
to kms	7 -2 -2
to krabi	-8 -3 -4
to laos	-3 -2 0
to late	-5 -5 -5
to let	-4 -4 -3
to like	-2 -2 -4
to login	-7 -5 -5
to lose	-7 -5 -5
to make	7 -4 0
to many	-7 -4 -4
to melbourne	-3 -3 -2
to move	-2 -3 -5
to much	0 -5 2
to murder	-6 -3 -2
to not	7 -1 -1
to open	-5 -3 -3
to overdose	5 -1 -1
to pas	-5 -2 6
to pay	1 -6 -4
to phuket	-5 -5 -2
to plan	6 0 0
to propose	-3 -4 -3
to quit	-10 -2 -4
to remember	-5 -4 -4
to retire	-5 -2 -4
to save	-10 -3 -7
to schol	2 2 -1
to short	-6 -3 -3
to sign	-5 -1 0
to slay	-6 -4 -6
to slit	4 -1 0
to soften	-4 -4 -5
to stab	-4 4 -2
to step	4 0 0
to strangle	-5 -3 -3
to teach	-5 -1 -2
to text	-7 -1 -2
to that	-7 -5 -4
to the	1 -2 -3
to them	-4 -6 -3
to throw	-7 -4 -3
to unalive	5 -1 -1
to vague	-3 -2 -3
to you	-3 -3 -3
today	0 -3 -7
today _ !ned	7 0 0
today _ a	-7 -2 -1
today _ finished	-6 -4 -2
today _ just	-6 -5 -4
today _ said	-7 2 -1
today but	-4 -4 -2
today for	-6 -1 -1
today i	0 -4 -1
today wont	7 0 0
todays	-8 -3 -5
todays card	-6 -4 -5
todler _ bleach	-1 0 4
todler _ drank	-1 -2 5
todler _ some	-2 -1 6
todler drank	-2 -3 5
toeic	-8 -6 -4
together	-11 -5 -9
together _ a	-4 -4 -5
tok	1 2 9
tok 30	-3 -1 4
tok _ breath	-4 -2 -4
tok _ bus	5 0 -5
tok _ hands	2 0 0
tok _ many	-2 0 4
tok _ much	-3 -1 4
tok _ phone	-9 5 -3
tok _ sleping	-3 -4 1
tok _ whole	0 -1 4
tok his	-8 -3 -7
tok my	-2 5 -1
tok to	-4 -1 5
tok two	-5 -3 -6
token	-9 -7 -8
token balance	-3 -3 -3
token history	-7 -5 -6
token pack	-5 -4 -3
token packs	-4 -4 -3
token sumary	-5 -4 -4
tokens	-8 -7 -8
told	4 2 -4
told _ im	4 -2 0
told _ wil	3 0 0
told me	1 0 -3
told nobody	3 0 0
told the	6 1 -6
tomato _ died	-3 -1 -1
tomorow _ dead	-3 -3 -4
tomorow _ ever	4 0 -1
tomorow _ ned	-4 -1 -1
tomorow _ okay	-2 -2 -1
tomorow _ rather	3 0 0
tomorow go	-2 -2 -1
tomorow il	7 0 0
tomorow just	-4 -1 -1
tone	-6 -5 -5
tongue	-6 -5 5
tonight	11 0 -3
tonight _ finaly	10 -6 -4
tonight _ finish	8 -1 0
tonight _ go	7 -4 0
tonight _ night	4 -1 0
tonight _ not	6 -1 0
tonight _ rest	-2 -1 0
tonight _ the	3 -1 -1
tonight _ there	4 0 0
tonight _ tomorow	4 -1 0
tonight fr	4 -1 -1
tonight haha	-2 -2 -2
tonight im	1 2 -1
tonight is	6 0 0
tonight lol	5 0 0
tonight should	6 0 0
tonight was	-7 -3 0
tonight wil	-2 -3 -2
tonights	5 -2 0
tonights _ night	7 -1 0
tonights the	7 -1 0
top	4 1 -5
total	-7 -5 -4
total refiled	-5 -4 -4
totaly	-8 -6 -5
touched me	-1 5 -1
touches	-3 11 -1
touches _ at	-1 4 0
touches _ leg	0 4 -1
touches me	-3 9 -1
touching	-3 6 0
touching _ after	0 3 0
touching me	-1 4 0
tour	-5 -4 -2
toward	-9 -5 -5
toward the	-7 -4 -4
town	0 -5 1
town _ i	-2 0 0
town _ start	-3 -4 -5
town is	-6 -1 4
town should	-2 0 0
toxic	-10 -6 -4
tracker	0 5 -1
trafic _ going	-4 -2 -3
trafic _ gona	-3 -4 -4
trafic _ kiling	-6 -6 -2
traficked _ they	0 3 -1
train	-3 -4 -1
train _ near	3 -1 -2
train and	-4 0 0
train platform	7 0 -1
train tracks	10 -1 -1
training	-12 1 -4
transformation	-9 -6 -5
traped	-4 -1 3
travel	-11 -7 -2
travel abroad	-1 -1 -2
traveling	0 -4 -7
traveling _ moving	-4 -3 -2
traveling searching	-4 -3 -2
tre	0 -2 -4
tre on	5 0 0
treasures	-5 -5 -5
tried _ end	-9 -1 -1
tried _ month	9 0 0
tried i	4 -1 -1
tried last	9 0 0
trip	-4 -6 -2
trip to	-5 -2 -1
true	-4 -5 -5
truly	-9 -3 -5
truly fel	-2 -2 -3
truly want	-3 -1 -4
trust	-12 -9 -8
trust _ iner	-3 -1 -1
trust the	-7 -5 -6
trustworthy	-4 -3 -5
try	-3 -1 -3
try again	-3 -3 -3
trying _ live	4 -1 -1
turn	-4 -5 -7
turn _ the	-4 -4 -4
turned of	6 0 -1
turned out	-12 -2 -5
turning _ at	-1 3 0
turning _ what	-3 -1 -4
turning blue	-1 -1 7
turning one	-3 -1 -4
turning up	0 3 0
turns	-8 1 -6
turns up	-2 6 0
tv	-11 -6 -4
two _ for	-7 -3 -6
two _ of	-7 -5 -8
two weks	-12 -5 -6
tying	5 -3 -1
tying _ lose	4 -2 0
tying up	4 -2 0
tylenol	7 -3 -2
ugh	-11 -7 -3
ugh _ want	-6 -3 -1
unalive	10 -5 -2
unalive myself	6 -1 0
unalive ngl	4 -1 -2
unaliving _ tonight	4 0 0
unapreciated	-3 -3 -3
unapreciated _ work	-3 -3 -3
unapreciated at	-3 -3 -3
uncles	-5 -2 -4
unconscious	-5 -2 11
unconscious _ not	0 0 3
under a	-8 -4 -3
under my	11 1 -1
understand	8 -3 -3
understand _ i	2 0 0
understand why	6 -1 -1
uni	-3 -4 -2
unit	-4 4 -2
universe	0 -7 -3
universe _ me	-5 -5 -3
universe teling	-3 -2 -1
university	-7 -1 -3
university _ want	-4 -3 -3
university _ wants	-4 -3 -3
university he	-4 -3 -3
university i	-4 -3 -3
unles	-3 4 -1
unles i	-3 6 -1
unlimited	-3 -3 -3
unlimited _ guidance	-3 -3 -3
unlimited wekly	-3 -3 -3
unlucky	-4 -3 -1
unreal	-7 -1 4
unsetling	-3 -3 -3
until _ bled	8 -2 0
until _ cant	7 -3 -6
until _ couldnt	0 7 -1
until _ finish	-4 0 -6
until _ goes	6 -1 0
until it	-1 -3 -1
until they	9 -5 0
up _ ends	4 -2 0
up _ grandmas	3 -2 -2
up _ him	-5 -3 -1
up _ id	5 0 -1
up _ ive	6 0 0
up _ long	2 0 0
up _ my	-4 2 -1
up _ our	-2 -3 -3
up _ thought	8 0 0
up _ wil	-10 -2 -2
up _ you	-3 -5 -1
up a	-8 -5 1
up at	-1 4 -2
up failed	-4 -3 -3
up for	-2 -5 -5
up how	9 0 0
up lose	4 -2 0
up my	7 -2 2
up now	-6 -6 -4
up on	4 -3 -2
up son	-3 -2 -2
up wishing	4 0 -1
up with	0 -1 -2
update	-6 -5 -6
update pasword	-5 -5 -5
updated	-1 -4 -5
upstairs	0 -2 8
us	-5 4 -1
usage	-5 -4 -4
usage history	-5 -4 -4
use _ bus	-4 -2 -3
use _ i	4 -1 0
use _ least	-3 -3 -3
use at	-3 -3 -3
use the	-4 -2 -3
use what	4 -1 0
user	-5 -4 -4
user information	-5 -4 -4
username	-10 -8 -9
username _ short	-2 -3 -3
username taken	-5 -4 -4
username to	-2 -3 -3
uses	-5 2 -2
using	6 -1 1
vacation	-8 -4 -3
vacation _ now	-1 0 -2
vacation right	-1 0 -2
vacation rn	-4 -5 -5
vague	-3 -2 -3
valid	-3 -3 -3
valid date	-4 -2 -4
value	0 -7 -7
vanish forever	2 0 0
vegan	-8 -2 -1
verifying	-2 -2 -2
verifying _ are	-2 -2 -2
verifying you	-2 -2 -2
very	-8 -3 4
very _ and	-3 -2 7
very _ i	4 -1 -1
very peaceful	-6 -1 -2
vet	-6 -5 -4
vet says	-8 -7 -6
vials	6 -4 0
vibe	-7 -3 -2
vibe today	-3 -3 -4
vibes	-6 -3 -3
victory	-4 -3 -2
view	-8 -6 -5
view reading	-6 -5 -5
vilage	-2 -2 -5
vilain	-6 -7 -8
visa _ aproved	-4 -3 -5
visa aplication	-5 -2 -1
visa get	-1 -2 -3
visionary	-9 -8 -8
visit	-6 -1 -7
visit _ for	-4 -1 0
visit _ sumer	-2 -2 -1
visit me	-5 -5 -1
visit this	-2 -2 -1
visiting	-5 -7 -6
vitamin	-9 -1 -10
vodka _ a	-2 -1 5
voice _ you	-2 -1 -2
voice note	-6 -3 -1
voice what	-3 -2 -2
voices	5 -1 -1
voices _ i	5 -1 0
voices _ me	4 0 0
voices say	5 -1 0
voices tel	4 0 0
volunter	-6 -4 -4
voluntering	-5 -5 -4
vomiting	-4 -2 11
vomiting blod	-4 0 6
vs	-8 -5 -5
wadle	-8 -6 -9
wait	2 -5 -7
wait _ litle	-5 -3 -3
wait a	-8 -2 -4
waiting	0 -3 -3
waiting _ him	-4 -3 -2
waiting _ me	3 2 0
waiting til	7 -1 -1
waits	-5 4 -2
wake _ wishing	3 0 0
wake up	3 -1 -1
wal _ it	7 0 0
wal _ the	9 -1 -1
wal on	3 -1 -1
wal til	12 -2 -3
wal until	10 -2 -1
walet	-4 -1 -1
walk home	8 -1 -1
walk into	14 -5 -2
walks	-5 0 -6
wana	10 -7 -3
wana _ forever	8 -1 -1
wana _ fr	5 0 0
wana _ it	3 0 0
wana _ ngl	4 -1 -2
wana _ so	5 -2 -1
wana _ to	3 -1 0
wana die	8 -1 -1
wana end	3 0 0
wana go	3 -1 0
wana slep	9 0 -1
wana unalive	7 -3 -2
waning	-6 -6 -6
waning crescent	-4 -4 -4
waning gibous	-5 -4 -4
want	4 -4 -2
want _ break	-8 -6 -2
want _ close	4 -1 0
want _ die	8 -1 -1
want _ drown	4 0 0
want _ eat	-6 -5 -6
want _ finish	8 0 0
want _ hang	6 0 0
want _ hurt	9 0 0
want _ just	5 0 0
want _ kep	-1 -1 0
want _ make	7 0 0
want _ not	7 -1 -1
want _ proces	3 0 0
want _ slit	4 -1 0
want _ step	3 0 0
want _ take	0 -2 -1
want _ test	3 0 0
want _ unalive	7 -1 -1
want a	-2 -2 -1
want it	12 0 0
want my	5 0 0
want the	10 3 0
wanted _ ask	6 -1 -1
wanted _ die	-3 -5 -2
wanted _ to	8 -2 0
wanted me	-5 -1 0
wanting _ make	5 0 0
wants	2 -3 -4
war	-7 -9 -5
warm	-10 -5 -3
warmer	-6 -3 -4
warmth	-9 -8 -7
warning	-10 -5 -4
warning _ of	-5 -2 -4
was _ !born	6 0 -1
was _ a	-6 -6 -3
was _ an	-9 -5 -3
was _ and	-9 -5 -3
was _ by	-11 1 -6
was _ for	-6 -7 -6
was _ he	-5 -7 -9
was _ in	-4 -3 -2
was _ maried	-3 -3 -3
was _ me	-4 -2 -2
was _ meh	-4 -3 -4
was _ please	-2 -2 -2
was _ through	-4 -2 -1
was _ vacation	-1 -4 -4
was _ what	-9 -4 -3
was _ with	-4 -6 -1
was _ work	-8 2 -5
was about	-6 0 2
was at	-3 -1 -2
was changed	-2 -2 -2
was dancing	-2 -3 -2
was floating	9 -3 0
was godbye	6 0 0
was huried	-3 -2 -2
was laughing	-3 -4 -3
was molested	-2 3 -2
was my	-11 0 -6
was naked	-3 -3 -3
was not	-4 -1 -7
was outside	0 5 0
was pregnant	-4 1 -1
was raped	-2 5 -2
was sexualy	-3 6 -2
was so	-9 -3 -3
was there	-2 1 -3
wasnt	5 0 -1
wasting _ life	-5 -3 -5
watch	-3 -7 -3
watch the	-7 0 0
watched	-9 -7 -6
watched a	-9 -8 -4
watching	-7 -2 -9
water	-2 -6 -2
water _ clear	-4 -1 -2
water and	-4 -5 -9
watered	-7 -4 -4
waxing	-6 -6 -6
waxing crescent	-4 -4 -4
waxing gibous	-4 -4 -4
way _ end	6 0 -1
way _ go	6 -1 -1
way home	7 -1 -1
way i	5 -2 5
way out	11 1 -3
way to	5 -4 1
way trip	4 0 0
ways _ die	8 0 -1
we	-10 -4 1
we _ !wake	0 0 5
we _ a	-1 -2 -8
we _ about	-2 -7 -4
we _ up	-4 -4 -4
we just	-5 -6 -4
we put	-4 -5 -6
we scatered	-3 -4 -4
we work	-1 7 0
wear _ the	-3 -1 -3
wear to	-3 -1 -3
wear tomorow	4 0 0
weather	-5 1 -3
weding	-9 -4 -5
weding and	-4 -6 -3
weding day	-3 -2 -1
weding plans	-5 -5 -7
weding shoes	-2 -1 -1
weding spech	-4 -2 -2
weds _ my	-5 -2 -4
weight of	-5 0 0
weird	-5 -6 3
weird _ ask	2 0 0
wek _ ask	-10 -5 -6
wek _ friday	-3 -1 -1
wek _ god	-5 -4 -4
wek _ night	-4 -5 -5
wek _ she	-3 0 -4
wek _ told	3 0 0
wek he	-5 4 -2
wek lmao	-4 -4 -5
wek lol	-4 -2 -1
wek please	-3 -1 -2
wek promise	-4 -3 -3
wekend _ a	-8 -7 -5
wekend _ emails	-4 -3 -2
wekend _ it	3 0 0
wekend _ switch	-3 -3 -4
wekend and	-5 1 -3
wekend i	5 0 0
wekend without	-4 -3 -2
wekly	-5 -4 -4
wekly guidance	-3 -3 -3
wel	-1 -7 -8
wel tonight	-5 -2 -1
welbeing	-9 -8 -8
welcome	-11 -6 -6
went	0 -5 2
went _ a	-9 -4 -9
went _ with	-8 -3 -5
went bad	-2 -2 -3
went down	-8 -3 -5
went of	-5 -2 -4
went out	5 -1 -1
went to	-3 -5 -4
were	-7 -1 0
were dead	3 0 0
were drowning	0 -1 -3
were kind	4 -3 0
weve	-8 -8 0
weve _ apart	-3 -1 -1
weve grown	-3 -1 -1
what _ about	6 -2 0
what _ already	-9 -7 -3
what _ bought	4 -1 0
what _ enough	-3 -1 -1
what _ have	-4 -3 -3
what _ i	-4 3 3
what _ is	-5 -4 -1
what _ it	-2 -3 -1
what _ my	-4 -2 0
what _ ned	7 -3 -2
what _ since	-4 -6 -4
what _ wanted	-4 -3 -4
what _ you	-9 -4 -4
what am	-9 -5 -3
what are	-5 -4 -5
what do	-4 -1 2
what does	-6 -5 0
what hapened	-5 0 -5
what has	-8 -7 -8
what im	11 -1 0
what is	-3 -8 -6
what it	3 -1 -3
what its	7 -2 -4
what maters	-9 -7 -6
what should	-4 -1 -2
what to	1 1 4
what wil	-3 -4 -2
what you	-9 -3 -4
what your	-7 -2 -2
whatever	-2 -5 -4
whats	2 -7 -6
whats _ for	-5 -2 -2
whats _ mesage	-7 -6 -3
whats _ spirit	-4 -3 -3
whats _ tarot	4 0 0
whats _ vibe	-6 -4 -2
whats my	-7 -2 -2
whats next	-11 -3 -1
when	5 8 -3
when _ argue	-1 9 0
when _ can	-8 -6 -3
when _ going	9 0 0
when _ it	-10 -5 -5
when _ ses	-7 -7 -4
when _ think	3 -1 -4
when _ was	-13 -8 -4
when _ woke	6 -2 0
when diner	0 2 0
when i	3 4 -1
when it	-4 -4 -9
when she	-4 3 -1
when shes	-2 9 -1
when the	6 -6 -1
when theyre	4 -2 0
when wil	-1 -4 -1
whenever	3 4 -2
whenever _ lok	-1 4 0
whenever _ speak	0 6 0
whenever shes	0 4 -1
whens	-7 -2 -6
whens _ next	-6 -2 -2
whens my	-6 -2 -2
where _ is	-3 -3 -1
where _ live	-1 7 0
where it	-6 -4 -2
where should	-7 -5 -5
where the	-6 -6 -6
where you	-9 -5 -3
whether _ take	-7 -3 -6
whether my	9 -3 -2
whezing	-1 -2 7
which	2 -3 -7
which _ in	8 0 0
which _ should	-8 -2 -1
which bridge	7 0 -1
while _ was	-6 3 -1
while now	4 -1 -1
white	-8 -7 -4
who _ am	-4 -6 -4
who _ i	-4 -2 -3
who _ their	5 -1 -1
who always	-7 -6 -1
who gets	7 -1 -1
who i	-4 2 -2
who take	5 -1 -1
who wil	0 -4 -1
whole	-1 -4 2
whole _ and	-6 -2 -5
whole _ tonight	4 0 -1
whos _ alive	-7 -9 0
whos _ decided	4 -1 0
whos already	4 -1 0
why	1 -5 -4
why _ asking	7 0 0
why _ did	2 0 0
why _ left	-4 -3 -4
why _ my	-5 -3 -1
why _ the	-8 -4 -7
why did	-8 -4 -6
why do	-7 -6 -3
why she	-4 -3 -4
wi	-5 -8 -6
wi this	-7 -6 -7
wider	-5 -4 -5
wife _ 8	0 0 6
wife fainted	-1 0 2
wife says	-11 -1 -2
wife slaps	-2 5 -2
wil	-4 -5 -6
wil _ !be	5 0 0
wil _ and	-5 -5 -5
wil _ ask	-1 -5 0
wil _ back	-6 -5 -4
wil _ be	-1 -4 -2
wil _ beat	-6 -3 -1
wil _ blod	0 -3 -3
wil _ bridge	5 -1 0
wil _ cal	-4 -3 -1
wil _ come	-2 -4 -2
wil _ cover	-5 -2 -2
wil _ dads	-5 -6 -9
wil _ deleted	4 0 0
wil _ ever	-1 -5 -4
wil _ ex	-2 -3 -2
wil _ fel	-4 -1 -2
wil _ find	-7 -1 -2
wil _ finish	-4 -2 -1
wil _ first	-5 -1 0
wil _ friends	-1 -2 -2
wil _ god	-5 -1 0
wil _ grandmother	-2 0 -2
wil _ hit	-6 -3 -2
wil _ hurt	5 0 0
wil _ love	-3 0 -3
wil _ make	-8 -5 -5
wil _ mary	-5 -4 -4
wil _ met	-1 -6 -1
wil _ much	7 -1 0
wil _ neighbor	-2 -3 -3
wil _ ok	10 -4 -1
wil _ remember	-5 -4 -2
wil _ sister	-7 -5 -6
wil _ sisters	-5 -3 -1
wil _ slep	-8 -1 -1
wil _ stock	-5 -2 -3
wil _ suced	-5 -3 0
wil _ suit	-5 -2 0
wil _ turn	-3 -4 -1
wil _ understand	9 0 0
wil _ visa	-6 -3 -3
wil _ work	-5 -2 -3
wil anyone	11 0 0
wil cry	4 0 0
wil friday	-3 -1 -1
wil get	-4 -6 -4
wil god	4 0 0
wil he	-4 -8 -8
wil i	-8 -7 -4
wil insurance	-5 -2 -2
wil is	8 0 -1
wil it	-7 -3 -4
wil kil	-5 -3 -1
wil me	-6 -6 -7
wil murder	-5 -4 -1
wil my	-4 -5 -4
wil not	8 0 0
wil point	-3 -3 -3
wil she	-6 -5 -4
wil the	-6 -4 -6
wil they	-7 -8 -2
wil things	-10 0 -6
wil we	-6 -4 -3
wild	-11 -4 0
wilting	-6 -6 -4
win	-6 -5 -2
win _ match	-4 -2 -3
wings	-7 -2 -5
wins	-7 -6 -5
winter	-3 -2 -2
wiped	-5 -4 -8
wisdom	-11 -9 -10
wish	7 -3 -2
wish _ could	4 -1 0
wish _ had	9 0 0
wish _ were	3 0 0
wish i	5 -2 -1
wishing	5 -1 -1
wishing _ had	3 0 0
wishing id	6 0 -1
with _ and	-9 -2 -2
with _ aps	-5 -2 -1
with _ belt	-1 6 -3
with _ boyfriend	-6 -7 -2
with _ clothes	-6 7 -2
with _ cofounder	-4 -1 -1
with _ compas	6 -4 -6
with _ cousin	-5 -3 -3
with _ flu	-3 -1 -1
with _ girlfriend	-9 -4 -2
with _ god	-8 -4 -8
with _ gym	-6 -5 -1
with _ hamer	0 -7 -1
with _ i	3 6 -1
with _ in	2 1 3
with _ investment	-3 -3 -3
with _ is	-5 -5 -4
with _ jump	-5 -3 -5
with _ just	8 -1 0
with _ lighter	8 -2 -1
with _ neighbour	7 -2 -3
with _ novel	-1 0 0
with _ old	-10 -2 -2
with _ pan	-1 10 -1
with _ razor	6 0 0
with _ safety	5 -1 -1
with _ stick	-1 5 -1
with _ tea	-4 -5 -5
with _ today	-7 -4 -3
with _ water	-2 -5 0
with _ wek	-3 -2 -4
with bruises	-1 6 -2
with care	-8 -5 -5
with cofe	-6 -1 0
with dating	-5 -2 -1
with everything	5 -1 0
with friends	-10 1 -7
with grace	-5 -6 -6
with life	5 -2 -3
with living	5 -2 0
with love	-3 -3 -4
with mark	-6 -3 -1
with me	0 -1 0
with money	-6 -7 -4
with my	-2 -2 -2
with names	3 0 0
with no	-10 -4 -5
with patience	-5 -6 -5
with pilows	-5 -5 -3
with this	-11 -6 -4
within	-11 -8 -5
without	7 1 -3
without _ as	-2 3 -1
without _ for	-7 0 -4
without _ in	4 0 0
without _ knowing	7 0 0
without _ to	-8 -2 -1
without _ what	5 -2 0
without a	-6 -2 -3
without apology	-3 -3 -3
without emails	-4 -3 -2
without me	12 -4 -2
without pain	5 -1 -2
wnat	4 -2 -2
wnat _ dei	4 -2 -2
wnat to	4 -2 -2
woke _ i	3 -1 0
woke _ to	5 0 0
woke wanting	5 0 0
woman _ wants	4 0 0
won	-6 -9 -6
wonder	-4 -3 -2
wont	10 3 3
wont !be	8 0 0
wont !have	7 -3 -1
wont !stop	-9 4 9
wont !talk	-9 0 -7
wont _ !about	-8 -2 -6
wont _ !here	6 0 0
word _ this	-4 -3 -3
word for	-4 -3 -3
words	-2 -8 3
words _ coming	0 0 3
words _ my	5 -2 -3
words are	0 -4 4
words into	5 -2 -3
work _ a	-6 -2 -4
work _ home	-7 -6 -5
work _ hours	-1 9 -1
work _ im	-3 -3 -3
work _ promotion	-3 -1 -2
work and	-3 0 -2
work but	-4 -6 -3
work out	-6 -4 -3
work raped	-2 4 -1
working	-4 -2 -2
workout _ kiling	-3 -3 -4
workout is	-3 -3 -4
world	6 -4 -5
world _ i	-4 -1 -1
world permanently	2 0 0
worst	-6 -8 8
worth	-7 -6 -6
worthles _ i	5 0 0
worthles and	5 0 0
wory	-6 -4 -3
wory about	-4 0 -3
would	11 -3 -2
would _ care	3 0 0
would _ if	5 -1 -1
would _ lighter	6 -1 0
would _ me	7 -1 0
would _ parents	6 -1 0
would _ penguin	3 0 0
would anyone	6 -1 0
would die	-5 -2 -3
would finaly	6 -1 -1
would notice	5 0 0
would the	7 0 0
would you	-9 -7 -1
wouldnt	8 -1 -3
wozy	-4 0 4
wrecked	-10 -8 -9
wrist _ a	5 0 0
wrist with	7 -2 0
wrists	6 0 -2
write _ before	-8 0 -2
write _ journal	-4 -3 -3
write _ my	4 0 0
write _ note	-2 -4 0
write _ question	-4 -2 -2
write _ reflections	-4 -3 -4
write _ suicide	6 -1 -1
write a	3 -3 -3
write in	2 -1 -1
write them	-3 -3 -4
write your	-4 -3 -3
writen _ a	2 0 0
writen leters	6 0 0
writen them	2 0 0
writing _ leters	5 -1 0
writing _ mesages	4 -1 0
writing _ obituary	3 -2 0
writing a	-7 -6 -6
writing godbye	4 -1 0
wrong and	-2 0 9
wrote	8 -4 -2
wrote _ godbye	4 0 0
wrote _ suicide	4 0 0
wrote _ wil	7 -1 0
wrote my	8 -3 -1
wrote the	5 -2 0
yai	-5 -2 -1
yal	-4 -4 -5
year	-8 -2 -5
year _ learn	-2 -3 -2
year _ like	-1 0 -1
year _ start	0 -1 -2
year _ the	-7 -4 -2
years	-7 -6 -5
years _ no	-4 -4 -5
years _ the	-4 -2 -2
years _ today	-8 -1 -1
years ago	-8 -4 -4
years sober	-1 -3 -4
yeled	-5 -7 -4
yes	-1 -3 -3
yesterday	-6 3 -6
yesterday _ the	-4 -2 -4
yesterday its	-6 -5 -7
yet	-6 -6 -5
yoga	-5 -3 -5
yogurt	-3 -2 -3
yogurt again	-3 -2 -3
you	-3 -6 -6
you _ already	-8 -1 0
you _ be	-5 -2 -3
you _ ben	-8 -4 -4
you _ com	-3 -3 -3
you _ do	-6 -1 -2
you _ fel	-7 -1 -3
you _ guided	-2 -2 -3
you _ have	-7 -4 -5
you _ human	-2 -2 -2
you _ is	-5 -2 -2
you _ kind	6 0 0
you _ my	-1 -3 -1
you _ not	-6 -3 -3
you _ permision	-4 -3 -3
you _ the	6 -1 -2
you _ this	6 -3 -3
you again	-2 -2 -3
you already	-8 -6 -3
you and	-5 -2 -3
you are	-11 -5 -6
you closer	-7 -6 -7
you deserve	-3 -3 -3
you die	9 -1 0
you example	-3 -3 -3
you feling	-2 -2 -2
you have	-3 -5 -3
you know	7 -1 -3
you like	-8 -3 -4
you might	-7 -2 -5
you most	-6 -2 -2
you predict	-3 -2 -2
you thank	5 0 0
you times	-4 -3 -3
you to	-1 -3 -1
you truly	-3 -1 -2
your	-5 -9 -10
your _ and	-4 -3 -5
your _ death	4 0 0
your _ for	-4 -2 -2
your _ have	-3 -2 -2
your _ is	-9 -3 -7
your _ rise	-3 -2 -2
your cal	-3 -2 -2
your card	-9 -4 -5
your changes	-3 -2 -2
your dreams	-7 -3 -3
your fet	-1 -1 0
your inbox	-4 -3 -3
your pasword	-4 -1 -2
your people	-3 -3 -3
your question	-8 -3 -4
your reading	-9 -3 -3
your readings	-5 -2 -2
your reflections	-4 -3 -3
your slep	3 0 0
your way	-6 0 0
your work	-11 -4 -3
yours	-4 -6 -6
yourself	-6 -5 -7
yourself _ apology	-3 -3 -3
yourself _ to	-8 -1 -2
yourself without	-3 -3 -3
zero	-5 -6 -6
zombie	-10 -4 -5
zombie _ mondays	-2 -2 -3
zombie on	-2 -2 -3
zombies	-5 -5 -3
️	-8 -6 -5
`;

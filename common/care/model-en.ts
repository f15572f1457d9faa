// Written by scripts/train-care.ts from the training sets (docs/care.md, "The model"); do not edit.
export const MODEL_EN = `
!555	-10 -7 -8
!a	8 -1 2
!a !helmet	3 0 0
!a !way	2 -1 -1
!about _ my	3 -1 -2
!about sliting	3 -1 -2
!after	4 3 1
!after !taking	0 0 3
!after _ something	0 0 3
!again !lie	-4 0 -1
!alive	10 -1 -1
!alive !next	3 0 0
!alive _ wek	3 0 0
!alive _ year	3 0 0
!alive next	3 0 0
!and	1 2 7
!and _ lips	-1 0 6
!and my	-3 0 4
!answering	-2 0 5
!answering !me	0 0 4
!anymore	8 -1 -3
!anymore _ tired	5 0 0
!anymore _ want	4 0 0
!anymore _ world	2 0 0
!anymore godbye	2 0 0
!authenticated	-5 -4 -5
!back	6 -5 -1
!be	3 -1 -2
!be !around	9 0 -2
!be !found	7 0 -1
!be !here	8 -1 -1
!be !neding	5 0 0
!be _ !to	8 0 -2
!be _ anymore	11 -1 -1
!be _ tomorow	6 0 0
!be alive	11 0 0
!be here	4 0 -1
!being	6 -2 -1
!being !alive	3 0 0
!being !here	5 0 0
!being _ !next	4 -1 0
!believe	-4 7 0
!believe me	-1 9 0
!ben	7 0 0
!beter	12 0 0
!bleding	-2 0 4
!blod	-3 -1 6
!born	9 1 0
!breathe	-2 -2 4
!breathe !properly	0 0 4
!breathing	-3 -1 13
!breathing !after	0 0 3
!breathing !properly	0 0 3
!breathing _ !taking	0 0 3
!but _ love	-1 -3 0
!but i	0 -5 -2
!by	-6 -6 -6
!camping	5 -1 -1
!category	-5 -4 -4
!clean	-2 -4 -1
!clean !my	-3 -4 -2
!clean _ !rom	-3 -4 -2
!clouds	-4 -1 -2
!come	4 -2 -2
!come !back	6 0 -1
!come !to	-6 -4 0
!cough	-1 0 4
!cough !or	-1 0 4
!deserve	4 -3 -1
!do !it	4 -1 -1
!do !this	4 0 -1
!do _ !anymore	4 0 -1
!do _ do	-1 0 4
!do i	-2 0 4
!done	8 -2 -2
!dream	-7 1 1
!drinking	-6 -3 -5
!drinking !again	-4 -2 -2
!drinking _ !lie	-4 0 -1
!dying	-1 -3 -3
!dying _ im	3 0 0
!dying anymore	3 0 0
!end	-7 -2 -7
!epipen	-2 0 6
!ever	7 -2 0
!ever again	12 0 0
!everything	-7 -1 -1
!except	5 -1 -1
!except dying	6 -1 -1
!exist	11 -1 -2
!exist anymore	6 -1 -2
!extra	-5 -5 -4
!face	4 -1 4
!fair	-1 -3 -1
!far	-3 -5 -1
!faster	-1 -3 -1
!faster !fair	-1 -3 -1
!fault	5 0 -1
!fix	4 0 0
!for me	7 -4 0
!force it	-6 -4 -6
!found	1 -5 -5
!get _ !my	-6 0 -6
!give	-7 6 -2
!give !him	-3 6 0
!going	7 -1 3
!going !to	6 -1 -1
!going _ !be	9 0 0
!going _ this	4 0 0
!helmet	9 0 1
!her	2 2 4
!her !fault	4 0 -1
!here	6 -1 0
!him	-5 5 2
!him i	0 5 0
!his	-4 1 5
!his !legs	0 -2 5
!house _ friends	4 0 0
!house my	4 0 0
!how	-4 -3 2
!how !many	-2 -1 3
!how !to	-4 2 -2
!hurting !myself	7 0 -2
!i	4 3 2
!i !want	6 -1 -3
!i _ !run	-1 -3 -1
!i _ i	4 3 -1
!i _ on	10 -3 -2
!i _ that	7 0 0
!i dont	3 -3 -3
!i tel	0 3 0
!idea	-7 -2 -1
!if _ dont	0 -3 -1
!if _ tel	0 3 0
!il	6 -1 -2
!il _ myself	7 -1 0
!im	8 0 2
!im !stil	2 -1 0
!im _ broke	3 0 0
!im _ cuting	2 -1 0
!im _ of	4 0 0
!in !a	-8 -5 -6
!in !living	4 -1 -1
!in _ is	4 0 0
!is _ out	0 0 1
!is spraying	0 0 1
!it !back	-5 3 1
!it !where	3 0 0
!it _ im	4 0 0
!it _ spraying	0 0 1
!it _ the	-6 1 -2
!it is	-5 -2 -6
!its	7 -1 4
!its _ god	2 -2 0
!its ben	2 -1 0
!ive	10 0 0
!job !im	3 0 0
!job _ dead	3 0 0
!joking	7 -1 -1
!just	-1 -6 -3
!kep !going	5 -1 -1
!know !how	-2 0 3
!know !if	1 5 -1
!know !im	2 -1 0
!know !why	6 -2 -1
!know _ !but	-1 -3 0
!know _ !many	-1 -1 3
!know _ !stil	2 -1 0
!leave	-1 8 -3
!leave _ apartment	0 6 -1
!left	8 -1 3
!left side	-1 0 6
!legs	-5 -1 10
!let	-5 8 -4
!lie	-4 0 -1
!lift	-1 0 4
!live	7 -3 -1
!live _ wil	5 0 0
!live anymore	10 -1 -1
!living	12 -2 -5
!living !anymore	5 -1 -2
!lol	0 -5 -4
!making _ i	4 0 0
!many	-2 -1 3
!maybe	5 -1 -1
!move	-3 -1 4
!move !his	0 -1 5
!move _ !legs	0 0 4
!moving	8 -3 7
!my	3 1 6
!my !rom	-3 -4 -2
!my bos	9 0 0
!myself	7 -1 -1
!myself !alive	3 0 0
!myself _ next	3 0 0
!ned	4 -3 -2
!ned !me	8 -1 0
!ned !them	3 0 0
!ned !to	-5 -2 -2
!ned _ !anymore	7 0 0
!ned _ !hury	-3 -1 -2
!ned _ !where	3 0 0
!neds	-12 -8 -5
!next	6 -2 -1
!next wek	5 0 0
!of !dying	6 0 0
!of _ anymore	3 0 0
!of _ ive	4 0 0
!on	8 -3 -4
!on !having	8 -1 0
!one	5 1 -1
!one !ses	5 0 0
!one _ !believe	-3 6 0
!or	-3 -2 -1
!our	4 1 4
!out	-3 4 -3
!out !except	5 -1 -1
!out _ dying	6 -1 -1
!plan	6 -5 -2
!plan !on	5 0 0
!planing	5 1 -1
!planing !on	5 0 0
!point	10 -1 -1
!point !in	4 -1 -1
!point !living	4 -1 -1
!point _ !anymore	4 -1 -1
!point _ !living	4 -1 -1
!point _ gona	4 0 0
!point anymore	4 0 0
!properly	-3 -1 7
!protected	-3 -3 -3
!pulse	-5 -2 9
!put	-7 -4 -4
!questions	-3 -3 -3
!questions !yet	-3 -3 -3
!readings	-4 -3 -3
!readings !yet	-2 -2 -2
!reason	3 -2 -1
!reason !to	8 -1 -1
!reason _ !live	5 0 0
!reason _ !stay	4 0 0
!reply !tomorow	2 -2 0
!reply _ !its	2 -2 0
!responding	0 0 8
!right	-4 2 5
!rom	-2 -4 -1
!run	-2 -4 -2
!run !faster	-1 -3 -1
!run _ !fair	-1 -3 -1
!save	-5 -3 -2
!say	2 3 -5
!scared !just	-8 -2 0
!scared !of	6 0 0
!scared _ !dying	6 0 0
!scary	-8 -4 -3
!se !a	3 -2 -2
!se !myself	3 0 0
!se !properly	0 -1 3
!se _ !alive	3 0 0
!se _ !way	2 -1 -1
!sen	-4 -1 -2
!ses	5 0 0
!slep	-6 -3 -4
!slow	4 0 0
!slow !down	4 0 0
!so	-1 -8 0
!son	4 -2 -4
!speak	0 -1 7
!stand	0 0 5
!stand !up	-1 0 5
!stay _ this	-4 -2 1
!stay at	-4 -2 1
!stil _ like	2 -1 0
!stil cuting	2 -1 0
!stop	1 3 5
!stop !bleding	-2 0 4
!stoping	-1 0 5
!stoping !it	0 0 1
!stoping _ !is	0 0 1
!submit	-3 -3 -2
!sure !i	6 -1 0
!sure _ !want	7 -1 0
!sweating	-1 -1 7
!taking	3 0 2
!taking _ at	0 0 2
!taking something	0 0 3
!talk	-6 -2 3
!tel	4 4 -2
!teling	7 0 -1
!the	6 -2 -2
!the !clouds	-4 -1 -2
!the _ !im	3 0 0
!the _ i	6 -1 -1
!them	7 0 -1
!them _ want	4 0 0
!them i	4 0 0
!think	6 -2 4
!think !i	6 -2 -1
!think !il	5 -1 0
!thinking _ jumping	7 -2 -4
!thinking _ sliting	3 -1 -2
!this	1 1 0
!this !anymore	5 0 -1
!this !time	5 0 0
!this _ godbye	2 0 0
!time	5 1 0
!to !exist	6 -1 -2
!to !hury	-3 -1 -2
!to !live	8 -1 0
!to !the	-6 1 -4
!to !wake	9 -1 -1
!to _ a	9 0 0
!to _ alive	11 0 0
!to _ any	7 0 -1
!to _ anyone	10 0 0
!to _ at	-4 -1 1
!to _ someone	4 0 0
!to _ the	-2 -2 -3
!to _ up	4 -7 -1
!tomorow	10 -2 -3
!tomorow !its	2 -2 0
!tomorow _ ben	2 -2 0
!until _ exams	-3 0 -2
!until the	-3 0 -2
!up	7 1 6
!up !and	-1 0 3
!up !i	5 0 0
!up !tomorow	7 0 -1
!up !until	-5 -5 -4
!up _ the	-3 0 1
!valid	-3 -3 -3
!wake	6 -1 3
!wake !up	4 -1 2
!wake _ !i	5 0 0
!wake _ !tomorow	4 0 -1
!wake _ !until	-5 -5 -4
!wake _ tomorow	7 0 -1
!wake up	8 0 0
!waking	4 -1 6
!waking !up	3 -1 5
!wana !wake	6 -2 -3
!wana _ !up	6 -2 -3
!want _ !exist	6 -1 -2
!want _ !live	9 -1 0
!want _ !stay	-4 -2 1
!want _ !wake	7 0 0
!wanted	-3 -3 -3
!way	3 -3 -3
!way !out	5 -1 -1
!way _ !except	5 -1 -1
!way _ except	2 0 -1
!way out	2 -1 -1
!wear	3 0 0
!wear !a	3 0 0
!wear _ !helmet	3 0 0
!what !do	-4 -1 4
!what !i	-4 -6 -2
!what _ say	-4 -3 -7
!when	1 5 -1
!when _ hug	2 0 0
!where _ going	3 0 0
!where im	3 0 0
!who !but	-1 -3 0
!who _ i	-1 -3 0
!why	5 -4 -2
!why _ im	5 0 0
!wil	0 3 1
!wil _ find	-8 -6 0
!wil _ get	-6 -4 -5
!with _ i	0 5 0
!worth	7 0 -2
!yet	-3 -4 -6
!yet !protected	-3 -3 -3
!your	-7 -7 -8
0	-1 -5 -4
1	-7 -5 -3
100	-10 -3 -5
11	-1 1 -4
12	1 3 -6
12th	7 0 -1
13	-3 5 -7
1323	-5 0 -2
14	5 7 -3
14th	6 -1 0
15	-5 0 -2
15 years	-3 -1 -2
16	-3 5 -7
1669	-2 0 5
19 lol	4 0 0
2	-1 -4 -3
20 _ pils	-3 -1 6
20 sleping	-3 -1 6
2025	-6 -6 -7
22nd	5 -3 -1
22nd flor	5 -3 0
2am	-2 0 -4
3 20	-6 -5 -5
3 _ and	-6 -2 -3
3 years	-5 -2 -1
30	-4 -7 4
30 paracetamol	-3 0 6
30th _ god	3 0 0
30th a	3 0 0
34	7 0 1
35	-3 -6 1
3am	0 -4 0
3rd	1 -3 -2
4	-1 -5 1
4 _ clean	3 -1 0
4 months	3 -2 0
40	-4 -3 4
40 _ her	-1 0 3
40 min	-1 0 5
40 of	-1 0 3
43	3 0 0
43 _ that	3 0 0
43 is	3 0 0
5 _ and	-8 -2 -3
55 _ should	3 0 0
555	-8 -10 -5
5555	-6 -5 -2
7	-3 1 -5
8 _ pregnant	-1 0 4
9pm	-6 -3 0
a _ about	-1 1 -5
a _ amount	4 -1 -1
a _ at	0 0 -3
a _ batery	-2 -2 5
a _ botle	1 0 5
a _ box	-5 -3 -1
a _ bro	3 0 0
a _ cat	-8 1 -5
a _ cok	-1 0 3
a _ crash	-7 -3 -2
a _ date	-5 -4 -4
a _ day	7 -3 -3
a _ death	-4 -1 -1
a _ direction	-4 -5 -3
a _ director	-5 2 -2
a _ dog	-3 -3 -3
a _ dose	4 0 -1
a _ entry	-3 -2 -3
a _ every	-3 -4 1
a _ fam	4 0 0
a _ for	-1 -5 -1
a _ friend	-9 -2 -4
a _ from	1 0 1
a _ hits	2 -5 -3
a _ i	5 2 -1
a _ idea	-5 0 0
a _ into	-8 -3 1
a _ is	-1 0 -3
a _ job	-4 -1 -1
a _ lol	-5 -1 -5
a _ not	8 -1 0
a _ note	7 -1 -1
a _ novel	-3 -1 1
a _ now	0 -4 -2
a _ or	-2 -2 -4
a _ out	5 0 -4
a _ outside	0 -1 5
a _ parent	-5 -3 -3
a _ penguin	-6 -1 -1
a _ pin	6 -1 -1
a _ question	-5 -2 -2
a _ right	-7 -2 1
a _ rn	-5 -1 -2
a _ safe	-1 -4 0
a _ shot	-3 -4 -2
a _ should	2 -1 -4
a _ smel	0 0 3
a _ that	2 -4 -2
a _ they	4 -1 0
a _ thing	-4 2 -2
a _ this	-4 -8 -3
a _ what	-2 -3 -6
a _ while	-3 0 -4
a _ who	-6 -3 -3
a _ wil	-2 1 -8
a _ with	-8 -6 -7
a _ without	-7 -4 -1
a _ woke	-3 -5 1
a _ year	-8 -3 -3
a baby	-4 -5 -5
a bad	2 -5 -3
a bald	4 -1 -1
a batery	2 0 5
a be	-2 -2 6
a beach	-5 -3 -5
a bed	8 -2 -1
a belt	1 6 0
a big	-1 -8 -1
a bird	-3 -5 -3
a bit	-5 -1 -5
a black	-4 2 -1
a blade	1 0 0
a botle	3 0 2
a break	-6 -1 -2
a bunch	0 0 5
a bus	7 -1 -2
a buton	0 0 5
a calm	-8 -4 -2
a car	0 -4 2
a category	-3 -4 -4
a celebrity	-5 -1 -2
a chef	-6 -4 -5
a chick	-3 -5 -4
a cold	1 -3 -6
a coleague	-5 1 0
a compas	8 -4 -1
a coworker	-9 -1 -3
a crime	-3 -4 0
a dog	-5 -4 -2
a favour	7 0 0
a festival	0 -2 4
a field	-8 -6 -4
a first	-6 -2 2
a flat	-8 0 -2
a flu	-3 -4 -2
a form	-4 -3 -4
a friend	-8 -6 0
a gas	0 0 3
a giant	-6 -2 -2
a godbye	5 -1 -1
a guy	-6 2 0
a handful	1 0 4
a house	-3 -3 -1
a journal	-3 -2 -3
a kiler	-11 -6 -7
a knife	3 6 -1
a lethal	5 0 -2
a litle	-5 -6 -7
a living	-6 -2 -1
a lot	-1 -4 4
a man	-3 6 -1
a memory	3 0 0
a mild	-2 -4 -5
a new	-1 -2 -2
a nightmare	0 -2 2
a note	7 5 -1
a novel	0 -3 1
a one	0 -3 -3
a pan	-2 7 0
a parking	-7 -6 -6
a patient	-4 -2 -2
a permanent	5 -1 0
a pharmacist	-5 -3 2
a pil	-6 -2 -5
a pilow	-5 -5 2
a plan	4 -4 -1
a plane	-4 -3 -2
a playlist	3 0 0
a promotion	-12 -7 -1
a question	0 -3 -2
a quiz	-7 -5 -5
a razor	4 0 -1
a real	-7 -4 0
a rope	8 -1 -1
a safety	6 -1 -1
a scholarship	-4 -4 -4
a second	5 -1 -3
a seizure	-1 -1 5
a sign	0 -3 -4
a simple	-6 -1 -1
a slow	-5 1 -2
a smal	-4 -1 -3
a stroke	0 -1 4
a tato	-7 -1 -1
a test	-3 -2 -2
a tiny	-6 -1 -3
a tracker	-3 5 -1
a vacation	-5 -2 -6
a war	-7 0 -2
a water	-1 0 3
a way	3 0 -5
a website	3 0 0
a wekend	-4 -6 -3
a while	1 -5 -5
a whole	-2 0 3
a zombie	-3 -3 -1
about	-2 -5 -2
about _ al	7 0 -1
about _ and	-4 -6 -8
about _ dying	6 0 -1
about _ every	3 -4 -1
about _ ex	-6 -7 -4
about _ exam	-5 -2 -6
about _ first	-2 -1 -4
about _ in	-6 0 -3
about _ into	4 0 0
about _ kiling	2 0 0
about _ methods	7 0 0
about _ minutes	0 0 7
about _ myself	5 0 0
about _ on	11 0 -1
about _ the	10 1 -1
about _ what	5 0 0
about _ wrists	4 0 -1
about a	-3 -9 -4
about ctb	3 0 0
about domestic	-9 -6 -6
about drinking	4 0 -2
about driving	5 0 0
about her	-2 -4 -5
about his	-4 -2 -3
about is	6 0 -1
about it	3 -3 -6
about just	9 -1 -3
about kiling	5 0 0
about me	-5 -5 -3
about money	-7 -3 -1
about moving	-6 -3 3
about my	-7 -2 -3
about overdosing	11 0 -1
about suicide	5 -1 -1
about the	-8 -1 -4
about tomorow	-5 -5 -6
abroad	-7 -6 -2
absolutely	-1 -7 -5
abt	7 -2 -2
abt _ it	5 -2 -2
abt ending	5 -2 -2
abused	-6 10 -3
abused me	0 4 0
abusive	-2 1 -5
abusive relationship	1 3 -4
acept	-8 -2 -6
acept me	-4 -5 -6
acident	0 -5 1
acident _ kiled	3 0 0
acident had	3 0 0
acount	4 -4 -6
acros my	8 -3 -2
act	-3 -5 -4
actualy	3 -2 -9
actualy _ them	2 0 0
actualy gone	5 0 0
actualy send	2 0 0
acurate	-6 -3 -3
aded	-6 -4 -5
adres and	-4 3 -2
adult	-3 -5 -3
advice please	-3 -3 -3
afairs	9 -2 -1
afraid	-4 4 -2
afraid _ husband	0 6 0
afraid my	0 6 0
after	5 2 0
after 15	-3 -1 -2
after 3	-1 0 3
after _ every	-6 -6 -2
after _ funeral	-5 -3 -1
after _ gone	9 0 -1
after _ i	8 -1 -1
after _ in	-3 -1 4
after _ it	3 0 0
after _ new	0 0 4
after _ tries	-3 -3 -4
after _ years	-1 -4 -1
after a	-5 -2 1
after drinking	0 -1 7
after exams	5 0 0
after im	8 0 -1
after shifts	-6 -1 -1
after taking	-5 -1 8
after two	4 -3 -4
after we	-5 -4 -3
after wil	5 0 -1
again	3 2 -4
again 43	3 0 0
again _ hapened	0 4 0
again _ is	3 0 0
again _ night	6 3 -2
again _ old	2 0 0
again _ should	7 0 0
again _ this	5 0 0
again deper	6 0 0
again in	8 -1 0
again is	-8 -5 1
again lately	6 0 0
again next	-7 3 -4
again should	-7 0 -3
again the	8 -1 -1
again tonight	6 1 -2
again whatever	-4 -2 -2
again wil	-2 -5 -1
agatha	-7 -2 -1
agatha christie	-7 -2 -1
agency	-4 6 -4
ago	-2 -4 6
ago i	-4 -1 0
ago im	-5 1 -3
ahead	-5 -4 -7
aid course	-5 -1 -5
al _ and	-1 -2 4
al _ can	2 0 0
al _ moms	7 0 -1
al _ months	2 0 0
al _ once	6 0 0
al _ pils	7 0 -1
al _ sleping	-3 -1 3
al _ smel	3 0 0
al _ think	6 0 -1
al _ time	6 -1 -2
al _ way	2 -4 -1
al _ while	-1 -6 -3
al at	6 0 0
al day	-6 1 -5
al dreamed	2 0 0
al god	-8 -7 -9
al i	9 0 -1
al my	8 -2 -1
al over	-7 3 4
al readings	-6 -4 -5
al statuses	-4 -4 -4
al sumer	1 0 0
al that	-7 -3 -4
al themes	-4 -4 -4
al this	7 0 -2
al to	4 0 1
al up	3 0 0
alarm	-9 -5 -2
alarm clock	-3 -2 -3
alergic	-7 -2 3
alergic reaction	-1 0 4
alergy	-6 2 0
alive	2 -4 -1
alive _ i	7 0 0
alive _ the	2 0 0
alive _ want	6 0 -1
alive anymore	7 0 0
alive i	6 0 -1
alive in	-8 -2 -4
alive tomorow	6 0 0
alone _ do	5 3 -2
alone _ the	-1 0 5
alone _ this	5 0 0
along	-3 -8 -3
already	8 0 -4
already _ my	7 1 0
already _ sunday	3 0 0
already _ the	6 -1 -1
already _ your	-4 -4 -1
already chosen	7 0 0
already decided	7 -1 0
already on	-2 0 0
already said	6 0 0
always	-2 1 -5
always _ driving	3 0 0
am	2 1 -3
am _ abused	-2 8 -2
am _ being	-3 -5 -4
am _ done	-3 1 -2
am _ than	3 0 0
am being	-2 8 -2
am going	8 0 0
am i	-5 -3 -5
amazing	-8 -4 -6
among	-5 -4 -5
amount	9 -2 -2
amount _ paracetamol	4 -1 -1
amount i	8 0 0
amount of	4 -1 -1
an _ ago	-1 0 3
an _ in	-8 -8 -5
an _ of	-8 0 -2
an _ relationship	1 3 -4
an a	-7 -3 -4
an abusive	0 3 -3
an acident	4 1 -1
an hour	1 -1 3
an old	-10 -1 -5
and	1 5 5
and _ !be	7 0 -1
and _ !breathing	-1 0 5
and _ !get	8 0 0
and _ !open	7 -1 -1
and _ !responding	0 0 8
and _ !stop	-4 -1 4
and _ !wake	-1 0 3
and _ about	2 -6 -3
and _ am	2 -8 -7
and _ are	-11 -8 -5
and _ argue	-7 -6 -7
and _ back	-5 -5 -2
and _ be	6 -3 -3
and _ beat	-1 4 0
and _ beter	-4 -4 -5
and _ bleding	-3 -1 8
and _ but	-6 -7 -5
and _ card	-6 -2 -4
and _ chose	7 0 -1
and _ closer	-5 -4 -5
and _ confused	0 0 4
and _ couldnt	-7 -1 -5
and _ customer	-3 0 -4
and _ dead	-5 -4 -2
and _ dizy	0 -1 4
and _ family	4 0 0
and _ fel	-6 -6 5
and _ fine	-7 -7 -7
and _ geting	-1 0 5
and _ had	-6 -1 -4
and _ heavily	-1 0 4
and _ him	-1 0 -3
and _ husband	-1 5 -1
and _ if	-1 4 0
and _ in	-2 -6 -4
and _ is	-5 -2 3
and _ kep	4 -3 -2
and _ know	8 -2 0
and _ left	-1 -4 6
and _ leg	-1 -1 7
and _ literaly	-1 -3 -5
and _ litle	-4 3 -4
and _ loks	-4 -1 -2
and _ lost	-8 -1 -3
and _ love	-5 1 -4
and _ me	-3 9 -3
and _ my	2 4 -2
and _ not	2 2 3
and _ of	-1 -2 -5
and _ ok	3 0 0
and _ only	-4 -3 -4
and _ out	-4 -5 -5
and _ pain	-2 0 10
and _ plan	2 0 -1
and _ proud	-7 -1 -1
and _ scared	3 5 1
and _ shes	-1 0 8
and _ skin	0 -1 5
and _ son	2 7 -4
and _ spech	-1 -1 2
and _ starting	10 -3 -1
and _ sweling	0 0 4
and _ teacher	-3 -1 -4
and _ the	-2 -4 -7
and _ til	-6 -4 -3
and _ to	1 0 -3
and _ today	5 -4 -4
and _ us	0 6 0
and _ vision	-1 0 5
and _ vomiting	-1 -1 6
and _ want	3 0 -4
and _ was	-7 -2 -4
and _ wasnt	5 0 0
and _ went	-2 0 -5
and _ when	-2 -6 -5
and _ wil	-3 -3 -5
and _ with	-6 -8 -4
and _ wont	-1 1 3
and beat	-2 7 0
and bit	-2 6 -2
and bleding	-2 -1 6
and confused	-3 0 7
and crying	-2 1 6
and do	-5 -2 -3
and dying	-8 -5 -1
and end	3 0 0
and everything	-6 -3 -6
and failed	8 0 0
and gave	5 -5 -2
and give	-8 0 -3
and go	-3 -7 -6
and got	-9 -5 -5
and had	-6 -3 -2
and has	-2 -1 6
and he	-4 1 4
and hes	-1 1 7
and his	-2 1 6
and hits	-1 6 -1
and honestly	5 -6 -3
and hurt	-1 6 0
and husband	-1 4 0
and is	-2 -2 7
and isnt	0 -1 6
and it	-1 -3 0
and its	-4 -3 3
and ive	0 -1 2
and kiling	-9 -2 -4
and left	0 2 -2
and let	-6 -4 -3
and listen	-9 -5 -5
and locked	-1 4 -1
and lost	-7 -3 -3
and loving	-5 -3 -3
and made	1 -5 -5
and me	-1 6 -1
and mised	-5 -3 -5
and my	5 4 7
and never	7 -3 0
and nobody	-3 -3 -1
and now	-4 0 4
and on	3 -1 -2
and one	-3 -2 5
and pased	0 0 2
and puled	0 6 0
and put	2 0 0
and says	-4 5 0
and scheduled	3 0 0
and she	-1 3 -2
and shes	-2 -7 4
and start	-10 -4 -1
and stil	-3 -1 -8
and stoped	1 0 4
and storage	-3 -3 -3
and strugling	0 0 2
and swalowed	-3 -1 5
and sweating	-1 -1 5
and takes	-2 6 0
and tape	3 -1 -1
and the	-2 -8 2
and they	-4 3 -4
and think	8 0 -1
and this	0 -4 -5
and threatened	0 7 0
and threatens	0 5 0
and tonight	2 -1 0
and touches	-1 8 0
and travel	-2 -1 -2
and trust	-5 -4 -4
and very	0 -1 4
and we	-4 -1 -2
and welcome	-4 -5 -2
and wil	-8 -2 -5
and wont	-5 4 7
and wrote	7 -3 -1
and your	-6 -5 -5
anger	-5 -2 -3
angry _ my	-9 -8 -5
angry and	-2 6 -1
angry at	0 -8 -3
anime	-8 -3 -3
aniversary	-7 -6 -6
another	-2 -3 -6
anoyed	-7 -8 -5
answer	0 -5 -3
answer log	-6 -5 -3
answered	-9 -5 -5
answered on	-3 -4 -4
answers	-9 -5 -5
antidepresants is	11 -1 -3
anxiety	-8 -3 1
anxious	-4 -2 -5
any	-4 1 -5
any _ from	-3 0 -3
any _ in	7 -3 -1
any _ it	5 0 0
any guidance	-8 -6 -8
any last	4 -1 -1
any of	5 2 0
anymore	3 -3 0
anymore _ end	4 0 0
anymore _ im	5 0 0
anymore _ mice	2 0 0
anymore im	6 0 0
anyone	9 4 -1
anyone _ dead	3 0 0
anyone _ he	-1 3 0
anyone _ if	4 -1 0
anyone _ me	2 0 0
anyone _ notice	6 0 0
anyone even	8 0 0
anyone mis	2 0 0
anyone notice	3 0 0
anyone what	0 3 0
anything but	5 -1 0
anything just	-8 2 -7
anyway	-1 -5 -5
ap	-3 -8 -4
apart	-6 -2 -2
apartment _ has	0 2 0
apartment he	0 2 0
apologize	-3 -4 -3
apology	-5 -2 -1
aprove	-3 -8 -5
aps	-9 -4 0
arabic	-3 -3 -4
arabic 15	-3 -3 -4
arangements	8 -1 -1
are _ blue	-1 0 5
are _ but	-4 -5 -3
are _ now	3 -5 -8
are _ sky	-4 -1 -2
are _ to	-9 -5 -5
are blue	0 0 4
are dead	0 -3 -5
are dizy	0 0 4
are eating	-6 0 -5
are enough	4 0 0
are human	-2 -2 -2
are kiling	-6 -4 -3
are over	-5 -1 -3
are sweling	-1 0 7
arent working	0 -1 6
argue about	-4 -5 1
argued _ the	-4 -3 -1
argument	0 1 -6
ariving	-5 -3 -5
arm	1 3 4
arm _ numb	-1 0 6
arm _ says	0 1 0
arm and	-2 3 3
arm with	9 0 -1
arms	4 2 1
arms _ fel	5 0 0
arms to	5 0 0
arms with	6 -1 0
around you	-10 -3 -4
as	-1 -2 -3
as _ make	4 -1 0
as _ sign	6 0 0
as a	-3 0 -2
as punishment	4 1 -1
as wel	4 -1 -1
asalha	-3 -3 -3
asalha bucha	-3 -3 -3
asaulted _ work	-2 5 -2
asaulted at	-2 5 -2
ashamed	5 1 0
ashes _ at	2 -4 -1
ashes scatered	2 -4 -1
ask _ question	-4 -3 -2
asked _ i	6 -4 0
asked for	-4 2 0
asking	3 0 -2
asking _ a	-4 -1 -1
asking _ cards	7 0 0
asking _ me	9 -2 -1
asking because	9 0 -1
asking for	4 -2 -2
aslep	3 3 -1
aslep _ never	1 0 0
aslep _ time	4 -1 0
aslep and	4 0 -1
aslep god	4 -1 0
asthma	-2 -1 6
asthma _ and	-1 0 5
asthma atack	-1 0 6
at 2am	0 0 -4
at 3am	5 -3 1
at 40	-6 -4 -5
at _ characters	-2 -2 -3
at _ dance	1 -5 -6
at _ for	-6 2 -2
at _ funeral	-6 -1 -1
at _ home	-3 4 -2
at _ im	-4 3 -2
at _ in	-10 0 -6
at _ its	-6 -8 -7
at _ knife	5 0 -1
at _ mouth	-1 0 4
at _ party	-6 4 2
at _ pils	6 0 0
at _ raped	-1 5 -1
at _ schol	-5 -1 -2
at _ somebody	3 0 0
at _ to	-4 -8 -5
at _ vet	-6 2 -2
at _ weding	-6 -2 -6
at _ would	6 0 0
at a	-1 3 -1
at ches	-5 -6 -3
at diner	5 -3 -1
at every	-4 -8 0
at it	8 -1 -2
at my	-5 3 -4
at night	3 5 -1
at parties	-3 -3 -4
at sea	-11 -5 -5
at something	-4 -1 -2
at this	0 -2 -3
atack _ my	0 0 5
atack and	-4 0 5
ate	-1 -7 4
ate _ and	0 0 6
ate _ poison	-2 0 4
ate _ we	-1 -1 4
ate mushroms	0 0 5
ate rat	-2 0 4
ate shrimp	0 0 6
atended	-7 -1 0
audition on	-6 -4 -4
aunt	-2 -2 -3
aunty	4 -4 -2
auspicious _ to	-6 -3 -5
awake	6 -3 -2
awake but	0 0 4
awake i	6 0 -3
away	0 -11 -4
away _ friends	4 0 0
away _ guitar	5 0 0
away _ phone	-4 -2 0
away is	4 0 0
away my	2 -5 -3
away to	4 0 0
baby	-3 1 7
baby _ !breathing	0 0 4
baby _ breathing	-1 -1 5
baby is	0 -1 4
baby isnt	0 0 4
baby stoped	-1 -1 5
baby swalowed	-1 -1 5
back _ her	-2 2 -5
back _ login	-3 -3 -3
back _ my	-4 -3 -2
back _ now	-6 -5 -5
back _ scren	-4 -2 -2
back _ that	-4 -4 -1
back _ work	-11 -5 -2
back from	-1 0 -5
back this	-7 -2 -3
back to	-1 -5 -4
back up	-5 -4 -5
back what	-8 -5 0
backup	-5 -4 -4
backup _ storage	-3 -3 -3
backup and	-3 -3 -3
bad _ for	-4 0 -5
bad _ is	5 0 0
bad _ take	4 0 0
bad _ this	-5 -2 -2
bad _ to	-3 -6 -2
bad il	4 0 0
bad luck	-4 -1 -4
bad rn	4 0 0
bag over	6 0 0
bakery	-1 -2 -6
baking	-8 -5 -4
balcony tonight	2 0 0
bald	4 -1 -1
bald patch	4 -1 -1
bali	-4 -3 0
bali for	-3 -2 1
bals _ it	0 0 2
bals is	0 0 2
banging	-3 1 -2
bangs	-7 -3 -4
bank	5 -3 -3
bar in	-6 -4 -3
barely	0 -3 6
barely breathing	0 -1 8
basil	-5 -4 -4
batery	-7 -1 3
batery _ dead	-2 -2 -5
batery _ ten	0 0 3
batery is	-4 -4 -8
batery like	0 0 4
bathrom _ should	4 0 0
be	2 -1 -1
be _ beter	-7 2 0
be _ confident	-4 -4 0
be _ death	-4 -3 2
be _ financialy	9 0 0
be _ him	7 0 0
be _ i	5 -1 -1
be _ if	9 -3 -1
be _ last	6 0 0
be _ memory	3 0 0
be _ more	-6 -2 -2
be _ the	7 0 -1
be _ to	-6 0 -3
be _ without	9 -1 0
be a	1 -3 -3
be an	-8 -3 -3
be dead	8 -2 -2
be easier	-7 -1 -4
be fre	7 0 0
be fun	-8 -5 -1
be here	10 0 0
be honest	-5 2 -1
be nothing	4 -1 -1
be one	8 -2 -1
be over	10 -1 -2
be quick	6 -1 -1
be sad	5 0 0
be sting	-4 -1 3
be to	2 -1 -1
be with	8 -4 -1
be yourself	-4 -2 -2
beach	-5 -8 -6
beat	-4 4 -5
beat _ at	-2 -6 0
beat _ egs	-1 -5 -2
beat _ tonight	-4 -6 0
beat _ up	0 6 0
beat him	-4 -1 -1
beat it	-3 -4 -1
beat me	-2 6 -1
beat the	-3 4 -2
beaten	-4 8 -4
beats _ every	0 9 0
beats _ why	-3 -2 -3
beats my	-5 6 -1
because	3 0 -4
because _ deserve	6 0 0
because _ dont	7 -5 0
because _ going	9 0 0
because _ nothing	2 0 0
because _ want	7 -1 0
because _ wont	3 0 0
because feling	2 0 0
bed _ i	-4 -2 1
bed early	-7 -2 -6
before	3 -3 -3
before _ birthday	3 0 0
before _ do	3 0 0
before _ end	5 0 0
before _ exam	-4 2 -5
before _ go	8 -1 -1
before _ hit	-9 0 -2
before _ holidays	4 -5 -3
before _ it	-6 -4 -1
before _ membership	-4 0 0
before _ was	-5 -1 -2
before he	2 -6 -4
before my	0 -1 -2
before songkran	-6 -2 -2
before the	1 0 -3
begin	-9 -6 -6
behind	4 -5 -5
being _ i	3 0 -1
being _ on	-5 -7 -7
being _ one	-8 -5 -1
being _ person	12 -2 -1
being _ sad	4 -1 -1
being _ what	4 0 0
being alive	10 -4 1
being single	-6 -4 0
being tired	2 0 -1
bel	-10 -6 2
believe	-2 4 0
believe me	-4 6 0
belt	1 8 -2
belt again	-5 4 -3
ben	7 2 2
ben _ a	-2 -6 -6
ben _ again	5 0 0
ben _ at	7 -1 -3
ben _ for	-8 -6 -1
ben _ how	4 0 0
ben _ in	-7 -1 3
ben _ into	5 0 0
ben _ knowing	2 -2 0
ben _ me	-2 6 -1
ben _ my	3 -4 -3
ben _ myself	5 0 0
ben _ up	11 0 -2
ben cuting	5 0 -1
ben folowing	-2 4 0
ben god	2 -2 0
ben gogling	6 0 -1
ben hiding	2 0 0
ben holding	6 -1 -3
ben loking	8 0 0
ben planing	5 0 0
ben researching	6 0 0
ben saving	5 0 -1
ben seing	-7 0 -4
ben stabed	0 0 4
ben stockpiling	9 0 0
beneath	-9 -5 -6
bent	-4 -1 5
best	3 -7 -3
best _ died	-3 1 -3
best friends	-3 0 -4
best way	-5 -1 2
bet	-8 -5 -5
beter	0 2 -4
beter _ am	4 0 -1
beter _ dead	9 -1 -1
beter _ die	6 -2 0
beter _ drown	3 0 0
beter _ heart	4 0 0
beter _ if	16 -1 0
beter _ im	4 0 0
beter friend	-2 -3 -1
beter i	8 -3 0
beter now	-9 -8 -4
beter of	10 -3 -2
beter slep	-4 0 -3
beter so	4 0 0
beter son	-8 -5 -1
beter than	-7 -6 -4
beter to	3 0 0
betwen	0 -7 -6
beyond	-9 -2 -3
bf	-4 4 -3
big	-1 -5 -1
big _ ive	-4 1 0
big party	-4 1 0
biger	-7 -5 -4
bike	-1 -6 -1
bike _ im	-4 0 -3
bike but	-4 0 -3
binge	-3 -1 -1
birthday	1 -7 -6
birthday _ it	5 0 0
birthday so	5 0 0
bit	-1 -1 -1
bit _ leg	0 0 4
bites	-6 11 -1
black	-1 1 -1
blade	13 -1 -1
blade _ my	4 -1 0
blade from	4 0 0
blade in	4 -1 -1
blanket	-7 -3 -5
blanket and	-6 -2 -3
bleach	1 -2 10
bleach my	-1 0 5
bled	3 -3 -4
bled _ from	5 0 0
bled _ i	7 -1 0
bled from	-6 -4 -1
bled when	5 0 0
bleding	-1 -3 9
bleding _ lot	-1 0 6
bleding _ so	0 0 3
bleding a	4 0 5
bleding heavily	-2 0 6
bleds	7 0 -1
blistering	1 0 7
blistering _ now	0 0 3
blistering right	0 0 3
block	-3 -3 -5
blod	-1 -4 13
blod _ !stop	-2 -1 8
blod _ from	-1 -1 6
blod _ not	0 0 1
blod _ pils	-3 0 3
blod _ strugling	0 0 2
blod _ the	-4 0 6
blod and	0 -2 4
blod everywhere	-1 0 5
blod from	-3 -1 9
blod thiners	3 -1 -5
blod wont	-2 -1 8
blue	-3 -4 9
blue and	-5 0 4
blue notebok	6 0 -2
blury	-7 -1 6
body gives	12 -1 0
body so	7 0 -2
boiling _ last	3 0 0
bok	-8 -5 -1
bok _ the	-5 -7 -4
boks	0 -3 -3
boks _ my	5 0 0
boks my	5 0 0
bondi _ write	3 0 0
bondi somebody	3 0 0
bone	-3 -1 5
bone _ now	0 0 2
bone and	0 0 2
bored _ could	-4 -2 -3
bored i	-4 -2 -3
boredom _ this	-5 0 -4
boredom in	-2 -4 -3
boring	-5 -6 -2
boring job	-5 -2 -4
born	-7 -1 -1
borowed	-4 -7 -6
borows	-6 -5 1
borows my	-6 -5 1
bos	-7 3 -2
bos _ a	4 -5 -3
bos _ if	-2 5 0
bos _ me	0 -6 -3
bos _ the	-4 5 0
bos _ to	-5 -5 -3
bot	4 -1 -1
botle	7 -1 5
botle _ the	1 -1 5
botle of	3 -1 3
botle tonight	6 0 -1
bots	-4 -5 -3
bought	6 -4 -4
bought _ a	-8 -2 -1
bought _ it	-3 0 -1
bought _ knife	5 -1 0
bought _ rope	6 -1 0
bought _ up	-3 -2 -2
bought charcoal	4 0 -1
bought go	-3 -2 -2
bought kil	-3 0 -1
bought rope	6 -1 -1
bought the	11 -1 -1
bowl	-1 -1 -5
boxes	9 -1 -1
boxing	-4 -7 1
boy	-7 0 -4
boyfriend	-4 4 -1
boyfriend _ and	4 0 -2
boyfriend _ it	-5 -2 -2
boyfriend _ me	-2 5 0
boyfriend _ to	-6 4 -1
boyfriend beat	0 10 0
boyfriend cal	3 0 0
boyfriend is	-6 -6 2
boyfriend left	4 0 -2
boyfriend slaped	0 5 0
boyfriend threatened	0 11 0
boyfriend threatens	0 4 0
braces	-6 -2 -2
brain up	7 -1 -1
break	-5 0 -1
breakfast	-10 -7 -8
breaking	-3 -5 -2
breaking _ he	4 0 0
breaking does	4 0 0
breathing	4 0 7
breathing _ a	0 0 7
breathing _ slow	-1 -1 7
breathing realy	0 0 4
breathing sounds	0 0 4
bridge	8 -3 -3
bridge _ quiet	5 0 -1
bridge _ the	2 -2 -1
bridge be	4 0 -1
bridge in	3 -1 -3
bridge now	6 0 -1
bring	-3 0 -5
bring _ up	-3 0 0
bring it	-3 0 0
broke	-2 -3 3
broke _ arm	-6 1 -7
broke into	-5 1 -1
broke my	-5 5 -9
brother _ a	-1 3 5
brother _ abused	0 4 0
brother _ fel	-3 0 -2
brother _ me	-4 -2 -7
brother beat	-2 -2 -2
brother just	-3 0 -2
brother kicked	-1 7 0
brother pas	-5 -2 -3
brother sexualy	0 4 0
brother swalowed	0 0 4
brother threatened	-1 5 0
brother with	-2 5 -5
bruised	-1 -4 -5
bruised _ because	6 0 0
bruised again	6 0 0
bruises	7 9 -5
bruises _ i	5 -1 0
bruises _ my	-2 6 0
bruises _ schol	0 5 0
bruises on	-2 7 0
bts	-9 1 0
buble	-3 -5 -2
buble tea	-3 -5 -2
bubles	-8 0 -1
bucha	-5 -4 -5
budget	-8 -5 -5
budhist	-7 -3 -5
bug	-5 -3 -3
build	-5 -5 -4
building	5 -5 2
building _ to	6 0 0
building ned	3 0 0
built	-9 -4 -6
bumped	-1 -3 -6
bumped _ head	-3 -4 -4
bunch	0 0 5
bunch _ pils	0 0 3
bunch of	0 0 6
burden _ this	7 0 0
burden fam	4 0 0
buried	-8 -3 -5
burn _ with	2 0 0
burn myself	4 0 0
burned	-4 -6 -2
burned _ wrist	7 -1 -1
burned myself	6 0 0
burned the	-7 -6 -6
burning my	11 -1 0
burns	-1 6 -1
burns _ with	-2 5 -1
burns me	-2 5 -1
burnt out	-6 0 -3
bury	-7 -2 -3
bus	2 -3 1
bus _ the	6 -1 -1
bus on	6 -1 -1
busines _ this	-5 2 -3
busines grow	4 -3 -2
busines partner	1 -15 -8
busy	-9 -5 -7
but _ be	-7 0 -2
but _ fine	-3 -7 -7
but _ got	-4 -2 -1
but _ is	3 -6 -1
but _ would	-6 -5 0
but il	-8 0 -1
but im	-2 -6 -2
but it	-5 0 -1
but ive	-8 -2 -4
but no	-5 0 -3
but not	1 -3 2
but now	-5 2 -1
but she	-5 -4 -6
but the	-2 -7 -6
but this	5 0 0
buton	0 0 6
buton _ from	-1 0 7
buton batery	-1 0 5
buy	-4 -3 -4
buy a	2 0 -3
buy charcoal	4 0 0
by _ and	-7 -3 2
by _ bus	5 -1 -1
by _ dor	4 0 0
by _ head	-2 -5 5
by _ is	8 0 0
by _ lol	-5 -5 2
by _ teacher	-2 4 -2
by _ time	5 0 0
by acident	-4 -5 5
by mistake	-6 -1 7
by my	1 8 -4
by suport	-3 -2 -3
cabinet	4 -1 -2
cabinet _ an	5 0 0
cabinet _ i	4 0 0
cabinet for	4 0 0
cabinet should	4 0 0
cactus	-7 -3 -5
cafe	-9 0 -4
cafeine	-4 -1 -5
cake	-5 -4 -6
cal me	-5 -4 0
caled	-1 -6 -5
caled _ teacher	-5 -3 -1
caled me	4 -6 0
caled my	-5 -2 -2
calendar _ i	6 0 -1
calendar should	6 0 -1
calm	0 -4 -9
calm _ it	5 0 -1
calm about	5 0 -1
calm and	-2 -5 -7
calmer	-4 -4 -4
calming _ i	4 0 0
calming should	4 0 0
calms me	6 -1 -1
came _ sudenly	-1 0 5
came back	-9 3 -1
came on	3 0 5
campaign my	-3 -2 -7
can _ a	-7 -4 -3
can _ about	2 0 0
can _ ask	-1 -4 -6
can _ gas	0 0 4
can _ it	-4 -1 -1
can _ on	7 0 -1
can barely	-2 -2 5
can be	-9 -7 -6
can get	13 -1 -4
can smel	0 0 4
can think	4 0 0
canae	4 -5 0
cancel	3 -4 -4
cancer	-5 -3 -7
cancer _ year	-4 -2 -1
cancer last	-4 -2 -1
canot _ out	-2 4 -2
canot be	-9 -6 -3
canot talk	0 -1 8
cant	5 5 9
cant !breathe	-2 -2 4
cant !cough	-1 0 4
cant !fix	4 0 0
cant !kep	4 0 0
cant !leave	-1 5 0
cant !lift	-1 0 4
cant !move	0 0 4
cant !slep	-8 -2 -5
cant !stand	0 0 5
cant !stop	3 -3 -3
cant !talk	-1 -1 4
cant !wake	-2 -1 6
cant _ !going	5 -1 -1
cant _ !her	0 0 5
cant _ !his	-1 -2 3
cant _ !or	-1 0 4
cant _ !properly	0 -1 6
cant _ !this	4 1 -1
cant _ !up	-3 0 6
captured	-5 -4 -4
car _ front	0 -3 7
car _ is	0 -4 -1
car _ morning	-5 6 -4
car _ my	-5 0 4
car _ nan	3 0 0
car acident	-6 0 4
car exhaust	5 -1 -1
car into	5 -1 0
car of	7 -1 -2
car park	6 -2 -2
card _ ending	4 0 -1
card _ im	4 0 0
card _ me	-2 -4 -1
card _ today	-6 -3 -4
card _ voluntering	4 0 0
card i	9 0 0
card library	-6 -5 -6
card meaning	-6 -5 -6
card of	-7 -4 -4
card please	-5 -4 -4
card represents	-1 -4 -1
card tel	4 -1 0
card to	0 -4 -3
cardiac	-7 -5 -2
cards _ !fix	4 0 0
cards _ about	0 -4 -3
cards _ if	6 2 -1
cards _ ive	3 0 0
cards _ mater	2 0 0
cards _ me	1 -4 1
cards _ my	1 -3 -5
cards cant	4 0 0
cards even	2 0 0
cards if	5 -5 -2
cards tel	-4 -2 -1
cards think	-6 -4 -5
care	0 -3 -4
care _ and	-7 -4 0
care home	0 1 -3
care should	5 0 0
carer	-4 0 -6
carer _ please	-3 -3 -3
carer advice	-3 -3 -3
carer reading	-6 2 -1
cares	2 2 0
cares _ me	0 4 0
cares anyway	2 0 0
cares for	0 4 0
caretaker	-1 10 -2
carved	6 -4 -1
carved _ into	7 -1 0
cary	-2 -7 -6
case	6 -4 -2
case _ in	1 0 0
case just	1 0 0
case my	3 0 0
cat	-1 -4 -4
cat _ going	3 0 0
cat _ me	-8 -8 -3
cat _ on	-9 -1 -2
cat find	5 0 0
catcher	-5 -5 -3
categories	-7 -5 -6
category	-8 -6 -5
cats	-6 -5 -5
cats _ dont	-1 -3 0
cats i	-1 -3 0
celebrate	-10 -4 -2
celebrity	-5 -1 -2
celtic	-7 -5 -2
chair and	-10 3 -10
chance	-9 -1 -1
chance _ move	-2 -2 -2
change	-4 -3 -3
change pasword	-4 -4 -4
changed	-7 1 0
changing	-7 2 -4
chapter	-1 -3 -2
chapter _ move	-4 -1 0
chapter and	-7 -2 0
character	-7 -3 -4
character _ my	-7 1 -5
character in	-4 0 -4
characters	-10 -7 -6
charcoal	5 -5 8
charcoal _ tape	3 -1 -1
charcoal and	5 -1 -1
chasing	-5 -1 -1
check	-1 -4 -4
check _ of	5 -1 -1
check out	6 -1 -1
checked	0 -5 -3
checking _ son	3 -1 -1
ches	-6 -6 -3
ches again	-2 -5 0
chest	-4 -3 7
chest _ and	-2 -2 6
chest _ down	-1 0 3
chest and	-1 -1 5
chest going	0 0 2
chest is	0 0 6
chest pain	-5 -3 3
chick	-3 -4 -3
child _ it	-1 3 -1
childhod	-10 -3 -1
childhod home	-5 -3 -3
chili	-4 -4 -5
choices	-8 -5 -6
choked	-3 2 -2
choked _ during	-1 2 0
choked _ last	-1 5 0
choked _ until	-1 5 0
choked me	-1 4 0
chokes	-1 6 -1
chokes _ when	0 8 0
chokes me	-1 6 -1
choking	-7 -3 7
choking _ fod	0 0 4
choking and	0 -1 7
choking on	-1 -1 7
chores	-4 3 -2
chose _ category	-3 -3 -3
chose a	-4 -3 -3
christie	-7 -2 -1
christmas	-4 -4 -7
church	-6 -8 -5
cigaretes	2 5 -1
cigaretes _ i	-3 4 0
cigaretes when	-1 4 0
circle	-5 -4 -4
clas	-6 1 -5
clean whatever	3 -1 0
cleaned	3 -5 -4
cleaned _ rom	7 -1 -1
cleaned my	5 -1 -1
cleaner	5 0 2
cleaner _ living	4 -1 -1
cleaner than	4 -1 -1
clear	-9 -4 -6
clear search	-6 -4 -5
clearly	-7 -5 -5
clifs	9 0 0
clifs _ krabi	6 0 0
clifs in	6 0 0
close	0 -3 -5
close _ eyes	6 0 -1
close _ your	-6 -3 -2
close my	7 0 -1
close now	-4 -3 -4
close to	-2 -2 0
closed my	10 -2 1
closely	-7 -3 -3
closing	-4 -4 4
clothes	-2 7 -6
club	-8 -1 -2
clumsy	-3 -4 -2
coach	-6 3 -5
coach _ touching	-1 3 0
coach _ yeling	-1 -3 -1
code	-3 2 -3
code is	-4 -3 -3
cofe	-4 -7 -9
cok	-4 -5 2
cok _ haha	-4 -2 -4
cok _ splashed	0 0 3
cok got	0 0 3
coked	2 -4 -4
coked for	-7 -4 -4
coking	-2 1 -5
colapsed	-3 -2 11
colapsed _ the	-1 -2 5
colapsed and	1 -1 4
colapsed at	-1 -1 7
colapsed in	-2 -1 5
cold	-3 -5 -2
cold water	-5 -2 -3
colony	-10 -8 -6
com	-3 -3 -3
come _ to	-7 -5 -3
come home	-7 -1 -5
comedian	-8 -6 -3
comes _ my	0 5 0
comes into	0 3 0
comfort _ have	3 0 0
comfort i	3 0 0
coming back	0 -4 -3
coming son	-8 -5 -7
comit	7 0 0
comit _ my	2 0 0
comit suicide	7 0 0
comited	-7 -2 -2
compare	-8 -2 -5
compare _ options	-3 -4 -3
compare the	-3 -4 -3
compatible	-3 -8 -4
comunity	-9 -4 -3
concert	-1 -3 -1
conect	-7 -1 0
confident	-5 -1 -2
confused	-4 -5 6
confused and	-1 0 4
contest	-10 -3 -7
continue	-2 -3 -5
controls	-7 8 -3
conversation	-7 -2 -1
corect	11 -3 -5
cost _ me	4 -1 0
cost of	4 -1 0
cough	-5 -2 -4
coughing	-6 -3 5
coughing _ a	-7 -5 -7
coughing _ and	0 0 2
coughing and	0 0 6
coughing blod	0 0 2
coughing my	0 0 4
coughing up	-1 0 5
could	-4 -5 -6
could _ !submit	-3 -3 -2
could _ a	-2 -4 -4
could _ countdown	6 0 0
could _ die	-8 -4 -6
could _ of	-4 -6 -2
could die	-7 -6 -3
could murder	-1 0 -2
could my	6 0 0
could not	-7 -5 -9
could slep	-9 0 -5
couldnt _ going	8 -1 0
couldnt find	-5 -4 -3
couldnt kep	8 -1 0
count	-5 7 -3
counted	11 0 -3
counting	8 -2 -3
counting _ pils	3 0 0
counting my	3 0 0
counting them	8 -2 -1
country _ want	3 0 0
courage _ finaly	2 0 0
course	-12 1 0
covered _ hives	-2 0 4
covered in	-2 0 4
coworker	-4 -6 1
coworkers	-5 0 -2
cpr	-4 -6 1
cpr on	-6 -5 -5
cramps	-5 -5 -2
crash my	8 -1 1
crashed	-4 -5 -3
cream	-5 -4 -4
create	-7 -5 -5
create acount	-5 -3 -4
creative	-6 -4 -3
credit	-8 -3 -6
crescent	-8 -4 -4
cried	-4 -5 -7
cried _ the	-5 -2 -4
cried for	-3 -2 -4
cried in	-5 -2 -4
crime	-4 -4 -2
crime _ and	-5 -1 -5
crime _ where	-8 -2 0
crime novel	-6 -1 -2
croisants	-9 -6 -5
cros	5 -5 -5
crush	-5 -9 -4
crushing	-3 -1 4
crushing _ in	0 0 2
crushing pain	0 0 2
cry	-5 -5 -2
crying	-2 2 -1
ctb	16 -2 -2
ctb _ just	3 0 0
ctb son	11 -1 0
curent	-7 -6 -7
curent pasword	-3 -3 -3
curiosity	-2 -6 -5
curling	6 0 0
curling iron	6 0 0
customer	-2 -3 2
cut	0 -2 2
cut _ again	5 -1 -1
cut _ arm	8 0 0
cut _ bangs	-6 -3 -2
cut _ dep	4 0 -1
cut _ face	-1 6 0
cut _ hand	1 -1 6
cut _ last	6 -1 0
cut _ own	-8 -2 -5
cut again	4 -1 1
cut so	7 0 -2
cute	-1 -7 -4
cuting	4 -3 -3
cuting _ after	8 0 0
cuting _ again	3 0 0
cuting _ arms	5 0 0
cuting _ every	6 -1 0
cuting _ night	3 -1 0
cuting _ own	-4 -1 0
cuting _ thighs	2 0 0
cuting again	11 -1 -1
cuting last	3 -1 0
cuting like	2 -1 0
cuting myself	8 0 0
cuts	4 -1 -1
cuts _ my	6 0 -1
cuts on	6 0 -1
d _ my	-3 -2 -7
dad _ a	1 -1 -4
dad _ i	8 3 -5
dad _ kil	0 -3 -5
dad _ me	-8 7 0
dad _ to	2 -5 -4
dad _ unconscious	0 0 3
dad beats	-1 5 -1
dad died	-6 -2 0
dad said	4 3 0
dad threatened	-4 -2 0
dad wil	0 -5 -3
dads	-1 -3 1
dads shotgun	8 0 0
daily	-8 -6 -6
daily _ please	-2 -2 -3
daily card	-4 -6 -7
dance	-1 -7 -7
dance is	2 -6 -4
darknes _ wining	3 0 -2
darknes is	6 0 -2
data	-10 -7 -6
date	0 -3 -2
date i	6 0 0
dating	-4 3 -2
dating aps	-9 -4 0
daughter is	-6 3 -3
daughters	-5 4 -2
day	2 -2 -5
day _ a	-9 -7 -5
day _ die	6 0 0
day _ do	-6 -2 1
day _ finaly	7 0 0
day _ leave	3 0 0
day _ of	7 0 -1
day _ say	4 -1 0
day _ sign	-3 -2 -2
day _ wake	5 -1 0
day but	-3 -2 -2
day in	-4 1 0
day it	9 0 0
day lately	5 0 0
day pls	-3 -3 -2
day they	4 -1 0
day to	4 -1 0
days	3 -4 -3
days clean	6 0 0
days i	2 3 0
dead	-2 -2 -2
dead _ after	0 -4 -2
dead _ brother	-3 0 -2
dead _ go	5 0 0
dead _ hold	4 0 0
dead _ i	0 -3 -5
dead _ if	-3 -4 -3
dead _ is	-8 -2 2
dead _ on	-3 0 -2
dead after	-5 1 -2
dead and	2 -6 -6
dead by	6 0 0
dead in	6 0 -1
dead lol	1 -5 -4
dead meat	-4 -4 -3
dead my	-9 -1 -7
dead she	6 -1 0
dead than	5 0 0
dead tired	-8 -1 -3
deadline	-5 -3 -5
deadline _ kiling	0 -2 -4
deadline is	-2 -2 -4
dear _ should	-4 -1 -2
dear diary	-5 -2 -3
death	-2 -5 -6
death _ i	-5 -3 -3
death _ tarot	-4 0 -2
death _ want	4 -1 0
death i	4 -1 0
death of	-5 -6 1
death wil	-7 -4 -2
deaths	-8 -6 -4
debt	8 1 -1
debt _ things	-5 -6 2
debts	10 -1 0
decided	11 -3 -1
decided _ finish	-6 -2 0
decided _ go	7 -2 0
decided _ my	6 -2 -1
decided _ quit	-4 2 0
decided _ to	-4 1 0
decided sunday	3 0 0
decided time	-4 1 0
decided when	11 -4 -2
deciding _ to	6 -2 -1
deciding whether	6 -2 -1
deck	-4 -3 -1
defense	-10 0 -3
dei	6 -2 -2
delete	-3 -4 -4
delete entry	-5 -3 -3
deleted _ socials	7 -1 -1
deleted my	7 -2 -2
demanding	-8 -7 -7
dentist	-2 4 -3
dep	9 -2 6
dep _ kitchen	0 0 1
dep i	4 0 -1
deper	10 -3 -4
deper _ than	-3 -1 -2
deper _ time	12 -1 0
deper _ usual	4 0 -1
deper rather	-3 -1 -2
deper than	4 0 -1
deper this	3 0 0
depresion	-6 -7 -5
deserve	7 0 -1
deserve _ die	7 0 -1
deserve _ should	4 0 0
deserve it	3 2 0
deserve the	6 0 0
deserve to	7 0 -1
design	-10 -3 -5
desk	7 -2 -1
destroyed	-4 -5 -8
detective	-2 -5 -4
detox	-7 -4 -4
device	-7 -4 -4
devil	-8 -5 -1
diabetic	-2 -3 10
diabetic and	-1 0 6
did	-1 -4 -6
did _ coworker	8 0 0
did _ turn	-3 -1 0
did i	-5 -2 -5
did not	-7 -7 -6
didnt	7 0 -4
didnt _ !it	5 -1 -1
die	4 -6 -2
die _ !drinking	-3 0 0
die _ bad	6 0 0
die _ bos	5 0 0
die _ caled	-4 0 0
die _ card	5 0 0
die _ have	6 -1 0
die _ sister	9 0 0
die _ son	5 0 0
die _ want	6 0 0
die _ what	3 -1 0
die _ your	5 0 0
die by	4 0 0
die hopefuly	5 0 0
die if	-10 -4 -3
die lmao	-3 -1 -1
die lol	-7 -6 2
die never	-3 0 0
die of	-8 -1 -4
die one	5 0 0
die so	2 -1 -1
die son	-6 -2 -4
die wil	5 -2 1
died	-2 -4 -3
died _ a	-4 -3 -1
died _ cancer	-3 -1 -1
died _ i	-2 -6 -3
died _ the	-1 -2 -5
died a	-9 -7 -4
died and	-1 -5 -4
died during	-2 -6 -2
died halfway	-3 -3 -1
died in	1 -3 -3
died mid	-4 -7 -3
dies	-3 -8 -2
diner	1 0 -3
diner party	-6 0 -1
direction	-8 -3 -5
direction _ my	-4 -5 -3
director	-1 2 -2
disapear _ a	-9 -4 -2
disapear _ and	3 0 0
disapear _ bali	-3 -2 -4
disapear _ god	8 0 -1
disapear _ not	3 -1 -1
disapear _ this	3 0 0
disapear _ wil	5 0 0
disapear forever	5 0 0
disapear permanently	7 -1 0
disapear to	-7 -3 -4
disapeared _ would	3 0 0
disapeared nobody	6 0 0
disapointed	7 -5 -4
disapointed that	5 -1 0
dishes	-1 6 -3
dishwasher	-1 -2 6
dishwasher _ and	0 0 4
disown	0 -4 -1
disown me	0 -4 -1
display	-5 -4 -4
display name	-5 -4 -4
dive	-6 -7 -4
divorce	-5 -5 -1
divorce _ colour	4 0 0
divorce what	4 0 0
dizy	-5 -5 11
dizy _ i	-2 0 4
dizy my	0 0 4
dizy should	-2 0 4
do _ !run	-4 -3 -4
do _ cope	-3 -3 -4
do _ do	-5 3 5
do _ have	7 -7 0
do _ improve	-5 -5 -4
do _ kep	-8 -4 -4
do _ love	0 -1 -1
do _ on	3 0 -1
do _ tel	-5 -4 0
do _ truly	0 -3 -4
do _ wekend	-7 -4 -2
do i	-5 -1 3
do it	10 -2 -2
do not	1 -4 -3
do nothing	-5 -4 -5
do stuf	-5 6 0
do this	-5 -5 -4
do with	-5 -7 -2
doc	0 -4 -7
doctor	0 -8 -8
doctor _ my	-1 -4 -6
doctor said	-9 -4 -4
doctor tomorow	-5 0 1
documents	-1 6 -1
does _ building	4 0 0
does _ death	-9 -4 -6
does _ girlfriend	-3 -3 -4
does _ like	-6 -5 -3
does _ mean	-2 -4 -1
does _ take	6 -1 -1
does _ year	-5 -2 0
does flying	-6 -1 1
does he	1 -6 -5
does i	0 4 0
does my	-6 -9 -4
does not	-9 -8 -7
does that	-3 -6 -2
does this	-1 0 -2
doesnt	4 1 -5
doesnt !slow	4 0 0
doesnt _ !down	4 0 0
doesnt _ !im	3 -1 0
dog _ by	4 0 0
dog _ loved	5 0 0
dog _ me	-7 -2 -6
dog _ old	-4 -4 -5
dog i	7 0 0
dog is	-1 -10 -6
dog wait	4 0 0
dogs	2 -2 -4
doing	0 -5 -4
doing it	6 -2 0
donated	-6 -4 -4
done	6 0 -3
done _ everything	4 0 0
done _ it	6 -1 0
done _ life	11 -1 -1
done _ my	-6 1 -1
done _ this	-6 -3 -3
done _ wil	7 -2 0
done im	8 1 0
done living	4 -1 0
done not	6 -1 -2
dont	5 5 1
dont !care	5 4 -1
dont !clean	-3 -4 -2
dont !deserve	4 -3 -1
dont !know	-4 2 0
dont !like	0 4 0
dont !plan	7 -1 0
dont !reply	2 -2 0
dont !run	-1 -3 -1
dont !se	3 -4 -1
dont !think	7 -2 -1
dont !wake	2 -1 -2
dont _ !a	4 -1 -1
dont _ !faster	-1 -3 -1
dont _ !how	1 0 3
dont _ !i	9 -2 -1
dont _ !il	5 -1 0
dont _ !my	5 -4 1
dont _ !myself	3 0 0
dont _ !on	5 0 0
dont _ !the	3 -5 0
dont _ !to	3 -1 2
dont _ !tomorow	2 -2 0
dont _ !up	2 -1 -2
dont _ !wake	6 -2 -3
dont _ !why	7 0 0
dor	2 2 -3
dorm _ i	-6 -1 -1
dors	-8 -6 -1
dorway	-3 0 -4
dose _ paracetamol	5 0 -1
dose of	9 -1 3
down _ left	0 0 3
down _ rest	-4 -3 -4
down _ stairs	-1 6 2
down _ the	-1 -5 -2
down my	2 -1 6
down to	8 -5 -2
draft	6 -6 -6
drafting _ godbye	3 0 0
drafting a	3 0 0
drafts _ i	2 0 0
drafts today	2 0 0
draining	-5 0 -1
drama	-10 -8 -4
dramatic	-4 -6 -5
drank	2 -2 9
drank _ a	-1 0 3
drank _ from	0 0 5
drank _ my	-2 0 4
drank _ what	0 0 4
drank bleach	-1 -1 7
drank kerosene	-2 0 5
drank poison	0 0 4
drank something	0 0 5
draw it	2 0 0
draw together	-4 -3 -3
drawer	10 -4 -1
drawing	-9 -2 -3
dream	-2 -3 -6
dream _ was	-2 -6 -4
dream and	-2 -5 0
dream captured	-4 -3 -4
dream catcher	-5 -5 -3
dream category	-5 -5 -4
dream deleted	-6 -5 -5
dream i	1 -6 -4
dream statistics	-4 -3 -3
dreamed	-1 -4 -5
dreamed _ was	-3 -3 -2
dreamed a	-4 -4 -2
dreamed i	-1 -5 -4
dreamed my	0 -2 -2
dreaming	-6 -2 -3
dreams	-2 -4 -8
dreamt	-2 -3 -4
dreamt _ house	-4 1 -1
dreamt _ was	-1 -3 -4
dreamt i	-2 -4 -4
dreamt my	-2 -3 -6
drifting	-8 -5 0
drinking it	4 0 -2
drinks	-7 8 0
drinks and	-2 4 4
drive	10 -4 -2
drive _ a	4 -1 -2
drive into	7 -1 -1
drive my	6 -1 -2
drive of	9 -3 -2
driver	-4 2 1
driving _ car	5 0 0
driving into	10 -1 -1
driving my	5 0 0
droped	-6 -4 -6
droping	-7 -2 4
drown	10 -1 0
drown _ to	3 0 0
drown or	3 0 0
drowned	-1 -8 -5
drowning	3 -1 -3
drowning _ asking	4 -2 -1
drowning _ debt	-5 -6 2
drowning _ paperwork	-3 -3 -5
drowning _ work	-6 -6 -5
drowning in	-3 0 -2
drowning peaceful	4 -2 -1
drunk	-5 8 -3
drunk and	-6 6 -1
during	-4 4 -5
during _ fight	-1 3 0
during _ today	2 0 0
during fights	-1 4 0
during lunch	3 0 0
duty	-2 -1 1
dye	8 -6 -6
dying	-3 -4 -2
dying _ a	-5 -2 -6
dying _ find	-5 -4 -3
dying _ know	-8 -7 -3
dying _ laughter	-4 -3 -2
dying _ single	6 0 -1
dying and	-9 -4 -6
dying every	6 -1 -1
dying for	-5 -4 -1
dying in	-2 -6 -5
dying to	-7 -3 -3
dying what	-8 -6 -4
each	-2 -6 -5
each other	-8 -2 0
each others	-3 -4 -2
ear	-10 3 4
early	2 -8 -1
ease	-6 -1 -4
ease up	2 -4 -3
easier	3 -4 -3
eat	-2 -14 -3
eaten _ in	-5 -4 -2
eating	-1 -7 -3
eating _ purpose	3 0 0
eating on	3 0 0
edges	-5 -4 0
edit	-4 -4 -4
efort	-8 -6 -6
egs	-3 -4 -2
eight	-5 -1 -6
electrocuted	0 -1 6
electrocuted _ the	0 -1 6
email	3 -2 -5
email _ required	-4 -3 -3
email _ send	2 0 0
email is	-4 -3 -3
embarased	-3 5 -1
embarasment i	-9 -3 -1
emotional	-3 -3 -3
emotional tone	-3 -3 -3
empty _ can	0 0 4
encrypted	-4 -4 -5
encrypting	-6 -5 -5
end	1 -3 -4
end _ after	9 0 0
end _ al	6 1 0
end _ budhist	-2 -2 -2
end _ for	5 0 0
end _ gym	-4 -6 -4
end _ i	5 -2 -3
end _ life	7 -1 0
end _ own	9 0 0
end _ relationship	-5 -7 -1
end _ subscription	-3 0 0
end _ sufering	7 0 0
end _ thats	7 0 -1
end _ this	7 0 0
end _ tonight	4 0 0
end _ with	-10 -4 -3
end everything	5 0 0
end it	9 -1 -1
end myself	10 0 0
end of	0 -4 -6
end our	-4 -4 0
end permanently	1 0 0
ended	-3 -8 -3
ending	8 -4 -3
ending _ al	9 -1 -1
ending _ life	14 -1 -2
ending _ own	4 0 -1
ending _ this	6 -1 0
ending _ tonight	8 0 0
ending _ with	-8 -4 0
ending my	-1 -2 -2
ending things	3 -4 -2
ends	9 -2 -3
energy	-4 -6 -5
energy do	-4 -3 -3
engaged	-7 -4 -2
engine runing	5 -1 0
english i	6 -2 0
enough	5 -2 -3
enough _ find	3 0 0
enough _ i	6 0 0
enough _ the	-8 -1 -1
enough im	6 0 0
enough youl	3 0 0
enter	-1 -8 -6
enter _ pasword	-3 -1 -2
enter your	-3 -1 -2
entry	-1 -7 -7
entry _ u	2 0 0
entry _ you	3 0 0
entry thank	4 0 0
episode of	-6 -4 -3
er	-2 -5 -9
era	-9 1 -3
eror	-3 -2 -2
eror _ entry	-3 -2 -2
eror saving	-3 -2 -2
esay	-4 -3 -3
esay is	-5 -5 -6
escape	1 -5 -2
evaporate	11 -1 -3
even _ i	-1 7 -5
even _ my	4 -2 -2
even _ website	3 0 0
even mater	2 0 0
even though	-1 5 -4
evening	2 -3 1
eventualy	-2 -2 -4
ever	3 -5 -7
ever _ a	-6 -1 0
ever _ again	-1 -7 -3
ever _ beter	6 -1 -1
ever _ can	5 0 0
ever _ here	2 0 0
ever _ this	1 0 0
ever _ to	-4 -5 -2
ever after	1 0 0
ever be	-6 -1 -1
ever learn	-6 -3 -6
ever make	6 -1 -1
ever stop	-7 2 -1
ever write	2 0 0
every	2 2 -4
every _ and	-7 4 -2
every _ at	-8 3 -5
every _ day	7 0 -2
every _ i	2 -3 -1
every _ lately	5 0 0
every _ lol	-1 -4 2
every _ now	9 -1 -1
every _ should	-4 -8 -3
every night	5 2 -1
every pil	10 -2 -1
every rom	6 0 0
every single	7 0 -1
every time	0 -1 -1
every wekend	-1 6 -1
everyday	-2 -3 -4
everyone	11 0 -3
everyone _ be	5 -1 -1
everyone _ favour	6 0 0
everyone a	6 0 0
everyone hates	4 0 0
everyone is	-8 -2 -3
everyone was	-5 1 0
everyone would	6 -1 -1
everyoned	1 0 0
everyoned _ grand	1 0 0
everyoned be	1 0 0
everyones	5 -2 -5
everyones _ god	4 -1 0
everyones aslep	9 0 0
everything	5 -7 -4
everything _ my	2 0 0
everything ah	4 0 0
everything i	7 0 0
everything in	8 0 -2
everything penguin	3 0 0
everythings	8 -1 -3
everythings _ this	4 0 0
everythings grey	2 0 0
everywhere	-3 -4 4
ex	-3 4 -3
ex _ a	-6 5 0
ex _ he	0 9 0
ex _ i	-3 -4 -4
ex _ me	-10 -3 0
ex _ texted	-4 0 -5
ex and	-3 -4 -4
exam	-3 -3 -2
exam _ murdered	-6 -5 -4
exam today	-3 -2 -3
exam tomorow	-8 -3 -5
example	-3 -3 -3
example com	-3 -3 -3
exams	-2 -5 -7
exams _ over	-4 -1 -2
exams are	-4 -1 -2
excel	-9 0 -8
except	4 -2 -2
except _ permanent	2 -1 -1
except a	2 -1 -1
exhausting	2 -7 -5
exist	8 -8 -7
existing	12 -2 -2
existing _ for	1 0 0
existing asking	1 0 0
exit	10 -2 -2
exit _ last	4 -1 -1
exit any	4 -1 -1
expect	-8 -4 -3
export	-4 -4 -4
export dreams	-4 -4 -4
exs	-5 -2 -4
extra	3 -5 -2
eyes and	5 -1 -2
face	5 2 8
face _ droping	0 -1 4
face is	-1 0 3
fade	10 -1 -2
fail	4 -4 -3
failed	6 -5 -5
failed i	6 0 0
failed the	9 0 0
faint	-4 -7 3
fainted	-7 0 4
fainted and	-2 -1 5
fair	7 -7 -5
fal _ and	5 0 -1
fal _ to	4 0 0
fal aslep	4 -1 -1
faling	-5 -7 1
familiar	-7 -6 -7
family	-1 1 -1
family _ be	6 -2 -2
family _ beter	10 0 0
family _ ok	5 0 0
family _ writen	3 0 0
family be	6 0 0
family if	-1 4 0
family in	-6 -3 -5
family is	-7 -5 -4
family ive	3 0 0
family would	8 0 0
far	-1 -3 -3
farewel _ tel	3 0 0
farewel please	3 0 0
farm	6 1 2
fast	-3 -3 3
fast _ i	-1 0 6
fast and	0 0 6
fastest	4 0 0
fastest _ to	4 0 0
fastest way	4 0 0
father	0 8 0
father _ me	-1 7 -1
father rapes	-2 5 -2
fathers	-5 2 -4
fave	-3 -1 -5
favorite	-5 -6 -4
favour	7 0 0
fear	-6 -7 -6
fel	1 -3 2
fel _ at	-8 -6 -7
fel _ ending	7 -2 -2
fel _ in	-6 -2 -3
fel _ isnt	0 0 4
fel _ my	0 -4 -1
fel _ quiting	-3 -2 -3
fel _ the	-4 -2 4
fel _ to	-5 -3 -3
fel and	-2 0 3
fel bad	-10 1 -6
fel dizy	-4 -1 5
fel down	-1 2 4
fel into	-5 -1 2
fel it	9 -1 -1
fel numb	4 0 0
fel relieved	8 0 0
fel sick	-6 2 2
fel something	7 0 -1
fel the	8 -1 -3
feling	-3 -7 -5
feling _ again	3 0 0
feling _ is	2 0 0
feling low	-6 0 3
feling nothing	2 0 0
feling relieved	5 0 0
feling suicidal	3 0 0
felings	-5 -9 -7
fels _ the	7 -1 0
fels _ when	-2 -2 -2
fels numb	-1 0 5
fels peaceful	4 0 0
fels right	12 -3 0
fels so	-6 -4 -7
felt	2 -1 -3
felt _ a	-4 0 -1
felt _ i	3 0 0
felt _ not	-9 -3 -1
felt like	0 0 -1
felt relief	6 -1 -1
felt so	-3 -2 -1
festival _ hes	0 -2 4
festival and	-1 -1 5
fet	-2 -7 -2
fighting	4 -7 -3
fighting _ curent	-4 -3 -3
fighting im	4 0 0
fighting my	8 0 0
figuring	-3 -2 -2
figuring out	-3 -2 -2
files	-8 -5 -7
film	-2 -8 -5
final bos	-4 -4 1
final exam	-3 -2 -4
finals	-4 -2 -6
finaly	0 -3 -3
finaly _ being	4 -1 0
finaly _ fre	8 0 0
finaly _ me	11 0 0
finaly _ my	-2 -1 -4
finaly _ myself	2 0 0
finaly _ some	4 0 0
finaly _ the	-7 -1 -3
finaly be	7 0 0
finaly break	2 -4 -3
finaly get	4 -2 -4
finaly stop	4 -1 0
finaly unalive	2 0 0
find _ after	7 -1 0
find _ beter	-5 -1 -2
find _ son	6 -4 -5
find _ wil	6 -3 0
find my	-5 0 -4
find out	9 -4 -1
find this	3 0 0
finds _ body	-10 -4 -1
fine	0 -1 -8
fine _ i	-3 2 -3
fine _ just	-7 -2 -2
fine _ she	3 -1 0
fine _ workout	4 0 0
fine just	3 -6 -5
fine kiler	4 0 0
fine now	-1 -3 -1
finger	-1 -3 -6
finish	6 -4 -4
finish _ i	1 0 0
finish _ this	7 0 0
finish it	9 0 0
finish myself	7 0 0
finished	2 -1 -6
fire	-6 -3 3
first	-4 -5 -4
first _ course	-5 -1 -5
first _ today	-6 -3 -3
first smile	-3 -3 -3
first time	0 -3 -5
fish	-7 -5 -6
fiting	-2 -3 5
fiting _ the	-1 -4 5
five minutes	-2 -1 5
fix	0 -6 -3
fix it	-4 -4 -4
fix that	7 -1 -1
fixed	-5 -5 -2
fixing	-1 -3 5
flatmate	-4 -1 0
flight	-7 -2 1
flight to	-6 -2 -3
floded	-7 -3 -5
flor	5 -1 7
flor _ i	1 -1 5
flor _ my	7 0 -3
flor and	1 -1 5
flor of	7 0 0
flor wil	0 0 4
flor with	0 -2 8
flors	6 0 -1
flour	-2 -3 -5
flow	-8 -6 -6
flower	-7 -5 -4
flowers _ my	-4 8 -4
flowing	-6 -3 -4
flu	-9 -4 -6
flu shot	-4 -3 -2
fly	0 -5 -5
flying mean	-6 -1 1
foaming	-1 0 4
foaming _ the	-1 0 4
foaming at	-1 0 4
fod _ punishment	-1 3 0
fod as	-1 3 0
fod here	-5 -7 0
fol	-6 -1 -2
folow	-5 -5 -7
folow up	-6 -5 -5
folowed	-4 1 -5
folowed up	-5 -5 -4
folowing	-3 5 0
folowing _ home	-2 5 0
folowing me	-2 4 0
for 3	-8 -5 -2
for _ again	-5 -3 -4
for _ ah	4 0 0
for _ al	3 0 0
for _ and	0 1 -7
for _ bike	-9 -3 -5
for _ car	5 -1 -1
for _ courage	2 0 0
for _ day	-3 -3 -3
for _ english	6 -2 0
for _ finds	6 -1 0
for _ flat	-6 -5 0
for _ funeral	3 0 0
for _ god	-8 -5 3
for _ had	3 0 0
for _ headache	-3 -4 -6
for _ holiday	2 -5 -4
for _ im	4 0 -1
for _ ive	3 0 0
for _ job	0 -7 -4
for _ living	-6 -2 -1
for _ luck	-10 2 -3
for _ month	-9 -3 -2
for _ morning	3 0 0
for _ my	3 1 -2
for _ one	2 -1 -1
for _ oracle	-7 -1 -3
for _ piza	-2 -2 -3
for _ promotion	-3 -3 -3
for _ question	-4 -3 -3
for _ readings	7 0 0
for _ should	3 0 3
for _ this	4 -6 0
for _ today	-5 -5 -7
for _ tonight	-3 -1 0
for _ vacation	-6 -2 -3
for _ wekend	-4 -2 -3
for _ year	-5 -6 -4
for everything	5 -1 0
for god	13 -5 -1
for her	-2 -2 -6
for it	-3 -3 -2
for listening	3 0 0
for me	5 -4 -3
for money	-5 -5 -3
for mum	6 -2 -2
for my	-3 -1 -7
for new	-3 -5 -5
for once	-6 -5 -4
for one	-5 -4 -4
for real	7 -1 -1
for the	-1 -4 1
for this	0 -8 -7
for to	0 -4 -6
for today	-4 -5 -5
for tonight	-5 0 -2
for us	-5 -10 -4
for weks	-2 -1 -4
for what	4 -6 -3
for whoever	9 -1 0
for you	-9 -1 -3
forced	-2 6 -1
forced _ on	-1 4 -1
forced himself	-1 4 -1
forces	-3 6 0
forecast	-6 -4 -1
forest	-8 -5 -1
forever	4 -6 -4
forever _ breaking	3 0 0
forever _ not	6 0 0
forever _ this	-4 -3 -2
forever after	-4 -1 -1
forever and	6 0 -1
forever watching	3 0 0
forget	1 -5 -1
forgeting	-5 -5 -4
forgive	3 -4 -4
forgive _ for	5 0 -1
forgive me	2 -5 -2
forgot	-6 -3 -4
forgot to	-4 0 -1
form	-3 -4 -4
form of	-5 -4 -4
forming	-8 -7 -6
fortune	-6 -3 -4
forty	2 -6 -3
fot	-2 -4 2
fotbal	-4 -6 -1
fotbal _ the	-4 -3 -4
fotbal team	0 -3 0
foty	-7 -4 -6
fought	-8 -6 -7
found	-10 6 0
found a	-6 4 -2
found my	-6 3 3
found one	5 -1 0
found out	-1 1 -4
fr	6 -1 0
fre _ i	5 0 0
fre if	5 0 0
frelance	-3 -2 -4
friday	3 -3 -4
friday _ can	2 0 0
friday how	2 0 0
friday should	6 0 0
friend _ at	0 -1 6
friend _ for	6 0 0
friend _ his	0 0 1
friend _ me	-7 2 -7
friend _ nani	7 0 0
friend _ nobody	2 0 0
friend _ overdosing	-1 -1 5
friend _ turning	0 0 5
friend anymore	2 0 0
friend cut	0 0 10
friend fel	-2 -2 -6
friend group	-8 -4 -5
friend is	-2 -1 4
friend overdosed	0 -1 6
friend son	4 -1 -1
friend tok	-1 -1 6
friends _ died	0 -5 -8
friends _ family	-1 4 -2
friends _ leave	-4 10 -2
friends _ pased	-9 0 -2
friends _ them	1 0 0
friends are	4 -5 5
friends without	1 0 0
friendship	-9 -7 -3
from _ cards	-6 -2 -1
from _ dream	-3 -3 -3
from _ ofice	-7 -1 -7
from _ old	-8 4 -1
from _ parking	4 0 0
from _ rof	7 -1 -2
from _ says	0 4 0
from _ should	-5 -1 1
from _ water	-2 -1 3
from _ work	-5 -5 -4
from _ world	3 0 0
from a	-1 0 3
from date	-5 -5 -6
from his	-9 3 0
from mom	6 0 0
from surgery	3 0 -1
from the	3 -4 2
from under	0 0 4
front _ my	-4 0 4
front _ the	6 4 -4
frozen	-7 -6 -6
fryer	-1 0 8
fryer _ and	0 0 3
fryer oil	0 0 3
fun	-13 -6 -7
funeral	0 -1 -5
funeral _ feling	5 0 0
funeral but	-3 -2 0
funeral dreamt	5 0 0
funy	-5 -3 -2
future self	-7 -2 -4
game	-5 -5 -1
garage _ friday	4 0 0
garage _ the	5 -1 0
garage on	4 0 0
garage with	5 -1 0
garden	-1 -5 -3
garden _ hurting	-4 -1 0
garden without	-3 0 0
gardening	-7 -1 -1
gardening _ its	0 0 4
gardening and	0 0 4
gas	1 -2 6
gas smel	0 0 3
gate	-4 3 -4
gave	6 -3 -1
gave _ cat	9 0 0
gave _ make	-5 -3 -4
gave _ my	4 -1 -1
gave _ the	-1 0 -2
gave al	9 -1 0
gave birth	-4 0 4
gave me	-5 -5 -3
gave my	5 -1 -2
generous	-7 -7 -6
gentle	-5 -6 -4
gentle with	-6 0 3
gently	-8 -4 -8
get _ apartment	-6 -7 -7
get _ at	-6 3 -2
get _ break	-4 -1 0
get _ disapear	6 0 -1
get _ internship	4 -5 -5
get _ peace	4 0 0
get _ so	4 0 0
get _ tato	-6 -2 -1
get a	-1 -5 -3
get along	-7 -7 -1
get easier	-4 -1 -1
get it	-4 -4 -2
get to	7 -1 0
geting	-1 -8 0
geting _ i	8 0 0
geting braces	-5 -1 -2
geting worse	2 -5 2
gets	9 7 -2
gets beter	11 -5 0
gets the	6 -1 0
ghosted	-6 -8 -9
giant	-5 -4 -2
gibous	-4 -4 -4
gift	3 1 -6
ginger	-5 -4 -3
girl	-3 -3 0
girl who	-10 0 -1
girlfriend _ me	-1 6 0
girlfriend slaps	-1 8 -1
give	1 -3 -1
give _ im	3 0 0
give _ to	-3 -2 -3
give it	-4 -4 1
give me	3 -1 -2
give thanks	-7 -2 -4
give time	-3 -2 -3
given	4 -1 0
given away	6 0 0
giving	-3 -4 -6
giving _ stuf	3 0 0
giving me	-4 -4 0
glad	-7 -1 -2
glases	-7 -5 -2
glovebox	5 -1 0
go _ a	-5 -3 -1
go _ login	-4 -4 -4
go _ rather	-3 -1 -2
go _ ready	3 -1 0
go _ she	-5 3 -1
go _ slep	7 0 0
go does	3 0 0
go dreamt	3 0 0
go frelance	-3 -2 -4
go ive	9 -1 0
go of	-1 -7 -3
go ok	-2 -1 -5
go out	2 3 -1
go quietly	9 0 0
go where	3 -4 -4
go with	1 -4 -5
god _ lol	-5 -2 0
god _ lowkey	7 0 0
god _ mean	3 0 0
god _ se	-2 -3 -3
god _ ya	2 -2 0
god day	3 -4 -3
god forgive	7 0 0
god home	5 0 0
god idea	-8 0 -3
god knowing	2 -2 0
god sign	-5 -4 -2
godbye	13 -4 -2
godbye _ everyone	3 -1 -1
godbye _ god	9 -1 0
godbye _ her	-6 -4 -3
godbye _ i	7 0 0
godbye _ in	2 0 0
godbye _ just	4 0 0
godbye _ to	9 0 0
godbye _ you	3 0 -1
godbye before	11 0 0
godbye forever	2 0 0
godbye leters	4 0 -1
godbye or	4 0 0
godbye text	5 0 0
godbye texts	3 0 0
godbye thank	4 0 0
godbye world	7 0 0
goes _ at	-3 -2 -3
gogling	6 0 0
gogling _ to	4 0 0
gogling ways	4 0 0
going _ back	0 -1 6
going _ be	-6 -6 -2
going _ ctb	5 0 0
going _ do	9 -1 0
going _ drive	9 -1 -2
going _ end	4 0 0
going _ fix	7 -1 -1
going _ join	5 0 0
going _ kil	-4 1 -4
going _ lose	-8 -6 -4
going _ murder	-4 -2 0
going _ overdose	5 0 0
going _ propose	-3 -3 -4
going _ slep	8 0 -3
going _ strangle	-4 -4 -3
going _ swalow	7 0 -1
going _ tonight	7 0 0
going blue	-1 -1 6
going dark	-1 0 7
going down	9 0 3
going to	1 -5 0
going tonight	5 0 0
going until	2 0 0
goldfish	-2 -3 -4
gona	2 -4 -7
gona _ myself	11 -1 0
gona _ one	4 -1 0
gona die	-8 -2 -1
gona kil	-6 -5 -3
gona of	8 -2 -2
gona take	6 0 0
gona unalive	0 0 -1
gone	7 -5 -3
gone _ my	4 0 0
gone i	11 0 0
gone my	5 0 0
gone the	6 -3 -1
got _ a	-5 -3 -4
got _ and	-5 -2 -2
got _ by	-3 -3 2
got _ flu	-3 -4 -3
got _ hose	6 -1 -1
got _ now	8 -5 -2
got _ of	2 1 -3
got _ out	-4 -4 -5
got _ right	5 -1 -1
got _ wisdom	-2 -1 -3
got a	0 -5 -7
got an	-5 -3 -4
got electrocuted	0 -1 6
got hit	5 -2 3
got into	1 1 5
got kiled	-7 -6 -4
got knocked	-4 -4 -4
got maried	-2 -3 0
got murdered	-5 -3 -6
got my	2 -2 -5
got one	-4 -5 -3
got splashed	0 0 3
gp	-1 -6 -4
gps	-1 5 -2
grabed	0 5 2
grabed _ by	0 5 0
grabed me	0 5 0
grabs	-4 6 -1
grabs my	-2 6 -2
grace	-7 -5 -5
grand _ me	1 0 0
grand without	1 0 0
grandaughter	3 -3 -2
grandma	-2 -5 0
grandmother	-2 -2 1
grandmother in	-6 -2 -2
grandpa	-2 -3 3
grandpa _ and	0 0 3
grandpa _ away	-3 -2 -6
grandpa fel	0 0 4
grandpa pased	-1 -5 -7
grandpas	-4 1 -1
granted	-3 -2 -3
granted _ suport	-3 -2 -3
granted by	-3 -2 -3
granting	-7 -6 -7
grateful	-11 -10 -5
grateful for	-7 -3 -5
gratitude	-9 -6 -6
gratitude for	-7 -1 0
great	-3 -5 -6
grief	-3 -5 -5
gros	0 -2 -5
ground _ it	-4 -1 -4
group	-3 -1 -5
grow	-5 -6 -6
grow up	-4 1 0
growing	-6 -7 -9
grumpy	-7 -6 -5
gues	2 -6 -2
guidance	-2 -8 -7
guiding	-6 -4 -2
guild	1 -2 -4
guilty	-3 -6 -5
guitar	2 -10 -3
gun	7 -3 -2
gun is	7 -1 -1
guted	-6 -1 -5
guy	-6 5 -2
guy from	-1 3 0
gym	-4 4 -4
gym _ i	-7 0 2
gym _ inhaler	0 0 2
gym _ kil	-4 -3 -2
gym _ kiling	-4 -5 -4
gym to	-4 -3 -2
habit	-8 -4 -4
habits	-7 -4 -5
had _ me	4 0 0
had _ nightmare	-4 -2 -2
had _ surgery	-2 -2 5
had a	-4 -3 -5
had kiled	3 0 0
had me	-8 -8 -8
had to	-6 -3 -2
haha	-10 -9 -4
hair	-7 1 -5
hair red	-8 -2 -2
half my	-7 -4 -3
halfway	-6 -4 -4
halfway _ the	-3 -3 -1
halowen	-9 -2 -2
hamster	-1 -4 -3
hamster is	-2 -6 -4
hand in	-1 -3 -2
handful	0 0 4
handful of	0 0 4
hang	5 -4 -1
hang _ is	7 0 0
hang myself	9 0 -1
hanging _ sems	4 -1 -1
hanging myself	4 -1 -1
hapened	-6 1 -2
hapened in	-3 -4 -1
hapened since	-3 -5 -4
hapens _ a	6 0 0
hapens _ people	3 0 0
hapens _ the	-4 0 -2
hapens now	-2 0 7
hapens to	7 -2 0
hapier _ me	6 -1 0
hapier without	6 -1 0
hapy	-6 -5 -4
hard	-4 -4 0
hard at	-6 -1 -1
hard i	-3 3 -5
harder	4 -4 -3
harold	4 -1 -1
has	-1 1 3
has _ folowing	-1 5 0
has _ gun	0 6 0
has _ of	-4 -6 -3
has _ only	0 2 0
has ben	-5 3 1
has bruises	0 4 0
has its	-5 -6 -7
has to	-3 -5 -2
hate _ and	6 0 -1
hate _ so	5 0 0
hates _ im	4 0 0
hates me	4 0 0
have _ bruises	-4 5 0
have _ left	6 0 -1
have _ me	-7 -4 -3
have _ pils	6 0 -1
have _ plan	4 0 0
have _ saving	3 0 -1
have a	2 -3 -5
have ben	2 -5 -2
have bruises	-2 8 -3
have decided	5 0 0
have everything	6 0 0
have for	-6 -5 -3
have left	3 0 0
have permision	-4 -4 -2
have rope	6 0 0
have the	11 0 -4
have to	2 11 -2
having	-4 -3 8
having _ heart	-2 0 8
having _ seizure	-1 -1 5
having _ stroke	-1 -3 5
having a	-7 -1 7
having an	-1 0 3
having chest	0 -2 5
he	-1 13 3
he _ !know	9 -7 -5
he _ !let	-3 7 -1
he _ !move	-1 -1 5
he _ a	-8 2 -1
he _ his	-1 -5 -2
he _ it	-9 -2 2
he _ kil	-1 3 0
he _ me	0 2 -3
he _ my	-8 5 -2
he _ not	-4 -7 0
he _ one	0 0 -2
he _ out	-3 5 -1
he _ soulmate	-5 -3 0
he _ think	-1 -4 -4
he ate	0 -1 6
he came	-1 3 -4
he cant	-1 -1 3
he change	0 8 0
he choked	0 4 0
he chokes	0 5 0
he does	-3 1 -5
he has	-2 6 -1
he isnt	-1 -3 4
he knows	-1 6 -2
he left	3 -3 -1
he like	-3 -5 -3
he locked	-3 9 0
he my	-5 -3 0
he raped	-1 7 0
he remember	-5 -3 -3
he said	-3 6 0
he text	0 -4 -2
he texted	-7 -6 -2
he the	1 -5 -1
he threatened	-1 8 0
he tok	0 2 3
he wil	-3 5 0
head	1 -2 8
head _ my	7 0 0
head _ now	0 0 4
head _ so	-4 -2 -8
head _ the	8 -1 -1
head _ want	5 0 0
head im	-6 -2 0
headache _ my	-1 0 4
headache of	-2 -1 5
headaches	-1 -1 6
headaches and	-1 -1 6
heading	8 -3 -3
heal	-3 -3 -3
healed	-5 -2 -4
health	-8 -8 -6
health _ this	-6 -1 -1
healthy	-5 -8 -8
healthy and	-5 -3 -2
heard	-4 1 -2
heart	3 -7 3
heart _ a	-7 -5 -4
heart _ racing	-1 0 5
heart and	-10 -2 0
heart is	-7 -1 2
heart surgery	-8 0 -4
heartbroken	-5 -7 -4
heat	-2 -3 -3
heaven	7 -3 -1
heavily	-2 0 6
heavily _ a	-2 0 4
heavily _ much	0 0 3
heavily so	0 0 3
heavy	-6 -6 0
heavy i	8 0 0
hed _ me	-3 -4 2
hed _ my	-5 5 0
hel	-3 7 -1
hel _ the	-1 10 0
hel hurt	0 7 0
hel text	-4 -1 -1
help	-6 -4 2
help _ the	-1 0 3
help and	-5 -1 -7
help her	2 -6 -6
help me	-3 -7 1
helped	-2 -6 -4
helps	-2 -3 -4
her	-2 3 3
her _ and	-5 3 4
her _ at	-5 -5 -3
her _ every	-8 0 -1
her _ in	-2 -6 -6
her _ love	3 0 0
her _ or	-5 2 -3
her _ pils	-2 0 3
her _ she	-5 2 -3
her _ shes	0 0 4
her _ year	3 1 -3
her birthday	0 -3 -2
her in	-7 0 -3
her mouth	0 0 3
her this	7 0 -1
here	5 -1 -2
here _ month	6 0 0
here anymore	7 0 -1
here how	-6 -5 0
here i	7 0 0
here is	-1 -4 -2
here next	6 0 0
heroin	-3 0 8
hes	-5 5 6
hes _ !breathing	0 0 4
hes _ and	-3 -5 3
hes _ ben	-2 0 3
hes _ but	-5 -5 4
hes _ is	2 -6 0
hes _ to	-3 7 -4
hes a	2 -2 -7
hes angry	0 9 0
hes awake	0 0 4
hes ben	-3 5 0
hes breathing	0 0 5
hes coming	-4 6 0
hes confused	0 0 8
hes fine	0 -6 -6
hes not	-1 0 5
hes realy	0 0 5
hes watching	-1 5 0
hid	12 -5 -2
hide	-1 1 -5
hide paterns	-4 -4 -4
hiding	6 5 -3
hiding _ cuts	1 0 0
hiding _ from	7 -2 0
hiding _ with	5 0 0
hiding it	8 -2 0
high _ a	4 0 0
high does	4 0 0
high enough	4 -1 0
high schol	-6 -5 -2
highway _ night	-5 -1 -4
him _ says	0 6 0
him again	-3 2 1
him go	-5 -4 -3
him how	-3 -3 -4
him not	-6 2 -3
him on	-7 -3 -2
him or	-4 -7 -4
himself _ me	-2 6 -1
himself on	-1 4 -1
his	-2 5 2
his _ and	-2 0 5
his _ is	0 -2 4
his _ very	0 0 1
his car	-1 5 -1
his chest	0 -1 6
his dads	-1 6 -3
his job	-7 -5 0
his lips	-1 0 6
his mouth	0 -1 6
his skin	0 0 3
his stuf	-8 -6 -5
his throat	0 -1 4
history	0 -6 -6
hit _ head	-4 -2 2
hit _ with	2 5 0
hit a	-5 -2 0
hit her	-1 2 3
hit his	-1 -2 6
hit myself	8 -1 0
hit the	7 -5 -4
hits	-5 8 -3
hits _ and	-2 5 -1
hits _ when	-5 6 0
hits _ whenever	0 6 -1
hits me	-4 5 0
hives	-2 -1 5
hives _ over	0 0 4
hives al	0 0 4
hoby	-9 -1 -1
hodies	5 0 0
hoked	-6 -6 -6
hold	1 0 -5
hold for	-6 -6 -1
hold my	12 0 -2
holds	-7 4 -3
holds my	-3 5 0
holiday	-6 -1 -5
home	2 5 -1
home _ kids	4 0 0
home _ moms	-1 5 0
home _ my	-5 2 -2
home _ nothing	3 0 0
home _ said	-3 4 0
home and	3 -5 -6
home is	-7 2 -4
home life	-3 -2 -3
home mum	-3 4 0
home my	-5 7 -2
home now	-2 -6 -5
home to	-5 -5 -3
homesick	-6 -6 -6
hometown	-5 -2 -1
homework	-7 -7 -5
homework _ semester	-3 -3 -3
homework this	-3 -3 -3
honestly	4 -4 -1
honestly _ about	7 0 0
honestly _ burned	3 0 0
honestly _ it	3 -1 0
honestly i	8 -1 -1
honestly im	6 -1 -1
honestly is	3 -1 0
honour	-7 -5 -4
honours	-10 -4 -3
hope	7 -8 -4
hopefuly son	5 0 0
hoping	11 -4 -3
hoping a	5 -1 0
horizon	-8 -2 -4
horor	-1 -6 -4
horor movie	0 -4 -2
hose	9 -3 -2
hose _ the	5 -1 -1
hose for	5 -1 -1
hospice	-7 -6 -6
hour	0 -2 7
hour ago	-1 0 3
hours _ told	3 0 0
hours i	3 0 0
house _ me	0 9 -1
house _ night	-3 8 0
house _ time	-4 -5 2
house and	-8 0 -1
house ask	6 0 0
house is	2 -5 7
house loks	5 0 0
houseplant	-2 -3 -3
how	1 -3 -7
how _ does	4 -1 -1
how _ end	9 0 0
how _ fel	-6 -2 -2
how _ flors	4 0 0
how _ it	5 0 -1
how _ longer	4 0 0
how _ of	8 0 0
how _ paracetamol	7 0 -1
how _ tel	-5 -3 -1
how _ unalive	4 -1 -1
how _ you	-6 -3 -2
how are	-5 -3 -2
how did	-3 -1 0
how high	4 0 0
how long	0 -2 -5
how many	7 -1 -1
how much	3 -1 0
how to	1 -2 0
hug _ now	2 0 0
hug her	2 0 0
humidity	-4 -4 -1
humidity _ kiling	-3 -3 -4
hungover i	-5 0 0
hunting rifle	2 -4 -3
hurt	0 4 -2
hurt _ and	0 3 0
hurt _ dog	0 5 0
hurt _ drown	10 -2 0
hurt _ for	6 -1 0
hurt _ on	7 0 0
hurt asking	6 -1 0
hurt if	7 0 0
hurt me	-4 5 -3
hurt much	8 -2 -1
hurting _ my	6 0 0
hurting _ so	4 0 0
hurting myself	7 0 0
hurts _ the	-6 -1 -7
hurts from	-3 -1 -4
husband	0 6 3
husband _ going	-1 7 -3
husband _ hurt	0 6 0
husband _ i	-6 -2 -6
husband _ me	-3 9 -1
husband beat	-1 4 -1
husband beats	0 5 0
husband broke	0 1 0
husband choked	-1 4 0
husband threatened	0 9 -1
i _ !clean	-2 -4 -1
i _ !get	-5 4 3
i _ !know	-5 2 0
i _ !leave	-1 5 0
i _ !like	0 4 0
i _ !ned	5 -1 -1
i _ !plan	7 -1 0
i _ !reply	2 -2 0
i _ !se	5 0 2
i _ !think	5 -2 -2
i _ !wake	1 -1 1
i _ 30	-3 0 6
i _ a	2 -2 -3
i _ about	-1 -9 -4
i _ again	-1 -4 -3
i _ an	0 -6 -6
i _ and	-1 -4 -3
i _ anyone	-1 3 0
i _ are	3 0 0
i _ ben	12 0 -2
i _ bleach	-2 -1 5
i _ break	2 -4 -3
i _ bruises	-2 7 -4
i _ bulied	-5 -3 -3
i _ charcoal	3 0 0
i _ choked	2 -5 -2
i _ cuting	2 -1 -1
i _ dating	-4 -5 -4
i _ dead	6 -5 -2
i _ decided	5 0 0
i _ dont	10 0 0
i _ drafting	3 0 0
i _ drawing	-5 -1 -5
i _ dreaming	-2 -1 0
i _ dying	-3 -3 2
i _ eating	8 -1 0
i _ end	5 -1 -1
i _ floating	10 -1 -1
i _ frelance	-5 -3 -3
i _ friends	-6 -3 -1
i _ gardening	0 0 4
i _ god	-6 -6 -8
i _ gogling	4 0 0
i _ haha	-4 -1 -3
i _ her	-1 -7 -3
i _ here	6 0 -1
i _ his	3 -4 -3
i _ hopefuly	5 0 0
i _ hurting	6 0 0
i _ imagining	5 -1 -2
i _ in	5 -3 -5
i _ into	3 -6 -5
i _ it	3 -2 -1
i _ jump	8 -1 -2
i _ just	9 -5 -1
i _ kids	-10 -4 -4
i _ kiled	-4 -2 -5
i _ korean	-4 -3 -1
i _ last	3 -7 -2
i _ left	3 0 -1
i _ lol	-7 -9 0
i _ met	-6 -4 -2
i _ molested	-2 4 -2
i _ money	-5 -6 -1
i _ murder	-1 0 -2
i _ my	3 -4 -2
i _ myself	5 -3 -2
i _ new	2 -4 -1
i _ no	3 5 -2
i _ nobody	9 0 -1
i _ numb	4 0 0
i _ ok	-7 0 -1
i _ on	3 -4 -4
i _ online	-1 3 -1
i _ procrastinating	-4 -3 -3
i _ pure	0 5 0
i _ raped	-1 4 -2
i _ relief	3 0 0
i _ rn	5 -1 -2
i _ rope	7 0 0
i _ scream	-3 -3 -3
i _ sexualy	-2 5 -2
i _ shrimp	0 0 7
i _ smal	-4 -7 1
i _ smel	0 0 4
i _ so	1 0 -5
i _ something	-5 0 1
i _ stil	7 0 0
i _ then	5 -3 0
i _ thinking	2 0 -1
i _ tok	-1 0 6
i _ tomorow	8 0 0
i _ use	8 -1 0
i _ vanish	1 0 0
i _ want	8 -1 -3
i _ wanting	7 0 0
i _ wel	-6 -1 -2
i _ where	8 -3 0
i _ with	-4 -4 -4
i _ words	5 -1 -1
i _ writing	6 0 0
i already	6 -1 -3
i always	-7 -3 -5
i apologize	-3 -4 -3
i bang	6 0 -1
i be	-1 -7 -3
i being	-3 -5 -4
i bought	4 -4 -4
i broke	2 -5 -2
i burn	9 -2 0
i caled	-3 -2 0
i cancel	-2 -5 -4
i carved	4 -3 -1
i change	-3 -3 -1
i colapse	2 0 0
i come	-1 5 0
i counted	5 0 -2
i cros	7 -3 0
i cut	4 -6 -4
i deserve	7 1 -1
i die	7 -1 -2
i disapear	8 0 0
i do	2 5 3
i dont	3 5 1
i draw	5 -3 -6
i dreamt	-1 -6 -1
i drive	3 -2 0
i eat	0 -6 -1
i ever	0 -4 -4
i finaly	5 -3 -4
i find	-4 0 -2
i folow	1 -3 -3
i forgive	-5 1 -4
i forgot	-4 -2 -6
i found	-5 2 -2
i get	0 -3 -5
i got	-5 -3 -2
i had	-4 -3 -3
i hit	0 -5 -2
i hug	2 0 0
i join	1 -7 -2
i just	3 -2 1
i kep	4 -2 -2
i kil	1 -4 -5
i last	1 -2 -1
i laughed	-7 -5 -6
i leave	0 3 -2
i lend	-2 -4 -2
i let	4 -5 -4
i like	-7 -6 -6
i literaly	-5 -4 -3
i love	1 -3 -4
i loved	8 -1 -2
i made	0 1 0
i mes	6 1 0
i might	7 0 -1
i mis	-10 -6 -3
i move	-1 -2 -5
i moved	-4 -1 -1
i never	-7 0 -3
i no	9 -4 -1
i over	-4 -4 -4
i overdosed	-1 -1 5
i pas	-4 0 -2
i pay	-8 2 0
i protect	-5 -2 -2
i pursue	-2 -3 -3
i quit	-4 -4 -4
i relapsed	5 0 0
i reply	-4 -5 -1
i report	-6 4 0
i said	-5 4 -2
i saw	-5 -5 -6
i say	-2 1 -3
i sel	-1 -2 -2
i send	0 4 0
i shot	1 -3 -3
i should	6 2 -3
i sit	8 0 0
i slay	-6 -6 -2
i snore	-6 -5 2
i stand	8 0 -1
i step	5 0 0
i stod	9 0 0
i stop	1 -6 -2
i suicidal	5 -1 -2
i swalowed	5 0 4
i swear	-4 -5 -2
i take	0 -4 -2
i tel	-4 3 -1
i think	8 3 5
i tok	2 -1 6
i trust	-1 -4 -6
i unalived	5 -1 0
i used	1 -3 -2
i wake	4 -1 0
i walked	7 0 0
i wana	8 -5 -2
i want	5 -3 0
i wasnt	4 -5 -2
i watch	-4 -3 -3
i wil	5 -8 -2
i win	-4 0 -2
i wish	8 -2 -1
i wnat	6 -2 -2
i wont	8 -3 -1
i wory	-8 -2 -1
i write	7 0 -2
i wrote	9 -1 -1
ibuprofen	-5 -5 -5
ice	-3 1 -5
ice cream	-5 -4 -5
id	5 5 -5
id _ be	6 0 0
id _ beter	7 -1 0
id _ for	-7 -2 -5
id _ it	6 -7 0
id be	8 0 0
id die	-4 -1 -4
id like	7 -2 -3
id slep	-1 -3 -1
idea	-5 -1 -3
ideas	-5 -5 -6
if	4 5 -1
if _ break	0 7 0
if _ cares	2 0 0
if _ come	-1 5 0
if _ dead	6 -2 -1
if _ die	7 -1 0
if _ died	7 -1 0
if _ disapeared	6 -5 -1
if _ eat	-5 -5 -1
if _ hapens	11 -4 0
if _ has	-9 -4 -6
if _ hurts	7 0 0
if _ is	5 3 -4
if _ jump	5 -1 0
if _ just	8 1 -2
if _ kiled	4 0 0
if _ late	-5 -6 1
if _ leave	-1 5 0
if _ reading	1 -4 0
if _ take	6 0 -1
if _ talk	-3 12 -1
if _ tel	0 6 0
if _ text	-4 -2 0
if _ time	4 0 0
if _ unalived	5 -1 0
if _ was	11 -2 0
if _ wasnt	5 0 0
if he	-1 -3 -2
if i	3 3 0
if im	6 3 -2
if its	10 0 0
if my	-3 -2 -1
if nobody	5 0 0
if she	4 -3 -2
if someone	-6 -8 -5
if youre	8 -1 -1
il	7 -1 -3
il _ a	10 -6 0
il _ here	-4 0 0
il _ it	3 -1 -1
il _ okay	-3 0 0
il _ the	3 0 -1
il _ write	2 0 0
il die	-5 -6 -1
il ever	5 0 0
il listen	4 0 0
il make	8 0 0
il take	13 0 -1
il write	-4 0 0
iluminated	-4 -3 -4
im	4 2 2
im 11	-6 8 0
im 12	-1 6 0
im _ !planing	5 0 -1
im _ !sad	1 0 0
im _ !scared	3 0 0
im _ about	3 -3 -3
im _ again	-5 -5 1
im _ anoyed	-8 -6 -4
im _ be	4 -1 0
im _ blod	-2 0 4
im _ broke	-7 -3 -2
im _ burden	8 -1 0
im _ but	-11 -2 -4
im _ close	3 0 0
im _ godbye	6 -1 -1
im _ just	-8 -3 -4
im _ kiled	2 0 0
im _ living	4 -1 0
im _ mom	5 -1 -1
im _ my	-2 -2 -5
im _ of	-2 -4 -7
im _ on	3 -7 -2
im _ out	2 -7 1
im _ over	-5 -3 0
im _ pharmacist	-5 -3 2
im _ serious	-4 0 -1
im _ the	2 -6 0
im _ tonight	8 0 0
im _ unalive	4 -1 0
im _ weks	-1 -1 9
im a	-4 -1 -4
im afraid	-2 4 -1
im being	4 9 -3
im coughing	0 0 5
im covered	-2 -1 3
im dead	-2 -8 -3
im diabetic	-1 -1 5
im done	8 -3 -2
im dying	-5 -4 -5
im feling	-8 -3 2
im finaly	-8 -7 -1
im fine	2 -3 -4
im going	6 -5 0
im gone	10 -4 -3
im having	-1 0 5
im heartbroken	-1 -6 -3
im in	-2 0 -7
im late	-5 -6 1
im literaly	-7 -7 -7
im never	7 -1 -3
im not	6 -1 -4
im on	8 0 6
im planing	9 -1 -1
im saying	3 -1 -1
im scared	-4 8 1
im sick	-2 -4 -3
im so	0 -3 -3
im sory	3 -1 -1
im standing	7 -1 -3
im starving	-5 -6 -6
im such	3 0 0
im suicidal	6 -3 -3
im thinking	6 0 -1
im tired	9 -1 -1
im training	-1 -2 -2
im voluntering	-4 -5 -5
images	-5 -6 -5
imagining	4 2 -1
imagining _ own	4 -1 -2
imagining my	4 -1 -1
importing	-6 -6 -6
improve	-5 -5 -4
in _ abusive	1 3 -3
in _ and	-4 -4 -2
in _ back	2 -2 -6
in _ bath	4 -3 6
in _ best	-8 -2 -5
in _ blue	4 -2 -3
in _ building	-6 -4 3
in _ but	-7 3 -2
in _ cabinet	1 0 -3
in _ chest	-1 0 5
in _ clas	-2 -5 0
in _ crash	9 -2 -3
in _ degres	5 0 0
in _ dor	8 -4 0
in _ drawer	11 -1 -1
in _ dream	2 -1 -2
in _ future	-7 -5 -6
in _ garden	-1 -3 -2
in _ glovebox	5 -1 0
in _ god	-8 -3 -3
in _ hand	11 0 -4
in _ i	-1 -2 -4
in _ its	1 0 0
in _ kitchen	-3 -5 0
in _ lecture	-2 -2 -2
in _ life	-4 -3 0
in _ lol	-6 -2 -2
in _ morning	-3 -4 -2
in _ mouth	0 0 3
in _ my	-1 -4 -1
in _ new	-3 -7 -2
in _ or	-5 -8 -4
in _ own	-8 -3 -4
in _ phone	1 0 0
in _ pol	1 -4 0
in _ relationship	-5 -5 -1
in _ the	4 -4 -2
in _ this	-8 -7 -8
in _ wil	-4 -2 -2
in _ years	-8 -1 -1
in a	1 0 -2
in al	-4 1 -3
in an	6 1 -5
in and	5 -2 -4
in case	6 -3 -1
in her	-11 -5 -3
in history	-3 -1 -2
in hives	-2 0 4
in its	-5 -3 -4
in june	-2 -2 -5
in law	-8 4 0
in life	-10 -6 -5
in metings	-4 -2 1
in order	11 -2 -1
in paperwork	-3 -3 -5
in staying	2 0 0
in tarot	-5 -3 -3
in thai	0 -4 -3
in work	-6 -6 -5
in your	-6 -1 -3
included	7 -2 0
incoming	-4 -6 -6
information	-3 -4 -4
inhaler	-4 -1 4
inhaler isnt	-2 0 5
insulin	10 -2 1
insulin _ at	3 0 0
insulin _ kil	3 0 0
insulin _ would	3 0 0
insulin al	3 0 0
insulin it	3 0 0
insulin would	4 -1 -1
insurance	4 -1 -2
insurance _ than	5 0 0
insurance money	5 0 0
intae	7 -1 -2
interesting	-5 -5 -6
internship _ kids	4 0 0
internship my	4 0 0
interview	-3 -3 -2
into _ blod	-1 0 4
into _ canal	4 0 0
into _ dishwasher	0 -1 5
into _ house	-5 -2 -1
into _ leg	6 -3 -4
into _ river	6 -1 0
into _ rom	-1 6 0
into _ thigh	1 0 4
into a	-3 -5 -4
into trafic	6 0 0
invalid	-5 -5 -5
invalid username	-3 -3 -3
invest	-6 -9 -8
inward	-7 -5 -5
ipad	-9 1 -2
iphone	-5 -3 -4
is _ !a	-10 -3 -5
is _ !point	4 -1 -1
is _ !stoping	0 0 1
is _ !valid	-3 -3 -3
is _ 30th	3 0 0
is _ a	-1 -1 -1
is _ abuse	-4 7 0
is _ after	-5 -1 6
is _ already	-3 -4 -4
is _ and	-1 -2 4
is _ at	0 -7 -2
is _ bad	4 -4 0
is _ beter	7 -3 -1
is _ blue	0 -1 8
is _ but	-3 -4 -2
is _ chest	0 -1 8
is _ coworker	-3 -2 -5
is _ dead	-1 -7 -8
is _ dorway	-5 -6 -4
is _ dying	-1 -2 -5
is _ enough	5 -1 -3
is _ even	-5 -4 -6
is _ ex	-4 -6 -4
is _ god	-5 -5 -4
is _ going	-5 -5 -2
is _ hapening	-1 3 -1
is _ heavily	-1 0 5
is _ his	0 -1 7
is _ i	2 -1 -1
is _ in	-1 -4 -2
is _ kinder	3 -1 0
is _ last	8 -1 0
is _ lol	-5 -5 -4
is _ myself	7 0 0
is _ new	-5 -3 -2
is _ next	-8 -5 -1
is _ normal	-2 5 0
is _ not	-6 1 -1
is _ on	-4 -1 8
is _ only	7 -1 -1
is _ out	-6 -2 6
is _ peaceful	4 -2 -1
is _ penguin	-5 -1 0
is _ right	-2 0 2
is _ selfish	7 0 0
is _ should	-2 3 -2
is _ teacher	-5 -5 -4
is _ teling	-5 -3 -1
is _ thank	4 0 0
is _ the	-2 -6 -2
is _ transformation	-3 -3 -3
is _ true	-5 1 0
is _ up	-1 -1 6
is _ what	-5 -3 -3
is _ worth	-4 -2 -6
is a	-3 -4 -5
is always	7 -5 0
is an	-6 -3 -2
is at	-5 -2 1
is bad	4 0 0
is bent	-4 -1 5
is bleding	-2 -1 4
is blistering	0 0 4
is burning	-7 -7 6
is choking	-2 -1 6
is dead	-4 -3 -2
is droping	0 -1 4
is dying	-5 -3 -6
is finaly	-5 -2 -1
is friday	-2 -3 -2
is ful	-1 -3 -3
is geting	3 -6 -6
is godbye	3 -1 -1
is going	-4 -2 -2
is hard	-5 -4 2
is having	-1 -1 6
is he	0 -9 -2
is hel	4 0 0
is in	2 -6 -4
is kiling	1 -3 0
is mercury	-5 -2 -4
is my	0 -7 -6
is not	-9 -5 0
is now	-2 -2 -5
is numb	-1 0 3
is on	3 -1 -3
is over	-4 -3 -4
is overdosing	-1 -1 5
is pointles	5 0 0
is racing	-1 0 6
is required	-4 -4 -4
is she	-5 -5 -1
is so	-6 -1 0
is sweling	-1 -1 7
is that	-7 3 2
is threatening	-1 5 -2
is thursday	3 0 0
is to	-3 -2 -2
is tomorow	-4 -4 -6
is tonight	6 -1 -1
is unconscious	-2 -1 9
is whispering	-4 -2 -4
is wil	3 0 0
is wining	3 0 -2
is worse	4 -2 0
isnt	5 -3 10
isnt !breathing	-3 0 7
isnt !responding	0 0 4
isnt !waking	0 0 5
isnt _ !and	-1 0 6
it _ !stop	-1 -1 4
it _ actualy	-4 -3 -4
it _ and	2 -5 -3
it _ asking	6 -1 0
it _ best	3 0 0
it _ dog	5 -1 0
it _ down	1 -6 -4
it _ easier	-6 -1 0
it _ end	1 7 0
it _ everyone	2 0 0
it _ fel	1 0 0
it _ for	-1 -1 -6
it _ get	4 0 0
it _ him	-8 1 -3
it _ hurt	1 -4 -1
it _ into	-6 -2 -5
it _ its	1 -1 -4
it _ lol	-5 -4 -3
it _ long	5 0 0
it _ me	2 -4 -3
it _ much	3 -1 0
it _ my	3 3 -1
it _ naturaly	-5 -7 -3
it _ never	-7 -2 -4
it _ now	-6 -1 -3
it _ one	-5 1 -5
it _ or	7 -1 -1
it _ out	-5 -3 0
it _ something	5 0 0
it _ stil	-8 3 -1
it _ take	6 0 0
it _ the	3 -1 -3
it _ this	8 2 0
it _ to	1 -2 -7
it _ today	5 2 -1
it _ toth	5 0 0
it _ you	-6 -2 -2
it al	8 -1 0
it and	0 1 -4
it at	-3 -6 -5
it bad	-4 -6 0
it bled	17 -1 0
it bleds	6 0 -1
it bruises	10 0 -1
it calms	6 -1 -1
it comes	-6 -4 -4
it did	-5 -1 -3
it every	5 -1 0
it for	0 -3 -2
it gets	8 -5 0
it god	-6 -4 -3
it heal	-2 -3 -1
it help	0 -3 -5
it hurt	8 -2 0
it i	4 2 0
it im	7 0 1
it in	2 -4 -4
it is	-5 -2 -4
it just	1 -3 -1
it kinder	3 -1 0
it loks	-3 -8 -5
it made	-5 -1 -3
it mean	0 -3 -3
it more	3 -1 -1
it my	6 3 -1
it next	5 -1 0
it oficial	3 0 0
it on	9 -1 0
it orient	-3 -2 -2
it out	-1 -3 -8
it resonated	-4 -3 -4
it selfish	7 0 0
it simply	-5 -3 -3
it take	5 -1 -1
it takes	9 0 0
it there	9 0 0
it this	5 -5 -1
it though	-3 -2 -3
it through	-4 1 -5
it turn	-1 -6 -3
it up	-6 -2 -2
it wasnt	9 2 0
it weird	-2 -4 -4
it went	1 2 -4
it with	-8 -8 -5
it wont	5 0 4
it would	11 0 -2
itchy	-3 -3 -4
itl	8 -1 -1
its _ and	-4 -5 -1
its _ bit	-6 -5 -2
its _ blod	-3 0 6
its _ but	0 -6 -4
its _ dead	-6 1 -4
its _ fast	0 0 4
its _ i	8 2 -1
its _ in	-4 -5 -4
its _ kiler	4 0 0
its _ louder	4 0 0
its _ me	0 -6 -4
its _ now	-1 3 -5
its _ only	4 0 0
its _ real	3 -1 -1
its _ to	8 -2 -3
its _ wil	-5 -1 -4
its _ worse	2 0 2
its a	8 -3 -4
its about	-8 -3 -2
its draining	-5 0 -1
its enough	6 0 -1
its for	11 -3 -2
its geting	6 0 4
its in	7 -1 0
its just	-4 -4 -5
its kiling	-5 -3 -3
its like	14 0 0
its nothing	-8 0 4
its okay	7 0 0
its peaceful	-7 -3 -5
its sweling	0 0 4
itself	-7 -4 -3
ive	10 -1 1
ive _ about	6 0 0
ive _ away	6 0 0
ive _ decided	3 0 0
ive _ note	1 0 0
ive _ planing	2 0 0
ive _ said	6 0 0
ive _ seing	-7 0 -4
ive _ staring	5 0 0
ive _ thinking	5 0 0
ive _ time	-4 1 0
ive _ up	7 -1 0
ive already	6 0 0
ive cleaned	4 -1 -1
ive decided	5 0 0
ive given	5 0 0
ive got	8 -3 -1
ive made	2 0 -1
ive started	11 -1 0
ive stoped	6 0 -1
ive the	1 0 0
ive thought	5 0 0
japan _ wel	-5 -4 -4
jewelery	10 -1 0
job _ sign	-4 2 0
job _ what	4 0 0
job _ year	-7 1 -3
job and	-2 -6 0
job anymore	-4 -2 1
job god	-4 2 0
job interview	-2 -1 0
job is	-8 0 -5
job ofers	-5 -4 0
job on	-7 -5 -5
job this	-7 1 -3
job today	-5 -1 -3
join	9 -4 -2
join her	5 0 0
join him	8 -2 -2
joke	-2 -5 -6
joke _ me	-3 -5 -2
journal	-4 0 -3
journal _ thank	2 0 0
journal day	7 0 -1
journal today	-3 -1 -1
joy	-6 -5 -6
judgement	-6 -2 -2
jump	4 -4 -4
jump _ for	3 0 0
jump _ i	13 -1 0
jump _ my	7 0 -1
jump _ tonight	2 0 0
jump and	5 0 0
jump asking	3 0 0
jump at	-5 2 -5
jump from	11 -1 0
jump into	-5 -3 -2
jump of	6 -1 -1
jump wil	4 0 0
jumped	-6 -3 -5
jumped _ the	-3 -3 -3
jumping _ front	6 -2 -3
jumping _ my	4 0 0
jumping in	6 -2 -3
jumping of	5 0 -1
just	5 -3 3
just _ a	-5 0 0
just _ case	-1 0 -1
just _ cold	-2 -1 -5
just _ fighting	4 -1 0
just _ for	9 0 -2
just _ forever	7 0 0
just _ me	-1 -4 -5
just _ myself	4 0 -1
just _ of	-3 -4 -2
just _ one	5 0 0
just _ quietly	9 0 0
just _ se	6 -1 0
just _ test	-2 -2 -2
just _ what	-2 -4 -5
just a	-4 -4 -6
just colapsed	-4 0 7
just end	12 0 0
just for	11 -1 -1
just give	4 0 -2
just go	4 -3 -4
just got	-12 -5 -1
just jump	6 -1 -1
just kil	9 0 -1
just meh	-2 -2 -3
just swalowed	-4 0 5
just vanish	9 0 -1
just waiting	9 0 -1
just wanted	5 -3 -2
karaoke	-1 -12 -8
kep	7 -1 -2
kep _ a	-4 0 0
kep _ at	0 -3 0
kep _ blade	1 0 0
kep _ godbye	2 0 0
kep _ my	2 -2 -1
kep _ no	-5 -3 -5
kep _ ways	3 0 0
kep drafting	3 0 0
kep dreaming	-4 -1 -4
kep gogling	4 0 0
kep going	0 -4 -5
kep him	-4 -2 0
kep hurting	4 0 0
kep imagining	5 -1 -2
kep kiling	-8 -1 -4
kep living	6 0 -1
kep thinking	5 1 -1
kep writing	5 -1 0
kep your	-4 -3 -3
keping	2 -5 -2
keping _ here	4 -3 -2
keping me	1 -4 -2
keps	-3 10 -6
keps _ after	-1 -3 -1
keps _ jump	2 0 0
keps _ me	2 6 -1
keps dying	-7 -8 -3
keps leaving	-1 5 0
keps mesaging	0 4 0
keps touching	-3 4 0
keps yeling	-1 -3 -1
kept	0 1 -8
kerosene	-2 0 5
key	0 6 -1
key _ wil	3 0 0
kg _ i	3 0 0
kg should	3 0 0
khao	-7 0 0
khao yai	-7 -3 1
kicked _ in	-1 11 0
kid	-2 -2 2
kid ate	-3 -1 6
kid swalowed	-5 0 4
kidney	-7 -1 -3
kids _ disected	0 3 0
kids are	-3 -5 9
kids my	2 3 0
kids we	0 3 0
kids were	-4 -4 -3
kids wil	5 0 0
kil _ a	-8 -1 -5
kil _ alarm	-3 -2 -3
kil _ and	0 5 -2
kil _ at	-7 -3 -2
kil _ dad	3 0 0
kil _ family	-1 4 0
kil _ if	-8 -9 2
kil _ lol	-4 -2 -4
kil _ presentation	-7 -4 -1
kil _ self	12 -1 -1
kil _ that	-3 -2 -1
kil _ this	-3 0 -1
kil _ tonight	4 0 0
kil _ when	-6 -1 -1
kil it	-6 -4 -2
kil me	-9 -6 -1
kil my	3 0 -6
kil myself	16 -1 -2
kil the	-5 -3 -6
kil this	-6 -4 -3
kil yourself	3 -1 -1
kiled	-4 -7 -7
kiled _ exam	-3 -2 -3
kiled _ next	3 0 0
kiled _ the	-2 -3 -1
kiled a	-9 -4 -5
kiled it	-5 -3 0
kiled me	-4 -2 -4
kiled myself	4 0 0
kiled the	-6 -5 -6
kiler	-2 -5 -2
kiling	-6 -7 -2
kiling _ but	-7 -1 -3
kiling _ i	-6 -1 -4
kiling _ in	-1 -2 0
kiling _ more	4 0 0
kiling _ the	-4 2 -4
kiling me	-1 -5 -1
kiling my	-5 -2 -3
kiling myself	8 0 0
kiling of	-6 -3 1
kiling the	-4 -3 -6
kils	0 -4 -3
kind	2 -4 -10
kinder _ !to	3 -1 0
kinder not	3 -1 0
kindnes	-7 -3 -5
kitchen	-1 -4 2
kitchen _ the	0 0 1
kitchen table	9 0 -2
kms	25 -3 -4
kms _ !suicidal	6 0 -2
kms _ cant	5 0 -1
kms _ whats	3 -1 -1
kms fr	9 0 0
kms honestly	8 -2 -2
kms not	6 0 -2
kms seriously	3 -1 -1
kms tonight	8 0 0
kne	-7 -4 -7
knife _ blod	0 0 1
knife _ just	5 -1 0
knife the	0 0 1
knife today	5 -1 0
knocked out	-6 -4 -5
knot	7 -3 -2
knot _ got	5 -1 -1
know _ i	-3 -1 -1
know _ it	7 -2 -2
know _ my	-7 9 -4
know _ shes	-4 -4 -6
know before	5 -1 0
know if	-2 -7 -2
knowing	6 -3 -3
knowing its	7 0 0
knowing ya	2 -2 0
knows	-2 5 3
knuckles	6 -1 -1
knuckles _ because	4 0 0
korean	-6 -4 -2
lab	-7 -2 -3
labeled	7 -1 -1
lader	-1 -1 3
lader and	-1 0 5
lads _ i	2 -2 0
lads if	2 -2 0
laew	11 0 0
laew krub	5 0 0
landlord	-2 6 -4
landlord said	-1 2 0
language	-6 -3 -1
laptop	-7 1 -6
last	3 2 -4
last _ and	-1 -1 -4
last _ but	-6 -2 -9
last _ deper	3 0 0
last _ entry	3 0 0
last _ ever	7 -1 -1
last _ ex	3 0 0
last _ of	-7 -5 -2
last _ party	-4 1 0
last _ thank	5 0 0
last _ until	-1 4 0
last _ us	-3 -2 -3
last advice	4 -1 -1
last big	-4 0 0
last day	9 -3 -1
last edit	-4 -4 -4
last entry	7 0 0
last mesage	7 0 0
last month	3 -6 -4
last of	-3 -2 -3
last person	-3 0 0
last reading	4 -2 -2
last shift	3 0 0
last year	-2 1 -5
late	-8 -2 -2
late _ was	1 -4 -5
late again	-4 -7 0
late dad	-5 -6 0
lately	0 -5 -5
lately _ hit	4 0 0
lately al	6 0 -1
later _ cat	7 -1 0
laugh	-5 -8 0
laughed _ much	-8 -3 -6
laughed so	-7 -5 -8
laughing	-7 -8 -4
laughing _ my	-5 -3 -1
laughing at	-6 -4 -1
laundry	-9 -1 -6
laundry and	-6 1 -4
law	-8 4 0
law _ husband	-1 4 0
learned	-8 2 -6
learned _ know	-1 3 0
learned ya	-1 3 0
learning	-6 -7 -4
least _ way	7 -1 -1
least characters	-2 -2 -3
least painful	7 -1 -1
leave	4 6 -3
leave _ bio	0 5 0
leave _ god	3 0 0
leave _ like	2 0 0
leave _ my	2 3 0
leave _ note	4 -1 0
leave a	4 -1 0
leave everything	3 0 0
leave for	4 0 0
leave id	2 0 0
leave my	-5 -5 1
leave pure	0 5 0
leaving _ world	7 0 -1
leaving my	-6 -2 -3
leaving this	7 0 -1
lecture	-7 -5 -8
ledge	7 2 0
left _ and	0 0 2
left _ dead	-1 3 0
left _ im	3 0 2
left _ is	-1 0 3
left a	4 4 -1
left and	6 -8 -7
left arm	-5 -1 2
left me	1 -4 -1
left side	0 0 6
left to	7 -1 0
leftovers	-6 -5 -6
leftovers again	-5 -4 -2
leg	-3 -2 7
leg _ i	0 0 4
leg _ the	-5 -2 1
leg and	0 -1 4
leg is	-6 -1 6
leg while	0 0 4
leg with	5 -4 -3
lend	-2 -5 -2
lent	-8 -3 -6
lesons	-3 -4 -6
let	3 -6 -9
let _ be	-12 -7 -4
let _ go	-4 -5 -2
let _ orient	-3 -2 -2
let my	-14 -6 -3
let yourself	-9 -2 -3
leter	7 -7 -2
leters	9 -4 -4
lethal	8 -3 -2
lethal _ of	6 -2 -2
lethal amount	4 -1 -1
lethal dose	9 -2 -2
lets	-11 -1 -6
library	1 -5 -2
lie	-6 0 -6
life	7 -3 -1
life _ friday	3 0 0
life _ pays	5 0 0
life _ pointles	5 0 0
life _ the	3 0 0
life _ they	3 0 0
life _ writen	2 0 0
life and	-6 -3 2
life do	3 0 0
life in	-9 1 -1
life insurance	1 -1 -1
life is	5 -2 -3
life ive	2 0 0
life on	3 0 0
lifes	-3 -2 -2
lift	-5 -4 -6
light	-8 -5 -6
lighter	5 -3 -2
lighter _ purpose	4 0 0
lighter again	8 -1 -1
like	3 -2 0
like _ acident	8 0 0
like _ again	-5 0 0
like _ back	-1 -4 -2
like _ boyfriend	-4 -3 -3
like _ burden	-7 -5 -5
like _ draw	2 0 0
like _ dying	-6 -2 -5
like _ every	6 0 -1
like _ minutes	0 0 4
like _ night	2 0 0
like _ things	7 -2 -2
like _ times	-7 -8 -9
like a	-4 -7 -6
like actualy	11 -1 -1
like an	6 0 -1
like ending	7 -2 -2
like its	-7 -1 5
like me	-2 -5 -3
like my	-8 -6 -5
like myself	-7 0 -2
like quiting	-3 -2 -3
like ten	0 0 3
like the	3 -2 -2
like this	6 -1 -4
limit	-7 -4 -6
line	-3 -5 -3
line _ got	0 0 3
line cok	0 0 3
lined _ on	4 -1 -2
lines	4 -3 -5
link	-5 -5 -6
link sent	-3 -3 -3
linked	-5 -4 -4
linked reading	-4 -4 -4
lips	-3 -2 9
lips _ blue	0 -1 6
lips and	-1 0 5
lips are	-4 -2 6
liquid	-1 -2 6
lisbon	-2 -2 0
list	7 -3 -1
listen	0 -7 -4
listen to	-1 -6 -1
listening _ these	3 0 0
listening al	3 0 0
literaly	-1 -8 -4
literaly _ to	-5 -1 -3
literaly wil	4 0 0
litle _ keps	-4 -5 -5
litle _ pas	-5 -2 -3
litle _ save	2 0 0
litle _ with	-2 5 -4
litle penguin	1 0 0
litle sister	-4 2 2
live	4 -2 -3
live _ my	6 0 0
live anymore	6 -1 0
live for	8 -3 -1
living	5 -1 -1
living _ it	4 -1 0
living _ out	3 0 0
living in	-8 -1 -3
living like	4 0 -1
living ran	3 0 0
living wil	4 -1 0
lmao	-6 -12 -9
lmao _ i	-6 -2 0
lmao wil	0 -7 0
loaded	6 -1 -1
loaded _ on	3 -1 -2
loading _ readings	-5 -3 -5
location	-2 4 0
lock	-4 8 0
lock _ in	-2 6 0
lock _ out	-2 4 0
lock me	-3 6 0
locked	-2 5 -1
locks	-9 9 -1
log	0 0 -7
log _ dream	-4 -4 2
log _ dreamed	6 0 0
log _ i	7 0 -1
log _ in	-7 3 0
log _ kep	5 0 0
log a	-7 -5 -3
login	-4 -4 -4
loging of	11 -3 -1
lok	2 -4 -2
lok _ an	8 0 -1
lok _ at	-6 -1 -2
lok _ my	5 3 0
lok beneath	-4 -4 -5
loked	7 -3 -4
loked _ how	3 -1 -1
loked up	6 -2 -2
loking	5 -1 -2
loking _ how	3 0 0
loking _ it	6 -1 -1
loking for	-5 -3 2
loking up	4 0 0
loks _ peaceful	5 0 0
lol	-9 -12 -7
lol _ for	-6 -2 0
lol _ my	-10 -1 -1
lol i	-7 -5 -4
lol whats	1 0 0
london	-5 -1 -1
lonely	-2 -9 -6
lonely but	-2 0 -1
long	3 -6 2
long _ takes	6 0 0
long it	6 0 0
long sleves	6 0 0
long time	6 0 -2
long wek	-5 0 -1
longer	8 0 -2
longer i	4 0 0
lose	0 1 -4
lose _ mind	-4 -4 -3
lose ends	7 -1 -1
lose my	-4 2 -2
losing	-3 -7 -7
lost	-1 -5 -7
lost _ job	7 -5 -6
lost _ patient	-2 0 0
lost _ scholarship	2 0 0
lost _ walet	-7 -3 -2
lost a	-2 -1 -1
lost in	-8 -4 -3
lost my	-2 -3 -3
lot	2 -5 4
lotery	-6 -4 -4
lotery _ time	-2 -2 -2
loud	-3 -6 -6
loud _ does	6 0 0
loud what	6 0 0
louder	8 -1 0
love	-3 -6 -3
love _ and	4 -4 -4
love _ for	-3 -1 -2
love _ more	-5 0 -1
love _ please	-4 -3 -5
love _ pls	-5 -1 -1
love him	4 -4 -4
love it	-1 -5 -3
love luck	-5 -1 -4
love me	4 -4 -6
loved	1 -6 -4
loved her	8 -1 0
loved it	-4 -4 -4
lovely	-11 -5 -2
loving	-5 -3 -3
lowkey	-4 -6 -5
loyal	-9 -6 -4
luck	-8 -2 0
luck this	-4 -6 0
lucky	-4 -11 -4
lunch	2 -7 -3
lunch _ energy	4 0 0
lunch _ is	2 0 0
lunch today	4 0 0
lunch what	4 0 0
made	2 -3 -5
made _ my	4 0 0
made _ playlist	3 0 0
made _ think	-6 0 0
made me	-6 1 -3
made up	2 -1 -2
magnet	0 0 5
magnet _ is	0 0 2
major	-9 -8 -8
make _ hapen	6 0 0
make _ oficial	3 0 0
make _ son	-4 -2 -4
make _ true	4 0 0
make friends	-7 -1 -2
make it	6 -1 -3
make me	-8 0 -2
make sure	10 1 -2
makes	0 0 -3
makes _ calm	3 0 0
makes me	-2 2 -2
makha	-4 -3 -3
makha bucha	-4 -3 -3
making	-6 2 2
mal	-7 -3 -4
man _ my	-6 4 -6
mango	-10 -11 -8
many _ my	5 0 4
many flors	4 0 0
many paracetamol	3 0 0
many pils	-1 -1 5
marathon	-1 -10 -9
march	1 -5 -6
mariage	-5 -1 -4
maried	-5 -6 0
maried _ i	-3 -4 1
mark	-5 -2 -1
market	-5 -2 -2
mary	-6 2 -3
match	-5 -3 -4
mate	6 -6 1
mate _ done	4 0 0
mate im	5 -1 -2
maters	-10 -6 -6
may	-11 -6 -6
may be	-7 -4 -3
may not	-5 -2 -4
maybe _ time	9 -1 0
me	1 8 -1
me _ !being	4 -1 0
me _ a	-8 6 -1
me _ and	-4 9 -3
me _ bit	-2 6 -2
me _ ches	-2 -4 0
me _ cigaretes	-2 4 -1
me _ coworker	5 0 0
me _ family	1 0 0
me _ fights	-1 4 0
me _ he	3 -4 -1
me _ her	-5 -2 0
me _ hes	-1 0 0
me _ i	5 3 -2
me _ il	13 0 0
me _ jump	6 -3 -1
me _ locked	-1 7 -1
me _ log	3 0 0
me _ mom	-1 4 0
me _ money	0 2 0
me _ move	-5 -1 -4
me _ news	-2 -2 -2
me _ night	5 6 0
me _ not	1 -4 -2
me _ of	-5 0 0
me _ pilows	-2 -5 -2
me _ practice	0 3 0
me _ puled	0 6 0
me _ read	-4 -3 -2
me _ says	0 10 0
me _ she	-7 -4 -1
me _ shes	-1 6 0
me _ the	1 5 -1
me _ to	-2 -1 0
me _ ways	0 5 0
me _ without	-1 3 0
me _ work	-2 -4 -1
me a	1 -4 -3
me again	0 5 -1
me and	-5 9 -5
me around	2 5 0
me back	2 -8 -3
me bleding	0 2 0
me but	1 -4 -5
me calm	3 0 0
me cry	-7 -5 -2
me dad	3 0 0
me down	-3 6 -1
me dream	3 0 0
me during	-1 4 -1
me for	5 1 -5
me god	-2 -2 -2
me home	-6 3 1
me how	6 0 0
me in	3 6 -3
me included	7 -2 0
me last	-1 8 -1
me make	-5 -3 -4
me next	3 0 0
me not	11 -1 -1
me on	2 -7 -5
me or	-9 -7 -2
me right	6 -4 -5
me slep	-5 5 0
me something	-6 -3 -1
me that	-2 -5 -3
me the	1 1 -5
me think	-6 0 0
me today	-9 -1 -5
me tonight	-3 -3 -3
me until	-1 4 0
me up	-10 -1 -2
me when	2 4 -1
me why	-6 -3 -3
me with	-1 7 -2
me worth	-5 -4 -6
mean _ everything	3 0 0
mean if	-5 -5 -1
mean leave	3 0 0
mean to	-6 -2 -3
meaningful	-8 -5 -5
means _ to	0 -1 0
means its	5 0 0
means permision	2 0 0
means something	5 0 0
meant	7 -1 0
meat	-6 -5 -1
meat if	-3 -4 -3
media _ a	-4 -1 1
media for	-4 -1 1
meds _ hour	0 0 4
meds _ months	4 0 0
meds _ vodka	3 0 0
meds an	0 0 4
meds for	5 0 0
meds so	3 0 0
meds with	3 0 0
meh	-7 -2 -4
melbourne	-5 -3 -2
membership	0 -4 -7
membership _ out	-4 0 0
membership runs	-4 0 0
meme	-6 -2 -7
mentor	-10 -7 0
merit	-7 -1 -4
mes _ said	3 0 0
mes bro	3 0 0
mes up	6 1 0
mesage	1 1 -4
mesage _ me	-4 -3 -1
mesage _ my	8 -4 -2
mesage to	5 0 0
mesages	-2 6 -2
mesages and	-3 8 -1
mesages saying	0 4 0
mesaging	-1 4 -1
mesaging me	-1 3 -1
met	-5 1 -2
met my	0 -5 -4
met someone	-3 -7 2
methods	11 0 0
methods _ night	7 -1 0
meting	-1 -8 -2
metings	-4 -2 1
mid	-5 -8 -6
mid _ and	-4 -2 -5
midle _ a	-4 -3 -3
might _ send	2 0 0
might _ wel	4 -1 0
might actualy	2 0 0
might as	4 -1 0
mind	4 -2 0
mind again	6 -1 -1
minecraft	-6 -4 -4
minutes	-5 -3 5
minutes ago	-1 0 5
mis	-1 -7 -4
mis _ if	4 0 0
mis him	-8 -6 -3
mis me	4 0 0
mis my	1 -3 -4
mised	0 -6 -6
mised the	-12 -4 -3
mistake	3 -3 4
mistake _ now	0 0 5
mixing	11 -1 -3
mobile	-5 -4 -4
mobile ap	-4 -3 -4
mock	-7 -3 -3
mod	-8 -7 -9
mod _ required	-2 -2 -3
mod is	-2 -2 -3
molested	-2 4 -2
molested _ my	-2 4 -2
molested by	-2 4 -2
mom _ be	4 -1 0
mom _ can	-4 2 -1
mom _ going	-8 -4 -7
mom _ having	0 0 8
mom _ my	-3 -4 -4
mom _ out	0 0 4
mom _ sumer	1 0 0
mom _ unconscious	-2 -2 8
mom al	1 0 0
mom how	-4 2 -1
mom i	3 -5 -2
mom is	-7 -2 6
mom says	-6 -1 1
mom wil	-8 -5 -5
mon	3 -6 -2
mon iluminated	-4 -3 -4
monday	-2 -4 -4
mondays	-7 -7 -2
mondays _ that	0 -4 -2
mondays is	0 -4 -2
money	-2 2 -5
money _ this	3 -7 0
money _ with	5 0 0
money _ wont	-3 5 -2
money luck	0 -5 1
money than	5 0 0
monks	-5 -4 -3
month	0 3 -4
month _ i	-3 1 0
month _ my	-6 -1 0
month i	8 -3 -3
month its	4 0 0
month wil	1 1 -1
monthly	-5 -4 -4
monthly membership	-5 -4 -4
months _ a	4 0 0
months _ whatever	3 -1 0
months had	2 0 0
months i	-5 2 -3
months wil	-6 -4 -2
more _ i	3 0 0
more _ in	-8 3 -4
more i	5 1 8
more images	-5 -4 -5
more than	3 -3 -1
more time	-7 -6 -3
morning	-1 1 -3
mosquito	-8 -5 -2
mosquitoes	-4 0 -5
most	6 -5 -6
most _ way	4 0 -1
most painles	4 0 -1
mother _ law	-3 1 -1
mother _ loved	3 0 0
mother _ me	-2 4 0
mother and	5 3 0
mother i	4 0 0
mother in	-3 -1 -2
motivation	-1 -5 -5
motorbike _ had	3 0 0
mouth	-2 -2 5
mouth and	-2 -2 4
mouth is	0 0 4
move	-7 -5 -1
move abroad	-6 -3 -5
move on	-9 -3 -5
move out	-8 -4 -3
moved	-4 -2 -5
moves	-8 -4 -3
movie	-8 -5 -4
moving	0 -5 -5
moving to	-7 -5 -4
mozies	-5 -4 -3
mozies are	-5 -4 -3
mr	-3 -3 -1
much	3 -3 2
much _ her	-1 -1 6
much _ i	2 0 0
much _ send	-3 -3 -2
much _ would	8 -1 -1
much blod	-1 0 5
much if	4 -1 0
much longer	4 0 0
much of	-3 -1 5
much to	-6 -1 -1
mum had	-1 -1 3
mums _ and	-1 -1 5
murder	-6 -6 -4
murder _ for	0 -3 -5
murder _ if	-7 -5 -3
murder a	-5 -2 -3
murder me	-3 -6 0
murdered	-7 -4 -6
mushroms	-1 0 5
music	-4 -1 -3
my _ about	-4 -3 0
my _ an	0 0 5
my _ and	1 3 4
my _ arm	-1 -1 5
my _ at	2 2 0
my _ ate	-5 -2 7
my _ bakery	-9 -2 -5
my _ be	-3 -3 -3
my _ beats	-2 6 -3
my _ because	-14 -3 0
my _ before	-2 -3 -5
my _ ben	-1 1 1
my _ big	-4 1 0
my _ burns	-3 6 -1
my _ cal	3 0 0
my _ cant	-7 -3 4
my _ case	6 0 0
my _ cat	2 -7 -3
my _ chest	3 0 6
my _ choked	-3 5 -2
my _ clock	-3 -2 -3
my _ colapsed	0 -2 7
my _ coming	0 -5 -4
my _ dead	-5 2 1
my _ deserve	12 -1 0
my _ died	-5 -4 -1
my _ drank	-4 -1 8
my _ drawer	5 0 -1
my _ drink	-1 -1 5
my _ early	-8 -3 0
my _ esay	0 1 -2
my _ failed	4 0 0
my _ fainted	-2 0 3
my _ fel	0 -2 -2
my _ finaly	-3 -4 -5
my _ find	5 0 0
my _ for	2 -1 -1
my _ forces	-3 6 0
my _ friends	-5 1 -1
my _ godbye	4 0 0
my _ going	-3 -3 3
my _ habits	-5 -3 -2
my _ had	2 -7 -7
my _ hair	-4 -1 -2
my _ hand	4 0 0
my _ having	0 -3 5
my _ hes	-7 -4 -6
my _ hits	-1 2 0
my _ how	-8 -1 -2
my _ husband	-7 -4 -2
my _ i	9 2 -1
my _ id	6 0 -1
my _ improve	-5 -1 -2
my _ in	2 1 -4
my _ insurance	10 0 0
my _ is	0 2 4
my _ isnt	5 -2 3
my _ ive	3 0 0
my _ jumped	-5 -2 -6
my _ just	5 -2 5
my _ left	6 -3 -1
my _ lips	-7 -4 0
my _ lock	-3 7 0
my _ lol	2 -3 -7
my _ makes	-9 5 -3
my _ mesage	8 0 0
my _ mum	-6 -4 2
my _ my	6 10 -1
my _ myself	-6 0 -2
my _ note	8 -1 -1
my _ old	0 -3 -6
my _ overdosed	-3 -1 5
my _ place	-6 -1 -2
my _ please	-2 -3 -3
my _ punched	-3 9 -1
my _ pushed	-1 3 -2
my _ raped	0 5 -1
my _ rapes	-1 5 -1
my _ red	-8 -2 -2
my _ runs	-4 0 0
my _ says	-5 1 -2
my _ scatered	3 0 0
my _ scren	-4 -5 -2
my _ self	-9 -1 -2
my _ sexualy	-2 7 -1
my _ should	-2 -6 -4
my _ sister	-5 4 4
my _ slaped	0 6 0
my _ sleping	8 -3 -3
my _ stoped	-1 -1 6
my _ strangely	5 0 0
my _ strangled	-1 5 -1
my _ sudenly	-1 -1 7
my _ survived	0 -2 -4
my _ swalowed	-5 -3 8
my _ teacher	4 -1 -3
my _ teth	-3 -2 -3
my _ threatened	-5 -1 -3
my _ threatens	-4 5 0
my _ til	5 -1 -1
my _ to	6 -3 -4
my _ tok	-2 2 5
my _ tonight	5 -1 -1
my _ touches	-2 6 0
my _ unles	-1 6 0
my _ until	4 -3 -1
my _ up	9 -1 -1
my _ used	-2 -8 -3
my _ wants	-2 -2 -1
my _ was	-4 -4 -5
my _ weding	-6 -1 -1
my _ weve	-5 -1 -2
my _ where	6 -2 -1
my _ while	-6 5 2
my _ wil	-1 -7 -7
my _ with	7 4 -1
my _ year	-7 -1 1
my _ yesterday	-1 -1 -4
my _ youtuber	-1 -1 -5
my afairs	9 -2 -1
my alarm	-7 -3 0
my arm	3 2 -1
my arms	5 1 -1
my ashes	3 0 0
my aunt	-2 -2 -3
my baby	-5 0 5
my back	-5 -3 -2
my balcony	7 -4 -2
my band	-8 -7 -6
my bangs	-6 -3 -2
my basil	-4 -3 -3
my batery	-4 1 -6
my bike	0 -5 -1
my birthday	1 -5 -2
my boks	7 -1 0
my boring	-5 -2 -4
my bos	0 0 -2
my busines	-6 -1 -3
my card	-12 1 1
my cat	2 -4 -3
my cats	-6 -5 -6
my character	-4 -8 -7
my chest	-4 0 5
my childhod	-4 -3 -1
my clothes	1 6 -4
my coach	-5 6 -1
my cousin	-8 -3 -6
my coworker	0 -4 -2
my coworkers	-5 0 -2
my crush	-5 -8 -5
my dad	-5 4 3
my dads	4 -7 4
my daughters	-5 4 -2
my days	-4 3 -2
my deadline	-4 -4 -3
my debts	5 -1 0
my doctor	5 -5 -6
my documents	-1 5 -1
my dor	-3 9 -1
my dream	2 -7 -1
my drink	-5 6 -4
my english	-4 -5 -5
my ex	-1 4 -2
my exit	7 -1 -1
my exs	-5 -2 -4
my eyes	-1 -4 -1
my family	2 1 -1
my fault	-1 7 -2
my fave	-3 -1 -5
my fet	1 -6 -2
my finger	-8 -2 -6
my flat	0 5 0
my flight	-4 -3 -6
my fot	0 -4 -7
my friend	-2 -3 4
my friends	-1 0 1
my funeral	8 0 0
my garden	0 -3 -5
my godbye	8 0 0
my grandma	-6 -4 1
my grandmother	-4 -2 1
my grandpa	-2 -2 2
my guitar	5 0 -1
my hamster	-10 0 -1
my head	4 0 -1
my headache	-2 -3 -6
my heart	5 -6 0
my history	1 -1 -2
my hometown	-5 -2 -1
my husband	-1 6 2
my jewelery	10 -1 0
my journal	-2 -8 -7
my kid	-11 -7 4
my laptop	-2 0 -5
my last	8 -4 -1
my late	-5 -4 -1
my left	-5 -1 3
my leg	2 1 6
my life	5 -1 0
my location	-2 4 0
my mariage	-8 -3 -3
my mate	-5 -4 6
my membership	-6 -1 0
my mind	3 -2 1
my mother	-1 1 -2
my neighbors	-11 -7 0
my neighbour	5 2 2
my new	-3 -2 -5
my nudes	-1 5 0
my obituary	3 -1 -1
my old	-3 -3 -5
my orchid	-4 3 -5
my partner	-4 9 1
my partnership	-5 -4 -4
my pasport	-2 6 -2
my path	-5 -2 0
my pension	-1 5 -1
my phone	3 3 -4
my pils	5 -1 2
my plant	-11 1 -5
my portfolio	-5 -2 -3
my question	-9 -6 -3
my reading	-4 -4 0
my records	7 0 0
my reflection	-3 -3 -4
my ribs	-3 8 0
my romate	-1 -4 1
my scholarship	2 0 0
my self	12 -1 -1
my shot	-2 -2 -3
my sister	1 -5 -3
my sisters	1 -1 -4
my skin	4 -2 -7
my socials	6 -1 -1
my son	-4 2 3
my sons	-4 5 -3
my soulmate	0 -4 -3
my stepdad	-1 4 0
my stepfather	0 6 0
my story	-3 0 -3
my students	7 -4 -3
my study	-5 -2 -2
my subconscious	-6 -7 -3
my subscription	-4 -1 -2
my sufering	7 0 0
my thai	-2 1 -2
my thesis	-5 -4 -5
my thigh	9 -3 2
my thighs	6 1 -3
my things	5 0 0
my throat	-2 7 5
my to	-1 0 5
my todler	-4 -1 4
my tongue	-3 -8 4
my trip	-3 -5 -5
my vacation	-5 -2 -2
my wife	1 1 2
my wisdom	0 -1 -3
my work	-2 5 -1
my wrist	7 3 -1
my wrists	8 0 -1
myself	14 -6 -2
myself _ a	3 -2 -2
myself _ cigaretes	5 0 0
myself _ cleaner	4 -1 -1
myself _ day	8 0 -1
myself _ exams	3 0 0
myself _ i	6 0 0
myself _ im	7 0 0
myself _ is	6 0 0
myself _ much	5 0 0
myself _ purpose	5 0 0
myself _ than	4 0 0
myself _ the	5 -2 0
myself _ this	6 0 0
myself _ want	5 0 -1
myself after	3 0 0
myself every	9 0 0
myself fr	1 0 0
myself i	3 0 0
myself im	7 0 0
myself in	6 -2 0
myself last	6 -2 0
myself more	6 0 0
myself my	8 0 0
myself sems	4 -1 -1
myself so	4 0 -1
myself until	4 0 0
myself with	5 -1 0
na	11 -5 -7
natural	-6 -5 -5
naturaly	-6 -4 -3
near _ house	6 0 -1
nearly _ me	-6 -1 -1
nearly kiled	-5 0 -1
ned _ be	11 0 -1
ned _ know	11 -1 0
ned a	-7 0 -8
ned to	4 -3 -4
neded to	6 0 0
neds	-6 -8 -3
neighbors	-6 -7 -2
neighbour	6 4 0
neighbour _ threatening	-2 5 -1
neighbour _ was	3 0 0
neighbour keps	-2 5 -1
neighbour that	3 0 0
nervous	-7 -7 -4
nervous about	-11 -1 0
never	-1 -3 0
never !born	5 1 0
never !drinking	-6 -3 -5
never !of	-5 -4 -5
never !open	7 -1 -1
never !sen	-6 -2 -2
never !wake	3 0 0
never _ !again	-5 0 -2
never _ !to	-6 -7 -6
never _ !up	9 0 0
new	-5 -1 -4
new _ a	-3 0 -2
new _ before	3 -6 -2
new entry	-4 -4 -4
new flat	-7 -4 -1
new job	-10 -8 1
new mon	-1 -3 -4
new one	-4 0 -3
new pasword	-3 -4 -4
new reading	-4 -5 -4
new season	-2 -2 0
new year	-1 -5 -6
news	-7 -3 -4
next _ and	2 -4 0
next _ him	0 -1 6
next _ i	6 1 -1
next _ me	-7 -3 2
next _ mon	3 -4 -4
next month	-1 -6 -5
next new	-7 -3 -3
next step	-7 0 -1
next to	-4 -3 6
next year	-3 -7 -6
ngl	8 -1 -3
nice but	-3 -3 -4
night	2 5 -3
night _ 4	3 -1 0
night _ a	3 0 -4
night _ die	5 -1 0
night _ finaly	5 -1 0
night _ going	-4 -2 -1
night _ i	-2 5 -2
night _ it	10 -5 0
night _ job	-3 -2 -2
night _ lady	4 0 0
night _ orchids	4 0 0
night _ pray	11 -1 -1
night _ the	-6 -6 -7
night _ think	5 -1 -1
night after	6 -5 -1
night and	7 4 0
night deper	3 0 0
night in	3 -3 -2
night lol	-5 -4 1
night of	-8 -6 -6
night thanks	3 0 0
night until	-1 4 0
night with	-5 0 -5
nightly	7 -1 -1
nightmare	-3 -3 2
nightmare _ broke	-5 -3 -1
nightmare someone	-5 -3 -1
no	5 -1 -1
no !category	-5 -4 -4
no !one	5 1 -1
no !point	9 -1 -1
no !questions	-3 -3 -3
no !readings	-4 -3 -3
no !reason	2 -1 -1
no _ !go	5 -2 0
no _ !how	-4 -2 0
no _ !left	5 0 0
no _ !living	4 -1 -1
no _ !out	5 -1 -1
no _ !ses	5 0 0
no _ !to	7 -1 -1
no _ !yet	-6 -4 -3
nobody	9 2 1
nobody _ anyway	5 0 0
nobody _ believe	0 4 0
nobody _ care	2 0 0
nobody _ even	4 0 0
nobody _ have	2 0 0
nobody _ mis	6 0 0
nobody _ my	-10 -7 -7
nobody can	-5 5 -2
nobody cares	2 0 0
nobody ses	5 -1 0
nobody wil	5 3 0
nobody would	7 0 0
nodle	-5 -7 -2
nodles	-6 -7 -4
noisy	-6 -1 -4
non	-10 -4 -4
none _ this	5 -1 0
normal	4 4 -10
normal _ sick	2 0 0
normal to	2 -3 -1
normaly	-3 -4 -4
not	6 0 0
not !a	3 -2 -9
not !answering	-2 0 6
not !authenticated	-5 -4 -5
not !being	3 -1 0
not !breathing	-3 -1 9
not !coming	6 0 -1
not !exist	10 0 0
not !for	7 -1 -4
not !found	-5 -5 -4
not !in	-5 -1 -4
not !joking	7 -1 -1
not !just	4 -1 -2
not !my	-2 -3 -2
not !ned	-6 -1 -1
not !planing	6 -1 -1
not !responding	0 0 9
not !submit	-3 -3 -2
not !teling	7 0 -1
not !the	9 -2 -2
not !to	-4 -1 -11
not !valid	-3 -3 -3
not !waking	4 -1 4
not !want	3 -4 -4
not !wear	3 0 0
not !yet	-5 -4 -4
not _ !alive	5 0 0
not _ !and	3 0 8
not _ !anymore	2 -1 -3
not _ !anyone	11 -1 -1
not _ !blod	-2 -1 5
not _ !by	-5 -4 -6
not _ !camping	5 -1 -1
not _ !clouds	-4 -1 -2
not _ !fault	5 0 0
not _ !here	6 -1 0
not _ !how	-4 1 -4
not _ !it	-8 -4 -6
not _ !just	-10 -7 -5
not _ !much	-8 -3 -2
not _ !protected	-3 -3 -3
note	8 0 -5
note _ and	6 0 0
note _ is	5 -1 0
note _ just	3 0 0
note _ mon	2 0 0
note _ not	-5 -3 -3
note blod	2 0 0
note on	4 0 0
note or	5 -1 0
note wrote	1 0 0
notebok	6 0 -2
notes _ fel	1 0 0
notes for	7 -2 -2
nothing	6 -5 -3
nothing _ do	-4 -2 -2
nothing _ ever	4 0 0
nothing _ it	-6 -4 -4
nothing _ kep	2 0 0
nothing _ to	4 -1 -1
nothing _ worse	2 0 0
nothing about	-5 -3 -4
nothing changes	8 -1 0
nothing i	2 0 0
nothing left	9 -1 -1
nothing to	-5 -1 -3
nothing wil	5 -3 -4
notice	1 -4 -3
notice _ i	4 -1 0
notice if	6 0 0
novel	-4 -4 -3
november	-7 -3 -2
now	4 0 4
now _ a	-2 -6 -9
now _ al	0 0 9
now _ confused	0 0 7
now _ coughing	0 0 7
now _ covered	-2 -1 4
now _ heat	5 0 0
now _ losing	1 0 0
now _ not	-1 1 3
now _ orchid	3 0 0
now _ right	3 0 0
now _ saying	2 0 0
now _ want	-1 0 3
now but	3 0 3
now my	2 0 5
now she	-2 -1 4
now shes	-2 -1 4
now two	-2 -1 6
nudes	-1 5 0
nudes _ i	0 7 0
nudes if	0 7 0
numb	-1 -1 7
numb _ my	-1 0 4
numb and	-1 -2 7
number	-3 0 -2
number for	-7 -4 -5
numbers	2 -1 -6
numerals	-3 -2 -3
numerals _ thai	-3 -2 -3
numerals in	-3 -2 -3
nurse	-2 -2 -5
nurse _ the	-7 5 -2
oak	-5 -2 -2
obituary	8 -1 0
obituary _ my	3 -1 -1
obituary in	3 -1 -1
obviously	-5 -5 0
ocean	-9 -6 -1
och	-5 -7 -8
of 10	-5 -5 -5
of _ alive	11 0 1
of _ balcony	7 0 -1
of _ bike	-5 -5 -1
of _ boring	-5 -4 -4
of _ bus	6 -1 -2
of _ city	-7 -4 1
of _ couch	-3 0 -2
of _ crush	-2 -1 -1
of _ face	-1 0 4
of _ for	2 -8 -6
of _ from	2 -6 -2
of _ if	5 -1 0
of _ in	-11 -2 -5
of _ is	-1 -3 -1
of _ it	-3 0 -1
of _ job	-7 -2 -3
of _ kids	7 6 0
of _ lader	-1 -1 5
of _ lent	-2 -2 -2
of _ life	1 -1 5
of _ my	0 -2 2
of _ of	11 0 -3
of _ old	-5 -1 -1
of _ own	1 3 -2
of _ plane	-4 -3 -2
of _ proces	-7 -4 -5
of _ ran	3 0 0
of _ right	-9 -5 -1
of _ safe	8 0 0
of _ single	-6 -3 -1
of _ sleping	-1 -1 5
of _ stairwel	4 0 0
of _ tired	2 0 -1
of _ train	7 -2 0
of _ up	1 -4 1
of _ was	5 -1 0
of _ white	-8 2 -2
of _ who	-8 -2 -3
of _ world	-7 -7 -1
of budhist	-2 -2 -2
of cancer	-3 -2 -3
of cats	-1 -3 0
of dead	9 -1 -1
of fighting	8 -1 -1
of going	5 0 -2
of her	-4 -3 4
of jumping	4 0 0
of laughter	-4 -3 -2
of leaving	-7 -2 -6
of life	6 -2 -3
of living	9 0 0
of me	-2 2 -1
of my	-1 1 5
of old	-8 -2 -1
of paracetamol	3 -1 3
of pentacles	-6 -1 -3
of quiting	-4 -1 2
of readings	-3 -2 -2
of someone	-9 -4 -4
of the	4 -3 -2
of this	2 -2 -2
of unaliving	7 0 0
of us	-1 -2 8
of waiting	-5 -1 -3
of you	-8 -2 -4
of your	-5 -2 -3
ofers	-5 -4 -2
oficial	3 0 0
oficial _ absolutely	3 0 0
oficial we	3 0 0
often	-8 -7 0
oil	-6 -2 7
oil _ his	0 0 3
oil and	0 0 3
ok	0 -3 -2
ok _ give	3 0 0
ok _ me	7 -1 0
ok _ stop	11 0 0
ok _ that	3 0 0
ok after	6 0 0
ok just	-5 -2 -3
ok with	7 0 0
ok without	7 -1 0
okay _ give	3 -1 0
okay _ have	-4 0 -2
okay i	-4 0 -2
old _ dying	-7 -4 2
old _ in	4 -5 -6
old _ into	0 -1 4
old _ on	-6 -3 -1
old _ wil	-6 -1 -1
old age	-5 -4 0
old got	0 -1 4
old house	-6 -1 -2
older	-2 5 -5
older guy	0 6 0
on _ a	-8 -3 -2
on _ again	-1 -3 -3
on _ arms	-3 6 0
on _ at	-3 1 -5
on _ balcony	-4 -3 -4
on _ bridge	8 0 0
on _ bts	-8 -2 -2
on _ car	-6 7 -1
on _ crikey	1 0 0
on _ cupboard	-7 -6 -3
on _ desk	8 -2 -3
on _ for	-3 -3 -2
on _ fot	0 -5 3
on _ ground	-5 -2 7
on _ hil	-6 -5 -3
on _ how	2 0 0
on _ its	5 0 0
on _ mind	6 -1 -1
on _ month	-6 -7 -3
on _ my	7 -1 0
on _ other	4 -1 0
on _ painkilers	3 0 -1
on _ reading	-6 -3 -2
on _ thighs	1 0 0
on _ this	0 -2 -5
on _ time	-4 -2 -2
on _ to	2 0 -1
on _ want	2 0 0
on _ with	3 0 0
on _ wrist	5 -1 -3
on a	-8 -3 2
on cofe	1 -3 -5
on cuting	12 -3 -2
on fod	0 0 4
on heroin	-2 0 7
on his	-3 4 0
on it	-6 -6 0
on living	3 -1 0
on my	3 5 2
on purpose	11 1 0
on read	-4 -3 -2
on scren	-4 -2 -2
on sudenly	-1 0 5
on sugar	-8 -3 -8
on sunday	-1 -3 -5
on time	-5 -7 0
on your	-10 -5 -3
once	2 -4 -6
once _ dead	4 0 0
once _ gone	8 0 0
once _ it	3 0 0
once im	6 0 0
once would	3 0 0
one _ does	-1 2 -3
one _ my	7 2 -3
one _ please	-3 -3 -3
one _ question	-3 -6 -6
one _ trip	7 -1 -2
one another	-6 -6 -6
one be	-9 -4 -1
one card	-2 -5 -4
one i	4 -4 -1
one night	-5 -5 -7
one rom	-5 7 -3
one side	0 -1 7
one today	-6 -5 -2
one way	1 -2 -3
online	-5 3 -4
only _ i	0 4 -1
only _ to	-3 -3 -1
only comfort	3 0 0
only key	0 2 0
only thing	9 -3 0
only way	11 0 0
only when	-4 1 0
open	-1 -4 1
open _ card	-3 -3 -3
open _ own	-6 0 1
open driving	3 0 0
open my	-7 -1 0
open todays	-3 -3 -3
opened	5 -1 -2
ops	-6 -5 -5
or	-3 -4 -6
or _ !to	-6 -6 -1
or _ back	-5 -3 -5
or _ black	-5 -4 -6
or _ go	8 1 0
or _ jump	3 0 0
or _ to	-7 -1 -3
or a	-10 -3 0
or buy	-6 -3 -3
or go	1 -6 -4
or he	-3 4 -1
or not	3 -1 -4
or wait	2 -3 -3
or wil	-6 -1 -2
oracle	2 -2 -4
oracle _ anyone	2 0 0
oracle _ i	8 -4 -1
oracle _ it	5 0 0
oracle _ want	7 0 0
oracle home	-4 -4 -3
oracle just	9 0 0
oracle lol	-6 0 0
oracle pls	-4 -3 -2
oracle should	7 0 0
oracle tel	10 0 0
oracle when	6 0 0
oracle wil	8 -4 0
oracles	-5 -4 -5
oracles response	-3 -3 -3
orchid	-5 2 -7
orchid _ dying	-3 -2 -4
orchid is	-4 -2 -4
ordinary	-3 -3 -4
organised	0 -4 -6
organised _ with	4 -1 0
organised fighting	4 -1 0
orient	-3 -2 -2
orient you	-3 -2 -2
ot	-5 -6 4
other side	4 -1 0
others	-9 -7 -6
our _ had	-6 -5 -3
our _ my	-6 0 3
our _ team	-2 -9 -3
our aniversary	-4 -6 -7
our baby	-1 4 0
our elderly	-2 -4 0
our friendship	-5 -1 -3
our schol	-3 -4 -4
out _ 10	-5 -5 -5
out _ and	-7 -5 -4
out _ fod	-1 3 0
out _ hel	-3 -2 -1
out _ its	3 -1 -1
out _ life	6 -1 -1
out _ my	3 -3 1
out _ so	4 0 0
out _ suicide	9 -1 0
out _ window	-4 -6 -8
out _ you	-4 0 0
out after	9 0 4
out except	2 0 -1
out i	2 -5 -3
out loud	-7 -5 -3
out son	8 0 -1
out thank	-4 0 0
out the	-4 -3 2
out what	-4 3 -4
out with	-8 2 -2
out without	-1 3 0
outside	0 8 5
outside my	-1 9 4
outward	-6 -3 -4
over	-1 0 -1
over _ head	6 0 0
over _ mon	-12 -3 -4
over lol	-3 0 -2
over on	0 0 5
over the	-1 -4 -3
over this	-6 -6 1
over wil	5 3 -3
overdose	2 -3 -3
overdose _ wekend	4 0 0
overdose this	4 0 0
overdose tonight	5 0 0
overdosed	-3 -3 6
overdosed _ a	0 -2 5
overdosed _ cofe	-6 -2 -5
overdosed _ heroin	-2 0 7
overdosed _ lips	0 0 5
overdosed _ my	-6 0 4
overdosed at	0 -2 5
overdosed his	0 0 5
overdosed on	-3 -3 2
overdosing _ my	6 0 -1
overdosing _ now	-1 -1 5
overdosing right	-1 -1 5
overpas	14 0 -1
overwhelmed	-8 -6 -7
owe	8 9 -1
own	7 -3 -2
own _ do	3 0 0
own _ dreamt	5 0 0
own _ ive	2 0 0
own _ to	-5 -3 0
own hand	4 0 0
own life	5 -3 -2
oxygen _ im	6 -1 -2
pace	-9 -6 -8
pack	-2 -4 -5
packs	-4 -3 -4
pad	-10 -8 -1
page _ my	6 0 0
pages	-1 -3 -5
pages _ readings	-3 -2 -2
pages of	-4 -3 -5
paid _ my	6 0 0
pain	3 -1 5
pain _ end	7 -2 -2
pain _ my	-2 0 4
pain _ once	1 0 0
pain _ pased	0 0 2
pain _ stop	3 0 0
pain and	-2 -1 3
pain ease	-3 1 -3
pain in	-1 0 5
pain my	8 0 0
pain stop	4 -2 -2
pain to	3 0 0
painful way	7 -1 -1
painkilers	-2 -6 -6
painkilers _ surgery	3 0 -1
painkilers from	3 0 -1
painles	8 0 -2
painles _ to	4 0 -1
painles way	4 0 -1
painles ways	9 0 -1
painting	-6 0 -2
pale	-7 -1 5
pan	-4 1 -5
paperwork	-7 -6 -7
paperwork _ wek	-3 -3 -2
paracetamol	5 -2 3
paracetamol would	8 0 0
parents forgive	5 0 0
parents like	-4 -3 -3
parents lock	-3 5 0
park	3 0 -4
parking _ on	4 0 0
parking garage	8 -1 -1
part	-1 -3 -4
part _ me	10 -3 0
parties	-4 -2 -4
partner	0 5 -2
partner _ me	-2 2 -2
partner choked	-1 4 0
partner threatens	-1 4 0
partnership _ my	-5 -4 -4
party	-3 3 1
party _ decided	-4 1 0
party ive	-4 1 0
party lol	-6 -1 -1
pas	-2 -3 2
pas his	-4 -4 -4
pas out	-6 1 6
pased _ at	-2 -2 4
pased _ from	-4 -3 -4
pased _ it	6 0 0
pased is	6 0 0
pased out	-4 1 7
pasphrase	-7 -7 -8
pasport	-2 6 -2
past	-1 -1 -3
past _ bridge	10 0 0
pasword	-7 -7 -7
pasword updated	-4 -3 -4
paswords	4 -3 -7
paswords and	9 -1 -1
patern	-7 -5 -5
paterns	-5 -6 -6
path	-9 -3 -2
patience	-4 -7 -3
patient	-6 -8 -5
pay of	1 -2 -6
payday	0 -3 -3
paying	-8 -2 -1
pays _ after	5 0 0
pe _ it	4 0 0
pe is	4 0 0
peace	2 -2 -4
peace _ i	6 0 0
peace _ im	4 0 0
peace if	6 0 0
peace once	4 0 0
peaceful	1 -4 -3
peaceful _ want	5 0 0
peaceful asking	7 -2 0
peacefuly	-6 -10 -2
peacefuly wil	-2 -3 -8
peanuts	0 0 5
peanuts and	0 0 6
peling of	-3 -2 6
pencil	8 -1 -1
penguin	3 -7 -5
penguin _ dying	3 0 0
penguin _ home	-4 -4 -3
penguin _ listening	2 0 0
penguin _ sad	3 0 0
penguin _ thursday	3 0 0
penguin bye	2 0 0
penguin can	4 0 0
penguin for	6 0 0
penguin had	2 0 0
penguin oracle	-4 -4 -4
penguins	-8 -5 -1
penguins _ what	-2 -3 -3
penguins know	-4 -4 -4
pension	-3 6 -1
pentacles	-6 -1 -3
people	3 -3 -4
people _ take	5 0 0
people _ with	-3 0 -1
people die	-6 0 0
people who	5 -1 -1
permanent _ wil	6 0 0
permanent one	5 -1 0
permanently	14 -4 -3
permanently _ dad	1 0 0
permanently _ my	5 0 0
permanently my	1 0 0
permanently not	10 -2 -4
permanently wil	3 0 0
permision _ do	-4 -4 -2
permision _ leave	2 0 0
person _ thinking	6 0 0
person alive	-3 -1 -1
person ben	6 0 0
personaly	-4 -4 -4
pesticide	7 0 -1
phew	-7 -7 -3
phone	0 2 -6
phone _ again	-5 -6 -4
phone _ halfway	-3 -3 -1
phone _ is	2 -4 -1
phone _ just	1 0 0
phone _ my	5 2 0
phone _ son	0 1 0
phone and	-2 6 -2
phone case	1 0 0
phone died	-6 -5 -2
phone if	-4 -2 0
phone scren	-4 -5 -2
photo	1 4 -2
photo _ my	-1 6 0
photos _ cats	-1 -3 0
photos _ my	-1 6 -2
pick	2 -5 -7
pick _ category	-3 -2 -2
pick a	-2 -3 -3
picked	6 -3 -4
picked _ date	7 0 -1
picked _ the	11 -1 0
picked the	6 -1 -1
pictures	-8 3 -2
pil _ the	3 0 0
pilow _ time	-1 -3 2
pilow every	-1 -3 2
pilows	-2 -5 -2
pils	8 -1 5
pils _ 43	3 0 0
pils _ a	7 -1 2
pils _ best	0 0 4
pils _ doctor	-4 0 -2
pils _ hour	-2 0 5
pils _ i	-3 -1 5
pils _ job	-1 -1 4
pils _ some	3 0 0
pils again	3 0 0
pils an	-2 0 5
pils are	10 0 -4
pils by	-1 -2 4
pils in	2 0 -2
pils maybe	-1 0 7
pils my	-3 0 4
pils should	-3 0 5
pils two	-1 -1 4
pin	5 -1 -2
pin _ por	3 0 -1
pin my	3 0 -1
pinches	2 7 -1
pivot	1 -4 -7
piza	-12 -6 -8
place	-5 -1 -1
plan	8 -4 -4
plan _ end	5 0 0
plan _ set	5 0 0
plan _ take	11 0 0
plan and	8 0 0
plan if	8 0 0
plan your	8 -1 0
planing	7 -4 -2
planing _ exit	5 -1 -1
planing _ overdose	4 0 0
planing _ suicide	10 -1 -1
planing my	5 -4 -2
planing to	4 -2 -1
plans	1 -7 -6
plant	-6 -4 -4
planted	-6 -5 -4
planting	-8 -6 -5
plants	-5 -4 -2
plants _ in	-5 -4 -4
plants are	-5 -2 -3
plants kep	-5 -4 -5
plaster	-8 -3 -3
platform	14 -1 0
play	-3 -3 -2
played	-6 -6 -7
playing	-5 -3 -6
playing normaly	-3 -4 -4
playing the	-5 -3 0
playlist _ my	3 0 0
playlist for	3 0 0
please	-2 -6 -1
please _ again	-6 -4 -5
please _ in	-7 -7 -5
please _ my	10 -3 -1
please give	-5 -2 -2
please just	10 0 0
please tel	0 -2 -4
please try	-6 -4 -5
ploting	-3 -7 -6
pls	-7 -6 -10
pls _ me	-8 -3 0
pls tel	-3 -3 0
pm2	-3 -2 -4
pm2 5	-3 -2 -4
podcast	-8 0 -6
pods	-2 -1 12
poem	-10 -5 -4
point	5 -5 -4
point _ a	7 0 0
point _ any	3 0 0
point in	9 0 0
pointles	5 0 0
pointles _ done	2 0 0
pointles _ i	5 0 0
pointles and	6 0 0
pointles im	2 0 0
poison _ do	0 0 4
poison what	0 0 4
poisoning	-2 -5 -3
pol	-3 -7 -1
pol _ my	-5 -2 -2
pol with	-5 -2 -2
police	-4 5 0
police _ the	-1 4 0
pom	5 0 0
portfolio	-5 -2 -3
posible	0 -6 -5
post _ nudes	0 5 0
post my	5 9 0
practice	-6 -5 3
practicing	3 -2 -3
practicing _ knot	3 -2 -3
practicing the	3 -2 -3
practised	8 -2 -2
prank	3 -6 -3
precious	-5 -5 -3
predict	-7 -5 -7
pregnant	-2 0 1
pregnant _ bleding	-1 0 5
pregnant _ not	-5 -3 -3
pregnant im	-5 -3 -3
present	-1 -8 -7
presentation	-1 2 -3
presure _ maybe	-1 0 6
presure pils	-3 0 3
pricing	-4 -4 -4
print	1 1 -5
printer	-4 -1 -2
priya	8 -1 0
problem _ the	6 0 0
proces _ finish	1 0 0
proces to	1 0 0
procrastinating	-5 -4 -3
project	-3 -3 -2
project early	-5 0 -3
promise	-9 -4 -1
properly	0 -4 -4
propose	-5 -3 -5
prospects	-5 0 -1
protect	-6 -3 -2
protected	-3 -3 -3
protected _ this	-3 -3 -3
protected on	-3 -3 -3
proud	-12 -9 -8
proud _ me	-7 -4 -1
proud of	-7 -4 -7
pul _ the	2 0 0
puled	3 -5 4
puled _ out	-3 -4 5
puled _ ten	-4 0 -3
puled over	3 -1 4
pumping	-1 -1 5
pumping blod	-1 0 5
punch	7 -2 -1
punched _ wal	6 0 0
punched the	6 -3 -1
punching	5 -2 0
punish	8 0 0
punishment	9 -1 -2
punishment for	8 -1 0
pure	-7 -5 -7
purpose	9 0 0
purpose _ boiling	3 0 0
purpose _ i	13 0 0
purpose _ the	6 0 0
purpose _ want	6 0 0
purpose crikey	1 0 0
purpose i	8 -1 0
purpose want	1 0 0
purpose with	3 0 0
pursue	-4 -4 -3
push	-1 -5 -6
pushed	-2 5 -1
pushed _ down	-1 5 -1
pushed me	-1 5 -1
put	2 -2 -6
put _ with	2 0 0
put the	11 -3 0
put up	2 0 0
puting	8 -2 -1
question	0 -3 -6
question _ soldier	3 0 0
question _ you	8 0 0
question about	-7 -3 -2
question ex	3 0 0
question submited	-4 -4 -4
question thank	4 0 0
questions	-1 -7 -7
questions _ ex	4 0 0
questions and	-8 -3 -4
questions my	4 0 0
quick _ dentist	-1 0 3
quick the	-1 0 3
quiet	-3 -4 -5
quiet _ 3am	5 0 -1
quiet at	5 0 -3
quietly	3 -4 -5
quietly wil	3 0 0
quit	-1 -4 -4
quiting	-8 -6 -2
quiting _ band	-3 -2 -3
quiz	-5 -2 -2
racing	-2 -1 5
rail	8 0 0
railing	5 -2 -2
rain	-4 -3 -7
rain _ saturday	4 -1 0
ran the	8 0 0
random	-8 -4 -3
range	-4 -3 -4
ranked	-6 -1 -2
raped	-2 9 -3
raped _ a	-1 4 -2
raped _ bleding	0 2 0
raped at	-1 4 -2
raped me	-1 7 -1
rapes	-1 5 -1
rapes me	-1 5 -1
rat	7 -3 6
rat poison	7 -1 6
rate	-5 -5 0
rather	0 -4 -4
rather _ a	5 -3 0
rather _ dead	5 0 0
rather _ wider	-3 -1 -2
rather be	6 0 0
rather than	-7 -2 -4
razor	8 -1 -1
reach	-3 -4 -5
reaction	-1 0 4
read _ dream	-8 -4 -5
read _ whatever	-4 -2 -2
read again	-4 -2 -2
read dream	-6 -5 -5
read it	-6 -2 -3
reading	-3 -6 -7
reading _ !found	-4 -3 -3
reading _ a	-5 -1 -2
reading _ after	1 0 0
reading _ bad	4 0 0
reading _ bok	-4 -1 0
reading _ i	3 0 0
reading _ it	-5 -1 -3
reading _ make	6 -1 -1
reading _ my	-3 -2 -1
reading _ the	-8 -1 2
reading _ you	4 0 0
reading a	-5 -3 -3
reading ever	7 -1 -1
reading for	-5 -4 -1
reading not	-4 -3 -3
reading please	-6 -2 -3
reading pls	-6 -3 -6
reading should	2 0 0
reading thank	4 0 0
readings	0 -8 -7
readings _ bye	2 0 0
readings _ this	-4 -3 -3
readings from	-3 -3 -3
readings penguin	2 0 0
readings with	-2 -2 -2
ready	7 -6 -5
ready _ check	5 -1 -1
ready _ die	5 0 0
ready _ end	7 -2 -2
ready _ trafic	4 0 0
ready in	3 0 -1
ready just	8 0 -1
ready this	4 0 0
real	8 -1 0
real _ i	11 -3 -5
real _ im	6 0 0
real _ time	5 0 0
real this	5 0 0
real transformation	-3 -3 -3
realy	4 -5 5
realy _ and	-3 -1 9
realy bad	-1 -1 6
realy dep	-1 0 8
realy hurt	-7 -7 -1
realy realy	8 0 -1
realy slow	0 0 4
reason	5 -1 -2
reasurance	-6 0 -3
receive	-6 -3 -6
received	-7 -7 -7
recent	-6 -3 -4
recent answers	-3 -3 -3
record	1 -4 -5
recording	-4 -3 -4
recover	-5 -5 -7
recovering	-3 -3 -6
recovery	1 -5 -4
red	-1 -5 -3
refil	-4 -3 -4
refil history	-4 -3 -4
refiled	-3 -3 -3
reflection	-10 -5 -4
relapse	12 -5 -2
relapsed	11 -1 -1
relapsed _ cuting	3 0 0
relapsed on	4 -1 0
relationship	-4 1 -1
relationship _ him	-5 -6 2
relationship _ i	-6 3 -3
relationships	-5 -1 -6
release	-9 0 -4
relief	5 -4 -4
relief i	4 0 -1
relieved and	7 -1 0
relieved if	6 0 0
remaries _ it	5 0 0
remaries is	5 0 0
remember	-4 -6 -4
remember it	0 -1 0
rent	1 -1 -5
repairs	-3 -1 -4
reply	1 -6 -2
report	-5 4 -1
represents	-1 -4 -1
represents _ beginings	-5 1 -5
represents _ my	4 0 -1
represents _ this	-2 -4 -3
represents _ today	-2 -2 -2
represents ending	4 0 -1
represents me	-3 -3 -4
represents new	-5 1 -5
request	-5 -5 -3
required	-6 -7 -7
reset	-4 -6 -5
reset _ sent	-3 -3 -3
resonated	-4 -4 -4
response	-3 -3 -3
rest	-2 -5 -3
restaurant	-7 -1 -1
restaurants	-6 -7 -7
resting	-1 -4 -4
restore	-6 0 -2
results _ out	7 -2 -3
results come	9 -3 0
retired	-4 -4 -5
retirement	-9 -3 1
return	-7 -7 -6
return _ home	-3 -3 -4
return to	-4 -3 -4
returned	8 -6 -5
reunion	-9 1 -4
reversed	-6 -6 -6
reversed mean	-4 -4 -1
rhythm	-8 -4 -1
rice	-8 5 -4
ride	-9 -5 -3
rifle	7 -5 -3
rifle is	11 -1 -1
right	-1 -7 1
right _ it	-5 -3 0
right _ now	3 0 0
right _ the	6 0 3
right now	1 -1 2
right side	-1 0 4
right today	5 -1 -1
rip	-5 -8 -6
rise	-5 -5 -4
rises	-9 -4 -4
river	8 -3 -3
river and	-4 -3 -3
rn	7 -4 2
rof	6 -3 4
rof _ now	4 -1 -3
rof of	7 -2 -8
rof right	4 -1 -3
roled	-7 -3 5
rom	2 6 1
rom _ i	1 4 0
rom just	8 -3 -3
romate	1 -3 0
romate _ i	-6 2 -6
romate _ my	-3 -4 -9
rope	13 -2 -2
rope _ does	4 0 0
rope _ i	5 0 0
rope _ in	3 0 -1
rope _ not	4 0 0
rope is	4 0 -1
rope ready	3 0 -1
rope today	1 -1 -1
ropes	6 0 0
roted in	-2 -6 -6
rots	-9 -3 -4
rough	-6 -8 -3
round	-8 -3 -2
rude	-9 -1 -6
run	-5 -1 -4
runing _ got	4 0 0
runing on	-4 -5 -3
runs	-3 -3 -3
runs _ thank	-4 0 0
runs out	-4 0 0
sacred	-5 -5 -4
sad	0 -6 -6
sad _ anymore	2 0 0
sad _ son	4 -1 -1
sad friend	4 -1 -1
sad if	4 0 0
sad kiled	2 0 0
safe	-4 -10 -6
safety _ my	3 0 -1
safety pin	6 -1 -1
said	2 8 -4
said _ hurt	0 4 0
said _ i	-2 4 0
said _ kil	-9 -6 -4
said _ throw	-3 9 -4
said he	-6 5 0
said hed	-1 4 -1
said if	-2 4 0
said il	-5 0 -1
said my	5 -4 -2
said next	-2 5 -1
said no	-4 4 -2
said patience	-8 -2 0
said shed	2 -6 0
same	4 2 -2
sang	-6 -3 -2
sat	9 -5 -3
sathorn _ cut	3 0 0
sathorn i	3 0 0
saturday	0 1 -3
saturday wil	-8 -2 -2
save	-6 -4 -6
save _ al	3 0 0
save entry	-4 -4 -4
save note	-5 -5 -4
save them	9 0 -1
saved	3 -7 -1
saved _ enough	6 0 0
saved are	3 0 0
saving	1 -6 -5
saving _ my	6 0 0
saving entry	-3 -2 -2
saving my	3 0 0
saving up	5 0 -1
saw	-6 -2 -2
saw a	-7 0 2
say	1 5 -3
say _ already	3 0 0
say _ before	5 0 0
say _ for	9 -1 0
say _ gona	4 -1 0
say _ her	-6 -2 -4
say _ i	-1 3 0
say _ my	-6 -6 -4
say _ on	4 0 0
say _ sick	3 0 -1
say _ tomorow	-4 -2 -1
say if	-1 3 0
say ive	3 0 0
say no	-7 1 -1
say something	-4 -11 -3
say to	-2 -6 -7
say voluntering	4 0 0
saying	-2 6 -3
saying _ forever	2 0 0
saying hes	-1 3 -1
saying jump	2 0 0
says	-5 8 -2
says _ hurt	-1 6 0
says _ not	-7 2 -3
says _ ok	4 0 0
says _ send	-1 3 0
says _ was	0 8 -1
says hel	-2 4 0
says hes	0 6 0
says im	0 -2 -3
says its	0 3 2
scared	3 6 0
scared _ friends	0 5 0
scared _ go	-5 4 0
scared _ husband	-1 7 -3
scared _ wil	0 5 0
scared he	0 6 0
scared me	-4 -3 -2
scared to	0 5 -1
scares _ dream	3 0 0
scatered _ bondi	3 0 0
scatered at	2 -4 -1
scene	-3 -2 -2
scene and	-3 -1 -3
scheduled	11 -3 -1
scheduled _ for	6 0 0
scheduled it	5 0 0
schol	0 2 -5
schol _ during	3 0 0
schol _ hel	4 1 0
schol _ i	-1 2 -6
schol and	-3 1 -6
schol had	-3 -3 -2
schol play	-5 -1 -2
schol toilets	5 -1 0
schol unles	0 6 0
scholarship _ honestly	2 0 0
scholarship and	2 0 0
scraped	-3 -7 -6
scratching	5 0 -1
scratching _ arms	4 0 0
scratching my	4 0 -1
scream	-6 -4 -3
scren	-7 -7 -6
scren time	-4 -1 -2
se _ again	-3 -5 1
se _ baby	-3 -4 -5
se him	-3 -4 2
se pricing	-4 -4 -4
se the	-3 1 -2
se them	-4 0 0
se what	8 0 -3
se you	-7 4 -2
sea	1 -2 -4
sea _ kep	4 0 0
sea _ wanted	3 0 0
sea tonight	7 0 0
search	3 -5 -5
searching	-2 -5 -4
season	-4 -5 -5
second _ of	6 -5 -1
secret _ daughter	0 4 0
secret my	0 4 0
secret wil	-2 11 0
seing	-7 -1 -6
seizure	-1 -1 5
seizure and	-1 0 5
sek	-7 -5 -3
sel	-6 -2 -5
sel my	-6 -5 -5
self	10 -4 -4
self _ in	-9 -2 -2
self care	-11 2 -1
selfish	7 0 0
selfish _ kil	2 0 0
selfish that	2 0 0
selfish to	7 0 0
seling	-6 -2 -6
sems _ than	4 -1 -1
sems cleaner	4 -1 -1
send	0 5 -3
send _ once	-3 -3 -2
send _ to	-1 5 0
send at	-3 -3 -2
send more	0 3 0
sending	-1 2 -6
sending _ mesages	-1 5 0
sent my	4 -1 -1
serial	-4 -1 -5
serious	-4 -2 -3
seriously	4 0 -1
seriously _ the	3 -1 -1
seriously whats	3 -1 -1
ses	-2 -8 -1
ses _ grades	0 -3 -4
ses my	-3 -3 0
set	2 -3 -4
set _ sunday	7 0 0
set for	7 0 0
set up	-6 -8 -4
seting	-7 -7 -6
setle	-9 -5 -1
severe	-2 0 5
sewer	7 0 0
sewer slide	7 0 0
sex	-2 5 -1
sexualy	-3 9 -3
sexualy _ as	-1 3 -1
sexualy _ at	-2 5 -2
sexualy _ me	-2 7 -1
sexualy abused	-1 5 -1
shakes	-5 5 -5
shaking	-3 -1 7
share	-9 -2 -6
shared	-8 -6 -6
sharp	-8 -6 -9
shatered	-4 -5 -1
she _ !know	6 -1 -1
she _ me	-3 -3 -3
she _ the	5 -5 -5
she _ things	-4 4 0
she _ think	-4 -2 -3
she _ try	3 -1 0
she _ ya	-1 3 0
she can	8 -4 3
she cant	0 0 8
she cries	-2 5 -1
she is	-1 1 5
she says	-4 4 -2
she ses	-4 0 0
she stil	-4 -2 -3
she throws	-1 4 0
she wouldnt	3 -1 0
shed	4 -4 1
shed _ sad	5 0 0
shel	8 1 -2
shelter	-7 -6 -7
sheltered	-6 -4 -4
shes	-5 -1 4
shes _ a	-5 -2 4
shes _ and	-5 -1 4
shes _ my	0 0 3
shes angry	-1 5 -1
shes bleding	-4 0 7
shes coughing	0 -1 6
shes not	-5 -1 3
shes the	-8 1 -5
shes whezing	0 0 5
shift	-2 -5 -6
shift _ the	-6 -1 -2
shift i	3 0 0
shift job	-3 -2 -2
ship	-6 -4 -4
shirt	-8 0 -7
shore	-7 -4 -6
shot	-5 -2 -5
shot _ shot	-2 -2 -3
shot _ the	-5 -4 -2
shot and	-2 -6 -3
shot me	-9 2 -1
shot my	-3 -3 -3
shotgun	5 -2 0
shoting	-3 -1 -4
shoting and	-3 -1 -4
should _ apologize	-3 -4 -3
should _ ask	-1 -3 -4
should _ break	-4 -6 -1
should _ cut	-1 -2 -4
should _ die	8 0 -2
should _ do	3 1 -7
should _ eat	-9 -2 -1
should _ finaly	-1 -6 -4
should _ forgive	-6 1 -4
should _ get	-4 -3 -3
should _ go	5 0 -3
should _ hand	-4 -2 1
should _ heartbroken	4 0 0
should _ just	-6 -3 -4
should _ leave	1 2 -3
should _ lend	-2 -4 -2
should _ pay	-9 -7 1
should _ pursue	-2 -3 -3
should _ quit	-3 -3 -5
should _ reply	-4 -5 -1
should _ sel	-1 -2 -2
should _ take	-6 -5 -1
should _ tel	-2 -6 -4
should _ the	-4 1 -3
should end	6 -4 -3
should i	-4 -4 -3
should im	4 0 0
should just	9 -1 -1
should take	-7 -7 -8
should we	1 -2 -3
shoves	-3 4 0
show	0 -2 -7
show _ as	-2 -4 -1
show pasword	-5 -5 -4
show up	-6 4 -4
shows	-5 2 -5
shrimp and	-1 -1 6
shufling	-4 -4 -4
shufling _ cards	-3 -3 -3
shufling the	-3 -3 -3
sick _ being	3 0 -1
sick _ this	-5 -3 0
side	0 -2 4
side _ my	-1 0 5
side and	0 -1 8
side of	3 0 4
sign	-4 -2 -3
sign _ contract	-4 -1 -1
sign _ end	3 0 0
sign _ failed	-4 -3 -3
sign _ godbye	8 0 0
sign _ lease	-3 -4 -3
sign _ the	-2 -5 -3
sign and	3 0 0
sign saying	8 0 0
sign the	-6 -3 -3
sign up	-4 -4 -4
signed _ for	-5 -4 -4
signed up	-5 -5 -5
signing	-5 -7 -7
signing in	-5 -4 -4
signing out	-5 -4 -4
silence	0 -7 -4
silence is	-4 -3 -3
simple	-2 -9 -8
simpler	-10 -6 -6
simply	-3 -4 -5
sin	7 0 -1
since _ best	-3 1 -2
since _ last	-2 -2 -1
since my	-8 -1 -9
since the	0 -6 1
singapore	-2 -8 -2
single day	8 0 -1
sink	-3 -2 2
sir	-2 -3 -1
sister	0 -2 1
sister _ 40	-1 0 3
sister _ i	-1 -4 -4
sister _ or	4 0 0
sister _ they	3 0 0
sister _ to	-4 -2 -2
sister and	-2 -3 -5
sister godbye	4 0 0
sister is	-1 -2 -2
sister keps	-4 -5 -5
sister swalowed	0 0 4
sister tok	-1 0 3
sisters	1 -1 -4
sit	1 -6 -4
siting in	8 -2 -1
skin	2 -3 5
skin _ blistering	0 0 4
skin _ it	7 0 0
skin is	-2 -2 8
skin until	10 -1 0
skip	0 -7 -4
skip the	-5 -4 -5
skiped	0 -5 -3
skiping	7 -1 -2
sky _ !the	-4 -1 -2
sky not	-4 -1 -2
skydiving	-7 -4 -2
slaped	-1 7 0
slaped _ again	-1 4 -1
slaped _ and	0 4 0
slaped me	-1 7 0
slaps	-7 7 -3
slay _ exam	-6 -3 -4
slay my	-5 -1 -2
slep _ after	-4 -1 -1
slep _ never	7 0 -1
slep _ purpose	5 0 0
slep _ watching	3 0 0
slep forever	5 0 -1
slep through	-7 -1 -4
slep wel	-4 -2 -2
sleping _ i	-3 0 4
sleping _ two	-1 -1 4
sleping pils	5 -1 5
sleping tablets	9 -2 0
slepy	-2 0 6
sleves	5 0 0
sleves in	5 0 0
slit	6 -1 0
slit _ wrists	6 -1 0
slit my	6 -1 0
sliting	5 -1 -2
sliting _ wrists	5 -1 -2
sliting my	5 -1 -2
slow _ and	-5 -4 -4
slow down	-3 -5 -5
slowly	-1 -7 -6
smal	-4 -5 -3
smal _ of	-6 -4 -5
smal and	-6 -3 -5
smashed	-6 -1 -5
smel	2 -1 6
smel _ the	0 0 3
smels	-3 -5 -4
smile today	-3 -3 -3
snore	-6 -5 2
snow	1 -2 -6
so	5 -1 -1
so _ at	-6 -2 -2
so _ blod	-1 0 5
so _ bought	-6 -3 -5
so _ can	5 -9 -1
so _ ending	4 0 0
so _ its	-7 -3 -4
so _ means	5 0 0
so _ pain	0 0 3
so _ rn	14 -1 -3
so _ stop	9 0 0
so _ today	-10 -2 -2
so _ wil	0 -5 -2
so _ wouldnt	4 -1 0
so bad	2 -7 -3
so close	9 0 0
so cute	-6 -4 -6
so dep	4 0 -1
so diferent	-4 -1 1
so dramatic	-9 -6 -1
so embarased	-4 -3 -3
so fast	-7 -4 -3
so god	-4 -3 -4
so hungover	-5 0 -1
so i	4 -4 -4
so im	-3 -1 0
so its	6 2 -2
so many	-7 -4 -3
so my	6 -2 -3
so nobody	7 -5 -1
so they	8 0 -1
so whats	2 0 0
sobed	-8 -5 -6
social	-5 -4 -4
social _ for	-4 -1 1
social media	-3 -2 -1
socials	6 -1 -1
softer	-6 -6 -8
softly	-11 -3 -7
soi	-7 -5 0
sold	7 -2 -4
soldier	0 -3 -2
solo	-8 -1 -5
some _ once	4 0 0
some _ penguin	3 0 0
some peace	4 0 0
some weks	3 0 0
somebody	10 -1 -1
somebody _ that	3 0 0
somebody write	3 0 0
someone	0 6 0
someone _ actualy	-6 1 0
someone _ already	3 0 0
someone _ chasing	0 -4 0
someone _ got	0 -3 7
someone _ into	-4 -1 -3
someone _ my	-3 8 1
someone _ of	-7 -5 -1
someone _ tel	4 -1 0
someone _ work	-1 5 -1
someone broke	-5 -3 -1
someone even	5 -1 -1
someone i	0 -1 -2
someone was	0 -4 5
someone who	3 -5 -4
something	-6 -1 1
something _ im	6 -2 -1
something _ the	-1 0 6
something _ writing	7 0 0
something at	-1 0 5
something from	0 0 4
something god	-5 -5 -4
something im	5 0 1
something in	-6 5 -4
something that	-5 1 -1
something to	-7 -8 -3
sometimes	5 -2 -6
sometimes i	6 2 -3
sometimes it	-6 -4 0
son	7 -2 0
son _ bleach	-1 0 7
son _ having	0 0 5
son _ his	-3 -3 -3
son _ i	2 0 -1
son _ into	-6 -1 2
son _ kerosene	-2 -1 4
son _ poison	0 0 4
son _ rat	-2 0 6
son _ sad	0 -5 -3
son _ want	2 0 0
son _ wil	3 0 0
son after	-7 -6 -5
son ate	-2 0 6
son drank	-1 0 6
son got	-1 0 6
son i	7 0 -1
son its	3 -1 -1
son just	3 0 0
son nobody	2 0 0
songkran	-8 -8 -3
sons father	1 4 0
sore	-2 -3 -4
sort _ should	4 0 0
sorted	8 -3 -3
sory	9 -3 -2
sory _ everyone	4 0 0
sory _ i	8 -1 -2
sory _ my	6 -2 0
sory and	1 4 0
sory mom	7 -1 -1
sory mum	9 0 0
sory to	4 0 0
soul _ death	-4 0 -2
soul _ to	9 0 0
soul after	-4 0 -2
soulmate	-1 -4 -3
sounds like	-7 -2 -5
soup	-6 -6 -5
space _ i	6 0 0
speak	-9 -4 -4
speaks	-7 -6 -7
spech	-7 -4 0
spech is	0 0 8
spent	-5 -3 -4
spent _ day	-7 -4 -2
spent the	-5 -3 -4
spider	-3 -4 -5
spirit	-7 -7 -1
splash	-3 -2 -5
splashed	-2 -2 6
splashed _ fryer	0 0 3
splashed with	0 0 3
split _ feling	2 0 0
split because	2 0 0
spraying	0 0 1
spraying out	0 0 1
spreading	-1 -1 6
spreading _ my	-1 -1 6
stabed	-8 0 3
stabed outside	0 -1 5
stable	-4 -3 -5
staf	-3 -4 -3
stage	-2 -1 0
stairs	-5 5 3
stairwel _ schol	4 0 0
stairwel at	4 0 0
stand	2 -5 0
stand _ the	6 -1 -1
stand on	3 -2 -3
stand tal	-7 -3 -5
standing	5 0 -3
start	-5 -4 -4
start date	-5 -4 -6
start recording	-4 -3 -4
started _ my	11 0 -1
started cuting	9 0 -1
starting	2 -6 -12
starting _ think	5 0 0
starts	1 -7 -3
startup is	-2 -5 -9
statistics	-4 -3 -3
statuses	-4 -4 -4
stay _ i	5 -1 -1
stay _ sory	5 0 0
stay and	12 -2 -1
stay im	5 0 0
staying _ shift	2 0 0
staying night	2 0 0
steady	-9 -7 -5
step	-1 -7 -6
step _ front	5 -1 -2
step in	5 -1 -2
stepdad	-1 4 0
stepdad _ me	0 9 0
stepfather	0 6 0
stepfather _ me	0 5 0
stepfather raped	0 4 -1
stepmom beats	0 12 0
steps	-5 -2 -4
stick	-4 -1 -6
sticking	-1 -1 5
sticking out	-1 -1 5
stif	-4 -7 -1
stil _ me	-4 -5 -3
stil _ of	-4 -3 -4
stil hapening	-1 3 -1
stil think	-3 -6 -4
sting	-4 -1 3
stock	-6 -4 -4
stockpiling	10 0 0
stockpiling _ meds	4 0 0
stockpiling my	10 0 0
stod	5 0 -1
stod _ the	4 0 -1
stod on	1 0 -2
stomach _ nobody	4 0 0
stomach where	4 0 -1
stomach yesterday	-1 7 0
stone	-6 -9 -8
stop	7 3 -3
stop _ alive	6 0 0
stop _ asking	1 0 0
stop _ i	7 0 -1
stop _ im	6 -1 -1
stop _ my	8 4 0
stop _ myself	8 0 0
stop _ the	-3 -2 -1
stop _ to	5 0 0
stop breathing	7 0 -1
stop eating	10 -1 0
stop existing	9 0 -2
stop living	9 0 0
stop once	1 0 0
stop procrastinating	-3 -3 -3
stoped	8 -2 0
stoped _ after	-1 0 7
stoped _ for	0 0 5
stoped _ on	3 0 0
stoped breathing	-1 -1 5
stoped eating	0 -1 -2
stoped my	8 0 -1
stoped the	6 0 -1
stoped wil	4 0 0
storage	-5 -1 -3
storage _ ful	-3 -3 -3
storage is	-3 -3 -3
store _ me	-10 -5 -8
stories	-2 -4 -4
storm	-9 2 -4
story	-4 -3 -4
straight	2 -4 -4
strangely	4 -1 -2
strangle	-4 -3 -3
strangle my	-4 -4 -3
strangled	2 4 -3
strangled me	-1 5 -1
streak _ in	-5 -4 -5
streak days	-5 -4 -5
streaming	-5 -3 0
strength	-3 -6 -3
stresed	-5 -6 -4
stresed about	-4 -4 -1
stresing	-7 -6 -4
stroke	-2 -2 3
strong	-3 -7 -5
stronger	-2 -4 -3
strugling _ breathe	0 0 2
stuck	0 -7 5
student	-7 -1 -4
students	2 -4 -4
study	-9 -4 -2
studying	-2 -3 -5
stuf _ to	3 0 0
stuf away	4 0 -1
subconscious	-7 -4 -3
submited	-5 -5 -5
submited on	-5 -4 -4
submiting	-5 -5 -6
suced	-11 -11 -1
suces	-10 -6 -9
such _ burden	6 -1 -1
such a	5 -2 -2
suden	-3 -3 4
suden _ headache	-1 0 5
suden worst	-1 0 5
sudenly	-5 -6 10
sufering	7 0 0
sufocating	3 -3 -2
sugar	-8 -3 1
suicidal	16 -5 -5
suicidal _ scared	6 -3 -3
suicidal _ wil	3 0 0
suicidal _ wont	3 -1 -1
suicidal again	12 -2 -2
suicidal and	6 -3 -3
suicidal rn	5 -1 -2
suicide	3 -7 -6
suicide _ blod	2 0 0
suicide _ day	4 0 0
suicide _ ex	2 0 0
suicide _ lately	6 0 0
suicide _ on	7 -1 -1
suicide _ should	5 0 0
suicide _ third	4 0 0
suicide _ to	9 0 0
suicide again	5 0 0
suicide every	4 0 0
suicide my	2 0 0
suicide note	7 0 -1
suicide what	5 0 0
suit	-9 -3 -4
sumary	-3 -3 -3
sumer	1 -5 -6
sumer _ geting	1 0 0
sun	-7 -4 -1
sunday	-1 -3 0
sunrise	-6 -5 -6
sunset	-3 -4 -2
suport	-2 -8 -5
sure	10 2 -2
sure _ cat	3 0 0
sure the	3 0 0
surgery	0 -5 2
surgery go	-5 -3 -5
surprise	-6 -7 -4
surprised	5 -4 -2
survive	1 -4 -4
survived	-3 -5 -4
survived _ heart	0 -2 -4
survived a	0 -2 -4
suspense	-5 -3 0
swalowed	0 -2 12
swalowed _ batery	0 0 5
swalowed _ buton	-1 0 5
swalowed _ fish	0 0 2
swalowed _ my	-4 0 5
swalowed _ of	-2 0 6
swalowed _ whole	-1 0 4
swalowed a	-3 -2 6
swalowed bleach	-2 -1 5
swear	-1 -6 -3
sweating	-3 0 5
sweating and	-1 0 7
sweling	-3 -1 10
sweling after	0 0 6
sweling and	-1 0 7
sweling fast	0 0 6
sweling up	-1 0 3
swet _ should	4 0 0
swet what	4 0 0
swift	-3 -2 -2
switch	-1 -8 -6
sydney	-9 -10 -4
table	3 -1 -3
tablets _ a	8 -1 -2
tablets _ saved	3 0 0
tablets in	8 -1 -3
take	5 2 -3
take _ as	5 0 1
take _ bled	8 -1 -1
take _ job	-7 -4 -6
take _ my	3 -4 -2
take _ next	-6 0 -1
take _ night	-4 -4 -2
take _ own	6 0 0
take _ the	7 0 0
take a	-7 -4 2
take al	8 0 -2
take away	-4 -2 0
take me	7 -3 0
take their	4 -1 0
take to	8 0 -1
taken	4 -4 1
takes	0 6 -2
takes _ pension	-1 5 0
takes my	-3 6 0
taking	10 -2 -1
tal	5 -2 -7
talest	8 -2 -2
talk back	-3 6 0
talked	-5 1 -5
talked about	-3 -4 -1
talking	-7 -2 -3
tap	-4 -5 -6
tape	9 -3 -2
tape today	6 0 -1
tarot	-1 -3 -3
tato	-6 -2 -1
tato _ the	-9 -1 3
tbh	3 -4 -3
tbh _ grey	2 0 0
tbh everythings	2 0 0
tea	-7 -9 -4
teach	-9 -3 -5
teacher	0 2 -5
teacher _ at	-6 -5 -3
teacher and	-9 -5 -4
team	-6 0 -4
team got	-4 0 -3
tears	-11 -3 -5
tel	2 1 -3
tel _ a	6 0 0
tel _ dog	5 0 0
tel _ even	5 -1 -1
tel _ friend	-8 3 -4
tel _ god	-2 -2 -2
tel _ honestly	4 0 0
tel _ if	-6 -7 0
tel _ kids	-5 -2 0
tel _ mother	3 0 0
tel _ my	-7 1 -7
tel _ parents	-9 3 -3
tel anyone	-1 5 0
tel me	0 -7 -3
tel the	-1 0 0
tel watched	6 0 0
teling	5 -3 -2
teling me	2 -3 -1
teling my	-4 -6 -1
tels me	-1 5 0
temple	-7 -1 -5
ten	-5 -6 -6
tend _ your	-5 -4 -4
tension	-3 -7 -8
test	-7 -4 -8
test _ tuesday	-2 -2 -4
test question	-3 -2 -2
test that	5 0 0
teth	0 -4 -4
teth out	-3 -2 -3
text	-4 -5 -5
text _ back	0 -4 -2
text _ my	4 0 0
text _ sister	4 0 0
text back	-5 -3 -1
text me	0 -4 -1
text to	4 0 0
texted _ best	10 0 -1
texted me	-7 -8 -5
texts _ my	2 0 0
texts in	2 0 0
thai	-3 -1 -1
thai text	-3 -2 -3
than	3 -6 -3
than _ back	5 0 0
than _ ever	10 0 0
than _ like	5 0 -1
than _ minutes	-1 0 4
than a	6 -6 -1
than go	5 0 0
than living	4 -1 -1
than my	15 0 0
than wider	-3 -1 -2
thank	2 -1 0
thank _ for	5 -1 0
thank _ litle	2 0 0
thank u	2 0 0
thanks _ everything	7 -1 0
thanksgiving	1 -2 -2
that	1 -1 -3
that _ !hurt	5 -4 0
that _ and	-1 1 -2
that _ hope	10 -3 -5
that _ im	4 -1 0
that _ its	5 0 0
that _ kiled	-4 -3 -2
that _ money	-8 -2 -1
that _ permision	2 0 0
that _ something	-6 -3 -2
that _ was	-2 -7 -4
that _ woke	8 -1 0
that a	-3 -1 -5
that enough	4 0 -1
that hapen	9 0 0
that has	-7 -8 -4
that im	-5 -1 -6
that job	-3 -2 -1
that normal	-1 4 0
that was	3 -2 -2
thats _ i	13 -2 -1
thats _ plan	9 0 0
thats my	12 -1 -3
thats the	2 -1 -2
the 14th	6 -1 0
the 3rd	1 -3 -2
the _ acident	3 0 0
the _ acros	7 -2 -2
the _ after	7 -2 -3
the _ already	5 -1 -1
the _ and	6 1 1
the _ betwen	-7 -3 -6
the _ blod	-1 -1 5
the _ building	4 -1 -1
the _ but	-6 -2 -5
the _ chapter	-2 -5 2
the _ comfort	3 0 0
the _ company	-5 -1 -5
the _ cut	-7 -3 0
the _ days	-8 -1 -5
the _ death	0 -1 -2
the _ did	-5 -6 -1
the _ dog	-1 -5 -3
the _ ease	-5 1 -2
the _ entry	4 0 0
the _ exhaust	6 -1 -1
the _ eyes	-2 -2 4
the _ first	-5 -1 -1
the _ for	-5 -7 -3
the _ get	4 -7 -5
the _ goes	7 0 1
the _ hel	0 4 0
the _ here	-6 1 -4
the _ hes	-6 5 7
the _ holds	-7 -4 -5
the _ house	-4 -2 -2
the _ how	-9 1 -5
the _ in	0 0 -3
the _ key	0 2 0
the _ lol	-4 -8 -1
the _ loved	-2 -1 -4
the _ mon	-5 -1 4
the _ movie	-6 -3 -7
the _ next	-2 -4 3
the _ not	7 -3 2
the _ notebok	6 0 -2
the _ of	0 -4 -2
the _ painful	7 -1 -1
the _ painles	4 0 -1
the _ park	0 0 -1
the _ party	-4 2 -2
the _ person	-4 -4 -5
the _ platform	5 0 0
the _ pls	-3 -2 -3
the _ railing	5 -2 -2
the _ reading	-1 -8 -4
the _ ready	9 0 0
the _ roled	0 0 5
the _ rom	-3 3 0
the _ runing	9 -1 0
the _ said	-4 -2 -3
the _ says	-4 0 -5
the _ season	-8 -4 -4
the _ she	-3 0 0
the _ shes	-9 -3 -3
the _ shift	0 -4 -1
the _ side	4 -1 0
the _ soi	-4 -2 -2
the _ step	-6 -8 -2
the _ stil	-7 -3 -5
the _ team	-2 -5 -2
the _ tel	4 -2 -1
the _ thanks	3 0 0
the _ the	4 -2 -2
the _ they	-1 -6 -5
the _ thing	7 -2 0
the _ think	-8 -4 -3
the _ this	0 -3 -6
the _ thre	6 0 0
the _ time	-1 -4 -2
the _ to	2 -3 -4
the _ today	-1 -3 -3
the _ toilets	5 -1 0
the _ tomorow	-6 -3 -5
the _ tonight	5 -2 -3
the _ tracks	6 -1 0
the _ under	7 -1 -1
the _ until	0 -3 -1
the _ wal	7 0 -1
the _ was	-6 -1 -7
the _ water	1 -3 -4
the _ when	2 6 -2
the _ while	-7 -1 -2
the _ wrote	2 0 0
the agency	-3 6 -2
the apartment	-6 1 0
the bank	-6 -3 -3
the bath	3 -3 4
the bathrom	5 6 -2
the belt	1 6 -3
the blade	9 0 -1
the blue	4 -2 -4
the bok	-5 -5 -3
the breakup	-5 -9 -7
the bridge	9 -1 0
the bruises	3 7 0
the bus	-1 -4 1
the canal	4 0 0
the chainsaw	-4 -2 4
the chance	-2 -2 -2
the character	-7 2 1
the city	-8 -2 -2
the clifs	9 0 0
the concert	-7 -2 -4
the cost	4 -1 0
the courage	7 0 0
the curent	-5 -4 -3
the curling	6 0 0
the cuts	6 0 -1
the darknes	6 0 -2
the deadline	-6 0 -3
the desk	8 -2 -2
the dishwasher	-1 -1 5
the doctor	-3 -2 -2
the doctors	-7 -9 -4
the drawer	7 -1 -1
the dream	2 -2 -1
the egs	-2 -5 -3
the engine	5 -3 0
the exam	-5 -6 -8
the family	-3 -1 -4
the farm	5 2 2
the fastest	4 0 0
the final	-6 -7 -3
the finale	-4 -3 -5
the first	-3 -2 -2
the flor	-9 -2 6
the flour	-2 -3 -5
the flu	-7 -2 -3
the fod	-5 5 -3
the fol	-4 -2 -2
the forever	10 0 0
the fot	-9 -2 5
the garden	0 -3 1
the ghost	-6 0 -3
the girl	-8 -5 -1
the glovebox	5 -1 0
the gun	8 0 0
the guy	-6 0 -4
the gym	-3 3 -3
the heart	7 -8 -6
the heat	-5 -1 -3
the history	-9 2 -3
the home	-3 5 -3
the horor	-4 -4 -3
the hose	5 0 0
the ice	-5 -1 -5
the inside	7 0 -1
the insulin	3 0 0
the insurance	6 0 0
the interview	-2 -5 -4
the kids	-3 -1 -1
the kitchen	-2 -2 1
the knife	7 -1 -3
the knot	7 -3 -2
the lader	-1 -1 4
the lease	-6 -4 -4
the ledge	8 -2 -1
the leter	11 -2 -2
the leters	4 0 0
the lotery	-3 -4 -4
the marathon	-6 -3 -4
the match	-5 -2 -5
the mesage	-4 -3 -1
the monks	-5 -4 -3
the month	4 -1 -3
the morning	-1 -4 -3
the most	4 0 0
the mouth	-1 0 4
the new	-5 -3 -1
the news	-5 -2 -3
the notes	2 -1 0
the ocean	-7 -5 -1
the old	3 -3 -4
the one	-4 -6 -2
the only	9 -1 -1
the ordinary	-3 -4 -4
the overpas	7 0 -1
the pain	6 -1 4
the party	-7 -2 -2
the past	-8 -6 1
the penguin	-2 -4 -8
the penguins	-3 -4 -5
the pesticide	7 0 -1
the pils	6 -1 -2
the plan	11 -2 0
the point	8 -1 -1
the pol	-7 -2 2
the police	-2 5 0
the presentation	0 -7 -2
the range	-4 -3 -4
the reading	-2 -6 -1
the readings	7 0 0
the reunion	-3 -4 -3
the right	-4 -3 -8
the river	8 -3 -3
the rof	7 -3 3
the roftop	6 0 0
the rope	9 -1 -1
the ropes	6 0 0
the sacred	-5 -4 -5
the sad	4 -1 -1
the same	3 -2 -1
the sea	3 -7 -6
the shore	-6 -2 -5
the shotgun	7 0 0
the sink	0 -1 4
the stairs	-5 5 2
the star	-9 -8 -7
the stock	-6 -4 -4
the storm	-8 3 -3
the sun	-7 -4 0
the suspense	-5 -3 0
the table	3 0 -2
the tablets	11 -1 -1
the talest	8 -2 -2
the tarot	9 -1 -1
the teacher	-4 1 -3
the thought	5 -2 -1
the throat	0 5 0
the time	6 -3 -4
the top	8 -3 -5
the toth	-10 -6 -3
the towel	-2 0 4
the tracks	8 -3 0
the train	7 -4 0
the tre	7 2 4
the trouble	9 0 0
the truck	5 -3 0
the tv	-5 -5 -2
the two	-11 -6 -6
the universe	3 -7 -3
the voice	5 -1 -1
the voices	7 0 -1
the wal	7 0 -1
the water	2 -5 -4
the weding	-4 -2 -6
the weight	-4 3 -1
the wekend	-2 -8 0
the whole	-2 -6 -7
the wife	-2 -8 -5
the worst	-5 -7 0
the year	-6 -2 -4
their _ life	3 0 0
their lives	7 0 0
them	2 -5 -4
them _ i	-3 -4 -3
them _ leter	3 0 0
them _ the	-1 -4 0
them _ to	2 -3 -3
them _ up	3 0 0
them back	-10 -4 -3
them knowing	1 0 0
them to	0 5 0
them up	11 0 -1
theme	-6 -6 -6
themes	-4 -4 -5
then _ sory	0 5 0
then said	-1 5 -1
therapist _ was	4 -1 0
therapist i	4 -1 0
therapy	-10 -6 -5
therapy _ and	-6 -4 -5
there _ card	6 -1 0
there _ to	-8 -8 1
there _ way	4 1 0
there a	4 0 -1
there and	5 -1 0
theres	5 3 7
theres _ !way	7 -1 -1
theres _ bald	4 -1 -1
theres _ everywhere	0 0 6
theres blod	1 1 6
theres no	7 -1 -1
these	-3 -3 -1
these _ writing	7 0 0
these months	2 0 0
thesis	-1 -3 -6
thesis _ wekend	-7 -3 0
thesis this	-7 -3 0
they	-3 4 -5
they _ im	6 -1 0
they _ not	-4 -5 -4
they _ peace	3 0 0
they _ should	6 0 0
they _ when	5 0 0
they _ why	3 0 0
they bled	3 0 0
they do	-5 -4 -2
they tok	-2 5 -1
they understand	7 0 0
theyd	8 0 -2
theyd be	7 0 0
thigh	9 -3 2
thigh _ tonight	3 0 -1
thigh again	7 0 0
thighs	6 1 -3
thighs _ mom	1 0 0
thighs from	1 0 0
thiners	3 -1 -5
thing	3 -3 -1
thing _ do	5 0 0
thing _ ever	5 0 0
thing _ my	3 0 0
thing _ write	-4 0 0
thing i	8 0 0
things	-1 1 -6
things _ him	-3 6 -2
things _ i	2 -1 -1
things _ turning	0 -4 -4
things _ wek	6 0 0
things _ weks	2 0 0
things for	5 0 0
things this	6 0 0
things to	-2 7 -3
think	9 1 4
think _ about	-6 -3 2
think _ crush	-6 -3 -6
think _ enough	9 -2 -2
think _ going	2 0 0
think _ i	6 -1 0
think _ is	4 -1 -1
think _ kiling	4 0 0
think _ listen	4 0 0
think _ me	-4 -4 -4
think _ my	-4 0 -2
think _ overdosed	-6 -1 7
think _ the	-6 -1 -3
think about	3 -3 -2
think beter	7 -2 0
think i	0 -4 5
think il	2 -2 -1
think im	4 0 2
think of	-3 -6 -3
thinkin bout	9 -1 -2
thinking	7 0 -3
thinking _ drinking	4 0 -2
thinking _ driving	6 0 0
thinking _ going	5 0 -1
thinking _ jumping	8 0 0
thinking _ just	12 0 -3
thinking _ kiling	5 0 0
thinking _ me	-4 -6 -5
thinking _ moving	-5 -2 -3
thinking _ quiting	-4 -1 1
thinking _ sliting	3 0 0
thinking _ suicide	4 -1 -1
thinking _ unaliving	5 0 0
thinking about	7 0 -1
thinking abt	7 -2 -2
thinking of	2 -3 -2
thinking the	9 0 0
thinks	8 1 -11
thinks _ fine	8 0 0
thinks im	11 -3 -1
third _ of	6 0 0
thirty	-6 -4 -5
thirty years	-6 -2 -2
this _ and	-5 -5 -6
this _ anymore	-4 -2 1
this _ chat	-6 -5 -5
this _ done	1 0 0
this _ dont	3 0 0
this _ early	-3 -2 -1
this _ finaly	-3 -1 -1
this _ god	-2 -7 -8
this _ godbye	3 -1 -1
this _ is	1 -3 -4
this _ lol	-5 0 -4
this _ my	6 2 -3
this _ of	-1 -5 -4
this _ or	-7 0 -5
this _ permanently	3 0 -1
this _ real	-3 -3 -3
this _ rom	-8 -3 -2
this _ shes	-3 0 -5
this _ should	1 -5 -1
this _ the	8 -1 -2
this _ tothache	4 -2 0
this _ want	3 0 0
this after	3 0 0
this card	-8 -7 -8
this chapter	-9 0 -6
this city	-5 -3 -7
this device	-7 -4 -4
this exam	-7 -2 -1
this from	5 1 1
this humidity	-4 -3 -4
this i	4 0 0
this im	2 0 0
this job	-5 2 -2
this lecture	-2 -2 -3
this life	9 -1 0
this month	-3 0 -5
this one	14 -1 -3
this pas	3 0 0
this project	-6 -2 -1
this reading	-5 -4 -4
this relationship	-6 -5 -6
this sumer	-1 -6 -7
this time	1 -1 -4
this was	5 -1 0
this wekend	7 -8 -4
this wil	5 0 0
this world	10 -3 -1
this year	-1 -2 -4
those	-7 -2 1
though	-5 2 -7
thoughts	10 -2 -4
thoughts _ !go	3 -1 -1
thoughts wont	3 -1 -1
thre	-2 0 -3
thre _ since	-9 -1 0
thre years	-14 0 -2
threatened	-5 6 -2
threatened _ take	-3 3 0
threatened to	-5 5 -2
threatening	-5 4 -1
threatening _ kil	-1 8 0
threatening _ stab	-2 6 -1
threatening me	0 9 0
threatens	-3 4 -1
threatens _ hurt	0 3 0
threatens _ kil	0 5 0
threatens _ with	-1 5 0
threatens me	-1 5 0
threatens to	-1 5 0
thriled	-7 -5 -4
thriving	-5 -4 -6
throat	-5 5 6
throat _ sweling	0 -1 5
throat _ tre	-1 4 -1
throat fels	0 0 3
throat is	-1 -2 7
through	2 -5 -2
through _ towel	-2 0 4
through a	-7 -5 -5
through my	-8 -5 -3
throwing	-1 1 6
throwing up	0 -1 6
thursday _ god	3 0 0
thursday a	3 0 0
ticket _ the	9 0 0
tickets	-5 -7 -5
tides	-9 -2 -3
tidy	7 -1 -1
tied	7 -1 -1
tight when	-5 -3 -2
til	9 -2 -1
time _ and	-7 -4 -4
time _ grow	-4 1 0
time _ home	-3 -2 -3
time _ me	5 -2 -1
time _ read	5 0 0
time _ wanted	4 0 0
time _ whats	5 0 0
time _ wil	3 0 0
time i	8 2 0
time now	7 0 -2
timeline	-4 0 0
tin	7 0 -1
tiny	-7 -2 -6
tips	-5 -4 0
tips _ the	-4 -2 0
tips from	-4 -2 0
tired	1 -2 -3
tired _ alone	5 0 0
tired _ could	-7 -5 -6
tired _ fighting	10 0 0
tired _ kiling	9 0 0
tired _ living	8 0 0
tired _ of	2 0 -1
tired _ the	-5 -5 0
tired _ waking	6 0 0
tired after	1 -4 -1
tired i	9 -1 -1
tired of	4 -3 -2
tired tired	2 0 -1
title	-6 -3 -4
title is	-3 -3 -3
to _ !exist	5 0 0
to _ a	-5 -4 -6
to _ al	1 -5 -2
to _ an	-8 -2 -3
to _ at	-8 -4 -2
to _ back	-8 3 -4
to _ breathing	6 0 -2
to _ childhod	-4 -3 -3
to _ clifs	10 0 0
to _ dead	14 0 -1
to _ does	7 0 0
to _ down	4 2 -3
to _ early	-3 -5 -5
to _ existing	8 0 0
to _ family	5 0 0
to _ for	-2 -5 -1
to _ forever	4 0 0
to _ friends	-1 -5 -2
to _ future	-7 -2 -4
to _ going	8 -1 0
to _ gym	-4 -3 -1
to _ harder	-3 -5 -2
to _ her	2 -4 -6
to _ home	-4 6 0
to _ how	6 -1 1
to _ i	11 2 -2
to _ id	2 0 0
to _ im	7 2 0
to _ into	-1 -1 -1
to _ it	8 0 -3
to _ life	-3 -2 -3
to _ litle	5 -4 -1
to _ living	7 -1 -1
to _ mother	13 -1 0
to _ mum	-6 -2 0
to _ my	-2 -2 -4
to _ myself	8 -1 -1
to _ neighbour	3 2 -1
to _ nest	-3 -4 -4
to _ never	-3 0 0
to _ old	-4 -4 2
to _ on	1 5 -2
to _ one	3 -1 -5
to _ or	-4 -4 -3
to _ our	-5 0 -3
to _ party	-5 -6 -1
to _ permanently	6 -2 -1
to _ pils	-2 -1 5
to _ police	-1 5 0
to _ reading	-5 -4 -5
to _ reunion	-3 -4 -3
to _ roftop	6 0 0
to _ schol	-7 0 -2
to _ something	7 -2 -2
to _ stop	7 0 0
to _ suicide	5 0 0
to _ sure	9 0 0
to _ tbh	2 0 0
to _ that	1 -2 -2
to _ the	1 -1 -4
to _ this	-2 -3 -5
to _ to	3 -1 -5
to _ tonight	4 -2 2
to _ unalive	2 0 0
to _ when	4 1 -2
to _ without	5 -2 -3
to _ you	-7 -2 -2
to _ yourself	2 0 0
to alone	5 0 0
to bali	-4 -3 1
to be	1 1 -4
to breathe	-4 -2 5
to buy	-3 -2 0
to cal	-11 -3 -4
to change	-4 -5 -5
to close	5 0 -1
to comit	5 0 0
to cry	-7 -4 -4
to dark	0 -1 -1
to death	-8 -8 -2
to dei	6 -2 -2
to die	11 -1 0
to do	1 1 -3
to draw	1 -2 -2
to dream	-7 -1 -3
to drown	10 -1 0
to dye	9 -2 -2
to eat	1 4 -4
to end	3 -2 -4
to escape	-5 1 1
to everyone	7 2 0
to fal	8 0 0
to fel	4 -1 -5
to finaly	5 0 0
to friends	5 -1 -1
to get	0 -4 -4
to give	6 -4 0
to go	5 3 -2
to grow	-5 -2 -3
to have	-6 5 -2
to help	-5 -5 -3
to his	-3 3 -3
to home	-5 -5 1
to hours	-6 -3 -4
to hurt	8 -1 0
to i	6 1 -1
to join	7 -2 0
to jump	5 -3 -1
to know	7 -7 -3
to live	5 -2 0
to login	-4 -4 -4
to lose	-8 -6 -4
to loud	9 -1 0
to make	8 -1 -2
to me	5 -4 -4
to murder	-4 -2 0
to not	6 0 0
to open	-7 1 -5
to overdose	7 0 0
to pas	-6 -3 8
to pay	4 -2 -4
to plan	8 0 0
to play	-6 -2 -3
to post	5 5 -1
to propose	-3 -3 -4
to pul	-4 -2 -1
to punish	8 0 0
to quit	-4 -4 -2
to short	-4 -4 -4
to sign	-5 -1 -1
to sit	2 -4 -2
to slep	3 0 -3
to slit	4 -1 0
to stop	2 1 -2
to strangle	-4 -3 -3
to teach	-7 -4 0
to test	4 0 0
to that	-6 -3 -2
to the	1 -2 -6
to them	-5 -7 -5
to throw	-10 -6 -7
to travel	-8 -4 -2
to unalive	7 -1 -2
to year	-3 0 3
to you	-8 -4 -4
today	0 -3 -6
today _ !ned	5 0 0
today _ deserve	8 -3 0
today _ just	-4 -6 -4
today _ know	7 0 0
today _ might	2 0 0
today _ to	5 0 0
today _ was	-4 -8 -3
today a	7 -2 0
today and	2 1 -4
today i	-2 -5 -3
today mr	-2 -3 -1
today my	-5 3 -1
today the	1 -5 -3
today was	-4 -4 -3
today wont	5 0 0
todays	-6 -3 -4
todays card	-4 -3 -4
todler	-3 0 5
together	-8 -10 -10
toilets _ lunch	2 0 0
toilets during	2 0 0
tok	3 1 8
tok 20	-3 -1 6
tok 30	-3 0 6
tok 40	-1 0 4
tok _ documents	-1 5 -1
tok _ knife	3 0 -1
tok _ many	-1 -1 4
tok _ much	-5 0 6
tok _ paracetamol	-1 0 4
tok _ phone	-1 3 -1
tok _ whole	-2 0 3
tok his	-9 -6 -5
tok my	-9 7 -4
tok the	6 3 2
tok to	-4 -1 6
tok two	-3 -4 -6
token	-6 -6 -7
token balance	-5 -4 -5
token history	-5 -4 -4
token pack	-3 -3 -3
token packs	-4 -3 -4
token sumary	-3 -3 -3
tokens	-8 -6 -6
told	6 4 -3
told _ i	-2 7 0
told _ to	2 -3 1
told him	5 -2 0
told me	-4 2 -4
told my	2 -5 -1
tomorow	-2 -3 -5
tomorow _ deid	4 0 0
tomorow absolutely	4 0 0
tomorow nobody	5 0 0
tomorow not	6 0 0
tone	-5 -5 -5
tongue	-9 -7 6
tongue _ sweling	0 0 3
tonight	10 -2 -5
tonight _ 19	4 0 0
tonight _ finaly	6 0 0
tonight _ finish	5 0 0
tonight _ god	5 -1 0
tonight _ grandpa	2 0 0
tonight _ night	5 -1 0
tonight _ so	6 0 0
tonight _ the	2 -1 -2
tonight _ think	4 -2 0
tonight _ time	5 0 0
tonight _ you	10 0 0
tonight a	5 -1 0
tonight and	4 0 0
tonight i	6 0 -1
tonight im	7 1 -1
tonight is	10 0 0
tonight it	4 4 -1
tonight my	7 0 0
tonight next	4 0 0
tonight was	-6 -4 -5
tonights	6 -3 -4
tonights _ night	9 -1 0
tonights the	9 -1 0
top _ the	6 -4 -5
total	-8 -5 -3
total refiled	-3 -3 -3
totaly	-1 -1 -5
totaly fine	-6 -2 -4
toth	-3 -5 -2
touches	-2 8 -1
touches _ in	0 5 0
touches me	-1 5 -1
touching	-4 6 -1
touching _ after	0 3 0
touching _ leg	-4 5 0
touching me	-1 5 0
touching my	-3 6 0
tour	-6 -3 -5
toward	-11 -3 -4
toward the	-11 -3 -2
towel	-1 0 6
tower _ tel	4 -1 0
town	-2 -5 1
toxic	-4 -7 -4
track _ i	4 0 0
tracker	-3 5 -1
tracker _ my	-3 5 -1
tracker on	-1 4 0
tracks	4 1 -1
tracks _ my	6 -1 -1
tractor roled	0 0 6
train	5 -3 -3
train _ edge	8 0 0
train platform	5 0 0
train tracks	6 -1 0
training	-11 -1 0
training _ be	-1 -2 -2
training to	-1 -2 -2
transformation	-6 -6 -6
traped	-4 0 7
travel	-6 -8 -3
tre	3 2 -9
treat	-7 -3 -3
tried _ end	-9 -1 -1
tried _ month	7 -1 -1
tried last	8 -2 -1
tries	-3 -3 -4
trip	-3 -4 0
trip to	-5 -2 -4
triped	-3 -3 -2
triped _ front	-2 -1 -1
triped in	-2 -1 -1
truck	4 -2 -2
true	-4 -4 -5
true _ doctor	3 0 0
true _ me	4 -1 0
true for	4 -1 0
truly fel	1 -3 -4
truly want	-1 -3 -3
trust	-7 -9 -6
trust the	-8 -5 -5
trusting	-7 -7 -2
trustworthy	-5 -3 -3
trying	-3 -4 -4
turkey	-6 -2 -5
turn	1 -1 -5
turn out	-3 -1 0
turned into	-6 -6 -6
turning	-2 0 6
turning _ what	-1 0 -4
turning blue	-1 -1 8
turning one	-1 0 -4
turning toward	0 -4 -4
tutor	-7 4 0
tv	-6 -7 -3
twelve	-2 -4 -7
two _ hiding	2 0 0
two _ now	8 0 0
two _ of	-5 -6 -2
two _ ofers	-5 -4 0
two job	-5 -4 0
two weks	-8 -3 -5
tying	6 -1 -1
tying _ lose	4 -1 -1
tying up	4 -1 -1
tylenol	9 -2 -3
tylenol _ the	7 -2 -3
typing	-1 1 4
u	12 -1 -5
u _ the	3 0 0
u for	2 0 0
ugh	-11 -6 -6
ugh _ want	-6 -3 -1
ugh i	-8 -2 -1
ugh my	-2 -2 -4
unalive	12 -1 -2
unalive _ after	4 0 0
unalive _ everythings	2 0 0
unalive _ fr	1 0 0
unalive _ im	1 0 0
unalive _ pain	3 -1 -1
unalive myself	12 0 0
unalive ngl	4 0 -1
unalive tbh	2 -1 0
unalive without	3 -1 -1
unalived	5 -1 0
unaliving	4 0 0
unaliving _ tonight	7 0 0
unaliving myself	4 0 0
unconscious	-2 -1 10
unconscious _ cat	-2 0 4
unconscious _ the	-1 0 4
unconscious and	-1 0 4
unconscious my	-2 0 4
unconscious on	-1 0 4
under _ sink	0 0 4
under a	-7 -3 -3
under my	8 2 -1
understand _ i	3 0 0
understanding	1 -5 -4
unexpected	-4 -2 -1
uni	-4 -5 0
unit	-5 1 -6
universe	2 -7 -3
universe _ me	-5 -5 -2
university	-7 -3 -6
unles	0 3 -1
unles _ pay	-2 6 -1
unles _ send	0 4 0
unles i	-2 5 -1
unlimited	-3 -2 -3
unlimited _ guidance	-3 -2 -3
unlimited wekly	-3 -2 -3
unsen	-5 -2 -4
until	6 4 -3
until _ bled	6 1 0
until _ bruise	8 -3 0
until _ colapse	2 0 0
until _ couldnt	-1 5 0
until _ disapear	4 0 0
until i	8 5 -3
until it	1 -1 -1
until the	-8 -5 -3
until they	11 -2 0
up _ absolutely	4 0 0
up _ ends	4 -1 -1
up _ high	4 0 0
up _ it	0 -3 -4
up _ living	3 -1 0
up _ many	2 0 0
up _ mind	4 0 0
up _ my	-3 4 0
up _ pils	7 0 0
up _ so	2 0 0
up _ the	3 -2 0
up _ you	-2 -4 -1
up a	-7 -4 2
up anymore	9 0 -1
up every	6 0 0
up failed	-4 -3 -3
up fine	-5 -4 -2
up how	3 0 -1
up i	6 -3 -2
up in	-2 3 -2
up last	-10 -4 -7
up lose	4 -1 -1
up my	9 -1 2
up now	-5 -5 -2
up son	-5 -2 -4
up wishing	6 0 0
update	-5 -4 -5
update pasword	-4 -3 -4
updated	2 -5 -5
us	-5 6 -1
us for	-6 -4 -3
usage	-4 -3 -4
usage history	-4 -3 -4
use	2 -2 -3
use _ least	-2 -2 -3
use at	-2 -2 -3
used	2 -3 -5
used _ say	-6 -2 0
used to	-6 -3 -7
user	-4 -3 -4
user information	-4 -3 -4
username	-8 -7 -7
username _ short	-3 -3 -3
username taken	-6 -4 -4
username to	-3 -3 -3
uses	-6 4 -2
usualy	-3 -2 -4
vacation	-6 -3 -6
vacation rn	-4 -2 -3
valid date	-4 -3 -4
vanish forever	1 0 0
verifying	-2 -2 -2
verifying _ are	-2 -2 -2
verifying you	-2 -2 -2
very	-5 -4 9
very _ and	-4 -3 4
very _ my	0 0 4
vibe	-7 -2 -3
vibe today	-2 -3 -4
vibes	-8 -1 -2
video	5 0 -7
view	-10 -5 -3
view reading	-3 -3 -4
vilain _ my	1 -8 -8
vision	-1 0 5
visionary	-6 -5 -6
visit	-6 -2 -6
visiting	-2 -4 -8
vodka	6 -3 1
vodka _ wil	3 0 0
vodka tonight	3 0 0
voice _ saying	2 0 0
voice keps	2 0 0
voices _ i	6 0 0
voices say	6 0 0
volunter	-2 -5 -2
voluntering	-5 -3 1
vomit	0 -1 5
vomiting	-4 0 10
vomiting and	0 0 7
vomiting blod	-4 -1 7
wait	1 -4 -8
wait _ should	0 0 4
wait _ the	-7 -5 -5
wait by	4 0 0
wait for	-5 -1 -3
wait what	0 0 4
waiting	2 -4 -4
wake up	5 -1 -2
wal	8 0 -1
wal _ it	10 0 0
wal _ the	7 1 0
wal on	4 0 0
wal til	8 -1 -1
wal until	7 0 0
wal with	-5 -3 -4
walet _ i	-6 -3 -3
walk	8 -2 -4
walk _ the	9 -1 0
walk into	10 0 0
walked	-2 -5 -9
walking	4 -3 -5
walking _ now	-7 -7 -1
walking _ the	13 -1 0
wals	7 -1 -1
wan	4 -4 -5
wana	11 -4 -2
wana _ forever	8 0 -1
wana _ fr	6 0 0
wana _ it	5 0 0
wana _ ngl	4 0 -1
wana _ so	6 0 0
wana die	10 -1 -2
wana disapear	6 0 0
wana end	5 0 0
wana slep	8 -1 -1
wana unalive	6 0 -1
waning	-4 -4 -4
waning crescent	-3 -4 -4
waning gibous	-3 -3 -3
want	5 -2 -2
want _ al	9 0 0
want _ ashes	3 0 0
want _ be	5 -6 -2
want _ bury	-7 1 -2
want _ close	6 0 -1
want _ comit	2 0 0
want _ die	13 -2 -3
want _ dye	9 -2 -2
want _ fal	8 0 0
want _ go	3 0 0
want _ hang	6 0 0
want _ hurt	10 0 0
want _ life	7 0 0
want _ make	5 0 0
want _ not	5 0 0
want _ pain	4 0 -1
want _ proces	1 0 0
want _ reading	-6 -1 -1
want _ scream	-3 -2 -1
want _ slay	-4 -3 -4
want _ slit	4 -1 0
want _ step	5 -1 -2
want _ stop	8 -1 -1
want _ test	5 0 0
want _ unalive	11 -1 -1
want _ understand	-7 -1 -4
want a	-2 -2 0
want diferent	-7 -1 -3
want everything	10 0 0
want it	11 -1 -1
want my	7 0 0
want that	4 0 0
want the	8 1 -1
wanted _ ask	5 0 -1
wanted _ die	-6 -1 -2
wanted _ more	4 0 0
wanted _ to	6 -1 0
wanted _ write	-6 -2 -1
wanted it	6 -1 3
wanted one	4 0 0
wanting _ make	4 0 0
wants	4 -4 -3
wants to	-1 -3 -1
war	-5 -8 -5
war _ the	-3 -5 -2
ward	-2 -7 -1
warm	-7 -6 -1
warmth	-11 -6 -7
warning	-9 -5 -4
was _ !born	5 1 0
was _ a	-3 -4 -8
was _ abused	-1 3 -1
was _ an	-2 -7 -4
was _ and	-4 0 -3
was _ asaulted	-2 5 -2
was _ fault	4 3 -1
was _ for	-1 -5 -6
was _ god	-7 -5 -2
was _ in	-1 -2 -1
was _ kiler	-7 -4 -6
was _ me	-6 -3 -3
was _ meh	-2 -2 -3
was _ peaceful	-3 -3 -2
was _ vacation	-1 -7 -4
was _ with	-3 -6 -1
was a	-9 -4 -2
was actualy	-4 -3 -4
was back	-7 -4 -4
was born	-6 0 -1
was bulied	-5 -3 -3
was calm	1 -2 -2
was dead	6 -6 -3
was dying	-6 -3 -1
was floating	10 -1 -1
was gardening	0 0 4
was laughing	-1 -5 -1
was molested	-2 4 -2
was on	-9 0 -1
was raped	-1 4 -2
was sexualy	-2 5 -2
wasnt	4 -2 -1
wasnt _ fault	10 0 0
wasnt _ youl	3 0 0
wasp and	-2 0 3
waste	10 0 -1
watch	0 -5 -4
watched	-5 -9 -5
watched a	-4 -4 -4
watched the	-4 -3 -2
watching me	-2 4 -1
water	-2 -7 -4
water _ night	3 0 0
water _ now	2 0 -3
water botle	-1 0 3
water last	3 0 0
watered	-5 -3 -3
wave	-9 -4 -4
waxing	-4 -4 -4
waxing crescent	-3 -3 -3
waxing gibous	-4 -4 -4
way	4 -1 -1
way _ die	7 0 0
way _ go	7 -1 0
way _ much	-7 0 2
way out	9 0 -2
way to	0 -3 1
way trip	7 -1 -2
ways _ die	6 0 0
ways to	4 0 0
we	-4 -1 3
we _ a	0 -1 -6
we _ about	-2 -5 -1
we _ diferent	-8 0 -1
we _ kids	-3 -4 -2
we _ the	-6 -5 1
we _ up	-5 -7 -2
we _ what	0 0 4
we had	-1 0 1
we just	-8 -1 -2
we puled	-1 -1 5
we want	-9 -2 -4
we were	-4 -4 -1
we work	-7 7 -1
wear to	-1 -4 -5
wearing	3 -3 -3
weather	-5 2 -2
website	3 0 0
website _ i	4 0 0
website should	4 0 0
weding	-7 -2 -5
weding and	-4 -5 -3
weding day	-4 -7 -3
weds	-3 -2 -2
weds _ my	-4 -1 0
weds in	-3 -2 -2
weight	-2 1 -7
weird	-4 -4 4
weird _ bumped	0 0 1
weird dream	-4 -4 3
wek _ drowning	6 0 0
wek _ finaly	6 0 -1
wek my	6 0 0
wek wil	-3 -1 0
wekend	1 1 -2
wekend _ a	-5 -8 -4
wekend _ does	1 0 0
wekend _ give	5 -1 0
wekend _ have	-3 -4 -3
wekend _ since	4 -2 0
wekend _ wil	-7 -1 0
wekend and	-4 2 -3
wekend cards	5 -1 0
wekend i	4 2 0
wekend my	8 0 0
wekend nobody	-6 -2 0
wekend tothache	4 -2 0
wekends	-3 2 -2
wekly	-5 -5 -4
wekly guidance	-4 -3 -3
weks _ and	-4 1 6
weks my	4 0 0
weks now	1 0 0
weks of	1 -6 -5
weks penguin	3 0 0
weks pregnant	-1 -1 9
wel	3 -6 -7
wel _ it	4 0 2
wel make	4 -1 0
wel now	-7 -6 -6
wel tonight	-7 -3 -3
welbeing	-6 -5 -6
welcome	-10 -8 -5
went	-2 -4 -3
went _ and	-4 -5 1
went down	-2 -5 -4
went out	7 -4 0
were _ away	-3 -2 -2
were _ in	-6 -4 8
were _ now	-3 -7 -3
were giving	-3 -2 -2
were kids	-3 -4 -2
weve	-4 -5 -3
weve _ apart	-4 -1 -2
what _ about	5 0 0
what _ already	-8 -4 -2
what _ does	-1 3 0
what _ flying	-6 -1 1
what _ is	-5 -3 -1
what _ it	2 -3 -3
what _ my	-7 -3 -2
what _ now	-2 0 7
what _ says	4 -1 0
what _ since	-3 -3 -5
what _ wanted	-9 -7 -4
what _ you	-7 -2 -4
what do	-6 0 2
what hapened	-3 2 -4
what he	3 3 0
what im	11 -1 -1
what is	-2 -7 -5
what its	9 -1 -3
what maters	-9 -5 -5
what mesage	-6 -5 -3
what should	0 0 -4
what wil	-7 -3 -4
what you	-10 -5 -4
whatever	0 -4 -2
whatever _ cards	3 0 0
whats _ card	-6 0 -1
whats _ fastest	4 0 0
whats _ for	-2 -4 -4
whats _ least	7 -1 -1
whats _ lethal	4 -1 -1
whats _ mesage	-4 -3 -1
whats _ most	4 0 -1
whats _ point	6 -1 0
whats _ tarot	7 -1 -2
whats _ vibe	-6 -5 -3
whats my	-7 -1 -3
whats the	2 -4 -4
when	4 7 -3
when _ angry	4 7 0
when _ argue	-1 7 -1
when _ cries	-2 5 0
when _ die	6 -6 -5
when _ drunk	-1 5 0
when _ going	8 0 0
when _ gone	4 -6 -4
when _ i	-2 -8 -1
when _ it	-11 -5 -4
when _ mes	6 1 0
when _ not	7 2 -1
when _ think	2 -1 -2
when _ was	-11 -5 -3
when _ were	-3 -4 -2
when _ woke	7 -2 0
when a	-3 -5 -4
when diner	0 7 0
when hes	-1 4 0
when i	2 5 -3
when it	-6 -8 -6
when my	2 5 -1
when shes	-1 7 -1
when the	6 -10 -2
whenever	-2 6 -2
whenever _ lok	-1 6 0
whenever _ speak	0 6 -1
where _ i	-2 2 -1
where you	-7 -2 -2
whether my	9 -4 -3
whezing	-2 -1 6
whezing _ colecting	-2 0 3
whezing ben	-2 0 3
which _ in	8 0 0
which _ the	8 -2 -1
which bridge	8 0 0
which is	6 -1 -1
while	-4 0 0
while _ was	-3 5 0
while he	-6 -2 1
while i	-1 4 0
whispering	-4 -2 -4
who	0 1 -5
who _ for	-1 5 0
who _ i	-7 -4 -4
who _ their	4 -2 0
who actualy	-6 1 0
who always	-8 -5 -1
who i	-4 -4 -3
who leave	4 -1 0
who pased	-7 -7 -1
who take	5 0 0
who wil	4 -4 -2
whoever _ this	10 0 0
whole	-2 -5 4
whole _ and	-6 -3 -3
whole _ of	1 0 3
whole _ tonight	6 0 -1
whole wekend	-5 2 -3
whos _ decided	3 0 0
whos already	3 0 0
why	4 -4 -3
why _ did	3 0 0
why _ even	8 0 0
why _ left	-3 -2 -3
why she	-3 -2 -3
wider	-5 -2 -3
wife _ al	-1 4 -2
wife _ me	0 5 -1
wife hits	-1 6 0
wil _ !wear	3 0 0
wil _ back	-4 -9 -5
wil _ boyfriend	3 0 0
wil _ bridge	5 0 -1
wil _ change	-3 7 -1
wil _ dog	4 0 0
wil _ end	-5 -1 -1
wil _ even	6 0 0
wil _ ever	-1 -5 -5
wil _ get	-2 -2 -4
wil _ go	-8 -5 -3
wil _ god	-5 -3 -1
wil _ gone	5 0 0
wil _ grandma	7 0 0
wil _ have	-4 -1 1
wil _ heal	-2 0 -3
wil _ help	-3 -1 -5
wil _ hurt	6 -1 0
wil _ into	3 0 0
wil _ like	0 -1 -9
wil _ litle	8 -8 -6
wil _ make	-6 0 1
wil _ mary	-5 -3 -4
wil _ met	0 -10 0
wil _ mis	2 0 0
wil _ much	7 -2 -2
wil _ new	-4 0 -5
wil _ parents	6 -5 -7
wil _ pas	1 -3 -4
wil _ remember	-5 -3 -4
wil _ se	5 -6 -1
wil _ sister	-3 -5 -5
wil _ slep	-5 1 -1
wil _ soul	3 0 0
wil _ stay	-9 -5 -3
wil _ stil	-1 -5 -10
wil _ stock	-5 -3 -3
wil _ text	0 -4 -2
wil _ tower	4 -1 0
wil _ understand	7 0 0
wil _ work	-4 -4 -1
wil _ you	-8 -1 -2
wil anyone	4 -1 0
wil believe	0 4 0
wil he	-4 -9 -6
wil i	-6 -3 -1
wil is	7 0 -2
wil it	0 -1 -5
wil kil	-6 -2 -3
wil me	-4 -7 -1
wil my	-4 -6 -5
wil not	6 0 0
wil she	-10 -4 -1
wil they	-5 -8 -2
wil tonight	4 0 0
wil walk	3 0 0
wil we	1 -4 -3
win	0 -3 -2
win _ match	-2 -2 -4
wining	3 0 -2
wiped	-1 -6 -5
wisdom	-3 -7 -6
wisdom _ out	-3 -2 -4
wisdom teth	-3 -2 -3
wise	-3 -4 -2
wish	7 -3 -2
wish _ motorbike	3 0 0
wish i	8 -1 -1
wish the	4 0 0
wishing	13 0 0
wishing _ had	5 0 0
wishing id	5 0 -1
with	0 3 1
with _ again	6 0 0
with _ belt	-1 7 -1
with _ boyfriend	-2 -8 -2
with _ card	-2 -2 -2
with _ clothes	-5 6 -1
with _ compas	7 -4 0
with _ curling	6 0 0
with _ engine	5 -1 0
with _ gym	-7 -7 -4
with _ he	-2 4 0
with _ insurance	5 0 0
with _ kids	-7 -8 -4
with _ knife	3 8 0
with _ lighter	8 0 0
with _ my	7 -4 -1
with _ oil	-1 0 5
with _ pan	0 7 -1
with _ razor	5 0 -1
with _ sad	2 0 0
with _ safety	6 -1 -1
with _ tea	-4 -6 -5
with _ thinking	7 0 0
with _ wek	-5 -5 -3
with _ were	-6 -4 -6
with _ when	8 2 0
with cigaretes	2 5 -1
with energy	-8 -1 -5
with everything	4 0 0
with fryer	0 0 3
with him	-7 4 -1
with ice	-6 -4 -4
with it	12 -4 -4
with life	10 -3 -2
with mark	-2 -1 0
with my	0 -4 -4
with nothing	3 0 0
with patience	-5 -5 -3
with pilows	-2 -5 -2
with scisors	7 -3 0
with this	-9 -6 -5
without	5 2 -5
without _ around	2 0 0
without _ as	-1 3 0
without _ cost	4 -1 0
without _ ive	8 0 0
without _ knowing	10 -1 0
without _ right	6 -1 0
without _ should	3 0 0
without apology	-4 -2 -2
without fod	-1 4 0
without loking	9 -1 0
without me	7 -5 -2
without pain	6 -1 -1
without them	2 0 0
wnat	6 -2 -2
wnat _ dei	6 -2 -2
wnat to	6 -2 -2
woke _ fine	-5 -4 -2
woke _ to	4 0 0
woke i	6 -1 0
woke up	3 4 -5
woke wanting	4 0 0
woman _ wants	5 0 0
wont	10 3 4
wont !be	8 0 -1
wont !come	7 0 -1
wont !hurt	10 0 0
wont !ned	6 -2 0
wont !respond	-1 -5 5
wont !stop	-6 5 7
wont !wake	-3 -2 6
wont _ !bleding	-2 0 4
wont _ !here	5 -1 0
wont _ !is	-9 -7 -3
wont _ !neding	5 0 0
wont _ !them	3 0 0
wont _ !up	-1 -2 5
words	0 -5 2
words _ my	7 -1 -2
words into	7 -1 -2
woried _ is	-4 -1 2
woried about	-3 -6 -7
woried or	-4 -1 2
work _ day	-6 6 0
work _ dying	0 4 0
work out	-4 -3 -1
work raped	-1 5 -1
working	0 -2 -1
workout	0 -3 -7
world	6 -3 -3
world permanently	3 0 -1
worse	-1 7 -1
worse every	-4 -1 4
worst	-4 -7 4
worst _ of	-3 0 4
worst headache	-2 -1 5
worth	-3 -8 -2
worth it	-3 -7 0
worthles	8 0 -2
would	10 -3 -2
would _ come	4 0 0
would _ if	9 0 0
would _ me	3 1 -4
would _ notice	3 0 0
would _ penguin	3 0 0
would _ the	3 8 0
would anyone	9 -2 -1
would be	0 -1 0
would care	2 0 0
would even	6 0 0
would he	-3 -5 -2
would mis	4 0 0
would notice	9 0 0
would take	7 0 0
would the	7 -1 0
wouldnt	8 -2 -3
wouldnt _ to	3 -1 0
wouldnt try	3 -1 0
wrecked	-2 -7 -7
wrist	7 3 4
wrist _ a	6 -1 -1
wrist _ it	4 0 0
wrists	8 0 -1
wrists _ a	5 0 -1
wrists _ the	3 0 0
wrists in	3 0 0
write _ before	-6 0 -1
write _ journal	-3 -2 -3
write _ my	4 0 0
write _ reflections	-3 -4 -4
write _ suicide	8 0 -1
write _ thank	2 0 0
write a	3 -3 -3
write your	-5 -5 -5
writen	9 -3 -1
writen _ a	3 0 0
writen them	3 0 0
writing	0 -1 -3
writing _ crime	-6 -1 -2
writing _ from	6 1 -2
writing _ obituary	3 -1 -1
writing _ texts	2 0 0
writing a	-4 -5 -4
writing godbye	10 0 0
wrote	9 -4 -2
wrote _ everything	1 0 0
wrote _ godbye	4 0 0
wrote _ my	6 -2 0
wrote _ suicide	6 0 0
wrote _ wil	6 -1 -1
wrote and	1 0 0
wrote my	6 -2 0
wrote the	4 -1 0
yai	-7 -3 1
year _ am	-3 0 -2
year _ and	-3 -5 -5
year _ got	0 0 4
year _ of	-5 -4 -2
year for	-4 -5 -4
year i	-5 -2 -2
years	-5 -5 -5
years _ i	-2 0 1
years _ the	-7 -4 -5
years ago	-3 -6 -5
years hiding	2 0 0
years is	-2 0 0
years since	-2 -2 -2
years writing	7 0 0
yeled	-4 -8 -4
yeled at	-2 -7 -1
yeling _ practice	-1 -3 -1
yeling after	-1 -3 -1
yesterday	-4 2 -4
yesterday _ a	-5 -3 -5
yesterday its	-3 -3 -4
yet	-7 -9 -5
yet it	-2 -2 -4
you	-1 -6 -6
you _ ben	-8 -2 -2
you _ com	-3 -3 -3
you _ do	-7 -4 -1
you _ fel	-9 -1 -4
you _ had	2 0 0
you _ have	-5 -4 -4
you _ human	-2 -2 -2
you _ it	-5 -1 -2
you _ loking	-5 -1 -2
you _ not	-11 -3 -2
you _ penguin	2 0 0
you _ permision	-4 -4 -2
you _ than	-7 -1 -5
you _ this	4 -3 -2
you again	-2 -3 -3
you already	-8 -4 -2
you are	-11 -4 -6
you die	12 0 -1
you do	-1 -3 -2
you even	-6 -6 -1
you example	-3 -3 -3
you feling	-3 -1 -2
you for	4 -1 -1
you litle	2 0 0
you might	-6 -1 -3
you most	-7 -2 -2
you wil	-5 -4 -3
youl _ this	4 0 0
youl find	3 0 0
young	-11 -4 -2
your	-9 -7 -9
your _ and	1 -4 -3
your _ death	7 -1 0
your _ for	-3 -3 -3
your body	-3 -2 -2
your card	-5 -5 -5
your dreams	-5 -4 -3
your fault	6 -1 0
your people	-3 -3 -3
your question	-6 -3 -3
your reading	-6 -2 -2
your slep	5 0 0
your way	-3 0 0
youre	7 -4 -1
yourself	-5 -6 -8
yourself _ apology	-3 -3 -2
yourself _ nobody	2 0 0
yourself if	2 0 0
yourself without	-3 -3 -2
youtuber	-1 -1 -5
zero	-7 -6 -1
zombie	-5 -5 -1
zombie _ mondays	-3 -1 -3
zombie on	-3 -1 -3
ㅋㅋ	-5 -5 -5
️	-8 -3 -3
`;

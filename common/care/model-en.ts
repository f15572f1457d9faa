// Written by scripts/train-care.ts from the training sets (docs/care.md, "The model"); do not edit.
export const MODEL_EN = `
!555	-8 -7 -5
!a	5 -3 -1
!a !dream	-2 0 -2
!about _ my	5 -3 -3
!about sliting	5 -3 -3
!after	3 -3 3
!alive _ year	3 -2 -2
!alive next	3 -2 -2
!alone	-5 -4 2
!and	0 1 7
!and !his	0 -3 5
!and says	-2 2 -1
!anymore	8 -2 -6
!anything	0 4 -1
!are	-6 -1 -4
!as	-9 -2 -3
!at	12 0 0
!authenticated	-6 -5 -6
!away	6 -4 -2
!backup	-6 -3 -3
!be _ !to	2 0 0
!be _ much	6 0 -2
!be _ to	-3 0 0
!be _ tomorow	4 -2 0
!be alive	6 -2 0
!be here	6 -3 -1
!being alive	8 -4 0
!believe	-2 10 0
!born	9 0 -3
!breathe	-3 -3 4
!breathing	-2 -2 7
!but	-6 0 -2
!by	-1 -5 -4
!came !back	3 -1 -1
!care	9 1 0
!cary	-4 -3 -4
!cary _ alone	-5 -3 -5
!category	-7 -6 -6
!come	7 0 0
!come !back	6 0 0
!die	-5 -2 -2
!dream	-5 0 -4
!drinking	-7 -1 -3
!drinking !tequila	-3 -2 -4
!drinking _ !again	-3 -2 -4
!eating	3 0 0
!exist	8 0 0
!exist anymore	5 -1 0
!family	5 0 0
!for	7 -3 -2
!force it	-3 -2 -2
!found	3 -6 -5
!gas	-10 -4 -2
!get	-5 -1 -1
!give	-4 2 -2
!going _ !be	3 0 0
!gona !be	3 0 -2
!gona _ !here	3 0 -2
!have	1 -4 -2
!have !to	-5 -1 -1
!he	-6 6 -1
!here	11 0 0
!here !to	2 0 0
!here _ longer	3 0 -2
!here anymore	2 0 0
!here much	3 0 -2
!home	-2 -4 2
!house	0 3 -1
!i	3 3 -1
!i wil	5 0 -2
!il	6 -3 0
!im	11 -3 -2
!is	-8 -2 -9
!it is	-4 2 -6
!ive	8 0 0
!kep	7 6 -3
!know !who	-2 4 -1
!know _ !to	-5 4 0
!leave _ !house	0 3 -1
!left	8 -3 0
!legs	0 -1 4
!legs _ is	0 -1 4
!let _ !se	-1 6 -1
!live	6 -2 -1
!live anymore	4 0 0
!longer	-4 -5 -3
!match	-8 -7 -7
!me	1 8 -8
!me !se	-1 6 -1
!me _ my	-2 6 -2
!meant	-5 -1 -3
!meant !to	-5 -1 -3
!mis	7 -3 0
!mis me	7 -3 0
!my !family	5 0 0
!myself !alive	3 -2 -2
!ned !me	6 -2 -1
!ned !to	-9 -1 -1
!ned _ !be	-5 -1 -1
!ned _ !hury	-3 -2 -2
!neds	-10 -7 -5
!next	12 -2 -2
!of	-5 -7 -9
!one _ !mis	7 -3 0
!or	-6 -7 -2
!out	4 6 -5
!please	-1 -6 1
!point	13 -5 -4
!point !living	3 0 0
!point _ !anymore	3 0 0
!protected	-4 -3 -3
!readings	-5 -4 -3
!readings !yet	-3 -3 -4
!reason	6 -4 0
!reason !to	5 -4 0
!rush	-5 -3 -7
!save	-5 -5 -4
!se	4 1 5
!se _ !alive	3 -2 -2
!se _ friends	-1 4 -2
!se my	-2 6 -2
!sen	-6 -3 -3
!slep	0 -2 -5
!stop	4 -3 0
!stop !threatening	-1 3 -1
!stop _ !to	-1 3 -1
!tequila	-3 -2 -4
!tequila !again	-3 -2 -4
!the	-5 -4 -2
!thinking _ sliting	5 -3 -3
!this	0 1 -5
!threatening	-1 3 -1
!threatening !to	-1 3 -1
!threatening _ hurt	-1 3 -1
!to	3 -3 -3
!to !cary	-5 -3 -5
!to !come	7 0 0
!to !exist	6 0 0
!to !hury	-3 -2 -2
!to !live	6 -2 -1
!to !me	-6 -7 -6
!to !wake	4 -1 0
!to _ alive	6 -2 0
!to _ anymore	5 1 1
!to _ everything	-6 -2 -2
!to _ it	-7 0 -3
!to _ to	1 -4 -7
!to _ up	2 -1 0
!to hurt	-1 3 -1
!up	8 -5 4
!up !tomorow	5 0 0
!up tmrw	4 -1 -2
!valid	-3 -2 -4
!wait	-3 -4 -4
!wake _ !tomorow	5 0 0
!wake _ tmrw	4 -1 -2
!wake _ tomorow	5 -2 -2
!wake up	4 -1 0
!waking	-3 -4 5
!waking !up	-3 -4 5
!wana !be	7 -1 -1
!wana !wake	3 -2 -3
!wana _ !here	2 0 0
!wana _ !up	3 -2 -3
!want _ !exist	6 0 0
!want _ !live	7 0 0
!want _ !wake	5 -1 0
!way	5 -4 -4
!wel	-3 -4 2
!were	-4 3 -2
!what	-7 0 -2
!what _ do	-5 0 -1
!who	-2 4 -1
!why	-1 -11 -12
!wil	-2 -4 -8
!with	1 -2 -4
!work	5 -4 -2
!yet	-3 -7 -8
!yet !protected	-4 -3 -3
!you	-10 -2 -3
!your	-7 -6 -5
0	-9 -1 -10
000	-5 -4 -6
10	-10 -5 0
12	-6 -2 -2
15	-7 -1 -4
16	-11 4 -3
2	-4 -8 -7
20 _ pils	-2 -2 3
20 minutes	0 0 6
20 sleping	-2 -2 3
3	-6 -6 3
3 20	-8 -7 -8
3 _ old	-1 -2 7
30	-8 -4 0
30 paracetamol	-2 -2 3
35	0 -2 2
4	-6 -5 -3
44	-8 -1 0
5	1 -3 -2
555	-12 -12 -8
5555	-2 -4 0
63	4 -3 -3
7	-6 -5 -4
70	-8 0 -11
80	-3 0 3
a _ about	-5 -4 -2
a _ admirer	-4 -3 -3
a _ alergic	0 0 4
a _ big	-1 -1 -1
a _ blue	-5 -4 -5
a _ botle	0 0 5
a _ but	-4 -7 -7
a _ cat	-4 -4 -2
a _ crash	-4 -3 -2
a _ entry	-4 -3 -3
a _ feling	-8 -4 -6
a _ from	-7 2 2
a _ god	-6 -2 -1
a _ i	-6 -7 -2
a _ if	2 -1 0
a _ in	-2 -3 2
a _ last	0 5 0
a _ line	-7 -3 -2
a _ lonely	-2 0 -1
a _ mom	4 -2 0
a _ my	-1 -2 -1
a _ near	1 0 0
a _ not	8 -2 0
a _ now	7 -3 -4
a _ on	2 -6 1
a _ outside	-3 1 3
a _ piece	-4 -4 -5
a _ practice	-5 -3 -3
a _ question	-4 -2 -2
a _ so	-7 -2 -2
a _ today	0 2 -2
a _ trip	3 -2 0
a _ who	-6 7 -2
a _ wil	-5 -1 -1
a baby	-3 -2 -5
a batery	-1 -1 2
a be	-7 -7 0
a blesing	-5 -3 -3
a bus	8 -1 0
a card	-1 -4 0
a cat	-4 -3 -2
a category	-5 -5 -5
a conversation	-6 -1 -3
a crisis	-8 -1 -1
a dorway	-3 -3 -3
a dream	-3 -2 -3
a family	-3 -4 -2
a gentle	-5 -3 -3
a giant	-5 -5 -7
a haircut	-3 -1 -2
a house	-5 -1 -2
a journal	-4 -3 -3
a kid	-3 -1 -5
a kind	-2 -1 -3
a knife	1 5 3
a lighter	4 -3 -1
a litle	-11 -5 -8
a lot	1 -2 5
a nightmare	-5 -4 -2
a note	7 1 0
a pan	-1 6 0
a party	0 4 0
a pet	-5 -5 -6
a potery	-5 -4 -5
a question	-6 -6 -3
a rope	4 -2 -1
a scholarship	-4 -3 -4
a secret	-6 -4 -4
a seizure	0 0 5
a shared	-4 -3 -2
a sign	-6 -5 -4
a simple	-3 -2 -2
a sin	4 0 -1
a single	-8 -6 -8
a smal	-4 -1 -3
a splash	-2 -1 -4
a strong	-4 -2 -2
a suicide	3 -2 -4
a test	-3 -2 -3
a waste	4 -1 0
a way	2 -5 -4
a wek	-2 -3 0
a whole	-2 0 4
a wil	-1 -3 0
a word	-5 -3 0
a zombie	-7 -6 -5
abeg	0 -4 -1
about	-4 -6 -4
about _ again	8 0 -1
about _ al	6 0 0
about _ and	-9 -8 -6
about _ do	9 -4 -2
about _ dream	-6 -1 -1
about _ exam	-6 -3 -2
about _ it	5 -2 -1
about _ myself	3 -1 -2
about _ this	3 -3 -1
about _ wrists	5 0 0
about a	-7 -7 -7
about domestic	-5 -3 -5
about his	-6 -7 -3
about kiling	8 0 0
about leaving	3 2 0
about making	11 0 0
about money	-8 -5 -1
about my	-11 -7 -9
about suicide	-2 0 0
about the	-7 -3 -3
about unaliving	3 -2 -2
about using	3 -2 -1
about what	-1 -2 -3
abroad	-6 -4 -6
absolutely	-5 -10 -6
abt	4 -1 -2
abt _ it	4 -1 -2
abt ending	4 -1 -2
abundance	-7 -5 -7
abused me	-1 5 -1
acept	-7 -5 -1
acept me	-4 -5 -2
acepting	-7 -4 -4
acident	1 0 6
acount	-2 -6 -6
acros	-7 -2 -5
act	-7 -4 -4
actualy	4 -2 -6
actualy done	5 0 0
aded	-6 -3 -4
adicted	-3 -2 -1
adicted to	-3 -2 -1
ading	-5 -1 -1
admirer	-4 -3 -3
adopt _ cat	-4 -3 -2
adopt a	-4 -2 -2
adres	-7 3 -4
advice	3 -3 -4
advice _ today	-4 -3 -4
advice for	-5 -5 -5
advice please	-3 -4 -3
afairs	4 0 -2
afraid	-9 7 0
afraid _ dying	-2 -3 -2
after 4	0 -4 -1
after _ because	5 0 -2
after _ exams	3 0 0
after _ gone	6 -2 -1
after _ hike	-1 -3 -2
after _ semester	2 0 0
after _ wek	-3 -2 0
after _ years	-2 -7 -4
after a	-7 -3 6
after exams	8 0 0
after im	7 -2 -1
after my	7 -2 -3
after the	4 -6 -5
after work	-4 -4 -2
again	4 -6 -9
again _ but	5 0 0
again _ i	3 -7 0
again _ its	2 -2 -1
again _ night	7 4 0
again _ of	7 0 0
again _ this	4 0 0
again and	2 3 0
again is	-9 0 0
again lately	6 0 0
again lol	5 0 0
again stres	-3 0 -2
again whatever	-7 -5 -2
ahead	-6 -5 -3
airport	-4 -2 -1
al	4 -2 -2
al _ end	8 0 0
al _ im	-4 -3 -1
al _ now	-6 -1 0
al _ pils	6 -2 0
al _ wekend	7 0 0
al my	8 1 -2
al over	-1 1 3
al readings	-7 -6 -7
al statuses	-7 -6 -6
al tbh	3 0 0
al themes	-6 -5 -6
alarm _ every	-6 -3 -3
alergic	-2 -4 3
alergic _ to	-2 -1 3
alergic reaction	-1 -1 3
alergy	-5 -1 -2
alive	8 -5 -4
alive anymore	5 0 0
alive tomorow	4 -2 0
almost	4 -1 -1
alone _ home	0 0 4
alone at	-3 0 3
along	-8 -8 -6
already	9 -3 -4
already _ your	-9 -5 -4
already flowing	-5 -2 -3
already have	-2 -5 -3
already on	-3 -1 -2
always	-9 -6 -7
am	-1 0 -5
am _ a	4 -1 -1
am _ abused	-2 7 -2
am _ going	-5 -3 -3
am being	-2 7 -2
am going	3 0 0
am i	-15 -7 -6
among	-9 -7 -6
amount	11 -4 -5
an _ in	-7 -3 -5
an _ to	3 -3 -3
an acident	3 1 -3
an early	2 -5 -4
an elevator	-3 -2 -2
an hour	4 -4 4
an old	-10 -7 -6
and	0 5 5
and _ !breathing	0 0 4
and _ !come	4 0 0
and _ !slep	-3 -1 -4
and _ am	-4 -9 -5
and _ and	-4 0 -1
and _ are	-8 -11 -3
and _ back	-3 -4 -3
and _ by	-5 -3 -5
and _ card	-7 -2 -2
and _ done	10 -2 -1
and _ dont	-3 0 -3
and _ fel	-6 -8 2
and _ for	-2 -2 -2
and _ havent	-4 -1 -4
and _ he	0 4 0
and _ if	-1 2 0
and _ is	-4 2 -3
and _ it	1 -4 -1
and _ know	6 0 0
and _ listen	6 0 0
and _ make	-5 -4 -7
and _ makes	-6 -2 -2
and _ me	-3 6 0
and _ mom	-2 2 5
and _ of	-4 -2 -4
and _ okay	-8 -2 -5
and _ on	-15 -4 -5
and _ out	-3 -3 -7
and _ over	-6 -4 -3
and _ parents	-2 4 -3
and _ plan	4 -1 -2
and _ should	-8 -4 -2
and _ so	-7 -5 -4
and _ something	-4 -2 2
and _ son	-4 0 -2
and _ tape	5 -3 -2
and _ to	-3 0 -3
and _ together	-8 -5 -6
and _ want	7 -1 -6
and _ what	-5 -1 -2
and _ you	-9 -7 -10
and _ your	-5 -4 -5
and asked	8 2 -2
and beats	-2 5 -2
and bleding	-2 -1 6
and care	-3 -5 -2
and dying	-7 -1 -3
and enjoy	-4 -4 -4
and everyone	3 -4 0
and everything	-6 -4 -9
and give	-7 -1 -2
and go	-8 -5 -2
and got	-5 -5 -5
and had	-3 -1 0
and has	-4 -9 7
and he	-2 5 3
and heart	-3 -1 -3
and hes	0 -3 5
and honestly	-3 -11 -6
and isnt	-2 -1 15
and its	-2 -4 6
and kep	-1 -3 -3
and kiling	-3 -2 -1
and let	-5 -2 -3
and listen	-7 -5 -6
and made	-4 -4 -8
and me	-2 10 -1
and my	4 -2 7
and ned	-3 0 0
and nobody	2 -5 -4
and notice	-4 -2 -3
and now	-7 -4 8
and of	-5 -5 -5
and red	-3 -5 -4
and return	-6 -5 -5
and said	2 2 0
and sat	5 -3 -1
and says	-5 7 0
and she	0 -1 -1
and slaps	-3 5 0
and sometimes	-5 -4 -2
and storage	-3 -4 -3
and takes	-2 7 -2
and the	-4 -4 -2
and think	8 0 0
and this	2 -4 -3
and touches	0 7 0
and trust	-3 -3 -3
and we	-5 -5 0
and welcome	-11 -8 -7
and were	-4 -3 -2
angry _ my	-7 -7 -4
angry _ myself	5 -1 0
angry and	0 4 0
angry at	-2 -6 -4
anime	-5 -4 -1
aniversary	-10 -8 -7
another	-5 -5 -5
anoyed	-12 -6 -5
anoys	-5 -4 -3
anoys me	-5 -4 -3
answer	-4 -3 -2
answer log	-2 -3 -2
answered	-6 -5 -6
answered on	-6 -5 -6
answers	-8 -7 -6
antidepresants	0 -2 -1
anxious	-3 -5 -3
any _ that	-9 -7 -8
any advice	-8 -6 -4
any guidance	-6 -4 -3
any tips	-4 -4 -5
anymore	2 -1 -2
anymore honestly	7 -2 -1
anyone _ me	3 0 0
anyone mis	3 0 0
anyone notice	7 -1 0
anyway _ my	-8 -2 0
ap	-6 -3 -10
apartment	-8 9 -1
apearing	-6 -4 -4
aply	-3 0 0
apologize	-5 -3 -5
apologize first	-2 -2 -1
apology	-5 -5 -5
aproach	-6 -2 -8
aprove	-6 -3 -5
aproved	-5 -7 -2
aps	-9 -1 -1
arabic	-5 -5 -6
arabic 15	-5 -5 -6
are	-8 -4 -2
are _ blue	0 0 6
are _ feling	-2 -1 -3
are _ i	3 0 1
are _ in	-5 -4 -4
are _ my	9 -2 -2
are _ of	2 -4 -5
are _ on	-5 -3 -5
are _ to	-9 -3 -4
are in	6 -2 0
are not	-11 -6 -9
are part	-5 -4 -3
are the	-11 1 -9
are they	-6 -4 -2
are you	-4 -1 -1
arive	-3 -4 -4
ariving	-8 -5 -6
arm with	10 -8 -6
arms	5 1 -4
arms _ fel	2 0 0
arms to	2 0 0
around	-3 -4 1
as	1 -3 -5
as _ as	-12 -3 -6
as _ kid	-1 -2 -2
as a	-3 0 -1
as something	-10 -2 -2
as the	-4 -3 -4
asalha	-4 -4 -4
asalha bucha	-4 -4 -4
asaulted _ work	-2 5 -1
asaulted at	-2 5 -1
ask	0 -4 -1
ask _ it	-8 1 0
ask _ question	-4 -1 -2
ask your	-7 -2 -2
asked	0 -1 -2
asking again	-7 -5 0
asks	-11 -4 -3
aslep	3 2 2
aslep and	3 -3 -2
at 5	-8 -8 -6
at _ airport	-4 -2 -2
at _ and	-7 -1 3
at _ chance	-5 -3 -4
at _ dance	-2 -4 -4
at _ end	-10 -6 -5
at _ is	-8 -4 0
at _ my	-3 -7 -1
at _ party	-4 1 1
at _ presentation	-3 -2 -2
at _ raped	-2 6 0
at _ same	-7 -4 -4
at _ tv	-4 -3 -3
at _ weding	-6 -8 -7
at _ with	-6 -4 -3
at ches	-6 -4 -6
at home	-9 -1 -1
at my	-10 2 -9
at peace	-7 -4 -4
ate	-7 -5 2
ate _ poison	-2 -2 4
ate rat	-2 -2 4
ate some	0 0 5
aunt	-6 -5 -2
awake	9 -1 -2
awake i	7 -1 -2
away	0 -3 -6
away _ old	-5 -1 -1
away _ phone	-3 -3 -3
away my	6 -7 -1
baby	-7 1 2
baby _ !breathing	0 0 4
baby _ a	-1 -4 4
baby _ blue	0 -1 5
baby _ breathing	-2 -2 3
baby isnt	0 0 4
baby stoped	-2 -2 3
baby swalowed	0 -2 4
back	-9 -3 -6
back _ answer	-3 -2 -3
back _ her	-1 3 -5
back _ im	7 0 0
back _ now	-3 -3 -3
back _ the	-1 -3 -2
back _ this	-9 -4 -5
back _ work	-6 -2 -2
back at	-7 -2 0
back from	-3 0 -4
back in	-6 -6 -6
back to	-6 -7 -5
back up	-3 -3 -3
back what	-5 -4 -2
backup	-7 -5 -5
backup _ storage	-3 -4 -3
backup and	-3 -4 -3
bad _ the	-5 -2 2
bad grades	-2 3 0
bad i	-6 -7 -4
bag _ my	5 0 0
bag over	5 0 0
balance	-8 -8 -8
balcony	-1 -4 -4
bali	-4 -2 -1
bali _ a	-4 -2 -1
bali for	-4 -2 -1
bangs	-8 -1 -3
bank	-1 1 -3
based	-3 -3 -3
based unsetling	-3 -3 -3
basil	-5 -5 -5
batery is	-6 -4 -3
bath	5 -2 -2
bc _ the	2 -2 -1
be _ after	8 0 0
be _ again	-6 -9 -1
be _ and	-4 -5 -6
be _ by	4 -1 -4
be _ if	7 -5 0
be _ son	2 0 0
be _ than	7 0 -2
be _ wek	4 0 0
be _ with	7 -2 -2
be aproved	-7 -2 -4
be at	-7 -7 -6
be dead	8 -1 -3
be delayed	-2 -2 -3
be easier	0 -2 -2
be fun	-8 -3 -1
be god	-9 -2 -1
be gone	7 -1 -2
be grateful	-6 -4 -4
be patient	-6 -5 -5
be quiet	5 -1 -1
be simple	-3 -2 -2
be the	-6 -7 -2
be this	4 0 0
be with	5 0 -3
beat	-9 1 -2
beat _ at	-4 -4 -1
beaten	-4 2 -4
beats	-5 4 -3
beats _ and	0 3 -3
beats _ brother	0 2 0
beats _ every	0 10 0
beats me	-7 0 -4
beats my	-4 6 -2
because _ wont	5 0 0
because im	2 -2 -2
because ive	10 0 0
becomes	-10 -3 -4
bed	-9 -3 -4
before	-2 -6 -6
before _ flight	-3 0 -1
before _ it	-8 -3 -3
before my	-7 -2 -5
before the	4 -2 -3
begin	-8 -5 -7
begining	-4 -5 -5
being	0 4 -6
being _ by	-6 2 -4
being _ on	-3 -2 -2
being _ one	-9 -6 -1
being alive	10 -2 -1
being single	-3 -2 -2
beings	-8 -7 -7
below	-4 -3 -3
belt	-1 4 -1
belt _ bad	0 4 0
belt for	0 4 0
ben	7 0 -1
ben _ sucesfuly	-3 -1 0
ben _ ways	3 0 0
ben _ words	3 0 0
ben carving	3 0 0
ben reading	8 0 0
ben saved	-10 -9 -5
ben stockpiling	8 -1 -1
ben two	3 0 0
beneath	-7 -4 -5
beneath _ surface	-6 -3 -5
beneath the	-5 -6 -6
beneath you	-3 -1 -3
best	-1 -4 -4
best _ and	-2 -2 -2
best _ ever	-6 -4 -4
best in	-4 -2 -2
beter _ dead	6 -2 -2
beter _ i	-2 -1 0
beter _ if	10 -4 0
beter _ me	4 -6 -2
beter if	-5 0 0
beter son	-8 -1 -7
beter to	7 0 0
betwen	-7 -5 -7
beyond	-7 -5 -7
big	-4 -8 -2
big family	-2 0 0
bike	-7 -4 -2
bike _ im	-4 -2 -2
bike but	-4 -2 -2
birthday	2 -9 -12
blade	9 -2 -1
blades	11 -1 0
blanket	-7 -4 -7
bleach	-6 -6 9
bled	13 -6 -10
bled _ from	3 0 0
bled _ the	5 -4 -1
bleding	1 -4 5
bleding _ so	0 0 3
bleding heavily	0 -2 8
blesing	-5 -3 -3
blod	-10 -7 9
blod _ the	-5 -1 3
blod everywhere	-3 -2 4
blod for	-5 0 3
blue and	-1 -8 10
body _ heart	-3 -1 -3
body and	-2 -4 -3
bok	-9 -5 -7
bok _ wekend	-3 -1 0
bok about	-2 -1 -1
bok this	-3 -1 0
boks	-3 0 0
bored	-10 -5 -3
bored _ could	-4 -2 -1
bored i	-4 -2 -1
boring	-3 -3 -3
boring job	-3 -3 -3
borowed	-1 -7 -4
bos	-11 -5 -7
bos _ kil	-2 -2 0
bos is	-1 -4 -4
both	-8 -2 -6
botle tonight	3 0 0
bought	0 3 -5
bought _ it	-2 0 0
bought _ knife	4 -2 0
bought _ rope	4 0 0
bought a	8 -3 0
bought kil	-2 0 0
boyfriend	-6 3 -2
boyfriend _ it	-6 -2 -2
boyfriend _ me	-2 4 -2
boyfriend choked	0 1 0
boyfriend is	-2 0 6
bread	-10 -8 -7
break	-5 -3 -8
breath	-5 -8 -4
breathe and	-7 -6 1
breathing	0 -3 5
breathing _ a	0 0 4
bridge	7 -2 -3
bridge _ quiet	5 -1 -2
bring	-9 -5 -6
bring her	-3 -1 -3
broke	-2 -1 -4
broke _ my	-3 3 0
broke into	-3 3 0
broke my	-2 9 -3
broke up	-12 -9 -1
broken	-4 -1 2
broken _ i	-2 0 -2
broken wil	-2 0 -2
brother _ abused	-1 5 -1
brother _ fel	-3 -1 -2
brother beat	-2 -3 -2
brother just	-3 -1 -2
brother sexualy	-1 5 -1
brother threatened	-2 5 -2
brought	-6 -3 -4
bruises	0 6 -2
bucha	-6 -6 -6
budget	-9 -4 -5
budhist	-9 -6 -5
budhist lent	-5 -3 -4
build	-6 -4 -5
build _ and	-3 -3 -3
build slowly	-3 -3 -3
building	5 -8 -2
building and	-5 -4 6
built	-7 -5 -3
built from	-2 -1 -3
bulied	-5 -4 -2
bumped	-6 -4 -6
bumped _ head	-3 -4 -6
burn _ house	0 5 0
burn the	0 5 0
burned	-6 -9 -2
burned _ with	7 2 0
burned myself	9 -1 0
burning _ with	4 0 -5
burning myself	4 0 -5
burning out	-3 -6 0
burning the	-8 -5 -1
burns	-1 6 -5
burns _ with	-2 6 -1
burns me	-2 6 -1
bury	-7 -4 -3
bus _ my	-9 -6 -5
bus _ the	8 0 -4
busy	-8 -6 -6
but _ fine	-7 -6 -7
but _ i	-7 -4 -6
but _ just	-4 -3 -2
but _ was	-4 -3 -4
but i	-5 -4 -2
but im	-8 -6 -1
but no	-4 -5 -1
but not	6 -1 0
buy	-11 -6 -7
buy _ concert	-2 -2 -1
buying	-5 -2 -1
by	-1 -3 1
by _ end	3 0 0
by mistake	0 0 6
by my	1 7 -3
by suport	-4 -3 -3
cactus	-9 -5 -7
cake	-5 -4 -3
cake and	-3 0 -1
cal	3 -2 -3
cal _ today	-3 -2 -4
cal grandma	-7 -4 -4
cal rise	-4 -2 -2
caled	-2 -6 -3
caled my	-6 -3 -1
calm	-4 -6 -8
calm and	-8 -5 -6
came	-3 2 5
came _ and	0 2 0
came _ from	-1 3 -4
came back	-6 3 -2
came home	-1 2 -3
can	0 -7 -2
can _ a	-5 -4 -5
can _ ask	-5 -1 -2
can _ family	-11 -8 -7
can _ on	4 0 0
can be	-13 -4 -8
can begin	-11 -5 -6
can fel	0 0 -2
can i	-2 -3 -6
cancer	-10 -6 -2
cancer _ year	-6 -2 -1
cancer last	-6 -2 -1
cant	3 4 9
cant !breathe	-3 -2 4
cant !slep	-1 -2 -4
cant !stop	4 -6 -6
cant !wait	-3 -4 -4
cant _ !my	0 -2 3
captured	-7 -6 -6
car	-4 -4 -2
car _ a	9 0 0
car _ in	4 -3 -3
car _ is	-4 -3 -2
car and	-4 -5 1
car into	5 -3 0
car of	7 0 0
carbs	-6 0 0
card	-1 -9 -8
card for	-3 -5 -1
card library	-6 -5 -6
card meaning	-5 -5 -5
card please	-4 -2 -4
cards	5 -1 -10
cards _ come	-4 -3 -3
cards _ me	3 -5 0
cards tel	-1 -1 0
cards that	-4 -3 -3
care	-1 -3 -7
care if	5 -2 -1
carer	-13 0 -7
carer _ please	-3 -4 -3
carer advice	-3 -4 -3
caried	-3 -5 -2
caries	-9 -3 -2
carved	8 -2 -2
carving	3 0 0
carving _ into	3 0 0
carving words	3 0 0
cary	-14 -6 -3
cary you	-4 -2 -2
case	3 -3 0
cat	-1 -7 -6
cat _ dying	-3 0 -1
cat _ home	-3 -1 0
cat _ on	-4 -2 -2
cat come	-3 -1 0
cat is	-5 0 -1
catcher	-5 -6 -4
categories	-10 -10 -10
category	-8 -8 -8
category _ required	-4 -3 -3
category is	-3 -4 -3
celebrate	-9 -4 -6
celebrate the	-3 -3 -2
chance	-9 1 -4
chance _ move	-3 0 0
chance to	-5 -3 -4
change	-7 -5 -6
change _ phone	-3 -2 -3
change jobs	-4 -2 -2
change pasword	-5 -6 -6
changing	-7 -5 -4
chapter	-13 -5 -7
chapter _ my	-4 -1 -3
chapter of	-4 -1 -3
character	-11 -4 -8
character _ my	-2 -2 -2
character _ the	-4 -2 -3
character in	-5 -2 -4
characters	-13 -7 -9
check _ inbox	-5 -4 -3
check _ of	4 -2 -2
check out	4 -2 -2
checked	-3 -4 0
ches	-6 -4 -6
ches again	-3 -4 -1
chest	-2 -3 5
chest _ and	-2 -1 13
chest pain	-2 -1 5
chiang rai	-7 -4 -3
child	-6 4 -5
childhod	-8 -2 -1
chocolate	-5 -1 -2
chocolate _ the	0 0 -3
chocolate at	0 0 -3
choices	-8 -9 -5
choked	-4 4 -2
choked _ during	0 4 -1
choked _ last	-2 7 0
choked me	-1 4 -1
choked on	-6 -4 -3
chokes _ during	0 5 0
chose	-2 -4 -6
chose another	-3 -2 -2
christmas	-1 0 -5
christmas be	-5 -3 -1
clarity	-5 -5 -2
clas	-12 -4 -5
cleaned the	-4 -4 -4
cleaning	-9 0 6
clear	-12 -5 -7
clear search	-6 -5 -5
clearly	-4 -5 -6
clock _ morning	-6 -3 -3
clock every	-6 -3 -3
close _ i	-4 -3 -2
close _ your	-7 -3 -2
close and	-5 -5 -3
closenes	-3 -6 -3
closet _ i	4 -2 -2
closet _ two	-9 -3 -3
closing	0 -1 4
closing up	-1 -1 3
clothes	-3 2 -6
clothes _ idea	-2 -2 -3
clothes god	-2 -2 -3
coach	-12 8 -3
coach forces	-2 2 0
coach makes	-1 6 0
coast	-3 -2 -2
coat	-3 -3 -3
code	-3 -6 -3
cofe	-8 -9 -12
cofe _ and	-3 -1 -4
cofe _ morning	0 -1 -4
cofe my	-4 -3 -3
cofe this	0 -1 -4
cofe today	-3 -1 -4
cok _ haha	-3 -2 -3
cok tonight	-3 -2 -3
cokies	-8 -4 -12
coking	-8 -3 1
col	-6 -5 -4
colapsed _ has	0 -4 7
colapsed _ is	-2 -2 3
colapsed _ wont	0 -1 7
colapsed and	-2 -3 5
cold	-10 -6 -11
colony	-11 -7 -10
colony _ the	-4 -1 -2
com	-3 -3 -3
come _ tonight	-3 -1 0
come back	-10 -5 -2
come home	-5 -3 -8
comedian	-8 -6 -6
comes	-3 5 -3
comes _ my	-4 8 0
coming	-6 0 -2
coming back	-2 -5 -4
coming out	0 -4 -2
coming son	-9 -9 -7
company	-11 -5 -7
compare	-7 -5 -5
compare _ options	-3 -3 -3
compare the	-3 -3 -3
competition	-6 -4 -2
comunity	-8 -4 -2
concert	-7 -4 -2
concert tickets	-2 -2 -1
conection	-6 -6 -5
confidence	-6 -2 -2
confused	-6 -3 7
contest	-6 -3 -2
continue	-4 -5 -5
continue _ my	-3 -3 -3
continue to	-3 -3 -3
controls	-6 2 -1
controls _ the	-6 2 -2
couch	-5 2 -1
coughing	-9 -7 3
could	-8 -7 -9
could _ die	-4 -4 -4
could _ disapear	4 0 0
could _ for	-8 -1 -1
could die	-9 -4 -2
could not	-11 -6 -8
could scream	-3 -2 -2
courage	4 -1 -3
courage and	-3 -2 -3
cousin	-3 -2 -3
cover	-13 -2 -4
covid	-5 -4 -4
coworker	-9 -8 -7
crash	1 -4 -3
crawling	-4 -2 -5
create	-7 -5 -5
create acount	-5 -4 -4
crescent	-6 -6 -6
cried _ the	-3 -1 0
cried at	-5 -4 -5
crime	-8 -3 -2
crush	-8 -6 -4
crush _ me	-5 -4 -1
crush my	-5 -2 -3
crying	-7 3 3
ctb	12 -3 -2
ctb _ just	3 0 0
cup	-4 0 -4
cupboard	-1 -5 -1
curent	-7 -7 -7
curent pasword	-6 -5 -5
curiosity	-5 -4 -5
curiosity _ does	-6 0 -1
curiosity is	-5 -6 -4
curiosity what	-6 0 -1
cursed	-5 -6 -6
cut	4 -5 1
cut _ bangs	-3 -1 -4
cut _ hair	-2 -1 -3
cut _ loses	-4 -2 -6
cut _ my	-4 0 0
cut _ on	-15 -1 -1
cut _ wrist	-4 0 10
cut my	-12 -4 3
cut on	-2 -1 2
cut the	-7 -1 -2
cute	-9 -10 -9
cuting	8 -4 -6
cuting _ again	3 0 0
cuting _ arms	2 0 0
cuting carbs	-6 0 0
cuting myself	3 0 0
dad	-3 1 2
dad _ and	-2 -2 5
dad _ me	-5 5 -2
dad _ to	-3 -2 -8
dad _ unconscious	0 0 2
dad beats	-1 4 -3
dad colapsed	-1 -4 6
dad says	0 5 0
dad threatened	-3 -3 -3
dads	1 -5 5
dads _ is	2 -4 2
dads _ surgery	-2 0 -1
dads heart	-2 0 -1
daily	-13 -9 -10
daily card	-5 -4 -4
dance	-9 -8 -10
date	-4 -5 -10
date was	-5 2 0
dating	-8 1 -2
daughter _ sad	-2 0 -1
daughter _ to	-5 7 3
daughter tok	-2 -2 3
day _ a	-8 -4 -6
day _ die	4 -1 -2
day _ my	-3 -3 -2
day _ wek	4 0 0
day for	-3 -1 -2
day this	4 0 0
day to	4 0 -1
day when	-10 -5 0
days	3 -7 -6
days _ my	3 -4 -1
days ago	3 0 0
dead	2 -8 -7
dead _ brother	-3 -1 -2
dead _ just	-5 0 -2
dead _ on	-8 -4 -6
dead _ wil	-4 0 0
dead again	-4 -2 -2
dead and	-1 -3 -5
dead my	-3 -1 -2
dead or	-5 0 -3
dead serious	-4 -4 0
dead than	7 0 0
dead tired	-17 -3 -2
deadline	-5 -5 -4
deadline is	-2 -3 -5
dear _ this	6 0 0
death	1 -8 -4
death _ i	-7 -3 -1
death al	6 0 0
death because	5 0 0
death of	-4 -3 -3
debt _ to	3 0 0
debt is	3 0 0
debts	5 0 -2
delayed	-2 -2 -3
delete	-8 -8 -4
delete entry	-5 -4 -4
deleted	2 -7 -5
dentist	-9 -5 -3
deper _ time	4 -2 0
deper than	11 0 -1
deper this	4 -2 0
deply	-9 -4 -4
deposit	-2 -1 -2
deposit back	-2 -2 -2
deserve _ die	8 -2 -3
deserve _ place	-4 -3 -4
design	-13 -10 -10
detergent	-2 -2 3
detergent pods	-2 -2 3
device	-6 -6 -5
did	-3 -5 -8
did _ at	-4 -7 -4
did _ turn	-4 -2 -2
did i	-7 -7 -8
did not	-10 -8 -6
didnt _ !wel	-5 -4 -2
die	6 -5 -2
die _ embarasment	-4 -1 -1
die _ hours	3 0 0
die _ i	-7 -1 0
die _ want	6 0 0
die _ what	6 0 0
die alone	-8 -6 -2
die because	4 0 0
die for	0 -1 -1
die if	-6 -2 0
die lol	-10 0 0
die of	-13 -4 -3
die wil	2 0 0
died	-6 -13 -12
died _ a	-12 -3 -3
died _ i	-9 -2 -1
died _ shame	-2 -2 -2
died _ the	-3 -5 -4
died a	-5 -4 -2
died after	-6 -2 -2
died again	-6 -1 -1
died and	-7 -1 -4
dies	-11 -6 -3
diet	-5 -4 -5
diference	-5 -4 -5
diner party	-2 -2 -7
direction	-9 -4 -4
disapear _ and	3 0 0
disapear _ bali	-4 -2 -1
disapear forever	9 0 0
disapear to	-7 -2 -1
disapeared	6 -3 0
disapeared _ would	5 0 0
disapeared nobody	5 0 0
disapears	-3 -2 -2
disapointed when	4 -1 0
display	-5 -6 -5
display name	-5 -6 -5
distance	-11 -6 -5
dive	-8 -2 -2
dizy	-6 -3 8
do _ and	5 -6 -6
do _ do	-3 0 7
do _ get	0 -1 0
do _ have	8 -7 -5
do _ kil	-3 -1 0
do _ same	-9 -9 -6
do _ say	0 -3 -6
do _ tonight	6 -1 -1
do _ truly	-8 -4 -6
do _ wekend	-7 -6 -5
do i	-8 -6 1
do it	13 -4 -4
do not	-12 -6 -10
doctor	-5 -6 -11
doctor _ me	-5 -3 -1
doctors	-5 -2 -2
does	-1 -4 -7
does _ !ned	-4 -1 -1
does _ hurt	4 -2 -2
does _ oracle	-4 0 0
does _ stil	-3 -5 -4
does _ to	-3 6 -1
does he	-4 -6 -2
does my	-12 -11 -5
does not	-9 -8 -7
does she	-8 -6 -5
doesnt	5 -3 -7
doesnt !know	11 -1 -1
doesnt !let	0 10 0
doesnt !ned	6 -2 -1
dog	-1 -6 -7
dog _ al	-4 -3 -1
dog if	7 1 0
donated	-6 -5 -4
done	-2 -5 -6
done _ actualy	5 0 0
done _ everything	4 0 0
done _ is	2 0 0
done _ it	8 0 -1
done _ life	9 0 -1
done _ my	-5 -5 -2
done _ this	-8 -3 -5
done tonight	3 0 0
dont	7 4 2
dont !have	1 -4 2
dont !think	11 -5 0
dont _ !be	7 -1 -1
dont _ !wake	3 -2 -3
dont _ !who	-2 4 -1
dor	-7 2 -2
dose	10 -2 -2
dose of	10 -2 -2
down	-2 2 -4
down _ left	-2 0 3
down _ sugar	-2 -1 -1
down and	-5 -1 -3
down my	-2 0 3
dramatic	-5 -4 -2
drank	-2 -3 7
drank _ bleach	0 -1 6
drank bleach	-2 0 6
drank kerosene	-2 -2 3
draw	-7 -5 -3
drawer	4 -2 -1
dream	-5 -4 -8
dream _ a	-9 -6 -3
dream _ dreamed	2 3 0
dream _ was	-10 -6 -6
dream captured	-5 -4 -4
dream catcher	-5 -6 -4
dream category	-3 -4 -3
dream deleted	-7 -5 -6
dream i	1 -6 -6
dream journal	5 2 0
dream log	-2 -2 -3
dream my	-9 -6 -1
dream of	-6 -6 -5
dream statistics	-5 -5 -5
dreamed	-4 -4 -6
dreamed _ could	-4 -3 -4
dreamed _ was	-8 -6 -5
dreamed a	-7 -5 -3
dreamed about	-3 -4 -5
dreamed i	-6 -8 -4
dreamed my	-4 -1 -2
dreaming _ a	-5 0 -1
dreams	-4 -9 -11
dreamt	-7 -14 -10
dreamt my	2 -7 -4
drifting	-4 -6 -5
drink	-4 -2 -3
drinking	-9 -5 -1
drive	7 -6 -1
drive _ a	7 0 -1
drive of	7 0 0
driving of	10 0 0
droping _ she	0 -1 3
drown	4 -2 -1
drowned	-4 -8 -7
drowning	6 -10 -3
drowning _ paperwork	-4 -2 -2
drowning _ work	-4 -3 -3
drowning in	-11 -4 -4
drunk	-1 5 -4
during	-5 3 -4
during _ cal	-2 -2 -2
during _ fight	0 4 -1
during _ presentation	-2 -2 -2
during fights	0 5 0
dye	5 -4 -2
dying	0 -10 -7
dying _ a	-4 -3 -3
dying _ do	-7 0 -5
dying _ find	-4 -3 -2
dying _ go	-5 0 -1
dying _ know	-11 -5 -3
dying _ should	-1 -3 -4
dying every	6 -1 -2
dying for	-3 -2 -3
dying how	-7 0 0
dying to	-11 -9 -3
each	-7 -7 -7
each others	-4 -4 -3
earing	-2 -1 -2
early	-11 -6 -7
ease	-6 -4 -3
easier	-9 -5 -2
eat	-8 -7 -8
eat _ and	-4 0 0
ebs	-8 -4 -6
edge	2 -5 -5
edit	-7 -6 -7
efort	-5 -4 -5
electricity	-5 0 0
electricity bil	-5 0 0
element	-4 -6 -2
elevator	-3 -2 -2
elsewhere	-7 -2 -4
email	-3 -7 -7
email _ required	-4 -3 -3
email is	-4 -3 -3
embarased	-10 6 -2
embarasment	-4 -1 -1
emotional	-4 -4 -4
emotional tone	-4 -4 -4
emperor	-6 -6 -2
encrypting	-9 -8 -8
end	1 -8 -5
end _ chapter	-4 0 -3
end _ gym	-3 -1 -1
end _ just	2 0 0
end _ life	7 0 0
end _ own	9 0 0
end _ relationship	-5 -4 -2
end _ tonight	5 0 0
end _ with	-12 -10 -3
end it	15 0 -1
end of	0 -4 -3
end this	-3 -1 -1
ended	-10 -6 -7
ending	4 -9 -4
ending _ that	-12 -7 -12
ending _ this	6 0 0
ending it	13 -1 -3
energy	-9 -5 -6
energy _ and	-2 -3 -3
energy for	-5 0 0
english	-2 -5 -3
enjoy	-6 -4 -4
enough _ the	-5 -5 -5
enough for	-7 -4 -6
enter	-9 -8 -7
enter _ pasword	-3 -2 -2
enter your	-3 -2 -2
entire	-6 -4 -5
entry	-4 -8 -8
entry _ ben	-3 -1 0
entry has	-3 -1 0
entry thank	4 -2 0
er	-6 -1 -3
esay	-5 -6 -7
even _ i	-2 7 -2
even though	-7 0 -1
evening	-8 -3 4
ever	4 -4 -6
ever _ beter	10 -2 0
ever stop	-9 1 0
every	-1 -4 -6
every _ at	-6 -4 -2
every _ day	5 0 -1
every _ i	7 -4 -2
every _ is	-6 -1 -6
every _ this	-3 1 0
every holiday	-3 -2 -2
every night	4 1 0
every single	7 0 -1
every step	-5 -4 -1
every stone	-3 -5 -4
every wekend	-1 3 -2
everyday	-4 -4 -4
everyone	8 -3 -3
everything	2 -5 -4
everything anoys	-5 -4 -3
ex	-9 3 -3
ex _ an	-1 2 0
ex _ me	-2 -5 0
ex is	0 4 -2
exam	-8 -9 -7
exam _ wek	-4 -2 -1
exam next	-4 -2 -1
exam today	-3 -3 -4
example	-3 -3 -3
example com	-3 -3 -3
exit	5 -4 -4
export	-5 -3 -4
export dreams	-5 -3 -4
exs	-5 -2 -1
eyes	-5 -7 3
face	-4 1 8
failed	-2 -5 -6
fainted _ we	-2 -2 3
faith	-6 -6 -6
fal	3 -2 -5
fal _ and	3 0 -1
fal aslep	3 0 -1
faling and	8 -2 -3
faling dream	-4 -2 0
family	-2 0 -9
family trip	-2 -1 0
family wil	3 0 0
far	-2 -5 -4
fascinating	-4 -6 -5
father _ me	-1 13 -2
father beats	0 2 0
father rapes	-1 4 -2
fathers	-4 0 -4
favourite	-14 -4 -3
fear	-6 -6 -6
fear _ unsetling	-3 -3 -3
fear based	-3 -3 -3
feathers	-5 -3 -5
fel	3 -7 2
fel _ and	0 -4 4
fel _ in	-8 -5 -5
fel _ ive	5 0 0
fel _ my	-1 0 -6
fel _ the	-4 -1 5
fel _ wil	-2 0 -2
fel bad	-6 -8 -4
fel beter	-7 0 -7
fel gros	0 0 -3
fel of	-5 -1 2
fel so	-7 0 -1
fel something	7 0 0
feling	-7 -9 -2
feling _ about	-3 -2 -3
feling _ again	3 0 -1
feling _ at	-5 -2 -3
feling _ bit	-4 -2 -3
feling _ today	-4 0 -6
feling a	-4 -2 -3
feling down	-7 -4 -3
feling suicidal	3 0 -1
feling unapreciated	-2 -2 -3
felings	-8 -6 -4
felings _ and	-5 -3 -3
fels _ when	-2 -2 -3
fels so	-4 -4 -4
felt	0 -4 -4
felt relief	5 0 0
fern _ dying	-3 -2 -3
fern is	-3 -2 -3
fet	-4 -5 -6
fet are	-2 -3 -2
fever	-2 -1 3
fields	-6 -7 -7
fight	-13 1 1
fighting	1 -4 -4
fighting _ curent	-2 -2 -2
fighting the	-3 -3 -3
file is	-3 -1 -2
finale	-8 -4 -2
finaly	5 -7 -9
finaly _ the	-9 -2 -4
finaly cut	-4 -7 -6
find _ beter	-1 0 0
find _ lost	-2 -1 -2
find a	-7 -2 -3
find love	-6 -2 -3
find me	8 1 0
find my	-4 -3 -3
finds	-9 -1 -6
finds _ i	-5 -5 -2
finds out	-5 1 -2
fine	1 -2 -6
fine now	-3 -8 -9
fingers	-4 4 -5
finish _ thesis	-3 -2 -3
finished	-12 -6 -9
finished a	-4 -2 -3
fire	-6 -4 1
fired	-6 -1 -1
first	-6 -8 -9
first _ in	7 0 0
fish	-8 -7 -6
fish _ and	-1 0 -2
fish died	-2 -1 -3
fit	-6 -2 -1
fiting	3 -2 4
fiting _ the	-2 -3 4
fixed	-9 -6 -5
flake	-9 -2 -3
flexibility	-7 -9 -6
flight	-8 -6 -4
flight _ delayed	-2 -2 -3
floating	1 -4 -3
flor	9 -6 8
flor and	3 -2 6
flow	-7 -5 -7
flow with	-4 -3 -4
flowing	-6 -2 -3
flu	-10 -6 -4
focus	-5 -3 -6
focus on	-4 -3 -1
fod	-9 0 -2
folow	-10 -6 -6
folow up	-6 -5 -5
folowed	-9 -2 -8
folowed up	-7 -6 -7
folowing	-2 4 -1
folowing me	-2 4 -1
for	0 -4 -5
for _ flight	-3 -7 -6
for _ grades	0 4 0
for _ haircut	-3 -1 -2
for _ is	-8 -5 -3
for _ keys	-8 -2 0
for _ kids	-9 2 0
for _ second	6 0 0
for _ to	2 -3 -7
for _ today	-4 -5 -8
for _ vacation	-2 0 -2
for _ wek	-2 -5 0
for _ wekend	-10 -2 -3
for _ weks	-7 -7 -3
for _ years	-5 -5 0
for a	-4 -4 -5
for bad	0 4 0
for everything	8 -2 0
for god	9 0 0
for her	-12 5 -10
for him	-6 0 0
for me	0 -5 -1
for my	-6 -3 -6
for real	5 0 0
for this	-9 -10 -8
for today	-7 -3 -5
for us	-5 -4 -7
for what	-1 -3 -2
for you	-4 -1 -1
forced	-9 4 -2
forever _ never	1 0 0
forever _ not	8 0 0
forever _ this	-6 -3 -2
forever and	4 0 0
forgive	4 -3 -3
forgive _ for	6 -1 0
forgive _ friend	-4 -3 -3
forgive me	5 -4 0
forgive my	-4 -3 -3
forgot	-12 -5 -6
form	-8 -4 -9
forming	-6 -5 -7
fortune	-6 -7 -3
forums	6 0 0
forward	6 -4 -7
fot	-9 -5 -3
fotbal	-2 -3 -1
four	-4 -4 -1
fr nothing	6 -1 -2
frelance	-3 -3 -3
friday _ beter	-3 0 0
friday be	-3 0 0
fried	-4 -3 -6
friend _ at	0 -1 4
friend _ i	-4 -2 -3
friend _ overdosing	-1 0 5
friend _ the	-2 -2 -1
friend _ to	-5 0 0
friend _ turning	0 0 5
friend group	-8 -1 -5
friend overdosed	0 -1 4
friendly	-5 -6 -4
friends _ be	-1 -2 -2
friends _ died	-5 -3 -5
friends brother	-3 -3 -3
friends dad	-4 -5 -6
friends or	-1 3 -2
friends party	-1 -2 -2
from _ cards	-9 -5 -2
from _ parking	4 0 0
from _ penguin	-5 -1 -1
from _ wil	-4 -4 -2
from date	-8 -6 -5
from home	-3 -5 -2
from this	-7 -3 -2
front _ a	7 -4 -1
ful	-2 -6 -2
fun	-12 -6 -8
further	-8 -3 -8
future	-9 -6 -7
game	-7 -5 -8
game _ night	-3 -1 -2
games	-5 -7 -3
garage _ friday	4 0 0
garden	-9 -6 -5
gas	-4 -4 7
gather	-9 -5 -3
gave	3 -10 -3
gave _ my	6 0 -1
gave away	-4 -6 -7
gave me	-10 -6 0
gave my	14 0 -1
generosity	-7 -6 -6
generous	-9 -6 -7
gentle	-8 -6 -5
gentle _ once	-3 -3 -3
gentle at	-3 -3 -3
gently	-7 -8 -7
gently and	-6 -6 -6
gesture	-6 -6 -2
get	0 -3 -4
get _ apartment	-4 -4 -3
get _ deposit	-2 -2 -2
get _ internship	-3 0 -1
get _ scholarship	-4 -3 -4
get along	-2 -7 -5
get the	-7 -6 -2
geting _ and	-4 -3 -4
geting _ i	4 0 0
geting old	-4 -3 -4
gets _ and	-2 10 -2
giant	-5 -5 -6
gibous	-6 -6 -6
gifts	-5 -6 -1
girlfriend	-2 4 -3
girlfriend threatens	-2 5 0
give	-5 -8 -6
give _ for	-4 -2 -2
give thanks	-4 -1 -1
given _ most	7 0 0
given away	3 -2 -1
gives	-2 6 -1
gives me	-2 6 -1
giving	-2 -2 -3
glide	-4 -4 -5
go	8 4 -4
go _ login	-6 -5 -6
go _ said	5 -2 0
go _ the	-7 -2 -4
go _ you	-6 -5 -6
go frelance	-3 -3 -3
go im	5 1 -3
go okay	-4 -3 -4
go smothly	-9 -4 -7
go tomorow	-2 -1 -1
go wel	-14 -4 -1
god	-2 -4 -4
god _ or	-4 0 0
god _ se	-2 -3 -2
god _ this	-3 -1 0
god bok	-3 -1 0
god for	-7 -4 -2
god idea	-5 -1 -1
god let	3 0 0
god life	-4 -8 0
god news	-4 -3 -3
god things	-3 -4 -1
god time	-5 -2 -2
godbye	14 -3 -4
godbye _ you	4 0 0
godbye thank	4 0 0
godbyes	6 -2 0
gogled	7 0 -2
going _ a	3 -2 0
going _ be	-4 -2 -1
going _ drive	9 0 -1
going _ end	10 0 0
going _ hang	6 0 0
going _ overdose	3 0 0
going _ swalow	3 0 0
going _ walk	4 0 0
going in	-2 -2 -2
going on	3 -2 0
going to	1 -8 -6
gona	-2 -4 -3
gona _ myself	8 -2 -2
gona die	-9 -2 -2
gona kms	7 -2 0
gona of	8 -2 -3
gona take	9 -1 0
got	-4 -7 1
got _ botle	4 0 -2
got _ first	-3 -1 -2
got _ ready	4 0 0
got enough	3 0 -2
got to	-2 0 0
grabed	0 5 -1
grabed _ by	0 4 -2
grabed me	0 4 -1
grabs	-3 8 -3
gran	-5 1 0
grandad	-3 -2 -4
grandma	-4 -6 0
grandma _ last	-7 -6 -4
grandma died	-2 0 -3
grandmas _ is	0 -1 3
grandmas face	0 -1 3
grandmothers	-9 -5 -4
grandpa	-4 -5 4
grandpa _ away	-2 -2 -5
grandpa _ peacefuly	-2 -1 -3
grandpa died	-2 -1 -3
grandpa pased	-4 -2 -4
granted	-4 -3 -3
granted _ suport	-4 -3 -3
granted by	-4 -3 -3
granting	-9 -8 -9
grateful	-9 -4 -4
grateful _ the	-9 -3 -3
grateful for	-7 -5 -4
gratitude	-7 -8 -5
great	-6 -4 -4
grey	-1 -1 2
grey and	-2 0 0
grieve	-5 -3 -3
gros	0 0 -3
gros _ i	0 0 -3
gros wil	0 0 -3
ground	-3 -8 -4
ground _ you	-5 -2 -4
group	-8 -5 -6
group project	-5 -2 -3
grow	-5 -5 -3
growing	-10 -12 -8
grows	-7 -3 -4
growth	-9 -5 -6
growth is	-4 -3 -5
grumpy	-5 -7 -3
guidance	-6 -6 -6
guidance from	-5 -1 -1
guided	-4 -5 -4
guiding	-3 -4 -5
guitar _ my	4 0 0
gun	4 1 -2
gun _ loaded	5 -1 -3
gun in	2 0 0
guy	-9 3 -1
guy from	0 10 -1
guys	-7 -9 -4
gym	-7 -4 -4
gym _ kil	-3 -2 -2
gym membership	-3 -1 -1
gym to	-3 -2 -2
habits	-4 -4 -3
had	-3 -8 -9
had _ faling	-4 -2 0
had _ nightmare	-2 -7 -2
had a	-7 -4 -7
had an	-3 -7 -4
haha	-10 -10 -6
hair	-10 -3 -8
haircut	-2 -7 -6
hamster	-6 -6 -10
hang myself	6 0 0
hapened	-5 1 -1
hapened since	-8 -6 -7
hapens	8 1 -2
hapier _ me	5 -2 -1
hapier without	5 -2 -1
hapy	0 -3 -2
hard	-9 -1 -7
harm _ high	-2 -1 0
harm in	-4 -1 -1
has	-4 -2 3
has ben	-13 -1 -10
hasnt	3 -2 -1
hate _ and	4 0 0
hate _ body	8 -1 -1
hate _ job	-1 -1 -2
hate myself	5 -2 -2
haunted	-6 -6 -4
have	2 4 -3
have _ al	-2 1 3
have _ me	-3 -2 -1
have _ pils	12 -1 0
have _ secret	-4 -3 -3
have _ with	-5 -5 -2
have kids	-3 -2 -1
have no	9 0 3
have the	6 -1 0
having	-6 -1 6
having _ heart	-3 0 8
having _ seizure	0 -1 4
having _ stroke	-9 -1 4
having a	-11 0 9
having chest	0 -2 5
he	-2 14 1
he _ hel	-2 3 -2
he _ hits	-2 4 0
he _ in	-3 2 -1
he _ its	0 2 1
he _ last	2 0 0
he _ me	-2 5 -1
he _ not	-7 -3 1
he _ one	-3 -1 -3
he _ reborn	-2 -1 -3
he _ think	-4 -4 -2
he _ when	-2 4 -2
he came	0 4 -3
he change	0 7 0
he choked	0 2 0
he forces	-3 11 0
he grabed	0 4 -1
he has	5 6 -1
he is	-1 -3 2
he likes	-3 -2 -1
he only	-2 4 0
he said	-6 5 -1
he the	-2 -4 -3
he threatened	-3 4 0
he tok	-2 -2 3
he wil	0 5 0
headache	-6 -6 6
health	-12 -4 -5
healthy	-1 -5 -3
hear	-12 -1 -2
heard	-9 -4 -5
heart	-4 -11 -5
heart _ go	-2 0 -1
heartbroken	-10 -11 -6
heat	-9 -6 -6
heavily	-1 -1 9
heavily _ much	0 0 3
heavily so	0 0 3
heavy	-1 -5 -2
hel	-1 5 -2
hel _ me	-3 0 -1
hel do	-4 5 0
hel hurt	-2 3 -2
help	-5 -3 2
help without	-6 -4 -5
helped	-9 -6 -7
her _ is	-4 -4 9
her _ the	-8 -3 -1
her _ was	6 0 0
her fod	-3 -2 -2
her i	-4 -1 -2
her it	4 0 0
her medicine	-2 -2 3
her was	-3 -3 -2
here	0 -2 -7
here _ a	-7 0 -1
here _ longer	3 0 0
here much	3 0 0
heroin	-2 -2 4
hes	-4 3 9
hes _ again	0 4 0
hes _ and	-2 -6 2
hes _ now	-3 4 -5
hes _ realy	-1 -2 3
hes _ to	-6 0 -5
hes angry	0 5 -1
hes bleding	0 0 2
hes coming	0 5 -1
hes stil	0 13 0
hide	1 -3 -6
hide paterns	-5 -5 -4
high enough	11 -3 -4
high schol	-5 -5 -1
him _ he	-1 6 0
him _ i	-5 -2 0
him angry	-2 4 0
him go	-5 -2 -3
him how	-6 -1 0
him in	-4 -4 -3
him to	-7 -4 2
his	-6 0 5
his _ are	0 -5 11
his _ how	-5 0 -4
his _ with	-1 6 -4
his belt	0 3 0
his chest	-1 -2 4
his life	-5 0 -2
his lips	0 0 7
his slep	-2 -2 -5
his throat	0 -2 3
history	-7 -10 -10
hit _ head	0 -5 3
hit _ wal	-4 -2 -3
hit _ when	2 -5 -2
hit _ with	-1 7 0
hit a	-4 -2 -3
hit the	4 -7 -4
hits	-2 5 -3
hits _ when	0 5 0
hits me	-2 4 -5
hold	-1 -2 -4
hold _ breath	4 0 0
hold my	11 -4 -4
hold your	-12 -8 -6
holiday	-5 -3 -2
home	-6 5 -3
home is	-7 -2 -3
home today	-2 -2 -2
hometown	-3 -2 -3
homework	-7 -8 -6
honestly	2 -7 -4
honestly _ be	4 0 -1
honestly _ i	-3 -2 0
honestly i	11 0 0
honestly id	4 0 -1
honestly im	4 -2 0
honour	-8 -9 -7
honours	-6 -2 -2
hope	6 -4 -4
hoping	5 -3 -4
hoping _ just	3 -1 -2
hoping _ wil	4 -1 0
hoping something	4 -1 0
horizon	-7 -4 -7
horor	-7 -4 -4
horor movie	-2 -4 -4
hotline	-7 -1 -1
hour	3 -4 6
hours	-6 0 -1
house _ i	-4 0 -2
house _ me	0 3 0
house _ the	-6 0 -2
house and	-3 4 -1
house the	-4 -3 1
how	6 -6 -8
how _ fel	-9 0 0
how _ i	-6 -6 -6
how _ paracetamol	3 0 0
how _ sleping	4 0 0
how _ unalive	2 0 0
how _ you	-14 0 -1
how are	-2 -1 -3
how can	-7 -2 -3
how did	-4 -2 -2
how do	-5 -4 -6
how many	5 0 -3
how much	4 0 0
how you	-5 0 -2
hug	-8 -7 -3
humidity _ kiling	-4 -4 -6
hungover	-7 -1 -3
hungover i	-7 0 0
hungry	-3 -1 0
hurt _ back	-8 -3 -4
hurt _ drown	3 -2 -2
hurt _ when	1 -5 0
hurt if	4 0 0
hurt myself	10 0 0
hurt to	4 -2 -2
hurting	2 -2 -1
hurting myself	5 -2 -1
hurts	0 -1 -8
hurts _ the	-5 -5 -5
hurts _ when	0 5 0
husband	-2 6 3
husband _ and	-2 -3 4
husband _ having	0 -3 4
husband _ me	-4 5 -1
husband beat	0 7 0
husband hits	0 7 0
husband is	-4 4 0
husband punched	0 7 -6
husband raped	0 6 0
husband slaped	0 3 -1
husband threatened	0 3 0
husbands	-1 -4 2
i	9 4 1
i _ !breathe	-5 -4 6
i _ !came	3 -1 -1
i _ !get	-5 -1 -13
i _ !ned	4 0 -1
i _ !slep	-2 4 -4
i _ 30	-2 -2 3
i _ alone	-3 -2 0
i _ another	-3 -6 0
i _ at	-1 -5 -6
i _ be	7 0 0
i _ ben	7 -3 -7
i _ beter	-5 -2 -3
i _ bleach	-5 -4 10
i _ breathe	-6 0 -1
i _ cant	5 0 0
i _ die	0 -4 -1
i _ dying	-5 -4 -1
i _ existing	5 -1 0
i _ faling	-4 -3 0
i _ finished	-3 -2 -3
i _ first	-4 -3 -1
i _ for	-12 -1 -2
i _ frelance	-3 -3 -3
i _ god	-9 -4 -1
i _ grandma	-3 -2 -4
i _ gros	0 0 -3
i _ held	-8 -9 -10
i _ her	-1 -4 -1
i _ here	8 -2 -2
i _ his	2 -8 -4
i _ home	-5 -6 -3
i _ hurting	4 -2 -2
i _ i	5 -4 -1
i _ if	1 -1 0
i _ il	5 -1 0
i _ imagining	4 -2 -1
i _ in	-7 -6 -3
i _ jump	5 -2 0
i _ kids	-5 -2 -6
i _ kiled	-5 -8 -6
i _ laughing	-4 -3 -1
i _ love	-5 -2 -2
i _ my	0 -5 -4
i _ myself	6 -6 -2
i _ now	7 0 0
i _ on	1 -4 -1
i _ online	0 4 0
i _ out	-8 3 -2
i _ procrastinating	-6 -2 -2
i _ raped	-2 4 -2
i _ risk	-3 -6 0
i _ scream	-3 -2 -2
i _ sel	-4 -2 -2
i _ smal	-4 -4 -2
i _ so	-4 -2 -6
i _ stop	-5 0 -1
i _ swalowed	-8 -1 -1
i _ taking	0 -4 -3
i _ the	1 -3 -5
i _ thinking	6 0 0
i _ today	7 -3 0
i _ tok	-3 0 4
i _ vanish	6 -1 0
i _ weds	-3 -1 0
i _ what	-3 2 -4
i _ where	5 -1 0
i _ with	-10 -6 -6
i _ words	6 -3 -2
i _ wrong	-7 -5 -5
i adopt	-4 -2 -2
i am	0 -1 -3
i apologize	-5 -3 -5
i be	0 -5 -3
i bought	0 -5 -4
i burn	5 0 0
i burned	-7 -9 -10
i cal	-6 2 0
i carved	6 -2 -2
i change	-2 -1 -1
i could	-9 -5 -4
i cried	-5 -6 -6
i crush	-5 -2 -3
i cut	-7 -6 -2
i died	5 -6 -1
i do	1 -1 5
i end	-1 -4 -2
i ever	-2 -5 -5
i find	-8 -2 -2
i finished	-4 -3 -4
i folow	-5 -2 -3
i forgive	-5 0 -3
i forgot	-8 -3 -5
i found	-8 3 -2
i get	-8 -3 -3
i give	-7 -5 -3
i go	-7 4 -2
i gogled	6 0 -2
i going	-5 -3 -3
i had	-6 -6 -6
i havent	-3 -1 -4
i honour	-9 -5 -5
i kep	7 0 -3
i kil	4 -6 -1
i learn	-9 0 -3
i leave	8 9 -4
i let	-8 -8 -5
i like	-9 -8 -5
i loved	6 -1 -2
i make	-10 -1 -1
i mary	-3 -4 -6
i met	-6 0 -1
i mis	-6 -6 -5
i move	-6 -4 -6
i nearly	-4 -6 -4
i never	-6 1 -2
i no	10 -2 0
i open	-4 -5 -2
i overdosed	-7 -1 5
i pas	-10 -3 -3
i pased	-5 3 -1
i quit	-8 -5 -2
i reach	-7 -6 -3
i said	-7 4 -3
i say	-2 1 -6
i se	2 -5 -4
i sel	-4 -4 -2
i send	0 5 0
i shot	-4 -6 -2
i sign	-3 -2 -1
i slay	-3 -3 -3
i speak	-5 -1 -5
i stab	-3 -8 -1
i stay	-4 4 -1
i stil	-2 -6 -5
i stod	4 0 0
i stoped	7 0 -1
i switch	-4 -4 -2
i take	-4 1 -1
i tel	-4 3 -4
i tok	0 -7 9
i trust	-4 -6 -2
i try	-4 -3 0
i vanished	6 0 0
i volunter	-6 -2 0
i wana	3 -6 -1
i want	1 -5 -5
i wear	-4 -4 -3
i welcome	-3 -2 -5
i wil	7 -3 -1
i win	-2 -2 -1
i wish	5 -2 -2
i woke	8 -2 -1
i wonder	4 0 0
i wont	14 -5 -1
ice	-13 -6 -8
id _ be	4 -1 -2
id _ beter	6 -2 -2
id _ for	-5 -2 -3
id be	6 -2 -2
id die	-10 -1 -1
id just	4 0 0
idea	-5 -3 -3
idea or	-3 -2 -2
if	7 4 -2
if _ be	5 0 0
if _ die	5 0 0
if _ get	-4 -3 0
if _ gone	8 -2 0
if _ has	-10 -2 -1
if _ jump	4 0 0
if _ kids	4 0 0
if _ kiled	3 0 0
if _ likes	-3 -2 -1
if _ never	3 -1 -1
if _ reading	6 0 0
if _ take	3 -1 0
if _ tel	-2 4 -2
if _ vanished	6 0 0
if he	-2 -7 -1
if i	4 4 -2
if im	7 -2 -1
if something	-4 -5 -6
if we	-3 3 0
if youre	6 0 -1
il _ it	8 0 0
il take	8 0 0
iluminated	-4 -4 -6
im	3 2 0
im 11	-1 7 0
im 16	-3 3 -1
im 35	-6 -1 -2
im _ !going	6 -1 0
im _ a	-3 -3 -2
im _ about	9 -5 -3
im _ and	5 -5 2
im _ anoyed	-4 -6 -5
im _ bored	-4 -2 -1
im _ do	10 0 0
im _ done	6 -2 -3
im _ dying	-4 -1 -4
im _ here	7 -2 -2
im _ in	-1 -3 -4
im _ is	-4 -3 0
im _ my	-2 0 -6
im _ on	1 -2 -3
im _ scared	0 4 -4
im _ serious	-4 0 0
im _ sory	5 0 0
im _ this	0 7 0
im _ tonight	4 0 0
im _ waiting	5 -3 0
im _ when	4 -1 0
im _ wil	-6 1 -5
im _ with	4 -2 -1
im a	-6 -5 -10
im afraid	-4 7 0
im being	-5 8 -5
im dead	-2 -5 -6
im done	9 -3 -2
im drowning	-1 -5 -3
im dying	-7 -6 -2
im fine	-3 -5 -4
im geting	-6 -4 5
im going	5 -5 -4
im gone	15 -3 -1
im having	-5 -1 10
im heartbroken	-4 -2 -2
im just	2 -1 0
im literaly	-4 -4 -4
im not	10 -3 -3
im planing	7 2 -1
im scared	-4 4 3
im sick	-12 -3 -4
im sory	7 0 -1
im standing	9 0 0
im stil	-1 -4 2
im thankful	-6 -6 -8
im thinking	7 0 -1
im tired	9 -3 -2
im woried	-3 -2 -5
images	-10 -7 -8
imagining	5 -2 -1
imagining _ own	4 -2 -1
imagining my	4 -2 -1
importing	-9 -8 -9
in _ acident	-3 -2 -3
in _ and	3 -5 -4
in _ anime	-2 -2 -3
in _ bath	5 -2 -2
in _ building	-4 -4 3
in _ dream	3 -5 -3
in _ first	-8 -4 -6
in _ garden	-9 -3 -4
in _ hand	9 -1 -2
in _ knocking	-1 7 0
in _ new	-9 -3 -3
in _ not	-7 -3 -4
in _ or	-6 -4 -1
in _ pencil	6 -1 0
in _ plane	-2 -3 -2
in _ the	-2 -2 -2
in _ this	-6 -4 -3
in _ to	-6 -3 -3
in _ wil	-10 -6 -5
in _ without	-8 -6 -1
in a	-6 -4 -6
in ages	5 0 0
in and	-4 0 -4
in gold	-2 -2 -3
in high	-2 -5 -1
in its	-3 -2 -2
in june	-3 -2 -2
in law	-7 0 -3
in my	3 -3 -6
in one	-6 -4 -3
in order	4 0 -1
in paperwork	-4 -2 -2
in return	-3 -3 -4
in silom	-5 0 -1
in tarot	-8 -2 -2
in this	2 -6 -3
in what	-6 -7 -7
in work	-4 -3 -3
inbox	-5 -4 -3
included	4 -1 0
information	-6 -6 -8
inside	-11 -7 -4
insulin	9 -3 -5
insurance	6 -7 -3
internship	-5 -5 -6
interview	-9 -4 -6
interview go	-2 -1 -1
into _ god	-3 -1 0
into a	-7 -5 -9
invalid	-6 -6 -6
invalid username	-5 -4 -5
invest	-9 -6 -4
invest _ gold	-2 -2 -3
invisible	-6 -3 -4
inward	-9 -5 -5
ipad	-7 -5 -6
is _ !a	-5 -1 -3
is _ !responding	-2 -2 3
is _ !valid	-3 -2 -4
is _ a	0 -6 2
is _ abuse	-1 4 0
is _ and	-1 -5 2
is _ at	-3 -5 -7
is _ bad	0 -8 0
is _ beter	8 0 0
is _ blue	0 0 5
is _ chest	0 -3 5
is _ cursed	-4 -5 -5
is _ dead	-6 -4 -5
is _ heavily	0 -1 5
is _ how	-12 -8 -8
is _ i	4 -2 -1
is _ in	-7 -6 -7
is _ is	-4 -1 1
is _ just	-3 1 4
is _ last	5 -1 0
is _ leson	-2 0 0
is _ lol	-8 -7 -4
is _ money	-4 -5 -6
is _ murder	-5 -2 -3
is _ my	-2 -1 -1
is _ of	-5 -5 2
is _ on	-6 -6 6
is _ question	-2 -2 -2
is _ relationship	-4 -3 -3
is _ selfish	5 0 0
is _ so	-4 -3 0
is _ teacher	-7 -6 -5
is _ thank	4 0 0
is _ that	-8 -6 -7
is _ the	-4 -9 -7
is _ they	-5 2 0
is _ thinking	-3 -3 -3
is _ to	-9 1 -5
is _ transformation	-4 -4 -4
is _ wek	-4 -2 -7
is _ what	-4 -4 -5
is _ wil	-6 -4 -7
is a	-4 -11 -9
is alergic	-4 -2 1
is broken	-4 -2 2
is built	-2 -1 -3
is closing	-1 -1 3
is coming	-2 -6 -3
is dead	-9 -6 -7
is dying	-1 -4 -6
is empty	-5 -2 5
is folowing	-1 6 -1
is ful	-4 -3 -4
is going	-4 -2 -1
is he	-9 -6 -5
is it	0 -3 -3
is kiling	-2 -8 -3
is loaded	5 -1 -3
is my	-5 -12 -8
is no	4 -4 -3
is not	-12 -7 1
is now	-4 -2 2
is over	-9 -5 -6
is overdosing	-1 0 5
is required	-6 -4 -5
is sad	-2 0 -2
is she	-3 -5 -6
is so	-2 -4 4
is someone	-3 -3 -3
is something	-1 -5 -4
is the	1 -4 -5
is this	-3 -1 5
is to	-2 -4 -6
is today	-2 1 -8
is turning	0 0 5
is unconscious	-1 -1 4
isnt	7 -3 3
isnt !breathing	-1 -1 10
it _ !stop	-3 -2 5
it _ and	0 -8 -4
it _ be	5 -1 -3
it _ i	-8 -2 -2
it _ in	-5 -4 -3
it _ late	-3 -2 -2
it _ long	6 0 0
it _ not	0 -2 -5
it _ now	-4 2 -5
it _ quarter	-2 -4 -3
it _ tbh	3 0 0
it _ tel	9 0 0
it _ the	-8 -4 -5
it _ to	5 -4 -4
it _ wekend	6 0 0
it _ you	-4 -2 -2
it a	-6 -3 -1
it bad	-6 -2 -2
it comes	-3 -3 -3
it does	-3 -1 -1
it every	5 0 0
it fels	1 -5 3
it get	-9 -1 -1
it helps	-8 -4 -6
it hurt	6 -1 -1
it in	-5 -4 -2
it is	-4 1 -9
it isnt	3 0 0
it just	-6 -12 2
it loks	-2 -6 -7
it makes	-6 -2 -2
it more	13 0 0
it myself	6 0 0
it on	7 -1 -3
it orient	-3 -2 -3
it out	-2 -5 -2
it pased	-2 0 -1
it resonated	-6 -5 -6
it right	-5 -3 -6
it selfish	5 0 0
it simply	-10 -4 -5
it this	6 -3 -1
it to	4 4 -2
it tonight	5 -3 -1
it turn	-5 -3 -2
it up	-1 0 0
it was	2 -3 0
it wil	1 -2 -2
it with	-1 -7 -6
it wont	-2 -2 5
its _ a	-7 -5 -5
its _ and	-4 -7 -4
its _ secret	-2 4 0
its _ to	3 -2 -2
its _ two	3 0 0
its al	-4 -2 0
its geting	9 0 0
its nothing	-7 -2 2
its only	-7 -5 -4
its our	-2 4 0
its spurting	0 0 8
its time	8 -10 -2
ive	14 -5 0
ive _ away	3 -2 -1
ive _ carving	3 0 0
ive _ enough	3 0 -2
ive _ out	4 -1 -1
ive _ stockpiling	3 0 -1
ive given	3 -2 -1
ive never	-5 -1 2
ive worked	4 -1 -1
japan _ smothly	-2 -2 0
japan _ year	-2 -1 -3
japan next	-2 -1 -3
job	-12 -5 -6
job _ move	0 -3 -3
job is	-7 -4 -2
join	9 -2 0
join the	-5 -2 0
journal	-2 -3 -10
journal _ has	-3 -1 0
journal entry	-1 -4 -2
journal my	-6 -1 -6
journal today	-2 -1 -2
journey	-10 -3 -6
joy	-8 -5 -6
judge	-4 -2 -2
jump	6 -7 -1
jump _ my	10 0 0
jump _ this	-3 -1 -1
jump at	-5 -3 -4
jump from	7 0 0
jump of	12 0 0
jump on	-3 -1 -1
jump should	5 -2 -1
jumped _ a	-3 -4 -2
jumping _ front	3 0 0
jumping _ my	4 0 0
jumping in	3 0 0
jumping of	5 0 0
just	5 -6 0
just _ !wake	4 0 0
just _ a	-11 -2 -2
just _ into	8 0 0
just _ of	-4 -4 -2
just _ one	8 0 0
just _ se	7 0 0
just _ test	-3 -2 -3
just _ under	4 0 0
just being	-5 -2 0
just cant	5 0 0
just die	-3 -3 -3
just disapear	4 0 0
just end	6 0 0
just got	-7 0 7
just not	12 0 -1
just swalowed	-3 0 5
just tel	10 0 0
just tok	-5 0 8
karaoke	-7 -5 -1
kep	3 -3 -5
kep _ and	-7 -4 -4
kep _ at	1 -5 -1
kep _ in	-1 0 0
kep imagining	4 -2 -1
kep thinking	9 0 0
keps	-1 4 -4
keps _ me	-2 4 0
keps dying	-5 -3 -2
kept	-12 -3 -6
kerosene	-2 -2 3
kid	-10 -4 1
kid and	0 -4 -4
kidney	-7 -4 -3
kids	-3 -2 2
kids and	-5 0 -1
kids how	-8 0 0
kil	-3 1 -6
kil _ dog	-2 3 0
kil _ if	-7 -8 0
kil _ in	-3 -1 0
kil _ project	-3 -2 0
kil _ self	10 -5 -4
kil _ this	-2 0 0
kil _ tonight	3 0 0
kil it	-4 -4 -2
kil me	-4 -1 0
kil myself	13 -2 -2
kil weds	-3 -1 0
kiled _ at	-7 -5 -4
kiled _ exam	-3 -3 -4
kiled it	-9 -5 -5
kiled my	-6 -6 -7
kiled myself	3 0 0
kiler	-5 -6 -5
kiling	-6 -9 -4
kiling _ with	-6 -2 -2
kiling it	-5 -4 -2
kiling me	-10 -7 -2
kiling myself	8 0 -1
kind	0 -7 -10
kind of	-4 -5 -3
kinda	-8 -5 -2
kindly	-5 -4 -4
kindnes	-5 -3 -3
kitchen	-5 -4 0
kitchen _ thinking	5 0 0
kms	19 -6 -7
kms _ fr	3 -2 -2
kms _ whats	3 -2 -2
kms honestly	8 -2 -3
kms seriously	3 -2 -2
kms tonight	3 -2 -2
kne	-8 -2 -4
knife	4 4 1
knife _ just	4 -2 0
knife _ the	5 0 0
knife today	4 -2 0
knocking	-1 7 0
know	2 1 -1
know _ i	-9 6 0
know _ to	-6 -4 -4
knowing	4 -2 -4
knows my	-2 4 -2
lab	-6 -2 -2
land	-5 -4 -2
landlord	-6 0 -5
laptop _ during	-2 -2 -2
larger	-6 -2 -3
last	4 1 -8
last _ after	2 -5 0
last _ deper	4 0 0
last _ does	-4 -1 0
last _ on	3 -2 0
last _ thank	6 -2 0
last _ the	-7 -1 0
last _ today	-7 2 -2
last _ wil	-9 -1 0
last edit	-7 -6 -7
last entry	4 -2 0
last month	-1 4 -1
last question	6 -1 -1
last time	-4 -4 -2
last wek	-10 -1 -12
late	-9 -5 -5
late again	-5 -4 0
late fathers	-3 -2 -1
late to	-4 -3 -1
lately	4 -2 -2
laugh	-4 -6 -4
laughing	-13 -10 -9
laughing _ hard	-4 -4 -1
laughing so	-4 -4 -1
laughter	-6 -7 -3
laughter and	-3 -7 -3
law	-7 0 -3
layers	-6 -5 -3
leaf	-9 -1 -2
learn	-6 0 -3
learn _ drive	-3 -2 -3
learn to	-3 -4 -2
learning	-10 -10 -8
lease	-1 -3 -2
leave _ hometown	-2 -2 -2
leave him	-2 3 0
leave my	-5 -9 -5
leaving _ world	3 -1 0
leaving this	3 -1 0
left	4 -7 -3
left _ note	0 3 0
left a	0 3 0
left arm	-2 0 3
left im	5 -2 -2
leftovers	-6 -5 -2
leftovers again	-6 -5 -2
leg	-7 -6 9
lent	-5 -3 -4
leson _ this	-2 0 0
leson for	-2 0 0
let	-6 -7 -6
let _ be	-7 -5 -5
let _ cal	-4 -2 -2
let _ not	3 0 0
let _ orient	-3 -2 -3
let _ take	-4 -1 -1
let go	2 -3 -1
let him	-5 -2 -2
let it	-5 -1 -1
let love	-6 -1 -2
let my	-4 -3 -3
let something	-3 -2 -2
let the	-4 -5 -3
leters	10 -4 -7
lets	-6 -4 -4
lets the	-6 -5 -5
library	-6 -4 -6
lie	-6 -2 -6
life	8 -4 -1
life _ friday	6 0 0
life _ there	7 0 -1
life and	-3 -3 3
life are	-6 -7 -6
life has	1 -7 -5
life how	-5 0 -2
life insurance	8 0 -3
life on	6 0 0
lift	-5 -4 -5
light	-11 -6 -6
lighter	4 -2 -1
lighter _ to	2 0 0
like	4 -4 -3
like _ acident	8 0 0
like _ again	-12 0 0
like _ boyfriend	-3 -3 -1
like _ only	4 -2 -4
like _ paracetamol	-3 0 4
like _ zombie	-6 -1 -4
like an	7 0 2
like i	3 -2 -1
like my	-9 -4 1
like this	9 -5 -7
likes me	-5 -3 -2
limit	-9 -9 -8
limp	0 -2 5
line	-5 -5 -5
link	-6 -6 -6
link sent	-3 -3 -3
linked	-6 -5 -4
linked reading	-6 -5 -3
lips _ turning	0 0 4
listen	-1 -7 -8
listen _ is	-3 -2 -4
listen _ the	-8 -4 -1
listen inward	-6 -4 -3
lit	-6 -1 -1
literaly	-9 -5 -3
litle cousin	0 -1 -1
live anymore	9 -1 -1
live for	6 -3 0
lmao	-10 -5 -7
loaded	9 0 -3
loaded and	5 -1 -3
loading	-7 -7 -8
loading _ readings	-3 -2 -2
loading your	-3 -2 -2
locked in	-2 4 0
locks	-2 4 0
locks _ in	-1 6 0
locks me	-1 6 0
log	-6 -4 -6
log _ dream	-3 -4 -3
log _ was	-3 0 -4
log a	-3 -4 -2
login	-8 -6 -6
lok _ an	5 0 0
lok beneath	-4 -6 -5
loked up	9 -4 -5
loking	7 -2 -1
loking _ the	6 -1 -1
loks	-5 -6 1
loks _ and	-4 -6 1
lol	-9 -10 -8
lol _ i	-6 -2 -2
lol but	5 0 0
lol i	-8 -2 -5
lol what	-5 -1 0
lol wil	-3 -2 -3
lonely	-7 -5 -5
lonely _ i	-2 0 -1
lonely but	-3 0 0
long distance	-9 -6 -3
long sleves	8 0 0
long trip	3 -2 0
loses	-4 -1 -5
loses _ this	-3 -2 -1
loses with	-3 -2 -1
losing	-6 -4 -4
losing my	-5 -1 0
lost	-5 -8 -8
lost _ notes	-2 -2 -2
lost _ walet	-4 -3 -4
lost earing	-2 -1 -2
lot	-2 -2 5
lotery	-7 -4 -6
loud	-5 -4 -6
love	-6 -7 -8
love _ pls	-3 -2 -3
love again	-4 -1 -1
love is	-3 -1 -6
love life	-5 0 0
love reading	-5 -1 -3
loved	5 -8 -5
loved her	4 -1 -3
loved the	-5 -7 -9
lovely	-5 -2 -1
loyal	-7 -2 -7
luck _ wek	-4 -4 -4
luck to	-7 -3 -2
lucky	-5 -7 -3
lunch	-6 -6 -4
mad	-2 -2 -1
mad _ me	-2 -6 -3
mad at	-2 -6 -3
made	-2 -6 -7
make	-2 -6 -6
make _ son	-5 -2 -4
make me	-6 -4 -2
make sure	6 3 0
makes	-6 -3 -4
makes _ noise	3 -2 0
makha	-5 -4 -4
makha bucha	-5 -4 -4
making	5 -3 0
making _ hapen	2 0 0
mal	-8 -5 -4
man _ my	-3 5 -1
manager	-7 2 -4
many smal	-4 -2 -3
many times	-2 3 0
marathon	-7 -2 -4
market	-3 -6 -2
market crash	-2 -2 -2
marks are	3 0 0
mary	-6 2 -2
mater	-2 -3 -3
maters	-5 -8 -7
maters _ to	-6 -3 0
maters most	-6 -3 0
maths	-5 -1 -1
matres	-2 -4 -3
may	-11 -7 -7
me	0 9 -7
me _ !wake	3 0 0
me _ a	-2 4 -4
me _ and	-9 10 -1
me _ ches	-4 -4 -1
me _ death	-3 -4 0
me _ fights	0 5 0
me _ hes	0 3 0
me _ his	0 3 0
me _ il	2 -2 0
me _ im	-7 -1 -10
me _ is	9 0 0
me _ jump	4 -3 0
me _ love	-6 -6 -7
me _ move	-2 -2 -2
me _ my	-6 1 -3
me _ news	-2 -3 -3
me _ pilows	-4 -4 -3
me _ she	-8 -8 -5
me _ the	-5 8 -1
me _ to	6 0 0
me a	-1 3 0
me about	-2 -6 -2
me again	-9 9 0
me and	-5 4 0
me back	-3 -6 -1
me by	-5 4 -1
me during	0 4 -1
me from	0 4 0
me god	-2 -3 -3
me im	0 -1 0
me included	4 -1 0
me inside	0 5 0
me last	-2 11 0
me mesages	-2 3 -1
me not	9 -2 -2
me now	2 -2 0
me or	-5 -3 -2
me out	-2 0 -2
me sad	-3 -4 0
me should	-3 -1 0
me today	-10 -3 -6
me wants	7 0 0
me what	-1 -7 0
me when	-1 2 0
me with	-3 1 -1
meaning	-14 -6 -9
meaningful	-6 -4 -5
med	-8 -2 1
media and	-6 -3 -4
meds	3 -4 -2
meds _ months	4 0 0
meds _ purpose	4 -1 -2
meds for	8 0 0
meds on	4 -1 -2
meh	-9 -10 -9
melbourne	-10 -5 -3
membership	-4 -7 -6
membership _ tokens	-3 -3 -3
membership or	-3 -3 -3
mentor	-8 -4 -1
mesage	-12 -2 -7
met	-10 -4 -8
met _ new	-2 -3 -5
met _ soulmate	-4 -4 -1
met my	-6 -6 -3
met online	0 4 0
met someone	-5 -1 -1
methods	4 -2 -3
methods _ night	8 0 0
meting	-8 -9 -9
meting _ going	-2 -5 0
meting is	-2 -5 0
midle	-13 -2 -2
might think	-5 -2 -3
minute	-3 -1 -1
minutes	-1 -4 7
mis	-2 -6 -5
mis my	-7 -4 -5
mised	-7 -6 -4
mistake	10 0 6
mixed	-1 -2 7
mixing	10 0 -3
mobile	-5 -5 -4
mobile ap	-5 -5 -4
mod	-10 -7 -9
mod _ required	-2 -2 -2
mod is	-2 -2 -2
modest	-5 -2 -5
mom _ going	0 -6 -1
mom _ having	-1 -2 3
mom _ kil	-5 -1 0
mom _ my	2 -7 -7
mom _ unconscious	-1 -1 9
mom is	-5 -2 0
mom wil	-4 -4 -4
moms painkilers	3 -1 -2
mon	-7 -9 -4
mon iluminated	-4 -4 -6
mondays	-7 -2 -5
money	-5 1 -5
month	2 2 -6
month _ he	-2 4 -2
month _ mis	-3 0 0
month wil	-6 0 0
monthly	-5 -4 -4
monthly membership	-5 -4 -4
months	1 -3 0
months of	-3 -5 0
more	-4 -5 -7
more _ i	4 0 -2
more images	-5 -4 -5
morning and	0 0 -6
most _ you	-9 -1 -2
most to	-6 -3 0
mother fel	0 -1 6
motion	-8 -8 -5
motivation	-9 -11 -7
motorbike	0 -2 4
mouth	-5 -4 2
move	-11 -7 -4
move to	-4 -2 -1
move with	-3 -3 -3
moves	-9 -4 -3
movie	-12 -6 -5
moving	-5 -8 -7
moving _ the	-3 -2 -2
much	2 -6 0
much _ her	-2 -2 3
much _ send	-3 -2 -3
much _ would	3 0 0
much i	5 0 0
much pain	0 0 3
much to	-4 -1 -3
mum	3 -4 7
mum _ and	-2 -2 3
mum _ me	2 5 -1
mum burns	0 8 -1
mum died	-3 -4 -8
mum fainted	-2 -2 3
mums	-3 -4 8
murder	-12 -8 -5
murder _ diner	-2 -2 -1
murder mystery	-2 -3 -3
my	0 6 5
my _ again	4 -5 -7
my _ aprove	-3 -2 -1
my _ arm	-2 0 3
my _ at	-2 2 -5
my _ ate	-5 -3 2
my _ bakery	-4 -5 -4
my _ batery	-6 -4 -3
my _ beats	0 5 -2
my _ but	-2 -3 -3
my _ car	-9 -4 -5
my _ case	6 0 0
my _ character	-4 -6 -5
my _ coking	-5 -3 -5
my _ color	-5 -3 -4
my _ coming	-2 -5 -4
my _ cut	-1 0 6
my _ dead	-5 0 -3
my _ death	-1 -1 0
my _ died	-5 -4 -3
my _ drank	-3 -1 4
my _ earing	-2 -1 -2
my _ every	5 5 -1
my _ family	-4 -3 2
my _ fathers	-3 -4 -1
my _ finaly	-9 -1 -2
my _ for	-4 -3 -1
my _ forgive	4 -5 0
my _ friend	3 -5 -5
my _ get	-10 -3 -3
my _ go	-5 -2 0
my _ god	-4 -5 -7
my _ got	-6 -5 2
my _ grave	-5 -5 -4
my _ group	-9 -3 -3
my _ how	-10 -1 0
my _ hurts	-7 0 -8
my _ i	7 -1 0
my _ im	-3 2 0
my _ insurance	3 0 -2
my _ is	-3 0 6
my _ job	-3 -2 -2
my _ just	4 -3 2
my _ keps	-4 4 -1
my _ last	-3 -1 -1
my _ lost	-5 -6 -5
my _ membership	-3 -1 -1
my _ motorbike	-2 -1 -3
my _ mystery	-4 -4 -5
my _ next	-4 -2 -1
my _ number	-3 -2 -3
my _ old	4 -2 0
my _ on	-6 -5 -4
my _ painkilers	3 -1 -2
my _ pased	-8 -6 3
my _ pils	1 0 6
my _ question	7 -1 0
my _ raped	-2 4 -1
my _ rapes	-1 3 -1
my _ said	-3 2 -2
my _ says	-11 6 -2
my _ scren	-6 -5 -6
my _ should	-3 -7 -4
my _ slaped	0 8 0
my _ so	5 -6 0
my _ stoped	-2 -2 3
my _ survived	-2 -2 -4
my _ swalowed	-4 -4 9
my _ threatened	-5 -3 -1
my _ touched	0 6 0
my _ unles	0 5 0
my _ until	1 -3 -4
my _ was	-10 -4 1
my _ we	-4 -6 -3
my _ were	-6 0 -2
my _ what	-7 -1 -3
my _ wil	-2 -7 -5
my _ with	0 -7 -5
my afairs	4 0 -2
my alergy	-4 -1 -1
my antidepresants	0 -3 -1
my arms	7 -2 -2
my aunt	-5 -4 -1
my baby	-1 -3 7
my balcony	5 -2 0
my bangs	-3 -1 -4
my batery	-6 -3 -6
my best	3 -7 -2
my boring	-3 -3 -3
my bos	-6 -4 -5
my boyfriend	-9 -3 -2
my budget	-6 -3 -6
my building	-4 -4 2
my car	-2 -2 -3
my cat	0 -9 -6
my character	-4 -3 -7
my childhod	-8 -2 -1
my closet	4 -4 -4
my clothes	-3 7 -5
my coach	-3 8 -3
my code	-4 -5 -4
my comunity	-8 -2 -2
my cousin	-2 -5 -3
my crush	-7 -5 -4
my dad	-12 0 3
my dads	4 -5 4
my deadline	-2 -3 -6
my deposit	-2 -2 -2
my dog	2 -1 -4
my dream	-1 -6 -3
my esay	-5 -7 -7
my ex	-9 3 -3
my exam	-7 -4 -5
my exs	-5 -2 -1
my eyes	-2 -2 -4
my family	5 3 -1
my father	-8 4 3
my favourite	-5 -2 -3
my fern	-3 -2 -3
my fet	-3 -5 -4
my fish	-2 -1 -3
my flight	-6 -4 -4
my friend	-4 -8 7
my future	-6 -6 -6
my girlfriend	-5 4 -1
my gran	-5 1 0
my grandma	-11 -6 0
my grandmothers	-5 -4 -2
my grandpa	-2 -4 4
my guitar	11 -3 -4
my gym	-3 -4 -2
my hair	-9 -3 -6
my hands	0 -3 -2
my heart	1 -9 -3
my hometown	-3 -2 -3
my husband	-1 5 3
my husbands	-2 -4 2
my insulin	3 -1 -1
my interview	-4 -3 -1
my journal	-9 -8 -6
my last	7 -6 -3
my late	-7 -8 -4
my lease	0 -3 -1
my left	-2 0 3
my leg	0 1 4
my leson	-2 0 0
my life	6 -5 2
my loses	-4 -1 -5
my lost	-2 -1 -2
my love	-9 -4 -2
my lucky	-5 -4 -3
my manager	-4 0 -4
my meds	6 0 1
my mom	0 -5 2
my mum	-5 0 0
my murder	-4 -4 -5
my neighbour	6 5 2
my new	-2 -2 -8
my next	2 -4 -3
my notes	-2 -2 -2
my novel	-10 -6 -3
my ofice	-3 1 -4
my old	-9 -2 0
my own	-2 -5 -6
my parents	4 0 -7
my pasport	0 6 -1
my pencil	6 -1 0
my pils	13 -5 0
my plan	-6 -5 -5
my plants	-2 -8 -4
my question	-6 -2 -3
my reading	-6 -4 -3
my reflection	-6 -6 -6
my rom	3 5 -2
my self	10 -5 -4
my shot	-5 -5 -3
my sister	-2 -8 0
my sleping	0 0 2
my son	-8 -2 4
my sons	-4 2 0
my soul	-2 -5 -8
my soulmate	-4 -4 -6
my stepfather	-2 4 -1
my suicide	8 -2 -1
my tablet	-2 -2 -2
my tarot	-4 -2 -3
my teacher	-5 5 -2
my team	-6 -3 -2
my teth	-7 -6 -4
my things	3 0 0
my throat	-2 3 2
my tongue	-7 -9 4
my train	-8 -5 -5
my trip	-4 -2 -3
my vibe	-4 -3 -3
my visa	-5 -2 -2
my walet	-2 -3 -5
my way	7 0 0
my whole	-2 -1 6
my wil	3 -2 0
my work	0 3 0
myself	11 -6 -1
myself _ and	-4 -2 -1
myself _ my	-6 -3 0
myself _ the	9 -3 0
myself _ this	2 0 0
myself _ want	4 0 0
myself after	4 0 0
myself and	3 -2 -3
mystery	-2 -3 -3
mystery _ party	-2 -2 -1
mystery diner	-2 -2 -1
na	4 -3 -3
name	-2 -2 -3
natural	-9 -8 -5
naturaly	-8 -2 -1
nature	5 -2 -8
near	-1 -7 -8
nearly	-7 -5 -5
nearly _ of	-2 -2 -2
neck	-2 0 2
ned	8 -3 -5
ned _ cut	-7 -3 -1
neighbors	-4 -3 -1
neighbour _ threatening	-2 6 -1
neighbour keps	-2 6 -1
neighbours	-5 -4 1
neighbours dog	-5 -3 -1
nest	-6 -5 -4
netflix	-5 -5 -2
netflix _ wekend	-5 -6 -2
never	3 -5 0
never !came	3 -1 -1
never !come	3 0 0
never !drinking	-7 -1 -3
never !meant	-5 -1 -3
never !of	-9 -5 -5
never !sen	-6 -3 -3
never _ !tequila	-3 -2 -4
never _ !to	-5 -1 -1
new	-12 -6 -5
new entry	-4 -3 -4
new mon	-4 -4 -6
new ofice	-5 -5 0
new ones	-9 -5 -7
new reading	-4 -5 -6
news	-7 -3 -4
next	-3 -2 -1
next _ mon	-3 -3 -5
next month	-7 -3 -6
next new	-3 -3 -5
next step	-8 -2 -2
next year	-5 -2 -2
ngl	6 -2 -2
nice	8 -3 -3
nice but	-4 0 -1
night	4 6 -3
night _ the	-5 -3 -3
night after	2 -5 0
night deper	4 0 0
night i	6 3 0
night shifts	-4 -3 -1
nightmare	-11 -6 -2
no	2 1 -3
no !category	-7 -6 -6
no !longer	-4 -5 -3
no !point	10 -4 -3
no !readings	-5 -4 -3
no !reason	5 -3 0
no !way	5 -4 -4
no _ !living	3 0 0
no _ !yet	-10 -8 -7
nobody	3 0 -4
nobody _ even	9 0 0
nobody _ me	4 0 0
nobody has	11 -1 -1
nodles	-5 -6 -7
noise stop	3 -2 -1
noisy	-8 -8 -5
non	-6 -2 -4
normaly	-3 -4 -6
not	2 -6 -1
not !a	-9 -1 -3
not !authenticated	-6 -5 -6
not !breathing	-2 -2 5
not !eating	3 0 0
not !exist	6 0 0
not !found	-11 -4 -4
not !valid	-3 -2 -4
not !yet	0 -3 -6
not _ !and	0 0 3
not _ !anymore	6 0 0
not _ !ben	2 0 0
not _ !by	-8 -3 -4
not _ !found	2 0 0
not _ !one	-6 0 -2
not _ !protected	-4 -3 -3
not _ !were	-2 0 -1
note	6 -4 -5
note _ not	-3 -2 -4
note is	-2 -2 -2
note or	6 0 0
notes	4 -5 -2
nothing	4 -5 -8
nothing about	-10 -7 -7
notice _ timing	-4 -3 -4
now _ cant	-1 -1 1
now _ dont	3 -2 -1
now _ enough	3 0 0
now _ my	1 -2 -2
now _ the	-7 -2 -2
now _ think	7 0 0
now _ throat	0 4 -2
now almost	3 0 0
now but	0 0 7
now i	-3 -4 0
now just	2 -1 -3
now shes	-1 -4 0
numb	0 -3 4
number	-8 -3 4
of 10	-4 -3 -6
of _ alive	8 -2 -1
of _ and	3 -5 1
of _ anime	-2 0 0
of _ balcony	4 0 0
of _ boring	-2 -3 -3
of _ couch	-3 -1 -2
of _ for	1 -5 -7
of _ if	5 0 0
of _ in	-7 -6 -6
of _ is	-6 -7 -9
of _ it	-5 -6 -2
of _ me	3 -2 0
of _ medicine	-2 -2 3
of _ of	6 0 0
of _ past	-2 -1 -2
of _ proces	-3 -2 -3
of _ right	-7 -2 2
of _ romate	-1 -1 -1
of _ shifts	-4 -3 -1
of _ should	-5 -6 -1
of _ single	-3 -2 -2
of _ sleping	0 -1 4
of _ story	-4 0 -3
of _ today	-10 -3 -4
of _ train	6 -2 0
of closenes	-4 -4 -4
of dead	6 -2 -2
of embarasment	-4 -1 -1
of ending	5 0 -2
of going	6 -1 0
of jumping	4 0 0
of living	8 -3 -2
of me	-1 -2 -1
of my	-3 -3 3
of night	-4 -3 -1
of old	-6 -1 -3
of people	-2 -3 -1
of readings	-3 -3 -4
of shame	-2 -2 -2
of them	-1 -1 -4
of unaliving	3 0 0
of waiting	-8 -5 -7
of you	-4 -4 -2
ofer	-7 -4 -3
ofer _ and	-6 -7 -5
ofice	-4 -3 -6
often	-4 -6 -7
ok _ my	6 0 0
ok with	8 -2 -2
okay	-6 -3 -1
old	-5 -5 -1
old _ god	-2 -2 -3
old _ in	2 -4 -5
old _ wil	-5 -1 0
old car	-9 -2 -6
old motorbike	-2 -1 -3
omg	-3 -2 0
on _ arm	0 5 -2
on _ at	-6 3 -3
on _ couch	-2 2 0
on _ desk	10 -4 -4
on _ glas	0 0 8
on _ holiday	-3 -2 -2
on _ job	-3 -1 -1
on _ leg	4 0 5
on _ long	3 -2 0
on _ rof	11 -1 -4
on _ this	-2 -2 -5
on _ way	7 0 0
on _ wil	-5 -4 0
on chocolate	0 0 -3
on cofe	-3 -2 -6
on cuting	9 -4 -1
on every	-3 -2 -2
on heroin	-2 -1 9
on his	-1 5 -3
on holiday	-4 -2 -4
on i	4 -2 -1
on it	-6 -4 -7
on mondays	-6 -2 -4
on purpose	9 -5 -1
on sunday	-8 -3 -5
on this	-5 -4 -4
on time	-5 -2 -3
once _ gone	7 0 0
one	-2 -6 -3
one _ day	-3 -1 -1
one _ in	-4 -4 -5
one _ please	-4 -2 -4
one _ reading	8 0 0
one another	-5 -4 -5
one card	-4 -2 -4
one i	7 0 0
one line	-4 -5 -8
one today	-5 -5 -3
only _ me	-2 4 0
only hits	-2 4 0
only time	3 0 0
only way	4 0 -2
open	-10 -8 -9
open my	-4 -4 -2
ops	-6 -3 -4
options	-5 -4 -4
or	-4 -6 -7
or _ a	-5 -1 -3
or _ back	-5 -3 -1
or _ i	1 -4 0
or _ it	-2 -1 0
or _ my	-2 3 -2
or go	-5 -3 0
or have	0 4 0
or not	-6 -5 -2
or tokens	-3 -3 -3
or wait	-3 -1 0
or wil	-9 0 0
oracle	2 -2 -3
oracle _ a	-6 -1 -2
oracle _ anyone	5 -1 0
oracle _ i	7 -1 0
oracle about	-5 -1 -1
oracle home	-4 -4 -4
oracle se	-5 -2 -3
oracle wil	5 -1 0
oracles	-6 -5 -5
oracles reading	-3 -3 -3
oracles response	-4 -4 -4
orchid	-4 -4 -4
order and	4 0 -2
ordinary	-5 -5 -7
orient	-3 -2 -3
orient you	-3 -2 -3
other _ notice	-3 -2 -3
others	-7 -7 -7
our aniversary	-7 -8 -7
our secret	-2 4 0
out _ 10	-4 -3 -6
out _ does	-5 -2 -1
out _ hes	0 2 6
out _ life	4 -2 -2
out _ stres	-3 0 -2
out _ to	3 0 0
out _ wek	-6 -3 -3
out _ your	3 0 0
out after	5 0 0
out again	-3 0 -2
out i	-3 -5 -1
out my	-1 -5 -5
out of	-4 -3 -8
out son	12 0 -1
out what	-5 2 -2
out with	-6 0 -1
outside	-4 3 3
outward	-5 0 0
oven	-5 -2 -3
over	-2 -2 -6
over _ head	5 0 0
over and	4 -7 3
over my	1 -2 -1
over this	-10 -12 -3
overdose tonight	3 0 0
overdosed	-7 -7 7
overdosed _ a	0 -1 4
overdosed _ chocolate	0 0 -3
overdosed _ cofe	-3 -1 -4
overdosed _ heroin	-2 -1 9
overdosed at	0 -1 4
overdosed on	-7 -5 4
overdosing _ now	-1 0 5
overdosing right	-1 0 5
overwhelmed	-10 -10 -9
own _ on	2 0 0
own _ to	-2 -2 -1
own funeral	10 -2 -1
own life	6 -2 -1
pace	-6 -3 -6
pack	-1 -3 -4
packs	-4 -4 -4
pad	-4 -4 -2
page	-8 -5 -6
pages	-5 -5 -6
pages _ readings	-3 -3 -4
pages of	-5 -4 -4
pain	4 -3 5
pain _ if	6 0 0
pain _ once	4 0 -1
painles	12 -1 0
pale	-8 -1 3
pan	-1 6 0
paperwork	-6 -2 -2
paperwork at	-5 -4 -3
paperwork this	-3 -2 -2
paracetamol	12 -5 -1
paracetamol _ hour	-3 0 4
paracetamol an	-3 0 4
paracetamol would	3 0 0
parents	4 0 -7
parents beat	0 4 0
parents like	-3 -3 -1
part _ the	-5 -3 -3
parties	-9 -4 -9
partner _ to	-4 3 -2
partner threatened	-2 3 0
partner threatens	-2 4 -2
partners	-5 -5 -2
party	-6 2 2
party _ fun	-1 -2 -2
pas _ driving	-2 -2 -2
pas my	-4 -3 -6
pas the	-5 0 0
pased away	-5 -7 -4
pasphrase	-10 -10 -10
pasport	0 6 -1
pasport and	0 5 0
past	-3 -5 -3
past _ move	-2 -1 -2
past and	-2 -1 -2
pasword	-13 -10 -10
pasword updated	-6 -4 -4
paswords and	4 0 0
paterns	-9 -6 -8
path	-11 -7 -8
patience	-6 -5 -6
patient	-9 -5 -5
pause	-6 -5 -6
pay of	-8 -1 -3
peace	7 -4 -4
peaceful	12 -4 -2
peacefuly _ he	-2 -1 -3
pencil	5 0 0
pencil case	6 -1 0
penguin	4 -7 -10
penguin _ home	-4 -4 -4
penguin oracle	-11 -7 -5
penguins	-7 -5 -7
penguins _ what	-4 -5 -4
penguins know	-9 -6 -6
period	3 -8 -9
period _ can	-12 -7 -10
permanently	11 -1 -4
pet	-5 -6 -6
phone _ again	-5 -4 -4
phone _ during	-2 -2 -2
phone _ i	-3 -3 -3
phone _ one	-5 -2 -9
phone died	-6 -2 -2
phone if	-3 -3 -3
phone number	-3 -2 -3
phone scren	-6 -5 -6
phones	-4 -2 -3
photos	0 9 -5
piano	-7 -4 -2
pick	-2 -5 -5
pick _ category	-4 -3 -3
pick a	-4 -3 -3
pics	-1 7 -1
pics _ my	-1 8 -1
piece	-4 -4 -5
pilows	-4 -4 -3
pils _ doctor	-4 -3 -2
pils maybe	-1 -1 5
place _ holds	-4 -3 -4
place that	-4 -3 -4
plague	-3 0 0
plan	11 -4 -6
plan _ take	2 0 0
planing	12 -4 -4
planing _ suicide	6 -2 0
planing _ take	4 0 0
planing to	10 3 -1
planted	-4 -5 -3
plants	-6 -6 -4
plants are	-6 -2 -5
play	-6 -7 -4
played	-7 -8 -6
playing	-9 -6 -2
playing a	-2 0 0
playing normaly	-3 -4 -6
please	-2 -6 -2
please _ a	-4 -4 -4
please _ again	-10 -3 -4
please _ in	-6 -5 -7
please _ let	3 0 0
please chose	-4 -2 -2
please god	3 0 0
please try	-10 -3 -4
pls	-4 -7 -2
pls _ me	-5 -3 -1
pls tel	-1 -3 -1
pods	-2 -2 3
point _ way	-3 -3 -3
point the	-3 -3 -3
pointles _ done	3 0 0
pointles im	3 0 0
poison	-5 -4 2
poisoning	-10 -6 0
pol	-8 -3 2
police	-2 5 -1
posible	-2 -4 -6
practiced	-10 -8 -9
practise	-10 -8 -8
precious	-6 -5 -4
pregnant	-6 3 2
pregnant _ not	-4 -3 -3
pregnant im	-4 -3 -3
presence	-10 -6 -8
presentation	-6 -6 -6
presentation _ my	-4 -2 -2
prevention	-7 -1 0
pricing	-7 -5 -5
proces	-4 -4 -5
procrastinating	-9 -4 -4
prof	-8 -1 -2
project	-8 -4 -3
propose	-10 -9 -8
protect	-8 -7 -4
proud	-10 -7 -3
purpose	8 -5 -1
purpose _ it	4 -2 -4
put down	-3 -2 -3
quarter	-7 -3 -1
question	-3 -6 -9
question _ vague	-2 -2 -2
question submited	-4 -4 -4
question to	-3 -4 -4
questions	-10 -9 -9
quickest	4 -1 0
quiet _ 3am	5 -1 -2
quiet _ the	-6 -5 -5
quit	-9 -4 -2
quiting	-14 -8 -8
quiting _ job	-2 -4 -2
quiting my	-11 -8 -8
racing	-6 0 5
rain	-12 -3 -3
rainy	-7 -3 -4
ran	-3 -6 -6
raped	-2 5 -4
raped _ a	-2 4 -2
raped at	-2 4 -2
rapes	-1 3 -1
rapes me	-1 3 -1
rarely	-4 -5 -3
rat	0 -2 4
rat poison	0 -2 4
rate	-8 -6 -6
rather	-2 -6 -6
rather _ dead	4 -1 -2
rather be	4 -1 -2
rather than	-8 -6 -5
reaction	-1 -1 3
reaction to	-2 -1 3
read	-1 -7 -6
read _ dream	-4 -3 -5
read _ whatever	-7 -5 -2
read again	-7 -5 -2
read dream	-6 -5 -3
read the	-7 -5 -3
read this	3 0 0
reading	-2 -7 -9
reading _ and	-4 -1 -1
reading _ it	-3 0 0
reading a	-7 -1 0
reading pls	-3 -2 -3
readings	-4 -9 -7
readings _ this	-3 -4 -4
ready	3 -4 -5
ready _ check	4 -2 -2
ready _ let	-2 -1 -2
ready _ ned	4 0 0
ready in	4 0 0
ready just	4 0 0
real	6 -5 -3
real i	4 0 0
real transformation	-4 -4 -4
realy	6 -8 6
realy _ and	1 0 4
receive	-6 -3 -4
receive _ reading	-3 -3 -2
receive your	-3 -3 -2
received	-11 -3 -4
recent	-6 -6 -6
recent answers	-4 -4 -4
reckon	5 -5 -2
record	-7 -4 -3
recording	-4 -4 -4
recover	-5 -3 -3
recover from	-2 -4 -4
red	-8 -6 -2
refil	-5 -4 -4
refil history	-5 -4 -4
refiled	-5 -4 -4
reflection	-10 -10 -10
reflections	-5 -5 -4
relapsed	10 -2 -1
relationship	-10 5 -5
relationships	-10 2 -13
relief	4 -2 -4
relief i	5 0 0
remember	-5 -6 -4
remembered	0 -4 -4
rent	-2 -1 -4
reply	-7 -6 0
report	-4 -2 -5
repot	-5 -2 -2
request	-3 -4 -5
request a	-3 -5 -6
required	-6 -5 -7
reset	-3 -5 -4
reset _ sent	-3 -3 -3
reset dream	-2 -3 -2
reset link	-4 -4 -4
resonated	-9 -7 -7
response	-4 -4 -4
rest	-11 -12 -9
rest and	-5 -7 -4
rests	-9 -6 -6
results be	-10 -7 -3
retired	-4 -2 -1
return	-7 -7 -5
return _ home	-4 -4 -4
return to	-4 -5 -3
reunion	-7 -2 -1
revolver	4 -2 -1
rhythm	-7 -5 -4
right	-3 -7 -4
right moment	4 0 0
right now	1 -5 1
right path	-3 -4 -3
rise	-5 -4 -3
rises	-4 -5 -3
risk	-7 -6 -1
rituals	-7 -6 -2
river	9 -5 -3
rof of	11 -1 -4
roles	-4 -5 -4
rom	-1 7 -3
romate	-6 -5 -1
romate _ my	-7 -4 -5
rope	7 -4 -1
rope _ in	4 0 0
rope and	6 0 0
rope ready	4 0 0
rope today	4 0 0
rough	-4 -7 -3
round	-2 0 -2
rude	-9 -6 -5
run	-4 0 -5
runing	0 -4 -2
runing on	-12 -3 -2
rushing	-4 -2 -3
sacred	-7 -5 -8
sad	-7 -11 -10
sad _ my	-9 -8 -8
sad for	-4 -2 0
safari	-5 -5 -6
safe	-6 -3 -11
safe and	-4 -4 0
safety	0 -3 -4
said	-4 3 -5
said _ i	-4 5 0
said _ time	0 9 0
said if	-4 5 0
said im	0 -5 -2
said next	0 9 0
said no	-8 5 -4
sat	3 -2 -1
save	-14 -7 -8
save entry	-4 -4 -5
save note	-5 -4 -4
saved	-4 -5 -6
saved _ never	3 0 -2
saved to	3 0 -2
saving	-1 -9 -11
saw _ was	-3 -3 -2
say _ leaving	3 2 0
say _ my	-7 -6 -8
say to	-3 -6 -7
says	1 9 0
says _ wil	-9 6 -1
says he	0 3 0
says hel	-2 2 -2
scared	2 6 0
scared _ to	-3 -4 0
scared me	-12 -4 0
scared to	-3 5 -3
scheduled	2 -3 -3
schol	1 4 -4
schol _ do	-5 -3 -3
schol and	-2 2 -6
schol play	-3 0 -1
scholarship	-4 -3 -4
scratch _ until	3 0 0
scratch myself	3 0 0
scream	-6 -2 -3
screamed	-3 0 -2
screamed _ the	-4 -4 -3
screamed at	-4 -4 -3
se	-4 -1 -1
se _ again	-4 -2 -1
se a	-6 -4 -2
se pricing	-7 -5 -5
se you	-15 2 -2
sea	2 -3 -5
sea _ kep	4 -1 0
sea tonight	4 0 0
search	3 -6 -6
searching	-5 -7 -7
season	-11 -5 -5
seasons	-5 -4 -5
secret	-6 3 -3
secret admirer	-4 -3 -3
secretly	-7 -2 -2
seing	-9 -4 -8
seizure	0 0 5
sek	-5 -3 -2
sel	-5 -3 -2
sel _ car	-2 -1 0
sel _ old	-2 -1 -3
sel _ stock	0 0 -1
sel my	-4 -3 -2
self	8 -5 -6
self _ in	-4 -1 -1
selfish	5 0 0
selfish to	4 0 0
semed	-5 -5 -5
semed to	-5 -5 -5
sems	-10 -9 -1
send _ once	-3 -2 -3
send at	-3 -2 -3
send more	0 5 0
sending	-8 1 -9
sends	-3 6 -1
sent	-5 0 -4
serious	-3 -9 -6
seriously	3 -2 -2
seriously _ the	3 -2 -2
seriously whats	3 -2 -2
ses _ grades	0 -6 -1
set up	-6 -3 -4
setle	-9 -7 -6
sewer	5 0 0
sewer slide	5 0 0
sexualy	-4 11 -2
sexualy _ at	-2 5 -1
sexualy _ me	-3 7 -2
shake	-3 -5 4
shame	-2 -2 -2
shame _ the	-2 -2 -2
shame at	-2 -2 -2
share	-10 -7 -7
shared	-6 -3 -5
she	-2 -1 5
she _ !talk	0 -1 6
she _ in	-4 1 -4
she _ my	-3 -5 -7
she _ the	2 -6 -3
she _ unconscious	0 0 1
she hit	-8 -1 -4
sheding	-5 -4 -5
shel	7 -5 -6
sheltered	-4 -4 -2
shelters	-5 -4 -6
shes	-6 4 10
shes breathing	0 0 3
shes confused	0 0 8
shift	-13 -2 -9
shifts	-3 -2 -2
shine	-3 -2 -1
shoes	0 -5 -2
shop survive	-6 -2 -5
short	-5 -3 -3
shot	-6 -8 -5
shot _ shot	-5 -5 -3
shot and	-4 -3 -3
shot my	-5 -5 -3
should	-3 -3 -8
should _ adopt	-4 -2 -2
should _ apologize	-5 -3 -5
should _ cal	-6 -4 0
should _ change	-2 -8 -3
should _ cut	-8 -5 -7
should _ die	7 0 0
should _ forgive	-5 0 -3
should _ get	-7 -3 -2
should _ go	-13 -11 -1
should _ join	-5 -2 0
should _ just	4 0 0
should _ listen	5 -2 0
should _ move	-6 -3 -7
should _ sel	-4 -4 -2
should _ should	5 -2 -1
should _ sign	-3 -2 -1
should _ stab	-3 -8 -1
should _ switch	-4 -4 -2
should _ take	-7 -9 -3
should _ tel	-4 -8 -13
should _ the	-4 -4 -1
should _ wear	-2 -2 -1
should i	-7 -8 -7
should jump	5 -2 -1
should just	12 0 0
should we	-4 -7 -2
show	-11 -8 -9
show up	-5 -2 -2
showing	-3 -2 0
shufling	-5 -5 -4
shufling _ cards	-5 -5 -4
shufling the	-5 -5 -4
sick	-3 -5 2
sick _ my	-1 -1 -1
sign	-5 -4 -4
sign _ failed	-4 -3 -3
sign _ i	-6 0 -1
sign _ lease	-3 -2 -1
sign the	-9 -1 -1
sign up	-4 -3 -3
signed _ for	-5 -4 -5
signing	-12 -10 -9
signing in	-5 -5 -5
signing out	-4 -4 -5
silence	-4 -5 -4
silence _ a	-3 -3 -3
silence is	-5 -4 -5
silom	-5 0 -1
silver	-3 -3 -6
simple	0 -7 -8
simply	-8 -8 -7
sin	4 0 -1
single _ every	-3 -2 -2
single day	5 0 -1
single on	-3 -2 -2
sister _ a	-3 -2 4
sister _ im	0 -4 -4
sister _ loved	3 -1 -1
sister _ the	-4 3 -3
sister i	4 -1 -1
sisters _ go	-3 -2 0
siting	6 -1 1
siting _ the	6 -2 -2
siting in	8 -2 -2
siting on	-7 -4 2
skil	-7 -2 -1
skip	-5 -5 -7
skip the	-5 -5 -8
skiped	-3 -7 -7
sky	-5 -6 -3
skydiving	-8 -2 -2
slaped	0 6 0
slaped _ in	0 1 0
slaped me	0 6 0
slaps	-6 6 -3
slaps me	-2 8 -3
slaughtered	-5 -3 -6
slay	-9 -4 -3
slep	2 -1 -4
slep _ fr	5 -1 -1
slep _ tonight	-5 -3 -1
slep for	-4 0 0
slep wel	-5 -3 -1
sleping	2 2 5
sleping pils	4 -1 8
slepy	-4 -2 3
sleves	8 0 0
slit	5 -2 -1
slit _ wrists	5 -2 -1
slit my	5 -2 -1
slow	-8 -6 0
slowly _ with	-3 -3 -3
slowly and	-5 -5 -3
smal	-2 -8 -8
smal _ of	-5 -1 -3
smal and	-8 -4 -4
smothly	-10 -5 -6
so	3 -3 -6
so _ can	4 -2 0
so _ i	2 -2 0
so _ it	2 7 -1
so _ pain	0 0 3
so _ rn	11 -3 -3
so _ with	1 -2 -4
so bored	-4 -2 -1
so done	3 -2 -3
so fast	-4 -3 0
so i	6 -2 0
so it	7 -1 0
so much	-9 -6 -2
so sory	5 0 0
social _ and	-6 -3 -4
softly	-8 -3 -2
solid	-5 -1 -2
solid ground	-5 -1 -2
som	-6 -3 -5
som tam	-6 -3 -5
some _ the	-7 -5 -4
some bleach	0 -1 6
some of	-6 -4 7
someone _ dont	-5 0 -1
someone _ folowing	-2 4 0
someone _ of	-3 -3 -3
someone _ work	-2 6 0
someone at	-3 3 2
someone in	-8 2 0
someone new	-4 -3 -2
someone thinking	-3 -3 -3
something _ geting	2 0 0
something _ is	-7 -6 -5
something _ simple	-3 -2 -2
something _ than	-4 -3 -4
something be	-3 -2 -2
something its	2 0 0
something that	-6 1 -2
something to	-12 -8 -1
something wil	4 -1 0
sometimes	3 -6 -4
sometimes i	6 0 -4
son	7 -5 0
son _ bleach	-1 0 5
son _ detergent	-2 -2 3
son _ having	0 0 6
son _ kerosene	-2 -2 3
son _ rat	0 0 5
son _ sad	-1 0 -2
son _ waiting	4 0 0
son ate	0 0 5
son drank	-2 -1 3
son is	-3 0 -2
son just	3 0 0
song	-6 -2 -2
sons	-4 2 0
sorted	-1 -2 -8
sorted out	-4 -2 -3
sorted the	9 0 -1
sory	7 -7 -2
sory i	10 0 -1
soul	-4 -6 -8
soulmate	-4 -4 -6
speak	-10 -4 -7
spends	-4 -4 -4
spiders	-5 -4 -3
spiritual	-6 -6 -6
splash	-1 -1 -3
spring	-5 -5 -2
spurting	0 0 13
stab	-7 1 -1
stabed _ hes	0 0 2
stability	-5 -6 -7
stage	-4 -3 -2
stairs _ isnt	0 0 2
stairs _ my	-3 2 -4
stand	-5 -6 -7
star	-5 -4 -5
start	-11 -9 -8
start date	-5 -5 -4
start my	-5 -4 -3
start recording	-4 -4 -4
started _ my	15 -2 -4
startup	-7 -5 -6
startup _ dying	-6 -3 -3
startup is	-6 -5 -6
statistics	-5 -5 -5
statuses	-7 -6 -6
stay	0 1 -5
stay close	-4 -5 -3
steadines	-5 -5 -6
steady	-7 -7 -4
steady you	-2 0 -2
step	-2 -5 -4
step _ a	-5 -1 -2
step at	-5 -1 -2
stepdad _ me	-2 6 -1
stepdad touches	-2 6 -1
stepfather	-2 4 -1
stepfather _ me	-2 4 -2
stepfather raped	-2 4 -2
stepmom _ me	0 8 0
stepmom beats	0 8 0
steps	-6 -6 -7
stick	-7 1 -3
stick _ it	-6 -2 -5
stil _ about	-4 -5 -3
stil anoyed	-5 -4 -5
stil remember	-4 -5 -10
stil think	-5 -7 -3
stilnes	-6 -3 -4
stired	-6 -10 -3
stock	-9 -5 -2
stock _ crash	-2 -2 -2
stock market	-2 -2 -2
stockpiling	3 -1 -1
stockpiling _ meds	4 0 0
stockpiling _ moms	3 -1 -2
stockpiling my	3 -1 -1
stod	6 -1 0
stone	-5 -5 -4
stop _ heart	7 -1 -3
stop _ included	4 -1 0
stop _ myself	8 0 0
stop _ the	-5 -2 -2
stop breathing	8 0 -1
stop fighting	2 -3 -4
stop living	6 -1 -1
stop me	4 -1 0
stop once	4 0 -1
stop procrastinating	-4 -3 -4
stoped	4 -1 1
stoped _ my	5 -1 -4
stoped breathing	-1 -2 5
stoped taking	5 -1 -4
storage	-7 0 -6
storage _ ful	-4 -3 -4
storage is	-4 -3 -4
stories	-8 -6 -4
story	-6 -6 -5
strangled _ and	0 4 -2
streak	-9 -5 -4
strength	-2 -6 -6
stresed	-7 -7 -4
stresed about	-5 -4 -3
stresful	-5 -3 -2
strong	-3 -3 -2
strong _ gentle	-3 -3 -3
strong and	-4 -5 -4
stuck	-7 -6 -1
student	-4 -2 -1
studied	-4 -1 -7
study	-11 -5 -2
studying	-5 -4 -5
stung	-6 -7 0
submited	-8 -7 -8
submited on	-6 -5 -6
submiting	-9 -8 -9
sucesfuly	-3 -1 0
such _ burden	5 -1 -2
suden	-3 -5 3
sudenly	-6 -4 6
sufocating	-7 -7 -1
sugar	-6 -4 -1
sugar _ year	-2 -1 -1
sugar for	-4 0 0
sugar this	-2 -1 -1
suicidal	12 -6 -5
suicidal _ wil	3 0 -1
suicidal _ wont	3 -2 -2
suicidal again	8 -4 -1
suicidal thoughts	6 -3 -4
suicide	5 -8 -8
suicide _ lately	6 0 0
suicide note	9 -2 -1
suicide prevention	-4 -1 0
suit	-6 -2 -3
sumary	-4 -4 -4
sun	-5 -3 -5
sunday	1 -8 -5
sunset	-10 -6 -4
sunset at	-9 -6 -5
suport	-8 -6 -6
sure	7 2 0
surgery	-10 -5 -9
surounds	-4 -5 -2
surprised	9 -7 -11
survive _ first	-5 0 -1
survive _ wek	-6 -6 -3
survived	-3 -2 -4
survived _ heart	-2 -2 -4
survived a	-2 -2 -4
swalow	7 0 0
swalow _ whole	3 0 0
swalow the	3 0 0
swalowed _ batery	-1 -1 2
swalowed _ pods	-2 -2 3
swalowed _ whole	-1 0 4
swalowed a	2 -4 11
swalowed bleach	-3 -3 7
swalowed detergent	-2 -2 3
sweating	-4 -2 6
sweating and	-2 -2 4
swel	-4 -2 -2
switch	-8 -4 -3
tablet	-2 4 -1
tablet _ and	-2 -2 -2
tablet died	-2 -2 -2
tablets	4 -2 4
take	5 -1 -3
take _ break	-3 -4 -3
take _ gap	-4 -2 -3
take _ job	-3 -3 0
take _ own	5 -2 -1
take _ the	6 -2 0
take _ turn	-2 -2 -2
take a	-8 -5 -3
take al	6 -1 0
take away	-3 -3 -3
take the	-5 0 -1
taken	-6 -4 -4
takes	-3 7 -2
takes my	-3 7 0
taking	1 -4 5
taking my	5 0 -4
talest	8 -3 -2
talk	-6 3 0
talk to	-9 -2 -3
talked	-6 -2 -3
talked about	-3 -2 -1
tam	-6 -3 -5
tap	-10 -6 -6
tape	7 -4 -2
tarot	-8 -4 -3
tato	-7 -4 -5
tbh	6 -3 -3
tcas	-5 0 0
tea	-5 -9 2
teacher	-4 6 -5
teacher and	-1 -4 -2
teaching	-2 -3 0
team	-8 -3 -7
team is	-2 -2 -2
team lost	-3 -2 -3
tears	-2 -2 -2
tel _ god	-2 -3 -3
tel _ sister	3 -1 -1
tel _ when	4 0 0
tel me	4 -5 0
teling	5 -7 -1
teling myself	4 0 0
temple	-7 -3 -4
tend	-6 -6 -5
tend _ them	-2 0 -2
tend to	-6 -8 -6
tender	-5 -4 -5
terible	-5 -3 3
test	-17 -12 -12
test question	-3 -2 -3
teth	-7 -5 -4
teth _ out	-8 -1 -5
text	-6 -7 -5
text _ back	-1 -5 -1
text _ to	-3 -3 -3
text is	-3 -3 -3
text me	-1 -5 -1
texted	-7 -5 0
thai	-7 -6 -7
than _ it	-9 -5 -8
than i	3 0 -2
than the	-5 -2 -1
than what	-8 -6 -5
thank	6 -1 0
thankful	-7 -7 -9
that _ best	-6 -5 0
that _ have	-3 -1 0
that _ kep	-6 0 -1
that _ part	-4 -3 -3
that _ to	-7 -5 -4
that _ was	-4 -3 -2
that a	-11 -2 -5
that come	-4 -3 -3
that comedian	-7 -6 -6
that exam	-5 -7 -4
that makes	2 -2 0
that my	-7 0 -4
the _ about	-1 -4 -4
the _ and	-1 0 4
the _ are	6 -2 -5
the _ around	-6 -5 -8
the _ at	5 4 -7
the _ be	1 -3 -7
the _ bos	-9 -7 -5
the _ can	-7 -6 -4
the _ company	-9 -3 -4
the _ date	-8 -4 -1
the _ died	-3 -1 -2
the _ direction	-4 -2 -2
the _ dream	-6 -2 -2
the _ edge	0 -2 -2
the _ fal	-6 -2 -3
the _ for	-5 -8 -6
the _ game	-2 -1 0
the _ garage	10 0 0
the _ here	-9 -8 -6
the _ hoping	3 -1 -1
the _ how	-8 -3 -4
the _ i	1 -3 -3
the _ iron	11 0 0
the _ is	-5 -4 1
the _ ive	-4 -1 -2
the _ lol	-6 -6 -1
the _ market	-3 -5 -2
the _ moment	4 0 0
the _ my	-1 -6 -3
the _ now	5 -5 -10
the _ on	-1 -5 -4
the _ person	-8 -4 -6
the _ play	-3 0 -1
the _ reading	-2 -4 -3
the _ ready	5 -1 -2
the _ rip	-5 -5 -3
the _ se	2 -1 -2
the _ show	-4 -2 -2
the _ so	-2 -3 -2
the _ son	0 -2 0
the _ stop	5 0 1
the _ that	-4 -4 -3
the _ thing	9 -8 -1
the _ think	-5 -6 -6
the _ tickets	-2 -2 -1
the _ until	8 -4 -3
the _ was	-3 0 -7
the _ where	-3 -5 -2
the _ who	-6 4 -2
the abundance	-4 -1 -2
the airport	-4 -2 -2
the anime	-2 -1 -1
the baby	-4 3 -3
the back	-2 5 -1
the balcony	-3 -4 -4
the bank	-9 -5 -2
the bath	5 -2 -2
the bridge	8 -2 0
the bus	-2 1 -1
the cal	-2 -2 -2
the chance	-3 0 0
the coast	-3 -2 -2
the colony	-5 -8 -8
the competition	-6 -4 -2
the concert	-5 -3 -2
the curent	-5 -3 -4
the dentist	-7 -5 -5
the er	-2 0 0
the everyday	-5 -5 -4
the exam	-6 -5 -4
the family	-7 -3 -2
the finale	-6 -4 -2
the flight	-3 -2 -1
the future	-5 -2 -5
the garden	-3 -3 -4
the glide	-4 -3 -4
the gun	9 0 -3
the guy	-12 -5 1
the gym	-5 -3 -1
the horizon	-7 -3 -4
the internship	-5 -5 -6
the job	-6 -1 -1
the knife	2 -2 0
the lease	-4 -2 -2
the light	-6 -5 -5
the lighter	2 0 0
the lotery	-7 -3 -6
the market	-6 -5 -2
the marks	3 0 0
the meting	-5 -3 -3
the murder	-8 -2 -2
the new	-11 -2 -3
the night	2 -8 -7
the note	-6 -2 -2
the one	-8 0 -2
the options	-5 -4 -4
the oracle	4 0 0
the oracles	-3 -3 -3
the ordinary	-5 -5 -5
the oven	-5 -2 -3
the panic	3 -2 -1
the party	-6 1 0
the past	-5 -2 1
the plan	5 0 0
the play	-4 -2 0
the pol	-3 -3 2
the presentation	-5 -7 -2
the proces	-4 -4 -5
the project	-3 -2 0
the quiet	-5 -5 -7
the rain	-4 -3 -4
the reunion	-3 -4 -1
the river	5 -5 -3
the rope	5 -1 0
the sacred	-7 -5 -7
the sea	3 -2 -3
the sky	-6 -6 -3
the stock	-9 -5 -2
the sun	-5 -2 -6
the talest	8 -3 -2
the time	2 -6 -2
the train	9 -5 -4
the tv	-4 -3 -3
the universe	-4 -2 -1
the urge	0 -4 -3
the water	-2 -5 -3
the way	1 -4 -5
the weding	-6 -1 -5
the whole	-4 -4 -2
the wind	-2 -2 -4
the wonder	-7 -5 -3
the year	-5 -1 -2
their	-4 -7 -4
them	-1 -1 -1
them _ let	-2 0 -2
them _ the	-1 -3 0
them a	-3 0 0
them steady	-2 0 -2
them with	-7 -3 -3
theme	-5 -5 -7
themes	-7 -5 -6
therapy helped	-2 -3 -2
there _ way	6 0 0
there a	8 -2 0
there is	-4 -6 -8
there to	-1 -2 -2
theres	5 -1 6
theres _ !point	3 0 0
theres _ bridge	1 0 0
theres a	1 1 6
thesis _ time	-3 -2 -5
they _ point	-3 -3 -3
they _ the	-5 -2 -5
they are	-2 0 0
theyre	-3 4 -1
thing _ makes	2 -2 0
thing i	4 0 0
things	-3 4 -8
things _ wek	7 0 0
things fel	-9 -5 -5
things this	7 0 0
think	7 0 4
think _ is	10 -2 -3
think _ jumping	3 0 0
think _ me	-7 -6 -3
think _ overdosed	-6 -1 8
think _ the	-2 -4 -3
think _ using	3 -2 -1
think i	1 -1 5
think il	6 -1 0
think its	6 -2 -2
thinking	8 -4 -3
thinking _ jumping	5 0 0
thinking _ kiling	2 0 0
thinking _ me	-3 -3 -3
thinking _ the	7 0 0
thinking _ unaliving	3 -2 -2
thinking about	3 -1 -1
thinking abt	4 -1 -2
thinking of	4 -3 -2
this	-2 -1 -3
this _ and	-4 -6 -6
this _ for	3 0 -2
this _ has	-4 -2 -2
this _ he	-4 -1 -1
this _ i	4 -1 0
this _ if	11 -1 -1
this _ my	4 2 -4
this _ no	7 -2 0
this _ ofer	-3 -1 -1
this _ real	-4 -4 -4
this _ wil	-6 -3 0
this _ year	-5 -1 -2
this card	-10 -2 -6
this device	-6 -6 -5
this dream	-5 -3 -3
this group	-4 -1 0
this i	7 0 0
this just	-2 0 4
this life	6 0 0
this meting	-2 -5 0
this month	-2 -7 -5
this normal	-4 5 0
this pas	3 0 -1
this question	-6 -6 -2
this reading	-7 -6 -3
this relationship	-6 -5 -1
this sumer	-5 -3 -6
this text	-3 -3 -3
this time	7 2 0
this to	-4 -2 -1
this wek	-1 -3 -4
this workout	-2 -2 -2
this world	7 -5 0
this year	-11 -8 -4
those	-8 -2 -2
those _ love	-6 -3 -1
though	-10 -2 0
thoughts _ !go	3 -2 -2
thoughts wont	3 -2 -2
thre times	-3 -7 -6
threatened	-8 0 -3
threatened _ kil	-5 6 0
threatened to	-8 0 -3
threatens _ hurt	-2 4 -4
threatens _ post	-2 5 0
threatens _ with	-1 12 0
throat	-10 0 5
throat _ closing	-1 -1 3
throat hurts	0 4 -2
throat is	0 -4 4
through	-7 -4 -4
through a	-6 -3 -8
through the	-6 -4 3
throw	-4 4 -6
tickets	-7 -6 -2
tickets to	-5 -4 -4
tied	7 -2 -2
tied _ nose	7 -2 -2
tight _ i	-2 -2 -3
tight when	-6 -2 -3
time	-2 -4 -4
time _ ages	7 0 0
time _ change	-4 -3 -2
time _ fel	3 0 0
time _ let	-5 -4 -2
time _ saw	-3 -3 -2
time _ that	-4 -1 0
time does	-4 -1 0
time now	6 0 0
times	-4 -3 -4
times _ the	-5 -2 -4
timing _ you	-4 -3 -4
timing around	-4 -3 -4
tips	-5 -4 -5
tired	0 -5 -6
tired _ could	-5 0 0
tired _ fighting	10 -2 0
tired _ living	8 -3 -2
tired _ my	-3 -3 -2
title	-5 -3 -3
title _ required	-3 -3 -3
title is	-4 -3 -3
to	4 -1 -1
to _ a	-8 -3 -6
to _ about	-7 -5 -2
to _ and	5 -3 2
to _ at	-6 -3 -3
to _ breathing	6 0 -2
to _ coast	-3 -2 -2
to _ dead	10 -1 0
to _ early	-9 -5 -3
to _ exs	-4 -3 -1
to _ for	0 -3 -2
to _ harm	-5 0 -2
to _ hotel	-4 4 0
to _ interview	-2 -2 -1
to _ into	-5 -2 -1
to _ is	-10 -1 -2
to _ jobs	-4 -3 -2
to _ litle	5 -1 0
to _ living	9 0 0
to _ log	-3 -2 -3
to _ lol	-11 0 0
to _ me	-1 1 -1
to _ my	-7 1 -3
to _ myself	5 0 0
to _ on	-3 -4 -2
to _ or	-9 -5 -1
to _ people	-11 -2 -3
to _ reading	-5 -5 -5
to _ reunion	-3 -4 -1
to _ schol	-6 -4 -2
to _ so	4 0 0
to _ sure	6 0 0
to _ that	-2 -8 -9
to _ the	-4 -2 -5
to _ this	-8 0 -2
to _ without	5 -1 -1
to _ you	-7 -2 -2
to a	-10 -5 -4
to acept	-5 -3 -2
to answer	-3 -2 -3
to bali	-4 -2 -1
to bring	-2 -1 -1
to bury	-6 -1 -4
to change	-4 -3 -3
to check	4 -4 -2
to close	4 0 -2
to ctb	10 -3 -2
to death	-14 -6 -5
to design	-7 0 0
to die	6 -1 -2
to drown	4 -2 -1
to dye	6 -2 -2
to eat	-5 -2 -2
to end	4 -1 -1
to fal	3 -1 -2
to fel	0 -1 -2
to focus	-5 -1 0
to hang	5 0 0
to her	-5 -4 -2
to him	-8 -2 2
to home	-7 -7 -8
to hours	-5 -2 2
to is	-3 -2 -4
to jump	0 -4 0
to just	10 0 0
to know	4 -4 -2
to late	-3 -2 -2
to let	-9 -4 -1
to live	5 -3 0
to login	-8 -6 -6
to long	-3 -3 -3
to make	8 -1 0
to me	4 -5 -1
to move	-4 -3 -3
to open	-5 -1 0
to overdose	10 -4 -1
to play	-4 -4 -2
to post	-2 5 0
to put	-5 -2 -2
to quit	-8 -2 -3
to rest	-7 0 -2
to scream	-4 -1 -1
to self	-5 0 -2
to short	-5 -4 -3
to skip	-5 -5 -1
to slit	4 -2 -2
to start	-5 -1 -2
to step	3 -1 0
to stop	7 -1 1
to that	-9 -8 -7
to the	-2 -3 -4
to unalive	10 0 0
to understand	-5 0 -2
to vague	-2 -2 -2
to walk	6 -1 -1
to your	-4 -6 -3
today _ cant	-3 -1 -4
today _ for	-3 -5 -1
today _ god	4 -1 -2
today _ the	-4 -10 -5
today _ was	2 -4 -1
today a	4 0 -2
today and	4 -6 -9
today felt	-8 -1 -1
today i	-3 -8 -7
today it	2 -2 -1
today wil	-3 -5 -8
todler _ some	0 0 5
together	-12 -7 -8
together _ a	-10 -3 -4
toilet	-6 -3 -5
tok	-4 2 12
tok 20	-2 -2 3
tok 30	-2 -2 3
tok _ few	6 0 0
tok _ paracetamol	-2 -2 3
tok _ pasport	0 6 -1
tok _ sleping	-2 -2 3
tok _ to	-4 -2 4
tok my	-1 8 -8
tok way	-4 0 4
token	-10 -8 -9
token history	-5 -4 -4
token pack	-4 -3 -4
token packs	-4 -4 -4
token sumary	-4 -4 -4
tokens	-8 -7 -7
told _ stories	-5 -1 -1
told him	-2 -2 0
told me	-5 0 -1
tomorow id	7 0 0
tone	-8 -7 -8
tongue	-3 -9 5
tonight	11 -1 -5
tonight fr	3 -2 -2
tonight is	7 0 0
tonights shift	-3 -2 0
total	-6 -6 -7
total refiled	-5 -4 -4
totaly	-4 -3 -3
toth	-6 -4 -7
touched	0 6 0
touched me	0 6 0
touches	-4 6 -3
toxic	-6 -4 -3
toxic _ is	-2 -3 -4
track	-4 -2 -1
tracks	8 -1 -4
train	5 -9 -6
transformation	-6 -5 -5
travel	-8 -7 -5
treasures	-3 -4 -7
trip _ japan	-6 -4 -1
trip to	-6 -4 -1
truck	10 -5 -4
true	-3 -6 -9
true crime	-7 -3 -2
truly fel	-5 -3 -5
truly want	-7 -3 -7
trust	-11 -8 -7
trust the	-6 -5 -6
trusting	-3 -6 -3
trusting the	-3 -3 -1
try	-3 -4 -2
try _ oracle	-4 -1 0
turn	-6 -7 -6
turn _ the	-3 -2 -3
turn around	-4 -2 0
turn out	-4 -2 -2
turning blue	0 -3 10
turns	-6 -7 -8
tv	-8 -4 -10
two	-5 -2 -5
two _ of	-3 -5 -3
two _ so	3 0 0
u	7 -4 -7
u _ the	3 -3 -3
ugh	-4 -11 -4
unalive	12 -2 -1
unalive _ pain	2 0 0
unalive myself	10 -2 0
unalive ngl	5 -2 -2
unalive without	2 0 0
unaliving	3 -2 -2
unaliving _ tonight	3 0 0
unaliving myself	3 -2 -2
unapreciated	-2 -2 -3
unapreciated _ work	-2 -2 -3
unapreciated at	-2 -2 -3
uncle _ me	-6 6 0
unconscious	-3 -2 12
unconscious _ not	0 0 1
unconscious and	0 -1 7
under	-5 -8 -4
universe	-7 -5 -2
universe _ me	-7 -5 -2
unles _ send	0 5 0
unles i	0 7 0
unlimited	-3 -3 -3
unlimited _ guidance	-3 -3 -3
unlimited wekly	-3 -3 -3
unsen	-4 -2 -2
unsetling	-3 -3 -3
until _ bled	3 0 0
until it	5 -1 -2
until the	-5 -4 -4
up	1 -1 -2
up _ it	-2 -3 -4
up _ my	-13 2 -3
up again	-7 -1 0
up failed	-4 -3 -3
up i	6 -2 2
up last	-13 1 0
up my	9 -3 -6
up now	-3 -3 -3
up on	-5 0 -2
up tomorow	7 0 0
up wil	-10 -1 -6
up with	-12 0 -4
update	-7 -6 -7
update pasword	-4 -4 -5
updated	2 -4 -4
urge	0 -4 -3
us	-4 4 -5
us _ we	0 4 0
us if	0 4 0
usage	-4 -3 -3
usage history	-4 -3 -3
use	-1 -8 -6
used	4 -5 -1
used _ self	-5 0 -2
used to	-3 -4 -3
useles	9 -4 0
user	-5 -4 -4
user information	-5 -4 -4
username	-8 -7 -8
username _ short	-3 -3 -3
username taken	-3 -4 -4
username to	-3 -3 -3
uses	-4 -2 0
using it	3 -2 -1
usualy	-4 0 -1
vacation	-9 -5 -6
vacation _ now	-2 0 -2
vacation right	-2 0 -2
vague	-2 -2 -2
value	-5 -6 -6
vanish forever	6 -1 0
vanished	5 0 0
very	-5 -3 3
vibe	-10 -10 -6
vibe today	-3 -3 -3
view	-10 -6 -7
view reading	-5 -6 -6
vilain	-10 -11 -12
visa _ aproved	-1 -1 -2
visa get	-1 -1 -2
visionary	-9 -8 -9
voice	-7 -6 -6
voices are	3 -1 0
volunter	-11 -10 -1
vomiting	-4 0 7
vomiting blod	-3 0 7
wadle	-12 -5 -4
wait	-9 -7 -8
waits	-3 2 -2
wal _ it	5 -3 -3
wal until	5 -2 -3
wal with	-4 -2 -3
walet	-2 -3 -5
walking	-1 -2 -4
walking _ the	4 -1 0
walking into	4 -1 -2
walks	-7 -2 -11
wana	4 -7 -1
wana _ forever	9 0 0
wana _ it	5 0 0
wana _ ngl	5 -2 -2
wana _ so	10 0 0
wana _ to	5 -1 -1
wana end	5 0 0
wana go	5 -1 -1
wana slep	9 -1 -1
waning	-6 -6 -5
waning crescent	-5 -4 -5
waning gibous	-4 -4 -4
want	1 -6 -5
want _ die	7 0 -1
want _ dye	6 -2 -2
want _ end	-4 -4 -2
want _ hang	3 0 0
want _ life	10 0 0
want _ pain	8 0 0
want _ scream	-4 -1 -1
want _ slit	4 -2 -2
want _ unalive	9 0 0
want _ walk	4 -1 0
want a	-9 0 0
wants to	3 -8 -1
war	-9 -10 -6
warm	-6 -6 -2
warmer	-5 -7 -8
warmth and	-3 -3 -3
was	-4 2 -4
was _ an	-5 -3 -4
was _ and	-6 -3 -1
was _ asaulted	-2 5 -1
was _ but	-10 -5 -5
was _ drunk	-4 9 -4
was _ for	1 -6 -5
was _ god	-5 -5 -7
was _ im	-1 -3 -3
was _ kiler	-3 -2 -1
was at	-6 -5 -1
was faling	-4 -3 -1
was in	-6 -10 -4
was laughing	-4 -3 -1
was my	-2 -3 -4
was not	-3 -1 -4
was raped	-2 4 -2
was so	-5 -5 -1
waste	4 -1 0
watched	-13 -5 -6
watched a	-6 -3 -4
watching	-10 0 -3
water	-8 -7 -4
waves	-5 -3 -4
waxing	-6 -6 -6
waxing crescent	-4 -4 -4
waxing gibous	-5 -4 -4
way _ die	6 0 0
way _ go	12 -7 -1
way _ much	-4 -1 5
way out	7 0 0
we	-11 -2 2
we _ about	-2 -4 -2
we _ close	-3 -1 -1
we _ him	-5 -2 2
we get	-5 -3 -3
we had	-6 -1 -1
we stay	-4 -1 -2
we were	0 -5 -4
wear	-4 -4 -3
wear _ the	-2 -2 -1
wear to	-2 -2 -1
weding	-11 -7 -11
weigh	-1 2 -3
wek	0 0 -7
wek _ ask	-11 -1 -5
wek _ friday	-3 0 0
wek _ i	-2 -1 0
wek wil	-4 -1 -1
wekend	-3 -5 -8
wekend _ fel	4 2 0
wekend i	5 2 0
wekly	-6 -4 -4
wekly guidance	-3 -4 -4
weks	-11 -5 2
weks _ almost	3 0 0
wel	1 -4 -10
wel tonight	-7 -2 -1
welbeing	-9 -8 -9
welcome	-10 -11 -8
went	-4 -3 -3
went _ and	-2 -2 3
went to	-1 -4 -3
were	-7 0 -6
were _ and	6 0 -3
were _ now	-2 -3 2
werewolf	-3 -2 0
weve	-1 -4 -2
whale	-8 -3 -3
what _ already	-10 -2 -4
what _ i	-5 0 3
what _ my	-5 -1 -2
what _ since	-6 -4 -5
what _ surounds	-4 -5 -2
what did	-3 -1 -3
what do	-3 -5 2
what does	-4 -10 -6
what energy	-4 -5 -4
what hapened	-1 1 -6
what he	0 4 0
what im	6 -1 0
what is	-2 -6 -4
what maters	-8 -7 -7
what number	-4 -4 2
what should	-7 1 -1
what you	-10 -3 -3
whats	-1 -8 -8
whats _ card	-6 0 0
whats _ for	-8 -2 -1
whats _ most	6 -1 0
whats _ vibe	-6 -3 -4
whats ahead	-4 -4 -1
whats my	-8 -6 -7
when	5 8 -3
when _ angry	4 3 -1
when _ comes	-3 -2 0
when _ said	-2 5 0
when _ saw	-7 -5 -6
when _ stop	-7 -4 -2
when _ think	0 -4 -3
when _ was	-5 -7 -3
when _ were	-1 -3 -3
when hes	0 2 0
when i	-3 2 -3
when im	3 0 -3
when it	-2 -3 -4
when she	-15 -1 -6
when shes	-2 5 0
where he	5 -1 0
which	7 -3 -5
which _ is	3 -3 -1
white	-9 -5 -3
who _ i	-5 -4 -4
whole	-4 -3 2
whole _ and	-6 -1 -3
whole _ has	0 -1 4
whole _ of	-2 0 6
whole _ tonight	3 0 0
whole botle	2 0 6
whos	-3 -3 -2
why	1 -7 -5
why i	9 0 0
wider	-11 -7 -10
wil	-2 -9 -7
wil _ !be	5 0 0
wil _ because	4 0 0
wil _ bos	-2 -4 0
wil _ bridge	5 -1 -2
wil _ change	-2 6 0
wil _ ever	-9 -3 -6
wil _ finaly	9 0 0
wil _ find	-7 -4 -1
wil _ fine	4 0 0
wil _ friends	-1 -2 -2
wil _ hurt	3 0 0
wil _ i	5 0 0
wil _ interview	-2 -1 -1
wil _ mary	-5 -4 -5
wil _ me	2 -2 -1
wil _ met	-5 -2 -1
wil _ mis	3 0 0
wil _ notice	-2 -1 -9
wil _ ok	9 -3 -1
wil _ pain	4 0 0
wil _ se	3 -3 -2
wil _ sisters	-3 -2 0
wil _ slay	-3 -3 -3
wil _ slep	-7 -1 0
wil _ stay	-2 -3 -3
wil _ survive	-10 -2 -3
wil _ that	-3 -2 -1
wil _ the	-6 -2 -4
wil _ turn	-4 -2 0
wil _ visa	-3 -4 -3
wil _ win	-3 -2 -3
wil be	7 -3 -1
wil friday	-3 0 0
wil he	-11 -8 -8
wil hurt	-3 6 0
wil i	-8 -7 -3
wil it	-3 -4 -9
wil my	-11 -9 -13
wil now	-3 -2 -1
wil pas	-4 -3 -1
wil point	-3 -3 -3
wil the	-7 0 -7
wil they	-1 -2 -2
wil things	-6 -2 0
wil we	-5 -4 -5
wilting	-6 -4 -6
win	-3 -5 -3
win _ lotery	-2 -2 -1
win the	-3 -2 -4
wind	-2 -3 -4
wine	-6 -6 -2
wins	-5 -4 -3
wiped	-3 -7 -6
wisdom	-13 -7 -6
wish	9 -3 -2
wish _ could	7 0 0
with _ and	-8 -8 2
with _ belt	-1 5 -1
with _ boyfriend	-3 -4 -1
with _ cousin	-5 -3 -5
with _ dad	4 -2 -4
with _ friends	-5 -3 -2
with _ girlfriend	-7 -3 -1
with _ i	0 9 0
with _ inside	0 5 0
with _ lighter	5 -2 0
with _ on	1 3 -4
with _ pan	-1 7 0
with _ son	4 0 -4
with _ tea	-2 -7 -3
with _ this	-9 -5 -3
with _ wek	-3 0 0
with care	-5 -3 -3
with everything	4 0 0
with friends	-6 -1 -2
with his	0 3 0
with hope	-3 -2 -3
with patience	-6 -4 -3
with pilows	-4 -4 -3
with that	7 -2 -2
with the	1 0 -2
with this	-8 -5 -3
within	-7 -5 -3
without	6 1 -3
without _ for	-3 -3 -4
without knocking	-1 7 0
without me	9 -5 -1
without rushing	-4 -2 -3
without the	13 -5 -3
without waiting	-3 -1 -3
woke _ and	2 4 -1
wonder if	4 0 0
wont !ned	7 0 -1
wont !stop	-3 0 5
wont _ !threatening	-1 3 -1
word	-3 -2 -3
words	-4 -6 -1
words _ my	6 -3 -2
words and	-4 -4 0
words into	6 -3 -2
woried	-5 -4 -5
work	-8 0 -6
work _ home	-3 -5 -2
work from	-3 -5 -2
work is	-8 -8 -6
work out	-9 -3 0
work raped	-2 6 0
work wil	-3 -3 -1
worked	2 -1 0
worked out	4 -1 -1
workout	-6 -6 -4
workout _ kiling	-2 -2 -2
workout is	-2 -2 -2
workout today	-4 -2 -2
works	6 -4 -4
world _ god	3 -1 0
world for	3 -1 0
worth	-4 -4 -3
worthles _ i	3 0 0
worthles and	3 0 0
would	10 -6 -3
would _ a	4 -5 -1
would _ me	3 1 0
would even	9 0 0
would kil	3 1 0
write _ journal	-4 -3 -3
write _ question	-4 -2 -2
write _ reflections	-4 -4 -4
write _ suicide	6 0 0
write _ wil	-3 -2 -1
write your	-6 -4 -4
writen	10 0 0
writen _ wil	8 0 0
writen my	8 0 0
writing a	-7 -10 -9
writing my	7 -3 -7
writing this	1 6 0
wrote	2 -3 -4
wrote _ suicide	6 0 0
wrote _ wil	7 -2 0
wrote my	6 -2 0
ya	4 -2 -4
yal	-7 -4 -3
year	-8 -5 -2
year _ im	-1 -3 -1
year _ learn	-3 -2 -3
year and	4 1 -3
year or	-8 -4 -5
years	-4 -4 -7
years _ and	-2 -4 -7
years ago	-8 -5 -6
years so	3 0 0
yes	-6 -2 -9
yet	-5 -4 -4
yet _ it	-3 -4 -2
yet it	-2 -3 -2
yoga	-8 -3 -4
you	-4 -6 -7
you _ !survive	5 0 0
you _ already	-7 -1 0
you _ ben	-12 -6 -5
you _ com	-3 -3 -3
you _ fel	-4 -1 -8
you _ have	-5 -3 -2
you _ in	-7 -3 -5
you _ it	-9 -4 -2
you _ than	-7 -2 -5
you _ this	3 -3 -2
you again	-2 -3 -2
you already	-11 -4 -4
you and	-5 -1 -2
you deserve	-4 -3 -4
you do	-9 -1 -4
you example	-3 -3 -3
you feling	-2 -1 -3
you for	9 0 0
you might	-7 -2 -5
you read	3 0 0
you stop	-7 -4 -2
your	-5 -7 -9
your _ for	-7 -1 -1
your _ is	-8 -4 -7
your _ journey	-5 -5 -5
your _ rise	-4 -2 -2
your cal	-4 -2 -2
your card	-8 -3 -4
your dreams	-9 -4 -3
your family	-4 -1 -2
your inbox	-5 -4 -3
your life	-7 -1 -3
your mind	-10 -2 -3
your people	-3 -4 -3
your question	-10 -6 -6
your reading	-9 -4 -4
your readings	-5 -2 -3
your reflections	-5 -5 -4
your way	-5 0 -1
your work	-15 -5 -4
your wrist	3 0 0
yours	-2 -8 -5
yourself	-9 -6 -7
yourself _ apology	-4 -4 -3
yourself without	-4 -4 -3
zombie	-7 -6 -5
`;

// Written by scripts/train-care.ts from the training sets (docs/care.md, "The model"); do not edit.
export const MODEL_EN = `
!about _ train	4 -2 -2
!alive	10 -4 -3
!alone	-5 -3 5
!alowed	0 3 0
!and	0 4 6
!and !his	-3 -4 9
!anymore	9 -2 -4
!anyone	0 1 -2
!authenticated	-7 -5 -5
!back	4 -5 0
!be	4 -2 -3
!be !found	10 0 0
!be !here	7 0 0
!be _ anymore	5 -3 0
!be _ much	7 0 0
!be _ tomorow	3 -1 0
!be alive	7 0 0
!believe	-2 6 0
!ben	9 -1 0
!bleding	-3 -3 5
!breathe	-2 -3 4
!breathing	-5 -4 9
!breathing !we	0 -1 2
!but	-3 0 0
!but i	-2 0 0
!by	-8 -6 -6
!cary	5 -6 -4
!cary _ alone	-8 -5 -4
!category	-7 -6 -5
!clouds	-2 -1 -1
!come	8 0 -1
!done	6 0 -2
!dream	-11 2 -8
!drinking	-8 0 0
!everything	-3 -2 -4
!exist	10 0 -1
!exist anymore	7 -1 0
!face	5 -3 1
!family	4 -2 0
!fault	6 0 -2
!found	-7 -5 -6
!gas	-5 -2 -8
!going	10 -3 -4
!have !to	-4 -2 -2
!he	-3 3 6
!here	8 0 0
!im	6 2 -1
!in !a	-5 -2 -4
!is	-13 -2 -6
!it is	-7 2 -2
!ive	5 0 0
!ive !ben	4 0 0
!job	-4 2 -4
!just	7 -4 -7
!kep	10 -3 -3
!know !why	4 -2 -2
!know _ !to	-3 3 1
!leave _ house	0 4 -1
!leave the	0 4 -1
!left	6 -4 0
!let	-1 4 -1
!let !me	-1 9 0
!live	9 -1 0
!live _ what	6 -2 0
!live anymore	3 -1 0
!living	10 -4 -6
!load	-5 -2 -3
!match	-8 -6 -8
!me	3 2 -2
!me !leave	0 4 -1
!me _ the	0 4 -1
!mis	5 -2 0
!mis me	5 -2 0
!money	2 -4 -2
!move	-5 -3 5
!my	1 2 5
!my !family	4 -2 0
!my !job	-3 -2 -2
!ned !to	-7 -2 -1
!ned _ !hury	-2 -2 -4
!neds	-11 -10 -6
!of	-2 -6 -6
!one !wil	3 4 0
!one _ !mis	5 -2 0
!or	-8 -5 1
!plan	5 0 0
!please	-6 -2 3
!point	8 -2 -2
!point !living	2 0 0
!point _ !anymore	2 0 0
!protected	-4 -3 -4
!questions	-5 -4 -3
!questions !yet	-5 -4 -3
!quit	-3 -2 -2
!quit !my	-3 -2 -2
!quit _ !job	-3 -2 -2
!readings	-5 -3 -2
!reason	8 -2 0
!reason _ !stay	2 0 0
!resonate	-3 -2 -3
!rush	-4 -3 -4
!saved	-7 -4 -4
!scared	-2 -4 2
!scared !anymore	5 0 0
!se !the	4 0 0
!se _ !point	4 0 0
!shes	-2 -2 3
!slep	-6 -7 -5
!stay _ done	2 0 0
!stay im	2 0 0
!submit	-4 -2 -3
!tel	0 5 -2
!tel !anyone	-2 3 -2
!that	-3 6 -3
!the !clouds	-2 -1 -1
!the !point	4 0 0
!think	4 -4 3
!think !il	4 -3 -2
!this !time	6 0 0
!time	6 0 0
!to !cary	-8 -5 -4
!to !come	3 0 -1
!to !exist	7 0 0
!to !hury	-2 -2 -4
!to !live	9 -1 0
!to !stay	2 0 0
!to !wake	4 -2 0
!to _ alive	7 0 0
!to _ anymore	2 0 1
!to _ anyone	2 -2 0
!to _ everything	-5 -1 0
!to _ im	2 0 0
!to _ it	0 -1 -4
!to _ up	4 -2 0
!tomorow	8 -4 0
!up !tomorow	6 -2 0
!up tmrw	6 -5 -4
!valid	-4 -1 -3
!wake !her	-1 -4 13
!wake _ !tomorow	6 -2 0
!wake _ tmrw	6 -5 -4
!wake _ tomorow	7 -4 -2
!wake up	4 -2 0
!waking	-2 -2 4
!waking !up	-2 -2 4
!want _ !exist	7 0 0
!want _ !live	8 -1 0
!want _ !wake	4 -2 0
!what	-5 4 -3
!why	2 -4 -3
!wil	-8 1 -7
!wil _ me	1 1 0
!wil i	-6 -6 -6
!with	2 0 -1
!would !believe	0 4 0
!yet	-8 -4 -5
!yet !protected	-4 -3 -4
!your	-7 -4 -5
1	-6 -3 -5
10	-8 2 -1
11	-4 1 -4
14	-2 4 0
15	-6 -3 -6
16	-2 5 -1
19	2 0 0
19 lol	3 0 0
2	0 -4 -4
20	-1 -4 2
20 _ pils	-2 -2 3
20 minutes	-6 0 5
20 sleping	-2 -2 3
3	0 0 1
3 20	-9 -6 -7
30 _ i	-4 -3 1
40 times	-3 -2 0
5	-3 -3 0
555	-13 -11 -9
6	-3 -2 -2
80	-1 2 3
a _ admirer	-3 -4 -3
a _ alergic	-2 -2 2
a _ at	-5 3 -5
a _ bok	-2 0 -1
a _ botle	-2 -1 3
a _ but	-10 -5 -6
a _ carer	-3 0 -1
a _ cat	-2 -3 0
a _ entry	-3 -3 -2
a _ feling	-9 -2 -3
a _ fight	-4 -5 -4
a _ for	-4 3 0
a _ in	-2 -3 4
a _ is	-7 2 -5
a _ leter	4 0 0
a _ line	-4 -2 -2
a _ mom	4 0 0
a _ now	0 -7 -5
a _ of	1 -4 -1
a _ or	0 -3 -6
a _ out	4 -4 -1
a _ penguin	-4 -1 -1
a _ presence	-5 -3 -5
a _ question	-4 -1 -4
a _ shift	-6 -5 -4
a _ table	-2 -2 -2
a _ that	-8 -3 -2
a _ this	-2 0 -1
a _ time	-1 0 0
a _ today	-2 -2 -1
a _ tomorow	-3 -2 -1
a _ when	-7 -7 -5
a _ where	-9 -5 -4
a _ with	-3 -6 -2
a _ year	-4 -2 -1
a baby	-3 -7 -4
a batery	0 0 5
a belt	0 6 -1
a beter	-8 -4 0
a bit	-5 -8 -4
a botle	5 0 6
a break	-6 -5 -4
a bus	8 -1 -1
a calm	-7 -7 -2
a cat	-5 -2 -2
a category	-6 -5 -5
a checkup	-5 -2 -1
a chick	-6 -4 -5
a dog	-13 -2 -2
a dorway	-2 -2 -3
a family	-6 -4 -8
a few	0 -1 -4
a generous	-3 -3 -4
a haircut	-2 0 -1
a holiday	-1 -2 -2
a hundred	-3 -2 -2
a journal	-3 -3 -2
a knife	3 4 5
a leter	-5 -1 -2
a lethal	5 -2 -2
a litle	-9 -4 -5
a month	-6 0 -1
a murder	-3 -2 -2
a note	7 0 0
a pain	-2 0 -3
a party	3 3 1
a penguin	-6 -4 -6
a plan	4 0 0
a question	-9 -1 -1
a quiz	-5 -4 -4
a reading	1 -1 -1
a safe	-6 -3 -4
a scholarship	-3 -2 -3
a season	-4 -2 -1
a secret	-5 -2 -3
a sign	-4 -3 -2
a test	-4 -2 -3
a time	-4 -2 -3
a title	-3 -2 -2
a waste	4 0 0
a wekend	-4 -1 -2
a whole	-3 -1 3
a zombie	-6 -2 -5
abeg	6 -4 -1
about	-1 -9 -9
about _ carer	-3 -2 -1
about _ dying	4 0 0
about _ exam	-6 -2 -3
about _ in	-6 0 -1
about _ it	10 -1 0
about _ kiling	4 0 0
about _ myself	4 0 0
about _ was	-3 -3 -2
about a	-11 -9 -2
about fod	3 -1 -1
about just	11 0 -3
about kiling	3 0 0
about money	-4 -7 -2
about my	-9 -4 -6
abroad	-4 -5 -6
abroad and	0 -4 -4
absolutely	-8 -5 -3
abt	3 -2 -2
abt _ it	3 -2 -2
abt ending	3 -2 -2
abundance	-8 -6 -6
abuse	-5 5 0
abused	-4 5 -4
abused _ home	-2 4 -2
abused at	-2 4 -2
abusive	-4 7 -4
acept	-6 -4 -4
acepting	-4 -2 -4
acident and	2 -2 -2
acount	0 -6 -6
acros	-8 0 -5
acros a	-4 0 0
act	-6 -6 -6
acts	-3 -3 -3
actualy	2 -1 -8
aded	-6 -5 -5
admirer	-3 -4 -3
adopt	-5 -1 -1
adopt _ cat	-5 -2 -2
adopt a	-3 -1 -1
adres	-8 4 -4
advice	3 -5 -5
advice please	-4 -3 -3
afraid _ husband	-1 5 0
afraid my	-1 5 0
after	2 -4 1
after _ every	-4 0 0
after _ exams	7 0 0
after _ gone	9 0 0
after _ should	-5 0 0
after a	-5 -2 -1
after my	5 -1 -5
after work	-5 -8 -6
afternon	-9 -6 -7
again	2 -2 -10
again _ night	8 0 0
again _ this	3 -1 0
again next	-4 1 -2
again whatever	-4 -2 -1
against	0 -5 -5
ages	5 0 5
ago	-10 -6 2
ago _ stil	-6 -5 -6
airport	-3 -3 -2
airport _ we	-4 0 0
airport wil	-4 0 0
al	0 -5 -1
al _ and	-5 -2 7
al _ can	4 0 0
al _ think	4 0 0
al _ while	-5 -4 -3
al i	5 0 0
al nighter	-2 -1 -1
al of	0 -4 0
al readings	-6 -7 -7
al statuses	-6 -6 -6
al tbh	2 0 0
al the	2 -3 -9
al themes	-5 -5 -5
alcohol	4 3 -5
alergic	-1 -2 2
alergic reaction	-1 -2 2
alive	10 -6 -3
alive for	9 0 0
alive tomorow	3 -1 0
almost	5 1 0
alone	-6 -1 0
alone _ home	-1 0 4
alone at	-1 -1 4
alow	-5 -3 -3
already	4 -5 -5
already _ your	-6 -4 -2
already on	-3 -1 -1
always _ the	-3 -2 -5
am	-6 -2 -6
am _ a	2 0 0
am _ abused	-2 4 -2
am being	-2 4 -2
am going	3 -2 -2
am i	-11 -10 -8
ambulance	0 -2 3
among	-4 -2 -2
an _ ago	-3 -2 3
an _ in	-4 -6 -2
an _ nighter	-2 -1 -1
an abusive	-4 4 -4
an al	-2 -1 -1
an ap	5 2 0
an exam	-4 -6 -2
and	-1 3 6
and _ !be	11 0 0
and _ !moving	-2 -4 5
and _ am	-5 -5 -3
and _ barely	0 -2 6
and _ beat	-1 5 -1
and _ ben	-7 0 2
and _ bleding	-1 -2 4
and _ by	-7 -5 -6
and _ can	-4 -4 1
and _ cant	5 3 6
and _ card	-5 -2 -3
and _ fel	-14 -9 2
and _ godbye	2 -1 0
and _ had	-4 -3 -3
and _ havent	-5 2 -4
and _ im	0 3 2
and _ is	-9 -1 -6
and _ listen	8 -1 0
and _ lost	-6 -2 -3
and _ love	-5 -5 -5
and _ make	-6 -1 -2
and _ me	-5 8 0
and _ mom	-2 5 6
and _ my	4 3 -6
and _ next	3 8 -1
and _ on	-6 -3 2
and _ only	-2 -3 -3
and _ out	-5 -5 -5
and _ plan	2 0 -1
and _ scared	1 5 -1
and _ she	-3 -2 3
and _ should	-5 -5 -2
and _ so	-2 -4 0
and _ some	0 0 5
and _ spurting	-2 -2 4
and _ the	0 -3 -3
and _ there	2 0 0
and _ throat	-3 0 7
and _ to	-4 0 -3
and _ toward	-1 0 -1
and _ want	3 -1 -1
and _ with	-6 -4 -6
and _ you	-5 -3 -5
and _ your	-5 -2 -3
and beats	-2 4 -2
and came	-1 1 2
and crying	-3 -2 4
and enjoy	-3 -4 -4
and every	-2 -5 -3
and everything	-6 -7 -6
and fel	-5 -4 -1
and gave	2 -8 -2
and go	-6 -3 -1
and has	0 1 5
and he	-3 3 3
and hit	-1 -2 3
and honestly	-6 -6 -4
and hurt	-1 4 0
and i	-1 0 0
and im	0 -3 0
and its	-10 -5 3
and lean	-5 -1 -2
and light	-4 -4 -4
and listen	-4 -7 -4
and made	-4 -4 -3
and met	-4 -5 -5
and move	-5 -5 -4
and my	6 -1 4
and never	13 -1 -2
and nobody	4 -7 -6
and now	-7 0 5
and patience	-6 -8 -8
and red	-7 -3 -5
and rest	-5 -6 -5
and return	-5 -3 -5
and sat	5 1 0
and scared	3 0 -1
and scheduled	10 0 0
and simply	1 -6 -5
and sorted	2 -4 -3
and start	-5 -3 -2
and storage	-4 -4 -4
and sweating	-2 -1 4
and switch	-2 -2 -3
and the	-5 -5 -4
and then	-4 3 -2
and this	-2 -8 -3
and threatening	0 5 0
and tok	0 1 2
and tongue	-3 0 4
and touches	0 5 0
and trust	-5 -4 -3
and welcome	-5 -4 -7
and when	-6 -4 0
and you	-5 -3 -3
angry	-1 2 -1
angry _ my	-4 -4 -1
angry at	0 -6 -1
animals beings	-3 -2 -2
anime	-4 -4 -4
aniversary	-6 -7 -8
another	-2 -6 -7
anoyed	-8 -6 -7
answer	-5 -5 -4
answer log	-3 -4 -3
answered	-6 -6 -6
answered on	-6 -6 -6
answers	-9 -9 -6
antidepresants _ the	-3 -4 -3
antidepresants in	-3 -4 -3
anxiety	-4 -4 0
anxious	-2 -2 -10
any	2 -7 -5
any _ that	-6 -4 -8
any advice	-9 -2 -2
anymore	8 -2 -1
anymore im	5 0 -2
anyone _ me	4 0 0
anyone mis	4 0 0
anyone notice	8 -1 0
ap	1 -3 -5
apartment	-6 3 0
apartment _ it	-2 -2 -2
apologize first	-3 -7 -4
apology	-6 -2 -1
aproved	-10 -5 -2
arabic	-5 -5 -4
arabic 15	-5 -5 -4
are _ feling	-3 -3 -4
are _ in	-7 -5 -5
are _ sky	-2 -1 -1
are _ the	-2 -3 0
are _ to	-8 -4 -5
are asking	-4 -2 -1
are dying	-6 -1 -4
are for	-7 -2 -3
are guided	-2 -3 -3
are human	-2 -2 -3
are part	-8 -2 -2
are sweling	-4 -2 4
are watched	-2 -1 -2
argued	-10 -3 -1
arm _ a	9 -5 0
arm with	11 -3 -2
arms	8 0 -4
around	-5 -3 -3
around me	-3 -2 -2
as _ as	-9 -3 -3
as much	-4 -3 -3
as you	-4 0 -1
asalha	-4 -4 -4
asalha bucha	-4 -4 -4
asaulted me	0 8 -1
ashamed	6 2 0
ask	-2 -1 -6
ask _ question	-7 -2 -2
ask your	-4 -3 -1
asked _ to	3 4 -2
asking _ i	4 0 -1
asking for	9 -4 -4
asks	-6 -3 -2
at 7	-8 -6 -5
at _ again	-9 -7 -4
at _ airport	-3 -3 -2
at _ chance	-5 -2 -2
at _ edge	2 -2 -4
at _ end	-5 -5 -5
at _ for	-8 -5 -5
at _ in	-5 -4 -4
at _ may	-2 -4 -2
at _ my	2 -4 0
at _ phone	0 4 0
at _ raped	0 4 0
at _ station	4 0 0
at _ tonight	4 -2 0
at _ vet	-1 0 0
at a	-4 1 -2
at home	-9 -4 3
at my	-10 0 -7
at once	-2 -4 -2
at sea	-8 -3 -5
at something	-6 -6 0
at the	-2 0 -3
at this	-5 -2 -7
at work	-9 2 -7
ate	-6 -4 1
ate _ bunch	0 0 7
ate _ mushroms	-2 -1 4
ate _ poison	0 0 6
ate a	0 0 6
ate rat	0 0 6
atention	-9 -3 -1
aunt	-2 -5 -4
away _ she	-3 -2 -2
away my	4 -9 -5
baby _ !breathing	-2 -2 6
baby _ breathing	-2 -2 5
baby _ having	0 0 6
baby _ healthy	-3 -3 -7
baby in	-3 -2 -2
baby is	-2 -2 5
baby isnt	-2 -2 6
baby stoped	-2 -2 5
back	-8 -5 -3
back _ answer	-2 -2 -3
back _ her	-1 3 -4
back _ high	-6 -5 -1
back _ login	-4 -3 -3
back _ me	-1 -4 -1
back _ now	-4 -3 -4
back _ the	-2 -3 -2
back from	-2 1 -5
back to	-1 -7 -5
back up	-4 -3 -4
backup	-5 -6 -6
backup _ storage	-4 -4 -4
backup and	-4 -4 -4
bad	-3 -2 4
bad _ day	-4 -3 -3
bad _ this	-2 -1 -1
bad habits	-2 -1 -1
balance	-5 -7 -7
balcony	4 -1 -5
bali	-4 -1 -1
bali _ a	-4 -1 -1
bali for	-4 -1 -1
bangs	-7 -3 -4
bank	1 -1 -6
barely	0 -1 7
barely breathing	0 -1 4
basil	-5 -8 -8
batery	-6 -4 0
batery _ dead	-3 -4 -4
batery is	-4 -3 -6
bath and	3 -2 2
be	4 -4 -6
be _ about	-5 -2 -1
be _ by	2 -3 -2
be _ him	4 0 0
be _ i	2 0 0
be _ last	3 0 0
be _ than	4 0 -1
be _ to	-5 -1 -1
be _ with	9 -4 -2
be an	-8 -5 -7
be at	-5 -3 -4
be dead	10 0 0
be delayed	-3 -2 -2
be fun	-4 -1 0
be grateful	-6 -2 -2
be healthy	-3 -2 -6
be my	3 0 0
be patient	-5 -4 -2
be sen	-6 -3 -2
be simple	-3 -2 -2
be the	-8 -3 -1
be with	6 0 0
be yourself	-3 -3 -2
beat	-11 -1 -6
beat _ tonight	-3 -2 0
beat _ up	0 7 0
beaten	-3 5 -4
beats	-5 6 -3
beats _ and	0 5 -6
beats _ brother	0 3 0
beats _ every	0 6 0
beats _ up	0 3 0
beats _ why	-3 -3 -3
beats _ with	0 9 0
beats my	-4 6 -3
because	1 3 -2
because _ the	0 -1 -3
because i	-2 2 2
because of	0 -1 -3
bed	-7 0 -4
before	-4 -5 -7
before _ end	5 0 0
before i	4 -6 0
before my	-4 -2 -4
before the	0 -6 -1
behind	-1 -4 -5
being	-2 6 -8
being _ at	-3 4 -1
being _ on	-8 -6 -3
being _ tired	1 -1 0
being abused	-2 4 -2
being alive	8 -2 -1
being noisy	-2 -2 -2
being so	1 -1 0
beings	-4 -4 -4
belong	-7 -5 -6
belt	-1 4 0
belt when	0 6 0
ben	6 0 -2
ben _ the	-4 2 0
ben _ up	4 -2 0
ben _ ways	3 0 0
ben planing	6 0 0
ben researching	4 0 0
ben saved	-4 -3 -1
ben saving	6 -2 0
ben stockpiling	5 -2 -2
beneath	-9 -8 -10
best	3 -5 -6
best _ and	2 -4 -3
best _ at	-4 0 0
best friend	2 -6 -3
beter	2 -2 -3
beter _ dead	6 -2 0
beter _ i	-4 -2 0
beter _ if	10 -3 0
beter before	-5 -1 -2
beter but	4 -4 -2
beter if	-2 0 0
beter now	-6 -2 -3
betwen	-7 -5 -5
bf	-12 4 -2
big	-2 -3 0
bike	-6 -4 -3
bike _ im	-4 -4 -2
bike but	-4 -4 -2
birthday	1 -9 -7
bit	-2 -6 -3
blanket	-7 -2 -5
blanket and	-6 -2 -4
bleach	-3 -4 5
bleach _ mistake	-2 0 4
bleach by	-2 0 5
bled _ from	6 0 0
bleding	-6 -3 9
bleding heavily	-1 -2 5
blod	-5 -5 8
blod _ is	-2 -2 -1
blod presure	1 -2 -5
bok	-7 -5 -5
bok _ wekend	-2 -1 -1
bok this	-2 -1 -1
bond	-2 -1 0
bored	-9 -6 -6
bored _ could	-4 0 -1
bored i	-4 0 -1
boring	-5 -5 -6
borowed	-4 -5 -2
bos	-8 -2 -5
bos _ asaulted	0 7 0
bos _ kil	-1 -2 0
bos _ my	-4 -5 -2
bos _ to	-2 -4 -2
bos groped	0 4 0
bos like	-5 -4 -4
bos sexualy	0 7 0
both	-8 -5 -6
botle	3 -2 3
bought	1 -3 -6
bought _ gun	4 0 0
bought _ it	-3 -1 0
bought _ knife	3 -1 0
bought kil	-3 -1 0
boyfriend	-3 1 -1
boyfriend _ it	-4 -3 -3
boyfriend _ me	-3 2 -4
boyfriend _ my	-2 4 0
boyfriend is	-3 -3 -4
boyfriend slaped	-1 16 0
break	-9 0 -5
break up	-6 2 -1
breakup	-5 -3 -3
breath _ wil	-3 -2 -2
breath away	-3 -2 -2
breathe	-6 -3 1
breathe and	-4 -2 2
breathing _ a	-2 0 8
bridge	10 -3 -3
bridges	-4 -3 -2
bring	-11 -7 -9
broke	0 -2 -2
broke _ arm	-1 4 -2
broken	-3 -2 1
brother for	-6 -4 -4
brother overdosed	0 -3 6
browser	-5 0 -1
bruises	4 4 -5
bruises _ schol	-3 3 -2
bucha	-6 -6 -6
budget	-7 -3 -4
budhist	-7 -6 -6
budhist lent	-5 -5 -5
build	-6 -6 -7
building	5 -5 2
built	-4 -6 -4
bumped	-5 -6 -5
bumped _ head	-2 -5 -5
burn _ with	2 0 0
burned	-4 -6 -3
burning _ with	9 0 0
burning myself	9 0 0
burning out	-4 -2 0
burns	-8 7 -3
bury	-7 -3 -4
bus _ drive	-2 -1 0
bus or	-2 -1 0
busines partner	-3 -3 -3
busy	-10 -3 -7
but	-2 1 0
but _ be	-6 -5 -6
but _ dont	2 0 2
but _ fine	-3 -5 -3
but _ im	-3 -2 0
but _ just	-6 -3 -1
but _ ned	-2 -1 0
but _ was	-7 0 -5
but grateful	-2 -1 0
but i	0 -3 -2
but il	-6 -5 -6
but im	-6 -5 -4
but it	1 -5 -3
buy	-12 -6 -5
buy _ car	-3 -2 -2
buy _ concert	-3 -3 -3
by mistake	-1 -2 5
by my	-5 9 -4
by suport	-3 -3 -3
by the	-2 0 -4
cabinet	13 0 0
cabinet tonight	4 0 0
cactus	-7 -2 -5
cafe	-7 -6 -6
cake	-4 -10 -4
cal _ today	-2 -3 -2
cal anyone	2 -2 0
cal rise	-2 -2 -2
calm	0 -6 -10
calm and	-5 -3 -8
calmly	-5 -3 -4
came _ not	-1 -2 2
came back	-5 3 -3
came up	-2 -1 2
can	-2 -7 -5
can _ a	-5 -2 -4
can _ about	4 0 0
can _ die	5 0 0
can _ on	5 0 0
can _ se	-6 -4 -3
can _ your	-4 -2 -3
can be	-6 -4 -2
can think	4 0 0
canceled _ phone	6 -1 -1
canceled my	6 -2 -1
cancer	-10 -5 -3
cant !breathe	-2 -2 4
cant !leave	-2 10 -2
cant !tel	-2 2 -2
cant _ !anyone	-2 2 -2
cant _ !my	-2 -1 10
captured	-6 -4 -5
car _ night	0 4 0
car every	0 4 0
car now	-3 -2 -2
car of	5 -2 -2
card	-6 -10 -9
card for	-7 -2 -1
card library	-6 -4 -5
card meaning	-5 -4 -4
card please	-3 -2 -3
cards	1 -4 -7
cards _ come	-3 -3 -3
cards _ me	5 -7 0
cards that	-3 -3 -3
care if	6 -1 0
carer	-12 -4 -7
carer _ please	-4 -3 -3
carer advice	-4 -3 -3
caried	-3 -5 -3
carved	8 -5 -4
cary	-13 -7 -5
cat	2 -8 -11
cat _ me	-6 -6 -7
cat is	-6 -1 -4
catch	-6 -1 -1
catcher	-7 -7 -6
categories	-10 -10 -10
category	-11 -8 -8
ceiling	-5 -3 -6
chance	-5 0 -3
chance to	-5 -2 -2
change	-7 -3 -10
change _ phone	-3 -3 -3
change jobs	-6 -4 -2
change pasword	-5 -4 -3
changed	-9 -4 0
changed my	-4 -1 0
changed please	-7 -4 -3
changes _ ben	-3 -3 -2
changes have	-3 -3 -2
chapter	-11 -5 -7
character	-13 -5 -4
character _ in	-3 -2 -2
characters	-10 -9 -8
cheated	-2 -4 -2
cheated _ i	-2 -4 -2
check _ inbox	-3 -4 -3
check _ of	3 0 -2
check out	3 0 -2
check your	-7 -5 -3
checked	-7 -6 0
checking	-3 -6 -4
checkup	-5 -1 -1
cher	-5 -3 -4
cher _ up	-5 -3 -4
cher her	-2 -3 -3
chest	-4 -6 7
chest _ spreading	-1 0 4
chest and	0 -1 4
chest pain	-2 -2 4
chick	-6 -4 -4
childhod	-4 -2 0
chili	-6 -6 -5
chocolate	-6 -5 -3
chocolate _ the	-2 -1 -2
chocolate at	-2 -1 -2
choked _ until	-2 2 -2
chokes _ during	-2 4 -1
chose	-9 -5 -8
chose _ category	-3 -4 -4
chose a	-3 -3 -3
chose another	-3 -2 -2
cigaretes _ i	-2 4 0
cigaretes _ im	1 0 0
city	1 -5 -4
clas	-9 2 -4
cleaned	0 -5 -5
cleaned _ whole	-2 -2 -2
clear	-7 -6 -7
clear search	-4 -4 -3
clearly	-4 -7 -5
clifs	4 0 -2
close _ your	-4 -3 -2
closenes	-6 -4 -3
closet _ two	-6 -2 -2
closet and	2 0 0
clothes	0 4 -6
clothes _ idea	-3 -1 -2
clothes god	-3 -1 -2
coach forces	-5 5 -3
cofe	-6 -6 -6
cok	-7 -6 -7
cokie	-5 -2 -1
coking	-5 -7 -1
coking _ much	-2 -1 -2
coking so	-2 -1 -2
colapsed	-1 -2 5
colapsed _ is	0 0 2
colapsed _ isnt	0 -2 4
colapsed _ wont	0 -1 7
colapsed and	0 -2 4
colapsed at	0 -5 12
cold	-6 -6 -11
colony	-6 -7 -6
color	-9 -6 -7
com	-3 -3 -3
come	-4 -4 -2
coming	-8 2 -9
coming out	-1 -4 0
coming son	-8 -8 -6
company	-5 -4 -6
compare	-3 -3 -3
compare _ options	-3 -3 -3
compare the	-3 -3 -3
comunity	-5 -4 -2
comute _ going	-5 -3 -1
concert tickets	-3 -3 -3
conection	-4 -4 -6
confused	-2 -2 5
confused and	0 -1 4
confusing	-5 -5 -3
continue	-4 -3 -3
continue _ my	-3 -3 -3
continue to	-3 -3 -3
contributions	-3 -3 -5
cough	-1 -2 -3
could	-5 -5 -6
could _ !load	-5 -2 -3
could _ !submit	-4 -2 -3
could _ for	-4 -2 -2
could die	-4 -3 -2
could not	-7 -6 -7
could slep	-6 -2 -2
courage	-1 -2 -3
cousin	1 -3 -8
coworker	-14 -4 -8
create	-7 -5 -7
create acount	-5 -4 -4
crescent	-8 -7 -7
cried	-1 0 -4
crush	-9 -4 -6
crushing	-5 -1 12
crying	-9 2 2
ctb	14 -3 0
ctb _ just	4 0 0
ctb son	9 0 0
curent	-9 -6 -7
curent pasword	-4 -4 -3
curiosity	-4 -5 -5
cursed	-8 -5 -5
cut _ hand	-2 -2 9
cut again	5 -4 0
cut my	-11 -5 1
cute	-8 -9 -6
cuting	4 -3 -9
cuting _ again	6 0 0
cuting again	6 0 0
cuting myself	6 0 0
dad _ me	-5 9 -3
dad _ my	-2 4 -2
dad _ to	-7 -3 -5
dad _ unconscious	0 -2 4
dad beats	-2 3 -2
dad colapsed	0 -1 7
dad hits	0 8 0
dads _ surgery	-3 -1 -2
dads heart	-3 -1 -2
daily	-9 -7 -6
daily card	-5 -4 -4
dance	-9 -8 -9
dark	-4 -4 -4
date	-8 -4 -8
dating	-12 -7 -7
daughter tok	0 -1 4
daughters	-3 1 -3
day	-2 -8 -5
day _ a	-7 -1 -2
day _ die	4 0 -1
day _ the	-4 3 0
day at	-6 -1 0
day for	-2 0 -1
day to	2 0 0
days	-1 -8 -7
dead	-2 -6 -9
dead _ on	-5 -4 -2
dead _ should	-4 -4 -3
dead _ wil	-5 -4 -2
dead and	2 -2 -1
dead by	4 0 0
dead inside	-4 -5 -4
dead serious	-3 -5 -1
dead than	6 0 0
dead tired	-13 -2 -1
deadline	-6 -4 -3
deadline _ kiling	-2 -2 -4
deadline is	-4 -4 -3
deal	4 -7 -5
death	0 -6 -5
death al	2 0 -3
death because	3 0 0
death of	-5 -5 -1
decided	1 -1 -3
deciding	3 0 0
dei	4 -2 -2
delayed	-3 -2 -2
delete	-7 -6 -4
delete entry	-4 -4 -4
deleted	3 -7 -6
deleted my	4 0 0
dentist	-8 -4 -4
dep _ dont	7 -4 0
deper	3 -5 -2
deper _ than	-3 -2 -2
deper _ time	3 -4 -1
deper rather	-3 -2 -2
deper than	8 -1 0
deper this	3 -4 -1
deply	-7 -2 -3
deposit back	-1 -4 -2
deserve	6 -1 0
deserve _ place	-3 -3 -4
deserve to	6 0 0
design	-5 -2 -2
desk	2 -4 -3
destroyed	-10 -9 -9
detective	-9 -7 -5
detergent	-2 -2 3
detergent pods	-2 -2 3
device	-9 -5 -5
did	-6 -5 -5
did _ !resonate	-3 -2 -3
did _ do	-4 -3 -4
did i	-6 -6 -7
did my	-1 -2 -1
did not	-8 -4 -8
didnt _ !the	-6 -6 2
die	6 -6 -4
die _ a	-5 0 -2
die _ hapines	-6 -5 -3
die _ hours	3 0 0
die _ i	-9 -12 0
die _ it	3 -2 -1
die _ want	8 0 0
die alone	-4 -5 -2
die from	9 0 0
die im	3 0 0
die of	-7 -3 -3
died	-5 -7 -13
died _ a	-10 -3 -6
died _ cancer	-4 -1 -2
died _ the	-4 -5 -6
died a	-5 -2 -2
died and	-6 -3 -7
died during	-2 -4 -1
died in	-3 -5 -5
died my	5 0 0
died of	-4 -1 -3
died when	-5 -3 -1
dies	-6 -8 -5
dies _ the	-4 -1 -2
diferent	2 -4 -2
diner _ has	0 -1 3
direction	-8 -4 -5
disapear _ a	-6 -1 -1
disapear _ bali	-4 -1 -2
disapear to	-4 -1 -1
disobey	-2 4 0
display	-5 -6 -5
display name	-5 -6 -5
distance	-4 -3 -3
dive	-9 -4 -4
dizy	-4 -2 7
do _ a	9 -2 -1
do _ do	-4 -4 8
do _ find	6 0 0
do _ kep	-5 -3 -5
do _ same	-3 -3 -1
do _ say	-1 -6 -5
do _ stop	1 -4 -3
do _ truly	-4 -3 -5
do _ wekend	-4 -9 -6
do i	-9 -8 -2
do it	12 -3 -1
do not	-11 -5 -6
do this	-7 -7 -4
do you	12 -2 -2
doctor	-7 -4 -4
doctor _ me	-5 -2 -2
doctor _ my	-1 -5 -9
doctor says	-4 -4 -3
does	-4 -2 -6
does _ hurt	5 -2 -1
does _ take	6 -1 0
does _ ten	-3 -3 -4
does _ to	-4 4 -3
does it	-5 1 -2
does my	-10 -7 -8
does not	-8 -5 -5
does the	-10 -6 -4
doesnt	3 2 -7
doesnt !know	5 -3 -2
dog	-4 -2 -7
doing	-2 -4 -1
donated	-10 -4 -4
done _ everything	8 0 0
done _ life	8 -1 -1
done _ this	-4 -2 -4
dont	6 6 -1
dont !have	-1 2 -2
dont !plan	7 0 0
dont _ !i	6 -2 0
dont _ !il	4 -3 -2
dont _ !the	4 0 0
dont _ !why	6 -1 0
dor and	-2 -3 -3
dorway	-5 -3 -3
dose	8 -1 -3
dose of	8 -1 -3
down _ rest	-2 -2 -2
down and	-9 1 -5
drank	-1 -2 6
drank _ bleach	-1 -1 8
drank _ by	-2 0 5
drank kerosene	-3 -2 6
draw	-5 -10 -5
drawer	5 0 -1
dream	-9 -5 -9
dream _ i	5 -4 -1
dream _ was	-5 -4 -2
dream captured	-4 -4 -5
dream catcher	-7 -7 -6
dream category	-4 -4 -4
dream deleted	-6 -4 -4
dream i	-5 -4 -2
dream log	-4 3 -2
dream my	-4 -8 -4
dream of	-5 -6 -5
dream statistics	-5 -4 -5
dream where	-4 -6 -7
dreamed	-3 -2 -5
dreamed _ could	-3 -3 -7
dreamed _ was	-8 -6 -4
dreamed a	-5 -4 -1
dreamed i	-5 -8 -5
dreamed my	-6 0 -5
dreamed of	-1 -4 -2
dreaming	-11 -6 -6
dreaming about	-5 -2 -1
dreams	-3 -8 -9
dreams and	-2 -1 -4
dreamt	-8 -7 -8
dreamt i	-7 -8 -10
dreamt my	-3 -2 -7
drifting	-6 -6 -6
drinking	-4 -1 -1
drive	6 -3 -2
drive _ a	5 -2 -2
drive into	6 -1 -1
drive my	5 -2 -2
drive to	3 -2 0
drive tomorow	-2 -1 0
driving of	3 -1 0
drop	-6 -6 -4
drop _ of	-3 -2 -3
drop out	-3 -2 -3
droped	-6 -6 -7
droping	-3 -8 8
droping _ she	-2 -2 5
drown	5 -3 0
drown myself	7 0 0
drowning	4 -7 -7
drowning _ homework	-5 -3 -3
drowning _ work	-3 -3 -2
drowning in	-16 -5 -7
drunk	-3 4 -1
during	3 5 -4
during _ cal	-4 -3 -2
during fights	-2 4 -1
dye	7 -7 -2
dying	8 -5 -6
dying _ a	-9 -3 -2
dying _ do	-4 -2 -4
dying _ go	-12 -2 0
dying _ know	-7 -2 -1
dying _ single	4 0 0
dying _ the	-6 -3 -3
dying after	-3 0 -1
dying every	6 0 0
dying for	-4 -1 -2
dying in	-8 -4 -3
dying of	-4 -1 -1
dying on	-5 -6 -5
dying to	-13 -5 -6
dying what	-7 -6 -5
each	-9 -4 -6
each _ you	-4 -2 -3
earing	-2 -2 -2
early	-9 -9 -8
easier	-3 -3 -1
eat	-5 -4 -4
eating	-3 -6 0
ebs	-6 -3 -5
edge	2 -1 -4
edge _ the	0 0 -3
edit	-7 -6 -5
efort	-5 -4 -5
email	-3 -7 -5
email _ username	-3 -2 -2
email or	-3 -2 -2
embarased	-8 -1 -1
embarased _ could	-2 -1 -2
embarased i	-2 -1 -2
emotional	-4 -4 -4
emotional tone	-4 -4 -4
encrypted	-3 -5 -5
encrypting	-9 -8 -8
end _ al	6 0 0
end _ for	3 0 0
end _ gym	-4 -2 -4
end _ just	4 -2 0
end _ lease	-3 -2 -2
end _ life	9 -4 -4
end _ own	5 0 -2
end _ relationship	-3 -8 -5
end _ this	2 -2 -2
end _ tonight	6 0 0
end _ with	-7 -3 -4
end everything	9 0 0
end it	7 -1 -1
end myself	12 -3 -4
end of	2 -6 -9
ending _ life	4 0 0
ending _ this	9 0 0
ending it	8 -2 -2
ending things	3 -2 -3
energy	-8 -8 -6
english	-5 -4 -1
enjoy	-3 -3 -4
enough _ reckon	4 0 0
enough _ the	-3 -2 -1
enough for	-5 -2 -2
enough i	4 0 0
enter	-7 -8 -5
enter _ pasword	-3 -1 -2
enter your	-3 -1 -2
entry	-4 -7 -9
epipen	-3 0 4
er	-5 -1 -1
esay	-3 -3 -1
even though	-4 2 -4
evening	-5 -2 1
ever	3 -9 -5
ever _ again	-4 -4 0
ever _ along	-2 0 -3
ever _ being	-3 -1 0
ever _ beter	8 0 0
ever stop	-6 -1 -1
every	0 -2 -3
every _ and	-1 4 -1
every _ day	3 0 0
every month	0 5 0
every night	4 3 -1
every single	3 0 0
everyone _ just	5 0 0
everyone a	9 -2 -1
everyone was	-3 -3 -2
everything	1 -7 -7
everything _ be	5 0 0
everything _ is	6 0 0
everything this	6 0 0
everywhere	-3 -2 2
ex	-8 3 -5
ex _ !stop	-1 11 0
ex _ he	0 5 0
ex _ hel	-1 5 0
ex going	0 -3 -3
ex said	-1 5 0
ex says	0 5 0
ex wont	-1 11 0
exam	-8 -9 -5
exam dream	-4 -2 0
exam in	-4 -6 -2
exam today	-3 -2 -2
exam tomorow	-6 -5 -4
example	-3 -3 -3
example com	-3 -3 -3
exams	0 -2 -5
export	-5 -5 -4
export dreams	-5 -5 -4
exs	-3 -1 -2
eye	-9 2 0
eyes	-6 -4 4
eyes on	-3 -3 -4
fail	2 -7 -2
failed	2 -6 -7
failing	-5 -5 -5
familiar	-9 -6 -7
families	-3 -2 -5
family if	-2 5 0
family may	-5 -5 -5
family reunion	-4 0 0
far	2 -8 -4
fast	-5 -3 0
fasting	-5 -5 -1
fasting for	-5 -5 -1
father _ me	-3 13 -3
father _ my	0 8 0
father beats	0 3 0
father rapes	-2 3 -2
fathers	-6 3 -3
fear	-8 -10 -9
fel _ and	0 -1 1
fel _ at	-9 -9 -9
fel _ ending	5 -2 -2
fel _ i	-7 -7 -12
fel _ in	-6 -6 -5
fel _ isnt	-2 -2 9
fel _ kiling	4 0 0
fel _ quiting	-3 -3 -3
fel _ the	2 -2 5
fel _ wil	-2 0 -2
fel beter	-7 -3 -5
fel down	-2 -3 6
fel gros	-2 -1 -2
fel relieved	3 0 0
feling	1 -10 -5
feling _ about	-6 -1 -2
feling _ after	-9 0 -2
feling _ again	3 -2 -1
feling kinda	-5 -3 -2
feling suicidal	3 -2 -1
felings	-10 -5 -5
fels	2 -3 2
fels _ god	-2 -2 -2
fels so	-4 -2 -1
felt	2 -3 -4
felt _ a	-5 0 0
fern	-7 -7 -4
few	-5 -1 -4
few weks	-7 -3 -2
fields	-8 -7 -7
fight	-7 5 1
fighting _ curent	-5 -4 -3
fighting _ leting	3 -2 -2
fighting im	3 -2 -2
fighting the	-2 -5 -5
fights	-2 4 -1
files	-6 -4 -7
files _ not	-6 -4 -7
finaly	4 -6 -9
finaly _ fre	6 0 0
finaly _ up	-4 -3 -1
finaly break	-4 -3 -1
find _ lost	-2 -2 -2
find _ son	3 -5 -2
find love	-7 -5 -3
find my	-4 -3 -4
find you	-4 -3 -3
finds	-9 -5 -3
fine	-2 -3 -5
fine now	0 -3 -6
finish _ job	3 0 0
finish _ thesis	-3 -2 -2
finish my	-4 -2 -3
finish the	3 0 0
finished	-11 -6 -7
finished a	-9 -4 -4
fire	-7 -5 3
first	-9 -6 -8
first _ in	6 0 0
first _ today	-3 -3 -3
first time	-2 -5 -2
fish	-7 -6 -5
fiting	-2 -2 3
fiting _ the	-2 -2 3
fix	5 -4 -8
fix it	-8 -5 -5
fixed	-9 -5 -7
flake	-6 -1 -1
flat	-8 3 -3
flatmate	-2 0 0
flexibility	-3 -5 -3
flight	-8 -4 -4
flight _ delayed	-3 -2 -2
flight and	-4 -3 -5
floded	-2 -6 -2
flow	-11 -4 -5
flows	-4 -5 -5
fly	-8 -7 -5
focus	-7 -3 -2
focus on	-4 -3 -1
fod	-5 0 4
folow	-10 -8 -8
folow up	-9 -7 -7
folowed	-10 1 -5
folowed up	-8 -8 -8
folowing _ and	0 4 0
for	-1 -5 -5
for _ again	-6 -3 -1
for _ day	-8 -4 -3
for _ haircut	-2 0 -1
for _ holiday	-7 -1 -3
for _ is	-7 -6 -7
for _ job	-5 -2 -1
for _ month	-6 -1 -2
for _ potery	-3 -3 -3
for _ readings	4 -2 -2
for _ the	-6 -2 -1
for _ wek	-10 -6 -7
for _ wekend	-8 -3 -8
for a	-1 -2 -2
for each	-4 -4 -3
for god	12 0 0
for her	-11 3 -5
for money	-2 -1 -1
for more	-4 0 0
for my	-12 -5 -5
for now	-8 -5 -2
for once	-9 -5 -6
for real	5 0 0
for you	-4 -2 -1
forecast	-1 0 0
forever _ so	10 -3 -3
forgive	2 -1 -4
forgive _ friend	-3 -4 -3
forgive my	-3 -4 -3
forgot	-9 -5 -6
forgot _ moms	-3 -2 -2
forming	-6 -5 -5
fortune	-5 -4 -3
forward	1 -3 -4
fot	-3 -4 -1
found	-9 2 -1
found my	-3 4 1
foundation	-5 -1 -3
fragments	-4 -1 0
fre	0 -6 -6
frelance	-3 -4 -3
frely	-4 -3 -1
fresh	-7 -5 -7
friend	-4 -2 3
friend _ at	0 0 4
friend _ i	-7 -5 -5
friend _ not	0 0 5
friend _ overdosing	0 0 4
friend _ turning	0 -1 4
friend at	-4 0 0
friend group	-6 -2 -5
friend is	0 -1 8
friend overdosed	-1 -2 4
friendly	-4 -5 -5
friends	-7 -4 -6
friends _ died	-4 -3 -3
friends _ leave	0 5 0
friends dad	-3 -5 -5
friends on	-11 -13 -9
friends or	0 5 0
from a	-4 -3 2
from date	-7 -7 -6
from the	-5 -4 1
from this	-5 -7 -3
from work	-4 2 -2
front _ a	7 -1 -2
ful	-3 -5 -5
fuming	-3 -6 -2
fun	-13 -8 -9
funeral	6 -5 -6
funeral _ a	-7 -5 -2
future	0 -4 -4
future self	-5 -2 -3
game i	-3 0 0
gap year	-4 -2 -2
garage	8 -2 -1
garage _ the	4 0 -1
garage with	4 0 -1
garden	-9 -6 -4
gas	-1 -3 5
gather	-4 -6 -3
gave	7 -5 -3
gave _ dog	9 0 0
gave me	-7 -6 0
gave my	6 -2 -3
generous	-8 -3 -5
generous table	-2 -2 -2
gentle	-11 -6 -7
gently	-6 -6 -6
gently and	-6 -6 -4
gestures	-3 -3 -3
get	2 -2 -4
get _ apartment	-5 -5 -6
get _ deposit	-1 -4 -2
get _ done	-3 -2 -2
get _ if	-2 0 0
get _ internship	-4 -3 -2
get _ money	-2 -1 -1
get _ scholarship	-3 -2 -3
get _ university	-3 -2 -3
get a	-7 -4 -1
get for	-2 -1 -1
get one	-5 0 -1
get the	2 -3 -2
geting	-1 -4 -1
gets	8 -3 -4
gets _ but	4 -4 -2
gets beter	5 -4 -2
gibous	-6 -6 -5
girlfriend	0 2 -4
girlfriend _ me	-1 8 -1
girlfriend _ to	-2 0 -2
girlfriend hits	-2 5 0
girlfriend slaps	0 7 -1
girls	3 2 -3
give	-3 -7 -5
give _ to	-3 -2 -3
give it	-7 -2 -1
give thanks	-9 -2 -3
give time	-3 -2 -3
given	2 -4 -1
given away	4 -1 0
glide	-3 -3 -4
go	5 1 -4
go _ login	-5 -5 -4
go _ rather	-3 -2 -2
go _ slep	5 0 0
go _ with	3 0 -1
go _ you	-5 -3 -5
go frelance	-3 -4 -3
go quietly	5 0 0
go through	3 -1 -1
go where	1 -4 -3
go with	-5 -5 -4
goa	-5 -4 -4
god	-3 -10 -10
god _ for	-4 0 -1
god _ se	-4 -2 0
god _ this	-2 0 -1
god bok	-2 -1 -1
god day	2 0 0
god for	-7 -2 -2
god idea	-7 0 -1
god time	-6 -3 -2
godbye	11 -4 -5
godbye _ god	4 0 0
godbye _ i	7 0 0
godbye before	5 0 0
godbye for	4 0 0
godbye leter	4 0 0
godbyes	9 -3 0
goes	7 4 -2
going _ come	0 -3 -3
going _ do	6 0 0
going _ drive	6 -2 -3
going _ hang	7 0 0
going _ overdose	3 -2 -2
going _ propose	-4 -3 -3
going _ swalow	4 -2 -2
going _ walk	4 -1 0
going there	3 0 0
golden	-6 -4 -1
gona	-5 -4 -6
gona _ myself	8 -2 -2
gona _ out	-2 0 2
gona be	-5 -1 -7
gona hurt	3 0 0
gona of	9 -2 -2
gone	7 -3 0
got _ botle	2 0 0
got _ in	-2 -4 1
got the	7 -3 0
got to	-4 0 0
gps	-4 7 -2
grabed	-1 4 0
grabed me	-2 4 0
grandfather _ and	0 0 4
grandfather colapsed	0 0 4
grandma	-6 -6 -4
grandma today	-4 -3 -3
grandmas _ is	-2 -2 5
grandmas _ so	-2 -1 -2
grandmas coking	-2 -1 -2
grandmas face	-2 -2 5
grandmother _ having	0 0 4
grandmother _ her	-2 -2 -3
grandmother survive	-2 -2 -3
grandmothers	-4 -3 -4
granted	-3 -3 -3
granted _ suport	-3 -3 -3
granted by	-3 -3 -3
granting	-8 -9 -10
grateful	-9 -4 -4
grateful _ the	-10 -4 -4
grateful for	-8 -5 -4
gren	-7 -7 -3
grief	-7 -2 -3
grieve	-5 -4 -2
groped	0 4 0
groped _ and	0 4 0
groped me	0 4 0
gros	-2 -1 -2
gros _ i	-2 -1 -2
gros wil	-2 -1 -2
ground	-6 -7 2
group	-5 -7 -7
grow	-8 -10 -7
grows	-5 -3 -4
growth	-9 -5 -6
growth is	-3 -5 -4
grumpy	-4 -6 -5
guidance	-7 -6 -5
guided _ watched	-2 -3 -3
guided and	-2 -3 -3
gun	7 -3 -4
gun _ end	4 0 0
gun to	4 0 0
guy	-8 4 -2
guy i	-5 0 -5
guys	-7 -2 -3
gym	-7 -4 -2
gym _ kil	-3 -2 -4
gym _ never	-3 -2 -2
gym i	-3 -2 -2
gym membership	-4 -2 -4
gym to	-3 -2 -4
habits	-5 -4 -6
habits _ year	-2 -1 -1
habits this	-2 -1 -1
had	-5 -5 -6
had a	-6 -4 -5
had the	-3 -1 0
had to	-6 -5 -1
haha	-10 -10 -7
hair	-12 -1 -6
hair _ god	0 -1 0
haircut	-2 0 -1
hand _ dep	-1 0 9
hand _ now	4 0 -2
hand right	4 0 -2
handle	-4 -4 -3
handle it	-4 -4 -3
hands	-8 -5 -1
hang	8 -2 -3
hang myself	6 0 0
hanging	-5 -3 3
hangs	-2 -2 -2
hapened	-5 1 1
hapened since	-5 -4 -3
hapening	-4 5 -4
hapens	7 -2 -3
hapier _ me	5 -1 0
hapier without	5 -1 0
hapines	-6 -5 -3
hard	-10 -3 -4
hard i	0 -3 -2
has a	-8 4 4
has ben	-11 -2 -4
has its	-8 -9 -6
hasnt	2 -2 -2
hate	3 -5 -2
have	3 4 -5
have _ my	2 0 0
have _ pils	5 0 0
have _ plan	8 -1 0
have _ question	-3 -2 -1
have _ rope	6 0 0
have _ saved	-3 -3 -2
have _ secret	-3 -4 -3
have _ with	-6 -5 -2
have a	-1 -1 -1
have my	4 4 0
have permision	-3 -4 -2
have the	7 0 0
havent	0 -1 -3
having	-3 -6 7
having _ breathing	-2 0 5
having _ stroke	-1 0 8
having a	-3 -2 6
having trouble	-2 0 5
he	-3 8 2
he _ !let	0 3 -1
he _ a	-4 5 1
he _ come	-1 -4 -1
he _ hits	0 4 0
he _ if	-1 4 0
he _ it	-5 2 -2
he _ its	0 1 0
he _ kil	-2 3 0
he _ me	-4 5 -2
he _ my	-5 4 -3
he _ not	-6 -5 -5
he _ one	0 3 -5
he _ out	0 4 0
he change	0 5 0
he did	0 4 0
he does	-3 2 -5
he forces	-4 10 -1
he goes	-6 4 0
he going	-4 -3 -3
he grabed	0 5 0
he knows	0 5 -2
he likes	-3 -2 -1
he only	0 4 0
he raped	0 7 0
he remember	-3 -2 -2
he said	-8 5 -1
he says	-1 1 1
he the	-1 -4 -4
he threatened	-5 6 0
he wil	0 9 0
he wont	1 -2 3
headache	-9 -4 4
headache of	-3 -2 4
headaches	-2 -2 4
headaches and	-2 -2 4
healthy	-2 -3 -3
hear	-7 -4 -3
heard	-11 1 -4
heart	-6 -9 -3
heart _ go	-3 -1 -2
heart _ racing	0 0 4
heartbroken	-8 -4 -2
heartbroken _ i	-3 -2 -1
heartbroken wil	-3 -2 -1
heat	-4 -4 -2
heatwave lol	-4 -2 -2
heaven	10 -5 -3
heavily	-1 -2 6
heavy _ do	-4 -1 -2
heavy how	-4 -1 -2
hel	0 6 -2
hel _ us	-1 6 0
hel hurt	-1 5 0
help	-8 -6 -1
help without	-4 -3 -3
helped	-8 -5 -5
helps	1 -5 -4
her	-3 2 4
her _ and	-3 2 4
her _ i	-1 2 0
her about	-4 -5 -1
her birthday	-9 -5 0
her medicine	0 -1 4
her surgery	-2 -2 -3
her to	4 0 -4
her up	-2 -3 -3
her was	-3 -3 -2
here	-1 -1 -6
hero	-8 -8 -6
heroin	-4 -2 6
hes	-9 3 12
hes _ now	-2 2 -5
hes angry	-3 4 -2
hes coming	0 5 -2
hes in	0 -2 -3
hide	-2 0 -5
hide paterns	-4 -6 -4
hiding	11 3 0
hiding the	-3 2 0
high	5 -7 -1
hike	-5 -5 -3
him _ he	-5 6 -2
him angry	0 4 0
him go	-4 -6 -3
him how	-4 -3 -2
himself _ me	-1 6 0
himself and	-1 4 0
his	-10 0 6
his _ and	-3 4 4
his _ i	-8 0 -3
his chest	0 -1 4
his lips	-2 -2 5
history	-4 -7 -8
hit _ wal	-4 0 -1
hit _ with	0 8 0
hit a	-4 0 -1
hit me	-9 3 -5
hits	-2 4 -4
hits _ when	0 6 0
hits _ whenever	-2 3 0
hits me	-1 3 0
hold it	-10 -3 -3
hold my	5 -5 -6
holding	-4 -5 -5
holds	-5 1 -4
holiday	-5 -7 -3
home is	-7 -7 0
home life	-3 -2 -3
home now	-7 -2 -4
honestly	4 -9 -6
honestly _ be	4 0 0
honestly id	4 0 0
honour	-8 -4 -3
honours	-8 -2 -2
hope	1 -5 -3
hope i	3 -3 -4
hoping	4 -2 -1
hoping _ wil	9 -2 0
hoping something	9 -2 0
horor	-10 -4 -3
horor movie	-3 -2 -1
hot	2 4 -2
hour ago	-3 -2 3
hours	-5 0 -4
hours _ the	-6 -2 -2
house	-6 0 -1
house _ threatening	0 4 0
how _ end	3 0 0
how _ my	-5 -3 -4
how _ tel	-6 -3 -2
how _ you	-9 -1 -2
how are	-3 -3 -4
how many	9 -2 -1
how much	8 -4 -3
how to	-3 -3 -2
how wil	-3 -6 -1
human	-2 -2 -3
humidity _ kiling	-3 -4 -3
humidity is	-3 -4 -3
hundred	-3 -2 -2
hung	-10 -2 -1
hungover	-8 0 0
hungover i	-8 0 0
huried	-3 -3 -2
hurt _ and	1 2 0
hurt _ drown	5 -2 -1
hurt my	1 3 -1
hurt myself	12 0 -1
hurt to	5 -2 -1
hurting myself	8 -2 -1
hurts	-1 2 -1
hurts _ the	-5 -5 -3
hurts from	-10 -5 -6
hurts me	-1 6 -1
husband	-4 7 3
husband _ and	0 -1 6
husband _ at	0 -1 3
husband _ going	0 7 0
husband _ hurt	-1 5 0
husband _ me	-2 10 -2
husband _ my	-1 4 -1
husband beats	0 5 0
husband colapsed	0 -2 7
husband is	-1 0 3
husband punched	0 8 -3
husband raped	0 3 0
husband wil	-1 3 0
i	8 3 2
i _ !breathe	-5 -3 8
i _ !have	0 2 -4
i _ !leave	-2 10 -2
i _ !plan	7 0 0
i _ !se	8 -3 1
i _ !tel	-2 2 -2
i _ !think	3 -4 -1
i _ a	3 -5 -2
i _ and	-3 -2 -5
i _ anyone	-3 4 0
i _ being	-4 0 -1
i _ bleach	-3 -2 8
i _ break	-4 -3 -1
i _ breathe	-5 2 -3
i _ cuting	3 -2 -2
i _ decided	5 0 0
i _ die	-2 -5 -2
i _ died	-2 -4 -3
i _ down	3 -1 -2
i _ dying	-4 -3 0
i _ end	3 0 0
i _ first	-5 -3 0
i _ frelance	-3 -4 -3
i _ go	-6 -3 -1
i _ grandma	-2 -3 -2
i _ gros	-2 -1 -2
i _ held	-7 -8 -6
i _ her	-2 -2 -7
i _ home	-4 -3 -2
i _ hurting	7 0 -2
i _ i	4 -2 3
i _ il	5 0 0
i _ im	5 -2 7
i _ it	4 -3 3
i _ its	4 -2 -2
i _ jump	4 0 0
i _ just	7 -1 -1
i _ kms	4 0 0
i _ late	-6 0 -4
i _ laughing	-3 -6 -3
i _ leave	6 3 -3
i _ leters	4 0 0
i _ more	-6 0 0
i _ my	0 -4 -6
i _ myself	6 -5 -1
i _ not	4 -1 -4
i _ ok	-4 -4 -1
i _ on	-1 -2 -3
i _ or	-5 -2 -1
i _ pregnant	-3 0 -2
i _ procrastinating	-5 -4 -5
i _ raped	-4 5 -1
i _ smal	-3 -5 -2
i _ someone	-2 -7 -10
i _ stop	0 -1 -1
i _ taking	-2 -4 -3
i _ the	2 -4 -2
i _ thinking	6 0 0
i _ to	-2 -4 -4
i _ vanish	4 0 0
i _ want	6 0 0
i _ warmth	-2 -3 -1
i _ what	-3 -9 -7
i _ where	5 -2 0
i _ with	-9 -4 -8
i _ wrong	-2 -3 -5
i adopt	-3 -1 -1
i am	0 1 -4
i be	-7 -4 -4
i beat	-4 -1 0
i carved	7 -4 -4
i cleaned	-2 -2 -2
i could	-6 -3 -3
i cried	0 -3 -3
i cut	-3 -6 -5
i deserve	6 0 0
i didnt	2 -5 -2
i die	13 -1 0
i died	3 -8 0
i disapeared	5 -3 -1
i disobey	-2 4 0
i dont	2 6 0
i drank	3 0 5
i ever	0 -3 -3
i fail	1 -6 -2
i fel	0 -4 -1
i find	-11 -4 -2
i finish	-4 -2 -3
i folow	-3 -2 -4
i forgive	-3 0 -4
i forgot	-6 -3 -5
i found	-7 4 -2
i get	-10 0 -2
i give	-9 -2 -1
i go	-6 3 -2
i hang	3 0 0
i havent	-5 0 -4
i honour	-6 -8 -3
i hope	4 -3 -3
i invest	-5 -4 -3
i kep	3 -4 -5
i kil	1 -6 -7
i kiled	-3 -5 -4
i leave	2 4 -1
i let	-2 -4 -6
i love	-4 -2 -1
i loved	8 -4 -4
i make	-6 -7 -6
i mary	-3 -3 -3
i met	-6 0 -5
i mis	-7 -7 -8
i move	-3 -2 -2
i nail	-4 0 -1
i nearly	-3 -5 -3
i never	-2 -1 -1
i overdosed	-3 -3 5
i pas	-7 -4 -4
i pased	-8 6 0
i pivot	-3 -3 -5
i read	-11 0 -1
i reckon	4 0 0
i reply	-2 -4 -2
i said	-4 3 -4
i saw	-5 -4 -5
i say	-6 4 -6
i scratch	8 -2 0
i scratched	-2 -8 -9
i se	-3 0 -3
i shot	-2 -4 -2
i should	6 -2 -1
i slay	-4 -4 -5
i speak	-5 -2 -4
i starve	6 0 0
i stod	6 0 0
i stop	-1 -5 -4
i stoped	4 0 0
i swalowed	-2 -1 5
i take	-5 2 -3
i tok	0 -5 10
i travel	-4 -1 -1
i trust	-7 -7 -4
i try	-7 -2 0
i wake	5 -3 -1
i wana	10 -1 -3
i was	-3 2 -4
i wil	6 -2 -3
i win	-3 -1 -1
i wish	4 0 -1
i wnat	4 -2 -2
i wont	11 -3 -2
i wory	-3 -3 0
ice	-7 -6 -9
id _ a	-5 -6 0
id _ be	5 0 -1
id _ beter	5 -2 0
id be	7 -1 0
id die	-9 -1 -2
idea	-9 -4 -4
idea _ get	-1 -1 -2
ideas	-9 -6 -6
if	9 5 -6
if _ be	9 0 0
if _ break	-4 6 -1
if _ disapeared	5 -3 -1
if _ dont	-10 2 -2
if _ end	5 -1 -1
if _ gone	7 -2 0
if _ hang	3 0 0
if _ has	-8 -2 0
if _ is	3 0 0
if _ late	-6 -3 0
if _ leave	4 5 0
if _ likes	-3 -2 -1
if _ reading	12 0 0
if _ talk	-2 5 0
if _ was	11 -6 0
if he	-9 -3 0
if im	8 0 -1
if my	-9 -7 -2
il	5 2 -2
il _ it	12 0 -1
il _ ok	-6 -5 -6
il _ with	5 0 0
il die	-4 0 0
il take	3 0 -2
iluminated	-4 -4 -4
im	6 1 1
im 11	-2 5 0
im 14	-2 4 0
im 19	3 0 0
im _ !alowed	0 3 0
im _ !going	5 0 0
im _ a	-5 -4 4
im _ again	-5 -3 0
im _ an	-4 3 0
im _ anoyed	-2 -6 -3
im _ at	0 -4 0
im _ bored	-4 0 -1
im _ but	-9 2 -3
im _ do	11 0 -1
im _ done	1 -1 -2
im _ embarased	-2 -1 -2
im _ go	3 -2 -2
im _ hurt	3 0 0
im _ i	1 3 -2
im _ is	-7 -5 -5
im _ it	2 -2 -1
im _ my	-1 -1 -7
im _ on	3 -4 -3
im _ out	-4 -4 -4
im _ should	-3 -2 -2
im _ so	0 -1 2
im _ the	0 -7 -3
im _ this	0 4 0
im _ tired	-2 -2 -2
im _ useles	8 0 0
im a	-4 -6 -4
im alone	-2 0 4
im angry	3 -4 -1
im dead	2 -4 -2
im done	7 -4 -4
im drowning	-4 -4 -3
im dying	-12 -5 -2
im ending	2 0 0
im fine	-7 -3 -5
im geting	-6 -3 2
im gone	13 -1 0
im having	-5 -2 4
im heartbroken	-5 -3 -2
im in	-6 -1 -5
im just	3 -1 -1
im kiling	-5 -6 -2
im late	-6 -3 0
im leting	3 -2 -2
im not	4 -1 -4
im planing	6 -2 -1
im scared	-1 6 1
im sick	-4 -2 -4
im siting	5 0 -3
im so	-3 -6 -4
im sory	6 0 -2
im starving	-4 -4 -4
im stil	-5 -6 -1
im suicidal	3 -2 -2
im thinking	6 0 -1
im vomiting	-2 -2 7
images	-6 -6 -5
imagine	0 -4 -3
importing	-9 -9 -8
in _ abusive	-4 4 -4
in _ and	1 0 -4
in _ back	0 4 -4
in _ bath	8 -2 1
in _ browser	-8 -1 -2
in _ cabinet	3 0 0
in _ city	2 -4 -4
in _ dont	2 0 0
in _ drawer	5 0 -2
in _ future	-7 0 -5
in _ garage	4 0 -1
in _ garden	-9 -3 0
in _ house	-1 2 0
in _ im	-4 -1 -1
in _ keping	-3 -3 -3
in _ new	-8 -4 -3
in _ not	-4 -4 -5
in _ novel	-2 -2 -2
in _ or	-9 -3 -2
in _ relationship	-9 -1 -2
in _ rom	4 5 0
in _ smal	-2 0 0
in _ wil	-10 -7 -9
in _ without	-5 -6 -1
in _ years	-4 -2 -1
in a	-5 0 -6
in ages	6 0 0
in an	-7 -1 -8
in and	-6 2 -6
in betwen	-3 -2 -3
in homework	-5 -3 -3
in my	0 -5 -2
in tarot	-6 -3 -6
in thai	1 -7 -5
in that	-5 -1 -2
in the	-2 1 1
in this	4 -9 -2
in thre	-3 0 0
in work	-3 -3 -2
inbox	-3 -4 -3
iner	-6 -5 -5
information	-8 -6 -6
inside	-11 2 -5
instead of	8 -2 -1
insulin _ kil	7 -2 0
internship	-5 -2 -3
interview	-8 -8 -8
into _ god	-2 -1 -1
into _ new	-7 -4 -2
into _ schol	-5 -7 -5
into a	-9 -5 -5
into my	2 6 -4
into the	8 -1 4
into university	-3 -2 -3
into your	-3 -3 -4
intuition	-2 -3 -4
invalid	-6 -5 -5
invalid username	-3 -3 -3
invest	-5 -4 -3
invest in	-5 -4 -3
investment	-2 -1 -3
invites	-4 -3 -3
inward	-5 -4 -4
ipad	-9 -4 -7
iphone _ ipad	-4 -3 -2
is _ !breathing	0 0 5
is _ !responding	0 0 2
is _ !valid	-4 -1 -3
is _ a	4 -3 4
is _ abuse	-1 5 0
is _ and	-3 -1 3
is _ at	-7 -8 -6
is _ bad	-4 -4 -2
is _ blue	0 0 5
is _ breathing	-3 -3 4
is _ dorway	-5 -3 -3
is _ enough	8 -3 -3
is _ for	-5 -4 -2
is _ going	1 -3 -3
is _ heavily	0 -3 5
is _ his	0 -4 7
is _ how	-6 -5 -7
is _ in	-9 -6 -6
is _ it	2 -3 -3
is _ last	8 -2 -1
is _ long	-2 -2 -3
is _ low	-1 -1 7
is _ me	-4 1 -2
is _ mistake	7 -2 -3
is _ myself	4 0 0
is _ of	-5 -2 4
is _ only	7 -2 0
is _ pain	-2 0 -3
is _ question	-4 -2 -2
is _ so	-4 -2 0
is _ teacher	-4 -5 -2
is _ that	-8 -9 -9
is _ the	-5 -6 -5
is _ transformation	-4 -4 -5
is _ wek	-5 -6 -6
is _ wil	-5 -5 -7
is _ with	-1 -5 5
is a	-6 -7 -8
is already	-5 -4 -7
is also	-4 -2 -4
is an	-7 -1 -2
is barely	0 -2 4
is bleding	-10 -3 6
is built	-2 -3 -3
is dead	-13 -6 -7
is doing	-9 -2 2
is dying	-7 -3 -7
is empty	-5 -1 2
is forming	-4 -4 -5
is ful	-3 -3 -3
is gona	-5 0 0
is hard	-3 -5 -2
is he	-7 -10 -8
is it	1 -3 -5
is kiling	-3 -4 -3
is my	-3 -11 -10
is near	-5 -3 -2
is not	-9 -4 -1
is now	-5 -1 -2
is old	-8 -6 -6
is on	4 -3 -5
is over	-11 -6 -5
is overdosing	0 0 4
is pointles	4 0 -2
is racing	0 0 4
is required	-5 -5 -5
is she	-6 -4 -3
is so	-2 -2 2
is the	0 -5 -5
is there	5 -3 -1
is to	-1 -4 -6
is turning	0 0 5
is unconscious	-1 -1 9
isnt !moving	-2 -4 5
isnt !responding	-2 -2 9
it _ a	2 1 0
it _ but	-7 -3 -4
it _ get	6 0 0
it _ god	-9 0 -1
it _ huried	-3 -3 -2
it _ i	-5 -2 -2
it _ in	-3 -3 -4
it _ long	8 0 0
it _ out	-5 -4 0
it _ quarter	-4 -2 -2
it _ tbh	2 0 0
it _ tel	4 -2 0
it _ the	-10 -2 -3
it _ to	5 -3 -7
it _ wekend	6 -2 -2
it _ you	-9 -2 -2
it a	-3 -5 -2
it al	11 -1 -2
it bad	-5 -2 -2
it comes	-8 -3 -2
it did	-3 -2 -3
it for	6 -2 -3
it get	-3 1 -1
it gets	5 -4 -2
it has	-6 -4 -2
it heal	-5 -6 -7
it hit	-2 2 0
it hurt	8 -2 0
it in	-5 -2 -8
it is	-9 -2 -5
it just	-5 -6 1
it loks	-4 -6 -7
it means	1 -2 -1
it orient	-2 -2 -3
it over	2 0 -1
it resonated	-6 -6 -6
it secret	0 5 0
it simply	-7 -7 -7
it take	8 0 0
it this	3 -4 -2
it turn	-8 -7 -5
it with	-3 -7 -7
it work	-5 -2 0
it wrong	1 -4 -3
itl	5 2 -2
its	3 3 1
its _ and	-2 -1 -1
its _ blod	-2 -2 4
its _ my	3 -3 -2
its an	7 -2 -1
its geting	4 -3 -1
its godbye	4 0 0
its in	3 -3 -1
its just	-9 -1 0
its nothing	-5 -2 1
its only	-5 -4 -2
its own	-7 -4 -5
its spurting	-2 -2 4
its time	5 -3 -2
itself	-4 -4 -6
ive	13 -3 -5
ive _ away	4 -1 0
ive _ burning	4 0 0
ive _ planing	6 0 0
ive _ stockpiling	3 0 0
ive _ the	3 -1 -1
ive _ thinking	4 0 0
ive _ to	2 0 0
ive already	7 0 0
ive given	4 -1 0
ive got	6 -1 -3
ive said	2 -2 -1
ive stoped	4 0 0
ivf	-7 -2 -8
japan	-5 -2 -1
japan _ wel	-4 -2 -2
japan go	-4 -2 -2
japanese	-6 -7 -5
job	-9 -3 -4
job _ could	-3 -5 -2
job _ now	-3 -1 -2
job i	-5 1 -2
job is	-11 -3 -2
jobs	-2 -4 -2
join	9 -2 -1
journal	1 -1 -9
journal _ partner	-4 2 0
journal entry	-6 -4 -3
journal i	5 0 0
journal my	-2 -1 -2
journey	-5 -4 -4
joy	-4 -5 -5
joy _ you	-2 -1 -2
joy cary	-2 -1 -2
jump	4 -2 -2
jump _ front	4 -1 0
jump at	-5 -2 -2
jump from	6 0 0
jump in	4 -1 0
jump of	4 0 0
jumping	4 -1 -1
jumping _ front	4 0 0
jumping _ my	4 0 0
jumping in	4 0 0
just	8 -3 2
just _ !stay	5 0 0
just _ a	-4 -1 -1
just _ me	1 -9 -7
just _ myself	7 0 0
just _ quietly	5 0 0
just _ test	-4 -2 -3
just a	-4 -2 -3
just died	-6 -5 -4
just end	5 0 0
just for	5 0 0
just jump	3 0 0
just kil	6 0 0
just let	4 0 0
just meh	-3 -3 -3
just rest	-4 0 0
just swalowed	-2 0 5
just wanted	4 -1 -3
ka	-3 -6 -1
karma	2 -2 -6
kep	3 -5 -5
kep _ and	-7 -2 -2
kep _ eyes	-3 -3 -4
kep _ my	1 -2 -3
kep _ secret	0 5 0
kep _ what	-2 -2 -3
kep dying	-7 -2 -1
kep my	-7 -5 -6
kep nurturing	-2 -2 -3
kep that	-4 -1 -1
kep thinking	6 0 0
kep your	-5 -2 -2
keps	-4 6 -5
keps _ me	-2 5 -1
keps _ my	-5 4 -1
keps dying	-7 -8 -4
keps saying	2 -4 -2
keps sending	-1 3 0
kept	-8 -5 -7
kicked	0 9 -1
kicked me	0 11 -1
kid	-8 -3 -1
kid _ rat	0 0 3
kid ate	0 0 3
kidney	-7 -6 -3
kids would	5 -2 0
kil	4 -1 -6
kil _ at	-8 -3 -2
kil _ bad	-5 0 -1
kil _ family	-2 5 0
kil _ if	-7 -3 0
kil _ self	8 -4 -1
kil _ this	-3 -1 0
kil _ tonight	6 0 0
kil it	-5 -3 -1
kil me	-1 -2 -1
kil my	3 -2 -1
kil myself	8 -2 -1
kil this	-7 -1 -1
kiled	-4 -5 -5
kiled _ at	-5 -5 -4
kiled _ exam	-3 -2 -2
kiled _ the	-6 -3 -2
kiled it	-5 -4 -3
kiled me	2 -3 -3
kiled my	-5 -2 -2
kiler	-7 -9 -7
kiling	-6 -6 -5
kiling _ more	3 -1 0
kiling _ when	-3 -4 0
kiling it	-4 -4 -2
kiling me	-7 -6 -3
kiling myself	2 0 0
kind	2 -6 -7
kinda	-7 -4 -5
kindly	-6 -3 -4
kindnes	-4 -2 -2
kindneses	-6 -3 -4
kms	14 -3 -3
kms _ bad	4 0 0
kms _ this	6 -1 0
kms _ whats	3 -2 -2
kms fr	10 -2 -2
kms honestly	6 -2 -2
kms seriously	3 -2 -2
kms so	4 0 0
knife	8 4 3
knife _ just	3 -1 0
knife today	3 -1 0
know	4 -3 -2
know _ i	-7 2 0
know _ to	-5 -3 -5
know if	-9 -3 0
know im	-6 0 -1
knowing	3 -5 -5
knowing its	5 -1 -1
knows	1 4 -2
knuckles	6 -2 -1
lake	-4 -4 -2
landlord	-10 3 -6
laptop	-7 -3 -3
larger	-5 -3 -2
last	4 5 -7
last _ and	-1 2 -4
last _ entry	6 0 0
last _ to	4 -2 -1
last _ wil	-8 -2 -1
last edit	-7 -6 -5
last journal	6 0 0
last spring	-3 -3 -2
last thing	10 0 0
late	-7 -3 -3
late _ every	-2 -1 -2
late again	-9 -3 0
late for	-4 -5 -5
late grandmothers	-2 -3 0
late mother	-2 -1 -2
lately	5 -5 -2
lately _ i	4 0 0
lately al	4 0 0
laugh	-6 -8 -6
laughing	-8 -8 -6
laughing at	-6 -4 -6
laughter	-8 -5 -3
laughter and	-7 -4 -3
laundry	-9 -8 -6
layers	-3 -4 -2
lean	-3 -5 -2
learn	-7 -2 -5
learn _ drive	-3 -3 -3
learn to	-5 -2 -2
learned	-8 -7 -8
learning	-7 -6 -8
learning about	-3 -1 -1
lease early	-4 -2 -2
leave	4 5 -2
leave my	-12 -9 -4
left	2 -7 0
left and	6 0 -3
left im	7 -5 -5
leg	-6 -2 9
leg is	-2 0 9
legs	2 -4 0
lent	-5 -5 -5
let	-9 -6 -7
let _ be	-7 -3 -2
let _ cal	-2 -2 -2
let _ orient	-2 -2 -3
let it	-4 -2 -2
let joy	-2 -1 -2
let me	-1 -5 0
let my	-12 -6 -5
let something	-3 -2 -2
let warmth	-2 -3 -1
leter	0 -1 -2
leter _ my	-5 -2 -3
leter to	-5 -2 -3
leters	4 -6 -5
leters _ my	7 0 0
leters to	10 0 0
lethal	6 -2 -2
lethal _ of	6 -2 -2
lets	-12 1 -4
library	-2 -6 -6
life	9 -5 -4
life _ be	4 0 0
life _ friday	3 0 0
life _ pointles	4 0 -2
life _ there	7 0 0
life insurance	9 -2 -3
life is	-2 -4 -5
life on	3 0 0
life tonight	8 -1 0
lift	-4 -4 -6
light	-12 -6 -6
lighter _ purpose	2 0 0
lighter on	2 0 0
like	4 -5 -1
like _ a	-1 -9 -6
like _ again	-4 0 0
like _ boyfriend	-3 -2 -2
like _ every	4 0 0
like _ i	0 -5 0
like _ idea	-1 -1 -2
like _ my	-5 -3 -5
like _ myself	4 0 0
like _ paracetamol	-1 -1 4
like _ things	5 -2 -2
like ending	5 -2 -2
like kiling	4 0 0
like me	-3 0 -2
like my	-8 -4 -4
like quiting	-3 -3 -3
like that	-15 -2 -4
likes	4 -4 0
likes me	-3 -2 -1
limit	-9 -9 -10
line	-7 -5 -6
link	-4 -6 -5
linked	-5 -6 -4
linked reading	-5 -4 -4
lips	-2 -5 8
listen	-5 -6 -5
listen inward	-4 -3 -3
listen to	-10 -4 -3
litle	-5 -2 -3
live	5 -2 -4
live for	5 -4 0
living	6 -2 0
living _ this	-2 0 0
living in	-2 0 0
lmao	-4 -6 -6
loaded	5 -2 -2
loading	-5 -4 -4
loading _ readings	-3 -4 -3
loading your	-5 -3 -2
lock	-5 1 0
locked	-1 7 -1
locked _ in	0 4 0
locked in	-1 4 0
locked me	0 5 -1
locks	-6 4 0
locks _ in	0 4 0
locks me	0 4 0
log	-7 -1 -5
log _ dream	-4 -4 -5
log a	-6 -6 -4
log i	-1 3 -1
login	-5 -5 -6
lok	0 -4 -4
lok _ the	-5 -5 -5
lok for	-5 -2 0
loking	6 -2 -2
loking _ the	6 -2 -1
loking at	6 -2 -1
loks	2 -4 0
lol	-8 -13 -10
lol i	-4 -2 -3
lonely	-8 -7 -9
long	-3 -7 -5
long _ i	4 0 0
long distance	-4 -4 -3
loses	-7 -3 -3
lost	-3 -5 -8
lost _ walet	-9 -2 -2
lost earing	-2 -2 -2
lost in	-4 -6 -4
lost my	1 -4 -8
lot _ her	-1 -2 5
lot and	-1 -2 4
lot from	-1 -2 5
lotery	-7 -4 -3
lotery _ time	-2 -2 -1
lotery this	-2 -2 -1
loud	-8 -4 -6
love	-10 -6 -7
love _ pls	-3 -2 -2
love reading	-3 -2 -2
loved	3 -5 -4
loved the	-5 -2 -2
low	-3 -1 2
loyal	-5 -6 -2
lunch	-5 -7 -6
lunch with	-5 -5 -5
mad	-4 1 -2
mad _ me	-3 -4 -2
mad at	-3 -4 -2
made _ angry	0 2 0
made him	0 2 0
mai	-10 -6 2
make	7 -6 -6
make _ son	-6 -1 -2
make _ suroundings	-4 -3 -3
make me	-5 0 -2
makes _ noise	4 -1 -1
makes me	-7 2 -2
makes the	3 -6 -6
makha	-4 -4 -4
makha bucha	-4 -4 -4
making	-2 0 -1
making it	0 -3 -2
mal	-11 -6 -3
man	-4 5 -1
manager	-4 3 -5
many paracetamol	6 -3 -1
mariage	-13 1 -3
market	-8 -4 -3
mary	-5 2 -2
match	-1 -2 -3
match saturday	-1 -2 -3
mate	-4 -2 1
maters	-6 -5 -5
maters _ to	-5 -6 -2
maters most	-5 -6 -2
may	-11 -10 -5
maybe it	-10 -2 -4
me	1 7 -6
me _ 14	-2 4 0
me _ a	-2 6 -2
me _ and	-4 9 -2
me _ death	-1 -3 0
me _ fights	-2 4 -1
me _ hes	-2 4 -1
me _ i	1 2 -3
me _ im	-3 -4 -7
me _ in	-6 2 -4
me _ jump	3 0 0
me _ just	1 -3 -3
me _ love	-5 -4 -4
me _ my	-13 -4 -6
me _ nobody	-1 12 -1
me _ she	-5 -4 -1
me _ shes	0 5 -1
me _ takes	0 5 0
me _ threatening	0 4 0
me _ to	2 0 0
me _ what	2 -7 -1
me _ word	-3 -4 -2
me about	-6 -9 -8
me again	-2 7 0
me and	-8 4 0
me as	-4 -4 -2
me down	0 6 -1
me for	0 -4 -7
me from	-1 3 -2
me how	4 -2 0
me in	-2 5 -3
me last	-3 7 -2
me mesages	-2 2 0
me my	4 -4 -3
me not	10 -1 0
me on	-4 -6 -1
me or	-8 -6 -3
me this	-10 -8 -3
me today	-12 -4 -3
me up	-6 -1 0
me wants	3 0 0
me whenever	-2 4 0
me why	-3 -3 -3
me wil	-4 -3 -2
me with	-8 0 -8
meaning	-7 -1 -6
means	-2 -2 -2
med	-8 -2 2
meds	6 -1 2
meh	-3 -2 -2
meltwater	-7 -2 -4
membership	-7 -7 -8
memory	-9 -3 0
mesage	-11 -6 -3
mesages	8 4 -3
met	-7 0 -7
met _ new	0 -5 -3
met my	-6 -4 -4
meting	-7 -9 -5
meting _ animals	-3 -2 -2
meting _ going	-4 -3 -1
meting is	-4 -3 -1
meting people	-3 -2 -2
might think	-6 -5 -6
mind	0 -3 -4
mind _ asking	-4 -2 -1
mind _ ending	2 0 0
mind are	-4 -2 -1
minutes	-2 -1 9
mis	-5 -6 -7
mis _ grandmas	-2 -1 -2
mis me	7 -2 0
mis my	-5 -3 -4
mised	-8 -7 -5
mising the	-5 -4 -6
mistake	7 -3 3
mixing	8 -3 -3
mobile	-6 -6 -5
mobile ap	-6 -5 -5
mod	-7 -6 -6
mod _ required	-3 -3 -3
mod is	-3 -3 -3
mods	-5 -5 -4
mom	4 -3 -1
mom _ going	-4 -2 -2
mom _ having	-1 0 11
mom _ i	-9 1 -3
mom _ unconscious	-3 -1 7
moment	-10 -2 0
moms _ is	-9 -7 1
moms birthday	-3 -2 -2
moms painkilers	3 0 -1
mon	-9 -9 -8
mon iluminated	-4 -4 -4
mondays	-5 -4 -3
money	-10 -1 -4
money every	0 5 0
money today	-2 -1 -1
month	-2 -5 -5
month _ enough	4 0 0
month _ mis	-2 -1 0
monthly	-4 -4 -4
monthly membership	-4 -4 -4
months clean	6 -2 0
more	-3 -2 -7
more images	-5 -6 -5
most _ you	-8 -1 -5
most to	-5 -6 -2
mother	-5 -3 -3
mother _ day	-2 -1 -2
mother burns	-1 9 -2
mother every	-2 -1 -2
mother hits	0 16 0
move	-9 -7 -5
move more	-6 -2 -1
move to	-8 -1 -2
moved	-6 -2 -6
moved _ and	0 -2 -5
movie	-11 -8 -6
moving	-2 -5 -6
moving to	-4 -1 -1
much	1 -6 -1
much _ already	-6 -1 -1
much _ her	0 -1 4
much _ my	-4 -2 5
much _ send	-5 -3 -3
much as	-4 -3 -3
much of	-4 -2 2
much you	-5 -1 -1
mum _ me	6 9 -2
mum burns	-3 10 -2
murder	-9 -7 -6
murder _ if	-7 -4 -5
murder me	-9 -5 -3
murder mystery	-4 -4 -5
murdered	-3 -5 -4
murdered me	-3 -5 -4
mushroms	-2 -1 4
music	-2 -3 -4
must _ at	-6 -4 -4
must be	-6 -4 -4
my	1 3 7
my _ again	6 -4 -8
my _ and	1 0 -2
my _ at	-3 6 -9
my _ ate	-11 -5 3
my _ batery	-6 -5 -8
my _ beats	-2 3 -2
my _ because	0 -5 -3
my _ broke	-2 3 -2
my _ car	-7 -1 -2
my _ coking	-4 -1 -3
my _ colapsed	-1 -2 3
my _ could	-3 -5 -5
my _ dad	-3 -4 -5
my _ date	-2 -1 -1
my _ died	-8 -7 -8
my _ distance	-3 -2 -2
my _ dog	-3 -3 -2
my _ drank	-2 -2 5
my _ earing	-2 -2 -2
my _ early	-4 -2 -2
my _ family	-5 -3 2
my _ fel	-4 -3 2
my _ friend	1 -2 -6
my _ from	-7 -4 -5
my _ go	-7 -2 -1
my _ got	-4 -5 2
my _ grandmothers	-2 -3 0
my _ groped	0 4 0
my _ group	-6 -5 -5
my _ habits	-2 -1 -1
my _ here	-6 0 0
my _ hit	-4 5 -2
my _ how	-8 -2 -3
my _ hurt	-4 0 -4
my _ hurts	-6 -2 -10
my _ i	7 1 -2
my _ im	-7 -3 1
my _ is	-2 1 3
my _ job	-5 -2 -3
my _ like	-3 -4 -2
my _ locked	0 4 0
my _ locks	0 6 0
my _ lost	-8 -5 -4
my _ luck	-7 -5 -4
my _ mad	-2 -2 -2
my _ membership	-4 -2 -4
my _ next	-12 -3 -4
my _ number	-3 -3 -3
my _ out	-5 -4 -5
my _ over	-6 -6 -5
my _ overdosed	-1 -2 6
my _ painkilers	3 0 -1
my _ partner	-3 -3 -3
my _ paycheck	-4 0 -2
my _ presure	-1 -2 -6
my _ pushed	0 5 -2
my _ rapes	-1 4 -1
my _ reading	3 0 0
my _ right	4 0 -2
my _ scren	-8 -6 -4
my _ self	-5 -2 -3
my _ should	-5 -6 -3
my _ sister	2 2 10
my _ stoped	-2 -2 5
my _ strangled	0 8 0
my _ swalowed	-2 -2 3
my _ test	-5 -3 -4
my _ think	14 -2 -1
my _ this	7 -5 -9
my _ threatened	-7 2 -2
my _ threatens	-2 6 0
my _ to	3 -2 -5
my _ tomorow	-3 -1 -1
my _ tracks	-2 4 0
my _ was	-8 -5 0
my _ weding	-6 -5 -8
my _ were	-7 3 -7
my _ wil	-5 -3 -4
my _ woke	-4 -4 -5
my _ wont	0 1 -5
my _ year	-3 -1 1
my arm	2 4 -4
my arms	16 -5 -5
my aunt	-2 -5 -4
my baby	-3 -2 7
my bad	-2 -1 -1
my balcony	4 0 0
my band	-3 -3 -3
my basil	-4 -1 -3
my best	-2 -4 -3
my bike	-4 -3 -3
my birthday	3 -6 -6
my blod	-1 -2 -5
my bos	-6 -3 -6
my boyfriend	-2 -1 -1
my budget	-6 -4 -5
my busines	4 -5 -2
my cactus	-7 -2 -5
my chest	-1 -2 1
my childhod	-4 -2 0
my clothes	1 4 -4
my cousin	0 -4 -8
my coworker	-3 -3 -2
my crush	-9 -4 -3
my dad	-6 1 5
my deadline	-3 -2 -4
my deposit	-1 -4 -2
my doctor	-3 -2 -5
my dog	-1 -1 -7
my dor	-3 9 -1
my dream	-8 -6 -6
my epipen	-3 0 4
my esay	-3 -4 -2
my ex	-7 2 -5
my exam	-5 -3 -5
my exs	-4 0 -2
my eyes	-5 -6 -7
my father	-4 6 0
my flatmate	-2 0 0
my flight	-7 -4 -4
my friend	-5 -4 4
my future	2 -4 -5
my grandma	-7 -5 -3
my grandmothers	-3 -3 -4
my gym	-4 0 -2
my hair	-11 0 -8
my husband	-3 4 4
my interview	-3 -2 -2
my journal	-10 -8 -7
my kid	-4 -2 4
my knuckles	6 -2 -1
my landlord	-3 3 -6
my laptop	-7 -4 -3
my last	9 -2 -1
my late	-6 -7 -4
my legs	2 -4 0
my long	-3 -2 -2
my loses	-7 -3 -3
my lost	-2 -2 -2
my love	-7 -3 -3
my mariage	-10 -5 -3
my meds	6 -1 1
my mind	6 -2 -1
my mom	-2 -3 1
my new	-5 -3 -5
my next	-9 -2 -2
my novel	-4 -2 -3
my obituary	4 -1 0
my old	-6 -7 -4
my older	-3 8 0
my partner	-4 6 -2
my pasport	-3 5 -2
my pils	4 -3 -3
my plan	-5 -2 -4
my plants	-2 -5 -5
my question	-4 -1 -4
my reading	-4 -2 -3
my reflection	-9 -6 -6
my report	-3 -5 -5
my rom	1 10 0
my self	8 -4 -1
my shot	-2 -2 -2
my shoulder	-1 1 0
my sister	0 -6 2
my skin	2 -8 -8
my soulmate	-6 -5 -4
my startup	-3 -3 -5
my stepdad	-5 5 -1
my teacher	-5 3 -3
my thesis	-3 -4 -2
my things	3 -2 -2
my train	-7 -5 -5
my uncle	-4 4 0
my vibe	-3 -3 -2
my whole	-3 0 3
my wife	5 6 5
my wil	4 -4 -1
my wrists	7 -1 -3
myself	9 -4 -5
myself _ cigaretes	2 0 0
myself _ day	4 0 0
myself _ than	3 -1 0
myself _ tonight	2 0 0
myself every	4 0 0
myself more	3 -1 0
myself until	13 0 0
myself with	10 0 0
mystery	-5 -4 -5
na	4 -5 -4
na _ i	1 -4 -4
nail	-4 0 -1
name	-2 -1 -1
natural	-5 -6 -5
near	0 -9 -9
nearly	-6 -5 -3
nearly died	-2 -4 -3
ned	5 -2 -3
ned _ beter	-4 -1 0
ned _ cut	-11 -2 -1
ned _ stop	-6 0 0
ned _ yourself	-3 -2 -5
ned a	-6 -1 -3
ned to	7 -3 -1
neighbor _ being	-2 -2 -2
neighbor stop	-2 -2 -2
neighbour _ threatening	-1 5 0
neighbour keps	-1 5 0
nest	-7 -6 -6
never	-2 -5 -5
never !drinking	-8 0 0
never !go	-3 -2 -2
never !of	-5 -5 -5
new	-12 -5 -6
new _ be	-6 -2 -1
new _ is	-9 -5 -3
new carer	-4 -1 -4
new entry	-4 -5 -4
new mon	-3 -4 -4
new pasword	-2 -3 -3
new reading	-5 -5 -5
new son	0 -1 0
new year	-2 -2 -1
next	-3 -1 -5
next _ me	-7 -1 0
next _ mon	-2 -3 -3
next for	-6 -2 -1
next month	-11 -8 -6
next new	-2 -3 -3
next season	-3 -1 -1
next step	-3 -1 -1
next year	2 -5 -1
ngl	6 -3 -4
nice	4 -4 -3
night _ i	-6 5 0
night _ in	2 -5 0
night _ it	9 -3 0
night _ the	-7 -3 -2
night _ think	6 0 0
night and	-1 5 -2
night i	7 -1 0
nighter	-2 -1 -1
no	6 -3 -7
no !category	-7 -6 -5
no !one	0 -1 -5
no !point	8 -3 -2
no !questions	-5 -4 -3
no !quit	-3 -2 -2
no !readings	-5 -3 -2
no _ !is	-2 2 0
no _ !living	2 0 0
no _ !my	-3 -2 -2
no _ !wil	3 4 0
no _ !yet	-9 -3 -3
noise	2 -3 -4
noisy	-4 -4 -4
non	-6 -4 -7
normal _ wil	-2 0 0
normaly	-2 -5 -5
not	5 -7 1
not !a	-7 -3 -6
not !alowed	0 3 0
not !authenticated	-7 -5 -5
not !breathing	-1 -2 4
not !found	-8 -5 -6
not !in	-9 -1 0
not !load	-5 -2 -3
not !only	-5 -6 -4
not !resonate	-3 -2 -3
not !scared	-2 -4 -1
not !submit	-4 -2 -3
not !the	-5 -1 -5
not !to	7 7 -1
not !valid	-4 -1 -3
not _ !anymore	4 0 0
not _ !by	-6 -3 -7
not _ !clouds	-2 -1 -1
not _ !fault	6 0 -2
not _ !found	5 0 -1
not _ !here	6 0 0
not _ !just	-14 -5 -7
not _ !protected	-4 -3 -4
not _ !to	-8 -1 -3
not _ !up	6 -5 -3
not _ !wil	-4 0 -2
note	7 -3 -6
note _ just	1 -2 0
note _ not	-9 -1 -2
note is	-3 -1 -3
nothing	2 -1 -8
nothing _ ever	6 0 0
nothing _ it	-6 -7 -6
nothing _ just	-4 -2 -1
nothing serious	-5 -2 -1
nothing to	-4 -4 -2
nothing wil	7 0 0
notice _ i	4 -1 0
notice _ sparkles	-2 -3 -2
notice _ timing	-3 -3 -3
notice where	-6 -1 -2
novel	-7 -3 -4
now	-1 -1 0
now _ and	-3 -5 1
now _ do	-2 -2 1
now _ i	-2 -2 -3
now _ is	-2 0 4
now _ think	11 0 0
now and	-1 -3 -7
now enough	4 0 0
now how	-2 -2 -3
now she	-3 -2 4
now that	-2 -2 -4
number	-6 -7 0
numbers	-1 2 -5
nurturing	-2 -2 -3
nurturing _ maters	-2 -2 -3
nurturing what	-2 -2 -3
obituary	4 -1 0
obituary _ my	4 -1 0
obituary in	4 -1 0
obviously	-4 -2 0
ocean	-5 -4 -5
of 10	-4 -6 -6
of _ alive	9 -2 -2
of _ and	2 -6 -3
of _ at	-5 -2 3
of _ balcony	5 -1 -2
of _ but	-9 -5 -1
of _ he	-5 2 -2
of _ if	4 0 0
of _ in	-5 -7 -6
of _ into	2 0 0
of _ it	-10 -5 -7
of _ life	-2 -3 2
of _ me	3 -1 0
of _ mean	-3 -3 -4
of _ medicine	0 -1 4
of _ myself	3 0 0
of _ not	-5 -2 -3
of _ phone	-2 -2 -3
of _ proces	-3 -3 -3
of _ rain	-3 -2 -4
of _ romate	-3 -3 -4
of _ should	-5 -6 0
of _ the	3 -4 0
of _ train	7 0 0
of a	4 -3 -1
of cancer	-4 -1 -2
of closenes	-5 -5 -3
of dead	6 -2 0
of dying	-7 -3 -3
of ending	4 0 0
of fighting	5 -2 -1
of hapines	-6 -5 -3
of its	-8 -5 -2
of life	3 0 -2
of living	9 -2 -1
of my	0 2 1
of myself	1 -1 -1
of not	-4 -2 -2
of others	-4 -3 -6
of paracetamol	6 -4 -4
of people	-3 -2 0
of pils	-1 0 6
of quiting	-3 -1 -2
of readings	-3 -3 -3
of unaliving	4 0 0
of your	-4 -4 -3
ofer	-9 -3 -4
ofer _ and	-2 -3 -4
often	-9 -9 -8
often _ in	-4 -4 -4
ok _ a	-6 -6 -5
okay	-3 -3 0
old	-8 -7 -4
old _ god	-3 -1 -2
old and	-5 -4 -3
old car	-7 -1 -2
older	-2 14 0
on _ a	-6 -3 2
on _ again	-3 -4 -2
on _ and	-1 2 4
on _ balcony	-3 -1 -5
on _ bridge	2 0 -2
on _ device	-2 -2 -2
on _ guiding	-3 -3 -4
on _ hes	0 0 4
on _ rof	4 0 -4
on _ to	-4 -1 -1
on _ today	-3 -2 -5
on a	-5 -8 2
on chocolate	-2 -1 -2
on cofe	-5 -3 -6
on her	-4 3 0
on heroin	-4 -1 6
on it	-2 -2 -4
on mondays	-5 -4 -3
on my	7 0 -3
on our	-5 -5 -1
on purpose	10 -2 0
on something	0 0 6
on stage	-4 -5 -4
on sunday	-7 -6 -7
on this	-12 -3 -2
on time	-6 -2 -3
once	4 -4 -2
once im	9 0 0
one	-7 -4 1
one _ please	-3 -2 -3
one another	-3 -3 -5
one card	-3 -2 -3
only _ me	0 4 0
only _ out	4 0 0
only a	-8 -6 -6
only hits	0 4 0
only one	4 0 3
only way	8 0 0
open	-16 -6 -5
open _ card	-2 -2 -2
open todays	-2 -2 -2
opens	0 -5 -4
options	-5 -5 -3
or	-3 -5 -4
or _ !quit	-3 -2 -2
or _ in	-4 -1 -1
or _ it	-3 0 0
or _ rest	-4 0 0
or _ tomorow	-2 -1 0
or buy	-5 -3 -2
or drive	-2 -1 0
or leave	0 5 0
or username	-3 -2 -2
or wait	-1 0 -1
or wil	-13 0 0
oracle	0 -4 -3
oracle _ a	-7 0 -5
oracle _ i	8 -2 0
oracle _ it	5 0 0
oracle _ my	5 0 0
oracle home	-4 -4 -4
oracle im	-3 -1 0
oracle is	2 -2 -3
oracle pls	-4 -3 0
oracle wil	7 -4 0
oracles	-6 -6 -6
oracles reading	-3 -3 -3
oracles response	-5 -4 -4
orchid	-13 -3 -5
ordered	-7 -5 -8
ordinary	-9 -7 -6
orient	-2 -2 -3
orient you	-2 -2 -3
others	-8 -5 -4
our	-8 -1 -9
out	0 -1 1
out _ 10	-4 -6 -6
out _ life	3 0 -2
out _ my	-9 -2 4
out _ we	-8 0 6
out _ your	6 0 0
out at	-9 -4 -4
out i	-4 -6 -3
out my	-1 -5 -4
out son	13 -1 -1
out wil	-4 -2 -2
out with	-5 0 -2
outlok	-3 -4 -3
outside	-2 3 5
outside my	0 4 1
over _ ex	-2 -5 -2
over this	-5 -8 -2
overdose _ wekend	4 -2 -2
overdose this	4 -2 -2
overdose tonight	3 -2 -2
overdosed	-7 -3 8
overdosed _ a	0 0 4
overdosed _ chocolate	-2 -1 -2
overdosed _ heroin	-4 -1 6
overdosed _ my	-2 0 6
overdosed _ something	0 0 6
overdosed at	0 0 4
overdosed on	-5 -1 3
overdosing	-6 0 3
overdosing _ now	0 0 4
overdosing right	0 0 4
overwhelmed	-11 -9 -8
own	3 -8 -5
own life	5 -5 -1
pace	-8 -4 -8
pack	-7 -6 -4
packs	-4 -4 -3
pad	-3 -5 0
pages	-5 -4 -4
pages _ readings	-3 -3 -3
pages of	-5 -4 -4
paid _ my	4 0 0
paid of	4 0 0
pain	5 -3 3
pain _ husband	0 0 3
pain _ stop	4 0 0
pain _ we	-2 0 -3
pain my	0 0 3
pain spreading	-1 0 4
pain stop	5 -1 -3
pain to	5 0 -1
painkilers _ my	-4 -2 -7
painkilers for	-4 -2 -7
painles	10 -3 -2
paracetamol _ hour	-1 -1 4
paracetamol an	-1 -1 4
paramedic	-8 -6 -7
parents	1 6 -4
parents _ !care	0 3 0
parents _ my	-2 5 -2
parents dont	0 3 0
parents forgive	7 0 0
parents like	-3 -2 -2
part	-4 -4 -6
part _ me	6 -2 0
part _ the	-4 -2 -2
part of	-1 -5 -7
partner	-5 5 -2
partner _ me	-6 8 0
partner threatens	0 3 0
pas	-3 -5 -6
pasage	-4 -2 -3
pased	-10 -10 -8
pased out	-1 5 4
pasphrase	-10 -9 -9
pasport	-3 5 -2
past	-7 -5 -7
pasword	-9 -10 -9
pasword updated	-4 -3 -3
paterns	-7 -7 -6
path	-8 -5 -4
path fels	-8 -1 -5
patient	-9 -6 -5
patiently	-5 -2 -4
pause	-10 -6 -9
pay of	-6 -2 -1
paycheck	-4 0 -2
peaceful	9 -4 -3
peacefuly	-5 -9 -3
peanuts	-1 0 9
penguin	5 -5 -8
penguin _ home	-4 -4 -4
penguin _ me	1 -4 0
penguin oracle	-12 -6 -7
penguins	-9 -4 -5
penguins _ what	-2 -3 -3
penguins know	-8 -7 -5
pension _ every	0 5 0
pension money	0 5 0
people _ beings	-3 -2 -2
people animals	-3 -2 -2
period	3 -7 -4
permision _ do	-3 -4 -2
permision to	-5 -2 -4
person	0 -1 -3
pet	-5 -6 -1
phone _ during	-4 -3 -2
phone _ says	-1 2 0
phone and	-4 6 -1
phone number	-3 -3 -3
phone scren	-8 -6 -4
photos	-4 3 -5
photos and	3 6 0
physio	-4 0 0
physio or	-5 0 0
pick	-3 -7 -7
pick _ category	-3 -3 -3
pics	-2 4 0
pilows lol	-6 -4 -3
pils	7 -3 8
pils _ a	10 0 0
pils _ i	-2 -2 4
pils _ in	6 0 -3
pils and	1 -1 5
pils are	6 0 -3
pils in	8 0 0
pivot	-3 -3 -5
piza	-7 -8 -9
piza _ now	-2 0 -1
piza right	-2 0 -1
place	-6 -3 -2
place _ holds	-3 -3 -4
place that	-3 -3 -4
plague	-4 0 0
plan	6 -3 -5
plan _ end	4 -1 0
plane	-2 -3 -3
planing	11 -5 -2
planing _ overdose	4 -2 -2
planing _ suicide	10 -1 -2
planing _ take	2 0 0
planing to	7 2 -1
plans	0 -3 -8
plants	-5 -3 -4
plants kep	-6 -5 -5
platform	8 0 0
play	-9 -4 -8
played	-4 -4 -1
playful	-8 -6 -5
playing	-8 -2 -1
playing normaly	-2 -5 -5
please	-2 -7 -4
please _ my	7 -4 -5
please sign	-6 -3 -3
pls	-5 -4 -3
pls _ me	-7 -3 -2
pls tel	-5 -3 -2
podcast	-11 -4 -3
pods	-2 -2 3
point _ way	-3 -3 -3
point the	-3 -3 -3
pointles	4 0 -2
pointles _ i	2 0 -2
pointles and	2 0 -1
poison	2 0 2
potery	-3 -3 -3
potery clas	-3 -3 -3
powerful	-5 -5 -1
practice	-3 -3 -3
practiced	-8 -6 -6
practise	-9 -8 -6
precious _ in	-3 -3 -3
pregnant	-10 -3 5
pregnant _ not	-3 -2 -5
pregnant im	-3 -2 -5
presence	-7 -2 -4
present	-4 -4 -4
presentation	-10 -6 -2
presentation _ friday	-2 -2 -3
presentation on	-2 -2 -3
presentation tomorow	-9 -5 -1
presure	-3 -4 -1
pricing	-6 -6 -6
proces	-4 -4 -4
procrastinating	-8 -3 -5
prof	-5 -2 -1
progres	-2 -4 -5
project	-7 -6 -6
promoted _ year	-2 -2 -2
promoted this	-2 -2 -2
promotion	-6 -6 -6
protect	-6 -5 -3
protected	-5 -2 -3
protected _ this	-2 -2 -3
protected on	-2 -2 -3
proud	-13 -6 -4
puling	-2 0 -4
puling _ al	-2 -1 -1
puling an	-2 -1 -1
punch	-5 -4 -7
purpose	8 -2 -1
purpose again	2 0 0
purpose i	7 0 0
pushed	-1 5 -1
pushed _ down	0 5 -2
pushed me	-1 5 -1
put	-5 -3 -5
question	-6 -8 -8
question _ or	-3 -1 -1
question _ vague	-4 -2 -2
question submited	-6 -5 -4
question to	0 -1 -3
question yes	-3 -1 -1
questions	-5 -11 -11
quiet	4 -4 -4
quietly	0 -6 -5
quit	-7 -4 -3
quit _ wil	-3 -2 -3
quit sugar	-3 -2 -3
quiting	-11 -4 -5
quiting _ band	-3 -3 -3
quiting my	-4 -4 -5
quiz	-3 -3 -4
racing	-3 0 4
rain	-4 -2 -2
raining	-8 -7 -7
rainy	-9 -3 -5
rainy season	-5 -4 -4
raise	-9 -4 -5
raped	-3 10 -3
raped _ a	-4 5 -1
raped at	-4 5 -1
raped me	-3 9 -4
rapes	-1 4 -1
rapes me	-1 4 -1
rarely	-5 -7 -7
rat	2 0 2
rat poison	2 0 2
rather _ dead	5 0 -1
rather _ wider	-3 -2 -2
rather be	5 0 -1
rather than	-8 -9 -6
reach	-9 -3 -3
reaction	-1 -2 2
read	-3 -8 -5
read _ dream	-4 -3 -4
read _ whatever	-4 -2 -1
read again	-4 -2 -1
read dream	-5 -4 -3
read it	-3 0 -1
reading	-4 -9 -10
reading _ you	3 0 0
reading pls	-3 -2 -2
reading thank	3 0 0
readings	-2 -6 -8
ready	0 -6 -6
ready _ check	3 0 -2
ready _ go	4 -1 0
ready in	5 0 0
real	4 -1 -3
real transformation	-4 -4 -5
realy	4 -3 5
realy _ and	-1 0 8
realy _ not	5 0 -2
realy bad	-4 0 7
realy hurt	0 -6 0
receive	-5 -2 -4
receive _ reading	-2 -2 -2
receive your	-2 -2 -2
receiving	-3 -3 -4
recent	-6 -6 -6
recent answers	-4 -4 -4
record	-4 -6 -6
recording	-4 -3 -3
recover	-3 -5 -4
recover from	-2 -6 -10
red	-11 -3 -3
refil	-6 -4 -4
refil history	-6 -4 -4
refiled	-5 -4 -4
reflection	-9 -10 -11
relapsed	10 -2 -1
relationship	-10 0 -6
relief	2 -3 -6
remember	-4 -4 -3
remember _ birthday	-3 -2 -2
remember my	-3 -2 -2
remembered	-5 -4 -6
rent	-7 -5 -5
reply	-2 -4 -1
request	-5 -5 -4
required	-7 -8 -7
researching _ to	3 0 0
researching ways	3 0 0
reset	-6 -8 -5
reset _ log	-2 -3 -3
reset dream	-3 -4 -4
reset link	-4 -4 -3
resonated	-6 -6 -6
response	-5 -4 -4
rest	-4 -9 -9
rest _ and	-3 -2 -2
rest _ that	-4 -2 -3
rest and	-5 -7 -7
rest in	-8 -8 -3
resting	-3 -4 -3
rests	-5 -8 -6
result	-4 -2 -4
results	-7 -6 -5
retire	-5 -4 -4
return	-7 -5 -6
return _ home	-3 -3 -3
return to	-4 -4 -5
returning	-5 -1 -3
reunion	-4 -2 -3
rhythm	-8 -4 -6
richnes	-10 -7 -8
right	-2 -7 -6
right _ for	-3 -3 -1
right _ i	-3 0 0
right now	-7 -5 -3
right path	-5 -1 -1
right wil	-3 0 0
riple	-12 -9 -4
rise	-7 -5 -6
rising	-6 -3 -3
river	0 -4 -2
rof of	4 0 -4
rom for	-6 -5 -3
romate _ my	-9 -6 -4
rope	12 -3 -2
rope _ dont	2 -2 0
rope _ in	5 0 0
rope _ my	2 0 0
rope ready	5 0 0
roted	-3 -5 -4
roted in	-3 -5 -4
rots	-6 -2 -4
rough day	-5 -2 -4
rude	-3 -2 -4
sacred	-8 -7 -8
sad	-3 -6 -7
sad _ my	-6 -6 -6
sad but	-2 -3 -1
safari	-7 -7 -7
safe	-11 -3 -12
safe now	-1 -3 -5
said	0 8 -3
said _ !one	0 4 0
said _ i	-1 5 0
said _ throw	-1 5 0
said if	-1 5 0
said she	-6 -5 -5
salt	-6 -4 -3
sat	5 0 0
save	-11 -6 -7
save entry	-4 -5 -5
save note	-6 -5 -4
saved	1 -4 -4
saving	-3 -9 -11
saving _ my	4 -2 0
saving up	4 -2 0
savings	-1 -6 -5
saw _ was	-3 -3 -2
saw her	-3 -5 -1
say _ before	5 0 0
say _ for	4 0 0
say _ it	-3 4 0
say _ should	5 0 0
say _ to	-3 -8 -3
saying	4 3 -2
says	-1 8 0
says _ hurt	-3 6 0
says _ kep	0 5 0
says _ was	-2 3 -2
says it	0 1 0
says its	0 2 0
says my	-4 -2 -1
scared	-1 7 1
scared _ husband	0 7 0
scared _ to	-1 -3 0
scared he	-1 7 0
scared me	-5 -3 0
scared my	0 6 0
schol	3 4 -7
schol _ 30	-2 -3 0
schol _ do	-2 -4 -3
schol _ i	-1 0 -4
schol and	-2 1 -5
schol at	-2 -3 0
scholarship	-3 -2 -3
scratch _ arms	7 -1 0
scratch _ until	2 0 0
scratch my	7 -1 0
scratch myself	2 0 0
scream	-4 -3 -4
scren	-9 -7 -4
se	1 -2 -1
se a	-2 -1 -2
se my	1 1 0
se pricing	-6 -6 -6
se you	-8 0 -3
sea	3 -4 -5
sea _ a	1 -2 -3
sea _ kep	6 0 -1
sea to	-2 0 -2
sea tonight	4 -1 0
search	-3 -7 -7
searching	-5 -5 -3
searching moving	-3 -3 -3
season	-11 -6 -5
seasons	-5 -4 -6
seasons of	-3 -2 -3
secret	-6 1 -2
secret admirer	-3 -4 -3
seing	-5 -2 -7
sel	-11 -5 -6
self	5 -4 -6
semed	-6 -5 -5
semed to	-6 -5 -5
semester	-7 -4 -2
sems	-12 -7 -5
sems to	-5 -5 -3
sen	-6 -2 -1
send	-2 4 -2
send _ once	-5 -3 -3
send at	-5 -3 -3
sending	-7 -3 -9
sending _ mesages	-2 2 0
sending me	-2 3 0
sends	-1 5 -3
sent	-8 -3 -4
serious	-7 -3 -1
seriously	3 -2 -2
seriously _ the	3 -2 -2
seriously whats	3 -2 -2
ses	3 -4 -4
ses _ grades	-4 -2 -2
set	-6 -4 -4
set up	-7 -7 -8
seting	-5 -3 -5
sexualy	-3 10 -3
sexualy _ me	-2 6 -2
sexualy abused	-2 5 -2
shake	-3 -3 -1
shakes	-4 0 -4
share	-9 -3 -8
shared	-8 -7 -9
shared values	-5 -4 -5
she _ for	-3 -2 -2
she _ me	-6 -3 -8
she _ she	-5 -3 -2
she _ the	-1 -7 1
she _ think	-5 -3 -4
she _ unconscious	0 0 2
she _ us	-5 -4 -2
she can	4 -1 0
she cried	-2 -1 -2
she is	-10 -2 2
she left	1 -3 -2
she said	-5 -5 -1
she say	-3 -6 -4
she se	-3 -4 -2
she stil	-5 -3 -4
she was	0 -2 0
shel	-8 7 -6
shel _ everyone	-1 4 0
shel tel	-1 4 0
shelter	-6 -5 -5
shes	-6 2 6
shes _ and	-3 -3 2
shes bleding	-1 -2 5
shift	-11 -7 -9
shifts	-5 -4 -5
short _ idea	0 -1 0
short god	0 -1 0
shot	-6 -6 -6
shot _ forgot	-3 -2 -2
shot _ shot	-2 -2 -2
shot and	-2 -2 -2
shot i	-3 -2 -2
shot my	-2 -2 -2
should	-7 -4 -8
should _ adopt	-3 -1 -1
should _ ask	-8 -8 0
should _ cal	-4 -3 1
should _ die	3 0 0
should _ do	6 2 -2
should _ forgive	-3 0 -4
should _ get	-4 -5 -2
should _ go	-13 -5 -2
should _ invest	-5 -4 -3
should _ jump	-4 -3 -2
should _ just	5 0 0
should _ leave	3 5 -1
should _ move	-3 -1 -2
should _ pivot	-3 -3 -5
should _ reply	-2 -4 -2
should _ se	-6 -1 -1
should _ stay	0 5 0
should _ take	-10 -7 -4
should _ tel	-3 -8 -6
should _ the	-7 -3 -2
should _ try	-4 -1 0
should i	-7 -6 -7
should just	9 -1 0
should we	-2 -7 -6
shoulder	-3 -1 -3
show	-6 -9 -6
show _ as	-3 -2 -2
show pasword	-4 -3 -4
shufling	-5 -6 -4
shufling _ cards	-5 -6 -4
shufling the	-5 -6 -4
shut	-9 -5 0
sick _ death	-5 -2 -4
sick _ my	-3 -3 -4
sick to	-5 -2 -4
sign	-9 -7 -5
sign in	-7 -3 -2
sign the	-5 -4 -3
sign up	-7 -3 -3
signing	-8 -7 -8
signing in	-5 -5 -5
signing out	-5 -7 -5
silence	-5 -4 -3
silence _ a	-2 -2 -3
silence is	-4 -4 -4
simple	0 -7 -7
simple _ that	-8 -3 -4
simple _ yes	-3 -1 -1
simple question	-3 -1 -1
simpler	-5 -5 -2
since	3 -3 -7
single day	3 0 0
sister _ the	-5 0 -4
sister get	-3 -2 -3
sister i	8 -2 -4
sisters _ go	-3 -2 0
siting	0 -2 -4
siting _ my	0 -2 -1
siting _ the	5 0 -2
siting in	7 0 -3
sky	-6 -2 -5
sky _ !the	-2 -1 -1
sky not	-2 -1 -1
slaped _ again	-2 9 0
slaps _ whenever	0 7 -1
slay _ presentation	-2 -2 -3
slep	2 -6 -8
slep _ fr	6 0 0
slep _ never	5 0 0
slep _ tonight	-6 -3 -2
slep and	4 0 0
slep wel	-6 -3 -2
sleping	-3 2 2
slepy	-5 -2 2
slit	4 -1 -1
slit _ wrists	4 -1 -1
slit my	4 -1 -1
slow	-8 -8 -6
slow _ and	-4 -5 -5
slow down	-6 -4 -5
slowly	-5 -5 -6
smal	-10 -6 -8
smal _ a	-4 -2 -3
smal _ of	-5 -2 -4
smal _ should	-2 0 0
smal and	-6 -6 -4
smal town	-2 0 0
smart _ buy	-3 -2 -2
smel	-1 0 7
smel gas	-2 -1 7
smoke	-4 -4 10
smothly	-8 -8 -9
so	2 -1 -3
so ashamed	6 0 0
so bored	-4 0 -1
so done	0 -1 -2
so embarased	-6 -2 -1
so fast	-4 -2 0
so god	-4 -2 -1
so hard	-4 0 -1
so hot	-8 -2 -3
so i	6 -3 -2
so nervous	-4 -5 -6
so scared	-2 5 0
sobed	-3 -2 -1
soften	-13 -6 -8
softer	-7 -6 -6
softly	-6 -4 -2
som	-7 -4 -6
som tam	-7 -4 -6
some	0 -2 0
some _ are	-6 -1 -2
some _ the	-9 -3 1
some bleach	-1 -1 8
some of	-9 -3 1
someone	-12 0 1
someone _ sending	-2 3 0
someone _ son	0 -1 0
someone _ threatening	-2 5 0
someone _ work	0 4 0
someone is	-1 9 1
someone keps	-3 4 -1
someone to	-2 -3 -2
something _ is	-6 -6 -5
something _ simple	-3 -2 -2
something be	-3 -2 -2
something that	-3 -1 -2
something wil	9 -2 0
sometimes	0 -6 -6
sometimes i	7 -1 -5
son	5 -4 0
son _ a	0 0 3
son _ detergent	-2 -2 3
son _ kerosene	-3 -2 6
son _ rat	-1 0 5
son ate	0 0 6
son drank	-2 -1 6
son hits	0 5 0
son il	3 0 0
son is	-4 6 3
son just	4 0 0
son swalowed	-2 -2 3
song	-9 -3 -2
sons _ to	-5 -4 -3
sore	-9 -6 -5
soulmate	-6 -5 -4
sounds	8 -4 0
space	-5 -6 -4
speak	-10 -9 -5
speak up	-3 -1 -4
spends	-3 -8 -5
spent	-3 -1 -3
spent the	-6 -1 -3
spiders	-5 -3 -2
spirit	-6 -4 -4
spiritual	-5 -4 -4
spreading	-1 0 4
spreading _ my	-1 0 4
spring	-4 -3 -2
spurting	-2 -2 4
spurting blod	-2 -2 4
stab	-4 1 -2
stab me	0 5 0
stage	-6 -4 -6
stairs	-6 2 0
stand	-7 -6 -6
standing	4 2 -4
standing _ the	7 0 -2
start	-12 -9 -9
start date	-4 -4 -4
start my	-7 -4 -4
start over	-6 -7 -5
start recording	-4 -3 -3
started	7 -3 3
started _ again	4 0 0
started _ my	12 -3 -5
started cuting	6 0 0
starting	-5 -2 -2
startup	-3 -3 -5
startup is	-3 -3 -5
starve	4 0 0
starve myself	6 0 0
statistics	-5 -4 -5
statuses	-6 -6 -6
stay _ to	-2 -3 -3
stay close	-7 -3 -5
steadines	-5 -5 -6
step	-3 -4 -5
stepdad	-5 5 -1
stepdad _ me	-1 10 -2
stepdad touches	-2 8 -2
stepmom _ me	0 6 0
stepmom beats	0 6 0
steps	-6 -7 -6
stilnes	-7 -5 -6
stock	-7 -7 -3
stockpiling	5 -1 -2
stockpiling _ moms	3 0 -1
stockpiling my	5 -1 -2
stod	6 0 0
stod _ the	7 0 0
stone	-4 -5 -4
stop _ myself	5 -1 -2
stop _ noisy	-2 -2 -2
stop _ so	-3 -1 0
stop _ the	-5 -4 -4
stop breathing	7 0 -1
stop living	5 0 -1
stop permanently	6 0 0
stop procrastinating	-4 -3 -3
stoped	3 -4 2
stoped being	2 -1 0
stoped breathing	-4 -3 3
storage	-8 -1 -6
storage _ ful	-3 -3 -3
storage is	-3 -3 -3
storm	-12 -6 -4
story	-8 -4 -11
straight	-3 -3 -2
strangled	0 8 0
strangled _ and	0 1 0
strangled me	0 8 0
strength	-2 -6 -7
strengthens	-8 -5 -5
stresed	-10 -5 -6
stret	-3 2 -1
stretch	-3 -1 -3
stroke _ now	0 0 4
stroke right	0 0 4
strong	-4 -5 -7
studied	-4 0 -1
study	-9 -6 -1
studying	-7 -3 -5
submited	-7 -6 -6
submited on	-6 -6 -5
submiting	-9 -8 -8
subscription	-9 -2 -2
suced	-5 -3 -3
such _ burden	7 0 0
sudenly	-2 -5 12
sugar _ i	-3 -2 -3
sugar is	-1 -1 7
sugar wil	-3 -2 -3
suicidal	11 -8 -9
suicidal _ scared	3 -2 -2
suicidal _ wil	3 -2 -1
suicidal _ wont	4 -2 -2
suicidal again	9 -5 -2
suicidal and	3 -2 -2
suicidal thoughts	6 -2 -2
suicide	8 -4 -4
suicide a	4 -4 -4
suicide again	7 0 0
suicide note	7 -2 -3
sumary	-4 -3 -4
sumer	-4 -4 -2
sun	-6 -3 -3
sunset	-6 -4 -2
suport	-7 -8 -8
surgery go	-6 -6 -4
suroundings	-4 -3 -3
suroundings restful	-4 -3 -3
surounds	-5 -4 -2
survive	-2 -6 -7
survive _ heatwave	-4 -2 -2
survive _ surgery	-2 -2 -3
survived	-6 -2 -2
swalow	5 -2 -2
swalow _ whole	4 -2 -2
swalow the	4 -2 -2
swalowed	-2 -3 8
swalowed _ batery	0 0 5
swalowed _ bunch	-1 -3 4
swalowed _ pods	-2 -2 3
swalowed _ whole	-2 0 3
swalowed a	-4 -2 7
swalowed bleach	-2 -2 3
swalowed detergent	-2 -2 3
sweating	-5 0 5
sweating and	0 0 4
sweling	-5 -4 7
sweling fast	-4 0 4
swerving	4 0 0
swerving into	4 0 0
switch	-7 -7 -3
switch _ my	-2 -2 -3
switch of	-4 -1 -3
swords mean	-3 -3 -4
sydney	-9 -6 -7
table	-4 -2 -2
tablets	1 -2 4
take	4 -1 -4
take _ antidepresants	-3 -4 -3
take _ bled	5 -1 0
take _ break	-4 -3 -4
take _ bus	-2 -1 0
take _ job	-10 -3 0
take _ my	-1 -8 -4
take _ next	-7 -2 -1
take _ own	7 0 0
take _ the	2 0 0
take al	4 -2 -1
take to	6 0 0
taken	-6 -5 -4
takes	-3 4 -1
takes the	-4 -2 0
tal	-4 -6 -6
talest	7 -2 -4
talked	-9 -2 -7
talked about	-10 -2 0
tam	-7 -4 -6
tap	-9 -6 -5
tape	7 -1 -2
tarot	-10 -4 -4
tbh	13 -5 -2
tea	-9 -11 0
teach	-6 0 -1
teach kids	-3 -1 0
teacher	-5 2 -8
teacher _ at	-2 -2 -2
teacher _ my	-3 0 -5
teacher at	0 4 -2
teacher mad	-2 -2 -2
teaching	-2 -4 -1
team	-9 -4 -6
team _ my	-1 -1 -2
team like	-1 -1 -2
team lost	-8 -2 -4
tears	-3 -7 -7
tel _ i	-4 4 0
tel _ parents	-5 -2 -2
tel _ when	4 -1 0
tel anyone	-3 4 0
tel everyone	-1 4 0
tel him	-2 -3 -2
tel me	1 -5 -1
tel my	0 -2 -4
teling	3 -3 -1
teling _ to	-1 -3 -2
teling me	-1 -3 -2
temple	-7 -7 -10
ten	-9 -6 -1
tender	-5 -3 -4
tension	-5 -3 -4
terible	-7 -5 -1
test	-9 -6 -8
test question	-4 -2 -3
text	-6 -11 -5
texted	-7 -5 -1
thai	-3 3 -10
than wider	-3 -2 -2
thank	7 -2 -2
thank _ for	5 -2 -2
thankful	-9 -7 -7
thanks _ everything	7 0 0
that _ how	-2 1 -4
that _ i	-4 -3 -3
that _ me	5 -4 -1
that _ one	-2 -2 -2
that _ part	-4 -2 -4
that _ time	-3 -2 -2
that come	-3 -3 -3
that exam	-3 -5 -4
that fels	-6 -4 -6
that has	-5 -2 -3
that i	5 -2 -1
that make	-10 -3 -2
that my	-5 -3 -3
that would	6 -2 -2
the _ a	6 -3 -1
the _ after	-6 -3 -4
the _ again	5 0 -1
the _ always	-8 -6 -9
the _ around	-5 -4 -5
the _ betwen	-3 -1 -2
the _ bos	-4 -2 0
the _ but	-1 2 -4
the _ by	-5 -3 1
the _ did	-7 -3 -2
the _ direction	-8 -3 -5
the _ dream	-7 -2 0
the _ fal	-5 0 -1
the _ flor	2 -1 7
the _ for	-7 -4 -2
the _ from	-3 -1 2
the _ have	-2 -3 1
the _ here	-11 -8 -5
the _ holds	-3 -4 -3
the _ home	8 0 -1
the _ how	-10 -6 -10
the _ i	2 2 0
the _ im	4 2 1
the _ is	0 -6 -3
the _ know	-2 -3 -3
the _ lol	-5 -5 0
the _ move	-4 0 0
the _ movie	-1 -2 0
the _ my	-6 -6 -2
the _ now	6 -3 -1
the _ person	-5 -3 0
the _ rom	-1 10 -2
the _ saturday	-6 -4 -5
the _ should	-5 -3 -2
the _ show	-7 -4 -3
the _ step	-5 -2 -1
the _ the	-6 -5 -2
the _ tickets	-3 -3 -3
the _ to	1 -4 -1
the _ tonight	2 -3 -5
the _ tracks	8 -3 -4
the _ up	-5 -4 -2
the _ was	-8 -7 -5
the _ who	-6 0 -2
the _ wil	0 -4 -2
the airport	-3 -3 -2
the aniversary	-5 -2 -3
the apartment	-5 2 2
the balcony	0 -2 -5
the bank	-9 -4 -4
the breakup	-3 -6 -4
the bridge	14 0 -2
the cabinet	6 0 0
the cal	-4 -3 -2
the car	4 -5 3
the card	-4 -3 -2
the cards	3 -2 -2
the ceiling	-5 -3 -6
the change	1 -4 -2
the clifs	4 0 -2
the closet	-3 5 -2
the cold	-10 -4 -7
the courage	7 0 0
the curent	-4 -4 -4
the dentist	-8 -4 -3
the detective	-8 -6 -3
the doctor	-6 -7 -8
the edge	3 -2 -4
the exam	-7 -2 -6
the family	-11 -2 -7
the final	-4 -3 -3
the flight	-4 -1 -2
the garage	6 0 -1
the glide	-3 -3 -4
the gun	5 -2 -2
the guy	-5 -5 1
the gym	-6 -2 -1
the head	6 -4 0
the heat	-8 -4 -4
the hike	-5 -5 -7
the horor	-5 -3 -2
the ice	-7 -6 -5
the internship	-5 -2 -3
the lake	-5 -2 -2
the last	0 -7 -2
the library	-1 -3 -4
the lotery	-7 -4 -4
the match	-1 -2 -3
the murder	-2 0 -2
the natural	-4 -2 -4
the new	-11 -3 -4
the night	-3 -3 -3
the noise	3 -3 -4
the note	-5 -6 -8
the one	-10 -1 -3
the options	-5 -5 -3
the oracles	-3 -3 -3
the party	-8 -3 5
the penguin	-8 -2 -2
the penguins	-6 -3 -5
the pils	7 0 -3
the plan	5 0 0
the play	-4 -3 0
the presentation	-3 -4 -3
the proces	-4 -4 -4
the readings	4 -2 -2
the reunion	-2 -4 -1
the right	-5 -5 -10
the river	0 -4 -2
the rof	6 0 -2
the sacred	-4 -5 -6
the same	-5 -1 -1
the sparkles	-2 -3 -2
the stairs	-6 2 0
the station	4 0 0
the stock	-7 -7 -3
the sun	-6 -3 -3
the talest	7 -2 -4
the tide	-4 -2 -2
the time	6 -4 -2
the vet	-4 -5 0
the voices	8 0 0
the way	0 -6 -1
the weight	-5 -1 0
the wek	-5 -4 -5
the wekend	-1 -4 0
the work	-4 -5 0
the wrong	-9 -1 0
them	-1 -1 -5
theme	-5 -4 -6
themes	-7 -7 -7
themselves	4 -4 -4
then it	-6 -2 -5
there a	5 -4 -1
there tonight	4 -1 0
theres _ !point	2 0 0
thesis	-2 -3 -2
thesis _ time	-2 -2 -2
they	-2 5 -6
they _ point	-3 -3 -3
they _ the	-7 -4 -2
they do	-8 -7 -5
they find	3 -2 0
they were	-4 -4 -4
they wil	-3 -3 -3
thigh _ tonight	2 -2 -2
thigh again	2 -2 -2
things	-4 4 -7
things _ i	7 -5 -6
things _ my	-7 -5 -2
things _ wek	5 0 0
things at	-8 3 -1
things for	3 0 0
things often	-3 -3 -3
things this	5 0 0
things with	-7 -5 -3
think _ be	2 -3 0
think _ death	4 0 -1
think _ fod	3 -1 -1
think _ is	4 0 0
think _ jumping	4 0 0
think _ kiling	3 -1 0
think _ overdosed	-3 -3 6
think _ the	-6 -3 -6
think _ time	3 -2 -2
think _ wil	4 0 0
think il	5 0 0
think my	-2 -5 7
think the	7 0 0
thinking	8 -1 -3
thinking _ ending	4 -2 -3
thinking _ jumping	5 -1 -1
thinking _ kiling	7 0 0
thinking _ quiting	-3 -1 -2
thinking _ the	5 -1 0
thinking about	5 1 0
thinking abt	3 -2 -2
thinking of	8 -6 -7
this	-1 -1 -3
this _ be	-4 -2 -1
this _ god	-8 -3 -2
this _ is	-4 -4 -2
this _ my	5 -2 0
this _ real	-4 -4 -5
this _ town	-2 0 0
this browser	-5 -1 -1
this card	-6 -2 -3
this device	-9 -5 -5
this exam	-4 -1 -1
this i	5 0 0
this investment	-2 -1 -3
this meting	-4 -3 -1
this new	-5 -4 -4
this pas	3 -2 -1
this question	-12 -10 -2
this relationship	-9 -9 -2
this smal	-2 0 0
this time	1 2 0
this username	-5 0 0
this when	-2 2 0
this wil	3 0 0
this workout	-2 -3 -1
this world	7 -1 0
this year	-10 -6 -3
thought about	6 0 -2
thoughts _ !go	4 -2 -2
thoughts wont	4 -2 -2
thousands	-8 -1 -4
thre	1 -4 -4
thre times	0 -5 -4
threatened	-7 4 -2
threatened to	-7 4 -2
threatening	-1 5 0
threatening _ stab	-1 5 0
threatening to	-1 5 0
threatens	-2 6 -1
threatens _ hurt	0 3 0
threatens _ kil	0 8 0
threatens to	-2 6 0
thriving	-4 -6 -7
throat hurts	0 1 0
throat is	-1 0 9
through _ it	3 -1 -1
through a	-6 -2 -2
through with	3 -1 -1
throw	-3 2 -1
tide	-4 -2 -1
tides	-11 -6 -6
time _ ages	6 0 0
time _ change	-4 -3 -2
time _ draw	-2 -1 -2
time _ home	-3 -2 -3
time _ let	-6 -4 -2
time _ me	6 0 0
time _ saw	-3 -3 -2
time _ say	1 -1 -2
time for	0 -1 -1
time now	4 0 -1
time together	-6 -2 -3
times	-5 1 -6
times _ the	-5 -4 -2
timing	-10 -2 -3
timing _ you	-3 -3 -3
timing around	-3 -3 -3
tired	0 -6 -10
tired _ could	-2 0 0
tired _ fighting	5 -2 -1
tired _ living	9 -2 -1
tired i	-2 0 0
title	-4 -5 -5
title _ required	-4 -3 -3
title is	-6 -4 -5
to _ a	-7 -2 -5
to _ about	-5 -5 -2
to _ after	-6 2 -3
to _ an	-8 -5 -7
to _ and	5 -2 -1
to _ at	-4 -5 -2
to _ away	-5 1 -3
to _ back	-14 0 -3
to _ best	5 -1 -2
to _ breathing	5 0 -1
to _ clifs	4 0 -2
to _ colony	-2 0 -2
to _ dead	8 0 0
to _ do	-6 -4 -1
to _ for	3 -5 -1
to _ funeral	9 -2 -3
to _ future	-5 -2 -3
to _ gym	-3 -2 -3
to _ haha	-3 -3 -2
to _ home	-5 2 -2
to _ i	6 -2 -1
to _ into	-4 -2 -1
to _ it	7 -1 -2
to _ jobs	-4 -3 -2
to _ library	0 -2 -2
to _ life	-3 -2 -3
to _ litle	6 -2 -1
to _ living	11 0 0
to _ log	-2 -2 -3
to _ me	-2 -5 -5
to _ most	-5 -2 -2
to _ my	-1 -2 -7
to _ nest	-4 -4 -3
to _ new	-2 -2 2
to _ now	4 -3 0
to _ out	5 -1 -1
to _ party	-5 -1 -2
to _ people	-4 0 -1
to _ reading	-5 -3 -5
to _ reunion	-2 -4 -1
to _ schol	-3 2 -2
to _ so	8 -1 0
to _ something	8 -5 -3
to _ the	-4 -2 -8
to _ this	-4 -4 -3
to _ to	5 -3 -3
to _ together	-2 -1 -2
to _ tonight	3 -2 -2
to _ up	-4 -4 -1
to _ without	7 0 0
to _ you	-8 -4 -3
to _ your	10 -3 -4
to a	-6 -4 2
to an	-5 -2 -1
to answer	-2 -2 -3
to bali	-4 -1 -2
to breathe	-4 -2 0
to bury	-5 -2 -4
to check	3 -5 -5
to close	7 0 0
to cut	1 -4 -4
to death	-7 -8 -3
to dei	4 -2 -2
to die	10 -1 0
to do	3 1 1
to draw	-2 -1 -2
to drown	5 -3 0
to dye	7 -2 -2
to eat	-5 -3 -3
to everyone	7 -2 -1
to fal	10 -2 -3
to fast	1 -3 0
to focus	-3 -3 0
to go	6 4 -1
to grieve	-3 -4 -2
to hang	5 0 0
to her	-8 -7 -4
to home	-5 -4 -3
to japan	-5 -2 -1
to jump	5 -2 -1
to just	5 0 -1
to know	9 -4 -1
to leave	-3 4 -2
to let	-6 -2 -1
to live	8 -4 0
to login	-5 -5 -6
to many	-3 -4 1
to met	-4 0 -3
to move	-6 -3 -4
to not	11 0 0
to overdose	5 -3 -3
to play	-5 -5 -2
to propose	-4 -3 -3
to rest	-6 -1 -2
to retire	-5 -4 -4
to save	-6 -4 -4
to say	-4 2 -1
to scream	-2 -1 0
to se	4 2 -3
to send	-9 4 -2
to slit	4 0 0
to swalow	4 -2 -2
to take	1 -2 -1
to teach	-3 -1 0
to the	-4 -2 -3
to unalive	8 0 0
to vague	-4 -2 -2
to your	0 -5 -4
today	-2 -4 -8
today _ !tel	2 -2 0
today _ cleaned	-2 -2 -2
today _ god	4 0 -1
today _ just	-3 -3 -3
today _ yourself	-2 -3 -2
today and	3 -3 -6
today at	6 -4 0
today dont	2 -2 0
today i	-1 -6 -2
today let	-2 -3 -2
today was	-8 -4 -2
todays	-5 -3 -4
todays card	-2 -2 -2
together	-11 -6 -8
tok	-3 3 8
tok 20	-2 -2 3
tok _ breath	-3 -2 -2
tok _ knife	2 -2 -2
tok _ painkilers	-4 -2 -7
tok _ pasport	-2 5 -2
tok _ sleping	-2 -2 3
tok _ whole	-1 -2 4
tok a	0 -1 4
tok my	-4 6 -8
tok something	0 -2 3
tok to	-4 -1 6
token	-9 -7 -8
token balance	-5 -4 -4
token history	-5 -3 -3
token pack	-5 -4 -4
token packs	-4 -4 -3
token sumary	-4 -3 -4
tokens	-10 -8 -8
tomorow wil	-5 -2 -9
tone	-6 -6 -6
tongue	-4 -5 4
tongue _ sweling	-3 0 4
tongue are	-3 0 4
tonight	10 -1 -2
tonight _ 19	3 0 0
tonight _ down	4 0 0
tonight i	3 0 0
tonight is	6 -1 0
tonight its	4 0 0
tonights	5 -4 -5
tonights _ night	8 -1 -2
tonights the	8 -1 -2
total	-6 -6 -6
total refiled	-5 -4 -4
toth	-4 -3 -4
touching	-2 9 0
toward	-5 -9 -7
town _ i	-2 0 0
town should	-2 0 0
tracks my	-7 4 0
tracks near	4 -2 -2
trafic	-6 -3 -2
train	4 -5 -5
train _ near	4 -2 -2
train tracks	8 -3 -4
training	-5 2 0
transformation	-6 -6 -4
traped	-5 2 4
travel	-5 -3 -5
traveling	-3 -3 -3
traveling _ moving	-3 -3 -3
traveling searching	-3 -3 -3
treasures	-5 -6 -6
treat	-4 -2 -4
tried	3 1 -5
trip	-7 -7 -2
trouble	1 0 5
trouble breathing	-2 0 5
truck	4 -4 -5
true	-1 -7 -7
true _ and	-3 -4 -1
truly	-11 -2 -3
truly fel	-5 -5 -5
truly want	-4 -2 -3
trust	-8 -4 -6
trust _ quiet	-6 -6 -2
trust the	-11 -6 -6
trust your	-5 -4 -4
trusting	-7 -3 -2
truth	2 -3 -4
turn	-7 -4 -8
turning	-7 -1 5
turns	-6 -5 -6
two	-2 -4 -6
two _ of	-6 -3 -3
tylenol _ to	6 0 0
u	9 -2 -2
ugh	-5 -3 -1
ukraine	-2 -4 -4
unalive	10 -1 -3
unalive myself	6 -1 -1
unalive ngl	4 -2 -2
unalive tbh	7 -2 0
unaliving _ tonight	4 0 0
uncle	-4 4 0
uncle _ me	-3 6 -1
unconscious	-1 0 12
unconscious _ not	0 0 2
under	0 -5 -2
understanding	-2 -3 -3
undone	-4 -3 -2
unhuried	-5 -6 -5
uni	-10 -6 -3
until _ couldnt	-2 2 -2
until _ knuckles	3 0 0
until my	11 0 0
up	2 -2 -6
up _ !breathing	-1 -2 2
up _ a	-5 1 -2
up _ and	-2 -3 -2
up _ id	5 -2 -3
up _ my	-8 4 -1
up _ the	-6 -3 0
up _ you	-3 -2 -2
up for	-4 -3 -1
up i	7 -2 2
up last	-8 -3 -3
up laughing	-1 -4 0
up my	4 -2 -4
up not	0 -2 2
up now	-4 -3 -4
up on	-8 -3 0
up son	-7 -1 -1
up to	-3 -2 -2
update	-6 -5 -5
update pasword	-5 -5 -5
updated	-3 -3 -3
us	-8 1 -4
usage	-5 -4 -4
usage history	-5 -4 -4
use	0 -6 -7
used to	-9 -5 -7
useles	9 -1 0
user	-4 -4 -4
user information	-4 -4 -4
username	-10 -9 -9
username taken	-4 -4 -4
vacation	-10 -4 -7
vague	-4 -2 -2
value	-10 -5 -6
vanish forever	4 0 0
verifying	-2 -2 -3
verifying _ are	-2 -2 -3
verifying you	-2 -2 -3
version	-4 -4 -2
version of	-4 -4 -2
vet	-4 -4 0
vibe	-6 -5 -10
vibe today	-4 -2 -3
video	-4 -4 -3
view	-7 -5 -4
view reading	-4 -3 -3
vilain	-7 -8 -8
visa _ aproved	-3 -2 -4
visa get	-3 -2 -4
visionary	-9 -8 -8
visit	-7 -5 -10
visit me	-2 -3 0
visiting	-9 -3 -3
vodka	9 0 5
voice	-6 -4 -2
voice what	-3 -2 -5
voices	7 0 0
voices _ i	6 0 0
voices say	6 0 0
volunter	-4 -4 -1
vomiting	-4 -1 8
wait	-4 -5 -5
wait _ the	-4 -2 -3
wait a	-4 -4 -3
wait for	-3 -2 -2
wake	3 -2 0
wake up	3 -2 -1
wal	6 2 -2
wal _ i	-7 5 0
wal _ my	-1 0 0
wal on	9 0 -1
wal with	-4 0 -1
walk	2 -2 -2
walking into	1 -4 -3
walks	-4 -2 -2
wals	6 -2 -1
wals _ my	6 -2 -1
wals until	3 0 -1
wana	5 -2 -3
wana _ it	2 0 0
wana _ ngl	4 -2 -2
wana _ to	6 0 0
wana end	2 0 0
wana go	6 0 0
wana unalive	4 -3 -2
waning	-6 -6 -6
waning crescent	-4 -4 -4
waning gibous	-5 -4 -5
want	4 -5 -2
want _ bury	-5 -2 -4
want _ die	5 -1 -1
want _ drown	7 0 0
want _ dye	7 -2 -2
want _ go	6 0 0
want _ hang	6 0 0
want _ hurt	12 0 0
want _ know	2 0 0
want _ life	4 0 0
want _ over	2 0 -1
want _ pain	7 0 -1
want _ scream	-2 -1 0
want _ slit	4 0 0
want _ stop	6 0 0
want _ to	5 -2 0
want _ unalive	6 0 0
want _ walk	6 0 -1
want a	-8 -2 -2
want it	6 -2 0
want my	5 0 0
wanted	1 -1 -2
wanted _ step	5 0 0
war	-13 -8 -7
warmth	-7 -6 -5
was	-2 3 0
was _ a	-8 -8 -9
was _ an	-5 -7 -3
was _ and	-5 -4 -4
was _ as	-6 -4 -2
was _ for	3 -6 -3
was _ holiday	-5 -4 -3
was _ in	-2 -3 -2
was _ meh	-3 -3 -3
was back	-5 -6 -1
was being	-4 -9 -5
was faling	-4 -9 -3
was heavy	-4 -3 -5
was huried	-3 -3 -2
was just	-1 -5 -7
was my	-3 -1 -3
was not	-4 -4 -7
was pregnant	-3 0 -2
was raped	-4 5 -1
waste	6 0 0
watch	-4 -7 -4
watched over	-5 -5 -5
watching	-11 -1 -4
water	-4 -6 -3
water _ the	-7 0 0
water _ think	5 0 -2
water and	0 -3 -6
water to	-4 0 -2
waxing	-6 -6 -5
waxing crescent	-4 -4 -4
waxing gibous	-4 -4 -4
way _ much	-1 -2 2
way home	9 0 0
way out	8 -3 0
we	-10 -4 1
we _ get	-2 0 -3
we _ not	-3 -1 -4
we _ over	0 -1 5
we could	-3 -1 -4
we get	-3 0 -2
weding	-9 -5 -11
weding in	-3 0 0
wek _ i	-7 3 -1
wek _ im	-4 -4 -4
wek of	-7 -4 0
wek wil	-7 -2 -2
wekend _ switch	-2 -2 -3
wekly	-5 -5 -5
wekly guidance	-5 -5 -5
weks _ i	3 0 0
wel	1 -5 -6
welbeing	-9 -8 -8
welcome	-8 -7 -8
went _ the	-3 -4 -4
went to	-1 -4 -4
were	-3 -2 2
were _ the	-2 -4 0
what _ about	7 0 0
what _ did	4 4 0
what _ i	-4 3 5
what _ is	-5 -4 -2
what _ since	-5 -4 -3
what _ surounds	-5 -4 -2
what _ we	-5 -3 4
what _ you	-9 -3 -2
what hapened	-3 -4 -3
what has	-9 -11 -5
what he	0 6 0
what i	-2 -2 -4
what im	11 0 0
what maters	-8 -6 -3
what should	-6 0 -3
what to	-4 -3 2
what wil	-6 -2 -2
whatever	-4 -5 -6
whats	4 -8 -8
whats _ for	-5 -2 -1
whats _ next	-4 -4 -3
whats _ vibe	-3 -2 -2
whats my	-14 -4 -6
whats next	-7 -5 -1
when	1 6 -5
when _ can	-8 -3 -3
when _ disobey	-2 4 0
when _ goes	-4 4 0
when _ gone	7 0 0
when _ i	5 -5 -1
when _ sad	1 0 0
when _ takes	-4 -2 0
when _ was	-6 -10 -1
when _ woke	3 0 0
when hes	-2 4 -1
when i	2 1 -5
when im	3 2 0
when my	0 6 0
when she	-12 -5 -7
when shes	-2 10 -1
when they	2 -3 -1
when you	-4 -7 -3
whenever _ lok	0 4 0
whenever _ speak	-2 3 0
whenever i	-2 3 0
whens	-3 -1 -1
whens _ next	-3 -1 -1
whens my	-3 -1 -1
where everyone	-4 -3 -4
where he	5 -2 0
where i	-3 4 -1
where you	-7 -7 -5
which _ the	10 -3 -2
white	-6 -4 -4
who	-1 -2 -5
who _ am	-5 -3 -4
who _ i	-5 -3 -3
who i	-5 0 -4
who wil	-3 -3 -3
whole	-3 -1 2
whole _ and	-4 2 0
whole _ of	-1 -2 4
whole apartment	-2 -2 -2
whole paycheck	-4 0 -2
why	0 -7 -3
why _ left	-3 -3 -3
why do	-4 -1 -3
why i	7 0 0
why she	-3 -3 -3
wider	-6 -4 -4
wife _ me	-2 7 -2
wil	-6 -5 -7
wil _ a	4 0 0
wil _ and	-4 -4 -2
wil _ back	-6 -4 -4
wil _ bos	-1 -5 -2
wil _ change	-2 3 0
wil _ esay	-3 0 -2
wil _ ever	-12 -4 -3
wil _ family	5 -4 -5
wil _ find	-5 -2 -2
wil _ finish	-4 -4 -3
wil _ get	-6 -5 -2
wil _ grandmother	-2 -2 -3
wil _ make	-4 -3 -1
wil _ mary	-3 -3 -3
wil _ mis	4 0 0
wil _ nail	-4 0 -1
wil _ neighbor	-2 -2 -2
wil _ new	-3 -4 -3
wil _ notice	-2 -1 -1
wil _ ok	8 -3 0
wil _ pain	-2 -1 0
wil _ parents	6 -3 -1
wil _ remember	-3 -3 -2
wil _ say	-3 -4 -4
wil _ se	3 -4 -1
wil _ sister	-7 -3 -4
wil _ sisters	-3 -2 0
wil _ slay	-4 -4 -5
wil _ slep	-8 -1 -1
wil _ stay	-2 -5 -5
wil _ stil	-4 -5 -8
wil _ stop	3 -1 -1
wil _ visa	-5 -5 -3
wil _ win	-3 -1 -4
wil _ work	-4 -2 0
wil anyone	10 -1 0
wil he	-4 -7 -6
wil i	-7 -5 -4
wil it	-1 -5 -3
wil me	-4 -5 -2
wil my	-10 -9 -11
wil not	3 0 0
wil point	-3 -3 -3
wil the	-5 1 -5
wil they	-6 -4 -1
wil tonight	3 0 0
wilting	-7 -3 -5
win	-3 -5 -3
win _ lotery	-3 -1 -1
win _ match	-1 -2 -3
wings	-6 -2 -3
winter	3 -4 -3
wisdom	-9 -6 -4
wish	11 -4 -4
wish _ was	2 -2 -1
wish i	8 -1 -1
with _ al	-2 -4 -1
with _ and	-11 -11 -4
with _ belt	-1 4 0
with _ cousin	-4 -4 -2
with _ friends	-4 0 -1
with _ girlfriend	-5 -1 -2
with _ i	-1 5 0
with _ investment	-2 -1 -3
with _ lol	-6 -4 -3
with _ mother	-3 -5 -8
with _ pan	-1 8 0
with _ son	4 0 0
with _ when	6 5 0
with care	-6 -5 -4
with everything	8 0 0
with hope	-5 -4 -5
with it	2 -2 -4
with kindnes	-4 -2 -2
with life	5 -2 -2
with my	-2 -7 -4
with this	-8 -5 -3
within you	-7 -5 -4
without	6 -1 -7
without _ around	5 -1 0
without _ can	-4 -1 0
without _ for	-5 -4 -2
without _ in	6 0 0
without _ it	-4 -3 -2
without _ knowing	5 -1 -1
without _ right	7 -2 -1
without a	-4 -2 -2
without apology	-5 -3 -2
without making	-4 -3 -3
without me	8 -1 0
without pain	6 0 0
without them	4 -1 -1
wnat	4 -2 -2
wnat _ dei	4 -2 -2
wnat to	4 -2 -2
woke _ laughing	-1 -4 0
wonder	-5 -4 -2
wont !let	0 6 0
wont _ !here	5 0 0
word _ this	-3 -4 -2
word for	-3 -4 -2
words	-3 -7 0
words _ my	6 -3 -3
words into	6 -3 -3
work	-6 3 -5
work is	-9 -7 -6
work out	-5 -1 -3
work raped	0 4 0
working	-7 -1 -2
working on	-4 -2 -3
workout	-7 -4 -5
workout _ kiling	-2 -3 -1
workout is	-2 -3 -1
world	6 -5 -3
world is	-13 -2 -3
worst	-3 -2 4
worst _ of	-3 -2 4
worst headache	-3 -2 4
worth	-8 -4 -6
worthles _ i	5 0 -1
worthles and	5 0 -1
wory	-10 -4 -3
wory about	-4 0 -1
would	10 1 -3
would _ a	1 -5 -5
would _ if	9 -2 -2
would notice	3 0 0
wrists	7 -1 -3
write _ journal	-3 -3 -2
write _ note	2 0 0
write _ question	-3 -1 -1
write _ reflections	-5 -6 -5
write your	-7 -7 -6
writen	7 -1 -1
writing	1 5 -4
writing _ leters	7 0 0
writing _ obituary	4 -1 0
writing _ the	0 3 0
wrong	-3 -2 -3
wrote	6 0 0
wrote _ leter	-5 -2 -3
wrote _ suicide	5 0 0
wrote _ to	5 0 0
wrote leters	5 0 0
yal	-5 -6 -2
year	-7 -5 -4
year _ learn	-3 -3 -3
year i	-2 -2 -1
year or	-9 -3 -5
yeled	-2 -4 -2
yes	-2 -7 -7
yesterday	-10 1 -2
yet	-5 -5 -3
yet _ it	-7 -3 -3
yoga	-5 -3 -3
you	-1 -6 -6
you _ already	-4 0 0
you _ ben	-15 -3 -1
you _ com	-3 -3 -3
you _ fel	-5 -2 -2
you _ guided	-2 -3 -3
you _ have	-5 -2 -2
you _ human	-2 -2 -3
you _ not	-6 -1 -2
you _ permision	-3 -4 -2
you _ this	3 -1 -3
you _ want	0 -1 -1
you _ watched	-2 -1 -2
you again	-4 -2 0
you already	-9 -4 -3
you and	-5 -2 -2
you are	-13 -8 -8
you can	-6 0 -1
you deserve	-3 -3 -4
you do	-4 -1 -2
you example	-3 -3 -3
you feling	-3 -3 -4
you have	2 -6 -2
you like	-11 -6 -11
you might	-4 -3 -3
you most	-4 -2 -3
you to	-8 -2 -2
you truly	-5 -1 -2
your	-7 -6 -12
your _ for	-3 -1 -1
your _ has	-3 -5 -4
your _ have	-3 -3 -2
your _ is	-9 -3 -3
your _ now	-4 -3 -4
your _ rise	-2 -2 -2
your cal	-2 -2 -2
your card	-4 -2 -2
your changes	-3 -3 -2
your dream	-6 -1 0
your dreams	-5 -5 -3
your inbox	-3 -4 -3
your iner	-5 -5 -4
your keping	-3 -3 -3
your nest	-4 -3 -3
your pasword	-4 -3 -3
your people	-2 -3 -3
your question	-4 -3 -3
your reading	-8 -4 -3
your readings	-3 -2 -2
your steps	-3 -1 -1
your suroundings	-4 -3 -3
your true	-5 -2 0
your work	-7 -5 -3
your wrist	6 0 0
yourself	-10 -5 -5
yourself _ apology	-3 -3 -3
yourself without	-3 -3 -3
zero	-9 -11 -11
zombie	-6 -2 -5
zombie _ mondays	-3 -4 -3
zombie on	-3 -4 -3
️	-6 -7 -4
`;

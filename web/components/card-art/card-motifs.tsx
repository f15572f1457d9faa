import type { JSX } from 'react';
import type { CardKey } from '#common/oracle.ts';
import {
  Bubbles,
  Cloud,
  Crescent,
  Drop,
  Fish,
  GOLD,
  Glow,
  Heart,
  ICE,
  INK,
  NAVY,
  Penguin,
  type Pose,
  Rays,
  SNOW,
  STONE,
  STORM,
  Sparkle,
  Stones,
  WHITE,
  Water,
  arc,
  polar,
  range,
  star,
  wavy,
} from './shapes.tsx';

// The deck's 44 motifs, one per card, drawn with the shapes of shapes.tsx.

type Art = () => JSX.Element;

/** A card's motif: `back` is drawn behind the penguin, `front` in front of it; `pose: null` hides the penguin. */
export type Motif = { back?: Art; front?: Art; pose?: Pose | null; ground?: boolean };

export const MOTIFS: Record<CardKey, Motif> = {
  'first-light': {
    back: () => (
      <>
        <path d="M22 240A78 78 0 0 1 178 240Z" fill={GOLD} opacity={0.12} />
        <Rays x={100} y={240} r1={62} r2={104} from={190} step={20} n={9} w={4} />
        <path d="M48 240A52 52 0 0 1 152 240Z" fill={GOLD} />
      </>
    ),
  },
  huddle: {
    back: () => (
      <>
        <path d="M14 240A86 86 0 0 1 186 240Z" fill={GOLD} opacity={0.1} />
        <Penguin x={48} y={246} s={0.62} />
        <Penguin x={152} y={246} s={0.62} />
        <Penguin x={72} y={250} s={0.72} />
        <Penguin x={128} y={250} s={0.72} />
        <Heart x={100} y={120} s={1.2} />
      </>
    ),
  },
  'still-water': {
    back: () => (
      <>
        <ellipse cx={100} cy={128} rx={70} ry={24} fill={ICE} opacity={0.14} />
        <g fill="none" stroke={ICE} strokeWidth={2.5}>
          <ellipse cx={100} cy={128} rx={52} ry={17} opacity={0.5} />
          <ellipse cx={100} cy={128} rx={32} ry={10.5} opacity={0.8} />
          <ellipse cx={100} cy={128} rx={13} ry={4.5} />
        </g>
        <Drop x={100} y={78} s={1.6} c={WHITE} />
      </>
    ),
  },
  'long-walk': {
    pose: { x: 60 },
    back: () => (
      <g fill={GOLD}>
        {[
          [88, 226, 40, 1.75],
          [112, 210, 50, 1.7],
          [118, 184, 20, 1.6],
          [142, 170, 30, 1.55],
          [138, 144, 0, 1.5],
          [160, 128, 20, 1.4],
          [150, 103, -10, 1.35],
          [170, 85, 10, 1.3],
          [152, 63, -20, 1.2],
          [166, 42, 0, 1.15],
        ].map(([x, y, r, s]) => (
          <path
            key={y}
            d="M0-6C-2-6-7 2-7 5L-3 3 0 6 3 3 7 5C7 2 2-6 0-6Z"
            transform={`translate(${x} ${y}) rotate(${r}) scale(${s})`}
          />
        ))}
      </g>
    ),
  },
  'northern-lights': {
    back: () => (
      <g fill="none" strokeLinecap="round">
        {[
          ['M16 74C50 36 84 104 122 64S170 46 186 40', GOLD],
          ['M16 110C54 76 92 136 132 98S174 84 186 80', ICE],
          ['M16 146C56 116 96 166 136 132S176 120 186 118', WHITE],
        ].map(([d, c]) => (
          <g key={c} stroke={c}>
            <path d={d} strokeWidth={16} opacity={0.22} />
            <path d={d} strokeWidth={2.5} />
          </g>
        ))}
      </g>
    ),
  },
  egg: {
    pose: { s: 0.9 },
    back: () => (
      <>
        <Glow x={100} y={190} r={74} />
        <Sparkle x={52} y={150} r={9} />
        <Sparkle x={150} y={132} r={12} />
        <Sparkle x={100} y={96} r={7} c={WHITE} />
      </>
    ),
    front: () => (
      <>
        <ellipse cx={100} cy={236} rx={15} ry={19} fill={GOLD} stroke={WHITE} strokeWidth={2} />
        <ellipse cx={95} cy={229} rx={4} ry={6} fill={WHITE} opacity={0.6} />
      </>
    ),
  },
  'deep-dive': {
    ground: false,
    pose: { x: 100, y: 118, s: 0.82, r: 180 },
    back: () => (
      <>
        <Water y={132} c={INK} o={0.5} />
        <path d="M2 180H198M2 230H198" stroke={INK} strokeWidth={50} opacity={0.25} />
        <path
          d="M78 108l-8-12M92 100l-2-14M108 100l2-14M122 108l8-12"
          stroke={ICE}
          strokeWidth={3}
          strokeLinecap="round"
        />
      </>
    ),
    front: () => (
      <Bubbles
        list={[
          [80, 218, 4],
          [126, 236, 5],
          [92, 256, 6],
          [116, 274, 3.5],
        ]}
      />
    ),
  },
  pebble: {
    back: () => (
      <>
        <Glow x={100} y={104} r={60} />
        <ellipse cx={100} cy={104} rx={36} ry={25} fill={STONE} stroke={GOLD} strokeWidth={3} />
        <ellipse cx={88} cy={95} rx={13} ry={6} fill={WHITE} opacity={0.55} />
        <Sparkle x={150} y={70} r={11} />
        <Sparkle x={50} y={76} r={8} c={WHITE} />
        <Sparkle x={142} y={146} r={7} />
      </>
    ),
    front: () => <ellipse cx={100} cy={205} rx={6} ry={4.5} fill={STONE} stroke={GOLD} strokeWidth={1.5} />,
  },
  'ice-shelf': {
    back: () => (
      <>
        {range(4).map((i) => {
          const [y0, y1] = [64 + i * 25, 89 + i * 25];
          return (
            <path
              key={i}
              d={`M${40 - (y0 - 64) / 5} ${y0}H${164 + (y0 - 64) / 4}L${164 + (y1 - 64) / 4} ${y1}H${40 - (y1 - 64) / 5}Z`}
              fill={i ? ICE : WHITE}
              opacity={1 - i * 0.2}
            />
          );
        })}
        <path d="M40 64Q60 54 84 62T130 58T164 64Z" fill={WHITE} />
        <path d="M36 89H169M31 114H176M26 139H182" stroke={NAVY} strokeWidth={2} opacity={0.6} />
        <path
          d="M80 70v10l6 6M140 96v10M100 120l4 8-3 8M60 146l4 8"
          stroke={NAVY}
          strokeWidth={1.5}
          fill="none"
          opacity={0.6}
        />
      </>
    ),
  },
  tide: {
    back: () => (
      <>
        <circle cx={100} cy={52} r={14} fill={WHITE} opacity={0.9} />
        <circle cx={100} cy={52} r={22} fill={WHITE} opacity={0.12} />
        <g fill="none" strokeLinecap="round">
          <path d={wavy(20, 98, 8, 20, 6)} stroke={ICE} strokeWidth={4} />
          <path d={wavy(20, 122, 8, 20, 6)} stroke={ICE} strokeWidth={3} opacity={0.7} />
          <path d={wavy(20, 146, 8, 20, 6)} stroke={GOLD} strokeWidth={3} />
          <path d={wavy(20, 170, 8, 20, 6)} stroke={GOLD} strokeWidth={2} opacity={0.6} />
        </g>
      </>
    ),
  },
  snowfall: {
    back: () => (
      <g fill={WHITE}>
        {SNOW.map(([x, y, r]) => (
          <circle key={`${x},${y}`} cx={x} cy={y} r={r} />
        ))}
      </g>
    ),
  },
  'moon-watch': {
    pose: { x: 80 },
    back: () => (
      <>
        <Glow x={118} y={86} r={62} />
        <Crescent x={118} y={86} s={1.25} />
        <Sparkle x={56} y={60} r={6} c={WHITE} />
      </>
    ),
  },
  compass: {
    back: () => (
      <>
        <circle cx={100} cy={100} r={46} fill={NAVY} stroke={GOLD} strokeWidth={3} />
        <circle cx={100} cy={100} r={38} fill="none" stroke={GOLD} strokeOpacity={0.45} />
        <path d={star(100, 100, 4, 36, 8, 45)} fill={ICE} />
        <path d={star(100, 100, 4, 62, 11, 0)} fill={GOLD} />
        <path d={star(100, 100, 4, 62, 11, 0, true)} fill={WHITE} opacity={0.45} />
        <circle cx={100} cy={100} r={4} fill={INK} />
      </>
    ),
  },
  'passing-storm': {
    back: () => (
      <>
        <path d="M96 86L112 86L150 200L60 200Z" fill={GOLD} opacity={0.25} />
        <path d="M100 86L108 86L122 200L88 200Z" fill={GOLD} opacity={0.35} />
        <Cloud x={58} y={74} s={1.1} c={STORM} />
        <Cloud x={146} y={64} s={1.05} c={STORM} />
        <path
          d="M36 100l-6 14M54 102l-6 14M72 100l-6 14M128 90l-6 14M146 92l-6 14M164 90l-6 14"
          stroke={ICE}
          strokeWidth={2}
          strokeLinecap="round"
          opacity={0.7}
        />
        <Sparkle x={104} y={78} r={10} c={WHITE} />
      </>
    ),
  },
  'abundant-sea': {
    back: () => (
      <>
        {[
          [100, 50],
          [76, 72],
          [124, 72],
          [52, 94],
          [100, 94],
          [148, 94],
          [76, 116],
          [124, 116],
          [100, 138],
        ].map(([x, y], i) => (
          <Fish key={`${x},${y}`} x={x as number} y={y as number} c={i % 2 ? ICE : GOLD} />
        ))}
      </>
    ),
  },
  molting: {
    back: () => (
      <>
        {[
          [58, 66, -35],
          [136, 52, 30],
          [102, 112, -10],
          [154, 134, 50],
          [48, 150, 20],
        ].map(([x, y, r]) => (
          <g key={x} transform={`translate(${x} ${y}) rotate(${r})`}>
            <path d="M0-24C11-12 10 10 0 22C-10 10-11-12 0-24Z" fill={WHITE} opacity={0.9} />
            <path d="M0-18V30" stroke={GOLD} strokeWidth={2} strokeLinecap="round" />
          </g>
        ))}
      </>
    ),
  },
  'the-call': {
    back: () => (
      <g fill="none" stroke={GOLD} strokeLinecap="round">
        <path d={arc(100, 196, 30, 215, 325)} strokeWidth={5} />
        <path d={arc(100, 196, 54, 215, 325)} strokeWidth={4.5} opacity={0.85} />
        <path d={arc(100, 196, 78, 215, 325)} strokeWidth={4} opacity={0.7} />
        <path d={arc(100, 196, 102, 215, 325)} strokeWidth={3.5} opacity={0.55} />
      </g>
    ),
  },
  'the-slide': {
    ground: false,
    pose: { x: 72, y: 156, s: 0.8, r: 120 },
    back: () => (
      <>
        <path d="M2 128L198 240V284A14 14 0 0 1 184 298H16A14 14 0 0 1 2 284Z" fill={NAVY} />
        <path d="M2 128L198 240V284A14 14 0 0 1 184 298H16A14 14 0 0 1 2 284Z" fill={ICE} opacity={0.22} />
        <path d="M2 128L198 240" stroke={ICE} strokeWidth={2} />
        <path d="M22 112l34 19M30 98l26 15M40 126l16 9" stroke={GOLD} strokeWidth={3} strokeLinecap="round" />
      </>
    ),
    front: () => (
      <g fill={WHITE}>
        <circle cx={150} cy={196} r={3} />
        <circle cx={160} cy={186} r={2.2} />
        <circle cx={158} cy={202} r={2} />
      </g>
    ),
  },
  iceberg: {
    back: () => (
      <>
        <path
          d="M50 118L60 104L140 104L156 134L146 166L112 184L78 176L54 150Z"
          fill={ICE}
          opacity={0.3}
          stroke={ICE}
          strokeOpacity={0.6}
          strokeWidth={1.5}
        />
        <path d="M60 104L80 62L94 74L110 40L140 104Z" fill={WHITE} />
        <path d="M110 40L104 104" stroke={ICE} strokeWidth={2} opacity={0.8} />
        <path d={wavy(16, 104, 8, 21, 2)} fill="none" stroke={ICE} strokeWidth={2} />
      </>
    ),
  },
  current: {
    pose: { x: 78 },
    back: () => (
      <>
        <path d="M150 24C150 84 50 64 50 116S150 150 150 196" fill="none" stroke={ICE} strokeWidth={46} opacity={0.1} />
        <g fill="none" strokeWidth={3.5} strokeLinecap="round" strokeLinejoin="round">
          {[-16, 0, 16].map((dx) => (
            <path
              key={dx}
              transform={`translate(${dx} 0)`}
              d="M150 24C150 84 50 64 50 116S150 150 150 196m-8-10l8 10 8-10"
              stroke={dx ? ICE : GOLD}
            />
          ))}
        </g>
      </>
    ),
  },
  nest: {
    back: () => (
      <>
        <path d="M20 240A80 80 0 0 1 180 240Z" fill={GOLD} opacity={0.12} />
        <path d="M44 240A56 56 0 0 1 156 240Z" fill={GOLD} opacity={0.1} />
        <Stones near={false} />
      </>
    ),
    front: () => <Stones near />,
  },
  'southern-star': {
    back: () => (
      <>
        <Glow x={100} y={96} r={64} />
        <Sparkle x={100} y={96} r={64} />
        <circle cx={100} cy={96} r={6} fill={WHITE} />
        <Sparkle x={150} y={46} r={10} c={WHITE} />
        <Sparkle x={48} y={150} r={8} c={WHITE} />
      </>
    ),
  },
  elder: {
    pose: { x: 90, y: 260, s: 1, elder: true },
    front: () => (
      <path d="M132 258V170C132 154 112 154 112 168" fill="none" stroke={GOLD} strokeWidth={5} strokeLinecap="round" />
    ),
    back: () => <Sparkle x={150} y={80} r={12} c={WHITE} />,
  },
  chick: {
    pose: { x: 70 },
    back: () => (
      <>
        <path
          d={`M${polar(142, 228, 22, 0)}${range(14)
            .map((i) => `A5 5 0 0 1 ${polar(142, 228, 22, (i + 1) * (360 / 14))}`)
            .join('')}Z`}
          fill="#b7c2de"
        />
        <ellipse cx={134} cy={254} rx={5} ry={2.6} fill={GOLD} />
        <ellipse cx={150} cy={254} rx={5} ry={2.6} fill={GOLD} />
        <circle cx={142} cy={200} r={15} fill={INK} />
        <path d="M142 196c-6-6-14-2-12 6 2 6 8 6 12 2 4 4 10 4 12-2 2-8-6-12-12-6Z" fill={WHITE} />
        <circle cx={137} cy={199} r={2} fill={INK} />
        <circle cx={147} cy={199} r={2} fill={INK} />
        <path d="M139 204l3 4 3-4Z" fill={INK} />
        <Heart x={106} y={150} s={0.8} />
      </>
    ),
  },
  crossing: {
    pose: { x: 50, s: 0.76 },
    back: () => (
      <>
        <rect x={2} y={124} width={196} height={112} fill={ICE} opacity={0.1} />
        <path d="M2 124H198" stroke={ICE} strokeWidth={2} />
        <path
          d={`${wavy(20, 150, 2)}M130 170${'q10-12 20 0t20 0'}M24 196${'q10-12 20 0t20 0'}`}
          fill="none"
          stroke={ICE}
          strokeWidth={1.5}
          opacity={0.5}
        />
        {[
          [82, 222, 17],
          [112, 194, 15],
          [136, 166, 12],
          [154, 140, 9],
        ].map(([x, y, r]) => (
          <ellipse
            key={x}
            cx={x}
            cy={y}
            rx={r}
            ry={(r as number) * 0.45}
            fill={STONE}
            stroke={GOLD}
            strokeWidth={1.5}
          />
        ))}
      </>
    ),
  },
  wave: {
    back: () => (
      <>
        <path
          d="M14 180C50 178 70 152 78 118C88 78 118 48 152 52C182 56 192 90 172 106C158 116 140 104 148 88C120 94 110 128 118 158C122 172 140 180 186 180Z"
          fill={ICE}
        />
        <path d="M148 88C120 94 110 128 118 158" fill="none" stroke={NAVY} strokeWidth={3} opacity={0.5} />
        <path d="M30 180C60 176 80 160 88 132" fill="none" stroke={WHITE} strokeWidth={3} strokeLinecap="round" />
        <g fill={WHITE}>
          <circle cx={186} cy={84} r={3} />
          <circle cx={180} cy={66} r={2.5} />
          <circle cx={170} cy={50} r={2} />
        </g>
      </>
    ),
  },
  seashell: {
    back: () => (
      <>
        <Glow x={96} y={104} r={58} />
        <path d="M144 104A48 48 0 0 0 48 104A38 38 0 0 0 124 104Z" fill={GOLD} />
        <path
          d="M144 104A48 48 0 0 0 48 104A38 38 0 0 0 124 104A28 28 0 0 0 68 104A18 18 0 0 0 104 104A9 9 0 0 0 86 104"
          fill="none"
          stroke={INK}
          strokeWidth={3.5}
          strokeLinecap="round"
        />
        <path
          d={`M${polar(96, 104, 48, 230)}L${polar(96, 104, 30, 230)}M${polar(96, 104, 48, 300)}L${polar(96, 104, 24, 300)}`}
          stroke={INK}
          strokeWidth={2}
          opacity={0.5}
        />
      </>
    ),
  },
  whale: {
    back: () => (
      <>
        <path
          d="M90 150C93 130 95 116 97 104C82 100 64 86 52 64C72 68 90 76 100 90C110 76 128 68 148 64C136 86 118 100 103 104C105 116 107 130 110 150Z"
          fill={ICE}
        />
        <Drop x={54} y={84} s={0.7} />
        <Drop x={146} y={86} s={0.7} />
        <Drop x={60} y={104} s={0.5} />
        <path d={wavy(20, 150, 8, 20, 2.5)} fill="none" stroke={ICE} strokeWidth={2.5} />
        <ellipse cx={100} cy={152} rx={30} ry={5} fill={WHITE} opacity={0.3} />
      </>
    ),
  },
  'kelp-forest': {
    back: () => (
      <g strokeLinecap="round">
        {[
          [30, 40, GOLD],
          [58, 70, ICE],
          [142, 56, ICE],
          [170, 30, GOLD],
        ].map(([x0, top, c], k) => {
          const pts = range(11).map((i) => {
            const y = 240 - (i * (240 - (top as number))) / 10;
            return [(x0 as number) + 8 * Math.sin(i * 0.9 + k), y] as const;
          });
          return (
            <g key={x0} stroke={c as string} fill={c as string}>
              <path
                d={`M${pts.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}`}
                fill="none"
                strokeWidth={3}
              />
              {pts.slice(2).map(([x, y], i) => (
                <ellipse
                  key={y}
                  cx={x + (i % 2 ? 7 : -7)}
                  cy={y}
                  rx={8}
                  ry={3}
                  transform={`rotate(${i % 2 ? -30 : 30} ${x} ${y})`}
                  stroke="none"
                  opacity={0.8}
                />
              ))}
            </g>
          );
        })}
      </g>
    ),
  },
  blizzard: {
    back: () => (
      <>
        <g fill="none" stroke={ICE} strokeWidth={3.5} strokeLinecap="round">
          <path d="M18 70H110C136 70 140 42 122 38C108 35 102 54 116 56" />
          <path d="M40 112H150C176 112 180 84 162 80C148 77 142 96 156 98" />
          <path d="M18 154H96C120 154 124 130 108 126C96 124 92 138 104 140" />
        </g>
        <g stroke={WHITE} strokeWidth={3} strokeLinecap="round">
          {SNOW.slice(0, 14).map(([x, y]) => (
            <path key={`${x},${y}`} d={`M${x} ${y}l6-3`} />
          ))}
        </g>
      </>
    ),
  },
  'sun-halo': {
    back: () => (
      <>
        <circle cx={100} cy={92} r={54} fill={GOLD} opacity={0.08} />
        <circle cx={100} cy={92} r={44} fill="none" stroke={GOLD} strokeWidth={3.5} />
        <circle cx={100} cy={92} r={54} fill="none" stroke={GOLD} strokeWidth={1} opacity={0.5} />
        <Rays x={100} y={92} r1={24} r2={32} from={0} step={45} n={8} w={2.5} o={0.7} />
        <circle cx={100} cy={92} r={17} fill={GOLD} />
        <Sparkle x={56} y={92} r={9} c={WHITE} />
        <Sparkle x={144} y={92} r={9} c={WHITE} />
      </>
    ),
  },
  'mirror-pool': {
    ground: false,
    pose: { y: 218, s: 0.72 },
    back: () => (
      <>
        <path d="M2 218H198V284A14 14 0 0 1 184 298H16A14 14 0 0 1 2 284Z" fill={INK} opacity={0.45} />
        <path d="M2 218H198" stroke={ICE} strokeWidth={2} />
        <g transform="translate(0 436) scale(1 -1)" opacity={0.45}>
          <Penguin y={218} s={0.72} />
        </g>
        <path
          d="M40 240h24M136 236h28M52 266h20M128 272h30M82 286h36"
          stroke={ICE}
          strokeWidth={2}
          strokeLinecap="round"
          opacity={0.6}
        />
        <Crescent x={150} y={74} s={0.55} />
      </>
    ),
  },
  lantern: {
    back: () => (
      <>
        <Glow x={100} y={96} r={66} />
        <path d="M100 14V40M90 46A10 10 0 0 1 110 46" fill="none" stroke={GOLD} strokeWidth={3} />
        <path d="M84 58H116L108 46H92Z" fill={GOLD} />
        <rect x={84} y={60} width={32} height={52} rx={6} fill={GOLD} opacity={0.9} />
        <path d="M95 60V112M105 60V112" stroke={INK} strokeWidth={2} opacity={0.35} />
        <Drop x={100} y={92} s={1.5} c={WHITE} />
        <rect x={80} y={112} width={40} height={8} rx={3} fill={GOLD} />
      </>
    ),
  },
  anchor: {
    back: () => (
      <g fill="none" stroke={GOLD} strokeWidth={7} strokeLinecap="round" strokeLinejoin="round">
        <circle cx={100} cy={48} r={10} strokeWidth={5} />
        <path d="M100 58V158M74 78H126M56 120Q62 158 100 160Q138 158 144 120M48 130L56 118L68 126M152 130L144 118L132 126" />
      </g>
    ),
  },
  'ice-bridge': {
    pose: { y: 124, s: 0.72 },
    back: () => (
      <>
        <path d="M14 240C14 84 186 84 186 240H150C150 130 50 130 50 240Z" fill={ICE} />
        <path d="M26 240C26 104 174 104 174 240" fill="none" stroke={WHITE} strokeWidth={3} opacity={0.8} />
        <path
          d="M32 170L62 180M68 120L82 146M132 120L118 146M168 170L138 180"
          stroke={NAVY}
          strokeWidth={2}
          opacity={0.35}
        />
      </>
    ),
  },
  horizon: {
    pose: { x: 56, s: 0.74 },
    back: () => (
      <>
        <rect x={2} y={150} width={196} height={90} fill={ICE} opacity={0.08} />
        <path d="M118 150A16 16 0 0 1 150 150Z" fill={GOLD} />
        <circle cx={134} cy={150} r={30} fill={GOLD} opacity={0.1} />
        <path d="M12 150H188" stroke={ICE} strokeWidth={2.5} />
        <path
          d="M118 160h32M122 170h24M126 180h16M130 190h8"
          stroke={GOLD}
          strokeWidth={3}
          strokeLinecap="round"
          opacity={0.7}
        />
        <path d="M30 182h40M150 206h30M44 220h28" stroke={ICE} strokeWidth={1.5} strokeLinecap="round" opacity={0.4} />
      </>
    ),
  },
  thaw: {
    back: () => (
      <>
        <path
          d="M12 22H188V36L180 40L174 70L166 40L154 44L146 92L136 42L122 46L116 62L108 40L94 44L86 84L78 42L64 46L56 66L48 40L34 42L26 74L20 38L12 36Z"
          fill={ICE}
        />
        <Drop x={86} y={106} s={1.3} />
        <Drop x={86} y={146} s={1.1} c={WHITE} />
        <Drop x={146} y={114} s={1.3} />
        <Drop x={146} y={160} s={1} c={WHITE} />
        <Drop x={26} y={94} s={0.9} />
        <Drop x={174} y={92} s={0.9} />
        <ellipse cx={146} cy={246} rx={16} ry={3} fill="none" stroke={ICE} strokeWidth={1.5} />
      </>
    ),
  },
  'courtship-dance': {
    pose: null,
    back: () => (
      <>
        <Glow x={100} y={128} r={50} />
        <Heart x={100} y={126} s={2} />
        <Heart x={62} y={92} s={0.7} c={WHITE} />
        <Heart x={140} y={84} s={0.8} c={ICE} />
        <Penguin x={60} y={254} s={0.8} r={16} />
        <Penguin x={140} y={254} s={0.8} r={-16} />
      </>
    ),
  },
  guardian: {
    back: () => (
      <>
        <Glow x={100} y={98} r={64} />
        <path
          d="M100 38L150 56V96C150 126 128 148 100 162C72 148 50 126 50 96V56Z"
          fill={NAVY}
          stroke={GOLD}
          strokeWidth={5}
          strokeLinejoin="round"
        />
        <path
          d="M100 52L138 66V96C138 120 122 136 100 148C78 136 62 120 62 96V66Z"
          fill="none"
          stroke={ICE}
          strokeWidth={1.5}
          opacity={0.7}
        />
        <Sparkle x={100} y={98} r={24} />
      </>
    ),
  },
  'cloud-drift': {
    back: () => (
      <>
        <Cloud x={64} y={60} c={WHITE} o={0.95} />
        <Cloud x={140} y={106} s={1.2} o={0.8} />
        <Cloud x={66} y={152} s={0.85} o={0.6} />
        <path
          d="M108 56h20M114 66h12M20 108h40M30 118h26M116 152h26"
          stroke={ICE}
          strokeWidth={2.5}
          strokeLinecap="round"
          opacity={0.5}
        />
      </>
    ),
  },
  'small-blessings': {
    back: () => (
      <>
        {[
          [56, 60, 10],
          [140, 48, 7],
          [100, 104, 13],
          [154, 126, 9],
          [40, 140, 7],
          [132, 180, 6],
          [62, 200, 5],
        ].map(([x, y, r], i) => (
          <Sparkle key={x} x={x as number} y={y as number} r={r as number} c={i % 3 ? GOLD : WHITE} />
        ))}
        <g fill="none" stroke={ICE} strokeWidth={3} strokeLinecap="round">
          {[
            [96, 50],
            [40, 96],
            [160, 86],
            [84, 156],
            [150, 200],
          ].map(([x, y]) => (
            <path key={x} d={`M${x} ${y}c2 6 10 7 14 1l3-3m-3 3l4 1`} />
          ))}
        </g>
        <g fill={ICE}>
          {SNOW.slice(6, 16).map(([x, y]) => (
            <circle key={`${x},${y}`} cx={(x as number) + 6} cy={y} r={1.2} />
          ))}
        </g>
      </>
    ),
  },
  'underwater-flight': {
    ground: false,
    pose: { x: 58, y: 180, s: 0.86, r: 66, spread: true },
    back: () => (
      <>
        <Water y={34} o={0.13} />
        <path d="M40 36L20 200H44ZM110 36L100 220H124ZM170 36L164 180H184Z" fill={ICE} opacity={0.07} />
        <Bubbles
          list={[
            [40, 192, 4],
            [28, 178, 3],
            [22, 200, 5],
            [40, 212, 2.5],
            [148, 120, 3],
            [156, 104, 4.5],
            [150, 86, 3],
          ]}
        />
        <path d="M24 260q20-16 40 0t40 0t40 0t40 0" fill="none" stroke={ICE} strokeWidth={2} opacity={0.4} />
      </>
    ),
  },
  snowflake: {
    back: () => (
      <g stroke={WHITE} strokeWidth={4.5} strokeLinecap="round" fill="none">
        {range(6).map((i) => (
          <path
            key={i}
            transform={`rotate(${i * 60} 100 98)`}
            d="M100 98V42M100 70l-13-11M100 70l13-11M100 54l-8-7M100 54l8-7"
          />
        ))}
        <circle cx={100} cy={98} r={7} fill={ICE} strokeWidth={2} />
      </g>
    ),
  },
  homecoming: {
    pose: { x: 50, s: 0.76 },
    back: () => (
      <>
        <path d="M82 240A50 50 0 0 1 182 240Z" fill={ICE} />
        <path
          d="M88 222H176M100 204H164M116 194V204M140 194V204M104 222V240M160 222V240M132 204V222"
          stroke={STONE}
          strokeWidth={2}
          fill="none"
        />
        <path d="M116 240V226A16 16 0 0 1 148 226V240Z" fill={GOLD} />
        <path d="M116 240L148 240L170 290L92 290Z" fill={GOLD} opacity={0.25} />
        <circle cx={132} cy={228} r={30} fill={GOLD} opacity={0.15} />
        <Crescent x={70} y={76} s={0.6} c={WHITE} />
      </>
    ),
  },
};

export function isCardKey(key: string): key is CardKey {
  return Object.hasOwn(MOTIFS, key);
}

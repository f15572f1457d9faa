/**
 * The card art's shared shapes: the palette, the penguin, sparkles, clouds, fish… (card-motifs.tsx composes them
 * into the 44 motifs). Coordinates are in the card's 200 × 300 viewBox; the sky art area is roughly y 20–180 and
 * the ground starts at y 240. Colours stay in the app palette: gold, ice, white on navy.
 */

export const GOLD = '#f2c66d';
export const ICE = '#dfe8fb';
export const WHITE = '#ffffff';
export const INK = '#0b1228';
export const NAVY = '#23336a';
export const STONE = '#a9b8dc';
export const STORM = '#52628f';

/** Where the penguin stands: its feet at (x, y), scaled by s and rotated by r degrees around the feet. */
export type Pose = { x?: number; y?: number; s?: number; r?: number; spread?: boolean; elder?: boolean };

export const DEFAULT_POSE = { x: 100, y: 254, s: 0.82 };

export const range = (n: number) => Array.from({ length: n }, (_, i) => i);

export const polar = (x: number, y: number, r: number, deg: number) => {
  const a = (deg * Math.PI) / 180;
  return `${+(x + r * Math.cos(a)).toFixed(1)} ${+(y + r * Math.sin(a)).toFixed(1)}`;
};

export const arc = (x: number, y: number, r: number, from: number, to: number) =>
  `M${polar(x, y, r, from)}A${r} ${r} 0 ${to - from > 180 ? 1 : 0} 1 ${polar(x, y, r, to)}`;
/** A gentle sine line: n half-waves of width w and height a, starting at (x, y). */

export const wavy = (x: number, y: number, n: number, w = 20, a = 6) =>
  `M${x} ${y}q${w / 2} ${-a * 2} ${w} 0${`t${w} 0`.repeat(n - 1)}`;

/** The friendly penguin every card shares: navy body, white belly, gold beak and feet. Feet at the origin. */
export function Penguin({ x = DEFAULT_POSE.x, y = DEFAULT_POSE.y, s = DEFAULT_POSE.s, r = 0, spread, elder }: Pose) {
  const flipper = (
    <path
      d="M-19-56C-29-50-34-36-33-22C-26-28-21-37-18-45Z"
      fill={INK}
      transform={spread ? 'rotate(58 -19 -54)' : undefined}
    />
  );
  return (
    <g transform={`translate(${x} ${y}) rotate(${r}) scale(${s})`}>
      {flipper}
      <g transform="scale(-1 1)">{flipper}</g>
      <ellipse cx={-8} cy={-4} rx={8} ry={4} fill={GOLD} />
      <ellipse cx={8} cy={-4} rx={8} ry={4} fill={GOLD} />
      <path
        d="M0-86C-14-86-22-75-22-62C-22-52-26-40-26-30C-26-14-15-6 0-6S26-14 26-30C26-40 22-52 22-62C22-75 14-86 0-86Z"
        fill={INK}
        stroke={ICE}
        strokeOpacity={0.35}
      />
      <path d="M0-62C-10-62-17-50-17-36C-17-21-10-10 0-10S17-21 17-36C17-50 10-62 0-62Z" fill={WHITE} />
      <circle cx={-7.5} cy={-71} r={4.6} fill={WHITE} />
      <circle cx={7.5} cy={-71} r={4.6} fill={WHITE} />
      <circle cx={-7} cy={-70.5} r={2.3} fill={INK} />
      <circle cx={7} cy={-70.5} r={2.3} fill={INK} />
      <path d="M-5-65Q0-57 5-65Q0-67-5-65Z" fill={GOLD} />
      <circle cx={-13} cy={-62} r={2.6} fill={GOLD} opacity={0.35} />
      <circle cx={13} cy={-62} r={2.6} fill={GOLD} opacity={0.35} />
      {elder ? (
        <path
          d="M-13-80q5-4 10 0M3-80q5-4 10 0M-2.5-71h5M-2.5-71a5 5 0 1 0-10 0a5 5 0 1 0 10 0M2.5-71a5 5 0 1 0 10 0a5 5 0 1 0-10 0"
          fill="none"
          stroke={GOLD}
          strokeWidth={1.6}
          strokeLinecap="round"
        />
      ) : null}
    </g>
  );
}

/** A four-pointed sparkle of radius r. */
export function Sparkle({ x, y, r, c = GOLD, o }: { x: number; y: number; r: number; c?: string; o?: number }) {
  return (
    <path
      d="M0-1Q0 0 1 0Q0 0 0 1Q0 0-1 0Q0 0 0-1Z"
      transform={`translate(${x} ${y}) scale(${r})`}
      fill={c}
      opacity={o}
    />
  );
}

/** The crescent moon (radius 34 at scale 1), horns to the upper right. */
export function Crescent({ x, y, s = 1, c = GOLD }: { x: number; y: number; s?: number; c?: string }) {
  return (
    <path d="M-.4-34A34 34 0 1 0 32 11.4A28 28 0 1 1-.4-34Z" transform={`translate(${x} ${y}) scale(${s})`} fill={c} />
  );
}

export function Rays({
  x,
  y,
  r1,
  r2,
  from,
  step,
  n,
  w = 3,
  c = GOLD,
  o,
}: Record<'x' | 'y' | 'r1' | 'r2' | 'from' | 'step' | 'n', number> & { w?: number; c?: string; o?: number }) {
  const d = range(n)
    .map((i) => `M${polar(x, y, r1, from + i * step)}L${polar(x, y, r2, from + i * step)}`)
    .join('');
  return <path d={d} stroke={c} strokeWidth={w} strokeLinecap="round" opacity={o} />;
}

export function Glow({ x, y, r }: { x: number; y: number; r: number }) {
  return (
    <>
      <circle cx={x} cy={y} r={r} fill={GOLD} opacity={0.08} />
      <circle cx={x} cy={y} r={r * 0.7} fill={GOLD} opacity={0.1} />
    </>
  );
}

export function Cloud({ x, y, s = 1, c = ICE, o }: { x: number; y: number; s?: number; c?: string; o?: number }) {
  return (
    <path
      d="M-38 14A14 14 0 0 1-30-12A20 20 0 0 1 6-22A18 18 0 0 1 34-4A12 12 0 0 1 36 14Z"
      transform={`translate(${x} ${y}) scale(${s})`}
      fill={c}
      opacity={o}
    />
  );
}

export function Fish({ x, y, c }: { x: number; y: number; c: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(1.3)`}>
      <path d="M-12 0Q-2-9 9-1L17-7V7L9 1Q-2 9-12 0Z" fill={c} />
      <circle cx={-6.5} cy={-1} r={1.3} fill={INK} />
    </g>
  );
}

export function Drop({ x, y, s = 1, c = ICE }: { x: number; y: number; s?: number; c?: string }) {
  return (
    <path d="M0-10C3-4 6-1 6 3A6 6 0 0 1-6 3C-6-1-3-4 0-10Z" transform={`translate(${x} ${y}) scale(${s})`} fill={c} />
  );
}

export function Heart({ x, y, s = 1, c = GOLD }: { x: number; y: number; s?: number; c?: string }) {
  return (
    <path
      d="M0 10C-14 1-18-8-11-14C-6-18 0-15 0-10C0-15 6-18 11-14C18-8 14 1 0 10Z"
      transform={`translate(${x} ${y}) scale(${s})`}
      fill={c}
    />
  );
}

export function Bubbles({ list }: { list: number[][] }) {
  return (
    <g fill="none" stroke={ICE} strokeWidth={1.6}>
      {list.map(([x, y, r]) => (
        <circle key={`${x},${y}`} cx={x} cy={y} r={r} />
      ))}
    </g>
  );
}

/** A water body filling the card below y (inside the frame), with a wavy surface. */
export function Water({ y, c = ICE, o = 0.16 }: { y: number; c?: string; o?: number }) {
  return (
    <>
      <path d={`${wavy(2, y, 8, 24.5, 3)}V284A14 14 0 0 1 184 298H16A14 14 0 0 1 2 284Z`} fill={c} opacity={o} />
      <path d={wavy(2, y, 8, 24.5, 3)} fill="none" stroke={ICE} strokeWidth={2} />
    </>
  );
}

/** The nest's ring of stones around the penguin's feet: the far half (behind) or the near half (in front). */
export const Stones = ({ near }: { near: boolean }) => (
  <g fill={STONE} stroke={INK} strokeOpacity={0.4}>
    {range(12)
      .map((i) => ((i * 30 + 15) * Math.PI) / 180)
      .filter((a) => Math.sin(a) > 0 === near)
      .map((a) => (
        <ellipse key={a} cx={100 + 52 * Math.cos(a)} cy={248 + 17 * Math.sin(a)} rx={12} ry={7.5} />
      ))}
  </g>
);

export const SNOW = range(24).map((i) => [20 + ((i * 67) % 160), 22 + ((i * 41) % 170), 1.6 + (i % 3) * 0.9]);

/** Points of an n-pointed star polygon; `half` gives only the right half of each point (for shading). */
export function star(x: number, y: number, n: number, ro: number, ri: number, rot: number, half = false) {
  if (half) {
    return range(n)
      .map((i) => {
        const a = rot - 90 + (i * 360) / n;
        return `M${x} ${y}L${polar(x, y, ro, a)}L${polar(x, y, ri, a + 180 / n)}Z`;
      })
      .join('');
  }
  return `M${range(n * 2)
    .map((i) => polar(x, y, i % 2 ? ri : ro, rot - 90 + (i * 180) / n))
    .join('L')}Z`;
}

import { useId } from 'react';
import { Crescent, GOLD, ICE, NAVY, Penguin, Sparkle, WHITE } from './shapes.tsx';

const FRAME = { x: 2.5, y: 2.5, width: 195, height: 295, rx: 14 };

/** The back's star lattice: staggered rows of small dots and sparkles, leaving the centre medallion clear. */
const LATTICE = Array.from({ length: 11 * 7 }, (_, i) => {
  const row = Math.floor(i / 7);
  const col = i % 7;
  return [28 + col * 24 + (row % 2) * 12, 30 + row * 24, (row + col) % 3] as const;
}).filter(([x, y]) => x < 178 && Math.hypot(x - 100, y - 150) > 66);

/** The back's art (no <svg>): shared by CardBack and by CardArt for an unknown key. */
export function CardBackArt({ uid }: { uid: string }) {
  return (
    <>
      <defs>
        <linearGradient id={`${uid}back`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#16213f" />
          <stop offset="0.5" stopColor={NAVY} />
          <stop offset="1" stopColor="#16213f" />
        </linearGradient>
      </defs>
      <rect {...FRAME} fill={`url(#${uid}back)`} />
      {LATTICE.map(([x, y, k]) =>
        k ? (
          <circle key={`${x},${y}`} cx={x} cy={y} r={1.3} fill={ICE} opacity={0.55} />
        ) : (
          <Sparkle key={`${x},${y}`} x={x} y={y} r={4} o={0.7} />
        ),
      )}
      <circle cx={100} cy={150} r={56} fill="#16213f" stroke={GOLD} strokeWidth={2.5} />
      <circle cx={100} cy={150} r={49} fill="none" stroke={GOLD} strokeOpacity={0.4} />
      <circle cx={100} cy={150} r={38} fill={GOLD} opacity={0.08} />
      <Crescent x={100} y={130} s={0.62} />
      <Sparkle x={72} y={124} r={4} c={WHITE} />
      <Sparkle x={130} y={170} r={3} c={WHITE} />
      <Penguin x={100} y={192} s={0.42} />
      <path d="M78 192H122" stroke={ICE} strokeWidth={1.5} strokeLinecap="round" opacity={0.7} />
      <rect x={10} y={10} width={180} height={280} rx={9} fill="none" stroke={GOLD} strokeOpacity={0.45} />
      <rect {...FRAME} fill="none" stroke={GOLD} strokeWidth={2.5} />
    </>
  );
}

/** The back of a card (night sky, moon and a small penguin in a medallion), for the shuffle animation. */
export function CardBack({ className }: { className?: string }) {
  const uid = useId().replace(/[^\w-]/g, '');
  return (
    <svg viewBox="0 0 200 300" className={className} aria-hidden="true" focusable="false">
      <CardBackArt uid={uid} />
    </svg>
  );
}

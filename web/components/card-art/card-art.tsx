import { useId } from 'react';
import { CardBackArt } from './card-back.tsx';
import { isCardKey, MOTIFS } from './card-motifs.tsx';
import { DEFAULT_POSE, GOLD, ICE, NAVY, Penguin } from './shapes.tsx';

const FRAME = { x: 2.5, y: 2.5, width: 195, height: 295, rx: 14 };
const GROUND = 'M2.5 240H197.5V284A13.5 13.5 0 0 1 184 297.5H16A13.5 13.5 0 0 1 2.5 284Z';
const STARS = [
  [30, 32, 1.4],
  [62, 20, 0.9],
  [150, 26, 1.3],
  [178, 54, 1],
  [24, 108, 0.9],
  [180, 140, 1.2],
  [40, 186, 0.8],
  [166, 206, 0.9],
  [124, 40, 0.7],
  [80, 56, 0.7],
];

/**
 * The art of one oracle card: the shared frame, night sky, ground and penguin, plus the card's own motif.
 * Decorative (aria-hidden) unless a `title` is given, which becomes the image's accessible name.
 * An unknown key shows the card back.
 */
export function CardArt({ cardKey, className, title }: { cardKey: string; className?: string; title?: string }) {
  const uid = useId().replace(/[^\w-]/g, '');
  const motif = isCardKey(cardKey) ? MOTIFS[cardKey] : undefined;
  const titleId = `${uid}title`;
  return (
    <svg
      viewBox="0 0 200 300"
      className={className}
      focusable="false"
      role={title ? 'img' : undefined}
      aria-labelledby={title ? titleId : undefined}
      aria-hidden={title ? undefined : true}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {motif ? (
        <>
          <defs>
            <linearGradient id={`${uid}sky`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#16213f" />
              <stop offset="0.8" stopColor={NAVY} />
            </linearGradient>
          </defs>
          <rect {...FRAME} fill={`url(#${uid}sky)`} />
          <g fill={ICE}>
            {STARS.map(([x, y, r]) => (
              <circle key={`${x},${y}`} cx={x} cy={y} r={r} />
            ))}
          </g>
          {motif.ground === false ? null : (
            <>
              <path d={GROUND} fill="#34467f" />
              <path d="M2.5 240H197.5" stroke={ICE} strokeWidth={1.5} opacity={0.75} />
              <path d="M36 262H78M120 278H168" stroke={ICE} strokeWidth={1} strokeLinecap="round" opacity={0.3} />
            </>
          )}
          {motif.back?.()}
          {motif.pose === null ? null : <Penguin {...DEFAULT_POSE} {...motif.pose} />}
          {motif.front?.()}
          <rect x={10} y={10} width={180} height={280} rx={9} fill="none" stroke={GOLD} strokeOpacity={0.35} />
          <rect {...FRAME} fill="none" stroke={GOLD} strokeWidth={2.5} />
        </>
      ) : (
        <CardBackArt uid={uid} />
      )}
    </svg>
  );
}

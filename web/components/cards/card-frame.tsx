import { CardArt } from '#web/components/card-art/card-art.tsx';
import { cn } from '#web/lib/utils.ts';

/**
 * A card's art in a box of the art's own 2:3 ratio, so the space is kept before the SVG paints (no layout shift).
 * Give the width in `className`.
 */
export function CardFrame({ cardKey, title, className }: { cardKey: string; title?: string; className?: string }) {
  return (
    <div className={cn('aspect-[2/3] shrink-0', className)}>
      <CardArt cardKey={cardKey} title={title} className="block size-full drop-shadow-md" />
    </div>
  );
}

/** A 'YYYY-MM-DD' day as a date in the interface language, without shifting it through the browser's zone. */
export function dayAsDate(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

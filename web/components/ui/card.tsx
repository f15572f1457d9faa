import type { ComponentProps } from 'react';
import { cn } from '#web/lib/utils.ts';

/** A card's border and background, by tone: a caller picks a tone rather than overriding them with classes. */
const CARD_TONES = {
  default: 'border bg-card',
  /** The page's own background, for cards on a card-coloured section. */
  page: 'border bg-background',
  /** Something to act on now (a notice, an offer). */
  accent: 'border border-accent bg-accent/10',
  /** Set apart from the cards around it (an answer, a linked reading). */
  quiet: 'border border-primary/25 bg-secondary/30',
  /** The night sky of the header, for a moment worth dwelling on. */
  night: 'night-sky',
} as const;

export function Card({
  className,
  tone = 'default',
  ...props
}: ComponentProps<'div'> & { tone?: keyof typeof CARD_TONES }) {
  return (
    <div
      data-slot="card"
      className={cn('rounded-lg text-card-foreground shadow-sm shadow-night/5', CARD_TONES[tone], className)}
      {...props}
    />
  );
}

/** The room in a card's header: `roomy` spaces its lines further apart, `compact` suits lists of small cards. */
const HEADER_SPACING = { default: 'gap-1.5 p-6', roomy: 'gap-3 p-6', compact: 'gap-3 p-5' } as const;

export function CardHeader({
  className,
  spacing = 'default',
  ...props
}: ComponentProps<'div'> & { spacing?: keyof typeof HEADER_SPACING }) {
  return <div data-slot="card-header" className={cn('flex flex-col', HEADER_SPACING[spacing], className)} {...props} />;
}

/** `small` for the titles of cards in a list (at the text size's own line height). */
export function CardTitle({
  className,
  small = false,
  children,
  ...props
}: ComponentProps<'h2'> & { small?: boolean }) {
  return (
    <h2
      data-slot="card-title"
      className={cn(small ? 'text-lg' : 'text-xl leading-tight', 'font-semibold', className)}
      {...props}
    >
      {children}
    </h2>
  );
}

/** A card's line of explanation: `muted` under a title, `plain` when it carries the message itself. */
const DESCRIPTION_TONES = {
  muted: 'text-sm text-muted-foreground',
  plain: 'text-sm text-foreground',
  lead: 'text-base text-muted-foreground',
  leadPlain: 'text-base text-foreground',
} as const;

export function CardDescription({
  className,
  tone = 'muted',
  ...props
}: ComponentProps<'p'> & { tone?: keyof typeof DESCRIPTION_TONES }) {
  return <p data-slot="card-description" className={cn(DESCRIPTION_TONES[tone], className)} {...props} />;
}

/**
 * Content padding: `belowHeader` (the default) leaves the top to the header above, `full` is for content with no
 * header, `compact` for lists of small cards.
 */
const CONTENT_PADDING = { belowHeader: 'px-6 pb-6', full: 'p-6', compact: 'p-5' } as const;

export function CardContent({
  className,
  padding = 'belowHeader',
  ...props
}: ComponentProps<'div'> & { padding?: keyof typeof CONTENT_PADDING }) {
  return <div data-slot="card-content" className={cn(CONTENT_PADDING[padding], className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex items-center px-6 pb-6', className)} {...props} />;
}

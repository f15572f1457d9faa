import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/utils.ts';
import { Button } from './ui/button.tsx';
import { Card } from './ui/card.tsx';

const TONES = {
  default: { icon: 'size-10 text-primary', description: 'max-w-sm text-muted-foreground' },
  night: { icon: 'size-10 text-accent', description: 'max-w-sm text-ice' },
} as const;

/** A list with nothing in it yet: an icon, a title, a line of explanation and the one link that fills it. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  tone = 'default',
  compact = false,
}: {
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  action?: { to: string; label: ReactNode; icon?: LucideIcon };
  tone?: keyof typeof TONES;
  /** Less room above and below, inside a page section. */
  compact?: boolean;
}) {
  const classes = TONES[tone];
  const ActionIcon = action?.icon;
  return (
    <Card tone={tone} className={cn('flex flex-col items-center gap-3 px-5 text-center', compact ? 'py-10' : 'py-12')}>
      <Icon aria-hidden="true" className={classes.icon} />
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className={classes.description}>{description}</p>
      {action ? (
        <Button asChild variant="accent" className="mt-2">
          <Link to={action.to}>
            {ActionIcon ? <ActionIcon aria-hidden="true" /> : null}
            {action.label}
          </Link>
        </Button>
      ) : null}
    </Card>
  );
}

import type { ComponentProps } from 'react';
import { cn } from '#web/lib/utils.ts';

/** A placeholder while content loads; `pill` for one that stands in for a badge. */
export function Skeleton({ className, pill = false, ...props }: ComponentProps<'div'> & { pill?: boolean }) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse bg-muted', pill ? 'rounded-full' : 'rounded-md', className)}
      {...props}
    />
  );
}

import type { ReactNode } from 'react';
import { cn } from '#web/lib/utils.ts';

/** One column of a filter card: a label over its control (give the control the same `id`). */
export function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';

/**
 * The one filter card of the list pages (answer log, journal, dream log): a search landmark named by its title,
 * holding the page's fields (`children` gets the card's id prefix for their ids). `hideTitle` keeps the title for
 * screen readers only.
 */
export function FilterCard({
  title,
  hideTitle = false,
  children,
}: {
  title: string;
  hideTitle?: boolean;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <Card role="search" aria-labelledby={`${id}-title`}>
      <CardContent padding="compact" className="grid gap-4">
        <h2 id={`${id}-title`} className={hideTitle ? 'sr-only' : 'text-lg font-semibold'}>
          {title}
        </h2>
        {children(id)}
      </CardContent>
    </Card>
  );
}

/** The filter card's "clear" button. */
export function ClearFiltersButton({
  label,
  onClear,
  disabled,
  className,
}: {
  label: string;
  onClear: () => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Button variant="outline" onClick={onClear} disabled={disabled} className={className}>
      <X aria-hidden="true" />
      {label}
    </Button>
  );
}

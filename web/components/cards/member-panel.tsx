import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '#web/components/ui/card.tsx';

/** A panel of the member area (docs/product.md §2.12): a titled card, its heading naming the section. */
export function MemberPanel({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardContent padding="compact" className="flex flex-col gap-4">
          <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
            <Icon aria-hidden="true" className="size-5 text-primary" />
            {title}
          </h2>
          {children}
        </CardContent>
      </Card>
    </section>
  );
}

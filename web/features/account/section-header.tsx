import { type LucideIcon } from 'lucide-react';
import { CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/** The heading of each profile card: an icon, a title and one line of description. */
export function SectionHeader({
  icon: Icon,
  title,
  description,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  return (
    <CardHeader>
      <CardTitle className="flex items-center gap-2">
        <Icon aria-hidden="true" className="size-5 text-primary" />
        {title}
      </CardTitle>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
  );
}

import { ArrowLeft, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './ui/button.tsx';

type LinkAction = { to: string; label: string };

/** The heading of a log page: title, subtitle, a way back and the page's main action (docs/product.md §2.19 logs). */
export function ListPageHeader({
  title,
  subtitle,
  back,
  action,
}: {
  title: string;
  subtitle: string;
  back: LinkAction;
  action: LinkAction;
}) {
  return (
    <header className="flex flex-col gap-5">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
        <p className="mt-2 text-muted-foreground">{subtitle}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="outline">
          <Link to={back.to}>
            <ArrowLeft aria-hidden="true" />
            {back.label}
          </Link>
        </Button>
        <Button asChild variant="accent">
          <Link to={action.to}>
            <Plus aria-hidden="true" />
            {action.label}
          </Link>
        </Button>
      </div>
    </header>
  );
}

import { SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/lib/utils.ts';
import { ListPageHeader } from './list-page-header.tsx';
import { Card } from './ui/card.tsx';

/**
 * The one layout of the list pages (answer log, journal list, dream log): the page's title, its header, then its
 * sections in order, usually a filter card (FilterCard) and the list (ListSection).
 */
export function ListPage({
  title,
  header,
  children,
}: {
  title: string;
  header: Parameters<typeof ListPageHeader>[0];
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:py-14">
      <title>{`${title} · ${t('app.title')}`}</title>
      <ListPageHeader {...header} />
      {children}
    </div>
  );
}

/**
 * The list's own section, named by its heading. The heading takes focus (`headingRef`) when the list changes
 * under the member, such as a new page or a deleted item; `aside` stands beside it.
 */
export function ListSection({
  id,
  title,
  hideTitle = false,
  headingRef,
  aside,
  busy,
  children,
}: {
  id: string;
  title: ReactNode;
  hideTitle?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  aside?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}) {
  const heading = (
    <h2
      id={id}
      ref={headingRef}
      tabIndex={headingRef ? -1 : undefined}
      className={hideTitle ? 'sr-only' : 'scroll-mt-4 text-xl font-semibold focus-visible:outline-none'}
    >
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} aria-busy={busy} className="flex flex-col gap-4">
      {aside ? (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** The list's items, one card each. */
export function ItemList<Item>({
  items,
  itemKey,
  children,
  dimmed = false,
}: {
  items: readonly Item[];
  itemKey: (item: Item) => string;
  children: (item: Item) => ReactNode;
  /** Shown while the next page loads. */
  dimmed?: boolean;
}) {
  return (
    <ul className={cn('grid gap-4 transition-opacity', dimmed && 'opacity-60')}>
      {items.map((item) => (
        <li key={itemKey(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}

/** The list while it loads: `count` skeleton cards of the list's own shape, announced once as `label`. */
export function LoadingList({
  label,
  count = 3,
  testId,
  children,
}: {
  label: string;
  count?: number;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <ul className="grid gap-4">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <Card className="grid gap-3 p-5" data-testid={testId}>
              {children}
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Filters that match nothing: what happened, and the one way on (clear the filters, or add something). */
export function NoMatch({
  title,
  description,
  action,
  icon: Icon = SearchX,
}: {
  title: ReactNode;
  description?: ReactNode;
  action: ReactNode;
  icon?: LucideIcon;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 px-5 py-12 text-center">
      <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h3 className="max-w-md text-lg font-semibold">{title}</h3>
      {description ? <p className="max-w-sm text-muted-foreground">{description}</p> : null}
      {action}
    </Card>
  );
}

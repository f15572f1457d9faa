import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

/** The not-found view (docs/product.md §2.22), with a way back: home by default, or where the page says. */
export function NotFound({ backTo = '/', backLabel }: { backTo?: string; backLabel?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <title>{`${t('notFound.title')} · ${t('app.title')}`}</title>
      <p aria-hidden="true" className="text-6xl font-semibold text-primary">
        404
      </p>
      <h1 className="text-3xl font-semibold">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.description')}</p>
      <Button asChild>
        <Link to={backTo}>{backLabel ?? t('notFound.home')}</Link>
      </Button>
    </section>
  );
}

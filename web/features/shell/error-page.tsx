import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';

/**
 * Any unexpected failure of a route (docs/product.md §8.9 Pages), shown by the root route's errorElement (web/app/router.tsx),
 * which logs the error. Uses plain links: the router may be what failed.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <title>{t('errorPage.title')}</title>
      <h1 className="text-3xl font-semibold">{t('errorPage.title')}</h1>
      <p className="text-muted-foreground">{t('errorPage.description')}</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>{t('errorPage.reload')}</Button>
        <Button variant="outline" asChild>
          <a href="/">{t('errorPage.home')}</a>
        </Button>
      </div>
    </main>
  );
}

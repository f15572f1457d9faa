import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/** A protected route whose feature lands in a later issue. `page` is a key of `pages.*`. */
export function ComingSoonPage({ page }: { page: string }) {
  const { t } = useTranslation();
  const title = t(`pages.${page}`);
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <title>{`${title} · ${t('app.title')}`}</title>
      <h1 className="mb-6 text-3xl font-semibold">{title}</h1>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Sparkles aria-hidden="true" className="size-5 text-primary" />
            {t('comingSoon.title')}
          </CardTitle>
          <CardDescription>{t('comingSoon.description')}</CardDescription>
        </CardHeader>
        <CardContent />
      </Card>
    </section>
  );
}

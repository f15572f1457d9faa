import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';

export function ReadingNotFound() {
  const { t } = useTranslation('reading');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <title>{`${t('page.notFound')} · ${t('common:app.title')}`}</title>
      <h1 className="text-2xl font-semibold">{t('page.notFound')}</h1>
      <p className="text-muted-foreground">{t('page.notFoundDescription')}</p>
      <Button asChild>
        <Link to={paths.answerLog}>{t('page.backToLog')}</Link>
      </Button>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from './paths.ts';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
        <p className="flex gap-4">
          <Link to={paths.pricing} className="underline-offset-4 hover:underline">
            {t('footer.pricing')}
          </Link>
        </p>
      </div>
    </footer>
  );
}

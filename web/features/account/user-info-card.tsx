import { History, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Profile } from '#common/schemas/profile.ts';
import { paths } from '#web/app/paths.ts';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { formatDate, formatNumber } from './format.ts';
import { SectionHeader } from './section-header.tsx';

export function UserInfoCard({ profile, balance }: { profile: Profile; balance: number | undefined }) {
  const { t, i18n } = useTranslation('account');
  const notSet = <span className="text-muted-foreground">{t('notSet')}</span>;
  // The balance query is updated the moment tokens are granted; the profile catches up on refetch.
  const tokens = balance ?? profile.tokens;
  const rows = [
    { key: 'email', label: t('info.email'), value: <span className="wrap-anywhere">{profile.email}</span> },
    { key: 'username', label: t('info.username'), value: profile.username || notSet },
    { key: 'displayName', label: t('info.displayName'), value: profile.display_name || notSet },
    {
      key: 'createdAt',
      label: t('info.createdAt'),
      value: <time dateTime={profile.created_at}>{formatDate(profile.created_at, i18n.language)}</time>,
    },
    {
      key: 'tokens',
      label: t('info.tokens'),
      value: (
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="tabular-nums">{formatNumber(tokens, i18n.language)}</span>
          <Link
            to={paths.tokenHistory}
            className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          >
            <History aria-hidden="true" className="size-4" />
            {t('profile.viewHistory')}
          </Link>
        </span>
      ),
    },
    { key: 'name', label: t('info.name'), value: profile.name || notSet },
    { key: 'surname', label: t('info.surname'), value: profile.surname || notSet },
  ];
  return (
    <Card>
      <SectionHeader icon={UserRound} title={t('info.title')} description={t('info.description')} />
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          {rows.map(({ key, label, value }) => (
            <div key={key} className="grid min-w-0 gap-1">
              <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
              <dd className="min-w-0 wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { profileQueryOptions } from '#web/api/profile.ts';
import { tokenBalanceQueryOptions } from '#web/api/tokens.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { LunarSettingsCard } from '#web/components/lunar-settings-card.tsx';
import { FollowUpSettingCard } from './follow-up-setting-card.tsx';
import { PasswordCard } from './password-card.tsx';
import { ProfileFormCard } from './profile-form-card.tsx';
import { TestTokensCard } from './test-tokens-card.tsx';
import { UserInfoCard } from './user-info-card.tsx';

/** docs/product.md §2.14 Profile: the account summary, the profile form, test tokens and the password change. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const profile = useQuery(profileQueryOptions());
  const balance = useQuery(tokenBalanceQueryOptions());

  let profileCards;
  if (profile.data) {
    profileCards = (
      <>
        <UserInfoCard profile={profile.data} balance={balance.data?.tokens} />
        {/* Keyed by the username so the form starts afresh once it is set (it is then read-only). */}
        <ProfileFormCard key={profile.data.username ?? ''} profile={profile.data} />
        <FollowUpSettingCard profile={profile.data} />
      </>
    );
  } else if (profile.isError) {
    profileCards = (
      <Card role="alert" className="flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p>{t('profile.loadFailed')}</p>
        <Button variant="outline" onClick={() => void profile.refetch()} disabled={profile.isFetching}>
          <RotateCw aria-hidden="true" />
          {t('profile.retry')}
        </Button>
      </Card>
    );
  } else {
    profileCards = <ProfileSkeleton />;
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:py-14">
      <title>{`${t('profile.title')} · ${t('common:app.title')}`}</title>
      <header>
        <h1 className="text-3xl font-semibold tracking-tight">{t('profile.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('profile.subtitle')}</p>
      </header>
      {profileCards}
      {balance.data?.test_tokens_enabled ? <TestTokensCard balance={balance.data} /> : null}
      <PasswordCard />
      <LunarSettingsCard />
    </div>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation('account');
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">{t('profile.loading')}</span>
      {[6, 3].map((rows, card) => (
        <Card key={card} className="grid gap-4 p-6">
          <Skeleton className="h-6 w-48" />
          {Array.from({ length: rows }, (_, row) => (
            <Skeleton key={row} className="h-4 w-full max-w-sm" />
          ))}
        </Card>
      ))}
    </div>
  );
}

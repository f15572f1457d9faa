import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Coins, History, KeyRound, RotateCw, Save, UserRound, type LucideIcon } from 'lucide-react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { LIMITS } from '#common/limits.ts';
import {
  PasswordChangeFormSchema,
  ProfileUpdateSchema,
  type PasswordChange,
  type Profile,
  type ProfileUpdate,
} from '#common/schemas/profile.ts';
import type { TokenBalance } from '#common/schemas/tokens.ts';
import { changePassword, profileQueryOptions, updateProfile } from '#web/api/profile.ts';
import { tokenBalanceQueryOptions, useNextTestGrantAt, useTestGrant } from '#web/api/tokens.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDescribeError } from '#web/lib/use-describe-error.ts';
import { formatDate, formatDateTime, formatNumber } from './format.ts';
import { LunarSettingsCard } from '#web/components/lunar-settings-card.tsx';

/** SPEC §2 Profile: the account summary, the profile form, test tokens and the password change. */
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

/** Zod messages are i18n keys; the shared ones live in common, the ones only this page needs in account. */
function useValidationMessage() {
  const { t, i18n } = useTranslation('account');
  return (key: string | undefined) => {
    if (!key) return undefined;
    return i18n.exists(key, { ns: 'common' }) ? t(`common:${key}`) : t(key);
  };
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

function UserInfoCard({ profile, balance }: { profile: Profile; balance: number | undefined }) {
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

type ProfileFormValues = z.input<typeof ProfileUpdateSchema>;

function ProfileFormCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const describeError = useDescribeError('account');
  const validationMessage = useValidationMessage();
  // SPEC §5: the username can be chosen once, while none is set.
  const canSetUsername = !profile.username;
  const form = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    resolver: zodResolver(ProfileUpdateSchema),
    defaultValues: { name: profile.name, surname: profile.surname, username: undefined },
  });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => {
      form.reset({ name: updated.name, surname: updated.surname, username: undefined });
      queryClient.setQueryData(profileQueryOptions().queryKey, updated);
      notify.success(t('toast.profileUpdated'), t('toast.profileUpdatedDescription'));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'USERNAME_TAKEN') {
        form.setError('username', { message: 'validation.usernameTaken' }, { shouldFocus: true });
        notify.error(t('toast.usernameTaken'), t('toast.usernameTakenDescription'));
        return;
      }
      // Set meanwhile elsewhere: reload so the field becomes read-only.
      if (error instanceof ApiError && error.code === 'USERNAME_ALREADY_SET') {
        void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
      }
      notify.error(t('toast.profileUpdateFailed'), describeError(error));
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.title')}</CardTitle>
        <CardDescription>{t('form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="profile-name" label={t('form.name')} error={validationMessage(errors.name?.message)}>
              <Input autoComplete="given-name" {...form.register('name')} />
            </Field>
            <Field id="profile-surname" label={t('form.surname')} error={validationMessage(errors.surname?.message)}>
              <Input autoComplete="family-name" {...form.register('surname')} />
            </Field>
          </div>
          {canSetUsername ? (
            <Field
              id="profile-username"
              label={t('form.username')}
              hint={t('form.usernameHint')}
              error={validationMessage(errors.username?.message)}
            >
              <Input
                autoComplete="username"
                maxLength={LIMITS.usernameMaxLength}
                // Left empty, the username stays unset: the schema then has nothing to check.
                {...form.register('username', { setValueAs: (value: string) => (value.trim() ? value : undefined) })}
              />
            </Field>
          ) : (
            <Field id="profile-username" label={t('form.username')} hint={t('form.usernameLocked')}>
              <Input autoComplete="username" value={profile.username ?? ''} readOnly disabled />
            </Field>
          )}
          <Button type="submit" disabled={save.isPending} className="justify-self-start">
            <Save aria-hidden="true" />
            {save.isPending ? t('form.busy') : t('form.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** The test period's grant, once a day: until the next one is possible, says when and disables the button. */
function TestTokensCard({ balance }: { balance: TokenBalance }) {
  const { t, i18n } = useTranslation('account');
  const describeError = useDescribeError('account');
  const nextGrantAt = useNextTestGrantAt(balance);

  const grant = useTestGrant({
    onSuccess: (result) =>
      notify.success(
        t('toast.tokensGranted'),
        t('toast.tokensGrantedDescription', {
          granted: formatNumber(result.granted, i18n.language),
          balance: formatNumber(result.new_balance, i18n.language),
        }),
      ),
    onError: (error) => notify.error(t('toast.grantFailed'), describeError(error)),
  });

  return (
    <Card tone="accent">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Coins aria-hidden="true" className="size-5" />
          {t('testTokens.title')}
        </CardTitle>
        <CardDescription tone="plain">{t('testTokens.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-3">
        <Button
          variant="accent"
          onClick={() => grant.mutate()}
          disabled={grant.isPending || nextGrantAt !== null}
          aria-describedby={nextGrantAt ? 'test-tokens-next' : undefined}
        >
          {grant.isPending
            ? t('testTokens.busy')
            : t('testTokens.grant', { amount: formatNumber(LIMITS.testTokenGrant, i18n.language) })}
        </Button>
        {nextGrantAt ? (
          <p id="test-tokens-next" className="text-sm" data-testid="test-tokens-next">
            {t('testTokens.next', { date: formatDateTime(nextGrantAt, i18n.language) })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function PasswordCard() {
  const { t } = useTranslation('account');
  const describeError = useDescribeError('account');
  const validationMessage = useValidationMessage();
  const form = useForm<PasswordChange>({
    // The one password rule, the list of common passwords included (loaded at the first check).
    resolver: zodResolver(PasswordChangeFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmation: '' },
  });
  const { errors } = form.formState;

  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      form.reset();
      notify.success(t('toast.passwordUpdated'), t('toast.passwordUpdatedDescription'));
    },
    onError: (error) => {
      // The server's rule codes and a wrong current password are shown at their field, too.
      if (error instanceof ApiError && error.code === 'INVALID_CURRENT_PASSWORD') {
        form.setError('currentPassword', { message: 'errors.INVALID_CURRENT_PASSWORD' }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.code.startsWith('PASSWORD_TOO_')) {
        form.setError('newPassword', { message: `errors.${error.code}` }, { shouldFocus: true });
      }
      notify.error(t('toast.passwordChangeFailed'), describeError(error));
    },
  });

  // SPEC §5: the rule that failed is also said in the toast, as the other password forms do.
  function onInvalid(fieldErrors: FieldErrors<PasswordChange>) {
    const message = validationMessage(
      fieldErrors.currentPassword?.message ?? fieldErrors.newPassword?.message ?? fieldErrors.confirmation?.message,
    );
    notify.error(t('toast.passwordChangeFailed'), message);
  }

  return (
    <Card id="change-password">
      <SectionHeader icon={KeyRound} title={t('password.title')} description={t('password.description')} />
      <CardContent>
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => change.mutate(values), onInvalid)}
          className="grid gap-4"
        >
          <Field
            id="profile-current-password"
            label={t('password.currentPassword')}
            error={validationMessage(errors.currentPassword?.message)}
          >
            <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          </Field>
          <Field
            id="profile-new-password"
            label={t('password.newPassword')}
            hint={t('password.newPasswordHint')}
            error={validationMessage(errors.newPassword?.message)}
          >
            <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
          </Field>
          <Field
            id="profile-confirm-password"
            label={t('password.confirmation')}
            error={validationMessage(errors.confirmation?.message)}
          >
            <Input type="password" autoComplete="new-password" {...form.register('confirmation')} />
          </Field>
          <Button type="submit" disabled={change.isPending} className="justify-self-start">
            {change.isPending ? t('password.busy') : t('password.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** The heading of each profile card: an icon, a title and one line of description. */
function SectionHeader({ icon: Icon, title, description }: { icon: LucideIcon; title: string; description: string }) {
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

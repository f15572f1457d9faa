import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LIMITS } from '#common/limits.ts';
import { checkPassword, PASSWORD_PROBLEM_KEYS } from '#common/password.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { resetPassword } from '#web/api/profile.ts';
import { useDescribeError } from '#web/lib/use-describe-error.ts';
import { endLocalSession } from '#web/api/session.ts';

/** The login screen's 'Reset Your Password' mode, opened by a recovery link that carries a token. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const describeError = useDescribeError('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password !== confirmation) return notify.error(t('toastReset.mismatch'), t('toastReset.mismatchDescription'));
    setBusy(true);
    // The one password rule, as the server checks it (docs/product.md §5).
    const problem = await checkPassword(password).catch(() => null);
    if (problem) {
      setBusy(false);
      return notify.error(t('toastReset.failed'), t(`common:${PASSWORD_PROBLEM_KEYS[problem]}`));
    }
    try {
      await resetPassword(token, password);
    } catch (error) {
      setBusy(false);
      return notify.error(t('toastReset.failed'), describeError(error));
    }
    // The server revoked every session of the member.
    endLocalSession(queryClient, { tellOtherTabs: true });
    notify.success(t('toastReset.updated'), t('toastReset.updatedDescription'));
    setTimeout(() => void navigate(paths.auth, { replace: true }), LIMITS.redirectAfterResetMs);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('resetMode.title')}</CardTitle>
        <CardDescription>{t('resetMode.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <Field id="reset-password" label={t('resetMode.newPassword')}>
            <Input
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <Field id="reset-confirmation" label={t('resetMode.confirmPassword')}>
            <Input
              type="password"
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          </Field>
          <Button type="submit" disabled={busy}>
            {busy ? t('resetMode.busy') : t('resetMode.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

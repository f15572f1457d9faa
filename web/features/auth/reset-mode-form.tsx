import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LIMITS } from '#common/limits.ts';
import { NewPasswordFormSchema, type NewPasswordInput } from '#common/schemas/auth.ts';
import { paths } from '#web/app/paths.ts';
import { NewPasswordFields, newPasswordProblem } from '#web/components/new-password-fields.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
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
  // The one password rule, as the server checks it (docs/product.md §5.4).
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { newPassword: '', confirmation: '' },
  });

  async function onSubmit({ newPassword }: NewPasswordInput) {
    try {
      await resetPassword(token, newPassword);
    } catch (error) {
      return notify.error(t('toastReset.failed'), describeError(error));
    }
    // The server revoked every session of the member.
    endLocalSession(queryClient, { tellOtherTabs: true });
    notify.success(t('toastReset.updated'), t('toastReset.updatedDescription'));
    setTimeout(() => void navigate(paths.auth, { replace: true }), LIMITS.redirectAfterResetMs);
  }

  function onInvalid(errors: FieldErrors<NewPasswordInput>) {
    const problem = newPasswordProblem(errors);
    if (problem === 'validation.passwordMismatch') {
      return notify.error(t('toastReset.mismatch'), t('toastReset.mismatchDescription'));
    }
    notify.error(t('toastReset.failed'), t(`common:${problem}`));
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('resetMode.title')}</CardTitle>
        <CardDescription>{t('resetMode.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <FormProvider {...form}>
          <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} className="grid gap-4">
            <NewPasswordFields id="reset" />
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('resetMode.busy') : t('resetMode.submit')}
            </Button>
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}

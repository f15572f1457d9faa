import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordChangeFormSchema, type PasswordChange } from '#common/schemas/profile.ts';
import { changePassword } from '#web/api/profile.ts';
import { NewPasswordFields, newPasswordProblem } from '#web/components/new-password-fields.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDescribeError } from '#web/lib/use-describe-error.ts';
import { useValidationMessage } from '#web/lib/use-validation-message.ts';
import { SectionHeader } from './section-header.tsx';

export function PasswordCard() {
  const { t } = useTranslation('account');
  const describeError = useDescribeError('account');
  const validationMessage = useValidationMessage('account');
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

  // docs/product.md §5.4: the rule that failed is also said in the toast, as the other password forms do.
  function onInvalid(fieldErrors: FieldErrors<PasswordChange>) {
    const message = validationMessage(fieldErrors.currentPassword?.message ?? newPasswordProblem(fieldErrors));
    notify.error(t('toast.passwordChangeFailed'), message);
  }

  return (
    <Card id="change-password">
      <SectionHeader icon={KeyRound} title={t('password.title')} description={t('password.description')} />
      <CardContent>
        <FormProvider {...form}>
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
            <NewPasswordFields id="profile" />
            <Button type="submit" disabled={change.isPending} className="justify-self-start">
              {change.isPending ? t('password.busy') : t('password.submit')}
            </Button>
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}

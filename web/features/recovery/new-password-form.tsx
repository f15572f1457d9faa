import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewPasswordFormSchema, type NewPasswordInput } from '#common/schemas/auth.ts';
import { resetPassword } from '#web/api/profile.ts';
import { endLocalSession } from '#web/api/session.ts';
import { NewPasswordFields, newPasswordProblem } from '#web/components/new-password-fields.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDescribeError } from '#web/lib/use-describe-error.ts';

export function NewPasswordForm({
  token,
  onTokenRejected,
  onUpdated,
}: {
  token: string;
  onTokenRejected: () => void;
  onUpdated: () => void;
}) {
  const { t } = useTranslation('recovery');
  const describeError = useDescribeError('recovery');
  const queryClient = useQueryClient();
  // The one password rule (docs/product.md §5.4, the server's own); the list of common passwords loads at the first check.
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { newPassword: '', confirmation: '' },
  });

  const update = useMutation({
    mutationFn: (newPassword: string) => resetPassword(token, newPassword),
    onSuccess: () => {
      // The server revoked every session of the member, this browser's included; tell the other tabs too.
      onUpdated();
      endLocalSession(queryClient, { tellOtherTabs: true });
      notify.success(t('reset.toast.updated'), t('reset.toast.updatedDescription'));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') {
        notify.error(t('reset.toast.failed'), t('reset.invalid.title'));
        onTokenRejected();
        return;
      }
      notify.error(t('reset.toast.failed'), t('reset.toast.failedDescription', { message: describeError(error) }));
    },
  });

  function onInvalid(errors: FieldErrors<NewPasswordInput>) {
    notify.error(t('reset.toast.failed'), t(`common:${newPasswordProblem(errors)}`));
  }

  return (
    <Card>
      <CardContent padding="full">
        <FormProvider {...form}>
          <form
            noValidate
            onSubmit={form.handleSubmit(({ newPassword }) => update.mutate(newPassword), onInvalid)}
            className="grid gap-4"
          >
            <NewPasswordFields id="reset" />
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('reset.busy') : t('reset.submit')}
            </Button>
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}

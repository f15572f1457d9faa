import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LIMITS } from '#common/limits.ts';
import { ProfileUpdateSchema, type Profile, type ProfileUpdate } from '#common/schemas/profile.ts';
import { profileQueryOptions, updateProfile } from '#web/api/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDescribeError } from '#web/lib/use-describe-error.ts';
import { useValidationMessage } from '#web/lib/use-validation-message.ts';

type ProfileFormValues = z.input<typeof ProfileUpdateSchema>;

export function ProfileFormCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const describeError = useDescribeError('account');
  const validationMessage = useValidationMessage('account');
  // docs/product.md §5.6: the username can be chosen once, while none is set.
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

import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#common/limits.ts';
import { SignUpFormSchema, type SignUpInput } from '#common/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDescribeError } from '#web/lib/use-describe-error.ts';
import { emailRegistered, signUp, usernameExists } from './api.ts';

export function CheckInbox({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Card role="status">
      <CardHeader className="items-center text-center">
        <MailCheck aria-hidden="true" className="size-10 text-primary" />
        <CardTitle>{t('checkInbox.title')}</CardTitle>
        <CardDescription>{t('checkInbox.description', { email })}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Button variant="outline" onClick={onBack}>
          {t('checkInbox.back')}
        </Button>
      </CardContent>
    </Card>
  );
}

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const describeError = useDescribeError('auth');
  const form = useForm<SignUpInput>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { email: '', username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  // docs/product.md §5.4 names a toast for each rule; the same message also stands under its field.
  function onInvalid(fieldErrors: FieldErrors<SignUpInput>) {
    if (fieldErrors.password) {
      return notify.error(t('toast.passwordRejected'), t(`common:${fieldErrors.password.message}`));
    }
    if (fieldErrors.username?.message === 'validation.usernameInvalid') {
      return notify.error(t('toast.invalidUsername'), t('toast.invalidUsernameDescription'));
    }
    if (fieldErrors.username) return notify.error(t('toast.usernameTooShort'), t('toast.usernameTooShortDescription'));
    if (fieldErrors.email) return notify.error(t('toast.signUpFailed'), t('toast.invalidEmail'));
  }

  async function onSubmit(input: SignUpInput) {
    try {
      if (await usernameExists(input.username)) {
        return notify.error(t('toast.usernameTaken'), t('toast.usernameTakenDescription'));
      }
    } catch {
      // the server refuses a taken username anyway
    }
    try {
      if (await emailRegistered(input.email)) {
        return notify.error(t('toast.emailRegistered'), t('toast.emailRegisteredDescription'));
      }
    } catch {
      // docs/product.md §5.3: if the email check itself fails, sign-up proceeds
    }
    try {
      await signUp(input);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'USERNAME_IS_ALREADY_TAKEN') {
        return notify.error(t('toast.usernameTaken'), t('toast.usernameJustClaimed'));
      }
      if (error instanceof ApiError && /ALREADY_EXISTS|already registered/i.test(`${error.code} ${error.message}`)) {
        return notify.error(t('toast.emailRegistered'), t('toast.emailAlreadyRegisteredServer'));
      }
      return notify.error(t('toast.signUpFailed'), describeError(error));
    }
    notify.success(t('toast.checkInbox'), t('toast.checkInboxDescription'));
    onSignedUp(input.email);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} className="grid gap-4">
      <Field id="signup-email" label={t('fields.email')} error={errors.email && t(`common:${errors.email.message}`)}>
        <Input
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          {...form.register('email')}
        />
      </Field>
      <Field
        id="signup-username"
        label={t('fields.username')}
        hint={t('fields.usernameHint')}
        error={errors.username && t(`common:${errors.username.message}`)}
      >
        <Input
          autoComplete="username"
          maxLength={LIMITS.usernameMaxLength}
          placeholder={t('fields.usernamePlaceholder')}
          {...form.register('username')}
        />
      </Field>
      <Field
        id="signup-password"
        label={t('fields.password')}
        hint={t('fields.passwordHint')}
        error={errors.password && t(`common:${errors.password.message}`)}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('signup.busy') : t('signup.submit')}
      </Button>
    </form>
  );
}

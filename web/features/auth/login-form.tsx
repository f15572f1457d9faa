import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SIMPLE_EMAIL_PATTERN } from '#common/limits.ts';
import { checkPassword } from '#common/password.ts';
import { LoginSchema, type LoginInput } from '#common/schemas/auth.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { sessionQueryOptions } from '#web/api/session.ts';
import { signInWithEmail, signInWithUsername, usernameExists } from './api.ts';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { identifier: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit({ identifier, password }: LoginInput) {
    try {
      if (SIMPLE_EMAIL_PATTERN.test(identifier)) {
        await signInWithEmail(identifier, password);
      } else {
        let exists: boolean;
        try {
          exists = await usernameExists(identifier);
        } catch {
          notify.error(t('toast.loginError'), t('toast.loginErrorDescription'));
          return;
        }
        if (!exists) {
          notify.error(t('toast.usernameNotFound'), t('toast.usernameNotFoundDescription'));
          return;
        }
        await signInWithUsername(identifier, password);
      }
    } catch (error) {
      showLoginError(error);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    // A password set before the one rule may fall short of it: the member may sign in, and is asked to choose a
    // new one on the profile (docs/product.md §5). Only this browser knows the typed password; it never leaves.
    const problem = await checkPassword(password).catch(() => null);
    if (problem) {
      notify.error(t('toast.weakPassword'), t('toast.weakPasswordDescription'));
      void navigate(`${paths.profile}#change-password`, { replace: true });
      return;
    }
    notify.success(t('toast.welcomeBack'), t('toast.welcomeBackDescription'));
    void navigate(paths.home, { replace: true });
  }

  function showLoginError(error: unknown) {
    if (!(error instanceof ApiError)) return notify.error(t('toast.loginFailed'), t('common:errors.unexpected'));
    if (error.code === 'INVALID_EMAIL_OR_PASSWORD' || error.code === 'INVALID_USERNAME_OR_PASSWORD') {
      return notify.error(t('toast.loginFailed'), t('toast.loginFailedDescription'));
    }
    if (error.code === 'EMAIL_NOT_VERIFIED') {
      return notify.error(t('toast.emailNotVerified'), t('toast.emailNotVerifiedDescription'));
    }
    if (error.status === 429) return notify.error(t('toast.loginFailed'), t('common:errors.RATE_LIMITED'));
    if (error.code === 'NETWORK') return notify.error(t('toast.loginFailed'), t('common:errors.NETWORK'));
    notify.error(t('toast.loginFailed'), error.message || t('common:errors.unexpected'));
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <Field
        id="login-identifier"
        label={t('fields.identifier')}
        error={errors.identifier && t(`common:${errors.identifier.message}`)}
      >
        <Input
          autoComplete="username"
          placeholder={t('fields.identifierPlaceholder')}
          {...form.register('identifier')}
        />
      </Field>
      <Field
        id="login-password"
        label={t('fields.password')}
        error={errors.password && t(`common:${errors.password.message}`)}
      >
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('login.busy') : t('login.submit')}
      </Button>
      <Link
        to={paths.forgotPassword}
        className="justify-self-center text-sm text-primary underline-offset-4 hover:underline"
      >
        {t('login.forgotPassword')}
      </Link>
    </form>
  );
}

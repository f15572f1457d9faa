import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LIMITS, SIMPLE_EMAIL_PATTERN } from '#common/limits.ts';
import { checkPassword, PASSWORD_PROBLEM_KEYS } from '#common/password.ts';
import { LoginSchema, SignUpFormSchema, type LoginInput, type SignUpInput } from '#common/schemas/auth.ts';
import { paths } from '#web/app/paths.ts';
import { Logo } from '#web/components/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { resetPassword } from '#web/api/profile.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useDescribeError } from '#web/lib/use-describe-error.ts';
import { endLocalSession, sessionQueryOptions } from '#web/api/session.ts';
import { emailRegistered, signInWithEmail, signInWithUsername, signUp, usernameExists } from './api.ts';

type Tab = 'login' | 'signup';

/** /login and /signup: one screen, the sign-up tab preselected when the path contains "signup" (SPEC §2). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  // SPEC §2: a recovery token in the URL turns this screen into 'Reset Your Password'.
  const resetToken = new URLSearchParams(location.search).get('token');
  const [tab, setTab] = useState<Tab>(location.pathname.includes('signup') ? 'signup' : 'login');
  const [inboxEmail, setInboxEmail] = useState<string | null>(null);

  return (
    <section className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <title>{`${resetToken ? t('resetMode.title') : tab === 'login' ? t('tabs.login') : t('tabs.signup')} · ${t('common:app.title')}`}</title>
      <div className="flex flex-col items-center gap-3 text-center">
        <Logo large />
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('subtitle')}</p>
      </div>
      {resetToken ? (
        <ResetPasswordForm token={resetToken} />
      ) : inboxEmail ? (
        <CheckInbox
          email={inboxEmail}
          onBack={() => {
            setInboxEmail(null);
            setTab('login');
          }}
        />
      ) : (
        <Card>
          <CardContent padding="full">
            <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
              <TabsList>
                <TabsTrigger value="login">{t('tabs.login')}</TabsTrigger>
                <TabsTrigger value="signup">{t('tabs.signup')}</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm />
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm onSignedUp={setInboxEmail} />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      )}
    </section>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
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

function CheckInbox({ email, onBack }: { email: string; onBack: () => void }) {
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

function LoginForm() {
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

function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const describeError = useDescribeError('auth');
  const form = useForm<SignUpInput>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { email: '', username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  // SPEC §5 names a toast for each rule; the same message also stands under its field.
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
      // SPEC §5: if the email check itself fails, sign-up proceeds
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

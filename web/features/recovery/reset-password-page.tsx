import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Eye, EyeOff, LinkIcon, LoaderCircle } from 'lucide-react';
import { useEffect, useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIMITS } from '#common/limits.ts';
import { checkPassword, PASSWORD_PROBLEM_KEYS } from '#common/password.ts';
import { resetPassword } from '#web/api/profile.ts';
import { endLocalSession } from '#web/api/session.ts';
import { resetTokenQueryOptions } from './reset-token.ts';
import { paths } from '#web/app/paths.ts';
import { Logo } from '#web/components/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDescribeError } from '#web/lib/use-describe-error.ts';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

type LinkState = 'validating' | 'invalid' | 'ready';

/** /reset-password?token=… (SPEC §2, §4): validate the link, then set a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation('recovery');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  // better-auth sends a bad or expired link here with ?error=INVALID_TOKEN
  const linkError = searchParams.get('error');
  const [tokenRejected, setTokenRejected] = useState(false);
  const [updated, setUpdated] = useState(false);
  // Once updated, the link is spent: the session's end drops the cached check, which must not be fetched again.
  const check = useQuery({ ...resetTokenQueryOptions(token), enabled: Boolean(token) && !linkError && !updated });

  let state: LinkState;
  if (!token || linkError || tokenRejected) state = 'invalid';
  else if (check.isPending) state = 'validating';
  else state = check.data?.valid ? 'ready' : 'invalid';

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <title>{`${t('reset.title')} · ${t('common:app.title')}`}</title>
      <div className="flex flex-col items-center gap-3 text-center">
        <Logo large />
        <h1 className="text-2xl font-semibold">{t('reset.title')}</h1>
        {state === 'ready' && !updated ? <p className="text-muted-foreground">{t('reset.description')}</p> : null}
      </div>
      {updated ? (
        <UpdatedCard />
      ) : state === 'validating' ? (
        <div role="status" className="flex flex-col items-center gap-3 py-8 text-muted-foreground">
          <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />
          <p>{t('reset.validating')}</p>
        </div>
      ) : state === 'invalid' ? (
        <InvalidLinkCard />
      ) : (
        <NewPasswordForm
          token={token}
          onTokenRejected={() => setTokenRejected(true)}
          onUpdated={() => setUpdated(true)}
        />
      )}
    </section>
  );
}

function InvalidLinkCard() {
  const { t } = useTranslation('recovery');
  return (
    <Card role="alert">
      <CardHeader className="items-center text-center">
        <LinkIcon aria-hidden="true" className="size-10 text-destructive" />
        <CardTitle>{t('reset.invalid.title')}</CardTitle>
        <CardDescription>{t('reset.invalid.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Button asChild>
          <Link to={paths.forgotPassword}>{t('reset.invalid.requestNew')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function UpdatedCard() {
  const { t } = useTranslation('recovery');
  const navigate = useNavigate();
  // SPEC §4: after a successful update the member goes to /login after 2 seconds.
  useEffect(() => {
    const timer = setTimeout(() => void navigate(paths.login, { replace: true }), LIMITS.redirectAfterResetMs);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Card role="status">
      <CardHeader className="items-center text-center">
        <CircleCheck aria-hidden="true" className="size-10 text-success" />
        <CardTitle>{t('reset.done.title')}</CardTitle>
        <CardDescription>{t('reset.done.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Button asChild variant="outline">
          <Link to={paths.login} replace>
            {t('reset.done.goNow')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function NewPasswordForm({
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
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = await newPasswordProblem(password, confirmation);
    setProblem(found);
    if (found) {
      notify.error(t('reset.toast.failed'), t(found));
      return;
    }
    update.mutate(password);
  }

  // Point the broken rule at the field it concerns.
  const passwordInvalid =
    problem !== null && problem !== 'reset.mismatch' && (problem !== 'reset.fillAllFields' || !password);
  const confirmationInvalid = problem === 'reset.mismatch' || (problem === 'reset.fillAllFields' && !confirmation);

  return (
    <Card>
      <CardContent padding="full">
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <Field
            id="reset-password"
            label={t('reset.newPassword')}
            hint={t('reset.passwordHint')}
            invalid={passwordInvalid}
            after={<PasswordStrengthMeter id="reset-strength" password={password} />}
          >
            <PasswordInput
              aria-describedby={describedBy('reset-strength', passwordInvalid && 'reset-problem')}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setProblem(null);
              }}
            />
          </Field>
          <Field id="reset-confirmation" label={t('reset.confirmPassword')} invalid={confirmationInvalid}>
            <PasswordInput
              aria-describedby={describedBy(confirmationInvalid && 'reset-problem')}
              value={confirmation}
              onChange={(event) => {
                setConfirmation(event.target.value);
                setProblem(null);
              }}
            />
          </Field>
          {problem ? (
            <p id="reset-problem" role="alert" className="text-sm text-destructive">
              {t(problem)}
            </p>
          ) : null}
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('reset.busy') : t('reset.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/**
 * The form's rules in order, as an i18n key: both fields filled, the one password rule (docs/product.md §5, the
 * server's own), then the confirmation. The list of common passwords loads at the first check.
 */
async function newPasswordProblem(password: string, confirmation: string): Promise<string | null> {
  if (!password || !confirmation) return 'reset.fillAllFields';
  const rule = await checkPassword(password).catch(() => null); // offline: the server still checks
  if (rule) return `common:${PASSWORD_PROBLEM_KEYS[rule]}`;
  if (password !== confirmation) return 'reset.mismatch';
  return null;
}

/** A new-password input with its own show/hide toggle (a pressed "Show password" button). */
function PasswordInput({ id, ...props }: { id?: string } & Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation('recovery');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        id={id}
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className="pr-12"
        {...props}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="absolute top-0 right-0 rounded-l-none"
        aria-label={t('reset.showPassword')}
        aria-pressed={visible}
        aria-controls={id}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </Button>
    </div>
  );
}

function describedBy(...ids: (string | false)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length ? present.join(' ') : undefined;
}

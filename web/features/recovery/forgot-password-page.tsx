import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { EmailSchema } from '#common/schemas/auth.ts';
import { requestPasswordReset } from '#web/api/profile.ts';
import { paths } from '#web/app/paths.ts';
import { Logo } from '#web/components/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { resetEmailErrorKey } from './reset-email-errors.ts';
import { attemptsLeft, minutesUntilAllowed, recordAttempt } from './reset-rate-limit.ts';

const ForgotPasswordSchema = z.object({ email: EmailSchema });
type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

// While an email is limited, the wait shown (and the button) follow the clock.
const RATE_LIMIT_TICK_MS = 15_000;

/** /forgot-password (docs/product.md §2.10): ask for a reset link, then a sent state. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('recovery');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <title>{`${t('forgot.title')} · ${t('common:app.title')}`}</title>
      <div className="flex flex-col items-center gap-3 text-center">
        <Logo large />
        <h1 className="text-2xl font-semibold">{t('forgot.title')}</h1>
        {sent ? null : <p className="text-muted-foreground">{t('forgot.description')}</p>}
      </div>
      {sent ? (
        <SentCard email={email} onTryAgain={() => setSent(false)} />
      ) : (
        <ForgotPasswordForm
          initialEmail={email}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setSent(true);
          }}
        />
      )}
    </section>
  );
}

function ForgotPasswordForm({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const { t } = useTranslation('recovery');
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: initialEmail },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const email = useWatch({ control: form.control, name: 'email' });
  const emailValid = EmailSchema.safeParse(email).success;

  // The limit depends on the clock; `now` is state so renders stay pure.
  const [now, setNow] = useState(() => Date.now());
  const limited = emailValid && attemptsLeft(email, now) === 0;
  const waitMinutes = limited ? minutesUntilAllowed(email, now) : 0;
  useEffect(() => {
    if (!limited) return;
    const timer = setInterval(() => setNow(Date.now()), RATE_LIMIT_TICK_MS);
    return () => clearInterval(timer);
  }, [limited]);

  // "Try again" comes back here: put the caret in the kept email.
  const { setFocus } = form;
  useEffect(() => {
    if (initialEmail) setFocus('email');
  }, [initialEmail, setFocus]);

  const send = useMutation({
    mutationFn: (address: string) => requestPasswordReset(address),
    onSuccess: (_data, address) => {
      notify.success(t('forgot.toast.sent'), t('forgot.toast.sentDescription'));
      onSent(address);
    },
    onError: (error) => notify.error(t('forgot.toast.failed'), t(resetEmailErrorKey(error))),
  });

  // Called only from the form's submit event (see below), so reading the clock here keeps renders pure.
  function onSubmit({ email: address }: ForgotPasswordInput) {
    const at = Date.now();
    setNow(at);
    if (attemptsLeft(address, at) === 0) {
      const count = minutesUntilAllowed(address, at);
      notify.error(t('forgot.toast.rateLimitExceeded'), t('forgot.waitMinutes', { count }));
      return;
    }
    recordAttempt(address, at);
    send.mutate(address);
  }

  return (
    <Card>
      <CardContent padding="full">
        <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="grid gap-4">
          <Field
            id="forgot-email"
            label={t('forgot.email')}
            error={errors.email?.message && t(`common:${errors.email.message}`)}
          >
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('forgot.emailPlaceholder')}
              aria-describedby={limited ? 'forgot-wait' : undefined}
              {...form.register('email')}
            />
          </Field>
          <p id="forgot-wait" role="status" className="text-sm text-destructive empty:hidden">
            {limited ? t('forgot.waitMinutes', { count: waitMinutes }) : null}
          </p>
          <Button type="submit" disabled={!emailValid || limited || send.isPending}>
            {send.isPending ? t('forgot.busy') : t('forgot.submit')}
          </Button>
          <Link
            to={paths.login}
            className="justify-self-center text-sm text-primary underline-offset-4 hover:underline"
          >
            {t('forgot.backToLogin')}
          </Link>
        </form>
      </CardContent>
    </Card>
  );
}

function SentCard({ email, onTryAgain }: { email: string; onTryAgain: () => void }) {
  const { t } = useTranslation('recovery');
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The Send button is gone; move focus to the news so keyboard and screen-reader users land on it.
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <Card>
      <CardHeader className="items-center text-center">
        <MailCheck aria-hidden="true" className="size-10 text-primary" />
        <CardTitle ref={titleRef} tabIndex={-1} className="outline-none">
          {t('forgot.sent.title')}
        </CardTitle>
        <CardDescription className="wrap-anywhere">{t('forgot.sent.description', { email })}</CardDescription>
        <CardDescription>{t('forgot.sent.hint')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button variant="outline" onClick={onTryAgain}>
          {t('forgot.sent.tryAgain')}
        </Button>
        <Button asChild>
          <Link to={paths.login}>{t('forgot.sent.backToLogin')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** docs/product.md §8.3 reset-email errors: rate limit, invalid input, network, or a generic failure. */

import { useQuery } from '@tanstack/react-query';
import { CircleCheck, LinkIcon, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIMITS } from '#common/limits.ts';
import { resetTokenQueryOptions } from './reset-token.ts';
import { paths } from '#web/app/paths.ts';
import { Logo } from '#web/components/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

type LinkState = 'validating' | 'invalid' | 'ready';

/** /reset-password?token=… (docs/product.md §2.11, §4): validate the link, then set a new password. */
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
  // docs/product.md §4.5: after a successful update the member goes to /login after 2 seconds.
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

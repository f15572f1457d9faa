import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Logo } from '#web/components/logo.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { LoginForm } from './login-form.tsx';
import { ResetPasswordForm } from './reset-mode-form.tsx';
import { CheckInbox, SignUpForm } from './sign-up-form.tsx';

type Tab = 'login' | 'signup';

/** /login and /signup: one screen, the sign-up tab preselected when the path contains "signup" (docs/product.md §2.8). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  // docs/product.md §2.9: a recovery token in the URL turns this screen into 'Reset Your Password'.
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

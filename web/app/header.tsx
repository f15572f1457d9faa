import { useQueryClient } from '@tanstack/react-query';
import { Globe, LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LOCALES } from '#common/locales.ts';
import { Logo } from '#web/components/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { endLocalSession, signOutEverywhere, useSession } from '#web/api/session.ts';
import { useInstallOffer } from '#web/features/dreams/device-protection.ts';
import { TokensMenu } from '#web/features/tokens/tokens-menu.tsx';
import { loadNamespaces } from '#web/lib/i18n.ts';
import { paths } from './paths.ts';

export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = Boolean(session.data?.user);

  return (
    <header className="night-sky">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link to={paths.home} aria-label={t('app.homeLink')} className="flex min-w-0 items-center gap-3 rounded-md">
          <Logo />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="text-lg font-semibold">{t('app.title')}</span>
            <span className="truncate text-xs text-ice">{t('app.tagline')}</span>
          </span>
        </Link>
        <nav aria-label={t('nav.menu')} className="flex items-center gap-2">
          <MainMenu signedIn={signedIn} />
          {signedIn ? <TokensMenu /> : null}
          <LanguageMenu />
          {signedIn ? <SignOutButton /> : null}
        </nav>
      </div>
    </header>
  );
}

function MainMenu({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const install = useInstallOffer();
  const items: Array<[string, string]> = [
    [paths.home, t('nav.home')],
    [paths.ask, t('nav.ask')],
    [paths.pricing, t('nav.pricing')],
    [paths.journal, t('nav.journal')],
    [paths.cards, t('nav.cards')],
    [paths.dreamCatcher, t('nav.dreamCatcher')],
    [paths.member, t('nav.member')],
    ...(signedIn
      ? ([
          [paths.profile, t('nav.profile')],
          [paths.pricing, t('nav.refillTokens')],
        ] as Array<[string, string]>)
      : ([[paths.login, t('nav.login')]] as Array<[string, string]>)),
  ];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="night" size="sm" data-testid="main-menu">
          <Menu aria-hidden="true" />
          <span>{t('nav.menu')}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {items.map(([to, label]) => (
          <DropdownMenuItem key={label} asChild>
            <Link to={to}>{label}</Link>
          </DropdownMenuItem>
        ))}
        {install ? <DropdownMenuItem onSelect={install}>{t('nav.installApp')}</DropdownMenuItem> : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function LanguageMenu() {
  const { t, i18n } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="night" size="sm" aria-label={t('language.label')} data-testid="language-menu">
          <Globe aria-hidden="true" />
          <span className="uppercase">{i18n.language}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={i18n.language} onValueChange={(value) => void i18n.changeLanguage(value)}>
          {LOCALES.map((locale) => (
            <DropdownMenuRadioItem key={locale} value={locale} lang={locale}>
              {t(`language.${locale}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function SignOutButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    try {
      await signOutEverywhere();
    } catch {
      await loadNamespaces(['auth']);
      notify.error(t('auth:toast.signOutFailed'), t('errors.unexpected'));
      setBusy(false);
      return;
    }
    endLocalSession(queryClient, { tellOtherTabs: true });
    setBusy(false);
    void navigate(paths.login, { replace: true });
  }

  return (
    <Button variant="night" size="sm" onClick={() => void signOut()} disabled={busy}>
      <LogOut aria-hidden="true" />
      <span className="hidden sm:inline">{busy ? t('nav.signingOut') : t('nav.signOut')}</span>
      <span className="sr-only sm:hidden">{t('nav.signOut')}</span>
    </Button>
  );
}

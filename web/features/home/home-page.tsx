import {
  ArrowRight,
  Coins,
  CloudMoon,
  HardDrive,
  LayoutGrid,
  LockKeyhole,
  LogIn,
  type LucideIcon,
  MessageCircleQuestionMark,
  MoonStar,
  ShieldCheck,
  Smartphone,
  Sparkles,
  WandSparkles,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Hero } from './hero.tsx';

type Item = { icon: LucideIcon; title: string; description: string };

/** docs/product.md §2.4 Home: hero, four steps, membership-or-tokens, privacy, What's New. The layout adds the footer. */
export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <div>
      <title>{`${t('meta.title')} · ${t('common:app.title')}`}</title>
      <Hero />
      <HowItWorks />
      <MembershipOrTokens />
      <Privacy />
      <WhatsNew />
    </div>
  );
}

function HowItWorks() {
  const { t } = useTranslation('home');
  const steps: Item[] = [
    { icon: LogIn, title: t('steps.signIn.title'), description: t('steps.signIn.description') },
    { icon: LayoutGrid, title: t('steps.pickCategory.title'), description: t('steps.pickCategory.description') },
    { icon: MessageCircleQuestionMark, title: t('steps.ask.title'), description: t('steps.ask.description') },
    { icon: Sparkles, title: t('steps.receive.title'), description: t('steps.receive.description') },
  ];
  return (
    <section aria-labelledby="home-steps-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <SectionHeading id="home-steps-title" title={t('steps.title')} intro={t('steps.intro')} />
      <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ icon: Icon, title, description }, index) => (
          <li key={title} className="rounded-lg border bg-card p-6 shadow-sm shadow-night/5">
            <div className="flex items-center justify-between">
              <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {/* The <ol> already announces the order; the big numeral is for sighted readers. */}
              <span aria-hidden="true" className="text-3xl font-semibold text-primary/30">
                {index + 1}
              </span>
            </div>
            <h3 className="mt-5 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-muted-foreground">{description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function MembershipOrTokens() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-access-title" className="border-y bg-card">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <SectionHeading id="home-access-title" title={t('access.title')} intro={t('access.intro')} />
        <div className="mx-auto mt-10 grid max-w-4xl items-center gap-4 md:grid-cols-[1fr_auto_1fr] md:gap-6">
          <AccessOption
            icon={MoonStar}
            title={t('access.membership.title')}
            description={t('access.membership.description')}
          />
          <p className="text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {t('access.or')}
          </p>
          <AccessOption icon={Coins} title={t('access.tokens.title')} description={t('access.tokens.description')} />
        </div>
        <div className="mt-10 flex justify-center">
          <Button asChild variant="outline">
            <Link to={paths.pricing}>
              {t('access.compare')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

function AccessOption({ icon: Icon, title, description }: Item) {
  return (
    <Card tone="page" className="h-full">
      <CardHeader spacing="roomy">
        <span className="flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <h3 className="text-xl font-semibold">{title}</h3>
        <CardDescription tone="lead">{description}</CardDescription>
      </CardHeader>
    </Card>
  );
}

function Privacy() {
  const { t } = useTranslation('home');
  const points: Item[] = [
    { icon: LockKeyhole, title: t('privacy.questions.title'), description: t('privacy.questions.description') },
    { icon: HardDrive, title: t('privacy.dreams.title'), description: t('privacy.dreams.description') },
  ];
  return (
    <section aria-labelledby="home-privacy-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <div className="rounded-lg bg-secondary p-6 text-secondary-foreground sm:p-10">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-card text-primary">
            <ShieldCheck aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id="home-privacy-title" className="text-2xl font-semibold text-balance sm:text-3xl">
              {t('privacy.title')}
            </h2>
            <p className="mt-2 text-muted-foreground">{t('privacy.intro')}</p>
          </div>
        </div>
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {points.map(({ icon: Icon, title, description }) => (
            <li key={title} className="flex gap-4 rounded-md bg-card p-5">
              <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-muted-foreground">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function WhatsNew() {
  const { t } = useTranslation('home');
  const items: Array<Item & { status: 'new' | 'soon' }> = [
    {
      icon: WandSparkles,
      title: t('whatsNew.animations.title'),
      description: t('whatsNew.animations.description'),
      status: 'new',
    },
    {
      icon: CloudMoon,
      title: t('whatsNew.dreamCatcher.title'),
      description: t('whatsNew.dreamCatcher.description'),
      status: 'new',
    },
    {
      icon: Smartphone,
      title: t('whatsNew.mobileApp.title'),
      description: t('whatsNew.mobileApp.description'),
      status: 'soon',
    },
  ];
  return (
    <section aria-labelledby="home-whats-new-title" className="mx-auto max-w-6xl px-4 pb-20">
      <SectionHeading id="home-whats-new-title" title={t('whatsNew.title')} />
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {items.map(({ icon: Icon, title, description, status }) => (
          <li key={title} className="rounded-lg border bg-card p-6 shadow-sm shadow-night/5">
            <div className="flex items-center justify-between gap-3">
              <Icon aria-hidden="true" className="size-6 text-primary" />
              {status === 'new' ? (
                <Badge variant="accent">{t('whatsNew.new')}</Badge>
              ) : (
                <Badge variant="secondary">{t('whatsNew.comingSoon')}</Badge>
              )}
            </div>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-3 text-muted-foreground">{intro}</p> : null}
    </div>
  );
}

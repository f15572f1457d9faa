import { Clock, Coins, type LucideIcon, MoonStar } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/utils.ts';

/** docs/product.md §2.5 Pricing: payment is not wired yet, so both buttons are disabled; no price, pack size or cost is shown. */
export function PricingPage() {
  const { t } = useTranslation('pricing');
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <title>{`${t('meta.title')} · ${t('common:app.title')}`}</title>
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t('header.title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('header.intro')}</p>
      </header>
      <ul className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
        <li>
          <PlanCard
            icon={MoonStar}
            title={t('membership.title')}
            description={t('membership.description')}
            detail={t('membership.detail')}
            featured
          />
        </li>
        <li>
          <PlanCard
            icon={Coins}
            title={t('tokenPack.title')}
            description={t('tokenPack.description')}
            detail={t('tokenPack.detail')}
          />
        </li>
      </ul>
      <p className="mx-auto mt-8 flex max-w-2xl items-start justify-center gap-2 text-center text-sm text-muted-foreground">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('notice')}
      </p>
    </div>
  );
}

function PlanCard({
  icon: Icon,
  title,
  description,
  detail,
  featured = false,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  detail: string;
  featured?: boolean;
}) {
  const { t } = useTranslation('pricing');
  const titleId = useId();
  return (
    <Card className={cn('flex h-full flex-col', featured && 'border-primary/40 ring-1 ring-primary/20')}>
      <CardHeader spacing="roomy">
        <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <CardTitle id={titleId}>{title}</CardTitle>
        <CardDescription tone="leadPlain" className="font-semibold">
          {description}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="text-muted-foreground">{detail}</p>
      </CardContent>
      <CardFooter>
        {/* Both buttons read "Coming soon"; the description tells screen-reader users which plan each belongs to. */}
        <Button
          className="w-full"
          size="lg"
          variant={featured ? 'default' : 'secondary'}
          disabled
          aria-describedby={titleId}
        >
          {t('comingSoon')}
        </Button>
      </CardFooter>
    </Card>
  );
}

import { MoonStar, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PenguinGlyph } from '#web/components/logo.tsx';

export function Hero() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-hero-title" className="night-sky">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 md:grid-cols-[1.3fr_1fr] md:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm text-ice ring-1 ring-white/20">
            <MoonStar aria-hidden="true" className="size-4 text-accent" />
            {t('hero.weekly')}
          </p>
          <h1
            id="home-hero-title"
            className="mt-5 text-4xl leading-tight font-semibold tracking-tight text-balance sm:text-5xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ice">{t('hero.lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <Link to={paths.ask}>
                <Sparkles aria-hidden="true" />
                {t('hero.ask')}
              </Link>
            </Button>
            <Button asChild size="lg" variant="nightOutline">
              <Link to={paths.pricing}>{t('hero.pricing')}</Link>
            </Button>
          </div>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

/** Decorative: a penguin holding up three fanned oracle cards under a crescent moon. */
function HeroIllustration() {
  const card = 'M85 40h70a8 8 0 0 1 8 8v88a8 8 0 0 1-8 8H85a8 8 0 0 1-8-8V48a8 8 0 0 1 8-8z';
  return (
    <svg viewBox="0 0 240 240" aria-hidden="true" focusable="false" className="mx-auto w-56 max-w-full sm:w-72 md:w-80">
      <circle cx="120" cy="128" r="104" fill="#ffffff" opacity="0.06" />
      <circle cx="120" cy="128" r="78" fill="#ffffff" opacity="0.05" />
      <path d="M196 22a20 20 0 1 0 15 33 16 16 0 1 1-15-33z" fill="#f2c66d" />
      <circle cx="34" cy="40" r="2" fill="#dfe8fb" className="animate-pulse" />
      <circle cx="58" cy="18" r="1.3" fill="#dfe8fb" />
      <circle cx="214" cy="112" r="1.6" fill="#dfe8fb" className="animate-pulse" />
      <circle cx="22" cy="150" r="1.3" fill="#dfe8fb" />
      <circle cx="170" cy="14" r="1.2" fill="#dfe8fb" />
      <g stroke="#f2c66d" strokeWidth="2">
        <path d={card} fill="#2a3d7a" transform="translate(0 14) rotate(-18 120 190)" />
        <path d={card} fill="#2a3d7a" transform="translate(0 14) rotate(18 120 190)" />
        <path d={card} fill="#34488a" />
      </g>
      <path d="M120 58l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="#f2c66d" />
      <g transform="translate(36.8 76.2) scale(2.6)">
        <PenguinGlyph />
      </g>
    </svg>
  );
}

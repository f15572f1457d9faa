import { Moon, Sun, SunMoon } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { moonIllumination, nextFullMoon, nextNewMoon } from '#common/dreams.ts';
import { civilDate } from '#common/thai-lunar.ts';
import { LunarDate, useShowsLunarDate } from '#web/components/lunar-date.tsx';
import { dateTimeFormat, numberFormat } from '#web/lib/intl.ts';

/**
 * docs/product.md §4.10: the capture page's lunar lines, as rows of its date list: the Thai lunar date (when shown),
 * the illuminated fraction and the next full and new moon, in the member's time zone.
 */
export function LunarCaptureInfo({ now }: { now: Date }) {
  const { t, i18n } = useTranslation('lunar');
  const { show } = useShowsLunarDate();
  const when = (date: Date) => dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  // The page re-renders at every keystroke; the searches run once per moment shown.
  const moon = useMemo(
    () => ({ nextFull: nextFullMoon(now), nextNew: nextNewMoon(now), illumination: moonIllumination(now) }),
    [now],
  );
  const { nextFull, nextNew } = moon;
  const percent = numberFormat(i18n.language, { style: 'percent' }).format(moon.illumination);
  return (
    <>
      {show ? (
        <div className="flex basis-full items-center gap-1.5">
          <SunMoon aria-hidden="true" className="size-4 text-primary" />
          <dt className="sr-only">{t('label')}</dt>
          <dd data-testid="today-lunar-date">
            <LunarDate date={civilDate(now)} />
          </dd>
        </div>
      ) : null}
      <div className="flex items-center gap-1.5">
        <dt className="sr-only">{t('moon.illumination')}</dt>
        <dd data-testid="moon-illumination">{t('moon.illuminationValue', { percent })}</dd>
      </div>
      <div className="flex items-center gap-1.5">
        <Sun aria-hidden="true" className="size-4 text-primary" />
        <dt>{t('moon.nextFull')}</dt>
        <dd>
          <time dateTime={nextFull.toISOString()}>{when(nextFull)}</time>
        </dd>
      </div>
      <div className="flex items-center gap-1.5">
        <Moon aria-hidden="true" className="size-4 text-primary" />
        <dt>{t('moon.nextNew')}</dt>
        <dd>
          <time dateTime={nextNew.toISOString()}>{when(nextNew)}</time>
        </dd>
      </div>
    </>
  );
}

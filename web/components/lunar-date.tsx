import { MoonStar } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatThaiLunarDate, type ThaiLunarDate, thaiLunarDate } from '#common/thai-lunar.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { useLunarSettings } from '#web/lib/lunar-settings.ts';
import { cn } from '#web/lib/utils.ts';

/** Whether lunar dates show in this language: always in Thai, in English when the member turned them on. */
export function useShowsLunarDate() {
  const { i18n } = useTranslation('lunar');
  const settings = useLunarSettings();
  const language: 'th' | 'en' = i18n.language.startsWith('th') ? 'th' : 'en';
  return { show: language === 'th' || settings.showInEnglish, language, numerals: settings.numerals };
}

/** The lunar date of a YYYY-MM-DD date, or null when it is outside the calendar's table. */
export function lunarDateOrNull(date: string): ThaiLunarDate | null {
  try {
    return thaiLunarDate(date);
  } catch {
    return null;
  }
}

/**
 * docs/product.md "Thai lunar date": the Thai lunar date of a civil date (YYYY-MM-DD) with วันพระ and the holy day,
 * as a Thai calendar writes it; in English spelled out, with the Thai beside it.
 */
export function LunarDate({
  date,
  full = true,
  className,
}: {
  date: string;
  /** With the weekday and the animal year. */
  full?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('lunar');
  const { show, language, numerals } = useShowsLunarDate();
  if (!show) return null;
  const lunar = lunarDateOrNull(date);
  if (!lunar) {
    return <span className={cn('text-muted-foreground', className)}>{t('outOfRange')}</span>;
  }
  const text = formatThaiLunarDate(lunar, { language, numerals, weekday: full, year: full });
  return (
    <span data-testid="lunar-date" className={cn('inline-flex flex-wrap items-center gap-x-1.5 gap-y-1', className)}>
      <span className="sr-only">{t('label')}</span>
      <span>{text}</span>
      {language === 'en' ? (
        <span lang="th" className="text-muted-foreground">
          ({formatThaiLunarDate(lunar, { language: 'th', numerals, weekday: false, year: false })})
        </span>
      ) : null}
      {lunar.holy ? (
        <Badge variant="secondary" className="gap-1">
          <MoonStar aria-hidden="true" className="size-3" />
          {t('wanPhra')}
        </Badge>
      ) : null}
      {lunar.holyDays.map((holyDay) => (
        <Badge key={holyDay} variant="accent">
          {t(`holyDays.${holyDay}`)}
        </Badge>
      ))}
    </span>
  );
}

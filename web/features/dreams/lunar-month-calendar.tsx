import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { civilDate, formatThaiLunarDate } from '#common/thai-lunar.ts';
import { lunarDateOrNull, useShowsLunarDate } from '#web/components/lunar-date.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { dateTimeFormat } from '#web/lib/intl.ts';
import { cn } from '#web/lib/utils.ts';

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** docs/product.md §4.10: a month of the Gregorian calendar marking วันพระ and the Buddhist holy days. */
export function LunarMonthCalendar({ today = new Date() }: { today?: Date }) {
  const { t, i18n } = useTranslation('lunar');
  const { show, language, numerals } = useShowsLunarDate();
  const id = useId();
  const todayIso = civilDate(today);
  const [shown, setShown] = useState(() => ({
    year: Number(todayIso.slice(0, 4)),
    month: Number(todayIso.slice(5, 7)),
  }));
  if (!show) return null;

  const { year, month } = shown;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = Array.from({ length: daysInMonth }, (_, index) => {
    const iso = isoDay(year, month, index + 1);
    return { iso, day: index + 1, lunar: lunarDateOrNull(iso) };
  });
  const holyDays = days.filter((day) => day.lunar?.holyDays.length);
  const format = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(i18n.language, { ...options, timeZone: 'UTC' });
  const weekdays = Array.from({ length: 7 }, (_, index) =>
    format({ weekday: 'narrow' }).format(new Date(Date.UTC(2026, 10, 1 + index))),
  );
  const move = (step: number) =>
    setShown(({ year, month }) => {
      const index = year * 12 + (month - 1) + step;
      return { year: Math.floor(index / 12), month: (index % 12) + 1 };
    });

  return (
    <Card aria-labelledby={`${id}-title`} data-testid="lunar-calendar">
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <div>
            <CardTitle id={`${id}-title`}>{t('calendar.title')}</CardTitle>
            <CardDescription>{t('calendar.description')}</CardDescription>
          </div>
          <div className="flex items-center gap-1">
            <Button variant="ghost" size="icon" aria-label={t('calendar.previous')} onClick={() => move(-1)}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <span className="min-w-28 text-center text-sm font-semibold" aria-live="polite">
              {format({ month: 'long', year: 'numeric' }).format(new Date(Date.UTC(year, month - 1, 1)))}
            </span>
            <Button variant="ghost" size="icon" aria-label={t('calendar.next')} onClick={() => move(1)}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ol className="grid grid-cols-7 gap-1 text-center text-sm">
          {weekdays.map((weekday, index) => (
            <li key={index} aria-hidden="true" className="text-xs font-semibold text-muted-foreground">
              {weekday}
            </li>
          ))}
          {days.map(({ iso, day, lunar }) => {
            const label = [
              format({ dateStyle: 'full' }).format(new Date(`${iso}T00:00:00Z`)),
              lunar ? formatThaiLunarDate(lunar, { language, numerals, weekday: false, year: false }) : '',
              lunar?.holy ? t('wanPhra') : '',
              ...(lunar?.holyDays ?? []).map((holyDay) => t(`holyDays.${holyDay}`)),
            ]
              .filter(Boolean)
              .join(', ');
            return (
              <li
                key={iso}
                aria-label={label}
                title={label}
                aria-current={iso === todayIso ? 'date' : undefined}
                style={day === 1 ? { gridColumnStart: firstWeekday + 1 } : undefined}
                className={cn(
                  'relative flex aspect-square items-center justify-center rounded-md tabular-nums',
                  lunar?.holyDays.length ? 'bg-accent font-semibold text-accent-foreground' : '',
                  lunar?.holy && !lunar.holyDays.length ? 'bg-secondary font-semibold' : '',
                  iso === todayIso ? 'ring-2 ring-primary' : '',
                )}
              >
                <span aria-hidden="true">{day}</span>
                {lunar?.holy ? (
                  <span aria-hidden="true" className="absolute bottom-1 size-1 rounded-full bg-primary" />
                ) : null}
              </li>
            );
          })}
        </ol>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden="true">
          <span className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-secondary" />
            {t('calendar.wanPhraLegend')}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-accent" />
            {t('calendar.holyDayLegend')}
          </span>
        </p>
        {holyDays.length ? (
          <ul className="grid gap-1 text-sm">
            {holyDays.map(({ iso, lunar }) => (
              <li key={iso} className="flex flex-wrap gap-x-2">
                <time dateTime={iso} className="font-semibold">
                  {format({ day: 'numeric', month: 'short' }).format(new Date(`${iso}T00:00:00Z`))}
                </time>
                <span>{lunar!.holyDays.map((holyDay) => t(`holyDays.${holyDay}`)).join(', ')}</span>
                <span className="text-muted-foreground">
                  {formatThaiLunarDate(lunar!, { language, numerals, weekday: false, year: false })}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('calendar.noHolyDays')}</p>
        )}
      </CardContent>
    </Card>
  );
}

import { HeartHandshake, Phone } from 'lucide-react';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CareKind } from '#common/care/screen.ts';
import type { Helpline } from '#common/schemas/care.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/**
 * The calm help card (docs/product.md, Care before cards): a kind message, tap-to-call help lines with their hours,
 * and the page's own choices. Announced politely and focused when it appears, so a screen reader reads it first.
 */
export function HelpCard({
  kind,
  helplines,
  note,
  children,
}: {
  kind: CareKind;
  /** Undefined while the lines load; an empty list shows the short fallback (offline, say). */
  helplines: Helpline[] | undefined;
  /** One line on what happened to the words (not sent, or saved as usual). */
  note?: string;
  /** The page's choices (Continue, Not now). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const titleId = useId();

  useEffect(() => {
    document.getElementById(titleId)?.focus();
  }, [titleId]);

  return (
    <Card tone="quiet" role="region" aria-labelledby={titleId} data-testid="help-card">
      <CardHeader>
        <CardTitle id={titleId} tabIndex={-1} className="flex items-center gap-2 outline-none">
          <HeartHandshake aria-hidden="true" className="size-5 shrink-0 text-primary" />
          {t('care.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div aria-live="polite" className="grid gap-2">
          <p>{t(`care.message.${kind}`)}</p>
          {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
        </div>
        {helplines === undefined ? null : helplines.length === 0 ? (
          <p className="text-sm">{t('care.fallback')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t('care.linesLabel')}>
            {helplines.map((line) => (
              <li key={`${line.name}-${line.phone ?? line.url}`} className="rounded-md border bg-background p-3">
                <p className="font-semibold">{line.name}</p>
                <p className="text-sm text-muted-foreground">{line.hours}</p>
                <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {line.phone ? (
                    <a
                      href={`tel:${line.phone.replace(/[^+0-9]/g, '')}`}
                      className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary underline underline-offset-4"
                      aria-label={t('care.call', { name: line.name, phone: line.phone })}
                    >
                      <Phone aria-hidden="true" className="size-4" />
                      {line.phone}
                    </a>
                  ) : null}
                  {line.url ? (
                    <a
                      href={line.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 items-center underline underline-offset-4"
                    >
                      {t('care.website', { name: line.name })}
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        {children ? <div className="flex flex-wrap gap-3">{children}</div> : null}
      </CardContent>
    </Card>
  );
}

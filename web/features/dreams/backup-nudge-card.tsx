import { Archive, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { numberFormat } from '#web/lib/intl.ts';
import { saveBackupFile, useBackupDue } from './backup-file.ts';
import { notBackedUp, updateBackupRecord, useBackupRecord, withDismissal } from './backup-nudge.ts';
import { useDreams } from './dream-store.ts';

/** "Back up your dreams": shown while a backup is due; one tap makes it, or the member puts it off for 3 days. */
export function BackupNudge() {
  const { t, i18n } = useTranslation('dreams');
  const id = useId();
  const store = useDreams();
  const record = useBackupRecord();
  const entries = store.status === 'ok' ? store.entries : [];
  const due = useBackupDue(entries);
  const [busy, setBusy] = useState(false);
  if (!due) return null;

  async function backUp() {
    setBusy(true);
    try {
      await saveBackupFile(entries);
      notify.success(t('backup.exported'), t('backup.exportedDescription'));
    } catch {
      notify.error(t('backup.exportFailed'), t('backup.exportFailedDescription'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card
      role="region"
      aria-labelledby={`${id}-title`}
      data-testid="backup-nudge"
      className="grid gap-3 border-accent/50 p-5"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <Archive aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {t('nudge.title')}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t('nudge.pending', { count: numberFormat(i18n.language).format(notBackedUp(entries, record).length) })}{' '}
        {t('nudge.description')}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="accent" disabled={busy} onClick={() => void backUp()}>
          <Download aria-hidden="true" />
          {t('nudge.backUp')}
        </Button>
        <Button variant="outline" onClick={() => updateBackupRecord((current) => withDismissal(current, new Date()))}>
          {t('nudge.later')}
        </Button>
      </div>
    </Card>
  );
}

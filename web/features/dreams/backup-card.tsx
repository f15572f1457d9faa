import { Download, TriangleAlert, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { cn } from '#web/lib/utils.ts';
import { buildBackup, newestFirst, parseBackup } from './dream-entry.ts';
import { downloadFile, fileDate } from './dream-format.ts';
import { type DreamStoreSnapshot, importDreams, type WriteFailure } from './dream-store.ts';
import { StorageLine } from './storage-panel.tsx';

/** Far above what browser storage can hold: a larger file is not a dream backup. */
const MAX_BACKUP_BYTES = 50 * 1024 * 1024;

const WRITE_PROBLEMS: Record<WriteFailure, string> = {
  quota: 'backup.storageFull',
  corrupt: 'backup.blocked',
  unavailable: 'storage.unavailable',
};

/** The file's text; through FileReader where Blob.text() is missing (older Safari, jsdom). */
function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/** Export every dream to a JSON file and import one back; the storage line. Nothing goes over the network. */
export function BackupCard({ store }: { store: DreamStoreSnapshot }) {
  const { t } = useTranslation('dreams');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const entries = store.status === 'ok' ? store.entries : [];

  function fail(message: string) {
    setProblem(message);
    notify.error(t('backup.importFailed'), message);
  }

  async function onImport(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (file.size > MAX_BACKUP_BYTES) return fail(t('backup.tooBig'));
    setImporting(true);
    try {
      const parsed = parseBackup(await readText(file));
      if (!parsed.ok) return fail(t(`backup.${parsed.problem}`, { position: parsed.position }));
      const result = importDreams(parsed.entries);
      if (!result.ok) return fail(t(WRITE_PROBLEMS[result.reason]));
      notify.success(
        t('backup.imported'),
        t('backup.importedDescription', { added: result.added, skipped: result.skipped }),
      );
    } catch {
      fail(t('backup.unreadable'));
    } finally {
      setImporting(false);
    }
  }

  const canImport = store.status === 'ok' && !importing;

  return (
    <Card className="grid gap-4 p-5">
      <section aria-labelledby={`${id}-title`} className="grid gap-4">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            {t('backup.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('backup.description')}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            variant="outline"
            disabled={entries.length === 0}
            onClick={() =>
              downloadFile(
                `penguin-oracle-dreams-${fileDate()}.json`,
                buildBackup(newestFirst(entries)),
                'application/json',
              )
            }
          >
            <Download aria-hidden="true" />
            {t('backup.export')}
          </Button>
          <label
            className={cn(
              buttonVariants({ variant: 'outline' }),
              'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
              !canImport && 'pointer-events-none opacity-60',
            )}
          >
            <Upload aria-hidden="true" />
            {importing ? t('backup.importing') : t('backup.import')}
            <input
              type="file"
              accept="application/json,.json"
              className="sr-only"
              disabled={!canImport}
              onChange={(event) => void onImport(event)}
            />
          </label>
        </div>
        {problem ? (
          <p role="alert" className="flex gap-2 rounded-md border border-destructive/40 p-3 text-sm">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
            {problem}
          </p>
        ) : null}
        {store.status === 'unavailable' ? null : <StorageLine usedChars={store.usedChars} />}
      </section>
    </Card>
  );
}

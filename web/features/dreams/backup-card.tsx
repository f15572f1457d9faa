import { Download, TriangleAlert, Upload } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { cn } from '#web/lib/utils.ts';
import { looksEncrypted, readEnvelope } from './backup-crypto.ts';
import { MIN_PASSPHRASE, saveBackupFile } from './backup-file.ts';
import { updateBackupRecord, withRestored } from './backup-nudge.ts';
import { parseBackup } from './dream-entry.ts';
import { type DreamStoreSnapshot, importDreams, type WriteFailure } from './dream-store.ts';
import { ProtectionStatus, StorageLine } from './storage-panel.tsx';
import { PassphraseDialog } from './passphrase-dialog.tsx';

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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Export every dream to a JSON file (sealed with a passphrase when one is given) and import one back; the storage
 * line and whether it is protected. Nothing goes over the network.
 */
export function BackupCard({ store }: { store: DreamStoreSnapshot }) {
  const { t } = useTranslation('dreams');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [passphrase, setPassphrase] = useState('');
  const [repeat, setRepeat] = useState('');
  const [locked, setLocked] = useState<unknown>(null);
  const entries = store.status === 'ok' ? store.entries : [];

  const passphraseProblem = !passphrase
    ? null
    : passphrase.length < MIN_PASSPHRASE
      ? t('backup.passphraseShort', { min: MIN_PASSPHRASE })
      : repeat !== passphrase
        ? t('backup.passphraseMismatch')
        : null;

  function fail(message: string) {
    setProblem(message);
    notify.error(t('backup.importFailed'), message);
  }

  /** Merges a validated plain backup; false when nothing could be written. */
  function merge(text: string): boolean {
    const parsed = parseBackup(text);
    if (!parsed.ok) {
      fail(t(`backup.${parsed.problem}`, { position: parsed.position }));
      return false;
    }
    const result = importDreams(parsed.entries);
    if (!result.ok) {
      fail(t(WRITE_PROBLEMS[result.reason]));
      return false;
    }
    // The file's dreams are in a backup: that file.
    updateBackupRecord((record) => withRestored(record, parsed.entries));
    notify.success(
      t('backup.imported'),
      t('backup.importedDescription', { added: result.added, skipped: result.skipped }),
    );
    return true;
  }

  async function onImport(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (file.size > MAX_BACKUP_BYTES) return fail(t('backup.tooBig'));
    setImporting(true);
    try {
      const text = await readText(file);
      const data = parseJson(text);
      if (looksEncrypted(data)) {
        // Refused before asking for a passphrase: 1 iteration, 100 million, a missing part.
        if (!readEnvelope(data)) return fail(t('backup.badEnvelope'));
        setLocked(data);
        return;
      }
      merge(text);
    } catch {
      fail(t('backup.unreadable'));
    } finally {
      setImporting(false);
    }
  }

  async function onExport(event: FormEvent) {
    event.preventDefault();
    if (entries.length === 0 || passphraseProblem) return;
    setExporting(true);
    try {
      await saveBackupFile(entries, passphrase);
      setPassphrase('');
      setRepeat('');
      notify.success(t('backup.exported'), t('backup.exportedDescription'));
    } catch {
      notify.error(t('backup.exportFailed'), t('backup.exportFailedDescription'));
    } finally {
      setExporting(false);
    }
  }

  const canImport = store.status === 'ok' && !importing && locked === null;
  const canExport = entries.length > 0 && !exporting && !passphraseProblem;

  return (
    <Card className="grid gap-4 p-5">
      <section aria-labelledby={`${id}-title`} className="grid gap-4">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            {t('backup.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('backup.description')}</p>
        </div>
        <form className="grid gap-3" onSubmit={(event) => void onExport(event)} noValidate>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-passphrase`}>{t('backup.passphrase')}</Label>
            <Input
              id={`${id}-passphrase`}
              type="password"
              autoComplete="new-password"
              value={passphrase}
              onChange={(event) => setPassphrase(event.target.value)}
              aria-describedby={`${id}-passphrase-hint`}
            />
            <p id={`${id}-passphrase-hint`} className="text-xs text-muted-foreground">
              {t('backup.passphraseHint')}
            </p>
          </div>
          {passphrase ? (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-repeat`}>{t('backup.passphraseRepeat')}</Label>
              <Input
                id={`${id}-repeat`}
                type="password"
                autoComplete="new-password"
                value={repeat}
                onChange={(event) => setRepeat(event.target.value)}
                aria-describedby={passphraseProblem ? `${id}-passphrase-problem` : undefined}
              />
              {passphraseProblem ? (
                <p id={`${id}-passphrase-problem`} className="text-xs text-muted-foreground">
                  {passphraseProblem}
                </p>
              ) : null}
            </div>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" variant="outline" disabled={!canExport}>
              <Download aria-hidden="true" />
              {exporting ? t('backup.encrypting') : t('backup.export')}
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
        </form>
        {problem ? (
          <p role="alert" className="flex gap-2 rounded-md border border-destructive/40 p-3 text-sm">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
            {problem}
          </p>
        ) : null}
        {store.status === 'unavailable' ? null : <StorageLine usedChars={store.usedChars} />}
        <ProtectionStatus />
      </section>
      <PassphraseDialog
        envelope={locked}
        onClose={() => setLocked(null)}
        onOpened={(text) => {
          setLocked(null);
          merge(text);
        }}
      />
    </Card>
  );
}

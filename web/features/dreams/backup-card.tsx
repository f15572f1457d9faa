import { zodResolver } from '@hookform/resolvers/zod';
import { Download, TriangleAlert, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BACKUP_PASSPHRASE_MIN_LENGTH, BackupExportSchema, type BackupExportValues } from '#common/schemas/dreams.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { cn } from '#web/lib/utils.ts';
import { looksEncrypted, readEnvelope } from './backup-crypto.ts';
import { saveBackupFile } from './backup-file.ts';
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
  const [locked, setLocked] = useState<unknown>(null);
  const entries = store.status === 'ok' ? store.entries : [];
  const form = useForm<BackupExportValues>({
    resolver: zodResolver(BackupExportSchema),
    defaultValues: { passphrase: '', repeat: '' },
  });
  const values = useWatch({ control: form.control });
  const passphrase = values.passphrase ?? '';
  // The problem shows while typing, under the repeat field, and keeps "Export" disabled (no error on submit).
  const check = BackupExportSchema.safeParse({ passphrase, repeat: values.repeat ?? '' });
  const passphraseProblem = check.success
    ? null
    : t(check.error.issues[0]?.message ?? '', { min: BACKUP_PASSPHRASE_MIN_LENGTH });
  const exporting = form.formState.isSubmitting;

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

  async function onExport(values: BackupExportValues) {
    if (entries.length === 0) return;
    try {
      await saveBackupFile(entries, values.passphrase);
      form.reset();
      notify.success(t('backup.exported'), t('backup.exportedDescription'));
    } catch {
      notify.error(t('backup.exportFailed'), t('backup.exportFailedDescription'));
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
        <form className="grid gap-3" onSubmit={form.handleSubmit(onExport)} noValidate>
          <Field id={`${id}-passphrase`} label={t('backup.passphrase')} hint={t('backup.passphraseHint')}>
            <Input type="password" autoComplete="new-password" {...form.register('passphrase')} />
          </Field>
          {passphrase ? (
            // The problem is a hint, not an alert: it changes with every key typed.
            <Field id={`${id}-repeat`} label={t('backup.passphraseRepeat')} hint={passphraseProblem}>
              <Input type="password" autoComplete="new-password" {...form.register('repeat')} />
            </Field>
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

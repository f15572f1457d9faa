import { backupDue, updateBackupRecord, useBackupRecord, withBackup } from './backup-nudge.ts';
import { sealBackup } from './backup-worker.ts';
import { buildBackup, type DreamEntry, newestFirst } from './dream-entry.ts';
import { downloadFile, fileDate } from './dream-format.ts';

/**
 * Downloads a backup of every dream, sealed with `passphrase` when one is given, and remembers it (the nudge goes).
 * The file is made here and saved through the browser's download: nothing goes over the network.
 */
export async function saveBackupFile(entries: readonly DreamEntry[], passphrase = '') {
  const plain = buildBackup(newestFirst(entries));
  const text = passphrase ? await sealBackup(plain, passphrase) : plain;
  const name = `penguin-oracle-dreams-${fileDate()}${passphrase ? '-encrypted' : ''}.json`;
  downloadFile(name, text, 'application/json');
  updateBackupRecord((record) => withBackup(record, entries, new Date()));
}

/** True while the member should be reminded to back up these dreams (docs/product.md, backup nudges). */
export function useBackupDue(entries: readonly DreamEntry[]): boolean {
  const record = useBackupRecord();
  return backupDue(entries, record, new Date());
}

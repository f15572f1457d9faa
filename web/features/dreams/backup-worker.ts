import { decryptBackup, type EncryptedEnvelope, encryptBackup, type Opened } from './backup-crypto.ts';

export type CryptoRequest =
  { op: 'encrypt'; text: string; passphrase: string } | { op: 'decrypt'; data: unknown; passphrase: string };
export type CryptoResponse = { ok: true; envelope: EncryptedEnvelope } | { ok: true; opened: Opened } | { ok: false };

/**
 * Runs one request in a fresh worker, so deriving the key never freezes the page (about 0.3 s on a desktop, several
 * times that on a phone). Where workers are missing (old browsers, tests in jsdom) it runs here instead.
 */
function run(request: CryptoRequest): Promise<CryptoResponse> {
  const inline = (): Promise<CryptoResponse> =>
    request.op === 'encrypt'
      ? encryptBackup(request.text, request.passphrase).then((envelope) => ({ ok: true, envelope }))
      : decryptBackup(request.data, request.passphrase).then((opened) => ({ ok: true, opened }));
  if (typeof Worker === 'undefined') return inline();
  let worker: Worker;
  try {
    worker = new Worker(new URL('./backup-crypto.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return inline();
  }
  return new Promise<CryptoResponse>((resolve) => {
    worker.addEventListener('message', (event: MessageEvent<CryptoResponse>) => resolve(event.data));
    // The worker could not start (a blocked script): do the work here rather than fail the backup.
    worker.addEventListener('error', () => resolve(inline()));
    worker.postMessage(request);
  }).finally(() => worker.terminate());
}

/** The plain backup text sealed with the passphrase, as the file's JSON text. */
export async function sealBackup(text: string, passphrase: string): Promise<string> {
  const response = await run({ op: 'encrypt', text, passphrase });
  if (!response.ok || !('envelope' in response)) throw new Error('encryption failed');
  return JSON.stringify(response.envelope, null, 2);
}

/** Opens a parsed encrypted backup: the plain backup text, or why not. */
export async function openBackup(data: unknown, passphrase: string): Promise<Opened> {
  const response = await run({ op: 'decrypt', data, passphrase });
  if (!response.ok || !('opened' in response)) return { ok: false, problem: 'wrongPassphrase' };
  return response.opened;
}

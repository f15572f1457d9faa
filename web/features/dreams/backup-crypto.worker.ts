/// Runs the passphrase key derivation (600,000 PBKDF2 rounds) and the AES-GCM work off the page's main thread.
import { decryptBackup, encryptBackup } from './backup-crypto.ts';
import type { CryptoRequest, CryptoResponse } from './backup-worker.ts';

const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<CryptoRequest>) => void): void;
  postMessage(message: CryptoResponse): void;
};

scope.addEventListener('message', (event) => {
  const request = event.data;
  const work =
    request.op === 'encrypt'
      ? encryptBackup(request.text, request.passphrase).then((envelope) => ({ ok: true as const, envelope }))
      : decryptBackup(request.data, request.passphrase).then((opened) => ({ ok: true as const, opened }));
  work.then(
    (result) => scope.postMessage(result),
    () => scope.postMessage({ ok: false }),
  );
});

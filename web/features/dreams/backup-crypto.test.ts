import { describe, expect, it } from 'vitest';
import {
  decryptBackup,
  ENCRYPTED_FORMAT,
  encryptBackup,
  looksEncrypted,
  MIN_ITERATIONS,
  PBKDF2_ITERATIONS,
  readEnvelope,
} from './backup-crypto.ts';
import { buildBackup } from './dream-entry.ts';

const dream = {
  id: 'd1',
  date: '2026-11-20T06:30:00.000Z',
  text: 'A penguin choir sang under the aurora',
  category: 'visionary',
  mood: 8,
  images: [{ id: 'i1', src: 'data:image/webp;base64,UklGRhIAAABXRUJQVlA4', name: 'choir.webp' }],
  moonPhase: 'Full Moon',
};
const plain = buildBackup([dream], new Date('2026-11-21T08:00:00Z'));

/** Flips one bit of a base64 field, keeping it valid base64 of the same length. */
function flipBit(base64: string, byte = 0) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  bytes[byte] = bytes[byte]! ^ 1;
  return btoa(String.fromCharCode(...bytes));
}

// A lower (still accepted) count keeps the tampering cases quick; the default is covered once below.
const sealed = () => encryptBackup(plain, 'correct horse battery', MIN_ITERATIONS);

describe('passphrase-encrypted backups', () => {
  it('round-trips with the default 600,000 iterations and names its format and algorithms', async () => {
    const envelope = await encryptBackup(plain, 'correct horse battery');
    expect(envelope).toMatchObject({
      format: ENCRYPTED_FORMAT,
      version: 1,
      cipher: { name: 'AES-GCM', length: 256 },
      kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: PBKDF2_ITERATIONS },
    });
    expect(PBKDF2_ITERATIONS).toBe(600_000);
    const parts = readEnvelope(envelope)!;
    expect(parts.salt).toHaveLength(16);
    expect(parts.iv).toHaveLength(12);
    expect(await decryptBackup(JSON.parse(JSON.stringify(envelope)), 'correct horse battery')).toEqual({
      ok: true,
      text: plain,
    });
  });

  it('keeps no dream text, picture, name or date in the clear', async () => {
    const file = JSON.stringify(await sealed());
    for (const secret of ['penguin choir', 'aurora', 'choir.webp', 'UklGR', '2026-11-20', 'visionary', 'Full Moon']) {
      expect(file).not.toContain(secret);
    }
    expect(looksEncrypted(JSON.parse(file))).toBe(true);
    expect(looksEncrypted(JSON.parse(plain))).toBe(false);
  });

  it('uses a fresh salt and IV for every backup', async () => {
    const [a, b] = await Promise.all([sealed(), sealed()]);
    expect(a.kdf.salt).not.toBe(b.kdf.salt);
    expect(a.cipher.iv).not.toBe(b.cipher.iv);
    expect(a.ciphertext).not.toBe(b.ciphertext);
  });

  it('refuses a wrong passphrase', async () => {
    const envelope = await sealed();
    expect(await decryptBackup(envelope, 'correct horse battery!')).toEqual({ ok: false, problem: 'wrongPassphrase' });
    expect(await decryptBackup(envelope, '')).toEqual({ ok: false, problem: 'wrongPassphrase' });
  });

  it('refuses a file changed after export: ciphertext, tag, salt, IV or iteration count', async () => {
    const envelope = await sealed();
    const tampered = [
      { ...envelope, ciphertext: flipBit(envelope.ciphertext) },
      { ...envelope, ciphertext: flipBit(envelope.ciphertext, atob(envelope.ciphertext).length - 1) },
      { ...envelope, kdf: { ...envelope.kdf, salt: flipBit(envelope.kdf.salt) } },
      { ...envelope, cipher: { ...envelope.cipher, iv: flipBit(envelope.cipher.iv) } },
      { ...envelope, kdf: { ...envelope.kdf, iterations: MIN_ITERATIONS + 1 } },
    ];
    for (const file of tampered) {
      expect(await decryptBackup(file, 'correct horse battery')).toEqual({ ok: false, problem: 'wrongPassphrase' });
    }
  });

  it('refuses a truncated file or envelope', async () => {
    const envelope = await sealed();
    const text = JSON.stringify(envelope);
    expect(() => JSON.parse(text.slice(0, text.length - 10))).toThrow();
    const cut = btoa(atob(envelope.ciphertext).slice(0, 40));
    expect(await decryptBackup({ ...envelope, ciphertext: cut }, 'correct horse battery')).toEqual({
      ok: false,
      problem: 'wrongPassphrase',
    });
    for (const broken of [
      { ...envelope, ciphertext: '' },
      { ...envelope, ciphertext: 'not base64!' },
      { ...envelope, cipher: { ...envelope.cipher, iv: btoa('short') } },
      { ...envelope, kdf: { ...envelope.kdf, salt: undefined } },
      { ...envelope, version: 2 },
      { ...envelope, cipher: { ...envelope.cipher, name: 'AES-CBC' } },
      { format: ENCRYPTED_FORMAT },
    ]) {
      expect(await decryptBackup(broken, 'correct horse battery')).toEqual({ ok: false, problem: 'notEnvelope' });
    }
  });

  it('refuses envelopes claiming too few or too many iterations, without deriving anything', async () => {
    const envelope = await sealed();
    for (const iterations of [1, 1000, 99_999, 100_000_000, 600_000.5, '600000']) {
      const file = { ...envelope, kdf: { ...envelope.kdf, iterations } };
      expect(readEnvelope(file)).toBeNull();
      expect(await decryptBackup(file, 'correct horse battery')).toEqual({ ok: false, problem: 'notEnvelope' });
    }
  });

  it('seals large backups (pictures) and Thai text intact', async () => {
    const big = 'ฝันเห็นเพนกวิน '.repeat(20_000) + 'x'.repeat(300_000);
    const envelope = await encryptBackup(big, 'รหัสผ่านยาว ๆ', MIN_ITERATIONS);
    expect(await decryptBackup(envelope, 'รหัสผ่านยาว ๆ')).toEqual({ ok: true, text: big });
  });
});

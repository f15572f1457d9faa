/**
 * Passphrase-encrypted dream backups (docs/product.md, Dream Catcher backups): the plain backup file, sealed with
 * AES-GCM under a key derived from the passphrase with PBKDF2-SHA-256, all through WebCrypto. The envelope names
 * what a later version needs to open it, and holds nothing of a dream in the clear.
 */

export const ENCRYPTED_FORMAT = 'penguin-oracle-dreams-encrypted';
export const ENCRYPTED_VERSION = 1;
/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256. */
export const PBKDF2_ITERATIONS = 600_000;
/** An envelope asking for fewer is too weak to be ours; for more, it would hold the page for minutes. */
export const MIN_ITERATIONS = 100_000;
export const MAX_ITERATIONS = 10_000_000;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const KEY_BITS = 256;

export type EncryptedEnvelope = {
  format: typeof ENCRYPTED_FORMAT;
  version: typeof ENCRYPTED_VERSION;
  cipher: { name: 'AES-GCM'; length: typeof KEY_BITS; iv: string };
  kdf: { name: 'PBKDF2'; hash: 'SHA-256'; iterations: number; salt: string };
  /** base64 of the sealed plain backup (its AES-GCM tag at the end). */
  ciphertext: string;
};

/** Why a file cannot be opened: not an envelope we can read, or the passphrase (or the file) does not match. */
export type OpenProblem = 'notEnvelope' | 'wrongPassphrase';
export type Opened = { ok: true; text: string } | { ok: false; problem: OpenProblem };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when the parsed file claims to be an encrypted backup (it may still be damaged: see readEnvelope). */
export function looksEncrypted(data: unknown): boolean {
  return isRecord(data) && data.format === ENCRYPTED_FORMAT;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode with a whole picture's bytes overflows the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The envelope's parts, checked; null for anything else (a missing field, a wrong size, iterations out of range). */
export function readEnvelope(data: unknown): {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  iv: Uint8Array<ArrayBuffer>;
  ciphertext: Uint8Array<ArrayBuffer>;
} | null {
  if (!isRecord(data) || data.format !== ENCRYPTED_FORMAT || data.version !== ENCRYPTED_VERSION) return null;
  const { cipher, kdf } = data;
  if (!isRecord(cipher) || cipher.name !== 'AES-GCM' || cipher.length !== KEY_BITS) return null;
  if (!isRecord(kdf) || kdf.name !== 'PBKDF2' || kdf.hash !== 'SHA-256') return null;
  const iterations = kdf.iterations;
  if (typeof iterations !== 'number' || !Number.isInteger(iterations)) return null;
  if (iterations < MIN_ITERATIONS || iterations > MAX_ITERATIONS) return null;
  if (typeof kdf.salt !== 'string' || typeof cipher.iv !== 'string' || typeof data.ciphertext !== 'string') return null;
  const salt = fromBase64(kdf.salt);
  const iv = fromBase64(cipher.iv);
  const ciphertext = fromBase64(data.ciphertext);
  // 16 bytes: the AES-GCM tag alone; a shorter ciphertext was cut.
  if (!salt || salt.length !== SALT_BYTES || !iv || iv.length !== IV_BYTES || !ciphertext || ciphertext.length < 16) {
    return null;
  }
  return { iterations, salt, iv, ciphertext };
}

async function deriveKey(passphrase: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(passphrase), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: KEY_BITS },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** Seals `text` (a plain backup file) with the passphrase; a fresh salt and IV every time. */
export async function encryptBackup(
  text: string,
  passphrase: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<EncryptedEnvelope> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const key = await deriveKey(passphrase, salt, iterations);
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(text));
  return {
    format: ENCRYPTED_FORMAT,
    version: ENCRYPTED_VERSION,
    cipher: { name: 'AES-GCM', length: KEY_BITS, iv: toBase64(iv) },
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: toBase64(salt) },
    ciphertext: toBase64(new Uint8Array(sealed)),
  };
}

/**
 * Opens an envelope. A wrong passphrase and a changed file look the same to AES-GCM (the tag does not match), so
 * both answer `wrongPassphrase`; a salt, IV or iteration count changed after export gives another key, so the same.
 */
export async function decryptBackup(data: unknown, passphrase: string): Promise<Opened> {
  const parts = readEnvelope(data);
  if (!parts) return { ok: false, problem: 'notEnvelope' };
  try {
    const key = await deriveKey(passphrase, parts.salt, parts.iterations);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: parts.iv }, key, parts.ciphertext);
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(plain) };
  } catch {
    return { ok: false, problem: 'wrongPassphrase' };
  }
}

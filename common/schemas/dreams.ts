import { z } from 'zod';
import { DREAM_CATEGORIES, DREAM_SLIDER } from '../dreams.ts';

// Messages are i18n keys (under `validation.` of the dreams namespace), so these schemas stay language-neutral.
// Dreams never leave the device (docs/product.md §4.10): these check the backup forms in the browser only.

/** docs/product.md §4.10: the minimum for a backup passphrase. PBKDF2 slows guessing, it cannot save a 4-letter word. */
export const BACKUP_PASSPHRASE_MIN_LENGTH = 8;

/**
 * Export: the passphrase is optional (none: a plain file); one of at least 8 characters, typed twice, seals the file.
 * The first problem is on `repeat`, where the form shows it.
 */
export const BackupExportSchema = z
  .object({ passphrase: z.string(), repeat: z.string() })
  .superRefine(({ passphrase, repeat }, ctx) => {
    if (!passphrase) return;
    if (passphrase.length < BACKUP_PASSPHRASE_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['repeat'], message: 'validation.passphraseShort' });
    } else if (repeat !== passphrase) {
      ctx.addIssue({ code: 'custom', path: ['repeat'], message: 'validation.passphraseMismatch' });
    }
  });
export type BackupExportValues = z.infer<typeof BackupExportSchema>;

/** Restore: the passphrase of an encrypted backup; whether it opens the file only decrypting can tell. */
export const BackupOpenSchema = z.object({ passphrase: z.string().min(1, 'validation.passphraseRequired') });
export type BackupOpenValues = z.infer<typeof BackupOpenSchema>;

const level = z.number().int().min(DREAM_SLIDER.min).max(DREAM_SLIDER.max);

/**
 * The Dream Catcher capture form (docs/product.md §2.20, entry fields of §3.8): text and images, at least one of them;
 * a category or none (''); the three 1-10 sliders. Images are the prepared, embedded pictures the form shows.
 */
export const DreamCaptureSchema = z
  .object({
    text: z.string(),
    category: z.union([z.enum(DREAM_CATEGORIES), z.literal('')]),
    mood: level,
    intensity: level,
    clarity: level,
    images: z.array(z.object({ key: z.string(), src: z.string(), name: z.string() })),
  })
  .refine((capture) => capture.text.trim().length > 0 || capture.images.length > 0, {
    message: 'validation.needsContent',
    path: ['text'],
  });
export type DreamCapture = z.infer<typeof DreamCaptureSchema>;

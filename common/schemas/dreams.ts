import { z } from 'zod';
import { DREAM_CATEGORIES, DREAM_SLIDER } from '../dreams.ts';

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

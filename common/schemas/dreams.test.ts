import { describe, expect, it } from 'vitest';
import { DreamCaptureSchema } from './dreams.ts';

const capture = { text: '', category: '', mood: 5, intensity: 5, clarity: 5, images: [] };

describe('DreamCaptureSchema', () => {
  it('needs text or an image, and blank text is no text', () => {
    const blank = DreamCaptureSchema.safeParse({ ...capture, text: '   ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]).toMatchObject({ path: ['text'], message: 'validation.needsContent' });
    expect(DreamCaptureSchema.safeParse({ ...capture, text: 'A river' }).success).toBe(true);
    const image = { key: 'k', src: 'data:image/jpeg;base64,AA', name: 'a.jpg' };
    expect(DreamCaptureSchema.safeParse({ ...capture, images: [image] }).success).toBe(true);
  });

  it('takes one of the six categories or none, and sliders from 1 to 10 only', () => {
    expect(DreamCaptureSchema.safeParse({ ...capture, text: 'x', category: 'nightmare' }).success).toBe(true);
    expect(DreamCaptureSchema.safeParse({ ...capture, text: 'x', category: 'holiday' }).success).toBe(false);
    expect(DreamCaptureSchema.safeParse({ ...capture, text: 'x', mood: 0 }).success).toBe(false);
    expect(DreamCaptureSchema.safeParse({ ...capture, text: 'x', clarity: 11 }).success).toBe(false);
    expect(DreamCaptureSchema.safeParse({ ...capture, text: 'x', intensity: 10 }).success).toBe(true);
  });
});

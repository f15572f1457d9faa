import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DREAM_SLIDER } from '#common/dreams.ts';
import { type DreamCapture, DreamCaptureSchema } from '#common/schemas/dreams.ts';
import { notify } from '#web/components/ui/toaster.tsx';
import { newId } from './dream-entry.ts';
import { isImageFile, prepareImage } from './dream-images.ts';
import type { WriteFailure } from './dream-store.ts';

export const EMPTY_CAPTURE: DreamCapture = {
  text: '',
  category: '',
  mood: DREAM_SLIDER.default,
  intensity: DREAM_SLIDER.default,
  clarity: DREAM_SLIDER.default,
  images: [],
};

/** Adds what was heard to what was already written, with one space between. */
export function withTranscript(base: string, transcript: string) {
  if (!transcript) return base;
  return base.trim() ? `${base.trimEnd()} ${transcript}` : transcript;
}

/**
 * The capture form (docs/product.md §2.20): its values judged by DreamCaptureSchema, the images it prepares one by one,
 * and the save problem shown in it (cleared once the images change).
 */
export function useCaptureForm() {
  const { t } = useTranslation('dreams');
  const form = useForm<DreamCapture>({ resolver: zodResolver(DreamCaptureSchema), defaultValues: EMPTY_CAPTURE });
  const [preparing, setPreparing] = useState(0);
  const [saveProblem, setSaveProblem] = useState<WriteFailure | null>(null);

  async function addImages(files: File[]) {
    const accepted = files.filter(isImageFile);
    const refused = files.filter((file) => !isImageFile(file)).map((file) => file.name);
    if (refused.length) notify.error(t('images.skippedTitle'), t('images.notImages', { names: refused.join(', ') }));
    if (!accepted.length) return;
    setSaveProblem(null);
    setPreparing((count) => count + 1);
    const unreadable: string[] = [];
    try {
      // One at a time: a phone decoding several large photos at once can run out of memory.
      for (const file of accepted) {
        try {
          const image = await prepareImage(file);
          form.setValue('images', [...form.getValues('images'), { key: newId(), ...image }]);
        } catch {
          unreadable.push(file.name);
        }
      }
    } finally {
      setPreparing((count) => count - 1);
    }
    if (unreadable.length) {
      notify.error(t('images.skippedTitle'), t('images.unreadable', { names: unreadable.join(', ') }));
    }
  }

  function removeImage(key: string) {
    setSaveProblem(null);
    form.setValue(
      'images',
      form.getValues('images').filter((image) => image.key !== key),
    );
  }

  return { form, preparing, saveProblem, setSaveProblem, addImages, removeImage };
}

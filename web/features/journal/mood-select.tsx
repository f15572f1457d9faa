import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { MOODS, MOOD_EMOJI } from '#common/schemas/journal.ts';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { isMood } from './journal-rules.ts';

/** A mood as the member sees it: its emoji and its label, e.g. '😊 Happy'; an unknown stored value as is. */
export function useMoodText() {
  const { t } = useTranslation('journal');
  return (mood: string) => (isMood(mood) ? `${MOOD_EMOJI[mood]} ${t(`moods.${mood}`)}` : mood);
}

/** The 12 moods of docs/product.md §3.7, each with its emoji and label. */
export function MoodSelect(props: Omit<ComponentProps<typeof NativeSelect>, 'children'>) {
  const { t } = useTranslation('journal');
  const moodText = useMoodText();
  return (
    <NativeSelect {...props}>
      <option value="">{t('form.moodPlaceholder')}</option>
      {MOODS.map((mood) => (
        <option key={mood} value={mood}>
          {moodText(mood)}
        </option>
      ))}
    </NativeSelect>
  );
}

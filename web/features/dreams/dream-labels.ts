import { useTranslation } from 'react-i18next';
import { isDreamCategory } from '#common/dreams.ts';
import { knownMoonPhase } from './dream-entry.ts';
import { MOON_PHASE_KEYS } from './dream-format.ts';

/** Translated names of stored categories and moon phases; a value this app does not know is shown as written. */
export function useDreamLabels() {
  const { t } = useTranslation('dreams');
  return {
    category: (category: string) =>
      isDreamCategory(category) ? t(`categories.${category}.label`) : category.trim() || null,
    moonPhase: (moonPhase: string) => {
      const known = knownMoonPhase({ moonPhase });
      return known ? t(`moonPhases.${MOON_PHASE_KEYS[known]}`) : moonPhase;
    },
  };
}

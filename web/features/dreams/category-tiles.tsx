import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DREAM_CATEGORIES } from '#common/dreams.ts';
import { CATEGORY_ICONS } from './dream-format.ts';

/** docs/product.md §2.20: six category tiles with their docs/product.md §3.9 descriptions; radio buttons, so arrow keys move between them. */
export function CategoryTiles({ value, onChange }: { value: string; onChange: (category: string) => void }) {
  const { t } = useTranslation('dreams');
  const id = useId();
  return (
    <fieldset className="grid gap-3" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-sm font-semibold">{t('category.legend')}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('category.hint')}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {DREAM_CATEGORIES.map((category) => {
          const Icon = CATEGORY_ICONS[category];
          return (
            <label
              key={category}
              className="flex min-w-0 cursor-pointer flex-col gap-1 rounded-lg border bg-card p-3 transition-colors hover:bg-muted has-checked:border-primary has-checked:bg-secondary has-checked:ring-1 has-checked:ring-primary has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                name={`${id}-category`}
                value={category}
                checked={value === category}
                onChange={() => onChange(category)}
                className="sr-only"
              />
              <span className="flex items-center gap-2 font-semibold">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                <span className="min-w-0 wrap-anywhere">{t(`categories.${category}.label`)}</span>
              </span>
              <span className="text-xs text-muted-foreground">{t(`categories.${category}.description`)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

import { useTranslation } from 'react-i18next';
import { DREAM_CATEGORIES } from '#common/dreams.ts';
import { SEARCH_MAX_LENGTH } from '#common/limits.ts';
import { ClearFiltersButton, FilterCard } from '#web/components/filter-card.tsx';
import { FilterField } from '#web/components/ui/filter-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import type { DreamFilters } from './dream-filters.ts';
import { SearchInput } from '#web/components/ui/search-input.tsx';

export function DreamFilterCard({
  filters,
  onChange,
  onClear,
}: {
  filters: DreamFilters;
  onChange: (changes: Partial<DreamFilters>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('dreams');
  const set = onChange;
  const halfRange = Boolean(filters.from) !== Boolean(filters.to);
  const anything = Boolean(filters.q || filters.category || filters.from || filters.to);
  return (
    <FilterCard title={t('filters.title')}>
      {(id) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)]">
            <FilterField id={`${id}-q`} label={t('filters.search')}>
              <SearchInput
                id={`${id}-q`}
                value={filters.q}
                maxLength={SEARCH_MAX_LENGTH}
                placeholder={t('filters.searchPlaceholder')}
                onChange={(event) => set({ q: event.target.value })}
              />
            </FilterField>
            <FilterField id={`${id}-category`} label={t('filters.category')}>
              <NativeSelect
                id={`${id}-category`}
                value={filters.category}
                onChange={(event) => set({ category: event.target.value })}
              >
                <option value="">{t('filters.allCategories')}</option>
                {DREAM_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {t(`categories.${category}.label`)}
                  </option>
                ))}
              </NativeSelect>
            </FilterField>
          </div>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
            <FilterField id={`${id}-from`} label={t('filters.from')}>
              <Input
                id={`${id}-from`}
                type="date"
                value={filters.from}
                aria-describedby={halfRange ? `${id}-range-hint` : undefined}
                onChange={(event) => set({ from: event.target.value })}
              />
            </FilterField>
            <FilterField id={`${id}-to`} label={t('filters.to')}>
              <Input
                id={`${id}-to`}
                type="date"
                value={filters.to}
                aria-describedby={halfRange ? `${id}-range-hint` : undefined}
                onChange={(event) => set({ to: event.target.value })}
              />
            </FilterField>
            <ClearFiltersButton label={t('filters.clear')} onClear={onClear} disabled={!anything} />
          </div>
          {halfRange ? (
            <p id={`${id}-range-hint`} className="text-xs text-muted-foreground">
              {t('filters.rangeHint')}
            </p>
          ) : null}
        </>
      )}
    </FilterCard>
  );
}

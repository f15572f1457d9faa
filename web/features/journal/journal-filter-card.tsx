import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_LENGTH } from '#common/limits.ts';
import type { Category } from '#common/schemas/questions.ts';
import { type JournalListFilters } from '#web/api/journal.ts';
import { ClearFiltersButton, FilterCard } from '#web/components/filter-card.tsx';
import { FilterField } from '#web/components/ui/filter-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { SearchInput } from '#web/components/ui/search-input.tsx';
import { displayCategory } from './journal-rules.ts';

export function JournalFilterCard({
  search,
  filters,
  categories,
  hasFilters,
  onSearch,
  onFilter,
  onClear,
}: {
  search: string;
  filters: JournalListFilters;
  categories: Category[] | undefined;
  hasFilters: boolean;
  onSearch: (value: string) => void;
  onFilter: (name: 'category' | 'from' | 'to', value: string) => void;
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation('journal');
  const options = [...(categories ?? [])]
    .map((category) => ({ value: category.name, label: displayCategory(category.name, categories, i18n.language) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  if (filters.category && !options.some((option) => option.value === filters.category)) {
    options.push({ value: filters.category, label: filters.category });
  }

  return (
    <FilterCard title={t('list.filters.title')}>
      {(id) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <FilterField id={`${id}-search`} label={t('list.filters.search')}>
            <SearchInput
              id={`${id}-search`}
              value={search}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder={t('list.filters.searchPlaceholder')}
              onChange={(event) => onSearch(event.target.value)}
            />
          </FilterField>
          <FilterField id={`${id}-category`} label={t('list.filters.category')}>
            <NativeSelect
              id={`${id}-category`}
              value={filters.category ?? ''}
              onChange={(event) => onFilter('category', event.target.value)}
            >
              <option value="">{t('list.filters.allCategories')}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </FilterField>
          <FilterField id={`${id}-from`} label={t('list.filters.startDate')}>
            <Input
              id={`${id}-from`}
              type="date"
              value={filters.from ?? ''}
              max={filters.to}
              onChange={(event) => onFilter('from', event.target.value)}
            />
          </FilterField>
          <FilterField id={`${id}-to`} label={t('list.filters.endDate')}>
            <Input
              id={`${id}-to`}
              type="date"
              value={filters.to ?? ''}
              min={filters.from}
              onChange={(event) => onFilter('to', event.target.value)}
            />
          </FilterField>
          <ClearFiltersButton
            label={t('list.filters.clear')}
            onClear={onClear}
            disabled={!hasFilters}
            className="sm:col-span-2 sm:justify-self-end"
          />
        </div>
      )}
    </FilterCard>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_LENGTH } from '#common/limits.ts';
import { type AnswerLogFilters, categoriesQueryOptions, categoryName } from '#web/api/questions.ts';
import { ClearFiltersButton, FilterCard } from '#web/components/filter-card.tsx';
import { FilterField } from '#web/components/ui/filter-field.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { SearchInput } from '#web/components/ui/search-input.tsx';

const SEARCH_DEBOUNCE_MS = 300;

export type FilterName = 'q' | 'category' | 'status' | 'followUp';

/**
 * The answer log's filters: a search that reaches the URL once the member pauses typing, category, status and
 * follow-up (docs/product.md §11).
 */
export function AnswerLogFilterCard({
  filters,
  hasFilters,
  onChange,
  onClear,
}: {
  filters: AnswerLogFilters;
  hasFilters: boolean;
  onChange: (changes: Partial<Record<FilterName, string>>) => void;
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation('answerLog');
  const categories = useQuery(categoriesQueryOptions());
  const urlQuery = filters.q ?? '';

  // What the member types; it reaches the URL (and the server) once they pause typing.
  const [draft, setDraft] = useState(urlQuery);
  const [syncedQuery, setSyncedQuery] = useState(urlQuery);
  const [committedQuery, setCommittedQuery] = useState<string | null>(null);
  if (urlQuery !== syncedQuery) {
    setSyncedQuery(urlQuery);
    // Our own search arriving keeps whatever was typed since; back/forward shows the URL's search.
    if (urlQuery === committedQuery) setCommittedQuery(null);
    else if (urlQuery !== draft.trim()) setDraft(urlQuery);
  }

  useEffect(() => {
    const next = draft.trim();
    if (next === urlQuery) return;
    const timer = setTimeout(() => {
      setCommittedQuery(next);
      onChange({ q: next });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, urlQuery, onChange]);

  const sortedCategories = [...(categories.data ?? [])]
    .map((category) => ({ id: category.id, name: categoryName(category, i18n.language) ?? category.name }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));

  return (
    <FilterCard title={t('filters.title')} hideTitle>
      {(id) => (
        <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
          <FilterField id={`${id}-search`} label={t('filters.search')}>
            <SearchInput
              id={`${id}-search`}
              value={draft}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder={t('filters.searchPlaceholder')}
              onChange={(event) => setDraft(event.target.value)}
            />
          </FilterField>
          <FilterField id={`${id}-category`} label={t('filters.category')}>
            <NativeSelect
              id={`${id}-category`}
              value={filters.category ?? ''}
              onChange={(event) => onChange({ category: event.target.value })}
            >
              <option value="">{t('filters.allCategories')}</option>
              {sortedCategories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </NativeSelect>
          </FilterField>
          <FilterField id={`${id}-status`} label={t('filters.status')}>
            <NativeSelect
              id={`${id}-status`}
              value={filters.status ?? ''}
              onChange={(event) => onChange({ status: event.target.value })}
            >
              <option value="">{t('filters.allStatuses')}</option>
              <option value="answered">{t('filters.answered')}</option>
              <option value="pending">{t('filters.pending')}</option>
            </NativeSelect>
          </FilterField>
          <FilterField id={`${id}-follow-up`} label={t('filters.followUp')}>
            <NativeSelect
              id={`${id}-follow-up`}
              value={filters.followUp ?? ''}
              onChange={(event) => onChange({ followUp: event.target.value })}
            >
              <option value="">{t('filters.allFollowUps')}</option>
              <option value="done">{t('filters.followedUp')}</option>
              <option value="due">{t('filters.waitingFollowUp')}</option>
            </NativeSelect>
          </FilterField>
          <ClearFiltersButton
            label={t('filters.clear')}
            onClear={() => {
              setDraft('');
              onClear();
            }}
            disabled={!hasFilters && !draft.trim()}
          />
        </div>
      )}
    </FilterCard>
  );
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

type FilterFields = Record<string, z.ZodType>;

/** A list's filters as read from the URL: a field the URL lacks, leaves empty or gets wrong is absent. */
export type UrlFilters<Fields extends FilterFields> = { [Name in keyof Fields]?: z.output<Fields[Name]> };

/** A change of filters: a value sets its search param, an empty string removes it. */
export type FilterChanges<Fields extends FilterFields> = Partial<Record<keyof Fields & string, string>>;

/** Each field through its own schema, so one value a hand-edited or stale link gets wrong drops only itself. */
function readFilters<Fields extends FilterFields>(params: URLSearchParams, fields: Fields): UrlFilters<Fields> {
  const filters: UrlFilters<Fields> = {};
  for (const name of Object.keys(fields) as (keyof Fields & string)[]) {
    const parsed = fields[name]!.safeParse(params.get(name) ?? undefined);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '') {
      filters[name] = parsed.data as z.output<Fields[typeof name]>;
    }
  }
  return filters;
}

/**
 * The one way a list page keeps its filters (answer log, journal list, dream log): in the URL's search params, so
 * reload, Back and a shared link keep them. `fields` names each param with its schema, from common/ where the
 * server has one for the list. Any change of filter but `page` starts the list again at page 1.
 */
export function useUrlFilters<Fields extends FilterFields>(fields: Fields) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => readFilters(new URLSearchParams(search), fields), [search, fields]);

  const setFilters = useCallback(
    (changes: FilterChanges<Fields>, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  const clearFilters = useCallback(() => setParams({}), [setParams]);

  return { filters, setFilters, clearFilters };
}

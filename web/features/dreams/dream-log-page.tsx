import { ChartColumn, CloudMoon, Plus } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { averageMood, isDreamCategory } from '#common/dreams.ts';
import { paths } from '#web/app/paths.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ItemList, ListPage, ListSection, NoMatch } from '#web/components/list-page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { BackupCard } from './backup-card.tsx';
import { BackupNudge } from './backup-nudge-card.tsx';
import { useProtectOnVisit } from './device-protection.ts';
import { DreamCard } from './dream-card.tsx';
import { type DreamEntry, newestFirst } from './dream-entry.ts';
import { DREAM_FILTER_FIELDS, type DreamFilters, filterDreams, filtersActive, NO_FILTERS } from './dream-filters.ts';
import { formatAverage, formatDreamDate } from './dream-format.ts';
import { DreamPatterns } from './dream-patterns.tsx';
import { LunarMonthCalendar } from './lunar-month-calendar.tsx';
import { deleteDream, useDreams } from './dream-store.ts';
import { StorageNotice } from './storage-panel.tsx';
import { numberFormat } from '#web/lib/intl.ts';
import { useUrlFilters } from '#web/lib/use-url-filters.ts';
import { DreamFilterCard } from './dream-filter-card.tsx';

/** docs/product.md §2.21 Dream Catcher Log: stats, patterns, search and filter, the dream cards, backup; all from this device. */
export function DreamLogPage() {
  const { t, i18n } = useTranslation('dreams');
  const store = useDreams();
  const patternsId = useId();
  const { filters: fromUrl, setFilters, clearFilters } = useUrlFilters(DREAM_FILTER_FIELDS);
  const filters: DreamFilters = useMemo(() => ({ ...NO_FILTERS, ...fromUrl }), [fromUrl]);
  const [showPatterns, setShowPatterns] = useState(false);
  const [toDelete, setToDelete] = useState<DreamEntry | null>(null);
  const deleted = useRef(false);
  const listHeading = useRef<HTMLHeadingElement>(null);
  // A tapped pattern word filters the log through the URL; the list takes focus once the filtered list has rendered.
  const focusListOnFilter = useRef(false);
  useEffect(() => {
    if (!focusListOnFilter.current) return;
    focusListOnFilter.current = false;
    listHeading.current?.focus();
  }, [filters]);
  useProtectOnVisit();

  const entries = useMemo(() => (store.status === 'ok' ? newestFirst(store.entries) : []), [store]);
  const shown = useMemo(() => filterDreams(entries, filters), [entries, filters]);
  const active = filtersActive(filters);

  function confirmDelete() {
    if (!toDelete) return;
    const result = deleteDream(toDelete.id);
    if (result.ok) {
      deleted.current = true;
      notify.success(t('toast.deleted'), t('toast.deletedDescription'));
    } else {
      notify.error(t('toast.deleteFailed'), t(result.reason === 'corrupt' ? 'submit.blocked' : 'storage.unavailable'));
    }
    setToDelete(null);
  }

  let body;
  if (store.status !== 'ok') {
    body = null;
  } else if (entries.length === 0) {
    body = <EmptyLog />;
  } else if (shown.length === 0) {
    body = (
      <NoMatch
        title={t('noMatch.title')}
        action={
          <Button asChild variant="outline" className="mt-2">
            <Link to={paths.dreamCatcher}>
              <Plus aria-hidden="true" />
              {t('noMatch.create')}
            </Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <ItemList items={shown} itemKey={(dream) => dream.id}>
        {(dream) => <DreamCard dream={dream} onDelete={setToDelete} />}
      </ItemList>
    );
  }

  return (
    <ListPage
      title={t('log.meta')}
      header={{
        title: t('log.title'),
        subtitle: t('log.subtitle'),
        back: { to: paths.member, label: t('log.backToMember') },
        action: { to: paths.dreamCatcher, label: t('log.newDream') },
      }}
    >
      <StorageNotice store={store} />

      <BackupNudge />

      {entries.length > 0 ? (
        <section aria-label={t('stats.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat label={t('stats.total')} value={numberFormat(i18n.language).format(entries.length)} />
          <Stat label={t('stats.avgMood')} value={formatAverage(averageMood(entries) ?? 0, i18n.language)} />
          <Stat
            label={t('stats.categories')}
            value={numberFormat(i18n.language).format(
              new Set(entries.map((entry) => entry.category).filter(isDreamCategory)).size,
            )}
          />
          <Button
            variant={showPatterns ? 'default' : 'outline'}
            aria-expanded={showPatterns}
            aria-controls={patternsId}
            onClick={() => setShowPatterns((open) => !open)}
            size="tile"
          >
            <ChartColumn aria-hidden="true" className="size-5!" />
            {showPatterns ? t('stats.hidePatterns') : t('stats.viewPatterns')}
          </Button>
        </section>
      ) : null}

      {showPatterns && entries.length > 0 ? (
        <DreamPatterns
          entries={entries}
          id={patternsId}
          onWord={(word) => {
            setFilters({ ...NO_FILTERS, q: word });
            focusListOnFilter.current = true;
          }}
        />
      ) : null}

      <LunarMonthCalendar />

      {entries.length > 0 ? (
        <DreamFilterCard
          filters={filters}
          // Typing replaces the search in the URL rather than adding a step to Back at every key.
          onChange={(changes) => setFilters(changes, { replace: 'q' in changes })}
          onClear={clearFilters}
        />
      ) : null}

      {store.status === 'ok' ? (
        <ListSection
          id="dream-log-list-title"
          title={t('log.listTitle')}
          headingRef={listHeading}
          aside={
            active && entries.length > 0 ? (
              <p role="status" className="text-sm text-muted-foreground">
                {t('log.showing', { shown: shown.length, total: entries.length })}
              </p>
            ) : null
          }
        >
          {body}
        </ListSection>
      ) : null}

      <BackupCard store={store} />

      <Dialog open={toDelete !== null} onOpenChange={(open) => (open ? undefined : setToDelete(null))}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            // The card is gone: land on the list, not on the page's top.
            if (!deleted.current) return;
            deleted.current = false;
            event.preventDefault();
            listHeading.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('delete.title')}</DialogTitle>
            <DialogDescription>
              {toDelete ? formatDreamDate(toDelete.date, i18n.language) : null} {t('delete.description')}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('delete.cancel')}</Button>
            </DialogClose>
            <Button variant="destructive" onClick={confirmDelete}>
              {t('delete.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </ListPage>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card className="p-0">
      <dl className="flex min-h-20 flex-col-reverse items-center justify-center gap-0.5 px-3 py-3 text-center">
        <dt className="text-sm text-muted-foreground">{label}</dt>
        <dd className="text-2xl font-semibold text-primary tabular-nums">{value}</dd>
      </dl>
    </Card>
  );
}

function EmptyLog() {
  const { t } = useTranslation('dreams');
  return (
    <EmptyState
      tone="night"
      icon={CloudMoon}
      title={t('empty.title')}
      description={t('empty.description')}
      action={{ to: paths.dreamCatcher, label: t('empty.capture'), icon: Plus }}
    />
  );
}

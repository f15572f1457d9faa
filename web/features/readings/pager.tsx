import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/utils.ts';

/** docs/product.md §9.1: the pager shows at most this many page numbers. */
const MAX_PAGE_NUMBERS = 6;

/**
 * The page numbers to show: at most 6, centred on `current` (with an even count, one more before it than after),
 * shifted to stay within 1..totalPages.
 */
export function pageNumbers(current: number, totalPages: number): number[] {
  const last = Math.max(0, Math.floor(totalPages));
  if (last === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  const count = Math.min(MAX_PAGE_NUMBERS, last);
  const start = Math.min(Math.max(1, page - Math.floor(MAX_PAGE_NUMBERS / 2)), last - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/** Previous, the page numbers and Next; nothing at all when everything fits on one page (docs/product.md §2.19 Answer log). */
export function Pager({
  page,
  totalPages,
  onPageChange,
  className,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
}) {
  const { t } = useTranslation('answerLog');
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  return (
    <nav aria-label={t('pager.label')} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <Button variant="outline" size="pageStep" disabled={current <= 1} onClick={() => onPageChange(current - 1)}>
            <ChevronLeft aria-hidden="true" />
            {/* Icon only on narrow phones, so six numbers and both arrows fit in 375 px. */}
            <span className="sr-only sm:not-sr-only">{t('pager.previous')}</span>
          </Button>
        </li>
        {pageNumbers(current, totalPages).map((number) => (
          <li key={number}>
            <Button
              variant={number === current ? 'default' : 'ghost'}
              size="pageNumber"
              className="tabular-nums"
              aria-current={number === current ? 'page' : undefined}
              aria-label={t('pager.page', { page: number })}
              onClick={() => {
                if (number !== current) onPageChange(number);
              }}
            >
              {number}
            </Button>
          </li>
        ))}
        <li>
          <Button
            variant="outline"
            size="pageStep"
            disabled={current >= totalPages}
            onClick={() => onPageChange(current + 1)}
          >
            <span className="sr-only sm:not-sr-only">{t('pager.next')}</span>
            <ChevronRight aria-hidden="true" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}

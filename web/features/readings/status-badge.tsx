import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/ui/badge.tsx';

/** docs/product.md §4.1: Answered, Pending, or the raw status in an outline badge. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('reading');
  if (status === 'answered') return <Badge variant="success">{t('status.answered')}</Badge>;
  if (status === 'pending') return <Badge variant="accent">{t('status.pending')}</Badge>;
  return <Badge variant="outline">{status}</Badge>;
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CareKind } from '#common/care/screen.ts';
import { helplinesQueryOptions } from '#web/api/care.ts';
import { HelpCard } from './help-card.tsx';

/** The help card under a journal entry or a dream that was saved as usual; the lines come from the operator's list. */
export function SavedHelpCard({ kind, note }: { kind: CareKind; note: string }) {
  const { i18n } = useTranslation();
  const lines = useQuery(helplinesQueryOptions(i18n.language));
  // Offline or failed: the card still shows, with the short fallback naming 1323 and 1669.
  return <HelpCard kind={kind} helplines={lines.isError ? [] : lines.data?.helplines} note={note} />;
}

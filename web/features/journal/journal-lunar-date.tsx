import { type Control, useWatch } from 'react-hook-form';
import { LunarDate } from '#web/components/lunar-date.tsx';
import type { JournalFormValues } from './journal-rules.ts';

/** docs/product.md "Thai lunar date": the Thai lunar date of the date being typed into the journal form. */
export function JournalLunarDate({ control }: { control: Control<JournalFormValues> }) {
  const date = useWatch({ control, name: 'entry_date' });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date ?? '')) return null;
  return <LunarDate date={date} className="text-xs text-muted-foreground" />;
}

import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { type LinkedReading, readingLinkLabel } from './journal-rules.ts';

/**
 * The optional past-reading link: 'None', then the 50 latest readings (docs/product.md §9.1). A linked reading older
 * than those is listed too, so editing keeps it.
 */
export function ReadingLinkSelect({
  readings,
  linked,
  ...props
}: Omit<ComponentProps<typeof NativeSelect>, 'children'> & {
  readings: LinkedReading[] | undefined;
  linked: LinkedReading | undefined;
}) {
  const { t, i18n } = useTranslation('journal');
  const options = [...(readings ?? [])];
  if (linked && !options.some((reading) => reading.id === linked.id)) options.push(linked);
  return (
    <NativeSelect {...props}>
      <option value="">{t('form.linkNone')}</option>
      {options.map((reading) => (
        <option key={reading.id} value={reading.id}>
          {readingLinkLabel(reading, i18n.language)}
        </option>
      ))}
    </NativeSelect>
  );
}

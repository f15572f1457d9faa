import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client.ts';

/** A failed call in the interface language: our own text for the code, else common's, else the server's message. */
export function useDescribeError() {
  const { t, i18n } = useTranslation('journal');
  return (error: unknown) => {
    if (error instanceof ApiError) {
      const key = `errors.${error.code}`;
      if (i18n.exists(key, { ns: 'journal' })) return t(key);
      if (i18n.exists(key, { ns: 'common' })) return t(`common:${key}`);
      if (error.message) return error.message;
    }
    return t('common:errors.unexpected');
  };
}

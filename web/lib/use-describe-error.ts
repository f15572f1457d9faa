import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client.ts';

/**
 * A failed API call in the interface language: the namespace's own `errors.<code>`, else common's, else the
 * server's message (better-auth's come in English), else `fallback` (a key of the namespace) or common's
 * "unexpected".
 */
export function useDescribeError(namespace: string, { fallback }: { fallback?: string } = {}) {
  const { t, i18n } = useTranslation(namespace);
  return (error: unknown): string => {
    if (error instanceof ApiError) {
      const key = `errors.${error.code}`;
      if (i18n.exists(key, { ns: namespace })) return t(key);
      if (i18n.exists(key, { ns: 'common' })) return t(`common:${key}`);
      if (error.message) return error.message;
    }
    return fallback ? t(fallback) : t('common:errors.unexpected');
  };
}

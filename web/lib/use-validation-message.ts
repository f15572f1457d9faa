import { useTranslation } from 'react-i18next';

/**
 * A form's validation message: zod messages are i18n keys, the shared ones in common, the others in the form's
 * namespace. Undefined stays undefined (no error).
 */
export function useValidationMessage(namespace: string) {
  const { t, i18n } = useTranslation(namespace);
  return (key: string | undefined) => {
    if (!key) return undefined;
    return i18n.exists(key, { ns: 'common' }) ? t(`common:${key}`) : t(key);
  };
}

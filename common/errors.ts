import { z } from 'zod';

/**
 * Every error code the API answers with. The web app shows `t('errors.' + code)`,
 * so each code has a message in both locales.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN_ORIGIN',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'INSUFFICIENT_TOKENS',
  'VERIFICATION_FAILED',
  'CATEGORY_NOT_FOUND',
  'TEST_TOKENS_DISABLED',
  'TEST_GRANT_USED',
  'USERNAME_TAKEN',
  'USERNAME_ALREADY_SET',
  'INVALID_LINK',
  'INVALID_CURRENT_PASSWORD',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'CARE_SUGGESTED',
  'READING_NOT_ANSWERED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error shape of every `/api` answer (docs/product.md §7.1). */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

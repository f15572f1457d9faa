import { ApiError } from '#web/lib/api-client.ts';

/** docs/product.md §8.3's reset-email errors: which message (a `recovery` key) a failed request shows. */
export function resetEmailErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'forgot.errors.failed';
  if (error.status === 429 || error.code === 'RATE_LIMITED' || /rate.?limit/i.test(error.message)) {
    return 'forgot.errors.rateLimited';
  }
  if (error.code === 'NETWORK') return 'forgot.errors.network';
  if (error.status === 400 || /INVALID|VALIDATION/i.test(error.code) || /invalid/i.test(error.message)) {
    return 'forgot.errors.invalid';
  }
  return 'forgot.errors.failed';
}

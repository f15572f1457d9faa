import { z } from 'zod';

export const TokenBalanceSchema = z.object({
  tokens: z.number().int().nonnegative(),
  question_cost: z.number().int().positive(),
  test_tokens_enabled: z.boolean(),
  /** When the member may grant themselves test tokens again (the next UTC midnight); null when they may now. */
  next_test_grant_at: z.iso.datetime().nullable(),
});
export type TokenBalance = z.infer<typeof TokenBalanceSchema>;

export const TestGrantResponseSchema = z.object({
  granted: z.number().int(),
  new_balance: z.number().int(),
  /** The next grant is possible from the next UTC midnight. */
  next_test_grant_at: z.iso.datetime(),
});
export type TestGrantResponse = z.infer<typeof TestGrantResponseSchema>;

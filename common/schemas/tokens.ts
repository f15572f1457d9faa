import { z } from 'zod';

export const TokenBalanceSchema = z.object({
  tokens: z.number().int().nonnegative(),
  question_cost: z.number().int().positive(),
  test_tokens_enabled: z.boolean(),
});
export type TokenBalance = z.infer<typeof TokenBalanceSchema>;

export const TestGrantResponseSchema = z.object({ granted: z.number().int(), new_balance: z.number().int() });

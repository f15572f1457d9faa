import { z } from 'zod';

export const TokenBalanceSchema = z.object({ tokens: z.number().int().nonnegative() });
export type TokenBalance = z.infer<typeof TokenBalanceSchema>;

import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { purchases, tokenBalances } from '../../db/schema.ts';

export async function balanceOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ tokens: tokenBalances.tokens })
    .from(tokenBalances)
    .where(eq(tokenBalances.userId, userId));
  return row?.tokens ?? 0;
}

/**
 * Spends `cost` tokens if the member has them; answers the new balance, or null when too few.
 * Postgres re-checks the WHERE clause after a concurrent update commits, so this cannot overspend.
 */
export async function spendTokens(db: Db, userId: string, cost: number): Promise<number | null> {
  const [row] = await db
    .update(tokenBalances)
    .set({ tokens: sql`${tokenBalances.tokens} - ${cost}`, updatedAt: new Date() })
    .where(and(eq(tokenBalances.userId, userId), gte(tokenBalances.tokens, cost)))
    .returning({ tokens: tokenBalances.tokens });
  return row?.tokens ?? null;
}

/** Adds tokens and records where they came from, in the caller's transaction. Answers the new balance. */
export async function grantTokens(
  db: Db,
  input: { userId: string; tokens: number; kind: 'purchase' | 'test_grant' | 'admin_grant'; amountCents?: number },
): Promise<number> {
  const [row] = await db
    .insert(tokenBalances)
    .values({ userId: input.userId, tokens: input.tokens })
    .onConflictDoUpdate({
      target: tokenBalances.userId,
      set: { tokens: sql`${tokenBalances.tokens} + ${input.tokens}`, updatedAt: new Date() },
    })
    .returning({ tokens: tokenBalances.tokens });
  await db.insert(purchases).values({
    userId: input.userId,
    tokensGranted: input.tokens,
    amountCents: input.amountCents ?? 0,
    kind: input.kind,
  });
  return row!.tokens;
}

import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { purchases, tokenBalances } from '../../db/schema.ts';

/** The member's balance as an SQL expression, for another module's one-round-trip query (0 without a row). */
export const balanceExpression = (userId: string) =>
  sql<number>`coalesce((select ${tokenBalances.tokens} from ${tokenBalances} where ${tokenBalances.userId} = ${userId}), 0)`;

export async function balanceOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ tokens: tokenBalances.tokens })
    .from(tokenBalances)
    .where(eq(tokenBalances.userId, userId));
  return row?.tokens ?? 0;
}

export async function openBalanceRow(db: Db, userId: string): Promise<void> {
  await db.insert(tokenBalances).values({ userId, tokens: 0 }).onConflictDoNothing();
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

/** Adds `tokens` to the member's balance (creating the row if need be); answers the new balance. */
export async function addTokens(db: Db, userId: string, tokens: number): Promise<number> {
  const [row] = await db
    .insert(tokenBalances)
    .values({ userId, tokens })
    .onConflictDoUpdate({
      target: tokenBalances.userId,
      set: { tokens: sql`${tokenBalances.tokens} + ${tokens}`, updatedAt: new Date() },
    })
    .returning({ tokens: tokenBalances.tokens });
  return row!.tokens;
}

/** Adds tokens and records where they came from, in the caller's transaction. Answers the new balance. */
export async function grantTokens(
  db: Db,
  input: { userId: string; tokens: number; kind: 'purchase' | 'admin_grant'; amountCents?: number },
): Promise<number> {
  const balance = await addTokens(db, input.userId, input.tokens);
  await db.insert(purchases).values({
    userId: input.userId,
    tokensGranted: input.tokens,
    amountCents: input.amountCents ?? 0,
    kind: input.kind,
  });
  return balance;
}

/** Today in UTC, by the database's clock: the day a test grant counts for. */
const utcToday = sql`(now() at time zone 'utc')::date`;

/**
 * Records today's test grant of `tokens` (UTC day, by the database's clock), unless the member already has one:
 * `purchases_test_grant_day_idx` allows one row per member and day, so of concurrent attempts, on any instance,
 * exactly one inserts; the others wait for it and then insert nothing. Answers whether this one was recorded.
 */
export async function recordTestGrant(db: Db, userId: string, tokens: number): Promise<boolean> {
  const rows = await db
    .insert(purchases)
    .values({ userId, tokensGranted: tokens, amountCents: 0, kind: 'test_grant', grantDay: utcToday })
    .onConflictDoNothing({
      target: [purchases.userId, purchases.grantDay],
      where: sql`${purchases.kind} = 'test_grant'`,
    })
    .returning({ id: purchases.id });
  return rows.length > 0;
}

/** Whether the member has had today's test grant (UTC), and when the next UTC day starts. */
export async function testGrantState(db: Db, userId: string): Promise<{ usedToday: boolean; nextDayAt: Date }> {
  const [row] = await db
    .select({
      usedToday: sql<boolean>`exists (select 1 from ${purchases} where ${purchases.userId} = ${userId}
        and ${purchases.kind} = 'test_grant' and ${purchases.grantDay} >= ${utcToday})`,
      nextDayAt: sql`((${utcToday} + 1)::timestamp at time zone 'utc')`.mapWith(purchases.createdAt),
    })
    .from(sql`(select 1) as one`);
  return { usedToday: row!.usedToday, nextDayAt: row!.nextDayAt };
}

/** The member's refills, newest first, and their sum. */
export async function refillsOf(db: Db, userId: string) {
  const rows = await db.select().from(purchases).where(eq(purchases.userId, userId)).orderBy(desc(purchases.createdAt));
  return {
    total: rows.reduce((sum, row) => sum + row.tokensGranted, 0),
    refills: rows.map((row) => ({
      id: row.id,
      tokens_granted: row.tokensGranted,
      amount_cents: row.amountCents,
      kind: row.kind,
      // docs/product.md §9.1: the order reference is the last 8 characters of the payment session id.
      order_reference: row.stripeSessionId ? row.stripeSessionId.slice(-8) : null,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

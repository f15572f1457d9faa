import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tokenBalances } from '../../db/schema.ts';

export async function balanceOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ tokens: tokenBalances.tokens })
    .from(tokenBalances)
    .where(eq(tokenBalances.userId, userId));
  return row?.tokens ?? 0;
}

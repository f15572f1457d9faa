import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema.ts';

export async function usernameExists(db: Db, username: string): Promise<boolean> {
  // better-auth stores usernames lower-cased; compare the same way.
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.username, username.trim().toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

export async function emailRegistered(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

import { eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_FOLLOW_UP_DAYS, type FollowUpDays } from '#common/schemas/follow-ups.ts';
import { memberAccounts } from '../../auth/repository.ts';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';

/** Every member has a profile row from sign-up on; a second call changes nothing. */
export async function createProfile(db: Db, userId: string) {
  await db.insert(profiles).values({ userId }).onConflictDoNothing();
}

/** The member's account (the auth module's) and names, in one query. */
export async function profileOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      email: memberAccounts.email,
      username: memberAccounts.username,
      normalizedUsername: memberAccounts.normalizedUsername,
      displayName: memberAccounts.displayName,
      createdAt: memberAccounts.createdAt,
      name: profiles.name,
      surname: profiles.surname,
      followUpDays: profiles.followUpDays,
    })
    .from(memberAccounts)
    .leftJoin(profiles, eq(profiles.userId, memberAccounts.id))
    .where(eq(memberAccounts.id, userId));
  return row;
}

export async function saveNames(db: Db, userId: string, names: { name: string; surname: string }) {
  await db
    .insert(profiles)
    .values({ userId, ...names })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...names, updatedAt: new Date() } });
}

/** Saves the member's follow-up setting (docs/product.md §11); null turns follow-ups off. */
export async function saveFollowUpDays(db: Db, userId: string, days: FollowUpDays | null) {
  await db
    .insert(profiles)
    .values({ userId, followUpDays: days })
    .onConflictDoUpdate({ target: profiles.userId, set: { followUpDays: days, updatedAt: new Date() } });
}

/**
 * The member's follow-up days as SQL (null when off), for the due follow-ups: the default when the member has no
 * profile row yet, as loadProfile answers it.
 */
export function followUpDaysOf(userId: SQL | string): SQL<number | null> {
  return sql<
    number | null
  >`(select case when count(*) = 0 then ${DEFAULT_FOLLOW_UP_DAYS}::int else max(${profiles.followUpDays}) end from ${profiles} where ${profiles.userId} = ${userId})`;
}

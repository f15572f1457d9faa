import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_FOLLOW_UP_DAYS, type FollowUpDays } from '#common/schemas/follow-ups.ts';
import type { Db } from '../../db/client.ts';
import { profiles, session, user } from '../../db/schema.ts';

/** Every member has a profile row from sign-up on; a second call changes nothing. */
export async function createProfile(db: Db, userId: string) {
  await db.insert(profiles).values({ userId }).onConflictDoNothing();
}

export async function profileOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      email: user.email,
      username: user.displayUsername,
      normalizedUsername: user.username,
      displayName: user.name,
      createdAt: user.createdAt,
      name: profiles.name,
      surname: profiles.surname,
      followUpDays: profiles.followUpDays,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  return row;
}

export async function saveNames(db: Db, userId: string, names: { name: string; surname: string }) {
  await db
    .insert(profiles)
    .values({ userId, ...names })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...names, updatedAt: new Date() } });
}

/** Sets the username of a member who has none; false when another member holds it. */
export async function claimUsername(db: Db, userId: string, username: string): Promise<boolean> {
  const normalized = username.toLowerCase();
  const [taken] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.username, normalized), ne(user.id, userId)));
  if (taken) return false;
  try {
    await db
      .update(user)
      .set({ username: normalized, displayUsername: username, updatedAt: new Date() })
      .where(eq(user.id, userId));
    return true;
  } catch {
    // The unique index answers a race with another member claiming the same name.
    return false;
  }
}

export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string) {
  await db.delete(session).where(and(eq(session.userId, userId), ne(session.id, keepSessionId)));
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

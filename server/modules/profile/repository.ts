import { and, eq, ne } from 'drizzle-orm';
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

import { eq } from 'drizzle-orm';
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

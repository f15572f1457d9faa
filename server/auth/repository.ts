import { and, eq, gt, inArray, like, ne, or, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { session, user, verification } from '../db/schema.ts';

// The auth module owns better-auth's tables (user, session, account, verification); other modules reach them only
// through the functions below (ARCHITECTURE.md, Server modules).

/**
 * Each member's account as a subquery, for another module's one-statement query (the profile joins its own row
 * to it): PostgreSQL folds it into the outer query, so the join costs what a join on `user` costs.
 */
export const memberAccounts = new QueryBuilder()
  .select({
    id: user.id,
    email: user.email,
    username: user.displayUsername,
    normalizedUsername: user.username,
    displayName: user.name,
    createdAt: user.createdAt,
  })
  .from(user)
  .as('member_account');

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

/** The member whose email or username is `who` (in any case), for the operator's tools. */
export async function memberNamed(db: Db, who: string): Promise<{ id: string; email: string } | undefined> {
  const [member] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(or(eq(sql`lower(${user.email})`, who.toLowerCase()), eq(user.username, who.toLowerCase())));
  return member;
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

/** Signs the member out everywhere but `keepSessionId` (a password change keeps the session that made it). */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(session).where(and(eq(session.userId, userId), ne(session.id, keepSessionId)));
}

/**
 * Voids every outstanding reset link of a member: after a successful reset or password change, an older mailed
 * link must not set the password again (issue 22, hole 5). better-auth keeps each link as a `verification` row
 * `reset-password:<token>` whose value is the member's id.
 */
export async function voidResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, userId)));
}

/** Whether a reset link's token is known and not expired. */
export async function resetLinkValid(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(and(eq(verification.identifier, `reset-password:${token}`), gt(verification.expiresAt, new Date())));
  return Boolean(row);
}

/** Session ids per query of the heartbeat's check (ADR 0008), well under PostgreSQL's 65 535 parameters. */
const LIVE_SESSION_CHUNK = 5_000;

/** The ids among `ids` of sessions that still exist and have not expired (sign-out and resets delete them). */
export async function liveSessionIds(db: Db, ids: string[]): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < ids.length; i += LIVE_SESSION_CHUNK) {
    const rows = await db
      .select({ id: session.id })
      .from(session)
      .where(and(inArray(session.id, ids.slice(i, i + LIVE_SESSION_CHUNK)), gt(session.expiresAt, sql`now()`)));
    for (const row of rows) live.add(row.id);
  }
  return live;
}

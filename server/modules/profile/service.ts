import { checkPassword } from '#common/password.ts';
import type { Profile, ProfileSettings, ProfileUpdate } from '#common/schemas/profile.ts';
import { DEFAULT_FOLLOW_UP_DAYS, type FollowUpDays } from '#common/schemas/follow-ups.ts';
import type { Auth } from '../../auth/auth.ts';
import { PASSWORD_PROBLEM_MESSAGES } from '../../auth/password-problems.ts';
import { claimUsername, revokeOtherSessions, voidResetLinks } from '../../auth/repository.ts';
import type { SessionUser } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { tooManyRequests, type Limiter } from '../../http/limits.ts';
import { balanceOf } from '../tokens/repository.ts';
import { createProfile, profileOf, saveFollowUpDays, saveNames } from './repository.ts';

/** A new member's empty profile row (the sign-up hook, server/auth/auth.ts). */
export async function startProfile(db: Db, userId: string): Promise<void> {
  await createProfile(db, userId);
}

/** The member's profile as the API answers it. */
export async function loadProfile(db: Db, userId: string): Promise<Profile> {
  const row = await profileOf(db, userId);
  if (!row) throw notFound();
  return {
    email: row.email,
    username: row.username ?? row.normalizedUsername,
    display_name: row.displayName,
    created_at: row.createdAt.toISOString(),
    tokens: await balanceOf(db, userId),
    name: row.name ?? '',
    surname: row.surname ?? '',
    // A member without a profile row yet has the default; the column's check keeps it to 3, 7, 14 or null.
    follow_up_days: row.name === null ? DEFAULT_FOLLOW_UP_DAYS : (row.followUpDays as FollowUpDays | null),
  };
}

/** Saves the member's settings that came (docs/product.md §11: follow-up days). */
export async function updateSettings(db: Db, userId: string, settings: ProfileSettings): Promise<Profile> {
  if (settings.follow_up_days !== undefined) await saveFollowUpDays(db, userId, settings.follow_up_days);
  return loadProfile(db, userId);
}

/** Saves name and surname; the username can be set once, when none is set (docs/product.md §5). */
export async function updateProfile(db: Db, member: SessionUser, update: ProfileUpdate): Promise<Profile> {
  const { name, surname, username } = update;
  if (username !== undefined && username.toLowerCase() !== member.username) {
    if (member.username) {
      throw new AppError('USERNAME_ALREADY_SET', 400, 'Your username is already set and cannot be changed.');
    }
    if (!(await claimUsername(db, member.id, username))) {
      throw new AppError('USERNAME_TAKEN', 409, 'This username is already in use. Please choose another.');
    }
  }
  await saveNames(db, member.id, { name, surname });
  return loadProfile(db, member.id);
}

/**
 * Changes the member's password given the current one. Whoever holds a session (a shared computer, a stolen
 * cookie) must still know the password, and may guess it only a few times (passwordChangeFailures, per member).
 * Every other session of the member and every outstanding reset link are voided; this session stays.
 */
export async function changePassword(
  { db, auth, limiter }: { db: Db; auth: Auth; limiter: Limiter },
  member: SessionUser,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<void> {
  const failures = await limiter.peek('passwordChangeFailures', member.id);
  if (!failures.allowed) {
    throw tooManyRequests(
      failures.retryAfterSeconds,
      `Too many wrong passwords. Please wait ${failures.retryAfterSeconds} seconds and try again.`,
    );
  }
  // better-auth's own hasher, not its /change-password endpoint: that one replaces this session too (a new
  // cookie), while the product keeps it and signs out only the others.
  const context = await auth.$context;
  const account = await context.internalAdapter.findCredentialAccount(member.id);
  const matches = account?.password
    ? await context.password.verify({ hash: account.password, password: currentPassword })
    : false;
  if (!matches) {
    await limiter.hit('passwordChangeFailures', member.id);
    throw new AppError('INVALID_CURRENT_PASSWORD', 400, 'The current password is not correct.');
  }
  const problem = await checkPassword(newPassword);
  if (problem) throw new AppError(problem, 400, PASSWORD_PROBLEM_MESSAGES[problem]);
  await context.internalAdapter.updatePassword(member.id, await context.password.hash(newPassword));
  await revokeOtherSessions(db, member.id, member.sessionId);
  await voidResetLinks(db, member.id);
  await limiter.clear('passwordChangeFailures', member.id);
}

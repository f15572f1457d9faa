import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PasswordChangeSchema, ProfileSchema, ProfileUpdateSchema } from '#common/schemas/profile.ts';
import { checkPassword } from '#common/password.ts';
import { PASSWORD_PROBLEM_MESSAGES, type Auth } from '../../auth/auth.ts';
import { voidResetLinks } from '../../auth/password-reset.ts';
import { memberKey, memberOf } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { tooManyRequests, type Limiter } from '../../http/limits.ts';
import { claimUsername, profileOf, revokeOtherSessions, saveNames } from './repository.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth; limiter: Limiter }> = async (
  app,
  { db, auth, limiter },
) => {
  async function load(userId: string) {
    const row = await profileOf(db, userId);
    if (!row) throw notFound();
    return {
      email: row.email,
      username: row.username ?? row.normalizedUsername,
      display_name: row.displayName,
      created_at: row.createdAt.toISOString(),
      tokens: row.tokens ?? 0,
      name: row.name ?? '',
      surname: row.surname ?? '',
    };
  }

  app.get(
    '/api/profile',
    {
      onRequest: app.requireUser,
      schema: { tags: ['profile'], summary: "The member's profile", response: { 200: ProfileSchema } },
    },
    async (request) => load(memberOf(request).id),
  );

  app.put(
    '/api/profile',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Update name and surname; set the username once, when none is set',
        body: ProfileUpdateSchema,
        response: { 200: ProfileSchema },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const { name, surname, username } = request.body;
      if (username !== undefined && username.toLowerCase() !== member.username) {
        if (member.username) {
          throw new AppError('USERNAME_ALREADY_SET', 400, 'Your username is already set and cannot be changed.');
        }
        if (!(await claimUsername(db, member.id, username))) {
          throw new AppError('USERNAME_TAKEN', 409, 'This username is already in use. Please choose another.');
        }
      }
      await saveNames(db, member.id, { name, surname });
      return load(member.id);
    },
  );

  app.post(
    '/api/profile/password',
    {
      onRequest: [app.requireUser, limiter.guard('passwordChange', memberKey)],
      schema: {
        tags: ['profile'],
        summary:
          'Change the password, given the current one; every other session of the member and every reset link ' +
          'are voided',
        body: PasswordChangeSchema,
        response: { 200: z.object({ status: z.literal(true) }) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const { currentPassword, newPassword } = request.body;
      // Whoever holds a session (a shared computer, a stolen cookie) must still know the password, and may guess
      // it only a few times (passwordChangeFailures, per member).
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
      return { status: true as const };
    },
  );
};

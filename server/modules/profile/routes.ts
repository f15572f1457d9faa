import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PasswordChangeSchema, ProfileSchema, ProfileUpdateSchema } from '#common/schemas/profile.ts';
import type { Auth } from '../../auth/auth.ts';
import { memberKey, memberOf } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Limiter } from '../../http/limits.ts';
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
        summary: 'Change the password; every other session of the member is signed out',
        body: PasswordChangeSchema,
        response: { 200: z.object({ status: z.literal(true) }) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const context = await auth.$context;
      await context.internalAdapter.updatePassword(member.id, await context.password.hash(request.body.newPassword));
      await revokeOtherSessions(db, member.id, member.sessionId);
      return { status: true as const };
    },
  );
};

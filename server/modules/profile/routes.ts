import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PasswordChangeSchema,
  ProfileSchema,
  ProfileSettingsSchema,
  ProfileUpdateSchema,
} from '#common/schemas/profile.ts';
import type { Auth } from '../../auth/auth.ts';
import { memberKey, memberOf } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import type { Limiter } from '../../http/limits.ts';
import { changePassword, loadProfile, updateProfile, updateSettings } from './service.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth; limiter: Limiter }> = async (
  app,
  { db, auth, limiter },
) => {
  app.get(
    '/api/profile',
    {
      onRequest: app.requireUser,
      schema: { tags: ['profile'], summary: "The member's profile", response: { 200: ProfileSchema } },
    },
    async (request) => loadProfile(db, memberOf(request).id),
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
    async (request) => updateProfile(db, memberOf(request), request.body),
  );

  app.patch(
    '/api/profile',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: "Change the member's settings: follow_up_days (3, 7 or 14 days after an answer; null: off)",
        body: ProfileSettingsSchema,
        response: { 200: ProfileSchema },
      },
    },
    async (request) => updateSettings(db, memberOf(request).id, request.body),
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
      await changePassword({ db, auth, limiter }, memberOf(request), request.body);
      return { status: true as const };
    },
  );
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ResetTokenQuerySchema } from '#common/schemas/profile.ts';
import type { Db } from '../db/client.ts';
import type { Limiter } from '../http/limits.ts';
import { resetLinkValid } from './repository.ts';

/** GET /api/password-reset/check: whether a reset link's token is still valid (the Create New Password page). */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: Limiter }> = async (
  app,
  { db, limiter },
) => {
  app.get(
    '/api/password-reset/check',
    {
      onRequest: limiter.guard('resetCheck'),
      schema: {
        tags: ['accounts'],
        summary: 'Whether a password-reset token is valid',
        querystring: ResetTokenQuerySchema,
        response: { 200: z.object({ valid: z.boolean() }) },
      },
    },
    async (request) => ({ valid: await resetLinkValid(db, request.query.token) }),
  );
};

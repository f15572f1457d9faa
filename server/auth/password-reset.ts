import { and, eq, gt, like } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ResetTokenQuerySchema } from '#common/schemas/profile.ts';
import type { Db } from '../db/client.ts';
import type { Limiter } from '../http/limits.ts';
import { verification } from '../db/schema.ts';

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
    async (request) => {
      const [row] = await db
        .select({ id: verification.id })
        .from(verification)
        .where(
          and(
            eq(verification.identifier, `reset-password:${request.query.token}`),
            gt(verification.expiresAt, new Date()),
          ),
        );
      return { valid: Boolean(row) };
    },
  );
};

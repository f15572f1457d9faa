import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS } from '#common/limits.ts';
import { ResetTokenQuerySchema } from '#common/schemas/profile.ts';
import type { Db } from '../db/client.ts';
import type { Limiter } from '../http/limits.ts';
import { passwordResetRequests, verification } from '../db/schema.ts';

/**
 * SPEC §9's reset limit, on the server where a script cannot dodge it: 3 mails per email per 15 minutes.
 * Every attempt counts, registered email or not, so the answer never tells which emails exist.
 * Answers false when this attempt is over the limit.
 */
export async function allowResetRequest(db: Db, validEmail: string): Promise<boolean> {
  const email = validEmail.trim().toLowerCase();
  const since = sql`now() - make_interval(mins => ${LIMITS.passwordResetWindowMinutes})`;
  // Rows older than the window count for nothing: drop them now and then.
  if (Math.random() < 0.05) await db.delete(passwordResetRequests).where(lt(passwordResetRequests.createdAt, since));
  const [row] = await db
    .select({ n: count() })
    .from(passwordResetRequests)
    .where(and(eq(passwordResetRequests.email, email), gt(passwordResetRequests.createdAt, since)));
  if ((row?.n ?? 0) >= LIMITS.passwordResetAttempts) return false;
  await db.insert(passwordResetRequests).values({ email });
  return true;
}

/** GET /api/password-reset/check: whether a reset link's token is still valid (the Create New Password page). */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: Limiter }> = async (app, { db, limiter }) => {
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

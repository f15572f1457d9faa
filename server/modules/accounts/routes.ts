import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmailQuerySchema, ExistsResponseSchema, UsernameQuerySchema } from '#common/schemas/auth.ts';
import { emailRegistered, usernameExists } from '../../auth/repository.ts';
import type { Db } from '../../db/client.ts';
import type { Limiter } from '../../http/limits.ts';

/** Sign-up checks of docs/product.md §7.2 (check_username_exists, check_email_registered), rate-limited per client. */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: Limiter }> = async (app, { db, limiter }) => {
  const checkLimit = limiter.guard('accountCheck');

  app.get(
    '/api/accounts/username-exists',
    {
      onRequest: checkLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Whether a username is taken',
        querystring: UsernameQuerySchema,
        response: { 200: ExistsResponseSchema },
      },
    },
    async (request) => ({ exists: await usernameExists(db, request.query.username) }),
  );

  app.get(
    '/api/accounts/email-registered',
    {
      onRequest: checkLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Whether an email is registered',
        querystring: EmailQuerySchema,
        response: { 200: ExistsResponseSchema },
      },
    },
    async (request) => ({ exists: await emailRegistered(db, request.query.email) }),
  );
};

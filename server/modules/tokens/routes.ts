import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TokenBalanceSchema } from '#common/schemas/tokens.ts';
import { memberOf } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { balanceOf } from './repository.ts';

export const tokenRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/tokens',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['tokens'],
        summary: "The member's token balance",
        response: { 200: TokenBalanceSchema },
      },
    },
    async (request) => ({ tokens: await balanceOf(db, memberOf(request).id) }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS } from '#common/limits.ts';
import { TokenHistorySchema } from '#common/schemas/profile.ts';
import { TestGrantResponseSchema, TokenBalanceSchema } from '#common/schemas/tokens.ts';
import { memberKey, memberOf } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import type { Limiter } from '../../http/limits.ts';
import { grantTestTokens, tokenBalance, tokenHistory } from './service.ts';

export const tokenRoutes: FastifyPluginAsyncZod<{
  db: Db;
  limiter: Limiter;
  questionCost: number;
  testTokensEnabled: boolean;
}> = async (app, { db, limiter, questionCost, testTokensEnabled }) => {
  app.get(
    '/api/tokens',
    {
      onRequest: app.requireUser,
      schema: { tags: ['tokens'], summary: "The member's token balance", response: { 200: TokenBalanceSchema } },
    },
    async (request) => tokenBalance({ db, questionCost, testTokensEnabled }, memberOf(request).id),
  );

  app.get(
    '/api/tokens/history',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['tokens'],
        summary: 'Balance, totals, refills and the latest 50 questions',
        response: { 200: TokenHistorySchema },
      },
    },
    async (request) => tokenHistory(db, memberOf(request).id, LIMITS.tokenHistoryQuestions),
  );

  app.post(
    '/api/tokens/test-grant',
    {
      onRequest: [app.requireUser, limiter.guard('testGrant', memberKey)],
      schema: {
        tags: ['tokens'],
        summary: 'Grant the member 20 test tokens, once per UTC day (test period only)',
        description:
          'Answers 403 TEST_TOKENS_DISABLED outside the test period, and 409 TEST_GRANT_USED with ' +
          "`details.next_grant_at` (the next UTC midnight) when the member has had the day's grant.",
        response: { 200: TestGrantResponseSchema },
      },
    },
    async (request) => grantTestTokens({ db, testTokensEnabled }, memberOf(request).id),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS } from '#common/limits.ts';
import { TokenHistorySchema } from '#common/schemas/profile.ts';
import { TestGrantResponseSchema, TokenBalanceSchema } from '#common/schemas/tokens.ts';
import { memberKey, memberOf } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Limiter } from '../../http/limits.ts';
import { balanceOf, grantTokens, tokenHistory } from './repository.ts';

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
    async (request) => ({
      tokens: await balanceOf(db, memberOf(request).id),
      question_cost: questionCost,
      test_tokens_enabled: testTokensEnabled,
    }),
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
        summary: 'Grant the member 20 test tokens (test period only)',
        response: { 200: TestGrantResponseSchema },
      },
    },
    async (request) => {
      if (!testTokensEnabled) throw new AppError('TEST_TOKENS_DISABLED', 403, 'Test tokens are not available.');
      const userId = memberOf(request).id;
      const newBalance = await db.transaction((tx) =>
        grantTokens(tx, { userId, tokens: LIMITS.testTokenGrant, kind: 'test_grant' }),
      );
      return { granted: LIMITS.testTokenGrant, new_balance: newBalance };
    },
  );
};

import type { AskSchema } from '#common/schemas/questions.ts';
import type { z } from 'zod';
import type { Botcheck } from '../../botcheck/botcheck.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { spendTokens } from '../tokens/repository.ts';
import { askPreconditions, insertQuestion } from './repository.ts';

export type AskDeps = { db: Db; botcheck: Botcheck; questionCost: number; ratePerMinute: number };

const insufficient = () => new AppError('INSUFFICIENT_TOKENS', 402, 'You do not have enough tokens to ask a question.');

/**
 * Asks a question: verifies the bot check, then spends the tokens and stores the question in one
 * transaction. Any refusal spends nothing and creates nothing.
 */
export async function ask(
  { db, botcheck, questionCost, ratePerMinute }: AskDeps,
  input: { userId: string; ip: string; body: z.output<typeof AskSchema> },
): Promise<{ question_id: string; new_balance: number }> {
  const { userId, body } = input;
  // Cheap refusals first (one query), so a member short of tokens keeps their solved bot check.
  const checks = await askPreconditions(db, userId, body.categoryId);
  if (checks.balance < questionCost) throw insufficient();
  if (checks.lastMinute >= ratePerMinute) {
    throw new AppError('RATE_LIMITED', 429, 'You are asking very quickly. Please wait a minute and try again.');
  }
  if (!checks.categoryActive) {
    throw new AppError('CATEGORY_NOT_FOUND', 400, 'That category is not available.');
  }
  if (!(await botcheck.verify(body.verificationToken, input.ip))) {
    throw new AppError('VERIFICATION_FAILED', 400, 'The human verification failed or expired. Please verify again.');
  }
  return db.transaction(async (tx) => {
    const newBalance = await spendTokens(tx, userId, questionCost);
    if (newBalance === null) throw insufficient();
    const questionId = await insertQuestion(tx, {
      userId,
      categoryId: body.categoryId,
      questionText: body.question,
      locale: body.locale,
      spentTokens: questionCost,
    });
    return { question_id: questionId, new_balance: newBalance };
  });
}

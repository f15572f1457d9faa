import { screen } from '#common/care/screen.ts';
import type { Helplines } from '#common/schemas/care.ts';
import type { AskSchema } from '#common/schemas/questions.ts';
import type { z } from 'zod';
import type { Botcheck } from '../../botcheck/botcheck.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Limiter } from '../../http/limits.ts';
import { careFor } from '../care/helplines.ts';
import { recordCareOffer } from '../care/repository.ts';
import { spendTokens } from '../tokens/repository.ts';
import { askPreconditions, insertQuestion } from './repository.ts';

export type AskDeps = {
  db: Db;
  botcheck: Botcheck;
  limiter: Limiter;
  questionCost: number;
  helplines: Helplines;
};

const insufficient = () => new AppError('INSUFFICIENT_TOKENS', 402, 'You do not have enough tokens to ask a question.');

/**
 * Asks a question: offers help first when its words point to crisis (docs/product.md, Care before cards), verifies
 * the bot check, then spends the tokens and stores the question in one transaction. Any refusal spends nothing and
 * creates nothing.
 */
export async function ask(
  { db, botcheck, limiter, questionCost, helplines }: AskDeps,
  input: { userId: string; ip: string; body: z.output<typeof AskSchema> },
): Promise<{ question_id: string; new_balance: number }> {
  const { userId, body } = input;
  // Before the bot check and any spending: the member keeps their token and their solved bot check.
  const needsCare = body.care_acknowledged === true ? null : screen(body.question);
  if (needsCare) {
    await recordCareOffer(db, needsCare.kind);
    throw new AppError('CARE_SUGGESTED', 409, 'Help is here if you need it. Your question has not been sent.', {
      care: careFor(helplines, needsCare.kind, body.locale),
    });
  }
  // Cheap refusals first (one query), so a member short of tokens keeps their solved bot check.
  // The ask limit counts the member's own questions (ADR 0005); RATE_LIMITS=false turns it off with the others.
  const askRule = limiter.rule('ask');
  const checks = await askPreconditions(db, userId, body.categoryId, askRule?.windowSeconds ?? 60);
  if (checks.balance < questionCost) throw insufficient();
  if (askRule && checks.recent >= askRule.max) {
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

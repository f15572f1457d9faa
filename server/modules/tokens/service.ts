import { LIMITS } from '#common/limits.ts';
import type { TokenHistory } from '#common/schemas/profile.ts';
import type { TestGrantResponse } from '#common/schemas/tokens.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { spendingOf } from '../questions/repository.ts';
import { addTokens, balanceOf, openBalanceRow, recordTestGrant, refillsOf, testGrantState } from './repository.ts';

/** A new member's balance row, at 0 tokens (the sign-up hook, server/auth/auth.ts); a second call changes nothing. */
export async function openBalance(db: Db, userId: string): Promise<void> {
  await openBalanceRow(db, userId);
}

export type TokenDeps = { db: Db; questionCost: number; testTokensEnabled: boolean };

/** The member's balance, what a question costs and, in the test period, when the next test grant is possible. */
export async function tokenBalance({ db, questionCost, testTokensEnabled }: TokenDeps, userId: string) {
  return {
    tokens: await balanceOf(db, userId),
    question_cost: questionCost,
    test_tokens_enabled: testTokensEnabled,
    next_test_grant_at: testTokensEnabled ? await nextTestGrantAt(db, userId) : null,
  };
}

/** When the member may grant themselves test tokens again (ISO); null when they may now. */
async function nextTestGrantAt(db: Db, userId: string): Promise<string | null> {
  const { usedToday, nextDayAt } = await testGrantState(db, userId);
  return usedToday ? nextDayAt.toISOString() : null;
}

/**
 * The test period's grant (403 TEST_TOKENS_DISABLED outside it): 20 tokens, once per member and UTC day. The day's `purchases` row and the balance change
 * share one transaction, and the database's unique index decides which request gets the day's grant, so concurrent
 * requests and several server instances grant it once. A second grant the same day answers 409 TEST_GRANT_USED with
 * `details.next_grant_at`, and changes nothing.
 */
export async function grantTestTokens(
  { db, testTokensEnabled }: Pick<TokenDeps, 'db' | 'testTokensEnabled'>,
  userId: string,
): Promise<TestGrantResponse> {
  if (!testTokensEnabled) throw new AppError('TEST_TOKENS_DISABLED', 403, 'Test tokens are not available.');
  const tokens = LIMITS.testTokenGrant;
  return db.transaction(async (tx) => {
    const recorded = await recordTestGrant(tx, userId, tokens);
    const { nextDayAt } = await testGrantState(tx, userId);
    if (!recorded) {
      throw new AppError(
        'TEST_GRANT_USED',
        409,
        `Test tokens can be granted once a day. The next grant is possible from ${nextDayAt.toISOString()}.`,
        { next_grant_at: nextDayAt.toISOString() },
      );
    }
    const newBalance = await addTokens(tx, userId, tokens);
    return { granted: tokens, new_balance: newBalance, next_test_grant_at: nextDayAt.toISOString() };
  });
}

/** Totals, refills and the latest questions; balance = refilled − spent holds by construction. */
export async function tokenHistory(db: Db, userId: string, usageLimit: number): Promise<TokenHistory> {
  const [{ total, refills }, spending, balance] = await Promise.all([
    refillsOf(db, userId),
    spendingOf(db, userId, usageLimit),
    balanceOf(db, userId),
  ]);
  return { balance, total_refilled: total, total_spent: spending.total, refills, usage: spending.usage };
}

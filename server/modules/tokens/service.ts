import { LIMITS } from '#common/limits.ts';
import type { TestGrantResponse } from '#common/schemas/tokens.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { addTokens, recordTestGrant, testGrantState } from './repository.ts';

export const testTokensDisabled = () => new AppError('TEST_TOKENS_DISABLED', 403, 'Test tokens are not available.');

/** When the member may grant themselves test tokens again (ISO); null when they may now. */
export async function nextTestGrantAt(db: Db, userId: string): Promise<string | null> {
  const { usedToday, nextDayAt } = await testGrantState(db, userId);
  return usedToday ? nextDayAt.toISOString() : null;
}

/**
 * The test period's grant: 20 tokens, once per member and UTC day. The day's `purchases` row and the balance change
 * share one transaction, and the database's unique index decides which request gets the day's grant, so concurrent
 * requests and several server instances grant it once. A second grant the same day answers 409 TEST_GRANT_USED with
 * `details.next_grant_at`, and changes nothing.
 */
export async function grantTestTokens(db: Db, userId: string): Promise<TestGrantResponse> {
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

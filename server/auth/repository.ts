import { and, eq, gt, like } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
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

/** Whether a reset link's token is known and not expired. */
export async function resetLinkValid(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(and(eq(verification.identifier, `reset-password:${token}`), gt(verification.expiresAt, new Date())));
  return Boolean(row);
}

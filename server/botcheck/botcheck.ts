import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import type { BotcheckChallenge } from '#common/schemas/questions.ts';
import type { Db } from '../db/client.ts';
import { botcheckSolutions } from '../db/schema.ts';

export type Botcheck = {
  challenge(): Promise<BotcheckChallenge>;
  /** True once per valid token: a replayed token answers false. */
  verify(token: string, remoteIp: string): Promise<boolean>;
};

export type BotcheckOptions = {
  db: Db;
  secret: string;
  turnstile?: { siteKey: string; secretKey: string; verifyUrl: string };
  /** Work per challenge: the solver tries on average half of this many hashes. */
  maxNumber?: number;
};

const CHALLENGE_TTL_SECONDS = 10 * 60;

/** ALTCHA proof of work by default (works offline); Cloudflare Turnstile when its keys are configured. */
export function createBotcheck(options: BotcheckOptions): Botcheck {
  return options.turnstile ? turnstile(options.turnstile) : altcha(options);
}

function altcha({ db, secret, maxNumber = 40_000 }: BotcheckOptions): Botcheck {
  // Derived, so the auth secret itself never signs anything else.
  const hmacSecret = createHmac('sha256', secret).update('penguin-oracle/botcheck').digest('hex');

  return {
    async challenge() {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(Math.floor(maxNumber / 10), maxNumber),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
        hmacSignatureSecret: hmacSecret,
        hmacKeySignatureSecret: hmacSecret,
      });
      return { provider: 'altcha', challenge: challenge as unknown as Record<string, unknown> };
    },

    async verify(token) {
      const payload = parseToken(token);
      if (!payload?.challenge.signature) return false;
      let result;
      try {
        result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: hmacSecret,
          hmacKeySignatureSecret: hmacSecret,
        });
      } catch {
        return false;
      }
      if (!result.verified) return false;
      // Remember the solved challenge until it expires: the same token never passes twice.
      const expiresAt = new Date(
        (payload.challenge.parameters.expiresAt ?? Date.now() / 1000 + CHALLENGE_TTL_SECONDS) * 1000,
      );
      const inserted = await db
        .insert(botcheckSolutions)
        .values({ signature: payload.challenge.signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: botcheckSolutions.signature });
      if (Math.random() < 0.05)
        void db
          .delete(botcheckSolutions)
          .where(lt(botcheckSolutions.expiresAt, new Date()))
          .catch(() => {});
      return inserted.length === 1;
    },
  };
}

function parseToken(token: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as {
      challenge?: Challenge;
      solution?: Solution;
    };
    if (!value?.challenge?.parameters || typeof value.solution?.counter !== 'number') return null;
    return { challenge: value.challenge, solution: value.solution };
  } catch {
    return null;
  }
}

function turnstile({ siteKey, secretKey, verifyUrl }: NonNullable<BotcheckOptions['turnstile']>): Botcheck {
  return {
    async challenge() {
      return { provider: 'turnstile', siteKey };
    },
    async verify(token, remoteIp) {
      try {
        const response = await fetch(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ secret: secretKey, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(5_000),
        });
        const body = (await response.json()) as { success?: boolean };
        // Turnstile itself refuses a token it has seen before.
        return body.success === true;
      } catch {
        return false;
      }
    },
  };
}

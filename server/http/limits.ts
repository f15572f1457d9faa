import { lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { rowsOf, type Db } from '../db/client.ts';
import { limitCounters } from '../db/schema.ts';
import { AppError } from './errors.ts';

export type LimitRule = { max: number; windowSeconds: number };

/**
 * Every rate limit of the product, by name: how many hits one key (a client address, an email, a member) may make
 * in a fixed window. docs/security.md lists each with its route and key. All of them count in one table of our
 * database (`limit_counters`), so they hold across restarts and across every server instance.
 */
export const LIMIT_RULES = {
  /**
   * Questions asked, per member. Counted from the member's own rows in `questions`, not in `limit_counters`
   * (ADR 0005); `max` is ASK_RATE_LIMIT's default, and the config's value replaces it.
   */
  ask: { max: 10, windowSeconds: 60 },
  /** Sign-in attempts per client address, by email and by username together. */
  signIn: { max: 10, windowSeconds: 60 },
  /** Failed sign-ins per account, from any address: slows a guesser; the owner can still reset the password. */
  signInFailures: { max: 10, windowSeconds: 15 * 60 },
  /** Sign-ups per client address. */
  signUp: { max: 10, windowSeconds: 10 * 60 },
  /** Mails a visitor can make us send (confirmation, reset), per recipient address. */
  mailPerEmail: { max: 5, windowSeconds: 15 * 60 },
  /** The same mails, per client address, whatever recipient. */
  mailPerClient: { max: 10, windowSeconds: 15 * 60 },
  /** Reset requests per email, registered or not (the product's rule: 3 in 15 minutes). */
  resetPerEmail: { max: 3, windowSeconds: 15 * 60 },
  /** Reset requests per client address, whatever email. */
  resetPerClient: { max: 5, windowSeconds: 15 * 60 },
  /** Requests for a new confirmation mail, per client address. */
  verificationPerClient: { max: 5, windowSeconds: 15 * 60 },
  /** Every other auth route (session, sign-out, confirmation and reset links), per client address. */
  authOther: { max: 120, windowSeconds: 60 },
  /** The sign-up form's username and email checks, per client address. */
  accountCheck: { max: 30, windowSeconds: 60 },
  /** Checks of a reset link, per client address. */
  resetCheck: { max: 30, windowSeconds: 60 },
  /** Bot-check challenges, per client address (the ask limit per member counts the questions themselves). */
  botcheckChallenge: { max: 60, windowSeconds: 60 },
  /** Test-grant requests, per member (the grant itself is once a day, enforced by the database). */
  testGrant: { max: 10, windowSeconds: 60 },
  /** Password changes, per member. */
  passwordChange: { max: 10, windowSeconds: 15 * 60 },
  /** Wrong current passwords on a password change, per member. */
  passwordChangeFailures: { max: 5, windowSeconds: 15 * 60 },
  /** Question screens (POST /api/questions/screen), per member: as many as the default ask limit allows. */
  questionScreen: { max: 10, windowSeconds: 60 },
  /** Journal writes, per client address. */
  journalWrite: { max: 60, windowSeconds: 60 },
  /** Notes on the card of the day, per client address. */
  dailyNoteWrite: { max: 60, windowSeconds: 60 },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMIT_RULES;

export type LimitState = { allowed: boolean; count: number; retryAfterSeconds: number };

export type Limiter = {
  /** The rule of limit `name` in force (ASK_RATE_LIMIT replaces the ask limit's `max`); null when RATE_LIMITS is off. */
  rule(name: LimitName): LimitRule | null;
  /** Counts one hit of `key` against limit `name`; `allowed` is false once the window holds more than `max`. */
  hit(name: LimitName, key: string): Promise<LimitState>;
  /** Whether `key` is over limit `name`, without counting a hit. */
  peek(name: LimitName, key: string): Promise<LimitState>;
  /** Forgets `key`'s count for limit `name` (a successful sign-in clears its failures). */
  clear(name: LimitName, key: string): Promise<void>;
  /**
   * An onRequest hook counting a hit per client address (or per `keyOf(request)`, e.g. the member's id after
   * `app.requireUser`); past the limit it answers 429 RATE_LIMITED with Retry-After.
   */
  guard(name: LimitName, keyOf?: (request: FastifyRequest) => string): (request: FastifyRequest) => Promise<void>;
};

const ALLOWED: LimitState = { allowed: true, count: 0, retryAfterSeconds: 0 };

/**
 * The limiter on `db`; with `enabled` false (RATE_LIMITS=false) nothing is counted and everything is allowed.
 * `overrides` replaces a rule's numbers from the configuration (ASK_RATE_LIMIT).
 */
export function createLimiter(
  db: Db,
  { enabled, overrides = {} }: { enabled: boolean; overrides?: Partial<Record<LimitName, LimitRule>> },
): Limiter {
  let lastSweep = 0;
  const rules: Record<LimitName, LimitRule> = { ...LIMIT_RULES, ...overrides };

  async function hit(name: LimitName, key: string): Promise<LimitState> {
    if (!enabled) return ALLOWED;
    const { max, windowSeconds } = rules[name];
    // One statement, so concurrent hits on any instance each count once: a new or expired window starts at 1.
    const result = await db.execute(sql`
      insert into ${limitCounters} (key, count, resets_at)
      values (${`${name}:${key}`}, 1, now() + make_interval(secs => ${windowSeconds}))
      on conflict (key) do update set
        count = case when ${limitCounters.resetsAt} <= now() then 1 else ${limitCounters.count} + 1 end,
        resets_at = case when ${limitCounters.resetsAt} <= now() then excluded.resets_at
                         else ${limitCounters.resetsAt} end
      returning count, ceil(extract(epoch from resets_at - now()))::int as retry_after`);
    await sweepNowAndThen();
    const row = rowsOf<{ count: number; retry_after: number }>(result)[0]!;
    return { allowed: row.count <= max, count: row.count, retryAfterSeconds: Math.max(1, row.retry_after) };
  }

  async function peek(name: LimitName, key: string): Promise<LimitState> {
    if (!enabled) return ALLOWED;
    const result = await db.execute(sql`
      select count, ceil(extract(epoch from resets_at - now()))::int as retry_after
      from ${limitCounters} where key = ${`${name}:${key}`} and resets_at > now()`);
    const row = rowsOf<{ count: number; retry_after: number }>(result)[0];
    if (!row) return ALLOWED;
    return {
      allowed: row.count < rules[name].max,
      count: row.count,
      retryAfterSeconds: Math.max(1, row.retry_after),
    };
  }

  async function clear(name: LimitName, key: string): Promise<void> {
    if (!enabled) return;
    await db.execute(sql`delete from ${limitCounters} where key = ${`${name}:${key}`}`);
  }

  // Expired windows count for nothing: drop them at most once a minute per instance.
  async function sweepNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - lastSweep < 60_000) return;
    lastSweep = now;
    await db.delete(limitCounters).where(lt(limitCounters.resetsAt, sql`now()`));
  }

  return {
    rule: (name) => (enabled ? rules[name] : null),
    hit,
    peek,
    clear,
    guard(name, keyOf = (request) => request.ip) {
      return async (request) => {
        const state = await hit(name, keyOf(request));
        if (!state.allowed) throw tooManyRequests(state.retryAfterSeconds);
      };
    },
  };
}

/** 429 RATE_LIMITED saying how long to wait; the error handler sends Retry-After from `details`. */
export function tooManyRequests(retryAfterSeconds: number, message?: string): AppError {
  return new AppError(
    'RATE_LIMITED',
    429,
    message ?? `Too many requests. Please wait ${retryAfterSeconds} seconds and try again.`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );
}

import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import { EmailSchema } from '#common/schemas/auth.ts';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema.ts';
import type { Limiter, LimitName, LimitState } from '../http/limits.ts';

/** The header our server sets to the client's address (server/auth/routes.ts); the limits below read it. */
export const CLIENT_IP_HEADER = 'x-penguin-client-ip';

const SIGN_IN_PATHS = new Set(['/sign-in/email', '/sign-in/username']);

/** The client address of a request that came over HTTP; undefined for the server's own auth.api calls. */
export function clientAddressOf(request: Request | undefined): string | undefined {
  return request?.headers.get(CLIENT_IP_HEADER) ?? undefined;
}

function rateLimited(state: LimitState, message = 'Too many attempts. Please wait a few minutes and try again.') {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'RATE_LIMITED', message },
    { 'retry-after': String(state.retryAfterSeconds) },
  );
}

/**
 * better-auth's routes under our one limiter (server/http/limits.ts, docs/security.md): every count lives in
 * `limit_counters`, so it holds across restarts and instances; better-auth's own limiter is off.
 */
export function createAuthLimits(db: Db, limiter: Limiter) {
  async function hitOrRefuse(name: LimitName, key: string, message?: string) {
    const state = await limiter.hit(name, key);
    if (!state.allowed) throw rateLimited(state, message);
  }

  async function peekOrRefuse(name: LimitName, key: string, message?: string) {
    const state = await limiter.peek(name, key);
    if (!state.allowed) throw rateLimited(state, message);
  }

  /**
   * The account a sign-in names, by email or username: its id when it exists, so the email and the username of
   * one account share one failure count; the typed name otherwise (unknown accounts are counted alike).
   */
  async function accountKey(path: string, body: { email?: unknown; username?: unknown }): Promise<string | undefined> {
    const name = path === '/sign-in/email' ? body.email : body.username;
    if (typeof name !== 'string' || name.length > 254) return undefined;
    const normalized = name.trim().toLowerCase();
    const [row] = await db
      .select({ id: user.id })
      .from(user)
      .where(path === '/sign-in/email' ? eq(user.email, normalized) : eq(user.username, normalized));
    return row ? `user:${row.id}` : `name:${normalized}`;
  }

  const mailTooMany = 'Too many emails were sent to this address. Please wait 15 minutes and try again.';

  return {
    /** Before better-auth's handler: refuses with 429 RATE_LIMITED past a limit. `path` is its normalised path. */
    async before(path: string, request: Request | undefined, body: Record<string, unknown>): Promise<void> {
      const address = clientAddressOf(request);
      if (!address) return; // the server's own calls (the session check of every member route)
      if (SIGN_IN_PATHS.has(path)) {
        // One bucket per address for both sign-in routes, then the account's failures from any address.
        await hitOrRefuse('signIn', address);
        const account = await accountKey(path, body);
        if (account) await peekOrRefuse('signInFailures', account);
        return;
      }
      if (path === '/sign-up/email') return hitOrRefuse('signUp', address);
      if (path === '/request-password-reset' || path === '/send-verification-email') {
        await hitOrRefuse(path === '/request-password-reset' ? 'resetPerClient' : 'verificationPerClient', address);
        const email = EmailSchema.safeParse(body.email);
        if (!email.success) return; // better-auth refuses it as invalid, before storing anything
        const recipient = email.data.toLowerCase();
        if (path === '/request-password-reset') {
          // The product's rule (docs/product.md §9): 3 reset mails per email in 15 minutes. Every attempt counts,
          // registered email or not, so the answer never tells which emails exist.
          await hitOrRefuse(
            'resetPerEmail',
            recipient,
            'Too many reset attempts. Please wait a few minutes before trying again.',
          );
        }
        // The mail limits are counted when a mail goes out (`allowMail`); asked for a mail, the visitor hears
        // that none will come rather than a success.
        await peekOrRefuse('mailPerEmail', recipient, mailTooMany);
        await peekOrRefuse('mailPerClient', address, mailTooMany);
        return;
      }
      await hitOrRefuse('authOther', address);
    },

    /** After better-auth answered a sign-in: a wrong password counts against the account, a success clears it. */
    async after(path: string, request: Request | undefined, body: Record<string, unknown>, failed: APIError | null) {
      if (!SIGN_IN_PATHS.has(path) || !clientAddressOf(request)) return;
      const account = await accountKey(path, body);
      if (!account) return;
      if (!failed) await limiter.clear('signInFailures', account);
      else if (failed.statusCode === 401) await limiter.hit('signInFailures', account);
    },

    /**
     * Every mail a visitor or member can make us send (confirmation at sign-up, at sign-in, on request; reset)
     * passes here: counted per recipient and per client address; false when over either limit, and the mail is
     * not sent.
     */
    async allowMail(to: string, request: Request | undefined): Promise<boolean> {
      const address = clientAddressOf(request) ?? 'server';
      const [perEmail, perClient] = await Promise.all([
        limiter.hit('mailPerEmail', to.trim().toLowerCase()),
        limiter.hit('mailPerClient', address),
      ]);
      return perEmail.allowed && perClient.allowed;
    },

    /** A successful reset or password change: the account's failed sign-ins are forgotten. */
    async clearFailures(userId: string): Promise<void> {
      await limiter.clear('signInFailures', `user:${userId}`);
    },
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;

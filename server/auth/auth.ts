import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { username } from 'better-auth/plugins/username';
import { LIMITS, USERNAME_PATTERN } from '#common/limits.ts';
import { checkPassword, PASSWORD_RULE } from '#common/password.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#common/locales.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { schema } from '../db/schema.ts';
import type { Limiter } from '../http/limits.ts';
import type { Mailer } from '../mail/mailer.ts';
import { CLIENT_IP_HEADER, createAuthLimits } from './auth-limits.ts';
import { startProfile } from '../modules/profile/service.ts';
import { openBalance } from '../modules/tokens/service.ts';
import { PASSWORD_PROBLEM_MESSAGES } from './password-problems.ts';
import { voidResetLinks } from './repository.ts';

// better-auth endpoints the product does not offer: profile changes go through /api/profile, where the
// username can be set once (docs/product.md §5.6), and the password changes with the one rule and the per-member limit of
// wrong current passwords (/change-password, and /verify-password, an unlimited oracle for a session holder).
// Refused as if they did not exist.
const CLOSED_PATHS = new Set([
  '/update-user',
  '/change-email',
  '/delete-user',
  '/set-password',
  '/change-password',
  '/verify-password',
]);
const MAX_NAME_LENGTH = 100;

export { CLIENT_IP_HEADER } from './auth-limits.ts';

/** The header the web app sends with the interface language, so mails match it. */
export const LOCALE_HEADER = 'x-penguin-locale';

export function createAuth({
  config,
  db,
  mailer,
  limiter,
  onSessionsRevoked = () => {},
}: {
  config: Config;
  db: Db;
  mailer: Mailer;
  limiter: Limiter;
  /** Told at once when a password reset revokes a member's sessions (the session cache, ADR 0015). */
  onSessionsRevoked?: (userId: string) => void;
}) {
  const limits = createAuthLimits(db, limiter);
  return betterAuth({
    appName: 'Penguin Oracle',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      // The one rule (common/password.ts) runs in the hook below first; better-auth counts UTF-16 units, so its
      // own bounds only back ours up (128 characters can take 256 units).
      minPasswordLength: PASSWORD_RULE.minLength,
      maxPasswordLength: PASSWORD_RULE.maxLength * 2,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }, request) {
        if (!(await limits.allowMail(user.email, request))) return;
        await mailer.send({ to: user.email, kind: 'resetPassword', locale: localeOf(request), link: url });
      },
      // A reset link, once used, takes every other outstanding link of the member with it (issue 22, hole 5).
      async onPasswordReset({ user }) {
        onSessionsRevoked(user.id);
        await voidResetLinks(db, user.id);
        await limits.clearFailures(user.id);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }, request) {
        // Over the mail limit, sign-in still answers EMAIL_NOT_VERIFIED, without a new mail (docs/product.md §4.3).
        if (!(await limits.allowMail(user.email, request))) return;
        await mailer.send({ to: user.email, kind: 'verifyEmail', locale: localeOf(request), link: url });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    plugins: [
      username({
        minUsernameLength: LIMITS.usernameMinLength,
        maxUsernameLength: LIMITS.usernameMaxLength,
        usernameValidator: (value) => USERNAME_PATTERN.test(value),
        displayUsernameValidator: (value) => USERNAME_PATTERN.test(value) && value.length <= LIMITS.usernameMaxLength,
        immutableUsername: true,
      }),
    ],
    hooks: {
      // Runs on better-auth's own normalised path.
      before: createAuthMiddleware(async (ctx) => {
        if (CLOSED_PATHS.has(ctx.path)) throw new APIError('NOT_FOUND', { code: 'NOT_FOUND', message: 'Not found' });
        // The username plugin's hooks read the sign-up body before better-auth validates it: without an
        // object there (no body, `null`), they throw a TypeError (a 500).
        if (ctx.path === '/sign-up/email' && (typeof ctx.body !== 'object' || ctx.body === null)) {
          throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: 'The request is not valid.' });
        }
        const body = (typeof ctx.body === 'object' && ctx.body !== null ? ctx.body : {}) as Record<string, unknown>;
        await limits.before(ctx.path, ctx.request, body);
        if (ctx.path === '/sign-up/email' && typeof body.name === 'string' && body.name.length > MAX_NAME_LENGTH) {
          throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: 'The name is too long.' });
        }
        // The one password rule, before better-auth stores anything (common/password.ts).
        const password =
          ctx.path === '/sign-up/email' ? body.password : ctx.path === '/reset-password' ? body.newPassword : undefined;
        if (typeof password === 'string') {
          const problem = await checkPassword(password);
          if (problem) {
            throw new APIError('BAD_REQUEST', { code: problem, message: PASSWORD_PROBLEM_MESSAGES[problem] });
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const body = (typeof ctx.body === 'object' && ctx.body !== null ? ctx.body : {}) as Record<string, unknown>;
        await limits.after(ctx.path, ctx.request, body, isAPIError(returned) ? returned : null);
      }),
    },
    // Every limit of these routes is ours, counted in the database (auth-limits.ts); better-auth's own is off.
    rateLimit: { enabled: false },
    advanced: {
      // better-auth skips its Origin and callback/redirect URL checks when NODE_ENV is 'test' unless told
      // otherwise: the tests run the checks production runs.
      disableOriginCheck: false,
      // The address our server sets (routes.ts), never the client's own headers: stored with each session.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      user: {
        create: {
          // Every member has a profile and a balance row from the start (docs/product.md §7.2 sign-up upsert).
          async after(created) {
            await startProfile(db, created.id);
            await openBalance(db, created.id);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

function localeOf(request: Request | undefined): Locale {
  const explicit = request?.headers.get(LOCALE_HEADER);
  if (isLocale(explicit)) return explicit;
  const accepted = request?.headers.get('accept-language')?.slice(0, 2).toLowerCase();
  return isLocale(accepted) ? accepted : DEFAULT_LOCALE;
}

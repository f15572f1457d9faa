import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { username } from 'better-auth/plugins';
import { EmailSchema } from '#common/schemas/auth.ts';
import { LIMITS, USERNAME_PATTERN } from '#common/limits.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#common/locales.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { profiles, schema, tokenBalances } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { allowResetRequest } from './password-reset.ts';

// better-auth endpoints the product does not offer: profile changes go through /api/profile, where the
// username can be set once (SPEC §5). Refused as if they did not exist.
const CLOSED_PATHS = new Set(['/update-user', '/change-email', '/delete-user', '/set-password']);
const MAX_NAME_LENGTH = 100;

/** The header our server sets to the client's address; better-auth's rate limiter reads it. */
export const CLIENT_IP_HEADER = 'x-penguin-client-ip';
/** The header the web app sends with the interface language, so mails match it. */
export const LOCALE_HEADER = 'x-penguin-locale';

export function createAuth({ config, db, mailer }: { config: Config; db: Db; mailer: Mailer }) {
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
      minPasswordLength: LIMITS.passwordMinLength,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }, request) {
        await mailer.send({ to: user.email, kind: 'resetPassword', locale: localeOf(request), link: url });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }, request) {
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
      // Runs on better-auth's own normalised path, after its per-address rate limiter.
      before: createAuthMiddleware(async (ctx) => {
        if (CLOSED_PATHS.has(ctx.path)) throw new APIError('NOT_FOUND', { code: 'NOT_FOUND', message: 'Not found' });
        // The username plugin's hooks read the sign-up body before better-auth validates it: without an
        // object there (no body, `null`), they throw a TypeError (a 500).
        if (ctx.path === '/sign-up/email' && (typeof ctx.body !== 'object' || ctx.body === null)) {
          throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: 'The request is not valid.' });
        }
        const body = (ctx.body ?? {}) as { name?: unknown; email?: unknown };
        if (ctx.path === '/sign-up/email' && typeof body.name === 'string' && body.name.length > MAX_NAME_LENGTH) {
          throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: 'The name is too long.' });
        }
        if (ctx.path === '/request-password-reset') {
          const email = EmailSchema.safeParse(body.email);
          if (!email.success) return; // better-auth refuses it as invalid, before storing anything
          if (!(await allowResetRequest(db, email.data))) {
            throw new APIError('TOO_MANY_REQUESTS', {
              code: 'RATE_LIMITED',
              message: 'Too many reset attempts. Please wait a few minutes before trying again.',
            });
          }
        }
      }),
    },
    rateLimit: {
      enabled: config.rateLimits,
      storage: 'database',
      window: 60,
      max: 120,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-in/username': { window: 60, max: 10 },
        '/sign-up/email': { window: 60 * 10, max: 10 },
        '/request-password-reset': { window: 60 * 15, max: 5 },
        '/send-verification-email': { window: 60 * 15, max: 5 },
      },
    },
    advanced: {
      // better-auth skips its Origin and callback/redirect URL checks when NODE_ENV is 'test' unless told
      // otherwise: the tests run the checks production runs.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // The reset limit per email lives in password-reset.ts; better-auth adds its limit per address.
    databaseHooks: {
      user: {
        create: {
          // Every member has a profile and a balance row from the start (SPEC §7 sign-up upsert).
          async after(created) {
            await db.insert(profiles).values({ userId: created.id }).onConflictDoNothing();
            await db.insert(tokenBalances).values({ userId: created.id, tokens: 0 }).onConflictDoNothing();
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

import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { username } from 'better-auth/plugins';
import { LIMITS, USERNAME_PATTERN } from '#common/limits.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#common/locales.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { profiles, schema, tokenBalances } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';

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
      }),
    ],
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

/** docs/product.md §5.4 Create New Password strength: one point each, out of 6. A hint only: the rule is `passwordProblem`. */
export function passwordStrength(password: string): { score: number; level: 'weak' | 'medium' | 'strong' } {
  const checks = [
    password.length >= 8,
    password.length >= 12,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  const score = checks.filter(Boolean).length;
  return { score, level: score <= 2 ? 'weak' : score <= 4 ? 'medium' : 'strong' };
}

/** The one password rule (docs/product.md §5, NIST SP 800-63B): 8 to 128 characters, counted as code points. */
export const PASSWORD_RULE = { minLength: 8, maxLength: 128 } as const;

/** The error code of a password that breaks the rule; the same code on every route and form. */
export type PasswordProblem = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_TOO_COMMON';

/** The i18n key (in the common namespace) of each broken rule; the API answers the code itself. */
export const PASSWORD_PROBLEM_KEYS = {
  PASSWORD_TOO_SHORT: 'validation.passwordTooShort',
  PASSWORD_TOO_LONG: 'validation.passwordTooLong',
  PASSWORD_TOO_COMMON: 'validation.passwordTooCommon',
} as const satisfies Record<PasswordProblem, string>;

/** Characters as a member counts them: a Thai vowel mark or an emoji is one, not one or two UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/**
 * The rule's length part, which needs no list: `PASSWORD_TOO_SHORT`, `PASSWORD_TOO_LONG` or null. Any characters
 * count, spaces and Thai included, and no mix of kinds is asked for.
 */
export function passwordLengthProblem(password: string): PasswordProblem | null {
  const length = passwordLength(password);
  if (length < PASSWORD_RULE.minLength) return 'PASSWORD_TOO_SHORT';
  if (length > PASSWORD_RULE.maxLength) return 'PASSWORD_TOO_LONG';
  return null;
}

/**
 * The whole rule against a list of common passwords (lower-case, see `loadCommonPasswords`): the length, then
 * `PASSWORD_TOO_COMMON` for a listed password in any letter case or one character repeated.
 */
export function passwordProblem(password: string, commonPasswords: ReadonlySet<string>): PasswordProblem | null {
  const length = passwordLengthProblem(password);
  if (length) return length;
  if (commonPasswords.has(password.toLowerCase())) return 'PASSWORD_TOO_COMMON';
  if (new Set(password).size === 1) return 'PASSWORD_TOO_COMMON';
  return null;
}

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * The common and breached passwords of zxcvbn-ts's common dictionary that are long enough to pass the length rule
 * (about 18,000 of its 49,000; `scripts/common-passwords.ts` writes them), shipped with the app: no network call.
 * A dynamic import, so the browser loads the list only when a password form checks a password.
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('./common-passwords.ts').then(
    (module) => new Set(module.COMMON_PASSWORDS.split('\n')),
    (error: unknown) => {
      commonPasswords = undefined; // offline in the browser: the next check tries again
      throw error;
    },
  );
  return commonPasswords;
}

/** The whole rule, loading the list when needed. */
export async function checkPassword(password: string): Promise<PasswordProblem | null> {
  return passwordLengthProblem(password) ?? passwordProblem(password, await loadCommonPasswords());
}

/** SPEC §5 Create New Password strength: one point each, out of 6. */
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

/**
 * SPEC §5 Create New Password rules, in order; answers the i18n key of the first one broken, or null.
 */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (!password || !confirmation) return 'reset.fillAllFields';
  if (password.length < 8) return 'reset.tooShort';
  if (!/[a-z]/.test(password)) return 'reset.needsLowercase';
  if (!/[A-Z]/.test(password)) return 'reset.needsUppercase';
  if (!/\d/.test(password)) return 'reset.needsDigit';
  if (password !== confirmation) return 'reset.mismatch';
  return null;
}

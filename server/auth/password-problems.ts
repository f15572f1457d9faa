import { PASSWORD_RULE, type PasswordProblem } from '#common/password.ts';

/** The message of each broken password rule, in the server's own words (the web app translates the code). */
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  PASSWORD_TOO_SHORT: `The password must be at least ${PASSWORD_RULE.minLength} characters long.`,
  PASSWORD_TOO_LONG: `The password must be at most ${PASSWORD_RULE.maxLength} characters long.`,
  PASSWORD_TOO_COMMON: 'This password is too common and easy to guess. Please choose another.',
};

import { z } from 'zod';
import { LIMITS, USERNAME_PATTERN } from '../limits.ts';
import { checkPassword, PASSWORD_PROBLEM_KEYS, passwordLengthProblem } from '../password.ts';

// Messages are i18n keys (under `validation.`), so these schemas stay language-neutral.

/** A username of docs/product.md §5.3: 3–20 letters, digits or underscores after trimming. */
export const UsernameSchema = z
  .string()
  .trim()
  .min(LIMITS.usernameMinLength, 'validation.usernameTooShort')
  .max(LIMITS.usernameMaxLength, 'validation.usernameTooLong')
  .regex(USERNAME_PATTERN, 'validation.usernameInvalid');

/**
 * A new password's length, 8 to 128 characters of any kind (docs/product.md §5). The rest of the one rule (a list
 * of common passwords) is `checkPassword` in common/password.ts: the server runs it after this schema, the
 * forms before they send.
 */
export const PasswordSchema = z
  .string()
  .max(4 * 128, 'validation.passwordTooLong')
  .superRefine((password, context) => {
    const problem = passwordLengthProblem(password);
    if (problem) context.addIssue({ code: 'custom', message: PASSWORD_PROBLEM_KEYS[problem] });
  });

export const EmailSchema = z
  .string()
  .trim()
  .min(1, 'validation.emailRequired')
  .max(254, 'validation.emailInvalid')
  .email('validation.emailInvalid');

export const SignUpSchema = z.object({
  email: EmailSchema,
  username: UsernameSchema,
  password: PasswordSchema,
});
export type SignUpInput = z.infer<typeof SignUpSchema>;

/**
 * A form's check of a new password against the whole rule, the list of common passwords included (loaded at the
 * first check). Only for forms: the server validates with the sync schemas and runs `checkPassword` after them.
 */
export function withPasswordList<Schema extends z.ZodType<Record<string, unknown>>>(schema: Schema, field: string) {
  return schema.superRefine(async (values, context) => {
    const password = values[field];
    if (typeof password !== 'string') return;
    const problem = await checkPassword(password);
    if (problem) context.addIssue({ code: 'custom', path: [field], message: PASSWORD_PROBLEM_KEYS[problem] });
  });
}

/** The sign-up form: SignUpSchema and the list of common passwords. */
export const SignUpFormSchema = withPasswordList(SignUpSchema, 'password');

/** docs/product.md §5.4: a new password and its confirmation must be the same. */
export const confirmationMatches: [
  (values: { newPassword: string; confirmation: string }) => boolean,
  { message: string; path: string[] },
] = [
  (values) => values.newPassword === values.confirmation,
  { message: 'validation.passwordMismatch', path: ['confirmation'] },
];

/**
 * A new password typed twice, as every new-password form asks for it (docs/product.md §5.4): both fields filled,
 * then the rule, then the confirmation the same.
 */
export const NewPasswordFields = {
  newPassword: z.string().min(1, 'validation.fillAllFields').pipe(PasswordSchema),
  confirmation: z.string().min(1, 'validation.fillAllFields'),
};
export const NewPasswordSchema = z.object(NewPasswordFields).refine(...confirmationMatches);
export type NewPasswordInput = z.infer<typeof NewPasswordSchema>;
/** The reset forms: NewPasswordSchema and the list of common passwords. */
export const NewPasswordFormSchema = withPasswordList(NewPasswordSchema, 'newPassword');

export const LoginSchema = z.object({
  identifier: z.string().trim().min(1, 'validation.identifierRequired').max(254),
  password: z.string().min(1, 'validation.passwordRequired').max(128),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const UsernameQuerySchema = z.object({ username: z.string().trim().min(1).max(64) });
export const EmailQuerySchema = z.object({ email: z.string().trim().min(1).max(254) });
export const ExistsResponseSchema = z.object({ exists: z.boolean() });

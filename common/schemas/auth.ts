import { z } from 'zod';
import { LIMITS, USERNAME_PATTERN } from '../limits.ts';

// Messages are i18n keys (under `validation.`), so these schemas stay language-neutral.

/** A username of SPEC §5: 3–20 letters, digits or underscores after trimming. */
export const UsernameSchema = z
  .string()
  .trim()
  .min(LIMITS.usernameMinLength, 'validation.usernameTooShort')
  .max(LIMITS.usernameMaxLength, 'validation.usernameTooLong')
  .regex(USERNAME_PATTERN, 'validation.usernameInvalid');

/** Sign-up and profile password: at least 6 characters (SPEC §5). */
export const PasswordSchema = z
  .string()
  .min(LIMITS.passwordMinLength, 'validation.passwordTooShort')
  .max(128, 'validation.passwordTooLong');

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

export const LoginSchema = z.object({
  identifier: z.string().trim().min(1, 'validation.identifierRequired').max(254),
  password: z.string().min(1, 'validation.passwordRequired').max(128),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const UsernameQuerySchema = z.object({ username: z.string().trim().min(1).max(64) });
export const EmailQuerySchema = z.object({ email: z.string().trim().min(1).max(254) });
export const ExistsResponseSchema = z.object({ exists: z.boolean() });

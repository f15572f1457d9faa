import { z } from 'zod';
import { confirmationMatches, NewPasswordFields, PasswordSchema, UsernameSchema, withPasswordList } from './auth.ts';
import { FollowUpDaysSchema } from './follow-ups.ts';

const NamePart = z.string().trim().max(50, 'validation.nameTooLong');

export const ProfileSchema = z.object({
  email: z.string(),
  username: z.string().nullable(),
  display_name: z.string(),
  created_at: z.string(),
  tokens: z.number().int(),
  name: z.string(),
  surname: z.string(),
  /** Days after an answer before its follow-up is due; null: off (docs/product.md §11). */
  follow_up_days: FollowUpDaysSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;

/** The profile form; the username only when none is set yet (docs/product.md §5.6 Profile). */
export const ProfileUpdateSchema = z.object({
  name: NamePart,
  surname: NamePart,
  username: UsernameSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** PATCH /api/profile: the member's settings, each optional (docs/product.md §11 follow-ups). */
export const ProfileSettingsSchema = z.object({ follow_up_days: FollowUpDaysSchema.optional() });
export type ProfileSettings = z.infer<typeof ProfileSettingsSchema>;

const CurrentPasswordSchema = z
  .string()
  .min(1, 'validation.currentPasswordRequired')
  .max(4 * 128);

/** The profile's password change: the current password first (issue 22), then the new one twice. */
export const PasswordChangeSchema = z
  .object({ currentPassword: CurrentPasswordSchema, newPassword: PasswordSchema, confirmation: z.string() })
  .refine(...confirmationMatches);
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;
/** The profile's change-password form: the current password, then the new-password fields every form shares. */
export const PasswordChangeFormSchema = withPasswordList(
  z.object({ currentPassword: CurrentPasswordSchema, ...NewPasswordFields }).refine(...confirmationMatches),
  'newPassword',
);

export const ResetTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });

export const TokenHistorySchema = z.object({
  balance: z.number().int(),
  total_refilled: z.number().int(),
  total_spent: z.number().int(),
  refills: z.array(
    z.object({
      id: z.string(),
      tokens_granted: z.number().int(),
      amount_cents: z.number().int(),
      kind: z.enum(['purchase', 'test_grant', 'admin_grant']),
      order_reference: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  usage: z.array(
    z.object({
      id: z.string(),
      spent_tokens: z.number().int(),
      created_at: z.string(),
      question_text: z.string(),
      status: z.string(),
      category_id: z.string().nullable(),
    }),
  ),
});
export type TokenHistory = z.infer<typeof TokenHistorySchema>;

import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { THEMES } from '../oracle.ts';

/** docs/product.md §11 Follow-ups: did the reading resonate? */
export const RESONATED = ['yes', 'partly', 'no'] as const;
export type Resonated = (typeof RESONATED)[number];

/** The member's choice of days after an answer before its follow-up is due; null turns follow-ups off. */
export const FOLLOW_UP_DAY_CHOICES = [3, 7, 14] as const;
export type FollowUpDays = (typeof FOLLOW_UP_DAY_CHOICES)[number];
export const DEFAULT_FOLLOW_UP_DAYS: FollowUpDays = 7;

export const FollowUpDaysSchema = z.union([z.literal(3), z.literal(7), z.literal(14), z.null()], {
  error: 'validation.followUpDaysInvalid',
});

/** PUT /api/questions/{id}/follow-up: create or change the follow-up; an empty note is no note. */
export const FollowUpInputSchema = z.object({
  resonated: z.enum(RESONATED, 'validation.resonatedRequired'),
  note: z
    .string()
    .trim()
    .max(LIMITS.followUpNoteMaxLength, 'validation.followUpNoteTooLong')
    .optional()
    .transform((note) => note || null),
});
export type FollowUpInput = z.input<typeof FollowUpInputSchema>;

/** A reading's follow-up as its JSON carries it (`follow_up`). */
export const FollowUpSchema = z.object({
  resonated: z.enum(RESONATED),
  note: z.string().nullable(),
  updated_at: z.string(),
});
export type FollowUp = z.infer<typeof FollowUpSchema>;

/** The answer log's follow-up filter: readings followed up, or waiting for a follow-up (due now). */
export const FOLLOW_UP_FILTERS = ['done', 'due'] as const;
export type FollowUpFilter = (typeof FOLLOW_UP_FILTERS)[number];

/** GET /api/follow-ups/themes: per card theme, how the member's followed-up readings turned out. */
export const FollowUpThemesSchema = z.object({
  themes: z.array(
    z.object({
      theme: z.enum(THEMES),
      yes: z.number().int(),
      partly: z.number().int(),
      no: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
export type FollowUpThemes = z.infer<typeof FollowUpThemesSchema>;

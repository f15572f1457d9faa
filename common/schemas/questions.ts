import { z } from 'zod';
import { LIMITS, SEARCH_MAX_LENGTH } from '../limits.ts';
import { LOCALES } from '../locales.ts';
import { FOLLOW_UP_FILTERS, FollowUpSchema } from './follow-ups.ts';

export const CategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  name_th: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

const CardRefSchema = z.object({ key: z.string(), name: z.string(), name_th: z.string() });

export const QUESTION_STATUSES = ['pending', 'answered'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

/** The ask form and POST /api/questions body (docs/product.md §3.10 Ask payload; the bot-check token is provider-neutral). */
export const AskSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, 'validation.questionRequired')
    .max(LIMITS.questionMaxLength, 'validation.questionTooLong'),
  categoryId: z.uuid('validation.categoryRequired').nullable(),
  verificationToken: z.string().min(1, 'validation.verificationRequired').max(20_000),
  locale: z.enum(LOCALES).default('en'),
  // Sent after the member saw the help card and chose to continue (docs/product.md, Care before cards).
  care_acknowledged: z.boolean().optional(),
});
export type AskInput = z.input<typeof AskSchema>;

export const AskResponseSchema = z.object({ question_id: z.uuid(), new_balance: z.number().int() });

/** A reading as the member sees it; field names follow docs/product.md §3.1.1. */
export const QuestionSchema = z.object({
  id: z.uuid(),
  question_text: z.string(),
  answer_text: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
  spent_tokens: z.number().int(),
  category: CategorySchema.nullable(),
  card: CardRefSchema.nullable(),
  /** On one reading (GET /api/questions/{id}): how often its card came up in the last 30 days, when more than once. */
  card_story: z.object({ times: z.number().int() }).nullable().optional(),
  /** How the reading turned out (docs/product.md §11); the API always sends it, null until the member answers. */
  follow_up: FollowUpSchema.nullable().optional(),
});
export type Question = z.infer<typeof QuestionSchema>;

// The web app's filters check ids with it too.
export { UUID_PATTERN } from './ids.ts';

export const AnswerLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  category: z.uuid().optional(),
  status: z.enum(QUESTION_STATUSES).optional(),
  q: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  /** done: followed up; due: waiting for a follow-up now (docs/product.md §11). */
  followUp: z.enum(FOLLOW_UP_FILTERS).optional(),
  /** A shorter page (the member area's due follow-ups ask for 5); never more than the page size. */
  limit: z.coerce.number().int().min(1).max(LIMITS.answerLogPageSize).optional(),
});
export type AnswerLogQuery = z.infer<typeof AnswerLogQuerySchema>;

export const AnswerLogPageSchema = z.object({
  items: z.array(QuestionSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AnswerLogPage = z.infer<typeof AnswerLogPageSchema>;

/** One Server-Sent Event about a member's question (docs/product.md §7.5 Realtime: id, status, answer_text). */
export const QuestionEventSchema = z.object({
  id: z.uuid(),
  status: z.string(),
  answer_text: z.string().nullable(),
  card: CardRefSchema.nullable(),
});
export type QuestionEvent = z.infer<typeof QuestionEventSchema>;

export const BotcheckChallengeSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha'), challenge: z.record(z.string(), z.unknown()) }),
  z.object({ provider: z.literal('turnstile'), siteKey: z.string() }),
]);
export type BotcheckChallenge = z.infer<typeof BotcheckChallengeSchema>;

import { z } from 'zod';
import { CARE_KINDS } from '../care/kinds.ts';
import { LIMITS } from '../limits.ts';
import { LOCALES } from '../locales.ts';

/** One help line as a member sees it; `phone` is what a tel: link dials. */
export const HelplineSchema = z.object({
  name: z.string().min(1).max(120),
  phone: z
    .string()
    .regex(/^\+?[0-9][0-9 -]{1,20}$/, 'a phone number of digits, spaces and dashes')
    .nullable(),
  url: z.url().nullable(),
  hours: z.string().min(1).max(120),
});
export type Helpline = z.infer<typeof HelplineSchema>;

/** The operator's help-line file (CARE_HELPLINES_FILE): one ordered list per language (docs/care.md). */
export const HelplinesFileSchema = z.object({
  en: z.array(HelplineSchema).min(1),
  th: z.array(HelplineSchema).min(1),
});
export type Helplines = z.infer<typeof HelplinesFileSchema>;

export const CareSchema = z.object({ kind: z.enum(CARE_KINDS), helplines: z.array(HelplineSchema) });
export type Care = z.infer<typeof CareSchema>;

/** POST /api/questions/screen body: the words are screened, never stored or logged. */
export const ScreenRequestSchema = z.object({
  question: z.string().trim().min(1, 'validation.questionRequired').max(LIMITS.questionMaxLength),
  locale: z.enum(LOCALES).default('en'),
});

export const ScreenResponseSchema = z.object({ care: CareSchema.nullable() });
export type ScreenResponse = z.infer<typeof ScreenResponseSchema>;

export const HelplinesQuerySchema = z.object({ locale: z.enum(LOCALES).default('en') });
export const HelplinesResponseSchema = z.object({ helplines: z.array(HelplineSchema) });

/** The details of a 409 CARE_SUGGESTED answer to POST /api/questions. */
export const CareSuggestedDetailsSchema = z.object({ care: CareSchema });

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AskSchema } from '#common/schemas/questions.ts';

/** The ask form's own fields, judged by the ask payload's rules (docs/product.md §3.10); locale and care are added on send. */
export const AskFormSchema = AskSchema.pick({ question: true, categoryId: true, verificationToken: true });
export type AskFormInput = z.input<typeof AskFormSchema>;
export type AskFormValues = z.output<typeof AskFormSchema>;

export function useAskForm() {
  return useForm<AskFormInput, unknown, AskFormValues>({
    resolver: zodResolver(AskFormSchema),
    defaultValues: { question: '', categoryId: '', verificationToken: '' },
  });
}

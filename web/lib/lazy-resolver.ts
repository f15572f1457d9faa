import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { atFirstInteraction } from './first-interaction.ts';

/**
 * A react-hook-form resolver whose zod schema (and zod itself) is not part of the page's first load: the schema
 * module is fetched at the visitor's first pointer or key press on the page (so it is there before the first
 * check), or at the first check itself, whichever comes first. Validation is the same as `zodResolver(schema)`.
 */
export function lazyZodResolver<Values extends FieldValues>(load: () => Promise<ZodType>): Resolver<Values> {
  let ready: Promise<Resolver<Values>> | undefined;
  const get = () => {
    ready ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<Values>,
      (error: unknown) => {
        ready = undefined; // offline: the next check tries again
        throw error;
      },
    );
    return ready;
  };
  if (typeof document !== 'undefined') atFirstInteraction(() => void get().catch(() => {}));
  return async (values, context, options) => (await get())(values, context, options);
}

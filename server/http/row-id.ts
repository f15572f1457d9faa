import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { RowIdParamsSchema, UUID_PATTERN } from '#common/schemas/ids.ts';
import { memberOf } from '../auth/session.ts';
import type { AppError } from './errors.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The one UUID guard of routes with a row `:id` (RowIdParamsSchema): a malformed id answers `missing()`, the same
 * 404 as an unknown or another member's id, before any query (PostgreSQL would refuse to cast it). A preHandler,
 * so a visitor without a session still hears 401 first.
 */
export function rowIdGuard(missing: () => AppError) {
  return async (request: FastifyRequest) => {
    if (!UUID_PATTERN.test((request.params as { id: string }).id)) throw missing();
  };
}

/**
 * `GET url` (ending in `/:id`) answers one row of the signed-in member: `load` reads it by the member's id and the
 * row id, and a malformed, unknown or another member's id all answer `missing()` (404).
 */
export function memberRowRoute<Schema extends z.ZodType>(
  app: ZodApp,
  url: string,
  options: {
    tags: string[];
    summary: string;
    response: Schema;
    missing: () => AppError;
    load: (userId: string, id: string) => Promise<z.input<Schema> | undefined>;
  },
) {
  const { tags, summary, response, missing, load } = options;
  app.get(
    url,
    {
      onRequest: app.requireUser,
      preHandler: rowIdGuard(missing),
      // Widened: the reply's type is checked by `load`'s, and the schema serialises it at run time.
      schema: { tags, summary, params: RowIdParamsSchema, response: { 200: response as z.ZodType } },
    },
    async (request) => {
      const row = await load(memberOf(request).id, request.params.id);
      if (!row) throw missing();
      return row;
    },
  );
}

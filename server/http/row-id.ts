import type { FastifyRequest } from 'fastify';
import { UUID_PATTERN } from '#common/schemas/ids.ts';
import type { AppError } from './errors.ts';

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

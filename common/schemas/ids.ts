import { z } from 'zod';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The `:id` of a member's row (a reading, a journal entry): any id-like string passes, so an unknown, a foreign and
 * a malformed id all answer 404 alike; the server's one UUID guard (server/http/row-id.ts) does the rest.
 */
export const RowIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  JournalEntryInputSchema,
  JournalEntrySchema,
  JournalListItemSchema,
  JournalListQuerySchema,
  JournalSavedSchema,
} from '#common/schemas/journal.ts';
import { RowIdParamsSchema } from '#common/schemas/ids.ts';
import { memberOf } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import type { Limiter } from '../../http/limits.ts';
import { memberRowRoute, rowIdGuard } from '../../http/row-id.ts';
import { deleteEntry, entryOf, listEntries } from './repository.ts';
import { createEntry, entryNotFound, reviseEntry } from './service.ts';

/** The member's journal (docs/product.md §7.8 Journal entries): every call reads and writes only the member's own entries. */
export const journalRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: Limiter }> = async (app, { db, limiter }) => {
  // Writes per client address; generous for a person, a wall for a script filling the database.
  const writeLimit = limiter.guard('journalWrite');
  const knownEntryId = rowIdGuard(entryNotFound);

  app.get(
    '/api/journal',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['journal'],
        summary: 'The journal list, newest entry date first, optionally filtered by category and dates',
        querystring: JournalListQuerySchema,
        response: { 200: z.array(JournalListItemSchema) },
      },
    },
    async (request) => listEntries(db, memberOf(request).id, request.query),
  );

  app.post(
    '/api/journal',
    {
      onRequest: [app.requireUser, writeLimit],
      schema: {
        tags: ['journal'],
        summary: 'Save a new journal entry (care: the help its words call for, or null)',
        body: JournalEntryInputSchema,
        response: { 201: JournalSavedSchema },
      },
    },
    async (request, reply) => {
      const entry = await createEntry(db, memberOf(request).id, request.body);
      return reply.status(201).send(entry);
    },
  );

  memberRowRoute(app, '/api/journal/:id', {
    tags: ['journal'],
    summary: 'One journal entry of the member',
    response: JournalEntrySchema,
    missing: entryNotFound,
    load: (userId, id) => entryOf(db, userId, id),
  });

  app.put(
    '/api/journal/:id',
    {
      onRequest: [app.requireUser, writeLimit],
      preHandler: knownEntryId,
      schema: {
        tags: ['journal'],
        summary: 'Update a journal entry (the whole form; care as on save)',
        params: RowIdParamsSchema,
        body: JournalEntryInputSchema,
        response: { 200: JournalSavedSchema },
      },
    },
    async (request) => reviseEntry(db, memberOf(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/journal/:id',
    {
      onRequest: [app.requireUser, writeLimit],
      preHandler: knownEntryId,
      schema: {
        tags: ['journal'],
        summary: 'Delete a journal entry',
        params: RowIdParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      if (!(await deleteEntry(db, memberOf(request).id, request.params.id))) throw entryNotFound();
      return reply.status(204).send(null);
    },
  );
};

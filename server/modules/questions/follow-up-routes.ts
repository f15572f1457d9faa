import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FollowUpInputSchema, FollowUpSchema, FollowUpThemesSchema } from '#common/schemas/follow-ups.ts';
import { RowIdParamsSchema } from '#common/schemas/ids.ts';
import { memberOf } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { rowIdGuard } from '../../http/row-id.ts';
import { dismiss, followUpThemes, readingNotFound, recordFollowUp } from './follow-up-service.ts';

/** Follow-ups on readings (docs/product.md §11); the due list is the answer log's `?followUp=due`. */
export const followUpRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put(
    '/api/questions/:id/follow-up',
    {
      onRequest: app.requireUser,
      preHandler: rowIdGuard(readingNotFound),
      schema: {
        tags: ['questions'],
        summary:
          'Record how an answered reading turned out: resonated yes, partly or no, and an optional note of up to ' +
          '500 characters (creates or changes; 409 while the reading is not answered)',
        params: RowIdParamsSchema,
        body: FollowUpInputSchema,
        response: { 200: FollowUpSchema },
      },
    },
    async (request) =>
      recordFollowUp(db, { userId: memberOf(request).id, questionId: request.params.id, body: request.body }),
  );

  app.delete(
    '/api/questions/:id/follow-up',
    {
      onRequest: app.requireUser,
      preHandler: rowIdGuard(readingNotFound),
      schema: {
        tags: ['questions'],
        summary: "Dismiss the reading's follow-up: it is no longer due, and an answer it had is removed",
        params: RowIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await dismiss(db, { userId: memberOf(request).id, questionId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/follow-ups/themes',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['questions'],
        summary: 'Per card theme, how many followed-up readings resonated (yes, partly, no)',
        response: { 200: FollowUpThemesSchema },
      },
    },
    async (request) => followUpThemes(db, memberOf(request).id),
  );
};

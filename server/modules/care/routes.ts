import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { screen } from '#common/care/screen.ts';
import {
  HelplinesQuerySchema,
  HelplinesResponseSchema,
  ScreenRequestSchema,
  ScreenResponseSchema,
  type Helplines,
} from '#common/schemas/care.ts';
import { memberOf } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import type { Limiter } from '../../http/limits.ts';
import { careFor } from './helplines.ts';
import { recordCareOffer } from './repository.ts';

export const careRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: Limiter; helplines: Helplines }> = async (
  app,
  { db, limiter, helplines },
) => {
  app.post(
    '/api/questions/screen',
    {
      onRequest: [app.requireUser, limiter.guard('questionScreen', (request) => memberOf(request).id)],
      schema: {
        tags: ['care'],
        summary: 'Screen a question for words of crisis: the help lines to offer, or null. Nothing is stored.',
        body: ScreenRequestSchema,
        response: { 200: ScreenResponseSchema },
      },
    },
    async (request) => {
      const found = screen(request.body.question);
      if (!found) return { care: null };
      await recordCareOffer(db, found.kind);
      return { care: careFor(helplines, found.kind, request.body.locale) };
    },
  );

  app.get(
    '/api/care/helplines',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['care'],
        summary: 'The help lines of a language, for the help card under a journal entry or a dream',
        querystring: HelplinesQuerySchema,
        response: { 200: HelplinesResponseSchema },
      },
    },
    async (request) => ({ helplines: helplines[request.query.locale] }),
  );
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS } from '#common/limits.ts';
import {
  AnswerLogPageSchema,
  AnswerLogQuerySchema,
  AskResponseSchema,
  AskSchema,
  BotcheckChallengeSchema,
  QuestionSchema,
} from '#common/schemas/questions.ts';
import { memberOf } from '../../auth/session.ts';
import { compiledSerializer } from '../../http/compiled-serializer.ts';
import { notFound } from '../../http/errors.ts';
import { memberRowRoute } from '../../http/row-id.ts';
import type { Limiter } from '../../http/limits.ts';
import { answerLogPage, questionOf, recentQuestions } from './repository.ts';
import { ask, type AskDeps } from './service.ts';

const readingNotFound = () => notFound('Reading not found');

export const questionRoutes: FastifyPluginAsyncZod<AskDeps & { limiter: Limiter }> = async (app, deps) => {
  const { db, botcheck } = deps;

  app.get(
    '/api/botcheck/challenge',
    {
      onRequest: deps.limiter.guard('botcheckChallenge'),
      schema: { tags: ['questions'], summary: 'A bot-check challenge', response: { 200: BotcheckChallengeSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return botcheck.challenge();
    },
  );

  app.post(
    '/api/questions',
    {
      onRequest: app.requireUser,
      serializerCompiler: compiledSerializer,
      schema: {
        tags: ['questions'],
        summary: 'Ask a question: spends tokens and queues the reading',
        body: AskSchema,
        response: { 201: AskResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await ask(deps, { userId: memberOf(request).id, ip: request.ip, body: request.body });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/questions',
    {
      onRequest: app.requireUser,
      serializerCompiler: compiledSerializer,
      schema: {
        tags: ['questions'],
        summary: 'Answer log: 10 per page with the exact total',
        querystring: AnswerLogQuerySchema,
        response: { 200: AnswerLogPageSchema },
      },
    },
    async (request) => answerLogPage(db, memberOf(request).id, request.query),
  );

  app.get(
    '/api/questions/recent',
    {
      onRequest: app.requireUser,
      schema: { tags: ['questions'], summary: 'The latest 5 questions', response: { 200: z.array(QuestionSchema) } },
    },
    async (request) => recentQuestions(db, memberOf(request).id, LIMITS.memberRecentQuestions),
  );

  app.get(
    '/api/questions/choices',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['questions'],
        summary: 'The 50 latest readings, for linking a journal entry',
        response: { 200: z.array(QuestionSchema) },
      },
    },
    async (request) => recentQuestions(db, memberOf(request).id, LIMITS.linkPickerSize),
  );

  memberRowRoute(app, '/api/questions/:id', {
    tags: ['questions'],
    summary: 'One reading of the member',
    response: QuestionSchema,
    missing: readingNotFound,
    load: (userId, id) => questionOf(db, userId, id),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CardKey } from '#common/oracle.ts';
import {
  CardKeyParamsSchema,
  CardListSchema,
  CardPageSchema,
  CardStatsSchema,
  DailyCardSchema,
  DailyHistoryQuerySchema,
  DailyHistorySchema,
  DailyNoteInputSchema,
  TodayQuerySchema,
} from '#common/schemas/cards.ts';
import { localDay } from '#common/schemas/cards.ts';
import { memberOf } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import type { Limiter } from '../../http/limits.ts';
import { requestLocale } from '../../http/locale.ts';
import { cardByKey } from '../../oracle/deck/index.ts';
import { topThemes } from '../questions/repository.ts';
import { dailyHistory, dailyStreak, topCards } from './repository.ts';
import { cardOfTheDay, cardPage, deckIn, noteOnToday } from './service.ts';

const UTC = 'UTC';

/** The deck as a place to return to (docs/product.md, Cards): library, card of the day, the member's card story. */
export const cardRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: Limiter; drawOnly?: readonly CardKey[] }> = async (
  app,
  { db, limiter, drawOnly },
) => {
  const writeLimit = limiter.guard('dailyNoteWrite');

  app.get(
    '/api/cards',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['cards'],
        summary: 'The 44 cards of the deck in the request’s language (x-penguin-locale or Accept-Language)',
        response: { 200: CardListSchema },
      },
    },
    async (request) => ({ cards: deckIn(requestLocale(request)) }),
  );

  app.get(
    '/api/cards/today',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['cards'],
        summary: 'The member’s card of the day in their time zone (UTC without tz): drawn on the first call',
        querystring: TodayQuerySchema,
        response: { 200: DailyCardSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return cardOfTheDay(db, memberOf(request).id, {
        zone: request.query.tz ?? UTC,
        now: new Date(),
        locale: requestLocale(request),
        drawOnly,
      });
    },
  );

  app.put(
    '/api/cards/today/note',
    {
      onRequest: [app.requireUser, writeLimit],
      schema: {
        tags: ['cards'],
        summary: 'Write the one-line note on today’s card (empty clears it); 404 before it is drawn',
        querystring: TodayQuerySchema,
        body: DailyNoteInputSchema,
        response: { 200: DailyCardSchema },
      },
    },
    async (request) =>
      noteOnToday(db, memberOf(request).id, request.body.note, {
        zone: request.query.tz ?? UTC,
        now: new Date(),
        locale: requestLocale(request),
      }),
  );

  app.get(
    '/api/cards/daily',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['cards'],
        summary: 'The member’s past cards of the day, newest first, 30 per page, with the current streak',
        querystring: DailyHistoryQuerySchema,
        response: { 200: DailyHistorySchema },
      },
    },
    async (request) => {
      const userId = memberOf(request).id;
      const locale = requestLocale(request);
      const today = localDay(new Date(), request.query.tz ?? UTC);
      const [{ rows, total, pageSize }, streak] = await Promise.all([
        dailyHistory(db, userId, request.query.page),
        dailyStreak(db, userId, today),
      ]);
      return {
        items: rows.map((row) => ({
          day: row.day,
          card: { key: row.cardKey, name: cardByKey(row.cardKey)?.[locale].name ?? row.cardKey },
          note: row.note,
        })),
        total,
        page: request.query.page,
        page_size: pageSize,
        streak,
      };
    },
  );

  app.get(
    '/api/cards/stats',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['cards'],
        summary: 'Your card story: the cards drawn most (readings and daily cards) and the themes asked most',
        response: { 200: CardStatsSchema },
      },
    },
    async (request) => {
      const userId = memberOf(request).id;
      const locale = requestLocale(request);
      const [cards, themes] = await Promise.all([topCards(db, userId), topThemes(db, userId)]);
      return {
        top_cards: cards.map((row) => ({
          key: row.cardKey,
          name: cardByKey(row.cardKey)?.[locale].name ?? row.cardKey,
          count: row.count,
        })),
        top_themes: themes,
      };
    },
  );

  app.get(
    '/api/cards/:key',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['cards'],
        summary: 'One card with this member’s draws of it and links to those readings and journal entries',
        params: CardKeyParamsSchema,
        response: { 200: CardPageSchema },
      },
    },
    async (request) => cardPage(db, memberOf(request).id, request.params.key, requestLocale(request)),
  );
};

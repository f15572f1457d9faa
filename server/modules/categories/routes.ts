import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CategorySchema } from '#common/schemas/questions.ts';
import type { Db } from '../../db/client.ts';
import { activeCategories } from './repository.ts';

export const categoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['questions'],
        summary: 'Active categories, by name (docs/product.md §7.3)',
        response: { 200: z.array(CategorySchema) },
      },
    },
    async () => (await activeCategories(db)).map(({ id, name, nameTh }) => ({ id, name, name_th: nameTh })),
  );
};

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { moveReadingBack } from '../modules/questions/repository.ts';
import { notFound } from './errors.ts';

/**
 * End-to-end tests only (E2E_HELPERS=true, refused in production by config.ts): what a browser cannot do, such as
 * letting a week pass. Undocumented, and answered only to this machine.
 */
export async function e2eHelperRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.ip)) throw notFound();
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/test/readings/:id/move-back',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.uuid() }),
        body: z.object({ days: z.number().int().min(1).max(366) }),
      },
    },
    async (request) => {
      if (!(await moveReadingBack(db, request.params.id, request.body.days))) throw notFound('Reading not found');
      return { moved: true };
    },
  );
}

function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

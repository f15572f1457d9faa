import type { FastifyInstance } from 'fastify';
import { memberOf } from '../auth/session.ts';
import type { QuestionEventHub } from './question-events.ts';

const HEARTBEAT_MS = 20_000;

/** GET /api/events: Server-Sent Events of the member's own question updates (STACK-NOTES §11). */
export async function eventRoutes(app: FastifyInstance, { hub }: { hub: QuestionEventHub }) {
  const open = new Set<() => void>();
  // app.close() would otherwise wait forever for these hijacked responses.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/api/events',
    {
      preHandler: app.requireUser,
      schema: { tags: ['questions'], summary: 'Live updates of your questions (text/event-stream)' },
    },
    (request, reply) => {
      const userId = memberOf(request).id;
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      let sequence = 0;
      const write = (chunk: string) => {
        if (!raw.writableEnded) raw.write(chunk);
      };
      write(`retry: 3000\n: connected\n\n`);
      const unsubscribe = hub.subscribe(userId, {
        send: (event) => write(`id: ${++sequence}\nevent: question\ndata: ${JSON.stringify(event)}\n\n`),
        resync: () => write(`id: ${++sequence}\nevent: resync\ndata: {}\n\n`),
      });
      const heartbeat = setInterval(() => write(`: ping\n\n`), HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        if (!raw.writableEnded) raw.end();
      };
      open.add(end);
      request.raw.on('close', end);
    },
  );
}

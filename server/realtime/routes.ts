import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth.ts';
import { webHeaders } from '../auth/routes.ts';
import { memberOf } from '../auth/session.ts';
import { AppError } from '../http/errors.ts';
import type { QuestionEventHub } from './question-events.ts';

const MAX_STREAMS_PER_MEMBER = 10;

/** GET /api/events: Server-Sent Events of the member's own question updates (STACK-NOTES §11). */
export async function eventRoutes(
  app: FastifyInstance,
  { hub, auth, heartbeatMs }: { hub: QuestionEventHub; auth: Auth; heartbeatMs: number },
) {
  const open = new Set<() => void>();
  // app.close() would otherwise wait forever for these hijacked responses.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/api/events',
    {
      onRequest: app.requireUser,
      schema: { tags: ['questions'], summary: 'Live updates of your questions (text/event-stream)' },
    },
    (request, reply) => {
      const userId = memberOf(request).id;
      if (hub.streamsOf(userId) >= MAX_STREAMS_PER_MEMBER) {
        throw new AppError('RATE_LIMITED', 429, 'Too many live connections. Close another tab and try again.');
      }
      const headers = webHeaders(request);
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
      // Each heartbeat re-checks the session: a stream ends with sign-out or a password reset.
      const heartbeat = setInterval(() => {
        void auth.api.getSession({ headers }).then(
          (session) => (session ? write(`: ping\n\n`) : end()),
          () => write(`: ping\n\n`),
        );
      }, heartbeatMs);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        if (!raw.writableEnded) raw.end();
      };
      open.add(end);
      request.raw.on('close', end);
      raw.on('close', end);
      // The client may have gone while its session was being checked: 'close' has then already fired.
      if (request.raw.destroyed || raw.destroyed) end();
    },
  );
}

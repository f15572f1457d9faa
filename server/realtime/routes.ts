import type { FastifyInstance } from 'fastify';
import { memberOf } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { createHeartbeat, liveSessionIds } from './heartbeat.ts';
import type { QuestionEventHub } from './question-events.ts';

const MAX_STREAMS_PER_MEMBER = 10;

/** GET /api/events: Server-Sent Events of the member's own question updates (ARCHITECTURE.md, The oracle loop). */
export async function eventRoutes(
  app: FastifyInstance,
  { hub, db, heartbeatMs }: { hub: QuestionEventHub; db: Db; heartbeatMs: number },
) {
  const open = new Set<() => void>();
  // Each heartbeat re-checks the session (a stream ends with sign-out or a password reset): one timer and one
  // query per tick for every stream of this instance, not a session lookup per stream (heartbeat.ts).
  const heartbeat = createHeartbeat({
    intervalMs: heartbeatMs,
    liveSessions: (ids) => liveSessionIds(db, ids),
    onError: (error) => app.log.warn({ err: error }, 'could not re-check the sessions of live streams'),
  });
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
      const { id: userId, sessionId } = memberOf(request);
      if (hub.streamsOf(userId) >= MAX_STREAMS_PER_MEMBER) {
        throw new AppError('RATE_LIMITED', 429, 'Too many live connections. Close another tab and try again.');
      }
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // HTTP/2 has no such header (a stream stays open anyway) and refuses it.
        ...(request.raw.httpVersionMajor === 1 ? { connection: 'keep-alive' } : {}),
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
      const stopBeating = heartbeat.add({ sessionId, ping: () => write(`: ping\n\n`), end: () => end() });
      const end = () => {
        stopBeating();
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

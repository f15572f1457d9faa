import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { liveSessionIds } from '../auth/repository.ts';
import { createHeartbeat, type Heartbeat, type HeartbeatStream } from './heartbeat.ts';
import type { QuestionEventHub, Subscriber } from './question-events.ts';

const MAX_STREAMS_PER_MEMBER = 10;
/** Written to every stream: the same bytes, allocated once for all of them. */
const CONNECTED = Buffer.from('retry: 3000\n: connected\n\n');
const PING = Buffer.from(': ping\n\n');
/** Where an open response finds its stream, so that one shared 'close' listener serves every stream. */
const STREAM = Symbol('event stream');
/** TCP keep-alive probes on an idle stream, so that a peer that vanished without a FIN is noticed. */
const KEEP_ALIVE_PROBE_MS = 60_000;

type StreamResponse = ServerResponse & { [STREAM]?: EventStream };

/**
 * One open `GET /api/events` stream: only the raw response and the ids the hub and the heartbeat need. Its methods
 * sit on the prototype, so 10,000 streams hold no closures or timers of their own (the heartbeat's one interval walks
 * them), and nothing of Fastify's request or reply is kept by us once the stream is open.
 */
class EventStream implements Subscriber, HeartbeatStream {
  private sequence = 0;
  constructor(
    private readonly raw: StreamResponse,
    readonly userId: string,
    readonly sessionId: string,
    private readonly streams: OpenStreams,
  ) {}

  send(json: string) {
    this.write(`id: ${++this.sequence}\nevent: question\ndata: ${json}\n\n`);
  }

  resync() {
    this.write(`id: ${++this.sequence}\nevent: resync\ndata: {}\n\n`);
  }

  ping() {
    this.write(PING);
  }

  /** Ends the stream (sign-out, expiry, server closing) or forgets it once the client went. */
  end() {
    if (!this.streams.forget(this)) return;
    this.raw[STREAM] = undefined;
    if (!this.raw.writableEnded) this.raw.end();
  }

  private write(chunk: string | Buffer) {
    if (!this.raw.writableEnded) this.raw.write(chunk);
  }
}

/** Every open stream of this instance, with the hub and the heartbeat they are registered with. */
class OpenStreams {
  private readonly all = new Set<EventStream>();
  constructor(
    private readonly hub: QuestionEventHub,
    private readonly heartbeat: Heartbeat,
  ) {}

  add(stream: EventStream) {
    this.all.add(stream);
    this.hub.subscribe(stream.userId, stream);
    this.heartbeat.add(stream);
  }

  /** False when the stream was forgotten already. */
  forget(stream: EventStream): boolean {
    if (!this.all.delete(stream)) return false;
    this.hub.unsubscribe(stream.userId, stream);
    this.heartbeat.remove(stream);
    return true;
  }

  endAll() {
    for (const stream of [...this.all]) stream.end();
  }
}

/** The 'close' of a stream's response (the client went, or the socket broke): one function for every stream. */
function onResponseClose(this: StreamResponse) {
  this[STREAM]?.end();
}

/** GET /api/events: Server-Sent Events of the member's own question updates (ARCHITECTURE.md, The oracle loop). */
export async function eventRoutes(
  app: FastifyInstance,
  { hub, db, heartbeatMs }: { hub: QuestionEventHub; db: Db; heartbeatMs: number },
) {
  // Each heartbeat re-checks the session (a stream ends with sign-out or a password reset): one timer and one
  // query per tick for every stream of this instance, not a session lookup per stream (heartbeat.ts).
  const heartbeat = createHeartbeat({
    intervalMs: heartbeatMs,
    liveSessions: (ids) => liveSessionIds(db, ids),
    onError: (error) => app.log.warn({ err: error }, 'could not re-check the sessions of live streams'),
  });
  const streams = new OpenStreams(hub, heartbeat);
  // app.close() would otherwise wait forever for these hijacked responses.
  app.addHook('preClose', async () => streams.endAll());

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
      const raw: StreamResponse = reply.raw;
      // The page's security headers (set on every response in app.ts) mean nothing to an event stream, and a stream
      // keeps its header block for its life: 2.7 KB of heap a stream with them (issue 20, bench/README.md).
      for (const name of raw.getHeaderNames()) raw.removeHeader(name);
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
        // HTTP/2 has no such header (a stream stays open anyway) and refuses it.
        ...(request.raw.httpVersionMajor === 1 ? { connection: 'keep-alive' } : {}),
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      // An idle stream on HTTP/1.1 owns its socket: each event goes out at once (no Nagle delay), no idle timeout
      // cuts it (the heartbeat writes every interval), and the kernel's keep-alive notices a vanished peer. Over
      // HTTP/2 the socket is the session's, shared by other requests: left alone.
      const socket = request.raw.httpVersionMajor === 1 ? request.raw.socket : undefined;
      socket?.setNoDelay(true);
      socket?.setTimeout(0);
      socket?.setKeepAlive(true, KEEP_ALIVE_PROBE_MS);
      raw.write(CONNECTED);
      const stream = new EventStream(raw, userId, sessionId, streams);
      raw[STREAM] = stream;
      streams.add(stream);
      raw.on('close', onResponseClose);
      // The client may have gone while its session was being checked: 'close' has then already fired.
      if (request.raw.destroyed || raw.destroyed) stream.end();
    },
  );
}

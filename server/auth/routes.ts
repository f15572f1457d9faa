import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { errorBody } from '../http/errors.ts';
import { CLIENT_IP_HEADER, type Auth } from './auth.ts';
import { allowResetRequest } from './password-reset.ts';

/**
 * Mounts better-auth at /api/auth/* in its own scope: bodies stay raw so its handler parses
 * them (STACK-NOTES §3), and every Set-Cookie is copied back one by one.
 */
export async function authRoutes(app: FastifyInstance, { auth, db }: { auth: Auth; db: Db }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || !request.url.startsWith('/api/auth/request-password-reset')) return;
    let email: unknown;
    try {
      email = (JSON.parse(String(request.body ?? '')) as { email?: unknown }).email;
    } catch {
      return; // better-auth answers the malformed body
    }
    if (!(await allowResetRequest(db, email))) {
      return reply
        .status(429)
        .send(errorBody('RATE_LIMITED', 'Too many reset attempts. Please wait a few minutes before trying again.'));
    }
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const response = await auth.handler(toWebRequest(request));
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}

export function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else headers.set(key, value);
  }
  // Overwritten, never trusted from the client, so nobody can spoof the rate limiter's key.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

function toWebRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
  const body = request.body as Buffer | undefined;
  return new Request(url, {
    method: request.method,
    headers: webHeaders(request),
    body: request.method === 'GET' || request.method === 'HEAD' || !body?.length ? undefined : new Uint8Array(body),
  });
}

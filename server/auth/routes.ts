import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../http/errors.ts';
import { nulPath } from '../http/nul-guard.ts';
import { CLIENT_IP_HEADER, type Auth } from './auth.ts';

/**
 * Mounts better-auth at /api/auth/* in its own scope: bodies stay raw so its handler parses
 * them (STACK-NOTES §3), and every Set-Cookie is copied back one by one.
 */
export async function authRoutes(app: FastifyInstance, { auth }: { auth: Auth }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.addHook('preHandler', async (request, reply) => {
    const body = request.body as Buffer | undefined;
    if (!body?.length) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return; // better-auth answers the malformed body
    }
    // PostgreSQL cannot store U+0000: a clear 400 here, as for every other route (http/nul-guard.ts).
    const path = nulPath(parsed);
    if (path) {
      return reply
        .status(400)
        .send(
          errorBody('VALIDATION_FAILED', 'Text cannot contain NUL characters.', [
            { path, message: 'validation.textInvalid' },
          ]),
        );
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

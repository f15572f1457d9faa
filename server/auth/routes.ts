import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../http/errors.ts';
import { LONE_SURROGATE, nulPath, stringPath } from '../http/nul-guard.ts';
import { CLIENT_IP_HEADER, type Auth } from './auth.ts';

// Longer than any path better-auth answers (its longest, /reset-password/:token, is under 100 characters).
const MAX_PATH_LENGTH = 512;

/**
 * Mounts better-auth at /api/auth/* in its own scope: bodies stay raw so its handler parses them (Fastify's JSON
 * parser would refuse empty JSON bodies and form posts), and every Set-Cookie is copied back one by one.
 */
export async function authRoutes(app: FastifyInstance, { auth }: { auth: Auth }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.addHook('preHandler', async (request, reply) => {
    // better-auth counts requests per address and path in a unique index, which a long path of random
    // text overflows (a 500). None of its endpoints has such a path.
    if (request.url.split('?')[0]!.length > MAX_PATH_LENGTH) {
      return reply.status(404).send(errorBody('NOT_FOUND', 'Not found'));
    }
    const body = request.body as Buffer | undefined;
    if (!body?.length) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return; // better-auth answers the malformed body
    }
    const invalid = (path: string, message: string) =>
      reply.status(400).send(errorBody('VALIDATION_FAILED', message, [{ path, message: 'validation.textInvalid' }]));
    // PostgreSQL cannot store U+0000: a clear 400 here, as for every other route (http/nul-guard.ts).
    const nul = nulPath(parsed);
    if (nul) return invalid(nul, 'Text cannot contain NUL characters.');
    // A lone surrogate is no text: better-auth would store a sign-up or a reset token, then fail to
    // encode such a callbackURL into the mailed link (a 500).
    const broken = stringPath(parsed, (text) => LONE_SURROGATE.test(text));
    if (broken) return invalid(broken, 'Text must be valid Unicode.');
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
      if (!response.body && response.status >= 400) {
        // better-auth answers an unknown path (and a crash) without a body: give it our error shape.
        const [code, message] =
          response.status === 404
            ? ['NOT_FOUND', 'Not found']
            : response.status >= 500
              ? ['INTERNAL', `Something went wrong on our side. Reference: ${request.id}`]
              : ['BAD_REQUEST', 'The request is not valid.'];
        return reply.type('application/json; charset=utf-8').send(errorBody(code, message));
      }
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}

export function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    // HTTP/2's pseudo-headers (`:path`, `:authority`, …) are no header names a web Request accepts.
    if (value === undefined || key.startsWith(':')) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else headers.set(key, value);
  }
  // Overwritten, never trusted from the client, so nobody can spoof the rate limiter's key.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

function toWebRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host || 'localhost'}`);
  const body = request.body as Buffer | undefined;
  return new Request(url, {
    method: request.method,
    headers: webHeaders(request),
    body: request.method === 'GET' || request.method === 'HEAD' || !body?.length ? undefined : new Uint8Array(body),
  });
}

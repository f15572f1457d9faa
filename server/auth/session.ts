import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.ts';
import { webHeaders } from './routes.ts';
import type { Auth } from './auth.ts';

export type SessionUser = { id: string; email: string; username: string | null; name: string; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook of member routes: answers 401 without a session (before any body is read), else sets `request.user`. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

export function registerSession(app: FastifyInstance, auth: Auth): void {
  app.decorateRequest('user', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const result = await auth.api.getSession({ headers: webHeaders(request) });
    if (!result) throw unauthorized();
    const { id, email, name } = result.user;
    request.user = { id, email, name, username: result.user.username ?? null, sessionId: result.session.id };
  });
}

/** A rate-limit key per member, for routes guarded by `app.requireUser` (server/http/limits.ts). */
export const memberKey = (request: FastifyRequest): string => memberOf(request).id;

/** The signed-in member of a route guarded by `app.requireUser`. */
export function memberOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

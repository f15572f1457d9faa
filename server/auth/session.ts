import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.ts';
import { webHeaders } from './routes.ts';
import type { Auth } from './auth.ts';
import type { SessionCache } from './session-cache.ts';

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

/**
 * `requireUser` resolves the session cookie through better-auth (signature, session row, member row) and keeps the
 * answer in this instance's session cache (ADR 0015), which the database empties of a member the moment one of
 * their sessions is revoked, on every instance.
 */
export function registerSession(app: FastifyInstance, auth: Auth, cache: SessionCache<SessionUser>): void {
  app.decorateRequest('user', null);
  let cookieName: string | undefined;
  app.decorate('requireUser', async (request: FastifyRequest) => {
    cookieName ??= (await auth.$context).authCookies.sessionToken.name;
    const key = sessionCookieOf(request.headers.cookie, cookieName);
    const cached = key === undefined ? undefined : cache.get(key);
    if (cached) {
      request.user = cached;
      return;
    }
    const started = cache.begin();
    const result = await auth.api.getSession({ headers: webHeaders(request) });
    if (!result) throw unauthorized();
    const { id, email, name } = result.user;
    request.user = { id, email, name, username: result.user.username ?? null, sessionId: result.session.id };
    if (key !== undefined) {
      cache.set(
        key,
        request.user,
        { memberId: id, sessionExpiresAt: new Date(result.session.expiresAt).getTime() },
        started,
      );
    }
  });
  // The notification reaches this instance a moment after the revoking request commits: a sign-out (or any other
  // better-auth action) forgets the member of its own cookie here at once, before the answer leaves.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'POST' || !request.url.startsWith('/api/auth/') || !cookieName) return;
    const key = sessionCookieOf(request.headers.cookie, cookieName);
    const memberId = key === undefined ? undefined : cache.memberOfKey(key);
    if (memberId) cache.forgetMember(memberId);
  });
}

/**
 * The raw value of the session cookie in a Cookie header: the cache key. Undefined without one, or when the header
 * carries the cookie twice (then better-auth alone decides which counts, uncached).
 */
export function sessionCookieOf(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const prefix = `${name}=`;
  let found: string | undefined;
  for (const part of header.split(';')) {
    const pair = part.trim();
    if (!pair.startsWith(prefix)) continue;
    if (found !== undefined) return undefined;
    found = pair.slice(prefix.length);
  }
  return found || undefined;
}

/** A rate-limit key per member, for routes guarded by `app.requireUser` (server/http/limits.ts). */
export const memberKey = (request: FastifyRequest): string => memberOf(request).id;

/** The signed-in member of a route guarded by `app.requireUser`. */
export function memberOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses every state-changing request whose Origin is missing or not ours (CSRF defence alongside
 * SameSite=Lax cookies). Browsers always send Origin on such requests. Checked whatever the path, so an
 * encoded path (`/%61pi/...`) cannot slip past: no state-changing route lives outside /api anyway.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: string[]): void {
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin || !trusted.has(origin)) {
      return reply
        .status(403)
        .send(errorBody('FORBIDDEN_ORIGIN', 'This request must come from the Penguin Oracle site.'));
    }
  });
}

import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';

/** The path of the first string `isBad` picks, like '/title', or null. */
export function stringPath(value: unknown, isBad: (text: string) => boolean, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isBad(value) ? path || '/' : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const found = stringPath(child, isBad, `${path}/${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The path of the first string holding U+0000, like '/title', or null. */
export const nulPath = (value: unknown): string | null => stringPath(value, (text) => text.includes('\u0000'));

/** A UTF-16 surrogate without its other half (JSON's `"\ud800"`): no character, and no UTF-8 for it. */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** PostgreSQL cannot store U+0000 in text: refuse it with a clear 400 before any route sees it. */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const path = nulPath(request.body) ?? nulPath(request.query) ?? nulPath(request.params);
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
}

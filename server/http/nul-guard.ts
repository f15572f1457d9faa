import type { FastifyInstance } from 'fastify';
import { AppError, errorBody } from './errors.ts';

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

const NUL_MESSAGE = 'Text cannot contain NUL characters.';
export const NOT_UNICODE_MESSAGE = 'Text must be valid Unicode.';

/** What is wrong with the first string of `value` PostgreSQL could not store as typed: its path and our message. */
export function invalidText(value: unknown): { path: string; message: string } | null {
  let message = NUL_MESSAGE;
  const path = stringPath(value, (text) => {
    if (text.includes('\u0000')) message = NUL_MESSAGE;
    else if (LONE_SURROGATE.test(text)) message = NOT_UNICODE_MESSAGE;
    else return false;
    return true;
  });
  return path ? { path, message } : null;
}

const invalidTextError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', 400, message, [{ path, message: 'validation.textInvalid' }]);

/**
 * Text PostgreSQL cannot store as typed is refused with a clear 400 before any route sees it, rather than failing
 * (U+0000) or being stored as U+FFFD (bytes that are not UTF-8, a lone surrogate): a JSON body must be valid UTF-8,
 * and no string of a body, query or path may hold U+0000 or a lone surrogate (docs/security.md). The raw bodies of
 * /api/auth/* are checked by their own scope (auth/routes.ts).
 */
export function registerNulGuard(app: FastifyInstance): void {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  // Fastify's own JSON parsing (empty and malformed bodies, `__proto__` keys), given text we decoded strictly.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(invalidTextError('/', NOT_UNICODE_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request, reply) => {
    const body = Buffer.isBuffer(request.body) ? undefined : request.body;
    const invalid = invalidText(body) ?? invalidText(request.query) ?? invalidText(request.params);
    if (invalid) {
      return reply
        .status(400)
        .send(
          errorBody('VALIDATION_FAILED', invalid.message, [{ path: invalid.path, message: 'validation.textInvalid' }]),
        );
    }
  });
}

import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '#common/errors.ts';

/** A failure the caller can act on: answered with its status and code, never logged as a fault. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode | (string & {}),
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
    /** Headers the answer carries, such as Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', 404, message);
export const unauthorized = () => new AppError('UNAUTHORIZED', 401, 'Sign in to continue.');

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** The one error handler: every `/api` failure leaves in the one shape of docs/product.md §7.1, 5xx without internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath || '/',
        message: issue.message,
      }));
      return reply.status(400).send(errorBody('VALIDATION_FAILED', 'The request is not valid.', details));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE', 'The request body is too large.'));
    }
    if (status === 429) {
      return reply.status(429).send(errorBody('RATE_LIMITED', 'Too many requests. Please wait and try again.'));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody('BAD_REQUEST', error.message));
    }
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'the database is unreachable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(errorBody('SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again soon.'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('INTERNAL', `Something went wrong on our side. Reference: ${request.id}`));
  });
}

// PostgreSQL's "connection exception" class and the server shutting down or starting up, and the socket errors of a
// server that is not there: the database is away for a moment, nothing is wrong with the request.
const UNREACHABLE_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const UNREACHABLE_MESSAGE =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect/i;

/** Whether `error`, or an error it wraps (drizzle wraps the driver's as `cause`), says the database is unreachable. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('08') || UNREACHABLE_CODES.has(code))) return true;
    if (UNREACHABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/**
 * Answers a request Node's HTTP parser refused before Fastify saw it, in our error shape (Fastify's default
 * writes its own). A method the parser does not know (`FOO /`) answers 404, as any method without a route
 * does; anything else the parser refuses is a 400 (a slow request 408, oversize headers 431).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'HPE_INVALID_METHOD'
      ? [404, 'NOT_FOUND', 'Not found']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'BAD_REQUEST', 'The request took too long.']
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'BAD_REQUEST', 'The request headers are too large.']
          : [400, 'BAD_REQUEST', 'The request is not valid HTTP.'];
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
        `connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

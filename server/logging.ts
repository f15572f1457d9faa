import type { LoggerOptions } from 'pino';

/**
 * Pino's options for a process of ours: one JSON object a line in production and whenever the output is piped (a
 * log collector reads it), readable lines through pino-pretty when a person watches a terminal outside production.
 */
export function loggerOptions(
  { env, logLevel }: { env: 'development' | 'production' | 'test'; logLevel: string },
  isTTY = Boolean(process.stdout.isTTY),
): LoggerOptions {
  const pretty = isTTY && env !== 'production' && logLevel !== 'silent';
  return {
    level: logLevel,
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}

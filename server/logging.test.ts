import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logging.ts';

describe('log format', () => {
  it('writes readable lines to a terminal outside production', () => {
    const options = loggerOptions({ env: 'development', logLevel: 'info' }, true);
    expect(options.level).toBe('info');
    expect(options.transport).toMatchObject({ target: 'pino-pretty' });
  });

  it('keeps JSON in production and whenever the output is piped', () => {
    expect(loggerOptions({ env: 'production', logLevel: 'info' }, true).transport).toBeUndefined();
    expect(loggerOptions({ env: 'development', logLevel: 'info' }, false).transport).toBeUndefined();
    expect(loggerOptions({ env: 'test', logLevel: 'silent' }, true).transport).toBeUndefined();
  });
});

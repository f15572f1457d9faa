import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.dirname(fileURLToPath(import.meta.url));
const namespaces = (locale: string) =>
  fs
    .readdirSync(path.join(root, locale))
    .filter((file) => file.endsWith('.json'))
    .sort();
const read = (locale: string, file: string) => JSON.parse(fs.readFileSync(path.join(root, locale, file), 'utf8'));

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('has the same namespaces in en and th', () => {
    expect(namespaces('th')).toEqual(namespaces('en'));
  });

  for (const file of namespaces('en')) {
    describe(file, () => {
      const en = flatten(read('en', file));
      const th = fs.existsSync(path.join(root, 'th', file)) ? flatten(read('th', file)) : new Map();

      it('th has exactly the keys of en', () => {
        expect([...th.keys()].sort()).toEqual([...en.keys()].sort());
      });

      it('every value is a non-empty string with the same placeholders in both languages', () => {
        for (const [key, value] of en) {
          expect(typeof value, `en ${key}`).toBe('string');
          expect(String(value).trim(), `en ${key}`).not.toBe('');
          if (th.has(key)) {
            expect(String(th.get(key)).trim(), `th ${key}`).not.toBe('');
            expect(placeholders(th.get(key)), `th ${key}`).toEqual(placeholders(value));
          }
        }
      });
    });
  }
});

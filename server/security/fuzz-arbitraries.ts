import fc from 'fast-check';
import { MOODS } from '#common/schemas/journal.ts';
import { LONE_SURROGATE } from '../http/nul-guard.ts';

/**
 * Generators of hostile requests for fuzz.test.ts. A body is built as a small JSON tree rather than a JS
 * object, so it can hold what JSON.stringify cannot write: duplicate keys, `__proto__` as a plain key,
 * `-0`, `1e309`, and values only known at send time (a fresh bot-check token, the current session token).
 */

/** A value resolved when the request is sent: it changes during the run. */
export class Live {
  constructor(readonly name: 'freshBotcheck' | 'spentBotcheck' | 'sessionToken' | 'password') {}
  [fc.toStringMethod]() {
    return `<live ${this.name}>`;
  }
}

/** A JSON token written as is (numbers JSON.stringify cannot produce). */
export class RawJson {
  constructor(readonly text: string) {}
  [fc.toStringMethod]() {
    return this.text;
  }
}

/** A JSON object as written: keys in order, duplicates and `__proto__` kept. */
export class Entries {
  constructor(readonly entries: ReadonlyArray<readonly [string, Json]>) {}
  [fc.toStringMethod]() {
    return toJsonText(this, (name) => `<live ${name}>`);
  }
}

export type Json = null | boolean | number | string | RawJson | Live | Entries | Json[] | { [key: string]: Json };
export type LiveResolver = (name: Live['name']) => string;

export function toJsonText(value: Json, live: LiveResolver): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof Live) return JSON.stringify(live(value.name));
  if (value instanceof Entries) {
    return `{${value.entries.map(([key, child]) => `${JSON.stringify(key)}:${toJsonText(child, live)}`).join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map((child) => toJsonText(child, live)).join(',')}]`;
  if (value !== null && typeof value === 'object') return toJsonText(new Entries(Object.entries(value)), live);
  return JSON.stringify(value) ?? 'null';
}

/** Every string in a value (keys included), resolved. */
export function stringsOf(value: Json, live: LiveResolver, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value instanceof Live) out.push(live(value.name));
  else if (value instanceof Entries) {
    for (const [key, child] of value.entries) {
      out.push(key);
      stringsOf(child, live, out);
    }
  } else if (Array.isArray(value)) for (const child of value) stringsOf(child, live, out);
  else if (value !== null && typeof value === 'object' && !(value instanceof RawJson)) {
    stringsOf(new Entries(Object.entries(value)), live, out);
  }
  return out;
}

/** What the generators may aim at: real names and ids of the run's members. */
export type Known = {
  appUrl: string;
  emails: string[];
  usernames: string[];
  userIds: string[];
  categoryIds: string[];
  /** Ids of the fuzzing member's own questions and journal entries. */
  ownIds: string[];
  /** Ids of another member's question and journal entry. */
  foreignIds: string[];
  ownQuestionIds: string[];
  foreignQuestionIds: string[];
};

// ---- strings ----

/** encodeURIComponent for any string: a lone surrogate (which it refuses) goes as U+FFFD. */
export const encodeText = (text: string) => encodeURIComponent(text.replace(new RegExp(LONE_SURROGATE, 'g'), '\ufffd'));

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const NASTY_CHARS = fc.constantFrom(
  '\u0000',
  '\u202e', // right-to-left override
  '\ufeff', // byte-order mark
  '\u200b', // zero-width space
  '\u00a0',
  'ก',
  'ไ',
  '🐧',
  '\r',
  '\n',
  '\t',
  '"',
  '\\',
  '%',
  '&',
  '=',
  '?',
  '#',
  '/',
  '.',
  "'",
  '<',
  '>',
  '{',
);
/** One unit of a hostile string: any code point, a lone surrogate, a control or syntax character, ASCII. */
const wildUnit = fc.oneof(
  { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 2 },
  { arbitrary: NASTY_CHARS, weight: 2 },
  { arbitrary: loneSurrogate, weight: 1 },
);
export const wildString = (maxLength = 40) => fc.string({ unit: wildUnit, maxLength });

/** Lengths around the limits: 2000 (question), 3000 (journal), 20 000 (card meaning), 64 kB (body). */
const SIZES = [21, 51, 65, 101, 201, 255, 1001, 2001, 2704, 3001, 20_001, 60_000, 65_536, 70_000] as const;
export const hugeString = fc.noShrink(
  fc
    .tuple(fc.string({ unit: wildUnit, minLength: 1, maxLength: 4 }), fc.constantFrom(...SIZES))
    .map(([seed, size]) => seed.repeat(Math.ceil(size / seed.length)).slice(0, size)),
);

const TRICKY_STRINGS = fc.constantFrom(
  '',
  ' ',
  '   ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '-1',
  '0x10',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '%00',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '\u202e',
  '\ufeff',
  '2026-02-30',
  '0000-01-01',
  '00000000-0000-0000-0000-000000000000',
);

export const junkString = fc.oneof(
  { arbitrary: wildString(), weight: 4 },
  { arbitrary: TRICKY_STRINGS, weight: 3 },
  { arbitrary: hugeString, weight: 1 },
);

// ---- values ----

const junkNumber: fc.Arbitrary<Json> = fc.oneof(
  fc.integer(),
  fc.double(), // NaN and ±Infinity are written as null
  fc.constantFrom(-0, 1e308, -1, 0.5, 2 ** 31, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE),
  fc
    .constantFrom('-0', '1e309', '-1e309', '1e-400', '123456789012345678901234567890', '1E+2', '0.0')
    .map((text) => new RawJson(text)),
);

/** Any hostile JSON value: strings, numbers, booleans, null, arrays, nested objects with prototype keys. */
export const junkValue: fc.Arbitrary<Json> = fc.oneof(
  { arbitrary: junkString, weight: 5 },
  { arbitrary: junkNumber, weight: 2 },
  { arbitrary: fc.constantFrom<Json>(true, false, null), weight: 1 },
  { arbitrary: fc.array(junkString, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>, weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'x'), fc.jsonValue({ maxDepth: 2 }))
      .map(([key, child]) => new Entries([[key, child as Json]])),
    weight: 1,
  },
);

const text = (maxLength = 60) => fc.string({ unit: 'grapheme', minLength: 1, maxLength });
const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const URLS = (appUrl: string) =>
  fc.constantFrom(
    '/',
    '/member',
    `${appUrl}/answer-log`,
    'https://evil.example/',
    '//evil.example',
    'javascript:alert(1)',
    `${appUrl}.evil.example`,
    '/\\evil.example',
    'http://localhost:3999@evil.example',
  );

/** A value a real client could send for a field of that name, or undefined when the name is unknown. */
function plausible(name: string, known: Known): fc.Arbitrary<Json> | undefined {
  const some = <T extends Json>(values: T[]) => (values.length ? fc.constantFrom(...values) : fc.constant(null));
  switch (name) {
    case 'question':
    case 'title':
    case 'content':
    case 'card_meaning':
    case 'mini_reflection':
      return text();
    case 'name':
    case 'surname':
    case 'q':
    case 'card_key':
      return text(20);
    case 'category':
      return fc.oneof(text(20), some(known.categoryIds), fc.constant('General Guidance'));
    case 'categoryId':
      return fc.oneof(some(known.categoryIds), fc.constant(null), fc.uuid());
    case 'verificationToken':
      return fc.constantFrom(new Live('freshBotcheck'), new Live('spentBotcheck'));
    case 'locale':
      return fc.constantFrom('en', 'th');
    case 'mood':
      return fc.constantFrom(...MOODS);
    case 'entry_date':
    case 'from':
    case 'to':
      return isoDate;
    case 'question_id':
      return fc.oneof(some(known.ownQuestionIds), some(known.foreignQuestionIds), fc.constant(null), fc.uuid());
    case 'page':
      return fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constantFrom('1', '2'));
    case 'status':
      return fc.constantFrom('pending', 'answered');
    case 'username':
    case 'displayUsername':
      return fc.oneof(some(known.usernames), fc.stringMatching(/^[A-Za-z0-9_]{3,20}$/));
    case 'email':
    case 'newEmail':
    case 'loginHint':
      return fc.oneof(some(known.emails), fc.emailAddress());
    case 'password':
    case 'currentPassword':
      return fc.constantFrom<Json>(new Live('password'), 'wrong-password');
    case 'newPassword':
    case 'confirmation':
      // Two choices only, so both fields often agree and a change of password goes through.
      return fc.constantFrom('penguin-pass-2', 'penguin-pass-3');
    case 'token':
      return fc.oneof(fc.constant(new Live('sessionToken')), fc.base64String({ maxLength: 40 }));
    case 'callbackURL':
    case 'redirectTo':
    case 'errorCallbackURL':
    case 'newUserCallbackURL':
      return URLS(known.appUrl);
    case 'rememberMe':
    case 'revokeOtherSessions':
    case 'disableRedirect':
    case 'requestSignUp':
    case 'disableCookieCache':
    case 'disableRefresh':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false'));
    case 'provider':
    case 'providerId':
      return fc.constantFrom('github', 'google', 'credential', 'email');
    case 'accountId':
    case 'userId':
    case 'id':
      return fc.oneof(some(known.userIds), some(known.ownIds));
    case 'image':
      return fc.webUrl();
    case 'idToken':
      return fc.record({ token: fc.base64String({ maxLength: 40 }) }) as fc.Arbitrary<Json>;
    case 'scopes':
      return fc.array(fc.constantFrom('email', 'profile', 'openid'), { maxLength: 3 });
    default:
      return undefined;
  }
}

/** A field's value: mostly plausible (so the rest of the body is judged), often hostile. */
export function fieldValue(name: string, known: Known): fc.Arbitrary<Json> {
  const real = plausible(name, known);
  return real ? fc.oneof({ arbitrary: real, weight: 3 }, { arbitrary: junkValue, weight: 2 }) : junkValue;
}

const EXTRA_KEYS = fc.constantFrom('__proto__', 'constructor', 'prototype', 'emailVerified', 'role', 'userId', 'id');

/**
 * An object with the route's real field names. Half the time every field is plausible but one, which is
 * hostile or missing (so each field's validation is reached on its own, and whole valid bodies get
 * through); otherwise each field is present or not, plausible or hostile, with extra keys around.
 */
export function schemaAwareObject(fields: string[], known: Known): fc.Arbitrary<Entries> {
  if (!fields.length)
    return fc
      .array(fc.tuple(fc.oneof(EXTRA_KEYS, wildString(10)), junkValue), { maxLength: 3 })
      .map((entries) => new Entries(entries));
  const plausibleValues = fc.tuple(...fields.map((field) => plausible(field, known) ?? junkValue));
  const spoil = fc.option(fc.tuple(fc.nat({ max: fields.length - 1 }), fc.option(junkValue, { nil: undefined })), {
    freq: 3,
    nil: undefined,
  });
  const oneOff = fc.tuple(plausibleValues, spoil).map(
    ([values, spoiled]) =>
      new Entries(
        fields.flatMap((field, index) => {
          if (spoiled?.[0] !== index) return [[field, values[index]!] as const];
          return spoiled[1] === undefined ? [] : [[field, spoiled[1]] as const];
        }),
      ),
  );
  const present = fields.map((field) =>
    fc.option(
      fieldValue(field, known).map((value) => [field, value] as const),
      { freq: 6, nil: undefined },
    ),
  );
  const extras = fc.array(fc.tuple(fc.oneof(EXTRA_KEYS, fc.constantFrom(...fields), wildString(10)), junkValue), {
    maxLength: 2,
  });
  const independent = fc.tuple(fc.tuple(...present), extras, fc.boolean()).map(([entries, extra, extrasFirst]) => {
    const own = entries.filter((entry) => entry !== undefined);
    return new Entries(extrasFirst ? [...extra, ...own] : [...own, ...extra]);
  });
  return fc.oneof(oneOff, independent);
}

// ---- requests ----

export type Payload =
  | { kind: 'none' }
  | { kind: 'json'; body: Json; contentType: string }
  | { kind: 'raw'; text: string | Uint8Array; contentType: string | undefined };

const INVALID_JSON = fc.constantFrom(
  '{',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '[1,]',
  'NaN',
  'undefined',
  '',
  ' ',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\ufeff{}',
  '{"a":1}{"b":2}',
  '"just a string"',
  '12',
  'null',
  'true',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
);
const OTHER_TYPES = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----penguin',
  'multipart/form-data',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'APPLICATION/JSON',
  '*/*',
  '',
  ';;;',
);

function formBody(fields: string[], known: Known): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...(fields.length ? fields : ['a'])), wildString(8), EXTRA_KEYS);
  const value = fc.oneof(
    fieldValue(fields[0] ?? 'x', known).map((value) => (typeof value === 'string' ? value : toJsonText(value, String))),
    junkString,
  );
  return fc
    .array(fc.tuple(key, value), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`).join('&'));
}

const MULTIPART = fc
  .tuple(wildString(20), hugeString)
  .map(
    ([name, data]) =>
      `------penguin\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${data.slice(0, 5000)}\r\n------penguin--\r\n`,
  );

/** A body: schema-aware JSON, any JSON, invalid JSON, wrong content types, invalid UTF-8, none. */
export function payloadArb(fields: string[], known: Known): fc.Arbitrary<Payload> {
  return fc.oneof(
    {
      arbitrary: schemaAwareObject(fields, known).map((body): Payload => ({
        kind: 'json',
        body,
        contentType: 'application/json',
      })),
      weight: 8,
    },
    {
      arbitrary: fc
        .jsonValue({ maxDepth: 4 })
        .map((body): Payload => ({ kind: 'json', body: body as Json, contentType: 'application/json' })),
      weight: 2,
    },
    {
      arbitrary: INVALID_JSON.map((text): Payload => ({ kind: 'raw', text, contentType: 'application/json' })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(OTHER_TYPES, fc.oneof(formBody(fields, known), MULTIPART, junkString))
        .map(([contentType, text]): Payload => ({ kind: 'raw', text, contentType })),
      weight: 2,
    },
    {
      // Bytes that are not UTF-8 (a lone 0xff, an encoded surrogate) inside and around JSON.
      arbitrary: fc
        .tuple(fc.uint8Array({ maxLength: 40 }), fc.constantFrom(undefined, 'application/json'))
        .map(([bytes, contentType]): Payload => {
          const prefix = Buffer.from('{"email":"');
          const suffix = Buffer.from('\xed\xa0\x80"}', 'latin1');
          return { kind: 'raw', text: Buffer.concat([prefix, bytes, suffix]), contentType };
        }),
      weight: 1,
    },
    { arbitrary: fc.constant<Payload>({ kind: 'none' }), weight: 1 },
  );
}

const RAW_QUERIES = fc.constantFrom(
  'a=1&a=2',
  'page=1&page=2',
  'page[]=1',
  'category=a&category=b',
  'status[0]=pending',
  '%',
  '%zz',
  '%00',
  'q=%00',
  'token=%ff%fe',
  'email=%ed%a0%80',
  '=&=&',
  '&&&',
  'a[b][c]=1',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'page=-1',
  'page=0',
  'page=1e308',
  'page=NaN',
  'page=Infinity',
  'page=100001',
  'page=1.5',
  'page=%20',
  'from=2026-02-30',
  'to=0000-01-01',
  `q=${'%F0%9F%90%A7'.repeat(300)}`,
  `x=${'y'.repeat(20_000)}`,
  '?',
  '#fragment',
);

/** A query string: schema-aware keys with hostile values, repeated keys, broken encodings, very long. */
export function queryArb(fields: string[], known: Known): fc.Arbitrary<string> {
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...(fields.length ? fields : ['x'])), weight: 4 },
    { arbitrary: fc.oneof(wildString(8), EXTRA_KEYS), weight: 1 },
  );
  const value = fc.oneof(
    fc.constantFrom(...(fields.length ? fields : ['x'])).chain((field) => fieldValue(field, known)),
    junkValue,
  );
  const schemaAware = fc.array(fc.tuple(key, value), { maxLength: 4 }).map((pairs) =>
    pairs
      .map(([k, v]) => {
        const written = typeof v === 'string' ? v : toJsonText(v, () => '');
        return `${encodeText(k)}=${encodeText(written)}`;
      })
      .join('&'),
  );
  return fc.oneof(
    { arbitrary: fc.constant(''), weight: 2 },
    { arbitrary: schemaAware, weight: 6 },
    { arbitrary: fc.webQueryParameters(), weight: 1 },
    { arbitrary: RAW_QUERIES, weight: 2 },
  );
}

const RAW_SEGMENTS = fc.constantFrom(
  '..',
  '.',
  '%2e%2e',
  '%00',
  'a%00b',
  '%zz',
  '%',
  '..%2f..%2fetc%2fpasswd',
  'a/b',
  '%2F',
  '~',
  '%ff',
  '%ed%a0%80',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'E5F4A1B2-0000-4000-8000-000000000000',
  'NaN',
  '-1',
  'null',
  'undefined',
  '%20',
  '__proto__',
  'x'.repeat(64),
  'x'.repeat(65),
  'x'.repeat(101),
);

/** A path parameter, already encoded: real ids (own and another member's), uuids, traversal, junk, long. */
export function pathParamArb(known: Known): fc.Arbitrary<string> {
  const ids = [...known.ownIds, ...known.foreignIds];
  return fc.oneof(
    { arbitrary: fc.constantFrom(...ids), weight: 3 },
    { arbitrary: fc.uuid(), weight: 2 },
    { arbitrary: RAW_SEGMENTS, weight: 3 },
    {
      arbitrary: wildString(30).map(encodeText),
      weight: 2,
    },
    // Long random text does not compress: what a unique index of the path would choke on.
    { arbitrary: fc.noShrink(fc.stringMatching(/^[0-9a-f]{3000,4000}$/)), weight: 1 },
  );
}

export type Origin = 'ours' | 'foreign' | 'missing' | 'null';
export const originArb: fc.Arbitrary<Origin> = fc.oneof(
  { arbitrary: fc.constant<Origin>('ours'), weight: 12 },
  { arbitrary: fc.constantFrom<Origin>('foreign', 'missing', 'null'), weight: 1 },
);

/** Extra headers now and then: a spoofed request id, odd languages, a forged forwarding address. */
export const extraHeadersArb: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { arbitrary: fc.constant({}), weight: 8 },
  {
    arbitrary: fc.record(
      {
        // Header values travel as Latin-1: printable ASCII is what a client can put there.
        'x-request-id': fc.oneof(fc.string({ unit: 'grapheme-ascii', maxLength: 80 }), fc.constant('../../x')),
        'x-penguin-locale': fc.constantFrom('th', 'en', 'xx', ''),
        'accept-language': fc.constantFrom('th-TH,th;q=0.9', '*', ';;', 'x'.repeat(500)),
        'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1'),
        'x-penguin-client-ip': fc.constantFrom('1.2.3.4', '127.0.0.1'),
      },
      { requiredKeys: [] },
    ),
    weight: 1,
  },
);

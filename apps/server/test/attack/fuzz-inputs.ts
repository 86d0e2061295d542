import fc from 'fast-check';

/**
 * The fuzz suite's inputs (fuzz.test.ts sends them): for one route, cases drawn with fast-check
 * from the route's own zod schemas. Each case is a path (parameters filled), a query string and a
 * body (JSON, form or raw garbage, with or without a content type) and a client address.
 */

const NASTY_STRINGS = [
  '',
  ' ',
  'ab\u0000c',
  '\u0000',
  'a\u0007\u001b[31m',
  '\u007f\u0085',
  '第一行\n第二行\t\r',
  '😀👍🏽👨‍👩‍👧',
  '\u202eabc\u202c',
  'مرحبا بالعالم',
  '\ud800',
  'x\udc00y',
  '\ufeff\u200b',
  'NaN',
  'Infinity',
  '-Infinity',
  'undefined',
  'null',
  'true',
  '-0',
  '1e309',
  '1e20',
  '0x10',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999',
  '1.005',
  '-1',
  '0.001',
  ' 1 ',
  '１２３',
  "' OR '1'='1",
  '1; DROP TABLE users;--',
  "' UNION SELECT username, password FROM users --",
  '%00',
  '%',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '__proto__',
  'a'.repeat(300),
  '测'.repeat(3000),
];
const NASTY_NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.005,
  2147483647,
  2147483648,
  -2147483649,
  4294967296,
  9007199254740991,
  2 ** 53 + 2,
  1e20,
  1e308,
  -1e308,
  5e-324,
];
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', '$where', 'admin', 'user_id', 'a'.repeat(100)];

/** A form value for a field: the string a browser would send for it. */
const formText = (v: unknown) =>
  typeof v === 'string'
    ? v
    : v === null || v === undefined
      ? ''
      : typeof v === 'object'
        ? JSON.stringify(v)
        : String(v);

type Def = Record<string, any>;
const defOf = (schema: unknown): Def | undefined =>
  (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** What a field takes: values its own schema accepts (to reach deeper code), and whether it is free text or a number. */
interface Field {
  good: unknown[];
  text: boolean;
  num: boolean;
}

/** Enum options and literals anywhere in a field's schema: the values it names. */
function named(schema: unknown, depth = 0): unknown[] {
  const def = defOf(schema);
  if (!def || depth > 6) return [];
  if (def.type === 'enum') return Object.values(def.entries as Record<string, unknown>);
  if (def.type === 'literal') return def.values as unknown[];
  if (def.type === 'union') return (def.options as unknown[]).flatMap((o) => named(o, depth + 1));
  return [def.innerType, def.in, def.out].filter(Boolean).flatMap((inner) => named(inner, depth + 1));
}

const CANDIDATES: unknown[] = [
  1,
  2,
  100,
  '1',
  '100',
  'abc12345z',
  '王五',
  '2026-11-22',
  '09:00',
  '100.00',
  'TRC20',
  'usdt',
  'bank',
  'all',
  true,
  false,
  [],
  {},
];
const accepts = (schema: unknown, value: unknown) =>
  (schema as { safeParse?: (v: unknown) => { success: boolean } }).safeParse?.(value).success === true;

/** A field of a query string or a path arrives as text: its good values are judged as text. */
function fieldOf(schema: unknown, asText: boolean): Field {
  const candidates = [...named(schema), ...CANDIDATES];
  const good = [...new Set(asText ? candidates.map(formText) : candidates)].filter((v) => accepts(schema, v));
  return {
    good,
    text: accepts(schema, 'abc12345z') || accepts(schema, '王五'),
    num: accepts(schema, 2) && !accepts(schema, 'abc12345z'),
  };
}

/** The fields of an object schema (body, query or params). */
function fieldsOf(schema: unknown, asText = false): Record<string, Field> {
  let def = defOf(schema);
  for (let i = 0; i < 4 && def && def.type !== 'object'; i++) def = defOf(def.in ?? def.innerType);
  const shape = def?.shape as Record<string, unknown> | undefined;
  return shape ? Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, fieldOf(v, asText)])) : {};
}

/** Characters that break naive code: controls (NUL first), surrogate halves, bidi and zero-width marks, quotes and escapes. */
const controlChar = fc.oneof(
  fc.constant('\u0000'),
  fc.integer({ min: 1, max: 0x1f }).map((c) => String.fromCharCode(c)),
  fc.constantFrom('\u007f', '\u0085', '\ud800', '\udfff'),
);
const hostileChar = fc.oneof(
  { weight: 3, arbitrary: controlChar },
  { weight: 1, arbitrary: fc.constantFrom('\u202e', '\ufeff', '\u200b', '\uffff') },
  {
    weight: 2,
    arbitrary: fc.constantFrom('<', '>', "'", '"', '\\', '%', ';', '--', '/*', '&', '$', '{', '`'),
  },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 2 }) },
);
const head = fc.constantFrom('', 'abc12345z', '王五', '100');
/** A word a field would take with hostile characters mixed in (so length and emptiness checks pass). */
const hostileString = fc
  .tuple(head, fc.array(hostileChar, { minLength: 1, maxLength: 8 }), fc.constantFrom('', 'x', '1'))
  .map(([h, chars, tail]) => `${h}${chars.join('')}${tail}`);
/** The same, sure to carry a control character or a surrogate half. */
const controlString = fc
  .tuple(head, controlChar, fc.array(hostileChar, { maxLength: 4 }))
  .map(([h, c, chars]) => `${h}${c}${chars.join('')}`);
/** The same with a NUL byte, which PostgreSQL refuses in any text. */
const nulString = fc
  .tuple(head, fc.array(hostileChar, { maxLength: 4 }))
  .map(([h, chars]) => `${h}\u0000${chars.join('')}`);
/** Numbers past what a column holds: mostly just past a PostgreSQL integer. */
const overflowNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constant(2147483648) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(-2147483649, 4294967296, 99999999999, 1e20, 2 ** 53 + 2, 1.5, -1),
  },
);

const scalar = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
);
const anyValue = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom('a', 'id', '$gt', '__proto__'), scalar, { maxKeys: 2 }),
  },
);

/**
 * What a case aims at. `nul` and `text`: some free-text fields carry a NUL byte, or another
 * control character or a surrogate half, every other field a value it would take; `number`: some
 * numeric fields a number past their column, the rest valid; `any`: valid fields with one or
 * several spoilt, or wholly random ones. Cases take the themes in this order, round and round.
 */
type Theme = 'nul' | 'text' | 'number' | 'any';
const THEMES: Theme[] = ['nul', 'number', 'any', 'text', 'any', 'any'];

/**
 * An object for a schema. Spoiling a few fields of an otherwise valid object gets the spoilt
 * value past the other fields' checks to the code behind them; now and then the object also
 * carries a field the schema does not know.
 */
function objectFor(fields: Record<string, Field>, theme: Theme) {
  const keys = Object.keys(fields);
  const extra = fc.oneof(
    { weight: 6, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...EXTRA_KEYS), scalar) },
  );
  const withExtra = (obj: Record<string, unknown>, more: [string, unknown] | null) => {
    const out: Record<string, unknown> = { ...obj };
    if (more)
      Object.defineProperty(out, more[0], {
        value: more[1],
        enumerable: true,
        configurable: true,
        writable: true,
      });
    return out;
  };
  if (keys.length === 0) return extra.map((more) => withExtra({}, more));
  const valid = fc.record(
    Object.fromEntries(
      keys.map((k) => [k, fields[k]!.good.length ? fc.constantFrom(...fields[k]!.good) : scalar]),
    ),
  );
  const textKeys = keys.filter((k) => fields[k]!.text);
  const numKeys = keys.filter((k) => fields[k]!.num);
  /** Some of `targets` (at least one), each given its own bad value, the rest valid. */
  const spoil = (targets: string[], bad: (k: string) => fc.Arbitrary<unknown>) =>
    fc
      .tuple(valid, fc.subarray(targets, { minLength: 1 }))
      .chain(([obj, spoilt]) =>
        fc.record(Object.fromEntries(spoilt.map((k) => [k, bad(k)]))).map((bads) => ({ ...obj, ...bads })),
      );
  // A control character inside a value the field takes, so that its length and format still pass.
  const tainted = (k: string, mark: fc.Arbitrary<string>) =>
    fc
      .tuple(
        fc.constantFrom(...fields[k]!.good.filter((v): v is string => typeof v === 'string'), ''),
        mark,
        fc.boolean(),
      )
      .map(([v, c, atEnd]) => (atEnd ? `${v}${c}` : `${c}${v}`));
  if (theme === 'nul' && textKeys.length)
    return spoil(textKeys, (k) => fc.oneof(tainted(k, fc.constant('\u0000')), nulString));
  if (theme === 'text' && textKeys.length)
    return spoil(textKeys, (k) => fc.oneof(tainted(k, controlChar), controlString));
  if (theme === 'number' && numKeys.length) return spoil(numKeys, () => overflowNumber);
  const random = fc.record(
    Object.fromEntries(
      keys.map((k) => [
        k,
        fields[k]!.good.length
          ? fc.oneof(
              { weight: 2, arbitrary: fc.constantFrom(...fields[k]!.good) },
              { weight: 3, arbitrary: anyValue },
            )
          : anyValue,
      ]),
    ),
    { requiredKeys: [] },
  );
  const spoilSome = fc
    .tuple(valid, fc.subarray(keys, { minLength: 1 }), scalar)
    .map(([obj, spoilt, bad]) => ({ ...obj, ...Object.fromEntries(spoilt.map((k) => [k, bad])) }));
  const spoilOne = fc
    .tuple(valid, fc.constantFrom(...keys), anyValue)
    .map(([obj, k, bad]) => ({ ...obj, [k]: bad }));
  return fc
    .tuple(
      fc.oneof(
        { weight: 3, arbitrary: spoilOne },
        { weight: 2, arbitrary: spoilSome },
        { weight: 2, arbitrary: random },
        { weight: 1, arbitrary: valid },
      ),
      extra,
    )
    .map(([obj, more]) => withExtra(obj, more));
}

function encodeForm(obj: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(obj)) {
    for (const one of Array.isArray(v) ? v : [v])
      parts.push(
        `${encodeURIComponent(k)}=${encodeURIComponent(formText(one).replace(/[\ud800-\udfff]/g, '\ufffd'))}`,
      );
  }
  return parts.join('&');
}

/** Malformed or mistyped bodies, whatever the route expects. */
const RAW_BODIES: Array<{ type?: string; payload: string }> = [
  { type: 'application/json', payload: '{"a": "b' },
  { type: 'application/json', payload: '[1,2,3]' },
  { type: 'application/json', payload: '"hello"' },
  { type: 'application/json', payload: '12345678901234567890' },
  { type: 'application/json', payload: 'null' },
  {
    type: 'application/json',
    payload: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}',
  },
  { type: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { type: 'application/json; charset=latin1', payload: '{"a":"\u00e9"}' },
  { type: 'application/x-www-form-urlencoded', payload: 'a=%E0%A4%A&&&=&b[c]=1&b[c]=2' },
  { type: 'text/plain', payload: 'hello' },
  {
    type: 'application/xml',
    payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  {
    type: 'multipart/form-data; boundary=zz',
    payload:
      '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot an image\r\n--zz--',
  },
  { type: 'multipart/form-data', payload: 'no boundary at all' },
  { type: 'application/octet-stream', payload: '\u0000\u0001\u0002\ufffd' },
  { payload: '{"a":1}' },
];

/** Path segments for `:param` and `*`, by theme. */
const SEGMENTS: Record<Theme, string[]> = {
  nul: ['%00', 'a%00b', '1%00', '%00%00', '%3Cb%3E%00'],
  text: ['%01', '%1F', '%7F', '%C2%85', '%ED%A0%80', 'a%0Ab'],
  number: ['2147483648', '99999999999', '1e20', '-1', '1.5', '0', '9007199254740993'],
  any: [
    '1',
    '0',
    'abc',
    'NaN',
    '%E0%A4%A',
    '%25',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    encodeURIComponent('<script>alert(1)</script>'),
    encodeURIComponent('😀'),
    encodeURIComponent("' OR 1=1--"),
    'x'.repeat(120),
    'all',
  ],
};

export interface Case {
  path: string;
  query: string;
  body?: { type?: string; payload: string };
  ip: string;
}

function caseFor(route: { method: string; url: string; schema: Record<string, unknown> }, theme: Theme) {
  const params = route.url.match(/:[A-Za-z_]+|\*/g) ?? [];
  const paramFields = fieldsOf(route.schema.params, true);
  const segment = (p: string) => {
    const good = (paramFields[p.slice(1)]?.good ?? []).map(formText);
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...SEGMENTS[theme], ...SEGMENTS.any) },
      { weight: 1, arbitrary: fc.constantFrom('1', ...good) },
    );
  };
  const path = fc.tuple(...params.map(segment)).map((segs) => {
    let i = 0;
    return route.url.replace(/:[A-Za-z_]+|\*/g, () => segs[i++] as string);
  });
  const queryFields = fieldsOf(route.schema.querystring, true);
  const themedQuery = objectFor(queryFields, theme).map(encodeForm);
  const query =
    theme !== 'any'
      ? themedQuery
      : fc.oneof(
          { weight: 6, arbitrary: themedQuery },
          {
            weight: 1,
            arbitrary: fc.constantFrom(
              '',
              'page=%00',
              'page=1&page=2',
              'a=%E0%A4%A',
              'per_page=-1&page=1e400',
              '%%%',
              `q=${'x'.repeat(3000)}`,
            ),
          },
        );
  const bodyFields = fieldsOf(route.schema.body);
  const asJson = objectFor(bodyFields, theme).map((o) => ({
    type: 'application/json',
    payload: JSON.stringify(o),
  }));
  const body =
    route.method === 'GET'
      ? fc.constant(undefined)
      : theme !== 'any'
        ? asJson
        : fc.oneof(
            { weight: 8, arbitrary: asJson },
            {
              weight: 2,
              arbitrary: objectFor(bodyFields, theme).map((o) => ({
                type: 'application/x-www-form-urlencoded',
                payload: encodeForm(o),
              })),
            },
            { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
            { weight: 1, arbitrary: fc.constant(undefined) },
          );
  const ip = fc
    .tuple(fc.integer({ min: 1, max: 250 }), fc.integer({ min: 1, max: 250 }))
    .map(([a, b]) => `10.9.${a}.${b}`);
  return fc
    .record({ path, query, body, ip })
    .map((c): Case => ({ ...c, query: c.query ? `?${c.query}` : '' }));
}

/**
 * `runs` cases for a route: the themes in turn, each drawn from its own seed (the run's seed, the
 * route's place in the route list and the case's number), so any one case replays alone.
 */
export function casesFor(
  route: { method: string; url: string; schema: Record<string, unknown>; i: number },
  runs: number,
  seed: number,
): Case[] {
  return Array.from({ length: runs }, (_, k) => {
    const theme = THEMES[k % THEMES.length]!;
    return fc.sample(caseFor(route, theme), {
      seed: seed + route.i * 100_003 + k,
      numRuns: 1,
      unbiased: true,
    })[0]!;
  });
}

/** Authorization headers that are not a session. */
export const BAD_AUTH = [
  'Bearer ',
  'Bearer null',
  `Bearer ${'a'.repeat(64)}`,
  `Bearer ${'z'.repeat(5000)}`,
  "Bearer ' OR 1=1--",
  'Basic YWRtaW46YWRtaW4=',
  'bearer',
  'Bearer %00',
];

import fc from 'fast-check';

/**
 * Hostile values for the fuzz cases (fuzz-inputs.ts): strings, numbers and keys that break naive
 * code, fast-check arbitraries that mix them into values a field would take, malformed bodies and
 * authorization headers that are not a session.
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
export const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '$where',
  'admin',
  'user_id',
  'a'.repeat(100),
];

/**
 * Characters that break naive code: controls (NUL first), surrogate halves, bidi and zero-width
 * marks, quotes and escapes.
 */
export const controlChar = fc.oneof(
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
export const controlString = fc
  .tuple(head, controlChar, fc.array(hostileChar, { maxLength: 4 }))
  .map(([h, c, chars]) => `${h}${c}${chars.join('')}`);
/** The same with a NUL byte, which PostgreSQL refuses in any text. */
export const nulString = fc
  .tuple(head, fc.array(hostileChar, { maxLength: 4 }))
  .map(([h, chars]) => `${h}\u0000${chars.join('')}`);
/** Numbers past what a column holds: mostly just past a PostgreSQL integer. */
export const overflowNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constant(2147483648) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(-2147483649, 4294967296, 99999999999, 1e20, 2 ** 53 + 2, 1.5, -1),
  },
);

export const scalar = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
);
export const anyValue = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom('a', 'id', '$gt', '__proto__'), scalar, { maxKeys: 2 }),
  },
);

/** Malformed or mistyped bodies, whatever the route expects. */
export const RAW_BODIES: Array<{ type?: string; payload: string }> = [
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

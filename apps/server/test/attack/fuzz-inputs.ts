import fc from 'fast-check';
import { fieldsOf, formText, type Field } from './fuzz/fields.js';
import {
  anyValue,
  controlChar,
  controlString,
  EXTRA_KEYS,
  nulString,
  overflowNumber,
  RAW_BODIES,
  scalar,
} from './fuzz/values.js';

/**
 * The fuzz suite's inputs (fuzz.test.ts sends them): for one route, cases drawn with fast-check
 * from the route's own zod schemas. Each case is a path (parameters filled), a query string and a
 * body (JSON, form or raw garbage, with or without a content type) and a client address. The
 * hostile values are in fuzz/values.ts, the reading of the schemas' fields in fuzz/fields.ts.
 */

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

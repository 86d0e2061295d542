/**
 * The fields of a route's zod schemas, as the fuzz cases see them (fuzz-inputs.ts): for each, the
 * values its own schema accepts, and whether it takes free text or a number.
 */

/** A form value for a field: the string a browser would send for it. */
export const formText = (v: unknown) =>
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

/**
 * What a field takes: values its own schema accepts (to reach deeper code), and whether it is free
 * text or a number.
 */
export interface Field {
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
export function fieldsOf(schema: unknown, asText = false): Record<string, Field> {
  let def = defOf(schema);
  for (let i = 0; i < 4 && def && def.type !== 'object'; i++) def = defOf(def.in ?? def.innerType);
  const shape = def?.shape as Record<string, unknown> | undefined;
  return shape ? Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, fieldOf(v, asText)])) : {};
}

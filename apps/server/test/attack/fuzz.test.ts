import { randomBytes } from 'node:crypto';
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { buildTestApp, type TestApp } from '../helpers.js';
import { attackFigures } from './figures.js';
import { casesFor, type Case } from './fuzz-inputs.js';
import { EVENT_STREAM_PATHS, injectOrStream } from '../support/stream.js';
import { BAD_AUTH } from './fuzz/values.js';
import { fuzzPrincipals } from './fuzz/principals.js';

/**
 * Generated hostile input on every route the server registers (the OpenAPI document lists the
 * player and back-office calls; the route table adds the hidden ones: callbacks, pages, assets),
 * sent as an anonymous visitor, as a signed-in player and as a super operator. Every answer must be
 * below 500, the envelope with a Chinese message (or a page, on the routes listed as pages), and
 * carry no stack trace, file path or SQL. An answer from the database backstop (MSG.badValue)
 * counts as a defect too: the request schema should have refused the value.
 *
 * Sample: FUZZ_RUNS (default 10) cases per route and principal. Long run: FUZZ_RUNS=200.
 * Replay: FUZZ_SEED=<seed printed on failure>; FUZZ_ROUTE=<substring> narrows to some routes.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? randomBytes(4).readUInt32BE() >>> 1);
const ONLY = process.env.FUZZ_ROUTE;
const figures = attackFigures('fuzz');
figures.note(`seed ${SEED}, ${RUNS} cases per route and principal`);
// Reported even when none: answers leaking internals, answers not the envelope, values only the
// database refused.
for (const key of ['leaks', 'nonEnvelope', 'schemaGaps', 'routerErrors']) figures.add(key, 0);

// ---------------------------------------------------------------------------------------------
// Which answers are not the envelope, and why.

/** Routes that answer a page, an asset, a document or another party's protocol. */
const NOT_ENVELOPE: Array<{ match: RegExp; why: string }> = [
  {
    match: /^\/api\/provider\//,
    why: 'seamless wallet callbacks answer the provider protocol ({status, balance})',
  },
  { match: /^\/api\/pay\/notify\//, why: 'gateway callbacks answer a plain-text acknowledgement' },
  { match: /^\/api\/docs/, why: 'the OpenAPI document and its UI' },
  { match: /^\/demo-provider\//, why: "the demo game provider's own API and game pages" },
  { match: /^\/sandbox\//, why: "the sandbox gateway's pay page" },
  { match: /^\/(health|ready|metrics)$/, why: 'operations probes' },
  { match: /^\/support(\/|$)/, why: 'the support page and its script' },
  { match: /^\/agent(\/(?!api\/)|$)/, why: 'the agent console app shell' },
  { match: /^\/admin(\/\*?)?$/, why: 'the back-office app shell' },
  { match: /^\/(\*)?$/, why: 'the player site shell and its assets' },
  { match: /^\/uploads\//, why: 'uploaded images' },
];
const pageRoute = (url: string) => NOT_ENVELOPE.some((p) => p.match.test(url));

/** What must never reach a client: stack frames, file paths, SQL and driver errors. */
const LEAKS: RegExp[] = [
  /\/work\//,
  /node_modules/,
  /\.(ts|js|mjs|cjs):\d+/,
  /\n\s+at \S/,
  /\bat [\w$.<>]+ \(/,
  /\bselect\s[^]{0,300}?\sfrom\s+"/i,
  /\b(insert into|update|delete from)\s+"/i,
  /syntax error/i,
  /SQLITE_/,
  /violates [\w ]*constraint/i,
  /duplicate key/i,
  /invalid input syntax/i,
  /out of range for type/i,
  /\brelation "|\bcolumn "/,
  /ZodError|"stack"\s*:/,
];

// ---------------------------------------------------------------------------------------------
// The app, the principals and the route list.

const t: TestApp = await buildTestApp();
afterAll(() => t.close());

const { principals, restore } = await fuzzPrincipals(t, figures);

const documented = new Set<string>();
const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
  paths: Record<string, Record<string, unknown>>;
};
for (const [url, ops] of Object.entries(doc.paths))
  for (const m of Object.keys(ops)) documented.add(`${m.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`);

const routes = t.routes
  .flatMap((r: RouteOptions) =>
    [r.method]
      .flat()
      .map((method) => ({ method, url: r.url, schema: (r.schema ?? {}) as Record<string, unknown> })),
  )
  .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
  // Calls that end a session or change a password go last, so the others run signed in.
  .sort(
    (a, b) =>
      Number(/logout|logoff|password|status|blacklist/.test(a.url)) -
      Number(/logout|logoff|password|status|blacklist/.test(b.url)),
  )
  // Each route's cases come from the seed and its place in the whole list, so one replays alone.
  .map((r, i) => ({ ...r, i, name: `${r.method} ${r.url}` }))
  .filter((r) => !ONLY || r.name.includes(ONLY));
figures.figures.routes = routes.length;

// ---------------------------------------------------------------------------------------------
// Judging one answer.

interface Finding {
  who: string;
  request: string;
  status: number;
  problem: string;
  body: string;
}

/**
 * Fastify's router answers a malformed percent-escape in the path and a path parameter over 100
 * characters itself, before any hook or handler; app.ts passes `answerFrameworkError` as its
 * `frameworkErrors` so they get the envelope too. Its own JSON shape here is a failure.
 */
const ROUTER_ERROR = /^\{"error":"Bad Request","code":"FST_ERR_(BAD_URL|MAX_PARAM_LENGTH)"/;

function judge(url: string, status: number, type: string, body: string): string | null {
  if (status >= 500) return `HTTP ${status}`;
  if (ROUTER_ERROR.test(body)) {
    figures.add('routerErrors');
    return 'answered by the router outside the envelope';
  }
  const page = pageRoute(url);
  const isJson = /json/.test(type);
  if (!(page && status < 300)) {
    const leak = LEAKS.find((re) => re.test(body));
    if (leak) {
      figures.add('leaks');
      return `leaks ${leak}`;
    }
  }
  if (page) return null;
  // An open stream answers with events, its first one the player's figures.
  if (EVENT_STREAM_PATHS.has(url) && status === 200)
    return /^event: wallet\ndata: \{/m.test(body) ? null : 'a stream without its first event';
  if (!isJson) return `not JSON (${type || 'no content type'})`;
  let json: { code?: unknown; message?: unknown; data?: unknown };
  try {
    json = JSON.parse(body);
  } catch {
    return 'JSON that does not parse';
  }
  if (
    typeof json !== 'object' ||
    json === null ||
    typeof json.code !== 'number' ||
    typeof json.message !== 'string' ||
    !('data' in json)
  ) {
    figures.add('nonEnvelope');
    return 'not the envelope';
  }
  if (json.code === 500) return 'code 500';
  if (json.message === MSG.badValue) {
    figures.add('schemaGaps');
    return 'refused by the database, not by the request schema';
  }
  if (json.code !== 200 && !/[\u4e00-\u9fa5]/.test(json.message)) return 'refusal without a Chinese message';
  return null;
}

async function send(
  route: { method: string; url: string },
  c: Case,
  who: 'anonymous' | 'player' | 'operator' | 'agent',
  auth: string | undefined,
): Promise<Finding | null> {
  const request: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: c.path + c.query,
    remoteAddress: c.ip,
    headers: {
      ...(auth ? { authorization: auth } : {}),
      ...(c.body?.type ? { 'content-type': c.body.type } : {}),
    },
    ...(c.body ? { payload: c.body.payload } : {}),
  };
  let res;
  try {
    res = await injectOrStream(t.app, request as Parameters<typeof injectOrStream>[1]);
  } catch (err) {
    // The test client itself refused to build the request (an illegal header): not the server's answer.
    figures.add('unsendable');
    return {
      who,
      request: `${route.method} ${request.url}`,
      status: 0,
      problem: `inject threw ${(err as Error).message}`,
      body: '',
    };
  }
  figures.count(res.statusCode);
  const problem = judge(route.url, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
  if (!problem) return null;
  const sent = c.body ? `[${c.body.type ?? 'no type'}] ${c.body.payload.slice(0, 300)}` : '';
  return {
    who,
    request: `${route.method} ${request.url} ${sent}`,
    status: res.statusCode,
    problem,
    body: res.body.slice(0, 300),
  };
}

// ---------------------------------------------------------------------------------------------

describe(`fuzz: generated input on every route (seed ${SEED}, ${RUNS} per route and principal)`, () => {
  it('covers every route of the OpenAPI document, back office included', () => {
    const table = new Set(routes.map((r) => r.name));
    const missing = ONLY ? [] : [...documented].filter((r) => !table.has(r));
    expect(missing).toEqual([]);
    expect([...documented].some((r) => r.includes('/admin/api/'))).toBe(true);
  });

  it.each(routes)(
    '$name',
    async (route) => {
      const cases = casesFor(route, RUNS, SEED);
      const findings: Finding[] = [];
      for (const [k, c] of cases.entries()) {
        // The agent console's calls are sent as its agent; everyone else's as player and operator.
        const signedIn = route.url.startsWith('/agent/api/')
          ? (['agent'] as const)
          : (['player', 'operator'] as const);
        for (const who of ['anonymous', ...signedIn] as const) {
          const auth =
            who === 'anonymous'
              ? k % 3 === 2
                ? BAD_AUTH[(route.i + k) % BAD_AUTH.length]
                : undefined
              : `Bearer ${principals[who]}`;
          const found = await send(route, c, who, auth);
          if (found) findings.push(found);
        }
      }
      await restore();
      const replay = `FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} FUZZ_ROUTE='${route.method} ${route.url}'`;
      expect(findings, `seed ${SEED}; replay with ${replay}`).toEqual([]);
    },
    120_000,
  );

  it('reports its figures', () => {
    figures.write();
    expect(figures.figures.fiveXX).toBe(0);
  });
});

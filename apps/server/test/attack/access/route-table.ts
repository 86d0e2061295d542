import type { RouteOptions } from 'fastify';
import type { Permission } from '@app/shared';

/**
 * The access matrix's view of Fastify's route table, so that a new route cannot escape it: every
 * route is either public (listed below, with why), a player route (the session hook) or a
 * back-office route (a permission hook).
 */

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
export interface Route {
  method: Method;
  url: string;
  guard:
    | { kind: 'player' }
    | { kind: 'agent' }
    | { kind: 'operator'; permission: Permission | null }
    | { kind: 'public'; why: string }
    | { kind: 'unclassified' };
  keys: string[];
}

const VISITOR_CONTENT = [
  'app|getVisitUrl|getAgentLoginUrl|getservicerurl|homenotice|bannerList|noticeList|banklist',
  'uservip|activitytype|activitylist|activitydeatil|article|helpFigures|gamelistBycode',
].join('|');

/** Routes anyone may call, and why. A route that is none of public, player or operator fails the test. */
const PUBLIC: Array<[RegExp, string]> = [
  [/^\/api\/docs(\/|$)/, 'the OpenAPI document and its viewer'],
  [/^\/health$/, 'liveness probe'],
  [/^\/ready$/, 'readiness probe: says only whether the database and Redis answer'],
  [/^\/metrics$/, 'Prometheus figures, answered only to METRICS_ALLOW addresses (404 to others)'],
  [/^\/api\/(captcha|register|login_pc)$/, 'sign-up and sign-in'],
  [/^\/admin\/api\/login$/, 'operator sign-in'],
  [/^\/agent\/api\/login$/, 'agent console sign-in (site credentials, then the agent check)'],
  [/^\/admin\/api\/setup$/, 'first-operator setup, by the one-time token printed at start'],
  [new RegExp(`^\\/api\\/(${VISITOR_CONTENT})$`), 'site content shown to visitors'],
  [/^\/api\/(game\/list|gameSearch)$/, 'the game lobby and its search, shown to visitors'],
  [/^\/support(\/assets\/[\w.-]+)?$/, 'the support chat page (its calls need a session)'],
  [/^\/uploads\/(site|avatars)\/:name$/, 'uploaded images, by unguessable name'],
  [/^\/api\/pay\/notify\/:gateway$/, 'signed: payment gateway callbacks (HMAC over timestamp and body)'],
  [
    /^\/api\/provider\/:provider\/wallet\/:action$/,
    'signed: seamless wallet callbacks from game providers (HMAC)',
  ],
  [
    /^\/demo-provider\/api\/[\w-]+(\/[\w-]+)?$/,
    'signed: the demo provider’s operator API, its book’s too (HMAC)',
  ],
  [/^\/sandbox\/api\/[\w-]+$/, 'signed: the sandbox gateway’s order API (HMAC)'],
  [
    new RegExp(
      '^/demo-provider/(assets/[\\w./-]+|(book|games)/assets/:file|play/:id(/\\w+)?' +
        '|play/:id/book/(\\w+|event/:event))$',
    ),
    'the demo provider’s game and sportsbook pages; the launch session id in the path is the credential',
  ],
  [
    /^\/sandbox\/pay\/:orderNo(\/:action)?$/,
    'the embedded sandbox gateway’s pay page (development only; a tester presses paid/failed)',
  ],
  [
    /^(\/|\/\*|\/(admin|agent)(\/|\/\*)?|\/assets\/\*)$/,
    'the built player site, back office and agent console (static files; their calls need a session)',
  ],
];
export const SIGNED = (url: string) =>
  /^\/(api\/pay\/notify|api\/provider|demo-provider\/api|sandbox\/api)\//.test(url);

/** Back-office routes any signed-in operator may use (their own session, password and second factor). */
export const ANY_OPERATOR = new Set([
  'GET /admin/api/me',
  'POST /admin/api/logout',
  'POST /admin/api/password',
  'POST /admin/api/totp/setup',
  'POST /admin/api/totp/enable',
]);
/** The back office's doors: sign-in and the one-time first-operator setup. */
export const BACK_OFFICE_ENTRY = new Set(['/admin/api/login', '/admin/api/setup']);
/** What a first login (password not yet changed) may still reach. */
export const FIRST_LOGIN_PATHS = new Set(['/admin/api/me', '/admin/api/logout', '/admin/api/password']);

/** A body field of a player route that names a stored object: a player route with one must be listed. */
export const ID_LIKE = /(^id$|id$|_no$|^bank$|order|txn|ticket)/i;
/** Fields of player routes that look like ids but name no other player's data. */
export const NOT_OTHER_PLAYERS: Record<string, string> = {
  'POST /api/recharge bank': 'the receiving bank chosen from the public pay-bank list',
  'POST /api/recharge bank_no': 'the card the player says they pay from, typed in; an operator matches it',
  'POST /api/doactivityapply activityid': 'an activity of the public catalogue',
  'POST /api/activityApplyAmount activityid': 'an activity of the public catalogue',
  'POST /api/userapimoney/:platname platname': 'a game platform code',
};

function keysOf(schema: unknown): string[] {
  const s = schema as { shape?: Record<string, unknown> } | undefined;
  return s?.shape ? Object.keys(s.shape) : [];
}

/**
 * Each registered route by method, with its guard (`authenticate` is the player session hook,
 * `authenticateAgent` the agent console's).
 */
export function routeTable(
  routes: RouteOptions[],
  authenticate: unknown,
  authenticateAgent?: unknown,
): Route[] {
  const out: Route[] = [];
  for (const r of routes) {
    const hooks = [r.onRequest ?? []].flat() as Array<
      ((...a: never[]) => unknown) & { permission?: Permission | null }
    >;
    const permissionHook = hooks.find((h) => 'permission' in h);
    const why = PUBLIC.find(([re]) => re.test(r.url))?.[1];
    const guard: Route['guard'] = permissionHook
      ? { kind: 'operator', permission: permissionHook.permission ?? null }
      : hooks.includes(authenticate as never)
        ? { kind: 'player' }
        : authenticateAgent !== undefined && hooks.includes(authenticateAgent as never)
          ? { kind: 'agent' }
          : why
            ? { kind: 'public', why }
            : { kind: 'unclassified' };
    const schema = (r.schema ?? {}) as Record<string, unknown>;
    const keys = [
      ...keysOf(schema.body),
      ...keysOf(schema.querystring),
      ...[...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]!),
    ];
    for (const method of [r.method].flat() as Method[]) out.push({ method, url: r.url, guard, keys });
  }
  return out;
}

export const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** Answers that let a caller through: what none of the refused calls may be. */
export const succeeded = (status: number, body: { code?: number } | undefined) =>
  status < 400 && (body?.code === undefined || body.code === 200);

import { randomBytes } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, type Permission, type Role } from '@app/shared';
import { seedActivities } from '../../src/db/seed-activities.js';
import { seedGames } from '../../src/db/seed-games.js';
import { checkInvariants } from '../../src/ledger/invariants.js';
import {
  buildTestApp,
  call,
  fundedPlayer,
  OPERATOR_PASSWORDS,
  operatorToken,
  registerPlayer,
  roleOperatorToken,
  type TestApp,
} from '../helpers.js';
import { changedTables, fingerprint } from './db-state.js';
import { attackFigures } from './figures.js';

/**
 * The access matrix, derived from Fastify's route table so that a new route cannot escape it:
 * every route is either public (listed below, with why), a player route (the session hook) or a
 * back-office route (a permission hook). Then every back-office route is called without a token,
 * with forged ones, with a player's, and with every operator who lacks its permission; every
 * player route with no session, with an operator's, and as another player aimed at a victim's
 * cards, orders and messages. None may succeed, and the database must not move.
 */

const figures = attackFigures('access-matrix');
let t: TestApp;

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
interface Route {
  method: Method;
  url: string;
  guard:
    | { kind: 'player' }
    | { kind: 'operator'; permission: Permission | null }
    | { kind: 'public'; why: string }
    | { kind: 'unclassified' };
  keys: string[];
}

/** Routes anyone may call, and why. A route that is none of public, player or operator fails the test. */
const PUBLIC: Array<[RegExp, string]> = [
  [/^\/api\/docs(\/|$)/, 'the OpenAPI document and its viewer'],
  [/^\/health$/, 'liveness probe'],
  [/^\/api\/(captcha|register|login_pc)$/, 'sign-up and sign-in'],
  [/^\/admin\/api\/login$/, 'operator sign-in'],
  [/^\/admin\/api\/setup$/, 'first-operator setup, by the one-time token printed at start'],
  [
    /^\/api\/(app|getVisitUrl|getAgentLoginUrl|getservicerurl|homenotice|bannerList|noticeList|banklist|uservip|activitytype|activitylist|activitydeatil|article|gamelistBycode)$/,
    'site content shown to visitors',
  ],
  [/^\/api\/game\/list$/, 'the game lobby shown to visitors'],
  [/^\/(support|agent)(\/assets\/[\w.-]+)?$/, 'support chat and agent pages (their calls need a session)'],
  [/^\/uploads\/(site|avatars)\/:name$/, 'uploaded images, by unguessable name'],
  [/^\/api\/pay\/notify\/:gateway$/, 'signed: payment gateway callbacks (HMAC over timestamp and body)'],
  [
    /^\/api\/provider\/:provider\/wallet\/:action$/,
    'signed: seamless wallet callbacks from game providers (HMAC)',
  ],
  [/^\/demo-provider\/api\/[\w-]+$/, 'signed: the demo provider’s operator API (HMAC)'],
  [/^\/sandbox\/api\/[\w-]+$/, 'signed: the sandbox gateway’s order API (HMAC)'],
  [
    /^\/demo-provider\/(assets\/[\w.-]+|play\/:id(\/\w+)?)$/,
    'the demo provider’s game pages; the launch session id in the path is the credential',
  ],
  [
    /^\/sandbox\/pay\/:orderNo(\/:action)?$/,
    'the embedded sandbox gateway’s pay page (development only; a tester presses paid/failed)',
  ],
  [
    /^(\/|\/\*|\/admin|\/admin\/|\/admin\/\*|\/assets\/\*)$/,
    'the built player site and back office (static files)',
  ],
];
const SIGNED = (url: string) =>
  /^\/(api\/pay\/notify|api\/provider|demo-provider\/api|sandbox\/api)\//.test(url);

/** Back-office routes any signed-in operator may use (their own session, password and second factor). */
const ANY_OPERATOR = new Set([
  'GET /admin/api/me',
  'POST /admin/api/logout',
  'POST /admin/api/password',
  'POST /admin/api/totp/setup',
  'POST /admin/api/totp/enable',
]);
/** The back office's doors: sign-in and the one-time first-operator setup. */
const BACK_OFFICE_ENTRY = new Set(['/admin/api/login', '/admin/api/setup']);
/** What a first login (password not yet changed) may still reach. */
const FIRST_LOGIN_PATHS = new Set(['/admin/api/me', '/admin/api/logout', '/admin/api/password']);

/** A body field of a player route that names a stored object: a player route with one must be listed here. */
const ID_LIKE = /(^id$|id$|_no$|^bank$|order|txn|ticket)/i;
/** Fields of player routes that look like ids but name no other player's data. */
const NOT_OTHER_PLAYERS: Record<string, string> = {
  'POST /api/recharge bank': 'the receiving bank chosen from the public pay-bank list',
  'POST /api/recharge bank_no': 'the card the player says they pay from, typed in; an operator matches it',
  'POST /api/doactivityapply activityid': 'an activity of the public catalogue',
  'POST /api/userapimoney/:platname platname': 'a game platform code',
};

function keysOf(schema: unknown): string[] {
  const s = schema as { shape?: Record<string, unknown> } | undefined;
  return s?.shape ? Object.keys(s.shape) : [];
}

function routeTable(routes: RouteOptions[]): Route[] {
  const out: Route[] = [];
  for (const r of routes) {
    const hooks = [r.onRequest ?? []].flat() as Array<
      ((...a: never[]) => unknown) & { permission?: Permission | null }
    >;
    const permissionHook = hooks.find((h) => 'permission' in h);
    const why = PUBLIC.find(([re]) => re.test(r.url))?.[1];
    const guard: Route['guard'] = permissionHook
      ? { kind: 'operator', permission: permissionHook.permission ?? null }
      : hooks.includes(t.app.authenticate as never)
        ? { kind: 'player' }
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

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
let routes: Route[];

/** Answers that let a caller through: what none of the refused calls may be. */
const succeeded = (status: number, body: { code?: number } | undefined) =>
  status < 400 && (body?.code === undefined || body.code === 200);

interface Victim {
  name: string;
  token: string;
  userId: number;
  cardId: number;
  bankNo: string;
  depositNo: string;
  bankDepositId: number;
  bankDepositNo: string;
  withdrawalId: number;
  withdrawalNo: string;
  transferNos: string[];
  messageId: number;
  applicationId: number;
  agentApplicationId: number;
  adjustmentId: number;
  canaries: string[];
}
let victim: Victim;
let attacker: Awaited<ReturnType<typeof fundedPlayer>> & { ownDepositNo: string; ownMessageId: number };
let superToken: string;
const roleTokens = {} as Record<Exclude<Role, 'super'>, { token: string; id: number }>;

/** Tables a refused call may still write: the audit trail of refusals, and session bookkeeping. */
const REFUSAL_TRAIL = [
  'audit_log',
  'sessions',
  'operator_sessions',
  'login_history',
  'captchas',
  'login_failures',
];

async function makeVictim(): Promise<Victim> {
  const realname = '欧阳锋锐';
  const p = await fundedPlayer(t, 3000, { realname });
  const post = (url: string, body: unknown = {}) => call(t.app, 'POST', url, body, { token: p.token });
  const bankNo = (
    await t.database.db
      .selectFrom('cards')
      .select('bank_no')
      .where('id', '=', p.cardId)
      .executeTakeFirstOrThrow()
  ).bank_no;
  const depositNo = (
    await t.database.db
      .selectFrom('deposits')
      .select('deposit_no')
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow()
  ).deposit_no;
  const bankDeposit = await post('/api/recharge', {
    paytype: 'bank',
    amount: 500,
    bank_owner: realname,
    bank: '2',
    bank_no: bankNo,
    bank_address: '北京分行',
  });
  expect(bankDeposit.code).toBe(200);
  const bankDepositNo = bankDeposit.data.deposit_no as string;
  const bankDepositId = (
    await t.database.db
      .selectFrom('deposits')
      .select('id')
      .where('deposit_no', '=', bankDepositNo)
      .executeTakeFirstOrThrow()
  ).id;
  expect((await post('/api/withdraw', { amount: 200, bank: p.cardId, password: '123456' })).code).toBe(200);
  const w = await t.database.db
    .selectFrom('withdrawals')
    .select(['id', 'order_no'])
    .where('user_id', '=', p.userId)
    .executeTakeFirstOrThrow();
  expect(
    (await post('/api/transfer', { amount: 300, sourcetype: 'userbalance', targettype: 'ky' })).code,
  ).toBe(200);
  expect(
    (await post('/api/transfer', { amount: 100, sourcetype: 'ky', targettype: 'userbalance' })).code,
  ).toBe(200);
  const transferNos = (
    await t.database.db
      .selectFrom('game_transfers')
      .select('transfer_no')
      .where('user_id', '=', p.userId)
      .execute()
  ).map((r) => r.transfer_no);
  // A seamless round, pulled into bet records and rebates.
  const launch = await post('/api/getGameUrl', { plat_name: 'pg', game_code: 'dice-sicbo' });
  const round = await t.app.inject({
    method: 'POST',
    url: `${launch.data.url}/round`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ bet: 1000, choice: 'big' }),
  });
  expect(round.json().code).toBe(200);
  await t.services.bets.pull();
  const secretMessage = `密信${randomBytes(4).toString('hex')}`;
  expect(
    (
      await call(
        t.app,
        'POST',
        `/admin/api/players/${p.userId}/messages`,
        { title: '私人通知', content: secretMessage },
        { token: superToken },
      )
    ).code,
  ).toBe(200);
  const messageId = (
    await t.database.db
      .selectFrom('messages')
      .select('id')
      .where('user_id', '=', p.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).id;
  const supportText = `工单${randomBytes(4).toString('hex')}`;
  expect((await post('/api/support/send', { content: supportText })).code).toBe(200);
  const activity = await t.database.db
    .selectFrom('activities')
    .select('id')
    .where('title', 'like', '每日存款加赠%')
    .executeTakeFirstOrThrow();
  expect((await post('/api/doactivityapply', { activityid: activity.id, amount: '500' })).code).toBe(200);
  const applicationId = (
    await t.database.db
      .selectFrom('activity_applications')
      .select('id')
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow()
  ).id;
  const agentInfo = `代理${randomBytes(4).toString('hex')}`;
  const mobile = `159${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  expect((await post('/api/applyagentdo', { mobile, apply_info: agentInfo })).code).toBe(200);
  const agentApplicationId = (
    await t.database.db
      .selectFrom('agent_applications')
      .select('id')
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow()
  ).id;
  const email = `v${randomBytes(4).toString('hex')}@example.com`;
  expect((await post('/api/updateuserinfo', { email })).code).toBe(200);
  await t.services.settings.set({ adjust_approval_threshold: '10.00' });
  const adj = await call(
    t.app,
    'POST',
    '/admin/api/adjustments',
    { username: p.name, amount: 50, reason_code: 'correction', note: '待复核' },
    { token: roleTokens.finance.token },
  );
  expect(adj.code).toBe(200);
  return {
    name: p.name,
    token: p.token,
    userId: p.userId,
    cardId: p.cardId,
    bankNo,
    depositNo,
    bankDepositId: Number(bankDepositId),
    bankDepositNo,
    withdrawalId: Number(w.id),
    withdrawalNo: w.order_no,
    transferNos,
    messageId: Number(messageId),
    applicationId: Number(applicationId),
    agentApplicationId: Number(agentApplicationId),
    adjustmentId: Number(adj.data.id),
    // Strings only the victim's own answers may carry.
    canaries: [
      p.name,
      realname,
      bankNo,
      depositNo,
      bankDepositNo,
      w.order_no,
      ...transferNos,
      secretMessage,
      supportText,
      agentInfo,
      mobile,
      email,
    ],
  };
}

beforeAll(async () => {
  t = await buildTestApp({ RATE_REGISTER_PER_10MIN: '1000', RATE_LOGIN_PER_10MIN: '1000' });
  await seedGames(t.database.db);
  await seedActivities(t.database.db, t.clock.now().getTime());
  await t.services.settings.set({ turnover_multiple: '0', withdraw_daily_count: '0' });
  routes = routeTable(t.routes);
  superToken = await operatorToken(t);
  for (const role of ['finance', 'operations', 'support'] as const)
    roleTokens[role] = await roleOperatorToken(t, role);
  victim = await makeVictim();
  const b = await fundedPlayer(t, 2000);
  const own = await call(
    t.app,
    'POST',
    '/api/recharge',
    { paytype: 'alipay', amount: 100 },
    { token: b.token },
  );
  await call(
    t.app,
    'POST',
    `/admin/api/players/${b.userId}/messages`,
    { title: '通知', content: '你好' },
    { token: superToken },
  );
  const ownMessage = await t.database.db
    .selectFrom('messages')
    .select('id')
    .where('user_id', '=', b.userId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  attacker = { ...b, ownDepositNo: own.message, ownMessageId: Number(ownMessage.id) };
}, 120_000);

afterAll(async () => {
  figures.write({ routes: routes?.length ?? 0 });
  await t?.close();
});

/** Sends one call and counts it; HEAD and non-JSON answers come back with no body. */
async function send(method: Method, url: string, token: string | undefined, body?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers:
      token === undefined
        ? {}
        : { authorization: token.startsWith('Bearer') || token.includes(' ') ? token : `Bearer ${token}` },
    ...(body !== undefined && method !== 'GET' && method !== 'HEAD' ? { payload: body as object } : {}),
  });
  figures.count(res.statusCode);
  let json: { code?: number; message?: string; data?: unknown } | undefined;
  try {
    json = res.body ? res.json() : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, json, body: res.body };
}

describe('the route table', () => {
  it('classifies every route as public, player or back office', () => {
    expect(routes.length).toBeGreaterThan(150);
    const unclassified = routes.filter((r) => r.guard.kind === 'unclassified').map(key);
    expect(unclassified, 'routes with no session or permission hook and not listed as public').toEqual([]);
    const openBackOffice = routes
      .filter(
        (r) =>
          r.url.startsWith('/admin/api/') && !BACK_OFFICE_ENTRY.has(r.url) && r.guard.kind !== 'operator',
      )
      .map(key);
    expect(openBackOffice, 'back-office routes without a permission hook').toEqual([]);
    const anyOperator = routes
      .filter((r) => r.guard.kind === 'operator' && r.guard.permission === null && r.method !== 'HEAD')
      .map(key);
    expect(
      anyOperator.filter((k) => !ANY_OPERATOR.has(k)),
      'back-office routes open to every role',
    ).toEqual([]);
    const playerOnAdmin = routes
      .filter((r) => r.guard.kind === 'player' && !r.url.startsWith('/api/'))
      .map(key);
    expect(playerOnAdmin).toEqual([]);
  });

  it('matches the reviewed table of who may call each back-office route', async () => {
    // A permission changed or a route added changes this file: review it, then update it with
    // `npx vitest run apps/server/test/attack/access-matrix.test.ts -u`.
    const lines = routes
      .filter((r) => r.guard.kind === 'operator' && r.method !== 'HEAD')
      .map((r) => {
        const permission = (r.guard as { permission: Permission | null }).permission;
        const roles = (Object.keys(ROLE_PERMISSIONS) as Role[]).filter(
          (role) => permission === null || ROLE_PERMISSIONS[role].includes(permission),
        );
        return `${key(r).padEnd(56)} ${(permission ?? 'any operator').padEnd(18)} ${roles.join(' ')}`;
      })
      .sort();
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/back-office-permissions.txt');
  });

  it('knows, for every player route that takes an id or order number, whose object it names', () => {
    const unlisted = routes
      .filter((r) => r.guard.kind === 'player')
      .flatMap((r) => r.keys.filter((k) => ID_LIKE.test(k)).map((k) => `${key(r)} ${k}`))
      .filter((k) => !(k in NOT_OTHER_PLAYERS) && !IDOR_FIELDS.has(k));
    expect(unlisted, 'id-taking player fields with no other-player case below').toEqual([]);
  });
});

describe('back office: refused without the right operator, and nothing moves', () => {
  const ATTACK_BODY = () => ({
    reason: '越权测试',
    username: victim.name,
    amount: 100,
    note: '越权',
    role: 'super',
    password: 'abc12345x',
    new_password: 'Evil12345x',
    old_password: 'abc12345x',
    status: 0,
    state: 0,
    title: '越权',
    content: '越权',
    code: '000000',
  });
  const targetIds = async (): Promise<Record<string, string | number>> => {
    const first = async (table: 'banners' | 'notices' | 'activities' | 'pay_banks' | 'games') =>
      Number((await t.database.db.selectFrom(table).select('id').orderBy('id').executeTakeFirst())?.id ?? 1);
    const channel = await t.database.db.selectFrom('pay_channels').select('key').executeTakeFirst();
    return {
      'deposits/id': victim.bankDepositId,
      'withdrawals/id': victim.withdrawalId,
      'players/id': victim.userId,
      'threads/id': victim.userId,
      'adjustments/id': victim.adjustmentId,
      'activity-applications/id': victim.applicationId,
      'agent-applications/id': victim.agentApplicationId,
      'operators/id': roleTokens.finance.id,
      'banners/id': await first('banners'),
      'notices/id': await first('notices'),
      'activities/id': await first('activities'),
      'pay-banks/id': await first('pay_banks'),
      'games/id': await first('games'),
      'pay-channels/key': channel?.key ?? 'alipay',
      'vip-levels/level': 1,
      'platforms/code': 'pg',
      'articles/type': 1,
    };
  };
  const pathOf = (url: string, ids: Record<string, string | number>) =>
    url.replace(/:(\w+)/g, (_m, name: string, offset: number) =>
      String(ids[`${url.slice(0, offset).split('/').filter(Boolean).pop()}/${name}`] ?? 1),
    );

  it('answers 401 to no token, forged tokens, players, disabled operators; 403 to a first login and to every role without the permission', async () => {
    const ids = await targetIds();
    const disabled = await roleOperatorToken(t, 'finance');
    expect(
      (
        await call(
          t.app,
          'POST',
          `/admin/api/operators/${disabled.id}/status`,
          { status: 0 },
          { token: superToken },
        )
      ).code,
    ).toBe(200);
    const firstLoginName = `first_${randomBytes(3).toString('hex')}`;
    await call(
      t.app,
      'POST',
      '/admin/api/operators',
      { username: firstLoginName, password: OPERATOR_PASSWORDS.roleInitial, role: 'super' },
      { token: superToken },
    );
    const firstLogin = (
      await call(t.app, 'POST', '/admin/api/login', {
        username: firstLoginName,
        password: OPERATOR_PASSWORDS.roleInitial,
      })
    ).data.token as string;
    const flipped = superToken.slice(0, -1) + (superToken.endsWith('a') ? 'b' : 'a');
    const unauthenticated: Array<[string, string | undefined]> = [
      ['no token', undefined],
      ['malformed header', 'Bearer'],
      ['forged 256-bit token', randomBytes(32).toString('hex')],
      ['a super admin token with one character changed', flipped],
      ['a JWT-looking token', 'eyJhbGciOiJub25lIn0.eyJyb2xlIjoic3VwZXIifQ.'],
      ['a player token', attacker.token],
      ['a disabled operator', disabled.token],
    ];

    const before = await fingerprint(t.database, { skip: REFUSAL_TRAIL });
    const wrong: string[] = [];
    const admin = routes.filter((r) => r.guard.kind === 'operator');
    for (const r of admin) {
      const guard = r.guard as { kind: 'operator'; permission: Permission | null };
      const url = pathOf(r.url, ids);
      const cases: Array<[string, string | undefined, number]> = unauthenticated.map(([label, token]) => [
        label,
        token,
        401,
      ]);
      if (!FIRST_LOGIN_PATHS.has(r.url))
        cases.push(['a first login that has not changed its password', firstLogin, 403]);
      for (const role of Object.keys(roleTokens) as Array<keyof typeof roleTokens>) {
        if (guard.permission && !ROLE_PERMISSIONS[role].includes(guard.permission))
          cases.push([`role ${role}`, roleTokens[role].token, 403]);
      }
      for (const [label, token, expected] of cases) {
        const res = await send(r.method, url, token, ATTACK_BODY());
        if (succeeded(res.status, res.json)) figures.forbiddenSuccess();
        const envelopeOk =
          r.method === 'HEAD' || (res.json?.code === expected && (res.json.data ?? null) === null);
        if (res.status !== expected || !envelopeOk)
          wrong.push(`${r.method} ${url} with ${label}: HTTP ${res.status} ${res.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await fingerprint(t.database, { skip: REFUSAL_TRAIL }))).toEqual([]);
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
    figures.add('adminRoutes', admin.length);
    // Every refusal by a token that opens nothing, or a role overreaching, is in the audit log.
    const denied = await t.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('outcome', '=', 'denied')
      .executeTakeFirstOrThrow();
    expect(Number(denied.n)).toBeGreaterThan(admin.length);
  });

  it('lets each role read what its permissions allow (so the refusals above are not a broken token)', async () => {
    const ids = await targetIds();
    const wrong: string[] = [];
    for (const r of routes.filter((x) => x.guard.kind === 'operator' && x.method === 'GET')) {
      const guard = r.guard as { kind: 'operator'; permission: Permission | null };
      for (const role of Object.keys(roleTokens) as Array<keyof typeof roleTokens>) {
        if (guard.permission && !ROLE_PERMISSIONS[role].includes(guard.permission)) continue;
        const res = await send('GET', pathOf(r.url, ids), roleTokens[role].token);
        if (res.status === 401 || res.status === 403) wrong.push(`${r.url} as ${role}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** Player fields that name a stored object, each aimed at the victim's by the attacker. */
const IDOR_CASES: Array<{
  route: string;
  field: string;
  body: () => Record<string, unknown>;
  own: () => Record<string, unknown>;
}> = [
  {
    route: 'POST /api/delcard',
    field: 'id',
    body: () => ({ id: victim.cardId, pay_pass: '123456' }),
    own: () => ({ id: -1, pay_pass: '123456' }),
  },
  {
    route: 'POST /api/withdraw',
    field: 'bank',
    body: () => ({ amount: 100, bank: victim.cardId, password: '123456' }),
    own: () => ({ amount: 100, bank: attacker.cardId, password: '123456' }),
  },
  {
    route: 'POST /api/payinfo',
    field: 'deposit_no',
    body: () => ({ deposit_no: victim.depositNo }),
    own: () => ({ deposit_no: attacker.ownDepositNo }),
  },
  {
    route: 'POST /api/payinfo',
    field: 'deposit_no',
    body: () => ({ deposit_no: victim.bankDepositNo }),
    own: () => ({ deposit_no: attacker.ownDepositNo }),
  },
  {
    route: 'POST /api/readmessage',
    field: 'id',
    body: () => ({ id: victim.messageId }),
    own: () => ({ id: attacker.ownMessageId }),
  },
  {
    route: 'POST /api/bindcard',
    field: 'bank_no',
    body: () => ({
      type: 1,
      bank: '中国银行',
      bank_no: victim.bankNo,
      bank_owner: '王五',
      bank_address: '北京分行',
      pay_pass: '123456',
    }),
    own: () => ({
      type: 1,
      bank: '中国银行',
      bank_no: `6222${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`,
      bank_owner: '王五',
      bank_address: '北京分行',
      pay_pass: '123456',
    }),
  },
];
const IDOR_FIELDS = new Set(IDOR_CASES.map((c) => `${c.route} ${c.field}`));
// bindcard's "bank" is the bank's name, listed with its card-number case.
IDOR_FIELDS.add('POST /api/bindcard bank');

describe('players: no session opens nothing, and one player never reaches another’s data', () => {
  const playerRoutes = () => routes.filter((r) => r.guard.kind === 'player');

  it('answers 401 to every player route without a valid player session (none, forged, revoked, an operator’s)', async () => {
    const revoked = await registerPlayer(t.app);
    await call(t.app, 'POST', '/api/logoff', {}, { token: revoked.token });
    const tokens: Array<[string, string | undefined]> = [
      ['no token', undefined],
      ['forged', randomBytes(32).toString('hex')],
      ['revoked', revoked.token],
      ['an operator token', superToken],
    ];
    const before = await fingerprint(t.database, { skip: REFUSAL_TRAIL });
    const wrong: string[] = [];
    for (const r of playerRoutes()) {
      for (const [label, token] of tokens) {
        const res = await send(r.method, r.url.replace(/:(\w+)/g, 'pg'), token, {});
        if (succeeded(res.status, res.json)) figures.forbiddenSuccess();
        if (res.status !== 401 || (r.method !== 'HEAD' && res.json?.code !== 401))
          wrong.push(`${key(r)} with ${label}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await fingerprint(t.database, { skip: REFUSAL_TRAIL }))).toEqual([]);
  });

  it('refuses the victim’s cards, orders and messages to the attacker, who can use their own the same way', async () => {
    const before = await fingerprint(t.database, { userId: victim.userId });
    const leaks: string[] = [];
    const wrong: string[] = [];
    for (const c of IDOR_CASES) {
      const [method, url] = c.route.split(' ') as [Method, string];
      const res = await send(method, url, attacker.token, c.body());
      if (succeeded(res.status, res.json)) {
        figures.forbiddenSuccess();
        wrong.push(`${c.route} with the victim's ${c.field}: ${res.body.slice(0, 120)}`);
      }
      leaks.push(...victim.canaries.filter((s) => res.body.includes(s)).map((s) => `${c.route}: ${s}`));
    }
    expect(wrong).toEqual([]);
    expect(leaks).toEqual([]);
    expect(changedTables(before, await fingerprint(t.database, { userId: victim.userId }))).toEqual([]);
    // The same calls on the attacker's own objects pass: the refusals above are about ownership.
    for (const c of IDOR_CASES.filter((x) => x.route !== 'POST /api/delcard')) {
      const [method, url] = c.route.split(' ') as [Method, string];
      expect((await send(method, url, attacker.token, c.own())).json?.code, c.route).toBe(200);
    }
  });

  it('shows the attacker nothing of the victim’s on any player route, whatever the filters', async () => {
    const before = await fingerprint(t.database, { userId: victim.userId });
    const values: Record<string, unknown[]> = {
      page: [1, 2],
      type: [undefined, 1, 2, 3, 4],
      date: [undefined, 1, 2, 3, 4],
      api_type: [undefined, 'ky', 'pg'],
    };
    const idorBodies = new Map<string, Array<Record<string, unknown>>>();
    for (const c of IDOR_CASES) idorBodies.set(c.route, [...(idorBodies.get(c.route) ?? []), c.body()]);
    const leaks: string[] = [];
    const faults: string[] = [];
    let calls = 0;
    // Logging off last: the attacker's session must hold through the sweep.
    const sweep = playerRoutes()
      .filter((r) => r.url !== '/api/logoff')
      .concat(playerRoutes().filter((r) => r.url === '/api/logoff'));
    for (const r of sweep) {
      let bodies: Array<Record<string, unknown>> = [{}];
      for (const k of r.keys.filter((x) => x in values))
        bodies = bodies.flatMap((b) => values[k]!.map((v) => (v === undefined ? b : { ...b, [k]: v })));
      bodies.push(...(idorBodies.get(key(r)) ?? []));
      for (const body of bodies.slice(0, 40)) {
        const res = await send(r.method, r.url.replace(/:(\w+)/g, 'ky'), attacker.token, body);
        calls += 1;
        if (res.status >= 500) faults.push(`${key(r)} ${JSON.stringify(body)}: ${res.status}`);
        leaks.push(
          ...victim.canaries
            .filter((s) => res.body.includes(s))
            .map((s) => `${key(r)} ${JSON.stringify(body)}: ${s}`),
        );
      }
    }
    expect(faults).toEqual([]);
    expect(leaks).toEqual([]);
    expect(changedTables(before, await fingerprint(t.database, { userId: victim.userId }))).toEqual([]);
    expect(calls).toBeGreaterThan(playerRoutes().length);
    figures.add('playerRoutes', playerRoutes().length);
    // The victim's own answers do carry the canaries: the sweep looked for strings that exist.
    const own = await send('POST', '/api/gettransrecord', victim.token, { type: 4 });
    expect(victim.transferNos.some((n) => own.body.includes(n)) || own.body.includes(victim.depositNo)).toBe(
      true,
    );
  });
});

describe('signed and capability routes refuse anything unsigned or guessed', () => {
  const MONEY = [
    'accounts',
    'ledger_journals',
    'ledger_entries',
    'deposits',
    'withdrawals',
    'seamless_txns',
    'game_transfers',
    'bets',
    'rebates',
  ];

  it('moves no money on unsigned or wrongly signed callbacks, and opens no game session by a guessed id', async () => {
    const before = await fingerprint(t.database, { skip: [] });
    const money = async () =>
      Object.fromEntries(Object.entries(await fingerprint(t.database)).filter(([k]) => MONEY.includes(k)));
    const moneyBefore = await money();
    const ts = String(Math.floor(t.clock.now().getTime() / 1000));
    const bodies = [
      {
        event_id: `ev-${randomBytes(4).toString('hex')}`,
        merchant_order_no: victim.bankDepositNo,
        status: 'paid',
        amount: 50_000,
        currency: 'CNY',
      },
      {
        player_id: String(victim.userId),
        txn_id: `tx-${randomBytes(4).toString('hex')}`,
        bet_txn_id: 'x',
        round_id: 'r',
        amount: '9999.00',
        currency: 'CNY',
      },
      {
        transfer_no: `X${randomBytes(4).toString('hex')}`,
        player_id: String(victim.userId),
        platform: 'ky',
        direction: 'in',
        amount: 999_900,
      },
    ];
    const wrong: string[] = [];
    const signed = routes.filter((r) => r.guard.kind === 'public' && SIGNED(r.url) && r.method === 'POST');
    expect(signed.length).toBeGreaterThan(3);
    for (const r of signed) {
      const url = r.url.replace(':gateway', 'sandbox').replace(':provider', 'demo').replace(':action', 'win');
      for (const body of bodies) {
        for (const headers of [
          {},
          {
            'x-pay-timestamp': ts,
            'x-pay-signature': 'a'.repeat(64),
            'x-provider-timestamp': ts,
            'x-provider-signature': 'a'.repeat(64),
          },
        ]) {
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json', ...headers },
            payload: JSON.stringify(body),
          });
          figures.count(res.statusCode);
          const ok = res.body === 'success' || /"status":"OK"/.test(res.body);
          if (ok) {
            figures.forbiddenSuccess();
            wrong.push(`${url}: ${res.body.slice(0, 80)}`);
          }
        }
      }
    }
    for (const path of [
      '/demo-provider/play/abc',
      '/demo-provider/play/abc/info',
      '/demo-provider/play/abc/history',
    ]) {
      const res = await send('GET', path, undefined);
      if (res.json?.code === 200) wrong.push(`${path}: ${res.body.slice(0, 80)}`);
    }
    const round = await send(
      'POST',
      `/demo-provider/play/${randomBytes(16).toString('hex')}/round`,
      undefined,
      { bet: 100, choice: 'big' },
    );
    if (round.json?.code === 200) wrong.push('a round on a guessed session');
    if (routes.some((r) => r.url === '/admin/api/setup')) {
      const setup = await send('POST', '/admin/api/setup', undefined, {
        token: randomBytes(24).toString('hex'),
        username: 'intruder',
        password: 'intruder12345',
      });
      if (setup.json?.code === 200) wrong.push('first-operator setup with a guessed token');
    }
    expect(wrong).toEqual([]);
    expect(await money()).toEqual(moneyBefore);
    expect(
      changedTables(before, await fingerprint(t.database)).filter((n) => [...MONEY, 'operators'].includes(n)),
    ).toEqual([]);
  });
});

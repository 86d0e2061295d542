import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { buildApp, type Services } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import type { Clock } from '../src/lib/clock.js';
import type { SandboxGateway } from '@app/sandbox-gateway';
import type { HttpPost as Deliver } from '@app/shared/node';

/** A clock tests move by hand, so time windows are tested without waiting. */
export function testClock(
  start = new Date('2026-11-22T04:00:00Z'),
): Clock & { advance(ms: number): void; set(d: Date): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (d) => {
      now = d.getTime();
    },
  };
}

/**
 * Opens a fresh database for one test file: an in-memory SQLite by default, or a throw-away schema
 * on the PostgreSQL server named by DATABASE_URL, dropped again at close.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) return openDatabase('sqlite::memory:');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = openDatabase(url, { schema });
  const close = database.close;
  database.close = async () => {
    await close();
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop schema ${schema} cascade`);
    await cleanup.end();
  };
  return database;
}

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  database: Database;
  clock: ReturnType<typeof testClock>;
  /** The embedded sandbox gateway's order book: tests pay or fail orders through it. */
  sandbox: SandboxGateway;
  /** Faults on our calls to the game provider's API: unreachable, or the answer lost after it acted. */
  providerFaults: { down: boolean; loseAnswer: boolean };
  /** Every route the app registered, as Fastify's onRoute hook saw it (with its hooks). */
  routes: RouteOptions[];
  close(): Promise<void>;
}

/**
 * The same database as `first` seen by another API node: on PostgreSQL its own pool on the same
 * schema; on SQLite the same handle (closed by `first`), as one file is shared by processes.
 */
function peerDatabase(first: Database): Database {
  if (first.dialect === 'sqlite') return { ...first, close: async () => undefined };
  return openDatabase(process.env.DATABASE_URL!, { schema: first.schema });
}

/**
 * A fresh app on a fresh database; with `peerOf`, a second API node on that app's database and
 * clock instead, sharing nothing in memory with it (close it before `peerOf`).
 */
export async function buildTestApp(env: Record<string, string> = {}, peerOf?: TestApp): Promise<TestApp> {
  const config: Config = loadConfig({
    CAPTCHA_MODE: 'off',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DEMO_PROVIDER_DB: ':memory:',
    SANDBOX_GATEWAY_DB: ':memory:',
    GAME_SYNC_MS: '0',
    UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'uploads-')),
    ...env,
  });
  const clock = peerOf?.clock ?? testClock();
  const database = peerOf ? peerDatabase(peerOf.database) : await openTestDatabase();
  // The sandbox gateway's callbacks reach this very app through inject instead of the network.
  // Third parties are one service for every node: a peer reaches the first node's gateway and provider.
  const target: { app?: FastifyInstance } = {};
  const deliver: Deliver = async (url, headers, body) => {
    const path = new URL(url).pathname;
    const to = peerOf && /^\/(sandbox|demo-provider)\//.test(path) ? peerOf.app : target.app!;
    const res = await to.inject({ method: 'POST', url: path, headers, payload: body });
    return { status: res.statusCode, body: res.body };
  };
  const providerFaults = { down: false, loseAnswer: false };
  const providerCall: Deliver = async (url, headers, body) => {
    const toProvider = new URL(url).pathname.startsWith('/demo-provider/api/');
    if (toProvider && providerFaults.down) throw new Error('connect ECONNREFUSED');
    const res = await deliver(url, headers, body);
    if (toProvider && providerFaults.loseAnswer) throw new Error('socket hang up');
    return res;
  };
  const routes: RouteOptions[] = [];
  const { app, services, sandbox } = await buildApp({
    config,
    clock,
    database,
    logger: false,
    deliver,
    providerCall,
    onRoute: (route) => routes.push(route),
  });
  target.app = app;
  await app.ready();
  return {
    app,
    services,
    database,
    clock,
    sandbox: peerOf?.sandbox ?? sandbox!,
    providerFaults,
    routes,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Two API nodes on one fresh database for a test file, sharing a clock and nothing in memory:
 * built before its tests, closed after them (after `beforeClose`).
 */
export function twoNodesPerFile(
  env: Record<string, string> = {},
  beforeClose?: () => void,
): { first: TestApp; second: TestApp } {
  const nodes = {} as { first: TestApp; second: TestApp };
  beforeAll(async () => {
    nodes.first = await buildTestApp(env);
    nodes.second = await buildTestApp(env, nodes.first);
  });
  afterAll(async () => {
    beforeClose?.();
    await nodes.second?.close();
    await nodes.first?.close();
  });
  return nodes;
}

export interface Answer<T = any> {
  status: number;
  code: number;
  message: string;
  data: T;
}

/** Sends one call and returns the envelope with the HTTP status. */
export async function call<T = any>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  opts: { token?: string; headers?: Record<string, string>; ip?: string } = {},
): Promise<Answer<T>> {
  const request: InjectOptions = {
    method,
    url,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  };
  if (body !== undefined) request.payload = body as InjectOptions['payload'];
  const res = await app.inject(request);
  const json = res.json();
  return { status: res.statusCode, code: json.code, message: json.message, data: json.data };
}

let counter = 0;
/** A valid, unique username (6-10 letters and digits, both present). */
export function uniqueName(prefix = 'p'): string {
  counter += 1;
  const tail = `${randomBytes(3).toString('hex')}${counter}`;
  return `${prefix}${tail}`.slice(0, 8) + 'z9';
}

export const GOOD_PASSWORD = 'abc12345z';

export async function registerPlayer(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  ip?: string,
) {
  const name = (overrides.name as string) ?? uniqueName();
  const body = {
    name,
    password: GOOD_PASSWORD,
    confirmPass: GOOD_PASSWORD,
    realname: '王五',
    paypassword: '123456',
    ...overrides,
  };
  const res = await call(app, 'POST', '/api/register', body, { ip });
  if (res.code !== 200) throw new Error(`register failed: ${res.message}`);
  return { name, token: res.data.api_token as string };
}

export { newTronAddress as tronAddress, newEthAddress as ethAddress } from '@app/shared/node';

/** Binds a bank card for the player (deposits need one bound card or wallet). */
export async function bindBankCard(app: FastifyInstance, token: string, realname = '王五') {
  const bank_no = `6222${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;
  const res = await call(
    app,
    'POST',
    '/api/bindcard',
    { bank: '中国银行', bank_no, bank_owner: realname, bank_address: '北京分行', pay_pass: '123456' },
    { token },
  );
  if (res.code !== 200) throw new Error(`bind failed: ${res.message}`);
  return bank_no;
}

/** A player with a bound card, ready to deposit (`overrides` go to registration, e.g. a realname). */
export async function depositReadyPlayer(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const player = await registerPlayer(app, overrides);
  await bindBankCard(app, player.token, (overrides.realname as string | undefined) ?? '王五');
  return player;
}

/** Passwords the helpers give operators; each meets the operator password rule. */
export const OPERATOR_PASSWORDS = {
  /** The first operator's initial password, changed at its first login to `admin`. */
  first: 'Harbor-Lantern-2026!',
  admin: 'opsPass12345',
  /** What a super admin gives a new operator, changed at its first login to `role`. */
  roleInitial: 'Role-Start-5150-Lark',
  role: 'Role-Desk-8823-Wren',
} as const;

/** Logs in the seeded first operator and changes its password, as the first login demands. */
export async function operatorToken(t: { app: FastifyInstance; services: Services }): Promise<string> {
  const first = await t.services.operators.ensureFirstAdmin(OPERATOR_PASSWORDS.first);
  const password = first ? OPERATOR_PASSWORDS.first : OPERATOR_PASSWORDS.admin;
  let login = await call(t.app, 'POST', '/admin/api/login', { username: 'admin', password });
  if (first) {
    await call(
      t.app,
      'POST',
      '/admin/api/password',
      { old_password: password, new_password: OPERATOR_PASSWORDS.admin },
      { token: login.data.token },
    );
    login = await call(t.app, 'POST', '/admin/api/login', {
      username: 'admin',
      password: OPERATOR_PASSWORDS.admin,
    });
  }
  return login.data.token;
}

/** A player with a bound bank card and `yuan` credited through a real sandbox deposit. */
export async function fundedPlayer(
  t: Pick<TestApp, 'app' | 'services' | 'sandbox'>,
  yuan: number,
  overrides: Record<string, unknown> = {},
) {
  const player = await depositReadyPlayer(t.app, overrides);
  const res = await call(
    t.app,
    'POST',
    '/api/recharge',
    { paytype: 'alipay', amount: yuan },
    { token: player.token },
  );
  if (res.code !== 200) throw new Error(`recharge failed: ${res.message}`);
  const info = await call(
    t.app,
    'POST',
    '/api/payinfo',
    { deposit_no: res.message },
    { token: player.token },
  );
  await t.sandbox.settle(info.data.pay_url.split('/').pop(), 'paid');
  const cards = await call(t.app, 'POST', '/api/getcard', { type: 1 }, { token: player.token });
  return {
    ...player,
    cardId: cards.data[0].id as number,
    userId: (await t.services.sessions.resolve(player.token))!,
  };
}

/** A signed-in operator of `role` (created by the super admin, first password already changed). */
export async function roleOperatorToken(
  t: { app: FastifyInstance; services: Services },
  role: 'super' | 'finance' | 'operations' | 'support',
  username = `${role.slice(0, 4)}_${randomBytes(3).toString('hex')}`,
): Promise<{ token: string; id: number; username: string }> {
  const superToken = await operatorToken(t);
  const { roleInitial, role: changed } = OPERATOR_PASSWORDS;
  const created = await call(
    t.app,
    'POST',
    '/admin/api/operators',
    { username, password: roleInitial, role },
    { token: superToken },
  );
  if (created.code !== 200) throw new Error(`create operator failed: ${created.message}`);
  const first = await call(t.app, 'POST', '/admin/api/login', { username, password: roleInitial });
  const change = await call(
    t.app,
    'POST',
    '/admin/api/password',
    { old_password: roleInitial, new_password: changed },
    { token: first.data.token },
  );
  if (change.code !== 200) throw new Error(`operator password change failed: ${change.message}`);
  const login = await call(t.app, 'POST', '/admin/api/login', { username, password: changed });
  return { token: login.data.token, id: created.data.id, username };
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type Services } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import type { Clock } from '../src/lib/clock.js';
import type { Deliver } from '../src/providers/payment/sandbox/sandbox.gateway.js';

/** A clock tests move by hand, so time windows are tested without waiting. */
export function testClock(start = new Date('2026-11-22T04:00:00Z')): Clock & { advance(ms: number): void; set(d: Date): void } {
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
  /** Faults on our calls to the game provider's API: unreachable, or the answer lost after it acted. */
  providerFaults: { down: boolean; loseAnswer: boolean };
  close(): Promise<void>;
}

export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config: Config = loadConfig({ CAPTCHA_MODE: 'off', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DEMO_PROVIDER_DB: ':memory:', GAME_SYNC_MS: '0', UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'uploads-')), ...env });
  const clock = testClock();
  const database = await openTestDatabase();
  // The sandbox gateway's callbacks reach this very app through inject instead of the network.
  const target: { app?: FastifyInstance } = {};
  const deliver: Deliver = async (url, headers, body) => {
    const res = await target.app!.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body });
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
  const { app, services } = await buildApp({ config, clock, database, logger: false, deliver, providerCall });
  target.app = app;
  await app.ready();
  return {
    app,
    services,
    database,
    clock,
    providerFaults,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
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

export async function registerPlayer(app: FastifyInstance, overrides: Record<string, unknown> = {}, ip?: string) {
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

export { newTronAddress as tronAddress, newEthAddress as ethAddress } from '../src/lib/chain-address.js';

/** Binds a bank card for the player (deposits need one bound card or wallet). */
export async function bindBankCard(app: FastifyInstance, token: string, realname = '王五') {
  const bank_no = `6222${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;
  const res = await call(app, 'POST', '/api/bindcard', { bank: '中国银行', bank_no, bank_owner: realname, bank_address: '北京分行', pay_pass: '123456' }, { token });
  if (res.code !== 200) throw new Error(`bind failed: ${res.message}`);
  return bank_no;
}

/** A player with a bound card, ready to deposit. */
export async function depositReadyPlayer(app: FastifyInstance) {
  const player = await registerPlayer(app);
  await bindBankCard(app, player.token);
  return player;
}

/** Logs in the seeded first operator and changes its password, as the first login demands. */
export async function operatorToken(t: { app: FastifyInstance; services: Services }): Promise<string> {
  const first = await t.services.operators.ensureFirstAdmin('firstPass123');
  const password = first ? 'firstPass123' : 'opsPass12345';
  let login = await call(t.app, 'POST', '/admin/api/login', { username: 'admin', password });
  if (first) {
    await call(t.app, 'POST', '/admin/api/password', { old_password: password, new_password: 'opsPass12345' }, { token: login.data.token });
    login = await call(t.app, 'POST', '/admin/api/login', { username: 'admin', password: 'opsPass12345' });
  }
  return login.data.token;
}

/** A player with a bound bank card and `yuan` credited through a real sandbox deposit. */
export async function fundedPlayer(t: { app: FastifyInstance; services: Services }, yuan: number) {
  const player = await depositReadyPlayer(t.app);
  const res = await call(t.app, 'POST', '/api/recharge', { paytype: 'alipay', amount: yuan }, { token: player.token });
  if (res.code !== 200) throw new Error(`recharge failed: ${res.message}`);
  const info = await call(t.app, 'POST', '/api/payinfo', { deposit_no: res.message }, { token: player.token });
  await t.services.sandbox.settle(info.data.pay_url.split('/').pop(), 'paid');
  const cards = await call(t.app, 'POST', '/api/getcard', { type: 1 }, { token: player.token });
  return { ...player, cardId: cards.data[0].id as number, userId: (await t.services.sessions.resolve(player.token))! };
}

/** A signed-in operator of `role` (created by the super admin, first password already changed). */
export async function roleOperatorToken(t: { app: FastifyInstance; services: Services }, role: 'super' | 'finance' | 'operations' | 'support', username = `${role.slice(0, 4)}_${randomBytes(3).toString('hex')}`): Promise<{ token: string; id: number; username: string }> {
  const superToken = await operatorToken(t);
  const created = await call(t.app, 'POST', '/admin/api/operators', { username, password: 'abc12345x', role }, { token: superToken });
  if (created.code !== 200) throw new Error(`create operator failed: ${created.message}`);
  const first = await call(t.app, 'POST', '/admin/api/login', { username, password: 'abc12345x' });
  await call(t.app, 'POST', '/admin/api/password', { old_password: 'abc12345x', new_password: 'Role12345x' }, { token: first.data.token });
  const login = await call(t.app, 'POST', '/admin/api/login', { username, password: 'Role12345x' });
  return { token: login.data.token, id: created.data.id, username };
}

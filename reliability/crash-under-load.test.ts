import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../apps/server/src/db/database.js';
import { checkInvariants } from '../apps/server/src/ledger/invariants.js';
import { createSettingsService } from '../apps/server/src/modules/site/settings.service.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { attackFigures, databaseKind } from '../apps/server/test/attack/figures.js';
import { freePort, startServer, type ServerProcess } from '../e2e/support/server-process.js';

/**
 * Kills the site (SIGKILL) under load: transfers to game platforms, withdrawals and gateway
 * callbacks in flight, and callbacks arriving while it is down. The sandbox gateway and the demo
 * provider run as processes of their own, as real third parties do, and live through the crash.
 * After the restart, once the reconciler and the gateway's retries have run, every yuan sits in
 * exactly one place: each player's wallets plus held withdrawals equal the deposits credited,
 * every paid order is credited once, nothing is left in transit, our platform wallets equal the
 * provider's books, and the ledger invariants hold.
 *
 * On SQLite by default; with DATABASE_URL=postgres://… on a throw-away database of that server.
 * CRASH_PLAYERS sets the load (default 4).
 */
const PLAYERS = Math.max(2, Number(process.env.CRASH_PLAYERS ?? 4));
const DEPOSIT = 1000;
const LATE_DEPOSIT = 200;
const PLATFORMS = ['ky', 'pp', 'ae', 'fgdz'];
const figures = attackFigures('crash');

let dir: string;
let siteUrl: string;
let site: ServerProcess;
let gateway: ServerProcess;
let provider: ServerProcess;
let siteEnv: Record<string, string>;
let dropDatabase: (() => Promise<void>) | undefined;

/** A throw-away database on the PostgreSQL server of DATABASE_URL, or a SQLite file. */
async function freshDatabaseUrl(): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (databaseKind(url) === 'sqlite') return `sqlite:${join(dir, 'site.db')}`;
  const name = `crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  const target = new URL(url!);
  target.pathname = `/${name}`;
  return target.toString();
}

async function api(path: string, body: unknown, token?: string) {
  const res = await fetch(`${siteUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  figures.count(res.status);
  return (await res.json()) as { code: number; message: string; data: any };
}

/** The gateway's pay page of one of our orders. */
async function payLink(token: string, depositNo: string): Promise<string> {
  return (await api('/api/payinfo', { deposit_no: depositNo }, token)).data.pay_url as string;
}
/** Presses 模拟支付成功 there: the gateway then calls the site back until it acknowledges. */
async function pressPaid(link: string) {
  const res = await fetch(new URL(`${link}/paid`, siteUrl), { method: 'POST' });
  expect(res.status).toBeLessThan(400);
}

async function until(what: string, ready: () => Promise<boolean>, seconds = 60) {
  for (let waited = 0; waited < seconds * 5; waited++) {
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function fundedPlayer(i: number) {
  const name = `cr${i}${randomBytes(3).toString('hex')}`.slice(0, 8) + 'z9';
  const reg = await api('/api/register', {
    name,
    password: 'abc12345z',
    confirmPass: 'abc12345z',
    realname: '王五',
    paypassword: '123456',
  });
  expect(reg.code).toBe(200);
  const token = reg.data.api_token as string;
  const bankNo = `6222${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;
  expect(
    (
      await api(
        '/api/bindcard',
        {
          bank: '中国银行',
          bank_no: bankNo,
          bank_owner: '王五',
          bank_address: '北京分行',
          pay_pass: '123456',
        },
        token,
      )
    ).code,
  ).toBe(200);
  const order = await api('/api/recharge', { paytype: 'alipay', amount: DEPOSIT }, token);
  expect(order.code).toBe(200);
  await pressPaid(await payLink(token, order.message));
  await until(
    'the first deposit',
    async () => (await api('/api/balance', {}, token)).data.balance === `${DEPOSIT}.00`,
  );
  const user = await api('/api/user', {}, token);
  const cards = await api('/api/getcard', { type: 1 }, token);
  // Two more orders, paid at the gateway only around the crash: one just before, one while the site is down.
  const late: string[] = [];
  for (let k = 0; k < 2; k++)
    late.push(
      await payLink(
        token,
        (await api('/api/recharge', { paytype: 'alipay', amount: LATE_DEPOSIT }, token)).message,
      ),
    );
  return { token, id: Number(user.data.id), cardId: Number(cards.data[0].id), late };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'crash-'));
  const [sitePort, gatewayPort, providerPort] = [await freePort(), await freePort(), await freePort()];
  siteUrl = `http://127.0.0.1:${sitePort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const providerUrl = `http://127.0.0.1:${providerPort}`;
  gateway = await startServer(
    {
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_DB: join(dir, 'gateway.db'),
      GATEWAY_PUBLIC_URL: gatewayUrl,
    },
    gatewayPort,
    { entry: 'apps/sandbox-gateway/src/server.ts' },
  );
  provider = await startServer(
    {
      PROVIDER_PORT: String(providerPort),
      PROVIDER_DB: join(dir, 'provider.db'),
      OPERATOR_WALLET_URL: `${siteUrl}/api/provider/demo/wallet`,
      PROVIDER_PUBLIC_URL: providerUrl,
      // Transfers take 400 ms at the provider, so many are in flight when the site dies.
      PROVIDER_TRANSFER_LATENCY_MS: '400',
    },
    providerPort,
    { entry: 'apps/demo-provider/src/server.ts' },
  );
  siteEnv = {
    DATABASE_URL: await freshDatabaseUrl(),
    PUBLIC_URL: siteUrl,
    SANDBOXES: 'external',
    SANDBOX_GATEWAY_URL: gatewayUrl,
    DEMO_PROVIDER_URL: providerUrl,
    CAPTCHA_MODE: 'off',
    SEED_DEMO: 'off',
    RATE_REGISTER_PER_10MIN: '10000',
    RATE_LOGIN_PER_10MIN: '10000',
    GAME_SYNC_MS: '500',
    TRANSFER_RETRY_AFTER_MS: '1000',
  };
  site = await startServer(siteEnv, sitePort);
  // Withdrawals here test the crash, not the turnover rule or the daily count.
  const database = openDatabase(siteEnv.DATABASE_URL!);
  await createSettingsService(database.db, systemClock).set({
    turnover_multiple: '0',
    withdraw_daily_count: '0',
  });
  await database.close();
  await new Promise((r) => setTimeout(r, 3100)); // past the site's settings cache
}, 120_000);

afterAll(async () => {
  figures.note(
    `${PLAYERS} players, ${PLATFORMS.length} platforms; gateway and provider as their own processes`,
  );
  figures.write({ routes: 7 });
  await Promise.all([site?.stop(), gateway?.stop(), provider?.stop()]);
  await dropDatabase?.();
  rmSync(dir, { recursive: true, force: true });
});

describe(`a crash under load (${databaseKind()})`, () => {
  it('leaves every yuan in exactly one place after restart, reconciliation and the gateway’s retries', async () => {
    const players = await Promise.all(Array.from({ length: PLAYERS }, (_, i) => fundedPlayer(i)));
    // A first wave settles, so the second has money to bring back out as well.
    await Promise.all(
      players.flatMap((p) =>
        PLATFORMS.map((code) =>
          api('/api/transfer', { amount: 100, sourcetype: 'userbalance', targettype: code }, p.token),
        ),
      ),
    );

    // The answers die with the site; only the books tell what happened.
    const lost = <T>(p: Promise<T>) => p.catch(() => null);
    const wave = players.flatMap((p) => [
      ...PLATFORMS.flatMap((code) => [
        lost(api('/api/transfer', { amount: 50, sourcetype: 'userbalance', targettype: code }, p.token)),
        lost(api('/api/transfer', { amount: 30, sourcetype: code, targettype: 'userbalance' }, p.token)),
      ]),
      lost(api('/api/withdraw', { amount: 100, bank: p.cardId, password: '123456' }, p.token)),
      lost(api('/api/withdraw', { amount: 100, bank: p.cardId, password: '123456' }, p.token)),
      pressPaid(p.late[0]!),
    ]);
    // Kill while the provider is still working on some of them.
    const watch = openDatabase(siteEnv.DATABASE_URL!);
    const inFlight = async () =>
      Number(
        (
          await watch.db
            .selectFrom('game_transfers')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('state', '=', 2)
            .executeTakeFirstOrThrow()
        ).n,
      );
    for (let tries = 0; tries < 100 && (await inFlight()) < PLAYERS; tries++)
      await new Promise((r) => setTimeout(r, 20));
    await watch.close();
    await site.kill();
    await Promise.all(wave);
    for (const p of players) await pressPaid(p.late[1]!);

    const gatewayBooks = () => {
      const g = new SQLite(join(dir, 'gateway.db'), { readonly: true });
      g.pragma('busy_timeout = 5000');
      try {
        return g
          .prepare("select merchant_order_no, amount, acknowledged_at from sg_orders where status = 'paid'")
          .all() as Array<{ merchant_order_no: string; amount: number; acknowledged_at: number | null }>;
      } finally {
        g.close();
      }
    };
    let database: Database = openDatabase(siteEnv.DATABASE_URL!);
    const pendingAtCrash = Number(
      (
        await database.db
          .selectFrom('game_transfers')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('state', '=', 2)
          .executeTakeFirstOrThrow()
      ).n,
    );
    await database.close();
    const unacknowledged = gatewayBooks().filter((o) => o.acknowledged_at === null).length;
    figures.add('transfersInFlightAtCrash', pendingAtCrash);
    figures.add('callbacksOwedAfterCrash', unacknowledged);
    figures.add('withdrawalsFired', players.length * 2);
    expect(pendingAtCrash).toBeGreaterThan(0);
    expect(unacknowledged).toBeGreaterThanOrEqual(players.length);

    site = await startServer(siteEnv, Number(new URL(siteUrl).port));
    database = openDatabase(siteEnv.DATABASE_URL!);
    try {
      await until(
        'the reconciler',
        async () =>
          Number(
            (
              await database.db
                .selectFrom('game_transfers')
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('state', '=', 2)
                .executeTakeFirstOrThrow()
            ).n,
          ) === 0,
      );
      await until(
        'the gateway’s retries',
        async () => gatewayBooks().every((o) => o.acknowledged_at !== null),
        90,
      );

      const paid = gatewayBooks();
      const accounts = await database.db
        .selectFrom('accounts')
        .select(['user_id', 'kind', 'platform', 'balance'])
        .execute();
      expect(Number(accounts.find((a) => a.kind === 'house_transfer_transit')?.balance ?? 0)).toBe(0);
      const provider = new SQLite(join(dir, 'provider.db'), { readonly: true });
      const providerBooks = provider
        .prepare('select player_id, platform, balance from dp_wallets')
        .all() as Array<{ player_id: string; platform: string; balance: number }>;
      provider.close();

      const wrong: string[] = [];
      for (const p of players) {
        // Every order the gateway took money for is credited, once; no other order is.
        const deposits = await database.db
          .selectFrom('deposits')
          .select(['deposit_no', 'amount_fen'])
          .where('user_id', '=', p.id)
          .execute();
        const journals = await database.db
          .selectFrom('ledger_journals')
          .select(['idem_key', 'amount'])
          .where(
            'idem_key',
            'in',
            deposits.map((d) => `deposit:${d.deposit_no}`),
          )
          .execute();
        const paidHere = deposits.filter((d) => paid.some((o) => o.merchant_order_no === d.deposit_no));
        if (paidHere.length !== 3)
          wrong.push(`player ${p.id}: ${paidHere.length} of 3 orders paid at the gateway`);
        for (const d of deposits) {
          const credits = journals.filter((j) => j.idem_key === `deposit:${d.deposit_no}`);
          const expected = paidHere.includes(d) ? 1 : 0;
          if (credits.length !== expected)
            wrong.push(
              `player ${p.id} order ${d.deposit_no}: ${credits.length} credits, ${expected} expected`,
            );
        }
        const creditedFen = paidHere.reduce((s, d) => s + Number(d.amount_fen), 0);
        const withdrawals = await database.db
          .selectFrom('withdrawals')
          .select(['order_no', 'amount_fen'])
          .where('user_id', '=', p.id)
          .execute();
        const held = withdrawals.reduce((s, w) => s + Number(w.amount_fen), 0);
        const holds = await database.db
          .selectFrom('ledger_journals')
          .select('idem_key')
          .where(
            'idem_key',
            'in',
            withdrawals.length ? withdrawals.map((w) => `withdraw:${w.order_no}`) : ['-'],
          )
          .execute();
        if (holds.length !== withdrawals.length)
          wrong.push(`player ${p.id}: ${withdrawals.length} withdrawals, ${holds.length} holds`);
        const mine = accounts.filter((a) => a.user_id === p.id);
        const wallets = mine.reduce((s, a) => s + Number(a.balance), 0);
        if (wallets + held !== creditedFen)
          wrong.push(`player ${p.id}: wallets ${wallets} + held ${held} ≠ credited ${creditedFen}`);
        for (const wallet of mine.filter((a) => a.kind === 'platform')) {
          const theirs = providerBooks.find(
            (b) => b.player_id === String(p.id) && b.platform === wallet.platform,
          );
          if (Number(wallet.balance) !== Number(theirs?.balance ?? 0))
            wrong.push(
              `player ${p.id} ${wallet.platform}: ours ${wallet.balance}, provider ${theirs?.balance}`,
            );
        }
      }
      figures.forbiddenSuccess(wrong.length);
      expect(wrong).toEqual([]);
      figures.add('invariantChecks');
      expect((await checkInvariants(database.db)).violations).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

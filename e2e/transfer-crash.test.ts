import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/database.js';
import { checkInvariants } from '../apps/server/src/ledger/invariants.js';
import { freePort, startServer, type ServerProcess } from './support/server-process.js';

/**
 * Kills the server (SIGKILL) while transfers to game platforms are in flight, starts it again and
 * checks that once the reconciler has run every yuan sits in exactly one wallet: each player's
 * main wallet plus platform wallets equals what was deposited, nothing is left in transit, our
 * platform wallets equal the provider's own books, and the ledger invariants hold.
 */
const PLAYERS = 4;
const DEPOSIT = 1000;
const PLATFORMS = ['ky', 'pp', 'ae', 'fgdz'];

let dir: string;
let port: number;
let server: ServerProcess;
let env: Record<string, string>;

async function api(path: string, body: unknown, token?: string) {
  const res = await fetch(`${server.baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; message: string; data: any };
}

async function fundedPlayer(i: number): Promise<{ token: string; id: number }> {
  const name = `cr${i}${Date.now() % 100000}`;
  const reg = await api('/api/register', {
    name,
    password: 'abc12345z',
    confirmPass: 'abc12345z',
    realname: '王五',
    paypassword: '123456',
  });
  expect(reg.code).toBe(200);
  const token = reg.data.api_token as string;
  await api(
    '/api/bindcard',
    {
      bank: '中国银行',
      bank_no: `62220000${String(1000 + i)}5678`,
      bank_owner: '王五',
      bank_address: '北京分行',
      pay_pass: '123456',
    },
    token,
  );
  const order = await api('/api/recharge', { paytype: 'alipay', amount: DEPOSIT }, token);
  expect(order.code).toBe(200);
  const info = await api('/api/payinfo', { deposit_no: order.message }, token);
  await fetch(`${server.baseURL}${info.data.pay_url}/paid`, { method: 'POST' });
  for (let tries = 0; tries < 100; tries++) {
    if ((await api('/api/balance', {}, token)).data.balance === `${DEPOSIT}.00`) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const user = await api('/api/user', {}, token);
  return { token, id: Number(user.data.id) };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'crash-'));
  port = await freePort();
  env = {
    DATABASE_URL: `sqlite:${join(dir, 'site.db')}`,
    DEMO_PROVIDER_DB: join(dir, 'demo-provider.db'),
    CAPTCHA_MODE: 'off',
    SEED_DEMO: 'on',
    RATE_REGISTER_PER_10MIN: '1000',
    RATE_LOGIN_PER_10MIN: '1000',
    // Transfers take 400 ms at the provider, so many are in flight when the server dies.
    DEMO_PROVIDER_TRANSFER_LATENCY_MS: '400',
    GAME_SYNC_MS: '500',
    TRANSFER_RETRY_AFTER_MS: '1000',
  };
  server = await startServer(env, port);
});

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a crash with transfers in flight', () => {
  it('leaves every yuan in exactly one wallet after restart and reconciliation', async () => {
    const players = await Promise.all(Array.from({ length: PLAYERS }, (_, i) => fundedPlayer(i)));
    // A first wave settles, so the second wave has money to bring back out as well.
    await Promise.all(
      players.flatMap((p) =>
        PLATFORMS.map((code) =>
          api('/api/transfer', { amount: 100, sourcetype: 'userbalance', targettype: code }, p.token),
        ),
      ),
    );
    const wave = players.flatMap((p) =>
      PLATFORMS.flatMap((code) => [
        // The answers die with the server; only the books tell what happened.
        api('/api/transfer', { amount: 50, sourcetype: 'userbalance', targettype: code }, p.token).catch(
          () => null,
        ),
        api('/api/transfer', { amount: 30, sourcetype: code, targettype: 'userbalance' }, p.token).catch(
          () => null,
        ),
      ]),
    );
    await new Promise((r) => setTimeout(r, 250));
    await server.kill();
    await Promise.all(wave);

    const site = new SQLite(join(dir, 'site.db'), { readonly: true });
    const pendingAtCrash = (
      site.prepare('select count(*) as n from game_transfers where state = 2').get() as { n: number }
    ).n;
    site.close();
    expect(pendingAtCrash).toBeGreaterThan(0);

    server = await startServer(env, port);
    const database = openDatabase(env.DATABASE_URL!);
    try {
      for (let tries = 0; tries < 100; tries++) {
        const left = await database.db
          .selectFrom('game_transfers')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('state', '=', 2)
          .executeTakeFirstOrThrow();
        if (Number(left.n) === 0) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      const accounts = await database.db
        .selectFrom('accounts')
        .select(['user_id', 'kind', 'platform', 'balance'])
        .execute();
      const transit = accounts.find((a) => a.kind === 'house_transfer_transit');
      expect(Number(transit?.balance ?? 0)).toBe(0);

      const provider = new SQLite(env.DEMO_PROVIDER_DB!, { readonly: true });
      const providerBooks = provider
        .prepare('select player_id, platform, balance from dp_wallets')
        .all() as Array<{ player_id: string; platform: string; balance: number }>;
      provider.close();

      for (const p of players) {
        const mine = accounts.filter((a) => a.user_id === p.id);
        const total = mine.reduce((sum, a) => sum + Number(a.balance), 0);
        expect(total).toBe(DEPOSIT * 100);
        for (const wallet of mine.filter((a) => a.kind === 'platform')) {
          const theirs = providerBooks.find(
            (b) => b.player_id === String(p.id) && b.platform === wallet.platform,
          );
          expect(Number(wallet.balance)).toBe(Number(theirs?.balance ?? 0));
        }
      }
      expect((await checkInvariants(database.db)).violations).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

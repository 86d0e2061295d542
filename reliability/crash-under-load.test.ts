import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../apps/server/src/ledger/invariants.js';
import { databaseKind } from '../apps/server/test/attack/figures.js';
import { transfersInFlight, wrongBooks } from './support/books.js';
import {
  api,
  figures,
  fundedPlayer,
  gatewayBooks,
  killSite,
  pressPaid,
  providerBooks,
  restartSite,
  siteDatabase,
  startWorld,
  stopWorld,
  until,
} from './support/crash-world.js';

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
const PLATFORMS = ['ky', 'pp', 'ae', 'fgdz'];

beforeAll(startWorld, 120_000);

afterAll(async () => {
  figures.note(
    `${PLAYERS} players, ${PLATFORMS.length} platforms; gateway and provider as their own processes`,
  );
  figures.write({ routes: 7 });
  await stopWorld();
});

describe(`a crash under load (${databaseKind()})`, () => {
  it('leaves every yuan in exactly one place after restart, reconciliation and gateway retries', async () => {
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
    const watch = siteDatabase();
    for (let tries = 0; tries < 100 && (await transfersInFlight(watch.db)) < PLAYERS; tries++)
      await new Promise((r) => setTimeout(r, 20));
    await watch.close();
    await killSite();
    await Promise.all(wave);
    for (const p of players) await pressPaid(p.late[1]!);

    let database = siteDatabase();
    const pendingAtCrash = await transfersInFlight(database.db);
    await database.close();
    const unacknowledged = gatewayBooks().filter((o) => o.acknowledged_at === null).length;
    figures.add('transfersInFlightAtCrash', pendingAtCrash);
    figures.add('callbacksOwedAfterCrash', unacknowledged);
    figures.add('withdrawalsFired', players.length * 2);
    expect(pendingAtCrash).toBeGreaterThan(0);
    expect(unacknowledged).toBeGreaterThanOrEqual(players.length);

    await restartSite();
    database = siteDatabase();
    try {
      await until('the reconciler', async () => (await transfersInFlight(database.db)) === 0);
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
      // Every shard of the transit account is empty: no transfer is left holding money.
      const inTransit = accounts.filter(
        (a) => a.kind === 'house_transfer_transit' && Number(a.balance) !== 0,
      );
      expect(inTransit).toEqual([]);
      const wrong = await wrongBooks(database.db, players, { accounts, paid, provider: providerBooks() });
      figures.forbiddenSuccess(wrong.length);
      expect(wrong).toEqual([]);
      figures.add('invariantChecks');
      expect((await checkInvariants(database.db)).violations).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

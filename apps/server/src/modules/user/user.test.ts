import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/database.js';
import { HOUSE, ledgerAccounts } from '../../ledger/accounts.js';
import { checkInvariants } from '../../ledger/invariants.js';
import { REASON } from '../../ledger/reasons.js';
import { call, moveMoney, registerPlayer, useTestApp } from '../../../test/helpers.js';

const t = useTestApp();

describe('player info and balance', () => {
  it('/api/user and /api/refreshusermoney carry every field the client reads', async () => {
    const { token } = await registerPlayer(t.app);
    for (const path of ['/api/user', '/api/refreshusermoney']) {
      const res = await call(t.app, 'POST', path, {}, { token });
      expect(res.data).toMatchObject({
        balance: '0.00',
        gameblance: '0.00',
        isblack: 0,
        status: 1,
        current_vip: 'VIP0',
        vip: 0,
        usdtrate: '7.20',
        isagent: 0,
        transferstatus: 0,
        withdrawcashfee: '5.00',
        withdrawfeeusdttrc: '1.00',
      });
      expect(res.data).not.toHaveProperty('password_hash');
      expect(res.data).not.toHaveProperty('pay_password_hash');
    }
  });

  it('/api/balance reads the main wallet and sums the game wallets', async () => {
    const { token } = await registerPlayer(t.app);
    const userId = (await t.services.sessions.resolve(token))!;
    // Money arrives the only way it can: balanced ledger journals.
    const now = t.clock.now().getTime();
    await inTransaction(t.database.db, async (trx) => {
      const main = await ledgerAccounts.main(trx, userId, now);
      const pg = await ledgerAccounts.platform(trx, userId, 'pg', now);
      const ae = await ledgerAccounts.platform(trx, userId, 'ae', now);
      const gateway = await ledgerAccounts.house(trx, HOUSE.gateway, now);
      const move = (key: string, to: number, amount: number) =>
        moveMoney(trx, { key, reason: REASON.deposit, amount, from: gateway, to }, now);
      await move('t-main', main, 123450);
      await move('t-pg', pg, 1000);
      await move('t-ae', ae, 5);
    });
    const res = await call(t.app, 'POST', '/api/balance', {}, { token });
    expect(res.data).toEqual({ balance: '1234.50', gameblance: '10.05' });
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('a player only ever sees their own data', async () => {
    const a = await registerPlayer(t.app);
    const b = await registerPlayer(t.app);
    const resA = await call(t.app, 'POST', '/api/user', { id: 1 }, { token: a.token });
    expect(resA.code).toBe(400); // no way to name another player
    const infoB = await call(t.app, 'POST', '/api/user', {}, { token: b.token });
    expect(infoB.data.username).toBe(b.name);
  });
});

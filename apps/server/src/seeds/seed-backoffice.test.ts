import { describe, expect, it } from 'vitest';
import { checkPayoutReference } from '@app/shared';
import { call, signInOperator, useTestApp } from '../../test/helpers.js';
import { seedDemoBackOffice } from './seed-backoffice.js';
import { seedGames } from './seed-games.js';

const t = useTestApp(async (t) => {
  await seedGames(t.database.db);
  await seedDemoBackOffice(t.database.db, t.services, t.clock.now().getTime());
  return signInOperator(t);
});

describe('the demo back office’s withdrawals', () => {
  it('were paid to bank cards and USDT addresses, each with the reference finance recorded', async () => {
    const rows = await t.database.db.selectFrom('withdrawals').selectAll().execute();
    const paid = rows.filter((w) => w.state === 2);
    expect(paid.length).toBeGreaterThan(5);
    expect(new Set(paid.map((w) => w.type))).toEqual(new Set([0, 1]));
    for (const w of paid) {
      const checked = checkPayoutReference({ type: w.type, chain: w.bank_owner }, w.payout_reference);
      expect(checked, w.order_no).toEqual({ ok: true, reference: w.payout_reference });
      expect(w.payout_reference).not.toBe('');
    }
    const hashes = paid.filter((w) => w.type === 1).map((w) => w.payout_reference);
    expect(new Set(hashes).size).toBe(hashes.length);
    for (const w of paid.filter((w) => w.type === 1)) {
      expect(w).toMatchObject({ bank: 'USDT', bank_owner: 'TRC20', usdt_rate: '7.20', fee_cents: 100 });
      expect(Number(w.receive_cents)).toBeGreaterThan(0);
    }
    expect(rows.filter((w) => w.state === 1).every((w) => w.payout_reference === '')).toBe(true);

    const history = await call(t.app, 'GET', '/admin/api/withdrawals/history?per_page=5', undefined, {
      token: t.op,
    });
    expect(history.data.data[0].payout_reference).not.toBe('');
  });
});

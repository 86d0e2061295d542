import { describe, expect, it } from 'vitest';
import { depositReadyPlayer, recharge, useTestApp, walletBalance } from '../../../test/helpers.js';
import { checkInvariants } from '../../ledger/invariants.js';
import { sign } from '@app/shared/node';
import { DEV_SECRETS } from '@app/shared/node';

const SECRET = DEV_SECRETS.PAY_SANDBOX_SECRET;
const t = useTestApp();

async function order(amount = 200) {
  const player = await depositReadyPlayer(t.app);
  const res = await recharge(t.app, player.token, { amount });
  return { ...player, depositNo: res.message as string };
}

/** Posts a callback as a gateway would, signed with `secret` at `at` (ms). */
function callback(
  body: Record<string, unknown>,
  opts: { secret?: string; at?: number; signature?: string } = {},
) {
  const raw = JSON.stringify(body);
  const ts = String(Math.floor((opts.at ?? t.clock.now().getTime()) / 1000));
  return t.app.inject({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    headers: {
      'content-type': 'application/json',
      'x-pay-timestamp': ts,
      'x-pay-signature': opts.signature ?? sign(opts.secret ?? SECRET, ts, raw),
    },
    payload: raw,
  });
}
const paid = (depositNo: string, amount: number, extra: Record<string, unknown> = {}) => ({
  event_id: `ev-${depositNo}-${Math.random()}`,
  merchant_order_no: depositNo,
  status: 'paid',
  amount,
  currency: 'CNY',
  ...extra,
});
const balance = (token: string) => walletBalance(t.app, token);
const events = (orderNo: string) =>
  t.database.db
    .selectFrom('gateway_events')
    .select('outcome')
    .where('order_no', '=', orderNo)
    .orderBy('id')
    .execute()
    .then((r) => r.map((e) => e.outcome));
/** The logged callbacks, of any order, that came out as `outcome`. */
const logged = (outcome: string) =>
  t.database.db.selectFrom('gateway_events').select('outcome').where('outcome', '=', outcome).execute();

describe('payment callbacks', () => {
  it('credits a valid signed callback once and acknowledges it', async () => {
    const o = await order(200);
    const res = await callback(paid(o.depositNo, 20_000));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('success');
    expect(await balance(o.token)).toBe('200.00');
    expect(await events(o.depositNo)).toEqual(['credited']);
  });

  it('refuses a forged signature, changes nothing and logs it', async () => {
    const o = await order(300);
    const res = await callback(paid(o.depositNo, 30_000), { secret: 'not-the-secret-at-all-000' });
    expect(res.statusCode).toBe(401);
    expect(await balance(o.token)).toBe('0.00');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(paid(o.depositNo, 30_000)),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await logged('bad_signature')).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a replay outside the 5-minute window', async () => {
    const o = await order(300);
    const stale = await callback(paid(o.depositNo, 30_000), { at: t.clock.now().getTime() - 301_000 });
    expect(stale.statusCode).toBe(401);
    const future = await callback(paid(o.depositNo, 30_000), { at: t.clock.now().getTime() + 301_000 });
    expect(future.statusCode).toBe(401);
    expect(await balance(o.token)).toBe('0.00');
    expect((await logged('stale')).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a wrong amount or currency and logs the mismatch', async () => {
    const o = await order(300);
    expect((await callback(paid(o.depositNo, 30_001))).body).toBe('fail');
    expect((await callback(paid(o.depositNo, 30_000, { currency: 'USDT' }))).body).toBe('fail');
    expect(await balance(o.token)).toBe('0.00');
    expect(await events(o.depositNo)).toEqual(['mismatch', 'mismatch']);
  });

  it('refuses an unknown order', async () => {
    const res = await callback(paid('D00000000000000000000', 100));
    expect(res.body).toBe('fail');
    expect(await events('D00000000000000000000')).toEqual(['unknown_order']);
  });

  it('credits exactly once when 10 identical callbacks arrive together', async () => {
    const o = await order(500);
    const body = paid(o.depositNo, 50_000);
    const results = await Promise.all(Array.from({ length: 10 }, () => callback(body)));
    expect(results.every((r) => r.body === 'success')).toBe(true);
    expect(await balance(o.token)).toBe('500.00');
    const outcomes = await events(o.depositNo);
    expect(outcomes.filter((x) => x === 'credited')).toHaveLength(1);
    expect(outcomes.filter((x) => x === 'duplicate')).toHaveLength(9);
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('applies a late payment after a failure report, but never a failure after a payment', async () => {
    const o = await order(100);
    await callback({ ...paid(o.depositNo, 10_000), status: 'failed' });
    await callback(paid(o.depositNo, 10_000));
    expect(await balance(o.token)).toBe('100.00');
    await callback({ ...paid(o.depositNo, 10_000), status: 'failed' });
    expect(await balance(o.token)).toBe('100.00');
    expect(await events(o.depositNo)).toEqual(['failed', 'credited', 'duplicate']);
  });

  it('refuses malformed bodies that carry a valid signature', async () => {
    const res = await callback({ merchant_order_no: 'x' });
    expect(res.statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { PAYOUT_REF_MSG } from '@app/shared';
import {
  auditEntries,
  call,
  ethAddress,
  fundedPlayer,
  inboxOf,
  signInOperator,
  tronAddress,
  useTestApp,
} from '../../../test/helpers.js';
import { checkInvariants } from '../../ledger/invariants.js';
import { withdrawalCalls } from './withdrawals.test-support.js';

// The payout reference finance records when approving: a chain transaction hash for USDT and
// AnToken (required, in the chain's format, used once), a bank reference for a bank card (optional).

const t = useTestApp(async (t) => {
  await t.services.settings.set({
    turnover_multiple: '0',
    withdraw_daily_count: '0',
    withdraw_hours: '00:00-24:00',
  });
  return signInOperator(t);
});
const { withdraw, balance, latest } = withdrawalCalls(t);
const approvals = (id: number) => auditEntries(t, 'withdrawal.approve', id);
const approve = (id: number, body?: unknown) =>
  call(t.app, 'POST', `/admin/api/withdrawals/${id}/approve`, body, { token: t.op });

let hashes = 0;
/** A fresh valid TRC20 transaction hash (64 hex characters); ERC20 is the same with 0x. */
const txHash = () => `${'c0ffee'}${String(++hashes).padStart(4, '0')}${'ab12'.repeat(13)}${'5'.repeat(2)}`;

/** A funded player's pending withdrawal of 200.00: to a bank card, or to a wallet on `chain`. */
async function pendingWithdrawal(to: 'bank' | 'TRC20' | 'ERC20' | 'antoken' = 'TRC20') {
  const p = await fundedPlayer(t, 1000);
  let target = p.cardId;
  if (to !== 'bank') {
    const bank = to === 'antoken' ? 'antoken' : 'USDT';
    const chain = to === 'ERC20' ? 'ERC20' : 'TRC20';
    const address = chain === 'ERC20' ? ethAddress() : tronAddress();
    const bind = { bank, bank_no: address, bank_owner: chain, pay_pass: '123456' };
    expect((await call(t.app, 'POST', '/api/bindcard', bind, { token: p.token })).code).toBe(200);
    const type = to === 'antoken' ? 4 : 2;
    target = (await call(t.app, 'POST', '/api/getcard', { type }, { token: p.token })).data[0].id;
  }
  expect((await withdraw(p.token, { amount: 200, bank: target, password: '123456' })).code).toBe(200);
  const w = await latest(p.userId);
  return { ...p, id: Number(w.id), orderNo: w.order_no };
}

const records = async (token: string) =>
  (await call(t.app, 'POST', '/api/gettransrecord', { type: 2, date: 1, page: 1 }, { token })).data.data;
const paidJournals = (orderNo: string) =>
  t.database.db
    .selectFrom('ledger_journals')
    .select('id')
    .where('idem_key', '=', `withdraw-paid:${orderNo}`)
    .execute();

/** Nothing moved: still pending, the amount still held, no payout journal, no approval notice. */
async function expectUntouched(w: Awaited<ReturnType<typeof pendingWithdrawal>>) {
  expect(await latest(w.userId)).toMatchObject({ state: 1, payout_reference: '', reviewed_at: null });
  expect(await balance(w.token)).toBe('800.00');
  expect(await paidJournals(w.orderNo)).toHaveLength(0);
  expect(await inboxOf(t, w.userId, { title: '取款审核通过' })).toHaveLength(0);
}

describe('approving a wallet withdrawal needs the transaction hash', () => {
  it('refuses an approval without a hash, in Chinese, and changes nothing', async () => {
    const w = await pendingWithdrawal('TRC20');
    for (const body of [undefined, {}, { reference: '' }, { reference: '   ' }]) {
      expect(await approve(w.id, body)).toMatchObject({ code: 400, message: PAYOUT_REF_MSG.hashRequired });
    }
    await expectUntouched(w);
    expect((await approvals(w.id)).filter((a) => a.outcome === 'ok')).toHaveLength(0);
  });

  it('refuses a hash not in the chain’s format', async () => {
    const trc = await pendingWithdrawal('TRC20');
    for (const bad of [`0x${txHash()}`, txHash().slice(2), `${txHash().slice(1)}z`, 'abc']) {
      expect(await approve(trc.id, { reference: bad })).toMatchObject({
        code: 400,
        message: PAYOUT_REF_MSG.trc20Format,
      });
    }
    await expectUntouched(trc);
    const erc = await pendingWithdrawal('ERC20');
    expect(await approve(erc.id, { reference: txHash() })).toMatchObject({
      code: 400,
      message: PAYOUT_REF_MSG.erc20Format,
    });
    await expectUntouched(erc);
    const token = await pendingWithdrawal('antoken');
    expect((await approve(token.id, { reference: `0x${txHash()}` })).message).toBe(
      PAYOUT_REF_MSG.trc20Format,
    );
    await expectUntouched(token);
  });

  it('stores a valid hash, audits it and shows it in the player’s records and progress', async () => {
    const w = await pendingWithdrawal('ERC20');
    const hash = `0x${txHash()}`;
    expect(await approve(w.id, { reference: ` ${hash.toUpperCase().replace('0X', '0x')} ` })).toMatchObject({
      code: 200,
    });
    expect(await latest(w.userId)).toMatchObject({ state: 2, payout_reference: hash });
    expect(await balance(w.token)).toBe('800.00');
    const [entry] = (await approvals(w.id)).filter((a) => a.outcome === 'ok');
    expect(JSON.parse(entry!.detail)).toMatchObject({ order_no: w.orderNo, payout_reference: hash });
    expect(JSON.parse(entry!.after_state)).toMatchObject({ state: 2, payout_reference: hash });

    const [record] = await records(w.token);
    const reference = { label: '交易哈希', value: hash };
    expect(record).toMatchObject({ out_trade_no: w.orderNo, state: 2, payout_reference: reference });
    expect(record.progress.at(-1)).toMatchObject({ label: '已出款', reference });
    const [notice] = await inboxOf(t, w.userId, { title: '取款审核通过' });
    expect(notice?.content).toContain(hash);

    const history = await call(t.app, 'GET', `/admin/api/withdrawals/history?state=2`, undefined, {
      token: t.op,
    });
    expect(history.data.data).toContainEqual(expect.objectContaining({ id: w.id, payout_reference: hash }));
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('refuses a hash already recorded for another withdrawal, whatever its case', async () => {
    const first = await pendingWithdrawal('TRC20');
    const second = await pendingWithdrawal('antoken');
    const hash = txHash();
    expect((await approve(first.id, { reference: hash })).code).toBe(200);
    expect(await approve(second.id, { reference: hash.toUpperCase() })).toMatchObject({
      code: 409,
      message: PAYOUT_REF_MSG.hashUsed,
    });
    await expectUntouched(second);
    const refused = (await approvals(second.id)).find((a) => a.outcome === 'denied');
    expect(JSON.parse(refused!.detail)).toMatchObject({
      refused: PAYOUT_REF_MSG.hashUsed,
      payout_reference: hash,
    });
  });

  it('pays only one of two withdrawals approved at one moment with the same hash', async () => {
    const a = await pendingWithdrawal('TRC20');
    const b = await pendingWithdrawal('TRC20');
    const hash = txHash();
    const both = await Promise.all([approve(a.id, { reference: hash }), approve(b.id, { reference: hash })]);
    expect(both.map((r) => r.code).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.code === 409)?.message).toBe(PAYOUT_REF_MSG.hashUsed);
    const states = [(await latest(a.userId)).state, (await latest(b.userId)).state].sort();
    expect(states).toEqual([1, 2]);
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });
});

describe('a bank withdrawal’s reference', () => {
  it('may be left out, and shows nothing to the player then', async () => {
    const w = await pendingWithdrawal('bank');
    expect((await approve(w.id)).code).toBe(200);
    expect(await latest(w.userId)).toMatchObject({ state: 2, payout_reference: '' });
    const [record] = await records(w.token);
    expect(record.payout_reference).toBeUndefined();
    expect(record.progress.at(-1)).toEqual({ label: '已出款', at: expect.any(String) });
  });

  it('is stored and shown when given, and refused when malformed', async () => {
    const w = await pendingWithdrawal('bank');
    for (const bad of ['ab1', '流水号20261122', 'HX 2026 1122']) {
      expect(await approve(w.id, { reference: bad })).toMatchObject({
        code: 400,
        message: PAYOUT_REF_MSG.bankFormat,
      });
    }
    await expectUntouched(w);
    expect((await approve(w.id, { reference: 'HX20261122-0042' })).code).toBe(200);
    const [record] = await records(w.token);
    expect(record.payout_reference).toEqual({ label: '银行流水号', value: 'HX20261122-0042' });
    // One batch transfer (批量代发) covers several players: a bank reference may repeat.
    const other = await pendingWithdrawal('bank');
    expect((await approve(other.id, { reference: 'HX20261122-0042' })).code).toBe(200);
  });
});

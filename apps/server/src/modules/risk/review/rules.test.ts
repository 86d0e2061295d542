import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REASON } from '@app/shared';
import { recordClient, signInOperator, useTestApp } from '../../../../test/helpers.js';
import { inTransaction } from '../../../db/database.js';
import { HOUSE, createHouseAccounts, ledgerAccounts } from '../../../ledger/accounts.js';
import { postJournal } from '../../../ledger/ledger.js';
import { reviewCalls } from './review.test-support.js';

/** Each withdrawal rule on its own (every other off): a hit with its figures, and no hit. */

const t = useTestApp(async (t) => {
  await t.services.settings.set({ turnover_multiple: '0', withdraw_daily_count: '0' });
  return signInOperator(t);
});
const { onlyRule, withdrawal, scored, reasonsOf, admin } = reviewCalls(t);
const HOUR = 3_600_000;

async function bet(userId: number, validFen: number, winLossFen: number) {
  const now = t.clock.now().getTime();
  await t.database.db
    .insertInto('bets')
    .values({
      provider: 'test',
      bet_id: randomBytes(6).toString('hex'),
      user_id: userId,
      platform: 'ag',
      game_code: 'bac',
      round_no: 'r1',
      bet_fen: validFen,
      valid_bet_fen: validFen,
      win_loss_fen: winLossFen,
      status: 1,
      wallet_mode: 'transfer',
      bet_time: now,
      created_at: now,
    })
    .execute();
}

/** A bonus of `fen` paid to the player `ago` ms before now (as an activity would). */
async function bonus(userId: number, fen: number, ago = 0) {
  const at = t.clock.now().getTime() - ago;
  const house = await createHouseAccounts(t.database.db, t.clock)(HOUSE.bonus);
  await inTransaction(t.database.db, async (trx) => {
    const wallet = await ledgerAccounts.main(trx, userId, at);
    const legs = [
      { accountId: house, amount: -fen },
      { accountId: wallet, amount: fen },
    ];
    const key = `test-bonus:${randomBytes(4).toString('hex')}`;
    await postJournal(trx, { key, reason: REASON.bonus, amount: fen, userId, legs }, at);
  });
}

/** The card as if bound `ago` ms before now. */
async function bindAgo(cardId: number, ago: number) {
  const at = t.clock.now().getTime() - ago;
  await t.database.db.updateTable('cards').set({ created_at: at }).where('id', '=', cardId).execute();
}

describe('withdrawal rules, each on its own', () => {
  it('a fresh install runs every rule at its defaults', async () => {
    const view = await admin('GET', '/admin/api/risk/rules');
    const byCode = Object.fromEntries(
      (view.data.rules as Array<{ code: string; enabled: boolean; params: object }>).map((r) => [r.code, r]),
    );
    expect(byCode.linked_recent).toMatchObject({ enabled: true, params: { days: 30 } });
    expect(byCode.new_card).toMatchObject({ enabled: true, params: { hours: 24 } });
    expect(byCode.low_turnover).toMatchObject({ enabled: true, params: { multiple: 1 } });
    expect(byCode.win_ratio).toMatchObject({ enabled: true, params: { ratio: 10 } });
    expect(byCode.large_amount).toMatchObject({ enabled: true, params: { amount_yuan: 50000 } });
    expect(byCode.new_device).toMatchObject({ enabled: true });
    expect(byCode.risk_tag).toMatchObject({ enabled: true });
    expect(view.data.auto_approve).toEqual({ enabled: false, max: '1000.00' });
  });

  it('low_turnover: valid bets since the last deposit under X × that deposit', async () => {
    await onlyRule('low_turnover', { multiple: 1 });
    const w = await withdrawal(500, 200, (p) => bet(p.userId, 12_000, 0));
    expect(await reasonsOf(w.id)).toEqual([
      {
        code: 'low_turnover',
        label: '投注不足（疑似套现）',
        detail: '有效投注 120.00 元 < 充值 500.00 元 × 1',
      },
    ]);
    const enough = await withdrawal(500, 200, (p) => bet(p.userId, 50_000, 0));
    expect(await scored(enough.id)).toMatchObject({ state: 'clear', score: 0, reasons: '[]' });
  });

  it('win_ratio: wins since the last deposit over Y × that deposit', async () => {
    await onlyRule('win_ratio', { ratio: 2 });
    const w = await withdrawal(200, 150, (p) => bet(p.userId, 10_000, 50_000));
    expect(await reasonsOf(w.id)).toEqual([
      { code: 'win_ratio', label: '盈利充值比过高', detail: '盈利 500.00 元 > 充值 200.00 元 × 2' },
    ]);
    const modest = await withdrawal(200, 150, (p) => bet(p.userId, 10_000, 40_000));
    expect((await scored(modest.id)).state).toBe('clear');
  });

  it('new_card: the card was bound less than Z hours ago', async () => {
    await onlyRule('new_card', { hours: 24 });
    const w = await withdrawal(500, 200, (p) => bindAgo(p.cardId, 3 * HOUR));
    const [reason] = await reasonsOf(w.id);
    expect(reason).toMatchObject({ code: 'new_card', label: '新绑定收款账户' });
    expect(reason!.detail).toMatch(/^银行卡 \S+ 绑定 3\.0 小时 < 24 小时$/);
    const old = await withdrawal(500, 200, (p) => bindAgo(p.cardId, 25 * HOUR));
    expect((await scored(old.id)).state).toBe('clear');
  });

  it('new_device: the withdrawal came from a device or address never seen for the player', async () => {
    await onlyRule('new_device');
    const at = () => t.clock.now().getTime();
    // The request itself is recorded with its client (the gate): a device and an address never seen.
    const fresh = await withdrawal(500, 200, undefined, { ip: '203.0.113.9', device: 'device-bbbb2222' });
    expect(await reasonsOf(fresh.id)).toEqual([
      { code: 'new_device', label: '新设备或新IP', detail: '新设备 devi…2222，新IP 203.0.113.9' },
    ]);
    const client = { ip: '198.51.100.8', device: 'device-cccc3333' };
    const known = await withdrawal(
      500,
      200,
      (p) => recordClient(t.database.db, { userId: p.userId, ...client, at: at() }),
      client,
    );
    expect((await scored(known.id)).state).toBe('clear');
  });

  it('large_amount: over the threshold', async () => {
    await onlyRule('large_amount', { amount_yuan: 250 });
    const big = await withdrawal(800, 300);
    expect(await reasonsOf(big.id)).toEqual([
      { code: 'large_amount', label: '大额取款', detail: '取款 300.00 元 > 250.00 元' },
    ]);
    const small = await withdrawal(800, 250);
    expect((await scored(small.id)).state).toBe('clear');
  });

  it('risk_tag: a tag whose effects send withdrawals to review', async () => {
    await onlyRule('risk_tag');
    const now = t.clock.now().getTime();
    const tag = async (name: string, effects: string[]) => {
      const row = {
        name,
        colour: '#cf1322',
        effects: JSON.stringify(effects),
        created_at: now,
        updated_at: now,
      };
      const { id } = await t.database.db
        .insertInto('risk_tags')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(id);
    };
    const arbitrage = await tag('套利嫌疑', ['withdraw_review', 'no_bonus']);
    const vip = await tag('重点客户', ['no_rebate']);
    const label = (userId: number, tagId: number) =>
      t.database.db
        .insertInto('risk_player_tags')
        .values({ user_id: userId, tag_id: tagId, tagged_by: 1, created_at: now })
        .execute();
    const tagged = await withdrawal(800, 300, (p) => label(p.userId, arbitrage));
    expect(await reasonsOf(tagged.id)).toEqual([
      { code: 'risk_tag', label: '风控标签', detail: '标签：套利嫌疑' },
    ]);
    const other = await withdrawal(800, 300, (p) => label(p.userId, vip));
    expect((await scored(other.id)).state).toBe('clear');
  });

  it('linked_recent: a linked account took a bonus or withdrew in the last N days', async () => {
    await onlyRule('linked_recent', { days: 30 });
    const at = () => t.clock.now().getTime();
    const device = `ring-${randomBytes(4).toString('hex')}`;
    const ring = async (bonusAgo: number) => {
      const other = await withdrawal(300, 100);
      await recordClient(t.database.db, { userId: other.userId, ip: '192.0.2.11', device, at: at() });
      await bonus(other.userId, 8_800, bonusAgo);
      return withdrawal(800, 300, (p) =>
        recordClient(t.database.db, { userId: p.userId, ip: '192.0.2.10', device, at: at() }),
      );
    };
    const hunter = await ring(29 * 24 * HOUR);
    const [reason] = await reasonsOf(hunter.id);
    expect(reason).toMatchObject({ code: 'linked_recent', label: '关联账户近期领奖或取款' });
    expect(reason!.detail).toMatch(/^关联账户 \S+ 近 30 天内领取彩金\/返水\/红包 88\.00 元$/);

    // Another ring whose bonus is 31 days old: out of the window.
    const later = await (async () => {
      const other = await withdrawal(300, 100);
      const ringDevice = `ring-${randomBytes(4).toString('hex')}`;
      await recordClient(t.database.db, {
        userId: other.userId,
        ip: '192.0.2.21',
        device: ringDevice,
        at: at(),
      });
      await bonus(other.userId, 8_800, 31 * 24 * HOUR);
      return withdrawal(800, 300, (p) =>
        recordClient(t.database.db, { userId: p.userId, ip: '192.0.2.22', device: ringDevice, at: at() }),
      );
    })();
    expect((await scored(later.id)).state).toBe('clear');
  });

  it('several hits add up to the score, capped at 100', async () => {
    for (const code of ['large_amount', 'new_card', 'low_turnover'] as const) await onlyRule(code, {});
    const body = await admin('GET', '/admin/api/risk/rules');
    const rules = (body.data.rules as Array<{ code: string; params: object }>).map((r) => ({
      code: r.code,
      enabled: true,
      params: r.code === 'large_amount' ? { amount_yuan: 100 } : r.params,
    }));
    expect((await admin('PUT', '/admin/api/risk/rules', { rules })).code).toBe(200);
    const w = await withdrawal(800, 300);
    const check = await scored(w.id);
    expect(check.state).toBe('review');
    const codes = (JSON.parse(check.reasons) as Array<{ code: string }>).map((r) => r.code);
    expect(codes).toEqual(expect.arrayContaining(['low_turnover', 'new_card', 'large_amount']));
    expect(Number(check.score)).toBe(Math.min(100, 30 + 20 + 15 + (codes.includes('new_device') ? 15 : 0)));
  });
});

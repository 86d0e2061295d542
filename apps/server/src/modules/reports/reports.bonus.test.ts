import { beforeAll, describe, expect, it } from 'vitest';
import { BONUS_KINDS, type ReportFigures } from '@app/shared/admin-contract';
import { call, fundedPlayer, operatorToken, useTestApp } from '../../../test/helpers.js';
import { reportMoves } from '../../../test/reports-scenario.js';

/**
 * The 优惠 card: its total is the sum of its breakdown, and the breakdown names every kind of
 * bonus the total counts (a red packet once showed in the total and nowhere in its lines).
 */
let op: string;
let moves: ReturnType<typeof reportMoves>;
const t = useTestApp(async (t) => {
  moves = reportMoves(t, () => op);
});

const fen = (yuan: string) => Math.round(Number(yuan) * 100);
const breakdownFen = (f: ReportFigures) =>
  Object.values(f.bonus_detail).reduce((sum, yuan) => sum + fen(yuan), 0);

describe('the 优惠 figure', () => {
  beforeAll(async () => {
    t.clock.set(new Date('2026-11-22T06:00:00Z'));
    op = await operatorToken(t);
    const p = await fundedPlayer(t, 100);
    // One of each kind, each a different amount, so a kind missing from the lines shows.
    await moves.journal(p.userId, 'bonus', 'activity', 1_288);
    await moves.journal(p.userId, 'bonus', 'vip', 5_800);
    await moves.journal(p.userId, 'rebate', 'rebate', 116);
    await moves.journal(p.userId, 'red_packet', 'redpacket', 2_776);
    await moves.journal(p.userId, 'adjustment_credit', 'adjustment', 10_000);
    await moves.journal(p.userId, 'adjustment_debit', 'adjustment', 300);
  });

  it('is the sum of its breakdown, which names every kind it counts', async () => {
    const res = await call(t.app, 'GET', '/admin/api/reports/dashboard', undefined, { token: op });
    expect(res.code).toBe(200);
    const d = res.data;
    for (const f of [d.summary, d.today, ...d.daily] as ReportFigures[]) {
      expect(Object.keys(f.bonus_detail).sort()).toEqual(BONUS_KINDS.map((k) => k.key).sort());
      expect(fen(f.bonus)).toBe(breakdownFen(f));
    }
    expect(d.summary.bonus_detail).toEqual({
      activity: '12.88',
      vip: '58.00',
      rebate: '1.16',
      red_packet: '27.76',
      manual_credit: '100.00',
    });
    expect(d.summary.bonus).toBe('199.80');
    // A manual debit is no bonus: shown beside it, never netted against it.
    expect(d.summary.manual_debit).toBe('3.00');
  });

  it('names each kind in Chinese once, for the card, its tooltip and the CSV', () => {
    expect(BONUS_KINDS.map((k) => k.label)).toEqual(['活动彩金', 'VIP晋级彩金', '返水', '红包', '人工加款']);
  });
});

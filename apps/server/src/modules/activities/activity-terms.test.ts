import { describe, expect, it } from 'vitest';
import { ACTIVITY_MSG } from '@app/shared';
import { call, callsAs, fundedPlayer, signInOperator, useTestApp } from '../../../test/helpers.js';
import { seedActivities } from '../../seeds/seed-activities.js';

// The seeded offers pay and book turnover as their own terms say, and where a rule decides the
// amount the player applies with, the site tells the player that amount instead of having them type it.
const t = useTestApp(async (t) => {
  await seedActivities(t.database.db, t.clock.now().getTime());
  // The default: every deposit owes its own amount in valid bets (×1).
  await t.services.settings.set({ turnover_multiple: '1' });
  return signInOperator(t);
});
const admin = callsAs(t, () => t.op);
type Player = Awaited<ReturnType<typeof fundedPlayer>>;

const activityId = async (prefix: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('activities')
        .select('id')
        .where('title', 'like', `${prefix}%`)
        .executeTakeFirstOrThrow()
    ).id,
  );
const applyAmount = async (p: Player, prefix: string) =>
  (await call(t.app, 'POST', '/api/activityApplyAmount', { activityid: await activityId(prefix) }, p)).data;
const apply = async (p: Player, prefix: string, amount: string) =>
  (await call(t.app, 'POST', '/api/doactivityapply', { activityid: await activityId(prefix), amount }, p))
    .message;
async function approveLatest(): Promise<void> {
  const row = await t.database.db
    .selectFrom('activity_applications')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect((await admin('POST', `/admin/api/activity-applications/${row.id}/approve`, {})).code).toBe(200);
}
const bonusTurnover = async (p: Player) =>
  (
    (await call(t.app, 'POST', '/api/turnoverDetail', {}, p)).data.items as {
      kind: string;
      required: string;
    }[]
  )
    .filter((i) => i.kind === 'bonus')
    .map((i) => i.required);

const FIRST = '新人首存送88%';
const DAILY = '每日存款加赠5%';
const STREAK = '真人百家乐连赢8局';

describe('the seeded offers keep their terms', () => {
  it('新人首存送88%: the apply amount is the first deposit, and the turnover is (本金+彩金)×15', async () => {
    const p = await fundedPlayer(t, 720);
    expect(await applyAmount(p, FIRST)).toEqual({ amount: '720' });
    expect(await apply(p, FIRST, '720')).toBe(ACTIVITY_MSG.submitted);
    await approveLatest();
    // Bonus 633.60; (720 + 633.60) × 15 = 20,304.00 in all, not the bonus alone × 15 (9,504.00). The
    // deposit already owes its own 720.00 (×1), so the offer adds the rest, not the deposit twice.
    expect(await bonusTurnover(p)).toEqual(['19584.00']);
    expect((await call(t.app, 'POST', '/api/getBetAmount', {}, p)).data.bet_amount).toBe('20304.00');
    // Applied once: nothing more to fill in.
    expect(await applyAmount(p, FIRST)).toEqual({ amount: null });
  });

  it('每日存款加赠5%: the apply amount is today’s deposit, and the turnover is the bonus ×3', async () => {
    const small = await fundedPlayer(t, 300);
    expect(await applyAmount(small, DAILY)).toEqual({ amount: null });
    const p = await fundedPlayer(t, 800);
    expect(await applyAmount(p, DAILY)).toEqual({ amount: '800' });
    expect(await apply(p, DAILY, '800')).toBe(ACTIVITY_MSG.submitted);
    await approveLatest();
    expect(await bonusTurnover(p)).toEqual(['120.00']);
  });

  it('leaves the amount to the player where no rule decides it, and to a visitor nothing', async () => {
    const p = await fundedPlayer(t, 100);
    expect(await applyAmount(p, STREAK)).toEqual({ amount: null });
    const visitor = await call(t.app, 'POST', '/api/activityApplyAmount', {
      activityid: await activityId(FIRST),
    });
    expect(visitor.status).toBe(401);
    const unknown = await call(t.app, 'POST', '/api/activityApplyAmount', { activityid: 999_999 }, p);
    expect(unknown).toMatchObject({ code: 400, message: ACTIVITY_MSG.notFound });
  });
});

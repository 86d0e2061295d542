import { describe, expect, it } from 'vitest';
import { ACTIVITY_MSG } from '@app/shared';
import {
  call,
  callsAs,
  depositReadyPlayer,
  fundedPlayer,
  recharge,
  signInOperator,
  useTestApp,
} from '../../../test/helpers.js';
import { seedActivities } from '../../seeds/seed-activities.js';

const t = useTestApp(async (t) => {
  await seedActivities(t.database.db, t.clock.now().getTime());
  return signInOperator(t);
});
const admin = callsAs(t, () => t.op);

type Player = { token: string };
const activityId = async (prefix: string) =>
  (
    await t.database.db
      .selectFrom('activities')
      .select('id')
      .where('title', 'like', `${prefix}%`)
      .executeTakeFirstOrThrow()
  ).id;
const apply = async (p: Player, prefix: string, amount: string) =>
  (await call(t.app, 'POST', '/api/doactivityapply', { activityid: await activityId(prefix), amount }, p))
    .message;
/** Another deposit, paid at the sandbox gateway. */
async function deposit(p: Player, yuan: number): Promise<void> {
  const order = await recharge(t.app, p.token, { amount: yuan });
  const info = await call(t.app, 'POST', '/api/payinfo', { deposit_no: order.message }, p);
  await t.sandbox.settle(info.data.pay_url.split('/').pop(), 'paid');
}
async function decideLatest(p: Player & { userId?: number }, how: 'approve' | 'reject') {
  const row = await t.database.db
    .selectFrom('activity_applications')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const body = how === 'reject' ? { reason: '不符合活动条件' } : {};
  expect((await admin('POST', `/admin/api/activity-applications/${row.id}/${how}`, body)).code).toBe(200);
}

const FIRST = '新人首存送88%';
const DAILY = '每日存款加赠5%';

describe('an activity’s application rule, checked by the server', () => {
  it('is set by operators, and shown back to them', async () => {
    const id = await activityId(DAILY);
    const shown = await admin('GET', `/admin/api/activities/${id}`);
    expect(shown.data, JSON.stringify(shown)).toMatchObject({
      apply_rule: 'deposit_today',
      rule_min: '500.00',
    });
    const refused = await admin('PUT', `/admin/api/activities/${id}`, {
      type_id: 1,
      title: 'x',
      banner: '/x.svg',
      content: '',
      apply_rule: 'nonsense',
    });
    expect(refused.code).toBe(400);
  });

  it('first deposit: needs one, takes only its amount, once per player', async () => {
    const none = await depositReadyPlayer(t.app);
    expect(await apply(none, FIRST, '500')).toBe(ACTIVITY_MSG.noFirstDeposit);

    const p = await fundedPlayer(t, 500);
    await deposit(p, 1000);
    expect(await apply(p, FIRST, '1000')).toBe(ACTIVITY_MSG.firstDepositMismatch('500.00'));
    expect(await apply(p, FIRST, '500')).toBe(ACTIVITY_MSG.submitted);
    expect(await apply(p, FIRST, '500')).toBe(ACTIVITY_MSG.onceOnly);
    await decideLatest(p, 'approve');
    expect(await apply(p, FIRST, '500')).toBe(ACTIVITY_MSG.onceOnly);

    // A refused application may be made again.
    const q = await fundedPlayer(t, 300);
    expect(await apply(q, FIRST, '300')).toBe(ACTIVITY_MSG.submitted);
    await decideLatest(q, 'reject');
    expect(await apply(q, FIRST, '300')).toBe(ACTIVITY_MSG.submitted);
  });

  it('first deposit: below the activity’s smallest deposit is refused with it', async () => {
    const p = await fundedPlayer(t, 500);
    const id = await activityId(FIRST);
    await t.database.db
      .updateTable('activities')
      .set({ rule_min_fen: 60_000 })
      .where('id', '=', id)
      .execute();
    expect(await apply(p, FIRST, '500')).toBe(ACTIVITY_MSG.firstDepositTooSmall('600.00'));
    await t.database.db
      .updateTable('activities')
      .set({ rule_min_fen: 10_000 })
      .where('id', '=', id)
      .execute();
  });

  it('same-day deposit: a deposit of this Beijing day of at least the minimum, once a day', async () => {
    const p = await fundedPlayer(t, 300);
    expect(await apply(p, DAILY, '300')).toBe(ACTIVITY_MSG.noDepositToday('500.00'));
    await deposit(p, 800);
    expect(await apply(p, DAILY, '700')).toBe(ACTIVITY_MSG.todayMismatch);
    expect(await apply(p, DAILY, '800')).toBe(ACTIVITY_MSG.submitted);
    await decideLatest(p, 'approve');
    expect(await apply(p, DAILY, '800')).toBe(ACTIVITY_MSG.oncePerDay);

    // The next Beijing day, yesterday's deposit no longer counts.
    t.clock.advance(86_400_000);
    expect(await apply(p, DAILY, '800')).toBe(ACTIVITY_MSG.noDepositToday('500.00'));
    await deposit(p, 600);
    expect(await apply(p, DAILY, '600')).toBe(ACTIVITY_MSG.submitted);
  });
});

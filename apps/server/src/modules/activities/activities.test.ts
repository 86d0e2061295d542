import { describe, expect, it } from 'vitest';
import { ACTIVITY_MSG } from '@app/shared';
import {
  call,
  callsAs,
  fundedPlayer,
  inboxOf,
  registerPlayer,
  signInOperator,
  useTestApp,
} from '../../../test/helpers.js';
import { seedActivities } from '../../seeds/seed-activities.js';
import { checkInvariants } from '../../ledger/invariants.js';

const t = useTestApp(async (t) => {
  await seedActivities(t.database.db, t.clock.now().getTime());
  await t.services.settings.set({ turnover_multiple: '0' });
  return signInOperator(t);
});

const admin = callsAs(t, () => t.op);
const applyFor = (p: { token: string }, activityid: number, amount: string) =>
  call(t.app, 'POST', '/api/doactivityapply', { activityid, amount }, { token: p.token });
/** The player's pending application, as the back office lists it. */
const pendingOf = async (userId: number) =>
  (
    (await admin('GET', '/admin/api/activity-applications/pending')).data as Array<{
      id: number;
      user_id: number;
      suggested_bonus: string;
    }>
  ).find((x) => x.user_id === userId)!;
const byTitle = async (prefix: string) =>
  (
    (await call(t.app, 'POST', '/api/activitylist', {})).data.data as Array<{
      id: number;
      title: string;
      can_apply: number;
    }>
  ).find((a) => a.title.startsWith(prefix))!;

describe('promotions', () => {
  it('lists categories and shown activities, by category, with detail', async () => {
    const types = (await call(t.app, 'POST', '/api/activitytype', {})).data as Array<{
      id: number;
      name: string;
    }>;
    expect(types.map((x) => x.name)).toEqual([
      '新人专享',
      '存款优惠',
      '返水优惠',
      '电子专区',
      '真人专区',
      '体育专区',
    ]);
    const all = await call(t.app, 'POST', '/api/activitylist', {});
    expect(all.data.total).toBe(7);
    const newcomer = await call(t.app, 'POST', '/api/activitylist', { type: types[0]!.id });
    expect(newcomer.data.data.map((a: { title: string }) => a.title)).toEqual([
      '新人首存送88%，最高8888元',
      'VIP晋级礼金，最高188888元',
    ]);
    const first = newcomer.data.data[0];
    const detail = await call(t.app, 'POST', '/api/activitydeatil', { id: first.id });
    expect(detail.data).toMatchObject({ id: first.id, can_apply: 1, banner: '/img/activities/newcomer.svg' });
    expect(detail.data.content).toContain('<strong style="color:#c81e3a">88%</strong>');
    expect(detail.data.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('hides activities an operator turns off, and answers unknown ids clearly', async () => {
    const a = await byTitle('体育首注包赔');
    await t.database.db.updateTable('activities').set({ state: 0 }).where('id', '=', a.id).execute();
    expect((await call(t.app, 'POST', '/api/activitylist', {})).data.total).toBe(6);
    expect(await call(t.app, 'POST', '/api/activitydeatil', { id: a.id })).toMatchObject({
      code: 404,
      message: ACTIVITY_MSG.notFound,
    });
    expect(await call(t.app, 'POST', '/api/activitydeatil', { id: 'x' })).toMatchObject({ code: 400 });
    await t.database.db.updateTable('activities').set({ state: 1 }).where('id', '=', a.id).execute();
  });

  it('takes one pending application per activity, checks the amount, and logs it as 待审核', async () => {
    const p = await registerPlayer(t.app);
    const a = await byTitle('真人百家乐连赢');
    const apply = (body: unknown) => call(t.app, 'POST', '/api/doactivityapply', body, { token: p.token });
    expect(
      (await call(t.app, 'POST', '/api/doactivityapply', { activityid: a.id, amount: '500' })).status,
    ).toBe(401);
    expect(await apply({ activityid: a.id })).toMatchObject({
      code: 400,
      message: ACTIVITY_MSG.amountRequired,
    });
    expect(await apply({ activityid: a.id, amount: '12.5' })).toMatchObject({
      code: 400,
      message: ACTIVITY_MSG.amountInvalid,
    });
    expect(await apply({ activityid: a.id, amount: '<script>' })).toMatchObject({
      code: 400,
      message: ACTIVITY_MSG.amountInvalid,
    });
    expect(await apply({ activityid: (await byTitle('无限返水')).id, amount: '100' })).toMatchObject({
      code: 400,
      message: ACTIVITY_MSG.noApply,
    });
    expect(await apply({ activityid: 999999, amount: '100' })).toMatchObject({
      code: 400,
      message: ACTIVITY_MSG.notFound,
    });
    expect(await apply({ activityid: a.id, amount: '500' })).toMatchObject({
      code: 200,
      message: ACTIVITY_MSG.submitted,
    });
    const again = await Promise.all([
      apply({ activityid: a.id, amount: '600' }),
      apply({ activityid: a.id, amount: '700' }),
    ]);
    expect(again.map((r) => r.message)).toEqual([ACTIVITY_MSG.pending, ACTIVITY_MSG.pending]);
    const log = await call(t.app, 'POST', '/api/activityApplyLog', {}, { token: p.token });
    expect(log.data.data).toEqual([
      expect.objectContaining({ activity_name: '真人百家乐连赢8局加送彩金', state: 1, amount: '500.00' }),
    ]);
  });

  it('credits an approved bonus once through the ledger, with turnover and an inbox message', async () => {
    const p = await fundedPlayer(t, 1000);
    const a = await byTitle('新人首存送88%');
    await applyFor(p, a.id, '1000');
    const mine = await pendingOf(p.userId);
    expect(mine.suggested_bonus).toBe('880.00');
    const [first, second] = await Promise.all([
      admin('POST', `/admin/api/activity-applications/${mine.id}/approve`, {}),
      admin('POST', `/admin/api/activity-applications/${mine.id}/approve`, {}),
    ]);
    expect([first.code, second.code].sort()).toEqual([200, 409]);
    expect((await call(t.app, 'POST', '/api/balance', {}, { token: p.token })).data.balance).toBe('1880.00');
    // The offer's terms: (本金+彩金)×15 = (1,000 + 880) × 15.
    expect((await call(t.app, 'POST', '/api/getBetAmount', {}, { token: p.token })).data.bet_amount).toBe(
      '28200.00',
    );
    const log = await call(t.app, 'POST', '/api/activityApplyLog', {}, { token: p.token });
    expect(log.data.data[0]).toMatchObject({ state: 2, bonus: '880.00' });
    const inbox = (await inboxOf(t, p.userId, { kind: 'activity' })).map(({ title, content }) => ({
      title,
      content,
    }));
    expect(inbox).toEqual([
      {
        title: '活动申请已通过',
        content: '您申请的活动「新人首存送88%，最高8888元」已审核通过，彩金 880.00 元已到账。',
      },
    ]);
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('rejects with a reason and no money, after which the player may apply again', async () => {
    const p = await fundedPlayer(t, 200);
    const a = await byTitle('真人百家乐连赢');
    await applyFor(p, a.id, '100');
    const mine = await pendingOf(p.userId);
    expect(await admin('POST', `/admin/api/activity-applications/${mine.id}/reject`, {})).toMatchObject({
      code: 400,
    });
    expect(
      await admin('POST', `/admin/api/activity-applications/${mine.id}/reject`, {
        reason: '注单不符合连赢条件',
      }),
    ).toMatchObject({ code: 200 });
    expect((await call(t.app, 'POST', '/api/balance', {}, { token: p.token })).data.balance).toBe('200.00');
    expect(
      (await call(t.app, 'POST', '/api/activityApplyLog', {}, { token: p.token })).data.data[0].state,
    ).toBe(3);
    expect((await applyFor(p, a.id, '100')).code).toBe(200);
  });

  it('stores operator content with nothing that can run, and refuses players on the admin API', async () => {
    const types = (await call(t.app, 'POST', '/api/activitytype', {})).data as Array<{ id: number }>;
    const hostile =
      '<p onmouseover="alert(1)">限时</p><script>document.cookie</script>' +
      '<img src="javascript:alert(1)" onerror="alert(2)">' +
      '<a href="javascript:void(0)">领</a><iframe src="https://x"></iframe>';
    const saved = await admin('POST', '/admin/api/activities', {
      type_id: types[0]!.id,
      title: '<b>限时</b>活动',
      banner: '/img/activities/newcomer.svg',
      content: hostile,
    });
    expect(saved.code).toBe(200);
    const stored = await t.database.db
      .selectFrom('activities')
      .select(['title', 'content'])
      .where('id', '=', saved.data.id)
      .executeTakeFirstOrThrow();
    expect(stored.title).toBe('限时活动');
    expect(stored.content).not.toMatch(/script|onmouseover|onerror|javascript:|iframe/i);
    const detail = await call(t.app, 'POST', '/api/activitydeatil', { id: saved.data.id });
    expect(detail.data.content).toBe('<p>限时</p><img /><a rel="noopener noreferrer" target="_blank">领</a>');
    const p = await registerPlayer(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/admin/api/activities',
      headers: { authorization: `Bearer ${p.token}` },
      payload: { type_id: 1, title: 'x', banner: '/x', content: '' },
    });
    expect(refused.statusCode).toBe(401);
  });

  it('gives operators every activity, hidden ones too, with the bonus rules to edit', async () => {
    const a = await byTitle('新人首存送88%');
    await t.database.db.updateTable('activities').set({ state: 0 }).where('id', '=', a.id).execute();
    const list = await admin('GET', '/admin/api/activities');
    expect(list.data.data.some((x: { id: number; state: number }) => x.id === a.id && x.state === 0)).toBe(
      true,
    );
    const one = await admin('GET', `/admin/api/activities/${a.id}`);
    expect(one.data).toMatchObject({
      id: a.id,
      state: 0,
      bonus_percent: '88.00',
      bonus_max: '8888.00',
      turnover_multiple: '15',
    });
    await t.database.db.updateTable('activities').set({ state: 1 }).where('id', '=', a.id).execute();
  });
});

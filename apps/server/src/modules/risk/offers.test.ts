import { describe, expect, it } from 'vitest';
import { ACTIVITY_MSG, REBATE_MSG, REDPACKET_MSG } from '@app/shared';
import { call, fundedPlayer, signInOperator, useTestApp } from '../../../test/helpers.js';
import { seedActivities } from '../../seeds/seed-activities.js';
import { riskTests } from './risk.test-support.js';

const t = useTestApp(async (t) => {
  await seedActivities(t.database.db, t.clock.now().getTime());
  await t.services.settings.set({ turnover_multiple: '0' });
  return signInOperator(t);
});
const { signal, admin } = riskTests(t);

let seq = 0;
const device = () => `farm-${Date.now().toString(36)}-${seq++}`;
async function funded(yuan: number) {
  const p = await fundedPlayer(t, yuan);
  return { ...p, id: p.userId };
}
async function tagged(userId: number, effect: string) {
  const tag = await admin('POST', '/admin/api/risk/tags', {
    name: `效果${effect}${seq++}`,
    colour: '#722ed1',
    effects: [effect],
  });
  expect((await admin('POST', `/admin/api/players/${userId}/tags`, { tag_id: tag.data.id })).code).toBe(200);
  return () => admin('DELETE', `/admin/api/players/${userId}/tags/${tag.data.id}`);
}

const FIRST = '新人首存送88%';
async function apply(p: { token: string }, amount: string) {
  const { id } = await t.database.db
    .selectFrom('activities')
    .select('id')
    .where('title', 'like', `${FIRST}%`)
    .executeTakeFirstOrThrow();
  return (await call(t.app, 'POST', '/api/doactivityapply', { activityid: id, amount }, p)).message;
}

describe('one offer per person', () => {
  it('refuses a once-only activity to a linked account that took it, with its own message', async () => {
    const [a, b, c] = [await funded(500), await funded(500), await funded(500)];
    const shared = device();
    await signal(a.id, { ip: '198.51.100.20', deviceId: shared });
    await signal(b.id, { ip: '198.51.100.21', deviceId: shared });
    await signal(c.id, { ip: '198.51.100.22' }); // the same /24 only: not the same person
    expect(await apply(a, '500')).toBe(ACTIVITY_MSG.submitted);
    expect(await apply(b, '500')).toBe(ACTIVITY_MSG.onceOnly);
    expect(await apply(c, '500')).toBe(ACTIVITY_MSG.submitted);
    // The suggestion agrees: nothing left for the linked account.
    const { id } = await t.database.db
      .selectFrom('activities')
      .select('id')
      .where('title', 'like', `${FIRST}%`)
      .executeTakeFirstOrThrow();
    const amount = await call(t.app, 'POST', '/api/activityApplyAmount', { activityid: id }, b);
    expect(amount).toMatchObject({ code: 200, data: { amount: null } });
  });

  it('no_activities: a tagged player is refused as not eligible; untagged, applies', async () => {
    const p = await funded(500);
    const untag = await tagged(p.id, 'no_activities');
    expect(await apply(p, '500')).toBe(ACTIVITY_MSG.notEligible);
    await untag();
    expect(await apply(p, '500')).toBe(ACTIVITY_MSG.submitted);
  });

  it('no_rebate: a tagged player cannot claim pending rebates (nothing to claim), untagged can', async () => {
    const p = await funded(100);
    const now = t.clock.now().getTime();
    await t.database.db
      .insertInto('rebates')
      .values({
        user_id: p.id,
        provider: 'demo',
        bet_id: `risk-${seq++}`,
        platform: 'demo',
        game_code: 'x',
        category: 'live',
        valid_bet_fen: 10_000,
        rate: 100,
        amount_fen: 100,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const untag = await tagged(p.id, 'no_rebate');
    const claim = () => call(t.app, 'POST', '/api/dofanshui', {}, { token: p.token });
    expect(await claim()).toMatchObject({ code: 400, message: REBATE_MSG.nothingToClaim });
    await untag();
    expect((await claim()).code).toBe(200);
  });
});

describe('red packets per person', () => {
  const beijing = (iso: string) => new Date(`${iso}+08:00`);
  const draw = (p: { token: string }) => call(t.app, 'POST', '/api/douserredpacket', {}, p);
  const info = async (p: { token: string }) =>
    (await call(t.app, 'GET', '/api/userredpacket', undefined, p)).data;

  it('counts the day’s draws over linked accounts, and no_redpacket excludes a player', async () => {
    t.clock.set(beijing('2026-11-21T23:30:00'));
    const [a, b, c] = [await funded(1000), await funded(1000), await funded(1000)];
    const shared = device();
    await signal(a.id, { deviceId: shared });
    await signal(b.id, { deviceId: shared });
    t.clock.set(beijing('2026-11-22T10:30:00'));
    expect((await info(b)).sendnums).toBe(2);
    expect((await draw(a)).code).toBe(200);
    expect((await info(b)).sendnums).toBe(1);
    expect((await draw(b)).code).toBe(200);
    expect(await draw(a)).toMatchObject({ code: 400, message: REDPACKET_MSG.noneLeft });
    expect(await draw(b)).toMatchObject({ code: 400, message: REDPACKET_MSG.noneLeft });

    const untag = await tagged(c.id, 'no_redpacket');
    expect(await draw(c)).toMatchObject({ code: 400, message: REDPACKET_MSG.notEligible });
    await untag();
    expect((await draw(c)).code).toBe(200);
  });
});

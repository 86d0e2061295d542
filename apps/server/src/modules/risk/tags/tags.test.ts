import { describe, expect, it } from 'vitest';
import { TAG_MSG } from '@app/shared/admin-contract';
import { lastAudit, roleOperatorToken, signInOperator, useTestApp } from '../../../../test/helpers.js';
import { riskTests } from '../risk.test-support.js';
import { effectsOf, TAGGED_LOGIN_REFUSED, tagsOf } from './tag-effects.js';

const t = useTestApp(signInOperator);
const { player, admin } = riskTests(t);

let seq = 0;
const tagName = () => `测试${Date.now().toString(36).slice(-4)}${seq++}`;
async function newTag(effects: string[] = [], colour = '#fa541c') {
  const name = tagName();
  const res = await admin('POST', '/admin/api/risk/tags', { name, colour, effects });
  expect(res).toMatchObject({ code: 200, message: TAG_MSG.created });
  return { id: res.data.id as number, name };
}

describe('tags', () => {
  it('are created, listed with their players, edited and deleted, each audited', async () => {
    const tag = await newTag(['no_bonus', 'no_bonus', 'withdraw_review']);
    const p = await player();
    await admin('POST', `/admin/api/players/${p.id}/tags`, { tag_id: tag.id, note: '多账户领取首存' });
    const listed = (await admin('GET', '/admin/api/risk/tags')).data.find(
      (x: { id: number }) => x.id === tag.id,
    );
    expect(listed).toMatchObject({
      name: tag.name,
      colour: '#fa541c',
      effects: ['no_bonus', 'withdraw_review'],
      players: 1,
    });
    expect(await lastAudit(t, 'risk.tag.create')).toMatchObject({ target_id: String(tag.id) });

    const edit = { name: `${tag.name}改`, colour: '#1677ff', effects: ['login_refused'] };
    expect(await admin('PUT', `/admin/api/risk/tags/${tag.id}`, edit)).toMatchObject({ code: 200 });
    const audit = await lastAudit(t, 'risk.tag.update');
    expect(audit.before).toMatchObject({ name: tag.name, effects: ['no_bonus', 'withdraw_review'] });
    expect(audit.after).toMatchObject(edit);
    expect([...(await effectsOf(t.database.db, p.id))]).toEqual(['login_refused']);

    expect(await admin('DELETE', `/admin/api/risk/tags/${tag.id}`)).toMatchObject({
      code: 200,
      message: TAG_MSG.deleted,
    });
    expect((await lastAudit(t, 'risk.tag.delete')).detail).toEqual({ untagged_players: 1 });
    expect((await admin('GET', '/admin/api/risk/tags')).data.map((x: { id: number }) => x.id)).not.toContain(
      tag.id,
    );
    expect((await tagsOf(t.database.db, [p.id])).size).toBe(0);
    expect(await admin('DELETE', `/admin/api/risk/tags/${tag.id}`)).toMatchObject({ code: 404 });
    // The name is free again: the deleted row comes back, with no player on it.
    const again = await admin('POST', '/admin/api/risk/tags', { ...edit, effects: [] });
    expect(again.data.id).toBe(tag.id);
    expect(
      (await admin('GET', '/admin/api/risk/tags')).data.find((x: { id: number }) => x.id === tag.id).players,
    ).toBe(0);
  });

  it('refuses a taken name, a bad colour, an unknown effect, with Chinese messages', async () => {
    const tag = await newTag();
    const taken = await admin('POST', '/admin/api/risk/tags', {
      name: tag.name,
      colour: '#000000',
      effects: [],
    });
    expect(taken).toMatchObject({ code: 409, message: TAG_MSG.nameTaken });
    const other = await newTag();
    expect(
      await admin('PUT', `/admin/api/risk/tags/${other.id}`, {
        name: tag.name,
        colour: '#000000',
        effects: [],
      }),
    ).toMatchObject({
      code: 409,
      message: TAG_MSG.nameTaken,
    });
    expect(
      await admin('POST', '/admin/api/risk/tags', { name: 'x', colour: 'red', effects: [] }),
    ).toMatchObject({
      code: 400,
      message: '参数格式错误：colour',
    });
    expect(
      (await admin('POST', '/admin/api/risk/tags', { name: ' ', colour: '#000000', effects: [] })).code,
    ).toBe(400);
    expect(
      (await admin('POST', '/admin/api/risk/tags', { name: 'y', colour: '#000000', effects: ['drop_db'] }))
        .code,
    ).toBe(400);
    expect(
      await admin('PUT', '/admin/api/risk/tags/99999999', { name: 'z', colour: '#000000', effects: [] }),
    ).toMatchObject({ code: 404 });
  });
});

describe('tags on players', () => {
  it('tags and untags one player, lists who tagged and why, audited', async () => {
    const [tag, p] = [await newTag(['no_rebate']), await player()];
    expect(
      await admin('POST', `/admin/api/players/${p.id}/tags`, { tag_id: tag.id, note: '刷水' }),
    ).toMatchObject({ code: 200 });
    expect(await admin('POST', `/admin/api/players/${p.id}/tags`, { tag_id: tag.id })).toMatchObject({
      code: 409,
      message: TAG_MSG.alreadyTagged,
    });
    const listed = await admin('GET', `/admin/api/players/${p.id}/tags`);
    expect(listed.data).toEqual([
      expect.objectContaining({
        id: tag.id,
        name: tag.name,
        effects: ['no_rebate'],
        note: '刷水',
        tagged_by: expect.any(String),
      }),
    ]);
    expect(await lastAudit(t, 'risk.player.tag')).toMatchObject({
      target_type: 'user',
      target_id: String(p.id),
    });
    const chips = await admin('GET', `/admin/api/risk/player-tags?ids=${p.id},99999999`);
    expect(chips.data).toEqual([
      { user_id: p.id, tags: [{ id: tag.id, name: tag.name, colour: '#fa541c' }] },
    ]);

    expect(await admin('DELETE', `/admin/api/players/${p.id}/tags/${tag.id}`)).toMatchObject({ code: 200 });
    expect((await lastAudit(t, 'risk.player.untag')).detail).toMatchObject({ tag: tag.name });
    expect(await admin('DELETE', `/admin/api/players/${p.id}/tags/${tag.id}`)).toMatchObject({ code: 404 });
    expect((await admin('GET', `/admin/api/players/${p.id}/tags`)).data).toEqual([]);
    expect(await admin('POST', '/admin/api/players/99999999/tags', { tag_id: tag.id })).toMatchObject({
      code: 404,
    });
    expect(await admin('POST', `/admin/api/players/${p.id}/tags`, { tag_id: 99999999 })).toMatchObject({
      code: 404,
    });
  });

  it('bulk-tags a search’s players, skipping those already tagged and ids of no player', async () => {
    const tag = await newTag();
    const ps = [await player(), await player(), await player()];
    await admin('POST', `/admin/api/players/${ps[0]!.id}/tags`, { tag_id: tag.id });
    const res = await admin('POST', `/admin/api/risk/tags/${tag.id}/players`, {
      user_ids: [...ps.map((p) => p.id), 99999999],
      note: '同一设备',
    });
    expect(res).toMatchObject({ code: 200, data: { tagged: 2 }, message: TAG_MSG.bulkTagged(2) });
    expect((await lastAudit(t, 'risk.tag.bulk')).detail).toMatchObject({
      tagged: 2,
      user_ids: ps.map((p) => p.id).sort((a, b) => a - b),
    });
    const map = await tagsOf(
      t.database.db,
      ps.map((p) => p.id),
    );
    expect(ps.every((p) => map.get(p.id)?.[0]?.id === tag.id)).toBe(true);
    const tooMany = Array.from({ length: 501 }, (_, i) => i + 1);
    expect((await admin('POST', `/admin/api/risk/tags/${tag.id}/players`, { user_ids: tooMany })).code).toBe(
      400,
    );
    expect((await admin('POST', `/admin/api/risk/tags/${tag.id}/players`, { user_ids: [] })).code).toBe(400);
  });

  it('login_refused: the gate refuses the login event with 账号异常，请联系在线客服 and records nothing', async () => {
    const [tag, p] = [await newTag(['login_refused']), await player()];
    const admit = (event: 'login' | 'deposit') =>
      t.services.risk.gate.admit(t.database.db, {
        event,
        userId: p.id,
        client: { ip: '192.0.2.5', deviceId: '', userAgent: 'x' },
      });
    await admit('login');
    await admin('POST', `/admin/api/players/${p.id}/tags`, { tag_id: tag.id });
    const signals = () =>
      t.database.db.selectFrom('risk_signals').select('id').where('user_id', '=', p.id).execute();
    const before = (await signals()).length;
    await expect(admit('login')).rejects.toThrow(TAGGED_LOGIN_REFUSED);
    expect((await signals()).length).toBe(before);
    await admit('deposit'); // other events are not this effect's business
  });

  it('only the risk and super roles read or change tags', async () => {
    const tag = await newTag();
    for (const role of ['finance', 'operations', 'support'] as const) {
      const { token } = await roleOperatorToken(t, role);
      expect((await admin('GET', '/admin/api/risk/tags', undefined, token)).code).toBe(403);
      expect((await admin('GET', '/admin/api/players/1/tags', undefined, token)).code).toBe(403);
      expect(
        (await admin('POST', `/admin/api/risk/tags/${tag.id}/players`, { user_ids: [1] }, token)).code,
      ).toBe(403);
    }
    const risk = await roleOperatorToken(t, 'risk');
    expect((await admin('GET', '/admin/api/risk/tags', undefined, risk.token)).code).toBe(200);
  });
});

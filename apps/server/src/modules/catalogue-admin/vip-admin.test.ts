import { describe, expect, it } from 'vitest';
import { call, lastAudit, roleTokens, useTestApp } from '../../../test/helpers.js';
import { HOSTILE_INPUT_MSG } from './hostile-input.js';

const t = useTestApp((t) => roleTokens(t, 'operations', 'finance'));

const admin = (method: 'GET' | 'PUT', url: string, token: string, body?: unknown) =>
  call(t.app, method, url, body, { token });
const uservip = async () =>
  (await call(t.app, 'POST', '/api/uservip', {})).data as Array<Record<string, unknown>>;
const levelRow = (level: number) =>
  t.database.db.selectFrom('vip_levels').selectAll().where('level', '=', level).executeTakeFirstOrThrow();
const rates = {
  live: '0.45',
  slots: '0.60',
  cards: '0.45',
  sports: '0.45',
  lottery: '0.35',
  esports: '0.45',
  fishing: '',
};
const vip1 = { name: 'VIP1', status: 1, flow: '10000.00', recharge: '1000.00', bonus: '18.00', rates };

describe('VIP levels', () => {
  it('lists every level, hidden too, with thresholds in yuan, rates in %, players at each', async () => {
    await call(t.app, 'POST', '/api/register', {
      name: 'vipadm01z9',
      password: 'abc12345z',
      confirmPass: 'abc12345z',
      realname: '王五',
      paypassword: '123456',
    });
    const res = await admin('GET', '/admin/api/vip-levels?per_page=50', t.operations);
    expect(res.data.total).toBe(11);
    expect(res.data.data[0]).toMatchObject({
      level: 0,
      name: 'VIP0',
      flow: '0.00',
      recharge: '0.00',
      status: 1,
    });
    expect(res.data.data[0].players).toBeGreaterThanOrEqual(1);
    expect(res.data.data[1]).toEqual({ level: 1, ...vip1, players: 0 });
  });

  it('an edit shows on the player VIP page at once (level cache dropped); audited before/after', async () => {
    const res = await admin('PUT', '/admin/api/vip-levels/1', t.operations, {
      ...vip1,
      name: '青铜会员',
      flow: '12000',
      bonus: 28,
      rates: { ...rates, slots: '0.7', fishing: '0.8' },
    });
    expect(res.data).toMatchObject({
      level: 1,
      name: '青铜会员',
      flow: '12000.00',
      bonus: '28.00',
      rates: { slots: '0.70', fishing: '0.80' },
    });
    expect((await uservip())[1]).toMatchObject({
      id: 1,
      name: '青铜会员',
      flow: '12000.00',
      electron: '0.70',
      fishing: '0.80',
      bonus: '28.00',
    });
    const entry = await lastAudit(t, 'vip.level.update');
    expect(entry).toMatchObject({ target_type: 'vip_level', target_id: '1', outcome: 'ok' });
    expect(entry.before).toMatchObject({
      name: 'VIP1',
      flow: '10000.00',
      rates: { slots: '0.60', fishing: '' },
    });
    expect(entry.after).toMatchObject({
      name: '青铜会员',
      flow: '12000.00',
      rates: { slots: '0.70', fishing: '0.80' },
    });

    // Hidden, a level leaves the player list; shown again, it is back.
    const {
      name,
      flow,
      recharge,
      bonus,
      rates: rates10,
    } = (await admin('GET', '/admin/api/vip-levels?page=3&per_page=5', t.operations)).data.data[0];
    const vip10 = { name, flow, recharge, bonus, rates: rates10 };
    expect((await admin('PUT', '/admin/api/vip-levels/10', t.operations, { ...vip10, status: 0 })).code).toBe(
      200,
    );
    expect((await uservip()).map((l) => l.id)).not.toContain(10);
    expect((await admin('PUT', '/admin/api/vip-levels/10', t.operations, { ...vip10, status: 1 })).code).toBe(
      200,
    );
    expect((await uservip()).map((l) => l.id)).toContain(10);
    await admin('PUT', '/admin/api/vip-levels/1', t.operations, vip1);
  });

  it('refuses thresholds not rising with the level, naming both levels, and changes nothing', async () => {
    const before = await levelRow(2);
    const vip2 = { name: 'VIP2', status: 1, flow: '50000.00', recharge: '5000.00', bonus: '38.00', rates };
    const put = (body: object) => admin('PUT', '/admin/api/vip-levels/2', t.operations, { ...vip2, ...body });
    expect((await put({ flow: '9000' })).message).toBe(
      '等级门槛须逐级升高：VIP2（累计流水 9000.00、累计存款 5000.00）不能低于 VIP1（10000.00、1000.00），且至少一项更高',
    );
    expect((await put({ flow: '10000', recharge: '1000' })).message).toContain('且至少一项更高');
    expect((await put({ flow: '99999999' })).message).toContain('VIP3');
    expect((await put({ rates: { ...rates, live: '5.01' } })).message).toBe(
      '真人返水比例须为 0-5%，最多两位小数',
    );
    expect((await put({ rates: { ...rates, slots: '' } })).message).toBe(
      '电子返水比例须为 0-5%，最多两位小数',
    );
    expect((await put({ bonus: '-1' })).message).toBe('晋级彩金格式不正确，请输入金额（最多两位小数）');
    expect((await put({ name: '  ' })).message).toBe('请填写等级名称（1-20 个字）');
    expect((await put({ rates: { live: '0.1' } })).code).toBe(400);
    expect(await levelRow(2)).toEqual(before);
    expect(
      (await admin('PUT', '/admin/api/vip-levels/0', t.operations, { ...vip1, name: 'VIP0' })).message,
    ).toBe('VIP0 是所有会员的起始等级，门槛须为 0');
    expect(
      (
        await admin('PUT', '/admin/api/vip-levels/0', t.operations, {
          ...vip1,
          name: 'VIP0',
          flow: 0,
          recharge: 0,
          status: 0,
        })
      ).message,
    ).toBe('VIP0 是所有会员的起始等级，不能隐藏');
    expect((await admin('PUT', '/admin/api/vip-levels/42', t.operations, vip1)).message).toBe(
      'VIP 等级不存在',
    );
  });

  it('refuses markup and audits the attempt; only campaign operators may edit levels', async () => {
    const before = await levelRow(1);
    const res = await admin('PUT', '/admin/api/vip-levels/1', t.operations, {
      ...vip1,
      name: '<svg onload=alert(1)>',
    });
    expect(res.message).toBe(HOSTILE_INPUT_MSG);
    const entry = await lastAudit(t, 'vip.level.update');
    expect(entry).toMatchObject({ outcome: 'denied', target_id: '1' });
    expect((await admin('PUT', '/admin/api/vip-levels/1', t.finance, vip1)).status).toBe(403);
    expect((await admin('GET', '/admin/api/vip-levels', t.finance)).status).toBe(403);
    expect(await levelRow(1)).toEqual(before);
  });
});

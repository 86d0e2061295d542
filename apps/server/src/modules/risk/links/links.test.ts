import { describe, expect, it } from 'vitest';
import { CARD_TYPE } from '@app/shared';
import {
  call,
  lastAudit,
  roleOperatorToken,
  signInOperator,
  tronAddress,
  useTestApp,
} from '../../../../test/helpers.js';
import { riskTests } from '../risk.test-support.js';
import { samePerson } from './links.service.js';

const t = useTestApp(signInOperator);
const { player, signal, admin } = riskTests(t);

let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${seq++}`;
const linked = async (id: number) => (await admin('GET', `/admin/api/players/${id}/linked`)).data;
const same = (id: number) => samePerson(t.database.db, id, t.clock.now().getTime());

async function bindCard(token: string, bank_no: string) {
  const body = {
    bank: '中国银行',
    bank_no,
    bank_owner: '王五',
    bank_address: '北京分行',
    pay_pass: '123456',
  };
  const res = await call(t.app, 'POST', '/api/bindcard', body, { token });
  expect(res.code).toBe(200);
}

describe('linked accounts', () => {
  it('links players who used the same device, with when the other was last seen', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    const device = unique('dev-');
    await signal(a.id, { ip: '198.51.100.1', deviceId: device });
    await signal(b.id, { ip: '192.0.2.77', deviceId: device });
    await signal(c.id, { ip: '10.9.8.7', deviceId: unique('other-') });
    const res = await admin('GET', `/admin/api/players/${a.id}/linked`);
    expect(res).toMatchObject({ code: 200, data: [{ id: b.id, username: b.username, matched: ['device'] }] });
    expect(res.data[0].last_seen).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await same(b.id)).toEqual([a.id]);
  });

  it('links an exact address within the window (and its /24), and forgets it after', async () => {
    const [a, b] = [await player(), await player()];
    // Both were on the address three days ago.
    t.clock.advance(-3 * 86_400_000);
    await signal(a.id, { ip: '203.0.113.40' });
    await signal(b.id, { ip: '203.0.113.40' });
    t.clock.advance(3 * 86_400_000);
    expect(await linked(a.id)).toEqual([expect.objectContaining({ id: b.id, matched: ['ip', 'ip_prefix'] })]);
    expect(await same(a.id)).toEqual([b.id]);

    await t.services.settings.set({ risk_link_ip_window_days: '2' });
    expect(await linked(a.id)).toEqual([]);
    expect(await same(a.id)).toEqual([]);
    await t.services.settings.set({ risk_link_ip_window_days: '30' });
    expect(await linked(a.id)).toEqual([expect.objectContaining({ id: b.id })]);
  });

  it('reports a shared /24 as the weak ip_prefix link, which is not one person', async () => {
    const [a, b] = [await player(), await player()];
    await signal(a.id, { ip: '198.18.7.10' });
    await signal(b.id, { ip: '198.18.7.200' });
    expect(await linked(a.id)).toEqual([expect.objectContaining({ id: b.id, matched: ['ip_prefix'] })]);
    expect(await same(a.id)).toEqual([]);
  });

  it('links a bank card number bound by both, even one unbound since', async () => {
    const [a, b] = [await player(), await player()];
    const number = `6228${String(Date.now()).slice(-11)}${seq++}`.slice(0, 16);
    await bindCard(a.token, number);
    await t.database.db.updateTable('cards').set({ deleted_at: 1 }).where('user_id', '=', a.id).execute();
    await bindCard(b.token, number);
    expect(await linked(b.id)).toEqual([expect.objectContaining({ id: a.id, matched: ['card'] })]);
    expect(await same(a.id)).toEqual([b.id]);
  });

  it('links a wallet address held by both', async () => {
    const [a, b] = [await player(), await player()];
    const address = tronAddress();
    const row = { type: CARD_TYPE.usdt, bank: 'USDT', bank_no: address, bank_owner: 'TRC20', created_at: 1 };
    await t.database.db
      .insertInto('cards')
      .values([
        { ...row, user_id: a.id, deleted_at: 2 },
        { ...row, user_id: b.id, deleted_at: null },
      ])
      .execute();
    expect(await linked(a.id)).toEqual([expect.objectContaining({ id: b.id, matched: ['address'] })]);
    expect(await same(b.id)).toEqual([a.id]);
  });

  it('links a real name only together with the same phone, and the same e-mail', async () => {
    const [a, b, c, d] = [await player(), await player(), await player(), await player()];
    const phone = `139${String(Date.now()).slice(-8)}`;
    const set = (id: number, v: { realname?: string; mobile?: string; email?: string }) =>
      t.database.db.updateTable('users').set(v).where('id', '=', id).execute();
    await set(a.id, { realname: '赵关联', mobile: phone });
    await set(b.id, { realname: '赵关联', mobile: phone });
    await set(c.id, { realname: '赵关联', mobile: '13000000000' });
    const email = `${unique('m')}@example.com`;
    await set(a.id, { email });
    await set(d.id, { email });
    const found = await linked(a.id);
    expect(found).toHaveLength(2);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: b.id, matched: ['name_phone'] }),
        expect.objectContaining({ id: d.id, matched: ['email'] }),
      ]),
    );
    expect((await same(a.id)).sort()).toEqual([b.id, d.id].sort());
  });

  it('lists every kind a player shares, strongest first', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    const device = unique('ring-');
    await signal(a.id, { ip: '198.18.5.3', deviceId: device });
    await signal(b.id, { ip: '198.18.5.3', deviceId: device });
    await signal(c.id, { ip: '198.18.5.9' });
    expect(await linked(a.id)).toEqual([
      expect.objectContaining({ id: b.id, matched: ['device', 'ip', 'ip_prefix'] }),
      expect.objectContaining({ id: c.id, matched: ['ip_prefix'] }),
    ]);
  });

  it('answers an unknown player with 会员不存在 and refuses operators without risk.read', async () => {
    expect(await admin('GET', '/admin/api/players/99999999/linked')).toMatchObject({ code: 404 });
    const finance = await roleOperatorToken(t, 'finance');
    expect((await admin('GET', '/admin/api/players/1/linked', undefined, finance.token)).code).toBe(403);
    const risk = await roleOperatorToken(t, 'risk');
    expect((await admin('GET', '/admin/api/players/1/linked', undefined, risk.token)).code).toBe(200);
  });
});

describe('关联规则', () => {
  it('reads and saves the IP window through the settings rule, audited; risk.write only', async () => {
    expect((await admin('GET', '/admin/api/risk/link-settings')).data).toEqual({
      risk_link_ip_window_days: '30',
    });
    const saved = await admin('PUT', '/admin/api/risk/link-settings', { risk_link_ip_window_days: '14' });
    expect(saved).toMatchObject({
      code: 200,
      message: '关联规则已保存',
      data: { risk_link_ip_window_days: '14' },
    });
    expect(await lastAudit(t, 'risk.links.settings')).toMatchObject({
      before: { risk_link_ip_window_days: '30' },
      after: { risk_link_ip_window_days: '14' },
    });
    const refused = await admin('PUT', '/admin/api/risk/link-settings', { risk_link_ip_window_days: '0' });
    expect(refused).toMatchObject({ code: 400, message: '关联 IP 时间窗须为 1 到 365 天' });
    const support = await roleOperatorToken(t, 'support');
    const body = { risk_link_ip_window_days: '7' };
    expect((await admin('PUT', '/admin/api/risk/link-settings', body, support.token)).code).toBe(403);
    await admin('PUT', '/admin/api/risk/link-settings', { risk_link_ip_window_days: '30' });
  });
});

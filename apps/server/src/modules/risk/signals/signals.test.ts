import { beforeEach, describe, expect, it } from 'vitest';
import {
  approvedAgent,
  call,
  fundedPlayer,
  GOOD_PASSWORD,
  registerPlayer,
  registrationForm,
  signInOperator,
  tronAddress,
  useTestApp,
} from '../../../../test/helpers.js';
import { seedActivities } from '../../../seeds/seed-activities.js';

const t = useTestApp(async (t) => {
  await seedActivities(t.database.db, t.clock.now().getTime());
  return signInOperator(t);
});
beforeEach(async () => {
  await t.services.settings.set({ turnover_multiple: '0', withdraw_hours: '00:00-24:00' });
});

const DEVICE = 'dev-3f2a9c1e-7b44-4d0a';
/** A call from one phone: its address and its X-Device-Id. */
const from = (ip: string, token?: string, device = DEVICE) => ({
  token,
  ip,
  headers: { 'x-device-id': device },
});

async function signals(userId: number) {
  return t.database.db
    .selectFrom('risk_signals')
    .select(['event', 'ip', 'ip_prefix', 'device_id', 'ua_hash'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}
const userOf = async (token: string) => (await t.services.sessions.resolve(token))!;
const eventsOf = async (userId: number, event: string) =>
  (await signals(userId)).filter((s) => s.event === event);

describe('each event keeps its client', () => {
  it('register and login: the address, its /24 and the device id, one row each', async () => {
    const form = registrationForm();
    const reg = await call(t.app, 'POST', '/api/register', form, from('203.0.113.7'));
    expect(reg.code).toBe(200);
    const userId = await userOf(reg.data.api_token);
    expect(await signals(userId)).toEqual([
      expect.objectContaining({
        event: 'register',
        ip: '203.0.113.7',
        ip_prefix: '203.0.113',
        device_id: DEVICE,
      }),
    ]);
    const login = await call(
      t.app,
      'POST',
      '/api/login_pc',
      { name: form.name, password: GOOD_PASSWORD },
      from('198.51.100.20', undefined, 'other-device-0001'),
    );
    expect(login.code).toBe(200);
    expect(await eventsOf(userId, 'login')).toEqual([
      expect.objectContaining({
        ip: '198.51.100.20',
        ip_prefix: '198.51.100',
        device_id: 'other-device-0001',
      }),
    ]);
  });

  it('a refused registration or login writes nothing', async () => {
    const p = await registerPlayer(t.app);
    const before = await t.database.db
      .selectFrom('risk_signals')
      .select((e) => e.fn.countAll().as('n'))
      .execute();
    const taken = await call(
      t.app,
      'POST',
      '/api/register',
      registrationForm({ name: p.name }),
      from('203.0.113.8'),
    );
    expect(taken.code).not.toBe(200);
    const wrong = await call(
      t.app,
      'POST',
      '/api/login_pc',
      { name: p.name, password: 'wrong-pass-1' },
      from('203.0.113.8'),
    );
    expect(wrong.code).not.toBe(200);
    const after = await t.database.db
      .selectFrom('risk_signals')
      .select((e) => e.fn.countAll().as('n'))
      .execute();
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
  });

  it('drops a malformed X-Device-Id and keeps the address; IPv6 keeps its /48', async () => {
    for (const bad of ['short', 'has space in it', '<script>alert(1)</script>', 'x'.repeat(65)]) {
      const reg = await call(
        t.app,
        'POST',
        '/api/register',
        registrationForm(),
        from('2001:db8:1:2::5', undefined, bad),
      );
      const [row] = await signals(await userOf(reg.data.api_token));
      expect(row).toMatchObject({
        event: 'register',
        ip: '2001:db8:1:2::5',
        ip_prefix: '2001:db8:1',
        device_id: '',
      });
    }
    const none = await call(t.app, 'POST', '/api/register', registrationForm(), { ip: '203.0.113.9' });
    expect((await signals(await userOf(none.data.api_token)))[0]).toMatchObject({ device_id: '' });
  });

  it('deposit order, card and address bind, withdrawal: one row each, refusals none', async () => {
    const p = await fundedPlayer(t, 1000);
    const at = from('192.0.2.44', p.token);
    const order = await call(t.app, 'POST', '/api/recharge', { paytype: 'alipay', amount: 100 }, at);
    expect(order.code).toBe(200);
    expect(await eventsOf(p.userId, 'deposit')).toHaveLength(2); // fundedPlayer's own order, then this
    expect((await eventsOf(p.userId, 'deposit'))[1]).toMatchObject({ ip: '192.0.2.44', device_id: DEVICE });
    const tooSmall = await call(t.app, 'POST', '/api/recharge', { paytype: 'alipay', amount: 0.01 }, at);
    expect(tooSmall.code).not.toBe(200);
    expect(await eventsOf(p.userId, 'deposit')).toHaveLength(2);

    const bind = (body: object) => call(t.app, 'POST', '/api/bindcard', { pay_pass: '123456', ...body }, at);
    const binds = (await eventsOf(p.userId, 'bind')).length;
    expect((await bind({ bank: 'USDT', bank_no: tronAddress(), bank_owner: 'TRC20' })).code).toBe(200);
    expect((await bind({ bank: 'USDT', bank_no: 'not-an-address', bank_owner: 'TRC20' })).code).not.toBe(200);
    expect(await eventsOf(p.userId, 'bind')).toHaveLength(binds + 1);
    expect((await eventsOf(p.userId, 'bind')).at(-1)).toMatchObject({ ip: '192.0.2.44', device_id: DEVICE });

    const withdraw = (password: string) =>
      call(t.app, 'POST', '/api/withdraw', { amount: '200', bank: p.cardId, password }, at);
    expect((await withdraw('000000')).code).not.toBe(200);
    expect(await eventsOf(p.userId, 'withdraw')).toHaveLength(0);
    expect((await withdraw('123456')).code).toBe(200);
    expect(await eventsOf(p.userId, 'withdraw')).toEqual([
      expect.objectContaining({ ip: '192.0.2.44', ip_prefix: '192.0.2', device_id: DEVICE }),
    ]);
  });

  it('activity application and agent console login', async () => {
    const p = await registerPlayer(t.app);
    const userId = await userOf(p.token);
    const list = (await call(t.app, 'POST', '/api/activitylist', {})).data.data as {
      id: number;
      title: string;
    }[];
    const a = list.find((x) => x.title.startsWith('真人百家乐连赢'))!;
    const apply = (amount: string) =>
      call(
        t.app,
        'POST',
        '/api/doactivityapply',
        { activityid: a.id, amount },
        from('203.0.113.50', p.token),
      );
    expect((await apply('12.5')).code).not.toBe(200);
    expect((await apply('500')).code).toBe(200);
    expect((await apply('500')).code).not.toBe(200); // one pending per activity
    expect(await eventsOf(userId, 'apply')).toEqual([
      expect.objectContaining({ ip: '203.0.113.50', device_id: DEVICE }),
    ]);

    const agent = await approvedAgent(t, t.op);
    const login = await call(
      t.app,
      'POST',
      '/agent/api/login',
      { name: agent.name, password: GOOD_PASSWORD },
      from('203.0.113.60'),
    );
    expect(login.code).toBe(200);
    expect(await eventsOf(agent.userId, 'login')).toEqual([
      expect.objectContaining({ ip: '203.0.113.60', device_id: DEVICE }),
    ]);
  });

  it('red-packet draw: one row for the draw, none for a refused one', async () => {
    const beijing = (iso: string) => new Date(`${iso}+08:00`);
    t.clock.set(beijing('2026-11-21T23:30:00'));
    const p = await fundedPlayer(t, 1000);
    t.clock.set(beijing('2026-11-22T09:59:59'));
    const draw = () => call(t.app, 'POST', '/api/douserredpacket', {}, from('203.0.113.70', p.token));
    expect((await draw()).code).not.toBe(200);
    t.clock.set(beijing('2026-11-22T10:00:00'));
    expect((await draw()).code).toBe(200);
    expect(await eventsOf(p.userId, 'redpacket')).toEqual([
      expect.objectContaining({ ip: '203.0.113.70', device_id: DEVICE }),
    ]);
  });
});

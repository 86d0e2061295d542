import { describe, expect, it } from 'vitest';
import { RISK_SEARCH_DENIED } from '@app/shared/admin-contract';
import {
  call,
  registerPlayer,
  registrationForm,
  roleOperatorToken,
  signInOperator,
  tronAddress,
  useTestApp,
} from '../../../../test/helpers.js';
import { startSignalRetention } from './retention.job.js';

const t = useTestApp(async (t) => ({
  ...(await signInOperator(t)),
  risk: (await roleOperatorToken(t, 'risk')).token,
  support: (await roleOperatorToken(t, 'support')).token,
}));

const DAY = 86_400_000;
const device = (n: number) => `device-${n}-${Math.random().toString(36).slice(2, 10)}`;

/** A player registered from `ip` on `deviceId`. */
async function playerFrom(ip: string, deviceId: string) {
  const form = registrationForm();
  const res = await call(t.app, 'POST', '/api/register', form, { ip, headers: { 'x-device-id': deviceId } });
  const id = (await t.services.sessions.resolve(res.data.api_token))!;
  return { id, name: form.name, token: res.data.api_token as string };
}
const search = (query: string, token = t.risk) =>
  call(t.app, 'GET', `/admin/api/players?${query}`, undefined, { token });
const ids = async (query: string, token?: string) =>
  ((await search(query, token)).data.data as { id: number }[]).map((p) => p.id).sort((a, b) => a - b);

describe('player search by risk keys', () => {
  it('finds players by exact IP, by the /24, by device id, and both keys together', async () => {
    const d1 = device(1);
    const a = await playerFrom('198.18.7.10', d1);
    const b = await playerFrom('198.18.7.11', d1);
    const c = await playerFrom('198.18.7.10', device(2));
    const far = await playerFrom('198.18.8.10', device(3));
    expect(await ids('ip=198.18.7.10')).toEqual([a.id, c.id]);
    expect(await ids('ip=198.18.7.*')).toEqual([a.id, b.id, c.id]);
    expect(await ids(`device=${d1}`)).toEqual([a.id, b.id]);
    expect(await ids(`ip=198.18.7.10&device=${d1}`)).toEqual([a.id]);
    expect(await ids('ip=198.18.9.*')).toEqual([]);
    expect(await ids(`ip=198.18.8.*&username=${far.name}`)).toEqual([far.id]);
    expect(await ids(`ip=198.18.8.*&username=${a.name}`)).toEqual([]);
  });

  it('finds players by any card number or wallet address they bound, unbound ones too', async () => {
    const p = await registerPlayer(t.app);
    const q = await registerPlayer(t.app);
    const card = `6222${String(Date.now()).slice(-12)}`;
    const address = tronAddress();
    const bind = (token: string, body: object) =>
      call(t.app, 'POST', '/api/bindcard', { pay_pass: '123456', ...body }, { token });
    expect(
      (await bind(p.token, { bank: '中国银行', bank_no: card, bank_owner: '王五', bank_address: '北京分行' }))
        .code,
    ).toBe(200);
    expect((await bind(p.token, { bank: 'USDT', bank_no: address, bank_owner: 'TRC20' })).code).toBe(200);
    const [pid, qid] = [p.token, q.token].map(async (tk) => (await t.services.sessions.resolve(tk))!);
    const list = (await call(t.app, 'POST', '/api/getcard', { type: 1 }, { token: p.token })).data;
    const del = { id: list[0].id, pay_pass: '123456' };
    expect((await call(t.app, 'POST', '/api/delcard', del, { token: p.token })).code).toBe(200);
    // The number is free again: another player binds it.
    expect(
      (await bind(q.token, { bank: '中国银行', bank_no: card, bank_owner: '王五', bank_address: '北京分行' }))
        .code,
    ).toBe(200);
    const both = [await pid!, await qid!];
    expect(await ids(`card=${card}`)).toEqual(both.sort((x, y) => x - y));
    expect(await ids(`card=${card.replace(/(\d{4})/g, '$1 ').trim()}`)).toHaveLength(2);
    expect(await ids(`card=${address}`)).toEqual([await pid!]);
    // Card search is for any operator who reads players.
    expect(await ids(`card=${address}`, t.support)).toEqual([await pid!]);
  });

  it('refuses IP and device keys without risk.read, and malformed keys with a message', async () => {
    const denied = await search('ip=198.18.7.10', t.support);
    expect(denied).toMatchObject({ code: 403, message: RISK_SEARCH_DENIED });
    expect(await search(`device=${device(4)}`, t.support)).toMatchObject({ code: 403 });
    expect((await search('ip=198.18.7.10', t.op)).code).toBe(200);
    for (const bad of ['ip=1.2.*.*', 'ip=<script>', `device=${encodeURIComponent('a b')}`, 'card=%27--']) {
      const res = await search(bad);
      expect(res.status).toBeLessThan(500);
      expect(res.code).toBe(400);
      expect(res.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

describe('a player’s recorded events', () => {
  it('lists them newest first, paged, to risk roles only', async () => {
    const d = device(5);
    const p = await playerFrom('198.18.20.1', d);
    await call(
      t.app,
      'POST',
      '/api/login_pc',
      { name: p.name, password: 'abc12345z' },
      { ip: '198.18.20.2' },
    );
    const page = await search('', t.risk); // warm: the risk operator answers
    expect(page.code).toBe(200);
    const res = await call(t.app, 'GET', `/admin/api/players/${p.id}/signals?per_page=1`, undefined, {
      token: t.risk,
    });
    expect(res.code).toBe(200);
    expect(res.data.total).toBe(2);
    expect(res.data.data).toEqual([
      {
        id: expect.any(Number),
        event: 'login',
        ip: '198.18.20.2',
        device_id: '',
        created_at: expect.any(String),
      },
    ]);
    const second = await call(
      t.app,
      'GET',
      `/admin/api/players/${p.id}/signals?per_page=1&page=2`,
      undefined,
      {
        token: t.risk,
      },
    );
    expect(second.data.data[0]).toMatchObject({ event: 'register', ip: '198.18.20.1', device_id: d });
    const support = await call(t.app, 'GET', `/admin/api/players/${p.id}/signals`, undefined, {
      token: t.support,
    });
    expect(support.status).toBe(403);
  });
});

describe('retention', () => {
  it('deletes only events older than the setting, in batches, and the setting is checked', async () => {
    const p = await playerFrom('198.18.30.1', device(6));
    const now = t.clock.now().getTime();
    const old = {
      event: 'login' as const,
      ip: '198.18.30.9',
      ip_prefix: '198.18.30',
      device_id: '',
      ua_hash: '',
    };
    const rows = [
      ...Array.from({ length: 2_100 }, () => ({ ...old, user_id: p.id, created_at: now - 200 * DAY })),
      { ...old, user_id: p.id, created_at: now - 179 * DAY },
    ];
    for (let i = 0; i < rows.length; i += 500)
      await t.database.db
        .insertInto('risk_signals')
        .values(rows.slice(i, i + 500))
        .execute();
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('risk_signals')
            .select((e) => e.fn.countAll().as('n'))
            .where('user_id', '=', p.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(2_102);
    expect(await t.services.risk.signals.deleteExpired()).toBe(2_100);
    expect(await count()).toBe(2); // the registration and the 179-day-old login stay
    await t.services.settings.set({ risk_signal_retention_days: '30' });
    expect(await t.services.risk.signals.deleteExpired()).toBe(1);
    expect(await count()).toBe(1);
    const put = (days: string) =>
      call(t.app, 'PUT', '/admin/api/site/settings', { risk_signal_retention_days: days }, { token: t.op });
    for (const bad of ['29', '3651', '9.5', 'abc'])
      expect(await put(bad)).toMatchObject({ code: 400, message: '风控记录保留天数须为 30 到 3650 的整数' });
    expect((await put('180')).code).toBe(200);
    expect((await t.services.settings.values()).risk_signal_retention_days).toBe(180);
  });

  it('runs as a leased job that deletes what has expired', async () => {
    const p = await playerFrom('198.18.31.1', device(7));
    const at = t.clock.now().getTime() - 400 * DAY;
    const old = { event: 'login' as const, ip: '198.18.31.9', ip_prefix: '198.18.31', device_id: '' };
    await t.database.db
      .insertInto('risk_signals')
      .values({ ...old, ua_hash: '', user_id: p.id, created_at: at })
      .execute();
    const job = startSignalRetention(
      t.database.db,
      t.services.risk.signals.deleteExpired,
      { log: () => {} },
      50,
    );
    try {
      await expect
        .poll(
          async () =>
            (await t.database.db.selectFrom('risk_signals').select('id').where('ip', '=', old.ip).execute())
              .length,
        )
        .toBe(0);
      const lease = await t.database.db
        .selectFrom('job_leases')
        .selectAll()
        .where('name', '=', 'risk-signal-retention')
        .execute();
      expect(lease).toHaveLength(1);
    } finally {
      await job.stop();
    }
    expect(
      await t.database.db.selectFrom('risk_signals').select('id').where('user_id', '=', p.id).execute(),
    ).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import type { RiskEvent } from '../../../db/schema.js';
import {
  approvedAgent,
  call,
  countRows,
  GOOD_PASSWORD,
  operatorToken,
  registerPlayer,
  registrationForm,
  useTestApp,
} from '../../../../test/helpers.js';
import { BLOCKED_MESSAGES } from '../refusals.js';

/**
 * Each event a blocklist refuses, by each kind of entry: register and login through their routes
 * (they call the gate on this branch), deposit, bind and withdraw through the gate itself.
 */
const t = useTestApp(async (t) => ({ op: await operatorToken(t) }));
const block = async (kind: string, value: string, expires_days = 0) => {
  const res = await call(
    t.app,
    'POST',
    '/admin/api/risk/blocks',
    { kind, value, reason: '测试', expires_days },
    { token: t.op },
  );
  expect(res.code, res.message).toBe(200);
  return res.data.id as number;
};
const lift = (id: number) => call(t.app, 'POST', `/admin/api/risk/blocks/${id}/lift`, {}, { token: t.op });
const register = (ip: string, device?: string) =>
  call(t.app, 'POST', '/api/register', registrationForm(), {
    ip,
    headers: device ? { 'x-device-id': device } : {},
  });
const admit = (
  event: RiskEvent,
  client: { ip?: string; deviceId?: string },
  extra: { card?: string; address?: string } = {},
) =>
  t.services.risk.gate.admit(t.database.db, {
    event,
    userId: 1,
    client: { ip: client.ip ?? '192.0.2.200', deviceId: client.deviceId ?? '', userAgent: 'test' },
    ...extra,
  });

describe('registration refused by a blocklist', () => {
  it('refuses a blocked address, a range holding it or a blocked device, creating no player', async () => {
    await block('ip', '198.51.100.10');
    await block('ip_range', '203.0.113.0/24');
    await block('ip_range', '2001:db8:77::/48');
    await block('device', 'farm-phone-0001');
    const users = await countRows(t, 'users');
    for (const [ip, device] of [
      ['198.51.100.10', undefined],
      ['::ffff:198.51.100.10', undefined],
      ['203.0.113.254', undefined],
      ['2001:db8:77:1::99', undefined],
      ['192.0.2.1', 'farm-phone-0001'],
    ] as const) {
      const res = await register(ip, device);
      expect(res.message, `${ip} ${device}`).toBe(BLOCKED_MESSAGES.register);
    }
    expect(await countRows(t, 'users')).toBe(users);
    expect((await register('198.51.100.11')).code).toBe(200);
    expect((await register('2001:db8:78::1', 'farm-phone-0002')).code).toBe(200);
  });

  it('lets the client in again once the entry is lifted or past its expiry', async () => {
    const id = await block('ip', '198.51.100.20');
    expect((await register('198.51.100.20')).message).toBe(BLOCKED_MESSAGES.register);
    await lift(id);
    expect((await register('198.51.100.20')).code).toBe(200);

    await block('device', 'farm-phone-day1', 1);
    expect((await register('192.0.2.2', 'farm-phone-day1')).message).toBe(BLOCKED_MESSAGES.register);
    t.clock.advance(86_400_000);
    try {
      expect((await register('192.0.2.2', 'farm-phone-day1')).code).toBe(200);
    } finally {
      t.clock.advance(-86_400_000);
    }
  });
});

describe('login refused by a blocklist', () => {
  it('answers a blocked client alike whether the password is right or wrong, counting nothing', async () => {
    const { name } = await registerPlayer(t.app, {}, '192.0.2.30');
    await block('ip', '198.51.100.30');
    const login = (password: string) =>
      call(t.app, 'POST', '/api/login_pc', { name, password }, { ip: '198.51.100.30' });
    const right = await login(GOOD_PASSWORD);
    const wrong = await login('wrong12345');
    expect(right).toEqual(wrong);
    expect(right.message).toBe(BLOCKED_MESSAGES.login);
    const failures = await t.database.db
      .selectFrom('login_failures')
      .select('id')
      .where('username', '=', name)
      .execute();
    expect(failures).toHaveLength(0);
    // From another address the account signs in as ever.
    expect(
      (await call(t.app, 'POST', '/api/login_pc', { name, password: GOOD_PASSWORD }, { ip: '192.0.2.30' }))
        .code,
    ).toBe(200);
    expect(MSG.loginFailed).not.toBe(BLOCKED_MESSAGES.login);
  });

  it('refuses the agent console’s login from a blocked device the same way', async () => {
    const agent = await approvedAgent(t, t.op);
    await block('device', 'farm-phone-0031');
    const login = (ip: string, device?: string) =>
      call(
        t.app,
        'POST',
        '/agent/api/login',
        { name: agent.name, password: GOOD_PASSWORD },
        {
          ip,
          headers: device ? { 'x-device-id': device } : {},
        },
      );
    expect((await login('192.0.2.31', 'farm-phone-0031')).message).toBe(BLOCKED_MESSAGES.login);
    expect((await login('192.0.2.31')).code).toBe(200);
  });
});

describe('deposit, bind and withdraw refused by the gate', () => {
  it('refuses each by the client’s address, range or device with the event’s own message', async () => {
    await block('ip', '198.51.100.40');
    await block('ip_range', '198.51.101.0/24');
    await block('device', 'farm-phone-0040');
    for (const event of ['deposit', 'bind', 'withdraw'] as const) {
      for (const client of [{ ip: '198.51.100.40' }, { ip: '198.51.101.9' }, { deviceId: 'farm-phone-0040' }])
        await expect(admit(event, client), `${event} ${JSON.stringify(client)}`).rejects.toThrow(
          BLOCKED_MESSAGES[event],
        );
      await expect(admit(event, { ip: '192.0.2.41' })).resolves.toBeUndefined();
    }
  });

  it('refuses bind and withdraw of a blocked card or wallet address (ERC20 in any letter case)', async () => {
    await block('card', '6222000011114444');
    await block('address', '0x00000000000000000000000000000000000ABCDE');
    for (const event of ['bind', 'withdraw'] as const) {
      await expect(admit(event, {}, { card: '6222000011114444' })).rejects.toThrow(BLOCKED_MESSAGES[event]);
      await expect(
        admit(event, {}, { address: '0x00000000000000000000000000000000000abcde' }),
      ).rejects.toThrow(BLOCKED_MESSAGES[event]);
      await expect(admit(event, {}, { card: '6222000011115555' })).resolves.toBeUndefined();
    }
  });

  it('does not refuse activity applications or red-packet draws (tags and links decide those)', async () => {
    await block('ip', '198.51.100.50');
    await expect(admit('apply', { ip: '198.51.100.50' })).resolves.toBeUndefined();
    await expect(admit('redpacket', { ip: '198.51.100.50' })).resolves.toBeUndefined();
  });
});

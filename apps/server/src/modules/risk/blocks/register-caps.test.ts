import { describe, expect, it } from 'vitest';
import {
  call,
  callsAs,
  countRows,
  lastAudit,
  registrationForm,
  roleOperatorToken,
  useTestApp,
} from '../../../../test/helpers.js';
import { REGISTER_CAP_MESSAGES } from '../refusals.js';
import { capKeyOfIp } from './register-caps.service.js';

/** Registrations per address and per device each Beijing day, set in the console. */
const t = useTestApp(async (t) => ({ risk: await roleOperatorToken(t, 'risk') }));
const as = callsAs(t, () => t.risk.token);
const setCaps = (body: Record<string, unknown>) => as('PUT', '/admin/api/risk/register-caps', body);
const register = (ip: string, device?: string) =>
  call(t.app, 'POST', '/api/register', registrationForm(), {
    ip,
    headers: device ? { 'x-device-id': device } : {},
  });

describe('registration caps', () => {
  it('starts at 10 per address and 3 per device, changed with checked figures and audited', async () => {
    expect((await as('GET', '/admin/api/risk/register-caps')).data).toEqual({
      register_per_ip_daily: 10,
      register_per_device_daily: 3,
    });
    const wrong = await setCaps({ register_per_ip_daily: '-1' });
    expect(wrong.message).toBe('同一 IP 每日注册上限须为 0-10000 的整数（0 为不限）');
    expect((await setCaps({})).message).toBe('请至少修改一项设置');
    const saved = await setCaps({ register_per_ip_daily: 2, register_per_device_daily: '1' });
    expect(saved.data).toEqual({ register_per_ip_daily: 2, register_per_device_daily: 1 });
    const audit = await lastAudit(t, 'risk.register_caps.update');
    expect(audit.operator_id).toBe(t.risk.id);
    expect(audit.before).toEqual({ register_per_ip_daily: 10, register_per_device_daily: 3 });
    expect(audit.after).toEqual({ register_per_ip_daily: '2', register_per_device_daily: '1' });
  });

  it('refuses past the address cap, creating no player, until the next Beijing day', async () => {
    await setCaps({ register_per_ip_daily: 2, register_per_device_daily: 0 });
    expect((await register('198.51.100.1')).code).toBe(200);
    expect((await register('198.51.100.1')).code).toBe(200);
    const users = await countRows(t, 'users');
    const third = await register('198.51.100.1');
    expect(third.message).toBe(REGISTER_CAP_MESSAGES.ip);
    expect(await countRows(t, 'users')).toBe(users);
    expect((await register('198.51.100.2')).code).toBe(200);
    // 12:00 Beijing now: at 00:00 the next day counts afresh.
    t.clock.advance(12 * 3_600_000);
    try {
      expect((await register('198.51.100.1')).code).toBe(200);
    } finally {
      t.clock.advance(-12 * 3_600_000);
    }
  });

  it('counts an IPv6 client by its /64 and leaves private addresses uncounted', async () => {
    await setCaps({ register_per_ip_daily: 1, register_per_device_daily: 0 });
    expect((await register('2001:db8:5:6::1')).code).toBe(200);
    expect((await register('2001:db8:5:6:ffff::2')).message).toBe(REGISTER_CAP_MESSAGES.ip);
    expect((await register('2001:db8:5:7::1')).code).toBe(200);
    for (let i = 0; i < 3; i++) expect((await register('10.20.30.40')).code).toBe(200);
    expect(capKeyOfIp('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(capKeyOfIp('2001:db8:5:6:ffff::2')).toBe('2001:db8:5:6::/64');
    for (const ip of ['127.0.0.1', '::1', '192.168.1.5', '172.20.0.1', 'fd00::1', 'fe80::1', 'nonsense'])
      expect(capKeyOfIp(ip), ip).toBeNull();
  });

  it('refuses past the device cap, and the refusal takes back the address count it made', async () => {
    await setCaps({ register_per_ip_daily: 5, register_per_device_daily: 1 });
    expect((await register('198.51.100.60', 'phone-cap-0001')).code).toBe(200);
    expect((await register('198.51.100.61', 'phone-cap-0001')).message).toBe(REGISTER_CAP_MESSAGES.device);
    const counted = await t.database.db
      .selectFrom('risk_register_counts')
      .select('count')
      .where('kind', '=', 'ip')
      .where('value', '=', '198.51.100.61')
      .executeTakeFirst();
    expect(counted).toBeUndefined();
    // A client sending no device id (or a malformed one) is counted by its address alone.
    expect((await register('198.51.100.62', 'bad id')).code).toBe(200);
    expect((await register('198.51.100.62')).code).toBe(200);
  });

  it('counts nothing when both caps are 0', async () => {
    await setCaps({ register_per_ip_daily: 0, register_per_device_daily: 0 });
    const before = await countRows(t, 'risk_register_counts');
    for (let i = 0; i < 3; i++) expect((await register('198.51.100.70', 'phone-cap-0070')).code).toBe(200);
    expect(await countRows(t, 'risk_register_counts')).toBe(before);
  });
});

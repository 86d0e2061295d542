import { describe, expect, it } from 'vitest';
import { call, operatorToken, registrationForm, twoNodesPerFile } from '../helpers.js';
import { REGISTER_CAP_MESSAGES } from '../../src/modules/risk/refusals.js';
import { attackFigures } from './figures.js';

/**
 * Registrations from one address (then one device) sent at once to two API nodes on one
 * database: no node's memory can count them, so the database's conditional upsert must. With a
 * cap of 5 exactly 5 players are created, whatever the interleaving.
 */

const figures = attackFigures('register-caps-two-nodes');
const ENV = { RATE_REGISTER_PER_10MIN: '100000' };
const nodes = twoNodesPerFile(ENV, () => figures.write({ routes: 1 }));
const RACERS = 30;
const CAP = 5;

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const node = (i: number) => (i % 2 === 0 ? nodes.first : nodes.second);

async function race(client: (i: number) => { ip: string; headers?: Record<string, string> }) {
  const forms = range(RACERS).map(() => registrationForm());
  const answers = await Promise.all(
    range(RACERS).map(async (i) => {
      const res = await call(node(i).app, 'POST', '/api/register', forms[i], client(i));
      figures.count(res.status);
      return res;
    }),
  );
  figures.add('races');
  const names = forms.map((f) => f.name);
  const created = await nodes.first.database.db
    .selectFrom('users')
    .select('username')
    .where('username', 'in', names)
    .execute();
  return { answers, created };
}

describe('registration caps raced on two nodes', () => {
  it('creates exactly the cap of players from one address, refusing the rest', async () => {
    const op = await operatorToken(nodes.first);
    const set = await call(
      nodes.first.app,
      'PUT',
      '/admin/api/risk/register-caps',
      { register_per_ip_daily: CAP, register_per_device_daily: CAP },
      { token: op },
    );
    expect(set.code).toBe(200);

    const byAddress = await race(() => ({ ip: '203.0.113.77' }));
    if (byAddress.created.length > CAP) figures.forbiddenSuccess(byAddress.created.length - CAP);
    expect(byAddress.created).toHaveLength(CAP);
    expect(byAddress.answers.filter((a) => a.code === 200)).toHaveLength(CAP);
    for (const a of byAddress.answers.filter((x) => x.code !== 200))
      expect(a.message).toBe(REGISTER_CAP_MESSAGES.ip);

    const byDevice = await race((i) => ({
      ip: `198.51.100.${i + 1}`,
      headers: { 'x-device-id': 'race-phone-0001' },
    }));
    if (byDevice.created.length > CAP) figures.forbiddenSuccess(byDevice.created.length - CAP);
    expect(byDevice.created).toHaveLength(CAP);
    for (const a of byDevice.answers.filter((x) => x.code !== 200))
      expect(a.message).toBe(REGISTER_CAP_MESSAGES.device);
  });
});

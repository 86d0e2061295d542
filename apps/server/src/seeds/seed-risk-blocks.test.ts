import { expect, it } from 'vitest';
import { call, operatorToken, registrationForm, useTestApp } from '../../test/helpers.js';
import { BLOCKED_MESSAGES } from '../modules/risk/refusals.js';
import { seedRiskBlocks } from './seed-risk-blocks.js';

const t = useTestApp(async (t) => {
  await seedRiskBlocks(t.database.db, t.clock.now().getTime());
  await seedRiskBlocks(t.database.db, t.clock.now().getTime());
  return { op: await operatorToken(t) };
});

it('seeds blocklists the console lists and the gate enforces, once', async () => {
  const list = await call(t.app, 'GET', '/admin/api/risk/blocks', undefined, { token: t.op });
  expect(list.data.total).toBe(5);
  expect(list.data.data.map((r: { state: string }) => r.state).sort()).toEqual([
    'active',
    'active',
    'active',
    'active',
    'lifted',
  ]);
  expect(list.data.data[0].created_by).toBe('系统');
  const refused = await call(t.app, 'POST', '/api/register', registrationForm(), { ip: '185.220.101.7' });
  expect(refused.message).toBe(BLOCKED_MESSAGES.register);
});

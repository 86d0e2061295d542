import { describe, expect, it } from 'vitest';
import { call, signInOperator, useTestApp } from '../../test/helpers.js';
import { seedDemoBackOffice } from './seed-backoffice.js';
import { seedGames } from './seed-games.js';
import { seedRiskSignals } from './seed-risk-signals.js';

const t = useTestApp(async (t) => {
  await seedGames(t.database.db);
  await seedDemoBackOffice(t.database.db, t.services, t.clock.now().getTime());
  await seedRiskSignals(t.database.db);
  return signInOperator(t);
});

describe('the demo players’ recorded events', () => {
  it('give every demo player an IP and device history the console can search, once', async () => {
    const db = t.database.db;
    const users = await db.selectFrom('users').select(['id', 'username']).execute();
    const signals = await db.selectFrom('risk_signals').selectAll().execute();
    const logins = await db.selectFrom('login_history').select('id').execute();
    expect(signals.filter((s) => s.event === 'register')).toHaveLength(users.length);
    expect(signals.filter((s) => s.event === 'login')).toHaveLength(logins.length);
    expect(signals.some((s) => s.event === 'deposit') && signals.some((s) => s.event === 'withdraw')).toBe(
      true,
    );
    for (const s of signals) expect(s.device_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // A few addresses and phones each, not one per event.
    const one = signals.filter((s) => s.user_id === users[1]!.id);
    expect(new Set(one.map((s) => s.ip)).size).toBeLessThanOrEqual(2);
    expect(new Set(signals.map((s) => s.device_id)).size).toBeGreaterThan(users.length);

    const found = await call(t.app, 'GET', `/admin/api/players?device=${one[0]!.device_id}`, undefined, {
      token: t.op,
    });
    expect(found.data.data.map((p: { id: number }) => p.id)).toEqual([users[1]!.id]);

    await seedRiskSignals(db);
    expect(await db.selectFrom('risk_signals').select('id').execute()).toHaveLength(signals.length);
  });
});

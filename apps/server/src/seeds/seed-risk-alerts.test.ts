import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.js';
import { scoresOf } from '../modules/risk/risk.public.js';
import { seedRiskAlerts } from './seed-risk-alerts.js';

const t = useTestApp();

describe('the demo seed of 风险预警', () => {
  it('opens a both-sides baccarat alert for two linked accounts and scores them, once', async () => {
    const now = t.clock.now().getTime();
    await seedRiskAlerts(t.database.db, { demoPassword: 'demo-pass-1', now });
    await seedRiskAlerts(t.database.db, { demoPassword: 'demo-pass-1', now });
    const alerts = await t.database.db.selectFrom('risk_alerts').selectAll().execute();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'opposite_sides', state: 'open' });
    const ids = JSON.parse(alerts[0]!.user_ids) as number[];
    expect(ids).toHaveLength(2);
    const bets = JSON.parse(alerts[0]!.evidence).bets as Array<{ side: string; stake_fen: number }>;
    expect(bets.map((b) => b.side)).toEqual(['player', 'banker']);
    const scores = await scoresOf(t.database.db, ids);
    for (const id of ids) expect(scores.get(id)!.score).toBe(25);
  });
});

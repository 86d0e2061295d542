import { describe, expect, it } from 'vitest';
import { call, operatorToken, roleOperatorToken, useTestApp } from '../../../../test/helpers.js';
import { scanBets } from '../scans/alert-scan.js';
import { recomputeScores } from '../scores/score-run.js';
import { scoresOf } from '../risk.public.js';
import { riskWorld } from '../../../../test/support/risk-world.js';

const t = useTestApp(async (t) => ({ superToken: await operatorToken(t) }));

async function hedgedPair() {
  const { player, link, bet } = riskWorld(t);
  const [a, b] = [await player(), await player()];
  await link(a.id, b.id);
  const round = `q-${a.id}`;
  await bet(a.id, { round, memo: '押闲 · 闲赢', stake: 20_000, winLoss: 20_000 });
  await bet(b.id, { round, memo: '押庄 · 闲赢', stake: 20_000, winLoss: -20_000 });
  await scanBets(t.database.db, t.clock);
  const list = await call(t.app, 'GET', '/admin/api/risk/alerts?state=open&kind=opposite_sides', undefined, {
    token: t.superToken,
  });
  const row = list.data.data.find((r: { users: { id: number }[] }) => r.users.some((u) => u.id === a.id));
  return { a, b, row };
}

describe('风险预警 queue', () => {
  it('lists an open alert with its players and evidence, and dismisses it once, audited', async () => {
    const { a, b, row } = await hedgedPair();
    expect(row).toMatchObject({
      kind: 'opposite_sides',
      kind_label: '对打（同局反向投注）',
      state: 'open',
      users: [
        { id: a.id, username: a.username },
        { id: b.id, username: b.username },
      ],
    });
    expect(row.evidence.bets).toHaveLength(2);
    const as = { token: t.superToken };
    const url = `/admin/api/risk/alerts/${row.id}/dismiss`;
    expect(await call(t.app, 'POST', url, { note: '同一网吧' }, as)).toMatchObject({ code: 200 });
    expect(await call(t.app, 'POST', url, { note: '' }, as)).toMatchObject({
      code: 400,
      message: '该预警已处理',
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'risk.alert.dismiss')
      .where('target_id', '=', String(row.id))
      .execute();
    expect(audit).toHaveLength(1);
    const closed = await call(t.app, 'GET', '/admin/api/risk/alerts?state=dismissed', undefined, as);
    expect(closed.data.data.find((r: { id: number }) => r.id === row.id)).toMatchObject({
      state_label: '已忽略',
      note: '同一网吧',
    });
  });

  it('records an action only with a note, and answers not found for an unknown alert', async () => {
    const { row } = await hedgedPair();
    const as = { token: t.superToken };
    const url = `/admin/api/risk/alerts/${row.id}/action`;
    expect(await call(t.app, 'POST', url, { note: '' }, as)).toMatchObject({ code: 400 });
    expect(await call(t.app, 'POST', url, { note: '已标记套利嫌疑' }, as)).toMatchObject({ code: 200 });
    expect(
      await call(t.app, 'POST', '/admin/api/risk/alerts/999999/action', { note: 'x' }, as),
    ).toMatchObject({ code: 404 });
  });

  it('is for the risk and super roles only', async () => {
    const risk = await roleOperatorToken(t, 'risk');
    const ok = await call(t.app, 'GET', '/admin/api/risk/alerts', undefined, { token: risk.token });
    expect(ok.code).toBe(200);
    for (const role of ['finance', 'operations', 'support'] as const) {
      const other = await roleOperatorToken(t, role);
      const refused = await call(t.app, 'GET', '/admin/api/risk/alerts', undefined, { token: other.token });
      expect(refused.status, role).toBe(403);
      const scores = await call(t.app, 'GET', '/admin/api/risk/scores?user_ids=1', undefined, {
        token: other.token,
      });
      expect(scores.status, role).toBe(403);
    }
  });
});

describe('risk score', () => {
  it('is recomputed by the job from links and alerts, with its reasons, and read by scoresOf', async () => {
    const { a, b } = await hedgedPair();
    const { player } = riskWorld(t);
    const clean = await player();
    expect((await scoresOf(t.database.db, [a.id])).get(a.id)).toMatchObject({ score: 0, reasons: [] });
    await recomputeScores(t.database.db, t.clock);
    const scores = await scoresOf(t.database.db, [a.id, b.id, clean.id]);
    expect(scores.get(a.id)!.score).toBe(25);
    expect(scores.get(a.id)!.reasons.map((r) => r.code)).toEqual(['links', 'alerts']);
    expect(scores.get(b.id)!.score).toBe(25);
    expect(scores.get(clean.id)!.score).toBe(0);
    const answer = await call(
      t.app,
      'GET',
      `/admin/api/risk/scores?user_ids=${a.id},${clean.id}`,
      undefined,
      {
        token: t.superToken,
      },
    );
    expect(answer.data).toMatchObject([
      {
        user_id: a.id,
        score: 25,
        reasons: [
          { code: 'links', points: 10 },
          { code: 'alerts', points: 15 },
        ],
      },
      { user_id: clean.id, score: 0, reasons: [] },
    ]);
    expect(
      (await call(t.app, 'GET', '/admin/api/risk/scores?user_ids=1,x', undefined, { token: t.superToken }))
        .code,
    ).toBe(400);
  });

  it('drops what an operator dismissed at the next run', async () => {
    const { a, row } = await hedgedPair();
    await recomputeScores(t.database.db, t.clock);
    await call(
      t.app,
      'POST',
      `/admin/api/risk/alerts/${row.id}/dismiss`,
      { note: '' },
      { token: t.superToken },
    );
    t.clock.advance(10_000);
    await recomputeScores(t.database.db, t.clock);
    expect((await scoresOf(t.database.db, [a.id])).get(a.id)!.score).toBe(10);
  });
});

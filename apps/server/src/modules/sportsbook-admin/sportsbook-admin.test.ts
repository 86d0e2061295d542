import { beforeAll, describe, expect, it } from 'vitest';
import type { SportsbookEvent, SportsbookEventDetail } from '@app/shared/admin-contract';
import {
  callsAs,
  fundedPlayer,
  lastAudit,
  moveIntoPlatform,
  openBook,
  roleTokens,
  useTestApp,
} from '../../../test/helpers.js';
import { seedGames } from '../../seeds/seed-games.js';

const t = useTestApp(async (t) => {
  await seedGames(t.database.db);
  await t.provider.book.runJobs();
});

let tokens: Record<'operations' | 'finance' | 'support', string>;
beforeAll(async () => {
  tokens = await roleTokens(t, 'operations', 'finance', 'support');
});
const as = {
  operations: callsAs(t, () => tokens.operations),
  finance: callsAs(t, () => tokens.finance),
  support: callsAs(t, () => tokens.support),
};

const events = async (phase = 'all') =>
  (await as.operations('GET', `/admin/api/sportsbook/sb/events?phase=${phase}`)).data as SportsbookEvent[];
const detail = async (id: string) =>
  (await as.operations('GET', `/admin/api/sportsbook/sb/events/${id}`)).data as SportsbookEventDetail;

/** A funded player's single on the next match's home win, placed through their book session. */
async function ticketOn(event: SportsbookEvent, stake: number) {
  const p = await fundedPlayer(t, 1000);
  await t.services.settings.set({ turnover_multiple: '0' });
  await moveIntoPlatform(t, p.token, 'sb', 1000);
  const book = await openBook(t, p.token);
  const market = (await detail(event.id)).markets.find((m) => m.key === '1x2' || m.key === 'ml')!;
  const leg = { event_id: event.id, market: market.key, selection: 'home', odds: market.selections[0]!.odds };
  const placed = await book.post('ticket', { legs: [leg], stake, accept: 'any' });
  expect(placed.code, placed.message).toBe(200);
  return p;
}

describe('the sportsbook in the back office', () => {
  it('lists fixtures, a match’s markets and exposure, and the largest open tickets', async () => {
    const all = await events();
    expect(all.length).toBeGreaterThan(10);
    const next = (await events('pre')).sort((a, b) => a.kickoff_at - b.kickoff_at)[0]!;
    expect(next).toMatchObject({ phase: 'pre', open_tickets: 0, league: expect.any(String) });
    const p = await ticketOn(next, 50_000);
    const after = (await events('pre')).find((e) => e.id === next.id)!;
    expect(after).toMatchObject({ open_tickets: 1, open_stakes: '500.00' });
    const exposure = (await detail(next.id)).exposure;
    expect(exposure[0]).toMatchObject({ staked: '500.00' });
    expect(Number(exposure[0]!.liability)).toBeGreaterThan(0);
    const largest = (await as.finance('GET', '/admin/api/sportsbook/sb/largest?limit=5')).data;
    expect(largest[0]).toMatchObject({ stake: '500.00', username: p.name });
    const esports = (await as.finance('GET', '/admin/api/sportsbook/ia/largest?limit=5')).data;
    expect(esports).toEqual([]);
  });

  it('corrects a result once the match is over, audited; refuses before, audited too', async () => {
    const next = (await events('pre')).sort((a, b) => a.kickoff_at - b.kickoff_at)[1]!;
    const early = await as.operations('POST', `/admin/api/sportsbook/sb/events/${next.id}/result`, {
      home: 1,
      away: 0,
    });
    expect(early.message).toBe('赛事未结束，不能更正赛果');
    expect((await lastAudit(t, 'sportsbook.correct')).detail.refused).toBe('赛事未结束，不能更正赛果');
    t.clock.set(new Date(next.view.endsAt + 60_000));
    const done = await as.operations('POST', `/admin/api/sportsbook/sb/events/${next.id}/result`, {
      home: 4,
      away: 4,
    });
    expect(done.code, done.message).toBe(200);
    expect((await detail(next.id)).result).toEqual({ home: 4, away: 4 });
    expect((await events('ended')).find((e) => e.id === next.id)!.view.score).toEqual({ home: 4, away: 4 });
    const audit = await lastAudit(t, 'sportsbook.correct');
    expect(audit.detail).toMatchObject({
      result: { home: 4, away: 4 },
      before: { result: expect.any(Object) },
    });
    expect(audit.target_id).toBe(`sb:${next.id}`);
  });

  it('voids a market and cancels a match, audited; only operations may', async () => {
    const live = (await events()).find((e) => e.phase !== 'ended')!;
    const voided = await as.operations('POST', `/admin/api/sportsbook/sb/events/${live.id}/void-market`, {
      market: 'btts',
      reason: '数据源异常',
    });
    expect(voided.code, voided.message).toBe(200);
    expect((await detail(live.id)).voided).toEqual([{ market: 'btts', reason: '数据源异常' }]);
    expect((await lastAudit(t, 'sportsbook.void_market')).detail).toMatchObject({
      market: 'btts',
      reason: '数据源异常',
    });
    expect((await as.finance('POST', `/admin/api/sportsbook/sb/events/${live.id}/cancel`)).code).toBe(403);
    expect((await as.support('GET', '/admin/api/sportsbook/sb/events')).code).toBe(403);
    expect((await as.operations('POST', `/admin/api/sportsbook/sb/events/${live.id}/cancel`)).code).toBe(200);
    expect((await detail(live.id)).cancelled).toBe(true);
    expect((await as.operations('GET', '/admin/api/sportsbook/sb/events/NOPE')).message).toBe('赛事不存在');
  });
});

import { describe, expect, it } from 'vitest';
import { addMatch, bettingFixture, footballMatch, transfer } from './book-fixtures.js';
import type { Drawn, EsportsMap, Side } from './simulate.js';

const esportsBettor = { ...transfer, platform: 'ia' };
/** A best-of-3 CS2 series the home side wins 2:1 (each map's rounds, the pistol round first). */
function cs2Series(): Drawn {
  const map = (winner: Side): EsportsMap => {
    const loser: Side = winner === 'home' ? 'away' : 'home';
    const sides = [...Array<Side>(8).fill(loser), ...Array<Side>(13).fill(winner)];
    const rounds = sides.map((side, i) => ({ side, at: (i + 1) / 22 }));
    return { winner, firstBlood: rounds[0]!, kills: [], rounds };
  };
  return {
    sport: 'esports',
    params: { mapWin: 0.55, firstBlood: 0.5, bestOf: 3, unit: 'rounds' },
    timeline: { maps: [map('home'), map('away'), map('home')] },
  };
}

describe('a settled ticket shows its final score', () => {
  it('in 我的注单 and the bet record: a single, each leg of a parlay, and a corrected result', async () => {
    const s = await bettingFixture();
    await s.fund('7', 'sb', 100_000);
    const a = await addMatch(
      s.db,
      footballMatch([
        [10, 'home'],
        [20, 'away'],
        [70, 'home'],
      ]),
      s.kickoff,
    );
    const b = await addMatch(s.db, footballMatch([]), s.kickoff);
    const c = await addMatch(s.db, footballMatch([[5, 'away']]), s.kickoff);
    const single = await s.bet([{ event_id: a.id, market: '1x2', selection: 'home' }], 10_000);
    const parlay = await s.bet(
      [a, b, c].map((m) => ({ event_id: m.id, market: '1x2', selection: 'home' })),
      2_000,
    );
    // Open: no score to show yet.
    const open = (await s.book.myTickets(transfer, 'open', 1)).tickets;
    expect(open.flatMap((t) => t.legs.map((l) => l.score))).toEqual([null, null, null, null]);

    s.setNow(Math.max(a.endsAt, b.endsAt, c.endsAt) + 1);
    await s.book.runJobs();
    const settled = (await s.book.myTickets(transfer, 'settled', 1)).tickets;
    const scores = (no: string) => settled.find((t) => t.ticket_no === no)!.legs.map((l) => l.score);
    expect(scores(single.ticket_no)).toEqual(['全场比分 2:1']);
    expect(scores(parlay.ticket_no)).toEqual(['全场比分 2:1', '全场比分 0:0', '全场比分 0:1']);
    // The bet record the site shows (the feed's newest version) carries them too.
    const memo = async (no: string) => (await s.feed(no)).at(-1)!.memo;
    expect(await memo(single.ticket_no)).toMatch(/ · 全场比分 2:1$/);
    expect(await memo(parlay.ticket_no)).toContain('全场比分 2:1');
    expect(await memo(parlay.ticket_no)).toContain('全场比分 0:0');
    expect(await memo(parlay.ticket_no)).toContain('全场比分 0:1');

    // The operator corrects the result: the ticket and its record show the corrected score.
    s.setNow(s.now() + 60_000);
    await s.book.admin.correct(a.id, { home: 1, away: 1 });
    await s.book.runJobs();
    const corrected = (await s.book.myTickets(transfer, 'settled', 1)).tickets;
    expect(corrected.find((t) => t.ticket_no === single.ticket_no)!.legs[0]!.score).toBe('全场比分 1:1');
    expect(await memo(single.ticket_no)).toMatch(/ · 全场比分 1:1$/);
  });

  it('an esports series by its maps', async () => {
    const s = await bettingFixture();
    await s.fund('7', 'ia', 100_000);
    const m = await addMatch(s.db, cs2Series(), s.kickoff, { platform: 'ia', durationMs: 3 * 3_600_000 });
    const t = await s.bet([{ event_id: m.id, market: 'ml', selection: 'home' }], 10_000, esportsBettor);
    s.setNow(m.endsAt + 1);
    await s.book.runJobs();
    const [settled] = (await s.book.myTickets(esportsBettor, 'settled', 1)).tickets;
    expect(settled!.ticket_no).toBe(t.ticket_no);
    expect(settled!.legs[0]!.score).toBe('地图比分 2:1');
  });
});

import { describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-error.js';
import { addMatch, bettingFixture as setup, footballMatch, transfer } from './book-fixtures.js';

const seamless = { ...transfer, player_id: '8', wallet_mode: 'seamless', operator_token: 'tok' };

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
};

describe('the sportsbook, transfer mode', () => {
  it('takes the stake, reports the open ticket, pays a win once', async () => {
    const s = await setup();
    await s.fund('7', 'sb', 100_000);
    const m = await addMatch(s.db, footballMatch([[30, 'home']]), s.kickoff);
    const odds = await s.price(m.id, '1x2', 'home');
    const t = await s.bet([{ event_id: m.id, market: '1x2', selection: 'home' }], 10_000);
    expect(await s.balance('7', 'sb')).toBe(90_000);
    expect(
      (await s.feed(t.ticket_no)).map((r) => [r.version, r.status, Number(r.bet), Number(r.win)]),
    ).toEqual([[1, 2, 10_000, 0]]);
    s.setNow(m.endsAt + 1);
    expect((await s.book.runJobs()).settled).toBe(1);
    expect((await s.book.runJobs()).settled).toBe(0);
    const payout = Math.floor((10_000 * odds) / 100);
    expect(await s.balance('7', 'sb')).toBe(90_000 + payout);
    const feed = await s.feed(t.ticket_no);
    expect(feed.map((r) => [r.version, r.status, Number(r.win), Number(r.valid_bet)])).toEqual([
      [1, 2, 0, 0],
      [2, 1, payout, 10_000],
    ]);
  });

  it('settles a quarter line as half won, and a parlay without its voided leg', async () => {
    const s = await setup();
    await s.fund('7', 'sb', 100_000);
    const a = await addMatch(s.db, footballMatch([]), s.kickoff);
    const b = await addMatch(s.db, footballMatch([[10, 'away']]), s.kickoff);
    const c = await addMatch(s.db, footballMatch([]), s.kickoff);
    // Back the home side on a quarter line, then write the score that wins it half.
    const board = await s.book.event('sb', a.id);
    const quarter = board!.markets.find(
      (x) => x.key.startsWith('ah:') && Math.abs(Number(x.key.slice(3))) % 2 === 1,
    )!;
    const q = Number(quarter.key.slice(3));
    // The home margin that leaves the line a quarter either side of a push: -0.75 → 1, -0.25 → 0.
    const margin = Math.round(-q / 4) || 0;
    const goals = Array.from({ length: Math.max(0, margin) }, (_, i) => [10 + i, 'home'] as [number, 'home']);
    const awayGoals = Array.from(
      { length: Math.max(0, -margin) },
      (_, i) => [20 + i, 'away'] as [number, 'away'],
    );
    await s.db
      .updateTable('sb_events')
      .set({ drawn: JSON.stringify(footballMatch([...goals, ...awayGoals])) })
      .where('id', '=', a.id)
      .execute();
    const lineOdds = quarter.selections[0]!.odds!;
    await s.bet([{ event_id: a.id, market: quarter.key, selection: 'home' }], 10_000);
    const legs = [
      { event_id: a.id, market: '1x2', selection: margin > 0 ? 'home' : margin < 0 ? 'away' : 'draw' },
      { event_id: b.id, market: '1x2', selection: 'away' },
      { event_id: c.id, market: 'btts', selection: 'no' },
    ];
    const odds = await Promise.all(legs.map((l) => s.price(l.event_id, l.market, l.selection)));
    await s.bet(legs, 1_000);
    await s.book.admin.voidMarket(c.id, 'btts', '盘口异常');
    s.setNow(c.endsAt + 1);
    await s.book.runJobs();
    const tickets = await s.db.selectFrom('sb_tickets').selectAll().orderBy('id').execute();
    expect(tickets[0]!.result).toBe(4 * margin + q === 1 ? 'half_win' : 'half_lose');
    const half = tickets[0]!.result === 'half_win' ? Math.floor((10_000 * (lineOdds + 100)) / 200) : 5_000;
    expect(Number(tickets[0]!.payout)).toBe(half);
    expect(Number(tickets[1]!.payout)).toBe(Math.floor((1_000 * odds[0]! * odds[1]!) / 10_000));
    expect(await s.balance('7', 'sb')).toBe(100_000 - 11_000 + half + Number(tickets[1]!.payout));
    expect((await s.book.myTickets(transfer, 'settled', 1)).tickets[0]!.legs[2]!.result).toBe('取消');
  });

  it('re-settles a corrected result once, moving only the difference', async () => {
    const s = await setup();
    await s.fund('7', 'sb', 100_000);
    const m = await addMatch(s.db, footballMatch([[30, 'home']]), s.kickoff);
    const odds = await s.price(m.id, '1x2', 'home');
    await s.bet([{ event_id: m.id, market: '1x2', selection: 'home' }], 10_000);
    s.setNow(m.endsAt + 1);
    await s.book.runJobs();
    const afterWin = await s.balance('7', 'sb');
    s.setNow(m.endsAt + 60_000);
    await s.book.admin.correct(m.id, { home: 1, away: 1 });
    s.setNow(m.endsAt + 120_000);
    expect((await s.book.runJobs()).resettled).toBe(1);
    expect((await s.book.runJobs()).resettled).toBe(0);
    expect(await s.balance('7', 'sb')).toBe(afterWin - Math.floor((10_000 * odds) / 100));
    const feed = await s.feed(
      (await s.db.selectFrom('sb_tickets').select('ticket_no').executeTakeFirstOrThrow()).ticket_no,
    );
    expect(feed.map((r) => [r.version, Number(r.win)])).toEqual([
      [1, 0],
      [2, Math.floor((10_000 * odds) / 100)],
      [3, 0],
    ]);
  });

  it('holds the per-player market limit under concurrent tickets', async () => {
    const s = await setup();
    await s.fund('7', 'sb', 10_000_000);
    const m = await addMatch(s.db, footballMatch([]), s.kickoff);
    const odds = await s.price(m.id, 'cs', '0-0');
    const legs = [{ event_id: m.id, market: 'cs', selection: '0-0', odds }];
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, () => s.book.place(transfer, { legs, stake: 10_000, accept: 'none' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await s.balance('7', 'sb')).toBe(10_000_000 - 100_000);
  });

  it('refuses what a book refuses, with the reason', async () => {
    const s = await setup();
    await s.fund('7', 'sb', 100_000);
    const m = await addMatch(s.db, footballMatch([[20, 'home']]), s.kickoff, { durationMs: 90 * 60_000 });
    const n = await addMatch(s.db, footballMatch([]), s.kickoff);
    const odds = await s.price(m.id, '1x2', 'home');
    const leg = { event_id: m.id, market: '1x2', selection: 'home' };
    expect((await refusal(s.bet([leg, { ...leg, market: 'btts', selection: 'yes' }], 1_000))).message).toBe(
      '同一场赛事不能串关',
    );
    expect((await refusal(s.bet([leg], 500))).message).toBe('单注金额最低 10.00 元');
    expect((await refusal(s.bet([leg], 200_000))).message).toBe('余额不足，请先转入额度');
    const stale = { ...leg, odds: odds + 5 };
    const changed = await refusal(s.book.place(transfer, { legs: [stale], stake: 1_000, accept: 'none' }));
    expect(changed.message).toBe('赔率已变化，请确认新赔率');
    expect(changed.data).toEqual({ legs: [{ ...leg, odds }] });
    await expect(
      s.book.place(transfer, { legs: [{ ...leg, odds: odds - 5 }], stake: 1_000, accept: 'better' }),
    ).resolves.toBeTruthy();
    // Just after the goal the market is suspended.
    s.setNow(s.kickoff + 20 * 60_000 + 1_000);
    expect(
      (await refusal(s.bet([{ event_id: n.id, market: '1x2', selection: 'home' }, leg], 1_000))).code,
    ).toBe('SUSPENDED');
    expect(await s.balance('7', 'sb')).toBe(99_000);
  });

  it('cashes out an open ticket at its quoted price, once', async () => {
    const s = await setup();
    await s.fund('7', 'sb', 100_000);
    const m = await addMatch(s.db, footballMatch([[60, 'home']]), s.kickoff);
    const t = await s.bet([{ event_id: m.id, market: '1x2', selection: 'home' }], 10_000);
    s.setNow(s.kickoff + 70 * 60_000);
    const [open] = (await s.book.myTickets(transfer, 'open', 1)).tickets;
    expect(open!.cashout).not.toBeNull();
    const value = Math.round(Number(open!.cashout) * 100);
    expect(value).toBeGreaterThan(10_000); // the backed side leads
    expect((await refusal(s.book.cashout(transfer, t.ticket_no, value + 1))).code).toBe('CASHOUT_CHANGED');
    await s.book.cashout(transfer, t.ticket_no, value);
    expect(await s.balance('7', 'sb')).toBe(90_000 + value);
    expect((await refusal(s.book.cashout(transfer, t.ticket_no, value))).code).toBe('CASHOUT_CLOSED');
    s.setNow(m.endsAt + 1);
    expect((await s.book.runJobs()).settled).toBe(0);
    expect(await s.balance('7', 'sb')).toBe(90_000 + value);
  });
});

describe('the sportsbook, seamless mode', () => {
  it('asks the operator for the stake, the win and a correction, each by its own txn id', async () => {
    const s = await setup();
    const m = await addMatch(s.db, footballMatch([[30, 'home']]), s.kickoff);
    const odds = await s.price(m.id, '1x2', 'home');
    const t = await s.bet([{ event_id: m.id, market: '1x2', selection: 'home' }], 10_000, seamless);
    expect(s.calls.map((c) => [c.action, c.payload.txn_id, c.payload.amount])).toEqual([
      ['bet', `${t.ticket_no}-B`, '100.00'],
    ]);
    // The win's answer is lost once: the ticket stays unpaid and is asked again, same id.
    let fail = true;
    s.answers.win = () => {
      if (fail) {
        fail = false;
        throw new Error('timeout');
      }
      return { status: 'OK' };
    };
    s.setNow(m.endsAt + 1);
    await s.book.runJobs();
    await s.book.runJobs();
    const payout = (Math.floor(10_000 * odds) / 100 / 100).toFixed(2);
    const wins = s.calls.filter((c) => c.action === 'win');
    expect(wins.map((c) => [c.payload.txn_id, c.payload.amount])).toEqual([
      [`${t.ticket_no}-W`, payout],
      [`${t.ticket_no}-W`, payout],
    ]);
    s.setNow(m.endsAt + 60_000);
    await s.book.admin.correct(m.id, { home: 0, away: 0 });
    s.setNow(m.endsAt + 120_000);
    await s.book.runJobs();
    await s.book.runJobs();
    const resettles = s.calls.filter((c) => c.action === 'resettle');
    expect(resettles.map((c) => [c.payload.txn_id, c.payload.amount])).toEqual([
      [`${t.ticket_no}-S2`, `-${payout}`],
    ]);
  });

  it('a stake the operator refuses leaves no ticket and frees the limit', async () => {
    const s = await setup();
    const m = await addMatch(s.db, footballMatch([]), s.kickoff);
    s.answers.bet = () => ({ status: 'INSUFFICIENT_FUNDS' });
    expect(
      (await refusal(s.bet([{ event_id: m.id, market: 'cs', selection: '0-0' }], 100_000, seamless))).message,
    ).toBe('余额不足');
    const exposure = await s.db.selectFrom('sb_exposure').select('staked').executeTakeFirstOrThrow();
    expect(Number(exposure.staked)).toBe(0);
    expect((await s.book.myTickets(seamless, 'open', 1)).tickets).toEqual([]);
  });
});

import type { Services } from '../app.js';

type Card = {
  id: string;
  kickoff_at: number;
  view: { phase: string; suspended: boolean; endsAt: number };
  markets: { key: string; selections: { key: string; odds: number | null }[] }[];
};

/** The book's lobby as the player's page reads it; the provider fills its calendar within seconds. */
async function openMatches(bookUrl: URL): Promise<Card[]> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await fetch(new URL('book/lobby?tab=parlay', bookUrl));
    const body = (await res.json()) as { code: number; data?: { leagues: { events: Card[] }[] } };
    const cards = body.data?.leagues.flatMap((l) => l.events) ?? [];
    if (cards.length >= 4) return cards;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return [];
}

const winner = (c: Card) => {
  const market = c.markets.find((m) => m.key === '1x2' || m.key === 'ml');
  const home = market?.selections.find((s) => s.key === 'home');
  return market && home?.odds
    ? { event_id: c.id, market: market.key, selection: 'home', odds: home.odds }
    : null;
};

/**
 * Demo tickets, placed through the real flows: money moved into 沙巴体育 and IA电竞, a single on the
 * match in play that ends first (within half an hour of the first start: 我的注单 and the bet records
 * soon show a settled ticket with its final score), a three-leg parlay on matches to come (open, with
 * its cash-out price, until they are played), and esports singles.
 */
export async function seedDemoTickets(services: Services, userId: number, baseUrl: string): Promise<void> {
  for (const [platform, game, amount] of [
    ['sb', 'sports-lobby', 300],
    ['ia', 'esports-lobby', 200],
  ] as const) {
    await services.transfers.transfer(userId, { amount, sourcetype: 'userbalance', targettype: platform });
    const { url } = await services.launch.gameUrl(userId, { plat_name: platform, game_code: game });
    const bookUrl = new URL(`${url}/`, baseUrl);
    const cards = await openMatches(bookUrl);
    // The single on the match in play that ends first, so a settled ticket shows soon.
    const live = cards
      .filter((c) => c.view.phase === 'live' && !c.view.suspended)
      .sort((a, b) => a.view.endsAt - b.view.endsAt)
      .map(winner);
    const ahead = cards.filter((c) => c.view.phase === 'pre').map(winner);
    const slips = [
      { legs: live.slice(0, 1), stake: 5_000 },
      platform === 'sb'
        ? { legs: ahead.slice(0, 3), stake: 2_000 }
        : { legs: ahead.slice(0, 1), stake: 3_000 },
    ];
    for (const slip of slips) {
      const legs = slip.legs.filter((l) => l !== null);
      if (legs.length !== slip.legs.length || legs.length === 0) continue;
      await fetch(new URL('book/ticket', bookUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ legs, stake: slip.stake, accept: 'any' }),
      });
    }
  }
}

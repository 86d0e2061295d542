import { useCallback, useMemo, useState } from 'react';
import { matchName } from '../lib/markets';
import type { Card, Market, QuotedLeg, Selection } from '../lib/types';

/** A leg on the slip: what is sent, and the words and state the slip shows. */
export interface SlipLeg extends QuotedLeg {
  match: string;
  league: string;
  marketName: string;
  selectionLabel: string;
  /** The price before the last move, while the move is shown. */
  was?: number;
  /** Suspended, closed or over: cannot be placed now. */
  locked: boolean;
}

export const MAX_LEGS = 8;
const same = (a: QuotedLeg, b: { event_id: string; market: string; selection: string }) =>
  a.event_id === b.event_id && a.market === b.market && a.selection === b.selection;

/**
 * The bet slip. A single holds one leg (a new pick replaces it); a parlay holds up to eight legs
 * from different matches (a new pick on a match already there replaces that match's leg). Prices
 * follow the board as the lobby and match pages poll it.
 */
export function useSlip(parlay: boolean) {
  const [legs, setLegs] = useState<SlipLeg[]>([]);

  /** Adds or removes a pick; answers a refusal to show, or null. */
  const toggle = useCallback(
    (card: Card, market: Market, selection: Selection): string | null => {
      if (selection.odds === null || card.view.suspended) return '盘口暂停投注，请稍后再试';
      const pick = { event_id: card.id, market: market.key, selection: selection.key };
      const leg: SlipLeg = {
        ...pick,
        odds: selection.odds,
        match: matchName(card),
        league: card.league,
        marketName: market.name,
        selectionLabel: selection.label,
        locked: false,
      };
      const had = legs.some((l) => same(l, pick));
      if (had) {
        setLegs((ls) => ls.filter((l) => !same(l, pick)));
        return null;
      }
      if (!parlay) {
        setLegs([leg]);
        return null;
      }
      const others = legs.filter((l) => l.event_id !== card.id);
      if (others.length >= MAX_LEGS) return `串关最多可选 ${MAX_LEGS} 场赛事`;
      setLegs([...others, leg]);
      return null;
    },
    [legs, parlay],
  );

  /**
   * New prices and suspensions from a poll of these matches; `complete` when the cards carry every
   * open market (the match page), so a market missing from them is closed.
   */
  const follow = useCallback((cards: Card[], complete = false) => {
    setLegs((ls) => {
      let changed = false;
      const next = ls.map((l) => {
        const card = cards.find((c) => c.id === l.event_id);
        if (!card) return l;
        const market = card.markets.find((m) => m.key === l.market);
        if (!market && !complete && card.view.phase !== 'ended') return l;
        const odds = market?.selections.find((s) => s.key === l.selection)?.odds ?? null;
        const locked = card.view.suspended || odds === null;
        const moved = odds !== null && odds !== l.odds;
        if (locked === l.locked && !moved) return l;
        changed = true;
        return { ...l, locked, ...(moved ? { odds, was: l.odds } : {}) };
      });
      return changed ? next : ls;
    });
  }, []);

  /** The server's prices after 赔率已变化, taken as the slip's. */
  const takeQuotes = useCallback((quoted: QuotedLeg[]) => {
    setLegs((ls) =>
      ls.map((l) => {
        const q = quoted.find((x) => same(x, l));
        return q && q.odds !== l.odds ? { ...l, odds: q.odds, was: l.odds } : l;
      }),
    );
  }, []);

  const remove = useCallback((l: QuotedLeg) => setLegs((ls) => ls.filter((x) => !same(x, l))), []);
  const clear = useCallback(() => setLegs([]), []);
  /** Leaving 串关 keeps only the last pick. */
  const keepLast = useCallback(() => setLegs((ls) => ls.slice(-1)), []);
  const has = useCallback(
    (eventId: string, market: string, selection: string) =>
      legs.some((l) => same(l, { event_id: eventId, market, selection })),
    [legs],
  );

  return useMemo(
    () => ({ legs, parlay, toggle, follow, takeQuotes, remove, clear, keepLast, has }),
    [legs, parlay, toggle, follow, takeQuotes, remove, clear, keepLast, has],
  );
}

export type Slip = ReturnType<typeof useSlip>;

/** A parlay's price: its legs' product in hundredths, rounded down (as the book sells it). */
export function slipOdds(legs: QuotedLeg[]): number {
  if (legs.length === 0) return 0;
  let num = 1n;
  let den = 1n;
  for (const l of legs) {
    num *= BigInt(l.odds);
    den *= 100n;
  }
  return Number((num * 100n) / den);
}

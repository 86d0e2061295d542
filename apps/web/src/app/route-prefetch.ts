import { CARD_TYPE } from '@app/shared';
import { cardsKey, fetchCards } from '../api/get-cards';
import { fetchProtection, protectionKey } from '../api/get-protection';
import { fetchPayWay, payWayKey } from '../features/deposit/api/get-pay-way';
import { queryClient } from '../lib/query-client';
import { getToken } from '../lib/session';

interface RoutePrefetch {
  /** The page's lazy chunk (the same import as the route table's, so one file and one request). */
  chunk: () => Promise<unknown>;
  /** The answers the page waits for before drawing, under the keys and functions its hooks use. */
  queries: { queryKey: readonly unknown[]; queryFn: () => Promise<unknown> }[];
}

/** Player-only screens opened directly (a reload, a bookmark, the home-screen icon). */
const ROUTES: Record<string, RoutePrefetch> = {
  '/wallet': {
    chunk: () => import('../features/deposit/deposit-page'),
    queries: [
      { queryKey: payWayKey, queryFn: fetchPayWay },
      { queryKey: protectionKey, queryFn: fetchProtection },
      ...[CARD_TYPE.bank, CARD_TYPE.usdt, CARD_TYPE.antoken].map((type) => ({
        queryKey: cardsKey(type),
        queryFn: () => fetchCards(type),
      })),
    ],
  },
};

/**
 * Starts the page's chunk and its API requests as soon as the entry runs, side by side, instead of
 * one after the other (entry, then chunk, then the page's requests once it renders). Only for a
 * logged-in player: a visitor is sent elsewhere by the guard. The page's hooks find the answers
 * (or the requests in flight) in the cache. Balance and profile are not here: the session keeper
 * asks for them at the first render anyway.
 */
export function prefetchRoute(hash: string): void {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  const route = ROUTES[path];
  if (!route || getToken() === null) return;
  void route.chunk();
  for (const query of route.queries) void queryClient.prefetchQuery(query);
}

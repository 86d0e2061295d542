import { CARD_TYPE } from '@app/shared';
import { appInfoKey, fetchAppInfo } from '../api/get-app-info';
import { balanceKey, fetchBalance } from '../api/get-balance';
import { cardsKey, fetchCards } from '../api/get-cards';
import { fetchUser, userKey } from '../api/get-user';
import { fetchProtection, protectionKey } from '../api/get-protection';
import { fetchPayWay, payWayKey } from '../features/deposit/api/get-pay-way';
import { queryClient } from '../lib/query-client';
import { getToken } from '../lib/session';
import { findRoute, loadPage } from './route-table';

type Query = { queryKey: readonly unknown[]; queryFn: () => Promise<unknown> };

/**
 * The answers a player-only page waits for before drawing, under the keys and functions its hooks
 * use: the screens most often opened directly (a reload, a bookmark, the home-screen icon).
 */
const ROUTE_QUERIES: Record<string, Query[]> = {
  '/wallet': [
    { queryKey: payWayKey, queryFn: fetchPayWay },
    { queryKey: protectionKey, queryFn: fetchProtection },
    ...[CARD_TYPE.bank, CARD_TYPE.usdt, CARD_TYPE.antoken].map((type) => ({
      queryKey: cardsKey(type),
      queryFn: () => fetchCards(type),
    })),
  ],
};

/**
 * What every first screen asks for: the site settings (SiteGate) and, for a player, the balance
 * and the profile (SessionKeeper, which signs out an account blocked meanwhile once it is in).
 */
const SHELL_QUERIES: Query[] = [{ queryKey: appInfoKey, queryFn: fetchAppInfo }];
const PLAYER_QUERIES: Query[] = [
  { queryKey: balanceKey, queryFn: fetchBalance },
  { queryKey: userKey, queryFn: fetchUser },
];

/**
 * Starts the first screen's page file and its API requests as soon as the entry runs, side by
 * side, instead of one after the other (entry, then file, then the requests once it renders); the
 * hooks find the answers (or the requests in flight) in the cache.
 *
 * Answers once the page file is in (or failed: the route's own loading then reports it), for
 * main.tsx to render then. A lazy page that is already loaded is drawn in the first commit; one
 * still loading shows the loading screen, which React keeps for at least 300 ms once shown (its
 * Suspense throttle), so a page that arrived 20 ms later still appeared 300 ms late.
 * A visitor on a guarded screen is sent elsewhere by the guard: nothing is loaded for it.
 */
export function prefetchRoute(hash: string): Promise<unknown> {
  // Read the same way by the page's head script that preloads home's banner (server web-index.ts).
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  const route = findRoute(path);
  const loggedIn = getToken() !== null;
  const queries = [...SHELL_QUERIES, ...(loggedIn ? PLAYER_QUERIES : [])];
  const admitted = route !== undefined && (!route.guard || loggedIn);
  if (admitted && loggedIn) queries.push(...(ROUTE_QUERIES[path] ?? []));
  for (const query of queries) void queryClient.prefetchQuery(query);
  if (!admitted) return Promise.resolve();
  return loadPage(route).catch(() => undefined);
}

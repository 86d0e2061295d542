import { describe, expect, it } from 'vitest';
import { queryClient } from '../lib/query-client';
import { setToken } from '../lib/session';
import { answer, ok } from '../test/render';
import { prefetchRoute } from './route-prefetch';
import { findRoute, loadPage } from './route-table';

const SETTINGS = { title: '金沙娱乐', site_state: 1 };

/** Every call the first screen /wallet may make, each answered and counted. */
function answerWallet() {
  return {
    settings: answer('post', '/api/app', ok(SETTINGS)),
    balance: answer('post', '/api/balance', ok({ balance: '100.00', gameblance: '0.00' })),
    profile: answer('post', '/api/user', ok({ name: 'demo888', isblack: 0, status: 1 })),
    payWay: answer('get', '/api/get_pay_way', ok({ antoken: 1, usdt: 1, card: 1, wxpay: 0, alipay: 0 })),
    protection: answer('get', '/api/protection', ok({ limits: [] })),
    cards: answer('post', '/api/getcard', ok([])),
  };
}

describe('prefetchRoute', () => {
  it('asks a visitor on a player-only screen for the site settings only, nothing of the page', async () => {
    const calls = answerWallet();
    await prefetchRoute('#/wallet?from=app');
    // The guard sends the visitor to login: nothing of /wallet is fetched for them.
    await expect.poll(() => calls.settings.length).toBe(1);
    expect(calls.balance).toHaveLength(0);
    expect(calls.profile).toHaveLength(0);
    expect(calls.payWay).toHaveLength(0);
    expect(calls.cards).toHaveLength(0);
  });

  it('starts everything /wallet draws from at once for a player, each call once', async () => {
    setToken('test-token');
    const calls = answerWallet();
    await prefetchRoute('#/wallet');
    await expect.poll(() => calls.cards.length).toBe(3);
    expect(calls.cards.map((call) => (call.body as { type: number }).type).sort()).toEqual([1, 2, 4]);
    for (const reads of [calls.settings, calls.balance, calls.profile, calls.payWay, calls.protection]) {
      expect(reads).toHaveLength(1);
    }
    await expect.poll(() => queryClient.getQueryData(['appInfo'])).toEqual(SETTINGS);
  });

  it('hands React the very promise of the early load, so a loaded page is drawn without waiting', () => {
    const wallet = findRoute('/wallet');
    if (!wallet) throw new Error('/wallet is in the route table');
    expect(loadPage(wallet)).toBe(loadPage(wallet));
    // Home is in the entry: nothing to load.
    const home = findRoute('/');
    if (!home) throw new Error('/ is in the route table');
    return expect(loadPage(home)).resolves.toBeUndefined();
  });
});

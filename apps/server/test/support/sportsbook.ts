import { expect } from 'vitest';
import { call } from './http.js';
import type { TestApp } from './app.js';

/** The player's sportsbook session: the lobby, tickets and cash-out as its page calls them. */
export async function openBook(t: Pick<TestApp, 'app'>, token: string, platform = 'sb') {
  const game = { plat_name: platform, game_code: platform === 'sb' ? 'sports-lobby' : 'esports-lobby' };
  const launched = await call(t.app, 'POST', '/api/getGameUrl', game, { token });
  expect(launched.code, launched.message).toBe(200);
  const url: string = launched.data.url;
  const get = async (path: string) =>
    (await t.app.inject({ method: 'GET', url: `${url}/book/${path}` })).json();
  const post = async (path: string, body: unknown) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `${url}/book/${path}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      })
    ).json();
  return { url, get, post };
}

/** Moves `yuan` from the player's main wallet into a transfer platform's, as /transfer does. */
export async function moveIntoPlatform(
  t: Pick<TestApp, 'app'>,
  token: string,
  platform: string,
  yuan: number,
) {
  const body = { amount: yuan, sourcetype: 'userbalance', targettype: platform };
  const moved = await call(t.app, 'POST', '/api/transfer', body, { token });
  expect(moved.code, moved.message).toBe(200);
}

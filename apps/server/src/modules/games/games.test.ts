import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES } from '@app/shared';
import { call, fundedPlayer, playRound, useTestApp } from '../../../test/helpers.js';
import { seedGames } from '../../seeds/seed-games.js';

const t = useTestApp(async (t) => {
  await seedGames(t.database.db);
});

describe('game catalogue', () => {
  it('lists games of every category, each with a drawn tile that exists', async () => {
    const res = await call(t.app, 'GET', '/api/game/list?category=');
    const categories = new Set(res.data.map((g: { category_id: string }) => g.category_id));
    for (const c of GAME_CATEGORIES) expect(categories).toContain(c);
    const publicDir = fileURLToPath(new URL('../../../../web/public', import.meta.url));
    for (const g of res.data) {
      expect(g).toMatchObject({
        platform_name: expect.any(String),
        game_code: expect.any(String),
        name: expect.any(String),
        app_state: 1,
      });
      expect(existsSync(publicDir + g.mobile_img), g.mobile_img).toBe(true);
    }
  });

  it('filters by category and refuses unknown ones', async () => {
    const live = await call(t.app, 'GET', '/api/game/list?category=realbet');
    expect(live.data.length).toBeGreaterThan(0);
    expect(live.data.every((g: { category_id: string }) => g.category_id === 'realbet')).toBe(true);
    expect((await call(t.app, 'GET', '/api/game/list?category=poker')).code).toBe(400);
  });

  it('lists a slot provider’s games in the slot-list shape, only those with app_state 1', async () => {
    await t.database.db
      .updateTable('games')
      .set({ app_state: 0 })
      .where('game_code', '=', 'lucky-cat')
      .execute();
    const res = await call(t.app, 'POST', '/api/gamelistBycode', { gamecode: 'obgdy' });
    expect(res.data[0]).toEqual({
      catecode: 'obgdy',
      gamecode: expect.any(String),
      gametype: 'slot',
      gamepic: expect.stringMatching(/^\/img\/games\/obgdy-/),
      gamename: expect.any(String),
      app_state: 1,
    });
    expect(res.data.map((g: { gamecode: string }) => g.gamecode)).not.toContain('lucky-cat');
    expect((await call(t.app, 'POST', '/api/gamelistBycode', { gamecode: 'nope' })).data).toEqual([]);
  });

  it('hides games of a disabled platform', async () => {
    await t.database.db.updateTable('platforms').set({ enabled: 0 }).where('code', '=', 'pp').execute();
    const res = await call(t.app, 'GET', '/api/game/list');
    expect(res.data.some((g: { platform_name: string }) => g.platform_name === 'pp')).toBe(false);
    await t.database.db.updateTable('platforms').set({ enabled: 1 }).where('code', '=', 'pp').execute();
  });
});

describe('POST /api/getGameUrl', () => {
  const launch = (token: string | undefined, game: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/getGameUrl', game, token ? { token } : {});

  it('launches a seamless slot whose rounds move the main wallet', async () => {
    await t.services.settings.set({ turnover_multiple: '0' });
    const p = await fundedPlayer(t, 200);
    const game = { plat_name: 'obgdy', game_type: 'slot', game_code: 'fortune-god', is_mobile_url: 1 };
    const res = await launch(p.token, game);
    expect(res.code).toBe(200);
    expect(res.data.url).toMatch(/^\/demo-provider\/play\//);
    const played = (await playRound(t.app, res.data.url, 900, 'spin')).data;
    const expected = (20_000 - 900 + Math.round(Number(played.win) * 100)) / 100;
    expect((await call(t.app, 'POST', '/api/balance', {}, { token: p.token })).data.balance).toBe(
      expected.toFixed(2),
    );
  });

  it('refuses closed platforms and games, games the provider cannot serve, and visitors', async () => {
    const p = await fundedPlayer(t, 100);
    await t.database.db
      .updateTable('games')
      .set({ app_state: 0 })
      .where('game_code', '=', 'cleopatra')
      .execute();
    const closed = '该游戏维护中，请稍后再试';
    const refusals: Array<[Record<string, string>, string]> = [
      [{ plat_name: 'fgdz', game_code: 'cleopatra' }, closed],
      [{ plat_name: 'nope', game_code: 'x' }, '该游戏平台维护中，请稍后再试'],
      [{ plat_name: 'fgdz', game_code: 'no-such-game' }, closed],
      [{ plat_name: 'sb', game_code: 'no-such-book' }, closed],
    ];
    for (const [game, message] of refusals)
      expect((await launch(p.token, game)).message, JSON.stringify(game)).toBe(message);
    expect((await launch(undefined, { plat_name: 'ag', game_code: 'baccarat-classic' })).status).toBe(401);
  });
});

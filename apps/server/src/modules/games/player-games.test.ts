import { describe, expect, it } from 'vitest';
import { GAME_SEARCH_MSG, RECENT_GAMES_LIMIT } from '@app/shared';
import { call, fundedPlayer, postAs, registerPlayer, useTestApp } from '../../../test/helpers.js';
import { seedGames } from '../../seeds/seed-games.js';

const t = useTestApp(async (t) => {
  await seedGames(t.database.db);
});
const post = postAs(t);
type Item = { platform_name: string; game_code: string; name: string; platform_title: string };
const search = async (keyword: string) => await call(t.app, 'POST', '/api/gameSearch', { keyword });
const names = (items: Item[]) => items.map((g) => g.name);

describe('lobby search', () => {
  it('finds games by name across platforms, for visitors too, and by platform name', async () => {
    const found = (await search(' 百家乐 ')).data as Item[];
    expect(names(found).sort()).toEqual(['极速百家乐', '经典百家乐', '贵宾百家乐']);
    expect(found[0]).toMatchObject({ platform_name: 'ag', platform_title: 'AG真人' });
    expect(names((await search('PP电子')).data).length).toBeGreaterThan(1);
    expect((await search('没有这个游戏')).data).toEqual([]);
  });

  it('reads % and _ as letters, refuses an empty keyword, and leaves closed games out', async () => {
    expect((await search('%')).data).toEqual([]);
    expect((await search('_')).data).toEqual([]);
    expect(await search('   ')).toMatchObject({ code: 400, message: GAME_SEARCH_MSG.keywordRequired });
    expect((await search('x'.repeat(21))).code).toBe(400);
    await t.database.db.updateTable('games').set({ app_state: 0 }).where('name', '=', '贵宾百家乐').execute();
    expect(names((await search('百家乐')).data)).not.toContain('贵宾百家乐');
    await t.database.db.updateTable('games').set({ app_state: 1 }).where('name', '=', '贵宾百家乐').execute();
  });
});

describe('favourites', () => {
  it('keeps each player’s own, newest first, and takes them off again', async () => {
    const p = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    const star = (who: typeof p, plat_name: string, game_code: string, favourite: 0 | 1) =>
      call(t.app, 'POST', '/api/favouriteGame', { plat_name, game_code, favourite }, who);
    expect(await star(p, 'ag', 'baccarat-classic', 1)).toMatchObject({ code: 200, message: '已收藏' });
    t.clock.advance(1000);
    expect((await star(p, 'pp', 'lucky-stars', 1)).code).toBe(200);
    expect((await star(p, 'pp', 'lucky-stars', 1)).code).toBe(200);
    const mine = (await call(t.app, 'POST', '/api/favouriteGames', {}, p)).data as Item[];
    expect(mine.map((g) => g.game_code)).toEqual(['lucky-stars', 'baccarat-classic']);
    expect((await call(t.app, 'POST', '/api/favouriteGames', {}, other)).data).toEqual([]);

    expect(await star(p, 'ag', 'baccarat-classic', 0)).toMatchObject({ message: '已取消收藏' });
    expect(((await call(t.app, 'POST', '/api/favouriteGames', {}, p)).data as Item[]).length).toBe(1);
    expect(await star(p, 'ag', 'no-such-game', 1)).toMatchObject({
      code: 400,
      message: GAME_SEARCH_MSG.gameUnknown,
    });
    expect((await call(t.app, 'POST', '/api/favouriteGames', {})).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/recentGames', {})).status).toBe(401);
  });
});

describe('recently played', () => {
  it('puts each launched game first, keeps the newest few, and is the player’s own', async () => {
    const p = await fundedPlayer(t, 100);
    const launch = async (plat_name: string, game_code: string) => {
      expect((await post(p, '/api/getGameUrl', { plat_name, game_code })).code).toBe(200);
      t.clock.advance(1000);
    };
    await launch('pp', 'lucky-stars');
    await launch('obgdy', 'fortune-god');
    await launch('pp', 'lucky-stars');
    const recent = (await post(p, '/api/recentGames')).data as Item[];
    expect(recent.map((g) => g.game_code)).toEqual(['lucky-stars', 'fortune-god']);
    expect((await call(t.app, 'POST', '/api/recentGames', {}, await registerPlayer(t.app))).data).toEqual([]);

    const slots = await t.database.db
      .selectFrom('games')
      .select(['platform', 'game_code'])
      .where('platform', 'in', ['pp', 'obgdy', 'pg', 'ae', 'fgdz'])
      .execute();
    for (const g of slots) await launch(g.platform, g.game_code);
    expect(((await post(p, '/api/recentGames')).data as Item[]).length).toBe(RECENT_GAMES_LIMIT);
  });
});

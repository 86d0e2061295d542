import { describe, expect, it } from 'vitest';
import { call, lastAudit, registerPlayer, roleTokens, useTestApp } from '../../../test/helpers.js';
import { seedGames } from '../../seeds/seed-games.js';
import { HOSTILE_INPUT_MSG } from './hostile-input.js';

const t = useTestApp(async (t) => {
  await seedGames(t.database.db);
  const player = (await registerPlayer(t.app)).token;
  return { ...(await roleTokens(t, 'operations', 'support')), player };
});

const admin = (method: 'GET' | 'PUT', url: string, token: string, body?: unknown) =>
  call(t.app, method, url, body, { token });
/** What the player is told on opening a game. */
const launchMessage = async (plat_name: string, game_code: string) =>
  (await call(t.app, 'POST', '/api/getGameUrl', { plat_name, game_code }, { token: t.player })).message;
type PlayerGame = { platform_name: string; game_code: string; app_state: number; hot: number };
const playerGames = async () => (await call(t.app, 'GET', '/api/game/list')).data as PlayerGame[];
const gameId = async (code: string) =>
  (
    await t.database.db
      .selectFrom('games')
      .select('id')
      .where('game_code', '=', code)
      .executeTakeFirstOrThrow()
  ).id;

describe('platforms', () => {
  it('lists every platform in catalogue order with its category, wallet mode and game counts', async () => {
    const res = await admin('GET', '/admin/api/platforms?per_page=50', t.operations);
    expect(res.data.total).toBe(11);
    expect(res.data.data[0]).toEqual({
      code: 'ag',
      name: 'AG真人',
      category_id: 'realbet',
      category: '真人',
      wallet_mode: 'transfer',
      enabled: 1,
      sort: 100,
      games: 3,
      games_shown: 3,
    });
    expect(res.data.data[1]).toMatchObject({ code: 'obgdy', wallet_mode: 'seamless', games: 6 });
  });

  it('a platform in maintenance leaves the catalogue, refuses launches; audited before/after', async () => {
    const res = await admin('PUT', '/admin/api/platforms/ky', t.operations, { enabled: 0, sort: 99 });
    expect(res.data).toMatchObject({ code: 'ky', enabled: 0, sort: 99, wallet_mode: 'transfer' });
    expect((await playerGames()).some((g) => g.platform_name === 'ky')).toBe(false);
    expect(await launchMessage('ky', 'niuniu')).toBe('该游戏平台维护中，请稍后再试');
    const entry = await lastAudit(t, 'platform.update');
    expect(entry.before).toMatchObject({ enabled: 1, sort: 45 });
    expect(entry.after).toMatchObject({ enabled: 0, sort: 99 });
    await admin('PUT', '/admin/api/platforms/ky', t.operations, { enabled: 1, sort: 45 });
    expect((await playerGames()).some((g) => g.platform_name === 'ky')).toBe(true);
  });

  it('keeps the wallet mode read-only and refuses unknown platforms, bad values and markup', async () => {
    expect(
      (await admin('PUT', '/admin/api/platforms/pg', t.operations, { wallet_mode: 'transfer' })).message,
    ).toBe('不支持的参数：wallet_mode');
    expect((await admin('PUT', '/admin/api/platforms/pg', t.operations, { enabled: 2 })).code).toBe(400);
    expect((await admin('PUT', '/admin/api/platforms/nope', t.operations, { enabled: 1 })).message).toBe(
      '游戏平台不存在',
    );
    expect(
      (await admin('PUT', '/admin/api/platforms/%3Cscript%3E', t.operations, { enabled: 1 })).message,
    ).toBe(HOSTILE_INPUT_MSG);
    expect(await lastAudit(t, 'platform.update')).toMatchObject({ outcome: 'denied' });
    expect(
      (
        await t.database.db
          .selectFrom('platforms')
          .selectAll()
          .where('code', '=', 'pg')
          .executeTakeFirstOrThrow()
      ).wallet_mode,
    ).toBe('seamless');
  });
});

describe('games', () => {
  it('pages, searches by name or code and filters by platform, category, state and hot', async () => {
    const page = await admin('GET', '/admin/api/games?per_page=10', t.operations);
    expect(page.data.total).toBe(34);
    expect(page.data.data).toHaveLength(10);
    expect(page.data.data[0]).toMatchObject({
      platform: 'ag',
      game_code: 'baccarat-classic',
      name: '经典百家乐',
      platform_name: 'AG真人',
      category: '真人',
      app_state: 1,
      hot: 1,
      mobile_img: '/img/games/ag-baccarat-classic.webp',
    });
    const names = async (query: string) =>
      (await admin('GET', `/admin/api/games?${query}`, t.operations)).data.data.map(
        (g: { game_code: string }) => g.game_code,
      );
    expect(await names(`q=${encodeURIComponent('百家乐')}`)).toEqual([
      'baccarat-classic',
      'baccarat-speed',
      'baccarat-vip',
    ]);
    expect(await names('q=MAHJONG')).toEqual(['mahjong-win', 'mahjong-ways']);
    expect(await names('q=%25')).toHaveLength(20);
    expect(await names('platform=ky&per_page=50')).toEqual(['niuniu', 'golden-flower', 'dragon-tiger']);
    expect(await names('category=lottery&hot=1')).toEqual(['fast-three']);
    expect((await admin('GET', '/admin/api/games?hot=2', t.operations)).code).toBe(400);
    expect((await admin('GET', '/admin/api/games?per_page=500', t.operations)).code).toBe(400);
  });

  it('hides a game and marks another hot; the t.player catalogue and launch follow at once', async () => {
    const hidden = await gameId('golden-toad');
    const hot = await gameId('shark-hunt');
    expect(
      (await admin('PUT', `/admin/api/games/${hidden}`, t.operations, { app_state: 0 })).data,
    ).toMatchObject({ game_code: 'golden-toad', app_state: 0 });
    expect(
      (await admin('PUT', `/admin/api/games/${hot}`, t.operations, { hot: 1, sort: 500 })).data,
    ).toMatchObject({ hot: 1, sort: 500 });
    const games = await playerGames();
    expect(games.find((g) => g.game_code === 'golden-toad')).toMatchObject({ app_state: 0 });
    expect(games.find((g) => g.game_code === 'shark-hunt')).toMatchObject({ hot: 1, app_state: 1 });
    const fish = (await call(t.app, 'POST', '/api/gamelistBycode', { gamecode: 'fgfish' })).data.map(
      (g: { gamecode: string }) => g.gamecode,
    );
    expect(fish).toEqual(['shark-hunt', 'fishing-king']);
    expect(await launchMessage('fgfish', 'golden-toad')).toBe('该游戏维护中，请稍后再试');
    const entry = await lastAudit(t, 'game.update');
    expect(entry.before).toMatchObject({ game_code: 'shark-hunt', hot: 0 });
    expect(entry.after).toMatchObject({ game_code: 'shark-hunt', hot: 1, sort: 500 });
    expect(
      (await admin('GET', '/admin/api/games?app_state=0', t.operations)).data.data.map(
        (g: { game_code: string }) => g.game_code,
      ),
    ).toEqual(['golden-toad']);
  });

  it('refuses bad edits, markup and roles without the games permission, changing nothing', async () => {
    const id = await gameId('niuniu');
    const before = await t.database.db
      .selectFrom('games')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect((await admin('PUT', `/admin/api/games/${id}`, t.operations, {})).code).toBe(400);
    expect((await admin('PUT', `/admin/api/games/${id}`, t.operations, { sort: 1.5 })).code).toBe(400);
    expect((await admin('PUT', `/admin/api/games/${id}`, t.operations, { name: '改名' })).message).toBe(
      '不支持的参数：name',
    );
    expect((await admin('PUT', '/admin/api/games/999999', t.operations, { hot: 1 })).message).toBe(
      '游戏不存在',
    );
    expect((await admin('PUT', `/admin/api/games/${id}`, t.operations, { hot: '<i>1</i>' })).message).toBe(
      HOSTILE_INPUT_MSG,
    );
    expect((await admin('PUT', `/admin/api/games/${id}`, t.support, { hot: 0 })).status).toBe(403);
    expect((await admin('GET', '/admin/api/games', t.support)).status).toBe(403);
    expect(
      await t.database.db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual(before);
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fund, phoneTests, registerAndLogin } from './support/players.js';

let page: Page;
const { open } = phoneTests((opened) => (page = opened));

const lobby = () => page.getByRole('region', { name: '游戏大厅' });
const tab = (name: string) => lobby().getByRole('tab', { name, exact: true });
const search = () => lobby().getByRole('searchbox');
const results = () => page.getByRole('list', { name: '搜索结果' });

describe('the lobby', () => {
  it('searches by name across platforms for a visitor; clearing goes back to the tabs', async () => {
    await open('/');
    await search().fill('百家乐');
    await results().waitFor();
    await expect.poll(() => results().locator('[data-game]').count()).toBe(3);
    await lobby().getByText('找到 3 款游戏').waitFor();
    expect(await results().getByRole('button', { name: /收藏/ }).count()).toBe(0);
    await search().fill('没有这个游戏');
    await lobby().getByText('没有找到相关游戏').waitFor();
    await search().fill('');
    await tab('真人').waitFor();
    expect(await tab('收藏').count()).toBe(0);
  });

  it('keeps stars on the server, lists them under 收藏, and shows what was played last', async () => {
    const { token } = await registerAndLogin('l');
    await fund(token, '200');
    await open('/', token);
    await lobby().getByRole('button', { name: '收藏经典百家乐' }).click();
    await lobby().getByRole('button', { name: '取消收藏经典百家乐' }).waitFor();

    // Another device (a fresh page) sees the same star.
    await page.reload();
    await tab('收藏').click();
    const starred = page.getByRole('list', { name: '收藏的游戏' });
    await starred.locator('[data-game]', { hasText: '经典百家乐' }).waitFor();
    await starred.getByRole('button', { name: '取消收藏经典百家乐' }).click();
    await lobby().getByText('暂无收藏的游戏').waitFor();

    // A seamless slot opens at once; back home it heads 最近玩过 and the 最近 tab.
    await tab('电子').click();
    await lobby().locator('[data-game]', { hasText: '财神到' }).first().click();
    await page.waitForFunction(() => location.hash.startsWith('#/gamePage?url='));
    await page.goto('/#/');
    const row = page.getByRole('region', { name: '最近玩过' });
    await row.locator('[data-game]', { hasText: '财神到' }).waitFor({ timeout: 10_000 });
    await tab('最近').click();
    await page
      .getByRole('list', { name: '最近玩过的游戏' })
      .locator('[data-game]', { hasText: '财神到' })
      .waitFor();
  });

  it('stars a game from a provider’s list on /electronics, and home’s 收藏 shows it', async () => {
    const { token } = await registerAndLogin('l');
    await open('/electronics?type=pp', token);
    await page.getByRole('button', { name: '收藏福星高照' }).click();
    await page.getByRole('button', { name: '取消收藏福星高照' }).waitFor();
    await page.goto('/#/');
    await tab('收藏').click();
    await page
      .getByRole('list', { name: '收藏的游戏' })
      .locator('[data-game]', { hasText: '福星高照' })
      .waitFor();
  });
});

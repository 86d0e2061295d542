import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { toastText } from './support/browser.js';
import { login, phoneTests } from './support/players.js';

let page: Page;
const { open } = phoneTests((opened) => (page = opened));

/** The seeded demo player, logged in through the API (the login screen has its own tests). */
const demoToken = () => login('demo888', 'demo8888');

const tab = (name: string) => page.getByRole('tab', { name, exact: true });
const tile = (name: string) => page.locator('[data-game]:visible').filter({ hasText: name }).first();

describe('games', () => {
  it('shows the six category tabs and the slots tab with hot games and providers', async () => {
    await open('/');
    // The lobby is drawn just after home's first paint: wait for it, then every tab is there.
    for (const name of ['真人', '电子', '体育', '电竞', '彩票', '棋牌']) await tab(name).waitFor();
    await tile('经典百家乐').waitFor();
    await tab('电子').click();
    await page.getByRole('heading', { name: '热门游戏' }).waitFor();
    await expect(
      page.getByRole('list', { name: '热门游戏' }).locator('[data-game]').count(),
    ).resolves.toBeGreaterThan(0);
    await expect(
      page.getByRole('list', { name: '游戏列表' }).locator('[data-game]').count(),
    ).resolves.toBeGreaterThan(10);
    await page
      .getByRole('navigation', { name: '电子游戏平台' })
      .getByRole('button', { name: 'PP电子', exact: true })
      .click();
    await page.waitForFunction(() => location.hash === '#/electronics?type=pp');
    await tile('福星高照').waitFor();
  });

  it('switches providers on /electronics', async () => {
    await open('/electronics');
    await expect(page.getByRole('tab', { name: 'OB电子' }).getAttribute('aria-selected')).resolves.toBe(
      'true',
    );
    await tile('财神到').waitFor();
    await page.getByRole('tab', { name: 'FG捕鱼' }).click();
    await tile('捕鱼大亨').waitFor();
    expect(await page.evaluate(() => location.hash)).toBe('#/electronics?type=fgfish');
    await expect(tile('财神到').count()).resolves.toBe(0);
    await page.getByRole('tab', { name: 'PG电子' }).click();
    await tile('招财喵').waitFor();
  });

  it('asks a visitor to log in before launching', async () => {
    await open('/electronics?type=obgdy');
    await tile('财神到').click();
    expect(await toastText(page)).toBe('请先登录！');
    expect(await page.evaluate(() => location.hash)).toBe('#/electronics?type=obgdy');
  });

  it('launches a game for the demo player and plays a round in its frame', async () => {
    await open('/', await demoToken());
    await tile('经典百家乐').click();
    await page.waitForFunction(() => location.hash.startsWith('#/gamePage?url='));
    await page.getByText('返回首页').waitFor();
    const frame = page.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toContain('/demo-provider/play/');
    const game = page.frameLocator('iframe');
    await game.locator('#play:not([disabled])').waitFor({ timeout: 15_000 });
    const before = (await game.locator('#balance').innerText()).trim();
    const messageBefore = (await game.locator('#table .msg').innerText()).trim();
    await game.locator('#play').click();
    // The cards are dealt and turned, then the round's verdict and the balance are shown.
    await game.locator('#table[data-phase="done"]').waitFor({ timeout: 15_000 });
    await expect.poll(() => game.locator('.box-player [data-card]').count()).toBeGreaterThanOrEqual(2);
    await expect
      .poll(
        async () => {
          const balance = (await game.locator('#balance').innerText()).trim();
          const message = (await game.locator('#table .msg').innerText()).trim();
          return balance !== before || message !== messageBefore;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
  });

  it('opens the sports lobby: the book in the game frame, with its tabs and matches', async () => {
    await open('/', await demoToken());
    await tab('体育').click();
    await tile('体育投注大厅').click();
    await page.waitForFunction(() => location.hash.startsWith('#/gamePage?url='));
    const book = page.frameLocator('iframe');
    await book.getByText('沙巴体育').first().waitFor({ timeout: 15_000 });
    for (const name of ['滚球', '今日', '早盘', '串关'])
      await book.getByText(name, { exact: true }).first().waitFor();
  });
});

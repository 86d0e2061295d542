import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { adminLogin, desktopContext, heading, saveShot } from './support/desktop.js';
import { ADMIN_PASSWORD } from './support/operator-passwords.js';

/**
 * 风控 at 1440x900: the operator opens a seeded player of the demo ring (lucky8801, tagged
 * 套利嫌疑), sees the accounts linked to them in a list and a graph, walks the graph to another
 * account of the ring, tags it 对打嫌疑, and finds the tag on the players list and the 玩家标签 page.
 * SHOTS_DIR=<dir> saves a screenshot of each screen.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await desktopContext(browser, { width: 1440, height: 900 });
  page = await context.newPage();
  await adminLogin(page, 'admin', ADMIN_PASSWORD);
  await page.getByTestId('side-menu').waitFor();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const playerRow = (username: string) => page.locator('tr', { hasText: username });
async function searchPlayers(prefix: string) {
  const box = page.getByPlaceholder('账号', { exact: true });
  await box.fill(prefix);
  await box.press('Enter');
}

describe('linked accounts and player tags', () => {
  it('shows a seeded player’s tag on the list, and their linked accounts as a list and a graph', async () => {
    await page.goto('/admin/#/players');
    await heading(page, '会员查询');
    await searchPlayers('lucky8801');
    const row = playerRow('lucky8801');
    await row.getByTestId('player-tags').getByText('套利嫌疑').waitFor();
    await row.getByRole('link', { name: '详情' }).click();

    await heading(page, '会员详情 · lucky8801');
    const card = page.getByTestId('player-linked');
    await card.getByText('关联账户（3）').waitFor();
    const graph = card.getByTestId('link-graph');
    await expect.poll(() => graph.getByTestId('link-graph-node').count()).toBe(3);
    const expected: Array<[string, string]> = [
      ['lucky8802', '设备'],
      ['lucky8803', '设备'],
      ['lucky8804', '银行卡'],
    ];
    for (const [name, kind] of expected) {
      const linked = card.locator('tr', { hasText: name });
      await linked.getByText(kind, { exact: true }).waitFor();
    }
    await expect.poll(() => graph.textContent()).toContain('银行卡');
    await page.getByText('风控标签', { exact: true }).waitFor();
    await saveShot(page, 'risk-linked-accounts');
  });

  it('walks the graph to a linked account and tags it; the tag shows on the players list', async () => {
    await page.getByTestId('link-graph-node').filter({ hasText: 'lucky8804' }).locator('text').click();
    await heading(page, '会员详情 · lucky8804');
    // lucky8804 shares the card with lucky8801, and the home address with lucky8802 and lucky8803.
    const card = page.getByTestId('player-linked');
    await card.getByText('关联账户（3）').waitFor();
    await card.locator('tr', { hasText: 'lucky8802' }).getByText('IP', { exact: true }).waitFor();

    await page.getByRole('button', { name: '添加标签' }).click();
    const dialog = page.getByRole('dialog', { name: '为会员添加标签' });
    await dialog.getByLabel('标签').click();
    await page.locator('.ant-select-item-option', { hasText: '对打嫌疑' }).click();
    await dialog.getByLabel('备注').fill('与 lucky8801 共用银行卡');
    await dialog.getByRole('button', { name: '添加标签' }).click();
    // The outcome, not the toast: a loaded machine may take longer than the toast stays.
    await page.getByTestId('player-tags').first().getByText('对打嫌疑').waitFor();
    // The 风控标签 card lists it with its effects and who tagged.
    await page.getByText(/不可领返水、取款转风控审核 · admin/).waitFor();
    await saveShot(page, 'risk-player-tagged');

    await page.goto('/admin/#/players');
    await searchPlayers('lucky880');
    await playerRow('lucky8804').getByTestId('player-tags').getByText('对打嫌疑').waitFor();
    await playerRow('lucky8801').getByTestId('player-tags').getByText('套利嫌疑').waitFor();
    await saveShot(page, 'risk-players-list');
  });

  it('lists the tags, their effects and how many players carry them on 风控 › 玩家标签', async () => {
    await page.getByTestId('side-menu').getByRole('menuitem', { name: '玩家标签' }).click();
    await heading(page, '玩家标签');
    const row = page.locator('tr', { hasText: '对打嫌疑' });
    await row.getByText('取款转风控审核').waitFor();
    await expect
      .poll(async () => Number(await row.locator('td').nth(2).innerText()))
      .toBeGreaterThanOrEqual(1);
    await saveShot(page, 'risk-tags-page');
    await page.getByRole('button', { name: '新建标签' }).click();
    const dialog = page.getByRole('dialog', { name: '新建标签' });
    await dialog.getByText('禁止登录').waitFor();
    // The dialog's opening animation done, for the picture.
    await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await saveShot(page, 'risk-tag-form');
    await dialog
      .getByRole('button', { name: '取 消' })
      .or(dialog.getByRole('button', { name: '取消' }))
      .click();
  });
});

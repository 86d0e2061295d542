import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { imagesSettled, watchCsp } from './support/csp.js';
import { desktopContext } from './support/desktop.js';
import { login, phoneTests, registerAndLogin } from './support/players.js';

/**
 * Each surface renders under its Content-Security-Policy (apps/server/src/plugins/security-headers.ts,
 * the demo provider's own for its game page) with nothing refused: no inline script or style the
 * policy would block, no picture from a source it does not name.
 */
let page: Page;
const { open } = phoneTests((opened) => (page = opened));

const tile = (name: string) => page.locator('[data-game]:visible').filter({ hasText: name }).first();

describe('no Content-Security-Policy violation', () => {
  it('on the player home, to a visitor and to a player', async () => {
    const csp = await watchCsp(page);
    await open('/');
    await expect.poll(() => page.locator('[data-banner-slide] img').count()).toBeGreaterThan(0);
    await tile('经典百家乐').waitFor();
    await imagesSettled(page);
    expect(await csp.list()).toEqual([]);

    const { token } = await registerAndLogin('c');
    await open('/', token);
    await page.getByText('账户余额（元）').waitFor();
    await imagesSettled(page);
    expect(await csp.list()).toEqual([]);
  });

  it('on a promotion whose text the operator coloured: the colour applies, nothing refused', async () => {
    const csp = await watchCsp(page);
    await open('/discount');
    await page.getByTestId('activity-card').filter({ hasText: '新人首存送88%' }).click();
    const coloured = page.locator('article strong', { hasText: '88%' });
    await coloured.waitFor();
    // The seeded terms write <strong style="color:#c81e3a">: the page's policy lets it apply.
    expect(await coloured.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(200, 30, 58)');
    expect(await csp.list()).toEqual([]);
  });

  it('on /account and on the support chat framed by /kefu', async () => {
    const { token, name } = await registerAndLogin('c');
    const csp = await watchCsp(page);
    await open('/account', token);
    await page.getByText(name, { exact: true }).filter({ visible: true }).waitFor();
    await page.getByRole('img', { name: '头像', exact: true }).waitFor();
    await imagesSettled(page);
    expect(await csp.list()).toEqual([]);

    await open('/kefu', token);
    const chat = page.frameLocator('iframe[title=在线客服]');
    await chat.getByText('客服人员不会索要您的登录密码或支付密码').waitFor();
    // Its style sheet applied: the header band is the site's red, not the browser's default.
    await expect
      .poll(() => chat.locator('header').evaluate((el) => getComputedStyle(el).backgroundImage))
      .toContain('linear-gradient');
    expect(await csp.list()).toEqual([]);
  });

  it("on a game page: the site and the demo provider's page in its frame", async () => {
    const csp = await watchCsp(page);
    await open('/', await login('demo888', 'demo8888'));
    await tile('经典百家乐').click();
    await page.waitForFunction(() => location.hash.startsWith('#/gamePage?url='));
    const game = page.frameLocator('iframe');
    await game.locator('#play:not([disabled])').waitFor({ timeout: 15_000 });
    // Its style sheet is a file (hashed by Vite): the table is drawn, green felt and all.
    expect(await game.locator('#table').evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(
      'linear-gradient',
    );
    expect(
      await game.locator('#table .felt').evaluate((el) => getComputedStyle(el).backgroundImage),
    ).toContain('radial-gradient');
    expect(await csp.list()).toEqual([]);
  });

  it('on the back office sign-in', async () => {
    const browser = await launchBrowser();
    try {
      const desktop = await (await desktopContext(browser)).newPage();
      const csp = await watchCsp(desktop);
      await desktop.goto('/admin/#/login');
      await desktop.getByLabel('账号').waitFor();
      // antd has written its component styles: the primary button is the console's red.
      await expect
        .poll(() =>
          desktop
            .getByRole('button', { name: '登录', exact: true })
            .evaluate((el) => getComputedStyle(el).backgroundColor),
        )
        .toBe('rgb(181, 22, 45)');
      await imagesSettled(desktop);
      expect(await csp.list()).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

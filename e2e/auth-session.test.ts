import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login as apiLogin, phoneTests, register } from './support/players.js';

let page: Page;
const { open, expectToast, hash, token } = phoneTests((opened) => (page = opened));

/**
 * Signing out from /setting, and where the tab bar shows (register and login: auth-flows.test.ts).
 */
const tabBar = () => page.locator('.adm-tab-bar');

/** Arranges an account and a session through the API and opens `path` with it. */
async function registeredAt(path: string): Promise<string> {
  const name = await register('p', { realname: '李四' });
  await open(path, await apiLogin(name));
  return name;
}

describe('logout from /setting', () => {
  it('asks first, ends the session on the server and here, shows home to a visitor after 1 s', async () => {
    const name = await registeredAt('/mine');
    await page.getByText('设置', { exact: true }).last().click();
    await expect.poll(hash).toBe('#/setting');
    await page.locator('.adm-nav-bar-title', { hasText: '设置' }).waitFor();
    await page.getByText('简体中文').waitFor();
    const oldToken = await token();

    await page.getByRole('button', { name: '退出登录' }).click();
    // The .adm-dialog root is a zero-size wrapper; its body is what shows.
    const dialog = page.locator('.adm-dialog-body');
    await dialog.waitFor();
    expect(await dialog.locator('.adm-dialog-title').innerText()).toBe('提示');
    expect(await dialog.locator('.adm-dialog-content').innerText()).toBe('确定要退出登录吗？');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await token()).toBe(oldToken);

    await page.getByRole('button', { name: '退出登录' }).click();
    const logoff = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/logoff');
    await page.locator('.adm-dialog-body').getByRole('button', { name: '确定' }).click();
    expect((await logoff).status()).toBe(200);
    const answeredAt = Date.now();
    await expectToast('退出成功');
    // Still on the screen meanwhile, not bounced by the guard to /?redirect=.
    expect(await hash()).toBe('#/setting');
    expect(await token()).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    await expect.poll(hash).toBe('#/');
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(900);

    const home = page.locator('[data-keep-alive="/"]');
    await home.getByText('您好，欢迎来到金沙娱乐').waitFor();
    expect(await home.getByRole('button', { name: '登录' }).isVisible()).toBe(true);
    expect(await home.getByText(name).count()).toBe(0);
    const stillValid = await page.evaluate(
      (bearer) =>
        fetch('/api/user', {
          method: 'POST',
          headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
          body: '{}',
        }).then((r) => r.status),
      oldToken,
    );
    expect(stillValid).toBe(401);

    await page.locator('.adm-tab-bar-item').nth(3).click();
    const menu = page.locator('.adm-list-item');
    await menu.filter({ hasText: /^登录$/ }).waitFor();
    expect(await menu.filter({ hasText: /^注册$/ }).count()).toBe(1);
    expect(await menu.filter({ hasText: /^设置$/ }).count()).toBe(0);
  });

  it('forgets the session even when the logout call fails', async () => {
    await page.route('**/api/logoff', (route) => route.abort());
    await registeredAt('/setting');
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.locator('.adm-dialog-body').getByRole('button', { name: '确定' }).click();
    await expectToast('退出成功');
    expect(await token()).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    await expect.poll(hash).toBe('#/');
    await page.locator('[data-keep-alive="/"]').getByText('您好，欢迎来到金沙娱乐').waitFor();
  });

  it('sends a visitor away from /setting', async () => {
    await open('/setting');
    await expect.poll(hash).toBe('#/?redirect=%2Fsetting');
    await expectToast('请先登录！');
  });
});

describe('tab bar', () => {
  it('shows on the tab screens and not on the full-screen routes', async () => {
    await open('/');
    await tabBar().waitFor();
    await page.goto('/#/mine');
    await page.getByText('V1.1.1.20220906_m').waitFor();
    expect(await tabBar().isVisible()).toBe(true);

    await page.goto('/#/login?type=0');
    await page.locator('input[name=username]').waitFor();
    expect(await tabBar().count()).toBe(0);
    await page.goto('/#/gamePage?dailiD=2');
    await page.getByText('返回首页').waitFor();
    expect(await tabBar().count()).toBe(0);
    await page.goto('/#/app');
    await page.getByText('安装教程').waitFor();
    expect(await tabBar().count()).toBe(0);
  });

  it('keeps it for a player on /setting and hides it on the card and account screens', async () => {
    await registeredAt('/setting');
    await page.getByRole('button', { name: '退出登录' }).waitFor();
    expect(await tabBar().isVisible()).toBe(true);

    // Spec 000 §2 hides the tab bar on these (route-table.ts: hideTabBar).
    const built: [string, string][] = [
      ['/bankCard', '提现绑定管理'],
      ['/addBankCard', '绑定银行卡'],
      ['/addUsdtAds', '绑定电子钱包'],
      ['/discountInfo?id=1', '优惠详情'],
      ['/account', '账户安全中心'],
    ];
    for (const [path, title] of built) {
      await page.goto(`/#${path}`);
      await page.locator('.adm-nav-bar-title', { hasText: title }).waitFor();
      expect(await hash(), path).toBe(`#${path}`);
      expect(await tabBar().count(), path).toBe(0);
    }
  });
});

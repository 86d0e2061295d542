import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** The back office's screen: a 1280x800 desktop, mouse, Chinese locale. */
export async function desktopContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: inject('baseURL'),
    viewport: { width: 1280, height: 800 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
}

/** The antd message (toast) with this text appears. */
export async function expectMessage(page: Page, text: string): Promise<void> {
  await page
    .locator('.ant-message-notice', { hasText: text })
    .first()
    .waitFor({ state: 'visible', timeout: 5000 });
}

/** Signs in on /admin/ with the form; `totp` fills the authenticator code. */
export async function adminLogin(
  page: Page,
  username: string,
  password: string,
  totp?: string,
): Promise<void> {
  await page.goto('/admin/#/login');
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  if (totp) await page.getByLabel('动态验证码').fill(totp);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

export async function adminLogout(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '登录', exact: true }).waitFor();
}

/** The side menu's entries, in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  const menu = page.getByTestId('side-menu');
  await menu.waitFor();
  return (await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
}

export async function heading(page: Page, text: string): Promise<Locator> {
  const h = page.getByRole('heading', { name: text, exact: true });
  await expect.poll(() => h.isVisible(), { timeout: 10_000 }).toBe(true);
  return h;
}

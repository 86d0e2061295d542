import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchBrowser } from './browser.js';
import { operatorCall } from './operator.js';
import { CHANGED_OPERATOR_PASSWORD, NEW_OPERATOR_PASSWORD } from './operator-passwords.js';

/** The back office's screen: a 1280x800 desktop, mouse, Chinese locale. */
export async function desktopContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: inject('baseURL'),
    viewport: { width: 1280, height: 800 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
}

/**
 * A test file's back office: one browser, desktop context and page for the whole file (its tests
 * go on from one another's screens), handed to `use` with the browser. The first operator's
 * initial password was replaced by global-setup, so the form signs in with ADMIN_PASSWORD.
 */
export function desktopTests(use: (page: Page, browser: Browser) => void): void {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await desktopContext(browser);
    use(await context.newPage(), browser);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
}

/** The antd message (toast) with this text appears. */
export async function expectMessage(page: Page, text: string): Promise<void> {
  await page
    .locator('.ant-message-notice', { hasText: text })
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 });
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

/** A new operator's first sign-in: the initial password is changed on the screen that insists on it. */
export async function firstSignIn(
  page: Page,
  username: string,
  initial: string,
  next: string,
): Promise<void> {
  await adminLogin(page, username, initial);
  await heading(page, '设置新密码');
  await page.getByLabel('当前密码').fill(initial);
  await page.getByLabel('新密码', { exact: true }).fill(next);
  await page.getByLabel('确认新密码').fill(next);
  await page.getByRole('button', { name: '修改并进入后台' }).click();
}

/**
 * A new operator of `role`, made by the first operator, signed in on a desktop page of its own (its
 * initial password changed on the way in) beside the first operator's: close it with its context.
 */
export async function newOperatorPage(browser: Browser, username: string, role: 'finance'): Promise<Page> {
  await operatorCall('POST', '/admin/api/operators', { username, password: NEW_OPERATOR_PASSWORD, role });
  const page = await (await desktopContext(browser)).newPage();
  await firstSignIn(page, username, NEW_OPERATOR_PASSWORD, CHANGED_OPERATOR_PASSWORD);
  await page.getByTestId('side-menu').waitFor();
  return page;
}

export async function adminLogout(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '登录', exact: true }).waitFor();
}

/** Menu groups several roles share, in menu order: money, and the players' screens. */
export const MONEY_MENU = [
  '存款审核',
  '取款审核',
  '存款记录',
  '取款记录',
  '余额调整',
  '账务核对',
  '支付通道',
  '收款账户',
  '汇率与提现',
];
export const PLAYER_MENU = ['会员查询', '限额与排除', '冷静期与自我排除', '存款上升'];
/** The 风控 group (risk and super roles). */
export const RISK_MENU = ['风控审核', '风控规则', '黑名单'];

/** The side menu's entries, in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  const menu = page.getByTestId('side-menu');
  await menu.waitFor();
  return (await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
}

/** Opens a screen from the side menu by its entry's name. */
export async function openMenu(page: Page, name: string): Promise<void> {
  await page.getByTestId('side-menu').getByRole('menuitem', { name }).click();
}

/** Types into a list's search box (found by its placeholder) and submits it with Enter. */
export async function searchList(page: Page, placeholder: string, text: string): Promise<void> {
  const box = page.getByPlaceholder(placeholder);
  await box.fill(text);
  await box.press('Enter');
}

/** With SHOTS_DIR=<dir>, saves the whole page as <dir>/<name>.png (for review); otherwise nothing. */
export async function saveShot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  // Finite transitions (drawers, modals) are finished and spinners stopped before the picture.
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

export async function heading(page: Page, text: string): Promise<Locator> {
  const h = page.getByRole('heading', { name: text, exact: true });
  await expect.poll(() => h.isVisible(), { timeout: 10_000 }).toBe(true);
  return h;
}

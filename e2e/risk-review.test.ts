import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import {
  adminLogout,
  expectMessage,
  firstSignIn,
  heading,
  menuEntries,
  openMenu,
} from './support/desktop.js';
import { operatorCall } from './support/operator.js';
import { CHANGED_OPERATOR_PASSWORD, NEW_OPERATOR_PASSWORD } from './support/operator-passwords.js';

/**
 * 风控审核 at 1440×900: a risk operator opens the queue, reads the reasons (with their figures) of
 * the demo's withdrawal the default rules sent there, and passes it; finance then finds it payable
 * in 取款审核. Screenshots of each screen go to /tmp/h4.
 */
const RUN = Date.now().toString(36).slice(-5);
const SHOTS = '/tmp/h4';
const PLAYER = 'taoxian66';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    baseURL: inject('baseURL'),
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  page = await context.newPage();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const shot = (name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });

async function signInAs(role: 'risk' | 'finance'): Promise<void> {
  const username = `${role}${RUN}`;
  await operatorCall('POST', '/admin/api/operators', { username, password: NEW_OPERATOR_PASSWORD, role });
  await firstSignIn(page, username, NEW_OPERATOR_PASSWORD, CHANGED_OPERATOR_PASSWORD);
  await page.getByTestId('side-menu').waitFor();
}

describe('风控审核', () => {
  it('a risk operator reads the reasons of a withdrawal in review and passes it', async () => {
    await signInAs('risk');
    expect(await menuEntries(page)).toEqual(expect.arrayContaining(['风控审核', '风控规则']));
    await openMenu(page, '风控审核');
    await heading(page, '风控审核');
    const row = page.locator('tr', { hasText: PLAYER });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('投注不足（疑似套现）');
    const text = await row.innerText();
    expect(text).toContain('有效投注 120.00 元 < 充值 500.00 元 × 1');
    expect(text).toContain('新绑定收款账户');
    expect(text).toContain('风险分 50');
    await shot('risk-review-queue');

    await row.getByRole('button', { name: '放行' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '放行' }).click();
    await expectMessage(page, '已放行，等待财务出款');
    await expect.poll(() => page.locator('tr', { hasText: PLAYER }).count()).toBe(0);

    await page.getByText('已放行', { exact: true }).click();
    await page.locator('tr', { hasText: PLAYER }).waitFor();
    await shot('risk-review-passed');

    await openMenu(page, '风控规则');
    await heading(page, '风控规则');
    await page.getByText('关联账户近期领奖或取款').waitFor();
    await shot('risk-rules');
    await adminLogout(page);
  });

  it('finance then finds it payable in 取款审核', async () => {
    await signInAs('finance');
    await openMenu(page, '取款审核');
    await heading(page, '取款审核');
    const row = page.locator('tr', { hasText: PLAYER });
    await row.waitFor();
    expect(await row.innerText()).toContain('风控已放行');
    await expect.poll(() => row.getByRole('button', { name: '已出款' }).isEnabled()).toBe(true);
    await shot('withdrawals-after-risk');
  });
});

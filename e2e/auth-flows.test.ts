import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TEST_CAPTCHA } from './support/browser.js';
import { withDb } from './support/db.js';
import {
  login as apiLogin,
  PASSWORD,
  phoneTests,
  register,
  uniqueName as nextName,
} from './support/players.js';

let page: Page;
const { open, expectToast, countCalls } = phoneTests((opened) => (page = opened));

/** A fresh username per call: 'p' + 4 run characters + 2 digits, 7 characters with letters and digits. */
const uniqueName = () => nextName('p');

const hash = () => page.evaluate(() => location.hash);
const token = () => page.evaluate(() => sessionStorage.getItem('token'));
const tabBar = () => page.locator('.adm-tab-bar');
const registerButton = () => page.getByRole('button', { name: '注册', exact: true });
const loginButton = () => page.getByRole('button', { name: '登录', exact: true });

/** Arranges an account through the API (the register form has its own tests). */
const registerViaApi = () => register('p', { realname: '李四' });

/** Arranges a session through the API and opens `path` with it, skipping the login screen and its toast. */
async function openAs(name: string, path: string): Promise<void> {
  await open(path, await apiLogin(name));
}

function setUserColumn(
  name: string,
  column: 'isblack' | 'status' | 'last_login_at',
  value: number | null,
): void {
  withDb((db) => db.prepare(`update users set ${column} = ? where username = ?`).run(value, name));
}

async function fillLogin(name: string, password: string, captcha: string): Promise<void> {
  await open('/login?type=0');
  await page.fill('input[name=username]', name);
  await page.fill('input[name=password]', password);
  await page.fill('input[name=captcha]', captcha);
}

async function login(name: string): Promise<void> {
  await fillLogin(name, PASSWORD, TEST_CAPTCHA);
  await loginButton().click();
  await expect.poll(hash).toBe('#/');
}

describe('register', () => {
  it('checks each field in the spec order, then the captcha and the name on the server', async () => {
    const calls = countCalls('/api/register');
    await open('/login?type=1');
    await page.fill('input[name=username]', 'abc');
    await page.fill('input[name=password]', 'abcdefgh');
    await page.fill('input[name=confirmPass]', 'different1');
    await page.fill('input[name=realname]', 'abc123');
    await page.fill('input[name=paypassword]', '12345');
    await page.getByTestId('adult-notice').getByText('我确认已年满18周岁').click();

    await registerButton().click();
    await expectToast('用户名长度不得低于6位，以字母和数字组合！');
    await page.fill('input[name=username]', uniqueName());
    await registerButton().click();
    await expectToast('密码长度最少8位！以字母和数字组合！');
    await page.fill('input[name=password]', PASSWORD);
    await registerButton().click();
    await expectToast('两次密码不一致！');
    await page.fill('input[name=confirmPass]', PASSWORD);
    await registerButton().click();
    await expectToast('姓名格式不正确，可以是中，英文名称！');
    await page.fill('input[name=realname]', '张三');
    await registerButton().click();
    await expectToast('支付密码长度需是6位！');
    await page.fill('input[name=paypassword]', '123456');
    await registerButton().click();
    await expectToast('请输入验证码！');
    // Every check so far ran in the browser.
    expect(calls.count).toBe(0);

    const firstImage = await page.getAttribute('img[alt=验证码]', 'src');
    await page.fill('input[name=captcha]', 'zz99');
    const newCaptcha = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/captcha');
    await registerButton().click();
    await expectToast('验证码错误！');
    await newCaptcha;
    expect(calls.count).toBe(1);
    expect(await page.inputValue('input[name=captcha]')).toBe('');
    await expect.poll(() => page.getAttribute('img[alt=验证码]', 'src')).not.toBe(firstImage);

    await page.fill('input[name=username]', 'demo888');
    await page.fill('input[name=captcha]', TEST_CAPTCHA);
    await registerButton().click();
    await expectToast('该用户名已被注册');
    expect(calls.count).toBe(2);
    expect(await hash()).toBe('#/login?type=1');
    expect(await token()).toBeNull();
  });

  it('registers and lands on home with the name and a zero balance, and a VIP0 badge on /mine', async () => {
    const name = uniqueName();
    await open('/login?type=1');
    await page.fill('input[name=username]', name);
    await page.fill('input[name=password]', PASSWORD);
    await page.fill('input[name=confirmPass]', PASSWORD);
    await page.fill('input[name=realname]', '王五');
    await page.fill('input[name=paypassword]', '654321');
    await page.fill('input[name=captcha]', TEST_CAPTCHA);
    // The 18+ confirmation is the player's own tick: without it nothing is sent.
    const calls = countCalls('/api/register');
    await registerButton().click();
    await expectToast('注册需确认您已年满18周岁');
    expect(calls.count).toBe(0);
    await page.getByTestId('adult-notice').getByText('我确认已年满18周岁').click();
    await registerButton().click();
    await expect.poll(hash).toBe('#/');
    const home = page.locator('[data-keep-alive="/"]');
    await home.getByText(name).waitFor();
    await home.getByText(/^¥\s*0\.00$/).waitFor();
    expect(await token()).not.toBeNull();

    await page.locator('.adm-tab-bar-item').nth(3).click();
    const badge = page.locator('img[alt=VIP0]');
    await badge.waitFor();
    expect(await badge.getAttribute('src')).toMatch(/img\/vip\/vip0\.svg$/);
    await expect.poll(() => badge.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

describe('logout from /setting', () => {
  it('asks first, ends the session on the server and here, then shows home to a visitor after 1 s', async () => {
    const name = await registerViaApi();
    await openAs(name, '/mine');
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
    const name = await registerViaApi();
    await page.route('**/api/logoff', (route) => route.abort());
    await openAs(name, '/setting');
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

describe('login', () => {
  it('refuses a wrong captcha and a wrong password, renewing the captcha each time', async () => {
    const name = await registerViaApi();
    await fillLogin(name, PASSWORD, 'zz99');
    await loginButton().click();
    await expectToast('验证码错误！');
    expect(await page.inputValue('input[name=captcha]')).toBe('');

    await page.fill('input[name=password]', 'wrong1234');
    await page.fill('input[name=captcha]', TEST_CAPTCHA);
    await loginButton().click();
    await expectToast('账号或密码错误');
    expect(await page.inputValue('input[name=captcha]')).toBe('');
    expect(await hash()).toBe('#/login?type=0');
    expect(await token()).toBeNull();
  });

  it('logs in to home with the name, and tells of the previous login when there was one', async () => {
    const name = await registerViaApi();
    setUserColumn(name, 'last_login_at', null);
    await login(name);
    await expectToast('登录成功');
    await page.locator('[data-keep-alive="/"]').getByText(name).waitFor();

    await login(name);
    await expectToast(/^登录成功\s*上次登录时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await page.locator('[data-keep-alive="/"]').getByText(name).waitFor();
  });

  it('refuses a blacklisted player', async () => {
    const name = await registerViaApi();
    setUserColumn(name, 'isblack', 1);
    await fillLogin(name, PASSWORD, TEST_CAPTCHA);
    await loginButton().click();
    await expectToast('您已被设为黑名单，暂不能登录，请联系管理员！');
    expect(await hash()).toBe('#/login?type=0');
    expect(await token()).toBeNull();
  });

  it('refuses a disabled player', async () => {
    const name = await registerViaApi();
    setUserColumn(name, 'status', 0);
    await fillLogin(name, PASSWORD, TEST_CAPTCHA);
    await loginButton().click();
    await expectToast('该用户已被禁用，请联系管理员！');
    expect(await hash()).toBe('#/login?type=0');
    expect(await token()).toBeNull();
  });

  it('signs out a player blacklisted during the session on the next visit', async () => {
    const name = await registerViaApi();
    await openAs(name, '/mine');
    // The badge is drawn from the fetched profile: the session is live.
    await page.locator('img[alt=VIP0]').waitFor();
    setUserColumn(name, 'isblack', 1);
    await page.reload();
    await page
      .locator('.adm-dialog-content', { hasText: '您已被设为黑名单，暂不能登录，请联系管理员！' })
      .waitFor();
    expect(await token()).toBeNull();
    await expect.poll(hash).toMatch(/^#\/login/);
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
    const name = await registerViaApi();
    await openAs(name, '/setting');
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

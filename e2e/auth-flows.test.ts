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
const { open, expectToast, countCalls, hash, token } = phoneTests((opened) => (page = opened));

/** A fresh username per call: 'p', 4 run characters and 2 digits, 7 characters of letters and digits. */
const uniqueName = () => nextName('p');

const registerButton = () => page.getByRole('button', { name: '注册', exact: true });
const loginButton = () => page.getByRole('button', { name: '登录', exact: true });

/** Arranges an account through the API (the register form has its own tests). */
const registerViaApi = () => register('p', { realname: '李四' });

/**
 * Arranges a session through the API and opens `path` with it, skipping the login screen and its
 * toast.
 */
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

describe('login', () => {
  it('signs in with the longest password registration accepts, typed into the login form', async () => {
    const name = uniqueName();
    const longest = 'abcd1234'.repeat(4);
    await open('/login?type=1');
    expect(await page.getAttribute('input[name=password]', 'placeholder')).toBe('8-32位字母和数字组合');
    await page.fill('input[name=password]', longest);
    await page.fill('input[name=confirmPass]', longest);
    await page.fill('input[name=username]', name);
    await page.fill('input[name=realname]', '王五');
    await page.fill('input[name=paypassword]', '654321');
    await page.fill('input[name=captcha]', TEST_CAPTCHA);
    await page.getByTestId('adult-notice').getByText('我确认已年满18周岁').click();
    await registerButton().click();
    await expect.poll(hash).toBe('#/');
    await page.evaluate(() => sessionStorage.clear());

    await fillLogin(name, longest, TEST_CAPTCHA);
    expect(await page.inputValue('input[name=password]')).toBe(longest);
    expect(await page.getAttribute('input[name=password]', 'placeholder')).toContain('8-32位');
    await loginButton().click();
    await expect.poll(hash).toBe('#/');
    expect(await token()).not.toBeNull();
  });

  it('refuses a wrong captcha and a wrong password, renewing the captcha each time', async () => {
    const name = await registerViaApi();
    await fillLogin(name, PASSWORD, 'zz99');
    await loginButton().click();
    await expectToast('验证码错误！');
    expect(await page.inputValue('input[name=captcha]')).toBe('');

    await page.fill('input[name=password]', 'wrong1234');
    await page.fill('input[name=captcha]', TEST_CAPTCHA);
    await loginButton().click();
    // The lock comes after 5 failures; the player is told how many tries are left.
    await expectToast('账号或密码错误，还可尝试4次');
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

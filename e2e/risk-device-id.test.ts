import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TEST_CAPTCHA } from './support/browser.js';
import { withDb } from './support/db.js';
import { PASSWORD, phoneTests, uniqueName } from './support/players.js';

let page: Page;
const { open, hash, token } = phoneTests((opened) => (page = opened));

/** Every API call the page makes, with the X-Device-Id it carried ('' when none). */
function watchApiCalls() {
  const calls: Array<{ path: string; device: string }> = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) calls.push({ path, device: request.headers()['x-device-id'] ?? '' });
  });
  return calls;
}
/** The first test's phone's id. */
let firstPhone: string | null = null;
const storedId = () => page.evaluate(() => localStorage.getItem('risk_device_id'));

describe('the device id', () => {
  it('is created once and sent on every call: register, logout, login, deposit page, reload', async () => {
    const calls = watchApiCalls();
    const name = uniqueName('d');
    await open('/login?type=1');
    await page.fill('input[name=username]', name);
    await page.fill('input[name=password]', PASSWORD);
    await page.fill('input[name=confirmPass]', PASSWORD);
    await page.fill('input[name=realname]', '王五');
    await page.fill('input[name=paypassword]', '654321');
    await page.fill('input[name=captcha]', TEST_CAPTCHA);
    await page.getByTestId('adult-notice').getByText('我确认已年满18周岁').click();
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await expect.poll(hash).toBe('#/');
    await page.locator('[data-keep-alive="/"]').getByText(name).waitFor();
    const id = await storedId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    firstPhone = id;

    // Logout: the session goes, the device id stays.
    await open('/setting', await token());
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.locator('.adm-dialog-body').getByRole('button', { name: '确定' }).click();
    await expect.poll(token).toBeNull();
    expect(await storedId()).toBe(id);

    await open('/login?type=0');
    await page.fill('input[name=username]', name);
    await page.fill('input[name=password]', PASSWORD);
    await page.fill('input[name=captcha]', TEST_CAPTCHA);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(hash).toBe('#/');
    const payWays = () => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/get_pay_way');
    const opened = payWays();
    await page.goto('/#/wallet');
    await opened;
    const reloaded = payWays();
    await page.reload();
    await reloaded;
    expect(await storedId()).toBe(id);

    const paths = new Set(calls.map((c) => c.path));
    for (const path of ['/api/register', '/api/balance', '/api/logoff', '/api/login_pc', '/api/get_pay_way'])
      expect(paths, path).toContain(path);
    expect(calls.filter((c) => c.device !== id)).toEqual([]);

    // The server kept it with the registration and the sign-in.
    const kept = withDb((db) =>
      db
        .prepare(
          'select s.event, s.device_id from risk_signals s join users u on u.id = s.user_id ' +
            'where u.username = ? order by s.id',
        )
        .all(name),
    );
    expect(kept).toEqual([
      { event: 'register', device_id: id },
      { event: 'login', device_id: id },
    ]);
  });

  it('differs on another phone (a fresh browser profile)', async () => {
    await open('/');
    await expect.poll(storedId).not.toBeNull();
    expect(await storedId()).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storedId()).not.toBe(firstPhone);
  });

  it('is the same one the agent console sends from this browser', async () => {
    await open('/');
    await expect.poll(storedId).not.toBeNull();
    const id = await storedId();
    // The console's sign-in page asks for the site's name through the shared client.
    const fromConsole = page.waitForRequest(
      (r) => new URL(r.url()).pathname.startsWith('/api/') && r.frame().url().includes('/agent/'),
    );
    await page.goto('/agent/');
    expect((await fromConsole).headers()['x-device-id']).toBe(id);
  });
});

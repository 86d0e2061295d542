import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from './support/browser.js';
import { adminLogin, desktopContext, expectMessage, heading } from './support/desktop.js';
import { operatorCall } from './support/operator.js';
import { PAY_PASSWORD, REALNAME, openAs, post, registerAndLogin } from './support/players.js';
import { ADMIN_PASSWORD } from './support/operator-passwords.js';

/**
 * The catalogue screens at 1280x800: an operator hides a game and marks another hot, changes a
 * deposit channel's range and switches the red packet campaign, and the player site follows.
 * Everything changed here is global to the shared server: afterAll puts it back through the API.
 */
const HIDDEN = { code: 'golden-toad', name: '金蟾捕鱼' };
const HOT = { code: 'shark-hunt', name: '深海狂鲨' };

interface Envelope<T = any> {
  code: number;
  message: string;
  data: T;
}
interface AdminGame {
  id: number;
  game_code: string;
  app_state: number;
  hot: number;
}
interface PlayerGame {
  game_code: string;
  app_state: number;
  hot: number;
}

let browser: Browser;
let desk: BrowserContext;
let phone: BrowserContext;
let page: Page;
let restore: Array<[string, unknown]> = [];

async function adminGame(code: string): Promise<AdminGame> {
  const list = await operatorCall<{ data: AdminGame[] }>('GET', `/admin/api/games?q=${code}`);
  return list.data.find((g) => g.game_code === code)!;
}

async function playerGame(code: string): Promise<PlayerGame | undefined> {
  const list = (await (await fetch(`${inject('baseURL')}/api/game/list?category=`)).json()) as Envelope<
    PlayerGame[]
  >;
  return list.data.find((g) => g.game_code === code);
}

const menu = (label: string) => page.getByTestId('side-menu').getByRole('menuitem', { name: label }).click();

beforeAll(async () => {
  // Settles the first operator's password (initial or already changed) before the browser uses it.
  await operatorCall('GET', '/admin/api/me');
  const [hidden, hot] = [await adminGame(HIDDEN.code), await adminGame(HOT.code)];
  const channel = (
    await operatorCall<{
      data: Array<{ key: string; enabled: number; min: string; max: string; sort: number }>;
    }>('GET', '/admin/api/pay-channels')
  ).data.find((c) => c.key === 'wechat')!;
  const redpacket = await operatorCall<object>('GET', '/admin/api/redpacket');
  restore = [
    [`/admin/api/games/${hidden.id}`, { app_state: hidden.app_state, hot: hidden.hot }],
    [`/admin/api/games/${hot.id}`, { app_state: hot.app_state, hot: hot.hot }],
    [
      '/admin/api/pay-channels/wechat',
      { enabled: channel.enabled, min: channel.min, max: channel.max, sort: channel.sort },
    ],
    ['/admin/api/redpacket', redpacket],
  ];
  browser = await launchBrowser();
  desk = await desktopContext(browser);
  phone = await phoneContext(browser);
  page = await desk.newPage();
  await adminLogin(page, 'admin', ADMIN_PASSWORD);
  await page.getByTestId('side-menu').waitFor();
});

afterAll(async () => {
  for (const [path, body] of restore) {
    await operatorCall('PUT', path, body).catch((error: unknown) =>
      console.error(`restore ${path}: ${String(error)}`),
    );
  }
  await desk?.close();
  await phone?.close();
  await browser?.close();
});

describe('back office: catalogue', () => {
  it('hides a game and marks another hot; the player catalogue and home page follow', async () => {
    await menu('游戏列表');
    await heading(page, '游戏列表');
    const search = page.getByPlaceholder('搜索游戏名称或代码');

    await search.fill(HIDDEN.name);
    await search.press('Enter');
    const hiddenRow = page.locator('tr', { hasText: HIDDEN.code });
    await expect.poll(() => page.locator('tbody tr.ant-table-row').count()).toBe(1);
    await hiddenRow.getByRole('switch', { name: `${HIDDEN.name}显示` }).click();
    await expectMessage(page, `${HIDDEN.name}已隐藏`);
    await hiddenRow.getByText('隐藏', { exact: true }).waitFor();

    await search.fill(HOT.code);
    await search.press('Enter');
    const hotRow = page.locator('tr', { hasText: HOT.code });
    await hotRow.waitFor();
    await hotRow.getByRole('switch', { name: `${HOT.name}热门` }).click();
    await expectMessage(page, `${HOT.name}已设为热门`);
    await page.screenshot({ path: '/tmp/c2/games-page.png' });

    expect(await playerGame(HIDDEN.code)).toMatchObject({ app_state: 0 });
    expect(await playerGame(HOT.code)).toMatchObject({ app_state: 1, hot: 1 });

    const player = await phone.newPage();
    await openAs(player, null, '/');
    await player.getByRole('tab', { name: '电子', exact: true }).click();
    const hotList = player.getByRole('list', { name: '热门游戏' });
    await hotList.getByText(HOT.name).waitFor();
    await player.getByRole('list', { name: '游戏列表' }).getByText('捕鱼大亨').waitFor();
    expect(await player.getByRole('list', { name: '游戏列表' }).getByText(HIDDEN.name).count()).toBe(0);
    await player.close();
  });

  it("changes a deposit channel's range; the player's deposit panel shows the new range", async () => {
    await menu('支付通道');
    await heading(page, '支付通道');
    const row = page.locator('tr', { hasText: 'wechat' });
    await row.getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog', { name: /编辑通道/ });
    await dialog.getByLabel('单笔最低（元）').fill('300');
    await dialog.getByLabel('单笔最高（元）').fill('200');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.getByText('最高金额不能低于最低金额').waitFor();
    await dialog.getByLabel('单笔最高（元）').fill('8000');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expectMessage(page, '微信支付已保存：300-8000 元');
    await row.getByText('¥8,000.00').waitFor();
    await page.screenshot({ path: '/tmp/c2/pay-channels-page.png' });

    const { token } = await registerAndLogin('c');
    const bound = await post(
      '/api/bindcard',
      {
        bank: '中国工商银行',
        bank_no: `62220${Date.now()}`.slice(0, 19),
        bank_owner: REALNAME,
        bank_address: '上海浦东支行',
        pay_pass: PAY_PASSWORD,
      },
      token,
    );
    expect(bound.code).toBe(200);
    const player = await phone.newPage();
    await openAs(player, token, '/wallet');
    await player.locator('[data-channel=wxpay]').click();
    const panel = player.getByTestId('deposit-panel');
    await panel.getByText('单笔限额 300.00 - 8,000.00 元').waitFor();
    await player.close();
  });

  it('refuses markup in a receiving account and changes nothing', async () => {
    await menu('收款账户');
    await heading(page, '收款账户');
    const before = (await operatorCall<{ total: number }>('GET', '/admin/api/pay-banks')).total;
    await page.getByRole('button', { name: '新增收款账户' }).click();
    const dialog = page.getByRole('dialog', { name: '新增收款账户' });
    await dialog.getByLabel('银行名称').fill('中国银行');
    await dialog.getByLabel('收款账号').fill('6217 0000 1111 2222');
    await dialog.getByLabel('收款人').fill('<img src=x onerror=alert(1)>');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expectMessage(page, '内容不能包含 HTML 标签或脚本，请修改后再提交');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    expect((await operatorCall<{ total: number }>('GET', '/admin/api/pay-banks')).total).toBe(before);
  });

  it('switches the red packet campaign off and on again; the player site follows', async () => {
    await menu('红包规则');
    await heading(page, '红包规则');
    const toggle = page.getByRole('switch', { name: '红包活动开关' });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expectMessage(page, '红包规则已保存，活动关闭');
    expect((await post('/api/app')).data.redpacket_switch).toBe(0);
    await page.screenshot({ path: '/tmp/c2/redpacket-page.png', fullPage: true });

    await toggle.click();
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expectMessage(page, '红包规则已保存，活动开启');
    expect((await post('/api/app')).data.redpacket_switch).toBe(1);
  });
});

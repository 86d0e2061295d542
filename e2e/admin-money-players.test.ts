import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { withDb } from './support/db.js';
import {
  adminLogin,
  desktopTests,
  expectMessage,
  heading,
  newOperatorPage,
  openMenu,
  saveShot,
  searchList,
} from './support/desktop.js';
import { MSG } from '@app/shared';
import {
  bindBankCard,
  PAY_PASSWORD,
  fund,
  login,
  post,
  registerAndLogin,
  requestBankDeposit,
} from './support/players.js';
import { ADMIN_PASSWORD } from './support/operator-passwords.js';

/**
 * The money and players screens at a desktop viewport: a bank deposit credited from the queue
 * (the player's balance grows), a withdrawal refused (the money comes back), a player found and
 * opened, forced out, disabled and blacklisted (their session ends, login is refused), and an
 * adjustment above the threshold that only a second operator can approve.
 * SHOTS_DIR=<dir> also saves screenshots of each screen.
 */
const RUN = Date.now().toString(36).slice(-5);
const FINANCE = `fa${RUN}`;

let browser: Browser;
let page: Page;
let player: { token: string; name: string; id: number; cardNo: string };

const balance = async (token: string) =>
  (await post<{ balance: string }>('/api/balance', {}, token)).data?.balance;
const latestOrder = async (token: string, type: 1 | 2) =>
  (await post<{ data: { out_trade_no: string }[] }>('/api/gettransrecord', { type, date: 1, page: 1 }, token))
    .data.data[0]!.out_trade_no;
const search = (p: Page, username: string) => searchList(p, '会员账号', username);

desktopTests((opened, launched) => {
  page = opened;
  browser = launched;
});

beforeAll(async () => {
  const { token, name } = await registerAndLogin('m');
  const cardNo = await bindBankCard(token);
  await fund(token, '100');
  const me = await post<{ id: number }>('/api/user', {}, token);
  player = { token, name, id: me.data.id, cardNo };

  await adminLogin(page, 'admin', ADMIN_PASSWORD);
  // The first operator lands on the first screen of the menu, whichever that is.
  await page.getByTestId('side-menu').waitFor();
});

describe('money queues and history', () => {
  it('credits a bank deposit from the queue, the player’s context beside it; the balance grows', async () => {
    const depositNo = await requestBankDeposit(player.token, '500');
    expect(await balance(player.token)).toBe('100.00');

    await openMenu(page, '存款审核');
    await heading(page, '存款审核');
    await search(page, player.name);
    const row = page.locator('tr', { hasText: depositNo });
    await row.getByText('¥500.00').waitFor();
    const cell = row.getByTestId('player-cell');
    await expect.poll(() => cell.innerText()).toContain('余额 ¥100.00');
    // The reviewer opens the player's context: balance, turnover still owed, the deposit before.
    await cell.getByRole('button', { name: player.name }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText(`会员资料 · ${player.name}`).waitFor();
    await drawer.getByText('剩余打码量').waitFor();
    await drawer.getByText('已入账').first().waitFor();
    await drawer.getByText(`**** ${player.cardNo.slice(-4)}`).waitFor();
    await saveShot(page, 'deposit-queue-context');
    await page.keyboard.press('Escape');
    await drawer.getByText(`会员资料 · ${player.name}`).waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: '入账' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认入账' }).click();
    await expectMessage(page, `订单 ${depositNo} 已入账`);
    await row.waitFor({ state: 'detached' });
    expect(await balance(player.token)).toBe('600.00');

    await openMenu(page, '存款记录');
    await heading(page, '存款记录');
    await search(page, player.name);
    const handled = page.locator('tr', { hasText: depositNo });
    await handled.getByText('已入账').waitFor();
    await handled.getByText('admin', { exact: true }).waitFor();
    await saveShot(page, 'deposit-history');
  });

  it('refuses a withdrawal with a reason; the amount goes back to the player', async () => {
    withDb((db) =>
      db.prepare('update player_turnover set required_fen = 0 where user_id = ?').run(player.id),
    );
    const cards = await post<{ id: number }[]>('/api/getcard', { type: 1 }, player.token);
    const withdrawn = await post(
      '/api/withdraw',
      { amount: '300', bank: cards.data[0]!.id, password: PAY_PASSWORD },
      player.token,
    );
    expect(withdrawn.message).toBe('提交成功，等待后台审核');
    const orderNo = await latestOrder(player.token, 2);
    expect(await balance(player.token)).toBe('300.00');

    await openMenu(page, '取款审核');
    await heading(page, '取款审核');
    await search(page, player.name);
    const row = page.locator('tr', { hasText: orderNo });
    await expect.poll(() => row.getByTestId('player-cell').innerText()).toContain('余额 ¥300.00');
    await saveShot(page, 'withdrawal-queue');
    await row.getByRole('button', { name: '拒绝' }).click();
    const dialog = page.getByRole('dialog', { name: '拒绝取款' });
    await dialog.getByLabel('拒绝原因').fill('收款信息有误');
    await dialog.getByRole('button', { name: '拒绝并退回' }).click();
    await expectMessage(page, '已拒绝，金额已退回会员钱包');
    await row.waitFor({ state: 'detached' });
    expect(await balance(player.token)).toBe('600.00');

    await openMenu(page, '取款记录');
    await heading(page, '取款记录');
    await search(page, player.name);
    const handled = page.locator('tr', { hasText: orderNo });
    await handled.getByText('已拒绝退回').waitFor();
    await handled.getByText('收款信息有误').waitFor();
  });
});

describe('players', () => {
  it('finds a player by account prefix, opens the detail: wallets, masked card, ledger, logins', async () => {
    await openMenu(page, '会员查询');
    await heading(page, '会员查询');
    await page.getByPlaceholder('账号', { exact: true }).fill(player.name.slice(0, 6));
    await page.getByRole('button', { name: '查询' }).click();
    const row = page.locator('tr', { hasText: player.name });
    await row.getByText('¥600.00').waitFor();
    await saveShot(page, 'players-search');
    await row.getByRole('link', { name: player.name }).click();

    await heading(page, `会员详情 · ${player.name}`);
    await page.getByText('中心钱包').first().waitFor();
    await page.getByText(`**** ${player.cardNo.slice(-4)}`).waitFor();
    expect(await page.content()).not.toContain(player.cardNo.slice(0, 8));
    const ledger = page.getByRole('tabpanel');
    await ledger.getByText('取款退回').waitFor();
    await ledger.getByText('存款入账').first().waitFor();
    await saveShot(page, 'player-detail');
    await page.getByRole('tab', { name: '登录记录' }).click();
    await page.getByRole('tabpanel').getByText('127.0.0.1').first().waitFor();
  });

  it('flags a player whose saved birthday says under 18, and says no money leaves the account', async () => {
    const minor = await registerAndLogin('u');
    const id = (await post<{ id: number }>('/api/user', {}, minor.token)).data.id;
    withDb((db) => db.prepare('update users set birthday = ? where id = ?').run('2012-03-01', id));
    await page.goto(`/admin/#/players/${id}`);
    await heading(page, `会员详情 · ${minor.name}`);
    await page.getByText('生日显示未满18周岁').waitFor();
    await page.getByText('未满18周岁', { exact: true }).waitFor();
    await saveShot(page, 'player-under-age');
  });

  it('forces out, disables, blacklists a player: each time the session ends, login is refused', async () => {
    const other = await registerAndLogin('x');
    const id = (await post<{ id: number }>('/api/user', {}, other.token)).data.id;
    expect((await post('/api/balance', {}, other.token)).code).toBe(200);
    await page.goto(`/admin/#/players/${id}`);
    await heading(page, `会员详情 · ${other.name}`);

    await page.getByRole('button', { name: '强制下线' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '强制下线' }).click();
    await expectMessage(page, '已强制下线，结束 1 个会话');
    expect((await post('/api/balance', {}, other.token)).code).toBe(401);

    const again = await login(other.name);
    await page.getByRole('button', { name: '更多操作' }).click();
    await page.getByRole('menuitem', { name: '禁用账号' }).click();
    const disable = page.getByRole('dialog', { name: '禁用账号' });
    await disable.getByRole('button', { name: '禁用' }).click();
    await disable.getByText('请填写操作原因').waitFor();
    await disable.getByLabel('操作原因').fill('会员本人申请');
    await disable.getByRole('button', { name: '禁用' }).click();
    await expectMessage(page, '已禁用，该会员已被强制下线');
    await page.getByText('该会员不能登录，原有会话已结束。').waitFor();
    expect((await post('/api/balance', {}, again)).code).toBe(401);
    await expect(login(other.name)).rejects.toThrow(MSG.disabled);

    await page.getByRole('button', { name: '更多操作' }).click();
    await page.getByRole('menuitem', { name: '启用账号' }).click();
    await page.getByRole('dialog', { name: '启用账号' }).getByRole('button', { name: '启用' }).click();
    await expectMessage(page, '已启用');
    const third = await login(other.name);

    await page.getByRole('button', { name: '加入黑名单' }).click();
    const black = page.getByRole('dialog', { name: '加入黑名单' });
    await black.getByLabel('操作原因').fill('多账号套利');
    await black.getByRole('button', { name: '加入黑名单' }).click();
    await expectMessage(page, '已加入黑名单，该会员已被强制下线');
    await black.waitFor({ state: 'hidden' });
    await page.getByText('黑名单', { exact: true }).first().waitFor();
    await saveShot(page, 'player-blacklisted');
    expect((await post('/api/balance', {}, third)).code).toBe(401);
    await expect(login(other.name)).rejects.toThrow(MSG.blacklisted);
  });
});

describe('balance adjustments', () => {
  it('posts a small one at once; one above the threshold waits for another operator’s approval', async () => {
    await openMenu(page, '余额调整');
    await heading(page, '余额调整');
    const create = async (amount: string, reason: string, note: string) => {
      await page.getByRole('button', { name: '新建调整' }).click();
      const dialog = page.getByRole('dialog', { name: '新建余额调整' });
      await dialog.getByLabel('会员账号').fill(player.name);
      await dialog.getByLabel('金额（元）').fill(amount);
      await dialog.getByLabel('调整原因').click();
      await page.locator('.ant-select-item-option', { hasText: reason }).click();
      await dialog.getByLabel('备注').fill(note);
      return dialog;
    };

    const small = await create('200', '活动补发', '周末活动补发');
    await small.getByRole('button', { name: '提交调整' }).click();
    await expectMessage(page, '已调整，会员当前余额 ¥800.00');
    expect(await balance(player.token)).toBe('800.00');

    const large = await create('1500', '系统补单', '银行到账未入账，补单');
    await large.getByText('金额超过复核额度').waitFor();
    await saveShot(page, 'adjustment-form');
    await large.getByRole('button', { name: '提交调整' }).click();
    const info = page.getByRole('dialog', { name: '已提交复核' });
    await info.waitFor();
    await info.getByRole('button').click();
    expect(await balance(player.token)).toBe('800.00');
    const pending = page.locator('tr', { hasText: '银行到账未入账，补单' });
    // The requester cannot approve their own.
    expect(await pending.getByRole('button', { name: '通过' }).isDisabled()).toBe(true);
    await saveShot(page, 'adjustments-pending');

    const finance = await newOperatorPage(browser, FINANCE, 'finance');
    await openMenu(finance, '余额调整');
    await heading(finance, '余额调整');
    const row = finance.locator('tr', { hasText: '银行到账未入账，补单' });
    await row.getByText('admin').waitFor();
    await row.getByRole('button', { name: '通过' }).click();
    await finance.getByRole('dialog').getByRole('button', { name: '通过并入账' }).click();
    await expectMessage(finance, '已入账，会员当前余额 ¥2300.00');
    await row.waitFor({ state: 'detached' });
    expect(await balance(player.token)).toBe('2300.00');

    await finance.getByText('全部记录').click();
    const posted = finance.locator('tr', { hasText: '银行到账未入账，补单' });
    await posted.getByText(FINANCE).waitFor();
    await posted.getByText('已入账').waitFor();
    await saveShot(finance, 'adjustments-all');
    await finance.context().close();
  });
});

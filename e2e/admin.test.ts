import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { OPERATOR_PASSWORD_MSG } from '@app/shared';
import { launchBrowser } from './support/browser.js';
import { withDb } from './support/db.js';
import {
  adminLogin,
  adminLogout,
  desktopContext,
  expectMessage,
  heading,
  menuEntries,
} from './support/desktop.js';
import { operatorCall } from './support/operator.js';
import {
  PAY_PASSWORD,
  REALNAME,
  fund,
  post,
  registerAndLogin,
  requestBankDeposit,
} from './support/players.js';
import {
  ADMIN_PASSWORD,
  CHANGED_OPERATOR_PASSWORD,
  NEW_OPERATOR_PASSWORD,
} from './support/operator-passwords.js';

/**
 * The back office at a desktop viewport: the first operator creates a finance operator, who
 * changes the initial password, enrols an authenticator and signs in with it, then works the
 * deposit and withdrawal queues; a support operator sees no money screens and is refused by the
 * server. The first operator's password may already have been changed by another test file
 * (support/operator.ts does it once per run), so the API helper settles it before the browser logs in.
 */
/** Menu groups several roles share, in menu order. */
const MONEY_MENU = [
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
const PLAYER_MENU = ['会员查询', '限额与排除', '冷静期与自我排除', '存款上升'];
const RUN = Date.now().toString(36).slice(-5);
const FINANCE = `fin${RUN}`;
const SUPPORT = `sup${RUN}`;
const INITIAL = NEW_OPERATOR_PASSWORD;
const FINANCE_PASSWORD = CHANGED_OPERATOR_PASSWORD;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let totpSecret = '';

const totpAt = (timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(totpSecret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp,
  });
const totpNow = () => totpAt(Date.now());
/** Each code works once, the enrolment code included: the next step's code (one step of drift is allowed). */
const totpNext = () => totpAt(Date.now() + 30_000);
const groupDigits = (v: string) => v.replace(/(\d{4})(?=\d)/g, '$1 ');

async function balance(token: string): Promise<string> {
  return (await post<{ balance: string }>('/api/balance', {}, token)).data.balance;
}

beforeAll(async () => {
  // Settles the first operator's password (initial or already changed) before the browser uses it.
  await operatorCall('GET', '/admin/api/me');
  browser = await launchBrowser();
  context = await desktopContext(browser);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('back office', () => {
  it('a refused sign-in answered at once leaves the sign-in button as it was', async () => {
    // The answer comes back within a frame of the press; antd's own busy icon then stayed in the
    // button for good, invisible but named "loading", and the button was no longer "登录".
    const own = await desktopContext(browser);
    try {
      const p = await own.newPage();
      await p.route('**/admin/api/login', (route) =>
        route.fulfill({ json: { code: 400, message: '账号或密码错误', data: null } }),
      );
      await p.goto('/admin/#/login');
      const button = p.getByRole('button', { name: '登录', exact: true });
      for (const username of ['nobody1', 'nobody2', 'nobody3']) {
        await p.getByLabel('账号').fill(username);
        await p.getByLabel('密码', { exact: true }).fill('wrong-password');
        await button.click();
        await p.getByRole('alert').getByText('账号或密码错误').waitFor();
        await expect.poll(() => button.count()).toBe(1);
        // Away and back: the sign-in screen is drawn afresh, as after a sign-out.
        await p.goto('/admin/#/');
        await p.goto('/admin/#/login');
      }
    } finally {
      await own.close();
    }
  });

  it('the first operator logs in and creates a finance operator', async () => {
    await adminLogin(page, 'admin', ADMIN_PASSWORD);
    await heading(page, '经营概览');
    expect(await menuEntries(page)).toEqual([
      '经营概览',
      ...MONEY_MENU,
      ...PLAYER_MENU,
      ...['客服会话', '发送站内信', '代理申请'],
      ...['活动管理', '活动申请审核', 'VIP等级', '红包规则'],
      ...['文章管理', '轮播图', '公告与通知', '首页弹窗', '站点设置'],
      ...['游戏平台', '游戏列表'],
      ...['审计日志', '操作员', '账号安全'],
    ]);
    // The operator token has its own key; the player's `token` stays untouched.
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('token'),
        sessionStorage.getItem('admin_token')?.length,
      ]),
    ).toEqual([null, 43]);

    await page.getByTestId('side-menu').getByRole('menuitem', { name: '操作员' }).click();
    await heading(page, '操作员');
    await page.getByRole('button', { name: '新建操作员' }).click();
    const dialog = page.getByRole('dialog', { name: '新建操作员' });
    await dialog.getByLabel('账号').fill(FINANCE);
    await dialog.getByLabel('初始密码').fill('short');
    await dialog.getByRole('button', { name: '创建' }).click();
    await dialog.getByText(OPERATOR_PASSWORD_MSG.tooShort).waitFor();
    // Long enough, but among the leaked passwords the console's estimate knows (loaded on demand).
    await dialog.getByLabel('初始密码').fill('Password1234');
    await dialog.getByText(OPERATOR_PASSWORD_MSG.weak).waitFor();
    await dialog.getByLabel('初始密码').fill(INITIAL);
    await dialog.getByLabel('角色').click();
    await page.locator('.ant-select-item-option', { hasText: '财务' }).click();
    await dialog.getByRole('button', { name: '创建' }).click();
    await expectMessage(page, `已创建操作员 ${FINANCE}`);
    const row = page.locator('tr', { hasText: FINANCE });
    await row.getByText('财务').waitFor();
    await row.getByText('未启用').waitFor();
    await adminLogout(page);
  });

  it('the finance operator changes the initial password, enrols TOTP and signs in with it', async () => {
    await adminLogin(page, FINANCE, INITIAL);
    await heading(page, '设置新密码');
    await page.getByLabel('当前密码').fill(INITIAL);
    await page.getByLabel('新密码', { exact: true }).fill(FINANCE_PASSWORD);
    await page.getByLabel('确认新密码').fill(FINANCE_PASSWORD);
    await page.getByRole('button', { name: '修改并进入后台' }).click();
    await heading(page, '经营概览');
    expect(await menuEntries(page)).toEqual(['经营概览', ...MONEY_MENU, ...PLAYER_MENU, '账号安全']);

    await page.getByTestId('side-menu').getByRole('menuitem', { name: '账号安全' }).click();
    await page.getByRole('button', { name: '开始绑定' }).click();
    await page.getByTestId('totp-qr').waitFor();
    totpSecret = (await page.getByTestId('totp-secret').innerText()).replace(/[^A-Z2-7]/g, '');
    expect(totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('验证码').fill(totpNow());
    await page.getByRole('button', { name: '确认启用' }).click();
    await page.getByText('动态验证码已启用').waitFor();
    await adminLogout(page);

    // Password alone is no longer enough; the code from the authenticator is.
    await adminLogin(page, FINANCE, FINANCE_PASSWORD);
    await page.getByText('该账号已启用动态验证码，请输入').waitFor();
    await page.getByLabel('动态验证码').fill(totpNext());
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await heading(page, '经营概览');
    expect(
      (await operatorCall<{ username: string; totp_enabled: number }[]>('GET', '/admin/api/operators')).find(
        (o) => o.username === FINANCE,
      )?.totp_enabled,
    ).toBe(1);
  });

  it('the finance operator credits a bank deposit and refuses a withdrawal from the queues', async () => {
    // A player with 1,000.00, a withdrawal of 300.00 waiting and a bank deposit of 500.00 waiting.
    const { token } = await registerAndLogin('a');
    const cardNo = `6222${randomBytes(8).readBigUInt64BE().toString().padStart(15, '0').slice(-15)}`;
    const bound = await post(
      '/api/bindcard',
      {
        bank: '中国工商银行',
        bank_no: cardNo,
        bank_owner: REALNAME,
        bank_address: '上海浦东支行',
        pay_pass: PAY_PASSWORD,
      },
      token,
    );
    expect(bound.code).toBe(200);
    await fund(token, '1000');
    const me = await post<{ id: number }>('/api/user', {}, token);
    // The deposit's turnover requirement would hold the withdrawal back; this test is about the review.
    withDb((db) =>
      db.prepare('update player_turnover set required_fen = 0 where user_id = ?').run(me.data.id),
    );
    const cards = await post<{ id: number }[]>('/api/getcard', { type: 1 }, token);
    const withdrawn = await post(
      '/api/withdraw',
      { amount: '300', bank: cards.data[0]!.id, password: PAY_PASSWORD },
      token,
    );
    expect(withdrawn.message).toBe('提交成功，等待后台审核');
    const orderNo = (
      await post<{ data: { out_trade_no: string }[] }>(
        '/api/gettransrecord',
        { type: 2, date: 1, page: 1 },
        token,
      )
    ).data.data[0]!.out_trade_no;
    const depositNo = await requestBankDeposit(token, '500');
    expect(await balance(token)).toBe('700.00');

    await page.getByTestId('side-menu').getByRole('menuitem', { name: '存款审核' }).click();
    await page.reload();
    const deposit = page.locator('tr', { hasText: depositNo });
    await deposit.getByText('¥500.00').waitFor();
    await deposit.getByText(`会员ID ${me.data.id}`).waitFor();
    await deposit.getByRole('button', { name: '入账' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认入账' }).click();
    await expectMessage(page, `订单 ${depositNo} 已入账`);
    await deposit.waitFor({ state: 'detached' });
    expect(await balance(token)).toBe('1200.00');

    await page.getByTestId('side-menu').getByRole('menuitem', { name: '取款审核' }).click();
    await heading(page, '取款审核');
    const withdrawal = page.locator('tr', { hasText: orderNo });
    // Finance pays out by hand: the whole card number, holder and branch are on the row.
    const target = withdrawal.getByTestId('withdrawal-target');
    await target.getByText(groupDigits(cardNo)).waitFor();
    await target.getByText(REALNAME).waitFor();
    await target.getByText('上海浦东支行').waitFor();
    await withdrawal.getByRole('button', { name: '拒绝' }).click();
    const dialog = page.getByRole('dialog', { name: '拒绝取款' });
    await dialog.getByRole('button', { name: '拒绝并退回' }).click();
    await dialog.getByText('请填写拒绝原因').waitFor();
    await dialog.getByLabel('拒绝原因').fill('银行卡信息有误');
    await dialog.getByRole('button', { name: '拒绝并退回' }).click();
    await expectMessage(page, '已拒绝，金额已退回会员钱包');
    await withdrawal.waitFor({ state: 'detached' });
    expect(await balance(token)).toBe('1500.00');
    const record = (
      await post<{ data: { out_trade_no: string; state: number }[] }>(
        '/api/gettransrecord',
        { type: 2, date: 1, page: 1 },
        token,
      )
    ).data.data.find((r) => r.out_trade_no === orderNo);
    expect(record?.state).toBe(3); // rejected
    await adminLogout(page);
  });

  it('a support operator sees no money screens, and the server refuses money calls', async () => {
    await operatorCall('POST', '/admin/api/operators', {
      username: SUPPORT,
      password: INITIAL,
      role: 'support',
    });
    await adminLogin(page, SUPPORT, INITIAL);
    await heading(page, '设置新密码');
    await page.getByLabel('当前密码').fill(INITIAL);
    await page.getByLabel('新密码', { exact: true }).fill(CHANGED_OPERATOR_PASSWORD);
    await page.getByLabel('确认新密码').fill(CHANGED_OPERATOR_PASSWORD);
    await page.getByRole('button', { name: '修改并进入后台' }).click();
    await heading(page, '存款记录');
    const entries = await menuEntries(page);
    // Support reads money (to answer players) but reviews and adjusts nothing.
    expect(entries).toEqual([
      ...['存款记录', '取款记录', '账务核对'],
      ...PLAYER_MENU,
      ...['客服会话', '发送站内信', '代理申请', '账号安全'],
    ]);
    expect(entries).not.toContain('存款审核');

    // A typed address shows a refusal, not the queue.
    await page.goto('/admin/#/money/deposits');
    await page.getByText('没有权限', { exact: true }).waitFor();

    const token = await page.evaluate(() => sessionStorage.getItem('admin_token'));
    const call = async (method: string, path: string, body?: object) => {
      const response = await fetch(`${inject('baseURL')}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: (await response.json()) as { code: number; message: string } };
    };
    const approve = await call('POST', '/admin/api/deposits/1/approve');
    expect(approve.status).toBe(403);
    expect(approve.body).toMatchObject({ code: 403, message: '没有权限执行此操作' });
    expect((await call('POST', '/admin/api/withdrawals/1/reject', { reason: 'x' })).status).toBe(403);
    expect((await call('GET', '/admin/api/operators')).status).toBe(403);
    // What support may do answers.
    expect((await call('GET', '/admin/api/support/threads')).status).toBe(200);
  });

  it('an activity saved with script in it comes back sanitised', async () => {
    await adminLogout(page);
    await adminLogin(page, 'admin', ADMIN_PASSWORD);
    await heading(page, '经营概览');
    await page.goto('/admin/#/campaigns/activities/new');
    await heading(page, '新建活动');
    await page.getByLabel('活动分类').click();
    await page.locator('.ant-select-item-option').first().click();
    await page.getByLabel('活动标题').fill(`测试活动${RUN}`);
    await page.getByLabel('横幅图片地址').fill('/img/activities/newcomer.svg');
    await page.getByRole('button', { name: 'HTML 源码' }).click();
    await page
      .getByLabel('HTML 源码')
      .fill('<h3>活动内容</h3><p onclick="alert(1)">存款送彩金<script>alert(2)</script></p>');
    await page.getByRole('button', { name: '返回编辑' }).click();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expectMessage(page, '活动已保存');
    const preview = page.getByTestId('saved-preview');
    await preview.getByText('存款送彩金').waitFor();
    const html = await preview.innerHTML();
    expect(html).toContain('<h3>活动内容</h3>');
    expect(html).not.toMatch(/onclick|<script|alert/);
    await heading(page, `编辑活动 #${(await page.evaluate(() => location.hash)).split('/').pop()}`);
  });

  it('the audit log shows the support operator refused; disabling that operator ends its session', async () => {
    await page.goto('/admin/#/system/audit');
    await heading(page, '审计日志');
    await page.locator('.ant-select').filter({ hasText: '结果' }).click();
    await page.locator('.ant-select-item-option', { hasText: '已拒绝' }).click();
    const refused = page.locator('tr', { hasText: SUPPORT }).filter({ hasText: '越权或无效会话' });
    await expect.poll(() => refused.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await refused
      .first()
      .getByRole('button', { name: /展开行|Expand row/ })
      .click();
    await page.getByText('missing_permission', { exact: false }).first().waitFor();

    const supportToken = (await fetch(`${inject('baseURL')}/admin/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: SUPPORT, password: CHANGED_OPERATOR_PASSWORD }),
    }).then((r) => r.json())) as { data: { token: string } };
    await page.goto('/admin/#/system/operators');
    await heading(page, '操作员');
    await page.locator('tr', { hasText: SUPPORT }).getByRole('button', { name: '停用' }).click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await expectMessage(page, '已停用');
    const me = await fetch(`${inject('baseURL')}/admin/api/me`, {
      headers: { Authorization: `Bearer ${supportToken.data.token}` },
    });
    expect(me.status).toBe(401);
  });

  it('the ledger check runs from the console and finds the books consistent', async () => {
    await page.goto('/admin/#/system/ledger-check');
    await heading(page, '账务核对');
    await page.getByRole('button', { name: '立即核对' }).click();
    await page.getByText('账务一致：四条不变式全部成立').waitFor();
  });
});

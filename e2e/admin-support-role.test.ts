import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  adminLogin,
  adminLogout,
  desktopTests,
  expectMessage,
  firstSignIn,
  heading,
  menuEntries,
  PLAYER_MENU,
} from './support/desktop.js';
import { operatorCall } from './support/operator.js';
import {
  ADMIN_PASSWORD,
  CHANGED_OPERATOR_PASSWORD,
  NEW_OPERATOR_PASSWORD,
} from './support/operator-passwords.js';

/**
 * The back office at a desktop viewport, continued from admin.test.ts: a support operator sees no
 * money screens and is refused by the server; the first operator saves an activity with script in
 * it (it comes back sanitised), finds the support operator's refusals in the audit log and disables
 * that operator, and runs the ledger check.
 */
const RUN = Date.now().toString(36).slice(-5);
const SUPPORT = `sup${RUN}`;
const INITIAL = NEW_OPERATOR_PASSWORD;

let page: Page;

desktopTests((opened) => (page = opened));

describe('back office roles', () => {
  it('a support operator sees no money screens, and the server refuses money calls', async () => {
    await operatorCall('POST', '/admin/api/operators', {
      username: SUPPORT,
      password: INITIAL,
      role: 'support',
    });
    await firstSignIn(page, SUPPORT, INITIAL, CHANGED_OPERATOR_PASSWORD);
    await heading(page, '存款记录');
    const entries = await menuEntries(page);
    // Support reads money (to answer players) but reviews and adjusts nothing.
    expect(entries).toEqual([
      ...['存款记录', '取款记录', '账务核对'],
      ...PLAYER_MENU,
      ...['客服会话', '发送站内信', '代理申请', '代理列表', '佣金方案', '佣金结算', '账号安全'],
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

  it('the audit log shows the support operator refused; disabling it ends its session', async () => {
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

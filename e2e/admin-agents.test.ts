import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { AGENT_ADMIN_MSG } from '@app/shared';
import {
  desktopTests,
  expectMessage,
  adminLogin,
  heading,
  newOperatorPage,
  openMenu,
  saveShot,
  searchList,
} from './support/desktop.js';
import { operatorCall } from './support/operator.js';
import { ADMIN_PASSWORD } from './support/operator-passwords.js';
import { register } from './support/players.js';

/**
 * The agent programme's back office at a desktop viewport: a plan made with two tiers and a
 * turnover rate, a player made an agent and put on it, another player moved under it (from the next
 * period, as the answer says, and in the tree's history), then the closed periods settled and a
 * statement approved — above a lowered review threshold, so a second operator confirms it and the
 * first is refused. SHOTS_DIR=<dir> also saves screenshots of each screen.
 */
const RUN = Date.now().toString(36).slice(-5);
const PLAN = `方案${RUN}`;
const FINANCE = `fg${RUN}`;

let browser: Browser;
let page: Page;
let agent: string;
let player: string;
let threshold: string;

const search = (p: Page, username: string) => searchList(p, '代理账号', username);

desktopTests((opened, launched) => {
  page = opened;
  browser = launched;
});

beforeAll(async () => {
  agent = await register('ag');
  player = await register('pl');
  threshold = (
    await operatorCall<{ agent_commission_approval_threshold: string }>('GET', '/admin/api/agent-settings')
  ).agent_commission_approval_threshold;
  await adminLogin(page, 'admin', ADMIN_PASSWORD);
  await page.getByTestId('side-menu').waitFor();
});

afterAll(async () => {
  // Later files see the programme as the seed left it.
  if (threshold) {
    const s = await operatorCall<Record<string, unknown>>('GET', '/admin/api/agent-settings');
    const { current_period: _current, ...settings } = s;
    await operatorCall('PUT', '/admin/api/agent-settings', {
      ...settings,
      agent_commission_approval_threshold: threshold,
    });
  }
});

describe('plans and the tree', () => {
  it('creates a plan with two tiers and a turnover rate', async () => {
    await openMenu(page, '佣金方案');
    await heading(page, '佣金方案');
    await page.getByRole('button', { name: '新建方案' }).click();
    const dialog = page.getByRole('dialog', { name: '新建佣金方案' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText(AGENT_ADMIN_MSG.planName).waitFor();

    await dialog.getByLabel('方案名称').fill(PLAN);
    await dialog.getByLabel('活跃会员最低有效投注').fill('200');
    await dialog.getByLabel('第 1 档活跃会员').fill('5');
    await dialog.getByLabel('第 1 档净输赢').fill('0');
    await dialog.getByLabel('第 1 档佣金比例').fill('30');
    await dialog.getByRole('button', { name: '添加档位' }).click();
    await dialog.getByLabel('第 2 档活跃会员').fill('3');
    await dialog.getByLabel('第 2 档净输赢').fill('50000');
    await dialog.getByLabel('第 2 档佣金比例').fill('40');
    await dialog.getByLabel('电子').fill('0.5');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText(AGENT_ADMIN_MSG.planTiers).waitFor();
    await dialog.getByLabel('第 2 档活跃会员').fill('20');
    await saveShot(page, 'agent-plan-form');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expectMessage(page, `已新建方案“${PLAN}”`);

    const row = page.locator('tr', { hasText: PLAN });
    await row.getByText('≥ 20 人').waitFor();
    await row.getByText('电子 0.5%').waitFor();
    await row.getByText('0 个').waitFor();
    await saveShot(page, 'agent-plans');
  });

  it('makes a player an agent and puts it on the plan', async () => {
    await openMenu(page, '代理列表');
    await heading(page, '代理列表');
    await page.getByRole('button', { name: '设为代理' }).click();
    const dialog = page.getByRole('dialog', { name: '设为代理' });
    await dialog.getByLabel('会员账号').fill(agent);
    await dialog.getByRole('button', { name: '设为代理' }).click();
    await expectMessage(page, `已将 ${agent} 设为代理`);

    await search(page, agent);
    const row = page.locator('tr', { hasText: agent });
    await row.getByText('第 1 级').waitFor();
    await saveShot(page, 'agents');
    await row.getByRole('link', { name: agent }).click();
    await heading(page, `代理详情 · ${agent}`);
    await page.getByText('顶级代理').first().waitFor();

    await page.getByRole('button', { name: '更换方案' }).click();
    const choose = page.getByRole('dialog', { name: `更换佣金方案 · ${agent}` });
    await choose.getByLabel('佣金方案').click();
    await page.locator('.ant-select-item-option', { hasText: PLAN }).click();
    await choose.getByRole('button', { name: '保存' }).click();
    await expectMessage(page, `${agent} 已改用方案“${PLAN}”`);
    await page.getByText(`第 1 级 · 顶级代理 · ${PLAN}`).waitFor();
    expect(
      (await operatorCall<{ name: string; agents: number }[]>('GET', '/admin/api/agent-plans')).find(
        (p) => p.name === PLAN,
      )?.agents,
    ).toBe(1);
  });

  it('moves a player under the agent from the next period, in the tree history', async () => {
    // A move takes effect when the open period ends ("start ~ end", Beijing time).
    const { current_period } = await operatorCall<{ current_period: string }>(
      'GET',
      '/admin/api/agent-settings',
    );
    const from = current_period.split(' ~ ')[1]!;

    await page.getByRole('button', { name: '调整上级' }).click();
    const dialog = page.getByRole('dialog', { name: '调整上级', exact: true });
    // Opened from the agent's page, it moves the agent itself: the page's own account is fixed.
    await expect.poll(() => dialog.getByLabel('会员或代理账号').inputValue()).toBe(agent);
    await dialog.getByRole('button', { name: '取消' }).click();

    await openMenu(page, '代理列表');
    await heading(page, '代理列表');
    await page.getByRole('button', { name: '调整上级' }).click();
    const move = page.getByRole('dialog', { name: '调整上级', exact: true });
    await move.getByLabel('会员或代理账号').fill(player);
    await move.getByLabel('上级代理账号').fill(agent);
    await move.getByLabel('备注').fill('渠道合并');
    await move.getByRole('button', { name: '确认调整' }).click();
    await page
      .getByText(`${player} 将从 ${from}（北京时间）起归属代理 ${agent}；本周期仍按原上级结算。`)
      .waitFor();
    await move.waitFor({ state: 'hidden' });
    await saveShot(page, 'agent-move');
    await page.getByRole('button', { name: '知道了' }).click();

    await search(page, agent);
    await page.locator('tr', { hasText: agent }).getByRole('link', { name: agent }).click();
    await heading(page, `代理详情 · ${agent}`);
    await page.getByRole('tab', { name: '层级变更记录' }).click();
    const link = page.getByRole('tabpanel').locator('tr', { hasText: player });
    await link.getByText('后台调整').waitFor();
    await link.getByText(from).waitFor();
    await link.getByText('渠道合并').waitFor();
    await saveShot(page, 'agent-detail');
  });
});

describe('settlement', () => {
  it('lowers the review threshold in 代理设置', async () => {
    await openMenu(page, '代理设置');
    await heading(page, '代理设置');
    await page.getByText('当前结算周期：').waitFor();
    await page.getByLabel('复核金额').fill('0.01');
    await page.getByRole('button', { name: '保存' }).click();
    await expectMessage(page, '代理设置已保存');
    const s = await operatorCall<{ agent_commission_approval_threshold: string }>(
      'GET',
      '/admin/api/agent-settings',
    );
    expect(s.agent_commission_approval_threshold).toBe('0.01');
    await saveShot(page, 'agent-settings');
  });

  it('settles closed periods; a statement above the threshold waits for a second operator', async (ctx) => {
    await openMenu(page, '佣金结算');
    await heading(page, '佣金结算');
    await page.getByRole('button', { name: '结算已结束周期' }).click();
    await page
      .locator('.ant-message-notice', { hasText: /已结算 \d+ 个周期|没有已结束待结算的周期/ })
      .waitFor();

    const pending = await operatorCall<{
      total: number;
      data: { id: number; username: string; payable: string }[];
    }>('GET', '/admin/api/agent-statements?state=pending');
    const statement = pending.data.find((s) => Number(s.payable) > 0);
    // The seed's agent has a closed period only once a month has turned since it was made.
    if (!statement) return ctx.skip();

    await search(page, statement.username);
    const row = page.locator('tr', { hasText: `#${statement.id}` });
    await row.getByText('需复核').waitFor();
    await saveShot(page, 'agent-statements');
    await row.getByRole('button', { name: `#${statement.id}` }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('直属会员明细').waitFor();
    await saveShot(page, 'agent-statement');
    await drawer.getByRole('button', { name: '通过' }).click();
    await page.getByRole('dialog', { name: '审核通过' }).getByRole('button', { name: '通过' }).click();
    await page.getByText(`账单 #${statement.id} 应发 ¥${statement.payable}，超过复核额度`).waitFor();
    await page.getByRole('button', { name: '知道了' }).click();

    // The operator who approved it cannot confirm it.
    await drawer.getByRole('button', { name: '复核发放' }).click();
    await page.getByRole('dialog', { name: '复核发放' }).getByRole('button', { name: '复核发放' }).click();
    await expectMessage(page, AGENT_ADMIN_MSG.secondOperator);
    await page.keyboard.press('Escape');

    const second = await newOperatorPage(browser, FINANCE, 'finance');
    try {
      await openMenu(second, '佣金结算');
      await heading(second, '佣金结算');
      await second.getByText('待复核', { exact: true }).click();
      await search(second, statement.username);
      const waiting = second.locator('tr', { hasText: `#${statement.id}` });
      await waiting.getByText('审核 admin').waitFor();
      await waiting.getByRole('button', { name: '复核发放' }).click();
      await second
        .getByRole('dialog', { name: '复核发放' })
        .getByRole('button', { name: '复核发放' })
        .click();
      await expectMessage(second, `账单 #${statement.id} 已复核发放`);
    } finally {
      await second.context().close();
    }
    const paid = await operatorCall<{ state: string }>('GET', `/admin/api/agent-statements/${statement.id}`);
    expect(paid.state).toBe('paid');
  });
});

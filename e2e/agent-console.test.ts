import { join } from 'node:path';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, TEST_CAPTCHA } from './support/browser.js';
import { watchCsp } from './support/csp.js';
import { ADMIN_INITIAL_PASSWORD } from './support/operator-passwords.js';
import { startOwnSite, type OwnSite } from './support/own-site.js';
import { makeAgent, ownSiteOperator, ownSitePlayerToken, type Operator } from './support/own-site-agents.js';
import { PASSWORD, PAY_PASSWORD, REALNAME, uniqueName } from './support/players.js';

/**
 * The agent console as an agent and its player use it: the agent signs in inside the player site's
 * 代理登录 frame (/agent/), copies its referral link; a new player registers through it, deposits
 * through the sandbox gateway and spins a slot; the console shows the player with those figures.
 * When the period closes the statement shows them, and once finance approves it the agent's balance
 * holds the commission. This file runs its own site with one-minute periods, settled each second.
 */
const PERIOD_MS = 60_000;
const DEPOSIT = 1000;
const STAKE = 45;
const SPINS = 2;

let site: OwnSite;
let browser: Browser;
let agentContext: BrowserContext;
let playerContext: BrowserContext;
let page: Page;
let admin: Operator;
const agentName = uniqueName('ag');

const fen = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
/** As the console shows an amount: "1,000.00". */
const yuan = (amountFen: number) =>
  (amountFen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

beforeAll(async () => {
  site = await startOwnSite({
    AGENT_PERIOD_MS: String(PERIOD_MS),
    AGENT_SETTLE_MS: '1000',
    GAME_SYNC_MS: '1000',
    ADMIN_INITIAL_PASSWORD,
  });
  admin = await ownSiteOperator(site);
  // 30% of net revenue from one active player, and 1% of slot turnover.
  await makeAgent(site, admin, agentName, {
    active_min_valid: '1',
    deposit_fee_rate: '0',
    withdrawal_fee_rate: '0',
    tiers: [{ min_active: 1, min_net: '0', rate: '30' }],
    turnover_rates: { slots: '1' },
  });
  browser = await launchBrowser();
  agentContext = await phoneContext(browser, site.baseURL);
  await agentContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.baseURL });
  page = await agentContext.newPage();
  await page.addInitScript(seenHomePopups);
  playerContext = await phoneContext(browser, site.baseURL);
}, 180_000);

afterAll(async () => {
  await agentContext?.close();
  await playerContext?.close();
  await browser?.close();
  await site?.stop();
});

/** AGENT_SHOTS=<dir> keeps a screenshot of each console screen the test passes through. */
async function shot(name: string): Promise<void> {
  if (process.env.AGENT_SHOTS) await page.screenshot({ path: join(process.env.AGENT_SHOTS, `${name}.png`) });
}

/** The console inside the player site's frame. */
function consoleFrame(): Frame {
  const frame = page.frames().find((f) => new URL(f.url()).pathname.startsWith('/agent/'));
  if (!frame) {
    const open = page.frames().map((f) => f.url());
    throw new Error(`the agent console frame is not open (page ${page.url()}, frames ${open.join(' ')})`);
  }
  return frame;
}

const openTab = (name: string) => consoleFrame().locator('.adm-tab-bar-item', { hasText: name }).click();

/** Opens the console afresh at `path` (its lists are cached for half a minute). */
async function reloadAt(path: string): Promise<void> {
  await consoleFrame().evaluate((to) => {
    // Marks the document going away, so that the wait below meets the reloaded one's tab bar.
    document.documentElement.dataset.reloading = '1';
    history.replaceState(null, '', `/agent/#${to}`);
    location.reload();
  }, path);
  await consoleFrame().locator('html:not([data-reloading]) .adm-tab-bar-item-active').waitFor();
}

function seenHomePopups() {
  sessionStorage.setItem('indexModalShown', '1');
  sessionStorage.setItem('noticePopupDismissed', '1');
}

/** A player-site page with the home popups already seen. */
async function playerPage(): Promise<Page> {
  const player = await playerContext.newPage();
  await player.addInitScript(seenHomePopups);
  return player;
}

/** Waits for the next period to start, so the player's money and bets land in one period. */
async function startOfNextPeriod(): Promise<number> {
  const start = (Math.floor(Date.now() / PERIOD_MS) + 1) * PERIOD_MS;
  await new Promise((r) => setTimeout(r, start - Date.now() + 300));
  return start;
}

describe('the agent console', () => {
  let link = '';
  let playerName = '';
  let player: Page;
  let periodEnd = 0;
  let resultFen = 0;

  it('signs the agent in inside the player site and copies its referral link', async () => {
    const csp = await watchCsp(page);
    await page.goto('/#/gamePage?dailiD=1');
    await expect.poll(() => page.locator('iframe').getAttribute('src')).toBe('/agent/');
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: '登录' }).waitFor();
    await shot('login');
    await frame.getByPlaceholder('请输入代理账号').fill(agentName);
    await frame.getByPlaceholder('请输入登录密码').fill(PASSWORD);
    await frame.getByPlaceholder('请输入验证码').fill(TEST_CAPTCHA);
    await frame.getByRole('button', { name: '登录' }).click();
    await frame.getByText('本期预计佣金（元）').waitFor();
    expect(await frame.getByText(agentName).count()).toBeGreaterThan(0);
    await shot('overview');

    await openTab('推广');
    const shown = await frame.getByTestId('referral-link').innerText();
    expect(shown).toMatch(new RegExp(`^${site.baseURL}/#/\\?pid=\\d+$`));
    await frame.getByRole('button', { name: '复制链接' }).click();
    await frame.getByText('复制成功').waitFor();
    link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(shown);

    // The poster is drawn here: a PNG of the link's QR code, saved as a file.
    const poster = frame.getByRole('img', { name: '推广海报' });
    await expect.poll(() => poster.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await shot('promote');
    const download = page.waitForEvent('download');
    await frame.getByRole('button', { name: '保存海报' }).click();
    expect((await download).suggestedFilename()).toBe(`推广海报-${agentName}.png`);
    expect(await csp.list()).toEqual([]);
  });

  it('a player registers through the link, deposits and spins; the console lists those figures', async () => {
    player = await playerPage();
    await player.goto(link);
    await expect.poll(() => player.evaluate(() => location.hash)).toBe('#/login?type=1');
    playerName = uniqueName('pl');
    await player.fill('input[name=username]', playerName);
    await player.fill('input[name=password]', PASSWORD);
    await player.fill('input[name=confirmPass]', PASSWORD);
    await player.fill('input[name=realname]', REALNAME);
    await player.fill('input[name=paypassword]', PAY_PASSWORD);
    await player.fill('input[name=captcha]', TEST_CAPTCHA);
    await player.getByTestId('adult-notice').getByText('我确认已年满18周岁').click();
    await player.getByRole('button', { name: '注册', exact: true }).click();
    await expect.poll(() => player.evaluate(() => location.hash)).toBe('#/');
    const token = (await player.evaluate(() => sessionStorage.getItem('token')))!;
    const card = {
      bank: '中国银行',
      bank_no: '6222020200112233445',
      bank_owner: REALNAME,
      bank_address: '北京分行',
    };
    expect((await site.api('/api/bindcard', { ...card, pay_pass: PAY_PASSWORD }, token)).code).toBe(200);

    periodEnd = (await startOfNextPeriod()) + PERIOD_MS;
    // A deposit paid on the sandbox gateway's cashier, credited from its signed callback.
    const order = await site.api('/api/recharge', { paytype: 'alipay', amount: DEPOSIT }, token);
    expect(order.code, order.message).toBe(200);
    const info = await site.api('/api/payinfo', { deposit_no: order.message }, token);
    await player.goto(new URL(info.data.pay_url, site.baseURL).toString());
    await player.getByRole('button', { name: '模拟支付成功' }).click();
    await expect
      .poll(async () => Number((await site.api('/api/balance', {}, token)).data.balance), { timeout: 15_000 })
      .toBe(DEPOSIT);

    // Spins on OB电子's 财神到, a seamless slot playing from the main balance.
    await player.goto(`${site.baseURL}/#/electronics?type=obgdy`);
    await player.locator('[data-game]:visible').filter({ hasText: '财神到' }).first().click();
    const game = player.frameLocator('iframe');
    await game.locator('#play:not([disabled])').waitFor({ timeout: 15_000 });
    await game.getByRole('radio', { name: String(STAKE), exact: true }).click();
    for (let spin = 0; spin < SPINS; spin++) {
      await game.locator('#play').click();
      await game.locator('#play:not([disabled])').waitFor();
    }
    resultFen = fen((await site.api('/api/balance', {}, token)).data.balance) - DEPOSIT * 100;

    const row = consoleFrame().getByRole('article', { name: playerName });
    const figure = (label: string) =>
      row.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').innerText();
    await expect
      .poll(
        async () => {
          await reloadAt('/players');
          await row.waitFor({ timeout: 5000 }).catch(() => undefined);
          return (await row.count()) ? figure('有效投注') : '';
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(yuan(STAKE * SPINS * 100));
    await shot('players');
    expect(await figure('存款')).toBe(yuan(DEPOSIT * 100));
    expect(await figure('取款')).toBe('0.00');
    // 平台输赢: the platform's result, as 概览 and the statement show it (the player's, turned round).
    const result = row.locator('[data-sign]');
    expect(fen(await result.innerText())).toBe(-resultFen);
    await reloadAt('/');
    const lines = consoleFrame().getByRole('region', { name: '佣金计算' });
    const line = (label: string) =>
      lines.getByRole('row', { name: label, exact: false }).locator('td').first().innerText();
    expect(fen(await line('平台输赢'))).toBe(-resultFen);
    expect(Date.now()).toBeLessThan(periodEnd);
  }, 150_000);

  it('after the period closes the statement shows the player; once approved the agent is paid', async () => {
    await page.waitForTimeout(Math.max(0, periodEnd - Date.now()));
    const row = consoleFrame().getByRole('button', { name: /待审核/ });
    await expect
      .poll(
        async () => {
          await reloadAt('/statements');
          await row
            .first()
            .waitFor({ timeout: 3000 })
            .catch(() => undefined);
          return row.count();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBeGreaterThan(0);
    await row.first().click();
    const detail = consoleFrame();
    const players = detail.getByRole('table', { name: '直属会员本期数据' });
    const line = players.getByRole('row', { name: new RegExp(playerName) });
    await line.waitFor();
    await shot('statement');
    const cells = await line.locator('td').allInnerTexts();
    expect(cells.slice(0, 4)).toEqual([playerName, yuan(DEPOSIT * 100), '0.00', yuan(STAKE * SPINS * 100)]);
    // The platform's result is the player's, turned round.
    expect(fen(cells[4]!)).toBe(-resultFen);

    // Turnover commission 1% of the spins, plus 30% of a positive net revenue.
    const turnoverFen = Math.floor((STAKE * SPINS * 100) / 100);
    const revenueFen = Math.max(0, Math.floor((-resultFen * 30) / 100));
    const payable = detail.getByRole('region', { name: '应发佣金' }).locator('strong');
    expect(fen(await payable.innerText())).toBe(turnoverFen + revenueFen);

    const agentToken = await ownSitePlayerToken(site, agentName);
    const before = fen((await site.api('/api/balance', {}, agentToken)).data.balance);
    const listed = await admin<{ data: { id: number; username: string; state: string }[] }>(
      `/admin/api/agent-statements?username=${agentName}`,
    );
    const statement = listed.data.find((s) => s.username === agentName && s.state === 'pending')!;
    await admin(`/admin/api/agent-statements/${statement.id}/approve`, {});
    const after = fen((await site.api('/api/balance', {}, agentToken)).data.balance);
    expect(after - before).toBe(turnoverFen + revenueFen);

    await reloadAt('/statements');
    await consoleFrame()
      .getByRole('button', { name: /已发放/ })
      .first()
      .waitFor();
    await shot('statements');
    await openTab('代理');
    await consoleFrame().getByText('暂无下级代理').waitFor();
    await shot('sub-agents');
    await consoleFrame().getByRole('button', { name: '安全' }).click();
    await consoleFrame().getByRole('button', { name: '开启动态验证码' }).click();
    await consoleFrame().getByRole('img', { name: '身份验证器二维码' }).waitFor();
    await shot('security');
  }, 150_000);
});

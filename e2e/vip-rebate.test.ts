import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { fund, phoneTests, post, registerAndLogin as register } from './support/players.js';

let page: Page;
const { open, pressExpecting } = phoneTests((opened) => (page = opened));

const LEVELS = Array.from({ length: 11 }, (_, n) => `VIP${n}`);
const STAKE = '45.00';
const REBATE_PER_SPIN_FEN = 22;
const SPINS = 6;

const registerAndLogin = async (): Promise<string> => (await register()).token;

const text = async (locator: Locator) => (await locator.innerText()).replace(/\s/g, '');
const fen = (yuan: string) => Math.round(Number(yuan.replace(/[^\d.-]/g, '')) * 100);
const yuan = (amount: number) =>
  (amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const levelCards = () => page.getByRole('list', { name: 'VIP等级' }).getByTestId('vip-level');
const pending = () => page.getByTestId('rebate-pending');
const claimed = () => page.getByTestId('rebate-claimed');
const claimButton = () => page.getByRole('button', { name: '领取返水' });

async function mainBalanceFen(token: string): Promise<number> {
  const answer = await post<{ balance: string }>('/api/balance', {}, token);
  return fen(answer.data.balance);
}

describe('vip and rebates', () => {
  it('shows a visitor every level with its thresholds and rates, and no level of theirs', async () => {
    await open('/vip');
    await expect.poll(() => levelCards().count(), { timeout: 10_000 }).toBe(LEVELS.length);
    // Each card is titled by its level's badge, in order.
    const titles = await levelCards()
      .getByRole('heading')
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
    expect(titles).toEqual(LEVELS);
    const vip1 = levelCards().nth(1);
    expect(await text(vip1)).toContain('累计流水（元）10,000');
    expect(await text(vip1)).toContain('累计存款（元）1,000');
    expect(await text(vip1)).toContain('晋级彩金（元）18.00');
    expect(await text(vip1)).toContain('电子0.60%');
    expect(await text(levelCards().first())).toContain('真人0.40%');
    await expect(page.locator('[aria-current="true"]').count()).resolves.toBe(0);
    await page.getByText('登录查看您的VIP等级').waitFor();
  });

  it('marks the level, accrues slot rebates, claims them once into the balance', async () => {
    const token = await registerAndLogin();
    await fund(token, '1000');

    // /vip: VIP0 to VIP10, the player's own level marked.
    await open('/vip', token);
    await expect.poll(() => levelCards().count(), { timeout: 10_000 }).toBe(LEVELS.length);
    const current = page.locator('[data-testid="vip-level"][aria-current="true"]');
    expect(await current.getAttribute('data-level')).toBe('0');
    expect(await current.getByTestId('vip-tag').innerText()).toBe('当前等级');
    expect(await levelCards().nth(1).getByTestId('vip-tag').innerText()).toBe('下一等级');
    expect(await page.getByTestId('vip-current').innerText()).toBe('VIP0');
    // The way to VIP1: the deposit is there, the turnover not yet; and what VIP1 adds.
    const meters = page.getByTestId('vip-meter');
    await expect.poll(() => text(meters.nth(1))).toBe('累计存款1,000.00/1,000已达成');
    expect(await text(meters.nth(0))).toBe('累计流水0.00/10,000还差10,000.00元');
    expect(await text(page.getByTestId('vip-gains'))).toContain('晋级彩金18.00元');
    expect(await text(page.getByTestId('vip-gains'))).toContain('电子返水0.50%→0.60%');

    // The hero's shortcut opens the rebate tab: nothing yet, so the claim is refused on the spot.
    await page
      .getByTestId('vip-hero')
      .getByRole('button', { name: /领取返水/ })
      .click();
    await page.waitForFunction(() => location.hash === '#/meyList?tab=rebate');
    expect(await page.getByRole('tab', { name: '返水记录' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText('暂无资料').waitFor();
    expect(await pending().innerText()).toBe('0.00');
    await pressExpecting(claimButton(), '暂无领取额度！');

    // Spins on OB电子's 财神到, a seamless slot playing from the main balance.
    await page.goto('/#/electronics?type=obgdy');
    await page.locator('[data-game]:visible').filter({ hasText: '财神到' }).first().click();
    await page.waitForFunction(() => location.hash.startsWith('#/gamePage?url='));
    const game = page.frameLocator('iframe');
    await game.locator('#play:not([disabled])').waitFor({ timeout: 15_000 });
    // The game page's chips are labelled in whole yuan.
    await game.getByRole('radio', { name: String(Number(STAKE)), exact: true }).click();
    for (let spin = 0; spin < SPINS; spin++) {
      await game.locator('#play').click();
      await game.locator('#play:not([disabled])').waitFor();
      const message = await game.locator('#table .msg').innerText();
      if (!message.includes('派彩') && !message.includes('未中奖'))
        throw new Error(`spin failed: ${message}`);
    }
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForFunction(() => location.hash === '#/');

    // The rebate tab: the pending amount, one row per spin, each waiting to be claimed.
    const expected = yuan(SPINS * REBATE_PER_SPIN_FEN);
    await page.goto('/#/meyList');
    await page.getByRole('tab', { name: '返水记录' }).click();
    // The bets come in with the next pull; switching tabs reloads the list.
    await expect
      .poll(
        async () => {
          const shown = await pending().innerText();
          if (shown !== expected) {
            const reloaded = page.waitForResponse((response) => response.url().endsWith('/api/getfanshui'));
            await page.getByRole('tab', { name: '投注记录' }).click();
            await page.getByRole('tab', { name: '返水记录' }).click();
            await reloaded;
          }
          return pending().innerText();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(expected);
    expect(await claimed().innerText()).toBe('0.00');
    const rows = page.getByTestId('rebate-record');
    await expect.poll(() => rows.count()).toBe(SPINS);
    expect(await text(rows.first())).toContain('财神到');
    expect(await text(rows.first())).toContain(`+${yuan(REBATE_PER_SPIN_FEN)}`);
    expect(await rows.first().getByTestId('rebate-state').innerText()).toBe('待领取');

    // Claim: the server's message, then pending 0.00, claimed the old pending, the balance up by it.
    const before = await mainBalanceFen(token);
    await pressExpecting(claimButton(), `领取成功，${expected}元已到账`);
    await expect.poll(() => pending().innerText()).toBe('0.00');
    expect(await claimed().innerText()).toBe(expected);
    expect(await rows.first().getByTestId('rebate-state').innerText()).toBe('已领取');
    expect(await rows.first().innerText()).toMatch(/领取时间 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    const after = before + SPINS * REBATE_PER_SPIN_FEN;
    expect(await mainBalanceFen(token)).toBe(after);
    // The page refetches the player after the claim and keeps the new balance for the next visit.
    const storedBalance = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').balance as string);
    await expect.poll(async () => fen(await storedBalance())).toBe(after);

    // Nothing left: the second tap is refused.
    await pressExpecting(claimButton(), '暂无领取额度！');

    // /mine shows the credited balance.
    await page.goto('/#/mine');
    // Home, kept alive behind it, has a balance of its own.
    const shown = page.locator(':text-is("账户余额（元）"):visible').locator('xpath=following-sibling::div');
    await expect.poll(() => shown.innerText(), { timeout: 10_000 }).toBe(yuan(after));
  }, 180_000);
});

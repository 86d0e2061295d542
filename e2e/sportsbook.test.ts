import type { Browser, BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext } from './support/browser.js';
import { watchCsp } from './support/csp.js';
import { startOwnSite, type OwnSite } from './support/own-site.js';
import { expectToast, openAs, uniqueName } from './support/players.js';

/**
 * 沙巴体育 as a player uses it: money moved into the platform on /transfer, the book opened from the
 * home page's 体育 tab, a single and a three-leg parlay placed in play in its frame, both settled
 * when their matches end, then found in the book's 我的注单, in the site's bet records and in the
 * balances. The site is this file's own: every match lasts 45 s, so the tickets settle in the test.
 */
const MATCH_MS = 45_000;
const FUNDS = 1000;
const SINGLE = 100;
const PARLAY = 50;

let site: OwnSite;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  site = await startOwnSite({ DEMO_PROVIDER_MATCH_MS: String(MATCH_MS), GAME_SYNC_MS: '1000' });
  browser = await launchBrowser();
  context = await phoneContext(browser, site.baseURL);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await site?.stop();
});

const book = () => page.frameLocator('iframe');
const fen = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
const text = async (locator: Locator) => (await locator.innerText()).replace(/\s/g, '');

/**
 * At least a third of the match (15 s) still to play, so the ticket is not settled before the
 * balance is read: football before 60', basketball in its first two quarters.
 */
function earlyInPlay(clock: string): boolean {
  const minute = /^(\d+)'/.exec(clock);
  if (minute) return Number(minute[1]) < 60;
  const quarter = /第(\d)节/.exec(clock);
  return quarter ? Number(quarter[1]) <= 2 : false;
}

/**
 * Taps the shortest open price (the likeliest to win, so that payouts show up too) among the
 * matches in play not yet `taken`, on football or else basketball; waits out suspensions.
 */
async function pickInPlay(taken: Set<string>): Promise<void> {
  // Matches that end are replaced by new kick-offs: within one match's time there are fresh ones.
  const deadline = Date.now() + MATCH_MS;
  while (Date.now() < deadline) {
    for (const sport of ['足球', '篮球']) {
      await book().locator('.sport-bar button', { hasText: sport }).click();
      await book().locator('.match, .state.empty').first().waitFor();
      const rows = await book()
        .locator('[data-event][data-phase=live]')
        .evaluateAll((els) =>
          els.map((row) => ({
            id: row.getAttribute('data-event') ?? '',
            clock: row.querySelector('.status b')?.textContent ?? '',
            prices: Array.from(row.querySelectorAll('button.odds[data-odds]:not([disabled])')).map((b) =>
              Number(b.getAttribute('data-odds')),
            ),
          })),
        );
      const choices = rows
        .filter((r) => !taken.has(r.id) && earlyInPlay(r.clock) && r.prices.length > 0)
        .map((r) => ({ id: r.id, odds: Math.min(...r.prices) }))
        .sort((a, b) => a.odds - b.odds);
      for (const { id, odds } of choices) {
        const price = book().locator(`[data-event="${id}"] button.odds[data-odds="${odds}"]:not([disabled])`);
        const tapped = await price
          .first()
          .click({ timeout: 1000 })
          .then(
            () => true,
            () => false,
          );
        if (!tapped) continue;
        taken.add(id);
        return;
      }
    }
    await page.waitForTimeout(1000);
  }
  throw new Error('no match in play to bet on');
}

/**
 * Picks `legs` prices in play (a single on the lobby's 滚球 tab, a parlay on 串关), stakes `stake`
 * yuan accepting any price move, and confirms; a leg suspended or closed meanwhile is picked again.
 * Answers the ticket number the slip shows.
 */
async function betInPlay(legs: number, stake: number): Promise<string> {
  const slip = book().getByRole('dialog', { name: '投注单' });
  for (let attempt = 1; ; attempt++) {
    const taken = new Set<string>();
    for (let i = 0; i < legs; i++) await pickInPlay(taken);
    // A single opens the slip at once; a parlay's picks wait on it.
    if (legs > 1)
      await book()
        .getByRole('button', { name: `投注单 ${legs} 项` })
        .click();
    await slip.locator('input[name=stake]').fill(String(stake));
    await slip.getByRole('radio', { name: '接受任何赔率变化' }).click();
    expect(await text(slip.getByTestId('potential'))).toMatch(/^¥[\d,]+\.\d\d$/);
    // A goal or a quarter's end suspends the markets for 8 s; a leg whose match ended stays shut.
    const place = slip.getByTestId('place');
    const open = await expect
      .poll(() => place.isEnabled(), { timeout: 20_000 })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    let refused = 'a leg stayed suspended or closed';
    if (open) {
      await place.click();
      const ticketNo = slip.getByTestId('ticket-no');
      await slip.locator('[data-testid=ticket-no], .slip-error').first().waitFor({ timeout: 10_000 });
      if (await ticketNo.isVisible()) {
        const no = (await ticketNo.innerText()).trim();
        await slip.getByRole('button', { name: '完成' }).click();
        await slip.waitFor({ state: 'detached' });
        return no;
      }
      refused = await slip.locator('.slip-error').innerText();
    }
    if (attempt === 5) throw new Error(`no ticket in five attempts: ${refused}`);
    await slip.getByRole('button', { name: '清空' }).click();
    await slip.getByRole('button', { name: '关闭投注单' }).click();
  }
}

const SCORE = /全场比分 \d+:\d+/;

/** The controls named 返回… in the site's page (not its frame) or in the book's frame. */
const backs = (where: Page | FrameLocator) => where.getByRole('button', { name: /^返回/ }).allInnerTexts();

/**
 * A player has exactly one way back: the site's bar above the frame (返回首页), not a second bar of
 * the book's; inside the book, a match's page has its own way back to the list.
 */
async function expectOneWayBack(): Promise<void> {
  expect(await backs(page)).toEqual(['返回首页']);
  expect(await backs(book())).toEqual([]);
  await book().locator('[data-event][data-phase=live] .more').first().click();
  await book().locator('.scoreboard').waitFor();
  expect(await book().getByRole('button', { name: /^返回/ }).getAttribute('aria-label')).toBe('返回赛事列表');
  await book().getByRole('button', { name: '返回赛事列表' }).click();
  await book().getByRole('tab', { name: '滚球' }).waitFor();
  expect(await backs(book())).toEqual([]);
  await page.screenshot({ path: 'test-results/sportsbook-one-bar.png' });
}

async function expectBalance(locator: Locator, expected: number, timeout = 10_000): Promise<void> {
  await expect.poll(async () => fen(await locator.innerText()), { timeout }).toBe(expected);
}

describe('sportsbook', () => {
  it('bets a single and a parlay in play on 沙巴体育: settled in my bets, records and balances', async () => {
    const token = await site.paidPlayer(uniqueName('sb'), FUNDS);

    // The player moves everything into 沙巴体育 (transfer mode).
    await openAs(page, token, '/transfer');
    const sbRow = page.locator('[data-platform=sb]');
    await sbRow.getByRole('button', { name: '一键转入' }).click();
    await expectToast(page, '转账成功');
    await expectBalance(sbRow.getByTestId('platform-balance'), FUNDS * 100);

    // 体育 on the home page opens the book in the game frame.
    const csp = await watchCsp(page);
    await page.goto('/#/');
    await page.getByRole('tab', { name: '体育', exact: true }).click();
    await page.locator('[data-game]:visible').filter({ hasText: '体育投注大厅' }).first().click();
    await page.waitForFunction(() => location.hash.startsWith('#/gamePage?url='));
    expect(await page.locator('iframe').getAttribute('src')).toContain('/demo-provider/play/');
    const balance = book().getByTestId('balance');
    await expectBalance(balance, FUNDS * 100, 15_000);
    expect(await book().getByRole('tab', { name: '滚球' }).getAttribute('aria-selected')).toBe('true');
    await expectOneWayBack();

    // Each stake leaves the balance at once; a ticket on a match about to end may already have paid
    // back by the time it is read, so these checks are that it moved, and the settled sums below
    // account for every fen.
    const moved = (from: number) =>
      expect.poll(async () => fen(await balance.innerText()), { timeout: 10_000 }).not.toBe(from);
    const single = await betInPlay(1, SINGLE);
    await moved(FUNDS * 100);
    const afterSingle = fen(await balance.innerText());

    await book().getByRole('tab', { name: '串关' }).click();
    await book().getByText('串关：从不同赛事中选择').waitFor();
    const parlay = await betInPlay(3, PARLAY);
    await moved(afterSingle);
    await page.screenshot({ path: 'test-results/sportsbook-lobby.png' });

    // 我的注单: both tickets reach 已结算 once their matches end (the provider settles every 2 s).
    await book().getByRole('button', { name: '我的注单' }).click();
    await book().getByRole('tab', { name: '已结算' }).click();
    const ticket = (no: string) => book().locator(`[data-ticket="${no}"]`);
    await ticket(single).waitFor({ timeout: MATCH_MS + 30_000 });
    await ticket(parlay).waitFor({ timeout: MATCH_MS + 30_000 });
    await page.screenshot({ path: 'test-results/sportsbook-settled.png' });
    expect(await backs(book())).toEqual([]);
    // Each settled ticket shows its match's final score; so does every leg of the parlay, once its
    // match is over (a lost parlay settles before its other matches end).
    expect(await text(ticket(single).getByTestId('leg-score'))).toMatch(/^全场比分\d+:\d+$/);
    await expect
      .poll(() => ticket(parlay).getByTestId('leg-score').allInnerTexts(), { timeout: MATCH_MS + 15_000 })
      .toEqual([expect.stringMatching(SCORE), expect.stringMatching(SCORE), expect.stringMatching(SCORE)]);
    expect(await text(ticket(single).getByTestId('stake'))).toBe('100.00');
    expect(await text(ticket(parlay).getByTestId('stake'))).toBe('50.00');
    expect(await ticket(single).locator('.ticket-leg').count()).toBe(1);
    expect(await ticket(parlay).locator('.ticket-leg').count()).toBe(3);
    for (const no of [single, parlay])
      expect(await text(ticket(no).locator('.ticket-head .result'))).toMatch(/^(赢|输|走盘|赢半|输半|取消)$/);
    const paid = {
      [single]: fen(await ticket(single).getByTestId('payout').innerText()),
      [parlay]: fen(await ticket(parlay).getByTestId('payout').innerText()),
    };
    const left = (FUNDS - SINGLE - PARLAY) * 100 + paid[single]! + paid[parlay]!;
    await balance.click();
    await expectBalance(balance, left);

    // The site's bet records (投注记录) show both tickets settled, with their stakes and results.
    await page.getByText('返回首页').click();
    await page.waitForFunction(() => location.hash === '#/');
    await page.goto('/#/meyList');
    for (const [no, stake] of [
      [single, SINGLE],
      [parlay, PARLAY],
    ] as const) {
      const record = page.locator(`[data-bet="${no}"]`);
      await expect
        .poll(
          async () => {
            await page.reload();
            await page.getByRole('tab', { name: '投注记录' }).click();
            await page.getByTestId('bet-record').or(page.getByText('暂无资料')).first().waitFor();
            return (await record.count()) ? record.getByTestId('bet-status').innerText() : '';
          },
          { timeout: 20_000 },
        )
        .toBe('已结算');
      expect(await record.innerText()).toContain('沙巴体育');
      expect(await record.getByText(SCORE).count()).toBe(1);
      expect(await text(record)).toContain(`投注${stake}.00`);
      expect(fen(await record.getByTestId('bet-win-loss').innerText())).toBe(paid[no]! - stake * 100);
    }

    // The platform wallet holds what the tickets left; recovering it brings it all to the main wallet.
    await page.goto('/#/transfer');
    await expectBalance(sbRow.getByTestId('platform-balance'), left);
    await expectBalance(page.getByTestId('transfer-balance'), 0);
    await page.getByRole('button', { name: '一键回收' }).click();
    await expectToast(page, '一键回收成功', 10_000);
    await expectBalance(page.getByTestId('transfer-balance'), left);
    expect(await csp.list()).toEqual([]);
  }, 150_000);
});

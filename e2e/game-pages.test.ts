import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Locator, Page } from 'playwright-core';
import { watchCsp } from './support/csp.js';
import { GAME_OF_KIND } from './support/game-kinds.js';
import { fund, phoneTests, post, registerAndLogin } from './support/players.js';

/**
 * Each kind of game the demo provider serves, opened on its own page on a phone and played once:
 * what the page reveals is the round the server settled (its answer and its history record), and
 * the balance shown moves by exactly the payout less the stake once the reveal has ended.
 * GAME_SHOTS=<dir> keeps a screenshot of each page mid-reveal and after.
 */
let page: Page;
phoneTests((opened) => (page = opened));

const GAMES = GAME_OF_KIND;
type Kind = keyof typeof GAMES;

const fen = (yuan: string) => Math.round(Number(yuan) * 100);
const texts = (list: Locator, attribute: string) =>
  list.evaluateAll((els, name) => els.map((el) => el.getAttribute(name)), attribute);
const cardCodes = (cards: Array<{ rank: number; suit: number }>) => cards.map((c) => `${c.rank}-${c.suit}`);

/** What the page shows of the round, checked against the server's result. */
async function expectRevealed(kind: Kind, game: Page | Frame, r: any) {
  const stage = game.locator('#table');
  switch (kind) {
    case 'slot':
      for (let reel = 0; reel < 5; reel++)
        for (let row = 0; row < 3; row++)
          expect(await stage.locator(`[data-cell="${reel}:${row}"]`).getAttribute('data-symbol')).toBe(
            r.grid[reel][row],
          );
      expect(await texts(stage.locator('[data-line]'), 'data-line')).toEqual(
        r.lines.map((l: any) => String(l.line)),
      );
      if (r.lines.length) expect(await stage.locator('.cell.hit').count()).toBeGreaterThan(2);
      return;
    case 'dice':
      expect(await texts(stage.locator('.die[data-face]'), 'data-face')).toEqual(r.dice.map(String));
      expect(await stage.locator('[data-sum]').getAttribute('data-sum')).toBe(String(r.sum));
      expect(await stage.locator('.dice-cell[data-outcome]').getAttribute('data-outcome')).toBe(r.outcome);
      return;
    case 'baccarat':
      expect(await texts(stage.locator('.box-player [data-card]'), 'data-card')).toEqual(
        r.player.map((rank: number, i: number) => `${rank}-${r.playerSuits[i]}`),
      );
      expect(await texts(stage.locator('.box-banker [data-card]'), 'data-card')).toEqual(
        r.banker.map((rank: number, i: number) => `${rank}-${r.bankerSuits[i]}`),
      );
      expect(await stage.locator('.caption').getAttribute('data-outcome')).toBe(r.outcome);
      return;
    case 'dragon_tiger':
      expect(await texts(stage.locator('.box-dragon [data-card]'), 'data-card')).toEqual([
        `${r.dragon}-${r.dragonSuit}`,
      ]);
      expect(await texts(stage.locator('.box-tiger [data-card]'), 'data-card')).toEqual([
        `${r.tiger}-${r.tigerSuit}`,
      ]);
      expect(await stage.locator('.caption').getAttribute('data-outcome')).toBe(r.outcome);
      return;
    case 'crash':
      expect(await stage.locator('[data-crash]').getAttribute('data-crash')).toBe(String(r.crashAt));
      expect((await stage.locator('[data-crash]').innerText()).trim()).toBe(
        `${(r.crashAt / 100).toFixed(2)}×`,
      );
      return;
    case 'fishing':
      expect(await stage.locator('[data-caught]').getAttribute('data-caught')).toBe(String(r.caught));
      return;
    case 'niuniu':
      // Four seats: each one's cards, hand and result against the banker, and the banker marked.
      for (const [i, seat] of (r.seats as any[]).entries()) {
        const box = stage.locator(`[data-seat="${i}"]`);
        expect((await texts(box.locator('[data-card]'), 'data-card')).sort()).toEqual(
          cardCodes(seat.cards).sort(),
        );
        expect(await box.locator('[data-hand]').getAttribute('data-hand')).toBe(seat.hand.name);
        expect(await box.locator('[data-result]').getAttribute('data-result')).toBe(String(seat.result));
      }
      expect(await stage.locator('[data-banker="true"]').getAttribute('data-seat')).toBe(String(r.banker));
      return;
    case 'race':
      // The boats over the line in the server's order, the champion on the podium.
      for (const [rank, boat] of (r.order as number[]).entries())
        expect(await stage.locator(`[data-boat="${boat}"]`).getAttribute('data-rank')).toBe(String(rank + 1));
      expect(await stage.locator('[data-champion]').getAttribute('data-champion')).toBe(String(r.champion));
      return;
    case 'golden_flower':
      for (const seat of ['player', 'banker'] as const) {
        const shown = await texts(stage.locator(`.seat-${seat} [data-card]`), 'data-card');
        expect(shown.sort()).toEqual(cardCodes(r[seat]).sort());
        expect(await stage.locator(`.seat-${seat} [data-hand]`).getAttribute('data-hand')).toBe(
          r[`${seat}Hand`],
        );
      }
      expect(await stage.locator('.versus').getAttribute('data-outcome')).toBe(r.outcome);
      return;
  }
}

let token: string;

beforeAll(async () => {
  ({ token } = await registerAndLogin('gp'));
  await fund(token, '3000');
  // Transfer platforms get their own money; pg plays from the site's wallet (seamless).
  for (const platform of ['pp', 'ag', 'ky', 'fgfish', 'vr']) {
    const moved = await post(
      '/api/transfer',
      { amount: '400', sourcetype: 'userbalance', targettype: platform },
      token,
    );
    expect(moved.code, moved.message).toBe(200);
  }
});

describe('the game pages', () => {
  it.each(Object.keys(GAMES) as Kind[])("reveal the server's round of %s and pay it", async (kind) => {
    const [plat_name, game_code] = GAMES[kind];
    const launch = await post(
      '/api/getGameUrl',
      { plat_name, game_code, game_type: 0, is_mobile_url: 1 },
      token,
    );
    expect(launch.code, launch.message).toBe(200);
    const csp = await watchCsp(page);
    await page.goto(String(launch.data.url));
    await page.locator('#play:not([disabled])').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.locator('#rtp').innerText()).toContain('理论返还率');
    const before = fen(await page.locator('#balance').innerText());
    const answer = page.waitForResponse((r) => r.url().endsWith('/round') && r.request().method() === 'POST');
    await page.locator('#play').click();
    const round = (await (await answer).json()).data;
    expect(round.round_no).toBeTruthy();
    const shots = process.env.GAME_SHOTS;
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.waitForTimeout(kind === 'slot' ? 900 : 700);
      await page.screenshot({ path: join(shots, `${kind}-reveal.png`) });
    }
    // The balance moves only once the reveal has ended.
    await page.locator('#table[data-phase="done"]').waitFor({ timeout: 20_000 });
    await expectRevealed(kind, page, round.result);
    expect(fen(await page.locator('#balance').innerText())).toBe(before - fen(round.bet) + fen(round.win));
    expect(fen(round.balance)).toBe(before - fen(round.bet) + fen(round.win));
    const message = (await page.locator('#table .msg').innerText()).trim();
    // 抢庄牛牛 holds back its largest possible loss as the stake: the message tells the result itself.
    const net = Math.abs(fen(round.win) - fen(round.bet)) / 100;
    if (kind === 'niuniu') expect(message).toContain(net.toFixed(2));
    else
      expect(message).toEqual(fen(round.win) > 0 ? expect.stringContaining(round.win) : '未中奖，再接再厉');
    // The server's record of the round heads the history.
    await expect
      .poll(() => page.locator('#history li').first().getAttribute('data-round'))
      .toBe(round.round_no);
    if (shots) await page.screenshot({ path: join(shots, `${kind}-after.png`) });
    expect(await csp.list()).toEqual([]);
  });

  it('shows a clear Chinese error when the round is refused, the balance unchanged', async () => {
    const launch = await post(
      '/api/getGameUrl',
      { plat_name: 'ag', game_code: 'baccarat-speed', game_type: 0, is_mobile_url: 1 },
      token,
    );
    await page.goto(String(launch.data.url));
    await page.locator('#play:not([disabled])').waitFor({ timeout: 15_000 });
    const before = await page.locator('#balance').innerText();
    // The biggest chip is more than the money left on the platform.
    await page.locator('.chip').last().click();
    await page.locator('#play').click();
    await page.locator('#table[data-phase="failed"]').waitFor();
    await expect.poll(() => page.locator('#table .msg.error').innerText()).toMatch(/[\u4e00-\u9fa5]/);
    expect(await page.locator('#balance').innerText()).toBe(before);
    await page.locator('#play:not([disabled])').waitFor();
  });

  it('tells the player when the session has ended', async () => {
    await page.goto('/demo-provider/play/no-such-session');
    await expect
      .poll(() => page.locator('#table .msg.error').innerText())
      .toBe('游戏会话已过期，请返回重新进入');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fund, phoneTests, post, registerAndLogin } from './support/players.js';

/**
 * The card tables on a 390 px phone: every card the server dealt lies whole on the screen and
 * inside the felt (which clips what spills over), baccarat's sideways third cards included.
 */
let page: Page;
phoneTests((opened) => (page = opened));

let token: string;

beforeAll(async () => {
  ({ token } = await registerAndLogin('gt'));
  await fund(token, '1000');
  const moved = await post(
    '/api/transfer',
    { amount: '600', sourcetype: 'userbalance', targettype: 'ag' },
    token,
  );
  expect(moved.code, moved.message).toBe(200);
});

/** Boxes of every card on the table and of the felt, once every animation has ended. */
async function cardBoxes(game: Page) {
  await game.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  return game.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    return {
      felt: box(document.querySelector('#table .felt')!),
      cards: Array.from(document.querySelectorAll('#table [data-card]')).map((el) => ({
        card: el.getAttribute('data-card'),
        ...box(el),
      })),
    };
  });
}

describe('baccarat at 390 px', () => {
  it('shows third cards whole, inside the screen and the felt', async () => {
    const launch = await post(
      '/api/getGameUrl',
      { plat_name: 'ag', game_code: 'baccarat-classic', game_type: 0, is_mobile_url: 1 },
      token,
    );
    expect(launch.code, launch.message).toBe(200);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(String(launch.data.url));
    await page.locator('#play:not([disabled])').waitFor({ timeout: 15_000 });
    // Rounds until both hands have drawn a third card (about one round in four).
    let both = false;
    for (let i = 0; i < 40 && !both; i++) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/round'));
      await page.locator('#play').click();
      const r = (await (await answer).json()).data.result;
      await page.locator('#table[data-phase="done"]').waitFor();
      both = r.player.length === 3 && r.banker.length === 3;
      const { felt, cards } = await cardBoxes(page);
      expect(cards).toHaveLength(r.player.length + r.banker.length);
      for (const c of cards) {
        expect(c.left, `${c.card} left`).toBeGreaterThanOrEqual(Math.max(0, felt.left));
        expect(c.right, `${c.card} right`).toBeLessThanOrEqual(Math.min(390, felt.right));
        expect(c.top, `${c.card} top`).toBeGreaterThanOrEqual(felt.top);
        expect(c.bottom, `${c.card} bottom`).toBeLessThanOrEqual(felt.bottom);
      }
    }
    expect(both).toBe(true);
    if (process.env.GAME_SHOTS)
      await page.screenshot({ path: `${process.env.GAME_SHOTS}/baccarat-third.png` });
  });
});

describe('the baccarat rooms', () => {
  it('play as their names say: 贵宾 for higher stakes, 极速 at twice the pace', async () => {
    const open = async (game_code: string) => {
      const launch = await post(
        '/api/getGameUrl',
        { plat_name: 'ag', game_code, game_type: 0, is_mobile_url: 1 },
        token,
      );
      expect(launch.code, launch.message).toBe(200);
      await page.goto(String(launch.data.url));
      await page.locator('#play:not([disabled])').waitFor({ timeout: 15_000 });
    };
    await open('baccarat-vip');
    expect(await page.locator('.chip').allInnerTexts()).toEqual(['100', '200', '500', '1000', '2000']);
    expect(await page.locator('.felt-title').innerText()).toContain('贵宾厅');
    await open('baccarat-speed');
    expect(await page.locator('.chip').allInnerTexts()).toEqual(['10', '20', '50', '100', '500']);
    expect(await page.locator('.felt-title').innerText()).toContain('极速');
    // Its reveal takes half the classic table's: deal, two turns, each draw, the result, a pause.
    const answer = page.waitForResponse((r) => r.url().endsWith('/round'));
    const started = Date.now();
    await page.locator('#play').click();
    const r = (await (await answer).json()).data.result;
    await page.locator('#table[data-phase="done"]').waitFor();
    const classic = 780 + 1600 + (r.player.length > 2 ? 1250 : 0) + (r.banker.length > 2 ? 1250 : 0) + 1600;
    expect(Date.now() - started).toBeLessThan(classic * 0.75);
  });
});

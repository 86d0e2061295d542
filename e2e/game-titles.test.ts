import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fund, phoneTests, post, registerAndLogin } from './support/players.js';

/**
 * Slot titles on a phone: each catalogue title opens its own game, with its own name, symbols,
 * paytable and published return, and its rounds show only its own symbols.
 */
let page: Page;
phoneTests((opened) => (page = opened));

let token: string;
const fen = (yuan: string) => Math.round(Number(yuan) * 100);
const texts = (selector: string, attribute: string) =>
  page.locator(selector).evaluateAll((els, name) => els.map((el) => el.getAttribute(name)), attribute);

beforeAll(async () => {
  ({ token } = await registerAndLogin('st'));
  await fund(token, '1000');
});

/** Moves money from the main wallet to a transfer platform's. */
async function moveTo(platform: string, amount: string) {
  const moved = await post(
    '/api/transfer',
    { amount, sourcetype: 'userbalance', targettype: platform },
    token,
  );
  expect(moved.code, moved.message).toBe(200);
}

/** Opens a game of the catalogue as the lobby does; returns the session's info. */
async function open(plat_name: string, game_code: string) {
  const launch = await post(
    '/api/getGameUrl',
    { plat_name, game_code, game_type: 0, is_mobile_url: 1 },
    token,
  );
  expect(launch.code, launch.message).toBe(200);
  const info = page.waitForResponse((r) => r.url().endsWith('/info'));
  await page.goto(String(launch.data.url));
  await page.locator('#play:not([disabled])').waitFor({ timeout: 15_000 });
  return (await (await info).json()).data;
}

describe('slot titles', () => {
  it('each plays as its own game: name, symbols, paytable and return of its own', async () => {
    const seen = new Map<string, Set<string>>();
    for (const [platform, code, name] of [
      ['obgdy', 'fortune-god', '财神到'],
      ['obgdy', 'mahjong-win', '麻将胡了'],
      ['obgdy', 'lucky-cat', '招财猫'],
    ] as const) {
      const info = await open(platform, code);
      expect(info.slot.name).toBe(name);
      expect((await page.locator('header').innerText()).trim()).toContain(name);
      expect(await page.locator('.slot-crown').innerText()).toContain(name);
      const rtp = `${(info.slot.rtp_bp / 100).toFixed(2)}%`;
      expect(await page.locator('#rtp').innerText()).toContain(`理论返还率 ${rtp}`);
      // The paytable lists the title's symbols with their pays at the chosen stake.
      await page.locator('#paytable summary').click();
      const listed = await page
        .locator('#paytable [data-pay]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-pay')));
      const own = [...info.slot.symbols, ...(info.slot.scatter ? [info.slot.scatter] : [])].map(
        (s: { id: string }) => s.id,
      );
      expect(listed).toEqual(own);
      expect(await page.locator('#paytable img.sym').count()).toBe(own.length);
      // A round shows only the title's own symbols, each drawn as a picture.
      const answer = page.waitForResponse((r) => r.url().endsWith('/round'));
      await page.locator('#play').click();
      const round = (await (await answer).json()).data;
      await page.locator('#table[data-phase="done"]').waitFor({ timeout: 20_000 });
      const shown = await page
        .locator('#table [data-symbol]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-symbol')!));
      expect(shown).toEqual((round.result.grid as string[][]).flat());
      for (const s of shown) expect(own).toContain(s);
      expect(await page.locator('#table [data-cell] img.sym').count()).toBe(15);
      expect(fen(round.win)).toBe(
        round.result.lines.reduce((a: number, l: { pay: number }) => a + l.pay, 0) +
          (round.result.scatter?.pay ?? 0),
      );
      seen.set(code, new Set(own));
      if (process.env.GAME_SHOTS)
        await page.screenshot({ path: `${process.env.GAME_SHOTS}/slot-${code}.png` });
    }
    // No two of them share their themed symbols: each set has four or more of its own.
    const sets = [...seen.values()];
    for (const a of sets)
      for (const b of sets)
        if (a !== b) expect([...a].filter((s) => !b.has(s)).length).toBeGreaterThanOrEqual(4);
  });
});

describe('抢庄牛牛', () => {
  it('plays the bid and bet chosen, pays by the hands, holds back only what the wallet covers', async () => {
    await moveTo('ky', '200');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open('ky', 'niuniu');
    await page.locator('[data-choice="b3x1"]').click();
    await page.locator('[data-choice="b3x2"]').click();
    // 1元 底注, 抢×3, 下注×2: at worst you bank at ×3 against three ×3 bets, every hand at ×5.
    expect(await page.locator('#niu-hold').innerText()).toContain('135.00');
    const before = fen(await page.locator('#balance').innerText());
    const answer = page.waitForResponse((r) => r.url().endsWith('/round'));
    await page.locator('#play').click();
    const round = (await (await answer).json()).data;
    const r = round.result;
    await page.locator('#table[data-phase="done"]').waitFor();
    expect(r.seats[0]).toMatchObject({ bid: 3, bet: 2 });
    expect(r.bankerMultiple).toBe(Math.max(...r.seats.map((s: { bid: number }) => s.bid)));
    // Each player against the banker: 底注 × 庄倍 × 下注倍 × the winner's hand multiple.
    for (const [i, seat] of r.seats.entries()) {
      if (i === r.banker) continue;
      const winner = seat.result > 0 ? seat : r.seats[r.banker];
      expect(Math.abs(seat.result)).toBe(100 * r.bankerMultiple * seat.bet * winner.hand.multiple);
    }
    const net = r.gross - (r.gross > 0 ? r.gross * 0.05 : 0);
    expect(fen(round.win) - fen(round.bet)).toBe(net);
    expect(fen(await page.locator('#balance').innerText())).toBe(before + net);
    expect(await page.locator('[data-banker="true"]').getAttribute('data-seat')).toBe(String(r.banker));
    // The rules the page publishes: the multiple each hand wins at.
    await page.locator('#rules summary').click();
    expect(await texts('#rules [data-multiple]', 'data-multiple')).toEqual(['1', '2', '3', '4', '5', '5']);
    expect(await page.locator('#rules').innerText()).toContain(
      '底注 × 庄家倍数 × 闲家下注倍数 × 赢家牌型倍数',
    );
    if (process.env.GAME_SHOTS)
      await page.screenshot({ path: `${process.env.GAME_SHOTS}/niuniu-bid.png`, fullPage: true });

    // 20元 at 抢×3 ×3 could lose more than the platform wallet holds: refused, nothing moves.
    const left = await page.locator('#balance').innerText();
    await page.locator('.chip').last().click();
    await page.locator('[data-choice="b3x3"]').click();
    await page.locator('#play').click();
    await page.locator('#table[data-phase="failed"]').waitFor();
    expect(await page.locator('#table .msg.error').innerText()).toMatch(
      /^余额不足：本局需暂扣 \d+\.\d{2} 元/,
    );
    expect(await page.locator('#balance').innerText()).toBe(left);
  });
});

describe('fishing halls', () => {
  it('each swims its own species, named on the page, and a shot is at one of them', async () => {
    await moveTo('fgfish', '100');
    const keys = new Map<string, string[]>();
    for (const [code, name, top] of [
      ['fishing-king', '捕鱼大亨', '金龙 ×50'],
      ['golden-toad', '金蟾捕鱼', '金蟾 ×30'],
      ['shark-hunt', '深海狂鲨', '狂鲨 ×80'],
    ] as const) {
      const info = await open('fgfish', code);
      expect((await page.locator('header').innerText()).trim()).toContain(name);
      const shown = await page.locator('.fish-key span').allInnerTexts();
      expect(shown).toHaveLength(5);
      expect(shown).toContain(top);
      const answer = page.waitForResponse((r) => r.url().endsWith('/round'));
      await page.locator('.spot').last().click();
      await page.locator('#play').click();
      const round = (await (await answer).json()).data;
      expect(info.choices).toContain(round.result.fish);
      expect(round.result.fish).toBe(info.choices[info.choices.length - 1]);
      await page.locator('#table[data-phase="done"]').waitFor({ timeout: 20_000 });
      keys.set(code, info.choices);
      if (process.env.GAME_SHOTS)
        await page.screenshot({ path: `${process.env.GAME_SHOTS}/fishing-${code}.png` });
    }
    // Each hall has three or more species the others' lists lack.
    for (const [code, mine] of keys)
      for (const [other, theirs] of keys)
        if (code !== other) expect(mine.filter((k) => !theirs.includes(k)).length).toBeGreaterThanOrEqual(3);
  });
});

describe('极速快三', () => {
  it('plays its own bets (大小单双 and 豹子) where 幸运骰宝 plays 大小', async () => {
    await moveTo('vr', '100');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const sicbo = await open('pg', 'dice-sicbo');
    expect(sicbo.choices).toEqual(['big', 'small']);
    expect(await page.locator('.dice-board.parity').count()).toBe(0);
    const info = await open('vr', 'fast-three');
    expect((await page.locator('header').innerText()).trim()).toContain('极速快三');
    expect(await page.locator('.choices .spot b').allInnerTexts()).toEqual(['大', '小', '单', '双', '豹子']);
    expect(await page.locator('#rtp').innerText()).toContain('豹子 86.11%');
    await page.locator('[data-choice="odd"]').click();
    const answer = page.waitForResponse((r) => r.url().endsWith('/round'));
    await page.locator('#play').click();
    const r = (await (await answer).json()).data;
    await page.locator('#table[data-phase="done"]').waitFor();
    const odd = r.result.sum % 2 === 1 && r.result.outcome !== 'triple';
    expect(fen(r.win)).toBe(odd ? 2 * fen(r.bet) : 0);
    const lit = await texts('[data-parity]', 'data-parity');
    expect(lit).toEqual(r.result.outcome === 'triple' ? [] : [r.result.parity]);
    if (process.env.GAME_SHOTS) await page.screenshot({ path: `${process.env.GAME_SHOTS}/fast-three.png` });
    expect(info.choices).toContain('triple');
  });
});

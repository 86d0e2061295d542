import { describe, expect, it } from 'vitest';
import { DEMO_GAMES } from '../../../server/src/seeds/seed-games.js';
import { kindOf } from '../games.js';
import { seeded } from './seeded-rng.js';
import { slotRtp } from './slot-rtp.js';
import { SLOT_TITLES } from './slot-titles/index.js';
import { spread } from './slot-titles/kit.js';
import { PAYLINES, SLOT_STAKES, spinSlot, type SlotTitle } from './slot.js';

/** The return each title publishes on its page, as computed exactly from its strips. */
const PUBLISHED: Record<string, number> = {
  'fortune-god': 0.961,
  'golden-dragon': 0.9651,
  'lucky-cat': 0.9581,
  'fruit-party': 0.971,
  'panda-legend': 0.9626,
  'mahjong-win': 0.968,
  'treasure-ship': 0.96,
  cleopatra: 0.955,
  'ocean-gems': 0.964,
  'guan-yu': 0.9612,
  'lucky-stars': 0.9656,
  'gold-train': 0.9603,
  'sweet-candy': 0.9635,
  'wild-west': 0.9584,
  'dragon-tiger-slot': 0.9623,
  'five-blessings': 0.9557,
  'jade-emperor': 0.9642,
  'mahjong-ways': 0.9701,
  'lucky-neko': 0.9613,
};

/** An rng that stops the reels where it is told, in order. */
const stopsAt = (stops: number[]) => {
  let i = 0;
  return { int: () => stops[i++ % stops.length]!, weighted: () => 0 };
};

/** A small title whose every spin can be played: strips of 5-6 symbols, a wild and a scatter. */
const tiny: SlotTitle = {
  code: 'tiny',
  name: '小',
  lines: 30,
  symbols: [
    { id: 'WILD', name: '百搭', pays: [10, 40, 200] },
    { id: 'H', name: '高', pays: [5, 20, 80] },
    { id: 'L', name: '低', pays: [2, 5, 10] },
  ],
  wild: 'WILD',
  scatter: { id: 'S', name: '散布', pays: [2, 10, 100] },
  reels: [
    spread(['WILD', 'H', 'L', 'S'], [1, 1, 2, 1]),
    spread(['WILD', 'H', 'L', 'S'], [1, 2, 2, 1]),
    spread(['WILD', 'H', 'L', 'S'], [2, 1, 2, 1]),
    spread(['WILD', 'H', 'L', 'S'], [1, 1, 3, 1]),
    spread(['WILD', 'H', 'L', 'S'], [0, 2, 2, 1]),
  ],
};

describe('slot titles', () => {
  it("serve every slot of the site's catalogue, each its own game", () => {
    const slots = DEMO_GAMES.filter(([platform, code]) => kindOf(platform, code) === 'slot');
    expect(slots.map(([, code]) => code).sort()).toEqual(Object.keys(SLOT_TITLES).sort());
    // No two titles share a symbol set: each has at least three symbols of its own.
    const ids = (t: SlotTitle) => [...t.symbols, ...(t.scatter ? [t.scatter] : [])].map((s) => s.id);
    for (const a of Object.values(SLOT_TITLES))
      for (const b of Object.values(SLOT_TITLES)) {
        if (a === b) continue;
        const own = ids(a).filter((id) => !ids(b).includes(id) || id === 'WILD');
        expect(own.length, `${a.code} against ${b.code}`).toBeGreaterThanOrEqual(4);
      }
    // A title's name is the catalogue's.
    for (const [, code, name] of slots) expect(SLOT_TITLES[code]!.name).toBe(name);
  });

  it('have lines that divide every stake, and strips of their own symbols only', () => {
    for (const t of Object.values(SLOT_TITLES)) {
      expect(PAYLINES.length).toBeGreaterThanOrEqual(t.lines);
      for (const stake of SLOT_STAKES) expect(stake % t.lines, `${t.code} at ${stake}`).toBe(0);
      const ids = new Set([...t.symbols, ...(t.scatter ? [t.scatter] : [])].map((s) => s.id));
      expect(t.reels).toHaveLength(5);
      for (const strip of t.reels) for (const s of strip) expect(ids.has(s)).toBe(true);
      // Every symbol turns up somewhere; a scatter never twice in one window.
      for (const id of ids) if (id !== t.wild) expect(t.reels.flat()).toContain(id);
      if (t.scatter)
        for (const strip of t.reels)
          strip.forEach((s, i) => {
            if (s !== t.scatter!.id) return;
            expect(strip[(i + 1) % strip.length]).not.toBe(s);
            expect(strip[(i + 2) % strip.length]).not.toBe(s);
          });
    }
    expect(new Set(PAYLINES.map((l) => l.join())).size).toBe(PAYLINES.length);
  });

  it('compute the return exactly: every spin of a small title played, averaged', () => {
    let paid = 0;
    let spins = 0;
    const lengths = tiny.reels.map((s) => s.length);
    const stops = [0, 0, 0, 0, 0];
    const next = () => {
      for (let i = 4; i >= 0; i--) {
        if (++stops[i]! < lengths[i]!) return true;
        stops[i] = 0;
      }
      return false;
    };
    do {
      paid += spinSlot(tiny, 900, stopsAt(stops)).win;
      spins++;
    } while (next());
    expect(spins).toBe(lengths.reduce((a, b) => a * b, 1));
    expect(slotRtp(tiny).total).toBeCloseTo(paid / (spins * 900), 12);
  });

  it.each(Object.keys(SLOT_TITLES))('%s publishes its exact return, which play bears out', (code) => {
    const title = SLOT_TITLES[code]!;
    const rtp = slotRtp(title);
    expect(Number(rtp.total.toFixed(4))).toBe(PUBLISHED[code]);
    expect(rtp.total).toBeGreaterThan(0.95);
    expect(rtp.total).toBeLessThan(0.975);
    // 50,000 seeded spins of the real engine land near it.
    const rng = seeded(code.length * 7919);
    let paid = 0;
    const n = 50_000;
    for (let i = 0; i < n; i++) paid += spinSlot(title, 900, rng).win;
    expect(Math.abs(paid / (n * 900) - rtp.total)).toBeLessThan(0.04);
  });

  it('pays lines from the left, wilds standing in, scatters anywhere', () => {
    const reels = (...middle: string[]) => middle.map((s) => (s === 'S' ? ['L', 'S', 'L'] : [s, s, s]));
    // Middle row: L WILD L H S → three L from the left (the wild stands in); one scatter pays nothing.
    const t: SlotTitle = { ...tiny, lines: 1, reels: reels('L', 'WILD', 'L', 'H', 'S') };
    const r = spinSlot(t, 900, stopsAt([0]));
    expect(r.lines).toEqual([{ line: 0, symbol: 'L', count: 3, pay: 900 * 2 }]);
    expect(r.scatter).toEqual({ count: 1, pay: 0 });
    expect(r.win).toBe(1800);
    // Wilds leading pay as wilds; a wild never stands in for the scatter.
    const wilds = { ...t, reels: reels('WILD', 'WILD', 'WILD', 'S', 'H') };
    expect(spinSlot(wilds, 900, stopsAt([0])).lines).toEqual([
      { line: 0, symbol: 'WILD', count: 3, pay: 900 * 10 },
    ]);
    // A scatter on each reel pays the stake × its five-pay, wherever it lands.
    const scatters = { ...t, reels: Array.from({ length: 5 }, () => ['S', 'L', 'H']) };
    expect(spinSlot(scatters, 900, stopsAt([0])).scatter).toEqual({ count: 5, pay: 900 * 100 });
  });
});

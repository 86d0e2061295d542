// Measures the frame rate of the demo provider's game pages while they reveal a round.
//
//   npm run build -w @app/demo-provider && npm run game-frames [-- --rounds 3 --rate 4 --out FILE]
//   [-- --games slot,crash] [-- --scale 2] [-- --trace DIR]
//
// Starts the built site (a throw-away SQLite database, the demo catalogue), makes a funded player
// through the real API, then opens each kind of game in Debian's Chromium, headless, as a 390x844
// phone with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate, Lighthouse's stand-in for a
// mid-range phone), plays a few rounds and records requestAnimationFrame timestamps from the tap
// until the page shows the result (#table[data-phase=done]). Prints per game the frames, average
// and 5th-percentile fps, frames over 33 ms and the longest, with the layouts, style
// recalculations and main-thread CPU time per frame (CDP Performance.getMetrics); writes them all
// to a JSON file ($TMPDIR/jinsha-game-frames unless --out). --scale: the device pixel ratio. --trace
// keeps a Chromium performance trace of each game's rounds, for DevTools.
//
// A proxy, not a phone: headless Chromium draws in software on a shared machine, and the throttle
// slows the page's main thread only. Run it 2-3 times and read the range.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { GAME_OF_KIND } from '../e2e/support/game-kinds.js';
import { startOwnSite, type OwnSite } from '../e2e/support/own-site.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.js';

const GAMES: Record<string, readonly [platform: string, code: string]> = GAME_OF_KIND;
const LONG_MS = 33.4;

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    rate: { type: 'string', default: '4' },
    scale: { type: 'string', default: '2' },
    games: { type: 'string', default: Object.keys(GAMES).join(',') },
    out: { type: 'string', default: join(tmpdir(), 'jinsha-game-frames', `frames-${Date.now()}.json`) },
    trace: { type: 'string' },
  },
});
const rounds = Math.max(1, Number(args.rounds) || 3);
const rate = Math.max(1, Number(args.rate) || 4);
const scale = Math.max(1, Number(args.scale) || 2);
const kinds = args.games.split(',').filter((k) => k in GAMES);

/**
 * Runs in the page: a tap on the play button starts recording each frame's timestamp, until the
 * stage says the reveal is done (after it has left the last round's "done"); nothing runs between
 * rounds, so the recorder adds no frames of its own. Source text, not a function: tsx would wrap
 * a function's inner ones in a helper the page lacks.
 */
const RECORDER = `(() => {
  const state = { times: [], left: false, done: true };
  const tick = (now) => {
    state.times.push(now);
    const phase = document.querySelector('#table')?.getAttribute('data-phase');
    if (phase !== 'done') state.left = true;
    if (state.left && phase === 'done') state.done = true;
    else requestAnimationFrame(tick);
  };
  document.addEventListener('click', (event) => {
    if (!event.target.closest?.('#play') || !state.done) return;
    Object.assign(state, { times: [], left: false, done: false });
    requestAnimationFrame(tick);
  }, true);
  window.__frames = () => state;
})();`;

type Metrics = Record<string, number>;
const metrics = async (cdp: CDPSession): Promise<Metrics> =>
  Object.fromEntries(
    (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value] as [string, number]),
  );

interface Round {
  intervals: number[];
  /** When each frame over 33 ms ended, in ms from the first frame after the tap. */
  longAt: number[];
  ms: number;
  layouts: number;
  styles: number;
  layoutMs: number;
  styleMs: number;
  scriptMs: number;
  /** All the main thread's work, in its CPU time: what the page costs, whatever the machine's load. */
  busyMs: number;
}

/** One round: the tap, the reveal recorded frame by frame, what the main thread did meanwhile. */
async function playRound(page: Page, cdp: CDPSession): Promise<Round> {
  await page.locator('#play:not([disabled])').waitFor({ timeout: 30_000 });
  const before = await metrics(cdp);
  await page.locator('#play').click();
  await page.waitForFunction(() => (window as any).__frames().done, null, {
    timeout: 40_000,
    polling: 250,
  });
  const after = await metrics(cdp);
  const { times } = (await page.evaluate(() => (window as any).__frames())) as { times: number[] };
  const d = (name: string) => (after[name] ?? 0) - (before[name] ?? 0);
  return {
    intervals: times.slice(1).map((t, i) => t - times[i]!),
    longAt: times
      .filter((t, i) => i > 0 && t - times[i - 1]! > LONG_MS)
      .map((t) => Math.round(t - times[0]!)),
    ms: times.length ? times[times.length - 1]! - times[0]! : 0,
    layouts: d('LayoutCount'),
    styles: d('RecalcStyleCount'),
    layoutMs: d('LayoutDuration') * 1000,
    styleMs: d('RecalcStyleDuration') * 1000,
    scriptMs: d('ScriptDuration') * 1000,
    busyMs: d('TaskDuration') * 1000,
  };
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** The figures of a game's rounds together. */
function summarize(kind: string, played: Round[]) {
  const intervals = played.flatMap((r) => r.intervals);
  const sorted = [...intervals].sort((a, b) => a - b);
  const total = intervals.reduce((a, b) => a + b, 0);
  const frames = intervals.length;
  const sum = (key: keyof Omit<Round, 'intervals' | 'longAt'>) => played.reduce((a, r) => a + r[key], 0);
  const p95 = sorted[Math.min(frames - 1, Math.floor(frames * 0.95))] ?? 0;
  return {
    kind,
    rounds: played.length,
    frames,
    revealMs: Math.round(sum('ms')),
    avgFps: frames ? round1((frames * 1000) / total) : 0,
    p5Fps: p95 ? round1(1000 / p95) : 0,
    longFrames: intervals.filter((i) => i > LONG_MS).length,
    longestMs: round1(sorted[frames - 1] ?? 0),
    layoutsPerFrame: round1(sum('layouts') / Math.max(1, frames)),
    stylesPerFrame: round1(sum('styles') / Math.max(1, frames)),
    layoutMs: Math.round(sum('layoutMs')),
    styleMs: Math.round(sum('styleMs')),
    scriptMs: Math.round(sum('scriptMs')),
    cpuPerFrameMs: round1(sum('busyMs') / Math.max(1, frames)),
    longAt: played.map((r) => r.longAt),
  };
}
type Summary = ReturnType<typeof summarize>;

/** The printed table: a column's title, width and figure. */
const COLUMNS: Array<[string, number, (s: Summary) => string | number]> = [
  ['game', 14, (s) => s.kind],
  ['frames', 7, (s) => s.frames],
  ['avg fps', 8, (s) => s.avgFps.toFixed(1)],
  ['p5 fps', 7, (s) => s.p5Fps.toFixed(1)],
  ['>33ms', 6, (s) => s.longFrames],
  ['longest ms', 11, (s) => Math.round(s.longestMs)],
  ['layouts/fr', 11, (s) => s.layoutsPerFrame.toFixed(1)],
  ['styles/fr', 10, (s) => s.stylesPerFrame.toFixed(1)],
  ['layout+style ms', 16, (s) => s.layoutMs + s.styleMs],
  ['script ms', 10, (s) => s.scriptMs],
  ['cpu ms/fr', 10, (s) => s.cpuPerFrameMs.toFixed(1)],
];
const line = (cells: Array<string | number>) =>
  cells.map((c, i) => (i ? String(c).padStart(COLUMNS[i]![1]) : String(c).padEnd(COLUMNS[0]![1]))).join('');

/** A fresh player paid in through the sandbox gateway, with money moved to each transfer platform. */
async function fundedPlayer(site: OwnSite): Promise<string> {
  const token = await site.paidPlayer(`gf${String(Date.now() % 1e8).padStart(8, '0')}`, 5000);
  // Transfer platforms play from their own money; pg plays from the site's wallet (seamless).
  for (const targettype of ['pp', 'ag', 'ky', 'fgfish', 'vr']) {
    const moved = await site.api(
      '/api/transfer',
      { amount: '800', sourcetype: 'userbalance', targettype },
      token,
    );
    if (moved.code !== 200) throw new Error(`transfer to ${targettype}: ${moved.message}`);
  }
  return token;
}

/** The game page's address: the site's own launch answer. */
async function gameUrl(site: OwnSite, token: string, [plat_name, game_code]: readonly [string, string]) {
  const launch = { plat_name, game_code, game_type: 0, is_mobile_url: 1 };
  const answer = await site.api('/api/getGameUrl', launch, token);
  if (answer.code !== 200) throw new Error(`getGameUrl ${game_code}: ${answer.message}`);
  return new URL(String(answer.data.url), site.baseURL).href;
}

const started = Date.now();
const site = await startOwnSite({});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROMIUM_FLAGS,
});
const results: Summary[] = [];
try {
  const token = await fundedPlayer(site);
  console.log(`${rounds} rounds per game, CPU throttled ${rate}x, 390x844 @${scale}x, headless Chromium\n`);
  console.log(line(COLUMNS.map(([title]) => title)));
  for (const kind of kinds) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: scale,
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    });
    const page = await context.newPage();
    await page.addInitScript({ content: RECORDER });
    await page.goto(await gameUrl(site, token, GAMES[kind]!));
    await page.locator('#play:not([disabled])').waitFor({ timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    // Durations in the main thread's CPU time: what the page costs, not how long the shared machine kept
    // it waiting (the throttle's pauses are not CPU time either, so this is the unthrottled cost).
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    if (args.trace) {
      mkdirSync(resolve(args.trace), { recursive: true });
      await browser.startTracing(page, { path: join(resolve(args.trace), `${kind}.json`) });
    }
    const played: Round[] = [];
    for (let i = 0; i < rounds; i++) played.push(await playRound(page, cdp));
    if (args.trace) await browser.stopTracing();
    const summary = summarize(kind, played);
    results.push(summary);
    console.log(line(COLUMNS.map(([, , figure]) => figure(summary))));
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}

const out = resolve(args.out);
mkdirSync(dirname(out), { recursive: true });
const note =
  'Headless Chromium with the CPU throttled is a proxy for a mid-range phone, not one: it draws in ' +
  'software on a shared machine and the throttle slows the main thread only. ' +
  'Run it 2-3 times and report the range.';
const report = {
  measuredAt: new Date().toISOString(),
  cpuThrottling: rate,
  deviceScaleFactor: scale,
  rounds,
  note,
  games: results,
};
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\n${note}\nWritten to ${out} in ${Math.round((Date.now() - started) / 1000)} s.`);

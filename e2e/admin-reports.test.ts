import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { adminLogin, desktopContext, expectMessage, heading, menuEntries } from './support/desktop.js';
import { operatorCall } from './support/operator.js';
import { fund, registerAndLogin } from './support/players.js';
import { ADMIN_PASSWORD } from './support/operator-passwords.js';

/**
 * The reports dashboard at 1280x800: the first operator lands on it, sees today's and the range's
 * figures (checked against the API after a deposit made here) and both charts; a quick range
 * refetches; the day and platform tables export CSV files with the right header and every row.
 */

interface Figures {
  ggr: string;
  bonus: string;
  bonus_detail: Record<string, string>;
  deposit: string;
  new_players: number;
  first_depositors: number;
  active_players: number;
  valid_bet: string;
}
interface Dashboard {
  from: string;
  to: string;
  today: Figures & { date: string };
  summary: Figures;
  daily: Array<Figures & { date: string }>;
  platforms: Array<{ platform: string; name: string }>;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;

const fen = (yuan: string) => Math.round(Number(yuan) * 100);
/** "1234.50" as the console shows it: "¥1,234.50". */
const shown = (yuan: string) => {
  const [whole = '0', cents = '00'] = yuan.split('.');
  return `¥${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
};
const yuanOf = (f: number) => `${Math.floor(f / 100)}.${String(f % 100).padStart(2, '0')}`;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const dashboard = (query = '') => operatorCall<Dashboard>('GET', `/admin/api/reports/dashboard${query}`);

async function csvOf(download: Download): Promise<{ name: string; lines: string[] }> {
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return { name: download.suggestedFilename(), lines: text.slice(1).trimEnd().split('\r\n') };
}

beforeAll(async () => {
  await operatorCall('GET', '/admin/api/me');
  browser = await launchBrowser();
  context = await desktopContext(browser);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('reports dashboard', () => {
  let today = '';

  it('is where the operator lands: today and the last week, figures and charts', async () => {
    const before = await dashboard();
    today = before.today.date;
    const player = await registerAndLogin('rep');
    await fund(player.token, '321.00');
    const after = await dashboard();
    expect(fen(after.today.deposit) - fen(before.today.deposit)).toBe(32_100);
    expect(after.today.new_players).toBe(before.today.new_players + 1);

    await adminLogin(page, 'admin', ADMIN_PASSWORD);
    await heading(page, '经营概览');
    expect((await menuEntries(page))[0]).toBe('经营概览');
    await expect.poll(() => page.url()).toContain('#/reports/dashboard');
    await page
      .getByTestId('report-caption')
      .getByText(`${addDays(today, -6)} 至 ${today}`)
      .waitFor();

    const deposit = page.getByTestId('kpi-deposit');
    await deposit.getByText(shown(after.summary.deposit), { exact: true }).waitFor();
    await expect.poll(() => deposit.innerText()).toContain(`今日 ${shown(after.today.deposit)}`);
    expect(await page.getByTestId('kpi-new_players').innerText()).toContain(
      `今日 ${after.today.new_players} 人`,
    );
    expect(await page.getByTestId('kpi-first_depositors').innerText()).toContain(
      `${after.summary.first_depositors} 人`,
    );
    expect(await page.getByTestId('kpi-valid_bet').innerText()).toContain(shown(after.summary.valid_bet));

    // GGR in the Chinese convention: the demo week's gain in red (a loss would be green).
    const ggr = page.getByTestId('kpi-ggr').locator('[data-sign]').first();
    expect(Number(after.summary.ggr)).toBeGreaterThan(0);
    expect(await ggr.getAttribute('data-sign')).toBe('up');
    expect(await ggr.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(207, 19, 34)');
    // 优惠: its lines name every kind paid and add up to the card's total.
    const lines = await page.getByTestId('bonus-breakdown').locator('li').allInnerTexts();
    const paid = Object.values(after.summary.bonus_detail).filter((v) => fen(v) !== 0);
    // The demo seed pays rebates and red packets: there is always something to add up.
    expect(paid.length).toBeGreaterThan(0);
    expect(lines).toHaveLength(paid.length);
    expect(lines.reduce((sum, line) => sum + fen(line.split('¥')[1]!.replace(/,/g, '')), 0)).toBe(
      fen(after.summary.bonus),
    );

    // Per day: deposit and withdrawal columns; per platform: the demo player's platforms.
    const daily = page.getByTestId('daily-chart');
    await daily.locator('.recharts-bar-rectangle').first().waitFor();
    expect(
      await daily.locator('.recharts-xAxis .recharts-cartesian-axis-tick').count(),
    ).toBeGreaterThanOrEqual(4);
    const platforms = page.getByTestId('platform-chart');
    await platforms.locator('.recharts-bar-rectangle').first().waitFor();
    expect(after.platforms.length).toBeGreaterThan(0);
    await platforms.getByText(after.platforms[0]!.name).first().waitFor();
    await daily.getByText('玩家', { exact: true }).click();
    await expect.poll(() => daily.locator('.recharts-line').count()).toBe(3);
    await page.screenshot({ path: '/tmp/admin-reports-dashboard.png', fullPage: true });
  });

  it('refetches when the range changes, keeping today apart', async () => {
    const from30 = addDays(today, -29);
    const refetched = page.waitForResponse(
      (r) => r.url().includes('/admin/api/reports/dashboard') && r.url().includes(`from=${from30}`),
    );
    await page.getByTestId('report-presets').getByText('近30天').click();
    expect((await refetched).status()).toBe(200);
    await page.getByTestId('report-caption').getByText(`${from30} 至 ${today}`).waitFor();
    await page.getByTestId('daily-table').getByText('共 30 天').waitFor();
    const month = await dashboard(`?from=${from30}&to=${today}`);
    await page.getByTestId('kpi-deposit').getByText(shown(month.summary.deposit), { exact: true }).waitFor();

    const yesterday = addDays(today, -1);
    await page.getByTestId('report-presets').getByText('昨日').click();
    await page.getByTestId('report-caption').getByText(yesterday, { exact: true }).waitFor();
    const past = await dashboard(`?from=${yesterday}&to=${yesterday}`);
    await page.getByTestId('kpi-deposit').getByText(shown(past.summary.deposit), { exact: true }).waitFor();
    // Today's figures stay under every card whatever the range.
    expect(await page.getByTestId('kpi-deposit').innerText()).toContain(`今日 ${shown(past.today.deposit)}`);
    await page.getByTestId('daily-table').getByText('共 1 天').waitFor();

    // A custom range typed into the picker.
    const from = addDays(today, -2);
    await page.getByPlaceholder('开始日期').click();
    await page.getByPlaceholder('开始日期').fill(from);
    await page.keyboard.press('Enter');
    await page.getByPlaceholder('结束日期').fill(today);
    await page.keyboard.press('Enter');
    await page.getByTestId('report-caption').getByText(`${from} 至 ${today}`).waitFor();
    await page.getByTestId('daily-table').getByText('共 3 天').waitFor();
  });

  it('exports the day and platform tables as CSV with the right header and every row', async () => {
    await page.getByTestId('report-presets').getByText('近7天').click();
    const from = addDays(today, -6);
    await page.getByTestId('daily-table').getByText('共 7 天').waitFor();

    const [dayFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('daily-table').getByRole('button', { name: '导出 CSV' }).click(),
    ]);
    const days = await csvOf(dayFile);
    expect(days.name).toBe(`每日报表-${from}-${today}.csv`);
    expect(days.lines[0]).toBe(
      '日期,存款,存款笔数,存款人数,取款,取款笔数,存提差,注单数,投注额,有效投注,派彩,GGR,优惠合计,活动彩金,VIP晋级彩金,返水,红包,人工加款,人工扣款,净营收,新注册,首存人数,活跃玩家',
    );
    expect(days.lines).toHaveLength(8);
    const week = await dashboard();
    const todayRow = days.lines[1]!.split(',');
    expect(todayRow.slice(0, 2)).toEqual([today, week.today.deposit]);
    const csvDeposits = days.lines.slice(1).reduce((sum, line) => sum + fen(line.split(',')[1]!), 0);
    expect(yuanOf(csvDeposits)).toBe(week.summary.deposit);
    await expectMessage(page, '已导出 7 条');

    const [platformFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('platform-table').getByRole('button', { name: '导出 CSV' }).click(),
    ]);
    const platforms = await csvOf(platformFile);
    expect(platforms.name).toBe(`平台报表-${from}-${today}.csv`);
    expect(platforms.lines[0]).toBe('平台,平台代码,注单数,投注额,有效投注,派彩,GGR,GGR率(%)');
    expect(platforms.lines).toHaveLength(week.platforms.length + 1);
    expect(platforms.lines[1]!.split(',').slice(0, 2)).toEqual([
      week.platforms[0]!.name,
      week.platforms[0]!.platform,
    ]);
  });
});

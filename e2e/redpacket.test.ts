import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { REDPACKET_MSG } from '@app/shared';
import { operatorCall } from './support/operator.js';
import { fund, phoneTests, post, registerAndLogin } from './support/players.js';

let page: Page;
const { open, expectToast } = phoneTests((opened) => (page = opened));

/** The campaign's switch and windows, as the back office saves them (Beijing HH:mm). */
type CampaignWindow = Partial<
  Record<'switch' | 'draw_start' | 'draw_end' | 'count_start' | 'count_end', string>
>;

const DEFAULTS: CampaignWindow = {
  draw_start: '10:00',
  draw_end: '12:00',
  count_start: '12:00',
  count_end: '10:00',
  switch: '1',
};

/** The e2e server runs on the real clock: a draw window and a counting window around now. */
const OPEN_ALL_DAY: CampaignWindow = {
  draw_start: '00:00',
  draw_end: '24:00',
  count_start: '00:00',
  count_end: '23:59',
  switch: '1',
};

/**
 * Saved through the back office, as an operator does: the server drops its settings cache on the
 * save, so the next player call sees the new window (a direct database write would wait out the cache).
 */
async function applySettings(values: CampaignWindow): Promise<void> {
  const current = await operatorCall<Record<string, unknown>>('GET', '/admin/api/redpacket');
  await operatorCall('PUT', '/admin/api/redpacket', { ...current, ...values });
}

/** Minutes since midnight, Beijing time (UTC+8 all year), as the server counts them. */
function beijingMinutes(): number {
  const now = new Date(Date.now() + 8 * 3_600_000);
  return now.getUTCHours() * 60 + now.getUTCMinutes();
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const fen = (yuan: string) => Math.round(Number(yuan.replace(/[^\d.-]/g, '')) * 100);
const byTestId = (id: string) => page.getByTestId(id);
const grabButton = () => page.getByRole('button', { name: '抢红包' });
const popup = () => byTestId('redpacket-popup');

async function balanceFen(token: string): Promise<number> {
  return fen((await post<{ balance: string }>('/api/balance', {}, token)).data.balance);
}

async function expectCounters(remaining: string, taken: string, most: string): Promise<void> {
  await expect.poll(() => byTestId('redpacket-remaining').innerText(), { timeout: 10_000 }).toBe(remaining);
  expect(await byTestId('redpacket-taken').innerText()).toBe(taken);
  expect(await byTestId('redpacket-max').innerText()).toBe(most);
}

/** Presses the envelope and answers the popup it opens (its kind and text). */
async function press(): Promise<{ kind: string; text: string }> {
  await grabButton().click();
  await popup().waitFor({ state: 'visible', timeout: 10_000 });
  return { kind: (await popup().getAttribute('data-kind')) ?? '', text: squash(await popup().innerText()) };
}

async function closePopup(button: string): Promise<void> {
  await popup().getByRole('button', { name: button }).click();
  await popup().waitFor({ state: 'hidden', timeout: 5000 });
}

beforeAll(async () => {
  await applySettings(OPEN_ALL_DAY);
});

afterAll(async () => {
  await applySettings(DEFAULTS);
});

describe('red packets', () => {
  it('lets a funded player grab the packets their deposit earned, then sends them to deposit', async () => {
    const { token } = await registerAndLogin('r');
    await fund(token, '1500');
    const start = await balanceFen(token);

    await open('/hongbao', token);
    await expectCounters('2', '0', '2');
    const rows = byTestId('redpacket-rule');
    expect(await rows.count()).toBe(4);
    expect(squash(await rows.first().innerText())).toBe('00:00 ~ 24:00 100-1,000 1');
    expect(squash(await rows.nth(1).innerText())).toBe('00:00 ~ 24:00 1,000-5,000 2');
    expect(squash(await rows.last().innerText())).toBe('00:00 ~ 24:00 20,000以上 5');
    expect(await byTestId('redpacket-status').innerText()).toContain('活动进行中');
    await expect.poll(() => byTestId('redpacket-balance').innerText()).toBe('1,500.00');

    const won: number[] = [];
    for (const left of ['1', '0']) {
      const before = await balanceFen(token);
      const answer = await press();
      expect(answer.kind).toBe('won');
      const amount = squash(await byTestId('redpacket-won').innerText());
      expect(amount).toMatch(/^恭喜您 抢到 \d+\.\d\d 元$/);
      const amountFen = fen(amount);
      expect(amountFen).toBeGreaterThan(0);
      won.push(amountFen);
      expect(await balanceFen(token)).toBe(before + amountFen);
      await closePopup('开心收下');
      await expectCounters(left, String(won.length), '2');
      const shown = ((before + amountFen) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
      await expect.poll(() => byTestId('redpacket-balance').innerText(), { timeout: 10_000 }).toBe(shown);
    }
    expect(await balanceFen(token)).toBe(start + won[0]! + won[1]!);

    const third = await press();
    expect(third.kind).toBe('notEligible');
    expect(await byTestId('redpacket-message').innerText()).toBe(REDPACKET_MSG.noneLeft);
    await closePopup('立即充值');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/wallet?type=0');

    await page.goto('/#/welfare');
    const records = byTestId('welfare-record');
    await expect.poll(() => records.count(), { timeout: 10_000 }).toBe(2);
    // Newest first, each with the counted deposit.
    for (const [index, amount] of [won[1]!, won[0]!].entries()) {
      const text = squash(await records.nth(index).innerText());
      expect(text).toContain('存款 1,500.00 元');
      expect(text).toContain(`+${(amount / 100).toFixed(2)}`);
      expect(text).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    }
    expect(await page.getByText('共 2 条').isVisible()).toBe(true);
    expect(await byTestId('welfare-taken').innerText()).toBe('2');
    expect(await byTestId('welfare-remaining').innerText()).toBe('0');
    await page.getByRole('button', { name: '抢领红包' }).click();
    await expectToast(REDPACKET_MSG.noneLeft);
    expect(await page.evaluate(() => location.hash)).toBe('#/welfare');
  });

  it('tells a player without deposits that they are not eligible yet', async () => {
    const { token } = await registerAndLogin('r');
    await open('/hongbao', token);
    await expectCounters('0', '0', '0');
    const answer = await press();
    expect(answer.kind).toBe('notEligible');
    expect(await byTestId('redpacket-message').innerText()).toBe(REDPACKET_MSG.notEligible);
    expect(await popup().getByRole('button', { name: '立即充值' }).isVisible()).toBe(true);
    await closePopup('取消');

    await page.goto('/#/welfare');
    await page.getByText('暂无记录').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: '抢领红包' }).click();
    await expectToast(REDPACKET_MSG.noneLeft);
  });

  it('never offers 立即充值 to a player whose own deposit limit has no room left', async () => {
    const { token } = await registerAndLogin('r');
    const limit = await post('/api/protection/limits', { period: 'day', amount: '100' }, token);
    expect(limit.code).toBe(200);
    await fund(token, '100');
    await open('/hongbao', token);
    let answer = await press();
    // The deposit may have earned packets: take them until none is left.
    while (answer.kind === 'won') {
      await closePopup('开心收下');
      answer = await press();
    }
    expect(answer.kind).toBe('notEligible');
    await byTestId('redpacket-limit-note').getByText('您已达到自己设置的存款限额').waitFor();
    expect(await popup().getByRole('button', { name: '立即充值' }).count()).toBe(0);
    await closePopup('我知道了');
  });

  it('says the campaign has not started before the window, and has ended after it', async () => {
    const { token } = await registerAndLogin('r');
    await fund(token, '1500');
    const now = beijingMinutes();
    try {
      // A window later today (impossible in the last two minutes of the Beijing day).
      if (now < 23 * 60 + 58) {
        await applySettings({ draw_start: '23:59', draw_end: '24:00' });
        await open('/hongbao', token);
        await expectCounters('2', '0', '2');
        expect(await byTestId('redpacket-status').innerText()).toContain('活动未开始');
        const answer = await press();
        expect(answer.kind).toBe('notStarted');
        expect(await byTestId('redpacket-message').innerText()).toBe(REDPACKET_MSG.notStarted);
        await closePopup('我知道了');
      }
      // A window earlier today (impossible in the first two minutes).
      if (now >= 2) {
        await applySettings({ draw_start: '00:00', draw_end: '00:01' });
        await open('/hongbao', token);
        await expect
          .poll(() => byTestId('redpacket-status').innerText(), { timeout: 10_000 })
          .toContain('今日活动已结束');
        const answer = await press();
        expect(answer.kind).toBe('ended');
        expect(await byTestId('redpacket-message').innerText()).toBe(REDPACKET_MSG.ended);
        await closePopup('我知道了');
      }
      expect(await balanceFen(token)).toBe(150_000);
    } finally {
      await applySettings(OPEN_ALL_DAY);
    }
  });

  it('shows the closed campaign when the operator switches it off', async () => {
    const { token } = await registerAndLogin('r');
    try {
      await applySettings({ switch: '0' });
      await open('/hongbao', token);
      await byTestId('redpacket-closed').waitFor({ timeout: 10_000 });
      expect(await byTestId('redpacket-closed').innerText()).toContain(REDPACKET_MSG.closed);
      expect(await grabButton().count()).toBe(0);
    } finally {
      await applySettings({ switch: '1' });
    }
  });

  it('sends a visitor to login first', async () => {
    await open('/hongbao');
    await expect
      .poll(() => page.evaluate(() => location.hash))
      .toBe(`#/login?type=0&redirect=${encodeURIComponent('/hongbao')}`);
  });
});

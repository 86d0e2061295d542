import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { operatorCall } from './support/operator.js';
import { fund, phoneTests, playerId, registerAndLogin } from './support/players.js';

let page: Page;
const { open, countCalls } = phoneTests((opened) => (page = opened));

const homeBalance = async () => (await page.getByTestId('home-balance').innerText()).replace(/\s/g, '');

describe('live balance', () => {
  it('a deposit credited by an operator shows on the open home page without a poll', async () => {
    const { token } = await registerAndLogin();
    const streams = countCalls('/api/stream');
    const polls = countCalls('/api/balance');
    await open('/', token);
    await expect.poll(homeBalance).toBe('¥0.00');
    await expect.poll(() => streams.count).toBe(1);
    const pollsBefore = polls.count;

    await fund(token, '250');
    // Well inside the 4.3 s poll: the stream carried it.
    await expect.poll(homeBalance, { timeout: 3000, interval: 100 }).toBe('¥250.00');
    expect(polls.count).toBe(pollsBefore);
  });

  it('an operator message lights the unread badge on /mine as it is sent', async () => {
    const { token } = await registerAndLogin();
    await open('/mine', token);
    await page.getByText('我的消息').waitFor();
    await expect.poll(() => page.getByTestId('message-badge').count()).toBe(0);
    const id = await playerId(token);
    await operatorCall('POST', `/admin/api/players/${id}/messages`, {
      title: '活动通知',
      content: '周末加赠',
    });
    await expect.poll(() => page.getByTestId('message-badge').innerText(), { timeout: 3000 }).toBe('1');
  });

  it('without the stream the balance is polled every 4.3 s, as before', async () => {
    await page.route('**/api/stream', (route) => route.abort());
    const { token } = await registerAndLogin();
    const polls = countCalls('/api/balance');
    await open('/', token);
    await expect.poll(homeBalance).toBe('¥0.00');
    const start = polls.count;
    await fund(token, '120');
    await expect.poll(homeBalance, { timeout: 10_000 }).toBe('¥120.00');
    expect(polls.count).toBeGreaterThan(start);
  });
});

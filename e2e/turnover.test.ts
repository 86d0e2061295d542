import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fund, phoneTests, post, registerAndLogin } from './support/players.js';

let page: Page;
const { open } = phoneTests((opened) => (page = opened));

describe('the turnover requirement on /withdraw', () => {
  it('breaks 打码量 down by what created it, with each one’s progress', async () => {
    const { token } = await registerAndLogin('t');
    await fund(token, '500');
    await fund(token, '300');
    const required = (await post<{ bet_amount: string }>('/api/getBetAmount', {}, token)).data.bet_amount;
    await open('/withdraw', token);
    await expect
      .poll(() => page.getByTestId('bet-amount').innerText())
      .toBe(Number(required).toLocaleString('en-US', { minimumFractionDigits: 2 }));
    const breakdown = page.getByRole('region', { name: '打码量明细' });
    await breakdown.getByRole('button', { name: /打码量明细/ }).click();
    const items = breakdown.getByTestId('turnover-item');
    await items.first().waitFor();
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).innerText()).toMatch(/存款\s*D\d+/);
    expect(await items.nth(1).innerText()).toContain('已完成 0.00 /');
  });
});

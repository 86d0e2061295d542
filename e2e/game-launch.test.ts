import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fund, phoneTests, post, registerAndLogin } from './support/players.js';

let page: Page;
const { open } = phoneTests((opened) => (page = opened));

const tile = (name: string) => page.locator('[data-game]:visible').filter({ hasText: name }).first();
const sheet = () => page.getByRole('dialog', { name: '转入游戏余额' });
const platformBalance = async (token: string, code: string) =>
  (await post<{ platname: string; balance: string }[]>('/api/balancelist2', {}, token)).data.find(
    (p) => p.platname === code,
  )?.balance;

describe('opening a game of a platform with its own wallet', () => {
  it('offers main-wallet money when the platform wallet cannot cover a bet, then opens it', async () => {
    const { token } = await registerAndLogin('g');
    await fund(token, '500');
    await open('/', token);
    await tile('经典百家乐').click();

    await sheet().waitFor();
    await sheet().getByText('AG真人余额不足').waitFor();
    expect(await sheet().innerText()).toContain('¥500.00');
    expect(await sheet().getByRole('textbox', { name: '转入金额' }).inputValue()).toBe('500.00');
    await sheet().getByRole('textbox', { name: '转入金额' }).fill('200');
    await sheet().getByRole('button', { name: '转入并进入游戏' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/gamePage?url='));
    expect(await platformBalance(token, 'ag')).toBe('200.00');
    expect((await post<{ balance: string }>('/api/balance', {}, token)).data.balance).toBe('300.00');

    // With money on the platform the game opens straight away.
    await open('/', token);
    await tile('经典百家乐').click();
    await page.waitForFunction(() => location.hash.startsWith('#/gamePage?url='));
    expect(await sheet().count()).toBe(0);
  });

  it('switches 免转 on from the sheet: the server moves the money as the game opens', async () => {
    const { token } = await registerAndLogin('g');
    await fund(token, '300');
    await open('/', token);
    await tile('经典百家乐').click();
    await sheet().getByRole('button', { name: '开启免转，自动转入并进入' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/gamePage?url='));
    expect((await post<{ transferstatus: number }>('/api/user', {}, token)).data.transferstatus).toBe(1);
    await expect.poll(() => platformBalance(token, 'ag'), { timeout: 10_000 }).toBe('300.00');
  });

  it('stays on the lobby when the player cancels, and sends an empty wallet to deposit', async () => {
    const { token } = await registerAndLogin('g');
    await open('/', token);
    await tile('经典百家乐').click();
    await sheet().getByRole('button', { name: '余额不足，去存款' }).waitFor();
    await sheet().getByRole('button', { name: '取消' }).click();
    await sheet().waitFor({ state: 'detached' });
    expect(await page.evaluate(() => location.hash)).not.toContain('gamePage');
    await tile('经典百家乐').click();
    await sheet().getByRole('button', { name: '余额不足，去存款' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/wallet');
  });
});

import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { withDb } from './support/db.js';
import {
  bindBankCard,
  fund,
  PAY_PASSWORD,
  phoneTests,
  playerId,
  post,
  registerAndLogin as register,
} from './support/players.js';

let page: Page;
const { open, expectToast, pressExpecting } = phoneTests((opened) => (page = opened), {
  permissions: ['clipboard-read', 'clipboard-write'],
});

const registerAndLogin = async (): Promise<string> => (await register()).token;

/**
 * Chooses an item in the open picker and confirms. The wheel captures the pointer for dragging,
 * so a pointer click lands on the wheel, not the item: the item's own click is dispatched instead.
 */
async function pickInPicker(name: string): Promise<void> {
  const picker = page.locator('.adm-picker');
  await picker.waitFor();
  await picker.locator('.adm-picker-view-column-item', { hasText: name }).dispatchEvent('click');
  await expect.poll(() => picker.locator('.adm-picker-view-column-item-active').innerText()).toContain(name);
  await picker.getByText('确定', { exact: true }).click();
  await picker.waitFor({ state: 'hidden' });
}

/** Chooses a wallet in the source or target picker. */
async function pickWallet(side: 'source' | 'target', name: string): Promise<void> {
  await page.getByTestId(`transfer-${side}`).click();
  await pickInPicker(name);
}

const mainBalance = () => page.getByTestId('transfer-balance');
const platformRow = (code: string) => page.locator(`[data-platform=${code}]`);
const yuan = (text: string) => Number(text.replace(/[^\d.-]/g, ''));
const text = async (locator: Locator) => (await locator.innerText()).replace(/\s/g, '');

async function expectText(locator: Locator, expected: string, timeout = 10_000): Promise<void> {
  await expect.poll(() => text(locator), { timeout }).toBe(expected);
}

describe('transfer', () => {
  it('checks the form in the spec order and keeps 平台钱包 on one side', async () => {
    await open('/transfer', await registerAndLogin());
    await page.getByRole('tab', { name: '转账' }).waitFor();
    expect(await page.getByRole('tab', { name: '转账' }).getAttribute('aria-selected')).toBe('true');
    await platformRow('pp').waitFor();
    const confirm = page.getByRole('button', { name: '确认转账' });

    await pressExpecting(confirm, '请输入操作金额！');
    await page.locator('input[name=amount]').fill('100');
    await pressExpecting(confirm, '请选择转出平台');

    // A game wallet as target puts 平台钱包 on the source side; the swap exchanges them.
    await pickWallet('target', 'PP电子');
    expect(await text(page.getByTestId('transfer-source'))).toContain('平台钱包');
    await page.getByRole('button', { name: '交换转出和转入钱包' }).click();
    expect(await text(page.getByTestId('transfer-source'))).toContain('PP电子');
    expect(await text(page.getByTestId('transfer-target'))).toContain('平台钱包');

    // The server's refusal is shown too: the new player has nothing on PP电子.
    await pressExpecting(confirm, '余额不足');
    expect(await page.locator('input[name=amount]').inputValue()).toBe('100');

    // Seamless mode hides the transfer controls and folds the list behind 更多.
    await page.locator('.adm-switch').click();
    await expectToast('操作成功！');
    await confirm.waitFor({ state: 'detached' });
    await expect(page.getByRole('button', { name: '一键转入' }).count()).resolves.toBe(0);
    const tiles = page.getByRole('list', { name: '游戏钱包' }).locator('li');
    await expect(tiles.count()).resolves.toBe(6);
    await page.getByRole('button', { name: /更多/ }).click();
    await expect(tiles.count()).resolves.toBeGreaterThan(6);
    await page.getByRole('button', { name: /收起/ }).click();
    await expect(tiles.count()).resolves.toBe(6);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('userInfo') ?? '{}').transferstatus,
    );
    expect(stored).toBe(1);
  });

  it('keeps 平台钱包 as the source when the target is confirmed without scrolling', async () => {
    await open('/transfer', await registerAndLogin());
    await platformRow('pp').waitFor();
    await pickWallet('source', '平台钱包');
    // The target picker opens on its first wallet, a game platform: 平台钱包 is not offered twice.
    await page.getByTestId('transfer-target').click();
    const picker = page.locator('.adm-picker');
    await picker.waitFor();
    expect(await picker.locator('.adm-picker-view-column-item', { hasText: '平台钱包' }).count()).toBe(0);
    await picker.getByText('确定', { exact: true }).click();
    await picker.waitFor({ state: 'hidden' });
    expect(await text(page.getByTestId('transfer-source'))).toContain('平台钱包');
    expect(await text(page.getByTestId('transfer-target'))).not.toContain('请选择');
    await page.locator('input[name=amount]').fill('100');
    // The new player has nothing to move: the server answers, not the form's own 请选择转出平台.
    await pressExpecting(page.getByRole('button', { name: '确认转账' }), '余额不足');
  });

  it('moves 100 to PP电子, plays a slot, recovers all; records show the rounds and transfers', async () => {
    const token = await registerAndLogin();
    await fund(token, '1000');
    await open('/transfer', token);
    await expectText(mainBalance(), '1,000.00');
    await expectText(platformRow('pp').getByTestId('platform-balance'), '0.00');

    await pickWallet('target', 'PP电子');
    await page.locator('input[name=amount]').fill('100');
    await page.getByRole('button', { name: '确认转账' }).click();
    await expectToast('转账成功');
    await expectText(mainBalance(), '900.00');
    await expectText(platformRow('pp').getByTestId('platform-balance'), '100.00');
    // After a transfer the form starts again.
    expect(await page.locator('input[name=amount]').inputValue()).toBe('');
    expect(await text(page.getByTestId('transfer-target'))).toContain('请选择');

    // The slot on PP电子 plays with the platform wallet's 100.00.
    await page.goto('/#/electronics?type=pp');
    await page.locator('[data-game]:visible').filter({ hasText: '福星高照' }).first().click();
    await page.waitForFunction(() => location.hash.startsWith('#/gamePage?url='));
    const game = page.frameLocator('iframe');
    const play = game.locator('#play');
    await game.locator('#play:not([disabled])').waitFor({ timeout: 15_000 });
    expect(await game.locator('#balance').innerText()).toBe('100.00');
    let wins = 0;
    let losses = 0;
    let spins = 0;
    while ((wins === 0 || losses === 0) && spins < 100) {
      await play.click();
      await game.locator('#play:not([disabled])').waitFor();
      const message = await game.locator('#table .msg').innerText();
      if (message.includes('派彩')) wins++;
      else if (message.includes('未中奖')) losses++;
      else throw new Error(`round failed: ${message}`);
      spins++;
    }
    expect(wins).toBeGreaterThan(0);
    expect(losses).toBeGreaterThan(0);
    const left = yuan(await game.locator('#balance').innerText());
    expect(left).not.toBe(100);

    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForFunction(() => location.hash === '#/');
    await page.goto('/#/transfer');
    // The platform wallet shows what the rounds left once the bet records are in.
    await expectText(platformRow('pp').getByTestId('platform-balance'), left.toFixed(2), 15_000);
    await page.getByRole('button', { name: '一键回收' }).click();
    await expectToast('一键回收成功', 10_000);
    await expectText(platformRow('pp').getByTestId('platform-balance'), '0.00');
    const expected = (900 + left).toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    await expectText(mainBalance(), expected);

    // One-key in moves the whole main balance to a platform; one-key out brings it all back.
    await platformRow('fgdz').getByRole('button', { name: '一键转入' }).click();
    await expectToast('转账成功');
    await expectText(mainBalance(), '0.00');
    await expectText(platformRow('fgdz').getByTestId('platform-balance'), expected);
    await platformRow('fgdz').getByRole('button', { name: '一键转出' }).click();
    await expectToast('转账成功');
    await expectText(mainBalance(), expected);
    await expectText(platformRow('fgdz').getByTestId('platform-balance'), '0.00');

    // The bet tab lists every round; the round number copies.
    await page.getByRole('button', { name: /交易记录/ }).click();
    await page.waitForFunction(() => location.hash === '#/meyList');
    await page.getByRole('tab', { name: '投注记录' }).click();
    const bets = page.getByTestId('bet-record');
    await bets.first().waitFor();
    await expect.poll(() => page.getByText(`共 ${spins} 条`).count(), { timeout: 10_000 }).toBe(1);
    expect(await bets.first().getByTestId('bet-status').innerText()).toBe('已结算');
    expect(await bets.first().innerText()).toContain('PP电子');
    const round = bets.first().getByTestId('bet-round');
    const roundNo = (await round.locator('span').nth(1).innerText()).trim();
    expect(roundNo).not.toBe('');
    await round.click();
    await expectToast('复制成功！');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(roundNo);
    if (spins > 10) await page.getByRole('navigation', { name: '分页' }).waitFor();

    // The platform filter narrows to one platform.
    await page.getByTestId('platform-filter').click();
    await pickInPicker('AG真人');
    await page.getByText('暂无资料').waitFor();

    // The transfer in and the recovery are in the transaction tab.
    await page.getByRole('tab', { name: '交易记录' }).click();
    await page.getByRole('tab', { name: '转入' }).click();
    const transferIn = page.getByTestId('record').filter({ hasText: 'PP电子' });
    await page.getByText('暂无资料').waitFor(); // still filtered to AG真人
    await page.getByTestId('platform-filter').click();
    await pickInPicker('全部平台');
    await transferIn.first().waitFor();
    expect(await transferIn.count()).toBe(1);
    expect(await text(transferIn)).toContain('100.00');
    expect(await transferIn.getByTestId('record-state').innerText()).toBe('成功');
    await page.getByRole('tab', { name: '转出' }).click();
    const transferOut = page.getByTestId('record').filter({ hasText: 'PP电子' });
    await transferOut.first().waitFor();
    expect(await text(transferOut)).toContain(left.toFixed(2));
    expect(await transferOut.getByTestId('record-state').innerText()).toBe('成功');
  }, 180_000);

  it('with 免转 on, /withdraw brings the game wallets home and a withdrawal can take it all', async () => {
    const token = await registerAndLogin();
    await bindBankCard(token);
    await fund(token, '500');
    const id = await playerId(token);
    withDb((db) => db.prepare('update player_turnover set required_fen = 0 where user_id = ?').run(id));
    const moved = await post(
      '/api/transfer',
      { amount: 400, sourcetype: 'userbalance', targettype: 'ky' },
      token,
    );
    expect(moved.code).toBe(200);
    expect((await post('/api/uptransferstatus', { transferstatus: 1 }, token)).code).toBe(200);

    // The money sat in 开元棋牌's wallet; the withdraw screen shows it home.
    await open('/withdraw', token);
    await expect
      .poll(() => page.getByTestId('withdraw-balance').innerText(), { timeout: 10_000 })
      .toBe('500.00');
    await page.locator('[role=radio]', { hasText: '中国工商银行' }).click();
    await page.getByRole('button', { name: '全部' }).click();
    expect(await page.inputValue('input[name=amount]')).toBe('500.00');
    await page.fill('input[name=password]', PAY_PASSWORD);
    await page.getByRole('button', { name: '立即取款' }).click();
    await expectToast('提交成功，等待后台审核');
  });
});

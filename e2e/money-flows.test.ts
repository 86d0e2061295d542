import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newTronAddress } from '@app/shared/node';
import { withDb } from './support/db.js';
import { approveDeposit, approveWithdrawal, rejectWithdrawal } from './support/operator.js';
import {
  bindBankCard,
  fund,
  latestRecord,
  PAY_PASSWORD,
  phoneTests,
  playerId,
  post,
  registerAndLogin as register,
} from './support/players.js';

let page: Page;
const { open, expectToast, pressExpecting, hash } = phoneTests((opened) => (page = opened), {
  permissions: ['clipboard-read', 'clipboard-write'],
});

const REALNAME = '李四';
const registerAndLogin = () => register('m', { realname: REALNAME });

async function bindUsdtViaApi(token: string, address = newTronAddress()): Promise<string> {
  const answer = await post(
    '/api/bindcard',
    { bank: 'USDT', bank_no: address, bank_owner: 'TRC20', pay_pass: PAY_PASSWORD },
    token,
  );
  if (answer.code !== 200) throw new Error(`bind address: ${answer.message}`);
  return address;
}

const homeBalance = () => page.locator('[data-testid=home-balance]');

async function expectHomeBalance(amount: string): Promise<void> {
  await page.goto('/#/');
  await expect
    .poll(async () => (await homeBalance().innerText()).replace(/\s/g, ''), { timeout: 15_000 })
    .toBe(`¥${amount}`);
}

describe('deposits', () => {
  it('deposits by USDT TRC20, pays on the sandbox gateway and sees the balance rise', async () => {
    const { token } = await registerAndLogin();
    await bindUsdtViaApi(token);
    await open('/wallet', token);

    await page.locator('[data-channel=usdt]').click();
    const panel = page.getByTestId('deposit-panel');
    await panel.waitFor();
    expect(await panel.locator('.adm-selector-item-active').innerText()).toBe('TRC20');
    await panel.getByText('单笔限额 100.00 - 50,000.00 元').waitFor();
    await panel.locator('.adm-selector-item', { hasText: 'ERC20' }).click();
    await panel.getByText('单笔限额 500.00 - 50,000.00 元').waitFor();
    await panel.locator('.adm-selector-item', { hasText: 'TRC20' }).click();
    await panel.getByText('单笔限额 100.00 - 50,000.00 元').waitFor();

    const amount = panel.locator('input[name=amount]');
    await amount.fill('50');
    await pressExpecting(panel.getByRole('button', { name: '确认存款' }), '请输入金额在100-50000之间！');
    await amount.fill('720');
    // 720 yuan at the seeded 7.20 yuan per USDT.
    await expect.poll(() => panel.getByTestId('usdt-estimate').innerText()).toBe('100.00');
    await panel.getByText('参考汇率 1 USDT ≈ 7.20 元').waitFor();
    await panel.getByRole('button', { name: '确认存款' }).click();

    await expect.poll(hash).toMatch(/^#\/payInfo\?deposit_no=D\d+$/);
    const payInfoHash = await hash();
    await expect.poll(() => page.getByTestId('pay-amount').innerText()).toMatch(/720\.00/);
    await page.getByText('预计到账 100.00 USDT').waitFor();
    expect(await page.getByTestId('pay-status').innerText()).toContain('等待支付');
    await page.getByText('USDT-TRC20').first().waitFor();
    await page.getByRole('button', { name: '复制订单号' }).click();
    await expectToast('复制成功！');

    await page.getByRole('button', { name: '前往支付' }).click();
    await page.waitForURL(/\/sandbox\/pay\//);
    expect(await page.getByTestId('amount').innerText()).toBe('100.00 USDT');
    await page.getByRole('button', { name: '模拟支付成功' }).click();
    await expect.poll(() => page.getByTestId('status').innerText()).toBe('已支付');

    // The gateway sends the player back to the order's pay info, which now shows it credited.
    await page.getByRole('link', { name: '返回商户' }).click();
    await expect.poll(hash).toBe(payInfoHash);
    await expect
      .poll(() => page.getByTestId('pay-status').innerText(), { timeout: 10_000 })
      .toContain('已到账');

    await page.goto('/#/');
    await expect
      .poll(async () => (await homeBalance().innerText()).replace(/\s/g, ''), { timeout: 15_000 })
      .toBe('¥720.00');
  });

  it('deposits by bank transfer, form checked in order, credited once the operator approves', async () => {
    const { token } = await registerAndLogin();
    await bindBankCard(token, REALNAME);
    await open('/wallet', token);

    await page.locator('[data-channel=card]').click();
    const panel = page.getByTestId('deposit-panel');
    await expect.poll(() => panel.getByTestId('receiving-account').count()).toBeGreaterThan(0);
    await panel.getByRole('button', { name: '复制收款账号' }).first().click();
    await expectToast('复制成功！');
    await panel.getByText('单笔限额 100.00 - 10,000.00 元').waitFor();

    const confirm = panel.getByRole('button', { name: '确认存款' });
    await panel.locator('input[name=amount]').fill('500');
    await pressExpecting(confirm, '请输入存款人姓名');
    await panel.locator('input[name=bank_owner]').fill(REALNAME);
    await pressExpecting(confirm, '请输入银行类型');
    await panel.getByText('请选择银行类型').click();
    await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
    await panel.locator('.adm-list-item', { hasText: '存款银行' }).getByText('中国工商银行').waitFor();
    await pressExpecting(confirm, '请输入银行卡号');
    await panel.locator('input[name=remit_bank_no]').fill('6222000011112222');
    await pressExpecting(confirm, '请输入银行开户行地址');
    await panel.locator('input[name=remit_bank_address]').fill('上海浦东支行');
    await confirm.click();
    await expectToast('提交成功，请等待后台审核');
    await panel.waitFor({ state: 'hidden' });

    // Reopened, the panel is empty again.
    await page.locator('[data-channel=card]').click();
    await panel.waitFor();
    expect(await panel.locator('input[name=amount]').inputValue()).toBe('');
    expect(await panel.locator('input[name=bank_owner]').inputValue()).toBe('');
    await panel.getByRole('button', { name: '取消' }).click();
    await panel.waitFor({ state: 'hidden' });

    await page.goto('/#/meyList');
    await page.locator('[data-testid=record]', { hasText: '500.00' }).getByText('待审核').waitFor();

    await approveDeposit(await latestRecord(token, 1));
    await expectHomeBalance('500.00');
    await page.goto('/#/meyList');
    await page.locator('[data-testid=record]', { hasText: '500.00' }).getByText('已到账').waitFor();
  });

  it('blocks deposits until a card or address is bound', async () => {
    const { token } = await registerAndLogin();
    await open('/wallet', token);
    const notice = page.getByTestId('no-card-notice');
    await notice.getByText('您还未绑定银行卡或钱包，请先绑定').waitFor();
    expect(await page.locator('[data-channel]').count()).toBe(0);
    await notice.getByRole('button', { name: '立即绑定' }).click();
    await expect.poll(hash).toBe('#/bankCard');
  });
});

describe('withdrawals', () => {
  it('withdraws to the card, shows the record; review approves, or rejects and refunds', async () => {
    const { token } = await registerAndLogin();
    await bindBankCard(token, REALNAME);
    const address = await bindUsdtViaApi(token);
    await fund(token, '1000', REALNAME);
    // The deposit's turnover requirement would hold the withdrawal back; this test is about the review.
    const id = await playerId(token);
    withDb((db) => db.prepare('update player_turnover set required_fen = 0 where user_id = ?').run(id));

    await open('/withdraw', token);
    await expect.poll(() => page.getByTestId('withdraw-balance').innerText()).toBe('1,000.00');
    await expect.poll(() => page.getByTestId('bet-amount').innerText()).toBe('0.00');

    // A virtual-wallet withdrawal shows its USDT side: 720 yuan is 100 USDT, less the 1 USDT TRC20 fee.
    await page.locator('.adm-selector-item', { hasText: '虚拟币钱包' }).click();
    await page.locator('[role=radio]', { hasText: 'USDT' }).click();
    await page.fill('input[name=amount]', '720');
    const payout = page.getByTestId('usdt-payout');
    await expect.poll(() => payout.getByTestId('usdt-received').innerText()).toBe('99.00 USDT');
    await payout.getByText('1 USDT ≈ 7.20 元').waitFor();
    await payout.getByText('100.00 USDT').waitFor();
    expect(address.startsWith('T')).toBe(true);

    // Bank card: the checks in order. Changing the type cleared the amount.
    await page.locator('.adm-selector-item', { hasText: '银行卡' }).click();
    expect(await page.locator('input[name=amount]').inputValue()).toBe('');
    const submit = page.getByRole('button', { name: '立即取款' });
    await page.fill('input[name=amount]', '99');
    await pressExpecting(submit, '单笔取款不能低于100元');
    await page.fill('input[name=amount]', '300');
    await pressExpecting(submit, '请选择您要提现到的银行卡');
    await page.locator('[role=radio]', { hasText: '中国工商银行' }).click();
    await pressExpecting(submit, '请输入您的支付密码');
    await page.fill('input[name=password]', PAY_PASSWORD);
    await submit.click();
    await expectToast('提交成功，等待后台审核');
    await expect.poll(hash, { timeout: 5000 }).toBe('#/fundingRecords');
    const first = page.locator('[data-testid=record]').first();
    await first.getByText('待审核').waitFor();
    expect(await first.innerText()).toContain('-300.00');
    // Its progress: submitted with a time, in review, not paid out yet.
    await first.getByRole('button', { name: '查看进度' }).click();
    await first.getByText('审核中').waitFor();
    await first.getByText('处理中，请耐心等待').waitFor();
    expect(await first.innerText()).toMatch(/提交申请\s*\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    const firstOrder = await first.getAttribute('data-order');
    await expectHomeBalance('700.00');

    await approveWithdrawal(firstOrder!);
    await page.goto('/#/fundingRecords');
    await page.locator(`[data-order="${firstOrder}"]`).getByText('已通过').waitFor();

    // A second request, refused by the operator: the money comes back.
    await page.goto('/#/withdraw');
    await page.locator('[role=radio]', { hasText: '中国工商银行' }).click();
    await page.fill('input[name=amount]', '200');
    await page.fill('input[name=password]', PAY_PASSWORD);
    await page.getByRole('button', { name: '立即取款' }).click();
    await expectToast('提交成功，等待后台审核');
    await expect.poll(hash, { timeout: 5000 }).toBe('#/fundingRecords');
    const secondOrder = await latestRecord(token, 2);
    expect(secondOrder).not.toBe(firstOrder);
    await expectHomeBalance('500.00');

    await rejectWithdrawal(secondOrder, '银行卡信息有误');
    await page.goto('/#/fundingRecords');
    const refused = page.locator(`[data-order="${secondOrder}"]`);
    await refused.getByText('已拒绝').waitFor();
    await refused.getByRole('button', { name: '查看进度' }).click();
    await refused.getByText('审核未通过').waitFor();
    await refused.getByText('原因：银行卡信息有误').waitFor();
    await refused.getByText('金额已退回余额').waitFor();
    await expectHomeBalance('700.00');
  }, 120_000);
});

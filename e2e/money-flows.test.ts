import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
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
const { open, currentToast, expectToast, pressExpecting } = phoneTests((opened) => (page = opened), {
  permissions: ['clipboard-read', 'clipboard-write'],
});

const REALNAME = '李四';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

/** A valid TRON address: base58check of 0x41 and 20 random bytes. */
function tronAddress(): string {
  const payload = Buffer.concat([Buffer.from([0x41]), randomBytes(20)]);
  const bytes = Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]);
  let n = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = BASE58[Number(n % 58n)] + out;
    n /= 58n;
  }
  return out;
}

const hash = () => page.evaluate(() => location.hash);

const registerAndLogin = () => register('m', { realname: REALNAME });

async function bindUsdtViaApi(token: string, address = tronAddress()): Promise<string> {
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

function section(title: string): Locator {
  return page.locator('section', { has: page.locator('h2', { hasText: title }) });
}

describe('card binding', () => {
  it('binds a bank card field by field, binds a USDT address, lists both and unbinds with the payment password', async () => {
    const { name, token } = await registerAndLogin();
    await open('/bankCard', token);
    const banks = section('银行卡');
    const wallets = section('电子钱包');
    await expect.poll(() => banks.getByTestId('count').innerText()).toBe('0/5');
    await expect.poll(() => wallets.getByTestId('count').innerText()).toBe('0/5');

    // Bank card: each check in the spec's order, then the server binds it.
    await page.getByRole('button', { name: '添加银行卡' }).click();
    await expect.poll(hash).toBe('#/addBankCard');
    const holder = page.locator('input[name=bank_owner]');
    await expect.poll(() => holder.inputValue()).toBe(REALNAME);
    const submit = page.getByRole('button', { name: '确认绑定' });
    await holder.fill('');
    await pressExpecting(submit, '请输入姓名');
    await holder.fill(REALNAME);
    await pressExpecting(submit, '请输入银行');
    await page.getByText('请选择开户银行').click();
    await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
    await page.locator('.adm-list-item', { hasText: '开户银行' }).getByText('中国工商银行').waitFor();
    await pressExpecting(submit, '请输入开户行地址');
    await page.fill('input[name=bank_address]', '上海浦东支行');
    await pressExpecting(submit, '请输入银行卡号');
    const cardNo = page.locator('input[name=bank_no]');
    await cardNo.fill('ab62-22');
    expect(await cardNo.inputValue()).toBe('6222');
    await pressExpecting(submit, '请输入支付密码');
    const payPass = page.locator('input[name=pay_pass]');
    await payPass.fill('12x3');
    expect(await payPass.inputValue()).toBe('123');
    await pressExpecting(submit, '请输入正确的卡号长度');
    await cardNo.fill('622202020011223344556677');
    expect(await cardNo.inputValue()).toBe('6222020200112233445');
    await pressExpecting(submit, '请输入支付密码长度');
    await payPass.fill(PAY_PASSWORD);
    await submit.click();
    await expectToast('绑定成功');
    await expect.poll(hash).toBe('#/bankCard');
    await expect.poll(() => banks.getByTestId('count').innerText()).toBe('1/5');
    await banks.getByText('6222 **** **** 3445').waitFor();
    await banks.getByText('李四 · 上海浦东支行').waitFor();

    // USDT address: non-word characters are stripped as typed; protocol TRC20 by default.
    await page.getByRole('button', { name: '添加电子钱包' }).click();
    await expect.poll(hash).toBe('#/addUsdtAds');
    expect(await page.locator('.adm-selector-item-active').innerText()).toBe('TRC20');
    const bindWallet = page.getByRole('button', { name: '确认绑定' });
    await pressExpecting(bindWallet, '请输入USDT地址');
    const address = tronAddress();
    const addressInput = page.locator('input[name=address]');
    await addressInput.fill(` ${address.slice(0, 10)}-${address.slice(10, 20)} ${address.slice(20)}.`);
    expect(await addressInput.inputValue()).toBe(address);
    await pressExpecting(bindWallet, '请输入支付密码');
    await page.locator('.adm-selector-item', { hasText: 'ERC20' }).click();
    await page.fill('input[name=pay_pass]', PAY_PASSWORD);
    await pressExpecting(bindWallet, '钱包地址格式不正确，请检查协议与地址');
    await page.locator('.adm-selector-item', { hasText: 'TRC20' }).click();
    await bindWallet.click();
    await expectToast('绑定成功');
    await expect.poll(hash).toBe('#/bankCard');
    await expect.poll(() => wallets.getByTestId('count').innerText()).toBe('1/5');
    await wallets.getByText(address).waitFor();
    expect(await wallets.getByText('TRC20').count()).toBe(1);

    // Unbind the address: a short password stays in the dialog, a wrong one is refused by the server.
    await wallets.getByRole('button', { name: '解绑' }).click();
    const dialog = page.locator('.adm-center-popup-body');
    await dialog.waitFor();
    const dialogPass = dialog.locator('input[name=pay_pass]');
    await dialogPass.fill('123');
    await pressExpecting(dialog.getByRole('button', { name: '确认解绑' }), '请输入6位数字支付密码');
    expect(await dialog.isVisible()).toBe(true);
    await dialogPass.fill('654321');
    await dialog.getByRole('button', { name: '确认解绑' }).click();
    await expect.poll(currentToast).toMatch(/密码/);
    await page.locator('.adm-toast-main').waitFor({ state: 'hidden', timeout: 5000 });
    expect(await dialog.isVisible()).toBe(true);
    await dialogPass.fill(PAY_PASSWORD);
    await dialog.getByRole('button', { name: '确认解绑' }).click();
    await expectToast('解绑成功');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => wallets.getByTestId('count').innerText()).toBe('0/5');
    expect(await banks.getByTestId('count').innerText()).toBe('1/5');

    // At five cards the add tile goes.
    withDb((db) => {
      const user = db.prepare('select id from users where username = ?').get(name) as { id: number };
      const insert = db.prepare(
        'insert into cards (user_id, type, bank, bank_no, bank_owner, bank_address, created_at) values (?, 1, ?, ?, ?, ?, ?)',
      );
      for (let i = 0; i < 4; i++)
        insert.run(user.id, '招商银行', `62258801556677${i}0`, REALNAME, '深圳支行', Date.now());
    });
    await page.reload();
    await expect.poll(() => banks.getByTestId('count').innerText()).toBe('5/5');
    expect(await page.getByRole('button', { name: '添加银行卡' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '添加电子钱包' }).count()).toBe(1);
  }, 90_000);
});

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

  it('deposits by bank transfer, checks the form in order, and is credited once the operator approves', async () => {
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
  it('withdraws to the bank card, shows the record, and settles it by review: approved, then rejected and refunded', async () => {
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
    await page.locator(`[data-order="${secondOrder}"]`).getByText('已拒绝').waitFor();
    await expectHomeBalance('700.00');
  }, 120_000);
});

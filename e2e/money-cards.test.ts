import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newTronAddress } from '@app/shared/node';
import { withDb } from './support/db.js';
import { PAY_PASSWORD, phoneTests, registerAndLogin as register } from './support/players.js';

let page: Page;
const { open, currentToast, expectToast, pressExpecting, hash } = phoneTests((opened) => (page = opened));

const REALNAME = '李四';
const registerAndLogin = () => register('m', { realname: REALNAME });

function section(title: string): Locator {
  return page.locator('section', { has: page.locator('h2', { hasText: title }) });
}

describe('card binding', () => {
  it('binds a card field by field, then a USDT address; lists both; unbinds by pay password', async () => {
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
    const address = newTronAddress();
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
        'insert into cards (user_id, type, bank, bank_no, bank_owner, bank_address, created_at) ' +
          'values (?, 1, ?, ?, ?, ?, ?)',
      );
      for (let i = 0; i < 4; i++)
        insert.run(user.id, '招商银行', `62258801556677${i}0`, REALNAME, '深圳支行', Date.now());
    });
    await page.reload();
    await expect.poll(() => banks.getByTestId('count').innerText()).toBe('5/5');
    expect(await page.getByRole('button', { name: '添加银行卡' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '添加电子钱包' }).count()).toBe(1);
  }, 90_000);

  it('goes back to the card list, not off the site, when a bind screen was opened directly', async () => {
    const { token } = await registerAndLogin();
    await open('/addUsdtAds', token);
    await page.fill('input[name=address]', newTronAddress());
    await page.fill('input[name=pay_pass]', PAY_PASSWORD);
    await page.getByRole('button', { name: '确认绑定' }).click();
    await expectToast('绑定成功');
    await expect.poll(hash).toBe('#/bankCard');
    expect(new URL(page.url()).origin).toBe(new URL(inject('baseURL')).origin);
    await expect.poll(() => section('电子钱包').getByTestId('count').innerText()).toBe('1/5');
  });

  it('lists a bound AnToken address beside the cards and unbinds it by pay password', async () => {
    const { token } = await registerAndLogin();
    await open('/addAnToken', token);
    const address = newTronAddress();
    await page.fill('input[name=address]', address);
    await page.fill('input[name=pay_pass]', PAY_PASSWORD);
    await page.getByRole('button', { name: '确认绑定' }).click();
    await expectToast('绑定成功');
    await expect.poll(hash).toBe('#/bankCard');
    const tokens = section('AnToken钱包');
    await expect.poll(() => tokens.getByTestId('count').innerText()).toBe('1/5');
    await tokens.getByText(address).waitFor();

    await tokens.getByRole('button', { name: '解绑' }).click();
    const dialog = page.locator('.adm-center-popup-body');
    await dialog.locator('input[name=pay_pass]').fill(PAY_PASSWORD);
    await dialog.getByRole('button', { name: '确认解绑' }).click();
    await expect.poll(() => tokens.getByTestId('count').innerText()).toBe('0/5');
    await tokens.getByText('您还没有绑定AnToken钱包地址').waitFor();
  });
});

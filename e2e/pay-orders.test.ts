import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bindBankCard, phoneTests, post, registerAndLogin } from './support/players.js';

let page: Page;
const { open, hash } = phoneTests((opened) => (page = opened));

/** Opens an order through the API, as the deposit panel does, and shows its pay info. */
async function openOrder(token: string, body: Record<string, unknown>): Promise<string> {
  const answer = await post('/api/recharge', body, token);
  if (answer.code !== 200) throw new Error(`recharge: ${answer.message}`);
  await open(`/payInfo?deposit_no=${answer.message}`, token);
  return answer.message;
}

const status = () => page.getByTestId('pay-status').innerText();

/** Pays (or fails) the order on the sandbox gateway's cashier and comes back to the site. */
async function settleOnGateway(button: '模拟支付成功' | '模拟支付失败', payLabel: string) {
  const back = await hash();
  await page.getByRole('button', { name: payLabel }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('link', { name: '返回商户' }).click();
  await expect.poll(hash).toBe(back);
}

describe('an order’s pay info', () => {
  it('shows a WeChat order what a WeChat payer needs, then 订单已关闭 here and in the records', async () => {
    const { token } = await registerAndLogin('p');
    await bindBankCard(token);
    const depositNo = await openOrder(token, { paytype: 'wxpay', amount: 150 });

    await expect.poll(status).toContain('等待支付');
    await expect.poll(() => page.getByTestId('pay-deadline').innerText()).toMatch(/^剩余 (29|30):\d{2}$/);
    await page.getByRole('img', { name: '付款二维码' }).waitFor();
    await page.getByText('使用微信扫一扫完成支付').waitFor();
    const text = await page.locator('main, body').first().innerText();
    expect(text).not.toContain('/sandbox/');
    expect(text).not.toContain('网络或协议不一致');
    expect(text).not.toContain('收款信息');

    await settleOnGateway('模拟支付失败', '前往微信支付');
    await expect.poll(status, { timeout: 10_000 }).toContain('订单已关闭');
    expect(await page.getByRole('button', { name: '前往微信支付' }).count()).toBe(0);
    await page.getByRole('button', { name: '查看存款记录' }).click();
    const record = page.locator(`[data-testid=record][data-order="${depositNo}"]`);
    await expect.poll(() => record.getByTestId('record-state').innerText()).toBe('订单已关闭');
  });

  it('shows an AnToken order its state, and 已到账 without a pay button once paid', async () => {
    const { token } = await registerAndLogin('p');
    await bindBankCard(token);
    await openOrder(token, { paytype: 'antoken', amount: 720 });
    await expect.poll(status).toContain('等待支付');
    await settleOnGateway('模拟支付成功', '前往支付');
    await expect.poll(status, { timeout: 10_000 }).toContain('已到账');
    expect(await page.getByRole('button', { name: '前往支付' }).count()).toBe(0);
    await page.getByRole('button', { name: '查看存款记录' }).waitFor();
  });

  it('shows every deposit tile’s subtitle whole at 390 px', async () => {
    const { token } = await registerAndLogin('p');
    await bindBankCard(token);
    await open('/wallet', token);
    const subtitles = page.getByTestId('channel-subtitle');
    await subtitles.first().waitFor();
    expect(await subtitles.count()).toBeGreaterThanOrEqual(5);
    const cut = await subtitles.evaluateAll((all) =>
      all.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
  });
});

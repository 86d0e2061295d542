import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TEST_CAPTCHA } from './support/browser.js';
import { bindBankCard, PASSWORD, phoneTests, post, registerAndLogin } from './support/players.js';

let page: Page;
const { open, expectToast } = phoneTests((opened) => (page = opened));

const hash = () => page.evaluate(() => location.hash);
const DATE_TIME = String.raw`\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}`;

async function depositByAlipay(amount: string): Promise<void> {
  await page.locator('[data-channel=alipay]').click();
  const panel = page.getByTestId('deposit-panel');
  await panel.waitFor();
  await panel.locator('input[name=amount]').fill(amount);
  await panel.getByRole('button', { name: '确认存款' }).click();
}

describe('responsible gambling (390×844)', () => {
  it('sets a 24-hour deposit limit, is refused past it and told what is left and when it frees', async () => {
    const { token } = await registerAndLogin('g');
    await bindBankCard(token);
    await open('/wallet', token);

    // Before the first deposit the wallet offers a limit (skippable); the player takes it.
    const prompt = page.getByTestId('limit-prompt');
    await prompt.getByText('首次存款前，建议先设置存款限额').waitFor();
    await prompt.getByRole('button', { name: '去设置' }).click();
    await expect.poll(hash).toBe('#/protection');
    await page.locator('.adm-nav-bar-title', { hasText: '负责任博彩' }).waitFor();

    const day = page.getByTestId('limit-day');
    await day.getByText('未设置').waitFor();
    await day.click();
    await page.locator('input[name=limit-amount]').fill('500');
    await page.getByRole('button', { name: '保存限额' }).click();
    await expectToast('存款限额已生效');
    await day.getByText('500.00 元', { exact: true }).waitFor();
    await day.getByText(/剩余\s*500\.00\s*元/).waitFor();

    // Within the limit: the order is made and the wallet shows what is left.
    await page.goto('/#/wallet');
    const strip = page.getByTestId('limit-strip');
    await strip.getByText(/24小时存款限额 500\.00 元，剩余可存\s*500\.00\s*元/).waitFor();
    await depositByAlipay('300');
    await expect.poll(hash).toMatch(/^#\/payInfo\?deposit_no=D\d+$/);
    await page.getByTestId('pay-amount').waitFor();

    // Past it: refused with the room left and the time this amount fits again.
    await page.goto('/#/wallet');
    await strip.getByText(/剩余可存\s*200\.00\s*元/).waitFor();
    await depositByAlipay('300');
    await expectToast(
      new RegExp(
        `^超出您设置的24小时存款限额（500\\.00 元）：剩余可存 200\\.00 元，${DATE_TIME} 后可存入本笔金额$`,
      ),
    );
    expect(await hash()).toBe('#/wallet');

    // A raise waits out the 24-hour cooling-off, shown as pending.
    await page.goto('/#/protection');
    await day.click();
    await page.locator('input[name=limit-amount]').fill('2000');
    await page.getByRole('button', { name: '保存限额' }).click();
    await expectToast(new RegExp(`^提高或取消限额需 24 小时冷静期，将于 ${DATE_TIME} 生效$`));
    await day.getByText(/待生效：2,000\.00 元/).waitFor();
    await day.getByText('500.00 元', { exact: true }).waitFor();
  });

  it('takes a time-out: logged out at once, then refused at login with the date it ends', async () => {
    const { token, name } = await registerAndLogin('g');
    await open('/mine', token);
    await page.locator('.adm-list-item', { hasText: '负责任博彩' }).click();
    await expect.poll(hash).toBe('#/protection');

    const timeout = page.getByRole('region', { name: '冷静期' });
    await timeout.locator('.adm-selector-item', { hasText: '7天' }).click();
    await timeout.getByRole('button', { name: '开始冷静期' }).click();
    const confirm = page.locator('.adm-dialog-body');
    await confirm.getByText('确认7天冷静期？').waitFor();
    await confirm.getByText(/不能提前解除/).waitFor();
    await confirm.getByRole('button', { name: '确认生效' }).click();

    const notice = page.locator('.adm-dialog-body', { hasText: '冷静期已生效' });
    await notice.waitFor();
    const text = await notice.innerText();
    const until = new RegExp(`至 (${DATE_TIME}) 结束`).exec(text)?.[1];
    expect(until).toBeTruthy();
    expect(text).toContain('您已退出登录');
    await notice.getByRole('button', { name: '确定' }).click();
    await expect.poll(hash).toBe('#/login?type=0');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    // The old session is over on the server too.
    expect((await post('/api/balance', {}, token)).code).toBe(401);

    await page.fill('input[name=username]', name);
    await page.fill('input[name=password]', PASSWORD);
    await page.fill('input[name=captcha]', TEST_CAPTCHA);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expectToast(`您已申请冷静期，至 ${until} 前无法登录`);
    expect(await hash()).toBe('#/login?type=0');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  it('reminds the player of time played and the net result while a game is open', async () => {
    const { token } = await registerAndLogin('g');
    await page.clock.install();
    // The first reminder is scheduled once the session figures are in.
    const figures = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/protection/session');
    await open('/gamePage?url=%2Fdemo-provider%2Fnone&title=%E6%B5%8B%E8%AF%95', token);
    await page.getByText('返回首页').waitFor();
    await figures;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await page.clock.fastForward(60.5 * 60_000);
    const reminder = page.locator('.adm-dialog-body', { hasText: '游戏时间提醒' });
    await reminder.waitFor();
    await reminder.getByText(/期间净输赢：\s*0\.00 元/).waitFor();
    await reminder.getByRole('button', { name: '离开休息' }).click();
    await expect.poll(hash).toBe('#/mine');
  });

  it('shows 18+ at registration and the responsible-gambling entries on home and in the footer', async () => {
    await open('/login?type=1');
    await page
      .getByTestId('adult-notice')
      .getByText(/年满18周岁/)
      .waitFor();
    await open('/');
    const footer = page.locator('footer', { hasText: '18+ 理性投注' });
    await footer.getByRole('button', { name: /负责任博彩/ }).waitFor();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PAYOUT_REF_MSG } from '@app/shared';
import { newTronAddress } from '@app/shared/node';
import { phoneContext } from './support/browser.js';
import { withDb } from './support/db.js';
import {
  adminLogin,
  desktopTests,
  expectMessage,
  heading,
  openMenu,
  saveShot,
  searchList,
} from './support/desktop.js';
import { approveWithdrawal, findPendingWithdrawal, riskLetThrough } from './support/operator.js';
import { ADMIN_PASSWORD } from './support/operator-passwords.js';
import { fund, openAs, PAY_PASSWORD, playerId, post, registerAndLogin } from './support/players.js';

/**
 * The payout reference, end to end: finance cannot record a USDT payout without its transaction
 * hash (the 确认已出款 dialog asks for it and checks the TRC20 format), 取款记录 shows it, and the
 * player sees it on the withdrawal's record and progress and copies it whole. A bank payout's
 * reference is optional and shows when given. SHOTS_DIR=<dir> saves the dialog and the record.
 */
const HASH = `${Date.now().toString(16).padStart(16, '0')}${'7e'.repeat(24)}`;
const BANK_REF = `HX${Date.now().toString().slice(-10)}`;

let browser: Browser;
let page: Page;
let player: { token: string; name: string; usdtOrder: string; bankOrder: string };

desktopTests((opened, launched) => {
  page = opened;
  browser = launched;
});

/**
 * A withdrawal of `amount` yuan to the player's card or address `target`; its order number, read
 * from the database (the records' count, cached a few seconds, would lag on the screen).
 */
async function withdraw(token: string, userId: number, amount: number, target: number): Promise<string> {
  const answer = await post('/api/withdraw', { amount, bank: target, password: PAY_PASSWORD }, token);
  if (answer.code !== 200) throw new Error(`withdraw: ${answer.message}`);
  return withDb(
    (db) =>
      db
        .prepare('select order_no from withdrawals where user_id = ? order by id desc limit 1')
        .get(userId) as { order_no: string },
  ).order_no;
}

beforeAll(async () => {
  const { token, name } = await registerAndLogin('h');
  await fund(token, '1000');
  const id = await playerId(token);
  withDb((db) => db.prepare('update player_turnover set required_fen = 0 where user_id = ?').run(id));
  const bind = { bank: 'USDT', bank_no: newTronAddress(), bank_owner: 'TRC20', pay_pass: PAY_PASSWORD };
  expect((await post('/api/bindcard', bind, token)).code).toBe(200);
  const [wallet] = (await post<{ id: number }[]>('/api/getcard', { type: 2 }, token)).data;
  const [card] = (await post<{ id: number }[]>('/api/getcard', { type: 1 }, token)).data;
  const bankOrder = await withdraw(token, id, 200, card!.id);
  const usdtOrder = await withdraw(token, id, 720, wallet!.id);
  player = { token, name, usdtOrder, bankOrder };
  // Risk control's check (a newly bound address sends it to 风控审核) lets it through to finance.
  await riskLetThrough(usdtOrder);
  await adminLogin(page, 'admin', ADMIN_PASSWORD);
  await page.getByTestId('side-menu').waitFor();
});

describe('the payout reference', () => {
  it('the approve dialog requires a USDT payout’s transaction hash in the TRC20 format', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openMenu(page, '取款审核');
    await heading(page, '取款审核');
    await searchList(page, '会员账号', player.name);
    await page.locator('tr', { hasText: player.usdtOrder }).getByRole('button', { name: '已出款' }).click();
    const dialog = page.getByRole('dialog', { name: '确认已出款' });
    await dialog.getByText('（99.00 USDT）').waitFor();
    const confirm = dialog.getByRole('button', { name: '已出款，确认' });
    await confirm.click();
    await dialog.getByText(PAYOUT_REF_MSG.hashRequired).waitFor();
    const field = dialog.getByLabel('交易哈希（TxID）');
    await field.fill(`0x${HASH}`);
    await confirm.click();
    await dialog.getByText(PAYOUT_REF_MSG.trc20Format).waitFor();
    expect((await findPendingWithdrawal(player.usdtOrder)).order_no).toBe(player.usdtOrder);
    await field.fill(HASH.toUpperCase());
    await dialog.getByText(PAYOUT_REF_MSG.trc20Format).waitFor({ state: 'detached' });
    await saveShot(page, 'withdrawal-approve-dialog');
    await confirm.click();
    await expectMessage(page, `订单 ${player.usdtOrder} 已出款`);

    await openMenu(page, '取款记录');
    await heading(page, '取款记录');
    await searchList(page, '会员账号', player.name);
    const row = page.locator('tr', { hasText: player.usdtOrder });
    await expect.poll(() => row.getByTestId('payout-reference').innerText()).toContain(HASH);
    await saveShot(page, 'withdrawal-history-reference');
  });

  it('the player sees it on the record and the progress, and copies the hash whole', async () => {
    await approveWithdrawal(player.bankOrder, BANK_REF);
    const context = await phoneContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const phone = await context.newPage();
    try {
      await openAs(phone, player.token, '/fundingRecords');
      const usdt = phone.locator(`[data-order="${player.usdtOrder}"]`);
      await usdt.getByText('已通过').waitFor();
      const reference = usdt.getByTestId('payout-reference');
      expect(await reference.innerText()).toContain('交易哈希');
      await reference.getByRole('button', { name: '复制交易哈希' }).click();
      await expect.poll(() => phone.evaluate(() => navigator.clipboard.readText())).toBe(HASH);
      await usdt.getByRole('button', { name: '查看进度' }).click();
      await expect.poll(() => usdt.getByTestId('step-reference').innerText()).toBe(`交易哈希：${HASH}`);
      const bank = phone.locator(`[data-order="${player.bankOrder}"]`);
      await expect.poll(() => bank.getByTestId('payout-reference').innerText()).toContain(BANK_REF);
      await phone.locator('.adm-toast-main').waitFor({ state: 'detached' });
      await saveShot(phone, 'player-withdrawal-reference');
    } finally {
      await context.close();
    }
  });
});

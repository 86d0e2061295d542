import { randomBytes } from 'node:crypto';
import { expect, inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { TEST_CAPTCHA } from './browser.js';
import { approveDeposit } from './operator.js';

/**
 * Players for browser tests, made through the real API: registered and logged in, funded by a
 * bank deposit the operator approves; and the page helpers every money test uses.
 */
export const PASSWORD = 'abc12345';
export const PAY_PASSWORD = '123456';
export const REALNAME = '王五';
const RUN = Date.now().toString(36).slice(-4);
let serial = 10;

export interface Envelope<T = any> {
  code: number;
  message: string;
  data: T;
}

/** A letter, 4 run characters and digits: a valid username, unique in this run. */
export function uniqueName(prefix = 'u'): string {
  serial += 1;
  return `${prefix}${RUN}${serial}`.slice(0, 10);
}

export async function post<T = any>(path: string, body: object = {}, token?: string): Promise<Envelope<T>> {
  const response = await fetch(`${inject('baseURL')}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

async function captcha(): Promise<string> {
  const answer = (await (await fetch(`${inject('baseURL')}/api/captcha`)).json()) as Envelope<{
    captcha_id: string;
  }>;
  return answer.data.captcha_id;
}

export async function login(name: string, password = PASSWORD): Promise<string> {
  const answer = await post('/api/login_pc', {
    name,
    password,
    captcha_id: await captcha(),
    captcha: TEST_CAPTCHA,
  });
  if (answer.code !== 200) throw new Error(`login ${name}: ${answer.message}`);
  return answer.data.new_api_token as string;
}

/** Registers a fresh player and returns a session token (and the name). */
export async function registerAndLogin(prefix = 'u'): Promise<{ token: string; name: string }> {
  const name = uniqueName(prefix);
  const registered = await post('/api/register', {
    name,
    password: PASSWORD,
    confirmPass: PASSWORD,
    realname: REALNAME,
    paypassword: PAY_PASSWORD,
    captcha_id: await captcha(),
    captcha: TEST_CAPTCHA,
  });
  if (registered.code !== 200) throw new Error(`register ${name}: ${registered.message}`);
  return { token: await login(name), name };
}

/** A bound card and a bank deposit the operator approves: the player has `amount` yuan more. */
export async function fund(token: string, amount: string): Promise<void> {
  const cards = await post<unknown[]>('/api/getcard', { type: 1 }, token);
  if (!cards.data?.length) {
    const bound = await post(
      '/api/bindcard',
      {
        bank: '中国工商银行',
        bank_no: `6222${randomBytes(8).readBigUInt64BE().toString().padStart(15, '0').slice(-15)}`,
        bank_owner: REALNAME,
        bank_address: '上海浦东支行',
        pay_pass: PAY_PASSWORD,
      },
      token,
    );
    if (bound.code !== 200) throw new Error(`bind card: ${bound.message}`);
  }
  const banks = await post<{ id: number }[]>('/api/banklist', {}, token);
  const order = await post(
    '/api/recharge',
    {
      paytype: 'bank',
      amount,
      bank: banks.data[0]!.id,
      bank_owner: REALNAME,
      bank_no: '6222000011112222',
      bank_address: '上海浦东支行',
    },
    token,
  );
  if (order.code !== 200) throw new Error(`recharge: ${order.message}`);
  const records = await post<{ data: { out_trade_no: string }[] }>(
    '/api/gettransrecord',
    { type: 1, date: 1, page: 1 },
    token,
  );
  await approveDeposit(records.data.data[0]!.out_trade_no);
}

/** Opens `path` with the session in place and this session's home popups seen. */
export async function openAs(page: Page, token: string | null, path: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((session) => {
    sessionStorage.setItem('indexModalShown', '1');
    sessionStorage.setItem('noticePopupDismissed', '1');
    if (session) sessionStorage.setItem('token', session);
  }, token);
  await page.reload();
  if (path !== '/') await page.goto(`/#${path}`);
}

export async function currentToast(page: Page): Promise<string> {
  const toast = page.locator('.adm-toast-main').last();
  return (await toast.isVisible()) ? (await toast.innerText()).trim() : '';
}

export async function expectToast(page: Page, text: string, timeout = 5000): Promise<void> {
  await expect.poll(() => currentToast(page), { timeout }).toBe(text);
}

/** Presses and expects a toast, then waits for it to go so the next one is not confused with it. */
export async function pressExpecting(page: Page, button: Locator, text: string): Promise<void> {
  await button.click();
  await expectToast(page, text);
  await page.locator('.adm-toast-main').waitFor({ state: 'hidden', timeout: 5000 });
}

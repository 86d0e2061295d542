import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, phoneContext, TEST_CAPTCHA } from './browser.js';
import { approveDeposit } from './operator.js';

/**
 * Players for browser tests, made through the real API: registered and logged in, funded by a
 * bank deposit the operator approves; the page helpers every player test uses; and `phoneTests`,
 * the browser, phone context and page of a test file.
 */
export const PASSWORD = 'abc12345';
export const PAY_PASSWORD = '123456';
export const REALNAME = '王五';
/** 4 characters of this run, for names and titles that must not clash with an earlier run's. */
export const RUN = Date.now().toString(36).slice(-4);
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

export interface PlayerOptions {
  /** The real name registered (and so the holder of the player's bank cards). */
  realname?: string;
}

/** Registers a fresh player through the API (the register form has its own tests); returns the name. */
export async function register(prefix = 'u', { realname = REALNAME }: PlayerOptions = {}): Promise<string> {
  const name = uniqueName(prefix);
  const registered = await post('/api/register', {
    name,
    password: PASSWORD,
    confirmPass: PASSWORD,
    realname,
    paypassword: PAY_PASSWORD,
    captcha_id: await captcha(),
    captcha: TEST_CAPTCHA,
  });
  if (registered.code !== 200) throw new Error(`register ${name}: ${registered.message}`);
  return name;
}

/** Registers a fresh player and returns a session token (and the name). */
export async function registerAndLogin(
  prefix = 'u',
  options: PlayerOptions = {},
): Promise<{ token: string; name: string }> {
  const name = await register(prefix, options);
  return { token: await login(name), name };
}

/** The player's id, for operator calls about them. */
export async function playerId(token: string): Promise<number> {
  return (await post<{ id: number }>('/api/user', {}, token)).data.id;
}

/**
 * Binds a bank card of 中国工商银行, 上海浦东支行, in the holder's name (the server checks it against
 * the real name); answers its number.
 */
export async function bindBankCard(token: string, realname = REALNAME): Promise<string> {
  // Card numbers are unique across players: a random one per call.
  const cardNo = `6222${randomBytes(8).readBigUInt64BE().toString().padStart(15, '0').slice(-15)}`;
  const bound = await post(
    '/api/bindcard',
    {
      bank: '中国工商银行',
      bank_no: cardNo,
      bank_owner: realname,
      bank_address: '上海浦东支行',
      pay_pass: PAY_PASSWORD,
    },
    token,
  );
  if (bound.code !== 200) throw new Error(`bind card: ${bound.message}`);
  return cardNo;
}

/** The newest record's order number in a transaction sub-tab (1 deposit, 2 withdraw). */
export async function latestRecord(token: string, type: 1 | 2): Promise<string> {
  const answer = await post<{ data: { out_trade_no: string }[] }>(
    '/api/gettransrecord',
    { type, date: 2, page: 1 },
    token,
  );
  const first = answer.data.data[0];
  if (!first) throw new Error(`no record of type ${type}`);
  return first.out_trade_no;
}

/**
 * A bank-transfer deposit of `amount` yuan, waiting for the operator's review; answers its order
 * number. `realname` is the remitter (the player's registered name).
 */
export async function requestBankDeposit(
  token: string,
  amount: string,
  realname = REALNAME,
): Promise<string> {
  const banks = await post<{ id: number }[]>('/api/banklist', {}, token);
  const order = await post(
    '/api/recharge',
    {
      paytype: 'bank',
      amount,
      bank: banks.data[0]!.id,
      bank_owner: realname,
      bank_no: '6222000011112222',
      bank_address: '上海浦东支行',
    },
    token,
  );
  if (order.code !== 200) throw new Error(`recharge: ${order.message}`);
  return latestRecord(token, 1);
}

/**
 * A bound card and a bank deposit the operator approves: the player has `amount` yuan more.
 * `realname` is the player's registered name (the card holder and the remitter).
 */
export async function fund(token: string, amount: string, realname = REALNAME): Promise<void> {
  const cards = await post<unknown[]>('/api/getcard', { type: 1 }, token);
  if (!cards.data?.length) await bindBankCard(token, realname);
  await approveDeposit(await requestBankDeposit(token, amount, realname));
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

/** The text of the toast on screen now ('' when none), for polling until the expected one shows. */
export async function currentToast(page: Page): Promise<string> {
  const toast = page.locator('.adm-toast-main').last();
  return (await toast.isVisible()) ? (await toast.innerText()).trim() : '';
}

export async function expectToast(page: Page, text: string | RegExp, timeout = 5000): Promise<void> {
  const shown = expect.poll(() => currentToast(page), { timeout });
  if (typeof text === 'string') await shown.toBe(text);
  else await shown.toMatch(text);
}

/**
 * Presses and expects a toast. A toast still showing from an earlier press with the same text would
 * pass for the new one, so that one is waited out first; any other text is simply replaced (a new
 * toast takes the old one's place at once), which spares two seconds a press.
 */
export async function pressExpecting(page: Page, button: Locator, text: string | RegExp): Promise<void> {
  const showing = await currentToast(page);
  if (showing && (typeof text === 'string' ? showing === text : text.test(showing)))
    await page.locator('.adm-toast-main').waitFor({ state: 'hidden', timeout: 5000 });
  await button.click();
  await expectToast(page, text);
}

/** Watches the calls to one API path. */
export function countCalls(page: Page, path: string): { readonly count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.count++;
  });
  return seen;
}

/**
 * A test file's phone: one browser for the file and a fresh phone context per test, whose page is
 * handed to `use`; returns the page helpers above bound to the current test's page.
 */
export function phoneTests(use: (page: Page) => void, options: { permissions?: string[] } = {}) {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await phoneContext(browser!);
    if (options.permissions) await context.grantPermissions(options.permissions);
    page = await context.newPage();
    use(page);
  });
  afterEach(async () => {
    await context?.close();
  });

  return {
    /** Opens `path`, with the session of `token` if given. */
    open: (path: string, token: string | null = null) => openAs(page, token, path),
    currentToast: () => currentToast(page),
    expectToast: (text: string | RegExp, timeout?: number) => expectToast(page, text, timeout),
    pressExpecting: (button: Locator, text: string | RegExp) => pressExpecting(page, button, text),
    countCalls: (path: string) => countCalls(page, path),
    /** The page's route (the hash) now. */
    hash: () => page.evaluate(() => location.hash),
    /** The player's session token in the page now, or null. */
    token: () => page.evaluate(() => sessionStorage.getItem('token')),
  };
}

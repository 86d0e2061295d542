import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from './app.js';
import { call } from './http.js';

export { newTronAddress as tronAddress, newEthAddress as ethAddress } from '@app/shared/node';

let counter = 0;
/** A valid, unique username (6-10 letters and digits, both present). */
export function uniqueName(prefix = 'p'): string {
  counter += 1;
  const tail = `${randomBytes(3).toString('hex')}${counter}`;
  return `${prefix}${tail}`.slice(0, 8) + 'z9';
}

export const GOOD_PASSWORD = 'abc12345z';

/** A registration form that passes (a fresh name), with `patch` over it. */
export function registrationForm(patch: Record<string, unknown> = {}) {
  return {
    name: uniqueName(),
    password: GOOD_PASSWORD,
    confirmPass: GOOD_PASSWORD,
    realname: '王五',
    paypassword: '123456',
    ...patch,
  };
}

export async function registerPlayer(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  ip?: string,
) {
  const body = registrationForm(overrides);
  const name = body.name as string;
  const res = await call(app, 'POST', '/api/register', body, { ip });
  if (res.code !== 200) throw new Error(`register failed: ${res.message}`);
  return { name, token: res.data.api_token as string };
}

/** The player's POST calls: `post(p, url, body)` as the player `p` on the app of `t`. */
export function postAs(t: { app: FastifyInstance }) {
  return (p: { token: string }, url: string, body: unknown = {}) =>
    call(t.app, 'POST', url, body, { token: p.token });
}

/** The player's main wallet balance in yuan, as the site shows it (`/api/balance`). */
export async function walletBalance(app: FastifyInstance, token: string): Promise<string> {
  return (await call(app, 'POST', '/api/balance', {}, { token })).data.balance;
}

/** Binds a bank card for the player (deposits need one bound card or wallet). */
export async function bindBankCard(app: FastifyInstance, token: string, realname = '王五') {
  const bank_no = `6222${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;
  const res = await call(
    app,
    'POST',
    '/api/bindcard',
    { bank: '中国银行', bank_no, bank_owner: realname, bank_address: '北京分行', pay_pass: '123456' },
    { token },
  );
  if (res.code !== 200) throw new Error(`bind failed: ${res.message}`);
  return bank_no;
}

/** A player with a bound card, ready to deposit (`overrides` go to registration, e.g. a realname). */
export async function depositReadyPlayer(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const player = await registerPlayer(app, overrides);
  await bindBankCard(app, player.token, (overrides.realname as string | undefined) ?? '王五');
  return player;
}

/** What a player declares of a bank transfer they made, to order a `paytype: 'bank'` deposit. */
export const BANK_TRANSFER = {
  paytype: 'bank',
  bank_owner: '王五',
  bank: '2',
  bank_no: '6222000011112222',
  bank_address: '北京分行',
} as const;

/** Orders a deposit (`/api/recharge`): through the gateway by alipay, unless `order` says otherwise. */
export function recharge(
  app: FastifyInstance,
  token: string,
  order: { amount: number | string; [k: string]: unknown },
) {
  return call(app, 'POST', '/api/recharge', { paytype: 'alipay', ...order }, { token });
}

/** A player with a bound bank card and `yuan` credited through a real sandbox deposit. */
export async function fundedPlayer(
  t: Pick<TestApp, 'app' | 'services' | 'sandbox'>,
  yuan: number,
  overrides: Record<string, unknown> = {},
) {
  const player = await depositReadyPlayer(t.app, overrides);
  const res = await recharge(t.app, player.token, { amount: yuan });
  if (res.code !== 200) throw new Error(`recharge failed: ${res.message}`);
  const info = await call(
    t.app,
    'POST',
    '/api/payinfo',
    { deposit_no: res.message },
    { token: player.token },
  );
  await t.sandbox.settle(info.data.pay_url.split('/').pop(), 'paid');
  const cards = await call(t.app, 'POST', '/api/getcard', { type: 1 }, { token: player.token });
  return {
    ...player,
    cardId: cards.data[0].id as number,
    userId: (await t.services.sessions.resolve(player.token))!,
  };
}

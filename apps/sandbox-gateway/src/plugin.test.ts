import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SECRETS, signedHeaders } from '@app/shared/node';
import { sandboxGatewayPlugin, type SandboxGateway } from './index.js';

const SECRET = DEV_SECRETS.PAY_SANDBOX_SECRET;
let app: FastifyInstance;
let gateway: SandboxGateway;
const delivered: string[] = [];

beforeAll(async () => {
  app = Fastify();
  await app.register(formbody);
  await app.register(sandboxGatewayPlugin, {
    dbFile: ':memory:',
    secret: SECRET,
    publicUrl: 'https://pay.example.com',
    deliver: async (_url, _headers, body) => {
      delivered.push(body);
      return { status: 200, body: 'success' };
    },
    onOpen: (g) => {
      gateway = g;
    },
  });
  await app.ready();
});
afterAll(() => app.close());

const order = {
  merchant_order_no: 'D20261125000001',
  amount: 20_000,
  currency: 'CNY',
  channel: 'alipay',
  notify_url: 'https://site.example.com/api/pay/notify/sandbox',
  return_url: '/#/payInfo?deposit_no=D20261125000001',
};
const post = (body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/sandbox/api/orders',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
const signed = (body: unknown, at = Date.now(), secret: string = SECRET) =>
  post(body, signedHeaders('pay', secret, JSON.stringify(body), at));

describe('the sandbox gateway as a third party', () => {
  it('opens an order only for a signed, fresh request, once per merchant order number', async () => {
    expect((await post(order)).statusCode).toBe(401);
    expect((await signed(order, Date.now(), 'another-secret-0123456789abcdef0123')).statusCode).toBe(401);
    expect((await signed(order, Date.now() - 10 * 60_000)).statusCode).toBe(401);
    expect((await signed({ ...order, notify_url: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await signed({ ...order, amount: -1 })).statusCode).toBe(400);

    const first = (await signed(order)).json();
    expect(first).toMatchObject({
      status: 'OK',
      pay_url: expect.stringMatching(/^https:\/\/pay\.example\.com\/sandbox\/pay\/SB/),
    });
    const again = (await signed(order)).json();
    expect(again.order_no).toBe(first.order_no);
  });

  it('serves a pay page with no script allowed, and settles an order once', async () => {
    const { order_no } = (await signed({ ...order, merchant_order_no: 'D20261125000002' })).json();
    const page = await app.inject({ method: 'GET', url: `/sandbox/pay/${order_no}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).not.toMatch(/script-src/);
    expect(page.body).not.toContain('<script');

    const paid = await app.inject({
      method: 'POST',
      url: `/sandbox/pay/${order_no}/paid`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect((await gateway.order(order_no))?.status).toBe('paid');
    expect(delivered.filter((b) => b.includes(order_no))).toHaveLength(1);
    expect(await gateway.settle(order_no, 'failed')).toBe(false);
  });

  it('answers unknown orders and actions with 404, whatever the path holds', async () => {
    for (const url of ['/sandbox/pay/%00', '/sandbox/pay/SB%27%20or%201=1', '/sandbox/pay/SBNOSUCHORDER']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await app.inject({ method: 'POST', url: '/sandbox/pay/SBNOSUCHORDER/refund' })).statusCode).toBe(
      404,
    );
  });
});

import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { headerValue, verifySignature, type HttpPost } from '@app/shared/node';
import { openGatewayDb } from './db.js';
import { createSandboxGateway, type SandboxGateway } from './gateway.js';
import { renderPayPage } from './pay-page.js';

export type { SandboxGateway } from './gateway.js';

export interface SandboxGatewayOptions {
  dbFile: string;
  /** HMAC secret shared with the merchant: signs our callbacks, checks its order requests. */
  secret: string;
  /** Where the pay page is served from; '' when mounted on the merchant's own site. */
  publicUrl: string;
  deliver?: HttpPost;
  now?: () => number;
  /** Receives the order book once open (tests settle orders through it). */
  onOpen?: (gateway: SandboxGateway) => void;
}

/** Kept out of the merchant's OpenAPI document when mounted beside it. */
const HIDDEN = { hide: true } as FastifySchema;
const ORDER_NO = /^SB[0-9A-Z]{4,40}$/;
/** The pay page runs no script, draws its QR as a data: image and posts only to itself; never framed. */
const PAY_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; " +
  "frame-ancestors 'none'; base-uri 'none'";
const httpUrl = z
  .string()
  .max(512)
  .refine((u) => /^https?:\/\//.test(u), 'http(s) URL');
const newOrder = z.object({
  merchant_order_no: z.string().regex(/^[0-9A-Za-z_-]{1,64}$/),
  amount: z.number().int().positive().max(1e12),
  currency: z.enum(['CNY', 'USDT']),
  channel: z.string().regex(/^[0-9a-z_-]{1,32}$/),
  notify_url: httpUrl,
  // Absolute, or relative to the merchant's site when the sandbox is mounted on it.
  return_url: z
    .string()
    .max(512)
    .regex(/^(https?:\/\/|\/)[^\s<>"']*$/),
});

/**
 * The sandbox payment gateway as a Fastify plugin: the merchant API under /sandbox/api (signed,
 * replay-protected) and the tester's pay page under /sandbox/pay. Runs as its own process
 * (server.ts) or, for the one-command demo only, mounted on the site's server.
 */
export async function sandboxGatewayPlugin(app: FastifyInstance, opts: SandboxGatewayOptions): Promise<void> {
  const db = await openGatewayDb(opts.dbFile);
  const now = opts.now ?? Date.now;
  const gateway = createSandboxGateway({
    db,
    secret: opts.secret,
    publicUrl: opts.publicUrl,
    deliver: opts.deliver,
    now,
  });
  opts.onOpen?.(gateway);
  app.addHook('onReady', () => gateway.resumePending());
  app.addHook('onClose', async () => {
    gateway.stop();
    await db.destroy();
  });

  // The signature covers the exact bytes sent, so the body is read raw.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.post<{ Body: string }>('/sandbox/api/orders', { schema: HIDDEN }, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const h = request.headers;
    const check = verifySignature(
      opts.secret,
      headerValue(h, 'x-pay-timestamp'),
      headerValue(h, 'x-pay-signature'),
      raw,
      now(),
    );
    if (check !== 'ok') return reply.status(401).send({ status: 'INVALID_SIGNATURE' });
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    const body = newOrder.safeParse(parsed);
    if (!body.success) return reply.status(400).send({ status: 'BAD_REQUEST' });
    return { status: 'OK', ...(await gateway.createOrder(body.data)) };
  });

  const notFound = (reply: import('fastify').FastifyReply) =>
    reply.status(404).type('text/html; charset=utf-8').send('<h1>订单不存在</h1>');

  app.get<{ Params: { orderNo: string } }>(
    '/sandbox/pay/:orderNo',
    { schema: HIDDEN },
    async (request, reply) => {
      const { orderNo } = request.params;
      const order = ORDER_NO.test(orderNo) ? await gateway.order(orderNo) : undefined;
      if (!order) return notFound(reply);
      const pageUrl = `${request.protocol}://${request.host}/sandbox/pay/${orderNo}`;
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', PAY_PAGE_CSP)
        .header('x-frame-options', 'DENY')
        .send(await renderPayPage(order, pageUrl));
    },
  );

  app.post<{ Params: { orderNo: string; action: string } }>(
    '/sandbox/pay/:orderNo/:action',
    { schema: HIDDEN },
    async (request, reply) => {
      const { orderNo, action } = request.params;
      if (!ORDER_NO.test(orderNo) || (action !== 'paid' && action !== 'failed')) return notFound(reply);
      await gateway.settle(orderNo, action);
      return reply.redirect(`/sandbox/pay/${orderNo}`, 303);
    },
  );
}

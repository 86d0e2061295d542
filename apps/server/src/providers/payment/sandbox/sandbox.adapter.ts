import { z } from 'zod';
import { text } from '@app/shared';
import { fetchPost, headerValue, signedHeaders, verifySignature, type HttpPost } from '@app/shared/node';
import type { CreateOrderInput, CreatedOrder, PaymentGateway, VerifiedCallback } from '../gateway.js';

const eventSchema = z.object({
  event_id: text(128).min(1),
  merchant_order_no: text(64).min(1),
  status: z.enum(['paid', 'failed']),
  amount: z.number().int().positive(),
  currency: text(8),
});

const createdSchema = z.object({
  status: z.literal('OK'),
  order_no: z.string().max(64),
  pay_url: z.string().max(512),
  address: z.string().max(128),
});

/**
 * Our side of the sandbox gateway's protocol, written as we would for any HMAC-signing gateway:
 * orders are opened over signed HTTP at its address, and its callbacks are verified here.
 */
export function createSandboxAdapter(opts: {
  baseUrl: string;
  secret: string;
  now: () => number;
  post?: HttpPost;
}): PaymentGateway {
  const post = opts.post ?? fetchPost;
  return {
    name: 'sandbox',
    ackBody: 'success',
    async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
      const body = JSON.stringify({
        merchant_order_no: input.merchantOrderNo,
        amount: input.amount,
        currency: input.currency,
        channel: input.channel,
        notify_url: input.notifyUrl,
        return_url: input.returnUrl,
      });
      const headers = {
        'content-type': 'application/json',
        ...signedHeaders('pay', opts.secret, body, opts.now()),
      };
      const res = await post(`${opts.baseUrl}/sandbox/api/orders`, headers, body);
      const answer = createdSchema.safeParse(JSON.parse(res.body));
      if (!answer.success) throw new Error(`sandbox gateway refused the order (HTTP ${res.status})`);
      return {
        gatewayOrderNo: answer.data.order_no,
        payUrl: answer.data.pay_url,
        address: answer.data.address,
      };
    },
    verifyCallback(headers, rawBody, now): VerifiedCallback {
      const check = verifySignature(
        opts.secret,
        headerValue(headers, 'x-pay-timestamp'),
        headerValue(headers, 'x-pay-signature'),
        rawBody,
        now,
      );
      if (check !== 'ok') return { ok: false, reason: check };
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      const body = eventSchema.safeParse(parsed);
      if (!body.success) return { ok: false, reason: 'malformed' };
      const e = body.data;
      return {
        ok: true,
        event: {
          eventId: e.event_id,
          merchantOrderNo: e.merchant_order_no,
          status: e.status,
          amount: e.amount,
          currency: e.currency,
        },
      };
    },
  };
}

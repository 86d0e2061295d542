import { z } from 'zod';
import type { CreateOrderInput, CreatedOrder, PaymentGateway, VerifiedCallback } from '../gateway.js';
import { verifySignature } from '../../../lib/hmac-signature.js';
import type { SandboxGateway } from './sandbox.gateway.js';

const eventSchema = z.object({
  event_id: z.string().min(1).max(128),
  merchant_order_no: z.string().min(1).max(64),
  status: z.enum(['paid', 'failed']),
  amount: z.number().int().positive(),
  currency: z.string().max(8),
});

const header = (h: Record<string, string | string[] | undefined>, name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

/** Our side of the sandbox gateway's protocol, written as we would for any HMAC-signing gateway. */
export function createSandboxAdapter(gateway: SandboxGateway, secret: string): PaymentGateway {
  return {
    name: 'sandbox',
    ackBody: 'success',
    async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
      return gateway.createOrder(input);
    },
    verifyCallback(headers, rawBody, now): VerifiedCallback {
      const check = verifySignature(secret, header(headers, 'x-pay-timestamp'), header(headers, 'x-pay-signature'), rawBody, now);
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
      return { ok: true, event: { eventId: e.event_id, merchantOrderNo: e.merchant_order_no, status: e.status, amount: e.amount, currency: e.currency } };
    },
  };
}

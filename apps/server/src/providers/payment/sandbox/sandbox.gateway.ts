import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { Clock } from '../../../lib/clock.js';
import type { CreateOrderInput, CreatedOrder } from '../gateway.js';
import { sign } from '../../../lib/hmac-signature.js';
import { newEthAddress, newTronAddress } from '../../../lib/chain-address.js';

export interface Delivery {
  status: number;
  body: string;
}
export type Deliver = (url: string, headers: Record<string, string>, body: string) => Promise<Delivery>;

/** Retries as real gateways do: quickly at first, then for about an hour, until acknowledged. */
const RETRY_DELAYS_MS = [0, 2_000, 5_000, 15_000, 60_000, 300_000, 900_000, 3_600_000];

const fetchDeliver: Deliver = async (url, headers, body) => {
  const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: await res.text() };
};

/**
 * The sandbox payment gateway: a stand-in for a third-party company, with its own order book,
 * pay page and signed, retried callbacks. It shares this process only for convenience; it talks
 * to the site through the same HTTP callback a real gateway would use.
 */
export function createSandboxGateway(opts: { db: Kysely<DB>; clock: Clock; secret: string; deliver?: Deliver }) {
  const { db, clock, secret } = opts;
  const deliver = opts.deliver ?? fetchDeliver;
  const timers = new Set<NodeJS.Timeout>();

  async function attempt(orderNo: string): Promise<void> {
    const order = await db.selectFrom('sandbox_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
    if (!order || order.acknowledged_at || (order.status !== 'paid' && order.status !== 'failed')) return;
    const body = JSON.stringify({
      event_id: `${order.order_no}:${order.status}`,
      merchant_order_no: order.merchant_order_no,
      status: order.status,
      amount: Number(order.amount),
      currency: order.currency,
    });
    const timestamp = String(Math.floor(clock.now().getTime() / 1000));
    const headers = { 'content-type': 'application/json', 'x-pay-timestamp': timestamp, 'x-pay-signature': sign(secret, timestamp, body) };
    await db.updateTable('sandbox_orders').set((eb) => ({ notify_attempts: eb('notify_attempts', '+', 1) })).where('id', '=', order.id).execute();
    let acked = false;
    try {
      const res = await deliver(order.notify_url, headers, body);
      acked = res.status === 200 && res.body.trim() === 'success';
    } catch {
      acked = false;
    }
    if (acked) {
      await db.updateTable('sandbox_orders').set({ acknowledged_at: clock.now().getTime() }).where('id', '=', order.id).execute();
      return;
    }
    schedule(orderNo, order.notify_attempts + 1);
  }

  function schedule(orderNo: string, attemptIndex: number): void {
    const delay = RETRY_DELAYS_MS[attemptIndex];
    if (delay === undefined) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void attempt(orderNo).catch(() => schedule(orderNo, attemptIndex + 1));
    }, delay);
    timer.unref();
    timers.add(timer);
  }

  return {
    async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
      const orderNo = `SB${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;
      const address = input.channel === 'usdt-erc20' ? newEthAddress() : input.currency === 'USDT' ? newTronAddress() : '';
      await db
        .insertInto('sandbox_orders')
        .values({
          order_no: orderNo,
          merchant_order_no: input.merchantOrderNo,
          amount: input.amount,
          currency: input.currency,
          channel: input.channel,
          address,
          notify_url: input.notifyUrl,
          return_url: input.returnUrl,
          created_at: clock.now().getTime(),
        })
        .execute();
      // The sandbox's pages are served by this same site, so the link works from any address the player uses.
      return { gatewayOrderNo: orderNo, payUrl: `/sandbox/pay/${orderNo}`, address };
    },

    order(orderNo: string) {
      return db.selectFrom('sandbox_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
    },

    /** The tester's "simulate paid" / "simulate failed": settles the order once and starts notifying. */
    async settle(orderNo: string, status: 'paid' | 'failed'): Promise<boolean> {
      const res = await db
        .updateTable('sandbox_orders')
        .set({ status })
        .where('order_no', '=', orderNo)
        .where('status', '=', 'created')
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return false;
      await attempt(orderNo);
      return true;
    },

    /** After a restart, keep notifying for orders settled but never acknowledged. */
    async resumePending(): Promise<void> {
      const pending = await db
        .selectFrom('sandbox_orders')
        .select(['order_no', 'notify_attempts'])
        .where('status', 'in', ['paid', 'failed'])
        .where('acknowledged_at', 'is', null)
        .execute();
      for (const o of pending) schedule(o.order_no, Math.min(o.notify_attempts, RETRY_DELAYS_MS.length - 1));
    },

    stop(): void {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

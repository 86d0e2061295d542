import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { fetchPost, newEthAddress, newTronAddress, signedHeaders, type HttpPost } from '@app/shared/node';
import type { GatewayDB } from './db.js';

/** Retries as real gateways do: quickly at first, then for about an hour, until acknowledged. */
const RETRY_DELAYS_MS = [0, 2_000, 5_000, 15_000, 60_000, 300_000, 900_000, 3_600_000];

export interface NewOrder {
  merchant_order_no: string;
  amount: number;
  currency: 'CNY' | 'USDT';
  channel: string;
  notify_url: string;
  return_url: string;
}

/**
 * The sandbox payment gateway: a stand-in for a third-party payment company, with its own order
 * book, pay page and signed, retried callbacks. Merchants reach it only over signed HTTP.
 */
export function createSandboxGateway(opts: {
  db: Kysely<GatewayDB>;
  secret: string;
  /** Where the pay page is served from; '' when mounted on the merchant's own site. */
  publicUrl: string;
  deliver?: HttpPost;
  now?: () => number;
}) {
  const { db, secret } = opts;
  const deliver = opts.deliver ?? fetchPost;
  const now = opts.now ?? Date.now;
  const timers = new Set<NodeJS.Timeout>();

  async function attempt(orderNo: string): Promise<void> {
    const order = await db
      .selectFrom('sg_orders')
      .selectAll()
      .where('order_no', '=', orderNo)
      .executeTakeFirst();
    if (!order || order.acknowledged_at || (order.status !== 'paid' && order.status !== 'failed')) return;
    const body = JSON.stringify({
      event_id: `${order.order_no}:${order.status}`,
      merchant_order_no: order.merchant_order_no,
      status: order.status,
      amount: Number(order.amount),
      currency: order.currency,
    });
    const headers = { 'content-type': 'application/json', ...signedHeaders('pay', secret, body, now()) };
    await db
      .updateTable('sg_orders')
      .set((eb) => ({ notify_attempts: eb('notify_attempts', '+', 1) }))
      .where('id', '=', order.id)
      .execute();
    let acked = false;
    try {
      const res = await deliver(order.notify_url, headers, body);
      acked = res.status === 200 && res.body.trim() === 'success';
    } catch {
      acked = false;
    }
    if (acked) {
      await db.updateTable('sg_orders').set({ acknowledged_at: now() }).where('id', '=', order.id).execute();
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

  const payUrl = (orderNo: string) => `${opts.publicUrl}/sandbox/pay/${orderNo}`;

  return {
    /** Opens an order, or answers the one already opened for this merchant order number. */
    async createOrder(input: NewOrder) {
      const existing = await db
        .selectFrom('sg_orders')
        .selectAll()
        .where('merchant_order_no', '=', input.merchant_order_no)
        .executeTakeFirst();
      if (existing)
        return { order_no: existing.order_no, pay_url: payUrl(existing.order_no), address: existing.address };
      const orderNo = `SB${Date.now().toString(36)}${randomBytes(4).toString('hex')}`.toUpperCase();
      const address =
        input.channel === 'usdt-erc20' ? newEthAddress() : input.currency === 'USDT' ? newTronAddress() : '';
      await db
        .insertInto('sg_orders')
        .values({ order_no: orderNo, ...input, address, acknowledged_at: null, created_at: now() })
        .onConflict((oc) => oc.column('merchant_order_no').doNothing())
        .execute();
      const row = await db
        .selectFrom('sg_orders')
        .select(['order_no', 'address'])
        .where('merchant_order_no', '=', input.merchant_order_no)
        .executeTakeFirstOrThrow();
      return { order_no: row.order_no, pay_url: payUrl(row.order_no), address: row.address };
    },

    order(orderNo: string) {
      return db.selectFrom('sg_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
    },

    /** The tester's "simulate paid" / "simulate failed": settles the order once and starts notifying. */
    async settle(orderNo: string, status: 'paid' | 'failed'): Promise<boolean> {
      const res = await db
        .updateTable('sg_orders')
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
        .selectFrom('sg_orders')
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

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import { DEV_SECRETS } from '@app/shared/node';
import { openGatewayDb, type GatewayDB } from './db.js';
import { createSandboxGateway } from './gateway.js';

let db: Kysely<GatewayDB>;
beforeAll(async () => {
  db = await openGatewayDb(':memory:');
});
afterAll(() => db.destroy());

describe('sandbox gateway retries', () => {
  it('keeps notifying until the merchant acknowledges', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const answers = [
        new Error('connection refused'),
        { status: 500, body: 'error' },
        { status: 200, body: 'success' },
      ];
      const seen: string[] = [];
      const gateway = createSandboxGateway({
        db,
        secret: DEV_SECRETS.PAY_SANDBOX_SECRET,
        publicUrl: '',
        deliver: async (_url, _headers, body) => {
          seen.push(body);
          const next = answers.shift()!;
          if (next instanceof Error) throw next;
          return next;
        },
      });
      const created = await gateway.createOrder({
        merchant_order_no: 'DRETRY',
        amount: 100,
        currency: 'CNY',
        channel: 'alipay',
        notify_url: 'http://127.0.0.1:1/x',
        return_url: '/#/',
      });
      await gateway.settle(created.order_no, 'paid');
      expect(seen).toHaveLength(1);
      // Database work between attempts takes real time on PostgreSQL: wait for it without moving
      // the fake clock.
      const until = async (cond: () => boolean | Promise<boolean>) => {
        const deadline = Date.now() + 5_000;
        while (!(await cond())) {
          if (Date.now() > deadline) throw new Error('condition not reached');
          await new Promise((r) => setImmediate(r));
        }
      };
      const attempts = async () => (await gateway.order(created.order_no))!.notify_attempts;
      await until(async () => (await attempts()) === 1);
      await vi.advanceTimersByTimeAsync(1_999);
      expect(seen).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await until(async () => (await attempts()) === 2 && seen.length === 2);
      await vi.advanceTimersByTimeAsync(5_000);
      await until(async () => (await gateway.order(created.order_no))!.acknowledged_at !== null);
      await vi.advanceTimersByTimeAsync(3_600_000);
      expect(seen).toHaveLength(3);
      gateway.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

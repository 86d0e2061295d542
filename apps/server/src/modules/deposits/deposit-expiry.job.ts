import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { startLeasedJob } from '../../lib/leased-job.js';
import { PAY_WINDOW_MS } from './deposit-state.js';
import { depositsRepository } from './deposits.repository.js';

/** Closes the gateway orders whose pay window has ended (订单已关闭 to the player). */
export function closeUnpaidOrders(db: Kysely<DB>, clock: Clock): Promise<number> {
  const now = clock.now().getTime();
  return depositsRepository.closeUnpaid(db, now - PAY_WINDOW_MS, now);
}

/** The job behind it, on one node at a time; one conditional update a run, so a rerun is harmless. */
export function startDepositExpiry(
  db: Kysely<DB>,
  clock: Clock,
  everyMs: number,
  hooks: {
    log: (obj: Record<string, unknown>, msg: string) => void;
    onRun?: (outcome: 'ok' | 'failed' | 'skipped') => void;
  },
) {
  return startLeasedJob(db, {
    name: 'deposit-expiry',
    everyMs,
    leaseMs: Math.max(15_000, everyMs * 3),
    run: async () => {
      const closed = await closeUnpaidOrders(db, clock);
      if (closed > 0) hooks.log({ closed }, 'unpaid deposit orders closed');
    },
    ...hooks,
  });
}

import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { HOUSE } from '../../ledger/accounts.js';
import type { DepositCredit } from './deposit-credit.js';
import { DEPOSIT_STATE } from './deposit-state.js';
import { depositsRepository } from './deposits.repository.js';
import type { DepositsDeps } from './deposit-deps.js';

/**
 * The gateway's side of an online deposit: signed callbacks, each verified (signature, replay
 * window), matched against our own order and applied at most once.
 */
export function createDepositCallbacks(
  deps: Pick<DepositsDeps, 'db' | 'clock' | 'gateway' | 'log'>,
  credit: DepositCredit,
) {
  const { db, clock, gateway } = deps;

  return {
    /**
     * A gateway's callback: verified, matched against our own order, applied at most once, logged
     * whatever happens. Answers the body that stops the gateway's retries only when we are done.
     */
    async handleCallback(
      gatewayName: string,
      headers: Record<string, string | string[] | undefined>,
      rawBody: string,
      ip: string,
    ): Promise<{ status: number; body: string }> {
      const now = clock.now().getTime();
      const log = (
        outcome: string,
        extra: { event_id?: string; order_no?: string; detail?: string } = {},
        q: Kysely<DB> | Transaction<DB> = db,
      ) =>
        depositsRepository.logEvent(q, {
          gateway: gatewayName,
          outcome,
          remote_ip: ip,
          created_at: now,
          ...extra,
        });
      if (!gateway || gatewayName !== gateway.name) {
        await log('unknown_gateway');
        return { status: 404, body: 'fail' };
      }
      const verified = gateway.verifyCallback(headers, rawBody, now);
      if (!verified.ok) {
        await log(verified.reason);
        deps.log({ gateway: gatewayName, reason: verified.reason, ip }, 'payment callback refused');
        return { status: 401, body: 'fail' };
      }
      const e = verified.event;
      const ids = { event_id: e.eventId, order_no: e.merchantOrderNo };

      // The usual case in one transaction: the order matches number, gateway, currency and amount,
      // moves to credited, and the event is logged with it.
      if (e.status === 'paid') {
        const match = {
          deposit_no: e.merchantOrderNo,
          gateway: gateway.name,
          currency: e.currency,
          pay_amount: e.amount,
        };
        // A payment that arrives after the gateway reported a failure still belongs to the player.
        const credited = await credit(match, [DEPOSIT_STATE.pending, DEPOSIT_STATE.rejected], HOUSE.gateway, {
          alsoInTransaction: (trx, done) => (done ? log('credited', ids, trx) : Promise.resolve()),
        });
        if (credited) return { status: 200, body: gateway.ackBody };
      }

      const d = await depositsRepository.byNo(db, e.merchantOrderNo);
      if (!d || d.gateway !== gateway.name) {
        await log('unknown_order', ids);
        return { status: 200, body: 'fail' };
      }
      if (e.currency !== d.currency || e.amount !== Number(d.pay_amount)) {
        await log('mismatch', {
          ...ids,
          detail: `got ${e.amount} ${e.currency}, order ${d.pay_amount} ${d.currency}`,
        });
        deps.log(
          { depositNo: d.deposit_no, got: e.amount, expected: Number(d.pay_amount) },
          'payment callback amount mismatch',
        );
        return { status: 200, body: 'fail' };
      }
      if (e.status === 'paid') {
        await log('duplicate', ids);
      } else {
        const closed = await depositsRepository.transition(db, { id: d.id }, [DEPOSIT_STATE.pending], {
          state: DEPOSIT_STATE.rejected,
          reason: '支付失败',
          updated_at: now,
        });
        await log(closed ? 'failed' : 'duplicate', ids);
      }
      return { status: 200, body: gateway.ackBody };
    },
  };
}

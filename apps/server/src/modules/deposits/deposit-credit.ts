import type { Transaction } from 'kysely';
import { formatFen } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { HOUSE, createHouseAccounts, ledgerAccounts } from '../../ledger/accounts.js';
import { postJournal } from '../../ledger/ledger.js';
import { REASON } from '../../ledger/reasons.js';
import { inbox } from '../messages/inbox.js';
import { requirementFor, turnover } from '../turnover/turnover.js';
import { DEPOSIT_STATE } from './deposit-state.js';
import { depositsRepository, type DepositMatch } from './deposits.repository.js';
import type { DepositsDeps } from './deposit-deps.js';

/** The operator behind a manual review, recorded in the audit entry with the client's address. */
export interface Reviewer {
  operatorId: number;
  ip: string;
}

/**
 * The one place a deposit is credited, shared by the gateway's callback and the operator's
 * approval, so that both credit the same way and at most once.
 */
export function createDepositCredit(
  deps: Pick<DepositsDeps, 'db' | 'clock' | 'settings' | 'audit' | 'onCredited'>,
) {
  const { db, clock, settings, audit } = deps;
  const houseAccounts = createHouseAccounts(db, clock);

  /**
   * Credits an order once: the state change, the journal and `alsoInTransaction` commit together
   * or not at all.
   */
  return async function credit(
    match: DepositMatch,
    from: number[],
    house: typeof HOUSE.gateway | typeof HOUSE.bank,
    opts: {
      review?: Reviewer;
      alsoInTransaction?: (trx: Transaction<DB>, credited: boolean) => Promise<unknown>;
    } = {},
  ) {
    const now = clock.now().getTime();
    const clearing = await houseAccounts(house);
    const multiple = (await settings.values()).turnover_multiple;
    return inTransaction(db, async (trx) => {
      const d = await depositsRepository.transition(trx, match, from, {
        state: DEPOSIT_STATE.approved,
        updated_at: now,
        ...(opts.review ? { reviewed_by: opts.review.operatorId, reviewed_at: now } : {}),
      });
      await opts.alsoInTransaction?.(trx, d !== undefined);
      if (!d) return false;
      const wallet = d.wallet === null ? await ledgerAccounts.main(trx, d.user_id, now) : Number(d.wallet);
      const amount = Number(d.amount_fen);
      const posted = await postJournal(
        trx,
        {
          key: `deposit:${d.deposit_no}`,
          reason: REASON.deposit,
          amount,
          userId: d.user_id,
          refType: 'deposit',
          refId: d.deposit_no,
          legs: [
            { accountId: wallet, amount },
            { accountId: clearing, amount: -amount },
          ],
        },
        now,
      );
      if (opts.review) {
        const after = posted.balances.get(wallet) ?? 0;
        await audit.record(
          {
            operatorId: opts.review.operatorId,
            action: 'deposit.approve',
            target: { type: 'deposit', id: d.id },
            detail: { deposit_no: d.deposit_no, user_id: d.user_id, amount: formatFen(amount) },
            before: { state: DEPOSIT_STATE.pending, balance: formatFen(after - amount) },
            after: { state: DEPOSIT_STATE.approved, balance: formatFen(after) },
            ip: opts.review.ip,
          },
          trx,
        );
      }
      await turnover.add(trx, d.user_id, requirementFor(amount, multiple), now, {
        kind: 'deposit',
        label: d.deposit_no,
      });
      await deps.onCredited?.(trx, d.user_id, amount, now);
      await inbox.send(
        trx,
        d.user_id,
        {
          kind: 'deposit',
          title: '存款到账通知',
          content: `您的存款 ${formatFen(amount)} 元已到账（订单号 ${d.deposit_no}），祝您游戏愉快！`,
        },
        now,
      );
      return true;
    });
  };
}

export type DepositCredit = ReturnType<typeof createDepositCredit>;

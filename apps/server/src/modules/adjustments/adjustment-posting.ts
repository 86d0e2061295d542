import type { Selectable, Transaction } from 'kysely';
import { CODE, formatFen } from '@app/shared';
import type { BalanceAdjustmentsTable, DB } from '../../db/schema.js';
import { ledgerAccounts } from '../../ledger/accounts.js';
import { LedgerError, postJournal } from '../../ledger/ledger.js';
import { REASON } from '../../ledger/reasons.js';
import { AppError } from '../../lib/app-error.js';
import { inbox } from '../messages/messages.public.js';
import { requirementFor, turnover } from '../turnover/turnover.js';
import { ADJUST_MSG, reasonLabel } from './adjustment-rules.js';
import { adjustmentsRepository } from './adjustments.repository.js';

type Row = Selectable<BalanceAdjustmentsTable>;

/**
 * Moves the money of `adj` in `trx` against the `house` account: the journal (keyed by the
 * adjustment number, so it pays once), the turnover requirement of a credit, the balances kept on
 * the adjustment and the player's inbox message. Answers the main wallet's balance before and after.
 */
export async function postAdjustment(
  trx: Transaction<DB>,
  adj: Pick<
    Row,
    'id' | 'adjust_no' | 'user_id' | 'amount_fen' | 'reason_code' | 'note' | 'turnover_multiple'
  >,
  house: number,
  now: number,
) {
  const wallet = await ledgerAccounts.main(trx, adj.user_id, now);
  const signed = Number(adj.amount_fen);
  const amount = Math.abs(signed);
  let result;
  try {
    result = await postJournal(
      trx,
      {
        key: `adjust:${adj.adjust_no}`,
        reason: signed > 0 ? REASON.adjustmentCredit : REASON.adjustmentDebit,
        amount,
        userId: adj.user_id,
        refType: 'adjustment',
        refId: adj.adjust_no,
        memo: `${adj.reason_code}: ${adj.note}`,
        legs: [
          { accountId: wallet, amount: signed },
          { accountId: house, amount: -signed },
        ],
      },
      now,
    );
  } catch (err) {
    if (err instanceof LedgerError && err.code === 'insufficient_funds')
      throw new AppError(ADJUST_MSG.insufficient);
    throw err;
  }
  // The state change before this happens once per adjustment, so a replay here would be a bug.
  if (result.replayed) throw new AppError(ADJUST_MSG.alreadyDone, CODE.conflict);
  const after = result.balances.get(wallet)!;
  const before = after - signed;
  if (signed > 0 && adj.turnover_multiple)
    await turnover.add(trx, adj.user_id, requirementFor(amount, adj.turnover_multiple), now, {
      kind: 'adjustment',
      label: reasonLabel(adj.reason_code),
    });
  await adjustmentsRepository.setBalances(trx, adj.id, before, after);
  const label = reasonLabel(adj.reason_code);
  const moved = signed > 0 ? '增加' : '扣减';
  await inbox.send(
    trx,
    adj.user_id,
    {
      kind: 'adjustment',
      title: `账户余额调整（${moved}）`,
      content:
        `您的账户余额已${moved} ${formatFen(amount)} 元（${label}，单号 ${adj.adjust_no}）。` +
        '如有疑问请联系客服。',
    },
    now,
  );
  return { before, after };
}

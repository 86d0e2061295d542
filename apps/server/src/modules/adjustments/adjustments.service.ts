import { randomInt } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { CODE, formatFen, hasMarkup, HOSTILE_INPUT_MSG, parseYuanToFen } from '@app/shared';
import type { AdjustmentOptions } from '@app/shared/admin-contract';
import type { BalanceAdjustmentsTable, DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { HOUSE, createHouseAccounts, ledgerAccounts } from '../../ledger/accounts.js';
import { LedgerError, postJournal } from '../../ledger/ledger.js';
import { REASON } from '../../ledger/reasons.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijing, type Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/audit.service.js';
import { inbox } from '../messages/inbox.js';
import type { SettingsService } from '../site/settings.service.js';
import { requirementFor, turnover } from '../turnover/turnover.js';
import { adjustmentsRepository, type AdjustmentFilter } from './adjustments.repository.js';

/** Why an operator moves a balance by hand. `sign` limits the direction a code may be used for. */
export const ADJUST_REASONS = {
  bonus_compensation: { label: '活动补发', sign: 1 },
  missed_deposit: { label: '系统补单', sign: 1 },
  correction: { label: '错误更正', sign: 0 },
  clawback: { label: '扣回', sign: -1 },
  other: { label: '其他', sign: 0 },
} as const;
export type AdjustReason = keyof typeof ADJUST_REASONS;

/** No single adjustment moves more than ten million yuan: a typo guard, not a business limit. */
const MAX_ADJUST_FEN = 1_000_000_000;
const DEFAULT_THRESHOLD_FEN = 100_000;

export const ADJUST_MSG = {
  userNotFound: '会员不存在',
  amount: '请输入正确的调整金额（最多两位小数，不能为 0）',
  tooLarge: `单笔调整金额不能超过 ${formatFen(MAX_ADJUST_FEN)} 元`,
  reason: '请选择调整原因',
  note: '请填写调整备注',
  multiple: '流水倍数应为 0 到 100 之间的数字，最多两位小数',
  multipleOnDebit: '扣减余额不需要设置流水倍数',
  creditOnly: (label: string) => `「${label}」只能用于增加余额`,
  debitOnly: (label: string) => `「${label}」只能用于扣减余额`,
  insufficient: '余额不足，无法扣减',
  notFound: '调整单不存在',
  alreadyDone: '该调整已处理',
  rejectReason: '请填写拒绝原因',
  selfReview: '不能复核自己提交的调整，请由另一位操作员复核',
} as const;

export interface AdjustInput {
  username: string;
  /** Signed yuan: "-50.00" debits. */
  amount: string | number;
  reason_code: string;
  note: string;
  /** Credits only: adds amount x multiple to the turnover requirement. */
  turnover_multiple?: string | number;
}

export interface Actor {
  operatorId: number;
  ip: string;
}

type Row = Selectable<BalanceAdjustmentsTable>;

function parseSignedFen(input: string | number): number | null {
  const text = String(input).trim();
  const negative = text.startsWith('-');
  const fen = parseYuanToFen(text.replace(/^[-+]/, ''));
  if (fen === null || fen === 0) return null;
  return negative ? -fen : fen;
}

/** '' for none, else a multiple such as "1" or "1.5" (0 to 100). */
function parseMultiple(input: string | number | undefined): string | null {
  if (input === undefined || input === '') return '';
  const text = String(input).trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || Number(text) > 100) return null;
  return Number(text) === 0 ? '' : text;
}

/**
 * Manual balance adjustments. At or under the approval threshold an adjustment posts at once;
 * above it, it waits until a second operator (never the requester) approves or rejects it.
 * Posting is one transaction: the state change, the journal (keyed by the adjustment number, so
 * it pays once), the turnover requirement and the audit entry with the balance before and after.
 */
export function createAdjustmentsService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  audit: AuditService;
}) {
  const { db, clock, settings, audit } = deps;
  const houseAccounts = createHouseAccounts(db, clock);

  const denied = (actor: Actor, action: string, id: string | number, detail: Record<string, unknown>) =>
    audit.record({
      operatorId: actor.operatorId,
      action,
      target: { type: 'adjustment', id },
      detail,
      ip: actor.ip,
      outcome: 'denied',
    });

  async function thresholdFen(): Promise<number> {
    return parseYuanToFen((await settings.all()).adjust_approval_threshold) ?? DEFAULT_THRESHOLD_FEN;
  }

  /** Moves the money of `adj` in `trx`; the main wallet's balance before and after. */
  async function post(
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
    // The state change above happens once per adjustment, so a replay here would be a bug.
    if (result.replayed) throw new AppError(ADJUST_MSG.alreadyDone, CODE.conflict);
    const after = result.balances.get(wallet)!;
    const before = after - signed;
    if (signed > 0 && adj.turnover_multiple)
      await turnover.add(trx, adj.user_id, requirementFor(amount, adj.turnover_multiple), now);
    await adjustmentsRepository.setBalances(trx, adj.id, before, after);
    const label = ADJUST_REASONS[adj.reason_code as AdjustReason]?.label ?? adj.reason_code;
    await inbox.send(
      trx,
      adj.user_id,
      {
        kind: 'adjustment',
        title: signed > 0 ? '账户余额调整（增加）' : '账户余额调整（扣减）',
        content: `您的账户余额已${signed > 0 ? '增加' : '扣减'} ${formatFen(amount)} 元（${label}，单号 ${adj.adjust_no}）。如有疑问请联系客服。`,
      },
      now,
    );
    return { before, after };
  }

  return {
    options: async (): Promise<AdjustmentOptions> => ({
      reasons: Object.entries(ADJUST_REASONS).map(([code, r]) => ({
        code,
        label: r.label,
        direction: r.sign > 0 ? 'credit' : r.sign < 0 ? 'debit' : 'both',
      })),
      threshold: formatFen(await thresholdFen()),
    }),

    async create(
      input: AdjustInput,
      actor: Actor,
    ): Promise<{ id: number; adjust_no: string; state: 'pending' | 'posted'; balance_after: string | null }> {
      const username = input.username.trim().toLowerCase();
      const user = username ? await adjustmentsRepository.userByName(db, username) : undefined;
      if (!user) throw new AppError(ADJUST_MSG.userNotFound);
      const fen = parseSignedFen(input.amount);
      if (fen === null) throw new AppError(ADJUST_MSG.amount);
      if (Math.abs(fen) > MAX_ADJUST_FEN) throw new AppError(ADJUST_MSG.tooLarge);
      const reason = ADJUST_REASONS[input.reason_code as AdjustReason];
      if (!reason || !Object.hasOwn(ADJUST_REASONS, input.reason_code)) throw new AppError(ADJUST_MSG.reason);
      if (reason.sign > 0 && fen < 0) throw new AppError(ADJUST_MSG.creditOnly(reason.label));
      if (reason.sign < 0 && fen > 0) throw new AppError(ADJUST_MSG.debitOnly(reason.label));
      const note = input.note.trim();
      if (!note) throw new AppError(ADJUST_MSG.note);
      if (hasMarkup(note)) throw new AppError(HOSTILE_INPUT_MSG);
      const multiple = parseMultiple(input.turnover_multiple);
      if (multiple === null) throw new AppError(ADJUST_MSG.multiple);
      if (fen < 0 && multiple) throw new AppError(ADJUST_MSG.multipleOnDebit);

      const needsApproval = Math.abs(fen) > (await thresholdFen());
      const house = await houseAccounts(HOUSE.adjustment);
      const nowDate = clock.now();
      const now = nowDate.getTime();
      const adjustNo = `A${formatBeijing(nowDate).replace(/\D/g, '')}${String(randomInt(1_000_000)).padStart(6, '0')}`;
      const row = {
        adjust_no: adjustNo,
        user_id: Number(user.id),
        amount_fen: fen,
        reason_code: input.reason_code,
        note: note.slice(0, 255),
        turnover_multiple: multiple,
        requested_by: actor.operatorId,
        created_at: now,
        updated_at: now,
      };
      const detail = {
        adjust_no: adjustNo,
        user_id: row.user_id,
        amount: formatFen(fen),
        reason_code: row.reason_code,
        note: row.note,
        turnover_multiple: multiple,
      };
      try {
        return await inTransaction(db, async (trx) => {
          const { id } = await adjustmentsRepository.insert(trx, {
            ...row,
            state: needsApproval ? 'pending' : 'posted',
          });
          if (needsApproval) {
            await audit.record(
              {
                operatorId: actor.operatorId,
                action: 'adjustment.request',
                target: { type: 'adjustment', id: Number(id) },
                detail,
                after: { state: 'pending' },
                ip: actor.ip,
              },
              trx,
            );
            return { id: Number(id), adjust_no: adjustNo, state: 'pending' as const, balance_after: null };
          }
          const { before, after } = await post(trx, { ...row, id: Number(id) }, house, now);
          await audit.record(
            {
              operatorId: actor.operatorId,
              action: 'adjustment.post',
              target: { type: 'adjustment', id: Number(id) },
              detail,
              before: { balance: formatFen(before) },
              after: { state: 'posted', balance: formatFen(after) },
              ip: actor.ip,
            },
            trx,
          );
          return {
            id: Number(id),
            adjust_no: adjustNo,
            state: 'posted' as const,
            balance_after: formatFen(after),
          };
        });
      } catch (err) {
        if (err instanceof AppError)
          await denied(actor, 'adjustment.post', adjustNo, { ...detail, refused: err.message });
        throw err;
      }
    },

    async approve(id: number, actor: Actor): Promise<{ balance_after: string }> {
      const adj = await adjustmentsRepository.byId(db, id);
      if (!adj) throw new AppError(ADJUST_MSG.notFound, CODE.notFound);
      const refuse = async (message: string, code: number = CODE.badRequest) => {
        await denied(actor, 'adjustment.approve', id, { adjust_no: adj.adjust_no, refused: message });
        return new AppError(message, code);
      };
      if (adj.state !== 'pending') throw await refuse(ADJUST_MSG.alreadyDone, CODE.conflict);
      if (Number(adj.requested_by) === actor.operatorId)
        throw await refuse(ADJUST_MSG.selfReview, CODE.forbidden);
      const house = await houseAccounts(HOUSE.adjustment);
      const now = clock.now().getTime();
      let outcome: { before: number; after: number } | null;
      try {
        outcome = await inTransaction(db, async (trx) => {
          const settled = await adjustmentsRepository.settle(trx, id, {
            state: 'posted',
            reviewed_by: actor.operatorId,
            reviewed_at: now,
            updated_at: now,
          });
          if (!settled) return null;
          const moved = await post(trx, settled, house, now);
          await audit.record(
            {
              operatorId: actor.operatorId,
              action: 'adjustment.approve',
              target: { type: 'adjustment', id },
              detail: {
                adjust_no: adj.adjust_no,
                user_id: adj.user_id,
                amount: formatFen(Number(adj.amount_fen)),
                requested_by: adj.requested_by,
              },
              before: { state: 'pending', balance: formatFen(moved.before) },
              after: { state: 'posted', balance: formatFen(moved.after) },
              ip: actor.ip,
            },
            trx,
          );
          return moved;
        });
      } catch (err) {
        if (err instanceof AppError) throw await refuse(err.message, err.code);
        throw err;
      }
      if (!outcome) throw await refuse(ADJUST_MSG.alreadyDone, CODE.conflict);
      return { balance_after: formatFen(outcome.after) };
    },

    async reject(id: number, actor: Actor, note: string): Promise<void> {
      if (!note) throw new AppError(ADJUST_MSG.rejectReason);
      const adj = await adjustmentsRepository.byId(db, id);
      if (!adj) throw new AppError(ADJUST_MSG.notFound, CODE.notFound);
      const refuse = async (message: string, code: number) => {
        await denied(actor, 'adjustment.reject', id, { adjust_no: adj.adjust_no, refused: message });
        return new AppError(message, code);
      };
      if (adj.state !== 'pending') throw await refuse(ADJUST_MSG.alreadyDone, CODE.conflict);
      if (Number(adj.requested_by) === actor.operatorId)
        throw await refuse(ADJUST_MSG.selfReview, CODE.forbidden);
      const now = clock.now().getTime();
      const done = await inTransaction(db, async (trx) => {
        const settled = await adjustmentsRepository.settle(trx, id, {
          state: 'rejected',
          reviewed_by: actor.operatorId,
          reviewed_at: now,
          review_note: note.slice(0, 255),
          updated_at: now,
        });
        if (!settled) return false;
        await audit.record(
          {
            operatorId: actor.operatorId,
            action: 'adjustment.reject',
            target: { type: 'adjustment', id },
            detail: { adjust_no: adj.adjust_no, reason: note },
            before: { state: 'pending' },
            after: { state: 'rejected' },
            ip: actor.ip,
          },
          trx,
        );
        return true;
      });
      if (!done) throw await refuse(ADJUST_MSG.alreadyDone, CODE.conflict);
    },

    async list(filter: AdjustmentFilter, page: number, perPage: number) {
      const [total, rows] = await Promise.all([
        adjustmentsRepository.count(db, filter),
        adjustmentsRepository.list(db, filter, page, perPage),
      ]);
      return {
        total,
        data: rows.map((a) => ({
          id: Number(a.id),
          adjust_no: a.adjust_no,
          user_id: Number(a.user_id),
          username: a.username,
          realname: a.realname,
          amount: formatFen(Number(a.amount_fen)),
          reason_code: a.reason_code,
          reason_label: ADJUST_REASONS[a.reason_code as AdjustReason]?.label ?? a.reason_code,
          note: a.note,
          turnover_multiple: a.turnover_multiple,
          state: a.state,
          requested_by: Number(a.requested_by),
          requested_by_name: a.requested_by_name ?? `#${a.requested_by}`,
          reviewed_by_name: a.reviewed_by === null ? null : (a.reviewed_by_name ?? `#${a.reviewed_by}`),
          reviewed_at: a.reviewed_at === null ? null : formatBeijing(new Date(Number(a.reviewed_at))),
          review_note: a.review_note,
          balance_before: a.balance_before === null ? null : formatFen(Number(a.balance_before)),
          balance_after: a.balance_after === null ? null : formatFen(Number(a.balance_after)),
          created_at: formatBeijing(new Date(Number(a.created_at))),
          updated_at: formatBeijing(new Date(Number(a.updated_at))),
        })),
      };
    },
  };
}

export type AdjustmentsService = ReturnType<typeof createAdjustmentsService>;

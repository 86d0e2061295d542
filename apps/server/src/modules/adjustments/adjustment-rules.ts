import { formatFen, hasMarkup, HOSTILE_INPUT_MSG, parseYuanToFen } from '@app/shared';
import type { NewAdjustment } from '@app/shared/admin-contract';
import { AppError } from '../../lib/app-error.js';

/** Why an operator moves a balance by hand. `sign` limits the direction a code may be used for. */
export const ADJUST_REASONS = {
  bonus_compensation: { label: '活动补发', sign: 1 },
  missed_deposit: { label: '系统补单', sign: 1 },
  correction: { label: '错误更正', sign: 0 },
  clawback: { label: '扣回', sign: -1 },
  other: { label: '其他', sign: 0 },
} as const;
export type AdjustReason = keyof typeof ADJUST_REASONS;

/** A reason code's label; a code no longer known shows as itself. */
export const reasonLabel = (code: string): string => ADJUST_REASONS[code as AdjustReason]?.label ?? code;

/** No single adjustment moves more than ten million yuan: a typo guard, not a business limit. */
const MAX_ADJUST_FEN = 1_000_000_000;

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

/** The back office's adjustment body as its schema reads it (signed yuan; multiple for credits). */
export type AdjustInput = NewAdjustment;

export interface Actor {
  operatorId: number;
  ip: string;
}

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
 * An adjustment's amount, reason, note and turnover multiple, checked in this order (the player
 * is looked up before); the first failing check is thrown with its message.
 */
export function checkAdjustment(input: AdjustInput): { fen: number; note: string; multiple: string } {
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
  return { fen, note, multiple };
}

import type { Kysely, Transaction } from 'kysely';
import { REASON, formatFen } from '@app/shared';
import {
  WITHDRAWAL_RULES,
  type WithdrawalRuleCode,
  type WithdrawalRuleParams,
} from '@app/shared/admin-contract';
import type { DB } from '../../../db/schema.js';
import { ledgerReads } from '../../../ledger/ledger.public.js';
import { bets } from '../../bets/bets.public.js';
import { cards } from '../../cards/cards.public.js';
import { deposits } from '../../deposits/deposits.public.js';
import { players } from '../../user/user.public.js';
import { samePerson } from '../links/links.service.js';
import { tagsWith } from '../tags/tag-effects.js';
import { reviewRepository } from './review.repository.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** What a linked account took that makes its cluster's withdrawal suspicious. */
const TAKEN = [REASON.bonus, REASON.rebate, REASON.redPacket] as const;

/** The withdrawal being checked, as the check reads it. */
export interface CheckSubject {
  withdrawalId: number;
  userId: number;
  amountFen: number;
  /** When the request was made (the check's row). */
  at: number;
  cardId: number;
  /** 0 bank card, otherwise a wallet address. */
  type: number;
  bankNo: string;
}

export interface RuleContext {
  q: Kysely<DB> | Transaction<DB>;
  subject: CheckSubject;
  /** The last credited deposit before the check, read once for the rules that need it. */
  lastDeposit: () => Promise<{ fen: number; at: number } | undefined>;
}

/** A rule's finding in words with its figures, or null when it does not hit. */
type Check<C extends WithdrawalRuleCode> = (
  ctx: RuleContext,
  params: WithdrawalRuleParams<C>,
) => Promise<string | null>;

const yuan = (fen: number) => `${formatFen(fen)} 元`;
const tail = (no: string) => (no.length > 8 ? `${no.slice(0, 4)}…${no.slice(-4)}` : no);

/** Each rule's test over the withdrawal, in WITHDRAWAL_RULES' order. */
export const RULE_CHECKS: { [C in WithdrawalRuleCode]: Check<C> } = {
  async linked_recent({ q, subject }, { days }) {
    const linked = await samePerson(q, subject.userId);
    if (linked.length === 0) return null;
    const period = { start: subject.at - days * DAY, end: subject.at + 1 };
    const sums = await ledgerReads.sumsByUserAndReason(q, period, [...TAKEN, REASON.withdrawalPaid], linked);
    const took = sums.filter((s) => Number(s.amount) > 0);
    if (took.length === 0) return null;
    const names = await players.namesByIds(q, [...new Set(took.map((s) => Number(s.user_id)))]);
    const total = (reasons: readonly string[]) =>
      took.filter((s) => reasons.includes(s.reason)).reduce((n, s) => n + Number(s.amount), 0);
    const parts = [
      total(TAKEN) > 0 ? `领取彩金/返水/红包 ${yuan(total(TAKEN))}` : '',
      total([REASON.withdrawalPaid]) > 0 ? `成功取款 ${yuan(total([REASON.withdrawalPaid]))}` : '',
    ].filter(Boolean);
    return `关联账户 ${[...names.values()].join('、')} 近 ${days} 天内${parts.join('，')}`;
  },

  async low_turnover({ q, subject, lastDeposit }, { multiple }) {
    const deposit = await lastDeposit();
    if (!deposit) return null;
    const { validFen } = await bets.sumsSince(q, subject.userId, deposit.at);
    if (validFen >= deposit.fen * multiple) return null;
    return `有效投注 ${yuan(validFen)} < 充值 ${yuan(deposit.fen)} × ${multiple}`;
  },

  async win_ratio({ q, subject, lastDeposit }, { ratio }) {
    const deposit = await lastDeposit();
    if (!deposit || deposit.fen <= 0) return null;
    const { winLossFen } = await bets.sumsSince(q, subject.userId, deposit.at);
    if (winLossFen <= deposit.fen * ratio) return null;
    return `盈利 ${yuan(winLossFen)} > 充值 ${yuan(deposit.fen)} × ${ratio}`;
  },

  async new_card({ q, subject }, { hours }) {
    const boundAt = await cards.boundAt(q, subject.cardId);
    if (boundAt === undefined || subject.at - boundAt >= hours * HOUR) return null;
    const age = Math.max(0, (subject.at - boundAt) / HOUR).toFixed(1);
    const what = subject.type === 0 ? '银行卡' : '钱包地址';
    return `${what} ${tail(subject.bankNo)} 绑定 ${age} 小时 < ${hours} 小时`;
  },

  async new_device({ q, subject }) {
    const signal = await reviewRepository.withdrawSignal(q, subject.userId, subject.at);
    // Without the request's client on record there is nothing to compare.
    if (!signal) return null;
    const id = Number(signal.id);
    const seen = (column: 'ip' | 'device_id', value: string) =>
      value === ''
        ? Promise.resolve(true)
        : reviewRepository.seenBefore(q, subject.userId, id, column, value);
    const [device, ip] = await Promise.all([seen('device_id', signal.device_id), seen('ip', signal.ip)]);
    const found = [device ? '' : `新设备 ${tail(signal.device_id)}`, ip ? '' : `新IP ${signal.ip}`];
    return device && ip ? null : found.filter(Boolean).join('，');
  },

  async large_amount({ subject }, { amount_yuan }) {
    const limit = amount_yuan * 100;
    return subject.amountFen > limit ? `取款 ${yuan(subject.amountFen)} > ${yuan(limit)}` : null;
  },

  async risk_tag({ q, subject }) {
    const names = await tagsWith(q, subject.userId, 'withdraw_review');
    return names.length ? `标签：${names.join('、')}` : null;
  },
};

/** Reads the last deposit once for the rules that compare against it. */
export function lastDepositOnce(q: RuleContext['q'], userId: number) {
  let read: Promise<{ fen: number; at: number } | undefined> | undefined;
  return () =>
    (read ??= deposits
      .lastCredited(q, userId)
      .then((d) => (d ? { fen: Number(d.amount_fen), at: Number(d.updated_at) } : undefined)));
}

export const ruleLabel = (code: WithdrawalRuleCode) => WITHDRAWAL_RULES[code].label;

import { BONUS_KINDS, type BonusKind } from '@app/shared/admin-contract';
import { REASON } from '../../ledger/reasons.js';
import type { BetDayRow, LedgerDayRow } from './reports.repository.js';

/** Bonuses by where they came from (ledger reason, and for `bonus` the reference type), in fen. */
export type BonusBreakdown = Record<BonusKind, number>;

const noBonus = () => Object.fromEntries(BONUS_KINDS.map((k) => [k.key, 0])) as BonusBreakdown;

/** One day's (or a range's) figures, all money in integer fen. */
export interface Figures {
  deposit_fen: number;
  deposit_count: number;
  depositors: number;
  withdrawal_fen: number;
  withdrawal_count: number;
  withdrawers: number;
  bet_count: number;
  bet_fen: number;
  valid_bet_fen: number;
  /** What players got back: stake plus their net result. */
  payout_fen: number;
  /** Gross gaming revenue, the house's view: bets minus payouts. */
  ggr_fen: number;
  bonus_fen: number;
  bonus: BonusBreakdown;
  /** Operators' manual debits (not a bonus; shown beside them). */
  manual_debit_fen: number;
  new_players: number;
  first_depositors: number;
  active_players: number;
}

export interface DayFigures extends Figures {
  date: string;
}

export interface PlatformFigures {
  platform: string;
  name: string;
  bet_count: number;
  bet_fen: number;
  valid_bet_fen: number;
  payout_fen: number;
  ggr_fen: number;
}

/** Inclusive Beijing day numbers (beijingDayNumber). */
export interface DayRange {
  fromDay: number;
  toDay: number;
}

export const emptyFigures = (): Figures => ({
  deposit_fen: 0,
  deposit_count: 0,
  depositors: 0,
  withdrawal_fen: 0,
  withdrawal_count: 0,
  withdrawers: 0,
  bet_count: 0,
  bet_fen: 0,
  valid_bet_fen: 0,
  payout_fen: 0,
  ggr_fen: 0,
  bonus_fen: 0,
  bonus: noBonus(),
  manual_debit_fen: 0,
  new_players: 0,
  first_depositors: 0,
  active_players: 0,
});

/** Which bonus a journal is, or null when it is no bonus. */
function bonusKind(reason: string, refType: string): BonusKind | null {
  switch (reason) {
    case REASON.bonus:
      return refType === 'vip' ? 'vip' : 'activity';
    case REASON.rebate:
      return 'rebate';
    case REASON.redPacket:
      return 'red_packet';
    case REASON.adjustmentCredit:
      return 'manual_credit';
    default:
      return null;
  }
}

/** Adds a rollup row of settled bets: the same arithmetic for a day and for a platform. */
export function addBets(
  f: Pick<Figures, 'bet_count' | 'bet_fen' | 'valid_bet_fen' | 'payout_fen' | 'ggr_fen'>,
  b: BetDayRow,
): void {
  f.bet_count += b.bet_count;
  f.bet_fen += b.bet_fen;
  f.valid_bet_fen += b.valid_bet_fen;
  f.payout_fen += b.bet_fen + b.win_loss_fen;
  f.ggr_fen -= b.win_loss_fen;
}

export function addLedger(f: Figures, j: LedgerDayRow): void {
  if (j.reason === REASON.deposit) {
    f.deposit_fen += j.fen;
    f.deposit_count += j.n;
  } else if (j.reason === REASON.withdrawalPaid) {
    f.withdrawal_fen += j.fen;
    f.withdrawal_count += j.n;
  } else if (j.reason === REASON.adjustmentDebit) {
    f.manual_debit_fen += j.fen;
  } else {
    const kind = bonusKind(j.reason, j.ref_type);
    if (kind) {
      f.bonus[kind] += j.fen;
      f.bonus_fen += j.fen;
    }
  }
}

export function addFigures(into: Figures, f: Figures): void {
  for (const key of Object.keys(into) as Array<keyof Figures>) {
    if (key === 'bonus') {
      for (const kind of BONUS_KINDS) into.bonus[kind.key] += f.bonus[kind.key];
    } else {
      into[key] += f[key];
    }
  }
}

/** The bets per platform, most valid bets first; `names` maps a platform code to its display name. */
export function platformFigures(bets: BetDayRow[], names: Map<string, string>): PlatformFigures[] {
  const byPlatform = new Map<string, PlatformFigures>();
  for (const b of bets) {
    const p = byPlatform.get(b.platform) ?? {
      platform: b.platform,
      name: names.get(b.platform) ?? b.platform,
      bet_count: 0,
      bet_fen: 0,
      valid_bet_fen: 0,
      payout_fen: 0,
      ggr_fen: 0,
    };
    addBets(p, b);
    byPlatform.set(b.platform, p);
  }
  return [...byPlatform.values()].sort(
    (a, b) => b.valid_bet_fen - a.valid_bet_fen || a.platform.localeCompare(b.platform),
  );
}

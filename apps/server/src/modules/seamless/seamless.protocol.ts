import { z } from 'zod';
import { text } from '@app/shared';

/** The answers a provider understands (the vocabulary aggregators share). */
export const SEAMLESS_STATUS = {
  ok: 'OK',
  invalidToken: 'INVALID_TOKEN',
  tokenExpired: 'TOKEN_EXPIRED',
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  wrongCurrency: 'WRONG_CURRENCY',
  userDisabled: 'USER_DISABLED',
  invalidSignature: 'INVALID_SIGNATURE',
  duplicate: 'DUPLICATE_TRANSACTION',
  notFound: 'TRANSACTION_NOT_FOUND',
  settled: 'BET_ALREADY_SETTLED',
  rolledBack: 'BET_ROLLED_BACK',
  badRequest: 'BAD_REQUEST',
} as const;
export type SeamlessStatus = (typeof SEAMLESS_STATUS)[keyof typeof SEAMLESS_STATUS];

export interface SeamlessAnswer {
  status: SeamlessStatus;
  /** The player's balance after the call, yuan with two decimals, when known. */
  balance?: string;
  currency: 'CNY';
}

const id = text(128).min(1);
/** Amounts travel as yuan strings with at most two decimals, e.g. "12.50". */
const amount = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/);

export const balanceRequest = z.object({ token: text(128).min(16), currency: text(8) });
export const betRequest = z.object({
  token: text(128).min(16),
  player_id: id,
  txn_id: id,
  round_id: id,
  game_code: text(64),
  amount,
  currency: text(8),
});
export const winRequest = z.object({
  player_id: id,
  txn_id: id,
  bet_txn_id: id,
  round_id: id,
  amount,
  currency: text(8),
});
export const rollbackRequest = z.object({
  player_id: id,
  txn_id: id,
  bet_txn_id: id,
  round_id: id,
  currency: text(8),
});

/** A settled bet corrected by the provider: the difference, "-12.50" taken back or "12.50" paid. */
export const resettleRequest = z.object({
  player_id: id,
  txn_id: id,
  bet_txn_id: id,
  round_id: id,
  amount: z.string().regex(/^-?\d{1,13}(\.\d{1,2})?$/),
  currency: text(8),
});

export type BalanceRequest = z.infer<typeof balanceRequest>;
export type BetRequest = z.infer<typeof betRequest>;
export type WinRequest = z.infer<typeof winRequest>;
export type RollbackRequest = z.infer<typeof rollbackRequest>;
export type ResettleRequest = z.infer<typeof resettleRequest>;

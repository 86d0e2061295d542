import { z } from 'zod';
import { text } from './input.js';

/**
 * The game provider protocol, both directions, as the site and the demo provider (apps/demo-provider)
 * both speak it. Every call is a signed JSON POST (@app/shared/node: signedHeaders, verifySignature).
 * Money on this wire is yuan with two decimals ("12.50"), except the transfer amount, which is fen.
 *
 * Seamless wallet: the provider calls the site, POST /api/provider/<provider>/wallet/<action>, to
 * take a bet, pay a win, roll back a bet whose answer it lost, re-settle a settled bet, and read the
 * balance. Operator API: the site calls the provider, POST <provider>/api/<path>, to launch a game,
 * move money into or out of the provider's wallet (transfer mode), check a transfer, read that
 * wallet and pull settled bets.
 */

// Seamless wallet (provider → site) -------------------------------------------------------------

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

/** Each wallet action (the last part of its path) and the body it takes. */
export const SEAMLESS_REQUESTS = {
  balance: balanceRequest,
  bet: betRequest,
  win: winRequest,
  rollback: rollbackRequest,
  resettle: resettleRequest,
} as const;
export type SeamlessAction = keyof typeof SEAMLESS_REQUESTS;
/** What a provider sends for an action, but the currency it adds to every call. */
export type SeamlessPayload<A extends SeamlessAction> = Omit<
  z.input<(typeof SEAMLESS_REQUESTS)[A]>,
  'currency'
>;

// Operator API (site → provider) ----------------------------------------------------------------

/** Each call's path under the provider's /api/. */
export const PROVIDER_API = {
  launch: 'launch',
  transfer: 'transfer',
  transferStatus: 'transfer-status',
  balance: 'balance',
  bets: 'bets',
} as const;

/** A fen amount the provider's transfer takes (positive, whole). */
const fen = z.number().int().positive().max(1e12);

/** A game session for one player; seamless sessions carry the token the provider shows the site. */
export const launchRequest = z.object({
  player_id: z.string().max(64),
  username: z.string().max(64),
  platform: z.string().max(32),
  game_code: z.string().max(64),
  wallet_mode: z.string().max(16),
  token: z.string().max(128).optional(),
  return_url: z.string().max(255).optional(),
});
/** Money into ("in") or out of ("out") the provider's wallet; idempotent by transfer_no. */
export const transferRequest = z.object({
  transfer_no: z.string().min(1).max(64),
  player_id: z.string().max(64),
  platform: z.string().max(32),
  direction: z.enum(['in', 'out']),
  amount: fen,
});
export const transferStatusRequest = z.object({ transfer_no: z.string().max(64) });
export const walletBalanceRequest = z.object({
  player_id: z.string().max(64),
  platform: z.string().max(32),
});
/** Settled bets after after_id, oldest first. */
export const betFeedRequest = z.object({
  after_id: z.number().int().nonnegative(),
  limit: z.number().int().positive().max(1000),
});

export type LaunchRequest = z.infer<typeof launchRequest>;
export type TransferRequest = z.infer<typeof transferRequest>;
export type TransferStatusRequest = z.infer<typeof transferStatusRequest>;
export type WalletBalanceRequest = z.infer<typeof walletBalanceRequest>;
export type BetFeedRequest = z.infer<typeof betFeedRequest>;

/**
 * An answer as the caller reads it: a status (OK, the call's own such as FAILED, or a refusal such
 * as INVALID_SIGNATURE or BAD_REQUEST), the call's fields when it went through, and a message for a
 * person when it was refused.
 */
export type ProviderAnswer<T> = Partial<Omit<T, 'status'>> & { status: string; message?: string };

/** A transfer: applied (OK), refused for want of money, or its number reused with other terms. */
export const TRANSFER_STATUS = {
  ok: 'OK',
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  duplicate: 'DUPLICATE',
} as const;
export type TransferStatus = (typeof TRANSFER_STATUS)[keyof typeof TRANSFER_STATUS];
/** The provider's wallet after a transfer, yuan; a repeat answers as the first did. */
export interface TransferAnswer {
  status: TransferStatus;
  balance: string;
}

/** What became of a transfer, asked again by its number. */
export const TRANSFER_CHECK = { ok: 'OK', failed: 'FAILED', notFound: 'NOT_FOUND' } as const;
export interface TransferCheck {
  status: (typeof TRANSFER_CHECK)[keyof typeof TRANSFER_CHECK];
}

export interface LaunchAnswer {
  url: string;
}

/** The player's wallet at the provider for one platform, yuan. */
export interface WalletBalance {
  balance: string;
}

/** One settled bet as the feed reports it; amounts in yuan, win_loss signed. */
export interface FeedBet {
  id: number;
  bet_id: string;
  round_no: string;
  player_id: string;
  platform: string;
  game_code: string;
  bet_amount: string;
  valid_bet: string;
  win_loss: string;
  status: number;
  wallet_mode: string;
  memo: string;
  bet_time: number;
  /** 1 for a bet's first report; a sportsbook ticket is reported again as it settles or re-settles. */
  version: number;
}
export interface BetFeed {
  bets: FeedBet[];
}

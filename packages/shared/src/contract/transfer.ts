import { z } from 'zod';
import { text } from './input.js';

const walletCode = text(32);

export const transferBody = z.strictObject({
  amount: z.union([z.number(), text(32)]).optional(),
  sourcetype: walletCode.optional(),
  targettype: walletCode.optional(),
});
/** What a client sends to /api/transfer: wallet codes, `userbalance` for the main wallet. */
export type TransferBody = z.input<typeof transferBody>;

export const transferStatusBody = z.strictObject({
  transferstatus: z.coerce.number().int().min(0).max(1),
});

/** /api/balancelist: the platforms a player can filter records by. */
export interface PlatformItem {
  platname: string;
  name: string;
}

/** /api/balancelist2 and /api/userapimoney: a wallet with its balance in yuan. */
export interface PlatformBalance extends PlatformItem {
  balance: string;
}

/** Bet record (spec 001 §3). Code is the platform code; platname its display name. */
export interface BetRecord {
  bet_time: string;
  bet_id: string;
  Code: string;
  platname: string;
  playname: string;
  playmemo: string;
  bet_amount: string;
  valid_bet: string;
  win_loss: string;
  status: 0 | 1 | 2;
  gameno: string;
}

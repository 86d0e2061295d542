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
export const platformItem = z.object({ platname: z.string(), name: z.string() });
export type PlatformItem = z.infer<typeof platformItem>;

/** /api/balancelist2 and /api/userapimoney: a wallet with its balance in yuan. */
export const platformBalance = platformItem.extend({ balance: z.string() });
export type PlatformBalance = z.infer<typeof platformBalance>;

/** Bet record (spec 001 §3). Code is the platform code; platname its display name. */
export const betRecord = z.object({
  bet_time: z.string(),
  bet_id: z.string(),
  Code: z.string(),
  platname: z.string(),
  playname: z.string(),
  playmemo: z.string(),
  bet_amount: z.string(),
  valid_bet: z.string(),
  win_loss: z.string(),
  status: z.literal([0, 1, 2]),
  gameno: z.string(),
});
export type BetRecord = z.infer<typeof betRecord>;

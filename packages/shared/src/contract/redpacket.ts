import { z } from 'zod';
import { pageNumber } from './input.js';

export const redpacketRule = z.object({
  start_time: z.string(),
  end_time: z.string(),
  /** Deposit range in yuan (flow_money 0: no upper bound). */
  day_flow: z.string(),
  flow_money: z.string(),
  /** Draws granted. */
  recharge: z.number(),
});
export type RedpacketRule = z.infer<typeof redpacketRule>;

/** /api/userredpacket: today's draws, the deposit counted, the campaign's window and tiers. */
export const redpacketInfo = z.object({
  sendnums: z.number(),
  acquirednum: z.number(),
  max_times: z.number(),
  status: z.number(),
  deposit: z.string(),
  /** The deposit counting window (Beijing "HH:mm"; it starts the day before). */
  count_start: z.string(),
  count_end: z.string(),
  /** Winnings add this multiple of themselves to the turnover requirement. */
  turnover_multiple: z.string(),
  rules: z.array(redpacketRule),
});
export type RedpacketInfo = z.infer<typeof redpacketInfo>;

export const redpacketListBody = z.strictObject({ page: pageNumber.default(1) });

/** Welfare list item (spec 001 §3): the counted deposit, when, and the packet won. */
export const redpacketRecord = z.object({
  money: z.string(),
  created_at: z.string(),
  redpacketmoney: z.string(),
});
export type RedpacketRecord = z.infer<typeof redpacketRecord>;

/** /api/douserredpacket: the packet won, yuan. */
export const redpacketDraw = z.object({ redpacketmoney: z.string() });

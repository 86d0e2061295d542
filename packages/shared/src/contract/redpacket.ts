import { z } from 'zod';
import { pageNumber } from './input.js';

export interface RedpacketRule {
  start_time: string;
  end_time: string;
  /** Deposit range in yuan (flow_money 0: no upper bound). */
  day_flow: string;
  flow_money: string;
  /** Draws granted. */
  recharge: number;
}

export interface RedpacketInfo {
  sendnums: number;
  acquirednum: number;
  max_times: number;
  status: number;
  deposit: string;
  /** The deposit counting window (Beijing "HH:mm"; it starts the day before). */
  count_start: string;
  count_end: string;
  /** Winnings add this multiple of themselves to the turnover requirement. */
  turnover_multiple: string;
  rules: RedpacketRule[];
}

export const redpacketListBody = z.strictObject({ page: pageNumber.default(1) });

/** Welfare list item (spec 001 §3): the counted deposit, when, and the packet won. */
export interface RedpacketRecord {
  money: string;
  created_at: string;
  redpacketmoney: string;
}

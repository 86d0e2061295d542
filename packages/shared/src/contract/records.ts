import { z } from 'zod';


/** Date filter codes: 1 today, 2 within a week, 3 within half a month, 4 within a month. */
const dateCode = z.coerce.number().int().min(1).max(4).optional();
const page = z.coerce.number().int().min(1).max(100000).default(1);

export const transRecordBody = z.strictObject({
  date: dateCode,
  type: z.coerce.number().int().min(1).max(4).default(1),
  page,
  api_type: z.string().max(32).optional(),
});

export const betRecordBody = z.strictObject({
  date: dateCode,
  page,
  api_type: z.string().max(32).optional(),
});

export interface TransactionRecord {
  created_at: string;
  out_trade_no: string;
  pay_way: string;
  amount: string;
  state: number;
}

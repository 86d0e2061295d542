import { z } from 'zod';
import { INT4_MAX, text } from './input.js';

export const withdrawBody = z.strictObject({
  amount: z.union([z.number(), text(32)]),
  bank: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
  password: z
    .union([text(32), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
    .transform(String)
    .optional(),
});

export interface BetAmount {
  bet_amount: string;
}

import { z } from 'zod';

export const withdrawBody = z.strictObject({
  amount: z.union([z.number(), z.string().max(32)]),
  bank: z.coerce.number().int().min(0).max(2 ** 31).optional(),
  password: z.union([z.string().max(32), z.number().int().nonnegative()]).transform(String).optional(),
});

export interface BetAmount {
  bet_amount: string;
}

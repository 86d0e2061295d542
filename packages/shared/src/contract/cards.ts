import { z } from 'zod';
import { rowId, text } from './input.js';

const digitsOrText = (max: number) =>
  z.union([text(max), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)]).transform(String);

export const getCardBody = z.strictObject({
  type: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(4)])),
});

export const bindCardBody = z.strictObject({
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(4)]))
    .optional(),
  bank: text(64),
  bank_no: digitsOrText(128),
  bank_owner: text(64),
  bank_address: text(128).optional(),
  pay_pass: digitsOrText(32),
});
/**
 * What a client sends to /api/bindcard. A wallet is bank 'USDT' or 'antoken', its address as
 * bank_no and its protocol as bank_owner.
 */
export type BindCardBody = z.input<typeof bindCardBody>;

export const delCardBody = z.strictObject({
  id: rowId,
  pay_pass: digitsOrText(32),
});
export type DelCardBody = z.input<typeof delCardBody>;

export interface CardRecord {
  id: number;
  type: 1 | 2 | 4;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  ico: string;
}

export interface BankItem {
  id: number;
  bank_name: string;
}

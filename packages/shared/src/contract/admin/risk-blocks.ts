import { z } from 'zod';
import { BLOCK_KINDS } from '../../rules/risk-blocks.js';
import { text } from '../input.js';
import { adminPaging, type ListFilter } from './paging.js';

/**
 * The back office's blocklists (风控 → 黑名单, risk.read to list, risk.write to change) and the
 * registration caps shown beside them. Values are checked per kind by the service (the shared
 * rule checkBlockValue), so a wrong one is answered with its own message.
 */

export const blocksQuery = z.strictObject({
  ...adminPaging,
  kind: z.enum(BLOCK_KINDS).optional(),
  /** An exact value (an address, a range, a device id, a card number or a wallet address). */
  value: text(128).trim().optional(),
  state: z.enum(['active', 'ended']).optional(),
});
export type BlockFilter = ListFilter<z.infer<typeof blocksQuery>>;

// Loose shapes: the service checks each field and answers with the console's own message.
export const blockBody = z.strictObject({
  kind: text(16),
  value: text(128),
  reason: text(400),
  /** Days the entry lasts; 0 (or left out) is until lifted. */
  expires_days: z.union([z.number(), text(8)]).optional(),
});
export type NewBlock = z.input<typeof blockBody>;

export const blockRow = z.object({
  id: z.number(),
  kind: z.enum(BLOCK_KINDS),
  /** Card numbers are masked (6222 **** **** 1234): they never leave the server whole. */
  value: z.string(),
  reason: z.string(),
  /** Beijing time; null until lifted. */
  expires_at: z.string().nullable(),
  state: z.enum(['active', 'expired', 'lifted']),
  created_by: z.string(),
  created_at: z.string(),
  lifted_by: z.string().nullable(),
  lifted_at: z.string().nullable(),
});
export type BlockRow = z.infer<typeof blockRow>;

/** Registrations allowed per address and per device each Beijing day; 0 is no cap. */
export const registerCaps = z.object({
  register_per_ip_daily: z.number(),
  register_per_device_daily: z.number(),
});
export type RegisterCaps = z.infer<typeof registerCaps>;

/** Loose on purpose: the settings schema answers a wrong figure with its own message. */
export const registerCapsBody = z.strictObject({
  register_per_ip_daily: z.union([z.number(), text(8)]).optional(),
  register_per_device_daily: z.union([z.number(), text(8)]).optional(),
});

export const createdBlock = z.object({ id: z.number() });

import type { Kysely } from 'kysely';
import {
  RANGE_KEYS,
  type PayRange,
  type PayWayFlags,
  type RangeKey,
  type ReceivingAccount,
} from '@app/shared';
import type { DB } from '../../db/schema.js';
import { depositsRepository } from './deposits.repository.js';

/** Channel switches, ranges and receiving accounts, all operator-configured. */
export function createPayChannelsService(db: Kysely<DB>) {
  async function enabledKeys(): Promise<Set<string>> {
    return new Set((await depositsRepository.channels(db)).filter((c) => c.enabled === 1).map((c) => c.key));
  }

  return {
    async flags(): Promise<PayWayFlags> {
      const on = await enabledKeys();
      const f = (b: boolean): 0 | 1 => (b ? 1 : 0);
      return {
        antoken: f(on.has('antoken')),
        usdt: f(on.has('usdt-trc20') || on.has('usdt-erc20')),
        card: f(on.has('bank')),
        wxpay: f(on.has('wechat')),
        alipay: f(on.has('alipay')),
        rengong: 1,
      };
    },

    /** Every channel's range in fen and whether it is on (the figures help copy quotes). */
    async ranges(): Promise<Array<{ key: string; min: number; max: number; enabled: boolean }>> {
      return (await depositsRepository.channels(db)).map((c) => ({
        key: c.key,
        min: Number(c.min_fen),
        max: Number(c.max_fen),
        enabled: c.enabled === 1,
      }));
    },

    /** The enabled channel's range in fen, or null when the key is unknown or switched off. */
    async rangeFen(key: string): Promise<{ min: number; max: number } | null> {
      if (!(RANGE_KEYS as readonly string[]).includes(key)) return null;
      const c = await depositsRepository.channel(db, key as RangeKey);
      return c && c.enabled === 1 ? { min: Number(c.min_fen), max: Number(c.max_fen) } : null;
    },

    /** Ranges go out in whole yuan as the client compares them with the typed amount. */
    toWire(range: { min: number; max: number }): PayRange {
      return { min_price: range.min / 100, max_price: range.max / 100 };
    },

    async receivingAccounts(): Promise<ReceivingAccount[]> {
      return (await depositsRepository.receivingAccounts(db)).map((b) => ({
        id: b.id,
        bank_data: {
          bank_name: b.bank_name,
          bank_no: b.bank_no,
          bank_owner: b.bank_owner,
          bank_address: b.bank_address,
        },
      }));
    },
  };
}

export type PayChannelsService = ReturnType<typeof createPayChannelsService>;

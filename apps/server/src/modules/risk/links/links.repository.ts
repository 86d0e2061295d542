import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** The addresses every client of a machine shares: they link nobody. */
const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1', ''];

export const linksRepository = {
  /** Other players seen with one of the player's device ids, or one of their addresses since `since`. */
  async sharingClient(q: Q, userId: number, since: number): Promise<number[]> {
    const mine = q.selectFrom('risk_signals').where('user_id', '=', userId);
    const byDevice = await q
      .selectFrom('risk_signals')
      .select('user_id')
      .distinct()
      .where('device_id', 'in', mine.select('device_id').where('device_id', '<>', ''))
      .where('user_id', '<>', userId)
      .execute();
    const byIp = await q
      .selectFrom('risk_signals')
      .select('user_id')
      .distinct()
      .where('ip', 'in', mine.select('ip').where('ip', 'not in', LOOPBACK).where('created_at', '>=', since))
      .where('created_at', '>=', since)
      .where('user_id', '<>', userId)
      .execute();
    return [...new Set([...byDevice, ...byIp].map((r) => Number(r.user_id)))].sort((a, b) => a - b);
  },
};

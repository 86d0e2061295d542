import type { Kysely, Transaction } from 'kysely';
import { pageDescending, withTotal } from '../../../db/pages.js';
import type { DB } from '../../../db/schema.js';
import { ipPrefix, uaHash } from '../client.js';
import type { AdmitInput } from '../gate.service.js';

/** Keeps one event's client. */
export async function recordSignal(db: Kysely<DB> | Transaction<DB>, input: AdmitInput, now: number) {
  const { client } = input;
  await db
    .insertInto('risk_signals')
    .values({
      user_id: input.userId,
      event: input.event,
      ip: client.ip.slice(0, 64),
      ip_prefix: ipPrefix(client.ip),
      device_id: client.deviceId,
      ua_hash: uaHash(client.userAgent),
      created_at: now,
    })
    .execute();
}

type Q = Kysely<DB> | Transaction<DB>;

/** The players whose recorded events came from this address, /24 or device (at most `limit`). */
export async function usersBySignal(
  db: Q,
  key: { ip?: string; ipPrefix?: string; deviceId?: string },
  limit: number,
): Promise<number[]> {
  let q = db.selectFrom('risk_signals').select('user_id').distinct();
  if (key.ip !== undefined) q = q.where('ip', '=', key.ip);
  if (key.ipPrefix !== undefined) q = q.where('ip_prefix', '=', key.ipPrefix);
  if (key.deviceId !== undefined) q = q.where('device_id', '=', key.deviceId);
  const rows = await q.orderBy('user_id', 'desc').limit(limit).execute();
  return rows.map((r) => Number(r.user_id));
}

/** One page of the player's recorded events, newest first, and how many there are. */
export function signalsOf(db: Q, userId: number, page: number, perPage: number) {
  const base = db.selectFrom('risk_signals').where('user_id', '=', userId);
  const rows = base.select(['id', 'event', 'ip', 'device_id', 'created_at']);
  return withTotal(db, base, pageDescending(rows, ['id'], page, perPage));
}

/** Deletes up to `batch` events older than `before`, oldest first; answers how many went. */
export async function deleteSignalsBefore(db: Q, before: number, batch: number): Promise<number> {
  const ids = db
    .selectFrom('risk_signals')
    .select('id')
    .where('created_at', '<', before)
    .orderBy('id')
    .limit(batch);
  const res = await db.deleteFrom('risk_signals').where('id', 'in', ids).executeTakeFirst();
  return Number(res.numDeletedRows);
}

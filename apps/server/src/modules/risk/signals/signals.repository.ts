import type { Kysely, Transaction } from 'kysely';
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

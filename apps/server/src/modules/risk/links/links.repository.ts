import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;
/** The machine itself (a proxy without TRUST_PROXY, the tests) is nobody's address. */
const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** The first cut of linked accounts: players whose recorded clients share a device id or an address. */
export const linksRepository = {
  async sharingDeviceOrIp(q: Q, userId: number, limit: number): Promise<number[]> {
    const mine = q.selectFrom('risk_signals').where('user_id', '=', userId);
    const rows = await q
      .selectFrom('risk_signals')
      .select('user_id')
      .distinct()
      .where('user_id', '<>', userId)
      .where((eb) =>
        eb.or([
          eb('device_id', 'in', mine.select('device_id').where('device_id', '<>', '')),
          eb('ip', 'in', mine.select('ip').where('ip', '<>', '').where('ip', 'not in', LOOPBACK)),
        ]),
      )
      .limit(limit)
      .execute();
    return rows.map((r) => Number(r.user_id));
  },
};

import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, RiskEvent } from '../db/schema.js';
import { inTransaction } from '../db/database.js';
import { seedSignal } from '../modules/risk/risk.public.js';

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148';
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; V2309A) AppleWebKit/537.36 Mobile Safari/537.36';

/** A stable pseudo-random number 0..n-1 for `key`: the demo looks the same at every start. */
function pick(key: string, n: number): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) % n;
}

/** The player's phone and, for every third player, a second one: ids as the player site creates them. */
function devicesOf(username: string): string[] {
  const id = (n: number) => {
    const h = createHash('sha256').update(`device:${username}:${n}`).digest('hex');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
  };
  return pick(username, 3) === 0 ? [id(0), id(1)] : [id(0)];
}

/** The home address the player registered from, and a carrier address (another /24) away from home. */
function addressesOf(registerIp: string, username: string): string[] {
  const octet = (salt: string) => pick(`${salt}:${username}`, 250);
  const carrier = `${[117, 112, 223][pick(`c:${username}`, 3)]}.136.${octet('o')}.${octet('h')}`;
  return registerIp && registerIp !== '127.0.0.1' ? [registerIp, carrier] : [carrier];
}

/**
 * The demo players' recorded events (风控's IP and device per event), derived from their seeded
 * history: the registration, each sign-in, deposit order and withdrawal request, from one of the
 * player's addresses and phones. Runs once per database, after the demo players are seeded.
 */
export async function seedRiskSignals(db: Kysely<DB>): Promise<void> {
  if (await db.selectFrom('risk_signals').select('id').limit(1).executeTakeFirst()) return;
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'register_ip', 'created_at'])
    .execute();
  const history = (table: 'login_history' | 'deposits' | 'withdrawals') =>
    db.selectFrom(table).select(['user_id', 'created_at']).execute();
  const [logins, deposits, withdrawals] = await Promise.all([
    history('login_history'),
    history('deposits'),
    history('withdrawals'),
  ]);
  const byUser = new Map(users.map((u) => [Number(u.id), u]));
  const events: Array<{ event: RiskEvent; userId: number; at: number }> = [
    ...users.map((u) => ({ event: 'register' as const, userId: Number(u.id), at: Number(u.created_at) })),
    ...logins.map((r) => ({ event: 'login' as const, userId: Number(r.user_id), at: Number(r.created_at) })),
    ...deposits.map((r) => ({
      event: 'deposit' as const,
      userId: Number(r.user_id),
      at: Number(r.created_at),
    })),
    ...withdrawals.map((r) => ({
      event: 'withdraw' as const,
      userId: Number(r.user_id),
      at: Number(r.created_at),
    })),
  ].sort((a, b) => a.at - b.at);

  await inTransaction(db, async (trx) => {
    for (const e of events) {
      const user = byUser.get(e.userId);
      if (!user) continue;
      const devices = devicesOf(user.username);
      const ips = addressesOf(user.register_ip, user.username);
      // Registration is at home on the first phone; later events move between home and the carrier.
      const first = e.event === 'register';
      const device = first ? devices[0]! : devices[pick(`${e.userId}:${e.at}`, devices.length)]!;
      const ip = first ? ips[0]! : ips[pick(`ip:${e.userId}:${e.at}`, ips.length)]!;
      const userAgent = device === devices[0] ? PHONE_UA : ANDROID_UA;
      await seedSignal(
        trx,
        { event: e.event, userId: e.userId, client: { ip, deviceId: device, userAgent } },
        e.at,
      );
    }
  });
}

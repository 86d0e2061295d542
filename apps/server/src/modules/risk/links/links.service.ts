import type { Kysely, Transaction } from 'kysely';
import { CARD_TYPE } from '@app/shared';
import {
  LINK_KINDS,
  LINKED_ACCOUNTS_CAP,
  STRONG_LINK_KINDS,
  type LinkKind,
  type LinkedAccount,
} from '@app/shared/admin-contract';
import type { DB } from '../../../db/schema.js';
import { formatBeijing, type Clock } from '../../../lib/clock.js';
import { cards } from '../../cards/cards.public.js';
import { siteSettings } from '../../site/site.public.js';
import { players, sameIdentity } from '../../user/user.public.js';
import { isPublicAddress } from '../client.js';
import { linksRepository as repo, type SignalKey } from './links.repository.js';

type Q = Kysely<DB> | Transaction<DB>;

const DAY_MS = 86_400_000;
/** How many of one player's own devices or addresses are looked up (a farm rotates many). */
const OWN_VALUES = 200;

interface Found {
  matched: Set<LinkKind>;
  /** The latest time the shared signal was seen, 0 for identity and card links. */
  last: number;
}

/**
 * Who shares something with the player, by kind. Each kind is one or two indexed lookups, capped,
 * so a player page answers quickly even for a device farm. The device has no window (a device id is
 * the player site's own random id); addresses and their /24 count within the operator's window.
 */
async function collect(q: Q, userId: number, now: number, weak: boolean): Promise<Map<number, Found>> {
  const { risk_link_ip_window_days: days } = await siteSettings.read(q, ['risk_link_ip_window_days']);
  const since = now - days * DAY_MS;
  const found = new Map<number, Found>();
  const add = (id: number, kind: LinkKind, last = 0) => {
    const f = found.get(id) ?? { matched: new Set<LinkKind>(), last: 0 };
    f.matched.add(kind);
    f.last = Math.max(f.last, last);
    found.set(id, f);
  };
  const signal = async (key: SignalKey, kind: LinkKind, from: number) => {
    // A proxy's, LAN's or loopback address is everyone's: never a link (client.ts).
    const own = await repo.ownValues(q, userId, key, from, OWN_VALUES);
    const values = key === 'ip' ? own.filter(isPublicAddress) : own;
    for (const s of await repo.sharing(q, userId, key, values, from, LINKED_ACCOUNTS_CAP))
      add(s.userId, kind, s.last);
  };
  await signal('device_id', 'device', 0);
  await signal('ip', 'ip', since);
  if (weak) await signal('ip_prefix', 'ip_prefix', since);
  for (const c of await cards.sameNumberHolders(q, userId, LINKED_ACCOUNTS_CAP))
    add(Number(c.user_id), Number(c.type) === CARD_TYPE.bank ? 'card' : 'address');
  for (const id of await sameIdentity.nameAndPhone(q, userId, LINKED_ACCOUNTS_CAP)) add(id, 'name_phone');
  for (const id of await sameIdentity.email(q, userId, LINKED_ACCOUNTS_CAP)) add(id, 'email');
  return found;
}

const isStrong = (f: Found) => [...f.matched].some((k) => STRONG_LINK_KINDS.includes(k));

/**
 * The players linked to `userId`, strongest first (more strong kinds, then most recently seen), at
 * most LINKED_ACCOUNTS_CAP. `matched` lists every kind they share, in LINK_KINDS order.
 */
export async function linkedAccounts(q: Q, userId: number, now = Date.now()): Promise<LinkedAccount[]> {
  const found = await collect(q, userId, now, true);
  const ids = [...found.keys()];
  const [names, seen] = await Promise.all([players.namesByIds(q, ids), repo.lastSeen(q, ids)]);
  const strength = (f: Found) => [...f.matched].filter((k) => STRONG_LINK_KINDS.includes(k)).length;
  return ids
    .filter((id) => names.has(id))
    .map((id) => ({ id, f: found.get(id)!, last: Math.max(seen.get(id) ?? 0, found.get(id)!.last) }))
    .sort((a, b) => strength(b.f) - strength(a.f) || b.last - a.last || a.id - b.id)
    .slice(0, LINKED_ACCOUNTS_CAP)
    .map(({ id, f, last }) => ({
      id,
      username: names.get(id)!,
      matched: LINK_KINDS.filter((k) => f.matched.has(k)),
      last_seen: last > 0 ? formatBeijing(new Date(last)) : null,
    }));
}

/**
 * The players risk control counts as the same person as `userId`: linked by anything but the
 * weak /24 (which an office or a carrier's NAT shares). Once-only offers and draw limits count
 * over these accounts with the player's own.
 */
export async function samePerson(q: Q, userId: number, now = Date.now()): Promise<number[]> {
  const found = await collect(q, userId, now, false);
  return [...found].filter(([, f]) => isStrong(f)).map(([id]) => id);
}

/** The console's side: the clock's now, and an unknown player answered as such (undefined). */
export function createLinksService(deps: { db: Kysely<DB>; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async linked(userId: number): Promise<LinkedAccount[] | undefined> {
      if (!(await players.exists(db, userId))) return undefined;
      return linkedAccounts(db, userId, clock.now().getTime());
    },
    samePerson: (userId: number, q: Q = db) => samePerson(q, userId, clock.now().getTime()),
  };
}

export type LinksService = ReturnType<typeof createLinksService>;

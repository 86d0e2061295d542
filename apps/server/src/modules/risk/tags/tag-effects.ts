import type { Kysely, Transaction } from 'kysely';
import { TAG_EFFECTS, type TagChip, type TagEffect } from '@app/shared/admin-contract';
import type { DB } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import type { AdmitInput } from '../gate.service.js';
import { tagsRepository as repo } from './tags.repository.js';

type Q = Kysely<DB> | Transaction<DB>;

/** What a player with a login_refused tag is told; nothing says a tag is why. */
export const TAGGED_LOGIN_REFUSED = '账号异常，请联系在线客服';

/** A stored effects column read back; anything not a known effect is dropped. */
export function parseEffects(stored: string): TagEffect[] {
  try {
    const list: unknown = JSON.parse(stored);
    return Array.isArray(list) ? TAG_EFFECTS.filter((e) => list.includes(e)) : [];
  } catch {
    return [];
  }
}

/** Each player's tags in force (for every console list), by id; players without one are left out. */
export async function tagsOf(q: Q, userIds: readonly number[]): Promise<Map<number, TagChip[]>> {
  const unique = [...new Set(userIds)];
  const map = new Map<number, TagChip[]>();
  if (unique.length === 0) return map;
  for (const r of await repo.ofPlayers(q, unique)) {
    const list = map.get(Number(r.user_id)) ?? [];
    list.push({ id: Number(r.id), name: r.name, colour: r.colour });
    map.set(Number(r.user_id), list);
  }
  return map;
}

/** Every effect the player's tags carry. */
export async function effectsOf(q: Q, userId: number): Promise<Set<TagEffect>> {
  const rows = await repo.ofPlayers(q, [userId]);
  return new Set(rows.flatMap((r) => parseEffects(r.effects)));
}

/** The names of the player's tags that carry `effect` (the withdrawal rule names them). */
export async function tagsWith(q: Q, userId: number, effect: TagEffect): Promise<string[]> {
  const rows = await repo.ofPlayers(q, [userId]);
  return rows.filter((r) => parseEffects(r.effects).includes(effect)).map((r) => r.name);
}

/** admit(): a player whose tags refuse login is refused, with the one message support knows. */
export async function refuseTaggedLogin(q: Q, input: AdmitInput): Promise<void> {
  if (input.event !== 'login') return;
  if ((await effectsOf(q, input.userId)).has('login_refused')) throw new AppError(TAGGED_LOGIN_REFUSED);
}

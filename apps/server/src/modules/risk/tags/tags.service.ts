import type { Kysely } from 'kysely';
import { CODE } from '@app/shared';
import {
  TAG_MSG,
  type PlayerTag,
  type PlayersTags,
  type RiskTag,
  type RiskTagInput,
} from '@app/shared/admin-contract';
import type { DB } from '../../../db/schema.js';
import { inTransaction, isUniqueViolation } from '../../../db/database.js';
import { AppError } from '../../../lib/app-error.js';
import { formatBeijing, type Clock } from '../../../lib/clock.js';
import type { AuditService } from '../../audit/audit.service.js';
import { operators } from '../../operators/operators.public.js';
import { players } from '../../user/user.public.js';
import { parseEffects, tagsOf } from './tag-effects.js';
import { tagsRepository as repo } from './tags.repository.js';

/** The operator acting, as the audit log records them. */
export interface Actor {
  operatorId: number;
  ip: string;
}

const time = (ms: number | string) => formatBeijing(new Date(Number(ms)));

/**
 * Player tags in the console: operators define them (name, colour, effects) and put them on
 * players one at a time or on a search's players at once; every change is audited in its own
 * transaction. Deleting a tag takes it off every player (re-creating the name revives the row).
 */
export function createTagsService(deps: { db: Kysely<DB>; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;
  const now = () => clock.now().getTime();

  async function requireTag(id: number) {
    const tag = await repo.find(db, id);
    if (!tag) throw new AppError(TAG_MSG.notFound, CODE.notFound);
    return tag;
  }
  async function requirePlayer(id: number) {
    const name = (await players.namesByIds(db, [id])).get(id);
    if (name === undefined) throw new AppError(TAG_MSG.playerNotFound, CODE.notFound);
    return name;
  }
  const stored = (input: RiskTagInput) => ({ ...input, effects: JSON.stringify(input.effects), now: now() });
  const shown = (t: { name: string; colour: string; effects: string }) => ({
    name: t.name,
    colour: t.colour,
    effects: parseEffects(t.effects),
  });

  /** Runs a tag write, turning a name collision (a race, or a rename) into its message. */
  async function saving<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(TAG_MSG.nameTaken, CODE.conflict);
      throw err;
    }
  }

  return {
    async list(): Promise<RiskTag[]> {
      return (await repo.list(db)).map((t) => ({
        id: Number(t.id),
        ...shown(t),
        players: Number(t.players),
        updated_at: time(t.updated_at),
      }));
    },

    async create(input: RiskTagInput, actor: Actor): Promise<{ id: number }> {
      return saving(() =>
        inTransaction(db, async (trx) => {
          const existing = await repo.byName(trx, input.name);
          if (existing && existing.deleted_at === null) throw new AppError(TAG_MSG.nameTaken, CODE.conflict);
          const id = existing
            ? (await repo.update(trx, Number(existing.id), stored(input), true), Number(existing.id))
            : await repo.insert(trx, stored(input));
          const after = { name: input.name, colour: input.colour, effects: input.effects };
          await audit.record({ ...entry(actor, 'risk.tag.create', id), after }, trx);
          return { id };
        }),
      );
    },

    async update(id: number, input: RiskTagInput, actor: Actor): Promise<void> {
      await saving(() =>
        inTransaction(db, async (trx) => {
          const before = await repo.find(trx, id);
          if (!before || !(await repo.update(trx, id, stored(input))))
            throw new AppError(TAG_MSG.notFound, CODE.notFound);
          const after = { name: input.name, colour: input.colour, effects: input.effects };
          await audit.record({ ...entry(actor, 'risk.tag.update', id), before: shown(before), after }, trx);
        }),
      );
    },

    async remove(id: number, actor: Actor): Promise<void> {
      await inTransaction(db, async (trx) => {
        const before = await repo.find(trx, id);
        const untagged = before ? await repo.remove(trx, id, now()) : null;
        if (!before || untagged === null) throw new AppError(TAG_MSG.notFound, CODE.notFound);
        const detail = { untagged_players: untagged };
        await audit.record({ ...entry(actor, 'risk.tag.delete', id), before: shown(before), detail }, trx);
      });
    },

    async playerTags(userId: number): Promise<PlayerTag[]> {
      await requirePlayer(userId);
      const rows = await repo.ofPlayers(db, [userId]);
      const names = await operators.namesByIds(
        db,
        rows.map((r) => Number(r.tagged_by)),
      );
      return rows.map((r) => ({
        id: Number(r.id),
        ...shown(r),
        note: r.note,
        tagged_by: names.get(Number(r.tagged_by)) ?? (Number(r.tagged_by) === 0 ? '系统' : '—'),
        created_at: time(r.created_at),
      }));
    },

    async tag(userId: number, tagId: number, note: string, actor: Actor): Promise<void> {
      const username = await requirePlayer(userId);
      const tag = await requireTag(tagId);
      await inTransaction(db, async (trx) => {
        if ((await repo.tag(trx, tagId, [userId], actor.operatorId, note, now())) === 0)
          throw new AppError(TAG_MSG.alreadyTagged, CODE.conflict);
        const detail = { username, tag: tag.name, note };
        await audit.record({ ...entry(actor, 'risk.player.tag', userId, 'user'), detail }, trx);
      });
    },

    async untag(userId: number, tagId: number, actor: Actor): Promise<void> {
      const username = await requirePlayer(userId);
      const tag = await requireTag(tagId);
      await inTransaction(db, async (trx) => {
        if (!(await repo.untag(trx, userId, tagId))) throw new AppError(TAG_MSG.notTagged, CODE.notFound);
        const detail = { username, tag: tag.name };
        await audit.record({ ...entry(actor, 'risk.player.untag', userId, 'user'), detail }, trx);
      });
    },

    /** Tags every named player that exists (ids of no player are skipped); answers how many it added. */
    async bulkTag(tagId: number, userIds: number[], note: string, actor: Actor): Promise<{ tagged: number }> {
      const tag = await requireTag(tagId);
      const known = [...(await players.namesByIds(db, userIds)).keys()].sort((a, b) => a - b);
      if (known.length === 0) throw new AppError(TAG_MSG.playerNotFound, CODE.notFound);
      return inTransaction(db, async (trx) => {
        const tagged = await repo.tag(trx, tagId, known, actor.operatorId, note, now());
        const detail = { tag: tag.name, note, user_ids: known, tagged };
        await audit.record({ ...entry(actor, 'risk.tag.bulk', tagId), detail }, trx);
        return { tagged };
      });
    },

    async playersTags(userIds: number[]): Promise<PlayersTags> {
      const map = await tagsOf(db, userIds);
      return [...map].map(([user_id, tags]) => ({ user_id, tags }));
    },
  };
}

function entry(actor: Actor, action: string, id: number, type = 'risk_tag') {
  return { operatorId: actor.operatorId, ip: actor.ip, action, target: { type, id } };
}

export type TagsService = ReturnType<typeof createTagsService>;

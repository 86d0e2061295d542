import type { Kysely, Selectable } from 'kysely';
import {
  BLOCK_MSG,
  blockDaysOf,
  blockKindOf,
  blockReasonRefusal,
  checkBlockValue,
  CODE,
  DAY_MS,
  maskCardNo,
  type BlockState,
} from '@app/shared';
import type { BlockFilter, BlockRow, ListPage, NewBlock } from '@app/shared/admin-contract';
import type { DB, RiskBlocksTable } from '../../../db/schema.js';
import { inTransaction } from '../../../db/database.js';
import { AppError } from '../../../lib/app-error.js';
import { formatBeijing, type Clock } from '../../../lib/clock.js';
import type { AuditService } from '../../audit/audit.service.js';
import { operators } from '../../operators/operators.public.js';
import { blocksRepository } from './blocks.repository.js';

type Actor = { operatorId: number; ip: string };
type Block = Selectable<RiskBlocksTable>;

function stateOf(b: Block, now: number): BlockState {
  if (b.lifted_at !== null) return 'lifted';
  return b.expires_at !== null && Number(b.expires_at) <= now ? 'expired' : 'active';
}

/** What the audit log keeps of an entry: the card masked, as everywhere a person reads it. */
const shown = (b: Pick<Block, 'kind' | 'value'>) => (b.kind === 'card' ? maskCardNo(b.value) : b.value);

/** The console's blocklists: list, add and lift, each change audited in its own transaction. */
export function createBlocksAdmin(deps: { db: Kysely<DB>; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;

  async function rowsOf(blocks: Block[], now: number): Promise<BlockRow[]> {
    const ids = blocks.flatMap((b) => [Number(b.created_by), ...(b.lifted_by ? [Number(b.lifted_by)] : [])]);
    const names = await operators.namesByIds(db, ids);
    // Operator 0 is the system (the demo's seeded entries).
    const nameOf = (id: number) => (id === 0 ? '系统' : (names.get(id) ?? `#${id}`));
    const at = (ms: number | null) => (ms === null ? null : formatBeijing(new Date(Number(ms))));
    return blocks.map((b) => ({
      id: Number(b.id),
      kind: b.kind,
      value: shown(b),
      reason: b.reason,
      expires_at: at(b.expires_at),
      state: stateOf(b, now),
      created_by: nameOf(Number(b.created_by)),
      created_at: at(b.created_at)!,
      lifted_by: b.lifted_by === null ? null : nameOf(Number(b.lifted_by)),
      lifted_at: at(b.lifted_at),
    }));
  }

  return {
    async list(filter: BlockFilter, page: number, perPage: number): Promise<ListPage<BlockRow>> {
      const now = clock.now().getTime();
      // A value is looked up as it is kept: the kind's rule, or every rule when no kind is given.
      const kept = filter.value
        ? ((filter.kind ? [filter.kind] : (['ip', 'ip_range', 'card', 'address', 'device'] as const))
            .map((k) => checkBlockValue(k, filter.value!))
            .find((c): c is { value: string } => 'value' in c)?.value ?? filter.value)
        : undefined;
      const { total, rows } = await blocksRepository.page(db, { ...filter, value: kept }, now, page, perPage);
      return { total, data: await rowsOf(rows, now) };
    },

    async add(actor: Actor, input: NewBlock): Promise<{ id: number }> {
      const kind = blockKindOf(input.kind);
      if (!kind) throw new AppError(BLOCK_MSG.kind);
      const checked = checkBlockValue(kind, input.value);
      if ('refused' in checked) throw new AppError(checked.refused);
      const reasonRefused = blockReasonRefusal(input.reason);
      if (reasonRefused) throw new AppError(reasonRefused);
      const days = blockDaysOf(input.expires_days);
      if (days === null) throw new AppError(BLOCK_MSG.expiry);
      const now = clock.now().getTime();
      const row = {
        kind,
        value: checked.value,
        reason: input.reason.trim(),
        expires_at: days > 0 ? now + days * DAY_MS : null,
        created_by: actor.operatorId,
        created_at: now,
      };
      return inTransaction(db, async (trx) => {
        if (await blocksRepository.firstActive(trx, { [row.kind]: row.value }, now))
          throw new AppError(BLOCK_MSG.duplicate, CODE.conflict);
        const { id } = await blocksRepository.insert(trx, row);
        await audit.record(
          {
            ...actor,
            action: 'risk.block.add',
            target: { type: 'risk_block', id },
            after: { kind: row.kind, value: shown(row), reason: row.reason, expires_days: days },
          },
          trx,
        );
        return { id: Number(id) };
      });
    },

    async lift(actor: Actor, id: number): Promise<void> {
      const now = clock.now().getTime();
      await inTransaction(db, async (trx) => {
        const lifted = await blocksRepository.lift(trx, id, actor.operatorId, now);
        if (!lifted) {
          const exists = await blocksRepository.byId(trx, id);
          throw exists
            ? new AppError(BLOCK_MSG.notActive, CODE.conflict)
            : new AppError(BLOCK_MSG.notFound, CODE.notFound);
        }
        await audit.record(
          {
            ...actor,
            action: 'risk.block.lift',
            target: { type: 'risk_block', id },
            before: { kind: lifted.kind, value: shown(lifted), reason: lifted.reason },
          },
          trx,
        );
      });
    },
  };
}

export type BlocksAdmin = ReturnType<typeof createBlocksAdmin>;

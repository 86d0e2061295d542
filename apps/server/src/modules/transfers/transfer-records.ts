import type { Kysely } from 'kysely';
import { TRANS_RECORD_TYPE, formatFen, type Paged, type TransactionRecord } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { formatBeijing, sinceForDateCode, type Clock } from '../../lib/clock.js';
import { createCountCache, pageOf } from '../../lib/paging.js';
import { catalogue } from '../games/games.public.js';
import { transfersRepository as repo, type TransferRow } from './transfers.repository.js';

/** The records screen's transfers (/api/gettransrecord's transfer types): one direction, newest first. */
export function createTransferRecords(deps: { db: Kysely<DB>; clock: Clock }) {
  const { db, clock } = deps;
  const countOnce = createCountCache();
  return {
    async records(
      userId: number,
      type: number,
      dateCode: number | undefined,
      page: number,
      platform?: string,
    ): Promise<Paged<TransactionRecord>> {
      const perPage = 10;
      const direction: TransferRow['direction'] = type === TRANS_RECORD_TYPE.transferIn ? 'in' : 'out';
      const since = sinceForDateCode(dateCode, clock.now());
      const filter = { userId, direction, platform, since };
      const [rows, total] = await Promise.all([
        repo.list(db, filter, page, perPage),
        countOnce(`transfers:${userId}:${direction}:${platform ?? ''}:${since ?? 0}`, () =>
          repo.count(db, filter),
        ),
      ]);
      const names = await catalogue.platformNames(db);
      const data = rows.map((t) => ({
        created_at: formatBeijing(new Date(Number(t.created_at))),
        out_trade_no: t.transfer_no,
        pay_way: names.get(t.platform) ?? t.platform,
        amount: formatFen(Number(t.amount_fen)),
        state: t.state,
      }));
      return pageOf(data, total, page, perPage);
    },
  };
}

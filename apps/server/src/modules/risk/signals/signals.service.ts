import type { ListPage, PlayerSignalRow } from '@app/shared/admin-contract';
import { formatBeijing } from '../../../lib/clock.js';
import type { RiskDeps } from '../risk.service.js';
import { deleteSignalsBefore, signalsOf } from './signals.repository.js';

const DAY_MS = 86_400_000;
/** Rows deleted per statement: short locks, so recording events never waits long behind retention. */
export const RETENTION_BATCH = 2_000;
/** Statements per run; what is left waits for the next run rather than holding the job's node. */
const RETENTION_MAX_BATCHES = 50;

/** What the console reads of the recorded events, and how long they are kept. */
export function createSignalsService(deps: Pick<RiskDeps, 'db' | 'clock' | 'settings'>) {
  const { db, clock, settings } = deps;
  return {
    async ofPlayer(userId: number, page: number, perPage: number): Promise<ListPage<PlayerSignalRow>> {
      const { total, rows } = await signalsOf(db, userId, page, perPage);
      return {
        total,
        data: rows.map((r) => ({
          id: Number(r.id),
          event: r.event,
          ip: r.ip,
          device_id: r.device_id,
          created_at: formatBeijing(new Date(Number(r.created_at))),
        })),
      };
    },

    /** Deletes events older than the operator's retention (risk_signal_retention_days), in batches. */
    async deleteExpired(): Promise<number> {
      const days = (await settings.values()).risk_signal_retention_days;
      const before = clock.now().getTime() - days * DAY_MS;
      let deleted = 0;
      for (let i = 0; i < RETENTION_MAX_BATCHES; i += 1) {
        const n = await deleteSignalsBefore(db, before, RETENTION_BATCH);
        deleted += n;
        if (n < RETENTION_BATCH) break;
      }
      return deleted;
    },
  };
}

import type { Kysely, Transaction } from 'kysely';
import type { RiskScore } from '@app/shared/admin-contract';
import type { DB } from '../../../db/schema.js';
import { formatBeijing } from '../../../lib/clock.js';
import type { ScoreReason } from './score.js';
import { scoresRepository } from './scores.repository.js';

/**
 * Each player's latest score as the score job left it, by id; a player not scored yet reads 0 with
 * no reasons. What the review queues and the player pages show.
 */
export async function scoresOf(
  executor: Kysely<DB> | Transaction<DB>,
  userIds: readonly number[],
): Promise<Map<number, RiskScore>> {
  const rows = await scoresRepository.of(executor, userIds);
  const byId = new Map(rows.map((r) => [Number(r.user_id), r]));
  return new Map(
    [...new Set(userIds)].map((id) => {
      const row = byId.get(id);
      return [
        id,
        {
          user_id: id,
          score: row ? Number(row.score) : 0,
          reasons: row ? (JSON.parse(row.reasons) as ScoreReason[]) : [],
          updated_at: row ? formatBeijing(Number(row.updated_at)) : null,
        },
      ];
    }),
  );
}

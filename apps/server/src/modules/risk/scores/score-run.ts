import type { Kysely } from 'kysely';
import { DAY_MS } from '@app/shared';
import type { DB } from '../../../db/schema.js';
import type { Clock } from '../../../lib/clock.js';
import { samePerson } from '../links/links.service.js';
import { cursorsRepository as cursors } from '../cursors.repository.js';
import { scorePlayer } from './score.js';
import { scoresRepository as repo } from './scores.repository.js';

/** Facts this recent are read again by the next run: a transaction may still commit them. */
const SETTLE_MS = 5_000;
const CURSOR = 'scores_at';
const MOST_PER_RUN = 2_000;

/**
 * Recomputes the scores of the players whose risk facts changed since the last run (signals,
 * alerts, tags, withdrawal checks after the `scores_at` cursor), with their linked accounts (whose
 * link count changed with them), and of a few whose score is a day old (a removed tag or a lifted
 * block leaves no event). Never runs in a request; the score is read by scoresOf.
 */
export async function recomputeScores(db: Kysely<DB>, clock: Clock): Promise<number> {
  const now = clock.now().getTime();
  const from = Math.max(0, (await cursors.get(db, CURSOR)) - SETTLE_MS);
  const changed = await repo.changedBetween(db, from, now + 1, MOST_PER_RUN);
  const dirty = new Set(changed);
  for (const userId of changed) for (const other of await samePerson(db, userId, now)) dirty.add(other);
  for (const userId of await repo.stale(db, now - DAY_MS, 100)) dirty.add(userId);
  for (const userId of dirty) {
    const { score, reasons } = await scorePlayer(db, userId, now);
    await repo.save(db, { user_id: userId, score, reasons: JSON.stringify(reasons), updated_at: now });
  }
  await cursors.set(db, CURSOR, now, now);
  return dirty.size;
}

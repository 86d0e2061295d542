import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { inTransaction } from '../../../db/database.js';
import type { Clock } from '../../../lib/clock.js';
import { bets } from '../../bets/bets.public.js';
import { riskAlerts, type NewAlert } from '../risk.public.js';
import { samePerson } from '../links/links.service.js';
import { cursorsRepository as cursors } from '../cursors.repository.js';
import { findLowOdds } from './low-odds.js';
import { findOppositeSides } from './opposite-sides.js';
import { dayBefore, findRebateFarming } from './rebate-farming.js';
import { THRESHOLDS as T } from './thresholds.js';

const BETS_CURSOR = 'alerts_bets';
const FARMING_CURSOR = 'alerts_farming_day';
/** Batches one run reads at most; the rest waits for the next run. */
const MOST_BATCHES = 20;

async function raiseAll(
  db: Kysely<DB>,
  alerts: NewAlert[],
  cursor: { name: string; position: number },
  now: number,
) {
  // The findings and the cursor past them commit together: a run that dies re-reads the batch,
  // and a finding seen again is the same row (its fingerprint).
  await inTransaction(db, async (trx) => {
    for (const alert of alerts) await riskAlerts.raise(trx, alert, now);
    await cursors.set(trx, cursor.name, cursor.position, now);
  });
}

/**
 * One pass of the betting-pattern scans: the bet records after the cursor, batch by batch, for
 * 对打 (opposite sides) and low odds under an open turnover requirement; then, once a Beijing
 * day is over, its rebate farming. Answers how many bets were read.
 */
export async function scanBets(db: Kysely<DB>, clock: Clock): Promise<number> {
  const now = clock.now().getTime();
  const links = new Map<number, number[]>();
  const linkedOf = async (userId: number) => {
    if (!links.has(userId)) links.set(userId, await samePerson(db, userId, now));
    return links.get(userId)!;
  };
  let position = await cursors.get(db, BETS_CURSOR);
  let read = 0;
  for (let i = 0; i < MOST_BATCHES; i++) {
    const batch = await bets.after(db, position, now - T.settleMs, T.batch);
    if (batch.length === 0) break;
    const found = [...(await findOppositeSides(db, batch, linkedOf)), ...(await findLowOdds(db, batch, now))];
    position = Number(batch.at(-1)!.id);
    read += batch.length;
    await raiseAll(db, found, { name: BETS_CURSOR, position }, now);
  }
  const day = dayBefore(now);
  if ((await cursors.get(db, FARMING_CURSOR)) < day.to)
    await raiseAll(db, await findRebateFarming(db, day), { name: FARMING_CURSOR, position: day.to }, now);
  return read;
}

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { startLeasedJob } from '../../lib/leased-job.js';
import { scanBets } from './scans/alert-scan.js';
import { recomputeScores } from './scores/score-run.js';

/**
 * Risk control's background jobs, each on one node at a time (its lease): the betting-pattern
 * scans (风险预警) and the score recomputation. An interval of 0 leaves a job off (tests run them).
 */
export function startRiskJobs(
  db: Kysely<DB>,
  clock: Clock,
  every: { scanMs: number; scoreMs: number },
  log: (obj: Record<string, unknown>, msg: string) => void,
) {
  const job = (name: string, everyMs: number, run: () => Promise<number>) =>
    startLeasedJob(db, {
      name,
      everyMs,
      leaseMs: Math.max(30_000, everyMs * 3),
      run: async () => {
        const done = await run();
        if (done > 0) log({ job: name, done }, 'risk job ran');
      },
      log,
    });
  const jobs = [
    ...(every.scanMs > 0 ? [job('risk-alert-scan', every.scanMs, () => scanBets(db, clock))] : []),
    ...(every.scoreMs > 0 ? [job('risk-scores', every.scoreMs, () => recomputeScores(db, clock))] : []),
  ];
  return { stop: async () => void (await Promise.all(jobs.map((j) => j.stop()))) };
}

import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.js';
import type { Database } from '../db/database.js';
import { jobLeases } from '../db/job-leases.js';
import { migrateToLatest } from '../db/migrate.js';
import { betsRepository } from '../modules/bets/bets.repository.js';
import { startLeasedJob } from './leased-job.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db, database.schema);
});
afterAll(() => database.close());

/** A job on `node` that notes who ran and whether two runs ever overlapped. */
function jobOn(node: string, name: string, seen: { runs: string[]; active: number; overlap: boolean }) {
  return startLeasedJob(
    database.db,
    {
      name,
      everyMs: 10,
      leaseMs: 300,
      log: () => undefined,
      run: async () => {
        seen.active += 1;
        if (seen.active > 1) seen.overlap = true;
        seen.runs.push(node);
        await sleep(5);
        seen.active -= 1;
      },
    },
    node,
  );
}

describe('a background job under a lease', () => {
  it('runs on one node at a time, and on the other once the first stops', async () => {
    const seen = { runs: [] as string[], active: 0, overlap: false };
    const a = jobOn('node-a', 'two-nodes', seen);
    await sleep(30);
    const b = jobOn('node-b', 'two-nodes', seen);
    await sleep(300);
    expect(seen.runs.length).toBeGreaterThan(5);
    expect(new Set(seen.runs)).toEqual(new Set(['node-a']));
    await a.stop();
    const handedOver = seen.runs.length;
    await sleep(200);
    expect(seen.runs.slice(handedOver).length).toBeGreaterThan(2);
    expect(new Set(seen.runs.slice(handedOver))).toEqual(new Set(['node-b']));
    expect(seen.overlap).toBe(false);
    await b.stop();
  });

  it('is taken over when its node dies without handing it back, once the lease lapses', async () => {
    const now = Date.now();
    expect(await jobLeases.take(database.db, 'orphaned', 'dead-node', now, now + 400)).toBe(true);
    const seen = { runs: [] as string[], active: 0, overlap: false };
    const survivor = jobOn('node-b', 'orphaned', seen);
    await sleep(250);
    expect(seen.runs).toEqual([]);
    await sleep(400);
    expect(seen.runs.length).toBeGreaterThan(0);
    await survivor.stop();
    const [lease] = (await jobLeases.list(database.db)).filter((l) => l.name === 'orphaned');
    expect(lease).toMatchObject({ holder: 'node-b', expires_at: 0 });
  });
});

describe("a provider's bet cursor", () => {
  it('only moves forward, whichever pull writes last', async () => {
    await betsRepository.setCursor(database.db, 'cursor-test', 500, 1);
    await betsRepository.setCursor(database.db, 'cursor-test', 300, 2);
    expect(Number((await betsRepository.cursor(database.db, 'cursor-test'))?.last_id)).toBe(500);
    await betsRepository.setCursor(database.db, 'cursor-test', 800, 3);
    expect(Number((await betsRepository.cursor(database.db, 'cursor-test'))?.last_id)).toBe(800);
  });
});

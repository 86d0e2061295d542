import { describe, expect, it } from 'vitest';
import { jobLeases } from '../../src/db/job-leases.js';
import { clusterPerFile } from '../support/cluster.js';
import { listening } from '../support/stream.js';
import type { TestApp } from '../support/app.js';

/**
 * Two nodes that both run the background jobs (NODE_ROLE=all, the game sync every 50 ms): the job
 * runs on one of them only, the other skips it, and it moves to the other when the first stops.
 */
const nodes = clusterPerFile({ GAME_SYNC_MS: '50' });

async function runs(node: TestApp, outcome: string): Promise<number> {
  const text = await (await node.app.inject({ method: 'GET', url: '/metrics' })).body;
  const line = new RegExp(`^job_runs_total\\{job="game-sync",outcome="${outcome}"\\} (\\d+)$`, 'm');
  return Number(line.exec(text)?.[1] ?? 0);
}

describe('the game sync on two nodes', () => {
  it('runs on one node at a time, and on the other once the first stops', async () => {
    for (const node of [nodes.a, nodes.b]) await listening(node.app);
    await expect
      .poll(async () => (await runs(nodes.a, 'ok')) + (await runs(nodes.b, 'ok')))
      .toBeGreaterThan(4);
    const [lease] = await jobLeases.list(nodes.a.database.db);
    const [holder, other] = (await runs(nodes.a, 'ok')) > 0 ? [nodes.a, nodes.b] : [nodes.b, nodes.a];
    expect(await runs(other, 'ok')).toBe(0);
    expect(await runs(other, 'skipped')).toBeGreaterThan(0);
    expect(lease).toMatchObject({ name: 'game-sync' });

    // The holder stops (as at a deploy): it hands the lease back, and the other node takes the job.
    await holder.app.close();
    await expect.poll(() => runs(other, 'ok'), { timeout: 3000 }).toBeGreaterThan(0);
    expect((await jobLeases.list(other.database.db))[0]!.holder).not.toBe(lease!.holder);
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './app.js';

/** The Redis the cluster tests share nodes through (the machine's, as in CI). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A change announced on one node shows on the others within this (the promise, with CI's slack). */
export const WITHIN_A_SECOND = { timeout: 1200, interval: 25 };

/**
 * Two API nodes of one site for a test file: one database, one clock, one Redis (under a prefix of
 * their own, so test files running at once do not hear each other), nothing shared in memory.
 */
export function clusterPerFile(env: Record<string, string> = {}): { a: TestApp; b: TestApp } {
  const nodes = {} as { a: TestApp; b: TestApp };
  const shared = {
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `t${randomBytes(4).toString('hex')}:`,
    ...env,
  };
  beforeAll(async () => {
    nodes.a = await buildTestApp(shared);
    nodes.b = await buildTestApp(shared, nodes.a);
    for (const node of [nodes.a, nodes.b]) {
      if (!node.app.context.bus.hearsEveryNode) throw new Error(`Redis at ${TEST_REDIS_URL} did not answer`);
    }
  });
  afterAll(async () => {
    await nodes.b?.close();
    await nodes.a?.close();
  });
  return nodes;
}

import { createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createRedisBus, type ClusterBus } from './cluster-bus.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const quiet = () => undefined;
const buses: ClusterBus[] = [];
afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.close()));
});

/** A Redis that accepts connections and never answers (hung, or a proxy in front of a dead one). */
async function silentRedis(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => void sockets.add(socket)).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

describe('the Redis cluster bus', () => {
  it('answers a publish once Redis has handed the message to the other nodes', async () => {
    const prefix = `bus-test-${process.pid}-${Date.now()}:`;
    const [ending, other] = [
      createRedisBus(REDIS_URL, prefix, quiet),
      createRedisBus(REDIS_URL, prefix, quiet),
    ];
    buses.push(ending, other);
    await expect.poll(() => ending.hearsEveryNode && other.hearsEveryNode).toBe(true);
    const heard: string[][] = [];
    other.subscribe('sessionsRevoked', ({ hashes }) => heard.push(hashes));
    await ending.publish('sessionsRevoked', { userId: 1, hashes: ['h1'] });
    await expect.poll(() => heard).toEqual([['h1']]);
  });

  it('does not hold the caller while Redis does not answer', async () => {
    const redis = await silentRedis();
    const bus = createRedisBus(redis.url, 'silent:', quiet);
    try {
      const settled = await Promise.race([
        bus.publish('sessionsRevoked', { userId: 1, hashes: ['h1'] }).then(() => 'answered'),
        new Promise((r) => setTimeout(() => r('held'), 500)),
      ]);
      expect(settled).toBe('answered');
      expect(bus.hearsEveryNode).toBe(false);
    } finally {
      await bus.close();
      await redis.close();
    }
  });
});

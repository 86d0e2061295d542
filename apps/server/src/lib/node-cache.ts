import type { ClusterBus, CacheName } from './cluster-bus.js';

/** How long a copy lives while every node's invalidations reach this one. */
const TRUSTED_MS = 60_000;
/** How long it lives while they may not (no Redis on a shared database, or Redis down). */
const UNTRUSTED_MS = 1000;

/**
 * One value an operator changes rarely and every request reads (site settings, VIP levels), kept
 * per node. A change is announced on the cluster bus and every node drops its copy at once; a copy
 * taken while the bus could not hear every node lives one second, so a change reaches every node
 * within a second either way. Ages are in real time, not the site clock's business time.
 */
export function createNodeCache<T>(bus: ClusterBus, name: CacheName) {
  let entry: { value: T; at: number; trusted: boolean } | null = null;
  const forget = () => void (entry = null);
  bus.subscribe('cacheStale', ({ cache }) => cache === name && forget());
  bus.onResync(forget);
  return {
    async get(load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      if (entry && now - entry.at <= (entry.trusted ? TRUSTED_MS : UNTRUSTED_MS)) return entry.value;
      const trusted = bus.hearsEveryNode;
      const value = await load();
      entry = { value, at: now, trusted };
      return value;
    },
    /** This node only (a change not committed yet: announce it with `invalidate` after the commit). */
    forget,
    /** Every node reads afresh on its next call. */
    invalidate(): void {
      forget();
      void bus.publish('cacheStale', { cache: name });
    },
  };
}

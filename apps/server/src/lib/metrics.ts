import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The site's Prometheus metrics, one registry per app (tests build several in one process):
 * request rates and latencies per route, changes pushed to players, background job runs, open
 * streams and the database pool. Gauges read their values when scraped.
 */
export function createMetrics(options: { processMetrics: boolean }) {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Requests by method, route and status class, with their latency',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    playerChanges: new Counter({
      name: 'player_changes_total',
      help: 'Committed changes to a player balance, game wallets or inbox (money calls that moved money)',
      registers,
    }),
    jobRuns: new Counter({
      name: 'job_runs_total',
      help: 'Background job rounds by job and outcome (skipped: another node holds the lease)',
      labelNames: ['job', 'outcome'] as const,
      registers,
    }),
    /** A gauge whose value is read at scrape time. */
    gauge(name: string, help: string, read: () => number) {
      return new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { jobLeases } from '../db/job-leases.js';

export interface LeasedJobOptions {
  name: string;
  /** Pause between the end of one run and the start of the next, in milliseconds. */
  everyMs: number;
  /**
   * How long a lease lasts unrenewed: another node takes the job over this long after its node
   * died. A long run renews it every third of this while it works.
   */
  leaseMs: number;
  /** One run; `first` is true on this node's first run (it may pick up what a dead process left). */
  run: (first: boolean) => Promise<void>;
  onRun?: (outcome: 'ok' | 'failed' | 'skipped') => void;
  log: (obj: Record<string, unknown>, msg: string) => void;
}

/** One job runner among the site's nodes, as its lease names it (host, process, instance). */
const newHolder = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/**
 * A background job that runs on exactly one node at a time, whatever the number of nodes: each
 * round the node takes (or renews) the job's lease in the database and runs only if it holds it.
 * A node that dies stops renewing, and another takes over within `leaseMs`. `stop()` waits for a
 * run in progress to finish, then hands the lease back.
 */
export function startLeasedJob(db: Kysely<DB>, options: LeasedJobOptions, holder = newHolder()) {
  const { name, everyMs, leaseMs, run, onRun, log } = options;
  let stopped = false;
  let first = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function round(): Promise<void> {
    const now = Date.now();
    let held = false;
    try {
      held = await jobLeases.take(db, name, holder, now, now + leaseMs);
      if (!held) {
        onRun?.('skipped');
        return;
      }
      // Renewed while the run works, so a slow run keeps the job to itself.
      const renew = setInterval(() => {
        const at = Date.now();
        void jobLeases.take(db, name, holder, at, at + leaseMs).catch(() => undefined);
      }, leaseMs / 3);
      try {
        await run(first);
      } finally {
        clearInterval(renew);
      }
      first = false;
      onRun?.('ok');
    } catch (err) {
      onRun?.('failed');
      log({ err, job: name }, 'background job failed');
    }
  }

  function schedule(delay: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().finally(() => schedule(everyMs));
    }, delay);
    timer.unref();
  }
  schedule(0);

  return {
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
      await jobLeases.release(db, name, holder).catch(() => undefined);
    },
  };
}

import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startNginx } from './nginx.js';
import { freePort, startServer, type ServerProcess } from './server-process.js';

export interface ClusterOptions {
  /** Where players reach the site: nginx listens here. */
  port: number;
  /** Where nginx also serves the site over TLS and HTTP/2 (a certificate made for the run), if set. */
  tlsPort?: number;
  /** The cluster's own PostgreSQL database (created when missing). */
  databaseUrl: string;
  redisUrl: string;
  /** Namespace of the cluster's keys and channels in Redis. */
  redisPrefix: string;
  /** Where nginx's configuration, the third parties' books and the logs go. */
  dir: string;
  /** Settings every node gets besides the cluster's own (captcha mode, rate limits, seeding). */
  env?: Record<string, string>;
}

export interface Cluster {
  url: string;
  /** https://127.0.0.1:<tlsPort> when a TLS port was asked for. */
  tlsUrl?: string;
  /** The two API nodes, then the worker. */
  nodes: ServerProcess[];
  /** Stops nginx, then the nodes (gracefully), then the third parties. */
  stop(): Promise<void>;
}

/** Creates the database when it does not exist yet (a fresh machine, or a test's own database). */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href,
  });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
}

async function waitFor(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The site as production runs it, on one machine: two API nodes and one worker on PostgreSQL and
 * Redis behind nginx. The sandbox gateway and the demo provider run as the third parties they are
 * (their own processes, reached over signed HTTP), so this is a staging site.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { port, dir } = options;
  const url = `http://127.0.0.1:${port}`;
  for (const script of ['ensure-postgres.sh', 'ensure-redis.sh']) {
    const run = spawnSync('bash', [resolve('scripts', script)], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (run.status !== 0) throw new Error(`scripts/${script} failed`);
  }
  await ensureDatabase(options.databaseUrl);
  mkdirSync(dir, { recursive: true });

  const [gatewayPort, providerPort, ...nodePorts] = await Promise.all([1, 2, 3, 4, 5].map(() => freePort()));
  const gateway = await startServer(
    {
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_DB: join(dir, 'gateway.db'),
      GATEWAY_PUBLIC_URL: `http://127.0.0.1:${gatewayPort}`,
    },
    gatewayPort,
    { entry: 'apps/sandbox-gateway/src/server.ts' },
  );
  const provider = await startServer(
    {
      PROVIDER_PORT: String(providerPort),
      PROVIDER_DB: join(dir, 'provider.db'),
      OPERATOR_WALLET_URL: `${url}/api/provider/demo/wallet`,
      PROVIDER_PUBLIC_URL: `http://127.0.0.1:${providerPort}`,
    },
    providerPort,
    { entry: 'apps/demo-provider/src/server.ts' },
  );
  const shared = {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.redisPrefix,
    PUBLIC_URL: url,
    TRUST_PROXY: '1',
    SANDBOXES: 'external',
    SANDBOX_GATEWAY_URL: gateway.baseURL,
    DEMO_PROVIDER_URL: provider.baseURL,
    ...options.env,
  };
  // The first node migrates and seeds alone; the others start on a database that is ready.
  const nodes: ServerProcess[] = [];
  nodes.push(await startServer({ ...shared, NODE_ROLE: 'api' }, nodePorts[0]));
  const rest = [
    startServer({ ...shared, NODE_ROLE: 'api', SEED_DEMO: 'off' }, nodePorts[1]),
    startServer({ ...shared, NODE_ROLE: 'worker', SEED_DEMO: 'off' }, nodePorts[2]),
  ];
  nodes.push(...(await Promise.all(rest)));
  const upstreams = [nodePorts[0]!, nodePorts[1]!].map((p) => `127.0.0.1:${p}`);
  const stopProcesses = async () => {
    await Promise.all(nodes.map((n) => n.stop()));
    await Promise.all([gateway.stop(), provider.stop()]);
  };
  const nginx = await startNginx({ dir, port, tlsPort: options.tlsPort, upstreams }).catch(
    async (error: unknown) => {
      await stopProcesses(); // nothing left running behind a proxy that did not start
      throw error;
    },
  );
  await waitFor(`${url}/ready`, 20_000);

  return {
    url,
    tlsUrl: options.tlsPort ? `https://127.0.0.1:${options.tlsPort}` : undefined,
    nodes,
    async stop() {
      await nginx.stop();
      await stopProcesses();
    },
  };
}

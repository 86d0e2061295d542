import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { freePort, startServer, type ServerProcess } from './server-process.js';

export interface ClusterOptions {
  /** Where players reach the site: nginx listens here. */
  port: number;
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

/**
 * nginx in front of the API nodes: one port for players, streams unbuffered and held for an hour,
 * the client's address passed on (the nodes trust one proxy hop). Only idempotent requests are
 * retried on another node when one fails: a money POST is never sent twice by the proxy.
 */
function nginxConf(port: number, apiPorts: number[]): string {
  const servers = apiPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n');
  return `worker_processes 1;
worker_rlimit_nofile 65535;
error_log stderr warn;
pid nginx.pid;
events { worker_connections 30000; }
http {
  access_log off;
  client_body_temp_path tmp/body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;
  client_max_body_size 2m;
  upstream api {
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    location = /api/stream {
      proxy_pass http://api;
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
    location / {
      proxy_pass http://api;
    }
  }
}
`;
}

function startNginx(dir: string, port: number, apiPorts: number[]): ChildProcess {
  const prefix = join(dir, 'nginx');
  mkdirSync(join(prefix, 'tmp'), { recursive: true });
  writeFileSync(join(prefix, 'nginx.conf'), nginxConf(port, apiPorts));
  const bin = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  return spawn(bin, ['-p', `${prefix}/`, '-c', 'nginx.conf', '-g', 'daemon off;'], { stdio: 'inherit' });
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
  for (const script of ['ensure-nginx.sh', 'ensure-postgres.sh', 'ensure-redis.sh']) {
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
  const nginx = startNginx(dir, port, [nodePorts[0]!, nodePorts[1]!]);
  await waitFor(`${url}/ready`, 20_000);

  return {
    url,
    nodes,
    async stop() {
      const exited = new Promise((r) => nginx.once('exit', r));
      if (nginx.exitCode === null) nginx.kill('SIGQUIT');
      await exited;
      await Promise.all(nodes.map((n) => n.stop()));
      await Promise.all([gateway.stop(), provider.stop()]);
    },
  };
}

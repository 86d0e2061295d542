/**
 * npm run cluster: two API nodes and one worker on PostgreSQL and Redis behind nginx, on a plain
 * port (CLUSTER_PORT, 8088 by default) and a TLS and HTTP/2 one (CLUSTER_TLS_PORT, 8443), with the
 * demo seeded and the third parties in their own processes. Installs nginx from Debian's packages
 * and starts PostgreSQL and Redis when missing. Ctrl-C stops it all gracefully. See docs/operations.md.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { startCluster } from './lib/cluster.js';

const env = process.env;
const port = Number(env.CLUSTER_PORT ?? 8088);
const tlsPort = Number(env.CLUSTER_TLS_PORT ?? 8443);
if (!existsSync('apps/web/dist/index.html') || !existsSync('apps/admin/dist/index.html')) {
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}
const cluster = await startCluster({
  port,
  tlsPort,
  databaseUrl: env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/jinsha_cluster',
  redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  redisPrefix: env.REDIS_PREFIX ?? 'cluster:',
  dir: env.CLUSTER_DIR ?? 'data/cluster',
  env: { SEED_DEMO: env.SEED_DEMO ?? 'on' },
});
console.log(
  `\n  Cluster: ${cluster.url}/ and ${cluster.tlsUrl}/ (TLS and HTTP/2, a certificate made for this run)` +
    `\n  2 API nodes and 1 worker behind nginx; Ctrl-C stops it\n`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    cluster.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

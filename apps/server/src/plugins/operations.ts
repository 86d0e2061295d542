import { BlockList, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CODE } from '@app/shared';
import { databaseAnswers } from '../db/ping.js';
import { onPlayersChanged } from '../db/player-changes.js';
import { accessLogLevel } from '../lib/access-log.js';

/** What a worker node answers: it serves no player or operator, only its operators' probes. */
const PROBES = new Set(['/health', '/ready', '/metrics']);

/** The address ranges allowed to read /metrics, from METRICS_ALLOW ("10.0.0.0/8,::1/128"). */
function allowList(setting: string): BlockList {
  const list = new BlockList();
  for (const range of setting.split(',').map((r) => r.trim())) {
    if (!range) continue;
    const [address, bits] = range.split('/') as [string, string | undefined];
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    list.addSubnet(address, Number(bits ?? (family === 'ipv6' ? 128 : 32)), family);
  }
  return list;
}

const allowed = (list: BlockList, ip: string) => {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return isIPv6(v4) ? list.check(v4, 'ipv6') : list.check(v4, 'ipv4');
};

/**
 * The probes and the node's own log: /health (the process answers), /ready (its database and
 * Redis answer and it is not shutting down: a load balancer stops sending it players), /metrics
 * (Prometheus, to the configured addresses only; others get 404), and an access log of errors
 * and slow requests only. A worker node answers nothing else.
 */
export const operationsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, db, bus, metrics, database } = app.context;
    const slowMs = config.SLOW_REQUEST_MS;
    const metricsFrom = allowList(config.METRICS_ALLOW);
    let draining = false;

    if (database.pool) {
      const pool = database.pool;
      metrics.gauge('db_pool_connections', 'Database connections open', () => pool.totalCount);
      metrics.gauge('db_pool_idle', 'Database connections idle', () => pool.idleCount);
      metrics.gauge('db_pool_waiting', 'Queries waiting for a connection', () => pool.waitingCount);
    }
    const stopCounting = onPlayersChanged((ids) => metrics.playerChanges.inc(ids.length));
    app.addHook('preClose', async () => {
      draining = true;
      stopCounting();
    });

    if (config.NODE_ROLE === 'worker') {
      app.addHook('onRequest', async (request, reply) => {
        if (PROBES.has(request.url.split('?')[0]!)) return;
        return reply.status(404).send({ code: CODE.notFound, message: '此节点不提供服务', data: null });
      });
    }

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = `${Math.floor(reply.statusCode / 100)}xx`;
      const longLived = request.routeOptions.config?.longLived === true;
      if (!longLived)
        metrics.requests.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
      const ms = Math.round(reply.elapsedTime);
      const entry = { reqId: request.id, method: request.method, url: route, status: reply.statusCode, ms };
      const level = accessLogLevel({
        status: reply.statusCode,
        ms,
        slowMs,
        logAll: config.ACCESS_LOG === 'all',
        longLived,
      });
      if (level === 'error') request.log.error(entry, 'request failed');
      else if (level === 'warn') request.log.warn(entry, 'slow request');
      else if (level === 'info') request.log.info(entry, longLived ? 'stream closed' : 'request');
    });

    const hidden = { schema: { hide: true } };
    app.get('/health', hidden, async () => ({ status: 'ok' }));
    app.get('/ready', hidden, async (_request, reply) => {
      const [databaseUp, redis] = await Promise.all([databaseAnswers(db), bus.ping()]);
      const ready = !draining && databaseUp && redis !== false;
      return reply.status(ready ? 200 : 503).send({
        status: draining ? 'draining' : ready ? 'ready' : 'not ready',
        database: databaseUp ? 'up' : 'down',
        redis: redis === null ? 'not used' : redis ? 'up' : 'down',
      });
    });
    app.get('/metrics', hidden, async (request, reply) => {
      if (!allowed(metricsFrom, request.ip)) {
        return reply.status(404).send({ code: CODE.notFound, message: '页面不存在', data: null });
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  },
  { name: 'operations', dependencies: ['context'], fastify: '5.x' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { HttpPost } from '@app/shared/node';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';
import type { AppEvents } from '../lib/app-events.js';
import type { ClusterBus } from '../lib/cluster-bus.js';
import type { Metrics } from '../lib/metrics.js';
import type { Clock } from '../lib/clock.js';
import type { GameProviderAdapter } from '../providers/game/adapter.js';
import type { PaymentGateway } from '../providers/payment/gateway.js';

export type Log = (obj: Record<string, unknown>, msg: string) => void;

/** What every module is built from: the configuration, the database, the clock and the outside world. */
export interface AppContext {
  config: Config;
  clock: Clock;
  database: Database;
  db: Kysely<DB>;
  log: Log;
  events: AppEvents;
  /** Messages to every node of the site (Redis pub/sub; this process alone without Redis). */
  bus: ClusterBus;
  /** The Prometheus metrics served at /metrics. */
  metrics: Metrics;
  /** Our own address as gateways and providers call it back. */
  publicUrl: string;
  /** The configured game providers by code; empty when none is configured (platforms say closed). */
  gameAdapters: Record<string, GameProviderAdapter>;
  /** The configured payment gateway, or none (deposit channels then refuse). */
  paymentGateway?: PaymentGateway;
  /** How the demo provider calls our wallet; tests route it through app.inject. */
  providerCall?: HttpPost;
}

/**
 * Every module's services by name. Each module's plugin adds its own entries to this interface
 * (declaration merging, as Fastify's decorators do) and fills them when it registers; a module
 * reads another's service here only if it named that module in its dependencies.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each module
export interface Services {}

declare module 'fastify' {
  interface FastifyInstance {
    context: AppContext;
    services: Services;
  }
}

/**
 * One module as one Fastify plugin: it creates its services, registers its routes and hooks, and
 * subscribes to the events it handles. `dependencies` names the modules whose services it reads;
 * Fastify refuses to start, naming both, if app.ts registers them in the wrong order.
 */
export function defineModule(
  name: string,
  dependencies: string[],
  register: (app: FastifyInstance, context: AppContext) => Promise<void>,
) {
  return fp(async (app: FastifyInstance) => register(app, app.context), {
    name,
    dependencies: ['context', ...dependencies],
    fastify: '5.x',
  });
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { HttpPost } from '@app/shared/node';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { createAppEvents } from '../lib/app-events.js';
import { busReady, createRedisBus, processBusFor } from '../lib/cluster-bus.js';
import { createMetrics } from '../lib/metrics.js';
import type { Clock } from '../lib/clock.js';
import type { AppContext, Services } from '../modules/module.js';
import { createDemoAdapter } from '../providers/game/demo.adapter.js';
import { createSandboxAdapter } from '../providers/payment/sandbox/sandbox.adapter.js';
import { publicUrlOf, thirdPartyUrls } from '../third-parties.js';

export interface ContextOptions {
  config: Config;
  clock: Clock;
  database: Database;
  /** How our site reaches the payment gateway; tests route it through app.inject. */
  deliver?: HttpPost;
  /** How the game provider and our wallet reach each other; tests route it through app.inject. */
  providerCall?: HttpPost;
  /** False in tests: no process-wide metrics collectors. */
  logger?: boolean;
}

/**
 * What every module plugin is built from (app.context), and the empty service registry they fill
 * (app.services). The outside world is reached only over signed HTTP at the configured URLs.
 */
export const contextPlugin = fp(
  async (app: FastifyInstance, opts: ContextOptions) => {
    const { config, clock, database } = opts;
    const urls = thirdPartyUrls(config);
    const now = () => clock.now().getTime();
    const log = (obj: Record<string, unknown>, msg: string) => app.log.warn(obj, msg);
    const bus = config.REDIS_URL
      ? createRedisBus(config.REDIS_URL, config.REDIS_PREFIX, log)
      : processBusFor(database);
    app.addHook('onClose', () => bus.close());
    // A node starts with its caches on once it hears the others (or after a bounded wait, degraded).
    await busReady(bus);
    const context: AppContext = {
      config,
      clock,
      database,
      db: database.db,
      log,
      events: createAppEvents(),
      bus,
      // Process figures (memory, event loop) once per process: the server's app, not the tests' many.
      metrics: createMetrics({ processMetrics: opts.logger !== false }),
      publicUrl: publicUrlOf(config),
      // With no provider configured every platform answers that it is closed.
      gameAdapters: urls.provider
        ? {
            demo: createDemoAdapter({
              baseUrl: urls.provider,
              secret: config.DEMO_PROVIDER_SECRET,
              clock,
              call: opts.providerCall,
            }),
          }
        : {},
      paymentGateway: urls.gateway
        ? createSandboxAdapter({
            baseUrl: urls.gateway,
            secret: config.PAY_SANDBOX_SECRET,
            now,
            post: opts.deliver,
          })
        : undefined,
      providerCall: opts.providerCall,
    };
    app.decorate('context', context);
    app.decorate('services', {} as Services);
  },
  { name: 'context', fastify: '5.x' },
);

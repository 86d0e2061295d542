import type { FastifyInstance, RouteOptions } from 'fastify';
import type { DemoProvider } from '@app/demo-provider';
import type { SandboxGateway } from '@app/sandbox-gateway';
import type { HttpPost } from '@app/shared/node';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedReference } from './seeds/seed.js';
import { systemClock, type Clock } from './lib/clock.js';
import type { Services } from './modules/module.js';
import { auditTrailPlugin } from './modules/audit/audit-trail.plugin.js';
import { playerAuthPlugin } from './modules/auth/player-auth.plugin.js';
import { contextPlugin } from './plugins/context.js';
import { operationsPlugin } from './plugins/operations.js';
import { createHttpServer, registerHttpBasics } from './plugins/http-server.js';
import { registerAdminApp, registerAgentApp, registerWebApp } from './plugins/web-app.js';
import { mountEmbeddedThirdParties } from './third-parties.js';
import site from './modules/site/site.plugin.js';
import audit from './modules/audit/audit.plugin.js';
import operators from './modules/operators/operators.plugin.js';
import firstOperator from './modules/first-operator/first-operator.plugin.js';
import siteAdmin from './modules/site-admin/site-admin.plugin.js';
import protection from './modules/protection/protection.plugin.js';
import risk from './modules/risk/risk.plugin.js';
import auth from './modules/auth/auth.plugin.js';
import user from './modules/user/user.plugin.js';
import bets from './modules/bets/bets.plugin.js';
import vip from './modules/vip/vip.plugin.js';
import rebates from './modules/rebates/rebates.plugin.js';
import deposits from './modules/deposits/deposits.plugin.js';
import withdrawals from './modules/withdrawals/withdrawals.plugin.js';
import cards from './modules/cards/cards.plugin.js';
import seamless from './modules/seamless/seamless.plugin.js';
import transfers from './modules/transfers/transfers.plugin.js';
import games from './modules/games/games.plugin.js';
import records from './modules/records/records.plugin.js';
import activities from './modules/activities/activities.plugin.js';
import content from './modules/content/content.plugin.js';
import account from './modules/account/account.plugin.js';
import agent from './modules/agent/agent.plugin.js';
import agentConsole from './modules/agent-console/agent-console.plugin.js';
import redpacket from './modules/redpacket/redpacket.plugin.js';
import catalogueAdmin from './modules/catalogue-admin/catalogue-admin.plugin.js';
import playersAdmin from './modules/players-admin/players-admin.plugin.js';
import adjustments from './modules/adjustments/adjustments.plugin.js';
import reports from './modules/reports/reports.plugin.js';
import stream from './modules/stream/stream.plugin.js';
import sportsbookAdmin from './modules/sportsbook-admin/sportsbook-admin.plugin.js';

export type { Services } from './modules/module.js';

/**
 * The site's modules, each one Fastify plugin (modules/<name>/<name>.plugin.ts) that builds its
 * services, routes and hooks. A module comes after the modules it names as dependencies; Fastify
 * refuses to start otherwise. Cross-module cycles go through events (lib/app-events.ts).
 */
const MODULES = [
  playerAuthPlugin,
  auditTrailPlugin,
  site,
  operators,
  audit,
  firstOperator,
  protection,
  risk,
  auth,
  bets,
  transfers,
  user,
  vip,
  rebates,
  deposits,
  withdrawals,
  cards,
  seamless,
  games,
  records,
  activities,
  // After activities: a banner may link to a promotion, checked through its service.
  siteAdmin,
  content,
  account,
  agent,
  agentConsole,
  redpacket,
  catalogueAdmin,
  playersAdmin,
  adjustments,
  reports,
  sportsbookAdmin,
  stream,
];

export interface BuildOptions {
  config: Config;
  clock?: Clock;
  /** An already-open database (tests share one per file); otherwise DATABASE_URL is opened. */
  database?: Database;
  /** How the sandbox gateway and our site reach each other; tests route it through app.inject. */
  deliver?: HttpPost;
  /** How the demo game provider calls our wallet; tests route it through app.inject. */
  providerCall?: HttpPost;
  logger?: boolean;
  /** Sees every route as it is added (the attack suite's access matrix reads the route table). */
  onRoute?: (route: RouteOptions) => void;
}

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
  database: Database;
  /** The embedded sandbox gateway's order book (tests pay and fail orders through it). */
  sandbox?: SandboxGateway;
  /** The embedded demo provider (tests run its sportsbook's jobs through it). */
  provider?: DemoProvider;
}

export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { config, deliver, providerCall } = options;
  const clock = options.clock ?? systemClock;
  const database =
    options.database ?? openDatabase(config.DATABASE_URL, { poolMax: config.DATABASE_POOL_MAX });
  await migrateToLatest(database.db, database.schema);
  await seedReference(database.db);

  const app = createHttpServer(config, options.logger);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await registerHttpBasics(app, config);
  await app.register(contextPlugin, {
    config,
    clock,
    database,
    deliver,
    providerCall,
    logger: options.logger,
  });
  await app.register(operationsPlugin);
  for (const module of MODULES) await app.register(module);
  const { sandbox, provider } = await mountEmbeddedThirdParties(app, {
    config,
    clock,
    deliver,
    providerCall,
  });
  await registerWebApp(app, config.WEB_DIST);
  await registerAdminApp(app, config.ADMIN_DIST);
  await registerAgentApp(app, config.AGENT_DIST);
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });
  return { app, services: app.services, database, sandbox, provider };
}

import Fastify, { type FastifyInstance } from 'fastify';
import { demoProviderPlugin, type Call as ProviderCall } from '@app/demo-provider';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedReference } from './db/seed.js';
import { systemClock, type Clock } from './lib/clock.js';
import { registerAuth } from './plugins/auth.js';
import { registerBodyParsers, registerErrorHandling } from './plugins/errors.js';
import { registerSwagger } from './plugins/swagger.js';
import { registerAdminApp, registerWebApp } from './plugins/web-app.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createCaptchaService } from './modules/auth/captcha.service.js';
import { createPayPasswordGuard } from './modules/auth/pay-password.guard.js';
import { createSessionService } from './modules/auth/session.service.js';
import { createSettingsService } from './modules/site/settings.service.js';
import { createSiteService } from './modules/site/site.service.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { registerMaintenanceGate } from './modules/site/maintenance.js';
import { createSiteAdminService } from './modules/site-admin/site-admin.service.js';
import { siteAdminRoutes } from './modules/site-admin/site-admin.routes.js';
import { createBalanceReader } from './modules/user/balance.reader.js';
import { cardsRoutes } from './modules/cards/cards.routes.js';
import { createCardsService } from './modules/cards/cards.service.js';
import { registerOperatorAuth } from './plugins/operator-auth.js';
import { createSandboxAdapter } from './providers/payment/sandbox/sandbox.adapter.js';
import { createSandboxGateway, type Deliver } from './providers/payment/sandbox/sandbox.gateway.js';
import { sandboxRoutes } from './providers/payment/sandbox/sandbox.routes.js';
import { depositsAdminRoutes } from './modules/deposits/deposits.admin.routes.js';
import { depositsRoutes, paymentCallbackRoutes } from './modules/deposits/deposits.routes.js';
import { createDepositsService } from './modules/deposits/deposits.service.js';
import { createPayChannelsService } from './modules/deposits/pay-channels.service.js';
import { withdrawalsAdminRoutes, withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes.js';
import { createWithdrawalsService } from './modules/withdrawals/withdrawals.service.js';
import { seamlessRoutes } from './modules/seamless/seamless.routes.js';
import { createSeamlessWallet } from './modules/seamless/seamless.service.js';
import { createLaunchService } from './modules/games/launch.service.js';
import { createDemoAdapter } from './providers/game/demo.adapter.js';
import { gamesCatalogueRoutes } from './modules/games/games.routes.js';
import { recordsRoutes } from './modules/records/records.routes.js';
import { betsRoutes } from './modules/bets/bets.routes.js';
import { createBetsService } from './modules/bets/bets.service.js';
import { transfersRoutes } from './modules/transfers/transfers.routes.js';
import { createTransfersService } from './modules/transfers/transfers.service.js';
import { startGameSync } from './modules/transfers/game-sync.job.js';
import { createVipService } from './modules/vip/vip.service.js';
import { createRebatesService } from './modules/rebates/rebates.service.js';
import { vipRoutes } from './modules/vip/vip.routes.js';
import { onSettledBets } from './modules/rebates/on-settled-bets.js';
import { activitiesAdminRoutes, activitiesRoutes } from './modules/activities/activities.routes.js';
import { createActivitiesService } from './modules/activities/activities.service.js';
import { createArticlesService } from './modules/content/articles.service.js';
import { contentAdminRoutes, contentRoutes } from './modules/content/content.routes.js';
import { createMessagesService } from './modules/messages/messages.service.js';
import { createSupportService } from './modules/support/support.service.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { createAccountService } from './modules/account/account.service.js';
import { agentRoutes } from './modules/agent/agent.routes.js';
import { createAgentService } from './modules/agent/agent.service.js';
import { redpacketAdminRoutes, redpacketRoutes } from './modules/redpacket/redpacket.routes.js';
import { createRedpacketService } from './modules/redpacket/redpacket.service.js';
import { protectionAdminRoutes, protectionRoutes } from './modules/protection/protection.routes.js';
import { createProtectionService } from './modules/protection/protection.service.js';
import { catalogueAdminRoutes } from './modules/catalogue-admin/catalogue-admin.routes.js';
import { createCatalogueAdminService } from './modules/catalogue-admin/catalogue-admin.service.js';
import { operatorsRoutes } from './modules/operators/operators.routes.js';
import { createOperatorsService } from './modules/operators/operators.service.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { ledgerCheckRoutes } from './modules/audit/ledger-check.routes.js';
import { createUserService } from './modules/user/user.service.js';
import { playersAdminRoutes } from './modules/players-admin/players-admin.routes.js';
import { createPlayersAdminService } from './modules/players-admin/players-admin.service.js';
import { adjustmentsAdminRoutes } from './modules/adjustments/adjustments.routes.js';
import { createAdjustmentsService } from './modules/adjustments/adjustments.service.js';
import { userRoutes } from './modules/user/user.routes.js';
import { reportsAdminRoutes } from './modules/reports/reports.routes.js';
import { createReportsService } from './modules/reports/reports.service.js';

export interface BuildOptions {
  config: Config;
  clock?: Clock;
  /** An already-open database (tests share one per file); otherwise DATABASE_URL is opened. */
  database?: Database;
  /** How the sandbox gateway delivers callbacks; tests route them through app.inject. */
  deliver?: Deliver;
  /** How the demo game provider calls our wallet; tests route it through app.inject. */
  providerCall?: ProviderCall;
  logger?: boolean;
}

export type Services = ReturnType<typeof createServices>;

function createServices(database: Database, config: Config, clock: Clock, log: (obj: Record<string, unknown>, msg: string) => void, deliver?: Deliver, providerCall?: ProviderCall) {
  const { db } = database;
  const publicUrl = config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`;
  const sandbox = createSandboxGateway({ db, clock, secret: config.PAY_SANDBOX_SECRET, deliver });
  const payChannels = createPayChannelsService(db);
  const audit = createAuditService(db, clock);
  const operators = createOperatorsService(db, clock, audit);
  const settings = createSettingsService(db, clock);
  const sessions = createSessionService(db, clock, config.SESSION_TTL_HOURS);
  // Transfers are created further down; an exclusion that starts later brings game-wallet money back.
  const protection = createProtectionService({ db, clock, settings, sessions, log, onExclusionStarted: (userId) => transfers.recoverAll(userId) });
  const captcha = createCaptchaService(db, clock, config.CAPTCHA_MODE);
  const payPassword = createPayPasswordGuard(db, clock);
  const auth = createAuthService({
    db,
    clock,
    captcha,
    sessions,
    payPassword,
    protection,
    lockFailures: config.LOGIN_LOCK_FAILURES,
    lockMinutes: config.LOGIN_LOCK_MINUTES,
  });
  const vip = createVipService({ db, clock });
  const rebates = createRebatesService({ db, clock, vip, settings });
  const deposits = createDepositsService({
    onCredited: (trx, userId, fen, now) => vip.addTotals(trx, userId, { depositFen: fen }, now),
    db,
    clock,
    channels: payChannels,
    settings,
    protection,
    gateway: createSandboxAdapter(sandbox, config.PAY_SANDBOX_SECRET),
    publicUrl,
    log,
    audit,
  });
  const seamless = createSeamlessWallet({ db, clock, provider: 'demo', protection });
  const adapters = { demo: createDemoAdapter({ baseUrl: publicUrl, secret: config.DEMO_PROVIDER_SECRET, clock, call: providerCall }) };
  const bets = createBetsService({
    db,
    clock,
    adapters,
    log,
    onSettled: onSettledBets(vip, rebates),
  });
  const transfers = createTransfersService({ db, clock, adapters, bets, log, protection });
  return {
    activities: createActivitiesService({ db, clock, protection }),
    articles: createArticlesService(db, clock),
    messages: createMessagesService(db, clock),
    support: createSupportService(db, clock),
    account: createAccountService({ db, uploadDir: config.UPLOAD_DIR! }),
    agent: createAgentService(db, clock),
    redpacket: createRedpacketService({ db, clock, settings, protection }),
    reports: createReportsService({ db, clock }),
    catalogueAdmin: createCatalogueAdminService({ db, clock, settings, audit, vip }),
    protection,
    vip,
    rebates,
    seamless,
    bets,
    transfers,
    launch: createLaunchService({ db, adapters, seamless, returnUrl: `${publicUrl}/#/`, beforeLaunch: transfers.beforeLaunch, protection }),
    withdrawals: createWithdrawalsService({ db, clock, settings, payPassword, audit }),
    playersAdmin: createPlayersAdminService({ db, clock, sessions, audit }),
    adjustments: createAdjustmentsService({ db, clock, settings, audit }),
    sandbox,
    payChannels,
    deposits,
    operators,
    audit,
    cards: createCardsService({ db, clock, payPassword }),
    settings,
    sessions,
    captcha,
    payPassword,
    auth,
    site: createSiteService(db, settings),
    siteAdmin: createSiteAdminService({ db, clock, settings, audit, uploadDir: config.UPLOAD_DIR! }),
    users: createUserService(db, settings, createBalanceReader(database)),
  };
}

export async function buildApp(options: BuildOptions): Promise<{ app: FastifyInstance; services: Services; database: Database }> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const database = options.database ?? openDatabase(config.DATABASE_URL);
  await migrateToLatest(database.db, database.schema);
  await seedReference(database.db);

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            // Passwords, tokens and card data never reach the log.
            redact: ['req.headers.authorization', 'req.body', '*.password', '*.paypassword', '*.pay_pass', '*.bank_no'],
          },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY === 'on',
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerBodyParsers(app);
  // The mobile client posts nothing on many calls; an absent body is an empty object.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.method !== 'GET') request.body = {};
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // JSON API answers get two fixed headers instead of helmet's page policy, which is built per
  // request and costs the balance poll a fifth of its throughput; pages keep helmet.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs')) {
      (route as { helmet?: boolean }).helmet = false;
      const previous = route.onSend ? [route.onSend].flat() : [];
      route.onSend = [...previous, async (_request, reply) => {
        reply.header('x-content-type-options', 'nosniff').header('cache-control', 'no-store');
      }];
    }
  });

  await app.register(formbody, { bodyLimit: config.BODY_LIMIT_BYTES });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Games, live chat and agent pages are third-party frames.
        'frame-src': ["'self'", 'https:', 'http:'],
        'img-src': ["'self'", 'data:', 'https:'],
        'script-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // With REDIS_URL the per-IP counters are shared by every API node; without it each node counts alone.
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1 }) : undefined;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => ({ statusCode: 429 }),
    ...(redis ? { redis, nameSpace: 'rl:' } : {}),
  });
  await registerSwagger(app);

  const services = createServices(database, config, clock, (obj, msg) => app.log.warn(obj, msg), options.deliver, options.providerCall);
  registerAuth(app, services.sessions);
  registerOperatorAuth(app, services.operators, services.audit);
  registerMaintenanceGate(app, services.settings);

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  await app.register(
    authRoutes(services.auth, services.captcha, {
      registerPer10Min: config.RATE_REGISTER_PER_10MIN,
      loginPer10Min: config.RATE_LOGIN_PER_10MIN,
      captchaPer10Min: config.RATE_CAPTCHA_PER_10MIN,
    }),
  );
  await app.register(userRoutes(services.users));
  await app.register(siteRoutes(services.site, services.settings));
  await app.register(siteAdminRoutes(services.siteAdmin, services.audit));
  await app.register(cardsRoutes(services.cards));
  await app.register(depositsRoutes(services.deposits, services.payChannels));
  await app.register(paymentCallbackRoutes(services.deposits));
  await app.register(sandboxRoutes(services.sandbox));
  await app.register(operatorsRoutes(services.operators, services.audit));
  await app.register(auditRoutes(services.audit));
  await app.register(ledgerCheckRoutes(database.db, clock, services.audit));
  await app.register(depositsAdminRoutes(services.deposits));
  await app.register(withdrawalsRoutes(services.withdrawals));
  await app.register(withdrawalsAdminRoutes(services.withdrawals));
  await app.register(playersAdminRoutes(services.playersAdmin));
  await app.register(adjustmentsAdminRoutes(services.adjustments));
  await app.register(gamesCatalogueRoutes(database.db, services.launch));
  await app.register(seamlessRoutes(services.seamless, config.DEMO_PROVIDER_SECRET, clock));
  await app.register(transfersRoutes(services.transfers));
  await app.register(betsRoutes(services.bets));
  await app.register(vipRoutes(services.vip, services.rebates, services.bets));
  await app.register(activitiesRoutes(services.activities));
  await app.register(activitiesAdminRoutes(services.activities, services.operators));
  await app.register(contentRoutes(services));
  await app.register(contentAdminRoutes(services));
  await app.register(accountRoutes(services.account, config.UPLOAD_DIR!));
  await app.register(agentRoutes(services.agent, services.operators));
  await app.register(redpacketRoutes(services.redpacket));
  await app.register(protectionRoutes(services.protection));
  await app.register(protectionAdminRoutes(services.protection));
  await app.register(redpacketAdminRoutes(services.redpacket, services.audit));
  await app.register(catalogueAdminRoutes(services.catalogueAdmin, services.audit));
  await app.register(reportsAdminRoutes(services.reports));
  await app.register(recordsRoutes({ deposits: services.deposits, withdrawals: services.withdrawals, transfers: services.transfers }));
  // The demo game provider runs in this process for convenience; it has its own database and
  // reaches our wallet only through the signed HTTP callbacks a real provider would use.
  const publicUrl = config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`;
  await app.register(demoProviderPlugin, {
    dbFile: config.DEMO_PROVIDER_DB!,
    secret: config.DEMO_PROVIDER_SECRET,
    operatorWalletUrl: `${publicUrl}/api/provider/demo/wallet`,
    call: options.providerCall,
    now: () => clock.now().getTime(),
    transferLatencyMs: config.DEMO_PROVIDER_TRANSFER_LATENCY_MS,
  });
  await registerWebApp(app, config.WEB_DIST);
  await registerAdminApp(app, config.ADMIN_DIST);

  let gameSync: { stop(): void } | undefined;
  app.addHook('onReady', async () => {
    await services.sandbox.resumePending();
  });
  // After listen: the in-process demo provider is reached over HTTP on our own port.
  app.addHook('onListen', async () => {
    if (config.GAME_SYNC_MS > 0) gameSync ??= startGameSync(services, config, (obj, msg) => app.log.warn(obj, msg));
  });
  app.addHook('onClose', async () => {
    gameSync?.stop();
    services.sandbox.stop();
    redis?.disconnect();
    if (!options.database) await database.close();
  });
  return { app, services, database };
}

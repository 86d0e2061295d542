import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { trustedProxies, type Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedReference } from './db/seed.js';
import { systemClock, type Clock } from './lib/clock.js';
import { registerAuth } from './plugins/auth.js';
import { answerFrameworkError, registerBodyParsers, registerErrorHandling } from './plugins/errors.js';
import { registerSwagger } from './plugins/swagger.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
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
import { createBalanceReader } from './modules/user/user.repository.js';
import { cardsRoutes } from './modules/cards/cards.routes.js';
import { createCardsService } from './modules/cards/cards.service.js';
import { registerOperatorAuth } from './plugins/operator-auth.js';
import { createSandboxAdapter } from './providers/payment/sandbox/sandbox.adapter.js';
import type { HttpPost } from '@app/shared/node';
import type { SandboxGateway } from '@app/sandbox-gateway';
import { mountEmbeddedThirdParties, publicUrlOf, thirdPartyUrls } from './third-parties.js';
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
import type { GameProviderAdapter } from './providers/game/adapter.js';
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
import { createFirstOperatorService } from './modules/first-operator/first-operator.service.js';
import { firstOperatorRoutes } from './modules/first-operator/first-operator.routes.js';
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
  /** How the sandbox gateway and our site reach each other; tests route it through app.inject. */
  deliver?: HttpPost;
  /** How the demo game provider calls our wallet; tests route it through app.inject. */
  providerCall?: HttpPost;
  logger?: boolean;
  /** Sees every route as it is added (the attack suite's access matrix reads the route table). */
  onRoute?: (route: RouteOptions) => void;
}

export type Services = ReturnType<typeof createServices>;

function createServices(
  database: Database,
  config: Config,
  clock: Clock,
  log: (obj: Record<string, unknown>, msg: string) => void,
  deliver?: HttpPost,
  providerCall?: HttpPost,
) {
  const { db } = database;
  const publicUrl = publicUrlOf(config);
  const urls = thirdPartyUrls(config);
  const now = () => clock.now().getTime();
  const payChannels = createPayChannelsService(db);
  const audit = createAuditService(db, clock);
  const operators = createOperatorsService(db, clock, audit);
  const settings = createSettingsService(db, clock);
  const sessions = createSessionService(db, clock, config.SESSION_TTL_HOURS);
  // Transfers are created further down; an exclusion that starts later brings game-wallet money back.
  const protection = createProtectionService({
    db,
    clock,
    settings,
    sessions,
    log,
    onExclusionStarted: (userId) => transfers.recoverAll(userId),
  });
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
    gateway: urls.gateway
      ? createSandboxAdapter({ baseUrl: urls.gateway, secret: config.PAY_SANDBOX_SECRET, now, post: deliver })
      : undefined,
    publicUrl,
    log,
    audit,
  });
  const seamless = createSeamlessWallet({ db, clock, provider: 'demo', protection });
  // With no provider configured every platform answers that it is closed.
  const adapters: Record<string, GameProviderAdapter> = urls.provider
    ? {
        demo: createDemoAdapter({
          baseUrl: urls.provider,
          secret: config.DEMO_PROVIDER_SECRET,
          clock,
          call: providerCall,
        }),
      }
    : {};
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
    launch: createLaunchService({
      db,
      adapters,
      seamless,
      returnUrl: `${publicUrl}/#/`,
      beforeLaunch: transfers.beforeLaunch,
      protection,
    }),
    withdrawals: createWithdrawalsService({ db, clock, settings, payPassword, audit }),
    playersAdmin: createPlayersAdminService({ db, clock, sessions, audit }),
    adjustments: createAdjustmentsService({ db, clock, settings, audit }),
    payChannels,
    deposits,
    operators,
    firstOperator: createFirstOperatorService({ db, clock, operators, audit }),
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

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
  database: Database;
  /** The embedded sandbox gateway's order book (tests pay and fail orders through it). */
  sandbox?: SandboxGateway;
}

export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
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
            redact: [
              'req.headers.authorization',
              'req.body',
              '*.password',
              '*.paypassword',
              '*.pay_pass',
              '*.bank_no',
            ],
          },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Slow clients: the request's headers within 10 s, the whole request within 30 s; an idle
    // kept-alive socket closes after 72 s, later than the 60 s idle timeout of common proxies.
    requestTimeout: 30_000,
    keepAliveTimeout: 72_000,
    http: { headersTimeout: 10_000 },
    trustProxy: trustedProxies(config.TRUST_PROXY),
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // A path the router cannot read (bad escape, over-long parameter) still gets the envelope.
    frameworkErrors: answerFrameworkError,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
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

  await app.register(formbody, { bodyLimit: config.BODY_LIMIT_BYTES });
  // Per-surface Content-Security-Policy and helmet on pages, a fast path for JSON, HSTS over TLS.
  await registerSecurityHeaders(app, config);
  // With REDIS_URL the per-IP counters are shared by every API node; without it each node counts alone.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => ({ statusCode: 429 }),
    ...(redis ? { redis, nameSpace: 'rl:' } : {}),
  });
  await registerSwagger(app);

  const services = createServices(
    database,
    config,
    clock,
    (obj, msg) => app.log.warn(obj, msg),
    options.deliver,
    options.providerCall,
  );
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
  await app.register(operatorsRoutes(services.operators, services.audit));
  await app.register(firstOperatorRoutes(services.firstOperator));
  await app.register(auditRoutes(services.audit));
  await app.register(ledgerCheckRoutes(database.db, clock, services.audit));
  await app.register(depositsAdminRoutes(services.deposits));
  await app.register(withdrawalsRoutes(services.withdrawals));
  await app.register(withdrawalsAdminRoutes(services.withdrawals));
  await app.register(playersAdminRoutes(services.playersAdmin));
  await app.register(adjustmentsAdminRoutes(services.adjustments));
  await app.register(gamesCatalogueRoutes(database.db, services.launch));
  if (thirdPartyUrls(config).provider)
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
  await app.register(
    recordsRoutes({
      deposits: services.deposits,
      withdrawals: services.withdrawals,
      transfers: services.transfers,
    }),
  );
  const { sandbox } = await mountEmbeddedThirdParties(app, {
    config,
    clock,
    deliver: options.deliver,
    providerCall: options.providerCall,
  });
  await registerWebApp(app, config.WEB_DIST);
  await registerAdminApp(app, config.ADMIN_DIST);

  let gameSync: { stop(): void } | undefined;
  // After listen: the in-process demo provider is reached over HTTP on our own port.
  app.addHook('onListen', async () => {
    if (config.GAME_SYNC_MS > 0)
      gameSync ??= startGameSync(services, config, (obj, msg) => app.log.warn(obj, msg));
  });
  app.addHook('onClose', async () => {
    gameSync?.stop();
    redis?.disconnect();
    if (!options.database) await database.close();
  });
  return { app, services, database, sandbox };
}

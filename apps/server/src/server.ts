import { buildApp } from './app.js';
import { loadConfig, ProductionConfigError, type Config } from './config.js';
import { DEMO_PLAYER, seedDemo } from './seeds/seed.js';
import { seedDemoAgents, DEMO_AGENT } from './seeds/seed-agents.js';
import { seedDemoBackOffice } from './seeds/seed-backoffice.js';
import { seedRiskSignals } from './seeds/seed-risk-signals.js';
import { seedDemoGameplay } from './seeds/seed-gameplay.js';
import { seedGames } from './seeds/seed-games.js';
import { publicUrlOf } from './third-parties.js';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  // One clear line per problem, and no stack: the operator fixes the settings and starts again.
  if (err instanceof ProductionConfigError) console.error(err.message);
  else console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
const production = config.NODE_ENV === 'production';
const { app, database, services } = await buildApp({ config });

if (config.SANDBOXES === 'external') {
  app.log.warn(
    { gateway: config.SANDBOX_GATEWAY_URL, provider: config.DEMO_PROVIDER_URL },
    'SANDBOXES=external: deposits go to the sandbox payment gateway and games to the demo provider ' +
      '— a staging site, not a live one',
  );
}
// The demo provider's platforms and games are its catalogue: listed whenever it is in use.
if (config.SANDBOXES !== 'off') await seedGames(database.db);
if (production && config.SANDBOXES === 'off') {
  app.log.warn(
    'no payment gateway or game provider is configured: ' +
      'only bank-transfer deposits are taken and game platforms answer closed',
  );
}

const first = await services.firstOperator.ensure({
  initialPassword: config.ADMIN_INITIAL_PASSWORD,
  production,
});
if (first?.kind === 'password') {
  // Development only: shown once, and it must be changed at the first login.
  console.log(
    `\n  Back office: first operator ${first.username} / ${first.password} (change it at first login)\n`,
  );
} else if (first?.kind === 'setup-token') {
  // Production with no operator: a one-time link, printed once by the node that issued it.
  console.log(
    `\n  Back office setup: open ${publicUrlOf(config)}/admin/#/setup?token=${first.token} ` +
      'within 24 hours to create the first operator\n',
  );
}

if (config.SEED_DEMO === 'on') {
  await seedDemo(database.db, { demoPassword: config.DEMO_PASSWORD });
  await seedDemoBackOffice(database.db, services);
  await seedDemoAgents(database.db, { demoPassword: config.DEMO_PASSWORD });
  await seedRiskSignals(database.db);
  // Credentials go to the console for the person starting the demo, never into the JSON log.
  app.log.info({ username: DEMO_PLAYER.username }, 'demo player ready');
  console.log(
    `\n  Demo player: ${DEMO_PLAYER.username} / ${config.DEMO_PASSWORD} ` +
      `(payment password ${DEMO_PLAYER.payPassword})\n` +
      `  Demo agent: ${DEMO_AGENT} / ${config.DEMO_PASSWORD} at ${publicUrlOf(config)}/agent/\n`,
  );
}

// On SIGTERM/SIGINT: /ready turns 503 and open streams end (their clients reconnect to another
// node), in-flight requests finish, a running background job finishes and hands its lease on, then
// the database closes. Past SHUTDOWN_GRACE_MS the process exits anyway.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ host: config.HOST, port: config.PORT });
console.log(
  `  Site: http://127.0.0.1:${config.PORT}/   API docs: http://127.0.0.1:${config.PORT}/api/docs\n`,
);
if (config.SEED_DEMO === 'on') {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  await seedDemoGameplay(database.db, services, `http://127.0.0.1:${port}`).catch((err: unknown) =>
    app.log.warn({ err }, 'demo game history not seeded'),
  );
}

import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { DEMO_PLAYER, seedDemo } from './db/seed.js';
import { seedDemoBackOffice } from './db/seed-backoffice.js';
import { seedDemoGameplay } from './db/seed-gameplay.js';

const config = loadConfig();
const { app, database, services } = await buildApp({ config });
const firstAdmin = await services.operators.ensureFirstAdmin(config.ADMIN_INITIAL_PASSWORD);
if (firstAdmin) {
  // Shown once: the password must be changed at the first login.
  console.log(`\n  Back office: first operator ${firstAdmin.username} / ${firstAdmin.password} (change it at first login)\n`);
}

if (config.SEED_DEMO === 'on') {
  await seedDemo(database.db, { demoPassword: config.DEMO_PASSWORD });
  await seedDemoBackOffice(database.db, services);
  // Credentials go to the console for the person starting the demo, never into the JSON log.
  app.log.info({ username: DEMO_PLAYER.username }, 'demo player ready');
  console.log(
    `\n  Demo player: ${DEMO_PLAYER.username} / ${config.DEMO_PASSWORD} (payment password ${DEMO_PLAYER.payPassword})\n`,
  );
}

// Finish in-flight requests, then close the database, on SIGTERM/SIGINT.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ host: config.HOST, port: config.PORT });
console.log(`  Site: http://127.0.0.1:${config.PORT}/   API docs: http://127.0.0.1:${config.PORT}/api/docs\n`);
if (config.SEED_DEMO === 'on') {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  await seedDemoGameplay(database.db, services, `http://127.0.0.1:${port}`).catch((err: unknown) => app.log.warn({ err }, 'demo game history not seeded'));
}

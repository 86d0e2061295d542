import Fastify from 'fastify';
import { DEV_SECRETS, refuseToStart, secretProblem } from '@app/shared/node';
import { demoProviderPlugin } from './index.js';

/**
 * The demo game provider as its own process (`npm run provider`), with its own books: the site
 * reaches it only by URL over signed HTTP, and it calls the site's seamless wallet the same way.
 */
const env = process.env;
const production = env.NODE_ENV === 'production';
const port = Number(env.PROVIDER_PORT ?? 8092);
const host = env.PROVIDER_HOST ?? '127.0.0.1';
const secret = env.DEMO_PROVIDER_SECRET ?? (production ? undefined : DEV_SECRETS.DEMO_PROVIDER_SECRET);
const problems = [
  production ? secretProblem('DEMO_PROVIDER_SECRET', secret) : null,
  env.OPERATOR_WALLET_URL ? null : 'OPERATOR_WALLET_URL is not set',
];
if (production && problems.some(Boolean))
  refuseToStart(
    'The demo game provider',
    problems.filter((p): p is string => Boolean(p)),
  );

const app = Fastify({ logger: { level: env.LOG_LEVEL ?? 'info' } });
await app.register(demoProviderPlugin, {
  dbFile: env.PROVIDER_DB ?? 'data/demo-provider.db',
  secret: secret!,
  // The operator's seamless wallet callbacks, e.g. https://site.example/api/provider/demo/wallet
  operatorWalletUrl: env.OPERATOR_WALLET_URL ?? 'http://127.0.0.1:8080/api/provider/demo/wallet',
  publicUrl: env.PROVIDER_PUBLIC_URL ?? `http://127.0.0.1:${port}`,
  // Test knob: simulated time per transfer, so a crash test finds transfers in flight.
  transferLatencyMs: Number(env.PROVIDER_TRANSFER_LATENCY_MS ?? 0),
});
app.get('/health', async () => ({ status: 'ok' }));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));
await app.listen({ host, port });
app.log.warn('demo game provider: for development and staging only');

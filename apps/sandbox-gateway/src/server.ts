import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { DEV_SECRETS, refuseToStart, secretProblem } from '@app/shared/node';
import { sandboxGatewayPlugin } from './index.js';

/**
 * The sandbox payment gateway as its own process (`npm run gateway`), with its own database: the
 * site reaches it only by URL over signed HTTP, as it would a real payment company.
 */
const env = process.env;
const production = env.NODE_ENV === 'production';
const port = Number(env.GATEWAY_PORT ?? 8091);
const host = env.GATEWAY_HOST ?? '127.0.0.1';
const secret = env.PAY_SANDBOX_SECRET ?? (production ? undefined : DEV_SECRETS.PAY_SANDBOX_SECRET);
if (production) {
  const problem = secretProblem('PAY_SANDBOX_SECRET', secret);
  if (problem) refuseToStart('The sandbox gateway', [problem]);
}

const app = Fastify({ logger: { level: env.LOG_LEVEL ?? 'info' } });
await app.register(formbody);
await app.register(sandboxGatewayPlugin, {
  dbFile: env.GATEWAY_DB ?? 'data/sandbox-gateway.db',
  secret: secret!,
  publicUrl: env.GATEWAY_PUBLIC_URL ?? `http://127.0.0.1:${port}`,
});
app.get('/health', async () => ({ status: 'ok' }));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));
await app.listen({ host, port });
app.log.warn('sandbox payment gateway: for development and staging only; it settles orders that nobody paid');

import Fastify, { LogController, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { trustedProxies, type Config } from '../config.js';
import { answerFrameworkError, registerBodyParsers, registerErrorHandling } from './errors.js';
import { registerSecurityHeaders } from './security-headers.js';
import { registerSwagger } from './swagger.js';

/** The HTTP server with its limits, proxy trust, request ids and redacted log. */
export function createHttpServer(config: Config, logger?: boolean): FastifyInstance {
  return Fastify({
    logger:
      logger === false
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
    // Every request logged twice at info was 465 lines a second per 1,000 players online: the
    // operations plugin logs failed and slow requests instead (ACCESS_LOG=all for every one).
    logController: new LogController({ disableRequestLogging: true }),
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
}

/**
 * What every route shares: zod validation, the error envelope, body parsing, security headers,
 * rate limiting (shared by every node through Redis when REDIS_URL is set), the API docs.
 */
export async function registerHttpBasics(app: FastifyInstance, config: Config): Promise<void> {
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
  // Without REDIS_URL each node counts alone.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => ({ statusCode: 429 }),
    ...(redis ? { redis, nameSpace: `${config.REDIS_PREFIX}rl:` } : {}),
  });
  app.addHook('onClose', async () => redis?.disconnect());
  await registerSwagger(app, config.NODE_ENV === 'production');
}

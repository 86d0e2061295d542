import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document of every route (the attack suite's fuzzer reads it). It names every
 * back-office and agent route with its schema, so a production site serves neither it nor its page.
 */
export async function registerSwagger(app: FastifyInstance, production: boolean): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '会员站 API',
        version: '1.0.0',
        description: 'Player API: {code, message, data} envelope.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (!production) await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

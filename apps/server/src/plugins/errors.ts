import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import pg from 'pg';
import { CODE, CONTROL_CHARS_MSG, MSG } from '@app/shared';
import { AppError } from '../lib/app-error.js';

/** One schema issue as fastify-type-provider-zod reports it (keyword = zod issue code). */
interface ValidationEntry {
  keyword: string;
  instancePath: string;
  message: string;
  params: { keys?: string[] };
}

/** Turns the first schema issue into a message a player or integrator can act on. */
function describeIssue(issue: ValidationEntry): string {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '请求体';
  switch (issue.keyword) {
    case 'unrecognized_keys':
      return `不支持的参数：${(issue.params.keys ?? []).join('、')}`;
    case 'invalid_type':
      return issue.message.includes('received undefined') ? `缺少参数：${field}` : `参数格式错误：${field}`;
    case 'too_big':
      return `参数过长或过大：${field}`;
    case 'too_small':
      return `参数过短或过小：${field}`;
    case 'invalid_format':
      return issue.message === CONTROL_CHARS_MSG
        ? `参数${CONTROL_CHARS_MSG}：${field}`
        : `参数格式错误：${field}`;
    default:
      return `参数格式错误：${field}`;
  }
}

/**
 * PostgreSQL's data exceptions for a value its column cannot hold: text too long, a number out of
 * range, a NUL byte or an unconvertible character, a malformed number or date. The request
 * schemas refuse all of these first (SQLite would have stored them); one reaching the database is
 * a gap in a schema, answered as the bad request it is and logged so the schema gets fixed.
 */
const PG_INPUT_ERRORS = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);
const isDatabaseInputError = (error: unknown) =>
  error instanceof pg.DatabaseError && PG_INPUT_ERRORS.has(error.code ?? '');

/**
 * One envelope for every answer. Business refusals are HTTP 200 with their code; a fault is
 * HTTP 500 with a generic Chinese message, and only its request id reaches the client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.httpStatus)
        .send({ code: error.code, message: error.message, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0] as unknown as ValidationEntry | undefined;
      const message = issue ? describeIssue(issue) : MSG.badRequest;
      return reply.status(200).send({ code: CODE.badRequest, message, data: null });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ code: CODE.badRequest, message: MSG.bodyTooLarge, data: null });
    }
    if (isDatabaseInputError(error)) {
      request.log.warn(
        { err: { code: error.code, message: error.message }, route: request.routeOptions.url },
        'input the request schema let through',
      );
      return reply.status(200).send({ code: CODE.badRequest, message: MSG.badValue, data: null });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: CODE.tooMany, message: MSG.tooManyRequests, data: null });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: { code: error.code, message: error.message } }, 'client error');
      return reply.status(200).send({ code: CODE.badRequest, message: MSG.badRequest, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: CODE.serverError, message: MSG.serverError, data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: CODE.notFound, message: MSG.notFound, data: null });
  });
}

/**
 * Fastify's router refuses a path with a malformed percent-escape or a parameter longer than
 * `maxParamLength` before any hook or handler runs, in its own JSON shape. Given to Fastify as its
 * `frameworkErrors` option, this answers them with the envelope like any other bad request.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ err: { code: error.code } }, 'path refused by the router');
  void reply.status(200).send({ code: CODE.badRequest, message: MSG.badPath, data: null });
}

/**
 * Parses JSON bodies leniently about emptiness (the mobile client posts nothing) but strictly about
 * syntax.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = (body as string).trim();
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('请求数据格式错误，请提交有效的JSON'), undefined);
    }
  });
}

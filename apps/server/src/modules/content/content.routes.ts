import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  articleBody,
  emptyBody,
  messageListBody,
  messageReadBody,
  SUPPORT_MSG,
  supportPostBody,
} from '@app/shared';
import {
  articleSaveBody as articleInput,
  articleTypeParams as typeParams,
  idParams as userParams,
  playerMessageBody as messageInput,
  supportReplyBody as replyInput,
  type SupportMessage,
  type SupportThread,
} from '@app/shared/admin-contract';
import type { Article, HelpFigures } from '@app/shared';
import { actorOf } from '../../lib/actor.js';
import { ok } from '../../lib/app-error.js';
import type { MessagesService } from '../messages/messages.service.js';
import type { OperatorsService } from '../operators/operators.service.js';
import { PERMISSION } from '../operators/permissions.js';
import type { SupportService } from '../support/support.service.js';
import type { ArticlesService } from './articles.service.js';
import type { HelpFiguresService } from './help-figures.service.js';

/** Articles, the player's inbox and the support desk, for players. */
export function contentRoutes(deps: {
  articles: ArticlesService;
  helpFigures: HelpFiguresService;
  messages: MessagesService;
  support: SupportService;
}) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const auth = { onRequest: app.authenticate };
    r.post('/api/article', { schema: { tags: ['content'], body: articleBody } }, async (request) =>
      ok(await deps.articles.get(request.body.type)),
    );
    // The figures the help copy quotes, for the player site's own beginner guide.
    r.post('/api/helpFigures', { schema: { tags: ['content'], body: emptyBody } }, async () =>
      ok<HelpFigures>(await deps.helpFigures.current()),
    );
    r.post(
      '/api/usermessage',
      { ...auth, schema: { tags: ['messages'], body: messageListBody } },
      async (request) => ok(await deps.messages.list(request.userId, request.body.page)),
    );
    r.post(
      '/api/readmessage',
      { ...auth, schema: { tags: ['messages'], body: messageReadBody } },
      async (request) => {
        await deps.messages.read(request.userId, request.body.id);
        return ok(null);
      },
    );
    r.post('/api/messagenum', { ...auth, schema: { tags: ['messages'], body: emptyBody } }, async (request) =>
      ok({ num: await deps.messages.unread(request.userId) }),
    );
    r.post(
      '/api/support/messages',
      { ...auth, schema: { tags: ['support'], body: emptyBody } },
      async (request) => ok(await deps.support.thread(request.userId)),
    );
    r.post(
      '/api/support/send',
      { ...auth, schema: { tags: ['support'], body: supportPostBody } },
      async (request) => {
        await deps.support.post(request.userId, request.body.content);
        return ok(null, SUPPORT_MSG.sent);
      },
    );
  };
}

export function contentAdminRoutes(deps: {
  articles: ArticlesService;
  messages: MessagesService;
  support: SupportService;
  operators: OperatorsService;
}) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    r.get(
      '/admin/api/articles/:type',
      {
        onRequest: app.requirePermission(PERMISSION.content),
        schema: { tags, params: typeParams },
      },
      async (request) => ok<Article>(await deps.articles.written(request.params.type)),
    );
    r.put(
      '/admin/api/articles/:type',
      {
        onRequest: app.requirePermission(PERMISSION.content),
        schema: { tags, params: typeParams, body: articleInput },
      },
      async (request) => {
        await deps.articles.save(request.params.type, request.body);
        await deps.operators.audit(
          actorOf(request),
          'article.save',
          { type: 'article', id: request.params.type },
          { title: request.body.title },
        );
        return ok(null, '已保存');
      },
    );
    r.post(
      '/admin/api/players/:id/messages',
      {
        onRequest: app.requirePermission(PERMISSION.support),
        schema: { tags, params: userParams, body: messageInput },
      },
      async (request) => {
        await deps.messages.send(request.params.id, request.body);
        await deps.operators.audit(
          actorOf(request),
          'message.send',
          { type: 'user', id: request.params.id },
          { title: request.body.title },
        );
        return ok(null, '已发送');
      },
    );
    r.get(
      '/admin/api/support/threads',
      { onRequest: app.requirePermission(PERMISSION.support), schema: { tags } },
      async () => ok<SupportThread[]>(await deps.support.inboxForOperators()),
    );
    r.get(
      '/admin/api/support/threads/:id',
      { onRequest: app.requirePermission(PERMISSION.support), schema: { tags, params: userParams } },
      async (request) => ok<SupportMessage[]>(await deps.support.thread(request.params.id)),
    );
    r.post(
      '/admin/api/support/threads/:id/reply',
      {
        onRequest: app.requirePermission(PERMISSION.support),
        schema: { tags, params: userParams, body: replyInput },
      },
      async (request) => {
        await deps.support.reply(request.operator!.id, request.params.id, request.body.content);
        await deps.operators.audit(actorOf(request), 'support.reply', {
          type: 'user',
          id: request.params.id,
        });
        return ok(null, '已回复');
      },
    );
  };
}

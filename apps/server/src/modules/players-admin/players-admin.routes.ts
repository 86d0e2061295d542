import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CODE } from '@app/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParams,
  playerBlacklistBody as blacklistBody,
  playerLedgerQuery as ledgerQuery,
  playerLoginsQuery as loginsQuery,
  playerSearchQuery as searchQuery,
  playerStatusBody as statusBody,
  RISK_SEARCH_DENIED,
  type ForcedLogout,
  type ListPage,
  type PayPasswordReset,
  type PlayerContext,
  type PlayerDetail,
  type PlayerLedgerRow,
  type PlayerList,
  type PlayerLoginRow,
} from '@app/shared/admin-contract';
import { dayRangeMs } from '../../lib/admin-query.js';
import { AppError, ok } from '../../lib/app-error.js';
import { PERMISSION, roleAllows } from '../operators/permissions.js';
import type { PlayersAdminService } from './players-admin.service.js';

const actor = (request: FastifyRequest) => ({ operatorId: request.operator!.id, ip: request.ip });

/**
 * Players in the back office. Sending an inbox message is POST /admin/api/players/:id/messages in
 * content.routes.ts (support permission); it is not repeated here.
 */
export function playersAdminRoutes(players: PlayersAdminService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const read = { onRequest: app.requirePermission(PERMISSION.playersRead) };
    const write = { onRequest: app.requirePermission(PERMISSION.playersWrite) };

    r.get('/admin/api/players', { ...read, schema: { tags, querystring: searchQuery } }, async (request) => {
      const { page, per_page, from, to, username, ...rest } = request.query;
      // Where a player's phones and addresses have been is risk control's to read.
      if ((rest.ip || rest.device) && !roleAllows(request.operator?.role, PERMISSION.riskRead))
        throw new AppError(RISK_SEARCH_DENIED, CODE.forbidden);
      return ok<PlayerList>(
        await players.search.search(
          { ...rest, username: username?.toLowerCase() || undefined, ...dayRangeMs({ from, to }) },
          page,
          per_page,
        ),
      );
    });

    r.get('/admin/api/players/:id', { ...read, schema: { tags, params: idParams } }, async (request) =>
      ok<PlayerDetail>(await players.detail.detail(request.params.id)),
    );

    r.get(
      '/admin/api/players/:id/ledger',
      { ...read, schema: { tags, params: idParams, querystring: ledgerQuery } },
      async (request) => {
        const q = request.query;
        return ok<ListPage<PlayerLedgerRow>>(
          await players.history.ledger(
            request.params.id,
            { reason: q.reason, ...dayRangeMs(q) },
            q.page,
            q.per_page,
          ),
        );
      },
    );

    r.get(
      '/admin/api/players/:id/logins',
      { ...read, schema: { tags, params: idParams, querystring: loginsQuery } },
      async (request) => {
        const q = request.query;
        return ok<ListPage<PlayerLoginRow>>(
          await players.history.logins(request.params.id, dayRangeMs(q), q.page, q.per_page),
        );
      },
    );

    // The review queues' player panel: money reviewers read it with their own permission.
    r.get(
      '/admin/api/players/:id/context',
      { onRequest: app.requirePermission(PERMISSION.moneyRead), schema: { tags, params: idParams } },
      async (request) => ok<PlayerContext>(await players.detail.context(request.params.id)),
    );

    r.post(
      '/admin/api/players/:id/blacklist',
      { ...write, schema: { tags, params: idParams, body: blacklistBody } },
      async (request) => {
        await players.actions.setBlacklist(
          request.params.id,
          request.body.isblack,
          request.body.reason.trim(),
          actor(request),
        );
        return ok(null, request.body.isblack === 1 ? '已加入黑名单，该会员已被强制下线' : '已移出黑名单');
      },
    );

    r.post(
      '/admin/api/players/:id/status',
      { ...write, schema: { tags, params: idParams, body: statusBody } },
      async (request) => {
        await players.actions.setStatus(
          request.params.id,
          request.body.status,
          request.body.reason.trim(),
          actor(request),
        );
        return ok(null, request.body.status === 0 ? '已禁用，该会员已被强制下线' : '已启用');
      },
    );

    r.post(
      '/admin/api/players/:id/logout',
      { ...write, schema: { tags, params: idParams } },
      async (request) => {
        const result: ForcedLogout = await players.actions.forceLogout(request.params.id, actor(request));
        return ok(
          result,
          result.sessions > 0 ? `已强制下线（结束 ${result.sessions} 个会话）` : '该会员当前没有在线会话',
        );
      },
    );

    r.post(
      '/admin/api/players/:id/pay-password/reset',
      { ...write, schema: { tags, params: idParams } },
      async (request) =>
        ok<PayPasswordReset>(
          await players.actions.resetPayPassword(request.params.id, actor(request)),
          '支付密码已重置，新密码只显示这一次',
        ),
    );
  };
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  catalogueListQuery as pageQuery,
  gamePatch,
  gamesQuery as gameQuery,
  idParams,
  payBankBody as bankInput,
  payBanksQuery as bankQuery,
  payChannelParams as keyParams,
  payChannelPatch as channelPatch,
  paymentSettingsBody as paymentSettings,
  platformParams as codeParams,
  platformPatch,
  vipLevelBody as vipInput,
  vipLevelParams as levelParams,
  type AdminGame,
  type GameSettings,
  type ListPage,
  type PayBank,
  type PayChannel,
  type PaymentSettings,
  type Platform,
  type PlatformSettings,
  type VipLevel,
  type VipLevelSettings,
  type WalletMode,
} from '@app/shared/admin-contract';
import { ok } from '../../lib/app-error.js';
import type { AuditService } from '../audit/audit.service.js';
import { PERMISSION } from '../operators/permissions.js';
import { actorOf } from './actor.js';
import type { CatalogueAdminService } from './catalogue-admin.service.js';
import { refuseMarkup } from './hostile-input.js';

/** A short fixed list (channels, levels, platforms) paged like every other back-office list. */
const pageOfAll = <T>(rows: T[], q: { page: number; per_page: number }): ListPage<T> => ({
  total: rows.length,
  data: rows.slice((q.page - 1) * q.per_page, q.page * q.per_page),
});

/** The service's platform view says 'seamless' or 'transfer', typed as text. */
const withMode = <T extends { wallet_mode: string }>(p: T) => ({
  ...p,
  wallet_mode: p.wallet_mode as WalletMode,
});

/**
 * Catalogue configuration. Payment configuration (channels, receiving accounts, USDT rate and
 * withdrawal rules) is money configuration: reading it needs moneyRead, changing it moneyAdjust,
 * which only finance and super admins hold; the full number of a receiving account is shown only
 * to them, in the edit form. Games need the games permission; VIP levels (and the red packet
 * campaign, in the redpacket module) need campaigns. Every change is audited with before/after;
 * markup in any field is refused and the attempt audited.
 */
export function catalogueAdminRoutes(catalogue: CatalogueAdminService, audit: AuditService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const moneyRead = { onRequest: app.requirePermission(PERMISSION.moneyRead) };
    const moneyAdjust = { onRequest: app.requirePermission(PERMISSION.moneyAdjust) };
    const games = { onRequest: app.requirePermission(PERMISSION.games) };
    const campaigns = { onRequest: app.requirePermission(PERMISSION.campaigns) };
    const guard = (action: string, type: string) => ({ preValidation: refuseMarkup(audit, action, type) });
    const { pay, vip, games: catalogueGames } = catalogue;

    r.get(
      '/admin/api/pay-channels',
      { ...moneyRead, schema: { tags, querystring: pageQuery } },
      async (request) => ok(pageOfAll<PayChannel>(await pay.channels(), request.query)),
    );
    r.put(
      '/admin/api/pay-channels/:key',
      {
        ...moneyAdjust,
        ...guard('paychannel.update', 'pay_channel'),
        schema: { tags, params: keyParams, body: channelPatch },
      },
      async (request) =>
        ok<PayChannel>(await pay.updateChannel(actorOf(request), request.params.key, request.body), '已保存'),
    );

    r.get(
      '/admin/api/pay-banks',
      { ...moneyRead, schema: { tags, querystring: bankQuery } },
      async (request) =>
        ok<ListPage<PayBank>>(
          await pay.banks({
            state: request.query.state,
            page: request.query.page,
            perPage: request.query.per_page,
          }),
        ),
    );
    r.get(
      '/admin/api/pay-banks/:id',
      { ...moneyAdjust, schema: { tags, params: idParams } },
      async (request) => ok<PayBank>(await pay.bank(request.params.id)),
    );
    r.post(
      '/admin/api/pay-banks',
      { ...moneyAdjust, ...guard('paybank.create', 'pay_bank'), schema: { tags, body: bankInput } },
      async (request) => ok<PayBank>(await pay.createBank(actorOf(request), request.body), '已添加收款账户'),
    );
    r.put(
      '/admin/api/pay-banks/:id',
      {
        ...moneyAdjust,
        ...guard('paybank.update', 'pay_bank'),
        schema: { tags, params: idParams, body: bankInput },
      },
      async (request) =>
        ok<PayBank>(await pay.updateBank(actorOf(request), request.params.id, request.body), '已保存'),
    );

    r.get('/admin/api/payment-settings', { ...moneyRead, schema: { tags } }, async () =>
      ok<PaymentSettings>(await pay.paymentSettings()),
    );
    r.put(
      '/admin/api/payment-settings',
      { ...moneyAdjust, ...guard('paysettings.update', 'settings'), schema: { tags, body: paymentSettings } },
      async (request) =>
        ok<PaymentSettings>(await pay.updatePaymentSettings(actorOf(request), request.body), '已保存'),
    );

    r.get(
      '/admin/api/vip-levels',
      { ...campaigns, schema: { tags, querystring: pageQuery } },
      async (request) => ok(pageOfAll<VipLevel>(await vip.list(), request.query)),
    );
    r.put(
      '/admin/api/vip-levels/:level',
      {
        ...campaigns,
        ...guard('vip.level.update', 'vip_level'),
        schema: { tags, params: levelParams, body: vipInput },
      },
      async (request) =>
        ok<VipLevelSettings>(
          await vip.update(actorOf(request), request.params.level, request.body),
          '已保存',
        ),
    );

    r.get('/admin/api/platforms', { ...games, schema: { tags, querystring: pageQuery } }, async (request) =>
      ok(pageOfAll<Platform>((await catalogueGames.platforms()).map(withMode), request.query)),
    );
    r.put(
      '/admin/api/platforms/:code',
      {
        ...games,
        ...guard('platform.update', 'platform'),
        schema: { tags, params: codeParams, body: platformPatch },
      },
      async (request) =>
        ok<PlatformSettings>(
          withMode(await catalogueGames.updatePlatform(actorOf(request), request.params.code, request.body)),
          '已保存',
        ),
    );
    r.get('/admin/api/games', { ...games, schema: { tags, querystring: gameQuery } }, async (request) => {
      const q = request.query;
      return ok<ListPage<AdminGame>>(
        await catalogueGames.games({
          platform: q.platform,
          category: q.category,
          q: q.q,
          app_state: q.app_state,
          hot: q.hot,
          page: q.page,
          perPage: q.per_page,
        }),
      );
    });
    r.put(
      '/admin/api/games/:id',
      { ...games, ...guard('game.update', 'game'), schema: { tags, params: idParams, body: gamePatch } },
      async (request) =>
        ok<GameSettings>(
          await catalogueGames.updateGame(actorOf(request), request.params.id, request.body),
          '已保存',
        ),
    );
  };
}

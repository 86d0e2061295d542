import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowId, text } from '@app/shared';
import { adminPaging } from '../../lib/admin-query.js';
import { ok } from '../../lib/app-error.js';
import type { AuditService } from '../audit/audit.service.js';
import { PERMISSION } from '../operators/permissions.js';
import { actorOf } from './actor.js';
import type { CatalogueAdminService } from './catalogue-admin.service.js';
import { refuseMarkup } from './hostile-input.js';

const flag = z.union([z.literal(0), z.literal(1)]);
const sort = z.number().int().min(0).max(9999);
/** Yuan as a string or a number; the service parses it and says what is wrong in Chinese. */
const amount = z.union([text(20), z.number()]).transform(String);
/** A percent ("0.45"); fishing may be "" to follow slots. */
const rate = z.union([text(10), z.number()]).transform(String);
const atLeastOne = (v: object) => Object.keys(v).length > 0;

const keyParams = z.strictObject({ key: text(32) });
const codeParams = z.strictObject({ code: text(32) });
const idParams = z.strictObject({ id: rowId });
const levelParams = z.strictObject({ level: z.coerce.number().int().min(0).max(100) });

const channelPatch = z
  .strictObject({
    enabled: flag.optional(),
    min: amount.optional(),
    max: amount.optional(),
    sort: sort.optional(),
  })
  .refine(atLeastOne, '请至少修改一项');
const bankInput = z.strictObject({
  bank_name: text(60),
  bank_no: text(60),
  bank_owner: text(100),
  bank_address: text(200).default(''),
  state: flag.default(1),
});
const paymentSettings = z.strictObject({
  usdt_rate: amount,
  withdraw_min: amount,
  withdraw_max: amount,
  withdraw_daily_count: amount,
  withdraw_hours: text(20),
  withdraw_fee_trc20: amount,
  withdraw_fee_erc20: amount,
});
const vipInput = z.strictObject({
  name: text(40),
  status: flag,
  flow: amount,
  recharge: amount,
  bonus: amount,
  rates: z.strictObject({
    live: rate,
    slots: rate,
    cards: rate,
    sports: rate,
    lottery: rate,
    esports: rate,
    fishing: rate,
  }),
});
const platformPatch = z
  .strictObject({ enabled: flag.optional(), sort: sort.optional() })
  .refine(atLeastOne, '请至少修改一项');
const gamePatch = z
  .strictObject({ app_state: flag.optional(), hot: flag.optional(), sort: sort.optional() })
  .refine(atLeastOne, '请至少修改一项');

const flagQuery = z.enum(['0', '1']).transform(Number).pipe(flag).optional();
const pageQuery = z.strictObject(adminPaging);
const bankQuery = z.strictObject({ ...adminPaging, state: flagQuery });
const gameQuery = z.strictObject({
  ...adminPaging,
  platform: text(32).optional(),
  category: text(32).optional(),
  q: text(50).optional(),
  app_state: flagQuery,
  hot: flagQuery,
});

/** A short fixed list (channels, levels, platforms) paged like every other back-office list. */
const pageOfAll = <T>(rows: T[], q: { page: number; per_page: number }) => ({
  total: rows.length,
  data: rows.slice((q.page - 1) * q.per_page, q.page * q.per_page),
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
      async (request) => ok(pageOfAll(await pay.channels(), request.query)),
    );
    r.put(
      '/admin/api/pay-channels/:key',
      {
        ...moneyAdjust,
        ...guard('paychannel.update', 'pay_channel'),
        schema: { tags, params: keyParams, body: channelPatch },
      },
      async (request) =>
        ok(await pay.updateChannel(actorOf(request), request.params.key, request.body), '已保存'),
    );

    r.get(
      '/admin/api/pay-banks',
      { ...moneyRead, schema: { tags, querystring: bankQuery } },
      async (request) =>
        ok(
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
      async (request) => ok(await pay.bank(request.params.id)),
    );
    r.post(
      '/admin/api/pay-banks',
      { ...moneyAdjust, ...guard('paybank.create', 'pay_bank'), schema: { tags, body: bankInput } },
      async (request) => ok(await pay.createBank(actorOf(request), request.body), '已添加收款账户'),
    );
    r.put(
      '/admin/api/pay-banks/:id',
      {
        ...moneyAdjust,
        ...guard('paybank.update', 'pay_bank'),
        schema: { tags, params: idParams, body: bankInput },
      },
      async (request) =>
        ok(await pay.updateBank(actorOf(request), request.params.id, request.body), '已保存'),
    );

    r.get('/admin/api/payment-settings', { ...moneyRead, schema: { tags } }, async () =>
      ok(await pay.paymentSettings()),
    );
    r.put(
      '/admin/api/payment-settings',
      { ...moneyAdjust, ...guard('paysettings.update', 'settings'), schema: { tags, body: paymentSettings } },
      async (request) => ok(await pay.updatePaymentSettings(actorOf(request), request.body), '已保存'),
    );

    r.get(
      '/admin/api/vip-levels',
      { ...campaigns, schema: { tags, querystring: pageQuery } },
      async (request) => ok(pageOfAll(await vip.list(), request.query)),
    );
    r.put(
      '/admin/api/vip-levels/:level',
      {
        ...campaigns,
        ...guard('vip.level.update', 'vip_level'),
        schema: { tags, params: levelParams, body: vipInput },
      },
      async (request) => ok(await vip.update(actorOf(request), request.params.level, request.body), '已保存'),
    );

    r.get('/admin/api/platforms', { ...games, schema: { tags, querystring: pageQuery } }, async (request) =>
      ok(pageOfAll(await catalogueGames.platforms(), request.query)),
    );
    r.put(
      '/admin/api/platforms/:code',
      {
        ...games,
        ...guard('platform.update', 'platform'),
        schema: { tags, params: codeParams, body: platformPatch },
      },
      async (request) =>
        ok(
          await catalogueGames.updatePlatform(actorOf(request), request.params.code, request.body),
          '已保存',
        ),
    );
    r.get('/admin/api/games', { ...games, schema: { tags, querystring: gameQuery } }, async (request) => {
      const q = request.query;
      return ok(
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
        ok(await catalogueGames.updateGame(actorOf(request), request.params.id, request.body), '已保存'),
    );
  };
}

import { createReadStream } from 'node:fs';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bannerBody,
  bannerMoveBody,
  bannersQuery as bannerList,
  idParams,
  noticeBody,
  noticesQuery as noticeList,
  siteItemStateBody as stateBody,
  siteSettingsBody as settingsBody,
  welcomeBody,
  type BannerRow,
  type CreatedRow,
  type ListPage,
  type NoticeRow,
  type SiteSettings,
  type SiteSettingsChange,
  type UploadedImage,
  type Welcome,
} from '@app/shared/admin-contract';
import { AppError, ok } from '../../lib/app-error.js';
import { readUpload } from '../../lib/upload.js';
import type { AuditService } from '../audit/audit.service.js';
import { PERMISSION } from '../operators/permissions.js';
import type { SiteAdminService } from './site-admin.service.js';
import { CONTENT_TYPE, IMAGE_MSG, SITE_IMAGE_MAX_BYTES, SITE_IMAGE_NAME } from './site-images.js';

/** A refused write is recorded with what was attempted (cut short), like a refused permission. */
async function auditRefusal(
  audit: AuditService,
  request: FastifyRequest,
  error: FastifyError,
): Promise<void> {
  let attempt = '';
  try {
    attempt = request.isMultipart() ? '(file)' : JSON.stringify(request.body ?? {}).slice(0, 2000);
  } catch {
    attempt = '';
  }
  await audit.record({
    operatorId: request.operator!.id,
    action: 'site.refused',
    target: { type: 'route', id: `${request.method} ${request.routeOptions.url ?? ''}`.slice(0, 64) },
    detail: { message: error.message.slice(0, 300), attempt },
    ip: request.ip,
    outcome: 'denied',
  });
}

/**
 * Back office: home banners, notices and the welcome modal (content permission), site settings
 * with maintenance mode (settings permission), image uploads; and serving the uploaded images.
 */
export function siteAdminRoutes(site: SiteAdminService, audit: AuditService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const content = { onRequest: app.requirePermission(PERMISSION.content) };
    const settings = { onRequest: app.requirePermission(PERMISSION.settings) };
    const actor = (request: FastifyRequest) => ({ operatorId: request.operator!.id, ip: request.ip });
    await app.register(multipart, {
      limits: { fileSize: SITE_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    });

    // Every refused change (bad field, hostile markup, unknown key) is audited, then answered by
    // the application's error handler as usual.
    app.setErrorHandler(async (error: FastifyError, request) => {
      const refusal =
        error instanceof AppError ||
        hasZodFastifySchemaValidationErrors(error) ||
        (error.statusCode !== undefined && error.statusCode < 500);
      if (refusal && request.operator && request.method !== 'GET') await auditRefusal(audit, request, error);
      throw error;
    });

    // Banners
    r.get(
      '/admin/api/site/banners',
      { ...content, schema: { tags, querystring: bannerList } },
      async (request) =>
        ok<ListPage<BannerRow>>(
          await site.banners.list({
            state: request.query.state,
            page: request.query.page,
            perPage: request.query.per_page,
          }),
        ),
    );
    r.post('/admin/api/site/banners', { ...content, schema: { tags, body: bannerBody } }, async (request) =>
      ok<CreatedRow>({ id: await site.banners.create(actor(request), request.body) }, '轮播图已发布'),
    );
    r.put(
      '/admin/api/site/banners/:id',
      { ...content, schema: { tags, params: idParams, body: bannerBody } },
      async (request) => {
        await site.banners.update(actor(request), request.params.id, request.body);
        return ok(null, '轮播图已保存');
      },
    );
    r.post(
      '/admin/api/site/banners/:id/state',
      { ...content, schema: { tags, params: idParams, body: stateBody } },
      async (request) => {
        await site.banners.setState(actor(request), request.params.id, request.body.state);
        return ok(null, request.body.state ? '已启用' : '已停用');
      },
    );
    r.post(
      '/admin/api/site/banners/:id/move',
      {
        ...content,
        schema: {
          tags,
          params: idParams,
          body: bannerMoveBody,
        },
      },
      async (request) => {
        await site.banners.move(actor(request), request.params.id, request.body.direction);
        return ok(null, '顺序已调整');
      },
    );
    r.post(
      '/admin/api/site/banners/:id/delete',
      { ...content, schema: { tags, params: idParams } },
      async (request) => {
        await site.banners.remove(actor(request), request.params.id);
        return ok(null, '轮播图已删除');
      },
    );

    // Notices: the marquee and announcements
    r.get(
      '/admin/api/site/notices',
      { ...content, schema: { tags, querystring: noticeList } },
      async (request) =>
        ok<ListPage<NoticeRow>>(
          await site.notices.list({
            kind: request.query.kind,
            state: request.query.state,
            page: request.query.page,
            perPage: request.query.per_page,
          }),
        ),
    );
    r.post('/admin/api/site/notices', { ...content, schema: { tags, body: noticeBody } }, async (request) =>
      ok<CreatedRow>({ id: await site.notices.create(actor(request), request.body) }, '公告已发布'),
    );
    r.put(
      '/admin/api/site/notices/:id',
      { ...content, schema: { tags, params: idParams, body: noticeBody } },
      async (request) => {
        await site.notices.update(actor(request), request.params.id, request.body);
        return ok(null, '公告已保存');
      },
    );
    r.post(
      '/admin/api/site/notices/:id/state',
      { ...content, schema: { tags, params: idParams, body: stateBody } },
      async (request) => {
        await site.notices.setState(actor(request), request.params.id, request.body.state);
        return ok(null, request.body.state ? '已启用' : '已停用');
      },
    );
    r.post(
      '/admin/api/site/notices/:id/delete',
      { ...content, schema: { tags, params: idParams } },
      async (request) => {
        await site.notices.remove(actor(request), request.params.id);
        return ok(null, '公告已删除');
      },
    );

    // The welcome modal (index_modal)
    r.get('/admin/api/site/welcome', { ...content, schema: { tags } }, async () =>
      ok<Welcome>({ html: await site.settings.welcome() }),
    );
    r.put('/admin/api/site/welcome', { ...content, schema: { tags, body: welcomeBody } }, async (request) =>
      ok<Welcome>(
        { html: await site.settings.saveWelcome(actor(request), request.body.html) },
        '首页弹窗已保存',
      ),
    );

    // Site settings, maintenance mode included
    r.get('/admin/api/site/settings', { ...settings, schema: { tags } }, async () =>
      ok<SiteSettings>(await site.settings.get()),
    );
    r.put(
      '/admin/api/site/settings',
      { ...settings, schema: { tags, body: settingsBody } },
      async (request) => {
        const { changed } = await site.settings.update(actor(request), request.body);
        return ok<SiteSettingsChange>({ changed }, changed.length ? '站点设置已保存' : '没有需要保存的修改');
      },
    );

    // Images for banners, the logo and the promo float: one file, checked by its content.
    app.post('/admin/api/site/images', { ...content, schema: { tags } }, async (request) => {
      const buffer = await readUpload(request, { missing: IMAGE_MSG.missing, tooLarge: IMAGE_MSG.size });
      return ok<UploadedImage>({ url: await site.images.upload(actor(request), buffer) }, '图片已上传');
    });

    // Served with the type their content was checked for, never sniffed, never run.
    app.get<{ Params: { name: string } }>(
      '/uploads/site/:name',
      { schema: { hide: true } },
      async (request, reply) => {
        const match = SITE_IMAGE_NAME.exec(request.params.name);
        const path = match ? site.images.pathOf(`/uploads/site/${request.params.name}`) : null;
        if (!match || !path || !(await site.images.exists(`/uploads/site/${request.params.name}`))) {
          return reply.status(404).send({ code: 404, message: '文件不存在', data: null });
        }
        return reply
          .type(CONTENT_TYPE[match[2]!]!)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(createReadStream(path));
      },
    );
  };
}

import { describe, expect, it } from 'vitest';
import { parseSiteLink, SITE_LINK_MSG } from '@app/shared';
import { call, roleOperatorToken } from '../../../test/helpers.js';
import { JPEG_HEAD, PNG, refusedDetail, siteAdminTests, WEBP_HEAD } from './site-admin.test-support.js';

const site = siteAdminTests();
const { send, upload, homeBanners, lastAudit, countRows } = site;
/** Saves a banner's edit form (shown, unless `state` says otherwise). */
const editBanner = (id: number, banner: { src: string; link: string; sort: number; state?: number }) =>
  send('PUT', `/admin/api/site/banners/${id}`, { state: 1, ...banner });

describe('permissions', () => {
  it('content screens need the content permission, site settings the settings permission', async () => {
    const support = await roleOperatorToken(site.t, 'support');
    const operations = await roleOperatorToken(site.t, 'operations');
    expect((await send('GET', '/admin/api/site/banners', undefined, support.token)).status).toBe(403);
    expect((await send('GET', '/admin/api/site/notices?kind=marquee', undefined, support.token)).status).toBe(
      403,
    );
    expect((await upload(PNG, 'a.png', 'image/png', support.token)).status).toBe(403);
    expect((await send('GET', '/admin/api/site/banners', undefined, operations.token)).code).toBe(200);
    expect((await send('GET', '/admin/api/site/welcome', undefined, operations.token)).code).toBe(200);
    const refused = await send('PUT', '/admin/api/site/settings', { site_state: '0' }, operations.token);
    expect(refused).toMatchObject({ status: 403, message: '没有权限执行此操作' });
    expect(await lastAudit()).toMatchObject({
      operator_id: operations.id,
      action: 'access.denied',
      outcome: 'denied',
    });
    expect((await call(site.t.app, 'POST', '/api/app', {})).data.site_state).toBe(1);
    expect((await site.t.app.inject({ method: 'GET', url: '/admin/api/site/settings' })).statusCode).toBe(
      401,
    );
  });
});

describe('banners', () => {
  let uploaded = '';
  let bannerId = 0;

  it('takes PNG, JPEG, GIF and WebP by their content and serves them as images that cannot run', async () => {
    const res = await upload(PNG, 'x.gif', 'image/gif');
    expect(res).toMatchObject({ code: 200, message: '图片已上传' });
    uploaded = res.data.url;
    expect(uploaded).toMatch(/^\/uploads\/site\/[0-9a-f]{24}\.png$/);
    const served = await site.t.app.inject({ method: 'GET', url: uploaded });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await upload(JPEG_HEAD, 'a.jpg', 'image/jpeg')).data.url).toMatch(/\.jpg$/);
    expect((await upload(WEBP_HEAD, 'a.webp', 'image/webp')).data.url).toMatch(/\.webp$/);
    expect(await lastAudit('site.image.upload')).toMatchObject({ outcome: 'ok', detail: { type: 'webp' } });
  });

  it('refuses SVG, HTML named .png and oversized files, and audits each refusal', async () => {
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'x.svg',
      'image/svg+xml',
    );
    expect(svg).toMatchObject({ code: 400, message: '图片仅支持 PNG、JPG、GIF 或 WebP 格式' });
    expect(await lastAudit()).toMatchObject({
      action: 'site.refused',
      outcome: 'denied',
      target_id: 'POST /admin/api/site/images',
    });
    expect((await upload(Buffer.from('<html><script>alert(1)</script>'), 'evil.png')).code).toBe(400);
    expect(await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]))).toMatchObject({
      code: 400,
      message: '图片不能超过2MB',
    });
    expect(await upload(Buffer.alloc(0))).toMatchObject({ code: 400 });
    expect(
      (await site.t.app.inject({ method: 'GET', url: '/uploads/site/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(404);
    expect(
      (await site.t.app.inject({ method: 'GET', url: '/uploads/site/000000000000000000000000.png' }))
        .statusCode,
    ).toBe(404);
  });

  it('publishes a banner with an uploaded image; players see it first, with its link', async () => {
    const res = await send('POST', '/admin/api/site/banners', {
      src: uploaded,
      link: '/discount',
      sort: 100,
      state: 1,
    });
    expect(res).toMatchObject({ code: 200, message: '轮播图已发布' });
    bannerId = res.data.id;
    expect((await homeBanners())[0]).toEqual({ id: bannerId, src: uploaded, link: '/discount' });
    expect(await lastAudit()).toMatchObject({
      action: 'banner.create',
      target_type: 'banner',
      target_id: String(bannerId),
      after: { src: uploaded, link: '/discount', sort: 100, state: 1 },
    });
    const list = await send('GET', '/admin/api/site/banners?per_page=2');
    expect(list.data.total).toBe(4);
    expect(list.data.data).toHaveLength(2);
    expect(list.data.data[0]).toMatchObject({
      id: bannerId,
      state: 1,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
  });

  it('refuses images not uploaded here and links naming none of the site pages or promotions', async () => {
    const banners = await countRows('banners');
    const db = site.t.database.db;
    const { type_id } = await db.selectFrom('activities').select('type_id').executeTakeFirstOrThrow();
    const hidden = await db
      .insertInto('activities')
      .values({
        type_id,
        title: '已下架活动',
        banner: '',
        content: '',
        state: 0,
        created_at: 0,
        updated_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [body, message] of [
      [{ src: '/img/banner-1.webp', link: '/wallet' }, '请上传轮播图图片'],
      [{ src: 'https://evil.example/x.png', link: '/wallet' }, '请上传轮播图图片'],
      [{ src: uploaded }, SITE_LINK_MSG.required],
      [{ src: uploaded, link: '  ' }, SITE_LINK_MSG.required],
      [{ src: uploaded, link: '/nowhere' }, SITE_LINK_MSG.unknown],
      [{ src: uploaded, link: 'https://example.com/promo' }, SITE_LINK_MSG.unknown],
      [{ src: uploaded, link: 'javascript:alert(document.cookie)' }, SITE_LINK_MSG.unknown],
      [{ src: uploaded, link: '//evil.example' }, SITE_LINK_MSG.unknown],
      [{ src: uploaded, link: '/x" onmouseover="alert(1)' }, SITE_LINK_MSG.unknown],
      [{ src: uploaded, link: '/discountInfo?id=999999' }, SITE_LINK_MSG.activity],
      [{ src: uploaded, link: `/discountInfo?id=${hidden.id}` }, SITE_LINK_MSG.activity],
      [{ src: uploaded, link: '/wallet', sort: -1 }, '参数过短或过小：sort'],
      [{ src: uploaded, link: '/wallet', state: 2 }, '参数格式错误：state'],
      [{ src: uploaded, link: '/wallet', extra: 1 }, '不支持的参数：extra'],
    ] as const) {
      expect(await send('POST', '/admin/api/site/banners', body)).toMatchObject({ code: 400, message });
      expect(await lastAudit()).toMatchObject({
        action: 'site.refused',
        outcome: 'denied',
        detail: refusedDetail(message),
      });
    }
    expect(await countRows('banners')).toBe(banners);
    for (const link of ['', '/nowhere']) {
      expect(await editBanner(bannerId, { src: uploaded, link, sort: 100 })).toMatchObject({ code: 400 });
    }
    expect(await lastAudit()).toMatchObject({
      action: 'site.refused',
      detail: { attempt: expect.stringContaining('/nowhere') },
    });
    expect((await homeBanners())[0]!.link).toBe('/discount');
  });

  it('links a banner to a shown promotion by its detail page', async () => {
    const shown = await site.t.database.db
      .selectFrom('activities')
      .select('id')
      .where('state', '=', 1)
      .executeTakeFirstOrThrow();
    const link = `/discountInfo?id=${shown.id}`;
    expect((await editBanner(bannerId, { src: uploaded, link, sort: 100 })).code).toBe(200);
    expect((await homeBanners())[0]).toMatchObject({ id: bannerId, link });
    expect((await editBanner(bannerId, { src: uploaded, link: '/discount', sort: 100 })).code).toBe(200);
  });

  it('seeds each home banner with the page its drawn button names', async () => {
    const seeded = (await homeBanners()).filter((b) => b.src.startsWith('/img/banner-'));
    expect(Object.fromEntries(seeded.map((b) => [b.src, b.link]))).toEqual({
      '/img/banner-1.webp': '/wallet', // 立即存款 ›
      '/img/banner-2.webp': '/vip', // 查看特权 ›
      '/img/banner-3.webp': '/hongbao', // 马上去抢 ›
    });
    for (const banner of await homeBanners()) expect(parseSiteLink(banner.link), banner.src).not.toBeNull();
  });

  it('edits, disables, reorders and deletes, each audited with before and after', async () => {
    // The seeded banner keeps its own (non-uploaded) image when only the link changes.
    const seeded = (await homeBanners()).find((b) => b.src === '/img/banner-2.webp')!;
    const kept = await editBanner(seeded.id, {
      src: '/img/banner-2.webp',
      link: '/welfare',
      sort: 2,
    });
    expect(kept.code).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'banner.update',
      before: { link: '/vip' },
      after: { link: '/welfare' },
    });

    expect((await send('POST', `/admin/api/site/banners/${bannerId}/state`, { state: 0 })).message).toBe(
      '已停用',
    );
    expect((await homeBanners()).map((b) => b.id)).not.toContain(bannerId);
    expect(await lastAudit()).toMatchObject({
      action: 'banner.disable',
      before: { state: 1 },
      after: { state: 0 },
    });
    expect(
      (await send('GET', '/admin/api/site/banners?state=0')).data.data.map((b: { id: number }) => b.id),
    ).toEqual([bannerId]);
    await send('POST', `/admin/api/site/banners/${bannerId}/state`, { state: 1 });

    const order = async () => (await homeBanners()).map((b) => b.id);
    const start = await order();
    expect(start[0]).toBe(bannerId);
    expect(await send('POST', `/admin/api/site/banners/${bannerId}/move`, { direction: 'up' })).toMatchObject(
      { code: 400, message: '已经是第一张' },
    );
    await send('POST', `/admin/api/site/banners/${bannerId}/move`, { direction: 'down' });
    expect(await order()).toEqual([start[1], bannerId, ...start.slice(2)]);
    expect(await lastAudit()).toMatchObject({
      action: 'banner.reorder',
      before: { order: start },
      after: { order: [start[1], bannerId, ...start.slice(2)] },
    });
    await send('POST', `/admin/api/site/banners/${bannerId}/move`, { direction: 'up' });
    expect(await order()).toEqual(start);

    expect((await send('POST', `/admin/api/site/banners/${bannerId}/delete`)).message).toBe('轮播图已删除');
    expect(await order()).toEqual(start.slice(1));
    expect(await lastAudit()).toMatchObject({ action: 'banner.delete', before: { src: uploaded } });
    expect(await send('POST', `/admin/api/site/banners/${bannerId}/delete`)).toMatchObject({
      code: 400,
      message: '轮播图不存在或已删除',
    });
  });
});

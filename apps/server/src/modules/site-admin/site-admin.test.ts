import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '@app/shared';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { seedDemo } from '../../db/seed.js';
import {
  buildTestApp,
  call,
  operatorToken,
  registerPlayer,
  roleOperatorToken,
  type Answer,
  type TestApp,
} from '../../../test/helpers.js';

let t: TestApp;
let admin: string;

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const WEBP_HEAD = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database.db, { demoPassword: 'demo8888' });
  admin = await operatorToken(t);
});
afterAll(() => t.close());

async function send<T = any>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  token = admin,
): Promise<Answer<T>> {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  const json = res.json();
  return { status: res.statusCode, code: json.code, message: json.message, data: json.data };
}

async function upload(
  content: Buffer,
  name = 'banner.png',
  type = 'image/png',
  token = admin,
): Promise<Answer<{ url: string }>> {
  const boundary = '----site7f1';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/api/site/images',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  const json = res.json();
  return { status: res.statusCode, code: json.code, message: json.message, data: json.data };
}

async function lastAudit(action?: string) {
  let q = t.database.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc');
  if (action) q = q.where('action', '=', action);
  const row = await q.executeTakeFirstOrThrow();
  return {
    ...row,
    detail: JSON.parse(row.detail || '{}'),
    before: row.before_state ? JSON.parse(row.before_state) : undefined,
    after: row.after_state ? JSON.parse(row.after_state) : undefined,
  };
}

/** Schema refusals are audited with the schema's own wording; business refusals with the message the operator saw. */
const refusedDetail = (message: string) =>
  /^(参数|不支持的参数|缺少参数|请至少)/.test(message) ? { message: expect.any(String) } : { message };

const homeBanners = async () =>
  (await call(t.app, 'POST', '/api/bannerList', { type: 2 })).data as {
    id: number;
    src: string;
    link: string;
  }[];
const countRows = async (table: 'banners' | 'notices' | 'audit_log') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('permissions', () => {
  it('content screens need the content permission, site settings the settings permission', async () => {
    const support = await roleOperatorToken(t, 'support');
    const operations = await roleOperatorToken(t, 'operations');
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
    expect((await call(t.app, 'POST', '/api/app', {})).data.site_state).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/site/settings' })).statusCode).toBe(401);
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
    const served = await t.app.inject({ method: 'GET', url: uploaded });
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
      (await t.app.inject({ method: 'GET', url: '/uploads/site/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/uploads/site/000000000000000000000000.png' })).statusCode,
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

  it('refuses an image that was not uploaded here and a link that is not a web or site address, changing nothing', async () => {
    const banners = await countRows('banners');
    for (const [body, message] of [
      [{ src: '/img/banner-1.svg', link: '' }, '请上传轮播图图片'],
      [{ src: 'https://evil.example/x.png', link: '' }, '请上传轮播图图片'],
      [
        { src: uploaded, link: 'javascript:alert(document.cookie)' },
        '跳转链接须为 http(s):// 开头的网址或以 / 开头的站内路径',
      ],
      [{ src: uploaded, link: '//evil.example' }, '跳转链接须为 http(s):// 开头的网址或以 / 开头的站内路径'],
      [
        { src: uploaded, link: '/x" onmouseover="alert(1)' },
        '跳转链接须为 http(s):// 开头的网址或以 / 开头的站内路径',
      ],
      [{ src: uploaded, link: '', sort: -1 }, '参数过短或过小：sort'],
      [{ src: uploaded, link: '', state: 2 }, '参数格式错误：state'],
      [{ src: uploaded, link: '', extra: 1 }, '不支持的参数：extra'],
    ] as const) {
      expect(await send('POST', '/admin/api/site/banners', body)).toMatchObject({ code: 400, message });
      expect(await lastAudit()).toMatchObject({
        action: 'site.refused',
        outcome: 'denied',
        detail: refusedDetail(message),
      });
    }
    expect(await countRows('banners')).toBe(banners);
    const edit = await send('PUT', `/admin/api/site/banners/${bannerId}`, {
      src: uploaded,
      link: 'javascript:alert(1)',
      sort: 100,
      state: 1,
    });
    expect(edit.code).toBe(400);
    expect(await lastAudit()).toMatchObject({
      action: 'site.refused',
      detail: { attempt: expect.stringContaining('javascript:alert(1)') },
    });
    expect((await homeBanners())[0]!.link).toBe('/discount');
  });

  it('edits, disables, reorders and deletes, each audited with before and after', async () => {
    // The seeded banner keeps its own (non-uploaded) image when only the link changes.
    const seeded = (await homeBanners()).find((b) => b.src === '/img/banner-2.svg')!;
    const kept = await send('PUT', `/admin/api/site/banners/${seeded.id}`, {
      src: '/img/banner-2.svg',
      link: 'https://example.com/promo',
      sort: 2,
      state: 1,
    });
    expect(kept.code).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'banner.update',
      before: { link: '' },
      after: { link: 'https://example.com/promo' },
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

describe('notices', () => {
  it('publishes a marquee line and an announcement that players see at once', async () => {
    const line = await send('POST', '/admin/api/site/notices', {
      kind: 'marquee',
      content: '  周末存款加赠10%，详见优惠活动  ',
      sort: 99,
    });
    expect(line.code).toBe(200);
    expect((await call(t.app, 'POST', '/api/homenotice', {})).data[0]).toBe('周末存款加赠10%，详见优惠活动');
    const notice = await send('POST', '/admin/api/site/notices', {
      kind: 'announcement',
      title: '春节活动公告',
      content: '<p style="position:fixed;color:#c81e3a">春节<u>红包</u>加倍</p><marquee>旧标签</marquee>',
      sort: 99,
    });
    expect(notice.code).toBe(200);
    const first = (await call(t.app, 'POST', '/api/noticeList', { page: 1 })).data.data[0];
    // Styles and tags outside the allowed set are removed, the rest kept.
    expect(first).toMatchObject({
      id: notice.data.id,
      title: '春节活动公告',
      content: '<p style="color:#c81e3a">春节<u>红包</u>加倍</p>旧标签',
    });
    expect(await lastAudit()).toMatchObject({
      action: 'notice.create',
      after: { kind: 'announcement', content: first.content },
    });

    const list = await send('GET', '/admin/api/site/notices?kind=announcement');
    expect(list.data.total).toBe(4);
    expect(list.data.data[0]).toMatchObject({ id: notice.data.id, kind: 'announcement', state: 1 });

    await send('POST', `/admin/api/site/notices/${notice.data.id}/state`, { state: 0 });
    expect((await call(t.app, 'POST', '/api/noticeList', { page: 1 })).data.data[0].id).not.toBe(
      notice.data.id,
    );
    const edited = await send('PUT', `/admin/api/site/notices/${line.data.id}`, {
      kind: 'marquee',
      content: '周末存款加赠12%',
      sort: 99,
      state: 1,
    });
    expect(edited.code).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'notice.update',
      before: { content: '周末存款加赠10%，详见优惠活动' },
      after: { content: '周末存款加赠12%' },
    });
    await send('POST', `/admin/api/site/notices/${line.data.id}/delete`);
    expect((await call(t.app, 'POST', '/api/homenotice', {})).data).not.toContain('周末存款加赠12%');
  });

  it('refuses hostile markup in every notice field, changing nothing, and audits the attempt', async () => {
    const before = await countRows('notices');
    const attempts = [
      [{ kind: 'marquee', content: '<img src=x onerror=alert(1)>' }, '滚动公告内容不能包含HTML标签或脚本'],
      [{ kind: 'marquee', content: '<b>加粗</b>' }, '滚动公告内容不能包含HTML标签或脚本'],
      [
        { kind: 'announcement', title: '<script>alert(1)</script>标题', content: '<p>x</p>' },
        '公告标题不能包含HTML标签或脚本',
      ],
      [
        { kind: 'announcement', title: '标题', content: '<p>hi</p><script>alert(1)</script>' },
        '公告内容包含脚本、事件属性或内嵌页面等不允许的内容，已拒绝保存',
      ],
      [
        { kind: 'announcement', title: '标题', content: '<a href="javascript:alert(1)">点我</a>' },
        '公告内容包含脚本、事件属性或内嵌页面等不允许的内容，已拒绝保存',
      ],
      [
        { kind: 'announcement', title: '标题', content: '<iframe src="https://evil.example"></iframe>' },
        '公告内容包含脚本、事件属性或内嵌页面等不允许的内容，已拒绝保存',
      ],
      [{ kind: 'announcement', title: '标题', content: '<p>   </p>' }, '请填写公告内容'],
      [{ kind: 'popup', content: 'x' }, '参数格式错误：kind'],
    ] as const;
    for (const [body, message] of attempts) {
      expect(await send('POST', '/admin/api/site/notices', body)).toMatchObject({ code: 400, message });
      expect(await lastAudit()).toMatchObject({
        action: 'site.refused',
        outcome: 'denied',
        target_id: 'POST /admin/api/site/notices',
        detail: refusedDetail(message),
      });
    }
    expect(await countRows('notices')).toBe(before);
  });
});

describe('welcome modal', () => {
  it('saves sanitised HTML that /api/app serves, refuses script, and clears to no modal', async () => {
    const saved = await send('PUT', '/admin/api/site/welcome', {
      html: '<h3>欢迎</h3><p class="x">新春<strong>快乐</strong></p>',
    });
    expect(saved).toMatchObject({
      code: 200,
      data: { html: '<h3>欢迎</h3><p>新春<strong>快乐</strong></p>' },
    });
    expect((await call(t.app, 'POST', '/api/app', {})).data.index_modal).toBe(
      '<h3>欢迎</h3><p>新春<strong>快乐</strong></p>',
    );
    expect(await lastAudit()).toMatchObject({
      action: 'site.welcome.update',
      after: { index_modal: '<h3>欢迎</h3><p>新春<strong>快乐</strong></p>' },
    });

    const hostile = await send('PUT', '/admin/api/site/welcome', {
      html: '<p onclick="steal()">点击领取</p>',
    });
    expect(hostile).toMatchObject({
      code: 400,
      message: '首页弹窗包含脚本、事件属性或内嵌页面等不允许的内容，已拒绝保存',
    });
    expect(await lastAudit()).toMatchObject({
      action: 'site.refused',
      detail: { attempt: expect.stringContaining('steal()') },
    });
    expect((await send('GET', '/admin/api/site/welcome')).data.html).toBe(
      '<h3>欢迎</h3><p>新春<strong>快乐</strong></p>',
    );

    // Stored before a rule existed: still served sanitised.
    await t.services.settings.set({ index_modal: '<p>hi</p><img src=x onerror="alert(1)">' });
    expect((await call(t.app, 'POST', '/api/app', {})).data.index_modal).toBe('<p>hi</p><img src="x" />');

    expect((await send('PUT', '/admin/api/site/welcome', { html: '' })).code).toBe(200);
    expect((await call(t.app, 'POST', '/api/app', {})).data.index_modal).toBe('');
  });
});

describe('site settings', () => {
  it('reads the site keys only and saves what changed, audited with before and after', async () => {
    const current = await send('GET', '/admin/api/site/settings');
    expect(current.data).toMatchObject({ site_title: '金沙娱乐', site_state: '1', service_url: '' });
    expect(current.data).not.toHaveProperty('usdt_rate');

    const res = await send('PUT', '/admin/api/site/settings', {
      site_title: '  金沙国际 ',
      service_url: 'https://chat.example.com/room/9',
      site_state: '1',
    });
    expect(res).toMatchObject({ code: 200, data: { changed: ['site_title', 'service_url'] } });
    expect((await call(t.app, 'POST', '/api/app', {})).data.title).toBe('金沙国际');
    expect((await call(t.app, 'POST', '/api/getservicerurl', {})).data.url).toBe(
      'https://chat.example.com/room/9',
    );
    expect(await lastAudit()).toMatchObject({
      action: 'site.settings.update',
      target_type: 'settings',
      detail: { keys: ['site_title', 'service_url'] },
      before: { site_title: '金沙娱乐', service_url: '' },
      after: { site_title: '金沙国际', service_url: 'https://chat.example.com/room/9' },
    });
    expect(await send('PUT', '/admin/api/site/settings', { site_title: '金沙国际' })).toMatchObject({
      code: 200,
      message: '没有需要保存的修改',
    });

    const ios = await send('PUT', '/admin/api/site/settings', {
      ios_download_url: 'itms-services://?action=download-manifest&url=https://dl.example.com/app.plist',
      android_download_url: '/download/app.apk',
    });
    expect(ios.code).toBe(200);
    await send('PUT', '/admin/api/site/settings', { site_title: '金沙娱乐', service_url: '' });
  });

  it('refuses bad values key by key, writing none of a batch with one bad value', async () => {
    const audits = await countRows('audit_log');
    const cases = [
      [{ site_title: '<img src=x onerror=alert(1)>' }, '站点名称不能包含HTML标签或脚本'],
      [{ site_title: '   ' }, '请填写站点名称'],
      [{ site_title: '金'.repeat(33) }, '站点名称不能超过32个字'],
      [{ repair_tips: '维护中<script>alert(1)</script>' }, '维护公告不能包含HTML标签或脚本'],
      [{ service_url: 'javascript:alert(1)' }, '在线客服地址须为 http(s):// 开头的网址或以 / 开头的站内路径'],
      [
        { android_download_url: 'data:text/html,<script>alert(1)</script>' },
        '安卓下载地址须为 http(s):// 开头的网址或以 / 开头的站内路径',
      ],
      [{ visit_url: '/elsewhere' }, '访问跳转地址须为 http:// 或 https:// 开头的完整网址'],
      [{ ios_download_url: 'itms-services' }, 'iOS下载地址须为 http(s):// 开头的网址或以 / 开头的站内路径'],
      [{ site_state: '2' }, '站点状态只能是 0 或 1'],
      [{ site_logo: '' }, '请填写站点Logo'],
      [{ usdt_rate: '1.00' }, '不支持的参数：usdt_rate'],
      [{}, '请至少修改一项设置'],
      [
        { site_title: '好名字', promo_link: 'vbscript:x' },
        '悬浮广告链接须为 http(s):// 开头的网址或以 / 开头的站内路径',
      ],
    ] as const;
    for (const [body, message] of cases) {
      expect(await send('PUT', '/admin/api/site/settings', body)).toMatchObject({ code: 400, message });
      expect(await lastAudit()).toMatchObject({
        action: 'site.refused',
        outcome: 'denied',
        detail: refusedDetail(message),
      });
    }
    expect(await countRows('audit_log')).toBe(audits + cases.length);
    expect((await send('GET', '/admin/api/site/settings')).data).toMatchObject({
      site_title: '金沙娱乐',
      site_state: '1',
      promo_link: '/discount',
    });
  });
});

describe('maintenance mode', () => {
  it('closes the player API on every node within seconds, never the back office or provider and gateway callbacks', async () => {
    const player = await registerPlayer(t.app);
    // A second API node on the same database, its settings cache already warm.
    const config = loadConfig({
      CAPTCHA_MODE: 'off',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      DEMO_PROVIDER_DB: ':memory:',
      GAME_SYNC_MS: '0',
      UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'uploads-')),
    });
    const other = await buildApp({ config, clock: t.clock, database: t.database, logger: false });
    await other.app.ready();
    try {
      expect((await call(other.app, 'POST', '/api/balance', {}, { token: player.token })).code).toBe(200);

      const on = await send('PUT', '/admin/api/site/settings', {
        site_state: '0',
        repair_tips: '系统升级中，预计 06:00 恢复',
      });
      expect(on).toMatchObject({ code: 200, data: { changed: ['site_state', 'repair_tips'] } });
      expect(await lastAudit()).toMatchObject({
        action: 'site.maintenance.on',
        before: { site_state: '1' },
        after: { site_state: '0', repair_tips: '系统升级中，预计 06:00 恢复' },
      });

      // This node at once.
      expect((await call(t.app, 'POST', '/api/app', {})).data).toMatchObject({
        site_state: 0,
        repair_tips: '系统升级中，预计 06:00 恢复',
      });
      const refused = await call(t.app, 'POST', '/api/balance', {}, { token: player.token });
      expect(refused).toMatchObject({
        status: 200,
        code: CODE.maintenance,
        message: '系统升级中，预计 06:00 恢复',
        data: null,
      });
      for (const [method, url, body] of [
        ['POST', '/api/login_pc', { name: player.name, password: 'abc12345z' }],
        ['POST', '/api/register', { name: 'newbie01x' }],
        ['POST', '/api/withdraw', { amount: 100 }],
        ['POST', '/api/getGameUrl', { plat_name: 'demo' }],
        ['POST', '/api/transall', {}],
      ] as const) {
        expect((await call(t.app, method, url, body, { token: player.token })).code).toBe(CODE.maintenance);
      }
      // Public site content still reads (the console previews it); nothing of a player's.
      expect((await call(t.app, 'POST', '/api/bannerList', { type: 2 })).code).toBe(200);
      expect((await call(t.app, 'POST', '/api/noticeList', { page: 1 })).code).toBe(200);
      // Operators keep working: the back office answers, maintenance can be switched off.
      expect((await send('GET', '/admin/api/me')).code).toBe(200);
      expect((await send('GET', '/admin/api/site/banners')).code).toBe(200);
      // Game providers and payment gateways are still heard (their own checks answer, not maintenance).
      const wallet = await t.app.inject({
        method: 'POST',
        url: '/api/provider/demo/wallet/balance',
        payload: {},
      });
      expect(wallet.json().code).not.toBe(CODE.maintenance);
      const notify = await t.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: {} });
      expect(notify.body).not.toContain('"code":503');
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);

      // The other node still has the old settings cached for up to 3 s, then closes too.
      expect((await call(other.app, 'POST', '/api/balance', {}, { token: player.token })).code).toBe(200);
      t.clock.advance(3001);
      expect((await call(other.app, 'POST', '/api/balance', {}, { token: player.token })).code).toBe(
        CODE.maintenance,
      );
      expect((await call(other.app, 'POST', '/api/app', {})).data.site_state).toBe(0);

      const off = await send('PUT', '/admin/api/site/settings', { site_state: '1' });
      expect(off.code).toBe(200);
      expect(await lastAudit()).toMatchObject({
        action: 'site.maintenance.off',
        before: { site_state: '0' },
        after: { site_state: '1' },
      });
      expect((await call(t.app, 'POST', '/api/balance', {}, { token: player.token })).code).toBe(200);
      t.clock.advance(3001);
      expect((await call(other.app, 'POST', '/api/balance', {}, { token: player.token })).code).toBe(200);
    } finally {
      await t.services.settings.set({ site_state: '1' });
      await other.app.close();
    }
  });

  it('answers with a default notice when the repair text is empty', async () => {
    await send('PUT', '/admin/api/site/settings', { site_state: '0', repair_tips: '' });
    try {
      expect(await call(t.app, 'POST', '/api/user', {})).toMatchObject({
        code: CODE.maintenance,
        message: '网站系统升级维护中，请稍后再访问。',
      });
    } finally {
      await send('PUT', '/admin/api/site/settings', {
        site_state: '1',
        repair_tips: '网站系统升级维护中，给您带来不便敬请谅解，请稍后再访问。',
      });
    }
    expect((await call(t.app, 'POST', '/api/app', {})).data.site_state).toBe(1);
  });
});

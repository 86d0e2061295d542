import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE } from '@app/shared';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { call, registerPlayer } from '../../../test/helpers.js';
import { siteAdminTests, refusedDetail } from './site-admin.test-support.js';
import { WITHIN_A_SECOND } from '../../../test/support/cluster.js';

const site = siteAdminTests();
const { send, lastAudit, countRows } = site;

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
    expect((await call(site.t.app, 'POST', '/api/app', {})).data.title).toBe('金沙国际');
    expect((await call(site.t.app, 'POST', '/api/getservicerurl', {})).data.url).toBe(
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
  it('closes the player API on every node within a second; console and callbacks work', async () => {
    const player = await registerPlayer(site.t.app);
    // A second API node on the same database, its settings cache already warm.
    const config = loadConfig({
      CAPTCHA_MODE: 'off',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      DEMO_PROVIDER_DB: ':memory:',
      GAME_SYNC_MS: '0',
      UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'uploads-')),
    });
    const other = await buildApp({ config, clock: site.t.clock, database: site.t.database, logger: false });
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
      expect((await call(site.t.app, 'POST', '/api/app', {})).data).toMatchObject({
        site_state: 0,
        repair_tips: '系统升级中，预计 06:00 恢复',
      });
      const refused = await call(site.t.app, 'POST', '/api/balance', {}, { token: player.token });
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
        expect((await call(site.t.app, method, url, body, { token: player.token })).code).toBe(
          CODE.maintenance,
        );
      }
      // Public site content still reads (the console previews it); nothing of a player's.
      expect((await call(site.t.app, 'POST', '/api/bannerList', { type: 2 })).code).toBe(200);
      expect((await call(site.t.app, 'POST', '/api/noticeList', { page: 1 })).code).toBe(200);
      // Operators keep working: the back office answers, maintenance can be switched off.
      expect((await send('GET', '/admin/api/me')).code).toBe(200);
      expect((await send('GET', '/admin/api/site/banners')).code).toBe(200);
      // Game providers and payment gateways are still heard (their own checks answer, not maintenance).
      const wallet = await site.t.app.inject({
        method: 'POST',
        url: '/api/provider/demo/wallet/balance',
        payload: {},
      });
      expect(wallet.json().code).not.toBe(CODE.maintenance);
      const notify = await site.t.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: {} });
      expect(notify.body).not.toContain('"code":503');
      expect((await site.t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);

      // The other node closes too, within a second (at once when it hears this node's announcement).
      const otherBalance = async () =>
        (await call(other.app, 'POST', '/api/balance', {}, { token: player.token })).code;
      await expect.poll(otherBalance, WITHIN_A_SECOND).toBe(CODE.maintenance);
      expect((await call(other.app, 'POST', '/api/app', {})).data.site_state).toBe(0);

      const off = await send('PUT', '/admin/api/site/settings', { site_state: '1' });
      expect(off.code).toBe(200);
      expect(await lastAudit()).toMatchObject({
        action: 'site.maintenance.off',
        before: { site_state: '0' },
        after: { site_state: '1' },
      });
      expect((await call(site.t.app, 'POST', '/api/balance', {}, { token: player.token })).code).toBe(200);
      await expect.poll(otherBalance, WITHIN_A_SECOND).toBe(200);
    } finally {
      await site.t.services.settings.set({ site_state: '1' });
      await other.app.close();
    }
  });

  it('answers with a default notice when the repair text is empty', async () => {
    await send('PUT', '/admin/api/site/settings', { site_state: '0', repair_tips: '' });
    try {
      expect(await call(site.t.app, 'POST', '/api/user', {})).toMatchObject({
        code: CODE.maintenance,
        message: '网站系统升级维护中，请稍后再访问。',
      });
    } finally {
      await send('PUT', '/admin/api/site/settings', {
        site_state: '1',
        repair_tips: '网站系统升级维护中，给您带来不便敬请谅解，请稍后再访问。',
      });
    }
    expect((await call(site.t.app, 'POST', '/api/app', {})).data.site_state).toBe(1);
  });
});

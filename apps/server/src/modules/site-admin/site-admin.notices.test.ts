import { describe, expect, it } from 'vitest';
import { call, storeSettingByHand } from '../../../test/helpers.js';
import { siteAdminTests, refusedDetail } from './site-admin.test-support.js';

const site = siteAdminTests();
const { send, lastAudit, countRows } = site;

describe('notices', () => {
  it('publishes a marquee line and an announcement that players see at once', async () => {
    const line = await send('POST', '/admin/api/site/notices', {
      kind: 'marquee',
      content: '  周末存款加赠10%，详见优惠活动  ',
      sort: 99,
    });
    expect(line.code).toBe(200);
    expect((await call(site.t.app, 'POST', '/api/homenotice', {})).data[0]).toBe(
      '周末存款加赠10%，详见优惠活动',
    );
    const notice = await send('POST', '/admin/api/site/notices', {
      kind: 'announcement',
      title: '春节活动公告',
      content: '<p style="position:fixed;color:#c81e3a">春节<u>红包</u>加倍</p><marquee>旧标签</marquee>',
      sort: 99,
    });
    expect(notice.code).toBe(200);
    const first = (await call(site.t.app, 'POST', '/api/noticeList', { page: 1 })).data.data[0];
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
    expect((await call(site.t.app, 'POST', '/api/noticeList', { page: 1 })).data.data[0].id).not.toBe(
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
    expect((await call(site.t.app, 'POST', '/api/homenotice', {})).data).not.toContain('周末存款加赠12%');
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
    expect((await call(site.t.app, 'POST', '/api/app', {})).data.index_modal).toBe(
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
    await storeSettingByHand(site.t, 'index_modal', '<p>hi</p><img src=x onerror="alert(1)">');
    expect((await call(site.t.app, 'POST', '/api/app', {})).data.index_modal).toBe(
      '<p>hi</p><img src="x" />',
    );

    expect((await send('PUT', '/admin/api/site/welcome', { html: '' })).code).toBe(200);
    expect((await call(site.t.app, 'POST', '/api/app', {})).data.index_modal).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { SUPPORT_MSG } from '@app/shared';
import { call, callsAs, registerPlayer, signInOperator, useTestApp } from '../../../test/helpers.js';
import { seedArticles } from '../../seeds/seed-content.js';

const t = useTestApp(async (t) => {
  await seedArticles(t.database.db, t.clock.now().getTime());
  return signInOperator(t);
});

const admin = callsAs(t, () => t.op);
const userId = async (token: string) => (await t.services.sessions.resolve(token))!;

describe('articles', () => {
  it('serves every type the client asks for, to visitors', async () => {
    for (const type of [1, 2, 3, 4, 5, 7, 8]) {
      const res = await call(t.app, 'POST', '/api/article', { type });
      expect(res.code).toBe(200);
      expect(res.data.content.length).toBeGreaterThan(20);
    }
    expect((await call(t.app, 'POST', '/api/article', { type: 1 })).data.title).toBe('关于我们');
    expect(await call(t.app, 'POST', '/api/article', { type: 9 })).toMatchObject({ code: 400 });
  });

  it('keeps hostile markup out of what operators save', async () => {
    expect(
      (
        await admin('PUT', '/admin/api/articles/3', {
          title: '隐私政策',
          content: '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(1)>',
        })
      ).code,
    ).toBe(200);
    expect((await call(t.app, 'POST', '/api/article', { type: 3 })).data.content).toBe(
      '<p>ok</p><img src="x" />',
    );
  });
});

describe('inbox', () => {
  it('lists the player own messages with read state, marks them read, counts unread', async () => {
    const p = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    expect(
      (
        await admin('POST', `/admin/api/players/${await userId(p.token)}/messages`, {
          title: '周末活动',
          content: '<p onclick="x()">满1000送58</p>',
        })
      ).code,
    ).toBe(200);
    await admin('POST', `/admin/api/players/${await userId(p.token)}/messages`, {
      title: '第二条',
      content: '内容',
    });
    const list = await call(t.app, 'POST', '/api/usermessage', { page: 1 }, { token: p.token });
    expect(list.data.total).toBe(2);
    expect(list.data.data[1]).toMatchObject({ title: '周末活动', content: '<p>满1000送58</p>', is_read: 0 });
    expect((await call(t.app, 'POST', '/api/messagenum', {}, { token: p.token })).data.num).toBe(2);
    const id = list.data.data[1].id;
    expect(await call(t.app, 'POST', '/api/readmessage', { id }, { token: other.token })).toMatchObject({
      code: 404,
    });
    expect((await call(t.app, 'POST', '/api/usermessage', {}, { token: other.token })).data.total).toBe(0);
    expect((await call(t.app, 'POST', '/api/readmessage', { id }, { token: p.token })).code).toBe(200);
    expect((await call(t.app, 'POST', '/api/messagenum', {}, { token: p.token })).data.num).toBe(1);
    await call(t.app, 'POST', '/api/readmessage', { id: 'all' }, { token: p.token });
    expect((await call(t.app, 'POST', '/api/messagenum', {}, { token: p.token })).data.num).toBe(0);
    expect((await call(t.app, 'POST', '/api/usermessage', {})).status).toBe(401);
  });
});

describe('support desk', () => {
  it('takes a player question as plain text; the operator reply reaches the thread and inbox', async () => {
    const p = await registerPlayer(t.app);
    const id = await userId(p.token);
    expect(
      await call(t.app, 'POST', '/api/support/send', { content: '   ' }, { token: p.token }),
    ).toMatchObject({ code: 400, message: SUPPORT_MSG.empty });
    expect(
      await call(t.app, 'POST', '/api/support/send', { content: '长'.repeat(501) }, { token: p.token }),
    ).toMatchObject({ code: 400, message: SUPPORT_MSG.tooLong });
    expect(
      await call(
        t.app,
        'POST',
        '/api/support/send',
        { content: '我的存款<script>x</script>还没到账' },
        { token: p.token },
      ),
    ).toMatchObject({ code: 200, message: SUPPORT_MSG.sent });
    const threads = (await admin('GET', '/admin/api/support/threads')).data as Array<{ user_id: number }>;
    expect(threads.some((x) => x.user_id === id)).toBe(true);
    expect(
      (
        await admin('POST', `/admin/api/support/threads/${id}/reply`, {
          content: '已为您加急处理 <b>请稍候</b>',
        })
      ).code,
    ).toBe(200);
    const thread = (await call(t.app, 'POST', '/api/support/messages', {}, { token: p.token })).data;
    expect(thread.map((m: { author: string; content: string }) => [m.author, m.content])).toEqual([
      ['player', '我的存款还没到账'],
      ['operator', '已为您加急处理 请稍候'],
    ]);
    const inbox = await call(t.app, 'POST', '/api/usermessage', {}, { token: p.token });
    expect(inbox.data.data[0]).toMatchObject({ title: '客服回复', content: '已为您加急处理 请稍候' });
  });

  it('serves the support page and its script when no live chat is configured', async () => {
    expect((await call(t.app, 'POST', '/api/getservicerurl', {})).data.url).toBe('/support');
    const page = await t.app.inject({ method: 'GET', url: '/support' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/support/assets/support.js');
    const script = await t.app.inject({ method: 'GET', url: '/support/assets/support.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
  });
});

import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/helpers.js';
import { seedDemo } from '../../seeds/seed.js';
import { checkInvariants } from '../../ledger/invariants.js';

const t = useTestApp(async (t) => {
  await seedDemo(t.database.db, { demoPassword: 'demo8888' });
});

describe('site content calls', () => {
  it('POST /api/app returns the site info with maintenance off by default', async () => {
    const res = await call(t.app, 'POST', '/api/app', {});
    expect(res.data).toMatchObject({ title: '金沙娱乐', site_state: 1, redpacket_switch: 1, app_state: 1 });
    expect(res.data.index_modal).toContain('欢迎');
  });

  it('maintenance mode set by an operator shows within the settings cache time', async () => {
    await t.services.settings.set({ site_state: '0', repair_tips: '系统升级中' });
    const res = await call(t.app, 'POST', '/api/app', {});
    expect(res.data).toMatchObject({ site_state: 0, repair_tips: '系统升级中' });
    await t.services.settings.set({ site_state: '1' });
  });

  it('banners of type 2, ordered, with project-drawn images', async () => {
    const res = await call(t.app, 'POST', '/api/bannerList', { type: 2 });
    expect(res.data.map((b: { src: string }) => b.src)).toEqual([
      '/img/banner-1.webp',
      '/img/banner-2.webp',
      '/img/banner-3.webp',
    ]);
    expect((await call(t.app, 'POST', '/api/bannerList', { type: '2' })).data).toHaveLength(3);
    expect((await call(t.app, 'POST', '/api/bannerList', { type: 5 })).data).toEqual([]);
    expect((await call(t.app, 'POST', '/api/bannerList', { type: 'abc' })).code).toBe(400);
  });

  it('home notice marquee is a list of strings', async () => {
    const res = await call(t.app, 'POST', '/api/homenotice', {});
    expect(res.data.length).toBeGreaterThan(0);
    expect(typeof res.data[0]).toBe('string');
  });

  it('announcements are paged with data, last_page and total', async () => {
    const res = await call(t.app, 'POST', '/api/noticeList', { page: 1 });
    expect(res.data).toMatchObject({ current_page: 1, last_page: 1, total: 3 });
    expect(res.data.data[0]).toMatchObject({ title: expect.any(String), content: expect.any(String) });
    expect(res.data.data[0].created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await call(t.app, 'POST', '/api/noticeList', { page: 2 })).data.data).toEqual([]);
    expect((await call(t.app, 'POST', '/api/noticeList', { page: -1 })).code).toBe(400);
  });

  it('service, visit and agent URLs come from settings, else our support page and console', async () => {
    expect((await call(t.app, 'POST', '/api/getservicerurl', {})).data.url).toBe('/support');
    expect((await call(t.app, 'GET', '/api/getAgentLoginUrl')).data.url).toBe('/agent/');
    await t.services.settings.set({
      service_url: 'https://chat.example.com/room/1',
      agent_login_url: 'https://agent.example.com',
    });
    expect((await call(t.app, 'POST', '/api/getservicerurl', {})).data.url).toBe(
      'https://chat.example.com/room/1',
    );
    expect((await call(t.app, 'GET', '/api/getAgentLoginUrl')).data.url).toBe('https://agent.example.com');
    expect((await call(t.app, 'GET', '/api/getVisitUrl')).data).toEqual({ url: '' });
    const page = await t.app.inject({ method: 'GET', url: '/support' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('客服');
    // The old inline agent page gave way to the agent console (apps/agent, served at /agent/).
    expect((await t.app.inject({ method: 'GET', url: '/agent/assets/agent.js' })).statusCode).toBe(404);
  });

  it('serves the OpenAPI document and a health check', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.json().paths['/api/login_pc']).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
  });

  it('seeding twice changes nothing', async () => {
    const again = await seedDemo(t.database.db, { demoPassword: 'demo8888' });
    expect(again.createdDemo).toBe(false);
    expect((await call(t.app, 'POST', '/api/bannerList', { type: 2 })).data).toHaveLength(3);
    const login = await call(t.app, 'POST', '/api/login_pc', { name: 'demo888', password: 'demo8888' });
    expect(login.code).toBe(200);
    // A week of demo deposits, credited through the ledger.
    const balance = await call(t.app, 'POST', '/api/balance', {}, { token: login.data.new_api_token });
    expect(balance.data.balance).toBe('3415.76');
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
    const cards = await call(t.app, 'POST', '/api/getcard', { type: 1 }, { token: login.data.new_api_token });
    expect(cards.data).toHaveLength(1);
  });
});

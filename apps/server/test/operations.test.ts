import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, registerPlayer, useTestApp } from './helpers.js';

const t = useTestApp();

describe('probes', () => {
  it('/health answers while the process runs; /ready once the database answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up', redis: 'not used' });
  });

  it('/metrics: per-route request figures to the allowed addresses, 404 to anyone else', async () => {
    const player = await registerPlayer(t.app);
    await call(t.app, 'POST', '/api/balance', {}, { token: player.token });
    const scrape = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.headers['content-type']).toContain('text/plain');
    expect(scrape.body).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/balance",status="2xx"\} 1/,
    );
    expect(scrape.body).toMatch(/^open_streams 0$/m);
    expect(scrape.body).toMatch(/^player_changes_total \d+$/m);
    const outside = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('http_request');
  });
});

describe('a worker node', () => {
  const worker = { node: undefined as Awaited<ReturnType<typeof buildTestApp>> | undefined };
  afterAll(() => worker.node?.close());

  it('answers its probes and nothing else', async () => {
    worker.node = await buildTestApp({ NODE_ROLE: 'worker', SANDBOXES: 'off' });
    const get = (url: string) => worker.node!.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
    expect((await get('/health')).statusCode).toBe(200);
    expect((await get('/ready')).statusCode).toBe(200);
    expect((await get('/metrics')).statusCode).toBe(200);
    const app = await call(worker.node.app, 'POST', '/api/app', {});
    expect(app).toMatchObject({ status: 404, message: '此节点不提供服务' });
    expect((await get('/admin/')).statusCode).toBe(404);
  });
});

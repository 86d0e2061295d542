import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, depositReadyPlayer, operatorToken, registerPlayer } from '../helpers.js';
import { clusterPerFile } from '../support/cluster.js';
import { listening, openStream } from '../support/stream.js';

/**
 * A player's stream is held by node B; money and messages change on node A (a paid deposit, an
 * operator's message, a logout): B pushes each change, as it would behind a load balancer.
 */
const nodes = clusterPerFile();
let op = '';
let baseB = '';
beforeAll(async () => {
  op = await operatorToken(nodes.a);
  baseB = await listening(nodes.b.app);
});
afterAll(() => nodes.b.app.server.close());

describe('GET /api/stream', () => {
  it('refuses a missing or unknown token with 401', async () => {
    expect((await openStream(baseB)).status).toBe(401);
    expect((await openStream(baseB, 'A'.repeat(43))).status).toBe(401);
  });

  it('sends the figures at once, then every change made on another node', async () => {
    const player = await depositReadyPlayer(nodes.a.app);
    const stream = await openStream(baseB, player.token);
    const onA = (url: string, body: unknown, token = player.token) =>
      call(nodes.a.app, 'POST', url, body, { token });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toContain('text/event-stream');
      expect(await stream.wallet(() => true)).toEqual({ balance: '0.00', gameblance: '0.00', unread: 0 });

      // A deposit paid at the gateway and credited by its callback on node A.
      const order = await onA('/api/recharge', { paytype: 'alipay', amount: 300 });
      const payUrl: string = (await onA('/api/payinfo', { deposit_no: order.message })).data.pay_url;
      await nodes.a.sandbox.settle(payUrl.split('/').pop()!, 'paid');
      expect(await stream.wallet((w) => w.balance === '300.00')).toMatchObject({ gameblance: '0.00' });

      const id = (await onA('/api/user', {})).data.id;
      const message = { title: '活动通知', content: '周末加赠' };
      const sent = await onA(`/admin/api/players/${id}/messages`, message, op);
      expect(sent.code).toBe(200);
      expect(await stream.wallet((w) => w.unread === 1)).toMatchObject({ balance: '300.00' });
    } finally {
      stream.close();
    }
  });

  it('ends when the session ends on another node', async () => {
    const player = await registerPlayer(nodes.a.app);
    const stream = await openStream(baseB, player.token);
    await stream.wallet(() => true);
    await call(nodes.a.app, 'POST', '/api/logoff', {}, { token: player.token });
    expect(await stream.end(1200)).toBe(true);
    expect((await openStream(baseB, player.token)).status).toBe(401);
  });

  it('keeps a player to three streams: a fourth closes the oldest', async () => {
    const player = await registerPlayer(nodes.a.app);
    const streams = [];
    for (let i = 0; i < 4; i++) {
      const s = await openStream(baseB, player.token);
      await s.wallet(() => true);
      streams.push(s);
    }
    expect(await streams[0]!.end(1000)).toBe(true);
    expect(streams.slice(1).map((s) => s.ended)).toEqual([false, false, false]);
    streams.forEach((s) => s.close());
  });
});

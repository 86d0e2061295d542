import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_INPUT_MSG, MSG } from '@app/shared';
import { answerFrameworkError } from '../src/plugins/errors.js';
import { buildTestApp, operatorToken, registerPlayer, type TestApp } from './helpers.js';

/**
 * Values a column cannot hold: a NUL byte in text (PostgreSQL refuses it in any text column) and
 * integers past a PostgreSQL integer (2147483647). Both databases answer them the same way: the
 * envelope with code 400 and a Chinese message, never a fault.
 */
let t: TestApp;
let player: string;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  player = (await registerPlayer(t.app)).token;
  admin = await operatorToken(t);
});
afterAll(() => t.close());

async function send(method: string, url: string, body?: unknown, token?: string) {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.body, json: () => res.json() };
}

function expectRefused(res: { status: number; body: string; json: () => any }, where: string) {
  expect(res.status, `${where}: ${res.body}`).toBe(200);
  expect(res.json().code, `${where}: ${res.body}`).toBe(400);
  expect(res.json().message, where).toMatch(/[\u4e00-\u9fa5]/);
  // Refused by the request schema, not by the database backstop (PostgreSQL only).
  expect(res.json().message, where).not.toBe(MSG.badValue);
}

const NUL = 'ab\u0000c';

describe('a NUL byte or another control character in text', () => {
  it('is refused in player calls', async () => {
    expectRefused(await send('POST', '/api/login_pc', { name: NUL, password: 'abc12345z' }), 'login name');
    expectRefused(
      await send('POST', '/api/register', {
        name: 'abc123z9',
        password: 'abc12345z',
        confirmPass: 'abc12345z',
        realname: '王\u0000五',
        paypassword: '123456',
      }),
      'register realname',
    );
    expectRefused(await send('POST', '/api/payinfo', { deposit_no: NUL }, player), 'payinfo');
    expectRefused(await send('POST', '/api/getGameUrl', { plat_name: NUL }, player), 'getGameUrl');
    expectRefused(
      await send(
        'POST',
        '/api/bindcard',
        {
          bank: '中国银行',
          bank_no: '6222000011112222',
          bank_owner: '王五\u0007',
          bank_address: '北京',
          pay_pass: '123456',
        },
        player,
      ),
      'bindcard bell',
    );
  });

  it('is refused in back-office filters, settings and path parameters', async () => {
    expectRefused(
      await send('GET', '/admin/api/players?username=ab%00c', undefined, admin),
      'players filter',
    );
    expectRefused(await send('GET', '/admin/api/audit?action=ab%00c', undefined, admin), 'audit filter');
    expectRefused(await send('PUT', '/admin/api/site/settings', { site_title: NUL }, admin), 'settings');
    expectRefused(await send('PUT', '/admin/api/platforms/ab%00c', { enabled: 1 }, admin), 'platform code');
    // Markup is refused, and the refusal audited, before the schema looks at the path.
    const hostile = await send('PUT', '/admin/api/platforms/%3Cb%3E%00', { enabled: 1 }, admin);
    expectRefused(hostile, 'platform code with markup and NUL');
    expect(hostile.json().message).toBe(HOSTILE_INPUT_MSG);
  });

  it('is refused in the sandbox pay page path, never a fault', async () => {
    const paid = await send('POST', '/sandbox/pay/%00/paid');
    expect(paid.status, paid.body).toBeLessThan(500);
    const page = await send('GET', '/sandbox/pay/ab%00c');
    expect(page.status, page.body).toBeLessThan(500);
  });

  it('keeps line breaks where text is written on several lines', async () => {
    const res = await send('POST', '/api/support/send', { content: '第一行\n第二行\t完' }, player);
    expect(res.json().code, res.body).toBe(200);
  });
});

describe('an integer past what the column holds', () => {
  it('is refused as an id or a filter', async () => {
    expectRefused(await send('POST', '/api/activitylist', { type: 2147483648 }), 'activitylist type');
    expectRefused(await send('POST', '/api/activitydeatil', { id: 2147483648 }), 'activity id');
    expectRefused(
      await send('POST', '/api/delcard', { id: 2147483648, pay_pass: '123456' }, player),
      'delcard id',
    );
    expectRefused(
      await send('POST', '/api/withdraw', { amount: 100, bank: 2147483648, password: '123456' }, player),
      'withdraw card',
    );
    expectRefused(
      await send('GET', '/admin/api/audit?operator_id=2147483648', undefined, admin),
      'audit operator',
    );
    expectRefused(await send('GET', '/admin/api/players/2147483648', undefined, admin), 'player id');
    expectRefused(await send('GET', '/admin/api/deposits/pending?page=1e20', undefined, admin), 'page');
  });

  it('answers the largest id cleanly (nothing found)', async () => {
    const res = await send('GET', '/admin/api/players/2147483647', undefined, admin);
    expect(res.status, res.body).toBeLessThan(500);
    expect(res.json().code).not.toBe(200);
  });

  it('is never a fault in an agent filter', async () => {
    for (const agent of ['1e20', '99999999999', '2147483648']) {
      const res = await send('GET', `/admin/api/players?agent=${agent}`, undefined, admin);
      expect(res.status, `${agent}: ${res.body}`).toBe(200);
      expect([200, 400]).toContain(res.json().code);
    }
  });
});

describe('an upload that is not a well-formed multipart body', () => {
  it('is refused with a Chinese message, never a fault', async () => {
    for (const [url, token] of [
      ['/api/uploadimg', player],
      ['/admin/api/site/images', admin],
    ] as const) {
      for (const type of ['multipart/form-data', 'multipart/form-data; boundary=']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: 'no boundary at all',
          headers: { 'content-type': type, authorization: `Bearer ${token}` },
        });
        expect(res.statusCode, `${url} ${type}: ${res.body}`).toBe(200);
        expect(res.json().code, `${url} ${type}`).toBe(400);
        expect(res.json().message).toMatch(/[\u4e00-\u9fa5]/);
      }
    }
  });
});

describe('a path the router refuses', () => {
  it('is answered with the envelope once Fastify is given answerFrameworkError', async () => {
    const bare = Fastify({ frameworkErrors: answerFrameworkError, logger: false });
    bare.get('/x/:id', async () => ({ code: 200 }));
    for (const url of ['/x/%E0%A4%A', `/x/${'a'.repeat(120)}`]) {
      const res = await bare.inject({ method: 'GET', url });
      expect(res.json(), url).toEqual({ code: 400, message: MSG.badPath, data: null });
    }
    await bare.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerPlayer, type TestApp } from './helpers.js';

/**
 * Sends garbage of every kind to every documented endpoint, logged in and not: each answer must
 * be the envelope with a Chinese message, never a fault, and the server must stay up.
 */
let t: TestApp;
let token: string;
let routes: Array<{ method: string; url: string }>;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await registerPlayer(t.app)).token;
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([url, ops]) =>
    Object.keys(ops).map((method) => ({ method: method.toUpperCase(), url: url.replace(/\{[^}]+\}/g, 'x') })),
  );
});
afterAll(() => t.close());

const garbage: Array<{ label: string; payload: string; type: string }> = [
  { label: 'malformed JSON', payload: '{"name": "abc', type: 'application/json' },
  { label: 'JSON array', payload: '[1,2,3]', type: 'application/json' },
  { label: 'JSON string', payload: '"hello"', type: 'application/json' },
  {
    label: 'wrong types',
    payload: JSON.stringify({ name: {}, password: [], page: 'x', type: { $gt: 1 } }),
    type: 'application/json',
  },
  {
    label: 'SQL and HTML',
    payload: JSON.stringify({
      name: "'; DROP TABLE users;--",
      realname: '<img src=x onerror=alert(1)>',
      page: '1 OR 1=1',
    }),
    type: 'application/json',
  },
  {
    label: 'prototype pollution',
    payload: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}',
    type: 'application/json',
  },
  {
    label: 'over-long strings',
    payload: JSON.stringify({ name: 'a'.repeat(5000), password: 'b'.repeat(5000) }),
    type: 'application/json',
  },
  {
    label: 'non-numeric amounts',
    payload: JSON.stringify({ amount: 'abc', page: 1e308, type: -1 }),
    type: 'application/json',
  },
  { label: 'binary junk', payload: '\u0000\u0001\u0002\uFFFD', type: 'application/octet-stream' },
  { label: 'bad form body', payload: 'name=%E0%A4%A&&&=', type: 'application/x-www-form-urlencoded' },
];

describe('bad input on every endpoint', () => {
  it('lists the foundation calls in the OpenAPI document', () => {
    const urls = routes.map((r) => r.url);
    for (const u of [
      '/api/register',
      '/api/login_pc',
      '/api/balance',
      '/api/user',
      '/api/app',
      '/api/noticeList',
    ])
      expect(urls).toContain(u);
  });

  it('answers every kind of garbage with an envelope and a Chinese message, never a fault', async () => {
    for (const route of routes.filter((r) => r.method === 'POST')) {
      for (const g of garbage) {
        for (const auth of [undefined, token]) {
          const res = await t.app.inject({
            method: 'POST',
            url: route.url,
            payload: g.payload,
            headers: { 'content-type': g.type, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
          });
          const where = `${route.url} with ${g.label}${auth ? ' (logged in)' : ''}`;
          expect(res.statusCode, where).toBeLessThan(500);
          const body = res.json();
          expect(body, where).toHaveProperty('code');
          expect(body.message, where).toMatch(/[\u4e00-\u9fa5]/);
          expect(res.body, where).not.toMatch(/at .*\.(ts|js):\d+/);
        }
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('keeps the player table unchanged by all of it', async () => {
    const users = await t.database.db.selectFrom('users').select('username').execute();
    expect(users).toHaveLength(1);
  });
});

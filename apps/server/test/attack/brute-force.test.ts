import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@app/shared';
import { call, GOOD_PASSWORD, registerPlayer, twoNodesPerFile, type TestApp } from '../helpers.js';
import { attackFigures } from './figures.js';

/**
 * Password guessing in parallel, on one API node and across two on the same database: however the
 * guesses are spread, an account's password is checked at most LIMIT times before the lock, and
 * once locked even the right password waits for the lock to lift. Checks are counted by watching
 * every argon2 verification against the account's own hash.
 */

const LIMIT = 5;
const GUESSES = 40;

// The server project shares one module cache between the files a worker runs (isolate: false):
// this file starts from an empty one, so that the mock reaches every module importing passwords.js,
// and leaves an empty one without the mock to the next file.
const checks = vi.hoisted(() => {
  vi.resetModules();
  return [] as Array<{ hash: string; event: 'start' | 'ok' | 'wrong' }>;
});
afterAll(() => {
  vi.doUnmock('../../src/lib/passwords.js');
  vi.resetModules();
});
vi.mock('../../src/lib/passwords.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/lib/passwords.js')>();
  return {
    ...real,
    verifyPassword: async (stored: string, plain: string) => {
      checks.push({ hash: stored, event: 'start' });
      const ok = await real.verifyPassword(stored, plain);
      checks.push({ hash: stored, event: ok ? 'ok' : 'wrong' });
      return ok;
    },
  };
});

/** Checks of `hash` started since `from`, up to the first that succeeded (all, if none did). */
function checksBeforeSuccess(hash: string, from: number): number {
  let started = 0;
  for (const c of checks.slice(from)) {
    if (c.hash !== hash) continue;
    if (c.event === 'ok') break;
    if (c.event === 'start') started += 1;
  }
  return started;
}

const figures = attackFigures('brute-force');
const ENV = { RATE_LOGIN_PER_10MIN: '100000', RATE_REGISTER_PER_10MIN: '100000' };
const nodes = twoNodesPerFile(ENV, () => figures.write({ routes: 3 }));

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 8) & 255}.${ipCounter & 255}.7`;
};

async function send(t: TestApp, url: string, body: unknown, token?: string) {
  const res = await call(t.app, 'POST', url, body, { ip: nextIp(), token });
  figures.count(res.status);
  return res;
}

/** A player's stored login and payment password hashes, found by username or by id. */
const storedHashes = (user: { username: string } | { id: number }) => {
  const q = nodes.first.database.db.selectFrom('users').select(['password_hash', 'pay_password_hash']);
  return (
    'id' in user ? q.where('id', '=', user.id) : q.where('username', '=', user.username)
  ).executeTakeFirstOrThrow();
};
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const hhmm = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(11, 16);

describe.each([
  { nodeCount: 1, label: 'one node' },
  { nodeCount: 2, label: 'two nodes on one database' },
])('concurrent password guessing, $label', ({ nodeCount }) => {
  const node = (i: number) => (nodeCount === 2 && i % 2 === 1 ? nodes.second : nodes.first);

  describe('player login', () => {
    const login = (i: number, name: string, password: string, extra: Record<string, unknown> = {}) =>
      send(node(i), '/api/login_pc', { name, password, ...extra });
    const hashOf = async (name: string) => (await storedHashes({ username: name })).password_hash;

    it(`checks at most ${LIMIT} of ${GUESSES} parallel guesses; the right one waits for unlock`, async () => {
      const { name } = await registerPlayer(nodes.first.app);
      const hash = await hashOf(name);
      const from = checks.length;
      const answers = await Promise.all(range(GUESSES).map((i) => login(i, name, `guess${i}x9`)));
      const checked = checksBeforeSuccess(hash, from);
      figures.add('guesses', GUESSES);
      figures.add('passwordChecks', checked);
      expect(answers.every((a) => a.code === 400)).toBe(true);
      expect.soft(checked).toBeLessThanOrEqual(LIMIT);
      // The mock saw the checks (none would pass the bound above without counting anything).
      expect(checked).toBeGreaterThan(0);
      expect(answers.filter((a) => a.message.includes('临时锁定')).length).toBeGreaterThanOrEqual(
        GUESSES - LIMIT + 1,
      );

      for (const i of range(nodeCount)) {
        const right = await login(i, name, GOOD_PASSWORD);
        if (right.code === 200) figures.forbiddenSuccess();
        expect(right.message).toMatch(/临时锁定/);
      }
      expect(checksBeforeSuccess(hash, from)).toBe(checked);

      nodes.first.clock.advance(15 * 60_000 + 1);
      expect((await login(nodeCount - 1, name, GOOD_PASSWORD)).code).toBe(200);
    });

    it('lets the right password hidden among parallel guesses in only among the first checks', async () => {
      const { name } = await registerPlayer(nodes.first.app);
      const hash = await hashOf(name);
      const from = checks.length;
      const answers = await Promise.all(
        range(GUESSES).map((i) => login(i, name, i === GUESSES / 2 ? GOOD_PASSWORD : `guess${i}x9`)),
      );
      expect(checksBeforeSuccess(hash, from)).toBeLessThanOrEqual(LIMIT);
      const right = answers[GUESSES / 2]!;
      if (right.code !== 200) expect(right.message).toMatch(/临时锁定|账号或密码错误/);
      nodes.first.clock.advance(15 * 60_000 + 1);
    });

    it('still lets a browser that signed in before through the lock', async () => {
      const { name } = await registerPlayer(nodes.first.app);
      const device = (await login(0, name, GOOD_PASSWORD)).data.device_token as string;
      await Promise.all(range(GUESSES).map((i) => login(i, name, `guess${i}x9`)));
      expect((await login(1, name, GOOD_PASSWORD)).message).toMatch(/临时锁定/);
      expect((await login(1, name, GOOD_PASSWORD, { device_token: device })).code).toBe(200);
      nodes.first.clock.advance(15 * 60_000 + 1);
    });
  });

  describe('operator login', () => {
    const password = 'Walk2026Admin!x';
    const login = (i: number, username: string, pw: string) =>
      send(node(i), '/admin/api/login', { username, password: pw });
    const newOperator = async () => {
      const username = `brute_${randomBytes(4).toString('hex')}`;
      const id = await nodes.first.services.operators.accounts.create(username, password, 'support');
      const row = await nodes.first.database.db
        .selectFrom('operators')
        .select('password_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return { username, hash: row.password_hash };
    };

    it(`checks at most ${LIMIT} of ${GUESSES} parallel guesses; the right one waits for unlock`, async () => {
      const { username, hash } = await newOperator();
      const from = checks.length;
      const locksAt = nodes.first.clock.now().getTime() + 15 * 60_000;
      const answers = await Promise.all(range(GUESSES).map((i) => login(i, username, `Guess-${i}-2026!`)));
      const checked = checksBeforeSuccess(hash, from);
      figures.add('guesses', GUESSES);
      figures.add('passwordChecks', checked);
      expect(answers.every((a) => a.code === 400)).toBe(true);
      expect.soft(checked).toBeLessThanOrEqual(LIMIT);

      const locked = `登录失败次数过多，请于${hhmm(locksAt)}后再试`;
      for (const i of range(nodeCount)) {
        const right = await login(i, username, password);
        if (right.code === 200) figures.forbiddenSuccess();
        expect(right.message).toBe(locked);
      }
      expect(checksBeforeSuccess(hash, from)).toBe(checked);

      nodes.first.clock.advance(15 * 60_000 + 1);
      expect((await login(nodeCount - 1, username, password)).code).toBe(200);
    });

    it('lets the right password hidden among parallel guesses in only among the first checks', async () => {
      const { username, hash } = await newOperator();
      const from = checks.length;
      const answers = await Promise.all(
        range(GUESSES).map((i) => login(i, username, i === GUESSES / 2 ? password : `Guess-${i}-2026!`)),
      );
      expect(checksBeforeSuccess(hash, from)).toBeLessThanOrEqual(LIMIT);
      const right = answers[GUESSES / 2]!;
      if (right.code !== 200) expect(right.message).toMatch(/登录失败次数过多|账号或密码错误/);
      nodes.first.clock.advance(15 * 60_000 + 1);
    });
  });

  describe('old password of a password change, behind a session', () => {
    it(`checks the login password at most ${LIMIT} times for ${GUESSES} parallel changes`, async () => {
      const player = await registerPlayer(nodes.first.app, {}, nextIp());
      const { password_hash: hash } = await nodes.first.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('username', '=', player.name)
        .executeTakeFirstOrThrow();
      const from = checks.length;
      const answers = await Promise.all(
        range(GUESSES).map((i) =>
          send(
            node(i),
            '/api/editPassword',
            { password: `guess${i}abc`, newpasword: 'newpass123', paypassword: 'newpass123' },
            player.token,
          ),
        ),
      );
      figures.add('guesses', GUESSES);
      expect(answers.every((a) => a.code !== 200)).toBe(true);
      expect(checksBeforeSuccess(hash, from)).toBeLessThanOrEqual(LIMIT);
      nodes.first.clock.advance(15 * 60_000 + 1);
    });

    it(`checks an operator's password at most ${LIMIT} times for ${GUESSES} parallel changes`, async () => {
      const username = `chg_${randomBytes(4).toString('hex')}`;
      const password = 'Walk2026Admin!x';
      const id = await nodes.first.services.operators.accounts.create(username, password, 'support');
      const { password_hash: hash } = await nodes.first.database.db
        .selectFrom('operators')
        .select('password_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const login = await send(nodes.first, '/admin/api/login', { username, password });
      const from = checks.length;
      const answers = await Promise.all(
        range(GUESSES).map((i) =>
          send(
            node(i),
            '/admin/api/password',
            { old_password: `Guess-${i}-2026!`, new_password: 'Another2026Walk!z' },
            login.data.token,
          ),
        ),
      );
      figures.add('guesses', GUESSES);
      expect(answers.every((a) => a.code !== 200)).toBe(true);
      expect(checksBeforeSuccess(hash, from)).toBeLessThanOrEqual(LIMIT);
      nodes.first.clock.advance(15 * 60_000 + 1);
    });
  });

  describe('payment password (card binding)', () => {
    const bind = (i: number, token: string, payPass: string) =>
      send(
        node(i),
        '/api/bindcard',
        {
          bank: '中国银行',
          bank_no: `6222${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`,
          bank_owner: '王五',
          bank_address: '北京分行',
          pay_pass: payPass,
        },
        token,
      );
    const payHashOf = async (id: number) => (await storedHashes({ id })).pay_password_hash;

    it(`checks at most ${LIMIT} of ${GUESSES} parallel guesses; the right one waits for unlock`, async () => {
      const { token } = await registerPlayer(nodes.first.app);
      const userId = (await nodes.first.services.sessions.resolve(token))!;
      const hash = await payHashOf(userId);
      const from = checks.length;
      const locksAt = nodes.first.clock.now().getTime() + 30 * 60_000;
      const answers = await Promise.all(range(GUESSES).map((i) => bind(i, token, String(200000 + i))));
      const checked = checksBeforeSuccess(hash, from);
      figures.add('guesses', GUESSES);
      figures.add('passwordChecks', checked);
      expect.soft(checked).toBeLessThanOrEqual(LIMIT);
      // The mock saw the checks (none would pass the bound above without counting anything).
      expect(checked).toBeGreaterThan(0);
      expect(answers.filter((a) => a.message.startsWith('支付密码错误，还可尝试')).length).toBe(LIMIT - 1);
      expect(answers.filter((a) => a.message === MSG.payPasswordLocked(hhmm(locksAt))).length).toBe(
        GUESSES - LIMIT + 1,
      );

      for (const i of range(nodeCount)) {
        const right = await bind(i, token, '123456');
        if (right.code === 200) figures.forbiddenSuccess();
        expect(right.message).toBe(MSG.payPasswordLocked(hhmm(locksAt)));
      }
      expect(checksBeforeSuccess(hash, from)).toBe(checked);

      nodes.first.clock.advance(30 * 60_000 + 1);
      expect((await bind(nodeCount - 1, token, '123456')).code).toBe(200);
    });

    it('lets a burst of requests with the right password all through', async () => {
      const { token } = await registerPlayer(nodes.first.app);
      const userId = (await nodes.first.services.sessions.resolve(token))!;
      await Promise.all(range(12).map((i) => node(i).services.payPassword.verify(userId, '123456')));
      const row = await nodes.first.database.db
        .selectFrom('users')
        .select(['pay_fail_count', 'pay_locked_until'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ pay_fail_count: 0, pay_locked_until: null });
    });
  });
});

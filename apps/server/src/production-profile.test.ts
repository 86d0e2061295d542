import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEV_SECRETS, MIN_SECRET_BYTES, secretProblem } from '@app/shared/node';
import { loadConfig, ProductionConfigError } from './config.js';
import { SECRET_NAMES } from './production-profile.js';
import { DEPOSIT_MSG } from '@app/shared';
import { buildTestApp, call, depositReadyPlayer, recharge } from '../test/helpers.js';

const strong = (c: string) => c.repeat(MIN_SECRET_BYTES + 8);
/** A staging configuration that passes every check; each test breaks one thing. */
const staging = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://www.example.com',
  SANDBOXES: 'external',
  SANDBOX_GATEWAY_URL: 'https://pay-sandbox.example.com',
  DEMO_PROVIDER_URL: 'https://games-sandbox.example.com',
  PAY_SANDBOX_SECRET: strong('p7'),
  DEMO_PROVIDER_SECRET: strong('d9'),
};

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (err instanceof ProductionConfigError) return err.problems;
    throw err;
  }
}

describe('production profile', () => {
  it('starts with a complete staging configuration, seeding nothing', () => {
    const config = loadConfig(staging);
    expect(config.SEED_DEMO).toBe('off');
    expect(config.SANDBOXES).toBe('external');
  });

  it('defaults to no demo seed and no third parties in production, the demo everywhere else', () => {
    const live = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.com' });
    expect([live.SEED_DEMO, live.SANDBOXES]).toEqual(['off', 'off']);
    const dev = loadConfig({});
    expect([dev.SEED_DEMO, dev.SANDBOXES, dev.PAY_SANDBOX_SECRET]).toEqual([
      'on',
      'embedded',
      DEV_SECRETS.PAY_SANDBOX_SECRET,
    ]);
  });

  it('refuses an unknown NODE_ENV, and keeps the sandboxes off on a public https address', () => {
    expect(() => loadConfig({ NODE_ENV: 'prod' })).toThrow(/NODE_ENV/);
    expect(loadConfig({ PUBLIC_URL: 'https://www.example.com' }).SANDBOXES).toBe('off');
    expect(loadConfig({ PUBLIC_URL: 'https://www.example.com', SANDBOXES: 'embedded' }).SANDBOXES).toBe(
      'embedded',
    );
  });

  it('names every problem of an empty production configuration', () => {
    expect(
      problemsOf({ NODE_ENV: 'production', CAPTCHA_MODE: 'test', SEED_DEMO: 'on', SANDBOXES: 'embedded' }),
    ).toEqual([
      'CAPTCHA_MODE must be on (is test)',
      'PUBLIC_URL is not set (the address gateways and providers call back)',
      'SEED_DEMO=on is refused: production never seeds the demo player or demo data',
      'SANDBOXES=embedded is refused: ' +
        'the sandbox gateway and demo provider never run inside the site in production',
    ]);
  });

  it.each([
    ['missing', undefined, 'is not set'],
    ['short', 'x'.repeat(MIN_SECRET_BYTES - 1), `is shorter than ${MIN_SECRET_BYTES} bytes`],
  ])('refuses a %s secret', (_label, value, expected) => {
    for (const name of SECRET_NAMES) {
      expect(problemsOf({ ...staging, [name]: value })).toEqual([`${name} ${expected}`]);
    }
  });

  it('refuses each secret equal to a development value, at any length', () => {
    for (const name of SECRET_NAMES) {
      const published = DEV_SECRETS[name];
      expect(secretProblem(name, published)).not.toBeNull();
      expect(secretProblem(name, published, [published, strong('q')])).not.toBeNull();
      expect(problemsOf({ ...staging, [name]: strong('q') })).toEqual([]);
      expect(secretProblem(name, strong('q'), [strong('q')])).toBe(
        `${name} equals a value written in the repository`,
      );
    }
  });

  it('refuses a first operator password that the operator rule refuses', () => {
    expect(problemsOf({ ...staging, ADMIN_INITIAL_PASSWORD: 'admin123456789' })[0]).toMatch(
      /^ADMIN_INITIAL_PASSWORD does not meet the operator password rule: /,
    );
    expect(problemsOf({ ...staging, ADMIN_INITIAL_PASSWORD: 'Walk2026Admin!x' })).toEqual([]);
  });

  it('needs both third-party addresses for a staging site', () => {
    expect(problemsOf({ ...staging, SANDBOX_GATEWAY_URL: undefined, DEMO_PROVIDER_URL: undefined })).toEqual([
      'SANDBOX_GATEWAY_URL is not set (SANDBOXES=external)',
      'DEMO_PROVIDER_URL is not set (SANDBOXES=external)',
    ]);
  });

  it('lists every secret in the README configuration table', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    for (const name of SECRET_NAMES) expect(readme).toMatch(new RegExp(`\\|\\s*\`${name}\`\\s*\\|`));
  });

  it('refuses every secret-like value written anywhere in the repository', () => {
    const root = new URL('../../../', import.meta.url).pathname;
    const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(
        (f) =>
          /\.(ts|tsx|mjs|js|md|sh|json|yml)$/.test(f) &&
          !f.endsWith('package-lock.json') &&
          existsSync(`${root}${f}`),
      );
    const assigned = /\b[A-Z][A-Z0-9_]*_(?:SECRET|KEY)\b['"]?\s*[:=]\s*['"`]([^'"`\s]{8,})['"`]/g;
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(`${root}${file}`, 'utf8');
      for (const m of text.matchAll(assigned)) found.push(`${file}: ${m[1]}`);
    }
    expect(found.length).toBeGreaterThan(0);
    for (const entry of found) expect(secretProblem('X_SECRET', entry.split(': ')[1]), entry).not.toBeNull();
  });
});

describe('the server in production', () => {
  it('refuses to start, one line per problem, without a stack', () => {
    const root = new URL('../../../', import.meta.url).pathname;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        CAPTCHA_MODE: 'off',
        DATABASE_URL: 'sqlite::memory:',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to start with NODE_ENV=production:');
    expect(run.stderr).toContain('  - CAPTCHA_MODE must be on (is off)');
    expect(run.stderr).toContain('  - PUBLIC_URL is not set');
    expect(run.stderr).not.toMatch(/at .+\.(ts|js):\d+/);
    expect(run.stdout).not.toMatch(/password|密码/i);
  });
});

describe('a production site', () => {
  const live = { NODE_ENV: 'production', CAPTCHA_MODE: 'on', PUBLIC_URL: 'https://www.example.com' };

  it('mounts no sandbox gateway, demo provider or API document, even for staging', async () => {
    for (const env of [live, { ...live, ...staging }]) {
      const t = await buildTestApp(env);
      try {
        for (const [method, url] of [
          ['GET', '/sandbox/pay/SB0000TEST'],
          ['POST', '/sandbox/pay/SB0000TEST/paid'],
          ['POST', '/sandbox/api/orders'],
          ['POST', '/demo-provider/api/transfer'],
          ['GET', '/demo-provider/play/abc'],
          // The API document lists every back-office and agent route with its schema: not public.
          ['GET', '/api/docs/json'],
          ['GET', '/api/docs'],
        ] as const) {
          const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
          expect(res.statusCode, `${method} ${url}`).toBe(404);
        }
      } finally {
        await t.close();
      }
    }
  });

  it('without gateway or provider: no online deposit, no wallet callback answered, no game', async () => {
    const t = await buildTestApp(live);
    try {
      // Production always asks the captcha: read this challenge's answer where the server keeps it.
      const { data } = await call(t.app, 'GET', '/api/captcha');
      const { answer } = await t.database.db
        .selectFrom('captchas')
        .select('answer')
        .where('id', '=', data.captcha_id)
        .executeTakeFirstOrThrow();
      const player = await depositReadyPlayer(t.app, { captcha_id: data.captcha_id, captcha: answer });
      const before = await t.database.db.selectFrom('deposits').select('id').execute();
      const res = await recharge(t.app, player.token, { amount: 200 });
      expect([res.code, res.message]).toEqual([400, DEPOSIT_MSG.channelClosed]);
      expect(await t.database.db.selectFrom('deposits').select('id').execute()).toEqual(before);
      const wallet = await t.app.inject({
        method: 'POST',
        url: '/api/provider/demo/wallet/bet',
        payload: {},
      });
      expect(wallet.statusCode).toBe(404);
      const launch = await call(
        t.app,
        'POST',
        '/api/getGameUrl',
        { platname: 'ag', gamecode: 'bjl' },
        { token: player.token },
      );
      expect(launch.code).not.toBe(200);
    } finally {
      await t.close();
    }
  });
});

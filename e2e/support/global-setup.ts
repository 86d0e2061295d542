import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ADMIN_INITIAL_PASSWORD } from './operator-passwords.js';
import { signInFirstOperator } from './operator-session.js';
import { startServer } from '../../scripts/lib/server-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dbPath: string;
    /** The first operator's session, shared by every file (support/operator-session.ts says why). */
    operatorToken: string;
  }
}

/** Starts the real server (built site, fresh SQLite file, fixed captcha answer) for the browser tests. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-'));
  const dbPath = join(dir, 'e2e.db');
  const server = await startServer({
    DATABASE_URL: `sqlite:${dbPath}`,
    DEMO_PROVIDER_DB: join(dir, 'demo-provider.db'),
    CAPTCHA_MODE: 'test',
    SEED_DEMO: 'on',
    // Browser tests register many players from one address.
    RATE_REGISTER_PER_10MIN: '1000',
    RATE_LOGIN_PER_10MIN: '1000',
    RATE_CAPTCHA_PER_10MIN: '10000',
    // The first operator's password, so tests can review deposits and withdrawals (support/operator.ts).
    ADMIN_INITIAL_PASSWORD,
  });
  const stop = async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  project.provide('baseURL', server.baseURL);
  project.provide('dbPath', dbPath);
  try {
    project.provide('operatorToken', await signInFirstOperator(server.baseURL));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

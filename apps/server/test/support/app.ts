import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { DemoProvider } from '@app/demo-provider';
import type { SandboxGateway } from '@app/sandbox-gateway';
import type { HttpPost as Deliver } from '@app/shared/node';
import { buildApp, type Services } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import { testClock } from './clock.js';
import { openTestDatabase, peerDatabase } from './database.js';
import { operatorToken } from './operators.js';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  database: Database;
  clock: ReturnType<typeof testClock>;
  /** The embedded sandbox gateway's order book: tests pay or fail orders through it. */
  sandbox: SandboxGateway;
  /** The embedded demo provider: tests run its sportsbook's jobs through it. */
  provider: DemoProvider;
  /** Faults on our calls to the game provider's API: unreachable, or the answer lost after it acted. */
  providerFaults: { down: boolean; loseAnswer: boolean };
  /** Every route the app registered, as Fastify's onRoute hook saw it (with its hooks). */
  routes: RouteOptions[];
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database; with `peerOf`, a second API node on that app's database and
 * clock instead, sharing nothing in memory with it (close it before `peerOf`).
 */
export async function buildTestApp(env: Record<string, string> = {}, peerOf?: TestApp): Promise<TestApp> {
  const config: Config = loadConfig({
    CAPTCHA_MODE: 'off',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DEMO_PROVIDER_DB: ':memory:',
    SANDBOX_GATEWAY_DB: ':memory:',
    GAME_SYNC_MS: '0',
    DEPOSIT_EXPIRY_MS: '0',
    AGENT_SETTLE_MS: '0',
    RISK_RETENTION_MS: '0',
    RISK_SCAN_MS: '0',
    RISK_SCORE_MS: '0',
    RISK_CHECK_MS: '0',
    WITHDRAW_AUTO_APPROVE_MS: '0',
    DEMO_PROVIDER_BOOK_JOBS_MS: '0',
    UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'uploads-')),
    ...env,
  });
  const clock = peerOf?.clock ?? testClock();
  const database = peerOf ? peerDatabase(peerOf.database) : await openTestDatabase();
  // The sandbox gateway's callbacks reach this very app through inject instead of the network.
  // Third parties are one service for every node: a peer reaches the first node's gateway and provider.
  const target: { app?: FastifyInstance } = {};
  const deliver: Deliver = async (url, headers, body) => {
    const path = new URL(url).pathname;
    const to = peerOf && /^\/(sandbox|demo-provider)\//.test(path) ? peerOf.app : target.app!;
    const res = await to.inject({ method: 'POST', url: path, headers, payload: body });
    return { status: res.statusCode, body: res.body };
  };
  const providerFaults = { down: false, loseAnswer: false };
  const providerCall: Deliver = async (url, headers, body) => {
    const toProvider = new URL(url).pathname.startsWith('/demo-provider/api/');
    if (toProvider && providerFaults.down) throw new Error('connect ECONNREFUSED');
    const res = await deliver(url, headers, body);
    if (toProvider && providerFaults.loseAnswer) throw new Error('socket hang up');
    return res;
  };
  const routes: RouteOptions[] = [];
  const { app, services, sandbox, provider } = await buildApp({
    config,
    clock,
    database,
    logger: false,
    deliver,
    providerCall,
    onRoute: (route) => routes.push(route),
  });
  target.app = app;
  await app.ready();
  return {
    app,
    services,
    database,
    clock,
    sandbox: peerOf?.sandbox ?? sandbox!,
    provider: peerOf?.provider ?? provider!,
    providerFaults,
    routes,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A test file's app: built before its tests, then `setup` runs on it (what it returns joins the
 * app, e.g. an operator's session), and closed after the tests. The object is filled in by the
 * beforeAll hook, so read it only inside tests, hooks and the helpers they call.
 */
export function useTestApp<X extends object = object>(
  setup?: (t: TestApp) => Promise<X | void>,
  env: Record<string, string> = {},
): TestApp & X {
  const fixture = {} as TestApp & X;
  beforeAll(async () => {
    Object.assign(fixture, await buildTestApp(env));
    Object.assign(fixture, await setup?.(fixture));
  });
  afterAll(() => fixture.close?.());
  return fixture;
}

/** A `useTestApp` setup: the first operator signs in, as `t.op`. */
export const signInOperator = async (t: TestApp) => ({ op: await operatorToken(t) });

/**
 * Two API nodes on one fresh database for a test file, sharing a clock and nothing in memory:
 * built before its tests, closed after them (after `beforeClose`).
 */
export function twoNodesPerFile(
  env: Record<string, string> = {},
  beforeClose?: () => void,
): { first: TestApp; second: TestApp } {
  const nodes = {} as { first: TestApp; second: TestApp };
  beforeAll(async () => {
    nodes.first = await buildTestApp(env);
    nodes.second = await buildTestApp(env, nodes.first);
  });
  afterAll(async () => {
    beforeClose?.();
    await nodes.second?.close();
    await nodes.first?.close();
  });
  return nodes;
}

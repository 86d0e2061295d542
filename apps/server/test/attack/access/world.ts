import { afterAll, beforeAll } from 'vitest';
import type { Role } from '@app/shared';
import { seedActivities } from '../../../src/seeds/seed-activities.js';
import { seedGames } from '../../../src/seeds/seed-games.js';
import { buildTestApp, operatorToken, roleOperatorToken, type TestApp } from '../../helpers.js';
import { attackFigures, type FiguresRecorder } from '../figures.js';
import { routeTable, type Method, type Route } from './route-table.js';
import { makeAttacker, makeVictim, type Attacker, type Victim } from './victim.js';
import { injectOrStream } from '../../support/stream.js';

/**
 * One access-matrix file's world: an app with its route table, a super admin, an operator of each
 * other role, a victim with one of everything and an attacker, all made before the file's tests.
 */
export interface AccessWorld {
  t: TestApp;
  routes: Route[];
  superToken: string;
  roleTokens: Record<Exclude<Role, 'super'>, { token: string; id: number }>;
  victim: Victim;
  attacker: Attacker;
  figures: FiguresRecorder;
  /** Sends one call and counts it; HEAD and non-JSON answers come back with no body. */
  send(
    method: Method,
    url: string,
    token: string | undefined,
    body?: unknown,
  ): Promise<{
    status: number;
    json: { code?: number; message?: string; data?: unknown } | undefined;
    body: string;
  }>;
}

/** Tables a refused call may still write: the audit trail of refusals, and session bookkeeping. */
export const REFUSAL_TRAIL = [
  'audit_log',
  'sessions',
  'operator_sessions',
  'login_history',
  'captchas',
  'login_failures',
];

export const ACCESS_ENV = { RATE_REGISTER_PER_10MIN: '1000', RATE_LOGIN_PER_10MIN: '1000' };

/**
 * Builds the world before the file's tests and closes it after them; the file's figures are written
 * as `name`, with `exercised` (of the route table) as the routes it tried.
 */
export function accessMatrixPerFile(name: string, exercised: (routes: Route[]) => Route[]): AccessWorld {
  const figures = attackFigures(name);
  const w = { figures, roleTokens: {} } as AccessWorld;
  w.send = async (method, url, token, body) => {
    const res = await injectOrStream(w.t.app, {
      method,
      url,
      headers:
        token === undefined
          ? {}
          : { authorization: token.startsWith('Bearer') || token.includes(' ') ? token : `Bearer ${token}` },
      ...(body !== undefined && method !== 'GET' && method !== 'HEAD' ? { payload: body } : {}),
    });
    figures.count(res.statusCode);
    let json: { code?: number; message?: string; data?: unknown } | undefined;
    try {
      json = res.body ? res.json() : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.statusCode, json, body: res.body };
  };

  beforeAll(async () => {
    const t = await buildTestApp(ACCESS_ENV);
    w.t = t;
    await seedGames(t.database.db);
    await seedActivities(t.database.db, t.clock.now().getTime());
    await t.services.settings.set({ turnover_multiple: '0', withdraw_daily_count: '0' });
    w.routes = routeTable(t.routes, t.app.authenticate, t.app.authenticateAgent);
    w.superToken = await operatorToken(t);
    for (const role of ['finance', 'operations', 'support', 'risk'] as const)
      w.roleTokens[role] = await roleOperatorToken(t, role);
    w.victim = await makeVictim(t, w.superToken, w.roleTokens.finance.token);
    w.attacker = await makeAttacker(t, w.superToken);
  }, 120_000);

  afterAll(async () => {
    figures.write({ routes: w.routes ? exercised(w.routes).length : 0 });
    await w.t?.close();
  });
  return w;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, type Permission, type Role } from '@app/shared';
import { buildTestApp, type TestApp } from '../helpers.js';
import { IDOR_FIELDS } from './access/idor-cases.js';
import {
  ANY_OPERATOR,
  BACK_OFFICE_ENTRY,
  ID_LIKE,
  key,
  NOT_OTHER_PLAYERS,
  routeTable,
  type Route,
} from './access/route-table.js';
import { ACCESS_ENV } from './access/world.js';
import { attackFigures } from './figures.js';

/**
 * The access matrix, derived from Fastify's route table so that a new route cannot escape it:
 * every route is either public (listed in access/route-table.ts, with why), a player route (the
 * session hook) or a back-office route (a permission hook); this file checks that table. Then
 * every back-office route is called without a token, with forged ones, with a player's, and with
 * every operator who lacks its permission (access-matrix-back-office.test.ts); every player route
 * with no session, with an operator's, and as another player aimed at a victim's cards, orders and
 * messages (access-matrix-players.test.ts); every signed route unsigned
 * (access-matrix-signed.test.ts). None may succeed, and the database must not move.
 */

const figures = attackFigures('access-matrix');
let t: TestApp;
let routes: Route[];

beforeAll(async () => {
  t = await buildTestApp(ACCESS_ENV);
  routes = routeTable(t.routes, t.app.authenticate, t.app.authenticateAgent);
});

afterAll(async () => {
  figures.write({ routes: routes?.length ?? 0 });
  await t?.close();
});

describe('the route table', () => {
  it('classifies every route as public, player or back office', () => {
    expect(routes.length).toBeGreaterThan(150);
    const unclassified = routes.filter((r) => r.guard.kind === 'unclassified').map(key);
    expect(unclassified, 'routes with no session or permission hook and not listed as public').toEqual([]);
    const openBackOffice = routes
      .filter(
        (r) =>
          r.url.startsWith('/admin/api/') && !BACK_OFFICE_ENTRY.has(r.url) && r.guard.kind !== 'operator',
      )
      .map(key);
    expect(openBackOffice, 'back-office routes without a permission hook').toEqual([]);
    const anyOperator = routes
      .filter((r) => r.guard.kind === 'operator' && r.guard.permission === null && r.method !== 'HEAD')
      .map(key);
    expect(
      anyOperator.filter((k) => !ANY_OPERATOR.has(k)),
      'back-office routes open to every role',
    ).toEqual([]);
    const playerOnAdmin = routes
      .filter((r) => r.guard.kind === 'player' && !r.url.startsWith('/api/'))
      .map(key);
    expect(playerOnAdmin).toEqual([]);
  });

  it('matches the reviewed table of who may call each back-office route', async () => {
    // A permission changed or a route added changes this file: review it, then update it with
    // `npx vitest run apps/server/test/attack/access-matrix.test.ts -u`.
    const lines = routes
      .filter((r) => r.guard.kind === 'operator' && r.method !== 'HEAD')
      .map((r) => {
        const permission = (r.guard as { permission: Permission | null }).permission;
        const roles = (Object.keys(ROLE_PERMISSIONS) as Role[]).filter(
          (role) => permission === null || ROLE_PERMISSIONS[role].includes(permission),
        );
        return `${key(r).padEnd(56)} ${(permission ?? 'any operator').padEnd(18)} ${roles.join(' ')}`;
      })
      .sort();
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/back-office-permissions.txt');
  });

  it('knows, for every player route that takes an id or order number, whose object it names', () => {
    const unlisted = routes
      .filter((r) => r.guard.kind === 'player')
      .flatMap((r) => r.keys.filter((k) => ID_LIKE.test(k)).map((k) => `${key(r)} ${k}`))
      .filter((k) => !(k in NOT_OTHER_PLAYERS) && !IDOR_FIELDS.has(k));
    expect(unlisted, 'id-taking player fields with no other-player case below').toEqual([]);
  });
});

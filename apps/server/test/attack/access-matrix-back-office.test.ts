import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, type Permission } from '@app/shared';
import { checkInvariants } from '../../src/ledger/invariants.js';
import { call, OPERATOR_PASSWORDS, roleOperatorToken } from '../helpers.js';
import { FIRST_LOGIN_PATHS, succeeded } from './access/route-table.js';
import { accessMatrixPerFile, REFUSAL_TRAIL } from './access/world.js';
import { changedTables, fingerprint } from './db-state.js';

/**
 * The access matrix on the back office (see access-matrix.test.ts): every back-office route called
 * without a token, with forged ones, with a player's, and with every operator who lacks its
 * permission. None may succeed, and the database must not move.
 */

const w = accessMatrixPerFile('access-matrix-back-office', (routes) =>
  routes.filter((r) => r.guard.kind === 'operator'),
);

describe('back office: refused without the right operator, and nothing moves', () => {
  const ATTACK_BODY = () => ({
    reason: '越权测试',
    username: w.victim.name,
    amount: 100,
    note: '越权',
    role: 'super',
    password: 'abc12345x',
    new_password: 'Evil12345x',
    old_password: 'abc12345x',
    status: 0,
    state: 0,
    title: '越权',
    content: '越权',
    code: '000000',
  });
  const targetIds = async (): Promise<Record<string, string | number>> => {
    const db = w.t.database.db;
    const first = async (table: 'banners' | 'notices' | 'activities' | 'pay_banks' | 'games') =>
      Number((await db.selectFrom(table).select('id').orderBy('id').executeTakeFirst())?.id ?? 1);
    const channel = await db.selectFrom('pay_channels').select('key').executeTakeFirst();
    return {
      'deposits/id': w.victim.bankDepositId,
      'withdrawals/id': w.victim.withdrawalId,
      'players/id': w.victim.userId,
      'threads/id': w.victim.userId,
      'adjustments/id': w.victim.adjustmentId,
      'activity-applications/id': w.victim.applicationId,
      'agent-applications/id': w.victim.agentApplicationId,
      'operators/id': w.roleTokens.finance.id,
      'banners/id': await first('banners'),
      'notices/id': await first('notices'),
      'activities/id': await first('activities'),
      'pay-banks/id': await first('pay_banks'),
      'games/id': await first('games'),
      'pay-channels/key': channel?.key ?? 'alipay',
      'vip-levels/level': 1,
      'platforms/code': 'pg',
      'articles/type': 1,
    };
  };
  const pathOf = (url: string, ids: Record<string, string | number>) =>
    url.replace(/:(\w+)/g, (_m, name: string, offset: number) =>
      String(ids[`${url.slice(0, offset).split('/').filter(Boolean).pop()}/${name}`] ?? 1),
    );

  it(
    'answers 401 to no token, forged tokens, players, disabled operators; ' +
      '403 to a first login and to every role without the permission',
    async () => {
      const { t, superToken, roleTokens, figures } = w;
      const ids = await targetIds();
      const disabled = await roleOperatorToken(t, 'finance');
      expect(
        (
          await call(
            t.app,
            'POST',
            `/admin/api/operators/${disabled.id}/status`,
            { status: 0 },
            { token: superToken },
          )
        ).code,
      ).toBe(200);
      const firstLoginName = `first_${randomBytes(3).toString('hex')}`;
      await call(
        t.app,
        'POST',
        '/admin/api/operators',
        { username: firstLoginName, password: OPERATOR_PASSWORDS.roleInitial, role: 'super' },
        { token: superToken },
      );
      const firstLogin = (
        await call(t.app, 'POST', '/admin/api/login', {
          username: firstLoginName,
          password: OPERATOR_PASSWORDS.roleInitial,
        })
      ).data.token as string;
      const flipped = superToken.slice(0, -1) + (superToken.endsWith('a') ? 'b' : 'a');
      const unauthenticated: Array<[string, string | undefined]> = [
        ['no token', undefined],
        ['malformed header', 'Bearer'],
        ['forged 256-bit token', randomBytes(32).toString('hex')],
        ['a super admin token with one character changed', flipped],
        ['a JWT-looking token', 'eyJhbGciOiJub25lIn0.eyJyb2xlIjoic3VwZXIifQ.'],
        ['a player token', w.attacker.token],
        ['a disabled operator', disabled.token],
      ];

      const before = await fingerprint(t.database, { skip: REFUSAL_TRAIL });
      const wrong: string[] = [];
      const admin = w.routes.filter((r) => r.guard.kind === 'operator');
      for (const r of admin) {
        const guard = r.guard as { kind: 'operator'; permission: Permission | null };
        const url = pathOf(r.url, ids);
        const cases: Array<[string, string | undefined, number]> = unauthenticated.map(([label, token]) => [
          label,
          token,
          401,
        ]);
        if (!FIRST_LOGIN_PATHS.has(r.url))
          cases.push(['a first login that has not changed its password', firstLogin, 403]);
        for (const role of Object.keys(roleTokens) as Array<keyof typeof roleTokens>) {
          if (guard.permission && !ROLE_PERMISSIONS[role].includes(guard.permission))
            cases.push([`role ${role}`, roleTokens[role].token, 403]);
        }
        for (const [label, token, expected] of cases) {
          const res = await w.send(r.method, url, token, ATTACK_BODY());
          if (succeeded(res.status, res.json)) figures.forbiddenSuccess();
          const envelopeOk =
            r.method === 'HEAD' || (res.json?.code === expected && (res.json.data ?? null) === null);
          if (res.status !== expected || !envelopeOk)
            wrong.push(`${r.method} ${url} with ${label}: HTTP ${res.status} ${res.body.slice(0, 80)}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(changedTables(before, await fingerprint(t.database, { skip: REFUSAL_TRAIL }))).toEqual([]);
      expect((await checkInvariants(t.database.db)).violations).toEqual([]);
      figures.add('adminRoutes', admin.length);
      // Every refusal by a token that opens nothing, or a role overreaching, is in the audit log.
      const denied = await t.database.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('outcome', '=', 'denied')
        .executeTakeFirstOrThrow();
      expect(Number(denied.n)).toBeGreaterThan(admin.length);
    },
  );

  it('lets each role read what its permissions allow (the refusals above are no broken token)', async () => {
    const ids = await targetIds();
    const wrong: string[] = [];
    for (const r of w.routes.filter((x) => x.guard.kind === 'operator' && x.method === 'GET')) {
      const guard = r.guard as { kind: 'operator'; permission: Permission | null };
      for (const role of Object.keys(w.roleTokens) as Array<keyof typeof w.roleTokens>) {
        if (guard.permission && !ROLE_PERMISSIONS[role].includes(guard.permission)) continue;
        const res = await w.send('GET', pathOf(r.url, ids), w.roleTokens[role].token);
        if (res.status === 401 || res.status === 403) wrong.push(`${r.url} as ${role}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

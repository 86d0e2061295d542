import { randomBytes } from 'node:crypto';
import { call, GOOD_PASSWORD, registerPlayer, type TestApp } from '../../helpers.js';
import type { attackFigures } from '../figures.js';

/**
 * Who the fuzz sends its cases as: a player, a super operator and an agent signed in to its console,
 * each made afresh whenever a fuzzed call ended its session.
 */
export async function fuzzPrincipals(t: TestApp, figures: ReturnType<typeof attackFigures>) {
  const principals: { player?: string; operator?: string; agent?: string } = {};
  let spare = 0;

  /** A fresh player (sessions end when the fuzz blacklists, excludes or logs one out). */
  async function newPlayer() {
    spare += 1;
    principals.player = (
      await registerPlayer(t.app, {}, `10.250.${spare % 250}.${1 + Math.floor(spare / 250)}`)
    ).token;
  }

  /**
   * A fresh super operator, created on the service (the fuzz may have disabled any operator it can
   * name, the first one included), its first password changed as the console requires.
   */
  async function newOperator() {
    spare += 1;
    const username = `fz${randomBytes(4).toString('hex')}`;
    const [initial, changed] = ['Brass-Kettle-4821-Orchid', 'Quiet-Harbor-9377-Lupine'];
    const ip = `10.251.${spare % 250}.${1 + Math.floor(spare / 250)}`;
    await t.services.operators.accounts.create(username, initial, 'super');
    const first = await call(t.app, 'POST', '/admin/api/login', { username, password: initial }, { ip });
    await call(
      t.app,
      'POST',
      '/admin/api/password',
      { old_password: initial, new_password: changed },
      { token: first.data.token, ip },
    );
    const login = await call(t.app, 'POST', '/admin/api/login', { username, password: changed }, { ip });
    if (login.code !== 200) throw new Error(`fuzz operator login failed: ${login.message}`);
    principals.operator = login.data.token;
  }

  /** A fresh agent signed in to its console (the fuzz may log it out or freeze nothing else). */
  async function newAgent() {
    spare += 1;
    const ip = `10.252.${spare % 250}.${1 + Math.floor(spare / 250)}`;
    const p = await registerPlayer(t.app, {}, ip);
    const userId = (await t.services.sessions.resolve(p.token))!;
    await t.database.db
      .transaction()
      .execute((trx) => t.services.agentTree.makeAgent(trx, userId, Date.now()));
    const login = await call(
      t.app,
      'POST',
      '/agent/api/login',
      { name: p.name, password: GOOD_PASSWORD },
      { ip },
    );
    if (login.code !== 200) throw new Error(`fuzz agent login failed: ${login.message}`);
    principals.agent = login.data.token;
  }

  /** Puts back what a fuzzed call may have taken away: the sessions, and the site out of maintenance. */
  async function restore() {
    await t.services.settings.set({ site_state: '1' });
    if ((await call(t.app, 'POST', '/api/balance', {}, { token: principals.player })).status === 401) {
      figures.add('sessionsRenewed');
      await newPlayer();
    }
    if (
      (await call(t.app, 'GET', '/admin/api/me', undefined, { token: principals.operator })).status === 401
    ) {
      figures.add('sessionsRenewed');
      await newOperator();
    }
    if ((await call(t.app, 'GET', '/agent/api/me', undefined, { token: principals.agent })).status === 401) {
      figures.add('sessionsRenewed');
      await newAgent();
    }
  }

  await newPlayer();
  await newOperator();
  await newAgent();
  return { principals, restore };
}

import { beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '@app/shared';
import { call, GOOD_PASSWORD, operatorToken, registerPlayer } from '../helpers.js';
import { clusterPerFile, WITHIN_A_SECOND } from '../support/cluster.js';
import type { TestApp } from '../support/app.js';

/**
 * Two API nodes on one database and one Redis: whatever ends a session on one node is refused on
 * the other within a second, though each node caches sessions for 30 s; settings likewise.
 */
const nodes = clusterPerFile();
let op = '';
beforeAll(async () => {
  op = await operatorToken(nodes.a);
});

const balanceStatus = (node: TestApp, token: string) => async () =>
  (await call(node.app, 'POST', '/api/balance', {}, { token })).status;

/** A player signed in on node A whose session node B has already cached. */
async function playerSeenByBothNodes() {
  const player = await registerPlayer(nodes.a.app);
  const id = Number((await call(nodes.a.app, 'POST', '/api/user', {}, { token: player.token })).data.id);
  for (let i = 0; i < 2; i++) expect(await balanceStatus(nodes.b, player.token)()).toBe(200);
  return { ...player, id };
}

type Player = Awaited<ReturnType<typeof playerSeenByBothNodes>>;
const asOperator = (url: string, body: unknown = {}) => call(nodes.a.app, 'POST', url, body, { token: op });

const endings: Array<[string, (p: Player) => Promise<{ code: number }>]> = [
  ['the player logs out', (p) => call(nodes.a.app, 'POST', '/api/logoff', {}, { token: p.token })],
  [
    'the player changes the login password',
    (p) =>
      call(
        nodes.a.app,
        'POST',
        '/api/editPassword',
        { password: GOOD_PASSWORD, paypassword: 'newpass123', newpasword: 'newpass123' },
        { token: p.token },
      ),
  ],
  ['an operator forces the player out', (p) => asOperator(`/admin/api/players/${p.id}/logout`)],
  [
    'an operator disables the player',
    (p) => asOperator(`/admin/api/players/${p.id}/status`, { status: 0, reason: '风控冻结' }),
  ],
  [
    'an operator blacklists the player',
    (p) => asOperator(`/admin/api/players/${p.id}/blacklist`, { isblack: 1, reason: '套利' }),
  ],
  [
    'the player takes a time-out',
    (p) =>
      call(
        nodes.a.app,
        'POST',
        '/api/protection/exclusion',
        { kind: 'timeout', duration: '7d', confirm: 1 },
        { token: p.token },
      ),
  ],
];

describe('a session ended on one node', () => {
  it.each(endings)('is refused on the other within a second when %s', async (_what, end) => {
    const player = await playerSeenByBothNodes();
    expect((await end(player)).code).toBe(200);
    expect(await balanceStatus(nodes.a, player.token)()).toBe(401);
    await expect.poll(balanceStatus(nodes.b, player.token), WITHIN_A_SECOND).toBe(401);
  });

  it('leaves the other players of that node signed in', async () => {
    const [leaving, staying] = [await playerSeenByBothNodes(), await playerSeenByBothNodes()];
    await call(nodes.a.app, 'POST', '/api/logoff', {}, { token: leaving.token });
    await expect.poll(balanceStatus(nodes.b, leaving.token), WITHIN_A_SECOND).toBe(401);
    expect(await balanceStatus(nodes.b, staying.token)()).toBe(200);
  });
});

describe('settings changed on one node', () => {
  it('reach the other within a second: maintenance closes and reopens the player API', async () => {
    const player = await playerSeenByBothNodes();
    const codeOnB = async () =>
      (await call(nodes.b.app, 'POST', '/api/balance', {}, { token: player.token })).code;
    const site = (state: string) =>
      call(nodes.a.app, 'PUT', '/admin/api/site/settings', { site_state: state }, { token: op });
    try {
      expect((await site('0')).code).toBe(200);
      await expect.poll(codeOnB, WITHIN_A_SECOND).toBe(CODE.maintenance);
    } finally {
      expect((await site('1')).code).toBe(200);
    }
    await expect.poll(codeOnB, WITHIN_A_SECOND).toBe(200);
  });

  it('reach the other within a second: a VIP level renamed in the console shows there', async () => {
    const levels = await call(nodes.a.app, 'GET', '/admin/api/vip-levels?per_page=50', undefined, {
      token: op,
    });
    const { level: _level, players: _players, ...vip1 } = levels.data.data[1];
    const nameOnB = async () =>
      (await call(nodes.b.app, 'POST', '/api/uservip', {})).data.find((l: { id: number }) => l.id === 1).name;
    expect(await nameOnB()).toBe(vip1.name);
    const renamed = { ...vip1, name: '青铜会员' };
    expect((await call(nodes.a.app, 'PUT', '/admin/api/vip-levels/1', renamed, { token: op })).code).toBe(
      200,
    );
    await expect.poll(nameOnB, WITHIN_A_SECOND).toBe('青铜会员');
  });
});

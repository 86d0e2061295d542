import { describe, expect, it, vi } from 'vitest';
import { DEV_SECRETS } from '@app/shared/node';
import { signBody } from '@app/demo-provider';
import { TRANSFER_MSG } from '@app/shared';
import { call, fundedPlayer, postAs, useTestApp } from '../../../test/helpers.js';
import { seedGames } from '../../seeds/seed-games.js';
import { checkInvariants } from '../../ledger/invariants.js';

const SECRET = DEV_SECRETS.DEMO_PROVIDER_SECRET;
const t = useTestApp(async (t) => {
  await seedGames(t.database.db);
  await t.services.settings.set({ turnover_multiple: '0' });
});

type Player = Awaited<ReturnType<typeof fundedPlayer>>;
const post = postAs(t);
const mainBalance = async (p: Player) => (await post(p, '/api/balance')).data.balance as string;
const platformBalance = async (p: Player, code: string) =>
  ((await post(p, '/api/balancelist2')).data as Array<{ platname: string; balance: string }>).find(
    (x) => x.platname === code,
  )?.balance;
const providerBalance = async (p: Player, code: string) => {
  const res = await t.services.transfers.refreshPlatform(p.userId, code);
  return res.balance;
};
const transfer = (p: Player, amount: unknown, sourcetype: string, targettype: string) =>
  post(p, '/api/transfer', { amount, sourcetype, targettype });
async function expectBooksBalanced() {
  expect((await checkInvariants(t.database.db)).violations).toEqual([]);
}

describe('platform lists', () => {
  it('lists open platforms for the filters, transfer-mode ones with balances for transfers', async () => {
    const p = await fundedPlayer(t, 100);
    const list = await post(p, '/api/balancelist');
    expect(list.data).toEqual(
      expect.arrayContaining([
        { platname: 'pp', name: 'PP电子' },
        { platname: 'obgdy', name: 'OB电子' },
      ]),
    );
    const balances = (await post(p, '/api/balancelist2')).data as Array<{
      platname: string;
      balance: string;
    }>;
    expect(balances.find((b) => b.platname === 'ky')).toEqual({
      platname: 'ky',
      name: '开元棋牌',
      balance: '0.00',
    });
    // Seamless platforms play from the main wallet: nothing to transfer to.
    expect(balances.some((b) => b.platname === 'obgdy')).toBe(false);
  });

  it('needs a session', async () => {
    const res = await call(t.app, 'POST', '/api/balancelist2', {});
    expect(res.status).toBe(401);
  });

  it('answers with the fields the contract names: one added to a row never reaches the player', async () => {
    const p = await fundedPlayer(t, 100);
    const rows = await t.services.transfers.balances(p.userId);
    const spy = vi
      .spyOn(t.services.transfers, 'balances')
      .mockResolvedValue(rows.map((row) => ({ ...row, provider_account: 'secret-7731' })));
    try {
      const res = await post(p, '/api/balancelist2');
      expect(res.code).toBe(200);
      expect(res.data).toEqual(rows);
      expect(JSON.stringify(res.data)).not.toContain('provider_account');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('transfers', () => {
  it('moves money to a platform and back: main, platform wallet, provider and records agree', async () => {
    const p = await fundedPlayer(t, 500);
    const into = await transfer(p, '200', 'userbalance', 'ky');
    expect(into).toMatchObject({ code: 200, message: TRANSFER_MSG.success });
    expect(await mainBalance(p)).toBe('300.00');
    expect(await platformBalance(p, 'ky')).toBe('200.00');
    expect(await providerBalance(p, 'ky')).toBe('200.00');
    expect((await post(p, '/api/user')).data.gameblance).toBe('200.00');

    const back = await transfer(p, 50.5, 'ky', 'userbalance');
    expect(back).toMatchObject({ code: 200, message: TRANSFER_MSG.success });
    expect(await mainBalance(p)).toBe('350.50');
    expect(await platformBalance(p, 'ky')).toBe('149.50');

    const ins = await post(p, '/api/gettransrecord', { type: 3, page: 1 });
    expect(ins.data.data).toEqual([
      expect.objectContaining({ pay_way: '开元棋牌', amount: '200.00', state: 1 }),
    ]);
    const outs = await post(p, '/api/gettransrecord', { type: 4, page: 1, api_type: 'ky' });
    expect(outs.data.data).toEqual([expect.objectContaining({ amount: '50.50', state: 1 })]);
    expect((await post(p, '/api/gettransrecord', { type: 4, page: 1, api_type: 'pp' })).data.total).toBe(0);
    await expectBooksBalanced();
  });

  it.each([
    [{ sourcetype: 'userbalance', targettype: 'ky' }, TRANSFER_MSG.amountRequired],
    [{ amount: '10', targettype: 'ky' }, TRANSFER_MSG.chooseSource],
    [{ amount: '10', sourcetype: 'userbalance' }, TRANSFER_MSG.chooseTarget],
    [{ amount: '-5', sourcetype: 'userbalance', targettype: 'ky' }, TRANSFER_MSG.invalidAmount],
    [{ amount: '1.005', sourcetype: 'userbalance', targettype: 'ky' }, TRANSFER_MSG.invalidAmount],
    [{ amount: 'abc', sourcetype: 'userbalance', targettype: 'ky' }, TRANSFER_MSG.invalidAmount],
    [{ amount: '0.5', sourcetype: 'userbalance', targettype: 'ky' }, TRANSFER_MSG.belowMin],
    [{ amount: '10', sourcetype: 'ky', targettype: 'ky' }, TRANSFER_MSG.samePlatform],
    [{ amount: '10', sourcetype: 'pp', targettype: 'ky' }, TRANSFER_MSG.mainOnOneSide],
    [{ amount: '10', sourcetype: 'userbalance', targettype: 'nosuch' }, TRANSFER_MSG.platformUnknown],
    [{ amount: '10', sourcetype: 'userbalance', targettype: 'obgdy' }, TRANSFER_MSG.seamlessPlatform],
    [{ amount: '100000000', sourcetype: 'userbalance', targettype: 'ky' }, TRANSFER_MSG.insufficient],
    [
      { amount: '99999999999999999999', sourcetype: 'userbalance', targettype: 'ky' },
      TRANSFER_MSG.invalidAmount,
    ],
    [{ amount: '10', sourcetype: 'ky', targettype: 'userbalance' }, TRANSFER_MSG.insufficient],
  ])('refuses %j with its message and moves nothing', async (body, message) => {
    const p = await fundedPlayer(t, 100);
    const res = await post(p, '/api/transfer', body);
    expect(res).toMatchObject({ code: 400, message });
    expect(await mainBalance(p)).toBe('100.00');
    expect(await platformBalance(p, 'ky')).toBe('0.00');
  });

  it('refuses a transfer to a platform under maintenance', async () => {
    const p = await fundedPlayer(t, 100);
    await t.database.db.updateTable('platforms').set({ enabled: 0 }).where('code', '=', 'vr').execute();
    expect(await transfer(p, 10, 'userbalance', 'vr')).toMatchObject({
      code: 400,
      message: TRANSFER_MSG.platformClosed,
    });
    await t.database.db.updateTable('platforms').set({ enabled: 1 }).where('code', '=', 'vr').execute();
    expect(await mainBalance(p)).toBe('100.00');
  });

  it('keeps a transfer pending if the provider is down or its answer lost; reconciled once', async () => {
    const p = await fundedPlayer(t, 300);
    t.providerFaults.down = true;
    expect(await transfer(p, 100, 'userbalance', 'pp')).toMatchObject({
      code: 200,
      message: TRANSFER_MSG.pending,
    });
    t.providerFaults.down = false;
    // Down before it acted: the resend finds nothing done and does it now.
    expect(await mainBalance(p)).toBe('200.00');
    expect((await post(p, '/api/gettransrecord', { type: 3 })).data.data[0].state).toBe(2);

    t.providerFaults.loseAnswer = true;
    expect(await transfer(p, 50, 'userbalance', 'pp')).toMatchObject({
      code: 200,
      message: TRANSFER_MSG.pending,
    });
    t.providerFaults.loseAnswer = false;
    expect(await mainBalance(p)).toBe('150.00');

    // Too young to resend yet; then resent once each, applied at most once by the provider.
    expect(await t.services.transfers.reconcile(30_000)).toBe(0);
    t.clock.advance(31_000);
    expect(await t.services.transfers.reconcile(30_000)).toBe(2);
    expect(await t.services.transfers.reconcile(0)).toBe(0);
    expect(await platformBalance(p, 'pp')).toBe('150.00');
    expect(await providerBalance(p, 'pp')).toBe('150.00');
    expect(
      ((await post(p, '/api/gettransrecord', { type: 3 })).data.data as Array<{ state: number }>).map(
        (r) => r.state,
      ),
    ).toEqual([1, 1]);
    await expectBooksBalanced();
  });

  it('refunds the platform wallet when the provider refuses a transfer out', async () => {
    const p = await fundedPlayer(t, 200);
    await transfer(p, 100, 'userbalance', 'ae');
    // The provider's books lost 40 that ours do not know about (moved by another channel).
    const raw = JSON.stringify({
      transfer_no: `X${p.userId}`,
      player_id: String(p.userId),
      platform: 'ae',
      direction: 'out',
      amount: 4000,
    });
    await t.app.inject({
      method: 'POST',
      url: '/demo-provider/api/transfer',
      headers: { 'content-type': 'application/json', ...signBody(SECRET, raw, t.clock.now().getTime()) },
      payload: raw,
    });
    expect(await transfer(p, 100, 'ae', 'userbalance')).toMatchObject({
      code: 400,
      message: TRANSFER_MSG.failed,
    });
    expect(await platformBalance(p, 'ae')).toBe('100.00');
    expect(await mainBalance(p)).toBe('100.00');
    expect((await post(p, '/api/gettransrecord', { type: 4 })).data.data[0]).toMatchObject({
      amount: '100.00',
      state: 0,
    });
    await expectBooksBalanced();
  });

  it('20 concurrent transfers in overdraw nothing: what the balance allows passes, others 余额不足', async () => {
    const p = await fundedPlayer(t, 100);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => transfer(p, 10, 'userbalance', 'fgdz')),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(10);
    expect(results.filter((r) => r.message === TRANSFER_MSG.insufficient)).toHaveLength(10);
    expect(await mainBalance(p)).toBe('0.00');
    expect(await platformBalance(p, 'fgdz')).toBe('100.00');
    expect(await providerBalance(p, 'fgdz')).toBe('100.00');
    await expectBooksBalanced();
  });

  it('races a withdrawal against a transfer on one balance: never both', async () => {
    const p = await fundedPlayer(t, 150);
    const [w, tr] = await Promise.all([
      post(p, '/api/withdraw', { amount: 120, bank: p.cardId, password: '123456' }),
      transfer(p, 120, 'userbalance', 'pp'),
    ]);
    expect([w.code, tr.code].filter((c) => c === 200)).toHaveLength(1);
    expect(await mainBalance(p)).toBe('30.00');
    await expectBooksBalanced();
  });
});

describe('one-key recover and free-transfer mode', () => {
  it('pulls back every platform with a balance, not only the last one used', async () => {
    const p = await fundedPlayer(t, 600);
    for (const code of ['ky', 'pp', 'ae']) await transfer(p, 100, 'userbalance', code);
    expect(await mainBalance(p)).toBe('300.00');
    const res = await post(p, '/api/transall');
    expect(res).toMatchObject({ code: 200, message: TRANSFER_MSG.recovered });
    expect(await mainBalance(p)).toBe('600.00');
    for (const code of ['ky', 'pp', 'ae']) expect(await platformBalance(p, code)).toBe('0.00');
    expect((await post(p, '/api/transall')).message).toBe(TRANSFER_MSG.nothingToRecover);
    await expectBooksBalanced();
  });

  it('switches the mode; free-transfer mode moves the whole balance into the platform opened', async () => {
    const p = await fundedPlayer(t, 300);
    await transfer(p, 100, 'userbalance', 'ky');
    expect(await post(p, '/api/uptransferstatus', { transferstatus: 1 })).toMatchObject({
      code: 200,
      message: '操作成功！',
    });
    expect((await post(p, '/api/user')).data.transferstatus).toBe(1);
    const launched = await post(p, '/api/getGameUrl', { plat_name: 'ag', game_code: 'baccarat-classic' });
    expect(launched.code).toBe(200);
    expect(await mainBalance(p)).toBe('0.00');
    expect(await platformBalance(p, 'ky')).toBe('0.00');
    expect(await platformBalance(p, 'ag')).toBe('300.00');
    expect(await post(p, '/api/uptransferstatus', { transferstatus: 2 })).toMatchObject({ code: 400 });
    await post(p, '/api/uptransferstatus', { transferstatus: 0 });
    await post(p, '/api/getGameUrl', { plat_name: 'ky', game_code: 'niuniu' });
    expect(await platformBalance(p, 'ag')).toBe('300.00');
    await expectBooksBalanced();
  });
});

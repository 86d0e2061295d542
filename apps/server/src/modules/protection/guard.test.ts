import { describe, expect, it } from 'vitest';
import { ACTIVITY_MSG, exclusionBlockedMessage } from '@app/shared';
import {
  call,
  fundedPlayer,
  inboxOf,
  operatorToken,
  riskCleared,
  walletCallback,
} from '../../../test/helpers.js';
import { checkInvariants } from '../../ledger/invariants.js';
import { at, beijing, DAY, protectionTests } from './protection.test-support.js';

const { t, post, recharge } = protectionTests();

describe('time-out and self-exclusion', () => {
  it(
    'refuses deposits, games, transfers in, promotions and provider bets on the server; ' +
      'money still comes out',
    async () => {
      t.clock.set(beijing('2026-11-22T10:30:00'));
      const p = await fundedPlayer(t, 1000);
      const op = await operatorToken(t);
      // Before: a pending withdrawal, money in a transfer platform, and an open seamless round.
      const wd = await post(p.token, '/api/withdraw', { amount: '100', bank: p.cardId, password: '123456' });
      expect(wd.code).toBe(200);
      expect(
        (await post(p.token, '/api/transfer', { amount: '200', sourcetype: 'userbalance', targettype: 'ky' }))
          .code,
      ).toBe(200);
      const providerToken = await t.services.seamless.issueToken(p.userId, 'obgdy');
      const pid = String(p.userId);
      const provider = (action: string, body: Record<string, unknown>) => walletCallback(t, action, body);
      const bet = (txn_id: string, amount: string) =>
        provider('bet', {
          token: providerToken,
          player_id: pid,
          txn_id,
          round_id: `r-${txn_id}`,
          game_code: 'fortune-god',
          amount,
          currency: 'CNY',
        });
      expect(await bet('px-1', '50.00')).toMatchObject({ status: 'OK', balance: '650.00' });
      expect(await bet('px-2', '10.00')).toMatchObject({ status: 'OK', balance: '640.00' });

      // The exclusion starts on another node: this session is still in its cache, so every path checks.
      await t.database.db
        .insertInto('player_exclusions')
        .values({
          user_id: p.userId,
          kind: 'timeout',
          duration: '24h',
          starts_at: t.clock.now().getTime(),
          ends_at: t.clock.now().getTime() + DAY,
          ip: '',
          created_at: t.clock.now().getTime(),
        })
        .execute();
      const blocked = exclusionBlockedMessage('timeout', at(t.clock.now().getTime() + DAY));

      expect(await recharge(p.token, 100)).toMatchObject({ code: 400, message: blocked });
      expect(
        await post(p.token, '/api/getGameUrl', { plat_name: 'obgdy', game_code: 'fortune-god' }),
      ).toMatchObject({ code: 400, message: blocked });
      expect(
        await post(p.token, '/api/getGameUrl', { plat_name: 'ky', game_code: 'dragon-tiger' }),
      ).toMatchObject({ code: 400, message: blocked });
      expect(
        await post(p.token, '/api/transfer', { amount: '10', sourcetype: 'userbalance', targettype: 'ky' }),
      ).toMatchObject({ code: 400, message: blocked });
      expect(await post(p.token, '/api/douserredpacket')).toMatchObject({ code: 400, message: blocked });
      const activities = (await call(t.app, 'POST', '/api/activitylist', {})).data.data as Array<{
        id: number;
        title: string;
      }>;
      const daily = activities.find((a) => a.title.startsWith('每日存款加赠'))!;
      expect(
        await post(p.token, '/api/doactivityapply', { activityid: daily.id, amount: '500' }),
      ).toMatchObject({ code: 400, message: blocked });
      expect(ACTIVITY_MSG.submitted).not.toBe(blocked);

      // Provider bets: refused with the protocol's "user disabled"; the open round's win and a rollback
      // still apply.
      expect(await bet('px-3', '5.00')).toMatchObject({ status: 'USER_DISABLED' });
      expect(
        await provider('win', {
          player_id: pid,
          txn_id: 'px-1w',
          bet_txn_id: 'px-1',
          round_id: 'r-px-1',
          amount: '120.00',
          currency: 'CNY',
        }),
      ).toMatchObject({ status: 'OK', balance: '760.00' });
      expect(
        await provider('rollback', {
          player_id: pid,
          txn_id: 'px-2r',
          bet_txn_id: 'px-2',
          round_id: 'r-px-2',
          currency: 'CNY',
        }),
      ).toMatchObject({ status: 'OK', balance: '770.00' });

      // Money comes out: the transfer back to the main wallet and the pending withdrawal both complete.
      expect(
        await post(p.token, '/api/transfer', { amount: '200', sourcetype: 'ky', targettype: 'userbalance' }),
      ).toMatchObject({ code: 200 });
      expect((await post(p.token, '/api/balance')).data.balance).toBe('970.00');
      const w = await t.database.db
        .selectFrom('withdrawals')
        .select('id')
        .where('user_id', '=', p.userId)
        .executeTakeFirstOrThrow();
      await riskCleared(t);
      expect(
        (await call(t.app, 'POST', `/admin/api/withdrawals/${w.id}/approve`, {}, { token: op })).code,
      ).toBe(200);

      // Promotional inbox messages are skipped; account messages still arrive.
      const { inbox } = await import('../messages/inbox.js');
      const now = t.clock.now().getTime();
      await inbox.send(t.database.db, p.userId, { kind: 'promo', title: '周末加赠', content: '...' }, now);
      await inbox.send(
        t.database.db,
        p.userId,
        { kind: 'withdrawal', title: '取款审核通过', content: '...' },
        now,
      );
      const titles = (await inboxOf(t, p.userId)).map((m) => m.title);
      expect(titles).not.toContain('周末加赠');
      expect(titles).toContain('取款审核通过');
      expect((await checkInvariants(t.database.db)).violations).toEqual([]);
    },
  );
});

import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ProviderDB } from './db.js';
import { rng } from './engines/rng.js';
import { CHOICES, STAKES, kindOf, play, type GameKind } from './games.js';
import { signBody } from './signing.js';
import { fetchPost, type HttpPost } from '@app/shared/node';

export type Call = HttpPost;

export interface ProviderOptions {
  db: Kysely<ProviderDB>;
  secret: string;
  /** The operator's seamless wallet base URL, e.g. http://127.0.0.1:8080/api/provider/demo/wallet */
  operatorWalletUrl: string;
  /** Where the play pages live: the provider's public address (or '' on the operator's own site) and path. */
  basePath: string;
  call?: Call;
  now?: () => number;
}

export class ProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const SESSION_MS = 4 * 3_600_000;
const yuan = (fen: number) => (fen / 100).toFixed(2);
const toFen = (s: string) => Math.round(Number(s) * 100);

/**
 * The demo provider's business: player wallets for transfer mode, launch sessions, rounds, and in
 * seamless mode a bet and a win call to the operator for every round (a rollback when the bet's
 * answer is lost).
 */
export function createDemoProvider(opts: ProviderOptions) {
  const { db, secret } = opts;
  const now = opts.now ?? Date.now;
  const call = opts.call ?? fetchPost;

  async function operator(action: 'bet' | 'win' | 'rollback' | 'balance', payload: Record<string, unknown>) {
    const body = JSON.stringify({ ...payload, currency: 'CNY' });
    const res = await call(
      `${opts.operatorWalletUrl}/${action}`,
      { 'content-type': 'application/json', ...signBody(secret, body, now()) },
      body,
    );
    return JSON.parse(res.body) as { status: string; balance?: string };
  }

  /** Rollbacks are retried until the operator answers, as providers do after a timeout. */
  function rollbackUntilAnswered(payload: Record<string, unknown>, attempt = 0): void {
    const delays = [0, 5_000, 30_000, 120_000, 600_000, 3_600_000];
    const delay = delays[attempt];
    if (delay === undefined) return;
    setTimeout(() => {
      operator('rollback', payload).catch(() => rollbackUntilAnswered(payload, attempt + 1));
    }, delay).unref();
  }

  async function walletBalance(
    playerId: string,
    platform: string,
    q: Kysely<ProviderDB> = db,
  ): Promise<number> {
    const row = await q
      .selectFrom('dp_wallets')
      .select('balance')
      .where('player_id', '=', playerId)
      .where('platform', '=', platform)
      .executeTakeFirst();
    return row ? Number(row.balance) : 0;
  }

  async function session(id: string) {
    const s = await db.selectFrom('dp_sessions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!s || Number(s.expires_at) < now())
      throw new ProviderError('SESSION_EXPIRED', '游戏会话已过期，请返回重新进入');
    return s;
  }

  return {
    async launch(req: {
      player_id: string;
      username: string;
      platform: string;
      game_code: string;
      wallet_mode: string;
      token?: string;
      return_url?: string;
    }) {
      const kind = kindOf(req.platform, req.game_code);
      if (!kind) throw new ProviderError('GAME_NOT_FOUND', '该游戏维护中，请稍后再试');
      const id = randomBytes(18).toString('base64url');
      await db
        .insertInto('dp_sessions')
        .values({
          id,
          player_id: req.player_id,
          username: req.username,
          platform: req.platform,
          game_code: req.game_code,
          game_kind: kind,
          wallet_mode: req.wallet_mode === 'seamless' ? 'seamless' : 'transfer',
          operator_token: req.token ?? '',
          return_url: req.return_url ?? '',
          created_at: now(),
          expires_at: now() + SESSION_MS,
        })
        .execute();
      return { url: `${opts.basePath}/play/${id}` };
    },

    /** Transfer wallet: idempotent by the operator's transfer number. */
    async transfer(req: {
      transfer_no: string;
      player_id: string;
      platform: string;
      direction: 'in' | 'out';
      amount: number;
    }) {
      return db.transaction().execute(async (trx) => {
        const seen = await trx
          .selectFrom('dp_transfers')
          .selectAll()
          .where('transfer_no', '=', req.transfer_no)
          .executeTakeFirst();
        if (seen) {
          const same =
            seen.player_id === req.player_id &&
            seen.platform === req.platform &&
            seen.direction === req.direction &&
            Number(seen.amount) === req.amount;
          return {
            status: same ? seen.status : 'DUPLICATE',
            balance: yuan(await walletBalance(req.player_id, req.platform, trx)),
          };
        }
        await trx
          .insertInto('dp_wallets')
          .values({ player_id: req.player_id, platform: req.platform, updated_at: now() })
          .onConflict((oc) => oc.columns(['player_id', 'platform']).doNothing())
          .execute();
        const delta = req.direction === 'in' ? req.amount : -req.amount;
        const moved = await trx
          .updateTable('dp_wallets')
          .set({ balance: sql`balance + ${delta}`, updated_at: now() })
          .where('player_id', '=', req.player_id)
          .where('platform', '=', req.platform)
          .where(sql<boolean>`balance + ${delta} >= 0`)
          .executeTakeFirst();
        const status = Number(moved.numUpdatedRows) === 1 ? 'OK' : 'INSUFFICIENT_FUNDS';
        await trx
          .insertInto('dp_transfers')
          .values({ ...req, status, created_at: now() })
          .execute();
        const row = await trx
          .selectFrom('dp_wallets')
          .select('balance')
          .where('player_id', '=', req.player_id)
          .where('platform', '=', req.platform)
          .executeTakeFirstOrThrow();
        return { status, balance: yuan(Number(row.balance)) };
      });
    },

    async transferStatus(transferNo: string) {
      const t = await db
        .selectFrom('dp_transfers')
        .select('status')
        .where('transfer_no', '=', transferNo)
        .executeTakeFirst();
      return { status: !t ? 'NOT_FOUND' : t.status === 'OK' ? 'OK' : 'FAILED' };
    },

    async balance(playerId: string, platform: string) {
      return { balance: yuan(await walletBalance(playerId, platform)) };
    },

    /** Settled rounds after `afterId`, oldest first: what the operator pulls into its bet records. */
    async bets(afterId: number, limit: number) {
      const rows = await db
        .selectFrom('dp_rounds')
        .selectAll()
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(Math.min(limit, 1000))
        .execute();
      return {
        bets: rows.map((r) => ({
          id: r.id,
          bet_id: r.round_no,
          round_no: r.round_no,
          player_id: r.player_id,
          platform: r.platform,
          game_code: r.game_code,
          bet_amount: yuan(Number(r.bet)),
          valid_bet: yuan(Number(r.valid_bet)),
          wallet_mode: r.wallet_mode,
          memo: r.memo,
          win_loss: yuan(Number(r.win) - Number(r.bet)),
          status: r.status,
          bet_time: r.created_at,
        })),
      };
    },

    async sessionInfo(id: string) {
      const s = await session(id);
      const kind = s.game_kind as GameKind;
      let balance: number;
      if (s.wallet_mode === 'seamless') {
        const res = await operator('balance', { token: s.operator_token });
        balance = res.status === 'OK' ? toFen(res.balance ?? '0') : 0;
      } else balance = await walletBalance(s.player_id, s.platform);
      return {
        kind,
        game_code: s.game_code,
        platform: s.platform,
        username: s.username,
        stakes: STAKES[kind],
        choices: CHOICES[kind],
        balance: yuan(balance),
        return_url: s.return_url,
      };
    },

    async history(id: string) {
      const s = await session(id);
      const rows = await db
        .selectFrom('dp_rounds')
        .selectAll()
        .where('player_id', '=', s.player_id)
        .where('game_code', '=', s.game_code)
        .orderBy('id', 'desc')
        .limit(20)
        .execute();
      return rows.map((r) => ({
        round_no: r.round_no,
        bet: yuan(Number(r.bet)),
        win: yuan(Number(r.win)),
        time: r.created_at,
      }));
    },

    /** One round: stake checked, outcome drawn, money moved in the session's wallet mode. */
    async playRound(id: string, bet: number, choice: string) {
      const s = await session(id);
      const kind = s.game_kind as GameKind;
      if (!STAKES[kind].includes(bet)) throw new ProviderError('BAD_STAKE', '请选择有效的投注金额');
      if (!CHOICES[kind].includes(choice)) throw new ProviderError('BAD_CHOICE', '请选择投注项');
      const roundNo = `${s.platform.toUpperCase()}${now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
      const outcome = play(kind, bet, choice, rng);
      let balance: number;

      if (s.wallet_mode === 'seamless') {
        const betTxn = `${roundNo}-B`;
        const base = { player_id: s.player_id, round_id: roundNo };
        let placed: { status: string; balance?: string };
        try {
          placed = await operator('bet', {
            ...base,
            token: s.operator_token,
            txn_id: betTxn,
            game_code: s.game_code,
            amount: yuan(bet),
          });
        } catch {
          // The answer was lost: the bet may or may not stand on the operator's side, so undo it.
          rollbackUntilAnswered({ ...base, txn_id: `${roundNo}-R`, bet_txn_id: betTxn });
          throw new ProviderError('NETWORK', '网络异常，本局已取消');
        }
        if (placed.status === 'INSUFFICIENT_FUNDS') throw new ProviderError('INSUFFICIENT_FUNDS', '余额不足');
        if (placed.status !== 'OK') throw new ProviderError(placed.status, '投注失败，请返回重新进入游戏');
        const paid = await operator('win', {
          ...base,
          txn_id: `${roundNo}-W`,
          bet_txn_id: betTxn,
          amount: yuan(outcome.win),
        });
        balance = toFen(paid.balance ?? placed.balance ?? '0');
      } else {
        const result = await db.transaction().execute(async (trx) => {
          const debited = await trx
            .updateTable('dp_wallets')
            .set({ balance: sql`balance - ${bet} + ${outcome.win}`, updated_at: now() })
            .where('player_id', '=', s.player_id)
            .where('platform', '=', s.platform)
            .where('balance', '>=', bet)
            .executeTakeFirst();
          if (Number(debited.numUpdatedRows) !== 1) return null;
          return (
            await trx
              .selectFrom('dp_wallets')
              .select('balance')
              .where('player_id', '=', s.player_id)
              .where('platform', '=', s.platform)
              .executeTakeFirstOrThrow()
          ).balance;
        });
        if (result === null) throw new ProviderError('INSUFFICIENT_FUNDS', '余额不足，请先转入额度');
        balance = Number(result);
      }
      await db
        .insertInto('dp_rounds')
        .values({
          round_no: roundNo,
          player_id: s.player_id,
          platform: s.platform,
          game_code: s.game_code,
          bet,
          win: outcome.win,
          valid_bet: outcome.validBet,
          wallet_mode: s.wallet_mode,
          memo: outcome.memo,
          detail: JSON.stringify(outcome.detail),
          status: 1,
          created_at: now(),
        })
        .execute();
      return {
        round_no: roundNo,
        bet: yuan(bet),
        win: yuan(outcome.win),
        result: outcome.detail,
        balance: yuan(balance),
      };
    },
  };
}

export type DemoProvider = ReturnType<typeof createDemoProvider>;

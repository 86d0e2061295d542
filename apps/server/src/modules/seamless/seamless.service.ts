import type { Kysely, Transaction } from 'kysely';
import { formatFen, parseYuanToFen } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { HOUSE, createHouseAccounts, ledgerAccounts } from '../../ledger/accounts.js';
import { LedgerError, postJournal } from '../../ledger/ledger.js';
import { REASON } from '../../ledger/reasons.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { SEAMLESS_STATUS as S, type BalanceRequest, type BetRequest, type RollbackRequest, type SeamlessAnswer, type SeamlessStatus, type WinRequest } from './seamless.protocol.js';

type Q = Kysely<DB> | Transaction<DB>;
const TOKEN_TTL_MS = 4 * 3_600_000;

const answer = (status: SeamlessStatus, balanceFen?: number): SeamlessAnswer => ({
  status,
  currency: 'CNY',
  ...(balanceFen === undefined ? {} : { balance: formatFen(balanceFen) }),
});

interface TxnRow {
  kind: string;
  user_id: number;
  amount: number;
  game_code: string;
  bet_txn_id: string;
  response: string;
}

/** Thrown inside a transaction to roll it back and answer the provider with `answer`. */
class Refusal extends Error {
  constructor(readonly answer: SeamlessAnswer) {
    super(answer.status);
  }
}

/**
 * Our side of the seamless wallet protocol: the provider debits and credits the player's main
 * wallet through us, bet by bet. Every transaction id is processed once; a repeat gets the first
 * answer, a reuse for something else is refused as a duplicate. A win or rollback for an unknown
 * bet moves nothing; a rollback that comes first is remembered and its late bet refused; a
 * rollback after the round paid out is refused. Only bets check the launch token's expiry.
 */
export function createSeamlessWallet(deps: { db: Kysely<DB>; clock: Clock; provider: string }) {
  const { db, clock, provider } = deps;
  const houseAccounts = createHouseAccounts(db, clock);

  const mainBalance = async (q: Q, userId: number): Promise<number> => {
    const row = await q.selectFrom('accounts').select('balance').where('user_id', '=', userId).where('kind', '=', 'main').executeTakeFirst();
    return row ? Number(row.balance) : 0;
  };
  const findTxn = (q: Q, txnId: string) =>
    q.selectFrom('seamless_txns').select(['kind', 'user_id', 'amount', 'game_code', 'bet_txn_id', 'response', 'status', 'platform']).where('provider', '=', provider).where('txn_id', '=', txnId).executeTakeFirst();

  /** The first answer when this id was seen for the same thing; a duplicate refusal when for something else. */
  function repeat(existing: TxnRow, expected: Omit<TxnRow, 'response'>): SeamlessAnswer {
    const same =
      existing.kind === expected.kind &&
      existing.user_id === expected.user_id &&
      Number(existing.amount) === expected.amount &&
      existing.game_code === expected.game_code &&
      existing.bet_txn_id === expected.bet_txn_id;
    return same ? (JSON.parse(existing.response) as SeamlessAnswer) : answer(S.duplicate);
  }

  async function playerOf(playerId: string): Promise<{ id: number; active: boolean } | null> {
    if (!/^\d{1,10}$/.test(playerId)) return null;
    const user = await db.selectFrom('users').select(['id', 'status', 'isblack']).where('id', '=', Number(playerId)).executeTakeFirst();
    return user ? { id: user.id, active: user.status === 1 && user.isblack === 0 } : null;
  }

  /**
   * Records the transaction and applies its money movement in one database transaction. When the
   * same id was recorded meanwhile (a concurrent repeat), answers as the first did.
   */
  async function record(
    row: { txn_id: string; kind: string; user_id: number; platform: string; game_code: string; round_id: string; bet_txn_id: string; amount: number },
    apply: (trx: Transaction<DB>) => Promise<SeamlessAnswer>,
  ): Promise<SeamlessAnswer> {
    const now = clock.now().getTime();
    try {
      return await inTransaction(db, async (trx) => {
        const inserted = await trx
          .insertInto('seamless_txns')
          .values({ provider, ...row, status: 'ok', response: '', created_at: now })
          .onConflict((oc) => oc.columns(['provider', 'txn_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) {
          const first = (await findTxn(trx, row.txn_id))!;
          return repeat(first, row);
        }
        const result = await apply(trx);
        await trx.updateTable('seamless_txns').set({ response: JSON.stringify(result) }).where('id', '=', inserted.id).execute();
        return result;
      });
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      // A refusal is remembered too, so the same id keeps getting the same answer.
      const refused = err.answer;
      await db
        .insertInto('seamless_txns')
        .values({ provider, ...row, status: 'refused', response: JSON.stringify(refused), created_at: now })
        .onConflict((oc) => oc.columns(['provider', 'txn_id']).doNothing())
        .execute();
      const first = await findTxn(db, row.txn_id);
      return first ? repeat(first, row) : refused;
    }
  }

  return {
    provider,

    /** A launch token for one player and platform; the provider presents it on balance and bet. */
    async issueToken(userId: number, platform: string): Promise<string> {
      const token = newToken();
      const now = clock.now().getTime();
      await db.insertInto('provider_tokens').values({ token_hash: hashToken(token), user_id: userId, platform, created_at: now, expires_at: now + TOKEN_TTL_MS }).execute();
      return token;
    },

    async balance(req: BalanceRequest): Promise<SeamlessAnswer> {
      if (req.currency !== 'CNY') return answer(S.wrongCurrency);
      const token = await db.selectFrom('provider_tokens').selectAll().where('token_hash', '=', hashToken(req.token)).executeTakeFirst();
      if (!token) return answer(S.invalidToken);
      const player = await playerOf(String(token.user_id));
      if (!player?.active) return answer(S.userDisabled);
      return answer(S.ok, await mainBalance(db, token.user_id));
    },

    async bet(req: BetRequest): Promise<SeamlessAnswer> {
      if (req.currency !== 'CNY') return answer(S.wrongCurrency);
      const amount = parseYuanToFen(req.amount);
      if (amount === null || amount <= 0) return answer(S.badRequest);
      const player = await playerOf(req.player_id);
      const existing = await findTxn(db, req.txn_id);
      if (existing) {
        return repeat(existing, { kind: 'bet', user_id: player?.id ?? -1, amount, game_code: req.game_code, bet_txn_id: '' });
      }
      const token = await db.selectFrom('provider_tokens').selectAll().where('token_hash', '=', hashToken(req.token)).executeTakeFirst();
      if (!token || !player || token.user_id !== player.id) return answer(S.invalidToken);
      if (Number(token.expires_at) <= clock.now().getTime()) return answer(S.tokenExpired);
      if (!player.active) return answer(S.userDisabled);

      const houseProvider = await houseAccounts(HOUSE.provider);
      return record(
        { txn_id: req.txn_id, kind: 'bet', user_id: player.id, platform: token.platform, game_code: req.game_code, round_id: req.round_id, bet_txn_id: '', amount },
        async (trx) => {
          // A rollback that arrived before this bet has already cancelled it.
          const early = await trx.selectFrom('seamless_txns').select('id').where('provider', '=', provider).where('bet_txn_id', '=', req.txn_id).where('kind', '=', 'rollback').executeTakeFirst();
          if (early) throw new Refusal(answer(S.rolledBack, await mainBalance(trx, player.id)));
          const now = clock.now().getTime();
          const wallet = await ledgerAccounts.main(trx, player.id, now);
          try {
            await postJournal(
              trx,
              { key: `seamless:${provider}:${req.txn_id}`, reason: REASON.bet, amount, userId: player.id, refType: 'seamless', refId: req.txn_id, legs: [{ accountId: wallet, amount: -amount }, { accountId: houseProvider, amount }] },
              now,
            );
          } catch (err) {
            if (err instanceof LedgerError && err.code === 'insufficient_funds') throw new Refusal(answer(S.insufficientFunds, await mainBalance(trx, player.id)));
            throw err;
          }
          return answer(S.ok, await mainBalance(trx, player.id));
        },
      );
    },

    async win(req: WinRequest): Promise<SeamlessAnswer> {
      if (req.currency !== 'CNY') return answer(S.wrongCurrency);
      const amount = parseYuanToFen(req.amount);
      if (amount === null) return answer(S.badRequest);
      const player = await playerOf(req.player_id);
      const existing = await findTxn(db, req.txn_id);
      if (existing) return repeat(existing, { kind: 'win', user_id: player?.id ?? -1, amount, game_code: existing.game_code, bet_txn_id: req.bet_txn_id });
      const bet = await findTxn(db, req.bet_txn_id);
      if (!player || !bet || bet.kind !== 'bet' || bet.status === 'refused' || bet.user_id !== player.id) return answer(S.notFound);
      if (bet.status === 'rolled_back') return answer(S.rolledBack, await mainBalance(db, player.id));

      const houseProvider = await houseAccounts(HOUSE.provider);
      return record(
        { txn_id: req.txn_id, kind: 'win', user_id: player.id, platform: bet.platform, game_code: bet.game_code, round_id: req.round_id, bet_txn_id: req.bet_txn_id, amount },
        async (trx) => {
          const now = clock.now().getTime();
          // Settling the bet first: a rollback racing this win sees it settled, or wins the race and this refuses.
          const settled = await trx
            .updateTable('seamless_txns')
            .set({ status: 'settled' })
            .where('provider', '=', provider)
            .where('txn_id', '=', req.bet_txn_id)
            .where('status', 'in', ['ok', 'settled'])
            .executeTakeFirst();
          if (Number(settled.numUpdatedRows) !== 1) throw new Refusal(answer(S.rolledBack, await mainBalance(trx, player.id)));
          if (amount > 0) {
            const wallet = await ledgerAccounts.main(trx, player.id, now);
            await postJournal(
              trx,
              { key: `seamless:${provider}:${req.txn_id}`, reason: REASON.win, amount, userId: player.id, refType: 'seamless', refId: req.txn_id, legs: [{ accountId: houseProvider, amount: -amount }, { accountId: wallet, amount }] },
              now,
            );
          }
          return answer(S.ok, await mainBalance(trx, player.id));
        },
      );
    },

    async rollback(req: RollbackRequest): Promise<SeamlessAnswer> {
      if (req.currency !== 'CNY') return answer(S.wrongCurrency);
      const player = await playerOf(req.player_id);
      if (!player) return answer(S.notFound);
      const existing = await findTxn(db, req.txn_id);
      if (existing) return repeat(existing, { kind: 'rollback', user_id: player.id, amount: 0, game_code: existing.game_code, bet_txn_id: req.bet_txn_id });
      const bet = await findTxn(db, req.bet_txn_id);
      if (bet && (bet.kind !== 'bet' || bet.user_id !== player.id)) return answer(S.notFound);

      const houseProvider = await houseAccounts(HOUSE.provider);
      return record(
        { txn_id: req.txn_id, kind: 'rollback', user_id: player.id, platform: bet?.platform ?? '', game_code: bet?.game_code ?? '', round_id: req.round_id, bet_txn_id: req.bet_txn_id, amount: 0 },
        async (trx) => {
          const now = clock.now().getTime();
          if (!bet) {
            // Remembered as an orphan, so the bet is refused if it ever arrives.
            await trx.updateTable('seamless_txns').set({ status: 'orphan' }).where('provider', '=', provider).where('txn_id', '=', req.txn_id).execute();
            return answer(S.notFound, await mainBalance(trx, player.id));
          }
          const undone = await trx
            .updateTable('seamless_txns')
            .set({ status: 'rolled_back' })
            .where('provider', '=', provider)
            .where('txn_id', '=', req.bet_txn_id)
            .where('status', '=', 'ok')
            .returning('amount')
            .executeTakeFirst();
          if (!undone) {
            const current = (await findTxn(trx, req.bet_txn_id))!;
            if (current.status === 'rolled_back') return answer(S.ok, await mainBalance(trx, player.id));
            throw new Refusal(answer(S.settled, await mainBalance(trx, player.id)));
          }
          const amount = Number(undone.amount);
          const wallet = await ledgerAccounts.main(trx, player.id, now);
          await postJournal(
            trx,
            { key: `seamless-rollback:${provider}:${req.bet_txn_id}`, reason: REASON.rollback, amount, userId: player.id, refType: 'seamless', refId: req.bet_txn_id, legs: [{ accountId: houseProvider, amount: -amount }, { accountId: wallet, amount }] },
            now,
          );
          return answer(S.ok, await mainBalance(trx, player.id));
        },
      );
    },
  };
}

export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;

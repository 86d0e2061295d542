import { LRUCache } from 'lru-cache';
import type { Kysely, Transaction } from 'kysely';
import { formatFen, parseYuanToFen } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { HOUSE, createHouseAccounts, ledgerAccounts } from '../../ledger/accounts.js';
import { LedgerError, postJournal, type JournalSpec } from '../../ledger/ledger.js';
import { REASON } from '../../ledger/reasons.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import {
  SEAMLESS_STATUS as S,
  type BalanceRequest,
  type BetRequest,
  type RollbackRequest,
  type SeamlessAnswer,
  type SeamlessStatus,
  type WinRequest,
} from './seamless.protocol.js';
import { seamlessRepository as repo } from './seamless.repository.js';

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

/** Thrown when the transaction id was recorded meanwhile by a concurrent repeat. */
class Repeated extends Error {}

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
export function createSeamlessWallet(deps: {
  db: Kysely<DB>;
  clock: Clock;
  provider: string;
  protection?: { isBlocked(userId: number): Promise<boolean> };
}) {
  const { db, clock, provider } = deps;
  const houseAccounts = createHouseAccounts(db, clock);

  const mainBalance = async (q: Q, userId: number): Promise<number> => {
    const row = await repo.mainBalance(q, userId);
    return row ? Number(row.balance) : 0;
  };
  const findTxn = (q: Q, txnId: string) => repo.txn(q, provider, txnId);

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

  // A token row never changes once issued (expiry is read from it), so every node may keep the
  // tokens of the games being played; a miss reads the table, an unknown token is not kept.
  const tokens = new LRUCache<string, { user_id: number; platform: string; expires_at: number }>({
    max: 100_000,
  });
  async function tokenOf(token: string) {
    const hash = hashToken(token);
    const hit = tokens.get(hash);
    if (hit) return hit;
    const row = await repo.tokenByHash(db, hash);
    if (row) tokens.set(hash, { ...row, expires_at: Number(row.expires_at) });
    return row;
  }

  /** The provider's player id as ours; -1 matches no player. */
  const playerIdOf = (playerId: string) => (/^\d{1,10}$/.test(playerId) ? Number(playerId) : -1);

  /** The player and their main wallet in one read; the wallet is created (committed) if missing. */
  async function playerOf(playerId: string): Promise<{ id: number; active: boolean; wallet: number } | null> {
    if (!/^\d{1,10}$/.test(playerId)) return null;
    const user = await repo.playerWithWallet(db, Number(playerId));
    if (!user) return null;
    const wallet = user.wallet ?? (await ledgerAccounts.main(db, user.id, clock.now().getTime()));
    return { id: user.id, active: user.status === 1 && user.isblack === 0, wallet: Number(wallet) };
  }

  /** Posts one movement of the player's main wallet and answers with the balance after it. */
  async function move(
    trx: Transaction<DB>,
    spec: Omit<JournalSpec, 'legs'> & { wallet: number; house: number; delta: number },
  ): Promise<SeamlessAnswer> {
    const legs = [
      { accountId: spec.wallet, amount: spec.delta },
      { accountId: spec.house, amount: -spec.delta },
    ];
    const posted = await postJournal(trx, { ...spec, legs }, clock.now().getTime());
    return answer(S.ok, posted.balances.get(spec.wallet) ?? (await mainBalance(trx, spec.userId!)));
  }

  /**
   * Records the transaction and applies its money movement in one database transaction. When the
   * same id was recorded meanwhile (a concurrent repeat), answers as the first did.
   */
  async function record(
    row: {
      txn_id: string;
      kind: string;
      user_id: number;
      platform: string;
      game_code: string;
      round_id: string;
      bet_txn_id: string;
      amount: number;
    },
    apply: (trx: Transaction<DB>) => Promise<SeamlessAnswer | { answer: SeamlessAnswer; status: string }>,
  ): Promise<SeamlessAnswer> {
    const now = clock.now().getTime();
    try {
      return await inTransaction(db, async (trx) => {
        const applied = await apply(trx);
        const { answer: result, status } = 'answer' in applied ? applied : { answer: applied, status: 'ok' };
        // Recorded last, with its answer, in the same transaction: a concurrent repeat that
        // committed first makes this insert a no-op, and everything above is rolled back.
        const response = JSON.stringify(result);
        const inserted = await repo.insertOnce(trx, { provider, ...row, status, response, created_at: now });
        if (!inserted) throw new Repeated();
        return result;
      });
    } catch (err) {
      // The id was answered before (its journal exists even if this repeat carries another amount).
      if (err instanceof Repeated || (err instanceof LedgerError && err.code === 'idempotency_conflict')) {
        const first = await findTxn(db, row.txn_id);
        if (first?.status === 'voided' && row.kind === 'bet')
          return answer(S.rolledBack, await mainBalance(db, row.user_id));
        if (first) return repeat(first, row);
        throw err;
      }
      if (!(err instanceof Refusal)) throw err;
      // A refusal is remembered too, so the same id keeps getting the same answer.
      const refused = err.answer;
      const response = JSON.stringify(refused);
      await repo.insertOnce(db, { provider, ...row, status: 'refused', response, created_at: now });
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
      await repo.insertToken(db, {
        token_hash: hashToken(token),
        user_id: userId,
        platform,
        created_at: now,
        expires_at: now + TOKEN_TTL_MS,
      });
      return token;
    },

    async balance(req: BalanceRequest): Promise<SeamlessAnswer> {
      if (req.currency !== 'CNY') return answer(S.wrongCurrency);
      const token = await repo.token(db, hashToken(req.token));
      if (!token) return answer(S.invalidToken);
      const player = await playerOf(String(token.user_id));
      if (!player?.active) return answer(S.userDisabled);
      return answer(S.ok, await mainBalance(db, token.user_id));
    },

    async bet(req: BetRequest): Promise<SeamlessAnswer> {
      if (req.currency !== 'CNY') return answer(S.wrongCurrency);
      const amount = parseYuanToFen(req.amount);
      if (amount === null || amount <= 0) return answer(S.badRequest);
      // A repeat gets the first answer even when its token has expired since. Repeats that pass
      // the checks are caught when recorded (record() rolls their movement back).
      const refuse = async (status: SeamlessStatus) => {
        const existing = await findTxn(db, req.txn_id);
        return existing
          ? repeat(existing, {
              kind: 'bet',
              user_id: playerIdOf(req.player_id),
              amount,
              game_code: req.game_code,
              bet_txn_id: '',
            })
          : answer(status);
      };
      const token = await tokenOf(req.token);
      if (!token || token.user_id !== playerIdOf(req.player_id)) return refuse(S.invalidToken);
      if (Number(token.expires_at) <= clock.now().getTime()) return refuse(S.tokenExpired);
      const player = (await playerOf(req.player_id))!;
      if (!player.active) return refuse(S.userDisabled);
      // A time-out or self-exclusion refuses new stakes; wins and rollbacks of open rounds still apply.
      if (await deps.protection?.isBlocked(player.id)) return refuse(S.userDisabled);

      const houseProvider = await houseAccounts(HOUSE.provider);
      return record(
        {
          txn_id: req.txn_id,
          kind: 'bet',
          user_id: player.id,
          platform: token.platform,
          game_code: req.game_code,
          round_id: req.round_id,
          bet_txn_id: '',
          amount,
        },
        async (trx) => {
          // A rollback that came first left a voided row under this id: recording fails and undoes this.
          try {
            return await move(trx, {
              key: `seamless:${provider}:${req.txn_id}`,
              reason: REASON.bet,
              amount,
              userId: player.id,
              refType: 'seamless',
              refId: req.txn_id,
              wallet: player.wallet,
              house: houseProvider,
              delta: -amount,
            });
          } catch (err) {
            if (err instanceof LedgerError && err.code === 'insufficient_funds')
              throw new Refusal(answer(S.insufficientFunds, await mainBalance(trx, player.id)));
            throw err;
          }
        },
      );
    },

    async win(req: WinRequest): Promise<SeamlessAnswer> {
      if (req.currency !== 'CNY') return answer(S.wrongCurrency);
      const amount = parseYuanToFen(req.amount);
      if (amount === null) return answer(S.badRequest);
      const playerId = playerIdOf(req.player_id);
      // This win (when repeated) and its bet with the wallet it debited, in one read. A win is paid
      // even to a player disabled since the bet: only bets are refused.
      const seen = await repo.txnsWithWallet(db, provider, [req.txn_id, req.bet_txn_id]);
      const existing = seen.find((x) => x.txn_id === req.txn_id);
      if (existing)
        return repeat(existing, {
          kind: 'win',
          user_id: playerId,
          amount,
          game_code: existing.game_code,
          bet_txn_id: req.bet_txn_id,
        });
      const bet = seen.find((x) => x.txn_id === req.bet_txn_id);
      const player = bet?.wallet ? { id: bet.user_id, wallet: Number(bet.wallet) } : null;
      if (
        !player ||
        !bet ||
        bet.kind !== 'bet' ||
        bet.status === 'refused' ||
        bet.status === 'voided' ||
        bet.user_id !== playerId
      )
        return answer(S.notFound);
      if (bet.status === 'rolled_back') return answer(S.rolledBack, await mainBalance(db, player.id));

      const houseProvider = await houseAccounts(HOUSE.provider);
      return record(
        {
          txn_id: req.txn_id,
          kind: 'win',
          user_id: player.id,
          platform: bet.platform,
          game_code: bet.game_code,
          round_id: req.round_id,
          bet_txn_id: req.bet_txn_id,
          amount,
        },
        async (trx) => {
          // Settling the bet first: a rollback racing this win sees it settled, or wins the race and this refuses.
          const settled = await repo.settleBet(trx, provider, req.bet_txn_id);
          if (Number(settled.numUpdatedRows) !== 1)
            throw new Refusal(answer(S.rolledBack, await mainBalance(trx, player.id)));
          if (amount === 0) return answer(S.ok, await mainBalance(trx, player.id));
          return move(trx, {
            key: `seamless:${provider}:${req.txn_id}`,
            reason: REASON.win,
            amount,
            userId: player.id,
            refType: 'seamless',
            refId: req.txn_id,
            wallet: player.wallet,
            house: houseProvider,
            delta: amount,
          });
        },
      );
    },

    async rollback(req: RollbackRequest): Promise<SeamlessAnswer> {
      if (req.currency !== 'CNY') return answer(S.wrongCurrency);
      const player = await playerOf(req.player_id);
      if (!player) return answer(S.notFound);
      const existing = await findTxn(db, req.txn_id);
      if (existing)
        return repeat(existing, {
          kind: 'rollback',
          user_id: player.id,
          amount: 0,
          game_code: existing.game_code,
          bet_txn_id: req.bet_txn_id,
        });
      const bet = await findTxn(db, req.bet_txn_id);
      if (bet && (bet.kind !== 'bet' || bet.user_id !== player.id)) return answer(S.notFound);

      const houseProvider = await houseAccounts(HOUSE.provider);
      return record(
        {
          txn_id: req.txn_id,
          kind: 'rollback',
          user_id: player.id,
          platform: bet?.platform ?? '',
          game_code: bet?.game_code ?? '',
          round_id: req.round_id,
          bet_txn_id: req.bet_txn_id,
          amount: 0,
        },
        async (trx) => {
          if (!bet) {
            // Remembered: a voided row takes the bet's id, so the bet is refused if it ever arrives.
            const voided = await repo.insertOnce(trx, {
              provider,
              txn_id: req.bet_txn_id,
              kind: 'bet',
              user_id: player.id,
              platform: '',
              game_code: '',
              round_id: req.round_id,
              bet_txn_id: '',
              amount: 0,
              status: 'voided',
              response: JSON.stringify(answer(S.rolledBack)),
              created_at: clock.now().getTime(),
            });
            if (voided)
              return { answer: answer(S.notFound, await mainBalance(trx, player.id)), status: 'orphan' };
            // The bet arrived meanwhile: undo it below like any other.
          }
          const undone = await repo.rollBackBet(trx, provider, req.bet_txn_id, player.id);
          if (!undone) {
            const current = await findTxn(trx, req.bet_txn_id);
            if (
              !current ||
              current.kind !== 'bet' ||
              current.user_id !== player.id ||
              current.status === 'voided' ||
              current.status === 'refused'
            )
              return answer(S.notFound, await mainBalance(trx, player.id));
            if (current.status === 'rolled_back') return answer(S.ok, await mainBalance(trx, player.id));
            throw new Refusal(answer(S.settled, await mainBalance(trx, player.id)));
          }
          const amount = Number(undone.amount);
          return move(trx, {
            key: `seamless-rollback:${provider}:${req.bet_txn_id}`,
            reason: REASON.rollback,
            amount,
            userId: player.id,
            refType: 'seamless',
            refId: req.bet_txn_id,
            wallet: player.wallet,
            house: houseProvider,
            delta: amount,
          });
        },
      );
    },
  };
}

export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;

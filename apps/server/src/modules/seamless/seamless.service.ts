import type { Kysely, Transaction } from 'kysely';
import { parseYuanToFen } from '@app/shared';
import { ledgerReads } from '../../ledger/ledger.public.js';
import {
  SEAMLESS_STATUS as S,
  type BalanceRequest,
  type BetRequest,
  type ResettleRequest,
  type RollbackRequest,
  type SeamlessAnswer,
  type SeamlessStatus,
  type WinRequest,
} from '@app/shared/provider-contract';
import type { DB } from '../../db/schema.js';
import { HOUSE, createHouseAccounts } from '../../ledger/accounts.js';
import { LedgerError } from '../../ledger/ledger.js';
import { REASON } from '../../ledger/reasons.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken } from '../../lib/tokens.js';
import { answer, createSeamlessBook, Refusal } from './seamless-book.js';
import { createSeamlessPlayers, playerIdOf } from './seamless-players.js';
import { createWinCap, type OverCap } from './seamless-win-cap.js';
import { seamlessRepository as repo } from './seamless.repository.js';

/**
 * Our side of the seamless wallet protocol: the provider debits and credits the player's main
 * wallet through us, bet by bet. Every transaction id is processed once; a repeat gets the first
 * answer, a reuse for something else is refused as a duplicate. A win or rollback for an unknown
 * bet moves nothing; a rollback that comes first is remembered and its late bet refused; a
 * rollback after the round paid out is refused. Only bets check the launch token's expiry.
 * Each id is recorded once by the book (seamless-book); tokens and players: seamless-players.
 */
export function createSeamlessWallet(deps: {
  db: Kysely<DB>;
  clock: Clock;
  provider: string;
  protection?: { isBlocked(userId: number): Promise<boolean> };
}) {
  const { db, clock, provider } = deps;
  const houseAccounts = createHouseAccounts(db, clock);
  const { mainBalance, findTxn, repeat, move, record } = createSeamlessBook(deps);
  const { tokenOf, playerOf, issueToken } = createSeamlessPlayers(deps);
  const cap = createWinCap(deps);
  /** Past the bet's cap a payment is refused (and its alert raised once the refusal is recorded). */
  const overCap = async (found: { over?: OverCap }, trx: Transaction<DB>, userId: number) => {
    if (found.over) throw new Refusal(answer(S.badRequest, await mainBalance(trx, userId)));
  };
  const alertIf = async (found: { over?: OverCap }, result: SeamlessAnswer) => {
    if (found.over && result.status === S.badRequest) await cap.alert(found.over);
    return result;
  };

  return {
    provider,

    /** A launch token for one player and platform; the provider presents it on balance and bet. */
    issueToken,

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
            return await move(trx, REASON.bet, req.txn_id, player, houseProvider, amount);
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
      // This win (when repeated) and its bet, in one read; then the wallet the bet debited. A win is
      // paid even to a player disabled since the bet: only bets are refused.
      const seen = await repo.txns(db, provider, [req.txn_id, req.bet_txn_id]);
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
      if (
        !bet ||
        bet.kind !== 'bet' ||
        bet.status === 'refused' ||
        bet.status === 'voided' ||
        bet.user_id !== playerId
      )
        return answer(S.notFound);
      const wallet = await ledgerReads.mainWalletId(db, bet.user_id);
      if (wallet === null) return answer(S.notFound);
      const player = { id: bet.user_id, wallet };
      if (bet.status === 'rolled_back') return answer(S.rolledBack, await mainBalance(db, player.id));

      const houseProvider = await houseAccounts(HOUSE.provider);
      const found: { over?: OverCap } = {};
      const result = await record(
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
          // Settling the bet first: a rollback racing this win sees it settled, or wins the race
          // and this refuses.
          const settled = await repo.settleBet(trx, provider, req.bet_txn_id);
          if (Number(settled.numUpdatedRows) !== 1)
            throw new Refusal(answer(S.rolledBack, await mainBalance(trx, player.id)));
          const capped = { ...bet, txn_id: req.bet_txn_id, round_id: req.round_id };
          found.over = (await cap.check(trx, capped, amount, req.txn_id)) ?? undefined;
          await overCap(found, trx, player.id);
          if (amount === 0) return answer(S.ok, await mainBalance(trx, player.id));
          return move(trx, REASON.win, req.txn_id, player, houseProvider, amount);
        },
      );
      return alertIf(found, result);
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
          return move(trx, REASON.rollback, req.bet_txn_id, player, houseProvider, Number(undone.amount));
        },
      );
    },

    /**
     * A settled bet corrected by the provider (a sportsbook result revised): the signed difference
     * moves once. A debit the wallet cannot cover is refused with INSUFFICIENT_FUNDS and moves
     * nothing; the provider asks again with the same id.
     */
    async resettle(req: ResettleRequest): Promise<SeamlessAnswer> {
      if (req.currency !== 'CNY') return answer(S.wrongCurrency);
      const negative = req.amount.startsWith('-');
      const size = parseYuanToFen(negative ? req.amount.slice(1) : req.amount);
      if (size === null) return answer(S.badRequest);
      const amount = negative ? -size : size;
      const playerId = playerIdOf(req.player_id);
      const seen = await repo.txns(db, provider, [req.txn_id, req.bet_txn_id]);
      const existing = seen.find((x) => x.txn_id === req.txn_id);
      const expected = { kind: 'resettle', user_id: playerId, amount, bet_txn_id: req.bet_txn_id };
      if (existing) return repeat(existing, { ...expected, game_code: existing.game_code });
      const bet = seen.find((x) => x.txn_id === req.bet_txn_id);
      if (!bet || bet.kind !== 'bet' || bet.status !== 'settled' || bet.user_id !== playerId)
        return answer(S.notFound);
      const wallet = await ledgerReads.mainWalletId(db, bet.user_id);
      if (wallet === null) return answer(S.notFound);
      const player = { id: bet.user_id, wallet };
      const houseProvider = await houseAccounts(HOUSE.provider);
      const found: { over?: OverCap } = {};
      const result = await record(
        {
          ...expected,
          txn_id: req.txn_id,
          platform: bet.platform,
          game_code: bet.game_code,
          round_id: req.round_id,
        },
        async (trx) => {
          // The bet's row lock (it stays settled) orders this after the bet's other payments.
          await repo.settleBet(trx, provider, req.bet_txn_id);
          const capped = { ...bet, txn_id: req.bet_txn_id, round_id: req.round_id };
          found.over = (await cap.check(trx, capped, amount, req.txn_id)) ?? undefined;
          await overCap(found, trx, player.id);
          if (amount === 0) return answer(S.ok, await mainBalance(trx, player.id));
          try {
            return await move(trx, REASON.resettle, req.txn_id, player, houseProvider, amount);
          } catch (err) {
            if (err instanceof LedgerError && err.code === 'insufficient_funds')
              throw new Refusal(answer(S.insufficientFunds, await mainBalance(trx, player.id)));
            throw err;
          }
        },
      );
      return alertIf(found, result);
    },
  };
}

export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;

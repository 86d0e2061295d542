import type { Kysely, Transaction } from 'kysely';
import { formatFen, type BetRecord, type Paged } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { HOUSE, createHouseAccounts, ledgerAccounts } from '../../ledger/accounts.js';
import { LedgerError, postJournal } from '../../ledger/ledger.js';
import { REASON } from '../../ledger/reasons.js';
import { formatBeijing, sinceForDateCode, type Clock } from '../../lib/clock.js';
import { createCountCache, pageOf } from '../../lib/paging.js';
import type { RecordedBet } from '../../lib/app-events.js';
import type { GameProviderAdapter, ProviderBet } from '../../providers/game/adapter.js';
import { betSettlements } from '../agent/agent.public.js';
import { catalogue, gameKey } from '../games/games.public.js';
import { turnover } from '../turnover/turnover.js';
import { addToBetRollup } from '../reports/bet-rollup.js';
import { BET_STATUS, recordReport } from './bet-versions.js';
import { betsRepository as repo } from './bets.repository.js';

// Declared with the betsSettled event that carries it (lib/app-events.ts); rebates import it from here.
export type { RecordedBet } from '../../lib/app-events.js';

const BATCH = 500;
/** Balance polls ask for fresh records; one pull a second serves them all. */
const PULL_COALESCE_MS = 1000;

/**
 * Bet records pulled from each provider into our own table, oldest first behind a cursor. Each new
 * record takes its valid bet off the player's turnover requirement in the same transaction. A
 * transfer-mode record also moves its win or loss between the player's platform wallet and the
 * house's provider account, so the platform wallet follows the provider's books; one that cannot
 * post yet (its transfer in is still unsettled) waits and is posted by a later pull.
 */
export function createBetsService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  adapters: Record<string, GameProviderAdapter>;
  log: (obj: Record<string, unknown>, msg: string) => void;
  /** Runs in the transaction that recorded new settled bets (rebates, VIP totals). */
  onSettled?: (trx: Transaction<DB>, bets: RecordedBet[], now: number) => Promise<void>;
}) {
  const { db, clock, adapters } = deps;
  const houseAccounts = createHouseAccounts(db, clock);
  const countOnce = createCountCache();
  let running: Promise<void> | null = null;
  let lastPullAt = 0;

  async function ingest(provider: string, rows: ProviderBet[]): Promise<void> {
    const now = clock.now().getTime();
    await inTransaction(db, async (trx) => {
      const settled: RecordedBet[] = [];
      for (const b of rows) {
        if (!/^\d{1,10}$/.test(b.playerId)) continue;
        const userId = Number(b.playerId);
        const change = await recordReport(trx, provider, userId, b, now);
        if (!change) continue;
        if (change.validBet > 0) await turnover.reduce(trx, userId, change.validBet, now);
        settled.push({
          provider,
          betId: b.betId,
          userId,
          platform: b.platform,
          gameCode: b.gameCode,
          validBet: change.validBet,
          betFen: change.betFen,
          winLoss: change.winLoss,
          betTime: b.betTime,
          count: change.count,
        });
      }
      if (settled.length) await deps.onSettled?.(trx, settled, now);
      if (settled.length)
        await betSettlements.record(
          trx,
          settled.map((b) => ({
            user_id: b.userId,
            platform: b.platform,
            valid_bet_fen: b.validBet,
            win_loss_fen: b.winLoss,
            settled_at: now,
          })),
        );
      // The dashboard's per-day sums move with the bets, in the same transaction.
      if (settled.length) await addToBetRollup(trx, settled);
      const last = rows[rows.length - 1]!.id;
      await repo.setCursor(trx, provider, last, now);
    });
  }

  /** Posts transfer-mode wins and losses not yet in the ledger, each exactly once. */
  async function postPending(): Promise<void> {
    const providerAccount = await houseAccounts(HOUSE.provider);
    let afterId = 0;
    for (;;) {
      const rows = await repo.unposted(db, afterId, BATCH);
      for (const b of rows) {
        const now = clock.now().getTime();
        // A later version of a ticket posts only what the ledger does not hold yet.
        const amount = Number(b.win_loss_fen) - Number(b.posted_fen);
        try {
          await inTransaction(db, async (trx) => {
            const marked = await repo.markPosted(trx, { ...b, win_loss_fen: Number(b.win_loss_fen) });
            if (Number(marked.numUpdatedRows) !== 1) return;
            const wallet = await ledgerAccounts.platform(trx, b.user_id, b.platform, now);
            const legs =
              amount > 0
                ? [
                    { accountId: providerAccount, amount: -amount },
                    { accountId: wallet, amount },
                  ]
                : [
                    { accountId: wallet, amount },
                    { accountId: providerAccount, amount: -amount },
                  ];
            await postJournal(
              trx,
              {
                key:
                  b.version === 1
                    ? `bet:${b.provider}:${b.bet_id}`
                    : `bet:${b.provider}:${b.bet_id}:v${b.version}`,
                reason: amount > 0 ? REASON.win : REASON.bet,
                amount: Math.abs(amount),
                userId: b.user_id,
                refType: 'bet',
                refId: b.bet_id,
                legs,
              },
              now,
            );
          });
        } catch (err) {
          // The platform wallet does not hold the loss yet: a transfer in awaits settlement.
          // Retried next pull.
          if (!(err instanceof LedgerError && err.code === 'insufficient_funds')) throw err;
        }
      }
      if (rows.length < BATCH) return;
      afterId = rows[rows.length - 1]!.id;
    }
  }

  async function pullAll(): Promise<void> {
    for (const [name, adapter] of Object.entries(adapters)) {
      for (;;) {
        const cursor = await repo.cursor(db, name);
        const rows = await adapter.bets(cursor ? Number(cursor.last_id) : 0, BATCH);
        if (rows.length) await ingest(name, rows);
        if (rows.length < BATCH) break;
      }
    }
    await postPending();
  }

  return {
    /** Pulls every provider's new records; concurrent callers share one pull. */
    pull(): Promise<void> {
      running ??= pullAll()
        .catch((err: unknown) => deps.log({ err }, 'bet record pull failed'))
        .finally(() => {
          running = null;
          lastPullAt = Date.now();
        });
      return running;
    },

    /** A pull unless one finished within the last second: for balance polls. */
    pullSoon(): Promise<void> {
      if (running) return running;
      if (Date.now() - lastPullAt < PULL_COALESCE_MS) return Promise.resolve();
      return this.pull();
    },

    async records(
      userId: number,
      dateCode: number | undefined,
      page: number,
      platform?: string,
    ): Promise<Paged<BetRecord>> {
      const perPage = 10;
      const since = sinceForDateCode(dateCode, clock.now());
      const filter = { userId, platform, since };
      const [rows, total] = await Promise.all([
        repo.list(db, filter, page, perPage),
        countOnce(`bets:${userId}:${platform ?? ''}:${since ?? 0}`, () => repo.count(db, filter)),
      ]);
      const [gameNames, platformNames] = await Promise.all([
        catalogue.gameNames(db, rows),
        catalogue.platformNames(db),
      ]);
      const data: BetRecord[] = rows.map((b) => ({
        bet_time: formatBeijing(new Date(Number(b.bet_time))),
        bet_id: b.bet_id,
        Code: b.platform,
        platname: platformNames.get(b.platform) ?? b.platform,
        playname: gameNames.get(gameKey(b.platform, b.game_code)) ?? b.game_code,
        playmemo: b.memo,
        bet_amount: formatFen(Number(b.bet_fen)),
        valid_bet: formatFen(Number(b.valid_bet_fen)),
        win_loss: formatFen(Number(b.win_loss_fen)),
        status: b.status === 0 || b.status === 2 ? b.status : 1,
        // An open ticket has neither won nor lost yet.
        ...(b.status === BET_STATUS.unsettled ? { win_loss: formatFen(0) } : {}),
        gameno: b.round_no,
      }));
      return pageOf(data, total, page, perPage);
    },
  };
}

export type BetsService = ReturnType<typeof createBetsService>;

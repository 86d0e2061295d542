import type { Kysely, Transaction } from 'kysely';
import {
  MAIN_WALLET,
  TRANSFER_MSG,
  formatFen,
  parseYuanToFen,
  validateTransferForm,
  type PlatformBalance,
  type PlatformItem,
} from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { HOUSE, createHouseAccounts, heldIn, ledgerAccounts } from '../../ledger/accounts.js';
import { LedgerError, postJournal } from '../../ledger/ledger.js';
import { ledgerReads } from '../../ledger/ledger.public.js';
import { REASON } from '../../ledger/reasons.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newOrderNo } from '../../lib/order-no.js';
import type { GameProviderAdapter, TransferOutcome } from '../../providers/game/adapter.js';
import type { BetsService } from '../bets/bets.service.js';
import { platforms } from '../games/games.public.js';
import { players } from '../user/user.public.js';
import { createTransferRecords } from './transfer-records.js';
import { TRANSFER_STATE, transfersRepository as repo, type TransferRow } from './transfers.repository.js';

type Direction = TransferRow['direction'];
type Platform = NonNullable<Awaited<ReturnType<typeof platforms.forWallet>>>;
/** The journal that holds a transfer's amount in transit; settle or refund releases that shard. */
const holdKey = (transferNo: string) => `transfer:${transferNo}:hold`;

/**
 * Money between the main wallet and a transfer-mode game platform. A transfer holds the amount in
 * transit (debit first, one transaction), asks the provider outside any transaction, then settles
 * it to the other wallet or refunds it, exactly once. A transfer whose answer was lost stays
 * pending; the reconciler sends it again under the same number (the provider applies a number at
 * most once) until the provider answers, so after a crash every yuan ends in exactly one wallet.
 */
export function createTransfersService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  adapters: Record<string, GameProviderAdapter>;
  bets: BetsService;
  log: (obj: Record<string, unknown>, msg: string) => void;
  protection?: { assertPlayable(userId: number): Promise<void> };
}) {
  const { db, clock, adapters, bets } = deps;
  const houseAccounts = createHouseAccounts(db, clock);

  const transferPlatforms = () => platforms.transferMode(db);

  const platformBalances = (userId: number) => ledgerReads.platformBalances(db, userId);

  async function platformOf(code: string): Promise<Platform> {
    const p = await platforms.forWallet(db, code);
    if (!p) throw new AppError(TRANSFER_MSG.platformUnknown);
    if (p.enabled !== 1 || !adapters[p.adapter]) throw new AppError(TRANSFER_MSG.platformClosed);
    if (p.wallet_mode !== 'transfer') throw new AppError(TRANSFER_MSG.seamlessPlatform);
    return p;
  }

  /** The wallets a transfer leaves and reaches, in ledger accounts. */
  async function wallets(trx: Transaction<DB>, t: TransferRow, now: number) {
    const main = await ledgerAccounts.main(trx, t.user_id, now);
    const platform = await ledgerAccounts.platform(trx, t.user_id, t.platform, now);
    return t.direction === 'in' ? { from: main, to: platform } : { from: platform, to: main };
  }

  /** Settles (provider applied it) or refunds (provider refused it) a pending transfer, once. */
  async function finish(t: TransferRow, outcome: 'ok' | 'failed'): Promise<void> {
    const now = clock.now().getTime();
    await inTransaction(db, async (trx) => {
      const state = outcome === 'ok' ? TRANSFER_STATE.ok : TRANSFER_STATE.failed;
      const marked = await repo.finish(trx, t.transfer_no, state, now);
      if (Number(marked.numUpdatedRows) !== 1) return;
      const transit = await heldIn(trx, holdKey(t.transfer_no), HOUSE.transit);
      const { from, to } = await wallets(trx, t, now);
      const amount = Number(t.amount_fen);
      await postJournal(
        trx,
        {
          key: `transfer:${t.transfer_no}:${outcome === 'ok' ? 'settle' : 'refund'}`,
          reason:
            outcome === 'ok'
              ? t.direction === 'in'
                ? REASON.transferIn
                : REASON.transferOut
              : REASON.transferRefund,
          amount,
          userId: t.user_id,
          refType: 'transfer',
          refId: t.transfer_no,
          legs: [
            { accountId: transit, amount: -amount },
            { accountId: outcome === 'ok' ? to : from, amount },
          ],
        },
        now,
      );
    });
  }

  async function ask(t: TransferRow, adapterName: string): Promise<TransferOutcome> {
    const adapter = adapters[adapterName];
    if (!adapter) return 'unknown';
    return adapter.transfer({
      transferNo: t.transfer_no,
      playerId: t.user_id,
      platform: t.platform,
      direction: t.direction,
      amount: Number(t.amount_fen),
    });
  }

  /** Holds, asks and settles one transfer; answers the player's message. */
  async function move(
    userId: number,
    platform: Platform,
    direction: Direction,
    fen: number,
  ): Promise<'ok' | 'failed' | 'pending'> {
    const now = clock.now();
    const at = now.getTime();
    const t: TransferRow = {
      transfer_no: newOrderNo('T', now),
      user_id: userId,
      platform: platform.code,
      direction,
      amount_fen: fen,
    };
    const transit = await houseAccounts(HOUSE.transit);
    await inTransaction(db, async (trx) => {
      const { from } = await wallets(trx, t, at);
      try {
        await postJournal(
          trx,
          {
            key: holdKey(t.transfer_no),
            reason: direction === 'in' ? REASON.transferIn : REASON.transferOut,
            amount: fen,
            userId,
            refType: 'transfer',
            refId: t.transfer_no,
            legs: [
              { accountId: from, amount: -fen },
              { accountId: transit, amount: fen },
            ],
          },
          at,
        );
      } catch (err) {
        if (err instanceof LedgerError && err.code === 'insufficient_funds')
          throw new AppError(TRANSFER_MSG.insufficient);
        throw err;
      }
      const row = { ...t, state: TRANSFER_STATE.pending, attempts: 1, created_at: at, updated_at: at };
      await repo.insert(trx, row);
    });
    const outcome = await ask(t, platform.adapter);
    if (outcome === 'unknown') {
      deps.log({ transferNo: t.transfer_no }, 'transfer answer lost; the reconciler will resend it');
      return 'pending';
    }
    await finish(t, outcome);
    return outcome;
  }

  /** Every platform with money in the player's ledger wallet back to the main wallet. */
  async function recover(userId: number, except?: string): Promise<{ moved: number; failed: number }> {
    await bets.pull();
    const balances = await platformBalances(userId);
    const platforms = await transferPlatforms();
    let moved = 0;
    let failed = 0;
    for (const p of platforms) {
      const fen = balances.get(p.code) ?? 0;
      if (p.code === except || fen <= 0 || !adapters[p.adapter]) continue;
      const outcome = await move(userId, p, 'out', fen).catch(() => 'failed' as const);
      if (outcome === 'ok') moved++;
      else failed++;
    }
    return { moved, failed };
  }

  return {
    records: createTransferRecords({ db, clock }),

    async platforms(): Promise<PlatformItem[]> {
      const rows = await platforms.enabled(db);
      return rows.map((p) => ({ platname: p.code, name: p.name }));
    },

    /** The transfer screen's platform wallets with their balances; fresh bet records first. */
    async balances(userId: number): Promise<PlatformBalance[]> {
      await bets.pullSoon();
      const [platforms, balances] = await Promise.all([transferPlatforms(), platformBalances(userId)]);
      return platforms.map((p) => ({
        platname: p.code,
        name: p.name,
        balance: formatFen(balances.get(p.code) ?? 0),
      }));
    },

    /** One platform's balance as the provider reports it, with our ledger brought up to date. */
    async refreshPlatform(userId: number, code: string): Promise<PlatformBalance> {
      const p = await platformOf(code);
      await bets.pull();
      const live = await adapters[p.adapter]!.balance(userId, p.code);
      const ledger = (await platformBalances(userId)).get(p.code) ?? 0;
      if (live !== null && live !== ledger)
        deps.log({ userId, platform: p.code, live, ledger }, 'platform wallet differs from the provider');
      return { platname: p.code, name: p.name, balance: formatFen(ledger) };
    },

    async transfer(
      userId: number,
      input: { amount?: number | string; sourcetype?: string; targettype?: string },
    ): Promise<string> {
      const source = input.sourcetype ?? '';
      const target = input.targettype ?? '';
      const invalid = validateTransferForm({
        amount: input.amount === undefined ? '' : String(input.amount),
        source,
        target,
      });
      if (invalid) throw new AppError(invalid);
      const fen = parseYuanToFen(input.amount)!;
      const direction: Direction = source === MAIN_WALLET ? 'in' : 'out';
      // During a time-out or exclusion money may come out of a game, never go in.
      if (direction === 'in') await deps.protection?.assertPlayable(userId);
      const platform = await platformOf(direction === 'in' ? target : source);
      if (direction === 'out') await bets.pull();
      const outcome = await move(userId, platform, direction, fen);
      if (outcome === 'failed') throw new AppError(TRANSFER_MSG.failed);
      return outcome === 'ok' ? TRANSFER_MSG.success : TRANSFER_MSG.pending;
    },

    /** One-key recover: every platform, not only the last one used. */
    async recoverAll(userId: number): Promise<string> {
      const { moved, failed } = await recover(userId);
      if (failed > 0) return TRANSFER_MSG.recoverPartly;
      return moved > 0 ? TRANSFER_MSG.recovered : TRANSFER_MSG.nothingToRecover;
    },

    /**
     * Free-transfer mode keeps the money in the last game's wallet; before the wallet screens show
     * the balance and before a withdrawal, it comes home. Over HTTP to the providers, so never inside
     * a transaction; a platform that fails keeps its money, and the caller goes on with what came.
     */
    async bringHomeIfFreeTransfer(userId: number): Promise<void> {
      const user = await players.find(db, userId, ['transferstatus']);
      if (user?.transferstatus !== 1) return;
      const { failed } = await recover(userId);
      if (failed > 0) deps.log({ userId, failed }, 'free transfer: some game wallets did not come home');
    },

    async setMode(userId: number, status: 0 | 1): Promise<void> {
      await players.setTransferMode(db, userId, status);
    },

    /**
     * Free-transfer mode, before a transfer-mode game opens: money comes back from the other
     * platforms and the whole main balance goes to this one. Failures do not block the game.
     */
    async beforeLaunch(userId: number, platformCode: string): Promise<void> {
      const user = await players.find(db, userId, ['transferstatus']);
      if (user?.transferstatus !== 1) return;
      const platform = await platformOf(platformCode).catch(() => null);
      if (!platform) return;
      await recover(userId, platform.code);
      const fen = await ledgerReads.mainBalance(db, userId);
      if (fen > 0)
        await move(userId, platform, 'in', fen).catch((err: unknown) =>
          deps.log({ err, userId }, 'free transfer before launch failed'),
        );
    },

    /** Finishes transfers pending for at least `minAgeMs` by sending each again under its number. */
    async reconcile(minAgeMs: number): Promise<number> {
      const before = clock.now().getTime() - minAgeMs;
      const pending = await repo.pendingSince(db, before);
      const codes = pending.map((t) => t.platform);
      const adapterOf = await platforms.adaptersByCodes(db, codes);
      let finished = 0;
      for (const t of pending) {
        const adapter = adapterOf.get(t.platform); // none: the platform left the catalogue
        if (adapter === undefined) continue;
        await repo.countAttempt(db, t.transfer_no, clock.now().getTime());
        const outcome = await ask(t, adapter);
        if (outcome === 'unknown') continue;
        await finish(t, outcome);
        finished++;
      }
      return finished;
    },
  };
}

export type TransfersService = ReturnType<typeof createTransfersService>;

import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  MAIN_WALLET,
  TRANSFER_MSG,
  TRANS_RECORD_TYPE,
  formatFen,
  parseYuanToFen,
  validateTransferForm,
  type Paged,
  type PlatformBalance,
  type PlatformItem,
  type TransactionRecord,
} from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { HOUSE, createHouseAccounts, ledgerAccounts } from '../../ledger/accounts.js';
import { LedgerError, postJournal } from '../../ledger/ledger.js';
import { REASON } from '../../ledger/reasons.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijing, sinceForDateCode, type Clock } from '../../lib/clock.js';
import { countCapped, createCountCache, pageOf } from '../../lib/paging.js';
import type { GameProviderAdapter, TransferOutcome } from '../../providers/game/adapter.js';
import type { BetsService } from '../bets/bets.service.js';

/** Transfer states (spec 001 §4): 0 failed, 1 success, 2 pending settlement. */
export const TRANSFER_STATE = { failed: 0, ok: 1, pending: 2 } as const;
type Direction = 'in' | 'out';

interface TransferRow {
  transfer_no: string;
  user_id: number;
  platform: string;
  direction: Direction;
  amount_fen: number;
}

interface Platform {
  code: string;
  name: string;
  adapter: string;
  wallet_mode: string;
  enabled: number;
}

/**
 * Money between the main wallet and a transfer-mode game platform. A transfer holds the amount in
 * transit (debit first, one transaction), asks the provider outside any transaction, then settles
 * it to the other wallet or refunds it, exactly once. A transfer whose answer was lost stays
 * pending; the reconciler sends it again under the same number (the provider applies a number at
 * most once) until the provider answers, so after a crash every yuan ends in exactly one wallet.
 */
export function createTransfersService(deps: { db: Kysely<DB>; clock: Clock; adapters: Record<string, GameProviderAdapter>; bets: BetsService; log: (obj: Record<string, unknown>, msg: string) => void; protection?: { assertPlayable(userId: number): Promise<void> } }) {
  const { db, clock, adapters, bets } = deps;
  const houseAccounts = createHouseAccounts(db, clock);
  const countOnce = createCountCache();

  const transferPlatforms = () =>
    db.selectFrom('platforms').select(['code', 'name', 'adapter', 'wallet_mode', 'enabled']).where('wallet_mode', '=', 'transfer').where('enabled', '=', 1).orderBy('sort', 'desc').execute();

  async function platformBalances(userId: number): Promise<Map<string, number>> {
    const rows = await db.selectFrom('accounts').select(['platform', 'balance']).where('user_id', '=', userId).where('kind', '=', 'platform').execute();
    return new Map(rows.map((r) => [r.platform, Number(r.balance)]));
  }

  async function platformOf(code: string): Promise<Platform> {
    const p = await db.selectFrom('platforms').select(['code', 'name', 'adapter', 'wallet_mode', 'enabled']).where('code', '=', code).executeTakeFirst();
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
    const transit = await houseAccounts(HOUSE.transit);
    await inTransaction(db, async (trx) => {
      const state = outcome === 'ok' ? TRANSFER_STATE.ok : TRANSFER_STATE.failed;
      const marked = await trx.updateTable('game_transfers').set({ state, updated_at: now }).where('transfer_no', '=', t.transfer_no).where('state', '=', TRANSFER_STATE.pending).executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return;
      const { from, to } = await wallets(trx, t, now);
      const amount = Number(t.amount_fen);
      await postJournal(
        trx,
        {
          key: `transfer:${t.transfer_no}:${outcome === 'ok' ? 'settle' : 'refund'}`,
          reason: outcome === 'ok' ? (t.direction === 'in' ? REASON.transferIn : REASON.transferOut) : REASON.transferRefund,
          amount,
          userId: t.user_id,
          refType: 'transfer',
          refId: t.transfer_no,
          legs: [{ accountId: transit, amount: -amount }, { accountId: outcome === 'ok' ? to : from, amount }],
        },
        now,
      );
    });
  }

  async function ask(t: TransferRow, adapterName: string): Promise<TransferOutcome> {
    const adapter = adapters[adapterName];
    if (!adapter) return 'unknown';
    return adapter.transfer({ transferNo: t.transfer_no, playerId: t.user_id, platform: t.platform, direction: t.direction, amount: Number(t.amount_fen) });
  }

  /** Holds, asks and settles one transfer; answers the player's message. */
  async function move(userId: number, platform: Platform, direction: Direction, fen: number): Promise<'ok' | 'failed' | 'pending'> {
    const now = clock.now();
    const at = now.getTime();
    const t: TransferRow = {
      transfer_no: `T${formatBeijing(now).replace(/\D/g, '')}${String(randomInt(1_000_000)).padStart(6, '0')}`,
      user_id: userId,
      platform: platform.code,
      direction,
      amount_fen: fen,
    };
    const transit = await houseAccounts(HOUSE.transit);
    await inTransaction(db, async (trx) => {
      const { from } = await wallets(trx, t, at);
      try {
        await postJournal(trx, { key: `transfer:${t.transfer_no}:hold`, reason: direction === 'in' ? REASON.transferIn : REASON.transferOut, amount: fen, userId, refType: 'transfer', refId: t.transfer_no, legs: [{ accountId: from, amount: -fen }, { accountId: transit, amount: fen }] }, at);
      } catch (err) {
        if (err instanceof LedgerError && err.code === 'insufficient_funds') throw new AppError(TRANSFER_MSG.insufficient);
        throw err;
      }
      await trx.insertInto('game_transfers').values({ ...t, state: TRANSFER_STATE.pending, attempts: 1, created_at: at, updated_at: at }).execute();
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
    async platforms(): Promise<PlatformItem[]> {
      const rows = await db.selectFrom('platforms').select(['code', 'name']).where('enabled', '=', 1).orderBy('sort', 'desc').execute();
      return rows.map((p) => ({ platname: p.code, name: p.name }));
    },

    /** The transfer screen's platform wallets with their balances; fresh bet records first. */
    async balances(userId: number): Promise<PlatformBalance[]> {
      await bets.pullSoon();
      const [platforms, balances] = await Promise.all([transferPlatforms(), platformBalances(userId)]);
      return platforms.map((p) => ({ platname: p.code, name: p.name, balance: formatFen(balances.get(p.code) ?? 0) }));
    },

    /** One platform's balance as the provider reports it, with our ledger brought up to date. */
    async refreshPlatform(userId: number, code: string): Promise<PlatformBalance> {
      const p = await platformOf(code);
      await bets.pull();
      const live = await adapters[p.adapter]!.balance(userId, p.code);
      const ledger = (await platformBalances(userId)).get(p.code) ?? 0;
      if (live !== null && live !== ledger) deps.log({ userId, platform: p.code, live, ledger }, 'platform wallet differs from the provider');
      return { platname: p.code, name: p.name, balance: formatFen(ledger) };
    },

    async transfer(userId: number, input: { amount?: number | string; sourcetype?: string; targettype?: string }): Promise<string> {
      const source = input.sourcetype ?? '';
      const target = input.targettype ?? '';
      const invalid = validateTransferForm({ amount: input.amount === undefined ? '' : String(input.amount), source, target });
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

    async setMode(userId: number, status: 0 | 1): Promise<void> {
      await db.updateTable('users').set({ transferstatus: status }).where('id', '=', userId).execute();
    },

    /**
     * Free-transfer mode, before a transfer-mode game opens: money comes back from the other
     * platforms and the whole main balance goes to this one. Failures do not block the game.
     */
    async beforeLaunch(userId: number, platformCode: string): Promise<void> {
      const user = await db.selectFrom('users').select('transferstatus').where('id', '=', userId).executeTakeFirst();
      if (user?.transferstatus !== 1) return;
      const platform = await platformOf(platformCode).catch(() => null);
      if (!platform) return;
      await recover(userId, platform.code);
      const main = await db.selectFrom('accounts').select('balance').where('user_id', '=', userId).where('kind', '=', 'main').executeTakeFirst();
      const fen = main ? Number(main.balance) : 0;
      if (fen > 0) await move(userId, platform, 'in', fen).catch((err: unknown) => deps.log({ err, userId }, 'free transfer before launch failed'));
    },

    /** Finishes transfers pending for at least `minAgeMs` by sending each again under its number. */
    async reconcile(minAgeMs: number): Promise<number> {
      const before = clock.now().getTime() - minAgeMs;
      const pending = await db
        .selectFrom('game_transfers')
        .innerJoin('platforms', 'platforms.code', 'game_transfers.platform')
        .select(['transfer_no', 'user_id', 'platform', 'direction', 'amount_fen', 'platforms.adapter'])
        .where('state', '=', TRANSFER_STATE.pending)
        .where('updated_at', '<=', before)
        .orderBy('game_transfers.id')
        .limit(200)
        .execute();
      let finished = 0;
      for (const t of pending) {
        await db.updateTable('game_transfers').set((eb) => ({ attempts: eb('attempts', '+', 1), updated_at: clock.now().getTime() })).where('transfer_no', '=', t.transfer_no).execute();
        const outcome = await ask(t, t.adapter);
        if (outcome === 'unknown') continue;
        await finish(t, outcome);
        finished++;
      }
      return finished;
    },

    async records(userId: number, type: number, dateCode: number | undefined, page: number, platform?: string): Promise<Paged<TransactionRecord>> {
      const perPage = 10;
      const direction: Direction = type === TRANS_RECORD_TYPE.transferIn ? 'in' : 'out';
      const since = sinceForDateCode(dateCode, clock.now());
      let base = db.selectFrom('game_transfers').where('user_id', '=', userId).where('direction', '=', direction);
      if (platform) base = base.where('platform', '=', platform);
      if (since !== undefined) base = base.where('created_at', '>=', since);
      const [rows, total] = await Promise.all([
        base
          .leftJoin('platforms', 'platforms.code', 'game_transfers.platform')
          .select(['game_transfers.created_at', 'transfer_no', 'platform', 'amount_fen', 'state', 'platforms.name'])
          .orderBy('game_transfers.created_at', 'desc')
          .orderBy('game_transfers.id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        countOnce(`transfers:${userId}:${direction}:${platform ?? ''}:${since ?? 0}`, () => countCapped(db, base)),
      ]);
      const data = rows.map((t) => ({
        created_at: formatBeijing(new Date(Number(t.created_at))),
        out_trade_no: t.transfer_no,
        pay_way: t.name ?? t.platform,
        amount: formatFen(Number(t.amount_fen)),
        state: t.state,
      }));
      return pageOf(data, total, page, perPage);
    },
  };
}

export type TransfersService = ReturnType<typeof createTransfersService>;

import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

/** A settled bet as the bets module recorded it (the betsSettled event's payload). */
export interface RecordedBet {
  /** 1 the first time a bet counts; 0 when a re-settlement adds the difference of its figures. */
  count: number;
  provider: string;
  betId: string;
  userId: number;
  platform: string;
  gameCode: string;
  validBet: number;
  betFen: number;
  winLoss: number;
  betTime: number;
}

/** Facts one module announces after its transaction committed, for others to act on. */
export interface CommittedEvents {
  /** A time-out or self-exclusion started: its sessions end and game-wallet money comes back. */
  exclusionStarted: { userId: number };
}

/** Facts announced inside the transaction that made them: a handler's failure rolls it all back. */
export interface TransactionEvents {
  /** Newly recorded settled bets: rebates accrue and VIP totals grow, with the bets or not at all. */
  betsSettled: { bets: RecordedBet[]; now: number };
  /** A player registered (with the id of the player whose link they came by): the agent tree grows. */
  playerRegistered: { userId: number; referrerId: number | null; now: number };
}

type Handler<P> = (payload: P) => Promise<unknown>;
type TransactionHandler<P> = (trx: Transaction<DB>, payload: P) => Promise<unknown>;

/**
 * The in-process event hub that breaks dependency cycles between modules: the announcer does not
 * know who listens. Handlers run one after another in the order modules registered (app.ts), and
 * the announcer awaits them, so a caller sees their effects when its own call returns. Nothing here
 * crosses nodes: an event is handled on the node that announced it, as a direct call would be.
 */
export function createAppEvents() {
  const committed = new Map<keyof CommittedEvents, Handler<never>[]>();
  const inTransaction = new Map<keyof TransactionEvents, TransactionHandler<never>[]>();
  const list = <K, H>(map: Map<K, H[]>, name: K): H[] => {
    if (!map.has(name)) map.set(name, []);
    return map.get(name)!;
  };
  return {
    on<K extends keyof CommittedEvents>(name: K, handler: Handler<CommittedEvents[K]>): void {
      list(committed, name).push(handler as Handler<never>);
    },
    async emit<K extends keyof CommittedEvents>(name: K, payload: CommittedEvents[K]): Promise<void> {
      for (const handler of list(committed, name)) await (handler as Handler<CommittedEvents[K]>)(payload);
    },
    onInTransaction<K extends keyof TransactionEvents>(
      name: K,
      handler: TransactionHandler<TransactionEvents[K]>,
    ): void {
      list(inTransaction, name).push(handler as TransactionHandler<never>);
    },
    async emitInTransaction<K extends keyof TransactionEvents>(
      trx: Transaction<DB>,
      name: K,
      payload: TransactionEvents[K],
    ): Promise<void> {
      for (const handler of list(inTransaction, name))
        await (handler as TransactionHandler<TransactionEvents[K]>)(trx, payload);
    },
  };
}

export type AppEvents = ReturnType<typeof createAppEvents>;

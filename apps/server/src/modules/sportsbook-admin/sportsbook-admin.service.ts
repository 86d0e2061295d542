import type { Kysely } from 'kysely';
import type {
  SportsbookEvent,
  SportsbookEventDetail,
  SportsbookResult,
  SportsbookTicket,
} from '@app/shared/admin-contract';
import type { DB } from '../../db/schema.js';
import type { OperatorActor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import type { GameProviderAdapter, SportsbookControls } from '../../providers/game/adapter.js';
import type { OperatorsService } from '../operators/operators.service.js';
import { platforms } from '../games/games.public.js';
import { players } from '../user/user.public.js';

export const SPORTSBOOK_MSG = {
  unavailable: '体育平台暂不可用，请稍后再试',
  notFound: '赛事不存在',
} as const;

/**
 * The sportsbook's operator controls, through the platform's provider adapter (its signed operator
 * API). Every change is audited, a refused one too, with the match's result or markets before it.
 */
export function createSportsbookAdminService(deps: {
  db: Kysely<DB>;
  adapters: Record<string, GameProviderAdapter>;
  operators: OperatorsService;
}) {
  const { db } = deps;

  async function controls(platform: string): Promise<SportsbookControls> {
    const adapter = await platforms.adapterOf(db, platform);
    const book = adapter === null ? undefined : deps.adapters[adapter]?.sportsbook;
    if (!book) throw new AppError(SPORTSBOOK_MSG.unavailable);
    return book;
  }

  /** A provider call; a network failure is the provider being unavailable, not a crash. */
  async function ask<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError(SPORTSBOOK_MSG.unavailable);
    }
  }

  async function event(platform: string, id: string): Promise<SportsbookEventDetail> {
    const book = await controls(platform);
    const found = (await ask(() => book.event(id))) as SportsbookEventDetail | null;
    if (!found) throw new AppError(SPORTSBOOK_MSG.notFound);
    return found;
  }

  /** Runs a change and audits it (refused ones with the provider's reason). */
  async function change(
    actor: OperatorActor,
    platform: string,
    id: string,
    action: string,
    detail: Record<string, unknown>,
    run: (book: SportsbookControls) => Promise<{ error?: string }>,
  ) {
    const before = await event(platform, id);
    const book = await controls(platform);
    const answer = await ask(() => run(book));
    const target = { type: 'sportsbook_event', id: `${platform}:${id}` };
    const state = { result: before.result, voided: before.voided, cancelled: before.cancelled };
    if (answer.error) {
      await deps.operators.audit(actor, action, target, { ...detail, refused: answer.error, before: state });
      throw new AppError(answer.error);
    }
    await deps.operators.audit(actor, action, target, { ...detail, match: before.match, before: state });
  }

  return {
    async events(platform: string, phase: string): Promise<SportsbookEvent[]> {
      const book = await controls(platform);
      return (await ask(() => book.events(platform, phase))) as SportsbookEvent[];
    },

    event,

    correct: (actor: OperatorActor, platform: string, id: string, result: SportsbookResult) =>
      change(actor, platform, id, 'sportsbook.correct', { result }, (book) => book.correct(id, result)),

    voidMarket: (actor: OperatorActor, platform: string, id: string, market: string, reason: string) =>
      change(actor, platform, id, 'sportsbook.void_market', { market, reason }, (book) =>
        book.voidMarket(id, market, reason),
      ),

    cancel: (actor: OperatorActor, platform: string, id: string) =>
      change(actor, platform, id, 'sportsbook.cancel', {}, (book) => book.cancel(id)),

    /** The open tickets that would pay the most, with the players' usernames. */
    async largest(platform: string, limit: number): Promise<SportsbookTicket[]> {
      const book = await controls(platform);
      const tickets = (await ask(() => book.largest(platform, limit))) as SportsbookTicket[];
      const ids = [...new Set(tickets.map((t) => Number(t.player_id)).filter(Number.isInteger))];
      const names = await players.namesByIds(db, ids);
      return tickets.map((t) => ({ ...t, username: names.get(Number(t.player_id)) ?? '' }));
    },
  };
}

export type SportsbookAdminService = ReturnType<typeof createSportsbookAdminService>;

import type { FastifyRequest } from 'fastify';
import { formatFen, isUnderAge } from '@app/shared';
import type { ReviewOutcome, ReviewedPlayer } from '@app/shared/admin-contract';
import { formatBeijing } from './clock.js';

/**
 * The back office's review of a player's money order (deposit, withdrawal): pending (state 1), then
 * done (2) or refused (3). The queue and the history list each order with its player's context.
 * The request schemas and row types are the back-office contract's (`@app/shared/admin-contract`).
 */

export const reviewedStates = (state: 2 | 3 | undefined): number[] => (state ? [state] : [2, 3]);

/**
 * The queue (pending among the states) goes by the time each order was made, the history by its
 * last change.
 */
export const reviewListTime = (states: number[]): 'created_at' | 'updated_at' =>
  states.includes(1) ? 'created_at' : 'updated_at';

export const reviewer = (request: FastifyRequest) => ({ operatorId: request.operator!.id, ip: request.ip });

const time = (ms: number) => formatBeijing(new Date(Number(ms)));

/** The player's columns listed beside an order (modules/players-admin/review-context.ts reads them). */
export interface PlayerColumns {
  username: string;
  realname: string;
  vip: number;
  user_status: number;
  isblack: number;
  birthday: string | null;
  balance: number | null;
  required_fen: number | null;
}

/**
 * The player behind an order: who, VIP, blocked, blacklisted or under 18 on `today` (the site
 * clock's Beijing day, as the payout refusal reads it), balance and turnover still required.
 */
export function reviewedPlayer<R extends PlayerColumns>(r: R, today: string): ReviewedPlayer {
  return {
    username: r.username,
    realname: r.realname,
    vip: Number(r.vip),
    user_status: Number(r.user_status),
    isblack: Number(r.isblack),
    under_age: isUnderAge(r.birthday, today),
    balance: formatFen(Number(r.balance ?? 0)),
    turnover_required: formatFen(Number(r.required_fen ?? 0)),
  };
}

interface OutcomeColumns {
  state: number;
  reason: string;
  reviewer: string | null;
  reviewed_at: number | null;
  created_at: number;
  updated_at: number;
}

/** Where the order stands, who reviewed it and when (Beijing time). */
export function reviewOutcome<R extends OutcomeColumns>(r: R): ReviewOutcome {
  return {
    state: Number(r.state),
    reason: r.reason,
    reviewer: r.reviewer ?? null,
    reviewed_at: r.reviewed_at === null ? null : time(r.reviewed_at),
    created_at: time(r.created_at),
    updated_at: time(r.updated_at),
  };
}

import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { bets } from '../../bets/bets.public.js';
import type { NewAlert } from '../risk.public.js';
import { betEvidence, type ScannedBet } from './scanned-bet.js';
import { oppositeSides, sportsPick, tableSide } from './bet-words.js';
import { THRESHOLDS as T } from './thresholds.js';

/** Where a bet stands for hedging: its round or market, the side it took, how far to look. */
interface Position {
  group: string;
  side: string;
  opposes: (other: string) => boolean;
  windowMs: number;
}

function positionOf(b: ScannedBet): Position | null {
  const side = tableSide(b.memo);
  const at = `${b.provider}|${b.platform}|${b.game_code}`;
  if (side)
    return {
      group: `${at}|round|${b.round_no}`,
      side,
      opposes: (o) => oppositeSides(side, o),
      windowMs: T.roundWindowMs,
    };
  const pick = sportsPick(b.memo);
  if (!pick) return null;
  return {
    group: `${at}|market|${pick.market}`,
    side: pick.selection,
    opposes: (o) => o !== pick.selection,
    windowMs: T.marketWindowMs,
  };
}

const nearEqual = (a: number, b: number) => Math.min(a, b) >= T.nearEqualStakes * Math.max(a, b);

/**
 * 对打: one account, or one person's linked accounts, on opposite sides of the same baccarat /
 * dragon-tiger / sic-bo round or on different outcomes of one sportsbook market, with near-equal
 * stakes. Each batch bet that takes a side is set against the bets of its player and their linked
 * accounts around it; one alert per round or market and set of players (its fingerprint).
 */
export async function findOppositeSides(
  db: Kysely<DB>,
  batch: readonly ScannedBet[],
  linkedOf: (userId: number) => Promise<number[]>,
): Promise<NewAlert[]> {
  const placed = batch.flatMap((b) => {
    const p = positionOf(b);
    return p ? [{ bet: b, position: p }] : [];
  });
  const found = new Map<string, { group: string; users: Set<number>; bets: Map<number, object> }>();
  for (const { bet, position } of placed) {
    const person = [Number(bet.user_id), ...(await linkedOf(Number(bet.user_id)))];
    const at = Number(bet.bet_time);
    const around = await bets.ofPlayersBetween(
      db,
      person,
      at - position.windowMs,
      at + position.windowMs + 1,
    );
    for (const other of around) {
      if (Number(other.id) === Number(bet.id)) continue;
      const theirs = positionOf(other);
      if (!theirs || theirs.group !== position.group || !position.opposes(theirs.side)) continue;
      if (!nearEqual(Number(bet.bet_fen), Number(other.bet_fen))) continue;
      const users = [...new Set([Number(bet.user_id), Number(other.user_id)])].sort((a, b) => a - b);
      const key = `${position.group}|${users.join(',')}`;
      const finding = found.get(key) ?? { group: position.group, users: new Set(users), bets: new Map() };
      finding.bets.set(Number(bet.id), betEvidence(bet, position.side));
      finding.bets.set(Number(other.id), betEvidence(other, theirs.side));
      found.set(key, finding);
    }
  }
  return [...found.entries()].map(([key, f]) => {
    const shown = [...f.bets.values()] as ReturnType<typeof betEvidence>[];
    return {
      kind: 'opposite_sides' as const,
      fingerprint: `opposite_sides:${createHash('sha256').update(key).digest('hex').slice(0, 40)}`,
      userIds: [...f.users],
      evidence: {
        where: f.group.split('|').slice(1).join(' · '),
        bets: shown.sort((a, b) => a.id - b.id),
        total_stake_fen: shown.reduce((s, b) => s + b.stake_fen, 0),
        net_fen: shown.reduce((s, b) => s + b.win_loss_fen, 0),
      },
    };
  });
}

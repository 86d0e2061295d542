import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { bets } from '../../bets/bets.public.js';
import { catalogue, gameKey } from '../../games/games.public.js';
import type { NewAlert } from '../risk.public.js';
import { betEvidence, type ScannedBet } from './scanned-bet.js';
import { oppositeSides, sportsPick, tableSide } from './bet-words.js';
import { THRESHOLDS as T } from './thresholds.js';

/** Where a bet stands for hedging: its round or market, and the side it took. */
interface Position {
  group: string;
  side: string;
  opposes: (other: string) => boolean;
}

const at = (b: ScannedBet) => `${b.provider}|${b.platform}|${b.game_code}`;

function tablePosition(b: ScannedBet): Position | null {
  const side = tableSide(b.memo);
  if (!side) return null;
  return { group: `${at(b)}|局号 ${b.round_no}`, side, opposes: (o) => oppositeSides(side, o) };
}

function marketPosition(b: ScannedBet): Position | null {
  const pick = sportsPick(b.memo);
  if (!pick) return null;
  const side = pick.selection;
  return { group: `${at(b)}|${pick.market}`, side, opposes: (o) => o !== side };
}

const nearEqual = (a: number, b: number) => Math.min(a, b) >= T.nearEqualStakes * Math.max(a, b);

type Linked = (userId: number) => Promise<number[]>;
type Finding = { group: string; users: Set<number>; bets: Map<number, ReturnType<typeof betEvidence>> };

/** Collects the hedged pairs among `pool` for the bet `bet` (one person: itself or linked). */
async function pairUp(
  found: Map<string, Finding>,
  bet: ScannedBet,
  pool: readonly ScannedBet[],
  positionOf: (b: ScannedBet) => Position | null,
  linkedOf: Linked,
) {
  const mine = positionOf(bet);
  if (!mine) return;
  for (const other of pool) {
    if (Number(other.id) === Number(bet.id)) continue;
    const theirs = positionOf(other);
    if (!theirs || theirs.group !== mine.group || !mine.opposes(theirs.side)) continue;
    if (!nearEqual(Number(bet.bet_fen), Number(other.bet_fen))) continue;
    const [a, b] = [Number(bet.user_id), Number(other.user_id)];
    if (a !== b && !(await linkedOf(a)).includes(b)) continue;
    const users = [...new Set([a, b])].sort((x, y) => x - y);
    const key = `${mine.group}|${users.join(',')}`;
    const finding = found.get(key) ?? { group: mine.group, users: new Set(users), bets: new Map() };
    finding.bets.set(Number(bet.id), betEvidence(bet, mine.side));
    finding.bets.set(Number(other.id), betEvidence(other, theirs.side));
    found.set(key, finding);
  }
}

/**
 * 对打: one account, or one person's linked accounts, on opposite sides of the same baccarat /
 * dragon-tiger / sic-bo round or on different outcomes of one sportsbook market, with near-equal
 * stakes. A table bet is set against every bet of its round (one read for the batch's rounds); a
 * sportsbook single against the tickets of its player and their linked accounts around it. Links
 * are asked only for a pair that would hedge. One alert per round or market and set of players.
 */
export async function findOppositeSides(
  db: Kysely<DB>,
  batch: readonly ScannedBet[],
  linkedOf: Linked,
): Promise<NewAlert[]> {
  const found = new Map<string, Finding>();
  const tables = batch.filter((b) => tablePosition(b));
  const rounds = await bets.inRounds(
    db,
    tables.map((b) => b.round_no),
  );
  for (const bet of tables) await pairUp(found, bet, rounds, tablePosition, linkedOf);
  for (const bet of batch.filter((b) => marketPosition(b))) {
    const person = [Number(bet.user_id), ...(await linkedOf(Number(bet.user_id)))];
    const t = Number(bet.bet_time);
    const around = await bets.ofPlayersBetween(db, person, t - T.marketWindowMs, t + T.marketWindowMs + 1);
    await pairUp(found, bet, around, marketPosition, linkedOf);
  }
  // The game's name as the console lists it: 经典百家乐 · 局号 …, 体育投注大厅 · 英超 · … · 全场独赢.
  const names = await catalogue.gameNames(
    db,
    [...found.values()].map((f) => ({ platform: f.group.split('|')[1]!, game_code: f.group.split('|')[2]! })),
  );
  return [...found.entries()].map(([key, f]) => {
    const shown = [...f.bets.values()].sort((a, b) => a.id - b.id);
    const [, platform, game, where] = f.group.split('|') as [string, string, string, string];
    return {
      kind: 'opposite_sides' as const,
      fingerprint: `opposite_sides:${createHash('sha256').update(key).digest('hex').slice(0, 40)}`,
      userIds: [...f.users],
      evidence: {
        where: `${names.get(gameKey(platform, game)) ?? game} · ${where}`,
        bets: shown,
        total_stake_fen: shown.reduce((s, b) => s + b.stake_fen, 0),
        net_fen: shown.reduce((s, b) => s + b.win_loss_fen, 0),
      },
    };
  });
}

import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { DB } from '../../db/schema.js';
import { ledgerAccounts } from '../../ledger/accounts.js';
import { ledgerReads } from '../../ledger/ledger.public.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { players } from '../user/user.public.js';
import { seamlessRepository as repo } from './seamless.repository.js';

const TOKEN_TTL_MS = 4 * 3_600_000;

/** The provider's player id as ours; -1 matches no player. */
export const playerIdOf = (playerId: string) => (/^\d{1,10}$/.test(playerId) ? Number(playerId) : -1);

/** The launch tokens the provider presents, and the players behind the provider's player ids. */
export function createSeamlessPlayers(deps: { db: Kysely<DB>; clock: Clock }) {
  const { db, clock } = deps;

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

  /** The player and their main wallet, read together; the wallet is created (committed) if missing. */
  async function playerOf(playerId: string): Promise<{ id: number; active: boolean; wallet: number } | null> {
    if (!/^\d{1,10}$/.test(playerId)) return null;
    const id = Number(playerId);
    const [user, wallet] = await Promise.all([
      players.find(db, id, ['status', 'isblack']),
      ledgerReads.mainWalletId(db, id),
    ]);
    if (!user) return null;
    const walletId = wallet ?? (await ledgerAccounts.main(db, id, clock.now().getTime()));
    return { id, active: user.status === 1 && user.isblack === 0, wallet: walletId };
  }

  /** A launch token for one player and platform; the provider presents it on balance and bet. */
  async function issueToken(userId: number, platform: string): Promise<string> {
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
  }

  return { tokenOf, playerOf, issueToken };
}

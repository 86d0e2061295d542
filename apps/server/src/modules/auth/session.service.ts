import { LRUCache } from 'lru-cache';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { sessionRepository } from './session.repository.js';

interface CachedSession {
  userId: number;
  expiresAt: number;
}

/**
 * Sessions are opaque 256-bit tokens stored as SHA-256 hashes. Lookups hit a short-lived
 * in-process cache: the balance poll runs every 4.3 s per player and must not cost a query
 * each time. Local revocation evicts at once; another node's cache forgets within CACHE_TTL_MS.
 */
const CACHE_TTL_MS = 30_000;

export function createSessionService(db: Kysely<DB>, clock: Clock, ttlHours: number) {
  const cache = new LRUCache<string, CachedSession>({ max: 200_000, ttl: CACHE_TTL_MS });
  const ttlMs = ttlHours * 3_600_000;

  async function revokeWhere(userId: number, exceptHash?: string): Promise<void> {
    const now = clock.now().getTime();
    const hashes = (await sessionRepository.unrevokedHashes(db, userId)).filter((h) => h !== exceptHash);
    if (hashes.length === 0) return;
    await sessionRepository.revokeHashes(db, hashes, now);
    for (const h of hashes) cache.delete(h);
  }

  return {
    /** Issues a fresh token and ends every other session of the player: one device signed in at a time. */
    async create(userId: number, ip: string, userAgent: string): Promise<string> {
      const token = newToken();
      const tokenHash = hashToken(token);
      const now = clock.now().getTime();
      await sessionRepository.insert(db, {
        user_id: userId,
        token_hash: tokenHash,
        created_at: now,
        expires_at: now + ttlMs,
        ip,
        user_agent: userAgent.slice(0, 255),
      });
      await revokeWhere(userId, tokenHash);
      return token;
    },

    /** The player id behind a token, or null when it is unknown, revoked or expired. */
    async resolve(token: string): Promise<number | null> {
      const tokenHash = hashToken(token);
      const now = clock.now().getTime();
      let entry = cache.get(tokenHash);
      if (!entry) {
        const row = await sessionRepository.findUnrevoked(db, tokenHash);
        if (!row) return null;
        entry = { userId: Number(row.user_id), expiresAt: Number(row.expires_at) };
        cache.set(tokenHash, entry);
      }
      return entry.expiresAt > now ? entry.userId : null;
    },

    async revoke(token: string): Promise<void> {
      const tokenHash = hashToken(token);
      cache.delete(tokenHash);
      await sessionRepository.revoke(db, tokenHash, clock.now().getTime());
    },

    revokeAll(userId: number): Promise<void> {
      return revokeWhere(userId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

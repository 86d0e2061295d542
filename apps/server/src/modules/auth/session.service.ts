import { LRUCache } from 'lru-cache';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { ClusterBus } from '../../lib/cluster-bus.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { sessionRepository } from './session.repository.js';

interface CachedSession {
  userId: number;
  expiresAt: number;
  /** Cached while the bus heard every node: a revocation anywhere would have evicted it. */
  trusted: boolean;
  cachedAt: number;
}

/**
 * Sessions are opaque 256-bit tokens stored as SHA-256 hashes. Lookups hit an in-process cache:
 * the balance poll runs every 4.3 s per player and must not cost a query each time. A session
 * ended on any node (logout, password change, force logout, disable, exclusion) is announced on
 * the cluster bus, and the request that ended it answers once Redis has queued the eviction to
 * every node; an entry cached while the bus could not hear every node (no Redis on a shared
 * database, or Redis down) is trusted for one second only.
 */
const CACHE_TTL_MS = 30_000;
const UNTRUSTED_TTL_MS = 1000;

export function createSessionService(db: Kysely<DB>, clock: Clock, ttlHours: number, bus: ClusterBus) {
  const cache = new LRUCache<string, CachedSession>({ max: 200_000, ttl: CACHE_TTL_MS });
  const ttlMs = ttlHours * 3_600_000;
  // A lookup that read the row just before a revocation must not cache it just after the eviction.
  const revoked = new LRUCache<string, true>({ max: 100_000, ttl: 10_000 });
  const evict = (hashes: string[]) => {
    for (const h of hashes) {
      cache.delete(h);
      revoked.set(h, true);
    }
  };
  bus.subscribe('sessionsRevoked', ({ hashes }) => evict(hashes));
  bus.onResync(() => cache.clear());

  /**
   * Evicts here, and answers once Redis has queued the eviction to every other node: the request
   * that ended the session replies after that, so the token's next use, on any node, is refused.
   */
  async function announce(userId: number, hashes: string[]): Promise<void> {
    evict(hashes);
    await bus.publish('sessionsRevoked', { userId, hashes });
  }

  async function revokeWhere(userId: number, exceptHash?: string): Promise<void> {
    const now = clock.now().getTime();
    const hashes = (await sessionRepository.unrevokedHashes(db, userId)).filter((h) => h !== exceptHash);
    if (hashes.length === 0) return;
    await sessionRepository.revokeHashes(db, hashes, now);
    await announce(userId, hashes);
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
      if (entry && !entry.trusted && Date.now() - entry.cachedAt > UNTRUSTED_TTL_MS) entry = undefined;
      if (!entry) {
        const trusted = bus.hearsEveryNode;
        const row = await sessionRepository.findUnrevoked(db, tokenHash);
        if (!row || revoked.has(tokenHash)) return null;
        const userId = Number(row.user_id);
        entry = { userId, expiresAt: Number(row.expires_at), trusted, cachedAt: Date.now() };
        cache.set(tokenHash, entry);
      }
      return entry.expiresAt > now ? entry.userId : null;
    },

    async revoke(token: string, userId: number): Promise<void> {
      const tokenHash = hashToken(token);
      await sessionRepository.revoke(db, tokenHash, clock.now().getTime());
      await announce(userId, [tokenHash]);
    },

    revokeAll(userId: number): Promise<void> {
      return revokeWhere(userId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

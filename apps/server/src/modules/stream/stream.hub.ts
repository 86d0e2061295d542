import type { ServerResponse } from 'node:http';

/** What a player's stream carries: the same figures as /api/balance, and the unread count. */
export interface WalletSnapshot {
  balance: string;
  gameblance: string;
  unread: number;
}

interface Client {
  userId: number;
  tokenHash: string;
  res: ServerResponse;
  /** The last event sent, so an unchanged snapshot is not sent again. */
  last: string;
}

/** A player may keep a few tabs open; the oldest stream closes when one more opens. */
const MAX_STREAMS_PER_PLAYER = 3;
/** A client this far behind (bytes unsent) is dropped: it reconnects and gets the latest anyway. */
const MAX_BUFFERED = 64 * 1024;
/** Changes landing together are pushed once (a bet and its win, a transfer's two legs). */
const COALESCE_MS = 20;

/**
 * The open streams of this node, by player. A change announced anywhere (the cluster bus) marks the
 * player; shortly after, one snapshot is read per marked player who has a stream here and sent to
 * each of their streams whose last event differs. One timer sends the heartbeats of all streams.
 */
export function createStreamHub(deps: {
  snapshot: (userId: number) => Promise<WalletSnapshot>;
  heartbeatMs: number;
  log: (obj: Record<string, unknown>, msg: string) => void;
}) {
  const byUser = new Map<number, Set<Client>>();
  const dirty = new Set<number>();
  let flushTimer: NodeJS.Timeout | undefined;
  let count = 0;

  const heartbeat = setInterval(() => {
    for (const clients of byUser.values()) for (const c of clients) write(c, ': keep-alive\n\n');
  }, deps.heartbeatMs);
  heartbeat.unref();

  function write(client: Client, text: string): void {
    if (client.res.writableLength > MAX_BUFFERED) {
      client.res.destroy();
      return;
    }
    client.res.write(text);
  }

  async function push(userId: number): Promise<void> {
    const clients = byUser.get(userId);
    if (!clients?.size) return;
    const event = `event: wallet\ndata: ${JSON.stringify(await deps.snapshot(userId))}\n\n`;
    for (const c of clients) {
      if (c.last === event) continue;
      c.last = event;
      write(c, event);
    }
  }

  function flush(): void {
    flushTimer = undefined;
    const users = [...dirty];
    dirty.clear();
    for (const userId of users) {
      push(userId).catch((err: unknown) => deps.log({ err, userId }, 'stream push failed'));
    }
  }

  function remove(client: Client): void {
    const clients = byUser.get(client.userId);
    if (!clients?.delete(client)) return;
    count -= 1;
    if (clients.size === 0) byUser.delete(client.userId);
  }

  return {
    /** Adds a stream whose headers are sent; it gets the current snapshot at once. */
    open(userId: number, tokenHash: string, res: ServerResponse): void {
      const client: Client = { userId, tokenHash, res, last: '' };
      let clients = byUser.get(userId);
      if (!clients) byUser.set(userId, (clients = new Set()));
      if (clients.size >= MAX_STREAMS_PER_PLAYER) clients.values().next().value!.res.end();
      clients.add(client);
      count += 1;
      res.on('close', () => remove(client));
      push(userId).catch((err: unknown) => deps.log({ err, userId }, 'stream push failed'));
    },

    /** Players whose figures changed (from any node): their streams here get a fresh snapshot. */
    changed(userIds: number[]): void {
      let any = false;
      for (const id of userIds) {
        if (!byUser.has(id)) continue;
        dirty.add(id);
        any = true;
      }
      if (any) flushTimer ??= setTimeout(flush, COALESCE_MS);
    },

    /** Sessions ended (on any node): their streams end; the client then finds its token refused. */
    revoked(userId: number, hashes: string[]): void {
      const ended = new Set(hashes);
      for (const c of byUser.get(userId) ?? []) if (ended.has(c.tokenHash)) c.res.end();
    },

    /** Ends every stream (shutting down): clients reconnect to another node. */
    closeAll(): void {
      clearInterval(heartbeat);
      clearTimeout(flushTimer);
      for (const clients of byUser.values()) for (const c of clients) c.res.end();
    },

    get size(): number {
      return count;
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;

import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/** The per-node caches of values operators change (lib/node-cache.ts). */
export type CacheName = 'settings' | 'vipLevels';

/** What one node tells every node (itself included), by channel. */
export interface BusMessages {
  /** These sessions (token hashes) ended: no node may honour them from its cache. */
  sessionsRevoked: { hashes: string[]; userId: number };
  /** An operator changed what this node cache holds (site settings, maintenance mode, VIP levels). */
  cacheStale: { cache: CacheName };
  /** These players' balance, game wallets or unread messages changed (after the commit). */
  playersChanged: { userIds: number[] };
}

type Handler<K extends keyof BusMessages> = (message: BusMessages[K]) => void;

/**
 * How nodes keep their caches and open streams in step. Without Redis the bus is this process
 * only: right for SQLite (one process), and on PostgreSQL `hearsEveryNode` is false, so caches
 * keep nothing longer than a second.
 */
export interface ClusterBus {
  /**
   * Resolves once Redis has answered the publish, which it does after queueing the message to every
   * subscribed node, so a reply sent after it reaches the client after the other nodes were told.
   * At once while Redis is not connected. Never rejects: a failed publish is logged (createRedisBus).
   */
  publish<K extends keyof BusMessages>(channel: K, message: BusMessages[K]): Promise<void>;
  subscribe<K extends keyof BusMessages>(channel: K, handler: Handler<K>): void;
  /**
   * True while every node's messages reach this one. False without Redis on a database other
   * nodes may share, and while the Redis subscription is down: a cache must not be trusted then.
   */
  readonly hearsEveryNode: boolean;
  /** Runs after a lost subscription is back: messages may have been missed, so caches start empty. */
  onResync(handler: () => void): void;
  /** Whether Redis answers now (no Redis: null, there is nothing to ask). */
  ping(): Promise<boolean | null>;
  close(): Promise<void>;
}

const CHANNELS: Array<keyof BusMessages> = ['sessionsRevoked', 'cacheStale', 'playersChanged'];

function localHandlers() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emitter,
    dispatch(channel: string, message: unknown) {
      emitter.emit(channel, message);
    },
  };
}

/** One process: messages are delivered in it, at once. */
export function createLocalBus(options: { sharedDatabase: boolean }): ClusterBus {
  const { emitter, dispatch } = localHandlers();
  return {
    publish: async (channel, message) => dispatch(channel, message),
    subscribe: (channel, handler) => void emitter.on(channel, handler),
    hearsEveryNode: !options.sharedDatabase,
    onResync: () => undefined,
    ping: async () => null,
    close: async () => undefined,
  };
}

const processBuses = new WeakMap<object, ClusterBus>();

/**
 * The bus without Redis. A SQLite file belongs to one process, so every app instance on the same
 * handle (tests start several) shares one bus that hears them all. A PostgreSQL database may have
 * other nodes this process cannot hear.
 */
export function processBusFor(database: { db: object; dialect: string }): ClusterBus {
  if (database.dialect !== 'sqlite') return createLocalBus({ sharedDatabase: true });
  let bus = processBuses.get(database.db);
  if (!bus) processBuses.set(database.db, (bus = createLocalBus({ sharedDatabase: false })));
  return bus;
}

/**
 * Redis pub/sub between the nodes of one site (channels under `prefix`). A publish that cannot
 * reach Redis is logged and dropped: the caches it was for are already off while the subscriber
 * is down, which is the same connection's fate.
 */
export function createRedisBus(
  url: string,
  prefix: string,
  log: (obj: Record<string, unknown>, msg: string) => void,
): ClusterBus {
  const { emitter, dispatch } = localHandlers();
  const options = { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, maxRetriesPerRequest: null });
  publisher.on('error', () => undefined);
  let subscribed = false;
  let everSubscribed = false;
  const resync: Array<() => void> = [];

  subscriber.on('error', () => undefined);
  subscriber.on('close', () => (subscribed = false));
  // ioredis re-subscribes by itself after a reconnect; 'ready' follows each (re)connection.
  subscriber.on('ready', () => {
    void subscriber.subscribe(...CHANNELS.map((c) => prefix + c)).then(
      () => {
        subscribed = true;
        if (everSubscribed) for (const handler of resync) handler();
        everSubscribed = true;
      },
      (err: unknown) => log({ err }, 'cluster bus: subscribe failed'),
    );
  });
  subscriber.on('message', (channel: string, text: string) => {
    if (!channel.startsWith(prefix)) return;
    try {
      dispatch(channel.slice(prefix.length), JSON.parse(text));
    } catch (err) {
      log({ err, channel }, 'cluster bus: unreadable message');
    }
  });

  return {
    async publish(channel, message) {
      const sent = publisher.publish(prefix + channel, JSON.stringify(message)).then(
        () => undefined,
        (err: unknown) => log({ err, channel }, 'cluster bus: publish failed'),
      );
      // Waiting helps only while Redis answers. Without it no node hears the bus and every cache
      // already trusts nothing past a second: a logout is not held while ioredis reconnects.
      if (publisher.status === 'ready') await sent;
    },
    subscribe: (channel, handler) => void emitter.on(channel, handler),
    get hearsEveryNode() {
      return subscribed;
    },
    onResync: (handler) => void resync.push(handler),
    ping: () =>
      Promise.race([
        publisher.ping().then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref()),
      ]),
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/** Waits (a bounded time) until the bus hears every node, so a fresh node starts with caches on. */
export async function busReady(bus: ClusterBus, timeoutMs = 3000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!bus.hearsEveryNode && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return bus.hearsEveryNode;
}

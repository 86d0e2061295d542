import { onPlayersChanged } from '../../db/player-changes.js';
import { hashToken } from '../../lib/tokens.js';
import { defineModule } from '../module.js';
import { createStreamHub, type StreamHub } from './stream.hub.js';

declare module '../module.js' {
  interface Services {
    streams: StreamHub;
  }
}

/** Proxies close a silent connection after 60 s or so; a comment line every 20 s keeps it open. */
const HEARTBEAT_MS = 20_000;

/**
 * GET /api/stream: Server-Sent Events with the player's balance, game-wallet total and unread
 * count whenever they change, wherever the change happened. Committed changes are announced on the
 * cluster bus, and each node pushes to the streams it holds.
 */
export default defineModule('stream', ['user', 'content'], async (app, { bus, log, metrics }) => {
  const { users, messages } = app.services;
  const hub = createStreamHub({
    snapshot: async (userId) => {
      const [wallet, unread] = await Promise.all([users.balance(userId), messages.unread(userId)]);
      return { ...wallet, unread };
    },
    heartbeatMs: HEARTBEAT_MS,
    log,
  });
  app.services.streams = hub;
  metrics.gauge('open_streams', 'Player streams open on this node', () => hub.size);

  const stopHearing = onPlayersChanged((userIds) => void bus.publish('playersChanged', { userIds }));
  bus.subscribe('playersChanged', ({ userIds }) => hub.changed(userIds));
  bus.subscribe('sessionsRevoked', ({ userId, hashes }) => hub.revoked(userId, hashes));
  // Before the server stops taking connections: open streams would otherwise hold the close.
  app.addHook('preClose', async () => {
    stopHearing();
    hub.closeAll();
  });

  app.get(
    '/api/stream',
    {
      onRequest: app.authenticate,
      // A HEAD of a stream would hold a connection open with nothing to say.
      exposeHeadRoute: false,
      // Open for the page's life: never a slow request (lib/access-log.ts).
      config: { longLived: true },
      schema: { tags: ['user'], summary: '余额与未读消息推送（SSE）' },
    },
    async (request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx would otherwise buffer the events.
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      // How long the browser waits before reconnecting when the stream drops.
      reply.raw.write('retry: 3000\n\n');
      hub.open(request.userId, hashToken(request.token), reply.raw);
    },
  );
});

import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import {
  betFeedRequest,
  launchRequest,
  PROVIDER_API,
  transferRequest,
  transferStatusRequest,
  walletBalanceRequest,
} from '@app/shared/provider-contract';
import { openProviderDb } from './db.js';
import { BOOK_DIST, BOOK_MISSING_PAGE, bookAsset, bookIndex } from './pages/book-page.js';
import { PLAY_DIST, PLAY_MISSING_PAGE, PLAY_STYLE, playPagePolicy } from './pages/play-page.js';
import { ProviderError } from './provider-error.js';
import { createDemoProvider, type Call, type DemoProvider } from './provider.js';
import { verifyBody } from './signing.js';
import { bookRoutes } from './sportsbook/routes.js';
import { DEFAULT_SCHEDULE, fasterSchedule } from './sportsbook/schedule.js';

export type { Call, DemoProvider } from './provider.js';
export { signBody } from './signing.js';

export interface DemoProviderPluginOptions {
  dbFile: string;
  secret: string;
  operatorWalletUrl: string;
  call?: Call;
  now?: () => number;
  /**
   * Simulated network and processing time of a transfer, half before it is applied and half
   * after: lets a crash test kill the operator while transfers are in flight.
   */
  transferLatencyMs?: number;
  /** The provider's own address for the play links it hands out; '' when mounted on the operator's site. */
  publicUrl?: string;
  /** The sportsbook's jobs (calendar, settlement, unpaid money) run every bookJobsMs (0: never). */
  bookJobsMs?: number;
  /** Real time every match takes, whatever the sport (tests and demos); default: schedule.ts. */
  matchMs?: number;
  /** The built sportsbook page (default: apps/demo-provider/dist/book). */
  bookDir?: string;
  /** The built game page (default: apps/demo-provider/dist/play). */
  playDir?: string;
  /** Hears the provider once open (tests run the sportsbook's jobs through it). */
  onOpen?: (provider: DemoProvider) => void;
}

const BASE = '/demo-provider';
/** Kept out of the operator's OpenAPI document (read by @fastify/swagger when it is registered). */
const HIDDEN = { hide: true } as FastifySchema;
const round = z.object({ bet: z.number().int().positive().max(1e12), choice: z.string().max(16) });

/**
 * The demo game provider as a Fastify plugin: the operator API under /demo-provider/api (signed
 * like the seamless callbacks), and the player's game pages under /demo-provider/play.
 */
export async function demoProviderPlugin(
  app: FastifyInstance,
  opts: DemoProviderPluginOptions,
): Promise<void> {
  const db = await openProviderDb(opts.dbFile);
  const provider = createDemoProvider({
    db,
    secret: opts.secret,
    operatorWalletUrl: opts.operatorWalletUrl,
    basePath: `${opts.publicUrl ?? ''}${BASE}`,
    call: opts.call,
    now: opts.now,
    schedule: opts.matchMs ? fasterSchedule(opts.matchMs) : DEFAULT_SCHEDULE,
  });
  opts.onOpen?.(provider);
  const now = opts.now ?? Date.now;

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const operatorRoute = <T extends z.ZodType>(
    path: string,
    schema: T,
    run: (body: z.infer<T>) => Promise<unknown>,
  ) =>
    app.post<{ Body: string }>(`${BASE}/api/${path}`, { schema: HIDDEN }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      if (
        !verifyBody(
          opts.secret,
          header(request.headers['x-provider-timestamp']),
          header(request.headers['x-provider-signature']),
          raw,
          now(),
        )
      ) {
        return reply.status(401).send({ status: 'INVALID_SIGNATURE' });
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = undefined;
      }
      const body = schema.safeParse(parsed);
      if (!body.success) return reply.status(400).send({ status: 'BAD_REQUEST' });
      try {
        return reply.send({ status: 'OK', ...((await run(body.data)) as object) });
      } catch (err) {
        if (err instanceof ProviderError) return reply.send({ status: err.code, message: err.message });
        throw err;
      }
    });

  // The operator API of the provider protocol (@app/shared/provider-contract).
  operatorRoute(PROVIDER_API.launch, launchRequest, (b) => provider.launch(b));
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const latency = opts.transferLatencyMs ?? 0;
  operatorRoute(PROVIDER_API.transfer, transferRequest, async (b) => {
    if (latency) await pause(latency / 2);
    const result = await provider.transfer(b);
    if (latency) await pause(latency / 2);
    return result;
  });
  operatorRoute(PROVIDER_API.transferStatus, transferStatusRequest, (b) =>
    provider.transferStatus(b.transfer_no),
  );
  operatorRoute(PROVIDER_API.balance, walletBalanceRequest, (b) => provider.balance(b.player_id, b.platform));
  operatorRoute(PROVIDER_API.bets, betFeedRequest, (b) => provider.bets(b.after_id, b.limit));

  const playerCall = async (run: () => Promise<unknown>) => {
    try {
      return { code: 200, data: await run() };
    } catch (err) {
      if (err instanceof ProviderError)
        return { code: 400, message: err.message, error: err.code, ...(err.data ? { data: err.data } : {}) };
      throw err;
    }
  };
  bookRoutes({ app, base: BASE, hidden: HIDDEN, provider, operatorRoute, playerCall });
  // The book's own clock: one turn at a time (a slow turn is not stacked); each turn's changes are
  // exactly-once in its books, so a turn cut short by a restart is simply done again.
  const jobsEvery = opts.bookJobsMs ?? 2_000;
  let running: Promise<unknown> | null = null;
  const timer =
    jobsEvery > 0
      ? setInterval(() => {
          running ??= provider.book
            .runJobs()
            .catch((err) => app.log.error({ err }, 'sportsbook jobs'))
            .finally(() => (running = null));
        }, jobsEvery).unref()
      : null;
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
    await db.destroy();
  });
  app.get(`${BASE}/assets/play.css`, { schema: HIDDEN }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(PLAY_STYLE),
  );
  // The operator's site frames the game page; nobody else may.
  const pagePolicy = playPagePolicy(
    URL.canParse(opts.operatorWalletUrl) ? new URL(opts.operatorWalletUrl).origin : undefined,
  );
  const bookDir = opts.bookDir ?? BOOK_DIST;
  const playDir = opts.playDir ?? PLAY_DIST;
  // The built pages' assets: the sportsbook's under book/, the games' under games/.
  for (const [path, dir] of [
    ['book', bookDir],
    ['games', playDir],
  ] as const) {
    app.get<{ Params: { file: string } }>(
      `${BASE}/${path}/assets/:file`,
      { schema: HIDDEN },
      async (request, reply) => {
        const asset = await bookAsset(dir, request.params.file);
        if (!asset) return reply.status(404).type('text/plain; charset=utf-8').send('not found');
        // Vite names each asset by its content's hash: a new build is new names.
        return reply
          .type(asset.type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(asset.body);
      },
    );
  }
  /** A sportsbook session's page is the book's own; any other session's the game page. */
  const isBook = (id: string) =>
    provider.bettor(id).then(
      () => true,
      (err: unknown) => {
        if (err instanceof ProviderError) return false;
        throw err;
      },
    );
  app.get<{ Params: { id: string } }>(`${BASE}/play/:id`, { schema: HIDDEN }, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('content-security-policy', pagePolicy);
    // Any other session's page (an expired one too: the page tells the player) is the game page.
    const book = await isBook(request.params.id);
    const page = await bookIndex(book ? bookDir : playDir);
    if (!page) return reply.status(503).send(book ? BOOK_MISSING_PAGE : PLAY_MISSING_PAGE);
    return reply.header('cache-control', 'no-store').send(page);
  });
  app.get<{ Params: { id: string } }>(`${BASE}/play/:id/info`, { schema: HIDDEN }, async (request) =>
    playerCall(() => provider.sessionInfo(request.params.id)),
  );
  app.get<{ Params: { id: string } }>(`${BASE}/play/:id/history`, { schema: HIDDEN }, async (request) =>
    playerCall(() => provider.history(request.params.id)),
  );
  app.post<{ Params: { id: string }; Body: string }>(
    `${BASE}/play/:id/round`,
    { schema: HIDDEN },
    async (request) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(typeof request.body === 'string' ? request.body : '');
      } catch {
        parsed = undefined;
      }
      const body = round.safeParse(parsed);
      if (!body.success) return { code: 400, message: '请选择有效的投注金额' };
      return playerCall(() => provider.playRound(request.params.id, body.data.bet, body.data.choice));
    },
  );
}

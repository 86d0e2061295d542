import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { DemoProvider } from '../provider.js';
import { TABS } from './lobby.js';

/**
 * The sportsbook's HTTP surface. The player's page calls /play/:id/book/… with its session id (like
 * the games' rounds); the operator's back office calls /api/book/… signed (registered through the
 * caller's `operatorRoute`, which verifies the signature and parses the body).
 */
export interface BookRouteDeps {
  app: FastifyInstance;
  base: string;
  hidden: FastifySchema;
  provider: DemoProvider;
  operatorRoute: <T extends z.ZodType>(
    path: string,
    schema: T,
    run: (body: z.infer<T>) => Promise<unknown>,
  ) => void;
  playerCall: (run: () => Promise<unknown>) => Promise<unknown>;
}

const id = z.string().min(1).max(32);
const leg = z.object({
  event_id: id,
  market: z.string().min(1).max(32),
  selection: z.string().min(1).max(16),
  odds: z.number().int().min(101).max(100_000),
});
const slip = z.object({
  legs: z.array(leg).min(1).max(8),
  stake: z.number().int().positive().max(1e10),
  accept: z.enum(['any', 'better', 'none']),
});
const cashout = z.object({
  ticket_no: z.string().min(1).max(32),
  value: z.number().int().nonnegative().max(1e12),
});
const platform = z.enum(['sb', 'ia']);
const results = z.union([
  z.object({ home: z.number().int().min(0).max(500), away: z.number().int().min(0).max(500) }),
  z.object({
    mapsHome: z.number().int().min(0).max(5),
    mapsAway: z.number().int().min(0).max(5),
    firstBloods: z.array(z.enum(['home', 'away'])).max(5),
  }),
]);

const parseJson = (raw: unknown) => {
  try {
    return JSON.parse(typeof raw === 'string' ? raw : '');
  } catch {
    return undefined;
  }
};

export function bookRoutes(d: BookRouteDeps): void {
  const { app, base, hidden, provider } = d;
  const { book } = provider;
  type Params = { Params: { id: string }; Querystring: Record<string, string | undefined> };

  app.get<Params>(`${base}/play/:id/book/lobby`, { schema: hidden }, async (request) =>
    d.playerCall(async () => {
      const s = await provider.bettor(request.params.id);
      const tab = TABS.find((t) => t === request.query.tab) ?? 'live';
      const sport = request.query.sport as Parameters<typeof book.lobby>[2];
      return book.lobby(s.platform, tab, sport);
    }),
  );
  app.get<Params & { Params: { event: string } }>(
    `${base}/play/:id/book/event/:event`,
    { schema: hidden },
    async (request) =>
      d.playerCall(async () => {
        const s = await provider.bettor(request.params.id);
        return book.event(s.platform, request.params.event.slice(0, 32));
      }),
  );
  app.get<Params>(`${base}/play/:id/book/tickets`, { schema: hidden }, async (request) =>
    d.playerCall(async () => {
      const s = await provider.bettor(request.params.id);
      const tab = (['open', 'settled', 'cashed_out'] as const).find((t) => t === request.query.tab) ?? 'open';
      // A whole page number: a fraction reached the database as a REAL and SQLite refused it.
      const page = Math.min(500, Math.max(1, Math.floor(Number(request.query.page)) || 1));
      return book.myTickets(s, tab, page);
    }),
  );
  app.post<Params & { Body: string }>(`${base}/play/:id/book/ticket`, { schema: hidden }, async (request) => {
    const body = slip.safeParse(parseJson(request.body));
    if (!body.success) return { code: 400, message: '投注单有误，请重新选择' };
    return d.playerCall(async () => book.place(await provider.bettor(request.params.id), body.data));
  });
  app.post<Params & { Body: string }>(
    `${base}/play/:id/book/cashout`,
    { schema: hidden },
    async (request) => {
      const body = cashout.safeParse(parseJson(request.body));
      if (!body.success) return { code: 400, message: '兑现金额有误' };
      return d.playerCall(async () =>
        book.cashout(await provider.bettor(request.params.id), body.data.ticket_no, body.data.value),
      );
    },
  );

  d.operatorRoute(
    'book/events',
    z.object({ platform, phase: z.enum(['pre', 'live', 'ended', 'all']) }),
    async (b) => ({ events: await book.admin.events(b.platform, b.phase) }),
  );
  d.operatorRoute('book/event', z.object({ id }), async (b) => ({ event: await book.admin.event(b.id) }));
  d.operatorRoute('book/correct', z.object({ id, result: results }), (b) =>
    book.admin.correct(b.id, b.result),
  );
  d.operatorRoute(
    'book/void-market',
    z.object({ id, market: z.string().min(1).max(32), reason: z.string().min(1).max(255) }),
    (b) => book.admin.voidMarket(b.id, b.market, b.reason),
  );
  d.operatorRoute('book/cancel', z.object({ id }), (b) => book.admin.cancel(b.id));
  d.operatorRoute(
    'book/largest',
    z.object({ platform, limit: z.number().int().positive().max(100) }),
    async (b) => ({
      tickets: await book.admin.largestOpen(b.platform, b.limit),
    }),
  );
}

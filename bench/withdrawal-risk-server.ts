/**
 * The server side of the withdrawal risk benchmark, in its own process: the real app on a fresh
 * database with PLAYERS funded players (a bound card, a session each). MODE=today serves the
 * withdrawal request as it was before the risk check (the check's insert left out); MODE=risk
 * serves it with the check (the argon2 payment password check skipped in both unless WITH_ARGON2).
 * Sends its port and the players' tokens and cards; on 'score' it runs the scoring job over every
 * check written and answers how long it took.
 */
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { hashPassword } from '../apps/server/src/lib/passwords.js';
import { hashToken, newToken } from '../apps/server/src/lib/tokens.js';

const mode = process.env.MODE ?? 'risk';
const players = Number(process.env.PLAYERS ?? 500);
const config = loadConfig({
  DATABASE_URL: process.env.DATABASE_URL!,
  LOG_LEVEL: process.env.BENCH_LOG ?? 'silent',
  CAPTCHA_MODE: 'off',
  SANDBOXES: 'off',
  // The request path alone: the scoring job runs after the load, when asked ('score').
  NODE_ROLE: 'api',
});
const database = openDatabase(config.DATABASE_URL);
const { app, services } = await buildApp({ config, database, logger: Boolean(process.env.BENCH_LOG) });
const db = database.db;
await services.settings.set({ turnover_multiple: '0', withdraw_daily_count: '0' });
if (mode === 'today') services.risk.review.checks.enqueue = async () => undefined;
// The payment password's argon2 check is the same in both modes and costs a hundred times the rest
// of the request: left out, so the ratio shows what the check adds to the database work.
if (!process.env.WITH_ARGON2) services.payPassword.verify = async () => undefined;

const hash = await hashPassword('123456');
const now = Date.now();
const seeded: Array<{ token: string; card: number }> = [];
await db.transaction().execute(async (trx) => {
  for (let i = 0; i < players; i++) {
    const user = { username: `wr${i}x`, password_hash: hash, pay_password_hash: hash, realname: '测试' };
    const { id } = await trx
      .insertInto('users')
      .values({ ...user, pid: null, register_ip: '127.0.0.1', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const userId = Number(id);
    // Enough for every request of the run (100.00 each); set directly, the books are not the subject.
    const wallet = { user_id: userId, kind: 'main', platform: '', balance: 1_000_000_00, created_at: now };
    await trx.insertInto('accounts').values(wallet).execute();
    const card = {
      user_id: userId,
      type: 1,
      bank: '中国银行',
      bank_no: `62170000${100000 + i}`,
      bank_owner: '测试',
    };
    const { id: cardId } = await trx
      .insertInto('cards')
      .values({ ...card, created_at: now - 86_400_000 * 30 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = newToken();
    const session = { user_id: userId, token_hash: hashToken(token), ip: '', user_agent: '' };
    await trx
      .insertInto('sessions')
      .values({ ...session, created_at: now, expires_at: now + 86_400_000 })
      .execute();
    seeded.push({ token, card: Number(cardId) });
  }
});

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0, players: seeded });
process.on('message', async (msg) => {
  if (msg === 'score') {
    const started = performance.now();
    let scored = 0;
    for (let n = -1; n !== 0;) scored += n = await services.risk.review.checks.scorePending();
    process.send?.({ scored, ms: performance.now() - started });
  }
  if (msg === 'stop') {
    await app.close();
    process.exit(0);
  }
});

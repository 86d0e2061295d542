/**
 * The server side of the balance benchmark, run in its own process so the load generator does not
 * share its event loop. MODE=bare serves one plain Fastify JSON route; MODE=app serves the real app
 * on a SQLite file seeded with PLAYERS players, and writes their tokens to TOKENS_FILE.
 */
import { writeFileSync } from 'node:fs';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { hashPassword } from '../apps/server/src/lib/passwords.js';
import { hashToken, newToken } from '../apps/server/src/lib/tokens.js';

const mode = process.env.MODE ?? 'app';

async function bare() {
  const app = Fastify({ logger: false });
  app.post('/api/balance', async () => ({
    code: 200,
    message: '成功',
    data: { balance: '0.00', gameblance: '0.00' },
  }));
  return app;
}

async function real() {
  const players = Number(process.env.PLAYERS ?? 10_000);
  const config = loadConfig({
    DATABASE_URL: process.env.DATABASE_URL ?? 'sqlite:bench/results/bench.db',
    LOG_LEVEL: 'silent',
    CAPTCHA_MODE: 'off',
  });
  const database = openDatabase(config.DATABASE_URL);
  const { app } = await buildApp({ config, database, logger: false });
  const db = database.db;
  const hash = await hashPassword('bench12345');
  const now = Date.now();
  const tokens: string[] = [];
  const existing = await db.selectFrom('users').select('id').execute();
  if (existing.length < players) {
    await db.transaction().execute(async (trx) => {
      for (let i = existing.length; i < players; i++) {
        const { id } = await trx
          .insertInto('users')
          .values({
            username: `bench${i}x`,
            password_hash: hash,
            pay_password_hash: hash,
            realname: '测试',
            pid: null,
            register_ip: '127.0.0.1',
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('accounts')
          .values({
            user_id: Number(id),
            kind: 'main',
            platform: '',
            balance: (i * 137) % 1_000_000,
            created_at: now,
          })
          .execute();
      }
    });
  }
  const users = await db.selectFrom('users').select('id').limit(players).execute();
  await db.transaction().execute(async (trx) => {
    for (const u of users) {
      const token = newToken();
      tokens.push(token);
      await trx
        .insertInto('sessions')
        .values({
          user_id: u.id,
          token_hash: hashToken(token),
          created_at: now,
          expires_at: now + 86_400_000,
          ip: '',
          user_agent: '',
        })
        .execute();
    }
  });
  writeFileSync(process.env.TOKENS_FILE!, JSON.stringify(tokens));
  return app;
}

const app = mode === 'bare' ? await bare() : await real();
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
process.on('message', async (msg) => {
  if (msg === 'stop') {
    await app.close();
    process.exit(0);
  }
});

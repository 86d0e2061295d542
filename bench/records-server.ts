/**
 * Server side of the records benchmark: a SQLite file (or DATABASE_URL) with TOTAL withdrawal
 * records, HEAVY of them belonging to one player spread over 30 days, the rest over 10,000 others.
 * Prints the query plan of the records query, then serves the app.
 */
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { hashToken, newToken } from '../apps/server/src/lib/tokens.js';
import { serveBench } from './served.js';

const total = Number(process.env.TOTAL ?? 1_000_000);
const heavy = Number(process.env.HEAVY ?? 100_000);
const config = loadConfig({
  DATABASE_URL: process.env.DATABASE_URL ?? 'sqlite:bench/results/records.db',
  LOG_LEVEL: 'silent',
});
const database = openDatabase(config.DATABASE_URL);
const { app } = await buildApp({ config, database, logger: false });
const db = database.db;
const now = Date.now();
const day = 86_400_000;

const heavyUser = 1;
if (database.sqlite) {
  const insert = database.sqlite.prepare(
    `insert into withdrawals (order_no, user_id, type, card_id, bank, bank_no, bank_owner, amount_fen, state,
       created_at, updated_at)
     values (?, ?, 0, 1, '中国银行', '6222000011112222', '测试', ?, ?, ?, ?)`,
  );
  database.sqlite.transaction(() => {
    for (let i = 0; i < total; i++) {
      const user = i < heavy ? heavyUser : 2 + (i % 10_000);
      const at = now - Math.floor((i * 30 * day) / total);
      insert.run(`W${i}`, user, 10_000 + (i % 5000), 1 + (i % 3), at, at);
    }
  })();
} else {
  await sql`insert into withdrawals (order_no, user_id, type, card_id, bank, bank_no, bank_owner, amount_fen,
      state, created_at, updated_at)
    select 'W' || i, case when i < ${heavy} then ${heavyUser} else 2 + (i % 10000) end, 0, 1,
      '中国银行', '6222000011112222', '测试',
      10000 + (i % 5000), 1 + (i % 3), ${now} - (i::bigint * 30 * ${day} / ${total}), ${now}
    from generate_series(0, ${total - 1}) as i`.execute(db);
  await sql`analyze withdrawals`.execute(db);
}
const token = newToken();
await db
  .insertInto('sessions')
  .values({
    user_id: heavyUser,
    token_hash: hashToken(token),
    created_at: now,
    expires_at: now + day,
    ip: '',
    user_agent: '',
  })
  .execute();

const since = now - 30 * day;
const plans = database.sqlite
  ? [
      database.sqlite
        .prepare(
          `explain query plan select * from withdrawals where user_id = ? and created_at >= ?
           order by created_at desc, id desc limit 10 offset 0`,
        )
        .all(heavyUser, since),
      database.sqlite
        .prepare(
          `explain query plan select count(*) from
           (select 1 from withdrawals where user_id = ? and created_at >= ? limit 10001)`,
        )
        .all(heavyUser, since),
    ]
  : [
      (
        await sql`explain select * from withdrawals where user_id = ${heavyUser} and created_at >= ${since}
          order by created_at desc, id desc limit 10`.execute(db)
      ).rows,
      (
        await sql`explain select count(*) from (select 1 from withdrawals
          where user_id = ${heavyUser} and created_at >= ${since} limit 10001) t`.execute(db)
      ).rows,
    ];
const served = await serveBench(app, { token, plans });
process.on('message', async () => {
  await served.saveProfile('bench/results/records.cpuprofile');
  await app.close();
  process.exit(0);
});

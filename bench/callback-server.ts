/**
 * Server side of the deposit-callback benchmark, in its own process. MODE=loop runs the bare ledger
 * transfer loop for DURATION seconds and reports its rate; MODE=app serves the real app with ORDERS
 * pending alipay deposits seeded, and reports how many were credited when told to stop.
 */
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { inTransaction, openDatabase } from '../apps/server/src/db/database.js';
import { HOUSE, ledgerAccounts } from '../apps/server/src/ledger/accounts.js';
import { postJournal } from '../apps/server/src/ledger/ledger.js';
import { REASON } from '../apps/server/src/ledger/reasons.js';
import { CALLBACK_SECRET } from './harness.js';
import { benchPlayer, serveBench } from './served.js';

const mode = process.env.MODE ?? 'app';
const url = process.env.DATABASE_URL ?? 'sqlite:bench/results/callback.db';
const send = (m: unknown) => process.send?.(m);
void Fastify;

if (mode === 'loop') {
  const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent' });
  const database = openDatabase(config.DATABASE_URL);
  const { app } = await buildApp({ config, database, logger: false });
  const now = Date.now();
  const wallets = await Promise.all(
    Array.from({ length: 100 }, (_, i) => ledgerAccounts.main(database.db, 900_000 + i, now)),
  );
  const gateway = await ledgerAccounts.house(database.db, HOUSE.gateway, now);
  const until = Date.now() + Number(process.env.DURATION ?? 10) * 1000;
  let n = 0;
  while (Date.now() < until) {
    const wallet = wallets[n % wallets.length]!;
    await inTransaction(database.db, (trx) =>
      postJournal(
        trx,
        {
          key: `loop-${now}-${n}`,
          reason: REASON.deposit,
          amount: 100,
          legs: [
            { accountId: wallet, amount: 100 },
            { accountId: gateway, amount: -100 },
          ],
        },
        Date.now(),
      ),
    );
    n++;
  }
  send({ rate: n / Number(process.env.DURATION ?? 10) });
  await app.close();
  process.exit(0);
}

const config = loadConfig({
  DATABASE_URL: url,
  LOG_LEVEL: 'silent',
  CAPTCHA_MODE: 'off',
  PAY_SANDBOX_SECRET: CALLBACK_SECRET,
});
const database = openDatabase(config.DATABASE_URL);
const { app } = await buildApp({ config, database, logger: false });
const db = database.db;
const orders = Number(process.env.ORDERS ?? 60_000);
const now = Date.now();
await db.transaction().execute(async (trx) => {
  const players = 1000;
  for (let i = 0; i < players; i++) {
    const id = await benchPlayer(trx, `cb${i}x${now % 100000}`, now);
    await ledgerAccounts.main(trx, Number(id), now);
  }
  const users = await trx.selectFrom('users').select('id').execute();
  const rows = [];
  for (let i = 0; i < orders; i++) {
    rows.push({
      deposit_no: `B${String(i).padStart(12, '0')}`,
      user_id: users[i % users.length]!.id,
      paytype: 'alipay',
      channel: 'alipay',
      amount_fen: 10_000,
      currency: 'CNY',
      pay_amount: 10_000,
      gateway: 'sandbox',
      created_at: now,
      updated_at: now,
    });
    if (rows.length === 500) await trx.insertInto('deposits').values(rows.splice(0)).execute();
  }
  if (rows.length) await trx.insertInto('deposits').values(rows).execute();
});
const served = await serveBench(app);
process.on('message', async (msg) => {
  if (msg !== 'stop') return;
  const credited = await db
    .selectFrom('deposits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '=', 2)
    .executeTakeFirstOrThrow();
  send({ credited: Number(credited.n) });
  await served.saveProfile('bench/results/callback.cpuprofile');
  await app.close();
  process.exit(0);
});

/**
 * What recording the client (risk control's signal) adds to a withdrawal request: one player makes
 * REQUESTS withdrawals through POST /api/withdraw in one process, alternately with the real gate
 * and with the gate's admit replaced by nothing, so both run on the same machine state.
 * `node --import tsx bench/risk-signals.bench.ts` (BENCH_POSTGRES_URL=postgres://…/postgres adds
 * PostgreSQL). Target: the recorded path at least 0.90 of the plain path's rate.
 */
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { inTransaction } from '../apps/server/src/db/database.js';
import { HOUSE, ledgerAccounts } from '../apps/server/src/ledger/accounts.js';
import { postJournal } from '../apps/server/src/ledger/ledger.js';
import { REASON } from '../apps/server/src/ledger/reasons.js';
import { freshDatabase } from './harness.js';

const REQUESTS = Number(process.env.REQUESTS ?? 800);
const WARM_UP = 50;

async function measure(kind: 'sqlite' | 'postgres') {
  const env = { LOG_LEVEL: 'silent', CAPTCHA_MODE: 'off', SANDBOXES: 'off', RATE_REGISTER_PER_10MIN: '1000' };
  const config = loadConfig({ ...env, DATABASE_URL: await freshDatabase(kind, 'risk_signals') });
  const { app, services, database } = await buildApp({ config, logger: false });
  await app.ready();
  await services.settings.set({
    turnover_multiple: '0',
    withdraw_daily_count: '0',
    withdraw_max: '1000000.00',
  });
  const post = async (url: string, body: object, token?: string) => {
    const headers = {
      'x-device-id': 'bench-device-0001',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
    return (await app.inject({ method: 'POST', url, payload: body, headers })).json();
  };
  const form = { name: 'benchrisk1', password: 'abc12345z', confirmPass: 'abc12345z', realname: '王五' };
  const token = (await post('/api/register', { ...form, paypassword: '123456' })).data.api_token as string;
  const card = {
    bank: '中国银行',
    bank_no: '6222000011112222',
    bank_owner: '王五',
    bank_address: '北京分行',
  };
  await post('/api/bindcard', { ...card, pay_pass: '123456' }, token);
  const userId = (await services.sessions.resolve(token))!;
  const cardId = (await post('/api/getcard', { type: 1 }, token)).data[0].id as number;
  const now = Date.now();
  await inTransaction(database.db, async (trx) => {
    const [main, bank] = [
      await ledgerAccounts.main(trx, userId, now),
      await ledgerAccounts.house(trx, HOUSE.bank, now),
    ];
    const amount = (REQUESTS + WARM_UP) * 2 * 10_000;
    const legs = [
      { accountId: bank, amount: -amount },
      { accountId: main, amount },
    ];
    await postJournal(trx, { key: 'bench:fund', reason: REASON.deposit, amount, userId, legs }, now);
  });

  const withdraw = async () => {
    const res = await post('/api/withdraw', { amount: '100', bank: cardId, password: '123456' }, token);
    if (res.code !== 200) throw new Error(`withdraw: ${res.message}`);
  };
  // A warm-up block first, uncounted: the first requests pay for compiling the path.
  for (let i = 0; i < WARM_UP; i++) await withdraw();
  const admit = services.risk.gate.admit;
  const timings = { recorded: 0, plain: 0 };
  // Alternating request by request cancels the drift of a machine shared with other work.
  for (let i = 0; i < REQUESTS; i++) {
    const recorded = i % 2 === 0;
    services.risk.gate.admit = recorded ? admit : async () => undefined;
    const started = performance.now();
    await withdraw();
    timings[recorded ? 'recorded' : 'plain'] += performance.now() - started;
  }
  services.risk.gate.admit = admit;
  await app.close();
  const rate = (ms: number) => (REQUESTS / 2 / ms) * 1000;
  return { kind, recorded: rate(timings.recorded), plain: rate(timings.plain) };
}

const kinds: Array<'sqlite' | 'postgres'> = [
  'sqlite',
  ...(process.env.BENCH_POSTGRES_URL ? ['postgres' as const] : []),
];
let missed = false;
for (const kind of kinds) {
  const r = await measure(kind);
  const ratio = r.recorded / r.plain;
  missed ||= ratio < 0.9;
  const perMs = (1000 / r.recorded - 1000 / r.plain).toFixed(2);
  console.log(
    `${kind}: plain ${r.plain.toFixed(1)} req/s, with the signal ${r.recorded.toFixed(1)} req/s, ` +
      `ratio ${ratio.toFixed(3)} (${perMs} ms added per request)`,
  );
}
process.exit(missed ? 1 : 0);

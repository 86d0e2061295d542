import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { inTransaction } from '../db/database.js';
import { ledgerAccounts } from '../ledger/accounts.js';
import { hashPassword } from '../lib/passwords.js';
import { scanBets } from '../modules/risk/scans/alert-scan.js';
import { recomputeScores } from '../modules/risk/scores/score-run.js';
import { playerCredentials } from '../modules/user/user.public.js';

/** Two accounts of one person (one phone: the same device id), hedging one baccarat round. */
const PAIR = [
  { username: 'lin8866', realname: '林峰', side: '闲', win: -50_000 },
  { username: 'lin8867', realname: '林芳', side: '庄', win: 47_500 },
] as const;
const DEVICE = 'demo-ring-7f3a9c21e4b8';
const ROUND = 'BAC2026112800917';

/**
 * The demo's 风险预警 at start: a 对打 pair on one 经典百家乐 round (闲 and 庄, 500.00 each), raised
 * by the scan itself, open in the queue, and every player's risk score. Runs once: the pair's first
 * account marks it done.
 */
export async function seedRiskAlerts(db: Kysely<DB>, opts: { demoPassword: string; now: number }) {
  if (await playerCredentials.byName(db, PAIR[0].username)) return;
  const { now } = opts;
  const hash = await hashPassword(opts.demoPassword);
  const at = now - 2 * 3_600_000;
  await inTransaction(db, async (trx) => {
    for (const [i, p] of PAIR.entries()) {
      const id = await playerCredentials.create(trx, {
        username: p.username,
        password_hash: hash,
        pay_password_hash: hash,
        realname: p.realname,
        pid: null,
        register_ip: `203.0.113.${41 + i}`,
        created_at: now - 5 * 86_400_000,
      });
      await ledgerAccounts.main(trx, id, now);
      for (const event of ['register', 'login'] as const)
        await trx
          .insertInto('risk_signals')
          .values({
            user_id: id,
            event,
            ip: `203.0.113.${41 + i}`,
            ip_prefix: '203.0.113',
            device_id: DEVICE,
            ua_hash: '5f1d7a9c0b3e8d21',
            created_at: event === 'register' ? now - 5 * 86_400_000 : at - 600_000,
          })
          .execute();
      await trx
        .insertInto('bets')
        .values({
          provider: 'demo',
          bet_id: `${ROUND}-${i + 1}`,
          user_id: id,
          platform: 'ag',
          game_code: 'baccarat-classic',
          round_no: ROUND,
          bet_fen: 50_000,
          valid_bet_fen: 50_000,
          win_loss_fen: p.win,
          status: 1,
          wallet_mode: 'transfer',
          memo: `押${p.side} · 闲5点 庄8点 庄赢`,
          bet_time: at + i * 1_000,
          created_at: at + i * 1_000,
          posted: 1,
        })
        .execute();
    }
  });
  const clock = { now: () => new Date(now) };
  await scanBets(db, clock);
  await recomputeScores(db, clock);
  // The other demo seeds back-date their facts: the score job's first run reads from the start.
  await db.deleteFrom('risk_cursors').where('name', '=', 'scores_at').execute();
}

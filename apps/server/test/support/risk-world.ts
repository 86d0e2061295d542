import { randomBytes } from 'node:crypto';
import type { TestApp } from './app.js';
import { playerCredentials } from '../../src/modules/user/user.public.js';

/** Players, bets and client signals for the risk scans' tests, written straight to the database. */
export function riskWorld(t: TestApp) {
  const db = () => t.database.db;
  let seq = 0;

  async function player(): Promise<{ id: number; username: string }> {
    const username = `rk${randomBytes(4).toString('hex')}`;
    const id = await playerCredentials.create(db(), {
      username,
      password_hash: 'x',
      pay_password_hash: 'x',
      realname: '',
      pid: null,
      register_ip: '127.0.0.1',
      created_at: t.clock.now().getTime(),
    });
    return { id: Number(id), username };
  }

  /** The same device id seen on both players: linked (same person). */
  async function link(a: number, b: number) {
    const device = `dev-${randomBytes(6).toString('hex')}`;
    const at = t.clock.now().getTime();
    for (const user_id of [a, b])
      await db()
        .insertInto('risk_signals')
        .values({
          user_id,
          event: 'login',
          ip: '127.0.0.1',
          ip_prefix: '127.0.0',
          device_id: device,
          ua_hash: '',
          created_at: at,
        })
        .execute();
  }

  /** A settled bet record; `ago` ms before now (so the scans, which leave the last seconds, see it). */
  async function bet(
    userId: number,
    b: {
      game?: string;
      platform?: string;
      round?: string;
      memo: string;
      stake: number;
      winLoss?: number;
      valid?: number;
      ago?: number;
    },
  ) {
    const at = t.clock.now().getTime() - (b.ago ?? 60_000);
    const row = await db()
      .insertInto('bets')
      .values({
        provider: 'demo',
        bet_id: `rb-${Date.now()}-${seq++}`,
        user_id: userId,
        platform: b.platform ?? 'ag',
        game_code: b.game ?? 'baccarat-classic',
        round_no: b.round ?? `round-${seq++}`,
        bet_fen: b.stake,
        valid_bet_fen: b.valid ?? b.stake,
        win_loss_fen: b.winLoss ?? 0,
        status: 1,
        wallet_mode: 'transfer',
        memo: b.memo,
        bet_time: at,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  const alerts = (kind: string) =>
    db()
      .selectFrom('risk_alerts')
      .selectAll()
      .where('kind', '=', kind as never)
      .orderBy('id')
      .execute();

  const alertsNaming = async (kind: string, userId: number) =>
    (await alerts(kind)).filter((a) => (JSON.parse(a.user_ids) as number[]).includes(userId));

  return { player, link, bet, alerts, alertsNaming };
}

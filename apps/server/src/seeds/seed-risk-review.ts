import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { inTransaction } from '../db/database.js';
import { HOUSE, ledgerAccounts } from '../ledger/accounts.js';
import { postJournal } from '../ledger/ledger.js';
import { REASON } from '../ledger/reasons.js';
import { hashPassword } from '../lib/passwords.js';
import { newOrderNo } from '../lib/order-no.js';
import { reviewRepository } from '../modules/risk/review/review.repository.js';
import { scorePending } from '../modules/risk/review/scoring.js';
import { playerCredentials } from '../modules/user/user.public.js';

const HOUR = 3_600_000;
/** The demo's cash-out case: a new card and a deposit barely played through, asking for it back. */
export const RISK_REVIEW_PLAYER = { username: 'taoxian66', realname: '王磊' } as const;

/**
 * A pending withdrawal the risk check sent to 风控审核, scored by the real rules at their defaults:
 * the player deposited 500.00 five hours ago, bet 120.00 of it, bound a new card three hours ago
 * and asks for 480.00 (投注不足, 新绑定收款账户). Runs once; rerunning changes nothing.
 */
export async function seedRiskReview(db: Kysely<DB>, now = Date.now()): Promise<void> {
  if (await playerCredentials.byName(db, RISK_REVIEW_PLAYER.username)) return;
  const hash = await hashPassword(randomBytes(18).toString('base64url'));
  const depositFen = 50_000;
  const withdrawFen = 48_000;
  const depositAt = now - 5 * HOUR;
  const askedAt = now - 20 * 60_000;
  await inTransaction(db, async (trx) => {
    const userId = await playerCredentials.create(trx, {
      ...RISK_REVIEW_PLAYER,
      password_hash: hash,
      pay_password_hash: hash,
      pid: null,
      register_ip: '117.136.12.45',
      created_at: now - 2 * 24 * HOUR,
    });
    const wallet = await ledgerAccounts.main(trx, userId, now - 2 * 24 * HOUR);
    const gateway = await ledgerAccounts.house(trx, HOUSE.gateway, now);
    const pendingOut = await ledgerAccounts.house(trx, HOUSE.pendingWithdrawal, now);
    const card = {
      bank: '中国建设银行',
      bank_no: '6217000010088776655',
      bank_owner: RISK_REVIEW_PLAYER.realname,
    };
    const { id: cardId } = await trx
      .insertInto('cards')
      .values({ user_id: userId, type: 1, ...card, bank_address: '广州天河支行', created_at: now - 3 * HOUR })
      .returning('id')
      .executeTakeFirstOrThrow();

    const depositNo = newOrderNo('D', new Date(depositAt), '910001');
    await trx
      .insertInto('deposits')
      .values({
        deposit_no: depositNo,
        user_id: userId,
        paytype: 'alipay',
        channel: 'alipay',
        amount_fen: depositFen,
        currency: 'CNY',
        pay_amount: depositFen,
        state: 2,
        created_at: depositAt - 60_000,
        updated_at: depositAt,
      })
      .execute();
    const journal = (key: string, reason: string, fen: number, from: number, to: number, at: number) =>
      postJournal(
        trx,
        {
          key,
          reason: reason as never,
          amount: fen,
          userId,
          refType: reason === REASON.deposit ? 'deposit' : 'withdrawal',
          refId: key.split(':')[1]!,
          legs: [
            { accountId: from, amount: -fen },
            { accountId: to, amount: fen },
          ],
        },
        at,
      );
    await journal(`deposit:${depositNo}`, REASON.deposit, depositFen, gateway, wallet, depositAt);

    // A few baccarat hands: 120.00 of valid bets, lost 20.00 (recorded as the bet feed records them).
    const hands = [4_000, 4_000, 4_000];
    await trx
      .insertInto('bets')
      .values(
        hands.map((fen, i) => ({
          provider: 'demo',
          bet_id: `risk-demo-${userId}-${i}`,
          user_id: userId,
          platform: 'ag',
          game_code: 'baccarat',
          round_no: `R${depositAt + i}`,
          bet_fen: fen,
          valid_bet_fen: fen,
          win_loss_fen: i === 1 ? 4_000 : -4_000,
          status: 1,
          wallet_mode: 'transfer',
          posted: 1,
          bet_time: depositAt + (i + 1) * 600_000,
          created_at: depositAt + (i + 1) * 600_000,
        })),
      )
      .execute();

    const orderNo = newOrderNo('W', new Date(askedAt), '910002');
    await journal(`withdraw:${orderNo}`, REASON.withdrawalHold, withdrawFen, wallet, pendingOut, askedAt);
    const { id } = await trx
      .insertInto('withdrawals')
      .values({
        order_no: orderNo,
        user_id: userId,
        type: 0,
        card_id: Number(cardId),
        ...card,
        bank_address: '广州天河支行',
        amount_fen: withdrawFen,
        created_at: askedAt,
        updated_at: askedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const check = { withdrawalId: Number(id), userId, amountFen: withdrawFen, at: askedAt };
    await reviewRepository.insertCheck(trx, check);
  });
  // Scored now by the rules, as the job would within seconds of the request.
  await scorePending(db, () => now);
}

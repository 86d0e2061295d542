import type { Kysely } from 'kysely';
import type { DB } from '../../apps/server/src/db/schema.js';

/** Transfers to or from a game platform still waiting for the provider's answer (state 2). */
export async function transfersInFlight(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('game_transfers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '=', 2)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

interface Account {
  user_id: number | null;
  kind: string;
  platform: string;
  balance: number;
}

/**
 * What is wrong in each player's books, after the crash: every order the gateway took money for
 * (`paid`) is credited once and no other order is; every withdrawal has its hold; the player's
 * wallets plus held withdrawals equal the deposits credited; each platform wallet equals the
 * provider's.
 */
export async function wrongBooks(
  db: Kysely<DB>,
  players: Array<{ id: number }>,
  books: {
    accounts: Account[];
    paid: Array<{ merchant_order_no: string }>;
    provider: Array<{ player_id: string; platform: string; balance: number }>;
  },
): Promise<string[]> {
  const wrong: string[] = [];
  for (const p of players) {
    // Every order the gateway took money for is credited, once; no other order is.
    const deposits = await db
      .selectFrom('deposits')
      .select(['deposit_no', 'amount_fen'])
      .where('user_id', '=', p.id)
      .execute();
    const journals = await db
      .selectFrom('ledger_journals')
      .select(['idem_key', 'amount'])
      .where(
        'idem_key',
        'in',
        deposits.map((d) => `deposit:${d.deposit_no}`),
      )
      .execute();
    const paidHere = deposits.filter((d) => books.paid.some((o) => o.merchant_order_no === d.deposit_no));
    if (paidHere.length !== 3)
      wrong.push(`player ${p.id}: ${paidHere.length} of 3 orders paid at the gateway`);
    for (const d of deposits) {
      const credits = journals.filter((j) => j.idem_key === `deposit:${d.deposit_no}`);
      const expected = paidHere.includes(d) ? 1 : 0;
      if (credits.length !== expected)
        wrong.push(`player ${p.id} order ${d.deposit_no}: ${credits.length} credits, ${expected} expected`);
    }
    const creditedFen = paidHere.reduce((s, d) => s + Number(d.amount_fen), 0);
    const withdrawals = await db
      .selectFrom('withdrawals')
      .select(['order_no', 'amount_fen'])
      .where('user_id', '=', p.id)
      .execute();
    const held = withdrawals.reduce((s, w) => s + Number(w.amount_fen), 0);
    const holds = await db
      .selectFrom('ledger_journals')
      .select('idem_key')
      .where('idem_key', 'in', withdrawals.length ? withdrawals.map((w) => `withdraw:${w.order_no}`) : ['-'])
      .execute();
    if (holds.length !== withdrawals.length)
      wrong.push(`player ${p.id}: ${withdrawals.length} withdrawals, ${holds.length} holds`);
    const mine = books.accounts.filter((a) => a.user_id === p.id);
    const wallets = mine.reduce((s, a) => s + Number(a.balance), 0);
    if (wallets + held !== creditedFen)
      wrong.push(`player ${p.id}: wallets ${wallets} + held ${held} ≠ credited ${creditedFen}`);
    for (const wallet of mine.filter((a) => a.kind === 'platform')) {
      const theirs = books.provider.find(
        (b) => b.player_id === String(p.id) && b.platform === wallet.platform,
      );
      if (Number(wallet.balance) !== Number(theirs?.balance ?? 0))
        wrong.push(`player ${p.id} ${wallet.platform}: ours ${wallet.balance}, provider ${theirs?.balance}`);
    }
  }
  return wrong;
}

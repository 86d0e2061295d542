import { formatFen, parseYuanToFen } from '@app/shared';
import { fetchPost, type HttpPost } from '@app/shared/node';
import type { SeamlessAction, SeamlessAnswer, SeamlessPayload } from '@app/shared/provider-contract';
import { ProviderError } from './provider-error.js';
import { signBody } from './signing.js';

export interface SeamlessWalletOptions {
  secret: string;
  /** The operator's seamless wallet base URL, e.g. http://127.0.0.1:8080/api/provider/demo/wallet */
  operatorWalletUrl: string;
  call?: HttpPost;
  now?: () => number;
}

/** What a round needs to settle in the operator's wallet. */
export interface SeamlessRound {
  roundNo: string;
  playerId: string;
  operatorToken: string;
  gameCode: string;
  bet: number;
  win: number;
}

/** What the provider reads of the operator's answer. */
export type Answer = Pick<SeamlessAnswer, 'status' | 'balance'>;
export type OperatorAction = SeamlessAction;
/** One signed call to the operator's wallet, its body as the protocol says (the currency added). */
export type OperatorCall = <A extends SeamlessAction>(
  action: A,
  payload: SeamlessPayload<A>,
) => Promise<Answer>;

/** Fen from the balance the operator answered with; 0 when it gave none. */
const balanceFen = (balance: string | undefined) => parseYuanToFen(balance ?? '0') ?? 0;

/**
 * Seamless mode: the player's money stays in the operator's wallet, and the provider calls it
 * signed, a bet and a win for every round (a rollback when the bet's answer is lost).
 */
export function createSeamlessWallet(opts: SeamlessWalletOptions) {
  const now = opts.now ?? Date.now;
  const call = opts.call ?? fetchPost;

  const operator: OperatorCall = async (action, payload) => {
    const body = JSON.stringify({ ...payload, currency: 'CNY' });
    const res = await call(
      `${opts.operatorWalletUrl}/${action}`,
      { 'content-type': 'application/json', ...signBody(opts.secret, body, now()) },
      body,
    );
    return JSON.parse(res.body) as Answer;
  };

  /** Rollbacks are retried until the operator answers, as providers do after a timeout. */
  function rollbackUntilAnswered(payload: SeamlessPayload<'rollback'>, attempt = 0): void {
    const delays = [0, 5_000, 30_000, 120_000, 600_000, 3_600_000];
    const delay = delays[attempt];
    if (delay === undefined) return;
    setTimeout(() => {
      operator('rollback', payload).catch(() => rollbackUntilAnswered(payload, attempt + 1));
    }, delay).unref();
  }

  return {
    /** One signed call to the operator's wallet (the sportsbook's tickets use these directly). */
    operator,
    rollbackUntilAnswered,

    /** The player's balance in fen, 0 when the operator does not answer OK. */
    async balance(operatorToken: string): Promise<number> {
      const res = await operator('balance', { token: operatorToken });
      return res.status === 'OK' ? balanceFen(res.balance) : 0;
    },

    /** Places the bet and pays the win; returns the balance after, in fen. */
    async settleRound(round: SeamlessRound): Promise<number> {
      const betTxn = `${round.roundNo}-B`;
      const base = { player_id: round.playerId, round_id: round.roundNo };
      let placed: Answer;
      try {
        placed = await operator('bet', {
          ...base,
          token: round.operatorToken,
          txn_id: betTxn,
          game_code: round.gameCode,
          amount: formatFen(round.bet),
        });
      } catch {
        // The answer was lost: the bet may or may not stand on the operator's side, so undo it.
        rollbackUntilAnswered({ ...base, txn_id: `${round.roundNo}-R`, bet_txn_id: betTxn });
        throw new ProviderError('NETWORK', '网络异常，本局已取消');
      }
      if (placed.status === 'INSUFFICIENT_FUNDS') throw new ProviderError('INSUFFICIENT_FUNDS', '余额不足');
      if (placed.status !== 'OK') throw new ProviderError(placed.status, '投注失败，请返回重新进入游戏');
      const paid = await operator('win', {
        ...base,
        txn_id: `${round.roundNo}-W`,
        bet_txn_id: betTxn,
        amount: formatFen(round.win),
      });
      return balanceFen(paid.balance ?? placed.balance);
    },
  };
}

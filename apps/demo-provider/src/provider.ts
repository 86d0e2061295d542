import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { HttpPost } from '@app/shared/node';
import type { LaunchAnswer, LaunchRequest, WalletBalance } from '@app/shared/provider-contract';
import { formatFen } from '@app/shared';
import type { ProviderDB } from './db.js';
import { rng } from './engines/rng.js';
import { slotInfo } from './engines/slot-info.js';
import { choicesOf, kindOf, play, stakesOf, STAKES, titleOf, type GameKind } from './games.js';
import { ProviderError } from './provider-error.js';
import { createRoundBook } from './round-book.js';
import { createSeamlessWallet } from './seamless-wallet.js';
import { createBook } from './sportsbook/book.js';
import { DEFAULT_SCHEDULE, type ScheduleConfig } from './sportsbook/schedule.js';
import { BOOK_GAME } from './sportsbook/ticket-outcome.js';
import { createTransferWallet } from './transfer-wallet.js';

export type Call = HttpPost;

export interface ProviderOptions {
  db: Kysely<ProviderDB>;
  secret: string;
  /** The operator's seamless wallet base URL, e.g. http://127.0.0.1:8080/api/provider/demo/wallet */
  operatorWalletUrl: string;
  /** Where the play pages live: the provider's public address (or '' on the operator's own site) and path. */
  basePath: string;
  call?: Call;
  now?: () => number;
  /** The sportsbook's calendar (real time per match, fixtures kept listed). */
  schedule?: ScheduleConfig;
}

/** A session of the sportsbook (sb) or the esports book (ia) rather than of a game. */
export const SPORTSBOOK = 'sportsbook';
const isBookGame = (platform: string, gameCode: string) => BOOK_GAME[platform] === gameCode;

const SESSION_MS = 4 * 3_600_000;

/**
 * The demo provider's business: launch sessions and rounds, paid from the provider's own player
 * wallets in transfer mode (transfer-wallet.ts) or from the operator's in seamless mode
 * (seamless-wallet.ts), and booked for the operator's bet feed (round-book.ts).
 */
export function createDemoProvider(opts: ProviderOptions) {
  const { db } = opts;
  const now = opts.now ?? Date.now;
  const transferWallet = createTransferWallet(db, now);
  const seamlessWallet = createSeamlessWallet({ ...opts, now });
  const rounds = createRoundBook(db, now);
  const book = createBook({
    db,
    now,
    rng,
    schedule: opts.schedule ?? DEFAULT_SCHEDULE,
    operator: seamlessWallet.operator,
    rollbackUntilAnswered: seamlessWallet.rollbackUntilAnswered,
  });

  async function session(id: string) {
    const s = await db.selectFrom('dp_sessions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!s || Number(s.expires_at) < now())
      throw new ProviderError('SESSION_EXPIRED', '游戏会话已过期，请返回重新进入');
    return s;
  }

  /** The player behind a sportsbook session, as the book needs them. */
  async function bettor(id: string) {
    const s = await session(id);
    if (s.game_kind !== SPORTSBOOK) throw new ProviderError('GAME_NOT_FOUND', '该游戏维护中，请稍后再试');
    return s;
  }

  return {
    book,
    bettor,

    async launch(req: LaunchRequest): Promise<LaunchAnswer> {
      const kind = isBookGame(req.platform, req.game_code) ? SPORTSBOOK : kindOf(req.platform, req.game_code);
      if (!kind) throw new ProviderError('GAME_NOT_FOUND', '该游戏维护中，请稍后再试');
      const id = randomBytes(18).toString('base64url');
      await db
        .insertInto('dp_sessions')
        .values({
          id,
          player_id: req.player_id,
          username: req.username,
          platform: req.platform,
          game_code: req.game_code,
          game_kind: kind,
          wallet_mode: req.wallet_mode === 'seamless' ? 'seamless' : 'transfer',
          operator_token: req.token ?? '',
          return_url: req.return_url ?? '',
          created_at: now(),
          expires_at: now() + SESSION_MS,
        })
        .execute();
      return { url: `${opts.basePath}/play/${id}` };
    },

    transfer: transferWallet.transfer,
    transferStatus: transferWallet.transferStatus,

    async balance(playerId: string, platform: string): Promise<WalletBalance> {
      return { balance: formatFen(await transferWallet.balance(playerId, platform)) };
    },

    bets: rounds.bets,

    async sessionInfo(id: string) {
      const s = await session(id);
      const kind = s.game_kind as GameKind;
      const balance =
        s.wallet_mode === 'seamless'
          ? await seamlessWallet.balance(s.operator_token)
          : await transferWallet.balance(s.player_id, s.platform);
      if (s.game_kind === SPORTSBOOK) {
        const common = { kind: SPORTSBOOK, platform: s.platform, username: s.username };
        return {
          ...common,
          balance: formatFen(balance),
          return_url: s.return_url,
          wallet_mode: s.wallet_mode,
        };
      }
      return {
        kind,
        game_code: s.game_code,
        title: titleOf(s.game_code) ?? null,
        platform: s.platform,
        username: s.username,
        stakes: stakesOf(kind, s.game_code),
        choices: choicesOf(kind, s.game_code),
        balance: formatFen(balance),
        return_url: s.return_url,
        ...(kind === 'slot' ? { slot: slotInfo(s.game_code) } : {}),
      };
    },

    async history(id: string) {
      const s = await session(id);
      return rounds.history(s.player_id, s.game_code);
    },

    /** One round: stake checked, outcome drawn, money moved in the session's wallet mode. */
    async playRound(id: string, bet: number, choice: string) {
      const s = await session(id);
      const kind = s.game_kind as GameKind;
      if (!(kind in STAKES)) throw new ProviderError('GAME_NOT_FOUND', '该游戏维护中，请稍后再试');
      if (!stakesOf(kind, s.game_code).includes(bet))
        throw new ProviderError('BAD_STAKE', '请选择有效的投注金额');
      if (!choicesOf(kind, s.game_code).includes(choice))
        throw new ProviderError('BAD_CHOICE', '请选择投注项');
      const stamp = now().toString(36).toUpperCase();
      const roundNo = `${s.platform.toUpperCase()}${stamp}${randomBytes(3).toString('hex').toUpperCase()}`;
      const outcome = play(kind, bet, choice, rng, s.game_code);
      // The wallet takes what the round stakes: the chip, or (抢庄牛牛) the most it could lose.
      const stake = outcome.stake ?? bet;
      const settled =
        s.wallet_mode === 'seamless'
          ? seamlessWallet.settleRound({
              roundNo,
              playerId: s.player_id,
              operatorToken: s.operator_token,
              gameCode: s.game_code,
              bet: stake,
              win: outcome.win,
            })
          : transferWallet.settleRound(s.player_id, s.platform, stake, outcome.win);
      const balance = await settled.catch((err: unknown) => {
        if (outcome.stake !== undefined && err instanceof ProviderError && err.code === 'INSUFFICIENT_FUNDS')
          throw new ProviderError(
            'INSUFFICIENT_FUNDS',
            `余额不足：本局需暂扣 ${formatFen(stake)} 元（最多可能输的金额），请降低底注或倍数，或先转入额度`,
          );
        throw err;
      });
      await rounds.record({
        round_no: roundNo,
        player_id: s.player_id,
        platform: s.platform,
        game_code: s.game_code,
        bet: stake,
        win: outcome.win,
        valid_bet: outcome.validBet,
        wallet_mode: s.wallet_mode,
        memo: outcome.memo,
        detail: JSON.stringify(outcome.detail),
      });
      return {
        round_no: roundNo,
        bet: formatFen(stake),
        win: formatFen(outcome.win),
        result: outcome.detail,
        balance: formatFen(balance),
      };
    },
  };
}

export type DemoProvider = ReturnType<typeof createDemoProvider>;

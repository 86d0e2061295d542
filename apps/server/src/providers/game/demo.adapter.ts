import { signBody, type Call } from '@app/demo-provider';
import { parseSignedYuanToFen } from '@app/shared';
import {
  PROVIDER_API,
  TRANSFER_CHECK,
  TRANSFER_STATUS,
  type BetFeed,
  type BetFeedRequest,
  type LaunchAnswer,
  type LaunchRequest,
  type ProviderAnswer,
  type TransferAnswer,
  type TransferCheck,
  type TransferRequest,
  type TransferStatusRequest,
  type WalletBalance,
  type WalletBalanceRequest,
} from '@app/shared/provider-contract';
import type { Clock } from '../../lib/clock.js';
import type { GameProviderAdapter, ProviderBet, TransferOutcome } from './adapter.js';

const fetchCall: Call = async (url, headers, body) => {
  const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: await res.text() };
};
/** Fen from a yuan amount the provider sent (win_loss is signed); anything else is not taken as money. */
function toFen(yuan: string | undefined): number {
  const fen = parseSignedYuanToFen(yuan);
  if (fen === null) throw new Error(`the provider sent an amount that is not one: ${String(yuan)}`);
  return fen;
}

/** The demo provider's operator API, called over signed HTTP like any third-party provider. */
export function createDemoAdapter(opts: {
  baseUrl: string;
  secret: string;
  clock: Clock;
  call?: Call;
}): GameProviderAdapter {
  const call = opts.call ?? fetchCall;
  async function api<T>(path: string, payload: object): Promise<ProviderAnswer<T>> {
    const body = JSON.stringify(payload);
    const res = await call(
      `${opts.baseUrl}/demo-provider/api/${path}`,
      { 'content-type': 'application/json', ...signBody(opts.secret, body, opts.clock.now().getTime()) },
      body,
    );
    return JSON.parse(res.body) as ProviderAnswer<T>;
  }

  /** A book call: the provider's answer, or its refusal's message as `error`. */
  async function book(path: string, payload: Record<string, unknown>) {
    // The book's calls are the provider's own (not the shared protocol): read as plain JSON.
    const res: Record<string, unknown> = await api<Record<string, unknown>>(`book/${path}`, payload);
    return res.status === 'OK' ? res : { ...res, error: String(res.message ?? res.status) };
  }

  return {
    name: 'demo',
    sportsbook: {
      events: async (platform, phase) =>
        ((await book('events', { platform, phase })).events ?? []) as unknown[],
      event: async (id) => (await book('event', { id })).event ?? null,
      correct: (id, result) => book('correct', { id, result }),
      voidMarket: (id, market, reason) => book('void-market', { id, market, reason }),
      cancel: (id) => book('cancel', { id }),
      largest: async (platform, limit) =>
        ((await book('largest', { platform, limit })).tickets ?? []) as unknown[],
    },
    async launch(req) {
      const launch: LaunchRequest = {
        player_id: String(req.playerId),
        username: req.username,
        platform: req.platform,
        game_code: req.gameCode,
        wallet_mode: req.walletMode,
        token: req.token,
        return_url: req.returnUrl,
      };
      const res = await api<LaunchAnswer>(PROVIDER_API.launch, launch);
      return res.status === 'OK'
        ? { url: String(res.url) }
        : { error: String(res.message ?? '游戏维护中，请稍后再试') };
    },
    async transfer(req): Promise<TransferOutcome> {
      try {
        const transfer: TransferRequest = {
          transfer_no: req.transferNo,
          player_id: String(req.playerId),
          platform: req.platform,
          direction: req.direction,
          amount: req.amount,
        };
        const res = await api<TransferAnswer>(PROVIDER_API.transfer, transfer);
        return res.status === TRANSFER_STATUS.ok
          ? 'ok'
          : res.status === TRANSFER_STATUS.insufficientFunds || res.status === TRANSFER_STATUS.duplicate
            ? 'failed'
            : 'unknown';
      } catch {
        return 'unknown';
      }
    },
    async transferStatus(transferNo) {
      try {
        const check: TransferStatusRequest = { transfer_no: transferNo };
        const res = await api<TransferCheck>(PROVIDER_API.transferStatus, check);
        return res.status === TRANSFER_CHECK.ok
          ? 'ok'
          : res.status === TRANSFER_CHECK.failed
            ? 'failed'
            : res.status === TRANSFER_CHECK.notFound
              ? 'not_found'
              : 'unknown';
      } catch {
        return 'unknown';
      }
    },
    async balance(playerId, platform) {
      try {
        const wallet: WalletBalanceRequest = { player_id: String(playerId), platform };
        const res = await api<WalletBalance>(PROVIDER_API.balance, wallet);
        return res.status === 'OK' ? toFen(res.balance) : null;
      } catch {
        return null;
      }
    },
    async bets(afterId, limit): Promise<ProviderBet[]> {
      const feed: BetFeedRequest = { after_id: afterId, limit };
      const res = await api<BetFeed>(PROVIDER_API.bets, feed);
      return (res.bets ?? []).map((b) => ({
        id: Number(b.id),
        betId: String(b.bet_id),
        roundNo: String(b.round_no),
        playerId: String(b.player_id),
        platform: String(b.platform),
        gameCode: String(b.game_code),
        betAmount: toFen(b.bet_amount),
        validBet: toFen(b.valid_bet),
        winLoss: toFen(b.win_loss),
        status: Number(b.status),
        walletMode: b.wallet_mode === 'seamless' ? 'seamless' : 'transfer',
        memo: String(b.memo ?? ''),
        betTime: Number(b.bet_time),
        version: Number(b.version ?? 1) || 1,
      }));
    },
  };
}

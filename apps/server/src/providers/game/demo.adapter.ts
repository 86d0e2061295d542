import { signBody, type Call } from '@app/demo-provider';
import type { Clock } from '../../lib/clock.js';
import type { GameProviderAdapter, ProviderBet, TransferOutcome } from './adapter.js';

const fetchCall: Call = async (url, headers, body) => {
  const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: await res.text() };
};
const toFen = (yuan: string) => Math.round(Number(yuan) * 100);

/** The demo provider's operator API, called over signed HTTP like any third-party provider. */
export function createDemoAdapter(opts: {
  baseUrl: string;
  secret: string;
  clock: Clock;
  call?: Call;
}): GameProviderAdapter {
  const call = opts.call ?? fetchCall;
  async function api(path: string, payload: Record<string, unknown>): Promise<Record<string, unknown>> {
    const body = JSON.stringify(payload);
    const res = await call(
      `${opts.baseUrl}/demo-provider/api/${path}`,
      { 'content-type': 'application/json', ...signBody(opts.secret, body, opts.clock.now().getTime()) },
      body,
    );
    return JSON.parse(res.body) as Record<string, unknown>;
  }

  /** A book call: the provider's answer, or its refusal's message as `error`. */
  async function book(path: string, payload: Record<string, unknown>) {
    const res = await api(`book/${path}`, payload);
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
      const res = await api('launch', {
        player_id: String(req.playerId),
        username: req.username,
        platform: req.platform,
        game_code: req.gameCode,
        wallet_mode: req.walletMode,
        token: req.token,
        return_url: req.returnUrl,
      });
      return res.status === 'OK'
        ? { url: String(res.url) }
        : { error: String(res.message ?? '游戏维护中，请稍后再试') };
    },
    async transfer(req): Promise<TransferOutcome> {
      try {
        const res = await api('transfer', {
          transfer_no: req.transferNo,
          player_id: String(req.playerId),
          platform: req.platform,
          direction: req.direction,
          amount: req.amount,
        });
        return res.status === 'OK'
          ? 'ok'
          : res.status === 'INSUFFICIENT_FUNDS' || res.status === 'DUPLICATE'
            ? 'failed'
            : 'unknown';
      } catch {
        return 'unknown';
      }
    },
    async transferStatus(transferNo) {
      try {
        const res = await api('transfer-status', { transfer_no: transferNo });
        return res.status === 'OK'
          ? 'ok'
          : res.status === 'FAILED'
            ? 'failed'
            : res.status === 'NOT_FOUND'
              ? 'not_found'
              : 'unknown';
      } catch {
        return 'unknown';
      }
    },
    async balance(playerId, platform) {
      try {
        const res = await api('balance', { player_id: String(playerId), platform });
        return res.status === 'OK' ? toFen(String(res.balance)) : null;
      } catch {
        return null;
      }
    },
    async bets(afterId, limit): Promise<ProviderBet[]> {
      const res = await api('bets', { after_id: afterId, limit });
      const rows = (res.bets ?? []) as Array<Record<string, string | number>>;
      return rows.map((b) => ({
        id: Number(b.id),
        betId: String(b.bet_id),
        roundNo: String(b.round_no),
        playerId: String(b.player_id),
        platform: String(b.platform),
        gameCode: String(b.game_code),
        betAmount: toFen(String(b.bet_amount)),
        validBet: toFen(String(b.valid_bet)),
        winLoss: toFen(String(b.win_loss)),
        status: Number(b.status),
        walletMode: b.wallet_mode === 'seamless' ? 'seamless' : 'transfer',
        memo: String(b.memo ?? ''),
        betTime: Number(b.bet_time),
        version: Number(b.version ?? 1) || 1,
      }));
    },
  };
}

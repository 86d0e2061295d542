/** Signed seamless-wallet calls as the demo provider sends them, for the seamless and stream benches. */
import { signBody } from '@app/demo-provider';

/** The secret the benchmark servers give the demo provider (bench/seamless-server.ts). */
export const PROVIDER_SECRET = 'bench-provider-secret-000001';

export interface Seat {
  id: number;
  /** The launch token the provider presents with a bet. */
  token: string;
}

function signed(path: string, payload: Record<string, unknown>) {
  const body = JSON.stringify({ ...payload, currency: 'CNY' });
  return {
    path: `/api/provider/demo/wallet/${path}`,
    body,
    headers: { 'content-type': 'application/json', ...signBody(PROVIDER_SECRET, body, Date.now()) },
  };
}

/**
 * One round of `seat`: a 9.00 bet and its 8.50 win, signed now (signatures stay valid for five
 * minutes, so rounds are made before a run and the load generator stays light).
 */
export function signedRound(seat: Seat, round: string) {
  return {
    bet: signed('bet', {
      token: seat.token,
      player_id: String(seat.id),
      txn_id: `${round}-B`,
      round_id: round,
      game_code: 'fortune-god',
      amount: '9.00',
    }),
    win: signed('win', {
      player_id: String(seat.id),
      txn_id: `${round}-W`,
      bet_txn_id: `${round}-B`,
      round_id: round,
      amount: '8.50',
    }),
  };
}

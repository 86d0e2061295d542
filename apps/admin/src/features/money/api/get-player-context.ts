import { useQuery } from '@tanstack/react-query';
import type { MaskedCard } from '../../../api/masked-card';
import { api } from '../../../lib/api-client';
import { playerContextKey } from './keys';

export interface PlayerContext {
  id: number;
  username: string;
  realname: string;
  vip: { level: number; name: string };
  status: number;
  isblack: number;
  created_at: string;
  register_ip: string;
  last_login_ip: string;
  balance: string;
  game_balance: string;
  turnover_required: string;
  deposit_total: string;
  deposit_count: number;
  withdrawal_total: string;
  withdrawal_count: number;
  withdrawal_pending: string;
  recent_deposits: {
    deposit_no: string;
    paytype: string;
    amount: string;
    state: number;
    created_at: string;
  }[];
  recent_withdrawals: { order_no: string; type: number; amount: string; state: number; created_at: string }[];
  recent_bets: {
    bet_id: string;
    platform: string;
    game: string;
    bet: string;
    valid_bet: string;
    win_loss: string;
    status: number;
    bet_time: string;
  }[];
  cards: MaskedCard[];
}

export function getPlayerContext(userId: number) {
  return api.get<PlayerContext>(`/admin/api/players/${userId}/context`);
}

/** What a reviewer needs beside the order: balance, turnover, recent money and bets, cards. */
export function usePlayerContext(userId: number | null) {
  return useQuery({
    queryKey: [...playerContextKey, userId],
    queryFn: () => getPlayerContext(userId!),
    enabled: userId !== null,
  });
}

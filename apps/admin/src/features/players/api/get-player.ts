import { useQuery } from '@tanstack/react-query';
import type { MaskedCard } from '../../../api/masked-card';
import { api } from '../../../lib/api-client';
import { playerKey } from './keys';

export interface PlayerDetail {
  id: number;
  username: string;
  realname: string;
  mobile: string;
  email: string;
  birthday: string;
  avatar: string;
  status: number;
  isblack: number;
  isagent: number;
  transferstatus: number;
  agent: { id: number; username: string } | null;
  referrals: number;
  vip: { level: number; name: string };
  register_ip: string;
  created_at: string;
  last_login_at: string | null;
  last_login_ip: string;
  /** Set while the payment password is locked after wrong attempts. */
  pay_locked_until: string | null;
  active_sessions: number;
  total_balance: string;
  wallets: { platform: string; name: string; balance: string }[];
  deposit_total: string;
  deposit_count: number;
  withdrawal_total: string;
  withdrawal_count: number;
  withdrawal_pending: string;
  turnover_required: string;
  valid_bet_total: string;
  cards: MaskedCard[];
}

export function getPlayer(id: number) {
  return api.get<PlayerDetail>(`/admin/api/players/${id}`);
}

export function usePlayer(id: number) {
  return useQuery({
    queryKey: playerKey(id),
    queryFn: () => getPlayer(id),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

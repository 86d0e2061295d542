import { useQuery } from '@tanstack/react-query';
import type { PayInfo, TokenPayInfo } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { ApiError } from '../../../lib/errors';
import { ME_KEY } from '../../../lib/session';

/** The two answers of /api/payinfo: the message 'antoken' marks the token-wallet view (spec 000 §2). */
export type PayInfoView = { kind: 'normal'; data: PayInfo } | { kind: 'antoken'; data: TokenPayInfo };

export const PAY_INFO_POLL_MS = 3000;
const DEPOSIT_APPROVED = 2;
const DEPOSIT_REJECTED = 3;

export async function fetchPayInfo(depositNo: string): Promise<PayInfoView> {
  const answer = await api.post<PayInfo | TokenPayInfo>('/api/payinfo', { deposit_no: depositNo });
  const data = unwrap(answer);
  return answer.message === 'antoken'
    ? { kind: 'antoken', data: data as TokenPayInfo }
    : { kind: 'normal', data: data as PayInfo };
}

function settled(view: PayInfoView | undefined): boolean {
  return view?.data.state === DEPOSIT_APPROVED || view?.data.state === DEPOSIT_REJECTED;
}

/** Re-read every 3 s while the order is open, so the screen shows the payment arriving. */
export function usePayInfo(depositNo: string) {
  return useQuery({
    queryKey: [ME_KEY, 'payInfo', depositNo],
    queryFn: () => fetchPayInfo(depositNo),
    enabled: depositNo !== '',
    staleTime: 0,
    // A refusal (no such order) will not change; a dropped connection might.
    refetchInterval: (query) =>
      settled(query.state.data) || query.state.error instanceof ApiError ? false : PAY_INFO_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

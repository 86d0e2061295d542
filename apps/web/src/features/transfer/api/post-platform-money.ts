import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatformBalance } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { atLeast } from '../../../lib/delay';
import { platformBalancesKey } from '../../../api/get-platform-balances';

/** The refresh icon turns for at least this long, so a quick answer still reads as "refreshed". */
const MIN_SPIN_MS = 500;

export async function postPlatformMoney(platname: string): Promise<PlatformBalance> {
  return unwrap(await api.post<PlatformBalance>(`/api/userapimoney/${encodeURIComponent(platname)}`));
}

/** Refreshes one platform's balance and writes it into the polled list. */
export function usePlatformMoney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (platname: string) => atLeast(MIN_SPIN_MS, postPlatformMoney(platname)),
    onSuccess: (fresh) => {
      queryClient.setQueryData<PlatformBalance[]>(platformBalancesKey, (list) =>
        list?.map((p) => (p.platname === fresh.platname ? { ...p, balance: fresh.balance } : p)),
      );
    },
  });
}

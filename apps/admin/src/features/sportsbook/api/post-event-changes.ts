import { useMutation } from '@tanstack/react-query';
import type { SportsbookResult } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { eventPath, type SportsbookPlatform } from './get-events';
import { sportsbookKeys } from './keys';

export type { SportsbookResult } from '@app/shared/admin-contract';

interface EventRef {
  platform: SportsbookPlatform;
  id: string;
}

/**
 * What the server says once a change is made (the console's client hands back the data only, so
 * these are the server's own success messages, word for word).
 */
export const CHANGE_DONE = {
  correct: '赛果已更正，注单将重新结算',
  voidMarket: '盘口已作废，相关注单按取消结算',
  cancel: '赛事已取消，相关注单按取消结算',
} as const;

/** A change to one match: the match, its lists and the largest tickets are read again after it. */
function useEventChange<V extends EventRef>(post: (v: V) => Promise<unknown>) {
  return useMutation({
    mutationFn: post,
    onSuccess: () =>
      Promise.all(
        Object.values(sportsbookKeys).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/** Corrects a finished match's result; every ticket on it is re-settled. */
export const useCorrectResult = () =>
  useEventChange(({ platform, id, result }: EventRef & { result: SportsbookResult }) =>
    api.post<null>(`${eventPath(platform, id)}/result`, result),
  );

/** Voids one market of the match: its legs settle as void. */
export const useVoidMarket = () =>
  useEventChange(({ platform, id, market, reason }: EventRef & { market: string; reason: string }) =>
    api.post<null>(`${eventPath(platform, id)}/void-market`, { market, reason }),
  );

/** Cancels the match: every leg on it settles as void. */
export const useCancelEvent = () =>
  useEventChange(({ platform, id }: EventRef) => api.post<null>(`${eventPath(platform, id)}/cancel`));

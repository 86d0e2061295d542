import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { TRANSFER_MSG, type Envelope } from '@app/shared';
import type { TransferBody } from '@app/shared';
import { isOk } from '../../../lib/api-client';
import { ME_KEY } from '../../../lib/session';
import { toastError } from '../../../lib/toast-error';
import { useTransAll } from '../../../api/post-trans-all';
import { useTransfer } from '../../../api/post-transfer';

/**
 * Transfers and one-key recover: the server message is shown whatever the code, then every
 * balance reloads (spec 001 §7). A transfer left pending is neither a success nor a failure.
 */
export function useWalletActions() {
  const queryClient = useQueryClient();
  const transfer = useTransfer();
  const transAll = useTransAll();

  const settle = useCallback(
    async (call: () => Promise<Envelope<null>>, loadingText: string): Promise<boolean> => {
      Toast.show({ icon: 'loading', content: loadingText, duration: 0, maskClickable: false });
      try {
        const answer = await call();
        const ok = isOk(answer);
        const pending = answer.message === TRANSFER_MSG.pending;
        Toast.show({ icon: pending ? undefined : ok ? 'success' : 'fail', content: answer.message });
        return ok;
      } catch (error) {
        Toast.clear();
        toastError(error);
        return false;
      } finally {
        void queryClient.invalidateQueries({ queryKey: [ME_KEY] });
      }
    },
    [queryClient],
  );

  return {
    busy: transfer.isPending || transAll.isPending,
    recovering: transAll.isPending,
    transfer: (body: TransferBody) => settle(() => transfer.mutateAsync(body), '转账中...'),
    recoverAll: () => settle(() => transAll.mutateAsync(), '回收中...'),
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { REBATE_MSG, parseYuanToFen } from '@app/shared';
import { useRefreshUserMoney } from '../../../api/refresh-user-money';
import { isOk } from '../../../lib/api-client';
import { toastError } from '../../../lib/toast-error';
import { rebateListKey } from '../api/get-rebate-list';
import { useClaimRebateCall } from '../api/post-claim-rebate';

/**
 * 领取返水: refused on the spot when nothing is pending (spec 001 §5); otherwise the server's
 * message is shown, then the user info (balance) and the rebate list reload (001 §4, §7).
 */
export function useClaimRebate() {
  const queryClient = useQueryClient();
  const call = useClaimRebateCall();
  const refreshUser = useRefreshUserMoney();

  const claim = async (pending: string | undefined) => {
    if ((parseYuanToFen(pending ?? '0') ?? 0) <= 0) {
      Toast.show({ content: REBATE_MSG.nothingToClaim });
      return;
    }
    try {
      const answer = await call.mutateAsync();
      Toast.show({ icon: isOk(answer) ? 'success' : 'fail', content: answer.message });
    } catch (error) {
      toastError(error);
    } finally {
      // A failed refresh only leaves the old figures on screen; the balance poll catches up.
      refreshUser.mutate(undefined, { onError: () => undefined });
      void queryClient.invalidateQueries({ queryKey: rebateListKey });
    }
  };

  return { claim, claiming: call.isPending };
}

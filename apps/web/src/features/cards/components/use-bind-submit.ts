import { Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { isOk } from '../../../lib/api-client';
import { toastError } from '../../../lib/toast-error';
import { useBindCard, type BindCardBody } from '../api/post-bind-card';

/**
 * A bind screen's submit: a local refusal is toasted and nothing is sent; the server's refusal is
 * toasted; a bind toasts `success` (the server's own message when not given) and goes back.
 */
export function useBindSubmit() {
  const navigate = useNavigate();
  const bind = useBindCard();
  const submit = async (invalid: string | null | undefined, body: () => BindCardBody, success?: string) => {
    if (invalid) {
      Toast.show({ content: invalid });
      return;
    }
    try {
      const answer = await bind.mutateAsync(body());
      if (!isOk(answer)) {
        Toast.show({ icon: 'fail', content: answer.message });
        return;
      }
      Toast.show({ icon: 'success', content: success ?? answer.message });
      void navigate(-1);
    } catch (error) {
      toastError(error);
    }
  };
  return { submit, pending: bind.isPending };
}

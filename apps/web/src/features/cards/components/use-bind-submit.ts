import type { BindCardBody } from '@app/shared';
import { useGoBack } from '../../../lib/use-go-back';
import { submitForm } from '../../../lib/submit-form';
import { useBindCard } from '../api/post-bind-card';

/**
 * A bind screen's submit: a local refusal is toasted and nothing is sent; the server's refusal is
 * toasted; a bind toasts `success` (the server's own message when not given) and goes back, to the
 * card list when the screen was opened directly.
 */
export function useBindSubmit() {
  const goBack = useGoBack('/bankCard');
  const bind = useBindCard();
  const submit = async (invalid: string | null | undefined, body: () => BindCardBody, success?: string) => {
    if (await submitForm(invalid, () => bind.mutateAsync(body()), { success })) goBack();
  };
  return { submit, pending: bind.isPending };
}

import { Toast } from 'antd-mobile';
import type { Envelope } from '@app/shared';
import { isOk } from './api-client';
import { toastError } from './toast-error';

interface Toasts {
  /** The success toast; the server's message when not given. */
  success?: string;
  /** The success toast when the server's message is empty. */
  fallback?: string;
  /** Runs after the server's refusal is toasted. */
  onRefused?: () => void;
}

/**
 * A form's submit: a local refusal (`invalid`) is toasted and nothing is sent; the server's refusal
 * is toasted; an accepted answer is toasted as a success and resolves true. A failed request
 * follows the error rule (toastError).
 */
export async function submitForm<T>(
  invalid: string | null | undefined,
  send: () => Promise<Envelope<T>>,
  toasts: Toasts = {},
): Promise<boolean> {
  if (invalid) {
    Toast.show({ content: invalid });
    return false;
  }
  try {
    const answer = await send();
    if (!isOk(answer)) {
      Toast.show({ icon: 'fail', content: answer.message });
      toasts.onRefused?.();
      return false;
    }
    Toast.show({ icon: 'success', content: toasts.success ?? (answer.message || toasts.fallback) });
    return true;
  } catch (error) {
    toastError(error);
    return false;
  }
}

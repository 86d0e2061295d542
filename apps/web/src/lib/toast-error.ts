import { Toast } from 'antd-mobile';
import { ApiError, NetworkError } from './errors';

/**
 * The spec's error rule: a refusal shows the server message; a network failure only ends the
 * loading state, unless the screen has its own text for it (`networkMessage`).
 */
export function toastError(error: unknown, networkMessage?: string): void {
  if (error instanceof ApiError) {
    if (error.code === 401) return; // the api client already handles an expired session
    Toast.show({ icon: 'fail', content: error.message });
  } else if (error instanceof NetworkError) {
    if (networkMessage) Toast.show({ icon: 'fail', content: networkMessage });
  } else if (error instanceof Error) {
    console.error(error);
  }
}

import { messageOr } from '@app/shared/client';

export { ApiError, NetworkError } from '@app/shared/client';

/** A failure's own text (the console's network errors carry Chinese text too), else a general apology. */
export function errorText(error: unknown): string {
  return messageOr(error, '操作失败，请稍后再试');
}

import { CODE } from '@app/shared';

/** A business refusal: answered as HTTP 200 with this code and Chinese message, never logged as a fault. */
export class AppError extends Error {
  constructor(
    message: string,
    public readonly code: number = CODE.badRequest,
    public readonly httpStatus: number = 200,
    /** What the caller needs to act on the refusal (for example that a second factor is asked for). */
    public readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function ok<T>(data: T, message = '成功') {
  return { code: CODE.ok, message, data };
}

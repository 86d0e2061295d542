/** The server refused (any envelope code but 200); `message` is its Chinese text, shown as is. */
export class ApiError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}

/** No answer at all (offline, timeout, a proxy page). */
export class NetworkError extends Error {
  constructor(message = '网络异常，请检查网络后重试') {
    super(message);
    this.name = 'NetworkError';
  }
}

export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '操作失败，请稍后再试';
}

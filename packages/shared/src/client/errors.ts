/** The request never got an answer (offline, timeout, DNS), or the answer was not our API's JSON. */
export class NetworkError extends Error {
  constructor(message = '网络异常，请检查网络后重试') {
    super(message);
    this.name = 'NetworkError';
  }
}

/** The server refused (any envelope code but 200); `message` is its Chinese text, shown as is. */
export class ApiError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}

/** The server's refusal text, else undefined: the player site's error block then says "check the network". */
export function refusalText(error: unknown): string | undefined {
  return error instanceof ApiError ? error.message : undefined;
}

/** Any failure's own text (refusals, and network errors where they carry Chinese text), else `fallback`. */
export function messageOr(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

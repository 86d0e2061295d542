/** The request never got an answer (offline, timeout, DNS): callers just stop their loading state. */
export class NetworkError extends Error {
  constructor(message = 'network error') {
    super(message);
    this.name = 'NetworkError';
  }
}

/** The server answered with a code other than 200; `message` is the Chinese text for the toast. */
export class ApiError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}

/** The server's refusal text for an error block; undefined lets the block say "check the network". */
export function errorText(error: unknown): string | undefined {
  return error instanceof ApiError ? error.message : undefined;
}

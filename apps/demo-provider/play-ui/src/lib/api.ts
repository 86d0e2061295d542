import type { HistoryRow, Info, Round } from './types';

/** The session's base: the page is served at /demo-provider/play/<session>. */
const session = /\/play\/([^/?#]+)/.exec(location.pathname)?.[1] ?? '';
export const BASE = `/demo-provider/play/${session}`;

/** A refusal or a failed call, in words for the player. */
export class GameError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

interface Envelope<T> {
  code: number;
  message?: string;
  error?: string;
  data: T;
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    throw new GameError('网络异常，请检查网络后重试');
  }
  const answer = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!answer) throw new GameError('服务器繁忙，请稍后再试');
  if (answer.code !== 200) throw new GameError(answer.message || '请求失败，请稍后再试', answer.error);
  return answer.data;
}

export const getInfo = () => call<Info>('/info');
export const getHistory = () => call<HistoryRow[]>('/history');
/** One round, decided and settled by the server before anything is shown. */
export const playRound = (bet: number, choice: string) => call<Round>('/round', { bet, choice });

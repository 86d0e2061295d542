import type { Accept, Card, Info, Lobby, QuotedLeg, Sport, Tab, TicketPage, TicketTab } from './types';

/** The session's base: the page is served at /demo-provider/play/<session>. */
const session = /\/play\/([^/?#]+)/.exec(location.pathname)?.[1] ?? '';
export const BASE = `/demo-provider/play/${session}`;

/** A refusal: the server's Chinese message, its code (ODDS_CHANGED…) and any data it sent. */
export class BookError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly data?: unknown,
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
    throw new BookError('网络异常，请检查网络后重试');
  }
  const answer = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!answer) throw new BookError('服务器繁忙，请稍后再试');
  if (answer.code !== 200) throw new BookError(answer.message ?? '请求失败', answer.error, answer.data);
  return answer.data;
}

export const getInfo = () => call<Info>('/info');
export const getLobby = (tab: Tab, sport: Sport | undefined) =>
  call<Lobby>(`/book/lobby?tab=${tab}${sport ? `&sport=${sport}` : ''}`);
export const getEvent = (id: string) => call<Card | null>(`/book/event/${encodeURIComponent(id)}`);
export const getTickets = (tab: TicketTab, page: number) =>
  call<TicketPage>(`/book/tickets?tab=${tab}&page=${page}`);

export const placeTicket = (legs: QuotedLeg[], stake: number, accept: Accept) =>
  call<{ ticket_no: string; odds: number; stake: number }>('/book/ticket', { legs, stake, accept });

export const cashOut = (ticketNo: string, value: number) =>
  call<{ ticket_no: string; payout: string }>('/book/cashout', { ticket_no: ticketNo, value });

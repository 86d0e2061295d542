import { inject } from 'vitest';

/**
 * The back office as the tests use it: the first operator (global-setup sets its initial
 * password), who must change that password at the first login before doing anything else.
 */
import {
  ADMIN_INITIAL_PASSWORD as INITIAL_PASSWORD,
  ADMIN_PASSWORD as PASSWORD,
} from './operator-passwords.js';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

let session: Promise<string> | null = null;

async function call<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token?: string,
  body?: unknown,
): Promise<Envelope<T>> {
  const response = await fetch(`${inject('baseURL')}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

async function login(password: string): Promise<string | null> {
  const answer = await call<{ token: string }>('POST', '/admin/api/login', undefined, {
    username: 'admin',
    password,
  });
  return answer.code === 200 ? answer.data.token : null;
}

/** Logs in once per test file; the first login of a run also replaces the initial password. */
async function start(): Promise<string> {
  const token = await login(PASSWORD);
  if (token) return token;
  const first = await login(INITIAL_PASSWORD);
  if (!first) throw new Error('operator login failed with both passwords');
  const changed = await call('POST', '/admin/api/password', first, {
    old_password: INITIAL_PASSWORD,
    new_password: PASSWORD,
  });
  if (changed.code !== 200) throw new Error(`operator password change: ${changed.message}`);
  return first;
}

function operatorToken(): Promise<string> {
  session ??= start().catch((error: unknown) => {
    session = null;
    throw error;
  });
  return session;
}

/** Any back-office call as the first operator; throws unless it answers 200. */
export async function operatorCall<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await call<T>(method, path, await operatorToken(), body);
  if (answer.code !== 200) throw new Error(`${method} ${path}: ${answer.code} ${answer.message}`);
  return answer.data;
}

interface PendingDeposit {
  id: number;
  deposit_no: string;
  user_id: number;
  paytype: string;
  amount: string;
}

interface PendingWithdrawal {
  id: number;
  order_no: string;
  user_id: number;
  amount: string;
}

/** Every page of a pending list, so an order is found however many others wait. */
async function allPending<T>(path: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page < 100; page++) {
    const data = await operatorCall<{ total: number; data: T[] }>(
      'GET',
      `${path}${path.includes('?') ? '&' : '?'}page=${page}`,
    );
    rows.push(...data.data);
    if (data.data.length === 0 || rows.length >= data.total) break;
  }
  return rows;
}

export async function findPendingDeposit(depositNo: string): Promise<PendingDeposit> {
  const found = (await allPending<PendingDeposit>('/admin/api/deposits/pending?paytype=bank')).find(
    (d) => d.deposit_no === depositNo,
  );
  if (!found) throw new Error(`deposit ${depositNo} is not pending review`);
  return found;
}

export async function approveDeposit(depositNo: string): Promise<void> {
  const deposit = await findPendingDeposit(depositNo);
  await operatorCall('POST', `/admin/api/deposits/${deposit.id}/approve`);
}

export async function findPendingWithdrawal(orderNo: string): Promise<PendingWithdrawal> {
  const found = (await allPending<PendingWithdrawal>('/admin/api/withdrawals/pending')).find(
    (w) => w.order_no === orderNo,
  );
  if (!found) throw new Error(`withdrawal ${orderNo} is not pending review`);
  return found;
}

export async function approveWithdrawal(orderNo: string): Promise<void> {
  const withdrawal = await findPendingWithdrawal(orderNo);
  await operatorCall('POST', `/admin/api/withdrawals/${withdrawal.id}/approve`);
}

export async function rejectWithdrawal(orderNo: string, reason: string): Promise<void> {
  const withdrawal = await findPendingWithdrawal(orderNo);
  await operatorCall('POST', `/admin/api/withdrawals/${withdrawal.id}/reject`, { reason });
}

interface PendingAgentApplication {
  id: number;
  username: string;
}

/** Approves the player's pending agent application (the queue lists the 50 oldest; enough per run). */
export async function approveAgentApplication(username: string): Promise<void> {
  const pending = await operatorCall<PendingAgentApplication[]>(
    'GET',
    '/admin/api/agent-applications/pending',
  );
  const found = pending.find((application) => application.username === username);
  if (!found) throw new Error(`no pending agent application from ${username}`);
  await operatorCall('POST', `/admin/api/agent-applications/${found.id}/approve`);
}

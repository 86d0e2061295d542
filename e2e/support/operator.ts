import { inject } from 'vitest';

/**
 * The back office as the tests use it: the first operator, through the one session global-setup
 * opened for the whole run (support/operator-session.ts), its initial password already replaced.
 */

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** Any back-office call as the first operator; throws unless it answers 200. */
export async function operatorCall<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${inject('baseURL')}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      Authorization: `Bearer ${inject('operatorToken')}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Envelope<T>;
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
  risk_state: string;
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

/** Records the payout; a USDT or AnToken withdrawal needs its `reference`, the transaction hash. */
export async function approveWithdrawal(orderNo: string, reference?: string): Promise<void> {
  const withdrawal = await riskLetThrough(orderNo);
  const body = reference === undefined ? undefined : { reference };
  await operatorCall('POST', `/admin/api/withdrawals/${withdrawal.id}/approve`, body);
}

/**
 * Waits for risk control's check of the request (the site's job scores it within seconds) and, when
 * a rule hit it, passes it as a risk operator would: finance may pay only then.
 */
export async function riskLetThrough(orderNo: string): Promise<PendingWithdrawal> {
  for (let tries = 0; tries < 60; tries++) {
    const withdrawal = await findPendingWithdrawal(orderNo);
    if (withdrawal.risk_state === 'review')
      await operatorCall('POST', `/admin/api/risk/withdrawals/${withdrawal.id}/pass`, {});
    if (withdrawal.risk_state !== 'pending') return withdrawal;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`withdrawal ${orderNo} was not scored by risk control`);
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
  await decideAgentApplication(username, 'approve');
}

/** Approves, or rejects with `reason`, the player's pending agent application. */
export async function decideAgentApplication(
  username: string,
  how: 'approve' | 'reject',
  reason?: string,
): Promise<void> {
  const pending = await operatorCall<PendingAgentApplication[]>(
    'GET',
    '/admin/api/agent-applications/pending',
  );
  const found = pending.find((application) => application.username === username);
  if (!found) throw new Error(`no pending agent application from ${username}`);
  await operatorCall('POST', `/admin/api/agent-applications/${found.id}/${how}`, { reason });
}

import { beforeEach } from 'vitest';
import {
  auditEntries,
  call,
  callsAs,
  fundedPlayer,
  operatorToken,
  roleOperatorToken,
  useTestApp,
  walletBalance,
} from '../../../test/helpers.js';

/**
 * Shared by the adjustments test files (at or under the approval threshold; above it, and who may
 * do what): a test file's app, built before its tests and closed after them, with an approval
 * threshold of 1000.00 yuan at the start of each test, and the calls on it.
 */
export function adjustmentsTests() {
  const t = useTestApp(async (t) => {
    const op = await operatorToken(t);
    const finance = await roleOperatorToken(t, 'finance');
    await t.services.settings.set({ turnover_multiple: '0' });
    return { op, finance };
  });
  beforeEach(() => t.services.settings.set({ adjust_approval_threshold: '1000.00' }));

  /** A back office call, as the first operator unless a token is given. */
  const admin = callsAs(t, () => t.op);

  return {
    t,
    /** A finance operator: a second operator who may review the first operator's adjustments. */
    get finance() {
      return t.finance;
    },
    admin,
    balance: (token: string) => walletBalance(t.app, token),
    required: async (token: string) =>
      (await call(t.app, 'POST', '/api/getBetAmount', {}, { token })).data.bet_amount,
    /** A player with `yuan` deposited, and their username. */
    async player(yuan = 500) {
      const p = await fundedPlayer(t, yuan);
      const username = (await call(t.app, 'POST', '/api/user', {}, { token: p.token })).data
        .username as string;
      return { ...p, username };
    },
    /** Requests an adjustment (reason `correction`, note 测试 unless given). */
    adjust: (body: Record<string, unknown>, token = t.op) =>
      admin('POST', '/admin/api/adjustments', { reason_code: 'correction', note: '测试', ...body }, token),
    auditOf: (action: string, id: number | string) => auditEntries(t, action, id),
    /** Approves or rejects adjustment `id`, as the first operator unless a token is given. */
    review: (id: number, decision: 'approve' | 'reject', body?: unknown, token?: string) =>
      admin('POST', `/admin/api/adjustments/${id}/${decision}`, body, token),
  };
}

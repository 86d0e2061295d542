import { expect } from 'vitest';
import { WITHDRAWAL_RULE_CODES, type WithdrawalRuleCode } from '@app/shared/admin-contract';
import { call, fundedPlayer, latestWithdrawal, riskCheckOf, type TestApp } from '../../../../test/helpers.js';

// Shared by the risk review tests: players with a pending withdrawal, the rules switched by code.

type Ops = { op: string };

/** The risk review's calls on `t`, as the operator `t.op` unless a token is given. */
export function reviewCalls(t: TestApp & Ops) {
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = t.op) =>
    call(t.app, method, url, body, { token });

  /** Only `only` on (with its figures); every other rule off. */
  async function onlyRule(only: WithdrawalRuleCode, params: Record<string, number> = {}) {
    const view = await admin('GET', '/admin/api/risk/rules');
    const rules = WITHDRAWAL_RULE_CODES.map((code) => {
      const current = (view.data.rules as Array<{ code: string; params: object }>).find(
        (r) => r.code === code,
      )!;
      return {
        code,
        enabled: code === only,
        params: code === only ? { ...current.params, ...params } : current.params,
      };
    });
    const res = await admin('PUT', '/admin/api/risk/rules', { rules });
    expect(res.code, res.message).toBe(200);
  }

  /**
   * A funded player (deposit of `fund` yuan) who asked to withdraw `amount` yuan (from `client`'s
   * address and device, else the test's loopback and none); the request's id.
   */
  async function withdrawal(
    fund = 800,
    amount = 300,
    before?: (p: Awaited<ReturnType<typeof fundedPlayer>>) => Promise<unknown>,
    client: { ip?: string; device?: string } = {},
  ) {
    const p = await fundedPlayer(t, fund);
    await before?.(p);
    const res = await call(
      t.app,
      'POST',
      '/api/withdraw',
      { amount, bank: p.cardId, password: '123456' },
      { token: p.token, ip: client.ip, headers: client.device ? { 'x-device-id': client.device } : {} },
    );
    expect(res.code, res.message).toBe(200);
    const w = await latestWithdrawal(t, p.userId);
    return { ...p, id: Number(w.id), orderNo: w.order_no };
  }

  /** The check of withdrawal `id` after the scoring job ran. */
  async function scored(id: number) {
    await t.services.risk.review.checks.scorePending();
    return riskCheckOf(t, id);
  }

  /** The reasons of withdrawal `id`'s check, once scored. */
  async function reasonsOf(id: number): Promise<Array<{ code: string; label: string; detail: string }>> {
    return JSON.parse((await scored(id)).reasons);
  }

  return { admin, onlyRule, withdrawal, scored, reasonsOf };
}

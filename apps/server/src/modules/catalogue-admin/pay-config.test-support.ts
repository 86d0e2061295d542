import { afterAll, beforeAll } from 'vitest';
import {
  buildTestApp,
  call,
  depositReadyPlayer,
  lastAudit,
  roleOperatorToken,
  type Answer,
  type TestApp,
} from '../../../test/helpers.js';

/**
 * Shared by the payment configuration test files (channels and payment settings; receiving
 * accounts): a test file's app, built before its tests and closed after them, the sessions of a
 * finance, an operations and a support operator and of a player who may deposit, and the calls.
 */
export function payConfigTests() {
  let t: TestApp;
  const tokens = { finance: '', operations: '', support: '', player: '' };
  beforeAll(async () => {
    t = await buildTestApp();
    tokens.finance = (await roleOperatorToken(t, 'finance')).token;
    tokens.operations = (await roleOperatorToken(t, 'operations')).token;
    tokens.support = (await roleOperatorToken(t, 'support')).token;
    tokens.player = (await depositReadyPlayer(t.app)).token;
  });
  afterAll(() => t.close());

  return {
    /** The app of the test running now. */
    get t() {
      return t;
    },
    tokens,
    async admin(method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) {
      const res = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) };
    },
    playerCall: (url: string, body: unknown = {}) => call(t.app, 'POST', url, body, { token: tokens.player }),
    lastAudit: (action: string) => lastAudit(t, action),
  };
}

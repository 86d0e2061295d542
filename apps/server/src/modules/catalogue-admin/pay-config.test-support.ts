import { call, depositReadyPlayer, lastAudit, roleTokens, useTestApp } from '../../../test/helpers.js';

/**
 * Shared by the payment configuration test files (channels and payment settings; receiving
 * accounts): a test file's app, built before its tests and closed after them, the sessions of a
 * finance, an operations and a support operator and of a player who may deposit, and the calls.
 */
export function payConfigTests() {
  const tokens = { finance: '', operations: '', support: '', player: '' };
  const t = useTestApp(async (t) => {
    Object.assign(tokens, await roleTokens(t, 'finance', 'operations', 'support'));
    tokens.player = (await depositReadyPlayer(t.app)).token;
  });

  return {
    t,
    tokens,
    admin: (method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) =>
      call(t.app, method, url, body, { token }),
    playerCall: (url: string, body: unknown = {}) => call(t.app, 'POST', url, body, { token: tokens.player }),
    lastAudit: (action: string) => lastAudit(t, action),
  };
}

import type { RiskEvent } from '../../db/schema.js';
import { call, registerPlayer, type TestApp } from '../../../test/helpers.js';

/** What risk control's tests do to a test app: players, and signals recorded through the gate. */
export function riskTests(t: TestApp & { op: string }) {
  return {
    /** A registered player: id, username and session token. */
    async player(patch: Record<string, unknown> = {}) {
      const p = await registerPlayer(t.app, patch);
      const id = (await t.services.sessions.resolve(p.token))!;
      return { id, username: p.name, token: p.token };
    },
    /** One event's client recorded for the player, as the event's own transaction would. */
    signal(userId: number, client: { ip?: string; deviceId?: string }, event: RiskEvent = 'deposit') {
      return t.services.risk.gate.admit(t.database.db, {
        event,
        userId,
        client: { ip: client.ip ?? '', deviceId: client.deviceId ?? '', userAgent: 'test' },
      });
    },
    /** A back-office call as the signed-in super operator, unless a token is given. */
    admin: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = t.op) =>
      call(t.app, method, url, body, { token }),
  };
}

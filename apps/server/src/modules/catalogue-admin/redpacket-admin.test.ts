import { describe, expect, it } from 'vitest';
import { call, roleTokens, useTestApp } from '../../../test/helpers.js';
import { HOSTILE_INPUT_MSG } from './hostile-input.js';

/** The red packet campaign keeps its own admin API (redpacket module); the console edits it through that. */
const t = useTestApp((t) => roleTokens(t, 'operations', 'finance'));

const admin = (method: 'GET' | 'PUT', token: string, body?: unknown) =>
  call(t.app, method, '/admin/api/redpacket', body, { token });
const entries = () =>
  t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'redpacket.configure')
    .orderBy('id')
    .execute();

describe('red packet rules from the console', () => {
  it('switching off shows on the player site at once, audited with the rules before and after', async () => {
    const current = (await admin('GET', t.operations)).data;
    expect((await call(t.app, 'POST', '/api/app', {})).data.redpacket_switch).toBe(1);
    expect((await admin('PUT', t.operations, { ...current, switch: '0' })).code).toBe(200);
    expect((await call(t.app, 'POST', '/api/app', {})).data.redpacket_switch).toBe(0);
    const [entry] = await entries();
    expect(JSON.parse(entry!.before_state)).toMatchObject({ switch: '1', tiers: current.tiers });
    expect(JSON.parse(entry!.after_state)).toMatchObject({ switch: '0', tiers: current.tiers });
    expect((await admin('PUT', t.operations, current)).code).toBe(200);
    expect((await call(t.app, 'POST', '/api/app', {})).data.redpacket_switch).toBe(1);
  });

  it('refuses markup in any field (tiers too), audits the attempt and keeps the rules', async () => {
    const current = (await admin('GET', t.operations)).data;
    const hostile = { ...current, tiers: [{ ...current.tiers[0], amount_max: '<script>alert(1)</script>' }] };
    expect((await admin('PUT', t.operations, hostile)).message).toBe(HOSTILE_INPUT_MSG);
    const last = (await entries()).pop()!;
    expect(last).toMatchObject({ outcome: 'denied' });
    expect(JSON.parse(last.detail)).toMatchObject({ field: 'tiers.0.amount_max' });
    expect((await admin('GET', t.operations)).data).toEqual(current);
    expect((await admin('PUT', t.finance, current)).status).toBe(403);
  });
});

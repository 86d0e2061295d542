import { describe, expect, it } from 'vitest';
import { BLOCK_MSG, DAY_MS } from '@app/shared';
import {
  call,
  callsAs,
  countRows,
  lastAudit,
  roleOperatorToken,
  useTestApp,
} from '../../../../test/helpers.js';

/** 风控 → 黑名单 through the console's routes: who may, what each kind accepts, expiry and lifting. */
const t = useTestApp(async (t) => ({
  risk: await roleOperatorToken(t, 'risk'),
  finance: await roleOperatorToken(t, 'finance'),
}));
const as = callsAs(t, () => t.risk.token);
const add = (body: Record<string, unknown>) =>
  as('POST', '/admin/api/risk/blocks', { reason: '羊毛党', ...body });
const list = (query = '') => as('GET', `/admin/api/risk/blocks${query}`);

describe('blocklists in the console', () => {
  it('adds each kind, keeping one text per thing, and lists it with who and until when', async () => {
    const cases: Array<[string, string, string]> = [
      ['ip', ' 198.51.100.7 ', '198.51.100.7'],
      ['ip', '2001:DB8:0:0::7', '2001:db8::7'],
      ['ip_range', '198.51.100.77/24', '198.51.100.0/24'],
      ['ip_range', '2001:db8:abcd:12::/48', '2001:db8:abcd::/48'],
      ['device', 'dev-farm_000123', 'dev-farm_000123'],
      ['card', '6222 0202 0011 2233', '6222020200112233'],
      ['address', '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01', '0xabcdef0123456789abcdef0123456789abcdef01'],
      ['address', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'],
    ];
    for (const [kind, value, kept] of cases) {
      const res = await add({ kind, value, expires_days: 7 });
      expect(res.code, `${kind} ${value}: ${res.message}`).toBe(200);
      const row = await t.database.db
        .selectFrom('risk_blocks')
        .selectAll()
        .where('id', '=', res.data.id)
        .executeTakeFirstOrThrow();
      expect(row.value).toBe(kept);
      expect(Number(row.expires_at) - Number(row.created_at)).toBe(7 * DAY_MS);
    }
    const cards = await list('?kind=card&value=6222020200112233');
    expect(cards.data.total).toBe(1);
    expect(cards.data.data[0]).toMatchObject({
      kind: 'card',
      value: '6222 **** **** 2233',
      reason: '羊毛党',
      state: 'active',
      created_by: t.risk.username,
      expires_at: '2026-11-29 12:00:00',
      lifted_by: null,
    });
    // Searched as typed: the value is read by each kind's rule.
    expect((await list('?value=2001:DB8::7')).data.data[0].value).toBe('2001:db8::7');
    const audit = await lastAudit(t, 'risk.block.add');
    expect(audit.operator_id).toBe(t.risk.id);
    expect(audit.after).toMatchObject({ kind: 'address', reason: '羊毛党', expires_days: 7 });
  });

  it('refuses a value its kind cannot hold, with that kind’s message, and adds nothing', async () => {
    const before = await countRows(t, 'risk_blocks');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ kind: 'ip', value: '300.1.2.3' }, BLOCK_MSG.ip],
      [{ kind: 'ip', value: '203.0.113.0/24' }, BLOCK_MSG.ip],
      [{ kind: 'ip_range', value: '203.0.113.0/33' }, BLOCK_MSG.ipRange],
      [{ kind: 'ip_range', value: '203.0.113.0' }, BLOCK_MSG.ipRange],
      [{ kind: 'ip_range', value: '10.0.0.0/4' }, BLOCK_MSG.rangeTooWide],
      [{ kind: 'ip_range', value: '2001::/8' }, BLOCK_MSG.rangeTooWide],
      [{ kind: 'device', value: 'short' }, BLOCK_MSG.device],
      [{ kind: 'card', value: '6222abcd1234' }, BLOCK_MSG.card],
      [{ kind: 'card', value: '1234567' }, BLOCK_MSG.card],
      [{ kind: 'address', value: 'T000000000000000000000000000000000' }, BLOCK_MSG.address],
      [{ kind: 'ip', value: '' }, BLOCK_MSG.valueRequired],
      [{ kind: 'ip', value: '203.0.113.1', reason: '  ' }, BLOCK_MSG.reasonRequired],
      [{ kind: 'ip', value: '203.0.113.1', reason: '因'.repeat(201) }, BLOCK_MSG.reasonLength],
      [{ kind: 'ip', value: '203.0.113.1', expires_days: -1 }, BLOCK_MSG.expiry],
      [{ kind: 'phone', value: '13800000000' }, BLOCK_MSG.kind],
    ];
    for (const [body, message] of cases) {
      const res = await add(body);
      expect(res.code, JSON.stringify(body)).toBe(400);
      expect(res.message).toBe(message);
    }
    expect(await countRows(t, 'risk_blocks')).toBe(before);
  });

  it('refuses a second entry for a value already in force, lifts once, and ends by expiry', async () => {
    const first = await add({ kind: 'device', value: 'dev-twice-0001', expires_days: 1 });
    expect((await add({ kind: 'device', value: 'dev-twice-0001' })).message).toBe(BLOCK_MSG.duplicate);

    const lifted = await as('POST', `/admin/api/risk/blocks/${first.data.id}/lift`);
    expect(lifted.code).toBe(200);
    expect((await lastAudit(t, 'risk.block.lift')).before).toMatchObject({ value: 'dev-twice-0001' });
    expect((await as('POST', `/admin/api/risk/blocks/${first.data.id}/lift`)).message).toBe(
      BLOCK_MSG.notActive,
    );
    expect((await as('POST', '/admin/api/risk/blocks/999999/lift')).code).toBe(404);
    const ended = await list('?kind=device&value=dev-twice-0001&state=ended');
    expect(ended.data.data[0]).toMatchObject({ state: 'lifted', lifted_by: t.risk.username });

    // Once lifted the value may be blocked again; that entry expires after its day.
    const again = await add({ kind: 'device', value: 'dev-twice-0001', expires_days: 1 });
    expect(again.code).toBe(200);
    expect((await list('?kind=device&value=dev-twice-0001&state=active')).data.total).toBe(1);
    // Its day has passed (moved by hand: an operator's session would not outlive a day's wait).
    await t.database.db
      .updateTable('risk_blocks')
      .set({ expires_at: t.clock.now().getTime() })
      .where('id', '=', again.data.id)
      .execute();
    expect((await list('?kind=device&value=dev-twice-0001&state=active')).data.total).toBe(0);
    const rows = (await list('?kind=device&value=dev-twice-0001')).data.data;
    expect(rows.map((r: { state: string }) => r.state).sort()).toEqual(['expired', 'lifted']);
    expect((await as('POST', `/admin/api/risk/blocks/${again.data.id}/lift`)).message).toBe(
      BLOCK_MSG.notActive,
    );
  });

  it('is read with risk.read and changed with risk.write only', async () => {
    const finance = { token: t.finance.token };
    expect((await call(t.app, 'GET', '/admin/api/risk/blocks', undefined, finance)).status).toBe(403);
    const refused = await call(
      t.app,
      'POST',
      '/admin/api/risk/blocks',
      { kind: 'ip', value: '1.2.3.4', reason: 'x' },
      finance,
    );
    expect(refused.status).toBe(403);
    expect((await call(t.app, 'GET', '/admin/api/risk/blocks')).status).toBe(401);
  });
});

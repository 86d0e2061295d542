import { describe, expect, it } from 'vitest';
import {
  call,
  registerPlayer,
  roleOperatorToken,
  signInOperator,
  useTestApp,
} from '../../../test/helpers.js';
import { DAY_A, DAY_B } from '../../../test/reports-scenario.js';
import { explainReportQueries } from './reports.repository.js';
import { MAX_RANGE_DAYS, REPORT_MSG } from './reports.service.js';

/**
 * What the reports refuse and what bounds their cost: range checks, the reports permission, and
 * the indexes behind every figure. The figures themselves are in reports.figures.test.ts.
 */
const t = useTestApp(async (t) => {
  // The scenario's clock (day B, 00:10 Beijing time), so ranges are judged against the same today.
  t.clock.set(new Date('2026-11-22T16:10:00Z'));
  return signInOperator(t);
});

const get = (path: string, token = t.op) => call(t.app, 'GET', path, undefined, { token });

describe('reports limits', () => {
  it('refuses a bad range with a clear message and changes nothing', async () => {
    const reversed = await get(`/admin/api/reports/dashboard?from=${DAY_B}&to=${DAY_A}`);
    expect([reversed.code, reversed.message]).toEqual([400, REPORT_MSG.order]);
    const long = await get(`/admin/api/reports/daily?from=2025-01-01&to=${DAY_B}`);
    expect([long.code, long.message]).toEqual([400, REPORT_MSG.tooLong]);
    expect(REPORT_MSG.tooLong).toContain(String(MAX_RANGE_DAYS));
    const refused = async (query: string) => {
      const res = await get(`/admin/api/reports/dashboard?${query}`);
      return [res.code, res.message];
    };
    // 2026-02-30 is no day (Date.parse alone would read it as March 2).
    expect(await refused('from=2026-02-30')).toEqual([400, '参数格式错误：from']);
    expect(await refused('to=yesterday')).toEqual([400, '参数格式错误：to']);
    expect(await refused('sql=1')).toEqual([400, '不支持的参数：sql']);
    expect((await get('/admin/api/reports/platforms?per_page=500')).code).toBe(400);
  });

  it('is for roles with the reports permission only', async () => {
    const support = await roleOperatorToken(t, 'support');
    expect((await get('/admin/api/reports/dashboard', support.token)).code).toBe(403);
    expect((await get('/admin/api/reports/daily', support.token)).code).toBe(403);
    const finance = await roleOperatorToken(t, 'finance');
    expect((await get('/admin/api/reports/dashboard', finance.token)).code).toBe(200);
    const operations = await roleOperatorToken(t, 'operations');
    expect((await get('/admin/api/reports/platforms', operations.token)).code).toBe(200);
    const player = await registerPlayer(t.app);
    expect((await get('/admin/api/reports/dashboard', player.token)).code).toBe(401);
  });

  it.runIf(!process.env.DATABASE_URL?.startsWith('postgres'))(
    'reads every figure through an index (SQLite plans)',
    async () => {
      const plans = await explainReportQueries(t.database.db, 'sqlite', {
        fromDay: 20000,
        toDay: 20006,
        fromMs: 0,
        toMs: 1,
      });
      const text = (name: string) => plans[name]!.join(' | ');
      expect(text('ledgerDays')).toContain('USING COVERING INDEX ledger_journals_report');
      expect(text('dayPlayers')).toContain('USING COVERING INDEX ledger_journals_report');
      expect(text('firstDepositsPerDay')).toContain('ledger_journals_first_deposit');
      expect(text('newPlayersPerDay')).toContain('users_created');
      for (const name of ['betDays', 'bettorsPerDay', 'bettors'])
        expect(text(name)).toMatch(/SEARCH report_bet/);
      for (const lines of Object.values(plans))
        expect(lines.join(' ')).not.toMatch(/SCAN (ledger_journals|users|bets|report_)/);
    },
  );
});

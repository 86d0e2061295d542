import { describe, expect, it } from 'vitest';
import { hoursText, withinWindow } from './setting-kinds.js';
import {
  checkSettingChanges,
  readSettings,
  settingRefusal,
  settingsSchema,
  settingText,
  settingTexts,
} from './site-settings.js';

describe('site settings', () => {
  it('reads nothing stored as the defaults, typed and frozen', () => {
    const s = readSettings({});
    expect(s).toMatchObject({
      site_title: '金沙娱乐',
      site_state: true,
      usdt_rate: 7.2,
      withdraw_min: 10_000,
      withdraw_max: 5_000_000,
      withdraw_daily_count: 5,
      withdraw_hours: { from: 0, to: 1440 },
      withdraw_fee_trc20: 100,
      turnover_multiple: 1,
      redpacket_draw_start: 600,
      reality_check_minutes: 60,
      agent_period: 'month',
      agent_max_depth: 3,
      agent_commission_approval_threshold: 500_000,
    });
    expect(Object.isFrozen(s) && Object.isFrozen(s.withdraw_hours)).toBe(true);
    expect(settingsSchema.parse({})).toEqual({ ...s });
  });

  it('gives back the stored texts of the values', () => {
    const s = readSettings({ usdt_rate: '7.1', withdraw_hours: '22:00-02:30', turnover_multiple: '1.5' });
    expect(settingTexts(s, ['usdt_rate', 'withdraw_hours', 'turnover_multiple', 'site_state'])).toEqual({
      usdt_rate: '7.10',
      withdraw_hours: '22:00-02:30',
      turnover_multiple: '1.5',
      site_state: '1',
    });
    expect(settingText('usdt_rate', 7.1234)).toBe('7.1234');
    expect(settingText('withdraw_min', 12_345)).toBe('123.45');
    expect(hoursText(s.withdraw_hours)).toBe('22:00-02:30');
    expect([withinWindow(s.withdraw_hours, 23 * 60), withinWindow(s.withdraw_hours, 3 * 60)]).toEqual([
      true,
      false,
    ]);
  });

  it('reads a text its rule refuses as the default, but text as stored', () => {
    const s = readSettings({
      withdraw_hours: '<img src=x onerror=alert(1)>',
      agent_max_depth: '0',
      agent_period: 'year',
      index_modal: '<p>hi</p><img src=x onerror="alert(1)">',
    });
    expect(s.withdraw_hours).toEqual({ from: 0, to: 1440 });
    expect([s.agent_max_depth, s.agent_period]).toEqual([3, 'month']);
    expect(s.index_modal).toBe('<p>hi</p><img src=x onerror="alert(1)">');
  });

  it('refuses a new value with its message, and the rules between settings', () => {
    expect(settingRefusal('site_title', '  ')).toBe('请填写站点名称');
    expect(settingRefusal('site_state', '2')).toBe('站点状态只能是 0 或 1');
    expect(settingRefusal('withdraw_hours', '10:00-10:00')).toBe(
      '取款开始与结束时间不能相同（全天请填 00:00-24:00）',
    );
    expect(settingRefusal('usdt_rate', '0.5')).toBe('USDT 汇率须在 1 到 100 之间，最多 4 位小数');
    expect(settingRefusal('visit_url', 'https://example.com')).toBeNull();
    const current = readSettings({});
    expect(checkSettingChanges({ withdraw_max: '99.00' }, current)).toEqual({
      refused: '最高取款金额须高于最低取款金额',
    });
    expect(checkSettingChanges({ withdraw_min: ' 200 ', site_title: ' 金沙 ' }, current)).toEqual({
      values: { withdraw_min: 20_000, site_title: '金沙' },
      texts: { withdraw_min: '200.00', site_title: '金沙' },
    });
  });
});

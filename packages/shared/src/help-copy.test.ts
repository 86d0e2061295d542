import { describe, expect, it } from 'vitest';
import {
  fillHelpFigures,
  HELP_PATHS,
  helpHours,
  helpYuan,
  namedHelpPaths,
  type HelpFigures,
} from './help-copy.js';
import { parseSiteLink, SITE_LINKS } from './site-links.js';

const FIGURES: HelpFigures = {
  deposit_min: '100',
  deposit_min_usdt_trc20: '100',
  deposit_min_usdt_erc20: '500',
  withdraw_min: '100',
  withdraw_max: '50,000',
  withdraw_daily_count: '5',
  withdraw_hours: '全天24小时',
  withdraw_fee_usdt_trc20: '1',
  withdraw_fee_usdt_erc20: '5',
};

describe('help figures', () => {
  it('fills every known placeholder and leaves unknown names and other braces as written', () => {
    expect(fillHelpFigures('存款{deposit_min}元起，ERC20 {deposit_min_usdt_erc20} 元', FIGURES)).toBe(
      '存款100元起，ERC20 500 元',
    );
    expect(fillHelpFigures('{unknown} {deposit_min {} {constructor} {toString}', FIGURES)).toBe(
      '{unknown} {deposit_min {} {constructor} {toString}',
    );
  });

  it('passes each figure through the encoder, never the copy around it', () => {
    const hostile = { ...FIGURES, withdraw_hours: '<img src=x onerror=alert(1)>' };
    const escape = (v: string) => v.replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(fillHelpFigures('<p>取款时间：{withdraw_hours}</p>', hostile, escape)).toBe(
      '<p>取款时间：&lt;img src=x onerror=alert(1)&gt;</p>',
    );
  });

  it('says amounts and the withdrawal window as copy does', () => {
    expect(helpYuan('100.00')).toBe('100');
    expect(helpYuan('50000.00')).toBe('50,000');
    expect(helpYuan('1000.50')).toBe('1,000.50');
    expect(helpHours('00:00-24:00')).toBe('全天24小时');
    expect(helpHours('09:00-23:30')).toBe('09:00-23:30');
  });
});

describe('named ways through the site', () => {
  it('finds every 「A → B」 phrase and only those', () => {
    expect(namedHelpPaths('进入「钱包 → 存款」，点击「注册」，再到「我的 → 交易记录 → 返水记录」')).toEqual([
      '钱包 → 存款',
      '我的 → 交易记录 → 返水记录',
    ]);
  });

  it('ends every known way on a page players can be sent to', () => {
    for (const [phrase, path] of Object.entries(HELP_PATHS)) {
      expect(parseSiteLink(path), phrase).toMatchObject({ kind: 'page', path });
    }
  });
});

describe('site links', () => {
  it('knows the site pages and promotions, and nothing else', () => {
    expect(parseSiteLink('/wallet')).toEqual({ kind: 'page', path: '/wallet', label: '存款' });
    expect(parseSiteLink('/discountInfo?id=12')).toEqual({ kind: 'activity', id: 12 });
    for (const bad of [
      '',
      '/nowhere',
      'https://example.com/',
      '/discountInfo?id=0',
      '/discountInfo?id=1&x=2',
      '/wallet?x=1',
      'javascript:alert(1)',
    ]) {
      expect(parseSiteLink(bad), bad).toBeNull();
    }
    expect(new Set(SITE_LINKS.map((l) => l.path)).size).toBe(SITE_LINKS.length);
  });
});

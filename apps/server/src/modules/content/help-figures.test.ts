import { describe, expect, it } from 'vitest';
import { ARTICLE_TYPE, HELP_PATHS, namedHelpPaths, RANGE_KEYS } from '@app/shared';
import { call, callsAs, signInOperator, storeSettingByHand, useTestApp } from '../../../test/helpers.js';
import { seedArticles } from '../../seeds/seed-content.js';

/**
 * Help and about copy keeps its promises: its figures are the live settings', filled in as the
 * article is served (an operator's change shows at once), no setting can add markup to it, and
 * every way through the site it names is a known one.
 */

const t = useTestApp(async (t) => {
  await seedArticles(t.database.db, t.clock.now().getTime());
  return signInOperator(t);
});
const admin = callsAs(t, () => t.op);
const article = async (type: number) =>
  (await call<{ content: string }>(t.app, 'POST', '/api/article', { type })).data.content;
const ALL_TYPES = [1, 2, 3, 4, 5, 6, 7, 8];

describe('help figures', () => {
  it('serves the seeded copy with the site’s own figures, never a placeholder', async () => {
    expect(await article(ARTICLE_TYPE.faq)).toContain('单笔最低存款 100 元，USDT-ERC20 通道单笔最低 500 元');
    expect(await article(ARTICLE_TYPE.faq)).toContain('TRC20 1 USDT，ERC20 5 USDT');
    expect(await article(ARTICLE_TYPE.depositHelp)).toContain(
      'TRC20 协议单笔最低 100 元，ERC20 协议因链上手续费较高，单笔最低 500 元',
    );
    expect(await article(ARTICLE_TYPE.withdrawHelp)).toContain(
      '单笔最低 100 元、最高 50,000 元，每日最多 5 次，取款时间：全天24小时',
    );
    for (const type of ALL_TYPES) {
      const content = await article(type);
      expect(content, `article ${type}`).not.toMatch(/\{[a-z_]+\}/);
      expect(content, `article ${type}`).not.toMatch(/1\s*元起|零手续费|不收取任何手续费/);
    }
    expect((await call(t.app, 'POST', '/api/helpFigures', {})).data).toEqual({
      deposit_min: '100',
      deposit_min_usdt_trc20: '100',
      deposit_min_usdt_erc20: '500',
      withdraw_min: '100',
      withdraw_max: '50,000',
      withdraw_daily_count: '5',
      withdraw_hours: '全天24小时',
      withdraw_fee_usdt_trc20: '1',
      withdraw_fee_usdt_erc20: '5',
    });
  });

  it('serves the live minimum right after the operator changes it', async () => {
    for (const key of RANGE_KEYS) {
      const min = key === 'usdt-erc20' ? '800' : '150';
      expect((await admin('PUT', `/admin/api/pay-channels/${key}`, { min })).code, key).toBe(200);
    }
    const rules = (await admin('GET', '/admin/api/payment-settings')).data;
    const saved = await admin('PUT', '/admin/api/payment-settings', {
      ...rules,
      withdraw_min: '200',
      withdraw_fee_trc20: '2',
      withdraw_hours: '09:00-23:30',
    });
    expect(saved.code).toBe(200);
    expect(await article(ARTICLE_TYPE.faq)).toContain('单笔最低存款 150 元，USDT-ERC20 通道单笔最低 800 元');
    expect(await article(ARTICLE_TYPE.faq)).toContain('TRC20 2 USDT');
    expect(await article(ARTICLE_TYPE.withdrawHelp)).toContain('单笔最低 200 元');
    expect(await article(ARTICLE_TYPE.withdrawHelp)).toContain('取款时间：09:00-23:30');

    // A switched-off channel's minimum no longer counts as the site's lowest.
    await admin('PUT', '/admin/api/pay-channels/wechat', { min: '120' });
    expect(await article(ARTICLE_TYPE.faq)).toContain('单笔最低存款 120 元');
    await admin('PUT', '/admin/api/pay-channels/wechat', { enabled: 0 });
    expect(await article(ARTICLE_TYPE.faq)).toContain('单笔最低存款 150 元');
  });

  it('fills a figure as text: a setting cannot add markup to an article', async () => {
    // The settings schema refuses it; stored by hand, it reads as the default (the figures are
    // also escaped as they are filled in: help-copy.test.ts).
    const hostile = '<img src=x onerror=alert(1)>';
    await expect(t.services.settings.set({ withdraw_hours: hostile })).rejects.toThrow(
      '取款时间格式为 HH:mm-HH:mm，例如 09:00-23:00',
    );
    await storeSettingByHand(t, 'withdraw_hours', hostile);
    const content = await article(ARTICLE_TYPE.withdrawHelp);
    expect(content).toContain('取款时间：全天24小时');
    expect(content).not.toContain('<img');
    await t.services.settings.set({ withdraw_hours: '00:00-24:00' });
  });

  it('gives operators the copy as written, placeholders kept, and keeps them through a save', async () => {
    const raw = await admin('GET', `/admin/api/articles/${ARTICLE_TYPE.withdrawHelp}`);
    expect(raw.data.content).toContain('单笔最低 {withdraw_min} 元');
    expect(raw.data.title).toBe('取款帮助');
    const content = `${raw.data.content}<p>{withdraw_daily_count} 次 {not_a_figure}</p>`;
    expect((await admin('PUT', '/admin/api/articles/8', { title: '取款帮助', content })).code).toBe(200);
    expect((await admin('GET', '/admin/api/articles/8')).data.content).toContain(
      '<p>{withdraw_daily_count} 次 {not_a_figure}</p>',
    );
    expect(await article(8)).toContain('<p>5 次 {not_a_figure}</p>');
    expect((await admin('GET', '/admin/api/articles/8', undefined, 'x'.repeat(43))).status).toBe(401);
  });
});

describe('ways through the site the copy names', () => {
  it('names only ways that exist, and never 我的 → 设置 for deposit limits', async () => {
    const named = new Set<string>();
    for (const type of ALL_TYPES) for (const phrase of namedHelpPaths(await article(type))) named.add(phrase);
    expect([...named].filter((phrase) => !(phrase in HELP_PATHS))).toEqual([]);
    expect(named).toContain('我的 → 负责任博彩');
    expect(await article(ARTICLE_TYPE.responsibility)).not.toContain('我的 → 设置');
  });
});

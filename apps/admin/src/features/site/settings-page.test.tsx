import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerOperator, ok, renderConsole } from '../../test/render';
import { SiteSettingsPage } from './settings-page';

const STORED = {
  site_title: '金沙娱乐',
  site_logo: '/img/logo.svg',
  site_state: '1',
  repair_tips: '维护中',
  app_state: '1',
  ios_download_url: '',
  android_download_url: '',
  service_url: '',
  visit_url: '',
  agent_login_url: '',
  promo_image: '/img/promo-float.svg',
  promo_link: '/discount',
  risk_signal_retention_days: '180',
};

async function renderSettings() {
  answerOperator('super');
  answer('get', '/admin/api/site/settings', ok(STORED));
  const puts = answer('put', '/admin/api/site/settings', ({ body }) =>
    ok({ changed: Object.keys(body as object) }),
  );
  const view = renderConsole(<SiteSettingsPage />);
  await screen.findByDisplayValue('金沙娱乐');
  // Pasted, not typed: one input event per field keeps the test quick.
  const retype = async (label: string, text: string) => {
    await view.user.clear(screen.getByLabelText(label));
    await view.user.paste(text);
  };
  return { ...view, puts, retype };
}

// The whole settings form renders and validates in each test: slower than most screens on a busy
// machine, so it is given more than the default 15 s.
const SLOW = { timeout: 30_000 };

describe('SiteSettingsPage', () => {
  it('sends only the changed keys, trimmed', SLOW, async () => {
    const { user, retype, puts } = await renderSettings();
    await retype('站点名称', ' 金沙国际 ');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    expect(await screen.findByText('站点设置已保存')).toBeInTheDocument();
    expect(puts.map((c) => c.body)).toEqual([{ site_title: '金沙国际' }]);
  });

  it('checks each field with the shared settings schema and sends nothing refused', SLOW, async () => {
    const { user, retype, puts } = await renderSettings();
    await retype('站点名称', '<b>金沙</b>');
    await retype('维护公告', '维护中<script>alert(1)</script>');
    await retype('在线客服地址', 'javascript:alert(1)');
    await retype('访问跳转地址', '/elsewhere');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    for (const text of [
      '站点名称不能包含HTML标签或脚本',
      '维护公告不能包含HTML标签或脚本',
      '在线客服地址须为 http(s):// 开头的网址或以 / 开头的站内路径',
      '访问跳转地址须为 http:// 或 https:// 开头的完整网址',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(puts).toHaveLength(0);
  });
});

import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PlayerProtection } from '@app/shared/admin-contract';
import { answer, answerOperator, ok, renderConsole } from '../../test/render';
import { PlayerProtectionPage } from './player-protection-page';

const EXCLUSION = {
  id: 4,
  kind: 'timeout',
  duration: '7d',
  starts_at: '2026-06-01 10:00:00',
  ends_at: '2026-06-08 10:00:00',
  active: true,
} as const;
const LIMIT = {
  period: 'day',
  label: '24小时',
  limit: '1000.00',
  used: '300.00',
  remaining: '700.00',
} as const;
const PROTECTION: PlayerProtection = {
  player: { id: 7, username: 'demo888', realname: '张三', created_at: '2026-05-01', last_login_at: null },
  limits: [{ ...LIMIT, next_free_at: '2026-06-02 09:00:00', pending: null }],
  active_exclusion: EXCLUSION,
  limit_history: [
    {
      id: 1,
      period: 'day',
      amount: '1000.00',
      previous: null,
      requested_at: '2026-05-20',
      effective_at: '2026-05-20',
      state: 'active',
    },
  ],
  exclusions: [EXCLUSION],
  adult_confirmed_at: null,
  reality_check_minutes: 30,
};

async function renderPage(route: string, protection = PROTECTION) {
  answerOperator('super');
  const reads = answer('get', '/admin/api/protection/player', ok(protection));
  const view = renderConsole(
    <Routes>
      <Route path="/protection/players" element={<PlayerProtectionPage />} />
    </Routes>,
    { route },
  );
  return { ...view, reads };
}

const card = (title: string) => within(screen.getByText(title).closest('.ant-card')!);

describe('PlayerProtectionPage', () => {
  it('asks for a player first', async () => {
    const { user, reads } = await renderPage('/protection/players');
    expect(screen.getByText('输入会员ID或账号查询')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('会员ID或账号'), ' demo888 {Enter}');
    expect(
      await screen.findByText('当前无冷静期或自我排除', {}, { timeout: 100 }).catch(() => null),
    ).toBeNull();
    expect(await screen.findByText('限额变更记录')).toBeInTheDocument();
    expect(reads.map((c) => c.url.search)).toEqual(['?user=demo888']);
  });

  it('shows the exclusion in force, the limits and both histories', async () => {
    await renderPage('/protection/players?user=7');
    expect(await screen.findByText('冷静期进行中（7天）')).toBeInTheDocument();
    expect(card('会员').getByText('未确认（旧客户端注册）')).toBeInTheDocument();
    expect(card('会员').getByText('每 30 分钟')).toBeInTheDocument();
    const limits = card('存款限额（滚动窗口，按申请时间计，待支付订单计入）');
    expect(limits.getByText('¥1,000.00')).toBeInTheDocument();
    expect(limits.getByText('2026-06-02 09:00:00')).toBeInTheDocument();
    const history = card('限额变更记录');
    expect(history.getByText('不限')).toBeInTheDocument();
    expect(history.getByText('生效中')).toBeInTheDocument();
    const exclusions = card('冷静期与自我排除记录');
    expect(exclusions.getByText('冷静期')).toBeInTheDocument();
    expect(exclusions.getByText('进行中')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /pagination/i })).not.toBeInTheDocument();
  });

  it('says when nothing is in force and nothing was recorded', async () => {
    const none = { active_exclusion: null, limit_history: [], exclusions: [] };
    await renderPage('/protection/players?user=7', { ...PROTECTION, ...none });
    expect(await screen.findByText('当前无冷静期或自我排除')).toBeInTheDocument();
    expect(card('限额变更记录').getByText('未设置过限额')).toBeInTheDocument();
    expect(card('冷静期与自我排除记录').getByText('无记录')).toBeInTheDocument();
  });
});

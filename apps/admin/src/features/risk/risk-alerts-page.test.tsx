import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderListPage } from '../../test/list-page';
import { answer, ok } from '../../test/render';
import type { RiskAlertRow } from './api/risk-alerts';
import { RiskAlertsPage } from './risk-alerts-page';

const HEDGE: RiskAlertRow = {
  id: 11,
  kind: 'opposite_sides',
  kind_label: '对打（同局反向投注）',
  state: 'open',
  state_label: '待处理',
  users: [
    { id: 7, username: 'ring_a1' },
    { id: 8, username: 'ring_a2' },
  ],
  evidence: {
    where: '经典百家乐 · 局号 R-1001',
    total_stake_fen: 100_000,
    net_fen: -2_500,
    bets: [
      {
        id: 1,
        user_id: 7,
        round_no: 'R-1001',
        side: 'player',
        stake_fen: 50_000,
        win_loss_fen: -50_000,
        memo: '押闲 · 庄赢',
        bet_time: 0,
      },
      {
        id: 2,
        user_id: 8,
        round_no: 'R-1001',
        side: 'banker',
        stake_fen: 50_000,
        win_loss_fen: 47_500,
        memo: '押庄 · 庄赢',
        bet_time: 0,
      },
    ],
  },
  note: '',
  handled_by: null,
  handled_at: null,
  created_at: '2026-11-28 10:00:00',
};
const CAP: RiskAlertRow = {
  ...HEDGE,
  id: 12,
  kind: 'win_over_cap',
  kind_label: '派彩超出上限',
  users: [{ id: 9, username: 'lucky9' }],
  evidence: {
    bet_txn_id: 'R-9-B',
    platform: 'pg',
    game_code: 'dice-sicbo',
    stake_fen: 1_000,
    cap_fen: 2_000,
    paid_fen: 1_500,
    refused: 19,
    last_refused: { txn_id: 'w-20', amount_fen: 1_500 },
  },
};
const PAGE = { path: '/admin/api/risk/alerts', rows: [HEDGE, CAP], firstText: 'ring_a1' };

describe('RiskAlertsPage', () => {
  it('lists open alerts with players and score badges, and shows the evidence on expanding', async () => {
    answer('get', '/admin/api/risk/scores', ok([{ user_id: 7, score: 65, reasons: [], updated_at: null }]));
    const { user, reads } = await renderListPage(<RiskAlertsPage />, PAGE);
    expect(reads[0]!.url.search).toBe('?state=open&page=1&per_page=20');
    expect(await screen.findByText('高风险 65')).toBeInTheDocument();
    const [first] = screen.getAllByRole('button', { name: /展开行|Expand row/ });
    await user.click(first!);
    expect(await screen.findByText('押闲 · 庄赢')).toBeInTheDocument();
    expect(screen.getByText('经典百家乐 · 局号 R-1001')).toBeInTheDocument();
  });

  it('records an action only with a note, then reloads the queue', async () => {
    answer('get', '/admin/api/risk/scores', ok([]));
    const { user, reads, row } = await renderListPage(<RiskAlertsPage />, PAGE);
    const posts = answer('post', '/admin/api/risk/alerts/11/action', ok(null, '已记录处理结果'));
    await user.click(row('ring_a1').getByRole('button', { name: '处理' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确认处理' }));
    expect(await within(dialog).findByText('请填写处理说明')).toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText('请输入说明'), '已标记套利嫌疑');
    await user.click(within(dialog).getByRole('button', { name: '确认处理' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({ note: '已标记套利嫌疑' });
    await waitFor(() => expect(reads.length).toBeGreaterThan(1));
  });
});

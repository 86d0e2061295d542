import { Button, Space, Tag, Typography } from 'antd';
import { Amount } from '../../components/amount';
import { PlayerTags } from '../../components/player-tags';
import { PlayerRiskScore } from '../../components/risk-score-badge';
import type { RowPlayer } from './api/player-fields';

/**
 * The player behind an order, as a reviewer first needs them: who, any flag on the account, the
 * wallet and the turnover still owed. The name opens the full context panel.
 */
export function PlayerCell({ row, onOpen }: { row: RowPlayer; onOpen: (userId: number) => void }) {
  const owes = row.turnover_required !== '0.00';
  return (
    <Space orientation="vertical" size={2} data-testid="player-cell">
      <Space size={4} wrap>
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto' }}
          onClick={() => onOpen(row.user_id)}
        >
          {row.username}
        </Button>
        <Typography.Text type="secondary">{row.realname}</Typography.Text>
        <Tag bordered={false}>VIP{row.vip}</Tag>
        {row.isblack === 1 && <Tag color="black">黑名单</Tag>}
        {row.user_status === 0 && <Tag color="red">已禁用</Tag>}
        {row.under_age && <Tag color="red">未满18周岁</Tag>}
        <PlayerRiskScore userId={row.user_id} />
        <PlayerTags userId={row.user_id} />
      </Space>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        余额 <Amount value={row.balance} /> · 剩余打码{' '}
        <Typography.Text type={owes ? 'warning' : 'secondary'} style={{ fontSize: 12 }}>
          <Amount value={row.turnover_required} />
        </Typography.Text>
      </Typography.Text>
    </Space>
  );
}

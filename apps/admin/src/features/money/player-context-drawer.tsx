import { Alert, Button, Descriptions, Drawer, Empty, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { Amount, monoClass } from '../../components/amount';
import { platformResult, SignedAmount } from '../../components/signed-amount';
import { errorText } from '../../lib/errors';
import { PERMISSION } from '../../lib/permissions';
import { usePlayerContext, type PlayerContext } from './api/get-player-context';
import { RecentTable, recentOrderColumns, Section } from './context-sections';
import { BET_STATUS_LABEL, DEPOSIT_STATE_LABEL, WITHDRAWAL_STATE_LABEL, WITHDRAWAL_TYPE } from './labels';
import { PAYTYPE_LABEL } from './paytypes';
import { useCan } from './use-can';

type RecentDeposit = PlayerContext['recent_deposits'][number];
type RecentWithdrawal = PlayerContext['recent_withdrawals'][number];

function Flags({ c }: { c: PlayerContext }) {
  if (c.isblack === 1)
    return <Alert type="error" showIcon title="该会员在黑名单中：不能登录、进入游戏或取款。" />;
  if (c.status === 0) return <Alert type="warning" showIcon title="该会员已被禁用，不能登录。" />;
  return null;
}

function ContextBody({ c }: { c: PlayerContext }) {
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Flags c={c} />
      <Descriptions
        size="small"
        column={2}
        bordered
        items={[
          {
            key: 'name',
            label: '会员',
            children: (
              <>
                {c.username} <Typography.Text type="secondary">#{c.id}</Typography.Text>
              </>
            ),
          },
          { key: 'realname', label: '真实姓名', children: c.realname || '—' },
          { key: 'vip', label: 'VIP', children: c.vip.name },
          { key: 'created', label: '注册时间', children: c.created_at },
          { key: 'regip', label: '注册 IP', children: c.register_ip || '—' },
          { key: 'lastip', label: '最近登录 IP', children: c.last_login_ip || '—' },
          { key: 'balance', label: '中心钱包', children: <Amount value={c.balance} /> },
          { key: 'game', label: '游戏钱包', children: <Amount value={c.game_balance} /> },
          {
            key: 'turnover',
            label: '剩余打码量',
            children: (
              <Typography.Text type={c.turnover_required !== '0.00' ? 'warning' : undefined}>
                <Amount value={c.turnover_required} />
              </Typography.Text>
            ),
          },
          { key: 'pending', label: '待审取款', children: <Amount value={c.withdrawal_pending} /> },
          {
            key: 'deposits',
            label: '累计存款',
            children: (
              <>
                <Amount value={c.deposit_total} />（{c.deposit_count} 笔）
              </>
            ),
          },
          {
            key: 'withdrawals',
            label: '累计取款',
            children: (
              <>
                <Amount value={c.withdrawal_total} />（{c.withdrawal_count} 笔）
              </>
            ),
          },
        ]}
      />
      <Section title="绑定的卡片与地址">
        {c.cards.length === 0 ? (
          <Typography.Text type="secondary">未绑定</Typography.Text>
        ) : (
          <Space orientation="vertical" size={4}>
            {c.cards.map((card) => (
              <span key={card.id}>
                <Tag>{card.type_label}</Tag>
                {card.bank} · {card.bank_owner} · <span className={monoClass}>{card.bank_no}</span>
              </span>
            ))}
          </Space>
        )}
      </Section>
      <RecentTable
        title="最近存款"
        rowKey="deposit_no"
        data={c.recent_deposits}
        emptyText="暂无存款"
        columns={recentOrderColumns<RecentDeposit>(
          { title: '方式', dataIndex: 'paytype', render: (v: string) => PAYTYPE_LABEL[v] ?? v },
          DEPOSIT_STATE_LABEL,
        )}
      />
      <RecentTable
        title="最近取款"
        rowKey="order_no"
        data={c.recent_withdrawals}
        emptyText="暂无取款"
        columns={recentOrderColumns<RecentWithdrawal>(
          { title: '方式', dataIndex: 'type', render: (v: number) => WITHDRAWAL_TYPE[v]?.label ?? v },
          WITHDRAWAL_STATE_LABEL,
        )}
      />
      <RecentTable
        title="最近投注"
        rowKey="bet_id"
        data={c.recent_bets}
        emptyText="暂无投注"
        columns={[
          { title: '时间', dataIndex: 'bet_time', width: 160 },
          { title: '游戏', key: 'game', render: (_, b) => `${b.platform} · ${b.game}` },
          { title: '投注', dataIndex: 'bet', align: 'right', render: (v: string) => <Amount value={v} /> },
          {
            // The platform's sign, as everywhere in the console: positive when the site won.
            title: '平台输赢',
            dataIndex: 'win_loss',
            align: 'right',
            render: (v: string) => <SignedAmount value={platformResult(v)} />,
          },
          { title: '状态', dataIndex: 'status', render: (s: number) => BET_STATUS_LABEL[s] ?? s },
        ]}
      />
    </Space>
  );
}

/** The player behind an order: opened from a queue or history row, read with money.read. */
export function PlayerContextDrawer({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const query = usePlayerContext(userId);
  const navigate = useNavigate();
  const canOpenPlayer = useCan(PERMISSION.playersRead);
  return (
    <Drawer
      open={userId !== null}
      onClose={onClose}
      size={640}
      title={query.data ? `会员资料 · ${query.data.username}` : '会员资料'}
      extra={
        canOpenPlayer &&
        userId !== null && <Button onClick={() => navigate(`/players/${userId}`)}>查看会员详情</Button>
      }
      destroyOnHidden
    >
      {query.isPending && <Skeleton active />}
      {query.isError && (
        <Result status="warning" title="无法读取会员资料" subTitle={errorText(query.error)} />
      )}
      {query.data ? <ContextBody c={query.data} /> : !query.isPending && !query.isError && <Empty />}
    </Drawer>
  );
}

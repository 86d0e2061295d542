import { useState } from 'react';
import { App, Button, Popconfirm, Segmented, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Amount } from '../../../components/amount';
import { OrderCell } from '../../../components/order-cell';
import { Page } from '../../../components/page';
import { ReasonModal } from '../../../components/reason-modal';
import { ServerTable } from '../../../components/server-table';
import {
  getRiskWithdrawals,
  riskWithdrawalsKey,
  usePassRiskWithdrawal,
  useRefuseRiskWithdrawal,
  type RiskQueueState,
  type RiskWithdrawalRow,
} from './api/risk-withdrawals';
import { RiskScore } from '../../../components/risk-badges';
import styles from './risk-review.module.css';

const REASONS = ['关联账户重复领取优惠', '投注不足疑似套现', '对打套利嫌疑', '收款账户存在风险'];
const STATES: Array<{ label: string; value: RiskQueueState }> = [
  { label: '待审核', value: 'review' },
  { label: '已放行', value: 'passed' },
  { label: '已拒绝', value: 'refused' },
];
const TYPE_LABEL: Record<number, string> = { 0: '银行卡', 1: 'USDT', 2: 'AnToken' };

/** Every rule the request hit, with its figures. */
function Reasons({ row }: { row: RiskWithdrawalRow }) {
  return (
    <ul className={styles.reasons}>
      {row.reasons.map((r) => (
        <li key={r.code}>
          <Typography.Text strong>{r.label}</Typography.Text>
          <Typography.Text type="secondary" className={styles.detail}>
            {r.detail}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/** 风控审核: withdrawals a risk rule hit wait here before finance may pay them. */
export function RiskWithdrawalsPage() {
  const [state, setState] = useState<RiskQueueState>('review');
  const [refusing, setRefusing] = useState<RiskWithdrawalRow | null>(null);
  const pass = usePassRiskWithdrawal();
  const refuse = useRefuseRiskWithdrawal();
  const { message } = App.useApp();

  const columns: TableColumnsType<RiskWithdrawalRow> = [
    {
      title: '订单',
      dataIndex: 'order_no',
      width: 220,
      render: (_, r) => <OrderCell no={r.order_no} userId={r.user_id} createdAt={r.created_at} />,
    },
    { title: '会员', dataIndex: 'username', width: 130 },
    {
      title: '金额',
      dataIndex: 'amount',
      align: 'right',
      width: 120,
      render: (v: string, r) => (
        <Space direction="vertical" size={0} align="end">
          <Amount value={v} />
          <Typography.Text type="secondary">{TYPE_LABEL[r.type] ?? ''}</Typography.Text>
        </Space>
      ),
    },
    { title: '风险分', dataIndex: 'score', width: 110, render: (s: number) => <RiskScore score={s} /> },
    { title: '命中规则', key: 'reasons', render: (_, r) => <Reasons row={r} /> },
  ];
  if (state === 'review')
    columns.push({
      title: '操作',
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, r) =>
        r.withdrawal_state !== 1 ? (
          <Tag>财务已处理</Tag>
        ) : (
          <Space>
            <Popconfirm
              title="放行该取款？"
              description="放行后财务即可出款。"
              okText="放行"
              onConfirm={async () => {
                await pass.mutateAsync(r.id);
                message.success('已放行，等待财务出款');
              }}
            >
              <Button type="primary" size="small">
                放行
              </Button>
            </Popconfirm>
            <Button danger size="small" onClick={() => setRefusing(r)}>
              拒绝
            </Button>
          </Space>
        ),
    });
  else
    columns.push(
      { title: '处理时间', dataIndex: 'reviewed_at', width: 170 },
      { title: '备注', dataIndex: 'note', width: 180, render: (v: string) => v || '—' },
    );

  return (
    <Page
      title="风控审核"
      description="命中风控规则的取款在此等待审核：放行后进入财务出款；拒绝会驳回取款并把金额退回会员钱包（会员只看到“账户存在异常”）。"
      extra={<Segmented<RiskQueueState> options={STATES} value={state} onChange={setState} />}
    >
      <ServerTable<RiskWithdrawalRow>
        queryKey={[...riskWithdrawalsKey, state]}
        fetchPage={(page, perPage) => getRiskWithdrawals(state, page, perPage)}
        columns={columns}
        rowKey="id"
        emptyText={state === 'review' ? '暂无待风控审核的取款' : '暂无记录'}
        totalText={(total) => `共 ${total} 笔`}
        refetchInterval={30_000}
      />
      <ReasonModal
        open={refusing !== null}
        title="风控拒绝取款"
        okText="拒绝并退回"
        presets={REASONS}
        summary={
          refusing && (
            <Typography.Text>
              订单号 {refusing.order_no}，会员 {refusing.username}，金额 <Amount value={refusing.amount} />
            </Typography.Text>
          )
        }
        onSubmit={async (reason) => {
          await refuse.mutateAsync({ id: refusing!.id, reason });
          message.success('已拒绝，款项已退回玩家');
        }}
        onClose={() => setRefusing(null)}
      />
    </Page>
  );
}

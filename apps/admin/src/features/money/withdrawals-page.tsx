import { useState } from 'react';
import { App, Button, Space, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { Amount } from '../../components/amount';
import { Page } from '../../components/page';
import { ReasonModal } from '../../components/reason-modal';
import { ServerTable } from '../../components/server-table';
import {
  getPendingWithdrawals,
  pendingWithdrawalsKey,
  type WithdrawalRow,
} from './api/get-pending-withdrawals';
import { useRejectWithdrawal } from './api/post-withdrawal-review';
import { ApproveWithdrawalModal } from './approve-withdrawal-modal';
import { UsernameSearch } from '../../components/list-filters';
import { amountColumn, orderColumn, playerColumn } from './order-columns';
import { WITHDRAWAL_CSV_HEAD } from './order-csv';
import { PlayerContextDrawer } from './player-context-drawer';
import { RejectSummary } from './reject-summary';
import { RiskBadges, riskHold } from '../../components/risk-badges';
import { WithdrawalTarget } from './withdrawal-target';

const REASONS = ['收款信息有误', '账户存在风险，请联系客服', '未完成流水要求', '收款账户与实名不符'];

export function WithdrawalsPage() {
  const [username, setUsername] = useState<string | undefined>();
  const reject = useRejectWithdrawal();
  const { message } = App.useApp();
  const [approving, setApproving] = useState<WithdrawalRow | null>(null);
  const [rejecting, setRejecting] = useState<WithdrawalRow | null>(null);
  const [player, setPlayer] = useState<number | null>(null);

  const columns: TableColumnsType<WithdrawalRow> = [
    orderColumn('order_no', 220),
    playerColumn(230, setPlayer),
    amountColumn(110),
    { title: '收款信息', key: 'target', render: (_, w) => <WithdrawalTarget w={w} /> },
    { title: '风控', key: 'risk', width: 200, render: (_, w) => <RiskBadges w={w} /> },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      fixed: 'right',
      render: (_, w) => (
        <Space>
          <Tooltip title={riskHold(w.risk_state)}>
            <Button
              type="primary"
              size="small"
              disabled={riskHold(w.risk_state) !== ''}
              onClick={() => setApproving(w)}
            >
              已出款
            </Button>
          </Tooltip>
          <Button danger size="small" onClick={() => setRejecting(w)}>
            拒绝
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Page
      title="取款审核"
      description="按收款信息人工出款后确认；拒绝会把金额退回会员钱包，并通知会员原因。点击会员名查看余额、打码量与最近流水。"
      extra={<UsernameSearch width={180} onSearch={setUsername} />}
    >
      <ServerTable<WithdrawalRow>
        queryKey={[...pendingWithdrawalsKey, username ?? '']}
        fetchPage={(page, perPage) => getPendingWithdrawals({ username }, page, perPage)}
        columns={columns}
        rowKey="id"
        emptyText="暂无待审核取款"
        totalText={(total) => `共 ${total} 笔待审核`}
        refetchInterval={30_000}
        csv={{
          filename: 'pending-withdrawals',
          columns: [
            ...WITHDRAWAL_CSV_HEAD,
            { title: '收款银行/币种', value: (w) => w.bank },
            { title: '收款户名/协议', value: (w) => w.bank_owner },
            { title: '收款账号', value: (w) => w.bank_no },
            { title: '提交时间', value: (w) => w.created_at },
            { title: '风控', value: (w) => w.risk.map((r) => r.label).join('、') },
            { title: '风险分', value: (w) => String(w.risk_score) },
          ],
        }}
      />
      <ApproveWithdrawalModal key={approving?.id} w={approving} onClose={() => setApproving(null)} />
      <ReasonModal
        open={rejecting !== null}
        title="拒绝取款"
        okText="拒绝并退回"
        presets={REASONS}
        summary={
          rejecting && (
            <RejectSummary
              noLabel="订单号"
              no={rejecting.order_no}
              amount={<Amount value={rejecting.amount} />}
            />
          )
        }
        onSubmit={async (reason) => {
          await reject.mutateAsync({ id: rejecting!.id, reason });
          message.success('已拒绝，金额已退回会员钱包');
        }}
        onClose={() => setRejecting(null)}
      />
      <PlayerContextDrawer userId={player} onClose={() => setPlayer(null)} />
    </Page>
  );
}

import { useState } from 'react';
import { App, Button, Descriptions, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Amount } from '../../components/amount';
import { OrderCell } from '../../components/order-cell';
import { Page } from '../../components/page';
import { ReasonModal } from '../../components/reason-modal';
import { errorText } from '../../lib/errors';
import { usePendingWithdrawals, type PendingWithdrawal } from './api/get-pending-withdrawals';
import { useApproveWithdrawal, useRejectWithdrawal } from './api/post-withdrawal-review';
import { WithdrawalTarget } from './withdrawal-target';

const TYPE_TAG = [
  { label: '银行卡', color: 'blue' },
  { label: 'USDT', color: 'green' },
  { label: 'AnToken', color: 'purple' },
] as const;
const REASONS = ['收款信息有误', '账户存在风险，请联系客服', '未完成流水要求', '收款账户与实名不符'];

export function WithdrawalsPage() {
  const [page, setPage] = useState(1);
  const query = usePendingWithdrawals(page);
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();
  const { modal, message } = App.useApp();
  const [rejecting, setRejecting] = useState<PendingWithdrawal | null>(null);

  const confirmApprove = (w: PendingWithdrawal) =>
    modal.confirm({
      title: '确认已出款',
      content: (
        <>
          请先按收款信息向会员 <b>#{w.user_id}</b> 支付 <Amount value={w.amount} />
          {w.type !== 0 && <>（{w.receive_usdt} USDT）</>}，再确认。确认后订单记为已出款，不可撤销。
        </>
      ),
      okText: '已出款，确认',
      onOk: () =>
        approve.mutateAsync(w.id).then(
          () => message.success(`订单 ${w.order_no} 已出款`),
          (e: unknown) => message.error(errorText(e)),
        ),
    });

  const columns: TableColumnsType<PendingWithdrawal> = [
    {
      title: '订单',
      dataIndex: 'order_no',
      width: 250,
      render: (_, w) => <OrderCell no={w.order_no} userId={w.user_id} createdAt={w.created_at} />,
    },
    {
      title: '方式',
      dataIndex: 'type',
      width: 90,
      render: (v: PendingWithdrawal['type']) => (
        <Tag color={TYPE_TAG[v]?.color}>{TYPE_TAG[v]?.label ?? v}</Tag>
      ),
    },
    {
      title: '金额',
      dataIndex: 'amount',
      align: 'right',
      width: 130,
      render: (v: string) => <Amount value={v} />,
    },
    { title: '收款信息', key: 'target', render: (_, w) => <WithdrawalTarget w={w} /> },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_, w) => (
        <Space>
          <Button type="primary" size="small" onClick={() => confirmApprove(w)}>
            已出款
          </Button>
          <Button danger size="small" onClick={() => setRejecting(w)}>
            拒绝
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Page title="取款审核" description="按收款信息人工出款后确认；拒绝会把金额退回会员钱包，并通知会员原因。">
      <Table<PendingWithdrawal>
        rowKey="id"
        columns={columns}
        dataSource={query.data?.data}
        loading={query.isFetching}
        locale={{ emptyText: query.isError ? errorText(query.error) : '暂无待审核取款' }}
        pagination={{
          current: page,
          pageSize: 20,
          total: query.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 笔待审核`,
        }}
        size="middle"
      />
      <ReasonModal
        open={rejecting !== null}
        title="拒绝取款"
        okText="拒绝并退回"
        presets={REASONS}
        summary={
          rejecting && (
            <Descriptions
              size="small"
              column={2}
              style={{ marginBottom: 16 }}
              items={[
                { key: 'no', label: '订单号', children: rejecting.order_no },
                { key: 'amount', label: '金额', children: <Amount value={rejecting.amount} /> },
              ]}
            />
          )
        }
        onSubmit={async (reason) => {
          await reject.mutateAsync({ id: rejecting!.id, reason });
          message.success('已拒绝，金额已退回会员钱包');
        }}
        onClose={() => setRejecting(null)}
      />
    </Page>
  );
}

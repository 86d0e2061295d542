import { useState } from 'react';
import { App, Button, Segmented, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Amount, monoClass } from '../../components/amount';
import { Page } from '../../components/page';
import { ReasonModal } from '../../components/reason-modal';
import { ServerTable } from '../../components/server-table';
import { errorText } from '../../lib/errors';
import { groupDigits } from '../../lib/money';
import {
  getPendingDeposits,
  pendingDepositsKey,
  type DepositRow,
  type PendingDepositFilter,
} from './api/get-pending-deposits';
import { useApproveDeposit, useRejectDeposit } from './api/post-deposit-review';
import { PAYTYPE_LABEL } from './paytypes';
import { UsernameSearch } from '../../components/list-filters';
import { amountColumn, orderColumn, playerColumn } from './order-columns';
import { DEPOSIT_CSV_HEAD } from './order-csv';
import { PlayerContextDrawer } from './player-context-drawer';
import { RejectSummary } from './reject-summary';

const REASONS = ['未收到该笔款项', '存款人姓名与实名不符', '金额与到账不一致', '重复提交'];

export function DepositsPage() {
  const [filter, setFilter] = useState<PendingDepositFilter>({ paytype: 'bank' });
  const approve = useApproveDeposit();
  const reject = useRejectDeposit();
  const { modal, message } = App.useApp();
  const [rejecting, setRejecting] = useState<DepositRow | null>(null);
  const [player, setPlayer] = useState<number | null>(null);

  const confirmApprove = (d: DepositRow) =>
    modal.confirm({
      title: '确认入账',
      content: (
        <>
          确认已在收款账户查到这笔转账，并为会员 <b>{d.username}</b>（#{d.user_id}）入账{' '}
          <Amount value={d.amount} />
          ？入账后不可撤销。
        </>
      ),
      okText: '确认入账',
      onOk: () =>
        approve.mutateAsync(d.id).then(
          () => message.success(`订单 ${d.deposit_no} 已入账`),
          (e: unknown) => message.error(errorText(e)),
        ),
    });

  const columns: TableColumnsType<DepositRow> = [
    orderColumn('deposit_no', 220),
    playerColumn(230, setPlayer),
    {
      title: '方式',
      dataIndex: 'paytype',
      width: 90,
      render: (v: string) => <Tag color={v === 'bank' ? 'red' : 'default'}>{PAYTYPE_LABEL[v] ?? v}</Tag>,
    },
    amountColumn(110),
    {
      title: '付款信息',
      key: 'remitter',
      render: (_, d) =>
        d.paytype === 'bank' ? (
          <Space orientation="vertical" size={2}>
            <span>
              <b>{d.remitter_name || '—'}</b>
              {d.remitter_bank && <> · {d.remitter_bank}</>}
              {d.remitter_name && d.realname && d.remitter_name !== d.realname && (
                <Tag color="orange" style={{ marginInlineStart: 6 }}>
                  与实名不符
                </Tag>
              )}
            </span>
            <Typography.Text type="secondary" className={monoClass}>
              {d.remitter_card ? groupDigits(d.remitter_card) : '—'}
            </Typography.Text>
          </Space>
        ) : (
          <Typography.Text type="secondary">等待支付通道回调</Typography.Text>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      fixed: 'right',
      render: (_, d) =>
        d.paytype === 'bank' ? (
          <Space>
            <Button type="primary" size="small" onClick={() => confirmApprove(d)}>
              入账
            </Button>
            <Button danger size="small" onClick={() => setRejecting(d)}>
              拒绝
            </Button>
          </Space>
        ) : (
          <Tooltip title="在线支付订单由支付通道回调入账，不能人工审核">
            <Typography.Text type="secondary">无需审核</Typography.Text>
          </Tooltip>
        ),
    },
  ];

  return (
    <Page
      title="存款审核"
      description="银行转账存款需核对收款账户到账后人工入账；在线支付由通道回调自动入账。点击会员名查看余额、打码量与最近流水。"
      extra={
        <>
          <UsernameSearch width={180} onSearch={(username) => setFilter((f) => ({ ...f, username }))} />
          <Segmented<'bank' | 'all'>
            value={filter.paytype === 'bank' ? 'bank' : 'all'}
            onChange={(v) => setFilter((f) => ({ ...f, paytype: v === 'all' ? undefined : v }))}
            options={[
              { label: '银行转账', value: 'bank' },
              { label: '全部渠道', value: 'all' },
            ]}
          />
        </>
      }
    >
      <ServerTable<DepositRow>
        queryKey={[...pendingDepositsKey, filter]}
        fetchPage={(page, perPage) => getPendingDeposits(filter, page, perPage)}
        columns={columns}
        rowKey="id"
        emptyText="暂无待审核存款"
        totalText={(total) => `共 ${total} 笔待审核`}
        refetchInterval={30_000}
        csv={{
          filename: 'pending-deposits',
          columns: [
            ...DEPOSIT_CSV_HEAD,
            { title: '付款人', value: (d) => d.remitter_name },
            { title: '付款银行', value: (d) => d.remitter_bank },
            { title: '提交时间', value: (d) => d.created_at },
          ],
        }}
      />
      <ReasonModal
        open={rejecting !== null}
        title="拒绝存款"
        presets={REASONS}
        summary={
          rejecting && (
            <RejectSummary
              noLabel="订单号"
              no={rejecting.deposit_no}
              amount={<Amount value={rejecting.amount} />}
            />
          )
        }
        onSubmit={async (reason) => {
          await reject.mutateAsync({ id: rejecting!.id, reason });
          message.success('已拒绝');
        }}
        onClose={() => setRejecting(null)}
      />
      <PlayerContextDrawer userId={player} onClose={() => setPlayer(null)} />
    </Page>
  );
}

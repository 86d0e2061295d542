import { useState } from 'react';
import { App, Button, Segmented, Select, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { useMe } from '../../api/get-me';
import { Amount, monoClass } from '../../components/amount';
import { Page } from '../../components/page';
import { ReasonModal } from '../../components/reason-modal';
import { ServerTable } from '../../components/server-table';
import { errorText } from '../../lib/errors';
import { PERMISSION } from '../../lib/permissions';
import { useAdjustmentOptions } from './api/get-adjustment-options';
import {
  adjustmentListKey,
  getAdjustments,
  type AdjustmentFilter,
  type AdjustmentRow,
  type AdjustmentState,
} from './api/get-adjustments';
import { useApproveAdjustment, useRejectAdjustment } from './api/post-adjustment';
import { AdjustmentModal } from './adjustment-modal';
import { DayRangeFilter, UsernameSearch } from '../../components/list-filters';
import { PlayerContextDrawer } from './player-context-drawer';
import { RejectSummary } from './reject-summary';
import { SignedAmount } from '../../components/signed-amount';
import { useCan } from './use-can';

const STATE: Record<AdjustmentState, { label: string; color: string }> = {
  pending: { label: '待复核', color: 'gold' },
  posted: { label: '已入账', color: 'green' },
  rejected: { label: '已拒绝', color: 'red' },
};

export function AdjustmentsPage() {
  const [params, setParams] = useSearchParams();
  const prefill = params.get('username') ?? undefined;
  const [creating, setCreating] = useState(prefill !== undefined);
  const [tab, setTab] = useState<'pending' | 'all'>('pending');
  const [filter, setFilter] = useState<AdjustmentFilter>({});
  const set = (patch: Partial<AdjustmentFilter>) => setFilter((f) => ({ ...f, ...patch }));
  const [player, setPlayer] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<AdjustmentRow | null>(null);
  const { data: me } = useMe();
  const canAdjust = useCan(PERMISSION.moneyAdjust);
  const options = useAdjustmentOptions();
  const approve = useApproveAdjustment();
  const reject = useRejectAdjustment();
  const { modal, message } = App.useApp();
  const listFilter: AdjustmentFilter = tab === 'pending' ? { state: 'pending' } : filter;

  const confirmApprove = (a: AdjustmentRow) =>
    modal.confirm({
      title: '复核通过并入账',
      content: (
        <>
          为会员 <b>{a.username}</b> 调整 <SignedAmount value={a.amount} />（{a.reason_label}：{a.note}），由{' '}
          {a.requested_by_name} 提交。通过后立即入账，不可撤销。
        </>
      ),
      okText: '通过并入账',
      onOk: () =>
        approve.mutateAsync(a.id).then(
          (r) => message.success(`调整单 ${a.adjust_no} 已入账，会员当前余额 ¥${r.balance_after}`),
          (e: unknown) => message.error(errorText(e)),
        ),
    });

  const reviewActions = (a: AdjustmentRow) => {
    const own = a.requested_by === me?.id;
    const buttons = (
      <Space>
        <Button type="primary" size="small" disabled={own} onClick={() => confirmApprove(a)}>
          通过
        </Button>
        <Button danger size="small" disabled={own} onClick={() => setRejecting(a)}>
          拒绝
        </Button>
      </Space>
    );
    return own ? <Tooltip title="不能复核自己提交的调整，请由另一位操作员复核">{buttons}</Tooltip> : buttons;
  };

  const columns: TableColumnsType<AdjustmentRow> = [
    {
      title: '单号',
      dataIndex: 'adjust_no',
      width: 205,
      render: (_, a) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text copyable className={monoClass}>
            {a.adjust_no}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {a.created_at}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '会员',
      key: 'player',
      width: 120,
      render: (_, a) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setPlayer(a.user_id)}>
          {a.username}
        </Button>
      ),
    },
    {
      title: '金额',
      dataIndex: 'amount',
      align: 'right',
      width: 110,
      render: (v: string) => <SignedAmount value={v} />,
    },
    {
      title: '原因',
      key: 'reason',
      render: (_, a) => (
        <Space orientation="vertical" size={0}>
          <span>
            <Tag>{a.reason_label}</Tag>
            {a.turnover_multiple && (
              <Typography.Text type="secondary">流水 {a.turnover_multiple} 倍</Typography.Text>
            )}
          </span>
          <Typography.Text type="secondary">{a.note}</Typography.Text>
        </Space>
      ),
    },
    {
      title: tab === 'pending' ? '申请人' : '申请 / 复核',
      key: 'people',
      width: 130,
      render: (_, a) =>
        tab === 'pending' ? (
          a.requested_by_name
        ) : (
          <Space orientation="vertical" size={0}>
            <span>{a.requested_by_name}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {a.reviewed_by_name ?? (a.state === 'posted' ? '无需复核' : '待复核')}
            </Typography.Text>
          </Space>
        ),
    },
    ...(tab === 'pending'
      ? []
      : ([
          {
            title: '状态',
            dataIndex: 'state',
            width: 150,
            render: (s: AdjustmentState, a) => (
              <Space orientation="vertical" size={0}>
                <Tag color={STATE[s].color}>{STATE[s].label}</Tag>
                {a.review_note && <Typography.Text type="secondary">{a.review_note}</Typography.Text>}
                {s !== 'pending' && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {a.updated_at}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: '调整前 → 后',
            key: 'balances',
            width: 130,
            align: 'right',
            render: (_, a) =>
              a.balance_after === null ? (
                '—'
              ) : (
                <Space orientation="vertical" size={0} align="end">
                  <Typography.Text type="secondary">
                    <Amount value={a.balance_before ?? '0'} />
                  </Typography.Text>
                  <span>
                    → <Amount value={a.balance_after} />
                  </span>
                </Space>
              ),
          },
        ] as TableColumnsType<AdjustmentRow>)),
    ...(tab === 'pending' && canAdjust
      ? ([
          { title: '操作', key: 'actions', width: 150, fixed: 'right', render: (_, a) => reviewActions(a) },
        ] as TableColumnsType<AdjustmentRow>)
      : []),
  ];

  return (
    <Page
      title="余额调整"
      description={
        <>
          人工增加或扣减会员中心钱包余额，扣减不会让余额低于零。单笔超过{' '}
          {options.data ? <Amount value={options.data.threshold} /> : '复核额度'}{' '}
          需另一位有调整权限的操作员复核通过后入账；每笔调整都会通知会员并记入审计日志。
        </>
      }
      extra={
        canAdjust && (
          <Button type="primary" onClick={() => setCreating(true)}>
            新建调整
          </Button>
        )
      }
    >
      <Space style={{ marginBottom: 12 }} wrap>
        <Segmented<'pending' | 'all'>
          value={tab}
          onChange={setTab}
          options={[
            { label: '待复核', value: 'pending' },
            { label: '全部记录', value: 'all' },
          ]}
        />
        {tab === 'all' && (
          <>
            <UsernameSearch width={160} onSearch={(username) => set({ username })} />
            <Select
              allowClear
              placeholder="状态"
              style={{ width: 110 }}
              options={Object.entries(STATE).map(([value, s]) => ({ value, label: s.label }))}
              onChange={(state?: AdjustmentState) => set({ state })}
            />
            <DayRangeFilter onChange={set} />
          </>
        )}
      </Space>
      <ServerTable<AdjustmentRow>
        queryKey={[...adjustmentListKey, tab, listFilter]}
        fetchPage={(page, perPage) => getAdjustments(listFilter, page, perPage)}
        columns={columns}
        rowKey="id"
        emptyText={tab === 'pending' ? '暂无待复核的调整' : '没有符合条件的调整记录'}
        totalText={(total) => `共 ${total} 笔`}
        refetchInterval={tab === 'pending' ? 30_000 : undefined}
        csv={{
          filename: tab === 'pending' ? 'adjustments-pending' : 'adjustments',
          columns: [
            { title: '单号', value: (a) => a.adjust_no },
            { title: '会员', value: (a) => a.username },
            { title: '金额', value: (a) => a.amount },
            { title: '原因', value: (a) => a.reason_label },
            { title: '备注', value: (a) => a.note },
            { title: '流水倍数', value: (a) => a.turnover_multiple },
            { title: '状态', value: (a) => STATE[a.state].label },
            { title: '申请人', value: (a) => a.requested_by_name },
            { title: '复核人', value: (a) => a.reviewed_by_name ?? '' },
            { title: '复核意见', value: (a) => a.review_note },
            { title: '调整前余额', value: (a) => a.balance_before ?? '' },
            { title: '调整后余额', value: (a) => a.balance_after ?? '' },
            { title: '申请时间', value: (a) => a.created_at },
            { title: '处理时间', value: (a) => a.updated_at },
          ],
        }}
      />
      <AdjustmentModal
        open={creating}
        username={prefill}
        onClose={() => {
          setCreating(false);
          if (prefill) setParams({}, { replace: true });
        }}
      />
      <ReasonModal
        open={rejecting !== null}
        title="拒绝调整"
        presets={['依据不足', '金额有误', '会员信息有误']}
        summary={
          rejecting && (
            <RejectSummary
              noLabel="单号"
              no={rejecting.adjust_no}
              amount={<SignedAmount value={rejecting.amount} />}
            />
          )
        }
        onSubmit={async (reason) => {
          await reject.mutateAsync({ id: rejecting!.id, reason });
          message.success('已拒绝该调整');
        }}
        onClose={() => setRejecting(null)}
      />
      <PlayerContextDrawer userId={player} onClose={() => setPlayer(null)} />
    </Page>
  );
}

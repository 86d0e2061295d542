import { useState } from 'react';
import { App, Button, Popconfirm, Tag, Typography } from 'antd';
import { BLOCK_KIND_LABELS, BLOCK_STATE_LABELS, type BlockKind, type BlockState } from '@app/shared';
import { useMe } from '../../../api/get-me';
import { FilterSelect, TextSearch, useFilter } from '../../../components/list-filters';
import { Page } from '../../../components/page';
import { ServerTable, type ListColumn } from '../../../components/server-table';
import { errorText } from '../../../lib/errors';
import { PERMISSION, roleAllows } from '../../../lib/permissions';
import { AddBlockModal } from './add-block-modal';
import { blocksKey, getBlocks, type BlockFilter, type BlockRow } from './api/get-blocks';
import { useLiftBlock } from './api/post-block';
import { RegisterCapsCard } from './register-caps-card';

const STATE_COLOUR: Record<BlockState, string> = { active: 'red', expired: 'default', lifted: 'default' };

function LiftButton({ row }: { row: BlockRow }) {
  const lift = useLiftBlock();
  const { message } = App.useApp();
  return (
    <Popconfirm
      title="解除这条黑名单？"
      description={`${BLOCK_KIND_LABELS[row.kind]} ${row.value} 将立即恢复正常。`}
      okText="解除"
      cancelText="取消"
      onConfirm={() =>
        lift.mutateAsync(row.id).then(
          () => message.success('已解除'),
          (e) => message.error(errorText(e)),
        )
      }
    >
      <Button size="small" loading={lift.isPending}>
        解除
      </Button>
    </Popconfirm>
  );
}

function columnsFor(canEdit: boolean): ListColumn<BlockRow>[] {
  const columns: ListColumn<BlockRow>[] = [
    {
      title: '类型',
      dataIndex: 'kind',
      width: 96,
      render: (k: BlockKind) => <Tag>{BLOCK_KIND_LABELS[k]}</Tag>,
      csv: { 类型: (r) => BLOCK_KIND_LABELS[r.kind] },
    },
    {
      title: '值',
      dataIndex: 'value',
      width: 300,
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
      csv: true,
    },
    // The table is as wide as its content (ServerTable): long reasons are cut, shown whole on hover.
    { title: '原因', dataIndex: 'reason', width: 190, ellipsis: { showTitle: true }, csv: true },
    {
      title: '有效期至',
      dataIndex: 'expires_at',
      width: 150,
      render: (v: string | null) => v ?? '永久',
      csv: { 有效期至: (r) => r.expires_at ?? '永久' },
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 150,
      render: (state: BlockState, r) => (
        <>
          <Tag color={STATE_COLOUR[state]}>{BLOCK_STATE_LABELS[state]}</Tag>
          {r.lifted_at && (
            <>
              <div>{r.lifted_by} 解除</div>
              <Typography.Text type="secondary">{r.lifted_at}</Typography.Text>
            </>
          )}
        </>
      ),
      csv: { 状态: (r) => BLOCK_STATE_LABELS[r.state], 解除人: 'lifted_by', 解除时间: 'lifted_at' },
    },
    {
      title: '添加',
      dataIndex: 'created_at',
      width: 150,
      render: (at: string, r) => (
        <>
          <div>{r.created_by}</div>
          <Typography.Text type="secondary">{at}</Typography.Text>
        </>
      ),
      csv: { 添加人: 'created_by', 添加时间: 'created_at' },
    },
  ];
  if (canEdit)
    columns.push({
      title: '操作',
      key: 'actions',
      width: 76,
      render: (_: unknown, r) => (r.state === 'active' ? <LiftButton row={r} /> : null),
    });
  return columns;
}

/**
 * 风控 → 黑名单: addresses, ranges, devices, cards and wallet addresses refused at register, login,
 * deposit, bind and withdrawal, with the daily registration caps above them.
 */
export function BlocksPage() {
  const [filter, set] = useFilter<BlockFilter>();
  const [adding, setAdding] = useState(false);
  const { data: me } = useMe();
  const canEdit = roleAllows(me?.role, PERMISSION.riskWrite);

  return (
    <Page
      title="黑名单"
      description="命中生效中黑名单的 IP（含 IP 段）、设备、银行卡或钱包地址，注册、登录、充值、绑卡与提现都会被拒绝，会员只看到统一提示。添加与解除记入操作日志。"
      extra={
        <>
          <FilterSelect
            placeholder="类型"
            width={120}
            options={BLOCK_KIND_LABELS}
            onChange={(kind) => set({ kind })}
          />
          <FilterSelect
            placeholder="状态"
            width={110}
            options={{ active: '生效中', ended: '已结束' }}
            onChange={(state) => set({ state })}
          />
          <TextSearch placeholder="IP、设备号、卡号或地址" width={240} onSearch={(value) => set({ value })} />
          {canEdit && (
            <Button type="primary" danger onClick={() => setAdding(true)}>
              添加黑名单
            </Button>
          )}
        </>
      }
    >
      <RegisterCapsCard canEdit={canEdit} />
      <ServerTable<BlockRow>
        queryKey={[...blocksKey, filter]}
        fetchPage={(page, perPage) => getBlocks(filter, page, perPage)}
        columns={columnsFor(canEdit)}
        emptyText="暂无黑名单记录"
        totalText={(total) => `共 ${total} 条`}
        csv={{ filename: 'risk-blocks' }}
      />
      <AddBlockModal open={adding} onClose={() => setAdding(false)} />
    </Page>
  );
}

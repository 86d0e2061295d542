import { useState } from 'react';
import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { DayRangeFilter, FilterSelect, UsernameSearch, useFilter } from '../../components/list-filters';
import { Page } from '../../components/page';
import { ServerTable } from '../../components/server-table';
import { depositHistoryKey, getDepositHistory, type DepositHistoryFilter } from './api/get-deposit-history';
import type { DepositRow } from './api/get-pending-deposits';
import { HandledCell } from './handled-cell';
import { DEPOSIT_STATE_LABEL, ResultCell } from './labels';
import { PAYTYPE_LABEL } from './paytypes';
import { amountColumn, orderColumn, playerColumn } from './order-columns';
import { DEPOSIT_CSV_HEAD } from './order-csv';
import { PlayerContextDrawer } from './player-context-drawer';

/** Who handled it: the operator who reviewed a bank transfer, or the gateway's callback. */
const handler = (d: DepositRow) => d.reviewer ?? (d.paytype === 'bank' ? '—' : '支付通道');

export function DepositHistoryPage() {
  const [filter, set] = useFilter<DepositHistoryFilter>();
  const [player, setPlayer] = useState<number | null>(null);

  const columns: TableColumnsType<DepositRow> = [
    orderColumn('deposit_no', 220),
    playerColumn(220, setPlayer),
    {
      title: '方式',
      dataIndex: 'paytype',
      width: 90,
      render: (v: string) => <Tag>{PAYTYPE_LABEL[v] ?? v}</Tag>,
    },
    amountColumn(110),
    {
      title: '结果',
      key: 'state',
      width: 160,
      render: (_, d) => <ResultCell state={d.state} labels={DEPOSIT_STATE_LABEL} reason={d.reason} />,
    },
    {
      title: '处理',
      key: 'handled',
      width: 170,
      render: (_, d) => <HandledCell by={handler(d)} at={d.updated_at} />,
    },
  ];

  return (
    <Page
      title="存款记录"
      description="已处理的存款：人工入账、拒绝，以及支付通道回调入账或失败的订单。日期按处理时间筛选。"
      extra={
        <>
          <UsernameSearch width={160} onSearch={(username) => set({ username })} />
          <FilterSelect<2 | 3>
            placeholder="结果"
            width={110}
            options={[
              [2, '已入账'],
              [3, '已拒绝'],
            ]}
            onChange={(state) => set({ state })}
          />
          <FilterSelect
            placeholder="方式"
            width={120}
            options={PAYTYPE_LABEL}
            onChange={(paytype) => set({ paytype })}
          />
          <DayRangeFilter onChange={set} />
        </>
      }
    >
      <ServerTable<DepositRow>
        queryKey={[...depositHistoryKey, filter]}
        fetchPage={(page, perPage) => getDepositHistory(filter, page, perPage)}
        columns={columns}
        emptyText="没有符合条件的存款记录"
        totalText={(total) => `共 ${total} 笔`}
        csv={{
          filename: 'deposit-history',
          columns: [
            ...DEPOSIT_CSV_HEAD,
            { title: '结果', value: (d) => DEPOSIT_STATE_LABEL[d.state] ?? d.state },
            { title: '原因', value: (d) => d.reason },
            { title: '处理人', value: (d) => handler(d) },
            { title: '提交时间', value: (d) => d.created_at },
            { title: '处理时间', value: (d) => d.updated_at },
          ],
        }}
      />
      <PlayerContextDrawer userId={player} onClose={() => setPlayer(null)} />
    </Page>
  );
}

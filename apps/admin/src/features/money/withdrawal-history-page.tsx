import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { DayRangeFilter, FilterSelect, UsernameSearch, useFilter } from '../../components/list-filters';
import { Page } from '../../components/page';
import { ServerTable } from '../../components/server-table';
import type { WithdrawalRow } from './api/get-pending-withdrawals';
import {
  getWithdrawalHistory,
  withdrawalHistoryKey,
  type WithdrawalHistoryFilter,
} from './api/get-withdrawal-history';
import { HandledCell } from './handled-cell';
import { ResultCell, WITHDRAWAL_STATE_LABEL } from './labels';
import { amountColumn, orderColumn, playerColumn } from './order-columns';
import { WITHDRAWAL_CSV_HEAD } from './order-csv';
import { PayoutReferenceCell } from './payout-reference-cell';
import { PlayerContextDrawer } from './player-context-drawer';
import { WithdrawalTarget } from './withdrawal-target';

export function WithdrawalHistoryPage() {
  const [filter, set] = useFilter<WithdrawalHistoryFilter>();
  const [player, setPlayer] = useState<number | null>(null);

  const columns: TableColumnsType<WithdrawalRow> = [
    orderColumn('order_no', 210),
    playerColumn(210, setPlayer),
    amountColumn(100),
    { title: '收款信息', key: 'target', width: 210, render: (_, w) => <WithdrawalTarget w={w} /> },
    {
      title: '结果',
      key: 'state',
      width: 140,
      render: (_, w) => <ResultCell state={w.state} labels={WITHDRAWAL_STATE_LABEL} reason={w.reason} />,
    },
    {
      title: '出款凭证',
      key: 'payout_reference',
      width: 230,
      render: (_, w) => <PayoutReferenceCell w={w} />,
    },
    {
      title: '处理',
      key: 'handled',
      width: 160,
      render: (_, w) => <HandledCell by={w.reviewer ?? '—'} at={w.updated_at} />,
    },
  ];

  return (
    <Page
      title="取款记录"
      description="已处理的取款：已出款（附交易哈希或银行流水号，供对账），或已拒绝并退回会员钱包。日期按处理时间筛选。"
      extra={
        <>
          <UsernameSearch width={160} onSearch={(username) => set({ username })} />
          <FilterSelect<2 | 3>
            placeholder="结果"
            width={120}
            options={[
              [2, '已出款'],
              [3, '已拒绝退回'],
            ]}
            onChange={(state) => set({ state })}
          />
          <DayRangeFilter onChange={set} />
        </>
      }
    >
      <ServerTable<WithdrawalRow>
        queryKey={[...withdrawalHistoryKey, filter]}
        fetchPage={(page, perPage) => getWithdrawalHistory(filter, page, perPage)}
        columns={columns}
        emptyText="没有符合条件的取款记录"
        totalText={(total) => `共 ${total} 笔`}
        csv={{
          filename: 'withdrawal-history',
          columns: [
            ...WITHDRAWAL_CSV_HEAD,
            { title: '收款账号', value: (w) => w.bank_no },
            { title: '结果', value: (w) => WITHDRAWAL_STATE_LABEL[w.state] ?? w.state },
            { title: '原因', value: (w) => w.reason },
            { title: '出款凭证', value: (w) => w.payout_reference },
            { title: '处理人', value: (w) => w.reviewer ?? '' },
            { title: '提交时间', value: (w) => w.created_at },
            { title: '处理时间', value: (w) => w.updated_at },
          ],
        }}
      />
      <PlayerContextDrawer userId={player} onClose={() => setPlayer(null)} />
    </Page>
  );
}

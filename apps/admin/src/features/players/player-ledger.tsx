import { Space, Typography } from 'antd';
import { REASON, REASON_LABEL } from '@app/shared';
import { Amount } from '../../components/amount';
import { SignedAmount } from '../../components/signed-amount';
import { DayRangeFilter, FilterSelect, useFilter } from '../../components/list-filters';
import { ServerTable, type ListColumn } from '../../components/server-table';
import {
  getPlayerLedger,
  playerLedgerKey,
  type PlayerLedgerFilter,
  type PlayerLedgerRow,
} from './api/get-player-ledger';

/** The ledger's reason codes as the filter offers them (the generic 人工调整 is no longer written). */
const REASONS = Object.entries(REASON_LABEL).filter(([code]) => code !== REASON.adjustment);

/** Every column is exported as it is read. */
const columns: ListColumn<PlayerLedgerRow>[] = [
  { title: '时间', dataIndex: 'created_at', width: 170, csv: true },
  { title: '类型', dataIndex: 'reason_label', width: 100, csv: true },
  { title: '钱包', dataIndex: 'wallet', width: 110, csv: true },
  {
    title: '金额',
    dataIndex: 'amount',
    align: 'right',
    width: 130,
    render: (v: string) => <SignedAmount value={v} />,
    csv: true,
  },
  {
    title: '变动后余额',
    dataIndex: 'balance_after',
    align: 'right',
    width: 130,
    render: (v: string) => <Amount value={v} />,
    csv: true,
  },
  {
    title: '关联单号',
    dataIndex: 'ref_id',
    render: (ref: string) => (ref ? <Typography.Text copyable={{ text: ref }}>{ref}</Typography.Text> : '—'),
    csv: true,
  },
];

/** Every movement of the player's wallets, newest first, by day and type. */
export function PlayerLedger({ playerId, username }: { playerId: number; username: string }) {
  const [filter, set] = useFilter<PlayerLedgerFilter>();
  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <FilterSelect
          placeholder="全部类型"
          width={140}
          options={REASONS}
          onChange={(reason) => set({ reason })}
        />
        <DayRangeFilter onChange={set} />
      </Space>
      <ServerTable<PlayerLedgerRow>
        queryKey={[...playerLedgerKey(playerId), filter]}
        fetchPage={(page, perPage) => getPlayerLedger(playerId, filter, page, perPage)}
        columns={columns}
        emptyText="没有资金流水"
        totalText={(total) => `共 ${total} 条`}
        csv={{ filename: `ledger-${username}` }}
      />
    </>
  );
}

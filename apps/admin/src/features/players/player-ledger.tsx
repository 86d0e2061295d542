import { useState } from 'react';
import { DatePicker, Select, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Amount } from '../../components/amount';
import { ServerTable } from '../../components/server-table';
import {
  getPlayerLedger,
  playerLedgerKey,
  type PlayerLedgerFilter,
  type PlayerLedgerRow,
} from './api/get-player-ledger';
import styles from './players.module.css';

/** The ledger's reason codes (server: ledger/reasons.ts) as the filter offers them. */
const REASONS: [string, string][] = [
  ['deposit', '存款入账'],
  ['withdrawal_hold', '取款冻结'],
  ['withdrawal_paid', '取款出款'],
  ['withdrawal_refund', '取款退回'],
  ['transfer_in', '转入游戏'],
  ['transfer_out', '转出游戏'],
  ['transfer_refund', '转账退回'],
  ['bet', '投注'],
  ['win', '派彩'],
  ['rollback', '投注撤销'],
  ['bonus', '活动彩金'],
  ['rebate', '返水'],
  ['red_packet', '红包'],
  ['adjustment_credit', '人工增加'],
  ['adjustment_debit', '人工扣减'],
];

const columns: TableColumnsType<PlayerLedgerRow> = [
  { title: '时间', dataIndex: 'created_at', width: 170 },
  { title: '类型', dataIndex: 'reason_label', width: 100 },
  { title: '钱包', dataIndex: 'wallet', width: 110 },
  {
    title: '金额',
    dataIndex: 'amount',
    align: 'right',
    width: 130,
    render: (v: string) => (
      <span className={v.startsWith('-') ? styles.debit : styles.credit}>
        {v.startsWith('-') ? '' : '+'}
        <Amount value={v} prefix="" />
      </span>
    ),
  },
  {
    title: '变动后余额',
    dataIndex: 'balance_after',
    align: 'right',
    width: 130,
    render: (v: string) => <Amount value={v} />,
  },
  {
    title: '关联单号',
    key: 'ref',
    render: (_, e) =>
      e.ref_id ? <Typography.Text copyable={{ text: e.ref_id }}>{e.ref_id}</Typography.Text> : '—',
  },
];

/** Every movement of the player's wallets, newest first, by day and type. */
export function PlayerLedger({ playerId, username }: { playerId: number; username: string }) {
  const [filter, setFilter] = useState<PlayerLedgerFilter>({});
  const set = (patch: Partial<PlayerLedgerFilter>) => setFilter((f) => ({ ...f, ...patch }));
  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Select
          allowClear
          placeholder="全部类型"
          style={{ width: 140 }}
          options={REASONS.map(([value, label]) => ({ value, label }))}
          onChange={(reason?: string) => set({ reason })}
        />
        <DatePicker.RangePicker
          onChange={(_, [from, to]) => set({ from: from || undefined, to: to || undefined })}
        />
      </Space>
      <ServerTable<PlayerLedgerRow>
        queryKey={[...playerLedgerKey(playerId), filter]}
        fetchPage={(page, perPage) => getPlayerLedger(playerId, filter, page, perPage)}
        columns={columns}
        rowKey="id"
        emptyText="没有资金流水"
        totalText={(total) => `共 ${total} 条`}
        csv={{
          filename: `ledger-${username}`,
          columns: [
            { title: '时间', value: (e) => e.created_at },
            { title: '类型', value: (e) => e.reason_label },
            { title: '钱包', value: (e) => e.wallet },
            { title: '金额', value: (e) => e.amount },
            { title: '变动后余额', value: (e) => e.balance_after },
            { title: '关联单号', value: (e) => e.ref_id },
          ],
        }}
      />
    </>
  );
}

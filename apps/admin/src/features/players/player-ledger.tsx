import { useState } from 'react';
import { DatePicker, Select, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { REASON, REASON_LABEL } from '@app/shared';
import { Amount } from '../../components/amount';
import { ServerTable } from '../../components/server-table';
import {
  getPlayerLedger,
  playerLedgerKey,
  type PlayerLedgerFilter,
  type PlayerLedgerRow,
} from './api/get-player-ledger';
import styles from './players.module.css';

/** The ledger's reason codes as the filter offers them (the generic 人工调整 is no longer written). */
const REASONS = Object.entries(REASON_LABEL).filter(([code]) => code !== REASON.adjustment);

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

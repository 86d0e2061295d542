import { Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { RISK_EVENT_LABEL } from '@app/shared/admin-contract';
import { Link } from 'react-router';
import { ServerTable } from '../../components/server-table';
import { getPlayerSignals, playerSignalsKey, type PlayerSignalRow } from './api/get-player-signals';

const EVENT_COLOUR: Record<PlayerSignalRow['event'], string> = {
  register: 'green',
  login: 'default',
  deposit: 'blue',
  withdraw: 'orange',
  bind: 'purple',
  apply: 'cyan',
  redpacket: 'magenta',
};

/** The address and the device link to the player search, to see who else came from them. */
const searchLink = (key: 'ip' | 'device', value: string) =>
  value ? <Link to={`/players?${key}=${encodeURIComponent(value)}`}>{value}</Link> : '—';

const columns: TableColumnsType<PlayerSignalRow> = [
  { title: '时间', dataIndex: 'created_at', width: 170 },
  {
    title: '事件',
    dataIndex: 'event',
    width: 140,
    render: (e: PlayerSignalRow['event']) => (
      <Tag color={EVENT_COLOUR[e]} bordered={false}>
        {RISK_EVENT_LABEL[e]}
      </Tag>
    ),
  },
  { title: 'IP', dataIndex: 'ip', width: 170, render: (ip: string) => searchLink('ip', ip) },
  {
    title: '设备号',
    dataIndex: 'device_id',
    render: (d: string) =>
      d ? searchLink('device', d) : <Typography.Text type="secondary">未上报</Typography.Text>,
  },
];

/** Where and on which device the player registered, signed in, paid, bound and took offers (风控). */
export function PlayerSignals({ playerId, username }: { playerId: number; username: string }) {
  return (
    <ServerTable<PlayerSignalRow>
      queryKey={playerSignalsKey(playerId)}
      fetchPage={(page, perPage) => getPlayerSignals(playerId, page, perPage)}
      columns={columns}
      rowKey="id"
      emptyText="没有 IP 与设备记录"
      totalText={(total) => `共 ${total} 条`}
      csv={{
        filename: `signals-${username}`,
        columns: [
          { title: '时间', value: (s) => s.created_at },
          { title: '事件', value: (s) => RISK_EVENT_LABEL[s.event] },
          { title: 'IP', value: (s) => s.ip },
          { title: '设备号', value: (s) => s.device_id },
        ],
      }}
    />
  );
}

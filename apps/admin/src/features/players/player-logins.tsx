import { useState } from 'react';
import { DatePicker, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { ServerTable } from '../../components/server-table';
import { getPlayerLogins, playerLoginsKey, type PlayerLoginRow } from './api/get-player-logins';

const columns: TableColumnsType<PlayerLoginRow> = [
  { title: '登录时间', dataIndex: 'created_at', width: 170 },
  { title: 'IP', dataIndex: 'ip', width: 150 },
  { title: '设备（User-Agent）', dataIndex: 'user_agent', ellipsis: true },
];

/** Sign-ins (registration counts as the first), newest first. */
export function PlayerLogins({ playerId, username }: { playerId: number; username: string }) {
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker
          onChange={(_, [from, to]) => setRange({ from: from || undefined, to: to || undefined })}
        />
      </Space>
      <ServerTable<PlayerLoginRow>
        queryKey={[...playerLoginsKey(playerId), range]}
        fetchPage={(page, perPage) => getPlayerLogins(playerId, range, page, perPage)}
        columns={columns}
        rowKey="id"
        emptyText="没有登录记录"
        totalText={(total) => `共 ${total} 次`}
        csv={{
          filename: `logins-${username}`,
          columns: [
            { title: '登录时间', value: (l) => l.created_at },
            { title: 'IP', value: (l) => l.ip },
            { title: 'User-Agent', value: (l) => l.user_agent },
          ],
        }}
      />
    </>
  );
}

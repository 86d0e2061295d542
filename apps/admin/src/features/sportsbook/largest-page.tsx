import { useState } from 'react';
import { Space, Typography } from 'antd';
import { Amount, monoClass } from '../../components/amount';
import { Page } from '../../components/page';
import { ServerTable, type ListColumn } from '../../components/server-table';
import { formatEpoch } from '../../lib/format-time';
import type { SportsbookPlatform } from './api/get-events';
import { getLargest, type SportsbookTicket } from './api/get-largest';
import { pagedOnClient } from './api/client-pages';
import { sportsbookKeys } from './api/keys';
import { PLATFORM_LABEL } from './labels';
import { PlatformSwitch } from './platform-switch';

/** How many of the largest tickets the screen reads (the server's most). */
const LIMIT = 100;

const columns: ListColumn<SportsbookTicket>[] = [
  {
    title: '注单号',
    dataIndex: 'ticket_no',
    width: 240,
    render: (v: string) => (
      <Typography.Text copyable className={monoClass}>
        {v}
      </Typography.Text>
    ),
    csv: true,
  },
  {
    title: '会员',
    dataIndex: 'username',
    render: (v: string | undefined, t) => (
      <Space size={4}>
        {v || '—'}
        <Typography.Text type="secondary">#{t.player_id}</Typography.Text>
      </Space>
    ),
    csv: { 会员ID: 'player_id', 会员: 'username' },
  },
  {
    title: '投注额',
    dataIndex: 'stake',
    align: 'right',
    render: (v: string) => <Amount value={v} />,
    csv: true,
  },
  { title: '赔率', dataIndex: 'odds', align: 'right', width: 90, csv: true },
  {
    title: '可能赔付',
    dataIndex: 'potential',
    align: 'right',
    render: (v: string) => (
      <Typography.Text strong>
        <Amount value={v} />
      </Typography.Text>
    ),
    csv: true,
  },
  {
    title: '下注时间',
    dataIndex: 'placed_at',
    width: 180,
    render: formatEpoch,
    csv: (t) => formatEpoch(t.placed_at),
  },
];

/** The open tickets that would pay the most if they won: where the book's money is most at risk. */
export function LargestPage() {
  const [platform, setPlatform] = useState<SportsbookPlatform>('sb');
  const queryKey = [...sportsbookKeys.largest, platform];

  return (
    <Page
      title="大额注单"
      description="可能赔付最高的未结算注单，按可能赔付从高到低排列，每 30 秒刷新。"
      extra={<PlatformSwitch value={platform} onChange={setPlatform} />}
    >
      <ServerTable<SportsbookTicket>
        queryKey={queryKey}
        fetchPage={pagedOnClient(queryKey, () => getLargest(platform, LIMIT))}
        columns={columns}
        rowKey="ticket_no"
        emptyText="暂无未结算注单"
        totalText={(total) => `共 ${total} 张注单`}
        refetchInterval={30_000}
        csv={{ filename: `大额注单-${PLATFORM_LABEL[platform]}` }}
      />
    </Page>
  );
}

import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { AgentLinkRow } from './api/get-agent';

const COLUMNS: TableColumnsType<AgentLinkRow> = [
  { title: '生效时间', dataIndex: 'effective_from', width: 170 },
  { title: '账号', dataIndex: 'username', width: 130 },
  {
    title: '上级',
    dataIndex: 'parent',
    width: 130,
    render: (v: string) => v || <Typography.Text type="secondary">顶级</Typography.Text>,
  },
  {
    title: '来源',
    dataIndex: 'source',
    width: 120,
    // The server names the source in Chinese.
    render: (v: string) => <Tag bordered={false}>{v}</Tag>,
  },
  { title: '操作员', dataIndex: 'operator', width: 100, render: (v: string) => v || '—' },
  { title: '备注', dataIndex: 'note', render: (v: string) => v || '—' },
  { title: '记录时间', dataIndex: 'created_at', width: 170 },
];

/** The tree's history around the agent: every change of an upper agent, newest as the server orders it. */
export function AgentTreeHistory({ links }: { links: AgentLinkRow[] }) {
  return (
    <Table<AgentLinkRow>
      size="small"
      rowKey={(l) => `${l.username}-${l.effective_from}-${l.created_at}`}
      columns={COLUMNS}
      dataSource={links}
      pagination={links.length > 10 ? { pageSize: 10, size: 'small' } : false}
      locale={{ emptyText: '没有层级变更记录' }}
      scroll={{ x: 'max-content' }}
    />
  );
}

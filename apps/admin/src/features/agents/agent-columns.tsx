import { Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { ListColumn } from '../../components/server-table';
import type { AgentRow } from './api/get-agents';

/** 1 is active; 0 frozen (its console refuses it, its tree still settles). */
export function AgentStateTag({ state }: { state: number }) {
  return state === 1 ? <Tag color="green">正常</Tag> : <Tag color="red">已冻结</Tag>;
}

export const levelText = (level: number) => `第 ${level} 级`;

/** An agent as a row, in the list and among an agent's sub-agents. */
export const AGENT_COLUMNS: ListColumn<AgentRow>[] = [
  { title: 'ID', dataIndex: 'user_id', width: 70, csv: true },
  {
    title: '代理',
    dataIndex: 'username',
    width: 140,
    render: (v: string, a) => <Link to={`/agents/${a.user_id}`}>{v}</Link>,
    csv: '代理账号',
  },
  { title: '层级', dataIndex: 'level', width: 80, render: levelText, csv: true },
  {
    title: '上级代理',
    dataIndex: 'parent',
    width: 120,
    render: (v: string) => v || <Typography.Text type="secondary">顶级</Typography.Text>,
    csv: (a) => a.parent || '顶级',
  },
  { title: '佣金方案', dataIndex: 'plan_name', width: 120, csv: true },
  { title: '直属会员', dataIndex: 'direct_players', width: 80, align: 'right', csv: true },
  { title: '下级代理', dataIndex: 'sub_agents', width: 80, align: 'right', csv: true },
  {
    title: '状态',
    dataIndex: 'state',
    width: 80,
    render: (s: number) => <AgentStateTag state={s} />,
    csv: (a) => (a.state === 1 ? '正常' : '已冻结'),
  },
  { title: '成为代理时间', dataIndex: 'created_at', width: 170, csv: true },
];

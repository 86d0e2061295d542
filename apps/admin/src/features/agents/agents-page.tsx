import { useState } from 'react';
import { Button } from 'antd';
import { Link } from 'react-router';
import { TextSearch, useFilter } from '../../components/list-filters';
import { Page } from '../../components/page';
import { ServerTable, type ListColumn } from '../../components/server-table';
import { PERMISSION } from '../../lib/permissions';
import { agentListKey, getAgents, type AgentRow, type AgentsFilter } from './api/get-agents';
import { AGENT_COLUMNS } from './agent-columns';
import { MakeAgentModal } from './make-agent-modal';
import { MoveAgentModal } from './move-agent-modal';
import styles from './agents.module.css';
import { useCan } from './use-can';

const COLUMNS: ListColumn<AgentRow>[] = [
  ...AGENT_COLUMNS,
  {
    title: '操作',
    key: 'open',
    width: 70,
    fixed: 'right',
    render: (_, a) => <Link to={`/agents/${a.user_id}`}>详情</Link>,
  },
];

/** Every agent with its place in the tree; agents.write makes players agents and moves them. */
export function AgentsPage() {
  const [filter, set] = useFilter<AgentsFilter>();
  const canWrite = useCan(PERMISSION.agents);
  const [dialog, setDialog] = useState<'make' | 'move' | null>(null);

  return (
    <Page
      title="代理列表"
      description="已成为代理的会员、所在层级与上级、使用的佣金方案；点击代理查看本期预估、佣金账单与层级变更记录。"
      extra={
        canWrite && (
          <>
            <Button onClick={() => setDialog('move')}>调整上级</Button>
            <Button type="primary" onClick={() => setDialog('make')}>
              设为代理
            </Button>
          </>
        )
      }
    >
      <div className={styles.filters}>
        <TextSearch placeholder="代理账号" width={200} onSearch={(username) => set({ username })} />
      </div>
      <ServerTable<AgentRow>
        queryKey={[...agentListKey, filter]}
        fetchPage={(page, perPage) => getAgents(filter, page, perPage)}
        columns={COLUMNS}
        rowKey="user_id"
        emptyText={filter.username ? '没有符合条件的代理' : '还没有代理'}
        totalText={(total) => `共 ${total} 个代理`}
        csv={{ filename: 'agents' }}
      />
      <MakeAgentModal open={dialog === 'make'} onClose={() => setDialog(null)} />
      <MoveAgentModal open={dialog === 'move'} onClose={() => setDialog(null)} />
    </Page>
  );
}

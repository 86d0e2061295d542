import { Button, Card, Descriptions, Result, Skeleton, Table, Tabs, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { Page } from '../../components/page';
import { errorText } from '../../lib/errors';
import { useAgent, type AgentDetail } from './api/get-agent';
import type { AgentRow } from './api/get-agents';
import { AGENT_COLUMNS, AgentStateTag, levelText } from './agent-columns';
import { AgentActions } from './agent-actions';
import { AgentProjection } from './agent-projection';
import { AgentStatements } from './agent-statements';
import { AgentTreeHistory } from './agent-tree-history';
import styles from './agents.module.css';

/**
 * The agents above this one from the top down, then itself (the server lists them from the direct
 * upper agent up).
 */
function Upline({ a }: { a: AgentDetail }) {
  if (a.upline.length === 0) return <Typography.Text type="secondary">顶级代理</Typography.Text>;
  return (
    <span className={styles.chain} data-testid="agent-upline">
      {[...a.upline].reverse().map((name) => (
        <span key={name}>{name} ›</span>
      ))}
      <Typography.Text strong>{a.username}</Typography.Text>
    </span>
  );
}

function Profile({ a }: { a: AgentDetail }) {
  return (
    <Card title="代理资料" size="small">
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'id', label: '会员ID', children: <Link to={`/players/${a.user_id}`}>{a.user_id}</Link> },
          { key: 'level', label: '层级', children: levelText(a.level) },
          { key: 'upline', label: '上级链', span: 2, children: <Upline a={a} /> },
          { key: 'plan', label: '佣金方案', children: a.plan_name },
          { key: 'state', label: '状态', children: <AgentStateTag state={a.state} /> },
          { key: 'players', label: '直属会员', children: `${a.direct_players} 人` },
          { key: 'subs', label: '下级代理', children: `${a.sub_agents} 个` },
          { key: 'created', label: '成为代理时间', span: 2, children: a.created_at },
        ]}
      />
    </Card>
  );
}

/**
 * One agent: where it sits in the tree, its plan and state, this period so far, its statements
 * (the per-agent report), its sub-agents and the tree's history; agents.write changes it.
 */
export function AgentDetailPage() {
  const id = Number(useParams().id);
  const query = useAgent(id);
  const navigate = useNavigate();
  const back = <Button onClick={() => navigate('/agents')}>返回代理列表</Button>;

  if (query.isError)
    return <Result status="warning" title="无法打开该代理" subTitle={errorText(query.error)} extra={back} />;
  if (!query.data) return <Skeleton active style={{ padding: 24 }} />;
  const a = query.data;

  return (
    <Page
      title={`代理详情 · ${a.username}`}
      description={`${levelText(a.level)} · ${a.parent ? `上级 ${a.parent}` : '顶级代理'} · ${a.plan_name}`}
      extra={<AgentActions agent={a} />}
    >
      <div className={styles.cards}>
        <Profile a={a} />
        <AgentProjection agent={a} />
      </div>
      <Card size="small">
        <Tabs
          items={[
            {
              key: 'statements',
              label: `佣金账单（${a.statements.length}）`,
              children: <AgentStatements username={a.username} rows={a.statements} />,
            },
            {
              key: 'subs',
              label: `下级代理（${a.sub_agent_rows.length}）`,
              children: (
                <Table<AgentRow>
                  size="small"
                  rowKey="user_id"
                  columns={AGENT_COLUMNS.map(({ csv: _csv, ...column }) => column)}
                  dataSource={a.sub_agent_rows}
                  pagination={false}
                  locale={{ emptyText: '没有下级代理' }}
                  scroll={{ x: 'max-content' }}
                />
              ),
            },
            { key: 'links', label: '层级变更记录', children: <AgentTreeHistory links={a.links} /> },
          ]}
        />
      </Card>
    </Page>
  );
}

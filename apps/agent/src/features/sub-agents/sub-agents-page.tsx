import { PullToRefresh } from 'antd-mobile';
import type { AgentSubAgentRow } from '@app/shared/agent-contract';
import { useMe } from '../../api/get-me';
import { EmptyState, PageError, PageLoading } from '../../components/page-state';
import { LevelBadge } from '../../components/level-badge';
import { RowCard } from '../../components/row-card';
import { SignedMoney } from '../../components/signed-money';
import { useSubAgents } from './api/get-sub-agents';
import styles from './sub-agents-page.module.css';

function SubAgentCard({ agent }: { agent: AgentSubAgentRow }) {
  return (
    <RowCard
      label={agent.username}
      head={
        <>
          <span className={styles.name}>{agent.username}</span>
          <LevelBadge level={agent.level} />
          <span className={styles.since}>注册 {agent.registered_at.slice(0, 10)}</span>
        </>
      }
      figures={[
        { label: '直属会员', value: agent.direct_players },
        { label: '团队活跃', value: agent.team_active },
        { label: '团队净输赢', value: <SignedMoney value={agent.team_net} /> },
      ]}
    />
  );
}

/** 代理: the agent's sub-agents and their teams' figures this period. */
export default function SubAgentsPage() {
  const agents = useSubAgents();
  const me = useMe().data;
  if (agents.isPending) return <PageLoading />;
  if (agents.isError) return <PageError error={agents.error} onRetry={() => void agents.refetch()} />;

  const depthNote = me ? `您是${me.level}级代理，代理层级上限为${me.max_depth}级` : '';
  return (
    <PullToRefresh onRefresh={async () => void (await agents.refetch())}>
      <p className={styles.summary}>
        下级代理 {agents.data.length} 位 · 团队数据为本期累计
        {depthNote && <span className={styles.depth}>{depthNote}</span>}
      </p>
      {agents.data.length === 0 ? (
        <EmptyState
          title="暂无下级代理"
          hint={
            me?.can_open_sub_agents
              ? '在“会员”页点击“开设为下级代理”，即可把直属会员发展为下级代理'
              : '您当前的层级不能再开设下级代理'
          }
        />
      ) : (
        agents.data.map((agent) => <SubAgentCard key={agent.user_id} agent={agent} />)
      )}
    </PullToRefresh>
  );
}

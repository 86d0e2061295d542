import type { AgentPlan } from '@app/shared';
import { LinesTable } from '../../../components/lines-table';
import { SectionCard } from '../../../components/section-card';

/** The agent's commission plan: which tier pays which share of the team's net revenue. */
export function PlanCard({ plan }: { plan: AgentPlan }) {
  return (
    <SectionCard title="我的佣金方案" extra={plan.name}>
      <LinesTable<AgentPlan['tiers'][number]>
        caption={`活跃会员：本期有效投注不少于 ${plan.active_min_valid} 元`}
        empty="暂无佣金档位"
        rows={plan.tiers}
        columns={[
          { label: '团队活跃人数', cell: (tier) => `≥ ${tier.min_active}` },
          { label: '团队净输赢', cell: (tier) => `≥ ${tier.min_net}`, numeric: true },
          { label: '佣金比例', cell: (tier) => `${tier.rate}%`, numeric: true },
        ]}
      />
    </SectionCard>
  );
}

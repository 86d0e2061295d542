import type { AgentStatementDetail } from '@app/shared/agent-contract';
import { formatYuan } from '@app/shared/client';
import { LinesTable } from '../../../components/lines-table';
import { SectionCard } from '../../../components/section-card';
import { SignedMoney } from '../../../components/signed-money';

type Detail = AgentStatementDetail;
const yuan = (value: string) => formatYuan(value);

/** The statement's lines: each direct player's figures, the sub-agents' overrides, turnover by category. */
export function StatementLines({ detail }: { detail: Detail }) {
  return (
    <>
      <SectionCard title="会员明细" extra={`${detail.players.length} 位`}>
        <LinesTable<Detail['players'][number]>
          caption="直属会员本期数据"
          empty="本期没有会员数据"
          rows={detail.players}
          columns={[
            { label: '账号', cell: (p) => p.username },
            { label: '存款', cell: (p) => yuan(p.deposits), numeric: true },
            { label: '取款', cell: (p) => yuan(p.withdrawals), numeric: true },
            { label: '有效投注', cell: (p) => yuan(p.valid_bets), numeric: true },
            { label: '平台输赢', cell: (p) => <SignedMoney value={p.ggr} />, numeric: true },
            { label: '红利', cell: (p) => yuan(p.bonuses), numeric: true },
            { label: '手续费', cell: (p) => yuan(p.fees), numeric: true },
            { label: '净输赢', cell: (p) => <SignedMoney value={p.net} />, numeric: true },
          ]}
        />
      </SectionCard>
      <SectionCard title="级差佣金明细">
        <LinesTable<Detail['overrides'][number]>
          caption="下级代理团队带来的级差佣金"
          empty="本期没有级差佣金"
          rows={detail.overrides}
          columns={[
            { label: '下级代理', cell: (o) => o.username },
            { label: '佣金基数', cell: (o) => <SignedMoney value={o.base} />, numeric: true },
            { label: '级差比例', cell: (o) => `${o.rate}%`, numeric: true },
            { label: '级差佣金', cell: (o) => yuan(o.amount), numeric: true },
          ]}
        />
      </SectionCard>
      <SectionCard title="流水佣金明细">
        <LinesTable<Detail['turnover_lines'][number]>
          caption="直属会员按游戏类别的有效投注"
          empty="本期没有流水佣金"
          rows={detail.turnover_lines}
          columns={[
            { label: '游戏类别', cell: (t) => t.label },
            { label: '有效投注', cell: (t) => yuan(t.valid_bets), numeric: true },
            { label: '比例', cell: (t) => `${t.rate}%`, numeric: true },
            { label: '佣金', cell: (t) => yuan(t.amount), numeric: true },
          ]}
        />
      </SectionCard>
    </>
  );
}

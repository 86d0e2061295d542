import { List } from 'antd-mobile';
import type { AgentStatementDetail } from '@app/shared/agent-contract';
import { formatYuan } from '@app/shared/client';
import { SectionCard } from '../../../components/section-card';
import { SignedMoney } from '../../../components/signed-money';
import styles from './statement-figures.module.css';

type Detail = AgentStatementDetail;

/** How a statement is worked out, top to bottom: the players' figures, the base, the commission. */
export function StatementFigures({ detail: d }: { detail: Detail }) {
  const rows: [string, React.ReactNode][] = [
    ['直属会员 / 活跃会员', `${d.direct_players} / ${d.active_players}`],
    ['团队活跃 / 团队净输赢', <TeamNet key="team" active={d.team_active} net={d.team_net} />],
    ['存款', formatYuan(d.deposits)],
    ['取款', formatYuan(d.withdrawals)],
    ['有效投注', formatYuan(d.valid_bets)],
    ['平台输赢 (GGR)', <SignedMoney key="ggr" value={d.ggr} />],
    ['红利/返水', formatYuan(d.bonuses)],
    ['手续费', formatYuan(d.fees)],
    ['净输赢', <SignedMoney key="net" value={d.net} />],
    ['上期结转', <SignedMoney key="carry-in" value={d.carry_in} />],
    ['佣金基数', <SignedMoney key="base" value={d.base} />],
    ['佣金比例', `${d.rate}%`],
    ['佣金', formatYuan(d.revenue)],
    ['级差佣金', formatYuan(d.override)],
    ['流水佣金', formatYuan(d.turnover)],
    ['调整', <Adjust key="adjust" amount={d.adjust} reason={d.adjust_reason} />],
    ['应发佣金', <strong key="payable">{formatYuan(d.payable)}</strong>],
    ['结转下期', <SignedMoney key="carry-out" value={d.carry_out} />],
  ];
  return (
    <SectionCard title="账单明细">
      <List className={styles.list}>
        {rows.map(([label, value]) => (
          <List.Item key={label} extra={<span className={styles.value}>{value}</span>}>
            {label}
          </List.Item>
        ))}
      </List>
    </SectionCard>
  );
}

function TeamNet({ active, net }: { active: number; net: string }) {
  return (
    <>
      {active}人 / <SignedMoney value={net} />
    </>
  );
}

function Adjust({ amount, reason }: { amount: string; reason: string }) {
  return (
    <span className={styles.adjust}>
      <SignedMoney value={amount} />
      {reason && <small>{reason}</small>}
    </span>
  );
}

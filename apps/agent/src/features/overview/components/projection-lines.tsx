import type { ReactNode } from 'react';
import type { AgentPlan } from '@app/shared';
import type { AgentFigures, AgentProjection } from '@app/shared/agent-contract';
import { formatYuan } from '@app/shared/client';
import { SectionCard } from '../../../components/section-card';
import { SignedMoney } from '../../../components/signed-money';
import styles from './projection-lines.module.css';

const plus = (yuan: string) => `${Number(yuan) > 0 ? '+' : ''}${formatYuan(yuan)}`;

interface Line {
  label: string;
  value: ReactNode;
  /** A subtotal: the lines above it worked out. */
  total?: boolean;
  /** Where the figure comes from, under it. */
  notes?: string[];
}

/**
 * How the projected commission is worked out, as the period's statement will be: each "=" line
 * follows from the lines above it, using the figures shown on this page (the period's 平台输赢,
 * 红利/返水, deposits and withdrawals are those of 本期数据).
 */
export function ProjectionLines(props: {
  projection: AgentProjection;
  period: AgentFigures;
  plan?: AgentPlan;
}) {
  const { projection: p, period, plan } = props;
  const fees = plan && [
    `存款 ${formatYuan(period.deposits)} × ${plan.deposit_fee_rate}%` +
      ` + 取款 ${formatYuan(period.withdrawals)} × ${plan.withdrawal_fee_rate}%（逐位会员计，不足一分舍去）`,
  ];
  const lines: Line[] = [
    { label: '平台输赢', value: <SignedMoney value={p.ggr} /> },
    { label: '− 红利/返水', value: formatYuan(p.bonuses) },
    { label: '− 手续费', value: formatYuan(p.fees), notes: fees },
    { label: '= 净输赢', value: <SignedMoney value={p.net} />, total: true },
    { label: '+ 上期结转', value: <SignedMoney value={p.carry_in} /> },
    { label: '= 佣金基数', value: <SignedMoney value={p.base} />, total: true },
    {
      label: '× 佣金比例',
      value: `${p.rate}%`,
      notes: [`团队活跃 ${p.team_active}人 · 团队净输赢 ${plus(p.team_net)} 所达档位`],
    },
    {
      label: '= 净输赢佣金',
      value: formatYuan(p.revenue),
      total: true,
      notes: Number(p.base) > 0 ? undefined : ['佣金基数不为正，本期不计净输赢佣金，结转下期'],
    },
    {
      label: '+ 级差佣金',
      value: formatYuan(p.override),
      notes: p.overrides.map((o) => `${o.username}：${formatYuan(o.base)} × ${o.rate}%`),
    },
    {
      label: '+ 流水佣金',
      value: formatYuan(p.turnover),
      notes: p.turnover_lines.map((t) => `${t.label}：有效投注 ${formatYuan(t.valid_bets)} × ${t.rate}%`),
    },
    { label: '= 本期预计佣金', value: <strong>{formatYuan(p.commission)}</strong>, total: true },
  ];
  return (
    <SectionCard title="佣金计算" extra="与账单算法一致">
      <table className={styles.table}>
        <tbody>
          {lines.flatMap((line) => [
            <tr key={line.label} className={line.total ? styles.total : undefined}>
              <th scope="row">{line.label}</th>
              <td>{line.value}</td>
            </tr>,
            ...(line.notes ?? []).map((note) => (
              <tr key={`${line.label}:${note}`} className={styles.note}>
                <td colSpan={2}>{note}</td>
              </tr>
            )),
          ])}
        </tbody>
      </table>
    </SectionCard>
  );
}

import type { ReactNode } from 'react';
import { Tooltip } from 'antd';
import { BONUS_KINDS } from '@app/shared/admin-contract';
import { signClass, signedYuan as yuan, signOf } from '../../components/signed-amount';
import type { DayReport, ReportFigures } from './api/get-dashboard';
import styles from './reports.module.css';

const rate = (part: string, whole: string) =>
  Number(whole) > 0 ? `${((Number(part) / Number(whole)) * 100).toFixed(2)}%` : '—';

interface Kpi {
  key: string;
  label: string;
  value: (f: ReportFigures) => string;
  detail: (f: ReportFigures) => ReactNode;
  /** The figure's sign decides its colour (a result: gains red, losses green). */
  signed?: (f: ReportFigures) => string;
  hint?: (f: ReportFigures) => ReactNode;
}

/** Every kind of bonus paid in the range, by its short name: the lines add up to the card's total. */
function BonusBreakdown({ f }: { f: ReportFigures }) {
  const paid = BONUS_KINDS.filter((k) => Number(f.bonus_detail[k.key]) !== 0);
  return (
    <ul className={styles.breakdown} data-testid="bonus-breakdown">
      {paid.length === 0 ? (
        <li>无优惠发放</li>
      ) : (
        paid.map((k) => <li key={k.key}>{`${k.short} ${yuan(f.bonus_detail[k.key])}`}</li>)
      )}
    </ul>
  );
}

const KPIS: Kpi[] = [
  {
    key: 'deposit',
    label: '存款',
    value: (f) => yuan(f.deposit),
    detail: (f) => `${f.deposit_count} 笔 · ${f.depositors} 人`,
  },
  {
    key: 'withdrawal',
    label: '取款',
    value: (f) => yuan(f.withdrawal),
    detail: (f) => `${f.withdrawal_count} 笔 · 存提差 ${yuan(f.net_deposit)}`,
  },
  {
    key: 'valid_bet',
    label: '有效投注',
    value: (f) => yuan(f.valid_bet),
    detail: (f) => `投注额 ${yuan(f.bet)} · ${f.bet_count} 注`,
  },
  { key: 'payout', label: '派彩', value: (f) => yuan(f.payout), detail: () => '玩家赢回（含本金）' },
  {
    key: 'ggr',
    label: 'GGR（公司输赢）',
    value: (f) => yuan(f.ggr),
    signed: (f) => f.ggr,
    detail: (f) => `GGR率 ${rate(f.ggr, f.bet)}`,
    hint: () => 'GGR = 投注额 − 派彩（公司视角）',
  },
  {
    key: 'bonus',
    label: '优惠',
    value: (f) => yuan(f.bonus),
    detail: (f) => <BonusBreakdown f={f} />,
    hint: (f) => (
      <div className={styles.hint}>
        {BONUS_KINDS.map((k) => (
          <div key={k.key}>
            {k.label}：{yuan(f.bonus_detail[k.key])}
          </div>
        ))}
        <div>合计：{yuan(f.bonus)}</div>
        <div>人工扣款（不计入优惠）：{yuan(f.manual_debit)}</div>
      </div>
    ),
  },
  {
    key: 'net_revenue',
    label: '净营收',
    value: (f) => yuan(f.net_revenue),
    signed: (f) => f.net_revenue,
    detail: () => 'GGR − 优惠',
  },
  {
    key: 'new_players',
    label: '新注册',
    value: (f) => `${f.new_players} 人`,
    detail: () => '当期注册的会员',
  },
  {
    key: 'first_depositors',
    label: '首存人数',
    value: (f) => `${f.first_depositors} 人`,
    detail: () => '首次存款入账的会员',
  },
  {
    key: 'active_players',
    label: '活跃玩家',
    value: (f) => `${f.active_players} 人`,
    detail: () => '有已结算投注的会员（去重）',
  },
];

/** A card's figure, coloured by its sign when the sign matters. */
function Figure({ kpi, f }: { kpi: Kpi; f: ReportFigures }) {
  const value = kpi.signed?.(f);
  if (value === undefined) return <span>{kpi.value(f)}</span>;
  return (
    <span className={signClass(value)} data-sign={signOf(value)}>
      {kpi.value(f)}
    </span>
  );
}

/** The range's figures, one card each, with today's figure under every one. */
export function SummaryCards({ summary, today }: { summary: ReportFigures; today: DayReport }) {
  return (
    <div className={styles.kpis} data-testid="report-kpis">
      {KPIS.map((kpi) => {
        const card = (
          <div key={kpi.key} className={styles.kpi} data-testid={`kpi-${kpi.key}`}>
            <div className={styles.kpiLabel}>{kpi.label}</div>
            <div className={styles.kpiValue}>
              <Figure kpi={kpi} f={summary} />
            </div>
            <div className={styles.kpiDetail}>{kpi.detail(summary)}</div>
            <div className={styles.kpiToday}>
              今日 <Figure kpi={kpi} f={today} />
            </div>
          </div>
        );
        return kpi.hint ? (
          <Tooltip key={kpi.key} title={kpi.hint(summary)} placement="bottom">
            {card}
          </Tooltip>
        ) : (
          card
        );
      })}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Tooltip } from 'antd';
import { formatYuan } from '../../lib/money';
import type { DayReport, ReportFigures } from './api/get-dashboard';
import styles from './reports.module.css';

/** "-¥23.00" rather than "¥-23.00". */
const yuan = (value: string) =>
  value.startsWith('-') ? `-¥${formatYuan(value.slice(1))}` : `¥${formatYuan(value)}`;
const signed = (value: string) =>
  value.startsWith('-') ? styles.negative : Number(value) > 0 ? styles.positive : undefined;
const rate = (part: string, whole: string) =>
  Number(whole) > 0 ? `${((Number(part) / Number(whole)) * 100).toFixed(2)}%` : '—';

interface Kpi {
  key: string;
  label: string;
  value: (f: ReportFigures) => string;
  detail: (f: ReportFigures) => ReactNode;
  tone?: (f: ReportFigures) => string | undefined;
  hint?: (f: ReportFigures) => ReactNode;
}

const BONUS_LABEL: Record<keyof ReportFigures['bonus_detail'], string> = {
  activity: '活动彩金',
  vip: 'VIP晋级彩金',
  rebate: '返水',
  red_packet: '红包',
  manual_credit: '人工加款',
};

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
    tone: (f) => signed(f.ggr),
    detail: (f) => `GGR率 ${rate(f.ggr, f.bet)}`,
    hint: () => 'GGR = 投注额 − 派彩（公司视角）',
  },
  {
    key: 'bonus',
    label: '优惠',
    value: (f) => yuan(f.bonus),
    detail: (f) => `返水 ${yuan(f.bonus_detail.rebate)} · 活动 ${yuan(f.bonus_detail.activity)}`,
    hint: (f) => (
      <div className={styles.hint}>
        {Object.entries(BONUS_LABEL).map(([key, label]) => (
          <div key={key}>
            {label}：{yuan(f.bonus_detail[key as keyof ReportFigures['bonus_detail']])}
          </div>
        ))}
        <div>人工扣款（不计入优惠）：{yuan(f.manual_debit)}</div>
      </div>
    ),
  },
  {
    key: 'net_revenue',
    label: '净营收',
    value: (f) => yuan(f.net_revenue),
    tone: (f) => signed(f.net_revenue),
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

/** The range's figures, one card each, with today's figure under every one. */
export function SummaryCards({ summary, today }: { summary: ReportFigures; today: DayReport }) {
  return (
    <div className={styles.kpis} data-testid="report-kpis">
      {KPIS.map((kpi) => {
        const card = (
          <div key={kpi.key} className={styles.kpi} data-testid={`kpi-${kpi.key}`}>
            <div className={styles.kpiLabel}>{kpi.label}</div>
            <div className={`${styles.kpiValue} ${kpi.tone?.(summary) ?? ''}`}>{kpi.value(summary)}</div>
            <div className={styles.kpiDetail}>{kpi.detail(summary)}</div>
            <div className={styles.kpiToday}>
              今日 <span className={kpi.tone?.(today) ?? ''}>{kpi.value(today)}</span>
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

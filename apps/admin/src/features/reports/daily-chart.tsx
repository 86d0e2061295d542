import { useState } from 'react';
import { Card, Segmented } from 'antd';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip as ChartTooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DayReport } from './api/get-dashboard';
import { COLOR, resultColor, shortYuan, TOOLTIP_ITEM_STYLE, tooltipYuan } from './chart-format';

type View = 'funds' | 'bets' | 'players';

const VIEWS: Array<{ value: View; label: string }> = [
  { value: 'funds', label: '存取款' },
  { value: 'bets', label: '投注与营收' },
  { value: 'players', label: '玩家' },
];

/** One column (bar) or line of a view; key is the React key the chart used before. */
type Series = {
  kind: 'bar' | 'line';
  key: string;
  dataKey: string;
  name: string;
  color: string;
  /** A result: each day's point in its sign's colour (a gain red, a loss green). */
  signed?: boolean;
};

const SERIES: Record<View, Series[]> = {
  funds: [
    { kind: 'bar', key: 'd', dataKey: 'deposit', name: '存款', color: COLOR.red },
    { kind: 'bar', key: 'w', dataKey: 'withdrawal', name: '取款', color: COLOR.grey },
    { kind: 'line', key: 'n', dataKey: 'net_deposit', name: '存提差', color: COLOR.blue },
  ],
  bets: [
    { kind: 'bar', key: 'v', dataKey: 'valid_bet', name: '有效投注', color: COLOR.gold },
    { kind: 'line', key: 'g', dataKey: 'ggr', name: 'GGR', color: COLOR.gain, signed: true },
    { kind: 'line', key: 'b', dataKey: 'bonus', name: '优惠', color: COLOR.orange },
  ],
  players: [
    { kind: 'line', key: 'a', dataKey: 'active_players', name: '活跃玩家', color: COLOR.purple },
    { kind: 'line', key: 'r', dataKey: 'new_players', name: '新注册', color: COLOR.blue },
    { kind: 'line', key: 'f', dataKey: 'first_depositors', name: '首存人数', color: COLOR.red },
  ],
};

/** A result's point of a day, in its sign's colour. */
function SignedDot(props: { cx?: number; cy?: number; value?: number | null; index?: number }) {
  const { cx, cy, value, index } = props;
  if (cx === undefined || cy === undefined || value === null || value === undefined) return null;
  return (
    <circle
      key={index}
      cx={cx}
      cy={cy}
      r={3}
      fill={resultColor(value)}
      stroke="#fff"
      data-sign={value < 0 ? 'down' : 'up'}
    />
  );
}

/** Per-day trend of the range: money as columns and lines, or player counts as lines. */
export function DailyChart({ days }: { days: DayReport[] }) {
  const [view, setView] = useState<View>('funds');
  const data = days.map((d) => ({
    day: d.date.slice(5),
    deposit: Number(d.deposit),
    withdrawal: Number(d.withdrawal),
    net_deposit: Number(d.net_deposit),
    valid_bet: Number(d.valid_bet),
    ggr: Number(d.ggr),
    bonus: Number(d.bonus),
    new_players: d.new_players,
    first_depositors: d.first_depositors,
    active_players: d.active_players,
  }));
  const money = view !== 'players';

  return (
    <Card
      title="每日趋势"
      size="small"
      data-testid="daily-chart"
      extra={<Segmented<View> size="small" value={view} options={VIEWS} onChange={setView} />}
    >
      <ResponsiveContainer width="100%" height={280}>
        <ComposedChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#f0f0f0" vertical={false} />
          <XAxis
            dataKey="day"
            tick={{ fontSize: 12 }}
            tickLine={false}
            axisLine={{ stroke: '#d9d9d9' }}
            minTickGap={12}
          />
          <YAxis
            tick={{ fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            width={56}
            allowDecimals={money}
            tickFormatter={money ? shortYuan : undefined}
          />
          <ChartTooltip
            itemStyle={TOOLTIP_ITEM_STYLE}
            formatter={(value) => (money ? tooltipYuan(value) : `${String(value)} 人`)}
          />
          <Legend iconSize={10} wrapperStyle={{ fontSize: 12 }} />
          {SERIES[view].map((series) =>
            series.kind === 'bar' ? (
              <Bar
                key={series.key}
                dataKey={series.dataKey}
                name={series.name}
                fill={series.color}
                maxBarSize={28}
                isAnimationActive={false}
              />
            ) : (
              <Line
                key={series.key}
                dataKey={series.dataKey}
                name={series.name}
                stroke={series.color}
                strokeWidth={2}
                dot={series.signed ? SignedDot : false}
                isAnimationActive={false}
              />
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </Card>
  );
}

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
import { COLOR, shortYuan, tooltipYuan } from './chart-format';

type View = 'funds' | 'bets' | 'players';

const VIEWS: Array<{ value: View; label: string }> = [
  { value: 'funds', label: '存取款' },
  { value: 'bets', label: '投注与营收' },
  { value: 'players', label: '玩家' },
];

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
          <ChartTooltip formatter={(value) => (money ? tooltipYuan(value) : `${String(value)} 人`)} />
          <Legend iconSize={10} wrapperStyle={{ fontSize: 12 }} />
          {view === 'funds' && [
            <Bar
              key="d"
              dataKey="deposit"
              name="存款"
              fill={COLOR.red}
              maxBarSize={28}
              isAnimationActive={false}
            />,
            <Bar
              key="w"
              dataKey="withdrawal"
              name="取款"
              fill={COLOR.grey}
              maxBarSize={28}
              isAnimationActive={false}
            />,
            <Line
              key="n"
              dataKey="net_deposit"
              name="存提差"
              stroke={COLOR.blue}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />,
          ]}
          {view === 'bets' && [
            <Bar
              key="v"
              dataKey="valid_bet"
              name="有效投注"
              fill={COLOR.gold}
              maxBarSize={28}
              isAnimationActive={false}
            />,
            <Line
              key="g"
              dataKey="ggr"
              name="GGR"
              stroke={COLOR.green}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />,
            <Line
              key="b"
              dataKey="bonus"
              name="优惠"
              stroke={COLOR.orange}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />,
          ]}
          {view === 'players' && [
            <Line
              key="a"
              dataKey="active_players"
              name="活跃玩家"
              stroke={COLOR.green}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />,
            <Line
              key="r"
              dataKey="new_players"
              name="新注册"
              stroke={COLOR.blue}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />,
            <Line
              key="f"
              dataKey="first_depositors"
              name="首存人数"
              stroke={COLOR.red}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />,
          ]}
        </ComposedChart>
      </ResponsiveContainer>
    </Card>
  );
}

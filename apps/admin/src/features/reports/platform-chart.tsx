import { Card, Empty } from 'antd';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Rectangle,
  ResponsiveContainer,
  type BarShapeProps,
  Tooltip as ChartTooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { PlatformReport } from './api/get-dashboard';
import { COLOR, resultColor, shortYuan, TOOLTIP_ITEM_STYLE, tooltipYuan } from './chart-format';

/** A platform's GGR bar in its sign's colour: a gain red, a loss green. */
const ggrBar = (props: BarShapeProps) => (
  <Rectangle {...props} fill={resultColor(Number((props.payload as { ggr?: number } | undefined)?.ggr))} />
);

/** Valid bets and GGR of each game platform over the range, largest first. */
export function PlatformChart({ platforms }: { platforms: PlatformReport[] }) {
  const data = platforms.map((p) => ({ name: p.name, valid_bet: Number(p.valid_bet), ggr: Number(p.ggr) }));
  return (
    <Card title="平台分布" size="small" data-testid="platform-chart">
      {data.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="所选范围内没有已结算的投注"
          style={{ height: 248, paddingTop: 60 }}
        />
      ) : (
        <ResponsiveContainer width="100%" height={280}>
          <BarChart
            data={data}
            layout="vertical"
            margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
            barGap={2}
          >
            <CartesianGrid stroke="#f0f0f0" horizontal={false} />
            <XAxis
              type="number"
              tick={{ fontSize: 12 }}
              tickLine={false}
              axisLine={false}
              tickFormatter={shortYuan}
            />
            <YAxis
              type="category"
              dataKey="name"
              tick={{ fontSize: 12 }}
              tickLine={false}
              axisLine={{ stroke: '#d9d9d9' }}
              width={84}
            />
            <ChartTooltip itemStyle={TOOLTIP_ITEM_STYLE} formatter={(value) => tooltipYuan(value)} />
            <Legend iconSize={10} wrapperStyle={{ fontSize: 12 }} />
            <Bar
              dataKey="valid_bet"
              name="有效投注"
              fill={COLOR.gold}
              maxBarSize={16}
              isAnimationActive={false}
            />
            <Bar
              dataKey="ggr"
              name="GGR"
              fill={COLOR.gain}
              shape={ggrBar}
              maxBarSize={16}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      )}
    </Card>
  );
}

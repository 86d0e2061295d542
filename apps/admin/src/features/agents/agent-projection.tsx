import { Card, Descriptions, Typography } from 'antd';
import { Amount } from '../../components/amount';
import { signedYuan } from '../../components/signed-amount';
import type { AgentDetail } from './api/get-agent';
import { percentText } from './plan-columns';
import { NetYuan } from './statement-labels';

/**
 * This period so far, as the agent's console shows it: what would be paid if it closed now, worked
 * out line by line as the statement will be (净输赢 = 平台输赢 − 红利 − 手续费; 计佣基数 = 净输赢 +
 * 上期结转; 佣金 = 基数 × 比例 + 级差 + 流水).
 */
export function AgentProjection({ agent }: { agent: AgentDetail }) {
  const p = agent.projected;
  const teamNet = signedYuan(p.team_net, { plus: true });
  const money = (key: string, label: string, value: string) => ({
    key,
    label,
    children: <Amount value={value} />,
  });
  const net = (key: string, label: string, value: string) => ({
    key,
    label,
    children: <NetYuan value={value} />,
  });
  return (
    <Card title="本期预估" size="small" extra="截至目前，以结算账单为准">
      <Descriptions
        size="small"
        column={1}
        bordered
        styles={{ label: { width: 150 }, content: { textAlign: 'right' } }}
        items={[
          net('ggr', '平台输赢', p.ggr),
          money('bonuses', '− 红利返水红包', p.bonuses),
          money('fees', '− 手续费分摊', p.fees),
          net('net', '= 净输赢', p.net),
          net('carry_in', '+ 上期结转', p.carry_in),
          net('base', '= 计佣基数', p.base),
          {
            key: 'rate',
            label: '× 佣金比例',
            children: `${percentText(p.rate)}（团队活跃 ${p.team_active} 人 · 团队净输赢 ${teamNet}）`,
          },
          money('revenue', '= 净输赢佣金', p.revenue),
          money('override', '+ 级差佣金', p.override),
          money('turnover', '+ 流水佣金', p.turnover),
          {
            key: 'commission',
            label: '= 预估佣金',
            children: (
              <Typography.Text strong>
                <Amount value={p.commission} />
              </Typography.Text>
            ),
          },
        ]}
      />
    </Card>
  );
}

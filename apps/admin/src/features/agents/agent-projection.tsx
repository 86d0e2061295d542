import { Card, Col, Row, Statistic } from 'antd';
import { formatYuan } from '../../lib/money';
import type { AgentDetail } from './api/get-agent';
import { percentText } from './plan-columns';

/** This period so far, as the agent's console shows it: what would be paid if it closed now. */
export function AgentProjection({ agent }: { agent: AgentDetail }) {
  const p = agent.projected;
  const negative = (v: string) => (Number(v) < 0 ? { color: '#cf1322' } : undefined);
  return (
    <Card title="本期预估" size="small" extra="截至目前，以结算账单为准">
      <Row gutter={16}>
        <Col span={8}>
          <Statistic title="预估佣金" prefix="¥" value={formatYuan(p.commission)} />
        </Col>
        <Col span={8}>
          <Statistic title="适用比例" value={percentText(p.rate)} />
        </Col>
        <Col span={8}>
          <Statistic title="团队活跃会员" value={p.team_active} suffix="人" />
        </Col>
        <Col span={12} style={{ marginTop: 16 }}>
          <Statistic
            title="团队净输赢"
            prefix="¥"
            value={formatYuan(p.team_net)}
            styles={{ content: negative(p.team_net) }}
          />
        </Col>
        <Col span={12} style={{ marginTop: 16 }}>
          <Statistic
            title="上期结转"
            prefix="¥"
            value={formatYuan(p.carry_in)}
            styles={{ content: negative(p.carry_in) }}
          />
        </Col>
      </Row>
    </Card>
  );
}

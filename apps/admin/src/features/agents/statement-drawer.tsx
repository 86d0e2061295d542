import { Alert, Descriptions, Drawer, Result, Skeleton, Space, Typography } from 'antd';
import { Amount } from '../../components/amount';
import { errorText } from '../../lib/errors';
import { useAgentStatement, type AgentStatementAdminDetail } from './api/get-agent-statement';
import { percentText } from './plan-columns';
import { StatementActions } from './statement-actions';
import { NetYuan, SignedYuan, StatementStateTag } from './statement-labels';
import { StatementLines } from './statement-lines';

const money = (key: string, label: string, value: string) => ({
  key,
  label,
  children: <Amount value={value} />,
});

/** The figures from the players' records to what is paid, in the order the commission is worked out. */
function Figures({ s }: { s: AgentStatementAdminDetail }) {
  return (
    <Descriptions
      size="small"
      column={3}
      bordered
      items={[
        {
          key: 'state',
          label: '状态',
          children: <StatementStateTag state={s.state} needsSecond={s.needs_second} />,
        },
        { key: 'level', label: '代理层级', children: `第 ${s.level} 级` },
        {
          key: 'players',
          label: '直属 / 活跃会员',
          children: `${s.direct_players} / ${s.active_players} 人`,
        },
        money('deposits', '存款', s.deposits),
        money('withdrawals', '取款', s.withdrawals),
        money('valid', '有效投注', s.valid_bets),
        { key: 'ggr', label: '平台输赢（GGR）', children: <NetYuan value={s.ggr} /> },
        money('bonuses', '红利返水红包', s.bonuses),
        money('fees', '手续费分摊', s.fees),
        { key: 'net', label: '本期净输赢', children: <NetYuan value={s.net} /> },
        { key: 'carry_in', label: '上期结转', children: <NetYuan value={s.carry_in} /> },
        { key: 'base', label: '计佣基数', children: <NetYuan value={s.base} /> },
        {
          key: 'team',
          label: '团队活跃 / 净输赢',
          children: (
            <>
              {s.team_active} 人 / <NetYuan value={s.team_net} />
            </>
          ),
        },
        { key: 'rate', label: '佣金比例', children: percentText(s.rate) },
        { key: 'carry_out', label: '结转下期', children: <NetYuan value={s.carry_out} /> },
        money('revenue', '净输赢佣金', s.revenue),
        money('override', '级差佣金', s.override),
        money('turnover', '流水佣金', s.turnover),
        money('computed', '计算佣金', s.computed),
        { key: 'adjust', label: '调整', children: <SignedYuan value={s.adjust} /> },
        {
          key: 'payable',
          label: '应发佣金',
          children: (
            <Typography.Text strong>
              <Amount value={s.payable} />
            </Typography.Text>
          ),
        },
        { key: 'approved', label: '审核人', children: s.approved_by || '—' },
        { key: 'paid_at', label: '发放时间', span: 2, children: s.paid_at || '—' },
      ]}
    />
  );
}

function Notes({ s }: { s: AgentStatementAdminDetail }) {
  return (
    <>
      {s.state === 'held' && s.hold_reason && (
        <Alert type="warning" showIcon title={`暂缓原因：${s.hold_reason}`} />
      )}
      {s.state === 'second' && (
        <Alert
          type="info"
          showIcon
          title={`由 ${s.approved_by || '—'} 审核通过，金额超过复核额度，需另一位操作员复核发放。`}
        />
      )}
      {s.adjust_reason && <Alert type="info" title={`调整原因：${s.adjust_reason}`} />}
    </>
  );
}

/** One statement opened from the queue: every figure and line, and finance's actions. */
export function StatementDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const query = useAgentStatement(id);
  const s = query.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={880}
      title={s ? `佣金账单 #${s.id} · ${s.username} · ${s.period}` : '佣金账单'}
      extra={s && <StatementActions s={s} size="middle" />}
      destroyOnHidden
    >
      {query.isPending && <Skeleton active />}
      {query.isError && <Result status="warning" title="无法读取账单" subTitle={errorText(query.error)} />}
      {s && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Notes s={s} />
          <Figures s={s} />
          <StatementLines s={s} />
        </Space>
      )}
    </Drawer>
  );
}

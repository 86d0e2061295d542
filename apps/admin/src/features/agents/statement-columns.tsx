import type { ReactNode } from 'react';
import { Button, Space, Tooltip, Typography } from 'antd';
import { STATEMENT_STATES, type StatementState } from '@app/shared';
import { Amount } from '../../components/amount';
import type { ListColumn } from '../../components/server-table';
import type { AgentStatementAdminRow } from './api/get-agent-statements';
import { percentText } from './plan-columns';
import { NetYuan, SignedYuan, StatementStateTag } from './statement-labels';

type Row = AgentStatementAdminRow;
const Secondary = ({ children }: { children: ReactNode }) => (
  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
    {children}
  </Typography.Text>
);
const stateText = (s: Row) => STATEMENT_STATES[s.state as StatementState] ?? s.state_text;

/**
 * The queue's columns (the actions column is the page's); `open` shows a statement's detail. An
 * agent's own report leaves out the agent.
 */
export function statementColumns(open: (id: number) => void, { withAgent = true } = {}): ListColumn<Row>[] {
  const agent: ListColumn<Row> = {
    title: '代理',
    dataIndex: 'username',
    width: 120,
    render: (v: string, s) => (
      <Space orientation="vertical" size={0}>
        <span>{v}</span>
        <Secondary>第 {s.level} 级</Secondary>
      </Space>
    ),
    csv: { 代理: 'username', 层级: 'level' },
  };
  return [
    {
      title: '账单',
      dataIndex: 'id',
      width: 100,
      render: (id: number, s) => (
        <Space orientation="vertical" size={0}>
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(id)}>
            #{id}
          </Button>
          <Secondary>{s.period}</Secondary>
        </Space>
      ),
      csv: { 账单ID: 'id', 周期: 'period' },
    },
    ...(withAgent ? [agent] : []),
    {
      title: '直属 / 活跃',
      key: 'players',
      width: 90,
      align: 'right',
      render: (_, s) => `${s.direct_players} / ${s.active_players}`,
      csv: { 直属会员: 'direct_players', 活跃会员: 'active_players' },
    },
    {
      title: '净输赢 / 比例',
      dataIndex: 'net',
      width: 120,
      align: 'right',
      render: (v: string, s) => (
        <Space orientation="vertical" size={0}>
          <NetYuan value={v} />
          <Secondary>{percentText(s.rate)}</Secondary>
        </Space>
      ),
      csv: { 净输赢: 'net', '比例%': 'rate' },
    },
    {
      title: '计算 / 调整',
      dataIndex: 'computed',
      width: 120,
      align: 'right',
      render: (v: string, s) => (
        <Space orientation="vertical" size={0}>
          <Amount value={v} />
          {Number(s.adjust) !== 0 && (
            <Tooltip title={s.adjust_reason || undefined}>
              <span style={{ fontSize: 12 }}>
                调整 <SignedYuan value={s.adjust} />
              </span>
            </Tooltip>
          )}
        </Space>
      ),
      csv: { 计算佣金: 'computed', 调整: 'adjust', 调整原因: 'adjust_reason' },
    },
    {
      title: '应发佣金',
      dataIndex: 'payable',
      width: 110,
      align: 'right',
      render: (v: string) => (
        <Typography.Text strong>
          <Amount value={v} />
        </Typography.Text>
      ),
      csv: true,
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 140,
      render: (state: string, s) => (
        <Space orientation="vertical" size={0}>
          <StatementStateTag state={state} needsSecond={s.needs_second} />
          {s.approved_by && <Secondary>审核 {s.approved_by}</Secondary>}
          {s.state === 'held' && s.hold_reason && <Secondary>{s.hold_reason}</Secondary>}
        </Space>
      ),
      csv: { 状态: stateText, 审核人: 'approved_by', 暂缓原因: 'hold_reason' },
    },
  ];
}

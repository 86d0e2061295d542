import type { ReactNode } from 'react';
import { Table, Typography, type TableColumnsType } from 'antd';
import { Amount } from '../../components/amount';
import type { AgentStatementAdminDetail } from './api/get-agent-statement';
import { percentText } from './plan-columns';
import { NetYuan } from './statement-labels';
import styles from './agents.module.css';

type Detail = AgentStatementAdminDetail;
const yuan = (title: string, dataIndex: string) => ({
  title,
  dataIndex,
  align: 'right' as const,
  render: (v: string) => <Amount value={v} />,
});

const PLAYER_COLUMNS: TableColumnsType<Detail['players'][number]> = [
  { title: '会员', dataIndex: 'username', fixed: 'left' },
  yuan('存款', 'deposits'),
  yuan('取款', 'withdrawals'),
  yuan('有效投注', 'valid_bets'),
  { title: '平台输赢', dataIndex: 'ggr', align: 'right', render: (v: string) => <NetYuan value={v} /> },
  yuan('红利返水', 'bonuses'),
  yuan('手续费', 'fees'),
  { title: '净输赢', dataIndex: 'net', align: 'right', render: (v: string) => <NetYuan value={v} /> },
];

const OVERRIDE_COLUMNS: TableColumnsType<Detail['overrides'][number]> = [
  { title: '下级代理', dataIndex: 'username' },
  yuan('计佣基数', 'base'),
  { title: '级差比例', dataIndex: 'rate', align: 'right', render: (v: string) => percentText(v) },
  yuan('级差佣金', 'amount'),
];

const TURNOVER_COLUMNS: TableColumnsType<Detail['turnover_lines'][number]> = [
  { title: '游戏类别', dataIndex: 'label' },
  yuan('有效投注', 'valid_bets'),
  { title: '比例', dataIndex: 'rate', align: 'right', render: (v: string) => percentText(v) },
  yuan('流水佣金', 'amount'),
];

function Lines<T extends object>(props: {
  title: ReactNode;
  rowKey: keyof T & string;
  data: T[];
  columns: TableColumnsType<T>;
  emptyText: string;
}) {
  return (
    <section>
      <Typography.Title level={5} className={styles.sectionTitle}>
        {props.title}
      </Typography.Title>
      <Table<T>
        size="small"
        rowKey={props.rowKey}
        pagination={props.data.length > 10 ? { pageSize: 10, size: 'small' } : false}
        dataSource={props.data}
        columns={props.columns}
        locale={{ emptyText: props.emptyText }}
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}

/** The statement's lines: each direct player's figures, the sub-agents' overrides, turnover by category. */
export function StatementLines({ s }: { s: Detail }) {
  return (
    <>
      <Lines
        title={`直属会员明细（${s.players.length}）`}
        rowKey="username"
        data={s.players}
        columns={PLAYER_COLUMNS}
        emptyText="本期没有直属会员数据"
      />
      <Lines
        title="下级级差佣金"
        rowKey="username"
        data={s.overrides}
        columns={OVERRIDE_COLUMNS}
        emptyText="没有下级代理的级差"
      />
      <Lines
        title="流水佣金"
        rowKey="category"
        data={s.turnover_lines}
        columns={TURNOVER_COLUMNS}
        emptyText="方案不计流水佣金，或本期没有有效投注"
      />
    </>
  );
}

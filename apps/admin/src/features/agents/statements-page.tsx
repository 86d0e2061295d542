import { useMemo, useState } from 'react';
import { App, Button, Segmented, Space } from 'antd';
import { AGENT_PERIOD_KINDS, STATEMENT_STATES, type AgentPeriodKind, type StatementState } from '@app/shared';
import { FilterSelect, TextSearch, useFilter } from '../../components/list-filters';
import { Page } from '../../components/page';
import { ServerTable, type ListColumn } from '../../components/server-table';
import { errorText } from '../../lib/errors';
import { PERMISSION } from '../../lib/permissions';
import { useAgentPeriods } from './api/get-agent-periods';
import {
  getAgentStatements,
  statementListKey,
  type AgentStatementAdminRow,
  type AgentStatementsFilter,
} from './api/get-agent-statements';
import { useSettlePeriods } from './api/post-settle-periods';
import { StatementActions } from './statement-actions';
import { statementColumns } from './statement-columns';
import { StatementDrawer } from './statement-drawer';
import styles from './agents.module.css';
import { useCan } from './use-can';

type StateTab = StatementState | 'all';
/** The work first: waiting for review, for the second review, on hold; then the done ones. */
const ORDER: StatementState[] = ['pending', 'second', 'held', 'paid', 'none'];
const TABS = [
  ...ORDER.map((value) => ({ value, label: STATEMENT_STATES[value] })),
  { value: 'all' as const, label: '全部' },
];

/** The settlement queue: statements by state, period and agent; each opens with all its figures. */
export function StatementsPage() {
  const [tab, setTab] = useState<StateTab>('pending');
  const [filter, set] = useFilter<AgentStatementsFilter>();
  const [open, setOpen] = useState<number | null>(null);
  const canReview = useCan(PERMISSION.moneyReview);
  const periods = useAgentPeriods();
  const settle = useSettlePeriods();
  const { message } = App.useApp();
  const listFilter: AgentStatementsFilter = { ...filter, state: tab === 'all' ? undefined : tab };

  const columns = useMemo<ListColumn<AgentStatementAdminRow>[]>(
    () => [
      ...statementColumns(setOpen),
      {
        title: '操作',
        key: 'actions',
        width: 200,
        fixed: 'right',
        render: (_, s) => <StatementActions s={s} />,
      },
    ],
    [],
  );

  const settleClosed = () =>
    settle.mutate(undefined, {
      onSuccess: ({ settled }) =>
        settled > 0 ? message.success(`已结算 ${settled} 个周期`) : message.info('没有已结束待结算的周期'),
      onError: (e) => message.error(errorText(e)),
    });

  return (
    <Page
      title="佣金结算"
      description="每个周期结束（北京时间）后自动生成代理佣金账单：财务审核、调整或暂缓；通过后佣金发放到代理中心钱包，超过复核额度需另一位操作员复核发放。"
      extra={
        canReview && (
          <Button onClick={settleClosed} loading={settle.isPending}>
            结算已结束周期
          </Button>
        )
      }
    >
      <Space wrap className={styles.filters}>
        <Segmented<StateTab> value={tab} onChange={setTab} options={TABS} />
        <FilterSelect<number>
          placeholder="结算周期"
          width={230}
          loading={periods.isPending}
          options={(periods.data ?? []).map(
            (p) =>
              [p.id, `${p.period}（${AGENT_PERIOD_KINDS[p.kind as AgentPeriodKind] ?? p.kind}）`] as const,
          )}
          onChange={(period_id) => set({ period_id })}
        />
        <TextSearch placeholder="代理账号" width={160} onSearch={(username) => set({ username })} />
      </Space>
      <ServerTable<AgentStatementAdminRow>
        queryKey={[...statementListKey, listFilter]}
        fetchPage={(page, perPage) => getAgentStatements(listFilter, page, perPage)}
        columns={columns}
        emptyText={tab === 'all' ? '没有符合条件的佣金账单' : `暂无“${STATEMENT_STATES[tab]}”的佣金账单`}
        totalText={(total) => `共 ${total} 张账单`}
        refetchInterval={tab === 'pending' || tab === 'second' ? 30_000 : undefined}
        csv={{ filename: 'agent-statements' }}
      />
      <StatementDrawer id={open} onClose={() => setOpen(null)} />
    </Page>
  );
}

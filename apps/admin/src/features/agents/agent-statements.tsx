import { useMemo, useState } from 'react';
import { App, Button, Flex, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { csvColumns } from '../../components/csv-columns';
import { downloadText, toCsv } from '../../lib/csv';
import type { AgentStatementAdminRow } from './api/get-agent-statements';
import { statementColumns } from './statement-columns';
import { StatementDrawer } from './statement-drawer';

/**
 * The agent's report: its statements period by period, each opening with every figure, and the
 * same CSV as the settlement queue's.
 */
export function AgentStatements({ username, rows }: { username: string; rows: AgentStatementAdminRow[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const { message } = App.useApp();
  const columns = useMemo(() => statementColumns(setOpen, { withAgent: false }), []);
  const tableColumns = useMemo(() => columns.map(({ csv: _csv, ...column }) => column), [columns]);
  const exportCsv = () => {
    downloadText(`agent-${username}-statements.csv`, toCsv(csvColumns(columns), rows));
    message.success(`已导出 ${rows.length} 条`);
  };
  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Button onClick={exportCsv} disabled={rows.length === 0}>
          导出 CSV
        </Button>
      </Flex>
      <Table<AgentStatementAdminRow>
        size="small"
        rowKey="id"
        columns={tableColumns as TableColumnsType<AgentStatementAdminRow>}
        dataSource={rows}
        pagination={rows.length > 12 ? { pageSize: 12, size: 'small' } : false}
        locale={{ emptyText: '还没有结算过的账单' }}
        scroll={{ x: 'max-content' }}
      />
      <StatementDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}

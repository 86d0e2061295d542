import type { AgentStatementAdminRow, AgentStatementsFilter, ListPage } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { statementsKey } from './keys';

export type { AgentStatementAdminRow, AgentStatementsFilter } from '@app/shared/admin-contract';

export const statementListKey = [...statementsKey, 'list'] as const;

export function getAgentStatements(filter: AgentStatementsFilter, page: number, perPage: number) {
  return api.get<ListPage<AgentStatementAdminRow>>('/admin/api/agent-statements', {
    ...filter,
    page,
    per_page: perPage,
  });
}

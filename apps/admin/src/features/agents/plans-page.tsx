import { useState } from 'react';
import { App, Button, Space, Table, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { AGENT_ADMIN_MSG } from '@app/shared';
import { Page } from '../../components/page';
import { errorText } from '../../lib/errors';
import { PERMISSION } from '../../lib/permissions';
import { useAgentPlans, type AgentPlan } from './api/get-agent-plans';
import { useDeleteAgentPlan } from './api/save-agent-plan';
import { PLAN_COLUMNS } from './plan-columns';
import { PlanFormModal } from './plan-form-modal';
import { useCan } from './use-can';

/** The commission plans; agents.write creates, edits and deletes them (a plan in use stays). */
export function PlansPage() {
  const query = useAgentPlans();
  const canEdit = useCan(PERMISSION.agents);
  const remove = useDeleteAgentPlan();
  const { modal, message } = App.useApp();
  // undefined: closed; null: a new plan.
  const [editing, setEditing] = useState<AgentPlan | null | undefined>(undefined);

  const confirmDelete = (plan: AgentPlan) =>
    modal.confirm({
      title: '删除佣金方案',
      content: `删除方案“${plan.name}”？删除后不可恢复。`,
      okText: '删除',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(plan.id).then(
          () => message.success(`已删除方案“${plan.name}”`),
          (e: unknown) => message.error(errorText(e)),
        ),
    });

  const actions: TableColumnsType<AgentPlan> = canEdit
    ? [
        {
          title: '操作',
          key: 'actions',
          width: 120,
          render: (_, plan) => (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setEditing(plan)}>
                编辑
              </Button>
              <Tooltip title={plan.agents > 0 ? AGENT_ADMIN_MSG.planInUse : undefined}>
                <Button
                  type="link"
                  size="small"
                  danger
                  disabled={plan.agents > 0}
                  onClick={() => confirmDelete(plan)}
                >
                  删除
                </Button>
              </Tooltip>
            </Space>
          ),
        },
      ]
    : [];

  return (
    <Page
      title="佣金方案"
      description="代理按所用方案结算佣金：团队活跃会员与净输赢决定比例档位，净输赢为负时结转下期；方案修改后从下次结算起生效。"
      extra={
        canEdit && (
          <Button type="primary" onClick={() => setEditing(null)}>
            新建方案
          </Button>
        )
      }
    >
      <Table<AgentPlan>
        rowKey="id"
        size="middle"
        columns={[...PLAN_COLUMNS, ...actions]}
        dataSource={query.data}
        loading={query.isFetching}
        locale={{ emptyText: query.isError ? errorText(query.error) : '还没有佣金方案，请先新建一个' }}
        pagination={false}
      />
      <PlanFormModal
        open={editing !== undefined}
        plan={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </Page>
  );
}

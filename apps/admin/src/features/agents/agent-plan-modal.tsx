import { App, Form, Modal, Select, Typography } from 'antd';
import { useModalForm } from '../../components/use-busy-action';
import { useAgentPlans } from './api/get-agent-plans';
import { useSetAgentPlan } from './api/post-agent-changes';
import type { AgentDetail } from './api/get-agent';

/** Puts the agent on another plan; the next settlement uses it. */
export function AgentPlanModal({
  agent,
  open,
  onClose,
}: {
  agent: AgentDetail;
  open: boolean;
  onClose: () => void;
}) {
  const plans = useAgentPlans();
  const setPlan = useSetAgentPlan();
  const { message } = App.useApp();
  const { form, busy, onOk } = useModalForm<{ plan_id: number }>(async ({ plan_id }) => {
    await setPlan.mutateAsync({ id: agent.user_id, planId: plan_id });
    const name = plans.data?.find((p) => p.id === plan_id)?.name ?? '';
    message.success(`${agent.username} 已改用方案“${name}”`);
    onClose();
  });
  return (
    <Modal
      open={open}
      title={`更换佣金方案 · ${agent.username}`}
      okText="保存"
      okButtonProps={{ loading: busy }}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">新方案从下次结算起适用，已生成的账单不变。</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        requiredMark={false}
        initialValues={{ plan_id: agent.plan_id }}
      >
        <Form.Item name="plan_id" label="佣金方案" rules={[{ required: true, message: '请选择佣金方案' }]}>
          <Select
            loading={plans.isPending}
            options={(plans.data ?? []).map((p) => ({
              value: p.id,
              label: `${p.name}（${p.agents} 个代理使用）`,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

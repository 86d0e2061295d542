import { App, Form, Modal, Typography } from 'antd';
import { ReasonField, useReasonForm } from '../../components/reason-field';
import { useSetAgentState } from './api/post-agent-changes';
import type { AgentDetail } from './api/get-agent';

/** Freezes an agent (its console refuses it; its tree and statements go on) or unfreezes it. */
export function AgentStateModal({
  agent,
  open,
  onClose,
}: {
  agent: AgentDetail;
  open: boolean;
  onClose: () => void;
}) {
  const setState = useSetAgentState();
  const { message } = App.useApp();
  const freezing = agent.state === 1;
  const { form, busy, onOk } = useReasonForm(async (reason) => {
    await setState.mutateAsync({ id: agent.user_id, state: freezing ? 0 : 1, reason });
    message.success(freezing ? `已冻结代理 ${agent.username}` : `已解冻代理 ${agent.username}`);
  }, onClose);
  return (
    <Modal
      open={open}
      title={freezing ? '冻结代理' : '解冻代理'}
      okText={freezing ? '冻结' : '解冻'}
      okButtonProps={{ danger: freezing, loading: busy }}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {freezing
          ? `${agent.username} 将不能登录代理后台；其下级关系与佣金结算不受影响。`
          : `${agent.username} 将可以重新登录代理后台。`}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <ReasonField label="操作原因" required={freezing} extra="记入审计日志，代理看不到。" />
      </Form>
    </Modal>
  );
}

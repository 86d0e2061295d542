import { App, Form, Input, Modal, Typography } from 'antd';
import { useModalForm } from '../../components/use-busy-action';
import { requiredText } from '../../lib/form-rules';
import { useMakeAgent } from './api/post-agent-changes';

/** Makes a player an agent at the top of the tree, on the default plan (changed on its page). */
export function MakeAgentModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const make = useMakeAgent();
  const { message } = App.useApp();
  const { form, busy, onOk } = useModalForm<{ username: string }>(async ({ username }) => {
    await make.mutateAsync(username.trim());
    message.success(`已将 ${username.trim()} 设为代理`);
    onClose();
  });
  return (
    <Modal
      open={open}
      title="设为代理"
      okText="设为代理"
      okButtonProps={{ loading: busy }}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        该会员成为代理后使用默认佣金方案，可登录代理后台推广会员；原有上级关系保持不变，可在“调整上级”中修改。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} requiredMark={false}>
        <Form.Item name="username" label="会员账号" rules={requiredText('请输入会员账号')}>
          <Input maxLength={32} placeholder="如 demo888" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

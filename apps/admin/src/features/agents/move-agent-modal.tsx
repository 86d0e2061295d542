import { App, Form, Input, Modal, Radio, Typography } from 'antd';
import { useModalForm } from '../../components/use-busy-action';
import { requiredText } from '../../lib/form-rules';
import { useMoveAgent } from './api/post-agent-changes';

interface Values {
  username: string;
  where: 'agent' | 'top';
  parent?: string;
  note?: string;
}

/**
 * Moves a player, or an agent with its whole tree, under another agent or to the top. It takes
 * effect from the next period (this one settles as it began); the answer says from when.
 */
export function MoveAgentModal({
  open,
  username,
  onClose,
}: {
  open: boolean;
  username?: string;
  onClose: () => void;
}) {
  const move = useMoveAgent();
  const { modal } = App.useApp();
  const { form, busy, onOk } = useModalForm<Values>(async (v) => {
    const who = v.username.trim();
    const parent = v.where === 'top' ? '' : (v.parent ?? '').trim();
    const { effective_from } = await move.mutateAsync({ username: who, parent, note: (v.note ?? '').trim() });
    onClose();
    modal.success({
      title: '已调整上级',
      content: `${who} 将从 ${effective_from}（北京时间）起${parent ? `归属代理 ${parent}` : '成为顶级'}；本周期仍按原上级结算。`,
    });
  });
  const where = Form.useWatch('where', form) ?? 'agent';

  return (
    <Modal
      open={open}
      title="调整上级"
      okText="确认调整"
      okButtonProps={{ loading: busy }}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      <Typography.Paragraph type="secondary">
        可移动会员或代理（连同其下级）；从下一个结算周期起生效，记入层级变更记录与审计日志。
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        requiredMark={false}
        initialValues={{ username: username ?? '', where: 'agent' }}
      >
        <Form.Item name="username" label="会员或代理账号" rules={requiredText('请输入要调整的账号')}>
          <Input maxLength={32} placeholder="如 demo888" autoFocus={!username} disabled={Boolean(username)} />
        </Form.Item>
        <Form.Item name="where" label="新的上级">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'agent', label: '归属代理' },
              { value: 'top', label: '设为顶级（无上级）' },
            ]}
          />
        </Form.Item>
        {where === 'agent' && (
          <Form.Item name="parent" label="上级代理账号" rules={requiredText('请输入上级代理账号')}>
            <Input maxLength={32} placeholder="如 agent_jinsha" autoFocus={Boolean(username)} />
          </Form.Item>
        )}
        <Form.Item name="note" label="备注">
          <Input.TextArea rows={2} maxLength={255} showCount placeholder="调整依据，记入审计日志" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

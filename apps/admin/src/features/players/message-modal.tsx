import { App, Form, Input, Modal } from 'antd';
import { useModalForm } from '../../components/use-busy-action';
import { requiredText } from '../../lib/form-rules';
import { useSendMessage } from './api/post-player-message';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text as the inbox's HTML: one paragraph per line, nothing the operator typed is markup. */
function toHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `<p>${escape(line) || '<br>'}</p>`)
    .join('');
}

/** A message to this player's inbox (站内信). */
export function MessageModal({
  playerId,
  open,
  onClose,
}: {
  playerId: number;
  open: boolean;
  onClose: () => void;
}) {
  const send = useSendMessage();
  const { message } = App.useApp();
  const { form, busy, onOk } = useModalForm<{ title: string; content: string }>(async (v) => {
    await send.mutateAsync({ id: playerId, title: v.title.trim(), content: toHtml(v.content.trim()) });
    message.success('站内信已发送');
    onClose();
  });

  return (
    <Modal
      open={open}
      title="发送站内信"
      okText="发送"
      okButtonProps={{ loading: busy }}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} requiredMark={false}>
        <Form.Item name="title" label="标题" rules={requiredText('请填写标题')}>
          <Input maxLength={128} showCount autoFocus />
        </Form.Item>
        <Form.Item name="content" label="内容" rules={requiredText('请填写内容')}>
          <Input.TextArea rows={5} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

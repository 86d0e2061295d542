import { App, Button, Card, Form, Input, InputNumber } from 'antd';
import { Page } from '../../components/page';
import { RichTextEditor } from '../../components/rich-text-editor';
import { errorText } from '../../lib/errors';
import { useSendPlayerMessage, type PlayerMessage } from './api/post-player-message';

interface Values extends PlayerMessage {
  userId: number;
}

export function PlayerMessagePage() {
  const [form] = Form.useForm<Values>();
  const send = useSendPlayerMessage();
  const { message } = App.useApp();

  const submit = (values: Values) =>
    send.mutate(
      { userId: values.userId, title: values.title.trim(), content: values.content ?? '' },
      {
        onSuccess: () => {
          message.success(`已发送给会员 #${values.userId}`);
          form.resetFields(['title', 'content']);
        },
        onError: (e) => message.error(errorText(e)),
      },
    );

  return (
    <Page title="发送站内信" description="向单个会员的收件箱发送消息。">
      <Card style={{ maxWidth: 880 }}>
        <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="userId" label="会员ID" rules={[{ required: true, message: '请输入会员ID' }]}>
            <InputNumber min={1} precision={0} style={{ width: 220 }} placeholder="如 10086" />
          </Form.Item>
          <Form.Item
            name="title"
            label="标题"
            rules={[{ required: true, whitespace: true, message: '请填写标题' }]}
          >
            <Input maxLength={128} showCount />
          </Form.Item>
          <Form.Item name="content" label="内容" rules={[{ required: true, message: '请填写内容' }]}>
            <RichTextEditor minHeight={220} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            发送
          </Button>
        </Form>
      </Card>
    </Page>
  );
}

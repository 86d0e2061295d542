import { App, Descriptions, Form, Input, Modal } from 'antd';
import { parseYuanToFen } from '@app/shared';
import { Amount } from '../../components/amount';
import { errorText } from '../../lib/errors';
import type { PendingApplication } from './api/get-pending-applications';
import { useApproveApplication } from './api/post-application-review';

/** Approval with the bonus to credit: the suggestion by default, editable (0 for none). */
export function ApproveApplicationModal({
  application,
  onClose,
}: {
  application: PendingApplication | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ bonus: string }>();
  const approve = useApproveApplication();
  const { message } = App.useApp();

  const submit = async () => {
    if (!application) return;
    const { bonus } = await form.validateFields();
    approve.mutate(
      { id: application.id, bonus: bonus.trim() },
      {
        onSuccess: () => {
          message.success('已通过，彩金已发放');
          onClose();
        },
        onError: (e) => message.error(errorText(e)),
      },
    );
  };

  return (
    <Modal
      open={application !== null}
      title="通过活动申请"
      okText="通过并发放"
      okButtonProps={{ loading: approve.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {application && (
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'player', label: '会员', children: `${application.username}（#${application.user_id}）` },
            { key: 'activity', label: '活动', children: application.title },
            { key: 'amount', label: '申请金额', children: <Amount value={application.amount} /> },
            { key: 'suggested', label: '建议彩金', children: <Amount value={application.suggested_bonus} /> },
          ]}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        key={application?.id}
        initialValues={{ bonus: application?.suggested_bonus }}
        preserve={false}
      >
        <Form.Item
          name="bonus"
          label="发放彩金（元）"
          extra="默认按活动比例和上限计算；填 0 表示通过但不发彩金。打码量按活动的流水倍数与流水基数计入。"
          rules={[
            { required: true, whitespace: true, message: '请填写彩金金额' },
            {
              validator: async (_, value: string | undefined) => {
                if (value && parseYuanToFen(value.trim()) === null) throw new Error('请输入正确的金额');
              },
            },
          ]}
        >
          <Input prefix="¥" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

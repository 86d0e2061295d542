import { Form, Modal, Typography } from 'antd';
import { ReasonField, useReasonForm } from '../../components/reason-field';

/** Puts a statement on hold with the reason (finance's note; it keeps the statement out of the payout). */
export function HoldModal({
  open,
  summary,
  onSubmit,
  onClose,
}: {
  open: boolean;
  summary: string;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { form, busy, onOk } = useReasonForm(onSubmit, onClose, true);
  return (
    <Modal
      open={open}
      title="暂缓发放"
      okText="暂缓"
      okButtonProps={{ danger: true, loading: busy }}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{summary}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <ReasonField
          label="暂缓原因"
          required
          extra="记入账单与审计日志；之后可恢复审核。"
          placeholder="如 存在异常投注，待风控核查"
        />
      </Form>
    </Modal>
  );
}

import { App, Form, Input, Modal, Radio, Select } from 'antd';
import {
  BLOCK_EXPIRY_DAYS,
  BLOCK_KIND_LABELS,
  BLOCK_KINDS,
  BLOCK_MSG,
  blockReasonRefusal,
  checkBlockValue,
  type BlockKind,
} from '@app/shared';
import { errorText } from '../../../lib/errors';
import { useAddBlock } from './api/post-block';

interface Values {
  kind: BlockKind;
  value: string;
  reason: string;
  expires_days: number;
}

const PLACEHOLDERS: Record<BlockKind, string> = {
  ip: '例如 203.0.113.7 或 2001:db8::1',
  ip_range: '例如 203.0.113.0/24 或 2001:db8::/48',
  device: '会员端设备号（8-64 位字母、数字、- 或 _）',
  card: '银行卡号，8-19 位数字',
  address: 'USDT 钱包地址（TRC20 或 ERC20）',
};

const EXPIRY_LABEL = (days: number) => (days === 0 ? '永久' : `${days} 天`);

/** Adds an entry: each field checked by the same shared rule the server applies. */
export function AddBlockModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const add = useAddBlock();
  const { message } = App.useApp();
  const kind = Form.useWatch('kind', form) ?? 'ip';

  const submit = (values: Values) =>
    add.mutate(values, {
      onSuccess: () => {
        message.success('已加入黑名单');
        form.resetFields();
        onClose();
      },
      onError: (e) => message.error(errorText(e)),
    });

  return (
    <Modal
      open={open}
      title="添加黑名单"
      okText="加入黑名单"
      okButtonProps={{ danger: true, loading: add.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        initialValues={{ kind: 'ip', expires_days: 7 }}
        onFinish={submit}
      >
        <Form.Item name="kind" label="类型" rules={[{ required: true, message: BLOCK_MSG.kind }]}>
          <Select
            options={BLOCK_KINDS.map((k) => ({ value: k, label: BLOCK_KIND_LABELS[k] }))}
            onChange={() => form.setFields([{ name: 'value', errors: [] }])}
          />
        </Form.Item>
        <Form.Item
          name="value"
          label="值"
          dependencies={['kind']}
          rules={[
            {
              validator: (_r, value: string | undefined) => {
                const checked = checkBlockValue(kind, value ?? '');
                return 'refused' in checked ? Promise.reject(new Error(checked.refused)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input placeholder={PLACEHOLDERS[kind]} maxLength={128} allowClear />
        </Form.Item>
        <Form.Item
          name="reason"
          label="封禁原因"
          extra="仅后台可见，会员只会看到统一的拒绝提示。"
          rules={[
            {
              validator: (_r, value: string | undefined) => {
                const refused = blockReasonRefusal(value ?? '');
                return refused ? Promise.reject(new Error(refused)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="例如：同设备批量注册领取首存优惠" />
        </Form.Item>
        <Form.Item name="expires_days" label="有效期">
          <Radio.Group
            optionType="button"
            options={BLOCK_EXPIRY_DAYS.map((d) => ({ value: d, label: EXPIRY_LABEL(d) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { Form, Input, Modal, Select, Space, Tag } from 'antd';
import { TAG_EFFECT_LABEL } from '@app/shared/admin-contract';
import { useRiskTags } from '../../api/risk-tags';
import { useModalForm } from '../../components/use-busy-action';

interface TagValues {
  tag_id?: number;
  note?: string;
}

/** Picks a tag (with what it does) and a note for the audit log; `onSubmit` tags the player(s). */
export function TagModal({
  open,
  title,
  exclude = [],
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  /** Tags the player already carries, left out of the choice. */
  exclude?: readonly number[];
  onSubmit: (tagId: number, note: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const tags = useRiskTags(open);
  const { form, busy, onOk } = useModalForm<TagValues>(async (v) => {
    await onSubmit(v.tag_id!, (v.note ?? '').trim());
    onClose();
  });
  const options = (tags.data ?? [])
    .filter((t) => !exclude.includes(t.id))
    .map((t) => ({
      value: t.id,
      label: (
        <Space size={4}>
          <Tag color={t.colour}>{t.name}</Tag>
          <span style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>
            {t.effects.map((e) => TAG_EFFECT_LABEL[e]).join('、') || '仅标记'}
          </span>
        </Space>
      ),
    }));

  return (
    <Modal
      open={open}
      title={title}
      okText="添加标签"
      okButtonProps={{ loading: busy }}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="tag_id" label="标签" rules={[{ required: true, message: '请选择标签' }]}>
          <Select
            placeholder="选择标签"
            loading={tags.isLoading}
            options={options}
            notFoundContent="没有可用的标签，请先在 风控 › 玩家标签 中创建"
          />
        </Form.Item>
        <Form.Item name="note" label="备注" extra="记入审计日志，会员看不到。">
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

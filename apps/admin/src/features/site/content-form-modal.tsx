import type { ReactNode } from 'react';
import { Form, InputNumber, Modal, Switch, type FormInstance } from 'antd';

interface Props<V> {
  open: boolean;
  /** Editing a saved row (保存) rather than publishing a new one (发布). */
  editing: boolean;
  title: string;
  width: number;
  form: FormInstance<V>;
  saving: boolean;
  /** Validates and saves; a failed validation rejects and keeps the modal open. */
  onSubmit: () => Promise<void>;
  onClose: () => void;
  /** The content fields, above the shared 排序值 and 启用. */
  children: ReactNode;
}

/** Publish or edit a banner or notice: the content fields, then its sort value and on/off switch. */
export function ContentFormModal<V>({
  open,
  editing,
  title,
  width,
  form,
  saving,
  onSubmit,
  onClose,
  children,
}: Props<V>) {
  return (
    <Modal
      open={open}
      title={title}
      okText={editing ? '保存' : '发布'}
      okButtonProps={{ loading: saving }}
      onOk={() => void onSubmit().catch(() => undefined)}
      onCancel={onClose}
      width={width}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} preserve={false}>
        {children}
        <div style={{ display: 'flex', gap: 32 }}>
          <Form.Item name="sort" label="排序值" extra="越大越靠前">
            <InputNumber min={0} max={9999} precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch checkedChildren="启用" unCheckedChildren="停用" />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}

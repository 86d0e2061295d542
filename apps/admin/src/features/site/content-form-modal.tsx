import type { ReactNode } from 'react';
import { App, Form, InputNumber, Modal, Switch, type FormInstance } from 'antd';
import { errorText } from '../../lib/errors';

interface Props<V> {
  open: boolean;
  /** Editing a saved row (保存) rather than publishing a new one (发布). */
  editing: boolean;
  title: string;
  width: number;
  form: FormInstance<V>;
  saving: boolean;
  /** Saves the validated values; on success `savedText` is shown and the modal closes. */
  save: (values: V) => Promise<unknown>;
  savedText: string;
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
  save,
  savedText,
  onClose,
  children,
}: Props<V>) {
  const { message } = App.useApp();
  const submit = async () => {
    const values = await form.validateFields();
    await save(values).then(
      () => {
        message.success(savedText);
        onClose();
      },
      (e: unknown) => message.error(errorText(e)),
    );
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={editing ? '保存' : '发布'}
      okButtonProps={{ loading: saving }}
      onOk={() => void submit().catch(() => undefined)}
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

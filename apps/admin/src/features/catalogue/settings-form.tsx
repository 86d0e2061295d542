import type { CSSProperties, ReactNode } from 'react';
import { App, Button, Form, Result, Skeleton, type FormInstance } from 'antd';
import { errorText } from '../../lib/errors';
import type { Permission } from '../../lib/permissions';
import { useCan } from './use-can';

interface Props<D, V extends object> {
  /** The settings as read from the server. */
  query: { isError: boolean; error: unknown; data: D | undefined };
  toValues: (data: D) => V;
  form: FormInstance<V>;
  onFinish: (values: V) => void;
  /** Without the edit permission the form is read-only and has no 保存 button. */
  canEdit: boolean;
  saving: boolean;
  maxWidth: CSSProperties['maxWidth'];
  children: ReactNode;
}

/**
 * A settings screen's state: whether the operator may edit (`permission`), its form, the message
 * API, and `formProps`, the props SettingsForm takes from them, the read and the save in flight.
 */
export function useSettingsForm<D, V extends object>(
  permission: Permission,
  query: Props<D, V>['query'],
  saving: boolean,
) {
  const canEdit = useCan(permission);
  const [form] = Form.useForm<V>();
  const { message } = App.useApp();
  return { canEdit, form, message, formProps: { query, form, canEdit, saving } };
}

/** A settings screen's form: the read error or a skeleton until loaded, then the fields and 保存. */
export function SettingsForm<D, V extends object>({
  query,
  toValues,
  form,
  onFinish,
  canEdit,
  saving,
  maxWidth,
  children,
}: Props<D, V>) {
  if (query.isError) return <Result status="error" title="读取失败" subTitle={errorText(query.error)} />;
  if (!query.data) return <Skeleton active />;
  return (
    <Form<V>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={toValues(query.data)}
      onFinish={onFinish}
      disabled={!canEdit}
      style={{ maxWidth }}
    >
      {children}
      {canEdit && (
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
      )}
    </Form>
  );
}

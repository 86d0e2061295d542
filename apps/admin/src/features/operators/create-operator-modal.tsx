import { App, Form, Input, Modal, Select } from 'antd';
import { OPERATOR_PASSWORD } from '@app/shared';
import { errorText } from '../../lib/errors';
import { operatorPasswordRule, operatorUsernameRule } from '../../lib/operator-password-rule';
import { ROLE_LABEL, type Role } from '../../lib/permissions';
import { useCreateOperator, type NewOperator } from './api/post-operator';

const passwordRule = operatorPasswordRule('username');

const ROLE_OPTIONS: { value: Role; label: string; hint: string }[] = [
  { value: 'finance', label: ROLE_LABEL.finance, hint: '存取款审核、资金调整' },
  { value: 'operations', label: ROLE_LABEL.operations, hint: '文章、活动、游戏' },
  { value: 'support', label: ROLE_LABEL.support, hint: '会员、客服会话、站内信、代理申请；资金只读' },
  { value: 'risk', label: ROLE_LABEL.risk, hint: '风控审核、风控规则、关联账户与标签；资金只读' },
  { value: 'super', label: ROLE_LABEL.super, hint: '全部权限，含操作员管理' },
];

export function CreateOperatorModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<NewOperator>();
  const create = useCreateOperator();
  const { message } = App.useApp();

  const submit = async () => {
    const values = await form.validateFields();
    create.mutate(
      { ...values, username: values.username.trim() },
      {
        onSuccess: () => {
          message.success(`已创建操作员 ${values.username}，请将初始密码安全地交给本人`);
          onClose();
        },
        onError: (e) => message.error(errorText(e)),
      },
    );
  };

  return (
    <Modal
      open={open}
      title="新建操作员"
      okText="创建"
      okButtonProps={{ loading: create.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ role: 'support' }}
        requiredMark={false}
        autoComplete="off"
      >
        <Form.Item name="username" label="账号" {...operatorUsernameRule}>
          <Input maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label="初始密码"
          {...passwordRule}
          extra={`${passwordRule.extra}对方首次登录时必须修改。`}
        >
          <Input.Password maxLength={OPERATOR_PASSWORD.maxLength} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="role" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
          <Select
            options={ROLE_OPTIONS.map((r) => ({ value: r.value, label: r.label, hint: r.hint }))}
            optionRender={(option) => (
              <div>
                <div>{option.label}</div>
                <div style={{ color: '#8c8c8c', fontSize: 12 }}>{option.data.hint}</div>
              </div>
            )}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

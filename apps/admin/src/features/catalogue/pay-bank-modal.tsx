import { App, Alert, Form, Input, Modal, Spin, Switch } from 'antd';
import { errorText } from '../../lib/errors';
import { usePayBank } from './api/get-pay-bank';
import { useSavePayBank, type PayBankInput } from './api/save-pay-bank';

interface BankForm extends Omit<PayBankInput, 'state'> {
  state: boolean;
}

/** Adds (id 0) or edits a receiving account; editing loads the full account number. */
export function PayBankModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const editing = id !== null && id > 0;
  const existing = usePayBank(editing ? id : null);
  const save = useSavePayBank();
  const [form] = Form.useForm<BankForm>();
  const { message } = App.useApp();

  const submit = async () => {
    const v = await form.validateFields();
    const body: PayBankInput = {
      bank_name: v.bank_name.trim(),
      bank_no: v.bank_no.replace(/\s+/g, ''),
      bank_owner: v.bank_owner.trim(),
      bank_address: (v.bank_address ?? '').trim(),
      state: v.state ? 1 : 0,
    };
    save.mutate(
      { id: editing ? id : undefined, body },
      {
        onSuccess: () => {
          message.success(editing ? '收款账户已保存' : '已添加收款账户');
          onClose();
        },
        onError: (e) => message.error(errorText(e)),
      },
    );
  };

  const ready = !editing || existing.data;
  return (
    <Modal
      open={id !== null}
      title={editing ? `编辑收款账户 #${id}` : '新增收款账户'}
      okText="保存"
      okButtonProps={{ loading: save.isPending, disabled: !ready }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {existing.isError && <Alert type="error" showIcon title={errorText(existing.error)} />}
      {editing && existing.isLoading && <Spin style={{ display: 'block', margin: '32px auto' }} />}
      {ready && (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          requiredMark={false}
          autoComplete="off"
          initialValues={
            existing.data
              ? { ...existing.data, state: existing.data.state === 1 }
              : { bank_name: '', bank_no: '', bank_owner: '', bank_address: '', state: true }
          }
        >
          <Form.Item
            name="bank_name"
            label="银行名称"
            rules={[
              { required: true, whitespace: true, min: 2, max: 30, message: '请填写银行名称（2-30 个字）' },
            ]}
          >
            <Input placeholder="例如：中国工商银行" maxLength={30} />
          </Form.Item>
          <Form.Item
            name="bank_no"
            label="收款账号"
            rules={[
              { required: true, message: '请填写收款账号' },
              {
                validator: async (_, v: string | undefined) => {
                  if (v && !/^\d{8,30}$/.test(v.replace(/\s+/g, '')))
                    throw new Error('收款账号须为 8-30 位数字');
                },
              },
            ]}
          >
            <Input inputMode="numeric" maxLength={40} style={{ fontFamily: 'ui-monospace, monospace' }} />
          </Form.Item>
          <Form.Item
            name="bank_owner"
            label="收款人"
            rules={[
              { required: true, whitespace: true, min: 2, max: 50, message: '请填写收款人（2-50 个字）' },
            ]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="bank_address"
            label="开户行地址"
            rules={[{ max: 100, message: '开户行地址不能超过 100 个字' }]}
          >
            <Input maxLength={100} placeholder="例如：深圳福田支行" />
          </Form.Item>
          <Form.Item
            name="state"
            label="启用"
            valuePropName="checked"
            extra="停用后会员存款页不再显示该账户。"
          >
            <Switch checkedChildren="启用" unCheckedChildren="停用" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

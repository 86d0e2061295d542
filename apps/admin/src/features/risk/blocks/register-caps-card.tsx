import { useEffect } from 'react';
import { App, Button, Card, Col, Form, InputNumber, Row, Skeleton, Typography } from 'antd';
import { errorText } from '../../../lib/errors';
import { settingRule } from '../../../lib/form-rules';
import { useRegisterCaps, useSaveRegisterCaps, type RegisterCaps } from './api/register-caps';

const CAP_FIELDS: Array<{ name: keyof RegisterCaps; label: string; extra: string }> = [
  {
    name: 'register_per_ip_daily',
    label: '同一 IP 每日注册',
    extra: '北京时间按日计；IPv6 按 /64 计，内网地址不计；0 为不限',
  },
  {
    name: 'register_per_device_daily',
    label: '同一设备每日注册',
    extra: '按会员端设备号计数，无设备号时只按 IP 计；0 为不限',
  },
];

/** Registrations per address and per device each Beijing day (0: no cap), beside the blocklists. */
export function RegisterCapsCard({ canEdit }: { canEdit: boolean }) {
  const caps = useRegisterCaps();
  const save = useSaveRegisterCaps();
  const [form] = Form.useForm<RegisterCaps>();
  const { message } = App.useApp();

  useEffect(() => {
    if (caps.data) form.setFieldsValue(caps.data);
  }, [caps.data, form]);

  const submit = (values: RegisterCaps) =>
    save.mutate(values, {
      onSuccess: () => message.success('注册上限已保存'),
      onError: (e) => message.error(errorText(e)),
    });

  return (
    <Card size="small" title="每日注册上限" style={{ marginBottom: 16 }}>
      {caps.isError ? (
        <Typography.Text type="danger">{errorText(caps.error)}</Typography.Text>
      ) : !caps.data ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Form<RegisterCaps>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={submit}
          disabled={!canEdit}
        >
          <Row gutter={16}>
            {CAP_FIELDS.map(({ name, label, extra }) => (
              <Col span={8} key={name}>
                <Form.Item name={name} label={label} extra={extra} rules={[settingRule(name)]}>
                  <InputNumber min={0} max={10000} precision={0} suffix="个" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            ))}
            {canEdit && (
              <Col span={8}>
                {/* An empty label lines the button up with the inputs. */}
                <Form.Item label=" " colon={false}>
                  <Button type="primary" htmlType="submit" loading={save.isPending}>
                    保存上限
                  </Button>
                </Form.Item>
              </Col>
            )}
          </Row>
        </Form>
      )}
    </Card>
  );
}

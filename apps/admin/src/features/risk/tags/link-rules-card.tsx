import { useEffect } from 'react';
import { App, Button, Card, Form, InputNumber, Typography } from 'antd';
import { errorText } from '../../../lib/errors';
import { useLinkSettings, useSaveLinkSettings } from './api/link-settings';

const LINK_RULES_HINT =
  '两个会员在此天数内用过同一 IP 即视为关联（同一 /24 网段为弱关联，不算同一人）；' +
  '设备、银行卡、钱包地址、姓名+手机、邮箱不受时间限制。';

/** 关联规则: how many days a shared IP address (or its /24) links two players; risk.write saves it. */
export function LinkRulesCard({ canWrite }: { canWrite: boolean }) {
  const query = useLinkSettings();
  const save = useSaveLinkSettings();
  const [form] = Form.useForm<{ days: number }>();
  const { message } = App.useApp();
  useEffect(() => {
    if (query.data) form.setFieldsValue({ days: Number(query.data.risk_link_ip_window_days) });
  }, [query.data, form]);

  return (
    <Card title="关联规则" size="small" style={{ marginBottom: 16 }} loading={query.isLoading}>
      {query.isError ? (
        <Typography.Text type="danger">{errorText(query.error)}</Typography.Text>
      ) : (
        <Form
          form={form}
          layout="inline"
          onFinish={({ days }) =>
            save.mutateAsync({ risk_link_ip_window_days: String(days) }).then(
              () => message.success('关联规则已保存'),
              (e: unknown) => message.error(errorText(e)),
            )
          }
        >
          <Form.Item
            name="days"
            label="同 IP 关联时间窗"
            rules={[{ required: true, type: 'integer', min: 1, max: 365, message: '请输入 1 到 365 天' }]}
          >
            <InputNumber
              min={1}
              max={365}
              precision={0}
              suffix="天"
              disabled={!canWrite}
              style={{ width: 120 }}
            />
          </Form.Item>
          {canWrite && (
            <Form.Item>
              <Button htmlType="submit" loading={save.isPending}>
                保存
              </Button>
            </Form.Item>
          )}
        </Form>
      )}
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        {LINK_RULES_HINT}
      </Typography.Paragraph>
    </Card>
  );
}

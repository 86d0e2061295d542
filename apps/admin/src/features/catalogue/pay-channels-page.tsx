import { useState } from 'react';
import { App, Button, Form, InputNumber, Input, Modal, Switch, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Amount, monoClass } from '../../components/amount';
import { Page } from '../../components/page';
import { ServerTable } from '../../components/server-table';
import { errorText } from '../../lib/errors';
import { PERMISSION } from '../../lib/permissions';
import { getPayChannels, type PayChannel } from './api/get-pay-channels';
import { catalogueKeys } from './api/keys';
import { useUpdatePayChannel } from './api/put-pay-channel';
import { wholeYuanRule } from './form-rules';
import { useCan } from './use-can';

const whole = (yuan: string) => yuan.replace(/\.00$/, '');

/** Deposit channels: switch, single-deposit range and order, as the player deposit page uses them. */
export function PayChannelsPage() {
  const canEdit = useCan(PERMISSION.moneyAdjust);
  const update = useUpdatePayChannel();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<PayChannel | null>(null);

  const toggle = (c: PayChannel, on: boolean) =>
    update.mutate(
      { key: c.key, patch: { enabled: on ? 1 : 0 } },
      {
        onSuccess: () => message.success(`${c.label}已${on ? '开启' : '关闭'}`),
        onError: (e) => message.error(errorText(e)),
      },
    );

  const columns: TableColumnsType<PayChannel> = [
    {
      title: '通道',
      dataIndex: 'label',
      render: (label: string, c) => (
        <div>
          <Typography.Text strong>{label}</Typography.Text>
          <div className={monoClass} style={{ color: '#8c8c8c', fontSize: 12 }}>
            {c.key}
          </div>
        </div>
      ),
    },
    {
      title: '开关',
      dataIndex: 'enabled',
      width: 110,
      render: (v: number, c) => (
        <Switch
          aria-label={`${c.label}开关`}
          checked={v === 1}
          checkedChildren="开启"
          unCheckedChildren="关闭"
          disabled={!canEdit}
          loading={update.isPending && update.variables?.key === c.key}
          onChange={(on) => toggle(c, on)}
        />
      ),
    },
    {
      title: '单笔最低',
      dataIndex: 'min',
      align: 'right',
      width: 140,
      render: (v: string) => <Amount value={v} />,
    },
    {
      title: '单笔最高',
      dataIndex: 'max',
      align: 'right',
      width: 160,
      render: (v: string) => <Amount value={v} />,
    },
    { title: '排序', dataIndex: 'sort', align: 'right', width: 90 },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      render: (_, c) =>
        canEdit && (
          <Button type="link" size="small" onClick={() => setEditing(c)}>
            编辑
          </Button>
        ),
    },
  ];

  return (
    <Page
      title="支付通道"
      description="会员存款页只显示已开启的通道，按排序值从高到低；金额范围限制单笔存款（整数元）。人工充值始终显示。"
    >
      <ServerTable<PayChannel>
        queryKey={catalogueKeys.channels}
        fetchPage={getPayChannels}
        columns={columns}
        rowKey="key"
        emptyText="暂无支付通道"
        csv={{
          filename: '支付通道',
          columns: [
            { title: '通道', value: (c) => c.label },
            { title: '代码', value: (c) => c.key },
            { title: '状态', value: (c) => (c.enabled === 1 ? '开启' : '关闭') },
            { title: '单笔最低（元）', value: (c) => c.min },
            { title: '单笔最高（元）', value: (c) => c.max },
            { title: '排序', value: (c) => c.sort },
          ],
        }}
      />
      <ChannelModal channel={editing} onClose={() => setEditing(null)} />
    </Page>
  );
}

interface RangeForm {
  min: string;
  max: string;
  sort: number;
}

function ChannelModal({ channel, onClose }: { channel: PayChannel | null; onClose: () => void }) {
  const [form] = Form.useForm<RangeForm>();
  const update = useUpdatePayChannel();
  const { message } = App.useApp();

  const submit = async () => {
    const values = await form.validateFields();
    update.mutate(
      { key: channel!.key, patch: { min: values.min.trim(), max: values.max.trim(), sort: values.sort } },
      {
        onSuccess: (saved) => {
          message.success(`${saved.label}已保存：${whole(saved.min)}-${whole(saved.max)} 元`);
          onClose();
        },
        onError: (e) => message.error(errorText(e)),
      },
    );
  };

  return (
    <Modal
      open={channel !== null}
      title={`编辑通道 · ${channel?.label ?? ''}`}
      okText="保存"
      okButtonProps={{ loading: update.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {channel && (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          requiredMark={false}
          initialValues={{ min: whole(channel.min), max: whole(channel.max), sort: channel.sort }}
        >
          <div style={{ display: 'flex', gap: 16 }}>
            <Form.Item
              name="min"
              label="单笔最低（元）"
              rules={wholeYuanRule('最低金额')}
              style={{ flex: 1 }}
            >
              <Input inputMode="numeric" suffix="元" maxLength={9} />
            </Form.Item>
            <Form.Item
              name="max"
              label="单笔最高（元）"
              dependencies={['min']}
              style={{ flex: 1 }}
              rules={[
                ...wholeYuanRule('最高金额'),
                ({ getFieldValue }) => ({
                  validator: async (_, v: string | undefined) => {
                    if (v && Number(v) < Number(getFieldValue('min')))
                      throw new Error('最高金额不能低于最低金额');
                  },
                }),
              ]}
            >
              <Input inputMode="numeric" suffix="元" maxLength={9} />
            </Form.Item>
          </div>
          <Form.Item
            name="sort"
            label="排序"
            extra="数值越大越靠前（0-9999）。"
            rules={[{ required: true, message: '请输入排序' }]}
          >
            <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

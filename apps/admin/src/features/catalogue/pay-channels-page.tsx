import { useState } from 'react';
import { App, Button, Form, InputNumber, Input, Modal } from 'antd';
import { Amount } from '../../components/amount';
import { Page } from '../../components/page';
import { ServerTable, type ListColumn } from '../../components/server-table';
import { errorText } from '../../lib/errors';
import { PERMISSION } from '../../lib/permissions';
import { getPayChannels, type PayChannel } from './api/get-pay-channels';
import { catalogueKeys } from './api/keys';
import { useUpdatePayChannel } from './api/put-pay-channel';
import { wholeYuanRule } from './form-rules';
import { NameCode, switchColumn } from './row-columns';
import { useCan } from './use-can';

const whole = (yuan: string) => yuan.replace(/\.00$/, '');

/** A bound of the single deposit, in yuan; the CSV says the unit. */
const yuanColumn = (title: string, field: 'min' | 'max', width: number): ListColumn<PayChannel> => ({
  title,
  dataIndex: field,
  align: 'right',
  width,
  render: (v: string) => <Amount value={v} />,
  csv: `${title}（元）`,
});

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

  const columns: ListColumn<PayChannel>[] = [
    {
      title: '通道',
      dataIndex: 'label',
      render: (label: string, c) => <NameCode name={label} code={c.key} />,
      csv: { 通道: 'label', 代码: 'key' },
    },
    switchColumn<PayChannel>('开关', 'enabled', {
      width: 110,
      words: ['开启', '关闭'],
      name: (c) => c.label,
      canEdit,
      busy: (c) => update.isPending && update.variables?.key === c.key,
      flip: toggle,
      csv: { 状态: (c) => (c.enabled === 1 ? '开启' : '关闭') },
    }),
    yuanColumn('单笔最低', 'min', 140),
    yuanColumn('单笔最高', 'max', 160),
    { title: '排序', dataIndex: 'sort', align: 'right', width: 90, csv: true },
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
        csv={{ filename: '支付通道' }}
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

import { App, Col, Divider, Form, Input, Modal, Row, Switch } from 'antd';
import { errorText } from '../../lib/errors';
import { RATE_FIELDS, type RateKey, type VipLevel } from './api/get-vip-levels';
import { useUpdateVipLevel } from './api/put-vip-level';
import { moneyRule } from './form-rules';

interface LevelForm {
  name: string;
  status: boolean;
  flow: string;
  recharge: string;
  bonus: string;
  rates: Record<RateKey, string>;
}

const rateRules = (label: string, optional: boolean) => [
  ...(optional ? [] : [{ required: true, whitespace: true, message: `请输入${label}返水比例` }]),
  { pattern: /^\d{1,2}(\.\d{1,2})?$/, message: `${label}返水比例须为 0-5%，最多两位小数` },
  {
    validator: async (_: unknown, v: string | undefined) => {
      if (v && Number(v) > 5) throw new Error(`${label}返水比例须为 0-5%，最多两位小数`);
    },
  },
];

/** Edits one level; the server refuses thresholds that no longer rise with the level. */
export function VipLevelModal({ level, onClose }: { level: VipLevel | null; onClose: () => void }) {
  const [form] = Form.useForm<LevelForm>();
  const update = useUpdateVipLevel();
  const { message } = App.useApp();
  const base = level?.level === 0;

  const submit = async () => {
    const v = await form.validateFields();
    update.mutate(
      {
        level: level!.level,
        body: {
          name: v.name.trim(),
          status: v.status ? 1 : 0,
          flow: v.flow.trim(),
          recharge: v.recharge.trim(),
          bonus: v.bonus.trim(),
          rates: Object.fromEntries(RATE_FIELDS.map((f) => [f.key, (v.rates[f.key] ?? '').trim()])) as Record<
            RateKey,
            string
          >,
        },
      },
      {
        onSuccess: (saved) => {
          message.success(`${saved.name} 已保存，会员端即时生效`);
          onClose();
        },
        onError: (e) => message.error(errorText(e)),
      },
    );
  };

  return (
    <Modal
      open={level !== null}
      title={`编辑等级 · VIP${level?.level ?? ''}`}
      okText="保存"
      width={640}
      okButtonProps={{ loading: update.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {level && (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          requiredMark={false}
          initialValues={{ ...level, status: level.status === 1 }}
        >
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="name"
                label="等级名称"
                rules={[
                  { required: true, whitespace: true, max: 20, message: '请填写等级名称（1-20 个字）' },
                ]}
              >
                <Input maxLength={20} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="status"
                label="会员端显示"
                valuePropName="checked"
                extra={base ? 'VIP0 是起始等级，始终显示。' : '隐藏的等级不再显示，也不再晋级。'}
              >
                <Switch checkedChildren="显示" unCheckedChildren="隐藏" disabled={base} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="flow" label="累计流水门槛" rules={moneyRule('累计流水')}>
                <Input suffix="元" maxLength={14} disabled={base} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="recharge" label="累计存款门槛" rules={moneyRule('累计存款')}>
                <Input suffix="元" maxLength={14} disabled={base} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="bonus" label="晋级彩金" rules={moneyRule('晋级彩金')}>
                <Input suffix="元" maxLength={12} />
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
            返水比例（0-5%）
          </Divider>
          <Row gutter={16}>
            {RATE_FIELDS.map((f) => (
              <Col span={6} key={f.key}>
                <Form.Item
                  name={['rates', f.key]}
                  label={f.label}
                  rules={rateRules(f.label, f.key === 'fishing')}
                >
                  <Input suffix="%" maxLength={5} placeholder={f.key === 'fishing' ? '同电子' : undefined} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Form>
      )}
    </Modal>
  );
}

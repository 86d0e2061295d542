import { Button, Card, Col, Form, Input, InputNumber, Row, Switch, Typography } from 'antd';
import { Page } from '../../components/page';
import { errorText } from '../../lib/errors';
import { PERMISSION } from '../../lib/permissions';
import { useRedpacketConfig, type RedpacketConfig, type RedpacketTier } from './api/get-redpacket';
import { useSaveRedpacket } from './api/put-redpacket';
import { requiredText, settingRule } from '../../lib/form-rules';
import { FieldCol, MoneyCol, TimeCol } from './field-col';
import { SettingsForm, useSettingsForm } from './settings-form';

interface RedpacketForm extends Omit<RedpacketConfig, 'switch'> {
  switch: boolean;
}

const whole = (yuan: string) => yuan.replace(/\.00$/, '');
const MAX_TIERS = 20;
const tierHeader = ['当日存款下限', '当日存款上限', '可抢次数', '红包最小', '红包最大', ''];
const TIER_SPANS = [5, 5, 3, 4, 4, 3];

/** The draw window and the deposit counting window: field, label, name in messages, example, hint. */
const WINDOWS = [
  ['draw_start', '抢红包开始', '开始时间', '10:00'],
  ['draw_end', '抢红包结束', '结束时间', '12:00'],
  ['count_start', '存款统计开始', '统计开始时间', '12:00', '晚于结束时间表示从前一日算起。'],
  ['count_end', '存款统计结束（当日）', '统计结束时间', '10:00'],
] as const;

/** A tier's amount in yuan: its field, its box's label and its name in the messages. */
function TierMoney({
  tier,
  name,
  span,
  label,
  rule = label,
}: {
  tier: number;
  name: keyof RedpacketTier;
  span: number;
  label: string;
  rule?: string;
}) {
  return <MoneyCol span={span} name={[tier, name]} rule={rule} box={label} />;
}

/** The red packet campaign: switch, windows, turnover multiple and the deposit tiers. */
export function RedpacketPage() {
  const save = useSaveRedpacket();
  const { canEdit, message, formProps } = useSettingsForm<RedpacketConfig, RedpacketForm>(
    PERMISSION.campaigns,
    useRedpacketConfig(),
    save.isPending,
  );

  const submit = (v: RedpacketForm) =>
    save.mutate(
      {
        ...v,
        switch: v.switch ? '1' : '0',
        turnover_multiple: v.turnover_multiple.trim(),
        tiers: v.tiers.map((t) => ({
          deposit_min: t.deposit_min.trim(),
          deposit_max: t.deposit_max.trim(),
          draws: t.draws,
          amount_min: t.amount_min.trim(),
          amount_max: t.amount_max.trim(),
        })),
      },
      {
        onSuccess: () => message.success(`红包规则已保存，活动${v.switch ? '开启' : '关闭'}`),
        onError: (e) => message.error(errorText(e)),
      },
    );

  const initial = (c: RedpacketConfig): RedpacketForm => ({
    ...c,
    switch: c.switch === '1',
    tiers: c.tiers.map((t) => ({
      ...t,
      deposit_min: whole(t.deposit_min),
      deposit_max: whole(t.deposit_max),
    })),
  });

  return (
    <Page
      title="红包规则"
      description="会员按统计时段内已入账的存款落入档位，获得当日抢红包次数；每次随机金额在档位范围内，按流水倍数计入提现流水。"
    >
      <SettingsForm {...formProps} toValues={initial} onFinish={submit} maxWidth={960}>
        <Card size="small" title="活动" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <FieldCol
              span={6}
              name="switch"
              label="活动开关"
              valuePropName="checked"
              extra="关闭后会员端不显示抢红包入口。"
            >
              <Switch aria-label="红包活动开关" checkedChildren="开启" unCheckedChildren="关闭" />
            </FieldCol>
            <FieldCol
              span={6}
              name="turnover_multiple"
              label="流水倍数"
              extra="红包金额 × 倍数计入提现流水要求。"
              rules={[...requiredText('请输入流水倍数'), settingRule('redpacket_turnover_multiple')]}
            >
              <Input suffix="倍" maxLength={6} />
            </FieldCol>
          </Row>
          <Row gutter={16}>
            {WINDOWS.map(([name, label, rule, placeholder, extra]) => (
              <TimeCol
                key={name}
                span={6}
                name={name}
                label={label}
                extra={extra}
                rule={rule}
                midnight
                placeholder={placeholder}
              />
            ))}
          </Row>
        </Card>
        <Card
          size="small"
          title="存款档位"
          extra={<Typography.Text type="secondary">存款上限填 0 表示不限</Typography.Text>}
          style={{ marginBottom: 24 }}
        >
          <Form.List name="tiers">
            {(fields, { add, remove }) => (
              <>
                <Row gutter={12} style={{ marginBottom: 8, color: 'rgba(0,0,0,0.55)' }}>
                  {tierHeader.map((h, i) => (
                    <Col span={TIER_SPANS[i]} key={h || i}>
                      {h}
                    </Col>
                  ))}
                </Row>
                {fields.map((field) => (
                  <Row gutter={12} key={field.key} data-testid="redpacket-tier">
                    <TierMoney tier={field.name} name="deposit_min" span={5} label="存款下限" />
                    <TierMoney tier={field.name} name="deposit_max" span={5} label="存款上限" />
                    <FieldCol
                      span={3}
                      name={[field.name, 'draws']}
                      rules={[{ required: true, message: '请输入次数' }]}
                    >
                      <InputNumber
                        min={1}
                        max={100}
                        precision={0}
                        suffix="次"
                        style={{ width: '100%' }}
                        aria-label="可抢次数"
                      />
                    </FieldCol>
                    <TierMoney
                      tier={field.name}
                      name="amount_min"
                      span={4}
                      label="红包最小"
                      rule="红包最小金额"
                    />
                    <TierMoney
                      tier={field.name}
                      name="amount_max"
                      span={4}
                      label="红包最大"
                      rule="红包最大金额"
                    />
                    <Col span={3}>
                      {canEdit && (
                        <Button type="link" danger onClick={() => remove(field.name)}>
                          删除
                        </Button>
                      )}
                    </Col>
                  </Row>
                ))}
                {canEdit && (
                  <Button
                    type="dashed"
                    block
                    disabled={fields.length >= MAX_TIERS}
                    onClick={() =>
                      add({
                        deposit_min: '',
                        deposit_max: '0',
                        draws: 1,
                        amount_min: '',
                        amount_max: '',
                      } satisfies RedpacketTier)
                    }
                  >
                    添加档位
                  </Button>
                )}
              </>
            )}
          </Form.List>
        </Card>
      </SettingsForm>
    </Page>
  );
}

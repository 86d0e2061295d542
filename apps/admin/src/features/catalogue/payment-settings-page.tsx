import { Card, Form, Input, InputNumber, Row } from 'antd';
import type { SettingKey } from '@app/shared';
import { Page } from '../../components/page';
import { errorText } from '../../lib/errors';
import { PERMISSION } from '../../lib/permissions';
import { usePaymentSettings, type PaymentSettings } from './api/get-payment-settings';
import { useSavePaymentSettings } from './api/put-payment-settings';
import { requiredText, settingRule } from '../../lib/form-rules';
import { FieldCol, MoneyCol, TimeCol } from './field-col';
import { SettingsForm, useSettingsForm } from './settings-form';

interface SettingsForm {
  usdt_rate: string;
  withdraw_min: string;
  withdraw_max: string;
  withdraw_daily_count: number;
  hours_from: string;
  hours_to: string;
  withdraw_fee_trc20: string;
  withdraw_fee_erc20: string;
}

const toForm = (s: PaymentSettings): SettingsForm => {
  const [from = '00:00', to = '24:00'] = s.withdraw_hours.split('-');
  return { ...s, withdraw_daily_count: Number(s.withdraw_daily_count), hours_from: from, hours_to: to };
};

/** Filled in, then checked by the shared settings schema (the server's rule and message). */
const settingRules = (key: SettingKey, missing: string) => [...requiredText(missing), settingRule(key)];

/** A chain's withdrawal fee in USDT. */
function FeeCol({ chain }: { chain: 'TRC20' | 'ERC20' }) {
  const key = chain === 'TRC20' ? 'withdraw_fee_trc20' : 'withdraw_fee_erc20';
  return (
    <FieldCol
      span={8}
      name={key}
      label={`${chain} 每笔`}
      rules={settingRules(key, `请输入${chain} 手续费`)}
      validateFirst
    >
      <Input suffix="USDT" maxLength={6} />
    </FieldCol>
  );
}

/** The USDT rate used for deposits and withdrawals, and the withdrawal limits, hours and fees. */
export function PaymentSettingsPage() {
  const save = useSavePaymentSettings();
  const { form, message, formProps } = useSettingsForm<PaymentSettings, SettingsForm>(
    PERMISSION.moneyAdjust,
    usePaymentSettings(),
    save.isPending,
  );

  const submit = (v: SettingsForm) =>
    save.mutate(
      {
        usdt_rate: v.usdt_rate.trim(),
        withdraw_min: v.withdraw_min.trim(),
        withdraw_max: v.withdraw_max.trim(),
        withdraw_daily_count: String(v.withdraw_daily_count),
        withdraw_hours: `${v.hours_from}-${v.hours_to}`,
        withdraw_fee_trc20: v.withdraw_fee_trc20.trim(),
        withdraw_fee_erc20: v.withdraw_fee_erc20.trim(),
      },
      {
        onSuccess: (saved) => {
          form.setFieldsValue(toForm(saved));
          message.success('汇率与提现规则已保存，会员端即时生效');
        },
        onError: (e) => message.error(errorText(e)),
      },
    );

  return (
    <Page
      title="汇率与提现"
      description="USDT 汇率用于 USDT 存款折算与取款换算；取款限额、次数与时间由服务器在会员提交取款时校验（北京时间）。"
    >
      <SettingsForm {...formProps} toValues={toForm} onFinish={submit} maxWidth={880}>
        <Card title="USDT 汇率" size="small" style={{ marginBottom: 16 }}>
          <Form.Item
            name="usdt_rate"
            label="参考汇率"
            extra="1 USDT 折合人民币元数，1-100，最多 4 位小数。"
            rules={settingRules('usdt_rate', '请输入 USDT 汇率')}
            validateFirst
            style={{ maxWidth: 360 }}
          >
            <Input prefix="1 USDT =" suffix="元" maxLength={8} />
          </Form.Item>
        </Card>
        <Card title="取款规则" size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <MoneyCol
              span={8}
              name="withdraw_min"
              label="单笔最低"
              extra="不低于 100 元。"
              rule="最低取款金额"
              setting="withdraw_min"
              maxLength={12}
            />
            <MoneyCol
              span={8}
              name="withdraw_max"
              label="单笔最高"
              rule="最高取款金额"
              setting="withdraw_max"
              maxLength={12}
            />
            <FieldCol
              span={8}
              name="withdraw_daily_count"
              label="每日次数"
              extra="0 为不限。"
              rules={[{ required: true, message: '请输入每日取款次数' }]}
            >
              <InputNumber min={0} max={100} precision={0} suffix="次" style={{ width: '100%' }} />
            </FieldCol>
            <TimeCol span={8} name="hours_from" label="开放时间（起）" rule="开始时间" placeholder="00:00" />
            <TimeCol
              span={8}
              name="hours_to"
              label="开放时间（止）"
              extra="全天开放填 00:00 至 24:00；止早于起表示跨零点。"
              rule="结束时间"
              midnight
              placeholder="24:00"
            />
          </Row>
        </Card>
        <Card title="USDT 取款手续费" size="small" style={{ marginBottom: 24 }}>
          <Row gutter={16}>
            <FeeCol chain="TRC20" />
            <FeeCol chain="ERC20" />
          </Row>
        </Card>
      </SettingsForm>
    </Page>
  );
}

import { useEffect } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  InputNumber,
  Skeleton,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { settingRefusal } from '@app/shared';
import type { WithdrawalRulesView } from '@app/shared/admin-contract';
import { Page } from '../../../components/page';
import { errorText } from '../../../lib/errors';
import { useMe } from '../../../api/get-me';
import { PERMISSION, roleAllows } from '../../../lib/permissions';
import { useRiskRules, useSaveRiskRules } from './api/risk-rules';
import styles from './risk-review.module.css';

/** Each figure's label and unit in the console, by its name in a rule's params. */
const FIGURES: Record<string, { label: string; suffix: string; min: number; max: number; step?: number }> = {
  days: { label: '近', suffix: '天', min: 1, max: 365 },
  multiple: { label: '倍数', suffix: '× 充值', min: 0.01, max: 100, step: 0.5 },
  ratio: { label: '倍数', suffix: '× 充值', min: 0.5, max: 10_000 },
  hours: { label: '不足', suffix: '小时', min: 1, max: 720 },
  amount_yuan: { label: '超过', suffix: '元', min: 1, max: 10_000_000 },
};

interface FormValues {
  rules: Record<string, { enabled: boolean; params: Record<string, number> }>;
  auto_enabled: boolean;
  auto_max: string;
}

const toForm = (view: WithdrawalRulesView): FormValues => ({
  rules: Object.fromEntries(view.rules.map((r) => [r.code, { enabled: r.enabled, params: r.params }])),
  auto_enabled: view.auto_approve.enabled,
  auto_max: view.auto_approve.max,
});

/** 风控规则: the withdrawal rules, each switched and tuned, and the automatic approval of clear requests. */
export function RiskRulesPage() {
  const rules = useRiskRules();
  const save = useSaveRiskRules();
  const { data: me } = useMe();
  const canWrite = roleAllows(me?.role, PERMISSION.riskWrite);
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();

  useEffect(() => {
    if (rules.data) form.setFieldsValue(toForm(rules.data));
  }, [rules.data, form]);

  const submit = (v: FormValues) =>
    save.mutate(
      {
        rules: rules.data!.rules.map((r) => ({
          code: r.code as never,
          enabled: v.rules[r.code]!.enabled,
          params: v.rules[r.code]!.params ?? {},
        })),
        auto_approve: { enabled: v.auto_enabled, max: v.auto_max.trim() },
      },
      {
        onSuccess: () => message.success('风控规则已保存，新的取款按新规则检测'),
        onError: (e) => message.error(errorText(e)),
      },
    );

  return (
    <Page
      title="风控规则"
      description="每笔取款提交后数秒内按下列规则检测：未命中进入财务出款，命中任一规则进入风控审核。风险分为命中规则分值之和（最高 100）。"
    >
      {rules.isError && <Alert type="error" showIcon message={errorText(rules.error)} />}
      {rules.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {rules.data && (
        <Form form={form} layout="vertical" disabled={!canWrite || save.isPending} onFinish={submit}>
          <Card title="取款检测规则" size="small">
            {rules.data.rules.map((r) => (
              <Flex key={r.code} className={styles.rule} gap={16} align="center" wrap>
                <Form.Item name={['rules', r.code, 'enabled']} valuePropName="checked" noStyle>
                  <Switch aria-label={r.label} />
                </Form.Item>
                <div className={styles.ruleText}>
                  <Typography.Text strong>{r.label}</Typography.Text>
                  <Tag className={styles.points}>+{r.points} 分</Tag>
                  <div>
                    <Typography.Text type="secondary">{r.description}</Typography.Text>
                  </div>
                </div>
                {Object.keys(r.params).map((name) => {
                  const f = FIGURES[name]!;
                  return (
                    <Form.Item
                      key={name}
                      name={['rules', r.code, 'params', name]}
                      rules={[{ required: true, message: '请填写' }]}
                      className={styles.figure}
                    >
                      <InputNumber
                        addonBefore={f.label}
                        addonAfter={f.suffix}
                        min={f.min}
                        max={f.max}
                        step={f.step ?? 1}
                        precision={name === 'multiple' || name === 'ratio' ? 2 : 0}
                      />
                    </Form.Item>
                  );
                })}
              </Flex>
            ))}
          </Card>
          <Card title="自动审核" size="small" className={styles.card}>
            <Flex gap={16} align="center" wrap>
              <Form.Item name="auto_enabled" valuePropName="checked" noStyle>
                <Switch aria-label="取款自动审核" />
              </Form.Item>
              <Typography.Text>未命中任何规则、且为银行卡取款的，金额不超过</Typography.Text>
              <Form.Item
                name="auto_max"
                noStyle
                rules={[
                  {
                    validator: async (_, v: string) => {
                      const refused = settingRefusal('withdraw_auto_approve_max_fen', String(v ?? '').trim());
                      if (refused) throw new Error(refused);
                    },
                  },
                ]}
              >
                <Input suffix="元" className={styles.amount} aria-label="自动审核金额上限" />
              </Form.Item>
              <Typography.Text>时由系统自动出款确认（审计记为系统操作）。</Typography.Text>
            </Flex>
          </Card>
          {canWrite && (
            <Flex justify="end" className={styles.card}>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                保存
              </Button>
            </Flex>
          )}
        </Form>
      )}
    </Page>
  );
}

import { Card, Form, Input, Select } from 'antd';
import { ACTIVITY_RULES, TURNOVER_BASES, parseYuanToFen, type ActivityRule } from '@app/shared';

export type ActivityRuleChoice = '' | ActivityRule;

const DECIMAL = /^\d{1,3}(\.\d{1,2})?$/;

const RULE_OPTIONS = [
  { value: '', label: '不限（仅人工审核）' },
  ...(Object.entries(ACTIVITY_RULES) as [ActivityRule, string][]).map(([value, label]) => ({ value, label })),
];

const BASIS_OPTIONS = Object.entries(TURNOVER_BASES).map(([value, label]) => ({
  value,
  label: `${label} × 倍数`,
}));

async function yuanValidator(_: unknown, value: string | undefined) {
  if (value && parseYuanToFen(value) === null) throw new Error('请输入正确的金额');
}

/**
 * An activity's bonus rules: what the server checks an application against, the bonus an approval
 * suggests, and its turnover multiple. Required once the activity exists (`editing`).
 */
export function BonusRulesCard({ editing }: { editing: boolean }) {
  const rule = Form.useWatch<ActivityRuleChoice | undefined>('apply_rule');
  return (
    <Card title="彩金规则" style={{ marginTop: 16 }}>
      <Form.Item
        name="apply_rule"
        label="申请条件"
        tooltip="服务器按此条件检查会员的申请；不限则只由审核把关"
      >
        <Select options={RULE_OPTIONS} />
      </Form.Item>
      {rule && (
        <Form.Item
          name="rule_min"
          label="最低存款（元）"
          tooltip="符合条件的存款至少为此金额；0 或留空为不限"
          rules={[{ validator: yuanValidator }]}
        >
          <Input placeholder="如 100" prefix="¥" />
        </Form.Item>
      )}
      <Form.Item
        name="bonus_percent"
        label="彩金比例（%）"
        rules={[
          { required: editing, message: '请填写彩金比例' },
          { pattern: DECIMAL, message: '请输入数字，最多两位小数' },
        ]}
        tooltip="审核通过时按申请金额乘以比例给出建议彩金"
      >
        <Input placeholder="如 88" suffix="%" />
      </Form.Item>
      <Form.Item
        name="bonus_max"
        label="彩金上限（元）"
        tooltip="0 或留空为不封顶"
        rules={[{ required: editing, message: '请填写彩金上限，不封顶填 0' }, { validator: yuanValidator }]}
      >
        <Input placeholder="如 8888" prefix="¥" />
      </Form.Item>
      <Form.Item
        name="turnover_multiple"
        label="流水倍数"
        rules={[
          { required: editing, message: '请填写流水倍数' },
          { pattern: DECIMAL, message: '请输入数字，最多两位小数' },
        ]}
        tooltip="需完成的有效投注倍数，留空为 1 倍"
      >
        <Input placeholder="如 15" suffix="倍" />
      </Form.Item>
      <Form.Item
        name="turnover_basis"
        label="流水基数"
        initialValue="bonus"
        tooltip="流水倍数乘以什么：只算彩金，或申请金额（本金）加彩金，与活动条款一致，如（本金+彩金）×15"
      >
        <Select options={BASIS_OPTIONS} />
      </Form.Item>
    </Card>
  );
}

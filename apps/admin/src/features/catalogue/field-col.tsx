import { Col, Form, Input, type FormItemProps } from 'antd';
import type { SettingKey } from '@app/shared';
import { requiredText, settingRule } from '../../lib/form-rules';
import { moneyRule, timeRule } from './form-rules';

/** One form field in a grid column of `span` (of 24). */
export function FieldCol({ span, ...item }: FormItemProps & { span: number }) {
  return (
    <Col span={span}>
      <Form.Item {...item} />
    </Col>
  );
}

type ColProps = Omit<FormItemProps, 'rules' | 'children'> & { span: number };

/** A Beijing HH:mm time; `rule` names it in the messages, `midnight` allows 24:00. */
export function TimeCol({
  rule,
  midnight,
  placeholder,
  ...item
}: ColProps & { rule: string; midnight?: boolean; placeholder: string }) {
  return (
    <FieldCol {...item} rules={timeRule(rule, midnight)}>
      <Input placeholder={placeholder} maxLength={5} />
    </FieldCol>
  );
}

/**
 * An amount in yuan; `rule` names it in the messages; `box` labels the input where no label does;
 * a site setting (`setting`) is checked by the shared settings schema once it is filled in.
 */
export function MoneyCol({
  rule,
  maxLength,
  box,
  setting,
  ...item
}: ColProps & { rule: string; maxLength?: number; box?: string; setting?: SettingKey }) {
  const rules = setting ? [...requiredText(`请输入${rule}`), settingRule(setting)] : moneyRule(rule);
  return (
    <FieldCol {...item} rules={rules} validateFirst>
      <Input suffix="元" maxLength={maxLength} aria-label={box} />
    </FieldCol>
  );
}

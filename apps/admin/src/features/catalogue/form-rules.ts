import type { FormRule as Rule } from 'antd';
import { textRule } from '../../lib/form-rules';

/**
 * Yuan with at most two decimals, as the server parses it (the server's message wins on anything
 * subtler).
 */
export const moneyRule = (label: string): Rule[] =>
  textRule(`请输入${label}`, /^\d{1,13}(\.\d{1,2})?$/, `${label}格式不正确，请输入金额（最多两位小数）`);

export const wholeYuanRule = (label: string): Rule[] =>
  textRule(`请输入${label}`, /^\d{1,9}$/, `${label}须为整数元`);

/** Beijing wall-clock time; "24:00" only where a window may run to midnight. */
export const timeRule = (label: string, allowMidnight = false): Rule[] => [
  { required: true, message: `请输入${label}` },
  {
    pattern: allowMidnight ? /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/ : /^([01]\d|2[0-3]):[0-5]\d$/,
    message: '时间格式为 HH:mm，例如 09:30',
  },
];

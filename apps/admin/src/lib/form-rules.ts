import type { FormRule } from 'antd';

/** Required text: blank counts as missing. */
export const requiredText = (message: string): FormRule[] => [{ required: true, whitespace: true, message }];

/** Required text (blank counts as missing) that must match `pattern`; each with its message. */
export const textRule = (required: string, pattern: RegExp, mismatch: string): FormRule[] => [
  ...requiredText(required),
  { pattern, message: mismatch },
];

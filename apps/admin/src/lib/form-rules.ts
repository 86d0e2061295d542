import type { FormRule } from 'antd';
import { settingRefusal, type SettingKey } from '@app/shared';

/** Required text: blank counts as missing. */
export const requiredText = (message: string): FormRule[] => [{ required: true, whitespace: true, message }];

/** Required text (blank counts as missing) that must match `pattern`; each with its message. */
export const textRule = (required: string, pattern: RegExp, mismatch: string): FormRule[] => [
  ...requiredText(required),
  { pattern, message: mismatch },
];

/**
 * The shared settings schema's rule for `key` (@app/shared site-settings): refused here with the
 * message the server would answer, so a form checks a setting exactly as it is checked when saved.
 */
export const settingRule = (key: SettingKey): FormRule => ({
  validator: (_rule, value: unknown) => {
    const refused = settingRefusal(key, value == null ? '' : String(value));
    return refused === null ? Promise.resolve() : Promise.reject(new Error(refused));
  },
});

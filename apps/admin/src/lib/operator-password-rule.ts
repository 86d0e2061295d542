import type { FormItemProps, FormRule } from 'antd';
import {
  MSG,
  OPERATOR_PASSWORD_MSG,
  OPERATOR_USERNAME,
  OPERATOR_USERNAME_MSG,
  checkOperatorPasswordShape,
} from '@app/shared';
import { textRule } from './form-rules';

/** The operator account field's hint and check, as the server's. */
export const operatorUsernameRule: Pick<FormItemProps, 'extra' | 'rules'> = {
  extra: '4-32 位小写字母、数字或下划线，以字母开头。',
  rules: textRule('请输入账号', OPERATOR_USERNAME, OPERATOR_USERNAME_MSG),
};

/** The repeat of the password in `passwordField`: asked for with `required`, and the same. */
export function confirmPasswordRule(
  passwordField: string,
  required: string,
): Pick<FormItemProps, 'dependencies' | 'rules'> {
  return {
    dependencies: [passwordField],
    rules: [
      { required: true, message: required },
      ({ getFieldValue }) => ({
        validator: async (_, value: string | undefined) => {
          if (value && value !== getFieldValue(passwordField)) throw new Error(MSG.passwordMismatch);
        },
      }),
    ],
  };
}

/**
 * The operator password field's hint and check: the rule the server applies, from @app/shared.
 * Length and characters are checked at once; the guessability estimate loads its dictionaries
 * the first time a password gets that far. `usernameField` names the form field whose value the
 * password must not lean on.
 */
export function operatorPasswordRule(usernameField?: string): Pick<FormItemProps, 'extra' | 'rules'> {
  const rules: FormRule[] = [
    { required: true, message: OPERATOR_PASSWORD_MSG.required },
    ({ getFieldValue }) => ({
      validator: async (_, value: string | undefined) => {
        if (!value) return;
        const shape = checkOperatorPasswordShape(value);
        if (shape) throw new Error(shape);
        const { checkOperatorPassword } = await import('@app/shared/password-strength');
        const username = usernameField ? String(getFieldValue(usernameField) ?? '') : '';
        const problem = checkOperatorPassword(value, [username]);
        if (problem) throw new Error(problem);
      },
    }),
  ];
  return { extra: OPERATOR_PASSWORD_MSG.hint, rules };
}

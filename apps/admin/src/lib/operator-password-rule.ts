import type { FormItemProps, FormRule } from 'antd';
import { OPERATOR_PASSWORD_MSG, checkOperatorPasswordShape } from '@app/shared';

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

import { Input } from 'antd-mobile';
import { digitsOnly, REGISTER_LIMITS } from '@app/shared';

interface Props {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
  name?: string;
}

/** The 6-digit payment password: digits only, at most six (spec 001 §5). */
export function PayPasswordInput({
  value,
  onChange,
  placeholder = '请输入6位数字支付密码',
  className,
  name = 'pay_pass',
}: Props) {
  return (
    <Input
      className={className}
      name={name}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      value={value}
      // No maxLength: digitsOnly cuts to six after stripping, so pasted text keeps its digits.
      onChange={(next) => onChange(digitsOnly(next, REGISTER_LIMITS.payPassword))}
    />
  );
}

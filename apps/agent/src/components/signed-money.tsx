import { formatYuan } from '@app/shared/client';
import styles from './signed-money.module.css';

/**
 * An amount whose sign matters (a result, a carried balance): red above zero, green below, as
 * Chinese figures are read; `+` shown so a positive result is not mistaken for a plain amount.
 */
export function SignedMoney({ value, className = '' }: { value: string; className?: string }) {
  const shown = formatYuan(value);
  const sign = shown.startsWith('-') ? 'negative' : /[1-9]/.test(shown) ? 'positive' : 'zero';
  return (
    <span className={`${styles[sign]} ${className}`} data-sign={sign}>
      {sign === 'positive' ? `+${shown}` : shown}
    </span>
  );
}

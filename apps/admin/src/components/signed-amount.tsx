import { formatYuan } from '../lib/money';
import styles from './money.module.css';

export type Sign = 'up' | 'down' | 'zero';

/** Which way a yuan figure went: 'up' above zero, 'down' below. */
export function signOf(value: string | number): Sign {
  const n = Number(value);
  return n > 0 ? 'up' : n < 0 ? 'down' : 'zero';
}

/** The colour of a sign, as Chinese figures are read: gains red, losses green, zero plain. */
export const signClass = (value: string | number): string | undefined => {
  const sign = signOf(value);
  return sign === 'zero' ? undefined : styles[sign];
};

/** "-¥23.00" rather than "¥-23.00"; with `plus`, "+¥23.00" for a gain. */
export function signedYuan(value: string, { plus = false, prefix = '¥' } = {}): string {
  const sign = signOf(value);
  const digits = formatYuan(value.trim().replace(/^[-+]/, ''));
  return `${sign === 'down' ? '-' : sign === 'up' && plus ? '+' : ''}${prefix}${digits}`;
}

/** The platform's result (平台输赢) of a player's own result (a bet's win/loss): its sign turned round. */
export function platformResult(playerResult: string): string {
  const v = playerResult.trim();
  if (Number(v) === 0) return v.replace(/^[-+]/, '');
  return v.startsWith('-') ? v.slice(1) : `-${v.replace(/^\+/, '')}`;
}

/**
 * A yuan figure whose sign matters (GGR, a result, a balance change, a carried base): red above
 * zero and green below everywhere in the console, as in the agent console. Results are always the
 * platform's (平台输赢: positive when the site won).
 */
export function SignedAmount({
  value,
  plus = true,
  prefix = '',
}: {
  value: string;
  /** "+" before a gain, so it is not read as a plain amount. */
  plus?: boolean;
  prefix?: string;
}) {
  return (
    <span className={`${styles.amount} ${signClass(value) ?? ''}`} data-sign={signOf(value)}>
      {signedYuan(value, { plus, prefix })}
    </span>
  );
}

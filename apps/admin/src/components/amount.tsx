import { formatYuan } from '../lib/money';
import styles from './money.module.css';

/** A yuan amount in a table cell: grouped, two decimals, tabular digits. */
export function Amount({ value, prefix = '¥' }: { value: string | number; prefix?: string }) {
  return (
    <span className={styles.amount}>
      {prefix}
      {formatYuan(value)}
    </span>
  );
}

export const monoClass = styles.mono;

import { Input } from 'antd-mobile';
import { amountInput, formatYuan } from '../../../lib/money';
import styles from './amount-field.module.css';

const QUICK_AMOUNTS = [100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000];
/** Yuan without empty fen: 100.00 reads 100, 99.50 stays. */
const plainYuan = (n: number) => formatYuan(n).replace(/\.00$/, '');

interface Props {
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  /** Shown instead of the range while it is unavailable (channel switched off). */
  rangeError?: string;
}

/** The deposit amount in yuan with its range and a few quick amounts inside it. */
export function AmountField({ value, onChange, min, max, rangeError }: Props) {
  const quick = QUICK_AMOUNTS.filter((n) => n >= min && n <= max).slice(0, 6);
  return (
    <div className={styles.amountBox}>
      <div className={styles.amountLabel}>
        <span>存款金额</span>
        <span className={rangeError ? styles.rangeError : styles.range}>
          {rangeError ?? `单笔限额 ${formatYuan(min)} - ${formatYuan(max)} 元`}
        </span>
      </div>
      <label className={styles.amountInput}>
        <span className={styles.yuan}>¥</span>
        <Input
          name="amount"
          inputMode="decimal"
          placeholder={`请输入${plainYuan(min)}-${plainYuan(max)}的金额`}
          value={value}
          onChange={(next) => onChange(amountInput(next))}
          clearable
        />
      </label>
      {quick.length > 0 && (
        <div className={styles.quick}>
          {quick.map((n) => (
            <button
              key={n}
              type="button"
              className={value === String(n) ? `${styles.chip} ${styles.chipActive}` : styles.chip}
              onClick={() => onChange(String(n))}
            >
              {n.toLocaleString('en-US')}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

import { DATE_FILTERS } from './record-states';
import styles from './filters.module.css';

/** Today, a week, half a month, a month: codes 1 to 4 (spec 001 §2). */
export function DateFilter({ value, onChange }: { value: number; onChange: (date: number) => void }) {
  return (
    <div className={styles.dates} role="radiogroup" aria-label="时间">
      {DATE_FILTERS.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          className={option.value === value ? `${styles.date} ${styles.dateActive}` : styles.date}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

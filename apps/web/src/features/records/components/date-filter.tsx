import { ChoiceButtons } from '../../../components/choice-buttons';
import { DATE_FILTERS } from './record-states';
import styles from './filters.module.css';

const CHOICES = DATE_FILTERS.map((option) => ({ key: option.value, label: option.label }));

/** Today, a week, half a month, a month: codes 1 to 4 (spec 001 §2). */
export function DateFilter({ value, onChange }: { value: number; onChange: (date: number) => void }) {
  return (
    <ChoiceButtons
      kind="radios"
      label="时间"
      choices={CHOICES}
      value={value}
      onChange={onChange}
      className={styles.dates}
      itemClassName={styles.date}
      activeClassName={styles.dateActive}
    />
  );
}

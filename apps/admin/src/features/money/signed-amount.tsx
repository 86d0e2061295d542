import { Amount } from '../../components/amount';
import styles from './money-pages.module.css';

/** A signed yuan amount: credits green with a plus, debits red. */
export function SignedAmount({ value }: { value: string }) {
  const debit = value.trim().startsWith('-');
  return (
    <span className={debit ? styles.debit : styles.credit}>
      {debit ? '' : '+'}
      <Amount value={value} prefix="" />
    </span>
  );
}

import type { PayoutReference } from '@app/shared';
import { CopyButton } from '../../../components/copy-button';
import styles from './payout-reference.module.css';

/** A hash is long: its head and tail are enough to recognise it; the copy takes it whole. */
const shortened = (value: string) =>
  value.length > 24 ? `${value.slice(0, 10)}…${value.slice(-10)}` : value;

/** A paid withdrawal's reference on its record (a USDT transaction hash, a bank reference), copyable. */
export function PayoutReferenceLine({ reference }: { reference: PayoutReference }) {
  return (
    <div className={styles.line} data-testid="payout-reference">
      <span className={styles.label}>{reference.label}</span>
      <span className={styles.value} title={reference.value}>
        {shortened(reference.value)}
      </span>
      <CopyButton text={reference.value} label={`复制${reference.label}`} />
    </div>
  );
}

/** The reference in full under the progress's 已出款 step. */
export function StepReference({ reference }: { reference: PayoutReference }) {
  return (
    <span className={styles.whole} data-testid="step-reference">
      {reference.label}：{reference.value}
    </span>
  );
}

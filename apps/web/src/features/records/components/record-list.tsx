import type { TransRecordFilter, TransactionRecord } from '@app/shared';
import { PagedRecords } from '../../../components/paged-records';
import { formatYuan } from '../../../lib/money';
import { useTransRecord } from '../api/get-trans-record';
import { RECORD_TYPE, stateLabel } from './record-states';
import { PayoutReferenceLine } from './payout-reference';
import { WithdrawalProgress } from './withdrawal-progress';
import rows from '../../../components/record-rows.module.css';
import styles from './record-list.module.css';

const OUTGOING: number[] = [RECORD_TYPE.withdraw, RECORD_TYPE.transferOut];

function Row({ record, type }: { record: TransactionRecord; type: number }) {
  const [numberLabel, tone] = stateLabel(type, Number(record.state));
  // The server words a state that depends on more than its number (a gateway order's 订单已关闭).
  const label = record.state_text || numberLabel;
  const sign = OUTGOING.includes(type) ? '-' : '+';
  const amountTone = tone === 'fail' ? styles.void : sign === '-' ? styles.out : styles.in;
  return (
    <li className={rows.row} data-testid="record" data-order={record.out_trade_no}>
      <div className={styles.line}>
        <span className={styles.way}>{record.pay_way || '—'}</span>
        <span className={`${styles.amount} ${amountTone}`}>
          {sign}
          {formatYuan(record.amount)}
        </span>
      </div>
      <div className={styles.line}>
        <span className={styles.meta}>{record.out_trade_no}</span>
        <span className={`${rows.state} ${rows[tone]}`} data-testid="record-state">
          {label}
        </span>
      </div>
      <div className={styles.meta}>{record.created_at}</div>
      {record.payout_reference && <PayoutReferenceLine reference={record.payout_reference} />}
      {record.progress && <WithdrawalProgress steps={record.progress} />}
    </li>
  );
}

/** One sub-tab's records with paging; empty says 暂无资料 (spec 001 §2). */
export function RecordList({ query, onPage }: { query: TransRecordFilter; onPage: (page: number) => void }) {
  const records = useTransRecord(query);
  return (
    <PagedRecords query={records} records={records.data} page={query.page} onPage={onPage}>
      {(record) => <Row key={record.out_trade_no} record={record} type={query.type} />}
    </PagedRecords>
  );
}

import { useState } from 'react';
import { DateFilter } from './components/date-filter';
import { RecordList } from './components/record-list';
import { DEFAULT_DATE, RECORD_TYPE } from './components/record-states';
import styles from './components/filters.module.css';

/** /fundingRecords: where a withdrawal request lands; the player's withdrawals and their review state. */
export default function FundingRecordsPage() {
  const [date, setDate] = useState<number>(DEFAULT_DATE);
  const [page, setPage] = useState(1);
  return (
    <div>
      <div className={styles.bar}>
        <DateFilter
          value={date}
          onChange={(next) => {
            setDate(next);
            setPage(1);
          }}
        />
      </div>
      <RecordList query={{ type: RECORD_TYPE.withdraw, date, page, api_type: '' }} onPage={setPage} />
    </div>
  );
}

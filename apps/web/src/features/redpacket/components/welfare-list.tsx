import type { RedpacketRecord } from '@app/shared';
import { PagedRecords } from '../../../components/paged-records';
import { formatYuan } from '../../../lib/money';
import { REDPACKET_PAGE_SIZE, useRedpacketList } from '../api/get-redpacket-list';
import rows from '../../../components/record-rows.module.css';
import styles from './welfare-list.module.css';

function Row({ record }: { record: RedpacketRecord }) {
  return (
    <li className={`${rows.row} ${styles.row}`} data-testid="welfare-record">
      <svg className={styles.icon} viewBox="0 0 32 40" aria-hidden="true">
        <rect x="1" y="1" width="30" height="38" rx="5" fill="#d8232f" />
        <path d="M1 6a5 5 0 0 1 5-5h20a5 5 0 0 1 5 5v8c-4 4-9 6-15 6S5 18 1 14Z" fill="#f0564d" />
        <circle cx="16" cy="19" r="5" fill="#f2c96d" />
      </svg>
      <div className={styles.main}>
        <div className={styles.title}>
          存款 <span className={styles.deposit}>{formatYuan(record.money)}</span> 元
        </div>
        <div className={styles.time}>{record.created_at}</div>
      </div>
      <div className={styles.won}>
        <span className={styles.amount}>+{formatYuan(record.redpacketmoney)}</span>
        <span className={styles.caption}>红包金额</span>
      </div>
    </li>
  );
}

/** The packets won, each with the counted deposit that earned it; ten a page (spec 001 §2, §9). */
export function WelfareList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const list = useRedpacketList(page);
  const data = list.data;
  const records = data && { ...data, last_page: Math.max(1, Math.ceil(data.total / REDPACKET_PAGE_SIZE)) };
  return (
    <PagedRecords
      query={list}
      records={records}
      page={page}
      onPage={onPage}
      emptyTitle="暂无记录"
      label="红包记录"
    >
      {(record, index) => <Row key={`${record.created_at}-${index}`} record={record} />}
    </PagedRecords>
  );
}

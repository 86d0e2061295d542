import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { REBATE_STATE, type RebateFilter, type RebateRecord } from '@app/shared';
import { PagedRecords } from '../../../components/paged-records';
import { formatYuan } from '../../../lib/money';
import { useRebateList } from '../api/get-rebate-list';
import { useClaimRebate } from '../hooks/use-claim-rebate';
import rows from '../../../components/record-rows.module.css';
import styles from './record-list.module.css';
import rebate from './rebate-list.module.css';

function Row({ record }: { record: RebateRecord }) {
  const claimed = Number(record.state) !== REBATE_STATE.pending;
  return (
    <li className={rows.row} data-testid="rebate-record">
      <div className={styles.line}>
        <span className={`${styles.way} ${rebate.game}`}>{record.gamename || '—'}</span>
        <span className={`${styles.amount} ${styles.in}`}>+{formatYuan(record.money)}</span>
      </div>
      <div className={styles.line}>
        <span className={styles.meta}>返水时间 {record.created_at}</span>
        <span className={`${rows.state} ${claimed ? rows.ok : rows.pending}`} data-testid="rebate-state">
          {claimed ? '已领取' : '待领取'}
        </span>
      </div>
      {claimed && record.updated_at && <div className={styles.meta}>领取时间 {record.updated_at}</div>}
    </li>
  );
}

interface SummaryProps {
  claimed: string | undefined;
  pending: string | undefined;
  claiming: boolean;
  onClaim: () => void;
}

/** Pending and claimed totals over every rebate (the filters narrow the list, not these). */
function Summary({ claimed, pending, claiming, onClaim }: SummaryProps) {
  // Still tappable with nothing pending: the tap explains why (spec 001 §5).
  const idle = pending !== undefined && !(Number(pending) > 0);
  return (
    <section className={rebate.summary} aria-label="返水汇总">
      <div className={rebate.pendingBox}>
        <span className={rebate.label}>待领取返水（元）</span>
        <span className={rebate.pendingValue} data-testid="rebate-pending">
          {pending === undefined ? '--' : formatYuan(pending)}
        </span>
      </div>
      <Button
        className={idle ? `${rebate.claim} ${rebate.idle}` : rebate.claim}
        size="small"
        loading={claiming}
        onClick={onClaim}
      >
        领取返水
      </Button>
      <div className={rebate.claimed}>
        累计已领取
        <b data-testid="rebate-claimed">{claimed === undefined ? '--' : formatYuan(claimed)}</b>元
      </div>
    </section>
  );
}

/**
 * The rebate tab: what is pending and what was claimed, the claim action, then one page of
 * rebates under the date and platform filters (spec 001 §2). `filters` sits between the two.
 */
export function RebateList({
  query,
  onPage,
  filters,
}: {
  query: RebateFilter;
  onPage: (page: number) => void;
  filters: ReactNode;
}) {
  const rebates = useRebateList(query);
  const { claim, claiming } = useClaimRebate();
  const data = rebates.data;

  return (
    <>
      <Summary
        claimed={data?.jisuan}
        pending={data?.nojisuan}
        claiming={claiming}
        onClaim={() => void claim(data?.nojisuan)}
      />
      {filters}
      <PagedRecords query={rebates} records={data?.list} page={query.page} onPage={onPage}>
        {(record, index) => <Row key={`${record.created_at}-${index}`} record={record} />}
      </PagedRecords>
    </>
  );
}

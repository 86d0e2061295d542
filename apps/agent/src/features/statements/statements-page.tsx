import { InfiniteScroll } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { formatYuan } from '@app/shared/client';
import { useNavigate } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../components/page-state';
import { useStatements } from './api/get-statements';
import { StateTag } from './components/state-tag';
import styles from './statements-page.module.css';

/** 账单: one statement per settled period, its state and what it pays; a tap opens its detail. */
export default function StatementsPage() {
  const statements = useStatements();
  const navigate = useNavigate();
  if (statements.isPending) return <PageLoading />;
  if (statements.isError) {
    return <PageError error={statements.error} onRetry={() => void statements.refetch()} />;
  }
  const rows = statements.data.pages.flatMap((page) => page.data);
  if (rows.length === 0) {
    return (
      <EmptyState title="暂无账单" hint="每个结算周期结束后生成账单，审核通过后佣金发放到您的账户余额" />
    );
  }

  return (
    <div className={styles.list}>
      {rows.map((row) => (
        <button
          key={row.id}
          type="button"
          className={styles.row}
          onClick={() => void navigate(`/statements/${row.id}`)}
        >
          <span className={styles.main}>
            <span className={styles.period}>{row.period}</span>
            <span className={styles.meta}>
              净输赢 {formatYuan(row.net)} · 比例 {row.rate}%{row.paid_at ? ` · 发放 ${row.paid_at}` : ''}
            </span>
          </span>
          <span className={styles.side}>
            <StateTag state={row.state} text={row.state_text} />
            <span className={styles.payable}>
              <small>应发佣金</small>
              {formatYuan(row.payable)}
            </span>
          </span>
          <RightOutline className={styles.arrow} />
        </button>
      ))}
      <InfiniteScroll
        hasMore={statements.hasNextPage}
        loadMore={async () => void (await statements.fetchNextPage())}
      />
    </div>
  );
}

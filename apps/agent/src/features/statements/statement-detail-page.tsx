import { formatYuan } from '@app/shared/client';
import { useParams } from 'react-router';
import { PageError, PageLoading } from '../../components/page-state';
import { SubPage } from '../../components/sub-page';
import { useStatement } from './api/get-statement';
import { StateTag } from './components/state-tag';
import { StatementFigures } from './components/statement-figures';
import { StatementLines } from './components/statement-lines';
import styles from './statement-detail-page.module.css';

/** One statement: what it pays and its state, every figure behind it, then its lines. */
export default function StatementDetailPage() {
  const { id = '' } = useParams();
  const statement = useStatement(id);

  return (
    <SubPage title="账单详情" back="/statements">
      {statement.isPending ? (
        <PageLoading />
      ) : statement.isError ? (
        <PageError error={statement.error} onRetry={() => void statement.refetch()} />
      ) : (
        <>
          <section className={styles.summary} aria-label="应发佣金">
            <div className={styles.summaryHead}>
              <span>{statement.data.period}</span>
              <StateTag state={statement.data.state} text={statement.data.state_text} solid />
            </div>
            <strong className={styles.payable}>{formatYuan(statement.data.payable)}</strong>
            <span className={styles.caption}>
              应发佣金（元）{statement.data.paid_at ? ` · 发放于 ${statement.data.paid_at}` : ''}
            </span>
          </section>
          <StatementFigures detail={statement.data} />
          <StatementLines detail={statement.data} />
        </>
      )}
    </SubPage>
  );
}

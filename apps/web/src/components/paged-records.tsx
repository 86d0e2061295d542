import type { ReactNode } from 'react';
import { errorText } from '../lib/errors';
import { EmptyState } from './empty-state';
import { PageError } from './page-error';
import { PageLoading } from './page-loading';
import { Pager } from './pager';
import rows from './record-rows.module.css';

/** What the list needs of its query's state (a react-query result). */
interface ListQueryState {
  isPending: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface Props<T> {
  query: ListQueryState;
  /** The page on screen; undefined while nothing has loaded. */
  records: { data: T[]; total: number; last_page: number } | undefined;
  page: number;
  onPage: (page: number) => void;
  /** 暂无资料 unless said. */
  emptyTitle?: string;
  label?: string;
  /** One row (an <li> with its key). */
  children: (record: T, index: number) => ReactNode;
}

/**
 * One page of records as white cards with 共 N 条 and the pager under them; loading, a failed
 * first load and an empty page in between. The previous page stays, dimmed, while the next loads.
 */
export function PagedRecords<T>(props: Props<T>) {
  const { query, records, page, onPage, emptyTitle = '暂无资料', label, children } = props;
  if (query.isPending) return <PageLoading />;
  if (query.error && !records) {
    return <PageError description={errorText(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (!records || records.data.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <div className={query.isPlaceholderData ? rows.stale : undefined}>
      <ul className={rows.list} aria-label={label}>
        {records.data.map(children)}
      </ul>
      <div className={rows.total}>共 {records.total} 条</div>
      <Pager page={page} lastPage={records.last_page} onChange={onPage} disabled={query.isFetching} />
    </div>
  );
}

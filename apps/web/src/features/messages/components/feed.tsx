import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import { PageError } from '../../../components/page-error';
import { PageLoading } from '../../../components/page-loading';
import { errorText } from '../../../lib/errors';
import styles from './feed.module.css';

interface Props {
  label: string;
  emptyTitle: string;
  isPending: boolean;
  error: Error | null;
  count: number;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onRetry: () => void;
  children: ReactNode;
}

/** A paged list's loading, error and empty states, its items and 加载更多. */
export function Feed(props: Props) {
  if (props.isPending) return <PageLoading />;
  if (props.error && props.count === 0) {
    return <PageError description={errorText(props.error)} onRetry={props.onRetry} />;
  }
  if (props.count === 0) return <EmptyState title={props.emptyTitle} />;
  return (
    <>
      <ul className={styles.list} aria-label={props.label}>
        {props.children}
      </ul>
      <LoadMore
        hasMore={props.hasMore}
        loading={props.loadingMore}
        onMore={props.onMore}
        endText="— 没有更多了 —"
      />
    </>
  );
}

import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import { PageError } from '../../../components/page-error';
import { PageLoading } from '../../../components/page-loading';
import { errorText } from '../../../lib/errors';
import { MessageItem } from './message-item';
import styles from './feed.module.css';

interface Message {
  id: number;
  title: string;
  created_at: string;
  content: string;
}

/** What the feed needs of its query's state (a react-query infinite query over the pages' items). */
interface FeedQueryState<T> {
  isPending: boolean;
  error: Error | null;
  data: T[] | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** The one open item: the first until the player opens or closes one; null when all are closed. */
export function useOpenItem<T extends Message>(items: T[]) {
  const [openId, setOpenId] = useState<number | null | undefined>(undefined);
  const current = openId === undefined ? items[0] : items.find((item) => item.id === openId);
  const toggle = (id: number) => setOpenId(id === current?.id ? null : id);
  return { current, toggle };
}

interface Props<T extends Message> {
  label: string;
  emptyTitle: string;
  query: FeedQueryState<T>;
  open: ReturnType<typeof useOpenItem<T>>;
  /** Announcements have no read state. */
  unread?: (item: T) => boolean;
}

/** Messages or announcements, one open at a time: loading, error and empty states, and 加载更多. */
export function Feed<T extends Message>({ label, emptyTitle, query, open, unread }: Props<T>) {
  const items = query.data ?? [];
  if (query.isPending) return <PageLoading />;
  if (query.error && items.length === 0) {
    return <PageError description={errorText(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (items.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {items.map((item) => (
          <MessageItem
            key={item.id}
            id={item.id}
            title={item.title}
            createdAt={item.created_at}
            content={item.content}
            unread={unread?.(item)}
            open={item.id === open.current?.id}
            onToggle={() => open.toggle(item.id)}
          />
        ))}
      </ul>
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        endText="— 没有更多了 —"
      />
    </>
  );
}

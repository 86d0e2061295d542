import { useState } from 'react';
import { useNotices } from '../api/get-notices';
import { Feed } from './feed';
import { MessageItem } from './message-item';
import styles from './panels.module.css';

/** 系统公告: the site's announcements, the first one open when the tab is shown (spec 000 §2). */
export function NoticePanel() {
  const notices = useNotices();
  const [openId, setOpenId] = useState<number | null | undefined>(undefined);
  const items = notices.data ?? [];
  const current = openId === undefined ? items[0] : items.find((n) => n.id === openId);

  return (
    <div className={styles.notices}>
      <Feed
        label="系统公告"
        emptyTitle="暂无公告"
        isPending={notices.isPending}
        error={notices.error}
        count={items.length}
        hasMore={notices.hasNextPage}
        loadingMore={notices.isFetchingNextPage}
        onMore={() => void notices.fetchNextPage()}
        onRetry={() => void notices.refetch()}
      >
        {items.map((n) => (
          <MessageItem
            key={n.id}
            id={n.id}
            title={n.title}
            createdAt={n.created_at}
            content={n.content}
            open={n.id === current?.id}
            onToggle={() => setOpenId(n.id === current?.id ? null : n.id)}
          />
        ))}
      </Feed>
    </div>
  );
}

import { Button } from 'antd-mobile';
import styles from './load-more.module.css';

interface Props {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  /** Shown once everything is listed, e.g. — 没有更多了 —. */
  endText: string;
}

/** Under a list paged by hand: 加载更多 while there is more, then a line saying that is all. */
export function LoadMore({ hasMore, loading, onMore, endText }: Props) {
  return hasMore ? (
    <div className={styles.more}>
      <Button size="small" fill="outline" loading={loading} onClick={onMore}>
        加载更多
      </Button>
    </div>
  ) : (
    <p className={styles.end}>{endText}</p>
  );
}

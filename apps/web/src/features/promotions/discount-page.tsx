import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { LoadMore } from '../../components/load-more';
import { PageError } from '../../components/page-error';
import { errorText } from '../../lib/errors';
import { useActivityList } from './api/get-activity-list';
import { useActivityTypes } from './api/get-activity-types';
import { ActivityCard, ActivityCardSkeleton } from './components/activity-card';
import { CategoryTabs } from './components/category-tabs';
import styles from './discount-page.module.css';

/** /discount: the shown promotions (state 1), filtered by category; kept alive between visits. */
export default function DiscountPage() {
  const [type, setType] = useState(0);
  const types = useActivityTypes();
  const list = useActivityList(type);

  let body;
  if (list.isPending) {
    body = (
      <ul className={styles.list} role="status" aria-label="加载中">
        <ActivityCardSkeleton />
        <ActivityCardSkeleton />
        <ActivityCardSkeleton />
      </ul>
    );
  } else if (list.isError && !list.data) {
    body = <PageError description={errorText(list.error)} onRetry={() => void list.refetch()} />;
  } else if (list.data.length === 0) {
    body = <EmptyState title="暂无优惠活动" description="该分类的活动正在筹备中，敬请期待" />;
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label="优惠活动">
          {list.data.map((activity) => (
            <ActivityCard key={activity.id} activity={activity} />
          ))}
        </ul>
        <LoadMore
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onMore={() => void list.fetchNextPage()}
          endText="— 已显示全部活动 —"
        />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <CategoryTabs types={types.data ?? []} value={type} onChange={setType} />
      <div role="tabpanel">{body}</div>
    </div>
  );
}

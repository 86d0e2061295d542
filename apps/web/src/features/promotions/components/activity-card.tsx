import { Link } from 'react-router';
import { Skeleton } from 'antd-mobile';
import { ClockCircleOutline, RightOutline } from 'antd-mobile-icons';
import type { Activity } from '@app/shared';
import { assetUrl } from '../../../lib/asset-url';
import styles from './activity-card.module.css';

/** The day an activity was published; the time of day says nothing to a player. */
export const publishedOn = (createdAt: string) => createdAt.slice(0, 10);

/** A promotion in the list: banner, title, date; the whole card opens its detail. */
export function ActivityCard({ activity }: { activity: Activity }) {
  return (
    <li>
      <Link className={styles.card} to={`/discountInfo?id=${activity.id}`} data-testid="activity-card">
        <span className={styles.banner}>
          <img src={assetUrl(activity.banner)} alt="" loading="lazy" />
          {activity.can_apply === 1 && <span className={styles.tag}>可申请</span>}
        </span>
        <span className={styles.body}>
          <span className={styles.title}>{activity.title}</span>
          <span className={styles.meta}>
            <span className={styles.date}>
              <ClockCircleOutline />
              {publishedOn(activity.created_at)}
            </span>
            <span className={styles.more}>
              查看详情
              <RightOutline />
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}

export function ActivityCardSkeleton() {
  return (
    <li className={styles.card} aria-hidden="true">
      <Skeleton animated className={styles.skeletonBanner} />
      <span className={styles.body}>
        <Skeleton animated className={styles.skeletonTitle} />
        <Skeleton animated className={styles.skeletonLine} />
      </span>
    </li>
  );
}

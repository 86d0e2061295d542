import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Skeleton } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { CODE } from '@app/shared';
import { EmptyState } from '../../components/empty-state';
import { HtmlContent } from '../../components/html-content';
import { PageError } from '../../components/page-error';
import { PrimaryButton } from '../../components/primary-button';
import { assetUrl } from '../../lib/asset-url';
import { ApiError, errorText } from '../../lib/errors';
import { useIsLoggedIn } from '../../lib/session';
import { useGo } from '../../lib/use-go';
import { useActivityDetail } from './api/get-activity-detail';
import { useActivityTypes } from './api/get-activity-types';
import { publishedOn } from './components/activity-card';
import { ApplyDialog } from './components/apply-dialog';
import styles from './discount-info-page.module.css';

function Gone() {
  const go = useGo();
  return (
    <EmptyState title="该活动不存在或已结束" description="去看看正在进行的其他优惠吧">
      <Button color="primary" fill="outline" size="small" onClick={() => go('/discount')}>
        查看优惠活动
      </Button>
    </EmptyState>
  );
}

function Loading() {
  return (
    <div role="status" aria-label="加载中">
      <Skeleton animated className={styles.skeletonBanner} />
      <div className={styles.card}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    </div>
  );
}

/**
 * /discountInfo?id=: banner, title, date and the operator's rich content (sanitised by the server
 * and again here). 申请活动 shows only to a player, on an activity that takes applications.
 */
export default function DiscountInfoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useActivityDetail(valid ? id : 0);
  const types = useActivityTypes();
  const loggedIn = useIsLoggedIn();
  const [applying, setApplying] = useState(false);

  if (!valid) return <Gone />;
  if (detail.isPending) return <Loading />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.code === CODE.notFound) return <Gone />;
    return <PageError description={errorText(detail.error)} onRetry={() => void detail.refetch()} />;
  }

  const activity = detail.data;
  const category = types.data?.find((t) => t.id === activity.type)?.name;
  const canApply = Number(activity.can_apply) === 1;
  const here = encodeURIComponent(`/discountInfo?id=${activity.id}`);

  return (
    <article className={canApply ? `${styles.page} ${styles.withBar}` : styles.page}>
      <div className={styles.banner}>
        <img src={assetUrl(activity.banner)} alt="" />
      </div>
      <div className={styles.card}>
        <h1 className={styles.title} data-testid="activity-title">
          {activity.title}
        </h1>
        <div className={styles.meta}>
          {category && <span className={styles.category}>{category}</span>}
          <span className={styles.date}>
            <ClockCircleOutline />
            {publishedOn(activity.created_at)}
          </span>
        </div>
        <HtmlContent className={styles.content} html={activity.content} />
      </div>
      {canApply && (
        <div className={styles.bar}>
          {loggedIn ? (
            <PrimaryButton onClick={() => setApplying(true)}>申请活动</PrimaryButton>
          ) : (
            <p className={styles.visitor}>
              本活动需提交申请，
              <Link to={`/login?type=0&redirect=${here}`}>登录</Link>
              后即可申请
            </p>
          )}
        </div>
      )}
      {loggedIn && canApply && (
        <ApplyDialog
          activityId={activity.id}
          title={activity.title}
          visible={applying}
          onClose={() => setApplying(false)}
        />
      )}
    </article>
  );
}

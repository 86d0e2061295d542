import { PullToRefresh } from 'antd-mobile';
import { useMe } from '../../api/get-me';
import { PageError, PageLoading } from '../../components/page-state';
import { SectionCard } from '../../components/section-card';
import { useOverview } from './api/get-overview';
import { CommissionCard } from './components/commission-card';
import { Figures } from './components/figures';
import { ProjectionLines } from './components/projection-lines';
import { periodLabel } from './period-label';
import styles from './overview-page.module.css';

/**
 * 概览: the period's projected commission and how it is worked out, then today's and the period's
 * figures at a glance. Every result is the platform's (平台输赢), as on 会员 and the statements.
 */
export default function OverviewPage() {
  const overview = useOverview();
  const me = useMe();
  if (overview.isPending) return <PageLoading />;
  if (overview.isError) return <PageError error={overview.error} onRetry={() => void overview.refetch()} />;
  const { today, period, projection, period_info: info } = overview.data;

  return (
    <PullToRefresh onRefresh={async () => void (await overview.refetch())}>
      <CommissionCard projection={projection} />
      <ProjectionLines projection={projection} period={period} plan={me.data?.plan} />
      <SectionCard title="今日数据" extra="直属会员 · 北京时间">
        <Figures figures={today} />
      </SectionCard>
      <SectionCard title="本期数据" extra={periodLabel(info)}>
        <Figures figures={period} />
      </SectionCard>
      <p className={styles.note}>
        平台输赢为平台视角：会员输则为正（红色），会员赢则为负（绿色）；红利/返水含活动彩金、返水与红包，计入佣金成本
      </p>
    </PullToRefresh>
  );
}

import { PullToRefresh } from 'antd-mobile';
import { PageError, PageLoading } from '../../components/page-state';
import { SectionCard } from '../../components/section-card';
import { useOverview } from './api/get-overview';
import { CommissionCard } from './components/commission-card';
import { Figures } from './components/figures';
import { periodLabel } from './period-label';
import styles from './overview-page.module.css';

/** 概览: the period's projected commission, then today's and the period's figures at a glance. */
export default function OverviewPage() {
  const overview = useOverview();
  if (overview.isPending) return <PageLoading />;
  if (overview.isError) return <PageError error={overview.error} onRetry={() => void overview.refetch()} />;
  const { today, period, period_info: info } = overview.data;

  return (
    <PullToRefresh onRefresh={async () => void (await overview.refetch())}>
      <CommissionCard period={period} />
      <SectionCard title="今日数据" extra="直属会员 · 北京时间">
        <Figures figures={today} />
      </SectionCard>
      <SectionCard title="本期数据" extra={periodLabel(info)}>
        <Figures figures={period} />
      </SectionCard>
      <p className={styles.note}>平台输赢 = 会员投注输赢（平台视角），红利/返水计入佣金成本</p>
    </PullToRefresh>
  );
}

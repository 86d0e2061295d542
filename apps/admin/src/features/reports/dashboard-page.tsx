import { useState } from 'react';
import { Alert, Button, Skeleton, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Page } from '../../components/page';
import { errorText } from '../../lib/errors';
import { reportsKey, useDashboard, type ReportRange } from './api/get-dashboard';
import { DailyChart } from './daily-chart';
import { PlatformChart } from './platform-chart';
import { RangeFilter } from './range-filter';
import { presetRange, rangeLabel } from './report-range';
import { DailyTable, PlatformTable } from './report-tables';
import { SummaryCards } from './summary-cards';
import styles from './reports.module.css';

/** The landing screen for finance and operations: today and a range, per day and per platform. */
export function DashboardPage() {
  const [range, setRange] = useState<ReportRange>(() => presetRange('week'));
  const query = useDashboard(range);
  const queryClient = useQueryClient();
  const data = query.data;

  return (
    <Page
      title="经营概览"
      description="存取款、投注、派彩、GGR、优惠与玩家数据；按北京时间自然日统计，存款按入账、取款按出款时间计。"
      extra={
        <Button
          onClick={() => void queryClient.invalidateQueries({ queryKey: reportsKey })}
          loading={query.isFetching}
        >
          刷新
        </Button>
      }
    >
      <div className={styles.toolbar}>
        <Space wrap>
          <RangeFilter onChange={setRange} />
        </Space>
        <span className={styles.caption} data-testid="report-caption">
          统计范围：<b>{rangeLabel(data ? { from: data.from, to: data.to } : range)}</b>
          {data && <span className={styles.today}>今日：{data.today.date}</span>}
        </span>
      </div>
      {query.isError && (
        <Alert type="error" showIcon title={errorText(query.error)} style={{ marginBottom: 16 }} />
      )}
      {!data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <SummaryCards summary={data.summary} today={data.today} />
          <div className={styles.charts}>
            <DailyChart days={data.daily} />
            <PlatformChart platforms={data.platforms} />
          </div>
        </>
      )}
      <DailyTable range={range} />
      <PlatformTable range={range} />
    </Page>
  );
}

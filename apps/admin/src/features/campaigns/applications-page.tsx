import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Amount } from '../../components/amount';
import { Page } from '../../components/page';
import { ReviewQueue } from '../../components/review-queue';
import {
  APPLICATIONS_PER_PAGE,
  usePendingApplications,
  type PendingApplication,
} from './api/get-pending-applications';
import { useRejectApplication } from './api/post-application-review';
import { ApproveApplicationModal } from './approve-application-modal';

const REASONS = ['不符合活动条件', '申请金额与存款记录不符', '已参与过该活动', '存在套利行为'];

const COLUMNS: TableColumnsType<PendingApplication> = [
  { title: '活动', dataIndex: 'title' },
  {
    title: '申请金额',
    dataIndex: 'amount',
    align: 'right',
    width: 130,
    render: (v: string) => <Amount value={v} />,
  },
  {
    title: '建议彩金',
    dataIndex: 'suggested_bonus',
    align: 'right',
    width: 130,
    render: (v: string) => <Amount value={v} />,
  },
];

export function ApplicationsPage() {
  const [page, setPage] = useState(1);
  const query = usePendingApplications(page);
  const reject = useRejectApplication();
  const [approving, setApproving] = useState<PendingApplication | null>(null);
  const rows = query.data ?? [];

  return (
    <Page title="活动申请审核" description="按申请先后排列。通过即发放彩金到会员钱包并通知会员。">
      <ReviewQueue<PendingApplication>
        columns={COLUMNS}
        query={query}
        playerWidth={160}
        onApprove={setApproving}
        reject={{
          title: '拒绝活动申请',
          presets: REASONS,
          summary: (a) => `${a.username} 申请「${a.title}」，金额 ${a.amount} 元。`,
          submit: (a, reason) => reject.mutateAsync({ id: a.id, reason }),
        }}
      />
      <Flex justify="flex-end" align="center" gap={12} style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">第 {page} 页</Typography.Text>
        <Button disabled={page === 1} onClick={() => setPage(page - 1)}>
          上一页
        </Button>
        <Button disabled={rows.length < APPLICATIONS_PER_PAGE} onClick={() => setPage(page + 1)}>
          下一页
        </Button>
      </Flex>
      <ApproveApplicationModal application={approving} onClose={() => setApproving(null)} />
    </Page>
  );
}

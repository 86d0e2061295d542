import { useState } from 'react';
import { App, Button, Flex, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Amount } from '../../components/amount';
import { Page } from '../../components/page';
import { ReasonModal } from '../../components/reason-modal';
import { errorText } from '../../lib/errors';
import {
  APPLICATIONS_PER_PAGE,
  usePendingApplications,
  type PendingApplication,
} from './api/get-pending-applications';
import { useRejectApplication } from './api/post-application-review';
import { ApproveApplicationModal } from './approve-application-modal';

const REASONS = ['不符合活动条件', '申请金额与存款记录不符', '已参与过该活动', '存在套利行为'];

export function ApplicationsPage() {
  const [page, setPage] = useState(1);
  const query = usePendingApplications(page);
  const reject = useRejectApplication();
  const { message } = App.useApp();
  const [approving, setApproving] = useState<PendingApplication | null>(null);
  const [rejecting, setRejecting] = useState<PendingApplication | null>(null);
  const rows = query.data ?? [];

  const columns: TableColumnsType<PendingApplication> = [
    { title: '申请ID', dataIndex: 'id', width: 80 },
    {
      title: '会员',
      key: 'player',
      width: 160,
      render: (_, a) => (
        <>
          {a.username} <Typography.Text type="secondary">#{a.user_id}</Typography.Text>
        </>
      ),
    },
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
    { title: '申请时间', dataIndex: 'created_at', width: 170 },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, a) => (
        <Space>
          <Button type="primary" size="small" onClick={() => setApproving(a)}>
            通过
          </Button>
          <Button danger size="small" onClick={() => setRejecting(a)}>
            拒绝
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Page title="活动申请审核" description="按申请先后排列。通过即发放彩金到会员钱包并通知会员。">
      <Table<PendingApplication>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        locale={{ emptyText: query.isError ? errorText(query.error) : '暂无待审核申请' }}
        pagination={false}
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
      <ReasonModal
        open={rejecting !== null}
        title="拒绝活动申请"
        presets={REASONS}
        summary={
          rejecting && (
            <Typography.Paragraph>{`${rejecting.username} 申请「${rejecting.title}」，金额 ${rejecting.amount} 元。`}</Typography.Paragraph>
          )
        }
        onSubmit={async (reason) => {
          await reject.mutateAsync({ id: rejecting!.id, reason });
          message.success('已拒绝');
        }}
        onClose={() => setRejecting(null)}
      />
    </Page>
  );
}

import { useState } from 'react';
import { App, Button, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Page } from '../../components/page';
import { ReasonModal } from '../../components/reason-modal';
import { errorText } from '../../lib/errors';
import { useAgentApplications, type AgentApplication } from './api/get-agent-applications';
import { useApproveAgent, useRejectAgent } from './api/post-agent-review';

const REASONS = ['资料不完整', '联系电话无法接通', '推广渠道不符合要求'];

export function AgentApplicationsPage() {
  const query = useAgentApplications();
  const approve = useApproveAgent();
  const reject = useRejectAgent();
  const { modal, message } = App.useApp();
  const [rejecting, setRejecting] = useState<AgentApplication | null>(null);

  const confirmApprove = (a: AgentApplication) =>
    modal.confirm({
      title: '通过代理申请',
      content: `通过后会员 ${a.username}（#${a.user_id}）成为代理，可查看其推广注册的会员。`,
      okText: '通过',
      onOk: () =>
        approve.mutateAsync(a.id).then(
          () => message.success('已通过'),
          (e: unknown) => message.error(errorText(e)),
        ),
    });

  const columns: TableColumnsType<AgentApplication> = [
    { title: '申请ID', dataIndex: 'id', width: 80 },
    {
      title: '会员',
      key: 'player',
      width: 170,
      render: (_, a) => (
        <>
          {a.username} <Typography.Text type="secondary">#{a.user_id}</Typography.Text>
        </>
      ),
    },
    { title: '真实姓名', dataIndex: 'realname', width: 100, render: (v: string | null) => v || '—' },
    { title: '联系电话', dataIndex: 'mobile', width: 130 },
    {
      title: '申请说明',
      dataIndex: 'apply_info',
      render: (v: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, expandable: true, symbol: '展开' }} style={{ margin: 0 }}>
          {v}
        </Typography.Paragraph>
      ),
    },
    { title: '申请时间', dataIndex: 'created_at', width: 170 },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, a) => (
        <Space>
          <Button type="primary" size="small" onClick={() => confirmApprove(a)}>
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
    <Page title="代理申请" description="会员提交的代理合作申请，最早的在前。">
      <Table<AgentApplication>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data}
        loading={query.isFetching}
        locale={{ emptyText: query.isError ? errorText(query.error) : '暂无待审核申请' }}
        pagination={false}
      />
      <ReasonModal
        open={rejecting !== null}
        title="拒绝代理申请"
        required={false}
        presets={REASONS}
        summary={
          rejecting && (
            <Typography.Paragraph>{`${rejecting.username}（#${rejecting.user_id}）的代理申请。未填写原因时，会员看到“资料不完整”。`}</Typography.Paragraph>
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

import { App, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Page } from '../../components/page';
import { ReviewQueue } from '../../components/review-queue';
import { errorText } from '../../lib/errors';
import { useAgentApplications, type AgentApplication } from './api/get-agent-applications';
import { useApproveAgent, useRejectAgent } from './api/post-agent-review';

const REASONS = ['资料不完整', '联系电话无法接通', '推广渠道不符合要求'];

const COLUMNS: TableColumnsType<AgentApplication> = [
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
];

export function AgentApplicationsPage() {
  const query = useAgentApplications();
  const approve = useApproveAgent();
  const reject = useRejectAgent();
  const { modal, message } = App.useApp();

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

  return (
    <Page title="代理申请" description="会员提交的代理合作申请，最早的在前。">
      <ReviewQueue<AgentApplication>
        columns={COLUMNS}
        query={query}
        playerWidth={170}
        onApprove={confirmApprove}
        reject={{
          title: '拒绝代理申请',
          required: false,
          presets: REASONS,
          summary: (a) => `${a.username}（#${a.user_id}）的代理申请。未填写原因时，会员看到“资料不完整”。`,
          submit: (a, reason) => reject.mutateAsync({ id: a.id, reason }),
        }}
      />
    </Page>
  );
}

import { useState } from 'react';
import { App, Button, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { errorText } from '../lib/errors';
import { ReasonModal } from './reason-modal';
import { PlayerTags } from './player-tags';
import { PlayerRiskScore } from './risk-score-badge';

/** What every application waiting for review has. */
export interface PendingReview {
  id: number;
  user_id: number;
  username: string;
  created_at: string;
}

interface ReviewQueueProps<T extends PendingReview> {
  /** The queue's own columns, shown between the player and the time of the application. */
  columns: TableColumnsType<T>;
  query: { data?: T[]; isFetching: boolean; isError: boolean; error: unknown };
  playerWidth: number;
  onApprove: (row: T) => void;
  reject: {
    title: string;
    /** false: the reason may be left empty (the server then gives its default). */
    required?: boolean;
    presets: readonly string[];
    /** What is refused, shown above the reason. */
    summary: (row: T) => string;
    submit: (row: T, reason: string) => Promise<unknown>;
  };
}

/**
 * A queue of applications waiting for review (activities, agents): the id and the player, the
 * queue's own columns, when it was made, and 通过 / 拒绝; refusing asks for the reason.
 */
export function ReviewQueue<T extends PendingReview>({
  columns,
  query,
  playerWidth,
  onApprove,
  reject,
}: ReviewQueueProps<T>) {
  const { message } = App.useApp();
  const [rejecting, setRejecting] = useState<T | null>(null);

  const allColumns: TableColumnsType<T> = [
    { title: '申请ID', dataIndex: 'id', width: 80 },
    {
      title: '会员',
      key: 'player',
      width: playerWidth,
      render: (_, a) => (
        <>
          {a.username} <Typography.Text type="secondary">#{a.user_id}</Typography.Text>{' '}
          <PlayerRiskScore userId={a.user_id} /> <PlayerTags userId={a.user_id} />
        </>
      ),
    },
    ...columns,
    { title: '申请时间', dataIndex: 'created_at', width: 170 },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, a) => (
        <Space>
          <Button type="primary" size="small" onClick={() => onApprove(a)}>
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
    <>
      <Table<T>
        rowKey="id"
        size="middle"
        columns={allColumns}
        dataSource={query.data ?? []}
        loading={query.isFetching}
        locale={{ emptyText: query.isError ? errorText(query.error) : '暂无待审核申请' }}
        pagination={false}
      />
      <ReasonModal
        open={rejecting !== null}
        title={reject.title}
        required={reject.required}
        presets={reject.presets}
        summary={rejecting && <Typography.Paragraph>{reject.summary(rejecting)}</Typography.Paragraph>}
        onSubmit={async (reason) => {
          await reject.submit(rejecting!, reason);
          message.success('已拒绝');
        }}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}

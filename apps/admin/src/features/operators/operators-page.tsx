import { useState } from 'react';
import { App, Badge, Button, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Page } from '../../components/page';
import { errorText } from '../../lib/errors';
import { formatEpoch } from '../../lib/format-time';
import { ROLE_LABEL } from '../../lib/permissions';
import { useMe } from '../../api/get-me';
import { useOperators, type OperatorRow } from './api/get-operators';
import { useResetOperatorTotp, useSetOperatorStatus } from './api/post-operator-actions';
import { CreateOperatorModal } from './create-operator-modal';

const ROLE_COLOR = {
  super: 'red',
  finance: 'gold',
  operations: 'blue',
  support: 'green',
  risk: 'purple',
} as const;

export function OperatorsPage() {
  const operators = useOperators();
  const [creating, setCreating] = useState(false);
  const { data: me } = useMe();
  const setStatus = useSetOperatorStatus();
  const resetTotp = useResetOperatorTotp();
  const { modal, message } = App.useApp();

  const confirm = (title: string, content: string, run: () => Promise<unknown>, done: string) =>
    modal.confirm({
      title,
      content,
      onOk: () =>
        run().then(
          () => message.success(done),
          (e: unknown) => message.error(errorText(e)),
        ),
    });

  const columns: TableColumnsType<OperatorRow> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: '账号', dataIndex: 'username' },
    {
      title: '角色',
      dataIndex: 'role',
      width: 120,
      render: (r: OperatorRow['role']) => <Tag color={ROLE_COLOR[r]}>{ROLE_LABEL[r] ?? r}</Tag>,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (s: number) =>
        s === 1 ? <Badge status="success" text="正常" /> : <Badge status="default" text="停用" />,
    },
    {
      title: '动态验证码',
      dataIndex: 'totp_enabled',
      width: 120,
      render: (v: number) => (v ? <Tag color="green">已启用</Tag> : <Tag>未启用</Tag>),
    },
    { title: '创建时间', dataIndex: 'created_at', width: 180, render: formatEpoch },
    { title: '最后登录', dataIndex: 'last_login_at', width: 180, render: formatEpoch },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_, o) =>
        o.id === me?.id ? (
          <Tag>当前账号</Tag>
        ) : (
          <Space>
            {o.status === 1 ? (
              <Button
                size="small"
                danger
                onClick={() =>
                  confirm(
                    `停用 ${o.username}？`,
                    '停用后该操作员立即被强制下线，且无法再登录。',
                    () => setStatus.mutateAsync({ id: o.id, status: 0 }),
                    '已停用',
                  )
                }
              >
                停用
              </Button>
            ) : (
              <Button
                size="small"
                onClick={() =>
                  confirm(
                    `启用 ${o.username}？`,
                    '启用后该操作员可重新登录。',
                    () => setStatus.mutateAsync({ id: o.id, status: 1 }),
                    '已启用',
                  )
                }
              >
                启用
              </Button>
            )}
            {o.totp_enabled === 1 && (
              <Button
                size="small"
                onClick={() =>
                  confirm(
                    `重置 ${o.username} 的动态验证码？`,
                    '用于手机丢失等情况：该操作员将被强制下线，下次仅凭密码登录后须重新绑定。',
                    () => resetTotp.mutateAsync(o.id),
                    '已重置',
                  )
                }
              >
                重置验证码
              </Button>
            )}
          </Space>
        ),
    },
  ];

  return (
    <Page
      title="操作员"
      description="后台账号与角色。新账号首次登录须修改初始密码；建议所有账号启用动态验证码。"
      extra={
        <Button type="primary" onClick={() => setCreating(true)}>
          新建操作员
        </Button>
      }
    >
      <Table<OperatorRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={operators.data}
        loading={operators.isFetching}
        locale={{ emptyText: operators.isError ? errorText(operators.error) : '暂无操作员' }}
        pagination={false}
      />
      <CreateOperatorModal open={creating} onClose={() => setCreating(false)} />
    </Page>
  );
}

import { useState } from 'react';
import { App, Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { TAG_EFFECT_LABEL, type RiskTag, type TagEffect } from '@app/shared/admin-contract';
import { useDeleteTag, useRiskTags } from '../../../api/risk-tags';
import { Page } from '../../../components/page';
import { useMe } from '../../../api/get-me';
import { errorText } from '../../../lib/errors';
import { PERMISSION, roleAllows } from '../../../lib/permissions';
import { LinkRulesCard } from './link-rules-card';
import { TagFormModal } from './tag-form-modal';

/** 玩家标签: the tags operators put on players, what each does, and how many players carry it. */
export function TagsPage() {
  const { data: me } = useMe();
  const canWrite = roleAllows(me?.role, PERMISSION.riskWrite);
  const tags = useRiskTags();
  const remove = useDeleteTag();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<{ tag?: RiskTag } | null>(null);

  return (
    <Page
      title="玩家标签"
      description="给会员打上风控标签（如 套利嫌疑、对打嫌疑、白名单）：标签可排除活动、优惠、红包、返水，转风控审核取款或禁止登录；会员看不到标签。在会员详情或会员查询（批量）中打标签。"
      extra={
        canWrite && (
          <Button type="primary" onClick={() => setEditing({})}>
            新建标签
          </Button>
        )
      }
    >
      <LinkRulesCard canWrite={canWrite} />
      <Table<RiskTag>
        rowKey="id"
        loading={tags.isLoading}
        dataSource={tags.data}
        pagination={false}
        locale={{ emptyText: tags.isError ? errorText(tags.error) : '还没有标签' }}
        columns={[
          {
            title: '标签',
            dataIndex: 'name',
            width: 180,
            render: (v: string, t) => <Tag color={t.colour}>{v}</Tag>,
          },
          {
            title: '效果',
            dataIndex: 'effects',
            render: (effects: TagEffect[]) =>
              effects.length === 0 ? (
                <Typography.Text type="secondary">仅标记</Typography.Text>
              ) : (
                effects.map((e) => (
                  <Tag key={e} bordered={false} color={e === 'login_refused' ? 'red' : 'default'}>
                    {TAG_EFFECT_LABEL[e]}
                  </Tag>
                ))
              ),
          },
          { title: '会员数', dataIndex: 'players', width: 100, align: 'right' },
          { title: '更新时间', dataIndex: 'updated_at', width: 180 },
          ...(canWrite
            ? [
                {
                  title: '操作',
                  key: 'actions',
                  width: 140,
                  render: (_: unknown, t: RiskTag) => (
                    <Space size={0}>
                      <Button type="link" size="small" onClick={() => setEditing({ tag: t })}>
                        编辑
                      </Button>
                      <Popconfirm
                        title={`删除标签「${t.name}」？`}
                        description={t.players > 0 ? `将同时从 ${t.players} 位会员身上移除。` : undefined}
                        okText="删除"
                        okButtonProps={{ danger: true }}
                        cancelText="取消"
                        onConfirm={() =>
                          remove.mutateAsync(t.id).then(
                            () => message.success('标签已删除'),
                            (e: unknown) => message.error(errorText(e)),
                          )
                        }
                      >
                        <Button type="link" size="small" danger>
                          删除
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && <TagFormModal open tag={editing.tag} onClose={() => setEditing(null)} />}
    </Page>
  );
}

import { useState } from 'react';
import { App, Button, Card, Empty, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { TAG_EFFECT_LABEL } from '@app/shared/admin-contract';
import { useCanReadRisk } from '../../api/get-player-tags';
import { usePlayerTagList, useTagPlayer, useUntagPlayer } from '../../api/risk-tags';
import { errorText } from '../../lib/errors';
import { PERMISSION } from '../../lib/permissions';
import { TagModal } from './tag-modal';
import { useCan } from './use-can';

/** 风控标签 on the player's page: each tag with its effects and note; risk.write adds and removes them. */
export function PlayerRiskTags({ userId }: { userId: number }) {
  const canRead = useCanReadRisk();
  const canWrite = useCan(PERMISSION.riskWrite);
  const list = usePlayerTagList(userId);
  const tag = useTagPlayer();
  const untag = useUntagPlayer();
  const [open, setOpen] = useState(false);
  const { message } = App.useApp();
  if (!canRead) return null;
  const tags = list.data ?? [];

  return (
    <Card
      title="风控标签"
      size="small"
      loading={list.isLoading}
      extra={
        canWrite && (
          <Button size="small" onClick={() => setOpen(true)}>
            添加标签
          </Button>
        )
      }
    >
      {list.isError && <Typography.Text type="danger">{errorText(list.error)}</Typography.Text>}
      {!list.isError && tags.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有标签" style={{ margin: 8 }} />
      )}
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        {tags.map((t) => (
          <Space key={t.id} size={8} wrap>
            <Tooltip title={t.note || undefined}>
              <Tag color={t.colour}>{t.name}</Tag>
            </Tooltip>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t.effects.map((e) => TAG_EFFECT_LABEL[e]).join('、') || '仅标记'} · {t.tagged_by} ·{' '}
              {t.created_at}
            </Typography.Text>
            {canWrite && (
              <Popconfirm
                title={`移除标签「${t.name}」？`}
                okText="移除"
                cancelText="取消"
                onConfirm={() =>
                  untag
                    .mutateAsync({ userId, tagId: t.id })
                    .then(() => message.success('已移除标签'))
                    .catch((e: unknown) => message.error(errorText(e)))
                }
              >
                <Button type="link" size="small" danger>
                  移除
                </Button>
              </Popconfirm>
            )}
          </Space>
        ))}
      </Space>
      <TagModal
        open={open}
        title="为会员添加标签"
        exclude={tags.map((t) => t.id)}
        onClose={() => setOpen(false)}
        onSubmit={async (tagId, note) => {
          await tag.mutateAsync({ userId, tagId, note });
          message.success('已添加标签');
        }}
      />
    </Card>
  );
}

import { Card, Space, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { LINK_KIND_LABEL, STRONG_LINK_KINDS, type LinkKind } from '@app/shared/admin-contract';
import { useCanReadRisk } from '../../api/get-player-tags';
import { PlayerTags } from '../../components/player-tags';
import { errorText } from '../../lib/errors';
import { usePlayerLinked, type LinkedAccount } from './api/get-player-linked';
import { GRAPH_MAX, PlayerLinkGraph } from './player-link-graph';

const kindTag = (k: LinkKind) => (
  <Tag key={k} color={STRONG_LINK_KINDS.includes(k) ? 'volcano' : 'default'} bordered={false}>
    {LINK_KIND_LABEL[k]}
  </Tag>
);

/**
 * 关联账户 on the player's page (risk.read only): who shares a device, an address or its /24, a
 * card, a wallet address, a name with a phone, or an e-mail with the player, and the cluster drawn.
 */
export function PlayerLinked({ userId, username }: { userId: number; username: string }) {
  const allowed = useCanReadRisk();
  const query = usePlayerLinked(userId);
  if (!allowed) return null;
  const linked = query.data ?? [];
  const strongCount = linked.filter((a) => a.matched.some((k) => STRONG_LINK_KINDS.includes(k))).length;

  return (
    <Card
      title={`关联账户（${linked.length}）`}
      size="small"
      style={{ marginBottom: 16 }}
      loading={query.isLoading}
      extra={
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          强关联 {strongCount} 个 · 实线为强关联，虚线仅同 IP 段
        </Typography.Text>
      }
      data-testid="player-linked"
    >
      {query.isError ? (
        <Typography.Text type="danger">{errorText(query.error)}</Typography.Text>
      ) : linked.length === 0 ? (
        <Typography.Text type="secondary">没有发现关联账户</Typography.Text>
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(300px, 440px) 1fr', gap: 16 }}>
          <div>
            <PlayerLinkGraph username={username} linked={linked} />
            {linked.length > GRAPH_MAX && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                图中显示前 {GRAPH_MAX} 个，完整列表见右侧
              </Typography.Text>
            )}
          </div>
          <Table<LinkedAccount>
            size="small"
            rowKey="id"
            dataSource={linked}
            pagination={linked.length > 10 ? { pageSize: 10, size: 'small' } : false}
            columns={[
              {
                title: '会员',
                dataIndex: 'username',
                render: (v: string, a) => (
                  <Space size={4} wrap>
                    <Link to={`/players/${a.id}`}>{v}</Link>
                    <Typography.Text type="secondary">#{a.id}</Typography.Text>
                    <PlayerTags userId={a.id} />
                  </Space>
                ),
              },
              { title: '关联方式', dataIndex: 'matched', render: (m: LinkKind[]) => m.map(kindTag) },
              {
                title: '最近活动',
                dataIndex: 'last_seen',
                width: 170,
                render: (v: string | null) => v ?? '—',
              },
            ]}
          />
        </div>
      )}
    </Card>
  );
}

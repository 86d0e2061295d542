import { Descriptions, Drawer, Empty, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { errorText } from '../../lib/errors';
import { formatEpoch } from '../../lib/format-time';
import { useEvent, type SportsbookEventDetail, type SportsbookPlatform } from './api/get-events';
import { EventActions } from './event-actions';
import { ExposureTable, MarketsTable, VoidedTable } from './event-sections';
import { PLATFORM_LABEL, resultText, sportLabel, StatusCell } from './labels';

function ResultCell({ e }: { e: SportsbookEventDetail }) {
  if (e.cancelled) return <Typography.Text type="secondary">赛事已取消，注单按取消结算</Typography.Text>;
  if (!e.result) return <Typography.Text type="secondary">赛事结束后产生</Typography.Text>;
  return (
    <Space size={6}>
      <Typography.Text strong>{resultText(e.result)}</Typography.Text>
      {e.corrected && <Tag color="orange">已更正</Tag>}
    </Space>
  );
}

function EventBody({ platform, e }: { platform: SportsbookPlatform; e: SportsbookEventDetail }) {
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions
        size="small"
        column={2}
        bordered
        items={[
          { key: 'league', label: '联赛', children: `${sportLabel(e.sport)} · ${e.league}` },
          { key: 'platform', label: '平台', children: PLATFORM_LABEL[platform] },
          { key: 'kickoff', label: '开赛时间', children: formatEpoch(e.kickoff_at) },
          { key: 'status', label: '状态', children: <StatusCell e={e} finalScore={false} /> },
          { key: 'result', label: '赛果', span: 2, children: <ResultCell e={e} /> },
          { key: 'id', label: '赛事ID', span: 2, children: e.id },
        ]}
      />
      <EventActions platform={platform} e={e} />
      <ExposureTable e={e} />
      <VoidedTable e={e} />
      <MarketsTable e={e} />
    </Space>
  );
}

/** One match, opened from the list: read again every 10 s while open. */
export function EventDrawer({
  platform,
  id,
  onClose,
}: {
  platform: SportsbookPlatform;
  id: string | null;
  onClose: () => void;
}) {
  const query = useEvent(platform, id);
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={760}
      title={query.data?.match ?? '赛事详情'}
      destroyOnHidden
    >
      {query.isPending && <Skeleton active />}
      {query.isError && !query.data && (
        <Result status="warning" title="无法读取赛事" subTitle={errorText(query.error)} />
      )}
      {query.data ? (
        <EventBody platform={platform} e={query.data} />
      ) : (
        !query.isPending && !query.isError && <Empty />
      )}
    </Drawer>
  );
}
